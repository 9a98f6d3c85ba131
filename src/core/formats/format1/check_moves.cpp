// The moves of a definition (dial, permutation, sliding), its options and what the
// metric makes of the moves.
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

void Checker::sliding()
{
    if (const json* v = required(root_, "", "blank")) {
        if (const auto n = integer(*v, "blank")) {
            if (labelsKnown_ && (*n < 0 || *n > 255 || !labelSet_.count(static_cast<int>(*n)))) {
                report("blank", "def.blank-not-label", {shown(*v)});
            } else {
                d_.blank = static_cast<int>(*n);
                if (startKnown_) {
                    const auto times = std::count(d_.start.begin(), d_.start.end(), d_.blank);
                    if (times != 1)
                        report("start", "def.blank-count",
                               {std::to_string(d_.blank), std::to_string(times)});
                }
            }
        }
    }
    if (const json* v = get(root_, "moveOrder")) {
        if (array(*v, "moveOrder")) {
            std::vector<char> order;
            bool ok = v->size() == 4;
            for (const json& e : *v) {
                if (!e.is_string() || e.get_ref<const std::string&>().size() != 1) {
                    ok = false;
                    break;
                }
                const char c = e.get_ref<const std::string&>()[0];
                if (std::string_view("UDLR").find(c) == std::string_view::npos ||
                    std::find(order.begin(), order.end(), c) != order.end()) {
                    ok = false;
                    break;
                }
                order.push_back(c);
            }
            if (ok)
                d_.moveOrder = order;
            else
                report("moveOrder", "def.move-order");
        }
    }
    if (const json* v = get(root_, "metric"); v && (*v == "inverse" || *v == "power"))
        report("metric", "def.sliding-metric", {shown(*v)});
    if (!cellsKnown_)
        return;
    // The board: whole-number coordinates, one cell per place, and somewhere to slide.
    std::map<std::pair<long long, long long>, std::size_t> at;
    bool ok = true;
    for (std::size_t i = 0; i < d_.cells.size(); ++i) {
        const json& c = root_["cells"][i];
        if (!c.is_object())
            return;
        bool whole = true;
        for (const char* axis : {"x", "y"}) {
            const json* n = get(c, axis);
            if (!n || !n->is_number())
                return;  // already reported
            const double value = n->get<double>();
            if (value != std::floor(value) || std::fabs(value) > 1e9) {
                report(member(index("cells", i), axis), "def.sliding-coordinate", {shown(*n)});
                whole = false;
            }
        }
        if (!whole) {
            ok = false;
            continue;
        }
        const auto place = std::make_pair(static_cast<long long>(d_.cells[i].x),
                                          static_cast<long long>(d_.cells[i].y));
        const auto [it, fresh] = at.emplace(place, i);
        if (!fresh) {
            report(index("cells", i), "def.same-place", {std::to_string(it->second)});
            ok = false;
        }
    }
    if (!ok)
        return;
    const bool anyMove = std::any_of(at.begin(), at.end(), [&](const auto& cell) {
        const auto [x, y] = cell.first;
        return at.count({x + 1, y}) || at.count({x, y + 1});
    });
    if (!anyMove)
        report("cells", "def.sliding-stuck");
}

void Checker::dialMove(const json& m, const std::string& path, def::Move& out)
{
    keys(m, path, {"name", "add", "cell", "cycles", "button"});
    notForKind(m, path, "cycles");
    notForKind(m, path, "button");
    const std::size_t n = d_.cells.size();
    if (const json* add = required(m, path, "add")) {
        const std::string ap = member(path, "add");
        bool ok = true;
        std::vector<int> amounts(n, 0);
        if (add->is_array()) {
            if (auto list = cellList(*add, ap, false)) {
                for (const int c : *list)
                    amounts[static_cast<std::size_t>(c)] = d_.modulus > 0 ? 1 % d_.modulus : 1;
            } else {
                ok = false;
            }
        } else if (add->is_object()) {
            for (auto it = add->begin(); it != add->end(); ++it) {
                const std::string kp = member(ap, it.key());
                const auto cell = ids_.find(it.key());
                const auto amount = integer(it.value(), kp);
                if (cell == ids_.end()) {
                    if (cellsKnown_ && idsComplete_)
                        report(kp, "def.unknown-cell", {shown(json(it.key()))}, true);
                    ok = false;
                    continue;
                }
                if (!amount) {
                    ok = false;
                    continue;
                }
                long long a = *amount;
                if (d_.modulus > 0)
                    a = ((a % d_.modulus) + d_.modulus) % d_.modulus;
                amounts[static_cast<std::size_t>(cell->second.index)] = static_cast<int>(a);
            }
        } else {
            report(ap, "def.add-form", {shown(*add)});
            ok = false;
        }
        if (ok && cellsKnown_ && d_.modulus > 0) {
            if (std::all_of(amounts.begin(), amounts.end(), [](int a) { return a == 0; }))
                report(path, "def.move-identity");
            out.add = std::move(amounts);
        }
    }
    if (const json* c = get(m, "cell"))
        if (auto cell = cellRef(*c, member(path, "cell")))
            out.cell = *cell;
}

