// What every mode of puzzlelab-bench shares: one engine's run over seeded positions,
// its table row, and the checks (targets and agreements) that count the failures.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/engine.h"
#include "core/puzzle.h"
#include "core/rules/rules.h"

namespace pl::bench {

struct Run {
    std::string engine;
    std::size_t positions = 0;
    double totalMs = 0;
    double buildMs = 0;
    std::size_t tableBytes = 0;
    std::uint64_t nodes = 0;
    std::vector<double> perCallUs;  // one by one, after any table is built
    std::size_t totalMoves = 0;

    [[nodiscard]] double medianUs() const
    {
        if (perCallUs.empty())
            return 0;
        auto v = perCallUs;
        std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
        return v[v.size() / 2];
    }
};

void printHeader(const char* title);
void printRun(const Run& r);

// The checks that missed a target or found a disagreement, over the whole run; each mode
// ends with its verdict on it and the exit code.
extern int failures;

void target(const char* what, double value, const char* op, double limit);
bool sameAnswers(const std::vector<std::string>& a, const std::vector<std::string>& b);
void agreement(const char* what, bool ok);

struct DefRun {
    std::string engine;
    std::string skipped;  // why the engine stopped early (refused, too slow)
    std::size_t positions = 0;
    double totalMs = 0;
    double buildMs = 0;
    std::size_t tableBytes = 0;
    std::uint64_t nodes = 0;
    std::vector<std::string> answers;  // "LENGTH: MOVES" or "unsolvable"
    // Microseconds of every answer after the first (the first call builds what the
    // engine keeps: tables, databases, the linear system).
    std::vector<double> laterUs;

    [[nodiscard]] double medianUs() const
    {
        if (laterUs.empty())
            return 0;
        auto v = laterUs;
        std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
        return v[v.size() / 2];
    }
    [[nodiscard]] double maxUs() const
    {
        return laterUs.empty() ? 0 : *std::max_element(laterUs.begin(), laterUs.end());
    }
};

// `each`: a line for every position (its answer's length, nodes, time, build).
DefRun runDefEngine(pl::DefEngine& engine, const pl::Rules& rules,
                    const std::vector<pl::Position>& positions, const pl::def::Goal& goal,
                    double limitMs, bool each = false);
void printDefHeader();
void printDefRun(const DefRun& r);
std::vector<pl::Position> seededPositions(const pl::Rules& rules, std::size_t count,
                                          std::uint64_t seed);
// Random walks of `moves` legal moves from the scramble start (no move followed by its
// inverse).
std::vector<pl::Position> walkedPositions(const pl::Rules& rules, std::size_t count,
                                          std::uint64_t seed, std::size_t moves);

}  // namespace pl::bench
