#include "core/search/tile_pdb.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <string>
#include <thread>
#include <unordered_set>

#include "core/search/pattern_db.h"

namespace pl::search {

// ---------------------------------------------------------------------------------
// TilePdb

std::optional<std::uint64_t> TilePdb::entries(int cells, int tiles)
{
    if (cells < 1 || cells > 64 || tiles < 0 || tiles > cells)
        return std::nullopt;
    std::uint64_t e = 1;
    for (int i = 0; i < tiles; ++i) {
        e *= static_cast<std::uint64_t>(cells - i);
        if (e > (std::uint64_t{1} << 40))
            return std::nullopt;
    }
    return e;
}

void TilePdb::unrank(std::uint64_t r, std::uint8_t* at) const
{
    std::uint64_t free = n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1;
    for (int i = 0; i < k_; ++i) {
        const std::uint64_t w = weight_[static_cast<std::size_t>(i)];
        std::uint64_t d = r / w;
        r -= d * w;
        std::uint64_t f = free;
        for (; d > 0; --d)
            f &= f - 1;
        const int c = std::countr_zero(f);
        at[i] = static_cast<std::uint8_t>(c);
        free &= ~(std::uint64_t{1} << c);
    }
}

std::optional<TilePdb> TilePdb::build(const std::vector<std::vector<int>>& targets,
                                      const std::vector<int>& goalCells, int cells,
                                      unsigned threads, SearchMonitor& monitor,
                                      const CancelToken& cancel)
{
    static_assert(kUnreachable == 255);
    const auto count = entries(cells, static_cast<int>(goalCells.size()));
    if (!count)
        return std::nullopt;
    TilePdb pdb;
    pdb.n_ = cells;
    pdb.k_ = static_cast<int>(goalCells.size());
    pdb.goal_ = goalCells;
    pdb.weight_.assign(static_cast<std::size_t>(pdb.k_), 1);
    for (int i = pdb.k_ - 2; i >= 0; --i)
        pdb.weight_[static_cast<std::size_t>(i)] = pdb.weight_[static_cast<std::size_t>(i + 1)] *
                                                   static_cast<std::uint64_t>(cells - 1 - i);
    pdb.table_.assign(*count, kUnreachable);
    const int k = pdb.k_;
    const int moveCount = static_cast<int>(targets.size());
    // Forward (content of c goes to fwd[m][c]) and backward cell maps, flat.
    std::vector<std::uint8_t> fwd(static_cast<std::size_t>(moveCount) * 64, 0);
    std::vector<std::uint8_t> back(static_cast<std::size_t>(moveCount) * 64, 0);
    for (int m = 0; m < moveCount; ++m)
        for (int c = 0; c < cells; ++c) {
            const int to = targets[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)];
            fwd[static_cast<std::size_t>(m) * 64 + static_cast<std::size_t>(c)] =
                static_cast<std::uint8_t>(to);
            back[static_cast<std::size_t>(m) * 64 + static_cast<std::size_t>(to)] =
                static_cast<std::uint8_t>(c);
        }
    {
        std::vector<std::uint8_t> at(goalCells.begin(), goalCells.end());
        pdb.table_[pdb.rank(at.data())] = 0;
    }
    threads = std::max(1U, threads);
    std::uint8_t* table = pdb.table_.data();
    const std::uint64_t total = *count;
    std::uint64_t reached = 1;
    std::uint64_t last = 1;  // entries reached on the last level
    constexpr std::uint64_t kChunk = std::uint64_t{1} << 15;
    static const ProgressFn kSilent;
    for (int level = 0; last > 0 && level + 1 < kUnreachable && reached < total; ++level) {
        const auto d = static_cast<std::uint8_t>(level);
        const auto d1 = static_cast<std::uint8_t>(level + 1);
        const bool pull = total - reached < last;
        std::atomic<std::uint64_t> nextChunk{0};
        std::atomic<std::uint64_t> added{0};
        std::atomic<bool> stop{false};
        auto work = [&](SearchMonitor& m) {
            std::uint8_t q[64];
            std::uint8_t x[64];
            std::uint64_t mine = 0;
            for (;;) {
                const std::uint64_t from = nextChunk.fetch_add(kChunk, std::memory_order_relaxed);
                if (from >= total || stop.load(std::memory_order_relaxed))
                    break;
                if (m.check(level)) {
                    stop = true;
                    break;
                }
                m.addNodes(std::min(kChunk, total - from));
                const std::uint64_t to = std::min(total, from + kChunk);
                for (std::uint64_t r = from; r < to; ++r) {
                    std::atomic_ref<std::uint8_t> here(table[r]);
                    const std::uint8_t v = here.load(std::memory_order_relaxed);
                    if (pull) {
                        if (v != kUnreachable)
                            continue;
                        pdb.unrank(r, x);
                        for (int mv = 0; mv < moveCount; ++mv) {
                            const std::uint8_t* f = fwd.data() + static_cast<std::size_t>(mv) * 64;
                            for (int i = 0; i < k; ++i)
                                q[i] = f[x[i]];
                            if (std::atomic_ref<std::uint8_t>(table[pdb.rank(q)])
                                    .load(std::memory_order_relaxed) == d) {
                                here.store(d1, std::memory_order_relaxed);
                                ++mine;
                                break;
                            }
                        }
                    } else {
                        if (v != d)
                            continue;
                        pdb.unrank(r, q);
                        for (int mv = 0; mv < moveCount; ++mv) {
                            const std::uint8_t* b = back.data() + static_cast<std::size_t>(mv) * 64;
                            for (int i = 0; i < k; ++i)
                                x[i] = b[q[i]];
                            std::atomic_ref<std::uint8_t> there(table[pdb.rank(x)]);
                            // Exchanged, so that an entry two threads reach at once
                            // is counted once (the counts end the build).
                            if (there.load(std::memory_order_relaxed) == kUnreachable &&
                                there.exchange(d1, std::memory_order_relaxed) == kUnreachable)
                                ++mine;
                        }
                    }
                }
            }
            added += mine;
        };
        std::vector<std::thread> workers;
        for (unsigned t = 1; t < threads; ++t)
            workers.emplace_back([&] {
                SearchMonitor m(kSilent, cancel, Phase::BuildingTable);
                work(m);
            });
        work(monitor);
        for (std::thread& w : workers)
            w.join();
        if (stop || monitor.check(level))
            return std::nullopt;
        last = added;
        reached = std::min(total, reached + last);
    }
    return pdb;
}

