#pragma once

#include <memory>
#include <vector>

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include "core/puzzle.h"

namespace pl {

class PuzzleDocument;
class TableService;
struct TableAnswer;

// A game played by hand on one document (SPEC 4b): how far the position is from
// solved after every move, whether the last move helped, how many moves have been
// used against the optimum at the start, hints, and the moment the goal is reached.
//
// The game follows the document's undo history rather than the board, so every way of
// moving (buttons, arrows, keys) counts the same, Undo takes a move back instead of
// counting another one, and Redo gives it again. Any change that is not one move (an
// edit, Scramble, Reset, a loaded position, a whole solution applied) starts a new
// game from the position it leads to.
//
// Distances come from the exact tables through the session's own TableService, on a
// worker thread: the first one of a puzzle waits for its table to be built, the
// others come back within a millisecond. While one is on its way measuring() is true,
// the numbers below keep their last values, and changed() follows its arrival.
class PlaySession : public QObject {
    Q_OBJECT
public:
    enum class Verdict { None, Closer, Same, Farther, TakenBack };

    explicit PlaySession(PuzzleDocument* document, QObject* parent = nullptr);

    [[nodiscard]] PuzzleDocument* document() const { return document_; }
    // The document's puzzle.
    [[nodiscard]] const Puzzle& puzzle() const;
    [[nodiscard]] std::shared_ptr<const Puzzle> sharedPuzzle() const;

    // Inactive sessions do not follow the document; activating starts a new game.
    void setActive(bool active);
    [[nodiscard]] bool active() const { return active_; }
    // A new game from the current position.
    void restart();

    // Empty when the position can be played, else why not (e.g. the label counts, the
    // puzzle's table is refused: Puzzle::tableRefusal, or once the tables answered, no
    // moves lead from it to the goal).
    [[nodiscard]] QString problem() const { return problem_; }
    // Moves from solved now; -1 while the position is not valid or before the first
    // answer of the tables.
    [[nodiscard]] int distance() const { return distance_; }
    // The distance of the current position is on its way (see above).
    [[nodiscard]] bool measuring() const { return measuring_; }
    // No table fits this puzzle: every distance is searched for (Puzzle::searchDistance),
    // which can take seconds instead of a millisecond.
    [[nodiscard]] bool searched() const;
    // The largest distance of a position of this puzzle; -1 until the tables said.
    [[nodiscard]] int largestDistance() const { return largest_; }
    // Moves from solved when the game started; -1 when it started on an invalid board.
    [[nodiscard]] int optimum() const { return optimum_; }
    [[nodiscard]] int movesUsed() const { return movesUsed_; }
    [[nodiscard]] int hintsUsed() const { return hintsUsed_; }
    // How the last step changed the distance.
    [[nodiscard]] Verdict verdict() const { return verdict_; }
    [[nodiscard]] bool solved() const { return distance_ == 0; }
    // The goal was reached by hand in this game (and is still shown).
    [[nodiscard]] bool solvedByHand() const { return distance_ == 0 && movesUsed_ > 0; }

    // The time played in this game: it runs while the session is active and the goal
    // is not reached by hand (issue 23, point 14).
    [[nodiscard]] qint64 elapsedMs() const;
    // The undo step of the document's history this game started at (to save it).
    [[nodiscard]] int gameStartIndex() const { return startIndex_; }
    // Takes up a saved game on the document's restored history: it started at undo
    // step `startIndex`, used `hintsUsed` hints and `elapsedMs` of play. Activates the
    // session. False, and a new game starts from the position shown, when the steps
    // done since `startIndex` are not all single moves.
    bool resume(int startIndex, int hintsUsed, qint64 elapsedMs);

    // An optimal next move for the current position (-1 when solved, invalid, or
    // still measuring()); `count` adds it to hintsUsed().
    int hint(bool count = true);
    // Asks the tables for the largest distance (largestDistance()) without starting
    // a game; changed() follows.
    void learnLargestDistance();

signals:
    // After every change of the numbers above.
    void changed();
    // The person has just reached the goal with a new move (not Redo): `moves` used,
    // `optimum` at the start.
    void goalReached(int moves, int optimum);

private:
    void onHistoryChanged();
    void measure(bool newMove, int usedBefore, bool restarting);
    void onAnswer(int id, const TableAnswer& answer);
    // Sets the verdict of the change measured, `before` the distance before it.
    void conclude(int before);
    [[nodiscard]] bool oneMoveApart(const Position& from, const Position& to) const;

    // Runs the clock while the game is on and not solved by hand, stops it otherwise.
    void updateClock();

    PuzzleDocument* document_;
    bool active_ = false;
    qint64 elapsedBefore_ = 0;  // play time before clock_ last started
    QElapsedTimer clock_;       // valid while the clock runs
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

    TableService* tables_ = nullptr;
    bool measuring_ = false;
    int largest_ = -1;
    Position shown_;                 // the position distance_ is about
    std::vector<int> optimalMoves_;  // of shown_
    // What the change being measured was.
    int requestId_ = 0;
    bool pendingNewMove_ = false;
    bool pendingRestart_ = false;
    bool pendingChange_ = false;
    int pendingUsedBefore_ = 0;
};

}  // namespace pl
