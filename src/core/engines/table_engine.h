// The generic `table` engine (SPEC 7.6, issue 12): an exact distance table over a ranked
// space, built breadth-first backward from every goal position, then answers by
// descent; distance, hint and histogram come from the same tables.
//
// The space is first reduced to what the goal depends on:
// - labels the goal does not name merge into one class (a sliding blank always stays
//   its own class, since it decides which moves are legal), so a partial goal is solved
//   over arrangements of classes (identical labels) rather than of labels;
// - dial cells the goal does not constrain are dropped (dial moves act on every cell
//   on its own);
// - a `uniform` goal over cells S is solved per label L on the projection "cell holds L
//   or not" (C(n, count(L)) patterns; labels of equal count share one table: The
//   Rotation Game needs C(24,8) = 735,471 patterns, not 9.47e9 boards); a dial uniform
//   goal is one table over the cells of S whose goal positions are all S-uniform ones;
// - an `anyOf` goal is the minimum over its alternatives;
// - distinct labels and a goal of full arrangements that a group of relabellings maps
//   onto itself, the group acting freely on the labels: one table over the classes of
//   positions under the group (relabelling commutes with every move, so a class shares
//   one distance), n!/|group| entries; the histogram counts each entry |group| times
//   (TopSpin: 12!/12 entries, the goal kept by "add 1 to every label mod 12").
// The distance of a position is the minimum over these components. Classes are
// numbered by first occurrence in the goal, so for distinct labels every full goal
// reduces to the same table (Magic Squares: one table serves every (position, target)
// pair, since renaming labels commutes with moves that only move contents); for
// identical labels each goal gets its own table, cached.
//
// A table entry is a distance modulo M in a few bits (2 bits, M = 3, when every move
// has an inverse among the moves or the puzzle slides; otherwise 4 bits, M = 15, or
// 8 bits, M = 255, enough for the largest move order k: a move changes a distance by
// -1 .. k-1, so M >= k + 1 tells the steps apart). All values set = unseen: no goal
// is reachable.
//
// Where it lives: the reduction of a goal in table_reduction.h; the table itself
// (search/distance_table.h), its build (search/table_build.h) and the descent
// (search/descent.h) in the search layer; this engine plans, caches and answers.
//
// The build: a reduced space of two classes is a bit mask (byte tables for moves and
// ranks: search/space_mask.h), a dial with a power-of-two modulus one packed word
// (search/space_dial.h), distinct labels under relabellings their classes
// (search/space_relabel.h), anything else cells as bytes ranked by search/ranking.h
// (search/space_cells.h). Symmetries of the moves that keep the goal
// (search/symmetry.h: the Rotation board's eight; for cells as bytes with one full goal,
// cell permutations with the classes renamed: Loopover 3x4's 48) settle whole classes at
// once. Levels are pushed from a frontier list while it fits the memory the limit leaves
// and the unseen positions are not fewer than it, else pulled (every unseen position
// looks for a successor on the last level); large levels of both kinds run on every
// core (EngineOptions::threads). Large tables are asked for in 2 MiB pages. Limits: 64
// cells.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/engines/engine_face.h"

namespace pl {

// Positions per distance.
struct TableHistogram {
    std::vector<std::uint64_t> counts;  // counts[d]: positions at distance d from the goal
    std::uint64_t unsolvable = 0;       // positions from which no goal can be reached
    std::uint64_t positions = 0;        // all positions counted (the sum of the above)
    std::uint64_t entries = 0;          // table entries behind them (fewer under a symmetry)
};

template <typename T>
struct TableResult {
    Outcome outcome = Outcome::Failed;  // Solved, Unsolvable, Cancelled or Failed
    T value{};
    Problems problems;  // when Failed
    SolveStats stats;
};

class TableEngine final : public EngineFace {
public:
    TableEngine(std::shared_ptr<const Rules> rules, EngineOptions options);
    ~TableEngine() override;
    TableEngine(const TableEngine&) = delete;
    TableEngine& operator=(const TableEngine&) = delete;

    [[nodiscard]] std::string name() const override { return "table"; }

    // solve(): the shortest answer, among shortest the smallest in move order; reached
    // says which goal it meets (Rules::reached of the final position). Unsolvable when no
    // goal is reachable. Failed: invalid request, or the tables would exceed
    // options.maxMemoryBytes ("engine.table-memory", checked before allocating).

    // Exact distance of the request's position from its goal: outcome Solved with the
    // length of an optimal answer, or Unsolvable with value -1.
    TableResult<int> distance(const SolveRequest& request, const ProgressFn& progress,
                              const CancelToken& cancel);
    // Every legal move that starts an optimal answer, in move order (empty at a goal;
    // Unsolvable when no goal is reachable).
    TableResult<std::vector<int>> hint(const SolveRequest& request, const ProgressFn& progress,
                                       const CancelToken& cancel);

    // Over FULL valid positions (what `--histogram` prints): how many valid positions lie
    // at each distance from `goal`, and how many cannot reach it. Exact when the goal
    // reduces to one table (each reduced position stands for the same number of full
    // positions); a goal that needs several tables (uniform, anyOf) is counted with one
    // extra table over the full space (labels kept apart), refused when that exceeds
    // the memory limit. `countOnly`: the caller wants the counts and nothing else from
    // this engine (the command line's `--histogram`); when no disk cache would keep the
    // table, it is then built without entries where the build allows (over bitsets) and
    // is not kept for look-ups afterwards.
    TableResult<TableHistogram> histogram(const def::Goal& goal, const ProgressFn& progress,
                                          const CancelToken& cancel, bool countOnly = false);
    // Over the REDUCED spaces the tables are built on, one histogram per table `goal`
    // needs, in the order the components first need them (The Rotation Game: one table
    // over the 735,471 patterns of one label).
    TableResult<std::vector<TableHistogram>> tableHistograms(const def::Goal& goal,
                                                             const ProgressFn& progress,
                                                             const CancelToken& cancel);

    // Bytes the tables for `goal` need to build (including the build's working memory),
    // whether built yet or not; saturates at UINT64_MAX.
    [[nodiscard]] std::uint64_t bytesNeeded(const def::Goal& goal) const;
    // Bytes held by the tables built so far.
    [[nodiscard]] std::size_t tableBytes() const;

    struct Impl;

private:
    [[nodiscard]] Problems checkRequest(const SolveRequest& request) const override;
    void run(const SolveRequest& request, SearchMonitor& monitor, Answer& answer) override;

    std::unique_ptr<Impl> impl_;
};

[[nodiscard]] std::unique_ptr<DefEngine> makeTableEngine(std::shared_ptr<const Rules> rules,
                                                         const EngineOptions& options);

// Whether the table engine can solve this puzzle at all (at most 64 cells; any number of
// moves after the metric); whether its tables fit the memory limit is its answer at solve
// time.
[[nodiscard]] bool tableEngineFits(const Rules& rules);

}  // namespace pl
