#include "core/problem.h"

#include <string_view>

namespace pl {

namespace {

struct Wording {
    std::string_view code;
    std::string_view english;  // {0}, {1}, ... are the arguments
};

// Every problem code core reports, with its English sentence. The window has the same
// list under tr() (models/problem_tr.cpp); a test checks the two lists agree.
constexpr Wording kWordings[] = {
    {"internal", "{0}"},
    // Positions and goals checked by Rules (core/rules/rules.cpp).
    {"position.count", "expected {0} numbers, found {1}"},
    {"position.not-number", "number {0}: \"{1}\" is not a whole number"},
    {"position.value-range", "cell {0}: {1} is not a value 0..{2}"},
    {"position.not-label", "cell {0}: {1} is not a label of this puzzle ({2})"},
    {"position.not-rearrangement",
     "not a rearrangement of the start: label {0} appears {1} times instead of {2}"},
    {"goal.not-full", "the goal must give a value for every cell"},
    {"goal.count", "the goal must give {0} values, it gives {1}"},
    {"goal.cell-range", "the goal names cell {0}, but the puzzle has cells 0..{1} only"},
    {"goal.uniform-empty", "the uniform goal lists no cells"},
    {"goal.anyof-empty", "the anyOf goal lists no alternatives"},
    {"moves.unknown-name", "\"{0}\" is not a move (the moves are {1})"},
    // Engines (core/engines).
    {"engine.memory",
     "the search needs more than {0} bytes of memory, above the limit of {1} bytes"},
    {"engine.too-many-moves", "the search handles at most {0} moves, the puzzle has {1}"},
    {"goal.bad-value", "cell {0} of the goal: {1} is not a label or value of this puzzle"},
    {"engine.table-cells", "the table engine handles at most {0} cells, the puzzle has {1}"},
    {"engine.table-move-order",
     "a move repeats only after {0} turns; without its inverse among the moves, the table "
     "engine handles moves that repeat within {1} turns"},
    {"engine.table-memory",
     "the table would need {0} bytes of memory, more than the limit of {1} bytes"},
};

std::string fill(std::string_view pattern, const std::vector<std::string>& args)
{
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' &&
            pattern[i + 1] >= '0' && pattern[i + 1] <= '9') {
            const std::size_t k = static_cast<std::size_t>(pattern[i + 1] - '0');
            out += k < args.size() ? args[k] : std::string();
            i += 2;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

}  // namespace

std::string problemText(const Problem& problem)
{
    for (const Wording& w : kWordings)
        if (w.code == problem.code)
            return fill(w.english, problem.args);
    std::string out = problem.code;
    for (const auto& a : problem.args)
        out += " " + a;
    return out;
}

std::string whereText(const Problem::Where& where)
{
    std::string out;
    if (where.line > 0) {
        out = "line " + std::to_string(where.line);
        if (where.column > 0)
            out += ", column " + std::to_string(where.column);
    }
    if (!where.path.empty())
        out = out.empty() ? where.path : out + " (" + where.path + ")";
    return out;
}

std::string problemLine(const Problem& problem)
{
    const std::string where = whereText(problem.where);
    return where.empty() ? problemText(problem) : where + ": " + problemText(problem);
}

}  // namespace pl
