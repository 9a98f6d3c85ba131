// What a new user tripped over in the main window (issue 14): keys the menus show
// that did something else, a bad file on the command line that showed nothing, play
// by hand edited by a stray click, messages that outlived what they said, Copy
// Position copying what is not shown, and statistics that crowded the panel.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QWindow>

#include "contest_kinds.h"
#include "dialog_test_support.h"
#include "models/move_list_model.h"
#include "models/play_session.h"
#include "models/puzzle_document.h"
#include "models/puzzle_names.h"
#include "ui/board_widget.h"
#include "ui/game_files.h"
#include "ui/mainwindow.h"
#include "ui/play_panel.h"
#include "ui/playback_controller.h"
#include "ui/settings_autosave.h"
#include "ui/solution_panel.h"
#include "ui/state_space_dialog.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;

namespace {

const char* const kClocksSample = "9 9 12 6 6 6 6 3 6";

QAction* action(const MainWindow& w, const char* name)
{
    auto* a = w.findChild<QAction*>(QString::fromLatin1(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

struct Window {
    Window()
    {
        w.resize(1280, 800);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            qFatal("window not exposed");
    }
    ~Window()
    {
        for (QWidget* top : QApplication::topLevelWidgets())
            if (top != &w && top->isVisible())
                top->close();
    }
    MainWindow w;
};

// Play mode's distances come from the tables on a worker: wait for the latest answer.
void settle(MainWindow& w, PuzzleKind kind)
{
    PlaySession* game = w.playSession(test::keyOf(kind));
    QVERIFY(QTest::qWaitFor([&] { return !game->measuring(); }, 20000));
}

Position parse(PuzzleKind kind, const char* text)
{
    return *puzzle(kind).parsePosition(text).value;
}

bool solveNow(MainWindow& w)
{
    QSignalSpy done(&w, &MainWindow::solveFinished);
    action(w, "actionSolve")->trigger();
    return (!w.isSolving(test::keyOf(test::kindOf(w.currentKey()))) || done.wait(60000)) &&
           w.moveModel(test::keyOf(test::kindOf(w.currentKey())))->hasSolution();
}

// The key a menu shows for `a`, pressed on `target` as a person would.
void pressShortcut(QWidget* target, const QAction* a)
{
    const QKeySequence key = a->shortcut();
    QCOMPARE(key.count(), 1);
    QTest::keySequence(target, key);
}

// A visible message box, if any.
QMessageBox* shownMessageBox()
{
    for (QWidget* top : QApplication::topLevelWidgets())
        if (auto* box = qobject_cast<QMessageBox*>(top); box && box->isVisible())
            return box;
    return nullptr;
}

}  // namespace

class TestFirstUse : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanupTestCase()
    {
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
    }

    // 1. The Playback menu's Play key plays wherever the focus is, and never edits.
    void playKeyWorksWhereverTheFocusIs_data();
    void playKeyWorksWhereverTheFocusIs();

    // 12. Copy Position copies the position the board shows.
    void copyPositionCopiesWhatIsShown();

    // 5. Messages go when what they said is gone.
    void undoAfterAStoppedSearchForgetsTheStop();
    void aMoveTakesTheSolvedMessageAway();
    void stateSpaceTakesTheSolvedMessageAway();

    // 14. Statistics behind Details; the title bar names the puzzle and the file.
    void statisticsFoldBehindDetails();
    void detailsAreRemembered();
    void viewMenuGivesTheBoardTheWidth();
    void narrowWindowKeepsWholeWords();
    void settingsAreSavedAsTheyChange();
    void gamesAreSavedOpenedAndKept();
    void titleNamesThePuzzleAndTheFile();

    // 3. Play by hand: the board is locked (and says so); a new game at a distance.
    void playModeLocksTheBoard_data();
    void playModeLocksTheBoard();
    void newGameStartsAtTheChosenDistance_data();
    void newGameStartsAtTheChosenDistance();

    // 2. A bad file given on the command line: the window opens and says why.
    void badStartupFileShowsTheOpenError_data();
    void badStartupFileShowsTheOpenError();
};

void TestFirstUse::playKeyWorksWhereverTheFocusIs_data()
{
    QTest::addColumn<QString>("focus");
    QTest::newRow("board") << QStringLiteral("board");
    QTest::newRow("engine box") << QStringLiteral("engine");
    QTest::newRow("move list") << QStringLiteral("moves");
    QTest::newRow("play button") << QStringLiteral("button");
    QTest::newRow("speed slider") << QStringLiteral("slider");
    QTest::newRow("puzzle list") << QStringLiteral("puzzles");
    QTest::newRow("new game distance") << QStringLiteral("distance");
}

void TestFirstUse::playKeyWorksWhereverTheFocusIs()
{
    QFETCH(QString, focus);
    Window win;
    MainWindow& w = win.w;
    w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
    QVERIFY(w.setPositionText(QString::fromLatin1(kClocksSample)).isEmpty());
    QVERIFY(solveNow(w));
    PlaybackController* playback = w.playback(test::keyOf(PuzzleKind::Clocks));
    playback->setMoveDurationMs(60000);
    MoveListModel* moves = w.moveModel(test::keyOf(PuzzleKind::Clocks));
    const std::vector<int> solution = moves->moves();
    const Position start = w.document(test::keyOf(PuzzleKind::Clocks))->position();
    SolutionPanel* panel = w.solutionPanel();
    QAction* play = action(w, "actionPlay");

    QWidget* target = nullptr;
    if (focus == QLatin1String("board")) {
        target = w.board(test::keyOf(PuzzleKind::Clocks));
    } else if (focus == QLatin1String("engine")) {
        target = panel->engineCombo();
    } else if (focus == QLatin1String("moves")) {
        target = panel->moveList();
    } else if (focus == QLatin1String("slider")) {
        target = panel->speedSlider();
    } else if (focus == QLatin1String("puzzles")) {
        target = w.findChild<QListView*>(QStringLiteral("puzzleList"));
    } else if (focus == QLatin1String("distance")) {
        w.setPlayMode(true);
        target = w.playPanel()->difficultyBox();
    } else {
        for (auto* b : panel->findChildren<QToolButton*>())
            if (b->defaultAction() == play)
                target = b;
    }
    QVERIFY(target);
    target->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(target->hasFocus());

    pressShortcut(target, play);
    QVERIFY(playback->isPlaying());
    QVERIFY(moves->hasSolution());
    QCOMPARE(moves->moves(), solution);
    QCOMPARE(w.document(test::keyOf(PuzzleKind::Clocks))->position(), start);
    QVERIFY(!panel->engineCombo()->view()->isVisible());
    QVERIFY(target->hasFocus());

    pressShortcut(target, play);
    QVERIFY(!playback->isPlaying());
    QVERIFY(moves->hasSolution());
    QCOMPARE(moves->moves(), solution);
    QCOMPARE(w.document(test::keyOf(PuzzleKind::Clocks))->undoStack()->count(), 0);
}

void TestFirstUse::copyPositionCopiesWhatIsShown()
{
    Window win;
    MainWindow& w = win.w;
    w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
    QVERIFY(w.setPositionText(QString::fromLatin1(kClocksSample)).isEmpty());
    QVERIFY(solveNow(w));
    MoveListModel* moves = w.moveModel(test::keyOf(PuzzleKind::Clocks));
    PlaybackController* playback = w.playback(test::keyOf(PuzzleKind::Clocks));
    playback->setMoveDurationMs(0);
    const int n = moves->moveCount();
    QVERIFY(n >= 3);
    const Puzzle& p = puzzle(PuzzleKind::Clocks);
    const auto text = [&p](const Position& at) {
        return QString::fromStdString(p.formatPosition(at));
    };
    QClipboard* clipboard = QGuiApplication::clipboard();
    QAction* copy = action(w, "actionCopyPosition");

    // A preview: the document holds the start, the board shows move 2.
    playback->jumpTo(2);
    clipboard->clear();
    copy->trigger();
    QCOMPARE(clipboard->text(), text(moves->positionAt(2)));
    QCOMPARE(w.positionText(), text(moves->positionAt(2)));

    // Applied, then one step back: the document holds the end, the board move n-1.
    action(w, "actionApplySolution")->trigger();
    QCOMPARE(w.document(test::keyOf(PuzzleKind::Clocks))->position(), moves->endPosition());
    action(w, "actionStepBack")->trigger();
    w.board(test::keyOf(PuzzleKind::Clocks))->finishAnimation();
    QCOMPARE(playback->step(), n - 1);
    clipboard->clear();
    copy->trigger();
    QCOMPARE(clipboard->text(), text(moves->positionAt(n - 1)));
    QVERIFY(clipboard->text() != text(w.document(test::keyOf(PuzzleKind::Clocks))->position()));
    // What was copied pastes back as the position that was shown.
    const Position shown = moves->positionAt(n - 1);
    QVERIFY(w.pasteText(clipboard->text()).isEmpty());
    QCOMPARE(w.document(test::keyOf(PuzzleKind::Clocks))->position(), shown);
}

void TestFirstUse::undoAfterAStoppedSearchForgetsTheStop()
{
    Window win;
    MainWindow& w = win.w;
    w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
    QVERIFY(w.setPositionText(QString::fromLatin1(kClocksSample)).isEmpty());
    BoardWidget* board = w.board(test::keyOf(PuzzleKind::Clocks));
    PuzzleDocument* doc = w.document(test::keyOf(PuzzleKind::Clocks));
    const Position start = doc->position();
    QSignalSpy done(&w, &MainWindow::solveFinished);
    action(w, "actionSolve")->trigger();
    QVERIFY(w.isSolving(test::keyOf(PuzzleKind::Clocks)));
    // An edit while the search runs stops it.
    QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(0).center());
    QVERIFY(done.count() == 1 || done.wait(60000));
    SolutionPanel* panel = w.solutionPanel();
    QCOMPARE(w.solveStatus(), QStringLiteral("Stopped"));
    QCOMPARE(panel->headlineLabel()->text(), QStringLiteral("Stopped"));
    QVERIFY(panel->detailLabel()->text().contains(QStringLiteral("stopped")));

    // Undo: the position is the one that was being solved; nothing was stopped for it.
    action(w, "actionUndo")->trigger();
    QCOMPARE(doc->position(), start);
    QVERIFY(w.solveStatus().isEmpty());
    QVERIFY2(!panel->headlineLabel()->text().contains(QStringLiteral("Stopped")),
             qPrintable(panel->headlineLabel()->text()));
    QVERIFY2(!panel->detailLabel()->text().contains(QStringLiteral("stopped")),
             qPrintable(panel->detailLabel()->text()));
    QVERIFY2(!w.statusBar()->currentMessage().contains(QStringLiteral("Stopped")),
             qPrintable(w.statusBar()->currentMessage()));
    // And Solve works again from there.
    QVERIFY(solveNow(w));
}

void TestFirstUse::aMoveTakesTheSolvedMessageAway()
{
    Window win;
    MainWindow& w = win.w;
    w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
    QVERIFY(w.setPositionText(QString::fromLatin1(kClocksSample)).isEmpty());
    QVERIFY(solveNow(w));
    QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Solved in")),
             qPrintable(w.statusBar()->currentMessage()));
    BoardWidget* board = w.board(test::keyOf(PuzzleKind::Clocks));
    QTest::mouseClick(board, Qt::LeftButton, {}, board->moveButtonRect(0).center());
    board->finishAnimation();
    QVERIFY(!w.moveModel(test::keyOf(PuzzleKind::Clocks))->hasSolution());
    QVERIFY2(!w.statusBar()->currentMessage().contains(QStringLiteral("Solved")),
             qPrintable(w.statusBar()->currentMessage()));
    QVERIFY(!w.solutionPanel()->headlineLabel()->text().contains(QStringLiteral("Solved")));
}

