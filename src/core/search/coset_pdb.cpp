#include "core/search/coset_pdb.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <numeric>
#include <string>

#include "core/search/threads.h"

namespace pl::search {

namespace {

constexpr std::uint64_t kMaxEntries = std::uint64_t{1} << 40;
constexpr std::uint64_t kMaxPart = std::uint64_t{1} << 26;  // entries of one part's move table

bool valid(const CosetSpec& spec)
{
    if (spec.orbits.empty())
        return false;
    const std::size_t moves = spec.orbits.front().targets.size();
    for (const CosetSpec::Orbit& o : spec.orbits) {
        if (o.size < 1 || o.size > 64 || o.twists < 1 || o.twists > 255 ||
            o.targets.size() != moves || o.turns.size() != moves ||
            o.goalTwist.size() != static_cast<std::size_t>(o.size))
            return false;
        for (std::size_t m = 0; m < moves; ++m) {
            if (o.targets[m].size() != static_cast<std::size_t>(o.size) ||
                o.turns[m].size() != static_cast<std::size_t>(o.size))
                return false;
            for (int r : o.turns[m])
                if (r < 0 || r >= o.twists)
                    return false;
            std::vector<bool> hit(static_cast<std::size_t>(o.size), false);
            for (int to : o.targets[m]) {
                if (to < 0 || to >= o.size || hit[static_cast<std::size_t>(to)])
                    return false;
                hit[static_cast<std::size_t>(to)] = true;
            }
        }
        for (int r : o.goalTwist)
            if (r < 0 || r >= o.twists)
                return false;
    }
    int parts = spec.setOrbit >= 0 ? 1 : 0;
    for (const CosetSpec::Orbit& o : spec.orbits)
        parts += o.twists > 1 ? 1 : 0;
    if (parts > 8)
        return false;
    if (spec.setOrbit < 0)
        return spec.setSlots.empty();
    if (spec.setOrbit >= static_cast<int>(spec.orbits.size()))
        return false;
    const int n = spec.orbits[static_cast<std::size_t>(spec.setOrbit)].size;
    std::vector<int> slots = spec.setSlots;
    std::sort(slots.begin(), slots.end());
    return !slots.empty() && slots.front() >= 0 && slots.back() < n &&
           std::adjacent_find(slots.begin(), slots.end()) == slots.end();
}

// The twists an orbit keeps in the index: all, or all but the last when the sum is kept.
int keptTwists(const CosetSpec::Orbit& o)
{
    if (o.twists < 2)
        return 0;
    return CosetPdb::sumKept(o) ? o.size - 1 : o.size;
}

std::optional<std::uint64_t> power(std::uint64_t base, int exp)
{
    std::uint64_t r = 1;
    for (int i = 0; i < exp; ++i) {
        if (r > kMaxEntries / base)
            return std::nullopt;
        r *= base;
    }
    return r;
}

// C(n, k) for n <= 64 from Pascal's triangle, saturating at 2^64 - 1 (never a table's).
std::uint64_t binomial(int n, int k)
{
    static const std::vector<std::uint64_t> pascal = [] {
        std::vector<std::uint64_t> t(65 * 65, 0);
        for (int a = 0; a <= 64; ++a) {
            t[static_cast<std::size_t>(a * 65)] = 1;
            for (int b = 1; b <= a; ++b) {
                const std::uint64_t x = t[static_cast<std::size_t>((a - 1) * 65 + b - 1)];
                const std::uint64_t y = t[static_cast<std::size_t>((a - 1) * 65 + b)];
                t[static_cast<std::size_t>(a * 65 + b)] =
                    x > ~std::uint64_t{0} - y ? ~std::uint64_t{0} : x + y;
            }
        }
        return t;
    }();
    if (n < 0 || n > 64 || k < 0 || k > n)
        return 0;
    return pascal[static_cast<std::size_t>(n * 65 + k)];
}

// One part of the index (an orbit's twists, or the set) with its move tables.
struct Part {
    std::uint64_t size = 1;
    std::uint64_t stride = 1;
    std::vector<std::uint32_t> fwd;  // [digit * moves + m]: the digit after move m
    std::vector<std::uint32_t> inv;  // [digit * moves + m]: the digit move m takes here
};

}  // namespace

bool CosetPdb::sumKept(const CosetSpec::Orbit& o)
{
    for (const std::vector<int>& turn : o.turns) {
        int sum = 0;
        for (int r : turn)
            sum += r;
        if (sum % o.twists != 0)
            return false;
    }
    return true;
}

std::optional<std::uint64_t> CosetPdb::entries(const CosetSpec& spec)
{
    if (!valid(spec))
        return std::nullopt;
    // (A part's move tables hold its size times the moves: kept within kMaxPart.)
    const std::uint64_t moves = std::max<std::uint64_t>(1, spec.orbits.front().targets.size());
    std::uint64_t total = 1;
    for (const CosetSpec::Orbit& o : spec.orbits) {
        const auto part = power(static_cast<std::uint64_t>(o.twists), keptTwists(o));
        if (!part || *part * moves > kMaxPart || total > kMaxEntries / *part)
            return std::nullopt;
        total *= *part;
    }
    if (spec.setOrbit >= 0) {
        const std::uint64_t sets =
            binomial(spec.orbits[static_cast<std::size_t>(spec.setOrbit)].size,
                     static_cast<int>(spec.setSlots.size()));
        if (sets > kMaxPart / moves || total > kMaxEntries / sets)
            return std::nullopt;
        total *= sets;
    }
    return total;
}

void CosetPdb::prepareRanks(int n, int k)
{
    choose_.assign(65 * 65, 0);
    for (int a = 0; a <= 64; ++a) {
        choose_[static_cast<std::size_t>(a * 65)] = 1;
        for (int b = 1; b <= std::min(a, k); ++b)
            choose_[static_cast<std::size_t>(a * 65 + b)] = binomial(a, b);
    }
    setCount_ = binomial(n, k);
    if (n <= 16) {
        smallRank_.assign(std::size_t{1} << n, 0);
        for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << n); ++mask)
            if (std::popcount(mask) == k) {
                std::uint64_t r = 0;
                int i = 0;
                for (std::uint64_t m = mask; m != 0; m &= m - 1, ++i)
                    r += choose_[static_cast<std::size_t>(std::countr_zero(m) * 65 + i + 1)];
                smallRank_[mask] = static_cast<std::uint32_t>(r);
            }
    }
}

