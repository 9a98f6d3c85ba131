#include "core/contest/clocks/clocks.h"

#include <cstdint>
#include <utility>

namespace pl {
namespace clocks {
namespace {

using Matrix = std::array<std::array<int, kMoveCount>, kClockCount>;

// kTurns[clock][move]: how far `move` turns `clock` (0 or 1 quarter turn).
constexpr Matrix moveMatrix()
{
    Matrix m{};
    for (int c = 0; c < kClockCount; ++c)
        for (int mv = 0; mv < kMoveCount; ++mv)
            m[c][mv] = (kMoveClockBits[mv] >> c) & 1;
    return m;
}

// Gauss-Jordan modulo 4. Z/4 is not a field, but a matrix is invertible mod 4 exactly
// when it is mod 2, and then every column has an odd (hence unit) pivot left to pick.
// Both units, 1 and 3, are their own inverse.
constexpr Matrix inverseMod4(Matrix a)
{
    Matrix inv{};
    for (int i = 0; i < kClockCount; ++i)
        inv[i][i] = 1;
    for (int col = 0; col < kClockCount; ++col) {
        int pivot = col;
        while (pivot < kClockCount && a[pivot][col] % 2 == 0)
            ++pivot;
        if (pivot == kClockCount)
            throw "move matrix is singular modulo 4";  // fails the constant evaluation
        std::swap(a[pivot], a[col]);
        std::swap(inv[pivot], inv[col]);
        const int unitInverse = a[col][col];
        for (int k = 0; k < kClockCount; ++k) {
            a[col][k] = a[col][k] * unitInverse % 4;
            inv[col][k] = inv[col][k] * unitInverse % 4;
        }
        for (int row = 0; row < kClockCount; ++row) {
            const int f = a[row][col];
            if (row == col || f == 0)
                continue;
            for (int k = 0; k < kClockCount; ++k) {
                a[row][k] = ((a[row][k] - f * a[col][k]) % 4 + 4) % 4;
                inv[row][k] = ((inv[row][k] - f * inv[col][k]) % 4 + 4) % 4;
            }
        }
    }
    return inv;
}

constexpr Matrix kTurns = moveMatrix();
// kInverse[move][clock]: kTurns·counts = -position, so counts = kInverse·(-position).
constexpr Matrix kInverse = inverseMod4(kTurns);

constexpr bool isInverse()
{
    for (int i = 0; i < kClockCount; ++i)
        for (int j = 0; j < kClockCount; ++j) {
            int s = 0;
            for (int k = 0; k < kClockCount; ++k)
                s += kTurns[i][k] * kInverse[k][j];
            if (s % 4 != (i == j ? 1 : 0))
                return false;
        }
    return true;
}
static_assert(isInverse());

// Two-bit lanes, one a move: kLow holds each lane's low bit, kHigh its high bit.
constexpr Packed kLow = 0x15555;
constexpr Packed kHigh = kLow << 1;

// Lane-wise a + b modulo 4: the low bits add without carrying out of their lane
// (at most 1 + 1), and the high bits take the other high bits by exclusive or.
constexpr Packed addMod4(Packed a, Packed b)
{
    return ((a & kLow) + (b & kLow)) ^ ((a ^ b) & kHigh);
}

// counts = inverse · (-position): clock c showing v adds column c of the inverse
// (4 - v) times. Those scaled columns, packed, turn the product into nine additions.
constexpr std::array<std::array<Packed, 4>, kClockCount> scaledColumns()
{
    std::array<std::array<Packed, 4>, kClockCount> cols{};
    for (int c = 0; c < kClockCount; ++c)
        for (int v = 0; v < 4; ++v)
            for (int mv = 0; mv < kMoveCount; ++mv)
                cols[c][v] |= static_cast<Packed>(kInverse[mv][c] * ((4 - v) % 4) % 4) << (2 * mv);
    return cols;
}
constexpr auto kScaledColumns = scaledColumns();

}  // namespace

Packed pack(const Position& p)
{
    Packed packed = 0;
    for (int c = 0; c < kClockCount; ++c)
        packed |= Packed{p.cells[c]} << (2 * c);
    return packed;
}

Position unpack(Packed packed)
{
    Position p;
    p.cells.resize(kClockCount);
    for (int c = 0; c < kClockCount; ++c)
        p.cells[c] = static_cast<std::uint8_t>((packed >> (2 * c)) & 3);
    return p;
}

MoveCounts solveCounts(const Position& p)
{
    Packed packed = 0;
    for (int c = 0; c < kClockCount; ++c)
        packed = addMod4(packed, kScaledColumns[c][p.cells[c]]);
    MoveCounts counts;
    for (int mv = 0; mv < kMoveCount; ++mv)
        counts[mv] = static_cast<std::uint8_t>((packed >> (2 * mv)) & 3);
    return counts;
}

std::vector<int> movesFromCounts(const MoveCounts& counts)
{
    // Writing three copies of every move and advancing by its count avoids a branch
    // per turn, which random counts would mispredict half the time.
    std::array<int, 3 * kMoveCount> buffer;
    std::size_t length = 0;
    for (int mv = 0; mv < kMoveCount; ++mv) {
        buffer[length] = mv;
        buffer[length + 1] = mv;
        buffer[length + 2] = mv;
        length += counts[mv];
    }
    return std::vector<int>(buffer.begin(), buffer.begin() + static_cast<long>(length));
}

}  // namespace clocks
}  // namespace pl
