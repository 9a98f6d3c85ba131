#include "rotation_board.h"

#include "core/checked_readers.h"
#include "core/definition_puzzle.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_names.h"
#include "ui/board_skins.h"

#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace pl {

namespace {
// Cell positions on the 7x7 grid, numbered as in the judge's statement.
constexpr std::array<QPoint, 24> kGrid = {{
    {2, 0}, {4, 0},                                          //
    {2, 1}, {4, 1},                                          //
    {0, 2}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2}, {6, 2},  //
    {2, 3}, {4, 3},                                          //
    {0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 4}, {5, 4}, {6, 4},  //
    {2, 5}, {4, 5},                                          //
    {2, 6}, {4, 6},                                          //
}};

// Layout in units of the cell pitch: the 7x7 grid plus a ring of arrows is 9 wide.
constexpr qreal kBoard = 9.0;
constexpr qreal kPanelW = 3.7;
constexpr qreal kPanelGap = 0.35;
constexpr qreal kPanelBelowH = 2.75;
constexpr qreal kCellInset = 0.05;
constexpr int kTarget = 8;

QPointF lerp(const QPointF& a, const QPointF& b, qreal t)
{
    return a + (b - a) * t;
}
}  // namespace

// The puzzle a session of The Rotation Game holds (its bundled definition), for the
// program's length.
RotationBoard::RotationBoard(QWidget* parent) : BoardWidget(*heldContestPuzzle("rotation"), parent)
{
    setAccessibleName(tr("Rotation Game board"));
    for (int i = 0; i < kCells; ++i)
        gridPos_[std::size_t(i)] = kGrid[std::size_t(i)];

    // Each line's geometry comes from the one apply function: the content of every
    // cell but one moves to a neighbour; the odd one wraps round to the other end.
    for (int m = 0; m < kMoves; ++m) {
        Line line;
        line.sources = moveSources(puzzle(), m);
        line.cells = moveCells(puzzle(), m);
        for (int c : line.cells) {
            const QPoint step =
                gridPos_[std::size_t(c)] - gridPos_[std::size_t(line.sources[std::size_t(c)])];
            if (step.manhattanLength() != 1)
                continue;
            line.direction = step;
            const QPoint beyond = gridPos_[std::size_t(c)] + step;
            const bool inLine = std::any_of(line.cells.begin(), line.cells.end(), [&](int o) {
                return gridPos_[std::size_t(o)] == beyond;
            });
            if (!inLine)
                line.towardsEnd = c;
        }
        Q_ASSERT(line.towardsEnd >= 0);
        if (line.towardsEnd < 0 && !line.cells.empty())
            line.towardsEnd = line.cells.front();
        lines_.push_back(std::move(line));
    }
    positionChanged();
}

QSize RotationBoard::sizeHint() const
{
    return {760, 560};
}

QColor RotationBoard::labelColor(int label)
{
    switch (label) {
    case 1:
        return QColor(0xe2, 0x55, 0x4a);  // red
    case 2:
        return QColor(0x3b, 0x86, 0xdc);  // blue
    case 3:
        return QColor(0xf0, 0xc0, 0x3a);  // yellow
    default:
        return QColor(0x9a, 0x9a, 0x9a);
    }
}

bool RotationBoard::inGoalArea(int cell)
{
    static constexpr int centre[] = {6, 7, 8, 11, 12, 15, 16, 17};
    return std::find(std::begin(centre), std::end(centre), cell) != std::end(centre);
}

// ---------------------------------------------------------------- counts and palette

void RotationBoard::positionChanged()
{
    std::array<int, 3> counts{};
    int invalid = 0;
    for (auto v : puzzlePosition().cells) {
        if (v >= 1 && v <= 3)
            ++counts[std::size_t(v - 1)];
        else
            ++invalid;
    }
    if (countsKnown_ && counts == counts_ && invalid == invalidCells_)
        return;
    const bool announce = countsKnown_;
    counts_ = counts;
    invalidCells_ = invalid;
    countsKnown_ = true;
    if (announce)
        emit countsChanged(countProblem().isEmpty());
    emit editStateChanged();
}

