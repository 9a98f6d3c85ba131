#include "models/session_settings.h"

#include <QSettings>
#include <algorithm>

#include "core/contest/add_on.h"
#include "core/registry.h"
#include "models/puzzle_session.h"

namespace pl {

namespace {

QString engineKey(const QString& key)
{
    return QStringLiteral("engine/") + key;
}

QString oldEngineKey(const QString& key)
{
    return QStringLiteral("engines/") + key;
}

QString positionKey(const QString& key)
{
    return QStringLiteral("positions/") + key;
}

}  // namespace

bool hasSessionSettings(const QSettings& settings, const QString& key)
{
    return settings.contains(engineKey(key)) || settings.contains(oldEngineKey(key)) ||
           settings.contains(positionKey(key));
}

QString engineOfOldSettings(const PuzzleSession& session, const QString& saved)
{
    const auto entry = session.basePuzzle() ? session.basePuzzle()->entry() : nullptr;
    if (const ContestAddOn* addOn = entry ? addOnOf(*entry) : nullptr)
        for (const auto& e : addOn->judgeEngines())
            if (saved == QString::fromStdString(e.judgeName)) {
                // Only where the session lists that engine (settings saved before the
                // contest puzzles were held as their definitions name the judge names).
                const auto names = session.basePuzzle()->engineNames();
                if (std::find(names.begin(), names.end(), e.engine) != names.end())
                    return QString::fromStdString(e.engine);
            }
    return saved;
}

void restoreSession(const QSettings& settings, const QString& key, PuzzleSession& session)
{
    QString engine = settings.value(engineKey(key)).toString();
    if (engine.isEmpty())
        engine = engineOfOldSettings(session, settings.value(oldEngineKey(key)).toString());
    if (!engine.isEmpty())
        session.setEngine(engine);  // an unknown name is refused
    const QString text = settings.value(positionKey(key)).toString();
    if (!text.isEmpty())
        (void)session.resetToText(text.toStdString(), true);
}

void saveSession(QSettings& settings, const QString& key, const PuzzleSession& session)
{
    settings.setValue(engineKey(key), session.engine());
    settings.remove(oldEngineKey(key));
    settings.setValue(positionKey(key),
                      QString::fromStdString(session.positionText(session.position())));
}

}  // namespace pl
