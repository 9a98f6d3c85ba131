#include "core/engines/table_engine.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <map>
#include <new>
#include <numeric>
#include <optional>
#include <thread>
#include <type_traits>
#include <variant>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "core/progress.h"
#include "core/search/ranking.h"
#include "core/search/symmetry.h"
#include "core/search/threads.h"

namespace pl {

namespace {

constexpr int kMaxCells = 64;
using Cells = std::array<std::uint8_t, kMaxCells>;
constexpr std::uint8_t kNoClass = 0xff;
constexpr std::uint64_t kSaturated = std::numeric_limits<std::uint64_t>::max();
// Frontier entries: a position's stored form (below 2^56) and, above, 1 + the move
// that reached it (0: none).
constexpr std::uint64_t kStoredMask = (std::uint64_t{1} << 56) - 1;
// No entry (the top byte is at most 1 + kMaxTaggedMove in a real one).
constexpr std::uint64_t kHole = ~std::uint64_t{0};
// Entries a thread claims of the next frontier list at a time.
constexpr std::size_t kChunk = 4096;
// A frontier entry remembers the move that reached it in its top 8 bits (to skip that
// move's inverse); a move past what they hold is remembered as none, which only costs
// the skip (the top byte stays below 0xff, which only kHole has). Tables use at most
// this many symmetries.
constexpr int kMaxTaggedMove = 253;
constexpr std::size_t kMaxSymmetries = 16;
// Cell-by-cell spaces take up to this many (Loopover 3x4 has 48: translations and
// reflections of its torus).
constexpr std::size_t kMaxCellSymmetries = 128;

// Memory for large tables in 2 MiB pages where the system offers them (Linux: madvise):
// a build looks entries up at random all over the table, and with 4 KiB pages nearly
// every look-up of a 100 MB table also missed the TLB (the prefetches stalled on page
// walks). Smaller requests are ordinary allocations.
template <typename T>
struct LargePageAllocator {
    using value_type = T;
    static constexpr std::size_t kPage = std::size_t{2} << 20;
    LargePageAllocator() = default;
    template <typename U>
    explicit LargePageAllocator(const LargePageAllocator<U>&)
    {
    }
    [[nodiscard]] static bool large(std::size_t n) { return n * sizeof(T) >= 2 * kPage; }
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

std::uint64_t cameTag(int m)
{
    return m <= kMaxTaggedMove ? static_cast<std::uint64_t>(m + 1) << 56 : 0;
}
// The least frontier a build is given (entries per list).
constexpr std::uint64_t kMinFrontier = 1024;

std::uint64_t addSat(std::uint64_t a, std::uint64_t b)
{
    return a > kSaturated - b ? kSaturated : a + b;
}
std::uint64_t mulSat(std::uint64_t a, std::uint64_t b)
{
    return (a != 0 && b > kSaturated / a) ? kSaturated : a * b;
}

// ---- what a table is built over ------------------------------------------------------

// A reduced space and its goal positions; two components with equal specs share one
// table (key() is the cache key).
struct Spec {
    def::Kind kind = def::Kind::Permutation;
    int cells = 0;
    std::vector<int> counts;  // permutation, sliding: cells per class
    int blankClass = -1;      // sliding
    int modulus = 0;          // dial
    std::vector<int> kept;    // dial: the full position's cell for each reduced cell
    std::vector<int> goal;    // per reduced cell: the class (value) required, -1 any
    bool allEqual = false;    // dial uniform: goal = every reduced cell equal
    // Histogram fallback: classes are the labels themselves (classLabel), and a goal
    // position is one Rules::reached accepts for `fullGoal`.
    std::optional<def::Goal> fullGoal;
    std::vector<int> classLabel;
    // Distinct labels with a goal set kept by relabellings (OrbitSpace): the group, each
    // element as class -> class with the identity first, and the goal positions (full
    // arrangements of the classes, sorted). Empty otherwise.
    std::vector<std::vector<int>> labelGroup;
    std::vector<std::vector<int>> goalSet;

    [[nodiscard]] std::string key() const
    {
        std::string k;
        const auto num = [&k](int x) {
            k.append(std::to_string(x));
            k.push_back(',');
        };
        const auto put = [&k, &num](char tag, const std::vector<int>& v) {
            k.push_back(tag);
            for (const int x : v)
                num(x);
            k.push_back(';');
        };
        num(static_cast<int>(kind));
        num(cells);
        num(blankClass);
        num(modulus);
        num(allEqual ? 1 : 0);
        put('c', counts);
        put('k', kept);
        put('g', goal);
        if (!labelGroup.empty()) {
            k.push_back('G');
            for (const auto& g : labelGroup)
                put('p', g);
            for (const auto& g : goalSet)
                put('s', g);
        }
        if (fullGoal) {
            put('l', classLabel);
            std::function<void(const def::Goal&)> goalKey = [&](const def::Goal& g) {
                k.push_back('(');
                num(static_cast<int>(g.type));
                put('v', g.values);
                put('u', g.uniformCells);
                for (const auto& a : g.anyOf)
                    goalKey(a);
                k.push_back(')');
            };
            goalKey(*fullGoal);
        }
        return k;
    }

    // Two classes of a permutation puzzle as a bit mask (cells <= 56: the frontier keeps
    // a move in the top byte of each entry).
    [[nodiscard]] bool usesMask() const
    {
        return kind == def::Kind::Permutation && counts.size() == 2 && !fullGoal && cells <= 56 &&
               labelGroup.empty();
    }
    [[nodiscard]] bool usesOrbits() const { return !labelGroup.empty(); }
    // Dials with a power-of-two modulus packed into one word, b bits per cell.
    [[nodiscard]] int dialBits() const
    {
        int b = 0;
        while ((1 << b) < modulus)
            ++b;
        return b;
    }
    [[nodiscard]] bool usesPackedDial() const
    {
        return kind == def::Kind::Dial && modulus >= 2 && (modulus & (modulus - 1)) == 0 &&
               !fullGoal && cells * dialBits() <= 48;
    }
};

// ---- rankers behind one face ---------------------------------------------------------

class AnyRanker {
public:
    explicit AnyRanker(const Spec& s)
    {
        if (s.kind == def::Kind::Dial) {
            dial_.emplace(s.cells, s.modulus);
        } else if (s.cells <= 20 &&
                   std::all_of(s.counts.begin(), s.counts.end(), [](int c) { return c == 1; })) {
            perm_.emplace(s.cells);
        } else {
            multi_.emplace(s.counts);
        }
    }
    [[nodiscard]] std::uint64_t count() const
    {
        return dial_ ? dial_->count() : perm_ ? perm_->count() : multi_->count();
    }
    [[nodiscard]] std::uint64_t rank(const Cells& c) const
    {
        return dial_   ? dial_->rank(c.data())
               : perm_ ? perm_->rank(c.data())
                       : multi_->rank(c.data());
    }
    void unrank(std::uint64_t r, Cells& c) const
    {
        if (dial_)
            dial_->unrank(r, c.data());
        else if (perm_)
            perm_->unrank(r, c.data());
        else
            multi_->unrank(r, c.data());
    }
    bool next(Cells& c) const
    {
        return dial_   ? dial_->next(c.data())
               : perm_ ? perm_->next(c.data())
                       : multi_->next(c.data());
    }

private:
    std::optional<search::DialRanker> dial_;
    std::optional<search::PermutationRanker> perm_;
    std::optional<search::MultisetRanker> multi_;
};

int directionIndex(char d)
{
    switch (d) {
    case 'U':
        return 0;
    case 'D':
        return 1;
    case 'L':
        return 2;
    case 'R':
        return 3;
    default:
        return -1;
    }
}

// ---- the spaces ----------------------------------------------------------------------
// Both offer: count, moveCount, apply (a move; false when illegal), applyInverse (the
// position the move came from; false when there is none), rank/unrank, first/next (in
// rank order), isGoal, and store/load (a 64-bit form for the breadth-first frontier).

// Any kind, cells as bytes (classes, or dial values).
class GenericSpace {
public:
    using State = Cells;

    GenericSpace(const Rules& rules, const Spec& spec)
        : spec_(spec), ranker_(spec), moves_(rules.moveCount())
    {
        const int n = spec.cells;
        const int values =
            spec.kind == def::Kind::Dial ? spec.modulus : static_cast<int>(spec.counts.size());
        while ((1 << cellBits_) < values)
            ++cellBits_;
        packable_ = n * cellBits_ <= 56;
        const def::Kind kind = spec.kind;
        for (int m = 0; m < moves_; ++m) {
            const RuleMove& rm = rules.move(m);
            Cells src{};
            Cells add{};
            if (kind == def::Kind::Permutation)
                for (int i = 0; i < n; ++i)
                    src[static_cast<std::size_t>(i)] =
                        static_cast<std::uint8_t>(rm.sources[static_cast<std::size_t>(i)]);
            if (kind == def::Kind::Dial)
                for (int i = 0; i < n; ++i)
                    add[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
                        rm.add[static_cast<std::size_t>(spec.kept[static_cast<std::size_t>(i)])]);
            sources_.push_back(src);
            adds_.push_back(add);
            const int d = directionIndex(rm.direction);
            direction_.push_back(d);
            opposite_.push_back(d < 0 ? -1 : d ^ 1);
        }
        for (int m = 0; m < moves_; ++m) {
            int inv = -1;
            for (int k = 0; k < moves_ && inv < 0; ++k) {
                bool undoes = true;
                const auto mi = static_cast<std::size_t>(m);
                const auto ki = static_cast<std::size_t>(k);
                if (kind == def::Kind::Sliding) {
                    undoes = direction_[mi] >= 0 && direction_[ki] == opposite_[mi];
                } else if (kind == def::Kind::Dial) {
                    for (int i = 0; i < n && undoes; ++i)
                        undoes = (adds_[mi][static_cast<std::size_t>(i)] +
                                  adds_[ki][static_cast<std::size_t>(i)]) %
                                     spec.modulus ==
                                 0;
                } else {
                    for (int i = 0; i < n && undoes; ++i)
                        undoes = sources_[mi][sources_[ki][static_cast<std::size_t>(i)]] == i;
                }
                if (undoes)
                    inv = k;
            }
            inverse_.push_back(inv);
        }
        if (kind == def::Kind::Sliding)
            for (int c = 0; c < n; ++c) {
                std::array<int, 4> nb{};
                for (int d = 0; d < 4; ++d)
                    nb[static_cast<std::size_t>(d)] = rules.neighbour(c, "UDLR"[d]);
                neighbours_.push_back(nb);
            }
        if (spec.fullGoal) {
            const Rules* r = &rules;
            goalTest_ = [r, spec](const Cells& s) {
                Position p;
                p.cells.resize(static_cast<std::size_t>(spec.cells));
                for (int c = 0; c < spec.cells; ++c) {
                    const auto v = s[static_cast<std::size_t>(c)];
                    p.cells[static_cast<std::size_t>(c)] =
                        spec.kind == def::Kind::Dial
                            ? v
                            : static_cast<std::uint8_t>(spec.classLabel[v]);
                }
                return r->reached(p, *spec.fullGoal).has_value();
            };
        }
        findSymmetries(rules);
    }

