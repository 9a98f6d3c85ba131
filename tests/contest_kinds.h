// The three contest puzzles as the tests name them. The program holds each as its
// bundled definition with its add-on (heldContestPuzzle); tests that read best with
// an enum name them by PuzzleKind, and take the contest's notation (Magic Squares'
// "board / target", where the target is the goal) from the add-on.
#pragma once

#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/contest/add_on.h"
#include "core/definition_puzzle.h"
#include "core/judge_case.h"
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
    return *puzzle(kind).entry()->addOn;
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

}  // namespace pl::test
