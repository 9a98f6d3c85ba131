// What a distance table is built over: the puzzle's orbit model reduced to what a goal
// depends on, and its goal positions. A reduced state is some bytes of a full state (the
// kept ones, in order): pieces renamed to classes (labels the goal does not tell apart
// merge), orientations as they are; slots of pieces that never move (dials) which the
// goal leaves open are dropped. Two parts of a goal with equal specs share one table
// (key() is the cache key). Which space a spec is built in (search/space_*.h) is decided
// here from the segments, never from what kind of file the puzzle came from.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/def/puzzle_def.h"
#include "core/model/orbit_model.h"
#include "core/search/state_ranker.h"

namespace pl::search {

struct TableSpec {
    // The model the reduced states are states of (the puzzle's, or it restricted to the
    // kept slots of orbits whose pieces stay put). Not part of the key: it follows from
    // the puzzle and `kept`.
    std::shared_ptr<const model::OrbitModel> model;
    int cells = 0;                  // bytes of a reduced state
    std::vector<int> kept;          // per reduced byte: the full state's byte
    std::vector<Segment> segments;  // how a reduced state is ranked, orbit after orbit
    int blankClass = -1;            // a sliding puzzle: the blank's class
    std::vector<int> goal;          // per reduced byte: the class (value) required, -1 any
    bool allEqual = false;          // goal: every reduced byte equal (a dial uniform goal)
    // Histogram fallback: the classes are the labels themselves (per orbit, classLabel),
    // and a goal position is one Rules::reached accepts for `fullGoal`.
    std::optional<def::Goal> fullGoal;
    std::vector<std::vector<int>> classLabel;
    // Distinct labels with a goal set kept by relabellings (RelabelSpace): the group, each
    // element as class -> class with the identity first, and the goal positions (full
    // arrangements of the classes, sorted). Empty otherwise.
    std::vector<std::vector<int>> labelGroup;
    std::vector<std::vector<int>> goalSet;

    // One orbit of pieces and nothing else: its class counts (else empty).
    [[nodiscard]] std::vector<int> counts() const
    {
        if (segments.size() == 1)
            if (const auto* p = std::get_if<PieceSegment>(&segments.front()))
                return p->counts;
        return {};
    }
    // Only orientations, all modulo one number (dials): that number (else 0).
    [[nodiscard]] int modulus() const
    {
        int k = 0;
        for (const Segment& s : segments) {
            const auto* t = std::get_if<TwistSegment>(&s);
            if (!t || (k != 0 && t->twists != k))
                return 0;
            k = t->twists;
        }
        return k;
    }

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
        num(cells);
        num(blankClass);
        num(allEqual ? 1 : 0);
        for (const Segment& s : segments) {
            if (const auto* p = std::get_if<PieceSegment>(&s)) {
                put('c', p->counts);
                if (p->parity) {
                    put('p', {*p->parity});
                    for (const TieTerm& t : p->parityTerms)
                        put('r', {t.segment, t.coefficient, t.quarter ? 1 : 0});
                }
            } else {
                const auto& t = std::get<TwistSegment>(s);
                put('t', {t.size, t.twists, t.sum.value_or(-1)});
                for (const TieTerm& term : t.sumTerms)
                    put('r', {term.segment, term.coefficient, term.quarter ? 1 : 0});
            }
        }
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
            for (const auto& labels : classLabel)
                put('l', labels);
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

    // One orbit of pieces in two classes, moved by fixed permutations, as a bit mask
    // (cells <= 56: the frontier keeps a move in the top byte of each entry).
    [[nodiscard]] bool usesMask() const
    {
        return counts().size() == 2 && !model->slides() && !fullGoal && cells <= 56 &&
               labelGroup.empty();
    }
    [[nodiscard]] bool usesOrbits() const { return !labelGroup.empty(); }
    // Orientations with a power-of-two modulus packed into one word, b bits a byte.
    [[nodiscard]] int dialBits() const
    {
        int b = 0;
        while ((1 << b) < modulus())
            ++b;
        return b;
    }
    // (Not when a sum is tied: the packed word ranks every value of every dial.)
    [[nodiscard]] bool usesPackedDial() const
    {
        const int k = modulus();
        const bool tied = std::any_of(segments.begin(), segments.end(), [](const Segment& s) {
            const auto* t = std::get_if<TwistSegment>(&s);
            return t && t->sum.has_value();
        });
        return k >= 2 && (k & (k - 1)) == 0 && !fullGoal && cells * dialBits() <= 48 && !tied;
    }
};

}  // namespace pl::search
