#include "core/engines/puzzle_engines.h"

#include "core/engines/catalog.h"
#include "core/engines/contest_engines.h"

namespace pl {

std::vector<std::string> engineNames(const PuzzleEntry& entry)
{
    std::vector<std::string> names = contestEngineNames(entry.key());
    for (std::string& n : genericEngineNames(*entry.rules))
        names.push_back(std::move(n));
    return names;
}

std::unique_ptr<DefEngine> makeEngine(const PuzzleEntry& entry, std::string_view name,
                                      const EngineOptions& options)
{
    if (auto e = makeContestEngine(entry.rules, name))
        return e;
    return makeGenericEngine(entry.rules, name, options);
}

}  // namespace pl
