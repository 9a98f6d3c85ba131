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

#include "core/puzzle.h"

namespace pl {

// What a puzzle may know about its positions better than the generic samplers below:
// a uniform draw where sampling would be slow, its true largest distance when the
// histogram counts something else, boards built around one label's pattern. A Puzzle
// offers it by deriving from this class as well; the contest puzzles, which core
// cannot tie to models, have theirs here (see positionSamplingOf).
class PositionSampling {
public:
    virtual ~PositionSampling() = default;
    // The largest distance() of a valid position.
    [[nodiscard]] virtual int largestDistance() const = 0;
    // A valid position whose distance() is `distance`, or nothing when none lies there.
    [[nodiscard]] virtual std::optional<Position> positionAt(int distance,
                                                             std::mt19937_64& rng) const = 0;
    // One of the positions at largestDistance().
    [[nodiscard]] virtual std::optional<Position> hardest(std::mt19937_64& rng) const
    {
        return positionAt(largestDistance(), rng);
    }
    // Pattern boards (the Rotation Game: a board in which one label is a chosen
    // distance from filling the goal): the largest pattern distance, -1 when the
    // puzzle has none.
    [[nodiscard]] virtual int largestPatternDistance() const { return -1; }
    // A board whose pattern of one label (*label) is `patternDistance` moves from done.
    [[nodiscard]] virtual std::optional<Position> patternBoard(int patternDistance,
                                                               std::mt19937_64& rng,
                                                               int* label) const
    {
        (void)patternDistance;
        (void)rng;
        (void)label;
        return std::nullopt;
    }
    // A census of every board, for a puzzle whose histogram counts something smaller
    // (the Rotation Game's counts one label's patterns; its census goes through all
    // 9.47e9 boards, minutes of every core): the boards it counts, 0 when it has none.
    [[nodiscard]] virtual std::uint64_t censusTotal() const { return 0; }
    // Blocks until done; the count per distance, empty when cancelled (or none).
    [[nodiscard]] virtual std::vector<std::uint64_t> census(const ProgressFn& progress,
                                                            const CancelToken& cancel) const
    {
        (void)progress;
        (void)cancel;
        return {};
    }
};

// The puzzle's own samplers: the puzzle itself when it derives from PositionSampling
// (not owned), the contest puzzles' (found by the puzzle object, then its key; for a
// contest puzzle a session holds as its definition, by that definition with whatever
// goal it has: Magic Squares samples boards for the current target), else null.
[[nodiscard]] std::shared_ptr<const PositionSampling> positionSamplingOf(const Puzzle& puzzle);

// A valid position whose distance() is `distance`, or nothing when no position of the
// puzzle lies there (or its table is refused: Puzzle::tableRefusal()). The puzzle's
// own sampler when it has one (positionSamplingOf). Otherwise: random positions
// (Puzzle::random) until one lies there, a bounded number of draws; failing that, down
// an optimal path from a farther one drawn, or up from the farthest drawn by moves that
// lead one farther each. Always bounded; uniform only when the first draws find one.
// The contest puzzles: Clocks and Magic Squares draw uniformly among all positions at
// that distance (Magic Squares: the contest object, targets from the standard start;
// its definition, boards for its goal). Rotation draws a uniform
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

// --- the Rotation Game's own (its PositionSampling uses them) ----------------------

// A board in which the pieces of one label (*label, 1..3) are exactly
// `patternDistance` moves from filling the centre, with the other two labels at least
// as far when the board can have that (always for 0..13: the board's own distance is
// then `patternDistance` too). At 14 no board can keep the other labels as far (no
// board needs more than 13 moves); the others are then made as far as possible.
std::optional<Position> sampleRotationPatternBoard(int patternDistance, std::mt19937_64& rng,
                                                   int* label = nullptr);

// Moves that would bring label's pieces (1..3) into the centre on their own; -1 for
// an invalid board or label.
int rotationLabelDistance(const Position& board, int label);

}  // namespace pl
