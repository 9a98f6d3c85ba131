// SPEC 6: the GUI thread never stalls for more than 50 ms, also while the exact tables
// are built and searched (issue 11). Each scenario runs in a fresh child process, so
// the tables really are cold there: play mode and moves, Hint, State Space and a click
// on a bar, the hardest rotation boards and the farthest pattern board, and opening a
// 64 MB judge input. The child measures the GUI thread's longest gap between the
// beats of a 5 ms timer, checks the answers once the measurement is over (the checks
// use the tables on this thread, which must not be measured), and prints the figures.
// What is judged is the GUI thread's own CPU time in its worst gap (stall_meter.h): the
// machine is shared, and wall time would count the other processes too. A scenario is
// still run up to three times, each time cold, and judged by its best run.
#include <cstdint>
#include <optional>
#include <random>

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "contest_kinds.h"
#include "core/registry.h"
#include "models/move_list_model.h"
#include "models/play_session.h"
#include "models/puzzle_document.h"
#include "models/watch_session.h"
#include "stall_meter.h"
#include "ui/batch_dialog.h"
#include "ui/mainwindow.h"
#include "ui/play_tools.h"
#include "ui/state_space_chart.h"
#include "ui/state_space_dialog.h"
#include "ui/watch_dialog.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;
using stall_test::StallMeter;
using stall_test::waitUntil;

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define PL_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define PL_SANITIZED 1
#endif
#endif

namespace {

constexpr int kWaitMs = 30000;
constexpr double kLimitMs = 50.0;
// What a scenario's GUI work may take: SPEC 6's 50 ms in a real build. A sanitized build
// runs the same GUI work several times slower (CI's ASan run measured 44.6 ms of GUI
// work in the watch scenario, close to the bound), so there the bound is three times as
// long: the check there is that nothing heavy runs on the GUI thread, not the speed of
// instrumented code.
#ifdef PL_SANITIZED
constexpr double kScenarioLimitMs = 3 * kLimitMs;
#else
constexpr double kScenarioLimitMs = kLimitMs;
#endif
// How far the thread CPU clock and the wall clock may disagree over one gap: each beat
// reads them one after the other (a few microseconds apart), not at one instant.
constexpr double kClockReadSkewMs = 0.25;

// --- the child: one scenario, measured -------------------------------------------------

int failures = 0;

void check(bool ok, const char* what)
{
    if (!ok) {
        ++failures;
        std::printf("CHECK-FAILED %s\n", what);
    }
}

void report(const char* name, const StallMeter& meter, const QString& extra = QString())
{
    std::printf(
        "STALL %s stall=%.2f stall-wall=%.2f longest-wall=%.2f cpu-in-longest-wall=%.2f "
        "beats=%d elapsed=%.0f %s\n",
        name, meter.stallMs(), meter.wallOfStallMs(), meter.longestMs(), meter.cpuInLongestMs(),
        meter.beats(), meter.elapsedMs(), qPrintable(extra));
    std::fflush(stdout);
}

long peakRssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    return -1;
}

struct ShownWindow {
    ShownWindow()
    {
        w.resize(1280, 800);
        w.show();
        check(QTest::qWaitForWindowExposed(&w), "window exposed");
    }
    MainWindow w;
};

// Play by hand on the rotation game, whose table nothing has built yet: entering play
// mode, then six moves, each waiting for its distance.
int playScenario()
{
    ShownWindow win;
    MainWindow& w = win.w;
    const PuzzleKind kind = PuzzleKind::Rotation;
    PuzzleDocument* doc = w.document(test::keyOf(kind));
    PlaySession* game = w.playSession(test::keyOf(kind));
    std::vector<Position> positions;
    std::vector<int> shown;
    // For comparison by hand: PL_STALL_WARM=1 builds the table first, here, unmeasured.
    if (qEnvironmentVariableIsSet("PL_STALL_WARM"))
        (void)puzzle(kind).distance(puzzle(kind).initial());
    StallMeter meter;
    meter.start();
    w.selectPuzzle(test::keyOf(kind));
    w.setPlayMode(true);
    QElapsedTimer first;
    first.start();
    check(waitUntil([&] { return !game->measuring(); }, kWaitMs), "first distance");
    const double firstMs = double(first.nsecsElapsed()) / 1e6;
    positions.push_back(doc->position());
    shown.push_back(game->distance());
    for (const int move : {0, 3, 5, 7, 2, 4}) {
        doc->applyMove(move);
        check(waitUntil([&] { return !game->measuring(); }, kWaitMs), "distance after a move");
        positions.push_back(doc->position());
        shown.push_back(game->distance());
    }
    meter.stop();
    const Puzzle& p = puzzle(kind);
    for (std::size_t i = 0; i < positions.size(); ++i)
        check(shown[i] == p.distance(positions[i]), "distance shown is the table's");
    check(game->movesUsed() == 6, "six moves counted");
    report("play", meter, QStringLiteral("first-distance-ms=%1").arg(firstMs, 0, 'f', 1));
    return failures;
}

