// The three contest puzzles by name, for their own judge-format and engine code, and
// for the tests that check those. Nothing else tells puzzles apart this way: the rest
// of the program takes a Puzzle, or a key of the registry.
#pragma once

#include <optional>

namespace pl {

class Puzzle;

enum class PuzzleKind { Clocks, MagicSquare, Rotation };

const Puzzle& puzzle(PuzzleKind kind);
// Which contest puzzle this is; nothing for a puzzle of the library.
std::optional<PuzzleKind> contestKind(const Puzzle& puzzle);

}  // namespace pl
