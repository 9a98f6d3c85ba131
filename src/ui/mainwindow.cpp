#include "mainwindow.h"

#include <algorithm>

#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QUndoGroup>

#include "models/library_puzzles.h"
#include "models/move_list_model.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_document.h"
#include "models/puzzle_names.h"
#include "ui/about_dialog.h"
#include "ui/board_skins.h"
#include "ui/board_widget.h"
#include "ui/edit_position_actions.h"
#include "ui/game_files.h"
#include "ui/game_type_menu.h"
#include "ui/headline_words.h"
#include "ui/library_actions.h"
#include "ui/library_panel.h"
#include "ui/play_panel.h"
#include "ui/play_tools.h"
#include "ui/playback_controller.h"
#include "ui/session_view.h"
#include "ui/shortcut_guard.h"
#include "ui/solution_files.h"
#include "ui/solution_io.h"
#include "ui/solution_panel.h"
#include "ui/translations.h"
#include "ui/view_menu.h"
#include "ui/window_actions.h"
#include "ui_mainwindow.h"

namespace pl {

MainWindow::MainWindow(QWidget* parent) : MainWindow(PuzzleList{}, parent) {}

MainWindow::MainWindow(PuzzleList puzzles, QWidget* parent)
    : QMainWindow(parent), ui_(std::make_unique<Ui::MainWindow>()), undoGroup_(new QUndoGroup(this))
{
    ui_->setupUi(this);
    setWindowIcon(QIcon(QStringLiteral(":/icons/puzzlelab.svg")));
    libraryPanel_ = new LibraryPanel(this);
    libraryPanel_->setObjectName(QStringLiteral("libraryPanel"));
    // The list keeps the name the window's list has always had (tests, settings).
    libraryPanel_->listView()->setObjectName(QStringLiteral("puzzleList"));
    ui_->mainSplitter->insertWidget(0, libraryPanel_);
    ui_->mainSplitter->setStretchFactor(0, 0);
    ui_->mainSplitter->setStretchFactor(1, 1);
    ui_->mainSplitter->setStretchFactor(2, 0);
    ui_->mainSplitter->setSizes({240, 720, 320});

    WindowActions::styleHeader(*ui_);

    library_ = new LibraryActions(this, *ui_, libraryPanel_);
    // Type: the sizes of each family, and Custom… (issue 23, point 13).
    menuBar()->insertMenu(ui_->menuHelp->menuAction(), new GameTypeMenu(this));
    menuBar()->insertMenu(ui_->menuHelp->menuAction(),
                          new ViewMenu(this, libraryPanel_, ui_->panelScroll));
    editActions_ = new EditPositionActions(this, *ui_, [this]() -> BoardWidget* {
        // The panel's choice: during its signal the window may still show the last one.
        const QString key =
            libraryPanel_->currentKey().isEmpty() ? current_ : libraryPanel_->currentKey();
        const SessionView* shown = findView(key);
        return shown ? shown->board() : nullptr;
    });
    WindowActions::decorate(*ui_, this);
    wireActions();
    files_ = new SolutionFiles(this, *ui_);
    setAcceptDrops(true);
    keys_ = new ShortcutGuard(this, [this]() -> BoardWidget* {
        const SessionView* shown = findView(current_);
        return shown ? shown->board() : nullptr;
    });
    play_ = new PlayTools(this, *ui_);
    games_ = new GameFiles(this, *ui_, play_);
    connect(play_, &PlayTools::hintShown, this, &MainWindow::hintShown);
    connect(play_, &PlayTools::newGameReady, this, &MainWindow::newGameReady);
    connect(play_, &PlayTools::playModeChanging, this, [this](bool on) {
        for (auto& [key, view] : views_)
            view->setPlaying(on);
    });
    connect(play_, &PlayTools::playModeChanged, this, [this] { showPuzzle(current_); });
    connect(editActions_, &EditPositionActions::editingChanged, this,
            [this] { showPuzzle(current_); });

    connect(libraryPanel_, &LibraryPanel::currentKeyChanged, this, [this](const QString& key) {
        if (key.isEmpty())
            return;
        if (SessionView* view = sessionView(key))
            play_->show(*view);
        library_->puzzleChosen(key);
        editActions_->boardShown();
        showPuzzle(key);
    });
    setPuzzles(std::move(puzzles));
    setMinimumSize(760, 520);
    shortenIconTexts(this);
}

MainWindow::~MainWindow()
{
    // Children die after this body; none of their last signals may reach a window
    // that is half gone. The solvers go first: each cancels and waits for its thread.
    for (auto& [key, view] : views_)
        delete view->model()->service();
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
}

void MainWindow::wireActions()
{
    Ui::MainWindow& u = *ui_;
    connect(u.actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(u.actionAbout, &QAction::triggered, this, [this] {
        AboutDialog about(puzzleList_, this);
        about.exec();
    });
    connect(u.actionAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(u.actionUndo, &QAction::triggered, this, [this] { current().undo(); });
    connect(u.actionRedo, &QAction::triggered, this, [this] { current().redo(); });
    connect(u.actionScramble, &QAction::triggered, this, [this] { current().scramble(); });
    connect(u.actionReset, &QAction::triggered, this, [this] { current().reset(); });
    connect(u.actionSolve, &QAction::triggered, this, &MainWindow::solve);
    connect(u.actionStop, &QAction::triggered, this, &MainWindow::stopSolving);
    connect(u.actionApplySolution, &QAction::triggered, this, [this] {
        current().playback()->interrupt();
        if (current().model()->applySolution())
            announce(current(), tr("Solution applied; Undo takes it back."));
    });
    connect(u.actionPlay, &QAction::triggered, this,
            [this] { current().playback()->togglePlay(); });
    connect(u.actionStepBack, &QAction::triggered, this,
            [this] { current().playback()->stepBack(); });
    connect(u.actionStepForward, &QAction::triggered, this,
            [this] { current().playback()->stepForward(); });
    connect(u.actionFirstStep, &QAction::triggered, this,
            [this] { current().playback()->jumpToStart(); });
    connect(u.actionLastStep, &QAction::triggered, this,
            [this] { current().playback()->jumpToEnd(); });

    for (auto signal : {&QUndoGroup::canUndoChanged, &QUndoGroup::canRedoChanged})
        connect(undoGroup_, signal, this, &MainWindow::updateActions);
    for (auto signal : {&QUndoGroup::undoTextChanged, &QUndoGroup::redoTextChanged})
        connect(undoGroup_, signal, this, &MainWindow::updateActions);

    SolutionPanel* panel = ui_->solutionPanel;
    panel->setActions({u.actionSolve, u.actionStop, u.actionFirstStep, u.actionStepBack,
                       u.actionPlay, u.actionStepForward, u.actionLastStep, u.actionApplySolution,
                       u.actionExport});
    connect(panel, &SolutionPanel::engineChosen, this,
            [this](const QString& name) { current().model()->setEngine(name); });
    connect(panel, &SolutionPanel::moveDurationChanged, this, [this](int ms) {
        moveDurationMs_ = ms;
        for (auto& [key, view] : views_)
            view->setMoveDurationMs(ms);
    });
    moveDurationMs_ = PlaybackController::durationForSpeed(panel->speedSlider()->value());

    connect(panel->moveList(), &QAbstractItemView::clicked, this, [this](const QModelIndex& index) {
        current().playback()->jumpTo(MoveListModel::stepAfterRow(index.row()));
    });
}

// ------------------------------------------------------------------ puzzles and sessions

void MainWindow::setPuzzles(PuzzleList puzzles)
{
    if (puzzles.empty())
        puzzles = windowContestPuzzles();  // the contest puzzles by default
    // A key once only: the first of a key wins.
    PuzzleList list;
    for (auto& p : puzzles) {
        if (!p || std::any_of(list.begin(), list.end(),
                              [&](const auto& q) { return q->key() == p->key(); }))
            continue;
        list.push_back(std::move(p));
    }
    const QString shown = current_;
    puzzleList_ = std::move(list);
    // Sessions of puzzles that are gone (or replaced by another puzzle of that key).
    std::vector<QString> gone;
    for (const auto& [key, view] : views_)
        if (puzzleOf(key) != view->puzzle())
            gone.push_back(key);
    for (const QString& key : gone)
        dropView(key);
    current_.clear();
    std::vector<std::shared_ptr<const PuzzleEntry>> entries;
    for (const auto& p : puzzleList_)
        if (auto e = p->entry())
            entries.push_back(std::move(e));
    libraryPanel_->setEntries(std::move(entries));
    const QString next =
        puzzleOf(shown) ? shown : QString::fromStdString(puzzleList_.front()->key());
    libraryPanel_->selectKey(next);
    if (current_ != next)
        showPuzzle(next);
}

void MainWindow::setEntries(const std::vector<std::shared_ptr<const PuzzleEntry>>& entries)
{
    setPuzzles(puzzlesOfEntries(entries, puzzleList_));
}

std::shared_ptr<const Puzzle> MainWindow::puzzleOf(const QString& key) const
{
    const std::string k = key.toStdString();
    for (const auto& p : puzzleList_)
        if (p->key() == k)
            return p;
    return nullptr;
}

const Puzzle& MainWindow::currentPuzzle() const
{
    return *current().puzzle();
}

SessionView* MainWindow::findView(const QString& key) const
{
    const auto it = views_.find(key);
    return it == views_.end() ? nullptr : it->second.get();
}

SessionView& MainWindow::current() const
{
    SessionView* view = findView(current_);
    Q_ASSERT(view);
    return *view;
}

bool MainWindow::isCurrent(const SessionView& view) const
{
    return view.key() == current_;
}

std::vector<SessionView*> MainWindow::sessionViews() const
{
    std::vector<SessionView*> out;
    for (const auto& [key, view] : views_)
        out.push_back(view.get());
    return out;
}

SessionView* MainWindow::sessionView(const QString& key)
{
    if (SessionView* made = findView(key))
        return made;
    const auto puzzle = puzzleOf(key);
    if (!puzzle)
        return nullptr;
    auto* view = new SessionView(puzzle, ui_->boardStack, play_->tables(), this);
    views_.emplace(key, view);
    ui_->boardStack->addWidget(view->board());
    view->setMoveDurationMs(moveDurationMs_);
    undoGroup_->addStack(view->model()->undoStack());
    play_->attach(*view);

    connect(view, &SessionView::changed, this, [this, view] {
        if (isCurrent(*view))
            refreshPanel();
    });
    connect(view, &SessionView::stepChanged, this, [this, view] {
        if (isCurrent(*view))
            refreshSolutionView();
    });
    connect(view, &SessionView::playingChanged, this, [this, view] {
        if (isCurrent(*view))
            updateActions();
    });
    connect(view, &SessionView::announce, this,
            [this, view](const QString& message, int ms, bool outcome) {
                const QString said = announce(*view, message, ms);
                if (outcome)
                    view->announced = said;
            });
    connect(
        view, &SessionView::outcomeForgotten, this,
        [this, view](const QString& announced, const QString& headline) {
            // The status bar keeps no line about an outcome that is gone.
            const QString shown = statusBar()->currentMessage();
            if (!shown.isEmpty() && (shown == announced || (isCurrent(*view) && shown == headline)))
                statusBar()->clearMessage();
        });
    connect(view->model(), &PuzzleSession::progressChanged, this, [this, view] {
        const auto& p = view->model()->progress();
        if (p && isCurrent(*view))
            ui_->solutionPanel->setSummary(
                view->headlineShown,
                SolutionPanel::progressText(p->phase, p->depth, p->nodes, p->elapsedMs),
                SolutionPanel::Tone::Busy);
    });
    connect(view->model(), &PuzzleSession::solveFinished, this,
            [this, view](const SolveResult& result) {
                // The model has kept the answer and worded nothing; the window says it.
                view->sayOutcome(HeadlineWords::announcement(view->model()->headline()));
                if (isCurrent(*view)) {
                    refreshPanel();
                    refreshSolutionView();
                }
                emit solveFinished(view->key(), result.outcome);
            });
    return view;
}

void MainWindow::dropView(const QString& key)
{
    auto it = views_.find(key);
    SessionView& view = *it->second;
    view.playback()->interrupt();
    view.model()->abandonSearch();
    delete view.model()->service();  // cancels and waits for its thread
    undoGroup_->removeStack(view.model()->undoStack());
    for (QObject* o : std::initializer_list<QObject*>{view.board(), view.model()})
        disconnect(o, nullptr, this, nullptr);
    disconnect(&view, nullptr, this, nullptr);
    view.board()->deleteLater();
    it->second.release()->deleteLater();
    views_.erase(it);
}

PuzzleDocument* MainWindow::document(const QString& key)
{
    SessionView* view = sessionView(key);
    return view ? view->model()->document() : nullptr;
}
BoardWidget* MainWindow::board(const QString& key)
{
    SessionView* view = sessionView(key);
    return view ? view->board() : nullptr;
}
MoveListModel* MainWindow::moveModel(const QString& key)
{
    SessionView* view = sessionView(key);
    return view ? view->model()->moveList() : nullptr;
}
PlaybackController* MainWindow::playback(const QString& key)
{
    SessionView* view = sessionView(key);
    return view ? view->playback() : nullptr;
}
SolveService* MainWindow::solveService(const QString& key)
{
    SessionView* view = sessionView(key);
    return view ? view->model()->service() : nullptr;
}
PlaySession* MainWindow::playSession(const QString& key)
{
    SessionView* view = sessionView(key);
    return view ? view->model()->play() : nullptr;
}
SolutionPanel* MainWindow::solutionPanel() const
{
    return ui_->solutionPanel;
}

void MainWindow::showStatus(const QString& message, int timeoutMs)
{
    statusBar()->showMessage(message, timeoutMs);
}

// ------------------------------------------------------------------ showing a puzzle

bool MainWindow::selectPuzzle(const QString& key)
{
    if (!puzzleOf(key))
        return false;
    libraryPanel_->selectKey(key);
    if (current_ != key)
        showPuzzle(key);
    return true;
}

void MainWindow::showPuzzle(const QString& key)
{
    SessionView* next = sessionView(key);
    if (!next)
        return;
    if (!current_.isEmpty() && current_ != key)
        if (SessionView* shown = findView(current_))
            shown->playback()->interrupt();
    current_ = key;
    SessionView& view = *next;
    ui_->boardStack->setCurrentWidget(view.board());
    undoGroup_->setActiveStack(view.model()->undoStack());
    ui_->boardTitle->setText(view.displayName());
    ui_->boardHint->setText(playMode() ? view.skin().playHint(*view.puzzle())
                                       : editActions_->boardHint(view.skin().hint(*view.puzzle())));
    ui_->solutionPanel->setEngines(*view.puzzle(), view.model()->engine());
    bindMoveList(view);
    refreshPanel();
    refreshSolutionView();
    play_->show(view);
    statusBar()->showMessage(view.headlineShown.isEmpty() ? PuzzleNames::summary(*view.puzzle())
                                                          : view.headlineShown);
}

void MainWindow::bindMoveList(SessionView& view)
{
    QListView* list = ui_->solutionPanel->moveList();
    if (list->model() == view.model()->moveList())
        return;
    QItemSelectionModel* old = list->selectionModel();
    list->setModel(view.model()->moveList());
    delete old;
    // Walking the list with the keyboard shows each position, as clicking does.
    connect(list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& index) {
                if (!syncingList_ && index.isValid())
                    current().playback()->jumpTo(MoveListModel::stepAfterRow(index.row()));
            });
}

QString MainWindow::announce(const SessionView& view, const QString& message, int timeoutMs)
{
    const QString text = isCurrent(view) ? message : tr("%1: %2").arg(view.displayName(), message);
    statusBar()->showMessage(text, timeoutMs);
    return text;
}

void MainWindow::refreshPanel()
{
    const SessionView& view = current();
    HeadlineWords::show(*ui_->solutionPanel, *view.model(), view.solveProblem());
    WindowActions::showTitle(*this, view.displayName(), view.model()->filePath(),
                             view.model()->fileModified());
    updateActions();
}

void MainWindow::refreshSolutionView()
{
    const MoveListModel& moves = *current().model()->moveList();
    const int step = moves.currentStep();
    QListView* list = ui_->solutionPanel->moveList();
    syncingList_ = true;
    if (step > 0) {
        const QModelIndex index = moves.index(MoveListModel::rowOfStep(step));
        list->setCurrentIndex(index);
        list->scrollTo(index);
    } else {
        list->clearSelection();
        list->setCurrentIndex(QModelIndex());
        list->scrollToTop();
    }
    syncingList_ = false;
    ui_->solutionPanel->setStep(step, moves.moveCount(), moves.hasSolution());
    updateActions();
}

void MainWindow::updateActions()
{
    if (const SessionView* view = findView(current_))
        WindowActions::showSession(*ui_, *view);
}

// ------------------------------------------------------------------ solving

QString MainWindow::setPositionText(const QString& text)
{
    SessionView& view = current();
    view.beginInput();
    const Problems problems = view.model()->resetToText(text.toStdString(), false);
    return i18n::firstProblemLine(problems);
}

bool MainWindow::setEngine(const QString& engine)
{
    SessionView& view = current();
    if (!view.model()->setEngine(engine))
        return false;
    ui_->solutionPanel->setEngines(*view.puzzle(), engine);
    return true;
}

QString MainWindow::engine(const QString& key)
{
    SessionView* view = sessionView(key);
    return view ? view->model()->engine() : QString();
}

void MainWindow::solve()
{
    startSolve(current());
}

void MainWindow::startSolve(SessionView& view)
{
    view.playback()->interrupt();
    view.model()->commitShownStep();
    const QString problem = view.solveProblem();
    if (!problem.isEmpty()) {
        announce(view, tr("Cannot solve yet: %1").arg(problem));
        return;
    }
    if (!view.model()->solve())
        return;
    announce(view, tr("Solving with %1\u2026").arg(view.model()->engine()));
    if (isCurrent(view))
        refreshPanel();
}

void MainWindow::stopSolving()
{
    SessionView& view = current();
    if (!view.model()->isSolving())
        return;
    view.model()->stop(PuzzleSession::StopReason::Asked);
    refreshPanel();
}

bool MainWindow::isSolving(const QString& key)
{
    SessionView* view = sessionView(key);
    return view && view->model()->isSolving();
}

QString MainWindow::solveStatus() const
{
    return current().headlineShown;
}

// ------------------------------------------------------------------ files and the clipboard

QString MainWindow::solutionText() const
{
    return files_->solutionText();
}
QString MainWindow::exportSolutionTo(const QString& path)
{
    return files_->exportSolutionTo(path);
}
QString MainWindow::openSolutionFrom(const QString& path)
{
    return files_->openSolutionFrom(path);
}
QString MainWindow::openStartupFile(const QString& path)
{
    const QString error = openSolutionFrom(path);
    if (!error.isEmpty())
        QTimer::singleShot(0, this, [this, error] { reportOpenError(error); });
    return error;
}
void MainWindow::reportOpenError(const QString& error)
{
    files_->reportOpenError(error);
}
QString MainWindow::positionText() const
{
    return files_->positionText();
}
QString MainWindow::pasteText(const QString& text)
{
    return files_->pasteText(text);
}
QString MainWindow::dropData(const QMimeData* data)
{
    return files_->dropData(data);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    // Always as a copy: a move would let the source delete what was dragged.
    if ((event->possibleActions() & Qt::CopyAction) && SolutionFiles::accepts(event->mimeData())) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
    }
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const bool isFile = SolutionFiles::isFile(event->mimeData());
    const QString error = dropData(event->mimeData());
    if (!error.isEmpty()) {
        event->ignore();
        // Not from inside the drop: a modal box here would hold up the hand-over
        // with the program the drag came from.
        const QString title = isFile ? tr("Cannot Open Solution") : tr("Paste");
        QTimer::singleShot(0, this, [this, title, error] {
            QMessageBox::warning(this, title, tr("%1\n\nNothing has been changed.").arg(error));
        });
        return;
    }
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Searches are cancelled here so their threads are back by the time the
    // solvers are destroyed.
    for (auto& [key, view] : views_) {
        view->playback()->interrupt();
        view->model()->abandonSearch();
    }
    if (persistSettings_)
        saveSettings();
    QMainWindow::closeEvent(event);
}

// ------------------------------------------------------------------ the tools and the library

void MainWindow::setPlayMode(bool on)
{
    play_->setPlayMode(on);
}
bool MainWindow::playMode() const
{
    return play_ && play_->playMode();
}
PlayPanel* MainWindow::playPanel() const
{
    return play_->playPanel();
}
CelebrationBanner* MainWindow::celebration() const
{
    return play_->celebration();
}
int MainWindow::showHint()
{
    return play_->showHint();
}
CompareDialog* MainWindow::openCompare()
{
    return play_->openCompare();
}
StateSpaceDialog* MainWindow::openStateSpace()
{
    return play_->openStateSpace();
}
BatchDialog* MainWindow::openJudgeFile(const QString& path)
{
    return play_->openJudgeFile(path);
}

void MainWindow::loadPosition(const QString& key, const Position& position, const QString& undoText)
{
    SessionView* view = sessionView(key);
    if (!view)
        return;
    if (current_ != key)
        selectPuzzle(key);
    view->loadPosition(position, undoText);
}

void MainWindow::setLibrary(PuzzleLibrary* library)
{
    library_->setLibrary(library);
}
PuzzleLibrary* MainWindow::library() const
{
    return library_->library();
}
int MainWindow::openDefinition(const QString& path, const QString& said, int saidMs)
{
    return library_->openDefinition(path, said, saidMs);
}
QString MainWindow::openDefinitionFrom(const QString& path)
{
    return library_->openDefinitionFrom(path);
}
QString MainWindow::newPuzzleFromTemplate()
{
    return library_->newPuzzleFromTemplate();
}
QString MainWindow::copyToUserFolder()
{
    return library_->copyToUserFolder();
}
QString MainWindow::exportDefinitionTo(const QString& path)
{
    return library_->exportDefinitionTo(path);
}
RulesDialog* MainWindow::openRules()
{
    return library_->openRules();
}

}  // namespace pl
