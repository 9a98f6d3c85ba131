// The solution file (SPEC 5) for a puzzle of the library: the same versioned
// `key: value` text as the contest puzzles' files, naming the puzzle by key and the
// definition it was solved with by its SHA-256, with positions and moves in the
// definition's text forms (SPEC 7.5):
//
//   PuzzleLab solution 1
//   puzzle: lights-out-3
//   definition: 3b1f…(64 hex digits)
//   position: 0 1 0 1 1 1 0 1 0
//   moves: e
//   length: 1
//   result: solved
//   engine: table
//   nodes: 3
//   time-ms: 0.01
//
// `goal:` follows `position:` for a puzzle with an editable goal; `result:` is the
// label a uniform goal was reached with, else `solved`. Reading tolerates what the
// contest reader tolerates (a BOM, CRLF, blank lines, unknown keys, keys in any
// order) and refuses the same things, as structured problems with the line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/registry.h"

namespace pl {

// Both forms of a solution file (this one and the contest puzzles' older one,
// core/solution_file.h): the version written and read, and the largest file read.
inline constexpr int kSolutionFileVersion = 1;
inline constexpr std::size_t kMaxSolutionFileBytes = std::size_t{1} << 20;  // 1 MiB

struct DefinitionSolution {
    std::string puzzle;      // the definition's key
    std::string definition;  // its SHA-256 (hex) when written
    Position position;
    def::Goal goal;
    std::vector<int> moves;
    GoalReached reached;
    std::string engine;
    std::uint64_t nodes = 0;
    double timeMs = 0;
};

[[nodiscard]] std::string writeDefinitionSolution(const PuzzleEntry& entry,
                                                  const DefinitionSolution& solution);

struct ReadSolution {
    DefinitionSolution solution;
    std::shared_ptr<const PuzzleEntry> entry;
    // The file names another SHA-256 than the library's definition of that key (the
    // definition was changed since); the moves were checked against today's.
    bool definitionChanged = false;
};

using FindPuzzle = std::function<std::shared_ptr<const PuzzleEntry>(std::string_view key)>;

[[nodiscard]] Checked<ReadSolution> readDefinitionSolution(std::string_view text,
                                                           const FindPuzzle& find);

}  // namespace pl
