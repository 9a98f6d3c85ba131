// The node expansion of the `ida` engine for permutation puzzles on tracked-tile
// databases (the driver is search/deepening.h).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "core/engines/ida_puzzle.h"
#include "core/search/search_observer.h"

namespace pl::ida {

using search::Step;

// Permutation puzzles on tracked-tile databases (usesTiles).
// Watched (SPEC 9): every node and every child left out is told to `watcher`.
template <bool Watched = false>
struct TileSearch : search::DepthFirst {
    static constexpr int kWidth = 64;
    const IdaPuzzle& e;
    const IdaGoal& g;
    SearchMonitor& monitor;
    search::SearchObserver* watcher = nullptr;
    const search::MovePruner& pruner;
    int n = 0;
    int alternatives = 0;
    int lookups = 0;
    std::vector<const search::TilePdb*> pdbOf;  // per lookup
    std::vector<int> tilesOf;                   // per lookup
    std::vector<std::uint8_t> maps;             // [lookup * kWidth + cell]
    std::vector<std::uint8_t> labels;           // [(alternative * lookups + lookup) * kWidth + i]
    std::vector<std::uint8_t> goals;            // [alternative * kWidth + cell]
    std::vector<std::uint8_t> dualOf;           // per lookup: 1 when dual
    std::vector<std::uint8_t> fromCells;        // [lookup * kWidth + i]
    std::vector<std::uint8_t> goalCell;         // [alternative * 256 + label]
    std::vector<std::uint8_t> sources;          // [move * kWidth + i]
    std::vector<std::uint8_t> stack;            // the position at each depth

    TileSearch(const IdaPuzzle& engine, const IdaGoal& data, SearchMonitor& m,
               const search::MovePruner& p, const Position& start)
        : e(engine), g(data), monitor(m), pruner(p), n(engine.n)
    {
        alternatives = static_cast<int>(g.alternatives.size());
        lookups = static_cast<int>(g.tileLookups.size());
        maps.assign(static_cast<std::size_t>(lookups * kWidth), 0);
        labels.assign(static_cast<std::size_t>(alternatives * lookups * kWidth), 0);
        goals.assign(static_cast<std::size_t>(alternatives * kWidth), 0);
        fromCells.assign(static_cast<std::size_t>(lookups * kWidth), 0);
        goalCell.assign(static_cast<std::size_t>(alternatives) * 256, 0);
        for (int l = 0; l < lookups; ++l) {
            const auto& lk = g.tileLookups[static_cast<std::size_t>(l)];
            pdbOf.push_back(&g.tilePdbs[static_cast<std::size_t>(lk.pdb)]);
            dualOf.push_back(lk.dual ? 1 : 0);
            for (std::size_t i = 0; i < lk.from.size(); ++i)
                fromCells[static_cast<std::size_t>(l * kWidth) + i] =
                    static_cast<std::uint8_t>(lk.from[i]);
            tilesOf.push_back(static_cast<int>(lk.from.size()));
            for (int c = 0; c < n; ++c)
                maps[static_cast<std::size_t>(l * kWidth + c)] =
                    static_cast<std::uint8_t>(lk.map[static_cast<std::size_t>(c)]);
            for (int a = 0; a < alternatives; ++a)
                for (std::size_t i = 0; i < lk.from.size(); ++i)
                    labels[static_cast<std::size_t>((a * lookups + l) * kWidth) + i] =
                        static_cast<std::uint8_t>(g.alternatives[static_cast<std::size_t>(
                            a)][static_cast<std::size_t>(lk.from[i])]);
        }
        for (int a = 0; a < alternatives; ++a)
            for (int c = 0; c < n; ++c) {
                const int label =
                    g.alternatives[static_cast<std::size_t>(a)][static_cast<std::size_t>(c)];
                goals[static_cast<std::size_t>(a * kWidth + c)] = static_cast<std::uint8_t>(label);
                goalCell[static_cast<std::size_t>(a) * 256 + static_cast<std::size_t>(label)] =
                    static_cast<std::uint8_t>(c);
            }
        sources.assign(static_cast<std::size_t>(e.moveCount * kWidth), 0);
        for (int m = 0; m < e.moveCount; ++m)
            for (int i = 0; i < n; ++i)
                sources[static_cast<std::size_t>(m * kWidth + i)] = static_cast<std::uint8_t>(
                    e.rules->move(m).sources[static_cast<std::size_t>(i)]);
        stack.assign(start.cells.begin(), start.cells.end());
        stack.resize(kWidth, 0);
    }

    int rootH = 0;  // the heuristic of the root

    // One iteration of search/deepening.h from the root.
    Step iterate()
    {
        first = 0;
        return dfs(0, rootH, -1, 0);
    }

