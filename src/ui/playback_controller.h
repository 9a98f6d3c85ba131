#pragma once

#include <memory>
#include <vector>

#include <QObject>
#include <QTimer>

#include "core/puzzle.h"

namespace pl {

class BoardWidget;
class MoveListModel;

// Plays a solution on a board. The MoveListModel holds the start position, the moves
// and the current step; this object moves that step and makes the board show it:
// one step at a time animated (forwards or backwards), a jump instantly, and play
// as a timer that animates one move after the other.
//
// It never touches a document: what the shown step means for the position being
// edited is the owner's business (see MainWindow). The owner tells it about new
// input with interrupt(), which pauses and lands a running animation at once.
class PlaybackController : public QObject {
    Q_OBJECT
public:
    PlaybackController(MoveListModel* model, BoardWidget* board, QObject* parent = nullptr);

    [[nodiscard]] MoveListModel* model() const { return model_; }
    [[nodiscard]] BoardWidget* board() const { return board_; }

    // Replaces the solution, pauses and shows its start on the board.
    bool setSolution(std::shared_ptr<const Puzzle> puzzle, const Position& start,
                     const std::vector<int>& moves);
    // Forgets the solution and pauses; the board keeps showing what it shows.
    void clear();

    [[nodiscard]] bool hasSolution() const;
    [[nodiscard]] int moveCount() const;
    [[nodiscard]] int step() const;
    [[nodiscard]] bool atStart() const { return step() == 0; }
    [[nodiscard]] bool atEnd() const { return step() == moveCount(); }
    [[nodiscard]] bool isPlaying() const { return playing_; }

    static constexpr int kDefaultMoveDurationMs = 300;

    // How long one move takes to animate; 0 shows moves instantly.
    [[nodiscard]] int moveDurationMs() const { return durationMs_; }
    void setMoveDurationMs(int ms);

    // The speed slider's positions, slowest first; the last one is "instant" (0 ms).
    [[nodiscard]] static const std::vector<int>& speedSteps();
    [[nodiscard]] static int durationForSpeed(int speedIndex);
    [[nodiscard]] static int speedForDuration(int ms);  // the nearest position
    // The rest between two moves while playing, so each move reads as one.
    [[nodiscard]] static int pauseAfterMove(int durationMs);

public slots:
    void play();  // from the start again when at the end
    void pause();
    void togglePlay();
    void stepForward();     // animated; pauses
    void stepBack();        // animated backwards; pauses
    void jumpTo(int step);  // instant; pauses
    void jumpToStart() { jumpTo(0); }
    void jumpToEnd() { jumpTo(moveCount()); }
    // New input arrived: pause and land a running animation at once.
    void interrupt();

signals:
    void playingChanged(bool playing);
    void stepChanged(int step);
    // Play reached the last move and its animation has run: the solution was watched
    // to the end (stepping or jumping there does not count).
    void playedToEnd();

private:
    void tick();
    void showStep(int step, bool animate);
    void setPlaying(bool playing);
    void updateHighlight();

    MoveListModel* model_;
    BoardWidget* board_;
    QTimer timer_;
    int durationMs_;
    bool playing_ = false;
};

}  // namespace pl