    [[nodiscard]] std::uint64_t count() const { return ranker_.count(); }
    [[nodiscard]] int moveCount() const { return moves_; }

    bool apply(const State& s, int m, State& out) const
    {
        const auto mi = static_cast<std::size_t>(m);
        const int n = spec_.cells;
        switch (spec_.kind) {
        case def::Kind::Permutation:
            for (int i = 0; i < n; ++i)
                out[static_cast<std::size_t>(i)] = s[sources_[mi][static_cast<std::size_t>(i)]];
            return true;
        case def::Kind::Dial:
            for (int i = 0; i < n; ++i) {
                const auto ii = static_cast<std::size_t>(i);
                out[ii] = static_cast<std::uint8_t>((s[ii] + adds_[mi][ii]) % spec_.modulus);
            }
            return true;
        case def::Kind::Sliding:
            return slide(s, direction_[mi], out);
        }
        return false;
    }

    bool applyInverse(const State& s, int m, State& out) const
    {
        const auto mi = static_cast<std::size_t>(m);
        const int n = spec_.cells;
        switch (spec_.kind) {
        case def::Kind::Permutation:
            for (int i = 0; i < n; ++i)
                out[sources_[mi][static_cast<std::size_t>(i)]] = s[static_cast<std::size_t>(i)];
            return true;
        case def::Kind::Dial:
            for (int i = 0; i < n; ++i) {
                const auto ii = static_cast<std::size_t>(i);
                out[ii] = static_cast<std::uint8_t>((s[ii] + spec_.modulus - adds_[mi][ii]) %
                                                    spec_.modulus);
            }
            return true;
        case def::Kind::Sliding:
            // The blank came from the neighbour on the other side.
            return slide(s, opposite_[mi], out);
        }
        return false;
    }

    [[nodiscard]] std::uint64_t rank(const State& s) const { return ranker_.rank(s); }
    void unrank(std::uint64_t r, State& s) const { ranker_.unrank(r, s); }
    void first(State& s) const
    {
        s.fill(0);
        if (spec_.kind == def::Kind::Dial)
            return;
        std::size_t i = 0;
        for (std::size_t c = 0; c < spec_.counts.size(); ++c)
            for (int k = 0; k < spec_.counts[c]; ++k)
                s[i++] = static_cast<std::uint8_t>(c);
    }
    bool next(State& s) const { return ranker_.next(s); }

    [[nodiscard]] bool isGoal(const State& s) const
    {
        if (goalTest_)
            return goalTest_(s);
        const int n = spec_.cells;
        for (int i = 0; i < n; ++i) {
            const int g = spec_.goal[static_cast<std::size_t>(i)];
            if (g >= 0 && s[static_cast<std::size_t>(i)] != g)
                return false;
        }
        if (spec_.allEqual)
            for (int i = 1; i < n; ++i)
                if (s[static_cast<std::size_t>(i)] != s[0])
                    return false;
        return true;
    }

