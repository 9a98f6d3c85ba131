#include "mainwindow.h"

#include <algorithm>
#include <optional>
#include <random>

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QListView>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QShortcut>
#include <QStandardPaths>
#include <QStyle>
#include <QTimer>
#include <QUndoGroup>
#include <QUrl>

#include "core/checked_readers.h"
#include "core/definition_puzzle.h"
#include "core/registry.h"
#include "core/session_puzzle.h"
#include "models/move_list_model.h"
#include "models/play_session.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_document.h"
#include "models/puzzle_library.h"
#include "models/puzzle_list_model.h"
#include "models/puzzle_session.h"
#include "models/solve_service.h"
#include "ui/about_dialog.h"
#include "ui/board_skins.h"
#include "ui/board_widget.h"
#include "ui/file_folders.h"
#include "ui/game_type_menu.h"
#include "ui/library_panel.h"
#include "ui/mainwindow_session.h"
#include "ui/playback_controller.h"
#include "ui/solution_io.h"
#include "ui/solution_panel.h"
#include "ui/translations.h"
#include "ui_mainwindow.h"

namespace pl {

namespace {

// Theme icons where the desktop has them, else the program's own.
QIcon icon(const char* themeName, const char* file)
{
    const QIcon own(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(file)));
    return themeName ? QIcon::fromTheme(QLatin1String(themeName), own) : own;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : MainWindow(PuzzleList{}, parent) {}

MainWindow::MainWindow(PuzzleList puzzles, QWidget* parent)
    : QMainWindow(parent),
      ui_(std::make_unique<Ui::MainWindow>()),
      puzzles_(new PuzzleListModel(this)),
      undoGroup_(new QUndoGroup(this))
{
    ui_->setupUi(this);
    setWindowIcon(QIcon(QStringLiteral(":/icons/puzzlelab.svg")));
    setUpLibrary();
    // Type: the sizes of each family, and Custom… (issue 23, point 13).
    menuBar()->insertMenu(ui_->menuHelp->menuAction(), new GameTypeMenu(this));
    ui_->mainSplitter->setStretchFactor(0, 0);
    ui_->mainSplitter->setStretchFactor(1, 1);
    ui_->mainSplitter->setStretchFactor(2, 0);
    ui_->mainSplitter->setSizes({240, 720, 320});

    QFont title = ui_->boardTitle->font();
    title.setPointSizeF(title.pointSizeF() * 1.3);
    title.setBold(true);
    ui_->boardTitle->setFont(title);
    ui_->boardTitle->setContentsMargins(4, 0, 4, 0);
    ui_->boardHint->setContentsMargins(4, 0, 4, 4);
    QPalette hint = ui_->boardHint->palette();
    hint.setColor(QPalette::WindowText, hint.color(QPalette::PlaceholderText));
    ui_->boardHint->setPalette(hint);

    setUpActions();
    setAcceptDrops(true);
    setUpPlay();

    connect(libraryPanel_, &LibraryPanel::currentKeyChanged, this, [this](const QString& key) {
        if (!key.isEmpty())
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
    for (auto& [key, s] : sessions_)
        delete s->model->service();
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
}

// ------------------------------------------------------------------ setup

void MainWindow::setUpActions()
{
    Ui::MainWindow& u = *ui_;
    u.actionOpen->setIcon(icon("document-open", "open"));
    u.actionOpen->setShortcut(QKeySequence::Open);
    u.actionExport->setIcon(icon("document-save-as", "export"));
    u.actionExport->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_E), QKeySequence::SaveAs});
    u.actionQuit->setIcon(icon("application-exit", "quit"));
    u.actionQuit->setShortcut(QKeySequence::Quit);
    u.actionQuit->setMenuRole(QAction::QuitRole);
    u.actionUndo->setIcon(icon("edit-undo", "undo"));
    u.actionUndo->setShortcut(QKeySequence::Undo);
    u.actionRedo->setIcon(icon("edit-redo", "redo"));
    u.actionRedo->setShortcut(QKeySequence::Redo);
    u.actionCopySolution->setIcon(icon("edit-copy", "copy"));
    u.actionCopySolution->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    u.actionPaste->setIcon(icon("edit-paste", "paste"));
    u.actionPaste->setShortcut(QKeySequence::Paste);
    u.actionScramble->setIcon(icon(nullptr, "scramble"));
    u.actionScramble->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    u.actionReset->setIcon(icon(nullptr, "reset"));
    u.actionReset->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    u.actionSolve->setIcon(icon(nullptr, "solve"));
    u.actionSolve->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_R)});
    u.actionStop->setIcon(icon(nullptr, "stop"));
    u.actionStop->setShortcut(QKeySequence(Qt::Key_Escape));
    u.actionApplySolution->setIcon(icon(nullptr, "apply"));
    u.actionApplySolution->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    u.actionPlay->setIcon(icon(nullptr, "play"));
    u.actionPlay->setShortcut(QKeySequence(Qt::Key_Space));
    u.actionStepBack->setIcon(icon(nullptr, "step-back"));
    u.actionStepBack->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Left));
    u.actionStepForward->setIcon(icon(nullptr, "step-forward"));
    u.actionStepForward->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Right));
    u.actionFirstStep->setIcon(icon(nullptr, "first"));
    u.actionFirstStep->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Home));
    u.actionLastStep->setIcon(icon(nullptr, "last"));
    u.actionLastStep->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_End));
    u.actionAbout->setIcon(windowIcon());

    // Tooltips name the shortcut, as menus do.
    for (QAction* a : findChildren<QAction*>()) {
        if (a->shortcut().isEmpty() || a->toolTip().isEmpty())
            continue;
        a->setToolTip(
            tr("%1 (%2)").arg(a->toolTip(), a->shortcut().toString(QKeySequence::NativeText)));
    }

    connect(u.actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(u.actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    u.actionAbout->setMenuRole(QAction::AboutRole);
    u.actionAboutQt->setMenuRole(QAction::AboutQtRole);
    connect(u.actionAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(u.actionOpen, &QAction::triggered, this, &MainWindow::openSolution);
    connect(u.actionExport, &QAction::triggered, this, &MainWindow::exportSolution);
    connect(u.actionCopySolution, &QAction::triggered, this, &MainWindow::copySolution);
    connect(u.actionCopyPosition, &QAction::triggered, this, &MainWindow::copyPosition);
    connect(u.actionPaste, &QAction::triggered, this, &MainWindow::paste);
    connect(u.actionUndo, &QAction::triggered, this, &MainWindow::undo);
    connect(u.actionRedo, &QAction::triggered, this, &MainWindow::redo);
    connect(u.actionScramble, &QAction::triggered, this, &MainWindow::scramble);
    connect(u.actionReset, &QAction::triggered, this, &MainWindow::resetPosition);
    connect(u.actionSolve, &QAction::triggered, this, &MainWindow::solve);
    connect(u.actionStop, &QAction::triggered, this, &MainWindow::stopSolving);
    connect(u.actionApplySolution, &QAction::triggered, this, &MainWindow::applySolution);
    connect(u.actionPlay, &QAction::triggered, this, [this] { current().playback->togglePlay(); });
    connect(u.actionStepBack, &QAction::triggered, this,
            [this] { current().playback->stepBack(); });
    connect(u.actionStepForward, &QAction::triggered, this,
            [this] { current().playback->stepForward(); });
    connect(u.actionFirstStep, &QAction::triggered, this,
            [this] { current().playback->jumpToStart(); });
    connect(u.actionLastStep, &QAction::triggered, this,
            [this] { current().playback->jumpToEnd(); });

    connect(undoGroup_, &QUndoGroup::canUndoChanged, this, &MainWindow::updateActions);
    connect(undoGroup_, &QUndoGroup::canRedoChanged, this, &MainWindow::updateActions);
    connect(undoGroup_, &QUndoGroup::undoTextChanged, this, &MainWindow::updateActions);
    connect(undoGroup_, &QUndoGroup::redoTextChanged, this, &MainWindow::updateActions);

    SolutionPanel* panel = ui_->solutionPanel;
    panel->setActions({u.actionSolve, u.actionStop, u.actionFirstStep, u.actionStepBack,
                       u.actionPlay, u.actionStepForward, u.actionLastStep, u.actionApplySolution,
                       u.actionExport});
    connect(panel, &SolutionPanel::engineChosen, this,
            [this](const QString& name) { current().model->setEngine(name); });
    connect(panel, &SolutionPanel::moveDurationChanged, this, [this](int ms) {
        moveDurationMs_ = ms;
        for (auto& [key, s] : sessions_)
            s->playback->setMoveDurationMs(ms);
    });
    moveDurationMs_ = PlaybackController::durationForSpeed(panel->speedSlider()->value());

    QListView* moveList = panel->moveList();
    connect(moveList, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) {
        current().playback->jumpTo(MoveListModel::stepAfterRow(index.row()));
    });
    // Ctrl+C copies the solution when the move list has the focus; elsewhere it stays
    // with whatever text the focus widget has selected.
    auto* copy = new QShortcut(QKeySequence::Copy, moveList, nullptr, nullptr, Qt::WidgetShortcut);
    connect(copy, &QShortcut::activated, this, &MainWindow::copySolution);
}

MainWindow::PuzzleList MainWindow::contestPuzzles()
{
    PuzzleList list;
    // The contest puzzles live as long as the program: shared without an owner. A
    // session holds the shape a contest puzzle asks for (sessionPuzzleOf).
    for (const Puzzle* p : allPuzzles())
        list.push_back(
            sessionPuzzleOf(std::shared_ptr<const Puzzle>(std::shared_ptr<const Puzzle>(), p)));
    return list;
}

void MainWindow::setPuzzles(PuzzleList puzzles)
{
    if (puzzles.empty())
        puzzles = contestPuzzles();
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
    for (auto it = sessions_.begin(); it != sessions_.end();) {
        const auto p = puzzleOf(it->first);
        if (p == it->second->puzzle) {
            ++it;
            continue;
        }
        Session& s = *it->second;
        s.playback->interrupt();
        s.model->abandonSearch();
        delete s.model->service();  // cancels and waits for its thread
        undoGroup_->removeStack(s.model->undoStack());
        const std::initializer_list<QObject*> owned{s.board, s.playback, s.play, s.model};
        for (QObject* o : owned)
            if (o) {
                disconnect(o, nullptr, this, nullptr);
                o->deleteLater();
            }
        it = sessions_.erase(it);
    }
    current_.clear();
    puzzles_->setPuzzles(puzzleList_);
    syncLibraryPanel();
    const QString next =
        puzzleOf(shown) ? shown : QString::fromStdString(puzzleList_.front()->key());
    libraryPanel_->selectKey(next);
    if (current_ != next)
        showPuzzle(next);
}

void MainWindow::setEntries(const std::vector<std::shared_ptr<const PuzzleEntry>>& entries)
{
    PuzzleList contest;
    PuzzleList others;
    for (const auto& entry : entries) {
        if (!entry)
            continue;
        std::shared_ptr<const Puzzle> puzzle;
        const auto shown = puzzleOf(QString::fromStdString(entry->key()));
        // The same definition (the same bytes) keeps its Puzzle, and so its session.
        const auto had = shown ? shown->entry() : nullptr;
        if (had && (had == entry || had->sha256 == entry->sha256))
            puzzle = shown;
        else
            puzzle = sessionPuzzleOf(puzzleFor(entry));
        if (!puzzle)
            continue;
        // A contest puzzle is its own static Puzzle (puzzleFor keeps it), or the one
        // it has a session hold.
        (contestFormOf(*puzzle) ? contest : others).push_back(puzzle);
    }
    contest.insert(contest.end(), others.begin(), others.end());
    setPuzzles(std::move(contest));
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
    return *current().puzzle;
}

MainWindow::Session* MainWindow::findSession(const QString& key) const
{
    if (const auto it = sessions_.find(key); it != sessions_.end())
        return it->second.get();
    const auto puzzle = puzzleOf(key);
    if (!puzzle)
        return nullptr;
    auto* self = const_cast<MainWindow*>(this);
    auto owned = std::make_unique<Session>();
    Session* raw = owned.get();
    Session& s = *raw;
    s.puzzle = puzzle;
    s.key = key;
    s.skin = &boardSkin(*puzzle);
    s.model = new PuzzleSession(puzzle, nullptr, self);
    s.board = s.skin->makeBoard(puzzle, ui_->boardStack);
    s.board->setPuzzlePosition(s.model->position());
    s.board->setPuzzleGoal(s.model->goal());
    s.board->setInteractive(!playMode());
    ui_->boardStack->addWidget(s.board);
    s.playback = new PlaybackController(s.model->moveList(), s.board, self);
    s.playback->setMoveDurationMs(moveDurationMs_);
    undoGroup_->addStack(s.model->undoStack());

    connect(s.board, &BoardWidget::positionEdited, self,
            [self, raw](const Position& p) { self->onBoardEdited(*raw, p); });
    connect(s.board, &BoardWidget::goalEdited, self,
            [self, raw](const Position& goal) { self->onBoardGoalEdited(*raw, goal); });
    connect(s.board, &BoardWidget::moveRequested, self,
            [self, raw](int move) { self->onMoveRequested(*raw, move); });
    // The model decides (a search stopped, the solution kept or dropped); the window
    // shows what it decided.
    connect(s.model, &PuzzleSession::goalChanged, self, [self, raw] { self->onGoalChanged(*raw); });
    connect(s.model, &PuzzleSession::positionChanged, self,
            [self, raw] { self->onDocumentChanged(*raw); });
    connect(s.model, &PuzzleSession::progressChanged, self,
            [self, raw] { self->onSolveProgress(*raw); });
    connect(s.model, &PuzzleSession::solveFinished, self,
            [self, raw](const pl::SolveResult& r) { self->onSolveFinished(*raw, r); });
    connect(s.model, &PuzzleSession::solutionChanged, self,
            [self, raw] { self->onSolutionChanged(*raw); });
    connect(s.model, &PuzzleSession::outcomeForgotten, self,
            [self, raw] { self->forgetOutcome(*raw); });
    connect(s.playback, &PlaybackController::playingChanged, self, [self, raw] {
        if (self->isCurrent(*raw))
            self->updateActions();
    });
    connect(s.playback, &PlaybackController::stepChanged, self, [self, raw] {
        if (self->isCurrent(*raw))
            self->refreshSolutionView();
    });
    connect(s.playback, &PlaybackController::playedToEnd, self, [self, raw] {
        // Watching the whole solution is taken as wanting it: it becomes one step
        // on the undo stack, as Apply Solution would make it.
        if (raw->model->applySolution())
            self->announce(*raw, tr("Solution applied to the position; Undo takes it back."));
    });
    // What the board says stands in the way of solving (label counts, say) can change
    // with an edit the document has not seen yet.
    connect(s.board, &BoardWidget::editStateChanged, self, [self, raw] {
        if (self->isCurrent(*raw)) {
            self->updateActions();
            self->refreshPanel();
        }
    });
    connect(s.board, &BoardWidget::editRefused, self, [self, raw] {
        if (self->playMode() && self->isCurrent(*raw))
            self->explainLockedBoard();
    });
    // Space plays and pauses wherever the focus is, as the Playback menu says: no
    // widget of the window may take it first (a focused board would turn a clock and
    // drop the solution, the engine box would open). Without a solution to play the
    // action is off and the key goes to the focused widget as usual. Escape stops a
    // search, except where the board has a half-made edit, which it drops first.
    s.board->installEventFilter(self);
    sessions_.emplace(key, std::move(owned));
    self->setUpPlaySession(s);
    return raw;
}

MainWindow::Session& MainWindow::session(const QString& key) const
{
    Session* s = findSession(key);
    Q_ASSERT(s);
    return *s;
}

bool MainWindow::isCurrent(const Session& s) const
{
    return s.key == current_;
}

QString MainWindow::displayName(const Session& s) const
{
    return PuzzleListModel::displayName(*s.puzzle);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        const bool plain = (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
        bool keep = false;
        if (plain && key->key() == Qt::Key_Escape) {
            auto* board = qobject_cast<BoardWidget*>(watched);
            keep = board && board->takesEscape();
        }
        // A move's own key on the focused board plays the move, whatever shortcut of
        // the window has the same key.
        if (auto* board = qobject_cast<BoardWidget*>(watched); board && board->takesKey(*key))
            keep = true;
        if (keep) {
            event->accept();
            return true;
        }
        // A number box would take Space as text it cannot use: left to the shortcut.
        if (plain && key->key() == Qt::Key_Space && qobject_cast<QAbstractSpinBox*>(watched))
            return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

PuzzleDocument* MainWindow::document(const QString& key) const
{
    Session* s = findSession(key);
    return s ? s->model->document() : nullptr;
}
BoardWidget* MainWindow::board(const QString& key) const
{
    Session* s = findSession(key);
    return s ? s->board : nullptr;
}
MoveListModel* MainWindow::moveModel(const QString& key) const
{
    Session* s = findSession(key);
    return s ? s->model->moveList() : nullptr;
}
PlaybackController* MainWindow::playback(const QString& key) const
{
    Session* s = findSession(key);
    return s ? s->playback : nullptr;
}
SolveService* MainWindow::solveService(const QString& key) const
{
    Session* s = findSession(key);
    return s ? s->model->service() : nullptr;
}
SolutionPanel* MainWindow::solutionPanel() const
{
    return ui_->solutionPanel;
}

// ------------------------------------------------------------------ switching puzzles

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
    Session* next = findSession(key);
    if (!next)
        return;
    if (!current_.isEmpty() && current_ != key)
        if (Session* shown = findSession(current_))
            shown->playback->interrupt();
    current_ = key;
    Session& s = *next;
    ui_->boardStack->setCurrentWidget(s.board);
    undoGroup_->setActiveStack(s.model->document()->undoStack());
    ui_->boardTitle->setText(displayName(s));
    ui_->boardHint->setText(playMode() ? s.skin->playHint(*s.puzzle) : s.skin->hint(*s.puzzle));
    ui_->solutionPanel->setEngines(*s.puzzle, s.model->engine());
    bindMoveList(s);
    refreshPanel();
    refreshSolutionView();
    updateToolActions();
    statusBar()->showMessage(s.status.isEmpty() ? PuzzleListModel::summary(*s.puzzle) : s.status);
}

void MainWindow::bindMoveList(Session& s)
{
    QListView* view = ui_->solutionPanel->moveList();
    if (view->model() == s.model->moveList())
        return;
    QItemSelectionModel* old = view->selectionModel();
    view->setModel(s.model->moveList());
    delete old;
    // Walking the list with the keyboard shows each position, as clicking does.
    connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& index) {
                if (!syncingList_ && index.isValid())
                    current().playback->jumpTo(MoveListModel::stepAfterRow(index.row()));
            });
}

