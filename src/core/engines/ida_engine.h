// The generic `ida` engine (SPEC 7.6): iterative-deepening A* with pattern databases
// built automatically from the definition, for puzzles whose space is too large for
// `table`.
//
// Heuristics (search/pattern_db.h):
// - sliding puzzles on a rectangular grid with distinct labels and a `values` goal:
//   additive databases over disjoint groups of the tiles the goal places, as large as
//   the memory limit and a build budget (2^24 entries a group) allow: the 15-puzzle
//   gets 6-6-3, smaller boards up to 6 tiles a group. Groups are grown compactly
//   around the tile farthest from the blank's goal cell; only moves of a group's tile
//   count, so the groups add up. When a reflection or half turn of the board keeps the
//   blank's goal cell, the mirrored position's sum is a bound too and the maximum of
//   the two is used (same tables). The groups are built on all cores;
// - other permutation and sliding puzzles: the maximum of projections onto classes
//   of labels (the labels the goal places, in groups whose projection fits the
//   budget; the other labels merge into one class, the blank keeps its own), each
//   built backwards from the goal's projections; when one projection holds every
//   label the goal names it is exact;
// - dial puzzles: the maximum of projections onto groups of the cells the goal names;
// - a `uniform` goal: the minimum over labels of the projection "cell holds the label
//   or not" (exact; labels of equal count share one table); `anyOf`: the minimum over
//   the alternatives.
// The databases of a goal are built once per engine object and kept between solve()
// calls (the last four goals); building reports the phase "building table" and can
// be cancelled. Memory: the sliding groups are sized from options.maxMemoryBytes; a
// projection has at most min(2^24, maxMemoryBytes) entries.
//
// The answer (SPEC 7.4). The heuristics are admissible, the bound only grows, children
// are tried in move order: in the last iteration the first goal met is the shortest
// answer and, among the shortest, the smallest in move order. Pruned, since they can
// never be part of that answer: a move that undoes the previous one (Rules::inverseOf);
// in the power metric a power of the move just made (that move itself too); a move of order k made
// for the k-th time in a row (the run is the identity); a move right after a larger move it
// commutes with (swapping the two gives a smaller sequence of the same length).
//
// Termination (which puzzles the catalog offers `ida` for, fits()):
// - dial puzzles: always; their moves commute, so with the pruning above only sorted
//   sequences with each move fewer times than its order are searched: a finite tree,
//   exhausted means unsolvable (but first the move-count system of the linear engine,
//   in the `move` metric, says whether there is a solution at all: exhausting the tree
//   of Lights Out 5x5 took minutes);
// - sliding puzzles on a full rectangular grid of at least 2x2 cells: solvability is
//   the classic parity invariant (permutation parity plus the blank's row-and-column
//   distance), decided before searching;
// - any puzzle whose goal's databases are exact (one projection of at most 2^24
//   entries holds all the goal depends on): the first iteration answers, and
//   "unreachable" proves unsolvable (a memory limit below the projection's size makes
//   it inexact: such requests are Failed, "engine.ida-undecided");
// - permutation puzzles with distinct labels and a full `values` goal: membership of
//   the position in the group the moves generate (Schreier-Sims,
//   search/perm_group.h), decided before searching. (A request with an `anyOf` of
//   full goals is decided the same way, but such a definition, TopSpin's twelve
//   rotations, is not offered: each alternative needs its own databases.)
// Elsewhere IDA* cannot prove unsolvability, so `ida` is not offered. A request whose
// goal falls outside these rules (another goal than the definition's) is Failed with
// "engine.ida-undecided" instead of searching forever. A database's "unreachable"
// always proves a position unsolvable.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/engines/engine.h"

namespace pl {

struct IdaOptions {
    // Sliding puzzles only: the Manhattan distance (one group per tile) instead of the
    // databases, Korf's 1985 baseline (the bench compares the two).
    bool manhattanOnly = false;
};

class IdaEngine final : public DefEngine {
public:
    IdaEngine(std::shared_ptr<const Rules> rules, EngineOptions options, IdaOptions ida = {});
    ~IdaEngine() override;
    IdaEngine(const IdaEngine&) = delete;
    IdaEngine& operator=(const IdaEngine&) = delete;

    [[nodiscard]] std::string name() const override { return "ida"; }
    // See "Termination" above (for the definition's own goal).
    [[nodiscard]] static bool fits(const Rules& rules);

    // Solved, Unsolvable (proved: parity, group membership, a database's
    // "unreachable" or an exhausted finite tree), Cancelled, or Failed (invalid request,
    // "engine.ida-undecided"). stats.buildMs: databases built during this call;
    // stats.tableBytes: the databases of the request's goal.
    Answer solve(const SolveRequest& request, const ProgressFn& progress,
                 const CancelToken& cancel) override;

    struct Impl;

private:
    std::unique_ptr<Impl> impl_;
};

}  // namespace pl
