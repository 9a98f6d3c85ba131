// How the window writes a move (issue 23, point 4). Files, the command line and Korf's
// instances name a sliding move after the way the blank travels ("L": the blank goes
// left, so the tile beside it goes right); the arrow keys, like every sliding-puzzle
// program's, move a tile. So the window shows a sliding move as an arrow the way the
// tile goes with the name beside it ("→L"), in the hint, the move list, the headline
// and the board's tooltips; every other move by its name alone. Files and the command
// line keep the names only.
#pragma once

#include <vector>

#include <QString>

namespace pl {

class Puzzle;
class Rules;

namespace move_words {

// The arrow the way the tile goes for a sliding move, empty for any other.
[[nodiscard]] QString tileArrow(const Rules& rules, int move);
[[nodiscard]] QString tileArrow(const Puzzle& puzzle, int move);
// One move as the window shows it: "→L" on a sliding puzzle, else the name ("a1").
[[nodiscard]] QString shown(const Puzzle& puzzle, int move);
// A sequence as the window shows it: sliding moves one by one with their arrows
// ("↓U ↓U ←R"), any other in the puzzle's own text form (Puzzle::formatMoves).
[[nodiscard]] QString shownSequence(const Puzzle& puzzle, const std::vector<int>& moves);

}  // namespace move_words
}  // namespace pl
