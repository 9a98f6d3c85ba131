// State space: the chart holds exactly the command line's histogram, a click on a bar
// loads a position at that distance (even the rarest ones), the census runs in the
// background, stops promptly, and is remembered once it has run.
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QToolTip>
#include <QtTest>

#include <numeric>

#include "contest_kinds.h"
#include "core/contest/rotation/census.h"
#include "core/contest/rotation/rotation.h"
#include "core/contest/rotation/sampling.h"
#include "core/puzzle.h"
#include "dialog_test_support.h"
#include "models/census_job.h"
#include "models/position_sampler.h"
#include "models/shared_puzzle.h"
#include "ui/state_space_chart.h"
#include "ui/state_space_dialog.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;
using namespace dialog_test;
using View = StateSpaceDialog::View;

namespace {

// Every Rotation board by distance, as `puzzlelab-solve rotation --histogram
// --all-boards` prints it (the full census takes seconds of every core, so the
// tests that need a finished census feed these numbers through a stand-in).
const std::vector<quint64> kBoardCensus{38610,      308880,    1698840,    8030880,    33820248,
                                        124134840,  400278348, 1098954804, 2316756348, 3172593156,
                                        1992066648, 312776400, 4053576,    192};

// Found by the sampler's exhaustive search over the 188 patterns at 14.
constexpr int kFarthestBesidePatternAt14 = 12;

std::vector<quint64> cliHistogram(const char* key, bool allBoards = false)
{
    QStringList args{QString::fromLatin1(key), QStringLiteral("--histogram")};
    if (allBoards)
        args << QStringLiteral("--all-boards");
    const RunResult r = runSolve(args);
    if (r.exitCode != 0)
        return {};
    std::vector<quint64> counts;
    for (const QByteArray& line : r.out.split('\n')) {
        const QList<QByteArray> parts = line.simplified().split(' ');
        if (parts.size() != 2)
            continue;
        const int depth = parts[0].toInt();
        if (depth != int(counts.size()))
            return {};
        counts.push_back(parts[1].toULongLong());
    }
    return counts;
}

quint64 sum(const std::vector<quint64>& v)
{
    return std::accumulate(v.begin(), v.end(), quint64{0});
}

// The histogram comes from the tables on a worker.
bool histogramArrives(const StateSpaceDialog& dialog)
{
    return QTest::qWaitFor([&] { return dialog.histogramKnown(); }, 20000);
}

void showDialog(StateSpaceDialog& dialog)
{
    dialog.resize(860, test::kindOf(dialog.puzzle()) == PuzzleKind::Rotation ? 660 : 580);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(histogramArrives(dialog));
}

Position clickBar(StateSpaceDialog& dialog, int depth)
{
    QSignalSpy spy(&dialog, &StateSpaceDialog::positionRequested);
    QSignalSpy done(&dialog, &StateSpaceDialog::requestDone);
    StateSpaceChart* chart = dialog.chart();
    const QRect bar = chart->barRect(depth);
    if (bar.isEmpty()) {
        qWarning("bar %d is empty", depth);
        return {};
    }
    QTest::mouseClick(chart, Qt::LeftButton, {}, bar.center());
    // The position is drawn on the tables' worker.
    if (done.count() == 0 && !done.wait(20000))
        qWarning("bar %d was never answered", depth);
    if (spy.count() != 1) {
        qWarning("no position for bar %d: %s", depth, qPrintable(dialog.statusText()));
        return {};
    }
    return spy.at(0).at(0).value<pl::Position>();
}

CensusJob::CensusFunction fakeCensus(std::vector<quint64> result)
{
    return [result](const ProgressFn& progress, const CancelToken& cancel) {
        for (int step = 1; step <= 4; ++step) {
            if (cancel.cancelled())
                return std::vector<std::uint64_t>{};
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            progress(Progress{Phase::Census, step * 25,
                              kRotationBoardCount / 4 * std::uint64_t(step), 10.0 * step});
        }
        return std::vector<std::uint64_t>(result.begin(), result.end());
    };
}

}  // namespace

// The puzzle with a census of its own.
const Puzzle& censusPuzzle()
{
    return puzzle(PuzzleKind::Rotation);
}

