#include "core/def/def_reader.h"

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

#include <nlohmann/json.hpp>

namespace pl {

namespace {

using json = nlohmann::json;
using def::Goal;
using def::Kind;
using def::PuzzleDef;

// ---- positions in the text ------------------------------------------------------------

struct Pos {
    int line = 1;
    int column = 1;
};

// Walks bytes keeping line and column (LF, CRLF or a lone CR end a line; columns count
// code points).
struct Cursor {
    explicit Cursor(std::string_view t) : text(t) {}

    std::string_view text;
    std::size_t at = 0;
    Pos pos;

    [[nodiscard]] bool done() const { return at >= text.size(); }
    [[nodiscard]] char peek() const { return done() ? '\0' : text[at]; }
    void advance()
    {
        const char c = text[at++];
        if (c == '\n' || (c == '\r' && peek() != '\n')) {
            ++pos.line;
            pos.column = 1;
        } else if (c != '\r' && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++pos.column;
        }
    }
    void skipSpace()
    {
        while (!done() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            advance();
    }
};

Pos positionAt(std::string_view text, std::size_t offset)
{
    Cursor c(text);
    offset = std::min(offset, text.size());
    while (c.at < offset)
        c.advance();
    return c.pos;
}

// ---- key paths --------------------------------------------------------------------------

bool plainKey(std::string_view key)
{
    if (key.empty())
        return false;
    const auto word = [](char c, bool first) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
               (!first && ((c >= '0' && c <= '9') || c == '-'));
    };
    for (std::size_t i = 0; i < key.size(); ++i)
        if (!word(key[i], i == 0))
            return false;
    return true;
}

std::string member(const std::string& path, std::string_view key)
{
    if (plainKey(key))
        return path.empty() ? std::string(key) : path + "." + std::string(key);
    return path + "[" +
           json(std::string(key)).dump(-1, ' ', false, json::error_handler_t::replace) + "]";
}

std::string index(const std::string& path, std::size_t i)
{
    return path + "[" + std::to_string(i) + "]";
}

// ---- showing values in messages ---------------------------------------------------------

std::string cut(std::string text)
{
    constexpr std::size_t kMost = 40;
    if (text.size() <= kMost)
        return text;
    std::size_t end = kMost;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    return text.substr(0, end) + "...";
}

// A value as the message quotes it: scalars as written in JSON (cut), containers as
// [...] and {...}.
std::string shown(const json& v)
{
    if (v.is_array())
        return "[...]";
    if (v.is_object())
        return "{...}";
    return cut(v.dump(-1, ' ', false, json::error_handler_t::replace));
}

// ---- the structural checks --------------------------------------------------------------

struct Found {
    Problem problem;
    bool atKey = false;  // the position is the key's, not the value's
};

struct CellRef {
    int index = -1;
    bool integer = false;  // the id was written as a JSON integer
};

const char* kindName(Kind k)
{
    switch (k) {
    case Kind::Dial:
        return "dial";
    case Kind::Permutation:
        return "permutation";
    case Kind::Sliding:
        return "sliding";
    }
    return "";
}

const char* metricName(def::Metric m)
{
    switch (m) {
    case def::Metric::Move:
        return "move";
    case def::Metric::Inverse:
        return "inverse";
    case def::Metric::Power:
        return "power";
    }
    return "";
}

bool oneLine(std::string_view s)
{
    return std::none_of(s.begin(), s.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u < 0x20 || u == 0x7f;
    });
}

class Checker {
public:
    explicit Checker(const json& root) : root_(root) {}

    std::vector<Found> run();
    PuzzleDef& result() { return d_; }

private:
    void report(const std::string& path, std::string code, std::vector<std::string> args = {},
                bool atKey = false)
    {
        Found f;
        f.problem.code = std::move(code);
        f.problem.args = std::move(args);
        f.problem.where.path = path;
        f.atKey = atKey;
        found_.push_back(std::move(f));
    }