// The rank of the set among the sets of as many slots in increasing order of their masks
// (colexicographic): the i-th lowest slot p counts the C(p, i + 1) sets before it.
std::uint64_t CosetPdb::setRank(std::uint64_t mask) const
{
    if (!smallRank_.empty())
        return smallRank_[mask];
    if (choose_.empty())
        return 0;
    std::uint64_t r = 0;
    int i = 0;
    for (std::uint64_t m = mask; m != 0; m &= m - 1, ++i)
        r += choose_[static_cast<std::size_t>(std::countr_zero(m) * 65 + i + 1)];
    return r;
}

std::optional<CosetPdb> CosetPdb::build(const CosetSpec& spec, unsigned threads,
                                        SearchMonitor& monitor, const CancelToken& cancel,
                                        Keeping* keeping)
{
    const auto count = entries(spec);
    if (!count)
        return std::nullopt;
    CosetPdb pdb;
    pdb.entries_ = *count;
    const int moves = static_cast<int>(spec.orbits.front().targets.size());
    const auto mv = static_cast<std::size_t>(moves);

    // The parts: each turning orbit's twists (the first orbit most significant), then
    // the set.
    std::vector<Part> parts;
    pdb.place_.resize(spec.orbits.size());
    std::uint64_t goalOrient = 0;
    std::vector<int> partOrbit;
    for (std::size_t o = 0; o < spec.orbits.size(); ++o) {
        const CosetSpec::Orbit& orbit = spec.orbits[o];
        pdb.place_[o].assign(static_cast<std::size_t>(orbit.size), 0);
        const int kept = keptTwists(orbit);
        if (kept == 0)
            continue;
        Part part;
        part.size = *power(static_cast<std::uint64_t>(orbit.twists), kept);
        parts.push_back(std::move(part));
        partOrbit.push_back(static_cast<int>(o));
    }
    // Strides of the orientation parts, in units of whole sets.
    {
        std::uint64_t stride = 1;
        for (std::size_t i = parts.size(); i-- > 0;) {
            const auto o = static_cast<std::size_t>(partOrbit[i]);
            const CosetSpec::Orbit& orbit = spec.orbits[o];
            std::uint64_t w = stride;
            for (int s = 0; s < keptTwists(orbit); ++s) {
                pdb.place_[o][static_cast<std::size_t>(s)] = w;
                w *= static_cast<std::uint64_t>(orbit.twists);
            }
            parts[i].stride = stride;
            stride *= parts[i].size;
        }
    }
    for (std::size_t o = 0; o < spec.orbits.size(); ++o)
        for (int s = 0; s < spec.orbits[o].size; ++s)
            goalOrient += pdb.orientWeight(static_cast<int>(o), s,
                                           spec.orbits[o].goalTwist[static_cast<std::size_t>(s)]);
    std::uint64_t goalMask = 0;
    if (spec.setOrbit >= 0) {
        const int n = spec.orbits[static_cast<std::size_t>(spec.setOrbit)].size;
        pdb.prepareRanks(n, static_cast<int>(spec.setSlots.size()));
        for (int s : spec.setSlots)
            goalMask |= std::uint64_t{1} << s;
    }
    for (Part& p : parts)
        p.stride *= pdb.setCount_;

    // Each orientation part's move tables: its digits are the kept slots' twists, the
    // last slot's (when left out) the goal's sum less theirs.
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const CosetSpec::Orbit& orbit = spec.orbits[static_cast<std::size_t>(partOrbit[i])];
        const int t = orbit.twists;
        const int kept = keptTwists(orbit);
        const int goalSum = std::accumulate(orbit.goalTwist.begin(), orbit.goalTwist.end(), 0) % t;
        Part& part = parts[i];
        part.fwd.assign(part.size * mv, 0);
        part.inv.assign(part.size * mv, 0);
        std::vector<int> twist(static_cast<std::size_t>(orbit.size));
        std::vector<int> after(static_cast<std::size_t>(orbit.size));
        for (std::uint64_t c = 0; c < part.size; ++c) {
            std::uint64_t x = c;
            int sum = 0;
            for (int s = 0; s < kept; ++s) {
                twist[static_cast<std::size_t>(s)] = static_cast<int>(x % static_cast<unsigned>(t));
                x /= static_cast<unsigned>(t);
                sum += twist[static_cast<std::size_t>(s)];
            }
            if (kept < orbit.size)
                twist[static_cast<std::size_t>(orbit.size - 1)] = ((goalSum - sum) % t + t) % t;
            for (int m = 0; m < moves; ++m) {
                const auto mu = static_cast<std::size_t>(m);
                for (int s = 0; s < orbit.size; ++s) {
                    const auto su = static_cast<std::size_t>(s);
                    after[static_cast<std::size_t>(orbit.targets[mu][su])] =
                        (twist[su] + orbit.turns[mu][su]) % t;
                }
                std::uint64_t d = 0;
                for (int s = kept; s-- > 0;)
                    d = d * static_cast<unsigned>(t) +
                        static_cast<std::uint64_t>(after[static_cast<std::size_t>(s)]);
                part.fwd[c * mv + mu] = static_cast<std::uint32_t>(d);
                part.inv[d * mv + mu] = static_cast<std::uint32_t>(c);
            }
        }
    }
    if (spec.setOrbit >= 0) {
        const CosetSpec::Orbit& orbit = spec.orbits[static_cast<std::size_t>(spec.setOrbit)];
        const auto k = static_cast<int>(spec.setSlots.size());
        Part part;
        part.size = pdb.setCount_;
        part.stride = 1;
        part.fwd.assign(part.size * mv, 0);
        part.inv.assign(part.size * mv, 0);
        // The sets of k slots in increasing order of their masks (Gosper's step).
        std::uint64_t mask = (k == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << k) - 1);
        for (std::uint64_t c = 0; c < part.size; ++c) {
            for (int m = 0; m < moves; ++m) {
                std::uint64_t moved = 0;
                for (std::uint64_t b = mask; b != 0; b &= b - 1)
                    moved |= std::uint64_t{1}
                             << orbit.targets[static_cast<std::size_t>(m)]
                                             [static_cast<std::size_t>(std::countr_zero(b))];
                const std::uint64_t d = pdb.setRank(moved);
                part.fwd[c * mv + static_cast<std::size_t>(m)] = static_cast<std::uint32_t>(d);
                part.inv[d * mv + static_cast<std::size_t>(m)] = static_cast<std::uint32_t>(c);
            }
            if (c + 1 < part.size) {
                const std::uint64_t low = mask & (~mask + 1);
                const std::uint64_t ripple = mask + low;
                mask = (((ripple ^ mask) >> 2) / low) | ripple;
            }
        }
        parts.push_back(std::move(part));
    }

    std::string what;
    const std::uint64_t bytes = (*count + 1) / 2;
    if (keeping && keeping->on()) {
        TableDescription d("slot-coset");
        d.add("set", spec.setOrbit).list("slots", spec.setSlots);
        for (const CosetSpec::Orbit& o : spec.orbits) {
            d.add("size", o.size).add("twists", o.twists).list("home", o.goalTwist);
            for (const auto& t : o.targets)
                d.list("m", t);
            for (const auto& t : o.turns)
                d.list("t", t);
        }
        what = d.text();
        if (keeping->load(what, pdb.table_, bytes))
            return pdb;
    }
    pdb.table_.assign(bytes, 0xFF);
    std::uint8_t* table = pdb.table_.data();
    const std::uint64_t goal = pdb.index(goalOrient, goalMask);
    table[goal >> 1] = static_cast<std::uint8_t>((goal & 1) != 0 ? (table[goal >> 1] & 0x0F)
                                                                 : (table[goal >> 1] & 0xF0));

    threads = std::max(1U, threads);
    const std::uint64_t total = *count;
    std::uint64_t reached = 1;
    std::uint64_t last = 1;
    constexpr std::uint64_t kChunk = std::uint64_t{1} << 16;  // even: a byte is one thread's
    const std::size_t partCount = parts.size();
    bool complete = false;
    for (int level = 0; last > 0 && reached < total; ++level) {
        if (level + 1 > kMaxDistance)
            break;
        const auto d = static_cast<std::uint8_t>(level);
        const auto d1 = static_cast<std::uint8_t>(level + 1);
        const bool pull = total - reached < last;
        std::atomic<std::uint64_t> nextChunk{0};
        std::atomic<std::uint64_t> added{0};
        std::atomic<bool> stop{false};
        // Entries come in blocks that differ only in the last part (stride 1): the other
        // parts are read once a block, and a move adds the last part's table to them.
        const std::uint64_t block = parts.back().size;
        const std::uint32_t* const lastTab =
            pull ? parts.back().fwd.data() : parts.back().inv.data();
        auto work = [&](SearchMonitor& m, unsigned) {
            std::uint64_t digit[8] = {};
            std::vector<std::uint64_t> base(mv);
            std::uint64_t blockBegin = total;  // the block `base` is for (total: none)
            std::uint64_t mine = 0;
            const auto nibble = [table](std::uint64_t x) {
                const std::uint8_t b =
                    std::atomic_ref<std::uint8_t>(table[x >> 1]).load(std::memory_order_relaxed);
                return (x & 1) != 0 ? static_cast<std::uint8_t>(b >> 4)
                                    : static_cast<std::uint8_t>(b & 15);
            };
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
                    // Both entries of a byte are skipped at once when neither is wanted.
                    if ((r & 1) == 0) {
                        const std::uint8_t b = std::atomic_ref<std::uint8_t>(table[r >> 1])
                                                   .load(std::memory_order_relaxed);
                        const std::uint8_t want = pull ? kNotReached : d;
                        if ((b & 15) != want && (b >> 4) != want) {
                            ++r;
                            continue;
                        }
                    }
                    const std::uint8_t v = nibble(r);
                    if (v != (pull ? kNotReached : d))
                        continue;
                    // A new block: its leading parts' digits, and where each move takes
                    // them (the part of the index every entry of the block shares).
                    if (r < blockBegin || r - blockBegin >= block) {
                        blockBegin = r - r % block;
                        std::uint64_t x = blockBegin / block;
                        for (std::size_t i = partCount - 1; i-- > 0;) {
                            digit[i] = x % parts[i].size;
                            x /= parts[i].size;
                        }
                        for (std::size_t mvi = 0; mvi < mv; ++mvi) {
                            std::uint64_t b = 0;
                            for (std::size_t i = 0; i + 1 < partCount; ++i) {
                                const std::vector<std::uint32_t>& tab =
                                    pull ? parts[i].fwd : parts[i].inv;
                                b += tab[digit[i] * mv + mvi] * parts[i].stride;
                            }
                            base[mvi] = b;
                        }
                    }
                    const std::uint32_t* const lastRow = lastTab + (r - blockBegin) * mv;
                    for (int mvi = 0; mvi < moves; ++mvi) {
                        const std::uint64_t next = base[static_cast<std::size_t>(mvi)] +
                                                   lastRow[static_cast<std::size_t>(mvi)];
                        if (pull) {
                            if (nibble(next) != d)
                                continue;
                            std::atomic_ref<std::uint8_t> here(table[r >> 1]);
                            const std::uint8_t b = here.load(std::memory_order_relaxed);
                            here.store((r & 1) != 0
                                           ? static_cast<std::uint8_t>((b & 0x0F) | (d1 << 4))
                                           : static_cast<std::uint8_t>((b & 0xF0) | d1),
                                       std::memory_order_relaxed);
                            ++mine;
                            break;
                        }
                        // Exchanged, so that an entry two threads reach at once is counted
                        // once, and a neighbour's half of the byte is never lost.
                        std::atomic_ref<std::uint8_t> there(table[next >> 1]);
                        std::uint8_t b = there.load(std::memory_order_relaxed);
                        for (;;) {
                            const std::uint8_t was = (next & 1) != 0
                                                         ? static_cast<std::uint8_t>(b >> 4)
                                                         : static_cast<std::uint8_t>(b & 15);
                            if (was != kNotReached)
                                break;
                            const auto set = (next & 1) != 0
                                                 ? static_cast<std::uint8_t>((b & 0x0F) | (d1 << 4))
                                                 : static_cast<std::uint8_t>((b & 0xF0) | d1);
                            if (there.compare_exchange_weak(b, set, std::memory_order_relaxed)) {
                                ++mine;
                                break;
                            }
                        }
                    }
                }
            }
            added += mine;
        };
        runWithMonitors(threads, stop, monitor, cancel, work);
        if (stop || monitor.check(level))
            return std::nullopt;
        last = added;
        reached = std::min(total, reached + last);
        complete = last == 0 || reached == total;
    }
    if (!complete) {
        // Past the deepest distance a nibble holds: whatever is left reads that much.
        for (std::uint64_t b = 0; b < bytes; ++b) {
            std::uint8_t v = table[b];
            if ((v & 15) == kNotReached)
                v = static_cast<std::uint8_t>((v & 0xF0) | kMaxDistance);
            if ((v >> 4) == kNotReached)
                v = static_cast<std::uint8_t>((v & 0x0F) | (kMaxDistance << 4));
            table[b] = v;
        }
    }
    if (!what.empty())
        keeping->save(what, pdb.table_);
    return pdb;
}

std::vector<std::uint64_t> CosetPdb::histogram() const
{
    std::vector<std::uint64_t> h(16, 0);
    for (std::uint64_t x = 0; x < entries_; ++x)
        ++h[value(x)];
    return h;
}

}  // namespace pl::search
