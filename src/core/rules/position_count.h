// How many valid positions a puzzle has (SPEC 7.3): every arrangement of its pieces
// with every orientation, reachable or not, as a decimal number (no count overflows).
#pragma once

#include <cstdint>
#include <string>

#include "core/rules/rules.h"

namespace pl {

[[nodiscard]] std::string validPositionCount(const Rules& rules);
// How many states of the model one position stands for under `goal` (in the rules'
// own terms): a goal that fixes a piece's slot but takes any twist of it (a twsearch
// `?` on some pieces of a set, SPEC 8.3) makes that piece's twist no part of a
// position, so states that differ only there are one position, as twsearch counts
// them. 1 when the goal takes no such twist; saturates at UINT64_MAX.
[[nodiscard]] std::uint64_t statesPerPosition(const Rules& rules, const def::Goal& goal);
// Whether byte `at` of state `p` is the twist of a piece whose twist the rules' goal
// does not count (the piece in that slot is one the goal fixes with any twist).
[[nodiscard]] bool twistUncounted(const Rules& rules, const Position& p, int at);
// The valid positions but `reached` of them (at most all), as a decimal number.
[[nodiscard]] std::string unreachedPositionCount(const Rules& rules, std::uint64_t reached);

}  // namespace pl
