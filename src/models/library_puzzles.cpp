#include "models/library_puzzles.h"

#include "core/definition_puzzle.h"
#include "core/session_puzzle.h"

namespace pl {

PuzzleList windowContestPuzzles()
{
    PuzzleList list;
    // The contest puzzles live as long as the program: shared without an owner. A
    // session holds the shape a contest puzzle asks for (sessionPuzzleOf).
    for (const Puzzle* p : allPuzzles())
        list.push_back(
            sessionPuzzleOf(std::shared_ptr<const Puzzle>(std::shared_ptr<const Puzzle>(), p)));
    return list;
}

PuzzleList puzzlesOfEntries(const std::vector<std::shared_ptr<const PuzzleEntry>>& entries,
                            const PuzzleList& shown)
{
    PuzzleList contest;
    PuzzleList others;
    for (const auto& entry : entries) {
        if (!entry)
            continue;
        std::shared_ptr<const Puzzle> had;
        for (const auto& p : shown)
            if (p->key() == entry->key())
                had = p;
        // The same definition (the same bytes) keeps its Puzzle, and so its session.
        const auto hadEntry = had ? had->entry() : nullptr;
        const auto puzzle = hadEntry && (hadEntry == entry || hadEntry->sha256 == entry->sha256)
                                ? had
                                : sessionPuzzleOf(puzzleFor(entry));
        if (!puzzle)
            continue;
        // A contest puzzle is its own static Puzzle (puzzleFor keeps it), or the one
        // it has a session hold.
        (contestFormOf(*puzzle) ? contest : others).push_back(puzzle);
    }
    contest.insert(contest.end(), others.begin(), others.end());
    return contest;
}

}  // namespace pl
