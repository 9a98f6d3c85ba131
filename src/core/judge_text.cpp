#include "judge_text.h"

#include <charconv>

namespace pl {

// notANumber() looks for hints in this many bytes of a token: those that quoteToken()
// shows, which the streaming JudgeReader keeps of any token.
constexpr std::size_t kHintBytes = 20;

std::optional<long long> Token::value() const
{
    std::string_view t = text;
    if (!t.empty() && t.front() == '+')
        t.remove_prefix(1);
    // from_chars takes a '-' of its own: "+-3" is no number.
    if (t.empty() || (t.size() != text.size() && t.front() == '-'))
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
        // A line ends at a CR (CRLF or a lone CR) or at an LF not after a CR.
        if (c == '\r' || (c == '\n' && (i == 0 || text[i - 1] != '\r'))) {
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

// Full-width digits U+FF10..U+FF19 (EF BC 90..99) or the ideographic space U+3000
// (E3 80 80), as an input method for Chinese or Japanese types them.
static bool hasFullWidth(std::string_view text)
{
    for (std::size_t i = 0; i + 2 < text.size(); ++i) {
        const auto a = static_cast<unsigned char>(text[i]);
        const auto b = static_cast<unsigned char>(text[i + 1]);
        const auto c = static_cast<unsigned char>(text[i + 2]);
        if ((a == 0xEF && b == 0xBC && c >= 0x90 && c <= 0x99) ||
            (a == 0xE3 && b == 0x80 && c == 0x80))
            return true;
    }
    return false;
}

Problem notANumberProblem(std::string_view text)
{
    Problem sentence{"text.not-number", {quoteToken(text)}, {}};
    // Only the start of a token is looked at: the streaming reader keeps the first
    // bytes of a long token, and must say the same.
    const std::string_view head = text.substr(0, kHintBytes);
    const char* hint = nullptr;
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF"))
        hint = "text.hint-utf16";
    else if (text.starts_with("\xEF\xBB\xBF"))
        hint = "text.hint-bom";
    else if (head.find("\xC2\xA0") != std::string_view::npos)
        hint = "text.hint-no-break-space";
    else if (hasFullWidth(head))
        hint = "text.hint-full-width";
    return hint ? wrapProblem(hint, {}, std::move(sentence)) : sentence;
}

std::string notANumber(std::string_view text)
{
    return problemText(notANumberProblem(text));
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

IntList parseIntList(std::string_view text, std::size_t count, long long lo, long long hi)
{
    const auto tokens = tokenize(text);
    return parseIntTokens(tokens, 0, tokens.size(), count, lo, hi);
}

IntList parseIntTokens(const std::vector<Token>& tokens, std::size_t begin, std::size_t end,
                       std::size_t count, long long lo, long long hi)
{
    IntList r;
    const auto fail = [&r](Problem problem) {
        r.error = problemText(problem);
        r.problem = std::move(problem);
        r.values.clear();
        return r;
    };
    for (std::size_t i = begin; i < end && i < tokens.size(); ++i) {
        const Token& t = tokens[i];
        const auto v = t.value();
        if (!v && isIntegerLiteral(t.text)) {
            // Too many digits for long long: still a number, just far out of range.
            const std::string shown = quoteToken(t.text);
            return fail(
                Problem{"position.tile-range",
                        {shown.substr(1, shown.size() - 2), std::to_string(lo), std::to_string(hi)},
                        {}});
        }
        if (!v)
            return fail(notANumberProblem(t.text));
        if (*v < lo || *v > hi)
            return fail(Problem{"position.tile-range",
                                {std::to_string(*v), std::to_string(lo), std::to_string(hi)},
                                {}});
        r.values.push_back(*v);
    }
    if (r.values.size() != count)
        return fail(Problem{
            "position.count", {std::to_string(count), std::to_string(r.values.size())}, {}});
    return r;
}

}  // namespace pl
