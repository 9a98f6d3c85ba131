#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "ui/mainwindow.h"

using namespace pl;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

// `environment` empty: the test's own (ctest sets QT_QPA_PLATFORM=offscreen).
Run run(const QStringList& arguments, const QProcessEnvironment& environment = {})
{
    QProcess app;
    if (!environment.isEmpty())
        app.setProcessEnvironment(environment);
    app.start(QStringLiteral(PL_BUILD_DIR "/src/app/puzzlelab"), arguments);
    Run r;
    if (!app.waitForFinished(60000))
        return r;
    r.code = app.exitStatus() == QProcess::NormalExit ? app.exitCode() : -1;
    r.out = QString::fromUtf8(app.readAllStandardOutput());
    r.err = QString::fromUtf8(app.readAllStandardError());
    return r;
}

// The environment of a machine with no display: a text console, an ssh session
// without X forwarding, a container. Nothing names a display or a Qt platform.
QProcessEnvironment withoutDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_SOCKET"})
        env.remove(QString::fromLatin1(name));
    return env;
}

}  // namespace

class TestCommandLine : public QObject {
    Q_OBJECT
private slots:
    void helpAndVersion()
    {
        const Run help = run({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains(QStringLiteral("--lang <LANG>")));
        QVERIFY(help.out.contains(QStringLiteral("[file]")));
        const Run version = run({QStringLiteral("--version")});
        QCOMPARE(version.code, 0);
        QCOMPARE(version.out.trimmed(), QStringLiteral("PuzzleLab " PUZZLELAB_VERSION));
    }

    // Without a display the window cannot open: one clear sentence that says so and how
    // to run headless, exit 1 -- not Qt's abort (exit 134) advising a reinstall.
    void noDisplayIsExplained_data()
    {
        QTest::addColumn<QString>("display");
        QTest::addColumn<bool>("emptyPlatform");
        QTest::newRow("no display") << QString() << false;
        // Qt reads an empty QT_QPA_PLATFORM as unset: it still needs a display.
        QTest::newRow("empty QT_QPA_PLATFORM") << QString() << true;
        // A display is named but nothing answers there (a stale DISPLAY after ssh).
        QTest::newRow("unreachable display") << QStringLiteral(":4242") << false;
    }
    void noDisplayIsExplained()
    {
        QFETCH(QString, display);
        QFETCH(bool, emptyPlatform);
        QProcessEnvironment env = withoutDisplay();
        if (!display.isEmpty())
            env.insert(QStringLiteral("DISPLAY"), display);
        if (emptyPlatform)
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QString());
        const Run r = run({}, env);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("no display found")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("QT_QPA_PLATFORM=offscreen puzzlelab --screenshot")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("xvfb-run puzzlelab")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("Reinstalling")), qPrintable(r.err));

        // Printing the help or the version needs no display (help2man runs them at build
        // time), nor does a screenshot, which chooses the offscreen platform itself.
        const Run help = run({QStringLiteral("--help")}, env);
        QCOMPARE(help.code, 0);
        QVERIFY2(help.out.contains(QStringLiteral("--screenshot <FILE>")), qPrintable(help.err));
        const Run version = run({QStringLiteral("--version")}, env);
        QCOMPARE(version.code, 0);
        QCOMPARE(version.out.trimmed(), QStringLiteral("PuzzleLab " PUZZLELAB_VERSION));
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        const Run shot = run({QStringLiteral("--screenshot"), png}, env);
        QVERIFY2(shot.code == 0, qPrintable(shot.err));
        QVERIFY(QFileInfo(png).size() > 0);
    }

    void helpFollowsLang()
    {
        const Run help =
            run({QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY2(help.out.contains(QStringLiteral("打开谜题")), qPrintable(help.out));
        const Run tw = run({QStringLiteral("--lang=zh_TW"), QStringLiteral("--help")});
        QVERIFY2(tw.out.contains(QStringLiteral("開啟謎題")), qPrintable(tw.out));
    }

    void badArgumentsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("--bogus")} << QStringLiteral("Unknown option 'bogus'");
        QTest::newRow("unknown language")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("klingon")}
            << QStringLiteral("unknown language 'klingon'");
        QTest::newRow("two files") << QStringList{QStringLiteral("a.txt"), QStringLiteral("b.txt")}
                                   << QStringLiteral("at most one solution file");
        QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent/solution.txt")}
                                      << QStringLiteral("solution.txt");
        QTest::newRow("unknown dialog")
            << QStringList{QStringLiteral("--dialog"), QStringLiteral("cache")}
            << QStringLiteral(
                   "unknown dialog 'cache': use compare, state-space, type, custom-puzzle or "
                   "table-cache.");
    }
    void badArgumentsExitWithTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r =
            run(arguments << QStringLiteral("--screenshot") << QStringLiteral("/dev/null"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // The desktop entry passes files with no terminal to read stderr: a bad one must
    // not end the program unseen. The window opens (and shows the error, see
    // tst_first_use) and the line on stderr stays.
    void badFileStillOpensTheWindow()
    {
        QTemporaryDir config;
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());  // not this user's settings
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(PL_BUILD_DIR "/src/app/puzzlelab"),
                  {QStringLiteral("/nonexistent/solution.txt")});
        QVERIFY(app.waitForStarted(10000));
        // The line comes once the window is built (seconds on a loaded machine under
        // ASan): read until it is there, or the program ends, or a minute has passed.
        QByteArray bytes;
        bool ended = false;
        QElapsedTimer waited;
        waited.start();
        while (!bytes.contains("solution.txt") && !ended && waited.elapsed() < 60000) {
            ended = app.waitForFinished(100);
            bytes += app.readAllStandardError();
        }
        // Still running a while after it: the window is up, waiting for the person.
        if (!ended)
            ended = app.waitForFinished(1000);
        bytes += app.readAllStandardError();
        const QString err = QString::fromUtf8(bytes);
        if (!ended) {
            app.kill();
            app.waitForFinished(10000);
        }
        QVERIFY2(!ended,
                 qPrintable(QStringLiteral("exited with %1: %2").arg(app.exitCode()).arg(err)));
        QVERIFY2(err.contains(QStringLiteral("solution.txt")), qPrintable(err));
    }

    // --dialog pictures the dialog alone, not the window (1280x800): Custom and Table
    // Cache, the two that need no search.
    void dialogIsPicturedAlone_data()
    {
        QTest::addColumn<QString>("dialog");
        QTest::addColumn<QString>("puzzle");
        QTest::newRow("custom-puzzle")
            << QStringLiteral("custom-puzzle") << QStringLiteral("topspin");
        QTest::newRow("table-cache") << QStringLiteral("table-cache") << QStringLiteral("clocks");
    }
    void dialogIsPicturedAlone()
    {
        QFETCH(QString, dialog);
        QFETCH(QString, puzzle);
        QTemporaryDir dir;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        const QString png = dir.filePath(QStringLiteral("dialog.png"));
        const Run r = run({QStringLiteral("--puzzle"), puzzle, QStringLiteral("--dialog"), dialog,
                           QStringLiteral("--screenshot"), png},
                          env);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QImage picture(png);
        QVERIFY(!picture.isNull());
        QVERIFY2(picture.width() < 1000 && picture.height() < 700,
                 qPrintable(QStringLiteral("%1x%2").arg(picture.width()).arg(picture.height())));
        QVERIFY(picture.width() > 200 && picture.height() > 100);
    }

    void opensASolutionFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("clocks.txt"));
        {
            MainWindow w;
            QVERIFY(w.selectPuzzle(QStringLiteral("clocks")));
            QVERIFY(w.setPositionText(QStringLiteral("9 9 12 6 6 6 6 3 6")).isEmpty());
            QSignalSpy done(&w, &MainWindow::solveFinished);
            w.solve();
            QVERIFY(done.wait(60000));
            QVERIFY(w.exportSolutionTo(file).isEmpty());
        }
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        const Run r = run({file, QStringLiteral("--screenshot"), png});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(QFile::exists(png));
    }

    // Unsolvable is a result (SPEC 7.3), not a failed solve (issue 23, point 12): the
    // board is drawn with it, the picture written, exit 0.
    void screenshotOfAnUnsolvableStart()
    {
        QTemporaryDir dir;
        const QString definition = dir.filePath(QStringLiteral("swap.puzzle.json"));
        {
            QFile f(definition);
            QVERIFY(f.open(QIODevice::WriteOnly));
            // A 2x2 sliding puzzle with two tiles swapped: the wrong parity.
            f.write(
                R"({"puzzlelab": 1, "key": "swapped-three", "name": "Swapped", "kind": "sliding",
 "cells": [{"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 1, "y": 0},
           {"id": 2, "x": 0, "y": 1}, {"id": 3, "x": 1, "y": 1}],
 "labels": [0, 1, 2, 3], "blank": 0, "start": [2, 1, 3, 0],
 "goal": {"values": [1, 2, 3, 0]}})");
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        const QString png = dir.filePath(QStringLiteral("unsolvable.png"));
        const Run r =
            run({definition, QStringLiteral("--solve"), QStringLiteral("--screenshot"), png}, env);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(QFile::exists(png), qPrintable(r.err));
        // Asked to step into a solution that does not exist: said, and still not a failure.
        const QString stepped = dir.filePath(QStringLiteral("stepped.png"));
        const Run s = run({definition, QStringLiteral("--solve"), QStringLiteral("--step"),
                           QStringLiteral("2"), QStringLiteral("--screenshot"), stepped},
                          env);
        QVERIFY2(s.code == 0, qPrintable(s.err));
        QVERIFY(QFile::exists(stepped));
    }
};

QTEST_MAIN(TestCommandLine)
#include "tst_command_line.moc"
