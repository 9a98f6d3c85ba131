// A game in progress as a file (issue 23, point 14; File > Save Game and Open Game, and
// the game each puzzle had when the program last quit): the position it started from,
// every step of its undo history (moves by name, edits as the positions they led to,
// each with its undo name), how many are done, and the play-by-hand game with its hints
// and time. Plain text, one "key: value" a line after the header "PuzzleLab game 1".
#pragma once

#include <memory>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <vector>
#include "models/puzzle_document.h"

namespace pl {

struct SavedGame {
    std::shared_ptr<const Puzzle> puzzle;  // the window's puzzle of that key
    PuzzleDocument::History history;
    // Play by Hand was on: the game started at undo step `gameStart`, with `hintsUsed`
    // hints and `elapsedMs` of play so far.
    bool playing = false;
    int gameStart = 0;
    int hintsUsed = 0;
    qint64 elapsedMs = 0;
};

class SavedGames {
public:
    using PuzzleList = std::vector<std::shared_ptr<const Puzzle>>;

    Q_DECLARE_TR_FUNCTIONS(pl::SavedGames)

public:
    // Larger files are refused unread: a game of a hundred thousand steps is smaller.
    static constexpr qint64 kMaxBytes = 32 * 1024 * 1024;

    // The file's text. `puzzle` is the document's base puzzle (its key and text forms).
    [[nodiscard]] static QByteArray text(const SavedGame& game);
    // Reads `bytes` for one of `puzzles` (by key): empty and `*game` filled, or what is
    // wrong, one problem a line ("line 7: ..."), and `*game` untouched.
    [[nodiscard]] static QString read(const QByteArray& bytes, const PuzzleList& puzzles,
                                      SavedGame* game);
    // The file name offered when saving, e.g. "eight-puzzle-game.plgame".
    [[nodiscard]] static QString suggestedName(const Puzzle& puzzle);
};

}  // namespace pl