    // When the goal gives every cell's class (and no other condition), it is that one
    // position.
    bool uniqueGoal(State& s) const
    {
        if (goalTest_ || spec_.allEqual || spec_.cells == 0)
            return false;
        for (int i = 0; i < spec_.cells; ++i) {
            const int g = spec_.goal[static_cast<std::size_t>(i)];
            if (g < 0)
                return false;
            s[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(g);
        }
        return true;
    }
    // The frontier holds a position packed into one word when it fits (cheaper to
    // unpack than to unrank), else its rank.
    [[nodiscard]] std::uint64_t store(const State& s, std::uint64_t rank) const
    {
        if (!packable_)
            return rank;
        std::uint64_t w = 0;
        for (int i = spec_.cells; i-- > 0;)
            w = (w << cellBits_) | s[static_cast<std::size_t>(i)];
        return w;
    }
    void load(std::uint64_t stored, State& s) const
    {
        if (!packable_) {
            unrank(stored, s);
            return;
        }
        const std::uint64_t mask = (std::uint64_t{1} << cellBits_) - 1;
        for (int i = 0; i < spec_.cells; ++i, stored >>= cellBits_)
            s[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(stored & mask);
    }

    [[nodiscard]] int symmetryCount() const { return 1 + static_cast<int>(symCells_.size()); }
    // Symmetry g: the content of cell c goes to sigma(c), its class renamed so that the
    // goal maps onto itself.
    [[nodiscard]] State image(const State& s, int g) const
    {
        const Cells& to = symCells_[static_cast<std::size_t>(g - 1)];
        const Cells& rename = symClasses_[static_cast<std::size_t>(g - 1)];
        State out{};
        for (int c = 0; c < spec_.cells; ++c)
            out[to[static_cast<std::size_t>(c)]] = rename[s[static_cast<std::size_t>(c)]];
        return out;
    }
    [[nodiscard]] int inverseMove(int m) const { return inverse_[static_cast<std::size_t>(m)]; }

    static std::uint64_t extraBytes(const Rules& rules, const Spec&)
    {
        return static_cast<std::uint64_t>(rules.moveCount()) * 2 * sizeof(Cells) +
               kMaxCellSymmetries * 2 * sizeof(Cells) + 4096;
    }

private:
    // A permutation puzzle with one full goal: the cell permutations sigma that turn the
    // moves into moves (search/symmetry.h) and carry the goal's classes onto classes.
    // Renaming the classes accordingly maps the goal onto itself and commutes with the
    // moves, so a position and its image share a distance (the build settles both at
    // once). Those sigma form a group, as the build needs.
    void findSymmetries(const Rules& rules)
    {
        const int n = spec_.cells;
        if (spec_.kind != def::Kind::Permutation || goalTest_ || spec_.allEqual ||
            n != rules.cellCount() || n < 2)
            return;
        for (int c = 0; c < n; ++c)
            if (spec_.goal[static_cast<std::size_t>(c)] < 0)
                return;
        std::vector<std::vector<int>> targets;
        for (int m = 0; m < moves_; ++m) {
            std::vector<int> to(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                to[static_cast<std::size_t>(
                    sources_[static_cast<std::size_t>(m)][static_cast<std::size_t>(i)])] = i;
            targets.push_back(std::move(to));
        }
        const std::vector<int> anyClass(static_cast<std::size_t>(n), 0);
        const auto found = search::moveSymmetries(targets, anyClass, kMaxCellSymmetries, 1000000);
        const std::size_t classes = spec_.counts.size();
        for (std::size_t g = 1; g < found.size(); ++g) {
            Cells to{};
            Cells rename{};
            std::vector<int> image(classes, -1);
            bool keeps = true;
            for (int c = 0; c < n && keeps; ++c) {
                const int a = spec_.goal[static_cast<std::size_t>(c)];
                const int b =
                    spec_.goal[static_cast<std::size_t>(found[g][static_cast<std::size_t>(c)])];
                int& ia = image[static_cast<std::size_t>(a)];
                keeps = ia < 0 || ia == b;
                ia = b;
                to[static_cast<std::size_t>(c)] =
                    static_cast<std::uint8_t>(found[g][static_cast<std::size_t>(c)]);
            }
            if (!keeps)
                continue;
            for (std::size_t a = 0; a < classes; ++a)
                rename[a] = static_cast<std::uint8_t>(image[a]);
            symCells_.push_back(to);
            symClasses_.push_back(rename);
        }
    }

    bool slide(const State& s, int direction, State& out) const
    {
        const int n = spec_.cells;
        int blank = -1;
        for (int c = 0; c < n && blank < 0; ++c)
            if (s[static_cast<std::size_t>(c)] == spec_.blankClass)
                blank = c;
        if (blank < 0 || direction < 0)
            return false;
        const int to =
            neighbours_[static_cast<std::size_t>(blank)][static_cast<std::size_t>(direction)];
        if (to < 0)
            return false;
        out = s;
        std::swap(out[static_cast<std::size_t>(blank)], out[static_cast<std::size_t>(to)]);
        return true;
    }

    Spec spec_;
    AnyRanker ranker_;
    int moves_;
    std::vector<Cells> sources_;
    std::vector<Cells> adds_;
    std::vector<int> direction_;
    std::vector<int> opposite_;
    std::vector<std::array<int, 4>> neighbours_;
    std::vector<int> inverse_;
    std::function<bool(const Cells&)> goalTest_;
    std::vector<Cells> symCells_;    // per symmetry but the identity: sigma
    std::vector<Cells> symClasses_;  // and the renaming of classes
    int cellBits_ = 1;               // bits per cell when packed
    bool packable_ = false;
};

// Permutation puzzles reduced to two classes: a state is the mask of the cells holding
// class 0. A move maps a mask byte by byte through tables built from its permutation,
// and masks rank in colex order, which is their numeric order.
// W: the word type of the byte tables (32-bit when the cells fit, half the cache);
// Bytes: the bytes of a mask, fixed so that every loop over them unrolls.
template <typename W, int Bytes>
class MaskSpace {
public:
    using State = std::uint64_t;

    MaskSpace(const Rules& rules, const Spec& spec)
        : ranker_(spec.cells, spec.counts[0]), moves_(rules.moveCount())
    {
        const int n = spec.cells;
        const std::size_t stride = static_cast<std::size_t>(bytes_) * 256;
        forward_.assign(static_cast<std::size_t>(moves_) * stride, 0);
        backward_.assign(static_cast<std::size_t>(moves_) * stride, 0);
        for (int m = 0; m < moves_; ++m) {
            const std::vector<int>& src = rules.move(m).sources;
            // The content of cell src[i] moves to cell i.
            std::vector<int> to(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                to[static_cast<std::size_t>(src[static_cast<std::size_t>(i)])] = i;
            for (int b = 0; b < bytes_; ++b)
                for (int v = 0; v < 256; ++v) {
                    W f = 0;
                    W g = 0;
                    for (int bit = 0; bit < 8; ++bit) {
                        const int c = 8 * b + bit;
                        if (!(v & (1 << bit)) || c >= n)
                            continue;
                        f |= W{1} << to[static_cast<std::size_t>(c)];
                        g |= W{1} << src[static_cast<std::size_t>(c)];
                    }
                    const std::size_t at = static_cast<std::size_t>(m) * stride +
                                           static_cast<std::size_t>(b) * 256 +
                                           static_cast<std::size_t>(v);
                    forward_[at] = f;
                    backward_[at] = g;
                }
        }
        for (int c = 0; c < n; ++c) {
            const int g = spec.goal[static_cast<std::size_t>(c)];
            if (g == 0)
                required_ |= std::uint64_t{1} << c;
            else if (g == 1)
                forbidden_ |= std::uint64_t{1} << c;
        }
        // The moves that undo each other, and the symmetries that keep the moves and the
        // goal, as byte tables like the moves (the identity is not stored).
        std::vector<std::vector<int>> targets;
        for (int m = 0; m < moves_; ++m) {
            const std::vector<int>& src = rules.move(m).sources;
            std::vector<int> to(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                to[static_cast<std::size_t>(src[static_cast<std::size_t>(i)])] = i;
            targets.push_back(std::move(to));
        }
        for (int m = 0; m < moves_; ++m) {
            int inv = -1;
            for (int k = 0; k < moves_ && inv < 0; ++k) {
                bool undoes = true;
                for (int c = 0; c < n && undoes; ++c)
                    undoes =
                        targets[static_cast<std::size_t>(k)][static_cast<std::size_t>(
                            targets[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)])] ==
                        c;
                if (undoes)
                    inv = k;
            }
            inverse_.push_back(inv);
        }
        const auto symmetries = search::moveSymmetries(targets, spec.goal, kMaxSymmetries, 1000000);
        symmetries_ = static_cast<int>(symmetries.size());
        images_.assign(static_cast<std::size_t>(symmetries_) * stride, 0);
        for (int g = 1; g < symmetries_; ++g)
            for (int b = 0; b < bytes_; ++b)
                for (int v = 0; v < 256; ++v) {
                    W f = 0;
                    for (int bit = 0; bit < 8; ++bit) {
                        const int c = 8 * b + bit;
                        if ((v & (1 << bit)) && c < n)
                            f |= W{1} << symmetries[static_cast<std::size_t>(g)]
                                                   [static_cast<std::size_t>(c)];
                    }
                    images_[static_cast<std::size_t>(g) * stride +
                            static_cast<std::size_t>(b) * 256 + static_cast<std::size_t>(v)] = f;
                }
    }

    [[nodiscard]] int symmetryCount() const { return symmetries_; }
    // Symmetry g (1 .. symmetryCount() - 1) applied to s.
    [[nodiscard, gnu::always_inline]] State image(State s, int g) const
    {
        return map(images_, g, s);
    }
    [[nodiscard]] int inverseMove(int m) const { return inverse_[static_cast<std::size_t>(m)]; }

    [[nodiscard]] std::uint64_t count() const { return ranker_.count(); }
    [[nodiscard]] int moveCount() const { return moves_; }
    [[gnu::always_inline]] bool apply(State s, int m, State& out) const
    {
        out = map(forward_, m, s);
        return true;
    }
    [[gnu::always_inline]] bool applyInverse(State s, int m, State& out) const
    {
        out = map(backward_, m, s);
        return true;
    }
    [[nodiscard, gnu::always_inline]] std::uint64_t rank(State s) const
    {
        return ranker_.rankFixed<Bytes>(s);
    }
    void unrank(std::uint64_t r, State& s) const { s = ranker_.unrank(r); }
    void first(State& s) const { s = ranker_.first(); }
    bool next(State& s) const { return ranker_.next(s); }
    [[nodiscard]] bool isGoal(State s) const
    {
        return (s & required_) == required_ && (s & forbidden_) == 0;
    }
    // When the goal names every cell of class 0, it is that one position.
    bool uniqueGoal(State& s) const
    {
        s = required_;
        return std::popcount(required_) == ranker_.chosen();
    }
    [[nodiscard]] std::uint64_t store(State s, std::uint64_t) const { return s; }
    void load(std::uint64_t stored, State& s) const { s = stored; }

    static std::uint64_t extraBytes(const Rules& rules, const Spec& spec)
    {
        const auto bytes = static_cast<std::uint64_t>((spec.cells + 7) / 8);
        std::uint64_t rankRows = 0;  // the ranker's rows: 8b + 1 for byte b
        for (std::uint64_t b = 0; b < bytes; ++b)
            rankRows += 8 * b + 1;
        return (2 * static_cast<std::uint64_t>(rules.moveCount()) + kMaxSymmetries) * bytes * 256 *
                   8 +
               rankRows * 256 * 8;
    }

private:
    [[nodiscard, gnu::always_inline]] State map(const std::vector<W>& table, int m, State s) const
    {
        const W* t = table.data() + static_cast<std::size_t>(m) * Bytes * 256;
        State out = 0;
        for (int b = 0; b < Bytes; ++b, t += 256, s >>= 8)
            out |= t[s & 0xff];
        return out;
    }

    static constexpr int bytes_ = Bytes;
    search::SubsetRanker ranker_;
    int moves_;
    std::vector<W> forward_;
    std::vector<W> backward_;
    std::vector<W> images_;
    std::vector<int> inverse_;
    int symmetries_ = 1;
    std::uint64_t required_ = 0;
    std::uint64_t forbidden_ = 0;
};

// Dials with a power-of-two modulus 2^b: cell i is bits [b*i, b*i + b) of one word,
// which is also the rank (a base-2^b number), so next() is +1. A move adds its amounts
// to every field at once, the carries kept inside each field (for b = 1: exclusive or).
class PackedDialSpace {
public:
    using State = std::uint64_t;

    PackedDialSpace(const Rules& rules, const Spec& spec)
        : moves_(rules.moveCount()), bits_(spec.dialBits()), cells_(spec.cells)
    {
        const int mod = spec.modulus;
        for (int i = 0; i < cells_; ++i) {
            const int shift = bits_ * i;
            ones_ |= std::uint64_t{1} << shift;
            high_ |= std::uint64_t{1} << (shift + bits_ - 1);
        }
        fieldMask_ = (std::uint64_t{1} << bits_) - 1;
        count_ = std::uint64_t{1} << (bits_ * cells_);
        for (int m = 0; m < moves_; ++m) {
            const std::vector<int>& add = rules.move(m).add;
            std::uint64_t a = 0;
            std::uint64_t neg = 0;
            for (int i = 0; i < cells_; ++i) {
                const int v = add[static_cast<std::size_t>(spec.kept[static_cast<std::size_t>(i)])];
                a |= static_cast<std::uint64_t>(v) << (bits_ * i);
                neg |= static_cast<std::uint64_t>((mod - v) % mod) << (bits_ * i);
            }
            adds_.push_back(a);
            negs_.push_back(neg);
        }
        for (int m = 0; m < moves_; ++m) {
            int inv = -1;
            for (int k = 0; k < moves_ && inv < 0; ++k)
                if (adds_[static_cast<std::size_t>(k)] == negs_[static_cast<std::size_t>(m)])
                    inv = k;
            inverse_.push_back(inv);
        }
        for (int i = 0; i < cells_; ++i) {
            const int g = spec.goal[static_cast<std::size_t>(i)];
            if (g >= 0) {
                goalMask_ |= fieldMask_ << (bits_ * i);
                goalValue_ |= static_cast<std::uint64_t>(g) << (bits_ * i);
            }
        }
        allEqual_ = spec.allEqual;
    }

    [[nodiscard]] std::uint64_t count() const { return count_; }
    [[nodiscard]] int moveCount() const { return moves_; }
    [[gnu::always_inline]] bool apply(State s, int m, State& out) const
    {
        out = addFields(s, adds_[static_cast<std::size_t>(m)]);
        return true;
    }
    [[gnu::always_inline]] bool applyInverse(State s, int m, State& out) const
    {
        out = addFields(s, negs_[static_cast<std::size_t>(m)]);
        return true;
    }
    [[nodiscard]] std::uint64_t rank(State s) const { return s; }
    void unrank(std::uint64_t r, State& s) const { s = r; }
    void first(State& s) const { s = 0; }
    bool next(State& s) const { return ++s < count_; }
    [[nodiscard]] bool isGoal(State s) const
    {
        if ((s & goalMask_) != goalValue_)
            return false;
        return !allEqual_ || s == (s & fieldMask_) * ones_;
    }
    bool uniqueGoal(State& s) const
    {
        s = goalValue_;
        return !allEqual_;  // the reduced dial space keeps only the cells the goal sets
    }
    [[nodiscard]] std::uint64_t store(State s, std::uint64_t) const { return s; }
    void load(std::uint64_t stored, State& s) const { s = stored; }
    [[nodiscard]] int symmetryCount() const { return 1; }
    [[nodiscard]] State image(State s, int) const { return s; }
    [[nodiscard]] int inverseMove(int m) const { return inverse_[static_cast<std::size_t>(m)]; }
    [[nodiscard]] int bits() const { return bits_; }

    static std::uint64_t extraBytes(const Rules& rules, const Spec&)
    {
        return static_cast<std::uint64_t>(rules.moveCount()) * 24 + 1024;
    }

private:
    [[nodiscard]] State addFields(State x, State a) const
    {
        if (bits_ == 1)
            return x ^ a;
        // Below the top bit of each field the sum cannot carry out of the field; the
        // top bit is the exclusive or of both top bits and that carry.
        return ((x & ~high_) + (a & ~high_)) ^ ((x ^ a) & high_);
    }

    int moves_;
    int bits_;
    int cells_;
    std::uint64_t count_ = 1;
    std::uint64_t ones_ = 0;
    std::uint64_t high_ = 0;
    std::uint64_t fieldMask_ = 1;
    std::uint64_t goalMask_ = 0;
    std::uint64_t goalValue_ = 0;
    bool allEqual_ = false;
    std::vector<std::uint64_t> adds_;
    std::vector<std::uint64_t> negs_;
    std::vector<int> inverse_;
};

// Distinct labels whose goal set is kept by a group G of relabellings. Moves only move
// contents from cell to cell, so relabelling a position (every label l becomes g(l))
// commutes with every move; when g maps the goal set onto itself, a position x and
// g(x) lie at the same distance (and their shortest answers are the same moves). G
// acts freely on the labels (only the identity fixes a label; Impl::orbitComponent
// checks), so each class {g(x) : g in G} has exactly |G| positions, and exactly one of
// them holds in cell 0 the smallest label of that label's G-orbit: the class's
// representative. The table keeps one entry per class, n!/|G| of them, ranked as (the
// orbit of cell 0's label) * (n-1)! + the Lehmer code of cells 1 .. n-1. A state is any
// member of its class (the frontier and the walk down keep positions as they come);
// rank() relabels to the representative on the way.
class OrbitSpace {
public:
    // 4 bits a cell: a position packs into a 56-bit frontier entry.
    static constexpr int kMaxCells = 14;
    using State = std::array<std::uint8_t, 16>;

    OrbitSpace(const Rules& rules, const Spec& spec) : n_(spec.cells), moves_(rules.moveCount())
    {
        const auto n = static_cast<std::size_t>(n_);
        for (int m = 0; m < moves_; ++m) {
            State src{};
            const std::vector<int>& from = rules.move(m).sources;
            for (std::size_t i = 0; i < n; ++i)
                src[i] = static_cast<std::uint8_t>(from[i]);
            sources_.push_back(src);
        }
        for (int m = 0; m < moves_; ++m) {
            int inv = -1;
            for (int k = 0; k < moves_ && inv < 0; ++k) {
                bool undoes = true;
                for (std::size_t i = 0; i < n && undoes; ++i)
                    undoes = sources_[static_cast<std::size_t>(m)]
                                     [sources_[static_cast<std::size_t>(k)][i]] == i;
                if (undoes)
                    inv = k;
            }
            inverse_.push_back(inv);
        }
        // Each label's orbit representative (the smallest image), and the one element of
        // G taking the label there.
        std::vector<int> reps;
        for (std::size_t c = 0; c < n; ++c) {
            const std::vector<int>* best = nullptr;
            for (const auto& g : spec.labelGroup)
                if (!best || g[c] < (*best)[c])
                    best = &g;
            for (std::size_t i = 0; i < n; ++i)
                relabel_[c][i] = static_cast<std::uint8_t>((*best)[i]);
            reps.push_back((*best)[c]);
        }
        std::sort(reps.begin(), reps.end());
        reps.erase(std::unique(reps.begin(), reps.end()), reps.end());
        reps_.assign(reps.begin(), reps.end());
        for (std::size_t c = 0; c < n; ++c)
            orbitIndex_[c] = static_cast<std::uint8_t>(
                std::lower_bound(reps.begin(), reps.end(), relabel_[c][c]) - reps.begin());
        rest_ = 1;
        for (int i = 2; i < n_; ++i)
            rest_ *= static_cast<std::uint64_t>(i);
        weight_[static_cast<std::size_t>(n_ - 1)] = 1;
        for (int i = n_ - 1; i-- > 1;)
            weight_[static_cast<std::size_t>(i)] =
                weight_[static_cast<std::size_t>(i) + 1] * static_cast<std::uint64_t>(n_ - 1 - i);
        count_ = rest_ * reps_.size();
        below_.assign(std::size_t{1} << n, 0);
        for (std::size_t m = 1; m < below_.size(); ++m)
            below_[m] = static_cast<std::uint8_t>(below_[m & (m - 1)] + 1);
        for (const auto& g : spec.goalSet) {
            State x{};
            for (std::size_t i = 0; i < n; ++i)
                x[i] = static_cast<std::uint8_t>(g[i]);
            goalRanks_.push_back(rank(x));
        }
        std::sort(goalRanks_.begin(), goalRanks_.end());
        goalRanks_.erase(std::unique(goalRanks_.begin(), goalRanks_.end()), goalRanks_.end());
    }

    [[nodiscard]] std::uint64_t count() const { return count_; }
    [[nodiscard]] int moveCount() const { return moves_; }
    [[gnu::always_inline]] bool apply(const State& s, int m, State& out) const
    {
        const State& src = sources_[static_cast<std::size_t>(m)];
        for (int i = 0; i < n_; ++i)
            out[static_cast<std::size_t>(i)] = s[src[static_cast<std::size_t>(i)]];
        return true;
    }
    [[gnu::always_inline]] bool applyInverse(const State& s, int m, State& out) const
    {
        const State& src = sources_[static_cast<std::size_t>(m)];
        for (int i = 0; i < n_; ++i)
            out[src[static_cast<std::size_t>(i)]] = s[static_cast<std::size_t>(i)];
        return true;
    }
    // The rank of s's class: s relabelled to its representative, then ranked.
    [[nodiscard, gnu::always_inline]] std::uint64_t rank(const State& s) const
    {
        const std::array<std::uint8_t, 16>& g = relabel_[s[0]];
        std::uint64_t r = orbitIndex_[s[0]] * rest_;
        unsigned used = 1u << g[s[0]];
        // The digit of cell i is how many still unused labels lie below its label, worth
        // (n-1-i)!; the products are independent of each other (the last digit is 0).
        for (int i = 1; i < n_ - 1; ++i) {
            const unsigned v = g[s[static_cast<std::size_t>(i)]];
            r += (v - below_[used & ((1u << v) - 1)]) * weight_[static_cast<std::size_t>(i)];
            used |= 1u << v;
        }
        return r;
    }
    // The representative of class r.
    void unrank(std::uint64_t r, State& s) const
    {
        s.fill(0);
        const std::uint64_t orbit = r / rest_;
        r %= rest_;
        s[0] = reps_[static_cast<std::size_t>(orbit)];
        unsigned used = 1u << s[0];
        std::uint64_t f = rest_;
        for (int i = 1; i < n_; ++i) {
            f /= static_cast<std::uint64_t>(std::max(1, n_ - i));
            auto digit = static_cast<int>(r / f);
            r %= f;
            for (int v = 0; v < n_; ++v) {
                if (used & (1u << v))
                    continue;
                if (digit-- == 0) {
                    s[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(v);
                    used |= 1u << v;
                    break;
                }
            }
        }
    }
    void first(State& s) const { unrank(0, s); }
    // The representative of the next class in rank order.
    bool next(State& s) const
    {
        if (std::next_permutation(s.begin() + 1, s.begin() + n_))
            return true;
        const std::size_t orbit = orbitIndex_[s[0]] + std::size_t{1};
        if (orbit >= reps_.size())
            return false;
        unrank(orbit * rest_, s);
        return true;
    }
    [[nodiscard]] bool isGoal(const State& s) const
    {
        return std::binary_search(goalRanks_.begin(), goalRanks_.end(), rank(s));
    }
    bool uniqueGoal(State&) const { return false; }
    // The goal classes, one representative each (the build's seeds).
    [[nodiscard]] std::vector<State> goalStates() const
    {
        std::vector<State> out;
        for (const std::uint64_t r : goalRanks_) {
            State s{};
            unrank(r, s);
            out.push_back(s);
        }
        return out;
    }
    [[nodiscard]] std::uint64_t store(const State& s, std::uint64_t) const
    {
        std::uint64_t w = 0;
        for (int i = n_; i-- > 0;)
            w = (w << 4) | s[static_cast<std::size_t>(i)];
        return w;
    }
    void load(std::uint64_t stored, State& s) const
    {
        for (int i = 0; i < n_; ++i, stored >>= 4)
            s[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(stored & 15);
    }
    [[nodiscard]] int symmetryCount() const { return 1; }
    [[nodiscard]] State image(const State& s, int) const { return s; }
    [[nodiscard]] int inverseMove(int m) const { return inverse_[static_cast<std::size_t>(m)]; }

    static std::uint64_t extraBytes(const Rules& rules, const Spec& spec)
    {
        return static_cast<std::uint64_t>(rules.moveCount()) * sizeof(State) +
               (std::uint64_t{1} << spec.cells) + 16 * sizeof(State) + 4096;
    }

private:
    int n_;
    int moves_;
    std::vector<State> sources_;
    std::vector<int> inverse_;
    std::array<std::array<std::uint8_t, 16>, 16> relabel_{};  // label -> its g
    std::array<std::uint8_t, 16> orbitIndex_{};               // label -> its orbit's index
    std::vector<std::uint8_t> reps_;                          // smallest label of each orbit
    std::vector<std::uint8_t> below_;                         // set bits of a label mask
    std::uint64_t rest_ = 1;                                  // (n-1)!
    std::array<std::uint64_t, 16> weight_{};                  // cell i: (n-1-i)!
    std::uint64_t count_ = 0;
    std::vector<std::uint64_t> goalRanks_;
};

// ---- the table -----------------------------------------------------------------------

struct Table {
    Spec spec;
    std::variant<
        std::monostate, GenericSpace, MaskSpace<std::uint32_t, 1>, MaskSpace<std::uint32_t, 2>,
        MaskSpace<std::uint32_t, 3>, MaskSpace<std::uint32_t, 4>, MaskSpace<std::uint64_t, 5>,
        MaskSpace<std::uint64_t, 6>, MaskSpace<std::uint64_t, 7>, PackedDialSpace, OrbitSpace>
        space;
    std::uint64_t count = 0;  // entries: positions of the reduced space (or their classes)
    std::uint64_t orbit = 1;  // positions per entry (OrbitSpace: |G|)
    int bits = 2;             // per entry: 2, 4 or 8
    unsigned modulus = 3;     // distances are stored modulo this (2^bits - 1)
    unsigned unseen = 3;      // all bits set
    std::vector<std::uint64_t, LargePageAllocator<std::uint64_t>> words;
    bool built = false;
    std::vector<std::uint64_t> histogram;
    std::uint64_t unseenCount = 0;
    std::uint64_t needBytes = 0;  // working memory of the build, estimated before it
    std::uint64_t frontierCap = 0;
    unsigned threads = 1;  // for the build
    // Levels with at least this many positions to expand are expanded on all threads.
    std::size_t parallelFrontier = 0;
    double buildMs = 0;
    // Why this table cannot be built at all, whatever the memory (count is then 0).
    std::optional<Problem> refusal;

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

    explicit Entries(Table& t)
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
    void prefetch(std::uint64_t r) const { __builtin_prefetch(words + (r >> perWordLog), 1); }
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

    explicit AtomicEntries(Table& t)
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
    void prefetch(std::uint64_t r) const { __builtin_prefetch(words + (r >> perWordLog), 1); }
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

// A breadth-first frontier list with room for `cap` entries, allocated once and never
// grown: a fresh allocation this large is mapped page by page as entries are written, so
// the memory it takes is what it holds (at most cap * 8 bytes), with no copy of a
// reallocation on top. The build's two lists therefore stay within the frontier share
// of the memory limit (Impl::ensureBuilt).
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
    // straight back, and not from a hole).
    template <typename Space, typename Prefetch>
    [[gnu::always_inline]] void predecessors(const Space& sp, const std::uint64_t* entries,
                                             std::size_t count, Prefetch prefetch)
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
                    prefetch(ranks[at]);
                }
            }
        }
    }
    int moves;
    std::vector<State> states;
    std::vector<std::uint64_t> ranks;
    std::vector<char> legal;
};

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
    std::array<std::uint64_t, kMaxCellSymmetries> ri;  // NOLINT: written before read
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
    std::array<std::uint64_t, kMaxCellSymmetries> ri;  // NOLINT: written before read
    for (int g = 1; g < symmetries; ++g) {
        ri[static_cast<std::size_t>(g)] = sp.rank(sp.image(x, g));
        ae.prefetch(ri[static_cast<std::size_t>(g)]);
    }
    std::uint64_t entered = 0;
    for (int g = 1; g < symmetries; ++g)
        entered += ae.claim(ri[static_cast<std::size_t>(g)], value) ? 1 : 0;
    return entered;
}

// Whether some entry of `word` is unseen (all of its `bits` set).
inline bool anyUnseen(std::uint64_t word, int bits)
{
    std::uint64_t x = word;
    for (int i = 1; i < bits; ++i)
        x &= word >> i;
    const std::uint64_t low = bits == 2   ? 0x5555555555555555u
                              : bits == 4 ? 0x1111111111111111u
                                          : 0x0101010101010101u;
    return (x & low) != 0;
}

// Ranks a thread of a pulled level takes at a time: a multiple of 64, so every table
// word lies in one chunk and, without symmetries, is written by one thread only.
constexpr std::uint64_t kPullChunk = std::uint64_t{1} << 14;

// One pulled level (see buildBreadthFirst): every unseen position looks for a successor
// on level d, on all of the table's threads, each taking the next chunk of ranks. Words
// whose entries are all seen are skipped without visiting their positions. Without
// symmetries a thread writes only the words of its own chunks, each once at its end;
// with them a class is claimed entry by entry (compare-and-swap), so that each position
// is counted once whichever thread enters it. Only the calling thread touches the
// monitor; the other threads' positions are added to its count after each chunk.
template <typename Space>
bool pullLevel(const Space& sp, Table& t, SearchMonitor& monitor, unsigned d, std::uint64_t& found)
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
    std::atomic<std::uint64_t> cursor{0};
    std::atomic<std::uint64_t> othersLooked{0};
    std::atomic<bool> stop{false};
    std::vector<std::uint64_t> founds(threads, 0);
    const auto work = [&](unsigned k) {
        State s{};
        std::uint64_t at = n;  // the rank s holds (n: none yet)
        std::uint64_t entered = 0;
        for (;;) {
            if (stop.load(std::memory_order_relaxed))
                break;
            const std::uint64_t begin = cursor.fetch_add(kPullChunk, std::memory_order_relaxed);
            if (begin >= n)
                break;
            const std::uint64_t end = std::min(n, begin + kPullChunk);
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
                    std::atomic_ref<std::uint64_t>(*wp).store(updated, std::memory_order_relaxed);
            }
            if (k != 0) {
                othersLooked.fetch_add(looked, std::memory_order_relaxed);
            } else {
                monitor.addNodes(looked + othersLooked.exchange(0, std::memory_order_relaxed));
                if (monitor.check(static_cast<int>(d)))
                    stop.store(true, std::memory_order_relaxed);
            }
        }
        founds[k] = entered;
    };
    search::runOnThreads(threads, stop, work);
    if (stop.load())
        return false;
    monitor.addNodes(othersLooked.load());
    for (const std::uint64_t f : founds)
        found += f;
    return true;
}

// Breadth-first backward from every goal position. A level is expanded by pushing from
// a list of its positions (predecessors through each move's inverse) while that list
// is short, then by pulling: every unseen position looks at its successors for one on
// the last level. Pulling needs no list, and tells levels apart with the stored value:
// a successor of a position at distance > d is at distance >= d, and the values written
// in this pass are d + 1, so "value == d mod M" means exactly "on level d".
template <typename Space>
bool buildBreadthFirst(const Space& sp, Table& t, SearchMonitor& monitor)
{
    using State = typename Space::State;
    const std::uint64_t n = t.count;
    const std::uint64_t perWord = 64 / static_cast<std::uint64_t>(t.bits);
    t.words.assign(static_cast<std::size_t>((n + perWord - 1) / perWord), kSaturated);
    const Entries e(t);
    const unsigned mod = t.modulus;
    const int moves = sp.moveCount();

    const int symmetries = sp.symmetryCount();
    const unsigned threads = t.threads;
    const auto cap = static_cast<std::size_t>(t.frontierCap);
    FrontierList frontier(cap);
    FrontierList next(cap);
    bool push = true;
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
    t.histogram = {seeds};
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
        if (push && threads > 1 && frontier.size() >= t.parallelFrontier) {
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
                    b.predecessors(sp, frontier.begin() + i0, count,
                                   [&ae](std::uint64_t r) { ae.prefetch(r); });
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
            search::runOnThreads(threads, stop, work);
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
            for (std::size_t i0 = 0; i0 < frontier.size(); i0 += kBatch) {
                if (pollBatch(monitor, static_cast<int>(d), frontier.size() - i0))
                    return false;
                const std::size_t count = std::min(kBatch, frontier.size() - i0);
                b.predecessors(sp, frontier.begin() + i0, count,
                               [&e](std::uint64_t r) { e.prefetch(r); });
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
        } else if (!pullLevel(sp, t, monitor, d, found)) {
            return false;
        }
        if (found == 0)
            break;
        t.histogram.push_back(found);
        unseenLeft -= found;
    }
    t.unseenCount = unseenLeft;
    return true;
}

// The exact distance of reduced state `s`: walk down the table to a goal position (each
// step to the successor whose value is one less, modulo M; see the header).
template <typename Space>
int walkDown(const Space& sp, const Table& t, typename Space::State s, std::uint64_t& lookups,
             std::vector<int>* moves = nullptr)
{
    unsigned v = t.get(sp.rank(s));
    ++lookups;
    if (v == t.unseen)
        return -1;
    int d = 0;
    while (!sp.isGoal(s)) {
        const unsigned want = (v + t.modulus - 1) % t.modulus;
        bool stepped = false;
        for (int m = 0; m < sp.moveCount() && !stepped; ++m) {
            typename Space::State y{};
            if (!sp.apply(s, m, y))
                continue;
            const unsigned w = t.get(sp.rank(y));
            ++lookups;
            if (w == want) {
                s = y;
                v = w;
                ++d;
                stepped = true;
                if (moves)
                    moves->push_back(m);
            }
        }
        if (!stepped || static_cast<std::uint64_t>(d) > t.count)
            return -2;  // cannot happen for a table built as above
    }
    return d;
}

// One way of reaching the goal: a table and how a full position projects onto it.
struct Component {
    std::shared_ptr<Table> table;
    std::array<std::uint8_t, 256> classOf{};  // permutation, sliding: label -> class
    std::uint64_t fiber = 1;                  // full positions per reduced position (valid ones)
};

std::string number(std::uint64_t v)
{
    return v == kSaturated ? "more than 1.8e19" : std::to_string(v);
}

Problem memoryProblem(std::uint64_t needed, std::uint64_t limit)
{
    return Problem{"engine.table-memory", {number(needed), number(limit)}, {}};
}

Problem internalProblem(const std::string& what)
{
    return Problem{"internal", {"table engine: " + what}, {}};
}

}  // namespace

// ---- the engine ----------------------------------------------------------------------

struct TableEngine::Impl {
    std::shared_ptr<const Rules> rules;
    EngineOptions options;
    // Built tables, and the unbuilt ones a request has planned (so that components
    // with equal specs share one table even before it is built).
    mutable std::map<std::string, std::shared_ptr<Table>> cache;
    std::array<int, 256> startCount{};  // permutation, sliding: occurrences in start
    bool reversible = true;             // every move has an inverse among the moves
    int maxOrder = 1;                   // largest move order

