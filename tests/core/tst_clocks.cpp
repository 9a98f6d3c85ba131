// The Clocks as the program holds it (its bundled definition with the contest's
// add-on): rules, every position against the test's own breadth-first search, the
// add-on's engines, judge format (data byte for byte, malformed input) and notation,
// cancel and progress.
#include <QTest>

#include <algorithm>
#include <array>
#include <chrono>
#include <fstream>
#include <numeric>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "contest_kinds.h"
#include "core/progress.h"

#if defined(__SANITIZE_ADDRESS__)
#define PL_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PL_TEST_SANITIZED 1
#endif
#endif

namespace QTest {
template <>
inline char* toString(const std::string& s)
{
    return QTest::toString(QByteArray::fromStdString(s));
}
template <>
inline char* toString(const std::vector<int>& v)
{
    QByteArray out = "{";
    for (std::size_t i = 0; i < v.size(); ++i)
        out += (i ? "," : "") + QByteArray::number(v[i]);
    return qstrdup(out + "}");
}
}  // namespace QTest

namespace {

#if defined(PL_TEST_SANITIZED)
// Under ASan the position-by-position loops visit every 5th position (5 is prime to 4,
// so every clock still takes every value) to stay within a minute.
constexpr int kStride = 5;
#else
constexpr int kStride = 1;
#endif

using pl::JudgeCase;
using pl::Outcome;
using pl::Position;
using pl::test::PuzzleKind;

// The test's own model of the puzzle, written from SPEC 1.1 and sharing nothing with
// the code under test: positions are numbered with clock A as the MOST significant
// base-4 digit (the engine packs A as the least significant).
constexpr int kPositions = 262144;
const std::array<const char*, 9> kSpecMoves{"ABDE", "ABC",  "BCEF", "ADG", "BDEFH",
                                            "CFI",  "DEGH", "GHI",  "EFHI"};

std::array<int, 9> digitsOf(int index)
{
    std::array<int, 9> d{};
    for (int c = 8; c >= 0; --c) {
        d[c] = index % 4;
        index /= 4;
    }
    return d;
}

int indexOf(const std::array<int, 9>& d)
{
    int index = 0;
    for (int c = 0; c < 9; ++c)
        index = index * 4 + d[c];
    return index;
}

Position positionOf(int index)
{
    Position p;
    for (int v : digitsOf(index))
        p.cells.push_back(static_cast<std::uint8_t>(v));
    return p;
}

struct Model {
    std::vector<int> next;  // next[index * 9 + move]
    std::vector<int> dist;  // shortest number of moves to all-12
    std::vector<std::uint64_t> histogram;
    int hardest = -1;  // a position at the largest distance

    Model() : next(kPositions * 9), dist(kPositions, -1)
    {
        for (int i = 0; i < kPositions; ++i) {
            for (int m = 0; m < 9; ++m) {
                auto d = digitsOf(i);
                for (const char* c = kSpecMoves[m]; *c; ++c)
                    d[*c - 'A'] = (d[*c - 'A'] + 1) % 4;
                next[i * 9 + m] = indexOf(d);
            }
        }
        // Distances TO the goal: search from it along reversed moves (a move's inverse
        // is the same move made three more times).
        std::vector<int> queue{0};
        dist[0] = 0;
        for (std::size_t h = 0; h < queue.size(); ++h) {
            const int q = queue[h];
            for (int m = 0; m < 9; ++m) {
                const int p = next[next[next[q * 9 + m] * 9 + m] * 9 + m];
                if (dist[p] < 0) {
                    dist[p] = dist[q] + 1;
                    queue.push_back(p);
                }
            }
        }
        for (int i = 0; i < kPositions; ++i) {
            if (dist[i] >= static_cast<int>(histogram.size()))
                histogram.resize(dist[i] + 1, 0);
            ++histogram[dist[i]];
            if (hardest < 0 || dist[i] > dist[hardest])
                hardest = i;
        }
    }

