// puzzlelab-bench: every engine on the same seeded positions in one run, and the
// ratios of SPEC section 6. Absolute times on shared 2-core machines are noisy; the
// ratios, measured in one run, are what the targets are about.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "core/progress.h"
#include "core/puzzle.h"

namespace {

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

// Solves every position with one engine. The total is timed around the whole loop, so
// the bench's own clock reads don't count; a second pass (after the first, so any table
// is built) times calls one by one for the median.
Run runEngine(const pl::Puzzle& puzzle, const std::string& name,
              const std::vector<pl::Position>& positions, std::vector<std::string>* answers,
              bool timeEachCall = false)
{
    Run run;
    run.engine = name;
    auto engine = puzzle.makeEngine(name);
    const pl::CancelToken never;
    std::vector<pl::Solution> solutions(positions.size());
    const pl::Stopwatch total;
    for (std::size_t i = 0; i < positions.size(); ++i)
        solutions[i] = engine->solve(positions[i], {}, never);
    run.totalMs = total.elapsedMs();
    run.positions = positions.size();
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const pl::Solution& s = solutions[i];
        if (s.outcome != pl::Outcome::Solved) {
            std::fprintf(stderr, "%s/%s failed on %s: %s\n", puzzle.key().c_str(), name.c_str(),
                         puzzle.formatPosition(positions[i]).c_str(), s.error.c_str());
            std::exit(1);
        }
        run.buildMs += s.stats.buildMs;
        run.tableBytes = std::max(run.tableBytes, s.stats.tableBytes);
        run.nodes += s.stats.nodes;
        run.totalMoves += s.moves.size();
        if (answers)
            answers->push_back(puzzle.formatMoves(s.moves) + "/" + std::to_string(s.finalLabel));
    }
    if (timeEachCall) {
        run.perCallUs.reserve(positions.size());
        for (const pl::Position& p : positions) {
            const pl::Stopwatch one;
            const pl::Solution s = engine->solve(p, {}, never);
            run.perCallUs.push_back(one.elapsedMs() * 1000.0);
        }
    }
    return run;
}

void printHeader(const char* title)
{
    std::printf("\n== %s ==\n", title);
    std::printf("%-10s %9s %12s %14s %12s %11s %12s %12s\n", "engine", "positions", "total ms",
                "positions/s", "median us", "build ms", "table bytes", "nodes");
}

void printRun(const Run& r)
{
    // The median is only measured (call by call) where a target needs it.
    char median[32] = "-";
    if (!r.perCallUs.empty())
        std::snprintf(median, sizeof median, "%.3f", r.medianUs());
    std::printf("%-10s %9zu %12.2f %14.0f %12s %11.2f %12zu %12llu\n", r.engine.c_str(),
                r.positions, r.totalMs, r.positions / (r.totalMs / 1000.0), median, r.buildMs,
                r.tableBytes, static_cast<unsigned long long>(r.nodes));
}

int failures = 0;

void target(const char* what, double value, const char* op, double limit)
{
    const bool ok = std::strcmp(op, ">=") == 0 ? value >= limit : value <= limit;
    if (!ok)
        ++failures;
    std::printf("  %-62s %12.2f  (target %s %g)  %s\n", what, value, op, limit,
                ok ? "PASS" : "FAIL");
}

bool sameAnswers(const std::vector<std::string>& a, const std::vector<std::string>& b)
{
    return a == b;
}

void agreement(const char* what, bool ok)
{
    if (!ok)
        ++failures;
    std::printf("  %-62s %s\n", what, ok ? "identical" : "DIFFERENT — FAIL");
}

void benchRotation(std::size_t boards, std::uint64_t seed)
{
    const pl::Puzzle& puzzle = pl::puzzle(pl::PuzzleKind::Rotation);
    std::mt19937_64 rng(seed);
    std::vector<pl::Position> positions;
    for (std::size_t i = 0; i < boards; ++i)
        positions.push_back(puzzle.random(rng));

    printHeader("The Rotation Game: seeded random boards");
    std::vector<std::string> tableAnswers, idaAnswers;
    const Run table = runEngine(puzzle, "table", positions, &tableAnswers, true);
    printRun(table);
    const Run ida = runEngine(puzzle, "ida", positions, &idaAnswers);
    printRun(ida);
    agreement("answers of table and ida", sameAnswers(tableAnswers, idaAnswers));
    target("speed-up of table (build included) over classic ida, x", ida.totalMs / table.totalMs,
           ">=", 200);
    target("table build, ms", table.buildMs, "<=", 50);
    target("table answer after the build, median us", table.medianUs(), "<=", 5);
    target("table memory, KiB", static_cast<double>(table.tableBytes) / 1024.0, "<=", 1024);
}

