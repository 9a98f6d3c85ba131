// Tracked-tile pattern databases for permutation puzzles with distinct labels (the
// generic `ida` engine, SPEC 7.6), and the pruning of move sequences that equal shorter
// or smaller ones.
//
// - TilePdb: the abstraction "where are the tiles that the goal puts on these k cells"
//   (the other tiles are indistinguishable). An entry is the exact number of moves
//   that bring those k tiles home, so it is a lower bound for the whole puzzle. The
//   index is a perfect rank of the k cells (n!/(n-k)! entries, one byte each), a few
//   nanoseconds a lookup: k popcounts and multiply-adds, no table of classes. Because
//   the table speaks of goal cells, not labels, the same table serves every goal that
//   places distinct labels (each alternative of an anyOf, and the images of the goal
//   under a symmetry of the moves: the caller says which tile sits where).
//   Pieces that turn (a cube's corners, SPEC 8.5) are the same abstraction with each
//   tracked piece's orientation too: (n!/(n-k)!) * t^k entries, the orientation digits
//   after the cells' rank; a move carries a piece to its cell and adds that cell's turn.
//   Built by a breadth-first search backwards from the goal, level by level over the
//   table itself (no frontier list), on all cores: a level is first pushed from the
//   entries just reached, and once fewer entries are left unreached than were just
//   reached it is pulled instead (each unreached entry looks for a successor on the
//   last level and stops at the first).
// - MovePruner: a move sequence whose last few moves (a window of up to 4) spell a
//   word that is not the shortest, and among the shortest the first in move order, of
//   the words with the same effect on the cells can be neither an optimal answer nor
//   the first optimal answer in move order (replacing that window gives a shorter or
//   an earlier one), so the search never extends it. Computed from the moves' cell
//   permutations: every window of commuting moves out of order, a run of a move that
//   equals its inverse's shorter run, a move followed by its inverse, and any other
//   such relation of the puzzle.
// - SlidingPruner: the same rule for a sliding puzzle on a full rectangle, where a
//   move's effect depends on where the blank is: the words are blank paths, and a word
//   is replaced only by an equal one whose path stays inside the first's bounding box
//   (so it is legal wherever the first is). The smallest such relations of the
//   15-puzzle are the halves of the blank's three laps around a 2x2 block (Taylor and
//   Korf's finite-state-machine pruning finds them in the same way). The words that
//   may not end a sequence are kept in an Aho-Corasick automaton, so the window can be
//   long (up to 16 moves) at a small cost: one table read a node.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/progress.h"
#include "core/search/table_store.h"

namespace pl::search {

class TilePdb {
public:
    // n!/(n-k)! for k tiles on n <= 64 cells; nullopt above 2^40 (no such table is built).
    [[nodiscard]] static std::optional<std::uint64_t> entries(int cells, int tiles);
    // The same for pieces with `twists` orientations each: times twists^tiles.
    [[nodiscard]] static std::optional<std::uint64_t> entries(int cells, int tiles, int twists);

    // targets[m][c]: the cell the content of cell c goes to under move m (every move a
    // permutation of the n cells). goalCells: the k distinct goal cells of the tracked
    // tiles. Built on `threads` threads (the others poll `cancel` too); nullopt when
    // the monitor says stop (cancelled).
    static std::optional<TilePdb> build(const std::vector<std::vector<int>>& targets,
                                        const std::vector<int>& goalCells, int cells,
                                        unsigned threads, SearchMonitor& monitor,
                                        const CancelToken& cancel, Keeping* keeping = nullptr);
    // (Both: `keeping`, optional, reads the table from the disk cache or keeps it there
    // once built, search/table_store.h.)
    // Pieces that turn: turns[m][c] is what move m adds (mod `twists`) to the orientation
    // of the piece on cell c as it carries it to targets[m][c]; goalTwists[i] is tracked
    // piece i's orientation at home. Read with value(at, turn).
    static std::optional<TilePdb> build(const std::vector<std::vector<int>>& targets,
                                        const std::vector<std::vector<int>>& turns, int twists,
                                        const std::vector<int>& goalCells,
                                        const std::vector<int>& goalTwists, int cells,
                                        unsigned threads, SearchMonitor& monitor,
                                        const CancelToken& cancel, Keeping* keeping = nullptr);

    [[nodiscard]] int tiles() const { return k_; }
    [[nodiscard]] int cells() const { return n_; }
    [[nodiscard]] const std::vector<int>& goalCells() const { return goal_; }
    [[nodiscard]] std::size_t bytes() const { return table_.size(); }
    [[nodiscard]] const std::uint8_t* data() const { return table_.data(); }

