#pragma once

#include <memory>
#include <random>
#include <vector>

#include <QDialog>
#include <QString>

#include "core/puzzle.h"

namespace Ui {
class StateSpaceDialog;
}

namespace pl {

class CensusJob;
class StateSpaceChart;
class TableService;
struct TableAnswer;

// How many positions of a puzzle lie at each distance, as a bar chart (SPEC 4b).
// Clicking a bar asks for a random position at that distance, "Hardest Position"
// for one of the farthest; the owner loads it (positionRequested). For a puzzle with
// a census (CensusJob::available: The Rotation Game, whose exact table covers
// single-label patterns) "Count Every Board" runs the full census in the background
// (all cores, several seconds) and remembers the result (QSettings "census/<key>"),
// after which the chart can show every board.
// Closing the dialog stops a census in progress.
class StateSpaceDialog : public QDialog {
    Q_OBJECT
public:
    enum class View {
        Positions,  // every position (a puzzle without a census)
        Patterns,   // a puzzle with a census: the patterns its table counts
        Boards,     // a puzzle with a census: every board (once it has been counted)
    };

    // `puzzle`'s tables must be askable (an empty Puzzle::tableRefusal()).
    explicit StateSpaceDialog(std::shared_ptr<const Puzzle> puzzle, QWidget* parent = nullptr);
    ~StateSpaceDialog() override;

    [[nodiscard]] const Puzzle& puzzle() const { return *puzzle_; }
    [[nodiscard]] View view() const { return view_; }
    // False (nothing changes) for a view the puzzle does not have, or Boards before
    // the census is known.
    bool setView(View view);
    [[nodiscard]] bool censusKnown() const { return !census_.empty(); }

    [[nodiscard]] StateSpaceChart* chart() const;
    [[nodiscard]] CensusJob* censusJob() const { return censusJob_; }
    // The last message under the chart (what was loaded, or why nothing was).
    [[nodiscard]] QString statusText() const;

    // What a click on bar `depth` and the Hardest button do. The position is drawn
    // from the tables on a worker; positionRequested() follows, then requestDone()
    // (also when nothing was found: statusText() says why).
    void requestPositionAt(int depth);
    void requestHardest();
    // The histogram has come from the tables (the chart shows it).
    [[nodiscard]] bool histogramKnown() const { return !histogram_.empty(); }
    // Repeatable positions for tests.
    void setSeed(quint64 seed) { rng_.seed(seed); }

public slots:
    void startCensus();
    void stopCensus();
    void reject() override;

signals:
    void positionRequested(const pl::Position& position);
    // The census ran to the end (counts per distance) or was stopped (empty).
    void censusFinished(const std::vector<quint64>& counts);
    // A click on a bar or Hardest has been answered (see requestPositionAt()).
    void requestDone();
    // The chart shows the table's histogram.
    void histogramReady();

private:
    void showView();
    void updateCensusControls();
    void onCensusProgress(quint64 done, quint64 total, double elapsedMs);
    void onCensusFinished(const std::vector<quint64>& counts, double elapsedMs);
    void setStatus(const QString& text, bool problem = false);
    void onTableAnswer(int id, const TableAnswer& answer);
    // The patterns view's name in the view list, with their count once it is known.
    [[nodiscard]] QString patternsName() const;
    [[nodiscard]] QString countNoun(bool plural) const;

    std::unique_ptr<Ui::StateSpaceDialog> ui_;
    std::shared_ptr<const Puzzle> puzzle_;
    bool patterns_ = false;  // the puzzle has a census (CensusJob::available)
    View view_ = View::Positions;
    std::vector<quint64> census_;
    bool censusStopped_ = false;  // the last run was stopped before it finished
    CensusJob* censusJob_ = nullptr;
    std::mt19937_64 rng_;
    TableService* tables_ = nullptr;
    std::vector<quint64> histogram_;  // from the tables; empty until they answered
    int positionRequest_ = 0;         // the click being answered
    quint64 positionCount_ = 0;       // positions at the clicked distance
};

}  // namespace pl
