// twsearch's puzzle files (.tws, ksolve's format; SPEC 8.3), read with twsearch's
// meaning:
//
//   Name NAME                      optional, first
//   Set NAME SLOTS TWISTS          one per set (orbit), before anything below
//   Solved | StartState ... End    the solved state, once
//   Move | MoveTransformation NAME ... End
//   MoveAlias NAME MOVE            another name for a move, in sequences
//   MoveSequence NAME MOVE...      a name for a sequence of moves, in sequences
//   # ...                          a comment line
//
// Inside a block, a set's name on a line of its own, then a line of its SLOTS pieces
// and optionally a line of its SLOTS twists (0..TWISTS-1); a set a block leaves out is
// solved (Solved), or not moved (Move). A state is, per set, p[i] the piece in slot i
// and o[i] its twist; a move m turns it into p'[i] = p[m.p[i]], o'[i] = o[m.p[i]] +
// m.o[i] (mod TWISTS). Solved and Move number pieces and slots from 1, StartState and
// MoveTransformation from 0; a Move's twist line is written per piece (m.o[i] =
// twist[m.p[i]]), a MoveTransformation's per slot. Solved pieces may repeat (identical
// pieces) and must be numbered without gaps; a move's pieces are a permutation. `?`
// for a twist of the solved state means "any twist": read when every piece of the set
// has it (the set's twists are then not part of a state).
//
// Refused, with a sentence that says so: `Illegal` (blocked pieces), `?` twists on
// only some pieces of a set. Rotations (moves named x, y, z, x2, y', ... or capitals
// followed by "v", as twsearch tells them) are kept apart from the moves.
//
// Every problem has its line and column; words are separated by any character up to
// a space, lines end at LF or CR.
#pragma once

#include <string_view>

#include "core/formats/imported.h"
#include "core/problem.h"

namespace pl::formats {

[[nodiscard]] Checked<ImportedPuzzle> readTws(std::string_view text);

// twsearch's rule for a rotation's name.
[[nodiscard]] bool isTwsRotation(std::string_view name);

}  // namespace pl::formats
