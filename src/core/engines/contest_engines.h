// The hand-tuned engines of the three contest puzzles (clocks, msquare, rotation),
// registered by definition key beside the generic engines and tested equal to them.
// Their names carry the key ("rotation-table") so that `--engine table` always means
// the generic table, whichever puzzle it is.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/engines/engine.h"

namespace pl {

// Best first; empty for a key without hand-tuned engines.
[[nodiscard]] std::vector<std::string> contestEngineNames(std::string_view key);
// nullptr when `name` is not one of contestEngineNames(key). `rules` must be the
// bundled definition of that key (its cells are the contest's own numbering).
[[nodiscard]] std::unique_ptr<DefEngine> makeContestEngine(std::shared_ptr<const Rules> rules,
                                                           std::string_view name);

}  // namespace pl
