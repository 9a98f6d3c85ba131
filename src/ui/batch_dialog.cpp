#include "batch_dialog.h"

#include <algorithm>

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QTimer>
#include <QTreeWidget>

#include "core/contest/add_on.h"
#include "core/definition_puzzle.h"
#include "core/registry.h"
#include "file_folders.h"
#include "headline_words.h"
#include "models/puzzle_list_model.h"
#include "models/solve_service.h"
#include "safe_save.h"
#include "solution_io.h"
#include "solution_panel.h"
#include "ui_batch_dialog.h"

namespace pl {

namespace {

// A judge input is a few kilobytes; anything this big is the wrong file.
constexpr qint64 kMaxInputBytes = JudgeFileReader::kMaxInputBytes;

const QColor kProblemColour(0xc0, 0x39, 0x2b);

QString puzzleTitle(const Puzzle& puzzle)
{
    return PuzzleListModel::displayName(puzzle);
}

QString keyOf(const Puzzle& puzzle)
{
    return QString::fromStdString(puzzle.key());
}

// The contest add-on of the puzzle (its judge format and notation), null for others.
const ContestAddOn* addOnOf(const Puzzle& puzzle)
{
    const auto entry = puzzle.entry();
    return entry ? addOnOf(*entry) : nullptr;
}

}  // namespace

BatchDialog::BatchDialog(std::shared_ptr<const Puzzle> puzzle, QWidget* parent)
    : BatchDialog(PuzzleList{}, std::move(puzzle), parent)
{
}

BatchDialog::BatchDialog(const PuzzleList& puzzles, std::shared_ptr<const Puzzle> puzzle,
                         QWidget* parent)
    : QDialog(parent), ui_(std::make_unique<Ui::BatchDialog>()), puzzle_(std::move(puzzle))
{
    ui_->setupUi(this);
    setWindowTitle(tr("Batch Solve"));

    if (puzzles.empty()) {
        puzzles_ = heldContestPuzzles();  // the puzzles with a contest judge format
    } else {
        for (const auto& p : puzzles)
            puzzles_.push_back(p);
    }
    if (std::none_of(puzzles_.begin(), puzzles_.end(),
                     [&](const auto& p) { return p->key() == puzzle_->key(); }))
        puzzles_.push_back(puzzle_);
    for (const auto& p : puzzles_)
        ui_->puzzleCombo->addItem(puzzleTitle(*p), keyOf(*p));
    ui_->puzzleCombo->setCurrentIndex(ui_->puzzleCombo->findData(keyOf(*puzzle_)));
    fillEngines();

    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    ui_->answersEdit->setFont(mono);
    ui_->answersEdit->setPlaceholderText(tr("The answers appear here as the cases are solved."));
    QHeaderView* header = ui_->casesView->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(3, QHeaderView::Stretch);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    ui_->errorLabel->setAutoFillBackground(true);
    QPalette errorPalette = ui_->errorLabel->palette();
    errorPalette.setColor(QPalette::Window, QColor(0xfd, 0xec, 0xea));
    errorPalette.setColor(QPalette::WindowText, QColor(0x8e, 0x24, 0x1a));
    ui_->errorLabel->setPalette(errorPalette);
    ui_->errorLabel->setFrameShape(QFrame::StyledPanel);
    ui_->errorLabel->hide();

    reader_ = new JudgeFileReader(this);
    connect(reader_, &JudgeFileReader::casesRead, this, &BatchDialog::onCasesRead);
    connect(reader_, &JudgeFileReader::finished, this,
            [this](int id, const JudgeReadResult& result) {
                if (id == readId_)
                    emit inputRead(finishReading(result));
            });
    service_ = new SolveService(this);
    connect(service_, &SolveService::finished, this, &BatchDialog::onSolved);
    flushTimer_ = new QTimer(this);
    flushTimer_->setInterval(100);
    connect(flushTimer_, &QTimer::timeout, this, &BatchDialog::flushAnswers);

    connect(ui_->puzzleCombo, &QComboBox::activated, this, [this](int index) {
        const std::string key = ui_->puzzleCombo->itemData(index).toString().toStdString();
        for (const auto& p : puzzles_)
            if (p->key() == key)
                setPuzzle(p);
    });
    connect(ui_->engineCombo, &QComboBox::activated, this, [this] { updateControls(); });
    connect(ui_->openButton, &QPushButton::clicked, this, &BatchDialog::openWithDialog);
    connect(ui_->solveButton, &QPushButton::clicked, this, &BatchDialog::start);
    connect(ui_->stopButton, &QPushButton::clicked, this, &BatchDialog::stop);
    connect(ui_->saveButton, &QPushButton::clicked, this, &BatchDialog::saveWithDialog);
    connect(ui_->copyButton, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(QString::fromStdString(answers_)); });