    explicit Impl(std::shared_ptr<const Rules> r, EngineOptions o) : rules(std::move(r)), options(o)
    {
        const def::PuzzleDef& d = rules->def();
        if (d.kind != def::Kind::Dial)
            for (const int l : d.start)
                ++startCount[static_cast<std::size_t>(l)];
        if (d.kind != def::Kind::Sliding) {
            for (int m = 0; m < rules->moveCount(); ++m) {
                const RuleMove& rm = rules->move(m);
                bool hasInverse = false;
                for (int k = 0; k < rules->moveCount() && !hasInverse; ++k) {
                    const RuleMove& rk = rules->move(k);
                    bool undoes = true;
                    for (std::size_t i = 0; i < rm.sources.size() && undoes; ++i)
                        undoes = rm.sources[static_cast<std::size_t>(rk.sources[i])] ==
                                 static_cast<int>(i);
                    for (std::size_t i = 0; i < rm.add.size() && undoes; ++i)
                        undoes = (rm.add[i] + rk.add[i]) % d.modulus == 0;
                    hasInverse = undoes;
                }
                reversible = reversible && hasInverse;
                maxOrder = std::max(maxOrder, moveOrder(rm));
            }
        }
    }

    [[nodiscard]] int moveOrder(const RuleMove& rm) const
    {
        const def::PuzzleDef& d = rules->def();
        long long order = 1;
        if (d.kind == def::Kind::Dial) {
            for (const int a : rm.add)
                order = std::lcm(order, static_cast<long long>(d.modulus / std::gcd(d.modulus, a)));
        } else {
            std::vector<bool> seen(rm.sources.size(), false);
            for (std::size_t i = 0; i < rm.sources.size(); ++i) {
                long long len = 0;
                for (std::size_t j = i; !seen[j]; j = static_cast<std::size_t>(rm.sources[j])) {
                    seen[j] = true;
                    ++len;
                }
                if (len > 0)
                    order = std::lcm(order, len);
                if (order > 1000)
                    return 1000;
            }
        }
        return static_cast<int>(std::min<long long>(order, 1000));
    }

