// The window's way to the engines of any definition: one worker on one thread owned by
// the service, requests run there one after the other, results return as queued
// signals. The same contract as SolveService (which serves the contest puzzles' own
// boards until the window works from definitions): every request ends in exactly one
// finished(), a new request cancels the one before, and the destructor cancels and
// waits.
#pragma once

#include <memory>

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

#include "core/engines/engine.h"
#include "core/registry.h"

namespace pl {

struct EngineResult {
    QString engine;        // as run
    SolveRequest request;  // what was solved
    Answer answer;         // outcome, moves, reached, problems, statistics
};

class EngineWorker;

class EngineService : public QObject {
    Q_OBJECT
public:
    explicit EngineService(QObject* parent = nullptr);
    ~EngineService() override;

    // Starts solving and returns the request id (1, 2, ...); cancels the request
    // before. An empty engine name means the puzzle's default (its first engine).
    int solve(std::shared_ptr<const PuzzleEntry> entry, const SolveRequest& request,
              const QString& engine = QString(), const EngineOptions& options = {});
    // Cancels the latest request; with an id, only when that request is the latest.
    void cancel();
    void cancel(int id);

    [[nodiscard]] bool busy() const { return outstanding_ > 0; }
    [[nodiscard]] int currentId() const { return lastId_; }

    [[nodiscard]] static QStringList engineNames(const PuzzleEntry& entry);

signals:
    // Latest request only, at most ~20 a second.
    void progress(int id, const pl::Progress& report);
    void finished(int id, const pl::EngineResult& result);
    void busyChanged(bool busy);

private:
    QThread thread_;
    EngineWorker* worker_ = nullptr;
    std::shared_ptr<CancelToken> currentToken_;
    int lastId_ = 0;
    int outstanding_ = 0;
};

}  // namespace pl

Q_DECLARE_METATYPE(pl::EngineResult)
Q_DECLARE_METATYPE(pl::Progress)
