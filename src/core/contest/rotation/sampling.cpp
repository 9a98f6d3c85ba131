#include "core/contest/rotation/sampling.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "core/contest/rotation/census.h"
#include "core/contest/rotation/pattern_table.h"
#include "core/contest/rotation/rotation.h"

namespace pl {

namespace {

constexpr int kRotationMaxBoardDistance = 13;
// Random boards tried before building one: about a millisecond, enough for every
// distance holding at least ~1/1000 of the boards.
constexpr int kRotationSamples = 4000;
constexpr int kRotationWalks = 2000;

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
    const std::vector<Position> hardest = rotation::rotationHardestBoards();
    if (distance == kRotationMaxBoardDistance)
        return hardest[drawBelow(rng, hardest.size())];

    for (int i = 0; i < kRotationSamples; ++i) {
        Position board = rotation::randomBoard(rng);
        if (rotation::boardDistance(board) == distance)
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
                move = int(drawBelow(rng, rotation::kMoves));
            } while (last >= 0 && move == rotation::kInverse[last]);
            board = rotation::applyToBoard(board, move);
            last = move;
        }
        if (rotation::boardDistance(board) == distance)
            return board;
    }
    // Always succeeds: every optimal move from a board at 13 lands at 12, and so on.
    Position board = hardest[drawBelow(rng, hardest.size())];
    while (rotation::boardDistance(board) > distance) {
        const std::vector<int> moves = rotation::optimalBoardMoves(board);
        board = rotation::applyToBoard(board, moves[drawBelow(rng, moves.size())]);
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
    const std::vector<Position> hardest = rotation::rotationHardestBoards();
    for (const Position& board : hardest)
        for (int l = 1; l <= 3; ++l)
            if (rotationLabelDistance(board, l) == patternDistance)
                hardestWithLabel.emplace_back(&board, l);
    if (!hardestWithLabel.empty()) {
        const auto& [board, l] = hardestWithLabel[drawBelow(rng, hardestWithLabel.size())];
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
            if (score >= bestScore && drawBelow(rng, ++ties) == 0) {
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
    [[nodiscard]] std::vector<std::uint64_t> patternHistogram() const override
    {
        return RotationPatternTable::instance().histogram();
    }
    [[nodiscard]] std::uint64_t censusTotal() const override { return kRotationBoardCount; }
    [[nodiscard]] std::vector<std::uint64_t> census(const ProgressFn& progress,
                                                    const CancelToken& cancel) const override
    {
        return rotationCensus(progress, cancel);
    }
};

}  // namespace

std::shared_ptr<const PositionSampling> rotationSampling()
{
    static const auto sampling = std::make_shared<const RotationSampling>();
    return sampling;
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
        *label = exact.empty() ? 0 : exact[drawBelow(rng, exact.size())];
    return board;
}

int rotationLabelDistance(const Position& board, int label)
{
    if (label < 1 || label > 3 || !rotation::boardProblems(board).empty())
        return -1;
    return RotationPatternTable::instance().distance(
        rotation::rotationPatterns(board)[std::size_t(label - 1)]);
}

}  // namespace pl