void TestFirstUse::stateSpaceTakesTheSolvedMessageAway()
{
    Window win;
    MainWindow& w = win.w;
    w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
    QVERIFY(w.setPositionText(QString::fromLatin1(kClocksSample)).isEmpty());
    QVERIFY(solveNow(w));
    // Coming back to the puzzle shows its outcome in the status bar again.
    w.selectPuzzle(test::keyOf(PuzzleKind::Rotation));
    w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
    QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Solved in")),
             qPrintable(w.statusBar()->currentMessage()));
    StateSpaceDialog* dialog = w.openStateSpace();
    QVERIFY(dialog);
    const Position other = parse(PuzzleKind::Clocks, "3 3 3 3 3 3 3 3 3");
    emit dialog->positionRequested(other);
    QCOMPARE(w.document(test::keyOf(PuzzleKind::Clocks))->position(), other);
    QVERIFY(!w.moveModel(test::keyOf(PuzzleKind::Clocks))->hasSolution());
    QVERIFY2(!w.statusBar()->currentMessage().contains(QStringLiteral("Solved")),
             qPrintable(w.statusBar()->currentMessage()));
    QVERIFY(w.solveStatus().isEmpty());
}

void TestFirstUse::statisticsFoldBehindDetails()
{
    Window win;
    MainWindow& w = win.w;
    SolutionPanel* panel = w.solutionPanel();
    auto* stats = panel->findChild<QWidget*>(QStringLiteral("statsGroup"));
    auto* nodes = panel->findChild<QLabel*>(QStringLiteral("statNodes"));
    QVERIFY(stats && nodes);
    QToolButton* details = panel->detailsButton();
    QVERIFY(details->isVisible());
    QVERIFY(!details->text().isEmpty());
    QVERIFY(!panel->detailsShown());
    QVERIFY(!stats->isVisible());

    w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
    QVERIFY(w.setPositionText(QString::fromLatin1(kClocksSample)).isEmpty());
    QVERIFY(solveNow(w));
    QVERIFY(!stats->isVisible());
    QApplication::processEvents();
    const int listFolded = panel->moveList()->height();

    dialog_test::shot(w, "details-folded");
    QTest::mouseClick(details, Qt::LeftButton);
    QVERIFY(panel->detailsShown());
    QVERIFY(stats->isVisible());
    dialog_test::shot(w, "details-unfolded");
    // The statistics of the search just made, as they were before.
    QVERIFY(nodes->text().contains(QRegularExpression(QStringLiteral("\\d"))));
    QApplication::processEvents();
    // Unfolded, they take room from the move list; folded, the list has it.
    QVERIFY2(
        panel->moveList()->height() < listFolded,
        qPrintable(QStringLiteral("%1 vs %2").arg(panel->moveList()->height()).arg(listFolded)));
    QTest::mouseClick(details, Qt::LeftButton);
    QVERIFY(!panel->detailsShown());
    QVERIFY(!stats->isVisible());
}

