#include "core/engines/table_reduction.h"

#include <algorithm>
#include <functional>
#include <limits>

#include "core/search/ranking.h"
#include "core/search/space_relabel.h"

namespace pl {

namespace {

constexpr std::uint64_t kSaturated = std::numeric_limits<std::uint64_t>::max();

}  // namespace

TableReduction::TableReduction(const Rules& rules) : rules_(rules)
{
    if (rules.def().kind != def::Kind::Dial)
        for (const int l : rules.def().start)
            ++startCount_[static_cast<std::size_t>(l)];
}

// A goal other than the definition's: a full `values` goal must be a valid
// position (Rules::validateGoal); partial, uniform and anyOf goals must name cells
// that exist and values the puzzle has.
void TableReduction::checkGoal(const def::Goal& g, const std::string& path,
                               Problems& problems) const
{
    const def::PuzzleDef& d = rules_.def();
    const int n = rules_.cellCount();
    const auto add = [&](std::string code, std::vector<std::string> args) {
        problems.push_back(Problem{std::move(code), std::move(args), {0, 0, path}});
    };
    switch (g.type) {
    case def::Goal::Type::Values: {
        if (static_cast<int>(g.values.size()) != n) {
            add("goal.count", {std::to_string(n), std::to_string(g.values.size())});
            return;
        }
        if (std::none_of(g.values.begin(), g.values.end(), [](int v) { return v < 0; })) {
            for (Problem p : rules_.validateGoal(g)) {
                if (p.where.path.empty())
                    p.where.path = path;
                problems.push_back(std::move(p));
            }
            return;
        }
        for (int c = 0; c < n; ++c) {
            const int v = g.values[static_cast<std::size_t>(c)];
            const bool ok =
                v < 0 || (d.kind == def::Kind::Dial
                              ? v < d.modulus
                              : std::find(d.labels.begin(), d.labels.end(), v) != d.labels.end());
            if (!ok)
                add("goal.bad-value", {std::to_string(c), std::to_string(v)});
        }
        return;
    }
    case def::Goal::Type::Uniform:
        if (g.uniformCells.empty())
            add("goal.uniform-empty", {});
        for (const int c : g.uniformCells)
            if (c < 0 || c >= n)
                add("goal.cell-range", {std::to_string(c), std::to_string(n - 1)});
        return;
    case def::Goal::Type::AnyOf:
        if (g.anyOf.empty())
            add("goal.anyof-empty", {});
        for (std::size_t a = 0; a < g.anyOf.size(); ++a)
            checkGoal(g.anyOf[a], path + ".anyOf[" + std::to_string(a) + "]", problems);
        return;
    }
}

// A `values` goal (permutation, sliding) as a spec plus the label -> class map;
// nullopt when no valid position can meet it.
std::optional<ReducedPart> TableReduction::valuesComponent(const std::vector<int>& values) const
{
    const def::PuzzleDef& d = rules_.def();
    ReducedPart comp;
    comp.classOf.fill(kNoClass);
    int classes = 0;
    for (const int v : values)
        if (v >= 0 && comp.classOf[static_cast<std::size_t>(v)] == kNoClass)
            comp.classOf[static_cast<std::size_t>(v)] = static_cast<std::uint8_t>(classes++);
    if (d.kind == def::Kind::Sliding && comp.classOf[static_cast<std::size_t>(d.blank)] == kNoClass)
        comp.classOf[static_cast<std::size_t>(d.blank)] = static_cast<std::uint8_t>(classes++);
    std::vector<int> merged;
    for (int l = 0; l < 256; ++l)
        if (startCount_[static_cast<std::size_t>(l)] > 0 &&
            comp.classOf[static_cast<std::size_t>(l)] == kNoClass)
            merged.push_back(l);
    if (!merged.empty()) {
        for (const int l : merged)
            comp.classOf[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(classes);
        ++classes;
    }
    search::TableSpec s;
    s.kind = d.kind;
    s.cells = rules_.cellCount();
    s.counts.assign(static_cast<std::size_t>(classes), 0);
    for (int l = 0; l < 256; ++l)
        if (comp.classOf[static_cast<std::size_t>(l)] != kNoClass)
            s.counts[comp.classOf[static_cast<std::size_t>(l)]] +=
                startCount_[static_cast<std::size_t>(l)];
    std::vector<int> needed(static_cast<std::size_t>(classes), 0);
    for (const int v : values) {
        s.goal.push_back(v >= 0 ? comp.classOf[static_cast<std::size_t>(v)] : -1);
        if (v >= 0)
            ++needed[comp.classOf[static_cast<std::size_t>(v)]];
    }
    for (int c = 0; c < classes; ++c)
        if (needed[static_cast<std::size_t>(c)] > s.counts[static_cast<std::size_t>(c)])
            return std::nullopt;
    if (d.kind == def::Kind::Sliding)
        s.blankClass = comp.classOf[static_cast<std::size_t>(d.blank)];
    std::vector<int> mergedCounts;
    for (const int l : merged)
        mergedCounts.push_back(startCount_[static_cast<std::size_t>(l)]);
    comp.fiber = search::multinomialCount(mergedCounts).value_or(kSaturated);
    comp.spec = std::move(s);
    return comp;
}

std::optional<ReducedPart> TableReduction::dialComponent(const def::Goal& g) const
{
    const def::PuzzleDef& d = rules_.def();
    search::TableSpec s;
    s.kind = def::Kind::Dial;
    s.modulus = d.modulus;
    if (g.type == def::Goal::Type::Uniform) {
        s.kept = g.uniformCells;
        std::sort(s.kept.begin(), s.kept.end());
        s.kept.erase(std::unique(s.kept.begin(), s.kept.end()), s.kept.end());
        s.allEqual = true;
        s.goal.assign(s.kept.size(), -1);
    } else {
        for (int c = 0; c < rules_.cellCount(); ++c) {
            const int v =
                c < static_cast<int>(g.values.size()) ? g.values[static_cast<std::size_t>(c)] : -1;
            if (v >= 0) {
                if (v >= d.modulus)
                    return std::nullopt;
                s.kept.push_back(c);
                s.goal.push_back(v);
            }
        }
    }
    s.cells = static_cast<int>(s.kept.size());
    ReducedPart comp;
    comp.fiber = search::powerCount(d.modulus, rules_.cellCount() - s.cells).value_or(kSaturated);
    comp.spec = std::move(s);
    return comp;
}

// Distinct labels and a goal of full arrangements (one, or anyOf several) that a
// group G of relabellings maps onto itself, G acting freely on the labels: one
// component over the classes of positions under G (search::RelabelSpace), whose distance is
// the distance to the whole goal set. TopSpin's goal, 1..12 in ring order starting
// anywhere, is kept by "add 1 to every label mod 12": 12!/12 classes. nullopt when
// the goal is not of this form, or only the identity keeps it.
std::optional<ReducedPart> TableReduction::orbitComponent(const def::Goal& goal) const
{
    const def::PuzzleDef& d = rules_.def();
    const int n = rules_.cellCount();
    if (d.kind != def::Kind::Permutation || n < 2 || n > search::RelabelSpace::kMaxCells)
        return std::nullopt;
    ReducedPart comp;
    comp.classOf.fill(kNoClass);
    int classes = 0;
    for (int l = 0; l < 256; ++l) {
        const int k = startCount_[static_cast<std::size_t>(l)];
        if (k > 1)
            return std::nullopt;
        if (k == 1)
            comp.classOf[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(classes++);
    }
    if (classes != n)
        return std::nullopt;
    // The goal positions as arrangements of the classes.
    std::vector<std::vector<int>> goals;
    const std::function<bool(const def::Goal&)> collect = [&](const def::Goal& g) {
        if (g.type == def::Goal::Type::AnyOf)
            return std::all_of(g.anyOf.begin(), g.anyOf.end(), collect);
        if (g.type != def::Goal::Type::Values || static_cast<int>(g.values.size()) != n)
            return false;
        std::vector<int> x;
        std::vector<bool> seen(static_cast<std::size_t>(n), false);
        for (const int v : g.values) {
            if (v < 0 || v > 255 || comp.classOf[static_cast<std::size_t>(v)] == kNoClass)
                return false;
            const int c = comp.classOf[static_cast<std::size_t>(v)];
            if (seen[static_cast<std::size_t>(c)])
                return false;
            seen[static_cast<std::size_t>(c)] = true;
            x.push_back(c);
        }
        goals.push_back(std::move(x));
        return true;
    };
    if (!collect(goal))
        return std::nullopt;
    std::sort(goals.begin(), goals.end());
    goals.erase(std::unique(goals.begin(), goals.end()), goals.end());
    if (goals.size() < 2)
        return std::nullopt;
    // Any g of G maps goals[0] onto some goal s, which fixes g: g(goals[0][i]) = s[i].
    // So G is among these |S| candidates; keep those that map every goal to a goal.
    // (goals[0] gives the identity, first.)
    std::vector<std::vector<int>> group;
    for (const std::vector<int>& target : goals) {
        std::vector<int> g(static_cast<std::size_t>(n));
        for (std::size_t i = 0; i < g.size(); ++i)
            g[static_cast<std::size_t>(goals[0][i])] = target[i];
        bool keeps = true;
        std::vector<int> image(g.size());
        for (std::size_t k = 0; k < goals.size() && keeps; ++k) {
            for (std::size_t i = 0; i < g.size(); ++i)
                image[i] = g[static_cast<std::size_t>(goals[k][i])];
            keeps = std::binary_search(goals.begin(), goals.end(), image);
        }
        if (keeps)
            group.push_back(std::move(g));
    }
    if (group.size() < 2)
        return std::nullopt;
    // Freely: no element but the identity fixes a label (else classes would differ
    // in size and the representative would need more than cell 0).
    for (std::size_t k = 1; k < group.size(); ++k)
        for (int c = 0; c < n; ++c)
            if (group[k][static_cast<std::size_t>(c)] == c)
                return std::nullopt;
    search::TableSpec s;
    s.kind = def::Kind::Permutation;
    s.cells = n;
    s.counts.assign(static_cast<std::size_t>(n), 1);
    s.goal = goals[0];
    s.labelGroup = std::move(group);
    s.goalSet = std::move(goals);
    comp.spec = std::move(s);
    return comp;
}

// The components of a goal (see split), or its one orbit component.
void TableReduction::components(const def::Goal& g, std::vector<ReducedPart>& out) const
{
    if (auto c = orbitComponent(g)) {
        out.push_back(std::move(*c));
        return;
    }
    split(g, out);
}

// The components of a goal, in the order of its alternatives (uniform: per label,
// in the order of `labels`). Components sharing a table keep their own class maps.
void TableReduction::split(const def::Goal& g, std::vector<ReducedPart>& out) const
{
    const def::PuzzleDef& d = rules_.def();
    switch (g.type) {
    case def::Goal::Type::AnyOf:
        for (const def::Goal& a : g.anyOf)
            split(a, out);
        return;
    case def::Goal::Type::Values:
        if (d.kind == def::Kind::Dial) {
            if (auto c = dialComponent(g))
                out.push_back(std::move(*c));
        } else if (auto c = valuesComponent(g.values)) {
            out.push_back(std::move(*c));
        }
        return;
    case def::Goal::Type::Uniform:
        if (d.kind == def::Kind::Dial) {
            if (auto c = dialComponent(g))
                out.push_back(std::move(*c));
            return;
        }
        for (const int label : d.labels) {
            std::vector<int> values(static_cast<std::size_t>(rules_.cellCount()), -1);
            for (const int c : g.uniformCells)
                values[static_cast<std::size_t>(c)] = label;
            if (auto c = valuesComponent(values))
                out.push_back(std::move(*c));
        }
        return;
    }
}

// The one table over the full space whose goal positions are those `goal` accepts
// (the histogram of a goal that needs several tables).
ReducedPart TableReduction::fullComponent(const def::Goal& goal) const
{
    const def::PuzzleDef& d = rules_.def();
    search::TableSpec s;
    s.kind = d.kind;
    s.cells = rules_.cellCount();
    s.fullGoal = goal;
    ReducedPart comp;
    comp.classOf.fill(kNoClass);
    if (d.kind == def::Kind::Dial) {
        s.modulus = d.modulus;
        for (int c = 0; c < s.cells; ++c)
            s.kept.push_back(c);
    } else {
        for (int l = 0; l < 256; ++l)
            if (startCount_[static_cast<std::size_t>(l)] > 0) {
                comp.classOf[static_cast<std::size_t>(l)] =
                    static_cast<std::uint8_t>(s.counts.size());
                s.counts.push_back(startCount_[static_cast<std::size_t>(l)]);
                s.classLabel.push_back(l);
            }
        if (d.kind == def::Kind::Sliding)
            s.blankClass = comp.classOf[static_cast<std::size_t>(d.blank)];
    }
    s.goal.assign(static_cast<std::size_t>(s.cells), -1);
    comp.spec = std::move(s);
    return comp;
}

}  // namespace pl
