#include "core/rules/rules.h"

#include "core/model/definition_model.h"
#include "core/model/orbit_model.h"
#include "core/model/sticker_pieces.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <numeric>
#include <set>

namespace pl {

namespace {

constexpr char kDirections[4] = {'U', 'D', 'L', 'R'};

int directionIndex(char d)
{
    for (int i = 0; i < 4; ++i)
        if (kDirections[i] == d)
            return i;
    return -1;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::vector<std::string_view> splitWhitespace(std::string_view text)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        const std::size_t from = i;
        while (i < text.size() && !isSpace(text[i]))
            ++i;
        if (i > from)
            out.push_back(text.substr(from, i - from));
    }
    return out;
}

Problem problem(std::string code, std::vector<std::string> args)
{
    Problem p;
    p.code = std::move(code);
    p.args = std::move(args);
    return p;
}

std::string joinInts(const std::vector<int>& values)
{
    std::string out;
    for (std::size_t i = 0; i < values.size(); ++i)
        out += (i ? ", " : "") + std::to_string(values[i]);
    return out;
}

}  // namespace

Rules::Rules(def::PuzzleDef def) : def_(std::move(def))
{
    const int n = cellCount();
    if (def_.kind == def::Kind::Dial && def_.start.empty())
        def_.start.assign(static_cast<std::size_t>(n), 0);
    if (def_.kind == def::Kind::Dial && def_.goal.type == def::Goal::Type::Values &&
        def_.goal.values.empty())
        def_.goal.values.assign(static_cast<std::size_t>(n), 0);
    model_ = std::make_shared<const model::OrbitModel>(model::modelOf(def_));
    orbitLabels_.assign(1, model_->orbit(0).piecesMove ? def_.labels : std::vector<int>{});
    finish();
    findPieces();
}

void Rules::findPieces()
{
    if (def_.kind != def::Kind::Permutation)
        return;
    def::PieceList list = def::piecesOf(def_);
    if (list.cells.empty())
        return;
    std::vector<std::vector<int>> moves;
    std::vector<std::string> names;
    for (int m = 0; m < model_->moveCount(); ++m) {
        const model::Move& mm = model_->move(m);
        if (mm.power != 1 || mm.base != static_cast<int>(moves.size()))
            continue;  // the written moves, once each
        moves.push_back(mm.effects.front().from);
        names.push_back(def_.moves[static_cast<std::size_t>(mm.base)].name);
    }
    if (moves.size() != def_.moves.size() || model::StickerPieces::checkMoves(list.cells, moves) ||
        model::StickerPieces::checkStart(list.cells, def_.start))
        return;  // the reader refuses such a definition; made by hand, it stays stickers
    const model::MoveMetric metric = model_->metric();
    pieces_ = std::make_shared<const model::StickerPieces>(std::move(list.cells), list.names, names,
                                                           moves, def_.start, metric);
    // A goal of whole pieces (the reader's def.piece-goal); else the puzzle stays stickers.
    const std::function<bool(const def::Goal&)> wholePieces = [&](const def::Goal& g) {
        switch (g.type) {
        case def::Goal::Type::Values:
            return pieces_->stateOf(g.values, true).badCell < 0;
        case def::Goal::Type::AnyOf:
            return std::all_of(g.anyOf.begin(), g.anyOf.end(), wholePieces);
        case def::Goal::Type::Uniform:
            break;
        }
        return false;
    };
    if (!wholePieces(def_.goal)) {
        pieces_.reset();
        return;
    }
    auto rules = std::make_shared<Rules>(pieces_->model(), pieces_->startState(),
                                         toPieces(def_.goal), def_.key, def_.name);
    if (rules->moveNames() != names_) {
        pieces_.reset();  // cannot happen: the same moves in the same metric
        return;
    }
    pieceRules_ = std::move(rules);
}

Position Rules::toPieces(const Position& p) const
{
    if (!pieces_)
        return p;
    const model::StickerPieces::Read r =
        pieces_->stateOf(std::vector<int>(p.cells.begin(), p.cells.end()), false);
    Position out;
    out.cells.assign(r.state.begin(), r.state.end());
    return out;
}

def::Goal Rules::toPieces(const def::Goal& goal) const
{
    if (!pieces_)
        return goal;
    def::Goal out = goal;
    if (goal.type == def::Goal::Type::Values) {
        out.values = pieces_->stateOf(goal.values, true).state;
    } else {
        for (def::Goal& g : out.anyOf)
            g = toPieces(g);
    }
    return out;
}

