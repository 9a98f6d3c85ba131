// The exported solution file (SPEC 5): exact layout, round trips, and the message
// for each kind of bad file.
#include <QTest>

#include <clocale>
#include <optional>
#include <random>
#include <string>

#include "contest_kinds.h"
#include "core/puzzle.h"
#include "core/solution_file.h"

using namespace pl;
using namespace pl::test;

namespace {

const char* const kSpecExample =
    "PuzzleLab solution 1\n"
    "puzzle: rotation\n"
    "position: 1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"
    "moves: AC\n"
    "length: 2\n"
    "result: 2\n"
    "engine: pattern-table\n"
    "nodes: 3\n"
    "time-ms: 0.01\n";

Position parsePosition(PuzzleKind kind, const char* text)
{
    auto parsed = puzzle(kind).parsePosition(text);
    if (!parsed)
        qFatal("test position '%s' does not parse: %s", text, parsed.error.c_str());
    return *parsed.value;
}

std::vector<int> parseMoves(PuzzleKind kind, const char* text)
{
    auto parsed = puzzle(kind).parseMoves(text);
    if (!parsed)
        qFatal("test moves '%s' do not parse: %s", text, parsed.error.c_str());
    return *parsed.value;
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("'%s' is not in the test text", from.c_str());
    return text.replace(at, from.size(), to);
}

}  // namespace

class TestSolutionFile : public QObject {
    Q_OBJECT
private slots:
    void writesTheSpecLayoutExactly()
    {
        SolutionRecord r;
        r.puzzle = "rotation";
        r.position =
            parsePosition(PuzzleKind::Rotation, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
        r.moves = parseMoves(PuzzleKind::Rotation, "AC");
        r.finalLabel = 2;
        r.engine = "pattern-table";
        r.nodes = 3;
        r.timeMs = 0.01;
        QCOMPARE(QString::fromStdString(writeSolutionFile(r)), QString::fromLatin1(kSpecExample));
        // The label comes from the replay, so a record without it still writes a file
        // that reads back.
        r.finalLabel = 0;
        QCOMPARE(QString::fromStdString(writeSolutionFile(r)), QString::fromLatin1(kSpecExample));
    }

    void writesEachPuzzlesMoveNotation()
    {
        SolutionRecord clocks;
        clocks.puzzle = "clocks";
        clocks.position = parsePosition(PuzzleKind::Clocks, "9 9 12 6 6 6 6 3 6");
        clocks.moves = {3, 4, 7, 8};
        clocks.engine = "linear";
        clocks.nodes = 1;
        clocks.timeMs = 1234.5;
        const std::string clocksText = writeSolutionFile(clocks);
        QVERIFY2(
            clocksText.find("\nmoves: 4 5 8 9\nlength: 4\nresult: solved\n") != std::string::npos,
            clocksText.c_str());
        QVERIFY2(clocksText.find("\ntime-ms: 1234.5\n") != std::string::npos, clocksText.c_str());

        SolutionRecord msquare;
        msquare.puzzle = "msquare";
        // The position with its target, the goal (the held puzzle's position is the
        // board alone).
        const JudgeCase msquareCase =
            contestCase(PuzzleKind::MagicSquare, "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1");
        msquare.position = msquareCase.position;
        msquare.goal = msquareCase.goal;
        msquare.moves = parseMoves(PuzzleKind::MagicSquare, "BCABCCB");
        const std::string msquareText = writeSolutionFile(msquare);
        QVERIFY2(
            msquareText.find("\nmoves: BCABCCB\nlength: 7\nresult: solved\n") != std::string::npos,
            msquareText.c_str());
        QVERIFY2(msquareText.find("\nposition: 1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1\n") !=
                     std::string::npos,
                 msquareText.c_str());
        const auto msquareBack = readSolutionFile(msquareText);
        QVERIFY2(msquareBack, msquareBack.error.c_str());
        QCOMPARE(*msquareBack.value, msquare);

        // Already solved: an empty move list, written without a trailing space.
        SolutionRecord solved;
        solved.puzzle = "clocks";
        solved.position = puzzle(PuzzleKind::Clocks).initial();
        const std::string solvedText = writeSolutionFile(solved);
        QVERIFY2(solvedText.find("\nmoves:\nlength: 0\n") != std::string::npos, solvedText.c_str());
        const auto back = readSolutionFile(solvedText);
        QVERIFY2(back, back.error.c_str());
        QVERIFY(back.value->moves.empty());
    }

    void writesTimesWhateverTheLocale()
    {
        // QCoreApplication adopts the user's locale (setlocale(LC_ALL, "")), where a
        // decimal comma is common; the file must not change with it.
        const std::string saved = std::setlocale(LC_NUMERIC, nullptr);
        const char* commaLocale = nullptr;
        for (const char* name : {"de_DE.UTF-8", "fr_FR.UTF-8", "ru_RU.UTF-8", "de_DE"})
            if (std::setlocale(LC_NUMERIC, name)) {
                commaLocale = name;
                break;
            }
        if (!commaLocale)
            QSKIP("no locale with a decimal comma is installed");
        SolutionRecord r;
        r.puzzle = "clocks";
        r.position = puzzle(PuzzleKind::Clocks).initial();
        r.timeMs = 12.25;
        const std::string text = writeSolutionFile(r);
        const auto back = readSolutionFile(text);
        std::setlocale(LC_NUMERIC, saved.c_str());
        QVERIFY2(text.find("\ntime-ms: 12.25\n") != std::string::npos, text.c_str());
        QVERIFY2(back, back.error.c_str());
        QCOMPARE(back.value->timeMs, 12.25);
    }

    void specExampleParses()
    {
        const auto parsed = readSolutionFile(kSpecExample);
        QVERIFY2(parsed, parsed.error.c_str());
        const SolutionRecord& r = *parsed.value;
        QCOMPARE(r.puzzle, std::string("rotation"));
        QCOMPARE(r.position, parsePosition(PuzzleKind::Rotation,
                                           "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"));
        QCOMPARE(r.moves, parseMoves(PuzzleKind::Rotation, "AC"));
        QCOMPARE(r.finalLabel, 2);
        QCOMPARE(r.engine, std::string("pattern-table"));
        QCOMPARE(r.nodes, std::uint64_t{3});
        QCOMPARE(r.timeMs, 0.01);
    }

    void roundTripsEveryPuzzle_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("seed");
        for (const Puzzle* p : contestPuzzles())
            for (int seed = 1; seed <= 20; ++seed)
                QTest::addRow("%s-%d", p->key().c_str(), seed)
                    << QString::fromStdString(p->key()) << seed;
    }

