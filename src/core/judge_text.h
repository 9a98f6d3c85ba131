// Reading the whitespace-separated integers of judge inputs and --position text.
// Tolerates what is merely unusual (CRLF or lone CR line ends, tabs, a UTF-8 BOM at the
// start, no final newline) and names what is wrong otherwise.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/problem.h"

namespace pl {

struct Token {
    std::string_view text;
    int line = 1;  // 1-based line of the token
    // The integer, if the token is one: [+-]?digits (leading zeros allowed) that fit
    // in long long.
    std::optional<long long> value() const;
};

// Splits on spaces, tabs, CR, LF (and vertical tab / form feed); skips a BOM at the
// very start of `text` (only there: a BOM later is a byte like any other). Lines end
// at LF, CRLF or a lone CR (old Mac files).
std::vector<Token> tokenize(std::string_view text);

// "'x' is not a number", with a hint when the token starts with a UTF-16 byte order
// mark (a file saved as UTF-16, as some Windows tools do) or a stray UTF-8 one.
// As a problem: "text.not-number", inside a "text.hint-..." when there is a hint.
Problem notANumberProblem(std::string_view text);
std::string notANumber(std::string_view text);

// A short, printable rendering of a token for messages: 'abc', or a cut-off form
// for long or binary tokens.
std::string quoteToken(std::string_view text);

// Parse exactly `count` tile values in [lo, hi] from `text`. On error `problem` says
// what is wrong ("position.count": "expected 8 numbers, found 7", "position.tile-range",
// "text.not-number") and `error` is its sentence.
struct IntList {
    std::vector<long long> values;
    std::string error;
    std::optional<Problem> problem;  // set exactly when `error` is not empty
};
IntList parseIntList(std::string_view text, std::size_t count, long long lo, long long hi);
// The same on tokens [begin, end) already split off a larger text (no second look for
// a BOM: a BOM inside a text is never a separator).
IntList parseIntTokens(const std::vector<Token>& tokens, std::size_t begin, std::size_t end,
                       std::size_t count, long long lo, long long hi);

}  // namespace pl
