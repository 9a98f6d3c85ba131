// The node expansion of the `ida` engine for sliding puzzles with additive tile groups
// (the driver is search/deepening.h).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "core/engines/ida_puzzle.h"
#include "core/search/search_observer.h"

namespace pl::ida {

using search::Step;

// IDA* over a sliding position with the additive databases: the bound is the
// largest of the lookups (IdaGoal::Lookup), each kept up to date move by move (a
// move changes one tile, so one group per lookup).
// Watched (SPEC 9): every node and every child left out is told to `watcher`.
// Compact: some group has a compact index (EngineOptions::largestTables); without, the
// search is the one of the usual groups, with no test for them in its loop.
template <bool Watched = false, bool Compact = false>
struct SlidingSearch : search::DepthFirst {
    static constexpr int kMaxLookups = kMaxSlidingLookups;
    const IdaPuzzle& e;
    const IdaGoal& g;
    SearchMonitor& monitor;
    search::SearchObserver* watcher = nullptr;
    std::array<std::uint8_t, 64> cells{};
    int blank = 0;
    int blankLabel = 0;
    int lookups = 0;
    // A slot is a group as one frame reads it (on the position itself or on its
    // mirror image), shared by every lookup that has that group in that frame.
    // Per lookup and label: the slot that holds the label's tile, or -1. Per label:
    // the slots that hold its tile, each with the tile's shift in the group's index
    // (a move updates these only). Per slot: the cells as its group reads them.
    std::array<std::array<std::int16_t, 256>, kMaxLookups> slotOf{};
    struct TileSlot {
        std::int16_t slot;
        std::uint8_t shift;
        std::uint8_t pos;  // the tile's place in its group
    };
    std::array<std::vector<TileSlot>, 256> tileSlots;
    std::array<std::uint8_t, 64> identity{};
    std::array<std::uint8_t, 64> mirror{};
    std::array<const std::array<std::uint8_t, 64>*, 256> cellMap{};
    std::array<std::uint64_t, 256> idx{};
    std::array<const std::uint8_t*, 256> tab{};
    // Groups over a compact index (the 15-puzzle's 7 and 8 tiles): the index is
    // ranked again from the group's cells when a tile moves.
    std::array<const search::SlidingGroupPdb*, 256> compactPdb{};
    std::array<std::array<std::uint8_t, 16>, 256> slotCells{};
    std::array<int, 256> delta{};                  // a child's change of each slot it moves
    std::vector<std::array<int, kMaxLookups>> hs;  // the lookups' sums per depth
    std::vector<int> goalValues;
    // The blank's destination per cell and move (-1: illegal), and the undoing
    // move, copied into flat arrays for the inner loop.
    std::array<std::array<std::int8_t, 4>, 64> to{};
    std::array<int, 5> undo{};  // undo[prev + 1]
    const search::SlidingPruner* prune = nullptr;