    void roundTripsEveryPuzzle()
    {
        QFETCH(QString, key);
        QFETCH(int, seed);
        const Puzzle* const found = contestPuzzle(key.toStdString());
        QVERIFY(found);
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
        // Where the goal is the person's (Magic Squares' target), a random target too:
        // the file carries it beside the board.
        std::optional<Position> goal;
        if (found->editableGoal())
            goal = found->random(rng);
        const auto solver = goal ? found->withGoal(*goal) : heldContestPuzzle(found->key());
        const Puzzle& p = *solver;
        const Position start = p.random(rng);
        const auto engine = p.makeEngine(p.engineNames().front());
        const Answer s = engine->solve(start, {}, CancelToken{});
        QCOMPARE(s.outcome, Outcome::Solved);

        SolutionRecord r;
        r.puzzle = p.key();
        r.position = start;
        r.goal = goal;
        r.moves = s.moves;
        r.finalLabel = p.key() == "rotation" ? s.reached.label : 0;
        r.engine = engine->name();
        r.nodes = s.stats.nodes + static_cast<std::uint64_t>(seed) * 1'000'000'007ULL;
        r.timeMs = seed * 0.125;  // exactly representable in three decimals
        const std::string text = writeSolutionFile(r);
        const auto back = readSolutionFile(text);
        QVERIFY2(back, (back.error + "\n" + text).c_str());
        QCOMPARE(*back.value, r);
        // And writing what was read gives the same bytes.
        QCOMPARE(writeSolutionFile(*back.value), text);
    }

