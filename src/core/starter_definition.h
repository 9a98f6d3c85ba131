// File > New Puzzle from Template (issue 13): a starter definition a person edits into
// a puzzle of their own. It is a complete, solvable puzzle (Lights Out on a 3x3 board,
// dials of modulus 2) whose keys are explained by "x-about..." strings beside them
// (SPEC 7.1: keys that start with "x-" are ignored by the reader), since JSON has no
// comments.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "core/problem.h"

namespace pl {

// The starter definition's text with the given key and name.
[[nodiscard]] std::string starterDefinitionText(std::string_view key, std::string_view name);

// Writes the starter definition into `folder` (created when missing) under the first
// free name of my-puzzle.puzzle.json, my-puzzle-2.puzzle.json, ..., with the key of the
// same stem ("my-puzzle-2"), which no bundled puzzle and no definition in the folder
// uses. Never overwrites a file. Returns the path written, or why it could not be
// (file.no-user-folder for an empty path, file.cannot-create-folder, file.cannot-write,
// file.no-free-name).
[[nodiscard]] Checked<std::filesystem::path> writeStarterDefinition(
    const std::filesystem::path& folder);

}  // namespace pl
