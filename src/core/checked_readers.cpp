#include "core/checked_readers.h"

#include <memory>
#include <string>
#include <utility>

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
