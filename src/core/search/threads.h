// Work split over threads, as the table builds and the reachable histograms do it.
#pragma once

#include <atomic>
#include <new>
#include <thread>
#include <vector>

namespace pl::search {

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

}  // namespace pl::search
