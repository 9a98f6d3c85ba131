#pragma once

#include <memory>
#include <vector>

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include "core/puzzle.h"
#include "models/shared_puzzle.h"
#include "models/worker_thread.h"

namespace pl {

// What a solve request came to, as the GUI sees it: core's Answer (the one result type:
// moves and the goal reached, or why not, with statistics) with the request it answers.
// `outcome` keeps the cases apart: Cancelled means "stopped before an answer", never
// "there is no solution".
struct SolveResult : Answer {
    std::shared_ptr<const Puzzle> puzzle;  // the puzzle it was for
    Position position;                     // the position that was solved
    QString engine;                        // the engine's name as run ("ida", "table", ...)
    QString movesText;  // Solved: Puzzle::formatMoves(moves), e.g. "AC", "4 5 8 9"

    [[nodiscard]] bool solved() const { return outcome == Outcome::Solved; }
    [[nodiscard]] bool cancelled() const { return outcome == Outcome::Cancelled; }
    [[nodiscard]] bool failed() const { return outcome == Outcome::Failed; }
    // Failed or Unsolvable: why, as a sentence in the user's language (the first of
    // `problems`, worded from its code); empty for the other outcomes.
    [[nodiscard]] QString error() const;
};

// Which goal an answer reached, as the window tells it where a puzzle has several
// (SPEC 7.4): the label a contest's goal gathers (the centre of a Rotation board,
// SPEC 1.3), the label of any other `uniform` goal, or the alternative of an `anyOf`
// goal (counted from 1). None where the puzzle has one goal.
struct GoalShown {
    enum class Kind { None, Centre, Label, Alternative };
    Kind kind = Kind::None;
    int number = 0;
};
[[nodiscard]] GoalShown goalShown(const Puzzle& puzzle, const GoalReached& reached);

class SolveWorker;

// The GUI's only way to the engines. One worker object lives on one thread owned by
// the service; requests run there one after the other, results come back as queued
// signals on the service's (GUI) thread.
//
// Every request has its own cancel flag, set directly from the GUI thread (a blocking
// engine cannot receive a queued "stop"); engines poll it every few thousand nodes,
// so a stop takes effect within milliseconds. Every request ends in exactly one
// finished() signal, including requests cancelled or superseded before they started.
class SolveService : public QObject {
    Q_OBJECT
public:
    explicit SolveService(QObject* parent = nullptr);
    // Cancels, stops the thread and waits for it: closing the window mid-solve is safe.
    ~SolveService() override;

    // Starts solving and returns the request id (1, 2, ...). Cancels the request that
    // is running or waiting, which still reports finished(oldId, Cancelled). An empty
    // engine name means the puzzle's default engine. The request holds on to `puzzle`
    // (not null) until it has finished; an engine refused for the puzzle
    // (Puzzle::engineRefusal) fails with that sentence without running.
    int solve(std::shared_ptr<const Puzzle> puzzle, const Position& position,
              const QString& engine = QString());

public slots:
    // Cancels the latest request (no-op when idle). Its finished() follows.
    void cancel();

public:
    // Cancels request `id` when it is the latest (every earlier one was cancelled when
    // the next was made): a session sharing the service stops only its own search.
    void cancel(int id);
    // A request has been made whose finished() has not yet been delivered.
    [[nodiscard]] bool busy() const { return thread_.busy(); }
    // The id of the latest request (0 before the first).
    [[nodiscard]] int currentId() const { return thread_.latestId(); }

    // Engine names in display order (SPEC 2), refused ones included: the window lists
    // those disabled, with engineRefusal() as the reason.
    [[nodiscard]] static QStringList engineNames(const Puzzle& puzzle);
    // The first engine that is not refused (empty when every one is).
    [[nodiscard]] static QString defaultEngine(const Puzzle& puzzle);
    // The engine's one-sentence description; empty for an unknown name.
    [[nodiscard]] static QString engineDescription(const Puzzle& puzzle, const QString& engine);
    // An engine as a list of engines shows it: its name (also the command line's
    // --engine value), "(default)" for the default, "(may run out of memory)" for one
    // that may (issue 23, point 11); and its tooltip, the description with that caution.
    [[nodiscard]] static QString engineItemText(const Puzzle& puzzle, const QString& engine);
    [[nodiscard]] static QString engineItemToolTip(const Puzzle& puzzle, const QString& engine);
    // Why the engine cannot run for this puzzle (Puzzle::engineRefusal); empty when it can.
    [[nodiscard]] static QString engineRefusal(const Puzzle& puzzle, const QString& engine);

signals:
    // Live progress of the latest request only (progress of superseded requests is
    // dropped), at most one every ~50 ms. The phase is a code (i18n::phaseText words it);
    // depth is the bound for Phase::SearchingBound.
    void progress(int id, pl::Phase phase, int depth, quint64 nodes, double elapsedMs);
    // Exactly once per request, in request order.
    void finished(int id, const pl::SolveResult& result);
    // busy() changed.
    void busyChanged(bool busy);

private:
    void onWorkerProgress(int id, pl::Phase phase, int depth, quint64 nodes, double elapsedMs);
    void onWorkerFinished(int id, const pl::SolveResult& result);

    // Last: it goes first, cancelling and waiting for the request that runs.
    WorkerThread<SolveWorker> thread_;
};

}  // namespace pl

Q_DECLARE_METATYPE(pl::SolveResult)
Q_DECLARE_METATYPE(pl::Phase)
