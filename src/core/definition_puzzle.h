// Any puzzle of the library as a pl::Puzzle (issues 11 and 13): the window, the models
// and the tests work through the Puzzle interface, and DefinitionPuzzle answers every
// member of it from a definition (SPEC 7) alone: Rules for the moves, the goal and the
// text forms, the definition engines (puzzle_engines.h) behind the Engine face,
// the generic table for distance, hint and histogram, and the SPEC 7.5 case format as
// its judge format (what `puzzlelab-solve --puzzle KEY` reads and prints).
//
// Choices worth knowing:
// - Answer::reached is the engines' GoalReached as it is (the label of a `uniform`
//   goal, the alternative of an `anyOf` one); the window words it (goalShown).
// - distance(), optimalMoves() and histogram() come from one table engine per puzzle,
//   built on first use (thread-safe: a mutex guards it, so callers from several worker
//   threads wait for the one build). Where tableRefusal() is not empty (the puzzle is
//   too large for the memory limit, or the table engine cannot take it at all) they
//   never build: distance() is -1, optimalMoves() and histogram() are empty. distance()
//   is also -1 for an invalid or unsolvable position. histogram() counts the valid
//   positions at each distance (the unsolvable ones are not in it: unsolvableCount());
//   for a goal that needs several tables (uniform, anyOf) it needs one more table over
//   the full space and is empty when that would not fit.
//   The first call builds the table and may take long (seconds for Lights Out 5x5 or
//   Hungarian Rings, minutes for TopSpin's 120 MB): call it from a worker.
// - The engine "table" made here shares that same table (a solve in the window and a
//   distance asked by hand build it once). makeEngine() makes every engine of
//   engineNames(), a refused one too: its solve() then fails with the refusal, which
//   engineRefusal() tells beforehand.
// - Move geometry: a dial move keeps every cell's content (identity sources) and
//   changes the cells it adds to; a permutation move's sources come from its cycles. A
//   sliding move's geometry depends on where the blank is: moveSources() is the
//   identity and moveCells() every cell a tile can leave by that move (every cell that
//   is the blank's neighbour in the move's direction for some place of the blank). The
//   board animates the one tile that really moves itself.
// - parseJudge() reads the whole text as CaseReader does (blank lines skipped; an empty
//   text is zero cases, as `puzzlelab-solve` answers nothing); a ` / goal` part is
//   refused (JudgeInput carries positions only; the goal is the definition's).
//   formatJudgeAnswer() is caseAnswerLine() (case_reader.h), the one function the
//   command line prints with; empty for a Cancelled or Failed solution.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/checked_readers.h"
#include "core/engine.h"
#include "core/engines/table_engine.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"

namespace pl {

class PositionForm;

class DefinitionPuzzle final : public Puzzle, public CheckedReaders {
public:
    // `entry` must not be null.
    explicit DefinitionPuzzle(std::shared_ptr<const PuzzleEntry> entry, EngineOptions options = {});
    ~DefinitionPuzzle() override;
    DefinitionPuzzle(const DefinitionPuzzle&) = delete;
    DefinitionPuzzle& operator=(const DefinitionPuzzle&) = delete;

    [[nodiscard]] std::string key() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] int cellCount() const override;
    [[nodiscard]] const std::vector<std::string>& moveNames() const override;

    [[nodiscard]] Position initial() const override;
    [[nodiscard]] Position apply(const Position& p, int move) const override;
    [[nodiscard]] bool isLegal(const Position& p, int move) const override;
    [[nodiscard]] bool isGoal(const Position& p) const override;
    [[nodiscard]] std::string validate(const Position& p) const override;
    [[nodiscard]] Problems validateProblems(const Position& p) const override;
    [[nodiscard]] Position random(std::mt19937_64& rng) const override;
    // From a goal position (the goal's own values, or its first alternative's, when
    // they fix every cell): each dial move applied a uniformly random number of times,
    // or a long random walk of legal moves for permutation and sliding puzzles, so the
    // position can always be solved. A goal that fixes no position: random().
    [[nodiscard]] Position scramble(std::mt19937_64& rng) const override;

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
    // Where the table is refused and the ida engine can run.
    [[nodiscard]] bool searchesDistance() const override;
    [[nodiscard]] SearchedDistance searchDistance(const Position& p,
                                                  const CancelToken& cancel) const override;
    [[nodiscard]] bool prepareTables(bool histogram, const ProgressFn& progress,
                                     const CancelToken& cancel) const override;

