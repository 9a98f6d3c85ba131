#include "core/formats/format1/text.h"

#include <algorithm>

namespace pl::format1 {

Pos positionAt(std::string_view text, std::size_t offset)
{
    Cursor c(text);
    offset = std::min(offset, text.size());
    while (c.at < offset)
        c.advance();
    return c.pos;
}

namespace {

// ---- the scanner: positions of keys and values in valid JSON ------------------------------

// Walks valid JSON text (nesting at most kMaxDepth), building each value's key path as
// Checker writes it; records the positions of the paths asked for and reports keys that
// occur twice in one object.
class Scanner {
public:
    Scanner(std::string_view text, const std::unordered_set<std::string>& wanted)
        : cur_(text), wanted_(wanted)
    {
    }

    void run()
    {
        std::string path;
        value(path);
        cur_.skipSpace();
        lost = lost || !cur_.done();
    }

    std::unordered_map<std::string, Pos> valueAt;
    std::unordered_map<std::string, Pos> keyAt;
    std::vector<Found> duplicates;
    // The walk did not meet the text as nlohmann read it (a bug: the fuzz target fails
    // on it); positions may then be wrong.
    bool lost = false;

private:
    void value(std::string& path)
    {
        cur_.skipSpace();
        if (wanted_.count(path))
            valueAt[path] = cur_.pos;
        switch (cur_.peek()) {
        case '{':
            object(path);
            break;
        case '[':
            array(path);
            break;
        case '"':
            (void)string();
            break;
        default:  // number, true, false, null
            while (!cur_.done() &&
                   std::string_view(",]} \t\r\n").find(cur_.peek()) == std::string_view::npos)
                cur_.advance();
        }
    }

    void object(std::string& path)
    {
        cur_.advance();  // {
        std::unordered_map<std::string, Pos> seen;
        cur_.skipSpace();
        if (cur_.peek() == '}') {
            cur_.advance();
            return;
        }
        while (!cur_.done()) {
            cur_.skipSpace();
            const Pos keyPos = cur_.pos;
            lost = lost || cur_.peek() != '"';
            const std::string key = string();
            cur_.skipSpace();
            lost = lost || cur_.peek() != ':';
            cur_.advance();  // :
            const std::size_t length = path.size();
            path = member(path, key);
            if (wanted_.count(path))
                keyAt[path] = keyPos;
            const auto [it, fresh] = seen.emplace(key, keyPos);
            if (!fresh) {
                Found f;
                f.problem.code = "def.duplicate-key";
                f.problem.args = {cut(key), std::to_string(it->second.line),
                                  std::to_string(it->second.column)};
                f.problem.where = {keyPos.line, keyPos.column, path};
                duplicates.push_back(std::move(f));
            }
            value(path);
            path.resize(length);
            cur_.skipSpace();
            const char c = cur_.peek();
            lost = lost || (c != ',' && c != '}');
            cur_.advance();  // , or }
            if (c != ',')
                break;
        }
    }

    void array(std::string& path)
    {
        cur_.advance();  // [
        cur_.skipSpace();
        if (cur_.peek() == ']') {
            cur_.advance();
            return;
        }
        const std::size_t length = path.size();
        for (std::size_t i = 0; !cur_.done(); ++i) {
            path += '[';
            path += std::to_string(i);
            path += ']';
            value(path);
            path.resize(length);
            cur_.skipSpace();
            const char c = cur_.peek();
            lost = lost || (c != ',' && c != ']');
            cur_.advance();  // , or ]
            if (c != ',')
                break;
        }
    }

    static void utf8(std::string& out, std::uint32_t cp)
    {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    std::uint32_t hex4()
    {
        std::uint32_t v = 0;
        for (int k = 0; k < 4 && !cur_.done(); ++k) {
            const char c = cur_.peek();
            cur_.advance();
            v = v * 16 + static_cast<std::uint32_t>(c <= '9'   ? c - '0'
                                                    : c <= 'F' ? c - 'A' + 10
                                                               : c - 'a' + 10);
        }
        return v;
    }

    // A string token, decoded (the text is valid JSON, so escapes are well formed).
    std::string string()
    {
        std::string out;
        cur_.advance();  // "
        while (!cur_.done()) {
            const char c = cur_.peek();
            cur_.advance();
            if (c == '"')
                break;
            if (c != '\\') {
                out += c;
                continue;
            }
            const char e = cur_.peek();
            cur_.advance();
            switch (e) {
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                std::uint32_t cp = hex4();
                if (cp >= 0xD800 && cp < 0xDC00 && cur_.peek() == '\\') {
                    cur_.advance();
                    cur_.advance();  // u
                    const std::uint32_t low = hex4();
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                utf8(out, cp);
                break;
            }
            default:  // " \ /
                out += e;
            }
        }
        return out;
    }

    Cursor cur_;
    const std::unordered_set<std::string>& wanted_;
};

}  // namespace

Located locate(std::string_view text, const std::unordered_set<std::string>& wanted)
{
    Scanner scanner(text, wanted);
    scanner.run();
    return Located{std::move(scanner.valueAt), std::move(scanner.keyAt),
                   std::move(scanner.duplicates), scanner.lost};
}

// ---- text-level checks -------------------------------------------------------------------

// The offset of the first byte that is not part of well-formed UTF-8, or npos.
std::size_t badUtf8(std::string_view s)
{
    std::size_t i = 0;
    while (i < s.size()) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (b < 0x80) {
            ++i;
            continue;
        }
        int more = 0;
        std::uint32_t cp = 0;
        std::uint32_t least = 0;
        if ((b & 0xE0) == 0xC0) {
            more = 1;
            cp = b & 0x1F;
            least = 0x80;
        } else if ((b & 0xF0) == 0xE0) {
            more = 2;
            cp = b & 0x0F;
            least = 0x800;
        } else if ((b & 0xF8) == 0xF0) {
            more = 3;
            cp = b & 0x07;
            least = 0x10000;
        } else {
            return i;
        }
        for (int k = 1; k <= more; ++k) {
            if (i + static_cast<std::size_t>(k) >= s.size())
                return i;
            const auto c = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
            if ((c & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (c & 0x3F);
        }
        if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += static_cast<std::size_t>(more) + 1;
    }
    return std::string_view::npos;
}

// The offset of the first bracket nested deeper than kMaxDepth (outside strings), or npos.
std::size_t tooDeep(std::string_view s)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > def::kMaxDepth)
                return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::string_view::npos;
}

// "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error ..." ->
// "syntax error ..."
std::string syntaxMessage(std::string what)
{
    if (const auto close = what.find("] "); close != std::string::npos)
        what.erase(0, close + 2);
    if (what.starts_with("parse error"))
        if (const auto colon = what.find(": "); colon != std::string::npos)
            what.erase(0, colon + 2);
    if (const auto last = what.find("; last read: "); last != std::string::npos) {
        const auto next = what.find("; expected", last);
        what.erase(last, next == std::string::npos ? std::string::npos : next - last);
    }
    std::string out;
    for (const char c : what) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[u >> 4];
            out += kHex[u & 15];
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace pl::format1
