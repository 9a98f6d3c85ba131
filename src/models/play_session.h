#pragma once

#include <vector>

#include <QObject>
#include <QString>

#include "core/puzzle.h"

namespace pl {

class PuzzleDocument;

// A game played by hand on one document (SPEC 4b): how far the position is from
// solved after every move, whether the last move helped, how many moves have been
// used against the optimum at the start, hints, and the moment the goal is reached.
//
// The game follows the document's undo history rather than the board, so every way of
// moving (buttons, arrows, keys) counts the same, Undo takes a move back instead of
// counting another one, and Redo gives it again. Any change that is not one move (an
// edit, Scramble, Reset, a loaded position, a whole solution applied) starts a new
// game from the position it leads to.
class PlaySession : public QObject {
    Q_OBJECT
public:
    enum class Verdict { None, Closer, Same, Farther, TakenBack };

    explicit PlaySession(PuzzleDocument* document, QObject* parent = nullptr);

    [[nodiscard]] PuzzleDocument* document() const { return document_; }
    [[nodiscard]] PuzzleKind kind() const;

    // Inactive sessions do not follow the document; activating starts a new game.
    void setActive(bool active);
    [[nodiscard]] bool active() const { return active_; }
    // A new game from the current position.
    void restart();

    // Empty when the position can be played, else why not (e.g. the label counts).
    [[nodiscard]] QString problem() const { return problem_; }
    // Moves from solved now; -1 while the position is not valid.
    [[nodiscard]] int distance() const { return distance_; }
    // Moves from solved when the game started; -1 when it started on an invalid board.
    [[nodiscard]] int optimum() const { return optimum_; }
    [[nodiscard]] int movesUsed() const { return movesUsed_; }
    [[nodiscard]] int hintsUsed() const { return hintsUsed_; }
    // How the last step changed the distance.
    [[nodiscard]] Verdict verdict() const { return verdict_; }
    [[nodiscard]] bool solved() const { return distance_ == 0; }
    // The goal was reached by hand in this game (and is still shown).
    [[nodiscard]] bool solvedByHand() const { return distance_ == 0 && movesUsed_ > 0; }

    // An optimal next move for the current position (-1 when solved or invalid);
    // `count` adds it to hintsUsed().
    int hint(bool count = true);

signals:
    // After every change of the numbers above.
    void changed();
    // The person has just reached the goal with a new move (not Redo): `moves` used,
    // `optimum` at the start.
    void goalReached(int moves, int optimum);

private:
    void onHistoryChanged();
    void measure();
    [[nodiscard]] bool oneMoveApart(const Position& from, const Position& to) const;

    PuzzleDocument* document_;
    bool active_ = false;
    // positions_[k] is the position at undo step startIndex_ + k of this game; the
    // game's steps so far are all single moves.
    int startIndex_ = 0;
    std::vector<Position> positions_;
    QString problem_;
    int distance_ = -1;
    int optimum_ = -1;
    int movesUsed_ = 0;
    int hintsUsed_ = 0;
    Verdict verdict_ = Verdict::None;
};

}  // namespace pl
