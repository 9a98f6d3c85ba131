#include "ui/definition_geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "core/model/orbit_model.h"

namespace pl {

QPointF unitVector(QPointF v)
{
    const qreal len = std::hypot(v.x(), v.y());
    return len > 1e-9 ? v / len : QPointF(1, 0);
}

qreal vectorLength(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

int findBlank(const Position& p, int blank)
{
    int found = -1;
    for (std::size_t i = 0; i < p.cells.size(); ++i) {
        if (p.cells[i] != blank)
            continue;
        if (found >= 0)
            return -1;
        found = int(i);
    }
    return found;
}

DefinitionGeometry::DefinitionGeometry(const Rules& rules)
{
    const auto& d = rules.def();
    const int twists = std::max(1, rules.model().orbit(0).twists);
    for (int m = 0; m < rules.moveCount(); ++m) {
        std::vector<int> cells;
        const RuleMove& mv = rules.move(m);
        for (int i = 0; i < rules.cellCount(); ++i) {
            const auto ui = std::size_t(i);
            // (Another solver's file: a move gathers the bytes of a state, which need not
            // be as many as the cells drawn.)
            if ((ui < mv.add.size() && mv.add[ui] % twists != 0) ||
                (ui < mv.sources.size() && mv.sources[ui] != i))
                cells.push_back(i);
        }
        moveCells.push_back(std::move(cells));
    }
    // The pitch: the smallest distance between two cell centres.
    qreal smallest = std::numeric_limits<qreal>::max();
    for (std::size_t i = 0; i < d.cells.size(); ++i)
        for (std::size_t j = i + 1; j < d.cells.size(); ++j) {
            const qreal dist = std::hypot(d.cells[i].x - d.cells[j].x, d.cells[i].y - d.cells[j].y);
            if (dist > 1e-6)
                smallest = std::min(smallest, dist);
        }
    pitch = smallest == std::numeric_limits<qreal>::max() ? 1.0 : smallest;
    computeHandles(rules);
    computeTracks(rules);

    QRectF b;
    for (const auto& c : d.cells) {
        const QRectF r(c.x - pitch / 2, c.y - pitch / 2, pitch, pitch);
        b = b.isNull() ? r : b.united(r);
    }
    for (const Handle& h : handles)
        b = b.united(
            QRectF(h.at.x() - pitch * 0.42, h.at.y() - pitch * 0.42, pitch * 0.84, pitch * 0.84));
    // A schematic's captions: one per orbit's line of pieces and one per line of twists, at
    // the first line of each (a long orbit folds into more lines, Rules::kSchematicWidth;
    // those after the first have no caption of their own).
    if (rules.schematic()) {
        const model::OrbitModel& model = rules.model();
        for (int o = 0; o < model.orbitCount(); ++o) {
            if (model.pieceOffset(o) >= 0)
                captions.push_back({o, false, d.cells[std::size_t(model.pieceOffset(o))].y});
            if (model.twistOffset(o) >= 0)
                captions.push_back({o, true, d.cells[std::size_t(model.twistOffset(o))].y});
        }
        if (!captions.empty())
            b = b.united(QRectF(b.left() - kCaptionUnits * pitch, b.top(), pitch, b.height()));
    }
    // Room for what is drawn round the cells (the sliding tray, region outlines).
    const qreal pad = pitch * 0.08;
    bounds = b.adjusted(-pad, -pad, pad, pad);
}

bool DefinitionGeometry::isDialFace(const Rules& rules, int cell)
{
    if (!rules.model().piecesStayPut())
        return false;
    const auto shape = rules.def().cells[std::size_t(cell)].shape;
    return shape == def::Shape::Dial || shape == def::Shape::Default;
}

void DefinitionGeometry::computeHandles(const Rules& rules)
{
    const auto& d = rules.def();
    const auto cellAt = [&](int c) {
        return QPointF(d.cells[std::size_t(c)].x, d.cells[std::size_t(c)].y);
    };
    // The way content moves near `at` under move m: along the cycle at its nearest cell.
    const auto directionNear = [&](int m, QPointF at, bool& swap) {
        const RuleMove& mv = rules.move(m);
        const auto& cells = moveCells[std::size_t(m)];
        swap = true;
        for (int c : cells) {
            const int s = mv.sources[std::size_t(c)];
            if (mv.sources[std::size_t(s)] != c)
                swap = false;
        }
        int nearest = -1;
        qreal best = std::numeric_limits<qreal>::max();
        for (int c : cells) {
            const qreal dist = vectorLength(cellAt(c) - at);
            if (dist < best - 1e-9) {
                best = dist;
                nearest = c;
            }
        }
        if (nearest < 0)
            return QPointF(1, 0);
        const int src = mv.sources[std::size_t(nearest)];
        int dst = nearest;
        for (int c : cells)
            if (mv.sources[std::size_t(c)] == nearest)
                dst = c;
        const QPointF in = cellAt(nearest) - cellAt(src);
        const QPointF out = cellAt(dst) - cellAt(nearest);
        if (swap)
            return unitVector(in);
        const qreal near = pitch * 1.6;
        if (vectorLength(in) < near && vectorLength(out) < near)
            return unitVector(unitVector(in) + unitVector(out));
        return unitVector(vectorLength(in) <= vectorLength(out) ? in : out);
    };

    // QRectF::united ignores empty rectangles: the hull of the centres by hand.
    qreal x0 = std::numeric_limits<qreal>::max();
    qreal y0 = x0;
    qreal x1 = -x0;
    qreal y1 = -x0;
    for (const auto& c : d.cells) {
        x0 = std::min(x0, c.x);
        y0 = std::min(y0, c.y);
        x1 = std::max(x1, c.x);
        y1 = std::max(y1, c.y);
    }
    const QRectF hull(QPointF(x0, y0), QPointF(x1, y1));
    const auto outside = [&](QPointF p) {
        const qreal m = pitch * 0.3;
        return !hull.adjusted(-m, -m, m, m).contains(p);
    };
    const auto clear = [&](QPointF p) {
        for (const auto& c : d.cells)
            if (vectorLength(QPointF(c.x, c.y) - p) < pitch * 0.9)
                return false;
        for (const Handle& h : handles)
            if (vectorLength(h.at - p) < pitch * 0.9)
                return false;
        return true;
    };

    std::vector<bool> placed(std::size_t(rules.moveCount()), false);
    for (int m = 0; m < rules.moveCount(); ++m) {
        const RuleMove& mv = rules.move(m);
        if (!rules.model().permutesCells() || mv.power != 1)
            continue;
        const auto& button = d.moves[std::size_t(mv.base)].button;
        if (!button)
            continue;
        const QPointF at(button->x, button->y);
        Handle h{m, at, {}, false};
        h.dir = directionNear(m, at, h.swap);
        const int inv = rules.inverseOf(m);
        if (inv < 0 || inv == m || rules.move(inv).base != mv.base) {
            handles.push_back(h);
            placed[std::size_t(m)] = true;
            continue;
        }
        // The inverse: at the mirror image of the handle through the middle of the
        // cells it moves when that is free (a row's other end), else the two share
        // the place, one arrow each way.
        QPointF centre;
        for (int c : moveCells[std::size_t(m)])
            centre += cellAt(c);
        centre /= qreal(std::max<std::size_t>(1, moveCells[std::size_t(m)].size()));
        const QPointF mirror = centre * 2 - at;
        Handle hi{inv, mirror, {}, false};
        handles.push_back(h);
        if (outside(at) && outside(mirror) && clear(mirror)) {
            hi.dir = directionNear(inv, mirror, hi.swap);
        } else {
            handles.back().at = at + h.dir * pitch * 0.46;
            hi.at = at - h.dir * pitch * 0.46;
            hi.dir = -h.dir;
            // Moved off the button, a handle may come near a cell: step it away.
            const auto keepClear = [&](QPointF& p) {
                for (int step = 0; step < 40; ++step) {
                    QPointF nearest;
                    qreal best = std::numeric_limits<qreal>::max();
                    for (const auto& c : d.cells) {
                        const qreal dist = vectorLength(QPointF(c.x, c.y) - p);
                        if (dist < best) {
                            best = dist;
                            nearest = QPointF(c.x, c.y);
                        }
                    }
                    if (best >= pitch * 0.9)
                        return;
                    p += unitVector(p - nearest) * pitch * 0.04;
                }
            };
            keepClear(handles.back().at);
            keepClear(hi.at);
        }
        handles.push_back(hi);
        placed[std::size_t(m)] = true;
        placed[std::size_t(inv)] = true;
    }
    for (int m = 0; m < rules.moveCount(); ++m) {
        if (placed[std::size_t(m)] || rules.model().slides())
            continue;
        // A puzzle given as orbits (another solver's file) has no written moves of
        // format 1: every move is a button of the row.
        const auto base = std::size_t(rules.move(m).base);
        if (base < d.moves.size() && d.moves[base].cell && rules.move(m).power == 1)
            continue;  // played by clicking the cell
        rowMoves.push_back(m);
    }
}

void DefinitionGeometry::computeTracks(const Rules& rules)
{
    if (!rules.model().permutesCells())
        return;
    const auto& d = rules.def();
    std::set<std::pair<int, int>> seen;
    for (const auto& mv : d.moves)
        for (const auto& cycle : mv.cycles)
            for (std::size_t k = 0; k < cycle.size(); ++k) {
                const int a = cycle[k];
                const int b = cycle[(k + 1) % cycle.size()];
                const auto& ca = d.cells[std::size_t(a)];
                const auto& cb = d.cells[std::size_t(b)];
                if (std::hypot(ca.x - cb.x, ca.y - cb.y) > pitch * 1.3)
                    continue;
                if (seen.insert({std::min(a, b), std::max(a, b)}).second)
                    tracks.emplace_back(std::min(a, b), std::max(a, b));
            }
}

void DefinitionGeometry::layout(const Rules& rules, const QRectF& area, bool showGoal,
                                bool goalEditable)
{
    const auto& d = rules.def();
    const int k = int(rowMoves.size());
    const int perRow = k == 0 ? 0 : std::clamp(int(area.width() / 46), 1, std::min(k, 12));
    const int rows = k == 0 ? 0 : (k + perRow - 1) / perRow;
    // Of the board's width, beside it; larger when its tiles are clicked to edit it.
    const qreal goalW = !showGoal ? 0.0 : goalEditable ? 0.6 : 0.42;
    const qreal rowUnits = rows == 0 ? 0.0 : rows * 1.0 * pitch + 0.3 * pitch;
    const qreal boardW = bounds.width() * (1 + goalW) + (showGoal ? pitch * 0.5 : 0);
    qreal s = std::min(area.width() / boardW, area.height() / (bounds.height() + rowUnits));
    s = std::max(s, 1.0);
    // Buttons stay of a sensible size; the board grows into what they leave.
    const qreal buttonH = rows == 0 ? 0.0 : std::clamp(0.8 * pitch * s, 24.0, 76.0);
    const qreal gap = std::max(4.0, buttonH * 0.16);
    const qreal rowsH = rows == 0 ? 0.0 : rows * buttonH + (rows - 1) * gap + buttonH * 0.4;
    s = std::max(1.0, std::min(area.width() / boardW, (area.height() - rowsH) / bounds.height()));
    scale = s;
    const qreal totalH = bounds.height() * s + rowsH;
    const qreal top = area.center().y() - totalH / 2;
    const qreal left = area.center().x() - boardW * s / 2;
    offset = QPointF(left - bounds.left() * s, top - bounds.top() * s);

    cellRects.clear();
    for (int i = 0; i < rules.cellCount(); ++i) {
        const auto& c = d.cells[std::size_t(i)];
        const qreal size = pitch * s * (isDialFace(rules, i) ? 0.84 : 0.9);
        QRectF r(0, 0, size, size);
        r.moveCenter(toWidget({c.x, c.y}));
        cellRects.push_back(r);
    }
    captionRects.clear();
    for (const Caption& c : captions) {
        // From the board's left edge to just before the row's first cell.
        const QPointF topLeft = toWidget({bounds.left(), c.y - pitch * 0.45});
        const QPointF bottomRight =
            toWidget({bounds.left() + kCaptionUnits * pitch - pitch * 0.1, c.y + pitch * 0.45});
        captionRects.emplace_back(topLeft, bottomRight);
    }
    handleRects.clear();
    for (const Handle& h : handles) {
        const qreal size = pitch * s * 0.82;
        QRectF r(0, 0, size, size);
        r.moveCenter(toWidget(h.at));
        handleRects.push_back(r);
    }
    rowRects.clear();
    if (rows > 0) {
        const qreal bw = std::min((area.width() - (perRow - 1) * gap) / perRow, buttonH * 1.2);
        qreal y = top + bounds.height() * s + buttonH * 0.4;
        for (int r = 0; r < rows; ++r) {
            const int inRow = std::min(perRow, k - r * perRow);
            const qreal rowW = inRow * bw + (inRow - 1) * gap;
            qreal x = area.center().x() - rowW / 2;
            for (int j = 0; j < inRow; ++j) {
                const QRectF rect(x, y, bw, buttonH);
                rowRects.push_back(rect);
                x += bw + gap;
            }
            y += buttonH + gap;
        }
    }
    goalRect = {};
    if (showGoal) {
        const qreal gw = bounds.width() * goalW * s;
        const qreal gh = bounds.height() * goalW * s;
        goalRect = QRectF(left + (bounds.width() + pitch * 0.5) * s,
                          top + (bounds.height() * s - gh) / 2, gw, gh);
    }
    goalCellRects.clear();
    if (showGoal && goalEditable) {
        const qreal gs = goalRect.width() / bounds.width();
        for (int i = 0; i < rules.cellCount(); ++i) {
            const auto& c = d.cells[std::size_t(i)];
            QRectF r(0, 0, pitch * gs * 0.88, pitch * gs * 0.88);
            r.moveCenter(goalRect.topLeft() + (QPointF(c.x, c.y) - bounds.topLeft()) * gs);
            goalCellRects.push_back(r);
        }
    }
}

}  // namespace pl
