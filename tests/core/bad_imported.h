// Bad files of other solvers (SPEC 8.3): twsearch's .tws and cubing.js's KPuzzle JSON,
// each with the first problem the library must report when it reads it (code, line,
// column and, for JSON, key path). Shared by tests/core/tst_imported_readers (which checks those),
// tests/core/tst_bad_input (which lists every problem in docs/bad-input.md, readers
// "tws file" and "kpuzzle file") and tests/ui/tst_bad_input_wording (which words them
// in the window's languages).
#pragma once

#include <string>
#include <vector>

#include "core/registry.h"

namespace bad_imported {

struct Row {
    std::string reader;  // "tws file" or "kpuzzle file"
    std::string name;
    std::string text;
    std::string code;  // of the first problem
    int line = 0;
    int column = 0;    // tws rows; 0 for KPuzzle rows (checked > 0 when line > 0)
    std::string path;  // KPuzzle rows
};

// The problems of a row's file as the library reads it (the reader, then the model in
// twsearch's power metric); none when it is accepted.
inline pl::Problems problemsOf(const Row& row)
{
    const pl::Checked<pl::PuzzleEntry> read =
        pl::loadDefinition(row.text, row.reader == "tws file" ? "bad.tws" : "bad.kpuzzle.json");
    return read ? pl::Problems{} : read.problems;
}

inline std::vector<Row> rows()
{
    std::vector<Row> out;
    const std::string head = "Set A 2 3\nSolved\nA\n1 2\nEnd\n";
    auto tws = [&](const char* name, std::string text, const char* code, int line, int column) {
        out.push_back({"tws file", name, std::move(text), code, line, column, {}});
    };
    tws("no moves", head, "tws.missing", 0, 0);
    tws("two names", "Name X\nName Y\n", "tws.order", 2, 1);
    tws("set twice", "Set A 2 3\nSet A 3 1\n", "tws.set-twice", 2, 5);
    tws("set without twists", "Set A 2\n", "tws.word-count", 1, 7);
    tws("set too large", "Set A 256 1\n", "import.number-range", 1, 7);
    tws("not a number", "Set A 2x 1\n", "tws.not-number", 1, 7);
    tws("move before solved", "Set A 2 3\nMove R\nA\n2 1\nEnd\n", "tws.order", 2, 1);
    tws("not a permutation", head + "Move R\nA\n1 1\nEnd\n", "tws.not-permutation", 7, 1);
    tws("twist out of range", head + "Move R\nA\n2 1\n0 3\nEnd\n", "import.number-range", 9, 3);
    tws("no end", head + "Move R\nA\n2 1\n", "tws.no-end", 6, 1);
    tws("keyword in block", head + "Move R\nA\n2 1\nMove S\nA\n2 1\nEnd\n", "tws.keyword-in-block",
        9, 1);
    tws("unknown set", head + "Move R\nB\n2 1\nEnd\n", "tws.unknown-set", 7, 1);
    tws("wrong count", head + "Move R\nA\n2 1 3\nEnd\n", "tws.set-count", 8, 5);
    tws("third line", head + "Move R\nA\n2 1\n0 0\n1 1\nEnd\n", "tws.third-line", 10, 1);
    tws("numbers first", head + "Move R\n2 1\nEnd\n", "tws.numbers-without-set", 7, 1);
    tws("set named only", head + "Move R\nA\nEnd\n", "tws.set-without-numbers", 7, 1);
    tws("wild piece", "Set A 2 3\nSolved\nA\n? 2\nEnd\n", "tws.wild-piece", 4, 1);
    tws("wild in move", head + "Move R\nA\n2 1\n? 0\nEnd\n", "tws.wild-in-move", 9, 1);
    tws("wild on some alike pieces", "Set A 2 3\nSolved\nA\n1 1\n? 0\nEnd\nMove R\nA\n2 1\nEnd\n",
        "tws.wild-partial", 3, 1);
    tws("pieces with a gap", "Set A 3 1\nSolved\nA\n1 1 3\nEnd\n", "import.pieces-gap", 3, 1);
    tws("illegal", head + "Move R\nA\n2 1\nEnd\nIllegal A 1 2\n", "tws.illegal", 10, 1);
    tws("unknown keyword", "Puzzle X\n", "tws.unknown-keyword", 1, 1);
    tws("end alone", "End\n", "tws.end-without-block", 1, 1);
    tws("move twice", head + "Move R\nA\n2 1\nEnd\nMove R\nA\n2 1\nEnd\n", "tws.move-twice", 10, 6);
    tws("sequence of an unknown move", head + "Move R\nA\n2 1\nEnd\nMoveSequence S R Q\n",
        "tws.unknown-move", 10, 18);
    tws("solved twice", head + "Solved\nEnd\n", "tws.solved-twice", 6, 1);
    tws("solved before sets", "Solved\nEnd\n", "tws.no-sets-yet", 1, 1);
    tws("NUL byte", std::string("Set A 2 3\n") + '\0', "tws.nul-byte", 2, 1);
    tws("empty", " \n", "def.empty", 0, 0);
    // Columns count characters: the "é" is one.
    tws("column after a letter of two bytes", "Set \xc3\xa9 2x 1\n", "tws.not-number", 1, 7);
    tws(
        "too many moves in the power metric",
        "Set A 255 1\nSolved\nEnd\nMove R\nA\n" +
            [] {
                // One cycle of 2, 3, 5, 7, 11, 13, 17, 19 and 23 slots: order 223,092,870.
                std::string line;
                int at = 1;
                for (const int len : {2, 3, 5, 7, 11, 13, 17, 19, 23}) {
                    for (int i = 0; i < len; ++i)
                        line += std::to_string(at + (i + 1) % len) + " ";
                    at += len;
                }
                for (; at <= 255; ++at)
                    line += std::to_string(at) + " ";
                return line;
            }() +
            "\nEnd\n",
        "import.too-many-moves", 0, 0);

    const std::string orbits =
        R"("orbits": [{"orbitName": "A", "numPieces": 2, "numOrientations": 2}],)";
    const std::string pattern =
        R"("defaultPattern": {"A": {"pieces": [0, 1], "orientation": [0, 0]}},)";
    auto file = [&](const std::string& moves, const std::string& more = {}) {
        return "{\n" + orbits + "\n" + pattern + "\n" + more + "\"moves\": " + moves + "\n}";
    };
    const std::string good = R"({"R": {"A": {"permutation": [1, 0], "orientationDelta": [1, 1]}}})";
    auto kp = [&](const char* name, std::string text, const char* code, const char* path,
                  int line) {
        out.push_back({"kpuzzle file", name, std::move(text), code, line, 0, path});
    };
    kp("not an object", "[1]", "kpuzzle.not-object", "", 1);
    kp("unknown key", file(good, "\"colours\": 1,\n"), "kpuzzle.unknown-key", "colours", 4);
    kp("no moves", file("{}"), "kpuzzle.no-moves", "moves", 4);
    kp("not a permutation",
       file(R"({"R": {"A": {"permutation": [1, 1], "orientationDelta": [0, 0]}}})"),
       "kpuzzle.not-permutation", "moves.R.A.permutation", 4);
    kp("twist out of range",
       file(R"({"R": {"A": {"permutation": [1, 0], "orientationDelta": [0, 2]}}})"),
       "import.number-range", "moves.R.A.orientationDelta[1]", 4);
    kp("wrong count",
       file(R"({"R": {"A": {"permutation": [1, 0, 2], "orientationDelta": [0, 0]}}})"),
       "kpuzzle.count", "moves.R.A.permutation", 4);
    kp("unknown orbit in a move",
       file(R"({"R": {"B": {"permutation": [1, 0], "orientationDelta": [0, 0]}}})"),
       "kpuzzle.unknown-orbit", "moves.R.B", 4);
    kp("derived move not plain", file(good, "\"derivedMoves\": {\"S\": \"(R R)\"},\n"),
       "kpuzzle.derived-not-plain", "derivedMoves.S", 4);
    kp("orientationMod mixed on alike pieces",
       "{\n" + orbits +
           "\n\"defaultPattern\": {\"A\": {\"pieces\": [0, 0], \"orientation\": [0, 0],\n "
           "\"orientationMod\": [1, 0]}},\n\"moves\": " +
           good + "}",
       "kpuzzle.orientation-mod", "defaultPattern.A.orientationMod", 4);
    kp("orbit missing from the pattern",
       "{\n" + orbits + "\n\"defaultPattern\": {},\n\"moves\": " + good + "}", "def.missing-key",
       "defaultPattern", 3);
    kp("orbit twice",
       R"({"orbits": [{"orbitName": "A", "numPieces": 2, "numOrientations": 2},
 {"orbitName": "A", "numPieces": 2, "numOrientations": 2}], "defaultPattern": {}, "moves": {}})",
       "kpuzzle.orbit-twice", "orbits[1]", 2);
    kp("move name with a space",
       file(R"({"R 2": {"A": {"permutation": [1, 0], "orientationDelta": [0, 0]}}})"),
       "kpuzzle.move-name", "moves[\"R 2\"]", 4);
    kp("not JSON", "{\"orbits\": [,]}", "def.json-syntax", "", 1);
    return out;
}

}  // namespace bad_imported
