#include "compare_dialog.h"

#include <algorithm>

#include <QAbstractTableModel>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTimer>

#include "file_folders.h"
#include "headline_words.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_names.h"
#include "safe_save.h"
#include "solution_panel.h"
#include "ui_compare_dialog.h"

namespace pl {

namespace {

enum Column {
    EngineCol,
    StatusCol,
    LengthCol,
    MovesCol,
    NodesCol,
    DepthCol,
    TimeCol,
    MemoryCol,
    ColumnCount
};

const QColor kRunningColour(0x2f, 0x6f, 0xc9);
const QColor kSolvedColour(0x2e, 0x8b, 0x3e);
const QColor kStoppedColour(0xc7, 0x7c, 0x0e);
const QColor kFailedColour(0xc0, 0x39, 0x2b);

QColor statusColour(CompareDialog::Status s)
{
    switch (s) {
    case CompareDialog::Status::Waiting:
        return Qt::gray;
    case CompareDialog::Status::Running:
        return kRunningColour;
    case CompareDialog::Status::Solved:
        return kSolvedColour;
    case CompareDialog::Status::Stopped:
        return kStoppedColour;
    case CompareDialog::Status::NotRun:
        return Qt::gray;
    case CompareDialog::Status::Failed:
        break;
    }
    return kFailedColour;
}

QString statusName(CompareDialog::Status s)
{
    switch (s) {
    case CompareDialog::Status::Waiting:
        return CompareDialog::tr("waiting");
    case CompareDialog::Status::Running:
        return CompareDialog::tr("running");
    case CompareDialog::Status::Solved:
        return CompareDialog::tr("solved");
    case CompareDialog::Status::Stopped:
        return CompareDialog::tr("stopped");
    case CompareDialog::Status::NotRun:
        return CompareDialog::tr("not run");
    case CompareDialog::Status::Failed:
        break;
    }
    return CompareDialog::tr("failed");
}

QIcon statusIcon(CompareDialog::Status s)
{
    QPixmap dot(12, 12);
    dot.fill(Qt::transparent);
    QPainter p(&dot);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(statusColour(s));
    p.drawEllipse(QRectF(1.5, 1.5, 9, 9));
    return QIcon(dot);
}

QString timeText(double ms)
{
    const QLocale locale;
    if (ms < 1)
        return CompareDialog::tr("%1 ms").arg(locale.toString(ms, 'f', 3));
    if (ms < 1000)
        return CompareDialog::tr("%1 ms").arg(locale.toString(ms, 'f', ms < 100 ? 1 : 0));
    return CompareDialog::tr("%1 s").arg(locale.toString(ms / 1000, 'f', 2));
}

QString movesCell(const SolveResult& r)
{
    if (!r.solved())
        return {};
    QString text = r.movesText.isEmpty() ? CompareDialog::tr("(none)") : r.movesText;
    // The goal reached is part of the answer where a puzzle has several (the centre
    // label of a Rotation board): two engines agreeing on the letters but not on the
    // label would not agree.
    if (r.puzzle)
        text += HeadlineWords::goalSuffix(*r.puzzle, r.reached);
    return text;
}

QString memoryCell(const CompareDialog::Row& row)
{
    if (row.status != CompareDialog::Status::Solved && row.status != CompareDialog::Status::Stopped)
        return {};
    const std::size_t bytes = row.result.stats.tableBytes;
    if (bytes == 0)
        return QStringLiteral("\u2014");
    return SolutionPanel::formatBytes(bytes);
}

QString ratioText(double ratio)
{
    return ratio < 10 ? QLocale().toString(ratio, 'f', 1)
                      : QLocale().toString(qlonglong(std::llround(ratio)));
}

bool sameAnswer(const SolveResult& a, const SolveResult& b)
{
    return a.moves == b.moves && a.reached == b.reached;
}

// Air between the columns: ResizeToContents alone packs the numbers edge to edge.
class PaddedDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        return QStyledItemDelegate::sizeHint(option, index) + QSize(18, 0);
    }
};

}  // namespace

