// Saving and restoring the window's state (QSettings "PuzzleLab"/"PuzzleLab"). Kept
// apart from mainwindow.cpp: it only uses what the window shows through its public
// face, so a value from an older or hand-edited file can never reach a puzzle without
// passing the same checks as the command line.

#include <QSettings>
#include <QSlider>
#include <QSplitter>

#include "core/checked_readers.h"
#include "models/puzzle_document.h"
#include "models/solve_service.h"
#include "ui/mainwindow.h"
#include "ui/playback_controller.h"
#include "ui/solution_panel.h"
#include "ui_mainwindow.h"

namespace pl {

namespace {

QSettings openSettings()
{
    // Explicit names, so a test or a tool that did not set the application's names
    // still reads and writes the same file as the program.
    return QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
}

}  // namespace

void MainWindow::restoreSettings()
{
    persistSettings_ = true;
    QSettings settings = openSettings();

    // Engines first: setEngine() works on the shown puzzle, so each is visited. Only
    // the puzzles the settings name get their session made here.
    const QString shown = currentKey();
    for (const auto& p : puzzles()) {
        const QString key = QString::fromStdString(p->key());
        const QString engine = settings.value(QStringLiteral("engines/") + key).toString();
        if (engine.isEmpty() || !SolveService::engineNames(*p).contains(engine))
            continue;
        selectPuzzle(key);
        setEngine(engine);
    }
    selectPuzzle(shown);

    for (const auto& p : puzzles()) {
        const QString key = QString::fromStdString(p->key());
        const QString text = settings.value(QStringLiteral("positions/") + key).toString();
        if (text.isEmpty())
            continue;
        // With its goal where the person sets it ("position / goal").
        const auto parsed = parsePositionAndGoal(*p, text.toStdString());
        if (!parsed || !p->validate(parsed.value->position).empty())
            continue;
        document(key)->resetTo(parsed.value->position, parsed.value->goal.value_or(Position{}));
    }

    bool ok = false;
    const int ms = settings.value(QStringLiteral("playback/moveDurationMs")).toInt(&ok);
    if (ok && ms >= 0)
        solutionPanel()->speedSlider()->setValue(PlaybackController::speedForDuration(ms));

    selectPuzzle(settings.value(QStringLiteral("puzzle")).toString());
    solutionPanel()->setDetailsShown(
        settings.value(QStringLiteral("window/details"), false).toBool());

    // restoreGeometry() and restoreState() check their data and refuse what they
    // cannot read, leaving the defaults.
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    ui_->mainSplitter->restoreState(
        settings.value(QStringLiteral("window/splitter")).toByteArray());
}

void MainWindow::saveSettings() const
{
    QSettings settings = openSettings();
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/splitter"), ui_->mainSplitter->saveState());
    settings.setValue(QStringLiteral("window/details"), solutionPanel()->detailsShown());
    settings.setValue(QStringLiteral("puzzle"), currentKey());
    settings.setValue(
        QStringLiteral("playback/moveDurationMs"),
        PlaybackController::durationForSpeed(solutionPanel()->speedSlider()->value()));
    // The puzzles that were shown (or asked about); the others keep what they had.
    for (const auto& entry : sessions_) {
        const QString& key = entry.first;
        settings.setValue(QStringLiteral("engines/") + key, engine(key));
        const PuzzleDocument* doc = document(key);
        std::string text = puzzleOf(key)->formatPosition(doc->position());
        if (doc->hasEditableGoal())
            text += " / " + puzzleOf(key)->formatPosition(doc->goal());
        settings.setValue(QStringLiteral("positions/") + key, QString::fromStdString(text));
    }
}

}  // namespace pl
