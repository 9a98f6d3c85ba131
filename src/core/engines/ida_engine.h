// The generic `ida` engine (SPEC 7.6): iterative-deepening A* with pattern databases
// built automatically from the definition, for puzzles whose space is too large for
// `table`.
//
// Heuristics (search/pattern_db.h):
// - sliding puzzles on a rectangular grid with distinct labels and a `values` goal:
//   additive databases over disjoint groups of the tiles the goal places, as large as
//   the memory limit and a build budget (2^24 entries a group) allow: the 15-puzzle
//   gets 6-6-3, smaller boards up to 6 tiles a group; only moves of a group's tile
//   count, so the groups of a partition add up. Groups follow the board's lines (a
//   group sees the conflicts of tiles that must pass each other in a row or column):
//   the first group is the tiles nearest the blank's goal cell, row by row (columns
//   on a board taller than wide); the rest is split by scoring every split (connected,
//   most neighbouring goal cells inside a group), and the best two splits give two
//   partitions that share the first group. When a reflection or half turn of the
//   board keeps the blank's goal cell, each partition is also read on the mirrored
//   position (same tables). The bound is the maximum of these sums (for the
//   15-puzzle four lookups over five tables: three groups of six tiles, 2^24 entries
//   each, and two of three). The groups are built on all cores;
// - permutation puzzles with distinct labels and a full goal (values, or anyOf such
//   goals, each an arrangement of the labels: Loopover, TopSpin): tracked-tile
//   databases (search/tile_pdb.h), "where are the tiles the goal puts on these k
//   cells", perfectly ranked (n!/(n-k)! entries, a byte each), k as large as the
//   memory limit and a build budget allow (2^23 entries, 2^27 entry-move steps: 6 of
//   Loopover 4x4's 16 tiles, 7 of TopSpin's 12), built on all cores in seconds. The
//   cells are grown compactly by the moves (the fewest new moves touching the set).
//   Each database is read through up to 8 symmetries of the moves (cell maps sigma
//   with sigma m sigma^-1 a move, search/symmetry.h; Loopover 4x4 has 128), chosen so
//   that every cell is tracked about as often: the mapped position, its labels renamed
//   so that the goal maps to itself, is as far from the goal. When every move's
//   inverse is a move, each lookup is made on the dual position too (the inverse
//   permutation, as far from the goal: Zahavi, Felner et al.'s dual lookups). The heuristic is the
//   minimum over the goal's alternatives of the maximum over these lookups (one table
//   serves every alternative: it speaks of goal cells, not labels). More databases
//   (at most 4) are built only while fewer than three quarters of the cells are
//   tracked;
// - pieces that turn, or move in several orbits (a cube's corners and edges, SPEC 8.5),
//   with a full goal of distinct pieces: tracked-piece databases (search/tile_pdb.h with
//   orientations), "where are these k pieces of one orbit and how are they turned",
//   (n!/(n-k)!) * t^k entries a byte each, k per orbit as large as 2^24 entries allow
//   (the 3x3x3: 6 of 8 corners, 5 of 12 edges), in groups of consecutive home slots
//   covering each orbit; then smaller until all fit the memory limit and 2^30
//   entry-move steps (the 3x3x3's five databases: 38 MB, about 5 s on two cores). The
//   bound is their maximum, read on the position and, when every move's inverse is a
//   move, on its dual (the inverse permutation of (slot, twist) points); a node is
//   every piece's slot and twist (ida_piece_search.h);
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
// projection has at most min(2^24, maxMemoryBytes) entries; the tracked-tile
// databases of a goal take at most maxMemoryBytes together (stats.tableBytes).
//
// The answer (SPEC 7.4). The heuristics are admissible, the bound only grows, children
// are tried in move order: in the last iteration the first goal met is the shortest
// answer and, among the shortest, the smallest in move order. Pruned, since they can
// never be part of that answer: a move that undoes the previous one (Rules::inverseOf);
// in the power metric a power of the move just made (that move itself too); a move of
// order k made for the k-th time in a row (the run is the identity); a move right after a larger
// move it commutes with (swapping the two gives a smaller sequence of the same length); and in
// permutation puzzles, a move that makes the last few moves (a window of 3 to 8, as
// many as keep its table near 2^18 entries) a word that another word of the moves
// beats, shorter or as short and earlier in move order, with the same effect on the
// cells (search/tile_pdb.h, MovePruner: R1' R1' after R1 R1, three quarter turns of a
// row in the inverse metric, ...). The answer never contains such a window, since
// replacing it would give a shorter or an earlier answer.
//
// Both cores: once an iteration has expanded EngineOptions::splitAfterNodes (1,024), the
// next ones are split over EngineOptions::threads (one per core by default) by
// search/deepening.h's deepenOnThreads: the subtrees at a small depth are taken by the
// threads in order, each with a search of its own over the same databases. The answer
// and the nodes counted are those of one thread (Answer::stats.searchThreads says how
// many ran). A watched search stays on one thread, so that its events come in order.
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
//   it inexact: a permutation puzzle is then decided by the group search below, other
//   requests are Failed, "engine.ida-undecided");
// - permutation puzzles with distinct labels and a full `values` goal, or an `anyOf`
//   of them each an arrangement of the labels (TopSpin's twelve rotations):
//   membership of the position in the group the moves generate (Schreier-Sims,
//   search/perm_group.h), for each alternative, decided before searching;
// - pieces (above): membership of the position in the group the moves generate on
//   (slot, orientation) points, decided before searching (a twisted corner is
//   unsolvable at once); goals of identical pieces or open twists (ida_loose.cpp,
//   loosePieces): whether some element of that group carries every point's kind of
//   sticker (the piece's label and which of its stickers, or only the label where the
//   twist is open) onto the position's, by the backtrack below, decided before
//   searching; other goals over pieces are Failed, "engine.ida-undecided";
// - other permutation puzzles (repeated labels; cells left open by null values,
//   `uniform` goals; anyOf of any of these): whether some element s of that group has
//   p[s(c)] equal to the goal's label on every cell c the goal names (Rules::apply:
//   cell i takes what cell sources[i] held), found by a backtrack over the stabiliser
//   chain (core/engines/goal_reach.h), decided before searching. Its work is bounded
//   (kGoalReachBudget nodes, and the chain's construction, PermGroup::kDefaultMaxWork):
//   fits() offers `ida` when the unpruned search is within the bound, or when the
//   start and 16 seeded random arrangements of the labels are decided within a
//   sixteenth of it each (a 3x3x3 cube in stickers: yes; a 15x15 torus of 225 cells:
//   the chain cannot be completed, no). A position the bounded search cannot decide is
//   Failed with "engine.ida-undecided".
// Elsewhere (sliding puzzles off a full rectangle whose databases are not exact) IDA*
// cannot prove unsolvability, so `ida` is not offered. A request whose goal falls
// outside these rules (another goal than the definition's) is Failed with
// "engine.ida-undecided" instead of searching forever. A database's "unreachable"
// always proves a position unsolvable.
//
// Where it lives: the bound loop is search/deepening.h and the move pruning above
// search/canon.h (plus MovePruner, SlidingPruner of search/tile_pdb.h); the node
// expansions, one per kind of database, are ida_sliding_search.h, ida_tile_search.h,
// ida_piece_search.h and ida_cell_search.h; the databases and solvability, ida_puzzle.h
// and its files (ida_pieces.cpp for pieces).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/engines/engine_face.h"

