#include "core/engines/table_reduction.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <numeric>

#include "core/model/orbit_model.h"
#include "core/search/invariants.h"
#include "core/search/ranking.h"
#include "core/search/space_relabel.h"

namespace pl {

namespace {

constexpr std::uint64_t kSaturated = std::numeric_limits<std::uint64_t>::max();

std::uint64_t mulSat(std::uint64_t a, std::uint64_t b)
{
    return (a != 0 && b > kSaturated / a) ? kSaturated : a * b;
}

// The arrangements of pieces in classes of these counts, saturated (not capped at what a
// ranker takes, as search::multinomialCount is): a product of binomials, each built
// factor by factor (exact, since each step is itself a binomial).
std::uint64_t multinomialSat(const std::vector<int>& counts)
{
    __extension__ using Wide = unsigned __int128;
    std::uint64_t r = 1;
    int total = 0;
    for (const int c : counts) {
        total += c;
        Wide b = 1;
        for (int i = 1; i <= c; ++i) {
            b = b * static_cast<Wide>(total - c + i) / static_cast<Wide>(i);
            if (b > kSaturated)
                return kSaturated;
        }
        r = mulSat(r, static_cast<std::uint64_t>(b));
    }
    return r;
}

std::uint64_t powSat(int base, int exponent)
{
    std::uint64_t r = 1;
    for (int i = 0; i < exponent; ++i)
        r = mulSat(r, static_cast<std::uint64_t>(base));
    return r;
}

}  // namespace

TableReduction::TableReduction(const Rules& rules) : rules_(rules)
{
    const model::OrbitModel& m = rules.model();
    const Position start = rules.start();
    startCount_.assign(static_cast<std::size_t>(m.orbitCount()), {});
    for (int o = 0; o < m.orbitCount(); ++o)
        if (const int at = m.pieceOffset(o); at >= 0)
            for (int i = 0; i < m.orbit(o).size; ++i)
                ++startCount_[static_cast<std::size_t>(o)]
                             [start.cells[static_cast<std::size_t>(at + i)]];
    // Groups of slots: the slots a move brings pieces between, joined (union-find).
    groups_.assign(static_cast<std::size_t>(m.orbitCount()), {});
    follows_.assign(static_cast<std::size_t>(m.orbitCount()), -1);
    if (m.slides())
        return;
    for (int o = 0; o < m.orbitCount(); ++o) {
        const int size = m.orbit(o).size;
        if (m.pieceOffset(o) < 0)
            continue;
        std::vector<int> root(static_cast<std::size_t>(size));
        std::iota(root.begin(), root.end(), 0);
        const std::function<int(int)> find = [&](int x) {
            while (root[static_cast<std::size_t>(x)] != x)
                x = root[static_cast<std::size_t>(x)] =
                    root[static_cast<std::size_t>(root[static_cast<std::size_t>(x)])];
            return x;
        };
        for (int k = 0; k < m.moveCount(); ++k) {
            const std::vector<int>& from = m.move(k).effects[static_cast<std::size_t>(o)].from;
            for (std::size_t i = 0; i < from.size(); ++i) {
                const int a = find(static_cast<int>(i));
                const int b = find(from[i]);
                root[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
            }
        }
        auto& groups = groups_[static_cast<std::size_t>(o)];
        std::vector<int> groupOf(static_cast<std::size_t>(size), -1);
        for (int i = 0; i < size; ++i) {
            const int r = find(i);
            if (groupOf[static_cast<std::size_t>(r)] < 0) {
                groupOf[static_cast<std::size_t>(r)] = static_cast<int>(groups.size());
                groups.emplace_back();
            }
            groups[static_cast<std::size_t>(groupOf[static_cast<std::size_t>(r)])].push_back(i);
        }
        for (int a = 0; a < o && follows_[static_cast<std::size_t>(o)] < 0; ++a) {
            if (m.pieceOffset(a) < 0 || m.orbit(a).size != size)
                continue;
            bool same = true;
            for (int k = 0; k < m.moveCount() && same; ++k)
                same = m.move(k).effects[static_cast<std::size_t>(a)].from ==
                       m.move(k).effects[static_cast<std::size_t>(o)].from;
            if (same)
                follows_[static_cast<std::size_t>(o)] = a;
        }
    }
}

bool ReducedPart::fits(const Position& p) const
{
    for (const auto& [byte, label] : fixedBytes)
        if (p.cells[static_cast<std::size_t>(byte)] != label)
            return false;
    for (const Follow& f : follows)
        for (int i = 0; i < f.size; ++i)
            if (p.cells[static_cast<std::size_t>(f.at + i)] !=
                f.pair[p.cells[static_cast<std::size_t>(f.lead + i)]])
                return false;
    if (held.empty())
        return true;
    const search::Cells s = project(p);
    for (const Held& h : held) {
        std::vector<int> seen(h.counts.size(), 0);
        int at = h.offset;
        for (const int c : h.counts)
            for (int i = 0; i < c; ++i, ++at) {
                const std::uint8_t v = s[static_cast<std::size_t>(at)];
                if (v >= seen.size())
                    return false;
                ++seen[v];
            }
        if (seen != h.counts)
            return false;
    }
    return true;
}

int TableReduction::orbitOfByte(int b, bool& twist) const
{
    const model::OrbitModel& m = rules_.model();
    for (int o = 0; o < m.orbitCount(); ++o) {
        const int size = m.orbit(o).size;
        if (const int at = m.pieceOffset(o); at >= 0 && b >= at && b < at + size) {
            twist = false;
            return o;
        }
        if (const int at = m.twistOffset(o); at >= 0 && b >= at && b < at + size) {
            twist = true;
            return o;
        }
    }
    return -1;
}

std::uint64_t TableReduction::validCount() const
{
    const model::OrbitModel& m = rules_.model();
    std::uint64_t total = 1;
    for (int o = 0; o < m.orbitCount(); ++o) {
        if (m.pieceOffset(o) >= 0) {
            std::vector<int> counts;
            for (const int c : startCount_[static_cast<std::size_t>(o)])
                if (c > 0)
                    counts.push_back(c);
            total = mulSat(total, multinomialSat(counts));
        }
        if (m.twistOffset(o) >= 0)
            total = mulSat(total, powSat(m.orbit(o).twists, m.orbit(o).size));
    }
    return total;
}

void TableReduction::checkGoal(const def::Goal& g, const std::string& path,
                               Problems& problems) const
{
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
            if (v < 0)
                continue;
            bool twist = false;
            const int o = orbitOfByte(c, twist);
            bool ok = o >= 0;
            if (ok && twist) {
                ok = v < rules_.model().orbit(o).twists;
            } else if (ok) {
                const std::vector<int>& labels = rules_.labelsOf(o);
                ok = std::find(labels.begin(), labels.end(), v) != labels.end();
            }
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

// A `values` goal (a pattern of the state's bytes, -1 = any) as a spec plus the class
// maps; nullopt when no valid position can meet it.
std::optional<ReducedPart> TableReduction::valuesComponent(const std::vector<int>& values) const
{
    const model::OrbitModel& m = rules_.model();
    ReducedPart comp;
    search::TableSpec s;
    std::vector<model::OrbitPart> parts;
    bool regrouped = false;
    const auto value = [&values](int at) { return values[static_cast<std::size_t>(at)]; };
    // Whether the goal names every piece of orbit o.
    const auto named = [&](int o) {
        const int at = m.pieceOffset(o);
        if (at < 0)
            return false;
        for (int i = 0; i < m.orbit(o).size; ++i)
            if (value(at + i) < 0)
                return false;
        return true;
    };
    for (int o = 0; o < m.orbitCount(); ++o) {
        const auto oi = static_cast<std::size_t>(o);
        const int size = m.orbit(o).size;
        const int pat = m.pieceOffset(o);
        const bool whole = named(o);
        std::vector<std::vector<int>> groups(1);
        for (int i = 0; i < size; ++i)
            groups.front().push_back(i);
        if (whole && groups_[oi].size() > 1)
            groups = groups_[oi];
        // Pieces moved exactly as an earlier orbit's distinct ones: paired as in the goal.
        int lead = whole ? follows_[oi] : -1;
        if (lead >= 0) {
            const int la = m.pieceOffset(lead);
            ReducedPart::Follow f{la, pat, size, {}};
            std::array<bool, 256> used{};
            for (int i = 0; i < size && lead >= 0; ++i) {
                const int l = la >= 0 && named(lead) ? value(la + i) : -1;
                if (l < 0 || l > 255 || used[static_cast<std::size_t>(l)])
                    lead = -1;  // the leading pieces must be distinct and named
                else {
                    used[static_cast<std::size_t>(l)] = true;
                    f.pair[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(value(pat + i));
                }
            }
            if (lead >= 0) {
                comp.follows.push_back(f);
                comp.narrowed = true;
                regrouped = true;
            }
        }
        if (groups.size() > 1)
            regrouped = comp.narrowed = true;
        for (const std::vector<int>& slots : groups) {
            model::OrbitPart part{o, slots, pat >= 0};
            const int before = static_cast<int>(s.kept.size());
            if (pat >= 0 && (lead >= 0 || (groups.size() > 1 && slots.size() == 1))) {
                part.pieces = false;
                if (lead < 0)
                    comp.fixedBytes.emplace_back(
                        pat + slots.front(), static_cast<std::uint8_t>(value(pat + slots.front())));
            } else if (pat >= 0) {
                // Classes by first occurrence in the goal, so that for distinct labels every
                // full goal reduces to the same table (one table serves every target).
                std::array<std::uint8_t, 256> classOf{};
                classOf.fill(kNoClass);
                int classes = 0;
                for (const int i : slots)
                    if (const int v = value(pat + i);
                        v >= 0 && classOf[static_cast<std::size_t>(v)] == kNoClass)
                        classOf[static_cast<std::size_t>(v)] = static_cast<std::uint8_t>(classes++);
                if (m.slides() && classOf[static_cast<std::size_t>(m.blank())] == kNoClass)
                    classOf[static_cast<std::size_t>(m.blank())] =
                        static_cast<std::uint8_t>(classes++);
                std::vector<int> merged;
                if (groups.size() == 1)
                    for (int l = 0; l < 256; ++l)
                        if (startCount_[oi][static_cast<std::size_t>(l)] > 0 &&
                            classOf[static_cast<std::size_t>(l)] == kNoClass)
                            merged.push_back(l);
                if (!merged.empty()) {
                    for (const int l : merged)
                        classOf[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(classes);
                    ++classes;
                }
                std::vector<int> counts(static_cast<std::size_t>(classes), 0);
                if (groups.size() == 1) {
                    for (int l = 0; l < 256; ++l)
                        if (classOf[static_cast<std::size_t>(l)] != kNoClass)
                            counts[classOf[static_cast<std::size_t>(l)]] +=
                                startCount_[oi][static_cast<std::size_t>(l)];
                } else {
                    for (const int i : slots)
                        ++counts[classOf[static_cast<std::size_t>(value(pat + i))]];
                }
                std::vector<int> needed(static_cast<std::size_t>(classes), 0);
                const int map = static_cast<int>(comp.classOf.size());
                for (const int i : slots) {
                    const int v = value(pat + i);
                    if (v >= 0 && classOf[static_cast<std::size_t>(v)] == kNoClass)
                        return std::nullopt;  // not a label of this orbit
                    s.kept.push_back(pat + i);
                    comp.byteOrbit.push_back(map);
                    s.goal.push_back(v >= 0 ? classOf[static_cast<std::size_t>(v)] : -1);
                    if (v >= 0)
                        ++needed[classOf[static_cast<std::size_t>(v)]];
                }
                for (int c = 0; c < classes; ++c)
                    if (needed[static_cast<std::size_t>(c)] > counts[static_cast<std::size_t>(c)])
                        return std::nullopt;
                if (m.slides())
                    s.blankClass = classOf[static_cast<std::size_t>(m.blank())];
                std::vector<int> mergedCounts;
                for (const int l : merged)
                    mergedCounts.push_back(startCount_[oi][static_cast<std::size_t>(l)]);
                comp.fiber =
                    mulSat(comp.fiber, search::multinomialCount(mergedCounts).value_or(kSaturated));
                comp.classOf.push_back(classOf);
                if (groups.size() > 1)
                    comp.held.push_back({before, counts});
                s.segments.push_back(search::pieceSegment(std::move(counts)));
            }
            if (const int at = m.twistOffset(o); at >= 0) {
                const int k = m.orbit(o).twists;
                std::vector<int> kept;
                for (const int i : slots) {
                    const int v = value(at + i);
                    if (v >= k)
                        return std::nullopt;
                    // Pieces that move carry their orientation along: every one is kept.
                    if (m.orbit(o).piecesMove || v >= 0) {
                        kept.push_back(i);
                        s.kept.push_back(at + i);
                        comp.byteOrbit.push_back(-1);
                        s.goal.push_back(v);
                    }
                }
                comp.fiber =
                    mulSat(comp.fiber, powSat(k, static_cast<int>(slots.size() - kept.size())));
                if (kept.size() < slots.size()) {
                    regrouped = true;
                    part.places = kept;  // dials only: their pieces never move
                }
                s.segments.push_back(search::twistSegment(static_cast<int>(kept.size()), k));
            }
            if (static_cast<int>(s.kept.size()) > before)
                parts.push_back(std::move(part));
        }
    }
    s.cells = static_cast<int>(s.kept.size());
    s.model = regrouped ? std::make_shared<const model::OrbitModel>(m.regroup(parts))
                        : rules_.sharedModel();
    // Only what the moves can reach from the goal is ranked (parities, orientation sums).
    search::tieSegments(s);
    comp.spec = std::move(s);
    return comp;
}

// Every one of `bytes` (orientations of pieces that never move) holding one value: a
// dial puzzle's uniform goal, over those dials alone.
std::optional<ReducedPart> TableReduction::allEqualComponent(const std::vector<int>& bytes) const
{
    const model::OrbitModel& m = rules_.model();
    bool twist = false;
    const int o = bytes.empty() ? -1 : orbitOfByte(bytes.front(), twist);
    if (o < 0 || !twist || m.orbit(o).piecesMove)
        return std::nullopt;
    std::vector<int> slots;
    for (const int b : bytes) {
        bool t = false;
        if (orbitOfByte(b, t) != o || !t)
            return std::nullopt;
        slots.push_back(b - m.twistOffset(o));
    }
    std::sort(slots.begin(), slots.end());
    slots.erase(std::unique(slots.begin(), slots.end()), slots.end());
    ReducedPart comp;
    comp.classOf.assign(static_cast<std::size_t>(m.orbitCount()), {});
    search::TableSpec s;
    // Other orbits the goal does not mention: only a lone orbit of dials is reduced so.
    if (m.orbitCount() != 1)
        return std::nullopt;
    for (const int slot : slots) {
        s.kept.push_back(m.twistOffset(o) + slot);
        comp.byteOrbit.push_back(-1);
    }
    s.allEqual = true;
    s.goal.assign(slots.size(), -1);
    s.cells = static_cast<int>(slots.size());
    const int k = m.orbit(o).twists;
    s.segments.push_back(search::twistSegment(s.cells, k));
    s.model = std::make_shared<const model::OrbitModel>(m.keepSlots(o, slots));
    comp.fiber = powSat(k, m.orbit(o).size - s.cells);
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
    const model::OrbitModel& m = rules_.model();
    const int n = rules_.cellCount();
    // One orbit of pieces moved by fixed permutations, without orientation.
    if (m.orbitCount() != 1 || m.slides() || m.pieceOffset(0) != 0 || m.twistOffset(0) >= 0 ||
        n < 2 || n > search::RelabelSpace::kMaxCells)
        return std::nullopt;
    ReducedPart comp;
    comp.classOf.assign(1, {});
    auto& classOf = comp.classOf[0];
    classOf.fill(kNoClass);
    int classes = 0;
    for (int l = 0; l < 256; ++l) {
        const int k = startCount_[0][static_cast<std::size_t>(l)];
        if (k > 1)
            return std::nullopt;
        if (k == 1)
            classOf[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(classes++);
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
            if (v < 0 || v > 255 || classOf[static_cast<std::size_t>(v)] == kNoClass)
                return false;
            const int c = classOf[static_cast<std::size_t>(v)];
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
    s.model = rules_.sharedModel();
    s.cells = n;
    for (int c = 0; c < n; ++c) {
        s.kept.push_back(c);
        comp.byteOrbit.push_back(0);
    }
    s.segments.push_back(search::pieceSegment(std::vector<int>(static_cast<std::size_t>(n), 1)));
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
// in the order of the orbit's labels). Components sharing a table keep their own class
// maps.
void TableReduction::split(const def::Goal& g, std::vector<ReducedPart>& out) const
{
    switch (g.type) {
    case def::Goal::Type::AnyOf:
        for (const def::Goal& a : g.anyOf)
            split(a, out);
        return;
    case def::Goal::Type::Values: {
        std::vector<int> values = g.values;
        values.resize(static_cast<std::size_t>(rules_.cellCount()), -1);
        if (auto c = valuesComponent(values))
            out.push_back(std::move(*c));
        return;
    }
    case def::Goal::Type::Uniform: {
        if (g.uniformCells.empty())
            return;
        if (auto c = allEqualComponent(g.uniformCells)) {
            out.push_back(std::move(*c));
            return;
        }
        // One value a part: the labels of the cells' orbit (or its orientations).
        bool twist = false;
        const int o = orbitOfByte(g.uniformCells.front(), twist);
        if (o < 0)
            return;
        std::vector<int> each = rules_.labelsOf(o);
        if (twist) {
            each.clear();
            for (int v = 0; v < rules_.model().orbit(o).twists; ++v)
                each.push_back(v);
        }
        for (const int value : each) {
            std::vector<int> values(static_cast<std::size_t>(rules_.cellCount()), -1);
            for (const int c : g.uniformCells)
                values[static_cast<std::size_t>(c)] = value;
            if (auto c = valuesComponent(values))
                out.push_back(std::move(*c));
        }
        return;
    }
    }
}

// The one table over the full space whose goal positions are those `goal` accepts
// (the histogram of a goal that needs several tables): every byte kept, every label its
// own class.
ReducedPart TableReduction::fullComponent(const def::Goal& goal) const
{
    const model::OrbitModel& m = rules_.model();
    search::TableSpec s;
    s.model = rules_.sharedModel();
    s.fullGoal = goal;
    ReducedPart comp;
    comp.classOf.assign(static_cast<std::size_t>(m.orbitCount()), {});
    s.classLabel.assign(static_cast<std::size_t>(m.orbitCount()), {});
    for (int o = 0; o < m.orbitCount(); ++o) {
        const auto oi = static_cast<std::size_t>(o);
        comp.classOf[oi].fill(kNoClass);
        if (const int at = m.pieceOffset(o); at >= 0) {
            std::vector<int> counts;
            for (int l = 0; l < 256; ++l)
                if (startCount_[oi][static_cast<std::size_t>(l)] > 0) {
                    comp.classOf[oi][static_cast<std::size_t>(l)] =
                        static_cast<std::uint8_t>(counts.size());
                    counts.push_back(startCount_[oi][static_cast<std::size_t>(l)]);
                    s.classLabel[oi].push_back(l);
                }
            for (int i = 0; i < m.orbit(o).size; ++i) {
                s.kept.push_back(at + i);
                comp.byteOrbit.push_back(o);
            }
            if (m.slides())
                s.blankClass = comp.classOf[oi][static_cast<std::size_t>(m.blank())];
            s.segments.push_back(search::pieceSegment(std::move(counts)));
        }
        if (const int at = m.twistOffset(o); at >= 0) {
            for (int i = 0; i < m.orbit(o).size; ++i) {
                s.kept.push_back(at + i);
                comp.byteOrbit.push_back(-1);
            }
            s.segments.push_back(search::twistSegment(m.orbit(o).size, m.orbit(o).twists));
        }
    }
    s.cells = static_cast<int>(s.kept.size());
    s.goal.assign(static_cast<std::size_t>(s.cells), -1);
    comp.spec = std::move(s);
    return comp;
}

}  // namespace pl
