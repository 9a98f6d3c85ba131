#include "core/export_definition.h"

#include <map>
#include <optional>

#include <nlohmann/json.hpp>

#include "core/model/orbit_model.h"
#include "core/rules/rules.h"

namespace pl {

namespace {

using json = nlohmann::ordered_json;

Problem problem(std::string code, std::vector<std::string> args = {})
{
    Problem p;
    p.code = std::move(code);
    p.args = std::move(args);
    return p;
}

const char* metricName(model::MoveMetric m)
{
    switch (m) {
    case model::MoveMetric::Inverse:
        return "inverse";
    case model::MoveMetric::Power:
        return "power";
    case model::MoveMetric::Move:
        break;
    }
    return "move";
}

// The stickers of the model's states: per orbit and slot its cells, and the label of
// sticker j of the piece numbered v.
class Stickers {
public:
    explicit Stickers(const model::OrbitModel& m, const std::vector<int>& start) : m_(m)
    {
        for (int o = 0; o < m.orbitCount(); ++o) {
            const model::Orbit& orbit = m.orbit(o);
            const int k = stickersOf(o);
            std::vector<int> first;
            for (int s = 0; s < orbit.size; ++s) {
                first.push_back(static_cast<int>(cells_.size()));
                for (int j = 0; j < k; ++j) {
                    json c;
                    const std::string slot = orbit.name + std::to_string(s + 1);
                    c["id"] = k == 1 ? slot : slot + "." + std::to_string(j + 1);
                    c["x"] = s * (k + (k > 1 ? 0.5 : 0.0)) + j;
                    c["y"] = o * 1.5;
                    if (k > 1)
                        c["piece"] = slot;
                    cells_.push_back(std::move(c));
                }
                // The pieces this orbit holds, each its own labels.
                const int v = m.pieceOffset(o) >= 0
                                  ? start[static_cast<std::size_t>(m.pieceOffset(o) + s)]
                                  : s;
                if (!labels_.count({o, v}))
                    labels_[{o, v}] = next_, next_ += k;
            }
            firstCell_.push_back(std::move(first));
        }
    }

    [[nodiscard]] int stickersOf(int o) const
    {
        return m_.twistOffset(o) >= 0 ? m_.orbit(o).twists : 1;
    }
    [[nodiscard]] int labelCount() const { return next_; }
    [[nodiscard]] json& cells() { return cells_; }
    [[nodiscard]] int cell(int o, int s, int j) const
    {
        return firstCell_[static_cast<std::size_t>(o)][static_cast<std::size_t>(s)] + j;
    }

