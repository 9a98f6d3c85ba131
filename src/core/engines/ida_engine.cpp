#include "core/engines/ida_engine.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <type_traits>

#include "core/engines/goal_reach.h"
#include "core/engines/ida_cell_search.h"
#include "core/engines/ida_piece_search.h"
#include "core/engines/ida_puzzle.h"
#include "core/engines/ida_sliding_search.h"
#include "core/engines/ida_tile_search.h"
#include "core/model/orbit_model.h"
#include "core/progress.h"
#include "core/search/deepening.h"
#include "core/search/memory_ledger.h"
#include "core/search/search_observer.h"

namespace pl {

using ida::IdaGoal;
using ida::kInfinity;

struct IdaEngine::Impl {
    ida::IdaPuzzle puzzle;
    // The memory limit of the options (the build is given what the process leaves of it).
    std::uint64_t limit = 0;
    // The databases of recent goals, most recent last, each with its bytes on the
    // process's ledger (search/memory_ledger.h).
    struct Kept {
        std::unique_ptr<IdaGoal> goal;
        search::MemoryLedger::Reservation held;
        // The memory the build was given when that cut its databases (else the most).
        std::uint64_t budget = 0;
    };
    std::vector<Kept> cache;
    // In use while a request runs: release() lets nothing go then.
    search::MemoryLedger::InUse use;
    // Last: unregistered first, before what release() touches goes.
    search::MemoryLedger::Holder holder;

    Impl(std::shared_ptr<const Rules> r, EngineOptions o, IdaOptions i)
        : puzzle(std::move(r), o, i),
          limit(o.maxMemoryBytes),
          holder(search::MemoryLedger::process(), &use,
                 [this](std::uint64_t wanted) { release(wanted); })
    {
    }
    ~Impl()
    {
        holder.unregister();
        cache.clear();
    }
    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;

    // Another engine needs room: the least recent goals go while no request runs.
    void release(std::uint64_t wanted)
    {
        const auto idle = use.idle();
        if (!idle.owns_lock())
            return;
        std::uint64_t freed = 0;
        while (freed < wanted && !cache.empty()) {
            freed += cache.front().held.bytes();
            cache.erase(cache.begin());
        }
    }

