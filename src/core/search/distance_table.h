// An exact distance table (issue 12, SPEC 7.6): one entry per position of a ranked space,
// the distance to the nearest goal position modulo M in a few bits (2 bits, M = 3, when
// every move has an inverse among the moves or the puzzle slides; otherwise 4 bits,
// M = 15, or 8 bits, M = 255, enough for the largest move order k: a move changes a
// distance by -1 .. k-1, so M >= k + 1 tells the steps apart). All bits set = unseen:
// no goal is reachable. The words sit in 2 MiB pages (search/large_pages.h).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "core/search/large_pages.h"

namespace pl::search {

class SearchObserver;

struct DistanceTable {
    std::uint64_t count = 0;  // entries: positions of the space (or their classes)
    int bits = 2;             // per entry: 2, 4 or 8
    unsigned modulus = 3;     // distances are stored modulo this (2^bits - 1)
    unsigned unseen = 3;      // all bits set
    std::vector<std::uint64_t, LargePageAllocator<std::uint64_t>> words;
    // What the build found: positions per distance, and those no goal reaches.
    std::vector<std::uint64_t> histogram;
    std::uint64_t unseenCount = 0;
    // How the build runs (search/table_build.h): the entries its two frontier lists may
    // hold, its threads, and the level size from which a pushed level goes parallel.
    std::uint64_t frontierCap = 0;
    unsigned threads = 1;
    std::size_t parallelFrontier = 0;
    // Told of every level as it completes, when the build is watched (SPEC 9).
    SearchObserver* observer = nullptr;
    // Told of every position a pushed level expands (its rank, its distance from the
    // goal, the ranks of the first entries of the queue behind it and how many wait),
    // when the build is watched node by node; its pushed levels run on one thread.
    std::function<void(std::uint64_t, int, std::span<const std::uint64_t>, std::uint64_t)>
        watchNode;
    // Asked by a caller that wants the histogram alone (nothing keeps the table): a build
    // over bitsets then writes no entries and leaves `words` empty (the counts need only
    // the bitsets). Other builds fill the entries as ever.
    bool countsOnly = false;

    // Entry r lives in word r >> perWordLog, at bit (r & inWord) << bitsLog.
    int perWordLog = 5;
    int bitsLog = 1;
    std::uint64_t inWord = 31;
    void setBits(int b)
    {
        bits = b;
        bitsLog = b == 2 ? 1 : b == 4 ? 2 : 3;
        perWordLog = 6 - bitsLog;
        inWord = (std::uint64_t{1} << perWordLog) - 1;
        modulus = (1u << b) - 1;
        unseen = modulus;
    }
    [[nodiscard]] unsigned get(std::uint64_t r) const
    {
        const auto off = static_cast<unsigned>((r & inWord) << bitsLog);
        return static_cast<unsigned>(words[static_cast<std::size_t>(r >> perWordLog)] >> off) &
               unseen;
    }
    void set(std::uint64_t r, unsigned v)
    {
        const auto off = static_cast<unsigned>((r & inWord) << bitsLog);
        std::uint64_t& w = words[static_cast<std::size_t>(r >> perWordLog)];
        w = (w & ~(std::uint64_t{unseen} << off)) | (std::uint64_t{v} << off);
    }
    [[nodiscard]] std::size_t bytes() const { return words.capacity() * sizeof(std::uint64_t); }
};

// The entries of a table seen through local copies of its layout, for the build's hot
// loop (stores into the words then cannot be taken to change the layout fields).
struct Entries {
    std::uint64_t* words;
    int perWordLog;
    int bitsLog;
    unsigned inWord;  // not 64-bit: a store into the words cannot change it
    unsigned unseen;

    explicit Entries(DistanceTable& t)
        : words(t.words.data()),
          perWordLog(t.perWordLog),
          bitsLog(t.bitsLog),
          inWord(t.inWord),
          unseen(t.unseen)
    {
    }
    [[nodiscard]] unsigned get(std::uint64_t r) const
    {
        const auto off = static_cast<unsigned>((r & inWord) << bitsLog);
        return static_cast<unsigned>(words[r >> perWordLog] >> off) & unseen;
    }
    // Always inlined: as a call of its own, the compiler may take it for one without
    // effect and drop it (it did, once the entries left the engine's file).
    [[gnu::always_inline]] void prefetch(std::uint64_t r) const
    {
        __builtin_prefetch(words + (r >> perWordLog), 1);
    }
    void set(std::uint64_t r, unsigned v) const
    {
        const auto off = static_cast<unsigned>((r & inWord) << bitsLog);
        std::uint64_t& w = words[r >> perWordLog];
        w = (w & ~(std::uint64_t{unseen} << off)) | (std::uint64_t{v} << off);
    }
};

// The same entries for threads building one level together: every access is atomic
// (relaxed: the level's end, a join, orders them), and claim() sets an unseen entry
// only if no other thread did first.
struct AtomicEntries {
    std::uint64_t* words;
    int perWordLog;
    int bitsLog;
    unsigned inWord;
    unsigned unseen;

