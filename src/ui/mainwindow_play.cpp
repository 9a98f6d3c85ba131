// Play by hand, hints, and the tool dialogs (Compare, State Space, Solve Judge File).
// Kept apart from mainwindow.cpp: none of it changes how the window solves or plays
// back; it watches the documents and edits them through the same input rules.

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include "models/play_session.h"
#include "models/puzzle_document.h"
#include "models/puzzle_list_model.h"
#include "models/table_service.h"
#include "ui/batch_dialog.h"
#include "ui/board_widget.h"
#include "ui/compare_dialog.h"
#include "ui/core_messages.h"
#include "ui/file_folders.h"
#include "ui/mainwindow.h"
#include "ui/play_panel.h"
#include "ui/playback_controller.h"
#include "ui/state_space_dialog.h"
#include "ui_mainwindow.h"

namespace pl {

namespace {

constexpr std::array<PuzzleKind, 3> kPlayKinds{PuzzleKind::Clocks, PuzzleKind::MagicSquare,
                                               PuzzleKind::Rotation};

QAction* makeAction(QObject* parent, const char* name, const QString& text, const QString& tip,
                    const QList<QKeySequence>& keys)
{
    auto* a = new QAction(text, parent);
    a->setObjectName(QLatin1String(name));
    a->setShortcuts(keys);
    a->setToolTip(keys.isEmpty() ? tip
                                 : MainWindow::tr("%1 (%2)").arg(
                                       tip, keys.front().toString(QKeySequence::NativeText)));
    a->setStatusTip(tip);
    return a;
}

QMenu* menuNamed(QMenuBar* bar, const char* name)
{
    return bar->findChild<QMenu*>(QLatin1String(name));
}

}  // namespace

void MainWindow::setUpPlay()
{
    Ui::MainWindow& u = *ui_;

    auto* play = makeAction(this, "actionPlayByHand", tr("&Play by Hand"),
                            tr("Make the moves yourself; see how far you are from solved"),
                            {QKeySequence(Qt::CTRL | Qt::Key_P)});
    play->setCheckable(true);
    play->setIcon(QIcon(QStringLiteral(":/icons/hand.svg")));
    play->setIconText(tr("Play by Hand"));
    auto* hint = makeAction(this, "actionHint", tr("&Hint"), tr("Highlight an optimal next move"),
                            {QKeySequence(Qt::Key_H), QKeySequence(Qt::CTRL | Qt::Key_H)});
    hint->setIcon(QIcon(QStringLiteral(":/icons/hint.svg")));
    auto* compare = makeAction(this, "actionCompare", tr("&Compare Engines\u2026"),
                               tr("Run every engine on this position at once"),
                               {QKeySequence(Qt::CTRL | Qt::Key_K)});
    auto* space = makeAction(this, "actionStateSpace", tr("State &Space\u2026"),
                             tr("How many positions lie at each distance from solved"),
                             {QKeySequence(Qt::CTRL | Qt::Key_I)});
    auto* judge = makeAction(this, "actionJudgeFile", tr("Solve &Judge File\u2026"),
                             tr("Solve every case of a judge-format input file"),
                             {QKeySequence(Qt::CTRL | Qt::Key_J)});
    auto* newGame = makeAction(this, "actionNewGame", tr("&New Game"),
                               tr("Start a new game the chosen number of moves from solved"),
                               {QKeySequence(Qt::CTRL | Qt::Key_G)});
    newGame->setIcon(u.actionScramble->icon());

    // Menus: next to their relatives, found by name so the form can change around them.
    if (QMenu* file = menuNamed(u.menuBar, "menuFile")) {
        QAction* before = nullptr;
        const auto actions = file->actions();
        for (int i = 0; i < actions.size(); ++i)
            if (actions[i] == u.actionExport && i + 1 < actions.size())
                before = actions[i + 1];
        file->insertAction(before, judge);
    }
    if (QMenu* solveMenu = menuNamed(u.menuBar, "menuSolve")) {
        solveMenu->addSeparator();
        solveMenu->addAction(compare);
    }
    auto* tools = new QMenu(tr("&Tools"), u.menuBar);
    tools->setObjectName(QStringLiteral("menuTools"));
    tools->addAction(play);
    tools->addAction(hint);
    tools->addSeparator();
    tools->addAction(space);
    QMenu* help = menuNamed(u.menuBar, "menuHelp");
    u.menuBar->insertMenu(help ? help->menuAction() : nullptr, tools);

    u.mainToolBar->addSeparator();
    u.mainToolBar->addAction(play);
    u.mainToolBar->addAction(hint);

    playPanel_ = new PlayPanel(u.boardArea);
    playPanel_->setActions(hint, newGame);
    playPanel_->difficultyBox()->installEventFilter(this);  // Space plays there too
    playPanel_->hide();
    u.boardAreaLayout->addWidget(playPanel_);
    banner_ = new CelebrationBanner(u.boardStack);
    tables_ = new TableService(this);
    connect(tables_, &TableService::finished, this, &MainWindow::onTableAnswer);

    for (PuzzleKind kind : kPlayKinds) {
        auto* session = new PlaySession(document(kind), this);
        playSessions_[std::size_t(kind)] = session;
        connect(session, &PlaySession::changed, this, [this, kind] { onPlayChanged(kind); });
        connect(session, &PlaySession::goalReached, this,
                [this, kind](int moves, int optimum) { onGoalReached(kind, moves, optimum); });
    }

    connect(play, &QAction::toggled, this, &MainWindow::setPlayMode);
    connect(newGame, &QAction::triggered, this, [this] { startNewGame(playPanel_->difficulty()); });
    for (PuzzleKind kind : kPlayKinds)
        connect(board(kind), &BoardWidget::editRefused, this, [this, kind] {
            if (playMode() && kind == current_)
                explainLockedBoard();
        });
    connect(hint, &QAction::triggered, this, [this] { showHint(); });
    connect(compare, &QAction::triggered, this, [this] { openCompare(); });
    connect(space, &QAction::triggered, this, [this] { openStateSpace(); });
    connect(judge, &QAction::triggered, this, &MainWindow::chooseJudgeFile);
    // The window's own handler of this signal (connected later) shows the puzzle; the
    // panel only needs to know which one.
    connect(
        u.puzzleList->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex& index) {
            if (index.isValid()) {
                banner_->dismiss();
                playPanel_->setSession(playSessions_[std::size_t(puzzles_->kindAt(index.row()))]);
            }
        });
    playPanel_->setSession(playSessions_[std::size_t(current_)]);
}

