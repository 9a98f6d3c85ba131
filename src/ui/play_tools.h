// Play by hand, hints, New Game and the tool dialogs (Compare Engines, State Space,
// Solve Judge File) of the main window: their actions and menus, the play panel and
// the celebration over the board, and how their answers are worded. None of it
// changes how the window solves or plays back: it asks the shown session (its game,
// hints and new games live there) and edits through the session view's input rules.
#pragma once

#include <QObject>
#include <QString>

#include "models/puzzle_session.h"

class QAction;

namespace Ui {
class MainWindow;
}

namespace pl {

class BatchDialog;
class CelebrationBanner;
class CompareDialog;
class WindowContext;
class PlayPanel;
class SessionView;
class StateSpaceDialog;
class WatchDialog;
class TableService;

class PlayTools : public QObject {
    Q_OBJECT
public:
    PlayTools(WindowContext* window, Ui::MainWindow& ui);

    // Hints out of play mode and new games ask the tables here, on their worker.
    [[nodiscard]] TableService* tables() const { return tables_; }
    [[nodiscard]] PlayPanel* playPanel() const { return playPanel_; }
    [[nodiscard]] CelebrationBanner* celebration() const { return banner_; }

    // A session view made by the window: its game, hints and new games are shown here.
    void attach(SessionView& view);
    // The window shows `view` now.
    void show(SessionView& view);

    void setPlayMode(bool on);
    [[nodiscard]] bool playMode() const;
    // See MainWindow::showHint.
    int showHint();
    static constexpr int kHintPending = -2;
    void startNewGame(int distance);
    CompareDialog* openCompare();
    StateSpaceDialog* openStateSpace();
    WatchDialog* openWatch();
    BatchDialog* openJudgeFile(const QString& path);

signals:
    // Play by hand starts or ends: every session's board locks or unlocks (before
    // the panel shows it), then the window shows the current puzzle again.
    void playModeChanging(bool on);
    void playModeChanged(bool on);
    void hintShown(const QString& key, int move);
    void newGameReady(const QString& key);

private:
    // Why the tools and Play by Hand are unavailable for `view`; empty when not.
    [[nodiscard]] QString toolRefusal(const SessionView& view) const;
    // Why Play by Hand and Hint are unavailable: the table's refusal, unless the
    // puzzle's distances can be searched for.
    [[nodiscard]] QString playRefusal(const SessionView& view) const;
    void updateToolActions(const SessionView& view);
    // Play by hand: why a click on the board did nothing.
    void explainLockedBoard();
    void chooseJudgeFile();
    void onGoalReached(const SessionView& view, int moves, int optimum);
    int presentHint(SessionView& view, const PuzzleSession::Hint& hint);
    void onNewGame(SessionView& view, const PuzzleSession::NewGame& game);
    [[nodiscard]] SessionView& current() const;
    void say(const QString& message, int timeoutMs) const;

    WindowContext* window_;
    QAction* playAction_ = nullptr;
    PlayPanel* playPanel_ = nullptr;
    CelebrationBanner* banner_ = nullptr;
    TableService* tables_ = nullptr;
};

}  // namespace pl