    void toleratesWhatIsMerelyUnusual_data()
    {
        QTest::addColumn<QByteArray>("text");
        const std::string spec = kSpecExample;
        std::string crlf;
        for (char c : spec) {
            if (c == '\n')
                crlf += '\r';
            crlf += c;
        }
        QTest::newRow("crlf") << QByteArray::fromStdString(crlf);
        QTest::newRow("bom") << QByteArray::fromStdString("\xEF\xBB\xBF" + spec);
        QTest::newRow("bom+crlf") << QByteArray::fromStdString("\xEF\xBB\xBF" + crlf);
        QTest::newRow("no final newline")
            << QByteArray::fromStdString(spec.substr(0, spec.size() - 1));
        QTest::newRow("unknown key ignored")
            << QByteArray::fromStdString(replaced(spec, "nodes:", "comment: by hand\nnodes:"));
        QTest::newRow("blank lines and spaces")
            << QByteArray::fromStdString(replaced(spec, "moves: AC\n", "\n  moves :   AC  \n\n"));
        QTest::newRow("keys in another order") << QByteArray(
            "PuzzleLab solution 1\nmoves: AC\nresult: 2\nlength: 2\n"
            "position: 1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"
            "puzzle: rotation\n");
        QTest::newRow("statistics left out") << QByteArray(
            "PuzzleLab solution 1\npuzzle: clocks\nposition: 9 9 12 6 6 6 6 3 6\n"
            "moves: 4 5 8 9\nlength: 4\nresult: solved\n");
    }

    void toleratesWhatIsMerelyUnusual()
    {
        QFETCH(QByteArray, text);
        const auto parsed = readSolutionFile(std::string_view(text.constData(), text.size()));
        QVERIFY2(parsed, parsed.error.c_str());
        QVERIFY(!parsed.value->moves.empty());
    }

    void rejectsBadFilesSayingWhy_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");  // the whole sentence or its start
        const std::string spec = kSpecExample;
        const std::string clocks =
            "PuzzleLab solution 1\npuzzle: clocks\nposition: 9 9 12 6 6 6 6 3 6\n"
            "moves: 4 5 8 9\nlength: 4\nresult: solved\nengine: linear\nnodes: 1\n"
            "time-ms: 0.5\n";
        const auto row = [](const char* name, const std::string& text, const char* message) {
            QTest::newRow(name) << QByteArray::fromStdString(text) << QString::fromUtf8(message);
        };