// A read-only view of the dialog's rows; the dialog says which rows changed.
class CompareModel : public QAbstractTableModel {
public:
    CompareModel(const std::vector<CompareDialog::Row>& rows, QObject* parent)
        : QAbstractTableModel(parent), rows_(rows)
    {
    }

    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : int(rows_.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : ColumnCount;
    }

    static QString header(int column)
    {
        switch (column) {
        case EngineCol:
            return CompareDialog::tr("Engine");
        case StatusCol:
            return CompareDialog::tr("Status");
        case LengthCol:
            return CompareDialog::tr("Length");
        case MovesCol:
            return CompareDialog::tr("Moves");
        case NodesCol:
            return CompareDialog::tr("Nodes");
        case DepthCol:
            return CompareDialog::tr("Bound / depth");
        case TimeCol:
            return CompareDialog::tr("Time");
        case MemoryCol:
            return CompareDialog::tr("Memory");
        default:
            return {};
        }
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal)
            return {};
        if (role == Qt::DisplayRole)
            return header(section);
        if (role == Qt::TextAlignmentRole)
            return int(textAlignment(section));
        return {};
    }

    static Qt::Alignment textAlignment(int column)
    {
        switch (column) {
        case LengthCol:
        case NodesCol:
        case DepthCol:
        case TimeCol:
        case MemoryCol:
            return Qt::AlignRight | Qt::AlignVCenter;
        default:
            return Qt::AlignLeft | Qt::AlignVCenter;
        }
    }

    QString text(const CompareDialog::Row& row, int column) const
    {
        const QLocale locale;
        const bool done = row.status == CompareDialog::Status::Solved ||
                          row.status == CompareDialog::Status::Stopped ||
                          row.status == CompareDialog::Status::Failed;
        switch (column) {
        case EngineCol:
            return row.engine;
        case StatusCol:
            if (row.status == CompareDialog::Status::Running && row.phase)
                return CompareDialog::tr("running: %1")
                    .arg(SolutionPanel::phaseText(*row.phase, row.depth));
            return statusName(row.status);
        case LengthCol:
            return row.result.solved() ? locale.toString(qulonglong(row.result.moves.size()))
                                       : QString();
        case MovesCol:
            if (row.status == CompareDialog::Status::Failed)
                return row.result.error();
            // The reason in short; the whole sentence is its tooltip and in the summary.
            if (row.status == CompareDialog::Status::NotRun)
                return CompareDialog::tr("may run out of memory");
            return movesCell(row.result);
        case NodesCol:
            return row.nodes || done ? locale.toString(row.nodes) : QString();
        case DepthCol:
            return row.depth > 0 ? locale.toString(row.depth) : QStringLiteral("\u2014");
        case TimeCol:
            return row.status == CompareDialog::Status::Waiting ||
                           row.status == CompareDialog::Status::NotRun
                       ? QString()
                       : timeText(row.elapsedMs);
        case MemoryCol:
            return memoryCell(row);
        default:
            return {};
        }
    }

    QVariant data(const QModelIndex& index, int role) const override
    {
        if (!index.isValid() || index.row() >= int(rows_.size()))
            return {};
        const CompareDialog::Row& row = rows_[std::size_t(index.row())];
        switch (role) {
        case Qt::DisplayRole:
            return text(row, index.column());
        case Qt::TextAlignmentRole:
            return int(textAlignment(index.column()));
        case Qt::DecorationRole:
            return index.column() == StatusCol ? QVariant(statusIcon(row.status)) : QVariant();
        case Qt::ForegroundRole:
            if (index.column() == StatusCol ||
                (index.column() == MovesCol && row.status == CompareDialog::Status::Failed))
                return statusColour(row.status).darker(115);
            return {};
        case Qt::FontRole:
            if (index.column() == MovesCol && row.result.solved())
                return QFontDatabase::systemFont(QFontDatabase::FixedFont);
            if (index.column() == EngineCol) {
                QFont bold;
                bold.setBold(true);
                return bold;
            }
            return {};
        case Qt::ToolTipRole:
            if (index.column() == EngineCol)
                return row.description;
            if (index.column() == MemoryCol && row.result.stats.statesStored > 0)
                return CompareDialog::tr("States stored at the peak: %1")
                    .arg(QLocale().toString(qulonglong(row.result.stats.statesStored)));
            if (index.column() == TimeCol && row.result.stats.buildMs > 0)
                return CompareDialog::tr("Including %1 to build tables")
                    .arg(timeText(row.result.stats.buildMs));
            if (index.column() == MovesCol && row.status == CompareDialog::Status::Failed)
                return row.result.error();
            if (index.column() == MovesCol && row.status == CompareDialog::Status::NotRun)
                return row.caution;
            // A long answer is cut to the column's width: the whole of it on hover
            // (issue 23, point 8).
            if (index.column() == MovesCol && row.result.solved())
                return movesCell(row.result);
            return {};
        default:
            return {};
        }
    }

    void rowChanged(std::size_t row)
    {
        emit dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1));
    }
    void allChanged()
    {
        if (!rows_.empty())
            emit dataChanged(index(0, 0), index(int(rows_.size()) - 1, ColumnCount - 1));
    }

