#include "models/engine_service.h"

#include <QElapsedTimer>

#include <chrono>
#include <exception>
#include <list>
#include <new>
#include <tuple>

#include "core/engines/puzzle_engines.h"

namespace pl {

class EngineWorker : public QObject {
    Q_OBJECT
public:
    struct Job {
        int id = 0;
        std::shared_ptr<const PuzzleEntry> entry;
        SolveRequest request;
        std::string engine;
        EngineOptions options;
        std::shared_ptr<const CancelToken> cancel;
    };

    void run(const Job& job)
    {
        EngineResult result;
        result.engine = QString::fromStdString(job.engine);
        result.request = job.request;
        const auto finish = [&] { emit finished(job.id, result); };
        if (job.cancel->cancelled()) {
            result.answer.outcome = Outcome::Cancelled;
            return finish();
        }
        const ProgressFn onProgress = [&](const Progress& report) {
            const auto now = std::chrono::steady_clock::now();
            if (std::chrono::duration<double, std::milli>(now - lastProgress_).count() < 48.0)
                return;
            lastProgress_ = now;
            emit progress(job.id, report);
        };
        try {
            DefEngine* engine = engineFor(job);
            if (!engine) {
                result.answer.problems.push_back(
                    Problem{"engine.unknown", {job.engine, job.entry->key()}, {}});
                return finish();
            }
            QElapsedTimer clock;
            clock.start();
            result.answer = engine->solve(job.request, onProgress, *job.cancel);
            if (result.answer.stats.wallMs <= 0)
                result.answer.stats.wallMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        } catch (const std::bad_alloc&) {
            result.answer = Answer{};
            result.answer.problems.push_back(Problem{"engine.out-of-memory", {}, {}});
        } catch (const std::exception& e) {
            result.answer = Answer{};
            result.answer.problems.push_back(Problem{"internal", {e.what()}, {}});
        }
        finish();
    }

signals:
    void progress(int id, const pl::Progress& report);
    void finished(int id, const pl::EngineResult& result);

private:
    DefEngine* engineFor(const Job& job)
    {
        // Engines keep the tables they built, for the puzzles used last: the key is the
        // definition text, engine and limit; the oldest go when there are too many, so
        // visiting many puzzles does not keep every table (each up to the limit).
        const Key key{job.entry->sha256, job.engine, job.options.maxMemoryBytes};
        for (auto it = engines_.begin(); it != engines_.end(); ++it)
            if (it->first == key) {
                engines_.splice(engines_.begin(), engines_, it);
                return engines_.front().second.get();
            }
        engines_.emplace_front(key, makeEngine(*job.entry, job.engine, job.options));
        while (engines_.size() > kKeptEngines)
            engines_.pop_back();
        return engines_.front().second.get();
    }

    using Key = std::tuple<std::string, std::string, std::uint64_t>;
    static constexpr std::size_t kKeptEngines = 4;
    std::list<std::pair<Key, std::unique_ptr<DefEngine>>> engines_;  // most recent first
    std::chrono::steady_clock::time_point lastProgress_{};
};

EngineService::EngineService(QObject* parent) : QObject(parent), worker_(new EngineWorker)
{
    qRegisterMetaType<pl::EngineResult>();
    qRegisterMetaType<pl::Progress>();
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(
        worker_, &EngineWorker::progress, this,
        [this](int id, const Progress& report) {
            if (id == lastId_ && !currentToken_->cancelled())
                emit progress(id, report);
        },
        Qt::QueuedConnection);
    connect(
        worker_, &EngineWorker::finished, this,
        [this](int id, const EngineResult& result) {
            --outstanding_;
            emit finished(id, result);
            if (outstanding_ == 0)
                emit busyChanged(false);
        },
        Qt::QueuedConnection);
    thread_.setObjectName(QStringLiteral("PuzzleLab engines"));
    thread_.start();
}

EngineService::~EngineService()
{
    if (currentToken_)
        currentToken_->cancel();
    thread_.quit();
    thread_.wait();
    worker_ = nullptr;
}

int EngineService::solve(std::shared_ptr<const PuzzleEntry> entry, const SolveRequest& request,
                         const QString& engine, const EngineOptions& options)
{
    if (currentToken_)
        currentToken_->cancel();
    currentToken_ = std::make_shared<CancelToken>();
    EngineWorker::Job job;
    job.id = ++lastId_;
    job.request = request;
    if (engine.isEmpty()) {
        // The first engine that fits the memory limit, as on the command line.
        job.engine = defaultEngine(*entry, options);
    } else {
        job.engine = engine.toStdString();
    }
    job.entry = std::move(entry);
    job.options = options;
    job.cancel = currentToken_;
    const bool wasBusy = busy();
    ++outstanding_;
    QMetaObject::invokeMethod(
        worker_, [worker = worker_, job] { worker->run(job); }, Qt::QueuedConnection);
    if (!wasBusy)
        emit busyChanged(true);
    return job.id;
}

void EngineService::cancel()
{
    if (currentToken_)
        currentToken_->cancel();
}

void EngineService::cancel(int id)
{
    // Only the latest request can still be running: every earlier one was cancelled
    // when the next was made. A session sharing the service stops only its own.
    if (id == lastId_)
        cancel();
}

QStringList EngineService::engineNames(const PuzzleEntry& entry)
{
    QStringList names;
    for (const std::string& n : pl::engineNames(entry))
        names << QString::fromStdString(n);
    return names;
}

}  // namespace pl

#include "engine_service.moc"