    // Unknown keys (other than x-...) of an object.
    void keys(const json& obj, const std::string& path,
              std::initializer_list<std::string_view> allowed)
    {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            const std::string& k = it.key();
            if (k.starts_with("x-"))
                continue;
            if (std::find(allowed.begin(), allowed.end(), std::string_view(k)) == allowed.end())
                report(member(path, k), "def.unknown-key", {cut(k)}, true);
        }
    }
    // A key this kind does not use.
    void notForKind(const json& obj, const std::string& path, std::string_view key)
    {
        if (obj.contains(key))
            report(member(path, key), "def.not-for-kind", {std::string(key), kindName(d_.kind)},
                   true);
    }
    const json* get(const json& obj, std::string_view key) const
    {
        const auto it = obj.find(key);
        return it == obj.end() ? nullptr : &*it;
    }
    const json* required(const json& obj, const std::string& path, std::string_view key)
    {
        const json* v = get(obj, key);
        if (!v)
            report(path, "def.missing-key", {std::string(key)});
        return v;
    }

    std::optional<std::string> text(const json& v, const std::string& path)
    {
        if (!v.is_string()) {
            report(path, "def.want-string", {shown(v)});
            return std::nullopt;
        }
        return v.get<std::string>();
    }
    // One line of text: no control characters; non-empty when `nonEmpty`.
    std::optional<std::string> line(const json& v, const std::string& path, bool nonEmpty)
    {
        auto s = text(v, path);
        if (!s)
            return s;
        if (nonEmpty && s->empty()) {
            report(path, "def.empty-text");
            return std::nullopt;
        }
        if (!oneLine(*s)) {
            report(path, "def.one-line");
            return std::nullopt;
        }
        return s;
    }
    std::optional<long long> integer(const json& v, const std::string& path)
    {
        if (v.is_number_unsigned())
            return static_cast<long long>(std::min<std::uint64_t>(
                v.get<std::uint64_t>(), std::numeric_limits<long long>::max()));
        if (v.is_number_integer())
            return v.get<long long>();
        report(path, "def.want-integer", {shown(v)});
        return std::nullopt;
    }
    std::optional<double> number(const json& v, const std::string& path)
    {
        if (!v.is_number() || !std::isfinite(v.get<double>())) {
            report(path, "def.want-number", {shown(v)});
            return std::nullopt;
        }
        return v.get<double>();
    }
    bool array(const json& v, const std::string& path)
    {
        if (v.is_array())
            return true;
        report(path, "def.want-array", {shown(v)});
        return false;
    }
    bool object(const json& v, const std::string& path)
    {
        if (v.is_object())
            return true;
        report(path, "def.want-object", {shown(v)});
        return false;
    }
    bool limited(const json& arr, const std::string& path, int most)
    {
        if (arr.size() <= static_cast<std::size_t>(most))
            return true;
        report(path, "def.too-many", {std::to_string(arr.size()), std::to_string(most)});
        return false;
    }

    void header();
    void cells();
    std::optional<CellRef> idOf(const json& v, const std::string& path);
    std::optional<int> cellRef(const json& v, const std::string& path);
    std::optional<std::vector<int>> cellList(const json& v, const std::string& path, bool nonEmpty);
    void kindKeys();
    void modulus();
    void labels();
    std::optional<int> entry(const json& v, const std::string& path, bool allowNull);
    std::optional<std::vector<int>> position(const json& v, const std::string& path,
                                             bool allowNull);
    bool rearrangement(const std::vector<int>& p, const std::string& path);
    void start();
    void moves();
    void dialMove(const json& m, const std::string& path, def::Move& out);
    void permutationMove(const json& m, const std::string& path, def::Move& out);
    void sliding();
    void options();
    std::optional<Goal> goal(const json& v, const std::string& path);
    void goalTop();
    void afterMetric();
    std::optional<int> labelKey(const std::string& key, const std::string& path);
    void view();
    void examples();

