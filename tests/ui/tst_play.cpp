// Play by hand in the main window (SPEC 4b): the distance shown after every hand move
// is the engines' optimal length, Hint's move is one step closer, solving by hand is
// celebrated with the right counts, and the tool dialogs open from their actions.
#include <random>

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "contest_kinds.h"
#include "dialog_test_support.h"
#include "models/play_session.h"
#include "models/puzzle_document.h"
#include "models/solve_service.h"
#include "ui/batch_dialog.h"
#include "ui/board_widget.h"
#include "ui/compare_dialog.h"
#include "ui/mainwindow.h"
#include "ui/play_panel.h"
#include "ui/rotation_board.h"
#include "ui/state_space_dialog.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;

Q_DECLARE_METATYPE(pl::test::PuzzleKind)

namespace {

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
        // Dialogs are top-level children; close them so their threads stop first.
        for (QWidget* top : QApplication::topLevelWidgets())
            if (top != &w && top->isVisible())
                top->close();
    }
    MainWindow w;
};

// The engine's optimal length, through the same service the window solves with.
int engineLength(PuzzleKind kind, const Position& position)
{
    SolveService service;
    QSignalSpy done(&service, &SolveService::finished);
    service.solve(test::sharedOf(kind), position);
    if (!done.wait(60000))
        qFatal("solve timed out");
    const auto result = done.takeFirst().at(1).value<SolveResult>();
    if (!result.solved())
        qFatal("solve failed");
    return int(result.moves.size());
}

// A valid position `distance` moves from solved, walking optimal moves from a seeded
// random one (the distance tables make each step exact).
Position positionAt(PuzzleKind kind, int distance, unsigned seed)
{
    const Puzzle& p = test::windowPuzzle(kind);
    std::mt19937_64 rng(seed);
    for (;;) {
        Position pos = p.random(rng);
        if (p.distance(pos) < distance)
            continue;
        while (p.distance(pos) > distance)
            pos = p.apply(pos, p.optimalMoves(pos).front());
        return pos;
    }
}

// The distances come from the tables on a worker: wait for the latest answer.
void settle(MainWindow& w, PuzzleKind kind)
{
    PlaySession* session = w.playSession(test::keyOf(kind));
    QVERIFY(QTest::qWaitFor([&] { return !session->measuring(); }, 20000));
}

void clickMove(MainWindow& w, PuzzleKind kind, int move)
{
    BoardWidget* board = w.board(test::keyOf(kind));
    board->finishAnimation();
    auto* rotation = qobject_cast<RotationBoard*>(board);
    const QRect rect = rotation ? rotation->arrowRect(move) : board->moveButtonRect(move);
    QVERIFY(!rect.isEmpty());
    QTest::mouseClick(board, Qt::LeftButton, {}, rect.center());
    board->finishAnimation();
    settle(w, kind);
}

void start(Window& win, PuzzleKind kind, const Position& position)
{
    win.w.selectPuzzle(test::keyOf(kind));
    win.w.loadPosition(test::keyOf(kind), position, QStringLiteral("test"));
    win.w.setPlayMode(true);
    settle(win.w, kind);
}

}  // namespace

class TestPlay : public QObject {
    Q_OBJECT
private slots:
    void kinds_data();
    void distanceFollowsHandMoves_data() { kinds_data(); }
    void distanceFollowsHandMoves();
    void hintIsOneStepCloser_data() { kinds_data(); }
    void hintIsOneStepCloser();
    void hintOutOfPlayAndWhileMeasuring_data() { kinds_data(); }
    void hintOutOfPlayAndWhileMeasuring();
    void solvingByHandIsCelebrated_data() { kinds_data(); }
    void solvingByHandIsCelebrated();
    void undoTakesAMoveBackAndEditsStartAgain();
    void invalidRotationShowsTheCountProblem();
    void playModeActionAndPanel();
    void compareOpensOnTheCurrentPosition();
    void stateSpaceLoadsAPositionUndoably();
    void judgeFileOpensTheBatchDialog();
};

