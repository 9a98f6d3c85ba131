#include "core/engines/catalog.h"

#include "core/engines/bfs_engine.h"
#include "core/engines/ida_engine.h"
#include "core/engines/linear_engine.h"
#include "core/engines/table_engine.h"

namespace pl {

namespace {

struct GenericEngine {
    std::string_view name;
    // Whether the engine can solve this puzzle at all (kind, metric); memory limits
    // are the engine's own answer at solve time.
    bool (*fits)(const Rules& rules);
    std::unique_ptr<DefEngine> (*make)(std::shared_ptr<const Rules> rules,
                                       const EngineOptions& options);
};

// Best first: the order genericEngineNames() lists them in.
constexpr GenericEngine kEngines[] = {
    {"linear", &LinearEngine::fits,
     [](std::shared_ptr<const Rules> rules, const EngineOptions&) {
         return std::unique_ptr<DefEngine>(std::make_unique<LinearEngine>(std::move(rules)));
     }},
    // Whether its tables fit the memory limit is the engine's answer at solve time.
    {"table", [](const Rules& rules) { return tableEngineFits(rules); },
     [](std::shared_ptr<const Rules> rules, const EngineOptions& options) {
         return makeTableEngine(std::move(rules), options);
     }},
    // Where IDA* can terminate: see ida_engine.h ("Termination").
    {"ida", &IdaEngine::fits,
     [](std::shared_ptr<const Rules> rules, const EngineOptions& options) {
         return std::unique_ptr<DefEngine>(std::make_unique<IdaEngine>(std::move(rules), options));
     }},
    {"bfs", [](const Rules&) { return true; },
     [](std::shared_ptr<const Rules> rules, const EngineOptions& options) {
         return std::unique_ptr<DefEngine>(std::make_unique<BfsEngine>(std::move(rules), options));
     }},
};

}  // namespace

std::vector<std::string> genericEngineNames(const Rules& rules)
{
    std::vector<std::string> names;
    for (const GenericEngine& e : kEngines)
        if (e.fits(rules))
            names.emplace_back(e.name);
    return names;
}

std::unique_ptr<DefEngine> makeGenericEngine(std::shared_ptr<const Rules> rules,
                                             std::string_view name, const EngineOptions& options)
{
    if (!rules)
        return nullptr;
    for (const GenericEngine& e : kEngines)
        if (e.name == name && e.fits(*rules))
            return e.make(std::move(rules), options);
    return nullptr;
}

}  // namespace pl
