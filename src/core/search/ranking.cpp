#include "core/search/ranking.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace pl::search {

std::optional<std::uint64_t> binomialCount(int n, int k)
{
    if (k < 0 || n < k)
        return 0;
    k = std::min(k, n - k);
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) {
        // r * (n - k + i) / i stays exact: r is C(n - k + i - 1, i - 1), and the product
        // of i consecutive numbers divides by i!. Overflow is checked on the way.
        // The partial products grow with i (k <= n / 2), so once one exceeds the
        // limit the result does too.
        const auto f = static_cast<std::uint64_t>(n - k + i);
        r = r * f / static_cast<std::uint64_t>(i);
        if (r > kMaxRankable)
            return std::nullopt;
    }
    return r;
}

std::optional<std::uint64_t> multinomialCount(const std::vector<int>& counts)
{
    // Product of binomials: choose the cells of class 0 among all, then class 1 among
    // the rest, ...
    std::uint64_t r = 1;
    int total = 0;
    for (const int c : counts) {
        total += c;
        const auto b = binomialCount(total, c);
        if (!b || (*b != 0 && r > kMaxRankable / *b))
            return std::nullopt;
        r *= *b;
    }
    return r;
}

double multinomialApprox(const std::vector<int>& counts)
{
    // log(n!) as a sum, not std::lgamma: lgamma writes the global signgam, a data race
    // when several threads size their spaces at once. The counts are cells (at most a
    // few thousand), so the sum is short.
    const auto logFactorial = [](int n) {
        double sum = 0;
        for (int k = 2; k <= n; ++k)
            sum += std::log(static_cast<double>(k));
        return sum;
    };
    double logs = 0;
    int total = 0;
    for (const int c : counts) {
        total += c;
        logs -= logFactorial(c);
    }
    logs += logFactorial(total);
    return std::exp(logs);
}

std::optional<std::uint64_t> powerCount(int modulus, int cells)
{
    std::uint64_t r = 1;
    for (int i = 0; i < cells; ++i) {
        if (r > kMaxRankable / static_cast<std::uint64_t>(modulus))
            return std::nullopt;
        r *= static_cast<std::uint64_t>(modulus);
    }
    return r;
}

// ---- dial ----------------------------------------------------------------------------

DialRanker::DialRanker(int cells, int modulus)
    : cells_(cells), modulus_(modulus), count_(powerCount(modulus, cells).value_or(0))
{
    if (count_ == 0)
        throw std::invalid_argument("DialRanker: space too large");
}

std::uint64_t DialRanker::rank(const std::uint8_t* values) const
{
    std::uint64_t r = 0;
    for (int i = 0; i < cells_; ++i)
        r = r * static_cast<std::uint64_t>(modulus_) + values[i];
    return r;
}

void DialRanker::unrank(std::uint64_t rank, std::uint8_t* values) const
{
    for (int i = cells_; i-- > 0;) {
        values[i] = static_cast<std::uint8_t>(rank % static_cast<std::uint64_t>(modulus_));
        rank /= static_cast<std::uint64_t>(modulus_);
    }
}

bool DialRanker::next(std::uint8_t* values) const
{
    for (int i = cells_; i-- > 0;) {
        if (values[i] + 1 < modulus_) {
            ++values[i];
            return true;
        }
        values[i] = 0;
    }
    return false;
}

// ---- distinct labels -----------------------------------------------------------------

PermutationRanker::PermutationRanker(int n) : n_(n), factorial_(static_cast<std::size_t>(n) + 1, 1)
{
    if (n < 0 || n > 20)
        throw std::invalid_argument("PermutationRanker: 0..20 cells");
    for (int i = 1; i <= n; ++i)
        factorial_[static_cast<std::size_t>(i)] =
            factorial_[static_cast<std::size_t>(i) - 1] * static_cast<std::uint64_t>(i);
}

namespace {

// Set bits of a 32-bit word without a popcount instruction (the build assumes none).
unsigned bitCount(std::uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (x * 0x01010101u) >> 24;
}

}  // namespace

std::uint64_t PermutationRanker::rank(const std::uint8_t* labels) const
{
    // Lehmer code: the i-th digit counts the labels smaller than labels[i] that are
    // still unused, i.e. labels[i] minus the used ones below it.
    std::uint32_t used = 0;
    std::uint64_t r = 0;
    for (int i = 0; i < n_; ++i) {
        const unsigned v = labels[i];
        const auto smaller = static_cast<std::uint64_t>(v - bitCount(used & ((1u << v) - 1)));
        r += smaller * factorial_[static_cast<std::size_t>(n_ - 1 - i)];
        used |= 1u << v;
    }
    return r;
}

