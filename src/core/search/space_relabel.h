// The table space of relabelling classes: one entry per class of positions under a
// group of relabellings that keeps the goal set (TopSpin: 12!/12 entries).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "core/rules/rules.h"
#include "core/search/canon.h"
#include "core/search/table_spec.h"

namespace pl::search {

// Distinct labels whose goal set is kept by a group G of relabellings. Moves only move
// contents from cell to cell, so relabelling a position (every label l becomes g(l))
// commutes with every move; when g maps the goal set onto itself, a position x and
// g(x) lie at the same distance (and their shortest answers are the same moves). G
// acts freely on the labels (only the identity fixes a label; the table engine's reduction
// checks), so each class {g(x) : g in G} has exactly |G| positions, and exactly one of
// them holds in cell 0 the smallest label of that label's G-orbit: the class's
// representative. The table keeps one entry per class, n!/|G| of them, ranked as (the
// orbit of cell 0's label) * (n-1)! + the Lehmer code of cells 1 .. n-1. A state is any
// member of its class (the frontier and the walk down keep positions as they come);
// rank() relabels to the representative on the way.
class RelabelSpace {
public:
    // 4 bits a cell: a position packs into a 56-bit frontier entry.
    static constexpr int kMaxCells = 14;
    using State = std::array<std::uint8_t, 16>;

    RelabelSpace(const Rules& rules, const TableSpec& spec)
        : n_(spec.cells), moves_(rules.moveCount())
    {
        const auto n = static_cast<std::size_t>(n_);
        for (int m = 0; m < moves_; ++m) {
            State src{};
            const std::vector<int>& from = spec.model->byteMove(m).from;
            for (std::size_t i = 0; i < n; ++i)
                src[i] = static_cast<std::uint8_t>(from[i]);
            sources_.push_back(src);
        }
        inverse_ = undoingMoves(moves_, [&](int m, int k) {
            for (std::size_t i = 0; i < n; ++i)
                if (sources_[static_cast<std::size_t>(m)]
                            [sources_[static_cast<std::size_t>(k)][i]] != i)
                    return false;
            return true;
        });
        // Each label's orbit representative (the smallest image), and the one element of
        // G taking the label there.
        std::vector<int> reps;
        for (std::size_t c = 0; c < n; ++c) {
            const std::vector<int>* best = nullptr;
            for (const auto& g : spec.labelGroup)
                if (!best || g[c] < (*best)[c])
                    best = &g;
            for (std::size_t i = 0; i < n; ++i)
                relabel_[c][i] = static_cast<std::uint8_t>((*best)[i]);
            reps.push_back((*best)[c]);
        }
        std::sort(reps.begin(), reps.end());
        reps.erase(std::unique(reps.begin(), reps.end()), reps.end());
        reps_.assign(reps.begin(), reps.end());
        for (std::size_t c = 0; c < n; ++c)
            orbitIndex_[c] = static_cast<std::uint8_t>(
                std::lower_bound(reps.begin(), reps.end(), relabel_[c][c]) - reps.begin());
        rest_ = 1;
        for (int i = 2; i < n_; ++i)
            rest_ *= static_cast<std::uint64_t>(i);
        weight_[static_cast<std::size_t>(n_ - 1)] = 1;
        for (int i = n_ - 1; i-- > 1;)
            weight_[static_cast<std::size_t>(i)] =
                weight_[static_cast<std::size_t>(i) + 1] * static_cast<std::uint64_t>(n_ - 1 - i);
        count_ = rest_ * reps_.size();
        below_.assign(std::size_t{1} << n, 0);
        for (std::size_t m = 1; m < below_.size(); ++m)
            below_[m] = static_cast<std::uint8_t>(below_[m & (m - 1)] + 1);
        for (const auto& g : spec.goalSet) {
            State x{};
            for (std::size_t i = 0; i < n; ++i)
                x[i] = static_cast<std::uint8_t>(g[i]);
            goalRanks_.push_back(rank(x));
        }
        std::sort(goalRanks_.begin(), goalRanks_.end());
        goalRanks_.erase(std::unique(goalRanks_.begin(), goalRanks_.end()), goalRanks_.end());
    }