// ------------------------------------------------------------------ input

QString MainWindow::editText(const Session& s, const Position& before, const Position& after) const
{
    return s.skin->editText(*s.puzzle, before, after);
}

void MainWindow::onBoardEdited(Session& s, const Position& edited)
{
    const Position before =
        s.model->moveList()->hasSolution()
            ? s.model->moveList()->positionAt(s.model->moveList()->currentStep())
            : s.model->document()->position();
    const QString text = editText(s, before, edited);
    beginInput(s);
    s.model->setPosition(edited, text);
    showDocument(s);
}

void MainWindow::onBoardGoalEdited(Session& s, const Position& goal)
{
    const QString text = s.skin->goalEditText(*s.puzzle, s.model->goal(), goal);
    beginInput(s);
    s.model->setGoal(goal, text);
    // A goal the document refused (none can be edited) shows as it was.
    s.board->setPuzzleGoal(s.model->goal());
}

void MainWindow::onGoalChanged(Session& s)
{
    // The model has stopped a search for the old goal and dropped the solution that
    // reached it.
    s.board->setPuzzleGoal(s.model->goal());
    if (isCurrent(s)) {
        refreshPanel();
        updateActions();
    }
}

void MainWindow::onMoveRequested(Session& s, int move)
{
    beginInput(s);
    s.model->playMove(move);
}