void TestFirstUse::detailsAreRemembered()
{
    QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
    {
        MainWindow w;
        w.restoreSettings();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.solutionPanel()->detailsShown());
        QTest::mouseClick(w.solutionPanel()->detailsButton(), Qt::LeftButton);
        QVERIFY(w.solutionPanel()->detailsShown());
        w.close();
    }
    {
        MainWindow w;
        w.restoreSettings();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.solutionPanel()->detailsShown());
        QVERIFY(w.solutionPanel()->findChild<QWidget*>(QStringLiteral("statsGroup"))->isVisible());
        QTest::mouseClick(w.solutionPanel()->detailsButton(), Qt::LeftButton);
        w.close();
    }
    MainWindow w;
    w.restoreSettings();
    QVERIFY(!w.solutionPanel()->detailsShown());
    // A window that did not restore the settings (tests, screenshots) starts folded.
    MainWindow fresh;
    QVERIFY(!fresh.solutionPanel()->detailsShown());
}

// At 800x600 the side panels take most of the width (issue 23, point 15): View hides
// the library and the solution panel, the board gets their room, and the choice is
// remembered as it is made.
void TestFirstUse::viewMenuGivesTheBoardTheWidth()
{
    QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
    const auto action = [](const MainWindow& w, const char* name) {
        return w.findChild<QAction*>(QString::fromLatin1(name));
    };
    {
        MainWindow w;
        w.restoreSettings();
        w.resize(800, 600);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* menu = w.findChild<QMenu*>(QStringLiteral("menuView"));
        QVERIFY(menu);
        QVERIFY(w.menuBar()->actions().contains(menu->menuAction()));
        QAction* library = action(w, "actionShowLibrary");
        QAction* solution = action(w, "actionShowSolutionPanel");
        QVERIFY(library && solution);
        QVERIFY(menu->actions().contains(library) && menu->actions().contains(solution));
        QVERIFY(library->isChecked() && solution->isChecked());
        QWidget* board = w.board(w.currentKey());
        QVERIFY(board);
        const int narrow = board->width();
        library->trigger();
        solution->trigger();
        QApplication::processEvents();
        QVERIFY(!w.findChild<QWidget*>(QStringLiteral("libraryPanel"))->isVisible());
        QVERIFY(!w.solutionPanel()->isVisible());
        QVERIFY2(board->width() >= narrow + 400,
                 qPrintable(QStringLiteral("%1 -> %2").arg(narrow).arg(board->width())));
        // Saved as it changed: no clean quit needed.
        QSettings settings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
        QCOMPARE(settings.value(QStringLiteral("view/actionShowLibrary")).toBool(), false);
    }
    {
        MainWindow w;
        w.restoreSettings();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!action(w, "actionShowLibrary")->isChecked());
        QVERIFY(!w.findChild<QWidget*>(QStringLiteral("libraryPanel"))->isVisible());
        QVERIFY(!w.solutionPanel()->isVisible());
        action(w, "actionShowLibrary")->trigger();
        action(w, "actionShowSolutionPanel")->trigger();
        QVERIFY(w.findChild<QWidget*>(QStringLiteral("libraryPanel"))->isVisible());
        QVERIFY(w.solutionPanel()->isVisible());
    }
    // A window that did not restore the settings shows both.
    QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"))
        .setValue(QStringLiteral("view/actionShowLibrary"), false);
    MainWindow fresh;
    QVERIFY(action(fresh, "actionShowLibrary")->isChecked());
    QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
}

