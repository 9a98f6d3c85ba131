// The Rotation Game seen one label at a time. Whether the goal is met depends only on
// which 8 of the 24 cells hold a label, so a board splits into three 24-bit "patterns"
// (bit i = cell i) and one exact distance table over the C(24,8) = 735,471 patterns
// answers every board: its distance is the minimum over its three labels.
#pragma once

#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace pl {

namespace rotation {

inline constexpr int kCells = 24;
inline constexpr int kMoves = 8;
inline constexpr int kLineLength = 7;
inline constexpr std::uint32_t kAllCells = (1u << kCells) - 1;

// SPEC 1.3, each line in its move direction: cell line[i] takes the value of
// line[i + 1], and line[6] takes the old value of line[0].
inline constexpr int kLines[kMoves][kLineLength] = {
    {0, 2, 6, 11, 15, 20, 22},     // A
    {1, 3, 8, 12, 17, 21, 23},     // B
    {10, 9, 8, 7, 6, 5, 4},        // C
    {19, 18, 17, 16, 15, 14, 13},  // D
    {23, 21, 17, 12, 8, 3, 1},     // E
    {22, 20, 15, 11, 6, 2, 0},     // F
    {13, 14, 15, 16, 17, 18, 19},  // G
    {4, 5, 6, 7, 8, 9, 10},        // H
};
// A/F, B/E, C/H, D/G undo each other.
inline constexpr int kInverse[kMoves] = {5, 4, 7, 6, 1, 0, 3, 2};
inline constexpr int kCentre[8] = {6, 7, 8, 11, 12, 15, 16, 17};
inline constexpr std::uint32_t kCentreMask = (1u << 6) | (1u << 7) | (1u << 8) | (1u << 11) |
                                             (1u << 12) | (1u << 15) | (1u << 16) | (1u << 17);
inline constexpr std::uint32_t kPatternCount = 735471;  // C(24, 8)
inline constexpr int kMaxPatternDistance = 14;
inline constexpr int kSymmetries = 8;  // of the '#' board, see SymmetryBytes

constexpr std::uint32_t binomial(int n, int k)
{
    if (k < 0 || n < k)
        return 0;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i)
        r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return static_cast<std::uint32_t>(r);
}

namespace detail {

// A move permutes cells, so it maps a pattern byte by byte: the image of the whole
// mask is the OR of the images of its three bytes. 24 KiB, built at compile time.
struct MoveBytes {
    std::uint32_t image[kMoves][3][256] = {};
};

constexpr MoveBytes makeMoveBytes()
{
    MoveBytes t;
    for (int m = 0; m < kMoves; ++m) {
        int target[kCells] = {};
        for (int c = 0; c < kCells; ++c)
            target[c] = c;
        for (int i = 1; i < kLineLength; ++i)
            target[kLines[m][i]] = kLines[m][i - 1];
        target[kLines[m][0]] = kLines[m][kLineLength - 1];
        for (int b = 0; b < 3; ++b)
            for (int v = 0; v < 256; ++v) {
                std::uint32_t out = 0;
                for (int bit = 0; bit < 8; ++bit)
                    if (v & (1 << bit))
                        out |= 1u << target[8 * b + bit];
                t.image[m][b][v] = out;
            }
    }
    return t;
}

// Colex rank of an 8-subset {p0 < ... < p7} is sum C(p_k, k + 1). A byte's share
// depends only on how many set bits lie below it, so it is a table lookup. The first
// two bytes' entries hold (share << 4) | popcount(byte) so the next byte finds its
// count without a popcount instruction (the build does not assume one). Sized so
// that any 24-bit mask stays in bounds; 27 KiB, built at compile time.
struct RankBytes {
    std::uint32_t low[256] = {};
    std::uint32_t middle[9][256] = {};
    std::uint32_t high[17][256] = {};
};

constexpr std::uint32_t rankShare(int byte, int below, int v)
{
    std::uint32_t share = 0;
    int index = below;
    for (int bit = 0; bit < 8; ++bit)
        if (v & (1 << bit)) {
            if (index < 8)
                share += binomial(8 * byte + bit, index + 1);
            ++index;
        }
    return (share << 4) | static_cast<std::uint32_t>(index - below);
}

constexpr RankBytes makeRankBytes()
{
    RankBytes t;
    for (int v = 0; v < 256; ++v) {
        t.low[v] = rankShare(0, 0, v);
        for (int below = 0; below <= 8; ++below)
            t.middle[below][v] = rankShare(1, below, v);
        for (int below = 0; below <= 16; ++below)
            t.high[below][v] = rankShare(2, below, v);
    }
    return t;
}

// The '#' board has the eight symmetries of a square (about its middle, which is not
// a cell). Each maps lines to lines and the centre to itself, so a pattern and its
// images share one distance. Tables for the seven non-trivial ones, like MoveBytes.
struct SymmetryBytes {
    std::uint32_t image[kSymmetries - 1][3][256] = {};
};

constexpr SymmetryBytes makeSymmetryBytes()
{
    // Cell coordinates on the 7x7 grid that holds the board.
    constexpr int kX[kCells] = {2, 4, 2, 4, 0, 1, 2, 3, 4, 5, 6, 2,
                                4, 0, 1, 2, 3, 4, 5, 6, 2, 4, 2, 4};
    constexpr int kY[kCells] = {0, 0, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3,
                                3, 4, 4, 4, 4, 4, 4, 4, 5, 5, 6, 6};
    SymmetryBytes t;
    for (int g = 1; g < kSymmetries; ++g) {
        int target[kCells] = {};
        for (int c = 0; c < kCells; ++c) {
            int x = kX[c];
            int y = kY[c];
            if (g & 1)
                x = 6 - x;
            if (g & 2)
                y = 6 - y;
            if (g & 4) {
                const int swap = x;
                x = y;
                y = swap;
            }
            for (int d = 0; d < kCells; ++d)
                if (kX[d] == x && kY[d] == y)
                    target[c] = d;
        }
        for (int b = 0; b < 3; ++b)
            for (int v = 0; v < 256; ++v) {
                std::uint32_t out = 0;
                for (int bit = 0; bit < 8; ++bit)
                    if (v & (1 << bit))
                        out |= 1u << target[8 * b + bit];
                t.image[g - 1][b][v] = out;
            }
    }
    return t;
}

inline constexpr MoveBytes kMoveBytes = makeMoveBytes();
inline constexpr SymmetryBytes kSymmetryBytes = makeSymmetryBytes();
inline constexpr RankBytes kRankBytes = makeRankBytes();

}  // namespace detail

