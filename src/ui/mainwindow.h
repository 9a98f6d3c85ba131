#pragma once

#include <map>
#include <memory>
#include <vector>

#include <QMainWindow>

#include "core/puzzle.h"
#include "models/puzzle_session.h"

namespace Ui {
class MainWindow;
}

class QMenu;
class QMimeData;
class QUndoGroup;

namespace pl {

class BatchDialog;
class BoardWidget;
class CelebrationBanner;
class CompareDialog;
class MoveListModel;
class PlayPanel;
class DefinitionBoard;
class LibraryPanel;
class PlaySession;
class PuzzleLibrary;
class RulesDialog;
struct FileProblems;
struct PuzzleEntry;
class StateSpaceDialog;
class PlaybackController;
class PuzzleDocument;
class PuzzleListModel;
class SolutionPanel;
class SolveService;
class TableService;
struct TableAnswer;
struct SolveResult;
struct SavedSolution;

// The main window: the puzzle list, the board of the chosen puzzle and the solution
// panel. Each puzzle keeps its own PuzzleSession (models: the document, the solution
// in hand, the solve request and its outcome), board and playback, so switching
// puzzles loses nothing and a search runs on while another puzzle is shown. The window
// decides no rule of its own: it forwards input to the session and words and shows
// what the session reports.
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
    [[nodiscard]] const PuzzleList& puzzles() const { return puzzleList_; }
    // The puzzle of `key` in the window's list, or null.
    [[nodiscard]] std::shared_ptr<const Puzzle> puzzleOf(const QString& key) const;
    // The three contest puzzles, the window's puzzles by default.
    [[nodiscard]] static PuzzleList contestPuzzles();
    // The puzzles of library entries (the contest puzzles first, each on its own
    // Puzzle; the others as definitions), made into the window's list by setPuzzles.
    // An entry the window already shows (the same definition bytes) keeps its Puzzle,
    // so its session (board, undo history, solution) stays; a changed definition gets
    // a new Puzzle and a new session; a puzzle no longer listed loses its session.
    void setEntries(const std::vector<std::shared_ptr<const PuzzleEntry>>& entries);

    [[nodiscard]] PuzzleListModel* puzzleModel() const { return puzzles_; }
    // Select a puzzle by its key ("clocks", "lights-out-3", ...); false if unknown.
    bool selectPuzzle(const QString& key);
    [[nodiscard]] QString currentKey() const { return current_; }
    [[nodiscard]] const Puzzle& currentPuzzle() const;

    // Each puzzle's objects, made when the puzzle is first shown or asked for; null for
    // a key that is not in the window's list.
    [[nodiscard]] PuzzleDocument* document(const QString& key) const;
    [[nodiscard]] BoardWidget* board(const QString& key) const;
    [[nodiscard]] MoveListModel* moveModel(const QString& key) const;
    [[nodiscard]] PlaybackController* playback(const QString& key) const;
    [[nodiscard]] SolveService* solveService(const QString& key) const;
    [[nodiscard]] SolutionPanel* solutionPanel() const;

    // Sets the current puzzle's position from its text form (Puzzle::formatPosition);
    // returns what is wrong with the text, or an empty string. Not undoable: meant
    // for the command line, before anyone has edited anything.
    QString setPositionText(const QString& text);
    // The engine used by the current puzzle's next solve; false for an unknown name.
    bool setEngine(const QString& engine);
    [[nodiscard]] QString engine(const QString& key) const;

    // What the solution panel says about the last search ("Solved in 7 moves",
    // "Stopped", ...), for the current puzzle.
    [[nodiscard]] QString solveStatus() const;
    [[nodiscard]] bool isSolving(const QString& key) const;

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
    // Null for a puzzle whose tables cannot be asked (Puzzle::tableRefusal()).
    [[nodiscard]] PlaySession* playSession(const QString& key) const;
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
    // An undoable edit of `key`'s position, under the same rules as a click.
    void loadPosition(const QString& key, const Position& position, const QString& undoText);

    // The library of puzzles (mainwindow_library.cpp). With a library the window offers
    // all of its puzzles (bundled, the user's folder, opened files) and follows its
    // changes: a file of the user's folder that changes is reloaded. Without one (tests,
    // screenshots) the window offers the puzzles given to it.
    void setLibrary(PuzzleLibrary* library);
    [[nodiscard]] PuzzleLibrary* library() const { return library_; }
    [[nodiscard]] LibraryPanel* libraryPanel() const { return libraryPanel_; }
    // File > Open Puzzle Definition without its dialog: the definition is added to the
    // library and shown. On error nothing changes and the problems are shown in a
    // dialog (window-modal, not blocking); returns them as text, or empty.
    QString openDefinitionFrom(const QString& path);
    // File > New Puzzle from Template: writes a starter definition into the user's
    // folder and shows it. Returns the error, or empty.
    QString newPuzzleFromTemplate();
    // File > Copy to My Puzzles: the shown puzzle, opened from elsewhere, is copied into
    // the user's folder. Returns the error, or empty.
    QString copyToUserFolder();
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
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Session;

