// Random positions at a chosen distance, for the State space chart ("show me one of
// these") and a new game at a chosen difficulty. Plain C++ on purpose: nothing here
// needs Qt, and tests call it directly.
//
// Every function does a bounded amount of work, but that can be a table build (11-46
// ms for the contest puzzles, more for a large definition) or, for the rotation
// boards, up to ~150 ms: the window calls them only through TableService, on its
// worker (SPEC 6 allows the GUI thread 50 ms).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <vector>

#include "core/position_sampling.h"
#include "core/puzzle.h"

namespace pl {

// The puzzle's own samplers (core/position_sampling.h): the puzzle itself when it
// derives from PositionSampling (not owned), or for the bundled definition of a
// contest puzzle its add-on's, for whatever goal it has (Magic Squares samples boards
// for the current target); else null.
[[nodiscard]] std::shared_ptr<const PositionSampling> positionSamplingOf(const Puzzle& puzzle);

// A valid position whose distance() is `distance`, or nothing when no position of the
// puzzle lies there (or its table is refused: Puzzle::tableRefusal()). The puzzle's
// own sampler when it has one (positionSamplingOf). Otherwise: random positions
// (Puzzle::random) until one lies there, a bounded number of draws; failing that, down
// an optimal path from a farther one drawn, or up from the farthest drawn by moves that
// lead one farther each. Always bounded; uniform only when the first draws find one.
// The contest puzzles: Clocks and Magic Squares draw uniformly among all positions at
// that distance (Magic Squares: boards for the goal set). Rotation draws a uniform
// random board when sampling finds one quickly; the rare distances are built instead
// (the 192 boards at 13 directly, the others by walking from the goal or down an
// optimal path from a hardest board), which is no longer uniform but never slow.
std::optional<Position> samplePositionAtDistance(const Puzzle& puzzle, int distance,
                                                 std::mt19937_64& rng);

// The largest distance() of a valid position: the puzzle's own sampler's, else the
// last distance its histogram counts; -1 when its table is refused. The contest
// puzzles: 27 clocks moves, 22 magic square moves, 13 rotation moves.
int largestDistance(const Puzzle& puzzle);

// One of the positions at the puzzle's largest distance, drawn at random; nothing
// when the table is refused (or, generic sampling, none was found).
std::optional<Position> sampleHardestPosition(const Puzzle& puzzle, std::mt19937_64& rng);

// Pattern boards (PositionSampling::patternBoard): -1 / nothing for a puzzle without.
int largestPatternDistance(const Puzzle& puzzle);
std::optional<Position> samplePatternBoard(const Puzzle& puzzle, int patternDistance,
                                           std::mt19937_64& rng, int* label = nullptr);

}  // namespace pl