void TestPlay::kinds_data()
{
    QTest::addColumn<PuzzleKind>("kind");
    QTest::newRow("clocks") << PuzzleKind::Clocks;
    QTest::newRow("msquare") << PuzzleKind::MagicSquare;
    QTest::newRow("rotation") << PuzzleKind::Rotation;
}

void TestPlay::distanceFollowsHandMoves()
{
    QFETCH(PuzzleKind, kind);
    Window win;
    const Position startPos = positionAt(kind, 6, 7);
    start(win, kind, startPos);
    PlaySession* session = win.w.playSession(test::keyOf(kind));
    PlayPanel* panel = win.w.playPanel();
    QVERIFY(panel->isVisible());
    QCOMPARE(panel->session(), session);
    QCOMPARE(panel->distanceText(), QString::number(engineLength(kind, startPos)));
    QCOMPARE(session->optimum(), 6);

    // A fixed walk that goes both ways: each step is checked against a fresh search.
    const int moveCount = int(test::windowPuzzle(kind).moveNames().size());
    const std::vector<int> walk{0, 2, moveCount - 1, 1, 1};
    int previous = 6;
    for (std::size_t i = 0; i < walk.size(); ++i) {
        clickMove(win.w, kind, walk[i]);
        const Position now = win.w.document(test::keyOf(kind))->position();
        const int length = engineLength(kind, now);
        QCOMPARE(panel->distanceText(), QString::number(length));
        QCOMPARE(session->distance(), length);
        QCOMPARE(session->movesUsed(), int(i) + 1);
        const auto expected = length < previous    ? PlaySession::Verdict::Closer
                              : length == previous ? PlaySession::Verdict::Same
                                                   : PlaySession::Verdict::Farther;
        QCOMPARE(session->verdict(), expected);
        QVERIFY(!panel->headlineText().isEmpty());
        QVERIFY(panel->detailText().contains(QString::number(int(i) + 1)));
        previous = length;
    }
}

void TestPlay::hintIsOneStepCloser()
{
    QFETCH(PuzzleKind, kind);
    Window win;
    start(win, kind, positionAt(kind, 5, 11));
    PlaySession* session = win.w.playSession(test::keyOf(kind));
    for (int d = 5; d > 0; --d) {
        QCOMPARE(session->distance(), d);
        const int move = win.w.showHint();
        QVERIFY(move >= 0);
        QCOMPARE(win.w.board(test::keyOf(kind))->highlightedMove(), move);
        const QString name =
            QString::fromStdString(test::windowPuzzle(kind).moveNames()[std::size_t(move)]);
        QVERIFY2(win.w.statusBar()->currentMessage().contains(name),
                 qPrintable(win.w.statusBar()->currentMessage()));
        clickMove(win.w, kind, move);
        QCOMPARE(session->distance(), d - 1);
        QCOMPARE(engineLength(kind, win.w.document(test::keyOf(kind))->position()), d - 1);
        // The highlight belonged to the position before the move.
        QCOMPARE(win.w.board(test::keyOf(kind))->highlightedMove(), -1);
    }
    QCOMPARE(session->hintsUsed(), 5);
    QCOMPARE(win.w.showHint(), -1);
}

