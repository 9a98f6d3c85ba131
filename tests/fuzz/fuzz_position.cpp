// Position and move text (the --position form, the solution file's values) of every
// contest puzzle on any bytes: the contest's notation (Magic Squares' board / target,
// the target its goal) and, where it differs, the held puzzle's own text. An accepted
// position is good, solvable and prints back to itself; accepted moves are legal
// indices that print back to themselves and keep any valid position valid.
#include "fuzz_checks.h"

namespace {

void checkPuzzle(pl::test::PuzzleKind kind, std::string_view text)
{
    const pl::Puzzle& puzzle = pl::test::puzzle(kind);
    const pl::PositionForm& form = pl::test::addOn(kind).contestForm();
    const pl::Checked<pl::JudgeCase> position = form.parse(text);
    if (position) {
        fuzz::checkSolvable(kind, *position.value);
        const std::string shown = form.format(*position.value);
        const pl::Checked<pl::JudgeCase> again = form.parse(shown);
        FUZZ_REQUIRE(again && *again.value == *position.value,
                     puzzle.key() + ": '" + shown +
                         "' does not read back: " + pl::firstProblemLine(again.problems));
    } else {
        FUZZ_REQUIRE(!pl::firstProblemLine(position.problems).empty(),
                     puzzle.key() + ": position refused without a reason");
    }
    if (!pl::test::addOn(kind).textIsContestForm()) {
        // The held puzzle's own text of a position (Magic Squares: the board alone).
        const pl::Parsed<pl::Position> own = puzzle.parsePosition(text);
        if (own) {
            fuzz::checkSolvable(kind, pl::JudgeCase{*own.value, std::nullopt});
            const std::string shown = puzzle.formatPosition(*own.value);
            const pl::Parsed<pl::Position> again = puzzle.parsePosition(shown);
            FUZZ_REQUIRE(again && *again.value == *own.value,
                         puzzle.key() + ": '" + shown + "' does not read back: " + again.error);
        } else {
            FUZZ_REQUIRE(!own.error.empty(), puzzle.key() + ": position refused without a reason");
        }
    }

    const pl::Parsed<std::vector<int>> moves = puzzle.parseMoves(text);
    if (!moves) {
        FUZZ_REQUIRE(!moves.error.empty(), puzzle.key() + ": moves refused without a reason");
        return;
    }
    const int moveCount = static_cast<int>(puzzle.moveNames().size());
    pl::Position at = puzzle.initial();
    for (const int m : *moves.value) {
        FUZZ_REQUIRE(m >= 0 && m < moveCount, puzzle.key() + ": move index " + std::to_string(m));
        at = puzzle.apply(at, m);
    }
    FUZZ_REQUIRE(puzzle.validate(at).empty(), puzzle.key() + ": moves broke a valid position");
    const std::string shown = puzzle.formatMoves(*moves.value);
    const pl::Parsed<std::vector<int>> again = puzzle.parseMoves(shown);
    FUZZ_REQUIRE(again && *again.value == *moves.value,
                 puzzle.key() + ": moves '" + shown + "' do not read back: " + again.error);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::asText(data, size);
    for (const pl::test::PuzzleKind kind : pl::test::kContestKinds)
        checkPuzzle(kind, text);
    return 0;
}
