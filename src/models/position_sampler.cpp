#include "position_sampler.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/registry.h"
#include "core/rotation_census.h"
#include "core/rotation_game.h"
#include "core/rotation_pattern_table.h"
#include "core/session_puzzle.h"
#include "models/shared_puzzle.h"

namespace pl {

namespace {

constexpr int kClockMoves = 9;
constexpr int kClockVectors = 1 << (2 * kClockMoves);  // 4^9 move-count vectors
constexpr int kRotationMaxBoardDistance = 13;
// Random boards tried before building one: about a millisecond, enough for every
// distance holding at least ~1/1000 of the boards.
constexpr int kRotationSamples = 4000;
constexpr int kRotationWalks = 2000;

std::size_t below(std::mt19937_64& rng, std::size_t n)
{
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
}

int digitSum(int vector)
{
    int sum = 0;
    for (int i = 0; i < kClockMoves; ++i)
        sum += (vector >> (2 * i)) & 3;
    return sum;
}

// Every clocks position has exactly one solution multiset and every multiset solves
// one position, so a uniform multiset with `distance` moves is a uniform position at
// that distance. No sampling needed, and the one position at 27 is as easy as any.
std::optional<Position> clocksAt(int distance, std::mt19937_64& rng)
{
    if (distance < 0 || distance > 3 * kClockMoves)
        return std::nullopt;
    int matching = 0;
    for (int v = 0; v < kClockVectors; ++v)
        matching += digitSum(v) == distance;
    std::size_t pick = below(rng, std::size_t(matching));
    int chosen = 0;
    for (int v = 0; v < kClockVectors; ++v)
        if (digitSum(v) == distance && pick-- == 0) {
            chosen = v;
            break;
        }
    const Puzzle& clocks = *puzzleByKey("clocks");
    Position p = clocks.initial();
    // Turning by the complement of each count leaves exactly the counts to undo it.
    for (int m = 0; m < kClockMoves; ++m)
        for (int turns = (4 - ((chosen >> (2 * m)) & 3)) % 4; turns > 0; --turns)
            p = clocks.apply(p, m);
    return p;
}

// 40,320 targets: enumerating them all costs about as much as a few hundred random
// draws, and gives a uniform choice even among the five targets at 22.
std::optional<Position> magicSquareAt(int distance, std::mt19937_64& rng)
{
    const Puzzle& square = *puzzleByKey("msquare");
    Position p = square.initial();
    std::array<std::uint8_t, 8> target{1, 2, 3, 4, 5, 6, 7, 8};
    std::optional<Position> chosen;
    std::size_t seen = 0;
    do {
        std::copy(target.begin(), target.end(), p.cells.begin() + 8);
        if (square.distance(p) == distance && below(rng, ++seen) == 0)
            chosen = p;  // reservoir sampling: each match kept with probability 1/seen
    } while (std::next_permutation(target.begin(), target.end()));
    return chosen;
}

Position rotationBoardFromPatterns(std::uint32_t first, std::uint32_t second, int firstLabel,
                                   int secondLabel, int thirdLabel)
{
    Position board;
    board.cells.resize(rotation::kCells);
    for (int i = 0; i < rotation::kCells; ++i)
        board.cells[std::size_t(i)] = std::uint8_t((first >> i) & 1    ? firstLabel
                                                   : (second >> i) & 1 ? secondLabel
                                                                       : thirdLabel);
    return board;
}

Position randomRotationGoal(std::mt19937_64& rng)
{
    Position board;
    board.cells.assign(rotation::kCells, 0);
    std::array<int, 3> labels{1, 2, 3};
    std::shuffle(labels.begin(), labels.end(), rng);
    std::vector<std::uint8_t> rest;
    for (int k = 0; k < 8; ++k) {
        rest.push_back(std::uint8_t(labels[1]));
        rest.push_back(std::uint8_t(labels[2]));
    }
    std::shuffle(rest.begin(), rest.end(), rng);
    std::size_t next = 0;
    for (int cell = 0; cell < rotation::kCells; ++cell) {
        const bool centre = (rotation::kCentreMask >> cell) & 1;
        board.cells[std::size_t(cell)] = centre ? std::uint8_t(labels[0]) : rest[next++];
    }
    return board;
}

std::optional<Position> rotationAt(int distance, std::mt19937_64& rng)
{
    if (distance < 0 || distance > kRotationMaxBoardDistance)
        return std::nullopt;
    const Puzzle& game = *puzzleByKey("rotation");
    const std::vector<Position> hardest = rotationHardestBoards();
    if (distance == kRotationMaxBoardDistance)
        return hardest[below(rng, hardest.size())];

    for (int i = 0; i < kRotationSamples; ++i) {
        Position board = game.random(rng);
        if (game.distance(board) == distance)
            return board;
    }
    // Near the goal: a short random walk from a solved board usually stays as far as
    // it walked (never undoing the last move keeps it from turning back at once).
    for (int i = 0; i < kRotationWalks; ++i) {
        Position board = randomRotationGoal(rng);
        int last = -1;
        for (int step = 0; step < distance; ++step) {
            int move = 0;
            do {
                move = int(below(rng, rotation::kMoves));
            } while (last >= 0 && move == rotation::kInverse[last]);
            board = game.apply(board, move);
            last = move;
        }
        if (game.distance(board) == distance)
            return board;
    }
    // Always succeeds: every optimal move from a board at 13 lands at 12, and so on.
    Position board = hardest[below(rng, hardest.size())];
    while (game.distance(board) > distance) {
        const std::vector<int> moves = game.optimalMoves(board);
        board = game.apply(board, moves[below(rng, moves.size())]);
    }
    return board;
}

// Rotation patterns at 14 exist (188 of them) but no board is that far: another label
// always finishes within 13. Prefer a hardest board holding such a pattern; failing
// that, keep a 14 pattern and make the other two labels as far as the free cells allow.
std::optional<Position> rotationFarthestPatternBoard(int patternDistance, std::mt19937_64& rng,
                                                     int* label)
{
    // Best: a board at 13 that has a label this far (the other labels are then >= 13).
    std::vector<std::pair<const Position*, int>> hardestWithLabel;
    const std::vector<Position> hardest = rotationHardestBoards();
    for (const Position& board : hardest)
        for (int l = 1; l <= 3; ++l)
            if (rotationLabelDistance(board, l) == patternDistance)
                hardestWithLabel.emplace_back(&board, l);
    if (!hardestWithLabel.empty()) {
        const auto& [board, l] = hardestWithLabel[below(rng, hardestWithLabel.size())];
        if (label)
            *label = l;
        return *board;
    }

    const RotationPatternTable& table = RotationPatternTable::instance();
    std::vector<std::uint32_t> candidates;
    for (std::uint32_t r = 0; r < rotation::kPatternCount; ++r)
        if (table.distanceOfRank(r) == patternDistance)
            candidates.push_back(rotation::unrankPattern(r));
    if (candidates.empty())
        return std::nullopt;

    // Every candidate and every way of sharing its 16 free cells 8/8 between the other
    // two labels (12,870 each): a few million look-ups, ~10 ms, and the true best.
    int bestScore = -1;
    std::uint32_t bestPattern = 0;
    std::uint32_t bestSplit = 0;
    std::size_t ties = 0;
    for (const std::uint32_t pattern : candidates) {
        std::array<int, 16> freeCells{};
        for (int cell = 0, i = 0; cell < rotation::kCells; ++cell)
            if (!((pattern >> cell) & 1))
                freeCells[std::size_t(i++)] = cell;
        for (std::uint32_t pick = 0xff;; pick = rotation::nextPattern(pick)) {
            std::uint32_t second = 0;
            for (int i = 0; i < 16; ++i)
                if ((pick >> i) & 1)
                    second |= 1u << freeCells[std::size_t(i)];
            const std::uint32_t third = rotation::kAllCells & ~(pattern | second);
            const int score = std::min(table.distance(second), table.distance(third));
            if (score > bestScore)
                ties = 0;
            // Reservoir sampling among the best so far.
            if (score >= bestScore && below(rng, ++ties) == 0) {
                bestScore = score;
                bestPattern = pattern;
                bestSplit = second;
            }
            if (pick == 0xff00)  // the last 8 of 16 in colex order
                break;
        }
    }
    std::array<int, 3> labels{1, 2, 3};
    std::shuffle(labels.begin(), labels.end(), rng);
    if (label)
        *label = labels[0];
    return rotationBoardFromPatterns(bestPattern, bestSplit, labels[0], labels[1], labels[2]);
}

// --- the contest puzzles' samplers ---------------------------------------------------

class ClocksSampling final : public PositionSampling {
public:
    [[nodiscard]] int largestDistance() const override { return 3 * kClockMoves; }
    [[nodiscard]] std::optional<Position> positionAt(int distance,
                                                     std::mt19937_64& rng) const override
    {
        return clocksAt(distance, rng);
    }
};

class MagicSquareSampling final : public PositionSampling {
public:
    [[nodiscard]] int largestDistance() const override
    {
        return int(puzzleByKey("msquare")->histogram().size()) - 1;
    }
    [[nodiscard]] std::optional<Position> positionAt(int distance,
                                                     std::mt19937_64& rng) const override
    {
        return magicSquareAt(distance, rng);
    }
};

// The Magic Squares definition a session holds (8 cells, the target as its goal):
// boards `distance` moves from `goal`. The moves move places, not values, so renaming
// the values keeps every distance: a target T drawn uniformly at `distance` from the
// standard start 1..8 becomes, with every value T[i] renamed goal[i], the goal, and the
// start, renamed the same way, a board as far from it (a uniform one: the renaming is
// one to one).
class MagicSquareGoalSampling final : public PositionSampling {
public:
    explicit MagicSquareGoalSampling(Position goal) : goal_(std::move(goal)) {}
    [[nodiscard]] int largestDistance() const override { return square_.largestDistance(); }
    [[nodiscard]] std::optional<Position> positionAt(int distance,
                                                     std::mt19937_64& rng) const override
    {
        const std::optional<Position> drawn = square_.positionAt(distance, rng);
        if (!drawn || drawn->cells.size() != 2 * goal_.cells.size())
            return std::nullopt;
        const std::size_t n = goal_.cells.size();
        std::array<std::uint8_t, 256> renamed{};
        for (std::size_t i = 0; i < n; ++i)
            renamed[drawn->cells[n + i]] = goal_.cells[i];
        Position board;
        for (std::size_t i = 0; i < n; ++i)
            board.cells.push_back(renamed[drawn->cells[i]]);
        return board;
    }

private:
    Position goal_;
    MagicSquareSampling square_;
};

class RotationSampling final : public PositionSampling {
public:
    // The rotation histogram counts the patterns of one label (up to 14); no board
    // needs more than 13 moves.
    [[nodiscard]] int largestDistance() const override { return kRotationMaxBoardDistance; }
    [[nodiscard]] std::optional<Position> positionAt(int distance,
                                                     std::mt19937_64& rng) const override
    {
        return rotationAt(distance, rng);
    }
    [[nodiscard]] int largestPatternDistance() const override
    {
        return rotation::kMaxPatternDistance;
    }
    [[nodiscard]] std::optional<Position> patternBoard(int patternDistance, std::mt19937_64& rng,
                                                       int* label) const override
    {
        return sampleRotationPatternBoard(patternDistance, rng, label);
    }
    [[nodiscard]] std::uint64_t censusTotal() const override { return kRotationBoardCount; }
    [[nodiscard]] std::vector<std::uint64_t> census(const ProgressFn& progress,
                                                    const CancelToken& cancel) const override
    {
        return rotationCensus(progress, cancel);
    }
};

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
            q = p.apply(q, moves[below(rng, moves.size())]);
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
            q = std::move(farther[below(rng, farther.size())]);
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
    const auto unowned = [](const PositionSampling* s) {
        return std::shared_ptr<const PositionSampling>(std::shared_ptr<const PositionSampling>(),
                                                       s);
    };
    if (const auto* own = dynamic_cast<const PositionSampling*>(&puzzle))
        return unowned(own);
    // The contest puzzles by their key, and only the contest puzzle objects: a
    // definition of the same key may number its cells otherwise.
    static const ClocksSampling clocks;
    static const MagicSquareSampling square;
    static const RotationSampling rotation;
    static const std::pair<std::string_view, const PositionSampling*> contest[] = {
        {"clocks", &clocks}, {"msquare", &square}, {"rotation", &rotation}};
    const std::string key = puzzle.key();
    if (!isContestPuzzle(puzzle)) {
        // The definition a session holds for a contest puzzle (the same definition,
        // any goal the person set: a goal's own puzzle is a copy of it).
        const Puzzle* contestObject = puzzleByKey(key);
        const auto held = contestObject ? sessionPuzzleOf(sharedPuzzle(*contestObject)) : nullptr;
        const auto entry = puzzle.entry();
        const auto goal = puzzle.goalPosition();
        if (!held || !entry || !entry->bundled || !held->entry() ||
            held->entry()->sha256 != entry->sha256 || !goal)
            return nullptr;
        using Make = std::shared_ptr<const PositionSampling> (*)(const Position&);
        static const std::pair<std::string_view, Make> withGoal[] = {
            {"msquare", [](const Position& g) -> std::shared_ptr<const PositionSampling> {
                 return std::make_shared<const MagicSquareGoalSampling>(g);
             }}};
        for (const auto& [k, make] : withGoal)
            if (k == key)
                return make(*goal);
        return nullptr;
    }
    for (const auto& [k, sampling] : contest)
        if (k == key)
            return unowned(sampling);
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

std::optional<Position> sampleRotationPatternBoard(int patternDistance, std::mt19937_64& rng,
                                                   int* label)
{
    if (patternDistance < 0 || patternDistance > rotation::kMaxPatternDistance)
        return std::nullopt;
    if (patternDistance > kRotationMaxBoardDistance)
        return rotationFarthestPatternBoard(patternDistance, rng, label);
    // A board at distance d has every label at least d away and one exactly d away.
    std::optional<Position> board = rotationAt(patternDistance, rng);
    if (!board)
        return std::nullopt;
    std::vector<int> exact;
    for (int l = 1; l <= 3; ++l)
        if (rotationLabelDistance(*board, l) == patternDistance)
            exact.push_back(l);
    if (label)
        *label = exact.empty() ? 0 : exact[below(rng, exact.size())];
    return board;
}

int rotationLabelDistance(const Position& board, int label)
{
    if (label < 1 || label > 3 || !puzzleByKey("rotation")->validate(board).empty())
        return -1;
    return RotationPatternTable::instance().distance(
        rotationPatterns(board)[std::size_t(label - 1)]);
}

}  // namespace pl