    // Empty when `moves` is, from `start`, an optimal sequence and at every step the
    // smallest move that keeps it optimal; else what is wrong.
    std::string checkSmallestOptimal(int start, const std::vector<int>& moves) const
    {
        if (static_cast<int>(moves.size()) != dist[start])
            return "length " + std::to_string(moves.size()) + ", optimal " +
                   std::to_string(dist[start]);
        int q = start;
        for (std::size_t k = 0; k < moves.size(); ++k) {
            int smallest = -1;
            for (int m = 0; m < 9 && smallest < 0; ++m)
                if (dist[next[q * 9 + m]] == dist[q] - 1)
                    smallest = m;
            if (moves[k] != smallest)
                return "step " + std::to_string(k) + " is move " + std::to_string(moves[k] + 1) +
                       ", the smallest optimal is " + std::to_string(smallest + 1);
            q = next[q * 9 + moves[k]];
        }
        return q == 0 ? std::string() : std::string("does not end solved");
    }
};

const Model& model()
{
    static const Model m;
    return m;
}

const pl::Puzzle& puzzle()
{
    return pl::test::puzzle(PuzzleKind::Clocks);
}

const pl::ContestAddOn& addOn()
{
    return pl::test::addOn(PuzzleKind::Clocks);
}

// The add-on's hand-tuned engines (the contest object's "linear", "enumerate", "bfs").
std::vector<std::string> contestEngines()
{
    return addOn().engineNames();
}

// The judge's answer to a position (SPEC 3).
std::string judgeAnswer(const Position& p, const pl::Answer& s)
{
    return pl::test::judgeAnswer(PuzzleKind::Clocks, JudgeCase{p, std::nullopt}, s);
}

// A judge input as the judge reads it, with "case N: ..." for its first bad case.
using pl::test::JudgeRead;
JudgeRead readJudge(std::string_view text)
{
    return pl::test::readJudge(PuzzleKind::Clocks, text);
}

// Applies `moves` with the puzzle's one apply function.
Position play(Position p, const std::vector<int>& moves)
{
    for (int m : moves)
        p = puzzle().apply(p, m);
    return p;
}

pl::Answer solveWith(const std::string& engine, const Position& p)
{
    const pl::CancelToken cancel;
    return puzzle().makeEngine(engine)->solve(p, {}, cancel);
}

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

QByteArray bytes(const std::string& s)
{
    return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

const Position kSample{{3, 3, 0, 2, 2, 2, 2, 1, 2}};  // 9 9 12 / 6 6 6 / 6 3 6

double msSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

class TestClocks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QCOMPARE(model().hardest >= 0, true); }

    void describesItself()
    {
        QCOMPARE(puzzle().key(), std::string("clocks"));
        QCOMPARE(*pl::test::contestKindOf(puzzle()), PuzzleKind::Clocks);
        QCOMPARE(puzzle().cellCount(), 9);
        const std::vector<std::string> names{"1", "2", "3", "4", "5", "6", "7", "8", "9"};
        QVERIFY(puzzle().moveNames() == names);
        // The add-on's engines first, then the definition's generic ones.
        const std::vector<std::string> engines{"clocks-linear", "clocks-enumerate", "clocks-bfs"};
        QVERIFY(contestEngines() == engines);
        const std::vector<std::string> all{
            "clocks-linear", "clocks-enumerate", "clocks-bfs", "linear", "table", "ida", "bfs"};
        QVERIFY(puzzle().engineNames() == all);
        for (const auto& e : all) {
            const auto engine = puzzle().makeEngine(e);
            QVERIFY(engine);
            QCOMPARE(engine->name(), e);
            QVERIFY(!engine->description().empty());
        }
        // The judge's names (SPEC 2) stand for the add-on's engines.
        std::vector<std::string> judgeNames;
        for (const auto& j : addOn().judgeEngines()) {
            judgeNames.push_back(j.judgeName);
            QCOMPARE(j.engine, "clocks-" + j.judgeName);
        }
        QVERIFY((judgeNames == std::vector<std::string>{"linear", "enumerate", "bfs"}));
        QVERIFY(!puzzle().makeEngine("enumerate"));  // a judge's name, no engine's
        QVERIFY(puzzle().initial() == positionOf(0));
        QVERIFY(puzzle().isGoal(puzzle().initial()));
        QVERIFY(!puzzle().isGoal(kSample));
    }

