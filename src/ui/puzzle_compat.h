// TRANSITIONAL, the one place above core that names the contest puzzles' enum: core's
// contest solution file (core/solution_file.h, SolutionRecord::kind) takes the puzzle
// as the enum, and core offers no way to name it by key. Goes away once it does.
#pragma once

#include "core/puzzle.h"
#include "core/solution_file.h"

namespace pl::compat {

inline PuzzleKind kindOf(const Puzzle& puzzle)
{
    return contestKind(puzzle).value_or(PuzzleKind::Clocks);
}

// The contest solution file names its puzzle by the enum.
inline void setContestPuzzle(SolutionRecord& record, const Puzzle& puzzle)
{
    record.kind = kindOf(puzzle);
}

}  // namespace pl::compat
