// What every fuzz target checks once a reader has accepted its input. A broken
// invariant prints what broke and aborts: libFuzzer reports that as a crash and
// saves the input (a reproducer for tests/core/tst_bad_input.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "contest_kinds.h"
#include "core/judge_reader.h"
#include "core/problem.h"
#include "core/puzzle.h"

// The message is only built when the check fails: these run millions of times.
#define FUZZ_REQUIRE(condition, message)         \
    do {                                         \
        if (!(condition))                        \
            ::fuzz::broken(#condition, message); \
    } while (0)

namespace fuzz {

[[noreturn]] inline void broken(const char* condition, const std::string& message)
{
    std::fprintf(stderr, "\ninvariant broken: %s\n  %s\n", condition, message.c_str());
    std::abort();
}

inline std::string_view asText(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

// What a reader of a puzzle file promises when it refuses `size` bytes: at least one
// problem, at most def::kMaxProblems listed (and one that says how many more), each
// worded (no bare code), never "internal", at a sane place (a key path comes with a
// line).
inline void checkRefusal(const pl::Problems& problems, std::size_t size, int mostListed)
{
    FUZZ_REQUIRE(!problems.empty(), "refused without a problem");
    FUZZ_REQUIRE(problems.size() <= static_cast<std::size_t>(mostListed) + 1,
                 "too many problems listed");
    for (const pl::Problem& p : problems) {
        const std::string line = pl::problemLine(p);
        FUZZ_REQUIRE(p.code != "internal", line);
        FUZZ_REQUIRE(pl::problemText(p).rfind(p.code, 0) != 0, "no wording for " + p.code);
        FUZZ_REQUIRE(p.where.line >= 0 && p.where.column >= 0, line);
        FUZZ_REQUIRE(p.where.line <= static_cast<int>(size) + 1, line);
        FUZZ_REQUIRE(p.where.path.empty() || p.where.line > 0, "no position: " + line);
    }
}

// One default engine per contest puzzle for the whole run, as puzzlelab-solve keeps its
// engine for a judge input: the add-on's first engine over the held definition, each
// case's goal (Magic Squares' target) the request's.
inline pl::DefEngine& defaultEngine(pl::test::PuzzleKind kind)
{
    static std::map<pl::test::PuzzleKind, std::unique_ptr<pl::DefEngine>> engines;
    auto& engine = engines[kind];
    if (!engine)
        engine = pl::test::contestEngine(kind, pl::test::addOn(kind).engineNames().front());
    return *engine;
}

// The distance of a case from the held puzzle's tables: its own goal's; for a target
// of Magic Squares, the renamed board's to the held puzzle's goal (the same).
inline int caseDistance(pl::test::PuzzleKind kind, const pl::JudgeCase& c)
{
    const pl::Puzzle& puzzle = pl::test::puzzle(kind);
    if (!c.goal)
        return puzzle.distance(c.position);
    FUZZ_REQUIRE(kind == pl::test::PuzzleKind::MagicSquare,
                 puzzle.key() + ": a case with a goal of its own");
    return puzzle.distance(pl::test::renamedToStandard(c.position, *c.goal));
}

// A case a reader returned: it is good (its position, and its goal where it gives
// one), the default engine solves it, the moves reach the goal by the held puzzle's
// apply(), there are as many as the tables' distance says, and the judge writes an
// answer.
inline void checkSolvable(pl::test::PuzzleKind kind, const pl::JudgeCase& c)
{
    const pl::Puzzle& puzzle = pl::test::puzzle(kind);
    const std::string shown = puzzle.key() + " " + pl::test::contestText(kind, c);
    const std::string why = pl::firstProblemLine(pl::test::caseProblems(kind, c));
    FUZZ_REQUIRE(why.empty(), shown + ": " + why);
    const pl::CancelToken never;
    const pl::Answer a = defaultEngine(kind).solve(pl::test::contestRequest(kind, c), {}, never);
    FUZZ_REQUIRE(a.outcome == pl::Outcome::Solved, shown + ": " + pl::firstProblemLine(a.problems));
    const int moveCount = static_cast<int>(puzzle.moveNames().size());
    pl::Position at = c.position;
    for (const int m : a.moves) {
        FUZZ_REQUIRE(m >= 0 && m < moveCount, shown + ": move index " + std::to_string(m));
        at = puzzle.apply(at, m);
    }
    FUZZ_REQUIRE(c.goal ? at == *c.goal : puzzle.isGoal(at),
                 shown + ": the moves " + puzzle.formatMoves(a.moves) + " do not reach the goal");
    const int distance = caseDistance(kind, c);
    FUZZ_REQUIRE(static_cast<int>(a.moves.size()) == distance,
                 shown + ": " + std::to_string(a.moves.size()) + " moves, distance " +
                     std::to_string(distance));
    if (kind == pl::test::PuzzleKind::Rotation)
        FUZZ_REQUIRE(a.reached.label == at.cells[6], shown + ": wrong final label");
    FUZZ_REQUIRE(!pl::test::judgeAnswer(kind, c, a).empty(), shown + ": no judge answer");
}

// A judge input read whole, as the judge reads it: the cases before the first bad one,
// and "case N: ..." for that one.
struct JudgeRead {
    std::vector<pl::JudgeCase> cases;
    std::string error;
};

// JudgeReader fed `text` in pieces of the given sizes (cycled) must end exactly where
// the judge format's whole read ends.
inline void checkReaderAgrees(pl::test::PuzzleKind kind, std::string_view text,
                              const JudgeRead& whole, const std::vector<std::size_t>& cuts)
{
    pl::JudgeReader reader(pl::test::addOn(kind).judge());
    std::vector<pl::JudgeCase> cases;
    const auto take = [&] {
        for (pl::JudgeCase& c : reader.takeCases())
            cases.push_back(std::move(c));
    };
    std::size_t at = 0;
    for (std::size_t i = 0; at < text.size(); ++i) {
        const std::size_t n = cuts[i % cuts.size()];
        reader.feed(text.substr(at, n));
        at += n;
        take();
    }
    reader.finish();
    take();
    const std::string how =
        std::to_string(cuts.size()) + " cut sizes starting " + std::to_string(cuts.front());
    FUZZ_REQUIRE(reader.error() == whole.error, how + ": reader says '" + reader.error() +
                                                    "', the whole read '" + whole.error + "'");
    FUZZ_REQUIRE(cases == whole.cases,
                 how + ": " + std::to_string(cases.size()) + " cases from the reader, " +
                     std::to_string(whole.cases.size()) + " from the whole read");
    FUZZ_REQUIRE(reader.caseCount() == cases.size(), how + ": caseCount");
}

// The judge format on any text: the error names the first bad case and nothing else;
// every case before it is solvable; JudgeReader agrees however the text is cut.
inline int checkJudge(std::string_view key, const std::uint8_t* data, std::size_t size)
{
    const std::optional<pl::test::PuzzleKind> kind = pl::test::findKind(key);
    FUZZ_REQUIRE(kind.has_value(), "no contest puzzle '" + std::string(key) + "'");
    const std::string_view text = asText(data, size);
    pl::JudgeCases read = pl::test::addOn(*kind).judge().read(text);
    const JudgeRead in{std::move(read.cases), pl::firstProblemLine(read.problems)};
    if (!in.error.empty()) {
        const std::string prefix = "case " + std::to_string(in.cases.size() + 1) + ": ";
        FUZZ_REQUIRE(
            in.error.starts_with(prefix) && in.error.size() > prefix.size() + 5,
            "error '" + in.error + "' after " + std::to_string(in.cases.size()) + " cases");
        FUZZ_REQUIRE(in.error.find('\n') == std::string::npos, "a two-line error: " + in.error);
    }
    for (const pl::JudgeCase& c : in.cases)
        checkSolvable(*kind, c);

    checkReaderAgrees(*kind, text, in, {size == 0 ? 1 : size});
    // Small pieces whose sizes come from the input: every input tries another way of
    // cutting tokens, lines, CRLFs and the BOM.
    std::vector<std::size_t> cuts;
    for (std::size_t i = 0; i < size && cuts.size() < 64; i += 7)
        cuts.push_back(1 + data[i] % 11);
    if (cuts.empty())
        cuts.push_back(1);
    checkReaderAgrees(*kind, text, in, cuts);
    return 0;
}

}  // namespace fuzz
