#include <charconv>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <string_view>

#include "core/problem.h"

// The English sentences below are the source strings of the window's translations
// too: lupdate finds them by this marker and files them under the context
// "pl::Problem", and models/problem_text_tr.cpp looks each one up with
// QCoreApplication::translate("pl::Problem", english). Core has no Qt, so here the
// marker is only what it marks (Qt's own macro, where it is defined, does the same).
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace pl {

namespace {

// Every problem code core reports, with its English sentence ({0}, {1}, ... are the
// arguments). The window translates the same sentences (see above).
constexpr ProblemWording kWordings[] = {
    {"internal", "{0}"},  // a message from elsewhere, passed on as it is (not translated)
    // Positions and goals checked by Rules (core/rules/rules.cpp).
    {"position.count", QT_TRANSLATE_NOOP("pl::Problem", "expected {0} numbers, found {1}")},
    {"position.not-number",
     QT_TRANSLATE_NOOP("pl::Problem", "number {0}: \"{1}\" is not a whole number")},
    {"position.value-range",
     QT_TRANSLATE_NOOP("pl::Problem", "cell {0}: {1} is not a value 0..{2}")},
    {"position.not-label",
     QT_TRANSLATE_NOOP("pl::Problem", "cell {0}: {1} is not a label of this puzzle ({2})")},
    {"position.piece",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "cell {0}: the stickers of the piece {1} are not one of the puzzle's "
         "pieces turned (a piece is never mirrored, and each is there as often as in start)")},
    {"goal.piece",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "goal cell {0}: the cells of the piece {1} must all be free or show one "
                       "of the puzzle's pieces turned")},
    {"goal.piece-uniform",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "a puzzle with pieces needs a goal of values, not of uniform cells")},
    {"export.goal-twist",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the goal fixes a piece but leaves its twist free (or the other way "
                       "round); a format 1 definition fixes or frees whole pieces")},
    {"export.too-many-labels",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "as stickers the puzzle would need {0} labels; format 1 allows 256")},
    {"position.not-rearrangement",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "not a rearrangement of the start: label {0} appears {1} times instead of {2}")},
    {"goal.not-full",
     QT_TRANSLATE_NOOP("pl::Problem", "the goal must give a value for every cell")},
    {"goal.count", QT_TRANSLATE_NOOP("pl::Problem", "the goal must give {0} values, it gives {1}")},
    {"goal.cell-range",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the goal names cell {0}, but the puzzle has cells 0..{1} only")},
    {"goal.uniform-empty", QT_TRANSLATE_NOOP("pl::Problem", "the uniform goal lists no cells")},
    {"goal.anyof-empty", QT_TRANSLATE_NOOP("pl::Problem", "the anyOf goal lists no alternatives")},
    {"moves.unknown-name",
     QT_TRANSLATE_NOOP("pl::Problem", "\"{0}\" is not a move (the moves are {1})")},
    // Engines (core/engines).
    {"engine.memory",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the search needs more than {0} of memory, above the limit of {1}")},
    {"engine.too-many-moves",
     QT_TRANSLATE_NOOP("pl::Problem", "the search handles at most {0} moves, the puzzle has {1}")},
    {"engine.ida-cells",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the ida engine handles at most {0} cells, the puzzle has {1}")},
    {"engine.ida-undecided",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the ida engine cannot tell whether this position can reach this goal (it "
                       "would search forever if not); use another engine")},

    // The definition reader (formats/definition_reader.cpp, formats/format1/), SPEC 7.1-7.3.
    {"def.too-large",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the file is {0} bytes; a definition may be at most {1} bytes")},
    {"def.utf16",
     QT_TRANSLATE_NOOP("pl::Problem", "the file is UTF-16 (or UTF-32) text; save it as UTF-8")},
    {"def.nul-byte", QT_TRANSLATE_NOOP("pl::Problem", "a NUL byte: this is not JSON text")},
    {"def.second-bom",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "a second byte order mark; one is allowed only at the very start")},
    {"def.empty", QT_TRANSLATE_NOOP("pl::Problem", "the file is empty")},
    {"def.not-utf8",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the text is not UTF-8: the byte 0x{0} does not belong here")},
    {"def.too-deep",
     QT_TRANSLATE_NOOP("pl::Problem", "arrays and objects are nested more than {0} deep")},
    {"def.json-syntax", QT_TRANSLATE_NOOP("pl::Problem", "not valid JSON: {0}")},
    {"def.not-object",
     QT_TRANSLATE_NOOP("pl::Problem", "a definition is one JSON object, not {0}")},
    {"def.duplicate-key",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "the key \"{0}\" occurs twice in this object (first at line {1}, column {2})")},
    {"def.more-problems", QT_TRANSLATE_NOOP("pl::Problem", "{0} more problems not listed")},
    {"def.unknown-key",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "unknown key \"{0}\" (only keys that start with x- may be added)")},
    {"def.not-for-kind", QT_TRANSLATE_NOOP("pl::Problem", "\"{0}\" is not used by {1} puzzles")},
    {"def.missing-key", QT_TRANSLATE_NOOP("pl::Problem", "the required key \"{0}\" is missing")},
    {"def.want-string", QT_TRANSLATE_NOOP("pl::Problem", "expected a string, found {0}")},
    {"def.want-integer", QT_TRANSLATE_NOOP("pl::Problem", "expected an integer, found {0}")},
    {"def.want-number", QT_TRANSLATE_NOOP("pl::Problem", "expected a number, found {0}")},
    {"def.want-array", QT_TRANSLATE_NOOP("pl::Problem", "expected an array, found {0}")},
    {"def.want-object", QT_TRANSLATE_NOOP("pl::Problem", "expected an object, found {0}")},
    {"def.want-boolean", QT_TRANSLATE_NOOP("pl::Problem", "expected true or false, found {0}")},
    {"def.empty-text", QT_TRANSLATE_NOOP("pl::Problem", "this text must not be empty")},
    {"def.one-line",
     QT_TRANSLATE_NOOP("pl::Problem", "this text must be one line, without control characters")},
    {"def.too-many", QT_TRANSLATE_NOOP("pl::Problem", "{0} entries; at most {1} are allowed")},
    {"def.version",
     QT_TRANSLATE_NOOP("pl::Problem", "the format version must be the integer 1, not {0}")},
    {"def.version-unsupported",
     QT_TRANSLATE_NOOP("pl::Problem", "this is format version {0}; this program reads format 1")},
    {"def.key-syntax",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "the puzzle key must be 1 to 40 of a-z, 0-9 and '-', not starting with '-', not {0}")},
    {"def.kind",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the kind must be \"dial\", \"permutation\" or \"sliding\", not {0}")},
    {"def.no-cells", QT_TRANSLATE_NOOP("pl::Problem", "a puzzle needs at least one cell")},
    {"def.cell-id-empty", QT_TRANSLATE_NOOP("pl::Problem", "a cell id must not be empty")},
    {"def.cell-id-type",
     QT_TRANSLATE_NOOP("pl::Problem", "a cell id is a string or an integer, not {0}")},
    {"def.cell-id-duplicate",
     QT_TRANSLATE_NOOP("pl::Problem", "the id {0} is already the id of cells[{1}]")},
    {"def.shape",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the shape must be \"dial\", \"square\" or \"circle\", not {0}")},
    {"def.unknown-cell", QT_TRANSLATE_NOOP("pl::Problem", "no cell has the id {0}")},
    {"def.cell-ref-number", QT_TRANSLATE_NOOP("pl::Problem",
                                              "no cell has the id {0}: cells[{1}] has this id "
                                              "written as a number; write it the same way "
                                              "here")},
    {"def.cell-ref-string", QT_TRANSLATE_NOOP("pl::Problem",
                                              "no cell has the id {0}: cells[{1}] has this id "
                                              "written as a string; write it the same way "
                                              "here")},
    {"def.no-cells-listed", QT_TRANSLATE_NOOP("pl::Problem", "at least one cell must be listed")},
    {"def.cell-listed-twice", QT_TRANSLATE_NOOP("pl::Problem", "the cell {0} is listed twice")},
    {"def.modulus",
     QT_TRANSLATE_NOOP("pl::Problem", "the modulus must be an integer from 2 to 64, not {0}")},
    {"def.no-labels", QT_TRANSLATE_NOOP("pl::Problem", "at least one label is needed")},
    {"def.label-range",
     QT_TRANSLATE_NOOP("pl::Problem", "a label is an integer from 0 to 255, not {0}")},
    {"def.label-twice", QT_TRANSLATE_NOOP("pl::Problem", "the label {0} is listed twice")},
    {"def.dial-value",
     QT_TRANSLATE_NOOP("pl::Problem", "a value is an integer from 0 to {1}, not {0}")},
    {"def.not-a-label", QT_TRANSLATE_NOOP("pl::Problem", "{0} is not one of the labels")},
    {"def.entry-count",
     QT_TRANSLATE_NOOP("pl::Problem", "expected {0} entries (one per cell), found {1}")},
    {"def.not-rearrangement",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "not a rearrangement of start: label {0} occurs {1} times here and {2} times in start")},
    {"def.blank-not-label",
     QT_TRANSLATE_NOOP("pl::Problem", "the blank {0} is not one of the labels")},
    {"def.blank-count",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the blank {0} must occur exactly once in start, not {1} times")},
    {"def.move-order",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "moveOrder must list \"U\", \"D\", \"L\" and \"R\", each once")},
    {"def.sliding-metric",
     QT_TRANSLATE_NOOP("pl::Problem", "a sliding puzzle uses the move metric, not {0}")},
    {"def.sliding-coordinate",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the cells of a sliding puzzle have whole-number coordinates, not {0}")},
    {"def.same-place",
     QT_TRANSLATE_NOOP("pl::Problem", "this cell is at the same place as cells[{0}]")},
    {"def.sliding-stuck",
     QT_TRANSLATE_NOOP("pl::Problem", "no two cells are neighbours, so the blank can never move")},
    {"def.no-moves", QT_TRANSLATE_NOOP("pl::Problem", "a {0} puzzle needs at least one move")},
    {"def.move-name-empty", QT_TRANSLATE_NOOP("pl::Problem", "a move name must not be empty")},
    {"def.move-name-chars",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the move name {0} must not contain spaces or control characters")},
    {"def.move-name-twice",
     QT_TRANSLATE_NOOP("pl::Problem", "the move name {0} is already the name of moves[{1}]")},
    {"def.add-form",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "add is a list of cell ids or an object {cell id: amount}, not {0}")},
    {"def.move-identity", QT_TRANSLATE_NOOP("pl::Problem", "this move changes nothing")},
    {"def.cycle-short", QT_TRANSLATE_NOOP("pl::Problem", "a cycle needs at least two cells")},
    {"def.cycle-overlap",
     QT_TRANSLATE_NOOP("pl::Problem", "the cell {0} occurs twice in this move's cycles")},
    {"def.cell-plays-twice",
     QT_TRANSLATE_NOOP("pl::Problem", "clicking the cell {0} already plays moves[{1}]")},
    {"def.metric",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the metric must be \"move\", \"inverse\" or \"power\", not {0}")},
    {"def.goal-form",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "a goal has exactly one of \"values\", \"uniform\" and \"anyOf\"")},
    {"def.goal-needs-more",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the goal needs {0} cells holding label {1}; start has only {2}")},
    {"def.uniform-impossible",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "no label occurs {0} times in start, so these cells can never all hold one label")},
    {"def.anyof-empty", QT_TRANSLATE_NOOP("pl::Problem", "anyOf needs at least one goal")},
    {"def.editable-goal",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "editableGoal needs a full values goal (no null) of a permutation or sliding puzzle")},
    {"def.piece-split",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the move {0} carries the stickers of the piece {1} onto more than one "
                       "piece (a move turns whole pieces)")},
    {"def.piece-mirror",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the move {0} reverses the order of the piece {1}'s stickers (a piece "
                       "is turned, never mirrored)")},
    {"def.piece-symmetric",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the piece {0} shows the same stickers when turned, so its twist "
                       "cannot be seen: give its stickers different labels")},
    {"def.piece-uniform",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "a puzzle with pieces needs a values goal (or anyOf values goals), "
                       "not uniform")},
    {"def.piece-goal",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the cells of the piece {0} must all be null or show one of start's "
                       "pieces, turned, not mirrored")},
    {"def.piece-position",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the cells of the piece {0} do not show one of start's pieces turned "
                       "(a piece is never mirrored, and each is there as often as in start)")},
    {"def.too-many-after-metric",
     QT_TRANSLATE_NOOP("pl::Problem", "with the {0} metric there would be more than {1} moves")},
    {"def.separator-empty",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "an empty separator needs one-character move names, but one is \"{0}\"")},
    {"def.name-has-separator",
     QT_TRANSLATE_NOOP("pl::Problem", "the move name \"{0}\" contains the separator \"{1}\"")},
    {"def.metric-name-clash",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "with the {0} metric two moves are named \"{1}\" (the other comes from moves[{2}])")},
    {"def.key-not-label",
     QT_TRANSLATE_NOOP("pl::Problem", "the key \"{0}\" is not one of the labels")},
    {"def.colour", QT_TRANSLATE_NOOP("pl::Problem", "a colour is written #rrggbb, not {0}")},
    {"def.value-names-count",
     QT_TRANSLATE_NOOP("pl::Problem", "expected {0} value names (one per value), found {1}")},
    {"def.region-style",
     QT_TRANSLATE_NOOP("pl::Problem", "the style must be \"outline\" or \"shade\", not {0}")},
    {"def.example-goal",
     QT_TRANSLATE_NOOP("pl::Problem", "an example may give a goal only when editableGoal is true")},
    {"engine.goal-fixed",
     QT_TRANSLATE_NOOP("pl::Problem", "the engine {0} solves only the puzzle's own goal")},
    {"engine.unknown", QT_TRANSLATE_NOOP("pl::Problem", "there is no engine called {0} for {1}")},
    {"engine.out-of-memory", QT_TRANSLATE_NOOP("pl::Problem", "the engine ran out of memory")},
    {"engine.error", QT_TRANSLATE_NOOP("pl::Problem", "the engine stopped with an error: {0}")},
    {"engine.linear-kernel",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "the move-count system has more than {0} solutions for this goal; use another engine")},
    // Other solvers' files (formats/tws, formats/kpuzzle, formats/imported), SPEC 8.3.
    {"tws.nul-byte", QT_TRANSLATE_NOOP("pl::Problem", "a NUL byte: this is not a text file")},
    {"tws.solved-twice",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "a second solved state (Solved or StartState): a file has one")},
    {"tws.no-sets-yet",
     QT_TRANSLATE_NOOP("pl::Problem", "\"{0}\" before any Set: the sets come first")},
    {"tws.order", QT_TRANSLATE_NOOP("pl::Problem",
                                    "\"{0}\" is out of order: a twsearch file gives Name first, "
                                    "then the Sets, then Solved (or StartState), then the moves")},
    {"tws.word-count",
     QT_TRANSLATE_NOOP("pl::Problem", "\"{0}\" takes {1} words after it on its line, found {2}")},
    {"tws.too-few-words",
     QT_TRANSLATE_NOOP("pl::Problem", "\"{0}\" takes at least {1} words after it on its line")},
    {"tws.not-number", QT_TRANSLATE_NOOP("pl::Problem", "expected a whole number, found \"{0}\"")},
    {"tws.set-twice", QT_TRANSLATE_NOOP("pl::Problem", "the set \"{0}\" is defined twice")},
    {"tws.no-end",
     QT_TRANSLATE_NOOP("pl::Problem", "the {0} block that starts on line {1} has no End")},
    {"tws.set-without-numbers",
     QT_TRANSLATE_NOOP("pl::Problem", "the set \"{0}\" is named without its numbers")},
    {"tws.numbers-without-set",
     QT_TRANSLATE_NOOP("pl::Problem", "a line of numbers before any set's name")},
    {"tws.third-line", QT_TRANSLATE_NOOP("pl::Problem",
                                         "a third line of numbers for the set \"{0}\": a set has a "
                                         "line of pieces and at most one of twists")},
    {"tws.set-count",
     QT_TRANSLATE_NOOP("pl::Problem", "the set \"{0}\" has {1} slots: this line has {2} numbers")},
    {"tws.wild-piece",
     QT_TRANSLATE_NOOP("pl::Problem", "\"?\" stands for any twist, not for a piece")},
    {"tws.wild-in-move",
     QT_TRANSLATE_NOOP("pl::Problem", "\"?\" (any twist) is only for the solved state")},
    {"tws.keyword-in-block",
     QT_TRANSLATE_NOOP("pl::Problem", "\"{0}\" inside a {1} block: is its End missing?")},
    {"tws.unknown-set",
     QT_TRANSLATE_NOOP("pl::Problem", "no set is called \"{0}\" (in a {1} block)")},
    {"tws.set-twice-in-block",
     QT_TRANSLATE_NOOP("pl::Problem", "the set \"{0}\" is given twice in this block")},
    {"tws.wild-partial",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the set \"{0}\" has alike pieces with \"?\" twists and without: "
                       "\"?\" on some pieces only is read when those pieces differ from the "
                       "others")},
    {"tws.move-twice", QT_TRANSLATE_NOOP("pl::Problem", "the name \"{0}\" is given to two moves")},
    {"tws.not-permutation",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the move \"{0}\" does not move the pieces of set \"{1}\" as a permutation: "
                       "{2} is out of range or comes twice")},
    {"tws.unknown-move", QT_TRANSLATE_NOOP("pl::Problem", "no move is called \"{0}\"")},
    {"tws.illegal", QT_TRANSLATE_NOOP("pl::Problem",
                                      "Illegal (blocked pieces) is not supported: the file is "
                                      "refused rather than solved without that rule")},
    {"tws.end-without-block", QT_TRANSLATE_NOOP("pl::Problem", "End without a block to end")},
    {"tws.unknown-keyword",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "\"{0}\" is not a word of a twsearch file (Name, Set, Solved, StartState, "
                       "Move, MoveTransformation, MoveAlias, MoveSequence)")},
    {"tws.missing", QT_TRANSLATE_NOOP("pl::Problem", "the file has no {0}")},
    {"import.number-range",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} is out of range: expected {1} to {2}")},
    {"import.pieces-gap",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the pieces of \"{0}\" are numbered with a gap: {1} is missing")},
    {"import.too-many-moves",
     QT_TRANSLATE_NOOP("pl::Problem", "the metric makes {0} moves; a puzzle may have at most {1}")},
    {"import.move-name-twice", QT_TRANSLATE_NOOP("pl::Problem", "two moves are called \"{0}\"")},
    {"kpuzzle.not-object",
     QT_TRANSLATE_NOOP("pl::Problem", "a KPuzzle definition is one JSON object, not {0}")},
    {"kpuzzle.unknown-key", QT_TRANSLATE_NOOP("pl::Problem", "unknown key \"{0}\"")},
    {"kpuzzle.count", QT_TRANSLATE_NOOP("pl::Problem", "expected {0} numbers, found {1}")},
    {"kpuzzle.orbit-unnamed", QT_TRANSLATE_NOOP("pl::Problem", "an orbit without a name")},
    {"kpuzzle.orbit-twice", QT_TRANSLATE_NOOP("pl::Problem", "the orbit \"{0}\" is defined twice")},
    {"kpuzzle.no-orbits", QT_TRANSLATE_NOOP("pl::Problem", "the puzzle has no orbits")},
    {"kpuzzle.unknown-orbit", QT_TRANSLATE_NOOP("pl::Problem", "no orbit is called \"{0}\"")},
    {"kpuzzle.orientation-mod",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "orientationMod of the orbit \"{0}\" is read when each entry is 0 or "
                       "the orbit's number of orientations (every turn counts) or 1 (turns do "
                       "not count), and alike pieces have the same")},
    {"kpuzzle.no-moves", QT_TRANSLATE_NOOP("pl::Problem", "the puzzle has no moves")},
    {"kpuzzle.move-name",
     QT_TRANSLATE_NOOP("pl::Problem", "\"{0}\" cannot be a move's name (empty, or with spaces)")},
    {"kpuzzle.not-permutation",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "the move \"{0}\" does not move the pieces of the orbit \"{1}\" as a permutation")},
    {"kpuzzle.derived-not-plain",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "the derived move \"{0}\" is not a plain sequence of moves: \"{1}\" is not a move")},

    // Files, the library and the cases of the command line (registry, case_reader).
    {"file.cannot-open", QT_TRANSLATE_NOOP("pl::Problem", "cannot open the file: {0}")},
    {"file.cannot-read", QT_TRANSLATE_NOOP("pl::Problem", "cannot read the file")},
    {"file.is-folder", QT_TRANSLATE_NOOP("pl::Problem", "this is a folder, not a file")},
    {"file.not-regular",
     QT_TRANSLATE_NOOP("pl::Problem", "this is not a regular file (a device, a pipe or a socket)")},
    {"file.too-large",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the file is {0} bytes long; a definition is at most {1} bytes")},
    {"file.cannot-create-folder",
     QT_TRANSLATE_NOOP("pl::Problem", "cannot create the folder {0}: {1}")},
    {"file.cannot-write", QT_TRANSLATE_NOOP("pl::Problem", "cannot write the file: {0}")},
    {"file.no-user-folder", QT_TRANSLATE_NOOP("pl::Problem",
                                              "no folder for your own puzzles is known (neither "
                                              "'XDG_DATA_HOME' nor 'HOME' is an absolute path)")},
    {"file.no-free-name",
     QT_TRANSLATE_NOOP("pl::Problem", "no free file name for a new puzzle in {0}")},
    {"registry.duplicate-key",
     QT_TRANSLATE_NOOP("pl::Problem", "the key {0} is already taken by {1}")},
    // The window's library (models/puzzle_library): opening and copying definitions.
    {"registry.last-good-kept",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the puzzle {0} stays in the library as this file last read, until "
                       "the file reads again")},
    {"registry.bundled-key",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the key {0} belongs to the bundled puzzle {1}; give this puzzle a key "
                       "of its own")},
    {"registry.copy-bundled",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "{0} is a bundled puzzle: it is always in the library and is not copied")},
    {"registry.unknown-key",
     QT_TRANSLATE_NOOP("pl::Problem", "there is no puzzle with the key {0} in the library")},
    {"registry.no-folder",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "there is no folder for your own puzzles: neither \"XDG_DATA_HOME\" nor "
                       "\"HOME\" is set")},
    {"registry.cannot-create-folder",
     QT_TRANSLATE_NOOP("pl::Problem", "cannot create the folder {0}")},
    {"registry.file-exists",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "{0} already exists and holds another text; it was not overwritten")},
    {"registry.cannot-write", QT_TRANSLATE_NOOP("pl::Problem", "cannot write {0}: {1}")},
    {"case.goal-not-editable",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} has no goal to give: write the position alone")},
    {"scramble.unknown-move", QT_TRANSLATE_NOOP("pl::Problem", "move '{0}' does not exist")},
    {"scramble.through-rotation",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "'{0}' is a sequence through the rotation '{1}', and rotations are not "
                       "played")},
    {"scramble.too-long",
     QT_TRANSLATE_NOOP("pl::Problem", "the sequence plays more than {0} moves")},
    {"scramble.illegal-move",
     QT_TRANSLATE_NOOP("pl::Problem", "the move '{0}' cannot be played there")},
    {"case.line-too-long", QT_TRANSLATE_NOOP("pl::Problem", "the line is longer than {0} bytes")},
    // Solution files of library puzzles (definition_solution).
    {"solution.too-large",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the file is {0} bytes long; a solution file is at most 1 MiB")},
    {"text.utf16", QT_TRANSLATE_NOOP("pl::Problem", "the file is UTF-16 text; save it as UTF-8")},
    {"text.binary", QT_TRANSLATE_NOOP("pl::Problem", "this is not a text file")},
    {"solution.no-header",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the file does not start with the header 'PuzzleLab solution 1'")},
    {"solution.version",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "solution file version '{0}' is not supported; this program reads version 1")},
    {"solution.not-key-value", QT_TRANSLATE_NOOP("pl::Problem", "this is not a 'key: value' line")},
    {"solution.duplicate-key",
     QT_TRANSLATE_NOOP("pl::Problem", "a second '{0}:' line; the first is line {1}")},
    {"solution.missing-key", QT_TRANSLATE_NOOP("pl::Problem", "the file has no '{0}:' line")},
    {"solution.unknown-puzzle",
     QT_TRANSLATE_NOOP("pl::Problem", "the puzzle '{0}' is not in the library")},
    {"solution.bad-length",
     QT_TRANSLATE_NOOP("pl::Problem", "the length '{0}' is not a whole number")},
    {"solution.length-mismatch",
     QT_TRANSLATE_NOOP("pl::Problem", "the length {0} does not match the {1} moves")},
    {"solution.illegal-move",
     QT_TRANSLATE_NOOP("pl::Problem", "move {1} ({0}) cannot be made there")},
    {"solution.not-solved", QT_TRANSLATE_NOOP("pl::Problem", "the moves do not reach the goal")},
    {"solution.result-mismatch",
     QT_TRANSLATE_NOOP("pl::Problem", "the result says '{0}', but the moves give '{1}'")},
    {"solution.bad-number",
     QT_TRANSLATE_NOOP("pl::Problem", "the {0} value '{1}' is not a number")},
    {"goal.bad-value",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "cell {0} of the goal: {1} is not a label or value of this puzzle")},
    {"engine.table-cells",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the table engine handles at most {0} cells, the puzzle has {1}")},
    {"engine.table-move-order",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "a move repeats only after {0} turns; without its inverse among the "
                       "moves, the table engine handles moves that repeat within {1} turns")},
    {"engine.bfs-may-run-out",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "positions far from the goal may need more memory than the limit of "
                       "{1}: a table of every position would need {0}")},
    {"engine.table-memory",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the table would need {0} of memory, more than the limit of {1}")},
    {"engine.memory-held",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "{0} of memory is needed, and tables kept for other solves hold {2} "
                       "that they cannot let go of now: together more than the limit of {1}")},

    // Game > Type: the sizes a family is made in (core/presets).
    {"preset.parameter", QT_TRANSLATE_NOOP("pl::Problem", "{0} must be from {2} to {3}, not {1}")},
    {"preset.parameter-count",
     QT_TRANSLATE_NOOP("pl::Problem", "this kind of puzzle takes {0} numbers, not {1}")},
    {"preset.turnstile",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "a turnstile of {0} discs must be smaller than the ring of {1} discs")},
    {"preset.name-taken",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} already holds another puzzle; it was left as it is")},

    // The contest puzzles (clocks, msquare, rotation): their positions, moves and judge
    // inputs (judge_text.cpp, clocks.cpp, magic_square.cpp, rotation_game.cpp). Several
    // wrap the sentence of their part (Problem::parts): "cell {0}: {1}", "board: {0}".
    {"text.not-number", QT_TRANSLATE_NOOP("pl::Problem", "{0} is not a number")},
    {"text.hint-utf16",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "{0} (the text looks like UTF-16; save it as UTF-8 or ASCII)")},
    {"text.hint-bom",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} (a byte order mark is allowed only at the very start)")},
    {"text.hint-no-break-space",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} (a no-break space is no separator; use a plain space)")},
    {"text.hint-full-width",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "{0} (full-width digits and spaces are not read; use ASCII ones)")},
    {"position.tile-range",
     QT_TRANSLATE_NOOP("pl::Problem", "tile value {0} is out of range {1}..{2}")},
    {"position.count-target",
     QT_TRANSLATE_NOOP("pl::Problem", "expected {0} numbers (the target), found {1}")},
    {"position.count-board-or-both",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "expected {0} numbers (the board) or {1} (board / target), found {2}")},
    {"position.slashes",
     QT_TRANSLATE_NOOP("pl::Problem", "expected one '/' between board and target, found {0}")},
    {"position.cell-count", QT_TRANSLATE_NOOP("pl::Problem", "expected {0} cells, found {1}")},
    {"position.clock-shows",
     QT_TRANSLATE_NOOP("pl::Problem", "clock {0} shows {1}; a clock shows 3, 6, 9 or 12")},
    {"position.board", QT_TRANSLATE_NOOP("pl::Problem", "board: {0}")},
    {"position.target", QT_TRANSLATE_NOOP("pl::Problem", "target: {0}")},
    {"position.board-repeats", QT_TRANSLATE_NOOP("pl::Problem", "board repeats tile {0}")},
    {"position.target-repeats", QT_TRANSLATE_NOOP("pl::Problem", "target repeats tile {0}")},
    {"position.board-tile",
     QT_TRANSLATE_NOOP("pl::Problem", "board has tile {0}; tiles are 1 to 8")},
    {"position.target-tile",
     QT_TRANSLATE_NOOP("pl::Problem", "target has tile {0}; tiles are 1 to 8")},
    {"position.cell", QT_TRANSLATE_NOOP("pl::Problem", "cell {0}: {1}")},
    {"position.not-rotation-label",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} is not a label (1, 2 or 3)")},
    {"position.label-once", QT_TRANSLATE_NOOP("pl::Problem", "label {0} appears once")},
    {"position.label-times", QT_TRANSLATE_NOOP("pl::Problem", "label {0} appears {1} times")},
    {"position.label-counts-1", QT_TRANSLATE_NOOP("pl::Problem", "{0} (each must appear 8 times)")},
    {"position.label-counts-2",
     QT_TRANSLATE_NOOP("pl::Problem", "{0}, {1} (each must appear 8 times)")},
    {"position.label-counts-3",
     QT_TRANSLATE_NOOP("pl::Problem", "{0}, {1}, {2} (each must appear 8 times)")},
    {"position.clocks-count",
     QT_TRANSLATE_NOOP("pl::Problem", "a clocks position has 9 clocks, not {0}")},
    {"position.clock-turns",
     QT_TRANSLATE_NOOP("pl::Problem", "clock {0} is {1} quarter turns past 12, more than 3")},
    {"position.msquare-count",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "a Magic Squares position has 16 cells (board and target), not {0}")},
    {"case.input-empty", QT_TRANSLATE_NOOP("pl::Problem", "{0} (the input is empty)")},
    {"case.no-final-zero", QT_TRANSLATE_NOOP("pl::Problem", "input ends without the final 0")},
    {"case.after-final-zero", QT_TRANSLATE_NOOP("pl::Problem", "unexpected {0} after the final 0")},
    {"case.goal-not-here",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "a goal after '/' cannot be given here: the cases are solved for the "
                       "puzzle's own goal ({0} reads goals)")},
    {"moves.clocks-list",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} is not a list of moves; moves are 1 to 9")},
    {"moves.msquare-list",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} is not a list of moves; moves are A, B and C")},
    {"moves.rotation-letter",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} is not a move (moves are A to H)")},
    {"moves.out-of-range", QT_TRANSLATE_NOOP("pl::Problem", "a move is out of range")},
    // The contest puzzles' solution files (solution_file.cpp, SPEC 5).
    {"solution.file-too-large",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "the file is {0} bytes long; a solution file is at most 1 MiB, so this is not one")},
    {"solution.file-utf16",
     QT_TRANSLATE_NOOP("pl::Problem",
                       "the file is UTF-16 text; a solution file is UTF-8 (save it as UTF-8)")},
    {"solution.file-no-header",
     QT_TRANSLATE_NOOP("pl::Problem", "the file is empty or does not start with the header {0}")},
    {"solution.file-not-header",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} is not the header of a PuzzleLab solution file ({1})")},
    {"solution.file-no-version",
     QT_TRANSLATE_NOOP("pl::Problem", "the header has no version number")},
    {"solution.file-version",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "solution file version {0} is not supported; this program reads version {1}")},
    {"solution.file-nul",
     QT_TRANSLATE_NOOP("pl::Problem", "contains a NUL byte; this is not a text file")},
    {"solution.file-not-key-value",
     QT_TRANSLATE_NOOP("pl::Problem", "{0} is not a 'key: value' line")},
    {"solution.file-no-key",
     QT_TRANSLATE_NOOP("pl::Problem", "a line starts with ':' but has no key")},
    {"solution.file-second-key",
     QT_TRANSLATE_NOOP("pl::Problem", "a second {0} line; the first is line {1}")},
    {"solution.file-key-case",
     QT_TRANSLATE_NOOP("pl::Problem", "the key {0} should be {1} (the file has no {2} line)")},
    {"solution.file-missing-key", QT_TRANSLATE_NOOP("pl::Problem", "the file has no {0} line")},
    {"solution.file-no-puzzle",
     QT_TRANSLATE_NOOP("pl::Problem", "no puzzle is named (expected one of {0})")},
    {"solution.file-unknown-puzzle",
     QT_TRANSLATE_NOOP("pl::Problem", "unknown puzzle {0} (expected one of {1})")},
    {"solution.bad-position", QT_TRANSLATE_NOOP("pl::Problem", "bad position: {0}")},
    {"solution.bad-moves", QT_TRANSLATE_NOOP("pl::Problem", "bad moves: {0}")},
    {"solution.file-bad-length",
     QT_TRANSLATE_NOOP("pl::Problem", "the length {0} is not a whole number")},
    {"solution.file-length-mismatch",
     QT_TRANSLATE_NOOP("pl::Problem", "the length {0} does not match the {1} moves on line {2}")},
    {"solution.file-not-solved",
     QT_TRANSLATE_NOOP("pl::Problem", "the moves do not solve the position on line {0}")},
    {"solution.result-not-label",
     QT_TRANSLATE_NOOP("pl::Problem", "the result {0} is not a centre label (1, 2 or 3)")},
    {"solution.result-wrong-label",
     QT_TRANSLATE_NOOP(
         "pl::Problem",
         "the result says centre label {0}, but the moves leave label {1} in the centre")},
    {"solution.result-not-solved",
     QT_TRANSLATE_NOOP("pl::Problem", "the result {0} should be 'solved'")},
    {"solution.bad-nodes",
     QT_TRANSLATE_NOOP("pl::Problem", "the node count {0} is not a whole number")},
    {"solution.bad-time",
     QT_TRANSLATE_NOOP("pl::Problem", "the time {0} is not a number of milliseconds")},
    // The contest puzzles' engines on a position they cannot solve.
    {"engine.no-combination",
     QT_TRANSLATE_NOOP("pl::Problem", "no combination of moves solves this position")},
    {"engine.unreachable",
     QT_TRANSLATE_NOOP("pl::Problem", "the target cannot be reached from this board")},
    {"engine.no-solution-within", QT_TRANSLATE_NOOP("pl::Problem", "no solution within {0} moves")},
};

