// The tests name the contest puzzles by their enum where that reads best; the window
// and the dialogs take a puzzle's key or the Puzzle itself. These convert.
#pragma once

#include <memory>

#include <QString>

#include "core/contest_puzzles.h"
#include "core/puzzle.h"
#include "core/session_puzzle.h"
#include "models/puzzle_document.h"

namespace pl::test {

inline QString keyOf(PuzzleKind kind)
{
    return QString::fromStdString(puzzle(kind).key());
}

inline PuzzleKind kindOf(const QString& key)
{
    return *contestKind(*puzzleByKey(key.toStdString()));
}

// A contest puzzle, or the puzzle a window holds for one (sessionPuzzleOf).
inline PuzzleKind kindOf(const Puzzle& p)
{
    const Puzzle* contest = contestFormOf(p);
    return *contestKind(contest ? *contest : p);
}

// A contest puzzle shared without an owner (it is a static).
inline std::shared_ptr<const Puzzle> sharedOf(PuzzleKind kind)
{
    return std::shared_ptr<const Puzzle>(std::shared_ptr<const Puzzle>(), &puzzle(kind));
}

// The puzzle the window holds for a contest puzzle (sessionPuzzleOf): the contest
// puzzle itself, or for Magic Squares its 8-cell definition whose goal is the target.
inline const Puzzle& windowPuzzle(PuzzleKind kind)
{
    return *sessionPuzzleOf(sharedOf(kind));
}

// A document of the window as the contest puzzle's position: its position, with a
// goal the contest keeps inside its position (Magic Squares' target, cells 8..15)
// joined back, so the tests compare with the contest's own text forms.
inline Position contestShown(const PuzzleDocument& document)
{
    Position p = document.position();
    const Puzzle* contest = contestFormOf(*document.basePuzzle());
    if (contest && contest->cellCount() == 2 * static_cast<int>(p.cells.size()))
        p.cells.insert(p.cells.end(), document.goal().cells.begin(), document.goal().cells.end());
    return p;
}

}  // namespace pl::test
