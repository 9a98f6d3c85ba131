// The library as a list: every registered puzzle, grouped (SPEC 7; issue 13), and a
// filter over it. Names and descriptions are the definitions' own text: a bundled
// definition's in the window's language (models/definition_texts.h), a person's as
// written; the group names are the program's (translated) words.
#pragma once

#include <QAbstractListModel>
#include <QSortFilterProxyModel>
#include <QString>
#include <functional>
#include <memory>
#include <vector>

#include "core/registry.h"

namespace pl {

// The groups of the library, in the order they are listed.
enum class LibraryGroup { Contest, DialsAndLights, Permutation, Sliding, Twisty, MyPuzzles };

// Where an entry is listed: a definition whose top-level "x-group" is "contest" with the
// contest puzzles; else a definition that is not bundled under My puzzles; else by its
// kind (dial: Dials and lights, permutation, sliding).
[[nodiscard]] LibraryGroup libraryGroupOf(const PuzzleEntry& entry);

// One row per entry, sorted by group (LibraryGroup order) and, inside a group, by the
// definition's name with numbers read as numbers and without a leading article
// (naturalLess of sortingTitle; entries of one name in the order given). Qt::DisplayRole is the
// name shown.
//
// setEntries() keeps the rows of entries that stay (matched by key) instead of resetting:
// rows that went are removed, new ones inserted, entries replaced under the same key
// (a reloaded file) announced with dataChanged, so a view keeps its current index and
// selection. Only when the order of the staying rows changes (an entry moved to another
// group) is the model reset.
class LibraryModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        KeyRole = Qt::UserRole + 1,  // QString: the puzzle's key
        DescriptionRole,             // QString: the one-line description (may be empty)
        GroupRole,                   // int: a LibraryGroup
        GroupNameRole,               // QString: groupName() of the row's group
        BundledRole,                 // bool
    };

    explicit LibraryModel(QObject* parent = nullptr);

    void setEntries(std::vector<std::shared_ptr<const PuzzleEntry>> entries);
    [[nodiscard]] const std::vector<std::shared_ptr<const PuzzleEntry>>& entries() const
    {
        return rows_;
    }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The entry of `row` (nullptr when out of range) and the row of `key` (-1: unknown).
    [[nodiscard]] std::shared_ptr<const PuzzleEntry> entryAt(int row) const;
    [[nodiscard]] int rowOfKey(const QString& key) const;

    // The group's heading, translated.
    [[nodiscard]] static QString groupName(LibraryGroup group);

    // The name and the one-line description shown for an entry (the window gives the
    // contest puzzles their translated texts); an empty string keeps the definition's
    // text as written. Without a provider the definition's texts are shown.
    struct Texts {
        QString name;
        QString description;
    };
    using TextProvider = std::function<Texts(const PuzzleEntry&)>;
    void setTextProvider(TextProvider provider);

private:
    [[nodiscard]] Texts textsOf(const PuzzleEntry& entry) const;

    std::vector<std::shared_ptr<const PuzzleEntry>> rows_;
    TextProvider texts_;
};

// The library filtered by a text typed by the person: a row is shown when its name,
// description or key contains the text (case-insensitive, taken literally: no wildcard
// or regular expression; leading and trailing spaces do not count). An empty text shows
// every row. The order is the source's.
class LibraryFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit LibraryFilterModel(QObject* parent = nullptr);

    void setFilterText(const QString& text);
    [[nodiscard]] QString filterText() const { return text_; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString text_;
};

}  // namespace pl
