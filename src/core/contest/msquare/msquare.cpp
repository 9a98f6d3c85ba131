#include "core/contest/msquare/msquare.h"

#include "core/progress.h"
#include "core/search/bfs.h"

namespace pl {
namespace msquare {

MagicSquareTable MagicSquareTable::build()
{
    const Stopwatch clock;
    // Nobody can stop or watch a shared table being built; it takes milliseconds.
    const CancelToken never;
    const ProgressFn silent;
    SearchMonitor monitor(silent, never, Phase::BuildingTable);
    const search::BfsTree tree = search::breadthFirst(MagicSquareSpace{}, kStandard, monitor);

    // Discovery order puts every parent before its children, so each path is its
    // parent's plus one letter.
    MagicSquareTable table;
    table.paths_.assign(kStateCount, 0);
    for (std::size_t i = 1; i < tree.order.size(); ++i) {
        const std::uint32_t r = tree.order[i];
        const std::uint64_t d = tree.depth[r];
        const std::uint64_t letter = std::uint64_t{tree.move[r]} << (kLengthBits + 2 * (d - 1));
        table.paths_[r] = (table.paths_[tree.parent[r]] & ~kLengthMask) | letter | d;
    }
    table.buildMs_ = clock.elapsedMs();
    return table;
}

std::vector<std::uint64_t> MagicSquareTable::histogram() const
{
    std::vector<std::uint64_t> h;
    for (std::uint64_t path : paths_) {
        const std::size_t d = path & kLengthMask;
        if (d >= h.size())
            h.resize(d + 1, 0);
        ++h[d];
    }
    return h;
}

const MagicSquareTable& MagicSquareTable::instance(double* buildMsThisCall)
{
    bool builtHere = false;
    static const MagicSquareTable table = [&builtHere] {
        builtHere = true;
        return build();
    }();
    if (buildMsThisCall)
        *buildMsThisCall = builtHere ? table.buildMs_ : 0.0;
    return table;
}

}  // namespace msquare

}  // namespace pl
