#include "core/rules/scramble.h"

#include <map>
#include <optional>

#include "core/model/orbit_model.h"

namespace pl {

namespace {

// A fixed position a goal names, or none.
std::optional<Position> fixedBy(const Rules& rules, const def::Goal& goal)
{
    if (goal.type == def::Goal::Type::AnyOf)
        return goal.anyOf.empty() ? std::nullopt : fixedBy(rules, goal.anyOf.front());
    if (goal.type != def::Goal::Type::Values ||
        static_cast<int>(goal.values.size()) != rules.cellCount())
        return std::nullopt;
    Position p;
    for (const int v : goal.values) {
        if (v < 0)
            return std::nullopt;
        p.cells.push_back(static_cast<std::uint8_t>(v));
    }
    if (!rules.validate(p).empty())
        return std::nullopt;
    return p;
}

// What a name plays: moves of the rules, each given times.
struct Played {
    std::vector<std::pair<int, int>> moves;  // (move, times)
};

}  // namespace

Position scrambleStart(const Rules& rules)
{
    if (std::optional<Position> p = fixedBy(rules, rules.goal()))
        return *p;
    return rules.start();
}

Checked<Position> scrambled(const Rules& rules, const NamedSequences& named, std::string_view text)
{
    return playSequence(rules, named, scrambleStart(rules), text);
}

Checked<Position> playSequence(const Rules& rules, const NamedSequences& named, Position from,
                               std::string_view text)
{
    const model::OrbitModel& model = rules.model();
    // Every name a line may use, with what it plays.
    std::map<std::string, Played, std::less<>> names;
    for (int m = 0; m < rules.moveCount(); ++m)
        names[rules.moveNames()[static_cast<std::size_t>(m)]] = Played{{{m, 1}}};
    for (int m = 0; m < model.moveCount(); ++m) {
        const model::Move& once = model.move(m);
        if (once.power != 1 || model.slides())
            continue;
        const int k = model.baseOrder(once.base);
        for (int j = 2; j < k && j < 256; ++j)
            names.try_emplace(model::powerName(once.name, j, k), Played{{{m, j}}});
    }
    auto fail = [](std::string code, std::vector<std::string> args) -> Checked<Position> {
        return {std::nullopt, {Problem{std::move(code), std::move(args), {}}}};
    };
    // A file's sequence may go through a rotation (twsearch's trapentrix: `MoveSequence R
    // Fv L Fv`), which is kept apart and not played (SPEC 8.3): such a name is refused
    // when a line uses it, and the lines that do not still play. Per name: the rotation.
    std::map<std::string, std::string, std::less<>> throughRotation;
    for (const auto& [name, words] : named) {
        Played all;
        long long length = 0;
        std::string rotation;
        for (const std::string& w : words) {
            const auto it = names.find(w);
            if (it == names.end()) {
                const auto via = throughRotation.find(w);
                rotation = via != throughRotation.end() ? via->second : w;
                break;
            }
            for (const auto& [m, times] : it->second.moves) {
                all.moves.emplace_back(m, times);
                length += times;
            }
            if (length > kMaxScrambleMoves)
                break;
        }
        if (!rotation.empty())
            throughRotation.try_emplace(name, std::move(rotation));
        else
            names.try_emplace(name, std::move(all));
    }

    Position p = std::move(from);
    long long played = 0;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t begin = text.find_first_not_of(" \t\r", at);
        if (begin == std::string_view::npos)
            break;
        const std::size_t end = std::min(text.find_first_of(" \t\r", begin), text.size());
        const std::string_view word = text.substr(begin, end - begin);
        at = end;
        const auto it = names.find(word);
        if (it == names.end()) {
            if (const auto via = throughRotation.find(word); via != throughRotation.end())
                return fail("scramble.through-rotation", {std::string(word), via->second});
            return fail("scramble.unknown-move", {std::string(word)});
        }
        for (const auto& [m, times] : it->second.moves) {
            for (int t = 0; t < times; ++t) {
                if (++played > kMaxScrambleMoves)
                    return fail("scramble.too-long", {std::to_string(kMaxScrambleMoves)});
                if (!rules.legal(p, m))
                    return fail("scramble.illegal-move",
                                {rules.moveNames()[static_cast<std::size_t>(m)]});
                rules.applyInPlace(p, m);
            }
        }
    }
    return {std::move(p), {}};
}

}  // namespace pl
