#include <QSettings>
#include <QSlider>
#include <QSplitter>
#include <QStandardPaths>
#include <QTest>

#include "contest_kinds.h"
#include "models/puzzle_document.h"
#include "models/solve_service.h"
#include "ui/mainwindow.h"
#include "ui/playback_controller.h"
#include "ui/solution_panel.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;

namespace {

// The contest's notation as one row of cells (Magic Squares: board, then target).
Position parse(PuzzleKind kind, const char* text)
{
    return test::contestParsed(kind, text);
}

QString formatted(MainWindow& w, PuzzleKind kind)
{
    return QString::fromStdString(
        puzzle(kind).formatPosition(w.document(test::keyOf(kind))->position()));
}

QSettings settings()
{
    return QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
}

}  // namespace

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // Settings go to ~/.qttest, never to the person's own configuration.
        QStandardPaths::setTestModeEnabled(true);
    }
    void init() { settings().clear(); }
    void cleanupTestCase() { settings().clear(); }

    void everythingComesBack()
    {
        const char* clocks = "9 9 12 6 6 6 6 3 6";
        const char* square = "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1";
        const QString squareEngine =
            SolveService::engineNames(test::windowPuzzle(PuzzleKind::MagicSquare)).last();
        const QString clocksEngine =
            SolveService::engineNames(test::windowPuzzle(PuzzleKind::Clocks)).last();
        QList<int> sizes;
        int speed = 0;
        {
            MainWindow w;
            w.restoreSettings();
            w.resize(1100, 700);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.selectPuzzle(QStringLiteral("clocks")));
            QVERIFY(w.setPositionText(QString::fromLatin1(clocks)).isEmpty());
            QVERIFY(w.setEngine(clocksEngine));
            QVERIFY(w.selectPuzzle(QStringLiteral("msquare")));
            QVERIFY(w.setPositionText(QString::fromLatin1(square)).isEmpty());
            QVERIFY(w.setEngine(squareEngine));
            QSlider* slider = w.solutionPanel()->speedSlider();
            speed = slider->value() == slider->minimum() ? slider->maximum() : slider->minimum();
            slider->setValue(speed);
            auto* splitter = w.findChild<QSplitter*>(QStringLiteral("mainSplitter"));
            QVERIFY(splitter);
            splitter->setSizes({230, 500, 330});
            sizes = splitter->sizes();
            QVERIFY(w.close());
        }
        MainWindow w;
        w.restoreSettings();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(test::kindOf(w.currentKey()), PuzzleKind::MagicSquare);
        QCOMPARE(w.engine(test::keyOf(PuzzleKind::MagicSquare)), squareEngine);
        QCOMPARE(w.engine(test::keyOf(PuzzleKind::Clocks)), clocksEngine);
        QCOMPARE(w.document(test::keyOf(PuzzleKind::Clocks))->position(),
                 parse(PuzzleKind::Clocks, clocks));
        QCOMPARE(test::contestShown(*w.document(test::keyOf(PuzzleKind::MagicSquare))),
                 parse(PuzzleKind::MagicSquare, square));
        QCOMPARE(w.solutionPanel()->speedSlider()->value(), speed);
        QCOMPARE(w.findChild<QSplitter*>(QStringLiteral("mainSplitter"))->sizes(), sizes);
        QCOMPARE(w.size(), QSize(1100, 700));
    }

    // Settings of a version that held The Clocks and the Rotation Game as their contest
    // objects name their engines as SPEC 2 does; they mean the hand-tuned engines of
    // those names. Settings saved now keep the window's own names, so the generic
    // `linear` stays `linear`.
    void contestEngineNamesOfOlderSettingsKeepTheirEngine()
    {
        {
            QSettings s = settings();
            s.setValue(QStringLiteral("engines/clocks"), QStringLiteral("enumerate"));
            s.setValue(QStringLiteral("engines/rotation"), QStringLiteral("ida"));
        }
        {
            MainWindow w;
            w.restoreSettings();
            QCOMPARE(w.engine(test::keyOf(PuzzleKind::Clocks)), QStringLiteral("clocks-enumerate"));
            // The Rotation Game is held as its definition too: SPEC 2's ida is the
            // classic search, rotation-ida, not the generic ida.
            QCOMPARE(w.engine(test::keyOf(PuzzleKind::Rotation)), QStringLiteral("rotation-ida"));
            QVERIFY(w.selectPuzzle(QStringLiteral("clocks")));
            QVERIFY(w.setEngine(QStringLiteral("linear")));  // the generic one, chosen now
            w.saveSettings();
        }
        {
            QSettings s = settings();
            QVERIFY(!s.contains(QStringLiteral("engines/clocks")));
            QCOMPARE(s.value(QStringLiteral("engine/clocks")).toString(), QStringLiteral("linear"));
        }
        MainWindow w;
        w.restoreSettings();
        QCOMPARE(w.engine(test::keyOf(PuzzleKind::Clocks)), QStringLiteral("linear"));
        {
            QSettings s = settings();
            s.remove(QStringLiteral("engine/clocks"));
            s.setValue(QStringLiteral("engines/clocks"), QStringLiteral("linear"));
        }
        MainWindow old;
        old.restoreSettings();
        QCOMPARE(old.engine(test::keyOf(PuzzleKind::Clocks)), QStringLiteral("clocks-linear"));
    }

    void corruptValuesAreIgnored()
    {
        {
            QSettings s = settings();
            s.setValue(QStringLiteral("puzzle"), QStringLiteral("chess"));
            s.setValue(QStringLiteral("engines/clocks"), QStringLiteral("no-such-engine"));
            s.setValue(QStringLiteral("positions/clocks"), QStringLiteral("9 9 banana"));
            // Well-formed, but not a position of the puzzle: 12 is no Rotation label.
            s.setValue(QStringLiteral("positions/rotation"),
                       QStringLiteral("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 12"));
            s.setValue(QStringLiteral("playback/moveDurationMs"), QStringLiteral("fast"));
            s.setValue(QStringLiteral("window/geometry"), QByteArray("garbage"));
            s.setValue(QStringLiteral("window/splitter"), QByteArray("garbage"));
        }
        MainWindow fresh;
        MainWindow w;
        w.restoreSettings();
        QCOMPARE(test::kindOf(w.currentKey()), test::kindOf(fresh.currentKey()));
        QCOMPARE(w.engine(test::keyOf(PuzzleKind::Clocks)),
                 SolveService::defaultEngine(test::windowPuzzle(PuzzleKind::Clocks)));
        QCOMPARE(formatted(w, PuzzleKind::Clocks), formatted(fresh, PuzzleKind::Clocks));
        QCOMPARE(formatted(w, PuzzleKind::Rotation), formatted(fresh, PuzzleKind::Rotation));
        QCOMPARE(w.solutionPanel()->speedSlider()->value(),
                 fresh.solutionPanel()->speedSlider()->value());
    }

    void windowsThatDidNotRestoreDoNotSave()
    {
        {
            MainWindow w;
            QVERIFY(w.selectPuzzle(QStringLiteral("rotation")));
            w.show();
            QVERIFY(w.close());
        }
        QVERIFY(!settings().contains(QStringLiteral("puzzle")));
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
