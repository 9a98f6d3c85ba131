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
    struct State {
        Position position;
        Position goal;
    };
    PositionChange(PuzzleDocument* document, State before, State after, const QString& text,
                   int id = -1, std::vector<int> moves = {})
        : QUndoCommand(text),
          document_(document),
          before_(std::move(before)),
          after_(std::move(after)),
          id_(id),
          moves_(std::move(moves))
    {
    }
    void redo() override
    {
        document_->changeMoves_ = moves_;
        document_->assign(after_.position, after_.goal);
    }
    void undo() override
    {
        document_->changeMoves_ = moves_;
        document_->assign(before_.position, before_.goal);
    }
    [[nodiscard]] int id() const override { return id_; }
    [[nodiscard]] const std::vector<int>& moves() const { return moves_; }
    [[nodiscard]] const State& before() const { return before_; }
    [[nodiscard]] const State& after() const { return after_; }

private:
    PuzzleDocument* document_;
    State before_;
    State after_;
    int id_;
    std::vector<int> moves_;  // what the step played: none for an edit
};

PuzzleDocument::PuzzleDocument(std::shared_ptr<const Puzzle> puzzle, QObject* parent)
    : QObject(parent),
      puzzle_(std::move(puzzle)),
      editableGoal_(puzzle_->editableGoal() && puzzle_->goalPosition().has_value()),
      position_(puzzle_->initial()),
      goal_(editableGoal_ ? *puzzle_->goalPosition() : Position{}),
      goalPuzzle_(puzzle_)
{
    connect(&undoStack_, &QUndoStack::indexChanged, this, [this] {
        if (!resetting_)
            emit historyChanged();
    });
}

bool PuzzleDocument::fits(const Position& position) const
{
    return static_cast<int>(position.cells.size()) == puzzle_->cellCount();
}

std::shared_ptr<const Puzzle> PuzzleDocument::puzzleFor(const Position& goal)
{
    if (!editableGoal_ || puzzle_->goalPosition() == goal)
        return puzzle_;
    for (auto it = goalPuzzles_.begin(); it != goalPuzzles_.end(); ++it)
        if (it->first == goal) {
            auto found = std::move(*it);
            goalPuzzles_.erase(it);
            goalPuzzles_.push_back(std::move(found));
            return goalPuzzles_.back().second;
        }
    auto made = puzzle_->withGoal(goal);
    // A pattern that is no goal yet (being set up) leaves the puzzle's own goal to the
    // engines; validationText() says why Solve waits.
    if (!made)
        return puzzle_;
    constexpr std::size_t kKept = 6;
    if (goalPuzzles_.size() >= kKept)
        goalPuzzles_.erase(goalPuzzles_.begin());
    goalPuzzles_.emplace_back(goal, made);
    return made;
}

void PuzzleDocument::assign(const Position& position, const Position& goal)
{
    const bool positionMoved = position != position_;
    const bool goalMoved = goal != goal_;
    if (!positionMoved && !goalMoved)
        return;
    position_ = position;
    if (goalMoved) {
        goal_ = goal;
        goalPuzzle_ = puzzleFor(goal_);
    }
    if (positionMoved)
        emit positionChanged();
    if (goalMoved)
        emit goalChanged();
}

bool PuzzleDocument::setPosition(const Position& position, const QString& text)
{
    if (!fits(position))
        return false;
    if (position != position_)
        undoStack_.push(new PositionChange(this, {position_, goal_}, {position, goal_}, text));
    return true;
}

bool PuzzleDocument::scramble(std::mt19937_64& rng, const QString& text)
{
    // A small puzzle (Lights Out 3x3: 512 positions) draws the position shown or the
    // goal often enough that a person would see Scramble do nothing now and then.
    constexpr int kDraws = 64;
    Position drawn = puzzle().scramble(rng);
    for (int draw = 1; draw < kDraws && (drawn == position_ || puzzle().isGoal(drawn)); ++draw)
        drawn = puzzle().scramble(rng);
    const Position before = position_;
    return setPosition(drawn, text) && position_ != before;
}

bool PuzzleDocument::setGoal(const Position& goal, const QString& text)
{
    if (!editableGoal_ || !fits(goal))
        return false;
    if (goal != goal_)
        undoStack_.push(new PositionChange(this, {position_, goal_}, {position_, goal}, text));
    return true;
}

