// The window's wording of core's structured problems: the same English templates as
// core's problem_text.cpp (the English exists once, there), translated with
// QCoreApplication::translate in the context "pl::Problem", then filled with the
// problem's arguments. With no translator loaded it says exactly what core says.
#pragma once

#include <QString>

#include <string_view>

#include "core/problem.h"
#include "core/progress.h"
#include "core/puzzle.h"

namespace pl::i18n {

// In their own namespace: core has the English functions of the same names in pl.

// "what is wrong" only, translated.
[[nodiscard]] QString problemText(const Problem& problem);
// The location, translated: "line 12, column 5 (moves[3])", "moves[3]" or "".
[[nodiscard]] QString whereText(const Problem::Where& where);
// "<where>: <what>", or "<what>" when there is no location, translated.
[[nodiscard]] QString problemLine(const Problem& problem);
// The problemLine of the first of `problems`, translated; empty when there is none
// (what core's firstProblemLine says, in the user's language).
[[nodiscard]] QString firstProblemLine(const Problems& problems);

// A number of bytes as the window shows sizes: "2.6 GiB" (binary units, one decimal).
[[nodiscard]] QString byteSizeText(const QString& bytes);
// A problem's text where it stands alone as a sentence (a failed solve's detail):
// starting with a capital letter, as core's lower-case clauses do not.
[[nodiscard]] QString sentence(QString text);

// Puzzle::tableRefusal() and Puzzle::engineRefusal(engine), translated: worded from
// the puzzle's structured refusal where it has one (a puzzle of the library), else
// the puzzle's own sentence; empty when there is no refusal.
[[nodiscard]] QString tableRefusalText(const Puzzle& puzzle);
[[nodiscard]] QString engineRefusalText(const Puzzle& puzzle, std::string_view engine);
// Why `engine` may fail on this puzzle although it can start (bfs where no table of
// every position fits), translated; empty when nothing is known against it.
[[nodiscard]] QString engineCautionText(const Puzzle& puzzle, std::string_view engine);

// An engine's phase, translated from core's English (core/progress.h, phaseWording):
// "searching bound 12" takes the bound from `depth`, the other phases ignore it.
[[nodiscard]] QString phaseText(Phase phase, int depth);

}  // namespace pl::i18n
