#include "library_model.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "core/model/orbit_model.h"
#include "models/definition_texts.h"
#include "models/natural_order.h"

namespace pl {

LibraryGroup libraryGroupOf(const PuzzleEntry& entry)
{
    const def::PuzzleDef& d = entry.def();
    const auto group = d.extensions.find("x-group");
    if (group != d.extensions.end() && group->second == "contest")
        return LibraryGroup::Contest;
    if (!entry.bundled)
        return LibraryGroup::MyPuzzles;
    const model::OrbitModel& model = entry.rules->model();
    if (model.piecesStayPut())
        return LibraryGroup::DialsAndLights;
    if (model.slides())
        return LibraryGroup::Sliding;
    if (entry.rules->pieceRules())
        return LibraryGroup::Twisty;  // stickers with pieces (SPEC 8.2)
    return LibraryGroup::Permutation;
}

LibraryModel::LibraryModel(QObject* parent) : QAbstractListModel(parent) {}

QString LibraryModel::groupName(LibraryGroup group)
{
    switch (group) {
    case LibraryGroup::Contest:
        return tr("Contest puzzles");
    case LibraryGroup::DialsAndLights:
        return tr("Dials and lights");
    case LibraryGroup::Permutation:
        return tr("Permutation puzzles");
    case LibraryGroup::Sliding:
        return tr("Sliding puzzles");
    case LibraryGroup::Twisty:
        return tr("Twisty puzzles");
    case LibraryGroup::MyPuzzles:
        return tr("My puzzles");
    }
    return {};
}

void LibraryModel::setEntries(std::vector<std::shared_ptr<const PuzzleEntry>> entries)
{
    // The new rows: no null entry, each key once (the first wins), sorted by group.
    std::vector<std::shared_ptr<const PuzzleEntry>> next;
    std::unordered_set<std::string> seen;
    for (auto& e : entries)
        if (e && e->rules && seen.insert(e->key()).second)
            next.push_back(std::move(e));
    // Inside a group by name, numbers read as numbers: the 5-, 8- and 15-puzzle in that
    // order (issue 23, point 8), whatever their files are called; "The Clocks" under C.
    std::stable_sort(next.begin(), next.end(), [](const auto& a, const auto& b) {
        const LibraryGroup ga = libraryGroupOf(*a);
        const LibraryGroup gb = libraryGroupOf(*b);
        if (ga != gb)
            return ga < gb;
        return naturalLess(sortingTitle(a->def().name), sortingTitle(b->def().name));
    });
    std::unordered_map<std::string, std::size_t> place;
    for (std::size_t i = 0; i < next.size(); ++i)
        place.emplace(next[i]->key(), i);

    // Rows whose key went: removed, so that the others keep their persistent indexes.
    for (int r = int(rows_.size()) - 1; r >= 0; --r) {
        if (place.contains(rows_[std::size_t(r)]->key()))
            continue;
        beginRemoveRows({}, r, r);
        rows_.erase(rows_.begin() + r);
        endRemoveRows();
    }
    // The staying rows out of order (a group changed): start afresh.
    const bool inOrder = std::is_sorted(
        rows_.begin(), rows_.end(),
        [&place](const auto& a, const auto& b) { return place.at(a->key()) < place.at(b->key()); });
    if (!inOrder) {
        beginResetModel();
        rows_ = std::move(next);
        endResetModel();
        return;
    }
    // The staying rows are now a subsequence of `next`: walk both, inserting what is new.
    for (std::size_t i = 0; i < next.size(); ++i) {
        const int row = int(i);
        if (i < rows_.size() && rows_[i]->key() == next[i]->key()) {
            if (rows_[i] != next[i]) {
                rows_[i] = next[i];
                emit dataChanged(index(row), index(row));
            }
            continue;
        }
        beginInsertRows({}, row, row);
        rows_.insert(rows_.begin() + row, next[i]);
        endInsertRows();
    }
}

int LibraryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant LibraryModel::data(const QModelIndex& index, int role) const
{
    const auto entry = entryAt(index.isValid() ? index.row() : -1);
    if (!entry)
        return {};
    const def::PuzzleDef& d = entry->def();
    switch (role) {
    case Qt::DisplayRole:
        return textsOf(*entry).name;
    case KeyRole:
        return QString::fromStdString(d.key);
    case DescriptionRole:
    case Qt::AccessibleDescriptionRole:
        return textsOf(*entry).description;
    case GroupRole:
        return int(libraryGroupOf(*entry));
    case GroupNameRole:
        return groupName(libraryGroupOf(*entry));
    case BundledRole:
        return entry->bundled;
    default:
        return {};
    }
}

void LibraryModel::setTextProvider(TextProvider provider)
{
    texts_ = std::move(provider);
    if (!rows_.empty())
        emit dataChanged(
            index(0), index(int(rows_.size()) - 1),
            {int(Qt::DisplayRole), int(DescriptionRole), int(Qt::AccessibleDescriptionRole)});
}

LibraryModel::Texts LibraryModel::textsOf(const PuzzleEntry& entry) const
{
    Texts t = texts_ ? texts_(entry) : Texts{};
    if (t.name.isEmpty())
        t.name = definitionText(entry.def(), entry.def().name);
    if (t.description.isEmpty())
        t.description = definitionText(entry.def(), entry.def().description);
    return t;
}

QHash<int, QByteArray> LibraryModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(KeyRole, "key");
    names.insert(DescriptionRole, "description");
    names.insert(GroupRole, "group");
    names.insert(GroupNameRole, "groupName");
    names.insert(BundledRole, "bundled");
    return names;
}

std::shared_ptr<const PuzzleEntry> LibraryModel::entryAt(int row) const
{
    if (row < 0 || row >= int(rows_.size()))
        return nullptr;
    return rows_[std::size_t(row)];
}

int LibraryModel::rowOfKey(const QString& key) const
{
    const std::string k = key.toStdString();
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i]->key() == k)
            return int(i);
    return -1;
}

// ------------------------------------------------------------------ filter

LibraryFilterModel::LibraryFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {}

void LibraryFilterModel::setFilterText(const QString& text)
{
    const QString t = text.trimmed();
    if (t == text_)
        return;
    text_ = t;
    invalidateFilter();
}

bool LibraryFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (text_.isEmpty())
        return true;
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    for (const int role :
         {int(Qt::DisplayRole), int(LibraryModel::DescriptionRole), int(LibraryModel::KeyRole)})
        if (i.data(role).toString().contains(text_, Qt::CaseInsensitive))
            return true;
    return false;
}

}  // namespace pl