// ---------------------------------------------------------------------------------
// MovePruner

MovePruner::MovePruner(const std::vector<std::vector<int>>& targets, int cells)
{
    moves_ = static_cast<int>(targets.size());
    if (moves_ < 1 || moves_ > 255 || cells < 1)
        return;
    const auto base = static_cast<std::uint64_t>(moves_ + 1);
    // The longest window (at most 8) whose tables stay near 2^20 entries.
    int window = 1;
    for (int w = 2; w <= 8; ++w) {
        std::uint64_t codes = 1;
        for (int i = 0; i < w; ++i)
            codes *= base;
        if (codes > (std::uint64_t{1} << 18) ||
            codes / base * static_cast<std::uint64_t>(cells) > (std::uint64_t{1} << 24))
            break;
        window = w;
    }
    if (window < 2)
        return;
    window_ = window;
    states_ = 1;
    for (int i = 0; i + 1 < window; ++i)
        states_ *= base;
    const std::uint64_t codes = states_ * base;
    // sources[m][i]: after move m cell i holds what cell sources[m][i] held.
    std::vector<std::vector<std::uint8_t>> sources(
        static_cast<std::size_t>(moves_),
        std::vector<std::uint8_t>(static_cast<std::size_t>(cells)));
    for (int m = 0; m < moves_; ++m)
        for (int c = 0; c < cells; ++c)
            sources[static_cast<std::size_t>(m)][static_cast<std::size_t>(
                targets[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)])] =
                static_cast<std::uint8_t>(c);
    // Words in shortlex order (by length, then move by move): the first word met with a
    // given effect is the shortest and smallest one; every later one is not minimal.
    // code(word) = sum (x_i + 1) * base^(len - 1 - i), the last move least significant.
    std::vector<std::uint8_t> minimal(codes, 0);
    std::vector<std::uint8_t> effect(states_ * static_cast<std::uint64_t>(cells), 0);
    std::unordered_set<std::string> seen;
    std::string identity(static_cast<std::size_t>(cells), '\0');
    for (int c = 0; c < cells; ++c)
        identity[static_cast<std::size_t>(c)] = static_cast<char>(c);
    seen.insert(identity);
    std::vector<std::uint64_t> level{0};  // codes of the words of the last length
    std::vector<std::uint64_t> nextLevel;
    std::string cur(static_cast<std::size_t>(cells), '\0');
    for (int len = 1; len <= window; ++len) {
        nextLevel.clear();
        for (const std::uint64_t w : level) {
            const std::uint8_t* prefix =
                len == 1 ? nullptr : effect.data() + w * static_cast<std::uint64_t>(cells);
            for (int m = 0; m < moves_; ++m) {
                const auto& src = sources[static_cast<std::size_t>(m)];
                for (int i = 0; i < cells; ++i) {
                    const int from = src[static_cast<std::size_t>(i)];
                    cur[static_cast<std::size_t>(i)] =
                        static_cast<char>(prefix ? prefix[from] : from);
                }
                const std::uint64_t code = w * base + static_cast<std::uint64_t>(m + 1);
                minimal[code] = seen.insert(cur).second ? 1 : 0;
                if (len < window) {
                    std::copy(cur.begin(), cur.end(),
                              effect.begin() + static_cast<std::ptrdiff_t>(
                                                   code * static_cast<std::uint64_t>(cells)));
                    nextLevel.push_back(code);
                }
            }
        }
        level.swap(nextLevel);
    }
    // A window word is allowed when it is minimal; so is a shorter word at the start
    // (its code has leading "no move" digits, which is the same number).
    allowed_.assign(states_ * static_cast<std::uint64_t>(moves_), 1);
    for (std::uint64_t s = 0; s < states_; ++s)
        for (int m = 0; m < moves_; ++m)
            allowed_[s * static_cast<std::uint64_t>(moves_) + static_cast<std::uint64_t>(m)] =
                minimal[s * base + static_cast<std::uint64_t>(m + 1)];
}

}  // namespace pl::search
