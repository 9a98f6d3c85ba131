// The node expansion of the `ida` engine for pieces that turn or move in several orbits
// (the driver is search/deepening.h): a node is every piece's slot and orientation, a move
// changes each piece by two table reads, and the heuristic is the maximum of the
// tracked-piece databases (IdaGoal::pieceLookups).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <vector>

#include "core/engines/ida_puzzle.h"
#include "core/model/orbit_model.h"
#include "core/search/search_observer.h"

namespace pl::ida {

using search::Step;

// Watched (SPEC 9): every node and every child left out is told to `watcher`.
template <bool Watched = false>
struct PieceSearch : search::DepthFirst {
    static constexpr int kWidth = PieceLayout::kMaxPieces;
    const IdaPuzzle& e;
    const IdaGoal& g;
    SearchMonitor& monitor;
    search::SearchObserver* watcher = nullptr;
    int pieces = 0;
    std::vector<std::uint8_t> firstOf;   // per piece: its orbit's first piece
    std::vector<std::uint8_t> twistsOf;  // per piece: its orbit's orientations
    // [move * kWidth + first + slot]: the slot the piece there goes to, what it adds to
    // its orientation.
    std::vector<std::uint8_t> to;
    std::vector<std::uint8_t> gain;
    std::vector<std::uint8_t> home;  // the goal: slots, then orientations
    struct Lookup {
        const search::TilePdb* pdb = nullptr;
        std::vector<std::uint8_t> pieces;
        bool turned = false;
        // Through a symmetry (IdaGoal::PieceLookup::through; PieceSymmetry): tracked piece
        // i is read from piece from[i] at slot s, twist t: the slot mapSlot[s] and the
        // twist mapTwist[s * twists + (t + shift[i]) mod twists] + home[i] (mod twists).
        bool through = false;
        int twists = 1;
        std::vector<std::uint8_t> from;
        std::vector<std::uint8_t> shift;
        std::vector<std::uint8_t> homeTwist;
        std::vector<std::uint8_t> mapSlot;
        std::vector<std::uint8_t> mapTwist;
        // The slot-coset table (IdaGoal::coset) instead: what each piece's point
        // (pointAt[p] + slot * twists + twist) adds to the orientation part of the index,
        // and its bit in the set's mask (0 for a piece outside the set).
        const search::CosetPdb* coset = nullptr;
        std::vector<std::uint64_t> weight;
        std::vector<std::uint64_t> bit;
    };
    std::vector<std::uint32_t> pointAt;  // per piece: its first point
    std::vector<Lookup> lookups;
    std::vector<std::uint64_t> entries;  // lookup(): the entries of the reads after the first
    // The node at each depth: kWidth slots, then kWidth orientations.
    std::vector<std::uint8_t> stack;
    // The children of the node at each depth, one such node a move.
    std::vector<std::uint8_t> kids;
    // Each child's entries in the first `ahead` databases it reads, as prefetched
    // ([(depth * moves + m) * ahead + j], j in the order lookup() reads them).
    std::vector<std::uint64_t> kidEntry;
    int ahead = 1;
    // With a coset table and prefetch, a read's orientation part and set mask (entryOf's
    // sums) kept for the node at each depth ([depth * strong + l]) and worked out for each
    // child from the pieces its move carries ([(depth * moves + m) * strong + l]): a move
    // of a 3x3x3 carries 8 of its 20 pieces.
    struct Sums {
        std::uint64_t orient = 0;
        std::uint64_t mask = 0;
    };
    std::vector<Sums> nodeSums;
    std::vector<Sums> kidSums;
    // [m]: the slots (first + slot) move m carries somewhere else or turns.
    std::vector<std::vector<std::uint8_t>> movedSlots;
    // The node at the current depth's pieces by slot (first + slot).
    std::uint8_t who[kWidth] = {};
    // Whether the first read's entry is prefetched for each child: when a database is
    // larger than the caches (below, the second rank costs more than the miss saves).
    bool prefetch = false;
    static constexpr std::size_t kPrefetchBytes = std::size_t{64} << 20;
    int rootH = 0;
    int first = 0;   // the lookup of the first tier that last cut a child off: read first
    int strong = 0;  // the first tier: lookups [0, strong) (heuristic())
    // Every move's inverse is a move: the dual position is read too (Zahavi, Felner et
    // al.'s dual lookups).
    bool dual = false;

