// Structured problems: core reports WHAT is wrong as a code with arguments and WHERE,
// never as a finished sentence, so that the command line (English, problem_text.cpp)
// and the window (tr(), in models) each word it themselves and nobody parses a
// message back.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace pl {

struct Problem {
    // A stable identifier such as "def.unknown-key" or "position.count"; the list of
    // codes and their English wording is in problem_text.cpp.
    std::string code;
    // Values the sentence quotes, in the order of the code's wording ({0}, {1}, ...).
    std::vector<std::string> args;
    // Where it is: for a definition file "line 12, column 5" and/or a key path such
    // as "moves[3].cycles[0][2]" (see Where below); for a judge case "case 3".
    struct Where {
        int line = 0;      // 1-based, 0 = unknown
        int column = 0;    // 1-based, 0 = unknown
        std::string path;  // key path, empty = the whole file / value
        friend bool operator==(const Where&, const Where&) = default;
    } where;

    friend bool operator==(const Problem&, const Problem&) = default;
};

using Problems = std::vector<Problem>;

// A value that was read and checked, or why it could not be.
template <typename T>
struct Checked {
    std::optional<T> value;
    Problems problems;  // non-empty when !value
    explicit operator bool() const { return value.has_value(); }
};

// English for the command line and the logs: "what is wrong" only (no location).
[[nodiscard]] std::string problemText(const Problem& problem);
// "line 12, column 5 (moves[3].cycles[0][2])", "moves[3]", "line 2, column 1" or "".
[[nodiscard]] std::string whereText(const Problem::Where& where);
// "<where>: <what>" or "<what>" when there is no location.
[[nodiscard]] std::string problemLine(const Problem& problem);

}  // namespace pl
