#include "ui/headline_words.h"

#include <QStringList>

#include "models/move_list_model.h"
#include "models/move_words.h"
#include "models/puzzle_document.h"

namespace pl {

using Kind = PuzzleSession::Headline::Kind;

QString HeadlineWords::title(const Headline& headline)
{
    switch (headline.kind) {
    case Kind::None:
        return {};
    case Kind::Solving:
        return tr("Solving\u2026");
    case Kind::Stopping:
        return tr("Stopping\u2026");
    case Kind::Stopped:
        return tr("Stopped");
    case Kind::Unsolvable:
        return tr("No solution");
    case Kind::Failed:
        return tr("Failed");
    case Kind::Solved:
        if (headline.moves == 0)
            return tr("Already solved");
        return headline.moves == 1 ? tr("Solved in 1 move")
                                   : tr("Solved in %1 moves").arg(headline.moves);
    case Kind::Opened:
        return tr("Opened %1").arg(headline.name);
    }
    return {};
}

QString HeadlineWords::detail(const Headline& headline)
{
    switch (headline.kind) {
    case Kind::Solving:
    case Kind::Stopping:
        return tr("Searching with the %1 engine.").arg(headline.engine);
    case Kind::Stopped:
        return stopReasonText(headline.reason);
    case Kind::Unsolvable:
        // Its own result, not a failure: the search finished and proved there is none.
        return tr("This position cannot reach the goal: no sequence of moves solves it.");
    case Kind::Failed:
        return headline.error;
    case Kind::None:
    case Kind::Solved:
    case Kind::Opened:
        break;
    }
    return {};
}

SolutionPanel::Tone HeadlineWords::tone(const Headline& headline)
{
    switch (headline.kind) {
    case Kind::Solving:
    case Kind::Stopping:
        return SolutionPanel::Tone::Busy;
    case Kind::Stopped:
    case Kind::Unsolvable:
        return SolutionPanel::Tone::Warning;
    case Kind::Failed:
        return SolutionPanel::Tone::Error;
    case Kind::Solved:
    case Kind::Opened:
        return SolutionPanel::Tone::Good;
    case Kind::None:
        break;
    }
    return SolutionPanel::Tone::Neutral;
}

QString HeadlineWords::announcement(const Headline& headline)
{
    if (headline.kind == Kind::Failed)
        return tr("Failed: %1").arg(headline.error);
    if (headline.kind == Kind::Stopped &&
        headline.reason == PuzzleSession::StopReason::PositionChanged)
        return tr("Stopped: the position changed.");
    if (headline.kind == Kind::Stopped && headline.reason == PuzzleSession::StopReason::GoalChanged)
        return tr("Stopped: the goal changed.");
    return title(headline);
}

QString HeadlineWords::goalSuffix(const Puzzle& puzzle, const GoalReached& reached)
{
    const GoalShown goal = goalShown(puzzle, reached);
    switch (goal.kind) {
    case GoalShown::Kind::Centre:
        return tr(" \u2192 centre %1").arg(goal.number);
    case GoalShown::Kind::Label:
        return tr(" \u2192 label %1").arg(goal.number);
    case GoalShown::Kind::Alternative:
        return tr(" \u2192 alternative %1").arg(goal.number);
    case GoalShown::Kind::None:
        break;
    }
    return {};
}

QString HeadlineWords::stopReasonText(PuzzleSession::StopReason reason)
{
    switch (reason) {
    case PuzzleSession::StopReason::Asked:
        return tr("Stopped before an answer was found.");
    case PuzzleSession::StopReason::PositionChanged:
        return tr("The position changed, so the search was stopped.");
    case PuzzleSession::StopReason::GoalChanged:
        return tr("The goal changed, so the search was stopped.");
    case PuzzleSession::StopReason::None:
        break;
    }
    return tr("The search was stopped.");
}

QString HeadlineWords::proof(const QString& engine, int moves, const SolveStats& stats)
{
    if (moves <= 0)
        return {};
    const QString length = moves == 1 ? tr("1 move") : tr("%1 moves").arg(moves);
    const auto is = [&](const char* kind) {
        const QString k = QLatin1String(kind);
        return engine == k || engine.endsWith(QLatin1Char('-') + k);
    };
    if (is("table"))
        return tr("An exact table holds every position's distance to the goal: this one is "
                  "%1 away, and every move of the answer goes one closer.")
            .arg(length);
    if (is("ida"))
        return tr("Iterative deepening searched every sequence of fewer than %1 first "
                  "(%2 nodes in all) and none reached the goal.")
            .arg(length, SolutionPanel::formatCount(stats.nodes));
    if (is("bfs"))
        return tr("Breadth-first search reached every position fewer than %1 away first, "
                  "and none of them was the goal.")
            .arg(length);
    if (is("linear"))
        return tr(
            "The move counts solve a system of equations: every solution of it was "
            "compared, and none takes fewer moves.");
    if (is("enumerate"))
        return tr("Every combination of move counts was tried (%1 of them), and none "
                  "takes fewer moves.")
            .arg(SolutionPanel::formatCount(stats.nodes));
    return {};
}

void HeadlineWords::show(SolutionPanel& panel, const PuzzleSession& session, const QString& problem)
{
    const Headline& headline = session.headline();
    const QString status = title(headline);
    const MoveListModel& moves = *session.moveList();
    panel.setProblem(problem);
    panel.setSolving(session.isSolving());

    if (const auto& p = session.progress(); session.isSolving()) {
        panel.setSummary(status,
                         p ? SolutionPanel::progressText(p->phase, p->depth, p->nodes, p->elapsedMs)
                           : detail(headline),
                         SolutionPanel::Tone::Busy);
    } else if (moves.hasSolution()) {
        const int n = moves.moveCount();
        QString line = n == 0
                           ? tr("The position is already at the goal.")
                           : move_words::shownSequence(session.document()->puzzle(), moves.moves());
        // Which goal the solution reaches, where the puzzle has several (the label in
        // the centre of a Rotation board).
        switch (const GoalShown goal =
                    goalShown(session.document()->puzzle(), session.reachedGoal());
                goal.kind) {
        case GoalShown::Kind::Centre:
            line = tr("%1 \u00b7 the centre shows %2").arg(line).arg(goal.number);
            break;
        case GoalShown::Kind::Label:
            line = tr("%1 \u00b7 reaches the goal with label %2").arg(line).arg(goal.number);
            break;
        case GoalShown::Kind::Alternative:
            line = tr("%1 \u00b7 reaches goal alternative %2").arg(line).arg(goal.number);
            break;
        case GoalShown::Kind::None:
            break;
        }
        QStringList lines{line};
        if (n > 0)
            lines << (session.anchor() == 0 ? tr("A preview: Apply or play to the end to keep it.")
                                            : tr("Applied to the position."));
        const QString count = n == 1 ? tr("1 move") : tr("%1 moves").arg(n);
        panel.setSummary(status.isEmpty() ? count : status, lines.join(QLatin1Char('\n')),
                         tone(headline));
    } else if (!status.isEmpty() && problem.isEmpty()) {
        panel.setSummary(status, detail(headline), tone(headline));
    } else {
        // Also when the board cannot be solved yet: what stops the next search matters
        // more than how the last one ended.
        panel.setSummary(tr("No solution yet"),
                         tr("Set up a position on the board, then press Solve."),
                         SolutionPanel::Tone::Neutral);
    }
    if (const auto& statistics = session.statistics()) {
        panel.setStatistics(statistics->engine, statistics->stats, statistics->partial);
        // How the answer shown is known to be optimal: only for a whole answer (not the
        // best a stopped search had).
        const bool own = !session.isSolving() && !statistics->partial && moves.hasSolution();
        panel.setProof(own ? proof(statistics->engine, moves.moveCount(), statistics->stats)
                           : QString());
    } else {
        panel.clearStatistics();
    }
}

}  // namespace pl
