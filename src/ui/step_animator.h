// The animator of a board: shows a step of a session (one move, several in a row, or
// an undo of them) as move animations one after another on a BoardWidget, queued when
// a step goes on from where the running one is heading, faster when there are many.
#pragma once

#include <deque>
#include <functional>
#include <vector>

#include <QObject>

#include "core/puzzle.h"

namespace pl {

class BoardWidget;

class StepAnimator : public QObject {
    Q_OBJECT
public:
    // `apply` is the board's total apply function (unchanged where a move cannot be
    // played); `playable(from, move, to)` says whether a move that left the position
    // unchanged was really played (a dial turned a full circle) or refused.
    using ApplyFn = std::function<Position(const Position&, int)>;
    using PlayableFn = std::function<bool(const Position& from, int move)>;
    StepAnimator(BoardWidget* board, ApplyFn apply, PlayableFn unchangedIsPlayed);

    // Animation time of one move in ms; 0 shows every step at once.
    void setDuration(int ms);
    [[nodiscard]] int duration() const { return durationMs_; }
    // See DefinitionBoard::showStep.
    void showStep(const Position& before, const std::vector<int>& moves, const Position& after);
    // Lands every running and queued animation on its final position.
    void finishAll();
    // Forgets the queue (the board is given a position of its own).
    void drop() { queue_.clear(); }

private:
    struct Step {
        Position before;
        int move = -1;
        Position after;
    };
    void startNext();

    BoardWidget* board_;
    ApplyFn apply_;
    PlayableFn unchangedIsPlayed_;
    int durationMs_ = 220;
    std::deque<Step> queue_;  // moves still to animate after the running one
    Position queueTarget_;    // where the queue ends
    int queueLength_ = 0;     // steps in the sequence being played
};

}  // namespace pl