QString RotationBoard::countProblem() const
{
    // "Eight of each label" is the puzzle's rule: the board shows what its validation
    // says and counts the labels only to draw the chips.
    QString text = i18n::firstProblemLine(validateProblems(puzzle(), puzzlePosition()));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

void RotationBoard::setPaintLabel(int label)
{
    label = std::clamp(label, 0, 3);
    if (label == paintLabel_)
        return;
    paintLabel_ = label;
    update();
    emit paintLabelChanged(label);
}

QRect RotationBoard::paletteRect(int label) const
{
    if (label < 0 || label > 3)
        return {};
    const QRectF r = itemRect({ItemKind::Tool, label});
    return QRect(QPoint(int(std::ceil(r.left())), int(std::ceil(r.top()))),
                 QPoint(int(std::floor(r.right())) - 1, int(std::floor(r.bottom())) - 1));
}

int RotationBoard::clickedLabel(int cell, bool alternate) const
{
    const int v = puzzlePosition().cells[std::size_t(cell)];
    const int current = (v >= 1 && v <= 3) ? v : 0;
    if (alternate)
        return current <= 1 ? 3 : current - 1;
    if (paintLabel_ != 0)
        return paintLabel_;
    return current % 3 + 1;
}

void RotationBoard::clickCell(int cell, bool alternate)
{
    Position next = puzzlePosition();
    auto& v = next.cells[std::size_t(cell)];
    const int label = clickedLabel(cell, alternate);
    if (label == v)
        return;
    v = std::uint8_t(label);
    commitEdit(next);
}

bool RotationBoard::beginCellDrag(int cell, bool alternate)
{
    finishAnimation();
    dragLabel_ = clickedLabel(cell, alternate);
    dragStart_ = puzzlePosition();
    dragShown_ = dragStart_;
    paintDragged(cell);
    return true;
}

void RotationBoard::dragOverCell(int cell)
{
    // Something else set the board meanwhile (a solution played back): stop painting.
    if (dragLabel_ == 0 || puzzlePosition() != dragShown_)
        return;
    paintDragged(cell);
}

void RotationBoard::paintDragged(int cell)
{
    Position next = puzzlePosition();
    auto& v = next.cells[std::size_t(cell)];
    if (v == dragLabel_)
        return;
    v = std::uint8_t(dragLabel_);
    dragShown_ = next;
    previewEdit(next);
}

void RotationBoard::endCellDrag()
{
    const bool painted =
        dragLabel_ != 0 && puzzlePosition() == dragShown_ && dragShown_ != dragStart_;
    dragLabel_ = 0;
    if (painted)
        commitEdit(dragShown_);
}

void RotationBoard::clickTool(int tool, bool)
{
    setPaintLabel(tool);
}

void RotationBoard::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const int cell = focusedCell();
    if (key >= Qt::Key_1 && key <= Qt::Key_3 && cell >= 0 && !isInteractive()) {
        emit editRefused();
        event->accept();
        return;
    }
    if (key >= Qt::Key_1 && key <= Qt::Key_3 && cell >= 0) {
        finishAnimation();
        Position next = puzzlePosition();
        const auto label = std::uint8_t(key - Qt::Key_0);
        if (next.cells[std::size_t(cell)] != label) {
            next.cells[std::size_t(cell)] = label;
            commitEdit(next);
        }
        event->accept();
        return;
    }
    BoardWidget::keyPressEvent(event);
}

// ---------------------------------------------------------------- text

QString RotationBoard::lineDescription(int move) const
{
    const Line& line = lines_[std::size_t(move)];
    const QPoint end = gridPos_[std::size_t(line.towardsEnd)];
    const QString name = QString::fromStdString(puzzle().moveNames()[std::size_t(move)]);
    if (line.direction.x() == 0) {
        const bool left = end.x() < 3;
        if (line.direction.y() < 0)
            return left ? tr("Move %1: shift the left column up").arg(name)
                        : tr("Move %1: shift the right column up").arg(name);
        return left ? tr("Move %1: shift the left column down").arg(name)
                    : tr("Move %1: shift the right column down").arg(name);
    }
    const bool top = end.y() < 3;
    if (line.direction.x() < 0)
        return top ? tr("Move %1: shift the top row left").arg(name)
                   : tr("Move %1: shift the bottom row left").arg(name);
    return top ? tr("Move %1: shift the top row right").arg(name)
               : tr("Move %1: shift the bottom row right").arg(name);
}

