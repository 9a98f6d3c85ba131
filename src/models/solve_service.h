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

// What a solve request came to, as the GUI sees it. `outcome` keeps the three cases
// apart: Cancelled means "stopped before an answer", never "there is no solution".
struct SolveResult {
    Outcome outcome = Outcome::Failed;
    std::shared_ptr<const Puzzle> puzzle;  // the puzzle it was for
    Position position;                     // the position that was solved
    QString engine;                        // the engine's name as run ("ida", "table", ...)
    std::vector<int> moves;                // Solved: indices into Puzzle::moveNames()
    QString movesText;   // Solved: Puzzle::formatMoves(moves), e.g. "AC", "4 5 8 9"
    int finalLabel = 0;  // Solved rotation: the centre label at the end
    QString reached;     // Solved, a puzzle of the library: the goal reached
                         // (Solution::reached), empty otherwise
    QString error;       // Failed: a sentence saying why
    SolveStats stats;    // also filled (as far as it got) when Cancelled

    [[nodiscard]] bool solved() const { return outcome == Outcome::Solved; }
    [[nodiscard]] bool cancelled() const { return outcome == Outcome::Cancelled; }
    [[nodiscard]] bool failed() const { return outcome == Outcome::Failed; }
};

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
