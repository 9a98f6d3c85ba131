#include "judge_text.h"

#include <charconv>

namespace pl {

std::optional<long long> Token::value() const
{
    std::string_view t = text;
    if (!t.empty() && t.front() == '+')
        t.remove_prefix(1);
    if (t.empty())
        return std::nullopt;
    long long v = 0;
    const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc() || ptr != t.data() + t.size())
        return std::nullopt;
    return v;
}

static bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

std::vector<Token> tokenize(std::string_view text)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    std::vector<Token> out;
    int line = 1;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            ++i;
            continue;
        }
        if (isSpace(c)) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < text.size() && !isSpace(text[i]))
            ++i;
        out.push_back(Token{text.substr(start, i - start), line});
    }
    return out;
}

std::string quoteToken(std::string_view text)
{
    std::string out = "'";
    std::size_t shown = 0;
    for (unsigned char c : text) {
        if (shown == 20) {
            out += "...";
            break;
        }
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
        } else {
            static const char* hex = "0123456789abcdef";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
        ++shown;
    }
    out += "'";
    return out;
}

static bool isIntegerLiteral(std::string_view t)
{
    if (!t.empty() && (t.front() == '+' || t.front() == '-'))
        t.remove_prefix(1);
    if (t.empty())
        return false;
    for (char c : t)
        if (c < '0' || c > '9')
            return false;
    return true;
}

IntList parseIntList(std::string_view text, std::size_t count, long long lo, long long hi,
                     std::string_view what)
{
    IntList r;
    const auto tokens = tokenize(text);
    for (const Token& t : tokens) {
        const auto v = t.value();
        if (!v && isIntegerLiteral(t.text)) {
            // Too many digits for long long: still a number, just far out of range.
            const std::string shown = quoteToken(t.text);
            r.error = std::string(what) + " value " + shown.substr(1, shown.size() - 2) +
                      " is out of range " + std::to_string(lo) + ".." + std::to_string(hi);
            return r;
        }
        if (!v) {
            r.error = quoteToken(t.text) + " is not a number";
            return r;
        }
        if (*v < lo || *v > hi) {
            r.error = std::string(what) + " value " + std::to_string(*v) + " is out of range " +
                      std::to_string(lo) + ".." + std::to_string(hi);
            return r;
        }
        r.values.push_back(*v);
    }
    if (r.values.size() != count) {
        r.error = "expected " + std::to_string(count) + " numbers, found " +
                  std::to_string(r.values.size());
        r.values.clear();
    }
    return r;
}

}  // namespace pl
