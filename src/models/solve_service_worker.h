// Private to SolveService: the object that runs engines on the service's thread.
#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <utility>

#include <QObject>

#include "models/solve_service.h"

namespace pl {

struct SolveJob {
    int id = 0;
    PuzzleKind kind = PuzzleKind::Clocks;
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
    Engine* engineFor(PuzzleKind kind, const std::string& name);

    // Engines are kept between requests: an engine may hold tables it built, and
    // building them again for every solve would be wasted work.
    std::map<std::pair<PuzzleKind, std::string>, std::unique_ptr<Engine>> engines_;
    std::chrono::steady_clock::time_point lastProgress_{};
};

}  // namespace pl
