#pragma once

#include <map>
#include <memory>
#include <vector>

#include <QMainWindow>

#include "core/puzzle.h"
#include "models/puzzle_session.h"
#include "ui/window_context.h"

namespace Ui {
class MainWindow;
}

class QMimeData;
class QUndoGroup;

namespace pl {

class BatchDialog;
class BoardWidget;
class CelebrationBanner;
class CompareDialog;
class EditPositionActions;
class LibraryActions;
class LibraryPanel;
class MoveListModel;
class PlayPanel;
class PlaySession;
class GameFiles;
class PlayTools;
class PlaybackController;
class PuzzleDocument;
class PuzzleLibrary;
class RulesDialog;
class SessionView;
class ShortcutGuard;
class SolutionFiles;
class SolutionPanel;
class SolveService;
class StateSpaceDialog;
struct PuzzleEntry;

// The main window: the library of puzzles on the left, the board of the chosen puzzle
// and the solution panel. It lays out the widgets, wires the actions and shows the
// current session. Each puzzle keeps its own PuzzleSession (models: the document, the
// solution in hand, the solve request and its outcome, hints and games) with its board
// and playback (a SessionView, which holds the input rules), so switching puzzles loses
// nothing and a search runs on while another puzzle is shown. The window decides no
// rule of its own: it words and shows what the session reports. Play by hand and the
// tool dialogs are PlayTools', the library's actions LibraryActions'.
class MainWindow : public QMainWindow, public WindowContext {
    Q_OBJECT
public:
    using PuzzleList = std::vector<std::shared_ptr<const Puzzle>>;

