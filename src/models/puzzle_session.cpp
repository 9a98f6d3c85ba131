#include "models/puzzle_session.h"

#include <QUndoCommand>

namespace pl {

class SessionStep : public QUndoCommand {
public:
    SessionStep(PuzzleSession* session, Position beforePosition, def::Goal beforeGoal,
                Position afterPosition, def::Goal afterGoal, std::vector<int> moves,
                const QString& text)
        : QUndoCommand(text),
          session_(session),
          beforePosition_(std::move(beforePosition)),
          beforeGoal_(std::move(beforeGoal)),
          afterPosition_(std::move(afterPosition)),
          afterGoal_(std::move(afterGoal)),
          moves_(std::move(moves))
    {
    }
    void redo() override { session_->assign(afterPosition_, afterGoal_); }
    void undo() override { session_->assign(beforePosition_, beforeGoal_); }
    [[nodiscard]] const std::vector<int>& moves() const { return moves_; }

private:
    PuzzleSession* session_;
    Position beforePosition_;
    def::Goal beforeGoal_;
    Position afterPosition_;
    def::Goal afterGoal_;
    std::vector<int> moves_;
};

PuzzleSession::PuzzleSession(std::shared_ptr<const PuzzleEntry> entry, EngineService* service,
                             QObject* parent)
    : QObject(parent),
      entry_(std::move(entry)),
      service_(service),
      position_(entry_->rules->start()),
      goal_(entry_->rules->goal())
{
    if (!service_) {
        ownService_ = std::make_unique<EngineService>();
        service_ = ownService_.get();
    }
    connect(service_, &EngineService::finished, this, &PuzzleSession::onFinished);
    connect(service_, &EngineService::progress, this, [this](int id, const Progress& report) {
        if (id == requestId_ && status_ == Status::Solving)
            emit progress(report);
    });
}

PuzzleSession::~PuzzleSession()
{
    if (status_ == Status::Solving)
        service_->cancel(requestId_);
}

void PuzzleSession::assign(const Position& position, const def::Goal& goal)
{
    const bool positionMoved = position != position_;
    const bool goalMoved = !(goal == goal_);
    if (!positionMoved && !goalMoved)
        return;
    // Any change makes a running search answer a question nobody asks any more.
    if (status_ == Status::Solving)
        stop();
    position_ = position;
    goal_ = goal;
    // A result belongs to the position it was asked for: it shows again when undo
    // comes back to that position, and nothing stale shows anywhere else.
    if (status_ != Status::Solving)
        setStatus(settledStatus());
    if (positionMoved)
        emit positionChanged();
    if (goalMoved)
        emit goalChanged();
}

bool PuzzleSession::setPosition(const Position& position, const QString& text)
{
    if (static_cast<int>(position.cells.size()) != rules().cellCount())
        return false;
    if (position != position_)
        undoStack_.push(new SessionStep(this, position_, goal_, position, goal_, {}, text));
    return true;
}

bool PuzzleSession::setGoal(const def::Goal& goal, const QString& text)
{
    if (!entry_->def().editableGoal || !rules().validateGoal(goal).empty())
        return false;
    if (!(goal == goal_))
        undoStack_.push(new SessionStep(this, position_, goal_, position_, goal, {}, text));
    return true;
}

bool PuzzleSession::playMove(int move)
{
    if (move < 0 || move >= rules().moveCount() || !rules().validate(position_).empty() ||
        !rules().legal(position_, move))
        return false;
    const Position after = rules().apply(position_, move);
    // A move that changes nothing still counts: it is a step the person made.
    undoStack_.push(new SessionStep(this, position_, goal_, after, goal_, {move},
                                    tr("Move %1").arg(QString::fromStdString(
                                        rules().moveNames()[static_cast<std::size_t>(move)]))));
    return true;
}

const std::vector<int>* PuzzleSession::solution() const
{
    if (!result_ || result_->answer.outcome != Outcome::Solved ||
        result_->request.position != position_ || !(result_->request.goal == goal_))
        return nullptr;
    return &result_->answer.moves;
}

bool PuzzleSession::applySolution()
{
    const std::vector<int>* moves = solution();
    if (!moves || moves->empty())
        return false;
    const std::vector<int> played = *moves;
    Position after = position_;
    for (int m : played)
        after = rules().apply(after, m);
    undoStack_.push(
        new SessionStep(this, position_, goal_, after, goal_, played,
                        tr("Apply solution (%n moves)", nullptr, static_cast<int>(played.size()))));
    return true;
}

std::vector<int> PuzzleSession::lastStepMoves() const
{
    const int index = undoStack_.index();
    if (index <= 0)
        return {};
    const auto* step = dynamic_cast<const SessionStep*>(undoStack_.command(index - 1));
    return step ? step->moves() : std::vector<int>{};
}

Problems PuzzleSession::problems() const
{
    Problems out = rules().validate(position_);
    if (entry_->def().editableGoal) {
        Problems goal = rules().validateGoal(goal_);
        out.insert(out.end(), goal.begin(), goal.end());
    }
    return out;
}

std::optional<GoalReached> PuzzleSession::reached() const
{
    if (!rules().validate(position_).empty())
        return std::nullopt;
    return rules().reached(position_, goal_);
}

QStringList PuzzleSession::engineNames() const
{
    return EngineService::engineNames(*entry_);
}

bool PuzzleSession::solve(const QString& engine)
{
    if (!canSolve())
        return false;
    requestId_ = service_->solve(entry_, SolveRequest{position_, goal_}, engine);
    setStatus(Status::Solving);
    return true;
}

void PuzzleSession::stop()
{
    if (status_ == Status::Solving)
        service_->cancel(requestId_);
}

void PuzzleSession::setStatus(Status status)
{
    if (status == status_)
        return;
    status_ = status;
    emit statusChanged();
}

void PuzzleSession::onFinished(int id, const EngineResult& result)
{
    if (id != requestId_)
        return;  // another session's request, or one this session superseded
    // A search an edit stopped answered nothing worth remembering: coming back to its
    // position by undo must not say "stopped".
    const bool stoppedByEdit =
        result.answer.outcome == Outcome::Cancelled &&
        (result.request.position != position_ || !(result.request.goal == goal_));
    if (!stoppedByEdit)
        result_ = result;
    setStatus(settledStatus());
}

PuzzleSession::Status PuzzleSession::settledStatus() const
{
    if (!result_ || result_->request.position != position_ || !(result_->request.goal == goal_))
        return Status::Idle;
    switch (result_->answer.outcome) {
    case Outcome::Solved:
        return Status::Solved;
    case Outcome::Unsolvable:
        return Status::Unsolvable;
    case Outcome::Cancelled:
        return Status::Stopped;
    case Outcome::Failed:
        break;
    }
    return Status::Failed;
}

std::string PuzzleSession::solutionFileText() const
{
    const std::vector<int>* moves = solution();
    if (!moves)
        return {};
    DefinitionSolution s;
    s.puzzle = entry_->key();
    s.definition = entry_->sha256;
    s.position = position_;
    s.goal = goal_;
    s.moves = *moves;
    s.reached = result_->answer.reached;
    s.engine = result_->engine.toStdString();
    s.nodes = result_->answer.stats.nodes;
    s.timeMs = result_->answer.stats.wallMs;
    return writeDefinitionSolution(*entry_, s);
}

Checked<ReadSolution> PuzzleSession::openSolution(std::string_view text)
{
    const auto entry = entry_;
    Checked<ReadSolution> read = readDefinitionSolution(
        text, [entry](std::string_view key) { return key == entry->key() ? entry : nullptr; });
    if (!read)
        return read;
    const DefinitionSolution& s = read.value->solution;
    if (s.position != position_ || !(s.goal == goal_))
        undoStack_.push(
            new SessionStep(this, position_, goal_, s.position, s.goal, {}, tr("Open solution")));
    EngineResult result;
    result.engine = QString::fromStdString(s.engine);
    result.request = SolveRequest{s.position, s.goal};
    result.answer.outcome = Outcome::Solved;
    result.answer.moves = s.moves;
    result.answer.reached = s.reached;
    result.answer.stats.nodes = s.nodes;
    result.answer.stats.wallMs = s.timeMs;
    result_ = std::move(result);
    setStatus(settledStatus());
    return read;
}

}  // namespace pl
