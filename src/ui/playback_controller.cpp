#include "playback_controller.h"

#include <algorithm>
#include <cstdlib>

#include "models/move_list_model.h"
#include "ui/board_widget.h"

namespace pl {

PlaybackController::PlaybackController(MoveListModel* model, BoardWidget* board, QObject* parent)
    : QObject(parent), model_(model), board_(board), durationMs_(kDefaultMoveDurationMs)
{
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &PlaybackController::tick);
    connect(model_, &MoveListModel::currentStepChanged, this, &PlaybackController::stepChanged);
}

const std::vector<int>& PlaybackController::speedSteps()
{
    static const std::vector<int> steps{1200, 850, 600, 420, 300, 200, 120, 0};
    return steps;
}

int PlaybackController::durationForSpeed(int speedIndex)
{
    const auto& steps = speedSteps();
    return steps[static_cast<std::size_t>(
        std::clamp(speedIndex, 0, static_cast<int>(steps.size()) - 1))];
}

int PlaybackController::speedForDuration(int ms)
{
    const auto& steps = speedSteps();
    int best = 0;
    for (int i = 1; i < static_cast<int>(steps.size()); ++i)
        if (std::abs(steps[static_cast<std::size_t>(i)] - ms) <
            std::abs(steps[static_cast<std::size_t>(best)] - ms))
            best = i;
    return best;
}

int PlaybackController::pauseAfterMove(int durationMs)
{
    return durationMs <= 0 ? 0 : std::max(80, durationMs / 3);
}

bool PlaybackController::setSolution(std::shared_ptr<const Puzzle> puzzle, const Position& start,
                                     const std::vector<int>& moves)
{
    pause();
    if (!model_->setSolution(std::move(puzzle), start, moves))
        return false;
    showStep(0, false);
    return true;
}

void PlaybackController::clear()
{
    pause();
    model_->clear();
    board_->setHighlightedMove(-1);
}

bool PlaybackController::hasSolution() const
{
    return model_->hasSolution();
}

int PlaybackController::moveCount() const
{
    return model_->moveCount();
}

int PlaybackController::step() const
{
    return model_->currentStep();
}

void PlaybackController::setMoveDurationMs(int ms)
{
    durationMs_ = std::max(0, ms);
}

void PlaybackController::setPlaying(bool playing)
{
    if (playing == playing_)
        return;
    playing_ = playing;
    if (!playing)
        timer_.stop();
    updateHighlight();
    emit playingChanged(playing);
}

void PlaybackController::play()
{
    if (!hasSolution() || moveCount() == 0 || playing_)
        return;
    if (atEnd())
        showStep(0, false);
    setPlaying(true);
    tick();
}

void PlaybackController::pause()
{
    setPlaying(false);
}

void PlaybackController::togglePlay()
{
    if (playing_)
        pause();
    else
        play();
}

void PlaybackController::tick()
{
    if (!playing_)
        return;
    if (atEnd()) {
        setPlaying(false);
        emit playedToEnd();
        return;
    }
    showStep(step() + 1, true);
    // The end is reported only once the last move has been seen to land.
    timer_.start(durationMs_ + pauseAfterMove(durationMs_));
}

void PlaybackController::stepForward()
{
    pause();
    if (hasSolution() && !atEnd())
        showStep(step() + 1, true);
}

void PlaybackController::stepBack()
{
    pause();
    if (hasSolution() && !atStart())
        showStep(step() - 1, true);
}

void PlaybackController::jumpTo(int target)
{
    pause();
    if (hasSolution())
        showStep(std::clamp(target, 0, moveCount()), false);
}

void PlaybackController::interrupt()
{
    pause();
    board_->finishAnimation();
}

void PlaybackController::showStep(int target, bool animate)
{
    const int from = step();
    const Position& after = model_->positionAt(target);
    if (animate && durationMs_ > 0 && std::abs(target - from) == 1) {
        // Stepping back plays the move that led to `from` in reverse.
        const int move = model_->moves()[static_cast<std::size_t>(std::min(from, target))];
        board_->animateMove(model_->positionAt(from), move, after, durationMs_);
    } else {
        board_->setPuzzlePosition(after);
    }
    model_->setCurrentStep(target);
    updateHighlight();
}

void PlaybackController::updateHighlight()
{
    // While paused, the board marks the move the next step would play; while playing
    // that mark would run ahead of the animation and confuse more than help.
    const bool showNext = hasSolution() && !playing_ && !atEnd();
    board_->setHighlightedMove(showNext ? model_->moves()[static_cast<std::size_t>(step())] : -1);
}

}  // namespace pl
