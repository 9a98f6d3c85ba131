#include "core/formats/kpuzzle/kpuzzle_reader.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/formats/format1/checker.h"
#include "core/formats/format1/json_text.h"
#include "core/formats/raw_text.h"
#include "core/formats/tws/tws_reader.h"

namespace pl::formats {

namespace {

using format1::Found;
using format1::index;
using format1::json;
using format1::member;
using format1::shown;

struct OrbitDef {
    std::string name;
    int size = 0;
    int twists = 1;
};

class KPuzzleReader {
public:
    // `derivedOrder`: the names of derivedMoves in the file's order (a derived move may
    // use those before it).
    KPuzzleReader(const json& root, std::vector<std::string> derivedOrder)
        : root_(root), derivedOrder_(std::move(derivedOrder))
    {
    }

    std::vector<Found> run()
    {
        for (const auto& [key, value] : root_.items()) {
            if (key.rfind("experimental", 0) == 0)
                continue;
            if (key != "name" && key != "orbits" && key != "defaultPattern" && key != "moves" &&
                key != "derivedMoves")
                report(member("", key), "kpuzzle.unknown-key", {format1::cut(key)}, true);
        }
        if (const json* name = find(root_, "", "name", false)) {
            if (name->is_string())
                out_.name = name->get<std::string>();
            else
                report("name", "def.want-string", {shown(*name)});
        }
        if (const json* orbits = find(root_, "", "orbits", true))
            readOrbits(*orbits);
        if (found_.empty()) {
            if (const json* pattern = find(root_, "", "defaultPattern", true))
                readPattern(*pattern);
            if (const json* moves = find(root_, "", "moves", true))
                readMoves(*moves);
        }
        if (found_.empty())
            if (const json* derived = find(root_, "", "derivedMoves", false))
                readDerived(*derived);
        return std::move(found_);
    }

    ImportedPuzzle& result() { return out_; }

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

    const json* find(const json& obj, const std::string& path, const char* key, bool required)
    {
        const auto it = obj.find(key);
        if (it != obj.end())
            return &*it;
        if (required)
            report(path, "def.missing-key", {key});
        return nullptr;
    }

    bool object(const json& v, const std::string& path)
    {
        if (v.is_object())
            return true;
        report(path, "def.want-object", {shown(v)});
        return false;
    }

    std::optional<int> integer(const json& v, const std::string& path, int lo, int hi)
    {
        if (!v.is_number_integer()) {
            report(path, "def.want-integer", {shown(v)});
            return std::nullopt;
        }
        const auto n = v.get<long long>();
        if (n < lo || n > hi) {
            report(path, "import.number-range",
                   {std::to_string(n), std::to_string(lo), std::to_string(hi)});
            return std::nullopt;
        }
        return static_cast<int>(n);
    }

    // An array of exactly n integers from lo to hi.
    std::optional<std::vector<int>> integers(const json& v, const std::string& path, std::size_t n,
                                             int lo, int hi)
    {
        if (!v.is_array()) {
            report(path, "def.want-array", {shown(v)});
            return std::nullopt;
        }
        if (v.size() != n) {
            report(path, "kpuzzle.count", {std::to_string(n), std::to_string(v.size())});
            return std::nullopt;
        }
        std::vector<int> out;
        bool ok = true;
        for (std::size_t i = 0; i < n; ++i) {
            const auto x = integer(v[i], index(path, i), lo, hi);
            ok = ok && x;
            out.push_back(x.value_or(0));
        }
        if (!ok)
            return std::nullopt;
        return out;
    }

