// The Rotation Game (Shanghai 2004; POJ 2286, HDU 1667; SPEC 1.3) as an add-on of its
// bundled definition: the definition's positions are the boards (24 cells numbered as
// in SPEC 1.3, labels 1..3, eight of each), its moves A..H, its goal a uniform centre.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/contest/add_on.h"

namespace pl::rotation {

// The Rotation Game's add-on (core/contest/add_on.h): engines rotation-table and
// rotation-ida (the classic IDA*), the judge format, the board notation with its own
// words for a bad board, the samplers and the census of every board.
std::shared_ptr<const ContestAddOn> addOn();

// The board after `move` (0..7 = A..H); `board` must have 24 cells.
[[nodiscard]] Position applyToBoard(const Position& board, int move);
// What is wrong with a board (not eight each of 1, 2, 3), in the contest's words.
[[nodiscard]] Problems boardProblems(const Position& board);
// The label filling the centre, 0 when the centre is mixed.
[[nodiscard]] int centreLabel(const Position& board);
// A uniformly random board (every arrangement of eight 1s, 2s and 3s alike).
[[nodiscard]] Position randomBoard(std::mt19937_64& rng);
// Moves to the goal (the smallest of the three labels' pattern distances); -1 for a
// position that is not a valid board.
[[nodiscard]] int boardDistance(const Position& board);
// Every move that starts an optimal solution, in move order.
[[nodiscard]] std::vector<int> optimalBoardMoves(const Position& board);

// The three label patterns of a valid board: bit i of element L-1 is set when cell i
// holds label L.
std::array<std::uint32_t, 3> rotationPatterns(const Position& board);

// Every board at the largest distance (13 moves; there are 192), ordered by the
// rank of the label-1 pattern, then of the label-2 pattern. Found on the first call
// (about 0.1 s), then kept.
std::vector<Position> rotationHardestBoards();

}  // namespace pl::rotation