    explicit AtomicEntries(DistanceTable& t)
        : words(t.words.data()),
          perWordLog(t.perWordLog),
          bitsLog(t.bitsLog),
          inWord(static_cast<unsigned>(t.inWord)),
          unseen(t.unseen)
    {
    }
    [[nodiscard]] unsigned get(std::uint64_t r) const
    {
        const auto off = static_cast<unsigned>((r & inWord) << bitsLog);
        const std::atomic_ref<std::uint64_t> w(words[r >> perWordLog]);
        return static_cast<unsigned>(w.load(std::memory_order_relaxed) >> off) & unseen;
    }
    // Always inlined: as a call of its own, the compiler may take it for one without
    // effect and drop it (it did, once the entries left the engine's file).
    [[gnu::always_inline]] void prefetch(std::uint64_t r) const
    {
        __builtin_prefetch(words + (r >> perWordLog), 1);
    }
    // Sets entry r where no other thread writes its word.
    void setOwn(std::uint64_t r, unsigned v) const
    {
        const auto off = static_cast<unsigned>((r & inWord) << bitsLog);
        std::atomic_ref<std::uint64_t> w(words[r >> perWordLog]);
        const std::uint64_t old = w.load(std::memory_order_relaxed);
        w.store((old & ~(std::uint64_t{unseen} << off)) | (std::uint64_t{v} << off),
                std::memory_order_relaxed);
    }
    // Sets to v, in a table of 2-bit entries, the entries r + i for every bit i of `bits`,
    // where no other thread writes their words (those of entries r .. r + 31 that are set;
    // a word without one is not touched).
    void setOwnRun(std::uint64_t r, std::uint32_t bits, unsigned v) const
    {
        if (bits == 0)
            return;
        // Bit i to the low bit of field i.
        std::uint64_t f = bits;
        f = (f | (f << 16)) & 0x0000ffff0000ffffULL;
        f = (f | (f << 8)) & 0x00ff00ff00ff00ffULL;
        f = (f | (f << 4)) & 0x0f0f0f0f0f0f0f0fULL;
        f = (f | (f << 2)) & 0x3333333333333333ULL;
        f = (f | (f << 1)) & 0x5555555555555555ULL;
        const std::uint64_t mask = f * 3;
        const std::uint64_t value = f * v;
        const auto off = static_cast<unsigned>((r & 31) << 1);
        const auto put = [&](std::uint64_t i, std::uint64_t m, std::uint64_t x) {
            if (m == 0)
                return;
            std::atomic_ref<std::uint64_t> w(words[i]);
            w.store((w.load(std::memory_order_relaxed) & ~m) | x, std::memory_order_relaxed);
        };
        put(r >> 5, mask << off, value << off);
        if (off != 0)
            put((r >> 5) + 1, mask >> (64 - off), value >> (64 - off));
    }
    bool claim(std::uint64_t r, unsigned v) const
    {
        const auto off = static_cast<unsigned>((r & inWord) << bitsLog);
        std::atomic_ref<std::uint64_t> w(words[r >> perWordLog]);
        std::uint64_t old = w.load(std::memory_order_relaxed);
        for (;;) {
            if (((old >> off) & unseen) != unseen)
                return false;
            const std::uint64_t want =
                (old & ~(std::uint64_t{unseen} << off)) | (std::uint64_t{v} << off);
            if (w.compare_exchange_weak(old, want, std::memory_order_relaxed))
                return true;
        }
    }
};

// The entries of `word` that are unseen (all of their `bits` set), as the lowest bit of
// each such entry.
inline std::uint64_t unseenBits(std::uint64_t word, int bits)
{
    std::uint64_t x = word;
    for (int i = 1; i < bits; ++i)
        x &= word >> i;
    const std::uint64_t low = bits == 2   ? 0x5555555555555555u
                              : bits == 4 ? 0x1111111111111111u
                                          : 0x0101010101010101u;
    return x & low;
}

// Whether some entry of `word` is unseen.
inline bool anyUnseen(std::uint64_t word, int bits)
{
    return unseenBits(word, bits) != 0;
}

// `value` in every entry of a word, to find entries holding it: an entry of `word` holds
// it where `~(word ^ spread)` has all the entry's bits set (anyUnseen).
inline std::uint64_t spreadValue(unsigned value, int bits)
{
    std::uint64_t spread = 0;
    for (int at = 0; at < 64; at += bits)
        spread |= std::uint64_t{value} << at;
    return spread;
}

}  // namespace pl::search
