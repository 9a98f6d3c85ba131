// What a pasted (or dropped) text is: a whole solution file, a position (the
// --position format, with the goal where the person sets it) of the puzzle shown or of
// the first puzzle of the list it fits, or else a sequence of the shown puzzle's moves
// (SPEC 8.4: its move names, powers such as R2', names its file gives to sequences),
// played from the position shown.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <QCoreApplication>
#include <QString>

#include "core/puzzle.h"
#include "ui/solution_io.h"

namespace pl {

struct PastedText {
    QString error;                          // why it is neither; nothing else filled
    std::optional<SavedSolution> solution;  // a whole solution file
    std::shared_ptr<const Puzzle> puzzle;   // else the puzzle the position is of
    Position position;
    Position goal;        // no cells: the goal stays
    bool played = false;  // `position` is where the pasted moves lead from `shown`'s

    // Reads `text` against `puzzles`, `shown` first; `current` is the position `shown`
    // has on the board (moves are played from it).
    static PastedText read(const QString& text,
                           const std::vector<std::shared_ptr<const Puzzle>>& puzzles,
                           const std::shared_ptr<const Puzzle>& shown, const Position& current);

private:
    Q_DECLARE_TR_FUNCTIONS(pl::PastedText)
};

}  // namespace pl
