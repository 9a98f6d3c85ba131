// Which Puzzle objects the window holds for the library's entries. A session belongs to
// its Puzzle object, so the list must keep an object while its definition stays the
// same (the same bytes) and give a changed definition a new one.
#pragma once

#include <memory>
#include <vector>

#include "core/puzzle.h"
#include "core/registry.h"

namespace pl {

using PuzzleList = std::vector<std::shared_ptr<const Puzzle>>;

// The three contest puzzles as the window holds them: each its bundled definition,
// with its add-on (heldContestPuzzle).
[[nodiscard]] PuzzleList windowContestPuzzles();

// The puzzles of `entries`: the contest puzzles first, then the others in the order
// given. An entry that `shown` already holds with the same definition bytes keeps that
// Puzzle object; an entry without a puzzle is left out.
[[nodiscard]] PuzzleList puzzlesOfEntries(
    const std::vector<std::shared_ptr<const PuzzleEntry>>& entries, const PuzzleList& shown);

}  // namespace pl
