// Every engine a puzzle of the library has: its hand-tuned engines (a contest puzzle's
// add-on) first, then the generic ones of SPEC 7.6 that fit it. The command line, the
// window and the tests all choose engines here.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine.h"
#include "core/registry.h"
#include "core/rules/position_count.h"

namespace pl {

// Best first.
[[nodiscard]] std::vector<std::string> engineNames(const PuzzleEntry& entry);
// nullptr for a name that is not one of engineNames(entry).
[[nodiscard]] std::unique_ptr<DefEngine> makeEngine(const PuzzleEntry& entry, std::string_view name,
                                                    const EngineOptions& options = {});

// An engine with what it needs for the definition's own goal.
struct EngineChoice {
    std::string name;
    // The memory its tables need (0: none to speak of, or it depends on the position,
    // as for bfs, which stops at the limit).
    std::uint64_t tableBytes = 0;
    // Why it cannot be used within the options' memory limit (engine.table-memory).
    std::optional<Problem> refusal;
    // Why it may fail although it can start (issue 23, point 11): bfs on a puzzle whose
    // table of every position does not fit runs out of memory on positions far enough
    // from the goal ("engine.bfs-may-run-out": the table's bytes, the limit).
    std::optional<Problem> caution;
};
[[nodiscard]] std::vector<EngineChoice> engineChoices(const PuzzleEntry& entry,
                                                      const EngineOptions& options = {});
// The first engine that fits (every puzzle has bfs, which always does).
[[nodiscard]] std::string defaultEngine(const PuzzleEntry& entry,
                                        const EngineOptions& options = {});

}  // namespace pl
