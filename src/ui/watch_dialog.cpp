#include "ui/watch_dialog.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

#include <QBuffer>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QFrame>
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QImage>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>

#include "models/solve_service.h"
#include "models/watch_session.h"
#include "ui/board_skins.h"
#include "ui/board_widget.h"
#include "ui/safe_save.h"
#include "ui/state_space_chart.h"
#include "ui/watch_details.h"
#include "ui/watch_tree_view.h"

namespace pl {

namespace {

using search::WatchTrace;

// The speeds the slider offers, events a second; the last is "as fast as it goes".
constexpr double kSpeeds[] = {1, 3, 10, 30, 100, 1000, 0};
constexpr int kSpeedCount = static_cast<int>(sizeof kSpeeds / sizeof kSpeeds[0]);
constexpr int kDefaultSpeed = 3;  // 30 a second

QString count(std::uint64_t n)
{
    return QLocale().toString(static_cast<qulonglong>(n));
}

}  // namespace

WatchDialog::WatchDialog(std::shared_ptr<const Puzzle> puzzle, const Position& position,
                         QWidget* parent)
    : QDialog(parent), puzzle_(std::move(puzzle)), position_(position)
{
    setObjectName(QStringLiteral("WatchDialog"));
    setWindowTitle(tr("Watch the Search \u2014 %1").arg(QString::fromStdString(puzzle_->title())));

    auto* layout = new QVBoxLayout(this);

    // The engine and the controls.
    auto* controls = new QHBoxLayout;
    auto* engineLabel = new QLabel(tr("&Engine:"), this);
    engines_ = new QComboBox(this);
    engines_->setObjectName(QStringLiteral("watchEngine"));
    engineLabel->setBuddy(engines_);
    for (const QString& name : SolveService::engineNames(*puzzle_)) {
        engines_->addItem(name, name);
        const int row = engines_->count() - 1;
        engines_->setItemData(row, SolveService::engineItemToolTip(*puzzle_, name),
                              Qt::ToolTipRole);
        if (!SolveService::engineRefusal(*puzzle_, name).isEmpty())
            engines_->setItemData(row, 0, Qt::UserRole - 1);  // disabled
    }
    controls->addWidget(engineLabel);
    controls->addWidget(engines_);
    const auto button = [this, controls](const char* name, const QString& text,
                                         const QString& tip) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(QString::fromLatin1(name));
        b->setToolTip(tip);
        b->setAutoDefault(false);
        controls->addWidget(b);
        return b;
    };
    runButton_ = button("watchRun", tr("&Run"), tr("Let the search go on at the chosen speed"));
    pauseButton_ = button("watchPause", tr("&Pause"), tr("Hold the search where it is"));
    stepButton_ = button("watchStep", tr("S&tep"), tr("Let the search go one event further"));
    nextButton_ = button("watchNext", tr("&Next"),
                         tr("Run to the end of the next iteration or layer, then pause"));
    stopButton_ = button("watchStop", tr("St&op"), tr("End the watched search"));
    restartButton_ = button("watchRestart", tr("Re&start"), tr("Start the search again"));
    auto* speedName = new QLabel(tr("Spee&d:"), this);
    speed_ = new QSlider(Qt::Horizontal, this);
    speed_->setObjectName(QStringLiteral("watchSpeed"));
    speed_->setRange(0, kSpeedCount - 1);
    speed_->setPageStep(1);
    speed_->setValue(kDefaultSpeed);
    speed_->setMaximumWidth(140);
    speedName->setBuddy(speed_);
    speedLabel_ = new QLabel(this);
    speedLabel_->setMinimumWidth(fontMetrics().horizontalAdvance(tr("full speed")) + 8);
    controls->addStretch(1);
    layout->addLayout(controls);

