// The one way core runs work in parallel: table builds, pattern databases, the reachable
// histograms and the sliding-group builds all split their work over runOnThreads (no other
// hand-written pool in core).
#pragma once

#include <algorithm>
#include <atomic>
#include <new>
#include <thread>
#include <vector>

#include "core/progress.h"

namespace pl::search {

// Threads a parallel job uses by default: one per core, at least one, at most `most`.
[[nodiscard]] inline unsigned hardwareThreads(unsigned most = 8)
{
    return std::clamp(std::thread::hardware_concurrency(), 1u, std::max(1u, most));
}

// Runs work(0) on this thread and work(1) .. work(threads - 1) on threads of their own,
// and waits for all. An exception in any of them (memory running out) sets `stop`, so
// the others can end early, and is thrown here as std::bad_alloc once all have ended.
template <typename Work>
void runOnThreads(unsigned threads, std::atomic<bool>& stop, const Work& work)
{
    std::atomic<bool> failed{false};
    const auto guarded = [&](unsigned k) {
        try {
            work(k);
        } catch (...) {
            failed.store(true);
            stop.store(true);
        }
    };
    std::vector<std::thread> pool;
    for (unsigned k = 1; k < threads; ++k)
        pool.emplace_back(guarded, k);
    guarded(0);
    for (std::thread& th : pool)
        th.join();
    if (failed.load())
        throw std::bad_alloc();
}

// runOnThreads for work that polls a SearchMonitor: work(monitor, k). Thread 0 is given
// `monitor` (it alone reports progress); every other thread a silent monitor of its own
// on the same cancel token, so that a cancel reaches all of them.
template <typename Work>
void runWithMonitors(unsigned threads, std::atomic<bool>& stop, SearchMonitor& monitor,
                     const CancelToken& cancel, const Work& work)
{
    static const ProgressFn kSilent;
    runOnThreads(threads, stop, [&](unsigned k) {
        if (k == 0) {
            work(monitor, k);
            return;
        }
        SearchMonitor silent(kSilent, cancel, Phase::BuildingTable);
        work(silent, k);
    });
}

}  // namespace pl::search
