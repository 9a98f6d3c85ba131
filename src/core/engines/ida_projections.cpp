#include "core/engines/ida_puzzle.h"

#include <algorithm>
#include <map>

namespace pl::ida {

// A projection of the permutation/sliding kind for these tracked labels.
search::Projection IdaPuzzle::classProjection(const std::vector<int>& tracked,
                                              const std::vector<int>& wantLabel) const
{
    const def::PuzzleDef& d = rules->def();
    search::Projection p;
    p.keeps = search::Projection::Keeps::Classes;
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
    if (slides)
        p.blankClass = p.classOf[static_cast<std::size_t>(blank)];
    return p;
}

// Adds the databases of a values goal under `node` (max node). Returns false when
// cancelled; sets `exact` when one projection holds every label the goal names.
bool IdaPuzzle::buildValues(IdaGoal& g, const def::Goal& goal, HeuristicNode& node, bool& exact,
                            SearchMonitor& monitor) const
{
    node.isMin = false;
    exact = false;
    if (turns) {
        std::vector<int> cells;
        for (int c = 0; c < n; ++c)
            if (goal.values[static_cast<std::size_t>(c)] >= 0)
                cells.push_back(c);
        int per = 1;
        while (per < static_cast<int>(cells.size())) {
            const auto e = search::powerCount(modulus, per + 1);
            if (!e ||
                *e > budgetEntries(static_cast<int>((cells.size() + static_cast<std::size_t>(per)) /
                                                    static_cast<std::size_t>(per + 1))))
                break;
            ++per;
        }
        exact = per >= static_cast<int>(cells.size());
        for (std::size_t from = 0; from < cells.size(); from += static_cast<std::size_t>(per)) {
            search::Projection p;
            p.keeps = search::Projection::Keeps::Orientations;
            p.modulus = modulus;
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
            !(slides && v == blank))
            named.push_back(v);
    }
    std::vector<std::vector<int>> groups;
    std::vector<int> current;
    const std::vector<int> seed = slides ? std::vector<int>{blank} : std::vector<int>{};
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

bool IdaPuzzle::buildGoal(IdaGoal& g, const def::Goal& goal, HeuristicNode& node, bool& exact,
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
            if (count < k || (slides && label == blank && k > 1))
                continue;
            if (turns)
                continue;
            std::vector<int> want(static_cast<std::size_t>(n), -1);
            for (int c : goal.uniformCells)
                want[static_cast<std::size_t>(c)] = label;
            def::Goal values;
            values.values = want;
            HeuristicNode kid;
            bool kidExact = false;
            // Labels of equal count share one table: only the class map differs.
            if (const auto it = sharedByCount.find(count); it != sharedByCount.end()) {
                std::vector<int> tracked;
                if (slides)
                    tracked.push_back(blank);
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
        if (turns) {
            // A dial uniform goal: one alternative per value.
            for (int v = 0; v < modulus; ++v) {
                def::Goal values;
                values.values.assign(static_cast<std::size_t>(n), -1);
                for (int c : goal.uniformCells)
                    values.values[static_cast<std::size_t>(c)] = v;
                HeuristicNode kid;
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
            HeuristicNode kid;
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

}  // namespace pl::ida