    void knownKeys(const json& obj, const std::string& path,
                   std::initializer_list<const char*> keys)
    {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            const std::string& key = it.key();
            if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return key == k; }))
                report(member(path, key), "kpuzzle.unknown-key", {format1::cut(key)}, true);
        }
    }

    void addOrbit(const std::string& name, const json& def, const std::string& path)
    {
        if (!object(def, path))
            return;
        knownKeys(def, path, {"orbitName", "numPieces", "numOrientations"});
        const json* pieces = find(def, path, "numPieces", true);
        const json* twists = find(def, path, "numOrientations", true);
        std::optional<int> n = pieces ? integer(*pieces, member(path, "numPieces"), 1, 255) : 0;
        std::optional<int> k =
            twists ? integer(*twists, member(path, "numOrientations"), 1, 127) : 0;
        if (name.empty() || std::any_of(orbits_.begin(), orbits_.end(),
                                        [&](const OrbitDef& o) { return o.name == name; })) {
            report(path, name.empty() ? "kpuzzle.orbit-unnamed" : "kpuzzle.orbit-twice", {name});
            return;
        }
        if (n && k && *n > 0 && *k > 0)
            orbits_.push_back({name, *n, *k});
    }

    void readOrbits(const json& orbits)
    {
        if (orbits.is_array()) {
            for (std::size_t i = 0; i < orbits.size(); ++i) {
                const std::string path = index("orbits", i);
                const json& o = orbits[i];
                if (!object(o, path))
                    continue;
                const json* name = find(o, path, "orbitName", true);
                if (name && !name->is_string()) {
                    report(member(path, "orbitName"), "def.want-string", {shown(*name)});
                    continue;
                }
                if (name)
                    addOrbit(name->get<std::string>(), o, path);
            }
        } else if (orbits.is_object()) {
            for (const auto& [name, def] : orbits.items())
                addOrbit(name, def, member("orbits", name));
        } else {
            report("orbits", "def.want-array", {shown(orbits)});
        }
        if (found_.empty() && orbits_.empty())
            report("orbits", "kpuzzle.no-orbits");
    }

    int orbitIndex(const std::string& name) const
    {
        for (std::size_t o = 0; o < orbits_.size(); ++o)
            if (orbits_[o].name == name)
                return static_cast<int>(o);
        return -1;
    }

    void readPattern(const json& pattern)
    {
        if (!object(pattern, "defaultPattern"))
            return;
        const std::size_t before = found_.size();
        for (const auto& [name, value] : pattern.items())
            if (orbitIndex(name) < 0)
                report(member("defaultPattern", name), "kpuzzle.unknown-orbit", {name}, true);
        std::vector<std::vector<int>> pieces(orbits_.size());
        std::vector<std::vector<int>> twists(orbits_.size());
        std::vector<bool> ignored(orbits_.size(), false);
        std::vector<std::vector<bool>> anyTwist(orbits_.size());  // orientationMod 1 on some
        for (std::size_t o = 0; o < orbits_.size(); ++o) {
            const OrbitDef& orbit = orbits_[o];
            const std::string path = member("defaultPattern", orbit.name);
            const json* p = find(pattern, "defaultPattern", orbit.name.c_str(), true);
            if (!p || !object(*p, path))
                continue;
            knownKeys(*p, path, {"pieces", "orientation", "orientationMod"});
            const auto n = static_cast<std::size_t>(orbit.size);
            if (const json* v = find(*p, path, "pieces", true))
                if (auto got = integers(*v, member(path, "pieces"), n, 0, 255)) {
                    // Identical pieces share a number; the numbers have no gaps.
                    const int top = *std::max_element(got->begin(), got->end());
                    for (int x = 0; x <= top; ++x)
                        if (std::find(got->begin(), got->end(), x) == got->end()) {
                            report(member(path, "pieces"), "import.pieces-gap",
                                   {orbit.name, std::to_string(x)});
                            break;
                        }
                    pieces[o] = std::move(*got);
                }
            if (const json* v = find(*p, path, "orientation", true))
                if (auto got = integers(*v, member(path, "orientation"), n, 0, orbit.twists - 1))
                    twists[o] = std::move(*got);
            if (const json* v = find(*p, path, "orientationMod", false))
                if (auto got = integers(*v, member(path, "orientationMod"), n, 0, orbit.twists)) {
                    auto all = [&](auto pred) {
                        return std::all_of(got->begin(), got->end(), pred);
                    };
                    // 1 on some pieces: their twists do not count (the goal takes any),
                    // which needs them told apart from the pieces whose twists count.
                    const std::vector<int>& labels = pieces[o];
                    const auto loose = [&](std::size_t i) { return (*got)[i] == 1; };
                    const auto alikeDiffer = [&] {
                        for (std::size_t i = 0; i < labels.size(); ++i)
                            for (std::size_t j = i + 1; j < labels.size(); ++j)
                                if (labels[i] == labels[j] && loose(i) != loose(j))
                                    return true;
                        return false;
                    };
                    if (all([](int m) { return m == 1; }) && orbit.twists > 1) {
                        ignored[o] = true;
                    } else if (!all([&](int m) { return m <= 1 || m == orbit.twists; }) ||
                               alikeDiffer()) {
                        report(member(path, "orientationMod"), "kpuzzle.orientation-mod",
                               {orbit.name});
                    } else if (orbit.twists > 1) {
                        for (std::size_t i = 0; i < n; ++i)
                            anyTwist[o].push_back(loose(i));
                    }
                }
        }
        if (found_.size() != before)
            return;
        for (std::size_t o = 0; o < orbits_.size(); ++o)
            out_.orbits.push_back(
                {orbits_[o].name, orbits_[o].size, ignored[o] ? 1 : orbits_[o].twists, true});
        const StateLayout layout = layoutOf(out_.orbits);
        out_.solved.assign(static_cast<std::size_t>(layout.size), 0);
        for (std::size_t o = 0; o < orbits_.size(); ++o) {
            std::copy(pieces[o].begin(), pieces[o].end(), out_.solved.begin() + layout.pieceAt[o]);
            if (layout.twistAt[o] >= 0)
                std::copy(twists[o].begin(), twists[o].end(),
                          out_.solved.begin() + layout.twistAt[o]);
            for (std::size_t i = 0; i < anyTwist[o].size(); ++i)
                if (anyTwist[o][i] && layout.twistAt[o] >= 0) {
                    out_.anyTwist.resize(out_.solved.size(), false);
                    out_.anyTwist[static_cast<std::size_t>(layout.twistAt[o]) + i] = true;
                }
        }
    }

    void readMoves(const json& moves)
    {
        if (!object(moves, "moves") || out_.orbits.empty())
            return;
        if (moves.empty())
            report("moves", "kpuzzle.no-moves");
        for (const auto& [name, value] : moves.items()) {
            const std::string path = member("moves", name);
            if (name.empty() || name.find_first_of(" \t\r\n") != std::string::npos) {
                report(path, "kpuzzle.move-name", {name}, true);
                continue;
            }
            if (!object(value, path))
                continue;
            for (const auto& [orbitName, e] : value.items())
                if (orbitIndex(orbitName) < 0)
                    report(member(path, orbitName), "kpuzzle.unknown-orbit", {orbitName}, true);
            model::BaseMove move;
            move.name = name;
            move.effects.resize(orbits_.size());
            for (std::size_t o = 0; o < orbits_.size(); ++o) {
                const auto it = value.find(orbits_[o].name);
                if (it == value.end())
                    continue;
                const std::string at = member(path, orbits_[o].name);
                if (!object(*it, at))
                    continue;
                knownKeys(*it, at, {"permutation", "orientationDelta"});
                const auto n = static_cast<std::size_t>(orbits_[o].size);
                const int k = orbits_[o].twists;
                if (const json* v = find(*it, at, "permutation", true))
                    if (auto got =
                            integers(*v, member(at, "permutation"), n, 0, orbits_[o].size - 1)) {
                        std::vector<int> sorted = *got;
                        std::sort(sorted.begin(), sorted.end());
                        if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
                            report(member(at, "permutation"), "kpuzzle.not-permutation",
                                   {name, orbits_[o].name});
                        else
                            move.effects[o].from = std::move(*got);
                    }
                if (const json* v = find(*it, at, "orientationDelta", true))
                    if (auto got = integers(*v, member(at, "orientationDelta"), n, 0, k - 1))
                        if (out_.orbits[o].twists > 1)
                            move.effects[o].twist = std::move(*got);
            }
            if (isTwsRotation(name))
                out_.rotations.push_back(std::move(move));
            else
                out_.moves.push_back(std::move(move));
        }
    }

    void readDerived(const json& derived)
    {
        if (!object(derived, "derivedMoves"))
            return;
        std::set<std::string> known = namesWithPowers(out_);
        for (const std::string& name : derivedOrder_) {
            if (!derived.contains(name))
                continue;
            const json& value = derived[name];
            const std::string path = member("derivedMoves", name);
            if (!value.is_string()) {
                report(path, "def.want-string", {shown(value)});
                continue;
            }
            if (known.count(name)) {
                report(path, "import.move-name-twice", {name}, true);
                continue;
            }
            std::istringstream words(value.get<std::string>());
            std::vector<std::string> moves;
            for (std::string w; words >> w;) {
                if (!known.count(w)) {
                    report(path, "kpuzzle.derived-not-plain", {name, w});
                    moves.clear();
                    break;
                }
                moves.push_back(w);
            }
            if (!moves.empty()) {
                out_.sequences.emplace_back(name, std::move(moves));
                known.insert(name);
            }
        }
    }

    const json& root_;
    std::vector<std::string> derivedOrder_;
    std::vector<OrbitDef> orbits_;
    ImportedPuzzle out_;
    std::vector<Found> found_;
};

