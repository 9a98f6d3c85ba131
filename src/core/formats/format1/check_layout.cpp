// The header, cells, kind, modulus, labels and start of a definition.
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

std::vector<Found> Checker::run()
{
    header();
    if (otherVersion_)
        return std::move(found_);  // another format: its keys mean other things
    keys(root_, "",
         {"puzzlelab", "key",          "name",   "description", "rules", "source",  "kind",
          "cells",     "modulus",      "labels", "start",       "blank", "moves",   "moveOrder",
          "goal",      "editableGoal", "metric", "separator",   "view",  "examples"});
    cells();
    options();
    if (!kindKnown_)
        return std::move(found_);
    kindKeys();
    if (d_.kind == Kind::Dial)
        modulus();
    else
        labels();
    start();
    if (d_.kind == Kind::Sliding)
        sliding();
    else
        moves();
    pieces();
    goalTop();
    if (pieces_)
        goalPieces(d_.goal, "goal");
    afterMetric();
    view();
    examples();
    return std::move(found_);
}

void Checker::header()
{
    if (const json* v = required(root_, "", "puzzlelab")) {
        if (v->is_number_integer() && *v != 1 && *v > 1) {
            report("puzzlelab", "def.version-unsupported", {shown(*v)});
            otherVersion_ = true;
            return;
        }
        if (!v->is_number_integer() || *v != 1)
            report("puzzlelab", "def.version", {shown(*v)});
    }
    if (const json* v = required(root_, "", "key")) {
        if (auto s = text(*v, "key")) {
            const bool ok =
                !s->empty() && s->size() <= 40 &&
                std::all_of(s->begin(), s->end(),
                            [](char c) {
                                return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
                            }) &&
                (*s)[0] != '-';
            if (ok)
                d_.key = *s;
            else
                report("key", "def.key-syntax", {shown(*v)});
        }
    }
    if (const json* v = required(root_, "", "name"))
        if (auto s = line(*v, "name", true))
            d_.name = *s;
    if (const json* v = get(root_, "description"))
        if (auto s = line(*v, "description", false))
            d_.description = *s;
    if (const json* v = get(root_, "source"))
        if (auto s = line(*v, "source", false))
            d_.source = *s;
    if (const json* v = get(root_, "rules"))
        if (auto s = text(*v, "rules"))
            d_.rules = *s;
    for (auto it = root_.begin(); it != root_.end(); ++it)
        if (it.key().starts_with("x-") && it->is_string())
            d_.extensions[it.key()] = it->get<std::string>();
    if (const json* v = required(root_, "", "kind")) {
        if (auto s = text(*v, "kind")) {
            kindKnown_ = true;
            if (*s == "dial")
                d_.kind = Kind::Dial;
            else if (*s == "permutation")
                d_.kind = Kind::Permutation;
            else if (*s == "sliding")
                d_.kind = Kind::Sliding;
            else {
                kindKnown_ = false;
                report("kind", "def.kind", {shown(*v)});
            }
        }
    }
}

std::optional<CellRef> Checker::idOf(const json& v, const std::string& path)
{
    if (v.is_string()) {
        if (v.get_ref<const std::string&>().empty()) {
            report(path, "def.cell-id-empty");
            return std::nullopt;
        }
        return CellRef{-1, false};
    }
    if (v.is_number_integer())
        return CellRef{-1, true};
    report(path, "def.cell-id-type", {shown(v)});
    return std::nullopt;
}

std::string idText(const json& v)
{
    return v.is_string() ? v.get<std::string>() : v.dump();
}