    auto* besideRow = new QHBoxLayout;
    auto* besideLabel = new QLabel(tr("Side by side &with:"), this);
    besideEngines_ = new QComboBox(this);
    besideEngines_->setObjectName(QStringLiteral("watchBeside"));
    besideEngines_->setToolTip(
        tr("A second engine on the same position, driven by the same buttons: two heuristics "
           "side by side"));
    besideLabel->setBuddy(besideEngines_);
    besideEngines_->addItem(tr("(none)"), QString());
    for (const QString& name : SolveService::engineNames(*puzzle_))
        if (SolveService::engineRefusal(*puzzle_, name).isEmpty())
            besideEngines_->addItem(name, name);
    if (WatchSession::hasManhattan(*puzzle_))
        besideEngines_->addItem(tr("ida with the Manhattan distance alone"),
                                QString::fromLatin1(WatchSession::kManhattan));
    besideRow->addWidget(besideLabel);
    besideRow->addWidget(besideEngines_);
    // The speed on this second row, so that the view fits 800 pixels across.
    besideRow->addSpacing(16);
    besideRow->addWidget(speedName);
    besideRow->addWidget(speed_);
    besideRow->addWidget(speedLabel_);
    besideRow->addStretch(1);
    setTabOrder(restartButton_, besideEngines_);
    setTabOrder(besideEngines_, speed_);
    layout->addLayout(besideRow);

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("watchStatus"));
    status_->setWordWrap(true);
    QFont bold = status_->font();
    bold.setBold(true);
    status_->setFont(bold);
    layout->addWidget(status_);

    // The board and the details beside the chart and the tree.
    auto* split = new QSplitter(Qt::Horizontal, this);
    auto* left = new QWidget(split);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    board_ = boardSkin(*puzzle_).makeBoard(puzzle_, left);
    board_->setObjectName(QStringLiteral("watchBoard"));
    board_->setInteractive(false);
    board_->setMovesEnabled(false);
    board_->setPuzzlePosition(position_);
    board_->setMinimumSize(220, 200);
    leftLayout->addWidget(board_, 3);
    details_ = new WatchDetails(puzzle_, position_, this);
    queueStrip_ = new WatchQueueStrip(puzzle_, *details_, left);
    leftLayout->addWidget(queueStrip_);
    // The details scroll when the view is short (a small window), rather than being cut
    // off or squeezing the board.
    auto* detailsScroll = new QScrollArea(left);
    detailsScroll->setObjectName(QStringLiteral("watchDetailsScroll"));
    detailsScroll->setFrameShape(QFrame::NoFrame);
    detailsScroll->setWidgetResizable(true);
    detailsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    detailsLabel_ = new QLabel(detailsScroll);
    detailsLabel_->setObjectName(QStringLiteral("watchDetails"));
    detailsLabel_->setWordWrap(true);
    detailsLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detailsLabel_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    detailsLabel_->setMinimumWidth(260);
    detailsScroll->setWidget(detailsLabel_);
    detailsScroll->setMinimumHeight(detailsLabel_->fontMetrics().lineSpacing() * 3);
    leftLayout->addWidget(detailsScroll, 2);

    auto* right = new QWidget(split);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    chartTitle_ = new QLabel(right);
    chartTitle_->setWordWrap(true);
    chart_ = new StateSpaceChart(right);
    chart_->setObjectName(QStringLiteral("watchChart"));
    chart_->setLogScale(true);
    chart_->setMinimumHeight(150);
    auto* charts = new QHBoxLayout;
    auto* firstPane = new QVBoxLayout;
    firstPane->addWidget(chartTitle_);
    firstPane->addWidget(chart_, 1);
    charts->addLayout(firstPane, 1);
    besidePane_ = new QWidget(right);
    auto* besideLayout = new QVBoxLayout(besidePane_);
    besideLayout->setContentsMargins(0, 0, 0, 0);
    chartTitle2_ = new QLabel(besidePane_);
    chartTitle2_->setWordWrap(true);
    chart2_ = new StateSpaceChart(besidePane_);
    chart2_->setObjectName(QStringLiteral("watchBesideChart"));
    chart2_->setLogScale(true);
    chart2_->setMinimumHeight(150);
    details2_ = new QLabel(besidePane_);
    details2_->setObjectName(QStringLiteral("watchBesideDetails"));
    details2_->setWordWrap(true);
    details2_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    besideLayout->addWidget(chartTitle2_);
    besideLayout->addWidget(chart2_, 1);
    besideLayout->addWidget(details2_);
    besidePane_->hide();
    charts->addWidget(besidePane_, 1);
    rightLayout->addLayout(charts, 2);
    matrix_ = new QLabel(right);
    matrix_->setObjectName(QStringLiteral("watchMatrix"));
    matrix_->setAlignment(Qt::AlignCenter);
    matrix_->hide();
    rightLayout->addWidget(matrix_, 2);
    treeNote_ = new QLabel(right);
    treeNote_->setWordWrap(true);
    rightLayout->addWidget(treeNote_);
    treeView_ = new WatchTreeView(puzzle_->moveNames(), right);
    connect(treeView_, &WatchTreeView::nodeShown, this, [this](int index) {
        if (index < 0)
            refresh();
        else
            board_->setPuzzlePosition(treeNodePosition(index));
    });
    connect(treeView_, &WatchTreeView::nodeActivated, this,
            [this](int index) { emit positionRequested(treeNodePosition(index)); });
    rightLayout->addWidget(treeView_, 3);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);

    auto* bottom = new QHBoxLayout;
    auto* csv = new QPushButton(tr("Export Tr&ace\u2026"), this);
    csv->setObjectName(QStringLiteral("watchExportCsv"));
    csv->setToolTip(tr("Save the iterations or layers, with counts and times, as CSV"));
    csv->setAutoDefault(false);
    auto* png = new QPushButton(tr("Export Tree P&icture\u2026"), this);
    png->setObjectName(QStringLiteral("watchExportTree"));
    png->setToolTip(tr("Save the tree as drawn as a PNG picture"));
    png->setAutoDefault(false);
    auto* close = new QPushButton(tr("&Close"), this);
    close->setAutoDefault(false);
    bottom->addWidget(csv);
    bottom->addWidget(png);
    bottom->addStretch(1);
    bottom->addWidget(close);
    layout->addLayout(bottom);

    timer_ = new QTimer(this);
    timer_->setInterval(33);
    connect(timer_, &QTimer::timeout, this, &WatchDialog::refresh);
    connect(runButton_, &QPushButton::clicked, this, &WatchDialog::run);
    connect(pauseButton_, &QPushButton::clicked, this, &WatchDialog::pause);
    connect(stepButton_, &QPushButton::clicked, this, [this] { step(); });
    connect(nextButton_, &QPushButton::clicked, this, &WatchDialog::runToBoundary);
    connect(stopButton_, &QPushButton::clicked, this, &WatchDialog::stopSearch);
    connect(restartButton_, &QPushButton::clicked, this, [this] { startSession(); });
    connect(speed_, &QSlider::valueChanged, this, [this] {
        const double s = kSpeeds[speed_->value()];
        speedLabel_->setText(s <= 0 ? tr("full speed") : tr("%1/s").arg(s));
        if (running_)
            onBoth([s](WatchTrace& t) { t.run(s); });
    });
    connect(engines_, &QComboBox::currentIndexChanged, this, [this] { startSession(); });
    connect(besideEngines_, &QComboBox::currentIndexChanged, this, [this] { startSession(); });
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    connect(csv, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export Trace"), QStringLiteral("trace.csv"), tr("CSV files (*.csv)"));
        QString error;
        if (!path.isEmpty() && !exportCsv(path, &error))
            QMessageBox::warning(this, tr("Export Trace"), error);
    });
    connect(png, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export Tree Picture"),
                                         QStringLiteral("tree.png"), tr("PNG pictures (*.png)"));
        QString error;
        if (!path.isEmpty() && !exportTree(path, &error))
            QMessageBox::warning(this, tr("Export Tree Picture"), error);
    });
    speedLabel_->setText(tr("%1/s").arg(kSpeeds[kDefaultSpeed]));

    const QString classic = classicEngine(*puzzle_);
    {
        const QSignalBlocker block(engines_);
        engines_->setCurrentIndex(std::max(0, engines_->findData(classic)));
    }
    resize(980, 640);
    startSession();
}

