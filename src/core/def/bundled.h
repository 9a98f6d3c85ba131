// The definitions that ship with PuzzleLab (src/core/def/bundled/*.puzzle.json),
// compiled into core by embed_definitions.cmake.
#pragma once

#include <span>
#include <string_view>

namespace pl::def {

struct BundledFile {
    std::string_view fileName;  // "rotation.puzzle.json"
    std::string_view text;      // the file's bytes, as written
};

// In file-name order.
std::span<const BundledFile> bundledFiles();

// The translations of the bundled definitions' texts, one table per language
// (src/core/def/bundled/texts/<language>.json, see bundled_texts.h), in file-name order.
std::span<const BundledFile> bundledTextTables();

}  // namespace pl::def
