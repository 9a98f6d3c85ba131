#include "ui/session_view.h"

#include <algorithm>
#include <random>

#include <QRandomGenerator>

#include "models/move_list_model.h"
#include "models/play_session.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_document.h"
#include "models/puzzle_names.h"
#include "ui/board_skins.h"
#include "ui/board_widget.h"
#include "ui/headline_words.h"
#include "ui/playback_controller.h"
#include "ui/solution_io.h"

namespace pl {

SessionView::SessionView(std::shared_ptr<const Puzzle> puzzle, QWidget* boardParent,
                         TableService* tables, QObject* parent)
    : QObject(parent),
      puzzle_(std::move(puzzle)),
      key_(QString::fromStdString(puzzle_->key())),
      skin_(&boardSkin(*puzzle_)),
      model_(new PuzzleSession(puzzle_, nullptr, this))
{
    model_->setTableService(tables);
    board_ = skin_->makeBoard(puzzle_, boardParent);
    board_->setPuzzlePosition(model_->position());
    board_->setPuzzleGoal(model_->goal());
    playback_ = new PlaybackController(model_->moveList(), board_, this);

    connect(board_, &BoardWidget::positionEdited, this, &SessionView::onBoardEdited);
    connect(board_, &BoardWidget::goalEdited, this, &SessionView::onBoardGoalEdited);
    connect(board_, &BoardWidget::moveRequested, this, [this](int move) {
        beginInput();
        model_->playMove(move);
    });
    // What the board says stands in the way of solving (label counts, say) can change
    // with an edit the document has not seen yet.
    connect(board_, &BoardWidget::editStateChanged, this, &SessionView::changed);
    connect(board_, &BoardWidget::editRefused, this, &SessionView::editRefused);

    // The model decides (a search stopped, the solution kept or dropped); the view
    // shows what it decided.
    connect(model_, &PuzzleSession::goalChanged, this, [this] {
        // The model has stopped a search for the old goal and dropped the solution
        // that reached it.
        board_->setPuzzleGoal(model_->goal());
        emit changed();
    });
    connect(model_, &PuzzleSession::positionChanged, this, [this] {
        // The model has already stopped a search for another position, kept the
        // solution when this is its start or end, and forgotten an outcome about
        // another position.
        showDocument();
        emit changed();
    });
    connect(model_, &PuzzleSession::solutionChanged, this, &SessionView::onSolutionChanged);
    connect(model_, &PuzzleSession::outcomeForgotten, this, [this] {
        emit outcomeForgotten(announced, headlineShown);
        announced.clear();
    });
    connect(model_, &PuzzleSession::headlineChanged, this,
            [this] { headlineShown = HeadlineWords::title(model_->headline()); });
    if (PlaySession* play = model_->play())
        connect(play, &PlaySession::changed, this, &SessionView::onPlayChanged);

    connect(playback_, &PlaybackController::playingChanged, this, &SessionView::playingChanged);
    connect(playback_, &PlaybackController::stepChanged, this, &SessionView::stepChanged);
    connect(playback_, &PlaybackController::playedToEnd, this, [this] {
        // Watching the whole solution is taken as wanting it: it becomes one step on
        // the undo stack, as Apply Solution would make it.
        if (model_->applySolution())
            say(tr("Solution applied to the position; Undo takes it back."));
    });
}

SessionView::~SessionView() = default;

QString SessionView::displayName() const
{
    return PuzzleNames::displayName(*puzzle_);
}

void SessionView::beginInput()
{
    playback_->interrupt();
    model_->commitShownStep();
    model_->dropSolution();
}

void SessionView::undo()
{
    playback_->interrupt();
    model_->undoStack()->undo();
}

void SessionView::redo()
{
    playback_->interrupt();
    model_->undoStack()->redo();
}

void SessionView::scramble()
{
    beginInput();
    if (seeded_) {
        model_->document()->scramble(*seeded_, tr("Scramble"));
        return;
    }
    std::mt19937_64 rng(QRandomGenerator::global()->generate64());
    model_->document()->scramble(rng, tr("Scramble"));
}

void SessionView::reset()
{
    beginInput();
    // The goal too, where the person sets it: back to the definition's.
    model_->reset(tr("Reset"));
}

void SessionView::loadPosition(const Position& position, const QString& undoText)
{
    beginInput();
    model_->setPosition(position, undoText);
}

Position SessionView::shownPosition() const
{
    const MoveListModel& moves = *model_->moveList();
    return moves.hasSolution() ? moves.positionAt(moves.currentStep()) : model_->position();
}

QString SessionView::solveProblem() const
{
    const QString problem = board_->solveProblem();
    if (!problem.isEmpty())
        return problem;
    const QString refusal = i18n::engineRefusalText(*puzzle_, model_->engine().toStdString());
    if (!refusal.isEmpty())
        return refusal;
    return model_->document()->validationText();
}

SavedSolution SessionView::record() const
{
    const MoveListModel& moves = *model_->moveList();
    const auto statistics = model_->statistics().value_or(PuzzleSession::Statistics{});
    SavedSolution record;
    record.puzzle = puzzle_;
    record.goal = model_->goal();
    record.position = moves.startPosition();
    record.moves = moves.moves();
    record.reached = model_->reachedGoal();
    record.engine = statistics.engine.toStdString();
    record.nodes = statistics.stats.nodes;
    record.timeMs = statistics.stats.wallMs;
    return record;
}

void SessionView::setMoveDurationMs(int ms)
{
    moveDurationMs_ = ms;
    playback_->setMoveDurationMs(ms);
}

void SessionView::setPlaying(bool playing)
{
    if (PlaySession* play = model_->play())
        play->setActive(playing);
    // The game is about moves: an edit by a stray click would restart it silently.
    board_->setInteractive(!playing);
}

void SessionView::showHint(int move)
{
    // A solution being previewed would paint over the hint; the hint is about the
    // position the next hand move starts from.
    playback_->interrupt();
    board_->setHighlightedMove(move);
    hintShown_ = move;
    hintShownFor_ = model_->position();
}

void SessionView::onBoardEdited(const Position& edited)
{
    const QString text = skin_->editText(*puzzle_, shownPosition(), edited);
    beginInput();
    model_->setPosition(edited, text);
    showDocument();
}

void SessionView::onBoardGoalEdited(const Position& goal)
{
    const QString text = skin_->goalEditText(*puzzle_, model_->goal(), goal);
    beginInput();
    model_->setGoal(goal, text);
    // A goal the document refused (none can be edited) shows as it was.
    board_->setPuzzleGoal(model_->goal());
}

void SessionView::onSolutionChanged()
{
    // The move list changed under the playback: it shows the new solution's start, or
    // stops showing steps of one that is gone (the board keeps what it shows).
    if (model_->hasSolution()) {
        playback_->jumpTo(0);
    } else {
        playback_->pause();
        board_->setHighlightedMove(-1);
    }
    emit changed();
    emit stepChanged();
}

void SessionView::onPlayChanged()
{
    // A hint is about the position it was given for: a change of the game that leaves
    // the position (a distance arriving from the worker) keeps it.
    if (hintShown_ >= 0 && model_->position() != hintShownFor_) {
        if (board_->highlightedMove() == hintShown_)
            board_->setHighlightedMove(-1);
        hintShown_ = -1;
    }
}

void SessionView::showDocument()
{
    const MoveListModel& list = *model_->moveList();
    if (list.hasSolution()) {
        if (list.currentStep() != model_->anchor())
            playback_->jumpTo(model_->anchor());
        return;
    }
    const Position& to = model_->position();
    const Position from = board_->puzzlePosition();
    if (from == to)
        return;
    // A change that is one move (a hand move, or its undo / redo) is animated: the undo
    // step carries the move, and the board shows the position on one side of it.
    const Puzzle& p = model_->puzzle();
    const std::vector<int>& moves = model_->document()->changeMoves();
    if (moves.size() == 1) {
        const int m = moves.front();
        if (p.apply(from, m) == to || p.apply(to, m) == from) {
            // A hand move follows the playback speed but never drags: the person waits.
            board_->animateMove(from, m, to, std::min(moveDurationMs_, 300));
            return;
        }
    }
    board_->setPuzzlePosition(to);
}

}  // namespace pl
