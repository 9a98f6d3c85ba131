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
#pragma once

#include <limits>
#include <type_traits>
#include <vector>

#include "core/progress.h"

namespace pl::search {

// What a depth-first step tells its caller.
enum class Step { Continue, Found, Stop };

// No bound: f values at or above it stand for "unreachable" (a heuristic's infinity).
inline constexpr int kNoBound = std::numeric_limits<int>::max() / 4;

struct DepthFirst {
    int bound = 0;
    int nextBound = kNoBound;
    int foundDepth = 0;
    std::vector<int> path;  // path[d]: the move made at depth d

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
};

// Deepens from heuristic h0 (kNoBound or more: Unsolvable at once) while the bound is at
// most maxBound; past it, Failed. Unsolvable when an iteration cut nothing off (the tree
// is exhausted).
template <typename Search, typename Observer = NoObserver>
Deepened deepen(Search& search, int h0, SearchMonitor& monitor, int maxBound = kNoBound,
                Observer* observer = nullptr)
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
        const Step step = search.iterate();
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

}  // namespace pl::search