    [[nodiscard]] std::uint64_t count() const { return count_; }
    [[nodiscard]] int moveCount() const { return moves_; }
    [[gnu::always_inline]] bool apply(const State& s, int m, State& out) const
    {
        const State& src = sources_[static_cast<std::size_t>(m)];
        for (int i = 0; i < n_; ++i)
            out[static_cast<std::size_t>(i)] = s[src[static_cast<std::size_t>(i)]];
        return true;
    }
    [[gnu::always_inline]] bool applyInverse(const State& s, int m, State& out) const
    {
        const State& src = sources_[static_cast<std::size_t>(m)];
        for (int i = 0; i < n_; ++i)
            out[src[static_cast<std::size_t>(i)]] = s[static_cast<std::size_t>(i)];
        return true;
    }
    // The rank of s's class: s relabelled to its representative, then ranked.
    [[nodiscard, gnu::always_inline]] std::uint64_t rank(const State& s) const
    {
        const std::array<std::uint8_t, 16>& g = relabel_[s[0]];
        std::uint64_t r = orbitIndex_[s[0]] * rest_;
        unsigned used = 1u << g[s[0]];
        // The digit of cell i is how many still unused labels lie below its label, worth
        // (n-1-i)!; the products are independent of each other (the last digit is 0).
        for (int i = 1; i < n_ - 1; ++i) {
            const unsigned v = g[s[static_cast<std::size_t>(i)]];
            r += (v - below_[used & ((1u << v) - 1)]) * weight_[static_cast<std::size_t>(i)];
            used |= 1u << v;
        }
        return r;
    }
    // The representative of class r.
    void unrank(std::uint64_t r, State& s) const
    {
        s.fill(0);
        const std::uint64_t orbit = r / rest_;
        r %= rest_;
        s[0] = reps_[static_cast<std::size_t>(orbit)];
        unsigned used = 1u << s[0];
        std::uint64_t f = rest_;
        for (int i = 1; i < n_; ++i) {
            f /= static_cast<std::uint64_t>(std::max(1, n_ - i));
            auto digit = static_cast<int>(r / f);
            r %= f;
            for (int v = 0; v < n_; ++v) {
                if (used & (1u << v))
                    continue;
                if (digit-- == 0) {
                    s[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(v);
                    used |= 1u << v;
                    break;
                }
            }
        }
    }
    void first(State& s) const { unrank(0, s); }
    // The representative of the next class in rank order.
    bool next(State& s) const
    {
        if (std::next_permutation(s.begin() + 1, s.begin() + n_))
            return true;
        const std::size_t orbit = orbitIndex_[s[0]] + std::size_t{1};
        if (orbit >= reps_.size())
            return false;
        unrank(orbit * rest_, s);
        return true;
    }
    [[nodiscard]] bool isGoal(const State& s) const
    {
        return std::binary_search(goalRanks_.begin(), goalRanks_.end(), rank(s));
    }
    bool uniqueGoal(State&) const { return false; }
    // The goal classes, one representative each (the build's seeds).
    [[nodiscard]] std::vector<State> goalStates() const
    {
        std::vector<State> out;
        for (const std::uint64_t r : goalRanks_) {
            State s{};
            unrank(r, s);
            out.push_back(s);
        }
        return out;
    }
    [[nodiscard]] std::uint64_t store(const State& s, std::uint64_t) const
    {
        std::uint64_t w = 0;
        for (int i = n_; i-- > 0;)
            w = (w << 4) | s[static_cast<std::size_t>(i)];
        return w;
    }
    void load(std::uint64_t stored, State& s) const
    {
        for (int i = 0; i < n_; ++i, stored >>= 4)
            s[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(stored & 15);
    }
    [[nodiscard]] int symmetryCount() const { return 1; }
    [[nodiscard]] State image(const State& s, int) const { return s; }
    [[nodiscard]] int inverseMove(int m) const { return inverse_[static_cast<std::size_t>(m)]; }

    static std::uint64_t extraBytes(const Rules& rules, const TableSpec& spec)
    {
        return static_cast<std::uint64_t>(rules.moveCount()) * sizeof(State) +
               (std::uint64_t{1} << spec.cells) + 16 * sizeof(State) + 4096;
    }

private:
    int n_;
    int moves_;
    std::vector<State> sources_;
    std::vector<int> inverse_;
    std::array<std::array<std::uint8_t, 16>, 16> relabel_{};  // label -> its g
    std::array<std::uint8_t, 16> orbitIndex_{};               // label -> its orbit's index
    std::vector<std::uint8_t> reps_;                          // smallest label of each orbit
    std::vector<std::uint8_t> below_;                         // set bits of a label mask
    std::uint64_t rest_ = 1;                                  // (n-1)!
    std::array<std::uint64_t, 16> weight_{};                  // cell i: (n-1-i)!
    std::uint64_t count_ = 0;
    std::vector<std::uint64_t> goalRanks_;
};

}  // namespace pl::search
