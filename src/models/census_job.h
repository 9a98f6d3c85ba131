// The full Rotation Game census (every one of the ~9.47e9 boards) as a background job
// the GUI can start, watch and stop.
#pragma once

#include <functional>
#include <memory>
#include <thread>
#include <vector>

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QtGlobal>

#include "core/puzzle.h"

namespace pl {

// rotationCensus() blocks and spreads itself over every core, so it runs on a
// thread of its own; progress and the end come back to the job's (GUI) thread as
// queued calls. Stop sets the census's cancel token directly: the workers notice
// within milliseconds. Destroying a running job cancels it and waits.
class CensusJob : public QObject {
    Q_OBJECT
public:
    // What the job runs; rotationCensus by default, something small in tests.
    // Must return an empty vector when cancelled.
    using CensusFunction =
        std::function<std::vector<std::uint64_t>(const ProgressFn&, const CancelToken&)>;

    explicit CensusJob(QObject* parent = nullptr);
    ~CensusJob() override;

    void setCensusFunction(CensusFunction function);

    // False (nothing happens) while a run is in progress.
    bool start();
    // Asks a running census to stop; finished() with empty counts follows.
    void cancel();
    [[nodiscard]] bool running() const { return running_; }

    // Boards the census goes through (kRotationBoardCount for the real one).
    [[nodiscard]] static quint64 totalBoards();

    // The counts of the last completed run ("census/rotation" in QSettings), empty
    // when there is none. Remembered in memory too, so a second dialog does not even
    // read the settings. remember() refuses counts that do not add up to every board.
    [[nodiscard]] static std::vector<quint64> remembered();
    static bool remember(const std::vector<quint64>& counts);
    static void forget();
    [[nodiscard]] static QString settingsKey();

signals:
    // About every 50 ms while running: boards counted so far.
    void progress(quint64 boardsDone, quint64 boardsTotal, double elapsedMs);
    // Once per start(): the counts per distance, or empty when cancelled.
    void finished(const std::vector<quint64>& counts, double elapsedMs);

private:
    void onDone(const std::vector<std::uint64_t>& counts);

    CensusFunction function_;
    std::thread thread_;
    std::shared_ptr<CancelToken> cancel_;
    QElapsedTimer clock_;
    bool running_ = false;
};

}  // namespace pl