WatchDialog::~WatchDialog() = default;

QString WatchDialog::classicEngine(const Puzzle& puzzle)
{
    const QStringList names = SolveService::engineNames(puzzle);
    for (const char* preferred :
         {"rotation-ida", "msquare-bfs", "clocks-enumerate", "ida", "bfs", "table"}) {
        const QString name = QString::fromLatin1(preferred);
        if (names.contains(name) && SolveService::engineRefusal(puzzle, name).isEmpty())
            return name;
    }
    return SolveService::defaultEngine(puzzle);
}

void WatchDialog::setEngine(const QString& engine)
{
    const int row = engines_->findData(engine);
    if (row < 0)
        return;
    if (row == engines_->currentIndex())
        startSession();
    else
        engines_->setCurrentIndex(row);  // starts it
}

QString WatchDialog::engine() const
{
    return engines_->currentData().toString();
}

void WatchDialog::startSession()
{
    if (session_)
        session_->stop();
    session_.reset();
    running_ = false;
    last_ = {};
    treeView_->clear();
    board_->setPuzzlePosition(position_);
    chart_->setHistogram({});
    session_ = std::make_unique<WatchSession>(puzzle_, position_, engine());
    connect(session_.get(), &WatchSession::searchFinished, this, [this] {
        refresh();
        if (allFinished()) {
            running_ = false;
            timer_->stop();
        }
        emit searchFinished();
    });
    startBeside();
    session_->start();
    timer_->start();
    refresh();
}