    read(QString(), QString(), QByteArray(), false);
    resize(760, 560);
}

BatchDialog::BatchDialog(std::shared_ptr<const Puzzle> puzzle, const QString& inputPath,
                         QWidget* parent)
    : BatchDialog(PuzzleList{}, std::move(puzzle), inputPath, parent)
{
}

BatchDialog::BatchDialog(const PuzzleList& puzzles, std::shared_ptr<const Puzzle> puzzle,
                         const QString& inputPath, QWidget* parent)
    : BatchDialog(puzzles, std::move(puzzle), parent)
{
    loadFile(inputPath);
}

BatchDialog::~BatchDialog() = default;

void BatchDialog::fillEngines()
{
    ui_->engineCombo->clear();
    const Puzzle& kind = *puzzle_;
    for (const QString& name : SolveService::engineNames(kind)) {
        // An engine the puzzle refuses (too much memory, say) is not offered.
        if (!puzzle_->engineRefusal(name.toStdString()).empty())
            continue;
        // Named as the window's Engine box names it.
        ui_->engineCombo->addItem(SolveService::engineItemText(kind, name), name);
        ui_->engineCombo->setItemData(ui_->engineCombo->count() - 1,
                                      SolveService::engineItemToolTip(kind, name), Qt::ToolTipRole);
    }
    const auto preferred = preferred_.find(puzzle_->key());
    if (preferred != preferred_.end() && !preferred->second.isEmpty())
        setEngine(preferred->second);
}

void BatchDialog::setPreferredEngine(const Puzzle& puzzle, const QString& engine)
{
    preferred_[puzzle.key()] = engine;
    if (puzzle.key() == puzzle_->key() && !running_)
        setEngine(engine);
}

QString BatchDialog::engine() const
{
    return ui_->engineCombo->currentData().toString();
}

bool BatchDialog::setEngine(const QString& engine)
{
    const int index = ui_->engineCombo->findData(engine);
    if (index < 0)
        return false;
    ui_->engineCombo->setCurrentIndex(index);
    return true;
}

void BatchDialog::setPuzzle(std::shared_ptr<const Puzzle> puzzle)
{
    stop();
    puzzle_ = std::move(puzzle);
    goalPuzzle_.reset();
    if (ui_->puzzleCombo->findData(keyOf(*puzzle_)) < 0) {
        puzzles_.push_back(puzzle_);
        ui_->puzzleCombo->addItem(puzzleTitle(*puzzle_), keyOf(*puzzle_));
    }
    ui_->puzzleCombo->setCurrentIndex(ui_->puzzleCombo->findData(keyOf(*puzzle_)));
    fillEngines();
    // The cases held are the other puzzle's: they go at once.
    read(sourceName_, sourcePath_, input_, false);
}

bool BatchDialog::loadFile(const QString& path)
{
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    const QFileInfo info(path);
    QString problem;
    if (info.isDir())
        problem = tr("it is a folder, not a file.");
    else if (info.exists() && !info.isFile())
        problem = tr("it is a device or a pipe, not a file.");
    else if (!file.open(QIODevice::ReadOnly))
        problem = file.errorString();
    if (!problem.isEmpty()) {
        setStatus(tr("Could not open \u201c%1\u201d: %2").arg(name, problem), true);
        return false;
    }
    file.close();
    stop();
    return read(name, path, QByteArray(), true);
}

void BatchDialog::loadText(const QByteArray& text, const QString& sourceName)
{
    stop();
    read(sourceName, QString(), text, true);
}

QString BatchDialog::casesText(int n) const
{
    return n == 1 ? tr("1 case") : tr("%1 cases").arg(QLocale().toString(n));
}

bool BatchDialog::read(const QString& name, const QString& path, const QByteArray& text, bool keep)
{
    reader_->cancel();
    readId_ = 0;
    readName_ = name;
    readPath_ = path;
    readInput_ = text;
    incoming_ = CaseList();
    if (!keep) {
        reset();
        cases_ = CaseList();
        parseError_.clear();
        readsAs_.reset();
    }
    // Some files (under /proc, say) report a size of 0: they are read on the worker.
    const qint64 size = path.isEmpty() ? text.size() : QFileInfo(path).size();
    if (size <= kReadHereBytes && (path.isEmpty() || size > 0)) {
        // A small input takes well under a millisecond: read here, at once.
        const CancelToken never;
        const JudgeReadResult result = JudgeFileReader::read(
            puzzle_, path, text,
            [this](const CaseList& cases, qint64, qint64) { incoming_.append(cases); }, never);
        const bool ok = finishReading(result);
        emit inputRead(ok);
        return ok;
    }
    reading_ = true;
    readId_ = path.isEmpty() ? reader_->readBytes(puzzle_, text) : reader_->readFile(puzzle_, path);
    onCasesRead(readId_, CaseList(), 0, size);
    updateControls();
    return true;
}

