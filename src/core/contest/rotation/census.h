// The full census of The Rotation Game: how many of the 24!/(8!)^3 = 9,465,511,770
// boards lie at each optimal distance (a board's distance is the smallest of its
// three label patterns' distances in RotationPatternTable).
#pragma once

#include <cstdint>
#include <vector>

#include "core/puzzle.h"

namespace pl {

inline constexpr std::uint64_t kRotationBoardCount = 9465511770ull;

// Index = distance (0..13 when complete). Runs `threads` workers (0: one per core)
// and returns an empty vector when cancelled (workers stop within milliseconds).
// Progress, from the calling thread about every 50 ms: phase Phase::Census, nodes =
// boards counted so far (out of kRotationBoardCount), depth = whole percent done.
std::vector<std::uint64_t> rotationCensus(const ProgressFn& progress, const CancelToken& cancel,
                                          unsigned threads = 0);

// The census is cut into units: unit u is the u-th pattern (in colex order) that
// holds cell 0, and covers every board whose cell-0 label has that pattern
// (3 x 12,870 = 38,610 boards). rotationCensusUnits counts units [first, last) on
// the calling thread; the full census is all kRotationCensusUnits of them.
inline constexpr std::uint32_t kRotationCensusUnits = 245157;  // C(23, 7)
inline constexpr std::uint64_t kRotationBoardsPerUnit = 38610;
std::vector<std::uint64_t> rotationCensusUnits(std::uint32_t first, std::uint32_t last);
// The pattern of unit u (bit i = cell i).
std::uint32_t rotationCensusUnitPattern(std::uint32_t unit);

}  // namespace pl
