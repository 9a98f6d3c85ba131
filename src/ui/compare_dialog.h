#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <QDialog>
#include <QElapsedTimer>
#include <QString>

#include "core/puzzle.h"
#include "models/solve_service.h"

class QAbstractItemModel;
class QTimer;

namespace Ui {
class CompareDialog;
}

namespace pl {

class CompareModel;

// Every engine of a puzzle on one position at once, each on its own thread (one
// SolveService per engine), with live progress, then a table that can be copied or
// exported as text (SPEC 4b). All engines must give the same answer; the line under
// the table says whether they do and how much faster the best was than the slowest.
//
// The run starts when the dialog is first shown, or earlier with start().
class CompareDialog : public QDialog {
    Q_OBJECT
public:
    // NotRun: an engine that may run out of memory on this puzzle (bfs over positions
    // that do not fit); its row says why, and Run leaves it out.
    enum class Status { Waiting, Running, Solved, Stopped, Failed, NotRun };

    struct Row {
        QString engine;
        QString description;
        QString caution;  // why it is not run (NotRun)
        Status status = Status::Waiting;
        std::optional<Phase> phase;  // the engine's latest progress phase while running
        int depth = 0;               // latest depth or bound reported
        quint64 nodes = 0;           // latest count (final count once finished)
        double elapsedMs = 0;        // live while running; the engine's wall time once finished
        SolveResult result;          // once finished
    };

    CompareDialog(std::shared_ptr<const Puzzle> puzzle, const Position& position,
                  QWidget* parent = nullptr);
    ~CompareDialog() override;

    [[nodiscard]] const Puzzle& puzzle() const { return *puzzle_; }
    [[nodiscard]] const Position& position() const { return position_; }

    // Starts every engine (again); a run in progress is cancelled first.
    void start();
    // Cancels every running engine; each reports Stopped, then allFinished() follows.
    void stop();
    [[nodiscard]] bool running() const;

    [[nodiscard]] const std::vector<Row>& rows() const { return rows_; }
    [[nodiscard]] QAbstractItemModel* model() const;
    // True once every engine has solved and all answers are the same.
    [[nodiscard]] bool answersAgree() const;
    // The line under the table.
    [[nodiscard]] QString summaryText() const;
    // The results as aligned plain text: puzzle, position, a row per engine, summary.
    [[nodiscard]] QString resultsText() const;

    void copyResults() const;
    // Writes resultsText() atomically; false with a sentence in *error on failure.
    bool exportResults(const QString& path, QString* error = nullptr) const;

signals:
    // Every engine of the latest start() has reported (solved, stopped or failed).
    void allFinished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void onProgress(std::size_t row, int id, Phase phase, int depth, quint64 nodes,
                    double elapsedMs);
    void onFinished(std::size_t row, int id, const SolveResult& result);
    void onTick();
    void exportWithDialog();
    void updateControls();
    void updateSummary();

    std::unique_ptr<Ui::CompareDialog> ui_;
    std::shared_ptr<const Puzzle> puzzle_;
    Position position_;
    std::vector<Row> rows_;
    std::vector<SolveService*> services_;  // children; their destructors cancel and wait
    std::vector<int> ids_;                 // the request each row waits for
    CompareModel* model_ = nullptr;
    QTimer* ticker_ = nullptr;
    QElapsedTimer clock_;
    bool started_ = false;
};

}  // namespace pl
