// Private to SolveService: the object that runs engines on the service's thread.
#pragma once

#include <chrono>
#include <list>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <QObject>

#include "models/solve_service.h"

namespace pl {

struct SolveJob {
    int id = 0;
    std::shared_ptr<const Puzzle> puzzle;
    Position position;
    std::string engine;  // never empty: the service fills in the default
    std::shared_ptr<const CancelToken> cancel;
};

class SolveWorker : public QObject {
    Q_OBJECT
public:
    // Runs on the worker thread; blocks it until the engine returns.
    void run(const SolveJob& request);

    // The shortest gap between two progress signals, across requests: at most ~20 a
    // second reach the GUI thread whatever engines report. Engines themselves report
    // every 50 ms by their own clock; a little below that here keeps clock jitter from
    // dropping every other report.
    static constexpr double kProgressIntervalMs = 48.0;

signals:
    void progress(int id, pl::Phase phase, int depth, quint64 nodes, double elapsedMs);
    void finished(int id, const pl::SolveResult& result);

private:
    Engine* engineFor(const std::shared_ptr<const Puzzle>& puzzle, const std::string& name);

    // Engines are kept between requests: an engine may hold tables it built, and
    // building them again for every solve would be wasted work. They are kept for the
    // puzzles used last (each with the puzzle it was made from, which it may refer
    // to): visiting many puzzles of the library does not keep every one's tables.
    static constexpr std::size_t kKeptPuzzles = 4;
    struct Kept {
        std::shared_ptr<const Puzzle> puzzle;
        std::vector<std::pair<std::string, std::unique_ptr<Engine>>> engines;
    };
    std::list<Kept> engines_;  // the puzzle used last first
    std::chrono::steady_clock::time_point lastProgress_{};
};

}  // namespace pl
