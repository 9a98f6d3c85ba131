#include "core/engines/ida_engine.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <deque>
#include <functional>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <thread>
#include <type_traits>

#include "core/engines/goal_reach.h"
#include "core/engines/linear_engine.h"
#include "core/progress.h"
#include "core/search/pattern_db.h"
#include "core/search/perm_group.h"
#include "core/search/symmetry.h"
#include "core/search/tile_pdb.h"

namespace pl {

namespace {

constexpr int kInfinity = std::numeric_limits<int>::max() / 4;
// Entries of one database at most (its build must take seconds, not minutes).
constexpr std::uint64_t kMaxEntries = std::uint64_t{1} << 24;
// Projection builds: at most this many (entry, move) steps a database and all the
// databases of a goal together (a rank of many classes costs a few microseconds), so
// that a build takes seconds; databases beyond the total are left out (a weaker but
// still admissible bound).
constexpr std::uint64_t kMaxBuildWork = std::uint64_t{1} << 23;
constexpr std::uint64_t kMaxGoalWork = std::uint64_t{1} << 25;
// Goals whose databases an engine keeps.
constexpr std::size_t kCachedGoals = 4;
constexpr int kMaxCells = 255;
// Tracked-tile databases (permutation puzzles with distinct labels and full goals): at
// most this many entries a database (a byte each; 7 tiles of 16 are 57,657,600), this
// many (entry, move) steps for all the databases of a goal, and this many databases.
// A rank costs a few nanoseconds, so the build takes seconds on two cores.
constexpr std::uint64_t kMaxTileEntries = std::uint64_t{1} << 23;
constexpr std::uint64_t kMaxTileWork = std::uint64_t{1} << 27;
constexpr std::uint64_t kMaxTileGoalWork = std::uint64_t{1} << 28;
constexpr int kMaxTileDatabases = 4;
// Lookups of one goal alternative (a database read through symmetries of the moves).
constexpr int kMaxTileLookups = 8;
// Sliding puzzles: blank paths of up to this many moves are compared (SlidingPruner;
// 10 takes about 0.05 s, and each more move about 4 times as long for a few per cent
// fewer nodes).
constexpr int kSlidingWindow = 10;
// Additive tile groups: partitions tried (splits of the tiles the first group leaves
// into one group of the largest size and the others, then into one a tile smaller),
// and what they may take together: lookups a position (each partition once, and once
// mirrored), groups read in all, and placements of the distinct groups (what a
// database's build time follows: five groups of 6 tiles of 16 and a few smaller ones,
// about 5 s of CPU on this machine's cores).
constexpr std::size_t kSplits = 4;
constexpr std::size_t kSmallerSplits = 8;
constexpr int kMaxSlidingLookups = 24;
constexpr int kMaxSlidingSlots = 256;
constexpr std::uint64_t kMaxAdditiveWork = 36'000'000;

using search::kUnreachable;

int permutationOrder(const std::vector<int>& sources)
{
    std::vector<bool> seen(sources.size(), false);
    long long order = 1;
    for (std::size_t i = 0; i < sources.size(); ++i) {
        if (seen[i])
            continue;
        long long length = 0;
        for (std::size_t j = i; !seen[j]; j = static_cast<std::size_t>(sources[j])) {
            seen[j] = true;
            ++length;
        }
        order = std::lcm(order, length);
    }
    return static_cast<int>(std::min<long long>(order, kInfinity));
}

int dialOrder(const std::vector<int>& add, int modulus)
{
    int order = 1;
    for (int a : add) {
        const int r = ((a % modulus) + modulus) % modulus;
        order = std::lcm(order, modulus / std::gcd(r == 0 ? modulus : r, modulus));
    }
    return order;
}

// Full rectangular grid of at least 2x2 cells (the parity invariant is exact there).
bool rectangularGrid(const def::PuzzleDef& d)
{
    if (d.kind != def::Kind::Sliding || d.cells.empty())
        return false;
    double minX = d.cells[0].x, maxX = minX, minY = d.cells[0].y, maxY = minY;
    for (const def::Cell& c : d.cells) {
        minX = std::min(minX, c.x);
        maxX = std::max(maxX, c.x);
        minY = std::min(minY, c.y);
        maxY = std::max(maxY, c.y);
    }
    const double w = maxX - minX + 1, h = maxY - minY + 1;
    // The reader checked whole coordinates and distinct places.
    return w >= 2 && h >= 2 && w * h == static_cast<double>(d.cells.size());
}

bool distinctLabels(const def::PuzzleDef& d)
{
    std::set<int> s(d.start.begin(), d.start.end());
    return s.size() == d.start.size();
}

bool goalHasNull(const def::Goal& g)
{
    switch (g.type) {
    case def::Goal::Type::Values:
        return std::any_of(g.values.begin(), g.values.end(), [](int v) { return v < 0; });
    case def::Goal::Type::Uniform:
        return true;
    case def::Goal::Type::AnyOf:
        return std::any_of(g.anyOf.begin(), g.anyOf.end(), goalHasNull);
    }
    return true;
}

// The heuristic of one goal: a tree of max (values) and min (uniform, anyOf) nodes over
// projection databases.
struct HNode {
    bool isMin = false;
    std::vector<int> pdbs;  // indices into GoalData::pdbs
    std::vector<HNode> kids;
};

}  // namespace

struct IdaEngine::Impl {
    std::shared_ptr<const Rules> rules;
    EngineOptions options;
    IdaOptions ida;
    int n = 0;
    int moveCount = 0;
    def::Kind kind = def::Kind::Permutation;
    std::vector<int> inverse;
    std::vector<int> order;
    std::vector<int> base;
    std::vector<std::vector<std::uint8_t>> commuteWith;  // [a][b]: a and b commute
    bool powerMetric = false;
    search::PdbMoves pdbMoves;
    std::vector<std::array<int, 4>> neighbours4;  // sliding: U D L R
    std::vector<std::vector<int>> slideTo;        // [cell][move], -1 illegal
    bool grid = false;
    bool distinct = false;

    struct GoalData {
        def::Goal goal;
        bool additive = false;  // sliding tile groups
        std::vector<search::SlidingGroupPdb> groups;
        // The labels of each group's tiles in slot order (tile i's cell at bits * i in
        // the group's index).
        std::vector<std::vector<int>> groupLabels;
        // What the search takes the maximum of: each a sum over groups whose tiles are
        // disjoint and cover every placed tile, a group read on the position itself or
        // on its mirror image (there it stands for the mirrored tiles: a reflected
        // group costs no build of its own).
        struct Lookup {
            std::vector<std::pair<int, bool>> parts;  // group, mirrored
        };
        std::vector<Lookup> lookups;
        // A symmetry of the board that fixes the goal up to renaming the tiles (cell c
        // -> mirrorCell[c], label l -> mirrorLabel[l]): the mirrored position is as far
        // from the goal, so the maximum of both sums is a bound too (Korf and Felner's
        // reflection). Empty when none.
        std::vector<int> mirrorCell;
        std::vector<int> mirrorLabel;
        std::vector<search::ProjectionPdb> pdbs;
        HNode root;
        bool exact = false;
        std::size_t bytes = 0;
        std::uint64_t work = 0;  // projection build steps so far
        // Tracked-tile databases (usesTiles): each lookup reads database `pdb` for the
        // tiles that the goal puts on the cells `from` (one per tracked tile), each at
        // its present cell mapped by `map` (a symmetry of the moves, or the identity).
        // The heuristic is the minimum over the goal's alternatives of the maximum over
        // the lookups (the goal labels on `from` are each alternative's own).
        // A dual lookup reads the same cells of the dual position (the inverse
        // permutation: each tile on the cell where the goal has the one now on its
        // goal cell), which is as far from the goal when every move's inverse is a
        // move (Zahavi, Felner et al.'s dual lookups).
        struct TileLookup {
            int pdb = 0;
            std::vector<int> from;
            std::vector<int> map;
            bool dual = false;
        };
        bool tiles = false;
        std::vector<search::TilePdb> tilePdbs;
        std::vector<TileLookup> tileLookups;
        std::vector<std::vector<int>> alternatives;  // full goal values
        // Permutation puzzles with repeated labels or open cells: the group search
        // that decides solvability (made on first use).
        mutable std::unique_ptr<GoalReach> reach;
    };
    std::vector<std::unique_ptr<GoalData>> cache;  // most recent last

    Impl(std::shared_ptr<const Rules> r, EngineOptions o, IdaOptions i)
        : rules(std::move(r)), options(o), ida(i)
    {
        const Rules& R = *rules;
        const def::PuzzleDef& d = R.def();
        n = R.cellCount();
        moveCount = R.moveCount();
        kind = d.kind;
        powerMetric = d.metric == def::Metric::Power;
        grid = rectangularGrid(d);
        distinct = distinctLabels(d);
        for (int m = 0; m < moveCount; ++m) {
            const RuleMove& mv = R.move(m);
            inverse.push_back(R.inverseOf(m));
            base.push_back(mv.base);
            if (kind == def::Kind::Dial)
                order.push_back(dialOrder(mv.add, d.modulus));
            else if (kind == def::Kind::Permutation)
                order.push_back(permutationOrder(mv.sources));
            else
                order.push_back(kInfinity);  // the blank never returns by one direction
            pdbMoves.sources.push_back(mv.sources);
            pdbMoves.add.push_back(mv.add);
            pdbMoves.inverse.push_back(R.inverseOf(m));
        }
        if (kind == def::Kind::Sliding) {
            neighbours4.resize(static_cast<std::size_t>(n));
            slideTo.assign(static_cast<std::size_t>(n),
                           std::vector<int>(static_cast<std::size_t>(moveCount), -1));
            pdbMoves.slide.assign(static_cast<std::size_t>(moveCount),
                                  std::vector<int>(static_cast<std::size_t>(n), -1));
            const char dirs[4] = {'U', 'D', 'L', 'R'};
            for (int c = 0; c < n; ++c) {
                for (int k = 0; k < 4; ++k)
                    neighbours4[static_cast<std::size_t>(c)][static_cast<std::size_t>(k)] =
                        R.neighbour(c, dirs[k]);
                for (int m = 0; m < moveCount; ++m) {
                    const int to = R.neighbour(c, R.move(m).direction);
                    slideTo[static_cast<std::size_t>(c)][static_cast<std::size_t>(m)] = to;
                    pdbMoves.slide[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)] = to;
                }
            }
        }
        // Commuting pairs: a then b equals b then a.
        commuteWith.assign(static_cast<std::size_t>(moveCount),
                           std::vector<std::uint8_t>(static_cast<std::size_t>(moveCount), 0));
        for (int a = 0; a < moveCount; ++a)
            for (int b = 0; b < moveCount; ++b) {
                bool same = true;
                if (kind == def::Kind::Dial) {
                    same = true;  // additions commute
                } else if (kind == def::Kind::Permutation) {
                    const auto& sa = R.move(a).sources;
                    const auto& sb = R.move(b).sources;
                    for (std::size_t i = 0; i < sa.size() && same; ++i)
                        same = sa[static_cast<std::size_t>(sb[i])] ==
                               sb[static_cast<std::size_t>(sa[i])];
                } else {
                    same = false;  // the blank's moves never commute
                }
                commuteWith[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] =
                    same ? 1 : 0;
            }
    }

    // Whether `m` may follow `prev` (made `run` times in a row): see the header.
    [[nodiscard]] bool allowed(int prev, int run, int m) const
    {
        if (prev < 0)
            return true;
        if (inverse[static_cast<std::size_t>(prev)] == m)
            return false;
        // In the power metric two powers of one move in a row, the same power twice
        // included, are one power (or none) in fewer moves.
        if (powerMetric &&
            base[static_cast<std::size_t>(m)] == base[static_cast<std::size_t>(prev)])
            return false;
        if (m == prev)
            return run + 1 < order[static_cast<std::size_t>(m)];
        if (m < prev && commuteWith[static_cast<std::size_t>(prev)][static_cast<std::size_t>(m)])
            return false;
        return true;
    }

