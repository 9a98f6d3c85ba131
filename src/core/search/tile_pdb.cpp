#include "core/search/tile_pdb.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdlib>
#include <deque>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "core/search/pattern_db.h"
#include "core/search/threads.h"

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

std::optional<std::uint64_t> TilePdb::entries(int cells, int tiles, int twists)
{
    auto e = entries(cells, tiles);
    if (!e || twists < 1 || twists > 255)
        return std::nullopt;
    for (int i = 0; i < tiles; ++i) {
        *e *= static_cast<std::uint64_t>(twists);
        if (*e > (std::uint64_t{1} << 40))
            return std::nullopt;
    }
    return e;
}

void TilePdb::unrank(std::uint64_t r, std::uint8_t* at, std::uint8_t* turn) const
{
    const auto t = static_cast<std::uint64_t>(twists_);
    for (int i = k_ - 1; i >= 0; --i) {
        turn[i] = static_cast<std::uint8_t>(r % t);
        r /= t;
    }
    unrank(r, at);
}

std::optional<TilePdb> TilePdb::build(const std::vector<std::vector<int>>& targets,
                                      const std::vector<int>& goalCells, int cells,
                                      unsigned threads, SearchMonitor& monitor,
                                      const CancelToken& cancel, Keeping* keeping)
{
    return build(targets, {}, 1, goalCells, std::vector<int>(goalCells.size(), 0), cells, threads,
                 monitor, cancel, keeping);
}

std::optional<TilePdb> TilePdb::build(const std::vector<std::vector<int>>& targets,
                                      const std::vector<std::vector<int>>& turns, int twists,
                                      const std::vector<int>& goalCells,
                                      const std::vector<int>& goalTwists, int cells,
                                      unsigned threads, SearchMonitor& monitor,
                                      const CancelToken& cancel, Keeping* keeping)
{
    static_assert(kUnreachable == 255);
    const auto count = entries(cells, static_cast<int>(goalCells.size()), twists);
    if (!count || goalTwists.size() != goalCells.size() ||
        (twists > 1 && turns.size() != targets.size()))
        return std::nullopt;
    TilePdb pdb;
    pdb.n_ = cells;
    pdb.k_ = static_cast<int>(goalCells.size());
    pdb.twists_ = twists;
    pdb.goal_ = goalCells;
    pdb.weight_.assign(static_cast<std::size_t>(pdb.k_), 1);
    for (int i = pdb.k_ - 2; i >= 0; --i)
        pdb.weight_[static_cast<std::size_t>(i)] = pdb.weight_[static_cast<std::size_t>(i + 1)] *
                                                   static_cast<std::uint64_t>(cells - 1 - i);
    std::string what;
    if (keeping && keeping->on()) {
        TableDescription d("tracked-tiles");
        d.add("cells", cells)
            .add("twists", twists)
            .list("goal", goalCells)
            .list("home", goalTwists);
        for (const auto& t : targets)
            d.list("m", t);
        if (twists > 1)
            for (const auto& t : turns)
                d.list("t", t);
        what = d.text();
        if (keeping->load(what, pdb.table_, *count))
            return pdb;
    }
    pdb.table_.assign(*count, kUnreachable);
    {
        std::vector<std::uint8_t> at(goalCells.begin(), goalCells.end());
        std::vector<std::uint8_t> turn(goalTwists.begin(), goalTwists.end());
        pdb.table_[pdb.rank(at.data(), turn.data())] = 0;
    }
    const bool done = twists > 1 ? pdb.fill<true>(targets, turns, threads, monitor, cancel)
                                 : pdb.fill<false>(targets, turns, threads, monitor, cancel);
    if (!done)
        return std::nullopt;
    if (!what.empty())
        keeping->save(what, pdb.table_);
    return pdb;
}

