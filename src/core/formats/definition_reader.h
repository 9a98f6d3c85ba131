// The puzzle definition reader (SPEC 7.1-7.3): UTF-8 JSON text in, a checked PuzzleDef
// out, or every problem found, each with where it is.
//
// Where: a problem about a value names its key path (`moves[3].cycles[0][2]`; object
// keys that are not plain words are quoted: `view.palette["7"]`) and the line and column
// of the value's first character (an unknown or duplicate key: of the key). Lines are
// ended by LF, CRLF or a lone CR; columns count characters (code points), from 1, after
// a leading byte order mark. A problem about a missing key points at its object.
//
// Cell references. A cell's id is a JSON string or integer; an integer id is kept as its
// decimal text, so the ids 3 and "3" name the same cell and may not both occur. Where
// the file refers to a cell by a JSON value (`add` lists, `cycles`, `cell`, `uniform`,
// region `cells`), the reference must be written as the id is written: the integer 3
// names the cell whose id is 3, the string "3" the cell whose id is "3"; the other one
// is reported as no such cell, with a hint. Where a cell is named by an object key (the
// `add` object form, whose keys are always strings), the key is compared with the id's
// text, so {"3": 1} names the cell whose id is 3.
//
// Text: UTF-8 (well formed: no overlong forms or surrogates), one optional leading byte
// order mark, no raw NUL byte; UTF-16 and UTF-32 are recognised and refused.
//
// Limits, so that a hostile file cannot exhaust memory: at most 4 MiB of text, 4096
// cells, 4096 moves (also after the metric adds inverses and powers), 4096 examples and
// regions, nesting at most 64 deep. At most 100 problems are listed (then one that
// says how many more there were).
#pragma once

#include <cstddef>
#include <string_view>

#include "core/def/puzzle_def.h"
#include "core/problem.h"

namespace pl {
namespace def {

inline constexpr std::size_t kMaxDefinitionBytes = std::size_t{4} << 20;
inline constexpr int kMaxCells = 4096;
inline constexpr int kMaxMoves = 4096;
inline constexpr int kMaxListed = 4096;  // examples, regions
inline constexpr int kMaxDepth = 64;
inline constexpr int kMaxProblems = 100;

}  // namespace def

// Reads a definition file's text. Never throws on any input. The problems are sorted
// by where they are.
[[nodiscard]] Checked<def::PuzzleDef> readDefinition(std::string_view utf8Text);

}  // namespace pl
