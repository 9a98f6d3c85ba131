// puzzlelab-solve's definition mode (SPEC 7.5): --puzzle FILE|KEY, --list, --info,
// --histogram, --engine, --max-memory, --metric.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/def/puzzle_def.h"

namespace pl::cli {

struct PuzzleOptions {
    std::string puzzle;     // FILE or KEY; empty with --list
    std::string engine;     // empty: the puzzle's default
    std::string inputPath;  // empty or "-": standard input
    bool list = false;
    bool info = false;
    bool histogram = false;
    // --scramble: each case is a move sequence played from the goal (SPEC 8.4).
    bool scramble = false;
    std::optional<std::uint64_t> maxMemoryMB;
    // --largest-tables: EngineOptions::largestTables.
    bool largestTables = false;
    // --threads N: EngineOptions::threads (unset: one per core).
    std::optional<unsigned> threads;
    // --metric: replaces the definition's metric (an imported file's: twsearch's power).
    std::optional<def::Metric> metric;
    // --export-definition OUT: write the puzzle as format 1 (SPEC 8.3) to OUT.
    std::string exportPath;
};

// Exit status: 0, 1 (output failed), 2 (bad definition, case or usage).
int runPuzzleMode(const PuzzleOptions& options);

}  // namespace pl::cli
