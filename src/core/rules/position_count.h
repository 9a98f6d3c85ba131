// How many valid positions a puzzle has (SPEC 7.3): every arrangement of its pieces
// with every orientation, reachable or not, as a decimal number (no count overflows).
#pragma once

#include <cstdint>
#include <string>

#include "core/rules/rules.h"

namespace pl {

[[nodiscard]] std::string validPositionCount(const Rules& rules);
// The valid positions but `reached` of them (at most all), as a decimal number.
[[nodiscard]] std::string unreachedPositionCount(const Rules& rules, std::uint64_t reached);

}  // namespace pl
