// The table engine's look-ups on full positions: a position projected into a
// component's reduced space and ranked there, and an entry drawn back as a position.
#include <algorithm>
#include <map>
#include <type_traits>
#include <utility>

#include "core/engines/table_engine_parts.h"

namespace pl {

namespace table_parts {

// A full position in a component's reduced space.
search::Cells project(const search::CellSpace&, const Component& c, const Position& p)
{
    return c.part.project(p);
}
search::CoordSpace::State project(const search::CoordSpace& sp, const Component& c,
                                  const Position& p)
{
    return sp.fromCells(c.part.project(p));
}
std::uint64_t project(const search::PackedDialSpace& ds, const Component& c, const Position& p)
{
    const search::Cells cells = c.part.project(p);
    std::uint64_t s = 0;
    for (int i = 0; i < c.table->spec.cells; ++i)
        s |= static_cast<std::uint64_t>(cells[static_cast<std::size_t>(i)])
             << (static_cast<std::size_t>(ds.bits()) * static_cast<std::size_t>(i));
    return s;
}
search::RelabelSpace::State project(const search::RelabelSpace&, const Component& c,
                                    const Position& p)
{
    const search::Cells cells = c.part.project(p);
    search::RelabelSpace::State s{};
    std::copy_n(cells.begin(), s.size(), s.begin());
    return s;
}

}  // namespace table_parts

namespace {

using table_parts::Table;

// The reverse: entry r of a table as a reduced state (the classes of its pieces,
// its orientations).
search::Cells cellsOf(const search::CellSpace& sp, std::uint64_t r)
{
    search::Cells c{};
    sp.unrank(r, c);
    return c;
}
search::Cells cellsOf(const search::CoordSpace& sp, std::uint64_t r)
{
    return sp.toCells(r);
}
search::Cells cellsOf(const search::PackedDialSpace& ds, std::uint64_t r)
{
    search::Cells c{};
    const auto bits = static_cast<std::size_t>(ds.bits());
    for (std::size_t i = 0; i < c.size() && bits * i < 64; ++i)
        c[i] = static_cast<std::uint8_t>((r >> (bits * i)) & ((std::uint64_t{1} << bits) - 1));
    return c;
}
search::Cells cellsOf(const search::RelabelSpace& sp, std::uint64_t r)
{
    search::RelabelSpace::State s{};
    sp.unrank(r, s);
    search::Cells c{};
    std::copy(s.begin(), s.end(), c.begin());
    return c;
}
template <typename W, int B>
search::Cells cellsOf(const search::MaskSpace<W, B>& sp, std::uint64_t r)
{
    std::uint64_t mask = 0;
    sp.unrank(r, mask);
    search::Cells c{};
    for (std::size_t i = 0; i < 64; ++i)
        c[i] = (mask >> i) & 1 ? 0 : 1;
    return c;
}

}  // namespace

namespace table_parts {

// Entry r of table t as a full position for a picture: `root` with the reduced
// state's bytes put back, each class's pieces taken from those `root` holds in
// the kept bytes of that group (in their order), so that the picture holds the same
// pieces; pieces that follow another orbit's follow it, fixed ones are as the goal
// has them.
Position positionOf(const Table& t, const ReducedPart& part, std::uint64_t r, const Position& root)
{
    const search::Cells cells = std::visit(
        [&](const auto& sp) -> search::Cells {
            using S = std::decay_t<decltype(sp)>;
            if constexpr (std::is_same_v<S, std::monostate>)
                return search::Cells{};
            else
                return cellsOf(sp, r);
        },
        t.space);
    Position p = root;
    const std::vector<int>& kept = part.spec.kept;
    // Per group and class: the labels root holds there, in order.
    std::map<std::pair<int, int>, std::vector<std::uint8_t>> labels;
    for (std::size_t j = 0; j < kept.size(); ++j)
        if (const int o = part.byteOrbit[j]; o >= 0) {
            const std::uint8_t v = root.cells[static_cast<std::size_t>(kept[j])];
            labels[{o, part.classOf[static_cast<std::size_t>(o)][v]}].push_back(v);
        }
    std::map<std::pair<int, int>, std::size_t> used;
    for (std::size_t j = 0; j < kept.size(); ++j) {
        const auto at = static_cast<std::size_t>(kept[j]);
        const int o = part.byteOrbit[j];
        if (o < 0) {
            p.cells[at] = cells[j];
            continue;
        }
        const std::pair<int, int> key{o, cells[j]};
        const auto it = labels.find(key);
        if (it != labels.end() && !it->second.empty()) {
            p.cells[at] = it->second[used[key]++ % it->second.size()];
        } else {
            // A class root does not hold here: any label of it.
            const auto& map = part.classOf[static_cast<std::size_t>(o)];
            for (std::size_t v = 0; v < map.size(); ++v)
                if (map[v] == cells[j]) {
                    p.cells[at] = static_cast<std::uint8_t>(v);
                    break;
                }
        }
    }
    for (const auto& [byte, label] : part.fixedBytes)
        p.cells[static_cast<std::size_t>(byte)] = label;
    for (const ReducedPart::Follow& f : part.follows)
        for (int k = 0; k < f.size; ++k)
            p.cells[static_cast<std::size_t>(f.at + k)] =
                f.pair[p.cells[static_cast<std::size_t>(f.lead + k)]];
    return p;
}

std::uint64_t rankOf(const Component& c, const Position& p)
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

}  // namespace table_parts

}  // namespace pl
