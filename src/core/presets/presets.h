// Game > Type (issue 23, point 13): the families of puzzles that come in sizes, as in
// Simon Tatham's collection. Each family writes the definition of any size it takes
// (SPEC 7); the sizes the library ships are written exactly as their bundled files
// (cells, moves, goal), so a preset and the bundled puzzle are the same puzzle.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/problem.h"

namespace pl::presets {

enum class Family { LightsOut, Sliding, Loopover, TopSpin };

// One number a family is made from, e.g. the columns of a Lights Out board.
struct Parameter {
    std::string_view name;  // English, a source string of the context "pl::Preset"
    int min = 0;
    int max = 0;
};

struct FamilyInfo {
    Family family;
    std::string_view name;  // English, a source string of the context "pl::Preset"
    std::vector<Parameter> parameters;
};

// The families, in menu order.
[[nodiscard]] std::span<const FamilyInfo> families();
[[nodiscard]] const FamilyInfo& familyInfo(Family family);

// A family and one value per parameter (in FamilyInfo::parameters order).
struct Preset {
    Family family = Family::LightsOut;
    std::vector<int> values;
    friend bool operator==(const Preset&, const Preset&) = default;
};

// The sizes Game > Type offers for a family, smallest first. Every one of them can be
// solved on this machine class (tests/core/tst_presets solves each).
[[nodiscard]] std::vector<Preset> offeredPresets(Family family);

// Why `preset` cannot be made ("preset.parameter": a value outside its range, or the
// wrong number of values); empty when it can.
[[nodiscard]] Problems checkPreset(const Preset& preset);

// The key of the bundled definition that is this size (e.g. "lights-out-3"), if any.
[[nodiscard]] std::optional<std::string> bundledKey(const Preset& preset);
// The key a written definition gets ("lights-out-6x6", "sliding-4x3", "topspin-10-4").
[[nodiscard]] std::string presetKey(const Preset& preset);
// The value of the definition's "x-preset" key: the family and its parameters, e.g.
// "lights-out columns=6 rows=6 colours=2".
[[nodiscard]] std::string presetTag(const Preset& preset);
// The preset an "x-preset" value names (nullopt when it names none).
[[nodiscard]] std::optional<Preset> presetOfTag(std::string_view tag);

// Turns an English template of the context "pl::Preset" into the words to write: the
// window passes its translation, the default keeps the English.
using Translate = std::function<std::string(std::string_view english)>;

// The definition file's text (UTF-8 JSON, SPEC 7.1) of a preset that checkPreset
// accepts: name, description and rules worded for its size by `translate`.
[[nodiscard]] std::string definitionText(const Preset& preset, const Translate& translate = {});

// The display name alone, e.g. "Lights Out 6x6", worded by `translate`.
[[nodiscard]] std::string presetName(const Preset& preset, const Translate& translate = {});

// Writes the preset's definition as <presetKey>.puzzle.json into `folder` (created
// when missing) and returns its path. A file of that name that already holds this
// preset (its "x-preset" says so) is kept and returned as it is: asking twice for a
// size gives the same puzzle. Never overwrites another file: file.cannot-write, or
// preset.name-taken when the name is used by another definition.
[[nodiscard]] Checked<std::filesystem::path> writePreset(const std::filesystem::path& folder,
                                                         const Preset& preset,
                                                         const Translate& translate = {});

}  // namespace pl::presets
