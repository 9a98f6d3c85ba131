#include "ui/definition_painter.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QRadialGradient>
#include <QtMath>
#include <algorithm>
#include <cmath>

#include "core/model/orbit_model.h"
#include "core/rules/position_count.h"
#include "core/rules/rules.h"

namespace pl {

DefinitionPainter::DefinitionPainter(const DefinitionBoard& board, QPainter& target)
    : bd(board), painter(target)
{
}

void DefinitionPainter::paintRegions() const
{
    const auto& d = bd.rules_->def();
    for (const auto& region : d.view.regions) {
        // The region's cells grown a little, joined where they are neighbours.
        QPainterPath path;
        const qreal grow = bd.geo_.pitch * bd.geo_.scale * 0.1;
        for (int c : region.cells) {
            const QRectF r = bd.geo_.cellRects[std::size_t(c)].adjusted(-grow, -grow, grow, grow);
            QPainterPath one;
            if (d.cells[std::size_t(c)].shape == def::Shape::Circle || bd.isDialFace(c))
                one.addEllipse(r);
            else
                one.addRoundedRect(r, r.width() * 0.2, r.width() * 0.2);
            path = path.united(one);
        }
        QPainterPathStroker joiner;
        joiner.setWidth(bd.geo_.cellRects.empty() ? 1.0 : bd.geo_.cellRects.front().width() * 0.8);
        for (std::size_t i = 0; i < region.cells.size(); ++i)
            for (std::size_t j = i + 1; j < region.cells.size(); ++j) {
                const auto& a = d.cells[std::size_t(region.cells[i])];
                const auto& b = d.cells[std::size_t(region.cells[j])];
                if (std::hypot(a.x - b.x, a.y - b.y) > bd.geo_.pitch * 1.3)
                    continue;
                QPainterPath line;
                line.moveTo(bd.geo_.cellRects[std::size_t(region.cells[i])].center());
                line.lineTo(bd.geo_.cellRects[std::size_t(region.cells[j])].center());
                path = path.united(joiner.createStroke(line));
            }
        painter.save();
        if (region.style == def::Region::Style::Shade) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(
                bd.mix(bd.role(QPalette::Window), bd.accent(), bd.darkTheme() ? 0.34 : 0.24));
        } else {
            QPen pen(bd.mix(bd.role(QPalette::WindowText), bd.accent(), 0.5),
                     std::max(2.0, bd.geo_.pitch * bd.geo_.scale * 0.05));
            pen.setJoinStyle(Qt::RoundJoin);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
        }
        painter.drawPath(path.simplified());
        painter.restore();
    }
}

void DefinitionPainter::paintTracks() const
{
    if (bd.geo_.tracks.empty())
        return;
    painter.save();
    QPen pen(bd.panelColor(3.0), std::max(3.0, bd.geo_.pitch * bd.geo_.scale * 0.34));
    pen.setCapStyle(Qt::RoundCap);
    painter.setPen(pen);
    for (const auto& [a, b] : bd.geo_.tracks)
        painter.drawLine(bd.geo_.cellRects[std::size_t(a)].center(),
                         bd.geo_.cellRects[std::size_t(b)].center());
    painter.restore();
}

void DefinitionPainter::paintTile(const QRectF& rect, int label, bool round, qreal opacity) const
{
    const QColor fill = bd.labelColor(label);
    const qreal radius = rect.width() * 0.16;
    painter.save();
    painter.setOpacity(opacity);
    bd.paintSoftShadow(painter, rect, round ? rect.width() / 2 : radius, rect.height() * 0.035);
    QLinearGradient g(rect.topLeft(), rect.bottomLeft());
    g.setColorAt(0, fill.lighter(108));
    g.setColorAt(1, fill.darker(108));
    painter.setBrush(g);
    painter.setPen(QPen(fill.darker(135), std::max(1.0, rect.width() * 0.025)));
    if (round)
        painter.drawEllipse(rect);
    else
        painter.drawRoundedRect(rect, radius, radius);
    const QString text = bd.labelText(label);
    QFont f = bd.pixelFont(bd.font(), rect.height() * 0.42, true);
    const qreal adv = QFontMetricsF(f).horizontalAdvance(text);
    if (adv > rect.width() * 0.8)
        f.setPixelSize(std::max(1, int(f.pixelSize() * rect.width() * 0.8 / adv)));
    painter.setFont(f);
    painter.setPen(bd.readableTextOn(fill));
    painter.drawText(rect, Qt::AlignCenter, text);
    painter.restore();
}

