#pragma once

#include <memory>
#include <vector>

#include <QAbstractListModel>
#include <QString>

#include "core/puzzle.h"

namespace pl {

// The puzzles the window offers, in the order shown on the left of the window: the
// three contest puzzles until setPuzzles() gives another list (the library's).
// Display names are UI strings: the contest puzzles' own (translated) words, found by
// the puzzle's key, and for every other puzzle its definition's name and description
// as written. The key is the core's identifier.
class PuzzleListModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role { KeyRole = Qt::UserRole + 1, SummaryRole };

    explicit PuzzleListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the list (null entries are skipped).
    void setPuzzles(std::vector<std::shared_ptr<const Puzzle>> puzzles);
    [[nodiscard]] const std::vector<std::shared_ptr<const Puzzle>>& puzzles() const
    {
        return puzzles_;
    }
    // The puzzle of a row; null for a row that is not there.
    [[nodiscard]] std::shared_ptr<const Puzzle> puzzleAt(int row) const;
    // The row of this very puzzle object, else of a puzzle with its key; -1 when none.
    [[nodiscard]] int rowOf(const Puzzle& puzzle) const;
    [[nodiscard]] int rowOfKey(const QString& key) const;  // -1 when unknown

    // The name shown for a puzzle, and one sentence about it: the definition's name and
    // description, or the words registered for its key.
    [[nodiscard]] static QString displayName(const Puzzle& puzzle);
    [[nodiscard]] static QString summary(const Puzzle& puzzle);
    // Words for a puzzle in place of its definition's, by key: a skin's (ui) translated
    // name and one-line summary, as the contest puzzles have. They are used for the
    // contest puzzles and the bundled definitions of the key only; a person's own file
    // that reuses the key keeps its own words. `name` and `summary` are source texts of
    // the translation context "pl::PuzzleListModel" (QT_TRANSLATE_NOOP) and must stay
    // valid. Returns true, so a file can register at start-up.
    static bool registerWords(std::string key, const char* name, const char* summary);

private:
    std::vector<std::shared_ptr<const Puzzle>> puzzles_;
};

}  // namespace pl
