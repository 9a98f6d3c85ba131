// The census of every board of a puzzle whose histogram counts something smaller (the
// Rotation Game: ~9.47e9 boards, where its table counts one label's patterns) as a
// background job the GUI can start, watch and stop. Which puzzles have one, and how it
// is counted, is the puzzle's PositionSampling::census (models/position_sampler.h).
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QtGlobal>

#include "core/puzzle.h"
#include "models/worker_thread.h"

namespace pl {

class CensusWorker;

// The census blocks and spreads itself over every core, so it runs on the job's
// WorkerThread; progress and the end come back to the job's (GUI) thread as queued
// signals. Stop sets the census's cancel token directly: the workers notice within
// milliseconds. Destroying a running job cancels it and waits.
class CensusJob : public QObject {
    Q_OBJECT
public:
    // What the job runs; the puzzle's census by default, something small in tests.
    // Must return an empty vector when cancelled.
    using CensusFunction =
        std::function<std::vector<std::uint64_t>(const ProgressFn&, const CancelToken&)>;

    // A census of `puzzle` (not null). For a puzzle without one (available() false)
    // start() refuses until setCensusFunction() gives something to run.
    explicit CensusJob(std::shared_ptr<const Puzzle> puzzle, QObject* parent = nullptr);
    ~CensusJob() override;

    [[nodiscard]] const Puzzle& puzzle() const { return *puzzle_; }
    void setCensusFunction(CensusFunction function);

    // False (nothing happens) while a run is in progress, or with nothing to run.
    bool start();
    // Asks a running census to stop; finished() with empty counts follows.
    void cancel();
    [[nodiscard]] bool running() const { return running_; }

    // The puzzle has a census of its own.
    [[nodiscard]] static bool available(const Puzzle& puzzle);
    // Boards the census goes through (kRotationBoardCount for the Rotation Game), 0
    // when it has none.
    [[nodiscard]] static quint64 totalBoards(const Puzzle& puzzle);

    // The counts of the puzzle's last completed run ("census/<key>" in QSettings), empty
    // when there is none. Remembered in memory too, so a second dialog does not even
    // read the settings. remember() refuses counts that do not add up to every board.
    [[nodiscard]] static std::vector<quint64> remembered(const Puzzle& puzzle);
    static bool remember(const Puzzle& puzzle, const std::vector<quint64>& counts);
    static void forget(const Puzzle& puzzle);
    [[nodiscard]] static QString settingsKey(const Puzzle& puzzle);

signals:
    // About every 50 ms while running: boards counted so far.
    void progress(quint64 boardsDone, quint64 boardsTotal, double elapsedMs);
    // Once per start(): the counts per distance, or empty when cancelled.
    void finished(const std::vector<quint64>& counts, double elapsedMs);

private:
    void onDone(const std::vector<std::uint64_t>& counts);

    std::shared_ptr<const Puzzle> puzzle_;
    CensusFunction function_;
    QElapsedTimer clock_;
    bool running_ = false;
    // Last: it goes first, cancelling the census that runs and waiting for it.
    WorkerThread<CensusWorker> thread_;
};

}  // namespace pl
