#include "ui/step_animator.h"

#include <algorithm>

#include "ui/board_widget.h"

namespace pl {

StepAnimator::StepAnimator(BoardWidget* board, ApplyFn apply, PlayableFn unchangedIsPlayed)
    : QObject(board),
      board_(board),
      apply_(std::move(apply)),
      unchangedIsPlayed_(std::move(unchangedIsPlayed))
{
    connect(board_, &BoardWidget::animationFinished, this, &StepAnimator::startNext);
}

void StepAnimator::setDuration(int ms)
{
    durationMs_ = std::max(0, ms);
    if (durationMs_ == 0)
        finishAll();
}

void StepAnimator::showStep(const Position& before, const std::vector<int>& moves,
                            const Position& after)
{
    const std::size_t cells = board_->puzzlePosition().cells.size();
    // The positions along the way, forwards or (an undo) backwards.
    std::vector<Step> steps;
    bool fits = !moves.empty() && before.cells.size() == cells && after.cells.size() == cells;
    if (fits) {
        Position p = before;
        for (int m : moves) {
            Position next = apply_(p, m);
            if (next == p && !unchangedIsPlayed_(p, m))
                break;  // a sliding move that cannot be played
            steps.push_back({p, m, next});
            p = next;
        }
        if (steps.size() != moves.size() || p != after) {
            steps.clear();
            // Undone: `after` with the moves played gives `before`.
            Position q = after;
            std::vector<Step> forward;
            for (int m : moves) {
                Position next = apply_(q, m);
                forward.push_back({q, m, next});
                q = next;
            }
            if (q == before)
                for (auto it = forward.rbegin(); it != forward.rend(); ++it)
                    steps.push_back({it->after, it->move, it->before});
        }
        fits = !steps.empty();
    }
    const bool continues = (board_->animating() || !queue_.empty()) && before == queueTarget_;
    if (!continues)
        finishAll();
    if (!fits || durationMs_ == 0) {
        finishAll();
        board_->BoardWidget::setPuzzlePosition(after);
        return;
    }
    for (auto& s : steps)
        queue_.push_back(std::move(s));
    queueTarget_ = after;
    queueLength_ = std::max<int>(queueLength_, int(queue_.size()));
    if (!board_->animating())
        startNext();
}

void StepAnimator::startNext()
{
    if (queue_.empty()) {
        queueLength_ = 0;
        return;
    }
    if (board_->animating())
        return;
    Step step = std::move(queue_.front());
    queue_.pop_front();
    // A long sequence (an applied solution) plays faster, about 1.5 s in all.
    const int per = queueLength_ > 1
                        ? std::max(60, std::min(durationMs_, 1500 / std::max(1, queueLength_)))
                        : durationMs_;
    board_->animateMove(step.before, step.move, step.after, per);
}

void StepAnimator::finishAll()
{
    const bool hadQueue = !queue_.empty();
    queue_.clear();
    queueLength_ = 0;
    board_->finishAnimation();
    if (hadQueue)
        board_->BoardWidget::setPuzzlePosition(queueTarget_);
}

}  // namespace pl
