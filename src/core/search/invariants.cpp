#include "core/search/invariants.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <variant>
#include <vector>

namespace pl::search {

namespace {

// One coordinate: a segment's invariant, modulo its prime.
struct Coordinate {
    int segment = 0;
    int offset = 0;  // its first byte in the reduced state
    int size = 0;
    bool parity = false;  // else an orientation sum
    int prime = 2;
    bool quarter = false;  // 3 or 4 pieces, every move even: the arrangement's class mod 3
};

bool isPrime(int k)
{
    if (k < 2)
        return false;
    for (int d = 2; d * d <= k; ++d)
        if (k % d == 0)
            return false;
    return true;
}

int mod(long long v, int p)
{
    return static_cast<int>(((v % p) + p) % p);
}

// The inverse of a (nonzero) modulo the prime p.
int inverseMod(int a, int p)
{
    for (int x = 1; x < p; ++x)
        if (a * x % p == 1)
            return x;
    return 1;
}

// The parity of the permutation j -> from[j] on bytes offset..offset+size-1.
int permutationParity(const std::vector<int>& from, int offset, int size)
{
    std::vector<bool> seen(static_cast<std::size_t>(size), false);
    int cycles = 0;
    for (int i = 0; i < size; ++i) {
        if (seen[static_cast<std::size_t>(i)])
            continue;
        ++cycles;
        for (int j = i; !seen[static_cast<std::size_t>(j)];
             j = from[static_cast<std::size_t>(offset + j)] - offset)
            seen[static_cast<std::size_t>(j)] = true;
    }
    return (size - cycles) % 2;
}

// The parity of an arrangement of distinct classes 0..size-1.
int arrangementParity(const std::vector<int>& classes)
{
    const int n = static_cast<int>(classes.size());
    std::vector<bool> seen(classes.size(), false);
    int cycles = 0;
    for (int i = 0; i < n; ++i) {
        if (seen[static_cast<std::size_t>(i)])
            continue;
        ++cycles;
        for (int j = i; !seen[static_cast<std::size_t>(j)];
             j = classes[static_cast<std::size_t>(j)])
            seen[static_cast<std::size_t>(j)] = true;
    }
    return (n - cycles) % 2;
}

// The move's permutation of bytes offset..offset+size-1 (size <= 4), as slot -> slot.
std::array<std::uint8_t, 4> localPermutation(const std::vector<int>& from, int offset, int size)
{
    std::array<std::uint8_t, 4> f{};
    for (int i = 0; i < size; ++i)
        f[static_cast<std::size_t>(i)] =
            static_cast<std::uint8_t>(from[static_cast<std::size_t>(offset + i)] - offset);
    return f;
}

}  // namespace

void tieSegments(TableSpec& spec)
{
    if (!spec.model || spec.model->slides() || spec.fullGoal || spec.allEqual ||
        !spec.labelGroup.empty() || spec.cells == 0 ||
        static_cast<int>(spec.goal.size()) != spec.cells ||
        std::any_of(spec.goal.begin(), spec.goal.end(), [](int v) { return v < 0; }))
        return;
    const model::OrbitModel& model = *spec.model;
    if (model.stateSize() != spec.cells)
        return;
    const int moves = model.moveCount();
    // A segment whose bytes every move keeps among themselves.
    const auto closed = [&](int offset, int size) {
        for (int m = 0; m < moves; ++m)
            for (int j = offset; j < offset + size; ++j) {
                const int f = model.byteMove(m).from[static_cast<std::size_t>(j)];
                if (f < offset || f >= offset + size)
                    return false;
            }
        return true;
    };
    std::vector<Coordinate> coords;
    int offset = 0;
    for (std::size_t i = 0; i < spec.segments.size(); ++i) {
        Segment& seg = spec.segments[i];
        if (auto* p = std::get_if<PieceSegment>(&seg)) {
            const int size = static_cast<int>(p->counts.size());
            const bool distinct =
                std::all_of(p->counts.begin(), p->counts.end(), [](int c) { return c == 1; });
            if (distinct && size >= 2 && size <= 20 && closed(offset, size)) {
                coords.push_back({static_cast<int>(i), offset, size, true, 2});
                // Three or four pieces that every move rearranges evenly, even in the
                // goal: their arrangements stay in the alternating group, whose class
                // (A3 itself, A4 modulo the Klein four-group: TieTerm) is one more
                // invariant, modulo 3.
                bool even =
                    (size == 3 || size == 4) &&
                    arrangementParity(std::vector<int>(spec.goal.begin() + offset,
                                                       spec.goal.begin() + offset + size)) == 0;
                for (int m = 0; m < moves && even; ++m)
                    even = permutationParity(model.byteMove(m).from, offset, size) == 0;
                if (even)
                    coords.push_back({static_cast<int>(i), offset, size, false, 3, true});
            }
            offset += std::accumulate(p->counts.begin(), p->counts.end(), 0);
        } else {
            auto& t = std::get<TwistSegment>(seg);
            if (t.size > 0 && t.twists >= 2 && !t.sum && closed(offset, t.size)) {
                if (isPrime(t.twists)) {
                    coords.push_back({static_cast<int>(i), offset, t.size, false, t.twists});
                } else {
                    // Not prime: tied only to the goal's sum, when no move changes it.
                    bool kept = true;
                    long long goalSum = 0;
                    for (int j = offset; j < offset + t.size; ++j)
                        goalSum += spec.goal[static_cast<std::size_t>(j)];
                    for (int m = 0; m < moves && kept; ++m) {
                        long long sum = 0;
                        for (int j = offset; j < offset + t.size; ++j)
                            sum += model.byteMove(m).add[static_cast<std::size_t>(j)];
                        kept = sum % t.twists == 0;
                    }
                    if (kept)
                        t.sum = mod(goalSum, t.twists);
                }
            }
            offset += t.size;
        }
    }
    // Per prime: the moves' amounts, reduced to echelon form.
    std::vector<int> primes;
    for (const Coordinate& c : coords)
        if (std::find(primes.begin(), primes.end(), c.prime) == primes.end())
            primes.push_back(c.prime);
    for (const int p : primes) {
        // Arrangement classes first: they are kept as pivots where they can be, since
        // only orientations (and parities) are ranked with a tie.
        std::vector<const Coordinate*> cs;
        for (const bool quarter : {true, false})
            for (const Coordinate& c : coords)
                if (c.prime == p && c.quarter == quarter)
                    cs.push_back(&c);
        const std::size_t n = cs.size();
        std::vector<int> goalValue(n);
        for (std::size_t c = 0; c < n; ++c) {
            const Coordinate& k = *cs[c];
            if (k.quarter) {
                std::array<std::uint8_t, 4> a{};
                for (int j = 0; j < k.size; ++j)
                    a[static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(
                        spec.goal[static_cast<std::size_t>(k.offset + j)]);
                goalValue[c] = quarterClass(a.data(), k.size);
            } else if (k.parity) {
                std::vector<int> classes(spec.goal.begin() + k.offset,
                                         spec.goal.begin() + k.offset + k.size);
                goalValue[c] = arrangementParity(classes);
            } else {
                long long sum = 0;
                for (int j = k.offset; j < k.offset + k.size; ++j)
                    sum += spec.goal[static_cast<std::size_t>(j)];
                goalValue[c] = mod(sum, p);
            }
        }
        std::vector<std::vector<int>> rows;
        for (int m = 0; m < moves; ++m) {
            std::vector<int> row(n);
            for (std::size_t c = 0; c < n; ++c) {
                const Coordinate& k = *cs[c];
                if (k.quarter) {
                    row[c] = quarterClass(
                        localPermutation(model.byteMove(m).from, k.offset, k.size).data(), k.size);
                } else if (k.parity) {
                    row[c] = permutationParity(model.byteMove(m).from, k.offset, k.size);
                } else {
                    long long sum = 0;
                    for (int j = k.offset; j < k.offset + k.size; ++j)
                        sum += model.byteMove(m).add[static_cast<std::size_t>(j)];
                    row[c] = mod(sum, p);
                }
            }
            rows.push_back(std::move(row));
        }
        // Reduced row echelon form modulo p.
        std::vector<std::size_t> pivots;
        std::size_t rank = 0;
        for (std::size_t col = 0; col < n && rank < rows.size(); ++col) {
            std::size_t at = rank;
            while (at < rows.size() && rows[at][col] == 0)
                ++at;
            if (at == rows.size())
                continue;
            std::swap(rows[rank], rows[at]);
            const int inv = inverseMod(rows[rank][col], p);
            for (int& v : rows[rank])
                v = v * inv % p;
            for (std::size_t r = 0; r < rows.size(); ++r)
                if (r != rank && rows[r][col] != 0) {
                    const int f = rows[r][col];
                    for (std::size_t c = 0; c < n; ++c)
                        rows[r][c] = mod(rows[r][c] - f * rows[rank][c], p);
                }
            pivots.push_back(col);
            ++rank;
        }
        // Every other coordinate: the goal's value plus the pivots' changes.
        for (std::size_t col = 0; col < n; ++col) {
            // (An arrangement class that follows from others is left free: the ranker
            // ties orientations and parities only.)
            if (std::find(pivots.begin(), pivots.end(), col) != pivots.end() || cs[col]->quarter)
                continue;
            long long constant = goalValue[col];
            std::vector<TieTerm> terms;
            for (std::size_t r = 0; r < pivots.size(); ++r)
                if (const int f = rows[r][col]; f != 0) {
                    constant -= static_cast<long long>(f) * goalValue[pivots[r]];
                    terms.push_back({cs[pivots[r]]->segment, f, cs[pivots[r]]->quarter});
                }
            Segment& seg = spec.segments[static_cast<std::size_t>(cs[col]->segment)];
            if (auto* piece = std::get_if<PieceSegment>(&seg)) {
                piece->parity = mod(constant, 2);
                piece->parityTerms = std::move(terms);
            } else {
                auto& t = std::get<TwistSegment>(seg);
                t.sum = mod(constant, p);
                t.sumTerms = std::move(terms);
            }
        }
    }
}

}  // namespace pl::search
