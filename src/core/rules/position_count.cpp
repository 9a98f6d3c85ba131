#include "core/rules/position_count.h"

#include <cstdint>
#include <map>
#include <vector>

#include "core/model/orbit_model.h"

namespace pl {

namespace {

// Decimal arithmetic on digit strings, so no count overflows (4096 cells of a
// 64-value dial have 64^4096 positions).
using Big = std::vector<int>;  // little-endian base 10^9

void multiply(Big& n, std::uint64_t f)
{
    std::uint64_t carry = 0;
    for (int& d : n) {
        const std::uint64_t v = static_cast<std::uint64_t>(d) * f + carry;
        d = static_cast<int>(v % 1000000000u);
        carry = v / 1000000000u;
    }
    while (carry) {
        n.push_back(static_cast<int>(carry % 1000000000u));
        carry /= 1000000000u;
    }
}

std::uint64_t divide(Big& n, std::uint64_t f)  // returns the remainder
{
    std::uint64_t rem = 0;
    for (std::size_t i = n.size(); i-- > 0;) {
        const std::uint64_t v = rem * 1000000000u + static_cast<std::uint64_t>(n[i]);
        n[i] = static_cast<int>(v / f);
        rem = v % f;
    }
    while (n.size() > 1 && n.back() == 0)
        n.pop_back();
    return rem;
}

std::string text(const Big& n)
{
    std::string out = std::to_string(n.back());
    for (std::size_t i = n.size() - 1; i-- > 0;) {
        const std::string part = std::to_string(n[i]);
        out += std::string(9 - part.size(), '0') + part;
    }
    return out;
}

// Whether the goal takes any twist of the piece it fixes in slot i of orbit o.
bool uncounted(const model::OrbitModel& model, const def::Goal& goal, int o, int i)
{
    const int piece = model.pieceOffset(o);
    const int twist = model.twistOffset(o);
    if (goal.type != def::Goal::Type::Values || piece < 0 || twist < 0 ||
        goal.values.size() != static_cast<std::size_t>(model.stateSize()))
        return false;
    return goal.values[static_cast<std::size_t>(piece + i)] >= 0 &&
           goal.values[static_cast<std::size_t>(twist + i)] < 0;
}

}  // namespace

std::uint64_t statesPerPosition(const Rules& rules, const def::Goal& goal)
{
    const model::OrbitModel& model = rules.model();
    std::uint64_t k = 1;
    for (int o = 0; o < model.orbitCount(); ++o)
        for (int i = 0; i < model.orbit(o).size; ++i)
            if (uncounted(model, goal, o, i)) {
                const auto t = static_cast<std::uint64_t>(model.orbit(o).twists);
                k = k > UINT64_MAX / t ? UINT64_MAX : k * t;
            }
    return k;
}

bool twistUncounted(const Rules& rules, const Position& p, int at)
{
    const model::OrbitModel& model = rules.model();
    const def::Goal& goal = rules.goal();
    for (int o = 0; o < model.orbitCount(); ++o) {
        const int twist = model.twistOffset(o);
        const int size = model.orbit(o).size;
        if (twist < 0 || at < twist || at >= twist + size)
            continue;
        const int piece = model.pieceOffset(o);
        if (piece < 0 || p.cells.size() != static_cast<std::size_t>(model.stateSize()))
            return false;
        const int label = p.cells[static_cast<std::size_t>(piece + at - twist)];
        for (int i = 0; i < size; ++i)
            if (uncounted(model, goal, o, i) &&
                goal.values[static_cast<std::size_t>(piece + i)] == label)
                return true;
        return false;
    }
    return false;
}

std::string validPositionCount(const Rules& rules)
{
    // Stickers with pieces (SPEC 8.2): the valid positions are the states of the pieces.
    if (rules.pieceRules())
        return validPositionCount(*rules.pieceRules());
    // Per orbit: the arrangements of its pieces (size! / (count of each label)!) times
    // its orientations (twists^size).
    const model::OrbitModel& model = rules.model();
    const Position start = rules.start();
    Big n{1};
    for (int o = 0; o < model.orbitCount(); ++o) {
        const int size = model.orbit(o).size;
        if (const int at = model.pieceOffset(o); at >= 0) {
            std::map<int, int> counts;
            for (int i = 0; i < size; ++i)
                ++counts[start.cells[static_cast<std::size_t>(at + i)]];
            for (int i = 2; i <= size; ++i)
                multiply(n, static_cast<std::uint64_t>(i));
            for (const auto& [label, count] : counts)
                for (int k = 2; k <= count; ++k)
                    divide(n, static_cast<std::uint64_t>(k));
        }
        // (A twist the goal does not count is no part of a position: statesPerPosition.)
        if (model.twistOffset(o) >= 0)
            for (int i = 0; i < size; ++i)
                if (!uncounted(model, rules.goal(), o, i))
                    multiply(n, static_cast<std::uint64_t>(model.orbit(o).twists));
    }
    return text(n);
}

std::string unreachedPositionCount(const Rules& rules, std::uint64_t reached)
{
    // The decimal count minus a small number, digit by digit with a borrow.
    std::string total = validPositionCount(rules);
    for (std::size_t i = total.size(); i-- > 0 && reached > 0;) {
        const auto digit = static_cast<std::uint64_t>(total[i] - '0');
        const std::uint64_t sub = reached % 10;
        reached /= 10;
        if (digit >= sub) {
            total[i] = static_cast<char>('0' + (digit - sub));
        } else {
            total[i] = static_cast<char>('0' + (digit + 10 - sub));
            ++reached;  // borrow
        }
    }
    const auto first = total.find_first_not_of('0');
    return first == std::string::npos ? "0" : total.substr(first);
}

}  // namespace pl
