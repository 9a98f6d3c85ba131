#include "puzzle_document.h"

#include <QUndoCommand>

#include "core/checked_readers.h"
#include "models/problem_text_tr.h"

namespace pl {

// Stores both positions rather than the operation: positions are a few bytes, and
// restoring the stored "before" cannot drift from what was there, which re-deriving
// it by inverse moves could if an edit was not invertible.
// Moves carry an id so a step can be told apart from an edit that happens to land
// one move away (the play session counts only moves). QUndoStack offers consecutive
// commands of one id to mergeWith(), which by default merges nothing.
constexpr int kMoveCommandId = 1;

class PositionChange : public QUndoCommand {
public:
    PositionChange(PuzzleDocument* document, Position before, Position after, const QString& text,
                   int id = -1)
        : QUndoCommand(text),
          document_(document),
          before_(std::move(before)),
          after_(std::move(after)),
          id_(id)
    {
    }
    void redo() override { document_->assign(after_); }
    void undo() override { document_->assign(before_); }
    [[nodiscard]] int id() const override { return id_; }

private:
    PuzzleDocument* document_;
    Position before_;
    Position after_;
    int id_;
};

PuzzleDocument::PuzzleDocument(std::shared_ptr<const Puzzle> puzzle, QObject* parent)
    : QObject(parent), puzzle_(std::move(puzzle)), position_(puzzle_->initial())
{
    connect(&undoStack_, &QUndoStack::indexChanged, this, [this] {
        if (!resetting_)
            emit historyChanged();
    });
}

bool PuzzleDocument::fits(const Position& position) const
{
    return static_cast<int>(position.cells.size()) == puzzle().cellCount();
}

void PuzzleDocument::assign(const Position& position)
{
    if (position == position_)
        return;
    position_ = position;
    emit positionChanged();
}

bool PuzzleDocument::setPosition(const Position& position, const QString& text)
{
    if (!fits(position))
        return false;
    if (position != position_)
        undoStack_.push(new PositionChange(this, position_, position, text));
    return true;
}

bool PuzzleDocument::applyMove(int move)
{
    const auto& names = puzzle().moveNames();
    if (move < 0 || move >= static_cast<int>(names.size()) || !puzzle().isLegal(position_, move))
        return false;
    const Position after = puzzle().apply(position_, move);
    // A move that changes nothing (possible on a board of equal labels) is still a
    // move the person made, so it gets its own step and shows in the undo history.
    undoStack_.push(new PositionChange(
        this, position_, after,
        tr("Move %1").arg(QString::fromStdString(names[static_cast<std::size_t>(move)])),
        kMoveCommandId));
    return true;
}

bool PuzzleDocument::lastStepIsMove() const
{
    const int index = undoStack_.index();
    const QUndoCommand* last = index > 0 ? undoStack_.command(index - 1) : nullptr;
    return last && last->id() == kMoveCommandId;
}

bool PuzzleDocument::applySolution(const std::vector<int>& moves)
{
    const int moveCount = static_cast<int>(puzzle().moveNames().size());
    for (int m : moves)
        if (m < 0 || m >= moveCount)
            return false;
    if (moves.empty())
        return true;
    Position after = position_;
    for (int m : moves) {
        if (!puzzle().isLegal(after, m))
            return false;
        after = puzzle().apply(after, m);
    }
    const QString text = moves.size() == 1 ? tr("Apply solution (1 move)")
                                           : tr("Apply solution (%1 moves)").arg(moves.size());
    undoStack_.push(new PositionChange(this, position_, after, text));
    return true;
}

bool PuzzleDocument::resetTo(const Position& position)
{
    if (!fits(position))
        return false;
    resetting_ = true;
    undoStack_.clear();
    resetting_ = false;
    assign(position);
    emit historyChanged();
    return true;
}

QString PuzzleDocument::validationMessage() const
{
    return QString::fromStdString(puzzle().validate(position_));
}

QString PuzzleDocument::validationText() const
{
    return i18n::firstProblemLine(validateProblems(puzzle(), position_));
}

bool PuzzleDocument::canSolve() const
{
    return puzzle().validate(position_).empty();
}

bool PuzzleDocument::isSolved() const
{
    return canSolve() && puzzle().isGoal(position_);
}

}  // namespace pl