    // Bits per entry for this puzzle (0: distances cannot be told apart in 8 bits).
    [[nodiscard]] int entryBits() const
    {
        if (reversible)
            return 2;
        if (maxOrder + 1 <= 15)
            return 4;
        if (maxOrder + 1 <= 255)
            return 8;
        return 0;
    }

    // A goal other than the definition's: a full `values` goal must be a valid
    // position (Rules::validateGoal); partial, uniform and anyOf goals must name cells
    // that exist and values the puzzle has.
    void checkGoal(const def::Goal& g, const std::string& path, Problems& problems) const
    {
        const def::PuzzleDef& d = rules->def();
        const int n = rules->cellCount();
        const auto add = [&](std::string code, std::vector<std::string> args) {
            problems.push_back(Problem{std::move(code), std::move(args), {0, 0, path}});
        };
        switch (g.type) {
        case def::Goal::Type::Values: {
            if (static_cast<int>(g.values.size()) != n) {
                add("goal.count", {std::to_string(n), std::to_string(g.values.size())});
                return;
            }
            if (std::none_of(g.values.begin(), g.values.end(), [](int v) { return v < 0; })) {
                for (Problem p : rules->validateGoal(g)) {
                    if (p.where.path.empty())
                        p.where.path = path;
                    problems.push_back(std::move(p));
                }
                return;
            }
            for (int c = 0; c < n; ++c) {
                const int v = g.values[static_cast<std::size_t>(c)];
                const bool ok = v < 0 || (d.kind == def::Kind::Dial
                                              ? v < d.modulus
                                              : std::find(d.labels.begin(), d.labels.end(), v) !=
                                                    d.labels.end());
                if (!ok)
                    add("goal.bad-value", {std::to_string(c), std::to_string(v)});
            }
            return;
        }
        case def::Goal::Type::Uniform:
            if (g.uniformCells.empty())
                add("goal.uniform-empty", {});
            for (const int c : g.uniformCells)
                if (c < 0 || c >= n)
                    add("goal.cell-range", {std::to_string(c), std::to_string(n - 1)});
            return;
        case def::Goal::Type::AnyOf:
            if (g.anyOf.empty())
                add("goal.anyof-empty", {});
            for (std::size_t a = 0; a < g.anyOf.size(); ++a)
                checkGoal(g.anyOf[a], path + ".anyOf[" + std::to_string(a) + "]", problems);
            return;
        }
    }

