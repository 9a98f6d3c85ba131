// puzzlelab-bench's default mode: the engines of the contest puzzles (The Rotation Game,
// Magic Squares, The Clocks) on the same positions, against SPEC section 6's ratios.
// Each runs as the judge mode runs it: the engine SPEC 2's name stands for (the
// add-on's judgeEngines), over the bundled definition, a request at a time.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "cli/bench_modes.h"
#include "cli/bench_report.h"
#include "core/contest/add_on.h"
#include "core/contest/rotation/rotation.h"
#include "core/definition_puzzle.h"
#include "core/progress.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"

namespace pl::bench {

namespace {

const pl::PuzzleEntry& contestEntry(const char* key)
{
    const auto entry = pl::bundledRegistry().find(key);
    if (!entry || !pl::addOnOf(*entry)) {
        std::fprintf(stderr, "puzzlelab-bench: no contest puzzle '%s'\n", key);
        std::exit(1);
    }
    return *entry;
}

// The engine SPEC 2 calls `judgeName` for `entry`.
std::unique_ptr<pl::DefEngine> judgeEngine(const pl::PuzzleEntry& entry,
                                           const std::string& judgeName)
{
    for (const auto& e : addOnOf(entry)->judgeEngines())
        if (e.judgeName == judgeName)
            if (auto engine = pl::makeEngine(entry, e.engine))
                return engine;
    std::fprintf(stderr, "puzzlelab-bench: no engine '%s' for %s\n", judgeName.c_str(),
                 entry.key().c_str());
    std::exit(1);
}

// `judgeName` on every request. The total is timed around the whole loop, so the
// bench's own clock reads don't count; a second pass (after the first, so any table is
// built) times calls one by one for the median.
Run runJudgeEngine(const pl::PuzzleEntry& entry, const std::string& judgeName,
                   const std::vector<pl::SolveRequest>& requests, std::vector<std::string>* answers,
                   bool timeEachCall = false)
{
    Run run;
    run.engine = judgeName;
    auto engine = judgeEngine(entry, judgeName);
    const pl::CancelToken never;
    std::vector<pl::Answer> solved(requests.size());
    const pl::Stopwatch total;
    for (std::size_t i = 0; i < requests.size(); ++i)
        solved[i] = engine->solve(requests[i], {}, never);
    run.totalMs = total.elapsedMs();
    run.positions = requests.size();
    const pl::Rules& rules = *entry.rules;
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const pl::Answer& a = solved[i];
        if (a.outcome != pl::Outcome::Solved) {
            std::fprintf(stderr, "%s/%s failed on case %zu\n", entry.key().c_str(),
                         judgeName.c_str(), i + 1);
            std::exit(1);
        }
        run.buildMs += a.stats.buildMs;
        run.tableBytes = std::max(run.tableBytes, std::size_t(a.stats.tableBytes));
        run.nodes += a.stats.nodes;
        run.totalMoves += a.moves.size();
        if (answers) {
            std::string text;
            for (const int m : a.moves)
                text += rules.moveNames()[std::size_t(m)] + " ";
            answers->push_back(text + "/" + std::to_string(a.reached.label));
        }
    }
    if (timeEachCall) {
        run.perCallUs.reserve(requests.size());
        for (const pl::SolveRequest& r : requests) {
            const pl::Stopwatch one;
            const pl::Answer a = engine->solve(r, {}, never);
            run.perCallUs.push_back(one.elapsedMs() * 1000.0);
        }
    }
    return run;
}

// Requests from the definition's start toward its own goal.
std::vector<pl::SolveRequest> requestsOf(const pl::PuzzleEntry& entry,
                                         const std::vector<pl::Position>& positions)
{
    std::vector<pl::SolveRequest> out;
    out.reserve(positions.size());
    for (const pl::Position& p : positions)
        out.push_back(pl::SolveRequest{p, entry.rules->goal()});
    return out;
}

}  // namespace