void MainWindow::beginInput(Session& s)
{
    s.playback->interrupt();
    s.model->commitShownStep();
    s.model->dropSolution();
}

void MainWindow::onSolutionChanged(Session& s)
{
    // The move list changed under the playback: it shows the new solution's start, or
    // stops showing steps of one that is gone (the board keeps what it shows).
    if (s.model->hasSolution()) {
        s.playback->jumpTo(0);
    } else {
        s.playback->pause();
        s.board->setHighlightedMove(-1);
    }
    if (isCurrent(s)) {
        refreshPanel();
        refreshSolutionView();
    }
}

void MainWindow::forgetOutcome(Session& s)
{
    // The status bar keeps no line about an outcome that is gone.
    const QString shown = statusBar()->currentMessage();
    if (!shown.isEmpty() && (shown == s.announced || (isCurrent(s) && shown == s.status)))
        statusBar()->clearMessage();
    s.announced.clear();
    s.status.clear();
    s.statusDetail.clear();
    s.tone = SolutionPanel::Tone::Neutral;
}

void MainWindow::onDocumentChanged(Session& s)
{
    // The model has already stopped a search for another position, kept the solution
    // when this is its start or end, and forgotten an outcome about another position.
    showDocument(s);
    if (isCurrent(s)) {
        refreshPanel();
        updateActions();
    }
}