void Checker::cells()
{
    const json* arr = required(root_, "", "cells");
    if (!arr || !array(*arr, "cells"))
        return;
    if (arr->empty()) {
        report("cells", "def.no-cells");
        return;
    }
    if (!limited(*arr, "cells", def::kMaxCells))
        return;
    cellsKnown_ = true;
    for (std::size_t i = 0; i < arr->size(); ++i) {
        const json& c = (*arr)[i];
        const std::string path = index("cells", i);
        def::Cell cell;
        const std::size_t before = found_.size();
        if (object(c, path)) {
            keys(c, path, {"id", "x", "y", "shape", "piece"});
            if (const json* id = required(c, path, "id")) {
                const std::string idPath = member(path, "id");
                if (auto ref = idOf(*id, idPath)) {
                    cell.id = idText(*id);
                    const auto [it, fresh] =
                        ids_.emplace(cell.id, CellRef{static_cast<int>(i), ref->integer});
                    if (!fresh)
                        report(idPath, "def.cell-id-duplicate",
                               {cut(shown(*id)), std::to_string(it->second.index)});
                }
            }
            if (const json* x = required(c, path, "x"))
                if (auto n = number(*x, member(path, "x")))
                    cell.x = *n;
            if (const json* y = required(c, path, "y"))
                if (auto n = number(*y, member(path, "y")))
                    cell.y = *n;
            if (const json* s = get(c, "shape")) {
                const std::string sp = member(path, "shape");
                if (auto t = text(*s, sp)) {
                    if (*t == "dial")
                        cell.shape = def::Shape::Dial;
                    else if (*t == "square")
                        cell.shape = def::Shape::Square;
                    else if (*t == "circle")
                        cell.shape = def::Shape::Circle;
                    else
                        report(sp, "def.shape", {shown(*s)});
                }
            }
            if (const json* pc = get(c, "piece")) {
                if (auto t = line(*pc, member(path, "piece"), true)) {
                    d_.pieces.resize(arr->size());
                    d_.pieces[i] = *t;
                } else {
                    piecesBroken_ = true;  // which piece the cell is of is unknown
                }
            }
        }
        if (cell.id.empty() && found_.size() > before)
            idsComplete_ = false;
        d_.cells.push_back(std::move(cell));
    }
}

// A reference to a cell by a JSON value: matched as written (see core/formats/definition_reader.h).
std::optional<int> Checker::cellRef(const json& v, const std::string& path)
{
    if (!v.is_string() && !v.is_number_integer()) {
        report(path, "def.cell-id-type", {shown(v)});
        return std::nullopt;
    }
    if (!cellsKnown_)
        return std::nullopt;
    const auto it = ids_.find(idText(v));
    if (it == ids_.end()) {
        if (idsComplete_)
            report(path, "def.unknown-cell", {shown(v)});
        return std::nullopt;
    }
    if (it->second.integer != v.is_number_integer()) {
        report(path, it->second.integer ? "def.cell-ref-number" : "def.cell-ref-string",
               {shown(v), std::to_string(it->second.index)});
        return std::nullopt;
    }
    return it->second.index;
}

std::optional<std::vector<int>> Checker::cellList(const json& v, const std::string& path,
                                                  bool nonEmpty)
{
    if (!array(v, path))
        return std::nullopt;
    if (nonEmpty && v.empty()) {
        report(path, "def.no-cells-listed");
        return std::nullopt;
    }
    bool ok = true;
    std::vector<int> out;
    std::set<int> seen;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const auto c = cellRef(v[i], index(path, i));
        if (!c) {
            ok = false;
            continue;
        }
        if (!seen.insert(*c).second) {
            report(index(path, i), "def.cell-listed-twice", {shown(v[i])});
            ok = false;
        }
        out.push_back(*c);
    }
    if (!ok)
        return std::nullopt;
    return out;
}

void Checker::kindKeys()
{
    switch (d_.kind) {
    case Kind::Dial:
        for (const char* k : {"labels", "blank", "moveOrder"})
            notForKind(root_, "", k);
        break;
    case Kind::Permutation:
        for (const char* k : {"modulus", "blank", "moveOrder"})
            notForKind(root_, "", k);
        break;
    case Kind::Sliding:
        for (const char* k : {"modulus", "moves"})
            notForKind(root_, "", k);
        break;
    }
}

void Checker::modulus()
{
    const json* v = required(root_, "", "modulus");
    if (!v)
        return;
    const bool ok = v->is_number_integer() && *v >= 2 && *v <= 64;
    if (!ok) {
        report("modulus", "def.modulus", {shown(*v)});
        return;
    }
    d_.modulus = v->get<int>();
    labelsKnown_ = true;
    for (int i = 0; i < d_.modulus; ++i)
        labelSet_.insert(i);
}