bool MainWindow::playMode() const
{
    return playPanel_ && !playPanel_->isHidden();
}

PlaySession* MainWindow::playSession(PuzzleKind kind) const
{
    return playSessions_[std::size_t(kind)];
}

void MainWindow::setPlayMode(bool on)
{
    if (auto* a = findChild<QAction*>(QStringLiteral("actionPlayByHand"));
        a && a->isChecked() != on)
        a->setChecked(on);  // comes back here through toggled()
    if (playMode() == on)
        return;
    for (PlaySession* s : playSessions_)
        s->setActive(on);
    // The game is about moves: an edit by a stray click would restart it silently.
    for (PuzzleKind kind : kPlayKinds)
        board(kind)->setInteractive(!on);
    playPanel_->setSession(playSessions_[std::size_t(current_)]);
    playPanel_->setVisible(on);
    if (!on)
        banner_->dismiss();
    showPuzzle(current_);  // the hint over the board says what a click does now
    statusBar()->showMessage(
        on ? tr("Playing by hand: make moves with the buttons or arrows; H gives a hint.")
           : tr("Play by hand ended."),
        6000);
}

QString MainWindow::playBoardHint(PuzzleKind kind) const
{
    switch (kind) {
    case PuzzleKind::Clocks:
        return tr(
            "Playing by hand: the buttons 1–9 turn their clocks. The clocks are "
            "locked until you leave Play by Hand.");
    case PuzzleKind::MagicSquare:
        return tr(
            "Playing by hand: A, B and C move the board towards the target. The tiles "
            "are locked until you leave Play by Hand.");
    case PuzzleKind::Rotation:
        break;
    }
    return tr(
        "Playing by hand: the arrows slide a line by one cell. The cells are locked "
        "until you leave Play by Hand.");
}

