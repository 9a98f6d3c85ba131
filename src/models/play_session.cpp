#include "play_session.h"

#include <algorithm>

#include "models/puzzle_document.h"
#include "models/table_service.h"

namespace pl {

PlaySession::PlaySession(PuzzleDocument* document, QObject* parent)
    : QObject(parent), document_(document), tables_(new TableService(this))
{
    connect(document_, &PuzzleDocument::historyChanged, this, &PlaySession::onHistoryChanged);
    connect(tables_, &TableService::finished, this, &PlaySession::onAnswer);
}

const Puzzle& PlaySession::puzzle() const
{
    return document_->puzzle();
}

bool PlaySession::searched() const
{
    return puzzle().searchesDistance();
}

std::shared_ptr<const Puzzle> PlaySession::sharedPuzzle() const
{
    return document_->sharedPuzzle();
}

void PlaySession::setActive(bool active)
{
    if (active_ == active)
        return;
    active_ = active;
    if (active_) {
        restart();
    } else {
        // An answer still on its way is about a game that is over.
        requestId_ = -1;
        measuring_ = false;
        updateClock();
        emit changed();
    }
}

void PlaySession::restart()
{
    startIndex_ = document_->undoStack()->index();
    positions_.assign(1, document_->position());
    movesUsed_ = 0;
    hintsUsed_ = 0;
    verdict_ = Verdict::None;
    elapsedBefore_ = 0;
    clock_.invalidate();
    measure(false, 0, true);
    updateClock();
    emit changed();
}

bool PlaySession::resume(int startIndex, int hintsUsed, qint64 elapsedMs)
{
    const PuzzleDocument::History h = document_->history();
    const int done = document_->undoStack()->index();
    bool moves = startIndex >= 0 && startIndex <= done;
    for (int i = startIndex; moves && i < done; ++i)
        moves = i >= 0 && i < static_cast<int>(h.steps.size()) && h.steps[std::size_t(i)].move;
    if (!moves) {
        active_ = false;
        setActive(true);
        return false;
    }
    active_ = true;
    startIndex_ = startIndex;
    positions_.clear();
    for (int i = startIndex; i <= done; ++i)
        positions_.push_back(i == 0 ? h.start : h.steps[std::size_t(i - 1)].position);
    movesUsed_ = done - startIndex;
    hintsUsed_ = std::max(0, hintsUsed);
    verdict_ = Verdict::None;
    elapsedBefore_ = std::max<qint64>(0, elapsedMs);
    clock_.invalidate();
    // The optimum is the distance of the game's first position; the distance that of
    // the position shown.
    shown_.cells.clear();
    measure(false, movesUsed_, true);
    updateClock();
    emit changed();
    return true;
}

qint64 PlaySession::elapsedMs() const
{
    return elapsedBefore_ + (clock_.isValid() ? clock_.elapsed() : 0);
}

void PlaySession::updateClock()
{
    // Not while the game's first distance is on its way (a table or a search being
    // built is no time the person played), nor once the goal is reached by hand.
    const bool run = active_ && !solvedByHand() && !pendingRestart_;
    if (run && !clock_.isValid()) {
        clock_.start();
    } else if (!run && clock_.isValid()) {
        elapsedBefore_ += clock_.elapsed();
        clock_.invalidate();
    }
}

void PlaySession::learnLargestDistance()
{
    if (largest_ < 0 && !tables_->busy(TableAnswer::Query::Histogram))
        tables_->histogram(sharedPuzzle());
}

bool PlaySession::oneMoveApart(const Position& from, const Position& to) const
{
    const Puzzle& p = document_->puzzle();
    const int moves = static_cast<int>(p.moveNames().size());
    for (int m = 0; m < moves; ++m)
        if (p.isLegal(from, m) && p.apply(from, m) == to)
            return true;
    return false;
}

void PlaySession::measure(bool newMove, int usedBefore, bool restarting)
{
    const Puzzle& p = document_->puzzle();
    const Position now = document_->position();
    const Position before = restarting || shown_.cells.empty() ? now : shown_;
    shown_ = now;
    optimalMoves_.clear();
    // A puzzle whose table is refused cannot be measured at all, unless its distances
    // can be searched for.
    std::string problem = p.searchesDistance() ? std::string() : p.tableRefusal();
    if (problem.empty())
        problem = p.validate(now);
    problem_ = QString::fromStdString(problem);
    if (restarting)
        pendingRestart_ = true;
    pendingChange_ = !restarting;
    pendingNewMove_ = newMove;
    pendingUsedBefore_ = usedBefore;
    if (!problem_.isEmpty()) {
        // Nothing to look up: an invalid position has no distance.
        requestId_ = -1;
        measuring_ = false;
        const int distanceBefore = distance_;
        distance_ = -1;
        if (pendingRestart_) {
            optimum_ = (p.tableRefusal().empty() || p.searchesDistance()) &&
                               p.validate(positions_.front()).empty()
                           ? optimum_
                           : -1;
            pendingRestart_ = false;
        }
        if (pendingChange_)
            conclude(distanceBefore);
        return;
    }
    measuring_ = true;
    requestId_ = tables_->distances(sharedPuzzle(), {positions_.front(), before, now});
}

void PlaySession::conclude(int before)
{
    pendingChange_ = false;
    if (movesUsed_ < pendingUsedBefore_)
        verdict_ = Verdict::TakenBack;
    else if (before < 0 || distance_ < 0 || distance_ == before)
        verdict_ = Verdict::Same;
    else
        verdict_ = distance_ < before ? Verdict::Closer : Verdict::Farther;
}

void PlaySession::onAnswer(int id, const TableAnswer& answer)
{
    if (answer.query == TableAnswer::Query::Histogram) {
        if (answer.ok() && largest_ != answer.largestDistance) {
            if (answer.largestDistance >= 0)
                largest_ = answer.largestDistance;
            emit changed();
        }
        return;
    }
    if (id != requestId_ || answer.cancelled)
        return;
    measuring_ = false;
    if (!answer.error.isEmpty() || answer.distances.size() != 3) {
        problem_ = answer.error;
        distance_ = -1;
        emit changed();
        return;
    }
    if (answer.largestDistance >= 0)
        largest_ = answer.largestDistance;
    const int before = answer.distances[1];
    distance_ = answer.distances[2];
    // Valid but unsolvable (a definition's position, SPEC 7.3): say so.
    if (distance_ < 0)
        problem_ = QString::fromStdString(answer.problems[2]);
    optimalMoves_ = answer.optimalMoves;
    if (pendingRestart_) {
        optimum_ = answer.distances[0];
        pendingRestart_ = false;
    }
    const bool wasChange = pendingChange_;
    if (wasChange)
        conclude(before);
    updateClock();
    emit changed();
    // Redo onto the goal replays a solve already celebrated.
    if (wasChange && distance_ == 0 && before != 0 && pendingNewMove_)
        emit goalReached(movesUsed_, optimum_);
}

void PlaySession::onHistoryChanged()
{
    if (!active_)
        return;
    const Position& now = document_->position();
    const int k = document_->undoStack()->index() - startIndex_;
    const auto known = static_cast<int>(positions_.size());
    const int usedBefore = movesUsed_;
    bool newMove = false;
    if (k >= 0 && k < known && positions_[std::size_t(k)] == now) {
        // Undo or redo inside this game.
        movesUsed_ = k;
    } else if (k >= 1 && k <= known && document_->lastStepIsMove() &&
               oneMoveApart(positions_[std::size_t(k - 1)], now)) {
        // A new move, which replaces whatever could have been redone. (An edit or a
        // paste that lands one move away is not one: it starts a new game.)
        positions_.resize(std::size_t(k));
        positions_.push_back(now);
        movesUsed_ = k;
        newMove = true;
    } else {
        restart();
        return;
    }
    measure(newMove, usedBefore, false);
    emit changed();
}

int PlaySession::hint(bool count)
{
    if (measuring_ || distance_ <= 0 || optimalMoves_.empty())
        return -1;
    if (count) {
        ++hintsUsed_;
        emit changed();
    }
    return optimalMoves_.front();
}

}  // namespace pl