void PermutationRanker::unrank(std::uint64_t rank, std::uint8_t* labels) const
{
    std::uint32_t used = 0;
    for (int i = 0; i < n_; ++i) {
        const std::uint64_t f = factorial_[static_cast<std::size_t>(n_ - 1 - i)];
        int digit = 0;
        if (f > rank) {
            // digit 0
        } else if (rank <= 0xffffffffu) {
            // 32-bit division is several times faster, and every rank of 12 cells
            // or fewer (12! < 2^32) takes this path from the start.
            const auto r32 = static_cast<std::uint32_t>(rank);
            const auto f32 = static_cast<std::uint32_t>(f);
            digit = static_cast<int>(r32 / f32);
            rank = r32 % f32;
        } else {
            digit = static_cast<int>(rank / f);
            rank %= f;
        }
        for (int v = 0; v < n_; ++v) {
            if (used & (1u << v))
                continue;
            if (digit-- == 0) {
                labels[i] = static_cast<std::uint8_t>(v);
                used |= 1u << v;
                break;
            }
        }
    }
}

bool PermutationRanker::next(std::uint8_t* labels) const
{
    return std::next_permutation(labels, labels + n_);
}

// ---- identical labels ----------------------------------------------------------------

MultisetRanker::MultisetRanker(std::vector<int> counts) : counts_(std::move(counts))
{
    for (const int c : counts_)
        cells_ += c;
    count_ = multinomialCount(counts_).value_or(0);
    if (count_ == 0 || cells_ > 255)
        throw std::invalid_argument("MultisetRanker: space too large");
    const std::size_t k = counts_.size();
    std::size_t states = 1;
    for (const int c : counts_) {
        stride_.push_back(states);
        states *= static_cast<std::size_t>(c) + 1;
        if (states * k > kMaxTable) {
            stride_.clear();
            return;
        }
    }
    for (std::size_t c = 0; c < k; ++c)
        top_ += static_cast<std::size_t>(counts_[c]) * stride_[c];
    // arrangements(v) = sum over classes c left in v of arrangements(v - c), from the
    // empty vector (1) up; v - c has the smaller index. Each is at most count_, since
    // one more cell never leaves fewer arrangements.
    arrangements_.assign(states, 0);
    before_.assign(states * k, 0);
    arrangements_[0] = 1;
    for (std::size_t v = 0; v < states; ++v) {
        std::uint64_t sum = 0;
        for (std::size_t c = 0; c < k; ++c) {
            before_[v * k + c] = sum;
            if ((v / stride_[c]) % (static_cast<std::size_t>(counts_[c]) + 1) > 0)
                sum += arrangements_[v - stride_[c]];
        }
        if (v > 0)
            arrangements_[v] = sum;
    }
}

std::uint64_t MultisetRanker::rank(const std::uint8_t* classes) const
{
    if (!before_.empty()) {
        const std::size_t k = counts_.size();
        std::size_t v = top_;
        std::uint64_t r = 0;
        for (int i = 0; i < cells_; ++i) {
            const std::size_t c = classes[i];
            r += before_[v * k + c];
            v -= stride_[c];
        }
        return r;
    }
    // Arrangements of the remaining cells: M. Those that put class c' first number
    // M * left[c'] / m; the rank adds them for every class below the one in place.
    std::vector<int> left = counts_;
    std::uint64_t arrangements = count_;
    std::uint64_t r = 0;
    auto m = static_cast<std::uint64_t>(cells_);
    for (int i = 0; i < cells_ && arrangements > 1; ++i, --m) {
        const int c = classes[i];
        std::uint64_t before = 0;
        for (int k = 0; k < c; ++k)
            before += static_cast<std::uint64_t>(left[static_cast<std::size_t>(k)]);
        r += arrangements / m * before + arrangements % m * before / m;
        arrangements =
            arrangements / m * static_cast<std::uint64_t>(left[static_cast<std::size_t>(c)]) +
            arrangements % m * static_cast<std::uint64_t>(left[static_cast<std::size_t>(c)]) / m;
        --left[static_cast<std::size_t>(c)];
    }
    return r;
}

