// Magic Squares (USACO "msquare"): rules, text forms, judge format and engines.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/checked_readers.h"
#include "core/puzzle.h"

namespace pl {

namespace msquare {

inline constexpr int kTileCount = 8;
inline constexpr int kMoveCount = 3;
inline constexpr std::uint32_t kStateCount = 40320;  // 8!

// Tiles 1..8 in the judge's clockwise reading order: top row left to right, then the
// bottom row right to left.
using Board = std::array<std::uint8_t, kTileCount>;
inline constexpr Board kStandard{1, 2, 3, 4, 5, 6, 7, 8};

// After move m, cell i holds what cell kMoveSource[m][i] held (SPEC 1.2):
// A swaps the rows, B shifts both rows right, C turns the middle four clockwise.
inline constexpr std::array<std::array<std::uint8_t, kTileCount>, kMoveCount> kMoveSource{{
    {7, 6, 5, 4, 3, 2, 1, 0},
    {3, 0, 1, 2, 5, 6, 7, 4},
    {0, 6, 1, 3, 4, 2, 5, 7},
}};

inline Board applyMove(const Board& b, int move)
{
    const auto& src = kMoveSource[move];
    Board out;
    for (int i = 0; i < kTileCount; ++i)
        out[i] = b[src[i]];
    return out;
}

// Lehmer code (Cantor expansion) of a permutation of 1..8: 0 for kStandard.
inline std::uint32_t lehmerRank(const Board& b)
{
    static constexpr std::array<std::uint32_t, kTileCount> kWeight{5040, 720, 120, 24, 6, 2, 1, 0};
    // Bit counts of 8-bit masks: x86-64's baseline has no popcount instruction, and
    // the library fallback would be most of the cost of a rank.
    static constexpr auto kBits = [] {
        std::array<std::uint8_t, 256> bits{};
        for (int m = 0; m < 256; ++m)
            bits[m] = static_cast<std::uint8_t>(std::popcount(static_cast<unsigned>(m)));
        return bits;
    }();
    std::uint32_t rank = 0;
    unsigned seen = 0;
    for (int i = 0; i < kTileCount - 1; ++i) {
        const unsigned v = b[i] - 1u;
        const unsigned smallerUnseen = v - kBits[seen & ((1u << v) - 1u)];
        rank += smallerUnseen * kWeight[i];
        seen |= 1u << v;
    }
    return rank;
}

// Moves only move cells, so renaming tiles commutes with them: with sigma the renaming
// that turns `board` into kStandard, board -> target takes exactly the sequences that
// kStandard -> sigma(target) takes. Returns sigma(target).
inline Board relabel(const Board& board, const Board& target)
{
    std::array<std::uint8_t, kTileCount + 1> sigma{};
    for (int i = 0; i < kTileCount; ++i)
        sigma[board[i]] = static_cast<std::uint8_t>(i + 1);
    Board out;
    for (int i = 0; i < kTileCount; ++i)
        out[i] = sigma[target[i]];
    return out;
}

// The two halves of a 16-cell position (no checks).
Board boardOf(const Position& p);
Board targetOf(const Position& p);
Position makePosition(const Board& board, const Board& target);

// Traits for search::breadthFirst over the 8! boards.
struct MagicSquareSpace {
    using State = Board;
    [[nodiscard]] std::size_t stateCount() const { return kStateCount; }
    [[nodiscard]] int moveCount() const { return kMoveCount; }
    [[nodiscard]] std::uint32_t rank(const State& s) const { return lehmerRank(s); }
    [[nodiscard]] State apply(const State& s, int move) const { return applyMove(s, move); }
};

// The breadth-first tree of every board from kStandard, moves tried A, B, C and the
// first parent kept: its path to a board is the smallest of the shortest sequences.
// The parent links are walked once, while building, folding each path into 64 bits
// (its length, then 2 bits a letter), so an answer costs one rank and one load.
class MagicSquareTable {
public:
    // Built on first use, once, thread-safe. `buildMsThisCall` gets the build time if
    // this call built it, else 0.
    static const MagicSquareTable& instance(double* buildMsThisCall = nullptr);
    // A fresh table (for measuring the build).
    static MagicSquareTable build();

