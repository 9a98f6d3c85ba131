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

Run run(const QStringList& arguments)
{
    QProcess app;
    app.start(QStringLiteral(PL_BUILD_DIR "/src/app/puzzlelab"), arguments);
    Run r;
    if (!app.waitForFinished(60000))
        return r;
    r.code = app.exitStatus() == QProcess::NormalExit ? app.exitCode() : -1;
    r.out = QString::fromUtf8(app.readAllStandardOutput());
    r.err = QString::fromUtf8(app.readAllStandardError());
    return r;
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
        // Still running after a while: the window is up, waiting for the person.
        const bool ended = app.waitForFinished(2500);
        const QString err = QString::fromUtf8(app.readAllStandardError());
        if (!ended) {
            app.kill();
            app.waitForFinished(10000);
        }
        QVERIFY2(!ended,
                 qPrintable(QStringLiteral("exited with %1: %2").arg(app.exitCode()).arg(err)));
        QVERIFY2(err.contains(QStringLiteral("solution.txt")), qPrintable(err));
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
};

QTEST_MAIN(TestCommandLine)
#include "tst_command_line.moc"
