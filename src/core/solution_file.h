// The exported solution file (SPEC 5): a versioned, human-readable `key: value` text
// that the app writes on Export and reads back on Open.
//
//   PuzzleLab solution 1
//   puzzle: rotation
//   position: 1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3
//   moves: AC
//   length: 2
//   result: 2
//   engine: table
//   nodes: 3
//   time-ms: 0.01
//
// A contest puzzle here is its bundled definition (heldContestPuzzle) with its add-on:
// the position is written in the add-on's notation (contestForm(): clock faces, board
// and target, the Rotation board), the moves by the definition's names.
//
// Reading rules (what is tolerated and what is not):
// - The first line must be the header `PuzzleLab solution <version>`; only version 1
//   is read, written "1" (not "01" or "1.0"). A UTF-8 byte order mark before it, CRLF
//   line ends (or lone CR ones in a file without any LF, as old Macs wrote), spaces
//   and tabs around values, a missing final newline are tolerated; blank lines (also
//   before the header) are skipped. A UTF-16 file is refused as such.
// - Keys may come in any order. `puzzle`, `position`, `moves`, `length` and `result`
//   are required: they are the solution. `engine`, `nodes` and `time-ms` only describe
//   how it was found, so they may be absent (empty / 0), but when present they must
//   be well formed. Unknown keys are ignored, so a later program may add keys to
//   version 1 without making its files unreadable here; a misspelt required key still
//   fails as "missing" (naming the line when it differs only in letter case or by
//   invisible bytes such as a BOM). Every key may appear only once.
// - The position must be valid, the moves legal, `length` their count, the moves must
//   bring the position to the goal, and `result` must be what the goal shows (a goal
//   of one label over some cells, as The Rotation Game's centre: that label, one digit;
//   the others: `solved`).
// - Files over kMaxSolutionFileBytes are refused before anything is parsed.
// Every error is one sentence, starting with "line N: " when a line is to blame.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/definition_solution.h"  // kSolutionFileVersion, kMaxSolutionFileBytes
#include "core/problem.h"
#include "core/puzzle.h"

namespace pl {

struct SolutionRecord {
    std::string puzzle = "clocks";  // a contest puzzle's key (heldContestPuzzle)
    Position position;              // the position the moves start from
    // The goal the notation gives with the position (Magic Squares' target: always, the
    // standard one too), a full pattern of the cells; nothing: the puzzle's own goal.
    std::optional<Position> goal;
    std::vector<int> moves;  // indices into Puzzle::moveNames()
    int finalLabel = 0;      // rotation: the centre label at the end (the writer takes it
                             // from the replay when the moves reach the goal); else 0
    std::string engine;      // may be empty
    std::uint64_t nodes = 0;
    double timeMs = 0;

    friend bool operator==(const SolutionRecord&, const SolutionRecord&) = default;
};

// The file text, '\n' line ends, ending in a newline; empty when record.puzzle is the
// key of no contest puzzle (there is no format to write it in). The window writes a
// contest puzzle's solution as any definition's (core/definition_solution.h); this
// writes the older form, which the window still opens.
[[nodiscard]] std::string writeSolutionFile(const SolutionRecord& record);

// The record, or a sentence saying what is wrong (see the rules above).
[[nodiscard]] Parsed<SolutionRecord> readSolutionFile(std::string_view text);
// The same with what is wrong as problems (where = the line to blame, if one is);
// readSolutionFile's sentence is their problemLines, one a line.
[[nodiscard]] Checked<SolutionRecord> readSolutionFileChecked(std::string_view text);

}  // namespace pl