    // The answer from kStandard to `target`.
    [[nodiscard]] std::vector<int> answer(const Board& target) const
    {
        std::uint64_t path = paths_[lehmerRank(target)];
        std::vector<int> moves(path & kLengthMask);
        for (int& m : moves) {
            path >>= 2;
            m = static_cast<int>((path >> (kLengthBits - 2)) & 3);
        }
        return moves;
    }
    [[nodiscard]] int distance(const Board& target) const
    {
        return static_cast<int>(paths_[lehmerRank(target)] & kLengthMask);
    }
    [[nodiscard]] std::vector<std::uint64_t> histogram() const;
    [[nodiscard]] std::size_t bytes() const { return paths_.capacity() * sizeof(std::uint64_t); }
    [[nodiscard]] double buildMs() const { return buildMs_; }

private:
    static constexpr int kLengthBits = 5;  // lengths up to 22; letters from bit 5 on
    static constexpr std::uint64_t kLengthMask = (1u << kLengthBits) - 1;

    std::vector<std::uint64_t> paths_;  // by Lehmer rank
    double buildMs_ = 0;
};

}  // namespace msquare

// Engines: "table" (default), "bfs".
class MagicSquarePuzzle final : public Puzzle, public CheckedReaders {
public:
    MagicSquarePuzzle();
    [[nodiscard]] std::string key() const override { return "msquare"; }
    [[nodiscard]] std::string title() const override { return "Magic Squares"; }
    [[nodiscard]] int cellCount() const override { return 2 * msquare::kTileCount; }
    [[nodiscard]] const std::vector<std::string>& moveNames() const override { return names_; }

    [[nodiscard]] Position initial() const override;
    // Moves the board half; the target stays.
    [[nodiscard]] Position apply(const Position& p, int move) const override;
    [[nodiscard]] bool isGoal(const Position& p) const override;
    [[nodiscard]] std::string validate(const Position& p) const override;
    [[nodiscard]] Problems validateProblems(const Position& p) const override;
    // The standard board and a random target, as in the judge.
    [[nodiscard]] Position random(std::mt19937_64& rng) const override;

    // "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1" (board / target); 8 numbers alone are the
    // board with the standard target.
    [[nodiscard]] std::string formatPosition(const Position& p) const override;
    [[nodiscard]] Parsed<Position> parsePosition(std::string_view text) const override;
    [[nodiscard]] Checked<Position> parsePositionChecked(std::string_view text) const override;
    [[nodiscard]] std::string formatMoves(const std::vector<int>& moves) const override;
    [[nodiscard]] Parsed<std::vector<int>> parseMoves(std::string_view text) const override;
    [[nodiscard]] Checked<std::vector<int>> parseMovesChecked(std::string_view text) const override;

    [[nodiscard]] std::vector<std::string> engineNames() const override;
    [[nodiscard]] std::unique_ptr<Engine> makeEngine(std::string_view name) const override;

    [[nodiscard]] int distance(const Position& p) const override;
    [[nodiscard]] std::vector<int> optimalMoves(const Position& p) const override;
    [[nodiscard]] std::vector<std::uint64_t> histogram() const override;

    // Cases of 8 numbers (the target; the board is the standard one) to end of input.
    [[nodiscard]] JudgeInput parseJudge(std::string_view text) const override;
    [[nodiscard]] CheckedJudge parseJudgeChecked(std::string_view text) const override;
    [[nodiscard]] std::string formatJudgeAnswer(const Position& p,
                                                const Solution& s) const override;

private:
    std::vector<std::string> names_;
};

const Puzzle& magicSquarePuzzle();

}  // namespace pl
