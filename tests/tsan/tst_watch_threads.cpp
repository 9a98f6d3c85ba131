// Watching a search from another thread, for ThreadSanitizer (SPEC 9): an engine runs a
// watched solve on its thread and tells a WatchTrace of its nodes, layers, vectors and
// pivots, while this thread, as the Watch the Search view does, steps it, runs it at a
// speed, pauses it, reads snapshots, the tree and the CSV, and at last lets it finish;
// then a held search is stopped (the gate opened, the cancel set). The answers are
// compared with the same engine unwatched. Plain C++ (no Qt: Qt is not built with
// TSan); without TSan it is still a test of the results. Kept to seconds.
//
// Prints "N passed, M failed" and exits non-zero on a failure.
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "checks.h"
#include "core/engine.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "core/search/watch_trace.h"

namespace {

using pl::tsan::check;

pl::Position scrambled(const pl::Rules& rules, int moves, unsigned seed)
{
    std::mt19937 rng(seed);
    pl::Position p = rules.start();
    for (int i = 0; i < moves;) {
        const int m = static_cast<int>(rng() % static_cast<unsigned>(rules.moveCount()));
        if (!rules.legal(p, m))
            continue;
        rules.applyInPlace(p, m);
        ++i;
    }
    return p;
}

pl::EngineOptions noCache()
{
    pl::EngineOptions o;
    o.cacheFolder = std::string();
    return o;
}

void watchToTheEnd(const pl::Registry& registry, const char* key, const char* engine, int moves)
{
    using namespace std::chrono_literals;
    const auto entry = registry.find(key);
    check(entry != nullptr, std::string("puzzle ") + key);
    if (!entry)
        return;
    const pl::Position p = scrambled(*entry->rules, moves, 11);
    pl::search::WatchTrace trace;
    const pl::CancelToken never;
    pl::Answer watched;
    auto e = pl::makeEngine(*entry, engine, noCache());
    std::thread worker([&] {
        pl::SolveRequest r{p, entry->rules->goal()};
        r.observer = &trace;
        watched = e->solve(r, {}, never);
    });
    // The view: a few steps, a slow run, a pause, reads all along.
    std::size_t treeRead = 0;
    for (int round = 0; round < 20; ++round) {
        trace.step(3);
        std::this_thread::sleep_for(1ms);
        const auto shot = trace.snapshot();
        treeRead += trace.tree(0).size();
        (void)shot.path.size();
        if (round % 5 == 0)
            (void)trace.csv();
        trace.run(2000);
        std::this_thread::sleep_for(2ms);
        trace.pause();
        trace.runToBoundary();
        std::this_thread::sleep_for(1ms);
    }
    trace.run(0);
    worker.join();
    (void)treeRead;
    const std::string what = std::string(key) + " " + engine;
    check(watched.outcome == pl::Outcome::Solved, what + ": solved while watched");
    auto plain = pl::makeEngine(*entry, engine, noCache());
    const pl::Answer a = plain->solve({p, entry->rules->goal()}, {}, never);
    check(a.moves == watched.moves, what + ": the same answer unwatched");
    const auto shot = trace.snapshot();
    check(shot.answer && *shot.answer == watched.moves, what + ": the answer told");
}

void stopAHeldSearch(const pl::Registry& registry)
{
    using namespace std::chrono_literals;
    const auto entry = registry.find("rotation");
    const pl::Position p = scrambled(*entry->rules, 14, 5);
    pl::search::WatchTrace trace;
    pl::CancelToken cancel;
    pl::Answer answer;
    auto e = pl::makeEngine(*entry, "rotation-ida", noCache());
    std::thread worker([&] {
        pl::SolveRequest r{p, entry->rules->goal()};
        r.observer = &trace;
        answer = e->solve(r, {}, cancel);
    });
    trace.step(25);
    std::this_thread::sleep_for(5ms);
    (void)trace.snapshot();
    cancel.cancel();
    trace.stop();
    worker.join();
    check(answer.outcome == pl::Outcome::Cancelled, "a held search stopped");
    check(trace.stopped(), "the gate stays open");
}

}  // namespace

int main()
{
    const pl::Registry registry = pl::Registry::bundled();
    watchToTheEnd(registry, "rotation", "rotation-ida", 8);
    watchToTheEnd(registry, "rotation", "ida", 7);
    watchToTheEnd(registry, "msquare", "msquare-bfs", 30);
    watchToTheEnd(registry, "msquare", "bfs", 10);
    watchToTheEnd(registry, "clocks", "clocks-enumerate", 5);
    watchToTheEnd(registry, "lights-out-5", "linear", 6);
    // A table build telling its positions (through the pieces of a sticker puzzle), the
    // tracked-piece IDA*, clocks-bfs searching from the board.
    watchToTheEnd(registry, "ivy-cube", "table", 6);
    watchToTheEnd(registry, "cube-2", "ida", 6);
    watchToTheEnd(registry, "clocks", "clocks-bfs", 6);
    stopAHeldSearch(registry);
    std::printf("%d passed, %d failed\n", pl::tsan::passedChecks(), pl::tsan::failedChecks());
    return pl::tsan::failedChecks() == 0 ? 0 : 1;
}