void TestPlay::hintOutOfPlayAndWhileMeasuring()
{
    QFETCH(PuzzleKind, kind);
    Window win;
    const Puzzle& p = test::windowPuzzle(kind);
    const Position startPos = positionAt(kind, 5, 13);
    win.w.selectPuzzle(test::keyOf(kind));
    win.w.loadPosition(test::keyOf(kind), startPos, QStringLiteral("test"));
    // Out of play mode the hint is looked up on the tables' worker.
    QSignalSpy shown(&win.w, &MainWindow::hintShown);
    QCOMPARE(win.w.showHint(), MainWindow::kHintPending);
    QVERIFY(shown.wait(20000));
    int move = shown.takeFirst().at(1).toInt();
    QVERIFY(move >= 0);
    QCOMPARE(win.w.board(test::keyOf(kind))->highlightedMove(), move);
    QCOMPARE(engineLength(kind, p.apply(startPos, move)), 4);
    const QString name = QString::fromStdString(p.moveNames()[std::size_t(move)]);
    QVERIFY2(win.w.statusBar()->currentMessage().contains(name),
             qPrintable(win.w.statusBar()->currentMessage()));

    // In play mode, a hint asked for before the distance after a move has arrived
    // follows that answer, and is about the position after the move.
    win.w.setPlayMode(true);
    settle(win.w, kind);
    PlaySession* session = win.w.playSession(test::keyOf(kind));
    win.w.document(test::keyOf(kind))->applyMove(move);
    const int now = win.w.showHint();
    if (now == MainWindow::kHintPending) {
        QVERIFY(shown.count() > 0 || shown.wait(20000));
        move = shown.takeFirst().at(1).toInt();
    } else {
        move = now;
    }
    QVERIFY(move >= 0);
    QCOMPARE(session->distance(), 4);
    QCOMPARE(engineLength(kind, p.apply(win.w.document(test::keyOf(kind))->position(), move)), 3);
    QCOMPARE(win.w.board(test::keyOf(kind))->highlightedMove(), move);
    QCOMPARE(session->hintsUsed(), 1);

    // A solved position has no hint, in play mode or not.
    win.w.setPlayMode(false);
    win.w.loadPosition(test::keyOf(kind), p.initial(), QStringLiteral("test"));
    if (engineLength(kind, p.initial()) == 0) {
        shown.clear();
        QCOMPARE(win.w.showHint(), MainWindow::kHintPending);
        QVERIFY(shown.wait(20000));
        QCOMPARE(shown.front().at(1).toInt(), -1);
        QVERIFY2(win.w.statusBar()->currentMessage().contains(QStringLiteral("Already solved")),
                 qPrintable(win.w.statusBar()->currentMessage()));
    }
}

void TestPlay::solvingByHandIsCelebrated()
{
    QFETCH(PuzzleKind, kind);
    Window win;
    const Puzzle& p = test::windowPuzzle(kind);
    const Position startPos = positionAt(kind, 3, 5);
    start(win, kind, startPos);
    PlaySession* session = win.w.playSession(test::keyOf(kind));
    QSignalSpy reached(session, &PlaySession::goalReached);

    // A detour first: a move that does not bring the position closer.
    int detour = -1;
    for (int m = 0; m < int(p.moveNames().size()) && detour < 0; ++m)
        if (p.distance(p.apply(startPos, m)) >= 3)
            detour = m;
    QVERIFY(detour >= 0);
    clickMove(win.w, kind, detour);
    int used = 1;
    while (session->distance() > 0) {
        QVERIFY(!win.w.celebration()->showing());
        clickMove(win.w, kind,
                  p.optimalMoves(win.w.document(test::keyOf(kind))->position()).front());
        ++used;
    }
    QCOMPARE(reached.count(), 1);
    QCOMPARE(reached.first().at(0).toInt(), used);
    QCOMPARE(reached.first().at(1).toInt(), 3);
    QVERIFY(session->solvedByHand());
    QVERIFY(win.w.celebration()->showing());
    const QString headline = PlayPanel::celebrationHeadline(used, 3);
    QCOMPARE(win.w.celebration()->headline(), headline);
    QVERIFY(headline.contains(QString::number(used)) && headline.contains(QStringLiteral("3")));
    QCOMPARE(win.w.playPanel()->headlineText(), headline);
    QCOMPARE(win.w.playPanel()->distanceText(), QStringLiteral("0"));
    if (!qEnvironmentVariableIsEmpty("PL_DIALOG_SHOTS")) {
        QTest::qWait(600);  // the banner fades in
        dialog_test::shot(win.w, QTest::currentDataTag());
    }
    // Not modal: the board still takes moves, and a move away dismisses the banner.
    QVERIFY(!QApplication::activeModalWidget());
    clickMove(win.w, kind, 0);
    QCOMPARE(session->movesUsed(), used + 1);
    QVERIFY(!win.w.celebration()->showing());
}