void WatchDialog::startBeside()
{
    if (beside_)
        beside_->stop();
    beside_.reset();
    last2_ = {};
    chart2_->setHistogram({});
    const QString name = besideEngine();
    besidePane_->setVisible(!name.isEmpty());
    if (name.isEmpty())
        return;
    beside_ = std::make_unique<WatchSession>(puzzle_, position_, name);
    connect(beside_.get(), &WatchSession::searchFinished, this, [this] {
        refresh();
        if (allFinished()) {
            running_ = false;
            timer_->stop();
        }
    });
    beside_->start();
}

void WatchDialog::setBesideEngine(const QString& engine)
{
    const int row = besideEngines_->findData(engine);
    if (row >= 0 && row != besideEngines_->currentIndex())
        besideEngines_->setCurrentIndex(row);  // starts both again
}

QString WatchDialog::besideEngine() const
{
    return besideEngines_->currentData().toString();
}

search::WatchTrace::Snapshot WatchDialog::besideSnapshot() const
{
    return beside_ ? beside_->trace().snapshot() : WatchTrace::Snapshot{};
}

bool WatchDialog::allFinished() const
{
    return (!session_ || session_->finished()) && (!beside_ || beside_->finished());
}

template <typename F>
void WatchDialog::onBoth(F f)
{
    if (session_ && !session_->finished())
        f(session_->trace());
    if (beside_ && !beside_->finished())
        f(beside_->trace());
}

void WatchDialog::run()
{
    if (allFinished())
        return;
    running_ = true;
    const double speed = kSpeeds[speed_->value()];
    onBoth([speed](WatchTrace& t) { t.run(speed); });
    updateButtons();
}

void WatchDialog::pause()
{
    running_ = false;
    onBoth([](WatchTrace& t) { t.pause(); });
    updateButtons();
}

void WatchDialog::step(int events)
{
    if (allFinished())
        return;
    running_ = false;
    onBoth([events](WatchTrace& t) { t.step(events); });
    updateButtons();
}

void WatchDialog::runToBoundary()
{
    if (allFinished())
        return;
    running_ = false;
    onBoth([](WatchTrace& t) { t.runToBoundary(); });
    updateButtons();
}

void WatchDialog::setEventsPerSecond(double perSecond)
{
    int best = kSpeedCount - 1;
    for (int i = 0; i < kSpeedCount; ++i)
        if (kSpeeds[i] == perSecond)
            best = i;
    speed_->setValue(best);
}

