// Position and move text (the --position form, the solution file's values) of every
// puzzle on any bytes. An accepted position is valid, solvable and prints back to
// itself; accepted moves are legal indices that print back to themselves and keep
// any valid position valid.
#include "fuzz_checks.h"

namespace {

void checkPuzzle(const pl::Puzzle& puzzle, std::string_view text)
{
    const pl::Parsed<pl::Position> position = puzzle.parsePosition(text);
    if (position) {
        fuzz::checkSolvable(puzzle, *position.value);
        const std::string shown = puzzle.formatPosition(*position.value);
        const pl::Parsed<pl::Position> again = puzzle.parsePosition(shown);
        FUZZ_REQUIRE(again && *again.value == *position.value,
                     puzzle.key() + ": '" + shown + "' does not read back: " + again.error);
    } else {
        FUZZ_REQUIRE(!position.error.empty(), puzzle.key() + ": position refused without a reason");
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
    for (const pl::Puzzle* puzzle : pl::allPuzzles())
        checkPuzzle(*puzzle, text);
    return 0;
}
