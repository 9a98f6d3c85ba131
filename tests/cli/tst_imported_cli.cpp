// puzzlelab-solve on other solvers' files (SPEC 8.3, issue 21): a twsearch .tws file
// and a cubing.js KPuzzle file open where a definition does (--puzzle FILE), and
// --histogram gives the published counts: the 2x2x2 cube (one corner held) in half
// turns (twsearch's default metric, `power`) and quarter turns (`--metric inverse`,
// twsearch's -q), the Pyraminx without tips. Cases are solved shortest, --info says
// what was read, and a bad file is refused with its line and column.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kSolve = QStringLiteral(PL_BUILD_DIR "/src/cli/puzzlelab-solve");

QString dataFile(const char* name)
{
    return QStringLiteral(PL_TEST_DATA_DIR "/imported/") + QLatin1String(name);
}

struct Run {
    int status = -1;
    QString out;
    QString err;
};

Run run(const QStringList& args, const QByteArray& input = {})
{
    QProcess p;
    p.start(kSolve, args);
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(600000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// "DEPTH COUNT" lines as a list of counts (and the unsolvable line apart).
QString countsOf(const QString& histogram)
{
    QStringList counts;
    for (const QString& line : histogram.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList parts = line.split(QLatin1Char(' '));
        if (parts.size() == 2 && parts[0] != QLatin1String("unsolvable"))
            counts << parts[1];
    }
    return counts.join(QStringLiteral(", "));
}

const QString kCube2Half =
    QStringLiteral("1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644");
const QString kCube2Quarter = QStringLiteral(
    "1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, "
    "360508, 930588, 1350852, 782536, 90280, 276");
const QString kPyraminx =
    QStringLiteral("1, 8, 48, 288, 1728, 9896, 51808, 220111, 480467, 166276, 2457, 32");

}  // namespace

class TestImportedCli : public QObject {
    Q_OBJECT

private slots:
    void publishedHistograms_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("metric");
        QTest::addColumn<QString>("counts");
        QTest::addColumn<QString>("unsolvable");
        // 7! * 3^7 valid arrangements, a third of them reachable (the twists' sum).
        QTest::newRow("2x2x2 .tws, half turns")
            << dataFile("cube2-fixed.tws") << QStringList{} << kCube2Half << "7348320";
        QTest::newRow("2x2x2 .tws, quarter turns")
            << dataFile("cube2-fixed.tws") << QStringList{"--metric", "inverse"} << kCube2Quarter
            << "7348320";
        QTest::newRow("2x2x2 .tws per slot, half turns")
            << dataFile("cube2-fixed-slots.tws") << QStringList{"--metric=power"} << kCube2Half
            << "7348320";
        // 6! * 2^6 * 3^4 valid, a quarter reachable (even permutations, even flips).
        QTest::newRow("Pyraminx KPuzzle")
            << dataFile("pyraminx-no-tips.kpuzzle.json") << QStringList{} << kPyraminx << "2799360";
    }
    void publishedHistograms()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, metric);
        QFETCH(QString, counts);
        QFETCH(QString, unsolvable);
        const Run r = run(QStringList{"--puzzle", file, "--histogram"} + metric);
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(countsOf(r.out), counts);
        QVERIFY2(r.out.endsWith(QStringLiteral("unsolvable ") + unsolvable + QLatin1Char('\n')),
                 qPrintable(r.out));
    }

    void casesAreSolvedShortest()
    {
        // R then U from solved (core_tst_imported_readers works it out by hand): undone
        // by U' R', by the table and by breadth-first search. A single twisted corner
        // is valid and unsolvable; a twist of 3 is refused.
        const QByteArray cases =
            "0 4 1 2 6 5 3 1 2 0 0 1 0 2\n"
            "0 1 2 3 4 5 6 0 0 0 0 0 0 0\n"
            "0 1 2 3 4 5 6 1 0 0 0 0 0 0\n";
        for (const char* engine : {"table", "bfs"}) {
            const Run r = run({"--puzzle", dataFile("cube2-fixed.tws"), "--engine", engine}, cases);
            QVERIFY2(r.status == 0, qPrintable(r.err));
            QCOMPARE(r.out, QStringLiteral("2: U' R'\n0:\nunsolvable\n"));
        }
        const Run bad =
            run({"--puzzle", dataFile("cube2-fixed.tws")}, "0 1 2 3 4 5 6 0 0 0 0 0 0 3\n");
        QCOMPARE(bad.status, 2);
        QCOMPARE(bad.err, QStringLiteral("case 1: cell CORNERS[6].twist: 3 is not a value 0..2\n"));
        // The Pyraminx: U then L undone by L' U'.
        const Run pyra = run({"--puzzle", dataFile("pyraminx-no-tips.kpuzzle.json")},
                             "4 0 1 2 3 5 0 1 1 1 1 0 1 1 0 0\n");
        QVERIFY2(pyra.status == 0, qPrintable(pyra.err));
        QCOMPARE(pyra.out, QStringLiteral("2: L' U'\n"));
    }

    void scramblesArePlayedFromTheGoal()
    {
        // SPEC 8.4: a case is a move sequence from the goal. Powers are named as the
        // power metric names them also when the metric is another (R2 in quarter turns);
        // the file's MoveAlias and MoveSequence names are read too.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cube2-names.tws"));
        QFile source(dataFile("cube2-fixed.tws"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(source.readAll() + "MoveAlias Right R\nMoveSequence Sexy R U R' U'\n");
        f.close();
        const QByteArray cases =
            "R U\n"
            "\n"
            "F2 R' U2\n"
            "Right Right\n"
            "Sexy Sexy Sexy Sexy Sexy Sexy\n";
        const Run half = run({"--puzzle", path, "--scramble"}, cases);
        QVERIFY2(half.status == 0, qPrintable(half.err));
        QCOMPARE(half.out, QStringLiteral("2: U' R'\n3: U2 R F2\n1: R2\n0:\n"));
        const Run quarter =
            run({"--puzzle", path, "--scramble", "--metric", "inverse"}, "R2 U2\nSexy\n");
        QVERIFY2(quarter.status == 0, qPrintable(quarter.err));
        QCOMPARE(quarter.out, QStringLiteral("4: U U R R\n4: U R U' R'\n"));
        const Run bad = run({"--puzzle", path, "--scramble"}, "R U\nR Q\n");
        QCOMPARE(bad.status, 2);
        QCOMPARE(bad.out, QStringLiteral("2: U' R'\n"));
        QCOMPARE(bad.err, QStringLiteral("case 2: move 'Q' does not exist\n"));
        // Any puzzle of the library: Magic Squares' A is its own inverse.
        const Run square = run({"--puzzle", "msquare", "--scramble"}, "A\nA A\n");
        QVERIFY2(square.status == 0, qPrintable(square.err));
        QCOMPARE(square.out, QStringLiteral("1: A\n0:\n"));
    }

    // A sequence through a rotation (twsearch's trapentrix: `MoveSequence R Fv L Fv`, the
    // rotation defined after it): rotations are kept apart (SPEC 8.3), so the sequence is
    // refused by name where a case uses it, and every other case still plays.
    void sequenceThroughARotation()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("turned.tws"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "Set A 3 1\nSolved\nA\n1 2 3\nEnd\n"
            "Move L\nA\n2 3 1\nEnd\n"
            "MoveSequence R Fv L Fv\nMoveSequence RR R R\n"
            "Move Fv\nA\n1 3 2\nEnd\n");
        f.close();
        const Run info = run({"--puzzle", path, "--info"});
        QVERIFY2(info.status == 0, qPrintable(info.err));
        QVERIFY2(info.out.contains(QStringLiteral("moves: 2 (L L')\n")), qPrintable(info.out));
        const Run plays = run({"--puzzle", path, "--scramble"}, "L L\nL\n");
        QVERIFY2(plays.status == 0, qPrintable(plays.err));
        QCOMPARE(plays.out, QStringLiteral("1: L\n1: L'\n"));
        // A bad case ends the run there, as any bad case does.
        const Run r = run({"--puzzle", path, "--scramble"}, "L\nR\nL\n");
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QStringLiteral("1: L'\n"));
        QCOMPARE(r.err, QStringLiteral("case 2: 'R' is a sequence through the rotation 'Fv', and "
                                       "rotations are not played\n"));
        const Run rr = run({"--puzzle", path, "--scramble"}, "RR\n");
        QCOMPARE(rr.status, 2);
        QCOMPARE(rr.err, QStringLiteral("case 1: 'RR' is a sequence through the rotation 'Fv', "
                                        "and rotations are not played\n"));
    }

    // Issue 21: the bundled 3x3x3, 12 moves from solved, is solved optimally by its
    // default engine (ida: tracked-piece databases over corners and edges; the length is
    // checked against other databases in core_tst_ida_pieces).
    void cube3TwelveMovesFromSolved()
    {
        const Run info = run({"--puzzle", "cube-3", "--info"});
        QVERIFY2(info.status == 0, qPrintable(info.err));
        QVERIFY(info.out.contains(QStringLiteral("valid positions: 519024039293878272000\n")));
        QVERIFY(info.out.contains(QStringLiteral("engines: table, ida, bfs\n")));
        const Run r =
            run({"--puzzle", "cube-3", "--scramble"}, "F D' U L F' U' R U2 D R L2 U'\nR U F\n");
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(r.out, QStringLiteral("12: U R' L2 U2 D' R' U F L' U' D F'\n3: F' U' R'\n"));
    }

    // Issue 22: the 3x3x3 as twsearch writes it (corners and edges, no centres) is the
    // bundled cube's group: the same count, and the same optimal length for the same
    // scramble. The answers differ only where two moves commute: the file lists L before
    // R, so its tie-break turns L first.
    void cube3FromTwsearchsFormat()
    {
        const Run info = run({"--puzzle", dataFile("cube3.tws"), "--info"});
        QVERIFY2(info.status == 0, qPrintable(info.err));
        QVERIFY(info.out.contains(QStringLiteral("kind: pieces (EDGES 12x2, CORNERS 8x3)\n")));
        QVERIFY(info.out.contains(QStringLiteral("valid positions: 519024039293878272000\n")));
        QVERIFY(info.out.contains(QStringLiteral("engines: table, ida, bfs\n")));
        const QByteArray scrambles = "F D' U L F' U' R U2 D R L2 U'\nR U F\nU2 D2 F2 B2 L2 R2\n";
        const Run imported = run({"--puzzle", dataFile("cube3.tws"), "--scramble"}, scrambles);
        QVERIFY2(imported.status == 0, qPrintable(imported.err));
        QCOMPARE(imported.out, QStringLiteral("12: U L2 R' U2 D' R' U F L' U' D F'\n3: F' U' R'\n"
                                              "6: U2 D2 F2 B2 L2 R2\n"));
        const Run bundled = run({"--puzzle", "cube-3", "--scramble"}, scrambles);
        QVERIFY2(bundled.status == 0, qPrintable(bundled.err));
        QCOMPARE(bundled.out, QStringLiteral("12: U R' L2 U2 D' R' U F L' U' D F'\n3: F' U' R'\n"
                                             "6: U2 D2 R2 L2 F2 B2\n"));
    }

    void infoSaysWhatWasRead()
    {
        const Run r = run({"--puzzle", dataFile("pyraminx-no-tips.kpuzzle.json"), "--info"});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY(
            r.out.contains(QStringLiteral("puzzle: pyraminx-no-tips (Pyraminx without tips)\n")));
        QVERIFY(r.out.contains(QStringLiteral("kind: pieces (EDGES 6x2, CENTERS 4x3)\n")));
        QVERIFY(r.out.contains(QStringLiteral("metric: power\n")));
        QVERIFY(r.out.contains(QStringLiteral("moves: 8 (U U' L L' R R' B B')\n")));
        QVERIFY(r.out.contains(QStringLiteral("valid positions: 3732480\n")));
    }

    // --export-definition (SPEC 8.3): another solver's file written as stickers with
    // pieces reads back as the same puzzle: the same counts in the same metric, and the
    // same answers to the same scrambles.
    void exportedDefinitionsReadBack_data() { publishedHistograms_data(); }
    void exportedDefinitionsReadBack()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, metric);
        QFETCH(QString, counts);
        QFETCH(QString, unsolvable);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("exported.puzzle.json"));
        const Run e = run(QStringList{"--puzzle", file, "--export-definition", out} + metric);
        QVERIFY2(e.status == 0, qPrintable(e.err));
        QVERIFY(e.out.isEmpty());
        const Run info = run({"--puzzle", out, "--info"});
        QVERIFY2(info.status == 0, qPrintable(info.err));
        QVERIFY2(info.out.contains(QStringLiteral("kind: permutation, stickers with pieces (")),
                 qPrintable(info.out));
        const Run r = run({"--puzzle", out, "--histogram"});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(countsOf(r.out), counts);
        QVERIFY2(r.out.endsWith(QStringLiteral("unsolvable ") + unsolvable + QLatin1Char('\n')),
                 qPrintable(r.out));
        const QByteArray scrambles = file.contains(QStringLiteral("pyraminx"))
                                         ? QByteArray("U L' R B\nB' U R L U' B\n")
                                         : QByteArray("R U F' R2 U' F\nU R2 F' U2 R F2 U'\n");
        const Run a = run(QStringList{"--puzzle", file, "--scramble"} + metric, scrambles);
        const Run b = run({"--puzzle", out, "--scramble"}, scrambles);
        QVERIFY2(a.status == 0 && b.status == 0, qPrintable(a.err + b.err));
        QCOMPARE(b.out, a.out);
    }

    void exportOfFormatOneIsItsText()
    {
        QTemporaryDir dir;
        const QString source = QStringLiteral(PL_TEST_DATA_DIR "/pieces/cube2-fixed.puzzle.json");
        const QString out = dir.filePath(QStringLiteral("copy.puzzle.json"));
        const Run e = run({"--puzzle", source, "--export-definition", out});
        QVERIFY2(e.status == 0, qPrintable(e.err));
        QFile a(source), b(out);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
        // Nowhere to write: said, and nothing left behind; with another mode: a usage error.
        const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/x.puzzle.json"));
        const Run bad = run({"--puzzle", source, "--export-definition", nowhere});
        QCOMPARE(bad.status, 2);
        QCOMPARE(bad.err, QStringLiteral("puzzlelab-solve: cannot write ") + nowhere + "\n");
        const Run both = run({"--puzzle", source, "--export-definition", out, "--info"});
        QCOMPARE(both.status, 2);
        QVERIFY(both.err.contains(QStringLiteral("--export-definition goes alone")));
    }

    void badFilesAreRefusedWithWhere()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.tws"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Set A 2 3\nSolved\nA\n1 2\nEnd\nMove R\nA\n2 1\n0 3\nEnd\n");
        f.close();
        const Run r = run({"--puzzle", path, "--histogram"});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err, path + QStringLiteral(": line 9, column 3: 3 is out of range: expected 0 "
                                              "to 2\n"));
        const Run m = run({"--puzzle", dataFile("cube2-fixed.tws"), "--metric", "half"});
        QCOMPARE(m.status, 2);
        QVERIFY(m.err.contains(QStringLiteral("--metric needs move, inverse or power")));
    }
};

QTEST_GUILESS_MAIN(TestImportedCli)
#include "tst_imported_cli.moc"
