// What the window shows of one puzzle's session: the board and its playback, and the
// lines the window said about it. The session (models) decides every rule; the view
// forwards the board's input to it under the input rules below and shows what it
// decided.
//
// Input rules: any input that changes the position (a click, a move, Scramble, Reset,
// Open) first makes what the board shows the document's position, so what the person
// sees is what they edit, then drops the solution, which no longer belongs to the
// position (beginInput). Undo and redo keep the solution while they land on its start
// or end. Playing the solution to its end puts it on the undo stack, as Apply would.
#pragma once

#include <memory>
#include <optional>
#include <random>

#include <QObject>
#include <QString>

#include "core/puzzle.h"
#include "models/puzzle_session.h"

class QWidget;

namespace pl {

class BoardSkin;
class BoardWidget;
class PlaybackController;
class TableService;
struct SavedSolution;

class SessionView : public QObject {
    Q_OBJECT
public:
    // The session of `puzzle` with its board (a child of `boardParent`) and playback.
    SessionView(std::shared_ptr<const Puzzle> puzzle, QWidget* boardParent, TableService* tables,
                QObject* parent);
    ~SessionView() override;

    [[nodiscard]] const std::shared_ptr<const Puzzle>& puzzle() const { return puzzle_; }
    [[nodiscard]] const QString& key() const { return key_; }
    [[nodiscard]] const BoardSkin& skin() const { return *skin_; }
    [[nodiscard]] PuzzleSession* model() const { return model_; }
    [[nodiscard]] BoardWidget* board() const { return board_; }
    [[nodiscard]] PlaybackController* playback() const { return playback_; }
    // The puzzle's name as the list shows it (translated for the contest puzzles).
    [[nodiscard]] QString displayName() const;

    // New input is coming (see the class comment).
    void beginInput();
    // Edit > Undo, Redo, Scramble and Reset.
    void undo();
    void redo();
    void scramble();
    void reset();
    // Scramble draws from a generator seeded by `seed` from now on, not from the
    // system's: the same scrambles in the same order (tests make a failure repeatable).
    void setScrambleSeed(quint64 seed) { seeded_.emplace(seed); }
    // An undoable change of the position by a request (a new game, a position chosen in
    // State Space), under the same rules as a click.
    void loadPosition(const Position& position, const QString& undoText);
    // The position the board shows: a step of the solution being played back, else
    // the document's.
    [[nodiscard]] Position shownPosition() const;
    // Why Solve is unavailable now, in the user's words; empty when it is not.
    [[nodiscard]] QString solveProblem() const;
    // The solution in hand as its file holds it.
    [[nodiscard]] SavedSolution record() const;

    // The playback speed; hand moves follow it, never slower than 300 ms a move.
    void setMoveDurationMs(int ms);
    // Play by hand: the board is locked (moves only) and the game follows the document.
    void setPlaying(bool playing);

    // The move a hint highlights, and the position it is about.
    void showHint(int move);

    // Says `message` in the status bar (named after the puzzle when it is not shown);
    // an outcome's line is taken back with the outcome (announced).
    void say(const QString& message, int timeoutMs = 0)
    {
        emit announce(message, timeoutMs, false);
    }
    void sayOutcome(const QString& message) { emit announce(message, 0, true); }
    // The panel and the move list show this session again (when it is the shown one).
    void refresh()
    {
        emit changed();
        emit stepChanged();
    }

    // The status bar line that said the last outcome (taken back with it), and the
    // headline's words as last shown.
    QString announced;
    QString headlineShown;

signals:
    // What the panel and the actions show of this session may have changed.
    void changed();
    // The step the move list shows changed.
    void stepChanged();
    // The playback started or paused.
    void playingChanged();
    // The view has something to say in the status bar (say, sayOutcome).
    void announce(const QString& message, int timeoutMs, bool outcome);
    // The outcome is gone: the status bar drops a line about it.
    void outcomeForgotten(const QString& announced, const QString& headline);
    // A click tried to edit the locked board.
    void editRefused();

private:
    void onBoardEdited(const Position& edited);
    void onBoardGoalEdited(const Position& goal);
    void onSolutionChanged();
    void onPlayChanged();
    void showDocument();

    std::shared_ptr<const Puzzle> puzzle_;
    QString key_;
    // Set by setScrambleSeed: the generator Scramble draws from instead of the system's.
    std::optional<std::mt19937_64> seeded_;
    const BoardSkin* skin_ = nullptr;
    PuzzleSession* model_ = nullptr;
    BoardWidget* board_ = nullptr;
    PlaybackController* playback_ = nullptr;
    int moveDurationMs_ = 0;
    int hintShown_ = -1;
    Position hintShownFor_;
};

}  // namespace pl
