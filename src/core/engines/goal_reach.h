// Whether a position of a permutation puzzle can reach a goal with repeated labels or
// cells left open (null values, `uniform`, anyOf of them): the `ida` engine's proof of
// unsolvability where its databases are not exact (ida_engine.h, "Termination").
//
// Rules::apply gives cell i what cell sources[i] held, so the moves carry a position p
// to exactly the positions p' with p'[i] = p[s(i)] for s in the group G the moves'
// `sources` generate (as maps i -> sources[i]; the inverse and power metrics add moves
// of the same group). p can reach a `values` goal iff some s in G has p[s(c)] equal to
// the goal's label on every cell c the goal names: PermGroup::findMatch's backtrack
// over a stabiliser chain whose base starts with those cells, the rarest labels first.
// A `uniform` goal is one such test per label with at least as many cells as the set
// (the set's cells all that label); an `anyOf` goal one test per alternative.
//
// The work is bounded: past the budget (findMatch nodes, all the tests together) the
// answer is Unknown and the engine says "engine.ida-undecided" instead of searching on.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <vector>

#include "core/def/puzzle_def.h"
#include "core/search/perm_group.h"

namespace pl {

class Rules;

// A node costs about one pass over the cells: 2^21 of them take well under a second
// even on 255 cells.
inline constexpr std::uint64_t kGoalReachBudget = std::uint64_t{1} << 21;

class GoalReach {
public:
    enum class Result { Yes, No, Unknown };

    // A permutation puzzle (Rules::move(m).sources) of at most 256 cells.
    GoalReach(const Rules& rules, const def::Goal& goal);

    // cells: a valid position of the puzzle. nodes: the work spent, when given.
    [[nodiscard]] Result reachable(const std::vector<int>& cells,
                                   std::uint64_t budget = kGoalReachBudget,
                                   std::uint64_t* nodes = nullptr) const;

    // The leaves of the unpruned trees of every test together (findMatch visits at
    // most about twice as many nodes, whatever the position).
    [[nodiscard]] double worstLeaves() const;

private:
    struct Test {
        std::shared_ptr<const search::PermGroup> group;
        std::vector<int> cells;               // the constrained cells: the base's start
        std::vector<std::vector<int>> wants;  // one search each (label per cell, -1 open)
    };
    void add(const def::Goal& goal);
    void push(const std::vector<int>& cells, std::vector<std::vector<int>> wants);

    int n_ = 0;
    std::array<int, 256> count_{};  // of each label in the start
    std::vector<search::PermGroup::Perm> gens_;
    std::map<std::vector<int>, std::shared_ptr<const search::PermGroup>> groups_;
    std::vector<Test> tests_;
};

// Whether GoalReach decides the definition's own goal for every position within
// kGoalReachBudget: when the unpruned trees are that small, or else when it decides the
// start and kGoalReachProbes seeded random arrangements of its labels (mostly
// unsolvable where G is small, so they exercise the exhausting searches) within
// kGoalReachBudget / kGoalReachProbes each. Remembered per definition (start, moves,
// goal): the catalog asks often.
inline constexpr int kGoalReachProbes = 16;
[[nodiscard]] bool goalReachDecides(const Rules& rules);

}  // namespace pl