int DefinitionPainter::twistsOfCell(int cell) const
{
    const Rules& rules = *bd.rules_;
    const auto& model = rules.model();
    // Only where every byte of a state is a cell of its own (a schematic of orbits).
    if (rules.cellCount() != model.stateSize())
        return 0;
    for (int o = 0; o < model.orbitCount(); ++o) {
        const int at = model.twistOffset(o);
        if (at >= 0 && cell >= at && cell < at + model.orbit(o).size)
            return model.orbit(o).twists;
    }
    return 0;
}

void DefinitionPainter::paintTwist(const QRectF& rect, int value) const
{
    const QRectF disc = rect.adjusted(rect.width() * 0.08, rect.height() * 0.08,
                                      -rect.width() * 0.08, -rect.height() * 0.08);
    const QColor fill = bd.panelColor(value > 0 ? 2.5 : 1.5);
    painter.save();
    painter.setBrush(fill);
    const bool turned = value > 0;
    painter.setPen(QPen(turned ? bd.accent() : fill.darker(130),
                        std::max(1.0, rect.width() * (turned ? 0.06 : 0.025))));
    painter.drawEllipse(disc);
    QFont f = bd.pixelFont(bd.font(), disc.height() * 0.42, turned);
    painter.setFont(f);
    painter.setPen(bd.readableTextOn(fill));
    painter.drawText(disc, Qt::AlignCenter,
                     value < 0 ? QStringLiteral("?") : QString::number(value));
    painter.restore();
}

void DefinitionPainter::paintLight(int cell, const QRectF& rect, int value, bool preview,
                                   bool round) const
{
    const QColor fill = bd.dialColor(value);
    const bool lit = fill.lightnessF() > 0.45;
    const qreal radius = rect.width() * 0.14;
    painter.save();
    bd.paintSoftShadow(painter, rect, round ? rect.width() / 2 : radius, rect.height() * 0.04);
    QRadialGradient g(rect.center(), rect.width() * 0.75);
    g.setColorAt(0, lit ? fill.lighter(118) : fill.lighter(112));
    g.setColorAt(1, lit ? fill.darker(112) : fill.darker(115));
    painter.setBrush(g);
    painter.setPen(QPen(preview ? bd.accent() : fill.darker(150),
                        std::max(1.0, rect.width() * (preview ? 0.05 : 0.025))));
    if (round)
        painter.drawEllipse(rect);
    else
        painter.drawRoundedRect(rect, radius, radius);
    // Two states read from the light itself; "on"/"off" on every cell was only clutter
    // (issue 23, point 8). Three or more colours keep their names, for colour-blind eyes.
    if (bd.rules().model().orbit(0).twists > 2) {
        painter.setFont(bd.pixelFont(bd.font(), rect.height() * 0.2, lit));
        painter.setPen(bd.readableTextOn(fill));
        painter.drawText(rect.adjusted(0, rect.height() * 0.55, 0, -rect.height() * 0.06),
                         Qt::AlignHCenter | Qt::AlignVCenter, bd.valueName(value));
    }
    // The cell's name (the name of its move, usually) small in the corner.
    QColor faint = bd.readableTextOn(fill);
    faint.setAlphaF(0.6f);
    painter.setPen(faint);
    painter.setFont(bd.pixelFont(bd.font(), std::max(7.0, rect.height() * 0.15)));
    painter.drawText(rect.adjusted(rect.width() * 0.1, rect.height() * 0.06, 0, 0),
                     Qt::AlignLeft | Qt::AlignTop, bd.cellName(cell));
    painter.restore();
}