    const json& root_;
    PuzzleDef d_;
    std::vector<Found> found_;
    bool otherVersion_ = false;
    bool editableKnown_ = true;
    bool kindKnown_ = false;
    bool cellsKnown_ = false;   // the cells array is usable: its size is the position size
    bool labelsKnown_ = false;  // labels (or the modulus) are known: entries can be checked
    bool startKnown_ = false;
    bool idsComplete_ = true;  // every cell has a good id: an unknown reference is wrong
    bool movesKnown_ = false;
    std::set<int> labelSet_;
    std::unordered_map<std::string, CellRef> ids_;  // id text -> cell
};

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
    goalTop();
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
            keys(c, path, {"id", "x", "y", "shape"});
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
        }
        if (cell.id.empty() && found_.size() > before)
            idsComplete_ = false;
        d_.cells.push_back(std::move(cell));
    }
}

// A reference to a cell by a JSON value: matched as written (see def_reader.h).
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
            if (auto pos = position(*p, pp, false); pos && rearrangement(*pos, pp))
                ex.position = std::move(*pos);
        }
        if (const json* g = get(e, "goal")) {
            const std::string gp = member(ep, "goal");
            if (!d_.editableGoal) {
                if (editableKnown_)
                    report(gp, "def.example-goal", {}, true);
            } else if (auto pos = position(*g, gp, false); pos && rearrangement(*pos, gp)) {
                ex.goal = std::move(*pos);
            }
        }
        if (const json* m = required(e, ep, "moves"))
            if (auto s = line(*m, member(ep, "moves"), false))
                ex.moves = *s;
        d_.examples.push_back(std::move(ex));
    }
}

// ---- the scanner: positions of keys and values in valid JSON ------------------------------

// Walks valid JSON text (nesting at most kMaxDepth), building each value's key path as
// Checker writes it; records the positions of the paths asked for and reports keys that
// occur twice in one object.
class Scanner {
public:
    Scanner(std::string_view text, const std::unordered_set<std::string>& wanted)
        : cur_(text), wanted_(wanted)
    {
    }

    void run()
    {
        std::string path;
        value(path);
        cur_.skipSpace();
        lost = lost || !cur_.done();
    }

    std::unordered_map<std::string, Pos> valueAt;
    std::unordered_map<std::string, Pos> keyAt;
    std::vector<Found> duplicates;
    // The walk did not meet the text as nlohmann read it (a bug: the fuzz target fails
    // on it); positions may then be wrong.
    bool lost = false;

private:
    void value(std::string& path)
    {
        cur_.skipSpace();
        if (wanted_.count(path))
            valueAt[path] = cur_.pos;
        switch (cur_.peek()) {
        case '{':
            object(path);
            break;
        case '[':
            array(path);
            break;
        case '"':
            (void)string();
            break;
        default:  // number, true, false, null
            while (!cur_.done() &&
                   std::string_view(",]} \t\r\n").find(cur_.peek()) == std::string_view::npos)
                cur_.advance();
        }
    }

    void object(std::string& path)
    {
        cur_.advance();  // {
        std::unordered_map<std::string, Pos> seen;
        cur_.skipSpace();
        if (cur_.peek() == '}') {
            cur_.advance();
            return;
        }
        while (!cur_.done()) {
            cur_.skipSpace();
            const Pos keyPos = cur_.pos;
            lost = lost || cur_.peek() != '"';
            const std::string key = string();
            cur_.skipSpace();
            lost = lost || cur_.peek() != ':';
            cur_.advance();  // :
            const std::size_t length = path.size();
            path = member(path, key);
            if (wanted_.count(path))
                keyAt[path] = keyPos;
            const auto [it, fresh] = seen.emplace(key, keyPos);
            if (!fresh) {
                Found f;
                f.problem.code = "def.duplicate-key";
                f.problem.args = {cut(key), std::to_string(it->second.line),
                                  std::to_string(it->second.column)};
                f.problem.where = {keyPos.line, keyPos.column, path};
                duplicates.push_back(std::move(f));
            }
            value(path);
            path.resize(length);
            cur_.skipSpace();
            const char c = cur_.peek();
            lost = lost || (c != ',' && c != '}');
            cur_.advance();  // , or }
            if (c != ',')
                break;
        }
    }

    void array(std::string& path)
    {
        cur_.advance();  // [
        cur_.skipSpace();
        if (cur_.peek() == ']') {
            cur_.advance();
            return;
        }
        const std::size_t length = path.size();
        for (std::size_t i = 0; !cur_.done(); ++i) {
            path += '[';
            path += std::to_string(i);
            path += ']';
            value(path);
            path.resize(length);
            cur_.skipSpace();
            const char c = cur_.peek();
            lost = lost || (c != ',' && c != ']');
            cur_.advance();  // , or ]
            if (c != ',')
                break;
        }
    }

