// The table engine's parts beside the engine itself (table_engine.cpp): a table with the
// space it is built in, how a full position is read in it and an entry drawn as a
// position (table_engine_positions.cpp), and how a table is kept on disk
// (table_engine_store.cpp, search/table_store.h). Internal to the engine.
#pragma once

#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <variant>

#include "core/engines/table_reduction.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/rules/rules.h"
#include "core/search/distance_table.h"
#include "core/search/memory_ledger.h"
#include "core/search/space_cells.h"
#include "core/search/space_coords.h"
#include "core/search/space_dial.h"
#include "core/search/space_mask.h"
#include "core/search/space_relabel.h"
#include "core/search/table_store.h"

namespace pl::table_parts {

inline constexpr std::uint64_t kSaturated = std::numeric_limits<std::uint64_t>::max();
inline std::uint64_t addSat(std::uint64_t a, std::uint64_t b)
{
    return a > kSaturated - b ? kSaturated : a + b;
}
inline std::uint64_t mulSat(std::uint64_t a, std::uint64_t b)
{
    return (a != 0 && b > kSaturated / a) ? kSaturated : a * b;
}

// A table of the engine: its spec, the space it is built in, and its entries.
struct Table : search::DistanceTable {
    search::TableSpec spec;
    std::variant<std::monostate, search::CellSpace, search::MaskSpace<std::uint32_t, 1>,
                 search::MaskSpace<std::uint32_t, 2>, search::MaskSpace<std::uint32_t, 3>,
                 search::MaskSpace<std::uint32_t, 4>, search::MaskSpace<std::uint64_t, 5>,
                 search::MaskSpace<std::uint64_t, 6>, search::MaskSpace<std::uint64_t, 7>,
                 search::PackedDialSpace, search::RelabelSpace, search::CoordSpace>
        space;
    std::uint64_t orbit = 1;  // positions per entry (RelabelSpace: |G|)
    // Ranked states per entry had no segment been tied (search/invariants.h): the rest
    // break a tie, so no move sequence reaches them.
    std::uint64_t tieFactor = 1;
    // The ranker's states: count, or more when the space's coordinates number fewer
    // (CoordSpace fuses coordinates tied in ways the ranker does not state).
    std::uint64_t ranked = 0;
    [[nodiscard]] std::uint64_t positions() const { return mulSat(ranked, tieFactor); }
    bool built = false;
    std::uint64_t needBytes = 0;  // working memory of the build, estimated before it
    double buildMs = 0;
    // Why this table cannot be built at all, whatever the memory (count is then 0).
    std::optional<Problem> refusal;
    // Its bytes on the process's ledger, once built (search/memory_ledger.h).
    search::MemoryLedger::Reservation held;
    // When a request last used it (the engine's clock): release() lets the least
    // recently used go first.
    std::uint64_t lastUse = 0;
};

// One way of reaching the goal: a table and how a full position projects onto it.
struct Component {
    std::shared_ptr<Table> table;
    ReducedPart part;  // how a full position projects onto the table's space
};

// ---- look-ups on full positions (table_engine_positions.cpp) -------------------------

// A full position in a component's reduced space.
[[nodiscard]] search::Cells project(const search::CellSpace&, const Component& c,
                                    const Position& p);
[[nodiscard]] search::CoordSpace::State project(const search::CoordSpace& sp, const Component& c,
                                                const Position& p);
[[nodiscard]] std::uint64_t project(const search::PackedDialSpace& ds, const Component& c,
                                    const Position& p);
[[nodiscard]] search::RelabelSpace::State project(const search::RelabelSpace&, const Component& c,
                                                  const Position& p);
template <typename W, int B>
[[nodiscard]] std::uint64_t project(const search::MaskSpace<W, B>&, const Component& c,
                                    const Position& p)
{
    // The mask of the cells holding class 0.
    const search::Cells cells = c.part.project(p);
    std::uint64_t mask = 0;
    for (int i = 0; i < c.table->spec.cells; ++i)
        if (cells[static_cast<std::size_t>(i)] == 0)
            mask |= std::uint64_t{1} << i;
    return mask;
}

// The entry of a full position in its component's table.
[[nodiscard]] std::uint64_t rankOf(const Component& c, const Position& p);

// Entry r of table t as a full position for a picture (see the definition).
[[nodiscard]] Position positionOf(const Table& t, const ReducedPart& part, std::uint64_t r,
                                  const Position& root);

// ---- tables kept on disk (table_engine_store.cpp) -------------------------------------

// What a table's entries are a function of (the store's key).
[[nodiscard]] std::string describe(const Rules& rules, const Table& t);
// Reads the table's entries, histogram and unseen count from the store (null or off:
// false); false (the table then to be built) when there is none or it fails a check
// (`damaged`: a file was there and failed it).
bool readStored(const search::TableStore* store, const Rules& rules, Table& t, bool& damaged);
// Writes a built table to the store (true when it was written).
bool keep(const search::TableStore* store, const Rules& rules, const Table& t);

}  // namespace pl::table_parts
