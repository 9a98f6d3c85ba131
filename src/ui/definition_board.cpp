#include "definition_board.h"

#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QRadialGradient>
#include <QStringList>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <set>

#include "core/rules/move_keys.h"
#include "models/definition_texts.h"

namespace pl {

namespace {

using def::Kind;

// Tiles without a palette: distinct colours for a few labels (the first three are the
// Rotation Game's), one ivory tile colour for numbered pieces.
constexpr QRgb kDefaultColours[] = {0xe2554a, 0x3b86dc, 0xf0c03a, 0x4caf50,
                                    0xff9800, 0x9c6ade, 0x26a69a, 0xec6aa8};
constexpr std::size_t kDistinctColours = std::size(kDefaultColours);
// Sliding pieces are numbered tiles: distinct colours only for a few.
constexpr std::size_t kDistinctSliding = 6;

QPointF unit(QPointF v)
{
    const qreal len = std::hypot(v.x(), v.y());
    return len > 1e-9 ? v / len : QPointF(1, 0);
}

qreal length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

// What the sliding puzzle's apply needs: one blank.
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

// The apply function of the board: the rules' own, made total (an edited position may
// be invalid, and a sliding move may not fit): unchanged where a move cannot be played.
std::function<Position(const Position&, int)> safeApply(std::shared_ptr<const Rules> rules)
{
    return [rules](const Position& p, int move) {
        if (move < 0 || move >= rules->moveCount() ||
            std::cmp_not_equal(p.cells.size(), rules->cellCount()))
            return p;
        if (rules->def().kind == Kind::Sliding) {
            const int b = findBlank(p, rules->def().blank);
            if (b < 0 || rules->neighbour(b, rules->move(move).direction) < 0)
                return p;
        }
        return rules->apply(p, move);
    };
}

}  // namespace

DefinitionBoard::DefinitionBoard(std::shared_ptr<const Rules> rules, QWidget* parent)
    : BoardWidget(rules->cellCount(), rules->moveCount(), rules->start(), safeApply(rules), parent),
      rules_(std::move(rules)),
      goal_(rules_->goal())
{
    const auto& d = rules_->def();
    setAccessibleName(tr("%1 board").arg(definitionText(d, d.name)));
    slidingTiles_ = d.kind == Kind::Sliding;
    for (int m = 0; m < rules_->moveCount(); ++m) {
        std::vector<int> cells;
        const RuleMove& mv = rules_->move(m);
        for (int i = 0; i < rules_->cellCount(); ++i) {
            const auto ui = std::size_t(i);
            if ((!mv.add.empty() && mv.add[ui] % std::max(1, d.modulus) != 0) ||
                (!mv.sources.empty() && mv.sources[ui] != i))
                cells.push_back(i);
        }
        moveCells_.push_back(std::move(cells));
    }
    // The pitch: the smallest distance between two cell centres.
    qreal pitch = std::numeric_limits<qreal>::max();
    for (std::size_t i = 0; i < d.cells.size(); ++i)
        for (std::size_t j = i + 1; j < d.cells.size(); ++j) {
            const qreal dist = std::hypot(d.cells[i].x - d.cells[j].x, d.cells[i].y - d.cells[j].y);
            if (dist > 1e-6)
                pitch = std::min(pitch, dist);
        }
    pitch_ = pitch == std::numeric_limits<qreal>::max() ? 1.0 : pitch;
    computeKeys();
    computeHandles();
    computeTracks();

    QRectF b;
    for (const auto& c : d.cells) {
        const QRectF r(c.x - pitch_ / 2, c.y - pitch_ / 2, pitch_, pitch_);
        b = b.isNull() ? r : b.united(r);
    }
    for (const Handle& h : handles_)
        b = b.united(QRectF(h.at.x() - pitch_ * 0.42, h.at.y() - pitch_ * 0.42, pitch_ * 0.84,
                            pitch_ * 0.84));
    // Room for what is drawn round the cells (the sliding tray, region outlines).
    const qreal pad = pitch_ * 0.08;
    bounds_ = b.adjusted(-pad, -pad, pad, pad);

    connect(this, &BoardWidget::animationFinished, this, &DefinitionBoard::startNextQueued);
}

QSize DefinitionBoard::sizeHint() const
{
    return {480, 400};
}

// ---------------------------------------------------------------- derived data

void DefinitionBoard::computeKeys()
{
    keys_.clear();
    for (const std::optional<char>& k : moveKeys(*rules_))
        keys_.push_back(k ? QString(QLatin1Char(*k)) : QString());
}

void DefinitionBoard::computeHandles()
{
    const auto& d = rules_->def();
    const auto cellAt = [&](int c) {
        return QPointF(d.cells[std::size_t(c)].x, d.cells[std::size_t(c)].y);
    };
    // The way content moves near `at` under move m: along the cycle at its nearest cell.
    const auto directionNear = [&](int m, QPointF at, bool& swap) {
        const RuleMove& mv = rules_->move(m);
        const auto& cells = moveCells_[std::size_t(m)];
        swap = true;
        for (int c : cells) {
            const int s = mv.sources[std::size_t(c)];
            if (mv.sources[std::size_t(s)] != c)
                swap = false;
        }
        int nearest = -1;
        qreal best = std::numeric_limits<qreal>::max();
        for (int c : cells) {
            const qreal dist = length(cellAt(c) - at);
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
            return unit(in);
        const qreal near = pitch_ * 1.6;
        if (length(in) < near && length(out) < near)
            return unit(unit(in) + unit(out));
        return unit(length(in) <= length(out) ? in : out);
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
        const qreal m = pitch_ * 0.3;
        return !hull.adjusted(-m, -m, m, m).contains(p);
    };
    const auto clear = [&](QPointF p) {
        for (const auto& c : d.cells)
            if (length(QPointF(c.x, c.y) - p) < pitch_ * 0.9)
                return false;
        for (const Handle& h : handles_)
            if (length(h.at - p) < pitch_ * 0.9)
                return false;
        return true;
    };

    std::vector<bool> placed(std::size_t(rules_->moveCount()), false);
    for (int m = 0; m < rules_->moveCount(); ++m) {
        const RuleMove& mv = rules_->move(m);
        if (d.kind != Kind::Permutation || mv.power != 1)
            continue;
        const auto& button = d.moves[std::size_t(mv.base)].button;
        if (!button)
            continue;
        const QPointF at(button->x, button->y);
        Handle h{m, at, {}, false};
        h.dir = directionNear(m, at, h.swap);
        const int inv = rules_->inverseOf(m);
        if (inv < 0 || inv == m || rules_->move(inv).base != mv.base) {
            handles_.push_back(h);
            placed[std::size_t(m)] = true;
            continue;
        }
        // The inverse: at the mirror image of the handle through the middle of the
        // cells it moves when that is free (a row's other end), else the two share
        // the place, one arrow each way.
        QPointF centre;
        for (int c : moveCells_[std::size_t(m)])
            centre += cellAt(c);
        centre /= qreal(std::max<std::size_t>(1, moveCells_[std::size_t(m)].size()));
        const QPointF mirror = centre * 2 - at;
        Handle hi{inv, mirror, {}, false};
        handles_.push_back(h);
        if (outside(at) && outside(mirror) && clear(mirror)) {
            hi.dir = directionNear(inv, mirror, hi.swap);
        } else {
            handles_.back().at = at + h.dir * pitch_ * 0.46;
            hi.at = at - h.dir * pitch_ * 0.46;
            hi.dir = -h.dir;
            // Moved off the button, a handle may come near a cell: step it away.
            const auto keepClear = [&](QPointF& p) {
                for (int step = 0; step < 40; ++step) {
                    QPointF nearest;
                    qreal best = std::numeric_limits<qreal>::max();
                    for (const auto& c : d.cells) {
                        const qreal dist = length(QPointF(c.x, c.y) - p);
                        if (dist < best) {
                            best = dist;
                            nearest = QPointF(c.x, c.y);
                        }
                    }
                    if (best >= pitch_ * 0.9)
                        return;
                    p += unit(p - nearest) * pitch_ * 0.04;
                }
            };
            keepClear(handles_.back().at);
            keepClear(hi.at);
        }
        handles_.push_back(hi);
        placed[std::size_t(m)] = true;
        placed[std::size_t(inv)] = true;
    }
    for (int m = 0; m < rules_->moveCount(); ++m) {
        if (placed[std::size_t(m)] || d.kind == Kind::Sliding)
            continue;
        const auto& cell = d.moves[std::size_t(rules_->move(m).base)].cell;
        if (cell && rules_->move(m).power == 1)
            continue;  // played by clicking the cell
        rowMoves_.push_back(m);
    }
}

void DefinitionBoard::computeTracks()
{
    const auto& d = rules_->def();
    if (d.kind != Kind::Permutation)
        return;
    std::set<std::pair<int, int>> seen;
    for (const auto& mv : d.moves)
        for (const auto& cycle : mv.cycles)
            for (std::size_t k = 0; k < cycle.size(); ++k) {
                const int a = cycle[k];
                const int b = cycle[(k + 1) % cycle.size()];
                const auto& ca = d.cells[std::size_t(a)];
                const auto& cb = d.cells[std::size_t(b)];
                if (std::hypot(ca.x - cb.x, ca.y - cb.y) > pitch_ * 1.3)
                    continue;
                if (seen.insert({std::min(a, b), std::max(a, b)}).second)
                    tracks_.emplace_back(std::min(a, b), std::max(a, b));
            }
}

std::vector<int> DefinitionBoard::moveCells(int move) const
{
    if (move < 0 || move >= rules_->moveCount())
        return {};
    if (!slidingTiles_)
        return moveCells_[std::size_t(move)];
    const int b = blankCell(puzzlePosition());
    if (b < 0)
        return {};
    const int n = rules_->neighbour(b, rules_->move(move).direction);
    if (n < 0)
        return {};
    return {b, n};
}

int DefinitionBoard::blankCell(const Position& p) const
{
    return findBlank(p, rules_->def().blank);
}

int DefinitionBoard::moveOfDirection(char direction) const
{
    for (int m = 0; m < rules_->moveCount(); ++m)
        if (rules_->move(m).direction == direction)
            return m;
    return -1;
}

int DefinitionBoard::goalValue(int cell) const
{
    if (goal_.type != def::Goal::Type::Values ||
        std::cmp_less_equal(goal_.values.size(), std::size_t(cell)))
        return -1;
    return goal_.values[std::size_t(cell)];
}

bool DefinitionBoard::isDialFace(int cell) const
{
    const auto& d = rules_->def();
    if (d.kind != Kind::Dial)
        return false;
    const auto shape = d.cells[std::size_t(cell)].shape;
    return shape == def::Shape::Dial || shape == def::Shape::Default;
}

QString DefinitionBoard::cellName(int cell) const
{
    // Ids are shown as written, except the plain index 0, 1, 2, ...: cells are counted
    // from 1 everywhere the program names them.
    const std::string& id = rules_->def().cells[std::size_t(cell)].id;
    if (id == std::to_string(cell))
        return QString::number(cell + 1);
    return QString::fromStdString(id);
}

QString DefinitionBoard::moveName(int move) const
{
    return QString::fromStdString(rules_->moveNames()[std::size_t(move)]);
}

QString DefinitionBoard::moveKey(int move) const
{
    if (move < 0 || std::cmp_greater_equal(move, keys_.size()))
        return {};
    return keys_[std::size_t(move)];
}

bool DefinitionBoard::hasHandle(int move) const
{
    return std::any_of(handles_.begin(), handles_.end(),
                       [&](const Handle& h) { return h.move == move; });
}

bool DefinitionBoard::inButtonRow(int move) const
{
    return std::find(rowMoves_.begin(), rowMoves_.end(), move) != rowMoves_.end();
}

QString DefinitionBoard::labelText(int label) const
{
    const auto& texts = rules_->def().view.labelText;
    if (const auto it = texts.find(label); it != texts.end())
        return definitionText(rules_->def(), it->second);
    return QString::number(label);
}

QString DefinitionBoard::valueName(int value) const
{
    const auto& names = rules_->def().view.valueNames;
    if (value >= 0 && std::cmp_less(value, names.size()))
        return definitionText(rules_->def(), names[std::size_t(value)]);
    return QString::number(value);
}

QColor DefinitionBoard::labelColor(int label) const
{
    const auto& d = rules_->def();
    if (const auto it = d.view.palette.find(label); it != d.view.palette.end()) {
        const QColor c(QString::fromStdString(it->second));
        if (c.isValid())
            return c;
    }
    const auto pos = std::find(d.labels.begin(), d.labels.end(), label);
    if (pos == d.labels.end())
        return QColor(0x9a, 0x9a, 0x9a);  // not a label: grey
    if (d.labels.size() - (d.kind == Kind::Sliding ? 1 : 0) <=
        (d.kind == Kind::Sliding ? kDistinctSliding : kDistinctColours)) {
        std::size_t index = std::size_t(pos - d.labels.begin());
        if (d.kind == Kind::Sliding && label > d.blank)
            --index;
        return QColor(kDefaultColours[index % kDistinctColours]);
    }
    return darkTheme() ? QColor(0xd8, 0xc3, 0x9c) : QColor(0xf2, 0xe0, 0xbe);
}

QColor DefinitionBoard::dialColor(int value) const
{
    const auto& d = rules_->def();
    if (const auto it = d.view.palette.find(value); it != d.view.palette.end()) {
        const QColor c(QString::fromStdString(it->second));
        if (c.isValid())
            return c;
    }
    const qreal t = d.modulus > 1 ? qreal(value) / (d.modulus - 1) : 0.0;
    return mix(QColor(0x37, 0x3f, 0x4a), QColor(0xff, 0xd5, 0x4f), std::clamp(t, 0.0, 1.0));
}

// ---------------------------------------------------------------- state

void DefinitionBoard::setMode(Mode mode)
{
    if (mode == mode_)
        return;
    mode_ = mode;
    swapCell_ = -1;
    update();
}

void DefinitionBoard::setEditTool(EditTool tool, int label)
{
    const auto& labels = rules_->def().labels;
    if (tool == EditTool::Paint && std::find(labels.begin(), labels.end(), label) == labels.end())
        return;
    editTool_ = tool;
    paintLabel_ = tool == EditTool::Paint ? label : -1;
    swapCell_ = -1;
    update();
}

void DefinitionBoard::setGoal(const def::Goal& goal)
{
    goal_ = goal;
    relayout();
}

bool DefinitionBoard::goalEditable() const
{
    return rules_->def().editableGoal &&
           std::cmp_equal(puzzleGoal().cells.size(), rules_->cellCount());
}

void DefinitionBoard::goalChanged()
{
    if (!goalEditable())
        return;
    def::Goal g;
    g.type = def::Goal::Type::Values;
    g.values.assign(puzzleGoal().cells.begin(), puzzleGoal().cells.end());
    goal_ = std::move(g);
    relayout();
}

void DefinitionBoard::setPuzzlePosition(const Position& position)
{
    queue_.clear();
    swapCell_ = -1;
    BoardWidget::setPuzzlePosition(position);
}

void DefinitionBoard::setAnimationDuration(int ms)
{
    durationMs_ = std::max(0, ms);
    if (durationMs_ == 0)
        finishAllAnimations();
}

void DefinitionBoard::showStep(const Position& before, const std::vector<int>& moves,
                               const Position& after)
{
    // The positions along the way, forwards or (an undo) backwards.
    std::vector<Step> steps;
    const auto apply = safeApply(rules_);
    bool fits = !moves.empty() && std::cmp_equal(before.cells.size(), rules_->cellCount()) &&
                std::cmp_equal(after.cells.size(), rules_->cellCount());
    if (fits) {
        Position p = before;
        for (int m : moves) {
            Position next = apply(p, m);
            if (next == p && m >= 0 && m < rules_->moveCount() && rules_->move(m).sources.empty() &&
                rules_->def().kind != Kind::Dial) {
                break;  // a sliding move that cannot be played
            }
            steps.push_back({p, m, next});
            p = next;
        }
        if (steps.size() != moves.size() || p != after) {
            steps.clear();
            // Undone: `after` with the moves played gives `before`.
            Position q = after;
            std::vector<Step> forward;
            for (int m : moves) {
                Position next = apply(q, m);
                forward.push_back({q, m, next});
                q = next;
            }
            if (q == before)
                for (auto it = forward.rbegin(); it != forward.rend(); ++it)
                    steps.push_back({it->after, it->move, it->before});
        }
        fits = !steps.empty();
    }
    const bool continues = (animating() || !queue_.empty()) && before == queueTarget_;
    if (!continues)
        finishAllAnimations();
    if (!fits || durationMs_ == 0) {
        finishAllAnimations();
        BoardWidget::setPuzzlePosition(after);
        return;
    }
    for (auto& s : steps)
        queue_.push_back(std::move(s));
    queueTarget_ = after;
    queueLength_ = std::max<int>(queueLength_, int(queue_.size()));
    if (!animating())
        startNextQueued();
}

void DefinitionBoard::startNextQueued()
{
    if (queue_.empty()) {
        queueLength_ = 0;
        return;
    }
    if (animating())
        return;
    Step step = std::move(queue_.front());
    queue_.pop_front();
    // A long sequence (an applied solution) plays faster, about 1.5 s in all.
    const int per = queueLength_ > 1
                        ? std::max(60, std::min(durationMs_, 1500 / std::max(1, queueLength_)))
                        : durationMs_;
    animateMove(step.before, step.move, step.after, per);
}

void DefinitionBoard::finishAllAnimations()
{
    const bool hadQueue = !queue_.empty();
    queue_.clear();
    queueLength_ = 0;
    finishAnimation();
    if (hadQueue)
        BoardWidget::setPuzzlePosition(queueTarget_);
}

void DefinitionBoard::requestEdit(const Position& position, const QString& text)
{
    if (!isInteractive()) {
        emit editRefused();
        return;
    }
    finishAllAnimations();
    if (position == puzzlePosition())
        return;
    emit positionEdited(position, text);
}

bool DefinitionBoard::cancelPendingEdit()
{
    if (swapCell_ < 0)
        return false;
    swapCell_ = -1;
    update();
    return true;
}

// ---------------------------------------------------------------- input

std::vector<int> DefinitionBoard::movesForCell(int cell) const
{
    const auto& d = rules_->def();
    if (cell < 0 || cell >= rules_->cellCount())
        return {};
    if (d.kind == Kind::Dial) {
        for (int m = 0; m < rules_->moveCount(); ++m) {
            const RuleMove& mv = rules_->move(m);
            if (mv.power == 1 && d.moves[std::size_t(mv.base)].cell == cell)
                return {m};
        }
        return {};
    }
    if (d.kind != Kind::Sliding)
        return {};
    const int b = blankCell(puzzlePosition());
    if (b < 0 || b == cell)
        return {};
    for (const char dir : {'U', 'D', 'L', 'R'}) {
        std::vector<int> moves;
        const int m = moveOfDirection(dir);
        int at = b;
        while (m >= 0) {
            at = rules_->neighbour(at, dir);
            if (at < 0)
                break;
            moves.push_back(m);
            if (at == cell)
                return moves;
        }
    }
    return {};
}

namespace {

// The Cycle tool's next label after `v` in the definition's label order (the one before
// it when `back`); a label not in the list starts the cycle.
std::uint8_t cycledLabel(const std::vector<int>& labels, std::uint8_t v, bool back)
{
    const auto pos = std::find(labels.begin(), labels.end(), int(v));
    std::size_t i = pos == labels.end() ? 0 : std::size_t(pos - labels.begin());
    if (pos != labels.end())
        i = back ? (i + labels.size() - 1) % labels.size() : (i + 1) % labels.size();
    return std::uint8_t(labels[i]);
}

}  // namespace

void DefinitionBoard::clickGoalCell(int cell, bool alternate)
{
    const int n = rules_->cellCount();
    const auto i = std::size_t(cell - n);
    if (!isInteractive()) {
        emit editRefused();
        return;
    }
    Position next = puzzleGoal();
    auto& v = next.cells[i];
    const auto& labels = rules_->def().labels;
    // Outside Edit Position a click can only swap: the goal stays a rearrangement.
    switch (mode_ == Mode::Edit ? editTool_ : EditTool::Swap) {
    case EditTool::Swap:
        if (swapCell_ < n) {
            swapCell_ = cell;
        } else if (swapCell_ == cell) {
            swapCell_ = -1;
        } else {
            const auto first = std::size_t(swapCell_ - n);
            swapCell_ = -1;
            std::swap(next.cells[first], next.cells[i]);
            commitGoalEdit(next);
        }
        update();
        return;
    case EditTool::Cycle:
        if (labels.empty())
            return;
        v = cycledLabel(labels, v, alternate);
        break;
    case EditTool::Paint:
        if (paintLabel_ < 0)
            return;
        v = std::uint8_t(paintLabel_);
        break;
    }
    swapCell_ = -1;
    if (next != puzzleGoal())
        commitGoalEdit(next);
}

void DefinitionBoard::clickCell(int cell, bool alternate)
{
    finishAllAnimations();
    if (cell >= rules_->cellCount()) {
        if (goalEditable())
            clickGoalCell(cell, alternate);
        return;
    }
    const auto& d = rules_->def();
    if (mode_ == Mode::Play) {
        if (!movesEnabled())
            return;
        const auto moves = movesForCell(cell);
        for (int m : moves)
            emit moveRequested(m);
        return;
    }
    Position next = puzzlePosition();
    auto& v = next.cells[std::size_t(cell)];
    if (d.kind == Kind::Dial) {
        const int mod = std::max(1, d.modulus);
        v = std::uint8_t(((int(v) % mod) + (alternate ? mod - 1 : 1)) % mod);
        requestEdit(next, alternate ? tr("Turn cell %1 back").arg(cellName(cell))
                                    : tr("Turn cell %1").arg(cellName(cell)));
        return;
    }
    const auto& labels = d.labels;
    switch (editTool_) {
    case EditTool::Swap:
        if (!isInteractive()) {
            emit editRefused();
            return;
        }
        if (swapCell_ < 0 || swapCell_ >= rules_->cellCount()) {
            swapCell_ = cell;
        } else if (swapCell_ == cell) {
            swapCell_ = -1;
        } else {
            const int first = swapCell_;
            swapCell_ = -1;
            std::swap(next.cells[std::size_t(first)], next.cells[std::size_t(cell)]);
            requestEdit(next, tr("Swap cells %1 and %2").arg(cellName(first), cellName(cell)));
        }
        update();
        return;
    case EditTool::Cycle:
        if (labels.empty())
            return;
        v = cycledLabel(labels, v, alternate);
        break;
    case EditTool::Paint:
        if (paintLabel_ < 0)
            return;
        v = std::uint8_t(paintLabel_);
        break;
    }
    requestEdit(next, tr("Set cell %1 to %2").arg(cellName(cell), labelText(v)));
}

void DefinitionBoard::mousePressEvent(QMouseEvent* event)
{
    finishAllAnimations();
    BoardWidget::mousePressEvent(event);
}

void DefinitionBoard::keyPressEvent(QKeyEvent* event)
{
    finishAllAnimations();
    const auto mods =
        event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
    if (mods) {
        BoardWidget::keyPressEvent(event);
        return;
    }
    if (slidingTiles_ && mode_ == Mode::Play) {
        // An arrow moves the tile next to the blank that way: the blank goes the other.
        char blankGoes = 0;
        switch (event->key()) {
        case Qt::Key_Left:
            blankGoes = 'R';
            break;
        case Qt::Key_Right:
            blankGoes = 'L';
            break;
        case Qt::Key_Up:
            blankGoes = 'D';
            break;
        case Qt::Key_Down:
            blankGoes = 'U';
            break;
        default:
            break;
        }
        if (blankGoes) {
            const int m = moveOfDirection(blankGoes);
            const int b = blankCell(puzzlePosition());
            if (movesEnabled() && m >= 0 && b >= 0 && rules_->neighbour(b, blankGoes) >= 0)
                emit moveRequested(m);
            event->accept();
            return;
        }
    }
    if (const int m = moveOfKey(event); m >= 0) {
        // A sliding move the blank cannot make is not asked for.
        if (movesEnabled() && rules_->legal(puzzlePosition(), m))
            emit moveRequested(m);
        event->accept();
        return;
    }
    BoardWidget::keyPressEvent(event);
}

bool DefinitionBoard::takesKey(const QKeyEvent& event) const
{
    if (event.modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    return moveOfKey(&event) >= 0;
}

int DefinitionBoard::moveOfKey(const QKeyEvent* event) const
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return -1;
    const QString text = event->text().toUpper();
    if (text.size() != 1 || !text[0].isLetterOrNumber())
        return -1;
    const auto it = std::find(keys_.begin(), keys_.end(), text);
    return it == keys_.end() ? -1 : int(it - keys_.begin());
}

bool DefinitionBoard::event(QEvent* event)
{
    // A move's key is the board's while it has the focus, even where the window gives
    // the same plain key to an action (H for Hint: the Rotation Game has a move H).
    // Ctrl, Alt and Meta combinations, Space, Enter and Escape are never move keys, so
    // they stay the window's.
    if (event->type() == QEvent::ShortcutOverride &&
        moveOfKey(static_cast<QKeyEvent*>(event)) >= 0) {
        event->accept();
        return true;
    }
    return BoardWidget::event(event);
}

std::vector<int> DefinitionBoard::previewCells() const
{
    if (animMove() >= 0) {
        if (slidingTiles_) {
            const int a = blankCell(animFrom());
            const int b = blankCell(animTo());
            if (a >= 0 && b >= 0)
                return {a, b};
            return {};
        }
        return moveCells_[std::size_t(animMove())];
    }
    for (const Item& it : items()) {
        if (!isHovered(it.ref) && !hasFocusRing(it.ref))
            continue;
        if (it.ref.kind == ItemKind::Move && movesEnabled())
            return moveCells(it.ref.index);
        // The goal's cells change nothing on the board itself.
        if (it.ref.kind == ItemKind::Cell && it.ref.index >= rules_->cellCount())
            return {};
        if (it.ref.kind == ItemKind::Cell && itemEnabled(it.ref)) {
            if (mode_ == Mode::Edit) {
                std::vector<int> cells{it.ref.index};
                if (swapCell_ >= 0 && swapCell_ != it.ref.index && swapCell_ < rules_->cellCount())
                    cells.push_back(swapCell_);
                return cells;
            }
            if (!movesEnabled())
                return {};
            const auto moves = movesForCell(it.ref.index);
            if (moves.empty())
                return {};
            if (!slidingTiles_)
                return moveCells_[std::size_t(moves.front())];
            // The blank and every tile that slides.
            std::vector<int> cells;
            int at = blankCell(puzzlePosition());
            cells.push_back(at);
            for (int m : moves) {
                at = rules_->neighbour(at, rules_->move(m).direction);
                cells.push_back(at);
            }
            return cells;
        }
    }
    return moveCells(highlightedMove());
}

QString DefinitionBoard::itemToolTip(const ItemRef& item) const
{
    const auto& d = rules_->def();
    if (item.kind == ItemKind::Move) {
        const int m = item.index;
        QStringList names;
        for (int c : moveCells(m))
            names << cellName(c);
        const QString key = moveKey(m);
        const QString what = d.kind == Kind::Dial
                                 ? tr("turns %1").arg(names.join(QStringLiteral(", ")))
                                 : tr("moves %1").arg(names.join(QStringLiteral(", ")));
        return key.isEmpty() ? tr("Move %1: %2").arg(moveName(m), what)
                             : tr("Move %1 (key %2): %3").arg(moveName(m), key, what);
    }
    if (item.kind != ItemKind::Cell)
        return {};
    if (item.index >= rules_->cellCount()) {
        const int cell = item.index - rules_->cellCount();
        if (std::cmp_less_equal(puzzleGoal().cells.size(), std::size_t(cell)))
            return {};
        const int g = puzzleGoal().cells[std::size_t(cell)];
        const QString content =
            d.kind == Kind::Sliding && g == d.blank ? tr("empty") : labelText(g);
        const QString text =
            tr("Goal cell %1: %2.").arg(cellName(cell), content) + QLatin1Char(' ');
        if (mode_ == Mode::Edit && editTool_ == EditTool::Cycle)
            return text + tr("Click for the next label, right-click for the one before.");
        if (mode_ == Mode::Edit && editTool_ == EditTool::Paint)
            return text + tr("Click to set it to %1.").arg(labelText(paintLabel_));
        return text + tr("Click two cells of the goal to swap them.");
    }
    const int cell = item.index;
    const int v = puzzlePosition().cells[std::size_t(cell)];
    const QString content = d.kind == Kind::Dial                        ? valueName(v)
                            : (d.kind == Kind::Sliding && v == d.blank) ? tr("empty")
                                                                        : labelText(v);
    QString text = tr("Cell %1: %2.").arg(cellName(cell), content);
    text += QLatin1Char(' ');
    if (mode_ == Mode::Play) {
        const auto moves = movesForCell(cell);
        if (moves.empty())
            return text.trimmed();
        QStringList names;
        for (int m : moves)
            names << moveName(m);
        if (d.kind == Kind::Dial) {
            const QString key = moveKey(moves.front());
            text += key.isEmpty() ? tr("Click to play move %1.").arg(names.front())
                                  : tr("Click to play move %1 (key %2).").arg(names.front(), key);
        } else {
            text += tr("Click to slide it (%1).").arg(names.join(QStringLiteral(" ")));
        }
        return text;
    }
    if (d.kind == Kind::Dial)
        return text + tr("Click to turn it one step, right-click to turn it back.");
    switch (editTool_) {
    case EditTool::Swap:
        return text + tr("Click two cells to swap them.");
    case EditTool::Cycle:
        return text + tr("Click for the next label, right-click for the one before.");
    case EditTool::Paint:
        return text + tr("Click to set it to %1.").arg(labelText(paintLabel_));
    }
    return text;
}

// ---------------------------------------------------------------- layout

QPointF DefinitionBoard::toWidget(QPointF board) const
{
    return offset_ + board * scale_;
}

void DefinitionBoard::layoutBoard(const QRectF& area, QList<Item>& items)
{
    const auto& d = rules_->def();
    const int k = int(rowMoves_.size());
    const int perRow = k == 0 ? 0 : std::clamp(int(area.width() / 46), 1, std::min(k, 12));
    const int rows = k == 0 ? 0 : (k + perRow - 1) / perRow;
    const bool showGoal = d.editableGoal && goal_.type == def::Goal::Type::Values;
    // Of the board's width, beside it; larger when its tiles are clicked to edit it.
    const qreal goalW = !showGoal ? 0.0 : goalEditable() ? 0.6 : 0.42;
    const qreal rowUnits = rows == 0 ? 0.0 : rows * 1.0 * pitch_ + 0.3 * pitch_;
    const qreal boardW = bounds_.width() * (1 + goalW) + (showGoal ? pitch_ * 0.5 : 0);
    qreal s = std::min(area.width() / boardW, area.height() / (bounds_.height() + rowUnits));
    s = std::max(s, 1.0);
    // Buttons stay of a sensible size; the board grows into what they leave.
    const qreal buttonH = rows == 0 ? 0.0 : std::clamp(0.8 * pitch_ * s, 24.0, 76.0);
    const qreal gap = std::max(4.0, buttonH * 0.16);
    const qreal rowsH = rows == 0 ? 0.0 : rows * buttonH + (rows - 1) * gap + buttonH * 0.4;
    s = std::max(1.0, std::min(area.width() / boardW, (area.height() - rowsH) / bounds_.height()));
    scale_ = s;
    const qreal totalH = bounds_.height() * s + rowsH;
    const qreal top = area.center().y() - totalH / 2;
    const qreal left = area.center().x() - boardW * s / 2;
    offset_ = QPointF(left - bounds_.left() * s, top - bounds_.top() * s);

    cellRects_.clear();
    for (int i = 0; i < rules_->cellCount(); ++i) {
        const auto& c = d.cells[std::size_t(i)];
        const qreal size = pitch_ * s * (isDialFace(i) ? 0.84 : 0.9);
        QRectF r(0, 0, size, size);
        r.moveCenter(toWidget({c.x, c.y}));
        cellRects_.push_back(r);
        const bool round = c.shape == def::Shape::Circle || isDialFace(i);
        items.append({{ItemKind::Cell, i}, r, round});
    }
    handleRects_.clear();
    for (const Handle& h : handles_) {
        const qreal size = pitch_ * s * 0.82;
        QRectF r(0, 0, size, size);
        r.moveCenter(toWidget(h.at));
        handleRects_.push_back(r);
        items.append({{ItemKind::Move, h.move}, r, true});
    }
    rowRects_.clear();
    if (rows > 0) {
        const qreal bw = std::min((area.width() - (perRow - 1) * gap) / perRow, buttonH * 1.2);
        qreal y = top + bounds_.height() * s + buttonH * 0.4;
        for (int r = 0; r < rows; ++r) {
            const int inRow = std::min(perRow, k - r * perRow);
            const qreal rowW = inRow * bw + (inRow - 1) * gap;
            qreal x = area.center().x() - rowW / 2;
            for (int j = 0; j < inRow; ++j) {
                const QRectF rect(x, y, bw, buttonH);
                rowRects_.push_back(rect);
                items.append(
                    {{ItemKind::Move, rowMoves_[std::size_t(r * perRow + j)]}, rect, false});
                x += bw + gap;
            }
            y += buttonH + gap;
        }
    }
    goalRect_ = {};
    if (showGoal) {
        const qreal gw = bounds_.width() * goalW * s;
        const qreal gh = bounds_.height() * goalW * s;
        goalRect_ = QRectF(left + (bounds_.width() + pitch_ * 0.5) * s,
                           top + (bounds_.height() * s - gh) / 2, gw, gh);
    }
    goalRects_.clear();
    if (showGoal && goalEditable()) {
        const qreal gs = goalRect_.width() / bounds_.width();
        for (int i = 0; i < rules_->cellCount(); ++i) {
            const auto& c = d.cells[std::size_t(i)];
            QRectF r(0, 0, pitch_ * gs * 0.88, pitch_ * gs * 0.88);
            r.moveCenter(goalRect_.topLeft() + (QPointF(c.x, c.y) - bounds_.topLeft()) * gs);
            goalRects_.push_back(r);
            items.append(
                {{ItemKind::Cell, rules_->cellCount() + i}, r, c.shape == def::Shape::Circle});
        }
    }
}

// ---------------------------------------------------------------- painting

void DefinitionBoard::paintRegions(QPainter& painter) const
{
    const auto& d = rules_->def();
    for (const auto& region : d.view.regions) {
        // The region's cells grown a little, joined where they are neighbours.
        QPainterPath path;
        const qreal grow = pitch_ * scale_ * 0.1;
        for (int c : region.cells) {
            const QRectF r = cellRects_[std::size_t(c)].adjusted(-grow, -grow, grow, grow);
            QPainterPath one;
            if (d.cells[std::size_t(c)].shape == def::Shape::Circle || isDialFace(c))
                one.addEllipse(r);
            else
                one.addRoundedRect(r, r.width() * 0.2, r.width() * 0.2);
            path = path.united(one);
        }
        QPainterPathStroker joiner;
        joiner.setWidth(cellRects_.empty() ? 1.0 : cellRects_.front().width() * 0.8);
        for (std::size_t i = 0; i < region.cells.size(); ++i)
            for (std::size_t j = i + 1; j < region.cells.size(); ++j) {
                const auto& a = d.cells[std::size_t(region.cells[i])];
                const auto& b = d.cells[std::size_t(region.cells[j])];
                if (std::hypot(a.x - b.x, a.y - b.y) > pitch_ * 1.3)
                    continue;
                QPainterPath line;
                line.moveTo(cellRects_[std::size_t(region.cells[i])].center());
                line.lineTo(cellRects_[std::size_t(region.cells[j])].center());
                path = path.united(joiner.createStroke(line));
            }
        painter.save();
        if (region.style == def::Region::Style::Shade) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(mix(role(QPalette::Window), accent(), darkTheme() ? 0.34 : 0.24));
        } else {
            QPen pen(mix(role(QPalette::WindowText), accent(), 0.5),
                     std::max(2.0, pitch_ * scale_ * 0.05));
            pen.setJoinStyle(Qt::RoundJoin);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
        }
        painter.drawPath(path.simplified());
        painter.restore();
    }
}

void DefinitionBoard::paintTracks(QPainter& painter) const
{
    if (tracks_.empty())
        return;
    painter.save();
    QPen pen(panelColor(3.0), std::max(3.0, pitch_ * scale_ * 0.34));
    pen.setCapStyle(Qt::RoundCap);
    painter.setPen(pen);
    for (const auto& [a, b] : tracks_)
        painter.drawLine(cellRects_[std::size_t(a)].center(), cellRects_[std::size_t(b)].center());
    painter.restore();
}

void DefinitionBoard::paintTile(QPainter& painter, const QRectF& rect, int label, bool round,
                                qreal opacity) const
{
    const QColor fill = labelColor(label);
    const qreal radius = rect.width() * 0.16;
    painter.save();
    painter.setOpacity(opacity);
    paintSoftShadow(painter, rect, round ? rect.width() / 2 : radius, rect.height() * 0.035);
    QLinearGradient g(rect.topLeft(), rect.bottomLeft());
    g.setColorAt(0, fill.lighter(108));
    g.setColorAt(1, fill.darker(108));
    painter.setBrush(g);
    painter.setPen(QPen(fill.darker(135), std::max(1.0, rect.width() * 0.025)));
    if (round)
        painter.drawEllipse(rect);
    else
        painter.drawRoundedRect(rect, radius, radius);
    const QString text = labelText(label);
    QFont f = pixelFont(font(), rect.height() * 0.42, true);
    const qreal adv = QFontMetricsF(f).horizontalAdvance(text);
    if (adv > rect.width() * 0.8)
        f.setPixelSize(std::max(1, int(f.pixelSize() * rect.width() * 0.8 / adv)));
    painter.setFont(f);
    painter.setPen(readableTextOn(fill));
    painter.drawText(rect, Qt::AlignCenter, text);
    painter.restore();
}

void DefinitionBoard::paintLight(QPainter& painter, int cell, const QRectF& rect, int value,
                                 bool preview, bool round) const
{
    const QColor fill = dialColor(value);
    const bool lit = fill.lightnessF() > 0.45;
    const qreal radius = rect.width() * 0.14;
    painter.save();
    paintSoftShadow(painter, rect, round ? rect.width() / 2 : radius, rect.height() * 0.04);
    QRadialGradient g(rect.center(), rect.width() * 0.75);
    g.setColorAt(0, lit ? fill.lighter(118) : fill.lighter(112));
    g.setColorAt(1, lit ? fill.darker(112) : fill.darker(115));
    painter.setBrush(g);
    painter.setPen(QPen(preview ? accent() : fill.darker(150),
                        std::max(1.0, rect.width() * (preview ? 0.05 : 0.025))));
    if (round)
        painter.drawEllipse(rect);
    else
        painter.drawRoundedRect(rect, radius, radius);
    // Two states read from the light itself; "on"/"off" on every cell was only clutter
    // (issue 23, point 8). Three or more colours keep their names, for colour-blind eyes.
    if (rules_->def().modulus > 2) {
        painter.setFont(pixelFont(font(), rect.height() * 0.2, lit));
        painter.setPen(readableTextOn(fill));
        painter.drawText(rect.adjusted(0, rect.height() * 0.55, 0, -rect.height() * 0.06),
                         Qt::AlignHCenter | Qt::AlignVCenter, valueName(value));
    }
    // The cell's name (the name of its move, usually) small in the corner.
    QColor faint = readableTextOn(fill);
    faint.setAlphaF(0.6f);
    painter.setPen(faint);
    painter.setFont(pixelFont(font(), std::max(7.0, rect.height() * 0.15)));
    painter.drawText(rect.adjusted(rect.width() * 0.1, rect.height() * 0.06, 0, 0),
                     Qt::AlignLeft | Qt::AlignTop, cellName(cell));
    painter.restore();
}

void DefinitionBoard::paintDial(QPainter& painter, int cell, const QRectF& face, int value,
                                qreal degrees, bool preview) const
{
    const auto& d = rules_->def();
    const int mod = std::max(2, d.modulus);
    const QPointF c = face.center();
    const qreal r = face.width() / 2;
    const bool dark = darkTheme();
    const QColor text = role(QPalette::Text);
    const QColor base = role(QPalette::Base);
    const bool atGoal = animMove() < 0 && goalValue(cell) == value;

    paintSoftShadow(painter, face, r, r * 0.06);
    QLinearGradient bezel(face.topLeft(), face.bottomLeft());
    const QColor ring = preview ? accent() : mix(base, text, dark ? 0.32 : 0.22);
    bezel.setColorAt(0, ring.lighter(dark ? 125 : 112));
    bezel.setColorAt(1, ring.darker(dark ? 110 : 118));
    painter.setPen(Qt::NoPen);
    painter.setBrush(bezel);
    painter.drawEllipse(face);
    const qreal rim = r * 0.085;
    const QRectF dial = face.adjusted(rim, rim, -rim, -rim);
    QColor dialFill = base;
    if (preview)
        dialFill = mix(base, accent(), dark ? 0.18 : 0.10);
    else if (atGoal)
        dialFill = mix(base, goodColor(), dark ? 0.10 : 0.07);
    painter.setBrush(dialFill);
    painter.drawEllipse(dial);

    // One tick and one name per value, the shown value's name bold.
    const qreal dr = dial.width() / 2;
    const bool names = mod <= 12;
    const qreal namePx = std::clamp(dr * (mod <= 6 ? 0.26 : 0.2), 6.0, 40.0);
    for (int v = 0; v < mod; ++v) {
        const qreal a = qDegreesToRadians(v * 360.0 / mod);
        const QPointF dir(std::sin(a), -std::cos(a));
        QPen pen(mix(base, text, 0.6), std::max(1.2, dr * 0.045));
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        painter.drawLine(c + dir * dr * 0.84, c + dir * dr * 0.95);
        if (!names)
            continue;
        const bool current = v == value && animMove() < 0;
        painter.setFont(pixelFont(font(), namePx, current));
        painter.setPen(current ? (atGoal ? goodColor() : text) : mix(base, text, 0.55));
        const QPointF at = c + dir * dr * 0.64;
        painter.drawText(
            QRectF(at.x() - namePx * 1.5, at.y() - namePx * 0.7, namePx * 3, namePx * 1.4),
            Qt::AlignCenter, valueName(v));
    }

    // The cell's name inside the face, under the pivot, or above it when the hand
    // points down.
    const qreal turned = std::fmod(std::fmod(degrees, 360.0) + 360.0, 360.0);
    const bool handDown = turned > 110 && turned < 250;
    painter.setFont(pixelFont(font(), std::clamp(dr * 0.2, 7.0, 30.0), true));
    painter.setPen(preview ? accent() : mix(base, text, 0.45));
    painter.drawText(
        QRectF(c.x() - dr * 0.5, c.y() + (handDown ? -dr * 0.46 : dr * 0.16), dr, dr * 0.3),
        Qt::AlignCenter, cellName(cell));

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
    if (preview && animMove() < 0) {
        // Where the hand goes when the previewed move is played.
        QColor ghost = accent();
        ghost.setAlphaF(0.55f);
        const int m = [&] {
            for (const Item& it : items()) {
                if (!isHovered(it.ref) && !hasFocusRing(it.ref))
                    continue;
                if (it.ref.kind == ItemKind::Move)
                    return it.ref.index;
                if (it.ref.kind == ItemKind::Cell && mode_ == Mode::Play) {
                    const auto moves = movesForCell(it.ref.index);
                    return moves.empty() ? -1 : moves.front();
                }
                if (it.ref.kind == ItemKind::Cell)
                    return -2;  // edit: one step on
            }
            return highlightedMove();
        }();
        int steps = 0;
        if (m >= 0)
            steps = rules_->move(m).add[std::size_t(cell)];
        else if (m == -2)
            steps = 1;
        if (steps != 0)
            hand((value + steps) * 360.0 / mod, ghost);
    }
    const QColor handColor = atGoal ? goodColor() : mix(base, text, 0.92);
    hand(degrees, handColor);
    painter.setPen(Qt::NoPen);
    painter.setBrush(handColor);
    painter.drawEllipse(c, dr * 0.1, dr * 0.1);
}

void DefinitionBoard::paintCellBody(QPainter& painter, int cell, const QRectF& rect, int value,
                                    qreal dialAngle, bool preview, bool focused, bool hovered) const
{
    const auto& d = rules_->def();
    const bool round = d.cells[std::size_t(cell)].shape == def::Shape::Circle;
    if (d.kind == Kind::Dial) {
        if (isDialFace(cell))
            paintDial(painter, cell, rect, value, dialAngle, preview);
        else
            paintLight(painter, cell, rect, value, preview, round);
    } else if (d.kind == Kind::Sliding && value == d.blank) {
        // The empty place: a hollow in the tray.
        painter.save();
        painter.setPen(Qt::NoPen);
        painter.setBrush(panelColor(4.0));
        painter.drawRoundedRect(rect, rect.width() * 0.16, rect.width() * 0.16);
        painter.restore();
    } else {
        paintTile(painter, rect, value, round, 1.0);
    }
    if (hovered && !preview) {
        painter.save();
        QColor veil = accent();
        veil.setAlphaF(0.14f);
        painter.setPen(Qt::NoPen);
        painter.setBrush(veil);
        if (round || isDialFace(cell))
            painter.drawEllipse(rect);
        else
            painter.drawRoundedRect(rect, rect.width() * 0.16, rect.width() * 0.16);
        painter.restore();
    }
    Q_UNUSED(focused);  // the focus ring is drawn last, over the preview (paintBoard)
}

void DefinitionBoard::paintHandle(QPainter& painter, const Handle& h, const QRectF& rect) const
{
    const ItemRef ref{ItemKind::Move, h.move};
    const bool enabled = itemEnabled(ref);
    const bool hover = enabled && isHovered(ref);
    const bool down = enabled && isPressed(ref);
    const bool strong = highlightedMove() == h.move || animMove() == h.move;
    painter.save();
    if (!enabled)
        painter.setOpacity(0.45);
    QColor bg = role(QPalette::Button);
    QColor fg = role(QPalette::ButtonText);
    if (strong) {
        bg = accent();
        fg = role(QPalette::HighlightedText);
    } else if (down) {
        bg = mix(bg, accent(), 0.35);
    } else if (hover) {
        bg = mix(bg, accent(), 0.18);
    }
    paintSoftShadow(painter, rect, rect.width() / 2, enabled && !down ? rect.height() * 0.05 : 0);
    painter.setBrush(bg);
    painter.setPen(
        QPen(hover || strong ? accent() : mix(bg, fg, 0.3), std::max(1.0, rect.width() * 0.04)));
    painter.drawEllipse(rect);

    // The arrow along the way the content moves (both ways for a swap) in the front
    // half, the move's name in the back half.
    const qreal w = rect.width();
    const QString name = moveName(h.move);
    QFont f = pixelFont(font(), std::max(7.0, w * 0.25), true);
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
    if (hasFocusRing(ref))
        paintFocusRing(painter, rect, true);
}

void DefinitionBoard::paintGoal(QPainter& painter) const
{
    if (goalRect_.isEmpty())
        return;
    const auto& d = rules_->def();
    const qreal s = goalRect_.width() / bounds_.width();
    painter.save();
    painter.setFont(pixelFont(font(), std::max(8.0, pitch_ * s * 0.32), true));
    painter.setPen(mix(role(QPalette::Window), role(QPalette::WindowText), 0.75));
    painter.drawText(QRectF(goalRect_.left(), goalRect_.top() - pitch_ * s * 0.6, goalRect_.width(),
                            pitch_ * s * 0.55),
                     Qt::AlignCenter, tr("Goal"));
    for (int i = 0; i < rules_->cellCount(); ++i) {
        const int g = goalValue(i);
        const auto& c = d.cells[std::size_t(i)];
        QRectF r(0, 0, pitch_ * s * 0.88, pitch_ * s * 0.88);
        r.moveCenter(goalRect_.topLeft() + (QPointF(c.x, c.y) - bounds_.topLeft()) * s);
        const bool blank = d.kind == Kind::Sliding && g == d.blank;
        if (g < 0 || blank) {
            painter.setPen(QPen(panelColor(4.0), 1, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(r, r.width() * 0.16, r.width() * 0.16);
        } else {
            paintTile(painter, r, g, c.shape == def::Shape::Circle, 1.0);
        }
        if (std::cmp_less(i, goalRects_.size())) {
            const ItemRef ref{ItemKind::Cell, rules_->cellCount() + i};
            const bool round = c.shape == def::Shape::Circle;
            if (swapCell_ == ref.index) {
                const qreal w = std::max(2.0, r.width() * 0.07);
                painter.setPen(QPen(warningColor(), w, Qt::DashLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(r.adjusted(-w, -w, w, w), r.width() * 0.2, r.width() * 0.2);
            } else if (isHovered(ref) && itemEnabled(ref)) {
                painter.setPen(QPen(accent(), std::max(1.5, r.width() * 0.05)));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(r, r.width() * 0.16, r.width() * 0.16);
            }
            if (hasFocusRing(ref))
                paintFocusRing(painter, r, round);
        }
    }
    painter.restore();
}

void DefinitionBoard::paintBoard(QPainter& painter)
{
    const auto& d = rules_->def();
    const Position& shown = animTo();
    const int move = animMove();
    const qreal t = animProgress();
    const auto preview = previewCells();
    const auto inPreview = [&](int c) {
        return std::find(preview.begin(), preview.end(), c) != preview.end();
    };

    if (d.kind == Kind::Sliding) {
        // The tray the tiles slide in: the cells grown until they meet, its corners
        // rounded by a pen of the same colour.
        QPainterPath tray;
        const qreal grow = pitch_ * scale_ * 0.06;
        for (const QRectF& r : cellRects_) {
            QPainterPath one;
            one.addRect(r.adjusted(-grow, -grow, grow, grow));
            tray = tray.united(one);
        }
        painter.save();
        QPen pen(panelColor(2.5), pitch_ * scale_ * 0.1);
        pen.setJoinStyle(Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(panelColor(2.5));
        painter.drawPath(tray.simplified());
        painter.restore();
    }
    paintRegions(painter);
    paintTracks(painter);

    // Cells that move in the animation are drawn on top, where they are on their way.
    std::vector<bool> moving(std::size_t(rules_->cellCount()), false);
    int slideFrom = -1;
    int slideTo = -1;
    if (move >= 0 && d.kind == Kind::Permutation)
        for (int c : moveCells_[std::size_t(move)])
            moving[std::size_t(c)] = true;
    if (move >= 0 && d.kind == Kind::Sliding) {
        slideTo = blankCell(animFrom());  // the tile lands where the blank was
        slideFrom = blankCell(animTo());  // it came from where the blank is now
        if (slideFrom >= 0 && slideTo >= 0)
            moving[std::size_t(slideTo)] = true;
    }
    const int mod = std::max(1, d.modulus);
    for (int i = 0; i < rules_->cellCount(); ++i) {
        const ItemRef ref{ItemKind::Cell, i};
        const QRectF rect = cellRects_[std::size_t(i)];
        int value = shown.cells[std::size_t(i)];
        qreal angle = value * 360.0 / mod;
        if (move >= 0 && d.kind == Kind::Dial) {
            const int from = animFrom().cells[std::size_t(i)];
            const int steps = rules_->move(move).add[std::size_t(i)];
            angle = (from + steps * t) * 360.0 / mod;
            if (!isDialFace(i) && steps != 0) {
                // A light fades from one state to the next.
                paintCellBody(painter, i, rect, from, angle, false, false, false);
                painter.save();
                painter.setOpacity(std::clamp(t, 0.0, 1.0));
                paintCellBody(painter, i, rect, value, angle, false, false, false);
                painter.restore();
                continue;
            }
        }
        if (moving[std::size_t(i)]) {
            if (d.kind == Kind::Sliding)
                paintCellBody(painter, i, rect, d.blank, 0, false, false, false);
            continue;
        }
        paintCellBody(painter, i, rect, value, angle, inPreview(i), hasFocusRing(ref),
                      isHovered(ref) && itemEnabled(ref));
    }

    // Contents on their way.
    if (move >= 0 && d.kind == Kind::Permutation) {
        const RuleMove& mv = rules_->move(move);
        const auto cellPos = [&](int c) { return cellRects_[std::size_t(c)].center(); };
        for (int dst : moveCells_[std::size_t(move)]) {
            const int src = mv.sources[std::size_t(dst)];
            const int label = shown.cells[std::size_t(dst)];
            const bool round = d.cells[std::size_t(dst)].shape == def::Shape::Circle;
            QRectF r = cellRects_[std::size_t(dst)];
            const QPointF a = cellPos(src);
            const QPointF b = cellPos(dst);
            const qreal near = pitch_ * scale_ * 1.45;
            if (length(b - a) <= near) {
                r.moveCenter(a + (b - a) * t);
                paintTile(painter, r, label, round, 1.0);
            } else if (mv.sources[std::size_t(src)] == dst) {
                // A swap across the board: along an arc, so the two do not collide.
                const QPointF mid = (a + b) / 2;
                const QPointF normal =
                    unit(QPointF(-(b - a).y(), (b - a).x())) * length(b - a) * 0.3;
                const QPointF p =
                    a * (1 - t) * (1 - t) + (mid + normal) * 2 * t * (1 - t) + b * t * t;
                r.moveCenter(p);
                paintTile(painter, r, label, round, 1.0);
            } else {
                // The piece that wraps round: it leaves one end and comes in at the
                // other, moving the way its neighbours move.
                const int before = mv.sources[std::size_t(src)];
                QPointF step = a - cellPos(before);
                if (length(step) > near)
                    step = b - cellPos(mv.sources[std::size_t(dst)]);
                if (length(step) > near)
                    step = (b - a) / std::max(1.0, length(b - a) / (pitch_ * scale_));
                QRectF out = cellRects_[std::size_t(src)];
                out.moveCenter(a + step * t);
                paintTile(painter, out, label, round, 1.0 - t);
                r.moveCenter(b - step * (1 - t));
                paintTile(painter, r, label, round, t);
            }
        }
    }
    if (move >= 0 && slideFrom >= 0 && slideTo >= 0) {
        QRectF r = cellRects_[std::size_t(slideTo)];
        const QPointF a = cellRects_[std::size_t(slideFrom)].center();
        const QPointF b = r.center();
        r.moveCenter(a + (b - a) * t);
        paintTile(painter, r, shown.cells[std::size_t(slideTo)], false, 1.0);
    }

    // The preview: the cells a click would change, outlined.
    if (move < 0 && !preview.empty()) {
        // A tint and a thin dashed outline: unlike the focus ring, which is solid.
        painter.save();
        const qreal w = std::max(1.5, pitch_ * scale_ * 0.035);
        QColor veil = accent();
        veil.setAlphaF(0.22f);
        QPen pen(accent(), w, Qt::DashLine);
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        painter.setBrush(veil);
        for (int c : preview) {
            const QRectF r = cellRects_[std::size_t(c)].adjusted(-w / 2, -w / 2, w / 2, w / 2);
            if (isDialFace(c) || d.cells[std::size_t(c)].shape == def::Shape::Circle)
                painter.drawEllipse(r);
            else
                painter.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18);
        }
        painter.restore();
    }
    for (int i = 0; i < rules_->cellCount(); ++i) {
        if (!hasFocusRing({ItemKind::Cell, i}))
            continue;
        const QRectF r = cellRects_[std::size_t(i)];
        paintFocusRing(painter, r,
                       isDialFace(i) || d.cells[std::size_t(i)].shape == def::Shape::Circle,
                       r.width() * 0.16);
    }
    // A permutation move previewed from its handle or button: where each piece goes.
    const int shownMove = [&] {
        if (move >= 0 || d.kind != Kind::Permutation || !movesEnabled())
            return -1;
        for (const Item& it : items())
            if (it.ref.kind == ItemKind::Move && (isHovered(it.ref) || hasFocusRing(it.ref)))
                return it.ref.index;
        return highlightedMove();
    }();
    if (shownMove >= 0) {
        const RuleMove& mv = rules_->move(shownMove);
        painter.save();
        QColor col = accent();
        col.setAlphaF(0.9f);
        const qreal unitPx = pitch_ * scale_;
        QPen pen(col, std::max(2.0, unitPx * 0.06));
        pen.setCapStyle(Qt::RoundCap);
        painter.setBrush(col);
        for (int dst : moveCells_[std::size_t(shownMove)]) {
            const QPointF a = cellRects_[std::size_t(mv.sources[std::size_t(dst)])].center();
            const QPointF b = cellRects_[std::size_t(dst)].center();
            const qreal dist = length(b - a);
            const QPointF along = unit(b - a);
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
            const QPointF back = unit(to - control);
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
    // The first cell of a swap (one of the goal's: paintGoal).
    if (swapCell_ >= 0 && swapCell_ < rules_->cellCount() && mode_ == Mode::Edit) {
        painter.save();
        const QRectF r = cellRects_[std::size_t(swapCell_)];
        const qreal w = std::max(2.5, pitch_ * scale_ * 0.07);
        painter.setPen(QPen(warningColor(), w, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(r.adjusted(-w, -w, w, w), r.width() * 0.2, r.width() * 0.2);
        painter.restore();
    }

    for (std::size_t h = 0; h < handles_.size(); ++h)
        paintHandle(painter, handles_[h], handleRects_[h]);
    for (std::size_t b = 0; b < rowMoves_.size() && b < rowRects_.size(); ++b) {
        const int m = rowMoves_[b];
        ButtonLook look;
        look.title = moveName(m);
        look.highlighted = highlightedMove() == m || animMove() == m;
        const auto& changed = moveCells_[std::size_t(m)];
        look.content = [&](QPainter& p, const QRectF& body, const QColor& fg) {
            // The name, and under it a small map of the board with the cells the move
            // changes drawn large.
            const bool roomForMap = body.height() >= 40 && body.width() >= 24;
            const QRectF nameRect = roomForMap
                                        ? QRectF(body.left(), body.top() + body.height() * 0.04,
                                                 body.width(), body.height() * 0.46)
                                        : body;
            QFont f =
                pixelFont(font(), std::min(nameRect.height() * 0.78, body.width() * 0.5), true);
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
            const qreal ms =
                std::min(mapArea.width() / bounds_.width(), mapArea.height() / bounds_.height());
            const QPointF origin(mapArea.center().x() - bounds_.center().x() * ms,
                                 mapArea.center().y() - bounds_.center().y() * ms);
            p.setPen(Qt::NoPen);
            for (int c = 0; c < rules_->cellCount(); ++c) {
                const auto& cell = d.cells[std::size_t(c)];
                const bool on = std::find(changed.begin(), changed.end(), c) != changed.end();
                QColor col = fg;
                col.setAlphaF(on ? 1.0f : 0.28f);
                p.setBrush(col);
                const qreal dot = pitch_ * ms * (on ? 0.36 : 0.22);
                p.drawEllipse(origin + QPointF(cell.x, cell.y) * ms, dot, dot);
            }
        };
        paintButton(painter, {ItemKind::Move, m}, rowRects_[b], look);
    }
    paintGoal(painter);
}

}  // namespace pl
