// The cases of `puzzlelab-solve --puzzle` (SPEC 7.5): one per line, the position as
// numbers separated by spaces and, for an editableGoal puzzle, optionally " / " and a
// full goal pattern. Blank lines are skipped. Fed in pieces as input arrives, so
// memory stays that of one line however long the input is.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine.h"  // SolveRequest
#include "core/problem.h"
#include "core/rules/rules.h"
#include "core/rules/scramble.h"

namespace pl {

// A line longer than this is refused (no position of any sane puzzle needs it).
inline constexpr std::size_t kMaxCaseLineBytes = std::size_t{1} << 20;

// The line `puzzlelab-solve --puzzle` prints for one answered case (SPEC 7.5), newline
// included: "7: BCABCCB\n", "0:\n" when solved at once, "unsolvable\n". Empty for
// Cancelled and Failed: there the command line stops and says why on standard error.
// The one formatter of answers: the command line and DefinitionPuzzle::formatJudgeAnswer
// both print with it.
[[nodiscard]] std::string caseAnswerLine(const Rules& rules, Outcome outcome,
                                         const std::vector<int>& moves);

class CaseReader {
public:
    explicit CaseReader(const Rules& rules) : rules_(rules) {}
    // Cases written as move sequences played from the goal (SPEC 8.4), with the names
    // the puzzle's file gives to sequences.
    CaseReader(const Rules& rules, const NamedSequences& scrambles)
        : rules_(rules), scrambles_(&scrambles)
    {
    }

    void feed(std::string_view bytes);
    // End of input: the last line may lack its newline.
    void finish();
    // The cases read so far and not yet taken, in order.
    std::vector<SolveRequest> takeCases();
    // The first bad case (where.path is "case N"); reading stops there.
    [[nodiscard]] const std::optional<Problem>& error() const { return error_; }
    [[nodiscard]] bool stopped() const { return error_.has_value(); }

    // One line on its own (no newline); number is the case number for messages.
    [[nodiscard]] Checked<SolveRequest> parseLine(std::string_view line, std::size_t number) const;

private:
    void takeLine(std::string_view line);

    const Rules& rules_;
    const NamedSequences* scrambles_ = nullptr;
    std::string pending_;
    std::vector<SolveRequest> cases_;
    std::optional<Problem> error_;
    std::size_t caseNumber_ = 0;
    bool first_ = true;
};

}  // namespace pl