void BatchDialog::onCasesRead(int id, const CaseList& cases, qint64 done, qint64 total)
{
    if (id != readId_)
        return;
    incoming_.append(cases);
    const QLocale locale;
    const QString source = readName_.isEmpty() ? tr("The input") : readName_;
    setStatus(tr("Reading \u201c%1\u201d\u2026").arg(source));
    ui_->fileLabel->setText(
        tr("%1: reading\u2026 %2 so far for %3.")
            .arg(source, casesText(int(incoming_.size())), puzzleTitle(*puzzle_)));
    // The bar shows the bytes read, in KiB (a 64 MiB file would overflow no int, but
    // a finer scale would not move it any better).
    ui_->progressBar->setMaximum(int(std::max<qint64>(1, total / 1024)));
    ui_->progressBar->setValue(int(std::min(done, std::max<qint64>(total, done)) / 1024));
    ui_->progressBar->setFormat(total > 0
                                    ? tr("Read %1 of %2")
                                          .arg(SolutionPanel::formatBytes(quint64(done)),
                                               SolutionPanel::formatBytes(quint64(total)))
                                    : tr("Read %1").arg(SolutionPanel::formatBytes(quint64(done))));
}

bool BatchDialog::finishReading(const JudgeReadResult& result)
{
    reading_ = false;
    readId_ = 0;
    if (result.cancelled)
        return false;
    using Problem = JudgeReadResult::Problem;
    if (result.problem != Problem::None) {
        QString problem = result.detail;
        switch (result.problem) {
        case Problem::None:
        case Problem::ReadError:
            break;
        case Problem::TooLarge:
            problem = tr("the file is larger than %1; a judge input is much smaller.")
                          .arg(SolutionPanel::formatBytes(quint64(kMaxInputBytes)));
            break;
        case Problem::NotText:
            problem = tr("it is not a text file, so it is not a judge input.");
            break;
        case Problem::OutOfMemory:
            problem = tr("there is not enough memory to read it.");
            break;
        }
        incoming_ = CaseList();
        readInput_.clear();
        // The input shown before stays (when it is of this puzzle; setKind cleared it
        // otherwise).
        showInput();
        setStatus(tr("Could not open \u201c%1\u201d: %2").arg(readName_, problem), true);
        return false;
    }
    reset();
    input_ = readInput_;
    readInput_.clear();
    sourceName_ = readName_;
    sourcePath_ = readPath_;
    cases_ = std::move(incoming_);
    incoming_ = CaseList();
    parseError_ = result.errorText;
    readsAs_ = result.readsAsPuzzle;
    showInput();
    return true;
}

void BatchDialog::showInput()
{
    const QString source = sourceName_.isEmpty() ? tr("The input") : sourceName_;
    if (input_.isEmpty() && sourceName_.isEmpty()) {
        ui_->fileLabel->setText(tr("Open a judge-format input file for %1 (the format "
                                   "puzzlelab-solve reads).")
                                    .arg(puzzleTitle(*puzzle_)));
    } else {
        ui_->fileLabel->setText(
            tr("%1: %2 for %3.").arg(source, casesText(caseCount()), puzzleTitle(*puzzle_)));
    }

    if (parseError_.isEmpty()) {
        ui_->errorLabel->hide();
    } else {
        QString message =
            caseCount() == 0 ? tr("%1 \u2014 there is nothing before it to solve.").arg(parseError_)
                             : tr("%1 \u2014 the %2 before it can still be solved.")
                                   .arg(parseError_, casesText(caseCount()));
        // A wrong puzzle choice is the likeliest cause when even the first case is bad.
        if (caseCount() == 0 && readsAs_)
            message +=
                QLatin1Char('\n') +
                tr("It reads as %1 input: choose that puzzle above.").arg(puzzleTitle(*readsAs_));
        ui_->errorLabel->setText(message);
        ui_->errorLabel->show();
    }
    setProgress(int(answered_));
    if (caseCount() > 0)
        setStatus(tr("Ready: press Solve All."));
    else
        setStatus(QString());
    updateControls();
}

void BatchDialog::reset()
{
    answers_.clear();
    shownBytes_ = 0;
    shownCases_ = 0;
    answered_ = 0;
    results_.clear();
    lengths_.clear();
    ui_->answersEdit->clear();
    ui_->casesView->clear();
}

