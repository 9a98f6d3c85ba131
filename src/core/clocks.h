// The Clocks as the window and the tests still hold it: a shell over its add-on
// (core/contest/clocks/clocks.h), whose engines, judge format and notation it uses.
#pragma once

#include <vector>

#include "core/checked_readers.h"
#include "core/contest/clocks/clocks.h"
#include "core/puzzle.h"

namespace pl {

// Engines: "linear" (default), "enumerate", "bfs".
class ClocksPuzzle final : public Puzzle, public CheckedReaders {
public:
    ClocksPuzzle();
    [[nodiscard]] std::string key() const override { return "clocks"; }
    [[nodiscard]] std::string title() const override { return "The Clocks"; }
    [[nodiscard]] int cellCount() const override { return clocks::kClockCount; }
    [[nodiscard]] const std::vector<std::string>& moveNames() const override { return names_; }

    [[nodiscard]] Position initial() const override;
    [[nodiscard]] Position apply(const Position& p, int move) const override;
    // Moves turn hands in place: every cell keeps its own content.
    [[nodiscard]] std::vector<int> moveSources(int move) const override;
    [[nodiscard]] std::vector<int> moveCells(int move) const override;
    [[nodiscard]] bool isGoal(const Position& p) const override;
    [[nodiscard]] std::string validate(const Position& p) const override;
    [[nodiscard]] Problems validateProblems(const Position& p) const override;
    [[nodiscard]] Position random(std::mt19937_64& rng) const override;

    // "9 9 12 6 6 6 6 3 6": clock notation, row by row; '/' may separate rows.
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

    [[nodiscard]] JudgeInput parseJudge(std::string_view text) const override;
    [[nodiscard]] CheckedJudge parseJudgeChecked(std::string_view text) const override;
    [[nodiscard]] std::string formatJudgeAnswer(const Position& p,
                                                const Solution& s) const override;

private:
    std::vector<std::string> names_;
};

const Puzzle& clocksPuzzle();

}  // namespace pl
