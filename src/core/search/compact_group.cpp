// SlidingGroupPdb over a compact index (pattern_db.h): the large tile groups (7 and 8
// tiles of the 15-puzzle, Felner, Korf and Hanan's 7-8 partition), whose non-compact
// index would not fit in memory.
//
// The abstract state is the placement of the group's tiles and the region the blank
// can reach (moving the blank over other tiles is free, moving a group tile costs 1),
// as in the non-compact build. The frontier is not listed: each level is a pass over
// the whole table. Per placement a word keeps two bits per free cell: not reached,
// reached at an even level, reached at an odd level (both not yet expanded), expanded.
// The pass over level d expands the regions reached at d's parity and marks the
// regions their children reach with the other parity, so that a region reached during
// the pass is not expanded by it (walls of group tiles can cut the free cells into
// several regions, reached at different levels). A placement's value is the level of
// its first region (the least over where the blank may be).
#include <algorithm>
#include <atomic>
#include <bit>
#include <mutex>

#include "core/search/pattern_db.h"
#include "core/search/threads.h"

namespace pl::search {

namespace {

// Bits of a 16-bit word picked and spread by a mask, a byte at a time (these machines'
// compilers are not told of BMI2 or POPCNT).
struct BitTables {
    std::uint8_t count[256]{};
    std::uint8_t pick[256][256]{};  // the bits of x at the mask's ones, packed
    std::uint8_t select[256][8]{};  // the position of the mask's i-th one
    BitTables()
    {
        for (int m = 0; m < 256; ++m) {
            count[m] = static_cast<std::uint8_t>(std::popcount(static_cast<unsigned>(m)));
            int i = 0;
            for (int b = 0; b < 8; ++b)
                if ((m >> b) & 1)
                    select[m][i++] = static_cast<std::uint8_t>(b);
            for (int x = 0; x < 256; ++x) {
                int out = 0;
                int j = 0;
                for (int b = 0; b < 8; ++b)
                    if ((m >> b) & 1) {
                        if ((x >> b) & 1)
                            out |= 1 << j;
                        ++j;
                    }
                pick[x][m] = static_cast<std::uint8_t>(out);
            }
        }
    }
    [[nodiscard]] std::uint16_t compress(std::uint16_t x, std::uint16_t m) const
    {
        return static_cast<std::uint16_t>(pick[x & 0xff][m & 0xff] |
                                          (pick[x >> 8][m >> 8] << count[m & 0xff]));
    }
    // The cell of the i-th one of m (i below its count).
    [[nodiscard]] int nth(std::uint16_t m, int i) const
    {
        const int low = count[m & 0xff];
        return i < low ? select[m & 0xff][i] : 8 + select[m >> 8][i - low];
    }
};

const BitTables& bitTables()
{
    static const BitTables tables;
    return tables;
}

std::uint16_t expandMask(std::uint16_t packed, std::uint16_t m)
{
    std::uint16_t out = 0;
    for (; m; m = static_cast<std::uint16_t>(m & (m - 1)), packed >>= 1)
        if (packed & 1)
            out |= static_cast<std::uint16_t>(m & -m);
    return out;
}

// Word: two bits per free cell of a placement (the free cells in cell order), the
// low half A, the high half B: (0, 0) not reached, (1, 0) reached at an even level and
// not yet expanded, (0, 1) the same at an odd level, (1, 1) expanded.
template <typename Word>
bool buildLevels(const std::vector<std::array<int, 4>>& neighbours,
                 const std::vector<int>& goalCells, int blankGoal,
                 const std::array<std::uint64_t, 16>& weight, std::uint64_t entries,
                 TableBytes& table, SearchMonitor& monitor, unsigned threads)
{
    constexpr int kHalf = static_cast<int>(sizeof(Word)) * 4;
    constexpr Word kLow = static_cast<Word>((Word{1} << kHalf) - 1);
    const int n = static_cast<int>(neighbours.size());
    const int k = static_cast<int>(goalCells.size());
    const BitTables& bt = bitTables();
    const auto floodTable = SlidingGroupPdb::floods(neighbours);
    const std::uint16_t* flood = floodTable->data();
    const auto all = static_cast<std::uint16_t>((1U << n) - 1);
    std::array<std::uint16_t, 16> near{};
    for (int c = 0; c < n; ++c)
        for (int q : neighbours[static_cast<std::size_t>(c)])
            if (q >= 0)
                near[static_cast<std::size_t>(c)] |= static_cast<std::uint16_t>(1U << q);
    const auto rankOf = [&](const int* cells) {
        std::uint64_t r = 0;
        for (int i = 0; i < k; ++i) {
            int digit = cells[i];
            for (int j = 0; j < i; ++j)
                digit -= cells[j] < cells[i] ? 1 : 0;
            r += static_cast<std::uint64_t>(digit) * weight[static_cast<std::size_t>(i)];
        }
        return r;
    };

    table.assign(entries, kUnreachable);
    std::vector<Word> state(entries, 0);
    std::uint16_t goalOcc = 0;
    for (int c : goalCells)
        goalOcc |= static_cast<std::uint16_t>(1U << c);
    const std::uint64_t goal = rankOf(goalCells.data());
    table[goal] = 0;
    state[goal] = static_cast<Word>(
        blankGoal >= 0 ? bt.compress(flood[(static_cast<std::size_t>(blankGoal) << n) | goalOcc],
                                     static_cast<std::uint16_t>(all & ~goalOcc))
                       : (1U << (n - k)) - 1);

    struct Child {
        std::uint64_t rank;
        Word regions;
    };
    std::atomic<bool> stop{false};
    for (int level = 0; level + 1 < kUnreachable; ++level) {
        const auto value = static_cast<std::uint8_t>(level + 1);
        const bool odd = (level & 1) != 0;
        std::vector<std::uint64_t> reached(threads, 0);
        // A child: its value when first reached, its region marked as reached at the
        // next level unless reached before.
        const auto visit = [&](const Child& c, std::uint64_t& added) {
            std::atomic_ref<std::uint8_t> d(table[c.rank]);
            if (std::uint8_t was = d.load(std::memory_order_relaxed); was == kUnreachable)
                d.compare_exchange_strong(was, value, std::memory_order_relaxed);
            std::atomic_ref<Word> w(state[c.rank]);
            const Word mark = odd ? c.regions : static_cast<Word>(c.regions << kHalf);
            Word now = w.load(std::memory_order_relaxed);
            while (((now | (now >> kHalf)) & c.regions) == 0)
                if (w.compare_exchange_weak(now, static_cast<Word>(now | mark),
                                            std::memory_order_relaxed)) {
                    ++added;
                    return;
                }
        };
        // The children of one placement and regions: a group tile next to a region
        // slides into it, the blank takes its cell. Their entries are prefetched and
        // visited a batch at a time (they lie far apart in the table).
        const auto expand = [&](int* cells, std::uint16_t occ, std::uint16_t region,
                                std::vector<Child>& batch) {
            for (int t = 0; t < k; ++t) {
                const int at = cells[t];
                for (auto into =
                         static_cast<std::uint16_t>(near[static_cast<std::size_t>(at)] & region);
                     into; into = static_cast<std::uint16_t>(into & (into - 1))) {
                    const int to = std::countr_zero(into);
                    cells[t] = to;
                    const auto occ2 = static_cast<std::uint16_t>((occ & ~(1U << at)) | (1U << to));
                    const std::uint16_t reached2 =
                        flood[(static_cast<std::size_t>(at) << n) | occ2];
                    const std::uint64_t r = rankOf(cells);
                    __builtin_prefetch(&table[r]);
                    __builtin_prefetch(&state[r]);
                    batch.push_back(
                        Child{r, static_cast<Word>(bt.compress(
                                     reached2, static_cast<std::uint16_t>(all & ~occ2)))});
                }
                cells[t] = at;
            }
        };
        constexpr std::size_t kBatch = 256;
        const auto flush = [&](std::vector<Child>& batch, std::uint64_t& added) {
            for (const Child& c : batch)
                visit(c, added);
            batch.clear();
        };
        const auto cellsOf = [&](std::uint64_t r, int* cells) {
            std::uint16_t used = 0;
            for (int i = 0; i < k; ++i) {
                const auto digit = static_cast<int>(r / weight[static_cast<std::size_t>(i)]);
                r %= weight[static_cast<std::size_t>(i)];
                cells[i] = bt.nth(static_cast<std::uint16_t>(all & ~used), digit);
                used |= static_cast<std::uint16_t>(1U << cells[i]);
            }
            return used;
        };
        constexpr std::uint64_t kChunk = 1 << 14;
        std::atomic<std::uint64_t> nextChunk{0};
        runOnThreads(threads, stop, [&](unsigned w) {
            std::vector<Child> batch;
            batch.reserve(kBatch + 64);
            std::uint64_t& added = reached[w];
            int cells[16];
            for (std::uint64_t from = nextChunk.fetch_add(kChunk); from < entries && !stop;
                 from = nextChunk.fetch_add(kChunk)) {
                const std::uint64_t to = std::min(entries, from + kChunk);
                for (std::uint64_t r = from; r < to; ++r) {
                    std::atomic_ref<Word> word(state[r]);
                    const Word now = word.load(std::memory_order_relaxed);
                    const auto a = static_cast<Word>(now & kLow);
                    const auto b = static_cast<Word>(now >> kHalf);
                    const auto due = static_cast<Word>(odd ? b & ~a : a & ~b);
                    if (due == 0)
                        continue;
                    word.fetch_or(odd ? due : static_cast<Word>(due << kHalf),
                                  std::memory_order_relaxed);
                    const std::uint16_t occ = cellsOf(r, cells);
                    expand(cells, occ, expandMask(due, static_cast<std::uint16_t>(all & ~occ)),
                           batch);
                    if (batch.size() >= kBatch)
                        flush(batch, added);
                }
                flush(batch, added);
                if (w == 0 && monitor.check(level))
                    stop = true;
            }
            flush(batch, added);
        });
        if (stop)
            return false;
        std::uint64_t added = 0;
        for (const std::uint64_t a : reached)
            added += a;
        if (added == 0)
            break;
    }
    return true;
}

}  // namespace

std::uint64_t SlidingGroupPdb::compactEntries(int cells, int tiles)
{
    std::uint64_t entries = 1;
    for (int i = 0; i < tiles; ++i)
        entries *= static_cast<std::uint64_t>(cells - i);
    return entries;
}

std::uint64_t SlidingGroupPdb::compactBuildBytes(int cells, int tiles)
{
    if (cells > 16 || tiles >= cells || tiles < 1)
        return ~std::uint64_t{0};
    const std::uint64_t entries = compactEntries(cells, tiles);
    const std::uint64_t word = cells - tiles <= 8 ? 2 : 4;
    // The table, the state of each free cell (two bits) and the flood table.
    return entries * (1 + word) + (static_cast<std::uint64_t>(cells) << cells) * 2;
}

std::optional<SlidingGroupPdb> SlidingGroupPdb::buildCompact(
    const std::vector<std::array<int, 4>>& neighbours, const std::vector<int>& goalCells,
    int blankGoal, SearchMonitor& monitor, unsigned threads, Keeping* keeping)
{
    const int n = static_cast<int>(neighbours.size());
    const int k = static_cast<int>(goalCells.size());
    if (n > 16 || k < 1 || k >= n || compactEntries(n, k) > (std::uint64_t{1} << 32) ||
        std::find(goalCells.begin(), goalCells.end(), blankGoal) != goalCells.end())
        return std::nullopt;
    SlidingGroupPdb pdb;
    pdb.bits_ = bitsFor(n);
    pdb.tiles_ = k;
    pdb.compact_ = true;
    std::uint64_t w = 1;
    for (int i = k - 1; i >= 0; --i) {
        pdb.weight_[static_cast<std::size_t>(i)] = w;
        w *= static_cast<std::uint64_t>(n - i);
    }
    const std::uint64_t entries = w;
    std::string what;
    if (keeping && keeping->on()) {
        TableDescription d("sliding-group-compact");
        d.list("goal", goalCells).add("blank", blankGoal);
        for (const auto& nb : neighbours)
            d.list("n", std::vector<int>(nb.begin(), nb.end()));
        what = d.text();
        if (keeping->load(what, pdb.table_, entries))
            return pdb;
    }
    threads = std::max(1U, threads);
    const bool ok = n - k <= 8
                        ? buildLevels<std::uint16_t>(neighbours, goalCells, blankGoal, pdb.weight_,
                                                     entries, pdb.table_, monitor, threads)
                        : buildLevels<std::uint32_t>(neighbours, goalCells, blankGoal, pdb.weight_,
                                                     entries, pdb.table_, monitor, threads);
    if (!ok)
        return std::nullopt;
    if (!what.empty())
        keeping->save(what, pdb.table_);
    return pdb;
}

}  // namespace pl::search
