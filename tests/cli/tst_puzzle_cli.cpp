// puzzlelab-solve --puzzle: definitions from the library or a file, SPEC 7.5.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

// Runs puzzlelab-solve with a private data folder, so the person's own puzzles on
// the machine running the tests never change what the library holds.
RunResult runSolve(const QStringList& args, const QByteArray& input, const QString& dataHome)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
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

void writeFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), qint64(bytes.size()));
}

// Lights Out on a 3x3 grid: pressing a light toggles it and its orthogonal
// neighbours. Written here, not bundled: the program must learn it from the file.
QByteArray lightsOut3()
{
    QByteArray cells;
    QByteArray moves;
    const char* ids = "abcdefghi";
    for (int i = 0; i < 9; ++i) {
        const int x = i % 3;
        const int y = i / 3;
        cells += QByteArray(i ? "," : "") + "{\"id\":\"" + ids[i] +
                 "\",\"x\":" + QByteArray::number(x) + ",\"y\":" + QByteArray::number(y) + "}";
        QByteArray add = QByteArray("\"") + ids[i] + "\"";
        if (x > 0)
            add += QByteArray(",\"") + ids[i - 1] + "\"";
        if (x < 2)
            add += QByteArray(",\"") + ids[i + 1] + "\"";
        if (y > 0)
            add += QByteArray(",\"") + ids[i - 3] + "\"";
        if (y < 2)
            add += QByteArray(",\"") + ids[i + 3] + "\"";
        moves += QByteArray(i ? "," : "") + "{\"name\":\"" + ids[i] + "\",\"add\":[" + add +
                 "],\"cell\":\"" + ids[i] + "\"}";
    }
    return "{\"puzzlelab\":1,\"key\":\"test-lights-3\",\"name\":\"Test Lights 3x3\","
           "\"kind\":\"dial\",\"modulus\":2,\"cells\":[" +
           cells + "],\"moves\":[" + moves + "]}\n";
}

}  // namespace

class TestPuzzleCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir home_;
    QString dataHome() const { return home_.path() + QStringLiteral("/data"); }

