// The checks every reader of a puzzle file makes on its bytes before it reads them
// (format 1, twsearch's .tws, cubing.js's KPuzzle JSON): the size, UTF-16 or UTF-32
// text, byte order marks, an empty file, UTF-8, a NUL byte.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/problem.h"

namespace pl::formats {

// The first problem of the text, located; none when it can be read. One leading
// byte order mark is removed from `text`. `nulCode` is the problem a NUL byte gets
// (its sentence names what the file should have been).
[[nodiscard]] std::optional<Problem> rawTextProblem(std::string_view& text,
                                                    const std::string& nulCode);

// A problem with its code, arguments and line and column (0: unknown).
[[nodiscard]] Problem problemAt(std::string code, std::vector<std::string> args, int line = 0,
                                int column = 0);

}  // namespace pl::formats
