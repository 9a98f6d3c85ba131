// The table space of any kind with cells as bytes (classes, or dial values), ranked by
// search/ranking.h. Kind-specific parts: apply/applyInverse (a permutation of the cells,
// amounts added to dials, or the blank sliding), the move inverses, and first().
// Symmetries of the moves (search/symmetry.h) that keep a full goal settle whole classes
// of positions at once.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/rules/rules.h"
#include "core/search/canon.h"
#include "core/search/ranking.h"
#include "core/search/symmetry.h"
#include "core/search/table_build.h"
#include "core/search/table_spec.h"

namespace pl::search {

// Tables take at most this many cells.
constexpr int kMaxTableCells = 64;
using Cells = std::array<std::uint8_t, kMaxTableCells>;

// The ranker of a spec, behind one face.

class AnyRanker {
public:
    explicit AnyRanker(const TableSpec& s)
    {
        if (s.kind == def::Kind::Dial) {
            dial_.emplace(s.cells, s.modulus);
        } else if (s.cells <= 20 &&
                   std::all_of(s.counts.begin(), s.counts.end(), [](int c) { return c == 1; })) {
            perm_.emplace(s.cells);
        } else {
            multi_.emplace(s.counts);
        }
    }
    [[nodiscard]] std::uint64_t count() const
    {
        return dial_ ? dial_->count() : perm_ ? perm_->count() : multi_->count();
    }
    [[nodiscard]] std::uint64_t rank(const Cells& c) const
    {
        return dial_   ? dial_->rank(c.data())
               : perm_ ? perm_->rank(c.data())
                       : multi_->rank(c.data());
    }
    void unrank(std::uint64_t r, Cells& c) const
    {
        if (dial_)
            dial_->unrank(r, c.data());
        else if (perm_)
            perm_->unrank(r, c.data());
        else
            multi_->unrank(r, c.data());
    }
    bool next(Cells& c) const
    {
        return dial_   ? dial_->next(c.data())
               : perm_ ? perm_->next(c.data())
                       : multi_->next(c.data());
    }

private:
    std::optional<search::DialRanker> dial_;
    std::optional<search::PermutationRanker> perm_;
    std::optional<search::MultisetRanker> multi_;
};

inline int directionIndex(char d)
{
    switch (d) {
    case 'U':
        return 0;
    case 'D':
        return 1;
    case 'L':
        return 2;
    case 'R':
        return 3;
    default:
        return -1;
    }
}

// Any kind, cells as bytes (classes, or dial values): the Space of search/table_build.h.
class CellSpace {
public:
    using State = Cells;

    CellSpace(const Rules& rules, const TableSpec& spec)
        : spec_(spec), ranker_(spec), moves_(rules.moveCount())
    {
        const int n = spec.cells;
        const int values =
            spec.kind == def::Kind::Dial ? spec.modulus : static_cast<int>(spec.counts.size());
        while ((1 << cellBits_) < values)
            ++cellBits_;
        packable_ = n * cellBits_ <= 56;
        const def::Kind kind = spec.kind;
        for (int m = 0; m < moves_; ++m) {
            const RuleMove& rm = rules.move(m);
            Cells src{};
            Cells add{};
            if (kind == def::Kind::Permutation)
                for (int i = 0; i < n; ++i)
                    src[static_cast<std::size_t>(i)] =
                        static_cast<std::uint8_t>(rm.sources[static_cast<std::size_t>(i)]);
            if (kind == def::Kind::Dial)
                for (int i = 0; i < n; ++i)
                    add[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
                        rm.add[static_cast<std::size_t>(spec.kept[static_cast<std::size_t>(i)])]);
            sources_.push_back(src);
            adds_.push_back(add);
            const int d = directionIndex(rm.direction);
            direction_.push_back(d);
            opposite_.push_back(d < 0 ? -1 : d ^ 1);
        }
        inverse_ = undoingMoves(moves_, [&](int m, int k) {
            const auto mi = static_cast<std::size_t>(m);
            const auto ki = static_cast<std::size_t>(k);
            if (kind == def::Kind::Sliding)
                return direction_[mi] >= 0 && direction_[ki] == opposite_[mi];
            bool undoes = true;
            if (kind == def::Kind::Dial) {
                for (int i = 0; i < n && undoes; ++i)
                    undoes = (adds_[mi][static_cast<std::size_t>(i)] +
                              adds_[ki][static_cast<std::size_t>(i)]) %
                                 spec.modulus ==
                             0;
            } else {
                for (int i = 0; i < n && undoes; ++i)
                    undoes = sources_[mi][sources_[ki][static_cast<std::size_t>(i)]] == i;
            }
            return undoes;
        });
        if (kind == def::Kind::Sliding)
            for (int c = 0; c < n; ++c) {
                std::array<int, 4> nb{};
                for (int d = 0; d < 4; ++d)
                    nb[static_cast<std::size_t>(d)] = rules.neighbour(c, "UDLR"[d]);
                neighbours_.push_back(nb);
            }
        if (spec.fullGoal) {
            const Rules* r = &rules;
            goalTest_ = [r, spec](const Cells& s) {
                Position p;
                p.cells.resize(static_cast<std::size_t>(spec.cells));
                for (int c = 0; c < spec.cells; ++c) {
                    const auto v = s[static_cast<std::size_t>(c)];
                    p.cells[static_cast<std::size_t>(c)] =
                        spec.kind == def::Kind::Dial
                            ? v
                            : static_cast<std::uint8_t>(spec.classLabel[v]);
                }
                return r->reached(p, *spec.fullGoal).has_value();
            };
        }
        findSymmetries(rules);
    }