    [[nodiscard]] std::uint64_t budgetEntries(int pdbCount) const
    {
        const std::uint64_t perPdb =
            options.maxMemoryBytes / static_cast<std::uint64_t>(std::max(1, pdbCount));
        const std::uint64_t work =
            kMaxBuildWork / static_cast<std::uint64_t>(std::max(1, moveCount));
        return std::min({kMaxEntries, perPdb, work});
    }

    // ---- Building the databases of a goal -------------------------------------

    // A reflection or rotation of a rectangular board that maps neighbours to
    // neighbours and keeps the blank's goal cell; it renames the tiles so that the goal
    // maps to itself.
    void findMirror(GoalData& g, const std::vector<int>& want, int blankGoal) const
    {
        if (!grid)
            return;
        const def::PuzzleDef& d = rules->def();
        double minX = d.cells[0].x, minY = d.cells[0].y, maxX = minX, maxY = minY;
        for (const def::Cell& c : d.cells) {
            minX = std::min(minX, c.x);
            minY = std::min(minY, c.y);
            maxX = std::max(maxX, c.x);
            maxY = std::max(maxY, c.y);
        }
        const int w = static_cast<int>(std::lround(maxX - minX)) + 1;
        const int h = static_cast<int>(std::lround(maxY - minY)) + 1;
        std::map<std::pair<int, int>, int> at;
        for (int c = 0; c < n; ++c)
            at[{static_cast<int>(std::lround(d.cells[static_cast<std::size_t>(c)].x - minX)),
                static_cast<int>(std::lround(d.cells[static_cast<std::size_t>(c)].y - minY))}] = c;
        // Transpose and anti-transpose (square boards), then the flips and the half turn.
        for (int kind = 0; kind < 5; ++kind) {
            if (kind < 2 && w != h)
                continue;
            std::vector<int> map(static_cast<std::size_t>(n), -1);
            for (const auto& [xy, c] : at) {
                const auto [x, y] = xy;
                std::pair<int, int> to;
                switch (kind) {
                case 0:
                    to = {y, x};
                    break;
                case 1:
                    to = {w - 1 - y, h - 1 - x};
                    break;
                case 2:
                    to = {w - 1 - x, y};
                    break;
                case 3:
                    to = {x, h - 1 - y};
                    break;
                default:
                    to = {w - 1 - x, h - 1 - y};
                    break;
                }
                map[static_cast<std::size_t>(c)] = at.at(to);
            }
            if (map[static_cast<std::size_t>(blankGoal)] != blankGoal)
                continue;
            bool ok = true;
            for (int c = 0; c < n && ok; ++c)
                for (int q : neighbours4[static_cast<std::size_t>(c)]) {
                    if (q < 0)
                        continue;
                    const auto& nb =
                        neighbours4[static_cast<std::size_t>(map[static_cast<std::size_t>(c)])];
                    ok = ok && std::find(nb.begin(), nb.end(), map[static_cast<std::size_t>(q)]) !=
                                   nb.end();
                }
            if (!ok)
                continue;
            g.mirrorCell = map;
            g.mirrorLabel.assign(256, -1);
            for (int c = 0; c < n; ++c)
                g.mirrorLabel[static_cast<std::size_t>(want[static_cast<std::size_t>(c)])] =
                    want[static_cast<std::size_t>(map[static_cast<std::size_t>(c)])];
            return;
        }
    }

    // Moves of the blank from `from` to every cell (1000 where it cannot go).
    std::vector<int> boardDistances(int from) const
    {
        std::vector<int> d(static_cast<std::size_t>(n), 1000);
        std::deque<int> queue;
        queue.push_back(from);
        d[static_cast<std::size_t>(from)] = 0;
        while (!queue.empty()) {
            const int c = queue.front();
            queue.pop_front();
            for (int q : neighbours4[static_cast<std::size_t>(c)])
                if (q >= 0 && d[static_cast<std::size_t>(q)] == 1000) {
                    d[static_cast<std::size_t>(q)] = d[static_cast<std::size_t>(c)] + 1;
                    queue.push_back(q);
                }
        }
        return d;
    }

    // Tiles (indices into `goalCells`) in groups of `size`, each grown greedily around
    // the first tile left (in cell order) by the tile whose goal cell has the smallest
    // sum of board distances to the group's cells (ties: cell order): compact groups
    // interact more, which makes the bound tighter than bands of cells.
    std::vector<std::vector<int>> compactGroups(const std::vector<int>& goalCells, int blankGoal,
                                                int size) const
    {
        const std::size_t t = goalCells.size();
        std::vector<std::vector<int>> dist(t);
        for (std::size_t a = 0; a < t; ++a) {
            const std::vector<int> d = boardDistances(goalCells[a]);
            for (std::size_t b = 0; b < t; ++b)
                dist[a].push_back(d[static_cast<std::size_t>(goalCells[b])]);
        }
        std::vector<int> fromBlank(t, 0);
        if (blankGoal >= 0) {
            const std::vector<int> d = boardDistances(blankGoal);
            for (std::size_t a = 0; a < t; ++a)
                fromBlank[a] = d[static_cast<std::size_t>(goalCells[a])];
        }
        std::vector<bool> used(t, false);
        std::vector<std::vector<int>> out;
        for (std::size_t left = t; left > 0;) {
            // The seed: the tile left whose goal cell lies farthest from the blank's
            // (the groups near the blank are the small ones), else the first left.
            std::vector<int> group;
            int seed = -1;
            for (std::size_t a = 0; a < t; ++a)
                if (!used[a] &&
                    (seed < 0 || fromBlank[a] > fromBlank[static_cast<std::size_t>(seed)]))
                    seed = static_cast<int>(a);
            group.push_back(seed);
            used[static_cast<std::size_t>(seed)] = true;
            --left;
            while (static_cast<int>(group.size()) < size && left > 0) {
                int best = -1;
                int bestCost = std::numeric_limits<int>::max();
                for (std::size_t a = 0; a < t; ++a) {
                    if (used[a])
                        continue;
                    int cost = 0;
                    for (int b : group)
                        cost += dist[a][static_cast<std::size_t>(b)];
                    if (cost < bestCost) {
                        bestCost = cost;
                        best = static_cast<int>(a);
                    }
                }
                group.push_back(best);
                used[static_cast<std::size_t>(best)] = true;
                --left;
            }
            // Slots in cell order within the group.
            std::sort(group.begin(), group.end());
            out.push_back(std::move(group));
        }
        return out;
    }