    // A lower bound on the moves left; once it is known to exceed `limit`, a bound
    // above `limit` (not necessarily the largest) is returned.
    std::array<std::uint8_t, 256> loc{};  // the cell of each label (heuristic())

    int first = 0;  // the lookup that last cut a child off: it is read first

    int heuristic(const std::uint8_t* cells, int limit)
    {
        for (int c = 0; c < n; ++c)
            loc[cells[c]] = static_cast<std::uint8_t>(c);
        int best = kInfinity;
        std::uint8_t at[kWidth];
        for (int a = 0; a < alternatives; ++a) {
            int v = 0;
            for (int j = 0; j < lookups; ++j) {
                const int l = first + j < lookups ? first + j : first + j - lookups;
                const std::uint8_t* lab =
                    labels.data() + static_cast<std::size_t>(a * lookups + l) * kWidth;
                const std::uint8_t* map = maps.data() + static_cast<std::size_t>(l) * kWidth;
                const int k = tilesOf[static_cast<std::size_t>(l)];
                if (dualOf[static_cast<std::size_t>(l)] != 0) {
                    const std::uint8_t* from =
                        fromCells.data() + static_cast<std::size_t>(l) * kWidth;
                    const std::uint8_t* home = goalCell.data() + static_cast<std::size_t>(a) * 256;
                    for (int i = 0; i < k; ++i)
                        at[i] = map[home[cells[from[i]]]];
                } else {
                    for (int i = 0; i < k; ++i)
                        at[i] = map[loc[lab[i]]];
                }
                const std::uint8_t h = pdbOf[static_cast<std::size_t>(l)]->value(at);
                if (h == kUnreachable) {
                    v = kInfinity;
                    break;
                }
                v = std::max<int>(v, h);
                if (v > limit) {
                    first = l;
                    break;
                }
                if (v >= best)
                    break;
            }
            best = std::min(best, v);
            if (best == 0)
                break;
        }
        return best;
    }

    bool isGoal(const std::uint8_t* cells) const
    {
        for (int a = 0; a < alternatives; ++a)
            if (std::equal(cells, cells + n, goals.data() + static_cast<std::size_t>(a) * kWidth))
                return true;
        return false;
    }

    Step dfs(int depth, int h, int prev, int run, int state = 0)
    {
        if (skipped(depth))
            return Step::Continue;
        if (monitor.poll(bound))
            return Step::Stop;
        if (h == 0 && isGoal(stack.data() + static_cast<std::size_t>(depth) * kWidth)) {
            if constexpr (Watched)
                search::tellNode(*watcher, path, depth, h, search::NodeFate::Goal);
            foundDepth = depth;
            return Step::Found;
        }
        if constexpr (Watched)
            search::tellNode(*watcher, path, depth, h, search::NodeFate::Expanded);
        if (stack.size() < static_cast<std::size_t>(depth + 2) * kWidth)
            stack.resize(static_cast<std::size_t>(depth + 2) * kWidth, 0);
        const int limit = bound - depth - 1;
        for (int m = 0; m < e.moveCount; ++m) {
            // (Taken afresh: a deeper call may have grown the stack.)
            const std::uint8_t* cur = stack.data() + static_cast<std::size_t>(depth) * kWidth;
            std::uint8_t* next = stack.data() + static_cast<std::size_t>(depth + 1) * kWidth;
            if (!pruner.allowed(state, m) || !e.allowed(prev, run, m)) {
                if constexpr (Watched)
                    search::tellSkip(*watcher, path, depth, m, -1, search::SkipReason::MoveRule);
                continue;
            }
            const std::uint8_t* src = sources.data() + static_cast<std::size_t>(m) * kWidth;
            for (int i = 0; i < n; ++i)
                next[i] = cur[src[i]];
            const int nh = heuristic(next, limit);
            if (nh >= kInfinity) {
                if constexpr (Watched)
                    search::tellSkip(*watcher, path, depth, m, -1, search::SkipReason::Unreachable);
                continue;
            }
            if (nh > limit) {
                if constexpr (Watched)
                    search::tellSkip(*watcher, path, depth, m, depth + 1 + nh,
                                     search::SkipReason::Bound);
                nextBound = std::min(nextBound, depth + 1 + nh);
                continue;
            }
            path[static_cast<std::size_t>(depth)] = m;
            // `first` as this node left it, whatever the subtree made of it: the lookup
            // order, and so the next bound (a cut child's value is read only until it
            // passes the bound), depends on the path alone, the same on every thread of
            // a split iteration (search/deepening.h).
            const int keepFirst = first;
            const Step step =
                dfs(depth + 1, nh, m, m == prev ? run + 1 : 1, pruner.after(state, m));
            first = keepFirst;
            if (step != Step::Continue)
                return step;
        }
        return Step::Continue;
    }
};

}  // namespace pl::ida
