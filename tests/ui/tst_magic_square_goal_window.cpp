// Magic Squares in the window (issue 11): its target is the session's goal, not half
// of a 16-cell position. The window holds the bundled 8-cell definition; the target is
// drawn and edited on the hand-drawn board as the goal (each swap one undo step), Solve
// answers for it as the USACO judge does, New Game draws boards for it, old 16-number
// solution files and pastes still open as board and target, an exported file names
// the goal and opens again, and the settings keep it. The expected answers are the
// USACO sample's (from start 1 2 3 4 5 6 7 8 to the target 2 6 8 4 5 7 3 1: 7 moves,
// BCABCCB) and the test's own breadth-first search over the moves as the task states
// them, never the program's tables.
#include <QAction>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <array>
#include <map>
#include <queue>
#include <random>

#include "core/registry.h"
#include "core/solution_file.h"
#include "models/move_list_model.h"
#include "models/position_sampler.h"
#include "models/puzzle_document.h"
#include "ui/magic_square_board.h"
#include "ui/mainwindow.h"

using namespace pl;

namespace {

const QString kKey = QStringLiteral("msquare");

Position cells(std::initializer_list<int> values)
{
    Position p;
    for (int v : values)
        p.cells.push_back(static_cast<std::uint8_t>(v));
    return p;
}

const Position kStart = cells({1, 2, 3, 4, 5, 6, 7, 8});
const Position kSampleTarget = cells({2, 6, 8, 4, 5, 7, 3, 1});

// The moves as the USACO task states them, on the board read clockwise from the
// top-left corner (top row left to right, bottom row right to left):
// A exchanges the rows, B shifts both rows one square right, C turns the four middle
// squares a quarter clockwise.
Position play(const Position& p, int move)
{
    // The grid: top[0..3] = cells 0..3, bottom[0..3] (left to right) = cells 7..4.
    std::array<int, 4> top{p.cells[0], p.cells[1], p.cells[2], p.cells[3]};
    std::array<int, 4> bottom{p.cells[7], p.cells[6], p.cells[5], p.cells[4]};
    if (move == 0) {
        std::swap(top, bottom);
    } else if (move == 1) {
        std::rotate(top.rbegin(), top.rbegin() + 1, top.rend());
        std::rotate(bottom.rbegin(), bottom.rbegin() + 1, bottom.rend());
    } else {
        const int t1 = top[1], t2 = top[2], b1 = bottom[1], b2 = bottom[2];
        top[1] = b1;
        top[2] = t1;
        bottom[2] = t2;
        bottom[1] = b2;
    }
    return cells({top[0], top[1], top[2], top[3], bottom[3], bottom[2], bottom[1], bottom[0]});
}

// Moves from `from` to `to`, by the test's own breadth-first search.
int distance(const Position& from, const Position& to)
{
    // A board of eight tiles 1..8 as one number.
    const auto code = [](const Position& p) {
        int c = 0;
        for (std::uint8_t v : p.cells)
            c = c * 9 + v;
        return c;
    };
    std::map<int, int> seen{{code(from), 0}};
    std::queue<Position> open;
    open.push(from);
    while (!open.empty()) {
        const Position at = open.front();
        open.pop();
        const int d = seen[code(at)];
        if (at == to)
            return d;
        for (int m = 0; m < 3; ++m) {
            const Position next = play(at, m);
            if (seen.emplace(code(next), d + 1).second)
                open.push(next);
        }
    }
    return -1;
}

struct Window {
    MainWindow w;
    Window()
    {
        w.resize(1100, 720);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            qFatal("window not exposed");
        w.selectPuzzle(kKey);
    }
    PuzzleDocument& doc() { return *w.document(kKey); }
    BoardWidget& board() { return *w.board(kKey); }
};

void click(BoardWidget& board, int item)
{
    const QRect r = board.cellRect(item);
    QVERIFY(!r.isEmpty());
    QTest::mouseClick(&board, Qt::LeftButton, {}, r.center());
}

// Sets the target shown to `want` by swapping its tiles with clicks, as a person
// would (the target's tiles are the board's items 8..15). Returns the swaps made.
int clickTarget(Window& win, const Position& want)
{
    int swaps = 0;
    for (int i = 0; i < 8; ++i) {
        const Position goal = win.doc().goal();
        if (goal.cells[std::size_t(i)] == want.cells[std::size_t(i)])
            continue;
        int j = i + 1;
        while (goal.cells[std::size_t(j)] != want.cells[std::size_t(i)])
            ++j;
        click(win.board(), 8 + i);
        click(win.board(), 8 + j);
        ++swaps;
    }
    return swaps;
}

Outcome solveShown(MainWindow& w)
{
    QSignalSpy finished(&w, &MainWindow::solveFinished);
    w.solve();
    if (finished.isEmpty() && !finished.wait(60000))
        return Outcome::Failed;
    return finished.first().at(1).value<Outcome>();
}

void trigger(const MainWindow& w, const char* name)
{
    auto* a = w.findChild<QAction*>(QString::fromLatin1(name));
    if (!a)
        qFatal("no action %s", name);
    a->trigger();
}

QString movesText(MainWindow& w)
{
    const auto& p = *w.puzzleOf(kKey);
    return QString::fromStdString(p.formatMoves(w.moveModel(kKey)->moves()));
}

}  // namespace

class TestMagicSquareGoalWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theTargetIsTheGoalBesideAnEightCellBoard()
    {
        Window win;
        QVERIFY(qobject_cast<MagicSquareBoard*>(&win.board()));
        QCOMPARE(win.w.puzzleOf(kKey)->cellCount(), 8);
        QVERIFY(win.doc().hasEditableGoal());
        QCOMPARE(win.doc().position(), kStart);
        QCOMPARE(win.doc().goal(), kStart);
        QCOMPARE(win.board().puzzlePosition(), kStart);
        QCOMPARE(win.board().puzzleGoal(), kStart);
        QCOMPARE(win.board().boardCellCount(), 8);
        // The target's tiles are drawn, each where a person clicks it.
        for (int i = 0; i < 16; ++i)
            QVERIFY(!win.board().cellRect(i).isEmpty());
        QCOMPARE(win.w.positionText(), QStringLiteral("1 2 3 4 5 6 7 8 / 1 2 3 4 5 6 7 8"));
    }

    void clickingTheTargetSetsTheGoalAndSolveAnswersForIt()
    {
        Window win;
        QUndoStack* undo = win.doc().undoStack();
        click(win.board(), 8);
        QCOMPARE(undo->count(), 0);  // half a swap is no edit
        click(win.board(), 15);
        QCOMPARE(undo->count(), 1);
        QCOMPARE(undo->undoText(), QStringLiteral("Swap target tiles 1 and 8"));
        QCOMPARE(win.doc().goal(), cells({8, 2, 3, 4, 5, 6, 7, 1}));
        QCOMPARE(win.board().puzzleGoal(), win.doc().goal());
        QCOMPARE(win.doc().position(), kStart);  // the board is untouched
        undo->undo();

        const int swaps = clickTarget(win, kSampleTarget);
        QCOMPARE(win.doc().goal(), kSampleTarget);
        QCOMPARE(win.doc().position(), kStart);
        QCOMPARE(undo->count(), swaps);
        QCOMPARE(win.w.positionText(), QStringLiteral("1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1"));

        // The USACO sample: 7 moves, BCABCCB, with every engine the window offers.
        const auto engines = win.w.puzzleOf(kKey)->engineNames();
        QVERIFY(engines.size() >= 2);
        for (const std::string& engine : engines) {
            QVERIFY(win.w.setEngine(QString::fromStdString(engine)));
            QCOMPARE(solveShown(win.w), Outcome::Solved);
            QCOMPARE(movesText(win.w), QStringLiteral("BCABCCB"));
            QCOMPARE(win.w.solveStatus(), QStringLiteral("Solved in 7 moves"));
        }
        Position end = kStart;
        for (int m : win.w.moveModel(kKey)->moves())
            end = play(end, m);
        QCOMPARE(end, kSampleTarget);
    }

    void aGoalEditIsUndoneAndRedone()
    {
        Window win;
        QUndoStack* undo = win.doc().undoStack();
        click(win.board(), 9);
        click(win.board(), 10);  // target 1 3 2 4 5 6 7 8
        click(win.board(), 0);
        click(win.board(), 7);  // board 8 2 3 4 5 6 7 1
        QCOMPARE(undo->count(), 2);
        QCOMPARE(undo->undoText(), QStringLiteral("Swap tiles 1 and 8"));
        const Position goal = cells({1, 3, 2, 4, 5, 6, 7, 8});
        const Position board = cells({8, 2, 3, 4, 5, 6, 7, 1});
        QCOMPARE(win.doc().goal(), goal);
        QCOMPARE(win.doc().position(), board);

        trigger(win.w, "actionUndo");
        QCOMPARE(win.doc().position(), kStart);
        QCOMPARE(win.doc().goal(), goal);
        QCOMPARE(undo->undoText(), QStringLiteral("Swap target tiles 2 and 3"));
        trigger(win.w, "actionUndo");
        QCOMPARE(win.doc().goal(), kStart);
        QCOMPARE(win.board().puzzleGoal(), kStart);
        trigger(win.w, "actionRedo");
        QCOMPARE(win.doc().goal(), goal);
        QCOMPARE(win.board().puzzleGoal(), goal);
        QCOMPARE(win.doc().position(), kStart);
        trigger(win.w, "actionRedo");
        QCOMPARE(win.doc().position(), board);

        // Solve answers for the goal the redo brought back, at the test's own length.
        QCOMPARE(solveShown(win.w), Outcome::Solved);
        QCOMPARE(int(win.w.moveModel(kKey)->moves().size()), distance(board, goal));
        Position end = board;
        for (int m : win.w.moveModel(kKey)->moves())
            end = play(end, m);
        QCOMPARE(end, goal);
    }

    void anOldSixteenNumberFileOpensWithTheSameBoardAndTarget_data()
    {
        QTest::addColumn<QByteArray>("file");
        // What the old program wrote: the contest record, board / target.
        SolutionRecord record;
        record.puzzle = "msquare";
        record.position = cells({1, 2, 3, 4, 5, 6, 7, 8});
        record.goal = cells({2, 6, 8, 4, 5, 7, 3, 1});
        record.moves = {1, 2, 0, 1, 2, 2, 1};
        record.engine = "table";
        record.nodes = 1;
        const std::string written = writeSolutionFile(record);
        QVERIFY(written.find("\nposition: 1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1\n") !=
                std::string::npos);
        QTest::newRow("as written") << QByteArray::fromStdString(written);
        QTest::newRow("sixteen numbers, no slash") << QByteArray(
            "PuzzleLab solution 1\npuzzle: msquare\n"
            "position: 1 2 3 4 5 6 7 8 2 6 8 4 5 7 3 1\nmoves: BCABCCB\n"
            "length: 7\nresult: solved\n");
        QTest::newRow("slash, by hand") << QByteArray(
            "PuzzleLab solution 1\npuzzle: msquare\n"
            "position: 1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1\nmoves: BCABCCB\n"
            "length: 7\nresult: solved\nengine: table\nnodes: 1\n");
        QTest::newRow("CRLF and a BOM") << QByteArray(
            "\xEF\xBB\xBFPuzzleLab solution 1\r\npuzzle: msquare\r\n"
            "position: 1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1\r\nmoves: BCABCCB\r\n"
            "length: 7\r\nresult: solved\r\n");
    }

    void anOldSixteenNumberFileOpensWithTheSameBoardAndTarget()
    {
        QFETCH(QByteArray, file);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old-msquare.txt"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(file);
        out.close();

        Window win;
        win.w.selectPuzzle(QStringLiteral("clocks"));
        QCOMPARE(win.w.openSolutionFrom(path), QString());
        QCOMPARE(win.w.currentKey(), kKey);
        QCOMPARE(win.doc().position(), kStart);
        QCOMPARE(win.doc().goal(), kSampleTarget);
        QCOMPARE(win.board().puzzleGoal(), kSampleTarget);
        QCOMPARE(movesText(win.w), QStringLiteral("BCABCCB"));
        QVERIFY(win.doc().puzzle().isGoal(win.w.moveModel(kKey)->endPosition()));
    }

    void exportWritesTheGoalAndOpensAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("msquare-solution.txt"));
        const Position board = cells({3, 1, 2, 4, 5, 6, 7, 8});
        {
            Window win;
            QVERIFY(win.doc().setPositionAndGoal(board, kSampleTarget, QStringLiteral("set")));
            QCOMPARE(solveShown(win.w), Outcome::Solved);
            QCOMPARE(int(win.w.moveModel(kKey)->moves().size()), distance(board, kSampleTarget));
            QCOMPARE(win.w.exportSolutionTo(path), QString());
        }
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(in.readAll());
        QVERIFY2(text.contains(QStringLiteral("\nposition: 3 1 2 4 5 6 7 8\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("\ngoal: 2 6 8 4 5 7 3 1\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("\npuzzle: msquare\n")), qPrintable(text));

        Window again;
        QCOMPARE(again.w.openSolutionFrom(path), QString());
        QCOMPARE(again.doc().position(), board);
        QCOMPARE(again.doc().goal(), kSampleTarget);
        Position end = board;
        for (int m : again.w.moveModel(kKey)->moves())
            end = play(end, m);
        QCOMPARE(end, kSampleTarget);
    }

    void aSixteenNumberPasteReadsAsBoardAndTarget()
    {
        Window win;
        win.w.selectPuzzle(QStringLiteral("clocks"));
        QCOMPARE(win.w.pasteText(QStringLiteral("8 7 6 5 4 3 2 1 2 6 8 4 5 7 3 1")), QString());
        QCOMPARE(win.w.currentKey(), kKey);
        QCOMPARE(win.doc().position(), cells({8, 7, 6, 5, 4, 3, 2, 1}));
        QCOMPARE(win.doc().goal(), kSampleTarget);
        QCOMPARE(win.doc().undoStack()->count(), 1);
        // The slash form reads the same, and a target that repeats a tile is refused.
        QCOMPARE(win.w.pasteText(QStringLiteral("1 2 3 4 5 6 7 8 / 8 7 6 5 4 3 2 1")), QString());
        QCOMPARE(win.doc().position(), kStart);
        QCOMPARE(win.doc().goal(), cells({8, 7, 6, 5, 4, 3, 2, 1}));
        QVERIFY(!win.w.pasteText(QStringLiteral("1 2 3 4 5 6 7 8 1 1 3 4 5 6 7 8")).isEmpty());
        QCOMPARE(win.doc().goal(), cells({8, 7, 6, 5, 4, 3, 2, 1}));
        QCOMPARE(win.doc().undoStack()->count(), 2);
    }

    void newGameDrawsBoardsForTheCurrentTarget()
    {
        Window win;
        QVERIFY(win.doc().setGoal(kSampleTarget, QStringLiteral("goal")));
        const Puzzle& puzzle = win.doc().puzzle();  // the puzzle with that goal
        std::mt19937_64 rng(11);
        QCOMPARE(largestDistance(puzzle), 22);
        for (int d : {0, 1, 7, 15, 21, 22}) {
            const auto board = samplePositionAtDistance(puzzle, d, rng);
            QVERIFY2(board, qPrintable(QString::number(d)));
            QCOMPARE(board->cells.size(), std::size_t(8));
            QVERIFY(puzzle.validate(*board).empty());
            QCOMPARE(distance(*board, kSampleTarget), d);
        }
        QVERIFY(!samplePositionAtDistance(puzzle, 23, rng));
        const auto hardest = sampleHardestPosition(puzzle, rng);
        QVERIFY(hardest);
        QCOMPARE(distance(*hardest, kSampleTarget), 22);
    }

    void settingsKeepTheTarget()
    {
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
        const Position board = cells({4, 3, 2, 1, 5, 6, 7, 8});
        {
            Window win;
            QVERIFY(win.doc().setPositionAndGoal(board, kSampleTarget, QStringLiteral("set")));
            win.w.saveSettings();
        }
        {
            Window win;
            win.w.restoreSettings();
            QCOMPARE(win.doc().position(), board);
            QCOMPARE(win.doc().goal(), kSampleTarget);
            QCOMPARE(win.board().puzzleGoal(), kSampleTarget);
        }
        // Settings an older program saved: the 16 numbers of board and target.
        {
            QSettings settings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
            const QStringList keys = settings.allKeys().filter(kKey);
            QVERIFY2(!keys.isEmpty(), qPrintable(settings.allKeys().join(QLatin1Char(' '))));
            for (const QString& k : keys)
                if (settings.value(k).toString().contains(QLatin1Char('/')))
                    settings.setValue(k, QStringLiteral("4 3 2 1 5 6 7 8 8 7 6 5 4 3 2 1"));
        }
        Window old;
        old.w.restoreSettings();
        QCOMPARE(old.doc().position(), board);
        QCOMPARE(old.doc().goal(), cells({8, 7, 6, 5, 4, 3, 2, 1}));
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
    }
};

QTEST_MAIN(TestMagicSquareGoalWindow)
#include "tst_magic_square_goal_window.moc"
