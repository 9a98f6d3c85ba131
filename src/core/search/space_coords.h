// The table space of a spec whose segments are each small (search/state_ranker.h): a
// position is its segments' ranks, one coordinate each, and a move turns every
// coordinate through a table made once from the model's moves. Every segment is closed
// under the moves (an orbit's pieces, its orientations, a group of its slots), so a
// segment's rank after a move depends on its rank before it and, for a segment tied to
// others (a parity, an orientation sum), on what its tie asks, which the other
// coordinates tell. So a move costs a few look-ups instead of unranking and ranking the
// bytes of a state (CellSpace), which is what a twisty puzzle's table of tens or hundreds
// of millions of positions spends its time on.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "core/model/orbit_model.h"
#include "core/rules/rules.h"
#include "core/search/space_cells.h"
#include "core/search/state_ranker.h"
#include "core/search/table_spec.h"

namespace pl::search {

class CoordSpace {
public:
    static constexpr int kMaxParts = 12;
    // Move-table entries (4 bytes each, both directions) a space may hold.
    static constexpr std::uint64_t kMaxMoveEntries = std::uint64_t{1} << 22;
    using State = std::array<std::uint32_t, kMaxParts>;

    // Whether `spec` suits this space: one full goal, fixed moves, at most kMaxParts
    // segments each closed under the moves, and move tables within kMaxMoveEntries.
    static bool suits(const TableSpec& spec)
    {
        if (!spec.model || spec.model->slides() || spec.fullGoal || spec.allEqual ||
            !spec.labelGroup.empty() || spec.cells == 0 || spec.model->stateSize() != spec.cells ||
            static_cast<int>(spec.goal.size()) != spec.cells ||
            std::any_of(spec.goal.begin(), spec.goal.end(), [](int v) { return v < 0; }))
            return false;
        const auto ranker = StateRanker::make(spec.segments);
        if (!ranker || ranker->parts() > kMaxParts || ranker->bytes() != spec.cells)
            return false;
        const model::OrbitModel& model = *spec.model;
        std::uint64_t entries = 0;
        for (int i = 0; i < ranker->parts(); ++i) {
            const int lo = ranker->partOffset(i);
            const int hi = lo + ranker->partSize(i);
            for (int m = 0; m < model.moveCount(); ++m)
                for (int j = lo; j < hi; ++j) {
                    const int f = model.byteMove(m).from[static_cast<std::size_t>(j)];
                    const int b = model.byteUndo(m).from[static_cast<std::size_t>(j)];
                    if (f < lo || f >= hi || b < lo || b >= hi)
                        return false;
                }
            const auto width = static_cast<std::uint64_t>(std::max(1, ranker->partTie(i).modulus));
            if (ranker->partCount(i) > (std::uint64_t{1} << 31))
                return false;
            entries +=
                ranker->partCount(i) * width * 2 * static_cast<std::uint64_t>(model.moveCount());
            if (entries > kMaxMoveEntries)
                return false;
        }
        return true;
    }

    // What the space holds to rank and move, estimated before it is made (a fused
    // coordinate's tables replace its segments'; see fuseTiedParts).
    static std::uint64_t extraBytes(const Rules& rules, const TableSpec& spec)
    {
        const auto ranker = StateRanker::make(spec.segments);
        std::uint64_t entries = 0;
        if (ranker)
            for (int i = 0; i < ranker->parts(); ++i)
                entries += ranker->partCount(i) *
                           static_cast<std::uint64_t>(std::max(1, ranker->partTie(i).modulus) * 2 *
                                                      rules.moveCount());
        return entries * 4 + static_cast<std::uint64_t>(rules.moveCount()) * 4 * sizeof(State) +
               4096;
    }

