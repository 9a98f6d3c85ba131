#include "definition_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStringList>
#include <algorithm>
#include <optional>

#include "core/model/orbit_model.h"
#include "core/rules/move_keys.h"
#include "models/definition_texts.h"
#include "models/move_words.h"
#include "models/puzzle_facts.h"
#include "ui/definition_painter.h"
#include "ui/step_animator.h"

namespace pl {

namespace {

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
        if (rules->model().slides()) {
            const int b = findBlank(p, rules->model().blank());
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
      tools_(rules_),
      goal_(rules_->goal()),
      geo_(*rules_)
{
    const auto& d = rules_->def();
    setAccessibleName(tr("%1 board").arg(definitionText(d, d.name)));
    slidingTiles_ = rules_->model().slides();
    computeKeys();
    // A move that leaves a position unchanged was played only where it could be: a
    // sliding move the blank cannot make is refused, a dial may turn a full circle.
    animator_ = new StepAnimator(this, safeApply(rules_), [rules = rules_](const Position&, int m) {
        return !(m >= 0 && m < rules->moveCount() && rules->model().slides());
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
    return findBlank(p, rules_->model().blank());
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
    return PuzzleFacts::cellName(*rules_, cell);
}

QString DefinitionBoard::moveName(int move) const
{
    return move_words::tileArrow(*rules_, move) +
           QString::fromStdString(rules_->moveNames()[std::size_t(move)]);
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
    return shownLabelText(rules_->def(), label);
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
    const bool sliding = rules_->model().slides();
    if (d.labels.size() - (sliding ? 1 : 0) <= (sliding ? kDistinctSliding : kDistinctColours)) {
        std::size_t index = std::size_t(pos - d.labels.begin());
        if (sliding && label > rules_->model().blank())
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
    const int modulus = rules_->model().orbit(0).twists;
    const qreal t = modulus > 1 ? qreal(value) / (modulus - 1) : 0.0;
    return mix(QColor(0x37, 0x3f, 0x4a), QColor(0xff, 0xd5, 0x4f), std::clamp(t, 0.0, 1.0));
}

// ---------------------------------------------------------------- state

void DefinitionBoard::setMode(Mode mode)
{
    if (mode == mode_)
        return;
    mode_ = mode;
    tools_.dropPendingSwap();
    update();
}

void DefinitionBoard::setEditTool(EditTool tool, int label)
{
    if (tools_.setTool(tool, label))
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
    tools_.dropPendingSwap();
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

bool DefinitionBoard::cancelPendingEdit()
{
    if (!tools_.dropPendingSwap())
        return false;
    update();
    return true;
}

// ---------------------------------------------------------------- input

std::vector<int> DefinitionBoard::movesForCell(int cell) const
{
    if (cell < 0 || cell >= rules_->cellCount())
        return {};
    if (!slidingTiles_) {
        // A move the definition plays by a click on this cell (dials and lights).
        const auto& moves = rules_->def().moves;
        for (int m = 0; m < rules_->moveCount(); ++m) {
            const RuleMove& mv = rules_->move(m);
            if (mv.power == 1 && std::cmp_less(mv.base, moves.size()) &&
                moves[std::size_t(mv.base)].cell == cell)
                return {m};
        }
        return {};
    }
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

int DefinitionBoard::hintCell() const
{
    const int m = highlightedMove();
    if (m < 0 || m >= rules_->moveCount() || animMove() >= 0)
        return -1;
    if (slidingTiles_) {
        const int b = blankCell(puzzlePosition());
        return b < 0 ? -1 : rules_->neighbour(b, rules_->move(m).direction);
    }
    // The cell the move is played on, where a click there plays this very move.
    const RuleMove& mv = rules_->move(m);
    const auto& moves = rules_->def().moves;
    if (mv.power != 1 || std::cmp_greater_equal(mv.base, moves.size()))
        return -1;
    const std::optional<int> cell = moves[std::size_t(mv.base)].cell;
    return cell && movesForCell(*cell) == std::vector<int>{m} ? *cell : -1;
}

void DefinitionBoard::clickGoalCell(int cell, bool alternate)
{
    if (!isInteractive()) {
        emit editRefused();
        return;
    }
    const auto edit = tools_.clickGoalCell(puzzleGoal(), cell, alternate, mode_ == Mode::Edit);
    update();
    if (edit.result)
        commitGoalEdit(*edit.result);
}

void DefinitionBoard::clickCell(int cell, bool alternate)
{
    finishAllAnimations();
    if (cell >= rules_->cellCount()) {
        if (goalEditable())
            clickGoalCell(cell, alternate);
        return;
    }
    if (mode_ == Mode::Play) {
        if (!movesEnabled())
            return;
        const auto moves = movesForCell(cell);
        for (int m : moves)
            emit moveRequested(m);
        return;
    }
    if (!isInteractive()) {
        emit editRefused();
        return;
    }
    const auto edit = tools_.clickCell(puzzlePosition(), cell, alternate);
    update();
    if (!edit.result)
        return;
    // The edit is of the position the moves lead to: the board shows it before it goes.
    finishAllAnimations();
    if (*edit.result != puzzlePosition())
        emit positionEdited(*edit.result, edit.undoText);
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
    // On a sliding puzzle the arrows slide a tile (keyPressEvent).
    const int key = event.key();
    if (slidingTiles_ && mode_ == Mode::Play &&
        (key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down))
        return true;
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
                const int swap = tools_.pendingSwap();
                if (swap >= 0 && swap != it.ref.index && swap < rules_->cellCount())
                    cells.push_back(swap);
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

std::vector<std::pair<QString, QRectF>> DefinitionBoard::rowCaptions() const
{
    std::vector<std::pair<QString, QRectF>> out;
    const model::OrbitModel& model = rules_->model();
    for (std::size_t i = 0; i < geo_.captions.size() && i < geo_.captionRects.size(); ++i) {
        const DefinitionGeometry::Caption& c = geo_.captions[i];
        const QString name = QString::fromStdString(model.orbit(c.orbit).name);
        // Under the orbit's own row of pieces, "twists" says enough.
        const QString text = !c.twists                         ? name
                             : model.pieceOffset(c.orbit) >= 0 ? tr("twists")
                                                               : tr("%1 twists").arg(name);
        out.emplace_back(text, geo_.captionRects[i]);
    }
    return out;
}

QString DefinitionBoard::itemToolTip(const ItemRef& item) const
{
    const bool dials = rules_->model().piecesStayPut();
    if (item.kind == ItemKind::Move) {
        const int m = item.index;
        QStringList names;
        for (int c : moveCells(m))
            names << cellName(c);
        const QString key = moveKey(m);
        const QString what = dials ? tr("turns %1").arg(names.join(QStringLiteral(", ")))
                                   : tr("moves %1").arg(names.join(QStringLiteral(", ")));
        return key.isEmpty() ? tr("Move %1: %2").arg(moveName(m), what)
                             : tr("Move %1 (key %2): %3").arg(moveName(m), key, what);
    }
    if (item.kind != ItemKind::Cell)
        return {};
    const auto isBlank = [&](int label) {
        return slidingTiles_ && label == rules_->model().blank();
    };
    if (item.index >= rules_->cellCount()) {
        const int cell = item.index - rules_->cellCount();
        if (std::cmp_less_equal(puzzleGoal().cells.size(), std::size_t(cell)))
            return {};
        const int g = puzzleGoal().cells[std::size_t(cell)];
        const QString content = isBlank(g) ? tr("empty") : labelText(g);
        return tr("Goal cell %1: %2.").arg(cellName(cell), content) + QLatin1Char(' ') +
               tools_.clickHint(true, mode_ == Mode::Edit);
    }
    const int cell = item.index;
    const int v = puzzlePosition().cells[std::size_t(cell)];
    const QString content = dials ? valueName(v) : isBlank(v) ? tr("empty") : labelText(v);
    QString text = tr("Cell %1: %2.").arg(cellName(cell), content);
    text += QLatin1Char(' ');
    if (mode_ == Mode::Play) {
        const auto moves = movesForCell(cell);
        if (moves.empty())
            return text.trimmed();
        QStringList names;
        for (int m : moves)
            names << moveName(m);
        if (!slidingTiles_) {
            const QString key = moveKey(moves.front());
            text += key.isEmpty() ? tr("Click to play move %1.").arg(names.front())
                                  : tr("Click to play move %1 (key %2).").arg(names.front(), key);
        } else {
            text += tr("Click to slide it (%1).").arg(names.join(QStringLiteral(" ")));
        }
        return text;
    }
    return text + tools_.clickHint(false, true);
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
