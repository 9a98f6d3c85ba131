// The name and one-line summary the program shows for a puzzle: the definition's own,
// as written, or for the contest puzzles (and the bundled definitions of their keys)
// translated words registered by key. The ui registers them at start-up with its
// other parts (registerUiParts); a person's own file that reuses a contest key keeps
// its own words.
#pragma once

#include <string>

#include <QCoreApplication>
#include <QString>

#include "core/puzzle.h"

namespace pl {

class PuzzleNames {
    Q_DECLARE_TR_FUNCTIONS(pl::PuzzleNames)
public:
    [[nodiscard]] static QString displayName(const Puzzle& puzzle);
    [[nodiscard]] static QString summary(const Puzzle& puzzle);
    // Words for a puzzle in place of its definition's, by key. `name` and `summary`
    // are source texts of the translation context "pl::PuzzleNames"
    // (QT_TRANSLATE_NOOP) and must stay valid; registering a key again replaces them.
    static void registerWords(std::string key, const char* name, const char* summary);
};

}  // namespace pl
