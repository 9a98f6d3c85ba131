// Structured problems: core reports WHAT is wrong as a code with arguments and WHERE,
// never as a finished sentence, so that the command line (English, problem_text.cpp)
// and the window (tr(), in models) each word it themselves and nobody parses a
// message back.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
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
        // The case of a judge input it is in, 1-based ("case 3"); 0 = not a case. A
        // case is named alone (or with a key path), never with a line.
        int caseNumber = 0;
        friend bool operator==(const Where&, const Where&) = default;
    } where;

    // The sentences this one is built around, each a problem of its own: a code such as
    // "position.cell" ("cell {0}: {1}") says where inside a value the fault is and its
    // part says what the fault is; "text.hint-bom" adds a hint to the sentence of its
    // part. In the wording, {N} for N >= args.size() is the text of
    // parts[N - args.size()], worded in the same language. The parts have no `where`
    // of their own: the outer problem's is where they all are.
    std::vector<Problem> parts = {};

    friend bool operator==(const Problem&, const Problem&) = default;
};

// `inner` inside the sentence of `code` (see Problem::parts): {code, args, {}, {inner}}.
[[nodiscard]] Problem wrapProblem(std::string code, std::vector<std::string> args, Problem inner);
// The same problem at `where` (the outer problem's location; parts keep none).
[[nodiscard]] Problem placedAt(Problem problem, Problem::Where where);

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
// problemLine of the first problem, or "" when there is none.
[[nodiscard]] std::string firstProblemLine(const Problems& problems);

// The pieces the sentences above are made of, for a formatter that words them in
// another language (the window's, models/problem_text_tr.h). Each English template is
// also the source string of its translation, in the context "pl::Problem".
struct ProblemWording {
    std::string_view code;
    std::string_view english;  // {0}, {1}, ... are the arguments
};
// Every code core reports, with its English template, in a fixed order.
[[nodiscard]] std::span<const ProblemWording> problemWordings();
// The English template of `code`; empty when the code has none.
[[nodiscard]] std::string_view problemWording(std::string_view code);
// A problem whose code has no template: the code and its arguments, as they are (then
// the English of its parts).
[[nodiscard]] std::string unwordedText(const Problem& problem);
// The template of a location: {0} = line, {1} = column, {2} = key path, {3} = judge
// case (whereArguments gives the four); empty when the problem has no location.
[[nodiscard]] std::string_view whereWording(const Problem::Where& where);
[[nodiscard]] std::vector<std::string> whereArguments(const Problem::Where& where);
// "{0}: {1}" with {0} = where, {1} = what is wrong.
[[nodiscard]] std::string_view problemLineWording();
// The arguments of `code` that are amounts of memory in bytes, such as the need and the
// limit of "engine.memory": worded as sizes ("2.6 GiB"), never as raw byte counts.
[[nodiscard]] bool isByteSizeArgument(std::string_view code, std::size_t index);
// A number of bytes in binary units with one decimal, as the window words them too:
// "512 bytes", "1.0 KiB", "2.6 GiB". A text that is not a whole number of bytes (an
// engine's "more than 1.8e19") is given with the word "bytes" after it.
[[nodiscard]] std::string byteSizeText(std::string_view bytes);
// `pattern` with each {N} replaced by args[N] (empty when there is no such argument).
// The arguments go in as they are: a "{1}" inside one is not read again.
[[nodiscard]] std::string fillWording(std::string_view pattern,
                                      const std::vector<std::string>& args);

}  // namespace pl