class TestStateSpace : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleLabTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_state_space"));
        CensusJob::forget(censusPuzzle());
    }
    void cleanupTestCase() { CensusJob::forget(censusPuzzle()); }

    void chartMatchesTheCommandLine_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<quint64>("total");
        QTest::newRow("clocks") << int(PuzzleKind::Clocks) << quint64(262144);
        QTest::newRow("msquare") << int(PuzzleKind::MagicSquare) << quint64(40320);
        QTest::newRow("rotation patterns") << int(PuzzleKind::Rotation) << quint64(735471);
    }

    void chartMatchesTheCommandLine()
    {
        QFETCH(int, kind);
        QFETCH(quint64, total);
        StateSpaceDialog dialog(test::sharedOf(PuzzleKind(kind)));
        QVERIFY(histogramArrives(dialog));
        const std::vector<quint64>& shown = dialog.chart()->histogram();
        QCOMPARE(sum(shown), total);
        QVERIFY2(haveSolveBin(), "build puzzlelab-solve first (a full build makes it)");
        const std::vector<quint64> cli = cliHistogram(puzzle(PuzzleKind(kind)).key().c_str());
        QCOMPARE(shown, cli);
        QCOMPARE(dialog.chart()->hardestDepth(), int(cli.size()) - 1);
    }

    void clickingABarLoadsAPositionThatFar_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QList<int>>("depths");
        QTest::addColumn<bool>("logScale");
        QTest::newRow("clocks") << int(PuzzleKind::Clocks) << QList<int>{0, 1, 5, 13, 14, 26, 27}
                                << false;
        QTest::newRow("clocks log") << int(PuzzleKind::Clocks) << QList<int>{0, 27} << true;
        QTest::newRow("msquare") << int(PuzzleKind::MagicSquare)
                                 << QList<int>{0, 1, 2, 10, 17, 21, 22} << false;
        QTest::newRow("msquare log") << int(PuzzleKind::MagicSquare) << QList<int>{0, 22} << true;
    }

    void clickingABarLoadsAPositionThatFar()
    {
        QFETCH(int, kind);
        QFETCH(QList<int>, depths);
        QFETCH(bool, logScale);
        StateSpaceDialog dialog(test::sharedOf(PuzzleKind(kind)));
        dialog.setSeed(7);
        auto* log = dialog.findChild<QCheckBox*>(QStringLiteral("logScaleCheck"));
        QVERIFY(log);
        log->setChecked(logScale);
        QCOMPARE(dialog.chart()->logScale(), logScale);
        showDialog(dialog);
        if (!logScale)
            shot(dialog,
                 kind == int(PuzzleKind::Clocks) ? "state-space-clocks" : "state-space-msquare");
        const Puzzle& p = puzzle(PuzzleKind(kind));
        for (const int d : depths) {
            const Position pos = clickBar(dialog, d);
            QVERIFY2(p.validate(pos).empty(), qPrintable(QStringLiteral("bar %1").arg(d)));
            QCOMPARE(p.distance(pos), d);
            QVERIFY(dialog.statusText().contains(QString::number(d)));
        }
    }

    void rotationPatternBarsLoadABoardWithALabelThatFar()
    {
        StateSpaceDialog dialog(test::sharedOf(PuzzleKind::Rotation));
        QCOMPARE(dialog.view(), View::Patterns);
        QVERIFY(!dialog.setView(View::Boards));  // no census yet
        dialog.setSeed(11);
        showDialog(dialog);
        shot(dialog, "state-space-rotation-patterns");
        const Puzzle& p = puzzle(PuzzleKind::Rotation);
        for (const int d : {0, 1, 2, 7, 10, 12, 13, 14}) {
            const Position board = clickBar(dialog, d);
            QVERIFY2(p.validate(board).empty(), qPrintable(QStringLiteral("bar %1").arg(d)));
            int labelsAtD = 0;
            int nearest = 99;
            for (int label = 1; label <= 3; ++label) {
                labelsAtD += rotationLabelDistance(board, label) == d;
                nearest = std::min(nearest, rotationLabelDistance(board, label));
            }
            QVERIFY2(labelsAtD > 0, qPrintable(QStringLiteral("bar %1").arg(d)));
            QCOMPARE(p.distance(board), nearest);
            if (d <= 13) {
                QCOMPARE(nearest, d);  // no label closer: the board is that far too
            } else {
                // No board is beyond 13, and none of the 192 at 13 holds a pattern at 14:
                // the other labels are kept as far as any board allows.
                qInfo("a pattern at 14 leaves the other labels at most %d away", nearest);
                QCOMPARE(nearest, kFarthestBesidePatternAt14);
            }
        }
        QVERIFY2(dialog.statusText().contains(QStringLiteral("another label")),
                 qPrintable(dialog.statusText()));
    }

    void hardestButton_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("hardest");
        QTest::newRow("clocks") << int(PuzzleKind::Clocks) << 27;
        QTest::newRow("msquare") << int(PuzzleKind::MagicSquare) << 22;
        QTest::newRow("rotation") << int(PuzzleKind::Rotation) << 13;
    }

    void hardestButton()
    {
        QFETCH(int, kind);
        QFETCH(int, hardest);
        StateSpaceDialog dialog(test::sharedOf(PuzzleKind(kind)));
        showDialog(dialog);
        QSignalSpy spy(&dialog, &StateSpaceDialog::positionRequested);
        auto* button = dialog.findChild<QPushButton*>(QStringLiteral("hardestButton"));
        QVERIFY(button);
        QSignalSpy done(&dialog, &StateSpaceDialog::requestDone);
        for (int i = 0; i < 3; ++i) {
            QTest::mouseClick(button, Qt::LeftButton);
            // Each is drawn on the tables' worker (a click before the answer would
            // supersede the one before).
            QVERIFY(done.wait(20000));
        }
        QCOMPARE(spy.count(), 3);
        for (const auto& args : spy)
            QCOMPARE(puzzle(PuzzleKind(kind)).distance(args.at(0).value<pl::Position>()), hardest);
    }

    void samplerReachesEveryDistance()
    {
        std::mt19937_64 rng(3);
        for (const Puzzle* p : pl::test::contestPuzzles()) {
            const int last =
                test::kindOf(*p) == PuzzleKind::Rotation ? 13 : int(p->histogram().size()) - 1;
            for (int d = 0; d <= last; ++d) {
                const auto pos = samplePositionAtDistance(*p, d, rng);
                QVERIFY2(
                    pos,
                    qPrintable(
                        QStringLiteral("%1 at %2").arg(QString::fromStdString(p->key())).arg(d)));
                QCOMPARE(p->distance(*pos), d);
            }
            QVERIFY(!samplePositionAtDistance(*p, last + 1, rng));
            QVERIFY(!samplePositionAtDistance(*p, -1, rng));
        }
        for (int d = 0; d <= 14; ++d) {
            int label = 0;
            const auto board = sampleRotationPatternBoard(d, rng, &label);
            QVERIFY(board);
            QCOMPARE(rotationLabelDistance(*board, label), d);
        }
    }

    void hoverShowsTheCountAndKeysPickBars()
    {
        StateSpaceDialog dialog(test::sharedOf(PuzzleKind::Clocks));
        showDialog(dialog);
        StateSpaceChart* chart = dialog.chart();
        const QRect bar = chart->barRect(13);
        QHelpEvent help(QEvent::ToolTip, bar.center(), chart->mapToGlobal(bar.center()));
        QCoreApplication::sendEvent(chart, &help);
        QVERIFY2(QToolTip::text().contains(QLocale().toString(30276)),
                 qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QStringLiteral("13 moves")));
        QToolTip::hideText();

        QSignalSpy clicked(chart, &StateSpaceChart::barClicked);
        chart->setFocus();
        QTest::keyClick(chart, Qt::Key_End);
        QTest::keyClick(chart, Qt::Key_Left);
        QTest::keyClick(chart, Qt::Key_Return);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), 26);
        // Outside the plot nothing is a bar.
        QCOMPARE(chart->depthAt(QPoint(1, 1)), -1);
        QVERIFY(chart->barRect(28).isEmpty());
    }

    void censusCancelsQuickly()
    {
        CensusJob job(sharedPuzzle(censusPuzzle()));
        QSignalSpy progress(&job, &CensusJob::progress);
        QSignalSpy finished(&job, &CensusJob::finished);
        QVERIFY(job.start());
        QVERIFY(job.running());
        QVERIFY(!job.start());  // one run at a time
        QVERIFY(progress.wait(5000));
        QVERIFY(progress.last().at(0).toULongLong() <= kRotationBoardCount);
        QCOMPARE(progress.last().at(1).toULongLong(), quint64(kRotationBoardCount));
        QElapsedTimer clock;
        clock.start();
        job.cancel();
        QVERIFY(finished.wait(5000));
        const qint64 ms = clock.elapsed();
        qInfo("census stopped %lld ms after cancel", ms);
        QVERIFY2(ms <= kPromptMs, qPrintable(QString::number(ms)));
        QVERIFY(finished.at(0).at(0).value<std::vector<quint64>>().empty());
        QVERIFY(!job.running());
        QVERIFY(CensusJob::remembered(censusPuzzle()).empty());
    }

    void destroyingARunningCensusIsQuick()
    {
        QElapsedTimer clock;
        clock.start();
        {
            CensusJob job(sharedPuzzle(censusPuzzle()));
            job.start();
            QTest::qWait(30);
        }
        QVERIFY2(clock.elapsed() <= 30 + kPromptMs, qPrintable(QString::number(clock.elapsed())));
    }

    void censusFromTheDialogStopsAndNothingIsKept()
    {
        StateSpaceDialog dialog(test::sharedOf(PuzzleKind::Rotation));
        showDialog(dialog);
        QSignalSpy finished(&dialog, &StateSpaceDialog::censusFinished);
        auto* count = dialog.findChild<QPushButton*>(QStringLiteral("countButton"));
        auto* stop = dialog.findChild<QPushButton*>(QStringLiteral("stopCensusButton"));
        auto* bar = dialog.findChild<QProgressBar*>(QStringLiteral("censusProgress"));
        QVERIFY(count && stop && bar);
        QVERIFY(!stop->isEnabled());
        QTest::mouseClick(count, Qt::LeftButton);
        QVERIFY(dialog.censusJob()->running());
        QVERIFY(stop->isEnabled() && !count->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(bar->value() > 0, 5000);
        shot(dialog, "state-space-rotation-census-running");
        QTest::mouseClick(stop, Qt::LeftButton);
        QVERIFY(finished.wait(5000));
        QVERIFY(finished.at(0).at(0).value<std::vector<quint64>>().empty());
        QCOMPARE(dialog.view(), View::Patterns);
        QVERIFY(!dialog.censusKnown());
        QVERIFY(!QSettings().contains(CensusJob::settingsKey(censusPuzzle())));
        QVERIFY(count->isEnabled() && !stop->isEnabled());
    }

    // A stopped census says so on its bar as in its text, also when an earlier
    // count is kept and shown (the bar used to read "Done" then).
    void stoppedCensusIsNeverCalledDone()
    {
        CensusJob::forget(censusPuzzle());
        StateSpaceDialog dialog(test::sharedOf(PuzzleKind::Rotation));
        auto* bar = dialog.findChild<QProgressBar*>(QStringLiteral("censusProgress"));
        auto* status = dialog.findChild<QLabel*>(QStringLiteral("censusStatusLabel"));
        QVERIFY(bar && status);
        showDialog(dialog);
        // A stand-in that counts until it is stopped.
        const auto untilStopped = [](const ProgressFn& progress, const CancelToken& cancel) {
            for (int step = 1; step < 10000 && !cancel.cancelled(); ++step) {
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
                progress(Progress{Phase::Census, 0,
                                  kRotationBoardCount / 20000 * std::uint64_t(step), 5.0 * step});
            }
            return std::vector<std::uint64_t>{};
        };
        const auto runAndStop = [&] {
            QSignalSpy finished(&dialog, &StateSpaceDialog::censusFinished);
            dialog.startCensus();
            QTRY_VERIFY_WITH_TIMEOUT(bar->value() > 0, 5000);
            dialog.stopCensus();
            QVERIFY(finished.wait(5000));
        };

        // Stopped before any census was ever counted.
        dialog.censusJob()->setCensusFunction(untilStopped);
        runAndStop();
        QVERIFY2(status->text().contains(QStringLiteral("Stopped")), qPrintable(status->text()));
        QVERIFY2(bar->text().contains(QStringLiteral("Stopped")), qPrintable(bar->text()));

        // A finished census: "Done".
        {
            dialog.censusJob()->setCensusFunction(fakeCensus(kBoardCensus));
            QSignalSpy finished(&dialog, &StateSpaceDialog::censusFinished);
            dialog.startCensus();
            QVERIFY(finished.wait(5000));
            QCOMPARE(bar->text(), QStringLiteral("Done"));
        }

        // Count Again, stopped: the earlier count stays on the chart, and neither the
        // bar nor the text claims this run is done or that nothing is left.
        dialog.censusJob()->setCensusFunction(untilStopped);
        runAndStop();
        QVERIFY2(status->text().contains(QStringLiteral("Stopped")), qPrintable(status->text()));
        QVERIFY2(!bar->text().contains(QStringLiteral("Done")), qPrintable(bar->text()));
        QVERIFY2(bar->text().contains(QStringLiteral("Stopped")), qPrintable(bar->text()));
        QVERIFY2(!status->text().contains(QStringLiteral("nothing was kept")),
                 qPrintable(status->text()));
        QVERIFY(dialog.censusKnown());
        QCOMPARE(dialog.chart()->histogram(), kBoardCensus);
        shot(dialog, "state-space-rotation-census-stopped");
        CensusJob::forget(censusPuzzle());
    }

    void finishedCensusIsShownAndRemembered()
    {
        CensusJob::forget(censusPuzzle());
        {
            StateSpaceDialog dialog(test::sharedOf(PuzzleKind::Rotation));
            dialog.censusJob()->setCensusFunction(fakeCensus(kBoardCensus));
            showDialog(dialog);
            QSignalSpy finished(&dialog, &StateSpaceDialog::censusFinished);
            dialog.startCensus();
            QVERIFY(finished.wait(5000));
            QCOMPARE(dialog.view(), View::Boards);
            QCOMPARE(dialog.chart()->histogram(), kBoardCensus);
            QCOMPARE(dialog.chart()->hardestDepth(), 13);
        }
        // Kept in the settings as text...
        const QStringList stored =
            QSettings().value(CensusJob::settingsKey(censusPuzzle())).toStringList();
        QCOMPARE(stored.size(), int(kBoardCensus.size()));
        QCOMPARE(stored.front(), QStringLiteral("38610"));
        // ...and shown by the next dialog without counting.
        StateSpaceDialog dialog(test::sharedOf(PuzzleKind::Rotation));
        dialog.censusJob()->setCensusFunction([](const ProgressFn&, const CancelToken&) {
            qFatal("the remembered census must not be counted again");
            return std::vector<std::uint64_t>{};
        });
        QVERIFY(dialog.censusKnown());
        QCOMPARE(dialog.view(), View::Boards);
        QCOMPARE(dialog.chart()->histogram(), kBoardCensus);
        QCOMPARE(sum(dialog.chart()->histogram()), quint64(kRotationBoardCount));
        dialog.setSeed(5);
        showDialog(dialog);
        shot(dialog, "state-space-rotation-boards");
        const Puzzle& p = puzzle(PuzzleKind::Rotation);
        for (const int d : {0, 1, 2, 3, 6, 9, 11, 12, 13})
            QCOMPARE(p.distance(clickBar(dialog, d)), d);

        // The patterns are still there to look at.
        QVERIFY(histogramArrives(dialog));
        QVERIFY(dialog.setView(View::Patterns));
        QCOMPARE(sum(dialog.chart()->histogram()), quint64(735471));
        QVERIFY(!dialog.setView(View::Positions));
        // The views are named with the counts of this puzzle's histogram and census, and
        // explained in its skin's words.
        const auto* views = dialog.findChild<QComboBox*>(QStringLiteral("viewCombo"));
        QVERIFY(views);
        QCOMPARE(views->count(), 2);
        QCOMPARE(views->itemText(0), QStringLiteral("Single-label patterns (%1)")
                                         .arg(QLocale().toString(qulonglong(735471))));
        QCOMPARE(views->itemText(1),
                 QStringLiteral("Every board (%1)").arg(QLocale().toString(kRotationBoardCount)));
        const auto* explanation = dialog.findChild<QLabel*>(QStringLiteral("explanationLabel"));
        QVERIFY(explanation);
        QVERIFY2(explanation->text().contains(QStringLiteral("735,471 single-label patterns")),
                 qPrintable(explanation->text()));
        QVERIFY(dialog.setView(View::Boards));
        QVERIFY2(explanation->text().contains(QStringLiteral("9,465,511,770 boards")),
                 qPrintable(explanation->text()));
    }

    void damagedSettingsAreIgnored()
    {
        CensusJob::forget(censusPuzzle());
        QSettings().setValue(CensusJob::settingsKey(censusPuzzle()),
                             QStringList{QStringLiteral("1"), QStringLiteral("2")});
        QVERIFY(CensusJob::remembered(censusPuzzle()).empty());
        QVERIFY(!CensusJob::remember(censusPuzzle(), {1, 2, 3}));
        StateSpaceDialog dialog(test::sharedOf(PuzzleKind::Rotation));
        QCOMPARE(dialog.view(), View::Patterns);
        CensusJob::forget(censusPuzzle());
    }

    // The real census, end to end: several seconds of every core, so only on request.
    void fullCensus()
    {
        if (qEnvironmentVariableIntValue("PL_SLOW_TESTS") != 1)
            QSKIP("set PL_SLOW_TESTS=1 to count every board (about 10 s)");
        CensusJob::forget(censusPuzzle());
        CensusJob job(sharedPuzzle(censusPuzzle()));
        QSignalSpy finished(&job, &CensusJob::finished);
        job.start();
        QVERIFY(finished.wait(300000));
        const auto counts = finished.at(0).at(0).value<std::vector<quint64>>();
        qInfo("census: %.1f s", finished.at(0).at(1).toDouble() / 1000);
        QCOMPARE(counts, kBoardCensus);
        QVERIFY2(haveSolveBin(), "build puzzlelab-solve first");
        QCOMPARE(cliHistogram("rotation", true), kBoardCensus);
    }
};

QTEST_MAIN(TestStateSpace)
#include "tst_state_space.moc"
