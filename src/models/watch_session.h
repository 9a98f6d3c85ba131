#pragma once

#include <memory>
#include <thread>

#include <QObject>
#include <QString>

#include "core/puzzle.h"
#include "core/search/watch_trace.h"

namespace pl {

// One watched search (SPEC 9, Tools > Watch the Search): an engine of the puzzle on a
// position, on its own thread, telling a WatchTrace of its iterations, layers and nodes.
// The search starts held at its first event (the trace's gate, paused); the view drives
// the gate and reads the trace. stop() (and the destructor) cancel the engine and open
// the gate: the search ends within one node.
class WatchSession : public QObject {
    Q_OBJECT
public:
    // Besides the puzzle's engines: IDA* with the Manhattan distance alone (Korf's 1985
    // baseline) on a sliding puzzle, to watch beside the pattern databases of `ida`.
    static constexpr const char* kManhattan = "ida-manhattan";
    [[nodiscard]] static bool hasManhattan(const Puzzle& puzzle);

    WatchSession(std::shared_ptr<const Puzzle> puzzle, Position position, QString engine,
                 QObject* parent = nullptr);
    ~WatchSession() override;

    // Starts the search (once).
    void start();
    void stop();
    [[nodiscard]] bool running() const { return running_; }
    [[nodiscard]] bool finished() const { return done_; }
    // Once finished(): what the engine answered.
    [[nodiscard]] const Answer& answer() const { return answer_; }

    [[nodiscard]] search::WatchTrace& trace() { return trace_; }
    [[nodiscard]] const search::WatchTrace& trace() const { return trace_; }
    [[nodiscard]] const Puzzle& puzzle() const { return *puzzle_; }
    [[nodiscard]] const Position& position() const { return position_; }
    [[nodiscard]] const QString& engine() const { return engine_; }

signals:
    // The search ended (solved, failed, or stopped): answer() says how.
    void searchFinished();

private:
    void join();
    // From the search's thread: searchFinished() on the view's.
    void finishLater();

    std::shared_ptr<const Puzzle> puzzle_;
    Position position_;
    QString engine_;
    search::WatchTrace trace_;
    CancelToken cancel_;
    std::thread thread_;
    Answer answer_;  // written by the thread, read after searchFinished()
    Answer result_;  // the thread's own copy
    bool running_ = false;
    bool done_ = false;
};

}  // namespace pl
