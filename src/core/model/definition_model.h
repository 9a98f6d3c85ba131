// A definition of SPEC 7 (format 1) as the one orbit model (SPEC 8.1): the only place
// that tells the three kinds of format 1 apart to build moves.
#pragma once

#include "core/def/puzzle_def.h"
#include "core/model/orbit_model.h"

namespace pl::model {

// `def` must have passed the reader (indices in range, the rules of SPEC 7 met).
// - dial: one orbit of cells whose pieces stay put, turned modulo `modulus`;
// - permutation: one orbit of cells without orientation, pieces = labels;
// - sliding: one orbit of cells, the blank moved to a neighbour by integer x, y.
[[nodiscard]] OrbitModel modelOf(const def::PuzzleDef& def);

}  // namespace pl::model