    CoordSpace(const Rules& rules, const TableSpec& spec)
        : ranker_(*StateRanker::make(spec.segments)), moves_(rules.moveCount())
    {
        const model::OrbitModel& model = *spec.model;
        parts_ = ranker_.parts();
        std::uint64_t weight = 1;
        for (int i = parts_; i-- > 0;) {
            Part& p = part_[static_cast<std::size_t>(i)];
            p.count = ranker_.partCount(i);
            p.weight = weight;
            weight *= p.count;
            const StateRanker::PartTie tie = ranker_.partTie(i);
            p.width = std::max(1, tie.modulus);
            p.constant = ((tie.constant % p.width) + p.width) % p.width;
            for (const TieTerm& t : tie.terms)
                p.terms.push_back({t.segment, t.coefficient, t.quarter, {}});
        }
        count_ = weight;
        packBits_ = 0;
        for (int i = 0; i < parts_; ++i) {
            Part& p = part_[static_cast<std::size_t>(i)];
            while ((std::uint64_t{1} << p.bits) < p.count)
                ++p.bits;
            packBits_ += p.bits;
        }
        // What the ties read: per segment read, its invariant (or class) per rank.
        Cells scratch{};
        for (int i = 0; i < parts_; ++i)
            for (Term& t : part_[static_cast<std::size_t>(i)].terms) {
                Part& q = part_[static_cast<std::size_t>(t.part)];
                std::vector<std::uint8_t>& inv = t.quarter ? q.quarterOf : q.invariantOf;
                if (inv.empty()) {
                    inv.resize(static_cast<std::size_t>(q.count));
                    for (std::uint64_t r = 0; r < q.count; ++r) {
                        ranker_.unrankOfPart(t.part, r, 0, scratch.data());
                        inv[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(
                            ranker_.partInvariant(t.part, scratch.data(), t.quarter));
                    }
                }
                // The term's value per rank: the invariant times the coefficient, below
                // the modulus, so that the tie is a sum and one wrap per term.
                const int width = part_[static_cast<std::size_t>(i)].width;
                t.values.resize(inv.size());
                for (std::size_t r = 0; r < inv.size(); ++r)
                    t.values[r] = static_cast<std::uint8_t>(t.coefficient * inv[r] % width);
            }
        // The move tables: every rank (and tie) of every segment, moved both ways.
        const auto& modulus = model.byteModulus();
        for (int i = 0; i < parts_; ++i) {
            Part& p = part_[static_cast<std::size_t>(i)];
            const int lo = ranker_.partOffset(i);
            const int hi = lo + ranker_.partSize(i);
            const std::uint64_t row = p.count * static_cast<std::uint64_t>(p.width);
            p.row = row;
            p.forward.resize(static_cast<std::size_t>(row) * static_cast<std::size_t>(moves_));
            p.backward.resize(p.forward.size());
            Cells before{};
            Cells after{};
            for (std::uint64_t r = 0; r < p.count; ++r)
                for (int w = 0; w < p.width; ++w) {
                    ranker_.unrankOfPart(i, r, w, before.data());
                    for (int m = 0; m < moves_; ++m)
                        for (const bool back : {false, true}) {
                            const model::ByteMove& b = back ? model.byteUndo(m) : model.byteMove(m);
                            for (int j = lo; j < hi; ++j) {
                                const auto jj = static_cast<std::size_t>(j);
                                int v = before[static_cast<std::size_t>(b.from[jj])] + b.add[jj];
                                if (modulus[jj] > 0)
                                    v %= modulus[jj];
                                after[jj] = static_cast<std::uint8_t>(v);
                            }
                            auto& table = back ? p.backward : p.forward;
                            table[static_cast<std::size_t>(static_cast<std::uint64_t>(m) * row +
                                                           r * static_cast<std::uint64_t>(p.width) +
                                                           static_cast<std::uint64_t>(w))] =
                                static_cast<std::uint32_t>(ranker_.rankOfPart(i, after.data()));
                        }
                }
        }
        for (int m = 0; m < moves_; ++m)
            inverse_.push_back(model.inverseOf(m));
        for (int i = 0; i < parts_; ++i)
            part_[static_cast<std::size_t>(i)].members = {i};
        for (int j = 0; j < spec.cells; ++j)
            goalCells_[static_cast<std::size_t>(j)] =
                static_cast<std::uint8_t>(spec.goal[static_cast<std::size_t>(j)]);
        findWalkMoves();
        fuseTiedParts();
        goal_ = fromCells(goalCells_);
        // Blocks: no tie may read the last coordinate (its own tie reads only others).
        blockSize_ = parts_ > 0 ? part_[static_cast<std::size_t>(parts_ - 1)].count : 0;
        for (int i = 0; i < parts_; ++i)
            for (const Term& t : part_[static_cast<std::size_t>(i)].terms)
                if (t.part == parts_ - 1)
                    blockSize_ = 0;
        // A coordinate's weight in blocks: every weight but the last's is a multiple of
        // the block's size (the last coordinate's count).
        for (int i = 0; i + 1 < parts_ && blockSize_ != 0; ++i)
            blockWeight_[static_cast<std::size_t>(i)] =
                part_[static_cast<std::size_t>(i)].weight / blockSize_;
    }

    [[nodiscard]] std::uint64_t count() const { return count_; }
    [[nodiscard]] int moveCount() const { return moves_; }

    bool apply(const State& s, int m, State& out) const
    {
        turn(s, m, false, out);
        return true;
    }
    bool applyInverse(const State& s, int m, State& out) const
    {
        turn(s, m, true, out);
        return true;
    }

    [[nodiscard]] std::uint64_t rank(const State& s) const
    {
        std::uint64_t r = 0;
        for (int i = 0; i < parts_; ++i)
            r += s[static_cast<std::size_t>(i)] * part_[static_cast<std::size_t>(i)].weight;
        return r;
    }
    void unrank(std::uint64_t r, State& s) const
    {
        for (int i = parts_; i-- > 0;) {
            const std::uint64_t c = part_[static_cast<std::size_t>(i)].count;
            s[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(r % c);
            r /= c;
        }
    }
    void first(State& s) const { s.fill(0); }
    bool next(State& s) const
    {
        for (int i = parts_; i-- > 0;) {
            auto& c = s[static_cast<std::size_t>(i)];
            if (++c < part_[static_cast<std::size_t>(i)].count)
                return true;
            c = 0;
        }
        return false;
    }
    [[nodiscard]] bool isGoal(const State& s) const
    {
        return std::equal(s.begin(), s.begin() + parts_, goal_.begin());
    }
    bool uniqueGoal(State& s) const
    {
        s = goal_;
        return true;
    }
    [[nodiscard]] std::uint64_t store(const State& s, std::uint64_t rank) const
    {
        if (packBits_ > 56)
            return rank;
        std::uint64_t w = 0;
        for (int i = 0; i < parts_; ++i)
            w = (w << part_[static_cast<std::size_t>(i)].bits) | s[static_cast<std::size_t>(i)];
        return w;
    }
    void load(std::uint64_t stored, State& s) const
    {
        if (packBits_ > 56) {
            unrank(stored, s);
            return;
        }
        for (int i = parts_; i-- > 0;) {
            const int b = part_[static_cast<std::size_t>(i)].bits;
            s[static_cast<std::size_t>(i)] =
                static_cast<std::uint32_t>(stored & ((std::uint64_t{1} << b) - 1));
            stored >>= b;
        }
    }
    [[nodiscard]] int symmetryCount() const { return 1; }
    [[nodiscard]] State image(const State& s, int) const { return s; }
    [[nodiscard]] int inverseMove(int m) const { return inverse_[static_cast<std::size_t>(m)]; }

    // Blocks of ranks sharing every coordinate but the last: their count in a block (0
    // when a tie reads the last coordinate, so that a move's other coordinates depend on
    // it). Within a block a move adds one base to the last coordinate's move table.
    [[nodiscard]] std::uint64_t blockSize() const { return blockSize_; }
    // For the block holding s (its last coordinate ignored) and each move m, turned
    // forward or back: the block it goes to in base[m] (its first rank over blockSize),
    // and the last coordinate's table in row[m] (the coordinate after the move, per
    // coordinate before it).
    void blockMoves(const State& s, bool back, std::uint64_t* base, const std::uint32_t** row) const
    {
        const int last = parts_ - 1;
        const Part& p = part_[static_cast<std::size_t>(last)];
        const int w = tieOf(p, s);
        const auto& table = back ? p.backward : p.forward;
        for (int m = 0; m < moves_; ++m) {
            std::uint64_t r = 0;
            for (int i = 0; i < last; ++i)
                r += turnPart(s, i, m, back) * blockWeight_[static_cast<std::size_t>(i)];
            base[m] = r;
            // Row of move m, tie w: entries rank * width + w, so a stride of width.
            row[m] = table.data() + static_cast<std::size_t>(m) * static_cast<std::size_t>(p.row) +
                     static_cast<std::size_t>(w);
        }
    }
    // The stride of a row of blockMoves (the last coordinate's tie width).
    [[nodiscard]] int blockStride() const
    {
        return part_[static_cast<std::size_t>(parts_ - 1)].width;
    }

    // A reduced state (bytes) as coordinates; it must keep every tie (keeps()).
    [[nodiscard]] State fromCells(const Cells& c) const
    {
        State s{};
        for (int i = 0; i < parts_; ++i)
            s[static_cast<std::size_t>(i)] = coordOf(part_[static_cast<std::size_t>(i)], c);
        return s;
    }
    [[nodiscard]] bool keeps(const Cells& c) const
    {
        if (!ranker_.contains(c.data()))
            return false;
        for (int i = 0; i < parts_; ++i)
            if (coordOf(part_[static_cast<std::size_t>(i)], c) == kUnreached)
                return false;
        return true;
    }
    // Rank r as a reduced state (bytes): each coordinate's segments unranked, a tied one
    // asking what the others tell.
    [[nodiscard]] Cells toCells(std::uint64_t r) const
    {
        State s{};
        unrank(r, s);
        Cells c{};
        for (int i = 0; i < parts_; ++i) {
            const Part& p = part_[static_cast<std::size_t>(i)];
            const int w = p.width > 1 ? tieOf(p, s) : 0;
            const std::uint32_t at = s[static_cast<std::size_t>(i)];
            const std::size_t n = p.members.size();
            for (std::size_t k = 0; k < n; ++k)
                ranker_.unrankOfPart(p.members[k], n == 1 ? at : p.decode[at * n + k], w, c.data());
        }
        return c;
    }

private:
    struct Term {
        int part = 0;
        int coefficient = 1;
        bool quarter = false;
        std::vector<std::uint8_t> values;  // per rank of the segment read: what it adds
    };
    struct Part {
        std::uint64_t count = 1;
        std::uint64_t weight = 1;
        int bits = 0;
        int width = 1;          // ties asked: 1, or the tie's modulus
        std::uint64_t row = 1;  // table entries per move: count * width
        int constant = 0;
        std::vector<Term> terms;
        std::vector<std::uint8_t> invariantOf;  // per rank, when a tie reads it
        std::vector<std::uint8_t> quarterOf;
        // Per move, per rank and tie: the rank after the move (or before it).
        std::vector<std::uint32_t> forward;
        std::vector<std::uint32_t> backward;
        // The ranker's segments this coordinate stands for: one, or several fused
        // (fuseTiedParts), most significant first. Fused: `encode` gives the coordinate
        // per mixed-radix digits of the segments' ranks (kUnreached where no position
        // has them), `decode` the segments' ranks per coordinate, members.size() each.
        std::vector<int> members;
        std::vector<std::uint32_t> encode;
        std::vector<std::uint32_t> decode;
        [[nodiscard]] std::uint64_t entries() const
        {
            return forward.size() + backward.size() + encode.size() + decode.size();
        }
    };
    static constexpr std::uint32_t kUnreached = 0xffffffffU;
    // Fusion looks at products of at most this many coordinates, and all its looks
    // together turn at most kFuseWork coordinates (a few milliseconds). Changing either
    // (or the order of the looks) can change a space's ranks without changing its
    // count, which is all a stored table's description holds of it: raise
    // TableStore::kFormat with them.
    static constexpr std::uint64_t kFuseProduct = std::uint64_t{1} << 18;
    static constexpr std::uint64_t kFuseWork = std::uint64_t{1} << 23;

    // The coordinate of part p in reduced state c (kUnreached for a fused one no
    // position reaches).
    [[nodiscard]] std::uint32_t coordOf(const Part& p, const Cells& c) const
    {
        if (p.members.size() == 1)
            return static_cast<std::uint32_t>(ranker_.rankOfPart(p.members[0], c.data()));
        std::uint64_t at = 0;
        for (const int m : p.members)
            at = at * ranker_.partCount(m) + ranker_.rankOfPart(m, c.data());
        return p.encode[static_cast<std::size_t>(at)];
    }
    // What part p's tie asks in s.
    [[gnu::always_inline]] [[nodiscard]] int tieOf(const Part& p, const State& s) const
    {
        int w = p.constant;
        for (const Term& t : p.terms) {
            w += t.values[s[static_cast<std::size_t>(t.part)]];
            w -= w >= p.width ? p.width : 0;
        }
        return w;
    }

    // Segments may be tied in ways the ranker's parities and sums do not state (twsearch's
    // skewb_diamond: its corners' twists and one orbit of centres' places take 7,680 of
    // their 12,288 pairs). For the coordinates no tie reads or is asked of, every pair or
    // triple whose product is small is walked from the goal through their move tables;
    // where the walk reaches fewer than the product, the coordinates become one, numbered
    // over what it reached (placed last, so that blocks grow), and a table holds fewer
    // positions the moves cannot reach. Repeated until nothing more fuses. Ties that only
    // show over larger products stay (skewb_diamond's still holds 20 times what it
    // reaches).
    void findWalkMoves()
    {
        const auto row = [&](const std::vector<std::uint32_t>& table, const Part& p, int m) {
            return table.begin() +
                   static_cast<std::ptrdiff_t>(static_cast<std::uint64_t>(m) * p.row);
        };
        // Squares only where no coordinate is tied: a table's entry is the moved rank
        // alone, which indexes the table again only when the tie has one value.
        bool untied = true;
        for (int i = 0; i < parts_; ++i)
            untied = untied && part_[static_cast<std::size_t>(i)].width == 1;
        walkMoves_.clear();
        for (int m = 0; m < moves_; ++m) {
            bool made = false;
            for (const int e : walkMoves_) {
                bool inverse = true;
                bool square = untied;
                for (int i = 0; i < parts_ && (inverse || square); ++i) {
                    const Part& p = part_[static_cast<std::size_t>(i)];
                    const auto pm = row(p.forward, p, m);
                    const auto pe = row(p.forward, p, e);
                    inverse = inverse && std::equal(pm, pm + static_cast<std::ptrdiff_t>(p.row),
                                                    row(p.backward, p, e));
                    for (std::uint64_t x = 0; square && x < p.row; ++x)
                        square =
                            pm[static_cast<std::ptrdiff_t>(x)] ==
                            pe[static_cast<std::ptrdiff_t>(pe[static_cast<std::ptrdiff_t>(x)])];
                }
                made = inverse || square;
                if (made)
                    break;
            }
            if (!made)
                walkMoves_.push_back(m);
        }
    }
    void fuseTiedParts()
    {
        std::uint64_t work = 0;
        for (bool fused = true; fused;) {
            fused = false;
            std::vector<int> free;
            for (int i = 0; i < parts_; ++i) {
                const Part& p = part_[static_cast<std::size_t>(i)];
                bool read = false;
                for (int j = 0; j < parts_; ++j)
                    for (const Term& t : part_[static_cast<std::size_t>(j)].terms)
                        read = read || t.part == i;
                if (p.width == 1 && p.terms.empty() && !read && p.count > 1)
                    free.push_back(i);
            }
            // Candidates, smallest product first.
            std::vector<std::pair<std::uint64_t, std::vector<int>>> sets;
            const std::size_t n = free.size();
            for (std::size_t a = 0; a < n; ++a)
                for (std::size_t b = a + 1; b < n; ++b) {
                    const std::uint64_t ab = part_[static_cast<std::size_t>(free[a])].count *
                                             part_[static_cast<std::size_t>(free[b])].count;
                    if (ab <= kFuseProduct)
                        sets.push_back({ab, {free[a], free[b]}});
                    for (std::size_t c = b + 1; c < n && ab <= kFuseProduct; ++c) {
                        const std::uint64_t abc =
                            ab * part_[static_cast<std::size_t>(free[c])].count;
                        if (abc <= kFuseProduct)
                            sets.push_back({abc, {free[a], free[b], free[c]}});
                    }
                }
            std::stable_sort(sets.begin(), sets.end(),
                             [](const auto& x, const auto& y) { return x.first < y.first; });
            for (const auto& [product, set] : sets) {
                work += product * static_cast<std::uint64_t>(moves_);
                if (work > kFuseWork)
                    return;
                if (fuse(set, product)) {
                    fused = true;
                    break;
                }
            }
        }
    }
    // Walks coordinates `set` (ascending part numbers) from the goal; fuses them into
    // one when the walk reaches fewer than `product`.
    bool fuse(const std::vector<int>& set, std::uint64_t product)
    {
        // A point of the product: the coordinates' values as mixed-radix digits, the
        // set's first most significant; cnt and wt are each digit's radix and weight.
        const std::size_t k = set.size();
        std::array<const std::uint32_t*, 3> fwd{};
        std::array<std::uint64_t, 3> cnt{};
        std::array<std::uint64_t, 3> wt{};
        for (std::size_t j = k; j-- > 0;) {
            const Part& p = part_[static_cast<std::size_t>(set[j])];
            fwd[j] = p.forward.data();
            cnt[j] = p.count;
            wt[j] = j + 1 == k ? 1 : wt[j + 1] * cnt[j + 1];
        }
        std::array<std::uint64_t, 3> digit{};
        const auto split = [&](std::uint64_t at) {
            for (std::size_t j = 0; j < k; ++j)
                digit[j] = at / wt[j] % cnt[j];
        };
        // The walk from the goal's point.
        std::uint64_t goal = 0;
        for (std::size_t j = 0; j < k; ++j)
            goal += coordOf(part_[static_cast<std::size_t>(set[j])], goalCells_) * wt[j];
        std::vector<std::uint32_t> dense(static_cast<std::size_t>(product), kUnreached);
        std::vector<std::uint32_t> queue;
        queue.reserve(static_cast<std::size_t>(product));
        queue.push_back(static_cast<std::uint32_t>(goal));
        dense[queue[0]] = 0;
        for (std::size_t q = 0; q < queue.size(); ++q) {
            split(queue[q]);
            for (const int m : walkMoves_) {
                std::uint64_t t = 0;
                for (std::size_t j = 0; j < k; ++j)
                    t += fwd[j][static_cast<std::size_t>(static_cast<std::uint64_t>(m) * cnt[j] +
                                                         digit[j])] *
                         wt[j];
                if (dense[static_cast<std::size_t>(t)] == kUnreached) {
                    dense[static_cast<std::size_t>(t)] = 0;
                    queue.push_back(static_cast<std::uint32_t>(t));
                }
            }
        }
        if (queue.size() >= product)
            return false;
        // Within the move tables' budget: the fused tables and maps replace the set's.
        std::uint64_t entries = 0;
        std::uint64_t segments = 1;
        for (int i = 0; i < parts_; ++i)
            if (std::find(set.begin(), set.end(), i) == set.end())
                entries += part_[static_cast<std::size_t>(i)].entries();
            else
                for (const int m : part_[static_cast<std::size_t>(i)].members)
                    segments *= ranker_.partCount(m);
        std::size_t members = 0;
        for (const int i : set)
            members += part_[static_cast<std::size_t>(i)].members.size();
        entries += queue.size() * (2 * static_cast<std::uint64_t>(moves_) + members) + segments;
        if (entries > kMaxMoveEntries)
            return false;
        // Numbered in the order of the digits, so that ranks follow the segments'.
        std::uint32_t count = 0;
        std::vector<std::uint64_t> codeOf;
        codeOf.reserve(queue.size());
        for (std::uint64_t t = 0; t < product; ++t)
            if (dense[static_cast<std::size_t>(t)] != kUnreached) {
                dense[static_cast<std::size_t>(t)] = count++;
                codeOf.push_back(t);
            }
        Part f;
        f.count = count;
        f.row = count;
        f.width = 1;
        for (const int i : set) {
            const Part& p = part_[static_cast<std::size_t>(i)];
            f.members.insert(f.members.end(), p.members.begin(), p.members.end());
        }
        // The segments' ranks per coordinate, and the coordinate per segments' ranks.
        const std::size_t width = f.members.size();
        f.decode.resize(static_cast<std::size_t>(count) * width);
        f.encode.assign(static_cast<std::size_t>(segments), kUnreached);
        std::vector<std::uint32_t> ranks;
        for (std::uint32_t d = 0; d < count; ++d) {
            split(codeOf[d]);
            ranks.clear();
            for (std::size_t i = 0; i < k; ++i) {
                const Part& p = part_[static_cast<std::size_t>(set[i])];
                const std::size_t pn = p.members.size();
                for (std::size_t j = 0; j < pn; ++j)
                    ranks.push_back(static_cast<std::uint32_t>(
                        pn == 1 ? digit[i] : p.decode[digit[i] * pn + j]));
            }
            std::uint64_t e = 0;
            for (std::size_t j = 0; j < width; ++j) {
                f.decode[d * width + j] = ranks[j];
                e = e * ranker_.partCount(f.members[j]) + ranks[j];
            }
            f.encode[static_cast<std::size_t>(e)] = d;
        }
        // Move tables over the new numbering.
        f.forward.resize(static_cast<std::size_t>(count) * static_cast<std::size_t>(moves_));
        f.backward.resize(f.forward.size());
        // (Each point split into its digits once, for every move both ways.)
        for (std::uint32_t d = 0; d < count; ++d) {
            split(codeOf[d]);
            for (const bool back : {false, true})
                for (int m = 0; m < moves_; ++m) {
                    std::uint64_t to = 0;
                    for (std::size_t i = 0; i < k; ++i) {
                        const Part& p = part_[static_cast<std::size_t>(set[i])];
                        const auto& table = back ? p.backward : p.forward;
                        to += table[static_cast<std::size_t>(static_cast<std::uint64_t>(m) * p.row +
                                                             digit[i])] *
                              wt[i];
                    }
                    (back ? f.backward : f.forward)[static_cast<std::size_t>(m) * count + d] =
                        dense[static_cast<std::size_t>(to)];
                }
        }
        // The fused coordinate takes the place of the set's last part; the others go,
        // and the ties' part numbers follow.
        std::vector<int> newIndex(static_cast<std::size_t>(parts_), -1);
        std::array<Part, kMaxParts> next{};
        int kept = 0;
        for (int i = 0; i < parts_; ++i) {
            if (std::find(set.begin(), set.end(), i) != set.end())
                continue;
            newIndex[static_cast<std::size_t>(i)] = kept;
            next[static_cast<std::size_t>(kept++)] = std::move(part_[static_cast<std::size_t>(i)]);
        }
        next[static_cast<std::size_t>(kept++)] = std::move(f);
        for (int i = 0; i < kept; ++i)
            for (Term& t : next[static_cast<std::size_t>(i)].terms)
                t.part = newIndex[static_cast<std::size_t>(t.part)];
        part_ = std::move(next);
        parts_ = kept;
        std::uint64_t weight = 1;
        for (int i = parts_; i-- > 0;) {
            Part& p = part_[static_cast<std::size_t>(i)];
            p.weight = weight;
            weight *= p.count;
        }
        count_ = weight;
        packBits_ = 0;
        for (int i = 0; i < parts_; ++i) {
            Part& p = part_[static_cast<std::size_t>(i)];
            p.bits = 0;
            while ((std::uint64_t{1} << p.bits) < p.count)
                ++p.bits;
            packBits_ += p.bits;
        }
        return true;
    }

    // Coordinate i of s after move m (or before it).
    [[gnu::always_inline]] std::uint32_t turnPart(const State& s, int i, int m, bool back) const
    {
        const Part& p = part_[static_cast<std::size_t>(i)];
        std::uint64_t at = s[static_cast<std::size_t>(i)];
        if (p.width > 1)
            at = at * static_cast<std::uint64_t>(p.width) + static_cast<std::uint64_t>(tieOf(p, s));
        const auto& table = back ? p.backward : p.forward;
        return table[static_cast<std::size_t>(static_cast<std::uint64_t>(m) * p.row + at)];
    }
    [[gnu::always_inline]] void turn(const State& s, int m, bool back, State& out) const
    {
        for (int i = 0; i < parts_; ++i)
            out[static_cast<std::size_t>(i)] = turnPart(s, i, m, back);
    }

    StateRanker ranker_;
    int moves_ = 0;
    int parts_ = 0;
    int packBits_ = 0;
    std::uint64_t count_ = 1;
    std::uint64_t blockSize_ = 0;
    std::array<std::uint64_t, kMaxParts> blockWeight_{};  // weight / blockSize_
    std::array<Part, kMaxParts> part_{};
    std::vector<int> inverse_;
    // The moves fusion's walks take: a move whose turn of every coordinate is the inverse
    // or the square of an earlier one's reaches nothing new (the moves are permutations of
    // finite sets), so it is left out of the walks, which reach exactly the same points.
    std::vector<int> walkMoves_;
    State goal_{};
    Cells goalCells_{};
};

}  // namespace pl::search