QString RotationBoard::itemToolTip(const ItemRef& item) const
{
    switch (item.kind) {
    case ItemKind::Cell: {
        const int v = puzzlePosition().cells[std::size_t(item.index)];
        // Counted from 1, as the undo steps name cells.
        QString text = inGoalArea(item.index)
                           ? tr("Cell %1 (centre): label %2.").arg(item.index + 1).arg(v)
                           : tr("Cell %1: label %2.").arg(item.index + 1).arg(v);
        text += QLatin1Char(' ');
        if (paintLabel_ != 0)
            text +=
                tr("Click to paint label %1, right-click to go back one label.").arg(paintLabel_);
        else
            text += tr("Click to change the label 1 → 2 → 3, right-click to go back.");
        return text;
    }
    case ItemKind::Move:
        return lineDescription(item.index);
    case ItemKind::Tool:
        if (item.index == 0)
            return tr("Cycle: clicking a cell changes its label 1 → 2 → 3 → 1");
        return tr("Paint label %1: clicking a cell sets it to %1").arg(item.index);
    case ItemKind::None:
        break;
    }
    return {};
}

// ---------------------------------------------------------------- layout

QRectF RotationBoard::gridRect(QPointF pos, qreal inset) const
{
    const qreal u = unit_;
    return QRectF(gridOrigin_.x() + (pos.x() + inset) * u, gridOrigin_.y() + (pos.y() + inset) * u,
                  (1 - 2 * inset) * u, (1 - 2 * inset) * u);
}

void RotationBoard::layoutBoard(const QRectF& area, QList<Item>& items)
{
    const qreal beside =
        std::min(area.width() / (kBoard + kPanelGap + kPanelW), area.height() / kBoard);
    const qreal below =
        std::min(area.width() / kBoard, area.height() / (kBoard + kPanelGap + kPanelBelowH));
    panelBeside_ = beside >= below * 0.95;
    const qreal u = panelBeside_ ? beside : below;
    unit_ = u;
    const qreal totalW = panelBeside_ ? (kBoard + kPanelGap + kPanelW) * u : kBoard * u;
    const qreal totalH = panelBeside_ ? kBoard * u : (kBoard + kPanelGap + kPanelBelowH) * u;
    const QPointF origin(area.center().x() - totalW / 2, area.center().y() - totalH / 2);
    boardRect_ = QRectF(origin, QSizeF(kBoard * u, kBoard * u));
    // The grid's (0,0) cell sits one unit in from the board's corner (the arrow ring).
    gridOrigin_ = origin + QPointF(u, u);

    for (int i = 0; i < kCells; ++i) {
        cellRects_[std::size_t(i)] = gridRect(gridPos_[std::size_t(i)], kCellInset);
        items.append({{ItemKind::Cell, i}, cellRects_[std::size_t(i)], false});
    }
    for (int m = 0; m < kMoves; ++m) {
        const Line& line = lines_[std::size_t(m)];
        const QPointF at = gridPos_[std::size_t(line.towardsEnd)] + line.direction;
        const QRectF box = gridRect(at, 0.06);
        arrowBoxes_[std::size_t(m)] = box;
        const QPointF c = box.center();
        const QPointF dir(line.direction);
        const QPointF side(-dir.y(), dir.x());
        arrows_[std::size_t(m)] =
            QPolygonF({c + dir * (0.33 * u), c - dir * (0.27 * u) + side * (0.38 * u),
                       c - dir * (0.27 * u) - side * (0.38 * u)});
        items.append({{ItemKind::Move, m}, box, false});
    }

    // Palette and counts.
    if (panelBeside_) {
        const qreal x = boardRect_.right() + kPanelGap * u;
        const qreal w = kPanelW * u;
        const qreal contentH = 6.4 * u;
        qreal y = boardRect_.center().y() - contentH / 2;
        panelRect_ = QRectF(x, y, w, contentH);
        paintHeading_ = QRectF(x, y, w, 0.5 * u);
        y += 0.55 * u;
        const qreal gap = 0.14 * u;
        const qreal bw = (w - 2 * gap) / 3;
        for (int label = 1; label <= 3; ++label)
            tools_[std::size_t(label)] = QRectF(x + (label - 1) * (bw + gap), y, bw, 0.95 * u);
        y += 0.95 * u + gap;
        tools_[0] = QRectF(x, y, w, 0.75 * u);
        y += 0.75 * u + 0.45 * u;
        countsRect_ = QRectF(x, y, w, 1.15 * u);
        y += 1.15 * u + 0.15 * u;
        statusRect_ = QRectF(x, y, w, panelRect_.bottom() - y);
    } else {
        const qreal x = boardRect_.left() + 0.5 * u;
        const qreal w = kBoard * u - u;
        qreal y = boardRect_.bottom() + kPanelGap * u;
        panelRect_ = QRectF(x, y, w, kPanelBelowH * u);
        const qreal rowH = 0.8 * u;
        paintHeading_ = QRectF(x, y, 1.3 * u, rowH);
        const qreal gap = 0.12 * u;
        qreal bx = x + 1.3 * u;
        for (int label = 1; label <= 3; ++label) {
            tools_[std::size_t(label)] = QRectF(bx, y, 0.95 * u, rowH);
            bx += 0.95 * u + gap;
        }
        tools_[0] = QRectF(bx, y, x + w - bx, rowH);
        y += rowH + 0.2 * u;
        countsRect_ = QRectF(x, y, w, 0.6 * u);
        y += 0.65 * u;
        statusRect_ = QRectF(x, y, w, panelRect_.bottom() - y);
    }
    for (int label = 1; label <= 3; ++label)
        items.append({{ItemKind::Tool, label}, tools_[std::size_t(label)], false});
    items.append({{ItemKind::Tool, 0}, tools_[0], false});
}

