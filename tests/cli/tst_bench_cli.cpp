// puzzlelab-bench --puzzle: the options of issue 12 run on small cases and print what
// they claim (--all on every position, the linear median, the table build throughput,
// the Rotation Game's generic table against the hand-tuned one). Correctness only:
// nothing here depends on how fast the machine is.
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <utility>

namespace {

struct RunResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

RunResult runBench(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(PL_BUILD_DIR "/src/cli/puzzlelab-bench"), args);
    if (!p.waitForStarted(10000))
        return {};
    if (!p.waitForFinished(600000))
        p.kill();
    RunResult r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// The `    LENGTH COUNT` lines of the --all histogram.
QList<qulonglong> lengthHistogram(const QByteArray& out)
{
    QList<qulonglong> counts;
    bool inside = false;
    for (const QByteArray& line : out.split('\n')) {
        if (line.startsWith("  answers by length:")) {
            inside = true;
            continue;
        }
        if (!inside)
            continue;
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (!line.startsWith("    ") || fields.size() != 2)
            break;
        if (fields[0].toInt() != counts.size())
            return {};  // lengths must come in order, none missing
        counts << fields[1].toULongLong();
    }
    return counts;
}

qulonglong binomial(int n, int k)
{
    qulonglong r = 1;
    for (int i = 1; i <= k; ++i)
        r = r * static_cast<qulonglong>(n - k + i) / static_cast<qulonglong>(i);
    return r;
}

// The numbers of a line of the side-by-side table, for the engine that starts it.
QByteArrayList engineRow(const QByteArray& out, const QByteArray& engine)
{
    for (const QByteArray& line : out.split('\n')) {
        const QByteArrayList fields = line.simplified().split(' ');
        if (fields.size() >= 9 && fields[0] == engine)
            return fields;
    }
    return {};
}

}  // namespace

class TestBenchCli : public QObject {
    Q_OBJECT
private slots:
    // Lights Out 3x3: the press matrix is invertible over GF(2) (Anderson and Feil), so
    // all 2^9 boards are solvable, each by exactly one press set: k presses for C(9, k)
    // boards.
    void allOnLightsOut3()
    {
        const RunResult r =
            runBench({QStringLiteral("--puzzle"), QStringLiteral("lights-out-3"),
                      QStringLiteral("--all"), QStringLiteral("--sample"), QStringLiteral("300")});
        QVERIFY2(r.exitCode == 0, r.out + r.err);
        QVERIFY2(r.out.contains("every one of its 512 positions"), r.out.constData());
        QVERIFY(r.out.contains("dimension 0 (1 vectors"));
        QVERIFY(r.out.contains("positions orthogonal to the kernel: 512 = 2^9"));
        QVERIFY(r.out.contains("plain breadth-first search over all positions: 512 reach"));
        QVERIFY(r.out.contains("solvable 512, unsolvable 0\n"));
        QVERIFY(r.out.contains("replayed 512 answers: 0 wrong\n"));
        QList<qulonglong> expected;
        for (int k = 0; k <= 9; ++k)
            expected << binomial(9, k);
        QCOMPARE(lengthHistogram(r.out), expected);
        QVERIFY(r.out.contains("on 300 seeded solvable positions"));
        QVERIFY(r.out.contains("300 answers compared\n"));
        QVERIFY(r.out.contains(QByteArray("answers of linear and table").leftJustified(62, ' ') +
                               " identical"));
        QVERIFY(r.out.contains("All checks passed."));
    }

