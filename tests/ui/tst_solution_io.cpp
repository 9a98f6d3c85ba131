// The file side of Export / Open / Copy, without any dialog.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "contest_kinds.h"
#include "core/definition_solution.h"
#include "core/puzzle.h"
#include "core/registry.h"
#include "core/solution_file.h"
#include "export_failure_support.h"
#include "models/library_puzzles.h"
#include "ui/safe_save.h"
#include "ui/solution_io.h"

using namespace pl;
using namespace pl::test;

namespace {

// The same solution as the core's contest record (the contest puzzles' older files).
SolutionRecord coreRecord(const SavedSolution& s)
{
    SolutionRecord r;
    r.puzzle = s.puzzle->key();
    r.position = s.position;
    if (!s.goal.cells.empty())
        r.goal = s.goal;
    r.moves = s.moves;
    r.finalLabel = s.reached.label > 0 ? s.reached.label : 0;
    r.engine = s.engine;
    r.nodes = s.nodes;
    r.timeMs = s.timeMs;
    return r;
}

SavedSolution rotationSample()
{
    const Puzzle& p = puzzle(PuzzleKind::Rotation);
    SavedSolution r;
    r.puzzle = heldPuzzle(PuzzleKind::Rotation);
    r.position = *p.parsePosition("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3").value;
    r.moves = *p.parseMoves("AC").value;
    r.reached.label = 2;
    r.engine = "table";
    r.nodes = 3;
    r.timeMs = 0.25;
    return r;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

}  // namespace

class TestSolutionIo : public QObject {
    Q_OBJECT
private slots:
    void textIsTheCoreFormat()
    {
        // A contest puzzle's solution is written as any definition's: its key and the
        // SHA-256 of the bundled definition.
        const SavedSolution r = rotationSample();
        const QString text = SolutionIo::toText(r);
        const auto entry = r.puzzle->entry();
        QVERIFY(entry);
        DefinitionSolution d;
        d.puzzle = entry->key();
        d.definition = entry->sha256;
        d.position = r.position;
        d.goal = entry->rules->goal();
        d.moves = r.moves;
        d.reached.label = 2;
        d.engine = r.engine;
        d.nodes = r.nodes;
        d.timeMs = r.timeMs;
        QCOMPARE(text, QString::fromStdString(writeDefinitionSolution(*entry, d)));
        QVERIFY(text.startsWith(QStringLiteral("PuzzleLab solution 1\n")));
        QVERIFY(text.contains(QStringLiteral("moves: AC\n")));
        QVERIFY(text.contains(QStringLiteral("result: 2\n")));
        QVERIFY(text.contains(QString::fromStdString("definition: " + entry->sha256 + "\n")));
    }

    // The contest puzzles' older files (no `definition:` line) open as the same solution,
    // Magic Squares' target as the goal.
    void olderContestFilesOpen_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addRow("clocks") << int(PuzzleKind::Clocks);
        QTest::addRow("msquare") << int(PuzzleKind::MagicSquare);
        QTest::addRow("rotation") << int(PuzzleKind::Rotation);
    }

    void olderContestFilesOpen()
    {
        QFETCH(int, kind);
        const auto held = heldPuzzle(PuzzleKind(kind));
        std::mt19937_64 rng(7);
        SavedSolution r;
        r.puzzle = held;
        if (held->editableGoal())
            r.goal = held->random(rng);
        const auto solver = r.goal.cells.empty() ? held : held->withGoal(r.goal);
        r.position = solver->random(rng);
        const Answer s =
            solver->makeEngine(solver->engineNames().front())->solve(r.position, {}, {});
        QCOMPARE(s.outcome, Outcome::Solved);
        r.moves = s.moves;
        r.reached = s.reached;
        r.engine = "table";
        r.nodes = s.stats.nodes;
        r.timeMs = 2.5;
        const std::string old = writeSolutionFile(coreRecord(r));
        QVERIFY(!old.empty());
        QVERIFY(old.find("definition:") == std::string::npos);
        SavedSolution back;
        QCOMPARE(SolutionIo::parse(QByteArray::fromStdString(old), &back), QString());
        QCOMPARE(back, r);
        // In a window that holds the puzzle: the same.
        QCOMPARE(SolutionIo::parse(QByteArray::fromStdString(old), &back, {held}), QString());
        QCOMPARE(back, r);
        // A window without it refuses the file, naming the puzzle.
        const auto other = heldPuzzle(PuzzleKind(kind) == PuzzleKind::Clocks ? PuzzleKind::Rotation
                                                                             : PuzzleKind::Clocks);
        const QString refused = SolutionIo::parse(QByteArray::fromStdString(old), &back, {other});
        QVERIFY2(refused.contains(QString::fromStdString(held->key())), qPrintable(refused));
    }