void TestPlay::undoTakesAMoveBackAndEditsStartAgain()
{
    Window win;
    const PuzzleKind kind = PuzzleKind::MagicSquare;
    start(win, kind, positionAt(kind, 6, 3));
    PlaySession* session = win.w.playSession(test::keyOf(kind));
    clickMove(win.w, kind, 0);
    clickMove(win.w, kind, 1);
    QCOMPARE(session->movesUsed(), 2);
    action(win.w, "actionUndo")->trigger();
    settle(win.w, kind);
    QCOMPARE(session->movesUsed(), 1);
    QCOMPARE(session->verdict(), PlaySession::Verdict::TakenBack);
    QCOMPARE(session->distance(),
             test::windowPuzzle(kind).distance(win.w.document(test::keyOf(kind))->position()));
    action(win.w, "actionRedo")->trigger();
    settle(win.w, kind);
    QCOMPARE(session->movesUsed(), 2);
    // Scramble is not a move: a new game starts from the scrambled position.
    action(win.w, "actionScramble")->trigger();
    settle(win.w, kind);
    QCOMPARE(session->movesUsed(), 0);
    QCOMPARE(session->optimum(),
             test::windowPuzzle(kind).distance(win.w.document(test::keyOf(kind))->position()));
}

void TestPlay::invalidRotationShowsTheCountProblem()
{
    Window win;
    const PuzzleKind kind = PuzzleKind::Rotation;
    win.w.selectPuzzle(test::keyOf(kind));
    win.w.loadPosition(test::keyOf(kind), positionAt(kind, 4, 9), QStringLiteral("test"));
    auto* board = qobject_cast<RotationBoard*>(win.w.board(test::keyOf(kind)));
    QVERIFY(board);
    // The board is edited before playing: in play mode it is locked.
    QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(0).center());
    win.w.setPlayMode(true);
    PlaySession* session = win.w.playSession(test::keyOf(kind));
    QVERIFY(!session->problem().isEmpty());
    QCOMPARE(session->distance(), -1);
    PlayPanel* panel = win.w.playPanel();
    QCOMPARE(panel->distanceText(), QStringLiteral("?"));
    QVERIFY(panel->detailText().startsWith(session->problem()));
    QVERIFY(panel->detailText().contains(QStringLiteral("Leave Play by Hand")));
    QCOMPARE(win.w.showHint(), -1);
    // Putting the label back (out of play mode) makes it playable again, as a new game.
    win.w.setPlayMode(false);
    QTest::mouseClick(board, Qt::RightButton, {}, board->cellRect(0).center());
    win.w.setPlayMode(true);
    settle(win.w, kind);
    QVERIFY(session->problem().isEmpty());
    QCOMPARE(session->distance(), 4);
    QCOMPARE(panel->distanceText(), QStringLiteral("4"));
}

void TestPlay::playModeActionAndPanel()
{
    Window win;
    QAction* play = action(win.w, "actionPlayByHand");
    QVERIFY(play->isCheckable());
    QVERIFY(!play->shortcut().isEmpty());
    QVERIFY(!win.w.playPanel()->isVisible());
    play->trigger();
    QVERIFY(win.w.playMode());
    QVERIFY(win.w.playPanel()->isVisible());
    // Switching puzzles shows that puzzle's game.
    win.w.selectPuzzle(test::keyOf(PuzzleKind::Rotation));
    QCOMPARE(win.w.playPanel()->session(), win.w.playSession(test::keyOf(PuzzleKind::Rotation)));
    QVERIFY(win.w.playSession(test::keyOf(PuzzleKind::Rotation))->active());
    play->trigger();
    QVERIFY(!win.w.playMode());
    QVERIFY(!win.w.playPanel()->isVisible());
    QVERIFY(!win.w.playSession(test::keyOf(PuzzleKind::Rotation))->active());
}