    [[nodiscard]] std::uint64_t count() const { return ranker_.count(); }
    [[nodiscard]] int moveCount() const { return moves_; }

    bool apply(const State& s, int m, State& out) const
    {
        const auto mi = static_cast<std::size_t>(m);
        const int n = spec_.cells;
        switch (spec_.kind) {
        case def::Kind::Permutation:
            for (int i = 0; i < n; ++i)
                out[static_cast<std::size_t>(i)] = s[sources_[mi][static_cast<std::size_t>(i)]];
            return true;
        case def::Kind::Dial:
            for (int i = 0; i < n; ++i) {
                const auto ii = static_cast<std::size_t>(i);
                out[ii] = static_cast<std::uint8_t>((s[ii] + adds_[mi][ii]) % spec_.modulus);
            }
            return true;
        case def::Kind::Sliding:
            return slide(s, direction_[mi], out);
        }
        return false;
    }

    bool applyInverse(const State& s, int m, State& out) const
    {
        const auto mi = static_cast<std::size_t>(m);
        const int n = spec_.cells;
        switch (spec_.kind) {
        case def::Kind::Permutation:
            for (int i = 0; i < n; ++i)
                out[sources_[mi][static_cast<std::size_t>(i)]] = s[static_cast<std::size_t>(i)];
            return true;
        case def::Kind::Dial:
            for (int i = 0; i < n; ++i) {
                const auto ii = static_cast<std::size_t>(i);
                out[ii] = static_cast<std::uint8_t>((s[ii] + spec_.modulus - adds_[mi][ii]) %
                                                    spec_.modulus);
            }
            return true;
        case def::Kind::Sliding:
            // The blank came from the neighbour on the other side.
            return slide(s, opposite_[mi], out);
        }
        return false;
    }

    [[nodiscard]] std::uint64_t rank(const State& s) const { return ranker_.rank(s); }
    void unrank(std::uint64_t r, State& s) const { ranker_.unrank(r, s); }
    void first(State& s) const
    {
        s.fill(0);
        if (spec_.kind == def::Kind::Dial)
            return;
        std::size_t i = 0;
        for (std::size_t c = 0; c < spec_.counts.size(); ++c)
            for (int k = 0; k < spec_.counts[c]; ++k)
                s[i++] = static_cast<std::uint8_t>(c);
    }
    bool next(State& s) const { return ranker_.next(s); }

    [[nodiscard]] bool isGoal(const State& s) const
    {
        if (goalTest_)
            return goalTest_(s);
        const int n = spec_.cells;
        for (int i = 0; i < n; ++i) {
            const int g = spec_.goal[static_cast<std::size_t>(i)];
            if (g >= 0 && s[static_cast<std::size_t>(i)] != g)
                return false;
        }
        if (spec_.allEqual)
            for (int i = 1; i < n; ++i)
                if (s[static_cast<std::size_t>(i)] != s[0])
                    return false;
        return true;
    }

