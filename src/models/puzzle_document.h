#pragma once

#include <memory>
#include <random>
#include <utility>
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
// An editableGoal puzzle's document holds the goal too, beside the position: every step
// stores both, so an edit of the goal is undone like any other.
//
// Edits may leave the position not solvable yet (a Rotation board whose label counts
// are not 8/8/8 while the person is still painting it): that is allowed, and
// validationMessage() / canSolve() say so. Only a position of the wrong size, which
// no edit can produce, is refused.
class PuzzleDocument : public QObject {
    Q_OBJECT
public:
    // Starts at puzzle->initial() (and puzzle->goalPosition()). `puzzle` must not be
    // null.
    explicit PuzzleDocument(std::shared_ptr<const Puzzle> puzzle, QObject* parent = nullptr);

    // The puzzle with the document's goal (Puzzle::withGoal): what is solved, scrambled,
    // measured and checked here. The puzzle the document was made with while its goal is
    // that puzzle's own, or while the goal being edited is not a valid one.
    [[nodiscard]] const Puzzle& puzzle() const { return *goalPuzzle_; }
    [[nodiscard]] const std::shared_ptr<const Puzzle>& sharedPuzzle() const { return goalPuzzle_; }
    // The puzzle the document was made with, whatever the goal.
    [[nodiscard]] const std::shared_ptr<const Puzzle>& basePuzzle() const { return puzzle_; }
    [[nodiscard]] const Position& position() const { return position_; }
    [[nodiscard]] QUndoStack* undoStack() { return &undoStack_; }

    // --- the goal (SPEC 7.1 editableGoal: the person sets the target too) ----------
    // Whether the goal is the document's to edit (Puzzle::editableGoal).
    [[nodiscard]] bool hasEditableGoal() const { return editableGoal_; }
    // The goal, a full pattern of the cells beside the position; no cells when the goal
    // cannot be edited.
    [[nodiscard]] const Position& goal() const { return goal_; }
    // A new goal as one undo step named `text`. False (nothing changes) when the goal
    // cannot be edited or has the wrong size; an invalid pattern is allowed while it is
    // being set up (validationText() says why Solve waits). Equal: nothing happens.
    bool setGoal(const Position& goal, const QString& text);
    // Position and goal at once, ONE undo step (opening a file, pasting "position /
    // goal", Reset). A goal of no cells keeps the goal. False (nothing changes) for
    // either of the wrong size.
    bool setPositionAndGoal(const Position& position, const Position& goal, const QString& text);

    // An edit (clicking a cell, Scramble, Reset, opening a file): one undo step with
    // `text` as its undo-menu name. False (and nothing changes) for a position of the
    // wrong size; a position equal to the current one changes nothing and adds no step.
    bool setPosition(const Position& position, const QString& text);
    // Scramble (Puzzle::scramble) as one undo step named `text`: a draw equal to the
    // position shown or at the goal is drawn again (a few times at most), so pressing
    // Scramble changes the board unless the puzzle has almost no positions.
    // True when the position changed.
    bool scramble(std::mt19937_64& rng, const QString& text);
    // One move by index; one undo step. False (nothing changes) when the index is not
    // a move or the move is not legal here (Puzzle::isLegal: a sliding puzzle's tile
    // must be next to the blank).
    bool applyMove(int move);
    // The step just done (or redone) is a move of applyMove, not an edit or a solution.
    [[nodiscard]] bool lastStepIsMove() const;
    // The moves the step just done (or redone) played, as its undo command carries
    // them: one for a move, all of them for a solution, none for an edit.
    [[nodiscard]] std::vector<int> lastStepMoves() const;
    // The moves of the step that made the latest change of position, whether it was
    // done, undone or redone (a view animates the one move from either side); none for
    // an edit or a reset.
    [[nodiscard]] const std::vector<int>& changeMoves() const { return changeMoves_; }
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

    // --- the whole history, to save a game in progress and to open it again -------
    struct Step {
        Position position;       // after the step
        Position goal;           // after the step (no cells: the goal is not editable)
        QString text;            // its undo-menu name
        std::vector<int> moves;  // what it played: one for a move, none for an edit
        bool move = false;       // a move of applyMove (not a solution applied)
    };
    struct History {
        Position start;  // before the first step
        Position startGoal;
        std::vector<Step> steps;
        int done = 0;  // steps done; the rest can be redone
    };
    [[nodiscard]] History history() const;
    // Position, goal and the whole undo history from `history` (not undoable itself).
    // False, and nothing changes, when a position or goal does not fit, a step's moves
    // are not legal where they are played or do not lead to its position, or `done`
    // is out of range.
    bool restoreHistory(const History& history);

    // Replace position and history at once (e.g. switching to a freshly loaded
    // document where undoing back into the old one would be wrong). Not undoable. A
    // goal of no cells keeps the goal; otherwise as setPositionAndGoal().
    bool resetTo(const Position& position, const Position& goal = {});

signals:
    // After every change of position, including undo and redo.
    void positionChanged();
    // After every change of the goal, including undo and redo (after positionChanged()
    // when one step changed both).
    void goalChanged();
    // After every change of position or history, once the undo stack has counted it:
    // during positionChanged() undoStack()->index() may still be the old step, here it
    // is the step the position belongs to. Also after a move that changed nothing.
    void historyChanged();

private:
    friend class PositionChange;
    void assign(const Position& position, const Position& goal);
    [[nodiscard]] bool fits(const Position& position) const;
    [[nodiscard]] std::shared_ptr<const Puzzle> puzzleFor(const Position& goal);

    std::shared_ptr<const Puzzle> puzzle_;
    bool editableGoal_ = false;
    Position position_;
    Position goal_;
    std::shared_ptr<const Puzzle> goalPuzzle_;
    // The puzzles of the goals met lately, so undo and redo between goals find their
    // tables again; the most recent last.
    std::vector<std::pair<Position, std::shared_ptr<const Puzzle>>> goalPuzzles_;
    QUndoStack undoStack_;
    bool resetting_ = false;  // clearing the stack: the position has not arrived yet
    std::vector<int> changeMoves_;
};

}  // namespace pl
