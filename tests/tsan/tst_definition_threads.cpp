// DefinitionPuzzle from several threads, for ThreadSanitizer: its table is built on
// first use and shared by distance(), optimalMoves(), histogram() and the "table"
// engine it makes; its refusals are computed once. Two threads reach a cold table at
// once, a table solve runs while another thread asks distances, a table solve is
// cancelled while another thread waits for the same table, and two threads ask the
// refusals of a fresh puzzle. Every answer is compared with another engine's (linear,
// ida), never with the table itself. Plain C++ (no Qt: Qt is not built with TSan);
// without TSan it is still a test of the results. Kept to seconds.
//
// Prints "N passed, M failed" and exits non-zero on a failure. PL_TSAN_SEED changes the
// random cancel time.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <latch>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "checks.h"
#include "core/definition_puzzle.h"
#include "core/registry.h"

namespace {

using Clock = std::chrono::steady_clock;

using pl::tsan::check;

const pl::Registry& library()
{
    static const pl::Registry registry = pl::Registry::bundled();
    return registry;
}

std::vector<pl::Position> seeded(const pl::Puzzle& p, int count, unsigned seed)
{
    std::mt19937_64 rng(seed);
    std::vector<pl::Position> out;
    for (int i = 0; i < count; ++i)
        out.push_back(p.random(rng));
    return out;
}

// Answer lengths from another engine (-1: unsolvable, -3: failed or cancelled).
std::vector<int> lengths(const pl::Puzzle& p, const std::string& engine,
                         const std::vector<pl::Position>& positions)
{
    auto e = p.makeEngine(engine);
    const pl::CancelToken never;
    std::vector<int> out;
    for (const pl::Position& pos : positions) {
        const pl::Answer s = e->solve(pos, {}, never);
        out.push_back(s.outcome == pl::Outcome::Solved       ? static_cast<int>(s.moves.size())
                      : s.outcome == pl::Outcome::Unsolvable ? -1
                                                             : -3);
    }
    return out;
}

// Two threads ask distances (in opposite orders) and hints of a fresh Lights Out 4x4.
void coldDistance()
{
    const auto entry = library().find("lights-out-4");
    const pl::DefinitionPuzzle reference(entry);
    const auto positions = seeded(reference, 30, 3);
    const std::vector<int> expected = lengths(reference, "linear", positions);

    const pl::DefinitionPuzzle p(entry);
    std::vector<int> seen[2];
    std::size_t hints[2] = {0, 0};
    std::latch start(2);
    const auto work = [&](int who) {
        seen[who].assign(positions.size(), -2);
        start.arrive_and_wait();
        for (std::size_t k = 0; k < positions.size(); ++k) {
            const std::size_t i = who == 0 ? k : positions.size() - 1 - k;
            seen[who][i] = p.distance(positions[i]);
            hints[who] += p.optimalMoves(positions[i]).size();
        }
    };
    std::thread a(work, 0);
    std::thread b(work, 1);
    a.join();
    b.join();
    check(seen[0] == expected, "lights-out-4: thread 0's distances are the linear engine's");
    check(seen[1] == expected, "lights-out-4: thread 1's distances are the linear engine's");
    check(hints[0] == hints[1] && hints[0] > 0, "lights-out-4: both threads get the same hints");
}

// A "table" solve (the puzzle's shared table) while another thread asks distances and
// the histogram.
void solveWhileAsking()
{
    const auto entry = library().find("eight-puzzle");
    const pl::DefinitionPuzzle p(entry);
    const auto positions = seeded(p, 12, 4);
    const std::vector<int> expected = lengths(p, "ida", positions);

    std::vector<int> solved;
    std::vector<int> asked;
    std::uint64_t histogramTotal = 0;
    std::latch start(2);
    std::thread solver([&] {
        auto engine = p.makeEngine("table");
        const pl::CancelToken never;
        start.arrive_and_wait();
        for (const pl::Position& pos : positions) {
            const pl::Answer s = engine->solve(pos, {}, never);
            solved.push_back(s.outcome == pl::Outcome::Solved ? static_cast<int>(s.moves.size())
                                                              : -1);
        }
    });
    std::thread asker([&] {
        start.arrive_and_wait();
        for (const pl::Position& pos : positions)
            asked.push_back(p.distance(pos));
        for (std::uint64_t n : p.histogram())
            histogramTotal += n;
    });
    solver.join();
    asker.join();
    check(solved == expected, "eight-puzzle: table answers as long as ida's");
    check(asked == expected, "eight-puzzle: distances as long as ida's answers");
    check(histogramTotal == 181440, "eight-puzzle: 9!/2 solvable boards in the histogram");
}

// A table solve cancelled at a random moment of the cold build, while another thread
// waits for the same table.
void cancelWhileWaiting(std::mt19937& rng)
{
    const auto entry = library().find("eight-puzzle");
    const pl::DefinitionPuzzle p(entry);
    const auto positions = seeded(p, 4, 5);
    const std::vector<int> expected = lengths(p, "ida", positions);

    pl::CancelToken cancel;
    pl::Answer cancelled;
    std::vector<int> asked;
    std::latch start(2);
    std::thread solver([&] {
        auto engine = p.makeEngine("table");
        start.arrive_and_wait();
        cancelled = engine->solve(positions.front(), {}, cancel);
    });
    std::thread asker([&] {
        start.arrive_and_wait();
        for (const pl::Position& pos : positions)
            asked.push_back(p.distance(pos));
    });
    std::this_thread::sleep_for(std::chrono::microseconds(rng() % 5000));
    cancel.cancel();
    solver.join();
    asker.join();
    check(cancelled.outcome == pl::Outcome::Cancelled || cancelled.outcome == pl::Outcome::Solved ||
              cancelled.outcome == pl::Outcome::Unsolvable,
          "eight-puzzle: the cancelled solve is cancelled or answered");
    check(asked == expected, "eight-puzzle: distances right after a cancelled build");
    // And the table still answers a solve after that.
    auto engine = p.makeEngine("table");
    const pl::CancelToken never;
    const pl::Answer s = engine->solve(positions.front(), {}, never);
    check((s.outcome == pl::Outcome::Solved ? static_cast<int>(s.moves.size()) : -1) ==
              expected.front(),
          "eight-puzzle: a table solve after the cancelled one");
}

// The refusals of a fresh puzzle from two threads at once.
void refusalsOnce()
{
    const pl::DefinitionPuzzle p(library().find("fifteen-puzzle"));
    std::string table[2];
    std::string engine[2];
    std::latch start(2);
    const auto work = [&](int who) {
        start.arrive_and_wait();
        table[who] = p.tableRefusal();
        engine[who] = p.engineRefusal("table");
    };
    std::thread a(work, 0);
    std::thread b(work, 1);
    a.join();
    b.join();
    check(!table[0].empty() && table[0] == table[1], "fifteen-puzzle: one table refusal");
    check(!engine[0].empty() && engine[0] == engine[1], "fifteen-puzzle: one engine refusal");
}

}  // namespace

int main()
{
    const auto start = Clock::now();
    unsigned seed = 1;
    if (const char* env = std::getenv("PL_TSAN_SEED"))
        seed = static_cast<unsigned>(std::strtoul(env, nullptr, 10));
    std::mt19937 rng(seed);

    coldDistance();
    solveWhileAsking();
    cancelWhileWaiting(rng);
    refusalsOnce();

    std::printf("%d passed, %d failed (seed %u, %.1f s)\n", pl::tsan::passedChecks(),
                pl::tsan::failedChecks(), seed,
                std::chrono::duration<double>(Clock::now() - start).count());
    return pl::tsan::failedChecks() == 0 ? 0 : 1;
}