void Checker::permutationMove(const json& m, const std::string& path, def::Move& out)
{
    keys(m, path, {"name", "add", "cell", "cycles", "button"});
    notForKind(m, path, "add");
    notForKind(m, path, "cell");
    const json* cycles = required(m, path, "cycles");
    const std::string cp = member(path, "cycles");
    if (cycles && array(*cycles, cp)) {
        std::set<int> seen;
        bool ok = true;
        for (std::size_t k = 0; k < cycles->size(); ++k) {
            const json& cycle = (*cycles)[k];
            const std::string kp = index(cp, k);
            if (!array(cycle, kp)) {
                ok = false;
                continue;
            }
            if (cycle.size() < 2) {
                report(kp, "def.cycle-short");
                ok = false;
                continue;
            }
            std::vector<int> out1;
            for (std::size_t j = 0; j < cycle.size(); ++j) {
                const std::string jp = index(kp, j);
                const auto c = cellRef(cycle[j], jp);
                if (!c) {
                    ok = false;
                    continue;
                }
                if (!seen.insert(*c).second) {
                    report(jp, "def.cycle-overlap", {shown(cycle[j])});
                    ok = false;
                    continue;
                }
                out1.push_back(*c);
            }
            out.cycles.push_back(std::move(out1));
        }
        if (ok && cellsKnown_ && cycles->empty())
            report(path, "def.move-identity");
        if (!ok)
            out.cycles.clear();
    }
    if (const json* b = get(m, "button")) {
        const std::string bp = member(path, "button");
        if (object(*b, bp)) {
            keys(*b, bp, {"x", "y"});
            def::Move::Point p;
            const json* x = required(*b, bp, "x");
            const json* y = required(*b, bp, "y");
            const auto nx = x ? number(*x, member(bp, "x")) : std::nullopt;
            const auto ny = y ? number(*y, member(bp, "y")) : std::nullopt;
            if (nx && ny) {
                p.x = *nx;
                p.y = *ny;
                out.button = p;
            }
        }
    }
}

void Checker::moves()
{
    const json* v = required(root_, "", "moves");
    if (!v || !array(*v, "moves"))
        return;
    if (v->empty()) {
        report("moves", "def.no-moves", {kindName(d_.kind)});
        return;
    }
    if (!limited(*v, "moves", def::kMaxMoves))
        return;
    const std::size_t before = found_.size();
    std::unordered_map<std::string, std::size_t> names;
    std::map<int, std::size_t> clicks;
    for (std::size_t i = 0; i < v->size(); ++i) {
        const json& m = (*v)[i];
        const std::string path = index("moves", i);
        def::Move move;
        if (!object(m, path)) {
            d_.moves.push_back(std::move(move));
            continue;
        }
        if (const json* name = required(m, path, "name")) {
            const std::string np = member(path, "name");
            if (auto s = text(*name, np)) {
                if (s->empty()) {
                    report(np, "def.move-name-empty");
                } else if (std::any_of(s->begin(), s->end(), [](char c) {
                               const auto u = static_cast<unsigned char>(c);
                               return u <= 0x20 || u == 0x7f;
                           })) {
                    report(np, "def.move-name-chars", {shown(*name)});
                } else {
                    const auto [it, fresh] = names.emplace(*s, i);
                    if (!fresh)
                        report(np, "def.move-name-twice",
                               {shown(*name), std::to_string(it->second)});
                    move.name = *s;
                }
            }
        }
        if (d_.kind == Kind::Dial)
            dialMove(m, path, move);
        else
            permutationMove(m, path, move);
        if (move.cell) {
            const auto [it, fresh] = clicks.emplace(*move.cell, i);
            if (!fresh)
                report(member(path, "cell"), "def.cell-plays-twice",
                       {shown(m["cell"]), std::to_string(it->second)});
        }
        d_.moves.push_back(std::move(move));
    }
    movesKnown_ =
        found_.size() == before && cellsKnown_ && (d_.modulus > 0 || d_.kind != Kind::Dial);
}

