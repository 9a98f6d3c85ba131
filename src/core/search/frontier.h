// The frontier of the breadth-first table build (search/table_build.h): lists of 64-bit
// entries, each a position's stored form (the space's store(): a packed position or its
// rank, below 2^56) and, above, 1 + the move that reached it (0: none), expanded in
// batches whose cache misses overlap.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/progress.h"

namespace pl::search {

constexpr std::uint64_t kStoredMask = (std::uint64_t{1} << 56) - 1;
// No entry (the top byte is at most 1 + kMaxTaggedMove in a real one).
constexpr std::uint64_t kHole = ~std::uint64_t{0};
// A frontier entry remembers the move that reached it in its top 8 bits (to skip that
// move's inverse); a move past what they hold is remembered as none, which only costs
// the skip (the top byte stays below 0xff, which only kHole has).
constexpr int kMaxTaggedMove = 253;

inline std::uint64_t cameTag(int m)
{
    return m <= kMaxTaggedMove ? static_cast<std::uint64_t>(m + 1) << 56 : 0;
}

// A breadth-first frontier list with room for `cap` entries, allocated once and never
// grown: a fresh allocation this large is mapped page by page as entries are written, so
// the memory it takes is what it holds (at most cap * 8 bytes), with no copy of a
// reallocation on top. The build's two lists therefore stay within the frontier share
// of the memory limit (DistanceTable::frontierCap).
class FrontierList {
public:
    explicit FrontierList(std::size_t cap)
        : data_(new std::uint64_t[std::max<std::size_t>(cap, 1)]), cap_(cap)
    {
    }
    [[nodiscard]] std::size_t size() const { return size_; }
    [[nodiscard]] std::size_t capacity() const { return cap_; }
    [[nodiscard]] bool full() const { return size_ >= cap_; }
    void push_back(std::uint64_t v) { data_[size_++] = v; }
    [[nodiscard]] std::uint64_t operator[](std::size_t i) const { return data_[i]; }
    [[nodiscard]] std::uint64_t* data() { return data_.get(); }
    [[nodiscard]] const std::uint64_t* begin() const { return data_.get(); }
    [[nodiscard]] const std::uint64_t* end() const { return data_.get() + size_; }
    void resize(std::size_t n) { size_ = n; }
    void clear() { size_ = 0; }
    void swap(FrontierList& o)
    {
        std::swap(data_, o.data_);
        std::swap(size_, o.size_);
        std::swap(cap_, o.cap_);
    }
    void release()
    {
        data_.reset();
        size_ = cap_ = 0;
    }

private:
    std::unique_ptr<std::uint64_t[]> data_;
    std::size_t size_ = 0;
    std::size_t cap_ = 0;
};

// Frontier entries are expanded this many at a time: first every predecessor of the
// batch, its rank and a prefetch of its table word, then the look-ups, so that the
// cache misses of a batch overlap instead of coming one after the other (a large
// table is far bigger than the caches, and its entries are hit at random).
constexpr std::size_t kBatch = 32;

// One poll per frontier entry of a batch (`left`: entries from the batch's start on),
// as when they were expanded one by one.
inline bool pollBatch(SearchMonitor& monitor, int depth, std::size_t left)
{
    for (std::size_t j = 0; j < std::min(kBatch, left); ++j)
        if (monitor.poll(depth))
            return true;
    return false;
}

template <typename State>
struct Batch {
    explicit Batch(int moves)
        : moves(moves),
          states(kBatch * static_cast<std::size_t>(moves)),
          ranks(kBatch * static_cast<std::size_t>(moves)),
          legal(kBatch * static_cast<std::size_t>(moves))
    {
    }
    // Entry j * moves + m: the predecessor of frontier entry j through move m, when
    // legal (not through the inverse of the move that reached the entry, which leads
    // straight back, and not from a hole). `table` is the Entries or AtomicEntries whose
    // words are prefetched (search/distance_table.h): taken as such, not as a lambda
    // that wraps its prefetch, which GCC may take for a call without effect and drop
    // (it did in the parallel push level: dial tables built 35-40% slower).
    template <typename Space, typename Table>
    [[gnu::always_inline]] void predecessors(const Space& sp, const std::uint64_t* entries,
                                             std::size_t count, const Table& table)
    {
        std::size_t at = 0;
        for (std::size_t j = 0; j < count; ++j) {
            const std::uint64_t stored = entries[j];
            if (stored == kHole) {
                for (int m = 0; m < moves; ++m)
                    legal[at++] = 0;
                continue;
            }
            State y{};
            sp.load(stored & kStoredMask, y);
            const int came = static_cast<int>(stored >> 56) - 1;
            const int skip = came < 0 ? -1 : sp.inverseMove(came);
            for (int m = 0; m < moves; ++m, ++at) {
                legal[at] = m != skip && sp.applyInverse(y, m, states[at]);
                if (legal[at]) {
                    ranks[at] = sp.rank(states[at]);
                    table.prefetch(ranks[at]);
                }
            }
        }
    }
    int moves;
    std::vector<State> states;
    std::vector<std::uint64_t> ranks;
    std::vector<char> legal;
};

}  // namespace pl::search
