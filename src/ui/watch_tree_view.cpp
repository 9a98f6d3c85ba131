#include "ui/watch_tree_view.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include <QBuffer>
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <QWheelEvent>

namespace pl {

namespace {

using search::WatchTrace;
using Kind = WatchTrace::TreeKind;

QColor kindColour(Kind k)
{
    switch (k) {
    case Kind::Expanded:
    case Kind::Dequeued:
        return QColor(0x3b, 0x7d, 0xd8);
    case Kind::CutByBound:
    case Kind::SkippedBound:
        return QColor(0xe0, 0x8a, 0x1e);
    case Kind::SkippedRule:
        return QColor(0xa0, 0xa0, 0xa0);
    case Kind::SkippedUnreachable:
        return QColor(0x60, 0x60, 0x60);
    case Kind::Goal:
        return QColor(0x2e, 0xa0, 0x43);
    }
    return Qt::black;
}

// The spacing of the drawing: between leaves, between depths, a node's radius.
constexpr double kDx = 16;
constexpr double kDy = 36;
constexpr double kR = 5;

}  // namespace

WatchTreeView::WatchTreeView(std::vector<std::string> moveNames, QWidget* parent)
    : QGraphicsView(parent), names_(std::move(moveNames)), scene_(new QGraphicsScene(this))
{
    setScene(scene_);
    setObjectName(QStringLiteral("watchTree"));
    setDragMode(QGraphicsView::ScrollHandDrag);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(160);
    setFocusPolicy(Qt::StrongFocus);
    setToolTip(
        tr("Click a node to see its position; double-click (or Enter) to load "
           "it into the main window. The arrow keys walk the tree, Home "
           "returns to the search."));
}

bool WatchTreeView::breadthFirst() const
{
    return !tree_.empty() && tree_.front().kind == Kind::Dequeued;
}

void WatchTreeView::sync(const WatchTrace& trace, const WatchTrace::Snapshot& s)
{
    if (s.treeGeneration == generation_ && s.treeSize == shownSize_)
        return;
    if (s.treeGeneration != generation_) {
        tree_.clear();
        generation_ = s.treeGeneration;
        shownNode_ = -1;
    }
    const auto more = trace.tree(tree_.size(), s.treeGeneration);
    tree_.insert(tree_.end(), more.begin(), more.end());
    shownSize_ = tree_.size();
    redraw();
}

void WatchTreeView::clear()
{
    tree_.clear();
    generation_ = 0;
    shownSize_ = 0;
    drawn_ = 0;
    shownNode_ = -1;
    scene_->clear();
    dots_.clear();
}

void WatchTreeView::redraw()
{
    // Leaves left to right in the order met, a parent over the middle of its children.
    const std::size_t n = tree_.size();
    std::vector<std::vector<int>> children(n);
    std::vector<int> roots;
    for (std::size_t i = 0; i < n; ++i) {
        const int p = tree_[i].parent;
        if (p >= 0 && static_cast<std::size_t>(p) < n)
            children[static_cast<std::size_t>(p)].push_back(static_cast<int>(i));
        else
            roots.push_back(static_cast<int>(i));
    }
    std::vector<double> x(n, 0);
    double nextLeaf = 0;
    std::function<void(int)> place = [&](int v) {
        const auto& kids = children[static_cast<std::size_t>(v)];
        if (kids.empty()) {
            x[static_cast<std::size_t>(v)] = nextLeaf++;
            return;
        }
        for (const int c : kids)
            place(c);
        x[static_cast<std::size_t>(v)] =
            (x[static_cast<std::size_t>(kids.front())] + x[static_cast<std::size_t>(kids.back())]) /
            2;
    };
    for (const int r : roots)
        place(r);

    // The path the search is on: the latest node and its ancestors.
    std::vector<bool> onPath(n, false);
    if (n > 0) {
        int v = -1;
        for (std::size_t i = n; i-- > 0;)
            if (tree_[i].kind == Kind::Expanded || tree_[i].kind == Kind::Goal ||
                tree_[i].kind == Kind::Dequeued || tree_[i].kind == Kind::CutByBound) {
                v = static_cast<int>(i);
                break;
            }
        for (; v >= 0; v = tree_[static_cast<std::size_t>(v)].parent)
            onPath[static_cast<std::size_t>(v)] = true;
    }

    // One path for all the edges and no tooltip per node (it is made when asked, by
    // viewportEvent): a breadth-first tree of 3,000 nodes is drawn again in a few
    // milliseconds, once the search ends, without holding the window.
    scene_->clear();
    dots_.assign(n, nullptr);
    QPainterPath edges;
    double right = 0;
    int deepest = 0;
    for (std::size_t i = 0; i < n; ++i) {
        right = std::max(right, x[i]);
        deepest = std::max(deepest, tree_[i].depth);
        const int p = tree_[i].parent;
        if (p >= 0 && static_cast<std::size_t>(p) < n) {
            edges.moveTo(x[static_cast<std::size_t>(p)] * kDx,
                         tree_[static_cast<std::size_t>(p)].depth * kDy);
            edges.lineTo(x[i] * kDx, tree_[i].depth * kDy);
        }
    }
    scene_->addPath(edges, QPen(QColor(0x90, 0x90, 0x90), 1));
    const QPen ringPen(QColor(0xd0, 0x20, 0x20), 2.5);
    for (std::size_t i = 0; i < n; ++i) {
        const auto& t = tree_[i];
        auto* dot =
            scene_->addEllipse(x[i] * kDx - kR, t.depth * kDy - kR, 2 * kR, 2 * kR,
                               onPath[i] ? ringPen : QPen(Qt::NoPen), QBrush(kindColour(t.kind)));
        dot->setData(0, static_cast<int>(i));
        dot->setFlag(QGraphicsItem::ItemIsSelectable);
        dots_[i] = dot;
        const bool named = t.move >= 0 && static_cast<std::size_t>(t.move) < names_.size();
        if (n <= 400 && named) {
            auto* label = scene_->addSimpleText(
                QString::fromStdString(names_[static_cast<std::size_t>(t.move)]));
            QFont f = label->font();
            f.setPointSizeF(6.5);
            label->setFont(f);
            label->setPos(x[i] * kDx + kR, t.depth * kDy - kR - 10);
        }
    }
    drawn_ = static_cast<int>(n);
    // The bounds from the layout itself (asking the scene walks every item); the labels
    // reach at most a move name to the right of a node and 10 units above it.
    scene_->setSceneRect(
        QRectF(-kR, -kR - 10, right * kDx + 2 * kR + 40, deepest * kDy + 2 * kR + 10)
            .adjusted(-10, -10, 10, 10));
    // Keep the node the search is at in sight.
    for (std::size_t i = n; i-- > 0;)
        if (onPath[i]) {
            centerOn(x[i] * kDx, tree_[i].depth * kDy);
            break;
        }
}

QString WatchTreeView::nodeTip(int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= tree_.size())
        return {};
    const auto& t = tree_[static_cast<std::size_t>(index)];
    const bool named = t.move >= 0 && static_cast<std::size_t>(t.move) < names_.size();
    QString tip = named ? tr("Move %1, depth %2")
                              .arg(QString::fromStdString(names_[static_cast<std::size_t>(t.move)]))
                              .arg(t.depth)
                        : tr("The start");
    if (t.h >= 0)
        tip += QLatin1Char('\n') + tr("g = %1, h = %2, f = %3").arg(t.depth).arg(t.h).arg(t.f);
    else if (t.f >= 0)
        tip += QLatin1Char('\n') + tr("f = %1").arg(t.f);
    return tip;
}

