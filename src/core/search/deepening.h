// The IDA* driver (iterative deepening A*), written once for every depth-first search:
// the bound loop, the cancel check and the progress report at each bound (through the
// SearchMonitor, which throttles reports to one per ~50 ms), the answer's moves, and an
// observer hook (SPEC 9: watching the search).
//
// A search is a DepthFirst (below) whose iterate() searches the tree once under `bound`
// from the root: it records in nextBound the smallest f = g + h of the children it cut
// off (cut()), the moves of the path it is on in `path`, and on finding a goal returns
// Step::Found with its depth in foundDepth. How a node is expanded (which moves, how the
// heuristic is kept up to date) is the search's own: the driver only deepens.
//
// With an admissible heuristic, children tried in move order and a bound that only grows,
// the first goal met is a shortest answer and, among the shortest, the smallest in move
// order.
//
// The observer is a template parameter, NoObserver by default: an unwatched search
// compiles to the loop without any call. A watching one receives, per iteration,
// boundStarted(bound) and iterationEnded(bound, nodes so far, next bound or kNoBound),
// and solved(moves) once an answer is found.
//
// Both cores (deepenOnThreads): once an iteration has grown large, the next ones are
// split. The nodes at a depth D are work items, numbered in the order the serial search
// meets them. Every thread walks the few nodes above D itself (the same walk: the bound
// and the heuristic decide it) and searches an item only if it is the first thread to
// reach it (one flag an item), so each takes the next free item as it frees up. The
// answer is the first goal of the smallest item that holds one: the serial search's
// answer, since every item before it is searched whole. Nodes are counted as the serial
// search counts them (the nodes above D once, the items before the answer's, and the
// answer's up to the goal), so the figures do not depend on the threads. A thread
// searching an item after one another thread found a goal in leaves the rest of it; so
// does every thread once one has run out of memory (the error then ends the search).
// A search takes part by calling skipped(depth) first at every node, before counting
// it: false outside a split (two comparisons a node).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <limits>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/progress.h"
#include "core/search/threads.h"

namespace pl::search {

// What a depth-first step tells its caller.
enum class Step { Continue, Found, Stop };

// No bound: f values at or above it stand for "unreachable" (a heuristic's infinity).
inline constexpr int kNoBound = std::numeric_limits<int>::max() / 4;

// One split iteration, shared by its threads.
struct SplitShared {
    // Per item: the nodes above the split depth met before it; last: all of them.
    std::vector<std::uint64_t> topBefore;
    std::unique_ptr<std::atomic<bool>[]> taken;               // per item: a thread has it
    std::atomic<int> found{std::numeric_limits<int>::max()};  // the least item with a goal
};

// One thread's part in a split iteration (or the walk that numbers the items).
struct SplitThread {
    SplitShared* shared = nullptr;
    const SearchMonitor* monitor = nullptr;
    bool numbering = false;  // only number the items (and count the nodes above them)
    std::uint64_t startNodes = 0;
    int seen = 0;   // items met so far
    int open = -1;  // the item being searched here
    std::uint64_t openStart = 0;
    std::vector<std::pair<int, std::uint64_t>> searched;  // item, its nodes

    // Item `next` is met: the open item ended before the nodes above D that came after
    // it (their number is known from the numbering walk).
    void close(int next)
    {
        if (open < 0)
            return;
        const auto& top = shared->topBefore;
        searched.emplace_back(
            open, monitor->nodes() - openStart -
                      (top[static_cast<std::size_t>(next)] - top[static_cast<std::size_t>(open)]));
        open = -1;
    }

    // An item's root is met: true when this thread searches it.
    bool claim()
    {
        const int i = seen++;
        if (numbering) {
            shared->topBefore.push_back(monitor->nodes() - startNodes);
            return false;
        }
        close(i);
        if (i > shared->found.load(std::memory_order_relaxed) ||
            shared->taken[static_cast<std::size_t>(i)].exchange(true, std::memory_order_relaxed))
            return false;
        open = i;
        openStart = monitor->nodes();
        overtakenNow = false;
        return true;
    }

    // Whether the item searched here comes after one another thread found a goal in
    // (looked at every 1,024 nodes): the rest of it is left, as it would be on one
    // thread, which stops at the earlier goal. Its nodes count for nothing either way.
    bool overtaken()
    {
        if ((++sinceLook & 1023U) != 0)
            return overtakenNow;
        overtakenNow = open > shared->found.load(std::memory_order_relaxed);
        return overtakenNow;
    }
    unsigned sinceLook = 0;
    bool overtakenNow = false;
};

struct DepthFirst {
    int bound = 0;
    int nextBound = kNoBound;
    int foundDepth = 0;
    std::vector<int> path;  // path[d]: the move made at depth d
    // Split iterations (deepenOnThreads): the items' depth (-1: no split) and this
    // thread's part.
    int splitDepth = -1;
    SplitThread* split = nullptr;

