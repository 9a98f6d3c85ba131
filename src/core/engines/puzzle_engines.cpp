#include "core/engines/puzzle_engines.h"

#include <algorithm>
#include <map>

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
    if (entry.addOn)
        names = entry.addOn->engineNames();
    for (std::string& n : genericEngineNames(*entry.rules))
        names.push_back(std::move(n));
    return names;
}

std::unique_ptr<DefEngine> makeEngine(const PuzzleEntry& entry, std::string_view name,
                                      const EngineOptions& options)
{
    if (entry.addOn)
        if (auto e = entry.addOn->makeEngine(entry.rules, name))
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
            const TableEngine table(entry.rules, options);
            c.tableBytes = table.bytesNeeded(entry.rules->goal());
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
                 *entry.rules, saturatedCount(validPositionCount(*entry.rules)));
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

namespace {

// Decimal arithmetic on digit strings, so no count overflows (4096 cells of a
// 64-value dial have 64^4096 positions).
using Big = std::vector<int>;  // little-endian base 10^9

void multiply(Big& n, std::uint64_t f)
{
    std::uint64_t carry = 0;
    for (int& d : n) {
        const std::uint64_t v = static_cast<std::uint64_t>(d) * f + carry;
        d = static_cast<int>(v % 1000000000u);
        carry = v / 1000000000u;
    }
    while (carry) {
        n.push_back(static_cast<int>(carry % 1000000000u));
        carry /= 1000000000u;
    }
}

std::uint64_t divide(Big& n, std::uint64_t f)  // returns the remainder
{
    std::uint64_t rem = 0;
    for (std::size_t i = n.size(); i-- > 0;) {
        const std::uint64_t v = rem * 1000000000u + static_cast<std::uint64_t>(n[i]);
        n[i] = static_cast<int>(v / f);
        rem = v % f;
    }
    while (n.size() > 1 && n.back() == 0)
        n.pop_back();
    return rem;
}

std::string text(const Big& n)
{
    std::string out = std::to_string(n.back());
    for (std::size_t i = n.size() - 1; i-- > 0;) {
        const std::string part = std::to_string(n[i]);
        out += std::string(9 - part.size(), '0') + part;
    }
    return out;
}

}  // namespace

std::string validPositionCount(const Rules& rules)
{
    // Per orbit: the arrangements of its pieces (size! / (count of each label)!) times
    // its orientations (twists^size).
    const model::OrbitModel& model = rules.model();
    const Position start = rules.start();
    Big n{1};
    for (int o = 0; o < model.orbitCount(); ++o) {
        const int size = model.orbit(o).size;
        if (const int at = model.pieceOffset(o); at >= 0) {
            std::map<int, int> counts;
            for (int i = 0; i < size; ++i)
                ++counts[start.cells[static_cast<std::size_t>(at + i)]];
            for (int i = 2; i <= size; ++i)
                multiply(n, static_cast<std::uint64_t>(i));
            for (const auto& [label, count] : counts)
                for (int k = 2; k <= count; ++k)
                    divide(n, static_cast<std::uint64_t>(k));
        }
        if (model.twistOffset(o) >= 0)
            for (int i = 0; i < size; ++i)
                multiply(n, static_cast<std::uint64_t>(model.orbit(o).twists));
    }
    return text(n);
}

}  // namespace pl