    void setUpActions();
    void setUpLibrary();
    // The library panel lists the window's puzzles; after setPuzzles.
    void syncLibraryPanel();
    void onLibraryChanged();
    void showDefinitionProblems(const std::vector<FileProblems>& files);
    void updateLibraryActions();
    // Edit > Edit Tool, for a board of tiles in Edit Position (else null / disabled).
    [[nodiscard]] DefinitionBoard* editableBoard() const;
    void updateEditTool();
    void fillEditToolMenu();
    void setUpPlaySession(Session& s);
    void setUpPlay();
    // Play by hand: why a click on the board did nothing; a game `distance` moves
    // from solved (0: a random position).
    void explainLockedBoard();
    void startNewGame(int distance);
    void onPlayChanged(Session& s);
    // Shows the hint for `s`'s position at `distance` with optimal moves `moves`.
    int presentHint(Session& s, int distance, const std::vector<int>& moves);
    void onTableAnswer(int id, const TableAnswer& answer);
    void onGoalReached(Session& s, int moves, int optimum);
    void chooseJudgeFile();
    // The session of `key`, made on first use; null when the key is not listed.
    Session* findSession(const QString& key) const;
    Session& session(const QString& key) const;
    Session& current() const { return session(current_); }
    [[nodiscard]] bool isCurrent(const Session& s) const;
    void showPuzzle(const QString& key);
    // The puzzle's name as the list shows it (translated for the contest puzzles).
    [[nodiscard]] QString displayName(const Session& s) const;
    // Why the tool dialogs and Play by Hand are unavailable for `s`; empty when not.
    [[nodiscard]] QString toolRefusal(const Session& s) const;
    void updateToolActions();
    void bindMoveList(Session& s);

    // Input handling; see the class comment for the rules.
    void onBoardEdited(Session& s, const Position& edited);
    void onMoveRequested(Session& s, int move);
    void onDocumentChanged(Session& s);
    void onBoardGoalEdited(Session& s, const Position& goal);
    void onGoalChanged(Session& s);
    void beginInput(Session& s);
    // The model's solution in hand was set or dropped.
    void onSolutionChanged(Session& s);
    // Drops what the panel and the status bar say about the last outcome.
    void forgetOutcome(Session& s);
    void showDocument(Session& s);
    void applySolution();
    void scramble();
    void resetPosition();
    void undo();
    void redo();

    void startSolve(Session& s);
    void onSolveProgress(Session& s);
    void onSolveFinished(Session& s, const SolveResult& result);

    void exportSolution();
    void openSolution();
    void copySolution();
    void copyPosition();
    void paste();
    void openRecord(const SavedSolution& record, const QString& name);
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
    // Why a search was stopped, as the panel says it.
    [[nodiscard]] static QString stopReasonText(PuzzleSession::StopReason reason);
    // The solution in hand as its file holds it.
    [[nodiscard]] static SavedSolution recordOf(const Session& s);

    std::unique_ptr<Ui::MainWindow> ui_;
    PuzzleListModel* puzzles_ = nullptr;
    QUndoGroup* undoGroup_ = nullptr;
    PuzzleList puzzleList_;
    // Made on first use (mutable: the const accessors make them too).
    mutable std::map<QString, std::unique_ptr<Session>> sessions_;
    QString current_;
    int moveDurationMs_ = 0;  // from the speed slider
    bool syncingList_ = false;
    bool persistSettings_ = false;
    // Hints out of play mode and New Game ask the tables here, on their worker.
    TableService* tables_ = nullptr;
    int hintRequest_ = 0;  // the hint being looked up (its request id)
    QString hintKey_;      // ... the puzzle it is for
    Position hintPosition_;
    Position hintGoal_;       // ... and the position it is for
    int newGameRequest_ = 0;  // the New Game position being drawn
    QString newGameKey_;      // ... and its puzzle
    PlayPanel* playPanel_ = nullptr;
    CelebrationBanner* banner_ = nullptr;
    // The list of puzzles on the left, the library it shows, and Help > Rules.
    LibraryPanel* libraryPanel_ = nullptr;
    PuzzleLibrary* library_ = nullptr;
    RulesDialog* rules_ = nullptr;
    QMenu* editToolMenu_ = nullptr;
};

}  // namespace pl
