// What every move keeps, found from the moves: the ties between a table spec's segments
// (search/state_ranker.h) that shrink its space to the positions that can be reached.
//
// Each segment that can carry one gets an invariant: distinct pieces the parity of their
// arrangement (modulo 2), orientations their sum modulo k. A move changes an invariant by
// an amount that does not depend on the position (a permutation's parity adds its own;
// every orientation it carries gets the same turn whatever piece holds it), so the
// invariants of a position reached from the goal differ from the goal's by a sum of the
// moves' amounts: a vector of the subspace the moves' amount vectors span (per prime p,
// over the integers modulo p). Reduced to echelon form, that subspace fixes every
// coordinate outside its pivots as a combination of the pivots: those segments are tied.
//
// A 2x2x2 cube: the corners' twists sum to 0 mod 3 (3^6 instead of 3^7 twists). A 3x3x3:
// the same for the corners, the edges' flips sum to 0 mod 2, and the edges' parity is the
// corners' (the space is 12 times smaller). A Skewb: every move is even on every orbit.
// Orientations modulo a number that is not prime are tied only when no move changes
// their sum. Nothing is tied unless the spec has exactly one goal state.
#pragma once

#include "core/search/table_spec.h"

namespace pl::search {

// Ties the segments of `spec` (a spec over the puzzle's moves, without relabelling, with
// every goal byte given); leaves other specs as they are.
void tieSegments(TableSpec& spec);

}  // namespace pl::search