bool PuzzleDocument::setPositionAndGoal(const Position& position, const Position& goal,
                                        const QString& text)
{
    if (goal.cells.empty() || !editableGoal_)
        return goal.cells.empty() && setPosition(position, text);
    if (!fits(position) || !fits(goal))
        return false;
    if (position != position_ || goal != goal_)
        undoStack_.push(new PositionChange(this, {position_, goal_}, {position, goal}, text));
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
        this, {position_, goal_}, {after, goal_},
        tr("Move %1").arg(QString::fromStdString(names[static_cast<std::size_t>(move)])),
        kMoveCommandId, {move}));
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
    undoStack_.push(new PositionChange(this, {position_, goal_}, {after, goal_}, text, -1, moves));
    return true;
}

std::vector<int> PuzzleDocument::lastStepMoves() const
{
    const int index = undoStack_.index();
    const auto* last =
        index > 0 ? dynamic_cast<const PositionChange*>(undoStack_.command(index - 1)) : nullptr;
    return last ? last->moves() : std::vector<int>{};
}

bool PuzzleDocument::resetTo(const Position& position, const Position& goal)
{
    if (!fits(position) || (!goal.cells.empty() && (!editableGoal_ || !fits(goal))))
        return false;
    resetting_ = true;
    undoStack_.clear();
    resetting_ = false;
    changeMoves_.clear();
    assign(position, goal.cells.empty() ? goal_ : goal);
    emit historyChanged();
    return true;
}

PuzzleDocument::History PuzzleDocument::history() const
{
    History h;
    h.start = position_;
    h.startGoal = goal_;
    h.done = undoStack_.index();
    for (int i = 0; i < undoStack_.count(); ++i) {
        const auto* c = dynamic_cast<const PositionChange*>(undoStack_.command(i));
        if (!c)
            continue;
        if (h.steps.empty()) {
            h.start = c->before().position;
            h.startGoal = c->before().goal;
        }
        h.steps.push_back(Step{c->after().position, c->after().goal, c->text(), c->moves(),
                               c->id() == kMoveCommandId});
    }
    return h;
}

bool PuzzleDocument::restoreHistory(const History& history)
{
    const auto goalFits = [&](const Position& goal) {
        return editableGoal_ ? fits(goal) : goal.cells.empty();
    };
    if (!fits(history.start) || !goalFits(history.startGoal) || history.done < 0 ||
        history.done > static_cast<int>(history.steps.size()))
        return false;
    // Every step checked before anything changes.
    const int moveCount = static_cast<int>(puzzle_->moveNames().size());
    Position at = history.start;
    Position goal = history.startGoal;
    for (const Step& step : history.steps) {
        if (!fits(step.position) || !goalFits(step.goal) || (step.move && step.moves.size() != 1))
            return false;
        if (!step.moves.empty()) {
            const auto puzzle = editableGoal_ ? puzzleFor(goal) : puzzle_;
            const Puzzle& p = *puzzle;
            Position played = at;
            for (int m : step.moves) {
                if (m < 0 || m >= moveCount || !p.isLegal(played, m))
                    return false;
                played = p.apply(played, m);
            }
            if (played != step.position || step.goal != goal)
                return false;
        }
        at = step.position;
        goal = step.goal;
    }
    resetting_ = true;
    undoStack_.clear();
    resetting_ = false;
    changeMoves_.clear();
    assign(history.start, editableGoal_ ? history.startGoal : goal_);
    Position before = history.start;
    Position beforeGoal = editableGoal_ ? history.startGoal : goal_;
    resetting_ = true;  // one historyChanged() at the end, not one per step
    for (const Step& step : history.steps) {
        const Position afterGoal = editableGoal_ ? step.goal : goal_;
        undoStack_.push(new PositionChange(this, {before, beforeGoal}, {step.position, afterGoal},
                                           step.text, step.move ? kMoveCommandId : -1, step.moves));
        before = step.position;
        beforeGoal = afterGoal;
    }
    undoStack_.setIndex(history.done);
    resetting_ = false;
    changeMoves_.clear();
    emit historyChanged();
    return true;
}

QString PuzzleDocument::validationMessage() const
{
    const std::string position = puzzle_->validate(position_);
    if (!position.empty() || !editableGoal_)
        return QString::fromStdString(position);
    const Problems goal = goalProblems(*puzzle_, goal_);
    return goal.empty() ? QString() : QString::fromStdString(problemText(goal.front()));
}

QString PuzzleDocument::validationText() const
{
    Problems problems = validateProblems(*puzzle_, position_);
    if (problems.empty() && editableGoal_)
        problems = goalProblems(*puzzle_, goal_);
    return i18n::firstProblemLine(problems);
}

bool PuzzleDocument::canSolve() const
{
    return puzzle_->validate(position_).empty() &&
           (!editableGoal_ || goalProblems(*puzzle_, goal_).empty());
}

bool PuzzleDocument::isSolved() const
{
    return canSolve() && puzzle().isGoal(position_);
}

}  // namespace pl
