// Canonical move sequences: which move may follow which in a depth-first search, so that
// of the sequences with the same effect only the smallest (shortest, then first in move
// order) is searched. Pruned: a move that undoes the previous one (Rules::inverseOf); in
// the power metric a power of the move just made (that move itself too); a move of order
// k made for the k-th time in a row (the run is the identity); a move right after a
// larger move it commutes with (swapping the two gives a smaller sequence of the same
// length). A move's order and which moves commute are read off the orbit model (pieces
// that move and turn, dials, or a sliding blank alike).
#pragma once

#include <cstdint>
#include <vector>

#include "core/rules/rules.h"

namespace pl::search {

// The order of move m (how many times in a row make the identity), at most `cap`; a
// sliding move has none (its blank never returns by one direction): `cap`.
[[nodiscard]] int moveOrder(const Rules& rules, int m, int cap);

// targets[m][c]: the byte of a state the content of byte c goes to under move m (moves
// with fixed effects).
[[nodiscard]] std::vector<std::vector<int>> moveTargets(const Rules& rules);
// The same over any model's bytes (a table's reduced model).
[[nodiscard]] std::vector<std::vector<int>> moveTargets(const model::OrbitModel& model);

// For every move m the first move k that undoes it (undoes(m, k): m then k is the
// identity on the positions of a space), or -1. Each space tests in its own terms: in a
// reduced space a move may undo another on the kept cells only.
template <typename Undoes>
[[nodiscard]] std::vector<int> undoingMoves(int moves, const Undoes& undoes)
{
    std::vector<int> out(static_cast<std::size_t>(moves), -1);
    for (int m = 0; m < moves; ++m)
        for (int k = 0; k < moves && out[static_cast<std::size_t>(m)] < 0; ++k)
            if (undoes(m, k))
                out[static_cast<std::size_t>(m)] = k;
    return out;
}

class MoveCanon {
public:
    // Orders are capped at `orderCap` (a run that long is never pruned).
    MoveCanon(const Rules& rules, int orderCap);

    // Whether `m` may follow `prev` (made `run` times in a row; prev < 0: none).
    [[nodiscard]] bool allowed(int prev, int run, int m) const
    {
        if (prev < 0)
            return true;
        const auto p = static_cast<std::size_t>(prev);
        const auto mi = static_cast<std::size_t>(m);
        if (inverse_[p] == m)
            return false;
        // In the power metric two powers of one move in a row, the same power twice
        // included, are one power (or none) in fewer moves.
        if (powerMetric_ && base_[mi] == base_[p])
            return false;
        if (m == prev)
            return run + 1 < order_[mi];
        if (m < prev && commuteWith_[p][mi])
            return false;
        return true;
    }

    [[nodiscard]] int inverse(int m) const { return inverse_[static_cast<std::size_t>(m)]; }
    [[nodiscard]] int order(int m) const { return order_[static_cast<std::size_t>(m)]; }

private:
    std::vector<int> inverse_;
    std::vector<int> order_;
    std::vector<int> base_;
    std::vector<std::vector<std::uint8_t>> commuteWith_;  // [a][b]: a and b commute
    bool powerMetric_ = false;
};

}  // namespace pl::search
