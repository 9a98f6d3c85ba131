// TableService answers the window's table questions on a worker (issue 11) under the
// contract of SolveService: one finished() per request, in order, the newest request
// of a query wins, and destruction is prompt. JudgeFileReader reads judge inputs in
// chunks on a worker, with the cases and the first error of Puzzle::parseJudge.
#include <random>
#include <set>

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "contest_kinds.h"
#include "core/definition_puzzle.h"
#include "core/registry.h"
#include "models/judge_file_reader.h"
#include "models/shared_puzzle.h"
#include "models/solve_service.h"
#include "models/table_service.h"

using namespace pl;

namespace {

// The contest puzzle of a key, as a model takes any puzzle.
const Puzzle& contest(const char* key)
{
    return *pl::test::contestPuzzle(key);
}

TableAnswer answerOf(TableService& service, int id)
{
    QSignalSpy spy(&service, &TableService::finished);
    for (;;) {
        for (const auto& args : spy)
            if (args.at(0).toInt() == id)
                return args.at(1).value<TableAnswer>();
        if (!spy.wait(30000))
            qFatal("no answer for request %d", id);
    }
}

int engineLength(const Puzzle& p, const Position& position)
{
    SolveService service;
    QSignalSpy done(&service, &SolveService::finished);
    service.solve(sharedPuzzle(p), position);
    if (!done.wait(60000))
        qFatal("solve timed out");
    const auto result = done.takeFirst().at(1).value<SolveResult>();
    if (!result.solved())
        qFatal("solve failed");
    return int(result.moves.size());
}

}  // namespace