// Settings are saved as they change, not only on a clean quit (issue 23, point 10): a
// window that is never closed (a crash, a killed session) leaves the puzzle shown and
// its position for the next start.
// At 800x600 with both side panels shown (issue 23, point 15): the play panel puts its
// buttons under the distance rather than squeezing them, and the Solution panel stacks
// Apply and Export; every button and the Start-at box keep the width their text needs
// (they read "ındom" and "Export…ution" before). At 1280x800 all stands side by side.
void TestFirstUse::narrowWindowKeepsWholeWords()
{
    for (const QSize size : {QSize(800, 600), QSize(1280, 800)}) {
        Window win;
        MainWindow& w = win.w;
        w.resize(size);
        QApplication::processEvents();
        w.selectPuzzle(QStringLiteral("rotation"));
        w.setPlayMode(true);
        QApplication::processEvents();
        PlayPanel* panel = w.playPanel();
        QVERIFY(panel->isVisible());
        const QString where = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
        QList<QWidget*> whole;
        for (auto* b : panel->findChildren<QToolButton*>())
            whole << b;
        auto* box = panel->findChild<QSpinBox*>(QStringLiteral("playDifficulty"));
        QVERIFY(box);
        whole << box;
        for (auto* b : w.solutionPanel()->findChildren<QToolButton*>())
            if (b->objectName() == QLatin1String("applyButton") ||
                b->objectName() == QLatin1String("exportButton"))
                whole << b;
        QCOMPARE(whole.size(), 5);
        for (QWidget* b : whole) {
            QVERIFY2(b->isVisible(), qPrintable(where + QLatin1Char(' ') + b->objectName()));
            QVERIFY2(b->width() >= b->sizeHint().width(),
                     qPrintable(QStringLiteral("%1 %2: %3 < %4")
                                    .arg(where, b->objectName())
                                    .arg(b->width())
                                    .arg(b->sizeHint().width())));
            // Inside its panel, not cut off at its edge.
            QWidget* host = b->parentWidget();
            while (host && host != panel && host != w.solutionPanel())
                host = host->parentWidget();
            QVERIFY(host);
            const QRect inHost(b->mapTo(host, QPoint(0, 0)), b->size());
            QVERIFY2(host->rect().contains(inHost),
                     qPrintable(where + QLatin1Char(' ') + b->objectName()));
        }
        // Side by side where there is room, stacked where there is not.
        auto* hint = panel->findChildren<QToolButton*>().value(0);
        auto* apply = w.solutionPanel()->findChild<QToolButton*>(QStringLiteral("applyButton"));
        auto* exportButton =
            w.solutionPanel()->findChild<QToolButton*>(QStringLiteral("exportButton"));
        QVERIFY(hint && apply && exportButton);
        const bool wide = size.width() >= 1280;
        QCOMPARE(apply->y() == exportButton->y(), wide);
        QCOMPARE(box->y() > hint->y(), true);
        w.setPlayMode(false);
    }
}