    PieceSearch(const IdaPuzzle& engine, const IdaGoal& data, SearchMonitor& m)
        : e(engine), g(data), monitor(m)
    {
        const PieceLayout& layout = *g.layout;
        const model::OrbitModel& model = e.rules->model();
        pieces = layout.pieces();
        for (int p = 0; p < pieces; ++p) {
            const PieceLayout::Orbit& o =
                layout.orbits[layout.orbitOf[static_cast<std::size_t>(p)]];
            firstOf.push_back(static_cast<std::uint8_t>(o.first));
            twistsOf.push_back(static_cast<std::uint8_t>(o.twists));
        }
        to.assign(static_cast<std::size_t>(e.moveCount * kWidth), 0);
        gain.assign(static_cast<std::size_t>(e.moveCount * kWidth), 0);
        for (int m = 0; m < e.moveCount; ++m)
            for (std::size_t o = 0; o < layout.orbits.size(); ++o) {
                const PieceLayout::Orbit& orbit = layout.orbits[o];
                const Carried c = carried(model.move(m).effects[o], orbit.size);
                for (int s = 0; s < orbit.size; ++s) {
                    const auto at = static_cast<std::size_t>(m * kWidth + orbit.first + s);
                    to[at] = static_cast<std::uint8_t>(c.to[static_cast<std::size_t>(s)]);
                    gain[at] = static_cast<std::uint8_t>(c.turn[static_cast<std::size_t>(s)]);
                }
            }
        movedSlots.resize(static_cast<std::size_t>(e.moveCount));
        for (int m = 0; m < e.moveCount; ++m)
            for (std::size_t o = 0; o < layout.orbits.size(); ++o) {
                const PieceLayout::Orbit& orbit = layout.orbits[o];
                for (int s = 0; s < orbit.size; ++s) {
                    const auto at = static_cast<std::size_t>(m * kWidth + orbit.first + s);
                    if (to[at] != s || gain[at] != 0)
                        movedSlots[static_cast<std::size_t>(m)].push_back(
                            static_cast<std::uint8_t>(orbit.first + s));
                }
            }
        home.assign(2 * kWidth, 0);
        for (int p = 0; p < pieces; ++p) {
            home[static_cast<std::size_t>(p)] =
                static_cast<std::uint8_t>(p - firstOf[static_cast<std::size_t>(p)]);
            home[static_cast<std::size_t>(kWidth + p)] =
                layout.homeTwist[static_cast<std::size_t>(p)];
        }
        for (const IdaGoal::PieceLookup& l : g.pieceLookups) {
            Lookup lk;
            lk.pdb = &g.tilePdbs[static_cast<std::size_t>(l.pdb)];
            lk.turned = lk.pdb->twists() > 1;
            for (int p : l.pieces)
                lk.pieces.push_back(static_cast<std::uint8_t>(p));
            if (l.through >= 0)
                throughSymmetry(lk, l);
            prefetch = prefetch || lk.pdb->bytes() >= kPrefetchBytes;
            lookups.push_back(std::move(lk));
        }
        if (g.coset) {
            std::uint32_t points = 0;
            for (int p = 0; p < pieces; ++p) {
                pointAt.push_back(points);
                const int o = layout.orbitOf[static_cast<std::size_t>(p)];
                points +=
                    static_cast<std::uint32_t>(layout.orbits[static_cast<std::size_t>(o)].size *
                                               twistsOf[static_cast<std::size_t>(p)]);
            }
            // Read first: the strongest bound (a 3x3x3's phase-1 distance averages 9.5).
            std::vector<Lookup> cosets;
            for (int through : g.cosetThrough)
                cosets.push_back(cosetLookup(through, points));
            lookups.insert(lookups.begin(), std::make_move_iterator(cosets.begin()),
                           std::make_move_iterator(cosets.end()));
            strong = static_cast<int>(cosets.size());
            prefetch = prefetch || g.coset->bytes() >= kPrefetchBytes;
        }
        if (!g.coset)
            strong = static_cast<int>(lookups.size());
        // With a coset table, all of its reads on the position fetched with the children
        // (on a random 3x3x3, the first read cut 34% of the children and the first tier
        // 87%), else the first read alone.
        ahead = g.coset ? std::max(strong, 1) : 1;
        stack.assign(2 * kWidth, 0);
        dual = true;
        for (int m = 0; m < e.moveCount; ++m)
            if (e.rules->inverseOf(m) < 0)
                dual = false;
    }

