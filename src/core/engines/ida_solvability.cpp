#include "core/engines/ida_puzzle.h"

#include <algorithm>
#include <cmath>
#include <set>
#include "core/engines/linear_engine.h"

namespace pl::ida {

// Parity of the labels (as a permutation of their sorted order) plus the blank's
// x + y.
int IdaPuzzle::slidingInvariant(const std::vector<int>& cells) const
{
    const def::PuzzleDef& d = rules->def();
    int inversions = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (cells[static_cast<std::size_t>(i)] > cells[static_cast<std::size_t>(j)])
                ++inversions;
    int blankCell = 0;
    for (int c = 0; c < n; ++c)
        if (cells[static_cast<std::size_t>(c)] == blank)
            blankCell = c;
    const def::Cell& b = d.cells[static_cast<std::size_t>(blankCell)];
    const int dist = static_cast<int>(std::lround(b.x + b.y));
    return (inversions + dist) & 1;
}

// The invariants of the goal positions (bit 0: even reachable, bit 1: odd), or -1
// when unknown.
int IdaPuzzle::goalInvariants(const def::Goal& goal) const
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
bool IdaPuzzle::fullGoals(const def::Goal& goal)
{
    if (goal.type == def::Goal::Type::Values)
        return !goalHasNull(goal);
    if (goal.type == def::Goal::Type::AnyOf)
        return !goal.anyOf.empty() && std::all_of(goal.anyOf.begin(), goal.anyOf.end(), fullGoals);
    return false;
}

// The position can reach one of the full goals: the permutation taking the goal to
// it lies in the group the moves generate.
bool IdaPuzzle::reachable(const Position& p, const def::Goal& goal) const
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

IdaPuzzle::Decision IdaPuzzle::decide(const Position& p, const def::Goal& goal, const IdaGoal& g,
                                      const CancelToken* cancel) const
{
    if (g.exact)
        return Decision::Solvable;  // the search itself terminates
    if (pieces)
        return g.layout  ? pieceDecision(p, g)
               : g.loose ? looseDecision(p, g, cancel)
                         : Decision::Unknown;
    if (turns)
        return dialDecision(p, goal);
    if (slides && grid) {
        if (!distinct)
            return Decision::Solvable;  // identical tiles give both parities
        const int have = goalInvariants(goal);
        if (have < 0)
            return Decision::Unknown;
        const std::vector<int> cells(p.cells.begin(), p.cells.end());
        return (have >> slidingInvariant(cells)) & 1 ? Decision::Solvable : Decision::Unsolvable;
    }
    if (permutes && distinct && fullGoals(goal) && n <= kMaxCells) {
        if (reachable(p, goal))
            return Decision::Solvable;
        // (A group too large to complete within its work bound proves nothing.)
        return permGroup().complete() ? Decision::Unsolvable : Decision::Unknown;
    }
    if (permutes && n <= kMaxCells) {
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
IdaPuzzle::Decision IdaPuzzle::dialDecision(const Position& p, const def::Goal& goal) const
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

// The group the moves generate (Schreier-Sims), built once.
const search::PermGroup& IdaPuzzle::permGroup() const
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

}  // namespace pl::ida
