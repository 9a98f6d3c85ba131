// Cases written as move sequences (SPEC 8.4): a line of move names, played from the
// goal, is the position to solve. A name is one of the puzzle's moves (in its metric),
// a power of a written move named as the power metric names it (R2, R2', R' also when
// the metric has only R and R'), or a name the puzzle's file gives to a sequence
// (twsearch's MoveAlias and MoveSequence, cubing.js's derivedMoves).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/problem.h"
#include "core/rules/rules.h"

namespace pl {

// Names of sequences, each with its moves as written (a name may use those before it).
using NamedSequences = std::vector<std::pair<std::string, std::vector<std::string>>>;

// At most this many moves are played for one line (sequences of sequences grow fast).
inline constexpr long long kMaxScrambleMoves = 1'000'000;

// Where a scramble starts: the goal's position when the goal fixes every cell, the
// first alternative's for an anyOf goal, otherwise the start position.
[[nodiscard]] Position scrambleStart(const Rules& rules);

// The position `text` (names separated by spaces or tabs) leads to from `from` (a
// valid position). Problems: "scramble.unknown-move" (the name), "scramble.too-long"
// past kMaxScrambleMoves moves, "scramble.illegal-move" (a sliding move off the tray).
[[nodiscard]] Checked<Position> playSequence(const Rules& rules, const NamedSequences& named,
                                             Position from, std::string_view text);
// playSequence from scrambleStart(rules).
[[nodiscard]] Checked<Position> scrambled(const Rules& rules, const NamedSequences& named,
                                          std::string_view text);

}  // namespace pl
