// cubing.js's puzzle definitions (KPuzzle JSON, SPEC 8.3), read with cubing.js's
// meaning:
//
//   {"name": "2x2x2",
//    "orbits": [{"orbitName": "CORNERS", "numPieces": 8, "numOrientations": 3}, ...],
//    "defaultPattern": {"CORNERS": {"pieces": [...], "orientation": [...]}, ...},
//    "moves": {"U": {"CORNERS": {"permutation": [...], "orientationDelta": [...]}}, ...},
//    "derivedMoves": {"Uw": "U E'", ...}}
//
// (`orbits` may also be an object keyed by the orbit's name, as older files write it.)
// A move turns a pattern into pieces'[i] = pieces[permutation[i]], orientation'[i] =
// orientation[permutation[i]] + orientationDelta[i] (mod numOrientations): the orbit
// model's per-slot form. An orbit a move leaves out is not moved; every orbit is in
// defaultPattern. `orientationMod` in the default pattern is read when it leaves every
// piece's turn counting (all 0) or none (all 1: the orbit's turns are not part of a
// state); other values are refused. derivedMoves are read where they are plain
// sequences of the moves (powers as in the power metric: "R2", "R'", "R2'").
// Keys that start with "experimental" are ignored; any other unknown key is refused.
//
// Every problem has its key path, line and column, as for format 1.
#pragma once

#include <string_view>

#include "core/formats/imported.h"
#include "core/problem.h"

namespace pl::formats {

[[nodiscard]] Checked<ImportedPuzzle> readKPuzzle(std::string_view text);

// Whether a JSON text looks like a KPuzzle definition rather than format 1: an object
// with "orbits" and "moves" keys and no "puzzlelab" key (a cheap look, not a check).
[[nodiscard]] bool looksLikeKPuzzle(std::string_view text);

}  // namespace pl::formats
