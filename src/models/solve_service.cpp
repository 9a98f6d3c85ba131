#include "solve_service.h"

#include <QElapsedTimer>

#include <chrono>
#include <exception>
#include <new>

#include "models/puzzle_list_model.h"
#include "models/solve_service_worker.h"

namespace pl {

// --- worker (runs on the service's thread) ------------------------------------------

Engine* SolveWorker::engineFor(PuzzleKind kind, const std::string& name)
{
    auto& slot = engines_[{kind, name}];
    if (!slot)
        slot = puzzle(kind).makeEngine(name);
    return slot.get();
}

void SolveWorker::run(const SolveJob& request)
{
    const Puzzle& p = puzzle(request.kind);
    SolveResult result;
    result.kind = request.kind;
    result.position = request.position;
    result.engine = QString::fromStdString(request.engine);

    const auto finish = [&] { emit finished(request.id, result); };

    // Superseded while it waited in the queue: do not start an engine for nothing.
    if (request.cancel->cancelled()) {
        result.outcome = Outcome::Cancelled;
        return finish();
    }
    if (const std::string problem = p.validate(request.position); !problem.empty()) {
        result.error = QString::fromStdString(problem);
        return finish();
    }

    const ProgressFn onProgress = [&](const Progress& report) {
        const auto now = std::chrono::steady_clock::now();
        if (std::chrono::duration<double, std::milli>(now - lastProgress_).count() <
            kProgressIntervalMs)
            return;
        lastProgress_ = now;
        emit progress(request.id, report.phase, report.depth, report.nodes, report.elapsedMs);
    };

    Solution solution;
    // An exception must not cross the event loop; it becomes a failed result instead.
    try {
        Engine* engine = engineFor(request.kind, request.engine);
        if (!engine) {
            result.error = tr("%1 has no engine called \u201c%2\u201d.")
                               .arg(PuzzleListModel::displayName(request.kind), result.engine);
            return finish();
        }
        QElapsedTimer clock;
        clock.start();
        solution = engine->solve(request.position, onProgress, *request.cancel);
        if (solution.stats.wallMs <= 0)
            solution.stats.wallMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    } catch (const std::bad_alloc&) {
        result.error = tr("The engine ran out of memory.");
        return finish();
    } catch (const std::exception& e) {
        result.error =
            tr("The engine stopped with an error: %1").arg(QString::fromLocal8Bit(e.what()));
        return finish();
    }

    result.outcome = solution.outcome;
    result.stats = solution.stats;
    switch (solution.outcome) {
    case Outcome::Solved:
        result.moves = std::move(solution.moves);
        result.movesText = QString::fromStdString(p.formatMoves(result.moves));
        result.finalLabel = solution.finalLabel;
        break;
    case Outcome::Unsolvable:
    case Outcome::Failed:
        result.error = solution.error.empty() ? tr("The engine found no answer.")
                                              : QString::fromStdString(solution.error);
        break;
    case Outcome::Cancelled:
        break;
    }
    finish();
}

// --- service (GUI thread) -----------------------------------------------------------

SolveService::SolveService(QObject* parent) : QObject(parent), worker_(new SolveWorker)
{
    qRegisterMetaType<pl::SolveResult>();
    qRegisterMetaType<pl::Phase>();
    worker_->moveToThread(&thread_);
    // The worker is deleted on its own thread as that thread ends (see the destructor).
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(worker_, &SolveWorker::progress, this, &SolveService::onWorkerProgress,
            Qt::QueuedConnection);
    connect(worker_, &SolveWorker::finished, this, &SolveService::onWorkerFinished,
            Qt::QueuedConnection);
    thread_.setObjectName(QStringLiteral("PuzzleLab solver"));
    thread_.start();
}

SolveService::~SolveService()
{
    // Every earlier request was cancelled when the next one was made, so cancelling
    // the latest is enough for the thread to come back within a poll interval.
    if (currentToken_)
        currentToken_->cancel();
    thread_.quit();
    thread_.wait();
    worker_ = nullptr;
}

int SolveService::solve(PuzzleKind kind, const Position& position, const QString& engine)
{
    if (currentToken_)
        currentToken_->cancel();
    currentToken_ = std::make_shared<CancelToken>();

    SolveJob request;
    request.id = ++lastId_;
    request.kind = kind;
    request.position = position;
    request.engine = engine.isEmpty() ? defaultEngine(kind).toStdString() : engine.toStdString();
    request.cancel = currentToken_;

    const bool wasBusy = busy();
    ++outstanding_;
    QMetaObject::invokeMethod(
        worker_, [worker = worker_, request] { worker->run(request); }, Qt::QueuedConnection);
    if (!wasBusy)
        emit busyChanged(true);
    return request.id;
}

void SolveService::cancel()
{
    if (currentToken_)
        currentToken_->cancel();
}

void SolveService::onWorkerProgress(int id, Phase phase, int depth, quint64 nodes, double elapsedMs)
{
    if (id == lastId_ && !currentToken_->cancelled())
        emit progress(id, phase, depth, nodes, elapsedMs);
}

void SolveService::onWorkerFinished(int id, const SolveResult& result)
{
    --outstanding_;
    emit finished(id, result);
    if (outstanding_ == 0)
        emit busyChanged(false);
}

QStringList SolveService::engineNames(PuzzleKind kind)
{
    QStringList names;
    for (const std::string& name : puzzle(kind).engineNames())
        names << QString::fromStdString(name);
    return names;
}

QString SolveService::defaultEngine(PuzzleKind kind)
{
    const auto names = puzzle(kind).engineNames();
    return names.empty() ? QString() : QString::fromStdString(names.front());
}

QString SolveService::engineDescription(PuzzleKind kind, const QString& engine)
{
    const auto made = puzzle(kind).makeEngine(engine.toStdString());
    return made ? QString::fromStdString(made->description()) : QString();
}

}  // namespace pl
