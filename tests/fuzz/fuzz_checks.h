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
#include <string>
#include <string_view>
#include <vector>

#include "core/contest_bridge.h"
#include "core/judge_reader.h"
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

// One default engine per puzzle for the whole run, as the app keeps its engines.
inline pl::Engine& defaultEngine(const pl::Puzzle& puzzle)
{
    static std::map<std::string, std::unique_ptr<pl::Engine>> engines;
    auto& engine = engines[puzzle.key()];
    if (!engine)
        engine = puzzle.makeEngine(puzzle.engineNames().front());
    return *engine;
}

// A position a reader returned: it is valid, the default engine solves it, the moves
// reach the goal by apply(), and there are as many as the tables' distance says.
inline void checkSolvable(const pl::Puzzle& puzzle, const pl::Position& position)
{
    const std::string shown = puzzle.key() + " " + puzzle.formatPosition(position);
    const std::string why = puzzle.validate(position);
    FUZZ_REQUIRE(why.empty(), shown + ": " + why);
    const pl::CancelToken never;
    const pl::Solution s = defaultEngine(puzzle).solve(position, {}, never);
    FUZZ_REQUIRE(s.outcome == pl::Outcome::Solved, shown + ": " + s.error);
    const int moveCount = static_cast<int>(puzzle.moveNames().size());
    pl::Position at = position;
    for (const int m : s.moves) {
        FUZZ_REQUIRE(m >= 0 && m < moveCount, shown + ": move index " + std::to_string(m));
        at = puzzle.apply(at, m);
    }
    FUZZ_REQUIRE(puzzle.isGoal(at),
                 shown + ": the moves " + puzzle.formatMoves(s.moves) + " do not reach the goal");
    FUZZ_REQUIRE(static_cast<int>(s.moves.size()) == puzzle.distance(position),
                 shown + ": " + std::to_string(s.moves.size()) + " moves, distance " +
                     std::to_string(puzzle.distance(position)));
    if (puzzle.key() == "rotation")
        FUZZ_REQUIRE(s.finalLabel == at.cells[6], shown + ": wrong final label");
    FUZZ_REQUIRE(!puzzle.formatJudgeAnswer(position, s).empty(), shown + ": no judge answer");
}

// JudgeReader fed `text` in pieces of the given sizes (cycled) must end exactly where
// parseJudge ends on the whole text.
inline void checkReaderAgrees(const pl::Puzzle& puzzle, std::string_view text,
                              const pl::JudgeInput& whole, const std::vector<std::size_t>& cuts)
{
    pl::JudgeReader reader(pl::contestJudge(puzzle));
    std::vector<pl::Position> cases;
    const auto take = [&] {
        for (pl::JudgeCase& c : reader.takeCases())
            cases.push_back(pl::contestPositionOf(std::move(c)));
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
    FUZZ_REQUIRE(reader.error() == whole.error,
                 how + ": reader says '" + reader.error() + "', parseJudge '" + whole.error + "'");
    FUZZ_REQUIRE(cases == whole.cases, how + ": " + std::to_string(cases.size()) +
                                           " cases from the reader, " +
                                           std::to_string(whole.cases.size()) + " from parseJudge");
    FUZZ_REQUIRE(reader.caseCount() == cases.size(), how + ": caseCount");
}

// parseJudge on any text: the error names the first bad case and nothing else; every
// case before it is solvable; JudgeReader agrees however the text is cut.
inline int checkJudge(std::string_view key, const std::uint8_t* data, std::size_t size)
{
    const pl::Puzzle* const contest = pl::puzzleByKey(key);
    FUZZ_REQUIRE(contest != nullptr, "no contest puzzle '" + std::string(key) + "'");
    const pl::Puzzle& puzzle = *contest;
    const std::string_view text = asText(data, size);
    const pl::JudgeInput in = puzzle.parseJudge(text);
    if (!in.error.empty()) {
        const std::string prefix = "case " + std::to_string(in.cases.size() + 1) + ": ";
        FUZZ_REQUIRE(
            in.error.starts_with(prefix) && in.error.size() > prefix.size() + 5,
            "error '" + in.error + "' after " + std::to_string(in.cases.size()) + " cases");
        FUZZ_REQUIRE(in.error.find('\n') == std::string::npos, "a two-line error: " + in.error);
    }
    for (const pl::Position& p : in.cases)
        checkSolvable(puzzle, p);

    checkReaderAgrees(puzzle, text, in, {size == 0 ? 1 : size});
    // Small pieces whose sizes come from the input: every input tries another way of
    // cutting tokens, lines, CRLFs and the BOM.
    std::vector<std::size_t> cuts;
    for (std::size_t i = 0; i < size && cuts.size() < 64; i += 7)
        cuts.push_back(1 + data[i] % 11);
    if (cuts.empty())
        cuts.push_back(1);
    checkReaderAgrees(puzzle, text, in, cuts);
    return 0;
}

}  // namespace fuzz