double WatchDialog::eventsPerSecond() const
{
    return kSpeeds[speed_->value()];
}

void WatchDialog::stopSearch()
{
    if (session_ && session_->running())
        session_->stop();
    if (beside_ && beside_->running())
        beside_->stop();
    running_ = false;
    updateButtons();
}

void WatchDialog::done(int result)
{
    // Esc and the window's close both end the watched search.
    stopSearch();
    timer_->stop();
    QDialog::done(result);
}

void WatchDialog::closeEvent(QCloseEvent* event)
{
    stopSearch();
    timer_->stop();
    QDialog::closeEvent(event);
}

void WatchDialog::updateButtons()
{
    const bool live = (session_ && session_->running() && !session_->trace().stopped()) ||
                      (beside_ && beside_->running() && !beside_->trace().stopped());
    runButton_->setEnabled(live && !running_);
    pauseButton_->setEnabled(live && running_);
    stepButton_->setEnabled(live);
    nextButton_->setEnabled(live);
    stopButton_->setEnabled(live);
}

search::WatchTrace::Snapshot WatchDialog::snapshot() const
{
    return session_ ? session_->trace().snapshot() : WatchTrace::Snapshot{};
}

void WatchDialog::refresh()
{
    if (!session_)
        return;
    const WatchTrace::Snapshot s = session_->trace().snapshot();
    last_ = s;

    fillChart(chart_, chartTitle_, s);
    // The linear engine: its matrix where the tree would be; no chart before there are
    // solutions to count.
    const QString table = s.hasLinear ? details_->matrixTable(s) : QString();
    matrix_->setVisible(!table.isEmpty());
    matrix_->setText(table);
    // No chart for an engine that answered without telling a search (a look-up).
    const bool told = s.hasLinear || s.enumerationTotal > 0 || !s.iterations.empty() ||
                      !s.layers.empty() || s.bound >= 0;
    chart_->setVisible(!(s.hasLinear && s.candidates == 0) && (told || !session_->finished()));
    chartTitle_->setVisible(chart_->isVisibleTo(this));
    if (beside_) {
        last2_ = beside_->trace().snapshot();
        fillChart(chart2_, chartTitle2_, last2_);
        chartTitle2_->setText(QStringLiteral("<b>%1</b> \u2014 %2")
                                  .arg(besideEngines_->currentText().toHtmlEscaped(),
                                       chartTitle2_->text().toHtmlEscaped()));
        details2_->setText(besideText());
    }

    // The board: the node the search is at (or the one clicked in the tree).
    if (treeView_->shownNode() < 0) {
        if (s.enumerationTotal > 0 && !s.counts.empty()) {
            std::vector<int> moves;
            for (std::size_t m = 0; m < s.counts.size(); ++m)
                moves.insert(moves.end(), static_cast<std::size_t>(s.counts[m]),
                             static_cast<int>(m));
            board_->setPuzzlePosition(details_->positionAfter(moves));
        } else if (s.hasNode && !s.position.empty())
            board_->setPuzzlePosition(Position{s.position});
        else if (s.hasNode)
            board_->setPuzzlePosition(details_->positionAfter(s.path));
        else if (s.answer)
            board_->setPuzzlePosition(details_->positionAfter(*s.answer));
    }
    // While it runs, the tree is drawn again at most a few times a second, and the queue's
    // small boards only in step mode (SPEC 9): both are too dear to draw 30 times a second.
    const bool live = running_ && session_->running();
    if (!live || !treeClock_.isValid() || treeClock_.elapsed() >= 400) {
        redrawTree(s);
        treeClock_.start();
    }
    if (live)
        queueStrip_->hide();
    else
        queueStrip_->sync(s);
    status_->setText(statusText());
    detailsLabel_->setText(detailText());
    updateButtons();
}

