// Pattern databases for the generic `ida` engine (SPEC 7.6): lower bounds on the moves
// still needed, each the exact distance to the goal in an abstraction of the puzzle,
// computed once by a breadth-first search backwards from the goal's projections.
//
// - SlidingGroupPdb: one group of tiles of a sliding puzzle. The abstract state is
//   where the group's tiles are and the region the blank can reach; moving the blank
//   over a cell that holds no group tile is free, moving a group tile costs 1. Every
//   real move moves one tile, so the values of disjoint groups add up to a lower
//   bound (Korf and Felner's additive databases). The index is the tiles' cells,
//   `bits` bits each (not compact, but updated in one addition when a tile moves).
// - ProjectionPdb: the projection of a permutation or sliding position onto classes
//   of labels (tracked labels keep their identity, the others become one class), or
//   of a dial position onto a subset of its cells; every move costs 1, so the maximum
//   of several is a lower bound. Ranked with the table engine's rankers.
//
// Entries are distances 0..254; kUnreachable marks a projection the goal's cannot
// reach, which proves the position unsolvable.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/progress.h"
#include "core/search/ranking.h"
#include "core/search/table_store.h"

namespace pl::search {

inline constexpr std::uint8_t kUnreachable = 255;

class SlidingGroupPdb {
public:
    // Bytes a group of `tiles` tiles on `cells` cells needs while it is built.
    [[nodiscard]] static std::uint64_t buildBytes(int cells, int tiles);
    [[nodiscard]] static int bitsFor(int cells);

    // `neighbours`: per cell, the cell in each of 4 directions (-1: none).
    // `goalCells`: the goal cell of each tile of the group. `blankGoal`: the blank's
    // goal cell, or -1 when the goal does not place the blank. Nullopt when the
    // monitor says stop (cancelled).
    // `floods` (optional): the table floods() makes for these neighbours, shared by
    // the builds of one board.
    // `keeping` (optional): read the table from the disk cache, or keep it there once
    // built (search/table_store.h).
    static std::optional<SlidingGroupPdb> build(const std::vector<std::array<int, 4>>& neighbours,
                                                const std::vector<int>& goalCells, int blankGoal,
                                                SearchMonitor& monitor,
                                                const std::vector<std::uint16_t>* floods = nullptr,
                                                Keeping* keeping = nullptr);
    // Boards of at most 16 cells (else null): the blank's region for every cell and
    // set of occupied cells, [cell << cells | occupied] (2 MB for 16 cells, a few tens
    // of milliseconds to make; a build asks for millions).
    [[nodiscard]] static std::shared_ptr<const std::vector<std::uint16_t>> floods(
        const std::vector<std::array<int, 4>>& neighbours);
    // The distance-to-cell table of one tile (a group of one; the Manhattan distance
    // on a grid): no blank region needed, a plain BFS over the board.
    static SlidingGroupPdb single(const std::vector<std::array<int, 4>>& neighbours, int goalCell);

    // The same distances over a compact index (search/compact_group.cpp): the
    // placements of the group's tiles ranked perfectly, n!/(n-k)! entries (a group of
    // 8 tiles on 16 cells: 518,918,400 bytes, where the index above would need 2^32).
    // Built by levels over the whole table, with two bits per free cell of each
    // placement (2 bytes an entry for up to 8 free cells, else 4), on `threads`
    // threads; boards of at most 16 cells. Nullopt when stopped, or for a larger board
    // or a blank goal on a tile's goal cell.
    [[nodiscard]] static std::uint64_t compactEntries(int cells, int tiles);
    [[nodiscard]] static std::uint64_t compactBuildBytes(int cells, int tiles);
    static std::optional<SlidingGroupPdb> buildCompact(
        const std::vector<std::array<int, 4>>& neighbours, const std::vector<int>& goalCells,
        int blankGoal, SearchMonitor& monitor, unsigned threads, Keeping* keeping = nullptr);