    // A state (entries -1: free) as one label (or null) per cell; nullopt when a slot
    // fixes its piece but not its twist, or the other way round.
    [[nodiscard]] std::optional<json> position(const std::vector<int>& state) const
    {
        json out = json::array();
        for (std::size_t i = 0; i < cells_.size(); ++i)
            out.push_back(nullptr);
        for (int o = 0; o < m_.orbitCount(); ++o) {
            const int k = stickersOf(o);
            for (int s = 0; s < m_.orbit(o).size; ++s) {
                const int v = m_.pieceOffset(o) >= 0
                                  ? state[static_cast<std::size_t>(m_.pieceOffset(o) + s)]
                                  : s;
                const int t = m_.twistOffset(o) >= 0
                                  ? state[static_cast<std::size_t>(m_.twistOffset(o) + s)]
                                  : 0;
                if (v < 0 && t < 0)
                    continue;
                const auto label = labels_.find({o, v});
                if (v < 0 || t < 0 || label == labels_.end())
                    return std::nullopt;
                for (int j = 0; j < k; ++j)
                    out[static_cast<std::size_t>(cell(o, s, (j + t) % k))] = label->second + j;
            }
        }
        return out;
    }

private:
    const model::OrbitModel& m_;
    json cells_ = json::array();
    std::vector<std::vector<int>> firstCell_;
    std::map<std::pair<int, int>, int> labels_;  // (orbit, piece) -> its first sticker's
    int next_ = 0;
};

std::optional<json> goalOf(const Stickers& st, const def::Goal& g)
{
    json out;
    if (g.type == def::Goal::Type::AnyOf) {
        json any = json::array();
        for (const def::Goal& a : g.anyOf) {
            auto one = goalOf(st, a);
            if (!one)
                return std::nullopt;
            any.push_back(std::move(*one));
        }
        out["anyOf"] = std::move(any);
        return out;
    }
    if (g.type != def::Goal::Type::Values)
        return std::nullopt;
    auto values = st.position(g.values);
    if (!values)
        return std::nullopt;
    out["values"] = std::move(*values);
    return out;
}

}  // namespace

Checked<std::string> exportDefinition(const PuzzleEntry& entry)
{
    Checked<std::string> out;
    if (fileFormatOf(entry.file, entry.text) == PuzzleFileFormat::Format1) {
        out.value = entry.text;  // already format 1: the definition as written
        return out;
    }
    const Rules& rules = *entry.rules;
    const model::OrbitModel& m = rules.model();
    const std::vector<int> start(rules.def().start.begin(), rules.def().start.end());
    Stickers st(m, start);
    if (st.labelCount() > 256) {
        out.problems.push_back(
            problem("export.too-many-labels", {std::to_string(st.labelCount())}));
        return out;
    }

    json d;
    d["puzzlelab"] = 1;
    d["key"] = entry.key();
    d["name"] = rules.def().name;
    d["description"] = "Written by PuzzleLab from " + entry.file + " as stickers with pieces.";
    d["kind"] = "permutation";
    d["cells"] = st.cells();
    json labels = json::array();
    for (int l = 0; l < st.labelCount(); ++l)
        labels.push_back(l);
    d["labels"] = std::move(labels);
    const auto startCells = st.position(start);
    const auto goal = goalOf(st, rules.goal());
    if (!startCells || !goal) {
        out.problems.push_back(problem("export.goal-twist"));
        return out;
    }
    d["start"] = *startCells;

    // The written moves, once each in file order: slot i takes the piece of slot
    // from[i] turned by twist[i], so sticker j there goes to sticker j + twist[i] here.
    json moves = json::array();
    for (int mi = 0; mi < m.moveCount(); ++mi) {
        const model::Move& mv = m.move(mi);
        if (mv.power != 1 || mv.base != static_cast<int>(moves.size()))
            continue;
        std::vector<int> to(st.cells().size());
        for (std::size_t c = 0; c < to.size(); ++c)
            to[c] = static_cast<int>(c);
        for (int o = 0; o < m.orbitCount(); ++o) {
            const model::OrbitEffect& e = mv.effects[static_cast<std::size_t>(o)];
            const int k = st.stickersOf(o);
            for (int i = 0; i < m.orbit(o).size; ++i) {
                const int from = e.from.empty() ? i : e.from[static_cast<std::size_t>(i)];
                const int twist =
                    e.twist.empty() || k == 1 ? 0 : e.twist[static_cast<std::size_t>(i)];
                for (int j = 0; j < k; ++j)
                    to[static_cast<std::size_t>(st.cell(o, from, j))] =
                        st.cell(o, i, (j + twist) % k);
            }
        }
        json cycles = json::array();
        std::vector<bool> seen(to.size(), false);
        for (std::size_t c = 0; c < to.size(); ++c) {
            if (seen[c] || to[c] == static_cast<int>(c))
                continue;
            json cycle = json::array();
            for (std::size_t i = c; !seen[i]; i = static_cast<std::size_t>(to[i])) {
                seen[i] = true;
                cycle.push_back(st.cells()[i]["id"]);
            }
            cycles.push_back(std::move(cycle));
        }
        json move;
        move["name"] = rules.def().moves.empty()
                           ? mv.name
                           : rules.def().moves[static_cast<std::size_t>(mv.base)].name;
        move["cycles"] = std::move(cycles);
        moves.push_back(std::move(move));
    }
    d["moves"] = std::move(moves);
    d["goal"] = *goal;
    d["metric"] = metricName(m.metric());
    out.value = d.dump(1) + "\n";
    return out;
}

}  // namespace pl
