// The tests name the contest puzzles by their enum where that reads best; the window
// and the dialogs take a puzzle's key or the Puzzle itself. These convert.
#pragma once

#include <memory>

#include <QString>

#include "core/contest_puzzles.h"
#include "core/puzzle.h"

namespace pl::test {

inline QString keyOf(PuzzleKind kind)
{
    return QString::fromStdString(puzzle(kind).key());
}

inline PuzzleKind kindOf(const QString& key)
{
    return *contestKind(*puzzleByKey(key.toStdString()));
}

inline PuzzleKind kindOf(const Puzzle& p)
{
    return *contestKind(p);
}

// A contest puzzle shared without an owner (it is a static).
inline std::shared_ptr<const Puzzle> sharedOf(PuzzleKind kind)
{
    return std::shared_ptr<const Puzzle>(std::shared_ptr<const Puzzle>(), &puzzle(kind));
}

}  // namespace pl::test
