#include "core/checked_readers.h"

#include <memory>
#include <string>
#include <utility>

#include "core/registry.h"

namespace pl {

namespace {

// A sentence of a puzzle that words its own, passed on as it is.
Problems sentenceProblems(const std::string& sentence)
{
    if (sentence.empty())
        return {};
    return {Problem{"internal", {sentence}, {}}};
}

const CheckedReaders* readersOf(const Puzzle& puzzle)
{
    return dynamic_cast<const CheckedReaders*>(&puzzle);
}

}  // namespace

Problems validateProblems(const Puzzle& puzzle, const Position& p)
{
    if (const CheckedReaders* r = readersOf(puzzle))
        return r->validateProblems(p);
    return sentenceProblems(puzzle.validate(p));
}

Checked<Position> parsePositionChecked(const Puzzle& puzzle, std::string_view text)
{
    if (const CheckedReaders* r = readersOf(puzzle))
        return r->parsePositionChecked(text);
    Parsed<Position> parsed = puzzle.parsePosition(text);
    if (parsed)
        return {std::move(parsed.value), {}};
    return {std::nullopt, sentenceProblems(parsed.error)};
}

Problems goalProblems(const Puzzle& puzzle, const Position& goal)
{
    const auto entry = puzzle.entry();
    if (!puzzle.editableGoal() || !entry)
        return {Problem{"case.goal-not-editable", {puzzle.key()}, {}}};
    def::Goal g;
    g.type = def::Goal::Type::Values;
    g.values.assign(goal.cells.begin(), goal.cells.end());
    return entry->rules->validateGoal(g);
}

Checked<PositionAndGoal> parsePositionAndGoal(const Puzzle& puzzle, std::string_view text)
{
    const auto slash = text.find('/');
    // A puzzle without an editable goal reads the whole text its own way (a slash may
    // belong to its own form).
    if (slash == std::string_view::npos || !puzzle.editableGoal()) {
        Checked<Position> position = parsePositionChecked(puzzle, text);
        if (!position)
            return {std::nullopt, std::move(position.problems)};
        return {PositionAndGoal{std::move(*position.value), std::nullopt}, {}};
    }
    Checked<Position> position = parsePositionChecked(puzzle, text.substr(0, slash));
    if (!position)
        return {std::nullopt, std::move(position.problems)};
    Checked<Position> goal = parsePositionChecked(puzzle, text.substr(slash + 1));
    if (!goal)
        return {std::nullopt, std::move(goal.problems)};
    if (Problems bad = goalProblems(puzzle, *goal.value); !bad.empty())
        return {std::nullopt, std::move(bad)};
    return {PositionAndGoal{std::move(*position.value), std::move(*goal.value)}, {}};
}

Checked<std::vector<int>> parseMovesChecked(const Puzzle& puzzle, std::string_view text)
{
    if (const CheckedReaders* r = readersOf(puzzle))
        return r->parseMovesChecked(text);
    Parsed<std::vector<int>> parsed = puzzle.parseMoves(text);
    if (parsed)
        return {std::move(parsed.value), {}};
    return {std::nullopt, sentenceProblems(parsed.error)};
}

CheckedJudge parseJudgeChecked(const Puzzle& puzzle, std::string_view text)
{
    if (const CheckedReaders* r = readersOf(puzzle))
        return r->parseJudgeChecked(text);
    JudgeInput in = puzzle.parseJudge(text);
    // The sentence starts with its case ("case 3: ..."); it is passed on whole.
    return {std::move(in.cases), sentenceProblems(in.error)};
}

const Problems& judgeProblems(const JudgeReader& reader)
{
    static const Problems none;
    const CheckedJudge* error = reader.checkedError();
    return error ? error->problems : none;
}

Solution failedSolution(Problems problems)
{
    Solution s;
    s.outcome = Outcome::Failed;
    s.error = firstProblemLine(problems);
    s.checkedError = std::make_shared<const CheckedFailure>(CheckedFailure{std::move(problems)});
    return s;
}

Problems solutionProblems(const Solution& solution)
{
    if (solution.checkedError && !solution.checkedError->problems.empty())
        return solution.checkedError->problems;
    return sentenceProblems(solution.error);
}

JudgeInput judgeInputFrom(CheckedJudge checked)
{
    JudgeInput in;
    in.cases = std::move(checked.cases);
    in.error = firstProblemLine(checked.problems);
    return in;
}

}  // namespace pl
