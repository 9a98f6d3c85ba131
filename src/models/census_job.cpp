#include "census_job.h"

#include <map>
#include <numeric>
#include <string>

#include <QSettings>
#include <QStringList>

#include "models/position_sampler.h"
#include "models/shared_puzzle.h"

namespace pl {

namespace {

// Process-wide so every State space dialog sees a census another one finished; by
// puzzle key, as the settings are.
std::vector<quint64>& memoryCache(const Puzzle& puzzle)
{
    static std::map<std::string, std::vector<quint64>> counts;
    return counts[puzzle.key()];
}

bool plausible(const Puzzle& puzzle, const std::vector<quint64>& counts)
{
    return !counts.empty() && std::accumulate(counts.begin(), counts.end(), quint64{0}) ==
                                  CensusJob::totalBoards(puzzle);
}

}  // namespace

// Runs a census on the job's thread. Progress may be reported from the census's own
// threads: a signal queued to the job is safe from any of them.
class CensusWorker : public QObject {
    Q_OBJECT
public:
    void run(const CensusJob::CensusFunction& function, const CancelToken& cancel)
    {
        const ProgressFn onProgress = [this](const Progress& report) {
            emit progress(report.nodes, report.elapsedMs);
        };
        std::vector<std::uint64_t> counts;
        try {
            counts = function(onProgress, cancel);
        } catch (const std::exception&) {
            counts.clear();  // reported as not completed; nothing better to show
        }
        emit finished(counts);
    }

signals:
    void progress(quint64 boardsDone, double elapsedMs);
    void finished(const std::vector<std::uint64_t>& counts);
};

CensusJob::CensusJob(std::shared_ptr<const Puzzle> puzzle, QObject* parent)
    : QObject(parent),
      puzzle_(std::move(puzzle)),
      thread_(QStringLiteral("PuzzleLab census"), WorkerThread<CensusWorker>::Supersede::Yes)
{
    if (const auto own = positionSamplingOf(*puzzle_); own && own->censusTotal() > 0)
        function_ = [own](const ProgressFn& progress, const CancelToken& cancel) {
            return own->census(progress, cancel);
        };
    thread_.deliver(&CensusWorker::progress, this, [this](quint64 done, double ms) {
        emit progress(done, totalBoards(*puzzle_), ms);
    });
    thread_.deliver(&CensusWorker::finished, this, &CensusJob::onDone);
}

CensusJob::~CensusJob() = default;

void CensusJob::setCensusFunction(CensusFunction function)
{
    function_ = std::move(function);
}

bool CensusJob::available(const Puzzle& puzzle)
{
    return totalBoards(puzzle) > 0;
}

quint64 CensusJob::totalBoards(const Puzzle& puzzle)
{
    const auto own = positionSamplingOf(puzzle);
    return own ? own->censusTotal() : 0;
}

bool CensusJob::start()
{
    if (running_ || !function_)
        return false;
    running_ = true;
    clock_.start();
    const auto ticket = thread_.begin();
    thread_.post([function = function_, cancel = ticket.cancel](CensusWorker& worker) {
        worker.run(function, *cancel);
    });
    return true;
}

void CensusJob::cancel()
{
    if (running_)
        thread_.cancelLatest();
}

void CensusJob::onDone(const std::vector<std::uint64_t>& counts)
{
    thread_.end();
    running_ = false;
    emit finished(std::vector<quint64>(counts.begin(), counts.end()),
                  double(clock_.nsecsElapsed()) / 1e6);
}

QString CensusJob::settingsKey(const Puzzle& puzzle)
{
    return QStringLiteral("census/") + QString::fromStdString(puzzle.key());
}

std::vector<quint64> CensusJob::remembered(const Puzzle& puzzle)
{
    auto& cache = memoryCache(puzzle);
    if (!cache.empty())
        return cache;
    const QStringList stored = QSettings().value(settingsKey(puzzle)).toStringList();
    std::vector<quint64> counts;
    for (const QString& item : stored) {
        bool ok = false;
        counts.push_back(item.toULongLong(&ok));
        if (!ok)
            return {};
    }
    // A damaged or hand-edited entry is ignored rather than shown as the census.
    if (!plausible(puzzle, counts))
        return {};
    cache = counts;
    return cache;
}

bool CensusJob::remember(const Puzzle& puzzle, const std::vector<quint64>& counts)
{
    if (!plausible(puzzle, counts))
        return false;
    memoryCache(puzzle) = counts;
    // Text, not a binary QVariant, so the settings file stays readable.
    QStringList stored;
    for (const quint64 c : counts)
        stored << QString::number(c);
    QSettings().setValue(settingsKey(puzzle), stored);
    return true;
}

void CensusJob::forget(const Puzzle& puzzle)
{
    memoryCache(puzzle).clear();
    QSettings().remove(settingsKey(puzzle));
}

}  // namespace pl

#include "census_job.moc"
