// Descent: the smallest optimal answer from a distance table (search/distance_table.h).
// Each step goes to the first successor (in move order) whose stored value is one less,
// modulo M. A shortest answer from x of length D is a sequence whose i-th position has
// distance D - i exactly, so a shortest answer starting with move m exists iff m leads to
// distance D - 1; the smallest shortest answer therefore starts with the first such m,
// and continues with the smallest shortest answer from there (induction on D).
#pragma once

#include <cstdint>
#include <vector>

#include "core/search/distance_table.h"

namespace pl::search {

// step to the successor whose value is one less, modulo M; see the header).
template <typename Space>
int walkDown(const Space& sp, const DistanceTable& t, typename Space::State s,
             std::uint64_t& lookups, std::vector<int>* moves = nullptr)
{
    if constexpr (requires { sp.contains(s); })
        if (!sp.contains(s))
            return -1;  // breaks a tie every move keeps: unsolvable
    unsigned v = t.get(sp.rank(s));
    ++lookups;
    if (v == t.unseen)
        return -1;
    int d = 0;
    while (!sp.isGoal(s)) {
        const unsigned want = (v + t.modulus - 1) % t.modulus;
        bool stepped = false;
        for (int m = 0; m < sp.moveCount() && !stepped; ++m) {
            typename Space::State y{};
            if (!sp.apply(s, m, y))
                continue;
            const unsigned w = t.get(sp.rank(y));
            ++lookups;
            if (w == want) {
                s = y;
                v = w;
                ++d;
                stepped = true;
                if (moves)
                    moves->push_back(m);
            }
        }
        if (!stepped || static_cast<std::uint64_t>(d) > t.count)
            return -2;  // cannot happen for a table built as above
    }
    return d;
}

// The distance after a move, from the distance before it and the value stored for the
// position the move leads to (a move changes a distance by -1 .. M-2).
inline int stepDistance(const DistanceTable& t, int before, unsigned value)
{
    const auto m = static_cast<int>(t.modulus);
    const int delta = (static_cast<int>(value) - before % m + 1 + 2 * m) % m - 1;
    return before + delta;
}

}  // namespace pl::search
