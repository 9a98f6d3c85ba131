#include "models/puzzle_names.h"

#include <map>
#include <mutex>
#include <optional>

#include "core/registry.h"
#include "models/definition_texts.h"
#include "models/shared_puzzle.h"

namespace pl {

namespace {

struct Words {
    const char* name;
    const char* summary;
};

// Filled at start-up; read from the GUI thread and from the solvers' threads.
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
    if (const auto entry = puzzle.entry(); !entry || !entry->bundled)
        return std::nullopt;
    WordsTable& t = wordsTable();
    const std::lock_guard lock(t.mutex);
    if (const auto it = t.words.find(puzzle.key()); it != t.words.end())
        return it->second;
    return std::nullopt;
}

}  // namespace

QString PuzzleNames::displayName(const Puzzle& puzzle)
{
    if (const auto words = wordsOf(puzzle))
        return tr(words->name);
    if (const auto entry = puzzle.entry(); entry && !entry->def().name.empty())
        return definitionText(entry->def(), entry->def().name);
    return QString::fromStdString(puzzle.title());
}

QString PuzzleNames::summary(const Puzzle& puzzle)
{
    if (const auto words = wordsOf(puzzle))
        return tr(words->summary);
    if (const auto entry = puzzle.entry())
        return definitionText(entry->def(), entry->def().description);
    return {};
}

void PuzzleNames::registerWords(std::string key, const char* name, const char* summary)
{
    WordsTable& t = wordsTable();
    const std::lock_guard lock(t.mutex);
    t.words[std::move(key)] = Words{name, summary};
}

}  // namespace pl
