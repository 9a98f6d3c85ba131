// The histogram of `puzzlelab-solve --histogram` (SPEC 7.5) where the table engine's
// ranked space of every valid position does not fit: a breadth-first search backward
// from the goal positions that stores only the positions it reaches, in a hash set.
// Puzzles with few reachable positions among very many valid ones (a cube written as
// stickers: 24!/(4!)^6 valid arrangements, a few million reachable) get their exact
// histogram this way; the rest of the valid positions are counted as unsolvable.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/def/puzzle_def.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/rules/rules.h"

namespace pl {

struct ReachableHistogram {
    Outcome outcome = Outcome::Failed;  // Solved, Cancelled, or Failed (problems)
    std::vector<std::uint64_t> counts;  // counts[d]: positions at distance d from the goal
    std::string unsolvable;             // valid positions that reach no goal, in decimal
    Problems problems;
};

// Fails ("engine.table-memory") when the positions reached, or the goal positions to
// start from, would take more than `maxBytes`. Over pieces, each level is searched on
// `threads` threads (0: one per core; EngineOptions::threads).
[[nodiscard]] ReachableHistogram reachableHistogram(const Rules& rules, const def::Goal& goal,
                                                    std::uint64_t maxBytes,
                                                    const CancelToken& cancel,
                                                    unsigned threads = 0);

}  // namespace pl
