// The Clocks (IOI 1994, USACO "clocks"): rules, text forms, judge format and engines.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/checked_readers.h"
#include "core/puzzle.h"

namespace pl {

namespace clocks {

inline constexpr int kClockCount = 9;
inline constexpr int kMoveCount = 9;
inline constexpr std::uint32_t kPositionCount = 1u << (2 * kClockCount);  // 4^9

// The clocks (0 = A .. 8 = I) each move turns, from SPEC 1.1.
inline constexpr std::array<std::uint16_t, kMoveCount> kMoveClockBits{
    0b000011011,  // 1: A B D E
    0b000000111,  // 2: A B C
    0b000110110,  // 3: B C E F
    0b001001001,  // 4: A D G
    0b010111010,  // 5: B D E F H
    0b100100100,  // 6: C F I
    0b011011000,  // 7: D E G H
    0b111000000,  // 8: G H I
    0b110110000,  // 9: E F H I
};

// A position packed two bits per clock (clock i in bits 2i, 2i+1); also its rank.
using Packed = std::uint32_t;
[[nodiscard]] Packed pack(const Position& p);  // p must be valid
[[nodiscard]] Position unpack(Packed packed);
[[nodiscard]] Packed applyPacked(Packed packed, int move);

// How many times (0..3) each move is made in the one shortest solution (SPEC 1.1:
// the move matrix is invertible modulo 4, so this is unique). p must be valid.
using MoveCounts = std::array<std::uint8_t, kMoveCount>;
[[nodiscard]] MoveCounts solveCounts(const Position& p);
// The moves in ascending order: the smallest of the shortest sequences.
[[nodiscard]] std::vector<int> movesFromCounts(const MoveCounts& counts);

// Traits for search::breadthFirst over all 4^9 positions.
struct ClocksSpace {
    using State = Packed;
    [[nodiscard]] std::size_t stateCount() const { return kPositionCount; }
    [[nodiscard]] int moveCount() const { return kMoveCount; }
    [[nodiscard]] std::uint32_t rank(State s) const { return s; }
    [[nodiscard]] State apply(State s, int move) const { return applyPacked(s, move); }
};

}  // namespace clocks

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
