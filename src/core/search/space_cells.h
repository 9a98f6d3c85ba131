// The table space of any orbit model with a state as bytes (pieces as classes, their
// orientations, dial values), ranked by search/state_ranker.h. A move is the model's
// loop over the bytes, or the blank's slide.
// Symmetries of the moves (search/symmetry.h) that keep a full goal settle whole classes
// of positions at once.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <variant>
#include <vector>

#include "core/model/orbit_model.h"
#include "core/rules/rules.h"
#include "core/search/canon.h"
#include "core/search/state_ranker.h"
#include "core/search/symmetry.h"
#include "core/search/table_build.h"
#include "core/search/table_spec.h"

namespace pl::search {

// Tables take at most this many cells.
constexpr int kMaxTableCells = 64;
using Cells = std::array<std::uint8_t, kMaxTableCells>;

// The ranker of a spec: its segments (pieces as classes, orientations) as one number.
class AnyRanker {
public:
    explicit AnyRanker(const TableSpec& s) : ranker_(*StateRanker::make(s.segments)) {}
    [[nodiscard]] std::uint64_t count() const { return ranker_.count(); }
    [[nodiscard]] std::uint64_t rank(const Cells& c) const { return ranker_.rank(c.data()); }
    void unrank(std::uint64_t r, Cells& c) const { ranker_.unrank(r, c.data()); }
    bool next(Cells& c) const { return ranker_.next(c.data()); }
    [[nodiscard]] bool contains(const Cells& c) const { return ranker_.contains(c.data()); }

private:
    StateRanker ranker_;
};

// Any orbit model, a reduced state as bytes (pieces as classes, orientations as they
// are): the Space of search/table_build.h. A move is one loop over the bytes (each takes a
// byte of the state before plus a twist), or the blank's slide.
class CellSpace {
public:
    using State = Cells;