// ---------------------------------------------------------------- painting

void RotationBoard::paintCell(QPainter& painter, const QRectF& rect, int label, qreal opacity,
                              bool focused, bool hovered) const
{
    const qreal radius = rect.width() * 0.18;
    const QColor color = labelColor(label);
    painter.save();
    painter.setOpacity(opacity);
    paintSoftShadow(painter, rect, radius, rect.height() * (hovered ? 0.08 : 0.035));
    QLinearGradient fill(rect.topLeft(), rect.bottomLeft());
    fill.setColorAt(0, color.lighter(hovered ? 120 : 110));
    fill.setColorAt(1, color.darker(hovered ? 100 : 106));
    painter.setBrush(fill);
    painter.setPen(QPen(color.darker(130), std::max(1.0, rect.width() * 0.015)));
    painter.drawRoundedRect(rect, radius, radius);
    painter.setPen(readableTextOn(color));
    painter.setFont(pixelFont(font(), rect.height() * 0.5, true));
    painter.drawText(rect, Qt::AlignCenter,
                     label >= 1 && label <= 3 ? QString::number(label) : QStringLiteral("?"));
    painter.restore();
    if (focused)
        paintFocusRing(painter, rect, false, radius);
}

void RotationBoard::paintArrow(QPainter& painter, int move) const
{
    const ItemRef ref{ItemKind::Move, move};
    const bool enabled = itemEnabled(ref);
    const bool strong = highlightedMove() == move || animMove() == move;
    const bool hover = enabled && isHovered(ref);
    const bool down = enabled && isPressed(ref);
    QColor fill =
        mix(role(QPalette::Window), role(QPalette::WindowText), darkTheme() ? 0.42 : 0.38);
    if (strong || down)
        fill = down ? accent().darker(112) : accent();
    else if (hover)
        fill = mix(fill, accent(), 0.75);

    painter.save();
    if (!enabled)
        painter.setOpacity(0.35);
    const QPolygonF& tri = arrows_[std::size_t(move)];
    // A fat pen of the fill colour rounds the triangle's corners.
    QPen pen(fill, unit_ * 0.12);
    pen.setJoinStyle(Qt::RoundJoin);
    painter.setPen(pen);
    painter.setBrush(fill);
    painter.drawPolygon(tri);

    QPointF centroid = (tri[0] + tri[1] + tri[2]) / 3.0;
    painter.setPen(readableTextOn(fill));
    painter.setFont(pixelFont(font(), unit_ * 0.3, true));
    QRectF textRect(0, 0, unit_ * 0.6, unit_ * 0.6);
    textRect.moveCenter(centroid);
    painter.drawText(textRect, Qt::AlignCenter,
                     QString::fromStdString(puzzle().moveNames()[std::size_t(move)]));
    painter.restore();
    if (hasFocusRing(ref))
        paintFocusRing(painter, arrowBoxes_[std::size_t(move)], true);
}

