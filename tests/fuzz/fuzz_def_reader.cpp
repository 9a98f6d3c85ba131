// The definition reader on any bytes. It never crashes or throws; a refusal gives at
// least one problem, each worded (no bare code) and with a sane place; an accepted
// definition holds every promise of puzzle_def.h: all indices in range, positions and
// goals one entry per cell, entries valid for the kind, cycles disjoint, and so on.
#include <algorithm>
#include <map>
#include <set>

#include "core/formats/definition_reader.h"
#include "core/rules/rules.h"
#include "fuzz_checks.h"

namespace {

using pl::def::Goal;
using pl::def::Kind;
using pl::def::PuzzleDef;

bool validEntry(const PuzzleDef& d, int v)
{
    if (d.kind == Kind::Dial)
        return v >= 0 && v < d.modulus;
    return std::find(d.labels.begin(), d.labels.end(), v) != d.labels.end();
}

std::map<int, int> counts(const std::vector<int>& p)
{
    std::map<int, int> c;
    for (const int v : p)
        ++c[v];
    return c;
}

void checkPosition(const PuzzleDef& d, const std::vector<int>& p, bool allowAny, const char* what)
{
    FUZZ_REQUIRE(p.size() == d.cells.size(), std::string(what) + ": wrong size");
    bool full = true;
    for (const int v : p) {
        if (v == -1 && allowAny) {
            full = false;
            continue;
        }
        FUZZ_REQUIRE(validEntry(d, v), std::string(what) + ": entry " + std::to_string(v));
    }
    if (full && d.kind != Kind::Dial)
        FUZZ_REQUIRE(counts(p) == counts(d.start),
                     std::string(what) + ": not a rearrangement of start");
}

void checkGoal(const PuzzleDef& d, const Goal& g, int depth)
{
    FUZZ_REQUIRE(depth <= pl::def::kMaxDepth, "goal nested too deep");
    const int n = static_cast<int>(d.cells.size());
    switch (g.type) {
    case Goal::Type::Values:
        checkPosition(d, g.values, true, "goal");
        FUZZ_REQUIRE(g.uniformCells.empty() && g.anyOf.empty(), "goal holds two forms");
        break;
    case Goal::Type::Uniform: {
        FUZZ_REQUIRE(!g.uniformCells.empty(), "empty uniform goal");
        std::set<int> seen;
        for (const int c : g.uniformCells) {
            FUZZ_REQUIRE(c >= 0 && c < n, "uniform cell out of range");
            FUZZ_REQUIRE(seen.insert(c).second, "uniform cell twice");
        }
        FUZZ_REQUIRE(g.values.empty() && g.anyOf.empty(), "goal holds two forms");
        break;
    }
    case Goal::Type::AnyOf:
        FUZZ_REQUIRE(!g.anyOf.empty(), "empty anyOf");
        for (const Goal& a : g.anyOf)
            checkGoal(d, a, depth + 1);
        break;
    }
}

void checkDefinition(const PuzzleDef& d)
{
    const int n = static_cast<int>(d.cells.size());
    FUZZ_REQUIRE(d.version == 1, "version");
    FUZZ_REQUIRE(!d.key.empty() && d.key.size() <= 40 && d.key[0] != '-', "key " + d.key);
    FUZZ_REQUIRE(!d.name.empty(), "empty name");
    FUZZ_REQUIRE(n >= 1 && n <= pl::def::kMaxCells, "cell count");
    std::set<std::string> ids;
    for (const auto& c : d.cells) {
        FUZZ_REQUIRE(!c.id.empty() && ids.insert(c.id).second, "cell id '" + c.id + "'");
        FUZZ_REQUIRE(std::isfinite(c.x) && std::isfinite(c.y), "cell place");
    }
    FUZZ_REQUIRE(d.start.size() == d.cells.size(), "start size");
    if (d.kind == Kind::Dial) {
        FUZZ_REQUIRE(d.modulus >= 2 && d.modulus <= 64, "modulus");
        FUZZ_REQUIRE(d.labels.empty(), "dial with labels");
    } else {
        FUZZ_REQUIRE(d.modulus == 0, "modulus outside a dial");
        FUZZ_REQUIRE(!d.labels.empty() && d.labels.size() <= 256, "labels");
        std::set<int> labels(d.labels.begin(), d.labels.end());
        FUZZ_REQUIRE(labels.size() == d.labels.size(), "label twice");
        FUZZ_REQUIRE(*labels.begin() >= 0 && *labels.rbegin() <= 255, "label range");
    }
    for (const int v : d.start)
        FUZZ_REQUIRE(validEntry(d, v), "start entry " + std::to_string(v));
    if (d.kind == Kind::Sliding) {
        FUZZ_REQUIRE(d.moves.empty(), "sliding with moves");
        FUZZ_REQUIRE(std::count(d.start.begin(), d.start.end(), d.blank) == 1, "blank count");
        std::vector<char> order = d.moveOrder;
        std::sort(order.begin(), order.end());
        FUZZ_REQUIRE((order == std::vector<char>{'D', 'L', 'R', 'U'}), "moveOrder");
        FUZZ_REQUIRE(d.metric == pl::def::Metric::Move, "sliding metric");
        bool neighbours = false;
        std::set<std::pair<double, double>> places;
        for (const auto& c : d.cells) {
            FUZZ_REQUIRE(c.x == std::floor(c.x) && c.y == std::floor(c.y), "sliding place");
            FUZZ_REQUIRE(places.insert({c.x, c.y}).second, "two cells in one place");
        }
        for (const auto& c : d.cells)
            neighbours = neighbours || places.count({c.x + 1, c.y}) || places.count({c.x, c.y + 1});
        FUZZ_REQUIRE(neighbours, "sliding without any move");
    } else {
        FUZZ_REQUIRE(!d.moves.empty() && d.moves.size() <= pl::def::kMaxMoves, "move count");
        std::set<std::string> names;
        std::set<int> clicks;
        for (const auto& m : d.moves) {
            FUZZ_REQUIRE(!m.name.empty() && names.insert(m.name).second, "move name " + m.name);
            if (d.kind == Kind::Dial) {
                FUZZ_REQUIRE(m.add.size() == d.cells.size() && m.cycles.empty(), "dial move");
                FUZZ_REQUIRE(std::any_of(m.add.begin(), m.add.end(), [](int a) { return a; }),
                             "dial move changes nothing");
                for (const int a : m.add)
                    FUZZ_REQUIRE(a >= 0 && a < d.modulus, "amount " + std::to_string(a));
                if (m.cell) {
                    FUZZ_REQUIRE(*m.cell >= 0 && *m.cell < n, "move cell out of range");
                    FUZZ_REQUIRE(clicks.insert(*m.cell).second, "one cell plays two moves");
                }
                FUZZ_REQUIRE(!m.button, "dial move with a button");
            } else {
                FUZZ_REQUIRE(m.add.empty() && !m.cell, "permutation move with dial keys");
                FUZZ_REQUIRE(!m.cycles.empty(), "permutation move changes nothing");
                std::set<int> seen;
                for (const auto& cycle : m.cycles) {
                    FUZZ_REQUIRE(cycle.size() >= 2, "short cycle");
                    for (const int c : cycle) {
                        FUZZ_REQUIRE(c >= 0 && c < n, "cycle cell out of range");
                        FUZZ_REQUIRE(seen.insert(c).second, "cycles overlap");
                    }
                }
            }
        }
    }
    checkGoal(d, d.goal, 0);
    if (d.editableGoal) {
        FUZZ_REQUIRE(d.kind != Kind::Dial && d.goal.type == Goal::Type::Values, "editableGoal");
        FUZZ_REQUIRE(std::count(d.goal.values.begin(), d.goal.values.end(), -1) == 0,
                     "editableGoal with a partial goal");
    }
    for (const auto& [label, colour] : d.view.palette) {
        FUZZ_REQUIRE(validEntry(d, label), "palette label");
        FUZZ_REQUIRE(colour.size() == 7 && colour[0] == '#', "colour " + colour);
    }
    for (const auto& entry : d.view.labelText)
        FUZZ_REQUIRE(validEntry(d, entry.first), "labelText label");
    if (!d.view.valueNames.empty())
        FUZZ_REQUIRE(
            d.kind == Kind::Dial && d.view.valueNames.size() == static_cast<std::size_t>(d.modulus),
            "valueNames");
    for (const auto& r : d.view.regions) {
        FUZZ_REQUIRE(!r.cells.empty(), "empty region");
        for (const int c : r.cells)
            FUZZ_REQUIRE(c >= 0 && c < n, "region cell out of range");
    }
    // Stickers with pieces (SPEC 8.2): a permutation puzzle whose rules solve its pieces,
    // whose examples are valid over pieces.
    if (!d.pieces.empty()) {
        FUZZ_REQUIRE(d.kind == Kind::Permutation && d.pieces.size() == d.cells.size(),
                     "pieces outside a permutation puzzle, or not one per cell");
        const pl::Rules rules(d);
        FUZZ_REQUIRE(rules.pieceRules() != nullptr, "accepted pieces the rules cannot solve");
        for (const auto& e : d.examples) {
            pl::Position p;
            p.cells.assign(e.position.begin(), e.position.end());
            FUZZ_REQUIRE(rules.validate(p).empty(), "an example that is not valid over pieces");
            FUZZ_REQUIRE(rules.fromPieces(rules.toPieces(p)) == p, "pieces lose an example");
        }
    }
    for (const auto& e : d.examples) {
        checkPosition(d, e.position, false, "example position");
        if (e.goal) {
            FUZZ_REQUIRE(d.editableGoal, "example goal without editableGoal");
            checkPosition(d, *e.goal, false, "example goal");
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::asText(data, size);
    const pl::Checked<PuzzleDef> r = pl::readDefinition(text);
    if (r) {
        FUZZ_REQUIRE(r.problems.empty(), "accepted with problems");
        checkDefinition(*r.value);
        return 0;
    }
    fuzz::checkRefusal(r.problems, size, pl::def::kMaxProblems);
    return 0;
}