// Puts the orbits (an `orbits` object: read in key order) in the file's order, with
// the solved state and the moves' effects.
void reorderOrbits(ImportedPuzzle& p, const std::map<std::string, std::size_t>& at)
{
    std::vector<std::size_t> order(p.orbits.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return at.at(p.orbits[a].name) < at.at(p.orbits[b].name);
    });
    const StateLayout before = layoutOf(p.orbits);
    std::vector<model::Orbit> orbits;
    for (const std::size_t o : order)
        orbits.push_back(p.orbits[o]);
    const StateLayout after = layoutOf(orbits);
    std::vector<int> solved(p.solved.size());
    std::vector<bool> anyTwist(p.anyTwist.empty() ? 0 : p.solved.size(), false);
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::size_t o = order[k];
        const auto n = static_cast<std::size_t>(p.orbits[o].size);
        for (std::size_t i = 0; i < n; ++i) {
            if (before.pieceAt[o] >= 0)
                solved[static_cast<std::size_t>(after.pieceAt[k]) + i] =
                    p.solved[static_cast<std::size_t>(before.pieceAt[o]) + i];
            if (before.twistAt[o] >= 0) {
                const auto from = static_cast<std::size_t>(before.twistAt[o]) + i;
                const auto to = static_cast<std::size_t>(after.twistAt[k]) + i;
                solved[to] = p.solved[from];
                if (!anyTwist.empty())
                    anyTwist[to] = p.anyTwist[from];
            }
        }
    }
    auto reorder = [&](std::vector<model::BaseMove>& moves) {
        for (model::BaseMove& m : moves) {
            std::vector<model::OrbitEffect> effects;
            for (const std::size_t o : order)
                effects.push_back(o < m.effects.size() ? m.effects[o] : model::OrbitEffect{});
            m.effects = std::move(effects);
        }
    };
    reorder(p.moves);
    reorder(p.rotations);
    p.orbits = std::move(orbits);
    p.solved = std::move(solved);
    p.anyTwist = std::move(anyTwist);
}

}  // namespace