void BatchDialog::start()
{
    if (running_ || reading_ || cases_.empty())
        return;
    reset();
    running_ = true;
    clock_.start();
    setProgress(0);
    setStatus(tr("Solving %1 with %2\u2026").arg(casesText(caseCount()), engine()));
    flushTimer_->start();
    updateControls();
    solveNext();
}

JudgeCase BatchDialog::caseAt(std::size_t index) const
{
    // A case's goal (Magic Squares' target) follows its board in the same row.
    Position cells = cases_[index];
    const auto n = std::size_t(puzzle_->cellCount());
    JudgeCase c;
    if (cells.cells.size() == 2 * n) {
        c.goal = Position{{cells.cells.begin() + std::ptrdiff_t(n), cells.cells.end()}};
        cells.cells.resize(n);
    }
    c.position = std::move(cells);
    return c;
}

void BatchDialog::solveNext()
{
    const JudgeCase c = caseAt(answered_);
    std::shared_ptr<const Puzzle> puzzle = puzzle_;
    if (c.goal) {
        // The puzzle with the case's goal, kept while the cases share it.
        if (!goalPuzzle_ || goalOfPuzzle_ != *c.goal) {
            goalPuzzle_ = puzzle_->withGoal(*c.goal);
            goalOfPuzzle_ = *c.goal;
        }
        if (goalPuzzle_)
            puzzle = goalPuzzle_;
    }
    requestId_ = service_->solve(puzzle, c.position, engine());
}

void BatchDialog::stop()
{
    if (running_)
        service_->cancel();
}

void BatchDialog::reject()
{
    stop();
    reader_->cancel();
    QDialog::reject();
}

void BatchDialog::onSolved(int id, const SolveResult& result)
{
    if (id != requestId_ || !running_)
        return;
    const QLocale locale;
    switch (result.outcome) {
    case Outcome::Unsolvable:
    case Outcome::Solved: {
        const Puzzle& p = *puzzle_;
        // "unsolvable" is an answer too (SPEC 7.5), in the judge's words.
        const bool solved = result.outcome == Outcome::Solved;
        const JudgeCase c = caseAt(answered_);
        if (const ContestAddOn* addOn = addOnOf(p)) {
            // The contest's judge writes it, byte for byte (SPEC 3).
            answers_ += addOn->judge().write(c, result);
        } else {
            answers_ += p.formatJudgeAnswer(c.position, result);
        }
        results_.push_back(!solved                      ? tr("(no solution)")
                           : result.movesText.isEmpty() ? tr("(already solved)")
                                                        : result.movesText);
        // The goal reached, where a puzzle has several (the centre label).
        if (solved)
            results_.back() += HeadlineWords::goalSuffix(p, result.reached);
        lengths_.push_back(int(result.moves.size()));
        ++answered_;
        setProgress(int(answered_));
        if (answered_ < cases_.size())
            return solveNext();
        const double ms = double(clock_.nsecsElapsed()) / 1e6;
        const QString took = ms < 1000 ? tr("%1 ms").arg(locale.toString(ms, 'f', ms < 10 ? 1 : 0))
                                       : tr("%1 s").arg(locale.toString(ms / 1000, 'f', 2));
        return endBatch(
            parseError_.isEmpty()
                ? tr("Solved all %1 in %2.").arg(casesText(caseCount()), took)
                : tr("Solved the %1 before the bad case in %2.").arg(casesText(caseCount()), took),
            false);
    }
    case Outcome::Cancelled:
        return endBatch(tr("Stopped after %1 of %2.")
                            .arg(locale.toString(qulonglong(answered_)), casesText(caseCount())),
                        true);
    case Outcome::Failed:
        break;
    }
    endBatch(tr("case %1: %2").arg(locale.toString(qulonglong(answered_ + 1)), result.error()),
             true);
}

void BatchDialog::endBatch(const QString& status, bool problem)
{
    running_ = false;
    flushTimer_->stop();
    flushAnswers();
    setStatus(status, problem);
    updateControls();
    emit batchFinished();
}

