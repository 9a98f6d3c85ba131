// The three contest puzzles (SPEC 1.1-1.3) as PuzzleDefs written in C++, the way the
// definition reader is to produce them from their files: for tests that check the
// generic path against the hand-written puzzles. Written from the SPEC, not from the
// puzzles' code.
#pragma once

#include <string>
#include <vector>

#include "core/def/puzzle_def.h"

namespace pl::testdefs {

// The Clocks: nine dials A..I (row-major 3x3), modulus 4, value v = v quarter turns
// past 12 (0 = 12, 1 = 3, 2 = 6, 3 = 9); move k adds 1 to each clock of SPEC 1.1's
// table. Goal: all at 12 (the dial default). Moves are written "4 5 8 9".
inline def::PuzzleDef clocksDef()
{
    def::PuzzleDef d;
    d.key = "clocks";
    d.name = "The Clocks";
    d.kind = def::Kind::Dial;
    d.modulus = 4;
    for (int i = 0; i < 9; ++i)
        d.cells.push_back({std::string(1, static_cast<char>('A' + i)), double(i % 3), double(i / 3),
                           def::Shape::Dial});
    const char* const turns[9] = {"ABDE", "ABC",  "BCEF", "ADG", "BDEFH",
                                  "CFI",  "DEGH", "GHI",  "EFHI"};
    for (int m = 0; m < 9; ++m) {
        def::Move move;
        move.name = std::to_string(m + 1);
        move.add.assign(9, 0);
        for (const char* c = turns[m]; *c; ++c)
            move.add[static_cast<std::size_t>(*c - 'A')] = 1;
        d.moves.push_back(move);
    }
    d.start.assign(9, 0);
    d.goal.type = def::Goal::Type::Values;
    d.goal.values.assign(9, 0);
    d.separator = " ";
    return d;
}

// Magic Squares: cells in the judge's clockwise reading order (top row left to right,
// then the bottom row right to left), labels 1..8, start and goal the standard board;
// the goal is editable (the judge's target).
inline def::PuzzleDef msquareDef()
{
    def::PuzzleDef d;
    d.key = "msquare";
    d.name = "Magic Squares";
    d.kind = def::Kind::Permutation;
    for (int i = 0; i < 8; ++i) {
        const double x = i < 4 ? i : 7 - i;
        const double y = i < 4 ? 0 : 1;
        d.cells.push_back({std::to_string(i + 1), x, y, def::Shape::Square});
    }
    d.labels = {1, 2, 3, 4, 5, 6, 7, 8};
    d.start = d.labels;
    d.goal.type = def::Goal::Type::Values;
    d.goal.values = d.labels;
    d.editableGoal = true;
    def::Move a;  // exchange the rows: column c of the top row with column c below
    a.name = "A";
    a.cycles = {{0, 7}, {1, 6}, {2, 5}, {3, 4}};
    def::Move b;  // both rows one step right (the bottom row is read right to left)
    b.name = "B";
    b.cycles = {{0, 1, 2, 3}, {7, 6, 5, 4}};
    def::Move c;  // the middle four clockwise: top 2 -> top 3 -> bottom 3 -> bottom 2
    c.name = "C";
    c.cycles = {{1, 2, 5, 6}};
    d.moves = {a, b, c};
    return d;
}

// The Rotation Game: 24 cells numbered as in SPEC 1.3, eight each of labels 1, 2, 3;
// move X sets a[L0] = a[L1], ..., a[L6] = old a[L0] on its line, so the content of
// L1 moves to L0, ..., of L0 to L6: the cycle L0 -> L6 -> L5 -> ... -> L1.
inline def::PuzzleDef rotationDef()
{
    def::PuzzleDef d;
    d.key = "rotation";
    d.name = "The Rotation Game";
    d.kind = def::Kind::Permutation;
    const int xy[24][2] = {{2, 0}, {4, 0}, {2, 1}, {4, 1}, {0, 2}, {1, 2}, {2, 2}, {3, 2},
                           {4, 2}, {5, 2}, {6, 2}, {2, 3}, {4, 3}, {0, 4}, {1, 4}, {2, 4},
                           {3, 4}, {4, 4}, {5, 4}, {6, 4}, {2, 5}, {4, 5}, {2, 6}, {4, 6}};
    for (int i = 0; i < 24; ++i)
        d.cells.push_back(
            {std::to_string(i), double(xy[i][0]), double(xy[i][1]), def::Shape::Circle});
    d.labels = {1, 2, 3};
    // The first sample board of SPEC 1.3.
    d.start = {1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3};
    const std::vector<std::vector<int>> cycles = {
        {0, 22, 20, 15, 11, 6, 2},     // A: line 0 2 6 11 15 20 22
        {1, 23, 21, 17, 12, 8, 3},     // B: line 1 3 8 12 17 21 23
        {10, 4, 5, 6, 7, 8, 9},        // C: line 10 9 8 7 6 5 4
        {19, 13, 14, 15, 16, 17, 18},  // D: line 19 18 17 16 15 14 13
        {23, 1, 3, 8, 12, 17, 21},     // E: line 23 21 17 12 8 3 1
        {22, 0, 2, 6, 11, 15, 20},     // F: line 22 20 15 11 6 2 0
        {13, 19, 18, 17, 16, 15, 14},  // G: line 13 14 15 16 17 18 19
        {4, 10, 9, 8, 7, 6, 5},        // H: line 4 5 6 7 8 9 10
    };
    for (int m = 0; m < 8; ++m) {
        def::Move move;
        move.name = std::string(1, static_cast<char>('A' + m));
        move.cycles = {cycles[static_cast<std::size_t>(m)]};
        d.moves.push_back(move);
    }
    d.goal.type = def::Goal::Type::Uniform;
    d.goal.uniformCells = {6, 7, 8, 11, 12, 15, 16, 17};
    return d;
}

}  // namespace pl::testdefs
