#include "core/engines/reachable_histogram.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <thread>
#include <unordered_set>

#include "core/engines/ida_puzzle.h"
#include "core/model/orbit_model.h"
#include "core/rules/position_count.h"
#include "core/search/bit_levels.h"
#include "core/search/perm_group.h"
#include "core/search/piece_space.h"

namespace pl {

namespace {

using Key = std::string;  // a position's cells as bytes

// What one stored position costs: the hash set's node and bucket, the key, and its copy
// in a frontier list (heap blocks past the short-string buffer counted twice).
std::uint64_t bytesPerPosition(int cells)
{
    return 120 + (cells > 15 ? 2 * (static_cast<std::uint64_t>(cells) + 32) : 0);
}

// Per-cell patterns (-1: any) whose fillings are the goal's positions.
void patterns(const Rules& rules, const def::Goal& goal, std::vector<std::vector<int>>& out)
{
    const model::OrbitModel& model = rules.model();
    const int n = rules.cellCount();
    switch (goal.type) {
    case def::Goal::Type::Values:
        out.push_back(goal.values);
        return;
    case def::Goal::Type::Uniform: {
        // The values the cells may all hold: an orientation, or a label of the orbit's
        // pieces that occurs often enough.
        std::vector<int> values;
        const int first = goal.uniformCells.empty() ? -1 : goal.uniformCells.front();
        for (int o = 0; o < model.orbitCount() && first >= 0; ++o) {
            const int size = model.orbit(o).size;
            if (const int at = model.twistOffset(o); at >= 0 && first >= at && first < at + size)
                for (int v = 0; v < model.orbit(o).twists; ++v)
                    values.push_back(v);
            if (const int at = model.pieceOffset(o); at >= 0 && first >= at && first < at + size) {
                std::map<int, int> count;
                const Position start = rules.start();
                for (int i = 0; i < size; ++i)
                    ++count[start.cells[static_cast<std::size_t>(at + i)]];
                for (const auto& [l, c] : count)
                    if (c >= static_cast<int>(goal.uniformCells.size()))
                        values.push_back(l);
            }
        }
        for (const int l : values) {
            std::vector<int> p(static_cast<std::size_t>(n), -1);
            for (const int c : goal.uniformCells)
                p[static_cast<std::size_t>(c)] = l;
            out.push_back(std::move(p));
        }
        return;
    }
    case def::Goal::Type::AnyOf:
        for (const def::Goal& g : goal.anyOf)
            patterns(rules, g, out);
        return;
    }
}

// Every full state that fills the pattern's free bytes (orientations: every value;
// pieces: the labels of their orbit that `start` has left over), in turn to `visit`
// (false stops); false when a visit did, or the pattern needs labels start lacks.
bool fillings(const Rules& rules, const std::vector<int>& pattern,
              const std::function<bool(const std::string&)>& visit)
{
    const model::OrbitModel& model = rules.model();
    const int n = rules.cellCount();
    const Position start = rules.start();
    std::vector<int> wrap(static_cast<std::size_t>(n), 0);  // orientation bytes: their twists
    std::vector<int> orbitOf(static_cast<std::size_t>(n), -1);
    std::vector<std::map<int, int>> left(static_cast<std::size_t>(model.orbitCount()));
    for (int o = 0; o < model.orbitCount(); ++o) {
        for (int i = 0; i < model.orbit(o).size; ++i) {
            if (const int at = model.twistOffset(o); at >= 0)
                wrap[static_cast<std::size_t>(at + i)] = model.orbit(o).twists;
            if (const int at = model.pieceOffset(o); at >= 0) {
                orbitOf[static_cast<std::size_t>(at + i)] = o;
                ++left[static_cast<std::size_t>(o)][start.cells[static_cast<std::size_t>(at + i)]];
            }
        }
    }
    for (int c = 0; c < n; ++c)
        if (const int v = pattern[static_cast<std::size_t>(c)];
            v >= 0 && orbitOf[static_cast<std::size_t>(c)] >= 0 &&
            --left[static_cast<std::size_t>(orbitOf[static_cast<std::size_t>(c)])][v] < 0)
            return true;  // the pattern needs labels start does not have: no filling
    std::string k(static_cast<std::size_t>(n), '\0');
    const std::function<bool(int)> fill = [&](int c) -> bool {
        if (c == n)
            return visit(k);
        const auto ci = static_cast<std::size_t>(c);
        if (pattern[ci] >= 0) {
            k[ci] = static_cast<char>(pattern[ci]);
            return fill(c + 1);
        }
        if (orbitOf[ci] < 0) {
            for (int v = 0; v < std::max(wrap[ci], 1); ++v) {
                k[ci] = static_cast<char>(v);
                if (!fill(c + 1))
                    return false;
            }
            return true;
        }
        for (auto& [label, count] : left[static_cast<std::size_t>(orbitOf[ci])]) {
            if (count <= 0)
                continue;
            --count;
            k[ci] = static_cast<char>(label);
            const bool more = fill(c + 1);
            ++count;
            if (!more)
                return false;
        }
        return true;
    };
    return fill(0);
}

// A number of positions the goal surely reaches, known before searching (0: none known),
// so that a search bound to run out of memory is refused at once. A permutation puzzle:
// the search reaches at least the orbit of one goal position under the group G the
// moves generate, and an orbit holds |G| / |stabiliser| positions, the stabiliser lying
// in the permutations that only swap identical labels, so at least |G| / (product of
// count(label)!) positions, for any goal (The Rotation Game: about 4.7e9, refused at
// once; a 2x2x2 cube in stickers: a bound far below its 3,674,160, searched). A sliding
// puzzle with distinct labels and a full goal on a full rectangle of at least 2x2 cells:
// half of all arrangements.
double surelyReached(const Rules& rules, const def::Goal& goal)
{
    const def::PuzzleDef& d = rules.def();
    const int n = rules.cellCount();
    if (rules.model().permutesCells() && n <= 255) {
        std::vector<search::PermGroup::Perm> gens;
        for (int m = 0; m < rules.moveCount(); ++m) {
            const std::vector<int>& src = rules.move(m).sources;
            search::PermGroup::Perm p(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                p[static_cast<std::size_t>(src[static_cast<std::size_t>(i)])] =
                    static_cast<std::uint8_t>(i);
            gens.push_back(std::move(p));
        }
        double bound = search::PermGroup(n, gens).order();
        std::map<int, int> counts;
        for (int label : d.start)
            ++counts[label];
        for (const auto& [label, count] : counts)
            for (int k = 2; k <= count; ++k)
                bound /= k;
        return bound;
    }
    const model::OrbitModel& model = rules.model();
    if (!model.slides() && goal.type == def::Goal::Type::Values &&
        goal.values.size() == static_cast<std::size_t>(model.stateSize())) {
        // Pieces (twsearch's and KPuzzle's files): the same over the group on the
        // (slot, orientation) points; the stabiliser of one goal state only swaps pieces of
        // the same orbit and label (their twists then follow), so it is at most the product
        // of count(orbit, label)! (eliac: refused at once, where a search ran a minute and
        // filled 3 GB first).
        const ida::PointMoves pm = ida::pointMoves(model);
        if (pm.points <= 256) {
            double bound = search::PermGroup(pm.points, pm.moves).order();
            std::map<std::pair<int, int>, int> counts;
            for (int o = 0; o < model.orbitCount(); ++o) {
                if (model.pieceOffset(o) < 0)
                    continue;
                for (int s = 0; s < model.orbit(o).size; ++s) {
                    const int label =
                        goal.values[static_cast<std::size_t>(model.pieceOffset(o) + s)];
                    if (label < 0)
                        return 0;  // an open cell: the goal's states are not one orbit's
                    ++counts[{o, label}];
                }
            }
            for (const auto& [kind, count] : counts)
                for (int k = 2; k <= count; ++k)
                    bound /= k;
            return bound;
        }
    }
    std::vector<int> sorted = d.start;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        return 0;  // identical labels
    const bool full =
        goal.type == def::Goal::Type::Values &&
        std::none_of(goal.values.begin(), goal.values.end(), [](int v) { return v < 0; });
    if (!full)
        return 0;
    if (rules.model().slides()) {
        double xs = 0;
        double ys = 0;
        double x0 = d.cells[0].x;
        double y0 = d.cells[0].y;
        double x1 = x0;
        double y1 = y0;
        for (const auto& c : d.cells) {
            x0 = std::min(x0, c.x);
            x1 = std::max(x1, c.x);
            y0 = std::min(y0, c.y);
            y1 = std::max(y1, c.y);
        }
        xs = x1 - x0 + 1;
        ys = y1 - y0 + 1;
        if (xs >= 2 && ys >= 2 && xs * ys == n) {  // distinct places (the reader checks)
            double half = 0.5;
            for (int k = 2; k <= n; ++k)
                half *= k;
            return half;
        }
    }
    return 0;
}

// ---- the piece space by its digits ---------------------------------------------------
//
// A move changes each digit of a piece-space rank by that digit alone (PieceSpace::
// digitRadices), so a neighbour's rank is a sum of small per-digit tables, looked up
// instead of unranking, moving and ranking piece by piece. Each digit is also cut down
// to the values the moves reach from the goal's: a 2x2x2 cube's eight corners are turned
// 3^8 ways but only the 3^7 whose turns sum to 0 (mod 3) are reached, so the space is
// 8! * 3^7 = 88,179,840 states instead of 264,539,520.

// Per digit, its reached values (0: the goal's) and what every move makes of each, as
// that digit's share of the new rank; `pull`: the same for the moves' inverses.
struct DigitMoves {
    int moves = 0;
    std::uint64_t count = 1;           // product of the reached values per digit
    std::vector<std::uint64_t> radix;  // reached values per digit, most significant first
    std::vector<std::vector<std::uint64_t>> push;  // [v * moves + m]
    std::vector<std::vector<std::uint64_t>> pull;  // [v * moves + m]
    std::vector<std::uint64_t> goals;              // the goal states' ranks
};

// A digit of at most this many values gets a table.
constexpr std::uint64_t kMaxDigit = std::uint64_t{1} << 24;

std::optional<DigitMoves> digitMoves(const search::PieceSpace& sp,
                                     const std::vector<std::uint64_t>& goals,
                                     std::uint64_t maxBytes)
{
    const std::vector<std::uint64_t> full = sp.digitRadices();
    const int moves = sp.moveCount();
    const std::size_t digits = full.size();
    std::uint64_t tableBytes = 0;
    for (const std::uint64_t r : full) {
        if (r > kMaxDigit)
            return std::nullopt;
        tableBytes += r * static_cast<std::uint64_t>(moves) * 8 * 3;
    }
    if (tableBytes > maxBytes / 4)
        return std::nullopt;
    std::vector<std::uint64_t> fullWeight(digits, 1);
    for (std::size_t d = digits - 1; d-- > 0;)
        fullWeight[d] = fullWeight[d + 1] * full[d + 1];
    search::PieceSpace::State x{};
    search::PieceSpace::State y{};
    sp.goal(x);
    const std::uint64_t g = sp.rank(x);
    const auto digitOf = [&](std::uint64_t r, std::size_t d) {
        return r / fullWeight[d] % full[d];
    };
    DigitMoves dm;
    dm.moves = moves;
    const auto m64 = static_cast<std::uint64_t>(moves);
    std::vector<std::vector<std::int64_t>> dense(digits);
    std::vector<std::vector<std::uint64_t>> reached(digits);
    std::vector<std::vector<std::uint64_t>> raw(digits);
    for (std::size_t d = 0; d < digits; ++d) {
        // What each move does to this digit, the other digits held at the goal's.
        const std::uint64_t gd = digitOf(g, d);
        raw[d].resize(full[d] * m64);
        for (std::uint64_t v = 0; v < full[d]; ++v) {
            sp.unrank(g - gd * fullWeight[d] + v * fullWeight[d], x);
            for (int m = 0; m < moves; ++m) {
                sp.apply(x, m, y);
                raw[d][v * m64 + static_cast<std::uint64_t>(m)] = digitOf(sp.rank(y), d);
            }
        }
        // The values reached from the goals'.
        dense[d].assign(full[d], -1);
        dense[d][gd] = 0;
        reached[d].push_back(gd);
        for (const std::uint64_t other : goals) {
            const std::uint64_t od = digitOf(other, d);
            if (dense[d][od] < 0) {
                dense[d][od] = static_cast<std::int64_t>(reached[d].size());
                reached[d].push_back(od);
            }
        }
        for (std::size_t at = 0; at < reached[d].size(); ++at)
            for (int m = 0; m < moves; ++m) {
                const std::uint64_t t =
                    raw[d][reached[d][at] * m64 + static_cast<std::uint64_t>(m)];
                if (dense[d][t] < 0) {
                    dense[d][t] = static_cast<std::int64_t>(reached[d].size());
                    reached[d].push_back(t);
                }
            }
        dm.radix.push_back(reached[d].size());
        if (dm.count > ~std::uint64_t{0} / reached[d].size())
            return std::nullopt;
        dm.count *= reached[d].size();
    }
    if (dm.count / 8 * 3 > maxBytes)
        return std::nullopt;
    std::uint64_t weight = 1;
    dm.push.resize(digits);
    dm.pull.resize(digits);
    for (std::size_t d = digits; d-- > 0;) {
        const std::uint64_t k = reached[d].size();
        dm.push[d].resize(k * m64);
        dm.pull[d].resize(k * m64);
        for (std::uint64_t i = 0; i < k; ++i)
            for (std::uint64_t m = 0; m < m64; ++m) {
                const auto j =
                    static_cast<std::uint64_t>(dense[d][raw[d][reached[d][i] * m64 + m]]);
                dm.push[d][i * m64 + m] = j * weight;
                dm.pull[d][j * m64 + m] = i * weight;
            }
        weight *= k;
    }
    for (const std::uint64_t r : goals) {
        std::uint64_t q = 0;
        for (std::size_t d = 0; d < digits; ++d)
            q = q * dm.radix[d] + static_cast<std::uint64_t>(dense[d][digitOf(r, d)]);
        dm.goals.push_back(q);
    }
    return dm;
}

// What a move does to a state, digit by digit: the sum of its digits' shares.
class DigitExpander {
public:
    explicit DigitExpander(const DigitMoves& dm) : dm_(dm) {}
    template <typename Visit>
    void push(std::uint64_t r, const Visit& visit)
    {
        rowsOf(r, dm_.push);
        for (int m = 0; m < dm_.moves; ++m)
            visit(target(m));
    }
    template <typename OnLevel>
    bool pull(std::uint64_t r, const OnLevel& onLevel)
    {
        rowsOf(r, dm_.pull);
        for (int m = 0; m < dm_.moves; ++m)
            if (onLevel(target(m)))
                return true;
        return false;
    }

private:
    void rowsOf(std::uint64_t r, const std::vector<std::vector<std::uint64_t>>& table)
    {
        const auto m64 = static_cast<std::uint64_t>(dm_.moves);
        for (std::size_t d = dm_.radix.size(); d-- > 0;) {
            const std::uint64_t v = r % dm_.radix[d];
            r /= dm_.radix[d];
            rows_[d] = table[d].data() + v * m64;
        }
    }
    [[nodiscard]] std::uint64_t target(int m) const
    {
        std::uint64_t q = 0;
        for (std::size_t d = 0; d < dm_.radix.size(); ++d)
            q += rows_[d][m];
        return q;
    }

    const DigitMoves& dm_;
    const std::uint64_t* rows_[64] = {};
};

// A move as the PieceSpace makes it: unrank, move, rank (pushed only).
class PieceExpander {
public:
    explicit PieceExpander(const search::PieceSpace& sp) : sp_(sp) {}
    template <typename Visit>
    void push(std::uint64_t r, const Visit& visit)
    {
        sp_.unrank(r, x_);
        for (int m = 0; m < sp_.moveCount(); ++m) {
            sp_.apply(x_, m, y_);
            visit(sp_.rank(y_));
        }
    }
    template <typename OnLevel>
    bool pull(std::uint64_t, const OnLevel&)
    {
        return false;  // never asked: canPull is false
    }

private:
    const search::PieceSpace& sp_;
    search::PieceSpace::State x_{};
    search::PieceSpace::State y_{};
};

// A histogram from the levels of a breadth-first search over bits.
ReachableHistogram fromLevels(search::BitLevels levels, const Rules& rules)
{
    ReachableHistogram h;
    if (levels.cancelled) {
        h.outcome = Outcome::Cancelled;
        return h;
    }
    h.counts = std::move(levels.counts);
    h.unsolvable = unreachedPositionCount(rules, levels.reached);
    h.outcome = Outcome::Solved;
    return h;
}

// The histogram over a PieceSpace (full goals whose pieces can be told apart: one, or
// several such as a cube solved in any of its 24 orientations): breadth-first from the
// goal states through the moves' inverses, with three bits per state (reached, this
// level, the next), each level on `threads` threads (0: one per core).
std::optional<ReachableHistogram> pieceHistogram(const Rules& rules, const def::Goal& goal,
                                                 std::uint64_t maxBytes, unsigned threads,
                                                 const CancelToken& cancel)
{
    if (!rules.model().permutesCells())
        return std::nullopt;
    const int n = rules.cellCount();
    std::vector<std::vector<int>> pats;
    patterns(rules, goal, pats);
    if (pats.empty())
        return std::nullopt;
    for (const std::vector<int>& p : pats)
        if (static_cast<int>(p.size()) != n ||
            std::any_of(p.begin(), p.end(), [](int v) { return v < 0; }))
            return std::nullopt;
    // Backward: under the inverse of move m, cell i's content goes to sources[i].
    std::vector<std::vector<int>> back;
    for (int m = 0; m < rules.moveCount(); ++m)
        back.push_back(rules.move(m).sources);
    const std::optional<search::PieceSpace> found =
        search::PieceSpace::find(back, pats.front(), maxBytes / 3 * 8);
    if (!found)
        return std::nullopt;
    const search::PieceSpace& sp = *found;
    std::vector<std::uint64_t> goals;
    for (const std::vector<int>& p : pats) {
        const std::optional<search::PieceSpace::State> gs = sp.stateOf(p);
        if (!gs)
            return std::nullopt;  // a goal the pieces cannot show: counted cell by cell
        goals.push_back(sp.rank(*gs));
    }
    std::sort(goals.begin(), goals.end());
    goals.erase(std::unique(goals.begin(), goals.end()), goals.end());
    ReachableHistogram h;
    if (cancel.cancelled()) {
        h.outcome = Outcome::Cancelled;
        return h;
    }
    // Breadth-first from the goal states through the moves' inverses, each level on the
    // threads asked: over the digit tables when they fit (pushed and pulled, in
    // large pages), else move by move in the PieceSpace (pushed only).
    if (sp.places() > 0 && sp.digitRadices().size() <= 64) {
        if (const std::optional<DigitMoves> dm = digitMoves(sp, goals, maxBytes))
            return fromLevels(
                search::bitLevels<search::PageBits>(dm->count, dm->goals, true, threads, cancel,
                                                    [&](unsigned) { return DigitExpander(*dm); }),
                rules);
    }
    return fromLevels(
        search::bitLevels<search::LazyBits>(sp.count(), goals, false, threads, cancel,
                                            [&](unsigned) { return PieceExpander(sp); }),
        rules);
}

}  // namespace

namespace {

// Over the model's states (reachableHistogram counts positions).
ReachableHistogram reachableStates(const Rules& rules, const def::Goal& goal,
                                   std::uint64_t maxBytes, const CancelToken& cancel,
                                   unsigned threads)
{
    // Pieces told apart by the goal: a ranked space of pieces and turns, a few bits a
    // state, instead of a hash set of whole positions.
    if (std::optional<ReachableHistogram> pieces =
            pieceHistogram(rules, goal, maxBytes, threads, cancel))
        return std::move(*pieces);
    ReachableHistogram h;
    const int n = rules.cellCount();
    const std::uint64_t each = bytesPerPosition(n);
    const std::uint64_t most = maxBytes / each;
    std::unordered_set<Key> seen;
    std::vector<Key> frontier;
    const auto tooBig = [&] {
        h.outcome = Outcome::Failed;
        h.problems = {Problem{"engine.table-memory",
                              {std::to_string((seen.size() + 1) * each), std::to_string(maxBytes)},
                              {}}};
        return h;
    };
    const auto enter = [&](Key k) -> bool {
        if (seen.size() >= most)
            return false;
        if (seen.insert(k).second)
            frontier.push_back(std::move(k));
        return true;
    };

    if (surelyReached(rules, goal) > static_cast<double>(most)) {
        h.outcome = Outcome::Failed;
        h.problems = {Problem{"engine.table-memory",
                              {std::to_string(static_cast<std::uint64_t>(std::min(
                                   surelyReached(rules, goal) * static_cast<double>(each), 1e19))),
                               std::to_string(maxBytes)},
                              {}}};
        return h;
    }

    // The goal positions: each pattern's free cells filled in every way.
    std::vector<std::vector<int>> pats;
    patterns(rules, goal, pats);
    for (const std::vector<int>& pat : pats) {
        bool roomy = true;
        fillings(rules, pat, [&](const std::string& k) { return roomy = enter(k); });
        if (!roomy)
            return tooBig();
        if (cancel.cancelled()) {
            h.outcome = Outcome::Cancelled;
            return h;
        }
    }

    // Backward, level by level: q's predecessors are the states each move leads from
    // to q (the model's unapply; a sliding blank's, the opposite slide).
    const model::OrbitModel& model = rules.model();
    h.counts.push_back(frontier.size());
    std::uint64_t polled = 0;
    while (!frontier.empty()) {
        std::vector<Key> level;
        level.swap(frontier);
        for (const Key& q : level) {
            if ((++polled & 1023) == 0 && cancel.cancelled()) {
                h.outcome = Outcome::Cancelled;
                return h;
            }
            for (int m = 0; m < rules.moveCount(); ++m) {
                Key p = q;
                if (!model.unapply(reinterpret_cast<std::uint8_t*>(p.data()), m))
                    continue;
                if (!enter(std::move(p)))
                    return tooBig();
            }
        }
        if (!frontier.empty())
            h.counts.push_back(frontier.size());
    }
    h.unsolvable = unreachedPositionCount(rules, seen.size());
    h.outcome = Outcome::Solved;
    return h;
}

}  // namespace

ReachableHistogram reachableHistogram(const Rules& rules, const def::Goal& goal,
                                      std::uint64_t maxBytes, const CancelToken& cancel,
                                      unsigned threads)
{
    ReachableHistogram h = reachableStates(rules, goal, maxBytes, cancel, threads);
    // States that differ only in twists the goal does not count are one position.
    if (const std::uint64_t k = statesPerPosition(rules, goal);
        k > 1 && h.outcome == Outcome::Solved) {
        std::uint64_t reached = 0;
        for (std::uint64_t& n : h.counts)
            reached += n /= k;
        h.unsolvable = unreachedPositionCount(rules, reached);
    }
    return h;
}

}  // namespace pl
