// A puzzle read from another solver's file (SPEC 8.3: twsearch's .tws, cubing.js's
// KPuzzle JSON), as the orbit model's parts (SPEC 8.1) before a metric expands its
// moves: what both readers produce and what Rules is made from.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/model/orbit_model.h"
#include "core/problem.h"

namespace pl::formats {

struct ImportedPuzzle {
    // The file's own name for the puzzle ("" when it gives none).
    std::string name;
    // One per set (.tws) or orbit (KPuzzle), in file order. An orbit whose solved
    // twists are all "any twist" (`?`, orientationMod 1) has twists = 1: its pieces'
    // turns are not part of a state.
    std::vector<model::Orbit> orbits;
    // The moves a search uses, in file order (one effect per orbit; empty parts are
    // the identity), and apart from them the rotations (twsearch: x, y, z and names
    // such as "Rv"), which twsearch uses only to reduce by symmetry.
    std::vector<model::BaseMove> moves;
    std::vector<model::BaseMove> rotations;
    // The solved state as the model lays a state out (per orbit: its pieces, then
    // its twists when it has more than one): the goal, and the start.
    std::vector<int> solved;
    // Per byte of `solved`: true where the goal takes any twist (a `?` of the solved
    // state on some pieces of a set: the piece is tracked, its turn is not part of the
    // goal). Empty when there is none.
    std::vector<bool> anyTwist;
    // Names that stand for sequences of moves when a sequence is read (MoveAlias: one
    // move; MoveSequence; KPuzzle's derivedMoves), in file order, each with its moves
    // as written.
    std::vector<std::pair<std::string, std::vector<std::string>>> sequences;
};

// The byte offsets of orbit o's pieces and twists in a state laid out as the model
// lays it out (-1: none), for readers that fill `solved` before a model exists.
struct StateLayout {
    std::vector<int> pieceAt;
    std::vector<int> twistAt;
    int size = 0;
};
[[nodiscard]] StateLayout layoutOf(const std::vector<model::Orbit>& orbits);

// How many applications of a written move give the identity (saturates at INT_MAX).
[[nodiscard]] long long orderOf(const model::BaseMove& move,
                                const std::vector<model::Orbit>& orbits);
// The names a sequence of moves may use before the file's own sequence names: every
// move and rotation, and its powers as the power metric names them (R2, R2', R').
[[nodiscard]] std::set<std::string> namesWithPowers(const ImportedPuzzle& puzzle);

// Orbits whose pieces no move or rotation carries to another slot keep only their
// twists (piecesMove = false; the pieces' bytes leave the state), and such an orbit
// without twists leaves the puzzle: a centre that only turns is then counted by its
// turns, not also by the 4! ways its pieces could be placed, which no move makes.
// A puzzle every orbit of which would go is left as it is.
void settleOrbits(ImportedPuzzle& puzzle);

// The model of an imported puzzle in a metric: refused when the metric makes more
// moves than a definition may have (def::kMaxMoves) or two moves of one name.
[[nodiscard]] Checked<model::OrbitModel> modelOf(const ImportedPuzzle& puzzle,
                                                 model::MoveMetric metric);

}  // namespace pl::formats
