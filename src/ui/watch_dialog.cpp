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

namespace pl {

namespace {

using search::WatchTrace;
using Kind = WatchTrace::TreeKind;

// The speeds the slider offers, events a second; the last is "as fast as it goes".
constexpr double kSpeeds[] = {1, 3, 10, 30, 100, 1000, 0};
constexpr int kSpeedCount = static_cast<int>(sizeof kSpeeds / sizeof kSpeeds[0]);
constexpr int kDefaultSpeed = 3;  // 30 a second

QString count(std::uint64_t n)
{
    return QLocale().toString(static_cast<qulonglong>(n));
}

QColor kindColour(Kind k)
{
    switch (k) {
    case Kind::Expanded:
    case Kind::Dequeued:
        return QColor(0x3b, 0x7d, 0xd8);
    case Kind::CutByBound:
    case Kind::SkippedBound:
        return QColor(0xe0, 0x8a, 0x1e);
    case Kind::SkippedRule:
        return QColor(0xa0, 0xa0, 0xa0);
    case Kind::SkippedUnreachable:
        return QColor(0x60, 0x60, 0x60);
    case Kind::Goal:
        return QColor(0x2e, 0xa0, 0x43);
    }
    return Qt::black;
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
    controls->addWidget(speedName);
    controls->addWidget(speed_);
    controls->addWidget(speedLabel_);
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
    besideRow->addStretch(1);
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
    queueStrip_ = new QWidget(left);
    auto* queueLayout = new QGridLayout(queueStrip_);
    queueLayout->setContentsMargins(0, 0, 0, 0);
    queueLayout->setSpacing(3);
    queueCaption_ = new QLabel(queueStrip_);
    queueCaption_->setWordWrap(true);
    queueLayout->addWidget(queueCaption_, 0, 0, 1, 4);
    for (int i = 0; i < 8; ++i) {
        auto* thumb = new QLabel(queueStrip_);
        thumb->setFrameShape(QFrame::StyledPanel);
        thumb->setAlignment(Qt::AlignCenter);
        thumb->setFixedSize(84, 64);
        queueLayout->addWidget(thumb, 1 + i / 4, i % 4);
        queueThumbs_.push_back(thumb);
    }
    queueStrip_->hide();
    leftLayout->addWidget(queueStrip_);
    thumbBoard_ = boardSkin(*puzzle_).makeBoard(puzzle_, this);
    thumbBoard_->setAttribute(Qt::WA_DontShowOnScreen);
    thumbBoard_->setInteractive(false);
    thumbBoard_->setMovesEnabled(false);
    thumbBoard_->resize(420, 320);
    thumbBoard_->hide();
    details_ = new QLabel(left);
    details_->setObjectName(QStringLiteral("watchDetails"));
    details_->setWordWrap(true);
    details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    details_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    details_->setMinimumWidth(260);
    leftLayout->addWidget(details_, 2);

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
    scene_ = new QGraphicsScene(this);
    treeView_ = new QGraphicsView(scene_, right);
    treeView_->setObjectName(QStringLiteral("watchTree"));
    treeView_->setDragMode(QGraphicsView::ScrollHandDrag);
    treeView_->setRenderHint(QPainter::Antialiasing);
    treeView_->setMinimumHeight(160);
    treeView_->viewport()->installEventFilter(this);
    treeView_->installEventFilter(this);
    treeView_->setFocusPolicy(Qt::StrongFocus);
    treeView_->setToolTip(
        tr("Click a node to see its position; double-click (or Enter) to load "
           "it into the main window. The arrow keys walk the tree, Home "
           "returns to the search."));
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
    tree_.clear();
    treeGeneration_ = 0;
    treeShownSize_ = 0;
    treeDrawn_ = 0;
    shownNode_ = -1;
    scene_->clear();
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

Position WatchDialog::positionAfter(const std::vector<int>& path) const
{
    Position p = position_;
    for (const int m : path) {
        if (!puzzle_->isLegal(p, m))
            break;
        p = puzzle_->apply(p, m);
    }
    return p;
}

QString WatchDialog::movesText(const std::vector<int>& moves) const
{
    if (moves.empty())
        return tr("(none: the start)");
    QString text = QString::fromStdString(puzzle_->formatMoves(moves));
    // Letters run together ("LLUURD..."): in groups of ten, so a long path wraps.
    if (text.size() > 20 && !text.contains(QLatin1Char(' '))) {
        QString grouped;
        for (qsizetype i = 0; i < text.size(); i += 10)
            grouped += (i ? QStringLiteral(" ") : QString()) + text.mid(i, 10);
        text = grouped;
    }
    return text;
}

QString WatchDialog::rankText(const Position& p, std::uint64_t rank) const
{
    // A permutation of distinct values: its Cantor (Lehmer) code, digit by digit.
    const std::size_t n = p.cells.size();
    std::set<int> values(p.cells.begin(), p.cells.end());
    if (n < 2 || n > 12 || values.size() != n)
        return tr("Rank %1").arg(count(rank));
    std::uint64_t factorial = 1;
    for (std::size_t i = 2; i < n; ++i)
        factorial *= i;
    std::uint64_t sum = 0;
    QStringList terms;
    for (std::size_t i = 0; i + 1 < n; ++i) {
        int smaller = 0;
        for (std::size_t j = i + 1; j < n; ++j)
            smaller += p.cells[j] < p.cells[i] ? 1 : 0;
        sum += static_cast<std::uint64_t>(smaller) * factorial;
        terms << QStringLiteral("%1\u00b7%2!").arg(smaller).arg(n - 1 - i);
        if (n - 1 - i > 1)
            factorial /= (n - 1 - i);
    }
    if (sum != rank)
        return tr("Rank %1").arg(count(rank));
    return tr("Cantor code %1 = %2 (each digit: how many later cells hold a smaller value)")
        .arg(count(rank), terms.join(QStringLiteral(" + ")));
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
    const QString table = s.hasLinear ? matrixTable(s) : QString();
    matrix_->setVisible(!table.isEmpty());
    matrix_->setText(table);
    chart_->setVisible(!(s.hasLinear && s.candidates == 0));
    if (beside_) {
        last2_ = beside_->trace().snapshot();
        fillChart(chart2_, chartTitle2_, last2_);
        chartTitle2_->setText(QStringLiteral("<b>%1</b> \u2014 %2")
                                  .arg(besideEngines_->currentText().toHtmlEscaped(),
                                       chartTitle2_->text().toHtmlEscaped()));
        details2_->setText(besideText());
    }

    // The board: the node the search is at (or the one clicked in the tree).
    if (shownNode_ < 0) {
        if (s.enumerationTotal > 0 && !s.counts.empty()) {
            std::vector<int> moves;
            for (std::size_t m = 0; m < s.counts.size(); ++m)
                moves.insert(moves.end(), static_cast<std::size_t>(s.counts[m]),
                             static_cast<int>(m));
            board_->setPuzzlePosition(positionAfter(moves));
        } else if (s.hasNode && !s.position.empty())
            board_->setPuzzlePosition(Position{s.position});
        else if (s.hasNode)
            board_->setPuzzlePosition(positionAfter(s.path));
        else if (s.answer)
            board_->setPuzzlePosition(positionAfter(*s.answer));
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
        redrawQueue(s);
    status_->setText(statusText());
    details_->setText(detailText());
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
        .arg(statusOf(*beside_, last2_).toHtmlEscaped(), detailsOf(last2_));
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
    QString text = detailsOf(last_);
    if (session_ && session_->finished() && session_->answer().stats.tableBytes > 0)
        text += QStringLiteral("<br>") + tr("Memory of its tables: %1")
                                             .arg(QLocale().formattedDataSize(static_cast<qint64>(
                                                 session_->answer().stats.tableBytes)));
    return text;
}

QString WatchDialog::detailsOf(const WatchTrace::Snapshot& s) const
{
    QStringList lines;
    if (s.hasNode && !s.position.empty()) {
        lines << tr("Expanded at distance %1 from the goal: a table is built backwards from "
                    "the goal, a layer at a time.")
                     .arg(s.level);
        lines << rankText(Position{s.position}, s.rank).toHtmlEscaped();
    } else if (s.hasNode) {
        const int g = static_cast<int>(s.path.size());
        lines << tr("Path: %1").arg(movesText(s.path).toHtmlEscaped());
        if (s.fate == search::NodeFate::Dequeued) {
            lines << tr("Taken from the queue at depth %1.").arg(g);
            lines << rankText(positionAfter(s.path), s.rank).toHtmlEscaped();
        } else if (s.h >= 0) {
            lines << tr("g = %1 (moves made), h = %2 (at least this many to go), f = g + h = %3")
                         .arg(g)
                         .arg(s.h)
                         .arg(g + s.h);
            if (s.fate == search::NodeFate::CutByBound)
                lines
                    << tr("<b>Cut off</b>: f = %1 is over the bound %2.").arg(g + s.h).arg(s.bound);
            else if (s.fate == search::NodeFate::Goal)
                lines << tr("<b>The goal</b>, within the bound: the answer.");
        }
    }
    if (s.nodes > 0) {
        lines << tr("Nodes: %1").arg(count(s.nodes));
        if (s.cutByBound + s.skippedBound > 0)
            lines << tr("Cut off by the bound: %1").arg(count(s.cutByBound + s.skippedBound));
        if (s.skippedRule > 0)
            lines << tr("Left out by the move rules (never undo the last move, a fixed order "
                        "for moves that commute): %1")
                         .arg(count(s.skippedRule));
        if (s.skippedUnreachable > 0)
            lines << tr("Left out as unreachable (the tables say no way on): %1")
                         .arg(count(s.skippedUnreachable));
    }
    if (!s.iterations.empty()) {
        const auto& it = s.iterations.back();
        lines << tr("Last iteration: bound %1, %2 nodes; next bound %3")
                     .arg(it.bound)
                     .arg(count(it.nodes))
                     .arg(it.next >= search::kNoBound ? tr("none") : QString::number(it.next));
    }
    if (!s.layers.empty()) {
        std::uint64_t stored = 0;
        for (const auto& l : s.layers)
            stored += l.count;
        lines << tr("Positions stored: %1 in %2 complete layers")
                     .arg(count(stored))
                     .arg(s.layers.size());
        if (s.memoryBytes > 0)
            lines << tr("Memory: %1")
                         .arg(QLocale().formattedDataSize(static_cast<qint64>(s.memoryBytes)));
    }
    if (s.hasLinear)
        lines << linearText(s);
    if (s.enumerationTotal > 0) {
        QStringList digits;
        for (const int c : s.counts)
            digits << QString::number(c);
        lines << tr("Trying counts (%1): %2 moves%3")
                     .arg(digits.join(QLatin1Char(' ')))
                     .arg(s.length)
                     .arg(s.solves ? tr(", solves it") : QString());
        lines << tr("%1 of %2 tried").arg(count(s.enumerated), count(s.enumerationTotal));
        if (s.bestLength >= 0) {
            QStringList best;
            for (const int c : s.bestCounts)
                best << QString::number(c);
            lines << tr("Best so far (%1): %2 moves \u2014 the fewest moves of any vector that "
                        "solves it, and among as few the smallest sequence")
                         .arg(best.join(QLatin1Char(' ')))
                         .arg(s.bestLength);
        }
    }
    if (s.answer)
        lines << tr("Answer: %1").arg(movesText(*s.answer).toHtmlEscaped());
    lines << tr("Search time: %1 ms (pauses left out)").arg(s.searchMs, 0, 'f', 1);
    return lines.join(QStringLiteral("<br>"));
}

QString WatchDialog::matrixTable(const WatchTrace::Snapshot& s) const
{
    using K = search::LinearStep::Kind;
    const std::size_t rows = s.matrix.size();
    const std::size_t columns = rows ? s.matrix.front().size() : 0;
    if (s.linearKind != K::Candidate && rows > 0 && rows <= 30 && columns <= 30) {
        QString table = QStringLiteral("<table cellspacing=0 cellpadding=2>");
        for (std::size_t i = 0; i < rows; ++i) {
            table += QStringLiteral("<tr>");
            for (std::size_t j = 0; j < columns; ++j) {
                const bool pivot =
                    static_cast<int>(i) == s.pivotRow && static_cast<int>(j) == s.pivotColumn;
                const bool zero = s.matrix[i][j] == 0;
                table += QStringLiteral("<td align=right%1>%2</td>")
                             .arg(pivot  ? QStringLiteral(" bgcolor=#f0c040")
                                  : zero ? QStringLiteral(" style=\"color:#a0a0a0\"")
                                         : QString(),
                                  pivot ? QStringLiteral("<b>%1</b>").arg(s.matrix[i][j])
                                        : QString::number(s.matrix[i][j]));
            }
            table += QStringLiteral("</tr>");
        }
        table += QStringLiteral("</table>");
        return table;
    }
    return {};
}

QString WatchDialog::linearText(const WatchTrace::Snapshot& s) const
{
    QStringList lines;
    using K = search::LinearStep::Kind;
    switch (s.linearKind) {
    case K::Matrix:
        lines << tr("The system modulo %1: a row per cell the goal sets, a column per move; "
                    "each entry is how far that move turns that cell.")
                     .arg(s.modulus);
        break;
    case K::Pivot:
        lines << tr("Pivot %1: the smallest entry left, swapped to row %2, column %3.")
                     .arg(s.matrix[static_cast<std::size_t>(s.pivotRow)]
                                  [static_cast<std::size_t>(s.pivotColumn)])
                     .arg(s.pivotRow + 1)
                     .arg(s.pivotColumn + 1);
        break;
    case K::Reduced:
        lines << tr("Row %1 and column %2 cleared modulo %3 by subtracting multiples of the "
                    "pivot (a remainder left over becomes the next, smaller pivot).")
                     .arg(s.pivotRow + 1)
                     .arg(s.pivotColumn + 1)
                     .arg(s.modulus);
        break;
    case K::Diagonal:
    case K::Candidate:
        lines << tr("Diagonal: rank %1 after %2 pivots. Each solvable position has %3 "
                    "solutions modulo %4 (the kernel).")
                     .arg(s.matrixRank)
                     .arg(s.pivots)
                     .arg(count(s.kernel))
                     .arg(s.modulus);
        break;
    }
    if (s.candidates > 0) {
        const auto join = [](const std::vector<int>& v) {
            QStringList parts;
            for (const int x : v)
                parts << QString::number(x);
            return parts.join(QLatin1Char(' '));
        };
        lines << tr("Solution %1 of the kernel tried: counts (%2), %3 moves")
                     .arg(count(s.candidates), join(s.candidate))
                     .arg(s.candidateCost);
        if (s.bestCost >= 0)
            lines << tr("Best so far (%1): %2 moves \u2014 the fewest moves, and among as few "
                        "the smallest sequence")
                         .arg(join(s.bestCandidate))
                         .arg(s.bestCost);
    }
    return lines.join(QStringLiteral("<br>"));
}

void WatchDialog::redrawQueue(const WatchTrace::Snapshot& s)
{
    // Past the paths the trace keeps, only the count is known: no boards then.
    queueStrip_->setVisible(s.queueLength > 0 && !s.queueFront.empty());
    if (s.queueLength == 0 || s.queueFront.empty()) {
        queueShown_.clear();
        return;
    }
    queueCaption_->setText(
        tr("The queue: %1 positions waiting; the first of them:").arg(count(s.queueLength)));
    if (s.queueFront == queueShown_)
        return;
    queueShown_ = s.queueFront;
    for (std::size_t i = 0; i < queueThumbs_.size(); ++i) {
        QLabel* thumb = queueThumbs_[i];
        if (i >= queueShown_.size()) {
            thumb->clear();
            thumb->setToolTip({});
            continue;
        }
        thumbBoard_->setPuzzlePosition(positionAfter(queueShown_[i]));
        // Only the position's cells (not a target beside them, nor the move buttons).
        QRect cells;
        for (int c = 0; c < thumbBoard_->boardCellCount(); ++c)
            cells |= thumbBoard_->cellRect(c);
        const QPixmap picture =
            thumbBoard_->grab(cells.isEmpty() ? QRect() : cells.adjusted(-3, -3, 3, 3));
        thumb->setPixmap(picture.scaled(thumb->size() - QSize(4, 4), Qt::KeepAspectRatio,
                                        Qt::SmoothTransformation));
        thumb->setToolTip(tr("Path: %1").arg(movesText(queueShown_[i])));
    }
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
            : s.events > 0 ? tr("This engine tells no single nodes: the chart shows its "
                                "iterations or layers whole.")
                           : QString());
        return;
    }
    if (s.treeGeneration == treeGeneration_ && s.treeSize == treeShownSize_)
        return;
    if (s.treeGeneration != treeGeneration_) {
        tree_.clear();
        treeGeneration_ = s.treeGeneration;
        shownNode_ = -1;
    }
    const auto more = session_->trace().tree(tree_.size(), s.treeGeneration);
    tree_.insert(tree_.end(), more.begin(), more.end());
    treeShownSize_ = tree_.size();
    const bool breadthFirst = !tree_.empty() && tree_.front().kind == Kind::Dequeued;
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

    // Leaves left to right in the order met, a parent over the middle of its children.
    const std::size_t n = tree_.size();
    std::vector<std::vector<int>> children(n);
    std::vector<int> roots;
    for (std::size_t i = 0; i < n; ++i) {
        const int p = tree_[i].parent;
        if (p >= 0 && static_cast<std::size_t>(p) < n)
            children[static_cast<std::size_t>(p)].push_back(static_cast<int>(i));
        else
            roots.push_back(static_cast<int>(i));
    }
    std::vector<double> x(n, 0);
    double nextLeaf = 0;
    std::function<void(int)> place = [&](int v) {
        const auto& kids = children[static_cast<std::size_t>(v)];
        if (kids.empty()) {
            x[static_cast<std::size_t>(v)] = nextLeaf++;
            return;
        }
        for (const int c : kids)
            place(c);
        x[static_cast<std::size_t>(v)] =
            (x[static_cast<std::size_t>(kids.front())] + x[static_cast<std::size_t>(kids.back())]) /
            2;
    };
    for (const int r : roots)
        place(r);

    // The path the search is on: the latest node and its ancestors.
    std::vector<bool> onPath(n, false);
    if (n > 0) {
        int v = -1;
        for (std::size_t i = n; i-- > 0;)
            if (tree_[i].kind == Kind::Expanded || tree_[i].kind == Kind::Goal ||
                tree_[i].kind == Kind::Dequeued || tree_[i].kind == Kind::CutByBound) {
                v = static_cast<int>(i);
                break;
            }
        for (; v >= 0; v = tree_[static_cast<std::size_t>(v)].parent)
            onPath[static_cast<std::size_t>(v)] = true;
    }

    scene_->clear();
    constexpr double kDx = 16;
    constexpr double kDy = 36;
    constexpr double kR = 5;
    const QPen line(QColor(0x90, 0x90, 0x90), 1);
    for (std::size_t i = 0; i < n; ++i) {
        const int p = tree_[i].parent;
        if (p >= 0 && static_cast<std::size_t>(p) < n)
            scene_->addLine(x[static_cast<std::size_t>(p)] * kDx,
                            tree_[static_cast<std::size_t>(p)].depth * kDy, x[i] * kDx,
                            tree_[i].depth * kDy, line);
    }
    const std::vector<std::string>& names = puzzle_->moveNames();
    for (std::size_t i = 0; i < n; ++i) {
        const auto& t = tree_[i];
        const QPen ring = onPath[i] ? QPen(QColor(0xd0, 0x20, 0x20), 2.5) : QPen(Qt::NoPen);
        auto* dot = scene_->addEllipse(x[i] * kDx - kR, t.depth * kDy - kR, 2 * kR, 2 * kR, ring,
                                       QBrush(kindColour(t.kind)));
        dot->setData(0, static_cast<int>(i));
        dot->setFlag(QGraphicsItem::ItemIsSelectable);
        QString tip =
            t.move >= 0 && static_cast<std::size_t>(t.move) < names.size()
                ? tr("Move %1, depth %2")
                      .arg(QString::fromStdString(names[static_cast<std::size_t>(t.move)]))
                      .arg(t.depth)
                : tr("The start");
        if (t.h >= 0)
            tip += QLatin1Char('\n') + tr("g = %1, h = %2, f = %3").arg(t.depth).arg(t.h).arg(t.f);
        else if (t.f >= 0)
            tip += QLatin1Char('\n') + tr("f = %1").arg(t.f);
        dot->setToolTip(tip);
        if (n <= 400 && t.move >= 0 && static_cast<std::size_t>(t.move) < names.size()) {
            auto* label = scene_->addSimpleText(
                QString::fromStdString(names[static_cast<std::size_t>(t.move)]));
            QFont f = label->font();
            f.setPointSizeF(6.5);
            label->setFont(f);
            label->setPos(x[i] * kDx + kR, t.depth * kDy - kR - 10);
        }
    }
    treeDrawn_ = static_cast<int>(n);
    scene_->setSceneRect(scene_->itemsBoundingRect().adjusted(-10, -10, 10, 10));
    // Keep the node the search is at in sight.
    for (std::size_t i = n; i-- > 0;)
        if (onPath[i]) {
            treeView_->centerOn(x[i] * kDx, tree_[i].depth * kDy);
            break;
        }
}

Position WatchDialog::treeNodePosition(int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= tree_.size())
        return position_;
    std::vector<int> path;
    for (int v = index; v >= 0; v = tree_[static_cast<std::size_t>(v)].parent)
        if (tree_[static_cast<std::size_t>(v)].move >= 0)
            path.push_back(tree_[static_cast<std::size_t>(v)].move);
    std::reverse(path.begin(), path.end());
    return positionAfter(path);
}

void WatchDialog::showTreeNode(int index)
{
    if (index < 0 || static_cast<std::size_t>(index) >= tree_.size()) {
        shownNode_ = -1;
        refresh();
        return;
    }
    shownNode_ = index;
    board_->setPuzzlePosition(treeNodePosition(index));
    // Ring it in the tree and keep it in sight.
    for (QGraphicsItem* item : scene_->items())
        if (item->data(0).isValid() && item->data(0).toInt() == index) {
            treeView_->centerOn(item);
            item->setSelected(true);
        }
}

bool WatchDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == treeView_->viewport()) {
        if (event->type() == QEvent::Wheel) {
            auto* wheel = static_cast<QWheelEvent*>(event);
            const double factor = wheel->angleDelta().y() > 0 ? 1.25 : 0.8;
            treeView_->setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
            treeView_->scale(factor, factor);
            return true;
        }
        if (event->type() == QEvent::MouseButtonDblClick ||
            event->type() == QEvent::MouseButtonRelease) {
            auto* mouse = static_cast<QMouseEvent*>(event);
            if (QGraphicsItem* item = treeView_->itemAt(mouse->position().toPoint());
                item && item->data(0).isValid()) {
                showTreeNode(item->data(0).toInt());
                if (event->type() == QEvent::MouseButtonDblClick)
                    emit positionRequested(treeNodePosition(shownNode_));
            }
        }
    }
    if (watched == treeView_ && event->type() == QEvent::KeyPress && !tree_.empty()) {
        // The keyboard walks the tree: Left/Right the nodes in the order they came, Up the
        // parent, Home the search's own node again, Enter loads the node's position into
        // the main window.
        const int last = static_cast<int>(tree_.size()) - 1;
        const int at = shownNode_ < 0 ? last : shownNode_;
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Left:
            showTreeNode(std::max(at - 1, 0));
            return true;
        case Qt::Key_Right:
            showTreeNode(std::min(at + 1, last));
            return true;
        case Qt::Key_Up:
            showTreeNode(std::max(tree_[static_cast<std::size_t>(at)].parent, 0));
            return true;
        case Qt::Key_Home:
            showTreeNode(-1);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (shownNode_ >= 0)
                emit positionRequested(treeNodePosition(shownNode_));
            return true;
        default:
            break;
        }
    }
    return QDialog::eventFilter(watched, event);
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
    const QRectF area = scene_->sceneRect();
    const QSize size(std::max(64, static_cast<int>(std::ceil(area.width()))),
                     std::max(64, static_cast<int>(std::ceil(area.height()))));
    QImage image(size.boundedTo(QSize(16000, 16000)), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        const_cast<QGraphicsScene*>(scene_)->render(&painter, QRectF(image.rect()), area);
    }
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
    }
    const QString failed = SafeSave::write(path, bytes);
    if (error)
        *error = failed;
    return failed.isEmpty();
}

}  // namespace pl