// The cells of `pattern` after `move`.
inline std::uint32_t applyMove(std::uint32_t pattern, int move)
{
    const auto& t = detail::kMoveBytes.image[move];
    return t[0][pattern & 0xff] | t[1][(pattern >> 8) & 0xff] | t[2][(pattern >> 16) & 0xff];
}

// The image of `pattern` under symmetry g (1..7; 0 is the identity).
inline std::uint32_t applySymmetry(std::uint32_t pattern, int g)
{
    const auto& t = detail::kSymmetryBytes.image[g - 1];
    return t[0][pattern & 0xff] | t[1][(pattern >> 8) & 0xff] | t[2][(pattern >> 16) & 0xff];
}

// Colex rank 0..735,470 of a mask of 8 of the 24 cells. Any other mask gives a
// meaningless rank that is still below 735,471, so table look-ups stay in bounds.
inline std::uint32_t rankPattern(std::uint32_t pattern)
{
    const auto& t = detail::kRankBytes;
    const std::uint32_t a = t.low[pattern & 0xff];
    const std::uint32_t b = t.middle[a & 15][(pattern >> 8) & 0xff];
    const std::uint32_t c = t.high[(a & 15) + (b & 15)][(pattern >> 16) & 0xff];
    return (a >> 4) + (b >> 4) + (c >> 4);
}

// Inverse of rankPattern.
std::uint32_t unrankPattern(std::uint32_t rank);

// The next mask with the same number of bits in colex order (Gosper), i.e. rank + 1.
// `pattern` must not be the last one (0xff0000).
inline std::uint32_t nextPattern(std::uint32_t pattern)
{
    const std::uint32_t t = pattern | (pattern - 1);
    return (t + 1) | (((~t & (t + 1)) - 1) >> (std::countr_zero(pattern) + 1));
}

}  // namespace rotation

// Exact number of moves that bring a pattern's 8 cells onto the 8 centre cells, for
// all 735,471 patterns: one byte each, filled once by a breadth-first search from the
// centre pattern (moves are invertible, so distance from the goal = distance to it).
class RotationPatternTable {
public:
    // Built on first use; thread-safe.
    static const RotationPatternTable& instance();
    // True once instance() has finished building (lets engines report build time).
    static bool isBuilt() noexcept;

    [[nodiscard]] int distance(std::uint32_t pattern) const
    {
        return distanceByRank_[rotation::rankPattern(pattern)];
    }
    [[nodiscard]] int distanceOfRank(std::uint32_t rank) const { return distanceByRank_[rank]; }
    // Raw table, indexed by rank (the census walks it directly).
    [[nodiscard]] const std::uint8_t* data() const { return distanceByRank_.data(); }

    // Patterns at each distance; index = distance, 15 entries (0..14).
    [[nodiscard]] const std::vector<std::uint64_t>& histogram() const { return histogram_; }
    // The distance table plus the compile-time move, symmetry and rank tables.
    [[nodiscard]] std::size_t bytes() const;
    [[nodiscard]] double buildMs() const { return buildMs_; }

    RotationPatternTable(const RotationPatternTable&) = delete;
    RotationPatternTable& operator=(const RotationPatternTable&) = delete;

private:
    RotationPatternTable();

    std::vector<std::uint8_t> distanceByRank_;
    std::vector<std::uint64_t> histogram_;
    double buildMs_ = 0;
};

}  // namespace pl
