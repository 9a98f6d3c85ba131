// The goal, the view and the examples of a definition.
#include "core/formats/format1/checker.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace pl::format1 {

std::optional<Goal> Checker::goal(const json& v, const std::string& path)
{
    if (!object(v, path))
        return std::nullopt;
    keys(v, path, {"values", "uniform", "anyOf"});
    const int forms = static_cast<int>(v.contains("values")) +
                      static_cast<int>(v.contains("uniform")) +
                      static_cast<int>(v.contains("anyOf"));
    if (forms != 1) {
        report(path, "def.goal-form");
        return std::nullopt;
    }
    Goal g;
    if (const json* values = get(v, "values")) {
        g.type = Goal::Type::Values;
        const std::string vp = member(path, "values");
        auto p = position(*values, vp, true);
        if (!p)
            return std::nullopt;
        const bool full = std::none_of(p->begin(), p->end(), [](int e) { return e < 0; });
        if (full && !rearrangement(*p, vp))
            return std::nullopt;
        if (!full && startKnown_ && d_.kind != Kind::Dial) {
            std::map<int, int> need;
            std::map<int, int> have;
            for (const int l : *p)
                if (l >= 0)
                    ++need[l];
            for (const int l : d_.start)
                ++have[l];
            for (const auto& [label, count] : need) {
                if (count > have[label]) {
                    report(vp, "def.goal-needs-more",
                           {std::to_string(count), std::to_string(label),
                            std::to_string(have[label])});
                    return std::nullopt;
                }
            }
        }
        g.values = std::move(*p);
    } else if (const json* uniform = get(v, "uniform")) {
        g.type = Goal::Type::Uniform;
        const std::string up = member(path, "uniform");
        auto cells = cellList(*uniform, up, true);
        if (!cells)
            return std::nullopt;
        if (startKnown_ && d_.kind != Kind::Dial) {
            std::map<int, int> have;
            int most = 0;
            for (const int l : d_.start)
                most = std::max(most, ++have[l]);
            if (most < static_cast<int>(cells->size())) {
                report(up, "def.uniform-impossible", {std::to_string(cells->size())});
                return std::nullopt;
            }
        }
        g.uniformCells = std::move(*cells);
    } else {
        const json& any = v["anyOf"];
        g.type = Goal::Type::AnyOf;
        const std::string ap = member(path, "anyOf");
        if (!array(any, ap))
            return std::nullopt;
        if (any.empty()) {
            report(ap, "def.anyof-empty");
            return std::nullopt;
        }
        if (!limited(any, ap, def::kMaxListed))
            return std::nullopt;
        bool ok = true;
        for (std::size_t i = 0; i < any.size(); ++i) {
            auto alternative = goal(any[i], index(ap, i));
            ok = ok && alternative.has_value();
            if (alternative)
                g.anyOf.push_back(std::move(*alternative));
        }
        if (!ok)
            return std::nullopt;
    }
    return g;
}

void Checker::goalTop()
{
    const json* v = d_.kind == Kind::Dial ? get(root_, "goal") : required(root_, "", "goal");
    std::optional<Goal> g;
    if (v) {
        g = goal(*v, "goal");
    } else if (d_.kind == Kind::Dial) {
        g = Goal{};
        g->values.assign(d_.cells.size(), 0);
    }
    if (g)
        d_.goal = std::move(*g);
    if (d_.editableGoal) {
        const bool fullValues =
            g && g->type == Goal::Type::Values &&
            std::none_of(g->values.begin(), g->values.end(), [](int e) { return e < 0; });
        if (d_.kind == Kind::Dial || (g && !fullValues))
            report("editableGoal", "def.editable-goal");
    }
}

// Names after the metric (SPEC 7.2): unique, and not too many.

std::optional<int> Checker::labelKey(const std::string& key, const std::string& path)
{
    const bool digits =
        !key.empty() && key.size() <= 3 &&
        std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
        (key.size() == 1 || key[0] != '0');
    const int n = digits ? std::stoi(key) : -1;
    if (!digits || (labelsKnown_ && !labelSet_.count(n))) {
        report(path, "def.key-not-label", {cut(key)}, true);
        return std::nullopt;
    }
    return n;
}

