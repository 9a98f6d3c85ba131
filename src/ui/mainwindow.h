#pragma once

#include <array>
#include <memory>
#include <vector>

#include <QMainWindow>

#include "core/puzzle.h"

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
class MoveListModel;
class PlayPanel;
class PlaySession;
class StateSpaceDialog;
class PlaybackController;
class PuzzleDocument;
class PuzzleListModel;
class SolutionPanel;
class SolveService;
class TableService;
struct TableAnswer;
struct SolveResult;
struct SolutionRecord;

// The main window: the puzzle list, the board of the chosen puzzle and the solution
// panel. Each puzzle keeps its own document, board, solution, playback and solver,
// so switching puzzles loses nothing and a search runs on while another puzzle is
// shown.
//
// How the solution relates to the document: when an answer arrives the document
// still holds its start, and playback only changes what the board shows. Apply
// Solution, or playing the solution to its end, puts the whole solution on the undo
// stack as one step. Any input that changes the position (a click, a move, Scramble,
// Reset, Open) first makes what the board shows the document's position, so what the
// person sees is what they edit, then drops the solution, which no longer belongs to
// the position. Undo and redo keep the solution while they land on its start or end.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] PuzzleListModel* puzzleModel() const { return puzzles_; }
    // Select a puzzle by its core key ("clocks", "msquare", "rotation"); false if unknown.
    bool selectPuzzle(const QString& key);
    void selectPuzzle(PuzzleKind kind);
    [[nodiscard]] PuzzleKind currentKind() const { return current_; }

    [[nodiscard]] PuzzleDocument* document(PuzzleKind kind) const;
    [[nodiscard]] BoardWidget* board(PuzzleKind kind) const;
    [[nodiscard]] MoveListModel* moveModel(PuzzleKind kind) const;
    [[nodiscard]] PlaybackController* playback(PuzzleKind kind) const;
    [[nodiscard]] SolveService* solveService(PuzzleKind kind) const;
    [[nodiscard]] SolutionPanel* solutionPanel() const;

    // Sets the current puzzle's position from its text form (Puzzle::formatPosition);
    // returns what is wrong with the text, or an empty string. Not undoable: meant
    // for the command line, before anyone has edited anything.
    QString setPositionText(const QString& text);
    // The engine used by the current puzzle's next solve; false for an unknown name.
    bool setEngine(const QString& engine);
    [[nodiscard]] QString engine(PuzzleKind kind) const;

    // What the solution panel says about the last search ("Solved in 7 moves",
    // "Stopped", ...), for the current puzzle.
    [[nodiscard]] QString solveStatus() const;
    [[nodiscard]] bool isSolving(PuzzleKind kind) const;

    // The export text of the current puzzle's solution; empty without one.
    [[nodiscard]] QString solutionText() const;
    // File > Export and File > Open without their dialogs: the error, or empty.
    QString exportSolutionTo(const QString& path);
    QString openSolutionFrom(const QString& path);
    // The solution file given on the command line: opened as by openSolutionFrom();
    // on error nothing changes and, once the window is shown, the error box of
    // File > Open says what is wrong (a desktop launch has no terminal to read).
    // Returns the error, or empty.
    QString openStartupFile(const QString& path);
    // The box File > Open shows for `error`; window-modal, not blocking.
    void reportOpenError(const QString& error);
    // Edit > Paste without the clipboard: a whole solution file is opened; any other
    // text is read as a position (the --position format) of the current puzzle, or
    // of the one puzzle it fits. Undoable. Returns the error, or empty; on error
    // nothing changes.
    QString pasteText(const QString& text);
    // A file or text dropped on the window: a file is opened as a solution, text is
    // pasted (pasteText). Returns the error, or empty; on error nothing changes.
    QString dropData(const QMimeData* data);
    // Edit > Copy Position: the position the board shows (a step of the solution being
    // played back, else the current one) in the --position format.
    [[nodiscard]] QString positionText() const;

    // Window geometry, splitter, puzzle, engines, speed and positions
    // (mainwindow_settings.cpp). Only a window that has restored them saves them when
    // it closes, so windows made by tests or for screenshots leave the settings alone.
    void restoreSettings();
    void saveSettings() const;

    // Play by hand, hints and the tool dialogs (mainwindow_play.cpp).
    void setPlayMode(bool on);
    [[nodiscard]] bool playMode() const;
    [[nodiscard]] PlaySession* playSession(PuzzleKind kind) const;
    [[nodiscard]] PlayPanel* playPanel() const { return playPanel_; }
    [[nodiscard]] CelebrationBanner* celebration() const { return banner_; }
    // Highlights an optimal next move of the current puzzle and says it in the status
    // bar; returns the move, or -1 when there is none (solved, or not valid), or
    // kHintPending when the tables answer on their worker (hintShown() follows).
    int showHint();
    static constexpr int kHintPending = -2;
    // Solve > Compare Engines, Tools > State Space, File > Solve Judge File (without
    // its file dialog). Non-modal; each deletes itself when closed. Null when refused.
    CompareDialog* openCompare();
    StateSpaceDialog* openStateSpace();
    BatchDialog* openJudgeFile(const QString& path);
    // An undoable edit of `kind`'s position, under the same rules as a click.
    void loadPosition(PuzzleKind kind, const Position& position, const QString& undoText);

