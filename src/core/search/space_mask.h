// The table space of permutation puzzles reduced to two classes, as bit masks.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "core/rules/rules.h"
#include "core/search/canon.h"
#include "core/search/ranking.h"
#include "core/search/symmetry.h"
#include "core/search/table_spec.h"

namespace pl::search {

// Symmetries a mask space uses at most (the Rotation board's eight).
constexpr std::size_t kMaxMaskSymmetries = 16;

// Permutation puzzles reduced to two classes: a state is the mask of the cells holding
// class 0. A move maps a mask byte by byte through tables built from its permutation,
// and masks rank in colex order, which is their numeric order.
// W: the word type of the byte tables (32-bit when the cells fit, half the cache);
// Bytes: the bytes of a mask, fixed so that every loop over them unrolls.
template <typename W, int Bytes>
class MaskSpace {
public:
    using State = std::uint64_t;

    MaskSpace(const Rules& rules, const TableSpec& spec)
        : ranker_(spec.cells, spec.counts()[0]), moves_(rules.moveCount())
    {
        const int n = spec.cells;
        const std::size_t stride = static_cast<std::size_t>(bytes_) * 256;
        forward_.assign(static_cast<std::size_t>(moves_) * stride, 0);
        backward_.assign(static_cast<std::size_t>(moves_) * stride, 0);
        for (int m = 0; m < moves_; ++m) {
            const std::vector<int>& src = spec.model->byteMove(m).from;
            // The content of cell src[i] moves to cell i.
            std::vector<int> to(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                to[static_cast<std::size_t>(src[static_cast<std::size_t>(i)])] = i;
            for (int b = 0; b < bytes_; ++b)
                for (int v = 0; v < 256; ++v) {
                    W f = 0;
                    W g = 0;
                    for (int bit = 0; bit < 8; ++bit) {
                        const int c = 8 * b + bit;
                        if (!(v & (1 << bit)) || c >= n)
                            continue;
                        f |= W{1} << to[static_cast<std::size_t>(c)];
                        g |= W{1} << src[static_cast<std::size_t>(c)];
                    }
                    const std::size_t at = static_cast<std::size_t>(m) * stride +
                                           static_cast<std::size_t>(b) * 256 +
                                           static_cast<std::size_t>(v);
                    forward_[at] = f;
                    backward_[at] = g;
                }
        }
        for (int c = 0; c < n; ++c) {
            const int g = spec.goal[static_cast<std::size_t>(c)];
            if (g == 0)
                required_ |= std::uint64_t{1} << c;
            else if (g == 1)
                forbidden_ |= std::uint64_t{1} << c;
        }
        // The moves that undo each other, and the symmetries that keep the moves and the
        // goal, as byte tables like the moves (the identity is not stored).
        const std::vector<std::vector<int>> targets = moveTargets(*spec.model);
        inverse_ = undoingMoves(moves_, [&](int m, int k) {
            for (int c = 0; c < n; ++c)
                if (targets[static_cast<std::size_t>(k)][static_cast<std::size_t>(
                        targets[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)])] != c)
                    return false;
            return true;
        });
        const auto symmetries =
            search::moveSymmetries(targets, spec.goal, kMaxMaskSymmetries, 1000000);
        symmetries_ = static_cast<int>(symmetries.size());
        images_.assign(static_cast<std::size_t>(symmetries_) * stride, 0);
        for (int g = 1; g < symmetries_; ++g)
            for (int b = 0; b < bytes_; ++b)
                for (int v = 0; v < 256; ++v) {
                    W f = 0;
                    for (int bit = 0; bit < 8; ++bit) {
                        const int c = 8 * b + bit;
                        if ((v & (1 << bit)) && c < n)
                            f |= W{1} << symmetries[static_cast<std::size_t>(g)]
                                                   [static_cast<std::size_t>(c)];
                    }
                    images_[static_cast<std::size_t>(g) * stride +
                            static_cast<std::size_t>(b) * 256 + static_cast<std::size_t>(v)] = f;
                }
    }

    [[nodiscard]] int symmetryCount() const { return symmetries_; }
    // Symmetry g (1 .. symmetryCount() - 1) applied to s.
    [[nodiscard, gnu::always_inline]] State image(State s, int g) const
    {
        return map(images_, g, s);
    }
    [[nodiscard]] int inverseMove(int m) const { return inverse_[static_cast<std::size_t>(m)]; }

    [[nodiscard]] std::uint64_t count() const { return ranker_.count(); }
    [[nodiscard]] int moveCount() const { return moves_; }
    [[gnu::always_inline]] bool apply(State s, int m, State& out) const
    {
        out = map(forward_, m, s);
        return true;
    }
    [[gnu::always_inline]] bool applyInverse(State s, int m, State& out) const
    {
        out = map(backward_, m, s);
        return true;
    }
    [[nodiscard, gnu::always_inline]] std::uint64_t rank(State s) const
    {
        return ranker_.rankFixed<Bytes>(s);
    }
    void unrank(std::uint64_t r, State& s) const { s = ranker_.unrank(r); }
    void first(State& s) const { s = ranker_.first(); }
    bool next(State& s) const { return ranker_.next(s); }
    [[nodiscard]] bool isGoal(State s) const
    {
        return (s & required_) == required_ && (s & forbidden_) == 0;
    }
    // When the goal names every cell of class 0, it is that one position.
    bool uniqueGoal(State& s) const
    {
        s = required_;
        return std::popcount(required_) == ranker_.chosen();
    }
    [[nodiscard]] std::uint64_t store(State s, std::uint64_t) const { return s; }
    void load(std::uint64_t stored, State& s) const { s = stored; }

    static std::uint64_t extraBytes(const Rules& rules, const TableSpec& spec)
    {
        const auto bytes = static_cast<std::uint64_t>((spec.cells + 7) / 8);
        std::uint64_t rankRows = 0;  // the ranker's rows: 8b + 1 for byte b
        for (std::uint64_t b = 0; b < bytes; ++b)
            rankRows += 8 * b + 1;
        return (2 * static_cast<std::uint64_t>(rules.moveCount()) + kMaxMaskSymmetries) * bytes *
                   256 * 8 +
               rankRows * 256 * 8;
    }

private:
    [[nodiscard, gnu::always_inline]] State map(const std::vector<W>& table, int m, State s) const
    {
        const W* t = table.data() + static_cast<std::size_t>(m) * Bytes * 256;
        State out = 0;
        for (int b = 0; b < Bytes; ++b, t += 256, s >>= 8)
            out |= t[s & 0xff];
        return out;
    }

    static constexpr int bytes_ = Bytes;
    search::SubsetRanker ranker_;
    int moves_;
    std::vector<W> forward_;
    std::vector<W> backward_;
    std::vector<W> images_;
    std::vector<int> inverse_;
    int symmetries_ = 1;
    std::uint64_t required_ = 0;
    std::uint64_t forbidden_ = 0;
};

}  // namespace pl::search
