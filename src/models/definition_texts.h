// A definition's texts in the window's language (issue 23, point 6): the bundled
// definitions' name, description, rules, source and board words come translated from
// core's tables (core/def/bundled_texts.h); anything else, a person's own files
// included, is shown as written.
#pragma once

#include <QString>

#include <string>

#include "core/def/puzzle_def.h"

namespace pl {

// The language of the translation the window has installed ("zh_CN", "zh_TW"), or
// empty for English. Read from the installed translation itself, so the puzzle texts
// always follow the menus' language.
[[nodiscard]] QString definitionTextLanguage();

// `text`, one of the texts of `d`, in the window's language.
[[nodiscard]] QString definitionText(const def::PuzzleDef& d, const std::string& text);

// A label as a board draws it on its tile: the definition's labelText for it, in the
// window's language, else its number.
[[nodiscard]] QString shownLabelText(const def::PuzzleDef& d, int label);

}  // namespace pl