    // at[i]: the cell tile i (the one whose goal cell is goalCells()[i]) is on now.
    // (The tiles before it on lower cells are counted by comparisons: no popcount
    // instruction is assumed, and the library call for one costs more than k^2/2
    // comparisons of a handful of tiles.)
    [[nodiscard]] std::uint64_t rank(const std::uint8_t* at) const
    {
        std::uint64_t r = 0;
        for (int i = 0; i < k_; ++i) {
            const unsigned c = at[i];
            unsigned below = 0;
            for (int j = 0; j < i; ++j)
                below += at[j] < c ? 1U : 0U;
            r += (c - below) * weight_[static_cast<std::size_t>(i)];
        }
        return r;
    }
    void unrank(std::uint64_t r, std::uint8_t* at) const;
    [[nodiscard]] std::uint8_t value(const std::uint8_t* at) const { return table_[rank(at)]; }
    // Pieces that turn: turn[i] is the orientation of tracked piece i (0..twists-1).
    [[nodiscard]] int twists() const { return twists_; }
    [[nodiscard]] std::uint64_t rank(const std::uint8_t* at, const std::uint8_t* turn) const
    {
        std::uint64_t r = rank(at);
        for (int i = 0; i < k_; ++i)
            r = r * static_cast<unsigned>(twists_) + turn[i];
        return r;
    }
    void unrank(std::uint64_t r, std::uint8_t* at, std::uint8_t* turn) const;
    [[nodiscard]] std::uint8_t value(const std::uint8_t* at, const std::uint8_t* turn) const
    {
        return table_[rank(at, turn)];
    }

private:
    int n_ = 0;
    int k_ = 0;
    std::vector<std::uint64_t> weight_;  // weight_[i] = (n-1-i)! / (n-k)!
    int twists_ = 1;
    std::vector<int> goal_;
    TableBytes table_;

    template <bool Turned>
    bool fill(const std::vector<std::vector<int>>& targets,
              const std::vector<std::vector<int>>& turns, unsigned threads, SearchMonitor& monitor,
              const CancelToken& cancel);
};

class MovePruner {
public:
    // targets as for TilePdb::build. The window is as long as fits a table of about
    // 2^20 entries (up to 4 moves); no pruning when there are more than 255 moves.
    MovePruner(const std::vector<std::vector<int>>& targets, int cells);

    [[nodiscard]] int start() const { return 0; }
    // Whether move m may follow the moves summed up by `state`; the state after it.
    [[nodiscard]] bool allowed(int state, int m) const
    {
        return allowed_.empty() ||
               allowed_[static_cast<std::size_t>(state) * static_cast<std::size_t>(moves_) +
                        static_cast<std::size_t>(m)] != 0;
    }
    [[nodiscard]] int after(int state, int m) const
    {
        if (allowed_.empty())
            return 0;
        return static_cast<int>(
            (static_cast<std::uint64_t>(state) * static_cast<std::uint64_t>(moves_ + 1) +
             static_cast<std::uint64_t>(m + 1)) %
            states_);
    }
    [[nodiscard]] int window() const { return window_; }

private:
    int moves_ = 0;
    int window_ = 0;            // moves in a window
    std::uint64_t states_ = 1;  // (moves + 1)^(window - 1)
    // [state * moves + m]; a state is the last window-1 moves in base moves+1, digit 0
    // meaning "no move" (the start of the sequence).
    std::vector<std::uint8_t> allowed_;
};

class SlidingPruner {
public:
    // steps[m]: the blank's step (dx, dy) under move m, each a distinct unit step of the
    // grid (at most 4 moves; otherwise, or for window < 2, nothing is pruned). Words
    // of up to `window` moves (at most 16) are compared.
    SlidingPruner(const std::vector<std::pair<int, int>>& steps, int window);

    [[nodiscard]] static int start() { return 0; }
    // The state after move m from `state`, or -1 when the sequence must not be extended
    // by m (its last moves spell a word that an earlier or shorter one replaces).
    [[nodiscard]] int next(int state, int m) const
    {
        return next_.empty()
                   ? 0
                   : next_[static_cast<std::size_t>(state) * kMoves + static_cast<std::size_t>(m)];
    }
    [[nodiscard]] std::size_t states() const { return next_.size() / kMoves; }
    // Words found that no sequence may end with (the automaton's patterns).
    [[nodiscard]] std::size_t patterns() const { return patterns_; }

private:
    static constexpr std::size_t kMoves = 4;
    std::vector<std::int32_t> next_;  // [state * 4 + m]
    std::size_t patterns_ = 0;
};

}  // namespace pl::search