void Checker::options()
{
    if (const json* v = get(root_, "metric")) {
        if (auto s = text(*v, "metric")) {
            if (*s == "move")
                d_.metric = def::Metric::Move;
            else if (*s == "inverse")
                d_.metric = def::Metric::Inverse;
            else if (*s == "power")
                d_.metric = def::Metric::Power;
            else
                report("metric", "def.metric", {shown(*v)});
        }
    }
    if (const json* v = get(root_, "separator")) {
        if (auto s = text(*v, "separator")) {
            if (!oneLine(*s))
                report("separator", "def.one-line");
            else
                d_.separator = *s;
        }
    }
    if (const json* v = get(root_, "editableGoal")) {
        if (v->is_boolean()) {
            d_.editableGoal = v->get<bool>();
        } else {
            report("editableGoal", "def.want-boolean", {shown(*v)});
            editableKnown_ = false;
        }
    }
}

void Checker::afterMetric()
{
    if (!movesKnown_ || d_.kind == Kind::Sliding)
        return;
    std::vector<std::string> all;
    std::unordered_map<std::string, std::size_t> from;
    for (std::size_t i = 0; i < d_.moves.size(); ++i) {
        const def::Move& m = d_.moves[i];
        // The move's order.
        long long order = 1;
        if (d_.kind == Kind::Dial) {
            int g = d_.modulus;
            for (const int a : m.add)
                g = std::gcd(g, a);
            order = d_.modulus / g;
        } else {
            for (const auto& c : m.cycles) {
                order = std::lcm(order, static_cast<long long>(c.size()));
                if (order > def::kMaxMoves + 1)
                    order = def::kMaxMoves + 2;  // more powers than allowed in any case
            }
        }
        std::vector<std::string> names{m.name};
        if (d_.metric == def::Metric::Inverse && order > 2) {
            names.push_back(m.name + "'");
        } else if (d_.metric == def::Metric::Power) {
            if (order - 1 + static_cast<long long>(all.size()) > def::kMaxMoves) {
                report("moves", "def.too-many-after-metric",
                       {metricName(d_.metric), std::to_string(def::kMaxMoves)});
                return;
            }
            for (long long j = 2; j < order; ++j) {
                if (j <= order / 2)
                    names.push_back(m.name + std::to_string(j));
                else if (j == order - 1)
                    names.push_back(m.name + "'");
                else
                    names.push_back(m.name + std::to_string(order - j) + "'");
            }
        }
        for (std::string& n : names) {
            if (d_.separator && !d_.separator->empty() &&
                n.find(*d_.separator) != std::string::npos) {
                report(member(index("moves", i), "name"), "def.name-has-separator",
                       {cut(n), *d_.separator});
                return;
            }
            const auto [it, fresh] = from.emplace(n, i);
            if (!fresh && it->second != i) {
                report(member(index("moves", i), "name"), "def.metric-name-clash",
                       {metricName(d_.metric), cut(n), std::to_string(it->second)});
                return;
            }
            all.push_back(std::move(n));
        }
        if (all.size() > static_cast<std::size_t>(def::kMaxMoves)) {
            report("moves", "def.too-many-after-metric",
                   {metricName(d_.metric), std::to_string(def::kMaxMoves)});
            return;
        }
    }
    // Without a separator, a text of longer names could be read more than one way
    // ("ab" as a then b, or the move ab): answers must read back as they were written.
    if (d_.separator && d_.separator->empty())
        for (const std::string& n : all) {
            const auto characters = std::count_if(n.begin(), n.end(), [](char c) {
                return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
            });
            if (characters > 1) {
                report("separator", "def.separator-empty", {cut(n)});
                return;
            }
        }
}

// A palette or labelText key: the decimal text of a label (dial: of a value).

}  // namespace pl::format1