Checked<ImportedPuzzle> readKPuzzle(std::string_view text)
{
    if (std::optional<Problem> p = rawTextProblem(text, "def.nul-byte"))
        return {std::nullopt, {std::move(*p)}};
    json root;
    if (std::optional<Problem> p = format1::parseObject(text, root, "kpuzzle.not-object"))
        return {std::nullopt, {std::move(*p)}};
    // The checks read the objects in key order; the moves (whose order breaks ties
    // between answers of one length), the orbits and the derived moves go in the
    // file's order.
    const auto ordered = nlohmann::ordered_json::parse(text, nullptr, false);
    std::vector<std::string> derivedOrder;
    if (ordered.contains("derivedMoves") && ordered["derivedMoves"].is_object())
        for (const auto& [name, value] : ordered["derivedMoves"].items())
            derivedOrder.push_back(name);
    KPuzzleReader reader(root, std::move(derivedOrder));
    std::vector<Found> found = reader.run();
    Checked<ImportedPuzzle> out;
    out.problems = format1::placed(text, std::move(found));
    if (!out.problems.empty())
        return out;
    out.value = std::move(reader.result());
    auto rank = [&](const char* key) {
        std::map<std::string, std::size_t> at;
        if (ordered.contains(key) && ordered[key].is_object())
            for (const auto& [name, value] : ordered[key].items())
                at.emplace(name, at.size());
        return at;
    };
    const auto byMoves = rank("moves");
    auto inFileOrder = [&](std::vector<model::BaseMove>& moves) {
        std::stable_sort(moves.begin(), moves.end(), [&](const auto& a, const auto& b) {
            return byMoves.at(a.name) < byMoves.at(b.name);
        });
    };
    inFileOrder(out.value->moves);
    inFileOrder(out.value->rotations);
    if (const auto byOrbit = rank("orbits"); !byOrbit.empty())
        reorderOrbits(*out.value, byOrbit);
    return out;
}

bool looksLikeKPuzzle(std::string_view text)
{
    const json root = json::parse(text, nullptr, false);
    return root.is_object() && root.contains("orbits") && root.contains("moves") &&
           !root.contains("puzzlelab");
}

}  // namespace pl::formats
