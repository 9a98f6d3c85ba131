// Saving and restoring the window's state (QSettings "PuzzleLab"/"PuzzleLab", named
// explicitly, so a test or a tool that did not set the application's names still reads
// and writes the same file as the program). Saved on quit and, once restored, as it
// changes (SettingsAutosave). A puzzle's engine and position go back through its
// session, which checks them as it checks the command line's, so a value from an older
// or hand-edited file can never reach a puzzle unchecked.

#include <QSettings>
#include <QSlider>
#include <QSplitter>

#include "models/session_settings.h"
#include "ui/game_files.h"
#include "ui/mainwindow.h"
#include "ui/playback_controller.h"
#include "ui/session_view.h"
#include "ui/settings_autosave.h"
#include "ui/solution_panel.h"
#include "ui/view_menu.h"
#include "ui_mainwindow.h"

namespace pl {

void MainWindow::restoreSettings()
{
    persistSettings_ = true;
    QSettings settings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
    // Only the puzzles the settings name get their session made here.
    for (const auto& p : puzzleList_)
        if (const QString key = QString::fromStdString(p->key()); hasSessionSettings(settings, key))
            restoreSession(settings, key, *sessionView(key)->model());
    games_->restore(settings);  // each game's undo history, over the position alone
    bool ok = false;
    const int ms = settings.value(QStringLiteral("playback/moveDurationMs")).toInt(&ok);
    if (ok && ms >= 0)
        solutionPanel()->speedSlider()->setValue(PlaybackController::speedForDuration(ms));

    selectPuzzle(settings.value(QStringLiteral("puzzle")).toString());
    showPuzzle(current_);  // with the engine restored for it
    solutionPanel()->setDetailsShown(
        settings.value(QStringLiteral("window/details"), false).toBool());

    // restoreGeometry() and restoreState() check their data and refuse what they
    // cannot read, leaving the defaults.
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    ui_->mainSplitter->restoreState(
        settings.value(QStringLiteral("window/splitter")).toByteArray());
    findChild<ViewMenu*>()->restore();  // after the splitter, which keeps what it hid
    new SettingsAutosave(this, [this] { saveSettings(); });  // from now on, as they change
}

void MainWindow::saveSettings() const
{
    QSettings settings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/splitter"), ui_->mainSplitter->saveState());
    settings.setValue(QStringLiteral("window/details"), solutionPanel()->detailsShown());
    settings.setValue(QStringLiteral("puzzle"), currentKey());
    settings.setValue(
        QStringLiteral("playback/moveDurationMs"),
        PlaybackController::durationForSpeed(solutionPanel()->speedSlider()->value()));
    // The puzzles that were shown (or asked about); the others keep what they had.
    for (const auto& [key, view] : views_)
        saveSession(settings, key, *view->model());
    games_->save(settings);
}

}  // namespace pl
