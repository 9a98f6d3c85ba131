// Tables kept on disk from the command line (SPEC 8.7): puzzlelab-solve keeps a table
// of 256 KiB or more in $XDG_CACHE_HOME/PuzzleLab; the second start reads it (the
// files stay as they were: read, not rebuilt), a damaged one is built again and
// rewritten, --no-cache writes nothing, and --info shows the folder and what it holds.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct RunResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

RunResult runSolve(const QStringList& args, const QByteArray& input, const QString& cacheHome)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cacheHome);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PL_BUILD_DIR "/src/cli/puzzlelab-solve"), args);
    if (!p.waitForStarted(10000))
        return {};
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(600000))
        p.kill();
    RunResult r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// The stored tables of a folder: name -> contents.
QMap<QString, QByteArray> stored(const QString& folder)
{
    QMap<QString, QByteArray> out;
    for (const QFileInfo& f : QDir(folder).entryInfoList(QDir::Files)) {
        QFile file(f.filePath());
        if (file.open(QIODevice::ReadOnly))
            out.insert(f.fileName(), file.readAll());
    }
    return out;
}

// Korf's first instance needs too long for a test; the first of these is 11 moves, the
// second is of the other parity (unsolvable: its line must come back the same each run).
const QByteArray kCases =
    "2 3 4 8 1 6 7 12 5 10 11 0 9 13 14 15\n"
    "5 1 3 4 2 6 8 12 9 10 7 11 13 14 0 15\n";

}  // namespace

class TestTableCacheCli : public QObject {
    Q_OBJECT

private slots:
    void secondRunReadsTheCache()
    {
        QTemporaryDir cacheHome;
        const QString folder = cacheHome.path() + QStringLiteral("/PuzzleLab");
        const QStringList args{QStringLiteral("--puzzle"), QStringLiteral("fifteen-puzzle")};
        const RunResult first = runSolve(args, kCases, cacheHome.path());
        QVERIFY2(first.exitCode == 0, first.err.constData());
        QCOMPARE(first.out.count('\n'), 2);
        QVERIFY(first.out.startsWith("11: "));
        const QMap<QString, QByteArray> kept = stored(folder);
        QVERIFY2(kept.size() >= 2, qPrintable(QString::number(kept.size())));
        for (auto it = kept.cbegin(); it != kept.cend(); ++it)
            QVERIFY2(it.key().endsWith(QStringLiteral(".pltable")), qPrintable(it.key()));
        QMap<QString, QDateTime> times;
        for (const QFileInfo& f : QDir(folder).entryInfoList(QDir::Files))
            times.insert(f.fileName(), f.lastModified());

        const RunResult second = runSolve(args, kCases, cacheHome.path());
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QCOMPARE(second.out, first.out);
        // Read, not rebuilt: every file as it was, none written again.
        QCOMPARE(stored(folder), kept);
        for (const QFileInfo& f : QDir(folder).entryInfoList(QDir::Files))
            QCOMPARE(f.lastModified(), times.value(f.fileName()));

        // --info names the folder and what it holds.
        const RunResult info =
            runSolve({QStringLiteral("--puzzle"), QStringLiteral("fifteen-puzzle"),
                      QStringLiteral("--info")},
                     {}, cacheHome.path());
        QCOMPARE(info.exitCode, 0);
        QVERIFY2(info.out.contains("table cache: " + folder.toUtf8() + " (" +
                                   QByteArray::number(kept.size()) + " tables, "),
                 info.out.constData());

        // A damaged file is built again and written whole; the answers do not change.
        const QString victim = folder + QLatin1Char('/') + kept.firstKey();
        {
            QFile f(victim);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(f.size() / 2));
            const QByteArray b = f.peek(1);
            QVERIFY(f.seek(f.size() / 2));
            f.write(QByteArray(1, static_cast<char>(b.at(0) ^ 0x21)));
        }
        QVERIFY(stored(folder) != kept);
        const RunResult third = runSolve(args, kCases, cacheHome.path());
        QVERIFY2(third.exitCode == 0, third.err.constData());
        QCOMPARE(third.out, first.out);
        QCOMPARE(stored(folder), kept);
    }

    void noCacheWritesNothing()
    {
        QTemporaryDir cacheHome;
        const RunResult r = runSolve({QStringLiteral("--puzzle"), QStringLiteral("fifteen-puzzle"),
                                      QStringLiteral("--no-cache")},
                                     kCases, cacheHome.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.startsWith("11: "));
        QVERIFY(
            QDir(cacheHome.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
        const RunResult info =
            runSolve({QStringLiteral("--puzzle"), QStringLiteral("fifteen-puzzle"),
                      QStringLiteral("--info"), QStringLiteral("--no-cache")},
                     {}, cacheHome.path());
        QCOMPARE(info.exitCode, 0);
        QVERIFY2(info.out.contains("table cache: off\n"), info.out.constData());
    }

    // A cache folder that cannot be made costs nothing but the keeping.
    void unwritableFolderStillSolves()
    {
        QTemporaryDir cacheHome;
        const QString blocker = cacheHome.path() + QStringLiteral("/file");
        QFile f(blocker);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        // $XDG_CACHE_HOME is a file: PuzzleLab cannot be made under it.
        const RunResult r = runSolve({QStringLiteral("--puzzle"), QStringLiteral("fifteen-puzzle")},
                                     kCases, blocker);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.startsWith("11: "));
        QVERIFY(r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTableCacheCli)
#include "tst_table_cache_cli.moc"
