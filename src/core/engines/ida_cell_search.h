// The node expansion of the `ida` engine over whole positions, cell by cell, with the
// projection databases (the driver is search/deepening.h). A move is the model's loop
// over the bytes (pieces moved, dials turned), or the blank sliding.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/engines/ida_puzzle.h"
#include "core/model/orbit_model.h"
#include "core/search/search_observer.h"

namespace pl::ida {

using search::Step;

// Watched (SPEC 9): every node and every child left out is told to `watcher`.
template <bool Watched = false>
struct GenericSearch : search::DepthFirst {
    const IdaPuzzle& e;
    const IdaGoal& g;
    SearchMonitor& monitor;
    const def::Goal& goal;
    std::vector<std::vector<std::uint8_t>> stack;  // the position at each depth
    std::vector<int> blankAt;                      // sliding
    // Permutation puzzles: the shortlex pruning of move windows (else none).
    const search::MovePruner* pruner = nullptr;
    search::SearchObserver* watcher = nullptr;

    GenericSearch(const IdaPuzzle& engine, const IdaGoal& data, SearchMonitor& m,
                  const def::Goal& gl)
        : e(engine), g(data), monitor(m), goal(gl)
    {
        if (e.permutes && e.n <= kMaxCells)
            pruner = &e.pruner();
    }

    int rootH = 0;  // the heuristic of the root

    // One iteration of search/deepening.h from the root.
    Step iterate() { return dfs(0, rootH, -1, 0); }

    void apply(const std::uint8_t* from, std::uint8_t* to, int& blank, int m) const
    {
        if (e.slides) {
            std::copy(from, from + e.n, to);
            const int q = e.slideTo[static_cast<std::size_t>(blank)][static_cast<std::size_t>(m)];
            std::swap(to[blank], to[q]);
            blank = q;
            return;
        }
        // The model's move as one loop over the bytes (pieces moved, dials turned).
        const model::ByteMove& mv = e.rules->model().byteMove(m);
        // The two common models take their own loop, as before the orbit model: the
        // general one's gather and per-byte wrap cost dial puzzles 13-20% of the search.
        if (e.turns) {
            // Pieces that stay put: every byte turned by its amount, one modulus.
            for (int i = 0; i < e.n; ++i) {
                const int v = from[i] + mv.add[static_cast<std::size_t>(i)];
                to[i] = static_cast<std::uint8_t>(v >= e.modulus ? v - e.modulus : v);
            }
            return;
        }
        if (e.permutes) {
            // Pieces without orientation: only moved.
            for (int i = 0; i < e.n; ++i)
                to[i] = from[mv.from[static_cast<std::size_t>(i)]];
            return;
        }
        const std::vector<int>& wrap = e.rules->model().byteModulus();
        for (int i = 0; i < e.n; ++i) {
            const auto ii = static_cast<std::size_t>(i);
            const int v = from[mv.from[ii]] + mv.add[ii];
            to[i] = static_cast<std::uint8_t>(wrap[ii] != 0 && v >= wrap[ii] ? v - wrap[ii] : v);
        }
    }

    bool isGoal(const std::uint8_t* cells) const
    {
        Position p;
        p.cells.assign(cells, cells + e.n);
        return e.rules->reached(p, goal).has_value();
    }

    Step dfs(int depth, int h, int prev, int run, int state = 0)
    {
        if (skipped(depth))
            return Step::Continue;
        if (monitor.poll(bound))
            return Step::Stop;
        const std::uint8_t* cur = stack[static_cast<std::size_t>(depth)].data();
        if (h == 0 && isGoal(cur)) {
            if constexpr (Watched)
                search::tellNode(*watcher, path, depth, h, search::NodeFate::Goal);
            foundDepth = depth;
            return Step::Found;
        }
        if constexpr (Watched)
            search::tellNode(*watcher, path, depth, h, search::NodeFate::Expanded);
        if (static_cast<std::size_t>(depth + 1) >= stack.size()) {
            stack.emplace_back(static_cast<std::size_t>(e.n));
            blankAt.push_back(0);
            path.push_back(-1);
            cur = stack[static_cast<std::size_t>(depth)].data();
        }
        for (int m = 0; m < e.moveCount; ++m) {
            int blank = blankAt[static_cast<std::size_t>(depth)];
            if (e.slides &&
                e.slideTo[static_cast<std::size_t>(blank)][static_cast<std::size_t>(m)] < 0)
                continue;
            if (!e.allowed(prev, run, m) || (pruner && !pruner->allowed(state, m))) {
                if constexpr (Watched)
                    search::tellSkip(*watcher, path, depth, m, -1, search::SkipReason::MoveRule);
                continue;
            }
            std::uint8_t* next = stack[static_cast<std::size_t>(depth + 1)].data();
            apply(cur, next, blank, m);
            const int nh = IdaPuzzle::evalPosition(g, next);
            if (nh >= kInfinity) {
                if constexpr (Watched)
                    search::tellSkip(*watcher, path, depth, m, -1, search::SkipReason::Unreachable);
                continue;
            }
            if (depth + 1 + nh > bound) {
                if constexpr (Watched)
                    search::tellSkip(*watcher, path, depth, m, depth + 1 + nh,
                                     search::SkipReason::Bound);
                nextBound = std::min(nextBound, depth + 1 + nh);
                continue;
            }
            blankAt[static_cast<std::size_t>(depth + 1)] = blank;
            path[static_cast<std::size_t>(depth)] = m;
            const Step step = dfs(depth + 1, nh, m, m == prev ? run + 1 : 1,
                                  pruner ? pruner->after(state, m) : 0);
            if (step != Step::Continue)
                return step;
        }
        return Step::Continue;
    }
};

}  // namespace pl::ida
