// The bad-definition rows of tst_bad_input (reader "definition" in docs/bad-input.md):
// each changes one of the sample definitions of def_samples.h and states every problem
// the definition reader reports, one line each as core's problemLine words it (none:
// the definition is accepted). Shared with tests/ui/tst_bad_input_wording, which shows
// the same problems with the window's translated wording, and
// tests/ui/tst_definition_problems_dialog.
#pragma once

// moc reads included headers too and loses count of the braces in these raw strings;
// there is nothing here for it.
#ifndef Q_MOC_RUN

#include <QtGlobal>

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "def_samples.h"

namespace bad_definitions {

struct Edit {
    std::string from;
    std::string to;
};

struct Base {
    const char* name;
    const char* text;
};

inline const Base kLightsOut{"lights-out", samples::kLightsOut};
inline const Base kClocksDef{"clocks", samples::kClocks};
inline const Base kMsquareDef{"msquare", samples::kMsquare};
inline const Base kRotationDef{"rotation", samples::kRotation};
inline const Base kSlidingDef{"slide-2x3", samples::kSliding};
inline const Base kPiecesDef{"two-corners", samples::kPieces};
inline const Base kWhole{nullptr, ""};  // the row's one edit's `to` is the whole text

// The definition text a row reads: its base with each edit made once (the first
// occurrence of `from` becomes `to`), or for kWhole the one edit's `to`.
inline std::string rowText(const Base& base, const std::vector<Edit>& edits)
{
    if (!base.name)
        return edits.front().to;
    std::string text = base.text;
    for (const Edit& e : edits) {
        const auto at = text.find(e.from);
        if (at == std::string::npos)
            qFatal("'%s' is not in the sample %s", e.from.c_str(), base.name);
        text.replace(at, e.from.size(), e.to);
    }
    return text;
}

using RowFn = std::function<void(const char* name, const Base& base, std::vector<Edit> edits,
                                 std::initializer_list<std::string_view> expected)>;

// Calls `row` for every row, in the table's order.
inline void forEachRow(const RowFn& row)
{
    const Base& lo = kLightsOut;
    const Base& cl = kClocksDef;
    const Base& ms = kMsquareDef;
    const Base& ro = kRotationDef;
    const Base& sl = kSlidingDef;
    const Base& pc = kPiecesDef;
    // The file as a whole.
    row("empty file", kWhole, {{"", ""}}, {"the file is empty"});
    row("UTF-16 text", kWhole, {{"", std::string("\xFF\xFE{\0}\0", 6)}},
        {"the file is UTF-16 (or UTF-32) text; save it as UTF-8"});
    row("Latin-1 byte in a name", lo,
        {{"Lights Out 3x3",
          "Lights Out 3\xD7"
          "3"}},
        {"line 4, column 24: the text is not UTF-8: the byte 0xd7 does not belong here"});
    row("byte order mark", lo, {{"{\n  \"puzzlelab\"", "\xEF\xBB\xBF{\n  \"puzzlelab\""}}, {});
    row("two byte order marks", lo,
        {{"{\n  \"puzzlelab\"", "\xEF\xBB\xBF\xEF\xBB\xBF{\n  \"puzzlelab\""}},
        {"line 1, column 1: a second byte order mark; one is allowed only at the very start"});
    row("fuzz: NUL byte after the object", kWhole,
        {{"", std::string("{\"puzzlelab\": 1}\0\0\"", 17)}},
        {"line 1, column 17: a NUL byte: this is not JSON text"});
    row("trailing comma", lo, {{R"(["off", "on"]})", R"(["off", "on"],})"}},
        {"line 24, column 40: not valid JSON: syntax error while parsing object key - unexpected "
         "'}'; expected string literal"});
    row("comment", lo, {{R"("kind": "dial",)", "\"kind\": \"dial\", // Lights Out"}},
        {"line 6, column 19: not valid JSON: syntax error while parsing object key - invalid "
         "literal; expected string literal"});
    row("single quotes", lo, {{R"("modulus": 2)", "'modulus': 2"}},
        {"line 7, column 3: not valid JSON: syntax error while parsing object key - invalid "
         "literal; expected string literal"});
    row("number too large", lo, {{R"("modulus": 2)", R"("modulus": 1e400)"}},
        {"line 7, column 18: not valid JSON: number overflow parsing '1e400'"});
    row("not an object", kWhole, {{"", "[{\"puzzlelab\": 1}]"}},
        {"line 1, column 1: a definition is one JSON object, not [...]"});
    row("duplicate key", lo, {{R"("modulus": 2,)", R"("modulus": 2, "modulus": 2,)"}},
        {"line 7, column 17 (modulus): the key \"modulus\" occurs twice in this object (first at "
         "line 7, column 3)"});
    row("duplicate key written with an escape", lo,
        {{R"("modulus": 2,)", R"("modulus": 2, "modul\u0075s": 2,)"}},
        {"line 7, column 17 (modulus): the key \"modulus\" occurs twice in this object (first at "
         "line 7, column 3)"});
    // Top-level keys.
    row("version 2", lo, {{R"("puzzlelab": 1)", R"("puzzlelab": 2)"}},
        {"line 2, column 16 (puzzlelab): this is format version 2; this program reads format 1"});
    row("version as a string", lo, {{R"("puzzlelab": 1)", R"("puzzlelab": "1")"}},
        {"line 2, column 16 (puzzlelab): the format version must be the integer 1, not \"1\""});
    row("version 1.0", lo, {{R"("puzzlelab": 1)", R"("puzzlelab": 1.0)"}},
        {"line 2, column 16 (puzzlelab): the format version must be the integer 1, not 1.0"});
    row("version missing", lo, {{"\"puzzlelab\": 1,\n  ", ""}},
        {"line 1, column 1: the required key \"puzzlelab\" is missing"});
    row("unknown key (typo)", lo, {{R"("modulus": 2)", R"("modulos": 2)"}},
        {"line 1, column 1: the required key \"modulus\" is missing",
         "line 7, column 3 (modulos): unknown key \"modulos\" (only keys that start with x- may be "
         "added)"});
    row("extension keys", lo,
        {{R"("kind": "dial",)", R"("kind": "dial", "x-editor": {"any": [1]},)"},
         {R"({"name": "a", )", R"({"x-hint": "corner", "name": "a", )"}},
        {});
    row("key with capitals", lo, {{R"("key": "lights-out-3")", R"("key": "Lights-Out")"}},
        {"line 3, column 10 (key): the puzzle key must be 1 to 40 of a-z, 0-9 and '-', not "
         "starting with '-', not \"Lights-Out\""});
    row("key starting with a hyphen", lo, {{R"("key": "lights-out-3")", R"("key": "-lights")"}},
        {"line 3, column 10 (key): the puzzle key must be 1 to 40 of a-z, 0-9 and '-', not "
         "starting with '-', not \"-lights\""});
    row("key of 41 characters", lo,
        {{R"("key": "lights-out-3")", R"("key": "lights-out-3-lights-out-3-lights-out-3-xx")"}},
        {"line 3, column 10 (key): the puzzle key must be 1 to 40 of a-z, 0-9 and '-', not "
         "starting with '-', not \"lights-out-3-lights-out-3-lights-out-3-..."});
    row("empty name", lo, {{R"("name": "Lights Out 3x3")", R"("name": "")"}},
        {"line 4, column 11 (name): this text must not be empty"});
    row("description of two lines", lo,
        {{R"("Switch every light off.")", R"("Switch every\nlight off.")"}},
        {"line 5, column 18 (description): this text must be one line, without control "
         "characters"});
    row("unknown kind", lo, {{R"("kind": "dial")", R"("kind": "dials")"}},
        {"line 6, column 11 (kind): the kind must be \"dial\", \"permutation\" or \"sliding\", not "
         "\"dials\""});
    row("kind missing", lo, {{"\"kind\": \"dial\",\n  ", ""}},
        {"line 1, column 1: the required key \"kind\" is missing"});
    // Cells.
    row("no cells", sl, {{R"("cells": [)", R"("cells": [], "x-old": [)"}},
        {"line 7, column 12 (cells): a puzzle needs at least one cell"});
    row("cells not an array", sl, {{R"("cells": [)", R"("cells": {}, "x-old": [)"}},
        {"line 7, column 12 (cells): expected an array, found {...}"});
    row("empty cell id", sl, {{R"({"id": "a",)", R"({"id": "",)"}},
        {"line 8, column 12 (cells[0].id): a cell id must not be empty"});
    row("duplicate cell id", sl, {{R"({"id": "b",)", R"({"id": "a",)"}},
        {"line 8, column 41 (cells[1].id): the id \"a\" is already the id of cells[0]"});
    row("cell id true", sl, {{R"({"id": "c",)", R"({"id": true,)"}},
        {"line 8, column 70 (cells[2].id): a cell id is a string or an integer, not true"});
    row("cell id 1.5", ms, {{R"({"id": 7,)", R"({"id": 1.5,)"}},
        {"line 9, column 39 (cells[7].id): a cell id is a string or an integer, not 1.5"});
    row("cell without x", sl, {{R"({"id": "d", "x": 0, "y": 1})", R"({"id": "d", "y": 1})"}},
        {"line 9, column 5 (cells[3]): the required key \"x\" is missing"});
    row("cell x as a string", sl, {{R"({"id": "d", "x": 0,)", R"({"id": "d", "x": "0",)"}},
        {"line 9, column 22 (cells[3].x): expected a number, found \"0\""});
    row("cell with an unknown key", sl, {{R"("x-note": 1)", R"("note": 1)"}},
        {"line 9, column 91 (cells[5].note): unknown key \"note\" (only keys that start with x- "
         "may be added)"});
    row("unknown shape", cl,
        {{R"("shape": "dial"}, {"id": "B")", R"("shape": "clock"}, {"id": "B")"}},
        {"line 9, column 42 (cells[0].shape): the shape must be \"dial\", \"square\" or "
         "\"circle\", not \"clock\""});
    // Dial.
    row("dial with labels", lo, {{R"("modulus": 2,)", R"("modulus": 2, "labels": [0, 1],)"}},
        {"line 7, column 17 (labels): \"labels\" is not used by dial puzzles"});
    row("modulus 1", lo, {{R"("modulus": 2)", R"("modulus": 1)"}},
        {"line 7, column 14 (modulus): the modulus must be an integer from 2 to 64, not 1"});
    row("modulus 65", lo, {{R"("modulus": 2)", R"("modulus": 65)"}},
        {"line 7, column 14 (modulus): the modulus must be an integer from 2 to 64, not 65"});
    row("modulus as a string", lo, {{R"("modulus": 2)", R"("modulus": "2")"}},
        {"line 7, column 14 (modulus): the modulus must be an integer from 2 to 64, not \"2\""});
    row("modulus missing", lo, {{"\"modulus\": 2,\n  ", ""}},
        {"line 1, column 1: the required key \"modulus\" is missing"});
    row("dial start value 2 of modulus 2", lo,
        {{R"("modulus": 2,)", R"("modulus": 2, "start": [0, 0, 0, 0, 2, 0, 0, 0, 0],)"}},
        {"line 7, column 39 (start[4]): a value is an integer from 0 to 1, not 2"});
    row("dial goal value -1", lo,
        {{R"("modulus": 2,)",
          R"("modulus": 2, "goal": {"values": [0, 0, 0, 0, -1, 0, 0, 0, 0]},)"}},
        {"line 7, column 49 (goal.values[4]): a value is an integer from 0 to 1, not -1"});
    row("add names an unknown cell", lo, {{R"(["a", "b", "d"])", R"(["a", "b", "z"])"}},
        {"line 14, column 50 (moves[0].add[2]): no cell has the id \"z\""});
    row("add names a cell twice", lo, {{R"(["a", "b", "d"])", R"(["a", "b", "a"])"}},
        {"line 14, column 50 (moves[0].add[2]): the cell \"a\" is listed twice"});
    row("add as a string", lo, {{R"("add": ["a", "b", "d"])", R"("add": "abd")"}},
        {"line 14, column 39 (moves[0].add): add is a list of cell ids or an object {cell id: "
         "amount}, not \"abd\""});
    row("add amount 1.5", cl, {{R"({"E": 5,)", R"({"E": 1.5,)"}},
        {"line 24, column 32 (moves[8].add.E): expected an integer, found 1.5"});
    row("add object names an unknown cell", cl, {{R"("F": 1)", R"("Q": 1)"}},
        {"line 24, column 35 (moves[8].add.Q): no cell has the id \"Q\""});
    row("add amounts that are all 0 modulo 4", cl,
        {{R"({"E": 5, "F": 1, "H": -3, "I": 1})", R"({"E": 4, "F": 8, "H": -4, "I": 0})"}},
        {"line 24, column 5 (moves[8]): this move changes nothing"});
    row("empty add list", lo, {{R"("add": ["a", "b", "d"])", R"("add": [])"}},
        {"line 14, column 5 (moves[0]): this move changes nothing"});
    row("two moves for one cell click", lo,
        {{R"({"name": "b", "cell": "b")", R"({"name": "b", "cell": "a")"}},
        {"line 15, column 27 (moves[1].cell): clicking the cell \"a\" already plays moves[0]"});
    row("button on a dial move", lo,
        {{R"({"name": "a", "cell": "a",)",
          R"({"name": "a", "cell": "a", "button": {"x": 0, "y": 0},)"}},
        {"line 14, column 32 (moves[0].button): \"button\" is not used by dial puzzles"});
    row("valueNames of the wrong length", lo, {{R"(["off", "on"])", R"(["off"])"}},
        {"line 24, column 26 (view.valueNames): expected 2 value names (one per value), found 1"});
    row("editableGoal on a dial", lo,
        {{R"("modulus": 2,)", R"("modulus": 2, "editableGoal": true,)"}},
        {"line 7, column 33 (editableGoal): editableGoal needs a full values goal (no null) of a "
         "permutation or sliding puzzle"});
    row("example position out of range", cl,
        {{"[3, 3, 0, 2, 2, 2, 2, 1, 2]", "[3, 3, 0, 2, 2, 2, 2, 1, 4]"}},
        {"line 28, column 54 (examples[0].position[8]): a value is an integer from 0 to 3, not 4"});
    // Moves.
    row("no moves", ms, {{R"("moves": [)", R"("moves": [], "x-old": [)"}},
        {"line 13, column 12 (moves): a permutation puzzle needs at least one move"});
    row("move without a name", lo, {{R"({"name": "a", "cell": "a", )", R"({"cell": "a", )"}},
        {"line 14, column 5 (moves[0]): the required key \"name\" is missing"});
    row("two moves with one name", lo, {{R"({"name": "b",)", R"({"name": "a",)"}},
        {"line 15, column 14 (moves[1].name): the move name \"a\" is already the name of "
         "moves[0]"});
    row("move name with a space", lo, {{R"({"name": "b",)", R"({"name": "b 2",)"}},
        {"line 15, column 14 (moves[1].name): the move name \"b 2\" must not contain spaces or "
         "control characters"});
    row("empty move name", lo, {{R"({"name": "b",)", R"({"name": "",)"}},
        {"line 15, column 14 (moves[1].name): a move name must not be empty"});
    row("move with an unknown key", ms,
        {{R"("button": {"x": 1.5, "y": 0.5})", R"("handle": {"x": 1.5, "y": 0.5})"}},
        {"line 16, column 45 (moves[2].handle): unknown key \"handle\" (only keys that start with "
         "x- may be added)"});
    row("cell on a permutation move", ms,
        {{R"({"name": "A", "cycles")", R"({"name": "A", "cell": 0, "cycles")"}},
        {"line 14, column 19 (moves[0].cell): \"cell\" is not used by permutation puzzles"});
    row("button without y", ms, {{R"("button": {"x": 1.5, "y": 0.5})", R"("button": {"x": 1.5})"}},
        {"line 16, column 55 (moves[2].button): the required key \"y\" is missing"});
    row("cell twice in one cycle", ro,
        {{"[[0, 22, 20, 15, 11, 6, 2]]", "[[0, 22, 20, 15, 11, 6, 0]]"}},
        {"line 19, column 53 (moves[0].cycles[0][6]): the cell 0 occurs twice in this move's "
         "cycles"});
    row("cycles that overlap", ms,
        {{"[[0, 7], [1, 6], [2, 5], [3, 4]]", "[[0, 7], [1, 6], [2, 5], [3, 0]]"}},
        {"line 14, column 58 (moves[0].cycles[3][1]): the cell 0 occurs twice in this move's "
         "cycles"});
    row("cycle of one cell", ms,
        {{"[[0, 7], [1, 6], [2, 5], [3, 4]]", "[[0, 7], [1], [2, 5], [3, 4]]"}},
        {"line 14, column 38 (moves[0].cycles[1]): a cycle needs at least two cells"});
    row("cycle names an unknown cell", ro, {{"[[0, 22, 20", "[[0, 24, 20"}},
        {"line 19, column 34 (moves[0].cycles[0][1]): no cell has the id 24"});
    row("cycle names an integer id as a string", ro, {{"[[0, 22, 20", R"([[0, "22", 20)"}},
        {"line 19, column 34 (moves[0].cycles[0][1]): no cell has the id \"22\": cells[22] has "
         "this id written as a number; write it the same way here"});
    row("no cycles", ms, {{R"("cycles": [[1, 2, 5, 6]])", R"("cycles": [])"}},
        {"line 16, column 5 (moves[2]): this move changes nothing"});
    row("cycles not nested", ms, {{R"("cycles": [[1, 2, 5, 6]])", R"("cycles": [1, 2, 5, 6])"}},
        {"line 16, column 30 (moves[2].cycles[0]): expected an array, found 1",
         "line 16, column 33 (moves[2].cycles[1]): expected an array, found 2",
         "line 16, column 36 (moves[2].cycles[2]): expected an array, found 5",
         "line 16, column 39 (moves[2].cycles[3]): expected an array, found 6"});
    row("inverse metric makes a name twice", ms,
        {{R"("name": "C")", R"("name": "B'")"},
         {R"("editableGoal": true,)", R"("editableGoal": true, "metric": "inverse",)"}},
        {"line 16, column 14 (moves[2].name): with the inverse metric two moves are named \"B'\" "
         "(the other comes from moves[1])"});
    row("power metric makes a name twice", ms,
        {{R"("name": "C")", R"("name": "B2")"},
         {R"("editableGoal": true,)", R"("editableGoal": true, "metric": "power",)"}},
        {"line 16, column 14 (moves[2].name): with the power metric two moves are named \"B2\" "
         "(the other comes from moves[1])"});
    row("move name holds the separator", cl,
        {{R"("name": "9")", R"("name": "9/")"}, {R"("separator": " ")", R"("separator": "/")"}},
        {"line 24, column 14 (moves[8].name): the move name \"9/\" contains the separator \"/\""});
    row("unknown metric", ms,
        {{R"("editableGoal": true,)", R"("editableGoal": true, "metric": "quarter",)"}},
        {"line 19, column 35 (metric): the metric must be \"move\", \"inverse\" or \"power\", not "
         "\"quarter\""});
    row("separator not a string", ms,
        {{R"("editableGoal": true,)", R"("editableGoal": true, "separator": 0,)"}},
        {"line 19, column 38 (separator): expected a string, found 0"});
    // Labels, start and goals.
    row("label twice", ro, {{R"("labels": [1, 2, 3])", R"("labels": [1, 2, 3, 3])"}},
        {"line 16, column 23 (labels[3]): the label 3 is listed twice"});
    row("label 256", ro, {{R"("labels": [1, 2, 3])", R"("labels": [1, 2, 3, 256])"}},
        {"line 16, column 23 (labels[3]): a label is an integer from 0 to 255, not 256"});
    row("label as a string", ro, {{R"("labels": [1, 2, 3])", R"("labels": [1, 2, "3"])"}},
        {"line 16, column 20 (labels[2]): expected an integer, found \"3\""});
    row("modulus on a permutation", ro,
        {{R"("labels": [1, 2, 3],)", R"("labels": [1, 2, 3], "modulus": 3,)"}},
        {"line 16, column 24 (modulus): \"modulus\" is not used by permutation puzzles"});
    row("start one short", ro, {{R"(1, 2, 1, 3, 3],)", R"(1, 2, 1, 3],)"}},
        {"line 17, column 12 (start): expected 24 entries (one per cell), found 23"});
    row("start holds a label not listed", ro, {{R"("start": [1, 1,)", R"("start": [4, 1,)"}},
        {"line 17, column 13 (start[0]): 4 is not one of the labels"});
    row("start missing", ms, {{"\"start\": [1, 2, 3, 4, 5, 6, 7, 8],\n  ", ""}},
        {"line 1, column 1: the required key \"start\" is missing"});
    row("goal missing", ms, {{"\"goal\": {\"values\": [1, 2, 3, 4, 5, 6, 7, 8]},\n  ", ""}},
        {"line 1, column 1: the required key \"goal\" is missing"});
    row("full goal not a rearrangement of start", ms,
        {{R"("goal": {"values": [1, 2, 3, 4, 5, 6, 7, 8]})",
          R"("goal": {"values": [1, 2, 3, 4, 5, 6, 7, 7]})"}},
        {"line 18, column 22 (goal.values): not a rearrangement of start: label 7 occurs 2 times "
         "here and 1 times in start"});
    row("goal of 7 entries", ms,
        {{R"("goal": {"values": [1, 2, 3, 4, 5, 6, 7, 8]})",
          R"("goal": {"values": [1, 2, 3, 4, 5, 6, 7]})"}},
        {"line 18, column 22 (goal.values): expected 8 entries (one per cell), found 7"});
    row("goal with no form", ms,
        {{R"("goal": {"values": [1, 2, 3, 4, 5, 6, 7, 8]})", R"("goal": {})"}},
        {"line 18, column 11 (goal): a goal has exactly one of \"values\", \"uniform\" and "
         "\"anyOf\""});
    row("goal with two forms", ro,
        {{R"("goal": {"uniform")", R"("goal": {"anyOf": [], "uniform")"}},
        {"line 28, column 11 (goal): a goal has exactly one of \"values\", \"uniform\" and "
         "\"anyOf\""});
    row("goal with an unknown key", ro,
        {{R"("goal": {"uniform")", R"("goal": {"all": true, "uniform")"}},
        {"line 28, column 12 (goal.all): unknown key \"all\" (only keys that start with x- may be "
         "added)"});
    row("empty uniform", ro, {{R"("uniform": [6, 7, 8, 11, 12, 15, 16, 17])", R"("uniform": [])"}},
        {"line 28, column 23 (goal.uniform): at least one cell must be listed"});
    row("uniform cell twice", ro,
        {{R"("uniform": [6, 7, 8, 11, 12, 15, 16, 17])",
          R"("uniform": [6, 7, 8, 11, 12, 15, 16, 6])"}},
        {"line 28, column 49 (goal.uniform[7]): the cell 6 is listed twice"});
    row("uniform of 9 cells", ro,
        {{R"("uniform": [6, 7, 8, 11, 12, 15, 16, 17])",
          R"("uniform": [6, 7, 8, 11, 12, 15, 16, 17, 0])"}},
        {"line 28, column 23 (goal.uniform): no label occurs 9 times in start, so these cells can "
         "never all hold one label"});
    row("empty anyOf", sl,
        {{R"({"anyOf": [{"values": [1, 2, 3, 4, 5, 0]}, {"values": [0, null, null, null, null, 1]}]})",
          R"({"anyOf": []})"}},
        {"line 15, column 21 (goal.anyOf): anyOf needs at least one goal"});
    row("partial goal with a label not listed", sl,
        {{"[0, null, null, null, null, 1]", "[0, null, null, null, null, 9]"}},
        {"line 15, column 93 (goal.anyOf[1].values[5]): 9 is not one of the labels"});
    row("partial goal needs the blank twice", sl,
        {{"[0, null, null, null, null, 1]", "[0, 0, null, null, null, 1]"}},
        {"line 15, column 65 (goal.anyOf[1].values): the goal needs 2 cells holding label 0; start "
         "has only 1"});
    row("editableGoal with a uniform goal", ro,
        {{R"("labels": [1, 2, 3],)", R"("labels": [1, 2, 3], "editableGoal": true,)"}},
        {"line 16, column 40 (editableGoal): editableGoal needs a full values goal (no null) of a "
         "permutation or sliding puzzle"});
    row("editableGoal yes", ms, {{R"("editableGoal": true)", R"("editableGoal": "yes")"}},
        {"line 19, column 19 (editableGoal): expected true or false, found \"yes\""});
    // Sliding.
    row("sliding with moves", sl, {{R"("blank": 0,)", R"("blank": 0, "moves": [],)"}},
        {"line 12, column 15 (moves): \"moves\" is not used by sliding puzzles"});
    row("sliding without blank", sl, {{"\"blank\": 0,\n  ", ""}},
        {"line 1, column 1: the required key \"blank\" is missing"});
    row("blank not a label", sl, {{R"("blank": 0)", R"("blank": 9)"}},
        {"line 12, column 12 (blank): the blank 9 is not one of the labels"});
    row("blank twice in start", sl,
        {{R"("start": [1, 2, 3, 4, 5, 0])", R"("start": [1, 2, 3, 4, 0, 0])"}},
        {"line 13, column 12 (start): the blank 0 must occur exactly once in start, not 2 times",
         "line 15, column 33 (goal.anyOf[0].values): not a rearrangement of start: label 0 occurs "
         "1 times here and 2 times in start"});
    row("moveOrder with R twice", sl, {{R"(["U", "L", "R", "D"])", R"(["U", "L", "R", "R"])"}},
        {"line 14, column 16 (moveOrder): moveOrder must list \"U\", \"D\", \"L\" and \"R\", each "
         "once"});
    row("sliding power metric", sl, {{R"("blank": 0,)", R"("blank": 0, "metric": "power",)"}},
        {"line 12, column 25 (metric): a sliding puzzle uses the move metric, not \"power\""});
    row("sliding cell at x 1.5", sl, {{R"({"id": "b", "x": 1,)", R"({"id": "b", "x": 1.5,)"}},
        {"line 8, column 51 (cells[1].x): the cells of a sliding puzzle have whole-number "
         "coordinates, not 1.5"});
    row("two sliding cells in one place", sl,
        {{R"({"id": "b", "x": 1,)", R"({"id": "b", "x": 0,)"}},
        {"line 8, column 34 (cells[1]): this cell is at the same place as cells[0]"});
    row("sliding cells with no neighbours", kWhole,
        {{"", R"({"puzzlelab": 1, "key": "apart", "name": "Apart", "kind": "sliding",
 "cells": [{"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 2, "y": 0}],
 "labels": [0, 1], "blank": 0, "start": [1, 0], "goal": {"values": [0, 1]}})"}},
        {"line 2, column 11 (cells): no two cells are neighbours, so the blank can never move"});
    // View and examples.
    row("view with an unknown key", lo,
        {{R"("view": {"valueNames")", R"("view": {"colours": 1, "valueNames")"}},
        {"line 24, column 12 (view.colours): unknown key \"colours\" (only keys that start with x- "
         "may be added)"});
    row("palette key not a label", ro, {{R"("3": "#3050d0")", R"("4": "#3050d0")"}},
        {"line 30, column 49 (view.palette[\"4\"]): the key \"4\" is not one of the labels"});
    row("palette colour by name", ro, {{R"("3": "#3050d0")", R"("3": "blue")"}},
        {"line 30, column 54 (view.palette[\"3\"]): a colour is written #rrggbb, not \"blue\""});
    row("valueNames on a permutation", ro, {{R"("view": {)", R"("view": {"valueNames": ["a"],)"}},
        {"line 29, column 12 (view.valueNames): \"valueNames\" is not used by permutation "
         "puzzles"});
    row("region style fill", ro, {{R"("style": "shade")", R"("style": "fill")"}},
        {"line 31, column 67 (view.regions[0].style): the style must be \"outline\" or \"shade\", "
         "not \"fill\""});
    row("region names an unknown cell", ro,
        {{R"("regions": [{"cells": [6,)", R"("regions": [{"cells": [60,)"}},
        {"line 31, column 28 (view.regions[0].cells[0]): no cell has the id 60"});
    row("example goal without editableGoal", ro,
        {{R"("moves": "AC")", R"("goal": [1], "moves": "AC")"}},
        {"line 35, column 6 (examples[0].goal): an example may give a goal only when editableGoal "
         "is true"});
    row("example position not a rearrangement", ms,
        {{R"({"position": [1, 2, 3,)", R"({"position": [1, 1, 3,)"}},
        {"line 21, column 18 (examples[0].position): not a rearrangement of start: label 1 occurs "
         "2 times here and 1 times in start"});
    row("example moves as a list", ro, {{R"("moves": "AC")", R"("moves": ["A", "C"])"}},
        {"line 35, column 15 (examples[0].moves): expected a string, found [...]"});
    row("example without a position", cl, {{R"({"position": [3, 3, 0, 2, 2, 2, 2, 1, 2], )", "{"}},
        {"line 28, column 16 (examples[0]): the required key \"position\" is missing"});
    // Stickers with pieces (SPEC 8.2).
    row("pieces accepted", pc, {}, {});
    row("piece named by a number", pc, {{R"("piece": "A"})", R"("piece": 7})"}},
        {"line 7, column 43 (cells[0].piece): expected a string, found 7"});
    row("piece on a dial", lo,
        {{R"({"id": "a", "x": 0, "y": 0})", R"({"id": "a", "x": 0, "y": 0, "piece": "P"})"}},
        {"line 9, column 33 (cells[0].piece): \"piece\" is not used by dial puzzles"});
    row("move splits a piece", pc, {{R"([["a1", "a2", "a3"]])", R"([["a1", "b1"]])"}},
        {"line 16, column 29 (moves[1].cycles): the move T carries the stickers of the piece A "
         "onto more than one piece (a move turns whole pieces)"});
    row("move mirrors a piece", pc, {{R"([["a1", "a2", "a3"]])", R"([["a2", "a3"]])"}},
        {"line 16, column 29 (moves[1].cycles): the move T reverses the order of the piece A's "
         "stickers (a piece is turned, never mirrored)"});
    row("piece whose stickers repeat", pc,
        {{R"("labels": [0, 1, 2, 3, 4, 5, 6],)", R"("labels": [0, 3, 4, 5, 6],)"},
         {R"("start": [0, 1, 2, 3, 4, 5, 6],)", R"("start": [0, 0, 0, 3, 4, 5, 6],)"},
         {R"("goal": {"values": [0, 1, 2, 3, 4, 5, 6]},)",
          R"("goal": {"values": [0, 0, 0, 3, 4, 5, 6]},)"},
         {R"("examples": [{"position": [3, 4, 5, 2, 0, 1, 6], "moves": "XTT"}])",
          R"("examples": [])"}},
        {"line 13, column 13 (start[0]): the piece A shows the same stickers when turned, so its "
         "twist cannot be seen: give its stickers different labels"});
    row("uniform goal with pieces", pc,
        {{R"("goal": {"values": [0, 1, 2, 3, 4, 5, 6]},)", R"("goal": {"uniform": ["c"]},)"}},
        {"line 18, column 11 (goal): a puzzle with pieces needs a values goal (or anyOf values "
         "goals), not uniform"});
    row("goal fixes half a piece", pc,
        {{R"("goal": {"values": [0, 1, 2, 3, 4, 5, 6]},)",
          R"("goal": {"values": [0, null, null, 3, 4, 5, 6]},)"}},
        {"line 18, column 23 (goal.values[0]): the cells of the piece A must all be null or show "
         "one of start's pieces, turned, not mirrored"});
    row("example piece mirrored", pc, {{R"([3, 4, 5, 2, 0, 1, 6])", R"([3, 5, 4, 2, 0, 1, 6])"}},
        {"line 19, column 30 (examples[0].position[0]): the cells of the piece A do not show one "
         "of start's pieces turned (a piece is never mirrored, and each is there as often as in "
         "start)"});
}

}  // namespace bad_definitions

#endif  // Q_MOC_RUN