// Hint out of play mode on The Magic Square, whose table nothing has built yet.
int hintScenario()
{
    ShownWindow win;
    MainWindow& w = win.w;
    const PuzzleKind kind = PuzzleKind::MagicSquare;
    QSignalSpy hinted(&w, &MainWindow::hintShown);
    StallMeter meter;
    meter.start();
    w.selectPuzzle(test::keyOf(kind));
    check(w.setPositionText(QStringLiteral("1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1")).isEmpty(),
          "position accepted");
    QElapsedTimer asked;
    asked.start();
    const int immediate = w.showHint();
    check(immediate == MainWindow::kHintPending, "the hint is looked up on the worker");
    check(waitUntil([&] { return hinted.count() > 0; }, kWaitMs), "hint shown");
    const double hintMs = double(asked.nsecsElapsed()) / 1e6;
    meter.stop();
    const int move = hinted.isEmpty() ? -1 : hinted.front().at(1).toInt();
    // Measured for the document's goal (the target set).
    const JudgeCase shown = test::caseShown(*w.document(test::keyOf(kind)));
    const auto p = test::solverFor(kind, shown);
    const Position& position = shown.position;
    check(move >= 0 && p->distance(p->apply(position, move)) == p->distance(position) - 1,
          "the hint is one step closer");
    report("hint", meter, QStringLiteral("hint-answer-ms=%1").arg(hintMs, 0, 'f', 1));
    return failures;
}

// State Space of The Magic Square (its histogram needs the cold table), then a click
// on the bar at 9 loads a position that far.
int stateSpaceScenario()
{
    ShownWindow win;
    MainWindow& w = win.w;
    const PuzzleKind kind = PuzzleKind::MagicSquare;
    PuzzleDocument* doc = w.document(test::keyOf(kind));
    const Position before = doc->position();
    StallMeter meter;
    meter.start();
    w.selectPuzzle(test::keyOf(kind));
    QElapsedTimer step;
    step.start();
    StateSpaceDialog* dialog = w.openStateSpace();
    check(dialog != nullptr, "dialog open");
    if (!dialog)
        return failures;
    check(waitUntil([&] { return dialog->histogramKnown(); }, kWaitMs), "histogram shown");
    const double histogramMs = double(step.nsecsElapsed()) / 1e6;
    QSignalSpy done(dialog, &StateSpaceDialog::requestDone);
    StateSpaceChart* chart = dialog->chart();
    step.restart();
    QTest::mouseClick(chart, Qt::LeftButton, {}, chart->barRect(9).center());
    check(waitUntil([&] { return done.count() > 0; }, kWaitMs), "bar answered");
    const double barMs = double(step.nsecsElapsed()) / 1e6;
    meter.stop();
    check(doc->position() != before, "a position was loaded");
    check(test::distanceShown(kind, *doc) == 9, "the position is 9 moves away");
    report("state-space", meter,
           QStringLiteral("open-to-histogram-ms=%1 bar-answer-ms=%2")
               .arg(histogramMs, 0, 'f', 1)
               .arg(barMs, 0, 'f', 1));
    dialog->close();
    return failures;
}

