#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include <QObject>
#include <QString>
#include <QWidget>

#include "core/puzzle.h"
#include "core/search/watch_trace.h"

class QLabel;

namespace pl {

class BoardWidget;

// What Watch the Search says about where a search stands, in words: the node it is at
// (g, h and f, or the rank of a position taken from a queue: for a permutation its
// Cantor code worked out digit by digit, checked against the engine's own rank), the
// counts, the iterations or layers, the enumeration's vector and best, the linear
// engine's elimination and its matrix with the pivot marked.
class WatchDetails : public QObject {
    Q_OBJECT
public:
    WatchDetails(std::shared_ptr<const Puzzle> puzzle, Position position,
                 QObject* parent = nullptr);

    // The watched position after `path` (as far as its moves are legal).
    [[nodiscard]] Position positionAfter(const std::vector<int>& path) const;
    [[nodiscard]] QString movesText(const std::vector<int>& moves) const;
    [[nodiscard]] QString rankText(const Position& p, std::uint64_t rank) const;
    // The details beside the board, as HTML lines.
    [[nodiscard]] QString details(const search::WatchTrace::Snapshot& s) const;
    [[nodiscard]] QString linearText(const search::WatchTrace::Snapshot& s) const;
    // The matrix as an HTML table, the pivot marked (empty when too large to read).
    [[nodiscard]] QString matrixTable(const search::WatchTrace::Snapshot& s) const;

private:
    std::shared_ptr<const Puzzle> puzzle_;
    Position position_;
};

// The front of a breadth-first search's queue (or a table build's frontier) as eight small
// boards (drawn by a board kept off screen and photographed), under a caption with the
// queue's length; hidden when the queue is empty or its paths are past those the trace
// keeps.
class WatchQueueStrip : public QWidget {
    Q_OBJECT
public:
    WatchQueueStrip(const std::shared_ptr<const Puzzle>& puzzle, const WatchDetails& details,
                    QWidget* parent = nullptr);
    void sync(const search::WatchTrace::Snapshot& s);
    [[nodiscard]] int boardsDrawn() const
    {
        return static_cast<int>(shown_.size() + shownPositions_.size());
    }

private:
    const WatchDetails& details_;
    QLabel* caption_ = nullptr;
    std::vector<QLabel*> thumbs_;
    BoardWidget* board_ = nullptr;
    std::vector<std::vector<int>> shown_;                    // paths from the start
    std::vector<std::vector<std::uint8_t>> shownPositions_;  // or the positions themselves
};

}  // namespace pl