void MainWindow::showDocument(Session& s)
{
    if (s.model->moveList()->hasSolution()) {
        if (s.model->moveList()->currentStep() != s.model->anchor())
            s.playback->jumpTo(s.model->anchor());
        return;
    }
    const Position& to = s.model->document()->position();
    const Position from = s.board->puzzlePosition();
    if (from == to)
        return;
    // A change that is one move (a hand move, or its undo / redo) is animated: the undo
    // step carries the move, and the board shows the position on one side of it.
    const Puzzle& p = s.model->puzzle();
    const std::vector<int>& moves = s.model->document()->changeMoves();
    if (moves.size() == 1) {
        const int m = moves.front();
        if (p.apply(from, m) == to || p.apply(to, m) == from) {
            s.board->animateMove(from, m, to, handMoveDurationMs());
            return;
        }
    }
    s.board->setPuzzlePosition(to);
}

int MainWindow::handMoveDurationMs() const
{
    // A hand move follows the playback speed but never drags: the person is waiting.
    return std::min(moveDurationMs_, 300);
}

void MainWindow::applySolution()
{
    Session& s = current();
    s.playback->interrupt();
    if (s.model->applySolution())
        announce(s, tr("Solution applied; Undo takes it back."));
}

void MainWindow::scramble()
{
    Session& s = current();
    beginInput(s);
    std::mt19937_64 rng(QRandomGenerator::global()->generate64());
    s.model->setPosition(s.model->puzzle().scramble(rng), tr("Scramble"));
}

