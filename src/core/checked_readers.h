// The contest puzzles' readers with what is wrong as structured problems
// (core/problem.h) rather than sentences: validate, position and move text, judge
// inputs (whole or streamed) and the solution file. Their sentences (Puzzle::validate,
// parsePosition, parseMoves, parseJudge, JudgeReader::error, readSolutionFile) are the
// problemLine of the first problem, worded by core's one English formatter; the window
// words the same problems with tr() (models/problem_text_tr.h).
//
// A separate header, not part of Puzzle: puzzle.h, judge_reader.h and solution_file.h
// stay free of the name pl::Problem, which some files of the window still use for a
// name of their own.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/problem.h"
#include "core/puzzle.h"

namespace pl {

// A judge input read: the well-formed cases before the first bad one, and what is
// wrong with that one (at most one problem; its where names the case).
struct CheckedJudge {
    std::vector<Position> cases;
    Problems problems;
};

// The readers of a puzzle that reports structured problems (the contest puzzles and
// the puzzles of the library); a Puzzle that has them also derives from this.
class CheckedReaders {
public:
    virtual ~CheckedReaders() = default;
    // Empty when `p` is valid.
    [[nodiscard]] virtual Problems validateProblems(const Position& p) const = 0;
    [[nodiscard]] virtual Checked<Position> parsePositionChecked(std::string_view text) const = 0;
    [[nodiscard]] virtual Checked<std::vector<int>> parseMovesChecked(
        std::string_view text) const = 0;
    [[nodiscard]] virtual CheckedJudge parseJudgeChecked(std::string_view text) const = 0;
};

// Any puzzle's readers as structured problems: its CheckedReaders when it has them,
// else its sentence passed on as an "internal" problem.
[[nodiscard]] Problems validateProblems(const Puzzle& puzzle, const Position& p);
[[nodiscard]] Checked<Position> parsePositionChecked(const Puzzle& puzzle, std::string_view text);
// What is wrong with `goal` as the goal of an editableGoal puzzle (Rules::validateGoal:
// one valid full pattern); a puzzle whose goal cannot be edited refuses every goal.
[[nodiscard]] Problems goalProblems(const Puzzle& puzzle, const Position& goal);
// A position and, for an editableGoal puzzle, optionally ` / ` and its goal (SPEC 7.5's
// case form, what Copy Position writes for such a puzzle). `goal` is nothing when the
// text gives none.
struct PositionAndGoal {
    Position position;
    std::optional<Position> goal;
};
[[nodiscard]] Checked<PositionAndGoal> parsePositionAndGoal(const Puzzle& puzzle,
                                                            std::string_view text);

[[nodiscard]] Checked<std::vector<int>> parseMovesChecked(const Puzzle& puzzle,
                                                          std::string_view text);
[[nodiscard]] CheckedJudge parseJudgeChecked(const Puzzle& puzzle, std::string_view text);

// The sentences of the string API, from the problems.
template <typename T>
Parsed<T> parsedFrom(Checked<T> checked)
{
    Parsed<T> out;
    out.value = std::move(checked.value);
    if (!out.value)
        out.error = firstProblemLine(checked.problems);
    return out;
}
[[nodiscard]] JudgeInput judgeInputFrom(CheckedJudge checked);

}  // namespace pl