void TestPlay::compareOpensOnTheCurrentPosition()
{
    Window win;
    win.w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
    const Position p = positionAt(PuzzleKind::Clocks, 7, 1);
    win.w.loadPosition(test::keyOf(PuzzleKind::Clocks), p, QStringLiteral("test"));
    action(win.w, "actionCompare")->trigger();
    CompareDialog* dialog = nullptr;
    for (QWidget* top : QApplication::topLevelWidgets())
        if (auto* d = qobject_cast<CompareDialog*>(top); d && d->isVisible())
            dialog = d;
    QVERIFY(dialog);
    QVERIFY(!dialog->isModal());
    QVERIFY(dialog->testAttribute(Qt::WA_DeleteOnClose));
    QCOMPARE(test::kindOf(dialog->puzzle()), PuzzleKind::Clocks);
    QCOMPARE(dialog->position(), p);
    QSignalSpy done(dialog, &CompareDialog::allFinished);
    QVERIFY(done.count() > 0 || done.wait(60000));
    QVERIFY(dialog->answersAgree());
    QCOMPARE(int(dialog->rows().front().result.moves.size()), 7);
}

void TestPlay::stateSpaceLoadsAPositionUndoably()
{
    Window win;
    const PuzzleKind kind = PuzzleKind::MagicSquare;
    win.w.selectPuzzle(test::keyOf(kind));
    PuzzleDocument* doc = win.w.document(test::keyOf(kind));
    const Position before = doc->position();
    action(win.w, "actionStateSpace")->trigger();
    StateSpaceDialog* dialog = nullptr;
    for (QWidget* top : QApplication::topLevelWidgets())
        if (auto* d = qobject_cast<StateSpaceDialog*>(top); d && d->isVisible())
            dialog = d;
    QVERIFY(dialog);
    QVERIFY(!dialog->isModal());
    QCOMPARE(test::kindOf(dialog->puzzle()), kind);
    dialog->setSeed(42);
    // The histogram and the position come from the tables on a worker.
    QSignalSpy done(dialog, &StateSpaceDialog::requestDone);
    QVERIFY(QTest::qWaitFor([&] { return dialog->histogramKnown(); }, 20000));
    dialog->requestPositionAt(9);
    QVERIFY(done.wait(20000));
    QVERIFY(doc->position() != before);
    QCOMPARE(test::distanceShown(kind, *doc), 9);
    QCOMPARE(win.w.board(test::keyOf(kind))->puzzlePosition(), doc->position());
    QVERIFY(doc->undoStack()->canUndo());
    action(win.w, "actionUndo")->trigger();
    QCOMPARE(doc->position(), before);
}

void TestPlay::judgeFileOpensTheBatchDialog()
{
    Window win;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("clocks.in"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("9 9 12\n6 6 6\n6 3 6\n");
    f.close();
    QAction* judge = action(win.w, "actionJudgeFile");
    QVERIFY(!judge->shortcut().isEmpty());
    QVERIFY(judge->text().contains(QLatin1Char('&')));
    BatchDialog* dialog = win.w.openJudgeFile(path);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->testAttribute(Qt::WA_DeleteOnClose));
    QCOMPARE(test::kindOf(dialog->puzzle()), PuzzleKind::Clocks);
    QCOMPARE(dialog->caseCount(), 1);
    QSignalSpy done(dialog, &BatchDialog::batchFinished);
    dialog->start();
    QVERIFY(done.count() > 0 || done.wait(30000));
    QCOMPARE(dialog->answers(), QByteArray("4 5 8 9\n"));
}

QTEST_MAIN(TestPlay)
#include "tst_play.moc"