// The location of a problem, by which parts it has: {0} = line, {1} = column, {2} = path.
constexpr std::string_view kWhereLineColumnPath =
    QT_TRANSLATE_NOOP("pl::Problem", "line {0}, column {1} ({2})");
constexpr std::string_view kWhereLineColumn =
    QT_TRANSLATE_NOOP("pl::Problem", "line {0}, column {1}");
constexpr std::string_view kWhereLinePath = QT_TRANSLATE_NOOP("pl::Problem", "line {0} ({2})");
constexpr std::string_view kWhereLine = QT_TRANSLATE_NOOP("pl::Problem", "line {0}");
constexpr std::string_view kWherePath = "{2}";  // a key path alone: nothing to translate
// {3} = the case of a judge input.
constexpr std::string_view kWhereCase = QT_TRANSLATE_NOOP("pl::Problem", "case {3}");
constexpr std::string_view kWhereCasePath = QT_TRANSLATE_NOOP("pl::Problem", "case {3} ({2})");
// {0} = where, {1} = what is wrong.
constexpr std::string_view kLine = QT_TRANSLATE_NOOP("pl::Problem", "{0}: {1}");

}  // namespace

std::string_view problemWording(std::string_view code)
{
    for (const ProblemWording& w : kWordings)
        if (w.code == code)
            return w.english;
    return {};
}

