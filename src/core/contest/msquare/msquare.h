// Magic Squares (USACO "msquare") as an add-on of its bundled definition: boards of
// the eight tiles in the judge's reading order, the one breadth-first table, and the
// add-on itself. The definition's position is the board (8 cells), its goal the target.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include <memory>

#include "core/contest/add_on.h"

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

// Magic Squares' add-on (core/contest/add_on.h): engines msquare-table and
// msquare-bfs, the judge format (cases are targets), the contest's 16-number form
// (board, then target) of old files and pastes, and boards at a chosen distance from
// any target.
std::shared_ptr<const ContestAddOn> addOn();

}  // namespace msquare

}  // namespace pl