    void throughSymmetry(Lookup& lk, const IdaGoal::PieceLookup& l) const
    {
        const PieceLayout& layout = *g.layout;
        const int o = layout.orbitOf[static_cast<std::size_t>(l.pieces.front())];
        const PieceLayout::Orbit& orbit = layout.orbits[static_cast<std::size_t>(o)];
        const PieceSymmetry::Orbit& so = g.pieceSymmetries[static_cast<std::size_t>(l.through)]
                                             .orbits[static_cast<std::size_t>(o)];
        const int t = orbit.twists;
        const auto mod = [t](int x) { return static_cast<std::uint8_t>(((x % t) + t) % t); };
        lk.through = true;
        lk.twists = t;
        std::vector<int> inverse(static_cast<std::size_t>(orbit.size));
        for (int s = 0; s < orbit.size; ++s) {
            inverse[static_cast<std::size_t>(so.slot[static_cast<std::size_t>(s)])] = s;
            lk.mapSlot.push_back(static_cast<std::uint8_t>(so.slot[static_cast<std::size_t>(s)]));
            for (int r = 0; r < t; ++r)
                lk.mapTwist.push_back(mod(so.sign * r + so.add[static_cast<std::size_t>(s)]));
        }
        for (int p : l.pieces) {
            // sigma^-1 (h, 0) = (h', -sign * add[h']): piece h' read, its twist taken
            // relative to its home one.
            const int h = inverse[static_cast<std::size_t>(p - orbit.first)];
            const int q = orbit.first + h;
            lk.from.push_back(static_cast<std::uint8_t>(q));
            lk.shift.push_back(mod(-so.sign * so.add[static_cast<std::size_t>(h)] -
                                   layout.homeTwist[static_cast<std::size_t>(q)]));
            lk.homeTwist.push_back(layout.homeTwist[static_cast<std::size_t>(p)]);
        }
    }