std::span<const ProblemWording> problemWordings()
{
    return kWordings;
}

bool isByteSizeArgument(std::string_view code, std::size_t index)
{
    if (code == "engine.memory-held")
        return index < 3;
    return (code == "engine.memory" || code == "engine.table-memory" ||
            code == "engine.bfs-may-run-out") &&
           index < 2;
}

std::string byteSizeText(std::string_view bytes)
{
    std::uint64_t n = 0;
    const auto [end, error] = std::from_chars(bytes.data(), bytes.data() + bytes.size(), n);
    if (error != std::errc() || end != bytes.data() + bytes.size() || bytes.empty())
        return std::string(bytes) + " bytes";
    if (n < 1024)
        return std::to_string(n) + " bytes";
    static constexpr const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double value = static_cast<double>(n) / 1024.0;
    std::size_t unit = 0;
    // Rounded as it is printed, so that 1023.96 KiB reads "1.0 MiB", not "1024.0 KiB".
    while (unit + 1 < std::size(kUnits) && std::round(value * 10.0) / 10.0 >= 1024.0) {
        value /= 1024.0;
        ++unit;
    }
    // Not printf: the program's C locale may write a decimal comma.
    const auto tenths = static_cast<std::uint64_t>(std::llround(value * 10.0));
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " " + kUnits[unit];
}

