#include "core/engines/table_engine.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <type_traits>
#include <variant>

#include "core/engines/table_engine_parts.h"
#include "core/engines/table_reduction.h"
#include "core/progress.h"
#include "core/rules/position_count.h"
#include "core/search/canon.h"
#include "core/search/descent.h"
#include "core/search/distance_table.h"
#include "core/search/memory_ledger.h"
#include "core/search/ranking.h"
#include "core/search/search_observer.h"
#include "core/search/space_cells.h"
#include "core/search/space_coords.h"
#include "core/search/space_dial.h"
#include "core/search/space_mask.h"
#include "core/search/space_relabel.h"
#include "core/search/table_build.h"
#include "core/search/table_store.h"
#include "core/search/threads.h"

namespace pl {

namespace {

using namespace table_parts;

// The least frontier a build is given (entries per list).
constexpr std::uint64_t kMinFrontier = 1024;

// The positions of `positions` that no count of `counts` holds (saturated: unknown).
std::uint64_t unreached(std::uint64_t positions, const std::vector<std::uint64_t>& counts)
{
    std::uint64_t reached = 0;
    for (const std::uint64_t n : counts)
        reached = addSat(reached, n);
    if (positions == kSaturated || reached == kSaturated || reached > positions)
        return kSaturated;
    return positions - reached;
}

std::string number(std::uint64_t v)
{
    return v == kSaturated ? "more than 1.8e19" : std::to_string(v);
}

Problem memoryProblem(std::uint64_t needed, std::uint64_t limit)
{
    return Problem{"engine.table-memory", {number(needed), number(limit)}, {}};
}

// The tables need `needed` bytes, which fit the limit alone but not beside the `elsewhere`
// bytes that tables in use by other engines of the process hold.
Problem heldProblem(std::uint64_t needed, std::uint64_t limit, std::uint64_t elsewhere)
{
    return Problem{"engine.memory-held", {number(needed), number(limit), number(elsewhere)}, {}};
}

Problem internalProblem(const std::string& what)
{
    return Problem{"internal", {"table engine: " + what}, {}};
}

}  // namespace

// ---- the engine ----------------------------------------------------------------------

static_assert(search::MemoryLedger::kDefaultLimit == kDefaultMaxMemoryBytes,
              "the process's limit and an engine's are the same by default");

struct TableEngine::Impl {
    std::shared_ptr<const Rules> rules;
    EngineOptions options;
    TableReduction reduction;
    // Built tables, and the unbuilt ones a request has planned (so that components
    // with equal specs share one table even before it is built).
    mutable std::map<std::string, std::shared_ptr<Table>> cache;
    bool reversible = true;  // every move has an inverse among the moves
    int maxOrder = 1;        // largest move order

    explicit Impl(std::shared_ptr<const Rules> r, EngineOptions o)
        : rules(std::move(r)),
          options(o),
          reduction(*rules),
          holder(search::MemoryLedger::process(), &use,
                 [this](std::uint64_t wanted) { release(wanted); })
    {
        // A sliding move is always undone by the opposite one, and the blank's moves
        // have no order: two bits an entry.
        if (rules->model().slides())
            return;
        for (int m = 0; m < rules->moveCount(); ++m) {
            reversible = reversible && rules->inverseOf(m) >= 0;
            maxOrder = std::max(maxOrder, search::moveOrder(*rules, m, 1000));
        }
    }
    ~Impl()
    {
        holder.unregister();
        ownComponents.reset();
        cache.clear();
    }
    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;

    // Bits per entry for this puzzle (0: distances cannot be told apart in 8 bits).
    [[nodiscard]] int entryBits() const
    {
        if (reversible)
            return 2;
        if (maxOrder + 1 <= 15)
            return 4;
        if (maxOrder + 1 <= 255)
            return 8;
        return 0;
    }