// The rotation game's Hardest button (the 192 boards at 13: 68-86 ms to list) and the
// farthest pattern bar (154 ms to build a board for the pattern at 14).
int hardestScenario()
{
    StateSpaceDialog dialog(test::sharedOf(PuzzleKind::Rotation));
    dialog.resize(860, 660);
    dialog.show();
    check(QTest::qWaitForWindowExposed(&dialog), "dialog exposed");
    QSignalSpy loaded(&dialog, &StateSpaceDialog::positionRequested);
    QSignalSpy done(&dialog, &StateSpaceDialog::requestDone);
    StallMeter meter;
    meter.start();
    check(waitUntil([&] { return dialog.histogramKnown(); }, kWaitMs), "histogram shown");
    auto* hardest = dialog.findChild<QPushButton*>(QStringLiteral("hardestButton"));
    check(hardest != nullptr, "hardest button");
    QStringList answerMs;
    QElapsedTimer step;
    for (int i = 0; hardest && i < 3; ++i) {
        step.start();
        QTest::mouseClick(hardest, Qt::LeftButton);
        check(waitUntil([&] { return done.count() == i + 1; }, kWaitMs), "hardest answered");
        answerMs << QString::number(double(step.nsecsElapsed()) / 1e6, 'f', 1);
    }
    StateSpaceChart* chart = dialog.chart();
    step.start();
    QTest::mouseClick(chart, Qt::LeftButton, {}, chart->barRect(14).center());
    check(waitUntil([&] { return done.count() == 4; }, kWaitMs), "bar 14 answered");
    const double bar14Ms = double(step.nsecsElapsed()) / 1e6;
    meter.stop();
    check(loaded.count() == 4, "four boards loaded");
    const Puzzle& p = puzzle(PuzzleKind::Rotation);
    for (int i = 0; i < loaded.count() && i < 3; ++i)
        check(p.distance(loaded.at(i).at(0).value<pl::Position>()) == 13,
              "a hardest board needs 13 moves");
    report("hardest", meter,
           QStringLiteral("hardest-answers-ms=%1 pattern-14-answer-ms=%2")
               .arg(answerMs.join(QLatin1Char(',')))
               .arg(bar14Ms, 0, 'f', 1));
    return failures;
}

// Opening a 64 MB judge input (made by the parent) in the batch dialog.
int batchScenario()
{
    const QString path = qEnvironmentVariable("PL_STALL_FILE");
    const int expected = qEnvironmentVariableIntValue("PL_STALL_CASES");
    BatchDialog dialog(test::sharedOf(PuzzleKind::Clocks));
    dialog.show();
    check(QTest::qWaitForWindowExposed(&dialog), "dialog exposed");
    QSignalSpy read(&dialog, &BatchDialog::inputRead);
    const long rssBefore = peakRssKiB();
    StallMeter meter;
    meter.start();
    check(dialog.loadFile(path), "file opened");
    check(waitUntil([&] { return read.count() > 0; }, 120000), "file read");
    meter.stop();
    check(!read.isEmpty() && read.front().at(0).toBool(), "read without a problem");
    check(dialog.caseCount() == expected, "every case read");
    check(dialog.parseError().isEmpty(), "no bad case");
    const long rss = peakRssKiB();
    report("batch", meter,
           QStringLiteral("cases=%1 case-bytes=%2 peak-rss-before-kib=%3 peak-rss-kib=%4")
               .arg(dialog.caseCount())
               .arg(qulonglong(dialog.caseBytes()))
               .arg(rssBefore)
               .arg(rss));
    // Whole, the file took about 900 MB; streamed, the cases take 9 bytes each. Not in
    // sanitizer builds: their shadow memory and quarantine are not the program's (as
    // in tst_app_memory).
#ifndef PL_SANITIZED
    check(rss - rssBefore < 200 * 1024, "the peak memory grew by less than 200 MB");
#endif
    return failures;
}