    // ---- reduction -------------------------------------------------------------------

    // A `values` goal (permutation, sliding) as a spec plus the label -> class map;
    // nullopt when no valid position can meet it.
    std::optional<Component> valuesComponent(const std::vector<int>& values) const
    {
        const def::PuzzleDef& d = rules->def();
        Component comp;
        comp.classOf.fill(kNoClass);
        int classes = 0;
        for (const int v : values)
            if (v >= 0 && comp.classOf[static_cast<std::size_t>(v)] == kNoClass)
                comp.classOf[static_cast<std::size_t>(v)] = static_cast<std::uint8_t>(classes++);
        if (d.kind == def::Kind::Sliding &&
            comp.classOf[static_cast<std::size_t>(d.blank)] == kNoClass)
            comp.classOf[static_cast<std::size_t>(d.blank)] = static_cast<std::uint8_t>(classes++);
        std::vector<int> merged;
        for (int l = 0; l < 256; ++l)
            if (startCount[static_cast<std::size_t>(l)] > 0 &&
                comp.classOf[static_cast<std::size_t>(l)] == kNoClass)
                merged.push_back(l);
        if (!merged.empty()) {
            for (const int l : merged)
                comp.classOf[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(classes);
            ++classes;
        }
        Spec s;
        s.kind = d.kind;
        s.cells = rules->cellCount();
        s.counts.assign(static_cast<std::size_t>(classes), 0);
        for (int l = 0; l < 256; ++l)
            if (comp.classOf[static_cast<std::size_t>(l)] != kNoClass)
                s.counts[comp.classOf[static_cast<std::size_t>(l)]] +=
                    startCount[static_cast<std::size_t>(l)];
        std::vector<int> needed(static_cast<std::size_t>(classes), 0);
        for (const int v : values) {
            s.goal.push_back(v >= 0 ? comp.classOf[static_cast<std::size_t>(v)] : -1);
            if (v >= 0)
                ++needed[comp.classOf[static_cast<std::size_t>(v)]];
        }
        for (int c = 0; c < classes; ++c)
            if (needed[static_cast<std::size_t>(c)] > s.counts[static_cast<std::size_t>(c)])
                return std::nullopt;
        if (d.kind == def::Kind::Sliding)
            s.blankClass = comp.classOf[static_cast<std::size_t>(d.blank)];
        std::vector<int> mergedCounts;
        for (const int l : merged)
            mergedCounts.push_back(startCount[static_cast<std::size_t>(l)]);
        comp.fiber = search::multinomialCount(mergedCounts).value_or(kSaturated);
        comp.table = tableFor(s);
        return comp;
    }

    std::optional<Component> dialComponent(const def::Goal& g) const
    {
        const def::PuzzleDef& d = rules->def();
        Spec s;
        s.kind = def::Kind::Dial;
        s.modulus = d.modulus;
        if (g.type == def::Goal::Type::Uniform) {
            s.kept = g.uniformCells;
            std::sort(s.kept.begin(), s.kept.end());
            s.kept.erase(std::unique(s.kept.begin(), s.kept.end()), s.kept.end());
            s.allEqual = true;
            s.goal.assign(s.kept.size(), -1);
        } else {
            for (int c = 0; c < rules->cellCount(); ++c) {
                const int v = c < static_cast<int>(g.values.size())
                                  ? g.values[static_cast<std::size_t>(c)]
                                  : -1;
                if (v >= 0) {
                    if (v >= d.modulus)
                        return std::nullopt;
                    s.kept.push_back(c);
                    s.goal.push_back(v);
                }
            }
        }
        s.cells = static_cast<int>(s.kept.size());
        Component comp;
        comp.fiber =
            search::powerCount(d.modulus, rules->cellCount() - s.cells).value_or(kSaturated);
        comp.table = tableFor(s);
        return comp;
    }

    // Distinct labels and a goal of full arrangements (one, or anyOf several) that a
    // group G of relabellings maps onto itself, G acting freely on the labels: one
    // component over the classes of positions under G (OrbitSpace), whose distance is
    // the distance to the whole goal set. TopSpin's goal, 1..12 in ring order starting
    // anywhere, is kept by "add 1 to every label mod 12": 12!/12 classes. nullopt when
    // the goal is not of this form, or only the identity keeps it.
    std::optional<Component> orbitComponent(const def::Goal& goal) const
    {
        const def::PuzzleDef& d = rules->def();
        const int n = rules->cellCount();
        if (d.kind != def::Kind::Permutation || n < 2 || n > OrbitSpace::kMaxCells)
            return std::nullopt;
        Component comp;
        comp.classOf.fill(kNoClass);
        int classes = 0;
        for (int l = 0; l < 256; ++l) {
            const int k = startCount[static_cast<std::size_t>(l)];
            if (k > 1)
                return std::nullopt;
            if (k == 1)
                comp.classOf[static_cast<std::size_t>(l)] = static_cast<std::uint8_t>(classes++);
        }
        if (classes != n)
            return std::nullopt;
        // The goal positions as arrangements of the classes.
        std::vector<std::vector<int>> goals;
        const std::function<bool(const def::Goal&)> collect = [&](const def::Goal& g) {
            if (g.type == def::Goal::Type::AnyOf)
                return std::all_of(g.anyOf.begin(), g.anyOf.end(), collect);
            if (g.type != def::Goal::Type::Values || static_cast<int>(g.values.size()) != n)
                return false;
            std::vector<int> x;
            std::vector<bool> seen(static_cast<std::size_t>(n), false);
            for (const int v : g.values) {
                if (v < 0 || v > 255 || comp.classOf[static_cast<std::size_t>(v)] == kNoClass)
                    return false;
                const int c = comp.classOf[static_cast<std::size_t>(v)];
                if (seen[static_cast<std::size_t>(c)])
                    return false;
                seen[static_cast<std::size_t>(c)] = true;
                x.push_back(c);
            }
            goals.push_back(std::move(x));
            return true;
        };
        if (!collect(goal))
            return std::nullopt;
        std::sort(goals.begin(), goals.end());
        goals.erase(std::unique(goals.begin(), goals.end()), goals.end());
        if (goals.size() < 2)
            return std::nullopt;
        // Any g of G maps goals[0] onto some goal s, which fixes g: g(goals[0][i]) = s[i].
        // So G is among these |S| candidates; keep those that map every goal to a goal.
        // (goals[0] gives the identity, first.)
        std::vector<std::vector<int>> group;
        for (const std::vector<int>& target : goals) {
            std::vector<int> g(static_cast<std::size_t>(n));
            for (std::size_t i = 0; i < g.size(); ++i)
                g[static_cast<std::size_t>(goals[0][i])] = target[i];
            bool keeps = true;
            std::vector<int> image(g.size());
            for (std::size_t k = 0; k < goals.size() && keeps; ++k) {
                for (std::size_t i = 0; i < g.size(); ++i)
                    image[i] = g[static_cast<std::size_t>(goals[k][i])];
                keeps = std::binary_search(goals.begin(), goals.end(), image);
            }
            if (keeps)
                group.push_back(std::move(g));
        }
        if (group.size() < 2)
            return std::nullopt;
        // Freely: no element but the identity fixes a label (else classes would differ
        // in size and the representative would need more than cell 0).
        for (std::size_t k = 1; k < group.size(); ++k)
            for (int c = 0; c < n; ++c)
                if (group[k][static_cast<std::size_t>(c)] == c)
                    return std::nullopt;
        Spec s;
        s.kind = def::Kind::Permutation;
        s.cells = n;
        s.counts.assign(static_cast<std::size_t>(n), 1);
        s.goal = goals[0];
        s.labelGroup = std::move(group);
        s.goalSet = std::move(goals);
        comp.table = tableFor(s);
        return comp;
    }

    // The components of a goal (see split), or its one orbit component.
    void components(const def::Goal& g, std::vector<Component>& out) const
    {
        if (auto c = orbitComponent(g)) {
            out.push_back(std::move(*c));
            return;
        }
        split(g, out);
    }

    // The components of a goal, in the order of its alternatives (uniform: per label,
    // in the order of `labels`). Components sharing a table keep their own class maps.
    void split(const def::Goal& g, std::vector<Component>& out) const
    {
        const def::PuzzleDef& d = rules->def();
        switch (g.type) {
        case def::Goal::Type::AnyOf:
            for (const def::Goal& a : g.anyOf)
                split(a, out);
            return;
        case def::Goal::Type::Values:
            if (d.kind == def::Kind::Dial) {
                if (auto c = dialComponent(g))
                    out.push_back(std::move(*c));
            } else if (auto c = valuesComponent(g.values)) {
                out.push_back(std::move(*c));
            }
            return;
        case def::Goal::Type::Uniform:
            if (d.kind == def::Kind::Dial) {
                if (auto c = dialComponent(g))
                    out.push_back(std::move(*c));
                return;
            }
            for (const int label : d.labels) {
                std::vector<int> values(static_cast<std::size_t>(rules->cellCount()), -1);
                for (const int c : g.uniformCells)
                    values[static_cast<std::size_t>(c)] = label;
                if (auto c = valuesComponent(values))
                    out.push_back(std::move(*c));
            }
            return;
        }
    }

    // The one table over the full space whose goal positions are those `goal` accepts
    // (the histogram of a goal that needs several tables).
    Component fullComponent(const def::Goal& goal) const
    {
        const def::PuzzleDef& d = rules->def();
        Spec s;
        s.kind = d.kind;
        s.cells = rules->cellCount();
        s.fullGoal = goal;
        Component comp;
        comp.classOf.fill(kNoClass);
        if (d.kind == def::Kind::Dial) {
            s.modulus = d.modulus;
            for (int c = 0; c < s.cells; ++c)
                s.kept.push_back(c);
        } else {
            for (int l = 0; l < 256; ++l)
                if (startCount[static_cast<std::size_t>(l)] > 0) {
                    comp.classOf[static_cast<std::size_t>(l)] =
                        static_cast<std::uint8_t>(s.counts.size());
                    s.counts.push_back(startCount[static_cast<std::size_t>(l)]);
                    s.classLabel.push_back(l);
                }
            if (d.kind == def::Kind::Sliding)
                s.blankClass = comp.classOf[static_cast<std::size_t>(d.blank)];
        }
        s.goal.assign(static_cast<std::size_t>(s.cells), -1);
        comp.table = tableFor(s);
        return comp;
    }

    // The cached table for a spec, or a new unbuilt one with its memory estimate
    // (count == 0: the space is too large to rank at all).
    std::shared_ptr<Table> tableFor(const Spec& s) const
    {
        const std::string key = s.key();
        if (auto it = cache.find(key); it != cache.end())
            return it->second;
        auto t = std::make_shared<Table>();
        t->spec = s;
        const int bits = entryBits();
        t->setBits(bits == 0 ? 8 : bits);
        std::optional<std::uint64_t> count;
        if (s.kind == def::Kind::Dial)
            count = search::powerCount(s.modulus, s.cells);
        else
            count = search::multinomialCount(s.counts);
        if (s.usesOrbits() && count) {
            t->orbit = s.labelGroup.size();
            count = *count / t->orbit;
        }
        if (s.cells > kMaxCells) {
            t->refusal = Problem{
                "engine.table-cells", {std::to_string(kMaxCells), std::to_string(s.cells)}, {}};
        } else if (bits == 0) {
            t->refusal = Problem{
                "engine.table-move-order", {std::to_string(maxOrder), std::to_string(254)}, {}};
        }
        if (!count || t->refusal) {
            t->count = 0;
            double approx = s.kind == def::Kind::Dial ? std::pow(double(s.modulus), s.cells)
                                                      : search::multinomialApprox(s.counts);
            approx = approx * std::max(t->bits, 2) / 8.0;
            t->needBytes = t->refusal         ? 0
                           : approx >= 1.8e19 ? kSaturated
                                              : static_cast<std::uint64_t>(approx);
            cache[key] = t;
            return t;
        }
        t->count = *count;
        const std::uint64_t perWord = 64 / static_cast<std::uint64_t>(t->bits);
        std::uint64_t bytes = (t->count + perWord - 1) / perWord * 8;
        // The frontier gets what memory is left at build time, at least this much.
        bytes = addSat(bytes, 2 * kMinFrontier * 8);
        bytes = addSat(bytes, s.usesMask() ? MaskSpace<std::uint64_t, 7>::extraBytes(*rules, s)
                              : s.usesPackedDial() ? PackedDialSpace::extraBytes(*rules, s)
                              : s.usesOrbits()     ? OrbitSpace::extraBytes(*rules, s)
                                                   : GenericSpace::extraBytes(*rules, s));
        t->needBytes = bytes;
        cache[key] = t;
        return t;
    }

    // Builds what `comps` needs, within the memory limit.
    Outcome ensureBuilt(std::vector<Component>& comps, SearchMonitor& monitor, Problems& problems,
                        SolveStats& stats)
    {
        std::vector<std::shared_ptr<Table>> todo;
        std::uint64_t needed = 0;
        std::uint64_t all = 0;
        for (const Component& c : comps) {
            if (std::find(todo.begin(), todo.end(), c.table) != todo.end())
                continue;
            todo.push_back(c.table);
            all = addSat(all, c.table->built ? c.table->bytes() : c.table->needBytes);
            if (!c.table->built)
                needed = addSat(needed, c.table->needBytes);
        }
        const std::uint64_t limit = options.maxMemoryBytes;
        std::uint64_t held = 0;
        for (const auto& [key, t] : cache)
            held += t->bytes();
        if (needed > 0 && addSat(held, needed) > limit) {
            // Make room: drop cached tables this request does not use.
            for (auto it = cache.begin(); it != cache.end();)
                if (std::find(todo.begin(), todo.end(), it->second) == todo.end())
                    it = cache.erase(it);
                else
                    ++it;
            if (all > limit) {
                problems.push_back(memoryProblem(all, limit));
                return Outcome::Failed;
            }
        }
        for (const auto& t : todo)
            if (!t->built && t->refusal) {
                problems.push_back(*t->refusal);
                return Outcome::Failed;
            }
        for (const auto& t : todo) {
            if (t->built)
                continue;
            if (t->count == 0) {
                problems.push_back(memoryProblem(all, limit));
                return Outcome::Failed;
            }
            // The breadth-first frontier (two lists of 8-byte entries) may use the memory
            // the limit leaves; beyond that the build pulls instead of pushing.
            held = 0;
            for (const auto& [key, c] : cache)
                held += c->bytes();
            const std::uint64_t used = addSat(held, t->needBytes);
            const std::uint64_t spare = used < limit ? (limit - used) / 16 : 0;
            t->frontierCap = std::min(t->count, kMinFrontier + spare);
            // By default only levels large enough to repay starting the threads go
            // parallel; an explicit thread count is honoured from small levels on.
            t->parallelFrontier = options.threads != 0 ? 1024 : std::size_t{1} << 16;
            t->threads = options.threads != 0
                             ? std::min(options.threads, 64u)
                             : std::clamp(std::thread::hardware_concurrency(), 1u, 8u);
            const Stopwatch clock;
            monitor.setPhase(Phase::BuildingTable);
            bool ok = false;
            if (t->spec.usesMask()) {
                switch ((t->spec.cells + 7) / 8) {
                case 1:
                    ok = buildIn<MaskSpace<std::uint32_t, 1>>(*t, monitor);
                    break;
                case 2:
                    ok = buildIn<MaskSpace<std::uint32_t, 2>>(*t, monitor);
                    break;
                case 3:
                    ok = buildIn<MaskSpace<std::uint32_t, 3>>(*t, monitor);
                    break;
                case 4:
                    ok = buildIn<MaskSpace<std::uint32_t, 4>>(*t, monitor);
                    break;
                case 5:
                    ok = buildIn<MaskSpace<std::uint64_t, 5>>(*t, monitor);
                    break;
                case 6:
                    ok = buildIn<MaskSpace<std::uint64_t, 6>>(*t, monitor);
                    break;
                default:
                    ok = buildIn<MaskSpace<std::uint64_t, 7>>(*t, monitor);
                    break;
                }
            } else if (t->spec.usesPackedDial()) {
                ok = buildIn<PackedDialSpace>(*t, monitor);
            } else if (t->spec.usesOrbits()) {
                ok = buildIn<OrbitSpace>(*t, monitor);
            } else {
                ok = buildIn<GenericSpace>(*t, monitor);
            }
            if (!ok) {
                decltype(t->words)().swap(t->words);
                t->space = std::monostate{};
                return Outcome::Cancelled;
            }
            t->buildMs = clock.elapsedMs();
            t->built = true;
            stats.buildMs += t->buildMs;
            cache[t->spec.key()] = t;
        }
        for (const auto& t : todo) {
            stats.tableBytes += t->bytes();
            stats.statesStored += t->count;
        }
        return Outcome::Solved;
    }

    template <typename Space>
    bool buildIn(Table& t, SearchMonitor& monitor) const
    {
        t.space.emplace<Space>(*rules, t.spec);
        return buildBreadthFirst(std::get<Space>(t.space), t, monitor);
    }

    // ---- look-ups on full positions --------------------------------------------------

    // A full position in a component's reduced space.
    [[nodiscard]] Cells project(const GenericSpace&, const Component& c, const Position& p) const
    {
        return cellsOf(c, p);
    }
    [[nodiscard]] std::uint64_t project(const PackedDialSpace& ds, const Component& c,
                                        const Position& p) const
    {
        return packedOf(c, ds, p);
    }
    [[nodiscard]] OrbitSpace::State project(const OrbitSpace&, const Component& c,
                                            const Position& p) const
    {
        OrbitSpace::State s{};
        for (std::size_t i = 0; i < p.cells.size(); ++i)
            s[i] = c.classOf[p.cells[i]];
        return s;
    }
    template <typename W, int B>
    [[nodiscard]] std::uint64_t project(const MaskSpace<W, B>&, const Component& c,
                                        const Position& p) const
    {
        return maskOf(c, p);
    }

    [[nodiscard]] std::uint64_t rankOf(const Component& c, const Position& p) const
    {
        return std::visit(
            [&](const auto& sp) -> std::uint64_t {
                using S = std::decay_t<decltype(sp)>;
                if constexpr (std::is_same_v<S, std::monostate>)
                    return 0;
                else
                    return sp.rank(project(sp, c, p));
            },
            c.table->space);
    }

    [[nodiscard]] std::uint64_t maskOf(const Component& c, const Position& p) const
    {
        std::uint64_t mask = 0;
        for (std::size_t i = 0; i < p.cells.size(); ++i)
            if (c.classOf[p.cells[i]] == 0)
                mask |= std::uint64_t{1} << i;
        return mask;
    }

    [[nodiscard]] static std::uint64_t packedOf(const Component& c, const PackedDialSpace& ds,
                                                const Position& p)
    {
        std::uint64_t s = 0;
        const std::vector<int>& kept = c.table->spec.kept;
        for (std::size_t i = 0; i < kept.size(); ++i)
            s |= static_cast<std::uint64_t>(p.cells[static_cast<std::size_t>(kept[i])])
                 << (static_cast<std::size_t>(ds.bits()) * i);
        return s;
    }

    [[nodiscard]] Cells cellsOf(const Component& c, const Position& p) const
    {
        Cells s{};
        const Spec& spec = c.table->spec;
        if (spec.kind == def::Kind::Dial) {
            for (std::size_t i = 0; i < spec.kept.size(); ++i)
                s[i] = p.cells[static_cast<std::size_t>(spec.kept[i])];
        } else {
            for (std::size_t i = 0; i < p.cells.size(); ++i)
                s[i] = c.classOf[p.cells[i]];
        }
        return s;
    }

    // The walk takes, at each step, the first move (in move order) that leads one step
    // closer in this component's table; `moves` receives them.
    int exactDistance(const Component& c, const Position& p, std::uint64_t& lookups,
                      std::vector<int>* moves = nullptr) const
    {
        const Table& t = *c.table;
        return std::visit(
            [&](const auto& sp) -> int {
                using S = std::decay_t<decltype(sp)>;
                if constexpr (std::is_same_v<S, std::monostate>)
                    return -2;
                else
                    return walkDown(sp, t, project(sp, c, p), lookups, moves);
            },
            t.space);
    }

    // The distance after a move, from the distance before it and the stored value.
    static int stepDistance(const Table& t, int before, unsigned value)
    {
        const auto m = static_cast<int>(t.modulus);
        const int delta = (static_cast<int>(value) - before % m + 1 + 2 * m) % m - 1;
        return before + delta;
    }

    // Validates the request and builds its tables; then the exact distance per
    // component (-1 unsolvable) and overall.
    struct Prepared {
        Outcome outcome = Outcome::Failed;
        std::vector<Component> comps;
        std::vector<int> dist;
        int best = -1;
        bool single = false;  // one component: `walk` is the answer
        std::vector<int> walk;
        Problems problems;
        SolveStats stats;
    };

    Prepared prepare(const SolveRequest& request, const ProgressFn& progress,
                     const CancelToken& cancel)
    {
        Prepared out;
        out.problems = rules->validate(request.position);
        if (out.problems.empty() && !(request.goal == rules->goal()))
            checkGoal(request.goal, "goal", out.problems);
        if (!out.problems.empty())
            return out;
        components(request.goal, out.comps);
        SearchMonitor monitor(progress, cancel, Phase::BuildingTable);
        out.outcome = ensureBuilt(out.comps, monitor, out.problems, out.stats);
        if (out.outcome != Outcome::Solved)
            return out;
        // One component: its walk is already the descent of solve() (the first move that
        // goes one step closer, every time), so keep its moves.
        out.single = out.comps.size() == 1;
        for (const Component& c : out.comps) {
            const int d = exactDistance(c, request.position, out.stats.nodes,
                                        out.single ? &out.walk : nullptr);
            if (d == -2) {
                out.problems.push_back(internalProblem("inconsistent table"));
                out.outcome = Outcome::Failed;
                return out;
            }
            out.dist.push_back(d);
            if (d >= 0 && (out.best < 0 || d < out.best))
                out.best = d;
        }
        out.outcome = out.best < 0 ? Outcome::Unsolvable : Outcome::Solved;
        return out;
    }

    // The distances of every component after move m from p (p's distances in `dist`);
    // the minimum, or -1 when the move is illegal.
    int after(const std::vector<Component>& comps, const std::vector<int>& dist,
              const Position& next, std::vector<int>& nextDist, std::uint64_t& lookups) const
    {
        int best = -1;
        nextDist.assign(dist.size(), -1);
        for (std::size_t j = 0; j < comps.size(); ++j) {
            if (dist[j] < 0)
                continue;
            const Table& t = *comps[j].table;
            const unsigned v = t.get(rankOf(comps[j], next));
            ++lookups;
            if (v == t.unseen)
                return -2;  // a move never leaves the solvable positions
            nextDist[j] = stepDistance(t, dist[j], v);
            if (best < 0 || nextDist[j] < best)
                best = nextDist[j];
        }
        return best;
    }
};

TableEngine::TableEngine(std::shared_ptr<const Rules> rules, EngineOptions options)
    : impl_(std::make_unique<Impl>(std::move(rules), options))
{
}

TableEngine::~TableEngine() = default;

Answer TableEngine::solve(const SolveRequest& request, const ProgressFn& progress,
                          const CancelToken& cancel)
{
    const Stopwatch clock;
    Impl::Prepared prep = impl_->prepare(request, progress, cancel);
    Answer answer;
    answer.outcome = prep.outcome;
    answer.problems = std::move(prep.problems);
    answer.stats = prep.stats;
    if (prep.outcome != Outcome::Solved) {
        answer.stats.wallMs = clock.elapsedMs();
        return answer;
    }
    // Descent: from the position, always the FIRST legal move (in move order) that
    // brings the distance (the minimum over the components) one step closer. A shortest
    // answer from x of length D is a sequence whose i-th position has distance D - i
    // exactly, so a shortest answer starting with move m exists iff m leads to distance
    // D - 1; the smallest shortest answer therefore starts with the first such m, and
    // continues with the smallest shortest answer from there, which is what the next
    // step picks, by the same argument (induction on D). The minimum over components
    // is the distance to the union of their goal sets, so the tie-break runs across
    // labels and alternatives, not one label first.
    const Rules& rules = *impl_->rules;
    Position p = request.position;
    std::vector<int> dist = prep.dist;
    std::vector<int> nextDist;
    int d = prep.best;
    if (prep.single) {
        // The same descent, already walked in the reduced space.
        answer.moves = std::move(prep.walk);
        for (const int m : answer.moves)
            rules.applyInPlace(p, m);
        d = 0;
    }
    while (d > 0) {
        bool stepped = false;
        for (int m = 0; m < rules.moveCount() && !stepped; ++m) {
            if (!rules.legal(p, m))
                continue;
            Position q = rules.apply(p, m);
            const int e = impl_->after(prep.comps, dist, q, nextDist, answer.stats.nodes);
            if (e == d - 1) {
                p = std::move(q);
                dist.swap(nextDist);
                answer.moves.push_back(m);
                --d;
                stepped = true;
            } else if (e == -2) {
                break;
            }
        }
        if (!stepped) {
            answer.outcome = Outcome::Failed;
            answer.moves.clear();
            answer.problems.push_back(internalProblem("descent found no closer position"));
            answer.stats.wallMs = clock.elapsedMs();
            return answer;
        }
    }
    const auto reached = rules.reached(p, request.goal);
    if (!reached) {
        answer.outcome = Outcome::Failed;
        answer.moves.clear();
        answer.problems.push_back(internalProblem("descent ended away from the goal"));
    } else {
        answer.reached = *reached;
    }
    answer.stats.wallMs = clock.elapsedMs();
    return answer;
}

TableResult<int> TableEngine::distance(const SolveRequest& request, const ProgressFn& progress,
                                       const CancelToken& cancel)
{
    Impl::Prepared prep = impl_->prepare(request, progress, cancel);
    TableResult<int> r;
    r.outcome = prep.outcome;
    r.problems = std::move(prep.problems);
    r.stats = prep.stats;
    r.value = prep.outcome == Outcome::Solved ? prep.best : -1;
    return r;
}

TableResult<std::vector<int>> TableEngine::hint(const SolveRequest& request,
                                                const ProgressFn& progress,
                                                const CancelToken& cancel)
{
    Impl::Prepared prep = impl_->prepare(request, progress, cancel);
    TableResult<std::vector<int>> r;
    r.outcome = prep.outcome;
    r.problems = std::move(prep.problems);
    r.stats = prep.stats;
    if (prep.outcome != Outcome::Solved || prep.best == 0)
        return r;
    const Rules& rules = *impl_->rules;
    std::vector<int> nextDist;
    for (int m = 0; m < rules.moveCount(); ++m) {
        if (!rules.legal(request.position, m))
            continue;
        const int e = impl_->after(prep.comps, prep.dist, rules.apply(request.position, m),
                                   nextDist, r.stats.nodes);
        if (e == prep.best - 1)
            r.value.push_back(m);
    }
    return r;
}

TableResult<std::vector<TableHistogram>> TableEngine::tableHistograms(const def::Goal& goal,
                                                                      const ProgressFn& progress,
                                                                      const CancelToken& cancel)
{
    TableResult<std::vector<TableHistogram>> r;
    std::vector<Component> comps;
    impl_->components(goal, comps);
    SearchMonitor monitor(progress, cancel, Phase::BuildingTable);
    r.outcome = impl_->ensureBuilt(comps, monitor, r.problems, r.stats);
    if (r.outcome != Outcome::Solved)
        return r;
    std::vector<const Table*> seen;
    for (const Component& c : comps) {
        if (std::find(seen.begin(), seen.end(), c.table.get()) != seen.end())
            continue;
        seen.push_back(c.table.get());
        TableHistogram h;
        const std::uint64_t each = c.table->orbit;
        for (const std::uint64_t n : c.table->histogram)
            h.counts.push_back(mulSat(n, each));
        h.unsolvable = mulSat(c.table->unseenCount, each);
        h.positions = mulSat(c.table->count, each);
        h.entries = c.table->count;
        r.value.push_back(std::move(h));
    }
    return r;
}

TableResult<TableHistogram> TableEngine::histogram(const def::Goal& goal,
                                                   const ProgressFn& progress,
                                                   const CancelToken& cancel)
{
    TableResult<TableHistogram> r;
    std::vector<Component> comps;
    impl_->components(goal, comps);
    const def::PuzzleDef& d = impl_->rules->def();
    if (comps.empty()) {
        // No valid position can meet the goal.
        std::vector<int> counts;
        for (const int c : impl_->startCount)
            if (c > 0)
                counts.push_back(c);
        const auto total = d.kind == def::Kind::Dial
                               ? search::powerCount(d.modulus, impl_->rules->cellCount())
                               : search::multinomialCount(counts);
        r.outcome = Outcome::Solved;
        r.value.unsolvable = r.value.positions = total.value_or(kSaturated);
        return r;
    }
    if (comps.size() > 1)
        comps = {impl_->fullComponent(goal)};
    SearchMonitor monitor(progress, cancel, Phase::BuildingTable);
    r.outcome = impl_->ensureBuilt(comps, monitor, r.problems, r.stats);
    if (r.outcome != Outcome::Solved)
        return r;
    const Component& c = comps.front();
    // Every entry stands for the same number of full positions: the fiber of the
    // reduction times the class size of a label symmetry.
    const std::uint64_t each = mulSat(c.fiber, c.table->orbit);
    for (const std::uint64_t n : c.table->histogram)
        r.value.counts.push_back(mulSat(n, each));
    r.value.unsolvable = mulSat(c.table->unseenCount, each);
    r.value.positions = mulSat(c.table->count, each);
    r.value.entries = c.table->count;
    return r;
}

std::uint64_t TableEngine::bytesNeeded(const def::Goal& goal) const
{
    std::vector<Component> comps;
    impl_->components(goal, comps);
    std::vector<const Table*> seen;
    std::uint64_t total = 0;
    for (const Component& c : comps) {
        if (std::find(seen.begin(), seen.end(), c.table.get()) != seen.end())
            continue;
        seen.push_back(c.table.get());
        total = addSat(total, c.table->built ? c.table->bytes() : c.table->needBytes);
    }
    return total;
}

std::size_t TableEngine::tableBytes() const
{
    std::size_t total = 0;
    for (const auto& [key, t] : impl_->cache)
        total += t->bytes();
    return total;
}

bool tableEngineFits(const Rules& rules)
{
    return rules.cellCount() <= kMaxCells;
}

std::unique_ptr<DefEngine> makeTableEngine(std::shared_ptr<const Rules> rules,
                                           const EngineOptions& options)
{
    return std::make_unique<TableEngine>(std::move(rules), options);
}

}  // namespace pl