    // Lights Out 4x4: the kernel has dimension 4, so one board in 16 is solvable.
    void allOnLightsOut4FindsTheUnsolvable()
    {
        const RunResult r =
            runBench({QStringLiteral("--puzzle"), QStringLiteral("lights-out-4"),
                      QStringLiteral("--all"), QStringLiteral("--sample"), QStringLiteral("200")});
        QVERIFY2(r.exitCode == 0, r.out + r.err);
        QVERIFY(r.out.contains("every one of its 65536 positions"));
        QVERIFY2(r.out.contains("dimension 4 (16 vectors"), r.out.constData());
        QVERIFY(r.out.contains("positions orthogonal to the kernel: 4096 = 2^12"));
        QVERIFY(r.out.contains("solvable 4096, unsolvable 61440\n"));
        QVERIFY(r.out.contains("replayed 4096 answers: 0 wrong\n"));
        const QList<qulonglong> h = lengthHistogram(r.out);
        qulonglong total = 0;
        for (qulonglong c : h)
            total += c;
        QCOMPARE(total, qulonglong{4096});
        QCOMPARE(h.value(0), qulonglong{1});
        QCOMPARE(h.value(1), qulonglong{16});  // one press: the 16 single-press boards
        QVERIFY(r.out.contains("unsolvable exactly where the breadth-first search says so"));
        QVERIFY(!r.out.contains("FAIL"));
    }

    // A composite modulus has no GF(2) kernel check; the breadth-first search still
    // decides. Every board of The Clocks is solvable (4^9 positions).
    void allOnClocks()
    {
        const RunResult r =
            runBench({QStringLiteral("--puzzle"), QStringLiteral("clocks"), QStringLiteral("--all"),
                      QStringLiteral("--sample"), QStringLiteral("100")});
        QVERIFY2(r.exitCode == 0, r.out + r.err);
        QVERIFY(r.out.contains("every one of its 262144 positions"));
        QVERIFY(!r.out.contains("GF(2) kernel"));
        QVERIFY(r.out.contains("solvable 262144, unsolvable 0\n"));
        QVERIFY(r.out.contains("replayed 262144 answers: 0 wrong\n"));
        QVERIFY(r.out.contains("100 answers compared\n"));
    }