private:
    const std::vector<CompareDialog::Row>& rows_;
};

CompareDialog::CompareDialog(std::shared_ptr<const Puzzle> puzzle, const Position& position,
                             QWidget* parent)
    : QDialog(parent),
      ui_(std::make_unique<Ui::CompareDialog>()),
      puzzle_(std::move(puzzle)),
      position_(position)
{
    ui_->setupUi(this);
    const Puzzle& p = *puzzle_;
    const Puzzle& kind = p;
    // The translated name; the core's title is English only.
    const QString title = PuzzleNames::displayName(p);
    setWindowTitle(tr("Compare Engines \u2014 %1").arg(title));
    QFont big = ui_->titleLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    ui_->titleLabel->setFont(big);
    ui_->titleLabel->setText(tr("Every engine of %1 on the same position").arg(title));
    ui_->positionLabel->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    ui_->positionLabel->setText(QString::fromStdString(p.formatPosition(position)));

    for (const QString& engine : SolveService::engineNames(kind)) {
        // An engine the puzzle refuses (too much memory, say) is not run.
        if (!p.engineRefusal(engine.toStdString()).empty())
            continue;
        Row row;
        row.engine = engine;
        row.description = SolveService::engineDescription(kind, engine);
        // One that may run out of memory on a far position is named with the reason,
        // not run: it would take the whole memory limit (and minutes) to say so.
        row.caution = i18n::engineCautionText(kind, engine.toStdString());
        if (!row.caution.isEmpty())
            row.status = Status::NotRun;
        rows_.push_back(row);
        auto* service = new SolveService(this);
        const std::size_t index = services_.size();
        connect(service, &SolveService::progress, this,
                [this, index](int id, Phase phase, int depth, quint64 nodes, double elapsedMs) {
                    onProgress(index, id, phase, depth, nodes, elapsedMs);
                });
        connect(
            service, &SolveService::finished, this,
            [this, index](int id, const SolveResult& result) { onFinished(index, id, result); });
        services_.push_back(service);
    }
    ids_.assign(services_.size(), 0);

    model_ = new CompareModel(rows_, this);
    ui_->resultsView->setModel(model_);
    ui_->resultsView->setItemDelegate(new PaddedDelegate(ui_->resultsView));
    ui_->resultsView->verticalHeader()->hide();
    QHeaderView* header = ui_->resultsView->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(MovesCol, QHeaderView::Stretch);
    header->setSectionResizeMode(StatusCol, QHeaderView::Interactive);
    const QFontMetrics fm(font());
    header->resizeSection(StatusCol, fm.horizontalAdvance(tr("running: searching bound 00")) + 40);
    const int rowHeight = fm.height() + 12;
    ui_->resultsView->verticalHeader()->setDefaultSectionSize(rowHeight);
    // Room for every engine and no more: two or three rows should not float in space.
    ui_->resultsView->setMinimumHeight(header->sizeHint().height() + rowHeight * int(rows_.size()) +
                                       2 * ui_->resultsView->frameWidth() + 4);

    ticker_ = new QTimer(this);
    ticker_->setInterval(100);
    connect(ticker_, &QTimer::timeout, this, &CompareDialog::onTick);

    connect(ui_->runButton, &QPushButton::clicked, this, &CompareDialog::start);
    connect(ui_->stopButton, &QPushButton::clicked, this, &CompareDialog::stop);
    connect(ui_->copyButton, &QPushButton::clicked, this, &CompareDialog::copyResults);
    connect(ui_->exportButton, &QPushButton::clicked, this, &CompareDialog::exportWithDialog);
    // The table view would otherwise take Ctrl+C for its current cell only.
    auto* copy = new QShortcut(QKeySequence::Copy, this);
    copy->setContext(Qt::WindowShortcut);
    connect(copy, &QShortcut::activated, this, &CompareDialog::copyResults);
    ui_->copyButton->setToolTip(
        tr("Copy the table as text (%1)")
            .arg(QKeySequence(QKeySequence::Copy).toString(QKeySequence::NativeText)));

    updateSummary();
    updateControls();
    resize(QSize(940, minimumSizeHint().height() + 8));
}

