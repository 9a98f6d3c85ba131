// The Rotation Game as the window and the tests still hold it: a shell over its add-on
// (core/contest/rotation/), whose engines, judge format, notation and samplers it uses.
// Engines: "table" (rotation-table) and "ida" (rotation-ida). distance() is -1 and
// optimalMoves() empty for a position that is not a valid board.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/puzzle.h"

namespace pl {

const Puzzle& rotationPuzzle();

// The add-on's (core/contest/rotation/rotation.h), named here without its namespace.
std::array<std::uint32_t, 3> rotationPatterns(const Position& board);
std::vector<Position> rotationHardestBoards();

}  // namespace pl
