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
#include <utility>
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

// ida's iterations split over two threads (search/deepening.h), from the start
// (splitAfterNodes 64): the one-thread answers and node counts on Loopover 4x4 (tracked
// tiles); then a split search of the 15-puzzle (sliding groups) cancelled from another
// thread at a random time ends, with no moves.
void splitSearch(std::mt19937& rng)
{
    for (const char* key : {"loopover-4"}) {
        const auto entry = library().find(key);
        check(entry != nullptr, std::string(key) + ": bundled");
        if (!entry)
            return;
        pl::EngineOptions one;
        one.threads = 1;
        one.cacheFolder = "";
        pl::EngineOptions two = one;
        two.threads = 2;
        two.splitAfterNodes = 64;
        pl::DefinitionPuzzle alone(entry, one);
        pl::DefinitionPuzzle split(entry, two);
        const auto a = alone.makeEngine("ida");
        const auto b = split.makeEngine("ida");
        const pl::CancelToken never;
        bool same = true;
        bool wasSplit = false;
        for (const pl::Position& p : seeded(alone, 3, 2026)) {
            const pl::Answer x = a->solve(p, {}, never);
            const pl::Answer y = b->solve(p, {}, never);
            same = same && x.outcome == y.outcome && x.moves == y.moves &&
                   x.stats.nodes == y.stats.nodes;
            wasSplit = wasSplit || y.stats.searchThreads == 2;
        }
        check(same, std::string(key) + ": split answers and nodes are one thread's");
        check(wasSplit, std::string(key) + ": some search was split");
    }
    const auto entry = library().find("fifteen-puzzle");
    pl::EngineOptions two;
    two.threads = 2;
    two.splitAfterNodes = 64;
    two.cacheFolder = "";
    pl::DefinitionPuzzle puzzle(entry, two);
    const auto engine = puzzle.makeEngine("ida");
    // A far position (80 moves): the search runs for seconds.
    const auto parsed = puzzle.parsePosition("0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1");
    check(parsed.value.has_value(), "fifteen-puzzle: the far position is read");
    if (!parsed.value || !puzzle.goalPosition())
        return;
    const pl::Position far = *parsed.value;
    const pl::CancelToken never;
    (void)engine->solve(*puzzle.goalPosition(), {}, never);  // the databases, built first
    pl::CancelToken cancel;
    std::latch started(1);
    bool first = true;
    const pl::ProgressFn progress = [&](const pl::Progress&) {
        if (std::exchange(first, false))
            started.count_down();
    };
    pl::Answer answer;
    std::thread solver([&] { answer = engine->solve(far, progress, cancel); });
    started.wait();
    std::this_thread::sleep_for(std::chrono::milliseconds(50 + rng() % 200));
    const auto asked = Clock::now();
    cancel.cancel();
    solver.join();
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - asked).count();
    check(answer.outcome == pl::Outcome::Cancelled && answer.moves.empty(),
          "fifteen-puzzle: a split search cancelled ends with no moves");
    check(ms < 1000.0, "fifteen-puzzle: a split search stops within a second of the cancel");
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
    splitSearch(rng);

    std::printf("%d passed, %d failed (seed %u, %.1f s)\n", pl::tsan::passedChecks(),
                pl::tsan::failedChecks(), seed,
                std::chrono::duration<double>(Clock::now() - start).count());
    return pl::tsan::failedChecks() == 0 ? 0 : 1;
}
