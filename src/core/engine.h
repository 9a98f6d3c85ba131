// Engines for any definition (SPEC 7.6): one face for the generic engines (table,
// linear, ida, bfs) and for the hand-tuned contest engines registered by key.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/def/puzzle_def.h"
#include "core/problem.h"
#include "core/puzzle.h"  // Position, Answer, Progress, CancelToken
#include "core/rules/rules.h"

namespace pl {

namespace search {
class SearchObserver;
}

// What to solve: a position and the goal to reach (the definition's goal, or the one
// the person edited for an editableGoal puzzle).
struct SolveRequest {
    Position position;
    def::Goal goal;
    // Watching the search (search/search_observer.h, SPEC 9): told of its iterations or
    // layers from the engine's thread; null for an unwatched solve.
    search::SearchObserver* observer = nullptr;
};

class DefEngine {
public:
    virtual ~DefEngine() = default;
    [[nodiscard]] virtual std::string name() const = 0;
    // Validates the request (Failed with problems), polls `cancel`, reports progress
    // through `progress` (may be empty). Thread-compatible: one call at a time.
    virtual Answer solve(const SolveRequest& request, const ProgressFn& progress,
                         const CancelToken& cancel) = 0;
};

// Default memory limit for tables (SPEC 7.6: --max-memory, default 2048 MB).
inline constexpr std::uint64_t kDefaultMaxMemoryBytes = std::uint64_t{2048} << 20;

struct EngineOptions {
    std::uint64_t maxMemoryBytes = kDefaultMaxMemoryBytes;
    // Threads a table build or an `ida` search may use: 0 = one per core.
    unsigned threads = 0;
    // `ida`: an iteration of at least this many nodes makes the next ones split over
    // the threads (search/deepening.h, kSplitAfterNodes; smaller trees are not worth it).
    std::uint64_t splitAfterNodes = std::uint64_t{1} << 10;
    // Where tables are kept on disk (search/table_store.h, SPEC 8.7): nullopt = the
    // process's folder (search::tableCacheFolder(), set by the program), "" = nowhere.
    std::optional<std::string> cacheFolder = std::nullopt;
    // A table of at least this many bytes is kept (a smaller one builds in a moment and is
    // not worth a file); every table, built or not, is first looked for in the folder.
    // Decided by size, not by the build's time, so that what is kept does not depend on
    // how busy the machine was (a time rule made a second start write a table the first
    // had built quickly).
    std::uint64_t keepFromBytes = std::uint64_t{256} << 10;
    // `ida` on sliding puzzles of at most 16 cells: also two groups of half the tiles
    // each over compact tables (the 15-puzzle's 7-8 partition: 550 MiB of tables, built
    // once in minutes, 1.7 GB while building, then read from the disk cache), besides
    // the groups of at most 6 built in seconds. Left out when the memory limit is
    // smaller. nullopt = the process's choice (search::largestTablesPreferred(), set by
    // the program; off by default).
    std::optional<bool> largestTables = std::nullopt;
};

}  // namespace pl
