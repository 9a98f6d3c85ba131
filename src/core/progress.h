// Shared plumbing for engines: a stopwatch, throttled progress and cancel polling.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

#include "puzzle.h"

namespace pl {

// Every phase, in the order of the enum.
inline constexpr Phase kPhases[] = {
    Phase::Searching,      Phase::BreadthFirst,          Phase::BuildingTable,
    Phase::SearchingBound, Phase::EnumeratingMoveCounts, Phase::Census};
// The English template of a phase ("searching bound {0}": {0} is Progress::depth); it is
// also the source string of the window's translation, in the context "pl::Progress".
[[nodiscard]] std::string_view phaseWording(Phase phase);
// English for the command line and the logs: "searching bound 12", "building table".
[[nodiscard]] std::string phaseText(const Progress& progress);

class Stopwatch {
public:
    Stopwatch() : start_(std::chrono::steady_clock::now()) {}
    [[nodiscard]] double elapsedMs() const
    {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_)
            .count();
    }

private:
    std::chrono::steady_clock::time_point start_;
};

// Engines call poll() once per node. Every `kStride` calls it looks at the cancel
// token and the clock, and reports progress at most every 50 ms. It returns true
// when the search must stop.
class SearchMonitor {
public:
    static constexpr std::uint32_t kStride = 4096;

    // The monitor keeps references to `progress` and `cancel`: they must outlive it.
    SearchMonitor(const ProgressFn& progress, const CancelToken& cancel, Phase phase)
        : progress_(progress), cancel_(cancel), phase_(phase)
    {
    }
    // A temporary would be gone before the first poll (as `{}` for "no progress" was
    // once, found by AddressSanitizer): refused at compile time.
    SearchMonitor(ProgressFn&& progress, const CancelToken& cancel, Phase phase) = delete;
    SearchMonitor(const ProgressFn& progress, CancelToken&& cancel, Phase phase) = delete;

    // Count one node; true means "stop now, cancelled".
    bool poll(int depth)
    {
        ++nodes_;
        if (++sinceCheck_ < kStride)
            return false;
        sinceCheck_ = 0;
        return check(depth);
    }

    // Look at the cancel token (and maybe report) right now.
    bool check(int depth)
    {
        if (pool_) {
            pool_->fetch_add(nodes_ - pooledNodes_, std::memory_order_relaxed);
            pooledNodes_ = nodes_;
        }
        if (cancel_.cancelled()) {
            cancelled_ = true;
            return true;
        }
        const double now = clock_.elapsedMs();
        if (progress_ && now - lastReportMs_ >= 50.0) {
            lastReportMs_ = now;
            progress_(Progress{phase_, phase_ == Phase::SearchingBound ? bound_ : depth,
                               shownNodes(), now});
        }
        return false;
    }

    void setPhase(Phase phase) { phase_ = phase; }
    // IDA*: from now on the phase is "searching bound N", reported with N as the depth.
    void setBound(int bound)
    {
        phase_ = Phase::SearchingBound;
        bound_ = bound;
    }
    void addNodes(std::uint64_t n) { nodes_ += n; }
    // Work split over threads (search/deepening.h): each thread's monitor adds its nodes
    // to `pool` as it looks at the cancel token, for thread 0's progress reports.
    void poolInto(std::atomic<std::uint64_t>* pool) { pool_ = pool; }
    [[nodiscard]] const ProgressFn& progressFn() const { return progress_; }
    // Progress never goes back: a split search's reports count every thread's nodes,
    // more than the nodes it settles on (those of one thread, search/deepening.h).
    void raiseShownNodes(std::uint64_t n) { shownFloor_ = std::max(shownFloor_, n); }
    [[nodiscard]] std::uint64_t shownNodes() const { return std::max(nodes_, shownFloor_); }
    [[nodiscard]] std::uint64_t nodes() const { return nodes_; }
    [[nodiscard]] bool cancelled() const { return cancelled_; }
    // For work on other threads, which polls the same token through monitors of its own.
    [[nodiscard]] const CancelToken& cancelToken() const { return cancel_; }
    [[nodiscard]] double elapsedMs() const { return clock_.elapsedMs(); }

private:
    const ProgressFn& progress_;
    const CancelToken& cancel_;
    Phase phase_;
    int bound_ = 0;
    Stopwatch clock_;
    std::uint64_t nodes_ = 0;
    std::uint32_t sinceCheck_ = 0;
    double lastReportMs_ = -1e9;
    bool cancelled_ = false;
    std::atomic<std::uint64_t>* pool_ = nullptr;
    std::uint64_t pooledNodes_ = 0;
    std::uint64_t shownFloor_ = 0;
};

}  // namespace pl
