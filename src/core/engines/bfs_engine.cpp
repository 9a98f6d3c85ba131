#include "core/engines/bfs_engine.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

#include "core/model/orbit_model.h"
#include "core/progress.h"
#include "core/search/memory_ledger.h"
#include "core/search/search_observer.h"
#include "core/search/visited_set.h"

namespace pl {

// Why the first goal DISCOVERED gives the answer of SPEC 7.4.
//
// States get ids in the order they are discovered and are expanded in id order; each
// state keeps the first parent (and move) that reached it; moves are tried in the
// tie-break order 0, 1, 2, ... and illegal ones skipped. Write path(v) for the move
// sequence along the parents from the root to v, and "smaller" for comparing move
// sequences of equal length move by move.
//
// Invariant (induction on the depth d): every state at distance d is discovered
// after all states at distance < d and before any at distance > d; path(v) is the
// smallest of the shortest sequences reaching v; and the states at distance d are
// expanded in increasing order of their paths. For d = 0 it holds (the root alone,
// empty path). Assume it for d. A state w at distance d+1 is first reached from the
// first (u, m) in expansion order, u at distance d, with apply(u, m) = w. Every
// shortest sequence to w is s·m' with s a shortest sequence to some u' at distance
// d, so s >= path(u') by the invariant; (u, m) comes first in the order "path(u),
// then m", so path(u)·m <= path(u')·m' <= s·m'. The order of discovery at depth
// d+1 is the order of (path(u), m) over the first parents, i.e. of the paths.
//
// The answer. Let g be the first goal discovered, at depth D from (u*, m*). No state
// at distance < D is a goal (it would have been discovered, and checked, earlier),
// so the shortest length is D and path(g) is one of its sequences. Any other
// sequence s·m of length D reaching a goal has s reaching some u at distance D-1 (a
// shorter s would reach a goal sooner), s >= path(u), and (path(u), m) cannot come
// before (path(u*), m*) in expansion order, else apply(u, m) would have been found
// first (either discovered then, or already seen and so discovered earlier still).
// Hence path(g) = path(u*)·m* <= path(u)·m <= s·m: the smallest of the shortest.

namespace {

Problem memoryProblem(std::uint64_t needed, std::uint64_t limit)
{
    return Problem{"engine.memory", {std::to_string(needed), std::to_string(limit)}, {}};
}

}  // namespace

BfsEngine::BfsEngine(std::shared_ptr<const Rules> rules, EngineOptions options)
    : EngineFace(std::move(rules), Phase::BreadthFirst), options_(options)
{
}

Problems BfsEngine::checkRequest(const SolveRequest& request) const
{
    Problems problems = rules().checkGoal(request.goal);
    if (rules().moveCount() > std::numeric_limits<std::uint16_t>::max())
        problems.push_back(Problem{"engine.too-many-moves",
                                   {std::to_string(std::numeric_limits<std::uint16_t>::max()),
                                    std::to_string(rules().moveCount())},
                                   {}});
    return problems;
}

namespace {

// The largest value a byte of a state can hold: a label of its orbit's pieces, or an
// orientation.
int largestValue(const Rules& rules)
{
    const model::OrbitModel& model = rules.model();
    int maxValue = 1;
    for (int o = 0; o < model.orbitCount(); ++o) {
        for (int label : rules.labelsOf(o))
            maxValue = std::max(maxValue, label);
        maxValue = std::max(maxValue, model.orbit(o).twists - 1);
    }
    return maxValue;
}

}  // namespace

std::uint64_t BfsEngine::bytesForEvery(const Rules& rules, std::uint64_t positions)
{
    const search::VisitedSet sizing(rules.cellCount(), largestValue(rules), 0);
    return sizing.bytesAtLeast(positions);
}

void BfsEngine::run(const SolveRequest& request, SearchMonitor& monitor, Answer& answer)
{
    const Rules& rules = this->rules();
    using search::VisitedSet;
    // The limit covers the process (search/memory_ledger.h): the search may use what the
    // tables in use elsewhere leave of it (an eighth of the limit in any case); its
    // visited set is on the ledger as it grows, and idle tables elsewhere go to keep the
    // process within the limit.
    const std::uint64_t limit = options_.maxMemoryBytes;
    search::MemoryLedger& ledger = search::MemoryLedger::process();
    search::MemoryLedger::Holder searching(ledger, nullptr, {});
    search::MemoryLedger::Reservation held;
    const std::uint64_t elsewhere = ledger.heldInUse(&searching);
    const std::uint64_t budget = ledger.budget(limit, &searching);
    VisitedSet visited(rules.cellCount(), largestValue(rules), budget);

    auto finishSearch = [&](Outcome outcome) {
        answer.outcome = outcome;
        answer.stats.nodes = monitor.nodes();
        answer.stats.statesStored = visited.size();
        answer.stats.tableBytes = visited.bytes();
    };
    auto outOfMemory = [&] {
        answer.problems.push_back(
            budget < limit && visited.neededBytes() <= limit
                ? Problem{"engine.memory-held",
                          {std::to_string(visited.neededBytes()), std::to_string(ledger.limit()),
                           std::to_string(elsewhere)},
                          {}}
                : memoryProblem(visited.neededBytes(), limit));
        finishSearch(Outcome::Failed);
    };
    if (visited.insert(request.position, 0, 0) == VisitedSet::Insert::OutOfMemory)
        return outOfMemory();

    Position current = request.position;
    Position next = request.position;
    // Watched node by node (SPEC 9): each position taken from the queue and each put in.
    search::SearchObserver* const nodes =
        request.observer && request.observer->watchesNodes() ? request.observer : nullptr;
    std::vector<int> path;
    const auto tell = [&](std::size_t id, search::NodeFate fate) {
        path.clear();
        for (std::size_t at = id; at != 0; at = visited.parent(at))
            path.push_back(visited.move(at));
        std::reverse(path.begin(), path.end());
        search::NodeEvent e;
        e.path = path;
        e.fate = fate;
        e.rank = id;
        nodes->node(e);
    };
    int depth = 0;  // of the states being expanded
    std::size_t levelEnd = 1;
    if (request.observer) {
        request.observer->memoryUsed(visited.bytes());
        request.observer->layerDone(0, 1);
    }
    for (std::size_t head = 0; head < visited.size(); ++head) {
        if (head == levelEnd) {
            // Layer depth + 1 is complete: every state of layer `depth` expanded.
            if (request.observer) {
                request.observer->memoryUsed(visited.bytes());
                request.observer->layerDone(depth + 1, visited.size() - levelEnd);
            }
            ++depth;
            levelEnd = visited.size();
        }
        if (monitor.poll(depth + 1))
            return finishSearch(Outcome::Cancelled);
        visited.unpack(head, current);
        if (nodes)
            tell(head, search::NodeFate::Dequeued);
        for (int m = 0; m < rules.moveCount(); ++m) {
            if (!rules.legal(current, m))
                continue;
            next.cells = current.cells;
            rules.applyInPlace(next, m);
            const auto added = visited.insert(next, static_cast<std::uint32_t>(head), m);
            if (added == VisitedSet::Insert::Seen)
                continue;
            if (added == VisitedSet::Insert::OutOfMemory)
                return outOfMemory();
            if (visited.bytes() != held.bytes()) {
                held = searching.reserve(visited.bytes());
                ledger.makeRoom(0, ledger.limit(), &searching);
            }
            if (nodes)
                tell(visited.size() - 1, search::NodeFate::Discovered);
            if (rules.reached(next, request.goal)) {
                for (std::size_t id = visited.size() - 1; id != 0; id = visited.parent(id))
                    answer.moves.push_back(visited.move(id));
                std::reverse(answer.moves.begin(), answer.moves.end());
                return finishSearch(Outcome::Solved);
            }
        }
    }
    finishSearch(Outcome::Unsolvable);
}

}  // namespace pl
