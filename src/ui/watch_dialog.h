#pragma once

#include <memory>
#include <vector>

#include <QDialog>
#include <QElapsedTimer>
#include <QString>

#include "core/puzzle.h"
#include "core/search/watch_trace.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTimer;

namespace pl {

class BoardWidget;
class StateSpaceChart;
class WatchDetails;
class WatchQueueStrip;
class WatchSession;
class WatchTreeView;

// Tools > Watch the Search (SPEC 9): an engine of the puzzle at work on the board's
// position, beside the main window (which stays usable). The search starts held at
// its first event; Run (at the chosen speed), Pause, Step and Next (to the end of the
// next iteration or layer) drive it. What it shows, by what the engine tells:
// - IDA*: the bound and the nodes of each iteration (a chart that grows), the path the
//   search is on drawn on a small board with g, h and f = g + h, the children cut off by
//   the bound and those the move rules leave out (never undo the last move);
// - breadth-first searches and table builds: the positions per depth (a chart), the
//   position taken from the queue with its rank (for a permutation, its Cantor code and
//   how it is computed);
// - The Clocks' enumeration: the move-count vector tried, how many of 4^9, the best so
//   far and why it is best;
// - the tree of the current iteration (or of the breadth-first search) while it is
//   small: nodes coloured expanded / cut / left out / on the path / the goal; zoom with
//   the wheel, pan by dragging; clicking a node draws its position on the small board.
// The trace exports as CSV, the tree as PNG. Closing the view stops the search.
class WatchDialog : public QDialog {
    Q_OBJECT
public:
    WatchDialog(std::shared_ptr<const Puzzle> puzzle, const Position& position,
                QWidget* parent = nullptr);
    ~WatchDialog() override;

    [[nodiscard]] const Puzzle& puzzle() const { return *puzzle_; }
    [[nodiscard]] const Position& position() const { return position_; }

    // The engine watched (one of the puzzle's engines); choosing one starts its search
    // anew, held at the first event.
    void setEngine(const QString& engine);
    [[nodiscard]] QString engine() const;
    // The engine the view starts with: the seed's classic engine where the puzzle has
    // one (rotation-ida, msquare-bfs, clocks-enumerate), else ida, bfs, table.
    [[nodiscard]] static QString classicEngine(const Puzzle& puzzle);
    // Side by side (SPEC 9): a second engine on the same position, driven by the same
    // controls, with its own chart and counts (two heuristics: the 15-puzzle's
    // Manhattan distance, WatchSession::kManhattan, against `ida`'s databases; the
    // Rotation Game's 8 - most frequent centre label against ida's). Empty: none.
    void setBesideEngine(const QString& engine);
    [[nodiscard]] QString besideEngine() const;
    [[nodiscard]] WatchSession* besideSession() const { return beside_.get(); }
    [[nodiscard]] search::WatchTrace::Snapshot besideSnapshot() const;
    [[nodiscard]] QString besideText() const;
    [[nodiscard]] const StateSpaceChart* besideChart() const { return chart2_; }
    // Both searches (one without a second engine) have ended.
    [[nodiscard]] bool allFinished() const;

    void run();
    void pause();
    void step(int events = 1);
    void runToBoundary();
    // Speed: events a second (0: as fast as the engine goes).
    void setEventsPerSecond(double perSecond);
    [[nodiscard]] double eventsPerSecond() const;
    // Stops the watched search (Close does it too).
    void stopSearch();

    // Reads the trace now (a timer does it about 30 times a second).
    void refresh();
    [[nodiscard]] WatchSession* session() const { return session_.get(); }
    [[nodiscard]] search::WatchTrace::Snapshot snapshot() const;
    // What the view says: the headline (where the search stands) and the details.
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] QString detailText() const;
    [[nodiscard]] const StateSpaceChart* chart() const { return chart_; }
    [[nodiscard]] const BoardWidget* board() const { return board_; }
    // Nodes drawn in the tree (0 when it is too large to draw).
    [[nodiscard]] int treeNodesDrawn() const;
    // Small boards drawn for the front of a breadth-first search's queue.
    [[nodiscard]] int queueBoardsDrawn() const;
    // Shows on the small board the position of tree node `index` (-1: the search's own).
    void showTreeNode(int index);
    [[nodiscard]] int shownTreeNode() const;
    // The position of tree node `index` (the view's position for -1 or out of range).
    [[nodiscard]] Position treeNodePosition(int index) const;

    [[nodiscard]] QString traceCsv() const;
    bool exportCsv(const QString& path, QString* error = nullptr) const;
    bool exportTree(const QString& path, QString* error = nullptr) const;

signals:
    void searchFinished();
    // A tree node double-clicked (or Enter on the chosen one): its position, for the main
    // window's board.
    void positionRequested(const pl::Position& position);

protected:
    // Esc and Close both end the watched search.
    void done(int result) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void startSession();
    void startBeside();
    void fillChart(StateSpaceChart* chart, QLabel* title, const search::WatchTrace::Snapshot& s);
    [[nodiscard]] QString statusOf(const WatchSession& session,
                                   const search::WatchTrace::Snapshot& s) const;
    // Each control on both sessions.
    template <typename F>
    void onBoth(F f);
    void updateButtons();
    // The tree, or why there is none.
    void redrawTree(const search::WatchTrace::Snapshot& s);

    std::shared_ptr<const Puzzle> puzzle_;
    Position position_;
    std::unique_ptr<WatchSession> session_;
    std::unique_ptr<WatchSession> beside_;
    QComboBox* engines_ = nullptr;
    QComboBox* besideEngines_ = nullptr;
    QWidget* besidePane_ = nullptr;
    QLabel* chartTitle2_ = nullptr;
    QLabel* details2_ = nullptr;
    StateSpaceChart* chart2_ = nullptr;
    search::WatchTrace::Snapshot last2_;
    QPushButton* runButton_ = nullptr;
    QPushButton* pauseButton_ = nullptr;
    QPushButton* stepButton_ = nullptr;
    QPushButton* nextButton_ = nullptr;
    QPushButton* stopButton_ = nullptr;
    QPushButton* restartButton_ = nullptr;
    QSlider* speed_ = nullptr;
    QLabel* speedLabel_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* detailsLabel_ = nullptr;
    WatchDetails* details_ = nullptr;
    QLabel* chartTitle_ = nullptr;
    QLabel* treeNote_ = nullptr;
    QLabel* matrix_ = nullptr;
    WatchQueueStrip* queueStrip_ = nullptr;
    QElapsedTimer treeClock_;  // since the tree was last drawn
    StateSpaceChart* chart_ = nullptr;
    BoardWidget* board_ = nullptr;
    WatchTreeView* treeView_ = nullptr;
    QTimer* timer_ = nullptr;
    search::WatchTrace::Snapshot last_;
    bool running_ = false;  // Run pressed (not paused)
};

}  // namespace pl