    // The parts of a goal with their tables (cached, or planned).
    [[nodiscard]] Component withTable(ReducedPart part) const
    {
        std::shared_ptr<Table> table = tableFor(part.spec);
        return Component{std::move(table), std::move(part)};
    }
    [[nodiscard]] std::vector<Component> components(const def::Goal& goal) const
    {
        std::vector<Component> out;
        for (ReducedPart& part : reduction.components(goal))
            out.push_back(withTable(std::move(part)));
        return out;
    }

    // components(goal), those of the definition's own goal (nearly every request's)
    // made once: making them ranks the goal and names each table, which would cost an
    // answer from a built table more than its look-ups.
    [[nodiscard]] std::shared_ptr<const std::vector<Component>> componentsOf(const def::Goal& goal)
    {
        if (!(goal == rules->goal()))
            return std::make_shared<const std::vector<Component>>(components(goal));
        if (!ownComponents)
            ownComponents = std::make_shared<const std::vector<Component>>(components(goal));
        return ownComponents;
    }
    std::shared_ptr<const std::vector<Component>> ownComponents;  // see componentsOf

    // The cached table for a spec, or a new unbuilt one with its memory estimate
    // (count == 0: the space is too large to rank at all).
    std::shared_ptr<Table> tableFor(const search::TableSpec& s) const
    {
        const std::string key = s.key();
        if (auto it = cache.find(key); it != cache.end())
            return it->second;
        auto t = std::make_shared<Table>();
        t->spec = s;
        const int bits = entryBits();
        t->setBits(bits == 0 ? 8 : bits);
        std::optional<std::uint64_t> count;
        if (const auto ranker = search::StateRanker::make(s.segments)) {
            count = ranker->count();
            t->tieFactor = ranker->tieFactor();
        }
        if (s.usesOrbits() && count) {
            t->orbit = s.labelGroup.size();
            count = *count / t->orbit;
        }
        if (s.cells > search::kMaxTableCells) {
            t->refusal = Problem{"engine.table-cells",
                                 {std::to_string(search::kMaxTableCells), std::to_string(s.cells)},
                                 {}};
        } else if (bits == 0) {
            t->refusal = Problem{
                "engine.table-move-order", {std::to_string(maxOrder), std::to_string(254)}, {}};
        }
        if (!count || t->refusal) {
            t->count = 0;
            double approx = 1;
            for (const search::Segment& seg : s.segments)
                approx *=
                    std::holds_alternative<search::PieceSegment>(seg)
                        ? search::multinomialApprox(std::get<search::PieceSegment>(seg).counts)
                        : std::pow(double(std::get<search::TwistSegment>(seg).twists),
                                   std::get<search::TwistSegment>(seg).size);
            approx = approx * std::max(t->bits, 2) / 8.0;
            t->needBytes = t->refusal         ? 0
                           : approx >= 1.8e19 ? kSaturated
                                              : static_cast<std::uint64_t>(approx);
            cache[key] = t;
            return t;
        }
        t->count = t->ranked = *count;
        // (A space of coordinates may hold fewer: buildIn sets count to its own. The
        // estimate stays the ranker's, so that sizing a table makes no space.)
        const std::uint64_t perWord = 64 / static_cast<std::uint64_t>(t->bits);
        std::uint64_t bytes = (t->count + perWord - 1) / perWord * 8;
        // The frontier gets what memory is left at build time, at least this much.
        bytes = addSat(bytes, 2 * kMinFrontier * 8);
        bytes = addSat(bytes,
                       s.usesMask() ? search::MaskSpace<std::uint64_t, 7>::extraBytes(*rules, s)
                       : s.usesPackedDial() ? search::PackedDialSpace::extraBytes(*rules, s)
                       : s.usesOrbits()     ? search::RelabelSpace::extraBytes(*rules, s)
                       : search::CoordSpace::suits(s) ? search::CoordSpace::extraBytes(*rules, s)
                                                      : search::CellSpace::extraBytes(*rules, s));
        t->needBytes = bytes;
        cache[key] = t;
        return t;
    }

