// The parallel breadth-first build of a DistanceTable over a ranked space, backward from
// every goal position.
//
// A Space offers: State, count, moveCount, apply (a move; false when illegal),
// applyInverse (the position the move came from; false when there is none), rank/unrank,
// first/next (in rank order), isGoal, uniqueGoal (the one goal position, when there is
// one) or goalStates() (the seeds), store/load (a 56-bit form for the frontier),
// inverseMove, and symmetryCount/image (symmetries of the moves that keep the goal: a
// position and its images share a distance and are settled together).
//
// A watched build (DistanceTable::watchNode) tells each position a pushed level expands,
// with the queue behind it, expanding them one at a time on one thread; pulled levels are
// told whole (layerDone) and keep their threads.
//
// Levels are pushed from a frontier list while it fits the memory the table's
// frontierCap leaves and the unseen positions are not fewer than it, else pulled (every
// unseen position looks for a successor on the last level); large levels of both kinds
// run on every thread of the table (search/threads.h). A space whose ranks come in
// blocks that differ only in the last coordinate (CoordSpace) pushes its large levels by
// scanning the table instead of a list, and pulls block by block (blockLevel): a move
// takes a block to one other block, so the entries looked up stay in the cache. Where its
// blocks are large enough and three bits a position fit the frontier's memory, the whole
// build goes over bitsets instead (buildByBlockBits), with no atomic write at all.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <numeric>
#include <span>
#include <vector>

#include "core/progress.h"
#include "core/search/distance_table.h"
#include "core/search/frontier.h"
#include "core/search/large_pages.h"
#include "core/search/search_observer.h"
#include "core/search/threads.h"