    // The databases of `goal`, from the cache or built now (nullptr: cancelled).
    IdaGoal* goalData(const def::Goal& goal, SearchMonitor& monitor, const CancelToken& cancel,
                      SolveStats& stats)
    {
        holder.touch();
        const bool largest = puzzle.largestTables();
        // The memory limit covers the process: the build is sized to what the tables in
        // use elsewhere leave of it (idle ones go once this goal's are held), an eighth of
        // the limit in any case.
        search::MemoryLedger& ledger = holder.ledger();
        const std::uint64_t budget = ledger.budget(limit, &holder);
        for (std::size_t i = 0; i < cache.size(); ++i) {
            const Kept& k = cache[i];
            const IdaGoal& kept = *k.goal;
            if (kept.goal == goal &&
                (!(kept.additive || kept.layout) || kept.largestTables == largest) &&
                k.budget >= budget) {
                std::rotate(cache.begin() + static_cast<long>(i),
                            cache.begin() + static_cast<long>(i) + 1, cache.end());
                return cache.back().goal.get();
            }
        }
        // The goal built with the other setting goes; before the largest tables are
        // built, any kept goal that has them goes too (each holds hundreds of megabytes).
        // One built with less memory than there is now stays until its successor is
        // built (a cancelled build leaves it usable).
        const auto sameSetting = [&](const IdaGoal& kept) {
            return !(kept.additive || kept.layout) || kept.largestTables == largest;
        };
        std::erase_if(cache, [&](const Kept& k) {
            const IdaGoal& kept = *k.goal;
            return (kept.goal == goal && !sameSetting(kept)) ||
                   (largest && (std::any_of(kept.groups.begin(), kept.groups.end(),
                                            [](const auto& group) { return group.compact(); }) ||
                                (kept.layout && kept.largestTables)));
        });
        // Within the process's limit: other engines' idle tables go, least recently used
        // first, then this engine's older goals (none of which the build uses).
        const auto withinLimit = [&] {
            if (!ledger.makeRoom(0, ledger.limit(), &holder))
                while (!cache.empty() && ledger.held() > ledger.limit())
                    cache.erase(cache.begin());
        };
        // The largest databases are on the ledger from when they are planned, and room
        // is made then, before they are allocated.
        search::MemoryLedger::Reservation building;
        puzzle.planned = [&](std::uint64_t bytes) {
            building = holder.reserve(bytes);
            withinLimit();
        };
        puzzle.options.maxMemoryBytes = budget;
        puzzle.memoryBound = false;
        const auto restore = [&] {
            puzzle.options.maxMemoryBytes = limit;
            puzzle.planned = nullptr;
        };
        const Stopwatch clock;
        std::unique_ptr<IdaGoal> g;
        try {
            g = puzzle.build(goal, monitor, cancel);
        } catch (...) {
            restore();
            throw;
        }
        restore();
        stats.buildMs += clock.elapsedMs();
        if (!g)
            return nullptr;
        stats.tablesRead += g->tablesRead;
        stats.tablesSaved += g->tablesSaved;
        std::erase_if(cache, [&](const Kept& k) { return k.goal->goal == goal; });
        if (cache.size() >= ida::kCachedGoals)
            cache.erase(cache.begin());
        search::MemoryLedger::Reservation bytes = holder.reserve(g->bytes);
        building.reset();
        // A goal whose databases the memory cut is built again once there is more room.
        const std::uint64_t builtWith =
            puzzle.memoryBound ? budget : std::numeric_limits<std::uint64_t>::max();
        Kept newest{std::move(g), std::move(bytes), builtWith};
        withinLimit();  // (the newest held, not in the cache: never dropped)
        cache.push_back(std::move(newest));
        return cache.back().goal.get();
    }
};

IdaEngine::IdaEngine(std::shared_ptr<const Rules> rules, EngineOptions options, IdaOptions ida)
    : EngineFace(rules, Phase::BuildingTable, AtGoal::Search),
      impl_(std::make_unique<Impl>(std::move(rules), options, ida))
{
}

IdaEngine::~IdaEngine() = default;

Problems IdaEngine::checkRequest(const SolveRequest& request) const
{
    Problems problems = rules().checkGoal(request.goal);
    if (rules().cellCount() > ida::kMaxCells)
        problems.push_back(
            Problem{"engine.ida-cells",
                    {std::to_string(ida::kMaxCells), std::to_string(rules().cellCount())},
                    {}});
    return problems;
}

void IdaEngine::run(const SolveRequest& request, SearchMonitor& monitor, Answer& answer)
{
    const auto busy = impl_->use.enter();
    const ida::IdaPuzzle& P = impl_->puzzle;
    IdaGoal* g = impl_->goalData(request.goal, monitor, monitor.cancelToken(), answer.stats);
    if (!g) {
        answer.stats.nodes = monitor.nodes();
        answer.outcome = Outcome::Cancelled;
        return;
    }
    answer.stats.tableBytes = g->bytes;
    const std::uint64_t buildNodes = monitor.nodes();
    const auto finish = [&](Outcome outcome) {
        answer.stats.nodes = monitor.nodes() - buildNodes;
        answer.outcome = outcome;
    };

    // At a goal only now: a request at the start builds the goal's databases (what a
    // later request finds ready, and what cancelling a build is tested on).
    if (rules().reached(request.position, request.goal))
        return finish(Outcome::Solved);
    switch (P.decide(request.position, request.goal, *g, &monitor.cancelToken())) {
    case ida::IdaPuzzle::Decision::Unsolvable:
        return finish(Outcome::Unsolvable);
    case ida::IdaPuzzle::Decision::Unknown:
        if (monitor.cancelToken().cancelled())
            return finish(Outcome::Cancelled);
        if (!g->additive) {
            // A database may still prove it unsolvable.
            if (ida::IdaPuzzle::evalPosition(*g, request.position.cells.data()) >= kInfinity)
                return finish(Outcome::Unsolvable);
        }
        answer.problems.push_back(Problem{"engine.ida-undecided", {}, {}});
        return finish(Outcome::Failed);
    case ida::IdaPuzzle::Decision::Solvable:
        break;
    }

    // One driver (search/deepening.h) over the node expansion that fits the databases;
    // a watched search tells its observer of every iteration and node, in order, on this
    // thread. An unwatched one (the driver without a call) splits its large iterations
    // over the cores, each thread with a search of its own made by `make`.
    const search::ObserverHook hook{request.observer, buildNodes};
    const bool watchNodes = request.observer && request.observer->watchesNodes();
    const unsigned threads = P.options.threads != 0 ? P.options.threads : search::hardwareThreads();
    search::Deepened result;
    bool unsolvable = false;  // pieces: a position that cannot be read (a twisted corner)
    const auto run = [&](auto watched, const auto& make, const auto& rootH) {
        const auto s = make(monitor);
        if (!s) {
            unsolvable = true;
            return;
        }
        s->watcher = request.observer;
        if (decltype(watched)::value || request.observer)
            // Watched: nodes or iterations told in order, on this thread.
            result = search::deepen(*s, rootH(*s), monitor, search::kNoBound, &hook);
        else
            result = search::deepenOnThreads(*s, make, rootH(*s), monitor, threads,
                                             P.options.splitAfterNodes);
    };
    using Watched = std::true_type;
    using Unwatched = std::false_type;
    if (g->additive) {
        const auto made = [&](auto watched, auto compact) {
            const auto make = [&](SearchMonitor& m) {
                return std::make_unique<
                    ida::SlidingSearch<decltype(watched)::value, decltype(compact)::value>>(
                    P, *g, m, request.position);
            };
            run(watched, make, [](auto& s) { return s.heuristic(); });
        };
        const bool compact = std::any_of(g->groups.begin(), g->groups.end(),
                                         [](const auto& group) { return group.compact(); });
        if (watchNodes && compact)
            made(Watched{}, std::true_type{});
        else if (watchNodes)
            made(Watched{}, std::false_type{});
        else if (compact)
            made(Unwatched{}, std::true_type{});
        else
            made(Unwatched{}, std::false_type{});
    } else if (g->layout) {
        const auto made = [&](auto watched) {
            const auto make = [&](SearchMonitor& m) {
                auto s = std::make_unique<ida::PieceSearch<decltype(watched)::value>>(P, *g, m);
                if (!s->setRoot(request.position))
                    s.reset();
                return s;
            };
            run(watched, make, [](auto& s) { return s.rootH; });
        };
        if (watchNodes)
            made(Watched{});
        else
            made(Unwatched{});
    } else if (g->tiles) {
        const auto made = [&](auto watched) {
            const auto make = [&](SearchMonitor& m) {
                auto s = std::make_unique<ida::TileSearch<decltype(watched)::value>>(
                    P, *g, m, P.pruner(), request.position);
                s->rootH = s->heuristic(request.position.cells.data(), kInfinity);
                return s;
            };
            run(watched, make, [](auto& s) { return s.rootH; });
        };
        if (watchNodes)
            made(Watched{});
        else
            made(Unwatched{});
    } else {
        const auto made = [&](auto watched) {
            const auto make = [&](SearchMonitor& m) {
                auto s = std::make_unique<ida::GenericSearch<decltype(watched)::value>>(
                    P, *g, m, request.goal);
                s->stack.assign(1, std::vector<std::uint8_t>(request.position.cells.begin(),
                                                             request.position.cells.end()));
                s->blankAt.assign(1, 0);
                if (P.slides)
                    for (int c = 0; c < P.n; ++c)
                        if (request.position.cells[static_cast<std::size_t>(c)] == P.blank)
                            s->blankAt[0] = c;
                s->rootH = ida::IdaPuzzle::evalPosition(*g, request.position.cells.data());
                return s;
            };
            run(watched, make, [](auto& s) { return s.rootH; });
        };
        if (watchNodes)
            made(Watched{});
        else
            made(Unwatched{});
    }
    if (unsolvable)
        return finish(Outcome::Unsolvable);
    answer.moves = std::move(result.moves);
    answer.stats.searchThreads = result.threads;
    answer.stats.bound = result.bound;
    finish(result.outcome);
}

bool IdaEngine::hasLargestTables(std::shared_ptr<const Rules> rules)
{
    const ida::IdaPuzzle p(std::move(rules), EngineOptions{}, IdaOptions{});
    // Pieces: the tracked-piece databases grow; the loose tables of identical pieces or
    // open twists (ida_loose.cpp) keep their size.
    if (p.pieces)
        return ida::pieceLayout(*p.rules, p.rules->goal()).has_value();
    return p.slides && p.grid && p.distinct && p.n <= 16;
}

bool IdaEngine::fits(const Rules& rules)
{
    const def::PuzzleDef& d = rules.def();
    const model::OrbitModel& model = rules.model();
    if (rules.cellCount() > ida::kMaxCells)
        return false;
    // One orbit of dials: the move-count system decides, the projections bound.
    if (model.orbitCount() == 1 && model.piecesStayPut())
        return true;
    if (model.slides() && ida::rectangularGrid(rules))
        return true;
    // Pieces that turn, or several orbits: a full goal of distinct pieces (tracked-piece
    // databases; group membership decides solvability), or one of identical pieces or
    // open twists (loose tables; a group search decides).
    if (!model.slides() && !model.permutesCells())
        return std::all_of(model.orbits().begin(), model.orbits().end(),
                           [](const model::Orbit& o) { return o.piecesMove; }) &&
               (ida::pieceLayout(rules, d.goal).has_value() || ida::loosePieces(rules, d.goal));
    // A full goal or an anyOf of them (TopSpin's twelve rotations): one set of
    // tracked-tile databases serves every alternative.
    // (Boards over 64 cells keep the class projections; there only a values goal.)
    if (model.permutesCells() &&
        (ida::IdaPuzzle::tileGoal(rules, d.goal) ||
         (ida::distinctLabels(d) && d.goal.type == def::Goal::Type::Values &&
          ida::IdaPuzzle::fullGoals(d.goal))))
        return true;
    // Otherwise only where the databases are exact: one projection of every label the
    // goal depends on within the default budget. Uniform goals: per label, C(n, count).
    std::map<int, int> countOf;
    for (int v : d.start)
        ++countOf[v];
    auto fitsValues = [&](const std::vector<int>& values) {
        std::vector<int> counts;
        std::set<int> named;
        int rest = rules.cellCount();
        for (int v : values)
            if (v >= 0)
                named.insert(v);
        if (model.slides())
            named.insert(model.blank());
        for (int v : named) {
            counts.push_back(countOf[v]);
            rest -= countOf[v];
        }
        if (rest > 0)
            counts.push_back(rest);
        const auto e = search::multinomialCount(counts);
        return e && *e <= std::min(ida::kMaxEntries,
                                   ida::kMaxBuildWork /
                                       static_cast<std::uint64_t>(std::max(1, rules.moveCount())));
    };
    std::function<bool(const def::Goal&)> exact = [&](const def::Goal& goal) -> bool {
        switch (goal.type) {
        case def::Goal::Type::Values:
            return fitsValues(goal.values);
        case def::Goal::Type::Uniform:
            for (const auto& [label, count] : countOf) {
                std::vector<int> values(static_cast<std::size_t>(rules.cellCount()), -1);
                for (int c : goal.uniformCells)
                    values[static_cast<std::size_t>(c)] = label;
                if (count >= static_cast<int>(goal.uniformCells.size()) && !fitsValues(values))
                    return false;
            }
            return true;
        case def::Goal::Type::AnyOf:
            return std::all_of(goal.anyOf.begin(), goal.anyOf.end(), exact);
        }
        return false;
    };
    if (exact(d.goal))
        return true;
    // Repeated labels or open cells: where the group search decides solvability within
    // its budget (on the unpruned tree's size, or on probes).
    return model.permutesCells() && goalReachDecides(rules);
}

}  // namespace pl
