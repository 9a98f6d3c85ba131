#include "models/puzzle_session.h"

#include <QUndoCommand>

#include "core/checked_readers.h"
#include "core/definition_puzzle.h"
#include "models/move_list_model.h"
#include "models/play_session.h"
#include "models/puzzle_document.h"
#include "models/table_service.h"

namespace pl {

PuzzleSession::PuzzleSession(std::shared_ptr<const Puzzle> puzzle, SolveService* service,
                             QObject* parent)
    : QObject(parent),
      base_(std::move(puzzle)),
      document_(new PuzzleDocument(base_, this)),
      moves_(new MoveListModel(this)),
      service_(service ? service : new SolveService(this)),
      engine_(SolveService::defaultEngine(*base_))
{
    connect(document_, &PuzzleDocument::positionChanged, this,
            &PuzzleSession::onDocumentPositionChanged);
    connect(document_, &PuzzleDocument::goalChanged, this, &PuzzleSession::onDocumentGoalChanged);
    connect(service_, &SolveService::progress, this, &PuzzleSession::onProgress);
    connect(service_, &SolveService::finished, this, &PuzzleSession::onFinished);
}

PuzzleSession::PuzzleSession(std::shared_ptr<const PuzzleEntry> entry, SolveService* service,
                             QObject* parent)
    : PuzzleSession(std::make_shared<const DefinitionPuzzle>(std::move(entry)), service, parent)
{
}

PuzzleSession::~PuzzleSession()
{
    if (solving_ && service_)
        service_->cancel(request_.id);
}

const Puzzle& PuzzleSession::puzzle() const
{
    return document_->puzzle();
}

const std::shared_ptr<const Puzzle>& PuzzleSession::sharedPuzzle() const
{
    return document_->sharedPuzzle();
}

std::shared_ptr<const PuzzleEntry> PuzzleSession::sharedEntry() const
{
    return document_->puzzle().entry();
}

const Rules& PuzzleSession::rules() const
{
    const auto entry = sharedEntry();
    Q_ASSERT(entry);
    return *entry->rules;
}

const Position& PuzzleSession::position() const
{
    return document_->position();
}

const Position& PuzzleSession::goal() const
{
    return document_->goal();
}

QUndoStack* PuzzleSession::undoStack() const
{
    return document_->undoStack();
}

// ------------------------------------------------------------------ changes

bool PuzzleSession::setPosition(const Position& position, const QString& text)
{
    return document_->setPosition(position, text);
}

bool PuzzleSession::setGoal(const Position& goal, const QString& text)
{
    return document_->setGoal(goal, text);
}

bool PuzzleSession::setPositionAndGoal(const Position& position, const Position& goal,
                                       const QString& text)
{
    return document_->setPositionAndGoal(position, goal, text);
}

bool PuzzleSession::reset(const QString& text)
{
    const std::optional<Position> goal =
        document_->hasEditableGoal() ? base_->goalPosition() : std::nullopt;
    return document_->setPositionAndGoal(base_->initial(), goal.value_or(Position{}), text);
}

bool PuzzleSession::resetTo(const Position& position, const Position& goal)
{
    return document_->resetTo(position, goal);
}

Problems PuzzleSession::resetToText(const std::string& text, bool requireValid)
{
    const auto parsed = parsePositionAndGoal(*base_, text);
    if (!parsed)
        return parsed.problems;
    if (requireValid)
        if (Problems bad = validateProblems(*base_, parsed.value->position); !bad.empty())
            return bad;
    resetTo(parsed.value->position, parsed.value->goal.value_or(Position{}));
    return {};
}

std::string PuzzleSession::positionText(const Position& shown) const
{
    const Puzzle& p = puzzle();
    // With the goal where the person sets it, as pasting and --position read it back.
    if (document_->hasEditableGoal())
        return p.formatPosition(shown) + " / " + p.formatPosition(goal());
    return p.formatPosition(shown);
}

bool PuzzleSession::playMove(int move)
{
    return document_->applyMove(move);
}

bool PuzzleSession::applySolution()
{
    if (!hasSolution() || anchor_ != 0 || moves_->moveCount() == 0 ||
        moves_->startPosition() != position())
        return false;
    const std::vector<int> played = moves_->moves();
    return document_->applySolution(played);
}

std::vector<int> PuzzleSession::lastStepMoves() const
{
    return document_->lastStepMoves();
}

// ------------------------------------------------------------------ state

Problems PuzzleSession::problems() const
{
    Problems out = validateProblems(*base_, position());
    if (document_->hasEditableGoal()) {
        const Problems ofGoal = goalProblems(*base_, goal());
        out.insert(out.end(), ofGoal.begin(), ofGoal.end());
    }
    return out;
}

std::optional<GoalReached> PuzzleSession::reached() const
{
    const auto entry = sharedEntry();
    if (!entry || !entry->rules->validate(position()).empty())
        return std::nullopt;
    return entry->rules->reached(position());
}

// ------------------------------------------------------------------ solving

QStringList PuzzleSession::engineNames() const
{
    return SolveService::engineNames(*base_);
}

bool PuzzleSession::setEngine(const QString& engine)
{
    if (!engineNames().contains(engine))
        return false;
    engine_ = engine;
    return true;
}

bool PuzzleSession::solve(const QString& engine)
{
    const QString name = engine.isEmpty() ? engine_ : engine;
    // What the board shows is what is solved.
    commitShownStep();
    if (!service_ || !canSolve() || (!name.isEmpty() && !engineNames().contains(name)))
        return false;
    dropSolution();
    stopReason_ = StopReason::None;
    progress_.reset();
    statistics_.reset();
    lastAnswerStale_ = false;
    request_.puzzle = sharedPuzzle();
    request_.position = position();
    request_.goal = goal();
    request_.engine = name;
    // The puzzle with the document's goal: an edited goal is what the engine reaches.
    request_.id = service_->solve(request_.puzzle, request_.position, name);
    solving_ = true;
    haveOutcome_ = true;
    Headline searching;
    searching.kind = Headline::Kind::Solving;
    searching.engine = name;
    setHeadline(std::move(searching));
    emit statusChanged();
    return true;
}

void PuzzleSession::stop(StopReason reason)
{
    if (!solving_ || !service_)
        return;
    // The latest reason is the one said: Stop pressed, then an edit, reads as the edit.
    stopReason_ = reason;
    service_->cancel(request_.id);
    // Asked for: the headline says it is on its way; an edit's stop shows when it ends.
    if (reason == StopReason::Asked) {
        Headline stopping = headline_;
        stopping.kind = Headline::Kind::Stopping;
        setHeadline(std::move(stopping));
    }
}

void PuzzleSession::abandonSearch()
{
    if (!solving_)
        return;
    if (service_)
        service_->cancel(request_.id);
    solving_ = false;
    progress_.reset();
    emit statusChanged();
}

bool PuzzleSession::resultIsForCurrent() const
{
    return result_ && result_->position == position() && result_->puzzle == sharedPuzzle();
}

PuzzleSession::Status PuzzleSession::status() const
{
    if (solving_)
        return Status::Solving;
    // A result belongs to the position it was asked for: it shows again when undo
    // comes back to that position, and nothing stale shows anywhere else.
    if (!resultIsForCurrent())
        return Status::Idle;
    switch (result_->outcome) {
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

const std::vector<int>* PuzzleSession::solution() const
{
    if (!resultIsForCurrent() || !result_->solved())
        return nullptr;
    return &result_->moves;
}

void PuzzleSession::onProgress(int id, Phase phase, int depth, quint64 nodes, double elapsedMs)
{
    if (!solving_ || id != request_.id || stopReason_ != StopReason::None)
        return;
    progress_ = SearchProgress{phase, depth, nodes, elapsedMs};
    emit progressChanged();
}

void PuzzleSession::onFinished(int id, const SolveResult& result)
{
    // Another session's request on a shared service, or one this session superseded
    // or abandoned: its successor is what counts.
    if (!solving_ || id != request_.id)
        return;
    solving_ = false;
    progress_.reset();
    statistics_ = Statistics{result.engine, result.stats, !result.solved()};
    // A search an edit stopped answered nothing worth remembering: coming back to its
    // position by undo must not say "stopped".
    const bool forOther = result.position != position() || result.puzzle != sharedPuzzle();
    if (!(result.cancelled() && forOther))
        result_ = result;
    // Edits cancel the search, so a solution for another position is only a race with
    // one: the answer belongs to a position that is gone.
    lastAnswerStale_ = result.solved() && forOther;
    if (result.solved() && !forOther) {
        // Every engine's answer is a shortest one: the moves to go are known.
        setSolution(result.position, result.moves, true);
        reachedGoal_ = result.reached;
    }
    haveOutcome_ = true;
    Headline said;
    switch (result.outcome) {
    case Outcome::Cancelled:
        said.kind = Headline::Kind::Stopped;
        said.reason = stopReason_;
        break;
    case Outcome::Unsolvable:
        said.kind = Headline::Kind::Unsolvable;
        break;
    case Outcome::Failed:
        said.kind = Headline::Kind::Failed;
        said.error = result.error();
        break;
    case Outcome::Solved:
        said.kind = lastAnswerStale_ ? Headline::Kind::Stopped : Headline::Kind::Solved;
        said.reason = lastAnswerStale_ ? StopReason::PositionChanged : StopReason::None;
        said.moves = static_cast<int>(result.moves.size());
        break;
    }
    setHeadline(std::move(said));
    emit statusChanged();
    emit solveFinished(result);
}

// ------------------------------------------------------------------ the solution in hand

bool PuzzleSession::hasSolution() const
{
    return moves_->hasSolution();
}

void PuzzleSession::setSolution(const Position& start, const std::vector<int>& moves, bool optimal)
{
    moves_->setSolution(sharedPuzzle(), start, moves, optimal);
    anchor_ = 0;
    emit solutionChanged();
}

void PuzzleSession::commitShownStep()
{
    if (!moves_->hasSolution())
        return;
    const int step = moves_->currentStep();
    if (step == anchor_)
        return;
    if (anchor_ == 0) {
        const auto& moves = moves_->moves();
        document_->applySolution(
            std::vector<int>(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(step)));
    } else {
        document_->setPosition(moves_->positionAt(step),
                               tr("Back to move %1 of the solution").arg(step));
    }
}

void PuzzleSession::dropSolution()
{
    if (!moves_->hasSolution())
        return;
    moves_->clear();
    anchor_ = 0;
    reachedGoal_ = {};
    statistics_.reset();
    if (!solving_)
        forgetOutcome();
    emit solutionChanged();
}

void PuzzleSession::forgetOutcome()
{
    if (!haveOutcome_)
        return;
    haveOutcome_ = false;
    emit outcomeForgotten();
    setHeadline({});
}

void PuzzleSession::setHeadline(Headline headline)
{
    headline_ = std::move(headline);
    emit headlineChanged();
}

void PuzzleSession::openSolution(const Position& start, const Position& goal,
                                 const std::vector<int>& moves, const QString& text,
                                 const Statistics& statistics, const GoalReached& reached,
                                 const QString& name)
{
    // The search running now would only replace what is being opened.
    abandonSearch();
    dropSolution();
    document_->setPositionAndGoal(start, goal, text);
    setSolution(start, moves);
    reachedGoal_ = reached;
    statistics_ = statistics;
    SolveResult opened;
    opened.outcome = Outcome::Solved;
    opened.puzzle = sharedPuzzle();
    opened.position = start;
    opened.engine = statistics.engine;
    opened.moves = moves;
    opened.movesText = QString::fromStdString(puzzle().formatMoves(moves));
    opened.reached = reached;
    opened.stats = statistics.stats;
    result_ = std::move(opened);
    lastAnswerStale_ = false;
    haveOutcome_ = true;
    Headline said;
    said.kind = Headline::Kind::Opened;
    said.name = name;
    setHeadline(std::move(said));
    emit statusChanged();
}

// ------------------------------------------------------------------ play, hints, new games

void PuzzleSession::setTableService(TableService* tables)
{
    if (tables_)
        disconnect(tables_, nullptr, this, nullptr);
    tables_ = tables;
    if (tables_)
        connect(tables_, &TableService::finished, this, &PuzzleSession::onTableAnswer);
    // Play by hand measures the distance of every position: only where the puzzle's
    // tables can be asked, or its distances searched for.
    if (tables_ && !play_ && (base_->tableRefusal().empty() || base_->searchesDistance())) {
        play_ = new PlaySession(document_, this);
        connect(play_, &PlaySession::changed, this, &PuzzleSession::onPlayChanged);
    }
}

std::optional<PuzzleSession::Hint> PuzzleSession::requestHint()
{
    hintWanted_ = false;
    hintRequest_ = 0;
    Hint hint;
    hint.problems = validateProblems(*base_, position());
    if (!hint.problems.empty())
        return hint;
    if (play_ && play_->active()) {
        // The game has the distance and the optimal moves of its position (or they are
        // on their way: the hint follows them).
        if (play_->measuring()) {
            hintWanted_ = true;
            return std::nullopt;
        }
        hint.distance = play_->distance();
        hint.move = hint.distance > 0 ? play_->hint() : -1;
        return hint;
    }
    if (!tables_)
        return hint;
    hintPosition_ = position();
    hintGoal_ = goal();
    hintRequest_ = tables_->distance(sharedPuzzle(), hintPosition_);
    return std::nullopt;
}

bool PuzzleSession::requestNewGame(int distance, quint64 seed)
{
    if (!tables_)
        return false;
    // From the document's goal (an edited one where the person sets it).
    newGameRequest_ = tables_->positionAt(sharedPuzzle(), distance, seed);
    return true;
}

void PuzzleSession::onTableAnswer(int id, const TableAnswer& answer)
{
    if (answer.cancelled || id == 0)
        return;
    if (id == newGameRequest_) {
        newGameRequest_ = 0;
        NewGame game;
        game.distance = answer.requested;
        game.position = answer.found;
        game.error = answer.error;
        emit newGameDrawn(game);
        return;
    }
    if (id != hintRequest_)
        return;
    hintRequest_ = 0;
    Hint hint;
    hint.error = answer.error;
    // A hint is about the position it was asked for.
    if (position() == hintPosition_ && goal() == hintGoal_ && !answer.distances.empty()) {
        hint.distance = answer.distances.back();
        hint.move =
            answer.optimalMoves.empty() || hint.distance <= 0 ? -1 : answer.optimalMoves.front();
    }
    emit hintAnswered(hint);
}

void PuzzleSession::onPlayChanged()
{
    if (!hintWanted_ || (play_->active() && play_->measuring()))
        return;
    hintWanted_ = false;
    Hint hint;
    if (play_->active()) {
        hint.distance = play_->distance();
        hint.move = hint.distance > 0 ? play_->hint() : -1;
    }
    emit hintAnswered(hint);
}

bool PuzzleSession::rememberFile(const QString& path)
{
    if (!moves_->hasSolution())
        return false;
    filePath_ = path;
    fileStart_ = moves_->startPosition();
    fileMoves_ = moves_->moves();
    return true;
}

void PuzzleSession::forgetFile()
{
    filePath_.clear();
    fileStart_ = Position{};
    fileMoves_.clear();
}

bool PuzzleSession::fileModified() const
{
    return !filePath_.isEmpty() &&
           (!moves_->hasSolution() || moves_->startPosition() != fileStart_ ||
            moves_->moves() != fileMoves_);
}

// ------------------------------------------------------------------ following the document

void PuzzleSession::onDocumentPositionChanged()
{
    const Position& now = position();
    if (solving_ && now != request_.position)
        stop(StopReason::PositionChanged);
    if (moves_->hasSolution()) {
        if (now == moves_->startPosition())
            anchor_ = 0;
        else if (now == moves_->endPosition())
            anchor_ = moves_->moveCount();
        else
            dropSolution();
    }
    // How the last search ended (stopped, failed) was about the position it searched;
    // once the position changes (Undo included) it no longer describes the board.
    if (!solving_ && !moves_->hasSolution())
        forgetOutcome();
    emit positionChanged();
}

void PuzzleSession::onDocumentGoalChanged()
{
    if (solving_ && goal() != request_.goal)
        stop(StopReason::GoalChanged);
    // A solution reaches the goal it was found for, and an outcome was about it.
    dropSolution();
    if (!solving_)
        forgetOutcome();
    emit goalChanged();
}

// ------------------------------------------------------------------ the solution file

std::string PuzzleSession::solutionFileText() const
{
    const std::vector<int>* moves = solution();
    const auto entry = sharedEntry();
    if (!moves || !entry)
        return {};
    DefinitionSolution s;
    s.puzzle = entry->key();
    s.definition = entry->sha256;
    s.position = position();
    s.goal = entry->rules->goal();
    s.moves = *moves;
    if (const auto reachedAtEnd = [&]() -> std::optional<GoalReached> {
            Position end = position();
            for (int m : *moves)
                end = puzzle().apply(end, m);
            return entry->rules->reached(end);
        }())
        s.reached = *reachedAtEnd;
    s.engine = result_->engine.toStdString();
    s.nodes = result_->stats.nodes;
    s.timeMs = result_->stats.wallMs;
    return writeDefinitionSolution(*entry, s);
}

Checked<ReadSolution> PuzzleSession::openSolution(std::string_view text)
{
    const auto entry = basePuzzle()->entry();
    if (!entry) {
        Checked<ReadSolution> refused;
        Problem problem;
        problem.code = "solution.unknown-puzzle";
        problem.args = {basePuzzle()->key()};
        refused.problems.push_back(std::move(problem));
        return refused;
    }
    Checked<ReadSolution> read = readDefinitionSolution(
        text, [entry](std::string_view key) { return key == entry->key() ? entry : nullptr; });
    if (!read)
        return read;
    const DefinitionSolution& s = read.value->solution;
    Position goal;
    if (document_->hasEditableGoal())
        goal.cells.assign(s.goal.values.begin(), s.goal.values.end());
    Statistics statistics;
    statistics.engine = QString::fromStdString(s.engine);
    statistics.stats.nodes = s.nodes;
    statistics.stats.wallMs = s.timeMs;
    openSolution(s.position, goal, s.moves, tr("Open solution"), statistics);
    return read;
}

}  // namespace pl
