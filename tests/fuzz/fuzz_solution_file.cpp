// The exported solution file (SPEC 5): readSolutionFile on any bytes. What it accepts
// must be a solution (valid position, legal moves that reach the goal), and writing
// it back gives a file that reads as the same record and writes as the same text.
#include <optional>

#include "core/checked_readers.h"
#include "core/solution_file.h"
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const pl::Parsed<pl::SolutionRecord> read = pl::readSolutionFile(fuzz::asText(data, size));
    if (!read) {
        FUZZ_REQUIRE(!read.error.empty(), "rejected without a reason");
        // One line per problem, each the problem's own line (a file reports all of its
        // problems at once, issue 23 point 10).
        const pl::Checked<pl::SolutionRecord> checked =
            pl::readSolutionFileChecked(fuzz::asText(data, size));
        FUZZ_REQUIRE(!checked, "the two readers disagree: " + read.error);
        std::string lines;
        for (const pl::Problem& problem : checked.problems) {
            const std::string line = pl::problemLine(problem);
            FUZZ_REQUIRE(!line.empty() && line.find('\n') == std::string::npos,
                         "a problem that is not one line: " + line);
            if (!lines.empty())
                lines += '\n';
            lines += line;
        }
        FUZZ_REQUIRE(lines == read.error, "the error is not its problems' lines: " + read.error);
        return 0;
    }
    const pl::SolutionRecord& record = *read.value;
    const std::optional<pl::test::PuzzleKind> kind = pl::test::findKind(record.puzzle);
    FUZZ_REQUIRE(kind.has_value(), "accepted the unknown puzzle '" + record.puzzle + "'");
    // The held puzzle, or the one that solves for the record's goal (Magic Squares'
    // target).
    const pl::JudgeCase c{record.position, record.goal};
    const std::string why = pl::firstProblemLine(pl::test::caseProblems(*kind, c));
    FUZZ_REQUIRE(why.empty(), "accepted a bad position: " + why);
    const auto solver = pl::test::solverFor(*kind, c);
    FUZZ_REQUIRE(solver != nullptr, "accepted a goal the puzzle refuses");
    const pl::Puzzle& puzzle = *solver;
    FUZZ_REQUIRE(puzzle.validate(record.position).empty(),
                 "accepted a bad position: " + puzzle.validate(record.position));
    const int moveCount = static_cast<int>(puzzle.moveNames().size());
    pl::Position at = record.position;
    for (const int m : record.moves) {
        FUZZ_REQUIRE(m >= 0 && m < moveCount, "accepted move index " + std::to_string(m));
        at = puzzle.apply(at, m);
    }
    FUZZ_REQUIRE(puzzle.isGoal(at), "accepted moves that do not solve the position");

    const std::string written = pl::writeSolutionFile(record);
    const pl::Parsed<pl::SolutionRecord> again = pl::readSolutionFile(written);
    FUZZ_REQUIRE(again, "its own output is refused: " + again.error + "\n" + written);
    FUZZ_REQUIRE(*again.value == record, "the record changes on a round trip:\n" + written);
    FUZZ_REQUIRE(pl::writeSolutionFile(*again.value) == written, "the text changes:\n" + written);
    return 0;
}