void MainWindow::resetPosition()
{
    Session& s = current();
    beginInput(s);
    // The goal too, where the person sets it: back to the definition's.
    s.model->reset(tr("Reset"));
}

void MainWindow::undo()
{
    Session& s = current();
    s.playback->interrupt();
    s.model->undoStack()->undo();
}

void MainWindow::redo()
{
    Session& s = current();
    s.playback->interrupt();
    s.model->undoStack()->redo();
}

QString MainWindow::setPositionText(const QString& text)
{
    Session& s = current();
    const auto parsed =
        parsePositionAndGoal(*s.model->document()->basePuzzle(), text.toStdString());
    if (!parsed)
        return i18n::firstProblemLine(parsed.problems);
    beginInput(s);
    s.model->resetTo(parsed.value->position, parsed.value->goal.value_or(Position{}));
    return {};
}

bool MainWindow::setEngine(const QString& engine)
{
    Session& s = current();
    if (!s.model->setEngine(engine))
        return false;
    ui_->solutionPanel->setEngines(*s.puzzle, engine);
    return true;
}

QString MainWindow::engine(const QString& key) const
{
    Session* s = findSession(key);
    return s ? s->model->engine() : QString();
}

// ------------------------------------------------------------------ solving

QString MainWindow::solveProblem(const Session& s) const
{
    const QString problem = s.board->solveProblem();
    if (!problem.isEmpty())
        return problem;
    const QString refusal = i18n::engineRefusalText(*s.puzzle, s.model->engine().toStdString());
    if (!refusal.isEmpty())
        return refusal;
    return s.model->document()->validationText();
}

void MainWindow::solve()
{
    startSolve(current());
}

void MainWindow::startSolve(Session& s)
{
    s.playback->interrupt();
    s.model->commitShownStep();
    const QString problem = solveProblem(s);
    if (!problem.isEmpty()) {
        announce(s, tr("Cannot solve yet: %1").arg(problem));
        return;
    }
    if (!s.model->solve())
        return;
    s.status = tr("Solving\u2026");
    s.statusDetail = tr("Searching with the %1 engine.").arg(s.model->engine());
    s.tone = SolutionPanel::Tone::Busy;
    announce(s, tr("Solving with %1\u2026").arg(s.model->engine()));
    if (isCurrent(s)) {
        refreshPanel();
        updateActions();
    }
}

void MainWindow::stopSolving()
{
    Session& s = current();
    if (!s.model->isSolving())
        return;
    s.model->stop(PuzzleSession::StopReason::Asked);
    s.status = tr("Stopping\u2026");
    refreshPanel();
}

QString MainWindow::stopReasonText(PuzzleSession::StopReason reason)
{
    switch (reason) {
    case PuzzleSession::StopReason::Asked:
        return tr("Stopped before an answer was found.");
    case PuzzleSession::StopReason::PositionChanged:
        return positionChangedReason();
    case PuzzleSession::StopReason::GoalChanged:
        return tr("The goal changed, so the search was stopped.");
    case PuzzleSession::StopReason::None:
        break;
    }
    return tr("The search was stopped.");
}

QString MainWindow::positionChangedReason()
{
    return tr("The position changed, so the search was stopped.");
}

bool MainWindow::isSolving(const QString& key) const
{
    Session* s = findSession(key);
    return s && s->model->isSolving();
}

QString MainWindow::solveStatus() const
{
    return current().status;
}

void MainWindow::onSolveProgress(Session& s)
{
    const auto& p = s.model->progress();
    if (p && isCurrent(s))
        ui_->solutionPanel->setSummary(
            s.status, SolutionPanel::progressText(p->phase, p->depth, p->nodes, p->elapsedMs),
            SolutionPanel::Tone::Busy);
}

void MainWindow::onSolveFinished(Session& s, const SolveResult& result)
{
    // The model has kept the answer (the solution in hand when it is one for the
    // position shown) and the statistics; the window words the outcome.
    const PuzzleSession::StopReason reason = s.model->stopReason();
    switch (result.outcome) {
    case Outcome::Cancelled:
        s.status = tr("Stopped");
        s.statusDetail = stopReasonText(reason);
        s.tone = SolutionPanel::Tone::Warning;
        break;
    case Outcome::Unsolvable:
        // Its own result, not a failure: the search finished and proved there is none.
        s.status = tr("No solution");
        s.statusDetail = tr("This position cannot reach the goal: no sequence of moves solves it.");
        s.tone = SolutionPanel::Tone::Warning;
        break;
    case Outcome::Failed:
        s.status = tr("Failed");
        s.statusDetail = result.error;
        s.tone = SolutionPanel::Tone::Error;
        break;
    case Outcome::Solved:
        if (s.model->lastAnswerStale()) {
            // Edits cancel the search, so this is only a race with one: the answer
            // belongs to a position that is gone.
            s.status = tr("Stopped");
            s.statusDetail = positionChangedReason();
            s.tone = SolutionPanel::Tone::Warning;
            break;
        }
        if (result.moves.empty()) {
            s.status = tr("Already solved");
        } else {
            const int n = static_cast<int>(result.moves.size());
            s.status = n == 1 ? tr("Solved in 1 move") : tr("Solved in %1 moves").arg(n);
        }
        s.tone = SolutionPanel::Tone::Good;
        break;
    }
    if (result.failed())
        s.announced = announce(s, tr("Failed: %1").arg(result.error));
    else if (result.cancelled() && reason == PuzzleSession::StopReason::PositionChanged)
        s.announced = announce(s, tr("Stopped: the position changed."));
    else if (result.cancelled() && reason == PuzzleSession::StopReason::GoalChanged)
        s.announced = announce(s, tr("Stopped: the goal changed."));
    else
        s.announced = announce(s, s.status);
    if (isCurrent(s)) {
        refreshPanel();
        refreshSolutionView();
    }
    emit solveFinished(s.key, result.outcome);
}