void MainWindow::explainLockedBoard()
{
    const auto* play = findChild<QAction*>(QStringLiteral("actionPlayByHand"));
    const QString key = play ? play->shortcut().toString(QKeySequence::NativeText) : QString();
    const QString text =
        tr("The board is locked while you play; moves are made with the move buttons. "
           "To edit the position, leave Play by Hand (%1).")
            .arg(key);
    statusBar()->showMessage(text, 8000);
    playPanel_->showNotice(tr("The board is locked while you play: use the move buttons."));
}

void MainWindow::startNewGame(int distance)
{
    const PuzzleKind kind = current_;
    if (distance <= 0) {
        scramble();
        emit newGameReady(kind);
        return;
    }
    // Drawing a position at a distance needs the puzzle's table: on the worker.
    newGameRequest_ = tables_->positionAt(kind, distance, QRandomGenerator::global()->generate64());
}

void MainWindow::onTableAnswer(int id, const TableAnswer& answer)
{
    if (answer.cancelled)
        return;
    const PuzzleKind kind = answer.kind;
    if (id == newGameRequest_) {
        newGameRequest_ = 0;
        if (!answer.error.isEmpty()) {
            statusBar()->showMessage(answer.error, 8000);
        } else if (!answer.found) {
            statusBar()->showMessage(tr("No position of %1 is %2 moves from solved.")
                                         .arg(PuzzleListModel::displayName(kind))
                                         .arg(answer.requested),
                                     8000);
        } else {
            const int distance = answer.requested;
            loadPosition(kind, *answer.found, tr("New Game"));
            statusBar()->showMessage(distance == 1
                                         ? tr("New game: 1 move from solved.")
                                         : tr("New game: %1 moves from solved.").arg(distance),
                                     6000);
        }
        emit newGameReady(kind);
        return;
    }
    if (id == hintRequest_) {
        hintRequest_ = 0;
        // A hint is about the position it was asked for.
        if (document(kind)->position() != hintPosition_ || answer.distances.empty()) {
            if (!answer.error.isEmpty())
                statusBar()->showMessage(answer.error, 8000);
            emit hintShown(kind, -1);
            return;
        }
        presentHint(kind, answer.distances.back(), answer.optimalMoves);
    }
}

void MainWindow::onPlayChanged(PuzzleKind kind)
{
    // A hint is about the position it was given for: a change of the game that leaves
    // the position (a distance arriving from the worker) keeps it.
    int& shown = hintShown_[std::size_t(kind)];
    if (shown >= 0 && document(kind)->position() != hintShownFor_[std::size_t(kind)]) {
        if (board(kind)->highlightedMove() == shown)
            board(kind)->setHighlightedMove(-1);
        shown = -1;
    }
    PlaySession* s = playSessions_[std::size_t(kind)];
    if (kind == current_ && s->active() && !s->solvedByHand() && !s->measuring())
        banner_->dismiss();
    if (hintWanted_[std::size_t(kind)] && (!s->active() || !s->measuring())) {
        hintWanted_[std::size_t(kind)] = false;
        if (s->active())
            presentHint(kind, s->distance(), {});
        else
            emit hintShown(kind, -1);
    }
}

void MainWindow::onGoalReached(PuzzleKind kind, int moves, int optimum)
{
    const QString headline = PlayPanel::celebrationHeadline(moves, optimum);
    const bool optimal = optimum >= 0 && moves <= optimum;
    const QString detail =
        optimal
            ? tr("Perfect: no shorter solution exists.")
            : tr("%1 more than the shortest. Scramble for another go!")
                  .arg(moves - optimum == 1 ? tr("1 move") : tr("%1 moves").arg(moves - optimum));
    if (kind == current_)
        banner_->celebrate(headline, detail, optimal);
    statusBar()->showMessage(headline, 10000);
}

