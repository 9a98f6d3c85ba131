// Symmetries of a permutation puzzle found from its moves alone: the permutations of
// the cells that turn the set of moves into itself (sigma m sigma^-1 is again a move)
// and keep a goal pattern. Positions that are images of each other under such a
// symmetry lie at the same distance from the goal, so a table build can settle a whole
// class of positions at once (The Rotation Game's board has eight).
#pragma once

#include <cstdint>
#include <vector>

namespace pl::search {

// `targets[m][c]` is the cell the content of cell c moves to under move m. Returns every
// permutation sigma ("the content of cell c goes to sigma[c]") with, for each move m,
// sigma m sigma^-1 among the moves, that fixes the cells no move touches and keeps
// `cellClass` (cellClass[sigma[c]] == cellClass[c]); the identity first. When the
// search passes `budget` steps or finds more than `maxCount`, only the identity.
[[nodiscard]] std::vector<std::vector<int>> moveSymmetries(
    const std::vector<std::vector<int>>& targets, const std::vector<int>& cellClass,
    std::size_t maxCount, std::uint64_t budget);

// The moves reordered so that each one moves the most cells the moves before it move
// (a row after a column): handed to moveSymmetries in this order, the backtracking
// stays narrow. The set of symmetries does not depend on the order.
[[nodiscard]] std::vector<std::vector<int>> sharingOrder(
    const std::vector<std::vector<int>>& targets);

// Reads of a database through symmetries, chosen greedily so that the items (cells,
// pieces) are read about equally often: up to `count` of the candidates (each the items
// it reads), each time the one whose items are read least so far (the largest sum of
// 1 / (1 + reads so far) over its items; the first of equal ones). `reads` holds each
// item's reads before and is updated. Returns the candidates chosen, in order.
[[nodiscard]] std::vector<std::size_t> leastReadFirst(
    const std::vector<std::vector<int>>& candidates, std::vector<int>& reads, std::size_t count);

}  // namespace pl::search