    // Puzzle::apply against the SPEC table, for every position and move.
    void applyFollowsTheSpecTable()
    {
        for (int i = 0; i < kPositions; i += kStride) {
            const Position p = positionOf(i);
            for (int m = 0; m < 9; ++m)
                if (puzzle().apply(p, m) != positionOf(model().next[i * 9 + m]))
                    QFAIL(qPrintable(QString("move %1 from position %2").arg(m + 1).arg(i)));
        }
        // Four turns are the identity.
        Position p = kSample;
        for (int k = 0; k < 4; ++k)
            p = puzzle().apply(p, 4);
        QVERIFY(p == kSample);
    }

    void statementSample()
    {
        for (const auto& e : contestEngines()) {
            const pl::Answer s = solveWith(e, kSample);
            QCOMPARE(s.outcome, Outcome::Solved);
            QCOMPARE(puzzle().formatMoves(s.moves), std::string("4 5 8 9"));
            QCOMPARE(judgeAnswer(kSample, s), std::string("4 5 8 9\n"));
            const pl::Answer solved = solveWith(e, puzzle().initial());
            QCOMPARE(solved.outcome, Outcome::Solved);
            QVERIFY(solved.moves.empty());
            QCOMPARE(judgeAnswer(puzzle().initial(), solved), std::string("\n"));
        }
    }

