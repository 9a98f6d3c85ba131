// What is special about a contest puzzle (SPEC 1-3), registered by key beside its
// bundled definition, which is THE puzzle: the judge format, the notation its judge
// and its old solution files write positions in, its hand-tuned engines (engines over
// the definition, tested equal to the generic ones), its samplers and the histogram
// the judge's command line prints. Nothing here is a second Puzzle: positions are the
// definition's cells, moves the definition's moves.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine.h"
#include "core/judge_case.h"
#include "core/position_sampling.h"
#include "core/registry.h"

namespace pl {

// A contest's judge format (SPEC 1 and 3), byte for byte.
class JudgeFormat {
public:
    virtual ~JudgeFormat() = default;
    // The whole input as the judge reads it.
    [[nodiscard]] virtual JudgeCases read(std::string_view text) const = 0;
    // The answer to one case as the judge writes it; empty unless `answer` is Solved.
    [[nodiscard]] virtual std::string write(const JudgeCase& judgeCase,
                                            const Answer& answer) const = 0;
    // How core/contest/judge_reader.h cuts a stream into cases: every caseTokens()
    // tokens make a case, or 0: cases are lines, and a line holding 0 ends the input.
    [[nodiscard]] virtual std::size_t caseTokens() const = 0;
    // A case written plainly (each token one digit, or 12), read without read():
    // false when `values` are no good case, which read() then words.
    [[nodiscard]] virtual bool plainCase(const std::uint8_t* values, std::size_t count,
                                         JudgeCase& out) const = 0;
};

// Positions in the contest's notation: clock faces for The Clocks, board and target
// for Magic Squares, the board for The Rotation Game.
class PositionForm {
public:
    virtual ~PositionForm() = default;
    [[nodiscard]] virtual std::string format(const JudgeCase& position) const = 0;
    // A valid position (and target, where the notation has one), or what is wrong.
    [[nodiscard]] virtual Checked<JudgeCase> parse(std::string_view text) const = 0;
    // What is wrong with a position of the definition, in the contest's words.
    [[nodiscard]] virtual Problems validate(const Position& position) const = 0;
    // Moves in the contest's notation, where it reads more than the definition's names
    // (The Clocks: "4589" and "4,5"; The Rotation Game: letters of either case run
    // together): the moves, or what is wrong. Nothing: the definition's reader reads them.
    [[nodiscard]] virtual std::optional<Checked<std::vector<int>>> parseMoves(
        std::string_view /*text*/) const
    {
        return std::nullopt;
    }
};

class ContestAddOn {
public:
    virtual ~ContestAddOn() = default;
    [[nodiscard]] virtual std::string key() const = 0;

    // The hand-tuned engines, best first. Their names carry the key ("rotation-ida"):
    // `table`, `ida`, `bfs` and `linear` are the generic engines everywhere.
    [[nodiscard]] virtual std::vector<std::string> engineNames() const = 0;
    // Null for a name that is not one of engineNames(). `rules` must be the bundled
    // definition of key().
    [[nodiscard]] virtual std::unique_ptr<DefEngine> makeEngine(std::shared_ptr<const Rules> rules,
                                                                std::string_view name) const = 0;
    [[nodiscard]] virtual std::string engineDescription(std::string_view name) const = 0;

    // The judge mode's engine names (SPEC 2), the default first, each with the engine
    // of the puzzle it runs. Each add-on says why it chose: the generic engine of that
    // name where it does what SPEC 2 describes at the same cost, else its own.
    struct JudgeEngine {
        std::string judgeName;
        std::string engine;
    };
    [[nodiscard]] virtual std::vector<JudgeEngine> judgeEngines() const = 0;

    [[nodiscard]] virtual const JudgeFormat& judge() const = 0;
    // The contest's notation: its judge's, its old solution files' and pastes'.
    [[nodiscard]] virtual const PositionForm& contestForm() const = 0;
    // The puzzle's own text form is the contest's notation (The Clocks writes clock
    // faces, The Rotation Game its boards); false where the definition's form is the
    // puzzle's and the contest's only opens old text (Magic Squares' 16 numbers).
    [[nodiscard]] virtual bool textIsContestForm() const = 0;

    // Positions at a chosen distance from `goal` (the definition's, or the one the
    // person set), better than the generic samplers draw them.
    [[nodiscard]] virtual std::shared_ptr<const PositionSampling> sampling(
        const Position* goal) const = 0;
    // Positions (The Rotation Game: single-label patterns) at each distance, as
    // `puzzlelab-solve KEY --histogram` prints them (SPEC 3).
    [[nodiscard]] virtual std::vector<std::uint64_t> histogram() const = 0;
};

// The add-ons by key, in the order registered.
class AddOns {
public:
    void add(std::shared_ptr<const ContestAddOn> addOn);
    [[nodiscard]] std::shared_ptr<const ContestAddOn> find(std::string_view key) const;
    [[nodiscard]] const std::vector<std::shared_ptr<const ContestAddOn>>& all() const
    {
        return all_;
    }

private:
    std::vector<std::shared_ptr<const ContestAddOn>> all_;
};

// The contest add-ons, The Clocks, Magic Squares and The Rotation Game in that order,
// made once on first use. The registry of definitions knows nothing of them: an add-on
// stands beside the bundled definition of its key and is found from the entry.
[[nodiscard]] const AddOns& contestAddOns();
// The add-on of a bundled definition; null for every other entry, also for a file
// that merely reuses a contest puzzle's key.
[[nodiscard]] const ContestAddOn* addOnOf(const PuzzleEntry& entry);

}  // namespace pl
