// Breadth-first search over a ranked space kept as three bits a state (reached, this
// level, the next), each level on the threads asked (search/threads.h): the reachable
// histograms of `--histogram` (engines/reachable_histogram.cpp) where the space is too
// large for a distance table but its reachable part is not.
//
// A level is pushed (every state on it claims its successors) while it is small, and
// pulled (every unreached state looks for a predecessor on it, stopping at the first)
// once it outnumbers half the unreached states, when the expander can pull. The
// expander, made once per thread by make(k), offers
//   push(r, visit): visit(q) for every successor q of state r,
//   pull(r, onLevel): whether onLevel(q) holds for some predecessor q of r
//                     (needed only when `canPull`).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "core/puzzle.h"  // CancelToken
#include "core/search/bit_set.h"
#include "core/search/threads.h"

namespace pl::search {

struct BitLevels {
    bool cancelled = false;
    std::vector<std::uint64_t> counts;  // counts[d]: states first reached at depth d
    std::uint64_t reached = 0;          // their sum
};

// Words of a level a thread takes at a time.
constexpr std::uint64_t kBitLevelChunk = 256;

// From the states `goals` (ranks below `count`, distinct) through every level, on
// `threads` threads (0: one per core). Bits: PageBits (large pages, every page touched)
// or LazyBits (pages mapped as touched).
template <typename Bits, typename MakeExpander>
BitLevels bitLevels(std::uint64_t count, const std::vector<std::uint64_t>& goals, bool canPull,
                    unsigned threads, const CancelToken& cancel, const MakeExpander& make)
{
    BitLevels out;
    auto seen = std::make_unique<Bits>(count);
    auto level = std::make_unique<Bits>(count);
    auto next = std::make_unique<Bits>(count);
    for (const std::uint64_t g : goals)
        if (seen->claim(g)) {
            (void)level->claim(g);
            ++out.reached;
        }
    out.counts.push_back(out.reached);
    if (threads == 0)
        threads = hardwareThreads();
    threads = std::min(threads, 64u);
    const std::uint64_t lastMask =
        count % 64 == 0 ? ~std::uint64_t{0} : (std::uint64_t{1} << (count % 64)) - 1;
    for (;;) {
        const bool pull = canPull && out.counts.back() * 2 > count - out.reached;
        std::atomic<std::uint64_t> cursor{0};
        std::atomic<bool> stop{false};
        std::vector<std::uint64_t> founds(threads, 0);
        const auto work = [&](unsigned k) {
            auto expander = make(k);
            std::uint64_t mine = 0;
            const auto onLevel = [&](std::uint64_t q) { return level->test(q); };
            for (;;) {
                if (cancel.cancelled() || stop.load(std::memory_order_relaxed)) {
                    stop.store(true);
                    break;
                }
                const std::uint64_t begin =
                    cursor.fetch_add(kBitLevelChunk, std::memory_order_relaxed);
                if (begin >= seen->words())
                    break;
                const std::uint64_t end = std::min(seen->words(), begin + kBitLevelChunk);
                for (std::uint64_t w = begin; w < end; ++w) {
                    if (pull) {
                        std::uint64_t bits = ~seen->word(w).load(std::memory_order_relaxed);
                        if (w + 1 == seen->words())
                            bits &= lastMask;
                        std::uint64_t found = 0;
                        while (bits) {
                            const int b = __builtin_ctzll(bits);
                            bits &= bits - 1;
                            if (expander.pull(w * 64 + static_cast<std::uint64_t>(b), onLevel))
                                found |= std::uint64_t{1} << b;
                        }
                        if (found) {
                            // This thread alone writes these words in a pulled level.
                            seen->word(w).fetch_or(found, std::memory_order_relaxed);
                            next->word(w).fetch_or(found, std::memory_order_relaxed);
                            mine += static_cast<std::uint64_t>(__builtin_popcountll(found));
                        }
                    } else {
                        // This thread alone reads and clears its words of the level.
                        std::uint64_t bits = level->data()[w];
                        if (bits == 0)
                            continue;
                        level->data()[w] = 0;
                        while (bits) {
                            const std::uint64_t r =
                                w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
                            bits &= bits - 1;
                            expander.push(r, [&](std::uint64_t q) {
                                if (seen->claim(q)) {
                                    (void)next->claim(q);
                                    ++mine;
                                }
                            });
                        }
                    }
                }
            }
            founds[k] = mine;
        };
        runOnThreads(threads, stop, work);
        if (stop.load()) {
            out.cancelled = true;
            out.counts.clear();
            return out;
        }
        if (pull)
            level->clear();
        std::uint64_t added = 0;
        for (const std::uint64_t f : founds)
            added += f;
        if (added == 0)
            break;
        out.counts.push_back(added);
        out.reached += added;
        std::swap(level, next);
    }
    return out;
}

}  // namespace pl::search