void WatchDialog::fillChart(StateSpaceChart* chart, QLabel* title, const WatchTrace::Snapshot& s)
{
    // Nodes per iteration's bound, or positions per depth, or vectors per length.
    if (!s.iterations.empty() || s.bound >= 0) {
        // Bars from the first bound on (a 15-puzzle's starts near 50).
        const int first = s.iterations.empty() ? std::max(s.bound, 0) : s.iterations.front().bound;
        std::vector<quint64> bars;
        for (const auto& it : s.iterations) {
            const auto at = static_cast<std::size_t>(std::max(it.bound - first, 0));
            if (bars.size() <= at)
                bars.resize(at + 1, 0);
            bars[at] = it.nodes;
        }
        chart->setCountNoun(tr("nodes"));
        chart->setAxis(tr("Bound"), tr("Bound %1"), first);
        chart->setHistogram(std::move(bars));
        title->setText(tr("Nodes expanded in each iteration, by its bound"));
    } else if (!s.layers.empty()) {
        std::vector<quint64> bars;
        for (const auto& l : s.layers) {
            if (bars.size() <= static_cast<std::size_t>(l.depth))
                bars.resize(static_cast<std::size_t>(l.depth) + 1, 0);
            bars[static_cast<std::size_t>(l.depth)] = l.count;
        }
        chart->setCountNoun(tr("positions"));
        chart->setAxis(tr("Depth"), tr("Depth %1"));
        chart->setHistogram(std::move(bars));
        title->setText(tr("Positions found at each depth (complete layers)"));
    } else if (s.hasLinear) {
        chart->setCountNoun(tr("solutions"));
        chart->setAxis(tr("Moves the solution makes"), tr("%1 moves"));
        chart->setHistogram(
            std::vector<quint64>(s.candidatesByCost.begin(), s.candidatesByCost.end()));
        title->setText(s.candidates > 0
                           ? tr("Solutions of the system tried so far, by how many moves they make")
                           : tr("Diagonalising the system modulo %1").arg(s.modulus));
    } else if (s.enumerationTotal > 0) {
        chart->setCountNoun(tr("vectors"));
        chart->setAxis(tr("Moves the vector makes"), tr("%1 moves"));
        chart->setHistogram(std::vector<quint64>(s.triedByLength.begin(), s.triedByLength.end()));
        title->setText(tr("Move-count vectors tried so far, by how many moves they make"));
    } else {
        title->setText(tr("Iterations or layers appear here as the engine reports them"));
    }
}

QString WatchDialog::besideText() const
{
    if (!beside_)
        return {};
    return QStringLiteral("<b>%1</b><br>%2")
        .arg(statusOf(*beside_, last2_).toHtmlEscaped(), details_->details(last2_));
}

QString WatchDialog::statusText() const
{
    return session_ ? statusOf(*session_, last_) : QString();
}

QString WatchDialog::statusOf(const WatchSession& session, const WatchTrace::Snapshot& s) const
{
    QString where;
    const QString engine = session.engine();
    if (session.finished()) {
        const Answer& a = session.answer();
        if (a.outcome == Outcome::Solved)
            where = tr("%1 found an answer of %n move(s) after %2 events.", nullptr,
                       static_cast<int>(a.moves.size()))
                        .arg(engine, count(s.events));
        else if (a.outcome == Outcome::Cancelled)
            where = tr("%1 was stopped after %2 events.").arg(engine, count(s.events));
        else if (a.outcome == Outcome::Unsolvable)
            where = tr("%1 proved the position unsolvable.").arg(engine);
        else
            where = tr("%1 ended without an answer.").arg(engine);
        return where;
    }
    const bool held = !running_ && session.trace().pace() != WatchTrace::Pace::ToBoundary;
    if (s.events == 0)
        return tr("%1 is starting (its tables may take a moment).").arg(engine);
    if (held)
        where = tr("Paused after %1 events.").arg(count(s.events));
    else
        where = tr("Running: %1 events.").arg(count(s.events));
    if (s.bound >= 0)
        where += QLatin1Char(' ') +
                 tr("Iteration %1, bound %2.").arg(s.iterations.size() + 1).arg(s.bound);
    else if (!s.layers.empty())
        where += QLatin1Char(' ') + tr("Layer %1 complete.").arg(s.layers.back().depth);
    else if (s.enumerationTotal > 0)
        where += QLatin1Char(' ') +
                 tr("%1 of %2 vectors tried.").arg(count(s.enumerated), count(s.enumerationTotal));
    else if (s.hasLinear)
        where += QLatin1Char(' ') + tr("%n pivot(s).", nullptr, s.pivots);
    return where;
}

