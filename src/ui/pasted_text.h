// What a pasted (or dropped) text is: a whole solution file, or a position (the
// --position format, with the goal where the person sets it) of the puzzle shown or of
// the first puzzle of the list it fits.
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
    Position goal;  // no cells: the goal stays

    // Reads `text` against `puzzles`, `shown` first.
    static PastedText read(const QString& text,
                           const std::vector<std::shared_ptr<const Puzzle>>& puzzles,
                           const std::shared_ptr<const Puzzle>& shown);

private:
    Q_DECLARE_TR_FUNCTIONS(pl::PastedText)
};

}  // namespace pl