void DefinitionPainter::paintDial(int cell, const QRectF& face, int value, qreal degrees,
                                  bool preview) const
{
    const int mod = std::max(2, bd.rules_->model().orbit(0).twists);
    const QPointF c = face.center();
    const qreal r = face.width() / 2;
    const bool dark = bd.darkTheme();
    const QColor text = bd.role(QPalette::Text);
    const QColor base = bd.role(QPalette::Base);
    const bool atGoal = bd.animMove() < 0 && bd.goalValue(cell) == value;

    bd.paintSoftShadow(painter, face, r, r * 0.06);
    QLinearGradient bezel(face.topLeft(), face.bottomLeft());
    const QColor ring = preview ? bd.accent() : bd.mix(base, text, dark ? 0.32 : 0.22);
    bezel.setColorAt(0, ring.lighter(dark ? 125 : 112));
    bezel.setColorAt(1, ring.darker(dark ? 110 : 118));
    painter.setPen(Qt::NoPen);
    painter.setBrush(bezel);
    painter.drawEllipse(face);
    const qreal rim = r * 0.085;
    const QRectF dial = face.adjusted(rim, rim, -rim, -rim);
    QColor dialFill = base;
    if (preview)
        dialFill = bd.mix(base, bd.accent(), dark ? 0.18 : 0.10);
    else if (atGoal)
        dialFill = bd.mix(base, bd.goodColor(), dark ? 0.10 : 0.07);
    painter.setBrush(dialFill);
    painter.drawEllipse(dial);

    // One tick and one name per value, the shown value's name bold.
    const qreal dr = dial.width() / 2;
    const bool names = mod <= 12;
    const qreal namePx = std::clamp(dr * (mod <= 6 ? 0.26 : 0.2), 6.0, 40.0);
    for (int v = 0; v < mod; ++v) {
        const qreal a = qDegreesToRadians(v * 360.0 / mod);
        const QPointF dir(std::sin(a), -std::cos(a));
        QPen pen(bd.mix(base, text, 0.6), std::max(1.2, dr * 0.045));
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        painter.drawLine(c + dir * dr * 0.84, c + dir * dr * 0.95);
        if (!names)
            continue;
        const bool current = v == value && bd.animMove() < 0;
        painter.setFont(bd.pixelFont(bd.font(), namePx, current));
        painter.setPen(current ? (atGoal ? bd.goodColor() : text) : bd.mix(base, text, 0.55));
        const QPointF at = c + dir * dr * 0.64;
        painter.drawText(
            QRectF(at.x() - namePx * 1.5, at.y() - namePx * 0.7, namePx * 3, namePx * 1.4),
            Qt::AlignCenter, bd.valueName(v));
    }

    // The cell's name inside the face, under the pivot, or above it when the hand
    // points down.
    const qreal turned = std::fmod(std::fmod(degrees, 360.0) + 360.0, 360.0);
    const bool handDown = turned > 110 && turned < 250;
    painter.setFont(bd.pixelFont(bd.font(), std::clamp(dr * 0.2, 7.0, 30.0), true));
    painter.setPen(preview ? bd.accent() : bd.mix(base, text, 0.45));
    painter.drawText(
        QRectF(c.x() - dr * 0.5, c.y() + (handDown ? -dr * 0.46 : dr * 0.16), dr, dr * 0.3),
        Qt::AlignCenter, bd.cellName(cell));

    const auto hand = [&](qreal deg, const QColor& color) {
        const qreal len = 0.5 * dr;
        const qreal w = 0.09 * dr;
        QPainterPath path;
        path.moveTo(-w, 0);
        path.lineTo(-w * 0.25, -len);
        path.quadTo(0, -len - w * 0.6, w * 0.25, -len);
        path.lineTo(w, 0);
        path.quadTo(0, w * 1.6, -w, 0);
        painter.save();
        painter.translate(c);
        painter.rotate(deg);
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
        painter.drawPath(path);
        painter.restore();
    };
    if (preview && bd.animMove() < 0) {
        // Where the hand goes when the previewed move is played.
        QColor ghost = bd.accent();
        ghost.setAlphaF(0.55f);
        const int m = [&] {
            for (const Item& it : bd.items()) {
                if (!bd.isHovered(it.ref) && !bd.hasFocusRing(it.ref))
                    continue;
                if (it.ref.kind == ItemKind::Move)
                    return it.ref.index;
                if (it.ref.kind == ItemKind::Cell && bd.mode_ == Mode::Play) {
                    const auto moves = bd.movesForCell(it.ref.index);
                    return moves.empty() ? -1 : moves.front();
                }
                if (it.ref.kind == ItemKind::Cell)
                    return -2;  // edit: one step on
            }
            return bd.highlightedMove();
        }();
        int steps = 0;
        if (m >= 0)
            steps = bd.rules_->move(m).add[std::size_t(cell)];
        else if (m == -2)
            steps = 1;
        if (steps != 0)
            hand((value + steps) * 360.0 / mod, ghost);
    }
    const QColor handColor = atGoal ? bd.goodColor() : bd.mix(base, text, 0.92);
    hand(degrees, handColor);
    painter.setPen(Qt::NoPen);
    painter.setBrush(handColor);
    painter.drawEllipse(c, dr * 0.1, dr * 0.1);
}

