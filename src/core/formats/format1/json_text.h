// Reading a JSON puzzle file (format 1, cubing.js's KPuzzle): the text parsed as one
// object, and the problems a checker found on its key paths placed at their lines and
// columns, in text order.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/formats/format1/checker.h"
#include "core/problem.h"

namespace pl::format1 {

// `text` (which passed formats::rawTextProblem) as one JSON object in `root`, or the
// problem: nested too deep, not JSON (located where parsing stopped), not an object
// (`notObjectCode`, quoting what it is).
[[nodiscard]] std::optional<Problem> parseObject(std::string_view text, json& root,
                                                 const std::string& notObjectCode);

// The problems found (none: the text had none) placed at the line and column of their
// key paths, with the keys the text has twice, sorted by where they are, at most
// def::kMaxProblems (then one that says how many more there were).
[[nodiscard]] Problems placed(std::string_view text, std::vector<Found> found);

}  // namespace pl::format1
