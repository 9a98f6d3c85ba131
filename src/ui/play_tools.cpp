#include "ui/play_tools.h"

#include <QAction>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include "core/checked_readers.h"
#include "models/best_results.h"
#include "models/move_words.h"
#include "models/play_session.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_document.h"
#include "models/table_service.h"
#include "ui/batch_dialog.h"
#include "ui/board_widget.h"
#include "ui/compare_dialog.h"
#include "ui/file_folders.h"
#include "ui/play_panel.h"
#include "ui/playback_controller.h"
#include "ui/session_view.h"
#include "ui/state_space_dialog.h"
#include "ui/table_cache_dialog.h"
#include "ui/watch_dialog.h"
#include "ui/window_context.h"
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
                                 : PlayTools::tr("%1 (%2)").arg(
                                       tip, keys.front().toString(QKeySequence::NativeText)));
    a->setStatusTip(tip);
    return a;
}

QMenu* menuNamed(QMenuBar* bar, const char* name)
{
    return bar->findChild<QMenu*>(QLatin1String(name));
}

}  // namespace

PlayTools::PlayTools(WindowContext* window, Ui::MainWindow& u)
    : QObject(window->widget()), window_(window)
{
    auto* play = makeAction(window->widget(), "actionPlayByHand", tr("&Play by Hand"),
                            tr("Make the moves yourself; see how far you are from solved"),
                            {QKeySequence(Qt::CTRL | Qt::Key_P)});
    play->setCheckable(true);
    play->setIcon(QIcon(QStringLiteral(":/icons/hand.svg")));
    play->setIconText(tr("Play by Hand"));
    playAction_ = play;
    auto* hint = makeAction(window->widget(), "actionHint", tr("&Hint"),
                            tr("Highlight an optimal next move"),
                            {QKeySequence(Qt::Key_H), QKeySequence(Qt::CTRL | Qt::Key_H)});
    hint->setIcon(QIcon(QStringLiteral(":/icons/hint.svg")));
    auto* compare = makeAction(window->widget(), "actionCompare", tr("&Compare Engines\u2026"),
                               tr("Run every engine on this position at once"),
                               {QKeySequence(Qt::CTRL | Qt::Key_K)});
    auto* space = makeAction(window->widget(), "actionStateSpace", tr("State &Space\u2026"),
                             tr("How many positions lie at each distance from solved"),
                             {QKeySequence(Qt::CTRL | Qt::Key_I)});
    auto* judge = makeAction(window->widget(), "actionJudgeFile", tr("Solve &Judge File\u2026"),
                             tr("Solve every case of a judge-format input file"),
                             {QKeySequence(Qt::CTRL | Qt::Key_J)});
    auto* newGame = makeAction(window->widget(), "actionNewGame", tr("&New Game"),
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
    // In the menu too (it was only on the play panel): outside Play by Hand it starts
    // play at the distance the panel's Start at box has.
    tools->addAction(newGame);
    tools->addSeparator();
    tools->addAction(space);
    auto* watch = makeAction(window->widget(), "actionWatchSearch", tr("&Watch the Search…"),
                             tr("See an engine at work on this position, step by step"), {});
    tools->addAction(watch);
    auto* cache = makeAction(window->widget(), "actionTableCache", tr("Table &Cache\u2026"),
                             tr("Where tables are kept on disk, how much they take, and "
                                "emptying it"),
                             {});
    tools->addAction(cache);
    QMenu* help = menuNamed(u.menuBar, "menuHelp");
    u.menuBar->insertMenu(help ? help->menuAction() : nullptr, tools);

    u.mainToolBar->addSeparator();
    u.mainToolBar->addAction(play);
    u.mainToolBar->addAction(hint);

    playPanel_ = new PlayPanel(u.boardArea);
    playPanel_->setActions(hint, newGame);
    playPanel_->hide();
    u.boardAreaLayout->addWidget(playPanel_);
    banner_ = new CelebrationBanner(u.boardStack);
    tables_ = new TableService(this);

    connect(play, &QAction::toggled, this, &PlayTools::setPlayMode);
    connect(newGame, &QAction::triggered, this, [this] {
        if (!playMode()) {
            setPlayMode(true);
            if (!playMode())
                return;  // refused, and said why
        }
        startNewGame(playPanel_->difficulty());
    });
    connect(hint, &QAction::triggered, this, [this] { showHint(); });
    connect(compare, &QAction::triggered, this, [this] { openCompare(); });
    connect(space, &QAction::triggered, this, [this] { openStateSpace(); });
    connect(watch, &QAction::triggered, this, [this] { openWatch(); });
    connect(cache, &QAction::triggered, this, [this] {
        TableCacheDialog dialog(window_->widget());
        dialog.exec();
    });
    connect(judge, &QAction::triggered, this, &PlayTools::chooseJudgeFile);
}

SessionView& PlayTools::current() const
{
    return *window_->sessionView(window_->currentKey());
}

void PlayTools::say(const QString& message, int timeoutMs) const
{
    window_->showStatus(message, timeoutMs);
}

void PlayTools::attach(SessionView& view)
{
    // A session's children (its play session among them) are destroyed inside
    // ~QObject, after the view stopped being a SessionView, and may signal then: the
    // guard is already null by that time, so no lambda reaches the half-destroyed view.
    const QPointer<SessionView> raw = &view;
    view.setPlaying(playMode());
    if (PlaySession* play = view.model()->play()) {
        connect(play, &PlaySession::changed, this, [this, raw, play] {
            if (raw && window_->currentKey() == raw->key() && play->active() &&
                !play->solvedByHand() && !play->measuring())
                banner_->dismiss();
        });
        connect(play, &PlaySession::goalReached, this, [this, raw](int moves, int optimum) {
            if (raw)
                onGoalReached(*raw, moves, optimum);
        });
    }
    connect(view.board(), &BoardWidget::editRefused, this, [this, raw] {
        if (raw && playMode() && window_->currentKey() == raw->key())
            explainLockedBoard();
    });
    connect(view.model(), &PuzzleSession::hintAnswered, this,
            [this, raw](const PuzzleSession::Hint& hint) {
                if (raw)
                    presentHint(*raw, hint);
            });
    connect(view.model(), &PuzzleSession::newGameDrawn, this,
            [this, raw](const PuzzleSession::NewGame& game) {
                if (raw)
                    onNewGame(*raw, game);
            });
}

void PlayTools::show(SessionView& view)
{
    banner_->dismiss();
    playPanel_->setSession(view.model()->play());
    updateToolActions(view);
}

QString PlayTools::toolRefusal(const SessionView& view) const
{
    const QString refusal = i18n::tableRefusalText(*view.puzzle());
    if (!refusal.isEmpty())
        return tr("Not available for %1: %2").arg(view.displayName(), refusal);
    return {};
}

QString PlayTools::playRefusal(const SessionView& view) const
{
    // Where no table fits, a search measures the distance instead (issue 23).
    return view.puzzle()->searchesDistance() ? QString() : toolRefusal(view);
}

void PlayTools::updateToolActions(const SessionView& view)
{
    const QString tableRefusal = toolRefusal(view);
    const QString playRefusal = this->playRefusal(view);
    const struct {
        const char* name;
        const char* tip;
    } tools[] = {
        {"actionPlayByHand",
         QT_TR_NOOP("Make the moves yourself; see how far you are from solved")},
        {"actionHint", QT_TR_NOOP("Highlight an optimal next move")},
        {"actionStateSpace", QT_TR_NOOP("How many positions lie at each distance from solved")},
        {"actionWatchSearch", QT_TR_NOOP("See an engine at work on this position, step by step")},
        {"actionCompare", QT_TR_NOOP("Run every engine on this position at once")},
        {"actionJudgeFile", QT_TR_NOOP("Solve every case of a judge-format input file")},
    };
    for (const auto& tool : tools) {
        auto* a = window_->widget()->findChild<QAction*>(QLatin1String(tool.name));
        if (!a)
            continue;
        const QString& refusal = QLatin1String(tool.name) == QLatin1String("actionPlayByHand") ||
                                         QLatin1String(tool.name) == QLatin1String("actionHint")
                                     ? playRefusal
                                     : tableRefusal;
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

bool PlayTools::playMode() const
{
    return playPanel_ && !playPanel_->isHidden();
}

void PlayTools::setPlayMode(bool on)
{
    if (playAction_->isChecked() != on)
        playAction_->setChecked(on);  // comes back here through toggled()
    if (playMode() == on)
        return;
    if (on && !playRefusal(current()).isEmpty()) {
        playAction_->setChecked(false);
        say(playRefusal(current()), 8000);
        return;
    }
    emit playModeChanging(on);
    playPanel_->setSession(current().model()->play());
    playPanel_->setVisible(on);
    if (!on)
        banner_->dismiss();
    emit playModeChanged(on);  // the hint over the board says what a click does now
    say(on ? tr("Playing by hand: make moves with the buttons or arrows; H gives a hint.")
           : tr("Play by hand ended."),
        6000);
}

void PlayTools::explainLockedBoard()
{
    const QString key = playAction_->shortcut().toString(QKeySequence::NativeText);
    if (current().board()->hasMoveButtons()) {
        say(tr("The board is locked while you play; moves are made with the move buttons. "
               "To edit the position, leave Play by Hand (%1).")
                .arg(key),
            8000);
        playPanel_->showNotice(tr("The board is locked while you play: use the move buttons."));
        return;
    }
    // The moves are cells: this click was on one that plays none.
    say(tr("That click plays no move. To edit the position, leave Play by Hand (%1).").arg(key),
        8000);
    playPanel_->showNotice(tr("That click plays no move."));
}

void PlayTools::startNewGame(int distance)
{
    SessionView& view = current();
    if (distance <= 0 || !toolRefusal(view).isEmpty() ||
        !view.model()->requestNewGame(distance, QRandomGenerator::global()->generate64())) {
        if (auto* scramble =
                window_->widget()->findChild<QAction*>(QStringLiteral("actionScramble")))
            scramble->trigger();
        emit newGameReady(view.key());
    }
}

void PlayTools::onNewGame(SessionView& view, const PuzzleSession::NewGame& game)
{
    if (!game.error.isEmpty()) {
        say(game.error, 8000);
    } else if (!game.position) {
        say(tr("No position of %1 is %2 moves from solved.")
                .arg(view.displayName())
                .arg(game.distance),
            8000);
    } else {
        window_->loadPosition(view.key(), *game.position, tr("New Game"));
        say(game.distance == 1 ? tr("New game: 1 move from solved.")
                               : tr("New game: %1 moves from solved.").arg(game.distance),
            6000);
    }
    emit newGameReady(view.key());
}

void PlayTools::onGoalReached(const SessionView& view, int moves, int optimum)
{
    const QString headline = PlayPanel::celebrationHeadline(moves, optimum);
    const bool optimal = optimum >= 0 && moves <= optimum;
    QString detail = optimal ? tr("Perfect: no shorter solution exists.")
                             : tr("%1 more than the shortest. Scramble for another go!")
                                   .arg(moves - optimum == 1 ? tr("1 move")
                                                             : tr("%1 moves").arg(moves - optimum));
    // The best game of this puzzle, kept across sessions (issue 23, point 14).
    const PlaySession* play = view.model()->play();
    const qint64 ms = play ? play->elapsedMs() : 0;
    if (best_results::offer(view.key(), BestResult{moves, ms}))
        detail += QLatin1Char(' ') + tr("A new best for %1: %2 in %3.")
                                         .arg(view.displayName(),
                                              moves == 1 ? tr("1 move") : tr("%1 moves").arg(moves),
                                              best_results::timeText(ms));
    if (window_->currentKey() == view.key())
        banner_->celebrate(headline, detail, optimal);
    say(headline, 10000);
}

int PlayTools::showHint()
{
    SessionView& view = current();
    if (const QString refusal = playRefusal(view); !refusal.isEmpty()) {
        say(refusal, 8000);
        emit hintShown(view.key(), -1);
        return -1;
    }
    const auto hint = view.model()->requestHint();
    if (hint)
        return presentHint(view, *hint);
    // A table answers within a millisecond; a search (no table fits) can take seconds.
    if (view.puzzle()->searchesDistance())
        say(tr("Searching for an optimal next move\u2026"), 60000);
    return kHintPending;
}

int PlayTools::presentHint(SessionView& view, const PuzzleSession::Hint& hint)
{
    if (!hint.problems.empty()) {
        say(tr("No hint yet: %1").arg(i18n::firstProblemLine(hint.problems)), 8000);
    } else if (hint.distance == 0) {
        say(tr("Already solved: there is nothing to hint."), 6000);
    } else if (hint.distance < 0 || hint.move < 0) {
        if (!hint.error.isEmpty())
            say(hint.error, 8000);
    } else {
        view.showHint(hint.move);
        const QString name = move_words::shown(*view.puzzle(), hint.move);
        const int left = hint.distance - 1;
        const QString rest = left == 1 ? tr("1 move") : tr("%1 moves").arg(left);
        say(hint.distance == 1 ? tr("Hint: move %1 solves it.").arg(name)
                               : tr("Hint: move %1 leaves %2 to go.").arg(name, rest),
            10000);
        emit hintShown(view.key(), hint.move);
        return hint.move;
    }
    emit hintShown(view.key(), -1);
    return -1;
}

CompareDialog* PlayTools::openCompare()
{
    SessionView& view = current();
    view.playback()->interrupt();
    if (const QString refusal = toolRefusal(view); !refusal.isEmpty()) {
        say(refusal, 8000);
        return nullptr;
    }
    const Position& position = view.model()->position();
    const QString problem = i18n::firstProblemLine(validateProblems(*view.puzzle(), position));
    if (!problem.isEmpty()) {
        say(tr("Cannot compare engines yet: %1").arg(problem), 8000);
        return nullptr;
    }
    // The engines race to the document's goal.
    auto* dialog = new CompareDialog(view.model()->sharedPuzzle(), position, window_->widget());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(false);
    dialog->show();
    return dialog;
}

StateSpaceDialog* PlayTools::openStateSpace()
{
    SessionView& view = current();
    if (const QString refusal = toolRefusal(view); !refusal.isEmpty()) {
        say(refusal, 8000);
        return nullptr;
    }
    // One per puzzle: a second would only repeat the first.
    for (auto* open : window_->widget()->findChildren<StateSpaceDialog*>()) {
        if (&open->puzzle() == &view.model()->puzzle() && open->isVisible()) {
            open->raise();
            open->activateWindow();
            return open;
        }
    }
    // Distances to the document's goal.
    auto* dialog = new StateSpaceDialog(view.model()->sharedPuzzle(), window_->widget());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(false);
    const QString key = view.key();
    connect(dialog, &StateSpaceDialog::positionRequested, this, [this, key](const Position& p) {
        window_->loadPosition(key, p, tr("Load from State Space"));
    });
    dialog->show();
    return dialog;
}

WatchDialog* PlayTools::openWatch()
{
    // Any puzzle: an engine that searches needs no table of every position.
    SessionView& view = current();
    view.playback()->interrupt();
    const Position& position = view.model()->position();
    const QString problem = i18n::firstProblemLine(validateProblems(*view.puzzle(), position));
    if (!problem.isEmpty()) {
        say(tr("Cannot watch a search yet: %1").arg(problem), 8000);
        return nullptr;
    }
    // The engine searches toward the document's goal, from the position on the board.
    auto* dialog = new WatchDialog(view.model()->sharedPuzzle(), position, window_->widget());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(false);
    const QString key = view.key();
    connect(dialog, &WatchDialog::positionRequested, this, [this, key](const Position& p) {
        window_->loadPosition(key, p, tr("Load from Watch the Search"));
    });
    dialog->show();
    return dialog;
}

BatchDialog* PlayTools::openJudgeFile(const QString& path)
{
    if (const QString refusal = toolRefusal(current()); !refusal.isEmpty()) {
        say(refusal, 8000);
        return nullptr;
    }
    auto* dialog = new BatchDialog(window_->puzzles(), current().puzzle(), path, window_->widget());
    // The engines chosen here, also for a puzzle chosen in the dialog.
    for (const SessionView* view : window_->sessionViews())
        dialog->setPreferredEngine(*view->puzzle(), view->model()->engine());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(false);
    dialog->show();
    return dialog;
}

void PlayTools::chooseJudgeFile()
{
    const QString path = QFileDialog::getOpenFileName(
        window_->widget(), tr("Solve Judge File \u2014 %1").arg(current().displayName()),
        FileFolders::startFolder(FileKind::JudgeInput),
        tr("Judge input (*.in *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    FileFolders::remember(FileKind::JudgeInput, path);
    openJudgeFile(path);
}

}  // namespace pl