public slots:
    void solve();
    void stopSolving();

signals:
    // A search of `kind` has ended and the window shows its outcome.
    void solveFinished(pl::PuzzleKind kind, pl::Outcome outcome);
    // A hint asked for has been shown (`move`), or there was none (-1).
    void hintShown(pl::PuzzleKind kind, int move);
    // New Game has loaded its position (or said why there is none).
    void newGameReady(pl::PuzzleKind kind);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Session;

    void setUpActions();
    void setUpSessions();
    void setUpShortcutGuards();
    void setUpPlay();
    // Play by hand: why a click on the board did nothing; a game `distance` moves
    // from solved (0: a random position).
    void explainLockedBoard();
    [[nodiscard]] QString playBoardHint(PuzzleKind kind) const;
    void startNewGame(int distance);
    void onPlayChanged(PuzzleKind kind);
    // Shows the hint for `kind`'s position at `distance` with optimal moves `moves`.
    int presentHint(PuzzleKind kind, int distance, const std::vector<int>& moves);
    void onTableAnswer(int id, const TableAnswer& answer);
    void onGoalReached(PuzzleKind kind, int moves, int optimum);
    void chooseJudgeFile();
    Session& session(PuzzleKind kind) const;
    Session& current() const { return session(current_); }
    void showPuzzle(PuzzleKind kind);
    void bindMoveList(Session& s);

    // Input handling; see the class comment for the rules.
    void onBoardEdited(Session& s, const Position& edited);
    void onMoveRequested(Session& s, int move);
    void onDocumentChanged(Session& s);
    void beginInput(Session& s);
    void commitShownPosition(Session& s);
    void clearSolution(Session& s);
    // Drops what the panel and the status bar say about the last outcome.
    void forgetOutcome(Session& s);
    void setSolution(Session& s, const Position& start, const std::vector<int>& moves);
    void showDocument(Session& s);
    void applySolution();
    void scramble();
    void resetPosition();
    void undo();
    void redo();

    void startSolve(Session& s);
    void onSolveProgress(Session& s, int id, Phase phase, int depth, quint64 nodes,
                         double elapsedMs);
    void onSolveFinished(Session& s, int id, const SolveResult& result);

    void exportSolution();
    void openSolution();
    void copySolution();
    void copyPosition();
    void paste();
    void openRecord(const SolutionRecord& record, const QString& name);
    void showAbout();

    void refreshPanel();
    // The title bar names the puzzle shown and the file its solution came from.
    void updateTitle();
    void rememberFile(Session& s, const QString& path);
    void refreshSolutionView();
    void updateActions();
    // Shows `message` in the status bar and returns the line as shown.
    QString announce(const Session& s, const QString& message, int timeoutMs = 0);

    [[nodiscard]] QString editText(const Session& s, const Position& before,
                                   const Position& after) const;
    [[nodiscard]] QString solveProblem(const Session& s) const;
    [[nodiscard]] int handMoveDurationMs() const;
    [[nodiscard]] static QString positionChangedReason();

    std::unique_ptr<Ui::MainWindow> ui_;
    PuzzleListModel* puzzles_ = nullptr;
    QUndoGroup* undoGroup_ = nullptr;
    std::array<std::unique_ptr<Session>, 3> sessions_;
    PuzzleKind current_ = PuzzleKind::Clocks;
    int moveDurationMs_ = 0;  // from the speed slider
    bool syncingList_ = false;
    bool persistSettings_ = false;
    std::array<PlaySession*, 3> playSessions_{};
    std::array<int, 3> hintShown_{-1, -1, -1};  // the move a hint highlighted, per puzzle
    std::array<Position, 3> hintShownFor_;      // the position that hint is about
    // Hints out of play mode and New Game ask the tables here, on their worker.
    TableService* tables_ = nullptr;
    int hintRequest_ = 0;     // the hint being looked up (its request id)
    Position hintPosition_;   // ... and the position it is for
    int newGameRequest_ = 0;  // the New Game position being drawn
    // Play mode: a hint asked for while the session measured, shown when it has.
    std::array<bool, 3> hintWanted_{};
    PlayPanel* playPanel_ = nullptr;
    CelebrationBanner* banner_ = nullptr;
};

}  // namespace pl