bool WatchTreeView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const int v = nodeAt(help->pos()); v >= 0) {
            QToolTip::showText(help->globalPos(), nodeTip(v), viewport());
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

std::vector<int> WatchTreeView::pathTo(int index) const
{
    std::vector<int> path;
    if (index < 0 || static_cast<std::size_t>(index) >= tree_.size())
        return path;
    for (int v = index; v >= 0; v = tree_[static_cast<std::size_t>(v)].parent)
        if (tree_[static_cast<std::size_t>(v)].move >= 0)
            path.push_back(tree_[static_cast<std::size_t>(v)].move);
    std::reverse(path.begin(), path.end());
    return path;
}

void WatchTreeView::showNode(int index)
{
    if (index < 0 || static_cast<std::size_t>(index) >= tree_.size()) {
        shownNode_ = -1;
        emit nodeShown(-1);
        return;
    }
    shownNode_ = index;
    emit nodeShown(index);
    // Ring it in the tree and keep it in sight.
    if (static_cast<std::size_t>(index) < dots_.size() && dots_[static_cast<std::size_t>(index)]) {
        centerOn(dots_[static_cast<std::size_t>(index)]);
        dots_[static_cast<std::size_t>(index)]->setSelected(true);
    }
}

int WatchTreeView::nodeAt(const QPoint& viewportPoint) const
{
    const QGraphicsItem* item = itemAt(viewportPoint);
    return item && item->data(0).isValid() ? item->data(0).toInt() : -1;
}

void WatchTreeView::wheelEvent(QWheelEvent* event)
{
    const double factor = event->angleDelta().y() > 0 ? 1.25 : 0.8;
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    scale(factor, factor);
    event->accept();
}

void WatchTreeView::mouseReleaseEvent(QMouseEvent* event)
{
    QGraphicsView::mouseReleaseEvent(event);
    if (const int v = nodeAt(event->position().toPoint()); v >= 0)
        showNode(v);
}

void WatchTreeView::mouseDoubleClickEvent(QMouseEvent* event)
{
    QGraphicsView::mouseDoubleClickEvent(event);
    if (const int v = nodeAt(event->position().toPoint()); v >= 0) {
        showNode(v);
        emit nodeActivated(v);
    }
}

void WatchTreeView::keyPressEvent(QKeyEvent* event)
{
    if (tree_.empty()) {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    const int last = static_cast<int>(tree_.size()) - 1;
    const int at = shownNode_ < 0 ? last : shownNode_;
    switch (event->key()) {
    case Qt::Key_Left:
        showNode(std::max(at - 1, 0));
        return;
    case Qt::Key_Right:
        showNode(std::min(at + 1, last));
        return;
    case Qt::Key_Up:
        showNode(std::max(tree_[static_cast<std::size_t>(at)].parent, 0));
        return;
    case Qt::Key_Home:
        showNode(-1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (shownNode_ >= 0)
            emit nodeActivated(shownNode_);
        return;
    default:
        QGraphicsView::keyPressEvent(event);
        break;
    }
}

QByteArray WatchTreeView::picture() const
{
    const QRectF area = scene_->sceneRect();
    const QSize size(std::max(64, static_cast<int>(std::ceil(area.width()))),
                     std::max(64, static_cast<int>(std::ceil(area.height()))));
    QImage image(size.boundedTo(QSize(16000, 16000)), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        scene_->render(&painter, QRectF(image.rect()), area);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

}  // namespace pl