namespace pl::search {

// Entries a thread claims of the next frontier list at a time.
constexpr std::size_t kChunk = 4096;
// Symmetries a table uses at most (Loopover 3x4 has 48: translations and reflections of
// its torus).
constexpr std::size_t kMaxTableSymmetries = 128;

// A position and its images under the puzzle's symmetries share one distance: all are
// settled together, and only the one found is expanded. Returns how many were new.
template <typename Space>
[[gnu::always_inline]] inline std::uint64_t enterClass(const Space& sp, const Entries& e,
                                                       int symmetries,
                                                       const typename Space::State& x,
                                                       std::uint64_t r, unsigned value)
{
    e.set(r, value);
    if (symmetries <= 1)
        return 1;
    std::uint64_t entered = 1;
    std::array<std::uint64_t, kMaxTableSymmetries> ri;  // NOLINT: written before read
    for (int g = 1; g < symmetries; ++g) {
        ri[static_cast<std::size_t>(g)] = sp.rank(sp.image(x, g));
        e.prefetch(ri[static_cast<std::size_t>(g)]);
    }
    for (int g = 1; g < symmetries; ++g)
        if (e.get(ri[static_cast<std::size_t>(g)]) == e.unseen) {
            e.set(ri[static_cast<std::size_t>(g)], value);
            ++entered;
        }
    return entered;
}

// The same for threads building a level together: each entry claimed (compare-and-swap),
// so that a position is counted once whichever thread enters it; the images' entries are
// all looked up before the first is claimed, so that their cache misses overlap.
template <typename Space>
[[gnu::always_inline]] inline std::uint64_t claimImages(const Space& sp, const AtomicEntries& ae,
                                                        int symmetries,
                                                        const typename Space::State& x,
                                                        unsigned value)
{
    std::array<std::uint64_t, kMaxTableSymmetries> ri;  // NOLINT: written before read
    for (int g = 1; g < symmetries; ++g) {
        ri[static_cast<std::size_t>(g)] = sp.rank(sp.image(x, g));
        ae.prefetch(ri[static_cast<std::size_t>(g)]);
    }
    std::uint64_t entered = 0;
    for (int g = 1; g < symmetries; ++g)
        entered += ae.claim(ri[static_cast<std::size_t>(g)], value) ? 1 : 0;
    return entered;
}

// A level done: its count kept in the histogram and told to the table's observer.
inline void recordLevel(DistanceTable& t, int level, std::uint64_t count)
{
    t.histogram.push_back(count);
    if (t.observer) {
        t.observer->memoryUsed(t.bytes());
        t.observer->layerDone(level, count);
    }
}

// Ranks a thread of a pulled level takes at a time: a multiple of 64, so every table
// word lies in one chunk and, without symmetries, is written by one thread only.
constexpr std::uint64_t kPullChunk = std::uint64_t{1} << 14;

// A level over the whole table in chunks of kPullChunk ranks, on `threads` threads, each
// taking the next chunk. Thread k runs body(k, entered, each): it sets up what it keeps
// from chunk to chunk, then calls each(chunk), which calls chunk(begin, end) for every
// chunk the thread takes; chunk adds the positions it enters to `entered` and returns
// how many it looked at. Only the calling thread touches the monitor; the other threads'
// positions are added to its count after each chunk. Adds the positions entered to
// `found`; false when stopped.
template <typename Body>
bool runChunks(std::uint64_t n, unsigned threads, SearchMonitor& monitor, unsigned d,
               std::uint64_t& found, const Body& body)
{
    std::atomic<std::uint64_t> cursor{0};
    std::atomic<std::uint64_t> othersLooked{0};
    std::atomic<bool> stop{false};
    std::vector<std::uint64_t> founds(threads, 0);
    const auto work = [&](unsigned k) {
        const auto each = [&](const auto& chunk) {
            for (;;) {
                if (stop.load(std::memory_order_relaxed))
                    break;
                const std::uint64_t begin = cursor.fetch_add(kPullChunk, std::memory_order_relaxed);
                if (begin >= n)
                    break;
                const std::uint64_t looked = chunk(begin, std::min(n, begin + kPullChunk));
                if (k != 0) {
                    othersLooked.fetch_add(looked, std::memory_order_relaxed);
                } else {
                    monitor.addNodes(looked + othersLooked.exchange(0, std::memory_order_relaxed));
                    if (monitor.check(static_cast<int>(d)))
                        stop.store(true, std::memory_order_relaxed);
                }
            }
        };
        std::uint64_t entered = 0;  // on this thread's stack: no line shared
        body(k, entered, each);
        founds[k] = entered;
    };
    runOnThreads(threads, stop, work);
    if (stop.load())
        return false;
    monitor.addNodes(othersLooked.load());
    for (const std::uint64_t f : founds)
        found += f;
    return true;
}

// One pulled level (see buildBreadthFirst): every unseen position looks for a successor
// on level d, on all of the table's threads, each taking the next chunk of ranks. Words
// whose entries are all seen are skipped without visiting their positions. Without
// symmetries a thread writes only the words of its own chunks, each once at its end;
// with them a class is claimed entry by entry (compare-and-swap), so that each position
// is counted once whichever thread enters it. Only the calling thread touches the
// monitor; the other threads' positions are added to its count after each chunk.
template <typename Space>
bool pullLevel(const Space& sp, DistanceTable& t, SearchMonitor& monitor, unsigned d,
               std::uint64_t& found)
{
    using State = typename Space::State;
    const std::uint64_t n = t.count;
    const AtomicEntries ae(t);
    const unsigned here = d % t.modulus;
    const unsigned there = (d + 1) % t.modulus;
    const unsigned unseen = t.unseen;
    const int moves = sp.moveCount();
    const int symmetries = sp.symmetryCount();
    const int bits = t.bits;
    const int perWordLog = t.perWordLog;
    const int bitsLog = t.bitsLog;
    const std::uint64_t perWord = std::uint64_t{1} << perWordLog;
    const std::uint64_t inWord = t.inWord;
    const unsigned threads = n >= 4 * kPullChunk ? std::max(1u, t.threads) : 1u;
    // Moves tried nearest first: a move that changes only the last cells changes only
    // the low digits of the rank, so its successor's entry is likely in a cache line
    // already loaded, and a hit there saves the far look-ups (the answer is the same
    // in any order). Nearness: the mean bit length of the rank's change, on a sample.
    std::vector<int> order(static_cast<std::size_t>(moves));
    std::iota(order.begin(), order.end(), 0);
    {
        std::vector<double> spread(static_cast<std::size_t>(moves), 0);
        State x{};
        State y{};
        for (std::uint64_t i = 0; i < 64; ++i) {
            const std::uint64_t r = n / 64 * i + i * 7919 % std::max<std::uint64_t>(1, n / 64);
            if (r >= n)
                continue;
            sp.unrank(r, x);
            for (int m = 0; m < moves; ++m) {
                if (!sp.apply(x, m, y))
                    continue;
                const std::uint64_t q = sp.rank(y);
                spread[static_cast<std::size_t>(m)] += std::bit_width(q > r ? q - r : r - q);
            }
        }
        std::stable_sort(order.begin(), order.end(), [&spread](int a, int b) {
            return spread[static_cast<std::size_t>(a)] < spread[static_cast<std::size_t>(b)];
        });
    }
    return runChunks(
        n, threads, monitor, d, found, [&](unsigned, std::uint64_t& entered, const auto& each) {
            State s{};
            std::uint64_t at = n;  // the rank s holds (n: none yet)
            each([&](std::uint64_t begin, std::uint64_t end) {
                std::uint64_t looked = 0;
                for (std::uint64_t w0 = begin; w0 < end; w0 += perWord) {
                    std::uint64_t* const wp = ae.words + (w0 >> perWordLog);
                    const std::uint64_t word =
                        std::atomic_ref<std::uint64_t>(*wp).load(std::memory_order_relaxed);
                    if (!anyUnseen(word, bits))
                        continue;
                    std::uint64_t updated = word;
                    const std::uint64_t wEnd = std::min(end, w0 + perWord);
                    for (std::uint64_t r = w0; r < wEnd; ++r) {
                        const auto off = static_cast<unsigned>((r & inWord) << bitsLog);
                        if (((word >> off) & unseen) != unseen)
                            continue;
                        if (at < r && r - at <= 8) {
                            while (at < r) {
                                sp.next(s);
                                ++at;
                            }
                        } else if (at != r) {
                            sp.unrank(r, s);
                            at = r;
                        }
                        ++looked;
                        for (const int m : order) {
                            State y{};
                            if (!sp.apply(s, m, y) || ae.get(sp.rank(y)) != here)
                                continue;
                            if (symmetries <= 1) {
                                updated = (updated & ~(std::uint64_t{unseen} << off)) |
                                          (std::uint64_t{there} << off);
                                ++entered;
                            } else if (ae.claim(r, there)) {
                                ++entered;
                                entered += claimImages(sp, ae, symmetries, s, there);
                            }
                            break;
                        }
                    }
                    if (updated != word)
                        std::atomic_ref<std::uint64_t>(*wp).store(updated,
                                                                  std::memory_order_relaxed);
                }
                return looked;
            });
        });
}

// A pushed level's list longer than this share of the table (2^-k) turns to scanning, in
// a space of blocks.
constexpr int kScanShareLog = 10;

// One level by blocks, for a space whose ranks come in blocks that differ only in the
// last coordinate (CoordSpace::blockSize), on all of the table's threads, each taking
// the next chunk of ranks: a chunk's entries that the level expands are gathered a block
// at a time, and each move's block and last-coordinate row are computed once for them.
// Moves go outermost, so that one move's targets, all in one small block of the table,
// and its row stay in the cache. Scanned (pull false): every position on level d claims
// its unseen predecessors for level d + 1, as a pushed level would. Pulled: every unseen
// position looks for a successor on level d, as in pullLevel. No symmetries.
template <typename Space>
bool blockLevel(const Space& sp, DistanceTable& t, SearchMonitor& monitor, unsigned d, bool pull,
                std::uint64_t& found)
{
    using State = typename Space::State;
    const std::uint64_t n = t.count;
    const AtomicEntries ae(t);
    const unsigned here = d % t.modulus;
    const unsigned there = (d + 1) % t.modulus;
    const unsigned unseen = t.unseen;
    // An entry is taken where `~(word ^ spread)` has all its bits set: unseen ones when
    // pulling (a spread of all ones leaves the word), those on level d when scanning.
    const std::uint64_t spread = pull ? ~std::uint64_t{0} : spreadValue(here, t.bits);
    const auto moves = static_cast<std::size_t>(sp.moveCount());
    const int bits = t.bits;
    const int perWordLog = t.perWordLog;
    const int bitsLog = t.bitsLog;
    const std::uint64_t inWord = t.inWord;
    const std::uint64_t block = sp.blockSize();
    const auto stride = static_cast<std::uint64_t>(sp.blockStride());
    const unsigned threads = n >= 4 * kPullChunk ? std::max(1u, t.threads) : 1u;
    return runChunks(
        n, threads, monitor, d, found, [&](unsigned, std::uint64_t& entered, const auto& each) {
            State s{};
            std::vector<std::uint64_t> base(moves);
            std::vector<const std::uint32_t*> rows(moves);
            std::vector<std::uint32_t> lasts;  // the gathered entries' last coordinates
            lasts.reserve(static_cast<std::size_t>(std::min(block, kPullChunk)));
            std::uint64_t blockBegin = n;  // the first rank of the block gathered
            std::uint64_t looked = 0;
            // The table's lines a move's target block covers (the first ones, when large),
            // to prefetch the next move's while this one's are looked up.
            const std::uint64_t lines =
                std::min<std::uint64_t>(16, ((block << bitsLog) + 511) / 512 + 1);
            const auto flush = [&] {
                if (lasts.empty())
                    return;
                // Locals, not the captures: the atomics below would have the compiler read
                // every captured value again on every entry.
                const AtomicEntries entries = ae;
                const std::uint64_t step = stride;
                const unsigned on = here;
                const unsigned next = there;
                const unsigned none = unseen;
                const std::uint64_t from = blockBegin;
                std::uint32_t* const gathered = lasts.data();
                const auto prefetchBlock = [&](std::uint64_t b) {
                    for (std::uint64_t l = 0; l < lines && b + (l << (9 - bitsLog)) < n; ++l)
                        entries.prefetch(b + (l << (9 - bitsLog)));
                };
                looked += lasts.size();
                sp.unrank(from, s);
                sp.blockMoves(s, !pull, base.data(), rows.data());
                if (moves > 0)  // (every reader refuses a puzzle without moves)
                    prefetchBlock(base[0] * block);
                std::size_t left = lasts.size();
                std::uint64_t newly = 0;
                for (std::size_t m = 0; m < moves && left > 0; ++m) {
                    const std::uint64_t b = base[m] * block;
                    const std::uint32_t* const row = rows[m];
                    if (m + 1 < moves)
                        prefetchBlock(base[m + 1] * block);
                    if (!pull) {
                        for (std::size_t i = 0; i < left; ++i) {
                            const std::uint64_t q = b + row[gathered[i] * step];
                            if (entries.get(q) == none && entries.claim(q, next))
                                ++newly;
                        }
                        continue;
                    }
                    // Pulled: an entry whose successor is on level d is entered and drops out.
                    // Its word is in this thread's chunk, which no other thread writes.
                    std::size_t kept = 0;
                    for (std::size_t i = 0; i < left; ++i) {
                        const std::uint32_t last = gathered[i];
                        if (entries.get(b + row[last * step]) != on) {
                            gathered[kept++] = last;
                        } else {
                            entries.setOwn(from + last, next);
                            ++newly;
                        }
                    }
                    left = kept;
                }
                entered += newly;
                lasts.clear();
            };
            each([&](std::uint64_t begin, std::uint64_t end) {
                looked = 0;
                for (std::uint64_t r = begin; r < end;) {
                    const std::uint64_t wEnd = std::min(end, ((r >> perWordLog) + 1) << perWordLog);
                    const std::uint64_t word =
                        std::atomic_ref<std::uint64_t>(ae.words[r >> perWordLog])
                            .load(std::memory_order_relaxed);
                    // The entries taken, from r to the word's end (or the chunk's).
                    std::uint64_t match =
                        unseenBits(~(word ^ spread), bits) >> ((r & inWord) << bitsLog);
                    const std::uint64_t first = r;
                    r = wEnd;
                    while (match != 0) {
                        const std::uint64_t at =
                            first +
                            (static_cast<std::uint64_t>(std::countr_zero(match)) >> bitsLog);
                        match &= match - 1;
                        if (at >= wEnd)
                            break;
                        if (at < blockBegin || at - blockBegin >= block) {
                            flush();
                            blockBegin = at - at % block;
                        }
                        lasts.push_back(static_cast<std::uint32_t>(at - blockBegin));
                    }
                }
                flush();
                blockBegin = n;
                return looked;
            });
        });
}

// The bits set in x, counted in registers: x86-64's baseline has no popcount
// instruction, and std::popcount is then a library call.
[[nodiscard]] inline std::uint64_t bitCount(std::uint64_t x)
{
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (x * 0x0101010101010101ULL) >> 56;
}

// Blocks smaller than this go by the table (blockLevel): the bits of a block take whole
// words, and the moves of every block are computed by every thread.
constexpr std::uint64_t kBitsLeastBlock = 64;
// The bytes the three sets of buildByBlockBits take, for `count` positions in blocks of
// `size`.
[[nodiscard]] inline std::uint64_t blockBitsBytes(std::uint64_t count, std::uint64_t size)
{
    return size == 0 ? 0 : 3 * (count / size) * ((size + 63) / 64) * 8;
}

// A whole build by blocks over bitsets (see buildBreadthFirst): one bit per position in
// each of three sets, each block's bits in whole words of their own: the positions seen,
// the last level (front), and those the level reaches (next). A thread owns groups of
// blocks (whole table words and whole words of bits each) and alone writes their bits
// and entries, so no level needs an atomic write. Pushed levels: every thread reads
// every block of the front and, for each move whose block of predecessors it owns, sets
// their bits through the last coordinate's row. Pulled levels: every unseen position of
// an owned block looks for a successor in the front, the block's moves one after
// another until none is left. Then each thread enters its blocks' new positions.
template <typename Space>
bool buildByBlockBits(const Space& sp, DistanceTable& t, SearchMonitor& monitor)
{
    using State = typename Space::State;
    const std::uint64_t n = t.count;
    const std::uint64_t size = sp.blockSize();
    const std::uint64_t blocks = n / size;
    const std::uint64_t W = (size + 63) / 64;
    const auto moves = static_cast<std::size_t>(sp.moveCount());
    const auto step = static_cast<std::uint64_t>(sp.blockStride());
    // Groups whose entries fill whole table words: a multiple of perWord / gcd(size, perWord)
    // blocks, of about 2^14 positions.
    const std::uint64_t perWord = std::uint64_t{1} << t.perWordLog;
    const std::uint64_t unit = perWord / std::gcd(size, perWord);
    // (Both powers of two, so that a block's owner costs no division.)
    const std::uint64_t group =
        unit * std::bit_floor(std::max<std::uint64_t>(1, kPullChunk / (unit * size)));
    const int groupLog = std::countr_zero(group);
    const std::uint64_t groups = (blocks + group - 1) / group;
    const unsigned threads =
        n >= 4 * kPullChunk ? static_cast<unsigned>(std::clamp<std::uint64_t>(t.threads, 1, groups))
                            : 1u;
    using Bits = std::vector<std::uint64_t, LargePageAllocator<std::uint64_t>>;
    Bits seen(static_cast<std::size_t>(blocks * W), 0);
    Bits front(seen.size(), 0);
    Bits next(seen.size(), 0);
    // The bits past a block's size count as seen, so that no level looks at them.
    if (const std::uint64_t tail = size & 63; tail != 0)
        for (std::uint64_t b = 0; b < blocks; ++b)
            seen[static_cast<std::size_t>(b * W + W - 1)] = ~((std::uint64_t{1} << tail) - 1);
    // Which blocks have a bit in front (fronted) and may have one in next (touched), each
    // written only by its block's owner: a level looks at those blocks alone, where it
    // swept all three sets whole (skewb_diamond: 20 times more blocks than positions
    // reached, eleven levels, most of them small).
    std::vector<std::uint8_t> fronted(static_cast<std::size_t>(blocks), 0);
    std::vector<std::uint8_t> touched(static_cast<std::size_t>(blocks), 0);
    const AtomicEntries ae(t);
    // No entries at all when only the counts are wanted (DistanceTable::countsOnly).
    const bool keepEntries = !t.words.empty();
    {
        State g{};
        sp.uniqueGoal(g);
        const std::uint64_t r = sp.rank(g);
        if (keepEntries)
            ae.setOwn(r, 0);
        const std::uint64_t at = (r / size) * W * 64 + r % size;
        seen[static_cast<std::size_t>(at >> 6)] |= std::uint64_t{1} << (at & 63);
        front[static_cast<std::size_t>(at >> 6)] |= std::uint64_t{1} << (at & 63);
        fronted[static_cast<std::size_t>(r / size)] = 1;
    }
    t.histogram.clear();
    recordLevel(t, 0, 1);
    std::uint64_t unseenLeft = n - 1;
    const bool threadsPow2 = std::has_single_bit(threads);
    const auto owner = [&](std::uint64_t block) {
        const std::uint64_t g = block >> groupLog;
        return static_cast<unsigned>(threadsPow2 ? g & (threads - 1) : g % threads);
    };
    for (unsigned d = 0; unseenLeft > 0; ++d) {
        const unsigned there = (d + 1) % t.modulus;
        const bool pull = t.histogram.back() > unseenLeft;
        std::atomic<bool> stop{false};
        std::atomic<std::uint64_t> othersLooked{0};
        const auto reach = [&](unsigned k) {
            State s{};
            std::vector<std::uint64_t> base(moves);
            std::vector<const std::uint32_t*> rows(moves);
            std::vector<std::uint64_t> left(static_cast<std::size_t>(W));
            // (Pushed levels: a front block's positions, as offsets into a move's row.)
            std::vector<std::uint32_t> list(pull ? 0 : static_cast<std::size_t>(size));
            std::vector<std::uint64_t*> targets(moves);
            std::vector<const std::uint32_t*> ownRows(moves);
            const std::uint64_t stride = step;  // a local: the bits' stores cannot change it
            std::uint64_t looked = 0;
            const auto report = [&] {
                if (k != 0) {
                    othersLooked.fetch_add(looked, std::memory_order_relaxed);
                } else {
                    monitor.addNodes(looked + othersLooked.exchange(0, std::memory_order_relaxed));
                    if (monitor.check(static_cast<int>(d)))
                        stop.store(true, std::memory_order_relaxed);
                }
                looked = 0;
            };
            if (!pull) {
                for (std::uint64_t b = 0; b < blocks; ++b) {
                    if ((b & 1023) == 0) {
                        report();
                        if (stop.load(std::memory_order_relaxed))
                            return;
                    }
                    if (fronted[static_cast<std::size_t>(b)] == 0)
                        continue;
                    const std::uint64_t* const f = front.data() + b * W;
                    // A position counted once, as it is expanded, by the thread that
                    // owns its block.
                    if (owner(b) == k)
                        for (std::uint64_t w = 0; w < W; ++w)
                            looked += bitCount(f[w]);
                    sp.unrank(b * size, s);
                    sp.blockMoves(s, true, base.data(), rows.data());
                    // The moves whose target block this thread owns; then each position
                    // goes through all of them, so that their target blocks (a few KiB)
                    // stay in the first cache while the rows stream by.
                    std::size_t owned = 0;
                    for (std::size_t m = 0; m < moves; ++m) {
                        const std::uint64_t to = base[m];
                        if (owner(to) != k)
                            continue;
                        touched[static_cast<std::size_t>(to)] = 1;
                        targets[owned] = next.data() + to * W;
                        ownRows[owned++] = rows[m];
                    }
                    if (owned == 0)  // (then nothing of this block is this thread's)
                        continue;
                    // The block's positions on the front listed once (their row
                    // offsets), so that the moves' loops below have no branch that
                    // depends on the bits: a sparse front cost a mispredicted branch a
                    // word and a move.
                    std::size_t listed = 0;
                    for (std::uint64_t w = 0; w < W; ++w)
                        for (std::uint64_t bitsLeft = f[w]; bitsLeft != 0; bitsLeft &= bitsLeft - 1)
                            list[listed++] = static_cast<std::uint32_t>(
                                ((w << 6) +
                                 static_cast<std::uint64_t>(std::countr_zero(bitsLeft))) *
                                stride);
                    for (std::size_t i = 0; i < listed; ++i) {
                        const std::uint32_t at = list[i];
                        for (std::size_t j = 0; j < owned; ++j) {
                            const std::uint32_t l = ownRows[j][at];
                            targets[j][l >> 6] |= std::uint64_t{1} << (l & 63);
                        }
                    }
                }
                report();
                return;
            }
            for (std::uint64_t gi = k; gi < groups; gi += threads) {
                report();
                if (stop.load(std::memory_order_relaxed))
                    return;
                for (std::uint64_t b = gi * group; b < std::min(blocks, (gi + 1) * group); ++b) {
                    const std::uint64_t* const sb = seen.data() + b * W;
                    std::uint64_t any = 0;
                    for (std::uint64_t w = 0; w < W; ++w) {
                        left[static_cast<std::size_t>(w)] = ~sb[w];
                        any |= ~sb[w];
                    }
                    if (any == 0)
                        continue;
                    for (std::uint64_t w = 0; w < W; ++w)
                        looked += bitCount(left[static_cast<std::size_t>(w)]);
                    touched[static_cast<std::size_t>(b)] = 1;
                    std::uint64_t* const x = next.data() + b * W;
                    sp.unrank(b * size, s);
                    sp.blockMoves(s, false, base.data(), rows.data());
                    for (std::size_t m = 0; m < moves && any != 0; ++m) {
                        const std::uint64_t* const f = front.data() + base[m] * W;
                        const std::uint32_t* const row = rows[m];
                        any = 0;
                        for (std::uint64_t w = 0; w < W; ++w) {
                            std::uint64_t hit = 0;
                            for (std::uint64_t bitsLeft = left[static_cast<std::size_t>(w)];
                                 bitsLeft != 0; bitsLeft &= bitsLeft - 1) {
                                const auto i =
                                    static_cast<std::uint64_t>(std::countr_zero(bitsLeft));
                                const std::uint64_t l = row[((w << 6) + i) * step];
                                hit |= ((f[l >> 6] >> (l & 63)) & 1) << i;
                            }
                            x[w] |= hit;
                            left[static_cast<std::size_t>(w)] &= ~hit;
                            any |= left[static_cast<std::size_t>(w)];
                        }
                    }
                }
            }
            report();
        };
        runOnThreads(threads, stop, reach);
        if (stop.load())
            return false;
        monitor.addNodes(othersLooked.load());
        // Each thread enters the new positions of its own groups.
        std::vector<std::uint64_t> founds(threads, 0);
        const auto enter = [&](unsigned k) {
            const AtomicEntries entries = ae;  // a local: no reload of its fields per entry
            std::uint64_t entered = 0;
            for (std::uint64_t gi = k; gi < groups; gi += threads)
                for (std::uint64_t b = gi * group; b < std::min(blocks, (gi + 1) * group); ++b) {
                    const auto bi = static_cast<std::size_t>(b);
                    if (touched[bi] == 0) {  // nothing new: the block leaves the front
                        if (fronted[bi] != 0)
                            std::fill_n(front.begin() + static_cast<std::ptrdiff_t>(b * W),
                                        static_cast<std::ptrdiff_t>(W), std::uint64_t{0});
                        fronted[bi] = 0;
                        continue;
                    }
                    touched[bi] = 0;
                    std::uint64_t anyFresh = 0;
                    for (std::uint64_t w = 0; w < W; ++w) {
                        const auto i = static_cast<std::size_t>(b * W + w);
                        std::uint64_t fresh = next[i] & ~seen[i];
                        next[i] = 0;
                        front[i] = fresh;
                        anyFresh |= fresh;
                        if (fresh == 0)
                            continue;
                        seen[i] |= fresh;
                        entered += bitCount(fresh);
                        if (!keepEntries)
                            continue;
                        if (entries.bitsLog == 1) {  // 2-bit entries: 32 at a time
                            const std::uint64_t r = b * size + (w << 6);
                            entries.setOwnRun(r, static_cast<std::uint32_t>(fresh), there);
                            entries.setOwnRun(r + 32, static_cast<std::uint32_t>(fresh >> 32),
                                              there);
                            continue;
                        }
                        for (; fresh != 0; fresh &= fresh - 1)
                            entries.setOwn(b * size + (w << 6) +
                                               static_cast<std::uint64_t>(std::countr_zero(fresh)),
                                           there);
                    }
                    fronted[bi] = anyFresh != 0 ? 1 : 0;
                }
            founds[k] = entered;
        };
        runOnThreads(threads, stop, enter);  // (enter never stops; an exception is rethrown)
        const std::uint64_t found = std::accumulate(founds.begin(), founds.end(), std::uint64_t{0});
        if (found == 0)
            break;
        recordLevel(t, static_cast<int>(d + 1), found);
        unseenLeft -= found;
    }
    t.unseenCount = unseenLeft;
    return true;
}

// What a watched build tells of frontier entry i (DistanceTable::watchNode): its rank, its
// level, and the queue behind it (the rest of this level's list, then the next level's so
// far): the ranks of its first kQueueTold entries and how many wait in all.
constexpr std::size_t kQueueTold = 8;
template <typename Space>
void tellExpanded(const Space& sp, const DistanceTable& t, const FrontierList& frontier,
                  const FrontierList& next, std::size_t i, int level)
{
    using State = typename Space::State;
    const auto rankOf = [&](std::uint64_t stored) {
        State y{};
        sp.load(stored & kStoredMask, y);
        return sp.rank(y);
    };
    if (frontier[i] == kHole)
        return;
    std::array<std::uint64_t, kQueueTold> queue{};
    std::size_t told = 0;
    for (std::size_t j = i + 1; j < frontier.size() && told < kQueueTold; ++j)
        if (frontier[j] != kHole)
            queue[told++] = rankOf(frontier[j]);
    for (std::size_t j = 0; j < next.size() && told < kQueueTold; ++j)
        if (next[j] != kHole)
            queue[told++] = rankOf(next[j]);
    t.watchNode(rankOf(frontier[i]), level, std::span<const std::uint64_t>(queue.data(), told),
                frontier.size() - i - 1 + next.size());
}

// Breadth-first backward from every goal position. A level is expanded by pushing from
// a list of its positions (predecessors through each move's inverse) while that list
// is short, then by pulling: every unseen position looks at its successors for one on
// the last level. Pulling needs no list, and tells levels apart with the stored value:
// a successor of a position at distance > d is at distance >= d, and the values written
// in this pass are d + 1, so "value == d mod M" means exactly "on level d".
template <typename Space>
bool buildBreadthFirst(const Space& sp, DistanceTable& t, SearchMonitor& monitor)
{
    using State = typename Space::State;
    const std::uint64_t n = t.count;
    const std::uint64_t perWord = 64 / static_cast<std::uint64_t>(t.bits);
    const auto fill = [&] {
        // Every bit set: every entry unseen.
        t.words.assign(static_cast<std::size_t>((n + perWord - 1) / perWord), ~std::uint64_t{0});
    };
    const int symmetries = sp.symmetryCount();
    const unsigned threads = t.threads;
    const auto cap = static_cast<std::size_t>(t.frontierCap);
    // A space of blocks goes over bitsets where they fit the frontier's share of memory.
    if constexpr (requires { sp.blockSize(); })
        if (sp.blockSize() >= kBitsLeastBlock && symmetries <= 1 && !t.watchNode &&
            blockBitsBytes(n, sp.blockSize()) <= 16 * static_cast<std::uint64_t>(cap)) {
            if (t.countsOnly)
                decltype(t.words)().swap(t.words);
            else
                fill();
            return buildByBlockBits(sp, t, monitor);
        }
    fill();
    const Entries e(t);
    const unsigned mod = t.modulus;
    const int moves = sp.moveCount();
    FrontierList frontier(cap);
    FrontierList next(cap);
    bool push = true;
    bool scan = false;  // levels scanned in rank order (blockLevel, not pulled)
    // Scanned and pulled levels go block by block where the space has blocks.
    bool blocks = false;
    if constexpr (requires { sp.blockSize(); })
        blocks = sp.blockSize() != 0 && symmetries <= 1;
    std::uint64_t seeds = 0;
    if constexpr (requires { sp.goalStates(); }) {
        for (const State& g : sp.goalStates()) {
            const std::uint64_t r = sp.rank(g);
            if (e.get(r) != e.unseen)
                continue;
            e.set(r, 0);
            ++seeds;
            if (push && !frontier.full())
                frontier.push_back(sp.store(g, r));
            else
                push = false;
        }
    } else if (State g{}; sp.uniqueGoal(g)) {
        const std::uint64_t r = sp.rank(g);
        e.set(r, 0);
        seeds = 1;
        frontier.push_back(sp.store(g, r));
    } else {
        State s{};
        sp.first(s);
        std::uint64_t r = 0;
        do {
            if (sp.isGoal(s)) {
                e.set(r, 0);
                ++seeds;
                if (push && !frontier.full())
                    frontier.push_back(sp.store(s, r));
                else
                    push = false;
            }
            if (monitor.poll(0))
                return false;
            ++r;
        } while (sp.next(s));
    }
    t.histogram.clear();
    recordLevel(t, 0, seeds);
    std::uint64_t unseenLeft = n - seeds;
    for (unsigned d = 0; unseenLeft > 0; ++d) {
        const auto there = static_cast<unsigned>((d + 1) % mod);
        std::uint64_t found = 0;
        // Pulling looks at each unseen position once, up to one look-up per move;
        // pushing at each move of every frontier entry (an entry standing for up to
        // `symmetries` positions). Once the unseen positions are fewer, pull.
        if (push && static_cast<std::uint64_t>(frontier.size()) *
                            static_cast<std::uint64_t>(std::max(1, symmetries)) >
                        unseenLeft) {
            push = false;
            frontier.release();
            next.release();
        }
        // A space of blocks scans its levels once the list outgrows a small share of
        // the table (a scan costs a pass over the words).
        if (blocks) {
            if (push && !t.watchNode &&
                static_cast<std::uint64_t>(frontier.size()) > (n >> kScanShareLog)) {
                push = false;
                scan = true;
                frontier.release();
                next.release();
            }
        }
        if (scan && t.histogram.back() > unseenLeft)
            scan = false;
        // (A level pushed for a watcher of single positions stays on this thread.)
        if (push && threads > 1 && frontier.size() >= t.parallelFrontier && !t.watchNode) {
            // The same expansion on every core: each thread takes a slice of the
            // frontier and claims new entries with a compare-and-swap on their word, so
            // every position is entered (and counted) exactly once, whichever thread
            // gets there first. Only this thread touches the monitor.
            const AtomicEntries ae(t);
            std::atomic<bool> stop{false};
            // The threads write their new entries into `next` a chunk at a time, each
            // taking the next free chunk; the unused end of a thread's last chunk is
            // marked as a hole, which the next level skips.
            std::atomic<std::size_t> cursor{0};
            std::vector<std::uint64_t> founds(threads, 0);
            std::vector<char> overflow(threads, 0);
            const std::size_t room = next.capacity();
            std::uint64_t* const nextData = next.data();
            const auto work = [&](unsigned k) {
                const std::size_t begin = frontier.size() * k / threads;
                const std::size_t end = frontier.size() * (k + 1) / threads;
                Batch<State> b(moves);
                std::size_t at = 0;
                std::size_t chunkEnd = 0;
                const auto closeChunk = [&] {
                    std::fill(nextData + at, nextData + chunkEnd, kHole);
                };
                for (std::size_t i0 = begin; i0 < end; i0 += kBatch) {
                    if (k == 0 && pollBatch(monitor, static_cast<int>(d), end - i0))
                        stop.store(true, std::memory_order_relaxed);
                    if (stop.load(std::memory_order_relaxed)) {
                        closeChunk();
                        return;
                    }
                    const std::size_t count = std::min(kBatch, end - i0);
                    b.predecessors(sp, frontier.begin() + i0, count, ae);
                    for (std::size_t j = 0; j < count * static_cast<std::size_t>(moves); ++j) {
                        if (!b.legal[j] || ae.get(b.ranks[j]) != ae.unseen ||
                            !ae.claim(b.ranks[j], there))
                            continue;
                        const State& x = b.states[j];
                        const int m = static_cast<int>(j % static_cast<std::size_t>(moves));
                        std::uint64_t entered = 1;
                        entered += claimImages(sp, ae, symmetries, x, there);
                        founds[k] += entered;
                        if (at == chunkEnd && !overflow[k]) {
                            const std::size_t c =
                                cursor.fetch_add(kChunk, std::memory_order_relaxed);
                            if (c >= room) {
                                overflow[k] = 1;
                            } else {
                                at = c;
                                chunkEnd = std::min(room, c + kChunk);
                            }
                        }
                        if (at < chunkEnd)
                            nextData[at++] = sp.store(x, b.ranks[j]) | cameTag(m);
                    }
                }
                closeChunk();
            };
            runOnThreads(threads, stop, work);
            if (stop.load())
                return false;
            for (unsigned k = 0; k < threads; ++k) {
                found += founds[k];
                push = push && !overflow[k];
            }
            next.resize(std::min(room, cursor.load()));
            frontier.swap(next);
            if (!push) {
                frontier.release();
                next.release();
            }
        } else if (push) {
            next.clear();
            Batch<State> b(moves);
            // Watched, the entries go one at a time, each told with the queue behind it.
            const std::size_t batch = t.watchNode ? 1 : kBatch;
            for (std::size_t i0 = 0; i0 < frontier.size(); i0 += batch) {
                if (pollBatch(monitor, static_cast<int>(d), std::min(batch, frontier.size() - i0)))
                    return false;
                const std::size_t count = std::min(batch, frontier.size() - i0);
                if (t.watchNode)
                    tellExpanded(sp, t, frontier, next, i0, static_cast<int>(d));
                b.predecessors(sp, frontier.begin() + i0, count, e);
                for (std::size_t j = 0; j < count * static_cast<std::size_t>(moves); ++j) {
                    if (!b.legal[j] || e.get(b.ranks[j]) != e.unseen)
                        continue;
                    const State& x = b.states[j];
                    const std::uint64_t r = b.ranks[j];
                    const int m = static_cast<int>(j % static_cast<std::size_t>(moves));
                    found += enterClass(sp, e, symmetries, x, r, there);
                    if (push && !next.full())
                        next.push_back(sp.store(x, r) | cameTag(m));
                    else
                        push = false;
                }
            }
            frontier.swap(next);
            // Pushing is the cheaper way (with symmetries it expands one position per
            // class); pulling is what the build falls back to when the frontier would
            // not fit the memory left.
            if (!push) {
                frontier.release();
                next.release();
            }
        } else if (blocks) {
            if constexpr (requires { sp.blockSize(); })
                if (!blockLevel(sp, t, monitor, d, !scan, found))
                    return false;
        } else if (!pullLevel(sp, t, monitor, d, found)) {
            return false;
        }
        if (found == 0)
            break;
        recordLevel(t, static_cast<int>(d + 1), found);
        unseenLeft -= found;
    }
    t.unseenCount = unseenLeft;
    return true;
}

}  // namespace pl::search