void DefinitionPainter::paintCellBody(int cell, const QRectF& rect, int value, qreal dialAngle,
                                      bool preview, bool focused, bool hovered) const
{
    const auto& d = bd.rules_->def();
    const auto& model = bd.rules_->model();
    const bool round = d.cells[std::size_t(cell)].shape == def::Shape::Circle;
    if (model.piecesStayPut()) {
        if (bd.isDialFace(cell))
            paintDial(cell, rect, value, dialAngle, preview);
        else
            paintLight(cell, rect, value, preview, round);
    } else if (model.slides() && value == model.blank()) {
        // The empty place: a hollow in the tray.
        painter.save();
        painter.setPen(Qt::NoPen);
        painter.setBrush(bd.panelColor(4.0));
        painter.drawRoundedRect(rect, rect.width() * 0.16, rect.width() * 0.16);
        painter.restore();
    } else if (twistsOfCell(cell) > 0) {
        paintTwist(rect, value);
    } else {
        paintTile(rect, value, round, 1.0);
    }
    if (hovered && !preview) {
        painter.save();
        QColor veil = bd.accent();
        veil.setAlphaF(0.14f);
        painter.setPen(Qt::NoPen);
        painter.setBrush(veil);
        if (round || bd.isDialFace(cell))
            painter.drawEllipse(rect);
        else
            painter.drawRoundedRect(rect, rect.width() * 0.16, rect.width() * 0.16);
        painter.restore();
    }
    Q_UNUSED(focused);  // the focus ring is drawn last, over the preview (paintBoard)
}

void DefinitionPainter::paintHandle(const DefinitionGeometry::Handle& h, const QRectF& rect) const
{
    const ItemRef ref{ItemKind::Move, h.move};
    const bool enabled = bd.itemEnabled(ref);
    const bool hover = enabled && bd.isHovered(ref);
    const bool down = enabled && bd.isPressed(ref);
    const bool strong = bd.highlightedMove() == h.move || bd.animMove() == h.move;
    painter.save();
    if (!enabled)
        painter.setOpacity(0.45);
    QColor bg = bd.role(QPalette::Button);
    QColor fg = bd.role(QPalette::ButtonText);
    if (strong) {
        bg = bd.accent();
        fg = bd.role(QPalette::HighlightedText);
    } else if (down) {
        bg = bd.mix(bg, bd.accent(), 0.35);
    } else if (hover) {
        bg = bd.mix(bg, bd.accent(), 0.18);
    }
    bd.paintSoftShadow(painter, rect, rect.width() / 2,
                       enabled && !down ? rect.height() * 0.05 : 0);
    painter.setBrush(bg);
    painter.setPen(QPen(hover || strong ? bd.accent() : bd.mix(bg, fg, 0.3),
                        std::max(1.0, rect.width() * 0.04)));
    painter.drawEllipse(rect);

    // The arrow along the way the content moves (both ways for a swap) in the front
    // half, the move's name in the back half.
    const qreal w = rect.width();
    const QString name = bd.moveName(h.move);
    QFont f = bd.pixelFont(bd.font(), std::max(7.0, w * 0.25), true);
    const qreal adv = QFontMetricsF(f).horizontalAdvance(name);
    if (adv > w * 0.6)
        f.setPixelSize(std::max(6, int(f.pixelSize() * w * 0.6 / adv)));
    // Arrow above, name below: the same for every direction, so names of any length
    // fit.
    const QPointF nameAt = rect.center() + QPointF(0, w * 0.2);
    const bool vertical = std::abs(h.dir.y()) > std::abs(h.dir.x());
    const QPointF arrowAt = rect.center() - QPointF(0, w * (vertical ? 0.12 : 0.08));
    const qreal len = w * (h.swap ? 0.5 : vertical ? 0.3 : 0.44);
    const qreal head = w * 0.15;
    painter.save();
    painter.translate(arrowAt);
    painter.rotate(qRadiansToDegrees(std::atan2(h.dir.y(), h.dir.x())));
    QPen pen(fg, std::max(1.5, w * 0.07));
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    painter.setPen(pen);
    painter.setBrush(fg);
    const qreal tailX = h.swap ? -len / 2 + head * 0.7 : -len / 2;
    painter.drawLine(QPointF(tailX, 0), QPointF(len / 2 - head * 0.7, 0));
    const auto arrowHead = [&](qreal x, qreal sign) {
        QPolygonF p;
        p << QPointF(x, 0) << QPointF(x - sign * head, -head * 0.75)
          << QPointF(x - sign * head, head * 0.75);
        painter.drawPolygon(p);
    };
    arrowHead(len / 2, 1);
    if (h.swap)
        arrowHead(-len / 2, -1);
    painter.restore();
    painter.setFont(f);
    painter.setPen(fg);
    QRectF nameBox(0, 0, w * 0.6, w * 0.34);
    nameBox.moveCenter(nameAt);
    painter.drawText(nameBox, Qt::AlignCenter, name);
    painter.restore();
    if (bd.hasFocusRing(ref))
        bd.paintFocusRing(painter, rect, true);
}

