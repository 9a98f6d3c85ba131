// `puzzlelab-solve --puzzle FILE --export-definition OUT` (SPEC 8.3): any puzzle the
// library reads, written as format 1. A format 1 definition is its own text; another
// solver's file becomes stickers with pieces (SPEC 8.2) on a simple grid: a row per
// orbit, each slot a piece of as many stickers as the orbit has twists (one cell when
// it has none), every sticker of a piece its own label, so that a person can start a
// drawing from it. Reading the text back gives the same puzzle: the same moves in the
// same order and metric, the same start and goal, the same counts.
#pragma once

#include <string>

#include "core/problem.h"
#include "core/registry.h"

namespace pl {

// The format 1 text, or why it cannot be written: a goal that fixes a piece but not its
// twist (or the other way round: format 1 fixes or frees whole pieces), or more than
// 256 labels.
[[nodiscard]] Checked<std::string> exportDefinition(const PuzzleEntry& entry);

}  // namespace pl