    // A window of the three contest puzzles.
    explicit MainWindow(QWidget* parent = nullptr);
    // A window of `puzzles` (in the order listed; none: the three contest puzzles).
    explicit MainWindow(PuzzleList puzzles, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The puzzles the window offers. Replacing them keeps the sessions of the puzzles
    // that stay (their boards, undo histories and solutions) and drops the others; the
    // shown puzzle stays shown when it stays, else the first is shown.
    void setPuzzles(PuzzleList puzzles);
    [[nodiscard]] const PuzzleList& puzzles() const override { return puzzleList_; }
    // The puzzle of `key` in the window's list, or null.
    [[nodiscard]] std::shared_ptr<const Puzzle> puzzleOf(const QString& key) const override;
    // The puzzles of library entries (the contest puzzles first), made into the
    // window's list by setPuzzles. An entry the window already shows (the same
    // definition bytes) keeps its Puzzle, so its session stays; a changed definition
    // gets a new Puzzle and a new session.
    void setEntries(const std::vector<std::shared_ptr<const PuzzleEntry>>& entries) override;

    // Shows the puzzle of `key` ("clocks", "lights-out-3", ...); false if unknown.
    bool selectPuzzle(const QString& key) override;
    [[nodiscard]] QString currentKey() const override { return current_; }
    [[nodiscard]] const Puzzle& currentPuzzle() const;

    // The session view of `key`, made when first asked for (the window makes the one
    // it shows); null for a key that is not in the window's list. Each puzzle's objects
    // below are its view's.
    SessionView* sessionView(const QString& key) override;
    [[nodiscard]] std::vector<SessionView*> sessionViews() const override;
    PuzzleDocument* document(const QString& key);
    BoardWidget* board(const QString& key);
    MoveListModel* moveModel(const QString& key);
    PlaybackController* playback(const QString& key);
    SolveService* solveService(const QString& key);
    // Null for a puzzle whose tables cannot be asked (Puzzle::tableRefusal()).
    PlaySession* playSession(const QString& key);
    [[nodiscard]] SolutionPanel* solutionPanel() const;

    // Sets the current puzzle's position from its text form (Puzzle::formatPosition);
    // returns what is wrong with the text, or an empty string. Not undoable: meant
    // for the command line, before anyone has edited anything.
    QString setPositionText(const QString& text);
    // The engine used by the current puzzle's next solve; false for an unknown name.
    bool setEngine(const QString& engine);
    QString engine(const QString& key);

    // What the solution panel says about the last search ("Solved in 7 moves",
    // "Stopped", ...), for the current puzzle.
    [[nodiscard]] QString solveStatus() const;
    bool isSolving(const QString& key);

    // The export text of the current puzzle's solution; empty without one.
    [[nodiscard]] QString solutionText() const;
    // File > Export and File > Open without their dialogs: the error, or empty.
    QString exportSolutionTo(const QString& path);
    QString openSolutionFrom(const QString& path);
    // The solution file given on the command line, as openSolutionFrom(); an error is
    // also shown in File > Open's box once the window is up (a desktop launch has no
    // terminal to read).
    QString openStartupFile(const QString& path);
    // The box File > Open shows for `error`; window-modal, not blocking.
    void reportOpenError(const QString& error);
    // Edit > Paste without the clipboard: a whole solution file is opened; any other
    // text is read as a position of the current puzzle, or of the one puzzle it fits
    // (PastedText). Undoable. Returns the error, or empty; on error nothing changes.
    QString pasteText(const QString& text);
    // A file or text dropped on the window (a definition, a solution, text to paste).
    QString dropData(const QMimeData* data);
    // Edit > Copy Position: the position the board shows, in the --position format.
    [[nodiscard]] QString positionText() const;

    // Window geometry, splitter, puzzle, engines, speed and positions
    // (mainwindow_settings.cpp). Only a window that has restored them saves them when
    // it closes, so windows made by tests or for screenshots leave the settings alone.
    void restoreSettings();
    void saveSettings() const;

    // Play by hand, hints and the tool dialogs (PlayTools).
    void setPlayMode(bool on);
    [[nodiscard]] bool playMode() const;
    [[nodiscard]] PlayPanel* playPanel() const;
    [[nodiscard]] CelebrationBanner* celebration() const;
    // Highlights an optimal next move of the current puzzle and says it in the status
    // bar; returns the move, or -1 when there is none (solved, or not valid), or
    // kHintPending when the tables answer on their worker (hintShown() follows).
    int showHint();
    static constexpr int kHintPending = -2;
    // Solve > Compare Engines, Tools > State Space, File > Solve Judge File (without
    // its file dialog). Non-modal; each deletes itself when closed. Null when refused.
    // The other tools (Watch the Search) are those of tools().
    CompareDialog* openCompare();
    StateSpaceDialog* openStateSpace();
    [[nodiscard]] PlayTools& tools() const { return *play_; }
    BatchDialog* openJudgeFile(const QString& path);
    // An undoable edit of `key`'s position, under the same rules as a click.
    void loadPosition(const QString& key, const Position& position,
                      const QString& undoText) override;

    // The library of puzzles (LibraryActions). With a library the window offers all of
    // its puzzles and follows its changes; without one (tests, screenshots) it offers
    // the puzzles given to it.
    void setLibrary(PuzzleLibrary* library);
    [[nodiscard]] PuzzleLibrary* library() const;
    [[nodiscard]] LibraryPanel* libraryPanel() const { return libraryPanel_; }
    // File > Open Puzzle Definition without its dialog: the definition is read on the
    // library's worker (the window usable meanwhile), then added to the library and
    // shown, and `said` said for `saidMs` (by default that it was opened). On error
    // nothing changes and the problems are shown in a dialog (window-modal, not
    // blocking). Returns the library's request id (LibraryActions::definitionOpened
    // follows), 0 without a library.
    int openDefinition(const QString& path, const QString& said = QString(),
                       int saidMs = 0) override;
    // The same for the command line and tests, which need the puzzle before they go on:
    // waits for it in an event loop. Returns the problems as text, or empty.
    QString openDefinitionFrom(const QString& path);
    // File > New Puzzle from Template: writes a starter definition into the user's
    // folder and opens it (openDefinition). Returns the error of writing, or empty.
    QString newPuzzleFromTemplate();
    // File > Copy to My Puzzles: the shown puzzle, opened from elsewhere, is copied into
    // the user's folder on the library's worker; a problem is shown when it is answered.
    // Returns the error found at once, or empty.
    QString copyToUserFolder();
    // File > Export as PuzzleLab Definition without its dialog: the shown puzzle as a
    // format 1 file at `path` (another solver's file as stickers with pieces). Returns
    // the error, or empty.
    QString exportDefinitionTo(const QString& path);
    // Help > Rules (F1): the shown puzzle's rules, source and facts. Non-modal, one.
    RulesDialog* openRules();

public slots:
    void solve();
    void stopSolving();

signals:
    // A search of `key` has ended and the window shows its outcome.
    void solveFinished(const QString& key, pl::Outcome outcome);
    // A hint asked for has been shown (`move`), or there was none (-1).
    void hintShown(const QString& key, int move);
    // New Game has loaded its position (or said why there is none).
    void newGameReady(const QString& key);

protected:
    [[nodiscard]] QWidget* widget() override { return this; }
    void showStatus(const QString& message, int timeoutMs) override;
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void wireActions();
    [[nodiscard]] SessionView* findView(const QString& key) const;
    [[nodiscard]] SessionView& current() const;
    [[nodiscard]] bool isCurrent(const SessionView& view) const;
    void dropView(const QString& key);
    void showPuzzle(const QString& key);
    void bindMoveList(SessionView& view);
    void startSolve(SessionView& view);
    // Shows the current session: the panel and the title, the move list, the actions.
    void refreshPanel();
    void refreshSolutionView();
    void updateActions();
    // Shows `message` in the status bar and returns the line as shown.
    QString announce(const SessionView& view, const QString& message, int timeoutMs = 0);

    std::unique_ptr<Ui::MainWindow> ui_;
    QUndoGroup* undoGroup_ = nullptr;
    PuzzleList puzzleList_;
    std::map<QString, std::unique_ptr<SessionView>> views_;
    QString current_;
    int moveDurationMs_ = 0;  // from the speed slider
    bool syncingList_ = false;
    bool persistSettings_ = false;
    LibraryPanel* libraryPanel_ = nullptr;
    LibraryActions* library_ = nullptr;
    EditPositionActions* editActions_ = nullptr;
    PlayTools* play_ = nullptr;
    GameFiles* games_ = nullptr;  // File > Save Game, Open Game; games kept at quit
    ShortcutGuard* keys_ = nullptr;
    SolutionFiles* files_ = nullptr;
};

}  // namespace pl
