// Random positions at a chosen distance, for the State space chart ("show me one of
// these"). Plain C++ on purpose: nothing here needs Qt, and tests call it directly.
//
// Every function does a bounded amount of work, but that can be a table build (11-46
// ms) or, for the rotation boards, up to ~150 ms: the window calls them only through
// TableService, on its worker (SPEC 6 allows the GUI thread 50 ms).
#pragma once

#include <optional>
#include <random>

#include "core/puzzle.h"

namespace pl {

// A valid position whose distance() is `distance`, or nothing when no position of
// the puzzle lies there. Clocks and Magic Squares draw uniformly among all positions
// at that distance (Magic Squares from the standard start). Rotation draws a uniform
// random board when sampling finds one quickly; the rare distances are built instead
// (the 192 boards at 13 directly, the others by walking from the goal or down an
// optimal path from a hardest board), which is no longer uniform but never slow.
std::optional<Position> samplePositionAtDistance(PuzzleKind kind, int distance,
                                                 std::mt19937_64& rng);

// Rotation only: a board in which the pieces of one label (*label, 1..3) are exactly
// `patternDistance` moves from filling the centre, with the other two labels at least
// as far when the board can have that (always for 0..13: the board's own distance is
// then `patternDistance` too). At 14 no board can keep the other labels as far (no
// board needs more than 13 moves); the others are then made as far as possible.
std::optional<Position> sampleRotationPatternBoard(int patternDistance, std::mt19937_64& rng,
                                                   int* label = nullptr);

// The largest distance() of a valid position: 27 clocks moves, 22 magic square moves,
// 13 rotation moves.
int largestDistance(PuzzleKind kind);

// One of the positions at the puzzle's largest distance, drawn at random.
Position sampleHardestPosition(PuzzleKind kind, std::mt19937_64& rng);

// Rotation: moves that would bring label's pieces (1..3) into the centre on their
// own; -1 for an invalid board or label.
int rotationLabelDistance(const Position& board, int label);

}  // namespace pl
