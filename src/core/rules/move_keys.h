// The keyboard key of every move of a puzzle (issue 13): a move's key is the first
// character of its name when no other move's name starts with that character (letters
// compared without case), else the next free digit of 1..9, 0 in move order; with more
// than ten such moves the rest have none (they are played by other means: a cell, a
// handle, the keyboard focus). Only ASCII letters and digits become keys, so that every
// key can be typed on any keyboard layout and none takes Space, Enter, Escape or a
// combination with Ctrl; a move whose name starts otherwise ("+", "α") gets a digit.
#pragma once

#include <optional>
#include <vector>

#include "core/rules/rules.h"

namespace pl {

// One entry per move of rules (after the metric), in move order: the key as an upper
// case letter 'A'..'Z' or a digit '0'..'9', or nullopt when the move has none. No two
// moves share a key.
[[nodiscard]] std::vector<std::optional<char>> moveKeys(const Rules& rules);
// The same rule on plain names (what moveKeys applies to rules.moveNames()).
[[nodiscard]] std::vector<std::optional<char>> moveKeys(const std::vector<std::string>& names);

}  // namespace pl