    // Builds what `comps` needs, within the memory limit.
    // A watched request (`observer`) builds its tables, never reads them from the store,
    // and tells the observer of every layer.
    // A watched request that asks for nodes also hears of every position a pushed level
    // expands, drawn over `root` (watchNode()); such a build runs on one thread.
    Outcome ensureBuilt(const std::vector<Component>& comps, SearchMonitor& monitor,
                        Problems& problems, SolveStats& stats,
                        search::SearchObserver* observer = nullptr, const Position* root = nullptr)
    {
        std::vector<std::shared_ptr<Table>> todo;
        std::uint64_t needed = 0;
        std::uint64_t all = 0;
        for (const Component& c : comps) {
            if (std::find(todo.begin(), todo.end(), c.table) != todo.end())
                continue;
            todo.push_back(c.table);
            c.table->lastUse = ++useClock;
            all = addSat(all, c.table->built ? c.table->bytes() : c.table->needBytes);
            if (!c.table->built)
                needed = addSat(needed, c.table->needBytes);
        }
        const std::uint64_t limit = options.maxMemoryBytes;
        std::uint64_t own = 0;
        for (const auto& [key, t] : cache)
            own += t->bytes();
        // Make room: drop cached tables this request does not use (and the own goal's
        // components, which may hold one of them).
        const auto dropUnused = [&] {
            ownComponents.reset();
            for (auto it = cache.begin(); it != cache.end();)
                if (std::find(todo.begin(), todo.end(), it->second) == todo.end())
                    it = cache.erase(it);
                else
                    ++it;
        };
        if (needed > 0 && addSat(own, needed) > limit) {
            dropUnused();
            if (all > limit) {
                problems.push_back(memoryProblem(all, limit));
                return Outcome::Failed;
            }
        }
        // The process's limit (search/memory_ledger.h): other engines' idle tables go,
        // least recently used first; those in use stay, and a Solve that does not fit
        // beside them is refused.
        // Alone in the process, the engine's own limit is all there is (as before the
        // ledger). A Solve is refused before anything goes; else this engine's tables the
        // request does not use go first, then other engines' idle ones.
        search::MemoryLedger& ledger = holder.ledger();
        const std::uint64_t whole = ledger.limit();
        holder.touch();
        if (needed > 0 && ledger.heldByOthers(&holder) > 0 &&
            addSat(ledger.held(), needed) > whole) {
            if (const std::uint64_t inUse = ledger.heldInUse(&holder);
                solving && addSat(all, inUse) > whole) {
                problems.push_back(heldProblem(all, whole, inUse));
                return Outcome::Failed;
            }
            dropUnused();
            ledger.makeRoom(needed, whole, &holder);
        }
        for (const auto& t : todo)
            if (!t->built && t->refusal) {
                problems.push_back(*t->refusal);
                return Outcome::Failed;
            }
        store.emplace(observer ? std::optional<std::string>(std::string()) : options.cacheFolder);
        for (const auto& t : todo) {
            if (t->built)
                continue;
            readNow = false;
            foundDamaged = false;
            if (t->count == 0) {
                problems.push_back(memoryProblem(all, limit));
                return Outcome::Failed;
            }
            // The breadth-first frontier (two lists of 8-byte entries) may use the memory
            // the limit leaves; beyond that the build pulls instead of pushing.
            std::uint64_t inCache = 0;
            for (const auto& [key, c] : cache)
                inCache += c->bytes();
            const std::uint64_t used = addSat(inCache, t->needBytes);
            const std::uint64_t usedAll =
                addSat(addSat(ledger.heldByOthers(&holder), inCache), t->needBytes);
            const std::uint64_t spare = std::min(used < limit ? (limit - used) / 16 : 0,
                                                 usedAll < whole ? (whole - usedAll) / 16 : 0);
            t->frontierCap = std::min(t->count, kMinFrontier + spare);
            // By default only levels large enough to repay starting the threads go
            // parallel; an explicit thread count is honoured from small levels on.
            t->parallelFrontier = options.threads != 0 ? 1024 : std::size_t{1} << 16;
            t->threads =
                options.threads != 0 ? std::min(options.threads, 64u) : search::hardwareThreads();
            // The build's working memory is held while it runs.
            const search::MemoryLedger::Reservation building = holder.reserve(t->needBytes);
            const Stopwatch clock;
            monitor.setPhase(Phase::BuildingTable);
            t->observer = observer;
            // Cleared however the build ends (an exception included): the table is kept.
            const struct Unwatch {
                Table& t;
                ~Unwatch()
                {
                    t.observer = nullptr;
                    t.watchNode = nullptr;
                }
            } unwatch{*t};
            if (observer && observer->watchesNodes() && root) {
                const Component* part = nullptr;
                for (const Component& c : comps)
                    if (c.table == t && !part)
                        part = &c;
                t->watchNode = [observer, part, root, table = t.get()](
                                   std::uint64_t r, int level, std::span<const std::uint64_t> front,
                                   std::uint64_t waiting) {
                    const Position p = positionOf(*table, part->part, r, *root);
                    std::vector<std::vector<std::uint8_t>> queue;
                    for (const std::uint64_t q : front)
                        queue.push_back(positionOf(*table, part->part, q, *root).cells);
                    search::NodeEvent e;
                    e.fate = search::NodeFate::Dequeued;
                    e.rank = r;
                    e.position = std::span<const std::uint8_t>(p.cells);
                    e.level = level;
                    e.queue = queue;
                    e.queueLength = waiting;
                    observer->node(e);
                };
            }
            bool ok = false;
            if (t->spec.usesMask()) {
                switch ((t->spec.cells + 7) / 8) {
                case 1:
                    ok = buildIn<search::MaskSpace<std::uint32_t, 1>>(*t, monitor);
                    break;
                case 2:
                    ok = buildIn<search::MaskSpace<std::uint32_t, 2>>(*t, monitor);
                    break;
                case 3:
                    ok = buildIn<search::MaskSpace<std::uint32_t, 3>>(*t, monitor);
                    break;
                case 4:
                    ok = buildIn<search::MaskSpace<std::uint32_t, 4>>(*t, monitor);
                    break;
                case 5:
                    ok = buildIn<search::MaskSpace<std::uint64_t, 5>>(*t, monitor);
                    break;
                case 6:
                    ok = buildIn<search::MaskSpace<std::uint64_t, 6>>(*t, monitor);
                    break;
                default:
                    ok = buildIn<search::MaskSpace<std::uint64_t, 7>>(*t, monitor);
                    break;
                }
            } else if (t->spec.usesPackedDial()) {
                ok = buildIn<search::PackedDialSpace>(*t, monitor);
            } else if (t->spec.usesOrbits()) {
                ok = buildIn<search::RelabelSpace>(*t, monitor);
            } else if (search::CoordSpace::suits(t->spec)) {
                ok = buildIn<search::CoordSpace>(*t, monitor);
            } else {
                ok = buildIn<search::CellSpace>(*t, monitor);
            }
            if (!ok) {
                decltype(t->words)().swap(t->words);
                t->space = std::monostate{};
                return Outcome::Cancelled;
            }
            t->buildMs = clock.elapsedMs();
            t->built = true;
            // The entries and what the space keeps to rank and move (its share of
            // needBytes), not the frontier, which is gone.
            t->held = holder.reserve(std::max<std::uint64_t>(
                t->bytes(), t->needBytes - std::min(t->needBytes, 2 * kMinFrontier * 8)));
            stats.buildMs += t->buildMs;
            if (readNow) {
                ++stats.tablesRead;
            } else if (!t->words.empty() && (t->bytes() >= options.keepFromBytes || foundDamaged) &&
                       keep(store ? &*store : nullptr, *rules, *t)) {
                ++stats.tablesSaved;
            }
            cache[t->spec.key()] = t;
        }
        for (const auto& t : todo) {
            stats.tableBytes += t->bytes();
            if (!t->words.empty())  // (a build for its counts alone stores none)
                stats.statesStored += t->count;
        }
        return Outcome::Solved;
    }

