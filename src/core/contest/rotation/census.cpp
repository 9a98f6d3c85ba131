#include "core/contest/rotation/census.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "core/contest/rotation/pattern_table.h"
#include "core/progress.h"

namespace pl {

using namespace rotation;

namespace {

// A board is an ordered triple of disjoint patterns. The census takes each unordered
// triple once: the part holding cell 0 (a unit), then the part holding the smallest
// cell left; the six ways of giving the parts labels 1, 2, 3 share one distance.
//
// Within a unit the other two parts are 8-subsets of the 16 free cells. In colex
// order the complement of subset j is subset 12,869 - j, so one pass fills the
// distances of all 12,870 subsets in order and the pairs are (j, 12,869 - j) for
// j < 6,435.
constexpr int kFree = 16;
constexpr int kSubsets = 12870;  // C(16, 8)
constexpr int kPairs = kSubsets / 2;
constexpr int kHistogramSize = kMaxPatternDistance + 1;
constexpr std::uint32_t kUnitsPerChunk = 64;

struct Binomials {
    std::uint32_t value[kCells][9] = {};
};
constexpr Binomials makeBinomials()
{
    Binomials b;
    for (int n = 0; n < kCells; ++n)
        for (int k = 0; k <= 8; ++k)
            b.value[n][k] = binomial(n, k);
    return b;
}
constexpr Binomials kBinomials = makeBinomials();

// Walks the 8-subsets of the free cells in colex order (largest element in the
// outermost loop), carrying the partial rank so the innermost loop is one add and
// one look-up. Successive look-ups land close together in the table.
template <int K>
inline void fillDistances(const std::uint32_t (&share)[8][kFree], int limit, std::uint32_t base,
                          const std::uint8_t* table, std::uint8_t*& out)
{
    for (int i = K - 1; i < limit; ++i) {
        if constexpr (K == 1)
            *out++ = table[base + share[0][i]];
        else
            fillDistances<K - 1>(share, i, base + share[K - 1][i], table, out);
    }
}

// Adds the 38,610 boards of the unit with pattern `unitPattern` to `histogram`.
void countUnit(std::uint32_t unitPattern, const std::uint8_t* table, std::uint8_t* scratch,
               std::uint64_t* histogram)
{
    const std::uint8_t own = table[rankPattern(unitPattern)];
    // share[k][i]: what the i-th free cell adds to the rank as the (k+1)-th smallest.
    std::uint32_t share[8][kFree];
    for (int c = 0, i = 0; c < kCells; ++c)
        if (!((unitPattern >> c) & 1)) {
            for (int k = 0; k < 8; ++k)
                share[k][i] = kBinomials.value[c][k + 1];
            ++i;
        }
    std::uint8_t* out = scratch;
    fillDistances<8>(share, kFree, 0, table, out);

    std::uint32_t count[kHistogramSize + 1] = {};
    for (int j = 0; j < kPairs; ++j) {
        const std::uint8_t d = std::min({own, scratch[j], scratch[kSubsets - 1 - j]});
        ++count[d];
    }
    for (int d = 0; d < kHistogramSize; ++d)
        histogram[d] += 6ull * count[d];
}

// Units are the 7-subsets of cells 1..23 in colex order, plus cell 0.
std::uint32_t unitPatternOf(std::uint32_t unit)
{
    std::uint32_t rest = 0;
    int p = kCells - 2;
    for (int k = 7; k >= 1; --k) {
        while (kBinomials.value[p][k] > unit)
            --p;
        unit -= kBinomials.value[p][k];
        rest |= 1u << p;
        --p;
    }
    return 1u | (rest << 1);
}

std::uint32_t nextUnitPattern(std::uint32_t pattern)
{
    return 1u | (nextPattern(pattern >> 1) << 1);
}

std::vector<std::uint64_t> trimmed(const std::uint64_t* histogram)
{
    std::vector<std::uint64_t> out(histogram, histogram + kHistogramSize);
    while (!out.empty() && out.back() == 0)
        out.pop_back();
    return out;
}

}  // namespace

std::uint32_t rotationCensusUnitPattern(std::uint32_t unit)
{
    return unitPatternOf(unit);
}

std::vector<std::uint64_t> rotationCensusUnits(std::uint32_t first, std::uint32_t last)
{
    const std::uint8_t* table = RotationPatternTable::instance().data();
    std::uint64_t histogram[kHistogramSize] = {};
    std::vector<std::uint8_t> scratch(kSubsets);
    last = std::min(last, kRotationCensusUnits);
    if (first < last) {
        std::uint32_t p = unitPatternOf(first);
        for (std::uint32_t u = first; u < last; ++u) {
            countUnit(p, table, scratch.data(), histogram);
            if (u + 1 < kRotationCensusUnits)
                p = nextUnitPattern(p);
        }
    }
    return trimmed(histogram);
}

std::vector<std::uint64_t> rotationCensus(const ProgressFn& progress, const CancelToken& cancel,
                                          unsigned threads)
{
    const Stopwatch clock;
    if (threads == 0)
        threads = std::max(1u, std::thread::hardware_concurrency());
    const std::uint8_t* table = RotationPatternTable::instance().data();

    std::atomic<std::uint32_t> nextChunk{0};
    std::atomic<std::uint32_t> unitsDone{0};
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable finished;
    unsigned running = threads;
    std::uint64_t histogram[kHistogramSize] = {};

    const auto work = [&] {
        std::uint64_t local[kHistogramSize] = {};
        std::vector<std::uint8_t> scratch(kSubsets);
        while (!stop.load(std::memory_order_relaxed)) {
            const std::uint32_t first = nextChunk.fetch_add(1) * kUnitsPerChunk;
            if (first >= kRotationCensusUnits)
                break;
            const std::uint32_t last = std::min(first + kUnitsPerChunk, kRotationCensusUnits);
            std::uint32_t p = unitPatternOf(first);
            for (std::uint32_t u = first; u < last; ++u) {
                // A unit takes tens of microseconds: checking each one keeps Stop prompt.
                if (cancel.cancelled() || stop.load(std::memory_order_relaxed)) {
                    stop.store(true, std::memory_order_relaxed);
                    break;
                }
                countUnit(p, table, scratch.data(), local);
                if (u + 1 < kRotationCensusUnits)
                    p = nextUnitPattern(p);
                unitsDone.fetch_add(1, std::memory_order_relaxed);
            }
        }
        const std::lock_guard lock(mutex);
        for (int d = 0; d < kHistogramSize; ++d)
            histogram[d] += local[d];
        --running;
        finished.notify_all();
    };

    std::vector<std::thread> workers;
    workers.reserve(threads);
    for (unsigned t = 0; t < threads; ++t)
        workers.emplace_back(work);
    {
        std::unique_lock lock(mutex);
        const auto allDone = [&] { return running == 0; };
        while (!finished.wait_for(lock, std::chrono::milliseconds(50), allDone)) {
            if (cancel.cancelled())
                stop.store(true, std::memory_order_relaxed);
            if (progress) {
                const std::uint64_t done = unitsDone.load(std::memory_order_relaxed);
                lock.unlock();
                progress(Progress{Phase::Census,
                                  static_cast<int>(done * 100 / kRotationCensusUnits),
                                  done * kRotationBoardsPerUnit, clock.elapsedMs()});
                lock.lock();
            }
        }
    }
    for (std::thread& t : workers)
        t.join();
    if (unitsDone.load() != kRotationCensusUnits)
        return {};  // cancelled
    if (progress)
        progress(Progress{Phase::Census, 100, kRotationBoardCount, clock.elapsedMs()});
    return trimmed(histogram);
}

}  // namespace pl
