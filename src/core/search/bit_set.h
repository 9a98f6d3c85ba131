// A bit per state of a ranked space, shared between threads (atomic references), as the
// breadth-first searches over bits use them (search/bit_levels.h). Two ways to hold
// them: PageBits in 2 MiB pages, every page touched at once (searches that visit them
// all), LazyBits from calloc, pages mapped only as they are touched (sparse searches).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace pl::search {

// The bits, whoever holds their memory.
class BitView {
public:
    [[nodiscard]] std::uint64_t words() const { return words_; }
    [[nodiscard]] std::uint64_t* data() const { return data_; }
    [[nodiscard]] std::atomic_ref<std::uint64_t> word(std::uint64_t i) const
    {
        return std::atomic_ref<std::uint64_t>(data_[i]);
    }
    [[nodiscard]] bool test(std::uint64_t r) const
    {
        return (word(r >> 6).load(std::memory_order_relaxed) >> (r & 63)) & 1;
    }
    // Sets bit r; true when it was clear (one thread wins).
    bool claim(std::uint64_t r) const
    {
        const std::uint64_t bit = std::uint64_t{1} << (r & 63);
        const auto w = word(r >> 6);
        if (w.load(std::memory_order_relaxed) & bit)
            return false;
        return (w.fetch_or(bit, std::memory_order_relaxed) & bit) == 0;
    }
    void clear() const { std::fill(data_, data_ + words_, 0); }

protected:
    explicit BitView(std::uint64_t count) : words_((count + 63) / 64) {}
    std::uint64_t words_;
    std::uint64_t* data_ = nullptr;
};

class PageBits : public BitView {
public:
    explicit PageBits(std::uint64_t count) : BitView(count)
    {
        constexpr std::size_t kPage = std::size_t{2} << 20;
        const std::size_t bytes =
            (std::max<std::uint64_t>(words_, 1) * 8 + kPage - 1) / kPage * kPage;
        data_ = static_cast<std::uint64_t*>(std::aligned_alloc(kPage, bytes));
        if (!data_)
            throw std::bad_alloc();
#if defined(__linux__)
        (void)madvise(data_, bytes, MADV_HUGEPAGE);  // a hint only
#endif
        std::memset(data_, 0, bytes);
    }
    ~PageBits()
    {
        std::free(data_);
    }
    PageBits(const PageBits&) = delete;
    PageBits& operator=(const PageBits&) = delete;
};

class LazyBits : public BitView {
public:
    explicit LazyBits(std::uint64_t count) : BitView(count)
    {
        data_ = static_cast<std::uint64_t*>(std::calloc(std::max<std::uint64_t>(words_, 1), 8));
        if (!data_)
            throw std::bad_alloc();
    }
    ~LazyBits() { std::free(data_); }
    LazyBits(const LazyBits&) = delete;
    LazyBits& operator=(const LazyBits&) = delete;
};

}  // namespace pl::search
