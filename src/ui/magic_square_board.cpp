#include "magic_square_board.h"

#include "core/definition_puzzle.h"
#include "models/puzzle_names.h"
#include "ui/board_skins.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <vector>

namespace pl {

namespace {
// Layout in units of the tile pitch.
constexpr qreal kPad = 0.18;  // panel padding around the 4x2 tiles
constexpr qreal kPanelW = 4 + 2 * kPad;
constexpr qreal kPanelH = 2 + 2 * kPad;
constexpr qreal kLabelH = 0.52;
constexpr qreal kMidGap = 0.95;  // between the grids when side by side
constexpr qreal kStackGap = 0.22;
constexpr qreal kButtonGap = 0.36;
constexpr qreal kButtonH = 0.78;
constexpr qreal kTile = 0.88;
constexpr qreal kSideW = 2 * kPanelW + kMidGap;
constexpr qreal kSideH = kLabelH + kPanelH + kButtonGap + kButtonH;
constexpr qreal kStackW = kPanelW;
constexpr qreal kStackH = 2 * (kLabelH + kPanelH) + kStackGap + kButtonGap + kButtonH;

// Cell k of a grid in the judge's clockwise reading: top row left to right, then the
// bottom row right to left.
QPoint gridSlot(int k)
{
    return k < 4 ? QPoint(k, 0) : QPoint(7 - k, 1);
}

QPointF lerp(const QPointF& a, const QPointF& b, qreal t)
{
    return a + (b - a) * t;
}
}  // namespace

MagicSquareBoard::MagicSquareBoard(QWidget* parent)
    : MagicSquareBoard(*heldContestPuzzle("msquare"), parent)
{
}

MagicSquareBoard::MagicSquareBoard(const Puzzle& puzzle, QWidget* parent)
    : BoardWidget(puzzle, parent)
{
    setAccessibleName(tr("Magic Squares board"));
}

bool MagicSquareBoard::fits(const Puzzle& puzzle)
{
    return puzzle.cellCount() == 8 && puzzle.moveNames().size() == kMoves;
}

Position MagicSquareBoard::target() const
{
    if (puzzleGoal().cells.size() == 8)
        return puzzleGoal();
    return puzzle().goalPosition().value_or(puzzle().initial());
}

int MagicSquareBoard::tileAt(int cell) const
{
    if (cell < 8)
        return puzzlePosition().cells[std::size_t(cell)];
    const Position t = target();
    return cell - 8 < int(t.cells.size()) ? t.cells[std::size_t(cell - 8)] : 0;
}

QSize MagicSquareBoard::sizeHint() const
{
    return {760, 360};
}

bool MagicSquareBoard::stacked() const
{
    (void)items();  // the layout is computed on demand
    return stacked_;
}

QColor MagicSquareBoard::tileColor(int value)
{
    // Eight hues spread round the wheel, mid lightness so white or dark digits read.
    static const QColor colors[8] = {
        QColor(0xe8, 0x5d, 0x4f),  // 1 coral red
        QColor(0xf2, 0x92, 0x3a),  // 2 orange
        QColor(0xf1, 0xc4, 0x3f),  // 3 sunflower
        QColor(0x6c, 0xbf, 0x5a),  // 4 leaf green
        QColor(0x2f, 0xb3, 0xa5),  // 5 teal
        QColor(0x3f, 0x8e, 0xe0),  // 6 sky blue
        QColor(0x86, 0x6c, 0xdb),  // 7 violet
        QColor(0xd9, 0x5c, 0xa8),  // 8 pink
    };
    if (value < 1 || value > 8)
        return QColor(0x9a, 0x9a, 0x9a);
    return colors[value - 1];
}

void MagicSquareBoard::layoutBoard(const QRectF& area, QList<Item>& items)
{
    const qreal side = std::min(area.width() / kSideW, area.height() / kSideH);
    const qreal stack = std::min(area.width() / kStackW, area.height() / kStackH);
    // Side by side reads best (board, then target, left to right); stack only when
    // that makes the tiles clearly bigger.
    stacked_ = stack > side * 1.08;
    const qreal u = stacked_ ? stack : side;
    unit_ = u;
    const qreal totalW = (stacked_ ? kStackW : kSideW) * u;
    const qreal totalH = (stacked_ ? kStackH : kSideH) * u;
    const QPointF origin(area.center().x() - totalW / 2, area.center().y() - totalH / 2);

    if (stacked_) {
        boardLabel_ = QRectF(origin.x(), origin.y(), kPanelW * u, kLabelH * u);
        boardPanel_ = QRectF(origin.x(), boardLabel_.bottom(), kPanelW * u, kPanelH * u);
        targetLabel_ =
            QRectF(origin.x(), boardPanel_.bottom() + kStackGap * u, kPanelW * u, kLabelH * u);
        targetPanel_ = QRectF(origin.x(), targetLabel_.bottom(), kPanelW * u, kPanelH * u);
        flowArrow_ = QRectF();
    } else {
        boardLabel_ = QRectF(origin.x(), origin.y(), kPanelW * u, kLabelH * u);
        boardPanel_ = QRectF(origin.x(), boardLabel_.bottom(), kPanelW * u, kPanelH * u);
        targetLabel_ = boardLabel_.translated((kPanelW + kMidGap) * u, 0);
        targetPanel_ = boardPanel_.translated((kPanelW + kMidGap) * u, 0);
        flowArrow_ = QRectF(boardPanel_.right(), boardPanel_.top(), kMidGap * u, kPanelH * u);
    }

    for (int cell = 0; cell < kCells; ++cell) {
        const QRectF& panel = cell < 8 ? boardPanel_ : targetPanel_;
        const QPoint slot = gridSlot(cell % 8);
        const QPointF centre(panel.left() + (kPad + slot.x() + 0.5) * u,
                             panel.top() + (kPad + slot.y() + 0.5) * u);
        cells_[std::size_t(cell)] =
            QRectF(centre.x() - kTile * u / 2, centre.y() - kTile * u / 2, kTile * u, kTile * u);
        items.append({{ItemKind::Cell, cell}, cells_[std::size_t(cell)], false});
    }

    const qreal top = targetPanel_.bottom() + kButtonGap * u;
    const qreal gap = (stacked_ ? 0.2 : 0.3) * u;
    const qreal bw = stacked_ ? (totalW - 2 * gap) / kMoves : 2.4 * u;
    const qreal rowW = kMoves * bw + (kMoves - 1) * gap;
    for (int m = 0; m < kMoves; ++m) {
        buttons_[std::size_t(m)] =
            QRectF(origin.x() + (totalW - rowW) / 2 + m * (bw + gap), top, bw, kButtonH * u);
        items.append({{ItemKind::Move, m}, buttons_[std::size_t(m)], false});
    }
}

void MagicSquareBoard::positionChanged()
{
    selected_ = -1;
}

void MagicSquareBoard::goalChanged()
{
    selected_ = -1;
}

bool MagicSquareBoard::cancelPendingEdit()
{
    if (selected_ < 0)
        return false;
    selected_ = -1;
    update();
    return true;
}

void MagicSquareBoard::clickCell(int cell, bool alternate)
{
    if (alternate) {
        cancelPendingEdit();
        return;
    }
    if (selected_ < 0 || selected_ / 8 != cell / 8) {
        // A first click, or a click in the other grid: tiles never swap across grids.
        selected_ = cell;
        update();
        return;
    }
    if (selected_ == cell) {
        cancelPendingEdit();
        return;
    }
    const int first = selected_;
    selected_ = -1;
    if (cell >= 8) {
        Position goal = target();
        std::swap(goal.cells[std::size_t(first - 8)], goal.cells[std::size_t(cell - 8)]);
        commitGoalEdit(goal);
        return;
    }
    Position next = puzzlePosition();
    std::swap(next.cells[std::size_t(first)], next.cells[std::size_t(cell)]);
    commitEdit(next);
}

QString MagicSquareBoard::moveShortName(int move) const
{
    switch (move) {
    case 0:
        return tr("Swap rows");
    case 1:
        return tr("Shift right");
    case 2:
        return tr("Rotate middle");
    default:
        return {};
    }
}

QString MagicSquareBoard::moveDescription(int move) const
{
    switch (move) {
    case 0:
        return tr("A: exchange the top and bottom rows");
    case 1:
        return tr(
            "B: shift both rows one step to the right (the last tile of each row "
            "wraps round to the front)");
    case 2:
        return tr("C: turn the four middle tiles a quarter turn clockwise");
    default:
        return {};
    }
}

QString MagicSquareBoard::cellName(int cell) const
{
    const QPoint slot = gridSlot(cell % 8);
    const QString row = slot.y() == 0 ? tr("top row") : tr("bottom row");
    return cell < 8 ? tr("Board, %1, column %2").arg(row).arg(slot.x() + 1)
                    : tr("Target, %1, column %2").arg(row).arg(slot.x() + 1);
}

QString MagicSquareBoard::itemToolTip(const ItemRef& item) const
{
    if (item.kind == ItemKind::Move)
        return moveDescription(item.index);
    if (item.kind != ItemKind::Cell)
        return {};
    const int value = tileAt(item.index);
    QString text = tr("%1: tile %2.").arg(cellName(item.index)).arg(value);
    if (selected_ >= 0 && selected_ / 8 == item.index / 8 && selected_ != item.index)
        text += QLatin1Char(' ') + tr("Click to swap it with tile %1.").arg(tileAt(selected_));
    else
        text += QLatin1Char(' ') + tr("Click two tiles of the same grid to swap them.");
    return text;
}

// ---------------------------------------------------------------- painting

void MagicSquareBoard::paintGridFrame(QPainter& painter, const QRectF& panel, const QRectF& label,
                                      const QString& title, const QString& badge) const
{
    const qreal u = unit_;
    const qreal radius = u * 0.2;
    painter.save();
    painter.setPen(QPen(panelColor(2.2), std::max(1.0, u * 0.012)));
    painter.setBrush(panelColor(1.0));
    painter.drawRoundedRect(panel, radius, radius);

    // Empty slots, seen while tiles slide.
    painter.setPen(Qt::NoPen);
    painter.setBrush(panelColor(2.0));
    for (int k = 0; k < 8; ++k) {
        const QPoint slot = gridSlot(k);
        const QRectF r(panel.left() + (kPad + slot.x() + 0.5 - kTile / 2) * u,
                       panel.top() + (kPad + slot.y() + 0.5 - kTile / 2) * u, kTile * u, kTile * u);
        painter.drawRoundedRect(r, r.width() * 0.16, r.width() * 0.16);
    }

    const QRectF textRect = label.adjusted(u * 0.08, 0, -u * 0.08, -u * 0.08);
    painter.setPen(role(QPalette::WindowText));
    painter.setFont(pixelFont(font(), std::max(9.0, u * 0.25), true));
    painter.drawText(textRect, Qt::AlignLeft | Qt::AlignBottom, title);
    if (!badge.isEmpty()) {
        painter.setFont(pixelFont(font(), std::max(8.0, u * 0.19)));
        painter.setPen(mix(role(QPalette::Window), role(QPalette::WindowText), 0.65));
        painter.drawText(textRect, Qt::AlignRight | Qt::AlignBottom, badge);
    }
    painter.restore();
}

void MagicSquareBoard::paintTile(QPainter& painter, const QRectF& rect, int value, qreal lift,
                                 bool selected, bool focused) const
{
    const qreal radius = rect.width() * 0.16;
    const QColor color = tileColor(value);
    painter.save();
    paintSoftShadow(painter, rect, radius, rect.height() * (0.035 + 0.09 * lift));
    QLinearGradient fill(rect.topLeft(), rect.bottomLeft());
    fill.setColorAt(0, color.lighter(112));
    fill.setColorAt(1, color.darker(106));
    painter.setBrush(fill);
    painter.setPen(QPen(color.darker(130), std::max(1.0, rect.width() * 0.015)));
    painter.drawRoundedRect(rect, radius, radius);
    // A faint top sheen gives the tiles some body.
    QRectF sheen = rect.adjusted(rect.width() * 0.06, rect.height() * 0.05, -rect.width() * 0.06,
                                 -rect.height() * 0.55);
    QLinearGradient gloss(sheen.topLeft(), sheen.bottomLeft());
    gloss.setColorAt(0, QColor(255, 255, 255, 60));
    gloss.setColorAt(1, QColor(255, 255, 255, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(gloss);
    painter.drawRoundedRect(sheen, radius * 0.8, radius * 0.8);

    painter.setPen(readableTextOn(color));
    painter.setFont(pixelFont(font(), rect.height() * 0.5, true));
    painter.drawText(rect, Qt::AlignCenter,
                     value >= 1 && value <= 8 ? QString::number(value) : QStringLiteral("?"));
    if (selected) {
        // Much heavier than the keyboard focus ring, with a glow, so the two differ.
        const qreal w = std::max(3.0, rect.width() * 0.075);
        QColor glow = accent();
        glow.setAlphaF(0.3f);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(glow, w * 2.4));
        const QRectF ring = rect.adjusted(-w * 0.7, -w * 0.7, w * 0.7, w * 0.7);
        painter.drawRoundedRect(ring, radius + w * 0.7, radius + w * 0.7);
        painter.setPen(QPen(accent(), w));
        painter.drawRoundedRect(ring, radius + w * 0.7, radius + w * 0.7);
    }
    painter.restore();
    if (focused)
        paintFocusRing(painter,
                       selected ? rect.adjusted(-rect.width() * 0.12, -rect.width() * 0.12,
                                                rect.width() * 0.12, rect.width() * 0.12)
                                : rect,
                       false, radius);
}

void MagicSquareBoard::paintFlowArrow(QPainter& painter) const
{
    if (flowArrow_.isNull())
        return;
    const qreal u = unit_;
    const QPointF c = flowArrow_.center();
    const qreal half = flowArrow_.width() * 0.22;
    painter.save();
    QPen pen(panelColor(5.0), std::max(1.5, u * 0.06));
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    painter.setPen(pen);
    painter.drawLine(c - QPointF(half, 0), c + QPointF(half, 0));
    painter.drawPolyline(QPolygonF({c + QPointF(half - u * 0.16, -u * 0.16), c + QPointF(half, 0),
                                    c + QPointF(half - u * 0.16, u * 0.16)}));
    painter.restore();
}

void MagicSquareBoard::paintMovePreview(QPainter& painter, int move) const
{
    const auto sources = moveSources(puzzle(), move);
    const qreal u = unit_;
    const QColor halo = role(QPalette::Base);
    QColor ink = accent();
    painter.save();
    for (int d = 0; d < 8; ++d) {
        const int s = sources[std::size_t(d)];
        if (s == d)
            continue;
        const QPointF a = cells_[std::size_t(s)].center();
        const QPointF b = cells_[std::size_t(d)].center();
        const QPointF delta = b - a;
        const qreal len = std::hypot(delta.x(), delta.y());
        const QPointF dir = delta / len;
        // Keep to the left of the direction of travel, so the two arrows of a swap (A)
        // or of a row and its wrap-round (B) run in separate lanes and C's loop runs
        // round the outside. Lanes near the tile edges keep the arrows off the digits.
        const QPointF lane = QPointF(dir.y(), -dir.x()) * (u * 0.27);
        const QPointF from = a + lane + dir * (u * 0.28);
        const QPointF to = b + lane - dir * (u * 0.28);
        const qreal head = u * 0.12;
        const QPointF side(-dir.y(), dir.x());
        QPainterPath path;
        path.moveTo(from);
        path.lineTo(to);
        QPainterPath tip;
        tip.moveTo(to + dir * head * 0.6);
        tip.lineTo(to - dir * head + side * head * 0.75);
        tip.lineTo(to - dir * head - side * head * 0.75);
        tip.closeSubpath();
        for (int pass = 0; pass < 2; ++pass) {
            const QColor c = pass == 0 ? halo : ink;
            const qreal w = std::max(1.5, u * 0.045) + (pass == 0 ? std::max(2.0, u * 0.04) : 0);
            QPen pen(c, w);
            pen.setCapStyle(Qt::RoundCap);
            pen.setJoinStyle(Qt::RoundJoin);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(path);
            painter.setBrush(c);
            painter.drawPath(tip);
        }
    }
    painter.restore();
}

void MagicSquareBoard::paintBoard(QPainter& painter)
{
    const Position& pos = puzzlePosition();
    const Position goal = target();
    int inPlace = 0;
    for (int k = 0; k < 8; ++k)
        inPlace += pos.cells[std::size_t(k)] == goal.cells[std::size_t(k)] ? 1 : 0;
    paintGridFrame(painter, boardPanel_, boardLabel_, tr("Board"),
                   inPlace == 8 ? QString() : tr("%1 of 8 in place").arg(inPlace));
    paintGridFrame(painter, targetPanel_, targetLabel_, tr("Target"), QString());
    if (inPlace == 8) {
        painter.save();
        painter.setFont(pixelFont(font(), std::max(8.0, unit_ * 0.19), true));
        painter.setPen(goodColor());
        painter.drawText(targetLabel_.adjusted(unit_ * 0.08, 0, -unit_ * 0.08, -unit_ * 0.08),
                         Qt::AlignRight | Qt::AlignBottom, tr("\u2713 Reached"));
        painter.restore();
    }
    paintFlowArrow(painter);

    const int move = animMove();
    const std::vector<int> sources = move >= 0 ? moveSources(puzzle(), move) : std::vector<int>();
    const qreal t = animProgress();
    // Values come from the animation's end state, which differs from the logical
    // position while a move plays backwards.
    const Position& shown = animTo();
    struct Moving {
        QRectF rect;
        int value;
        qreal lift;
        qreal distance;
    };
    std::vector<Moving> moving;
    for (int cell = 0; cell < kCells; ++cell) {
        const QRectF rect = cells_[std::size_t(cell)];
        const int value =
            cell < 8 ? shown.cells[std::size_t(cell)] : goal.cells[std::size_t(cell - 8)];
        const bool sliding = move >= 0 && cell < 8 && sources[std::size_t(cell)] != cell;
        if (!sliding) {
            const ItemRef ref{ItemKind::Cell, cell};
            const bool selected = selected_ == cell;
            const qreal lift = selected ? 0.6 : (isHovered(ref) && isInteractive() ? 0.25 : 0);
            QRectF r = rect.translated(0, -lift * unit_ * 0.04);
            if (selected) {
                const QPointF c = r.center();
                r.setSize(r.size() * 1.05);
                r.moveCenter(c);
            }
            paintTile(painter, r, value, lift, selected, hasFocusRing(ref));
            continue;
        }
        const QRectF from = cells_[std::size_t(sources[std::size_t(cell)])];
        const QPointF centre = lerp(from.center(), rect.center(), t);
        const qreal arc = std::sin(M_PI * std::clamp(t, 0.0, 1.0));
        const qreal scale = 1.0 + 0.07 * arc;
        QRectF r(0, 0, rect.width() * scale, rect.height() * scale);
        r.moveCenter(centre);
        const QPointF d = rect.center() - from.center();
        moving.push_back({r, value, arc, std::hypot(d.x(), d.y())});
    }
    // Tiles that travel furthest (the wrap-round of B) pass over the others.
    std::stable_sort(moving.begin(), moving.end(),
                     [](const Moving& a, const Moving& b) { return a.distance < b.distance; });
    for (const Moving& m : moving)
        paintTile(painter, m.rect, m.value, m.lift, false, false);

    const int preview = previewMove();
    if (preview >= 0 && move < 0)
        paintMovePreview(painter, preview);

    for (int m = 0; m < kMoves; ++m) {
        ButtonLook look;
        look.title = QString::fromStdString(puzzle().moveNames()[std::size_t(m)]);
        look.subtitle = moveShortName(m);
        look.highlighted = highlightedMove() == m || move == m;
        paintButton(painter, {ItemKind::Move, m}, buttons_[std::size_t(m)], look);
    }
}

// ------------------------------------------------------------------ the skin

namespace {

// The texts stay in the window's words (and translations) they always had.
QString windowText(const char* text)
{
    return QCoreApplication::translate("pl::MainWindow", text);
}

class MagicSquareSkin : public BoardSkin {
public:
    BoardWidget* makeBoard(const std::shared_ptr<const Puzzle>& puzzle,
                           QWidget* parent) const override
    {
        // A person's own file of this key in another shape is drawn from its definition.
        if (!MagicSquareBoard::fits(*puzzle))
            return DefaultBoardSkin().makeBoard(puzzle, parent);
        auto* board = new MagicSquareBoard(*puzzle, parent);
        board->setPuzzlePosition(puzzle->initial());
        return board;
    }
    QString history(const Puzzle&) const override
    {
        return QCoreApplication::translate(
            "pl::AboutDialog",
            "From the USACO training pages, after the Rubik's \"magic squares\" style puzzle: "
            "eight tiles in two rows, moved by three operations.");
    }
    QString hint(const Puzzle&) const override
    {
        // No direction: the grids sit side by side or one above the other, whichever
        // fits the window.
        return windowText(
            QT_TRANSLATE_NOOP("pl::MainWindow",
                              "Click two tiles of the same grid to swap them. A, B and C move "
                              "the board towards the grid marked Target."));
    }
    QString playHint(const Puzzle&) const override
    {
        return windowText(
            QT_TRANSLATE_NOOP("pl::MainWindow",
                              "Playing by hand: A, B and C move the board towards the target. "
                              "The tiles are locked until you leave Play by Hand."));
    }
    QString stateSpaceText(const Puzzle&) const override
    {
        return QCoreApplication::translate(
            "pl::StateSpaceDialog",
            "All 8! = 40,320 arrangements of the tiles can reach the target. The bars count "
            "the boards by the number of moves they need to reach it. Click a bar to set up a "
            "random board at that distance.");
    }
    QString editText(const Puzzle&, const Position& before, const Position& after) const override
    {
        const QString swap = swapText(
            before, after, windowText(QT_TRANSLATE_NOOP("pl::MainWindow", "Swap tiles %1 and %2")));
        return swap.isEmpty() ? windowText(QT_TRANSLATE_NOOP("pl::MainWindow", "Edit position"))
                              : swap;
    }
    QString goalEditText(const Puzzle&, const Position& before,
                         const Position& after) const override
    {
        const QString swap = swapText(
            before, after,
            windowText(QT_TRANSLATE_NOOP("pl::MainWindow", "Swap target tiles %1 and %2")));
        return swap.isEmpty() ? DefaultBoardSkin::goalEdit(before, after) : swap;
    }

private:
    // The swap of two tiles worded with `swap`; empty for any other edit.
    static QString swapText(const Position& before, const Position& after, const QString& swap)
    {
        const std::vector<int> changed = changedCells(before, after);
        if (changed.size() != 2)
            return {};
        return swap.arg(int(before.cells[std::size_t(changed[0])]))
            .arg(int(before.cells[std::size_t(changed[1])]));
    }
};

}  // namespace

void registerMagicSquareSkin()
{
    registerBoardSkin("msquare", std::make_shared<MagicSquareSkin>());
    // The name and one-line summary the window shows in place of the definition's.
    PuzzleNames::registerWords(
        "msquare", QT_TRANSLATE_NOOP("pl::PuzzleNames", "Magic Squares"),
        QT_TRANSLATE_NOOP("pl::PuzzleNames",
                          "A 2x4 board of tiles and three moves A, B, C (USACO)."));
}

}  // namespace pl
