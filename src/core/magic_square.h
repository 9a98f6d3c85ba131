// Magic Squares in the judge's shape (board and target in 16 cells), as the tests and
// the batch dialog still hold it: a shell over its add-on (core/contest/msquare/).
#pragma once

#include <vector>

#include "core/checked_readers.h"
#include "core/contest/msquare/msquare.h"
#include "core/puzzle.h"

namespace pl {

namespace msquare {

// The two halves of a 16-cell position (no checks).
Board boardOf(const Position& p);
Board targetOf(const Position& p);
Position makePosition(const Board& board, const Board& target);

}  // namespace msquare

// Engines: "table" (default), "bfs".
class MagicSquarePuzzle final : public Puzzle, public CheckedReaders {
public:
    MagicSquarePuzzle();
    [[nodiscard]] std::string key() const override { return "msquare"; }
    [[nodiscard]] std::string title() const override { return "Magic Squares"; }
    [[nodiscard]] int cellCount() const override { return 2 * msquare::kTileCount; }
    [[nodiscard]] const std::vector<std::string>& moveNames() const override { return names_; }

    [[nodiscard]] Position initial() const override;
    // Moves the board half; the target stays.
    [[nodiscard]] Position apply(const Position& p, int move) const override;
    [[nodiscard]] bool isGoal(const Position& p) const override;
    [[nodiscard]] std::string validate(const Position& p) const override;
    [[nodiscard]] Problems validateProblems(const Position& p) const override;
    // The standard board and a random target, as in the judge.
    [[nodiscard]] Position random(std::mt19937_64& rng) const override;

    // "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1" (board / target); 8 numbers alone are the
    // board with the standard target.
    [[nodiscard]] std::string formatPosition(const Position& p) const override;
    [[nodiscard]] Parsed<Position> parsePosition(std::string_view text) const override;
    [[nodiscard]] Checked<Position> parsePositionChecked(std::string_view text) const override;
    [[nodiscard]] std::string formatMoves(const std::vector<int>& moves) const override;
    [[nodiscard]] Parsed<std::vector<int>> parseMoves(std::string_view text) const override;
    [[nodiscard]] Checked<std::vector<int>> parseMovesChecked(std::string_view text) const override;

    [[nodiscard]] std::vector<std::string> engineNames() const override;
    [[nodiscard]] std::unique_ptr<Engine> makeEngine(std::string_view name) const override;

    [[nodiscard]] int distance(const Position& p) const override;
    [[nodiscard]] std::vector<int> optimalMoves(const Position& p) const override;
    [[nodiscard]] std::vector<std::uint64_t> histogram() const override;

    // Cases of 8 numbers (the target; the board is the standard one) to end of input.
    [[nodiscard]] JudgeInput parseJudge(std::string_view text) const override;
    [[nodiscard]] CheckedJudge parseJudgeChecked(std::string_view text) const override;
    [[nodiscard]] std::string formatJudgeAnswer(const Position& p,
                                                const Solution& s) const override;

private:
    std::vector<std::string> names_;
};

const Puzzle& magicSquarePuzzle();

}  // namespace pl
