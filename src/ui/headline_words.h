// How the window words a session's headline (PuzzleSession::Headline) and shows the
// session in the solution panel: the session keeps the state, this says it in the
// user's language.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "models/puzzle_session.h"
#include "ui/solution_panel.h"

namespace pl {

class HeadlineWords {
    Q_DECLARE_TR_FUNCTIONS(pl::HeadlineWords)
public:
    using Headline = PuzzleSession::Headline;

    // The headline ("Solved in 7 moves", "Stopped"), empty for none.
    [[nodiscard]] static QString title(const Headline& headline);
    // The sentence under it when there is no solution to show there.
    [[nodiscard]] static QString detail(const Headline& headline);
    [[nodiscard]] static SolutionPanel::Tone tone(const Headline& headline);
    // The status bar line that announces a search's end.
    [[nodiscard]] static QString announcement(const Headline& headline);
    // Why a search was stopped, as the panel says it.
    [[nodiscard]] static QString stopReasonText(PuzzleSession::StopReason reason);

    // Which goal an answer reaches, after its moves, where the puzzle has several
    // (goalShown): " → centre 2", " → label 2", " → alternative 3"; empty
    // where it has one goal.
    [[nodiscard]] static QString goalSuffix(const Puzzle& puzzle, const GoalReached& reached);

    // How an answer of `moves` moves found by `engine` (its name: table, ida, bfs,
    // linear, or a contest engine's such as rotation-ida, clocks-enumerate) is known to
    // be optimal, in a sentence; empty for an engine whose kind this does not know.
    [[nodiscard]] static QString proof(const QString& engine, int moves, const SolveStats& stats);

    // Shows `session` in `panel`: its headline or live progress, its solution, its
    // statistics; `problem` is why Solve is unavailable (empty when it is not).
    static void show(SolutionPanel& panel, const PuzzleSession& session, const QString& problem);
};

}  // namespace pl
