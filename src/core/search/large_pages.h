// Memory for large tables in 2 MiB pages where the system offers them (Linux: madvise):
// a table build or a breadth-first search over bits (search/bit_set.h) looks entries up at random
// all over the table, and with 4 KiB pages nearly every look-up of a 100 MB table also missed the
// TLB (the prefetches stalled on page walks). Smaller requests are ordinary allocations.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace pl::search {

template <typename T>
struct LargePageAllocator {
    using value_type = T;
    static constexpr std::size_t kPage = std::size_t{2} << 20;
    LargePageAllocator() = default;
    template <typename U>
    explicit LargePageAllocator(const LargePageAllocator<U>&)
    {
    }
    // From one page up (at most a page is added in rounding): skewb_diamond's three 4.1 MB
    // bitsets, just under two pages, took 3,000 page faults of 4 KiB, a seventh of its build.
    [[nodiscard]] static bool large(std::size_t n) { return n * sizeof(T) >= kPage; }
    T* allocate(std::size_t n)
    {
        if (!large(n))
            return std::allocator<T>().allocate(n);
        const std::size_t bytes = (n * sizeof(T) + kPage - 1) / kPage * kPage;
        void* p = std::aligned_alloc(kPage, bytes);
        if (!p)
            throw std::bad_alloc();
#if defined(__linux__)
        (void)madvise(p, bytes, MADV_HUGEPAGE);  // a hint: without it, ordinary pages
#endif
        return static_cast<T*>(p);
    }
    void deallocate(T* p, std::size_t n)
    {
        if (large(n))
            std::free(p);
        else
            std::allocator<T>().deallocate(p, n);
    }
    friend bool operator==(const LargePageAllocator&, const LargePageAllocator&)
    {
        return true;
    }
};

// A database's entries, a byte each, read at random by a search (pattern databases of
// tiles and pieces: the 3x3x3's 1.1 GB, the 15-puzzle's halves).
using TableBytes = std::vector<std::uint8_t, LargePageAllocator<std::uint8_t>>;

}  // namespace pl::search