CompareDialog::~CompareDialog()
{
    // Cancel everything first so the services' destructors (which wait) are quick.
    for (SolveService* s : services_)
        s->cancel();
}

QAbstractItemModel* CompareDialog::model() const
{
    return model_;
}

void CompareDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    if (!started_) {
        start();
        ui_->stopButton->setFocus();
    }
}

void CompareDialog::start()
{
    started_ = true;
    clock_.start();
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        Row& row = rows_[i];
        if (row.status == Status::NotRun)
            continue;
        row.status = Status::Running;
        row.phase.reset();
        row.depth = 0;
        row.nodes = 0;
        row.elapsedMs = 0;
        row.result = SolveResult{};
        // solve() cancels an earlier request still running; its late finished() carries
        // the old id and is ignored.
        ids_[i] = services_[i]->solve(puzzle_, position_, row.engine);
    }
    model_->allChanged();
    ticker_->start();
    updateSummary();
    updateControls();
    if (!running()) {  // every engine left out: nothing will finish
        ticker_->stop();
        emit allFinished();
    }
}

void CompareDialog::stop()
{
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].status == Status::Running)
            services_[i]->cancel();
}

bool CompareDialog::running() const
{
    return std::any_of(rows_.begin(), rows_.end(),
                       [](const Row& r) { return r.status == Status::Running; });
}

void CompareDialog::onProgress(std::size_t index, int id, Phase phase, int depth, quint64 nodes,
                               double elapsedMs)
{
    if (id != ids_[index] || rows_[index].status != Status::Running)
        return;
    Row& row = rows_[index];
    row.phase = phase;
    row.depth = depth;
    row.nodes = nodes;
    row.elapsedMs = std::max(row.elapsedMs, elapsedMs);
    model_->rowChanged(index);
}

void CompareDialog::onTick()
{
    const double now = double(clock_.nsecsElapsed()) / 1e6;
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].status == Status::Running) {
            rows_[i].elapsedMs = std::max(rows_[i].elapsedMs, now);
            model_->rowChanged(i);
        }
}

