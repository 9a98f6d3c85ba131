#include "move_list_model.h"

#include "models/move_words.h"

#include <algorithm>

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace pl {

MoveListModel::MoveListModel(QObject* parent) : QAbstractListModel(parent) {}

int MoveListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : moveCount();
}

QString MoveListModel::moveName(int row) const
{
    return move_words::shown(*puzzle_, moves_[static_cast<std::size_t>(row)]);
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const bool current = row == rowOfStep(step_);
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1. %2").arg(row + 1).arg(moveName(row));
    case Qt::AccessibleTextRole:
    case Qt::ToolTipRole:
        if (optimal_)
            return tr("Move %1 of %2: %3 (%n move(s) to go)", nullptr, toGoAt(row + 1))
                .arg(row + 1)
                .arg(moveCount())
                .arg(moveName(row));
        return tr("Move %1 of %2: %3").arg(row + 1).arg(moveCount()).arg(moveName(row));
    case Qt::FontRole:
        if (current) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        if (current) {
            // Only a tint of the selection colour, so a selected current row is still
            // told apart from a merely selected one.
            QColor tint = qobject_cast<QGuiApplication*>(QCoreApplication::instance())
                              ? QGuiApplication::palette().color(QPalette::Highlight)
                              : QColor(48, 140, 198);
            tint.setAlpha(70);
            return QBrush(tint);
        }
        return {};
    case MoveIndexRole:
        return moves_[static_cast<std::size_t>(row)];
    case MoveNameRole:
        return moveName(row);
    case StepRole:
        return stepAfterRow(row);
    case IsCurrentRole:
        return current;
    case IsPlayedRole:
        return row < step_;
    case ToGoRole:
        return toGoAt(row + 1);
    default:
        return {};
    }
}

QHash<int, QByteArray> MoveListModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(MoveIndexRole, "moveIndex");
    names.insert(MoveNameRole, "moveName");
    names.insert(StepRole, "step");
    names.insert(IsCurrentRole, "isCurrent");
    names.insert(IsPlayedRole, "isPlayed");
    names.insert(ToGoRole, "toGo");
    return names;
}

int MoveListModel::toGoAt(int step) const
{
    if (!hasSolution_ || !optimal_)
        return -1;
    return moveCount() - std::clamp(step, 0, moveCount());
}

bool MoveListModel::setSolution(std::shared_ptr<const Puzzle> puzzle, const Position& start,
                                const std::vector<int>& moves, bool optimal)
{
    if (!puzzle)
        return false;
    const Puzzle& p = *puzzle;
    if (static_cast<int>(start.cells.size()) != p.cellCount())
        return false;
    const int moveNames = static_cast<int>(p.moveNames().size());
    if (std::any_of(moves.begin(), moves.end(),
                    [moveNames](int m) { return m < 0 || m >= moveNames; }))
        return false;

    std::vector<Position> positions;
    positions.reserve(moves.size() + 1);
    positions.push_back(start);
    for (int m : moves) {
        if (!p.isLegal(positions.back(), m))
            return false;
        positions.push_back(p.apply(positions.back(), m));
    }

    const bool stepMoved = step_ != 0;
    beginResetModel();
    hasSolution_ = true;
    optimal_ = optimal;
    puzzle_ = std::move(puzzle);
    moves_ = moves;
    positions_ = std::move(positions);
    step_ = 0;
    endResetModel();
    emit solutionChanged();
    if (stepMoved)
        emit currentStepChanged(step_);
    return true;
}

void MoveListModel::clear()
{
    const bool stepMoved = step_ != 0;
    beginResetModel();
    hasSolution_ = false;
    optimal_ = false;
    moves_.clear();
    positions_.assign(1, Position{});
    step_ = 0;
    endResetModel();
    emit solutionChanged();
    if (stepMoved)
        emit currentStepChanged(step_);
}

void MoveListModel::setCurrentStep(int step)
{
    step = std::clamp(step, 0, moveCount());
    if (step == step_)
        return;
    const int old = step_;
    step_ = step;
    // Rows between the two steps change "played"; the old and new current rows
    // are the ends of that range.
    const int first = std::max(0, std::min(old, step) - 1);
    const int last = std::min(moveCount(), std::max(old, step)) - 1;
    if (first <= last)
        emit dataChanged(index(first), index(last),
                         {Qt::FontRole, Qt::BackgroundRole, IsCurrentRole, IsPlayedRole});
    emit currentStepChanged(step_);
}

const Position& MoveListModel::positionAt(int step) const
{
    return positions_[static_cast<std::size_t>(std::clamp(step, 0, moveCount()))];
}

}  // namespace pl
