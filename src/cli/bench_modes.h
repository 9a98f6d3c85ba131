// The modes of puzzlelab-bench that bench_main.cpp dispatches to. Each prints its
// tables and checks; those returning int give the exit code (0 all met, 1 missed, 2 usage).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/registry.h"

namespace pl::bench {

// The default mode: the contest puzzles and SPEC section 6's ratios.
void benchRotation(std::size_t boards, std::uint64_t seed);
void benchMagicSquare();
void benchClocks(std::size_t enumerateSample);

// --walk, --reachable and --engine of --puzzle: positions as random walks of `walk` moves
// from the goal (0: uniformly random), and one engine alone with a line a position ("": all).
struct PuzzleChoice {
    std::size_t walk = 0;
    std::string engine;
    bool largestTables = false;  // --largest-tables: EngineOptions::largestTables
    // --reachable: uniformly random among the positions that reach the goal (a puzzle of
    // pieces), not among every valid one.
    bool reachable = false;
    // --max-memory MB: EngineOptions::maxMemoryBytes and the process's limit (0: the
    // default, 2048 MB).
    std::uint64_t maxMemoryMB = 0;
};

// --puzzle FILE|KEY: every engine of that puzzle side by side (--all goes to benchAll).
int benchPuzzle(const std::string& which, std::size_t count, std::uint64_t seed,
                std::size_t fifteenInstances, const std::string& korfFile, double limitMs, bool all,
                std::size_t sampleCount, const PuzzleChoice& choice);

// --largest-tables: Korf's 100 instances by `ida` with the 15-puzzle's 7-8 tables
// (EngineOptions::largestTables), build (or cache read) and search quoted apart.
int benchLargestTables(const std::string& korfFile);

// --all: every position of a small dial puzzle by the linear engine, checked.
int benchAll(const pl::PuzzleEntry& entry, std::size_t sampleCount, std::uint64_t seed,
             double limitMs);

}  // namespace pl::bench
