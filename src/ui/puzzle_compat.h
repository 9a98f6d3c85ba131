// TRANSITIONAL: the models layer still takes the contest puzzles' enum; until it takes
// a Puzzle, the window converts here and nowhere else. Goes away with the models step.
#pragma once

#include "core/puzzle.h"
#include "core/solution_file.h"
#include "models/puzzle_list_model.h"

namespace pl::compat {

inline PuzzleKind kindOf(const Puzzle& puzzle)
{
    return contestKind(puzzle).value_or(PuzzleKind::Clocks);
}

// The puzzle's name as the window shows it: translated for the contest puzzles.
inline QString displayName(const Puzzle& puzzle)
{
    if (contestKind(puzzle))
        return PuzzleListModel::displayName(kindOf(puzzle));
    return QString::fromStdString(puzzle.title());
}

// The contest solution file names its puzzle by the enum.
inline void setContestPuzzle(SolutionRecord& record, const Puzzle& puzzle)
{
    record.kind = kindOf(puzzle);
}

}  // namespace pl::compat