std::string Rules::pieceName(int cell) const
{
    const auto c = static_cast<std::size_t>(cell);
    return c < def_.pieces.size() && !def_.pieces[c].empty() ? def_.pieces[c] : def_.cells[c].id;
}

Problems Rules::checkPieceGoal(const def::Goal& goal) const
{
    if (!pieces_)
        return {};
    switch (goal.type) {
    case def::Goal::Type::Uniform:
        return {problem("goal.piece-uniform", {})};
    case def::Goal::Type::AnyOf: {
        Problems out;
        for (const def::Goal& g : goal.anyOf) {
            Problems inner = checkPieceGoal(g);
            out.insert(out.end(), inner.begin(), inner.end());
        }
        return out;
    }
    case def::Goal::Type::Values:
        break;
    }
    const model::StickerPieces::Read r = pieces_->stateOf(goal.values, true);
    const int bad = r.badCell >= 0 ? r.badCell : pieces_->surplusCell(r.state);
    if (bad < 0)
        return {};
    return {problem("goal.piece", {def_.cells[static_cast<std::size_t>(bad)].id, pieceName(bad)})};
}

Position Rules::fromPieces(const Position& state) const
{
    if (!pieces_)
        return state;
    const std::vector<int> cells =
        pieces_->cellsOf(std::vector<int>(state.cells.begin(), state.cells.end()));
    Position out;
    out.cells.assign(cells.begin(), cells.end());
    return out;
}

Rules::Rules(model::OrbitModel puzzle, std::vector<int> start, def::Goal goal, std::string key,
             std::string name)
    : model_(std::make_shared<const model::OrbitModel>(std::move(puzzle)))
{
    // The definition's part that says what a person sees: a cell for every byte of a
    // state, named after its orbit and slot, orbit after orbit in rows.
    def_.key = key;
    def_.name = name.empty() ? std::move(key) : std::move(name);
    def_.kind = def::Kind::Permutation;  // read by nothing above the model for such rules
    schematic_ = true;
    std::set<int> all;
    int rows = 0;
    for (int o = 0; o < model_->orbitCount(); ++o) {
        const model::Orbit& orbit = model_->orbit(o);
        std::set<int> labels;
        for (int i = 0; i < orbit.size; ++i) {
            if (model_->pieceOffset(o) >= 0) {
                const int v = start.at(static_cast<std::size_t>(model_->pieceOffset(o) + i));
                labels.insert(v);
                all.insert(v);
            }
        }
        orbitLabels_.emplace_back(labels.begin(), labels.end());
        // A long orbit is folded into lines of kSchematicWidth slots, each line of pieces
        // above the line of their twists (a board of maltese's 24 gears in one row drew
        // each a few pixels wide).
        const int lines = (orbit.size + kSchematicWidth - 1) / kSchematicWidth;
        const int perLine = model_->twistOffset(o) >= 0 && model_->pieceOffset(o) >= 0 ? 2 : 1;
        auto row = [&](int offset, const std::string& suffix, int first) {
            if (offset < 0)
                return;
            for (int i = 0; i < orbit.size; ++i)
                def_.cells.push_back({orbit.name + "[" + std::to_string(i) + "]" + suffix,
                                      double(i % kSchematicWidth),
                                      double(rows + first + i / kSchematicWidth * perLine),
                                      {}});
        };
        row(model_->pieceOffset(o), "", 0);
        row(model_->twistOffset(o), ".twist", perLine - 1);
        rows += lines * perLine;
    }
    def_.labels.assign(all.begin(), all.end());
    def_.start = std::move(start);
    def_.goal = std::move(goal);
    finish();
}

