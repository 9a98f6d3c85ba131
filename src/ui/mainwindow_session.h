// What MainWindow keeps per puzzle (private to mainwindow*.cpp).
#pragma once

#include <memory>
#include <vector>

#include <QString>

#include "core/puzzle.h"
#include "ui/mainwindow.h"
#include "ui/solution_panel.h"

namespace pl {

class BoardSkin;

// Everything one puzzle owns. The objects are children of the window; the session
// only points at them.
struct MainWindow::Session {
    std::shared_ptr<const Puzzle> puzzle;
    QString key;
    const BoardSkin* skin = nullptr;
    PuzzleDocument* document = nullptr;
    BoardWidget* board = nullptr;
    MoveListModel* moves = nullptr;
    PlaybackController* playback = nullptr;
    SolveService* solver = nullptr;
    QString engine;  // for the next solve

    // The search being waited for (0: none) and what it was asked.
    int solveId = 0;
    Position solvingPosition;
    Position solvingGoal;  // an editableGoal puzzle's goal it was asked for
    QString solvingEngine;
    QString stopReason;  // why it was stopped, said when it comes back cancelled
    bool haveProgress = false;
    Phase phase = Phase::Searching;
    int depth = 0;
    quint64 nodes = 0;
    double elapsedMs = 0;

    // The step of the solution the document holds: 0 (its start) or moveCount()
    // (applied). Any other step shown on the board is only a preview.
    int anchor = 0;
    int finalLabel = 0;
    QString reached;  // a puzzle of the library with several goals: the one reached

    // The last search (or opened file) as the statistics box shows it.
    bool haveStats = false;
    bool statsPartial = false;
    QString statsEngine;
    SolveStats stats;

    // The outcome as the panel's headline says it ("Solved in 7 moves", "Stopped"),
    // and the sentence under it when there is no solution to show there.
    QString status;
    QString statusDetail;
    SolutionPanel::Tone tone = SolutionPanel::Tone::Neutral;
    // The status bar line that said that outcome, taken back with it.
    QString announced;

    // The file last opened or exported, and the solution it holds: the title bar
    // names it, marked modified once the window shows something else.
    QString filePath;
    Position fileStart;
    std::vector<int> fileMoves;

    // Play by hand (null when the puzzle's tables cannot be asked), and the move a
    // hint highlighted with the position it is about.
    PlaySession* play = nullptr;
    int hintShown = -1;
    Position hintShownFor;
    // Play mode: a hint asked for while the session measured, shown when it has.
    bool hintWanted = false;
};

}  // namespace pl