    [[nodiscard]] int bits() const { return bits_; }
    [[nodiscard]] int tiles() const { return tiles_; }
    [[nodiscard]] bool compact() const { return compact_; }
    [[nodiscard]] const std::uint8_t* data() const { return table_.data(); }
    [[nodiscard]] std::size_t bytes() const { return table_.size(); }
    // The index of the group's tiles at cells[0..tiles-1].
    [[nodiscard]] std::uint64_t index(const int* cells) const
    {
        if (compact_)
            return compactIndex(cells);
        std::uint64_t idx = 0;
        for (int i = 0; i < tiles_; ++i)
            idx |= static_cast<std::uint64_t>(cells[i]) << (bits_ * i);
        return idx;
    }
    // The compact rank: tile i's cell counted among the cells tiles 0..i-1 leave free,
    // in mixed radix (tile 0 the most significant digit).
    template <typename Cell>
    [[nodiscard]] std::uint64_t compactIndex(const Cell* cells) const
    {
        std::uint64_t r = 0;
        for (int i = 0; i < tiles_; ++i) {
            int digit = cells[i];
            for (int j = 0; j < i; ++j)
                digit -= cells[j] < cells[i] ? 1 : 0;
            r += static_cast<std::uint64_t>(digit) * weight_[static_cast<std::size_t>(i)];
        }
        return r;
    }

private:
    int bits_ = 1;
    int tiles_ = 0;
    bool compact_ = false;
    std::array<std::uint64_t, 16> weight_{};
    TableBytes table_;
};

// What a ProjectionPdb projects: the labels of pieces to classes (pieces that move), or
// some orientations of pieces that stay put (dials).
struct Projection {
    enum class Keeps { Classes, Orientations } keeps = Keeps::Classes;
    // Classes: classOf[label] for labels 0..255 (-1 = not a label); counts[class].
    std::vector<int> classOf;
    std::vector<int> counts;
    // Classes: the goal projections are the class arrays q with q[c] == want[c] for
    // every c where want[c] >= 0.
    std::vector<int> want;
    // Sliding: the blank's class (-1 for permutation puzzles).
    int blankClass = -1;
    // Orientations: the cells kept, the modulus and the goal value of each (-1 = any).
    std::vector<int> cells;
    int modulus = 0;
    std::vector<int> goalValues;
};

// The moves, as the projection needs them backwards.
struct PdbMoves {
    // Permutation: after move m, cell i holds what cell sources[m][i] held.
    std::vector<std::vector<int>> sources;
    // Dial: amount added per cell.
    std::vector<std::vector<int>> add;
    // Sliding: per cell and move, where the blank goes (-1: illegal); and the move
    // that undoes each.
    std::vector<std::vector<int>> slide;  // [move][cell]
    std::vector<int> inverse;
};

class ProjectionPdb {
public:
    // The number of entries of this projection; nullopt when above kMaxRankable.
    [[nodiscard]] static std::optional<std::uint64_t> entries(const Projection& p, int cellCount);

    static std::optional<ProjectionPdb> build(Projection projection, int cellCount,
                                              const PdbMoves& moves, SearchMonitor& monitor);

    // The same table read through another class map (labels of equal count in a
    // uniform goal share one table): `classOf` must give the same classes and counts.
    [[nodiscard]] ProjectionPdb withClasses(std::vector<int> classOf) const;

    // The distance of a full position (labels or dial values per cell).
    [[nodiscard]] std::uint8_t value(const std::uint8_t* cells) const;
    [[nodiscard]] std::size_t bytes() const { return table_->size(); }
    [[nodiscard]] std::uint64_t size() const { return table_->size(); }

private:
    [[nodiscard]] std::uint64_t rankProjected(const std::uint8_t* q) const;
    void unrankProjected(std::uint64_t r, std::uint8_t* q) const;

    Projection p_;
    int cells_ = 0;
    // Two classes on at most 64 cells: the cells of class 0 as a bit mask.
    std::shared_ptr<const SubsetRanker> subset_;
    std::shared_ptr<const MultisetRanker> multiset_;
    std::shared_ptr<const DialRanker> dial_;
    std::shared_ptr<TableBytes> table_;
};

}  // namespace pl::search