        row("empty", "",
            "line 1: the file is empty or does not start with the header "
            "'PuzzleLab solution 1'");
        row("not ours", "Hello world\n" + spec.substr(spec.find('\n') + 1),
            "line 1: 'Hello world' is not the header of a PuzzleLab solution file "
            "('PuzzleLab solution 1')");
        row("header glued", replaced(spec, "solution 1", "solutions 1"),
            "line 1: 'PuzzleLab solutions 1' is not the header");
        row("future version", replaced(spec, "solution 1", "solution 2"),
            "line 1: solution file version '2' is not supported; this program reads version 1");
        row("no version", replaced(spec, "solution 1", "solution"),
            "line 1: the header has no version number");
        row("no colon", replaced(spec, "length: 2", "length 2"),
            "line 5: 'length 2' is not a 'key: value' line");
        row("empty key", replaced(spec, "length: 2", ": 2"),
            "line 5: a line starts with ':' but has no key");
        row("missing moves", replaced(spec, "moves: AC\n", ""), "the file has no 'moves:' line");
        row("missing puzzle", replaced(spec, "puzzle: rotation\n", ""),
            "the file has no 'puzzle:' line");
        row("misspelt key", replaced(spec, "result: 2", "results: 2"),
            "the file has no 'result:' line");
        row("duplicate moves", replaced(spec, "length: 2\n", "length: 2\nmoves: AC\n"),
            "line 6: a second 'moves:' line; the first is line 4");
        row("unknown puzzle", replaced(spec, "puzzle: rotation", "puzzle: sudoku"),
            "line 2: unknown puzzle 'sudoku' (expected one of clocks, msquare, rotation)");
        row("no puzzle named", replaced(spec, "puzzle: rotation", "puzzle:"),
            "line 2: no puzzle is named");
        row("position not numbers", replaced(spec, "position: 1 1 1 1 3", "position: 1 1 1 1 x"),
            "line 3: bad position: ");
        row("position too short", replaced(spec, "position: 1 1 1 1 3", "position: 1 1 1 3"),
            "line 3: bad position: ");
        row("position counts not 8/8/8",
            replaced(spec, "position: 1 1 1 1 3", "position: 1 1 1 1 1"), "line 3: bad position: ");
        row("msquare target not a permutation",
            "PuzzleLab solution 1\npuzzle: msquare\nposition: 1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 3\n"
            "moves: BCABCCB\nlength: 7\nresult: solved\n",
            "line 3: bad position: ");
        row("clock at 5 o'clock", replaced(clocks, "9 9 12", "9 5 12"), "line 3: bad position: ");
        row("illegal move letter", replaced(spec, "moves: AC", "moves: AX"), "line 4: bad moves: ");
        row("illegal clock move", replaced(clocks, "moves: 4 5 8 9", "moves: 4 5 8 0"),
            "line 4: bad moves: ");
        row("length not a number", replaced(spec, "length: 2", "length: two"),
            "line 5: the length 'two' is not a whole number");
        row("length negative", replaced(spec, "length: 2", "length: -2"),
            "line 5: the length '-2' is not a whole number");
        row("length wrong", replaced(spec, "length: 2", "length: 3"),
            "line 5: the length 3 does not match the 2 moves on line 4");
        row("moves do not solve", replaced(spec, "moves: AC", "moves: CA"),
            "line 4: the moves do not solve the position on line 3");
        row("clock moves do not solve",
            replaced(replaced(clocks, "moves: 4 5 8 9", "moves: 4 5 8"), "length: 4", "length: 3"),
            "line 4: the moves do not solve the position on line 3");
        row("wrong centre label", replaced(spec, "result: 2", "result: 3"),
            "line 6: the result says centre label 3, but the moves leave label 2 in the centre");
        row("label not a number", replaced(spec, "result: 2", "result: solved"),
            "line 6: the result 'solved' is not a centre label (1, 2 or 3)");
        row("clocks result", replaced(clocks, "result: solved", "result: 12"),
            "line 6: the result '12' should be 'solved'");
        row("nodes not a number", replaced(spec, "nodes: 3", "nodes: many"),
            "line 8: the node count 'many' is not a whole number");
        row("time negative", replaced(spec, "time-ms: 0.01", "time-ms: -1"),
            "line 9: the time '-1' is not a number of milliseconds");
        row("time not finite", replaced(spec, "time-ms: 0.01", "time-ms: inf"),
            "line 9: the time 'inf' is not a number of milliseconds");
        row("NUL byte", replaced(spec, "engine: pattern", std::string("engine: pat\0tern", 16)),
            "line 7: contains a NUL byte; this is not a text file");

        std::string huge = spec;
        huge += "comment: ";
        huge.append(kMaxSolutionFileBytes, 'x');
        row("over 1 MiB", huge, "the file is ");
    }

    void rejectsBadFilesSayingWhy()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const auto parsed = readSolutionFile(std::string_view(text.constData(), text.size()));
        QVERIFY2(!parsed, "a bad file was accepted");
        const QString error = QString::fromStdString(parsed.error);
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void refusesHugeFilesBeforeParsing()
    {
        // A megabyte of nothing but header would be "fine" line by line; the size check
        // must come first and say why.
        std::string huge(kMaxSolutionFileBytes + 1, '\n');
        huge.replace(0, 21, "PuzzleLab solution 1\n");
        const auto parsed = readSolutionFile(huge);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error.find("at most 1 MiB") != std::string::npos, parsed.error.c_str());
        // Exactly the limit is still read (and then fails for its content, not its size).
        std::string limit(kMaxSolutionFileBytes, '\n');
        limit.replace(0, 21, "PuzzleLab solution 1\n");
        const auto atLimit = readSolutionFile(limit);
        QVERIFY(!atLimit);
        QVERIFY2(atLimit.error.find("no 'puzzle:' line") != std::string::npos,
                 atLimit.error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestSolutionFile)
#include "tst_solution_file.moc"