// A window of the whole library (issue 13). Play by Hand on the Hungarian Rings, Lights
// Out 5x5 and TopSpin, whose generic tables (1,969,110 and 33,554,432 positions, and
// 479,001,600 kept as 39,916,800 classes of relabellings) nothing has built yet: seconds
// of table work on the worker (0.2 s, 0.7 s and about 2-3 s on an idle machine), none of
// it on the GUI thread.
int genericTableScenario()
{
    const pl::Registry bundled = pl::Registry::bundled();
    MainWindow w;
    w.setEntries(bundled.entries());
    w.resize(1280, 800);
    w.show();
    check(QTest::qWaitForWindowExposed(&w), "window exposed");
    StallMeter meter;
    meter.start();
    QStringList firsts;
    double total = 0;
    for (const char* name : {"hungarian-rings", "lights-out-5", "topspin"}) {
        const QString key = QLatin1String(name);
        check(w.selectPuzzle(key), "puzzle shown");
        PlaySession* game = w.playSession(key);
        check(game != nullptr, "the puzzle can be played by hand");
        if (!game)
            return failures;
        PuzzleDocument* doc = w.document(key);
        QElapsedTimer first;
        first.start();
        w.setPlayMode(true);
        check(waitUntil([&] { return !game->measuring(); }, 300000), "first distance");
        const double firstMs = double(first.nsecsElapsed()) / 1e6;
        total += firstMs;
        firsts << QStringLiteral("%1=%2").arg(key).arg(firstMs, 0, 'f', 1);
        doc->applyMove(0);
        check(waitUntil([&] { return !game->measuring(); }, kWaitMs), "distance after a move");
        check(game->distance() == doc->puzzle().distance(doc->position()),
              "distance shown is the table's");
        w.setPlayMode(false);
    }
    meter.stop();
    check(total >= 1000, "the tables took at least a second to build");
    report("generic-table", meter,
           QStringLiteral("first-distance-ms: %1").arg(firsts.join(QLatin1Char(' '))));
    return failures;
}

// The 15-puzzle solved by ida, whose pattern databases (33.5 MB, seconds to build) are
// built on the solver's thread while the window goes on.
int patternDatabaseScenario()
{
    const pl::Registry bundled = pl::Registry::bundled();
    MainWindow w;
    w.setEntries(bundled.entries());
    w.resize(1280, 800);
    w.show();
    check(QTest::qWaitForWindowExposed(&w), "window exposed");
    const QString key = QStringLiteral("fifteen-puzzle");
    check(w.selectPuzzle(key), "puzzle shown");
    check(w.setEngine(QStringLiteral("ida")), "engine ida");
    // The definition's own example, with its known optimal answer.
    const auto& example = bundled.find("fifteen-puzzle")->def().examples.back();
    QStringList cells;
    for (int v : example.position)
        cells << QString::number(v);
    check(w.setPositionText(cells.join(QLatin1Char(' '))).isEmpty(), "position accepted");
    const int optimal = int(w.currentPuzzle().parseMoves(example.moves).value->size());
    std::optional<Outcome> outcome;
    QObject::connect(&w, &MainWindow::solveFinished, &w,
                     [&](const QString&, Outcome o) { outcome = o; });
    StallMeter meter;
    meter.start();
    QElapsedTimer solving;
    solving.start();
    w.solve();
    check(waitUntil([&] { return outcome.has_value(); }, 300000), "solved");
    const double solveMs = double(solving.nsecsElapsed()) / 1e6;
    meter.stop();
    check(outcome == Outcome::Solved, "the outcome is a solution");
    check(w.moveModel(key)->moveCount() == optimal, "the example's optimal length");
    check(solveMs >= 1000, "the databases took at least a second to build");
    report("pattern-database", meter, QStringLiteral("solve-ms=%1").arg(solveMs, 0, 'f', 1));
    return failures;
}

