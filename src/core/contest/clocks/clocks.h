// The Clocks (IOI 1994, USACO "clocks") as an add-on of its bundled definition: the
// move matrix solved modulo 4, packed positions, and the add-on itself. Positions are
// the definition's: nine dials A..I, each 0..3 quarter turns past 12.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <memory>

#include "core/contest/add_on.h"

namespace pl {

namespace clocks {

inline constexpr int kClockCount = 9;
inline constexpr int kMoveCount = 9;
inline constexpr std::uint32_t kPositionCount = 1u << (2 * kClockCount);  // 4^9

// The clocks (0 = A .. 8 = I) each move turns, from SPEC 1.1.
inline constexpr std::array<std::uint16_t, kMoveCount> kMoveClockBits{
    0b000011011,  // 1: A B D E
    0b000000111,  // 2: A B C
    0b000110110,  // 3: B C E F
    0b001001001,  // 4: A D G
    0b010111010,  // 5: B D E F H
    0b100100100,  // 6: C F I
    0b011011000,  // 7: D E G H
    0b111000000,  // 8: G H I
    0b110110000,  // 9: E F H I
};

// A position packed two bits per clock (clock i in bits 2i, 2i+1); also its rank.
using Packed = std::uint32_t;
[[nodiscard]] Packed pack(const Position& p);  // p must be valid
[[nodiscard]] Position unpack(Packed packed);

// Low bit of every two-bit field, per move: adding it turns those clocks once.
constexpr std::array<Packed, kMoveCount> moveMasks()
{
    std::array<Packed, kMoveCount> masks{};
    for (int mv = 0; mv < kMoveCount; ++mv)
        for (int c = 0; c < kClockCount; ++c)
            if ((kMoveClockBits[mv] >> c) & 1)
                masks[mv] |= Packed{1} << (2 * c);
    return masks;
}
inline constexpr std::array<Packed, kMoveCount> kMoveMasks = moveMasks();

// Inline: the enumeration makes this move for each of the 4^9 count vectors of every
// position it solves (a call into another file made it about twice as slow).
[[nodiscard]] constexpr Packed applyPacked(Packed packed, int move)
{
    // Per two-bit field, +1 mod 4 flips the low bit and flips the high bit when the
    // low bit was set; no carry can leave the field.
    const Packed m = kMoveMasks[static_cast<std::size_t>(move)];
    return packed ^ m ^ ((packed & m) << 1);
}

// How many times (0..3) each move is made in the one shortest solution (SPEC 1.1:
// the move matrix is invertible modulo 4, so this is unique). p must be valid.
using MoveCounts = std::array<std::uint8_t, kMoveCount>;
[[nodiscard]] MoveCounts solveCounts(const Position& p);
// The moves in ascending order: the smallest of the shortest sequences.
[[nodiscard]] std::vector<int> movesFromCounts(const MoveCounts& counts);

// Traits for search::breadthFirst over all 4^9 positions.
struct ClocksSpace {
    using State = Packed;
    [[nodiscard]] std::size_t stateCount() const { return kPositionCount; }
    [[nodiscard]] int moveCount() const { return kMoveCount; }
    [[nodiscard]] std::uint32_t rank(State s) const { return s; }
    [[nodiscard]] State apply(State s, int move) const { return applyPacked(s, move); }
};

// The Clocks' add-on (core/contest/add_on.h): engines clocks-linear, clocks-enumerate
// and clocks-bfs, the judge format, clock notation ("9 9 12 6 6 6 6 3 6") and a
// sampler that draws uniformly at any distance.
std::shared_ptr<const ContestAddOn> addOn();

}  // namespace clocks

}  // namespace pl