void Checker::view()
{
    const json* v = get(root_, "view");
    if (!v || !object(*v, "view"))
        return;
    keys(*v, "view", {"palette", "labelText", "valueNames", "regions"});
    if (const json* p = get(*v, "palette"); p && object(*p, "view.palette")) {
        for (auto it = p->begin(); it != p->end(); ++it) {
            const std::string kp = member("view.palette", it.key());
            const auto label = labelKey(it.key(), kp);
            const auto colour = text(it.value(), kp);
            if (!colour)
                continue;
            const bool ok = colour->size() == 7 && (*colour)[0] == '#' &&
                            std::all_of(colour->begin() + 1, colour->end(), [](char c) {
                                return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
                                       (c >= 'A' && c <= 'F');
                            });
            if (!ok)
                report(kp, "def.colour", {shown(it.value())});
            else if (label)
                d_.view.palette[*label] = *colour;
        }
    }
    if (const json* t = get(*v, "labelText"); t && object(*t, "view.labelText")) {
        for (auto it = t->begin(); it != t->end(); ++it) {
            const std::string kp = member("view.labelText", it.key());
            const auto label = labelKey(it.key(), kp);
            const auto s = line(it.value(), kp, false);
            if (label && s)
                d_.view.labelText[*label] = *s;
        }
    }
    if (const json* names = get(*v, "valueNames")) {
        if (d_.kind != Kind::Dial) {
            report("view.valueNames", "def.not-for-kind", {"valueNames", kindName(d_.kind)}, true);
        } else if (array(*names, "view.valueNames")) {
            if (d_.modulus > 0 && names->size() != static_cast<std::size_t>(d_.modulus)) {
                report("view.valueNames", "def.value-names-count",
                       {std::to_string(d_.modulus), std::to_string(names->size())});
            } else if (limited(*names, "view.valueNames", 64)) {
                for (std::size_t i = 0; i < names->size(); ++i)
                    if (auto s = line((*names)[i], index("view.valueNames", i), false))
                        d_.view.valueNames.push_back(*s);
            }
        }
    }
    if (const json* regions = get(*v, "regions");
        regions && array(*regions, "view.regions") &&
        limited(*regions, "view.regions", def::kMaxListed)) {
        for (std::size_t i = 0; i < regions->size(); ++i) {
            const json& r = (*regions)[i];
            const std::string rp = index("view.regions", i);
            if (!object(r, rp))
                continue;
            keys(r, rp, {"cells", "style"});
            def::Region region;
            bool ok = true;
            if (const json* c = required(r, rp, "cells")) {
                auto cells = cellList(*c, member(rp, "cells"), true);
                ok = cells.has_value();
                if (cells)
                    region.cells = std::move(*cells);
            } else {
                ok = false;
            }
            if (const json* s = get(r, "style")) {
                const std::string sp = member(rp, "style");
                if (auto t = text(*s, sp)) {
                    if (*t == "outline")
                        region.style = def::Region::Style::Outline;
                    else if (*t == "shade")
                        region.style = def::Region::Style::Shade;
                    else {
                        report(sp, "def.region-style", {shown(*s)});
                        ok = false;
                    }
                }
            }
            if (ok)
                d_.view.regions.push_back(std::move(region));
        }
    }
}

void Checker::examples()
{
    const json* v = get(root_, "examples");
    if (!v || !array(*v, "examples") || !limited(*v, "examples", def::kMaxListed))
        return;
    for (std::size_t i = 0; i < v->size(); ++i) {
        const json& e = (*v)[i];
        const std::string ep = index("examples", i);
        if (!object(e, ep))
            continue;
        keys(e, ep, {"position", "goal", "moves"});
        def::Example ex;
        if (const json* p = required(e, ep, "position")) {
            const std::string pp = member(ep, "position");
            if (auto pos = position(*p, pp, false);
                pos && rearrangement(*pos, pp) && piecePosition(*pos, pp))
                ex.position = std::move(*pos);
        }
        if (const json* g = get(e, "goal")) {
            const std::string gp = member(ep, "goal");
            if (!d_.editableGoal) {
                if (editableKnown_)
                    report(gp, "def.example-goal", {}, true);
            } else if (auto pos = position(*g, gp, false);
                       pos && rearrangement(*pos, gp) && piecePosition(*pos, gp)) {
                ex.goal = std::move(*pos);
            }
        }
        if (const json* m = required(e, ep, "moves"))
            if (auto s = line(*m, member(ep, "moves"), false))
                ex.moves = *s;
        d_.examples.push_back(std::move(ex));
    }
}

}  // namespace pl::format1
