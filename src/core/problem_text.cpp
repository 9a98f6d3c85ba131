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
    {"engine.ida-cells", "the ida engine handles at most {0} cells, the puzzle has {1}"},
    {"engine.ida-undecided",
     "the ida engine cannot tell whether this position can reach this goal (it would search "
     "forever if not); use another engine"},

    // The definition reader (def/def_reader.cpp), SPEC 7.1-7.3.
    {"def.too-large", "the file is {0} bytes; a definition may be at most {1} bytes"},
    {"def.utf16", "the file is UTF-16 (or UTF-32) text; save it as UTF-8"},
    {"def.nul-byte", "a NUL byte: this is not JSON text"},
    {"def.second-bom", "a second byte order mark; one is allowed only at the very start"},
    {"def.empty", "the file is empty"},
    {"def.not-utf8", "the text is not UTF-8: the byte 0x{0} does not belong here"},
    {"def.too-deep", "arrays and objects are nested more than {0} deep"},
    {"def.json-syntax", "not valid JSON: {0}"},
    {"def.not-object", "a definition is one JSON object, not {0}"},
    {"def.duplicate-key",
     "the key \"{0}\" occurs twice in this object (first at line {1}, column {2})"},
    {"def.more-problems", "{0} more problems not listed"},
    {"def.unknown-key", "unknown key \"{0}\" (only keys that start with x- may be added)"},
    {"def.not-for-kind", "\"{0}\" is not used by {1} puzzles"},
    {"def.missing-key", "the required key \"{0}\" is missing"},
    {"def.want-string", "expected a string, found {0}"},
    {"def.want-integer", "expected an integer, found {0}"},
    {"def.want-number", "expected a number, found {0}"},
    {"def.want-array", "expected an array, found {0}"},
    {"def.want-object", "expected an object, found {0}"},
    {"def.want-boolean", "expected true or false, found {0}"},
    {"def.empty-text", "this text must not be empty"},
    {"def.one-line", "this text must be one line, without control characters"},
    {"def.too-many", "{0} entries; at most {1} are allowed"},
    {"def.version", "the format version must be the integer 1, not {0}"},
    {"def.version-unsupported", "this is format version {0}; this program reads format 1"},
    {"def.key-syntax",
     "the puzzle key must be 1 to 40 of a-z, 0-9 and '-', not starting with '-', not {0}"},
    {"def.kind", "the kind must be \"dial\", \"permutation\" or \"sliding\", not {0}"},
    {"def.no-cells", "a puzzle needs at least one cell"},
    {"def.cell-id-empty", "a cell id must not be empty"},
    {"def.cell-id-type", "a cell id is a string or an integer, not {0}"},
    {"def.cell-id-duplicate", "the id {0} is already the id of cells[{1}]"},
    {"def.shape", "the shape must be \"dial\", \"square\" or \"circle\", not {0}"},
    {"def.unknown-cell", "no cell has the id {0}"},
    {"def.cell-ref-number",
     "no cell has the id {0}: cells[{1}] has this id written as a number; write it the same way "
     "here"},
    {"def.cell-ref-string",
     "no cell has the id {0}: cells[{1}] has this id written as a string; write it the same way "
     "here"},
    {"def.no-cells-listed", "at least one cell must be listed"},
    {"def.cell-listed-twice", "the cell {0} is listed twice"},
    {"def.modulus", "the modulus must be an integer from 2 to 64, not {0}"},
    {"def.no-labels", "at least one label is needed"},
    {"def.label-range", "a label is an integer from 0 to 255, not {0}"},
    {"def.label-twice", "the label {0} is listed twice"},
    {"def.dial-value", "a value is an integer from 0 to {1}, not {0}"},
    {"def.not-a-label", "{0} is not one of the labels"},
    {"def.entry-count", "expected {0} entries (one per cell), found {1}"},
    {"def.not-rearrangement",
     "not a rearrangement of start: label {0} occurs {1} times here and {2} times in start"},
    {"def.blank-not-label", "the blank {0} is not one of the labels"},
    {"def.blank-count", "the blank {0} must occur exactly once in start, not {1} times"},
    {"def.move-order", "moveOrder must list \"U\", \"D\", \"L\" and \"R\", each once"},
    {"def.sliding-metric", "a sliding puzzle uses the move metric, not {0}"},
    {"def.sliding-coordinate",
     "the cells of a sliding puzzle have whole-number coordinates, not {0}"},
    {"def.same-place", "this cell is at the same place as cells[{0}]"},
    {"def.sliding-stuck", "no two cells are neighbours, so the blank can never move"},
    {"def.no-moves", "a {0} puzzle needs at least one move"},
    {"def.move-name-empty", "a move name must not be empty"},
    {"def.move-name-chars", "the move name {0} must not contain spaces or control characters"},
    {"def.move-name-twice", "the move name {0} is already the name of moves[{1}]"},
    {"def.add-form", "add is a list of cell ids or an object {cell id: amount}, not {0}"},
    {"def.move-identity", "this move changes nothing"},
    {"def.cycle-short", "a cycle needs at least two cells"},
    {"def.cycle-overlap", "the cell {0} occurs twice in this move's cycles"},
    {"def.cell-plays-twice", "clicking the cell {0} already plays moves[{1}]"},
    {"def.metric", "the metric must be \"move\", \"inverse\" or \"power\", not {0}"},
    {"def.goal-form", "a goal has exactly one of \"values\", \"uniform\" and \"anyOf\""},
    {"def.goal-needs-more", "the goal needs {0} cells holding label {1}; start has only {2}"},
    {"def.uniform-impossible",
     "no label occurs {0} times in start, so these cells can never all hold one label"},
    {"def.anyof-empty", "anyOf needs at least one goal"},
    {"def.editable-goal",
     "editableGoal needs a full values goal (no null) of a permutation or sliding puzzle"},
    {"def.too-many-after-metric", "with the {0} metric there would be more than {1} moves"},
    {"def.name-has-separator", "the move name \"{0}\" contains the separator \"{1}\""},
    {"def.metric-name-clash",
     "with the {0} metric two moves are named \"{1}\" (the other comes from moves[{2}])"},
    {"def.key-not-label", "the key \"{0}\" is not one of the labels"},
    {"def.colour", "a colour is written #rrggbb, not {0}"},
    {"def.value-names-count", "expected {0} value names (one per value), found {1}"},
    {"def.region-style", "the style must be \"outline\" or \"shade\", not {0}"},
    {"def.example-goal", "an example may give a goal only when editableGoal is true"},
    {"engine.goal-fixed", "the engine {0} solves only the puzzle's own goal"},
    {"engine.unknown", "there is no engine called {0} for {1}"},
    {"engine.out-of-memory", "the engine ran out of memory"},
    {"engine.linear-kernel",
     "the move-count system has more than {0} solutions for this goal; use another engine"},
    // Files, the library and the cases of the command line (registry, case_reader).
    {"file.cannot-open", "cannot open the file: {0}"},
    {"file.cannot-read", "cannot read the file"},
    {"file.is-folder", "this is a folder, not a file"},
    {"file.not-regular", "this is not a regular file (a device, a pipe or a socket)"},
    {"file.too-large", "the file is {0} bytes long; a definition is at most {1} bytes"},
    {"registry.duplicate-key", "the key {0} is already taken by {1}"},
    {"case.goal-not-editable", "{0} has no goal to give: write the position alone"},
    {"case.line-too-long", "the line is longer than {0} bytes"},
    // Solution files of library puzzles (definition_solution).
    {"solution.too-large", "the file is {0} bytes long; a solution file is at most 1 MiB"},
    {"text.utf16", "the file is UTF-16 text; save it as UTF-8"},
    {"text.binary", "this is not a text file"},
    {"solution.no-header", "the file does not start with the header 'PuzzleLab solution 1'"},
    {"solution.version",
     "solution file version '{0}' is not supported; this program reads version 1"},
    {"solution.not-key-value", "this is not a 'key: value' line"},
    {"solution.duplicate-key", "a second '{0}:' line; the first is line {1}"},
    {"solution.missing-key", "the file has no '{0}:' line"},
    {"solution.unknown-puzzle", "the puzzle '{0}' is not in the library"},
    {"solution.bad-length", "the length '{0}' is not a whole number"},
    {"solution.length-mismatch", "the length {0} does not match the {1} moves"},
    {"solution.illegal-move", "move {1} ({0}) cannot be made there"},
    {"solution.not-solved", "the moves do not reach the goal"},
    {"solution.result-mismatch", "the result says '{0}', but the moves give '{1}'"},
    {"solution.bad-number", "the {0} value '{1}' is not a number"},
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
