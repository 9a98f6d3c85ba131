// The Rotation Game (Shanghai 2004; POJ 2286, HDU 1667), SPEC 1.3.
//
// Position: 24 cells numbered as in SPEC 1.3, each holding label 1, 2 or 3, eight of
// each. Moves "A".."H" rotate one line of seven cells by one step. Goal: the eight
// centre cells hold one label. Engines: "table" (default; RotationPatternTable, answer
// by lexicographic descent across the labels at the minimum) and "ida" (the classic
// iterative deepening with bound depth + 8 - most frequent centre label count).
// distance() is -1 and optimalMoves() empty for a position that is not a valid board.
// Judge input: cases are lines of 24 numbers (a case may wrap onto following lines
// that complete it exactly); a line holding only 0 ends the input and must be the
// last non-blank line. Errors read "case N: <sentence>", N counting from 1.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "puzzle.h"

namespace pl {

const Puzzle& rotationPuzzle();

// The three label patterns of a valid board: bit i of element L-1 is set when cell i
// holds label L.
std::array<std::uint32_t, 3> rotationPatterns(const Position& board);

// Every board at the largest distance (13 moves; there are 192), ordered by the
// rank of the label-1 pattern, then of the label-2 pattern. Found on the first call
// (about 0.1 s), then kept.
std::vector<Position> rotationHardestBoards();

}  // namespace pl