class TestTableService : public QObject {
    Q_OBJECT
private slots:
    void puzzles_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::newRow("clocks") << QByteArray("clocks");
        QTest::newRow("msquare") << QByteArray("msquare");
        QTest::newRow("rotation") << QByteArray("rotation");
    }

    void distanceAndHintAgreeWithTheEngines_data() { puzzles_data(); }
    void distanceAndHintAgreeWithTheEngines()
    {
        QFETCH(QByteArray, key);
        const Puzzle& p = contest(key.constData());
        const auto shared = sharedPuzzle(p);
        TableService service;
        std::mt19937_64 rng(2026);
        for (int i = 0; i < 4; ++i) {
            const Position position = p.random(rng);
            const Position next = p.apply(position, i % int(p.moveNames().size()));
            const TableAnswer a = answerOf(service, service.distances(shared, {position, next}));
            QVERIFY(a.ok());
            QCOMPARE(a.query, TableAnswer::Query::Distance);
            QCOMPARE(a.distances.size(), std::size_t(2));
            QCOMPARE(a.distances[0], engineLength(p, position));
            QCOMPARE(a.distances[1], engineLength(p, next));
            // The hint: every move that starts a shortest solution of the last one.
            std::vector<int> closer;
            for (int m = 0; m < int(p.moveNames().size()); ++m)
                if (engineLength(p, p.apply(next, m)) == a.distances[1] - 1)
                    closer.push_back(m);
            QCOMPARE(a.optimalMoves, closer);
            QVERIFY(a.largestDistance > 0);
        }
        // Solved: no hint.
        const TableAnswer solved = answerOf(service, service.distance(shared, p.initial()));
        if (solved.distances.front() == 0)
            QVERIFY(solved.optimalMoves.empty());
    }

    void invalidPositionHasNoDistance()
    {
        TableService service;
        Position bad = contest("rotation").initial();
        bad.cells[0] = bad.cells[0] == 1 ? 2 : 1;  // one label too many
        const TableAnswer a =
            answerOf(service, service.distance(sharedPuzzle(contest("rotation")), bad));
        QVERIFY(a.ok());
        QCOMPARE(a.distances, std::vector<int>{-1});
        QVERIFY(!a.problems.front().empty());
        QVERIFY(a.optimalMoves.empty());
    }

    void histogramCountsEveryPosition_data() { puzzles_data(); }
    void histogramCountsEveryPosition()
    {
        QFETCH(QByteArray, key);
        TableService service;
        const TableAnswer a =
            answerOf(service, service.histogram(sharedPuzzle(contest(key.constData()))));
        QVERIFY(a.ok());
        quint64 total = 0;
        for (const quint64 n : a.histogram)
            total += n;
        // 4^9 clock settings, 8! targets, C(24,8) single-label patterns.
        const quint64 expected = key == "clocks" ? 262144 : key == "msquare" ? 40320 : 735471;
        QCOMPARE(total, expected);
    }

    void positionsAtADistanceAndTheHardest_data() { puzzles_data(); }
    void positionsAtADistanceAndTheHardest()
    {
        QFETCH(QByteArray, key);
        const Puzzle& p = contest(key.constData());
        const auto shared = sharedPuzzle(p);
        TableService service;
        for (const int d : {0, 1, 5, 9}) {
            const TableAnswer a = answerOf(service, service.positionAt(shared, d, 7 + quint64(d)));
            QVERIFY(a.ok());
            QVERIFY(a.found);
            QCOMPARE(a.requested, d);
            QCOMPARE(a.foundDistance, d);
            QCOMPARE(engineLength(p, *a.found), d);
        }
        const TableAnswer none = answerOf(service, service.positionAt(shared, 99, 1));
        QVERIFY(none.ok());
        QVERIFY(!none.found);
        const TableAnswer hardest = answerOf(service, service.hardest(shared, 3));
        QVERIFY(hardest.found);
        // The puzzles' largest distances (SPEC): 27, 22 and 13 moves.
        const int largest = key == "clocks" ? 27 : key == "msquare" ? 22 : 13;
        QCOMPARE(hardest.largestDistance, largest);
        QCOMPARE(hardest.foundDistance, largest);
        QCOMPARE(p.distance(*hardest.found), largest);
    }

    void everyRequestEndsOnceInOrderAndTheNewestWins()
    {
        TableService service;
        QSignalSpy spy(&service, &TableService::finished);
        QSignalSpy busy(&service, &TableService::busyChanged);
        std::vector<int> ids;
        for (int i = 0; i < 6; ++i) {
            ids.push_back(service.patternBoard(sharedPuzzle(contest("rotation")), 14, quint64(i)));
            ids.push_back(
                service.distance(sharedPuzzle(contest("clocks")), contest("clocks").initial()));
        }
        QVERIFY(service.busy());
        QTRY_COMPARE_WITH_TIMEOUT(spy.count(), int(ids.size()), 30000);
        QVERIFY(!service.busy());
        QCOMPARE(busy.count(), 2);  // true, then false once
        for (std::size_t i = 0; i < ids.size(); ++i)
            QCOMPARE(spy.at(int(i)).at(0).toInt(), ids[i]);
        // The last of each query ran; any cancelled one carries nothing.
        const auto lastBoard = spy.at(int(ids.size()) - 2).at(1).value<TableAnswer>();
        const auto lastDistance = spy.at(int(ids.size()) - 1).at(1).value<TableAnswer>();
        QVERIFY(lastBoard.ok() && lastBoard.found);
        QVERIFY(lastDistance.ok());
        QCOMPARE(lastDistance.distances, std::vector<int>{0});
        int cancelled = 0;
        for (const auto& args : spy) {
            const auto a = args.at(1).value<TableAnswer>();
            if (a.cancelled) {
                ++cancelled;
                QVERIFY(!a.found && a.distances.empty() && a.histogram.empty());
            }
        }
        qInfo("%d of %d requests superseded before they ran", cancelled, int(ids.size()));
        QCOMPARE(service.latestId(TableAnswer::Query::Distance), ids.back());
    }

    void destroyingWithWorkQueuedIsPrompt()
    {
        QElapsedTimer clock;
        {
            TableService service;
            for (int i = 0; i < 30; ++i)
                service.patternBoard(sharedPuzzle(contest("rotation")), 14,
                                     quint64(i));  // ~10-150 ms each
            QTest::qWait(5);
            clock.start();
        }
        // Only the request running is waited for.
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    }

    // A definition's table can take many seconds (TopSpin's 479,001,600 positions):
    // closing the window (the service going) stops the build instead of waiting for it.
    void destroyingStopsALongTableBuild()
    {
        const Registry registry = Registry::bundled();
        const auto topspin = std::make_shared<const DefinitionPuzzle>(registry.find("topspin"));
        QVERIFY(topspin->tableRefusal().empty());
        QElapsedTimer clock;
        {
            TableService service;
            QSignalSpy answered(&service, &TableService::finished);
            service.distance(topspin, topspin->initial());
            QTest::qWait(300);
            QVERIFY2(answered.isEmpty(), "the table was built in 300 ms: pick a larger puzzle");
            clock.start();
        }
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
    }

    // --- JudgeFileReader --------------------------------------------------------------

    void readerMatchesParseJudgeInChunks_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<bool>("bad");
        QTest::newRow("clocks") << QByteArray("clocks") << false;
        QTest::newRow("clocks, bad case") << QByteArray("clocks") << true;
        QTest::newRow("msquare") << QByteArray("msquare") << false;
        QTest::newRow("rotation") << QByteArray("rotation") << false;
        QTest::newRow("rotation, bad case") << QByteArray("rotation") << true;
    }
    void readerMatchesParseJudgeInChunks()
    {
        QFETCH(QByteArray, key);
        QFETCH(bool, bad);
        const Puzzle& p = contest(key.constData());
        // Several chunks' worth of random cases in the judge format.
        std::mt19937_64 rng(11);
        std::string text;
        int cases = 0;
        while (text.size() < 3 * std::size_t(JudgeFileReader::kChunkBytes)) {
            const Position c = p.random(rng);
            if (key == "clocks") {
                for (std::size_t i = 0; i < 9; ++i)
                    text += std::to_string(c.cells[i] == 0 ? 12 : 3 * c.cells[i]) +
                            (i % 3 == 2 ? "\n" : " ");
            } else if (key == "msquare") {
                // A random board as the target (the judge's case).
                for (std::size_t i = 0; i < 8; ++i)
                    text += std::to_string(c.cells[i]) + (i == 7 ? "\n" : " ");
            } else {
                for (std::size_t i = 0; i < 24; ++i)
                    text += std::to_string(c.cells[i]) + (i == 23 ? "\n" : " ");
            }
            ++cases;
            if (bad && cases == 40000)
                text += "7 x\n";
        }
        if (key == "rotation")
            text += "0\n";
        // The contest's judge reading the whole text at once; a case's goal (Magic
        // Squares' target) follows its board in the same row, as the reader gives it.
        JudgeInput whole;
        {
            JudgeCases read = pl::test::judgeRead(key.constData(), text);
            for (JudgeCase& c : read.cases) {
                if (c.goal)
                    c.position.cells.insert(c.position.cells.end(), c.goal->cells.begin(),
                                            c.goal->cells.end());
                whole.cases.push_back(std::move(c.position));
            }
            whole.error = firstProblemLine(read.problems);
        }
        const QByteArray bytes(text.data(), qsizetype(text.size()));

        JudgeFileReader reader;
        QSignalSpy chunks(&reader, &JudgeFileReader::casesRead);
        QSignalSpy done(&reader, &JudgeFileReader::finished);
        reader.readBytes(sharedPuzzle(p), bytes);
        QVERIFY(done.wait(60000));
        CaseList read;  // its cells per case from the first (Magic Squares: board and target)
        for (const auto& args : chunks)
            read.append(args.at(1).value<CaseList>());
        const auto result = done.front().at(1).value<JudgeReadResult>();
        QCOMPARE(result.problem, JudgeReadResult::Problem::None);
        QCOMPARE(result.error, whole.error);
        QCOMPARE(result.caseCount, whole.cases.size());
        QCOMPARE(read.size(), whole.cases.size());
        for (std::size_t i = 0; i < whole.cases.size(); ++i)
            QVERIFY(read.at(i) == whole.cases[i]);
        QVERIFY(bad == !whole.error.empty());
    }

    void wrongPuzzleTooLargeAndNotText()
    {
        QTemporaryDir dir;
        const auto writeFile = [&](const char* name, const QByteArray& content, qint64 size = -1) {
            const QString path = dir.filePath(QLatin1String(name));
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly))
                qFatal("cannot write %s", name);
            f.write(content);
            if (size >= 0)
                f.resize(size);
            return path;
        };
        JudgeFileReader reader;
        QSignalSpy done(&reader, &JudgeFileReader::finished);
        const auto readFile = [&](const char* key, const QString& path) {
            done.clear();
            reader.readFile(sharedPuzzle(contest(key)), path);
            if (!done.wait(60000))
                qFatal("no answer");
            return done.front().at(1).value<JudgeReadResult>();
        };
        const JudgeReadResult square =
            readFile("clocks", writeFile("msquare.in", "2 6 8 4 5 7 3 1\n"));
        QCOMPARE(square.caseCount, std::size_t(0));
        QVERIFY(!square.error.empty());
        QVERIFY(square.readsAsPuzzle);
        // The puzzle the program holds for Magic Squares: its bundled definition.
        QCOMPARE(square.readsAsPuzzle, heldContestPuzzle("msquare"));

        const JudgeReadResult big = readFile(
            "clocks", writeFile("big.in", "12 12 12\n", JudgeFileReader::kMaxInputBytes + 1));
        QCOMPARE(big.problem, JudgeReadResult::Problem::TooLarge);

        QByteArray binary("12 12 12 12 12 12 12 12 12\n");
        binary += '\0';
        const JudgeReadResult nul = readFile("clocks", writeFile("nul.in", binary));
        QCOMPARE(nul.problem, JudgeReadResult::Problem::NotText);
        const JudgeReadResult latin1 = readFile("clocks", writeFile("latin1.in", "12 12 \xe9\n"));
        QCOMPARE(latin1.problem, JudgeReadResult::Problem::NotText);

        const JudgeReadResult missing = readFile("clocks", dir.filePath(QStringLiteral("none")));
        QCOMPARE(missing.problem, JudgeReadResult::Problem::ReadError);
        QVERIFY(!missing.detail.isEmpty());
    }

    void aNewReadCancelsTheOneBefore()
    {
        QByteArray text;
        while (text.size() < 8 * JudgeFileReader::kChunkBytes)
            text += "3 6 9 12 3 6 9 12 3\n";
        JudgeFileReader reader;
        QSignalSpy done(&reader, &JudgeFileReader::finished);
        const int first = reader.readBytes(sharedPuzzle(contest("clocks")), text);
        const int second = reader.readBytes(sharedPuzzle(contest("clocks")),
                                            QByteArray("12 12 12 12 12 12 12 12 12\n"));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 2, 30000);
        QCOMPARE(done.at(0).at(0).toInt(), first);
        QCOMPARE(done.at(1).at(0).toInt(), second);
        const auto a = done.at(0).at(1).value<JudgeReadResult>();
        const auto b = done.at(1).at(1).value<JudgeReadResult>();
        QVERIFY(a.cancelled);
        QVERIFY(!b.cancelled);
        QCOMPARE(b.caseCount, std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestTableService)
#include "tst_table_service.moc"
