// The order in which people expect names with numbers: "5-puzzle", "8-puzzle",
// "15-puzzle"; "Lights Out 3x3" before "Lights Out 10x10" (issue 23, point 8).
#pragma once

#include <string_view>

namespace pl {

// A runs of digits compares by its value (leading zeros do not count), everything else
// letter by letter with ASCII case ignored; other bytes (UTF-8) by their value. Names
// equal that way fall back to plain byte order, so the order is total.
[[nodiscard]] bool naturalLess(std::string_view a, std::string_view b);

// A title as a library files it: without a leading English article ("The Clocks" under
// C), as book and music libraries do.
[[nodiscard]] std::string_view sortingTitle(std::string_view title);

}  // namespace pl