void TestFirstUse::settingsAreSavedAsTheyChange()
{
    QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
    const QString key = test::keyOf(PuzzleKind::MagicSquare);
    Position set;
    {
        auto* w = new MainWindow;
        w->restoreSettings();
        auto* autosave = w->findChild<SettingsAutosave*>();
        QVERIFY(autosave);
        autosave->setDelayMs(20);
        QVERIFY(w->selectPuzzle(key));
        QVERIFY(w->setPositionText(QStringLiteral("1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1")).isEmpty());
        set = w->document(key)->position();
        QTRY_VERIFY(!autosave->pending());
        QCOMPARE(QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"))
                     .value(QStringLiteral("puzzle"))
                     .toString(),
                 key);
        // Gone without a close event, as in a crash: no saveSettings() on the way out.
        delete w;
    }
    MainWindow next;
    next.restoreSettings();
    QCOMPARE(next.currentKey(), key);
    QCOMPARE(next.document(key)->position(), set);
    QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
}

// File > Save Game and Open Game, and the game kept over a restart (issue 23, point
// 14): the whole undo history comes back, Play by Hand with its moves and hints; a bad
// file changes nothing and says where it is wrong.
void TestFirstUse::gamesAreSavedOpenedAndKept()
{
    QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
    QTemporaryDir dir;
    const QString key = test::keyOf(PuzzleKind::Clocks);
    const QString path = dir.filePath(QStringLiteral("clocks-game.plgame"));
    PuzzleDocument::History saved;
    {
        auto* w = new MainWindow;
        w->restoreSettings();
        auto* autosave = w->findChild<SettingsAutosave*>();
        QVERIFY(autosave);
        autosave->setDelayMs(20);
        QVERIFY(w->selectPuzzle(key));
        QVERIFY(w->findChild<QAction*>(QStringLiteral("actionSaveGame")));
        QVERIFY(w->findChild<QAction*>(QStringLiteral("actionOpenGame")));
        QVERIFY(w->setPositionText(QStringLiteral("9 9 12 6 6 6 6 3 6")).isEmpty());
        w->setPlayMode(true);
        PlaySession* game = w->playSession(key);
        QVERIFY(game);
        QTRY_VERIFY(!game->measuring());
        PuzzleDocument* doc = w->document(key);
        QVERIFY(doc->applyMove(3));  // move 4
        QTRY_VERIFY(!game->measuring());
        QVERIFY(doc->applyMove(4));  // move 5
        QTRY_VERIFY(!game->measuring());
        QVERIFY(w->showHint() >= 0);
        QCOMPARE(game->hintsUsed(), 1);
        auto* games = w->findChild<GameFiles*>();
        QVERIFY(games);
        QCOMPARE(games->saveGame(path), QString());
        saved = doc->history();
        QCOMPARE(int(saved.steps.size()), 2);

        // Something else happens; then the game comes back whole.
        w->setPlayMode(false);
        QVERIFY(w->setPositionText(QStringLiteral("12 12 12 12 12 12 12 12 3")).isEmpty());
        QCOMPARE(games->openGame(path), QString());
        QVERIFY(w->playMode());
        QCOMPARE(doc->position(), saved.steps.back().position);
        QCOMPARE(doc->undoStack()->count(), 2);
        game = w->playSession(key);
        QTRY_VERIFY(!game->measuring());
        QCOMPARE(game->movesUsed(), 2);
        QCOMPARE(game->hintsUsed(), 1);
        doc->undoStack()->undo();
        QTRY_VERIFY(!game->measuring());
        QCOMPARE(game->movesUsed(), 1);
        doc->undoStack()->redo();

        // A broken file: refused with its line, and nothing changes.
        const QString bad = dir.filePath(QStringLiteral("bad.plgame"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("PuzzleLab game 1\npuzzle: clocks\nstart: 9 9 12\ndone: 0\n");
        file.close();
        const Position before = doc->position();
        const QString error = games->openGame(bad);
        QVERIFY2(error.contains(QStringLiteral("line 3")), qPrintable(error));
        QCOMPARE(doc->position(), before);
        QCOMPARE(doc->undoStack()->count(), 2);
        QTRY_VERIFY(!autosave->pending());
        delete w;  // no clean quit: the autosave has kept the game
    }
    MainWindow next;
    next.restoreSettings();
    PuzzleDocument* doc = next.document(key);
    QCOMPARE(doc->position(), saved.steps.back().position);
    QCOMPARE(doc->undoStack()->count(), 2);
    QCOMPARE(doc->undoStack()->index(), 2);
    doc->undoStack()->undo();
    QCOMPARE(doc->position(), saved.steps.front().position);
    doc->undoStack()->undo();
    QCOMPARE(doc->position(), saved.start);
    QCOMPARE(QString::fromStdString(next.puzzleOf(key)->formatPosition(saved.start)),
             QStringLiteral("9 9 12 6 6 6 6 3 6"));
    QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
}

void TestFirstUse::titleNamesThePuzzleAndTheFile()
{
    const QString dash = QStringLiteral(" \u2014 ");
    Window win;
    MainWindow& w = win.w;
    w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
    QCOMPARE(w.windowTitle(), QStringLiteral("The Clocks") + dash + QStringLiteral("PuzzleLab"));
    w.selectPuzzle(test::keyOf(PuzzleKind::MagicSquare));
    QCOMPARE(w.windowTitle(), QStringLiteral("Magic Squares") + dash + QStringLiteral("PuzzleLab"));
    QVERIFY(w.windowFilePath().isEmpty());

    QVERIFY(w.setPositionText(QStringLiteral("1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1")).isEmpty());
    QVERIFY(solveNow(w));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("msquare-solution.txt"));
    QCOMPARE(w.exportSolutionTo(path), QString());
    QCOMPARE(w.windowFilePath(), path);
    QVERIFY(!w.isWindowModified());
    const QString named = QStringLiteral("msquare-solution.txt") + dash +
                          QStringLiteral("Magic Squares") + dash + QStringLiteral("PuzzleLab");
    QCOMPARE(w.windowHandle()->title(), named);

    // A move: the window no longer shows what the file holds.
    BoardWidget* board = w.board(test::keyOf(PuzzleKind::MagicSquare));
    QTest::mouseClick(board, Qt::LeftButton, {}, board->moveButtonRect(0).center());
    board->finishAnimation();
    QVERIFY(w.isWindowModified());
    QCOMPARE(w.windowHandle()->title(), QStringLiteral("msquare-solution.txt*") + dash +
                                            QStringLiteral("Magic Squares") + dash +
                                            QStringLiteral("PuzzleLab"));
    // Another puzzle has no file.
    w.selectPuzzle(test::keyOf(PuzzleKind::Rotation));
    QCOMPARE(w.windowHandle()->title(),
             QStringLiteral("The Rotation Game") + dash + QStringLiteral("PuzzleLab"));
    QVERIFY(w.windowFilePath().isEmpty());

    // Opened in another window: named from the start, not modified.
    Window other;
    QCOMPARE(other.w.openSolutionFrom(path), QString());
    QCOMPARE(test::kindOf(other.w.currentKey()), PuzzleKind::MagicSquare);
    QCOMPARE(other.w.windowHandle()->title(), named);
    QCOMPARE(other.w.windowFilePath(), path);
    // A solution pasted over it comes from no file.
    QVERIFY(other.w.pasteText(other.w.solutionText()).isEmpty());
    QVERIFY(other.w.windowFilePath().isEmpty());
    QCOMPARE(other.w.windowHandle()->title(),
             QStringLiteral("Magic Squares") + dash + QStringLiteral("PuzzleLab"));
}

void TestFirstUse::playModeLocksTheBoard_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("position");
    QTest::newRow("clocks") << int(PuzzleKind::Clocks) << QString::fromLatin1(kClocksSample);
    QTest::newRow("magic squares")
        << int(PuzzleKind::MagicSquare) << QStringLiteral("1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1");
    QTest::newRow("rotation") << int(PuzzleKind::Rotation)
                              << QStringLiteral("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
}

void TestFirstUse::playModeLocksTheBoard()
{
    QFETCH(int, kind);
    QFETCH(QString, position);
    const auto k = PuzzleKind(kind);
    Window win;
    MainWindow& w = win.w;
    w.selectPuzzle(test::keyOf(k));
    QVERIFY(w.setPositionText(position).isEmpty());
    w.setPlayMode(true);
    settle(w, k);
    PuzzleDocument* doc = w.document(test::keyOf(k));
    PlaySession* game = w.playSession(test::keyOf(k));
    BoardWidget* board = w.board(test::keyOf(k));
    const Position start = doc->position();
    const Position goal = doc->goal();
    // Measured for the document's goal (Magic Squares' target).
    const JudgeCase contestStart = test::caseShown(*doc);
    const auto solver = test::solverFor(k, contestStart);
    const int optimum = game->optimum();
    QCOMPARE(optimum, solver->distance(contestStart.position));

    // A click on a cell (both buttons), and the keys that edit a focused cell; on
    // Magic Squares a click on the target too (items 8, 9).
    for (const Qt::MouseButton button : {Qt::LeftButton, Qt::RightButton})
        for (int cell : {0, 1, 7, 8, 9})
            if (!board->cellRect(cell).isEmpty())
                QTest::mouseClick(board, button, {}, board->cellRect(cell).center());
    board->setFocus();
    board->setFocusedCell(2);
    for (const Qt::Key key : {Qt::Key_Return, Qt::Key_Enter, Qt::Key_1, Qt::Key_2})
        QTest::keyClick(board, key);
    QCOMPARE(doc->position(), start);
    QCOMPARE(doc->goal(), goal);
    QCOMPARE(board->puzzlePosition(), start);
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(game->optimum(), optimum);
    QCOMPARE(game->movesUsed(), 0);
    // ... and the person is told why, where they look.
    QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("locked")),
             qPrintable(w.statusBar()->currentMessage()));
    QVERIFY2(w.playPanel()->headlineText().contains(QStringLiteral("locked")),
             qPrintable(w.playPanel()->headlineText()));
    auto* hint = w.findChild<QLabel*>(QStringLiteral("boardHint"));
    QVERIFY(hint);
    QVERIFY2(hint->text().contains(QStringLiteral("locked")), qPrintable(hint->text()));
    dialog_test::shot(w, qPrintable(QStringLiteral("play-locked-%1").arg(kind)));

    // Moves by hand still work, and count.
    board->finishAnimation();
    const QRect move = board->moveButtonRect(0);
    QVERIFY(!move.isEmpty());
    QTest::mouseClick(board, Qt::LeftButton, {}, move.center());
    board->finishAnimation();
    settle(w, k);
    QCOMPARE(test::caseShown(*doc),
             (JudgeCase{solver->apply(contestStart.position, 0), contestStart.goal}));
    QCOMPARE(game->movesUsed(), 1);
    QCOMPARE(game->optimum(), optimum);
    QVERIFY(!w.playPanel()->headlineText().contains(QStringLiteral("locked")));

    // Out of play mode the board edits again, and the hint says how.
    w.setPlayMode(false);
    QVERIFY(!hint->text().contains(QStringLiteral("locked")));
    const Position before = doc->position();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(0).center());
    if (k == PuzzleKind::MagicSquare)  // a swap takes two clicks
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(1).center());
    QVERIFY(doc->position() != before);
}

