#include "core/rules/rules.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

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

// The order of a permutation given as "cell i takes cell sources[i]": the lcm of its
// cycle lengths.
int permutationOrder(const std::vector<int>& sources)
{
    std::vector<bool> seen(sources.size(), false);
    long long order = 1;
    for (std::size_t i = 0; i < sources.size(); ++i) {
        if (seen[i])
            continue;
        long long length = 0;
        for (std::size_t j = i; !seen[j]; j = static_cast<std::size_t>(sources[j])) {
            seen[j] = true;
            ++length;
        }
        order = std::lcm(order, length);
    }
    return static_cast<int>(order);
}

// The order of adding `add` modulo `modulus`: the smallest k >= 1 with k * add = 0.
int dialOrder(const std::vector<int>& add, int modulus)
{
    int order = 1;
    for (int a : add) {
        const int r = ((a % modulus) + modulus) % modulus;
        order = std::lcm(order, modulus / std::gcd(r == 0 ? modulus : r, modulus));
    }
    return order;
}

// Power j of a move of order k (SPEC 7.2).
std::string powerName(const std::string& base, int j, int k)
{
    if (j == 1)
        return base;
    if (j <= k / 2)
        return base + std::to_string(j);
    if (j == k - 1)
        return base + "'";
    return base + std::to_string(k - j) + "'";
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
    std::vector<int> identity(static_cast<std::size_t>(n));
    std::iota(identity.begin(), identity.end(), 0);

    if (def_.kind == def::Kind::Dial && def_.start.empty())
        def_.start.assign(static_cast<std::size_t>(n), 0);
    if (def_.kind == def::Kind::Dial && def_.goal.type == def::Goal::Type::Values &&
        def_.goal.values.empty())
        def_.goal.values.assign(static_cast<std::size_t>(n), 0);

    if (def_.kind == def::Kind::Sliding) {
        // Neighbours by integer coordinates; the reader has checked they are integers
        // and distinct, but a cell off the grid simply has no neighbours.
        std::map<std::pair<long long, long long>, int> at;
        auto integer = [](double v, long long& out) {
            if (!std::isfinite(v) || std::floor(v) != v)
                return false;
            out = static_cast<long long>(v);
            return true;
        };
        for (int i = 0; i < n; ++i) {
            long long x = 0, y = 0;
            if (integer(def_.cells[static_cast<std::size_t>(i)].x, x) &&
                integer(def_.cells[static_cast<std::size_t>(i)].y, y))
                at.emplace(std::make_pair(x, y), i);
        }
        neighbours_.assign(static_cast<std::size_t>(n), {-1, -1, -1, -1});
        for (const auto& [xy, i] : at) {
            const auto [x, y] = xy;
            const std::pair<long long, long long> step[4] = {
                {x, y - 1}, {x, y + 1}, {x - 1, y}, {x + 1, y}};
            for (int d = 0; d < 4; ++d) {
                auto it = at.find(step[d]);
                if (it != at.end())
                    neighbours_[static_cast<std::size_t>(i)][static_cast<std::size_t>(d)] =
                        it->second;
            }
        }
        for (std::size_t b = 0; b < def_.moveOrder.size(); ++b) {
            RuleMove m;
            m.name = std::string(1, def_.moveOrder[b]);
            m.base = static_cast<int>(b);
            m.direction = def_.moveOrder[b];
            moves_.push_back(std::move(m));
        }
    } else {
        for (std::size_t b = 0; b < def_.moves.size(); ++b) {
            const def::Move& dm = def_.moves[b];
            RuleMove once;
            once.name = dm.name;
            once.base = static_cast<int>(b);
            int order = 1;
            if (def_.kind == def::Kind::Dial) {
                once.sources = identity;
                once.add.assign(static_cast<std::size_t>(n), 0);
                for (int c = 0; c < n && c < static_cast<int>(dm.add.size()); ++c)
                    once.add[static_cast<std::size_t>(c)] =
                        ((dm.add[static_cast<std::size_t>(c)] % def_.modulus) + def_.modulus) %
                        def_.modulus;
                order = dialOrder(once.add, def_.modulus);
            } else {
                once.sources = identity;
                for (const auto& cycle : dm.cycles)
                    for (std::size_t j = 0; j < cycle.size(); ++j) {
                        // The content of cycle[j] moves to cycle[j+1] (the last's to
                        // the first), so cycle[j+1] takes from cycle[j].
                        const int to = cycle[(j + 1) % cycle.size()];
                        once.sources[static_cast<std::size_t>(to)] = cycle[j];
                    }
                order = permutationOrder(once.sources);
            }
            // The move applied `power` times. Powers are asked for in increasing order,
            // so each is one step from the one before (linear, not quadratic, in the
            // order of the move).
            std::vector<int> src = identity;
            int srcPower = 0;
            auto powered = [&](int power, std::string name) {
                RuleMove m = once;
                m.name = std::move(name);
                m.power = power;
                if (def_.kind == def::Kind::Dial) {
                    for (int& a : m.add)
                        a = static_cast<int>((static_cast<long long>(a) * power) % def_.modulus);
                } else {
                    if (power < srcPower) {
                        src = identity;
                        srcPower = 0;
                    }
                    for (; srcPower < power; ++srcPower) {
                        std::vector<int> next(src.size());
                        for (std::size_t i = 0; i < src.size(); ++i)
                            next[i] = src[static_cast<std::size_t>(
                                once.sources[i])];  // one more move after the others
                        src = std::move(next);
                    }
                    m.sources = src;
                }
                return m;
            };
            switch (def_.metric) {
            case def::Metric::Move:
                moves_.push_back(once);
                break;
            case def::Metric::Inverse:
                moves_.push_back(once);
                if (order > 2)
                    moves_.push_back(powered(order - 1, dm.name + "'"));
                break;
            case def::Metric::Power:
                for (int j = 1; j < order; ++j)
                    moves_.push_back(powered(j, powerName(dm.name, j, order)));
                break;
            }
        }
    }

    for (const RuleMove& m : moves_)
        names_.push_back(m.name);

    // The move that undoes each move: the first whose effect is the inverse effect.
    // Effects are looked up by value, so this stays linear in the moves (a definition
    // may have thousands).
    inverse_.assign(moves_.size(), -1);
    if (def_.kind == def::Kind::Sliding) {
        for (std::size_t a = 0; a < moves_.size(); ++a)
            for (std::size_t b = 0; b < moves_.size() && inverse_[a] < 0; ++b) {
                const int dx = directionIndex(moves_[a].direction);
                const int dy = directionIndex(moves_[b].direction);
                if (dx >= 0 && dy >= 0 && (dx ^ 1) == dy)  // U<->D, L<->R
                    inverse_[a] = static_cast<int>(b);
            }
    } else {
        std::map<std::pair<std::vector<int>, std::vector<int>>, int> byEffect;
        for (std::size_t b = 0; b < moves_.size(); ++b)
            byEffect.emplace(std::pair(moves_[b].sources, moves_[b].add), static_cast<int>(b));
        for (std::size_t a = 0; a < moves_.size(); ++a) {
            const RuleMove& x = moves_[a];
            // y undoes x when x then y is the identity: y.sources = x.sources inverted,
            // y.add = -x.add.
            std::vector<int> sources(x.sources.size());
            for (std::size_t i = 0; i < x.sources.size(); ++i)
                sources[static_cast<std::size_t>(x.sources[i])] = static_cast<int>(i);
            std::vector<int> add(x.add.size());
            for (std::size_t i = 0; i < x.add.size(); ++i)
                add[i] = (def_.modulus - x.add[i] % def_.modulus) % def_.modulus;
            if (const auto it = byEffect.find(std::pair(sources, add)); it != byEffect.end())
                inverse_[a] = it->second;
        }
    }

    if (def_.separator) {
        separator_ = *def_.separator;
    } else {
        const bool allSingle = std::all_of(names_.begin(), names_.end(),
                                           [](const std::string& s) { return s.size() == 1; });
        separator_ = allSingle ? "" : " ";
    }
}