void BatchDialog::flushAnswers()
{
    // Appending in slices keeps a batch of thousands of quick cases from redrawing the
    // text for every one of them.
    if (shownCases_ < answered_) {
        const Puzzle& p = *puzzle_;
        QScrollBar* caseBar = ui_->casesView->verticalScrollBar();
        const bool caseAtEnd = caseBar->value() == caseBar->maximum();
        QList<QTreeWidgetItem*> items;
        for (; shownCases_ < answered_; ++shownCases_) {
            auto* item = new QTreeWidgetItem;
            item->setText(0, QLocale().toString(qulonglong(shownCases_ + 1)));
            // A contest case in the contest's notation (Magic Squares: board and target).
            const JudgeCase c = caseAt(shownCases_);
            const ContestAddOn* addOn = addOnOf(p);
            item->setText(1, QString::fromStdString(addOn ? addOn->contestForm().format(c)
                                                          : p.formatPosition(c.position)));
            item->setText(2, QLocale().toString(lengths_[shownCases_]));
            item->setText(3, results_[shownCases_]);
            item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
            item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
            item->setFont(1, ui_->answersEdit->font());
            item->setFont(3, ui_->answersEdit->font());
            items << item;
        }
        ui_->casesView->addTopLevelItems(items);
        if (caseAtEnd)
            ui_->casesView->scrollToBottom();
    }
    if (running_)
        setStatus(tr("Solving case %1 of %2 with %3\u2026")
                      .arg(QLocale().toString(qulonglong(answered_ + 1)),
                           QLocale().toString(caseCount()), engine()));
    if (shownBytes_ == answers_.size())
        return;
    QScrollBar* bar = ui_->answersEdit->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    QTextCursor cursor(ui_->answersEdit->document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QString::fromStdString(answers_.substr(shownBytes_)));
    shownBytes_ = answers_.size();
    if (atEnd)
        bar->setValue(bar->maximum());
}

QByteArray BatchDialog::answers() const
{
    return QByteArray(answers_.data(), qsizetype(answers_.size()));
}

bool BatchDialog::saveAnswers(const QString& path, QString* error) const
{
    const QString problem = SafeSave::write(path, answers());
    if (error)
        *error = problem;
    return problem.isEmpty();
}

QString BatchDialog::statusText() const
{
    return ui_->statusLabel->text();
}

void BatchDialog::setProgress(int done)
{
    // The bar's own %v and %m would not group the digits ("54 of 2006").
    const QLocale locale;
    ui_->progressBar->setMaximum(std::max(1, caseCount()));
    ui_->progressBar->setValue(done);
    ui_->progressBar->setFormat(
        tr("%1 of %2 cases").arg(locale.toString(done), locale.toString(caseCount())));
}

void BatchDialog::setStatus(const QString& text, bool problem)
{
    ui_->statusLabel->setText(text);
    QPalette pal = ui_->statusLabel->palette();
    pal.setColor(QPalette::WindowText,
                 problem ? kProblemColour : palette().color(QPalette::WindowText));
    ui_->statusLabel->setPalette(pal);
}

void BatchDialog::updateControls()
{
    ui_->puzzleCombo->setEnabled(!running_);
    ui_->engineCombo->setEnabled(!running_);
    ui_->openButton->setEnabled(!running_);
    ui_->solveButton->setEnabled(!running_ && !reading_ && !cases_.empty());
    ui_->stopButton->setEnabled(running_);
    ui_->saveButton->setEnabled(!running_ && answered_ > 0);
    ui_->copyButton->setEnabled(!running_ && answered_ > 0);
}

void BatchDialog::openWithDialog()
{
    const QString folder =
        sourcePath_.isEmpty() ? QString() : QFileInfo(sourcePath_).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Judge Input"), FileFolders::startFolder(FileKind::JudgeInput, folder),
        tr("Text files (*.txt *.in);;All files (*)"));
    if (path.isEmpty())
        return;
    FileFolders::remember(FileKind::JudgeInput, path);
    loadFile(path);
}

void BatchDialog::saveWithDialog()
{
    // The USACO naming: inputN.txt is answered by outputN.txt. The first answers go
    // beside their input; later ones where answers were saved last.
    QString name = QStringLiteral("answers.txt");
    QString folder;
    if (!sourcePath_.isEmpty()) {
        const QFileInfo info(sourcePath_);
        name = info.fileName();
        if (name.contains(QLatin1String("input")))
            name.replace(QLatin1String("input"), QLatin1String("output"));
        else
            name = info.completeBaseName() + QLatin1String("-answers.txt");
        folder = info.absolutePath();
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Answers"), FileFolders::startPath(FileKind::JudgeAnswers, name, folder),
        tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    FileFolders::remember(FileKind::JudgeAnswers, path);
    QString error;
    if (!saveAnswers(path, &error))
        QMessageBox::warning(this, tr("Save Failed"),
                             tr("%1\nThe answers are still here.").arg(error));
    else
        setStatus(tr("Saved the answers to \u201c%1\u201d.").arg(QFileInfo(path).fileName()));
}

}  // namespace pl