    SlidingSearch(const IdaPuzzle& engine, const IdaGoal& data, SearchMonitor& m, const Position& p)
        : e(engine),
          g(data),
          monitor(m),
          goalValues(data.goal.values),
          prune(engine.slidingPruner())
    {
        blankLabel = e.rules->def().blank;
        undo[0] = -1;
        for (int mv = 0; mv < e.moveCount && mv < 4; ++mv)
            undo[static_cast<std::size_t>(mv + 1)] = e.canon.inverse(mv);
        for (int c = 0; c < e.n; ++c)
            for (int mv = 0; mv < 4; ++mv)
                to[static_cast<std::size_t>(c)][static_cast<std::size_t>(mv)] =
                    static_cast<std::int8_t>(
                        mv < e.moveCount
                            ? e.slideTo[static_cast<std::size_t>(c)][static_cast<std::size_t>(mv)]
                            : -1);
        for (int c = 0; c < e.n; ++c) {
            cells[static_cast<std::size_t>(c)] = p.cells[static_cast<std::size_t>(c)];
            if (p.cells[static_cast<std::size_t>(c)] == blankLabel)
                blank = c;
        }
        lookups = static_cast<int>(std::min<std::size_t>(g.lookups.size(), kMaxLookups));
        hs.assign(1, {});
        for (int c = 0; c < e.n; ++c) {
            identity[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(c);
            mirror[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(
                g.mirrorCell.empty() ? c : g.mirrorCell[static_cast<std::size_t>(c)]);
        }
        std::map<std::pair<int, bool>, int> slotIndex;
        for (int k = 0; k < lookups; ++k) {
            const auto& parts = g.lookups[static_cast<std::size_t>(k)].parts;
            int fresh = 0;
            for (const auto& part : parts)
                fresh += slotIndex.count(part) == 0 ? 1 : 0;
            // Only as many lookups as the per-slot arrays hold (the first always
            // fits: at most one group a tile).
            if (k > 0 &&
                static_cast<int>(slotIndex.size()) + fresh > static_cast<int>(idx.size())) {
                lookups = k;
                break;
            }
            slotOf[static_cast<std::size_t>(k)].fill(-1);
            for (const auto& [gi, mirrored] : parts) {
                const auto [it, added] =
                    slotIndex.emplace(std::pair{gi, mirrored}, static_cast<int>(slotIndex.size()));
                const int s = it->second;
                const search::SlidingGroupPdb& pdb = g.groups[static_cast<std::size_t>(gi)];
                const auto& inGroup = g.groupLabels[static_cast<std::size_t>(gi)];
                for (std::size_t j = 0; j < inGroup.size(); ++j) {
                    // A mirrored group's tile j stands for the tile whose mirror
                    // image it is (the mirror is its own inverse).
                    const int label =
                        mirrored ? g.mirrorLabel[static_cast<std::size_t>(inGroup[j])] : inGroup[j];
                    slotOf[static_cast<std::size_t>(k)][static_cast<std::size_t>(label)] =
                        static_cast<std::int16_t>(s);
                    if (added)
                        tileSlots[static_cast<std::size_t>(label)].push_back(
                            TileSlot{static_cast<std::int16_t>(s),
                                     static_cast<std::uint8_t>(pdb.bits() * static_cast<int>(j)),
                                     static_cast<std::uint8_t>(j)});
                }
                if (!added)
                    continue;
                tab[static_cast<std::size_t>(s)] = pdb.data();
                compactPdb[static_cast<std::size_t>(s)] = pdb.compact() ? &pdb : nullptr;
                cellMap[static_cast<std::size_t>(s)] = mirrored ? &mirror : &identity;
            }
        }
        for (int c = 0; c < e.n; ++c)
            for (const TileSlot& ts : tileSlots[cells[static_cast<std::size_t>(c)]]) {
                const std::uint8_t at =
                    (*cellMap[static_cast<std::size_t>(ts.slot)])[static_cast<std::size_t>(c)];
                idx[static_cast<std::size_t>(ts.slot)] += static_cast<std::uint64_t>(at)
                                                          << ts.shift;
                if (ts.pos < 16)
                    slotCells[static_cast<std::size_t>(ts.slot)][ts.pos] = at;
            }
        for (std::size_t s = 0; s < compactPdb.size(); ++s)
            if (compactPdb[s])
                idx[s] = compactPdb[s]->compactIndex(slotCells[s].data());
        for (int k = 0; k < lookups; ++k) {
            int h = 0;
            std::set<int> counted;
            for (int label = 0; label < 256 && h < kInfinity; ++label) {
                const int s = slotOf[static_cast<std::size_t>(k)][static_cast<std::size_t>(label)];
                if (s < 0 || !counted.insert(s).second)
                    continue;
                const std::uint8_t v =
                    tab[static_cast<std::size_t>(s)][idx[static_cast<std::size_t>(s)]];
                h = v == kUnreachable ? kInfinity : h + v;
            }
            hs[0][static_cast<std::size_t>(k)] = h;
        }
    }

    // One iteration of search/deepening.h from the root.
    Step iterate() { return dfs(0, -1, search::SlidingPruner::start()); }

    int heuristic() const { return heuristicAt(0); }

    int heuristicAt(int depth) const
    {
        int h = 0;
        for (int k = 0; k < lookups; ++k)
            h = std::max(h, hs[static_cast<std::size_t>(depth)][static_cast<std::size_t>(k)]);
        return h;
    }

    bool isGoal() const
    {
        for (int c = 0; c < e.n; ++c) {
            const int v = goalValues[static_cast<std::size_t>(c)];
            if (v >= 0 && v != cells[static_cast<std::size_t>(c)])
                return false;
        }
        return true;
    }

    Step dfs(int depth, int prev, int state)
    {
        if (skipped(depth))
            return Step::Continue;
        if (monitor.poll(bound))
            return Step::Stop;
        if (hs.size() < static_cast<std::size_t>(depth) + 2)
            hs.resize(static_cast<std::size_t>(depth) + 2);
        const std::array<int, kMaxLookups> h = hs[static_cast<std::size_t>(depth)];
        // Lookup 0 reads the position itself with every placed tile in a group: 0
        // only when every group's tiles are home.
        if (h[0] == 0 && isGoal()) {
            if constexpr (Watched)
                search::tellNode(*watcher, path, depth, heuristicAt(depth), search::NodeFate::Goal);
            foundDepth = depth;
            return Step::Found;
        }
        if constexpr (Watched)
            search::tellNode(*watcher, path, depth, heuristicAt(depth), search::NodeFate::Expanded);
        const auto& dest = to[static_cast<std::size_t>(blank)];
        const int skip = undo[static_cast<std::size_t>(prev + 1)];
        for (int m = 0; m < 4; ++m) {
            const int q = dest[static_cast<std::size_t>(m)];
            if (q < 0)
                continue;
            const int after = m == skip ? -1 : prune ? prune->next(state, m) : 0;
            if (after < 0) {
                if constexpr (Watched)
                    search::tellSkip(*watcher, path, depth, m, -1, search::SkipReason::MoveRule);
                continue;
            }
            const int t = cells[static_cast<std::size_t>(q)];
            const std::vector<TileSlot>& moved = tileSlots[static_cast<std::size_t>(t)];
            std::array<std::uint64_t, 2 * kMaxLookups> oldIdx{};
            std::array<std::uint64_t, 2 * kMaxLookups> newIdx{};
            bool dead = false;
            for (std::size_t j = 0; j < moved.size(); ++j) {
                const auto s = static_cast<std::size_t>(moved[j].slot);
                const auto& cm = *cellMap[s];
                const int sh = moved[j].shift;
                const std::uint64_t old = idx[s];
                // The tile goes from q to the blank's cell.
                std::uint64_t now = 0;
                const search::SlidingGroupPdb* compact = nullptr;
                if constexpr (Compact)
                    compact = compactPdb[s];
                if (compact) {
                    std::uint8_t& cell = slotCells[s][moved[j].pos];
                    cell = cm[static_cast<std::size_t>(blank)];
                    now = compact->compactIndex(slotCells[s].data());
                    cell = cm[static_cast<std::size_t>(q)];
                } else {
                    now = old -
                          (static_cast<std::uint64_t>(cm[static_cast<std::size_t>(q)]) << sh) +
                          (static_cast<std::uint64_t>(cm[static_cast<std::size_t>(blank)]) << sh);
                }
                const std::uint8_t* table = tab[s];
                const std::uint8_t v = table[now];
                if (v == kUnreachable) {
                    dead = true;
                    break;
                }
                delta[s] = v - table[old];
                oldIdx[j] = old;
                newIdx[j] = now;
            }
            if (dead) {
                if constexpr (Watched)
                    search::tellSkip(*watcher, path, depth, m, -1, search::SkipReason::Unreachable);
                continue;
            }
            std::array<int, kMaxLookups> nh = h;
            int most = 0;
            for (int k = 0; k < lookups; ++k) {
                if (const int s = slotOf[static_cast<std::size_t>(k)][static_cast<std::size_t>(t)];
                    s >= 0)
                    nh[static_cast<std::size_t>(k)] += delta[static_cast<std::size_t>(s)];
                most = std::max(most, nh[static_cast<std::size_t>(k)]);
            }
            const int f = depth + 1 + most;
            if (f > bound) {
                if constexpr (Watched)
                    search::tellSkip(*watcher, path, depth, m, f, search::SkipReason::Bound);
                nextBound = std::min(nextBound, f);
                continue;
            }
            for (std::size_t j = 0; j < moved.size(); ++j) {
                const auto s = static_cast<std::size_t>(moved[j].slot);
                idx[s] = newIdx[j];
                if (Compact && compactPdb[s])
                    slotCells[s][moved[j].pos] = (*cellMap[s])[static_cast<std::size_t>(blank)];
            }
            hs[static_cast<std::size_t>(depth) + 1] = nh;
            const int from = blank;
            cells[static_cast<std::size_t>(from)] = static_cast<std::uint8_t>(t);
            cells[static_cast<std::size_t>(q)] = static_cast<std::uint8_t>(blankLabel);
            blank = q;
            path[static_cast<std::size_t>(depth)] = m;
            const Step step = dfs(depth + 1, m, after);
            blank = from;
            cells[static_cast<std::size_t>(q)] = static_cast<std::uint8_t>(t);
            cells[static_cast<std::size_t>(from)] = static_cast<std::uint8_t>(blankLabel);
            for (std::size_t j = 0; j < moved.size(); ++j) {
                const auto s = static_cast<std::size_t>(moved[j].slot);
                idx[s] = oldIdx[j];
                if (Compact && compactPdb[s])
                    slotCells[s][moved[j].pos] = (*cellMap[s])[static_cast<std::size_t>(q)];
            }
            if (step != Step::Continue)
                return step;
        }
        return Step::Continue;
    }
};

}  // namespace pl::ida