int Rules::neighbour(int cell, char direction) const
{
    const int d = directionIndex(direction);
    if (d < 0 || cell < 0 || cell >= static_cast<int>(neighbours_.size()))
        return -1;
    return neighbours_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)];
}

namespace {

int blankCell(const Position& p, int blank)
{
    for (std::size_t i = 0; i < p.cells.size(); ++i)
        if (p.cells[i] == blank)
            return static_cast<int>(i);
    return -1;
}

}  // namespace

bool Rules::legal(const Position& p, int m) const
{
    if (m < 0 || m >= moveCount())
        return false;
    if (def_.kind != def::Kind::Sliding)
        return true;
    return neighbour(blankCell(p, def_.blank), moves_[static_cast<std::size_t>(m)].direction) >= 0;
}

Position Rules::apply(const Position& p, int m) const
{
    Position out = p;
    applyInPlace(out, m);
    return out;
}

void Rules::applyInPlace(Position& p, int m) const
{
    const RuleMove& move = moves_[static_cast<std::size_t>(m)];
    switch (def_.kind) {
    case def::Kind::Dial:
        // Both terms are below the modulus, so one subtraction wraps (no division).
        for (std::size_t i = 0; i < p.cells.size(); ++i) {
            const int v = p.cells[i] + move.add[i];
            p.cells[i] = static_cast<std::uint8_t>(v >= def_.modulus ? v - def_.modulus : v);
        }
        break;
    case def::Kind::Permutation: {
        // Small positions: a copy on the stack when it fits, else on the heap.
        constexpr std::size_t kSmall = 64;
        std::uint8_t small[kSmall];
        std::vector<std::uint8_t> large;
        std::uint8_t* old = small;
        if (p.cells.size() > kSmall) {
            large = p.cells;
            old = large.data();
        } else {
            std::copy(p.cells.begin(), p.cells.end(), small);
        }
        for (std::size_t i = 0; i < p.cells.size(); ++i)
            p.cells[i] = old[move.sources[i]];
        break;
    }
    case def::Kind::Sliding: {
        const int b = blankCell(p, def_.blank);
        const int to = neighbour(b, move.direction);
        if (b >= 0 && to >= 0)
            std::swap(p.cells[static_cast<std::size_t>(b)], p.cells[static_cast<std::size_t>(to)]);
        break;
    }
    }
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
    if (def_.kind == def::Kind::Dial) {
        for (std::size_t i = 0; i < n; ++i)
            if (values[i] < 0 || values[i] >= def_.modulus)
                out.push_back(problem("position.value-range", {def_.cells[i].id, text(i),
                                                               std::to_string(def_.modulus - 1)}));
        return out;
    }
    for (std::size_t i = 0; i < n; ++i)
        if (std::find(def_.labels.begin(), def_.labels.end(), values[i]) == def_.labels.end())
            out.push_back(
                problem("position.not-label", {def_.cells[i].id, text(i), joinInts(def_.labels)}));
    if (!out.empty())
        return out;
    // A rearrangement of `start`: every label as many times as there.
    std::map<long long, int> have, want;
    for (long long v : values)
        ++have[v];
    for (int v : def_.start)
        ++want[v];
    for (int label : def_.labels) {
        const int h = have.count(label) ? have[label] : 0;
        const int w = want.count(label) ? want[label] : 0;
        if (h != w)
            out.push_back(problem("position.not-rearrangement",
                                  {std::to_string(label), std::to_string(h), std::to_string(w)}));
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
    Position p = start();
    if (def_.kind == def::Kind::Dial) {
        for (auto& c : p.cells)
            c = static_cast<std::uint8_t>(
                uniformBelow(rng, static_cast<std::uint64_t>(def_.modulus)));
        return p;
    }
    // Fisher-Yates: every arrangement of the multiset of `start` equally likely.
    for (std::size_t i = p.cells.size(); i > 1; --i)
        std::swap(p.cells[i - 1], p.cells[uniformBelow(rng, i)]);
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
