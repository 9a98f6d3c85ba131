// The bundled definitions' texts in other languages (issue 23, point 6): name,
// description, rules, source and the words the board shows (value names, label
// texts), translated in one table per language beside the definitions
// (src/core/def/bundled/texts/<language>.json, compiled in).
//
// A table maps, for each bundled key, the English text as written in the definition to
// its translation. A text is looked up by the definition's key and the text itself, so
// a person's own file that reuses a key with other words is shown as written, and a
// bundled text that changes without its translation shows in English (and fails
// tst_bundled_texts) instead of showing a stale translation.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/def/puzzle_def.h"

namespace pl::def {

// The languages with a table ("zh_CN", "zh_TW"), sorted.
[[nodiscard]] std::vector<std::string> bundledTextLanguages();

// The translation of `english`, a text of the definition with key `key`, into
// `language`; nullopt when the table has none (another language, a key or a text it
// does not know).
[[nodiscard]] std::optional<std::string> bundledText(std::string_view language,
                                                     std::string_view key,
                                                     std::string_view english);

// The texts of a definition a person reads, each once, in file order: name,
// description, rules, source, the value names, the label texts; those without a
// letter (a clock's "12") read the same in every language and are left out.
[[nodiscard]] std::vector<std::string> translatableTexts(const PuzzleDef& d);

}  // namespace pl::def