void Rules::finish()
{
    const int n = cellCount();
    // The model's moves as the engines read them: every cell's source, the amount added
    // to every cell, or the blank's direction (one orbit; several orbits: the model's).
    std::vector<int> identity(static_cast<std::size_t>(n));
    std::iota(identity.begin(), identity.end(), 0);
    const bool single = model_->orbitCount() == 1;
    const bool turns = single && model_->orbit(0).twists > 1;
    for (int m = 0; m < model_->moveCount(); ++m) {
        const model::Move& mm = model_->move(m);
        RuleMove r;
        r.name = mm.name;
        r.base = mm.base;
        r.power = mm.power;
        if (model_->slides()) {
            r.direction = kDirections[static_cast<std::size_t>(mm.direction)];
        } else if (!single) {
            // Orbits of pieces (another solver's file): a cell per byte of a state, each
            // taking the byte the model's move gathers into it (a piece, or its twist,
            // which the move then changes).
            r.sources = model_->byteMove(m).from;
        } else if (single) {
            const model::OrbitEffect& e = mm.effects.front();
            r.sources = e.from.empty() ? identity : e.from;
            if (turns)
                r.add =
                    e.twist.empty() ? std::vector<int>(static_cast<std::size_t>(n), 0) : e.twist;
        }
        moves_.push_back(std::move(r));
    }
    for (const RuleMove& m : moves_)
        names_.push_back(m.name);

    if (def_.separator) {
        separator_ = *def_.separator;
    } else {
        const bool allSingle = std::all_of(names_.begin(), names_.end(),
                                           [](const std::string& s) { return s.size() == 1; });
        separator_ = allSingle ? "" : " ";
    }
}

int Rules::inverseOf(int m) const
{
    return model_->inverseOf(m);
}

int Rules::neighbour(int cell, char direction) const
{
    const int d = directionIndex(direction);
    if (d < 0)
        return -1;
    return model_->neighbour(cell, static_cast<model::Direction>(d));
}

bool Rules::legal(const Position& p, int m) const
{
    if (m < 0 || m >= moveCount() || static_cast<int>(p.cells.size()) != model_->stateSize())
        return false;
    return model_->legal(p.cells.data(), m);
}

Position Rules::apply(const Position& p, int m) const
{
    Position out = p;
    applyInPlace(out, m);
    return out;
}

void Rules::applyInPlace(Position& p, int m) const
{
    model_->apply(p.cells.data(), m);
}

std::optional<GoalReached> Rules::reached(const Position& p, const def::Goal& goal) const
{
    switch (goal.type) {
    case def::Goal::Type::Values:
        if (goal.values.size() != p.cells.size())
            return std::nullopt;
        for (std::size_t i = 0; i < p.cells.size(); ++i)
            if (goal.values[i] >= 0 && goal.values[i] != p.cells[i])
                return std::nullopt;
        return GoalReached{};
    case def::Goal::Type::Uniform: {
        int label = -1;
        for (int c : goal.uniformCells) {
            if (c < 0 || c >= static_cast<int>(p.cells.size()))
                return std::nullopt;
            const int v = p.cells[static_cast<std::size_t>(c)];
            if (label >= 0 && v != label)
                return std::nullopt;
            label = v;
        }
        return GoalReached{0, label};
    }
    case def::Goal::Type::AnyOf:
        for (std::size_t k = 0; k < goal.anyOf.size(); ++k)
            if (auto r = reached(p, goal.anyOf[k]))
                return GoalReached{static_cast<int>(k), r->label};
        return std::nullopt;
    }
    return std::nullopt;
}

Position Rules::start() const
{
    Position p;
    p.cells.reserve(def_.start.size());
    for (int v : def_.start)
        p.cells.push_back(static_cast<std::uint8_t>(v));
    return p;
}