    // A read of the slot-coset table on the position conjugated by symmetry `through`
    // (-1: the position itself). Piece p of the conjugate is read from piece q of the
    // position as throughSymmetry() reads it: in slot slot[s], turned
    // sign * (r + shift) + add[s] + home[p].
    Lookup cosetLookup(int through, std::uint32_t points) const
    {
        const PieceLayout& layout = *g.layout;
        const search::CosetSpec& spec = *g.cosetSpec;
        Lookup lk;
        lk.coset = &*g.coset;
        lk.weight.assign(points, 0);
        lk.bit.assign(points, 0);
        for (int p = 0; p < pieces; ++p) {
            const auto pu = static_cast<std::size_t>(p);
            const int o = layout.orbitOf[pu];
            const PieceLayout::Orbit& orbit = layout.orbits[static_cast<std::size_t>(o)];
            const int t = orbit.twists;
            const auto mod = [t](int x) { return ((x % t) + t) % t; };
            const int home = p - orbit.first;
            const bool inSet =
                o == spec.setOrbit &&
                std::find(spec.setSlots.begin(), spec.setSlots.end(), home) != spec.setSlots.end();
            std::vector<int> mapSlot(static_cast<std::size_t>(orbit.size));
            std::vector<int> add(static_cast<std::size_t>(orbit.size), 0);
            int sign = 1;
            int q = p;
            int shift = 0;
            for (int s = 0; s < orbit.size; ++s)
                mapSlot[static_cast<std::size_t>(s)] = s;
            if (through >= 0) {
                const PieceSymmetry::Orbit& so =
                    g.pieceSymmetries[static_cast<std::size_t>(through)]
                        .orbits[static_cast<std::size_t>(o)];
                for (int s = 0; s < orbit.size; ++s) {
                    mapSlot[static_cast<std::size_t>(s)] = so.slot[static_cast<std::size_t>(s)];
                    add[static_cast<std::size_t>(s)] = so.add[static_cast<std::size_t>(s)];
                    if (so.slot[static_cast<std::size_t>(s)] == home)
                        q = orbit.first + s;
                }
                sign = so.sign;
                shift = mod(-sign * add[static_cast<std::size_t>(q - orbit.first)] -
                            layout.homeTwist[static_cast<std::size_t>(q)]);
            }
            for (int s = 0; s < orbit.size; ++s)
                for (int r = 0; r < t; ++r) {
                    const int at = mapSlot[static_cast<std::size_t>(s)];
                    const int turn =
                        through < 0 ? r
                                    : mod(sign * ((r + shift) % t) +
                                          add[static_cast<std::size_t>(s)] + layout.homeTwist[pu]);
                    const std::size_t x =
                        pointAt[static_cast<std::size_t>(q)] + static_cast<std::size_t>(s * t + r);
                    lk.weight[x] = lk.coset->orientWeight(o, at, turn);
                    lk.bit[x] = inSet ? std::uint64_t{1} << at : 0;
                }
        }
        return lk;
    }

    // The node move m makes of `cur` (kWidth slots, then kWidth orientations).
    void applyMove(const std::uint8_t* cur, int m, std::uint8_t* next) const
    {
        const std::uint8_t* mt = to.data() + static_cast<std::size_t>(m) * kWidth;
        const std::uint8_t* mg = gain.data() + static_cast<std::size_t>(m) * kWidth;
        for (int p = 0; p < pieces; ++p) {
            const int s = firstOf[static_cast<std::size_t>(p)] + cur[p];
            next[p] = mt[s];
            const int r = cur[kWidth + p] + mg[s];
            const int t = twistsOf[static_cast<std::size_t>(p)];
            next[kWidth + p] = static_cast<std::uint8_t>(r >= t ? r - t : r);
        }
    }

    // applyMove() on the pieces move m carries alone (`who` holding cur's pieces by slot).
    void applyMoved(const std::uint8_t* cur, int m, std::uint8_t* next) const
    {
        const std::uint8_t* mt = to.data() + static_cast<std::size_t>(m) * kWidth;
        const std::uint8_t* mg = gain.data() + static_cast<std::size_t>(m) * kWidth;
        std::memcpy(next, cur, static_cast<std::size_t>(pieces));
        std::memcpy(next + kWidth, cur + kWidth, static_cast<std::size_t>(pieces));
        for (const std::uint8_t at : movedSlots[static_cast<std::size_t>(m)]) {
            const std::uint8_t p = who[at];
            next[p] = mt[at];
            const int r = cur[kWidth + p] + mg[at];
            const int t = twistsOf[p];
            next[kWidth + p] = static_cast<std::uint8_t>(r >= t ? r - t : r);
        }
    }

