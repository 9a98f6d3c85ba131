#include "puzzle_list_model.h"

#include <array>

namespace pl {

namespace {
constexpr std::array<PuzzleKind, 3> kKinds{PuzzleKind::Clocks, PuzzleKind::MagicSquare,
                                           PuzzleKind::Rotation};
}

PuzzleListModel::PuzzleListModel(QObject* parent) : QAbstractListModel(parent) {}

int PuzzleListModel::rowCount(const QModelIndex& parent) const
{
    // A flat list: only the invisible root has children.
    return parent.isValid() ? 0 : static_cast<int>(kKinds.size());
}

QVariant PuzzleListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PuzzleKind kind = kKinds[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return displayName(kind);
    case Qt::ToolTipRole:
    case SummaryRole:
        return summary(kind);
    case KeyRole:
        return key(kind);
    case KindRole:
        return static_cast<int>(kind);
    default:
        return {};
    }
}

QHash<int, QByteArray> PuzzleListModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(KeyRole, "key");
    names.insert(KindRole, "kind");
    names.insert(SummaryRole, "summary");
    return names;
}

PuzzleKind PuzzleListModel::kindAt(int row) const
{
    return kKinds.at(static_cast<std::size_t>(row));
}

int PuzzleListModel::rowOf(PuzzleKind kind) const
{
    for (std::size_t i = 0; i < kKinds.size(); ++i)
        if (kKinds[i] == kind)
            return static_cast<int>(i);
    return -1;
}

int PuzzleListModel::rowOfKey(const QString& k) const
{
    for (std::size_t i = 0; i < kKinds.size(); ++i)
        if (key(kKinds[i]) == k)
            return static_cast<int>(i);
    return -1;
}

QString PuzzleListModel::displayName(PuzzleKind kind)
{
    switch (kind) {
    case PuzzleKind::Clocks:
        return tr("The Clocks");
    case PuzzleKind::MagicSquare:
        return tr("Magic Squares");
    case PuzzleKind::Rotation:
        break;
    }
    return tr("The Rotation Game");
}

QString PuzzleListModel::summary(PuzzleKind kind)
{
    switch (kind) {
    case PuzzleKind::Clocks:
        return tr("Nine clocks, nine moves: turn every hand to 12 o'clock (IOI 1994).");
    case PuzzleKind::MagicSquare:
        return tr("A 2x4 board of tiles and three moves A, B, C (USACO).");
    case PuzzleKind::Rotation:
        break;
    }
    return tr("Slide the lines of a '#' board until the centre shows one label (POJ 2286).");
}

QString PuzzleListModel::key(PuzzleKind kind)
{
    switch (kind) {
    case PuzzleKind::Clocks:
        return QStringLiteral("clocks");
    case PuzzleKind::MagicSquare:
        return QStringLiteral("msquare");
    case PuzzleKind::Rotation:
        break;
    }
    return QStringLiteral("rotation");
}

}  // namespace pl