namespace pl {

struct IdaOptions {
    // Sliding puzzles only: the Manhattan distance (one group per tile) instead of the
    // databases, Korf's 1985 baseline (the bench compares the two).
    bool manhattanOnly = false;
};

class IdaEngine final : public EngineFace {
public:
    IdaEngine(std::shared_ptr<const Rules> rules, EngineOptions options, IdaOptions ida = {});
    ~IdaEngine() override;
    IdaEngine(const IdaEngine&) = delete;
    IdaEngine& operator=(const IdaEngine&) = delete;

    [[nodiscard]] std::string name() const override { return "ida"; }
    // See "Termination" above (for the definition's own goal).
    [[nodiscard]] static bool fits(const Rules& rules);
    // Whether EngineOptions::largestTables can change what it builds for this puzzle:
    // pieces that move in orbits or turn, each told apart with its twist in the goal, or a
    // sliding grid of at most 16 cells with distinct tiles (whether they then fit the
    // memory limit is the build's to tell).
    [[nodiscard]] static bool hasLargestTables(std::shared_ptr<const Rules> rules);

    // solve(): Solved, Unsolvable (proved: parity, group membership or group search, a
    // database's "unreachable" or an exhausted finite tree), Cancelled, or Failed
    // (invalid request, "engine.ida-undecided"). stats.buildMs: databases built during
    // this call; stats.tableBytes: the databases of the request's goal.

    struct Impl;

private:
    [[nodiscard]] Problems checkRequest(const SolveRequest& request) const override;
    void run(const SolveRequest& request, SearchMonitor& monitor, Answer& answer) override;

    std::unique_ptr<Impl> impl_;
};

}  // namespace pl
