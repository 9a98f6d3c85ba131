#include "models/best_results.h"

#include <algorithm>

#include <QSettings>

namespace pl::best_results {

namespace {

QString keyOf(const QString& puzzle, const char* what)
{
    return QStringLiteral("best/") + puzzle + QLatin1Char('/') + QLatin1String(what);
}

}  // namespace

std::optional<BestResult> of(const QString& key)
{
    QSettings s(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
    bool movesOk = false;
    bool msOk = false;
    const int moves = s.value(keyOf(key, "moves")).toInt(&movesOk);
    const qint64 ms = s.value(keyOf(key, "ms")).toLongLong(&msOk);
    // A value edited by hand into nonsense counts as no best.
    if (!movesOk || !msOk || moves < 0 || ms < 0)
        return std::nullopt;
    return BestResult{moves, ms};
}

bool offer(const QString& key, const BestResult& result)
{
    const auto best = of(key);
    if (best &&
        (best->moves < result.moves || (best->moves == result.moves && best->ms <= result.ms)))
        return false;
    QSettings s(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
    s.setValue(keyOf(key, "moves"), result.moves);
    s.setValue(keyOf(key, "ms"), result.ms);
    return true;
}

QString timeText(qint64 ms)
{
    const qint64 seconds = std::max<qint64>(0, ms) / 1000;
    const qint64 h = seconds / 3600;
    const qint64 m = (seconds / 60) % 60;
    const qint64 sec = seconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(h)
            .arg(m, 2, 10, QLatin1Char('0'))
            .arg(sec, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(sec, 2, 10, QLatin1Char('0'));
}

}  // namespace pl::best_results