    // Reads the root from a position; false when it does not hold the goal's pieces.
    bool setRoot(const Position& p)
    {
        stack.assign(2 * kWidth, 0);
        if (!g.layout->read(p.cells.data(), stack.data(), stack.data() + kWidth))
            return false;
        rootH = heuristic(stack.data(), kInfinity);
        nodeSums.assign(static_cast<std::size_t>(strong), Sums{});
        if (lookups.empty() || !lookups.front().coset)
            return true;
        for (int l = 0; l < strong; ++l)
            nodeSums[static_cast<std::size_t>(l)] =
                sumsOf(lookups[static_cast<std::size_t>(l)], stack.data(), stack.data() + kWidth);
        return true;
    }

    // One iteration of search/deepening.h from the root.
    Step iterate()
    {
        first = 0;
        return dfs(0, rootH, -1, 0);
    }

    // A lower bound on the moves left; once it is known to exceed `limit`, a bound above
    // `limit` (not necessarily the largest) is returned.
    // `firstEntry`: the node's entries in the first `ahead` databases read from `first`
    // on, when known.
    //
    // The reads come in two tiers. With a slot-coset table, its reads (on the position and
    // its conjugates) are the first tier, read on the position, then on the dual; the
    // piece databases are the second, read only on a child the first tier has not cut off
    // (measured on a random 3x3x3: the piece databases cut 6% more of the nodes but, read
    // beside the coset table's at every child, cost two fifths of the search's time). Which
    // children are cut is the same as reading every database at once. Without a coset
    // table every database is of the first tier.
    int heuristic(const std::uint8_t* node, int limit, const std::uint64_t* firstEntry = nullptr)
    {
        const int count = static_cast<int>(lookups.size());
        int v = lookup(node, node + kWidth, 0, limit, 0, strong, firstEntry);
        if (v > limit || (!dual && strong == count))
            return v;
        std::uint8_t slot[kWidth];
        std::uint8_t twist[kWidth];
        if (dual) {
            dualOf(node, slot, twist);
            v = lookup(slot, twist, v, limit, 0, strong);
            if (v > limit || strong == count)
                return v;
        }
        // The second tier on the position and its dual, every entry fetched at once.
        const int weak = count - strong;
        entries.resize(static_cast<std::size_t>(2 * weak));
        for (int j = 0; j < weak; ++j) {
            entries[static_cast<std::size_t>(j)] = fetch(strong + j, node, node + kWidth);
            if (dual)
                entries[static_cast<std::size_t>(weak + j)] = fetch(strong + j, slot, twist);
        }
        for (int j = 0; j < (dual ? 2 * weak : weak); ++j) {
            const int h = readAt(strong + j % weak, entries[static_cast<std::size_t>(j)]);
            if (h >= kInfinity)
                return kInfinity;
            v = std::max(v, h);
            if (v > limit)
                break;
        }
        return v;
    }

    // The dual position (the inverse permutation of (slot, twist) points): the piece at
    // home in slot s sits where this position's piece of slot s belongs, turned back by
    // as much. As far from the goal when every move's inverse is a move.
    void dualOf(const std::uint8_t* node, std::uint8_t* slot, std::uint8_t* twist) const
    {
        for (int p = 0; p < pieces; ++p) {
            const auto pi = static_cast<std::size_t>(p);
            const int q = firstOf[pi] + node[p];
            const int t = twistsOf[pi];
            const int shift = node[kWidth + p] - home[kWidth + pi];  // -t < shift < t
            const int back = home[kWidth + static_cast<std::size_t>(q)] - shift;
            slot[q] = static_cast<std::uint8_t>(p - firstOf[pi]);
            twist[q] = static_cast<std::uint8_t>(back < 0 ? back + t : back >= t ? back - t : back);
        }
    }