void benchRotation(std::size_t boards, std::uint64_t seed)
{
    const pl::PuzzleEntry& entry = contestEntry("rotation");
    // Uniformly random boards drawn as every bench since the first has drawn them (the
    // sorted labels shuffled by Fisher-Yates, rotation::randomBoard): the same boards
    // for a seed, so figures of any two commits compare. (Rules::random shuffles the
    // definition's start instead: other boards, no less random.)
    std::mt19937_64 rng(seed);
    std::vector<pl::Position> positions;
    for (std::size_t i = 0; i < boards; ++i)
        positions.push_back(pl::rotation::randomBoard(rng));
    const std::vector<pl::SolveRequest> requests = requestsOf(entry, positions);

    printHeader("The Rotation Game: seeded random boards");
    std::vector<std::string> tableAnswers, idaAnswers;
    const Run table = runJudgeEngine(entry, "table", requests, &tableAnswers, true);
    printRun(table);
    const Run ida = runJudgeEngine(entry, "ida", requests, &idaAnswers);
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
    const pl::PuzzleEntry& entry = contestEntry("msquare");
    // Every target, from the standard start, as in the judge: the target is the goal.
    const pl::Position standard = pl::heldContestPuzzle("msquare")->initial();
    std::vector<pl::SolveRequest> requests;
    std::vector<std::uint8_t> goal{1, 2, 3, 4, 5, 6, 7, 8};
    do {
        pl::SolveRequest r{standard, {}};
        r.goal.type = pl::def::Goal::Type::Values;
        r.goal.values.assign(goal.begin(), goal.end());
        requests.push_back(std::move(r));
    } while (std::next_permutation(goal.begin(), goal.end()));

    printHeader("Magic Squares: all 40,320 targets");
    std::vector<std::string> all;
    const Run table = runJudgeEngine(entry, "table", requests, &all);
    printRun(table);

    // One plain breadth-first search over the whole space: the bfs engine on the target
    // that lies farthest from the start explores every position before it finds it.
    // (An answer is its moves, each followed by a space, then "/".)
    std::size_t hardest = 0;
    long hardestDistance = -1;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const long d = std::count(all[i].begin(), all[i].end(), ' ');
        if (d > hardestDistance) {
            hardestDistance = d;
            hardest = i;
        }
    }
    const Run oneBfs = runJudgeEngine(entry, "bfs", {requests[hardest]}, nullptr);
    std::printf("%-10s %9s %12.2f   (one breadth-first search to a distance-%ld target)\n", "bfs",
                "1", oneBfs.totalMs, hardestDistance);

    // The classic engine on a seeded sample, for throughput side by side.
    std::mt19937_64 rng(7);
    std::vector<pl::SolveRequest> sample;
    std::vector<std::string> sampleTable, sampleBfs;
    for (int i = 0; i < 200; ++i)
        sample.push_back(requests[rng() % requests.size()]);
    printRun(runJudgeEngine(entry, "bfs", sample, &sampleBfs));
    runJudgeEngine(entry, "table", sample, &sampleTable);
    agreement("answers of table and bfs on 200 seeded targets",
              sameAnswers(sampleTable, sampleBfs));
    target("all targets by table / one whole-space BFS, x", table.totalMs / oneBfs.totalMs,
           "<=", 3);
}

void benchClocks(std::size_t enumerateSample)
{
    const pl::PuzzleEntry& entry = contestEntry("clocks");
    const pl::Position start = pl::heldContestPuzzle("clocks")->initial();
    std::vector<pl::Position> all;
    for (std::uint32_t code = 0; code < (1u << 18); ++code) {
        pl::Position p = start;
        for (int c = 0; c < 9; ++c)
            p.cells[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>((code >> (2 * c)) & 3);
        all.push_back(p);
    }
    printHeader("The Clocks: all 262,144 positions (enumerate and bfs on a seeded sample)");
    std::vector<std::string> linearAll;
    const Run linear = runJudgeEngine(entry, "linear", requestsOf(entry, all), &linearAll);
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
    const std::vector<pl::SolveRequest> sampled = requestsOf(entry, sample);
    const Run enumerate = runJudgeEngine(entry, "enumerate", sampled, &enumAnswers);
    printRun(enumerate);
    const Run bfs = runJudgeEngine(entry, "bfs", sampled, &bfsAnswers);
    printRun(bfs);
    agreement("answers of linear, enumerate and bfs on the sample",
              sameAnswers(linearSample, enumAnswers) && sameAnswers(linearSample, bfsAnswers));
    const double enumerateAllMs =
        enumerate.totalMs / static_cast<double>(sample.size()) * static_cast<double>(all.size());
    std::printf("  enumerate over all 262,144 positions, extrapolated from %zu: %.0f s\n",
                sample.size(), enumerateAllMs / 1000.0);
    target("speed-up of linear over enumerate (all positions), x", enumerateAllMs / linear.totalMs,
           ">=", 1000);
}

}  // namespace pl::bench