    // When the goal gives every cell's class (and no other condition), it is that one
    // position.
    bool uniqueGoal(State& s) const
    {
        if (goalTest_ || spec_.allEqual || spec_.cells == 0)
            return false;
        for (int i = 0; i < spec_.cells; ++i) {
            const int g = spec_.goal[static_cast<std::size_t>(i)];
            if (g < 0)
                return false;
            s[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(g);
        }
        return true;
    }
    // The frontier holds a position packed into one word when it fits (cheaper to
    // unpack than to unrank), else its rank.
    [[nodiscard]] std::uint64_t store(const State& s, std::uint64_t rank) const
    {
        if (!packable_)
            return rank;
        std::uint64_t w = 0;
        for (int i = spec_.cells; i-- > 0;)
            w = (w << cellBits_) | s[static_cast<std::size_t>(i)];
        return w;
    }
    void load(std::uint64_t stored, State& s) const
    {
        if (!packable_) {
            unrank(stored, s);
            return;
        }
        const std::uint64_t mask = (std::uint64_t{1} << cellBits_) - 1;
        for (int i = 0; i < spec_.cells; ++i, stored >>= cellBits_)
            s[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(stored & mask);
    }

    [[nodiscard]] int symmetryCount() const { return 1 + static_cast<int>(symCells_.size()); }
    // Symmetry g: the content of cell c goes to sigma(c), its class renamed so that the
    // goal maps onto itself.
    [[nodiscard]] State image(const State& s, int g) const
    {
        const Cells& to = symCells_[static_cast<std::size_t>(g - 1)];
        const Cells& rename = symClasses_[static_cast<std::size_t>(g - 1)];
        State out{};
        for (int c = 0; c < spec_.cells; ++c)
            out[to[static_cast<std::size_t>(c)]] = rename[s[static_cast<std::size_t>(c)]];
        return out;
    }
    [[nodiscard]] int inverseMove(int m) const { return inverse_[static_cast<std::size_t>(m)]; }

    static std::uint64_t extraBytes(const Rules& rules, const TableSpec&)
    {
        return static_cast<std::uint64_t>(rules.moveCount()) * 2 * sizeof(Cells) +
               kMaxTableSymmetries * 2 * sizeof(Cells) + 4096;
    }

private:
    // A permutation puzzle with one full goal: the cell permutations sigma that turn the
    // moves into moves (search/symmetry.h) and carry the goal's classes onto classes.
    // Renaming the classes accordingly maps the goal onto itself and commutes with the
    // moves, so a position and its image share a distance (the build settles both at
    // once). Those sigma form a group, as the build needs.
    void findSymmetries(const Rules& rules)
    {
        const int n = spec_.cells;
        if (spec_.kind != def::Kind::Permutation || goalTest_ || spec_.allEqual ||
            n != rules.cellCount() || n < 2)
            return;
        for (int c = 0; c < n; ++c)
            if (spec_.goal[static_cast<std::size_t>(c)] < 0)
                return;
        // (n is every cell of the puzzle, checked above.)
        const std::vector<std::vector<int>> targets = moveTargets(rules);
        const std::vector<int> anyClass(static_cast<std::size_t>(n), 0);
        const auto found = search::moveSymmetries(targets, anyClass, kMaxTableSymmetries, 1000000);
        const std::size_t classes = spec_.counts.size();
        for (std::size_t g = 1; g < found.size(); ++g) {
            Cells to{};
            Cells rename{};
            std::vector<int> image(classes, -1);
            bool keeps = true;
            for (int c = 0; c < n && keeps; ++c) {
                const int a = spec_.goal[static_cast<std::size_t>(c)];
                const int b =
                    spec_.goal[static_cast<std::size_t>(found[g][static_cast<std::size_t>(c)])];
                int& ia = image[static_cast<std::size_t>(a)];
                keeps = ia < 0 || ia == b;
                ia = b;
                to[static_cast<std::size_t>(c)] =
                    static_cast<std::uint8_t>(found[g][static_cast<std::size_t>(c)]);
            }
            if (!keeps)
                continue;
            for (std::size_t a = 0; a < classes; ++a)
                rename[a] = static_cast<std::uint8_t>(image[a]);
            symCells_.push_back(to);
            symClasses_.push_back(rename);
        }
    }

    bool slide(const State& s, int direction, State& out) const
    {
        const int n = spec_.cells;
        int blank = -1;
        for (int c = 0; c < n && blank < 0; ++c)
            if (s[static_cast<std::size_t>(c)] == spec_.blankClass)
                blank = c;
        if (blank < 0 || direction < 0)
            return false;
        const int to =
            neighbours_[static_cast<std::size_t>(blank)][static_cast<std::size_t>(direction)];
        if (to < 0)
            return false;
        out = s;
        std::swap(out[static_cast<std::size_t>(blank)], out[static_cast<std::size_t>(to)]);
        return true;
    }

    TableSpec spec_;
    AnyRanker ranker_;
    int moves_;
    std::vector<Cells> sources_;
    std::vector<Cells> adds_;
    std::vector<int> direction_;
    std::vector<int> opposite_;
    std::vector<std::array<int, 4>> neighbours_;
    std::vector<int> inverse_;
    std::function<bool(const Cells&)> goalTest_;
    std::vector<Cells> symCells_;    // per symmetry but the identity: sigma
    std::vector<Cells> symClasses_;  // and the renaming of classes
    int cellBits_ = 1;               // bits per cell when packed
    bool packable_ = false;
};

}  // namespace pl::search