template <bool Turned>
bool TilePdb::fill(const std::vector<std::vector<int>>& targets,
                   const std::vector<std::vector<int>>& turns, unsigned threads,
                   SearchMonitor& monitor, const CancelToken& cancel)
{
    const int k = k_;
    const int cells = n_;
    const int t = twists_;
    const int moveCount = static_cast<int>(targets.size());
    // Forward (content of c goes to fwd[m][c], gaining turn[m][c]) and backward cell
    // maps, flat.
    std::vector<std::uint8_t> fwd(static_cast<std::size_t>(moveCount) * 64, 0);
    std::vector<std::uint8_t> back(static_cast<std::size_t>(moveCount) * 64, 0);
    std::vector<std::uint8_t> gain(static_cast<std::size_t>(moveCount) * 64, 0);
    for (int m = 0; m < moveCount; ++m)
        for (int c = 0; c < cells; ++c) {
            const auto mc = static_cast<std::size_t>(m) * 64 + static_cast<std::size_t>(c);
            const int to = targets[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)];
            fwd[mc] = static_cast<std::uint8_t>(to);
            back[static_cast<std::size_t>(m) * 64 + static_cast<std::size_t>(to)] =
                static_cast<std::uint8_t>(c);
            if constexpr (Turned)
                gain[mc] = static_cast<std::uint8_t>(
                    turns[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)] % t);
        }
    threads = std::max(1U, threads);
    std::uint8_t* table = table_.data();
    const std::uint64_t total = table_.size();
    std::uint64_t reached = 1;
    std::uint64_t last = 1;  // entries reached on the last level
    constexpr std::uint64_t kChunk = std::uint64_t{1} << 15;
    const auto rankOf = [this](const std::uint8_t* at, const std::uint8_t* turn) {
        if constexpr (Turned)
            return rank(at, turn);
        else
            return rank(at);
    };
    for (int level = 0; last > 0 && level + 1 < kUnreachable && reached < total; ++level) {
        const auto d = static_cast<std::uint8_t>(level);
        const auto d1 = static_cast<std::uint8_t>(level + 1);
        const bool pull = total - reached < last;
        std::atomic<std::uint64_t> nextChunk{0};
        std::atomic<std::uint64_t> added{0};
        std::atomic<bool> stop{false};
        auto work = [&](SearchMonitor& m, unsigned) {
            std::uint8_t q[64];
            std::uint8_t x[64];
            std::uint8_t qt[64] = {};
            std::uint8_t xt[64] = {};
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
                        if constexpr (Turned)
                            unrank(r, x, xt);
                        else
                            unrank(r, x);
                        for (int mv = 0; mv < moveCount; ++mv) {
                            const std::size_t row = static_cast<std::size_t>(mv) * 64;
                            const std::uint8_t* f = fwd.data() + row;
                            for (int i = 0; i < k; ++i)
                                q[i] = f[x[i]];
                            if constexpr (Turned) {
                                const std::uint8_t* g = gain.data() + row;
                                for (int i = 0; i < k; ++i) {
                                    const int o = xt[i] + g[x[i]];
                                    qt[i] = static_cast<std::uint8_t>(o >= t ? o - t : o);
                                }
                            }
                            if (std::atomic_ref<std::uint8_t>(table[rankOf(q, qt)])
                                    .load(std::memory_order_relaxed) == d) {
                                here.store(d1, std::memory_order_relaxed);
                                ++mine;
                                break;
                            }
                        }
                    } else {
                        if (v != d)
                            continue;
                        if constexpr (Turned)
                            unrank(r, q, qt);
                        else
                            unrank(r, q);
                        for (int mv = 0; mv < moveCount; ++mv) {
                            const std::size_t row = static_cast<std::size_t>(mv) * 64;
                            const std::uint8_t* b = back.data() + row;
                            for (int i = 0; i < k; ++i)
                                x[i] = b[q[i]];
                            if constexpr (Turned) {
                                const std::uint8_t* g = gain.data() + row;
                                for (int i = 0; i < k; ++i) {
                                    const int o = qt[i] - g[x[i]];
                                    xt[i] = static_cast<std::uint8_t>(o < 0 ? o + t : o);
                                }
                            }
                            std::atomic_ref<std::uint8_t> there(table[rankOf(x, xt)]);
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
        runWithMonitors(threads, stop, monitor, cancel, work);
        if (stop || monitor.check(level))
            return false;
        last = added;
        reached = std::min(total, reached + last);
    }
    return true;
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

// ---------------------------------------------------------------------------------
// SlidingPruner

SlidingPruner::SlidingPruner(const std::vector<std::pair<int, int>>& steps, int window)
{
    const int moves = static_cast<int>(steps.size());
    if (moves < 1 || moves > static_cast<int>(kMoves) || window < 2 || window > 16)
        return;
    std::array<int, kMoves> inverse{-1, -1, -1, -1};
    for (int a = 0; a < moves; ++a) {
        const auto [dx, dy] = steps[static_cast<std::size_t>(a)];
        if (std::abs(dx) + std::abs(dy) != 1)
            return;
        for (int b = 0; b < moves; ++b) {
            const auto [ex, ey] = steps[static_cast<std::size_t>(b)];
            if (b != a && ex == dx && ey == dy)
                return;  // two moves with one step: not a grid's four directions
            if (ex == -dx && ey == -dy)
                inverse[static_cast<std::size_t>(a)] = b;
        }
    }
    // The words are blank paths from (0, 0) on an unbounded grid (cells numbered with
    // an offset, so that no path leaves the numbered square); a word's effect is the
    // permutation of the cells it leaves changed. Words are visited by length, then
    // move by move, so every word met before another with the same effect is shorter
    // or earlier; a word is replaced when one of them stays inside its bounding box.
    // The replaced words are not extended: a word that contains one is replaced too
    // (by the same exchange), so the kept words are exactly those with no replaced
    // part, and every replaced word's smaller equal is among them.
    struct Box {
        std::int8_t minX, maxX, minY, maxY;
    };
    // A kept word of the last length: its moves (two bits each, the first highest),
    // where the blank is, its box and the cells it touched (sorted, each with the cell
    // its content came from).
    struct Word {
        std::uint32_t code;
        std::int8_t x, y;
        Box box;
        std::uint8_t touched;
        std::array<std::pair<std::uint16_t, std::uint16_t>, 17> cells;
    };
    struct Key {
        std::array<std::uint16_t, 34> v{};
        std::size_t len = 0;
        bool operator==(const Key& o) const
        {
            return len == o.len &&
                   std::equal(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(len), o.v.begin());
        }
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const
        {
            std::uint64_t h = 1469598103934665603ULL;
            for (std::size_t i = 0; i < k.len; ++i)
                h = (h ^ k.v[i]) * 1099511628211ULL;
            return static_cast<std::size_t>(h ^ (h >> 29));
        }
    };
    const int span = 2 * window + 1;
    auto cellAt = [&](int x, int y) {
        return static_cast<std::uint16_t>((y + window) * span + (x + window));
    };
    // Effect -> the boxes of the kept words with it (a list through `boxNext`).
    std::unordered_map<Key, std::int32_t, KeyHash> kept;
    std::vector<Box> boxes;
    std::vector<std::int32_t> boxNext;
    boxes.push_back(Box{0, 0, 0, 0});  // the empty word: no change
    boxNext.push_back(-1);
    kept.emplace(Key{}, 0);
    std::vector<Word> level(1);
    level[0].code = 0;
    level[0].x = level[0].y = 0;
    level[0].box = Box{0, 0, 0, 0};
    level[0].touched = 0;
    std::vector<Word> nextLevel;
    std::vector<std::array<std::int32_t, kMoves>> child(1, {-1, -1, -1, -1});
    std::vector<std::uint8_t> terminal(1, 0);
    Word w{};
    Key key;
    for (int len = 1; len <= window; ++len) {
        nextLevel.clear();
        for (const Word& parent : level) {
            const int last = len > 1 ? static_cast<int>(parent.code & 3U) : -1;
            for (int m = 0; m < moves; ++m) {
                if (last >= 0 && inverse[static_cast<std::size_t>(last)] == m)
                    continue;  // a move and its undoing: never searched
                w = parent;
                w.code = (parent.code << 2) | static_cast<std::uint32_t>(m);
                const auto [dx, dy] = steps[static_cast<std::size_t>(m)];
                const std::uint16_t a = cellAt(w.x, w.y);
                w.x = static_cast<std::int8_t>(w.x + dx);
                w.y = static_cast<std::int8_t>(w.y + dy);
                const std::uint16_t b = cellAt(w.x, w.y);
                w.box.minX = std::min(w.box.minX, w.x);
                w.box.maxX = std::max(w.box.maxX, w.x);
                w.box.minY = std::min(w.box.minY, w.y);
                w.box.maxY = std::max(w.box.maxY, w.y);
                // The contents of a and b change places (each cell touched once is
                // inserted in order).
                auto slot = [&](std::uint16_t c) -> std::uint16_t& {
                    std::size_t i = 0;
                    while (i < w.touched && w.cells[i].first < c)
                        ++i;
                    if (i == w.touched || w.cells[i].first != c) {
                        for (std::size_t j = w.touched; j > i; --j)
                            w.cells[j] = w.cells[j - 1];
                        w.cells[i] = {c, c};
                        ++w.touched;
                    }
                    return w.cells[i].second;
                };
                const std::uint16_t fromA = slot(a);
                std::uint16_t& atB = slot(b);
                const std::uint16_t fromB = atB;
                atB = fromA;
                slot(a) = fromB;
                key.len = 0;
                for (std::size_t i = 0; i < w.touched; ++i)
                    if (w.cells[i].first != w.cells[i].second) {
                        key.v[key.len++] = w.cells[i].first;
                        key.v[key.len++] = w.cells[i].second;
                    }
                const auto found = kept.find(key);
                bool replaced = false;
                if (found != kept.end())
                    for (std::int32_t i = found->second; i >= 0 && !replaced;
                         i = boxNext[static_cast<std::size_t>(i)]) {
                        const Box& o = boxes[static_cast<std::size_t>(i)];
                        replaced = o.minX >= w.box.minX && o.maxX <= w.box.maxX &&
                                   o.minY >= w.box.minY && o.maxY <= w.box.maxY;
                    }
                if (replaced) {
                    std::size_t state = 0;
                    for (int i = 0; i < len; ++i) {
                        const auto mv =
                            static_cast<std::size_t>((w.code >> (2 * (len - 1 - i))) & 3U);
                        if (child[state][mv] < 0) {
                            child[state][mv] = static_cast<std::int32_t>(child.size());
                            child.push_back({-1, -1, -1, -1});
                            terminal.push_back(0);
                        }
                        state = static_cast<std::size_t>(child[state][mv]);
                    }
                    terminal[state] = 1;
                    ++patterns_;
                    continue;
                }
                boxes.push_back(w.box);
                if (found != kept.end()) {
                    boxNext.push_back(found->second);
                    found->second = static_cast<std::int32_t>(boxes.size() - 1);
                } else {
                    boxNext.push_back(-1);
                    kept.emplace(key, static_cast<std::int32_t>(boxes.size() - 1));
                }
                if (len < window)
                    nextLevel.push_back(w);
            }
        }
        level.swap(nextLevel);
    }
    // The automaton: each state's longest proper suffix that is a state (breadth first),
    // a state ending in a pattern wherever that suffix does, and every missing move
    // taken from the suffix's.
    const std::size_t states = child.size();
    std::vector<std::int32_t> fail(states, 0);
    std::vector<std::array<std::int32_t, kMoves>> go = child;
    std::deque<std::size_t> queue;
    for (std::size_t m = 0; m < kMoves; ++m) {
        if (go[0][m] < 0)
            go[0][m] = 0;
        else
            queue.push_back(static_cast<std::size_t>(go[0][m]));
    }
    while (!queue.empty()) {
        const std::size_t s = queue.front();
        queue.pop_front();
        terminal[s] = terminal[s] | terminal[static_cast<std::size_t>(fail[s])];
        for (std::size_t m = 0; m < kMoves; ++m) {
            const std::int32_t t = go[s][m];
            const std::int32_t viaFail = go[static_cast<std::size_t>(fail[s])][m];
            if (t < 0) {
                go[s][m] = viaFail;
            } else {
                fail[static_cast<std::size_t>(t)] = viaFail;
                queue.push_back(static_cast<std::size_t>(t));
            }
        }
    }
    next_.assign(states * kMoves, -1);
    for (std::size_t s = 0; s < states; ++s)
        for (std::size_t m = 0; m < kMoves; ++m) {
            const std::int32_t t = go[s][m];
            next_[s * kMoves + m] = terminal[static_cast<std::size_t>(t)] ? -1 : t;
        }
}

}  // namespace pl::search