    static void utf8(std::string& out, std::uint32_t cp)
    {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    std::uint32_t hex4()
    {
        std::uint32_t v = 0;
        for (int k = 0; k < 4 && !cur_.done(); ++k) {
            const char c = cur_.peek();
            cur_.advance();
            v = v * 16 + static_cast<std::uint32_t>(c <= '9'   ? c - '0'
                                                    : c <= 'F' ? c - 'A' + 10
                                                               : c - 'a' + 10);
        }
        return v;
    }

    // A string token, decoded (the text is valid JSON, so escapes are well formed).
    std::string string()
    {
        std::string out;
        cur_.advance();  // "
        while (!cur_.done()) {
            const char c = cur_.peek();
            cur_.advance();
            if (c == '"')
                break;
            if (c != '\\') {
                out += c;
                continue;
            }
            const char e = cur_.peek();
            cur_.advance();
            switch (e) {
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                std::uint32_t cp = hex4();
                if (cp >= 0xD800 && cp < 0xDC00 && cur_.peek() == '\\') {
                    cur_.advance();
                    cur_.advance();  // u
                    const std::uint32_t low = hex4();
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                utf8(out, cp);
                break;
            }
            default:  // " \ /
                out += e;
            }
        }
        return out;
    }

    Cursor cur_;
    const std::unordered_set<std::string>& wanted_;
};

// ---- text-level checks -------------------------------------------------------------------

// The offset of the first byte that is not part of well-formed UTF-8, or npos.
std::size_t badUtf8(std::string_view s)
{
    std::size_t i = 0;
    while (i < s.size()) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (b < 0x80) {
            ++i;
            continue;
        }
        int more = 0;
        std::uint32_t cp = 0;
        std::uint32_t least = 0;
        if ((b & 0xE0) == 0xC0) {
            more = 1;
            cp = b & 0x1F;
            least = 0x80;
        } else if ((b & 0xF0) == 0xE0) {
            more = 2;
            cp = b & 0x0F;
            least = 0x800;
        } else if ((b & 0xF8) == 0xF0) {
            more = 3;
            cp = b & 0x07;
            least = 0x10000;
        } else {
            return i;
        }
        for (int k = 1; k <= more; ++k) {
            if (i + static_cast<std::size_t>(k) >= s.size())
                return i;
            const auto c = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
            if ((c & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (c & 0x3F);
        }
        if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += static_cast<std::size_t>(more) + 1;
    }
    return std::string_view::npos;
}

// The offset of the first bracket nested deeper than kMaxDepth (outside strings), or npos.
std::size_t tooDeep(std::string_view s)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > def::kMaxDepth)
                return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::string_view::npos;
}

Problem at(std::string code, std::vector<std::string> args, Pos pos = {0, 0})
{
    Problem p;
    p.code = std::move(code);
    p.args = std::move(args);
    p.where.line = pos.line;
    p.where.column = pos.column;
    return p;
}

Checked<PuzzleDef> refused(Problem p)
{
    Checked<PuzzleDef> out;
    out.problems.push_back(std::move(p));
    return out;
}

// nlohmann's DOM builder, keeping where and why parsing stopped instead of throwing.
class DomSax : public nlohmann::detail::json_sax_dom_parser<json> {
public:
    explicit DomSax(json& root) : nlohmann::detail::json_sax_dom_parser<json>(root, false) {}

    template <class Exception>
    bool parse_error(std::size_t position, const std::string& lastToken, const Exception& ex)
    {
        failed = true;
        errorAt = position;
        message = ex.what();
        return nlohmann::detail::json_sax_dom_parser<json>::parse_error(position, lastToken, ex);
    }

    bool failed = false;
    std::size_t errorAt = 0;
    std::string message;
};

