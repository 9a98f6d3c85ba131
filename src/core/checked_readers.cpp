#include "core/checked_readers.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

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

namespace {

// Text without a slash that is no position of an editableGoal puzzle, read as a
// position and its goal one after the other: its words cut into two halves of as many
// words each, both read as positions (Magic Squares' 16 numbers, board then target, as
// its contest form and old files write them). Nothing when that does not read either.
std::optional<PositionAndGoal> positionThenGoal(const Puzzle& puzzle, std::string_view text)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    std::vector<std::pair<std::size_t, std::size_t>> words;  // [begin, end)
    for (std::size_t i = 0; i < text.size();) {
        while (i < text.size() && space(text[i]))
            ++i;
        const std::size_t begin = i;
        while (i < text.size() && !space(text[i]))
            ++i;
        if (i > begin)
            words.emplace_back(begin, i);
    }
    if (words.size() < 2 || words.size() % 2 != 0)
        return std::nullopt;
    const auto& last = words[words.size() / 2 - 1];
    const auto& first = words[words.size() / 2];
    Checked<Position> position = parsePositionChecked(puzzle, text.substr(0, last.second));
    Checked<Position> goal = parsePositionChecked(puzzle, text.substr(first.first));
    if (!position || !goal || !goalProblems(puzzle, *goal.value).empty())
        return std::nullopt;
    return PositionAndGoal{std::move(*position.value), std::move(*goal.value)};
}

}  // namespace

Checked<PositionAndGoal> parsePositionAndGoal(const Puzzle& puzzle, std::string_view text)
{
    const auto slash = text.find('/');
    // A puzzle without an editable goal reads the whole text its own way (a slash may
    // belong to its own form).
    if (slash == std::string_view::npos || !puzzle.editableGoal()) {
        Checked<Position> position = parsePositionChecked(puzzle, text);
        if (!position && puzzle.editableGoal())
            if (auto halves = positionThenGoal(puzzle, text))
                return {std::move(*halves), {}};
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

JudgeInput judgeInputFrom(CheckedJudge checked)
{
    JudgeInput in;
    in.cases = std::move(checked.cases);
    in.error = firstProblemLine(checked.problems);
    return in;
}

}  // namespace pl
