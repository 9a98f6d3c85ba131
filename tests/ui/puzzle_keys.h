// The window tests name the contest puzzles by their enum where that reads best
// (contest_kinds.h); the window and the dialogs take a puzzle's key or the Puzzle
// itself. These convert.
#pragma once

#include <memory>
#include <string_view>

#include <QString>
#include <QtGlobal>

#include "contest_kinds.h"
#include "core/judge_case.h"
#include "core/puzzle.h"
#include "models/puzzle_document.h"

namespace pl::test {

inline QString keyOf(PuzzleKind kind)
{
    return QString::fromStdString(contestKey(kind));
}

inline PuzzleKind kindOf(const QString& key)
{
    for (const PuzzleKind kind : kContestKinds)
        if (keyOf(kind) == key)
            return kind;
    qFatal("'%s' is no contest puzzle", qPrintable(key));
}

inline PuzzleKind kindOf(const Puzzle& p)
{
    return kindOf(QString::fromStdString(p.key()));
}

// The puzzle the window holds for a contest puzzle: its bundled definition.
inline std::shared_ptr<const Puzzle> sharedOf(PuzzleKind kind)
{
    return heldPuzzle(kind);
}

inline const Puzzle& windowPuzzle(PuzzleKind kind)
{
    return puzzle(kind);
}

// A document as a case of the contest: its position, with its goal where the person
// sets the goal (Magic Squares' target), so the tests compare with the contest's
// notation (contestCase, contestText).
inline JudgeCase caseShown(const PuzzleDocument& document)
{
    JudgeCase c{document.position(), std::nullopt};
    if (document.basePuzzle()->editableGoal())
        c.goal = document.goal();
    return c;
}

// A case as one row of cells, the goal's after the position's: how these tests compare
// whole cases (Magic Squares' board and target, as the contest writes them together).
inline Position joined(const JudgeCase& c)
{
    Position p = c.position;
    if (c.goal)
        p.cells.insert(p.cells.end(), c.goal->cells.begin(), c.goal->cells.end());
    return p;
}

inline Position contestShown(const PuzzleDocument& document)
{
    return joined(caseShown(document));
}

// The contest's notation read as one row of cells (joined()).
inline Position contestParsed(PuzzleKind kind, std::string_view text)
{
    return joined(contestCase(kind, text));
}

// joined() undone: a row of twice the puzzle's cells is the position and the goal.
inline JudgeCase split(PuzzleKind kind, const Position& row)
{
    const auto n = static_cast<std::size_t>(puzzle(kind).cellCount());
    if (row.cells.size() != 2 * n)
        return JudgeCase{row, std::nullopt};
    JudgeCase c;
    c.position.cells.assign(row.cells.begin(), row.cells.begin() + static_cast<std::ptrdiff_t>(n));
    c.goal = Position{{row.cells.begin() + static_cast<std::ptrdiff_t>(n), row.cells.end()}};
    return c;
}

// The distance of what a document shows, to its goal.
inline int distanceShown(PuzzleKind kind, const PuzzleDocument& document)
{
    const JudgeCase c = caseShown(document);
    return solverFor(kind, c)->distance(c.position);
}

}  // namespace pl::test