    void everyPosition_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("clocks-linear") << "clocks-linear";
        QTest::newRow("clocks-bfs") << "clocks-bfs";
    }

    // Every one of the 262,144 positions: reaches the goal through Puzzle::apply, has
    // the optimal length, and is the smallest sequence (checked step by step against
    // the test's own distances).
    void everyPosition()
    {
        QFETCH(QString, engine);
        const auto e = puzzle().makeEngine(engine.toStdString());
        const pl::CancelToken cancel;
        for (int i = 0; i < kPositions; i += kStride) {
            const Position p = positionOf(i);
            const pl::Answer s = e->solve(p, {}, cancel);
            if (s.outcome != Outcome::Solved)
                QFAIL(qPrintable(QString("position %1 not solved").arg(i)));
            if (!puzzle().isGoal(play(p, s.moves)))
                QFAIL(qPrintable(QString("position %1: moves do not solve it").arg(i)));
            if (const std::string why = model().checkSmallestOptimal(i, s.moves); !why.empty())
                QFAIL(qPrintable(QString("position %1 (%2): %3")
                                     .arg(i)
                                     .arg(QString::fromStdString(puzzle().formatPosition(p)))
                                     .arg(QString::fromStdString(why))));
            // Ascending digit order is what the smallest string means here.
            if (!std::is_sorted(s.moves.begin(), s.moves.end()))
                QFAIL(qPrintable(QString("position %1: moves not ascending").arg(i)));
        }
    }

    // Enumeration really runs all 4^9 count vectors per position: a seeded sample
    // plus the hardest position.
    void enumerateSample()
    {
        std::mt19937_64 rng(20240611);
        std::vector<int> sample;
        for (int k = 0; k < 30; ++k)
            sample.push_back(static_cast<int>(rng() % kPositions));
        sample.push_back(model().hardest);
        const auto e = puzzle().makeEngine("clocks-enumerate");
        const pl::CancelToken cancel;
        for (int i : sample) {
            const Position p = positionOf(i);
            const pl::Answer s = e->solve(p, {}, cancel);
            QCOMPARE(s.outcome, Outcome::Solved);
            QCOMPARE(s.stats.nodes, std::uint64_t{262144});
            QVERIFY(puzzle().isGoal(play(p, s.moves)));
            QCOMPARE(model().checkSmallestOptimal(i, s.moves), std::string());
            QVERIFY(s.moves == solveWith("clocks-linear", p).moves);
        }
    }

    void hardestPosition()
    {
        const Model& m = model();
        QCOMPARE(m.dist[m.hardest], 27);
        QCOMPARE(m.histogram.back(), std::uint64_t{1});
        const Position p = positionOf(m.hardest);
        QCOMPARE(puzzle().distance(p), 27);
        for (const auto& e : contestEngines()) {
            const pl::Answer s = solveWith(e, p);
            QCOMPARE(s.moves.size(), std::size_t{27});
            // All 27: each move three times.
            QCOMPARE(puzzle().formatMoves(s.moves),
                     std::string("1 1 1 2 2 2 3 3 3 4 4 4 5 5 5 6 6 6 7 7 7 8 8 8 9 9 9"));
        }
    }

    void histogramMatchesSearch()
    {
        const auto h = puzzle().histogram();
        QCOMPARE(std::accumulate(h.begin(), h.end(), std::uint64_t{0}), std::uint64_t{kPositions});
        QCOMPARE(h.size(), std::size_t{28});
        QCOMPARE(h[27], std::uint64_t{1});
        QCOMPARE(h[0], std::uint64_t{1});
        QVERIFY(h == model().histogram);
        // The add-on's, which `puzzlelab-solve clocks --histogram` prints.
        QVERIFY(addOn().histogram() == model().histogram);
    }

    // Hints: every returned move lowers the distance by exactly one, and no other does;
    // distance agrees with the search and with the engine's length.
    void distanceAndHints()
    {
        const Model& m = model();
        for (int i = 0; i < kPositions; i += kStride) {
            const Position p = positionOf(i);
            const int d = puzzle().distance(p);
            if (d != m.dist[i])
                QFAIL(qPrintable(
                    QString("distance of %1 is %2, search says %3").arg(i).arg(d).arg(m.dist[i])));
            std::vector<int> expected;
            for (int mv = 0; mv < 9; ++mv)
                if (m.dist[m.next[i * 9 + mv]] == d - 1)
                    expected.push_back(mv);
            if (puzzle().optimalMoves(p) != expected)
                QFAIL(qPrintable(QString("hints of position %1").arg(i)));
        }
        std::mt19937_64 rng(7);
        for (int k = 0; k < 200; ++k) {
            const Position p = puzzle().random(rng);
            const int d = puzzle().distance(p);
            QCOMPARE(static_cast<int>(solveWith("clocks-linear", p).moves.size()), d);
            for (int mv : puzzle().optimalMoves(p))
                QCOMPARE(puzzle().distance(puzzle().apply(p, mv)), d - 1);
        }
    }

    void judgeData_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<int>("n");
        for (const auto& e : contestEngines())
            for (int n = 1; n <= 9; ++n)
                QTest::addRow("%s-%d", e.c_str(), n) << QString::fromStdString(e) << n;
    }

    void judgeData()
    {
        QFETCH(QString, engine);
        QFETCH(int, n);
        const std::string dir = PL_TEST_DATA_DIR "/judge-data/clocks/usaco_training_tests/";
        const std::string input = readFile(dir + "input" + std::to_string(n) + ".txt");
        const std::string expected = readFile(dir + "output" + std::to_string(n) + ".txt");
        QVERIFY(!input.empty());
        QVERIFY(!expected.empty());
        const JudgeRead in = readJudge(input);
        QCOMPARE(in.error, std::string());
        QCOMPARE(in.cases.size(), std::size_t{1});
        const auto e = puzzle().makeEngine(engine.toStdString());
        const pl::CancelToken cancel;
        std::string out;
        for (const JudgeCase& c : in.cases) {
            QVERIFY(!c.goal);
            out += pl::test::judgeAnswer(PuzzleKind::Clocks, c, e->solve(c.position, {}, cancel));
        }
        QCOMPARE(bytes(out), bytes(expected));
    }

    void malformedJudgeInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("error");
        QTest::addColumn<int>("good");
        const QByteArray sample = "9 9 12\n6 6 6\n6 3 6\n";
        QTest::newRow("empty") << QByteArray()
                               << QByteArray(
                                      "case 1: expected 9 numbers, found 0 (the input is empty)")
                               << 0;
        QTest::newRow("blank lines")
            << QByteArray(" \n\r\n\t\n")
            << QByteArray("case 1: expected 9 numbers, found 0 (the input is empty)") << 0;
        QTest::newRow("one case") << sample << QByteArray() << 1;
        QTest::newRow("two cases") << sample + "12 12 12 12 12 12 12 12 3" << QByteArray() << 2;
        QTest::newRow("crlf") << QByteArray("9 9 12\r\n6 6 6\r\n6 3 6\r\n") << QByteArray() << 1;
        QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF") + sample << QByteArray() << 1;
        QTest::newRow("no final newline")
            << QByteArray("9 9 12\n6 6 6\n6 3 6") << QByteArray() << 1;
        QTest::newRow("too few") << QByteArray("9 9 12\n6 6 6\n6 3\n")
                                 << QByteArray("case 1: expected 9 numbers, found 8") << 0;
        QTest::newRow("too many") << QByteArray("9 9 12\n6 6 6\n6 3 6 12\n")
                                  << QByteArray("case 2: expected 9 numbers, found 1") << 1;
        QTest::newRow("letters") << QByteArray("9 9 12\n6 x 6\n6 3 6\n")
                                 << QByteArray("case 1: 'x' is not a number") << 0;
        QTest::newRow("letters in case 2") << sample + "12 12 12\nabc 12 12\n12 12 12\n"
                                           << QByteArray("case 2: 'abc' is not a number") << 1;
        QTest::newRow("decimal") << QByteArray("12.0 9 12 6 6 6 6 3 6")
                                 << QByteArray("case 1: '12.0' is not a number") << 0;
        QTest::newRow("negative") << QByteArray("-3 9 12 6 6 6 6 3 6")
                                  << QByteArray(
                                         "case 1: clock A shows -3; a clock shows 3, 6, 9 or 12")
                                  << 0;
        QTest::newRow("huge")
            << QByteArray("9 9 12 6 99999999999999999999 6 6 3 6")
            << QByteArray("case 1: clock E shows 99999999999999999999; a clock shows 3, 6, 9 or 12")
            << 0;
        QTest::newRow("five") << QByteArray("9 9 12 6 6 6 6 3 5")
                              << QByteArray("case 1: clock I shows 5; a clock shows 3, 6, 9 or 12")
                              << 0;
        QTest::newRow("zero") << sample + "0 12 12 12 12 12 12 12 12"
                              << QByteArray("case 2: clock A shows 0; a clock shows 3, 6, 9 or 12")
                              << 1;
        QTest::newRow("binary") << QByteArray("9 9 12 6 6 6 6 3 \x01")
                                << QByteArray("case 1: '\\x01' is not a number") << 0;
    }

    void malformedJudgeInput()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, error);
        QFETCH(int, good);
        const JudgeRead in = readJudge(input.toStdString());
        QCOMPARE(bytes(in.error), error);
        QCOMPARE(static_cast<int>(in.cases.size()), good);
        if (good > 0)
            QVERIFY((in.cases[0] == JudgeCase{kSample, std::nullopt}));
        for (const JudgeCase& c : in.cases) {
            QVERIFY(!c.goal);
            QCOMPARE(puzzle().validate(c.position), std::string());
        }
    }

    void textForms()
    {
        QCOMPARE(puzzle().formatPosition(kSample), std::string("9 9 12 6 6 6 6 3 6"));
        for (const char* text : {"9 9 12 6 6 6 6 3 6", "9 9 12 / 6 6 6 / 6 3 6",
                                 " 9 9 12\r\n6 6 6\r\n6 3 6", "9 9 12/6 6 6/6 3 6"}) {
            const auto parsed = puzzle().parsePosition(text);
            QVERIFY2(parsed, text);
            QVERIFY(*parsed.value == kSample);
        }
        std::mt19937_64 rng(99);
        for (int k = 0; k < 100; ++k) {
            const Position p = puzzle().random(rng);
            QVERIFY(*puzzle().parsePosition(puzzle().formatPosition(p)).value == p);
        }
        const auto check = [](const char* text, const char* error) {
            const auto parsed = puzzle().parsePosition(text);
            QVERIFY2(!parsed, text);
            QCOMPARE(parsed.error, std::string(error));
        };
        check("9 9 12", "expected 9 numbers, found 3");
        check("", "expected 9 numbers, found 0");
        check("9 9 12 6 6 6 6 3 6 6", "expected 9 numbers, found 10");
        check("9 9 12 6 6 6 6 3 1", "clock I shows 1; a clock shows 3, 6, 9 or 12");
        check("9 9 twelve 6 6 6 6 3 6", "'twelve' is not a number");

        QCOMPARE(puzzle().formatMoves({3, 4, 7, 8}), std::string("4 5 8 9"));
        QCOMPARE(puzzle().formatMoves({}), std::string());
        for (const char* text : {"4 5 8 9", "4589", " 4,5, 8 9\n"}) {
            const auto moves = puzzle().parseMoves(text);
            QVERIFY2(moves, text);
            QVERIFY((*moves.value == std::vector<int>{3, 4, 7, 8}));
        }
        QVERIFY(puzzle().parseMoves("").value->empty());
        const auto bad = puzzle().parseMoves("4 0");
        QVERIFY(!bad);
        QCOMPARE(bad.error, std::string("'0' is not a list of moves; moves are 1 to 9"));
        QVERIFY(!puzzle().parseMoves("4 a"));
    }

    void validation()
    {
        QCOMPARE(puzzle().validate(kSample), std::string());
        QCOMPARE(puzzle().validate(Position{{0, 0, 0}}),
                 std::string("a clocks position has 9 clocks, not 3"));
        QCOMPARE(puzzle().validate(Position{{0, 0, 0, 0, 4, 0, 0, 0, 0}}),
                 std::string("clock E is 4 quarter turns past 12, more than 3"));
        for (const auto& e : contestEngines()) {
            const pl::Answer s = solveWith(e, Position{{0, 0, 0, 0, 4, 0, 0, 0, 0}});
            QCOMPARE(s.outcome, Outcome::Failed);
            // Every engine of the puzzle words a bad position as validate() does.
            QCOMPARE(pl::firstProblemLine(s.problems),
                     std::string("clock E is 4 quarter turns past 12, more than 3"));
            QCOMPARE(solveWith(e, Position{}).outcome, Outcome::Failed);
        }
    }

    void randomPositions()
    {
        std::mt19937_64 a(5);
        std::mt19937_64 b(5);
        std::vector<int> seen(kPositions, 0);
        for (int k = 0; k < 1000; ++k) {
            const Position p = puzzle().random(a);
            QVERIFY(p == puzzle().random(b));
            QCOMPARE(puzzle().validate(p), std::string());
            std::array<int, 9> d{};
            std::copy(p.cells.begin(), p.cells.end(), d.begin());
            ++seen[indexOf(d)];
        }
        QVERIFY(std::count(seen.begin(), seen.end(), 0) < kPositions - 990);
    }

    void cancelBeforeStart()
    {
        pl::CancelToken cancel;
        cancel.cancel();
        for (const auto& e : contestEngines()) {
            const pl::Answer s = puzzle().makeEngine(e)->solve(kSample, {}, cancel);
            QCOMPARE(s.outcome, Outcome::Cancelled);
            QVERIFY(s.moves.empty());
        }
        // A bfs engine that already holds its tree still honours a cancelled call.
        const auto bfs = puzzle().makeEngine("clocks-bfs");
        pl::CancelToken fresh;
        QCOMPARE(bfs->solve(kSample, {}, fresh).outcome, Outcome::Solved);
        QCOMPARE(bfs->solve(kSample, {}, cancel).outcome, Outcome::Cancelled);
    }

    void cancelWhileRunning_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("clocks-enumerate") << "clocks-enumerate";
        QTest::newRow("clocks-bfs") << "clocks-bfs";
    }

    // Stop pressed during the run (here: from the first progress report).
    void cancelWhileRunning()
    {
        QFETCH(QString, engine);
        pl::CancelToken cancel;
        int reports = 0;
        const pl::ProgressFn progress = [&](const pl::Progress&) {
            ++reports;
            cancel.cancel();
        };
        const auto e = puzzle().makeEngine(engine.toStdString());
        const pl::Answer s = e->solve(positionOf(model().hardest), progress, cancel);
        QCOMPARE(s.outcome, Outcome::Cancelled);
        QCOMPARE(reports, 1);
        QVERIFY(s.stats.nodes < 262144);
        // The same engine works after a cancelled run.
        cancel.reset();
        QCOMPARE(e->solve(kSample, {}, cancel).moves, (std::vector<int>{3, 4, 7, 8}));
    }

    void progressIsReported_data() { cancelWhileRunning_data(); }

    void progressIsReported()
    {
        QFETCH(QString, engine);
        std::vector<pl::Progress> reports;
        const pl::ProgressFn progress = [&](const pl::Progress& p) { reports.push_back(p); };
        const pl::CancelToken cancel;
        const pl::Answer s =
            puzzle().makeEngine(engine.toStdString())->solve(kSample, progress, cancel);
        QCOMPARE(s.outcome, Outcome::Solved);
        QVERIFY(!reports.empty());
        // enumerate counts move combinations, bfs searches breadth first.
        const pl::Phase phase = engine == QLatin1String("clocks-enumerate")
                                    ? pl::Phase::EnumeratingMoveCounts
                                    : pl::Phase::BreadthFirst;
        for (const pl::Progress& p : reports)
            QCOMPARE(p.phase, phase);
        QVERIFY(!pl::phaseText(reports.front()).empty());
        QVERIFY(reports.front().nodes > 0);
        QVERIFY(s.stats.nodes >= reports.back().nodes);
        QVERIFY(s.stats.wallMs > 0);
    }

    void statistics()
    {
        const auto bfs = puzzle().makeEngine("clocks-bfs");
        const pl::CancelToken cancel;
        const pl::Answer first = bfs->solve(kSample, {}, cancel);
        QCOMPARE(first.stats.statesStored, std::uint64_t{262144});
        QVERIFY(first.stats.nodes >= 262144);
        QVERIFY(first.stats.tableBytes >= 262144 * 6);
        QVERIFY(first.stats.buildMs > 0);
        const pl::Answer second = bfs->solve(kSample, {}, cancel);
        QCOMPARE(second.stats.buildMs, 0.0);
        QCOMPARE(second.stats.nodes, std::uint64_t{4});
        QVERIFY(second.moves == first.moves);
    }

    // SPEC 6: all positions by `linear` at least 1,000 times faster than by `enumerate`
    // (enumeration timed on a sample and scaled to all positions).
    void linearVersusEnumerate()
    {
        const auto linear = puzzle().makeEngine("clocks-linear");
        const auto enumerate = puzzle().makeEngine("clocks-enumerate");
        const pl::CancelToken cancel;
        std::vector<Position> all;
        all.reserve(kPositions);
        for (int i = 0; i < kPositions; ++i)
            all.push_back(positionOf(i));
        double linearMs = 1e300;
        std::size_t total = 0;
        const int reps = kStride == 1 ? 3 : 1;
        for (int rep = 0; rep < reps; ++rep) {
            const auto t0 = std::chrono::steady_clock::now();
            for (const Position& p : all)
                total += linear->solve(p, {}, cancel).moves.size();
            linearMs = std::min(linearMs, msSince(t0));
        }
        QCOMPARE(total, std::size_t(reps) * 262144 * 27 / 2);  // mean length 13.5
        std::mt19937_64 rng(11);
        const int samples = kStride == 1 ? 20 : 5;
        const auto t0 = std::chrono::steady_clock::now();
        for (int k = 0; k < samples; ++k)
            total += enumerate->solve(puzzle().random(rng), {}, cancel).moves.size();
        const double enumeratePerPosition = msSince(t0) / samples;
        const double ratio = enumeratePerPosition * kPositions / linearMs;
        qInfo(
            "linear: all 262,144 positions in %.1f ms (%.0f ns each); enumerate: %.3f ms "
            "per position, %.1f s for all (extrapolated); ratio %.0f",
            linearMs, linearMs * 1e6 / kPositions, enumeratePerPosition,
            enumeratePerPosition * kPositions / 1000, ratio);
        // The SPEC 6 target (>= 1000x) is checked by puzzlelab-bench, not here: a timed
        // assertion in a unit test fails whenever the shared machine is busy.
    }
};

QTEST_GUILESS_MAIN(TestClocks)
#include "tst_clocks.moc"
