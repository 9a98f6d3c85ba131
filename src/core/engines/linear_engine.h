// The generic `linear` engine (SPEC 7.6) for dial puzzles in the `move` metric. Moves
// of a dial puzzle commute and a move made k times adds k times its amounts, so a
// position is solved by move counts x with A x = goal - position (mod modulus), A the
// cells-by-moves matrix of amounts. The modulus may be composite (Z/4 and Z/6 are not
// fields), so the system is brought to diagonal form by unimodular row and column
// operations (a Smith-like normal form over Z/m), which works over any Z/m. Its
// solutions are a particular one plus the kernel, enumerated whole: the answer is the
// solution with the fewest moves and, among those, the smallest sequence (the moves
// in ascending order, which makes the sequence with more of the smaller moves first).
// Unsolvable when no solution exists.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/engines/engine_face.h"

namespace pl {

class LinearEngine final : public EngineFace {
public:
    // Solutions enumerated per goal at most: beyond it the engine does not fit.
    static constexpr std::uint64_t kMaxSolutionsPerGoal = std::uint64_t{1} << 20;
    // Cells and moves at most.
    static constexpr int kMaxSize = 256;

    explicit LinearEngine(std::shared_ptr<const Rules> rules);
    [[nodiscard]] std::string name() const override { return "linear"; }
    // A dial puzzle in the `move` metric of at most kMaxSize cells and moves whose
    // solution sets are small enough to enumerate (kMaxSolutionsPerGoal) for its own goal.
    [[nodiscard]] static bool fits(const Rules& rules);

    // The diagonal system for the cells in `rows` (public for the tests).
    struct System {
        std::vector<int> rows;  // the constrained cells
        int rank = 0;
        std::vector<std::vector<int>> u;  // rows x rows: D = U A V
        std::vector<std::vector<int>> v;  // moves x moves
        std::vector<int> diagonal;        // D[i][i], i < min(rows, moves)
        std::uint64_t solutions = 0;      // per solvable right-hand side
    };
    // Watched (SPEC 9): every pivot and reduction told to `observer`.
    [[nodiscard]] static System diagonalise(const Rules& rules, std::vector<int> rows,
                                            search::SearchObserver* observer = nullptr);

private:
    struct Target {
        std::vector<int> rows;
        std::vector<int> values;  // the value each row's cell must show
        GoalReached reached;
    };
    void targetsFor(const def::Goal& goal, int alternative, std::vector<Target>& out) const;
    const System& systemFor(const std::vector<int>& rows,
                            search::SearchObserver* observer = nullptr);
    void run(const SolveRequest& request, SearchMonitor& monitor, Answer& answer) override;
    // Counts per move of the best solution, or false when there is none.
    bool best(const System& system, const std::vector<int>& rhs, std::vector<int>& counts,
              search::SearchObserver* observer = nullptr) const;

    int modulus_;
    std::vector<int> order_;  // the order of each move (its counts matter modulo it)
    std::map<std::vector<int>, System> systems_;
};

}  // namespace pl
