#include "core/engines/ida_puzzle.h"

#include <algorithm>
#include <functional>
#include <set>

#include "core/model/orbit_model.h"
#include "core/search/symmetry.h"
#include "core/search/threads.h"

namespace pl::ida {

// Permutation puzzles with distinct labels and a full goal (values, or anyOf full
// values), each alternative an arrangement of the puzzle's labels.
bool IdaPuzzle::tileGoal(const Rules& rules, const def::Goal& goal)
{
    const def::PuzzleDef& d = rules.def();
    if (!rules.model().permutesCells() || !distinctLabels(d) || d.cells.size() > 64 ||
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

void IdaPuzzle::flatten(const def::Goal& goal, std::vector<std::vector<int>>& out)
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
std::vector<int> IdaPuzzle::compactCells(const std::vector<std::vector<int>>& targets, int seed,
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

bool IdaPuzzle::buildTiles(IdaGoal& g, SearchMonitor& monitor, const CancelToken& cancel,
                           search::Keeping& keeping) const
{
    g.tiles = true;
    flatten(g.goal, g.alternatives);
    const std::vector<std::vector<int>> targets = moveTargets();
    // Symmetries of the moves (cell maps sigma with sigma m sigma^-1 a move): the
    // position mapped by sigma, its labels renamed so that the goal maps to itself,
    // is as far from that goal (for each alternative on its own), so a database
    // read through sigma is a bound too.
    // (The moves handed over in search::sharingOrder.)
    const std::vector<std::vector<int>> symmetries =
        search::moveSymmetries(search::sharingOrder(targets),
                               std::vector<int>(static_cast<std::size_t>(n), 0), 1024, 2000000);
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
        if (!e || *e > kMaxTileEntries ||
            *e * static_cast<std::uint64_t>(std::max(1, moveCount)) > kMaxTileWork)
            break;
        if (*e > memory) {
            memoryBound = true;
            break;
        }
        k = t;
    }
    const std::uint64_t entries = search::TilePdb::entries(n, k).value_or(1);
    const int maxDatabases = static_cast<int>(std::min<std::uint64_t>(
        {static_cast<std::uint64_t>(kMaxTileDatabases),
         std::max<std::uint64_t>(1, memory / entries),
         std::max<std::uint64_t>(1, kMaxTileGoalWork / (entries * static_cast<std::uint64_t>(
                                                                      std::max(1, moveCount))))}));
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
    const unsigned threads = buildThreads();
    for (const auto& set : sets) {
        auto pdb = search::TilePdb::build(targets, set, n, threads, monitor, cancel, &keeping);
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
    std::vector<std::vector<int>> reads;
    for (const Candidate& cand : candidates)
        reads.push_back(cand.from);
    for (const std::size_t best : search::leastReadFirst(
             reads, tracked, std::min<std::size_t>(kMaxTileLookups, candidates.size()))) {
        Candidate& cand = candidates[best];
        g.tileLookups.push_back(
            IdaGoal::TileLookup{cand.pdb, std::move(cand.from), std::move(cand.map)});
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
            IdaGoal::TileLookup dual = g.tileLookups[l];
            dual.dual = true;
            g.tileLookups.push_back(std::move(dual));
        }
    g.exact = false;
    return true;
}

}  // namespace pl::ida