    CellSpace(const Rules& rules, const TableSpec& spec)
        : spec_(spec), ranker_(spec), moves_(rules.moveCount())
    {
        const model::OrbitModel& model = *spec.model;
        const int n = spec.cells;
        int values = 1;
        for (const Segment& seg : spec.segments)
            values =
                std::max(values, std::holds_alternative<PieceSegment>(seg)
                                     ? static_cast<int>(std::get<PieceSegment>(seg).counts.size())
                                     : std::get<TwistSegment>(seg).twists);
        while ((1 << cellBits_) < values)
            ++cellBits_;
        packable_ = n * cellBits_ <= 56;
        slides_ = model.slides();
        for (int j = 0; j < n; ++j)
            wrap_[static_cast<std::size_t>(j)] =
                static_cast<std::uint8_t>(model.byteModulus()[static_cast<std::size_t>(j)]);
        for (int m = 0; m < moves_ && !slides_; ++m) {
            const auto bytes = [n](const model::ByteMove& b, Cells& from, Cells& add) {
                for (int j = 0; j < n; ++j) {
                    from[static_cast<std::size_t>(j)] =
                        static_cast<std::uint8_t>(b.from[static_cast<std::size_t>(j)]);
                    add[static_cast<std::size_t>(j)] =
                        static_cast<std::uint8_t>(b.add[static_cast<std::size_t>(j)]);
                }
            };
            Cells from{}, add{}, backFrom{}, backAdd{};
            bytes(model.byteMove(m), from, add);
            bytes(model.byteUndo(m), backFrom, backAdd);
            sources_.push_back(from);
            adds_.push_back(add);
            backSources_.push_back(backFrom);
            backAdds_.push_back(backAdd);
        }
        if (slides_) {
            for (int m = 0; m < moves_; ++m)
                direction_.push_back(static_cast<int>(model.move(m).direction));
            for (int c = 0; c < n; ++c) {
                std::array<int, 4> nb{};
                for (int d = 0; d < 4; ++d)
                    nb[static_cast<std::size_t>(d)] =
                        model.neighbour(c, static_cast<model::Direction>(d));
                neighbours_.push_back(nb);
            }
        }
        inverse_ = undoingMoves(moves_, [&](int m, int k) {
            const auto mi = static_cast<std::size_t>(m);
            const auto ki = static_cast<std::size_t>(k);
            if (slides_)
                return (direction_[mi] ^ 1) == direction_[ki];
            // m then k: byte j takes byte from_m[from_k[j]], turned by both adds.
            for (int j = 0; j < n; ++j) {
                const auto jj = static_cast<std::size_t>(j);
                const std::uint8_t via = sources_[ki][jj];
                if (sources_[mi][via] != j)
                    return false;
                const int turn = adds_[mi][via] + adds_[ki][jj];
                if (wrap_[jj] > 0 ? turn % wrap_[jj] != 0 : turn != 0)
                    return false;
            }
            return true;
        });
        if (spec.fullGoal) {
            // Reduced bytes back to a full position: pieces are classes of their orbit's
            // labels (classLabel), orientations themselves.
            std::vector<int> orbitOf(static_cast<std::size_t>(n), -1);
            for (int o = 0; o < model.orbitCount(); ++o)
                if (const int at = model.pieceOffset(o); at >= 0)
                    for (int i = 0; i < model.orbit(o).size; ++i)
                        orbitOf[static_cast<std::size_t>(at + i)] = o;
            const Rules* r = &rules;
            goalTest_ = [r, spec, orbitOf](const Cells& s) {
                Position p;
                p.cells.resize(static_cast<std::size_t>(spec.cells));
                for (int c = 0; c < spec.cells; ++c) {
                    const auto ci = static_cast<std::size_t>(c);
                    const auto v = s[ci];
                    p.cells[ci] =
                        orbitOf[ci] < 0
                            ? v
                            : static_cast<std::uint8_t>(
                                  spec.classLabel[static_cast<std::size_t>(orbitOf[ci])][v]);
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
        if (slides_)
            return slide(s, direction_[static_cast<std::size_t>(m)], out);
        step(s, sources_[static_cast<std::size_t>(m)], adds_[static_cast<std::size_t>(m)], out);
        return true;
    }

    bool applyInverse(const State& s, int m, State& out) const
    {
        // The blank came from the neighbour on the other side.
        if (slides_)
            return slide(s, direction_[static_cast<std::size_t>(m)] ^ 1, out);
        step(s, backSources_[static_cast<std::size_t>(m)], backAdds_[static_cast<std::size_t>(m)],
             out);
        return true;
    }

    [[nodiscard]] std::uint64_t rank(const State& s) const { return ranker_.rank(s); }
    void unrank(std::uint64_t r, State& s) const { ranker_.unrank(r, s); }
    void first(State& s) const
    {
        s.fill(0);
        ranker_.unrank(0, s);
    }
    bool next(State& s) const { return ranker_.next(s); }
    // Whether s keeps the ties the moves keep (search/invariants.h): else no move
    // sequence leads from it to the goal, and it has no rank of its own.
    [[nodiscard]] bool contains(const State& s) const { return ranker_.contains(s); }

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
        return static_cast<std::uint64_t>(rules.moveCount()) * 4 * sizeof(Cells) +
               kMaxTableSymmetries * 2 * sizeof(Cells) + 4096;
    }

private:
    // Pieces of one orbit, moved by fixed permutations, with one full goal: the cell
    // permutations sigma that turn the moves into moves (search/symmetry.h) and carry the
    // goal's classes onto classes.
    // Renaming the classes accordingly maps the goal onto itself and commutes with the
    // moves, so a position and its image share a distance (the build settles both at
    // once). Those sigma form a group, as the build needs.
    void findSymmetries(const Rules& rules)
    {
        const int n = spec_.cells;
        if (spec_.counts().empty() || slides_ || goalTest_ || spec_.allEqual ||
            n != rules.cellCount() || n < 2)
            return;
        for (int c = 0; c < n; ++c)
            if (spec_.goal[static_cast<std::size_t>(c)] < 0)
                return;
        // (n is every cell of the puzzle, checked above.)
        const std::vector<std::vector<int>> targets = moveTargets(*spec_.model);
        const std::vector<int> anyClass(static_cast<std::size_t>(n), 0);
        const auto found = search::moveSymmetries(targets, anyClass, kMaxTableSymmetries, 1000000);
        const std::size_t classes = spec_.counts().size();
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

    // Byte j takes byte from[j], turned by add[j] below its modulus (0: a piece).
    [[gnu::always_inline]] void step(const State& s, const Cells& from, const Cells& add,
                                     State& out) const
    {
        const int n = spec_.cells;
        for (int j = 0; j < n; ++j) {
            const auto jj = static_cast<std::size_t>(j);
            const int v = s[from[jj]] + add[jj];
            out[jj] =
                static_cast<std::uint8_t>(wrap_[jj] != 0 && v >= wrap_[jj] ? v - wrap_[jj] : v);
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
    bool slides_ = false;
    Cells wrap_{};  // per byte: the modulus of an orientation, 0 for a piece
    std::vector<Cells> sources_;
    std::vector<Cells> adds_;
    std::vector<Cells> backSources_;
    std::vector<Cells> backAdds_;
    std::vector<int> direction_;
    std::vector<std::array<int, 4>> neighbours_;
    std::vector<int> inverse_;
    std::function<bool(const Cells&)> goalTest_;
    std::vector<Cells> symCells_;    // per symmetry but the identity: sigma
    std::vector<Cells> symClasses_;  // and the renaming of classes
    int cellBits_ = 1;               // bits per cell when packed
    bool packable_ = false;
};

}  // namespace pl::search
