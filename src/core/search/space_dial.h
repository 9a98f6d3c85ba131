// The table space of orientations only (dials: pieces that never move) with a
// power-of-two modulus, packed into one word.
#pragma once

#include <cstdint>
#include <vector>

#include "core/rules/rules.h"
#include "core/search/canon.h"
#include "core/search/table_spec.h"

namespace pl::search {

// Dials with a power-of-two modulus 2^b: cell i is bits [b*i, b*i + b) of one word,
// which is also the rank (a base-2^b number), so next() is +1. A move adds its amounts
// to every field at once, the carries kept inside each field (for b = 1: exclusive or).
class PackedDialSpace {
public:
    using State = std::uint64_t;

    PackedDialSpace(const Rules& rules, const TableSpec& spec)
        : moves_(rules.moveCount()), bits_(spec.dialBits()), cells_(spec.cells)
    {
        const int mod = spec.modulus();
        for (int i = 0; i < cells_; ++i) {
            const int shift = bits_ * i;
            ones_ |= std::uint64_t{1} << shift;
            high_ |= std::uint64_t{1} << (shift + bits_ - 1);
        }
        fieldMask_ = (std::uint64_t{1} << bits_) - 1;
        count_ = std::uint64_t{1} << (bits_ * cells_);
        for (int m = 0; m < moves_; ++m) {
            // The reduced model's bytes are the kept orientations.
            const std::vector<int>& add = spec.model->byteMove(m).add;
            std::uint64_t a = 0;
            std::uint64_t neg = 0;
            for (int i = 0; i < cells_; ++i) {
                const int v = add[static_cast<std::size_t>(i)];
                a |= static_cast<std::uint64_t>(v) << (bits_ * i);
                neg |= static_cast<std::uint64_t>((mod - v) % mod) << (bits_ * i);
            }
            adds_.push_back(a);
            negs_.push_back(neg);
        }
        inverse_ = undoingMoves(moves_, [&](int m, int k) {
            return adds_[static_cast<std::size_t>(k)] == negs_[static_cast<std::size_t>(m)];
        });
        for (int i = 0; i < cells_; ++i) {
            const int g = spec.goal[static_cast<std::size_t>(i)];
            if (g >= 0) {
                goalMask_ |= fieldMask_ << (bits_ * i);
                goalValue_ |= static_cast<std::uint64_t>(g) << (bits_ * i);
            }
        }
        allEqual_ = spec.allEqual;
    }

    [[nodiscard]] std::uint64_t count() const { return count_; }
    [[nodiscard]] int moveCount() const { return moves_; }
    [[gnu::always_inline]] bool apply(State s, int m, State& out) const
    {
        out = addFields(s, adds_[static_cast<std::size_t>(m)]);
        return true;
    }
    [[gnu::always_inline]] bool applyInverse(State s, int m, State& out) const
    {
        out = addFields(s, negs_[static_cast<std::size_t>(m)]);
        return true;
    }
    [[nodiscard]] std::uint64_t rank(State s) const { return s; }
    void unrank(std::uint64_t r, State& s) const { s = r; }
    void first(State& s) const { s = 0; }
    bool next(State& s) const { return ++s < count_; }
    [[nodiscard]] bool isGoal(State s) const
    {
        if ((s & goalMask_) != goalValue_)
            return false;
        return !allEqual_ || s == (s & fieldMask_) * ones_;
    }
    bool uniqueGoal(State& s) const
    {
        s = goalValue_;
        return !allEqual_;  // the reduced dial space keeps only the cells the goal sets
    }
    [[nodiscard]] std::uint64_t store(State s, std::uint64_t) const { return s; }
    void load(std::uint64_t stored, State& s) const { s = stored; }
    [[nodiscard]] int symmetryCount() const { return 1; }
    [[nodiscard]] State image(State s, int) const { return s; }
    [[nodiscard]] int inverseMove(int m) const { return inverse_[static_cast<std::size_t>(m)]; }
    [[nodiscard]] int bits() const { return bits_; }

    static std::uint64_t extraBytes(const Rules& rules, const TableSpec&)
    {
        return static_cast<std::uint64_t>(rules.moveCount()) * 24 + 1024;
    }

private:
    [[nodiscard]] State addFields(State x, State a) const
    {
        if (bits_ == 1)
            return x ^ a;
        // Below the top bit of each field the sum cannot carry out of the field; the
        // top bit is the exclusive or of both top bits and that carry.
        return ((x & ~high_) + (a & ~high_)) ^ ((x ^ a) & high_);
    }

    int moves_;
    int bits_;
    int cells_;
    std::uint64_t count_ = 1;
    std::uint64_t ones_ = 0;
    std::uint64_t high_ = 0;
    std::uint64_t fieldMask_ = 1;
    std::uint64_t goalMask_ = 0;
    std::uint64_t goalValue_ = 0;
    bool allEqual_ = false;
    std::vector<std::uint64_t> adds_;
    std::vector<std::uint64_t> negs_;
    std::vector<int> inverse_;
};

}  // namespace pl::search