    // The maximum of `v` and the databases [lo, hi) read at these slots and twists,
    // starting at `first`; once it exceeds `limit`, a value above `limit`.
    //
    // The databases are far larger than the caches, so a read is a wait on memory. The
    // first read alone (for a node's own position, prefetched by dfs; it is often enough
    // to cut the child off), then every other entry fetched at once before any is looked
    // at: their waits overlap instead of queueing one after another (a 3x3x3's node, 20
    // reads, became 1.4 times faster). Entries dfs has fetched (`ahead` of them) are not
    // fetched again; with nothing fetched before and the databases large (`prefetch`),
    // all are fetched before the first is read: one wait instead of two.
    int lookup(const std::uint8_t* slot, const std::uint8_t* twist, int v, int limit, int lo,
               int hi, const std::uint64_t* firstEntry = nullptr)
    {
        const int count = hi - lo;
        if (count <= 0)
            return v;
        const int start = first >= lo && first < hi ? first : lo;
        const auto order = [&](int j) { return start + j < hi ? start + j : start + j - count; };
        entries.resize(static_cast<std::size_t>(count));
        const bool ready = firstEntry && start == first;
        if (ready || !prefetch) {
            v = std::max(v, readAt(start, ready ? firstEntry[0]
                                                : entryOf(lookups[static_cast<std::size_t>(start)],
                                                          slot, twist)));
            if (v > limit)
                return v;
            for (int j = 1; j < count; ++j)
                entries[static_cast<std::size_t>(j)] =
                    ready && j < ahead ? firstEntry[j] : fetch(order(j), slot, twist);
        } else {
            for (int j = 0; j < count; ++j)
                entries[static_cast<std::size_t>(j)] = fetch(order(j), slot, twist);
            v = std::max(v, readAt(start, entries[0]));
            if (v > limit)
                return v;
        }
        for (int j = 1; j < count; ++j) {
            const int l = order(j);
            const int h = readAt(l, entries[static_cast<std::size_t>(j)]);
            if (h >= kInfinity)
                return kInfinity;  // (`first` left as it was, as a cut by a bound is not)
            v = std::max(v, h);
            if (v > limit) {
                first = l;
                break;
            }
        }
        return v;
    }

    // Database lookup `l`'s entry `at` (kInfinity: never reached, the goal is not there).
    [[nodiscard]] int readAt(int l, std::uint64_t at) const
    {
        const Lookup& lk = lookups[static_cast<std::size_t>(l)];
        if (lk.coset) {
            const std::uint8_t h = lk.coset->value(at);
            return h == search::CosetPdb::kNotReached ? kInfinity : h;
        }
        const std::uint8_t h = lk.pdb->data()[at];
        return h == kUnreachable ? kInfinity : h;
    }

    // entryOf(), with the entry's memory prefetched when the databases are large.
    std::uint64_t fetch(int l, const std::uint8_t* slot, const std::uint8_t* twist) const
    {
        const Lookup& lk = lookups[static_cast<std::size_t>(l)];
        const std::uint64_t at = entryOf(lk, slot, twist);
        if (prefetch)
            __builtin_prefetch(lk.coset ? lk.coset->data() + (at >> 1) : lk.pdb->data() + at);
        return at;
    }

    // Where database lookup `lk` reads the position of these slots and twists (the
    // coset table: the entry's index, two a byte).
    [[nodiscard]] std::uint64_t entryOf(const Lookup& lk, const std::uint8_t* slot,
                                        const std::uint8_t* twist) const
    {
        if (lk.coset) {
            const Sums sums = sumsOf(lk, slot, twist);
            return lk.coset->index(sums.orient, sums.mask);
        }
        std::uint8_t at[kWidth];
        std::uint8_t turn[kWidth];
        const int k = static_cast<int>(lk.pieces.size());
        if (lk.through) {
            const int t = lk.twists;
            for (int i = 0; i < k; ++i) {
                const auto q = lk.from[static_cast<std::size_t>(i)];
                const int s = slot[q];
                int r = twist[q] + lk.shift[static_cast<std::size_t>(i)];
                r = r >= t ? r - t : r;
                at[i] = lk.mapSlot[static_cast<std::size_t>(s)];
                int u = lk.mapTwist[static_cast<std::size_t>(s * t + r)] +
                        lk.homeTwist[static_cast<std::size_t>(i)];
                turn[i] = static_cast<std::uint8_t>(u >= t ? u - t : u);
            }
        } else {
            for (int i = 0; i < k; ++i) {
                at[i] = slot[lk.pieces[static_cast<std::size_t>(i)]];
                turn[i] = twist[lk.pieces[static_cast<std::size_t>(i)]];
            }
        }
        return lk.turned ? lk.pdb->rank(at, turn) : lk.pdb->rank(at);
    }