int MainWindow::showHint()
{
    const PuzzleKind kind = current_;
    PuzzleDocument* doc = document(kind);
    const Puzzle& p = doc->puzzle();
    const QString problem = CoreMessages::translate(p.validate(doc->position()));
    if (!problem.isEmpty()) {
        statusBar()->showMessage(tr("No hint yet: %1").arg(problem), 8000);
        emit hintShown(kind, -1);
        return -1;
    }
    PlaySession* session = playSessions_[std::size_t(kind)];
    if (session->active()) {
        // The game has the distance and the optimal moves of its position (or they
        // are on their way: the hint follows them).
        if (!session->measuring())
            return presentHint(kind, session->distance(), {});
        hintWanted_[std::size_t(kind)] = true;
        return kHintPending;
    }
    hintPosition_ = doc->position();
    hintRequest_ = tables_->distance(kind, hintPosition_);
    return kHintPending;
}

int MainWindow::presentHint(PuzzleKind kind, int distance, const std::vector<int>& moves)
{
    const Puzzle& p = puzzle(kind);
    if (distance == 0) {
        statusBar()->showMessage(tr("Already solved: there is nothing to hint."), 6000);
        emit hintShown(kind, -1);
        return -1;
    }
    PlaySession* session = playSessions_[std::size_t(kind)];
    const int move = session->active() ? session->hint() : moves.empty() ? -1 : moves.front();
    if (distance < 0 || move < 0) {
        emit hintShown(kind, -1);
        return -1;
    }
    // A solution being previewed would paint over the hint; the hint is about the
    // position the next hand move starts from.
    playback(kind)->interrupt();
    board(kind)->setHighlightedMove(move);
    hintShown_[std::size_t(kind)] = move;
    hintShownFor_[std::size_t(kind)] = document(kind)->position();
    const QString name = QString::fromStdString(p.moveNames()[std::size_t(move)]);
    const QString left = distance - 1 == 1 ? tr("1 move") : tr("%1 moves").arg(distance - 1);
    statusBar()->showMessage(distance == 1 ? tr("Hint: move %1 solves it.").arg(name)
                                           : tr("Hint: move %1 leaves %2 to go.").arg(name, left),
                             10000);
    emit hintShown(kind, move);
    return move;
}

void MainWindow::loadPosition(PuzzleKind kind, const Position& position, const QString& undoText)
{
    if (current_ != kind)
        selectPuzzle(kind);
    beginInput(session(kind));
    document(kind)->setPosition(position, undoText);
}

CompareDialog* MainWindow::openCompare()
{
    const PuzzleKind kind = current_;
    playback(kind)->interrupt();
    const Position& position = document(kind)->position();
    const QString problem = CoreMessages::translate(puzzle(kind).validate(position));
    if (!problem.isEmpty()) {
        statusBar()->showMessage(tr("Cannot compare engines yet: %1").arg(problem), 8000);
        return nullptr;
    }
    auto* dialog = new CompareDialog(kind, position, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(false);
    dialog->show();
    return dialog;
}

StateSpaceDialog* MainWindow::openStateSpace()
{
    const PuzzleKind kind = current_;
    // One per puzzle: a second would only repeat the first.
    for (auto* open : findChildren<StateSpaceDialog*>()) {
        if (open->kind() == kind && open->isVisible()) {
            open->raise();
            open->activateWindow();
            return open;
        }
    }
    auto* dialog = new StateSpaceDialog(kind, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(false);
    connect(dialog, &StateSpaceDialog::positionRequested, this, [this, kind](const Position& p) {
        loadPosition(kind, p, tr("Load from State Space"));
    });
    dialog->show();
    return dialog;
}

BatchDialog* MainWindow::openJudgeFile(const QString& path)
{
    auto* dialog = new BatchDialog(current_, path, this);
    // The engines chosen here, also for a puzzle chosen in the dialog.
    for (const PuzzleKind kind : kPlayKinds)
        dialog->setPreferredEngine(kind, engine(kind));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(false);
    dialog->show();
    return dialog;
}

void MainWindow::chooseJudgeFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Solve Judge File \u2014 %1").arg(PuzzleListModel::displayName(current_)),
        FileFolders::startFolder(FileKind::JudgeInput),
        tr("Judge input (*.in *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    FileFolders::remember(FileKind::JudgeInput, path);
    openJudgeFile(path);
}

}  // namespace pl