    void allRefusesWhatItCannotEnumerate()
    {
        for (const QString& key : {QStringLiteral("eight-puzzle"), QStringLiteral("rotation")}) {
            const RunResult r =
                runBench({QStringLiteral("--puzzle"), key, QStringLiteral("--all")});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--all needs a dial puzzle"), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        const RunResult alone = runBench({QStringLiteral("--all")});
        QCOMPARE(alone.exitCode, 2);
        QVERIFY(alone.err.contains("--all needs --puzzle"));
        const RunResult help = runBench({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--all"));
        QVERIFY(help.out.contains("--sample"));
    }

    // --reachable draws positions uniformly among those that reach the goal: on the
    // 2x2x2 every one gets an answer (drawn among all valid positions, most get none);
    // a puzzle that is not one of pieces is refused with a message.
    void reachableDrawsOnlySolvablePositions()
    {
        const auto lines = [](const QByteArray& out, const char* what) {
            int n = 0;
            for (const QByteArray& line : out.split('\n'))
                if (line.trimmed().startsWith("position ") && line.contains(what))
                    ++n;
            return n;
        };
        const QStringList args{QStringLiteral("--puzzle"),    QStringLiteral("cube-2"),
                               QStringLiteral("--positions"), QStringLiteral("8"),
                               QStringLiteral("--seed"),      QStringLiteral("3"),
                               QStringLiteral("--engine"),    QStringLiteral("table"),
                               QStringLiteral("--limit"),     QStringLiteral("600")};
        const RunResult r = runBench(args + QStringList{QStringLiteral("--reachable")});
        QVERIFY2(r.exitCode == 0, r.out + r.err);
        QVERIFY2(r.out.contains("(uniform among those that reach the goal: 8 of "),
                 r.out.constData());
        QCOMPARE(lines(r.out, " moves, "), 8);  // a line for each (with "no moves" too)
        QCOMPARE(lines(r.out, "no moves"), 0);
        const RunResult all = runBench(args);
        QVERIFY2(all.exitCode == 0, all.out + all.err);
        QVERIFY2(lines(all.out, "no moves") > 0, all.out.constData());

        const RunResult refused =
            runBench({QStringLiteral("--puzzle"), QStringLiteral("lights-out-3"),
                      QStringLiteral("--reachable")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("--reachable needs a puzzle of pieces"),
                 refused.err.constData());
        const RunResult both =
            runBench(args + QStringList{QStringLiteral("--reachable"), QStringLiteral("--walk"),
                                        QStringLiteral("10")});
        QCOMPARE(both.exitCode, 2);
        QVERIFY2(both.err.contains("--reachable and --walk"), both.err.constData());
        const RunResult help = runBench({QStringLiteral("--help")});
        QVERIFY(help.out.contains("--reachable"));
    }

    // --max-memory MB limits the tables as puzzlelab-solve's does: ida's tables of the
    // 2x2x2 (with the largest tables) stay within 1 MB, and are larger by default. Not a
    // number of MB: refused.
    void maxMemoryLimitsTheTables()
    {
        const auto tableBytes = [](const QByteArray& out) {
            for (const QByteArray& line : out.split('\n')) {
                const QList<QByteArray> f = line.simplified().split(' ');
                // engine, positions, total ms, positions/s, median, max, build ms, bytes
                if (f.size() >= 9 && f[0] == "ida")
                    return f[7].toLongLong();
            }
            return -1LL;
        };
        const QStringList args{QStringLiteral("--puzzle"),
                               QStringLiteral("cube-2"),
                               QStringLiteral("--positions"),
                               QStringLiteral("2"),
                               QStringLiteral("--walk"),
                               QStringLiteral("6"),
                               QStringLiteral("--engine"),
                               QStringLiteral("ida"),
                               QStringLiteral("--largest-tables"),
                               QStringLiteral("--limit"),
                               QStringLiteral("600")};
        const RunResult small =
            runBench(args + QStringList{QStringLiteral("--max-memory"), QStringLiteral("1")});
        QVERIFY2(small.exitCode == 0, small.out + small.err);
        const long long bytes = tableBytes(small.out);
        QVERIFY2(bytes > 0 && bytes <= (1LL << 20), small.out.constData());
        const RunResult usual = runBench(args);
        QVERIFY2(usual.exitCode == 0, usual.out + usual.err);
        QVERIFY2(tableBytes(usual.out) > (1LL << 20), usual.out.constData());
        const RunResult zero =
            runBench(args + QStringList{QStringLiteral("--max-memory"), QStringLiteral("0")});
        QCOMPARE(zero.exitCode, 2);
        QVERIFY2(zero.err.contains("--max-memory needs a number of MB"), zero.err.constData());
        const RunResult words =
            runBench(args + QStringList{QStringLiteral("--max-memory"), QStringLiteral("lots")});
        QCOMPARE(words.exitCode, 2);
        QVERIFY2(words.err.contains("--max-memory needs a number, not 'lots'"),
                 words.err.constData());
        // A number only as a whole: "12abc" is not 12 MB, "-3" not a huge count.
        for (const auto& [option, text] :
             {std::pair{QStringLiteral("--max-memory"), QStringLiteral("12abc")},
              std::pair{QStringLiteral("--positions"), QStringLiteral("-3")},
              std::pair{QStringLiteral("--seed"), QStringLiteral("")},
              std::pair{QStringLiteral("--walk"), QStringLiteral("99999999999999999999999")}}) {
            const RunResult bad = runBench(args + QStringList{option, text});
            QCOMPARE(bad.exitCode, 2);
            QVERIFY2(bad.err.contains(
                         QStringLiteral("%1 needs a number, not '%2'").arg(option, text).toUtf8()),
                     bad.err.constData());
            QVERIFY2(bad.out.isEmpty(), bad.out.constData());
        }
        const RunResult help = runBench({QStringLiteral("--help")});
        QVERIFY(help.out.contains("--max-memory MB"));
    }

    // A position stopped at --limit says how far its search went: the bound being searched
    // when it stopped, every shorter one done, so the answer has at least that many moves
    // (a random 3x3x3 needs 16 to 20; with 4 MB of tables none is answered in 10 s, and the
    // tables are built in well under a second, a few seconds under ASan).
    void stoppedPositionTellsItsBound()
    {
        const RunResult r = runBench(
            {QStringLiteral("--puzzle"), QStringLiteral("cube-3"), QStringLiteral("--walk"),
             QStringLiteral("300"), QStringLiteral("--positions"), QStringLiteral("1"),
             QStringLiteral("--engine"), QStringLiteral("ida"), QStringLiteral("--max-memory"),
             QStringLiteral("4"), QStringLiteral("--limit"), QStringLiteral("10")});
        QVERIFY2(r.exitCode == 0, r.out + r.err);
        const QRegularExpression line(QStringLiteral(
            "position 0: no answer within 10 s: bound ([0-9]+) being searched, so at least "
            "\\1 moves\n"));
        const QRegularExpressionMatch m = line.match(QString::fromUtf8(r.out));
        QVERIFY2(m.hasMatch(), r.out.constData());
        const int bound = m.captured(1).toInt();
        QVERIFY2(bound >= 1 && bound <= 20, r.out.constData());
        const QByteArrayList row = engineRow(r.out, "ida");
        QVERIFY2(!row.isEmpty() && row[1] == "0", r.out.constData());
        QVERIFY2(r.out.contains("more than 10 s on one position (searching bound " +
                                QByteArray::number(bound) + ")\n"),
                 r.out.constData());
    }

    // The side by side prints a median and a maximum per answer for every engine that
    // answered more than one position, and the positions per second of a table build.
    void sideBySideShowsMediansAndThroughput()
    {
        const RunResult r = runBench({QStringLiteral("--puzzle"), QStringLiteral("lights-out-3"),
                                      QStringLiteral("--positions"), QStringLiteral("40")});
        QVERIFY2(r.exitCode == 0, r.out + r.err);
        QVERIFY(r.out.contains("median us"));
        QVERIFY(r.out.contains("max us"));
        const QByteArrayList linear = engineRow(r.out, "linear");
        QVERIFY2(!linear.isEmpty(), r.out.constData());
        QCOMPARE(linear[1], QByteArray("40"));
        bool ok = false;
        const double median = linear[4].toDouble(&ok);
        QVERIFY2(ok, linear[4].constData());
        const double most = linear[5].toDouble(&ok);
        QVERIFY(ok);
        QVERIFY(median > 0 && median <= most);
        // The table covers the 512 boards; every one reaches the goal.
        const QRegularExpression build(
            QStringLiteral("table build: 512 positions in 1 table\\(s\\) \\(0 cannot reach the "
                           "goal\\), [0-9.]+ ms, [0-9]+ positions/s \\([0-9]+ reached/s\\)"));
        QVERIFY2(build.match(QString::fromUtf8(r.out)).hasMatch(), r.out.constData());
    }

    // The generic table against the hand-tuned one on the bench's seeded boards: the
    // same answers, and both tables' bytes and build times printed with the ratio.
    void rotationGenericAgainstHandTuned()
    {
        const RunResult r = runBench({QStringLiteral("--puzzle"), QStringLiteral("rotation"),
                                      QStringLiteral("--positions"), QStringLiteral("12"),
                                      QStringLiteral("--limit"), QStringLiteral("1")});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());  // 1: a time target
        QVERIFY2(r.out.contains("the generic table against the hand-tuned one"), r.out.constData());
        QVERIFY(r.out.contains("12 seeded boards compared\n"));
        QVERIFY(r.out.contains(
            QByteArray("answers of table and rotation-table").leftJustified(62, ' ') +
            " identical"));
        QVERIFY(r.out.contains("generic / hand-tuned build time"));
        // The generic table covers the 735,471 patterns of one label (SPEC 1.3).
        QVERIFY(r.out.contains("table build: 735471 positions in 1 table(s)"));
        // The generic table's bytes: SPEC 6 and issue 12 allow 1 MiB.
        const QRegularExpression memory(
            QStringLiteral("generic table memory, KiB +([0-9.]+) +\\(target <= 1024\\) +PASS"));
        QVERIFY2(memory.match(QString::fromUtf8(r.out)).hasMatch(), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestBenchCli)
#include "tst_bench_cli.moc"
