#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <QGraphicsView>
#include <QString>

#include "core/search/watch_trace.h"

class QGraphicsEllipseItem;
class QGraphicsScene;

namespace pl {

// The tree of Watch the Search (SPEC 9): the nodes the trace keeps (the current
// iteration's, or the breadth-first search's), leaves left to right in the order met and
// a parent over the middle of its children, coloured by what became of each (expanded,
// cut off by the bound, left out by the move rules, the goal), the path the search is on
// ringed in red. The wheel zooms, a drag pans; a click shows a node (nodeShown), a double
// click or Enter asks for its position (nodeActivated); the arrow keys walk the nodes in
// the order they came (Left, Right) and up to the parent, Home returns to the search's
// own node (nodeShown(-1)).
class WatchTreeView : public QGraphicsView {
    Q_OBJECT
public:
    explicit WatchTreeView(std::vector<std::string> moveNames, QWidget* parent = nullptr);

    // Reads the nodes the trace added since the last call (all of them again when the
    // snapshot's tree is a new one) and draws the tree again when it grew.
    void sync(const search::WatchTrace& trace, const search::WatchTrace::Snapshot& s);
    // No nodes (a new search).
    void clear();
    [[nodiscard]] const std::vector<search::WatchTrace::TreeNode>& nodes() const { return tree_; }
    [[nodiscard]] bool breadthFirst() const;
    // The moves from the root to node `index` (none for -1 or out of range).
    [[nodiscard]] std::vector<int> pathTo(int index) const;
    // Rings node `index` and keeps it in sight (-1: the search's own node again).
    void showNode(int index);
    [[nodiscard]] int shownNode() const { return shownNode_; }
    [[nodiscard]] int drawnCount() const { return drawn_; }
    // The tree as drawn, as a PNG picture's bytes.
    [[nodiscard]] QByteArray picture() const;

signals:
    void nodeShown(int index);
    void nodeActivated(int index);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void redraw();
    [[nodiscard]] int nodeAt(const QPoint& viewportPoint) const;
    [[nodiscard]] QString nodeTip(int index) const;

    std::vector<std::string> names_;
    QGraphicsScene* scene_ = nullptr;
    std::vector<search::WatchTrace::TreeNode> tree_;
    std::vector<QGraphicsEllipseItem*> dots_;  // node i's dot, owned by the scene
    std::uint64_t generation_ = 0;
    std::size_t shownSize_ = 0;
    int drawn_ = 0;
    int shownNode_ = -1;
};

}  // namespace pl