void CompareDialog::onFinished(std::size_t index, int id, const SolveResult& result)
{
    if (id != ids_[index])
        return;
    Row& row = rows_[index];
    row.result = result;
    row.nodes = result.stats.nodes;
    row.elapsedMs = result.stats.wallMs;
    switch (result.outcome) {
    case Outcome::Solved:
        row.status = Status::Solved;
        row.depth = std::max(row.depth, int(result.moves.size()));
        break;
    case Outcome::Cancelled:
        row.status = Status::Stopped;
        break;
    case Outcome::Unsolvable:  // the contest puzzles are always solvable
    case Outcome::Failed:
        row.status = Status::Failed;
        break;
    }
    row.phase.reset();
    model_->rowChanged(index);
    if (!running()) {
        ticker_->stop();
        updateSummary();
        updateControls();
        emit allFinished();
    } else {
        updateSummary();
    }
}

bool CompareDialog::answersAgree() const
{
    if (rows_.empty())
        return false;
    const Row* first = nullptr;
    for (const Row& row : rows_) {
        if (row.status == Status::NotRun)
            continue;
        if (!row.result.solved() || (first && !sameAnswer(row.result, first->result)))
            return false;
        first = first ? first : &row;
    }
    return first != nullptr;
}

QString CompareDialog::summaryText() const
{
    return ui_->summaryLabel->text();
}

void CompareDialog::updateSummary()
{
    QString text;
    QColor colour = palette().color(QPalette::WindowText);
    std::vector<const Row*> solved;
    int stopped = 0;
    int failed = 0;
    for (const Row& row : rows_) {
        if (row.status == Status::Solved)
            solved.push_back(&row);
        stopped += row.status == Status::Stopped;
        failed += row.status == Status::Failed;
    }
    const auto runCount = std::size_t(std::count_if(
        rows_.begin(), rows_.end(), [](const Row& r) { return r.status != Status::NotRun; }));
    const bool agree = std::all_of(solved.begin(), solved.end(), [&](const Row* r) {
        return sameAnswer(r->result, solved.front()->result);
    });

    if (!started_) {
        text = tr("Ready to run %1 engines.").arg(runCount);
    } else if (running()) {
        const auto busy = std::count_if(rows_.begin(), rows_.end(),
                                        [](const Row& r) { return r.status == Status::Running; });
        text = tr("Running %1 of %2 engines, each on its own thread\u2026").arg(busy).arg(runCount);
    } else if (solved.empty()) {
        text =
            failed ? tr("No engine found an answer.") : tr("Stopped before any engine finished.");
        colour = failed ? kFailedColour : kStoppedColour;
    } else if (!agree) {
        text =
            tr("The answers differ! Every engine should give the same shortest, smallest "
               "answer; this is a bug.");
        colour = kFailedColour;
    } else {
        const auto [fastest, slowest] =
            std::minmax_element(solved.begin(), solved.end(), [](const Row* a, const Row* b) {
                return a->result.stats.wallMs < b->result.stats.wallMs;
            });
        const std::size_t length = solved.front()->result.moves.size();
        const QString answer = length == 1 ? tr("1 move") : tr("%1 moves").arg(length);
        if (solved.size() == 1) {
            // One answer agrees with nothing: say what it is, and that it stands alone.
            text = tr("Only %1 finished (%2 stopped, %3 failed); its answer (%4) has no other "
                      "to be compared with.")
                       .arg(solved.front()->engine)
                       .arg(stopped)
                       .arg(failed)
                       .arg(answer);
            colour = kStoppedColour.darker(110);
        } else if (solved.size() == runCount) {
            text = tr("\u2713 All %1 engines give the same answer (%2).").arg(runCount).arg(answer);
            colour = kSolvedColour.darker(110);
        } else {
            text =
                tr("%1 of %2 engines finished (%3 stopped, %4 failed); their answers agree (%5).")
                    .arg(solved.size())
                    .arg(runCount)
                    .arg(stopped)
                    .arg(failed)
                    .arg(answer);
            colour = kStoppedColour.darker(110);
        }
        if (solved.size() > 1) {
            const double ratio = std::max((*slowest)->result.stats.wallMs, 1e-3) /
                                 std::max((*fastest)->result.stats.wallMs, 1e-3);
            text += QLatin1Char(' ') +
                    tr("%1 was %2\u00d7 as fast as %3.")
                        .arg((*fastest)->engine, ratioText(ratio), (*slowest)->engine);
        }
    }
    // An engine left out is named, with the reason in its row.
    for (const Row& row : rows_)
        if (row.status == Status::NotRun)
            text += QLatin1Char(' ') +
                    tr("%1 is not run: it may run out of memory here.").arg(row.engine);
    ui_->summaryLabel->setText(text);
    QPalette pal = ui_->summaryLabel->palette();
    pal.setColor(QPalette::WindowText, colour);
    ui_->summaryLabel->setPalette(pal);
}