    // A coset-table read's orientation part and set mask: each piece's point's share.
    [[nodiscard]] Sums sumsOf(const Lookup& lk, const std::uint8_t* slot,
                              const std::uint8_t* twist) const
    {
        Sums out;
        for (int p = 0; p < pieces; ++p) {
            const std::size_t x =
                pointAt[static_cast<std::size_t>(p)] +
                static_cast<std::size_t>(slot[p]) * twistsOf[static_cast<std::size_t>(p)] +
                twist[p];
            out.orient += lk.weight[x];
            out.mask |= lk.bit[x];
        }
        return out;
    }

    [[nodiscard]] bool isGoal(const std::uint8_t* node) const
    {
        return std::memcmp(node, home.data(), static_cast<std::size_t>(pieces)) == 0 &&
               std::memcmp(node + kWidth, home.data() + kWidth, static_cast<std::size_t>(pieces)) ==
                   0;
    }

    Step dfs(int depth, int h, int prev, int run)
    {
        if (skipped(depth))
            return Step::Continue;
        if (monitor.poll(bound))
            return Step::Stop;
        if (h == 0 && isGoal(stack.data() + static_cast<std::size_t>(depth) * 2 * kWidth)) {
            if constexpr (Watched)
                search::tellNode(*watcher, path, depth, h, search::NodeFate::Goal);
            foundDepth = depth;
            return Step::Found;
        }
        if constexpr (Watched)
            search::tellNode(*watcher, path, depth, h, search::NodeFate::Expanded);
        if (stack.size() < static_cast<std::size_t>(depth + 2) * 2 * kWidth)
            stack.resize(static_cast<std::size_t>(depth + 2) * 2 * kWidth, 0);
        const int limit = bound - depth - 1;
        // The children first, each with the entry its first database read will look at
        // prefetched when the databases are far larger than the caches (the reads, not
        // the arithmetic, are then what a node costs), then each child's bound.
        const std::size_t row = static_cast<std::size_t>(e.moveCount) * 2 * kWidth;
        if (kids.size() < static_cast<std::size_t>(depth + 1) * row) {
            kids.resize(static_cast<std::size_t>(depth + 1) * row, 0);
            kidEntry.resize(static_cast<std::size_t>((depth + 1) * e.moveCount * ahead), 0);
        }
        const bool firstRead = !lookups.empty() && prefetch;
        const bool summed = firstRead && lookups.front().coset != nullptr;
        const auto su = static_cast<std::size_t>(strong);
        if (summed && kidSums.size() < static_cast<std::size_t>((depth + 1) * e.moveCount) * su)
            kidSums.resize(static_cast<std::size_t>((depth + 1) * e.moveCount) * su);
        // (On its own: setRoot() leaves it the root's alone.)
        if (summed && nodeSums.size() < static_cast<std::size_t>(depth + 2) * su)
            nodeSums.resize(static_cast<std::size_t>(depth + 2) * su);
        {
            std::uint8_t* kid0 = kids.data() + static_cast<std::size_t>(depth) * row;
            const std::uint8_t* cur = stack.data() + static_cast<std::size_t>(depth) * 2 * kWidth;
            if (summed)
                for (int p = 0; p < pieces; ++p)
                    who[firstOf[static_cast<std::size_t>(p)] + cur[p]] =
                        static_cast<std::uint8_t>(p);
            for (int m = 0; m < e.moveCount; ++m) {
                if (!e.allowed(prev, run, m))
                    continue;
                std::uint8_t* next = kid0 + static_cast<std::size_t>(m) * 2 * kWidth;
                if (summed)
                    applyMoved(cur, m, next);
                else
                    applyMove(cur, m, next);
                if (!firstRead)
                    continue;
                std::uint64_t* entry =
                    &kidEntry[static_cast<std::size_t>((depth * e.moveCount + m) * ahead)];
                if (!summed) {
                    for (int j = 0, l = first; j < ahead; ++j, l = l + 1 < strong ? l + 1 : 0)
                        entry[j] = fetch(l, next, next + kWidth);
                    continue;
                }
                // The coset reads' sums changed by the pieces the move carries only.
                Sums* sums = &kidSums[static_cast<std::size_t>(depth * e.moveCount + m) * su];
                const Sums* own = &nodeSums[static_cast<std::size_t>(depth) * su];
                for (int l = 0; l < strong; ++l) {
                    const Lookup& lk = lookups[static_cast<std::size_t>(l)];
                    Sums x = own[l];
                    for (const std::uint8_t at : movedSlots[static_cast<std::size_t>(m)]) {
                        const std::uint8_t p = who[at];
                        const std::size_t base = pointAt[p];
                        const std::size_t t = twistsOf[p];
                        const std::size_t was = base + cur[p] * t + cur[kWidth + p];
                        const std::size_t now = base + next[p] * t + next[kWidth + p];
                        x.orient += lk.weight[now] - lk.weight[was];
                        x.mask ^= lk.bit[was] ^ lk.bit[now];
                    }
                    sums[l] = x;
                }
                for (int j = 0, l = first; j < ahead; ++j, l = l + 1 < strong ? l + 1 : 0) {
                    const Lookup& lk = lookups[static_cast<std::size_t>(l)];
                    entry[j] = lk.coset->index(sums[l].orient, sums[l].mask);
                    __builtin_prefetch(lk.coset->data() + (entry[j] >> 1));
                }
            }
        }
        const int prefetched = firstRead ? first : -1;
        for (int m = 0; m < e.moveCount; ++m) {
            if (!e.allowed(prev, run, m)) {
                if constexpr (Watched)
                    search::tellSkip(*watcher, path, depth, m, -1, search::SkipReason::MoveRule);
                continue;
            }
            // (Taken afresh: a deeper call may have grown the children's rows.)
            const std::uint8_t* next = kids.data() + static_cast<std::size_t>(depth) * row +
                                       static_cast<std::size_t>(m) * 2 * kWidth;
            // The first read's entry as prefetched, while a sibling has not changed which
            // database is read first.
            const int nh = heuristic(
                next, limit,
                prefetched == first
                    ? &kidEntry[static_cast<std::size_t>((depth * e.moveCount + m) * ahead)]
                    : nullptr);
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
            // (Taken afresh: a deeper call may have grown the stack.)
            std::uint8_t* into = stack.data() + static_cast<std::size_t>(depth + 1) * 2 * kWidth;
            std::memcpy(into, next, static_cast<std::size_t>(pieces));
            std::memcpy(into + kWidth, next + kWidth, static_cast<std::size_t>(pieces));
            if (summed)
                std::copy_n(&kidSums[static_cast<std::size_t>(depth * e.moveCount + m) * su], su,
                            &nodeSums[static_cast<std::size_t>(depth + 1) * su]);
            path[static_cast<std::size_t>(depth)] = m;
            // `first` as this node left it, whatever the subtree made of it: the lookup
            // order, and so the next bound (a cut child's value is read only until it
            // passes the bound), depends on the path alone, the same on every thread of
            // a split iteration (search/deepening.h).
            const int keepFirst = first;
            const Step step = dfs(depth + 1, nh, m, m == prev ? run + 1 : 1);
            first = keepFirst;
            if (step != Step::Continue)
                return step;
        }
        return Step::Continue;
    }
};

}  // namespace pl::ida