private slots:
    void listShowsTheBundledContestPuzzles()
    {
        const RunResult r = runSolve({QStringLiteral("--list")}, {}, dataHome());
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        QByteArrayList keys;
        for (const QByteArray& line : lines)
            if (!line.isEmpty())
                keys << line.split('\t').front();
        QVERIFY2(keys.contains("clocks"), r.out.constData());
        QVERIFY(keys.contains("msquare"));
        QVERIFY(keys.contains("rotation"));
        QVERIFY(r.out.contains("clocks\tThe Clocks\n"));
        QVERIFY(r.err.isEmpty());
    }

    // SPEC 7.5's own examples, with every engine --info lists for the puzzle.
    void specExamples_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("clocks sample")
            << "clocks" << QByteArray("3 3 0 2 2 2 2 1 2\n") << QByteArray("4: 4 5 8 9\n");
        QTest::newRow("clocks solved")
            << "clocks" << QByteArray("0 0 0 0 0 0 0 0 0\n") << QByteArray("0:\n");
        QTest::newRow("msquare sample")
            << "msquare" << QByteArray("1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1\n")
            << QByteArray("7: BCABCCB\n");
        QTest::newRow("msquare default goal")
            << "msquare" << QByteArray("1 2 3 4 5 6 7 8\n") << QByteArray("0:\n");
        QTest::newRow("rotation samples")
            << "rotation"
            << QByteArray(
                   "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"
                   "\n"
                   "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\r\n")
            << QByteArray("2: AC\n4: DDHH\n");
    }
    void specExamples()
    {
        QFETCH(QString, puzzle);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        const RunResult info = runSolve(
            {QStringLiteral("--puzzle"), puzzle, QStringLiteral("--info")}, {}, dataHome());
        QCOMPARE(info.exitCode, 0);
        QByteArray engines;
        for (const QByteArray& line : info.out.split('\n'))
            if (line.startsWith("engines: "))
                engines = line.mid(9);
        QVERIFY2(!engines.isEmpty(), info.out.constData());
        const QByteArrayList names = engines.split(',');
        QVERIFY(names.size() >= 2);  // the hand-tuned engines and the generic bfs
        for (QByteArray name : names) {
            name = name.trimmed();
            // A generic search over 9.47e9 rotation boards only for shallow cases.
            const RunResult r = runSolve({QStringLiteral("--puzzle"), puzzle,
                                          QStringLiteral("--engine"), QString::fromLatin1(name)},
                                         input, dataHome());
            QVERIFY2(r.exitCode == 0, (name + ": " + r.err).constData());
            QCOMPARE(r.out, expected);
        }
    }

    void badCaseAfterGoodOnes()
    {
        const RunResult r = runSolve({QStringLiteral("--puzzle"), QStringLiteral("clocks")},
                                     "3 3 0 2 2 2 2 1 2\n1 2 3\n0 0 0 0 0 0 0 0 0\n", dataHome());
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QByteArray("4: 4 5 8 9\n"));
        QVERIFY2(r.err.startsWith("case 2: "), r.err.constData());
    }

    void goalOnlyForEditableGoals()
    {
        const RunResult r = runSolve({QStringLiteral("--puzzle"), QStringLiteral("clocks")},
                                     "0 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 0\n", dataHome());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("case 1: "), r.err.constData());
    }

    void unknownKeyAndEngine()
    {
        RunResult r = runSolve({QStringLiteral("--puzzle"), QStringLiteral("no-such-puzzle")}, {},
                               dataHome());
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("no-such-puzzle"));
        r = runSolve({QStringLiteral("--puzzle"), QStringLiteral("clocks"),
                      QStringLiteral("--engine"), QStringLiteral("warp")},
                     {}, dataHome());
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("unknown engine 'warp'"));
        QVERIFY(r.err.contains("bfs"));
    }

    // A definition the program has never seen, from a file and from the user folder.
    void newDefinitionFromFileAndFolder()
    {
        const QString file = home_.path() + QStringLiteral("/mine/lights.puzzle.json");
        writeFile(file, lightsOut3());
        // Pressing the centre from solved: the centre and its four neighbours are on.
        const QByteArray input = "0 1 0 1 1 1 0 1 0\n1 0 0 0 0 0 0 0 0\n";
        RunResult r = runSolve(
            {QStringLiteral("--puzzle"), file, QStringLiteral("--engine"), QStringLiteral("bfs")},
            input, dataHome());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QByteArray> lines = r.out.split('\n');
        QCOMPARE(lines.value(0), QByteArray("1: e"));
        // 3x3 Lights Out is invertible over GF(2), so a lone corner light has exactly
        // one set of presses: a, c, f, g and h (found by trying all 512 sets).
        QCOMPARE(lines.value(1), QByteArray("5: acfgh"));

        writeFile(dataHome() + QStringLiteral("/PuzzleLab/puzzles/lights.puzzle.json"),
                  lightsOut3());
        r = runSolve({QStringLiteral("--list")}, {}, dataHome());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("test-lights-3\tTest Lights 3x3\n"), r.out.constData());
        r = runSolve({QStringLiteral("--puzzle"), QStringLiteral("test-lights-3")}, input,
                     dataHome());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out.split('\n').value(0), QByteArray("1: e"));
        QFile::remove(dataHome() + QStringLiteral("/PuzzleLab/puzzles/lights.puzzle.json"));
    }

    void badDefinitionNamesFileWhereAndWhat()
    {
        const QString file = home_.path() + QStringLiteral("/bad.puzzle.json");
        QByteArray text = lightsOut3();
        text.replace("\"modulus\":2", "\"modulus\":1,\"colour\":3");
        writeFile(file, text);
        const RunResult r =
            runSolve({QStringLiteral("--puzzle"), file}, "0 0 0 0 0 0 0 0 0\n", dataHome());
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QList<QByteArray> lines = r.err.trimmed().split('\n');
        QVERIFY2(lines.size() >= 2, r.err.constData());  // both problems, one line each
        for (const QByteArray& line : lines)
            QVERIFY2(line.startsWith(file.toUtf8() + ": line 1, column "), line.constData());
        QVERIFY(r.err.contains("modulus"));
        QVERIFY(r.err.contains("colour"));
    }

    void badJsonNamesLineAndColumn()
    {
        const QString file = home_.path() + QStringLiteral("/syntax.puzzle.json");
        writeFile(file, "{\n  \"puzzlelab\": 1,\n  \"key\": \"x\"\n  \"name\": \"y\"\n}\n");
        const RunResult r = runSolve({QStringLiteral("--puzzle"), file}, {}, dataHome());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(file.toUtf8() + ": line 4, column "), r.err.constData());
    }

    // SPEC 7.6: a table over the limit is refused with what it would need, before any
    // of it is built; --info says so too. (TopSpin's table is 9.5 MiB: one entry per
    // class of 12 relabellings, 10,004,080 bytes with the least frontier; 9 MiB is too
    // little.)
    void tableOverTheLimitIsRefused()
    {
        const QStringList topspin{QStringLiteral("--puzzle"), QStringLiteral("topspin"),
                                  QStringLiteral("--max-memory"), QStringLiteral("9")};
        RunResult r =
            runSolve(topspin + QStringList{QStringLiteral("--engine"), QStringLiteral("table")},
                     "3 6 5 1 2 7 8 9 10 11 12 4\n", dataHome());
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("case 1: the table would need "), r.err.constData());
        // Sizes, not raw bytes (issue 23, point 8): 9 MB is 9437184 bytes.
        QVERIFY2(r.err.contains("more than the limit of 9.0 MiB"), r.err.constData());
        r = runSolve(topspin + QStringList{QStringLiteral("--info")}, {}, dataHome());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("  table: does not fit: the table would need "), r.out.constData());
        // The default engine is then one that fits.
        r = runSolve(topspin, "1 2 3 4 5 6 7 8 9 10 11 12\n", dataHome());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("0:\n"));
    }

    // A file that reuses a contest puzzle's key is its own puzzle: the hand-tuned
    // engines of the bundled one are not offered for it (review finding).
    void aReusedKeyGetsOnlyTheGenericEngines()
    {
        QFile bundled(QStringLiteral(PL_SOURCE_DIR "/src/core/def/bundled/clocks.puzzle.json"));
        QVERIFY(bundled.open(QIODevice::ReadOnly));
        // The same clocks, the moves listed backwards: the tie-break order changes.
        QJsonObject def = QJsonDocument::fromJson(bundled.readAll()).object();
        QJsonArray backwards;
        for (const QJsonValue& m : def.value(QStringLiteral("moves")).toArray())
            backwards.prepend(m);
        def.insert(QStringLiteral("moves"), backwards);
        def.remove(QStringLiteral("examples"));
        const QByteArray text = QJsonDocument(def).toJson();
        const QString file = home_.path() + QStringLiteral("/clocks-backwards.puzzle.json");
        writeFile(file, text);
        RunResult r =
            runSolve({QStringLiteral("--puzzle"), file, QStringLiteral("--info")}, {}, dataHome());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!r.out.contains("clocks-linear"), r.out.constData());
        QVERIFY2(r.out.contains("engines: linear, table, ida, bfs\n"), r.out.constData());
        const QByteArray cases = "1 2 3 0 1 2 3 0 1\n3 3 0 2 2 2 2 1 2\n";
        r = runSolve({QStringLiteral("--puzzle"), file}, cases, dataHome());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const RunResult bfs = runSolve(
            {QStringLiteral("--puzzle"), file, QStringLiteral("--engine"), QStringLiteral("bfs")},
            cases, dataHome());
        QCOMPARE(r.out, bfs.out);
        // Move 9 comes first in this file's order: the sample's answer starts with it.
        QCOMPARE(r.out.split('\n').value(1), QByteArray("4: 9 8 5 4"));
    }

    // linear is offered only when the definition's own goal keeps its solution sets
    // small: a goal on one light of 5x5 Lights Out goes to the table (review finding).
    void linearNotOfferedForALooseGoal()
    {
        QFile bundled(
            QStringLiteral(PL_SOURCE_DIR "/src/core/def/bundled/lights-out-5.puzzle.json"));
        QVERIFY(bundled.open(QIODevice::ReadOnly));
        QJsonObject def = QJsonDocument::fromJson(bundled.readAll()).object();
        QJsonArray goal;
        goal.append(0);
        for (int i = 1; i < 25; ++i)
            goal.append(QJsonValue::Null);
        def.insert(QStringLiteral("goal"), QJsonObject{{QStringLiteral("values"), goal}});
        def.remove(QStringLiteral("examples"));
        const QString file = home_.path() + QStringLiteral("/one-light.puzzle.json");
        writeFile(file, QJsonDocument(def).toJson());
        RunResult r =
            runSolve({QStringLiteral("--puzzle"), file, QStringLiteral("--info")}, {}, dataHome());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("engines: table, ida, bfs\n"), r.out.constData());
        QByteArray lit(49, ' ');
        for (int i = 0; i < 25; ++i)
            lit[2 * i] = i == 0 ? '1' : '0';
        r = runSolve({QStringLiteral("--puzzle"), file}, lit.trimmed() + "\n", dataHome());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("1: "), r.out.constData());
    }

    // --largest-tables: ida's halves besides its usual groups, the same answers; it goes
    // with --puzzle only.
    void largestTablesOption()
    {
        const QByteArray cases = "8 7 6 5 4 3 2 1 0\n1 2 3 4 5 6 0 7 8\n";
        const QStringList eight{QStringLiteral("--puzzle"), QStringLiteral("eight-puzzle"),
                                QStringLiteral("--engine"), QStringLiteral("ida")};
        const RunResult usual = runSolve(eight, cases, dataHome());
        QVERIFY2(usual.exitCode == 0, usual.err.constData());
        const RunResult largest =
            runSolve(eight + QStringList{QStringLiteral("--largest-tables")}, cases, dataHome());
        QVERIFY2(largest.exitCode == 0, largest.err.constData());
        QCOMPARE(largest.out, usual.out);
        QVERIFY2(usual.out.startsWith("30: "), usual.out.constData());
        const RunResult alone = runSolve({QStringLiteral("--largest-tables")}, {}, dataHome());
        QCOMPARE(alone.exitCode, 2);
        QVERIFY2(alone.err.contains("--largest-tables"), alone.err.constData());
        QVERIFY2(!largest.err.contains("changes nothing"), largest.err.constData());

        // Where it changes nothing (another engine, or ida on a puzzle without larger
        // tables) a note on stderr says so; the answers on stdout are the same.
        const QStringList table{QStringLiteral("--puzzle"), QStringLiteral("eight-puzzle"),
                                QStringLiteral("--engine"), QStringLiteral("table")};
        const RunResult byTable = runSolve(table, cases, dataHome());
        const RunResult byTableLargest =
            runSolve(table + QStringList{QStringLiteral("--largest-tables")}, cases, dataHome());
        QCOMPARE(byTableLargest.exitCode, 0);
        QCOMPARE(byTableLargest.out, byTable.out);
        QVERIFY2(byTableLargest.err.contains("--largest-tables changes nothing here") &&
                     byTableLargest.err.contains("(engine: table)"),
                 byTableLargest.err.constData());
        const RunResult clocks = runSolve(
            {QStringLiteral("--puzzle"), QStringLiteral("clocks"), QStringLiteral("--engine"),
             QStringLiteral("ida"), QStringLiteral("--largest-tables")},
            "3 3 0 2 2 3 2 2 3\n", dataHome());
        QVERIFY2(clocks.err.contains("changes nothing here"), clocks.err.constData());
        QVERIFY2(!clocks.out.isEmpty(), clocks.err.constData());
        // Pieces alike (two 1s, two 2s) or with open twists: ida's tables of them keep
        // their size.
        const QString alike = home_.path() + QStringLiteral("/alike.tws");
        writeFile(alike,
                  "Set A 4 3\nSolved\nA\n1 1 2 2\n0 0 ? ?\nEnd\n"
                  "Move R\nA\n2 3 1 4\n1 0 2 0\nEnd\n"
                  "Move S\nA\n1 2 4 3\n0 0 1 1\nEnd\n");
        const RunResult loose = runSolve(
            {QStringLiteral("--puzzle"), alike, QStringLiteral("--engine"), QStringLiteral("ida"),
             QStringLiteral("--largest-tables"), QStringLiteral("--scramble")},
            "R S\n", dataHome());
        QCOMPARE(loose.exitCode, 0);
        QVERIFY2(loose.err.contains("changes nothing here"), loose.err.constData());
        QVERIFY2(loose.out.startsWith("2: "), loose.out.constData());
    }

    void threadsOption()
    {
        // Loopover 4x4 on random arrangements (tens of thousands of nodes: split over
        // the threads past the first iterations): one thread and two give the same
        // answers; a count out of 1..64 is a usage error.
        const QByteArray cases =
            "11 3 12 8 2 4 7 1 9 6 5 10 16 14 15 13\n"
            "5 16 1 9 14 3 11 8 12 2 7 10 15 6 13 4\n";
        const QStringList loopover{QStringLiteral("--puzzle"), QStringLiteral("loopover-4"),
                                   QStringLiteral("--no-cache")};
        const RunResult one =
            runSolve(loopover + QStringList{QStringLiteral("--threads"), QStringLiteral("1")},
                     cases, dataHome());
        QVERIFY2(one.exitCode == 0, one.err.constData());
        const RunResult two =
            runSolve(loopover + QStringList{QStringLiteral("--threads=2")}, cases, dataHome());
        QVERIFY2(two.exitCode == 0, two.err.constData());
        QCOMPARE(two.out, one.out);
        QCOMPARE(one.out.count('\n'), 2);
        QVERIFY2(!one.out.contains("unsolvable"), one.out.constData());
        for (const char* bad : {"0", "65", "two", ""}) {
            const RunResult r = runSolve(
                loopover + QStringList{QStringLiteral("--threads"), QString::fromLatin1(bad)},
                cases, dataHome());
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--threads needs a number from 1 to 64"), r.err.constData());
        }
        const RunResult alone =
            runSolve({QStringLiteral("--threads"), QStringLiteral("2")}, {}, dataHome());
        QCOMPARE(alone.exitCode, 2);
        QVERIFY2(alone.err.contains("--threads"), alone.err.constData());
    }

    void maxMemoryIsChecked()
    {
        const RunResult r = runSolve({QStringLiteral("--puzzle"), QStringLiteral("clocks"),
                                      QStringLiteral("--max-memory"), QStringLiteral("lots")},
                                     {}, dataHome());
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--max-memory"));
    }
};

QTEST_GUILESS_MAIN(TestPuzzleCli)
#include "tst_puzzle_cli.moc"
