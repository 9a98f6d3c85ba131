// Every engine a puzzle of the library has: its hand-tuned engines (contest puzzles,
// by key) first, then the generic ones of SPEC 7.6 that fit it. The command line, the
// window and the tests all choose engines here.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/engines/engine.h"
#include "core/registry.h"

namespace pl {

// Best first: the first is the default.
[[nodiscard]] std::vector<std::string> engineNames(const PuzzleEntry& entry);
// nullptr for a name that is not one of engineNames(entry).
[[nodiscard]] std::unique_ptr<DefEngine> makeEngine(const PuzzleEntry& entry, std::string_view name,
                                                    const EngineOptions& options = {});

}  // namespace pl
