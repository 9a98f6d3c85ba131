#include "models/library_puzzles.h"

#include "core/contest/add_on.h"
#include "core/definition_puzzle.h"

namespace pl {

PuzzleList windowContestPuzzles()
{
    // Each contest puzzle's bundled definition, with its add-on: the one object the
    // program holds for it (core/definition_puzzle.h).
    return heldContestPuzzles();
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
        // A bundled contest definition is the one object the program holds for it.
        const auto heldOne = addOnOf(*entry) ? heldContestPuzzle(entry->key()) : nullptr;
        const auto puzzle = hadEntry && (hadEntry == entry || hadEntry->sha256 == entry->sha256)
                                ? had
                            : heldOne ? heldOne
                                      : puzzleFor(entry);
        if (!puzzle)
            continue;
        (puzzle == heldContestPuzzle(puzzle->key()) ? contest : others).push_back(puzzle);
    }
    contest.insert(contest.end(), others.begin(), others.end());
    return contest;
}

}  // namespace pl
