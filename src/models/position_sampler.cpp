#include "position_sampler.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/contest/add_on.h"
#include "core/registry.h"

namespace pl {

namespace {

// --- any puzzle with a table ------------------------------------------------------------

// Random draws before building a position: enough for every distance holding at least
// ~1/1000 of the positions; then climbs, each at most as long as the distance wanted.
constexpr int kGenericSamples = 4000;
constexpr int kGenericClimbs = 200;

std::optional<Position> randomValid(const Puzzle& p, std::mt19937_64& rng, int* distance)
{
    Position q = p.random(rng);
    if (!p.validate(q).empty())
        return std::nullopt;
    *distance = p.distance(q);
    if (*distance < 0)
        return std::nullopt;  // valid but no goal reachable (SPEC 7.3)
    return q;
}

std::optional<Position> genericAt(const Puzzle& p, int distance, std::mt19937_64& rng)
{
    if (!p.tableRefusal().empty() || distance < 0)
        return std::nullopt;
    // No histogram (a definition whose full-space table would not fit, though its
    // distances can be asked): no early answer, the bounded search below still tries.
    const std::vector<std::uint64_t> counts = p.histogram();
    if (!counts.empty() &&
        (std::size_t(distance) >= counts.size() || counts[std::size_t(distance)] == 0))
        return std::nullopt;
    const int moveCount = int(p.moveNames().size());

    std::optional<Position> farthest;
    int farthestDistance = -1;
    for (int i = 0; i < kGenericSamples; ++i) {
        int d = -1;
        std::optional<Position> q = randomValid(p, rng, &d);
        if (!q)
            continue;
        if (d == distance)
            return q;
        if (d > farthestDistance) {
            farthest = std::move(q);
            farthestDistance = d;
        }
    }
    // Down: every optimal move leads one closer.
    if (farthestDistance > distance) {
        Position q = *farthest;
        for (int d = farthestDistance; d > distance; --d) {
            const std::vector<int> moves = p.optimalMoves(q);
            if (moves.empty())
                return std::nullopt;
            q = p.apply(q, moves[drawBelow(rng, moves.size())]);
        }
        return q;
    }
    // Up: a move that leads one farther, chosen at random, until the distance wanted;
    // a position without one ends the climb and a new one starts from another draw.
    for (int climb = 0; climb < kGenericClimbs; ++climb) {
        int d = farthestDistance;
        std::optional<Position> q = farthest;
        if (climb > 0 || !q)
            q = randomValid(p, rng, &d);
        if (!q)
            continue;
        while (d < distance) {
            std::vector<Position> farther;
            for (int m = 0; m < moveCount; ++m) {
                if (!p.isLegal(*q, m))
                    continue;
                Position next = p.apply(*q, m);
                if (p.distance(next) == d + 1)
                    farther.push_back(std::move(next));
            }
            if (farther.empty())
                break;
            q = std::move(farther[drawBelow(rng, farther.size())]);
            ++d;
        }
        if (d == distance)
            return q;
    }
    return std::nullopt;
}

int lastCounted(const Puzzle& p)
{
    const std::vector<std::uint64_t> counts = p.histogram();
    for (std::size_t d = counts.size(); d-- > 0;)
        if (counts[d] > 0)
            return int(d);
    return -1;
}

}  // namespace

std::shared_ptr<const PositionSampling> positionSamplingOf(const Puzzle& puzzle)
{
    if (const auto* own = dynamic_cast<const PositionSampling*>(&puzzle))
        return std::shared_ptr<const PositionSampling>(std::shared_ptr<const PositionSampling>(),
                                                       own);
    // The bundled definition of a contest puzzle (or a copy of it with another goal):
    // its add-on's samplers, for the goal it has.
    if (const auto entry = puzzle.entry(); entry && addOnOf(*entry)) {
        const auto goal = puzzle.goalPosition();
        return addOnOf(*entry)->sampling(goal ? &*goal : nullptr);
    }
    return nullptr;
}

std::optional<Position> samplePositionAtDistance(const Puzzle& puzzle, int distance,
                                                 std::mt19937_64& rng)
{
    if (const auto own = positionSamplingOf(puzzle))
        return own->positionAt(distance, rng);
    return genericAt(puzzle, distance, rng);
}

int largestDistance(const Puzzle& puzzle)
{
    if (const auto own = positionSamplingOf(puzzle))
        return own->largestDistance();
    if (!puzzle.tableRefusal().empty())
        return -1;
    return lastCounted(puzzle);
}

std::optional<Position> sampleHardestPosition(const Puzzle& puzzle, std::mt19937_64& rng)
{
    if (const auto own = positionSamplingOf(puzzle))
        return own->hardest(rng);
    const int largest = largestDistance(puzzle);
    return largest < 0 ? std::nullopt : genericAt(puzzle, largest, rng);
}

int largestPatternDistance(const Puzzle& puzzle)
{
    const auto own = positionSamplingOf(puzzle);
    return own ? own->largestPatternDistance() : -1;
}

std::optional<Position> samplePatternBoard(const Puzzle& puzzle, int patternDistance,
                                           std::mt19937_64& rng, int* label)
{
    const auto own = positionSamplingOf(puzzle);
    return own ? own->patternBoard(patternDistance, rng, label) : std::nullopt;
}

}  // namespace pl