void CompareDialog::updateControls()
{
    const bool busy = running();
    ui_->busyBar->setVisible(busy);
    ui_->stopButton->setEnabled(busy);
    ui_->runButton->setEnabled(!busy);
    ui_->copyButton->setEnabled(started_ && !busy);
    ui_->exportButton->setEnabled(started_ && !busy);
    // Keep the keyboard focus on a button, where Enter and Escape do what they say,
    // rather than on the table with a focus frame around one cell.
    QWidget* focus = busy ? static_cast<QWidget*>(ui_->stopButton)
                          : static_cast<QWidget*>(ui_->buttonBox->button(QDialogButtonBox::Close));
    if (focus && (!focusWidget() || !focusWidget()->isEnabled()))
        focus->setFocus();
}

QString CompareDialog::resultsText() const
{
    const Puzzle& p = *puzzle_;
    const std::vector<int> columns{EngineCol, StatusCol, LengthCol, MovesCol,
                                   NodesCol,  TimeCol,   MemoryCol};
    std::vector<std::vector<QString>> cells;
    std::vector<QString> head;
    for (const int c : columns)
        head.push_back(CompareModel::header(c).toLower());
    cells.push_back(head);
    for (const Row& row : rows_) {
        std::vector<QString> line;
        for (const int c : columns)
            line.push_back(c == StatusCol ? statusName(row.status) : model_->text(row, c));
        cells.push_back(line);
    }
    std::vector<int> widths(columns.size(), 0);
    for (const auto& line : cells)
        for (std::size_t c = 0; c < line.size(); ++c)
            widths[c] = std::max(widths[c], int(line[c].size()));

    QString out;
    out += tr("PuzzleLab engine comparison") + QLatin1Char('\n');
    out += tr("Puzzle: %1").arg(PuzzleNames::displayName(p)) + QLatin1Char('\n');
    out += tr("Position: %1").arg(QString::fromStdString(p.formatPosition(position_))) +
           QLatin1String("\n\n");
    for (const auto& line : cells) {
        QString text;
        for (std::size_t c = 0; c < line.size(); ++c) {
            const bool right = CompareModel::textAlignment(columns[c]) & Qt::AlignRight;
            const QString cell =
                right ? line[c].rightJustified(widths[c]) : line[c].leftJustified(widths[c]);
            text += (c ? QStringLiteral("  ") : QString()) + cell;
        }
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        out += text + QLatin1Char('\n');
    }
    out += QLatin1Char('\n') + summaryText() + QLatin1Char('\n');
    return out;
}

void CompareDialog::copyResults() const
{
    if (!started_ || running())
        return;
    QApplication::clipboard()->setText(resultsText());
}

bool CompareDialog::exportResults(const QString& path, QString* error) const
{
    const QString problem = SafeSave::write(path, resultsText().toUtf8());
    if (error)
        *error = problem;
    return problem.isEmpty();
}

void CompareDialog::exportWithDialog()
{
    const QString suggested = FileFolders::startPath(
        FileKind::Comparison, tr("%1-engines.txt").arg(QString::fromStdString(puzzle_->key())));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Comparison"), suggested,
                                                      tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    FileFolders::remember(FileKind::Comparison, path);
    QString error;
    if (!exportResults(path, &error))
        QMessageBox::warning(this, tr("Export Failed"),
                             tr("%1\nThe results are still here.").arg(error));
}

}  // namespace pl
