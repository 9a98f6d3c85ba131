// puzzlelab-bench --all: every position of a small dial puzzle by the linear engine,
// checked against facts found here without the engines.
#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "cli/bench_modes.h"
#include "cli/bench_report.h"
#include "core/progress.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"

namespace pl::bench {

namespace {

// Positions of a dial puzzle are numbered in mixed radix: cell c is digit c (cell 0 the
// least significant) of the index in base `modulus`.
pl::Position positionOfIndex(std::uint64_t index, int cells, int modulus)
{
    pl::Position p;
    p.cells.resize(static_cast<std::size_t>(cells));
    for (int c = 0; c < cells; ++c) {
        p.cells[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(index % modulus);
        index /= static_cast<std::uint64_t>(modulus);
    }
    return p;
}

// The exact distance of every position from the goal by one plain breadth-first search
// backward from the goal positions (a move adds its amounts, so the position before a
// move is the one after minus its amounts). 255: the goal cannot be reached. Written
// here, sharing nothing with the engines but Rules (the moves' amounts and the goal).
std::vector<std::uint8_t> distancesByBfs(const pl::Rules& rules, std::uint64_t count)
{
    const int cells = rules.cellCount();
    const int modulus = rules.def().modulus;
    std::vector<std::uint64_t> weight(static_cast<std::size_t>(cells));
    for (int c = 0; c < cells; ++c)
        weight[static_cast<std::size_t>(c)] =
            c == 0 ? 1
                   : weight[static_cast<std::size_t>(c - 1)] * static_cast<std::uint64_t>(modulus);
    struct Touch {
        int cell;
        int amount;
    };
    std::vector<std::vector<Touch>> touches(static_cast<std::size_t>(rules.moveCount()));
    for (int m = 0; m < rules.moveCount(); ++m)
        for (int c = 0; c < cells; ++c)
            if (const int a = rules.move(m).add[static_cast<std::size_t>(c)] % modulus; a != 0)
                touches[static_cast<std::size_t>(m)].push_back({c, a});

    std::vector<std::uint8_t> dist(count, 255);
    std::vector<std::uint64_t> frontier;
    const pl::def::Goal& goal = rules.goal();
    const bool oneGoal = goal.type == pl::def::Goal::Type::Values &&
                         std::find(goal.values.begin(), goal.values.end(), -1) == goal.values.end();
    if (oneGoal) {
        std::uint64_t g = 0;
        for (int c = 0; c < cells; ++c)
            g += static_cast<std::uint64_t>(goal.values[static_cast<std::size_t>(c)]) *
                 weight[static_cast<std::size_t>(c)];
        frontier.push_back(g);
    } else {
        for (std::uint64_t i = 0; i < count; ++i)
            if (rules.reached(positionOfIndex(i, cells, modulus)))
                frontier.push_back(i);
    }
    for (const std::uint64_t g : frontier)
        dist[g] = 0;
    std::vector<int> digit(static_cast<std::size_t>(cells));
    for (int depth = 0; !frontier.empty(); ++depth) {
        if (depth >= 254) {
            std::fprintf(stderr, "puzzlelab-bench --all: distances beyond 253 moves\n");
            std::exit(2);
        }
        std::vector<std::uint64_t> next;
        for (const std::uint64_t i : frontier) {
            std::uint64_t rest = i;
            for (int c = 0; c < cells; ++c) {
                digit[static_cast<std::size_t>(c)] =
                    static_cast<int>(rest % static_cast<std::uint64_t>(modulus));
                rest /= static_cast<std::uint64_t>(modulus);
            }
            for (const auto& move : touches) {
                std::uint64_t j = i;
                for (const Touch& t : move) {
                    const int d = digit[static_cast<std::size_t>(t.cell)];
                    const int before = (d - t.amount + modulus) % modulus;
                    j = j -
                        static_cast<std::uint64_t>(d) * weight[static_cast<std::size_t>(t.cell)] +
                        static_cast<std::uint64_t>(before) *
                            weight[static_cast<std::size_t>(t.cell)];
                }
                if (dist[j] == 255) {
                    dist[j] = static_cast<std::uint8_t>(depth + 1);
                    next.push_back(j);
                }
            }
        }
        frontier = std::move(next);
    }
    return dist;
}

// Modulus 2, at most 30 cells: the vectors y over the cells with y . column = 0 for
// every move's column (the kernel of the transposed press matrix over GF(2)), found
// by trying every y. A position b can be brought to the all-0 goal exactly when
// b . y = 0 for every such y (the columns span the orthogonal complement of this
// kernel). For Lights Out the matrix is symmetric: these are the press sets that
// change nothing.
std::vector<std::uint32_t> gf2KernelByBruteForce(const pl::Rules& rules)
{
    const int cells = rules.cellCount();
    std::vector<std::uint32_t> columns;
    for (int m = 0; m < rules.moveCount(); ++m) {
        std::uint32_t col = 0;
        for (int c = 0; c < cells; ++c)
            if (rules.move(m).add[static_cast<std::size_t>(c)] % 2 != 0)
                col |= 1u << c;
        columns.push_back(col);
    }
    std::vector<std::uint32_t> kernel;
    for (std::uint64_t y = 0; y < (std::uint64_t{1} << cells); ++y) {
        bool zero = true;
        for (const std::uint32_t col : columns)
            if (std::popcount(static_cast<std::uint32_t>(y) & col) & 1) {
                zero = false;
                break;
            }
        if (zero)
            kernel.push_back(static_cast<std::uint32_t>(y));
    }
    return kernel;
}

}  // namespace

int benchAll(const pl::PuzzleEntry& entry, std::size_t sampleCount, std::uint64_t seed,
             double limitMs)
{
    const pl::Rules& rules = *entry.rules;
    const pl::def::PuzzleDef& d = rules.def();
    const std::vector<std::string> names = pl::engineNames(entry);
    constexpr std::uint64_t kMaxAll = std::uint64_t{1} << 27;
    std::uint64_t count = 1;
    bool small = d.kind == pl::def::Kind::Dial;
    for (int c = 0; small && c < rules.cellCount(); ++c) {
        count *= static_cast<std::uint64_t>(d.modulus);
        small = count <= kMaxAll;
    }
    if (d.kind != pl::def::Kind::Dial ||
        std::find(names.begin(), names.end(), "linear") == names.end() || !small) {
        std::fprintf(stderr,
                     "puzzlelab-bench: --all needs a dial puzzle the linear engine solves, with "
                     "at most %llu positions; %s is not one\n",
                     static_cast<unsigned long long>(kMaxAll), entry.key().c_str());
        return 2;
    }
    const int cells = rules.cellCount();
    const int modulus = d.modulus;
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    std::printf("puzzlelab-bench --all: %s, every one of its %llu positions, %u threads\n",
                entry.key().c_str(), static_cast<unsigned long long>(count), threads);

    // 1. Independent facts: the BFS distances, and for modulus 2 the kernel.
    const pl::Stopwatch bfsClock;
    const std::vector<std::uint8_t> dist = distancesByBfs(rules, count);
    const double bfsMs = bfsClock.elapsedMs();
    std::uint64_t reachable = 0;
    for (const std::uint8_t v : dist)
        reachable += v != 255;
    std::printf("\n== independent checks ==\n");
    std::printf("  plain breadth-first search over all positions: %llu reach the goal (%.0f ms)\n",
                static_cast<unsigned long long>(reachable), bfsMs);
    std::vector<std::uint32_t> kernel;
    const bool kernelCheck =
        modulus == 2 && cells <= 30 && d.goal.type == pl::def::Goal::Type::Values &&
        std::all_of(d.goal.values.begin(), d.goal.values.end(), [](int v) { return v == 0; });
    if (kernelCheck) {
        const pl::Stopwatch kernelClock;
        kernel = gf2KernelByBruteForce(rules);
        const int dimension = std::countr_zero(kernel.size());
        std::uint64_t orthogonal = 0;
        for (std::uint64_t i = 0; i < count; ++i) {
            bool ok = true;
            for (const std::uint32_t y : kernel)
                if (std::popcount(static_cast<std::uint32_t>(i) & y) & 1) {
                    ok = false;
                    break;
                }
            orthogonal += ok;
        }
        const bool agree = orthogonal == reachable;
        std::printf(
            "  GF(2) kernel of the transposed press matrix, by trying all 2^%d vectors: "
            "dimension %d (%zu vectors, %.0f ms)\n",
            cells, dimension, kernel.size(), kernelClock.elapsedMs());
        std::printf("  positions orthogonal to the kernel: %llu = 2^%d\n",
                    static_cast<unsigned long long>(orthogonal), cells - dimension);
        agreement("solvable by the kernel and by the breadth-first search", agree);
    }

    // 2. The linear engine on every position, each answer replayed.
    struct Tally {
        std::uint64_t solved = 0, unsolvable = 0, wrong = 0, solveNs = 0, maxNs = 0;
        std::vector<std::uint64_t> lengths;
        // Answer times in 10 ns steps up to 1 ms (the last step: longer), for the
        // median without keeping every time: [0] solvable, [1] unsolvable.
        std::vector<std::uint64_t> times[2];
        std::string firstWrong;
    };
    constexpr std::size_t kTimeSteps = 100000;
    std::vector<Tally> tallies(threads);
    const pl::Stopwatch allClock;
    {
        std::vector<std::thread> workers;
        for (unsigned t = 0; t < threads; ++t)
            workers.emplace_back([&, t] {
                Tally& tally = tallies[t];
                tally.times[0].assign(kTimeSteps + 1, 0);
                tally.times[1].assign(kTimeSteps + 1, 0);
                auto engine = pl::makeEngine(entry, "linear");
                const pl::CancelToken never;
                pl::SolveRequest request{pl::Position{}, rules.goal()};
                auto complain = [&](std::uint64_t i, const std::string& what) {
                    if (tally.wrong++ == 0)
                        tally.firstWrong =
                            rules.formatPosition(positionOfIndex(i, cells, modulus)) + ": " + what;
                };
                const std::uint64_t begin = count * t / threads;
                const std::uint64_t end = count * (t + 1) / threads;
                for (std::uint64_t i = begin; i < end; ++i) {
                    request.position = positionOfIndex(i, cells, modulus);
                    const auto t0 = std::chrono::steady_clock::now();
                    const pl::Answer a = engine->solve(request, {}, never);
                    const auto ns = static_cast<std::uint64_t>(
                        std::chrono::duration_cast<std::chrono::nanoseconds>(
                            std::chrono::steady_clock::now() - t0)
                            .count());
                    tally.solveNs += ns;
                    tally.maxNs = std::max(tally.maxNs, ns);
                    ++tally.times[a.outcome == pl::Outcome::Unsolvable ? 1 : 0]
                                 [std::min<std::uint64_t>(ns / 10, kTimeSteps)];
                    if (a.outcome == pl::Outcome::Unsolvable) {
                        ++tally.unsolvable;
                        if (dist[i] != 255)
                            complain(i, "linear says unsolvable, the search reaches the goal");
                        continue;
                    }
                    if (a.outcome != pl::Outcome::Solved) {
                        complain(i, "linear failed");
                        continue;
                    }
                    ++tally.solved;
                    pl::Position q = request.position;
                    for (const int m : a.moves)
                        rules.applyInPlace(q, m);
                    if (!rules.reached(q))
                        complain(i, "the answer does not reach the goal");
                    if (a.moves.size() != dist[i])
                        complain(i, "answer of " + std::to_string(a.moves.size()) +
                                        " moves, the search says " + std::to_string(dist[i]));
                    if (tally.lengths.size() <= a.moves.size())
                        tally.lengths.resize(a.moves.size() + 1);
                    ++tally.lengths[a.moves.size()];
                }
            });
        for (std::thread& w : workers)
            w.join();
    }
    const double allMs = allClock.elapsedMs();
    Tally sum;
    for (const Tally& t : tallies) {
        sum.solved += t.solved;
        sum.unsolvable += t.unsolvable;
        sum.wrong += t.wrong;
        sum.solveNs += t.solveNs;
        sum.maxNs = std::max(sum.maxNs, t.maxNs);
        for (int k = 0; k < 2; ++k) {
            sum.times[k].resize(kTimeSteps + 1);
            for (std::size_t j = 0; j <= kTimeSteps; ++j)
                sum.times[k][j] += t.times[k][j];
        }
        if (sum.lengths.size() < t.lengths.size())
            sum.lengths.resize(t.lengths.size());
        for (std::size_t k = 0; k < t.lengths.size(); ++k)
            sum.lengths[k] += t.lengths[k];
        if (sum.firstWrong.empty())
            sum.firstWrong = t.firstWrong;
    }
    std::printf("\n== linear on all %llu positions, every answer replayed ==\n",
                static_cast<unsigned long long>(count));
    std::printf("  solvable %llu, unsolvable %llu\n", static_cast<unsigned long long>(sum.solved),
                static_cast<unsigned long long>(sum.unsolvable));
    std::printf("  answers by length:\n");
    for (std::size_t k = 0; k < sum.lengths.size(); ++k)
        std::printf("    %2zu %llu\n", k, static_cast<unsigned long long>(sum.lengths[k]));
    std::printf(
        "  %.0f ms in all on %u threads (replay and checks included); linear alone %.3f us "
        "per answer (thread time)\n",
        allMs, threads, static_cast<double>(sum.solveNs) / 1000.0 / static_cast<double>(count));
    // The median of the answers counted in `steps` (of both kinds when both given).
    auto medianUs = [&](std::vector<const std::vector<std::uint64_t>*> steps) {
        std::uint64_t total = 0;
        for (const auto* v : steps)
            for (const std::uint64_t c : *v)
                total += c;
        std::uint64_t seen = 0;
        for (std::size_t j = 0; j <= kTimeSteps; ++j) {
            for (const auto* v : steps)
                seen += (*v)[j];
            if (total > 0 && 2 * seen >= total)
                return static_cast<double>(j) / 100.0 + 0.005;  // the step's middle
        }
        return 0.0;
    };
    auto us = [](double v) {
        char text[32] = "none";
        if (v > 0)
            std::snprintf(text, sizeof text, "%.2f", v);
        return std::string(text);
    };
    std::printf(
        "  linear per answer (thread time, 10 ns steps): median %s us (solvable %s, "
        "unsolvable %s), max %.1f us\n",
        us(medianUs({&sum.times[0], &sum.times[1]})).c_str(), us(medianUs({&sum.times[0]})).c_str(),
        us(medianUs({&sum.times[1]})).c_str(), static_cast<double>(sum.maxNs) / 1000.0);
    std::printf("  replayed %llu answers: %llu wrong\n",
                static_cast<unsigned long long>(sum.solved),
                static_cast<unsigned long long>(sum.wrong));
    if (!sum.firstWrong.empty())
        std::printf("  first wrong: %s\n", sum.firstWrong.c_str());
    agreement("unsolvable exactly where the breadth-first search says so",
              sum.unsolvable == count - reachable && sum.wrong == 0);
    agreement("every answer reaches the goal in the search's fewest moves", sum.wrong == 0);

    // 3. Whole answers (the tie-break too) against another engine on a seeded sample.
    const std::string other =
        std::find(names.begin(), names.end(), "table") != names.end() ? "table" : "bfs";
    std::mt19937_64 rng(seed);
    std::vector<pl::Position> sample;
    // Solvable ones only: every unsolvable position was checked above.
    while (reachable > 0 && sample.size() < sampleCount)
        if (const std::uint64_t i = rng() % count; dist[i] != 255)
            sample.push_back(positionOfIndex(i, cells, modulus));
    std::printf("\n== linear and %s on %zu seeded solvable positions (seed %llu) ==\n",
                other.c_str(), sample.size(), static_cast<unsigned long long>(seed));
    printDefHeader();
    auto linear = pl::makeEngine(entry, "linear");
    auto reference = pl::makeEngine(entry, other);
    const DefRun a = runDefEngine(*linear, rules, sample, rules.goal(), limitMs);
    printDefRun(a);
    const DefRun b = runDefEngine(*reference, rules, sample, rules.goal(), limitMs);
    printDefRun(b);
    bool same = b.answers.size() == sample.size() && a.answers.size() == sample.size();
    for (std::size_t k = 0; same && k < sample.size(); ++k)
        same = a.answers[k] == b.answers[k];
    std::printf("  %zu answers compared\n", std::min(a.answers.size(), b.answers.size()));
    agreement(("answers of linear and " + other).c_str(), same);
    std::printf("\n%s\n", failures == 0 ? "All checks passed." : "Some checks FAILED.");
    return failures == 0 ? 0 : 1;
}

}  // namespace pl::bench