    // The partitions of the placed tiles (indices into `goalCells`) into groups of at
    // most `size` for the additive databases, the first the best. A group sees the
    // conflicts of its own tiles (two tiles in a line that must pass each other, which
    // a sum of Manhattan distances does not), so groups follow the lines of the board:
    // - the first group: the `size` tiles nearest the blank's goal cell line by line
    //   (the blank's row first, then the next row, each from the blank's side; columns
    //   on a board taller than wide), which all partitions share (built once);
    // - the others: every split of the rest into `size` tiles and the others is scored
    //   (a connected group of `size`, the most pairs of neighbouring goal cells inside
    //   it, then inside the others, then the others farthest from the blank), and the
    //   best kSplits splits make as many partitions (the maximum of their sums is a
    //   bound too); then the best kSmallerSplits splits into `size - 1` tiles and the
    //   others, whose databases are cheap.
    // For the 15-puzzle with the blank's goal in a corner this gives the blank's row
    // and half the next, then four 6-3 splits of the other half (the 2x3 blocks first)
    // and eight 5-4 splits: five databases of 6 tiles in all. (The buildAdditive
    // budget may keep fewer.)
    std::vector<std::vector<std::vector<int>>> additivePartitions(const std::vector<int>& goalCells,
                                                                  int blankGoal, int size) const
    {
        const std::size_t t = goalCells.size();
        if (blankGoal < 0 || size <= 1 || t <= static_cast<std::size_t>(size))
            return {compactGroups(goalCells, blankGoal, size)};
        const def::PuzzleDef& d = rules->def();
        std::vector<std::vector<int>> dist(t);
        for (std::size_t a = 0; a < t; ++a) {
            const std::vector<int> bd = boardDistances(goalCells[a]);
            for (std::size_t b = 0; b < t; ++b)
                dist[a].push_back(bd[static_cast<std::size_t>(goalCells[b])]);
        }
        std::vector<int> fromBlank;
        {
            const std::vector<int> bd = boardDistances(blankGoal);
            for (std::size_t a = 0; a < t; ++a)
                fromBlank.push_back(bd[static_cast<std::size_t>(goalCells[a])]);
        }
        double minX = d.cells[0].x, maxX = minX, minY = d.cells[0].y, maxY = minY;
        for (const def::Cell& c : d.cells) {
            minX = std::min(minX, c.x);
            maxX = std::max(maxX, c.x);
            minY = std::min(minY, c.y);
            maxY = std::max(maxY, c.y);
        }
        const bool byRows = maxX - minX >= maxY - minY;
        const def::Cell& blankCell = d.cells[static_cast<std::size_t>(blankGoal)];
        std::vector<int> order(t);
        std::iota(order.begin(), order.end(), 0);
        auto lineKey = [&](int a) {
            const def::Cell& c =
                d.cells[static_cast<std::size_t>(goalCells[static_cast<std::size_t>(a)])];
            const long dx = std::lround(std::abs(c.x - blankCell.x));
            const long dy = std::lround(std::abs(c.y - blankCell.y));
            return byRows ? std::pair<long, long>{dy, dx} : std::pair<long, long>{dx, dy};
        };
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return lineKey(a) < lineKey(b); });
        std::vector<int> first(order.begin(), order.begin() + size);
        std::vector<int> rest(order.begin() + size, order.end());
        std::sort(first.begin(), first.end());
        std::sort(rest.begin(), rest.end());

        auto pairs = [&](const std::vector<int>& s) {
            int count = 0;
            for (std::size_t i = 0; i < s.size(); ++i)
                for (std::size_t j = i + 1; j < s.size(); ++j)
                    count +=
                        dist[static_cast<std::size_t>(s[i])][static_cast<std::size_t>(s[j])] == 1;
            return count;
        };
        auto connected = [&](const std::vector<int>& s) {
            if (s.empty())
                return true;
            std::vector<bool> in(s.size(), false);
            std::vector<std::size_t> stack{0};
            in[0] = true;
            std::size_t reached = 1;
            while (!stack.empty()) {
                const std::size_t i = stack.back();
                stack.pop_back();
                for (std::size_t j = 0; j < s.size(); ++j)
                    if (!in[j] &&
                        dist[static_cast<std::size_t>(s[i])][static_cast<std::size_t>(s[j])] == 1) {
                        in[j] = true;
                        ++reached;
                        stack.push_back(j);
                    }
            }
            return reached == s.size();
        };
        // The splits of `from` into `k` tiles and the others, best first (at most
        // `most`); empty when there are too many to score.
        auto bestSplits = [&](const std::vector<int>& from, int k, std::size_t most) {
            std::vector<std::pair<std::vector<int>, std::vector<int>>> out;
            double combos = 1;
            for (int i = 0; i < k; ++i)
                combos = combos * static_cast<double>(from.size() - static_cast<std::size_t>(i)) /
                         (i + 1);
            if (combos > 20000)
                return out;
            using Score = std::array<int, 4>;
            std::vector<std::pair<Score, std::vector<int>>> scored;
            std::vector<int> pick(static_cast<std::size_t>(k));
            std::iota(pick.begin(), pick.end(), 0);
            for (;;) {
                std::vector<int> s, others;
                std::size_t next = 0;
                for (std::size_t i = 0; i < from.size(); ++i) {
                    if (next < pick.size() && pick[next] == static_cast<int>(i)) {
                        s.push_back(from[i]);
                        ++next;
                    } else {
                        others.push_back(from[i]);
                    }
                }
                int far = 0;
                for (int a : others)
                    far += fromBlank[static_cast<std::size_t>(a)];
                scored.emplace_back(Score{connected(s) ? 1 : 0, pairs(s), pairs(others), far}, s);
                int i = k - 1;
                while (i >= 0 &&
                       pick[static_cast<std::size_t>(i)] == static_cast<int>(from.size()) - k + i)
                    --i;
                if (i < 0)
                    break;
                ++pick[static_cast<std::size_t>(i)];
                for (int j = i + 1; j < k; ++j)
                    pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j - 1)] + 1;
            }
            // Best first; equal scores keep the combinations' order.
            std::stable_sort(scored.begin(), scored.end(),
                             [](const auto& a, const auto& b) { return a.first > b.first; });
            auto split = [&](const std::vector<int>& s) {
                std::vector<int> others;
                for (int a : from)
                    if (std::find(s.begin(), s.end(), a) == s.end())
                        others.push_back(a);
                return std::pair{s, others};
            };
            for (std::size_t i = 0; i < scored.size() && i < most; ++i)
                out.push_back(split(scored[i].second));
            return out;
        };
        // Splits the rest into groups of `size`, the first split as given.
        auto finish = [&](std::vector<std::vector<int>> groups, std::vector<int> left) {
            while (left.size() > static_cast<std::size_t>(size)) {
                const auto splits = bestSplits(left, size, 1);
                if (splits.empty()) {
                    std::vector<int> cells;
                    for (int a : left)
                        cells.push_back(goalCells[static_cast<std::size_t>(a)]);
                    for (std::vector<int> group : compactGroups(cells, blankGoal, size)) {
                        for (int& i : group)
                            i = left[static_cast<std::size_t>(i)];
                        groups.push_back(std::move(group));
                    }
                    left.clear();
                    break;
                }
                groups.push_back(splits[0].first);
                left = splits[0].second;
            }
            if (!left.empty())
                groups.push_back(left);
            for (auto& group : groups)
                std::sort(group.begin(), group.end());
            return groups;
        };
        std::vector<std::vector<std::vector<int>>> out;
        if (rest.size() <= static_cast<std::size_t>(size)) {
            out.push_back(finish({first}, rest));
            return out;
        }
        const auto splits = bestSplits(rest, size, kSplits);
        if (splits.empty()) {
            out.push_back(finish({first}, rest));
            return out;
        }
        for (const auto& [s, others] : splits)
            out.push_back(finish({first, s}, others));
        // Then splits with one group a tile smaller (6-5-4 for the 15-puzzle): their
        // databases take a tenth of the time to build, and each partition is one more
        // bound to take the maximum of.
        if (size > 2)
            for (const auto& [s, others] : bestSplits(rest, size - 1, kSmallerSplits))
                out.push_back(finish({first, s}, others));
        return out;
    }

    // Sliding, distinct labels, a values goal: additive tile groups.
    bool buildAdditive(GoalData& g, SearchMonitor& monitor, const CancelToken& cancel) const
    {
        const def::PuzzleDef& d = rules->def();
        const std::vector<int>& want = g.goal.values;
        std::vector<int> tiles;  // goal cells of the placed tiles, in cell order
        std::vector<int> labels;
        int blankGoal = -1;
        for (int c = 0; c < n; ++c) {
            const int v = want[static_cast<std::size_t>(c)];
            if (v < 0)
                continue;
            if (v == d.blank)
                blankGoal = c;
            else {
                tiles.push_back(c);
                labels.push_back(v);
            }
        }
        const int bits = search::SlidingGroupPdb::bitsFor(n);
        int size = 1;
        if (!ida.manhattanOnly) {
            // The largest group whose build fits the memory and the build budget.
            for (int k = 2; k <= static_cast<int>(tiles.size()); ++k) {
                if (bits * k > 40)
                    break;
                const std::uint64_t entries = std::uint64_t{1} << (bits * k);
                const std::uint64_t groups =
                    (tiles.size() + static_cast<std::size_t>(k) - 1) / static_cast<std::size_t>(k);
                if (entries > kMaxEntries ||
                    search::SlidingGroupPdb::buildBytes(n, k) + groups * entries >
                        options.maxMemoryBytes)
                    break;
                size = k;
            }
        }
        g.additive = true;
        (void)slidingPruner();  // made with the databases, so that it counts as their build
        if (!ida.manhattanOnly && tiles.size() + 1 == static_cast<std::size_t>(n) && blankGoal >= 0)
            findMirror(g, want, blankGoal);
        monitor.setPhase(Phase::BuildingTable);
        std::vector<std::vector<std::vector<int>>> chosen;
        if (size == 1)
            chosen.push_back(compactGroups(tiles, blankGoal, 1));
        else
            chosen = additivePartitions(tiles, blankGoal, size);
        // The distinct groups (a group in two lookups is built once); the extra
        // partitions only while all their tables and one build fit the memory limit,
        // the lookups and groups read fit the search's arrays and the placements of
        // all the groups the build budget (a partition that does not fit is left out;
        // a later, cheaper one may still fit).
        const std::uint64_t perBuild = search::SlidingGroupPdb::buildBytes(n, size);
        const int perPartition = g.mirrorCell.empty() ? 1 : 2;
        std::vector<std::vector<int>> parts;
        {
            std::vector<std::vector<std::vector<int>>> kept;
            int slots = 0;
            for (std::size_t p = 0; p < chosen.size(); ++p) {
                std::vector<std::vector<int>> with = parts;
                for (const std::vector<int>& group : chosen[p])
                    if (std::find(with.begin(), with.end(), group) == with.end())
                        with.push_back(group);
                std::uint64_t bytes = perBuild;
                std::uint64_t work = 0;
                for (const std::vector<int>& group : with) {
                    bytes += std::uint64_t{1} << (bits * static_cast<int>(group.size()));
                    work += search::TilePdb::entries(n, static_cast<int>(group.size()))
                                .value_or(kMaxAdditiveWork);
                }
                const int moreSlots = perPartition * static_cast<int>(chosen[p].size());
                if (p > 0 &&
                    (bytes > options.maxMemoryBytes || work > kMaxAdditiveWork ||
                     slots + moreSlots > kMaxSlidingSlots ||
                     static_cast<int>(kept.size() + 1) * perPartition > kMaxSlidingLookups))
                    continue;
                slots += moreSlots;
                kept.push_back(std::move(chosen[p]));
                parts = std::move(with);
            }
            chosen = std::move(kept);
        }
        parts.clear();
        for (auto& partition : chosen) {
            GoalData::Lookup look;
            for (const std::vector<int>& group : partition) {
                auto it = std::find(parts.begin(), parts.end(), group);
                const int gi = static_cast<int>(it - parts.begin());
                if (it == parts.end())
                    parts.push_back(group);
                look.parts.emplace_back(gi, false);
            }
            g.lookups.push_back(look);
            if (!g.mirrorCell.empty()) {
                for (auto& part : look.parts)
                    part.second = true;
                g.lookups.push_back(std::move(look));
            }
        }
        for (const std::vector<int>& group : parts) {
            std::vector<int> inGroup;
            for (int t : group)
                inGroup.push_back(labels[static_cast<std::size_t>(t)]);
            g.groupLabels.push_back(std::move(inGroup));
        }
        // Build the groups on all cores: this thread takes the first (and reports
        // progress), workers the others, each polling the same cancel token.
        std::vector<std::optional<search::SlidingGroupPdb>> built(parts.size());
        std::vector<std::vector<int>> cellsOf(parts.size());
        for (std::size_t p = 0; p < parts.size(); ++p)
            for (int t : parts[p])
                cellsOf[p].push_back(tiles[static_cast<std::size_t>(t)]);
        std::vector<std::size_t> jobs;
        for (std::size_t p = 0; p < parts.size(); ++p) {
            if (cellsOf[p].size() == 1)
                built[p] = search::SlidingGroupPdb::single(neighbours4, cellsOf[p][0]);
            else
                jobs.push_back(p);
        }
        // The largest builds first, so that the last one to finish is a small one.
        std::stable_sort(jobs.begin(), jobs.end(), [&](std::size_t a, std::size_t b) {
            return cellsOf[a].size() > cellsOf[b].size();
        });
        std::uint64_t tablesBytes = 0;
        for (const auto& c : cellsOf)
            tablesBytes += std::uint64_t{1} << (bits * static_cast<int>(c.size()));
        std::size_t threads = std::max<std::size_t>(1, std::thread::hardware_concurrency());
        if (options.maxMemoryBytes > tablesBytes)
            threads = std::min<std::size_t>(
                threads, std::max<std::uint64_t>(1, (options.maxMemoryBytes - tablesBytes) /
                                                        std::max<std::uint64_t>(1, perBuild)));
        else
            threads = 1;
        threads = std::min(threads, std::max<std::size_t>(1, jobs.size()));
        // The blank's regions looked up, made once for all the groups of 5 tiles or
        // more (a smaller group's build is shorter than making them).
        std::shared_ptr<const std::vector<std::uint16_t>> floods;
        if (std::any_of(jobs.begin(), jobs.end(),
                        [&](std::size_t p) { return cellsOf[p].size() >= 5; }))
            floods = search::SlidingGroupPdb::floods(neighbours4);
        std::atomic<std::size_t> nextJob{0};
        std::atomic<bool> stopped{false};
        auto work = [&](SearchMonitor& m) {
            for (std::size_t j = nextJob++; j < jobs.size() && !stopped; j = nextJob++) {
                const std::size_t p = jobs[j];
                built[p] = search::SlidingGroupPdb::build(
                    neighbours4, cellsOf[p], blankGoal, m,
                    floods && cellsOf[p].size() >= 5 ? floods.get() : nullptr);
                if (!built[p])
                    stopped = true;
            }
        };
        static const ProgressFn kSilent;
        std::vector<std::thread> workers;
        for (std::size_t t = 1; t < threads; ++t)
            workers.emplace_back([&] {
                SearchMonitor m(kSilent, cancel, Phase::BuildingTable);
                work(m);
            });
        work(monitor);
        for (std::thread& w : workers)
            w.join();
        if (stopped || cancel.cancelled())
            return false;
        for (std::size_t p = 0; p < parts.size(); ++p) {
            g.groups.push_back(std::move(*built[p]));
            g.bytes += g.groups.back().bytes();
        }
        g.exact = false;
        return true;
    }

    // A projection of the permutation/sliding kind for these tracked labels.
    search::Projection classProjection(const std::vector<int>& tracked,
                                       const std::vector<int>& wantLabel) const
    {
        const def::PuzzleDef& d = rules->def();
        search::Projection p;
        p.kind = search::Projection::Kind::Classes;
        p.classOf.assign(256, -1);
        std::map<int, int> countOf;
        for (int v : d.start)
            ++countOf[v];
        int rest = n;
        for (int label : tracked) {
            p.classOf[static_cast<std::size_t>(label)] = static_cast<int>(p.counts.size());
            p.counts.push_back(countOf[label]);
            rest -= countOf[label];
        }
        const int other = static_cast<int>(p.counts.size());
        if (rest > 0)
            p.counts.push_back(rest);
        for (int label : d.labels)
            if (p.classOf[static_cast<std::size_t>(label)] < 0)
                p.classOf[static_cast<std::size_t>(label)] = other;
        p.want.assign(static_cast<std::size_t>(n), -1);
        for (int c = 0; c < n; ++c) {
            const int v = wantLabel[static_cast<std::size_t>(c)];
            if (v >= 0)
                p.want[static_cast<std::size_t>(c)] = p.classOf[static_cast<std::size_t>(v)];
        }
        if (kind == def::Kind::Sliding)
            p.blankClass = p.classOf[static_cast<std::size_t>(d.blank)];
        return p;
    }

    // Adds the databases of a values goal under `node` (max node). Returns false when
    // cancelled; sets `exact` when one projection holds every label the goal names.
    bool buildValues(GoalData& g, const def::Goal& goal, HNode& node, bool& exact,
                     SearchMonitor& monitor) const
    {
        const def::PuzzleDef& d = rules->def();
        node.isMin = false;
        exact = false;
        if (kind == def::Kind::Dial) {
            std::vector<int> cells;
            for (int c = 0; c < n; ++c)
                if (goal.values[static_cast<std::size_t>(c)] >= 0)
                    cells.push_back(c);
            int per = 1;
            while (per < static_cast<int>(cells.size())) {
                const auto e = search::powerCount(d.modulus, per + 1);
                if (!e || *e > budgetEntries(
                                   static_cast<int>((cells.size() + static_cast<std::size_t>(per)) /
                                                    static_cast<std::size_t>(per + 1))))
                    break;
                ++per;
            }
            exact = per >= static_cast<int>(cells.size());
            for (std::size_t from = 0; from < cells.size(); from += static_cast<std::size_t>(per)) {
                search::Projection p;
                p.kind = search::Projection::Kind::DialCells;
                p.modulus = d.modulus;
                for (std::size_t j = from;
                     j < std::min(cells.size(), from + static_cast<std::size_t>(per)); ++j) {
                    p.cells.push_back(cells[j]);
                    p.goalValues.push_back(goal.values[static_cast<std::size_t>(cells[j])]);
                }
                auto pdb = search::ProjectionPdb::build(std::move(p), n, pdbMoves, monitor);
                if (!pdb)
                    return false;
                g.bytes += pdb->bytes();
                node.pdbs.push_back(static_cast<int>(g.pdbs.size()));
                g.pdbs.push_back(std::move(*pdb));
            }
            return true;
        }
        // Labels the goal names, in goal-cell order (the blank always tracked).
        std::vector<int> named;
        for (int c = 0; c < n; ++c) {
            const int v = goal.values[static_cast<std::size_t>(c)];
            if (v >= 0 && std::find(named.begin(), named.end(), v) == named.end() &&
                !(kind == def::Kind::Sliding && v == d.blank))
                named.push_back(v);
        }
        std::vector<std::vector<int>> groups;
        std::vector<int> current;
        const std::vector<int> seed =
            kind == def::Kind::Sliding ? std::vector<int>{d.blank} : std::vector<int>{};
        auto entriesOf = [&](std::vector<int> tracked) {
            std::vector<int> all = seed;
            all.insert(all.end(), tracked.begin(), tracked.end());
            return search::ProjectionPdb::entries(classProjection(all, goal.values), n);
        };
        // Estimate how many groups there will be for the per-database budget: first
        // with the whole limit, then split.
        const std::uint64_t budget = budgetEntries(1);
        for (int label : named) {
            std::vector<int> trial = current;
            trial.push_back(label);
            const auto e = entriesOf(trial);
            if (e && *e <= budget) {
                current = std::move(trial);
                continue;
            }
            if (!current.empty())
                groups.push_back(current);
            current.clear();
            const auto alone = entriesOf({label});
            if (alone && *alone <= budget)
                current.push_back(label);
        }
        if (!current.empty() || groups.empty())
            groups.push_back(current);
        exact = groups.size() == 1 && groups[0].size() == named.size();
        monitor.setPhase(Phase::BuildingTable);
        for (const auto& group : groups) {
            std::vector<int> all = seed;
            all.insert(all.end(), group.begin(), group.end());
            search::Projection projection = classProjection(all, goal.values);
            const std::uint64_t steps = search::ProjectionPdb::entries(projection, n).value_or(0) *
                                        static_cast<std::uint64_t>(std::max(1, moveCount));
            if (g.work + steps > kMaxGoalWork) {
                exact = false;
                continue;
            }
            g.work += steps;
            auto pdb = search::ProjectionPdb::build(std::move(projection), n, pdbMoves, monitor);
            if (!pdb)
                return false;
            g.bytes += pdb->bytes();
            node.pdbs.push_back(static_cast<int>(g.pdbs.size()));
            g.pdbs.push_back(std::move(*pdb));
        }
        return true;
    }

    bool buildGoal(GoalData& g, const def::Goal& goal, HNode& node, bool& exact,
                   SearchMonitor& monitor) const
    {
        const def::PuzzleDef& d = rules->def();
        switch (goal.type) {
        case def::Goal::Type::Values:
            return buildValues(g, goal, node, exact, monitor);
        case def::Goal::Type::Uniform: {
            node.isMin = true;
            exact = true;
            const int k = static_cast<int>(goal.uniformCells.size());
            std::map<int, int> countOf;
            for (int v : d.start)
                ++countOf[v];
            std::map<int, std::pair<int, bool>> sharedByCount;  // count -> (database, exact)
            for (const auto& [label, count] : countOf) {
                if (count < k || (kind == def::Kind::Sliding && label == d.blank && k > 1))
                    continue;
                if (kind == def::Kind::Dial)
                    continue;
                std::vector<int> want(static_cast<std::size_t>(n), -1);
                for (int c : goal.uniformCells)
                    want[static_cast<std::size_t>(c)] = label;
                def::Goal values;
                values.values = want;
                HNode kid;
                bool kidExact = false;
                // Labels of equal count share one table: only the class map differs.
                if (const auto it = sharedByCount.find(count); it != sharedByCount.end()) {
                    std::vector<int> tracked;
                    if (kind == def::Kind::Sliding)
                        tracked.push_back(d.blank);
                    tracked.push_back(label);
                    kid.pdbs.push_back(static_cast<int>(g.pdbs.size()));
                    g.pdbs.push_back(g.pdbs[static_cast<std::size_t>(it->second.first)].withClasses(
                        classProjection(tracked, want).classOf));
                    exact = exact && it->second.second;
                    node.kids.push_back(std::move(kid));
                    continue;
                }
                if (!buildValues(g, values, kid, kidExact, monitor))
                    return false;
                // (Only a database that tracks the label: one too large for the
                // budget tracks nothing, and another class map would read past it.)
                if (kid.pdbs.size() == 1 && kidExact)
                    sharedByCount[count] = {kid.pdbs[0], kidExact};
                exact = exact && kidExact;
                node.kids.push_back(std::move(kid));
            }
            if (kind == def::Kind::Dial) {
                // A dial uniform goal: one alternative per value.
                for (int v = 0; v < d.modulus; ++v) {
                    def::Goal values;
                    values.values.assign(static_cast<std::size_t>(n), -1);
                    for (int c : goal.uniformCells)
                        values.values[static_cast<std::size_t>(c)] = v;
                    HNode kid;
                    bool kidExact = false;
                    if (!buildValues(g, values, kid, kidExact, monitor))
                        return false;
                    exact = exact && kidExact;
                    node.kids.push_back(std::move(kid));
                }
            }
            return true;
        }
        case def::Goal::Type::AnyOf:
            node.isMin = true;
            exact = true;
            for (const def::Goal& alt : goal.anyOf) {
                HNode kid;
                bool kidExact = false;
                if (!buildGoal(g, alt, kid, kidExact, monitor))
                    return false;
                exact = exact && kidExact;
                node.kids.push_back(std::move(kid));
            }
            return true;
        }
        return true;
    }

    // ---- Tracked-tile databases ---------------------------------------------------

    // targets[m][c]: the cell the content of cell c goes to under move m.
    std::vector<std::vector<int>> moveTargets() const
    {
        std::vector<std::vector<int>> targets;
        for (int m = 0; m < moveCount; ++m) {
            const auto& src = rules->move(m).sources;
            std::vector<int> to(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                to[static_cast<std::size_t>(src[static_cast<std::size_t>(i)])] = i;
            targets.push_back(std::move(to));
        }
        return targets;
    }

    // Permutation puzzles with distinct labels and a full goal (values, or anyOf full
    // values), each alternative an arrangement of the puzzle's labels.
    static bool tileGoal(const def::PuzzleDef& d, const def::Goal& goal)
    {
        if (d.kind != def::Kind::Permutation || !distinctLabels(d) || d.cells.size() > 64 ||
            !fullGoals(goal))
            return false;
        const std::multiset<int> labels(d.start.begin(), d.start.end());
        std::function<bool(const def::Goal&)> arrangement = [&](const def::Goal& gl) {
            if (gl.type == def::Goal::Type::AnyOf)
                return std::all_of(gl.anyOf.begin(), gl.anyOf.end(), arrangement);
            return std::multiset<int>(gl.values.begin(), gl.values.end()) == labels;
        };
        return arrangement(goal);
    }
    bool usesTiles(const def::Goal& goal) const { return tileGoal(rules->def(), goal); }

    static void flatten(const def::Goal& goal, std::vector<std::vector<int>>& out)
    {
        if (goal.type == def::Goal::Type::AnyOf) {
            for (const def::Goal& alt : goal.anyOf)
                flatten(alt, out);
        } else if (std::find(out.begin(), out.end(), goal.values) == out.end()) {
            out.push_back(goal.values);
        }
    }

    // The tracked cells of one database: grown from `seed`, each time the cell that
    // brings in the fewest moves not yet touching the set, then the one sharing the
    // most moves with it, then the first: tiles that the same moves carry interact, so
    // a compact set (rows and columns of a grid, a block of a ring) bounds better.
    std::vector<int> compactCells(const std::vector<std::vector<int>>& targets, int seed,
                                  int size) const
    {
        std::vector<std::vector<int>> touching(static_cast<std::size_t>(n));  // moves per cell
        for (int m = 0; m < moveCount; ++m)
            for (int c = 0; c < n; ++c)
                if (targets[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)] != c)
                    touching[static_cast<std::size_t>(c)].push_back(m);
        std::vector<bool> in(static_cast<std::size_t>(n), false);
        std::vector<bool> moveIn(static_cast<std::size_t>(moveCount), false);
        std::vector<int> set;
        auto add = [&](int c) {
            in[static_cast<std::size_t>(c)] = true;
            set.push_back(c);
            for (int m : touching[static_cast<std::size_t>(c)])
                moveIn[static_cast<std::size_t>(m)] = true;
        };
        add(seed);
        while (static_cast<int>(set.size()) < size) {
            int best = -1;
            int bestNew = 0;
            int bestShared = 0;
            for (int c = 0; c < n; ++c) {
                if (in[static_cast<std::size_t>(c)])
                    continue;
                int fresh = 0;
                int shared = 0;
                for (int m : touching[static_cast<std::size_t>(c)])
                    (moveIn[static_cast<std::size_t>(m)] ? shared : fresh) += 1;
                if (best < 0 || fresh < bestNew || (fresh == bestNew && shared > bestShared)) {
                    best = c;
                    bestNew = fresh;
                    bestShared = shared;
                }
            }
            add(best);
        }
        return set;
    }

    bool buildTiles(GoalData& g, SearchMonitor& monitor, const CancelToken& cancel) const
    {
        g.tiles = true;
        flatten(g.goal, g.alternatives);
        const std::vector<std::vector<int>> targets = moveTargets();
        // Symmetries of the moves (cell maps sigma with sigma m sigma^-1 a move): the
        // position mapped by sigma, its labels renamed so that the goal maps to itself,
        // is as far from that goal (for each alternative on its own), so a database
        // read through sigma is a bound too.
        // The moves are handed over so that each one shares the most cells with those
        // before it, which keeps the backtracking narrow (a row after a column).
        std::vector<std::vector<int>> ordered;
        {
            std::vector<bool> done(static_cast<std::size_t>(moveCount), false);
            std::vector<bool> seenCell(static_cast<std::size_t>(n), false);
            for (int step = 0; step < moveCount; ++step) {
                int best = -1;
                int bestShared = -1;
                for (int m = 0; m < moveCount; ++m) {
                    if (done[static_cast<std::size_t>(m)])
                        continue;
                    int shared = 0;
                    for (int c = 0; c < n; ++c)
                        if (targets[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)] !=
                                c &&
                            seenCell[static_cast<std::size_t>(c)])
                            ++shared;
                    if (shared > bestShared) {
                        best = m;
                        bestShared = shared;
                    }
                }
                done[static_cast<std::size_t>(best)] = true;
                for (int c = 0; c < n; ++c)
                    if (targets[static_cast<std::size_t>(best)][static_cast<std::size_t>(c)] != c)
                        seenCell[static_cast<std::size_t>(c)] = true;
                ordered.push_back(targets[static_cast<std::size_t>(best)]);
            }
        }
        const std::vector<std::vector<int>> symmetries = search::moveSymmetries(
            ordered, std::vector<int>(static_cast<std::size_t>(n), 0), 1024, 2000000);
        std::vector<std::vector<int>> inverses;
        for (const auto& s : symmetries) {
            std::vector<int> inv(static_cast<std::size_t>(n));
            for (int c = 0; c < n; ++c)
                inv[static_cast<std::size_t>(s[static_cast<std::size_t>(c)])] = c;
            inverses.push_back(std::move(inv));
        }
        // The largest tracked set that fits the entry cap and the memory limit.
        const std::uint64_t memory = std::max<std::uint64_t>(1, options.maxMemoryBytes);
        int k = 1;
        for (int t = 2; t < n; ++t) {
            const auto e = search::TilePdb::entries(n, t);
            if (!e || *e > kMaxTileEntries || *e > memory ||
                *e * static_cast<std::uint64_t>(std::max(1, moveCount)) > kMaxTileWork)
                break;
            k = t;
        }
        const std::uint64_t entries = search::TilePdb::entries(n, k).value_or(1);
        const int maxDatabases = static_cast<int>(std::min<std::uint64_t>(
            {static_cast<std::uint64_t>(kMaxTileDatabases),
             std::max<std::uint64_t>(1, memory / entries),
             std::max<std::uint64_t>(
                 1, kMaxTileGoalWork /
                        (entries * static_cast<std::uint64_t>(std::max(1, moveCount))))}));
        // Databases until three quarters of the cells are tracked by one of them or
        // one of its images (TopSpin's reflection leaves two of twelve to a second
        // database, which would double the build for a search of milliseconds).
        std::vector<std::vector<int>> sets;
        std::vector<bool> covered(static_cast<std::size_t>(n), false);
        int coveredCount = 0;
        for (int seed = 0;
             seed < n && static_cast<int>(sets.size()) < maxDatabases && 4 * coveredCount < 3 * n;
             ++seed) {
            if (covered[static_cast<std::size_t>(seed)])
                continue;
            std::vector<int> set = compactCells(targets, seed, k);
            for (const auto& inv : inverses)
                for (int c : set) {
                    const auto at = static_cast<std::size_t>(inv[static_cast<std::size_t>(c)]);
                    coveredCount += covered[at] ? 0 : 1;
                    covered[at] = true;
                }
            sets.push_back(std::move(set));
        }
        monitor.setPhase(Phase::BuildingTable);
        const unsigned threads = std::max(1U, std::thread::hardware_concurrency());
        for (const auto& set : sets) {
            auto pdb = search::TilePdb::build(targets, set, n, threads, monitor, cancel);
            if (!pdb)
                return false;
            g.bytes += pdb->bytes();
            g.tilePdbs.push_back(std::move(*pdb));
        }
        // The lookups: per database its images (distinct sets of tracked goal cells),
        // chosen greedily so that the cells are tracked about equally often, the
        // identity first.
        struct Candidate {
            int pdb;
            std::vector<int> from;
            std::vector<int> map;
        };
        std::vector<Candidate> candidates;
        std::set<std::pair<int, std::vector<int>>> seenSets;
        for (std::size_t p = 0; p < g.tilePdbs.size(); ++p)
            for (std::size_t s = 0; s < symmetries.size(); ++s) {
                Candidate cand{static_cast<int>(p), {}, symmetries[s]};
                for (int c : g.tilePdbs[p].goalCells())
                    cand.from.push_back(inverses[s][static_cast<std::size_t>(c)]);
                std::vector<int> key = cand.from;
                std::sort(key.begin(), key.end());
                if (seenSets.insert({static_cast<int>(p), key}).second)
                    candidates.push_back(std::move(cand));
            }
        std::vector<int> tracked(static_cast<std::size_t>(n), 0);
        std::vector<bool> taken(candidates.size(), false);
        const int lookups = std::min<int>(kMaxTileLookups, static_cast<int>(candidates.size()));
        for (int l = 0; l < lookups; ++l) {
            int best = -1;
            double bestScore = -1;
            for (std::size_t i = 0; i < candidates.size(); ++i) {
                if (taken[i])
                    continue;
                double score = 0;
                for (int c : candidates[i].from)
                    score += 1.0 / (1.0 + tracked[static_cast<std::size_t>(c)]);
                if (score > bestScore + 1e-9) {
                    bestScore = score;
                    best = static_cast<int>(i);
                }
            }
            taken[static_cast<std::size_t>(best)] = true;
            for (int c : candidates[static_cast<std::size_t>(best)].from)
                ++tracked[static_cast<std::size_t>(c)];
            Candidate& cand = candidates[static_cast<std::size_t>(best)];
            g.tileLookups.push_back(
                GoalData::TileLookup{cand.pdb, std::move(cand.from), std::move(cand.map)});
        }
        // The dual of each lookup, when the inverse of every move is a move.
        bool closed = true;
        for (int m = 0; m < moveCount && closed; ++m) {
            std::vector<int> inv(static_cast<std::size_t>(n));
            for (int c = 0; c < n; ++c)
                inv[static_cast<std::size_t>(
                    targets[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)])] = c;
            closed = std::find(targets.begin(), targets.end(), inv) != targets.end();
        }
        if (closed)
            for (std::size_t l = 0, count = g.tileLookups.size(); l < count; ++l) {
                GoalData::TileLookup dual = g.tileLookups[l];
                dual.dual = true;
                g.tileLookups.push_back(std::move(dual));
            }
        g.exact = false;
        return true;
    }

    bool usesAdditive(const def::Goal& goal) const
    {
        // On other boards the projections are used: exact where they fit, which is
        // where fits() offers the engine.
        return kind == def::Kind::Sliding && grid && distinct &&
               goal.type == def::Goal::Type::Values && n <= 64;
    }

    // The databases of `goal`, from the cache or built now (nullptr: cancelled).
    GoalData* goalData(const def::Goal& goal, SearchMonitor& monitor, const CancelToken& cancel,
                       double& buildMs)
    {
        for (std::size_t i = 0; i < cache.size(); ++i)
            if (cache[i]->goal == goal) {
                std::rotate(cache.begin() + static_cast<long>(i),
                            cache.begin() + static_cast<long>(i) + 1, cache.end());
                return cache.back().get();
            }
        const Stopwatch clock;
        auto g = std::make_unique<GoalData>();
        g->goal = goal;
        monitor.setPhase(Phase::BuildingTable);
        bool ok = false;
        if (usesAdditive(goal)) {
            ok = buildAdditive(*g, monitor, cancel);
        } else if (usesTiles(goal)) {
            ok = buildTiles(*g, monitor, cancel);
        } else {
            bool exact = false;
            ok = buildGoal(*g, goal, g->root, exact, monitor);
            g->exact = exact;
        }
        buildMs += clock.elapsedMs();
        if (!ok)
            return nullptr;
        if (cache.size() >= kCachedGoals)
            cache.erase(cache.begin());
        cache.push_back(std::move(g));
        return cache.back().get();
    }

    // ---- Evaluating ---------------------------------------------------------

    static int evalNode(const GoalData& g, const HNode& node, const std::uint8_t* cells)
    {
        int v = node.isMin ? kInfinity : 0;
        for (int i : node.pdbs) {
            const std::uint8_t e = g.pdbs[static_cast<std::size_t>(i)].value(cells);
            const int h = e == kUnreachable ? kInfinity : e;
            v = node.isMin ? std::min(v, h) : std::max(v, h);
        }
        for (const HNode& kid : node.kids) {
            const int h = evalNode(g, kid, cells);
            v = node.isMin ? std::min(v, h) : std::max(v, h);
        }
        return v;
    }

    // ---- Deciding solvability ------------------------------------------------

    enum class Decision { Solvable, Unsolvable, Unknown };

    // Parity of the labels (as a permutation of their sorted order) plus the blank's
    // x + y.
    int slidingInvariant(const std::vector<int>& cells) const
    {
        const def::PuzzleDef& d = rules->def();
        int inversions = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (cells[static_cast<std::size_t>(i)] > cells[static_cast<std::size_t>(j)])
                    ++inversions;
        int blankCell = 0;
        for (int c = 0; c < n; ++c)
            if (cells[static_cast<std::size_t>(c)] == d.blank)
                blankCell = c;
        const def::Cell& b = d.cells[static_cast<std::size_t>(blankCell)];
        const int dist = static_cast<int>(std::lround(b.x + b.y));
        return (inversions + dist) & 1;
    }

    // The invariants of the goal positions (bit 0: even reachable, bit 1: odd), or -1
    // when unknown.
    int goalInvariants(const def::Goal& goal) const
    {
        const def::PuzzleDef& d = rules->def();
        switch (goal.type) {
        case def::Goal::Type::Values: {
            std::vector<int> nulls;
            std::multiset<int> left(d.start.begin(), d.start.end());
            for (int c = 0; c < n; ++c) {
                const int v = goal.values[static_cast<std::size_t>(c)];
                if (v < 0)
                    nulls.push_back(c);
                else if (auto it = left.find(v); it != left.end())
                    left.erase(it);
                else
                    return 0;  // the goal cannot be met at all
            }
            if (nulls.size() >= 3)
                return 3;
            std::vector<int> rest(left.begin(), left.end());
            int out = 0;
            do {
                std::vector<int> cells = goal.values;
                for (std::size_t i = 0; i < nulls.size(); ++i)
                    cells[static_cast<std::size_t>(nulls[i])] = rest[i];
                out |= 1 << slidingInvariant(cells);
            } while (std::next_permutation(rest.begin(), rest.end()));
            return out;
        }
        case def::Goal::Type::Uniform:
            return goal.uniformCells.size() <= 1 ? 3 : 0;  // distinct labels: never uniform
        case def::Goal::Type::AnyOf: {
            int out = 0;
            for (const def::Goal& alt : goal.anyOf) {
                const int i = goalInvariants(alt);
                if (i < 0)
                    return -1;
                out |= i;
            }
            return out;
        }
        }
        return -1;
    }

    // Whether `goal` is a full values goal or anyOf such goals (what the group test
    // decides for distinct labels).
    static bool fullGoals(const def::Goal& goal)
    {
        if (goal.type == def::Goal::Type::Values)
            return !goalHasNull(goal);
        if (goal.type == def::Goal::Type::AnyOf)
            return !goal.anyOf.empty() &&
                   std::all_of(goal.anyOf.begin(), goal.anyOf.end(), fullGoals);
        return false;
    }

    // The position can reach one of the full goals: the permutation taking the goal to
    // it lies in the group the moves generate.
    bool reachable(const Position& p, const def::Goal& goal) const
    {
        if (goal.type == def::Goal::Type::AnyOf)
            return std::any_of(goal.anyOf.begin(), goal.anyOf.end(),
                               [&](const def::Goal& alt) { return reachable(p, alt); });
        std::vector<int> where(256, -1);
        for (int c = 0; c < n; ++c)
            where[p.cells[static_cast<std::size_t>(c)]] = c;
        // sigma: where the piece on goal cell c is in p.
        search::PermGroup::Perm sigma(static_cast<std::size_t>(n));
        for (int c = 0; c < n; ++c)
            sigma[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(
                where[static_cast<std::size_t>(goal.values[static_cast<std::size_t>(c)])]);
        return permGroup().contains(sigma);
    }

    Decision decide(const Position& p, const def::Goal& goal, const GoalData& g) const
    {
        if (g.exact)
            return Decision::Solvable;  // the search itself terminates
        if (kind == def::Kind::Dial)
            return dialDecision(p, goal);
        if (kind == def::Kind::Sliding && grid) {
            if (!distinct)
                return Decision::Solvable;  // identical tiles give both parities
            const int have = goalInvariants(goal);
            if (have < 0)
                return Decision::Unknown;
            const std::vector<int> cells(p.cells.begin(), p.cells.end());
            return (have >> slidingInvariant(cells)) & 1 ? Decision::Solvable
                                                         : Decision::Unsolvable;
        }
        if (kind == def::Kind::Permutation && distinct && fullGoals(goal) && n <= kMaxCells) {
            if (reachable(p, goal))
                return Decision::Solvable;
            // (A group too large to complete within its work bound proves nothing.)
            return permGroup().complete() ? Decision::Unsolvable : Decision::Unknown;
        }
        if (kind == def::Kind::Permutation && n <= kMaxCells) {
            if (!g.reach)
                g.reach = std::make_unique<GoalReach>(*rules, goal);
            const std::vector<int> cells(p.cells.begin(), p.cells.end());
            switch (g.reach->reachable(cells)) {
            case GoalReach::Result::Yes:
                return Decision::Solvable;
            case GoalReach::Result::No:
                return Decision::Unsolvable;
            case GoalReach::Result::Unknown:
                break;
            }
        }
        return Decision::Unknown;
    }

    // A dial position is solvable when the move-count system has a solution, whatever
    // the metric (its moves generate the same additions): the linear engine over the
    // definition in the `move` metric says, in microseconds, what exhausting the finite
    // tree of sorted sequences would take minutes for (Lights Out 5x5: 2^25 of them). Where
    // it cannot tell (too many cells or solutions) the search decides, as before.
    Decision dialDecision(const Position& p, const def::Goal& goal) const
    {
        if (!linear_) {
            def::PuzzleDef d = rules->def();
            d.metric = def::Metric::Move;
            linear_ = std::make_unique<LinearEngine>(std::make_shared<const Rules>(std::move(d)));
        }
        const CancelToken never;
        const Answer a = linear_->solve(SolveRequest{p, goal}, {}, never);
        return a.outcome == Outcome::Unsolvable ? Decision::Unsolvable : Decision::Solvable;
    }
    mutable std::unique_ptr<LinearEngine> linear_;

    mutable std::unique_ptr<search::PermGroup> group_;
    const search::PermGroup& permGroup() const
    {
        if (!group_) {
            std::vector<search::PermGroup::Perm> gens;
            for (int m = 0; m < moveCount; ++m) {
                // Content of cell sources[i] goes to i: the point sources[i] maps to i.
                const auto& src = rules->move(m).sources;
                search::PermGroup::Perm p(static_cast<std::size_t>(n));
                for (int i = 0; i < n; ++i)
                    p[static_cast<std::size_t>(src[static_cast<std::size_t>(i)])] =
                        static_cast<std::uint8_t>(i);
                gens.push_back(std::move(p));
            }
            group_ = std::make_unique<search::PermGroup>(n, gens);
        }
        return *group_;
    }

    // ---- Searching ------------------------------------------------------------

    enum class Step { Continue, Found, Stop };

    // IDA* over a sliding position with the additive databases: the bound is the
    // largest of the lookups (GoalData::Lookup), each kept up to date move by move (a
    // move changes one tile, so one group per lookup).
    struct SlidingSearch {
        static constexpr int kMaxLookups = kMaxSlidingLookups;
        const Impl& e;
        const GoalData& g;
        SearchMonitor& monitor;
        std::array<std::uint8_t, 64> cells{};
        int blank = 0;
        int blankLabel = 0;
        int lookups = 0;
        // A slot is a group as one frame reads it (on the position itself or on its
        // mirror image), shared by every lookup that has that group in that frame.
        // Per lookup and label: the slot that holds the label's tile, or -1. Per label:
        // the slots that hold its tile, each with the tile's shift in the group's index
        // (a move updates these only). Per slot: the cells as its group reads them.
        std::array<std::array<std::int16_t, 256>, kMaxLookups> slotOf{};
        struct TileSlot {
            std::int16_t slot;
            std::uint8_t shift;
        };
        std::array<std::vector<TileSlot>, 256> tileSlots;
        std::array<std::uint8_t, 64> identity{};
        std::array<std::uint8_t, 64> mirror{};
        std::array<const std::array<std::uint8_t, 64>*, 256> cellMap{};
        std::array<std::uint64_t, 256> idx{};
        std::array<const std::uint8_t*, 256> tab{};
        std::array<int, 256> delta{};                  // a child's change of each slot it moves
        std::vector<std::array<int, kMaxLookups>> hs;  // the lookups' sums per depth
        std::vector<int> goalValues;
        // The blank's destination per cell and move (-1: illegal), and the undoing
        // move, copied into flat arrays for the inner loop.
        std::array<std::array<std::int8_t, 4>, 64> to{};
        std::array<int, 5> undo{};  // undo[prev + 1]
        std::vector<int> path;
        int bound = 0;
        int nextBound = kInfinity;
        int foundDepth = 0;
        const search::SlidingPruner* prune = nullptr;

        SlidingSearch(const Impl& engine, const GoalData& data, SearchMonitor& m, const Position& p)
            : e(engine),
              g(data),
              monitor(m),
              goalValues(data.goal.values),
              prune(engine.slidingPruner())
        {
            blankLabel = e.rules->def().blank;
            undo[0] = -1;
            for (int mv = 0; mv < e.moveCount && mv < 4; ++mv)
                undo[static_cast<std::size_t>(mv + 1)] = e.inverse[static_cast<std::size_t>(mv)];
            for (int c = 0; c < e.n; ++c)
                for (int mv = 0; mv < 4; ++mv)
                    to[static_cast<std::size_t>(c)][static_cast<std::size_t>(mv)] =
                        static_cast<std::int8_t>(mv < e.moveCount
                                                     ? e.slideTo[static_cast<std::size_t>(c)]
                                                                [static_cast<std::size_t>(mv)]
                                                     : -1);
            for (int c = 0; c < e.n; ++c) {
                cells[static_cast<std::size_t>(c)] = p.cells[static_cast<std::size_t>(c)];
                if (p.cells[static_cast<std::size_t>(c)] == blankLabel)
                    blank = c;
            }
            lookups = static_cast<int>(std::min<std::size_t>(g.lookups.size(), kMaxLookups));
            hs.assign(1, {});
            for (int c = 0; c < e.n; ++c) {
                identity[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(c);
                mirror[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(
                    g.mirrorCell.empty() ? c : g.mirrorCell[static_cast<std::size_t>(c)]);
            }
            std::map<std::pair<int, bool>, int> slotIndex;
            for (int k = 0; k < lookups; ++k) {
                const auto& parts = g.lookups[static_cast<std::size_t>(k)].parts;
                int fresh = 0;
                for (const auto& part : parts)
                    fresh += slotIndex.count(part) == 0 ? 1 : 0;
                // Only as many lookups as the per-slot arrays hold (the first always
                // fits: at most one group a tile).
                if (k > 0 &&
                    static_cast<int>(slotIndex.size()) + fresh > static_cast<int>(idx.size())) {
                    lookups = k;
                    break;
                }
                slotOf[static_cast<std::size_t>(k)].fill(-1);
                for (const auto& [gi, mirrored] : parts) {
                    const auto [it, added] = slotIndex.emplace(std::pair{gi, mirrored},
                                                               static_cast<int>(slotIndex.size()));
                    const int s = it->second;
                    const search::SlidingGroupPdb& pdb = g.groups[static_cast<std::size_t>(gi)];
                    const auto& inGroup = g.groupLabels[static_cast<std::size_t>(gi)];
                    for (std::size_t j = 0; j < inGroup.size(); ++j) {
                        // A mirrored group's tile j stands for the tile whose mirror
                        // image it is (the mirror is its own inverse).
                        const int label = mirrored
                                              ? g.mirrorLabel[static_cast<std::size_t>(inGroup[j])]
                                              : inGroup[j];
                        slotOf[static_cast<std::size_t>(k)][static_cast<std::size_t>(label)] =
                            static_cast<std::int16_t>(s);
                        if (added)
                            tileSlots[static_cast<std::size_t>(label)].push_back(TileSlot{
                                static_cast<std::int16_t>(s),
                                static_cast<std::uint8_t>(pdb.bits() * static_cast<int>(j))});
                    }
                    if (!added)
                        continue;
                    tab[static_cast<std::size_t>(s)] = pdb.data();
                    cellMap[static_cast<std::size_t>(s)] = mirrored ? &mirror : &identity;
                }
            }
            for (int c = 0; c < e.n; ++c)
                for (const TileSlot& ts : tileSlots[cells[static_cast<std::size_t>(c)]])
                    idx[static_cast<std::size_t>(ts.slot)] +=
                        static_cast<std::uint64_t>((*cellMap[static_cast<std::size_t>(
                            ts.slot)])[static_cast<std::size_t>(c)])
                        << ts.shift;
            for (int k = 0; k < lookups; ++k) {
                int h = 0;
                std::set<int> counted;
                for (int label = 0; label < 256 && h < kInfinity; ++label) {
                    const int s =
                        slotOf[static_cast<std::size_t>(k)][static_cast<std::size_t>(label)];
                    if (s < 0 || !counted.insert(s).second)
                        continue;
                    const std::uint8_t v =
                        tab[static_cast<std::size_t>(s)][idx[static_cast<std::size_t>(s)]];
                    h = v == kUnreachable ? kInfinity : h + v;
                }
                hs[0][static_cast<std::size_t>(k)] = h;
            }
        }

        int heuristic() const
        {
            int h = 0;
            for (int k = 0; k < lookups; ++k)
                h = std::max(h, hs[0][static_cast<std::size_t>(k)]);
            return h;
        }

        bool isGoal() const
        {
            for (int c = 0; c < e.n; ++c) {
                const int v = goalValues[static_cast<std::size_t>(c)];
                if (v >= 0 && v != cells[static_cast<std::size_t>(c)])
                    return false;
            }
            return true;
        }

        Step dfs(int depth, int prev, int state)
        {
            if (monitor.poll(bound))
                return Step::Stop;
            if (hs.size() < static_cast<std::size_t>(depth) + 2)
                hs.resize(static_cast<std::size_t>(depth) + 2);
            const std::array<int, kMaxLookups> h = hs[static_cast<std::size_t>(depth)];
            // Lookup 0 reads the position itself with every placed tile in a group: 0
            // only when every group's tiles are home.
            if (h[0] == 0 && isGoal()) {
                foundDepth = depth;
                return Step::Found;
            }
            const auto& dest = to[static_cast<std::size_t>(blank)];
            const int skip = undo[static_cast<std::size_t>(prev + 1)];
            for (int m = 0; m < 4; ++m) {
                const int q = dest[static_cast<std::size_t>(m)];
                if (q < 0 || m == skip)
                    continue;
                const int after = prune ? prune->next(state, m) : 0;
                if (after < 0)
                    continue;
                const int t = cells[static_cast<std::size_t>(q)];
                const std::vector<TileSlot>& moved = tileSlots[static_cast<std::size_t>(t)];
                std::array<std::uint64_t, 2 * kMaxLookups> oldIdx{};
                std::array<std::uint64_t, 2 * kMaxLookups> newIdx{};
                bool dead = false;
                for (std::size_t j = 0; j < moved.size(); ++j) {
                    const auto s = static_cast<std::size_t>(moved[j].slot);
                    const auto& cm = *cellMap[s];
                    const int sh = moved[j].shift;
                    const std::uint64_t old = idx[s];
                    // The tile goes from q to the blank's cell.
                    const std::uint64_t now =
                        old - (static_cast<std::uint64_t>(cm[static_cast<std::size_t>(q)]) << sh) +
                        (static_cast<std::uint64_t>(cm[static_cast<std::size_t>(blank)]) << sh);
                    const std::uint8_t* table = tab[s];
                    const std::uint8_t v = table[now];
                    if (v == kUnreachable) {
                        dead = true;
                        break;
                    }
                    delta[s] = v - table[old];
                    oldIdx[j] = old;
                    newIdx[j] = now;
                }
                if (dead)
                    continue;
                std::array<int, kMaxLookups> nh = h;
                int most = 0;
                for (int k = 0; k < lookups; ++k) {
                    if (const int s =
                            slotOf[static_cast<std::size_t>(k)][static_cast<std::size_t>(t)];
                        s >= 0)
                        nh[static_cast<std::size_t>(k)] += delta[static_cast<std::size_t>(s)];
                    most = std::max(most, nh[static_cast<std::size_t>(k)]);
                }
                const int f = depth + 1 + most;
                if (f > bound) {
                    nextBound = std::min(nextBound, f);
                    continue;
                }
                for (std::size_t j = 0; j < moved.size(); ++j)
                    idx[static_cast<std::size_t>(moved[j].slot)] = newIdx[j];
                hs[static_cast<std::size_t>(depth) + 1] = nh;
                const int from = blank;
                cells[static_cast<std::size_t>(from)] = static_cast<std::uint8_t>(t);
                cells[static_cast<std::size_t>(q)] = static_cast<std::uint8_t>(blankLabel);
                blank = q;
                path[static_cast<std::size_t>(depth)] = m;
                const Step step = dfs(depth + 1, m, after);
                blank = from;
                cells[static_cast<std::size_t>(q)] = static_cast<std::uint8_t>(t);
                cells[static_cast<std::size_t>(from)] = static_cast<std::uint8_t>(blankLabel);
                for (std::size_t j = 0; j < moved.size(); ++j)
                    idx[static_cast<std::size_t>(moved[j].slot)] = oldIdx[j];
                if (step != Step::Continue)
                    return step;
            }
            return Step::Continue;
        }
    };

    struct GenericSearch {
        const Impl& e;
        const GoalData& g;
        SearchMonitor& monitor;
        const def::Goal& goal;
        std::vector<std::vector<std::uint8_t>> stack;  // the position at each depth
        std::vector<int> blankAt;                      // sliding
        std::vector<int> path;
        int bound = 0;
        int nextBound = kInfinity;
        int foundDepth = 0;
        // Permutation puzzles: the shortlex pruning of move windows (else none).
        const search::MovePruner* pruner = nullptr;

        GenericSearch(const Impl& engine, const GoalData& data, SearchMonitor& m,
                      const def::Goal& gl)
            : e(engine), g(data), monitor(m), goal(gl)
        {
            if (e.kind == def::Kind::Permutation && e.n <= kMaxCells)
                pruner = &e.pruner();
        }

        void apply(const std::uint8_t* from, std::uint8_t* to, int& blank, int m) const
        {
            const RuleMove& mv = e.rules->move(m);
            switch (e.kind) {
            case def::Kind::Dial: {
                const int mod = e.rules->def().modulus;
                for (int i = 0; i < e.n; ++i) {
                    const int v = from[i] + mv.add[static_cast<std::size_t>(i)];
                    to[i] = static_cast<std::uint8_t>(v >= mod ? v - mod : v);
                }
                break;
            }
            case def::Kind::Permutation:
                for (int i = 0; i < e.n; ++i)
                    to[i] = from[mv.sources[static_cast<std::size_t>(i)]];
                break;
            case def::Kind::Sliding: {
                std::copy(from, from + e.n, to);
                const int q =
                    e.slideTo[static_cast<std::size_t>(blank)][static_cast<std::size_t>(m)];
                std::swap(to[blank], to[q]);
                blank = q;
                break;
            }
            }
        }

        bool isGoal(const std::uint8_t* cells) const
        {
            Position p;
            p.cells.assign(cells, cells + e.n);
            return e.rules->reached(p, goal).has_value();
        }

        Step dfs(int depth, int h, int prev, int run, int state = 0)
        {
            if (monitor.poll(bound))
                return Step::Stop;
            const std::uint8_t* cur = stack[static_cast<std::size_t>(depth)].data();
            if (h == 0 && isGoal(cur)) {
                foundDepth = depth;
                return Step::Found;
            }
            if (static_cast<std::size_t>(depth + 1) >= stack.size()) {
                stack.emplace_back(static_cast<std::size_t>(e.n));
                blankAt.push_back(0);
                path.push_back(-1);
                cur = stack[static_cast<std::size_t>(depth)].data();
            }
            for (int m = 0; m < e.moveCount; ++m) {
                if (!e.allowed(prev, run, m) || (pruner && !pruner->allowed(state, m)))
                    continue;
                int blank = blankAt[static_cast<std::size_t>(depth)];
                if (e.kind == def::Kind::Sliding &&
                    e.slideTo[static_cast<std::size_t>(blank)][static_cast<std::size_t>(m)] < 0)
                    continue;
                std::uint8_t* next = stack[static_cast<std::size_t>(depth + 1)].data();
                apply(cur, next, blank, m);
                const int nh = evalNode(g, g.root, next);
                if (nh >= kInfinity)
                    continue;
                if (depth + 1 + nh > bound) {
                    nextBound = std::min(nextBound, depth + 1 + nh);
                    continue;
                }
                blankAt[static_cast<std::size_t>(depth + 1)] = blank;
                path[static_cast<std::size_t>(depth)] = m;
                const Step step = dfs(depth + 1, nh, m, m == prev ? run + 1 : 1,
                                      pruner ? pruner->after(state, m) : 0);
                if (step != Step::Continue)
                    return step;
            }
            return Step::Continue;
        }
    };

    // Permutation puzzles on tracked-tile databases (usesTiles).
    struct TileSearch {
        static constexpr int kWidth = 64;
        const Impl& e;
        const GoalData& g;
        SearchMonitor& monitor;
        const search::MovePruner& pruner;
        int n = 0;
        int alternatives = 0;
        int lookups = 0;
        std::vector<const search::TilePdb*> pdbOf;  // per lookup
        std::vector<int> tilesOf;                   // per lookup
        std::vector<std::uint8_t> maps;             // [lookup * kWidth + cell]
        std::vector<std::uint8_t> labels;     // [(alternative * lookups + lookup) * kWidth + i]
        std::vector<std::uint8_t> goals;      // [alternative * kWidth + cell]
        std::vector<std::uint8_t> dualOf;     // per lookup: 1 when dual
        std::vector<std::uint8_t> fromCells;  // [lookup * kWidth + i]
        std::vector<std::uint8_t> goalCell;   // [alternative * 256 + label]
        std::vector<std::uint8_t> sources;    // [move * kWidth + i]
        std::vector<std::uint8_t> stack;      // the position at each depth
        std::vector<int> path;
        int bound = 0;
        int nextBound = kInfinity;
        int foundDepth = 0;

        TileSearch(const Impl& engine, const GoalData& data, SearchMonitor& m,
                   const search::MovePruner& p, const Position& start)
            : e(engine), g(data), monitor(m), pruner(p), n(engine.n)
        {
            alternatives = static_cast<int>(g.alternatives.size());
            lookups = static_cast<int>(g.tileLookups.size());
            maps.assign(static_cast<std::size_t>(lookups * kWidth), 0);
            labels.assign(static_cast<std::size_t>(alternatives * lookups * kWidth), 0);
            goals.assign(static_cast<std::size_t>(alternatives * kWidth), 0);
            fromCells.assign(static_cast<std::size_t>(lookups * kWidth), 0);
            goalCell.assign(static_cast<std::size_t>(alternatives) * 256, 0);
            for (int l = 0; l < lookups; ++l) {
                const auto& lk = g.tileLookups[static_cast<std::size_t>(l)];
                pdbOf.push_back(&g.tilePdbs[static_cast<std::size_t>(lk.pdb)]);
                dualOf.push_back(lk.dual ? 1 : 0);
                for (std::size_t i = 0; i < lk.from.size(); ++i)
                    fromCells[static_cast<std::size_t>(l * kWidth) + i] =
                        static_cast<std::uint8_t>(lk.from[i]);
                tilesOf.push_back(static_cast<int>(lk.from.size()));
                for (int c = 0; c < n; ++c)
                    maps[static_cast<std::size_t>(l * kWidth + c)] =
                        static_cast<std::uint8_t>(lk.map[static_cast<std::size_t>(c)]);
                for (int a = 0; a < alternatives; ++a)
                    for (std::size_t i = 0; i < lk.from.size(); ++i)
                        labels[static_cast<std::size_t>((a * lookups + l) * kWidth) + i] =
                            static_cast<std::uint8_t>(g.alternatives[static_cast<std::size_t>(
                                a)][static_cast<std::size_t>(lk.from[i])]);
            }
            for (int a = 0; a < alternatives; ++a)
                for (int c = 0; c < n; ++c) {
                    const int label =
                        g.alternatives[static_cast<std::size_t>(a)][static_cast<std::size_t>(c)];
                    goals[static_cast<std::size_t>(a * kWidth + c)] =
                        static_cast<std::uint8_t>(label);
                    goalCell[static_cast<std::size_t>(a) * 256 + static_cast<std::size_t>(label)] =
                        static_cast<std::uint8_t>(c);
                }
            sources.assign(static_cast<std::size_t>(e.moveCount * kWidth), 0);
            for (int m = 0; m < e.moveCount; ++m)
                for (int i = 0; i < n; ++i)
                    sources[static_cast<std::size_t>(m * kWidth + i)] = static_cast<std::uint8_t>(
                        e.rules->move(m).sources[static_cast<std::size_t>(i)]);
            stack.assign(start.cells.begin(), start.cells.end());
            stack.resize(kWidth, 0);
        }

        // A lower bound on the moves left; once it is known to exceed `limit`, a bound
        // above `limit` (not necessarily the largest) is returned.
        std::array<std::uint8_t, 256> loc{};  // the cell of each label (heuristic())

        int first = 0;  // the lookup that last cut a child off: it is read first

        int heuristic(const std::uint8_t* cells, int limit)
        {
            for (int c = 0; c < n; ++c)
                loc[cells[c]] = static_cast<std::uint8_t>(c);
            int best = kInfinity;
            std::uint8_t at[kWidth];
            for (int a = 0; a < alternatives; ++a) {
                int v = 0;
                for (int j = 0; j < lookups; ++j) {
                    const int l = first + j < lookups ? first + j : first + j - lookups;
                    const std::uint8_t* lab =
                        labels.data() + static_cast<std::size_t>(a * lookups + l) * kWidth;
                    const std::uint8_t* map = maps.data() + static_cast<std::size_t>(l) * kWidth;
                    const int k = tilesOf[static_cast<std::size_t>(l)];
                    if (dualOf[static_cast<std::size_t>(l)] != 0) {
                        const std::uint8_t* from =
                            fromCells.data() + static_cast<std::size_t>(l) * kWidth;
                        const std::uint8_t* home =
                            goalCell.data() + static_cast<std::size_t>(a) * 256;
                        for (int i = 0; i < k; ++i)
                            at[i] = map[home[cells[from[i]]]];
                    } else {
                        for (int i = 0; i < k; ++i)
                            at[i] = map[loc[lab[i]]];
                    }
                    const std::uint8_t h = pdbOf[static_cast<std::size_t>(l)]->value(at);
                    if (h == kUnreachable) {
                        v = kInfinity;
                        break;
                    }
                    v = std::max<int>(v, h);
                    if (v > limit) {
                        first = l;
                        break;
                    }
                    if (v >= best)
                        break;
                }
                best = std::min(best, v);
                if (best == 0)
                    break;
            }
            return best;
        }

        bool isGoal(const std::uint8_t* cells) const
        {
            for (int a = 0; a < alternatives; ++a)
                if (std::equal(cells, cells + n,
                               goals.data() + static_cast<std::size_t>(a) * kWidth))
                    return true;
            return false;
        }

        Step dfs(int depth, int h, int prev, int run, int state = 0)
        {
            if (monitor.poll(bound))
                return Step::Stop;
            if (h == 0 && isGoal(stack.data() + static_cast<std::size_t>(depth) * kWidth)) {
                foundDepth = depth;
                return Step::Found;
            }
            if (stack.size() < static_cast<std::size_t>(depth + 2) * kWidth)
                stack.resize(static_cast<std::size_t>(depth + 2) * kWidth, 0);
            const int limit = bound - depth - 1;
            for (int m = 0; m < e.moveCount; ++m) {
                // (Taken afresh: a deeper call may have grown the stack.)
                const std::uint8_t* cur = stack.data() + static_cast<std::size_t>(depth) * kWidth;
                std::uint8_t* next = stack.data() + static_cast<std::size_t>(depth + 1) * kWidth;
                if (!pruner.allowed(state, m) || !e.allowed(prev, run, m))
                    continue;
                const std::uint8_t* src = sources.data() + static_cast<std::size_t>(m) * kWidth;
                for (int i = 0; i < n; ++i)
                    next[i] = cur[src[i]];
                const int nh = heuristic(next, limit);
                if (nh >= kInfinity)
                    continue;
                if (nh > limit) {
                    nextBound = std::min(nextBound, depth + 1 + nh);
                    continue;
                }
                path[static_cast<std::size_t>(depth)] = m;
                const Step step =
                    dfs(depth + 1, nh, m, m == prev ? run + 1 : 1, pruner.after(state, m));
                if (step != Step::Continue)
                    return step;
            }
            return Step::Continue;
        }
    };

    mutable std::unique_ptr<search::MovePruner> pruner_;
    const search::MovePruner& pruner() const
    {
        if (!pruner_)
            pruner_ = std::make_unique<search::MovePruner>(moveTargets(), n);
        return *pruner_;
    }

    // Sliding puzzles on a full rectangle: each move's step of the blank on the grid,
    // checked on every cell (the move's neighbour is the cell one step away, and there
    // is none exactly where the step leaves the board); empty when that fails.
    std::vector<std::pair<int, int>> gridSteps() const
    {
        if (kind != def::Kind::Sliding || !grid)
            return {};
        const def::PuzzleDef& d = rules->def();
        double minX = d.cells[0].x, minY = d.cells[0].y;
        for (const def::Cell& c : d.cells) {
            minX = std::min(minX, c.x);
            minY = std::min(minY, c.y);
        }
        std::vector<std::pair<int, int>> xy;
        std::map<std::pair<int, int>, int> at;
        for (int c = 0; c < n; ++c) {
            xy.emplace_back(
                static_cast<int>(std::lround(d.cells[static_cast<std::size_t>(c)].x - minX)),
                static_cast<int>(std::lround(d.cells[static_cast<std::size_t>(c)].y - minY)));
            at[xy.back()] = c;
        }
        std::vector<std::pair<int, int>> steps;
        for (int m = 0; m < moveCount; ++m) {
            std::optional<std::pair<int, int>> step;
            for (int c = 0; c < n && !step; ++c)
                if (const int to =
                        slideTo[static_cast<std::size_t>(c)][static_cast<std::size_t>(m)];
                    to >= 0)
                    step = std::pair{xy[static_cast<std::size_t>(to)].first -
                                         xy[static_cast<std::size_t>(c)].first,
                                     xy[static_cast<std::size_t>(to)].second -
                                         xy[static_cast<std::size_t>(c)].second};
            if (!step)
                return {};
            for (int c = 0; c < n; ++c) {
                const auto it = at.find({xy[static_cast<std::size_t>(c)].first + step->first,
                                         xy[static_cast<std::size_t>(c)].second + step->second});
                if ((it == at.end() ? -1 : it->second) !=
                    slideTo[static_cast<std::size_t>(c)][static_cast<std::size_t>(m)])
                    return {};
            }
            steps.push_back(*step);
        }
        return steps;
    }

    // The blank-path pruning of sliding puzzles (SlidingPruner), built once. Not for the
    // Manhattan baseline, which is Korf's 1985 IDA* (it only never undoes the last
    // move); null when the board is not a full grid of unit steps.
    mutable std::unique_ptr<search::SlidingPruner> slidingPruner_;
    const search::SlidingPruner* slidingPruner() const
    {
        if (ida.manhattanOnly)
            return nullptr;
        if (!slidingPruner_) {
            const std::vector<std::pair<int, int>> steps = gridSteps();
            slidingPruner_ =
                std::make_unique<search::SlidingPruner>(steps, steps.empty() ? 0 : kSlidingWindow);
        }
        return slidingPruner_->states() > 1 ? slidingPruner_.get() : nullptr;
    }

    Answer solve(const SolveRequest& request, const ProgressFn& progress, const CancelToken& cancel)
    {
        const Rules& R = *rules;
        Answer answer;
        const Stopwatch clock;
        auto finish = [&](Outcome outcome) {
            answer.outcome = outcome;
            answer.stats.wallMs = clock.elapsedMs();
            return answer;
        };
        answer.problems = R.validate(request.position);
        const Problems goalProblems = R.checkGoal(request.goal);
        answer.problems.insert(answer.problems.end(), goalProblems.begin(), goalProblems.end());
        if (n > kMaxCells)
            answer.problems.push_back(
                Problem{"engine.ida-cells", {std::to_string(kMaxCells), std::to_string(n)}, {}});
        if (!answer.problems.empty())
            return finish(Outcome::Failed);

        SearchMonitor monitor(progress, cancel, Phase::BuildingTable);
        if (monitor.check(0))
            return finish(Outcome::Cancelled);
        GoalData* g = goalData(request.goal, monitor, cancel, answer.stats.buildMs);
        if (!g) {
            answer.stats.nodes = monitor.nodes();
            return finish(Outcome::Cancelled);
        }
        answer.stats.tableBytes = g->bytes;
        const std::uint64_t buildNodes = monitor.nodes();
        auto finishSearch = [&](Outcome outcome) {
            answer.stats.nodes = monitor.nodes() - buildNodes;
            return finish(outcome);
        };

        if (const auto r = R.reached(request.position, request.goal)) {
            answer.reached = *r;
            return finishSearch(Outcome::Solved);
        }
        switch (decide(request.position, request.goal, *g)) {
        case Decision::Unsolvable:
            return finishSearch(Outcome::Unsolvable);
        case Decision::Unknown:
            if (!g->additive) {
                // A database may still prove it unsolvable.
                if (evalNode(*g, g->root, request.position.cells.data()) >= kInfinity)
                    return finishSearch(Outcome::Unsolvable);
            }
            answer.problems.push_back(Problem{"engine.ida-undecided", {}, {}});
            return finishSearch(Outcome::Failed);
        case Decision::Solvable:
            break;
        }

        auto runIterations = [&](auto& search, int h0) -> Outcome {
            if (h0 >= kInfinity)
                return Outcome::Unsolvable;
            search.bound = h0;
            for (;;) {
                monitor.setBound(search.bound);
                if (monitor.check(search.bound))
                    return Outcome::Cancelled;
                search.nextBound = kInfinity;
                if (search.path.size() < static_cast<std::size_t>(search.bound) + 1)
                    search.path.resize(static_cast<std::size_t>(search.bound) + 1, -1);
                Step step;
                if constexpr (std::is_same_v<std::decay_t<decltype(search)>, SlidingSearch>)
                    step = search.dfs(0, -1, search::SlidingPruner::start());
                else
                    step = search.dfs(0, h0, -1, 0);
                if (step == Step::Found) {
                    answer.moves.assign(search.path.begin(),
                                        search.path.begin() + search.foundDepth);
                    return Outcome::Solved;
                }
                if (step == Step::Stop)
                    return Outcome::Cancelled;
                if (search.nextBound >= kInfinity)
                    return Outcome::Unsolvable;  // the pruned tree is exhausted
                search.bound = search.nextBound;
            }
        };

        Outcome outcome;
        if (g->additive) {
            SlidingSearch s(*this, *g, monitor, request.position);
            outcome = runIterations(s, s.heuristic());
        } else if (g->tiles) {
            TileSearch s(*this, *g, monitor, pruner(), request.position);
            outcome = runIterations(s, s.heuristic(request.position.cells.data(), kInfinity));
        } else {
            GenericSearch s(*this, *g, monitor, request.goal);
            s.stack.assign(1, std::vector<std::uint8_t>(request.position.cells.begin(),
                                                        request.position.cells.end()));
            s.blankAt.assign(1, 0);
            if (kind == def::Kind::Sliding)
                for (int c = 0; c < n; ++c)
                    if (request.position.cells[static_cast<std::size_t>(c)] == rules->def().blank)
                        s.blankAt[0] = c;
            outcome = runIterations(s, evalNode(*g, g->root, request.position.cells.data()));
        }
        if (outcome == Outcome::Solved) {
            Position p = request.position;
            for (int m : answer.moves)
                R.applyInPlace(p, m);
            if (const auto r = R.reached(p, request.goal))
                answer.reached = *r;
        }
        return finishSearch(outcome);
    }
};

IdaEngine::IdaEngine(std::shared_ptr<const Rules> rules, EngineOptions options, IdaOptions ida)
    : impl_(std::make_unique<Impl>(std::move(rules), options, ida))
{
}

IdaEngine::~IdaEngine() = default;

bool IdaEngine::fits(const Rules& rules)
{
    const def::PuzzleDef& d = rules.def();
    if (rules.cellCount() > kMaxCells)
        return false;
    switch (d.kind) {
    case def::Kind::Dial:
        return true;
    case def::Kind::Sliding:
        if (rectangularGrid(d))
            return true;
        break;
    case def::Kind::Permutation:
        // A full goal or an anyOf of them (TopSpin's twelve rotations): one set of
        // tracked-tile databases serves every alternative.
        // (Boards over 64 cells keep the class projections; there only a values goal.)
        if (Impl::tileGoal(d, d.goal) ||
            (distinctLabels(d) && d.goal.type == def::Goal::Type::Values &&
             Impl::fullGoals(d.goal)))
            return true;
        break;
    }
    // Otherwise only where the databases are exact: one projection of every label the
    // goal depends on within the default budget. Uniform goals: per label, C(n, count).
    std::map<int, int> countOf;
    for (int v : d.start)
        ++countOf[v];
    auto fitsValues = [&](const std::vector<int>& values) {
        std::vector<int> counts;
        std::set<int> named;
        int rest = rules.cellCount();
        for (int v : values)
            if (v >= 0)
                named.insert(v);
        if (d.kind == def::Kind::Sliding)
            named.insert(d.blank);
        for (int v : named) {
            counts.push_back(countOf[v]);
            rest -= countOf[v];
        }
        if (rest > 0)
            counts.push_back(rest);
        const auto e = search::multinomialCount(counts);
        return e && *e <= std::min(kMaxEntries, kMaxBuildWork / static_cast<std::uint64_t>(std::max(
                                                                    1, rules.moveCount())));
    };
    std::function<bool(const def::Goal&)> exact = [&](const def::Goal& goal) -> bool {
        switch (goal.type) {
        case def::Goal::Type::Values:
            return fitsValues(goal.values);
        case def::Goal::Type::Uniform:
            for (const auto& [label, count] : countOf) {
                std::vector<int> values(static_cast<std::size_t>(rules.cellCount()), -1);
                for (int c : goal.uniformCells)
                    values[static_cast<std::size_t>(c)] = label;
                if (count >= static_cast<int>(goal.uniformCells.size()) && !fitsValues(values))
                    return false;
            }
            return true;
        case def::Goal::Type::AnyOf:
            return std::all_of(goal.anyOf.begin(), goal.anyOf.end(), exact);
        }
        return false;
    };
    if (exact(d.goal))
        return true;
    // Repeated labels or open cells: where the group search decides solvability within
    // its budget (on the unpruned tree's size, or on probes).
    return d.kind == def::Kind::Permutation && goalReachDecides(rules);
}

Answer IdaEngine::solve(const SolveRequest& request, const ProgressFn& progress,
                        const CancelToken& cancel)
{
    return impl_->solve(request, progress, cancel);
}

}  // namespace pl
