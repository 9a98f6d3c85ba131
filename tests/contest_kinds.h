// The three contest puzzles as the tests name them. The program holds each as its
// bundled definition with its add-on (heldContestPuzzle); tests that read best with
// an enum name them by PuzzleKind, and take the contest's notation (Magic Squares'
// "board / target", where the target is the goal) from the add-on.
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/checked_readers.h"
#include "core/contest/add_on.h"
#include "core/contest/clocks/clocks.h"
#include "core/contest/msquare/msquare.h"
#include "core/contest/rotation/rotation.h"
#include "core/definition_puzzle.h"
#include "core/judge_case.h"
#include "core/problem.h"
#include "core/puzzle.h"

namespace pl::test {

// The test cannot go on (no Qt here: the fuzz and ThreadSanitizer tests use this too).
[[noreturn]] inline void stopTest(const std::string& why)
{
    std::fprintf(stderr, "contest_kinds.h: %s\n", why.c_str());
    std::abort();
}

enum class PuzzleKind { Clocks, MagicSquare, Rotation };

inline constexpr std::array<PuzzleKind, 3> kContestKinds = {
    PuzzleKind::Clocks, PuzzleKind::MagicSquare, PuzzleKind::Rotation};

inline std::string contestKey(PuzzleKind kind)
{
    switch (kind) {
    case PuzzleKind::Clocks:
        return "clocks";
    case PuzzleKind::MagicSquare:
        return "msquare";
    case PuzzleKind::Rotation:
        break;
    }
    return "rotation";
}

// The puzzle the program holds for `kind` (kept for the program's length).
inline std::shared_ptr<const Puzzle> heldPuzzle(PuzzleKind kind)
{
    auto held = heldContestPuzzle(contestKey(kind));
    if (!held)
        stopTest("no held contest puzzle for '" + contestKey(kind) + "'");
    return held;
}

inline const Puzzle& puzzle(PuzzleKind kind)
{
    return *heldPuzzle(kind);
}

// The held puzzle of a contest key, or null.
inline const Puzzle* contestPuzzle(std::string_view key)
{
    return heldContestPuzzle(key).get();
}

// The kind of a contest key ("clocks", "msquare", "rotation"), or nothing.
inline std::optional<PuzzleKind> findKind(std::string_view key)
{
    for (const PuzzleKind kind : kContestKinds)
        if (contestKey(kind) == key)
            return kind;
    return std::nullopt;
}

// The kind of a contest key the test knows to be one (the test stops otherwise).
inline PuzzleKind kindOfKey(std::string_view key)
{
    const std::optional<PuzzleKind> kind = findKind(key);
    if (!kind)
        stopTest("no contest puzzle '" + std::string(key) + "'");
    return *kind;
}

// Which contest puzzle `p` is: the held puzzle itself (the same object); nothing for
// any other puzzle, a definition of the same key included.
inline std::optional<PuzzleKind> contestKindOf(const Puzzle& p)
{
    for (const PuzzleKind kind : kContestKinds)
        if (&p == contestPuzzle(contestKey(kind)))
            return kind;
    return std::nullopt;
}

// The held contest puzzles, in the add-ons' order (clocks, msquare, rotation).
inline std::vector<const Puzzle*> contestPuzzles()
{
    std::vector<const Puzzle*> out;
    for (const auto& p : heldContestPuzzles())
        out.push_back(p.get());
    return out;
}

inline const ContestAddOn& addOn(PuzzleKind kind)
{
    return *pl::addOnOf(*puzzle(kind).entry());
}

inline const ContestAddOn& addOnOf(std::string_view key)
{
    const auto held = heldContestPuzzle(key);
    if (!held)
        stopTest("no held contest puzzle for '" + std::string(key) + "'");
    return *pl::addOnOf(*held->entry());
}

// A judge input read as the contest's judge reads it (SPEC 1): its cases, each with the
// goal it gives (Magic Squares' target), and what is wrong with the first bad one.
inline JudgeCases judgeRead(std::string_view key, std::string_view text)
{
    return addOnOf(key).judge().read(text);
}

// A judge input as the judge reads it, with "case N: ..." for its first bad case.
struct JudgeRead {
    std::vector<JudgeCase> cases;
    std::string error;
};
inline JudgeRead readJudge(PuzzleKind kind, std::string_view text)
{
    JudgeCases read = judgeRead(contestKey(kind), text);
    return {std::move(read.cases), firstProblemLine(read.problems)};
}

// A position in the contest's notation, with the goal it gives (Magic Squares'
// target); the test stops when the text is no good case.
inline JudgeCase contestCase(PuzzleKind kind, std::string_view text)
{
    Checked<JudgeCase> read = addOn(kind).contestForm().parse(text);
    if (!read)
        stopTest("test position '" + std::string(text) + "' does not parse");
    return *read.value;
}

inline std::string contestText(PuzzleKind kind, const JudgeCase& c)
{
    return addOn(kind).contestForm().format(c);
}

// The puzzle that solves for a case's goal (the held puzzle where it gives none).
inline std::shared_ptr<const Puzzle> solverFor(PuzzleKind kind, const JudgeCase& c)
{
    return c.goal ? heldPuzzle(kind)->withGoal(*c.goal) : heldPuzzle(kind);
}

// What is wrong with a case: its position in the contest's words, then its goal (Magic
// Squares' target) as the held puzzle's goal; empty when the case is good.
inline Problems caseProblems(PuzzleKind kind, const JudgeCase& c)
{
    Problems problems = addOn(kind).contestForm().validate(c.position);
    if (problems.empty() && c.goal)
        problems = goalProblems(puzzle(kind), *c.goal);
    return problems;
}

// The add-on's hand-tuned engine `name` (one of addOn(kind).engineNames()) over the
// held definition, on the add-on's own face: any goal per request.
inline std::unique_ptr<DefEngine> contestEngine(PuzzleKind kind, std::string_view name)
{
    auto engine = addOn(kind).makeEngine(puzzle(kind).entry()->rules, name);
    if (!engine)
        stopTest("no engine '" + std::string(name) + "' of " + contestKey(kind));
    return engine;
}

// What a contest engine solves for a case: its position, and its goal (the held
// definition's where the case gives none).
inline SolveRequest contestRequest(PuzzleKind kind, const JudgeCase& c)
{
    SolveRequest r{c.position, puzzle(kind).entry()->rules->goal()};
    if (c.goal) {
        r.goal = def::Goal{};
        r.goal.type = def::Goal::Type::Values;
        r.goal.values.assign(c.goal->cells.begin(), c.goal->cells.end());
    }
    return r;
}

// The contest's judge answer (SPEC 3) to a case: an engine's answer, of the contest's
// own engines or of the held puzzle (or of the one withGoal gives).
inline std::string judgeAnswer(PuzzleKind kind, const JudgeCase& c, const Answer& a)
{
    return addOn(kind).judge().write(c, a);
}

// A Magic Squares board with its tiles renamed so that `target` reads as the held
// puzzle's own goal (the standard board, 1 to 8): moves move places, not values, so
// the renamed board's distance and optimal moves to the standard board are the
// board's to `target`, and one table (the held puzzle's) answers for every target.
inline Position renamedToStandard(const Position& board, const Position& target)
{
    std::array<std::uint8_t, 256> name{};
    for (std::size_t i = 0; i < target.cells.size(); ++i)
        name[target.cells[i]] = static_cast<std::uint8_t>(i + 1);
    Position out;
    for (const std::uint8_t v : board.cells)
        out.cells.push_back(name[v]);
    return out;
}

// ---- the contests' own rules, written by hand in their add-ons ----------------------
// What the bundled definitions are checked against (not the definitions' own code).

// The contest's move names (SPEC 1): the clocks' 1 to 9, the letters of the others.
inline std::vector<std::string> contestMoveNames(PuzzleKind kind)
{
    const int count = kind == PuzzleKind::Clocks ? 9 : kind == PuzzleKind::MagicSquare ? 3 : 8;
    std::vector<std::string> names;
    for (int m = 0; m < count; ++m)
        names.push_back(kind == PuzzleKind::Clocks ? std::to_string(m + 1)
                                                   : std::string(1, static_cast<char>('A' + m)));
    return names;
}

// `move` made by the add-on's code: clock turns packed two bits a clock, the board's
// tiles by the move's sources, the Rotation board's lines. `p` must be a valid position.
inline Position handWrittenMove(PuzzleKind kind, const Position& p, int move)
{
    switch (kind) {
    case PuzzleKind::Clocks:
        return clocks::unpack(clocks::applyPacked(clocks::pack(p), move));
    case PuzzleKind::MagicSquare: {
        msquare::Board board{};
        for (std::size_t i = 0; i < board.size(); ++i)
            board[i] = p.cells.at(i);
        const msquare::Board after = msquare::applyMove(board, move);
        return Position{std::vector<std::uint8_t>(after.begin(), after.end())};
    }
    case PuzzleKind::Rotation:
        break;
    }
    return rotation::applyToBoard(p, move);
}

// Whether `p` is solved by the contest's own reckoning: every clock at 12; the board
// equal to the target (`goal`, the standard board where it is null); one label all
// round the centre.
inline bool handWrittenSolved(PuzzleKind kind, const Position& p, const Position* goal = nullptr)
{
    switch (kind) {
    case PuzzleKind::Clocks:
        return clocks::pack(p) == 0;
    case PuzzleKind::MagicSquare:
        return goal ? p == *goal
                    : p == Position{std::vector<std::uint8_t>(msquare::kStandard.begin(),
                                                              msquare::kStandard.end())};
    case PuzzleKind::Rotation:
        break;
    }
    return rotation::centreLabel(p) != 0;
}

}  // namespace pl::test