void RotationBoard::paintCentre(QPainter& painter) const
{
    const qreal u = unit_;
    const bool valid = countProblem().isEmpty();
    const bool goal = valid && animMove() < 0 && puzzle().isGoal(puzzlePosition());
    const QRectF frame = gridRect({2, 2}, 0)
                             .united(gridRect({4, 4}, 0))
                             .adjusted(-0.07 * u, -0.07 * u, 0.07 * u, 0.07 * u);
    const QColor tone = goal ? goodColor() : accent();
    painter.save();
    painter.setPen(QPen(tone, std::max(2.0, u * 0.055)));
    QColor tint = tone;
    tint.setAlphaF(darkTheme() ? 0.16f : 0.10f);
    painter.setBrush(tint);
    painter.drawRoundedRect(frame, u * 0.3, u * 0.3);

    const QRectF middle = gridRect({3, 3}, 0.16);
    if (goal) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(goodColor());
        painter.drawEllipse(middle);
        QPen tick(readableTextOn(goodColor()), std::max(2.0, u * 0.07));
        tick.setCapStyle(Qt::RoundCap);
        tick.setJoinStyle(Qt::RoundJoin);
        painter.setPen(tick);
        const QPointF c = middle.center();
        const qreal s = middle.width() / 2;
        painter.drawPolyline(
            QPolygonF({c + QPointF(-0.45 * s, 0.02 * s), c + QPointF(-0.12 * s, 0.35 * s),
                       c + QPointF(0.48 * s, -0.33 * s)}));
    } else {
        // A faint bull's-eye marks the goal area without competing with the labels.
        QColor ring = tone;
        ring.setAlphaF(0.45f);
        painter.setPen(QPen(ring, std::max(1.0, u * 0.03)));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(middle.center(), middle.width() * 0.32, middle.width() * 0.32);
        painter.setPen(Qt::NoPen);
        painter.setBrush(ring);
        painter.drawEllipse(middle.center(), middle.width() * 0.1, middle.width() * 0.1);
    }
    painter.restore();
}

