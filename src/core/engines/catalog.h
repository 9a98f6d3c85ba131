// Which generic engines (SPEC 7.6) fit a puzzle, and making one by name. Adding an
// engine is one entry in the table in catalog.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine.h"

namespace pl {

// The generic engines that can solve this puzzle, best first.
[[nodiscard]] std::vector<std::string> genericEngineNames(const Rules& rules);

// nullptr when `name` is not a generic engine or does not fit the puzzle.
[[nodiscard]] std::unique_ptr<DefEngine> makeGenericEngine(std::shared_ptr<const Rules> rules,
                                                           std::string_view name,
                                                           const EngineOptions& options);

}  // namespace pl
