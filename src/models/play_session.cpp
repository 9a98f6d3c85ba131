#include "play_session.h"

#include "models/puzzle_document.h"

namespace pl {

PlaySession::PlaySession(PuzzleDocument* document, QObject* parent)
    : QObject(parent), document_(document)
{
    connect(document_, &PuzzleDocument::historyChanged, this, &PlaySession::onHistoryChanged);
}

PuzzleKind PlaySession::kind() const
{
    return document_->kind();
}

void PlaySession::setActive(bool active)
{
    if (active_ == active)
        return;
    active_ = active;
    if (active_)
        restart();
    else
        emit changed();
}

void PlaySession::restart()
{
    startIndex_ = document_->undoStack()->index();
    positions_.assign(1, document_->position());
    movesUsed_ = 0;
    hintsUsed_ = 0;
    verdict_ = Verdict::None;
    measure();
    optimum_ = distance_;
    emit changed();
}

bool PlaySession::oneMoveApart(const Position& from, const Position& to) const
{
    const Puzzle& p = document_->puzzle();
    const int moves = static_cast<int>(p.moveNames().size());
    for (int m = 0; m < moves; ++m)
        if (p.apply(from, m) == to)
            return true;
    return false;
}

void PlaySession::measure()
{
    const Puzzle& p = document_->puzzle();
    problem_ = QString::fromStdString(p.validate(document_->position()));
    distance_ = problem_.isEmpty() ? p.distance(document_->position()) : -1;
}

void PlaySession::onHistoryChanged()
{
    if (!active_)
        return;
    const Position& now = document_->position();
    const int k = document_->undoStack()->index() - startIndex_;
    const auto known = static_cast<int>(positions_.size());
    const int before = distance_;
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
    measure();
    if (movesUsed_ < usedBefore)
        verdict_ = Verdict::TakenBack;
    else if (before < 0 || distance_ < 0 || distance_ == before)
        verdict_ = Verdict::Same;
    else
        verdict_ = distance_ < before ? Verdict::Closer : Verdict::Farther;
    emit changed();
    // Redo onto the goal replays a solve already celebrated.
    if (distance_ == 0 && before != 0 && newMove)
        emit goalReached(movesUsed_, optimum_);
}

int PlaySession::hint(bool count)
{
    if (distance_ <= 0)
        return -1;
    const auto moves = document_->puzzle().optimalMoves(document_->position());
    if (moves.empty())
        return -1;
    if (count) {
        ++hintsUsed_;
        emit changed();
    }
    return moves.front();
}

}  // namespace pl