    [[nodiscard]] JudgeInput parseJudge(std::string_view text) const override;
    [[nodiscard]] CheckedJudge parseJudgeChecked(std::string_view text) const override;
    [[nodiscard]] std::string formatJudgeAnswer(const Position& p, const Answer& a) const override;

    [[nodiscard]] std::shared_ptr<const PuzzleEntry> entry() const override { return entry_; }
    [[nodiscard]] std::string tableRefusal() const override;
    [[nodiscard]] std::string engineRefusal(std::string_view engine) const override;
    // The definition's editableGoal; the goal position is its full values goal.
    [[nodiscard]] bool editableGoal() const override;
    [[nodiscard]] std::optional<Position> goalPosition() const override;
    // A DefinitionPuzzle of a copy of the entry whose rules have `goal` as their goal
    // (the file, text and SHA-256 stay: a solution file still names the definition).
    // Its tables are its own, built for that goal on first use.
    [[nodiscard]] std::shared_ptr<const Puzzle> withGoal(const Position& goal) const override;
    [[nodiscard]] std::vector<int> moveSources(int move) const override;
    [[nodiscard]] std::vector<int> moveCells(int move) const override;

    // The same refusals as problems, for a formatter in another language (the window's
    // tr()); nullopt when there is none.
    [[nodiscard]] std::optional<Problem> tableRefusalProblem() const;
    [[nodiscard]] std::optional<Problem> engineRefusalProblem(std::string_view engine) const;
    // Why `engine` may fail although it can start (EngineChoice::caution); none: it
    // finishes within the limit, or nothing is known.
    [[nodiscard]] std::optional<Problem> engineCautionProblem(std::string_view engine) const;
    // Valid positions that cannot reach the goal (from the same table as histogram();
    // 0 when histogram() is empty).
    [[nodiscard]] std::uint64_t unsolvableCount() const;

    [[nodiscard]] const Rules& rules() const { return *entry_->rules; }
    [[nodiscard]] const EngineOptions& options() const { return options_; }

    struct Shared;  // the table and the facts computed once (definition_puzzle.cpp)

private:
    // The contest's notation where it is the puzzle's own text form (a bundled contest
    // definition whose add-on says so: clock faces, Rotation boards); null elsewhere.
    [[nodiscard]] const PositionForm* contestText() const;

    std::shared_ptr<const PuzzleEntry> entry_;
    EngineOptions options_;
    std::shared_ptr<Shared> shared_;
};

// The Puzzle for a library entry: for a BUNDLED entry with a contest add-on, the one
// object held for it (heldContestPuzzle), so its tables are built once whoever asks;
// for any other entry (a person's own file that reuses a contest key included) a new
// DefinitionPuzzle. nullptr for a null entry.
[[nodiscard]] std::shared_ptr<const Puzzle> puzzleFor(std::shared_ptr<const PuzzleEntry> entry,
                                                      EngineOptions options = {});

// The bundled definition of a contest key (the entry with its add-on) as the one
// puzzle object the program holds for it, made on first use and kept for the
// program's length, so its tables are built once whoever asks: the puzzle the window
// shows. Null for a key without an add-on.
[[nodiscard]] std::shared_ptr<const Puzzle> heldContestPuzzle(std::string_view key);
// The held puzzles of every add-on, in the order they are registered (The Clocks,
// Magic Squares, The Rotation Game).
[[nodiscard]] std::vector<std::shared_ptr<const Puzzle>> heldContestPuzzles();

}  // namespace pl
