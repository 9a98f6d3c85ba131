// Compare dialog: every engine of a puzzle on one position, each on its own thread.
// They must all give the judge's answer; Stop ends them all promptly and the dialog
// says "stopped", never "no solution"; the results can be copied and exported.
#include <QClipboard>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

#include "contest_kinds.h"
#include "core/contest/rotation/rotation.h"
#include "core/puzzle.h"
#include "dialog_test_support.h"
#include "export_failure_support.h"
#include "ui/compare_dialog.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;
using namespace dialog_test;
using Status = CompareDialog::Status;

Q_DECLARE_METATYPE(pl::Position)

namespace {

// The contest's notation as one row of cells (Magic Squares: board, then target).
Position parsed(PuzzleKind kind, const char* text)
{
    return test::contestParsed(kind, text);
}

// The default engine's answer, straight from the core, as the reference.
Answer reference(const Puzzle& puzzle, const Position& position)
{
    const auto engine = puzzle.makeEngine(puzzle.engineNames().front());
    return engine->solve(position, {}, CancelToken{});
}

// A board at 13 (rotationHardestBoards): the classic IDA* needs a second or more.
Position hardRotationBoard()
{
    return rotation::rotationHardestBoards().front();
}

bool runToEnd(CompareDialog& dialog, int ms = 60000)
{
    QSignalSpy done(&dialog, &CompareDialog::allFinished);
    dialog.start();
    return done.wait(ms) && !dialog.running();
}

}  // namespace

class TestCompareDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        (void)hardRotationBoard();  // builds the tables before anything is timed
    }

    void everyEngineGivesTheSameAnswer_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<Position>("position");
        QTest::addColumn<QString>("expected");  // empty: the core's answer
        QTest::newRow("clocks sample")
            << int(PuzzleKind::Clocks) << parsed(PuzzleKind::Clocks, "9 9 12 6 6 6 6 3 6")
            << QStringLiteral("4 5 8 9");
        QTest::newRow("msquare sample")
            << int(PuzzleKind::MagicSquare)
            << parsed(PuzzleKind::MagicSquare, "1 2 3 4 5 6 7 8 2 6 8 4 5 7 3 1")
            << QStringLiteral("BCABCCB");
        QTest::newRow("rotation sample AC")
            << int(PuzzleKind::Rotation)
            << parsed(PuzzleKind::Rotation, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3")
            << QStringLiteral("AC");
        QTest::newRow("rotation sample DDHH")
            << int(PuzzleKind::Rotation)
            << parsed(PuzzleKind::Rotation, "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3")
            << QStringLiteral("DDHH");
        std::mt19937_64 rng(20240611);
        for (const Puzzle* p : pl::test::contestPuzzles())
            for (int i = 0; i < 3; ++i) {
                Position position = p->random(rng);
                // Keep the classic IDA* to boards it answers in well under a second.
                while (test::kindOf(*p) == PuzzleKind::Rotation && p->distance(position) > 10)
                    position = p->random(rng);
                QTest::addRow("%s random %d", p->key().c_str(), i)
                    << int(test::kindOf(*p)) << position << QString();
            }
    }

    void everyEngineGivesTheSameAnswer()
    {
        QFETCH(int, kind);
        QFETCH(Position, position);
        QFETCH(QString, expected);
        const auto k = PuzzleKind(kind);
        // The puzzle for the case's goal (Magic Squares' target), as the window has it.
        const JudgeCase c = test::split(k, position);
        const auto solver = test::solverFor(k, c);
        const Answer ref = reference(*solver, c.position);
        QCOMPARE(ref.outcome, Outcome::Solved);
        if (expected.isEmpty())
            expected = QString::fromStdString(puzzle(k).formatMoves(ref.moves));

        CompareDialog dialog(solver, c.position);
        QCOMPARE(int(dialog.rows().size()), int(puzzle(k).engineNames().size()));
        QVERIFY(runToEnd(dialog));
        for (const auto& row : dialog.rows()) {
            // The one engine that may run out of memory here (the generic bfs over the
            // Rotation Game's 9,465,511,770 boards) is not run; every other answers.
            if (row.status == Status::NotRun) {
                QCOMPARE(k, PuzzleKind::Rotation);
                QCOMPARE(row.engine, QStringLiteral("bfs"));
                continue;
            }
            QCOMPARE(row.status, Status::Solved);
            QCOMPARE(row.result.movesText, expected);
            QCOMPARE(row.result.moves, ref.moves);
            QCOMPARE(row.result.reached, ref.reached);
            QCOMPARE(row.result.engine, row.engine);
        }
        QVERIFY(dialog.answersAgree());
        QVERIFY2(dialog.summaryText().contains(QStringLiteral("same answer")),
                 qPrintable(dialog.summaryText()));
        const QString text = dialog.resultsText();
        for (const auto& row : dialog.rows())
            QVERIFY2(text.contains(row.engine), qPrintable(text));
        QVERIFY(text.contains(expected));
        QVERIFY(text.contains(QString::fromStdString(solver->formatPosition(c.position))));
    }

    // The Compare the window opens for the Rotation Game is on its definition: the
    // hand-tuned engines beside the generic ones. The generic bfs would hold every one
    // of 9,465,511,770 positions: its row says why it is not run, the others all run
    // and agree, and the summary names the one left out.
    void anEngineThatMayRunOutIsNamedNotRun()
    {
        const auto held = test::sharedOf(PuzzleKind::Rotation);
        const Position position =
            parsed(PuzzleKind::Rotation, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
        CompareDialog dialog(held, position);
        QCOMPARE(int(dialog.rows().size()), int(held->engineNames().size()));
        int notRun = 0;
        for (const auto& row : dialog.rows())
            if (row.status == Status::NotRun) {
                ++notRun;
                QCOMPARE(row.engine, QStringLiteral("bfs"));
                QVERIFY2(row.caution.contains(QStringLiteral("memory")), qPrintable(row.caution));
            }
        QCOMPARE(notRun, 1);
        QVERIFY(runToEnd(dialog));
        for (int r = 0; r < int(dialog.rows().size()); ++r) {
            const auto& row = dialog.rows()[std::size_t(r)];
            if (row.engine == QStringLiteral("bfs")) {
                QCOMPARE(row.status, Status::NotRun);
                QCOMPARE(dialog.model()->index(r, 1).data().toString(), QStringLiteral("not run"));
                QCOMPARE(dialog.model()->index(r, 3).data().toString(),
                         QStringLiteral("may run out of memory"));
                QCOMPARE(dialog.model()->index(r, 3).data(Qt::ToolTipRole).toString(), row.caution);
                QCOMPARE(row.result.outcome, SolveResult{}.outcome);  // never asked
                QVERIFY(row.result.moves.empty());
                continue;
            }
            QCOMPARE(row.status, Status::Solved);
            QCOMPARE(row.result.movesText, QStringLiteral("AC"));  // the contest letters
            QCOMPARE(row.result.reached.label, 2);
        }
        QVERIFY(dialog.answersAgree());
        QVERIFY2(dialog.summaryText().contains(QStringLiteral("All 4 engines give the same")),
                 qPrintable(dialog.summaryText()));
        QVERIFY2(dialog.summaryText().contains(QStringLiteral("bfs is not run")),
                 qPrintable(dialog.summaryText()));
    }

    void tableShowsEveryColumnOfEveryEngine()
    {
        CompareDialog dialog(test::sharedOf(PuzzleKind::Clocks),
                             parsed(PuzzleKind::Clocks, "9 9 12 6 6 6 6 3 6"));
        QVERIFY(runToEnd(dialog));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.running());  // showing does not start a second run
        shot(dialog, "compare-clocks");
        if (!qEnvironmentVariableIsEmpty("PL_DIALOG_SHOTS"))
            qInfo("%s", qPrintable(dialog.resultsText()));
        QAbstractItemModel* model = dialog.model();
        const int engines = int(puzzle(PuzzleKind::Clocks).engineNames().size());
        QCOMPARE(engines, 7);  // three of the add-on's, four generic ones
        QCOMPARE(model->rowCount(), engines);
        QStringList headers;
        for (int c = 0; c < model->columnCount(); ++c)
            headers << model->headerData(c, Qt::Horizontal).toString();
        QCOMPARE(headers, (QStringList{QStringLiteral("Engine"), QStringLiteral("Status"),
                                       QStringLiteral("Length"), QStringLiteral("Moves"),
                                       QStringLiteral("Nodes"), QStringLiteral("Bound / depth"),
                                       QStringLiteral("Time"), QStringLiteral("Memory")}));
        for (int r = 0; r < engines; ++r) {
            QCOMPARE(model->index(r, 0).data().toString(), dialog.rows()[std::size_t(r)].engine);
            QCOMPARE(model->index(r, 1).data().toString(), QStringLiteral("solved"));
            QCOMPARE(model->index(r, 2).data().toString(), QStringLiteral("4"));
            QCOMPARE(model->index(r, 3).data().toString(), QStringLiteral("4 5 8 9"));
            QVERIFY(!model->index(r, 6).data().toString().isEmpty());
        }
    }

    void stopDuringIdaEndsEveryEngineQuickly()
    {
        CompareDialog dialog(test::sharedOf(PuzzleKind::Rotation), hardRotationBoard());
        dialog.resize(960, dialog.height());
        dialog.show();  // showing starts the run
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.running());
        QSignalSpy done(&dialog, &CompareDialog::allFinished);

        // Let the table engine finish and the classic one get going (live progress).
        const auto idaRow = [&] {
            for (const auto& r : dialog.rows())
                if (r.engine == QStringLiteral("rotation-ida"))
                    return r;
            return CompareDialog::Row{};
        };
        QTRY_VERIFY_WITH_TIMEOUT(idaRow().nodes > 0 && idaRow().depth > 0, 5000);
        QCOMPARE(idaRow().status, Status::Running);
        QVERIFY(idaRow().phase == Phase::SearchingBound || idaRow().phase == Phase::Searching);
        QVERIFY(
            dialog.model()->index(1, 1).data().toString().startsWith(QStringLiteral("running")));
        shot(dialog, "compare-rotation-running");

        QElapsedTimer clock;
        clock.start();
        dialog.stop();
        QVERIFY(done.count() == 1 || done.wait(5000));
        const qint64 ms = clock.elapsed();
        qInfo("every engine reported within %lld ms of Stop", ms);
        QVERIFY2(ms <= kPromptMs, qPrintable(QStringLiteral("took %1 ms").arg(ms)));

        QVERIFY(!dialog.running());
        for (const auto& row : dialog.rows()) {
            // The generic bfs is not run here at all (it may run out of memory).
            QVERIFY(row.status == Status::Stopped || row.status == Status::Solved ||
                    (row.status == Status::NotRun && row.engine == QStringLiteral("bfs")));
            if (row.status != Status::NotRun)
                QVERIFY(!row.result.failed());
        }
        QCOMPARE(idaRow().status, Status::Stopped);
        QVERIFY(idaRow().result.cancelled());
        QCOMPARE(dialog.model()->index(1, 1).data().toString(), QStringLiteral("stopped"));
        QVERIFY(!dialog.answersAgree());
        const QString summary = dialog.summaryText();
        QVERIFY2(summary.contains(QStringLiteral("stopped")), qPrintable(summary));
        QVERIFY(!summary.contains(QStringLiteral("No engine found"), Qt::CaseInsensitive));
        QVERIFY(dialog.resultsText().contains(QStringLiteral("stopped")));
        shot(dialog, "compare-rotation-stopped");

        // Run again to the end: both engines agree on the hard board.
        QSignalSpy again(&dialog, &CompareDialog::allFinished);
        dialog.start();
        QVERIFY(again.wait(60000));
        QVERIFY(dialog.answersAgree());
        QCOMPARE(dialog.rows().front().result.moves.size(), std::size_t(13));
        shot(dialog, "compare-rotation-solved");
    }

    void stopBeforeAnythingRunsStopsEverything()
    {
        CompareDialog dialog(test::sharedOf(PuzzleKind::Rotation), hardRotationBoard());
        QSignalSpy done(&dialog, &CompareDialog::allFinished);
        dialog.start();
        dialog.stop();
        QVERIFY(done.wait(kPromptMs * 4));
        for (const auto& row : dialog.rows())
            QVERIFY(row.status == Status::Stopped || row.status == Status::Solved ||
                    (row.status == Status::NotRun && row.engine == QStringLiteral("bfs")));
    }

    void copyAndExport()
    {
        const JudgeCase sample =
            test::contestCase(PuzzleKind::MagicSquare, "1 2 3 4 5 6 7 8 2 6 8 4 5 7 3 1");
        CompareDialog dialog(test::solverFor(PuzzleKind::MagicSquare, sample), sample.position);
        QSignalSpy done(&dialog, &CompareDialog::allFinished);
        dialog.resize(900, dialog.height());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(done.count() == 1 || done.wait(20000));
        shot(dialog, "compare-msquare");
        const QString text = dialog.resultsText();
        QVERIFY(text.contains(QStringLiteral("BCABCCB")));
        QVERIFY(text.contains(QStringLiteral("table")));

        auto* copyButton = dialog.findChild<QPushButton*>(QStringLiteral("copyButton"));
        QVERIFY(copyButton && copyButton->isEnabled());
        QGuiApplication::clipboard()->clear();
        QTest::mouseClick(copyButton, Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), text);

        // Ctrl+C with the focus in the table copies the whole table, not one cell.
        auto* view = dialog.findChild<QTableView*>(QStringLiteral("resultsView"));
        QVERIFY(view);
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 3));
        // The Moves column's tooltip is the whole answer, however narrow the column.
        QCOMPARE(view->model()->index(0, 3).data(Qt::ToolTipRole).toString(),
                 view->model()->index(0, 3).data(Qt::DisplayRole).toString());
        QVERIFY(view->model()
                    ->index(0, 3)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("BCABCCB")));
        QGuiApplication::clipboard()->clear();
        QTest::keySequence(view, QKeySequence::Copy);
        QCOMPARE(QGuiApplication::clipboard()->text(), text);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("compare.txt"));
        QString error;
        QVERIFY2(dialog.exportResults(path, &error), qPrintable(error));
        QCOMPARE(QString::fromUtf8(readFile(path)), text);

        QVERIFY(
            !dialog.exportResults(dir.filePath(QStringLiteral("missing/dir/compare.txt")), &error));
        QVERIFY(error.contains(QStringLiteral("compare.txt")));
        // A full disk leaves the file that was there as it was.
        {
            testing::FullDisk full(8);
            QVERIFY(!dialog.exportResults(path, &error));
        }
        QVERIFY2(error.contains(QStringLiteral("disk may be full")), qPrintable(error));
        QCOMPARE(QString::fromUtf8(readFile(path)), text);
        QCOMPARE(testing::everything(dir.path()), QStringList{QStringLiteral("compare.txt")});
    }

    void closingMidRunIsSafe()
    {
        QElapsedTimer clock;
        clock.start();
        {
            CompareDialog dialog(test::sharedOf(PuzzleKind::Rotation), hardRotationBoard());
            dialog.start();
            QTest::qWait(50);
        }
        QVERIFY2(clock.elapsed() < 50 + kPromptMs * 2,
                 qPrintable(QString::number(clock.elapsed())));
    }
};

QTEST_MAIN(TestCompareDialog)
#include "tst_compare_dialog.moc"