    // The table's space, and its entries read from the disk cache or built.
    template <typename Space>
    bool buildIn(Table& t, SearchMonitor& monitor)
    {
        const Space& sp = t.space.emplace<Space>(*rules, t.spec);
        // Coordinates fused over what the moves reach number fewer than the ranker's.
        if constexpr (std::is_same_v<Space, search::CoordSpace>)
            t.count = sp.count();
        // A file that was there but failed a check was kept before: kept again once built.
        if (readStored(store ? &*store : nullptr, *rules, t, foundDamaged)) {
            readNow = true;
            return true;
        }
        return search::buildBreadthFirst(std::get<Space>(t.space), t, monitor);
    }

    // ---- tables kept on disk (search/table_store.h) -----------------------------------

    std::optional<search::TableStore> store;  // set by ensureBuilt
    bool readNow = false;                     // the table just made was read, not built
    bool foundDamaged = false;                // its file was there and failed a check

    // ---- the process's memory (search/memory_ledger.h) -----------------------------------

    // Another engine needs room: built tables go while no call of this engine runs, the
    // least recently used first.
    void release(std::uint64_t wanted)
    {
        const auto idle = use.idle();
        if (!idle.owns_lock())
            return;
        ownComponents.reset();
        std::vector<std::pair<std::uint64_t, std::string>> order;
        for (const auto& [key, t] : cache)
            if (t->built && t.use_count() == 1)
                order.emplace_back(t->lastUse, key);
        std::sort(order.begin(), order.end());
        std::uint64_t freed = 0;
        for (const auto& [when, key] : order) {
            if (freed >= wanted)
                break;
            const auto it = cache.find(key);
            freed += it->second->held.bytes();
            cache.erase(it);
        }
    }
    std::uint64_t useClock = 0;  // under `use`: ticks once for every table a request uses
    // A solve runs (run()): a table that does not fit beside the tables other engines
    // are using now is refused ("engine.memory-held"), the person told why. A distance,
    // hint or histogram (asked in the background, where a refusal would read as "no
    // moves lead to the goal") is built anyway, over the limit for a while.
    bool solving = false;
    // In use during every public call: release() lets nothing go then.
    search::MemoryLedger::InUse use;
    // Last: unregistered first, before what release() touches goes.
    search::MemoryLedger::Holder holder;

