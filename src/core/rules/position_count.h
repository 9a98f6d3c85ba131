// How many valid positions a puzzle has (SPEC 7.3): every arrangement of its pieces
// with every orientation, reachable or not, as a decimal number (no count overflows).
#pragma once

#include <string>

#include "core/rules/rules.h"

namespace pl {

[[nodiscard]] std::string validPositionCount(const Rules& rules);

}  // namespace pl
