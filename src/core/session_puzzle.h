// The shape a session (the window) holds a contest puzzle in. A contest puzzle object
// keeps the shape of its judge format; where that packs into its position what its
// definition keeps as the goal (Magic Squares: board and target in 16 cells), a
// session holds the bundled definition instead, whose goal the person sets: the
// target is the session's goal, not half of the position. The contest puzzle's own
// file registers that form; nothing here names a puzzle.
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include "core/position_sampling.h"
#include "core/puzzle.h"

namespace pl {

// A position of the contest puzzle as the held puzzle's position and goal.
struct SessionPosition {
    Position position;
    Position goal;
};

struct SessionForm {
    // The puzzle a session holds (one object for the program's length, so its tables
    // are built once whoever asks).
    std::function<std::shared_ptr<const Puzzle>()> puzzle;
    // A valid contest position as the held puzzle's position and goal; nothing for an
    // invalid one.
    std::function<std::optional<SessionPosition>(const Position&)> split;
};

// The definition of `entry` as a puzzle of its own, even for a bundled contest key
// (puzzleFor() gives the contest object there): what a SessionForm holds.
[[nodiscard]] std::shared_ptr<const Puzzle> definitionPuzzle(
    std::shared_ptr<const PuzzleEntry> entry);

// Registers `form` for the contest puzzle object `contest` (at start-up, from the
// puzzle's own file). Returns true, so a file can register with a static initializer.
bool registerSessionForm(const Puzzle& contest, SessionForm form);

// The puzzle a session holds for `puzzle`: the registered form's, else `puzzle` itself.
[[nodiscard]] std::shared_ptr<const Puzzle> sessionPuzzleOf(std::shared_ptr<const Puzzle> puzzle);
// The contest puzzle (of allPuzzles()) that is `puzzle` or that a session holds as
// `puzzle` (the same object): the one whose judge format and contest solution files
// belong to it. Null for every other puzzle.
[[nodiscard]] const Puzzle* contestFormOf(const Puzzle& puzzle);
// A position of the contest puzzle `contest` as its held puzzle's position and goal;
// nothing when it is invalid or `contest` has no other form.
[[nodiscard]] std::optional<SessionPosition> sessionPosition(const Puzzle& contest,
                                                             const Position& position);
}  // namespace pl
