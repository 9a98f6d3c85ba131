#include "census_job.h"

#include <numeric>

#include <QSettings>
#include <QStringList>

#include "core/rotation_census.h"

namespace pl {

namespace {

// Process-wide so every State space dialog sees a census another one finished.
std::vector<quint64>& memoryCache()
{
    static std::vector<quint64> counts;
    return counts;
}

bool plausible(const std::vector<quint64>& counts)
{
    return !counts.empty() && std::accumulate(counts.begin(), counts.end(), quint64{0}) ==
                                  quint64{kRotationBoardCount};
}

}  // namespace

CensusJob::CensusJob(QObject* parent)
    : QObject(parent), function_([](const ProgressFn& progress, const CancelToken& cancel) {
          return rotationCensus(progress, cancel);
      })
{
}

CensusJob::~CensusJob()
{
    // The thread only touches `this` through queued calls, which die with the object;
    // joining here, before QObject's destructor, keeps it from posting to a dead one.
    if (cancel_)
        cancel_->cancel();
    if (thread_.joinable())
        thread_.join();
}

void CensusJob::setCensusFunction(CensusFunction function)
{
    function_ = std::move(function);
}

quint64 CensusJob::totalBoards()
{
    return kRotationBoardCount;
}

bool CensusJob::start()
{
    if (running_)
        return false;
    if (thread_.joinable())
        thread_.join();  // the previous run has already reported; this returns at once
    running_ = true;
    cancel_ = std::make_shared<CancelToken>();
    clock_.start();
    thread_ = std::thread([this, function = function_, cancel = cancel_] {
        const ProgressFn onProgress = [this](const Progress& report) {
            const quint64 done = report.nodes;
            const double ms = report.elapsedMs;
            QMetaObject::invokeMethod(
                this, [this, done, ms] { emit progress(done, totalBoards(), ms); },
                Qt::QueuedConnection);
        };
        std::vector<std::uint64_t> counts;
        try {
            counts = function(onProgress, *cancel);
        } catch (const std::exception&) {
            counts.clear();  // reported as not completed; nothing better to show
        }
        QMetaObject::invokeMethod(
            this, [this, counts = std::move(counts)] { onDone(counts); }, Qt::QueuedConnection);
    });
    return true;
}

void CensusJob::cancel()
{
    if (running_ && cancel_)
        cancel_->cancel();
}

void CensusJob::onDone(const std::vector<std::uint64_t>& counts)
{
    if (thread_.joinable())
        thread_.join();
    running_ = false;
    emit finished(std::vector<quint64>(counts.begin(), counts.end()),
                  double(clock_.nsecsElapsed()) / 1e6);
}

QString CensusJob::settingsKey()
{
    return QStringLiteral("census/rotation");
}

std::vector<quint64> CensusJob::remembered()
{
    auto& cache = memoryCache();
    if (!cache.empty())
        return cache;
    const QStringList stored = QSettings().value(settingsKey()).toStringList();
    std::vector<quint64> counts;
    for (const QString& item : stored) {
        bool ok = false;
        counts.push_back(item.toULongLong(&ok));
        if (!ok)
            return {};
    }
    // A damaged or hand-edited entry is ignored rather than shown as the census.
    if (!plausible(counts))
        return {};
    cache = counts;
    return cache;
}

bool CensusJob::remember(const std::vector<quint64>& counts)
{
    if (!plausible(counts))
        return false;
    memoryCache() = counts;
    // Text, not a binary QVariant, so the settings file stays readable.
    QStringList stored;
    for (const quint64 c : counts)
        stored << QString::number(c);
    QSettings().setValue(settingsKey(), stored);
    return true;
}

void CensusJob::forget()
{
    memoryCache().clear();
    QSettings().remove(settingsKey());
}

}  // namespace pl
