// The samplers a puzzle may have of its own: random positions at a chosen distance
// drawn better than the generic samplers of models/position_sampler.h can (uniform
// where sampling would be slow, boards built around one label's pattern, a census of
// every board). Plain C++: core.
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
// offers it by deriving from this class as well; a contest puzzle's add-on gives its
// own for its bundled definition (ContestAddOn::sampling).
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
    // What the puzzle's histogram counts where its positions are too many to count
    // (the Rotation Game: the single-label patterns at each distance, SPEC 3); empty
    // when the puzzle's own histogram() counts its positions.
    [[nodiscard]] virtual std::vector<std::uint64_t> patternHistogram() const { return {}; }
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

// A uniform draw from 0..n-1 (n > 0), as every sampler draws.
[[nodiscard]] inline std::size_t drawBelow(std::mt19937_64& rng, std::size_t n)
{
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
}

}  // namespace pl
