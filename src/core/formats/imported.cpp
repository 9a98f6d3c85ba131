#include "core/formats/imported.h"

#include <algorithm>
#include <climits>
#include <numeric>
#include <set>
#include <stdexcept>

#include "core/formats/definition_reader.h"
#include "core/formats/raw_text.h"

namespace pl::formats {

StateLayout layoutOf(const std::vector<model::Orbit>& orbits)
{
    StateLayout l;
    for (const model::Orbit& o : orbits) {
        l.pieceAt.push_back(o.piecesMove ? l.size : -1);
        if (o.piecesMove)
            l.size += o.size;
        l.twistAt.push_back(o.twists > 1 ? l.size : -1);
        if (o.twists > 1)
            l.size += o.size;
    }
    return l;
}

long long orderOf(const model::BaseMove& move, const std::vector<model::Orbit>& orbits)
{
    long long order = 1;
    // Each factor is at most INT_MAX, so each lcm fits before it is cut back.
    for (std::size_t o = 0; o < move.effects.size() && o < orbits.size(); ++o)
        order = std::min<long long>(
            std::lcm(order,
                     model::OrbitModel::order(move.effects[o], orbits[o].size, orbits[o].twists)),
            INT_MAX);
    return order;
}

std::set<std::string> namesWithPowers(const ImportedPuzzle& puzzle)
{
    std::set<std::string> names;
    auto add = [&](const model::BaseMove& m) {
        const long long order = orderOf(m, puzzle.orbits);
        names.insert(m.name);
        for (long long j = 2; j < order && j < 256; ++j)
            names.insert(model::powerName(m.name, static_cast<int>(j), static_cast<int>(order)));
    };
    for (const model::BaseMove& m : puzzle.moves)
        add(m);
    for (const model::BaseMove& m : puzzle.rotations)
        add(m);
    return names;
}

void settleOrbits(ImportedPuzzle& puzzle)
{
    const std::size_t count = puzzle.orbits.size();
    auto still = [&](std::size_t o) {
        auto fixes = [&](const model::BaseMove& m) {
            if (o >= m.effects.size())
                return true;
            const std::vector<int>& from = m.effects[o].from;
            for (std::size_t i = 0; i < from.size(); ++i)
                if (from[i] != static_cast<int>(i))
                    return false;
            return true;
        };
        return std::all_of(puzzle.moves.begin(), puzzle.moves.end(), fixes) &&
               std::all_of(puzzle.rotations.begin(), puzzle.rotations.end(), fixes);
    };
    std::vector<bool> settle(count), drop(count);
    for (std::size_t o = 0; o < count; ++o) {
        settle[o] = puzzle.orbits[o].piecesMove && still(o);
        drop[o] = settle[o] && puzzle.orbits[o].twists == 1;
    }
    if (std::none_of(settle.begin(), settle.end(), [](bool b) { return b; }) ||
        std::all_of(drop.begin(), drop.end(), [](bool b) { return b; }))
        return;
    const StateLayout before = layoutOf(puzzle.orbits);
    const auto wild = [&](int at) {
        return static_cast<std::size_t>(at) < puzzle.anyTwist.size() &&
               puzzle.anyTwist[static_cast<std::size_t>(at)];
    };
    // The slots each orbit keeps: a settled orbit leaves out the slots whose twist does
    // not count (`?`): their pieces never move, so nothing else depends on those twists.
    std::vector<std::vector<std::size_t>> kept(count);
    for (std::size_t o = 0; o < count; ++o)
        for (std::size_t i = 0; i < static_cast<std::size_t>(puzzle.orbits[o].size); ++i)
            if (!settle[o] || before.twistAt[o] < 0 ||
                !wild(before.twistAt[o] + static_cast<int>(i)))
                kept[o].push_back(i);
    std::vector<model::Orbit> orbits;
    std::vector<int> solved;
    std::vector<bool> anyTwist;
    for (std::size_t o = 0; o < count; ++o) {
        if (drop[o])
            continue;
        model::Orbit orbit = puzzle.orbits[o];
        orbit.size = static_cast<int>(kept[o].size());
        if (settle[o])
            orbit.piecesMove = false;
        else
            for (const std::size_t i : kept[o]) {
                solved.push_back(puzzle.solved[static_cast<std::size_t>(before.pieceAt[o]) + i]);
                anyTwist.push_back(false);
            }
        if (before.twistAt[o] >= 0)
            for (const std::size_t i : kept[o]) {
                solved.push_back(puzzle.solved[static_cast<std::size_t>(before.twistAt[o]) + i]);
                anyTwist.push_back(wild(before.twistAt[o] + static_cast<int>(i)));
            }
        orbits.push_back(std::move(orbit));
    }
    auto settleMoves = [&](std::vector<model::BaseMove>& moves) {
        for (model::BaseMove& m : moves) {
            std::vector<model::OrbitEffect> effects;
            for (std::size_t o = 0; o < count; ++o) {
                if (drop[o])
                    continue;
                model::OrbitEffect e = o < m.effects.size() ? m.effects[o] : model::OrbitEffect{};
                if (settle[o]) {
                    e.from.clear();
                    if (!e.twist.empty()) {
                        std::vector<int> twist;
                        for (const std::size_t i : kept[o])
                            twist.push_back(e.twist[i]);
                        e.twist = std::move(twist);
                    }
                }
                effects.push_back(std::move(e));
            }
            m.effects = std::move(effects);
        }
    };
    settleMoves(puzzle.moves);
    settleMoves(puzzle.rotations);
    puzzle.orbits = std::move(orbits);
    puzzle.solved = std::move(solved);
    if (!puzzle.anyTwist.empty())
        puzzle.anyTwist = std::move(anyTwist);
}

Checked<model::OrbitModel> modelOf(const ImportedPuzzle& puzzle, model::MoveMetric metric)
{
    // How many moves the metric makes, before making them: a move of order 5,000
    // would make 4,999 powers.
    long long count = 0;
    for (const model::BaseMove& m : puzzle.moves) {
        const long long order = orderOf(m, puzzle.orbits);
        // Orders saturate at INT_MAX: 4,096 of them still fit the sum.
        count += metric == model::MoveMetric::Power                  ? order - 1
                 : metric == model::MoveMetric::Inverse && order > 2 ? 2
                                                                     : 1;
    }
    if (count > def::kMaxMoves)
        return {std::nullopt,
                {problemAt("import.too-many-moves",
                           {std::to_string(count), std::to_string(def::kMaxMoves)})}};
    Checked<model::OrbitModel> out;
    try {
        out.value.emplace(puzzle.orbits, puzzle.moves, metric);
    } catch (const std::invalid_argument& e) {
        return {std::nullopt, {problemAt("internal", {e.what()})}};
    }
    // Two written moves whose powers share a name ("R" of order 4 gives "R2", and the
    // file has an "R2" too): a sequence could not say which it means.
    std::set<std::string> names;
    for (int m = 0; m < out.value->moveCount(); ++m)
        if (!names.insert(out.value->move(m).name).second)
            return {std::nullopt, {problemAt("import.move-name-twice", {out.value->move(m).name})}};
    return out;
}

}  // namespace pl::formats
