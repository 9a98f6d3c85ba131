#include "core/engines/catalog.h"

#include "core/engines/bfs_engine.h"
#include "core/engines/ida_engine.h"
#include "core/engines/linear_engine.h"
#include "core/engines/sticker_observer.h"
#include "core/engines/table_engine.h"

#include <optional>

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

// Stickers with pieces (SPEC 8.2): an engine of the pieces, asked in stickers. The
// position and the goal are checked as stickers (the problems name cells) and read as
// pieces; the moves are the same in both, so the answer is the pieces' as it is.
class PieceEngine final : public DefEngine {
public:
    PieceEngine(std::shared_ptr<const Rules> stickers, std::unique_ptr<DefEngine> pieces)
        : stickers_(std::move(stickers)), pieces_(std::move(pieces))
    {
    }
    std::string name() const override { return pieces_->name(); }
    Answer solve(const SolveRequest& request, const ProgressFn& progress,
                 const CancelToken& cancel) override
    {
        if (Problems bad = stickers_->validate(request.position); !bad.empty())
            return failedAnswer(std::move(bad));
        if (Problems bad = stickers_->checkGoal(request.goal); !bad.empty())
            return failedAnswer(std::move(bad));
        if (Problems bad = stickers_->checkPieceGoal(request.goal); !bad.empty())
            return failedAnswer(std::move(bad));
        SolveRequest inPieces{stickers_->toPieces(request.position),
                              stickers_->toPieces(request.goal)};
        std::optional<StickerObserver> watcher;
        if (request.observer) {
            watcher.emplace(*stickers_, *request.observer);
            inPieces.observer = &*watcher;
        }
        return pieces_->solve(inPieces, progress, cancel);
    }

private:
    std::shared_ptr<const Rules> stickers_;
    std::unique_ptr<DefEngine> pieces_;
};

}  // namespace

std::vector<std::string> genericEngineNames(const Rules& rules)
{
    const Rules& solving = rules.pieceRules() ? *rules.pieceRules() : rules;
    std::vector<std::string> names;
    for (const GenericEngine& e : kEngines)
        if (e.fits(solving))
            names.emplace_back(e.name);
    return names;
}

std::unique_ptr<DefEngine> makeGenericEngine(std::shared_ptr<const Rules> rules,
                                             std::string_view name, const EngineOptions& options)
{
    if (!rules)
        return nullptr;
    if (const std::shared_ptr<const Rules>& pieces = rules->pieceRules()) {
        std::unique_ptr<DefEngine> engine = makeGenericEngine(pieces, name, options);
        if (!engine)
            return nullptr;
        return std::make_unique<PieceEngine>(std::move(rules), std::move(engine));
    }
    for (const GenericEngine& e : kEngines)
        if (e.name == name && e.fits(*rules))
            return e.make(std::move(rules), options);
    return nullptr;
}

}  // namespace pl