void MultisetRanker::unrank(std::uint64_t rank, std::uint8_t* classes) const
{
    if (!before_.empty()) {
        std::size_t v = top_;
        for (int i = 0; i < cells_; ++i) {
            std::size_t c = 0;
            for (;; ++c) {
                if ((v / stride_[c]) % (static_cast<std::size_t>(counts_[c]) + 1) == 0)
                    continue;
                const std::uint64_t block = arrangements_[v - stride_[c]];
                if (rank < block)
                    break;
                rank -= block;
            }
            classes[i] = static_cast<std::uint8_t>(c);
            v -= stride_[c];
        }
        return;
    }
    std::vector<int> left = counts_;
    std::uint64_t arrangements = count_;
    auto m = static_cast<std::uint64_t>(cells_);
    for (int i = 0; i < cells_; ++i, --m) {
        std::size_t c = 0;
        for (;; ++c) {
            if (left[c] == 0)
                continue;
            const auto lc = static_cast<std::uint64_t>(left[c]);
            const std::uint64_t block = arrangements / m * lc + arrangements % m * lc / m;
            if (rank < block) {
                arrangements = block;
                break;
            }
            rank -= block;
        }
        classes[i] = static_cast<std::uint8_t>(c);
        --left[c];
    }
}

bool MultisetRanker::next(std::uint8_t* classes) const
{
    return std::next_permutation(classes, classes + cells_);
}

// ---- two classes as a mask -----------------------------------------------------------

SubsetRanker::SubsetRanker(int n, int k)
    : n_(n), k_(k), bytes_((n + 7) / 8), count_(binomialCount(n, k).value_or(0))
{
    if (n < 0 || n > 64 || k < 0 || k > n || count_ == 0)
        throw std::invalid_argument("SubsetRanker: bad size");
    last_ = k == 0 ? 0 : first() << (n - k);
    // Pascal's triangle up to n (exact: C(64, 32) < 2^63).
    std::vector<std::vector<std::uint64_t>> pascal(static_cast<std::size_t>(n) + 1);
    for (int a = 0; a <= n; ++a) {
        pascal[static_cast<std::size_t>(a)].assign(static_cast<std::size_t>(a) + 1, 1);
        for (int b = 1; b < a; ++b)
            pascal[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] =
                pascal[static_cast<std::size_t>(a) - 1][static_cast<std::size_t>(b) - 1] +
                pascal[static_cast<std::size_t>(a) - 1][static_cast<std::size_t>(b)];
    }
    const auto binom = [&pascal, n](int a, int b) -> std::uint64_t {
        // Cells at n and above never hold a bit of a valid mask.
        return (a > n || b > a) ? 0
                                : pascal[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
    };
    std::size_t size = 0;
    for (int b = 0; b < bytes_; ++b) {
        base_[b] = static_cast<std::uint32_t>(size);
        size += static_cast<std::size_t>(8 * b + 1) * 256;
    }
    narrow_ = count_ < (std::uint64_t{1} << 28);
    share_.assign(size, 0);
    for (int b = 0; b < bytes_; ++b)
        for (int below = 0; below <= 8 * b; ++below)
            for (int v = 0; v < 256; ++v) {
                std::uint64_t s = 0;
                int index = below;
                int bits = 0;
                for (int bit = 0; bit < 8; ++bit)
                    if (v & (1 << bit)) {
                        if (index < k)
                            s += binom(8 * b + bit, index + 1);
                        ++index;
                        ++bits;
                    }
                share_[base_[b] + static_cast<std::size_t>(below) * 256 +
                       static_cast<std::size_t>(v)] = (s << 4) | static_cast<std::uint64_t>(bits);
            }
    if (narrow_) {
        narrow_share_.assign(share_.begin(), share_.end());
        std::vector<std::uint64_t>().swap(share_);
    }
}

std::uint64_t SubsetRanker::unrank(std::uint64_t rank) const
{
    // Greedy from the top: the largest cell p with C(p, j) <= rank is the j-th element.
    std::uint64_t mask = 0;
    int p = n_ - 1;
    for (int j = k_; j >= 1; --j) {
        while (binomialCount(p, j).value_or(0) > rank)
            --p;
        rank -= binomialCount(p, j).value_or(0);
        mask |= std::uint64_t{1} << p;
        --p;
    }
    return mask;
}

}  // namespace pl::search