void DefinitionPainter::paintGoal() const
{
    if (bd.geo_.goalRect.isEmpty())
        return;
    const auto& d = bd.rules_->def();
    const qreal s = bd.geo_.goalRect.width() / bd.geo_.bounds.width();
    painter.save();
    painter.setFont(bd.pixelFont(bd.font(), std::max(8.0, bd.geo_.pitch * s * 0.32), true));
    painter.setPen(bd.mix(bd.role(QPalette::Window), bd.role(QPalette::WindowText), 0.75));
    painter.drawText(
        QRectF(bd.geo_.goalRect.left(), bd.geo_.goalRect.top() - bd.geo_.pitch * s * 0.6,
               bd.geo_.goalRect.width(), bd.geo_.pitch * s * 0.55),
        Qt::AlignCenter, DefinitionBoard::tr("Goal"));
    for (int i = 0; i < bd.rules_->cellCount(); ++i) {
        const int g = bd.goalValue(i);
        const auto& c = d.cells[std::size_t(i)];
        QRectF r(0, 0, bd.geo_.pitch * s * 0.88, bd.geo_.pitch * s * 0.88);
        r.moveCenter(bd.geo_.goalRect.topLeft() +
                     (QPointF(c.x, c.y) - bd.geo_.bounds.topLeft()) * s);
        const bool blank = bd.slidingTiles_ && g == bd.rules_->model().blank();
        if (g < 0 || blank) {
            painter.setPen(QPen(bd.panelColor(4.0), 1, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(r, r.width() * 0.16, r.width() * 0.16);
        } else {
            paintTile(r, g, c.shape == def::Shape::Circle, 1.0);
        }
        if (std::cmp_less(i, bd.geo_.goalCellRects.size())) {
            const ItemRef ref{ItemKind::Cell, bd.rules_->cellCount() + i};
            const bool round = c.shape == def::Shape::Circle;
            if (bd.tools_.pendingSwap() == ref.index) {
                const qreal w = std::max(2.0, r.width() * 0.07);
                painter.setPen(QPen(bd.warningColor(), w, Qt::DashLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(r.adjusted(-w, -w, w, w), r.width() * 0.2, r.width() * 0.2);
            } else if (bd.isHovered(ref) && bd.itemEnabled(ref)) {
                painter.setPen(QPen(bd.accent(), std::max(1.5, r.width() * 0.05)));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(r, r.width() * 0.16, r.width() * 0.16);
            }
            if (bd.hasFocusRing(ref))
                bd.paintFocusRing(painter, r, round);
        }
    }
    painter.restore();
}

void DefinitionPainter::paintBoard()
{
    const auto preview = bd.previewCells();
    paintTray();
    paintRegions();
    paintTracks();
    paintCells(preview);
    paintCaptions();
    paintContentsOnTheirWay();
    paintPreview(preview);
    paintMoveArrows();
    paintSwapMark();
    paintHintCell();
    paintHandles();
    paintGoal();
}

// A schematic's rows, each named left of its cells (the orbit, or its twists).
void DefinitionPainter::paintCaptions() const
{
    const auto captions = bd.rowCaptions();
    if (captions.empty())
        return;
    painter.save();
    const qreal size = std::clamp(bd.geo_.pitch * bd.geo_.scale * 0.26, 8.0, 18.0);
    painter.setFont(bd.pixelFont(bd.font(), size, true));
    painter.setPen(bd.mix(bd.role(QPalette::Window), bd.role(QPalette::WindowText), 0.75));
    for (const auto& [text, r] : captions)
        painter.drawText(
            r, Qt::AlignRight | Qt::AlignVCenter,
            painter.fontMetrics().elidedText(text, Qt::ElideMiddle, static_cast<int>(r.width())));
    painter.restore();
}

void DefinitionPainter::paintTray() const
{
    if (bd.slidingTiles_) {
        // The tray the tiles slide in: the cells grown until they meet, its corners
        // rounded by a pen of the same colour.
        QPainterPath tray;
        const qreal grow = bd.geo_.pitch * bd.geo_.scale * 0.06;
        for (const QRectF& r : bd.geo_.cellRects) {
            QPainterPath one;
            one.addRect(r.adjusted(-grow, -grow, grow, grow));
            tray = tray.united(one);
        }
        painter.save();
        QPen pen(bd.panelColor(2.5), bd.geo_.pitch * bd.geo_.scale * 0.1);
        pen.setJoinStyle(Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(bd.panelColor(2.5));
        painter.drawPath(tray.simplified());
        painter.restore();
    }
}

// The cells where they are; a cell whose content is on its way is drawn empty (its
// content is paintContentsOnTheirWay's).
void DefinitionPainter::paintCells(const std::vector<int>& preview) const
{
    const Position& shown = bd.animTo();
    const int move = bd.animMove();
    const qreal t = bd.animProgress();
    const auto inPreview = [&](int c) {
        return std::find(preview.begin(), preview.end(), c) != preview.end();
    };
    // Cells that move in the animation are drawn on top, where they are on their way.
    std::vector<bool> moving(std::size_t(bd.rules_->cellCount()), false);
    int slideFrom = -1;
    int slideTo = -1;
    const auto& model = bd.rules_->model();
    if (move >= 0 && model.permutesCells())
        for (int c : bd.geo_.moveCells[std::size_t(move)])
            moving[std::size_t(c)] = true;
    if (move >= 0 && model.slides()) {
        slideTo = bd.blankCell(bd.animFrom());  // the tile lands where the blank was
        slideFrom = bd.blankCell(bd.animTo());  // it came from where the blank is now
        if (slideFrom >= 0 && slideTo >= 0)
            moving[std::size_t(slideTo)] = true;
    }
    const bool dials = model.piecesStayPut();
    const int mod = std::max(1, model.orbit(0).twists);
    for (int i = 0; i < bd.rules_->cellCount(); ++i) {
        const ItemRef ref{ItemKind::Cell, i};
        const QRectF rect = bd.geo_.cellRects[std::size_t(i)];
        int value = shown.cells[std::size_t(i)];
        qreal angle = value * 360.0 / mod;
        // A twist the goal does not count (twsearch's `?`) is drawn as "?" (value -1).
        if (twistsOfCell(i) > 0 && twistUncounted(*bd.rules_, shown, i))
            value = -1;
        if (move >= 0 && dials) {
            const int from = bd.animFrom().cells[std::size_t(i)];
            const int steps = bd.rules_->move(move).add[std::size_t(i)];
            angle = (from + steps * t) * 360.0 / mod;
            if (!bd.isDialFace(i) && steps != 0) {
                // A light fades from one state to the next.
                paintCellBody(i, rect, from, angle, false, false, false);
                painter.save();
                painter.setOpacity(std::clamp(t, 0.0, 1.0));
                paintCellBody(i, rect, value, angle, false, false, false);
                painter.restore();
                continue;
            }
        }
        if (moving[std::size_t(i)]) {
            if (model.slides())
                paintCellBody(i, rect, model.blank(), 0, false, false, false);
            continue;
        }
        paintCellBody(i, rect, value, angle, inPreview(i), bd.hasFocusRing(ref),
                      bd.isHovered(ref) && bd.itemEnabled(ref));
    }
}

void DefinitionPainter::paintContentsOnTheirWay() const
{
    const auto& d = bd.rules_->def();
    const Position& shown = bd.animTo();
    const int move = bd.animMove();
    const qreal t = bd.animProgress();
    const auto& model = bd.rules_->model();
    const int slideTo = move >= 0 && model.slides() ? bd.blankCell(bd.animFrom()) : -1;
    const int slideFrom = move >= 0 && model.slides() ? bd.blankCell(bd.animTo()) : -1;
    // Contents on their way.
    if (move >= 0 && model.permutesCells()) {
        const RuleMove& mv = bd.rules_->move(move);
        const auto cellPos = [&](int c) { return bd.geo_.cellRects[std::size_t(c)].center(); };
        for (int dst : bd.geo_.moveCells[std::size_t(move)]) {
            const int src = mv.sources[std::size_t(dst)];
            const int label = shown.cells[std::size_t(dst)];
            const bool round = d.cells[std::size_t(dst)].shape == def::Shape::Circle;
            QRectF r = bd.geo_.cellRects[std::size_t(dst)];
            const QPointF a = cellPos(src);
            const QPointF b = cellPos(dst);
            const qreal near = bd.geo_.pitch * bd.geo_.scale * 1.45;
            if (vectorLength(b - a) <= near) {
                r.moveCenter(a + (b - a) * t);
                paintTile(r, label, round, 1.0);
            } else if (mv.sources[std::size_t(src)] == dst) {
                // A swap across the board: along an arc, so the two do not collide.
                const QPointF mid = (a + b) / 2;
                const QPointF normal =
                    unitVector(QPointF(-(b - a).y(), (b - a).x())) * vectorLength(b - a) * 0.3;
                const QPointF p =
                    a * (1 - t) * (1 - t) + (mid + normal) * 2 * t * (1 - t) + b * t * t;
                r.moveCenter(p);
                paintTile(r, label, round, 1.0);
            } else {
                // The piece that wraps round: it leaves one end and comes in at the
                // other, moving the way its neighbours move.
                const int before = mv.sources[std::size_t(src)];
                QPointF step = a - cellPos(before);
                if (vectorLength(step) > near)
                    step = b - cellPos(mv.sources[std::size_t(dst)]);
                if (vectorLength(step) > near)
                    step = (b - a) /
                           std::max(1.0, vectorLength(b - a) / (bd.geo_.pitch * bd.geo_.scale));
                QRectF out = bd.geo_.cellRects[std::size_t(src)];
                out.moveCenter(a + step * t);
                paintTile(out, label, round, 1.0 - t);
                r.moveCenter(b - step * (1 - t));
                paintTile(r, label, round, t);
            }
        }
    }
    if (move >= 0 && slideFrom >= 0 && slideTo >= 0) {
        QRectF r = bd.geo_.cellRects[std::size_t(slideTo)];
        const QPointF a = bd.geo_.cellRects[std::size_t(slideFrom)].center();
        const QPointF b = r.center();
        r.moveCenter(a + (b - a) * t);
        paintTile(r, shown.cells[std::size_t(slideTo)], false, 1.0);
    }
}

void DefinitionPainter::paintPreview(const std::vector<int>& preview) const
{
    const auto& d = bd.rules_->def();
    const int move = bd.animMove();
    // The preview: the cells a click would change, outlined.
    if (move < 0 && !preview.empty()) {
        // A tint and a thin dashed outline: unlike the focus ring, which is solid.
        painter.save();
        const qreal w = std::max(1.5, bd.geo_.pitch * bd.geo_.scale * 0.035);
        QColor veil = bd.accent();
        veil.setAlphaF(0.22f);
        QPen pen(bd.accent(), w, Qt::DashLine);
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        painter.setBrush(veil);
        for (int c : preview) {
            const QRectF r =
                bd.geo_.cellRects[std::size_t(c)].adjusted(-w / 2, -w / 2, w / 2, w / 2);
            if (bd.isDialFace(c) || d.cells[std::size_t(c)].shape == def::Shape::Circle)
                painter.drawEllipse(r);
            else
                painter.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18);
        }
        painter.restore();
    }
    for (int i = 0; i < bd.rules_->cellCount(); ++i) {
        if (!bd.hasFocusRing({ItemKind::Cell, i}))
            continue;
        const QRectF r = bd.geo_.cellRects[std::size_t(i)];
        bd.paintFocusRing(painter, r,
                          bd.isDialFace(i) || d.cells[std::size_t(i)].shape == def::Shape::Circle,
                          r.width() * 0.16);
    }
}

void DefinitionPainter::paintMoveArrows() const
{
    const int move = bd.animMove();
    // A permutation move previewed from its handle or button: where each piece goes.
    const int shownMove = [&] {
        if (move >= 0 || !bd.rules_->model().permutesCells() || !bd.movesEnabled())
            return -1;
        for (const Item& it : bd.items())
            if (it.ref.kind == ItemKind::Move && (bd.isHovered(it.ref) || bd.hasFocusRing(it.ref)))
                return it.ref.index;
        return bd.highlightedMove();
    }();
    if (shownMove >= 0) {
        const RuleMove& mv = bd.rules_->move(shownMove);
        painter.save();
        QColor col = bd.accent();
        col.setAlphaF(0.9f);
        const qreal unitPx = bd.geo_.pitch * bd.geo_.scale;
        QPen pen(col, std::max(2.0, unitPx * 0.06));
        pen.setCapStyle(Qt::RoundCap);
        painter.setBrush(col);
        for (int dst : bd.geo_.moveCells[std::size_t(shownMove)]) {
            const QPointF a = bd.geo_.cellRects[std::size_t(mv.sources[std::size_t(dst)])].center();
            const QPointF b = bd.geo_.cellRects[std::size_t(dst)].center();
            const qreal dist = vectorLength(b - a);
            const QPointF along = unitVector(b - a);
            const QPointF normal(-along.y(), along.x());
            // Neighbours: a short straight arrow between them; far: a curve round.
            const bool far = dist > unitPx * 1.45;
            const QPointF bend = far ? normal * dist * 0.22 : QPointF();
            const QPointF from = a + along * unitPx * 0.22 + normal * unitPx * 0.12;
            const QPointF to = b - along * unitPx * 0.22 + normal * unitPx * 0.12;
            QPainterPath path(from);
            const QPointF control = (from + to) / 2 + bend;
            path.quadTo(control, to);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(path);
            const QPointF tip = to;
            const QPointF back = unitVector(to - control);
            const QPointF side(-back.y(), back.x());
            const qreal head = unitPx * 0.12;
            QPolygonF arrow;
            arrow << tip + back * head * 0.4 << tip - back * head + side * head * 0.6
                  << tip - back * head - side * head * 0.6;
            painter.setPen(Qt::NoPen);
            painter.setBrush(col);
            painter.drawPolygon(arrow);
        }
        painter.restore();
    }
}

void DefinitionPainter::paintSwapMark() const
{
    // The first cell of a swap (one of the goal's: paintGoal).
    const int swap = bd.tools_.pendingSwap();
    if (swap >= 0 && swap < bd.rules_->cellCount() && bd.mode_ == Mode::Edit) {
        painter.save();
        const QRectF r = bd.geo_.cellRects[std::size_t(swap)];
        const qreal w = std::max(2.5, bd.geo_.pitch * bd.geo_.scale * 0.07);
        painter.setPen(QPen(bd.warningColor(), w, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(r.adjusted(-w, -w, w, w), r.width() * 0.2, r.width() * 0.2);
        painter.restore();
    }
}

void DefinitionPainter::paintHintCell() const
{
    // The hinted move's cell, ringed in the accent colour: on Lights Out the cell to
    // press, not only the cells the press changes (issue 23, point 5).
    const int cell = bd.hintCell();
    if (cell < 0)
        return;
    painter.save();
    const QRectF r = bd.geo_.cellRects[std::size_t(cell)];
    const qreal w = std::max(3.0, bd.geo_.pitch * bd.geo_.scale * 0.09);
    const bool round = bd.isDialFace(cell) ||
                       bd.rules_->def().cells[std::size_t(cell)].shape == def::Shape::Circle;
    QColor glow = bd.accent();
    glow.setAlphaF(0.35f);
    painter.setBrush(Qt::NoBrush);
    for (const auto& [pen, grow] :
         {std::pair{QPen(glow, w * 2.2), w * 0.9}, std::pair{QPen(bd.accent(), w), w * 0.9}}) {
        painter.setPen(pen);
        const QRectF ring = r.adjusted(-grow, -grow, grow, grow);
        if (round)
            painter.drawEllipse(ring);
        else
            painter.drawRoundedRect(ring, ring.width() * 0.18, ring.width() * 0.18);
    }
    painter.restore();
}

void DefinitionPainter::paintHandles() const
{
    const auto& d = bd.rules_->def();
    for (std::size_t h = 0; h < bd.geo_.handles.size(); ++h)
        paintHandle(bd.geo_.handles[h], bd.geo_.handleRects[h]);
    for (std::size_t b = 0; b < bd.geo_.rowMoves.size() && b < bd.geo_.rowRects.size(); ++b) {
        const int m = bd.geo_.rowMoves[b];
        ButtonLook look;
        look.title = bd.moveName(m);
        look.highlighted = bd.highlightedMove() == m || bd.animMove() == m;
        const auto& changed = bd.geo_.moveCells[std::size_t(m)];
        look.content = [&](QPainter& p, const QRectF& body, const QColor& fg) {
            // The name, and under it a small map of the board with the cells the move
            // changes drawn large.
            const bool roomForMap = body.height() >= 40 && body.width() >= 24;
            const QRectF nameRect = roomForMap
                                        ? QRectF(body.left(), body.top() + body.height() * 0.04,
                                                 body.width(), body.height() * 0.46)
                                        : body;
            QFont f = bd.pixelFont(bd.font(),
                                   std::min(nameRect.height() * 0.78, body.width() * 0.5), true);
            const qreal adv = QFontMetricsF(f).horizontalAdvance(look.title);
            if (adv > body.width() * 0.84)
                f.setPixelSize(std::max(1, int(f.pixelSize() * body.width() * 0.84 / adv)));
            p.setFont(f);
            p.setPen(fg);
            p.drawText(nameRect, Qt::AlignCenter, look.title);
            if (!roomForMap)
                return;
            const QRectF mapArea(body.left() + body.width() * 0.14,
                                 body.top() + body.height() * 0.52, body.width() * 0.72,
                                 body.height() * 0.4);
            const qreal ms = std::min(mapArea.width() / bd.geo_.bounds.width(),
                                      mapArea.height() / bd.geo_.bounds.height());
            const QPointF origin(mapArea.center().x() - bd.geo_.bounds.center().x() * ms,
                                 mapArea.center().y() - bd.geo_.bounds.center().y() * ms);
            p.setPen(Qt::NoPen);
            for (int c = 0; c < bd.rules_->cellCount(); ++c) {
                const auto& cell = d.cells[std::size_t(c)];
                const bool on = std::find(changed.begin(), changed.end(), c) != changed.end();
                QColor col = fg;
                col.setAlphaF(on ? 1.0f : 0.28f);
                p.setBrush(col);
                const qreal dot = bd.geo_.pitch * ms * (on ? 0.36 : 0.22);
                p.drawEllipse(origin + QPointF(cell.x, cell.y) * ms, dot, dot);
            }
        };
        bd.paintButton(painter, {ItemKind::Move, m}, bd.geo_.rowRects[b], look);
    }
}

}  // namespace pl
