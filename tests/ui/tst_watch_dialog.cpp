// Tools > Watch the Search (SPEC 9, issue 24): the view on each seed puzzle with its
// classic engine shows what the engine itself reports (nodes, iterations, layers, the
// 4^9 vectors, the answer); Step holds the search one event further; the tree of a small
// search has every node the engine generated, and a click on a node shows its position;
// the trace exports as CSV and the tree as PNG; the main window opens it from Tools.
#include <QAction>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolTip>
#include <QtTest>
#include <set>

#include "contest_kinds.h"
#include "core/definition_puzzle.h"
#include "core/registry.h"
#include "dialog_test_support.h"
#include "models/watch_session.h"
#include "puzzle_keys.h"
#include "ui/board_widget.h"
#include "ui/mainwindow.h"
#include "ui/state_space_chart.h"
#include "ui/watch_dialog.h"

using namespace pl;
using namespace pl::test;

namespace {

Position parsed(const Puzzle& puzzle, const char* text)
{
    auto p = puzzle.parsePosition(text);
    if (!p)
        qFatal("bad test position %s", text);
    return *p.value;
}

bool runToEnd(WatchDialog& d)
{
    d.setEventsPerSecond(0);
    d.run();
    return QTest::qWaitFor([&] { return d.session()->finished(); }, 60000);
}

}  // namespace

class TstWatchDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The Rotation Game's classic IDA*: the chart's bars are the iterations' nodes, the
    // counts are the engine's, the answer is the engine's answer and the no-undo rule's
    // cuts are counted.
    void rotationIdaAsTheEngineReports()
    {
        const auto puzzle = sharedOf(PuzzleKind::Rotation);
        const Position p = parsed(*puzzle, "3 2 3 2 2 1 3 1 3 2 3 3 3 2 1 1 3 1 1 2 2 1 2 1");
        WatchDialog d(puzzle, p);
        QCOMPARE(d.engine(), QStringLiteral("rotation-ida"));
        QVERIFY(runToEnd(d));
        d.refresh();
        const Answer& a = d.session()->answer();
        QCOMPARE(a.outcome, Outcome::Solved);
        // The same engine unwatched: the same answer after as many nodes.
        const Answer plain = puzzle->makeEngine("rotation-ida")->solve(p, {}, CancelToken{});
        QCOMPARE(a.moves, plain.moves);
        QCOMPARE(a.stats.nodes, plain.stats.nodes);
        const auto s = d.snapshot();
        QCOMPARE(s.nodes, a.stats.nodes);
        QVERIFY(s.skippedRule > 0);
        const std::vector<quint64>& bars = d.chart()->histogram();
        QCOMPARE(bars.size(), s.iterations.size());  // one bar per bound, from the first
        for (std::size_t i = 0; i < s.iterations.size(); ++i)
            QCOMPARE(bars[i], s.iterations[i].nodes);
        QCOMPARE(s.iterations.back().total, a.stats.nodes);
        QVERIFY2(d.statusText().contains(QString::number(a.moves.size())),
                 qPrintable(d.statusText()));
        QVERIFY(d.detailText().contains(QString::fromStdString(puzzle->formatMoves(a.moves))));
        // The board ends on the goal the answer reaches.
        Position end = p;
        for (const int m : a.moves)
            end = puzzle->apply(end, m);
        QCOMPARE(d.board()->puzzlePosition(), end);
        dialog_test::shot(d, "watch-rotation");
    }

    // Magic Squares' breadth-first search: the chart's layers are the histogram of the
    // table of every board (distances from any board are those from the goal), the tree
    // holds every board taken from the queue; a node clicked shows its board.
    void msquareBfsLayersAndTree()
    {
        const auto puzzle = sharedOf(PuzzleKind::MagicSquare);
        const Position p = parsed(*puzzle, "2 6 8 4 5 7 3 1");
        WatchDialog d(puzzle, p);
        QCOMPARE(d.engine(), QStringLiteral("msquare-bfs"));
        QVERIFY(runToEnd(d));
        d.refresh();
        const Answer& a = d.session()->answer();
        QCOMPARE(a.outcome, Outcome::Solved);
        QCOMPARE(a.moves.size(), std::size_t{7});  // the USACO sample: BCABCCB
        const auto s = d.snapshot();
        const std::vector<quint64>& bars = d.chart()->histogram();
        QCOMPARE(bars.size(), std::size_t{7});  // layers 0..6 complete
        const std::vector<std::uint64_t> counts = puzzle->histogram();
        for (std::size_t k = 0; k < bars.size(); ++k)
            QCOMPARE(std::uint64_t(bars[k]), counts[k]);
        QCOMPARE(s.nodes, a.stats.nodes);
        // The tree: one node per board taken from the queue (all of them, it is small).
        QVERIFY(!s.treeTruncated);
        QCOMPARE(static_cast<std::uint64_t>(d.treeNodesDrawn()), a.stats.nodes);
        // A node of the tree shows its own board: node 1 is the first child of the start.
        d.showTreeNode(1);
        QCOMPARE(d.board()->puzzlePosition(), puzzle->apply(p, 0));
        // The keyboard walks the tree: Right the next node, Up its parent.
        auto* treeView = d.findChild<QGraphicsView*>(QStringLiteral("watchTree"));
        QVERIFY(treeView);
        QTest::keyClick(treeView, Qt::Key_Right);
        QCOMPARE(d.shownTreeNode(), 2);
        QCOMPARE(d.board()->puzzlePosition(), puzzle->apply(p, 1));
        QTest::keyClick(treeView, Qt::Key_Up);
        QCOMPARE(d.shownTreeNode(), 0);
        QCOMPARE(d.board()->puzzlePosition(), p);
        QTest::keyClick(treeView, Qt::Key_Right);
        QSignalSpy load(&d, &WatchDialog::positionRequested);
        QTest::keyClick(treeView, Qt::Key_Return);
        QCOMPARE(load.size(), 1);
        QCOMPARE(load.front().front().value<Position>(), puzzle->apply(p, 0));
        // The mouse: a click shows a node, a double click asks for it too.
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        const auto nodeAt = [&](int index) {
            for (QGraphicsItem* item : treeView->scene()->items())
                if (item->data(0).isValid() && item->data(0).toInt() == index) {
                    treeView->centerOn(item);
                    return treeView->mapFromScene(item->sceneBoundingRect().center());
                }
            return QPoint(-1, -1);
        };
        const QPoint third = nodeAt(3);
        QVERIFY(treeView->viewport()->rect().contains(third));
        QTest::mouseClick(treeView->viewport(), Qt::LeftButton, {}, third);
        QCOMPARE(d.shownTreeNode(), 3);
        QCOMPARE(d.board()->puzzlePosition(), d.treeNodePosition(3));
        // A node's tooltip is made when asked: its move, depth and figures.
        {
            const QPoint at = nodeAt(3);
            QHelpEvent help(QEvent::ToolTip, at, treeView->viewport()->mapToGlobal(at));
            QApplication::sendEvent(treeView->viewport(), &help);
            QVERIFY2(QToolTip::text().contains(QStringLiteral("depth 1")),
                     qPrintable(QToolTip::text()));
            QToolTip::hideText();
        }
        const QPoint second = nodeAt(2);
        QTest::mouseDClick(treeView->viewport(), Qt::LeftButton, {}, second);
        QCOMPARE(d.shownTreeNode(), 2);
        QCOMPARE(load.size(), 2);
        QCOMPARE(load.back().front().value<Position>(), puzzle->apply(p, 1));
        d.showTreeNode(-1);
        QCOMPARE(d.shownTreeNode(), -1);
        QVERIFY(d.detailText().contains(QStringLiteral("Memory")));
        QVERIFY(d.detailText().contains(QStringLiteral("Cantor code")));
        dialog_test::shot(d, "watch-msquare");

        // Stepped: the front of the queue drawn as small boards.
        WatchDialog stepped(puzzle, p);
        stepped.step(40);
        QVERIFY(QTest::qWaitFor([&] { return stepped.snapshot().events >= 41; }, 10000));
        stepped.refresh();
        const auto held = stepped.snapshot();
        QVERIFY(held.queueLength > 0);
        QCOMPARE(static_cast<std::size_t>(stepped.queueBoardsDrawn()),
                 std::min<std::size_t>(8, held.queueLength));
        // Each a picture of its board (the strip's board is kept off screen).
        const auto thumbs = stepped.findChildren<QLabel*>(QStringLiteral("watchQueueBoard"));
        QCOMPARE(thumbs.size(), qsizetype(8));
        for (int i = 0; i < stepped.queueBoardsDrawn(); ++i) {
            const QPixmap picture = thumbs[i]->pixmap();
            QVERIFY(!picture.isNull());
            QVERIFY(picture.width() > 20);
            // Not blank: the board's coloured tiles are drawn on it.
            const QImage image = picture.toImage();
            std::set<QRgb> colours;
            for (int y = 0; y < image.height(); y += 2)
                for (int x = 0; x < image.width(); x += 2)
                    colours.insert(image.pixel(x, y));
            QVERIFY(colours.size() > 8);
        }
        dialog_test::shot(stepped, "watch-msquare-queue");

        // A table build: the board shows the position it expands, at the distance it says.
        WatchDialog table(puzzle, p);
        table.setEngine(QStringLiteral("table"));
        QCOMPARE(table.engine(), QStringLiteral("table"));
        table.step(300);
        QVERIFY(QTest::qWaitFor([&] { return table.snapshot().events >= 301; }, 10000));
        table.refresh();
        const auto built = table.snapshot();
        QVERIFY(!built.position.empty());
        const Position expanded{built.position};
        QCOMPARE(table.board()->puzzlePosition(), expanded);
        QVERIFY(table.detailText().contains(
            QStringLiteral("Expanded at distance %1").arg(built.level)));
        QVERIFY(table.detailText().contains(QStringLiteral("Cantor code")));
        QCOMPARE(table.treeNodesDrawn(), 0);
        // Its queue (the frontier list) as small boards, the next position expanded first.
        QVERIFY(built.queueLength > 0);
        QCOMPARE(static_cast<std::uint64_t>(table.queueBoardsDrawn()),
                 std::min<std::uint64_t>(8, built.queueLength));
        const std::vector<std::uint8_t> front = built.queuePositions.front();
        table.step(1);
        QVERIFY(QTest::qWaitFor([&] { return table.snapshot().events >= 302; }, 10000));
        QCOMPARE(table.snapshot().position, front);
        auto distance = puzzle->makeEngine("msquare-bfs");
        const CancelToken never;
        QCOMPARE(static_cast<int>(distance->solve(expanded, {}, never).moves.size()), built.level);
        table.stopSearch();

        QTemporaryDir dir;
        QString error;
        const QString csv = dir.filePath(QStringLiteral("trace.csv"));
        QVERIFY2(d.exportCsv(csv, &error), qPrintable(error));
        const QByteArray text = dialog_test::readFile(csv);
        QVERIFY(text.startsWith("event,bound_or_depth,count,total,next_bound,search_ms\n"));
        QCOMPARE(text.count('\n'), qsizetype(1 + 7 + 1));  // header, 7 layers, the answer
        QVERIFY(text.contains("layer,6,"));
        const QString png = dir.filePath(QStringLiteral("tree.png"));
        QVERIFY2(d.exportTree(png, &error), qPrintable(error));
        QImage picture(png);
        QVERIFY(!picture.isNull());
        QVERIFY(picture.width() > 100);
        // A folder that is not there: a sentence, and nothing written.
        QVERIFY(!d.exportCsv(dir.filePath(QStringLiteral("none/trace.csv")), &error));
        QVERIFY(!error.isEmpty());
    }

    // The Clocks' enumeration: all 4^9 vectors tried, the best is the answer's counts.
    void clocksEnumerationToTheEnd()
    {
        const auto puzzle = sharedOf(PuzzleKind::Clocks);
        const Position p = parsed(*puzzle, "9 9 12 6 6 6 6 3 6");
        WatchDialog d(puzzle, p);
        QCOMPARE(d.engine(), QStringLiteral("clocks-enumerate"));
        d.step(999);
        QVERIFY(QTest::qWaitFor([&] { return d.snapshot().events >= 1000; }, 10000));
        QTest::qWait(50);
        QCOMPARE(d.snapshot().events, std::uint64_t{1000});  // held on the 1,000th
        QCOMPARE(d.snapshot().enumerated, std::uint64_t{1000});
        QVERIFY(runToEnd(d));
        d.refresh();
        const Answer& a = d.session()->answer();
        QCOMPARE(a.outcome, Outcome::Solved);
        QCOMPARE(QString::fromStdString(puzzle->formatMoves(a.moves)), QStringLiteral("4 5 8 9"));
        const auto s = d.snapshot();
        QCOMPARE(s.enumerated, std::uint64_t{262144});
        QCOMPARE(s.bestLength, 4);
        quint64 tried = 0;
        for (const quint64 n : d.chart()->histogram())
            tried += n;
        QCOMPARE(tried, quint64{262144});
        QVERIFY(d.detailText().contains(QStringLiteral("Best so far")));
        dialog_test::shot(d, "watch-clocks");
    }

    // Next runs to the end of an iteration and holds there; Stop ends the search.
    void nextThenStop()
    {
        const auto puzzle = sharedOf(PuzzleKind::Rotation);
        const Position p = parsed(*puzzle, "3 2 3 2 2 1 3 1 3 2 3 3 3 2 1 1 3 1 1 2 2 1 2 1");
        WatchDialog d(puzzle, p);
        d.runToBoundary();
        QVERIFY(QTest::qWaitFor([&] { return !d.snapshot().iterations.empty(); }, 10000));
        QTest::qWait(50);
        QCOMPARE(d.snapshot().iterations.size(), std::size_t{1});
        QSignalSpy ended(&d, &WatchDialog::searchFinished);
        d.stopSearch();
        QVERIFY(ended.wait(5000));
        QCOMPARE(d.session()->answer().outcome, Outcome::Cancelled);
        QVERIFY(d.statusText().contains(QStringLiteral("stopped")));

        // Esc closes the view and ends its search too.
        WatchDialog e(puzzle, p);
        e.show();
        e.step(5);
        QVERIFY(QTest::qWaitFor([&] { return e.snapshot().events >= 6; }, 10000));
        QSignalSpy escaped(&e, &WatchDialog::searchFinished);
        QTest::keyClick(&e, Qt::Key_Escape);
        QVERIFY(escaped.wait(5000));
        QCOMPARE(e.session()->answer().outcome, Outcome::Cancelled);
    }

    // Two heuristics side by side on the 15-puzzle: ida's pattern databases and IDA*
    // with the Manhattan distance alone find answers of the same length, the databases
    // after fewer nodes; each chart shows its own engine's iterations.
    void manhattanBesideTheDatabases()
    {
        static const Registry bundled = Registry::bundled();
        const auto puzzle = puzzleFor(bundled.find("fifteen-puzzle"));
        QVERIFY(puzzle);
        // The definition's example of 12 moves (blank last in the goal).
        const Position p = parsed(*puzzle, "1 2 3 4 9 5 7 0 13 10 6 8 14 15 11 12");
        WatchDialog d(puzzle, p);
        d.setEngine(QStringLiteral("ida"));
        d.setBesideEngine(QString::fromLatin1(WatchSession::kManhattan));
        QCOMPARE(d.besideEngine(), QString::fromLatin1(WatchSession::kManhattan));
        QVERIFY(d.besideSession());
        d.setEventsPerSecond(0);
        d.run();
        QVERIFY(QTest::qWaitFor([&] { return d.allFinished(); }, 120000));
        d.refresh();
        const Answer& pdb = d.session()->answer();
        const Answer& manhattan = d.besideSession()->answer();
        QCOMPARE(pdb.outcome, Outcome::Solved);
        QCOMPARE(manhattan.outcome, Outcome::Solved);
        QCOMPARE(pdb.moves.size(), manhattan.moves.size());
        const auto a = d.snapshot();
        const auto b = d.besideSnapshot();
        QVERIFY(a.nodes <= b.nodes);
        QCOMPARE(b.nodes, b.iterations.back().total);
        std::uint64_t sum = 0;
        for (const quint64 n : d.besideChart()->histogram())
            sum += n;
        QCOMPARE(sum, b.iterations.back().total);
        QVERIFY(d.besideText().contains(QStringLiteral("Nodes")));
        // No second engine: its pane goes away and one search runs.
        d.setBesideEngine(QString());
        QVERIFY(!d.besideSession());
    }

    // Tools > Watch the Search opens the view on the board's position, beside the window.
    void openedFromTheToolsMenu()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.selectPuzzle(keyOf(PuzzleKind::Rotation)));
        auto* action = w.findChild<QAction*>(QStringLiteral("actionWatchSearch"));
        QVERIFY(action);
        action->trigger();
        auto* d = w.findChild<WatchDialog*>();
        QVERIFY(d);
        QVERIFY(d->isVisible());
        QVERIFY(!d->isModal());
        QCOMPARE(d->position(), w.document(keyOf(PuzzleKind::Rotation))->position());
        // A tree node loaded into the main window (Enter, or a double click).
        QVERIFY(runToEnd(*d));
        d->refresh();
        QVERIFY(d->treeNodesDrawn() > 1);
        d->showTreeNode(1);
        const Position chosen = d->treeNodePosition(1);
        QVERIFY(chosen != d->position());
        QTest::keyClick(d->findChild<QGraphicsView*>(QStringLiteral("watchTree")), Qt::Key_Return);
        QCOMPARE(w.document(keyOf(PuzzleKind::Rotation))->position(), chosen);
        d->close();
    }
};

QTEST_MAIN(TstWatchDialog)
#include "tst_watch_dialog.moc"
