// How the models hold a puzzle: as a std::shared_ptr<const Puzzle>, so a session keeps
// the puzzle it started with even when the definition it came from is reloaded.
// sharedPuzzle() wraps a puzzle that outlives every model without owning it.
#pragma once

#include <memory>

#include "core/puzzle.h"

namespace pl {

// A non-owning shared pointer to a puzzle that outlives every model (a puzzle a test
// keeps on its stack for the test's length).
[[nodiscard]] inline std::shared_ptr<const Puzzle> sharedPuzzle(const Puzzle& puzzle)
{
    return std::shared_ptr<const Puzzle>(std::shared_ptr<const Puzzle>(), &puzzle);
}

}  // namespace pl
