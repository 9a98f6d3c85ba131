#include "core/engines/ida_puzzle.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <deque>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include "core/search/threads.h"

namespace pl::ida {

// A reflection or rotation of a rectangular board that maps neighbours to
// neighbours and keeps the blank's goal cell; it renames the tiles so that the goal
// maps to itself.
void IdaPuzzle::findMirror(IdaGoal& g, const std::vector<int>& want, int blankGoal) const
{
    if (!grid)
        return;
    const def::PuzzleDef& d = rules->def();
    const auto [minX, maxX, minY, maxY] = cellBox(d);
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
                ok = ok &&
                     std::find(nb.begin(), nb.end(), map[static_cast<std::size_t>(q)]) != nb.end();
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
std::vector<int> IdaPuzzle::boardDistances(int from) const
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
std::vector<std::vector<int>> IdaPuzzle::compactGroups(const std::vector<int>& goalCells,
                                                       int blankGoal, int size) const
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
            if (!used[a] && (seed < 0 || fromBlank[a] > fromBlank[static_cast<std::size_t>(seed)]))
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
std::vector<std::vector<std::vector<int>>> IdaPuzzle::additivePartitions(
    const std::vector<int>& goalCells, int blankGoal, int size) const
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
    const auto [minX, maxX, minY, maxY] = cellBox(d);
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
                count += dist[static_cast<std::size_t>(s[i])][static_cast<std::size_t>(s[j])] == 1;
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
            combos =
                combos * static_cast<double>(from.size() - static_cast<std::size_t>(i)) / (i + 1);
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

// EngineOptions::largestTables: the placed tiles in two groups over compact indexes,
// the half nearest the blank's goal line by line (the 15-puzzle's 7: the blank's row
// and the next) and the rest (8), read on the position and on its mirror image (Felner,
// Korf and Hanan's 7-8 partition with the reflected lookup). Nullopt when the board or
// the memory limit does not allow it (the usual groups are built instead); else
// whether the tables were built (false: cancelled).
std::optional<bool> IdaPuzzle::buildHalves(IdaGoal& g, const std::vector<int>& tiles,
                                           const std::vector<int>& labels, int blankGoal,
                                           SearchMonitor& monitor, search::Keeping& keeping) const
{
    if (n > 16 || blankGoal < 0 || tiles.size() < 4 || !grid)
        return std::nullopt;
    const def::PuzzleDef& d = rules->def();
    const auto [minX, maxX, minY, maxY] = cellBox(d);
    const bool byRows = maxX - minX >= maxY - minY;
    const def::Cell& blankCell = d.cells[static_cast<std::size_t>(blankGoal)];
    std::vector<int> order(tiles.size());
    std::iota(order.begin(), order.end(), 0);
    auto lineKey = [&](int a) {
        const def::Cell& c = d.cells[static_cast<std::size_t>(tiles[static_cast<std::size_t>(a)])];
        const long dx = std::lround(std::abs(c.x - blankCell.x));
        const long dy = std::lround(std::abs(c.y - blankCell.y));
        return byRows ? std::pair<long, long>{dy, dx} : std::pair<long, long>{dx, dy};
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return lineKey(a) < lineKey(b); });
    const std::size_t half = tiles.size() / 2;
    std::vector<std::vector<int>> parts{{order.begin(), order.begin() + static_cast<long>(half)},
                                        {order.begin() + static_cast<long>(half), order.end()}};
    for (auto& part : parts)
        std::sort(part.begin(), part.end());
    if (!halvesFit(tiles.size(), g.bytes))
        return std::nullopt;
    if (planned)
        planned(halvesPeak(tiles.size(), g.bytes));
    // Of the usual partitions only the first stays (on the position and its mirror
    // image): the others' sums rarely beat the halves' and each costs a look-up a node
    // (Korf's 100: the halves alone 14,838 nodes an instance and 0.37 s; with the first
    // partition 14,644 and 0.40 s; with all eleven 14,294 and 0.75 s. An 80-move
    // position: 2.3, 1.6 and 2.3 s).
    const int perPartition = g.mirrorCell.empty() ? 1 : 2;
    if (static_cast<int>(g.lookups.size()) > perPartition)
        g.lookups.resize(static_cast<std::size_t>(perPartition));
    const auto slotsNow = [&] {
        std::set<std::pair<int, bool>> slots;
        for (const IdaGoal::Lookup& look : g.lookups)
            slots.insert(look.parts.begin(), look.parts.end());
        return static_cast<int>(slots.size());
    };
    while (!g.lookups.empty() &&
           (static_cast<int>(g.lookups.size()) + perPartition > kMaxSlidingLookups ||
            slotsNow() + 2 * perPartition > kMaxSlidingSlots))
        g.lookups.pop_back();
    const int first = static_cast<int>(g.groups.size());
    const unsigned threads = buildThreads();
    for (const auto& part : parts) {
        std::vector<int> cells;
        std::vector<int> inGroup;
        for (int t : part) {
            cells.push_back(tiles[static_cast<std::size_t>(t)]);
            inGroup.push_back(labels[static_cast<std::size_t>(t)]);
        }
        auto built = search::SlidingGroupPdb::buildCompact(neighbours4, cells, blankGoal, monitor,
                                                           threads, &keeping);
        if (!built)
            return false;
        g.groups.push_back(std::move(*built));
        g.bytes += g.groups.back().bytes();
        g.groupLabels.push_back(std::move(inGroup));
    }
    // First, so that the search keeps them whatever else its arrays hold.
    IdaGoal::Lookup look;
    look.parts = {{first, false}, {first + 1, false}};
    std::vector<IdaGoal::Lookup> halves{look};
    if (!g.mirrorCell.empty()) {
        look.parts = {{first, true}, {first + 1, true}};
        halves.push_back(look);
    }
    g.lookups.insert(g.lookups.begin(), halves.begin(), halves.end());
    return true;
}

// Whether the halves' builds fit the memory limit beside `before` bytes of tables.
bool IdaPuzzle::halvesFit(std::size_t tiles, std::uint64_t before) const
{
    if (n > 16 || tiles < 4 || !grid)
        return false;
    if (halvesPeak(tiles, before) <= options.maxMemoryBytes)
        return true;
    memoryBound = true;
    return false;
}

std::uint64_t IdaPuzzle::halvesPeak(std::size_t tiles, std::uint64_t before) const
{
    std::uint64_t bytes = before;
    std::uint64_t peak = 0;
    for (const std::size_t k : {tiles / 2, tiles - tiles / 2}) {
        peak = std::max(peak,
                        bytes + search::SlidingGroupPdb::compactBuildBytes(n, static_cast<int>(k)));
        bytes += search::SlidingGroupPdb::compactEntries(n, static_cast<int>(k));
    }
    return peak;
}

bool IdaPuzzle::largestTables() const
{
    return options.largestTables.value_or(search::largestTablesPreferred());
}

// Sliding, distinct labels, a values goal: additive tile groups.
bool IdaPuzzle::buildAdditive(IdaGoal& g, SearchMonitor& monitor, const CancelToken& cancel,
                              search::Keeping& keeping) const
{
    const std::vector<int>& want = g.goal.values;
    std::vector<int> tiles;  // goal cells of the placed tiles, in cell order
    std::vector<int> labels;
    int blankGoal = -1;
    for (int c = 0; c < n; ++c) {
        const int v = want[static_cast<std::size_t>(c)];
        if (v < 0)
            continue;
        if (v == blank)
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
            if (entries > kMaxEntries)
                break;
            if (search::SlidingGroupPdb::buildBytes(n, k) + groups * entries >
                options.maxMemoryBytes) {
                memoryBound = true;
                break;
            }
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
    // With the halves only the first partition is read (buildHalves): the others are
    // not built.
    if (g.largestTables && size > 1 && blankGoal >= 0 && chosen.size() > 1) {
        std::uint64_t first = 0;
        for (const std::vector<int>& group : chosen.front())
            first += std::uint64_t{1} << (bits * static_cast<int>(group.size()));
        if (halvesFit(tiles.size(), first))
            chosen.resize(1);
    }
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
            if (p > 0 && (bytes > options.maxMemoryBytes || work > kMaxAdditiveWork ||
                          slots + moreSlots > kMaxSlidingSlots ||
                          static_cast<int>(kept.size() + 1) * perPartition > kMaxSlidingLookups)) {
                if (bytes > options.maxMemoryBytes)
                    memoryBound = true;
                continue;
            }
            slots += moreSlots;
            kept.push_back(std::move(chosen[p]));
            parts = std::move(with);
        }
        chosen = std::move(kept);
    }
    parts.clear();
    for (auto& partition : chosen) {
        IdaGoal::Lookup look;
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
    std::size_t threads = buildThreads();
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
    search::runWithMonitors(
        static_cast<unsigned>(threads), stopped, monitor, cancel, [&](SearchMonitor& m, unsigned) {
            for (std::size_t j = nextJob++; j < jobs.size() && !stopped; j = nextJob++) {
                const std::size_t p = jobs[j];
                built[p] = search::SlidingGroupPdb::build(
                    neighbours4, cellsOf[p], blankGoal, m,
                    floods && cellsOf[p].size() >= 5 ? floods.get() : nullptr, &keeping);
                if (!built[p])
                    stopped = true;
            }
        });
    if (stopped || cancel.cancelled())
        return false;
    for (std::size_t p = 0; p < parts.size(); ++p) {
        g.groups.push_back(std::move(*built[p]));
        g.bytes += g.groups.back().bytes();
    }
    g.exact = false;
    // The two halves come on top: the maximum with the usual partitions' sums is
    // tighter than either (Korf's 100: 14,838 nodes an instance with the halves alone,
    // but 3.5 times the usual partitions' nodes on an 80-move position).
    if (size > 1 && g.largestTables)
        if (const auto built = buildHalves(g, tiles, labels, blankGoal, monitor, keeping);
            built && !*built)
            return false;
    return true;
}

}  // namespace pl::ida