void TestFirstUse::newGameStartsAtTheChosenDistance_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("largest");
    // The puzzles' largest distances (SPEC): 27, 22 and 13 moves.
    QTest::newRow("clocks") << int(PuzzleKind::Clocks) << 27;
    QTest::newRow("magic squares") << int(PuzzleKind::MagicSquare) << 22;
    QTest::newRow("rotation") << int(PuzzleKind::Rotation) << 13;
}

void TestFirstUse::newGameStartsAtTheChosenDistance()
{
    QFETCH(int, kind);
    QFETCH(int, largest);
    const auto k = PuzzleKind(kind);
    Window win;
    MainWindow& w = win.w;
    w.selectPuzzle(test::keyOf(k));
    w.setPlayMode(true);
    PlayPanel* panel = w.playPanel();
    QSpinBox* box = panel->difficultyBox();
    QVERIFY(box->isVisible());
    QCOMPARE(box->minimum(), 0);  // "random"
    // The largest distance comes from the tables, on a worker.
    QTRY_COMPARE_WITH_TIMEOUT(box->maximum(), largest, 20000);
    QAction* newGame = action(w, "actionNewGame");
    PuzzleDocument* doc = w.document(test::keyOf(k));
    PlaySession* game = w.playSession(test::keyOf(k));
    const Puzzle& p = puzzle(k);
    // Magic Squares draws boards for the target set (its goal): not the standard one.
    if (doc->hasEditableGoal()) {
        const JudgeCase split = test::contestCase(k, "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1");
        QVERIFY(split.goal);
        QVERIFY(doc->setGoal(*split.goal, QStringLiteral("target")));
    }

    for (const int distance : {1, 5, largest}) {
        box->setValue(distance);
        QCOMPARE(panel->difficulty(), distance);
        QSignalSpy ready(&w, &MainWindow::newGameReady);
        newGame->trigger();
        // The position is drawn on the tables' worker, then measured there.
        QVERIFY(ready.count() > 0 || ready.wait(20000));
        settle(w, k);
        QCOMPARE(test::distanceShown(k, *doc), distance);
        QCOMPARE(game->optimum(), distance);
        QCOMPARE(game->distance(), distance);
        QCOMPARE(game->movesUsed(), 0);
        QCOMPARE(panel->distanceText(), QString::number(distance));
    }
    // Undo takes the new game back like any loaded position.
    QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("New Game"));

    // "random" scrambles; each puzzle keeps its own choice.
    box->setValue(0);
    QCOMPARE(box->text(), QStringLiteral("random"));
    newGame->trigger();
    settle(w, k);
    QVERIFY(p.validate(doc->position()).empty());
    if (doc->hasEditableGoal())
        QVERIFY(p.validate(doc->goal()).empty());
    QCOMPARE(game->optimum(), test::distanceShown(k, *doc));
    box->setValue(3);
    const PuzzleKind other = k == PuzzleKind::Clocks ? PuzzleKind::Rotation : PuzzleKind::Clocks;
    w.selectPuzzle(test::keyOf(other));
    QTRY_COMPARE_WITH_TIMEOUT(box->maximum(), other == PuzzleKind::Clocks ? 27 : 13, 20000);
    QCOMPARE(panel->difficulty(), 0);
    w.selectPuzzle(test::keyOf(k));
    QCOMPARE(panel->difficulty(), 3);
}