    // The walk takes, at each step, the first move (in move order) that leads one step
    // closer in this component's table; `moves` receives them.
    int exactDistance(const Component& c, const Position& p, std::uint64_t& lookups,
                      std::vector<int>* moves = nullptr) const
    {
        const Table& t = *c.table;
        if (!c.part.fits(p))
            return -1;  // pieces out of the groups (or pairs) every move keeps: unsolvable
        return std::visit(
            [&](const auto& sp) -> int {
                using S = std::decay_t<decltype(sp)>;
                if constexpr (std::is_same_v<S, std::monostate>) {
                    return -2;
                } else {
                    // Coordinates cannot hold a position that breaks a tie: ask first.
                    if constexpr (std::is_same_v<S, search::CoordSpace>)
                        if (!sp.keeps(c.part.project(p)))
                            return -1;
                    return search::walkDown(sp, t, project(sp, c, p), lookups, moves);
                }
            },
            t.space);
    }

    // Builds the request's tables (the request is valid); then the exact distance per
    // component (-1 unsolvable) and overall.
    struct Prepared {
        Outcome outcome = Outcome::Failed;
        std::shared_ptr<const std::vector<Component>> comps;
        std::vector<int> dist;
        int best = -1;
        bool single = false;  // one component: `walk` is the answer
        std::vector<int> walk;
        Problems problems;
        SolveStats stats;
    };