    void saveThenLoadRoundTrips_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addRow("clocks") << int(PuzzleKind::Clocks);
        QTest::addRow("msquare") << int(PuzzleKind::MagicSquare);
        QTest::addRow("rotation") << int(PuzzleKind::Rotation);
    }

    void saveThenLoadRoundTrips()
    {
        QFETCH(int, kind);
        std::mt19937_64 rng(99);
        SavedSolution r;
        r.puzzle = heldPuzzle(PuzzleKind(kind));
        // Where the person sets the goal (Magic Squares' target), a random one.
        if (r.puzzle->editableGoal())
            r.goal = r.puzzle->random(rng);
        const auto solver = r.goal.cells.empty() ? r.puzzle : r.puzzle->withGoal(r.goal);
        const Puzzle& p = *solver;
        r.position = p.random(rng);
        const Answer s = p.makeEngine(p.engineNames().front())->solve(r.position, {}, {});
        QCOMPARE(s.outcome, Outcome::Solved);
        r.moves = s.moves;
        r.reached = s.reached;
        r.engine = p.engineNames().front();
        r.nodes = s.stats.nodes;
        r.timeMs = 1.5;

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(SolutionIo::suggestedFileName(*r.puzzle));
        QCOMPARE(SolutionIo::save(path, r), QString());
        SavedSolution back;
        QCOMPARE(SolutionIo::load(path, &back), QString());
        QCOMPARE(back, r);

        // Saving again replaces the file as a whole.
        r.engine = "other";
        QCOMPARE(SolutionIo::save(path, r), QString());
        QCOMPARE(SolutionIo::load(path, &back), QString());
        QCOMPARE(back.engine, std::string("other"));
    }

    void loadRefusesBadFilesAndLeavesTheRecord()
    {
        QTemporaryDir dir;
        const SavedSolution untouched = rotationSample();
        const QString good = SolutionIo::toText(untouched);

        struct Bad {
            const char* name;
            QByteArray bytes;
            const char* mentions;
        };
        const QList<Bad> cases{
            {"header", QByteArray("PuzzleLab solutions 1\n") + good.toUtf8().mid(21), "line 1"},
            {"empty", QByteArray(), ""},
            {"moves", good.toUtf8().replace("moves: AC", "moves: AX"), "line"},
            {"puzzle", good.toUtf8().replace("puzzle: rotation", "puzzle: chess"), "chess"},
        };
        for (const Bad& bad : cases) {
            const QString path = dir.filePath(QString::fromLatin1(bad.name));
            writeFile(path, bad.bytes);
            SavedSolution record = untouched;
            const QString error = SolutionIo::load(path, &record);
            QVERIFY2(!error.isEmpty(), bad.name);
            QVERIFY2(error.contains(QString::fromLatin1(bad.name)),
                     qPrintable(error));  // names the file
            QVERIFY2(error.contains(QString::fromLatin1(bad.mentions)), qPrintable(error));
            QCOMPARE(record, untouched);
        }

        SavedSolution record = untouched;
        QString error = SolutionIo::load(dir.filePath(QStringLiteral("missing.txt")), &record);
        QVERIFY(error.contains(QStringLiteral("missing.txt")));
        QCOMPARE(record, untouched);

        error = SolutionIo::load(dir.path(), &record);
        QVERIFY(error.contains(QStringLiteral("folder")));

        // A pipe would block the window forever and a device never ends: refused.
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        error = SolutionIo::load(fifo, &record);
        QVERIFY2(error.contains(QStringLiteral("pipe")), qPrintable(error));
        error = SolutionIo::load(QStringLiteral("/dev/zero"), &record);
        QVERIFY2(error.contains(QStringLiteral("device")), qPrintable(error));
        QCOMPARE(record, untouched);

        // Too large to be a solution: refused without reading it all.
        const QString big = dir.filePath(QStringLiteral("big.txt"));
        writeFile(big, QByteArray(static_cast<qsizetype>(kMaxSolutionFileBytes) + 100, 'x'));
        QVERIFY(!SolutionIo::load(big, &record).isEmpty());
        QCOMPARE(record, untouched);
    }

    void saveFailuresAreReported()
    {
        QTemporaryDir dir;
        const SavedSolution r = rotationSample();
        // A folder is not a file.
        QString error = SolutionIo::save(dir.path(), r);
        QVERIFY2(error.contains(QStringLiteral("folder")), qPrintable(error));
        // A folder that does not exist (a file stands where it would be: this fails
        // for every user, root included).
        const QString blocker = dir.filePath(QStringLiteral("plain-file"));
        writeFile(blocker, "x");
        error = SolutionIo::save(blocker + QStringLiteral("/inside.txt"), r);
        QVERIFY2(!error.isEmpty(), "saving below a plain file must fail");
        QVERIFY(error.contains(QStringLiteral("inside.txt")));
        QVERIFY(!SolutionIo::save(QString(), r).isEmpty());
        // Nothing half-written was left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("plain-file")});
    }

    void saveIntoAReadOnlyFolderFails()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rotation-solution.txt"));
        QString error;
        {
            testing::ReadOnlyFolder readOnly(dir.path());
            if (!readOnly.effective())
                QSKIP("this file system lets the folder be written even at mode 0555");
            error = SolutionIo::save(path, rotationSample());
        }
        QVERIFY2(error.contains(QStringLiteral("rotation-solution.txt")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("ermission")), qPrintable(error));
        QCOMPARE(testing::everything(dir.path()), QStringList());
        // The same save works once the folder is writable again.
        QCOMPARE(SolutionIo::save(path, rotationSample()), QString());
    }

    void saveOntoAFullDiskLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.txt"));
        const QByteArray old = SolutionIo::toText(rotationSample()).toUtf8();
        writeFile(path, old);
        SavedSolution longer = rotationSample();
        longer.moves = *puzzle(PuzzleKind::Rotation).parseMoves("ABCDEFGHABCDEFGH").value;
        QString error;
        {
            // Room for a few bytes only: the temporary file fills up mid-write.
            testing::FullDisk full(16);
            error = SolutionIo::save(path, longer);
        }
        QVERIFY2(error.contains(QStringLiteral("old.txt")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("disk may be full")), qPrintable(error));
        // No partial or temporary file, and the file that was there is untouched.
        QCOMPARE(testing::everything(dir.path()), QStringList{QStringLiteral("old.txt")});
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), old);
        // A new file on the full disk is not left behind either.
        {
            testing::FullDisk full(16);
            error = SolutionIo::save(dir.filePath(QStringLiteral("new.txt")), longer);
        }
        QVERIFY2(error.contains(QStringLiteral("new.txt")), qPrintable(error));
        QCOMPARE(testing::everything(dir.path()), QStringList{QStringLiteral("old.txt")});
    }

    void saveToDevFullReportsAndLeavesTheDevice()
    {
        const QString full = QStringLiteral("/dev/full");
        if (!QFileInfo::exists(full) || QFileInfo(full).isFile())
            QSKIP("no /dev/full device on this machine");
        const QString error = SolutionIo::save(full, rotationSample());
        QVERIFY2(error.contains(QStringLiteral("full")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("space")), qPrintable(error));
        // Still the device: it was written to, not replaced by a file renamed over it.
        QVERIFY(QFileInfo::exists(full));
        QVERIFY(!QFileInfo(full).isFile());
        QCOMPARE(testing::everything(QStringLiteral("/dev")).filter(QStringLiteral("full.")),
                 QStringList());
    }

    void saveToAPipeIsRefused()
    {
        // Opening a pipe for writing waits for a reader, maybe forever: refused at
        // once, and the pipe is left as it was.
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QString error = SolutionIo::save(fifo, rotationSample());
        QVERIFY2(error.contains(QStringLiteral("pipe")), qPrintable(error));
        QVERIFY(!QFileInfo(fifo).isFile());
        QCOMPARE(testing::everything(dir.path()), QStringList{QStringLiteral("pipe")});
    }

    void saveToTheNullDevice()
    {
        // A character device that takes the bytes: written in place, not replaced.
        const QString null = QStringLiteral("/dev/null");
        if (!QFileInfo::exists(null))
            QSKIP("no /dev/null here");
        QCOMPARE(SolutionIo::save(null, rotationSample()), QString());
        QVERIFY(!QFileInfo(null).isFile());
    }

    void bigSaveOntoAFullDiskSaysSo()
    {
        // Larger than Qt's 16 KiB write buffer, so the write goes straight to the file
        // and comes back short: still the sentence about the disk, not "Unknown error".
        QTemporaryDir dir;
        const QByteArray big(100 * 1024, 'x');
        QString error;
        {
            testing::FullDisk full(4096);
            error = SafeSave::write(dir.filePath(QStringLiteral("big.txt")), big);
        }
        QVERIFY2(error.contains(QStringLiteral("disk may be full")), qPrintable(error));
        QCOMPARE(testing::everything(dir.path()), QStringList());
    }

    void parseAcceptsPastedText()
    {
        SavedSolution record;
        QCOMPARE(SolutionIo::parse(SolutionIo::toText(rotationSample()).toUtf8(), &record),
                 QString());
        QCOMPARE(record, rotationSample());
        QVERIFY(!SolutionIo::parse("hello", &record).isEmpty());
    }

    // A file with several mistakes says all of them at once, one a line, not one per
    // attempt (issue 23, point 10): a contest puzzle's file and a library puzzle's.
    void everyProblemAtOnce()
    {
        const SavedSolution untouched = rotationSample();
        QByteArray text = SolutionIo::toText(untouched).toUtf8();
        text.replace("moves: AC\n", "").replace("length: 2\n", "length: two\n");
        text.replace("nodes: ", "nodes: -");
        SavedSolution record = untouched;
        const QString error = SolutionIo::parse(text, &record);
        const QStringList lines = error.split(QLatin1Char('\n'));
        QVERIFY2(lines.size() == 1, qPrintable(error));  // a missing key: the rest waits
        QVERIFY2(lines[0].contains(QStringLiteral("moves:")), qPrintable(error));
        QCOMPARE(record, untouched);

        text = SolutionIo::toText(untouched).toUtf8();
        text.replace("length: 2", "length: two").replace("nodes: ", "nodes: -");
        const QStringList both = SolutionIo::parse(text, &record, {}, SolutionIo::Source::Pasted)
                                     .split(QLatin1Char('\n'));
        QCOMPARE(both.size(), 2);
        QVERIFY2(both[0].contains(QStringLiteral("two")), qPrintable(both.join(QLatin1Char('|'))));
        QVERIFY2(both[1].contains(QStringLiteral("node")), qPrintable(both.join(QLatin1Char('|'))));

        // A library puzzle's file missing three keys names all three.
        const auto library = puzzlesOfEntries(Registry::bundled().entries(), {});
        const QByteArray cut =
            "PuzzleLab solution 1\npuzzle: lights-out-3\n"
            "position: 0 0 0 0 0 0 0 0 0\n";
        const QStringList missing =
            SolutionIo::parse(cut, &record, library).split(QLatin1Char('\n'));
        QCOMPARE(missing.size(), 3);
        for (const char* key : {"moves:", "length:", "result:"})
            QVERIFY2(missing.join(QLatin1Char('|')).contains(QLatin1String(key)),
                     qPrintable(missing.join(QLatin1Char('|'))));
        QCOMPARE(record, untouched);
    }
};

QTEST_MAIN(TestSolutionIo)
#include "tst_solution_io.moc"