Problems Rules::checkValues(const std::vector<long long>& values,
                            const std::vector<std::string>* texts) const
{
    Problems out;
    auto text = [&](std::size_t i) {
        return texts && i < texts->size() ? (*texts)[i] : std::to_string(values[i]);
    };
    const std::size_t n = def_.cells.size();
    if (values.size() != n) {
        out.push_back(
            problem("position.count", {std::to_string(n), std::to_string(values.size())}));
        return out;
    }
    // Per orbit: its pieces are labels of its own, its orientations below its twists.
    for (int o = 0; o < model_->orbitCount(); ++o) {
        const model::Orbit& orbit = model_->orbit(o);
        const std::vector<int>& labels = orbitLabels_[static_cast<std::size_t>(o)];
        for (int k = 0; k < orbit.size; ++k) {
            if (const int at = model_->pieceOffset(o); at >= 0) {
                const auto i = static_cast<std::size_t>(at + k);
                if (std::find(labels.begin(), labels.end(), values[i]) == labels.end())
                    out.push_back(problem("position.not-label",
                                          {def_.cells[i].id, text(i), joinInts(labels)}));
            }
        }
        for (int k = 0; k < orbit.size; ++k) {
            if (const int at = model_->twistOffset(o); at >= 0) {
                const auto i = static_cast<std::size_t>(at + k);
                if (values[i] < 0 || values[i] >= orbit.twists)
                    out.push_back(
                        problem("position.value-range",
                                {def_.cells[i].id, text(i), std::to_string(orbit.twists - 1)}));
            }
        }
    }
    if (!out.empty())
        return out;
    // Pieces: a rearrangement of `start`'s, every label as many times as there.
    for (int o = 0; o < model_->orbitCount(); ++o) {
        const int at = model_->pieceOffset(o);
        if (at < 0)
            continue;
        std::map<long long, int> have, want;
        for (int k = 0; k < model_->orbit(o).size; ++k) {
            ++have[values[static_cast<std::size_t>(at + k)]];
            ++want[def_.start[static_cast<std::size_t>(at + k)]];
        }
        for (int label : orbitLabels_[static_cast<std::size_t>(o)]) {
            const int h = have.count(label) ? have[label] : 0;
            const int w = want.count(label) ? want[label] : 0;
            if (h != w)
                out.push_back(
                    problem("position.not-rearrangement",
                            {std::to_string(label), std::to_string(h), std::to_string(w)}));
        }
    }
    // Stickers with pieces: every piece's cells show one of start's pieces, turned.
    if (out.empty() && pieces_) {
        const std::vector<int> cells(values.begin(), values.end());
        const model::StickerPieces::Read r = pieces_->stateOf(cells, false);
        const int bad = r.badCell >= 0 ? r.badCell : pieces_->surplusCell(r.state);
        if (bad >= 0)
            out.push_back(problem("position.piece",
                                  {def_.cells[static_cast<std::size_t>(bad)].id, pieceName(bad)}));
    }
    return out;
}

Problems Rules::validate(const Position& p) const
{
    return checkValues(std::vector<long long>(p.cells.begin(), p.cells.end()));
}

Problems Rules::checkGoal(const def::Goal& goal) const
{
    Problems out;
    const int n = cellCount();
    switch (goal.type) {
    case def::Goal::Type::Values:
        if (static_cast<int>(goal.values.size()) != n)
            out.push_back(
                problem("goal.count", {std::to_string(n), std::to_string(goal.values.size())}));
        break;
    case def::Goal::Type::Uniform:
        if (goal.uniformCells.empty())
            out.push_back(problem("goal.uniform-empty", {}));
        for (int c : goal.uniformCells)
            if (c < 0 || c >= n)
                out.push_back(
                    problem("goal.cell-range", {std::to_string(c), std::to_string(n - 1)}));
        break;
    case def::Goal::Type::AnyOf:
        if (goal.anyOf.empty())
            out.push_back(problem("goal.anyof-empty", {}));
        for (const def::Goal& g : goal.anyOf) {
            Problems inner = checkGoal(g);
            out.insert(out.end(), inner.begin(), inner.end());
        }
        break;
    }
    return out;
}

Problems Rules::validateGoal(const def::Goal& goal) const
{
    if (goal.type != def::Goal::Type::Values)
        return {problem("goal.not-full", {})};
    if (std::any_of(goal.values.begin(), goal.values.end(), [](int v) { return v < 0; }) &&
        goal.values.size() == def_.cells.size())
        return {problem("goal.not-full", {})};
    return checkValues(std::vector<long long>(goal.values.begin(), goal.values.end()));
}

namespace {

// Uniform in 0..n-1 (n >= 1) by rejection, the same on every platform.
std::uint64_t uniformBelow(std::mt19937_64& rng, std::uint64_t n)
{
    const std::uint64_t limit =
        std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
    std::uint64_t r = rng();
    while (r >= limit)
        r = rng();
    return r % n;
}

}  // namespace

Position Rules::random(std::mt19937_64& rng) const
{
    if (pieceRules_)
        return fromPieces(pieceRules_->random(rng));
    Position p = start();
    for (int o = 0; o < model_->orbitCount(); ++o) {
        const auto n = static_cast<std::size_t>(model_->orbit(o).size);
        // Fisher-Yates: every arrangement of the orbit's pieces equally likely.
        if (const int at = model_->pieceOffset(o); at >= 0) {
            std::uint8_t* pieces = p.cells.data() + at;
            for (std::size_t i = n; i > 1; --i)
                std::swap(pieces[i - 1], pieces[uniformBelow(rng, i)]);
        }
        if (const int at = model_->twistOffset(o); at >= 0)
            for (std::size_t i = 0; i < n; ++i)
                p.cells[static_cast<std::size_t>(at) + i] = static_cast<std::uint8_t>(
                    uniformBelow(rng, static_cast<std::uint64_t>(model_->orbit(o).twists)));
    }
    return p;
}

