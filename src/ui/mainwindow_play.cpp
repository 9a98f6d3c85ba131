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

#include "core/checked_readers.h"
#include "models/play_session.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_document.h"
#include "models/puzzle_list_model.h"
#include "models/table_service.h"
#include "ui/batch_dialog.h"
#include "ui/board_widget.h"
#include "ui/compare_dialog.h"
#include "ui/file_folders.h"
#include "ui/library_panel.h"
#include "ui/mainwindow.h"
#include "ui/mainwindow_session.h"
#include "ui/play_panel.h"
#include "ui/playback_controller.h"
#include "ui/state_space_dialog.h"
#include "ui_mainwindow.h"

namespace pl {

namespace {

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

    connect(play, &QAction::toggled, this, &MainWindow::setPlayMode);
    connect(newGame, &QAction::triggered, this, [this] { startNewGame(playPanel_->difficulty()); });
    connect(hint, &QAction::triggered, this, [this] { showHint(); });
    connect(compare, &QAction::triggered, this, [this] { openCompare(); });
    connect(space, &QAction::triggered, this, [this] { openStateSpace(); });
    connect(judge, &QAction::triggered, this, &MainWindow::chooseJudgeFile);
    // The window's own handler of this signal (connected later) shows the puzzle; the
    // panel only needs to know which one.
    connect(libraryPanel_, &LibraryPanel::currentKeyChanged, this, [this](const QString& key) {
        if (!key.isEmpty()) {
            banner_->dismiss();
            playPanel_->setSession(playSession(key));
        }
    });
}

void MainWindow::setUpPlaySession(Session& s)
{
    // Play by hand measures the distance of every position: only where the puzzle's
    // tables can be asked.
    if (!s.puzzle->tableRefusal().empty() || !tables_)
        return;
    Session* raw = &s;
    s.play = new PlaySession(s.model->document(), this);
    s.play->setActive(playMode());
    connect(s.play, &PlaySession::changed, this, [this, raw] { onPlayChanged(*raw); });
    connect(s.play, &PlaySession::goalReached, this,
            [this, raw](int moves, int optimum) { onGoalReached(*raw, moves, optimum); });
}

QString MainWindow::toolRefusal(const Session& s) const
{
    const QString refusal = i18n::tableRefusalText(*s.puzzle);
    if (!refusal.isEmpty())
        return tr("Not available for %1: %2").arg(displayName(s), refusal);
    return {};
}

void MainWindow::updateToolActions()
{
    const Session& s = current();
    const QString refusal = toolRefusal(s);
    const struct {
        const char* name;
        const char* tip;
    } tools[] = {
        {"actionPlayByHand",
         QT_TR_NOOP("Make the moves yourself; see how far you are from solved")},
        {"actionHint", QT_TR_NOOP("Highlight an optimal next move")},
        {"actionStateSpace", QT_TR_NOOP("How many positions lie at each distance from solved")},
        {"actionCompare", QT_TR_NOOP("Run every engine on this position at once")},
        {"actionJudgeFile", QT_TR_NOOP("Solve every case of a judge-format input file")},
    };
    for (const auto& tool : tools) {
        auto* a = findChild<QAction*>(QLatin1String(tool.name));
        if (!a)
            continue;
        // Play by Hand stays on while it is checked, so it can be left.
        const bool off = !refusal.isEmpty() && !(a->isCheckable() && a->isChecked());
        a->setEnabled(!off);
        const QString tip = off ? refusal : tr(tool.tip);
        a->setStatusTip(tip);
        const QKeySequence key = a->shortcut();
        a->setToolTip(
            key.isEmpty() ? tip : tr("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    }
}

bool MainWindow::playMode() const
{
    return playPanel_ && !playPanel_->isHidden();
}

PlaySession* MainWindow::playSession(const QString& key) const
{
    Session* s = findSession(key);
    return s ? s->play : nullptr;
}

void MainWindow::setPlayMode(bool on)
{
    if (auto* a = findChild<QAction*>(QStringLiteral("actionPlayByHand"));
        a && a->isChecked() != on)
        a->setChecked(on);  // comes back here through toggled()
    if (playMode() == on)
        return;
    if (on && !toolRefusal(current()).isEmpty()) {
        if (auto* a = findChild<QAction*>(QStringLiteral("actionPlayByHand")))
            a->setChecked(false);
        statusBar()->showMessage(toolRefusal(current()), 8000);
        return;
    }
    for (auto& [key, s] : sessions_) {
        if (s->play)
            s->play->setActive(on);
        // The game is about moves: an edit by a stray click would restart it silently.
        s->board->setInteractive(!on);
    }
    playPanel_->setSession(current().play);
    playPanel_->setVisible(on);
    if (!on)
        banner_->dismiss();
    showPuzzle(current_);  // the hint over the board says what a click does now
    statusBar()->showMessage(
        on ? tr("Playing by hand: make moves with the buttons or arrows; H gives a hint.")
           : tr("Play by hand ended."),
        6000);
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
    const QString key = current_;
    if (distance <= 0 || !toolRefusal(current()).isEmpty()) {
        scramble();
        emit newGameReady(key);
        return;
    }
    // Drawing a position at a distance needs the puzzle's table: on the worker.
    newGameKey_ = key;
    // From the document's goal (an edited one where the person sets it).
    newGameRequest_ = tables_->positionAt(current().model->sharedPuzzle(), distance,
                                          QRandomGenerator::global()->generate64());
}

void MainWindow::onTableAnswer(int id, const TableAnswer& answer)
{
    if (answer.cancelled)
        return;
    if (id == newGameRequest_) {
        const QString key = newGameKey_;
        newGameRequest_ = 0;
        if (!answer.error.isEmpty()) {
            statusBar()->showMessage(answer.error, 8000);
        } else if (!answer.found) {
            Session* s = findSession(key);
            statusBar()->showMessage(tr("No position of %1 is %2 moves from solved.")
                                         .arg(s ? displayName(*s) : key)
                                         .arg(answer.requested),
                                     8000);
        } else {
            const int distance = answer.requested;
            loadPosition(key, *answer.found, tr("New Game"));
            statusBar()->showMessage(distance == 1
                                         ? tr("New game: 1 move from solved.")
                                         : tr("New game: %1 moves from solved.").arg(distance),
                                     6000);
        }
        emit newGameReady(key);
        return;
    }
    if (id == hintRequest_) {
        hintRequest_ = 0;
        Session* s = findSession(hintKey_);
        if (!s)
            return;
        // A hint is about the position it was asked for.
        if (s->model->document()->position() != hintPosition_ ||
            s->model->document()->goal() != hintGoal_ || answer.distances.empty()) {
            if (!answer.error.isEmpty())
                statusBar()->showMessage(answer.error, 8000);
            emit hintShown(s->key, -1);
            return;
        }
        presentHint(*s, answer.distances.back(), answer.optimalMoves);
    }
}

void MainWindow::onPlayChanged(Session& s)
{
    // A hint is about the position it was given for: a change of the game that leaves
    // the position (a distance arriving from the worker) keeps it.
    if (s.hintShown >= 0 && s.model->document()->position() != s.hintShownFor) {
        if (s.board->highlightedMove() == s.hintShown)
            s.board->setHighlightedMove(-1);
        s.hintShown = -1;
    }
    PlaySession* play = s.play;
    if (isCurrent(s) && play->active() && !play->solvedByHand() && !play->measuring())
        banner_->dismiss();
    if (s.hintWanted && (!play->active() || !play->measuring())) {
        s.hintWanted = false;
        if (play->active())
            presentHint(s, play->distance(), {});
        else
            emit hintShown(s.key, -1);
    }
}

void MainWindow::onGoalReached(Session& s, int moves, int optimum)
{
    const QString headline = PlayPanel::celebrationHeadline(moves, optimum);
    const bool optimal = optimum >= 0 && moves <= optimum;
    const QString detail =
        optimal
            ? tr("Perfect: no shorter solution exists.")
            : tr("%1 more than the shortest. Scramble for another go!")
                  .arg(moves - optimum == 1 ? tr("1 move") : tr("%1 moves").arg(moves - optimum));
    if (isCurrent(s))
        banner_->celebrate(headline, detail, optimal);
    statusBar()->showMessage(headline, 10000);
}

int MainWindow::showHint()
{
    Session& s = current();
    PuzzleDocument* doc = s.model->document();
    const Puzzle& p = *s.puzzle;
    if (const QString refusal = toolRefusal(s); !refusal.isEmpty()) {
        statusBar()->showMessage(refusal, 8000);
        emit hintShown(s.key, -1);
        return -1;
    }
    const QString problem = i18n::firstProblemLine(validateProblems(p, doc->position()));
    if (!problem.isEmpty()) {
        statusBar()->showMessage(tr("No hint yet: %1").arg(problem), 8000);
        emit hintShown(s.key, -1);
        return -1;
    }
    PlaySession* session = s.play;
    if (session && session->active()) {
        // The game has the distance and the optimal moves of its position (or they
        // are on their way: the hint follows them).
        if (!session->measuring())
            return presentHint(s, session->distance(), {});
        s.hintWanted = true;
        return kHintPending;
    }
    hintKey_ = s.key;
    hintPosition_ = doc->position();
    hintGoal_ = doc->goal();
    hintRequest_ = tables_->distance(doc->sharedPuzzle(), hintPosition_);
    return kHintPending;
}

int MainWindow::presentHint(Session& s, int distance, const std::vector<int>& moves)
{
    const Puzzle& p = *s.puzzle;
    if (distance == 0) {
        statusBar()->showMessage(tr("Already solved: there is nothing to hint."), 6000);
        emit hintShown(s.key, -1);
        return -1;
    }
    PlaySession* session = s.play;
    const int move = session && session->active() ? session->hint()
                     : moves.empty()              ? -1
                                                  : moves.front();
    if (distance < 0 || move < 0) {
        emit hintShown(s.key, -1);
        return -1;
    }
    // A solution being previewed would paint over the hint; the hint is about the
    // position the next hand move starts from.
    s.playback->interrupt();
    s.board->setHighlightedMove(move);
    s.hintShown = move;
    s.hintShownFor = s.model->document()->position();
    const QString name = QString::fromStdString(p.moveNames()[std::size_t(move)]);
    const QString left = distance - 1 == 1 ? tr("1 move") : tr("%1 moves").arg(distance - 1);
    statusBar()->showMessage(distance == 1 ? tr("Hint: move %1 solves it.").arg(name)
                                           : tr("Hint: move %1 leaves %2 to go.").arg(name, left),
                             10000);
    emit hintShown(s.key, move);
    return move;
}

void MainWindow::loadPosition(const QString& key, const Position& position, const QString& undoText)
{
    Session* s = findSession(key);
    if (!s)
        return;
    if (current_ != key)
        selectPuzzle(key);
    beginInput(*s);
    s->model->setPosition(position, undoText);
}

CompareDialog* MainWindow::openCompare()
{
    Session& s = current();
    s.playback->interrupt();
    if (const QString refusal = toolRefusal(s); !refusal.isEmpty()) {
        statusBar()->showMessage(refusal, 8000);
        return nullptr;
    }
    const Position& position = s.model->document()->position();
    const QString problem = i18n::firstProblemLine(validateProblems(*s.puzzle, position));
    if (!problem.isEmpty()) {
        statusBar()->showMessage(tr("Cannot compare engines yet: %1").arg(problem), 8000);
        return nullptr;
    }
    // The engines race to the document's goal.
    auto* dialog = new CompareDialog(s.model->document()->sharedPuzzle(), position, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(false);
    dialog->show();
    return dialog;
}

StateSpaceDialog* MainWindow::openStateSpace()
{
    Session& s = current();
    if (const QString refusal = toolRefusal(s); !refusal.isEmpty()) {
        statusBar()->showMessage(refusal, 8000);
        return nullptr;
    }
    // One per puzzle: a second would only repeat the first.
    for (auto* open : findChildren<StateSpaceDialog*>()) {
        if (&open->puzzle() == &s.model->document()->puzzle() && open->isVisible()) {
            open->raise();
            open->activateWindow();
            return open;
        }
    }
    // Distances to the document's goal.
    auto* dialog = new StateSpaceDialog(s.model->document()->sharedPuzzle(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(false);
    const QString key = s.key;
    connect(dialog, &StateSpaceDialog::positionRequested, this,
            [this, key](const Position& p) { loadPosition(key, p, tr("Load from State Space")); });
    dialog->show();
    return dialog;
}

BatchDialog* MainWindow::openJudgeFile(const QString& path)
{
    if (const QString refusal = toolRefusal(current()); !refusal.isEmpty()) {
        statusBar()->showMessage(refusal, 8000);
        return nullptr;
    }
    auto* dialog = new BatchDialog(puzzleList_, current().puzzle, path, this);
    // The engines chosen here, also for a puzzle chosen in the dialog.
    for (const auto& [key, s] : sessions_)
        dialog->setPreferredEngine(*s->puzzle, s->model->engine());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(false);
    dialog->show();
    return dialog;
}

void MainWindow::chooseJudgeFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Solve Judge File \u2014 %1").arg(displayName(current())),
        FileFolders::startFolder(FileKind::JudgeInput),
        tr("Judge input (*.in *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    FileFolders::remember(FileKind::JudgeInput, path);
    openJudgeFile(path);
}

}  // namespace pl