// Tools > Watch the Search at full speed with every node told: Magic Squares'
// breadth-first search over most of the 40,320 boards (the view redraws its chart, its
// tree, the board and eight small boards of the queue about 30 times a second while the
// engine's thread runs), then the Rotation Game's IDA* held after 50 events and stopped.
int watchScenario()
{
    ShownWindow win;
    MainWindow& w = win.w;
    w.selectPuzzle(test::keyOf(PuzzleKind::MagicSquare));
    // A board 21 moves from the goal: nearly every board is taken from the queue first.
    check(w.setPositionText(QStringLiteral("4 6 5 1 2 3 7 8")).isEmpty(), "board accepted");
    StallMeter meter;
    meter.start();
    WatchDialog* d = w.tools().openWatch();
    check(d != nullptr, "the view opened");
    if (!d)
        return failures;
    d->setEventsPerSecond(0);
    d->run();
    check(waitUntil([&] { return d->allFinished(); }, kWaitMs), "the watched search ended");
    meter.stop();
    check(d->session()->answer().outcome == Outcome::Solved, "solved");
    const std::uint64_t events = d->snapshot().events;
    d->close();

    w.selectPuzzle(test::keyOf(PuzzleKind::Rotation));
    check(w.setPositionText(QStringLiteral("3 2 3 2 2 1 3 1 3 2 3 3 3 2 1 1 3 1 1 2 2 1 2 1"))
              .isEmpty(),
          "position accepted");
    WatchDialog* r = w.tools().openWatch();
    check(r != nullptr, "the second view opened");
    if (!r)
        return failures;
    r->step(50);
    check(waitUntil([&] { return r->snapshot().events >= 51; }, kWaitMs), "stepped");
    QElapsedTimer stopping;
    stopping.start();
    r->stopSearch();
    check(waitUntil([&] { return r->session()->finished(); }, kWaitMs), "stopped");
    const double stopMs = double(stopping.nsecsElapsed()) / 1e6;
    check(r->session()->answer().outcome == Outcome::Cancelled, "the stop cancelled it");
    // SPEC 9 asks for 100 ms; the wall clock of a shared machine is only checked loosely.
    check(stopMs < 1000, "stopped within a second");
    report("watch", meter,
           QStringLiteral("events=%1 stop-ms=%2").arg(events).arg(stopMs, 0, 'f', 1));
    return failures;
}

int runScenario(const QByteArray& name)
{
    QStandardPaths::setTestModeEnabled(true);
    int failed = 0;
    if (name == "play")
        failed = playScenario();
    else if (name == "hint")
        failed = hintScenario();
    else if (name == "state-space")
        failed = stateSpaceScenario();
    else if (name == "hardest")
        failed = hardestScenario();
    else if (name == "batch")
        failed = batchScenario();
    else if (name == "generic-table")
        failed = genericTableScenario();
    else if (name == "pattern-database")
        failed = patternDatabaseScenario();
    else if (name == "watch")
        failed = watchScenario();
    else
        failed = 1;
    return failed == 0 ? 0 : 1;
}

// --- the parent: runs each scenario in a child, judges the figures ---------------------

struct Run {
    bool ok = false;
    double stallMs = 1e9;  // the GUI thread's CPU time in its worst gap
    QString line;
    QString output;
};

Run runChild(const QString& scenario, const QProcessEnvironment& extra = {})
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PL_STALL_SCENARIO"), scenario);
    for (const QString& key : extra.keys())
        env.insert(key, extra.value(key));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::MergedChannels);
    child.start(QCoreApplication::applicationFilePath(), {});
    Run run;
    if (!child.waitForFinished(300000)) {
        child.kill();
        child.waitForFinished();
        run.output = QStringLiteral("timed out");
        return run;
    }
    run.output = QString::fromLocal8Bit(child.readAll());
    run.ok = child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0;
    for (const QString& line : run.output.split(QLatin1Char('\n'))) {
        if (!line.startsWith(QStringLiteral("STALL ")))
            continue;
        run.line = line;
        for (const QString& field : line.split(QLatin1Char(' ')))
            if (field.startsWith(QStringLiteral("stall=")))
                run.stallMs = field.mid(6).toDouble();
    }
    return run;
}

void runEventLoopFor(int ms)
{
    (void)waitUntil([] { return false; }, ms);
}

// Keeps the GUI thread busy until it has used `ms` of its own CPU time: a real block,
// however loaded the machine is.
void burnGuiThreadCpu(double ms)
{
    const qint64 until = StallMeter::threadCpuNs() + qint64(ms * 1e6);
    volatile std::uint64_t sink = 0;
    while (StallMeter::threadCpuNs() < until)
        for (int i = 0; i < 1000; ++i)
            sink = sink + std::uint64_t(i);
}

}  // namespace