QString WatchDialog::detailText() const
{
    QString text = details_->details(last_);
    if (session_ && session_->finished() && session_->answer().stats.tableBytes > 0)
        text += QStringLiteral("<br>") + tr("Memory of its tables: %1")
                                             .arg(QLocale().formattedDataSize(static_cast<qint64>(
                                                 session_->answer().stats.tableBytes)));
    return text;
}

void WatchDialog::redrawTree(const WatchTrace::Snapshot& s)
{
    const bool noTree = s.treeSize == 0 && (!s.hasNode || !s.position.empty());
    treeView_->setVisible(!noTree);
    if (noTree) {
        treeNote_->setText(
            !s.position.empty()
                ? tr("A table build has no tree: it goes backwards from the goal over the "
                     "ranks of all positions, a layer at a time; the board shows the "
                     "position being expanded, and the last layers, where few positions "
                     "are left, are found by looking from each of them.")
            : s.hasLinear ? tr("Linear algebra has no tree: the moves commute, so an answer "
                               "is a count per move, found by diagonalising the system "
                               "modulo %1 and trying the solutions it leaves.")
                                .arg(s.modulus)
            : s.enumerationTotal > 0
                ? tr("An enumeration has no tree: every vector of move counts is "
                     "tried in turn, like an odometer; the board shows the position "
                     "the vector tried leads to.")
            : s.events > 0 && s.iterations.empty() && s.layers.empty() && s.bound < 0
                ? tr("This engine answered without a search to watch: it looks the answer "
                     "up in what it worked out once before. Choose another engine to see a "
                     "search at work.")
            : s.events > 0 ? tr("This engine tells no single nodes: the chart shows its "
                                "iterations or layers whole.")
                           : QString());
        return;
    }
    treeView_->sync(session_->trace(), s);
    const bool breadthFirst = treeView_->breadthFirst();
    treeNote_->setText(
        s.treeTruncated
            ? tr("The tree is larger than %1 nodes: only its first %1 are drawn; the chart and "
                 "the counts show the whole search.")
                  .arg(count(WatchTrace::kTreeLimit))
        : breadthFirst
            ? tr("The breadth-first tree: each position under the one it was first reached from, "
                 "layer by layer; the position taken from the queue ringed in red with its path.")
            : tr("The tree of this iteration: blue expanded, orange cut off by the bound, grey "
                 "left out by the move rules, green the goal; the path ringed in red."));
}

Position WatchDialog::treeNodePosition(int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= treeView_->nodes().size())
        return position_;
    return details_->positionAfter(treeView_->pathTo(index));
}

void WatchDialog::showTreeNode(int index)
{
    treeView_->showNode(index);
}

int WatchDialog::shownTreeNode() const
{
    return treeView_->shownNode();
}

int WatchDialog::treeNodesDrawn() const
{
    return treeView_->drawnCount();
}

int WatchDialog::queueBoardsDrawn() const
{
    return queueStrip_->boardsDrawn();
}

QString WatchDialog::traceCsv() const
{
    return session_ ? QString::fromStdString(session_->trace().csv()) : QString();
}

bool WatchDialog::exportCsv(const QString& path, QString* error) const
{
    const QString failed = SafeSave::write(path, traceCsv().toUtf8());
    if (error)
        *error = failed;
    return failed.isEmpty();
}

bool WatchDialog::exportTree(const QString& path, QString* error) const
{
    const QString failed = SafeSave::write(path, treeView_->picture());
    if (error)
        *error = failed;
    return failed.isEmpty();
}

}  // namespace pl
