#include "core/contest/rotation/pattern_table.h"

#include "core/progress.h"

namespace pl {

using namespace rotation;

namespace {

constexpr std::uint8_t kUnseen = 0xff;
std::atomic<bool> g_built{false};

}  // namespace

std::uint32_t rotation::unrankPattern(std::uint32_t rank)
{
    // Greedy from the top: the largest cell p with C(p, k) <= rank is the k-th element.
    std::uint32_t mask = 0;
    int p = kCells - 1;
    for (int k = 8; k >= 1; --k) {
        while (binomial(p, k) > rank)
            --p;
        rank -= binomial(p, k);
        mask |= 1u << p;
        --p;
    }
    return mask;
}

const RotationPatternTable& RotationPatternTable::instance()
{
    static const RotationPatternTable table;
    return table;
}

bool RotationPatternTable::isBuilt() noexcept
{
    return g_built.load(std::memory_order_acquire);
}

std::size_t RotationPatternTable::bytes() const
{
    return distanceByRank_.size() + sizeof(detail::kMoveBytes) + sizeof(detail::kSymmetryBytes) +
           sizeof(detail::kRankBytes);
}

RotationPatternTable::RotationPatternTable()
    : distanceByRank_(kPatternCount, kUnseen), histogram_{0}
{
    const Stopwatch clock;
    std::uint8_t* dist = distanceByRank_.data();

    // Breadth-first, level by level, over symmetry classes: when a pattern is first
    // reached, its whole class (up to eight images, all at the same distance) is
    // entered at once, and only that one pattern goes on to be expanded: eight times
    // fewer expansions, for eight table writes per class.
    //
    // A level entry is a pattern with, in its top byte, the move that reached it: the
    // inverse move leads back a level and is not tried.
    constexpr std::uint32_t kNoMove = kMoves;
    std::vector<std::uint32_t> level;
    std::vector<std::uint32_t> next;
    std::uint32_t reached = 0;
    const auto enter = [&](std::uint32_t pattern, std::uint8_t d) {
        for (int g = 0; g < kSymmetries; ++g) {
            std::uint8_t& slot = dist[rankPattern(g == 0 ? pattern : applySymmetry(pattern, g))];
            reached += slot == kUnseen;
            slot = d;
        }
    };
    enter(kCentreMask, 0);
    histogram_[0] = reached;
    level.push_back(kCentreMask | (kNoMove << 24));
    for (std::uint8_t d = 0; !level.empty(); ++d) {
        const auto d1 = static_cast<std::uint8_t>(d + 1);
        reached = 0;
        next.clear();
        for (const std::uint32_t entry : level) {
            const std::uint32_t p = entry & kAllCells;
            const std::uint32_t skip = entry >> 24;
            // All ranks first: the eight look-ups are independent and overlap.
            std::uint32_t images[kMoves];
            std::uint32_t ranks[kMoves];
            for (int m = 0; m < kMoves; ++m) {
                images[m] = applyMove(p, m);
                ranks[m] = rankPattern(images[m]);
            }
            for (int m = 0; m < kMoves; ++m)
                if (dist[ranks[m]] == kUnseen && static_cast<std::uint32_t>(kInverse[m]) != skip) {
                    enter(images[m], d1);
                    next.push_back(images[m] | (static_cast<std::uint32_t>(m) << 24));
                }
        }
        if (reached != 0)
            histogram_.push_back(reached);
        level.swap(next);
    }
    buildMs_ = clock.elapsedMs();
    g_built.store(true, std::memory_order_release);
}

}  // namespace pl
