// What a distance table is built over: a space reduced to what a goal depends on (classes
// of labels, kept dial cells, relabelling classes) and its goal positions. Two parts of a
// goal with equal specs share one table (key() is the cache key). Which space a spec is
// built in (search/space_*.h) is decided here: usesMask, usesPackedDial, usesOrbits,
// else cells as bytes.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/def/puzzle_def.h"

namespace pl::search {

// A reduced space and its goal positions; two components with equal specs share one
// table (key() is the cache key).
struct TableSpec {
    def::Kind kind = def::Kind::Permutation;
    int cells = 0;
    std::vector<int> counts;  // permutation, sliding: cells per class
    int blankClass = -1;      // sliding
    int modulus = 0;          // dial
    std::vector<int> kept;    // dial: the full position's cell for each reduced cell
    std::vector<int> goal;    // per reduced cell: the class (value) required, -1 any
    bool allEqual = false;    // dial uniform: goal = every reduced cell equal
    // Histogram fallback: classes are the labels themselves (classLabel), and a goal
    // position is one Rules::reached accepts for `fullGoal`.
    std::optional<def::Goal> fullGoal;
    std::vector<int> classLabel;
    // Distinct labels with a goal set kept by relabellings (RelabelSpace): the group, each
    // element as class -> class with the identity first, and the goal positions (full
    // arrangements of the classes, sorted). Empty otherwise.
    std::vector<std::vector<int>> labelGroup;
    std::vector<std::vector<int>> goalSet;

    [[nodiscard]] std::string key() const
    {
        std::string k;
        const auto num = [&k](int x) {
            k.append(std::to_string(x));
            k.push_back(',');
        };
        const auto put = [&k, &num](char tag, const std::vector<int>& v) {
            k.push_back(tag);
            for (const int x : v)
                num(x);
            k.push_back(';');
        };
        num(static_cast<int>(kind));
        num(cells);
        num(blankClass);
        num(modulus);
        num(allEqual ? 1 : 0);
        put('c', counts);
        put('k', kept);
        put('g', goal);
        if (!labelGroup.empty()) {
            k.push_back('G');
            for (const auto& g : labelGroup)
                put('p', g);
            for (const auto& g : goalSet)
                put('s', g);
        }
        if (fullGoal) {
            put('l', classLabel);
            std::function<void(const def::Goal&)> goalKey = [&](const def::Goal& g) {
                k.push_back('(');
                num(static_cast<int>(g.type));
                put('v', g.values);
                put('u', g.uniformCells);
                for (const auto& a : g.anyOf)
                    goalKey(a);
                k.push_back(')');
            };
            goalKey(*fullGoal);
        }
        return k;
    }

    // Two classes of a permutation puzzle as a bit mask (cells <= 56: the frontier keeps
    // a move in the top byte of each entry).
    [[nodiscard]] bool usesMask() const
    {
        return kind == def::Kind::Permutation && counts.size() == 2 && !fullGoal && cells <= 56 &&
               labelGroup.empty();
    }
    [[nodiscard]] bool usesOrbits() const { return !labelGroup.empty(); }
    // Dials with a power-of-two modulus packed into one word, b bits per cell.
    [[nodiscard]] int dialBits() const
    {
        int b = 0;
        while ((1 << b) < modulus)
            ++b;
        return b;
    }
    [[nodiscard]] bool usesPackedDial() const
    {
        return kind == def::Kind::Dial && modulus >= 2 && (modulus & (modulus - 1)) == 0 &&
               !fullGoal && cells * dialBits() <= 48;
    }
};

}  // namespace pl::search