std::string fillWording(std::string_view pattern, const std::vector<std::string>& args)
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

std::string unwordedText(const Problem& problem)
{
    std::string out = problem.code;
    for (const auto& a : problem.args) {
        out += ' ';
        out += a;
    }
    // Appended, not `" " + text`: GCC 12 at -O3 reports a false -Wrestrict on that.
    for (const Problem& part : problem.parts) {
        out += ' ';
        out += problemText(part);
    }
    return out;
}

std::string problemText(const Problem& problem)
{
    const std::string_view english = problemWording(problem.code);
    if (english.empty())
        return unwordedText(problem);
    std::vector<std::string> args = problem.args;
    for (std::size_t i = 0; i < args.size(); ++i)
        if (isByteSizeArgument(problem.code, i))
            args[i] = byteSizeText(args[i]);
    for (const Problem& part : problem.parts)
        args.push_back(problemText(part));
    return fillWording(english, args);
}

Problem wrapProblem(std::string code, std::vector<std::string> args, Problem inner)
{
    Problem out{std::move(code), std::move(args), {}};
    out.parts.push_back(std::move(inner));
    return out;
}

Problem placedAt(Problem problem, Problem::Where where)
{
    problem.where = std::move(where);
    return problem;
}

std::string firstProblemLine(const Problems& problems)
{
    return problems.empty() ? std::string() : problemLine(problems.front());
}

std::string_view whereWording(const Problem::Where& where)
{
    if (where.caseNumber > 0)
        return where.path.empty() ? kWhereCase : kWhereCasePath;
    if (where.line > 0 && where.column > 0)
        return where.path.empty() ? kWhereLineColumn : kWhereLineColumnPath;
    if (where.line > 0)
        return where.path.empty() ? kWhereLine : kWhereLinePath;
    return where.path.empty() ? std::string_view() : kWherePath;
}

std::vector<std::string> whereArguments(const Problem::Where& where)
{
    return {std::to_string(where.line), std::to_string(where.column), where.path,
            std::to_string(where.caseNumber)};
}

std::string whereText(const Problem::Where& where)
{
    return fillWording(whereWording(where), whereArguments(where));
}

std::string_view problemLineWording()
{
    return kLine;
}

std::string problemLine(const Problem& problem)
{
    const std::string where = whereText(problem.where);
    return where.empty() ? problemText(problem) : fillWording(kLine, {where, problemText(problem)});
}

}  // namespace pl
