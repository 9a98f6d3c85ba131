// How the models hold a puzzle: as a std::shared_ptr<const Puzzle>, so a session keeps
// the puzzle it started with even when the definition it came from is reloaded. The
// contest puzzles are statics; sharedPuzzle() wraps such a puzzle without owning it.
#pragma once

#include <algorithm>
#include <memory>

#include "core/puzzle.h"

namespace pl {

// A non-owning shared pointer to a puzzle that outlives every model (the contest
// puzzles, a puzzle a test keeps on its stack for the test's length).
[[nodiscard]] inline std::shared_ptr<const Puzzle> sharedPuzzle(const Puzzle& puzzle)
{
    return std::shared_ptr<const Puzzle>(std::shared_ptr<const Puzzle>(), &puzzle);
}

// One of the contest puzzle objects (allPuzzles()): their hand-written formats and
// samplers apply to these objects only, not to a definition that shares a key.
[[nodiscard]] inline bool isContestPuzzle(const Puzzle& puzzle)
{
    const auto& all = allPuzzles();
    return std::find(all.begin(), all.end(), &puzzle) != all.end();
}

}  // namespace pl