class TestTableStalls : public QObject {
    Q_OBJECT
private slots:
    // The meter is what the scenarios are judged by: it must catch the GUI thread
    // blocking for longer than the limit (80 ms of busy work inside one event), and not
    // blame the program for a quiet event loop.
    void meterCatchesABlockedGuiThread()
    {
        StallMeter meter;
        meter.start();
        bool blocked = false;
        QTimer::singleShot(30, this, [&] {
            burnGuiThreadCpu(80);
            blocked = true;
        });
        QVERIFY(waitUntil([&] { return blocked; }, kWaitMs));
        runEventLoopFor(30);  // a few beats after it
        meter.stop();
        qInfo("blocked 80 ms: stall %.1f ms of CPU in a gap of %.1f ms", meter.stallMs(),
              meter.wallOfStallMs());
        QVERIFY2(meter.stallMs() >= 75, qPrintable(QString::number(meter.stallMs())));
        QVERIFY(meter.stallMs() >= kLimitMs);
        // CPU time in a gap cannot exceed its wall time; the two clocks are read one
        // after the other at each beat, so they may disagree by the cost of a read
        // (CI saw 80.1 ms of CPU in a gap of 80.1 ms fail a strict comparison).
        QVERIFY2(meter.wallOfStallMs() + kClockReadSkewMs >= meter.stallMs(),
                 qPrintable(QStringLiteral("%1 ms of CPU in %2 ms of wall time")
                                .arg(meter.stallMs(), 0, 'f', 4)
                                .arg(meter.wallOfStallMs(), 0, 'f', 4)));
    }

    void meterSeesNoStallInAnIdleLoop()
    {
        StallMeter meter;
        meter.start();
        runEventLoopFor(300);
        meter.stop();
        QVERIFY(meter.beats() > 10);
        QVERIFY2(meter.stallMs() < kLimitMs, qPrintable(QString::number(meter.stallMs())));
    }

    void playModeWithAColdTable() { judge(QStringLiteral("play")); }
    void hintWithAColdTable() { judge(QStringLiteral("hint")); }
    void stateSpaceAndABar() { judge(QStringLiteral("state-space")); }
    void hardestRotationBoards() { judge(QStringLiteral("hardest")); }
    void genericTableOfALibraryPuzzle() { judge(QStringLiteral("generic-table")); }
    void patternDatabasesOfTheFifteenPuzzle() { judge(QStringLiteral("pattern-database")); }
    void watchingTheSearch() { judge(QStringLiteral("watch")); }

    void opening64MbJudgeInput()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("big.in"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // Random clock faces, one case a line, to just under the dialog's 64 MiB limit.
        std::mt19937_64 rng(64);
        static const char* const kFaces[] = {"3", "6", "9", "12"};
        const qint64 target = 64'000'000;
        qint64 written = 0;
        int cases = 0;
        QByteArray block;
        while (written < target - 64) {
            QByteArray line;
            for (int i = 0; i < 9; ++i) {
                line += kFaces[rng() % 4];
                line += i == 8 ? '\n' : ' ';
            }
            block += line;
            written += line.size();
            ++cases;
            if (block.size() > (1 << 20)) {
                QCOMPARE(file.write(block), block.size());
                block.clear();
            }
        }
        QCOMPARE(file.write(block), block.size());
        file.close();
        QVERIFY(QFileInfo(path).size() > 60'000'000);
        QVERIFY(QFileInfo(path).size() < JudgeFileReader::kMaxInputBytes);
        QProcessEnvironment env;
        env.insert(QStringLiteral("PL_STALL_FILE"), path);
        env.insert(QStringLiteral("PL_STALL_CASES"), QString::number(cases));
        judge(QStringLiteral("batch"), env);
    }

private:
    void judge(const QString& scenario, const QProcessEnvironment& env = {})
    {
        double best = 1e9;
        for (int attempt = 0; attempt < 3 && best >= kScenarioLimitMs; ++attempt) {
            const Run run = runChild(scenario, env);
            QVERIFY2(run.ok, qPrintable(run.output));
            qInfo("%s", qPrintable(run.line));
            best = std::min(best, run.stallMs);
        }
        QVERIFY2(best < kScenarioLimitMs,
                 qPrintable(QStringLiteral("%1: longest GUI stall %2 ms").arg(scenario).arg(best)));
    }
};

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    const QByteArray scenario = qgetenv("PL_STALL_SCENARIO");
    if (!scenario.isEmpty())
        return runScenario(scenario);
    TestTableStalls test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_table_stalls.moc"
