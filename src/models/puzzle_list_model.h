#pragma once

#include <QAbstractListModel>
#include <QString>

#include "core/puzzle.h"

namespace pl {

// The puzzles the program offers, in the order shown on the left of the window.
// Display names are UI strings (translated); the key is the core's identifier.
class PuzzleListModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role { KeyRole = Qt::UserRole + 1, KindRole, SummaryRole };

    explicit PuzzleListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] PuzzleKind kindAt(int row) const;
    [[nodiscard]] int rowOf(PuzzleKind kind) const;
    [[nodiscard]] int rowOfKey(const QString& key) const;  // -1 when unknown

    static QString displayName(PuzzleKind kind);
    static QString summary(PuzzleKind kind);
    static QString key(PuzzleKind kind);
};

}  // namespace pl