// "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error ..." ->
// "syntax error ..."
std::string syntaxMessage(std::string what)
{
    if (const auto close = what.find("] "); close != std::string::npos)
        what.erase(0, close + 2);
    if (what.starts_with("parse error"))
        if (const auto colon = what.find(": "); colon != std::string::npos)
            what.erase(0, colon + 2);
    if (const auto last = what.find("; last read: "); last != std::string::npos) {
        const auto next = what.find("; expected", last);
        what.erase(last, next == std::string::npos ? std::string::npos : next - last);
    }
    std::string out;
    for (const char c : what) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[u >> 4];
            out += kHex[u & 15];
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace

Checked<def::PuzzleDef> readDefinition(std::string_view text)
{
    if (text.size() > def::kMaxDefinitionBytes)
        return refused(at("def.too-large",
                          {std::to_string(text.size()), std::to_string(def::kMaxDefinitionBytes)}));
    if (text.size() >= 2 &&
        ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF') ||
         text[0] == '\0' || text[1] == '\0'))
        return refused(at("def.utf16", {}));
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    // nlohmann would skip a second one too, and the scanner then lose its place.
    if (text.starts_with("\xEF\xBB\xBF"))
        return refused(at("def.second-bom", {}, Pos{1, 1}));
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return refused(at("def.empty", {}));
    if (const std::size_t bad = badUtf8(text); bad != std::string_view::npos) {
        static constexpr char kHex[] = "0123456789abcdef";
        const auto b = static_cast<unsigned char>(text[bad]);
        return refused(
            at("def.not-utf8", {std::string{kHex[b >> 4], kHex[b & 15]}}, positionAt(text, bad)));
    }
    // JSON has no raw NUL anywhere, and nlohmann takes one for the end of the text
    // (it would accept "{} NUL anything").
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
        return refused(at("def.nul-byte", {}, positionAt(text, nul)));
    if (const std::size_t deep = tooDeep(text); deep != std::string_view::npos)
        return refused(
            at("def.too-deep", {std::to_string(def::kMaxDepth)}, positionAt(text, deep)));

    json root;
    DomSax sax(root);
    const bool parsed = json::sax_parse(text.data(), text.data() + text.size(), &sax,
                                        json::input_format_t::json, true, false);
    if (!parsed || sax.failed) {
        const std::size_t offset = sax.errorAt > 0 ? sax.errorAt - 1 : 0;
        return refused(
            at("def.json-syntax", {syntaxMessage(sax.message)}, positionAt(text, offset)));
    }
    if (!root.is_object()) {
        Problem p = at("def.not-object", {shown(root)});
        p.where.line = positionAt(text, text.find_first_not_of(" \t\r\n")).line;
        p.where.column = positionAt(text, text.find_first_not_of(" \t\r\n")).column;
        return refused(std::move(p));
    }

    Checker checker(root);
    std::vector<Found> found = checker.run();

    std::unordered_set<std::string> wanted;
    for (const Found& f : found)
        wanted.insert(f.problem.where.path);
    Scanner scanner(text, wanted);
    scanner.run();
    for (Found& f : found) {
        const auto& table = f.atKey ? scanner.keyAt : scanner.valueAt;
        if (const auto it = table.find(f.problem.where.path); it != table.end()) {
            f.problem.where.line = it->second.line;
            f.problem.where.column = it->second.column;
        }
    }
    for (Found& f : scanner.duplicates)
        found.push_back(std::move(f));
    if (scanner.lost)
        found.push_back(
            {at("internal", {"the definition reader lost its place in the text"}), false});

    Checked<PuzzleDef> out;
    if (found.empty()) {
        out.value = std::move(checker.result());
        return out;
    }
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
        return std::make_pair(a.problem.where.line, a.problem.where.column) <
               std::make_pair(b.problem.where.line, b.problem.where.column);
    });
    const std::size_t total = found.size();
    for (std::size_t i = 0; i < total && i < static_cast<std::size_t>(def::kMaxProblems); ++i)
        out.problems.push_back(std::move(found[i].problem));
    if (total > static_cast<std::size_t>(def::kMaxProblems))
        out.problems.push_back(
            at("def.more-problems", {std::to_string(total - def::kMaxProblems)}));
    return out;
}

}  // namespace pl
