// Rankers: bijections between the positions of a space and 0 .. count()-1, so that a
// table can hold one small entry per position in a flat array (the generic `table`
// engine, SPEC 7.6). Each ranker numbers its space in lexicographic order of the cell
// contents (cell 0 most significant), so `next` visits the ranks 0, 1, 2, ... in turn.
//
// - DialRanker: every cell holds a value 0..modulus-1 (base-modulus number).
// - PermutationRanker: distinct labels 0..n-1, one per cell (Lehmer code).
// - MultisetRanker: identical labels, classes 0..k-1 each occurring a given number of
//   times (the multinomial number of arrangements).
// - SubsetRanker: the two-class case packed as a bit mask (bit c = cell c holds the
//   first class), ranked in colex order, which is the numeric order of the masks; byte
//   tables make rank() a handful of look-ups, for the hot loop of a table build.
//
// Counts are exact 64-bit numbers; a space larger than kMaxRankable positions is not
// rankable (no table that large fits any memory), which the factory functions report
// by returning nullopt from count().
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace pl::search {

// Spaces with more positions than this are never ranked (2^48: far beyond any memory).
inline constexpr std::uint64_t kMaxRankable = std::uint64_t{1} << 48;

// n choose k, exact; nullopt when it exceeds kMaxRankable.
[[nodiscard]] std::optional<std::uint64_t> binomialCount(int n, int k);
// Number of arrangements of a multiset with these class counts (n!/prod(c!)); nullopt
// when it exceeds kMaxRankable. Also approximately, as a double (for messages).
[[nodiscard]] std::optional<std::uint64_t> multinomialCount(const std::vector<int>& counts);
[[nodiscard]] double multinomialApprox(const std::vector<int>& counts);
// modulus^cells; nullopt when it exceeds kMaxRankable.
[[nodiscard]] std::optional<std::uint64_t> powerCount(int modulus, int cells);

class DialRanker {
public:
    // modulus^cells must not exceed kMaxRankable (check with powerCount first).
    DialRanker(int cells, int modulus);
    [[nodiscard]] std::uint64_t count() const { return count_; }
    [[nodiscard]] int cells() const { return cells_; }
    [[nodiscard]] std::uint64_t rank(const std::uint8_t* values) const;
    void unrank(std::uint64_t rank, std::uint8_t* values) const;
    // The position of rank + 1 (false, and all zero, after the last).
    bool next(std::uint8_t* values) const;

private:
    int cells_;
    int modulus_;
    std::uint64_t count_;
};

class PermutationRanker {
public:
    // n <= 20 (20! < 2^62; kMaxRankable allows up to 16 in practice).
    explicit PermutationRanker(int n);
    [[nodiscard]] std::uint64_t count() const { return factorial_[static_cast<std::size_t>(n_)]; }
    [[nodiscard]] int cells() const { return n_; }
    // `labels` holds each of 0..n-1 once.
    [[nodiscard]] std::uint64_t rank(const std::uint8_t* labels) const;
    void unrank(std::uint64_t rank, std::uint8_t* labels) const;
    bool next(std::uint8_t* labels) const;

private:
    int n_;
    std::vector<std::uint64_t> factorial_;
};

class MultisetRanker {
public:
    // counts[c] = how many cells hold class c; the arrangements must not exceed
    // kMaxRankable (check with multinomialCount first).
    explicit MultisetRanker(std::vector<int> counts);
    [[nodiscard]] std::uint64_t count() const { return count_; }
    [[nodiscard]] int cells() const { return cells_; }
    [[nodiscard]] const std::vector<int>& counts() const { return counts_; }
    // `classes` holds class c exactly counts[c] times.
    [[nodiscard]] std::uint64_t rank(const std::uint8_t* classes) const;
    void unrank(std::uint64_t rank, std::uint8_t* classes) const;
    bool next(std::uint8_t* classes) const;

private:
    std::vector<int> counts_;
    int cells_ = 0;
    std::uint64_t count_ = 0;
    // When the vectors of remaining counts are few (prod(counts[c] + 1) * classes at
    // most kMaxTable), tables indexed by them (index: sum of left[c] * stride_[c]):
    // arrangements_[v], the arrangements of what v leaves, and before_[v * classes + c],
    // the arrangements that put a class below c first, which is what a cell holding c
    // adds to the rank. A rank is then one look-up per cell, with no division.
    static constexpr std::size_t kMaxTable = std::size_t{1} << 20;
    std::vector<std::size_t> stride_;
    std::size_t top_ = 0;
    std::vector<std::uint64_t> arrangements_;
    std::vector<std::uint64_t> before_;
};

class SubsetRanker {
public:
    // Masks with `k` of the low `n` bits set, n <= 64 and C(n, k) <= kMaxRankable.
    SubsetRanker(int n, int k);
    [[nodiscard]] std::uint64_t count() const { return count_; }
    [[nodiscard]] int cells() const { return n_; }
    [[nodiscard]] int chosen() const { return k_; }

    // Inlined into the table build's hot loop.
    [[nodiscard, gnu::always_inline]] std::uint64_t rank(std::uint64_t mask) const
    {
        // The byte count is fixed per ranker, so this branch always goes the same way
        // and each case is a fully unrolled loop.
        return narrow_ ? rankWith(narrow_share_.data(), mask) : rankWith(share_.data(), mask);
    }
    // rank() for masks of exactly `Bytes` bytes (the caller knows the cell count).
    template <int Bytes>
    [[nodiscard, gnu::always_inline]] std::uint64_t rankFixed(std::uint64_t mask) const
    {
        return narrow_ ? rankBytes<Bytes>(narrow_share_.data(), mask)
                       : rankBytes<Bytes>(share_.data(), mask);
    }
    [[nodiscard]] std::uint64_t unrank(std::uint64_t rank) const;
    [[nodiscard]] std::uint64_t first() const
    {
        return k_ == 0 ? 0 : (k_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << k_) - 1);
    }
    // The next mask with k bits in numeric order (rank + 1); false after the last.
    bool next(std::uint64_t& mask) const
    {
        if (mask == last_)
            return false;
        // Gosper's hack: the next larger number with as many set bits.
        const std::uint64_t t = mask | (mask - 1);
        mask = (t + 1) | (((~t & (t + 1)) - 1) >> (std::countr_zero(mask) + 1));
        return true;
    }
    // Memory of the byte tables.
    [[nodiscard]] std::size_t bytes() const
    {
        return share_.size() * sizeof(std::uint64_t) + narrow_share_.size() * sizeof(std::uint32_t);
    }

private:
    template <typename T>
    [[nodiscard, gnu::always_inline]] std::uint64_t rankWith(const T* table,
                                                             std::uint64_t mask) const
    {
        switch (bytes_) {
        case 0:
            return 0;
        case 1:
            return rankBytes<1>(table, mask);
        case 2:
            return rankBytes<2>(table, mask);
        case 3:
            return rankBytes<3>(table, mask);
        case 4:
            return rankBytes<4>(table, mask);
        case 5:
            return rankBytes<5>(table, mask);
        case 6:
            return rankBytes<6>(table, mask);
        case 7:
            return rankBytes<7>(table, mask);
        default:
            return rankBytes<8>(table, mask);
        }
    }

    template <int Bytes, typename T>
    [[nodiscard, gnu::always_inline]] std::uint64_t rankBytes(const T* table,
                                                              std::uint64_t mask) const
    {
        // The colex rank is the sum over the set bits, the j-th lowest at cell p adding
        // C(p, j + 1); a byte's share depends only on how many set bits lie below it.
        // Each entry holds (share << 4) | (set bits of the byte), so the next byte finds
        // its count without a popcount instruction (the build does not assume one).
        // Byte b has a row for every count 0 .. 8b of bits below it, so any mask stays
        // in bounds (rows past k hold the shares of masks with more than k bits, which
        // are not ranks).
        std::uint64_t r = 0;
        std::size_t below = 0;
        for (int b = 0; b < Bytes; ++b) {
            const std::uint64_t e =
                table[base_[static_cast<std::size_t>(b)] + below * 256 + (mask & 0xff)];
            r += e >> 4;
            below += e & 15;
            mask >>= 8;
        }
        return r;
    }

    int n_;
    int k_;
    int bytes_;
    std::uint64_t count_;
    std::uint64_t last_;
    // share_[base_[byte] + below * 256 + value]. (32-bit, so that the table build's
    // stores of 64-bit words cannot be taken to change it.)
    std::uint32_t base_[8] = {};
    // 32-bit entries when every share fits (count < 2^28): half the cache footprint.
    bool narrow_ = false;
    std::vector<std::uint64_t> share_;
    std::vector<std::uint32_t> narrow_share_;
};

}  // namespace pl::search
