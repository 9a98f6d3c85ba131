#include "puzzle_list_model.h"

#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "core/registry.h"
#include "models/definition_texts.h"
#include "models/shared_puzzle.h"

namespace pl {

namespace {

// The words registered by key (registerWords), for the contest puzzles and the bundled
// definitions of the same keys. Every other puzzle, a person's own file that reuses a
// contest key included, is named by its definition.
struct Words {
    const char* name;
    const char* summary;
};

struct WordsTable {
    std::mutex mutex;
    std::map<std::string, Words, std::less<>> words;
};

WordsTable& wordsTable()
{
    static WordsTable table;
    return table;
}

std::optional<Words> wordsOf(const Puzzle& puzzle)
{
    if (!isContestPuzzle(puzzle)) {
        const auto entry = puzzle.entry();
        if (!entry || !entry->bundled)
            return std::nullopt;
    }
    WordsTable& t = wordsTable();
    const std::lock_guard lock(t.mutex);
    if (const auto it = t.words.find(puzzle.key()); it != t.words.end())
        return it->second;
    return std::nullopt;
}

}  // namespace

PuzzleListModel::PuzzleListModel(QObject* parent) : QAbstractListModel(parent)
{
    for (const Puzzle* p : allPuzzles())
        puzzles_.push_back(sharedPuzzle(*p));
}

int PuzzleListModel::rowCount(const QModelIndex& parent) const
{
    // A flat list: only the invisible root has children.
    return parent.isValid() ? 0 : static_cast<int>(puzzles_.size());
}

QVariant PuzzleListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Puzzle& p = *puzzles_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return displayName(p);
    case Qt::ToolTipRole:
    case SummaryRole:
        return summary(p);
    case KeyRole:
        return QString::fromStdString(p.key());
    default:
        return {};
    }
}

QHash<int, QByteArray> PuzzleListModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(KeyRole, "key");
    names.insert(SummaryRole, "summary");
    return names;
}

void PuzzleListModel::setPuzzles(std::vector<std::shared_ptr<const Puzzle>> puzzles)
{
    std::erase(puzzles, nullptr);
    beginResetModel();
    puzzles_ = std::move(puzzles);
    endResetModel();
}

std::shared_ptr<const Puzzle> PuzzleListModel::puzzleAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(puzzles_.size()))
        return nullptr;
    return puzzles_[static_cast<std::size_t>(row)];
}

int PuzzleListModel::rowOf(const Puzzle& puzzle) const
{
    for (std::size_t i = 0; i < puzzles_.size(); ++i)
        if (puzzles_[i].get() == &puzzle)
            return static_cast<int>(i);
    return rowOfKey(QString::fromStdString(puzzle.key()));
}

int PuzzleListModel::rowOfKey(const QString& k) const
{
    const std::string key = k.toStdString();
    for (std::size_t i = 0; i < puzzles_.size(); ++i)
        if (puzzles_[i]->key() == key)
            return static_cast<int>(i);
    return -1;
}

QString PuzzleListModel::displayName(const Puzzle& puzzle)
{
    if (const auto words = wordsOf(puzzle))
        return tr(words->name);
    if (const auto entry = puzzle.entry(); entry && !entry->def().name.empty())
        return definitionText(entry->def(), entry->def().name);
    return QString::fromStdString(puzzle.title());
}

QString PuzzleListModel::summary(const Puzzle& puzzle)
{
    if (const auto words = wordsOf(puzzle))
        return tr(words->summary);
    if (const auto entry = puzzle.entry())
        return definitionText(entry->def(), entry->def().description);
    return {};
}

bool PuzzleListModel::registerWords(std::string key, const char* name, const char* summary)
{
    WordsTable& t = wordsTable();
    const std::lock_guard lock(t.mutex);
    t.words[std::move(key)] = Words{name, summary};
    return true;
}

}  // namespace pl
