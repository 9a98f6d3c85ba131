#include "state_space_dialog.h"

#include <numeric>

#include <QLocale>
#include <QPushButton>

#include "models/census_job.h"
#include "models/puzzle_names.h"
#include "models/table_service.h"
#include "ui/board_skins.h"
#include "ui/state_space_chart.h"
#include "ui_state_space_dialog.h"

namespace pl {

namespace {

QString movesText(int n)
{
    return n == 1 ? StateSpaceDialog::tr("1 move") : StateSpaceDialog::tr("%1 moves").arg(n);
}

QString elapsedText(double ms)
{
    return ms < 1000 ? StateSpaceDialog::tr("%1 ms").arg(qRound(ms))
                     : StateSpaceDialog::tr("%1 s").arg(QLocale().toString(ms / 1000, 'f', 1));
}

}  // namespace

StateSpaceDialog::StateSpaceDialog(std::shared_ptr<const Puzzle> puzzle, QWidget* parent)
    : QDialog(parent),
      ui_(std::make_unique<Ui::StateSpaceDialog>()),
      puzzle_(std::move(puzzle)),
      patterns_(CensusJob::available(*puzzle_)),
      rng_(std::random_device{}())
{
    ui_->setupUi(this);
    tables_ = new TableService(this);
    connect(tables_, &TableService::finished, this, &StateSpaceDialog::onTableAnswer);
    // The table may need building: it is asked for at once, and the chart fills in.
    tables_->histogram(puzzle_);
    const QString title = PuzzleNames::displayName(*puzzle_);
    setWindowTitle(tr("State Space \u2014 %1").arg(title));
    QFont big = ui_->titleLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    ui_->titleLabel->setFont(big);
    ui_->titleLabel->setText(tr("How far is every position from solved?"));
    ui_->chart->setAccessibleDescription(
        tr("Bar chart; arrow keys choose a bar, Enter loads a position."));

    connect(ui_->chart, &StateSpaceChart::barClicked, this, &StateSpaceDialog::requestPositionAt);
    connect(ui_->logScaleCheck, &QCheckBox::toggled, ui_->chart, &StateSpaceChart::setLogScale);
    connect(ui_->hardestButton, &QPushButton::clicked, this, &StateSpaceDialog::requestHardest);

    const bool rotation = patterns_;
    ui_->viewLabel->setVisible(rotation);
    ui_->viewCombo->setVisible(rotation);
    ui_->censusBox->setVisible(rotation);
    if (rotation) {
        // The patterns' count is the histogram's: it is added when the table answers.
        ui_->viewCombo->addItem(patternsName(), int(View::Patterns));
        ui_->viewCombo->addItem(
            tr("Every board (%1)").arg(QLocale().toString(CensusJob::totalBoards(*puzzle_))),
            int(View::Boards));
        connect(ui_->viewCombo, &QComboBox::activated, this,
                [this](int index) { setView(View(ui_->viewCombo->itemData(index).toInt())); });

        censusJob_ = new CensusJob(puzzle_, this);
        connect(censusJob_, &CensusJob::progress, this, &StateSpaceDialog::onCensusProgress);
        connect(censusJob_, &CensusJob::finished, this, &StateSpaceDialog::onCensusFinished);
        connect(ui_->countButton, &QPushButton::clicked, this, &StateSpaceDialog::startCensus);
        connect(ui_->stopCensusButton, &QPushButton::clicked, this, &StateSpaceDialog::stopCensus);

        census_ = CensusJob::remembered(*puzzle_);
        view_ = census_.empty() ? View::Patterns : View::Boards;
        // Log scale by default here: board counts run from 192 to three billion.
        ui_->logScaleCheck->setChecked(true);
        ui_->censusProgress->setValue(census_.empty() ? 0 : ui_->censusProgress->maximum());
    }
    ui_->chart->setLogScale(ui_->logScaleCheck->isChecked());
    ui_->hardestButton->setToolTip(tr("Load one of the hardest positions."));
    setStatus(tr("Click a bar to load a random position at that distance."));
    updateCensusControls();
    showView();
    resize(sizeHint().expandedTo(QSize(820, rotation ? 640 : 560)));
}

StateSpaceDialog::~StateSpaceDialog() = default;

StateSpaceChart* StateSpaceDialog::chart() const
{
    return ui_->chart;
}

QString StateSpaceDialog::statusText() const
{
    return ui_->statusLabel->text();
}

bool StateSpaceDialog::setView(View view)
{
    const bool rotation = patterns_;
    if ((view == View::Positions) == rotation || (view == View::Boards && census_.empty()))
        return false;
    view_ = view;
    showView();
    return true;
}

QString StateSpaceDialog::patternsName() const
{
    const QString own = boardSkin(*puzzle_).stateSpacePatternsName(*puzzle_);
    const QString name = own.isEmpty() ? tr("Patterns") : own;
    if (histogram_.empty())
        return name;
    const quint64 total = std::accumulate(histogram_.begin(), histogram_.end(), quint64{0});
    return tr("%1 (%2)").arg(name, QLocale().toString(total));
}

QString StateSpaceDialog::countNoun(bool plural) const
{
    switch (view_) {
    case View::Positions:
        break;
    case View::Patterns:
        return plural ? tr("patterns") : tr("pattern");
    case View::Boards:
        return plural ? tr("boards") : tr("board");
    }
    return plural ? tr("positions") : tr("position");
}

void StateSpaceDialog::showView()
{
    std::vector<quint64> counts;
    if (view_ == View::Boards) {
        counts = census_;
    } else {
        counts = histogram_;
    }
    ui_->chart->setCountNoun(countNoun(true));
    ui_->chart->setHistogram(counts);

    switch (view_) {
    case View::Positions: {
        const QString own = boardSkin(*puzzle_).stateSpaceText(*puzzle_);
        ui_->explanationLabel->setText(
            own.isEmpty() ? tr("The bars count the positions that can be reached by the number "
                               "of moves their shortest solution takes. Click a bar to set up "
                               "a random position at that distance.")
                          : own);
        break;
    }
    case View::Patterns: {
        const QString own = boardSkin(*puzzle_).stateSpacePatternsText(*puzzle_);
        ui_->explanationLabel->setText(
            own.isEmpty()
                ? tr("Whether a board is solved depends only on part of it, so the exact table "
                     "counts those patterns rather than every board. The bars count patterns "
                     "by the moves they need. Click a bar for a board with such a pattern.")
                : own);
        break;
    }
    case View::Boards: {
        const QString own = boardSkin(*puzzle_).stateSpaceBoardsText(*puzzle_);
        ui_->explanationLabel->setText(
            own.isEmpty() ? tr("Every one of the %1 boards, counted by the number of moves it "
                               "needs (the census). Click a bar for a random board at that "
                               "distance.")
                                .arg(QLocale().toString(CensusJob::totalBoards(*puzzle_)))
                          : own);
        break;
    }
    }
    if (patterns_)
        ui_->viewCombo->setCurrentIndex(view_ == View::Boards ? 1 : 0);

    const QLocale locale;
    const quint64 total = std::accumulate(counts.begin(), counts.end(), quint64{0});
    double weighted = 0;
    for (std::size_t d = 0; d < counts.size(); ++d)
        weighted += double(d) * double(counts[d]);
    const int hardest = ui_->chart->hardestDepth();
    if (counts.empty())
        ui_->summaryLabel->setText(tr("Counting the positions\u2026"));
    if (hardest >= 0) {
        const quint64 atHardest = counts[std::size_t(hardest)];
        ui_->summaryLabel->setText(tr("%1 %2 \u00b7 hardest: %3 (%4 %5) \u00b7 average: %6 moves")
                                       .arg(locale.toString(total), countNoun(true),
                                            movesText(hardest), locale.toString(atHardest),
                                            countNoun(atHardest != 1),
                                            locale.toString(weighted / double(total), 'f', 2)));
    }
}

void StateSpaceDialog::setStatus(const QString& text, bool problem)
{
    ui_->statusLabel->setText(text);
    QPalette pal = ui_->statusLabel->palette();
    pal.setColor(QPalette::WindowText,
                 problem ? QColor(0xc0, 0x39, 0x2b) : palette().color(QPalette::WindowText));
    ui_->statusLabel->setPalette(pal);
}

void StateSpaceDialog::requestPositionAt(int depth)
{
    const auto& counts = ui_->chart->histogram();
    if (depth < 0 || depth >= int(counts.size()) || counts[std::size_t(depth)] == 0) {
        setStatus(tr("No position lies %1 from solved.").arg(movesText(depth)), true);
        emit requestDone();
        return;
    }
    positionCount_ = counts[std::size_t(depth)];
    positionRequest_ = view_ == View::Patterns ? tables_->patternBoard(puzzle_, depth, rng_())
                                               : tables_->positionAt(puzzle_, depth, rng_());
    setStatus(tr("Looking for a position %1 from solved\u2026").arg(movesText(depth)));
}

void StateSpaceDialog::requestHardest()
{
    positionRequest_ = tables_->hardest(puzzle_, rng_());
    setStatus(tr("Looking for one of the hardest positions\u2026"));
}

void StateSpaceDialog::onTableAnswer(int id, const TableAnswer& answer)
{
    if (answer.cancelled)
        return;
    if (answer.query == TableAnswer::Query::Histogram) {
        if (!answer.error.isEmpty()) {
            setStatus(answer.error, true);
            return;
        }
        histogram_ = answer.histogram;
        if (patterns_)
            ui_->viewCombo->setItemText(0, patternsName());
        if (view_ != View::Boards)
            showView();
        emit histogramReady();
        return;
    }
    if (id != positionRequest_)
        return;
    positionRequest_ = 0;
    const int depth = answer.requested;
    if (!answer.error.isEmpty() || !answer.found) {
        setStatus(
            answer.error.isEmpty()
                ? tr("Could not find a position %1 from solved; try again.").arg(movesText(depth))
                : answer.error,
            true);
        emit requestDone();
        return;
    }
    const int actual = answer.foundDistance;
    if (answer.query == TableAnswer::Query::Hardest)
        setStatus(
            tr("Loaded one of the hardest positions: %1 from solved.").arg(movesText(actual)));
    else if (answer.query == TableAnswer::Query::PatternBoard && actual != depth)
        setStatus(tr("Loaded a board whose %1 pieces are %2 from the centre; the board itself "
                     "needs %3, because another label gets there sooner.")
                      .arg(answer.label)
                      .arg(movesText(depth), movesText(actual)));
    else if (answer.query == TableAnswer::Query::PatternBoard)
        setStatus(tr("Loaded a board whose %1 pieces are %2 from the centre (and no label is "
                     "closer).")
                      .arg(answer.label)
                      .arg(movesText(depth)));
    else
        setStatus(tr("Loaded a position %1 from solved, one of %2.")
                      .arg(movesText(actual), QLocale().toString(positionCount_)));
    emit positionRequested(*answer.found);
    emit requestDone();
}

void StateSpaceDialog::startCensus()
{
    if (!censusJob_ || censusJob_->running())
        return;
    censusJob_->start();
    censusStopped_ = false;
    ui_->censusProgress->setValue(0);
    ui_->censusProgress->setFormat(tr("Starting\u2026"));
    ui_->censusStatusLabel->setText(tr("Counting all %1 boards on every core\u2026")
                                        .arg(QLocale().toString(CensusJob::totalBoards(*puzzle_))));
    updateCensusControls();
}

void StateSpaceDialog::stopCensus()
{
    if (censusJob_)
        censusJob_->cancel();
}

void StateSpaceDialog::reject()
{
    stopCensus();
    QDialog::reject();
}

void StateSpaceDialog::updateCensusControls()
{
    if (!censusJob_)
        return;
    const bool running = censusJob_->running();
    ui_->countButton->setEnabled(!running);
    ui_->countButton->setText(census_.empty() ? tr("&Count Every Board") : tr("&Count Again"));
    ui_->stopCensusButton->setEnabled(running);
    ui_->viewCombo->setEnabled(!census_.empty());
    ui_->viewCombo->setToolTip(census_.empty()
                                   ? tr("Count every board (below) to chart all of them.")
                                   : tr("Chart the single-label patterns or every board."));
    if (!running) {
        // What the bar says is about the last run, as the text under it is.
        ui_->censusProgress->setFormat(censusStopped_    ? tr("Stopped")
                                       : census_.empty() ? tr("Not counted yet")
                                                         : tr("Done"));
        if (!census_.empty() && ui_->censusStatusLabel->text().isEmpty())
            ui_->censusStatusLabel->setText(
                tr("All %1 boards were counted earlier; the result is kept, so it is shown "
                   "without counting again.")
                    .arg(QLocale().toString(CensusJob::totalBoards(*puzzle_))));
        else if (census_.empty() && ui_->censusStatusLabel->text().isEmpty())
            ui_->censusStatusLabel->setText(
                tr("Counting every board takes several seconds on all cores. The result is "
                   "remembered."));
    }
}

void StateSpaceDialog::onCensusProgress(quint64 done, quint64 total, double elapsedMs)
{
    if (total == 0)
        return;
    const double share = double(done) / double(total);
    ui_->censusProgress->setValue(int(share * ui_->censusProgress->maximum()));
    ui_->censusProgress->setFormat(tr("%1 %").arg(QLocale().toString(100 * share, 'f', 1)));
    ui_->censusStatusLabel->setText(
        tr("%1 of %2 boards counted \u00b7 %3")
            .arg(QLocale().toString(done), QLocale().toString(total), elapsedText(elapsedMs)));
}

void StateSpaceDialog::onCensusFinished(const std::vector<quint64>& counts, double elapsedMs)
{
    censusStopped_ = counts.empty();
    if (counts.empty()) {
        ui_->censusProgress->setValue(0);
        ui_->censusStatusLabel->setText(
            census_.empty()
                ? tr("Stopped after %1; nothing was kept.").arg(elapsedText(elapsedMs))
                : tr("Stopped after %1; the chart still shows the earlier count of every board.")
                      .arg(elapsedText(elapsedMs)));
    } else {
        census_ = counts;
        const quint64 total = std::accumulate(counts.begin(), counts.end(), quint64{0});
        if (!CensusJob::remember(*puzzle_, counts))
            ui_->censusStatusLabel->setText(
                tr("Counted %1 boards in %2, but that is not every board; the result was not "
                   "kept.")
                    .arg(QLocale().toString(total), elapsedText(elapsedMs)));
        else
            ui_->censusStatusLabel->setText(
                tr("Counted all %1 boards in %2.")
                    .arg(QLocale().toString(total), elapsedText(elapsedMs)));
        ui_->censusProgress->setValue(ui_->censusProgress->maximum());
        setView(View::Boards);
    }
    updateCensusControls();
    emit censusFinished(counts);
}

}  // namespace pl