void RotationBoard::paintPanel(QPainter& painter) const
{
    const qreal u = unit_;
    const QColor text = role(QPalette::WindowText);
    const qreal headingPx = std::max(9.0, u * 0.27);
    const qreal bodyPx = std::max(9.0, std::min(u * 0.25, 22.0));
    painter.save();

    painter.setPen(text);
    painter.setFont(pixelFont(font(), headingPx, true));
    painter.drawText(paintHeading_, Qt::AlignLeft | Qt::AlignVCenter, tr("Paint"));

    for (int label = 1; label <= 3; ++label) {
        ButtonLook look;
        look.checked = paintLabel_ == label;
        look.content = [&](QPainter& p, const QRectF& body, const QColor&) {
            const qreal side = std::min(body.width(), body.height()) * 0.64;
            QRectF swatch(0, 0, side, side);
            swatch.moveCenter(body.center());
            const QColor c = labelColor(label);
            p.setPen(QPen(c.darker(130), 1));
            p.setBrush(c);
            p.drawRoundedRect(swatch, side * 0.2, side * 0.2);
            p.setPen(readableTextOn(c));
            p.setFont(pixelFont(font(), side * 0.62, true));
            p.drawText(swatch, Qt::AlignCenter, QString::number(label));
        };
        paintButton(painter, {ItemKind::Tool, label}, tools_[std::size_t(label)], look);
    }
    ButtonLook cycle;
    cycle.title = tr("Cycle");
    cycle.subtitle = tr("1 → 2 → 3");
    cycle.checked = paintLabel_ == 0;
    paintButton(painter, {ItemKind::Tool, 0}, tools_[0], cycle);

    // Counts: a chip per label; a wrong count is marked, not only coloured.
    QRectF countsRow = countsRect_;
    if (panelBeside_) {
        painter.setPen(text);
        painter.setFont(pixelFont(font(), headingPx, true));
        painter.drawText(
            QRectF(countsRect_.left(), countsRect_.top(), countsRect_.width(), 0.5 * u),
            Qt::AlignLeft | Qt::AlignVCenter, tr("Counts"));
        countsRow = countsRect_.adjusted(0, 0.55 * u, 0, 0);
    }
    const qreal chipW = countsRow.width() / 3;
    for (int label = 1; label <= 3; ++label) {
        const int n = counts_[std::size_t(label - 1)];
        const QRectF chip(countsRow.left() + (label - 1) * chipW, countsRow.top(), chipW,
                          std::min(countsRow.height(), 0.6 * u));
        const qreal dot = std::min(chip.height() * 0.62, u * 0.34);
        const QRectF swatch(chip.left(), chip.center().y() - dot / 2, dot, dot);
        painter.setPen(Qt::NoPen);
        painter.setBrush(labelColor(label));
        painter.drawRoundedRect(swatch, dot * 0.25, dot * 0.25);
        painter.setFont(pixelFont(font(), bodyPx, n != kTarget));
        painter.setPen(n == kTarget ? text : warningColor());
        painter.drawText(QRectF(swatch.right() + dot * 0.35, chip.top(), chip.width() - dot * 1.4,
                                chip.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, tr("%1: %2").arg(label).arg(n));
    }

    const QString problem = countProblem();
    painter.setFont(pixelFont(font(), bodyPx));
    if (problem.isEmpty()) {
        painter.setPen(goodColor());
        painter.drawText(statusRect_, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                         tr("\u2713 Eight of each label"));
    } else {
        painter.setPen(warningColor());
        painter.drawText(statusRect_, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, problem);
    }
    painter.restore();
}

void RotationBoard::paintBoard(QPainter& painter)
{
    const qreal u = unit_;
    const int preview = animMove() >= 0 ? animMove() : previewMove();

    // The four rails of the '#'; the one a move acts on is tinted.
    const auto railOf = [&](int move) {
        QRectF r;
        for (int c : lines_[std::size_t(move)].cells)
            r = r.united(gridRect(gridPos_[std::size_t(c)], 0));
        return r.adjusted(0.01 * u, 0.01 * u, -0.01 * u, -0.01 * u);
    };
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int m = 0; m < kMoves; ++m) {
        const bool tinted =
            preview >= 0 && lines_[std::size_t(m)].cells == lines_[std::size_t(preview)].cells;
        painter.setBrush(tinted ? mix(panelColor(2.5), accent(), darkTheme() ? 0.45 : 0.35)
                                : panelColor(2.5));
        painter.drawRoundedRect(railOf(m), u * 0.22, u * 0.22);
    }
    painter.restore();
    paintCentre(painter);

    const int move = animMove();
    const Position& shown = animTo();
    const Line* moving = move >= 0 ? &lines_[std::size_t(move)] : nullptr;
    for (int i = 0; i < kCells; ++i) {
        if (moving &&
            std::find(moving->cells.begin(), moving->cells.end(), i) != moving->cells.end())
            continue;
        const ItemRef ref{ItemKind::Cell, i};
        paintCell(painter, cellRects_[std::size_t(i)], shown.cells[std::size_t(i)], 1.0,
                  hasFocusRing(ref), isHovered(ref) && isInteractive());
    }
    if (moving) {
        // The line slides one step like a conveyor: clipped to its rail, the cell
        // pushed off one end comes back in at the other.
        const qreal t = animProgress();
        painter.save();
        QPainterPath clip;
        clip.addRoundedRect(railOf(move), u * 0.22, u * 0.22);
        painter.setClipPath(clip);
        const QPointF step = QPointF(moving->direction) * u;
        for (int d : moving->cells) {
            const int s = moving->sources[std::size_t(d)];
            const int value = shown.cells[std::size_t(d)];
            const QRectF to = cellRects_[std::size_t(d)];
            const QRectF from = cellRects_[std::size_t(s)];
            const QPointF delta = to.center() - from.center();
            if (std::hypot(delta.x(), delta.y()) <= u * 1.01) {
                QRectF r = to;
                r.moveCenter(lerp(from.center(), to.center(), t));
                paintCell(painter, r, value, 1.0, false, false);
            } else {
                paintCell(painter, from.translated(step * t), value, 1.0, false, false);
                paintCell(painter, to.translated(-step * (1 - t)), value, 1.0, false, false);
            }
        }
        painter.restore();
    } else if (preview >= 0) {
        painter.save();
        const qreal w = std::max(2.0, u * 0.05);
        painter.setPen(QPen(accent(), w));
        painter.setBrush(Qt::NoBrush);
        for (int c : lines_[std::size_t(preview)].cells) {
            const QRectF r = cellRects_[std::size_t(c)].adjusted(-w / 2, -w / 2, w / 2, w / 2);
            painter.drawRoundedRect(r, r.width() * 0.2, r.width() * 0.2);
        }
        painter.restore();
    }

    for (int m = 0; m < kMoves; ++m)
        paintArrow(painter, m);
    paintPanel(painter);
}

