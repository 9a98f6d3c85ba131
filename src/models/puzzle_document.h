#pragma once

#include <memory>
#include <vector>

#include <QObject>
#include <QString>
#include <QUndoStack>

#include "core/puzzle.h"
#include "models/shared_puzzle.h"

namespace pl {

// One open puzzle: its current position and the undo history of everything that
// changed it. Every change is a position-to-position step on the undo stack, so undo
// and redo restore positions exactly, whatever produced them (a click, a scramble, a
// move, a whole solution). Moves go through Puzzle::apply and nothing else.
//
// Any puzzle: the document holds it by a shared pointer, so a definition reloaded
// while the document is open leaves this document on the puzzle it started with.
//
// Edits may leave the position not solvable yet (a Rotation board whose label counts
// are not 8/8/8 while the person is still painting it): that is allowed, and
// validationMessage() / canSolve() say so. Only a position of the wrong size, which
// no edit can produce, is refused.
class PuzzleDocument : public QObject {
    Q_OBJECT
public:
    // Starts at puzzle->initial(). `puzzle` must not be null.
    explicit PuzzleDocument(std::shared_ptr<const Puzzle> puzzle, QObject* parent = nullptr);

    [[nodiscard]] const Puzzle& puzzle() const { return *puzzle_; }
    [[nodiscard]] const std::shared_ptr<const Puzzle>& sharedPuzzle() const { return puzzle_; }
    [[nodiscard]] const Position& position() const { return position_; }
    [[nodiscard]] QUndoStack* undoStack() { return &undoStack_; }

    // An edit (clicking a cell, Scramble, Reset, opening a file): one undo step with
    // `text` as its undo-menu name. False (and nothing changes) for a position of the
    // wrong size; a position equal to the current one changes nothing and adds no step.
    bool setPosition(const Position& position, const QString& text);
    // One move by index; one undo step. False (nothing changes) when the index is not
    // a move or the move is not legal here (Puzzle::isLegal: a sliding puzzle's tile
    // must be next to the blank).
    bool applyMove(int move);
    // The step just done (or redone) is a move of applyMove, not an edit or a solution.
    [[nodiscard]] bool lastStepIsMove() const;
    // A whole solution as ONE undo step. False (nothing changes) when a move is not a
    // move or not legal where it is played. An empty list changes nothing.
    bool applySolution(const std::vector<int>& moves);

    // Empty when the position is valid, else Puzzle::validate's sentence.
    [[nodiscard]] QString validationMessage() const;
    // The same in the user's language (worded from core's structured problems).
    [[nodiscard]] QString validationText() const;
    // The position is valid, so an engine will accept it.
    [[nodiscard]] bool canSolve() const;
    // Valid and at the goal.
    [[nodiscard]] bool isSolved() const;

    // Replace position and history at once (e.g. switching to a freshly loaded
    // document where undoing back into the old one would be wrong). Not undoable.
    bool resetTo(const Position& position);

signals:
    // After every change of position, including undo and redo.
    void positionChanged();
    // After every change of position or history, once the undo stack has counted it:
    // during positionChanged() undoStack()->index() may still be the old step, here it
    // is the step the position belongs to. Also after a move that changed nothing.
    void historyChanged();

private:
    friend class PositionChange;
    void assign(const Position& position);
    [[nodiscard]] bool fits(const Position& position) const;

    std::shared_ptr<const Puzzle> puzzle_;
    Position position_;
    QUndoStack undoStack_;
    bool resetting_ = false;  // clearing the stack: the position has not arrived yet
};

}  // namespace pl
