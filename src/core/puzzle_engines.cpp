#include "core/puzzle_engines.h"

#include <algorithm>

#include "core/contest/add_on.h"
#include "core/engines/bfs_engine.h"
#include "core/engines/catalog.h"
#include "core/engines/table_engine.h"
#include "core/model/orbit_model.h"

namespace pl {

// The hand-tuned engines know their puzzle's rules by heart: they belong to the bundled
// definition of their key only (the one entry with the add-on), never to a file that
// merely reuses the key.
std::vector<std::string> engineNames(const PuzzleEntry& entry)
{
    std::vector<std::string> names;
    if (const ContestAddOn* addOn = addOnOf(entry))
        names = addOn->engineNames();
    for (std::string& n : genericEngineNames(*entry.rules))
        names.push_back(std::move(n));
    return names;
}

std::unique_ptr<DefEngine> makeEngine(const PuzzleEntry& entry, std::string_view name,
                                      const EngineOptions& options)
{
    if (const ContestAddOn* addOn = addOnOf(entry))
        if (auto e = addOn->makeEngine(entry.rules, name))
            return e;
    return makeGenericEngine(entry.rules, name, options);
}

namespace {

// A decimal count as a 64-bit number, saturated at the largest.
std::uint64_t saturatedCount(const std::string& decimal)
{
    constexpr std::uint64_t most = ~std::uint64_t{0};
    std::uint64_t n = 0;
    for (const char c : decimal) {
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (n > (most - digit) / 10)
            return most;
        n = n * 10 + digit;
    }
    return n;
}

}  // namespace

std::vector<EngineChoice> engineChoices(const PuzzleEntry& entry, const EngineOptions& options)
{
    std::vector<EngineChoice> choices;
    for (const std::string& name : engineNames(entry)) {
        EngineChoice c{name, 0, std::nullopt, std::nullopt};
        if (name == "table") {
            const TableEngine table(solvingRules(entry.rules), options);
            c.tableBytes = table.bytesNeeded(entry.rules->toPieces(entry.rules->goal()));
            if (c.tableBytes > options.maxMemoryBytes)
                c.refusal =
                    Problem{"engine.table-memory",
                            {std::to_string(c.tableBytes), std::to_string(options.maxMemoryBytes)},
                            {}};
        }
        choices.push_back(std::move(c));
    }
    const auto table = std::find_if(choices.begin(), choices.end(),
                                    [](const EngineChoice& c) { return c.name == "table"; });
    // bfs holds whole positions: where the table is refused for memory, or where the
    // table works over fewer patterns than there are positions (a goal of labels, as
    // the Rotation Game's) and every position would not fit, a far position may run out.
    std::uint64_t bytes = 0;
    if (table != choices.end() && table->refusal && table->refusal->code == "engine.table-memory")
        bytes = table->tableBytes;
    else if (const std::uint64_t every = BfsEngine::bytesForEvery(
                 *solvingRules(entry.rules), saturatedCount(validPositionCount(*entry.rules)));
             every > options.maxMemoryBytes)
        bytes = every;
    if (bytes > 0)
        for (EngineChoice& c : choices)
            if (c.name == "bfs")
                c.caution = Problem{"engine.bfs-may-run-out",
                                    {std::to_string(bytes), std::to_string(options.maxMemoryBytes)},
                                    {}};
    return choices;
}

std::string defaultEngine(const PuzzleEntry& entry, const EngineOptions& options)
{
    for (const EngineChoice& c : engineChoices(entry, options))
        if (!c.refusal)
            return c.name;
    return "bfs";
}

}  // namespace pl