// ------------------------------------------------------------------ the skin

namespace {

// The texts stay in the window's words (and translations) they always had.
QString windowText(const char* text)
{
    return QCoreApplication::translate("pl::MainWindow", text);
}

class RotationSkin : public BoardSkin {
public:
    BoardWidget* makeBoard(const std::shared_ptr<const Puzzle>&, QWidget* parent) const override
    {
        return new RotationBoard(parent);
    }
    QString history(const Puzzle&) const override
    {
        return QCoreApplication::translate(
            "pl::AboutDialog",
            "From the 2004 ACM/ICPC Asia Regional in Shanghai, known as POJ 2286 and HDU 1667: "
            "slide the lines until the centre shows one number.");
    }
    QString hint(const Puzzle&) const override
    {
        return windowText(QT_TRANSLATE_NOOP(
            "pl::MainWindow",
            "Click a cell to change its label, or drag across cells to paint them all; pick a "
            "label to paint with. The arrows slide a line by one cell."));
    }
    QString playHint(const Puzzle&) const override
    {
        return windowText(
            QT_TRANSLATE_NOOP("pl::MainWindow",
                              "Playing by hand: the arrows slide a line by one cell. The cells "
                              "are locked until you leave Play by Hand."));
    }
    QString stateSpacePatternsName(const Puzzle&) const override
    {
        return QCoreApplication::translate("pl::StateSpaceDialog", "Single-label patterns");
    }
    QString stateSpacePatternsText(const Puzzle&) const override
    {
        return QCoreApplication::translate(
            "pl::StateSpaceDialog",
            "Whether the centre is filled depends only on where one label's eight pieces "
            "are, so the exact table covers the C(24, 8) = 735,471 single-label patterns. "
            "The bars count patterns by the moves they need; a board needs the smallest "
            "of its three labels' counts, so no board needs 14. Click a bar for a board "
            "with one label that far away.");
    }
    QString stateSpaceBoardsText(const Puzzle&) const override
    {
        return QCoreApplication::translate(
            "pl::StateSpaceDialog",
            "Every one of the 24!/(8!)\u00b3 = 9,465,511,770 boards, counted by the number "
            "of moves it needs (the census). Click a bar for a random board at that "
            "distance.");
    }
    QString editText(const Puzzle&, const Position& before, const Position& after) const override
    {
        const std::vector<int> changed = changedCells(before, after);
        const auto at = [&](int i) { return int(after.cells[std::size_t(i)]); };
        // Cells are counted from 1 here, as everywhere the window names one.
        if (changed.size() == 1)
            return windowText(QT_TRANSLATE_NOOP("pl::MainWindow", "Set cell %1 to %2"))
                .arg(changed[0] + 1)
                .arg(at(changed[0]));
        // A drag paints every cell it crosses with one label.
        if (changed.size() > 1 && std::all_of(changed.begin(), changed.end(),
                                              [&](int c) { return at(c) == at(changed[0]); }))
            return windowText(QT_TRANSLATE_NOOP("pl::MainWindow", "Paint %1 cells with label %2"))
                .arg(changed.size())
                .arg(at(changed[0]));
        return windowText(QT_TRANSLATE_NOOP("pl::MainWindow", "Edit position"));
    }
};

}  // namespace

void registerRotationSkin()
{
    registerBoardSkin("rotation", std::make_shared<RotationSkin>());
    // The name and one-line summary the window shows in place of the definition's.
    PuzzleNames::registerWords(
        "rotation", QT_TRANSLATE_NOOP("pl::PuzzleNames", "The Rotation Game"),
        QT_TRANSLATE_NOOP(
            "pl::PuzzleNames",
            "Slide the lines of a '#' board until the centre shows one label (POJ 2286)."));
}

}  // namespace pl
