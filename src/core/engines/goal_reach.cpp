#include "core/engines/goal_reach.h"

#include <algorithm>
#include <functional>
#include <mutex>

#include "core/rules/rules.h"

namespace pl {

GoalReach::GoalReach(const Rules& rules, const def::Goal& goal) : n_(rules.cellCount())
{
    const def::PuzzleDef& d = rules.def();
    for (int v : d.start)
        ++count_[static_cast<std::size_t>(v)];
    for (int m = 0; m < rules.moveCount(); ++m) {
        const auto& src = rules.move(m).sources;
        search::PermGroup::Perm p(static_cast<std::size_t>(n_));
        for (int i = 0; i < n_; ++i)
            p[static_cast<std::size_t>(i)] =
                static_cast<std::uint8_t>(src[static_cast<std::size_t>(i)]);
        gens_.push_back(std::move(p));
    }
    add(goal);
}

void GoalReach::add(const def::Goal& goal)
{
    switch (goal.type) {
    case def::Goal::Type::AnyOf:
        for (const def::Goal& alt : goal.anyOf)
            add(alt);
        return;
    case def::Goal::Type::Values: {
        // The rarest labels first: their cells leave the fewest choices.
        std::vector<int> cells;
        for (int c = 0; c < n_; ++c)
            if (goal.values[static_cast<std::size_t>(c)] >= 0)
                cells.push_back(c);
        auto rarity = [&](int c) {
            return count_[static_cast<std::size_t>(goal.values[static_cast<std::size_t>(c)])];
        };
        std::stable_sort(cells.begin(), cells.end(),
                         [&](int a, int b) { return rarity(a) < rarity(b); });
        push(cells, {goal.values});
        return;
    }
    case def::Goal::Type::Uniform: {
        std::vector<std::vector<int>> wants;
        const int need = std::max<int>(1, static_cast<int>(goal.uniformCells.size()));
        for (int label = 0; label < 256; ++label)
            if (count_[static_cast<std::size_t>(label)] >= need) {
                std::vector<int> want(static_cast<std::size_t>(n_), -1);
                for (int c : goal.uniformCells)
                    want[static_cast<std::size_t>(c)] = label;
                wants.push_back(std::move(want));
            }
        push(goal.uniformCells, std::move(wants));
        return;
    }
    }
}

void GoalReach::push(const std::vector<int>& cells, std::vector<std::vector<int>> wants)
{
    if (wants.empty())
        return;  // no label has enough cells: never reached
    std::shared_ptr<const search::PermGroup>& group = groups_[cells];
    if (!group)
        group = std::make_shared<const search::PermGroup>(n_, gens_, cells);
    tests_.push_back(Test{group, cells, std::move(wants)});
}

GoalReach::Result GoalReach::reachable(const std::vector<int>& cells, std::uint64_t budget,
                                       std::uint64_t* nodes) const
{
    bool unknown = false;
    std::uint64_t used = 0;
    auto done = [&](Result r) {
        if (nodes)
            *nodes = used;
        return r;
    };
    for (const Test& t : tests_)
        for (const std::vector<int>& want : t.wants) {
            const auto r = t.group->findMatch(cells, want, budget - used);
            used += std::min(r.nodes, budget - used);
            if (r.match == search::PermGroup::Match::Found)
                return done(Result::Yes);
            if (r.match == search::PermGroup::Match::Undecided)
                unknown = true;
            if (used >= budget)
                return done(Result::Unknown);
        }
    return done(unknown ? Result::Unknown : Result::No);
}

double GoalReach::worstLeaves() const
{
    double w = 0;
    for (const Test& t : tests_)
        w += t.group->imageCount(t.cells) * static_cast<double>(t.wants.size());
    return w;
}

bool goalReachDecides(const Rules& rules)
{
    const def::PuzzleDef& d = rules.def();
    std::vector<int> key;
    key.push_back(rules.cellCount());
    key.insert(key.end(), d.start.begin(), d.start.end());
    for (int m = 0; m < rules.moveCount(); ++m) {
        const auto& src = rules.move(m).sources;
        key.push_back(-1);
        key.insert(key.end(), src.begin(), src.end());
    }
    std::function<void(const def::Goal&)> addGoal = [&](const def::Goal& g) {
        key.push_back(-2 - static_cast<int>(g.type));
        key.push_back(static_cast<int>(g.values.size()));
        key.insert(key.end(), g.values.begin(), g.values.end());
        key.push_back(static_cast<int>(g.uniformCells.size()));
        key.insert(key.end(), g.uniformCells.begin(), g.uniformCells.end());
        key.push_back(static_cast<int>(g.anyOf.size()));
        for (const def::Goal& a : g.anyOf)
            addGoal(a);
    };
    addGoal(d.goal);
    static std::mutex mutex;
    static std::map<std::vector<int>, bool> known;
    {
        const std::lock_guard<std::mutex> lock(mutex);
        if (const auto it = known.find(key); it != known.end())
            return it->second;
    }
    const GoalReach reach(rules, d.goal);
    bool decides = 2 * reach.worstLeaves() <= static_cast<double>(kGoalReachBudget);
    if (!decides) {
        std::uint64_t seed = 0x9e3779b97f4a7c15ULL;  // xorshift64
        auto next = [&seed]() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            return seed;
        };
        decides = true;
        std::vector<int> cells = d.start;
        for (int probe = 0; probe <= kGoalReachProbes && decides; ++probe) {
            if (probe > 0)
                for (std::size_t i = cells.size(); i > 1; --i)
                    std::swap(cells[i - 1], cells[static_cast<std::size_t>(next() % i)]);
            decides = reach.reachable(cells, kGoalReachBudget / kGoalReachProbes) !=
                      GoalReach::Result::Unknown;
        }
    }
    const std::lock_guard<std::mutex> lock(mutex);
    if (known.size() >= 256)
        known.clear();
    known.emplace(std::move(key), decides);
    return decides;
}

}  // namespace pl
