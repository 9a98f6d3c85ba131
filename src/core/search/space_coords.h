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
        Cells goal{};
        for (int j = 0; j < spec.cells; ++j)
            goal[static_cast<std::size_t>(j)] =
                static_cast<std::uint8_t>(spec.goal[static_cast<std::size_t>(j)]);
        goal_ = fromCells(goal);
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
        int w = p.constant;
        for (const Term& t : p.terms) {
            w += t.values[s[static_cast<std::size_t>(t.part)]];
            w -= w >= p.width ? p.width : 0;
        }
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
            s[static_cast<std::size_t>(i)] =
                static_cast<std::uint32_t>(ranker_.rankOfPart(i, c.data()));
        return s;
    }
    [[nodiscard]] bool keeps(const Cells& c) const { return ranker_.contains(c.data()); }
    // Rank r as a reduced state (bytes): the ranker's mixed radix is the coordinates'.
    [[nodiscard]] Cells toCells(std::uint64_t r) const
    {
        Cells c{};
        ranker_.unrank(r, c.data());
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
    };

    // Coordinate i of s after move m (or before it).
    [[gnu::always_inline]] std::uint32_t turnPart(const State& s, int i, int m, bool back) const
    {
        const Part& p = part_[static_cast<std::size_t>(i)];
        std::uint64_t at = s[static_cast<std::size_t>(i)];
        if (p.width > 1) {
            int w = p.constant;
            for (const Term& t : p.terms) {
                w += t.values[s[static_cast<std::size_t>(t.part)]];
                w -= w >= p.width ? p.width : 0;
            }
            at = at * static_cast<std::uint64_t>(p.width) + static_cast<std::uint64_t>(w);
        }
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
    State goal_{};
};

}  // namespace pl::search
