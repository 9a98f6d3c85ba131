// Reading the whitespace-separated integers of judge inputs and --position text.
// Tolerates what is merely unusual (CRLF, tabs, a UTF-8 BOM, no final newline) and
// names what is wrong otherwise.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pl {

struct Token {
    std::string_view text;
    int line = 1;  // 1-based line of the token
    std::optional<long long> value() const;  // the integer, if the token is one
};

// Splits on spaces, tabs, CR, LF (and vertical tab / form feed); skips a leading BOM.
std::vector<Token> tokenize(std::string_view text);

// A short, printable rendering of a token for messages: 'abc', or a cut-off form
// for long or binary tokens.
std::string quoteToken(std::string_view text);

// Parse exactly `count` integers in [lo, hi] from `text`; what = "clock", "tile", ...
// On error returns a sentence like "expected 9 numbers, found 8".
struct IntList {
    std::vector<long long> values;
    std::string error;
};
IntList parseIntList(std::string_view text, std::size_t count, long long lo, long long hi,
                     std::string_view what);

}  // namespace pl