    // Called first at every node, before it is counted: true when the node is an item
    // of a split iteration that another thread searches (or the items are only being
    // numbered), or lies in an item after one known to hold a goal; its subtree is then
    // left alone.
    bool skipped(int depth)
    {
        if (depth == splitDepth)
            return !split->claim();
        return splitDepth >= 0 && depth > splitDepth && split->overtaken();
    }

    // A child with f = depth + h over the bound: the next bound is the least such f.
    void cut(int f)
    {
        if (f < nextBound)
            nextBound = f;
    }
};

struct NoObserver {};

struct Deepened {
    Outcome outcome = Outcome::Failed;  // Solved, Unsolvable (exhausted), Cancelled
    std::vector<int> moves;             // when Solved
    int bound = 0;                      // the last bound searched
    unsigned threads = 1;               // deepenOnThreads: threads of the split iterations
};

// Deepens from heuristic h0 (kNoBound or more: Unsolvable at once) while the bound is at
// most maxBound; past it, Failed. Unsolvable when an iteration cut nothing off (the tree
// is exhausted). iterate() searches search.bound once (search.iterate(), or a split
// iteration of deepenOnThreads).
template <typename Search, typename Observer, typename Iterate>
Deepened deepenWith(Search& search, int h0, SearchMonitor& monitor, int maxBound,
                    Observer* observer, const Iterate& iterate)
{
    static_assert(std::is_base_of_v<DepthFirst, Search>);
    constexpr bool watched = !std::is_same_v<Observer, NoObserver>;
    Deepened out;
    if (h0 >= kNoBound) {
        out.outcome = Outcome::Unsolvable;
        return out;
    }
    search.bound = h0;
    while (search.bound <= maxBound) {
        out.bound = search.bound;
        monitor.setBound(search.bound);
        if (monitor.check(search.bound)) {
            out.outcome = Outcome::Cancelled;
            return out;
        }
        if constexpr (watched)
            if (observer)
                observer->boundStarted(search.bound);
        search.nextBound = kNoBound;
        // One spare slot: a leaf at depth == bound still tries (and cuts off) its children.
        if (search.path.size() < static_cast<std::size_t>(search.bound) + 1)
            search.path.resize(static_cast<std::size_t>(search.bound) + 1, -1);
        const Step step = iterate();
        // A stopped iteration did not end: it is not told as one.
        if constexpr (watched)
            if (observer && step != Step::Stop)
                observer->iterationEnded(search.bound, monitor.nodes(), search.nextBound);
        if (step == Step::Found) {
            out.outcome = Outcome::Solved;
            out.moves.assign(search.path.begin(), search.path.begin() + search.foundDepth);
            if constexpr (watched)
                if (observer)
                    observer->solved(out.moves);
            return out;
        }
        if (step == Step::Stop) {
            out.outcome = Outcome::Cancelled;
            return out;
        }
        if (search.nextBound >= kNoBound) {
            out.outcome = Outcome::Unsolvable;
            return out;
        }
        search.bound = search.nextBound;
    }
    return out;
}

template <typename Search, typename Observer = NoObserver>
Deepened deepen(Search& search, int h0, SearchMonitor& monitor, int maxBound = kNoBound,
                Observer* observer = nullptr)
{
    return deepenWith(search, h0, monitor, maxBound, observer,
                      [&search] { return search.iterate(); });
}

// An iteration of at least this many nodes makes the next ones split (smaller trees are
// not worth the threads; EngineOptions::splitAfterNodes has the same default).
inline constexpr std::uint64_t kSplitAfterNodes = std::uint64_t{1} << 10;
// A split iteration has at least this many items a thread (the split depth grows until
// it has, or reaches the bound), so that the threads end close together.
inline constexpr int kItemsPerThread = 64;

// deepen() on `threads` threads (see the top of this file): `root` (polling `monitor`)
// searches the iterations that are not split, and make(monitor) gives, once they are, a
// search at the same root polling `monitor` for each thread. Unwatched: a watched search
// is told its nodes in order, by deepen().
template <typename Search, typename Make>
Deepened deepenOnThreads(Search& root, const Make& make, int h0, SearchMonitor& monitor,
                         unsigned threads, std::uint64_t splitAfter = kSplitAfterNodes)
{
    if (threads <= 1)
        return deepen(root, h0, monitor);
    Search* const main = &root;

    // Progress while split: thread 0 reports the nodes of every thread so far (pooled by
    // their monitors every few thousand nodes), the figure settling to the serial count
    // once the iteration ends.
    std::atomic<std::uint64_t> pooled{0};
    std::uint64_t pooledAtStart = 0;
    const ProgressFn& report = monitor.progressFn();
    const ProgressFn forward = [&](Progress p) {
        // (Thread 0 is this thread: `monitor` is its to touch.)
        monitor.raiseShownNodes(monitor.nodes() +
                                (pooled.load(std::memory_order_relaxed) - pooledAtStart));
        p.nodes = monitor.shownNodes();
        if (report)
            report(p);
    };
    static const ProgressFn kSilent;
    std::vector<std::unique_ptr<SearchMonitor>> monitors;
    std::vector<std::unique_ptr<Search>> workers;

    std::uint64_t lastNodes = 0;  // the last iteration's
    bool wasSplit = false;
    int depth = 1;  // the split depth, kept from one iteration to the next
    const auto splitIteration = [&]() -> Step {
        const int b = main->bound;
        if (workers.empty())
            for (unsigned k = 0; k < threads; ++k) {
                monitors.push_back(std::make_unique<SearchMonitor>(
                    k == 0 ? forward : kSilent, monitor.cancelToken(), Phase::SearchingBound));
                monitors.back()->poolInto(&pooled);
                workers.push_back(make(*monitors.back()));
            }
        const auto prepare = [&](Search& w, SplitThread* part) {
            w.bound = b;
            w.nextBound = kNoBound;
            if (w.path.size() < static_cast<std::size_t>(b) + 1)
                w.path.resize(static_cast<std::size_t>(b) + 1, -1);
            w.splitDepth = depth;
            w.split = part;
        };
        for (const auto& m : monitors)
            m->setBound(b);
        // Number the items: thread 0's walk above the split depth. The depth grows until
        // there are enough items.
        SplitShared shared;
        Search& first = *workers.front();
        for (;;) {
            shared.topBefore.clear();
            SplitThread numbering;
            numbering.shared = &shared;
            numbering.monitor = monitors.front().get();
            numbering.numbering = true;
            numbering.startNodes = monitors.front()->nodes();
            prepare(first, &numbering);
            const Step step = first.iterate();
            first.splitDepth = -1;
            if (step == Step::Stop)
                return Step::Stop;
            if (step == Step::Found)  // a goal above the items: searched alone
                return main->iterate();
            shared.topBefore.push_back(monitors.front()->nodes() - numbering.startNodes);
            const auto items = shared.topBefore.size() - 1;
            if (items == 0) {  // the whole tree is above the split depth
                main->nextBound = first.nextBound;
                monitor.addNodes(shared.topBefore.back());
                return Step::Continue;
            }
            if (items >= std::size_t{kItemsPerThread} * threads || depth >= b)
                break;
            ++depth;
        }
        const std::size_t items = shared.topBefore.size() - 1;
        shared.taken = std::make_unique<std::atomic<bool>[]>(items);
        std::vector<SplitThread> parts(threads);
        std::vector<Step> steps(threads, Step::Continue);
        std::vector<int> foundItem(threads, -1);
        pooledAtStart = pooled.load();
        std::vector<std::uint64_t> startNodes;
        for (const auto& m : monitors)
            startNodes.push_back(m->nodes());
        std::atomic<bool> failed{false};
        runOnThreads(threads, failed, [&](unsigned k) {
            Search& w = *workers[k];
            SplitThread& t = parts[k];
            t.shared = &shared;
            t.monitor = monitors[k].get();
            prepare(w, &t);
            try {
                steps[k] = w.iterate();
            } catch (...) {
                // Memory ran out here: the others leave their items (a goal "found"
                // before every item) and take no more, then runOnThreads throws.
                w.splitDepth = -1;
                shared.found.store(-1);
                throw;
            }
            w.splitDepth = -1;
            if (steps[k] == Step::Found) {
                foundItem[k] = t.open;
                t.searched.emplace_back(t.open, t.monitor->nodes() - t.openStart);
                int least = shared.found.load();
                while (t.open < least && !shared.found.compare_exchange_weak(least, t.open)) {
                }
            } else if (steps[k] == Step::Continue) {
                t.close(static_cast<int>(items));
            }
        });
        if (std::find(steps.begin(), steps.end(), Step::Stop) != steps.end()) {
            // Cancelled: the nodes every thread searched are counted (no answer to
            // count them up to).
            for (unsigned k = 0; k < threads; ++k)
                monitor.addNodes(monitors[k]->nodes() - startNodes[k]);
            return Step::Stop;
        }
        const int answer = shared.found.load();
        std::uint64_t nodes = shared.topBefore[answer == std::numeric_limits<int>::max()
                                                   ? items
                                                   : static_cast<std::size_t>(answer)];
        for (const SplitThread& t : parts)
            for (const auto& [item, n] : t.searched)
                if (item <= answer)
                    nodes += n;
        monitor.addNodes(nodes);
        wasSplit = true;
        for (unsigned k = 0; k < threads; ++k)
            if (steps[k] == Step::Found && foundItem[k] == answer) {
                main->foundDepth = workers[k]->foundDepth;
                std::copy(workers[k]->path.begin(), workers[k]->path.begin() + main->foundDepth,
                          main->path.begin());
                return Step::Found;
            }
        for (const auto& w : workers)
            main->nextBound = std::min(main->nextBound, w->nextBound);
        return Step::Continue;
    };
    Deepened out = deepenWith(*main, h0, monitor, kNoBound, static_cast<NoObserver*>(nullptr), [&] {
        const std::uint64_t before = monitor.nodes();
        const Step step =
            lastNodes >= splitAfter && main->bound >= 2 ? splitIteration() : main->iterate();
        lastNodes = monitor.nodes() - before;
        return step;
    });
    out.threads = wasSplit ? threads : 1;
    return out;
}

}  // namespace pl::search