std::string Rules::formatPosition(const Position& p) const
{
    std::string out;
    for (std::size_t i = 0; i < p.cells.size(); ++i) {
        if (i)
            out += ' ';
        out += std::to_string(p.cells[i]);
    }
    return out;
}

Checked<Position> Rules::parsePosition(std::string_view text) const
{
    Checked<Position> out;
    std::vector<long long> values;
    std::vector<std::string> texts;
    const auto tokens = splitWhitespace(text);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        std::string_view t = tokens[i];
        std::string_view digits = t;
        if (!digits.empty() && digits.front() == '+')
            digits.remove_prefix(1);
        long long v = 0;
        const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
        const bool allDigits = !digits.empty() && ptr == digits.data() + digits.size();
        if (ec == std::errc::result_out_of_range && allDigits) {
            v = std::numeric_limits<long long>::max();  // out of every range below
        } else if (ec != std::errc() || !allDigits) {
            out.problems.push_back(
                problem("position.not-number", {std::to_string(i + 1), std::string(t)}));
            continue;
        }
        values.push_back(v);
        texts.emplace_back(t);
    }
    if (!out.problems.empty())
        return out;
    out.problems = checkValues(values, &texts);
    if (!out.problems.empty())
        return out;
    Position p;
    p.cells.reserve(values.size());
    for (long long v : values)
        p.cells.push_back(static_cast<std::uint8_t>(v));
    out.value = std::move(p);
    return out;
}

std::string Rules::formatMoves(const std::vector<int>& moves) const
{
    std::string out;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i)
            out += separator_;
        out += names_[static_cast<std::size_t>(moves[i])];
    }
    return out;
}

Checked<std::vector<int>> Rules::parseMoves(std::string_view text) const
{
    Checked<std::vector<int>> out;
    // Names by length, longest first (a stable sort keeps the move order among equals).
    std::vector<int> byLength(names_.size());
    std::iota(byLength.begin(), byLength.end(), 0);
    std::stable_sort(byLength.begin(), byLength.end(), [&](int a, int b) {
        return names_[static_cast<std::size_t>(a)].size() >
               names_[static_cast<std::size_t>(b)].size();
    });
    auto exact = [&](std::string_view piece) {
        for (std::size_t m = 0; m < names_.size(); ++m)
            if (names_[m] == piece)
                return static_cast<int>(m);
        return -1;
    };

    // With a separator of more than spaces (", ", " - "), the text is cut at its
    // visible part first, wherever spaces fall around it; names hold no spaces.
    std::string_view mark = separator_;
    while (!mark.empty() && isSpace(mark.front()))
        mark.remove_prefix(1);
    while (!mark.empty() && isSpace(mark.back()))
        mark.remove_suffix(1);
    std::vector<std::string_view> parts;
    if (mark.empty()) {
        parts.push_back(text);
    } else {
        std::size_t from = 0;
        for (;;) {
            const std::size_t at = text.find(mark, from);
            parts.push_back(text.substr(from, at == std::string_view::npos ? at : at - from));
            if (at == std::string_view::npos)
                break;
            from = at + mark.size();
        }
    }
    std::vector<std::string_view> pieces;
    for (std::string_view part : parts)
        for (std::string_view chunk : splitWhitespace(part))
            pieces.push_back(chunk);

    std::vector<int> moves;
    for (std::string_view piece : pieces) {
        if (const int m = exact(piece); m >= 0) {
            moves.push_back(m);
            continue;
        }
        std::size_t at = 0;
        while (at < piece.size()) {
            int found = -1;
            for (int m : byLength) {
                const std::string& name = names_[static_cast<std::size_t>(m)];
                if (!name.empty() && piece.substr(at, name.size()) == name) {
                    found = m;
                    break;
                }
            }
            if (found < 0) {
                std::string names;
                for (std::size_t k = 0; k < names_.size(); ++k)
                    names += (k ? " " : "") + names_[k];
                out.problems.push_back(
                    problem("moves.unknown-name", {std::string(piece.substr(at)), names}));
                return out;
            }
            moves.push_back(found);
            at += names_[static_cast<std::size_t>(found)].size();
        }
    }
    out.value = std::move(moves);
    return out;
}

}  // namespace pl
