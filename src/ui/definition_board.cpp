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
#include "ui/definition_painter.h"
#include "ui/step_animator.h"

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
      goal_(rules_->goal()),
      geo_(*rules_)
{
    const auto& d = rules_->def();
    setAccessibleName(tr("%1 board").arg(definitionText(d, d.name)));
    slidingTiles_ = d.kind == Kind::Sliding;
    computeKeys();
    // A move that leaves a position unchanged was played only where it could be: a
    // sliding move the blank cannot make is refused, a dial may turn a full circle.
    animator_ = new StepAnimator(this, safeApply(rules_), [rules = rules_](const Position&, int m) {
        return !(m >= 0 && m < rules->moveCount() && rules->move(m).sources.empty() &&
                 rules->def().kind != Kind::Dial);
    });
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

std::vector<int> DefinitionBoard::moveCells(int move) const
{
    if (move < 0 || move >= rules_->moveCount())
        return {};
    if (!slidingTiles_)
        return geo_.moveCells[std::size_t(move)];
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
    return DefinitionGeometry::isDialFace(*rules_, cell);
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
    return std::any_of(geo_.handles.begin(), geo_.handles.end(),
                       [&](const DefinitionGeometry::Handle& h) { return h.move == move; });
}

bool DefinitionBoard::inButtonRow(int move) const
{
    return std::find(geo_.rowMoves.begin(), geo_.rowMoves.end(), move) != geo_.rowMoves.end();
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
    animator_->drop();
    swapCell_ = -1;
    BoardWidget::setPuzzlePosition(position);
}

void DefinitionBoard::setAnimationDuration(int ms)
{
    animator_->setDuration(ms);
}

int DefinitionBoard::animationDuration() const
{
    return animator_->duration();
}

void DefinitionBoard::showStep(const Position& before, const std::vector<int>& moves,
                               const Position& after)
{
    animator_->showStep(before, moves, after);
}

void DefinitionBoard::finishAllAnimations()
{
    animator_->finishAll();
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
        return geo_.moveCells[std::size_t(animMove())];
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
                return geo_.moveCells[std::size_t(moves.front())];
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

// ---------------------------------------------------------------- layout and painting

void DefinitionBoard::layoutBoard(const QRectF& area, QList<Item>& items)
{
    const auto& d = rules_->def();
    const bool showGoal = d.editableGoal && goal_.type == def::Goal::Type::Values;
    geo_.layout(*rules_, area, showGoal, goalEditable());
    // In reading order: the cells, the handles, the button row, the goal's cells.
    for (int i = 0; i < rules_->cellCount(); ++i) {
        const bool round = d.cells[std::size_t(i)].shape == def::Shape::Circle || isDialFace(i);
        items.append({{ItemKind::Cell, i}, geo_.cellRects[std::size_t(i)], round});
    }
    for (std::size_t h = 0; h < geo_.handles.size(); ++h)
        items.append({{ItemKind::Move, geo_.handles[h].move}, geo_.handleRects[h], true});
    for (std::size_t j = 0; j < geo_.rowRects.size(); ++j)
        items.append({{ItemKind::Move, geo_.rowMoves[j]}, geo_.rowRects[j], false});
    for (std::size_t i = 0; i < geo_.goalCellRects.size(); ++i)
        items.append({{ItemKind::Cell, rules_->cellCount() + int(i)},
                      geo_.goalCellRects[i],
                      d.cells[i].shape == def::Shape::Circle});
}

void DefinitionBoard::paintBoard(QPainter& painter)
{
    DefinitionPainter(*this, painter).paintBoard();
}

}  // namespace pl