void Checker::labels()
{
    const json* v = required(root_, "", "labels");
    if (!v || !array(*v, "labels"))
        return;
    if (v->empty()) {
        report("labels", "def.no-labels");
        return;
    }
    if (!limited(*v, "labels", 256))
        return;
    bool ok = true;
    for (std::size_t i = 0; i < v->size(); ++i) {
        const json& l = (*v)[i];
        const std::string path = index("labels", i);
        const auto n = integer(l, path);
        if (!n) {
            ok = false;
            continue;
        }
        if (*n < 0 || *n > 255) {
            report(path, "def.label-range", {shown(l)});
            ok = false;
            continue;
        }
        if (!labelSet_.insert(static_cast<int>(*n)).second) {
            report(path, "def.label-twice", {shown(l)});
            ok = false;
            continue;
        }
        d_.labels.push_back(static_cast<int>(*n));
    }
    // With a label missing from the list, every use of it would be reported too.
    labelsKnown_ = ok;
}

// One entry of a position or goal: a label (dial: a value), or null (-1) when allowed.
std::optional<int> Checker::entry(const json& v, const std::string& path, bool allowNull)
{
    if (allowNull && v.is_null())
        return -1;
    const auto n = integer(v, path);
    if (!n)
        return std::nullopt;
    if (!labelsKnown_)
        return static_cast<int>(std::clamp<long long>(*n, -1, 255));
    if (d_.kind == Kind::Dial) {
        if (*n < 0 || *n >= d_.modulus) {
            report(path, "def.dial-value", {shown(v), std::to_string(d_.modulus - 1)});
            return std::nullopt;
        }
    } else if (*n < 0 || *n > 255 || !labelSet_.count(static_cast<int>(*n))) {
        report(path, "def.not-a-label", {shown(v)});
        return std::nullopt;
    }
    return static_cast<int>(*n);
}

std::optional<std::vector<int>> Checker::position(const json& v, const std::string& path,
                                                  bool allowNull)
{
    if (!array(v, path))
        return std::nullopt;
    if (cellsKnown_ && v.size() != d_.cells.size()) {
        report(path, "def.entry-count",
               {std::to_string(d_.cells.size()), std::to_string(v.size())});
        return std::nullopt;
    }
    if (!cellsKnown_ && !limited(v, path, def::kMaxCells))
        return std::nullopt;
    bool ok = true;
    std::vector<int> out;
    out.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        const auto e = entry(v[i], index(path, i), allowNull);
        ok = ok && e.has_value();
        out.push_back(e.value_or(-1));
    }
    if (!ok)
        return std::nullopt;
    return out;
}

// Whether `p` (full, entries checked) holds the labels of start as often as start does.
bool Checker::rearrangement(const std::vector<int>& p, const std::string& path)
{
    if (d_.kind == Kind::Dial || !startKnown_)
        return true;
    std::map<int, int> have;
    std::map<int, int> want;
    for (const int l : p)
        ++have[l];
    for (const int l : d_.start)
        ++want[l];
    for (const int l : labelSet_) {
        const int h = have.count(l) ? have[l] : 0;
        const int w = want.count(l) ? want[l] : 0;
        if (h != w) {
            report(path, "def.not-rearrangement",
                   {std::to_string(l), std::to_string(h), std::to_string(w)});
            return false;
        }
    }
    return true;
}

void Checker::start()
{
    const json* v = d_.kind == Kind::Dial ? get(root_, "start") : required(root_, "", "start");
    if (!v) {
        if (d_.kind == Kind::Dial && cellsKnown_) {
            d_.start.assign(d_.cells.size(), 0);
            startKnown_ = true;
        }
        return;
    }
    auto p = position(*v, "start", false);
    if (!p || !cellsKnown_ || !labelsKnown_)
        return;
    d_.start = std::move(*p);
    startKnown_ = true;
}

}  // namespace pl::format1
