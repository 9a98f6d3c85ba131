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

// The view of one puzzle: its mid-end (PuzzleSession, in models: the document, the
// move list, the solve request and its outcome) and what the window shows of it. The
// objects are children of the window; this only points at them.
struct MainWindow::Session {
    std::shared_ptr<const Puzzle> puzzle;
    QString key;
    const BoardSkin* skin = nullptr;
    PuzzleSession* model = nullptr;
    BoardWidget* board = nullptr;
    PlaybackController* playback = nullptr;

    // The outcome as the panel's headline words it ("Solved in 7 moves", "Stopped"),
    // and the sentence under it when there is no solution to show there; the model says
    // when it no longer describes the board (PuzzleSession::outcomeForgotten).
    QString status;
    QString statusDetail;
    SolutionPanel::Tone tone = SolutionPanel::Tone::Neutral;
    // The status bar line that said that outcome, taken back with it.
    QString announced;

    // Play by hand (null when the puzzle's tables cannot be asked), and the move a
    // hint highlighted with the position it is about.
    PlaySession* play = nullptr;
    int hintShown = -1;
    Position hintShownFor;
    // Play mode: a hint asked for while the session measured, shown when it has.
    bool hintWanted = false;
};

}  // namespace pl