void TestFirstUse::badStartupFileShowsTheOpenError_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");  // empty: the file does not exist
    QTest::newRow("missing") << QStringLiteral("missing.txt") << QByteArray();
    QTest::newRow("not a solution")
        << QStringLiteral("notes.txt") << QByteArray("shopping list\nmilk\n");
}

void TestFirstUse::badStartupFileShowsTheOpenError()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    if (!content.isEmpty()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    MainWindow w;
    const Position before = w.document(test::keyOf(test::kindOf(w.currentKey())))->position();
    const QString problem = w.openStartupFile(path);
    QVERIFY(!problem.isEmpty());
    QVERIFY2(problem.contains(name), qPrintable(problem));
    QCOMPARE(problem, w.openSolutionFrom(path));  // what File > Open would say
    QVERIFY(!shownMessageBox());                  // not before the window is up
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY(shownMessageBox());
    QMessageBox* box = shownMessageBox();
    // The box File > Open shows for the same error.
    QCOMPARE(box->windowTitle(), QStringLiteral("Cannot Open Solution"));
    QCOMPARE(box->text(), problem + QStringLiteral("\n\nNothing has been changed."));
    QCOMPARE(box->icon(), QMessageBox::Warning);
    QCOMPARE(box->window()->parentWidget(), &w);
    dialog_test::shot(*box, qPrintable(QStringLiteral("startup-error-") + name));
    box->accept();
    QTRY_VERIFY(!shownMessageBox());
    // The window is there to use, with nothing changed.
    QVERIFY(w.isVisible());
    QCOMPARE(w.document(test::keyOf(test::kindOf(w.currentKey())))->position(), before);
    QVERIFY(!w.moveModel(test::keyOf(test::kindOf(w.currentKey())))->hasSolution());
}

QTEST_MAIN(TestFirstUse)
#include "tst_first_use.moc"