void benchMagicSquare()
{
    const pl::Puzzle& puzzle = pl::puzzle(pl::PuzzleKind::MagicSquare);
    // Every target, from the standard start, as in the judge.
    std::vector<pl::Position> positions;
    std::vector<std::uint8_t> goal{1, 2, 3, 4, 5, 6, 7, 8};
    do {
        pl::Position p = puzzle.initial();
        std::copy(goal.begin(), goal.end(), p.cells.begin() + 8);
        positions.push_back(p);
    } while (std::next_permutation(goal.begin(), goal.end()));

    printHeader("Magic Squares: all 40,320 targets");
    const Run table = runEngine(puzzle, "table", positions, nullptr);
    printRun(table);

    // One plain breadth-first search over the whole space: the bfs engine on the target
    // that lies farthest from the start explores every position before it finds it.
    std::size_t hardest = 0;
    int hardestDistance = -1;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const int d = puzzle.distance(positions[i]);
        if (d > hardestDistance) {
            hardestDistance = d;
            hardest = i;
        }
    }
    const Run oneBfs = runEngine(puzzle, "bfs", {positions[hardest]}, nullptr);
    std::printf("%-10s %9s %12.2f   (one breadth-first search to a distance-%d target)\n",
                "bfs", "1", oneBfs.totalMs, hardestDistance);

    // The classic engine on a seeded sample, for throughput side by side.
    std::mt19937_64 rng(7);
    std::vector<pl::Position> sample;
    std::vector<std::string> sampleTable, sampleBfs;
    for (int i = 0; i < 200; ++i)
        sample.push_back(positions[rng() % positions.size()]);
    printRun(runEngine(puzzle, "bfs", sample, &sampleBfs));
    runEngine(puzzle, "table", sample, &sampleTable);
    agreement("answers of table and bfs on 200 seeded targets", sameAnswers(sampleTable, sampleBfs));
    target("all targets by table / one whole-space BFS, x", table.totalMs / oneBfs.totalMs, "<=",
           3);
}

void benchClocks(std::size_t enumerateSample)
{
    const pl::Puzzle& puzzle = pl::puzzle(pl::PuzzleKind::Clocks);
    std::vector<pl::Position> all;
    for (std::uint32_t code = 0; code < (1u << 18); ++code) {
        pl::Position p = puzzle.initial();
        for (int c = 0; c < 9; ++c)
            p.cells[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>((code >> (2 * c)) & 3);
        all.push_back(p);
    }
    printHeader("The Clocks: all 262,144 positions (enumerate and bfs on a seeded sample)");
    std::vector<std::string> linearAll;
    const Run linear = runEngine(puzzle, "linear", all, &linearAll);
    printRun(linear);

    std::mt19937_64 rng(11);
    std::vector<std::size_t> idx;
    std::vector<pl::Position> sample;
    for (std::size_t i = 0; i < enumerateSample; ++i) {
        idx.push_back(rng() % all.size());
        sample.push_back(all[idx.back()]);
    }
    std::vector<std::string> enumAnswers, bfsAnswers, linearSample;
    for (std::size_t i : idx)
        linearSample.push_back(linearAll[i]);
    const Run enumerate = runEngine(puzzle, "enumerate", sample, &enumAnswers);
    printRun(enumerate);
    const Run bfs = runEngine(puzzle, "bfs", sample, &bfsAnswers);
    printRun(bfs);
    agreement("answers of linear, enumerate and bfs on the sample",
              sameAnswers(linearSample, enumAnswers) && sameAnswers(linearSample, bfsAnswers));
    const double enumerateAllMs = enumerate.totalMs / static_cast<double>(sample.size()) *
                                  static_cast<double>(all.size());
    std::printf("  enumerate over all 262,144 positions, extrapolated from %zu: %.0f s\n",
                sample.size(), enumerateAllMs / 1000.0);
    target("speed-up of linear over enumerate (all positions), x", enumerateAllMs / linear.totalMs,
           ">=", 1000);
}

}  // namespace

int main(int argc, char** argv)
{
    std::size_t boards = 2000;
    std::size_t enumerateSample = 64;
    std::uint64_t seed = 2004;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto next = [&](const char* name) -> std::uint64_t {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "puzzlelab-bench: %s needs a number\n", name);
                std::exit(2);
            }
            return std::strtoull(argv[++i], nullptr, 10);
        };
        if (arg == "--boards")
            boards = next("--boards");
        else if (arg == "--seed")
            seed = next("--seed");
        else if (arg == "--enumerate-sample")
            enumerateSample = next("--enumerate-sample");
        else if (arg == "--help") {
            std::printf(
                "Usage: puzzlelab-bench [--boards N] [--seed S] [--enumerate-sample N]\n"
                "Runs every engine on the same seeded positions and checks SPEC section 6.\n");
            return 0;
        } else {
            std::fprintf(stderr, "puzzlelab-bench: unknown option '%s'\n", arg.c_str());
            return 2;
        }
    }
    if (boards == 0 || enumerateSample == 0) {
        std::fprintf(stderr, "puzzlelab-bench: counts must be positive\n");
        return 2;
    }
    std::printf("puzzlelab-bench: %zu rotation boards (seed %llu), %u hardware threads\n", boards,
                static_cast<unsigned long long>(seed), std::thread::hardware_concurrency());
    // Rotation first, so its table build is measured from a cold start.
    benchRotation(boards, seed);
    benchMagicSquare();
    benchClocks(enumerateSample);
    std::printf("\n%s\n", failures == 0 ? "All targets met." : "Some targets missed.");
    return failures == 0 ? 0 : 1;
}