// ------------------------------------------------------------------ files

SavedSolution MainWindow::recordOf(const Session& s)
{
    const MoveListModel& moves = *s.model->moveList();
    const auto statistics = s.model->statistics().value_or(PuzzleSession::Statistics{});
    SavedSolution record;
    record.puzzle = s.puzzle;
    record.goal = s.model->goal();
    record.position = moves.startPosition();
    record.moves = moves.moves();
    record.finalLabel = s.model->finalLabel();
    record.engine = statistics.engine.toStdString();
    record.nodes = statistics.stats.nodes;
    record.timeMs = statistics.stats.wallMs;
    return record;
}

QString MainWindow::solutionText() const
{
    const Session& s = current();
    if (!s.model->hasSolution())
        return {};
    return SolutionIo::toText(recordOf(s));
}

QString MainWindow::exportSolutionTo(const QString& path)
{
    Session& s = current();
    if (!s.model->moveList()->hasSolution())
        return tr("There is no solution to export yet.");
    const QString error = SolutionIo::save(path, recordOf(s));
    if (error.isEmpty()) {
        rememberFile(s, path);
        announce(s, tr("Solution saved to %1").arg(QDir::toNativeSeparators(path)), 8000);
    }
    return error;
}

QString MainWindow::openSolutionFrom(const QString& path)
{
    SavedSolution record;
    const QString error = SolutionIo::load(path, &record, puzzleList_);
    if (!error.isEmpty())
        return error;
    openRecord(record, QFileInfo(path).fileName());
    rememberFile(session(QString::fromStdString(record.puzzle->key())), path);
    return {};
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
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Cannot Open Solution"),
                        tr("%1\n\nNothing has been changed.").arg(error), QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::openRecord(const SavedSolution& record, const QString& name)
{
    const QString key = QString::fromStdString(record.puzzle->key());
    selectPuzzle(key);
    Session& s = session(key);
    s.playback->interrupt();
    s.model->commitShownStep();
    PuzzleSession::Statistics statistics;
    statistics.engine =
        record.engine.empty() ? tr("unknown") : QString::fromStdString(record.engine);
    statistics.stats.nodes = record.nodes;
    statistics.stats.wallMs = record.timeMs;
    // The model abandons a running search: it would only replace what is opened.
    s.model->openSolution(record.position, record.goal, record.moves, tr("Open %1").arg(name),
                          statistics, record.finalLabel);
    s.status = tr("Opened %1").arg(name);
    s.statusDetail.clear();
    s.tone = SolutionPanel::Tone::Good;
    s.announced = announce(s, s.status);
    // A pasted solution comes from no file; openSolutionFrom() names its file after this.
    s.model->forgetFile();
    refreshPanel();
    refreshSolutionView();
}

QString MainWindow::positionText() const
{
    // What the board shows: a step of the solution being previewed, or stepped back
    // to after applying it, is not the document's position yet.
    const Session& s = current();
    const Position& shown =
        s.model->moveList()->hasSolution()
            ? s.model->moveList()->positionAt(s.model->moveList()->currentStep())
            : s.model->document()->position();
    const Puzzle& p = s.model->document()->puzzle();
    // With the goal where the person sets it, as pasting and --position read it back.
    if (s.model->document()->hasEditableGoal())
        return QString::fromStdString(p.formatPosition(shown) + " / " +
                                      p.formatPosition(s.model->document()->goal()));
    return QString::fromStdString(p.formatPosition(shown));
}

QString MainWindow::pasteText(const QString& text)
{
    QString body = text;
    if (body.startsWith(QChar(0xFEFF)))
        body.remove(0, 1);
    if (body.trimmed().isEmpty())
        return tr("There is no text to paste.");
    // Not bigger than a solution file may be: a stray paste of a whole document
    // gets a sentence, not a long parse. (UTF-8 takes at least one byte per UTF-16
    // unit, so the cheap check on the length comes first.)
    const auto tooLong = [this](qsizetype n) {
        return tr("The pasted text is too long (%1 bytes) to be a position or a solution.").arg(n);
    };
    const auto limit = static_cast<qsizetype>(kMaxSolutionFileBytes);
    if (body.size() > limit)
        return tooLong(body.size());
    const QByteArray bytes = body.toUtf8();
    if (bytes.size() > limit)
        return tooLong(bytes.size());

    if (body.trimmed().startsWith(QLatin1String("PuzzleLab solution"))) {
        SavedSolution record;
        const QString problem =
            SolutionIo::parse(bytes, &record, puzzleList_, SolutionIo::Source::Pasted);
        if (!problem.isEmpty())
            return tr("The pasted solution cannot be opened: %1").arg(problem);
        openRecord(record, tr("pasted solution"));
        return {};
    }

    // The current puzzle first; otherwise the first puzzle of the list the text fits.
    const std::string utf8 = bytes.toStdString();
    const Puzzle& here = currentPuzzle();
    // A puzzle whose goal the person sets reads "position / goal" too.
    const auto mine = parsePositionAndGoal(here, utf8);
    QString target = current_;
    std::optional<Position> position;
    Position goal;
    if (mine) {
        position = mine.value->position;
        goal = mine.value->goal.value_or(Position{});
    } else {
        for (const auto& p : puzzleList_) {
            if (p.get() == &here)
                continue;
            if (const auto other = parsePositionAndGoal(*p, utf8)) {
                target = QString::fromStdString(p->key());
                position = other.value->position;
                goal = other.value->goal.value_or(Position{});
                break;
            }
        }
    }
    if (!position) {
        // Explain with the puzzle the text was most likely meant for: the first whose
        // count of cells is the count of numbers in the text (a magic square's text
        // may give its target too: twice its board), else the current one.
        static const QRegularExpression separators(QStringLiteral("[\\s/]+"));
        const qsizetype numbers = body.split(separators, Qt::SkipEmptyParts).size();
        const Puzzle* meant = &here;
        // A puzzle whose goal the person sets may be given its goal too: twice its cells.
        const auto fits = [numbers](const Puzzle& p) {
            return p.cellCount() == numbers || (p.editableGoal() && 2 * p.cellCount() == numbers);
        };
        if (!fits(here)) {
            for (const auto& p : puzzleList_) {
                if (fits(*p) || (p->formatPosition(p->initial()).find('/') != std::string::npos &&
                                 p->cellCount() == 2 * numbers)) {
                    meant = p.get();
                    break;
                }
            }
        }
        const auto why = parsePositionAndGoal(*meant, utf8);
        const int row = puzzles_->rowOfKey(QString::fromStdString(meant->key()));
        const QString name = row >= 0 ? puzzles_->index(row).data().toString()
                                      : QString::fromStdString(meant->title());
        return tr("The pasted text is not a position for %1: %2")
            .arg(name, i18n::firstProblemLine(why.problems));
    }

    selectPuzzle(target);
    Session& s = session(target);
    // The position already set up: keep its solution rather than clear it for an
    // edit that changes nothing.
    if (*position == s.model->document()->position() &&
        (goal.cells.empty() || goal == s.model->document()->goal())) {
        announce(s, tr("That position is already set up."), 5000);
        return {};
    }
    beginInput(s);
    s.model->setPositionAndGoal(*position, goal, tr("Paste Position"));
    announce(s, tr("Pasted a position."), 5000);
    return {};
}

namespace {

// The one local file of a drop, or empty.
QString droppedFile(const QMimeData* data)
{
    if (!data || !data->hasUrls() || data->urls().size() != 1)
        return {};
    const QUrl url = data->urls().constFirst();
    return url.isLocalFile() ? url.toLocalFile() : QString();
}

}  // namespace

QString MainWindow::dropData(const QMimeData* data)
{
    const QString file = droppedFile(data);
    if (!file.isEmpty() && PuzzleLibrary::isDefinitionFileName(file))
        return openDefinitionFrom(file);
    if (!file.isEmpty())
        return openSolutionFrom(file);
    if (data && data->hasText())
        return pasteText(data->text());
    return tr("There is no text to paste.");
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    // Always as a copy: a move would let the source delete what was dragged.
    const QMimeData* data = event->mimeData();
    if ((event->possibleActions() & Qt::CopyAction) &&
        (!droppedFile(data).isEmpty() || (data && !data->hasUrls() && data->hasText()))) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
    }
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const bool isFile = !droppedFile(event->mimeData()).isEmpty();
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

void MainWindow::copyPosition()
{
    QGuiApplication::clipboard()->setText(positionText());
    announce(current(), tr("Position copied to the clipboard."), 5000);
}

void MainWindow::paste()
{
    const QString error = pasteText(QGuiApplication::clipboard()->text());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Paste"), tr("%1\n\nNothing has been changed.").arg(error));
}

void MainWindow::exportSolution()
{
    Session& s = current();
    if (!s.model->moveList()->hasSolution())
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Solution"),
        FileFolders::startPath(FileKind::Solution, SolutionIo::suggestedFileName(*s.puzzle)),
        tr("Solution files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    FileFolders::remember(FileKind::Solution, path);
    const QString error = exportSolutionTo(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export Failed"),
                             tr("%1\n\nThe solution has not been lost; you can export it to "
                                "another place.")
                                 .arg(error));
}

void MainWindow::openSolution()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Solution"),
                                                      FileFolders::startFolder(FileKind::Solution),
                                                      tr("Solution files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    FileFolders::remember(FileKind::Solution, path);
    const QString error = openSolutionFrom(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot Open Solution"),
                             tr("%1\n\nNothing has been changed.").arg(error));
}

void MainWindow::copySolution()
{
    const QString text = solutionText();
    if (text.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(text);
    announce(current(), tr("Solution copied to the clipboard."), 5000);
}

void MainWindow::showAbout()
{
    AboutDialog about(puzzleList_, this);
    about.exec();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Searches are cancelled here so their threads are back by the time the
    // solvers are destroyed.
    for (auto& [key, s] : sessions_) {
        s->playback->interrupt();
        s->model->abandonSearch();
    }
    if (persistSettings_)
        saveSettings();
    QMainWindow::closeEvent(event);
}

// ------------------------------------------------------------------ display

QString MainWindow::announce(const Session& s, const QString& message, int timeoutMs)
{
    const QString text = isCurrent(s) ? message : tr("%1: %2").arg(displayName(s), message);
    statusBar()->showMessage(text, timeoutMs);
    return text;
}

void MainWindow::refreshPanel()
{
    const Session& s = current();
    SolutionPanel* panel = ui_->solutionPanel;
    const QString problem = solveProblem(s);
    panel->setProblem(problem);
    panel->setSolving(s.model->isSolving());

    if (const auto& p = s.model->progress(); s.model->isSolving()) {
        panel->setSummary(
            s.status,
            p ? SolutionPanel::progressText(p->phase, p->depth, p->nodes, p->elapsedMs)
              : s.statusDetail,
            SolutionPanel::Tone::Busy);
    } else if (s.model->moveList()->hasSolution()) {
        const int n = s.model->moveList()->moveCount();
        QString line = n == 0 ? tr("The position is already at the goal.")
                              : QString::fromStdString(s.model->document()->puzzle().formatMoves(
                                    s.model->moveList()->moves()));
        // Which goal the solution reaches, where the puzzle has several (the label in
        // the centre of a Rotation board).
        if (s.model->finalLabel() > 0)
            line = tr("%1 \u00b7 the centre shows %2").arg(line).arg(s.model->finalLabel());
        else if (!s.model->reachedGoal().isEmpty())
            line = tr("%1 \u00b7 reaches the goal %2").arg(line, s.model->reachedGoal());
        QStringList detail{line};
        if (n > 0)
            detail << (s.model->anchor() == 0
                           ? tr("A preview: Apply or play to the end to keep it.")
                           : tr("Applied to the position."));
        const QString count = n == 1 ? tr("1 move") : tr("%1 moves").arg(n);
        panel->setSummary(s.status.isEmpty() ? count : s.status, detail.join(QLatin1Char('\n')),
                          s.tone);
    } else if (!s.status.isEmpty() && problem.isEmpty()) {
        panel->setSummary(s.status, s.statusDetail, s.tone);
    } else {
        // Also when the board cannot be solved yet: what stops the next search matters
        // more than how the last one ended.
        panel->setSummary(tr("No solution yet"),
                          tr("Set up a position on the board, then press Solve."),
                          SolutionPanel::Tone::Neutral);
    }
    if (const auto& statistics = s.model->statistics())
        panel->setStatistics(statistics->engine, statistics->stats, statistics->partial);
    else
        panel->clearStatistics();
    updateTitle();
    updateActions();
}

void MainWindow::rememberFile(Session& s, const QString& path)
{
    if (s.model->rememberFile(QFileInfo(path).absoluteFilePath()) && isCurrent(s))
        updateTitle();
}

void MainWindow::updateTitle()
{
    // As desktops name a document window: the file (with [*] for the modified mark),
    // then what is shown, then the program.
    const Session& s = current();
    const QString puzzleName = displayName(s);
    const QString& filePath = s.model->filePath();
    if (filePath.isEmpty()) {
        setWindowFilePath({});
        setWindowTitle(tr("%1 \u2014 PuzzleLab").arg(puzzleName));
        setWindowModified(false);
        return;
    }
    setWindowFilePath(filePath);
    setWindowTitle(
        tr("%1[*] \u2014 %2 \u2014 PuzzleLab").arg(QFileInfo(filePath).fileName(), puzzleName));
    setWindowModified(s.model->fileModified());
}

void MainWindow::refreshSolutionView()
{
    const Session& s = current();
    const int step = s.model->moveList()->currentStep();
    QListView* view = ui_->solutionPanel->moveList();
    syncingList_ = true;
    if (step > 0) {
        const QModelIndex index = s.model->moveList()->index(MoveListModel::rowOfStep(step));
        view->setCurrentIndex(index);
        view->scrollTo(index);
    } else {
        view->clearSelection();
        view->setCurrentIndex(QModelIndex());
        view->scrollToTop();
    }
    syncingList_ = false;
    ui_->solutionPanel->setStep(step, s.model->moveList()->moveCount(),
                                s.model->moveList()->hasSolution());
    updateActions();
}

void MainWindow::updateActions()
{
    if (current_.isEmpty() || !sessions_.count(current_))
        return;
    const Session& s = current();
    Ui::MainWindow& u = *ui_;

    const QString problem = solveProblem(s);
    u.actionSolve->setEnabled(problem.isEmpty());
    u.actionSolve->setStatusTip(problem);
    u.actionStop->setEnabled(s.model->isSolving());

    QUndoStack* stack = s.model->document()->undoStack();
    u.actionUndo->setEnabled(stack->canUndo());
    u.actionRedo->setEnabled(stack->canRedo());
    u.actionUndo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    u.actionRedo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    u.actionUndo->setIconText(tr("Undo"));
    u.actionRedo->setIconText(tr("Redo"));
    const auto withKey = [](const QString& text, const QAction* a) {
        return tr("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')),
                                 a->shortcut().toString(QKeySequence::NativeText));
    };
    u.actionUndo->setToolTip(withKey(u.actionUndo->text(), u.actionUndo));
    u.actionRedo->setToolTip(withKey(u.actionRedo->text(), u.actionRedo));

    const bool has = s.model->moveList()->hasSolution();
    const int n = s.model->moveList()->moveCount();
    const int step = s.model->moveList()->currentStep();
    const bool playable = has && n > 0;
    u.actionExport->setEnabled(has);
    u.actionCopySolution->setEnabled(has);
    u.actionApplySolution->setEnabled(playable && s.model->anchor() == 0);
    u.actionPlay->setEnabled(playable);
    u.actionStepBack->setEnabled(playable && step > 0);
    u.actionStepForward->setEnabled(playable && step < n);
    u.actionFirstStep->setEnabled(playable && step > 0);
    u.actionLastStep->setEnabled(playable && step < n);

    const bool playing = s.playback->isPlaying();
    u.actionPlay->setText(playing ? tr("&Pause") : tr("&Play"));
    u.actionPlay->setIcon(playing ? icon(nullptr, "pause") : icon(nullptr, "play"));
    u.actionPlay->setToolTip(
        tr("%1 (%2)").arg(playing ? tr("Pause the playback") : tr("Play the solution"),
                          u.actionPlay->shortcut().toString(QKeySequence::NativeText)));
}

}  // namespace pl