    Prepared prepare(const SolveRequest& request, SearchMonitor& monitor)
    {
        Prepared out;
        out.comps = componentsOf(request.goal);
        out.outcome = ensureBuilt(*out.comps, monitor, out.problems, out.stats, request.observer,
                                  &request.position);
        if (out.outcome != Outcome::Solved)
            return out;
        // One component: its walk is already the descent of solve() (the first move that
        // goes one step closer, every time), so keep its moves.
        out.single = out.comps->size() == 1;
        for (const Component& c : *out.comps) {
            const int d = exactDistance(c, request.position, out.stats.nodes,
                                        out.single ? &out.walk : nullptr);
            if (d == -2) {
                out.problems.push_back(internalProblem("inconsistent table"));
                out.outcome = Outcome::Failed;
                return out;
            }
            out.dist.push_back(d);
            if (d >= 0 && (out.best < 0 || d < out.best))
                out.best = d;
        }
        out.outcome = out.best < 0 ? Outcome::Unsolvable : Outcome::Solved;
        return out;
    }

    // The distances of every component after move m from p (p's distances in `dist`);
    // the minimum, or -1 when the move is illegal.
    int after(const std::vector<Component>& comps, const std::vector<int>& dist,
              const Position& next, std::vector<int>& nextDist, std::uint64_t& lookups) const
    {
        int best = -1;
        nextDist.assign(dist.size(), -1);
        for (std::size_t j = 0; j < comps.size(); ++j) {
            if (dist[j] < 0)
                continue;
            const Table& t = *comps[j].table;
            const unsigned v = t.get(rankOf(comps[j], next));
            ++lookups;
            if (v == t.unseen)
                return -2;  // a move never leaves the solvable positions
            nextDist[j] = search::stepDistance(t, dist[j], v);
            if (best < 0 || nextDist[j] < best)
                best = nextDist[j];
        }
        return best;
    }
};

TableEngine::TableEngine(std::shared_ptr<const Rules> rules, EngineOptions options)
    : EngineFace(rules, Phase::BuildingTable, AtGoal::Search),
      impl_(std::make_unique<Impl>(std::move(rules), options))
{
}

Problems TableEngine::checkRequest(const SolveRequest& request) const
{
    // The definition's own goal passed the reader.
    Problems problems;
    if (!(request.goal == rules().goal()))
        impl_->reduction.checkGoal(request.goal, "goal", problems);
    return problems;
}

TableEngine::~TableEngine() = default;

namespace {

// distance() and hint(): the prologue of EngineFace::solve (its problems given), then the
// tables and the distances.
TableEngine::Impl::Prepared prepareChecked(TableEngine::Impl& impl, Problems problems,
                                           const SolveRequest& request, const ProgressFn& progress,
                                           const CancelToken& cancel)
{
    if (!problems.empty()) {
        TableEngine::Impl::Prepared prep;
        prep.problems = std::move(problems);
        return prep;
    }
    SearchMonitor monitor(progress, cancel, Phase::BuildingTable);
    return impl.prepare(request, monitor);
}

}  // namespace

void TableEngine::run(const SolveRequest& request, SearchMonitor& monitor, Answer& answer)
{
    const auto busy = impl_->use.enter();
    struct Solving {
        bool& on;
        explicit Solving(bool& b) : on(b) { on = true; }
        ~Solving() { on = false; }
        Solving(const Solving&) = delete;
        Solving& operator=(const Solving&) = delete;
    } solving(impl_->solving);
    Impl::Prepared prep = impl_->prepare(request, monitor);
    answer.outcome = prep.outcome;
    answer.problems = std::move(prep.problems);
    answer.stats = prep.stats;
    if (prep.outcome != Outcome::Solved)
        return;
    // Descent: from the position, always the FIRST legal move (in move order) that
    // brings the distance (the minimum over the components) one step closer. A shortest
    // answer from x of length D is a sequence whose i-th position has distance D - i
    // exactly, so a shortest answer starting with move m exists iff m leads to distance
    // D - 1; the smallest shortest answer therefore starts with the first such m, and
    // continues with the smallest shortest answer from there, which is what the next
    // step picks, by the same argument (induction on D). The minimum over components
    // is the distance to the union of their goal sets, so the tie-break runs across
    // labels and alternatives, not one label first.
    const Rules& rules = *impl_->rules;
    Position p = request.position;
    std::vector<int> dist = prep.dist;
    std::vector<int> nextDist;
    int d = prep.best;
    if (prep.single) {
        // The same descent, already walked in the reduced space.
        answer.moves = std::move(prep.walk);
        return;
    }
    while (d > 0) {
        bool stepped = false;
        for (int m = 0; m < rules.moveCount() && !stepped; ++m) {
            if (!rules.legal(p, m))
                continue;
            Position q = rules.apply(p, m);
            const int e = impl_->after(*prep.comps, dist, q, nextDist, answer.stats.nodes);
            if (e == d - 1) {
                p = std::move(q);
                dist.swap(nextDist);
                answer.moves.push_back(m);
                --d;
                stepped = true;
            } else if (e == -2) {
                break;
            }
        }
        if (!stepped) {
            answer.outcome = Outcome::Failed;
            answer.moves.clear();
            answer.problems.push_back(internalProblem("descent found no closer position"));
            return;
        }
    }
}

TableResult<int> TableEngine::distance(const SolveRequest& request, const ProgressFn& progress,
                                       const CancelToken& cancel)
{
    const auto busy = impl_->use.enter();
    Impl::Prepared prep =
        prepareChecked(*impl_, requestProblems(rules(), request, checkRequest(request)), request,
                       progress, cancel);
    TableResult<int> r;
    r.outcome = prep.outcome;
    r.problems = std::move(prep.problems);
    r.stats = prep.stats;
    r.value = prep.outcome == Outcome::Solved ? prep.best : -1;
    return r;
}

TableResult<std::vector<int>> TableEngine::hint(const SolveRequest& request,
                                                const ProgressFn& progress,
                                                const CancelToken& cancel)
{
    const auto busy = impl_->use.enter();
    Impl::Prepared prep =
        prepareChecked(*impl_, requestProblems(rules(), request, checkRequest(request)), request,
                       progress, cancel);
    TableResult<std::vector<int>> r;
    r.outcome = prep.outcome;
    r.problems = std::move(prep.problems);
    r.stats = prep.stats;
    if (prep.outcome != Outcome::Solved || prep.best == 0)
        return r;
    const Rules& rules = *impl_->rules;
    std::vector<int> nextDist;
    for (int m = 0; m < rules.moveCount(); ++m) {
        if (!rules.legal(request.position, m))
            continue;
        const int e = impl_->after(*prep.comps, prep.dist, rules.apply(request.position, m),
                                   nextDist, r.stats.nodes);
        if (e == prep.best - 1)
            r.value.push_back(m);
    }
    return r;
}

TableResult<std::vector<TableHistogram>> TableEngine::tableHistograms(const def::Goal& goal,
                                                                      const ProgressFn& progress,
                                                                      const CancelToken& cancel)
{
    const auto busy = impl_->use.enter();
    TableResult<std::vector<TableHistogram>> r;
    std::vector<Component> comps = impl_->components(goal);
    SearchMonitor monitor(progress, cancel, Phase::BuildingTable);
    r.outcome = impl_->ensureBuilt(comps, monitor, r.problems, r.stats);
    if (r.outcome != Outcome::Solved)
        return r;
    std::vector<const Table*> seen;
    for (const Component& c : comps) {
        if (std::find(seen.begin(), seen.end(), c.table.get()) != seen.end())
            continue;
        seen.push_back(c.table.get());
        TableHistogram h;
        const std::uint64_t each = c.table->orbit;
        for (const std::uint64_t n : c.table->histogram)
            h.counts.push_back(mulSat(n, each));
        h.positions =
            c.part.narrowed ? impl_->reduction.validCount() : mulSat(c.table->positions(), each);
        h.unsolvable = unreached(h.positions, h.counts);
        h.entries = c.table->count;
        r.value.push_back(std::move(h));
    }
    return r;
}

TableResult<TableHistogram> TableEngine::histogram(const def::Goal& goal,
                                                   const ProgressFn& progress,
                                                   const CancelToken& cancel, bool countOnly)
{
    const auto busy = impl_->use.enter();
    TableResult<TableHistogram> r;
    std::vector<Component> comps = impl_->components(goal);
    if (comps.empty()) {
        // No valid position can meet the goal.
        r.outcome = Outcome::Solved;
        r.value.unsolvable = r.value.positions = impl_->reduction.validCount();
        return r;
    }
    if (comps.size() > 1)
        comps = {impl_->withTable(impl_->reduction.fullComponent(goal))};
    // A table no disk cache will keep, built for this count alone, needs no entries (its
    // build over bitsets then writes none). However the call ends (an exception
    // included), the flag is cleared, and a table left without entries is marked unbuilt
    // and leaves the engine's cache, so that no look-up ever reads it.
    Table& table = *comps.front().table;
    const bool countsOnly =
        countOnly && !table.built && !search::TableStore(impl_->options.cacheFolder).enabled();
    table.countsOnly = countsOnly;
    const struct Forget {
        Impl& impl;
        Table& table;
        bool countsOnly;
        ~Forget()
        {
            table.countsOnly = false;
            if (!countsOnly || !table.words.empty())
                return;
            table.built = false;
            impl.ownComponents.reset();
            for (auto it = impl.cache.begin(); it != impl.cache.end(); ++it)
                if (it->second.get() == &table) {
                    impl.cache.erase(it);
                    break;
                }
        }
    } forget{*impl_, table, countsOnly};
    SearchMonitor monitor(progress, cancel, Phase::BuildingTable);
    r.outcome = impl_->ensureBuilt(comps, monitor, r.problems, r.stats);
    if (r.outcome != Outcome::Solved)
        return r;
    const Component& c = comps.front();
    // Every entry stands for the same number of full positions: the fiber of the
    // reduction times the class size of a label symmetry.
    const std::uint64_t each = mulSat(c.part.fiber, c.table->orbit);
    for (const std::uint64_t n : c.table->histogram)
        r.value.counts.push_back(mulSat(n, each));
    r.value.positions =
        c.part.narrowed ? impl_->reduction.validCount() : mulSat(c.table->positions(), each);
    // States that differ only in twists the goal does not count are one position.
    // (A saturated count stays saturated.)
    if (const std::uint64_t k = statesPerPosition(*impl_->rules, goal); k > 1) {
        for (std::uint64_t& n : r.value.counts)
            n = n == kSaturated ? n : n / k;
        r.value.positions = r.value.positions == kSaturated ? kSaturated : r.value.positions / k;
    }
    r.value.unsolvable = unreached(r.value.positions, r.value.counts);
    r.value.entries = c.table->count;
    return r;
}

std::uint64_t TableEngine::bytesNeeded(const def::Goal& goal) const
{
    const auto busy = impl_->use.enter();
    std::vector<Component> comps = impl_->components(goal);
    std::vector<const Table*> seen;
    std::uint64_t total = 0;
    for (const Component& c : comps) {
        if (std::find(seen.begin(), seen.end(), c.table.get()) != seen.end())
            continue;
        seen.push_back(c.table.get());
        total = addSat(total, c.table->built ? c.table->bytes() : c.table->needBytes);
    }
    return total;
}

std::size_t TableEngine::tableBytes() const
{
    const auto busy = impl_->use.enter();
    std::size_t total = 0;
    for (const auto& [key, t] : impl_->cache)
        total += t->bytes();
    return total;
}

bool tableEngineFits(const Rules& rules)
{
    return rules.cellCount() <= search::kMaxTableCells;
}

std::unique_ptr<DefEngine> makeTableEngine(std::shared_ptr<const Rules> rules,
                                           const EngineOptions& options)
{
    return std::make_unique<TableEngine>(std::move(rules), options);
}

}  // namespace pl
