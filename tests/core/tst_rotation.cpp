// The Rotation Game as the program holds it (its bundled definition with the contest's
// add-on): rules, the pattern table against the test's own breadth-first search, the
// add-on's two engines against each other and against a plain board BFS, judge format
// and malformed input, cancel and progress, the census.
//
// PL_QUICK=1 in the environment shrinks the long loops (2,000 engine comparisons
// become 300, fewer BFS boards) for slow builds. A sanitizer build is quick unless
// PL_QUICK=0; any other build does the full set unless PL_QUICK=1.
#include <QTest>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <vector>

#include "contest_kinds.h"
#include "core/contest/rotation/census.h"
#include "core/contest/rotation/pattern_table.h"
#include "core/contest/rotation/rotation.h"
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

using pl::Answer;
using pl::JudgeCase;
using pl::Outcome;
using pl::Position;
using pl::test::PuzzleKind;

const pl::Puzzle& game()
{
    return pl::test::puzzle(PuzzleKind::Rotation);
}

const pl::ContestAddOn& addOn()
{
    return pl::test::addOn(PuzzleKind::Rotation);
}

// The add-on's hand-tuned engines (the contest object's "table" and "ida").
const std::vector<std::string> kEngines{"rotation-table", "rotation-ida"};

// The judge's answer to a board (SPEC 3).
std::string judgeAnswer(const Position& p, const Answer& s)
{
    return pl::test::judgeAnswer(PuzzleKind::Rotation, JudgeCase{p, std::nullopt}, s);
}

// A judge input as the judge reads it, with "case N: ..." for its first bad case.
struct JudgeRead {
    std::vector<Position> cases;
    std::string error;
};
JudgeRead readJudge(std::string_view text)
{
    const pl::JudgeCases read = addOn().judge().read(text);
    JudgeRead out;
    for (const JudgeCase& c : read.cases) {
        if (c.goal)
            qFatal("a Rotation Game case with a goal of its own");
        out.cases.push_back(c.position);
    }
    out.error = pl::firstProblemLine(read.problems);
    return out;
}

bool quickRun()
{
    const char* q = std::getenv("PL_QUICK");
    if (q && *q)
        return std::string(q) != "0";
#ifdef PL_TEST_SANITIZED
    return true;
#else
    return false;
#endif
}

// ---- the test's own model, typed in again from SPEC 1.3 -------------------------
// Shares nothing with the code under test: boards are arrays, moves copy cells.

using Board = std::array<std::uint8_t, 24>;
constexpr int kSpecLines[8][7] = {
    {0, 2, 6, 11, 15, 20, 22},    {1, 3, 8, 12, 17, 21, 23}, {10, 9, 8, 7, 6, 5, 4},
    {19, 18, 17, 16, 15, 14, 13}, {23, 21, 17, 12, 8, 3, 1}, {22, 20, 15, 11, 6, 2, 0},
    {13, 14, 15, 16, 17, 18, 19}, {4, 5, 6, 7, 8, 9, 10},
};
constexpr int kSpecCentre[8] = {6, 7, 8, 11, 12, 15, 16, 17};

Board specMove(Board b, int move)
{
    const int* l = kSpecLines[move];
    const std::uint8_t first = b[l[0]];
    for (int i = 0; i < 6; ++i)
        b[l[i]] = b[l[i + 1]];
    b[l[6]] = first;
    return b;
}

int specCentreLabel(const Board& b)
{
    for (const int c : kSpecCentre)
        if (b[c] != b[kSpecCentre[0]])
            return 0;
    return b[kSpecCentre[0]];
}

Board toBoard(const Position& p)
{
    Board b{};
    std::copy(p.cells.begin(), p.cells.end(), b.begin());
    return b;
}

Position toPosition(const Board& b)
{
    return Position{std::vector<std::uint8_t>(b.begin(), b.end())};
}

std::uint64_t code(const Board& b)
{
    std::uint64_t c = 0;
    for (const std::uint8_t v : b)
        c = c * 4 + v;
    return c;
}

struct BfsAnswer {
    std::vector<int> moves;
    int label = 0;
    bool found = false;
};

// Plain breadth-first search over boards from `start`, moves tried A..H and the first
// discovery of a board kept: the first goal discovered is at the least depth and, of
// those, has the smallest move string.
BfsAnswer boardBfs(const Board& start, int maxDepth)
{
    BfsAnswer answer;
    if (specCentreLabel(start)) {
        answer.found = true;
        answer.label = specCentreLabel(start);
        return answer;
    }
    struct Node {
        Board board;
        std::int32_t parent;
        std::int8_t move;
        std::int8_t depth;
    };
    std::vector<Node> nodes{{start, -1, -1, 0}};
    std::unordered_map<std::uint64_t, char> seen;
    seen.reserve(1 << 20);
    seen.emplace(code(start), 0);
    for (std::size_t head = 0; head < nodes.size(); ++head) {
        if (nodes[head].depth == maxDepth)
            break;
        for (int m = 0; m < 8; ++m) {
            const Board next = specMove(nodes[head].board, m);
            if (!seen.emplace(code(next), 0).second)
                continue;
            nodes.push_back({next, static_cast<std::int32_t>(head), static_cast<std::int8_t>(m),
                             static_cast<std::int8_t>(nodes[head].depth + 1)});
            if (specCentreLabel(next)) {
                answer.found = true;
                answer.label = specCentreLabel(next);
                for (std::int32_t i = static_cast<std::int32_t>(nodes.size()) - 1; i > 0;
                     i = nodes[static_cast<std::size_t>(i)].parent)
                    answer.moves.push_back(nodes[static_cast<std::size_t>(i)].move);
                std::reverse(answer.moves.begin(), answer.moves.end());
                return answer;
            }
        }
    }
    return answer;
}

std::uint32_t specMoveMask(std::uint32_t mask, int move)
{
    const int* l = kSpecLines[move];
    std::uint32_t out = mask;
    for (int i = 0; i < 7; ++i)
        out &= ~(1u << l[i]);
    for (int i = 0; i < 7; ++i)
        if (mask & (1u << l[(i + 1) % 7]))
            out |= 1u << l[i];
    return out;
}

Answer solveWith(const std::string& engine, const Position& p)
{
    const pl::CancelToken token;
    return game().makeEngine(engine)->solve(p, {}, token);
}

// A goal board with `label` in the centre, the rest shuffled.
Board randomGoalBoard(std::mt19937_64& rng)
{
    const int label = static_cast<int>(rng() % 3) + 1;
    std::vector<std::uint8_t> rest;
    for (int l = 1; l <= 3; ++l)
        if (l != label)
            rest.insert(rest.end(), 8, static_cast<std::uint8_t>(l));
    std::shuffle(rest.begin(), rest.end(), rng);
    Board b{};
    std::size_t next = 0;
    for (int c = 0; c < 24; ++c)
        b[c] = std::find(std::begin(kSpecCentre), std::end(kSpecCentre), c) != std::end(kSpecCentre)
                   ? static_cast<std::uint8_t>(label)
                   : rest[next++];
    return b;
}

// Checks `s` is a solved answer for `p` that ends on the goal with its final label.
void checkReachesGoal(const Position& p, const Answer& s)
{
    QCOMPARE(s.outcome, Outcome::Solved);
    Position q = p;
    for (const int m : s.moves)
        q = game().apply(q, m);
    QVERIFY(game().isGoal(q));
    QCOMPARE(int(q.cells[6]), s.reached.label);
    QCOMPARE(int(s.moves.size()), game().distance(p));
}

}  // namespace

class TestRotation : public QObject {
    Q_OBJECT

private slots:
    void rulesMatchSpec();
    void movesAndInverses();
    void positionTextAndValidation();
    void randomBoards();
    void statementSamples();
    void patternTableAgainstOwnBfs();
    void tableFigures();
    void engineInvalidInput();
    void enginesAgreeOnRandomBoards();
    void bfsOnScrambledBoards();
    void bfsOnNearBoards();
    void optimalMovesLowerTheDistance();
    void hardestBoards();
    void judgeCases();
    void judgeTolerance();
    void judgeMalformed_data();
    void judgeMalformed();
    void cancelBeforeStart();
    void cancelIdaMidSearch();
    void censusUnitsAgainstBruteForce();
    void censusCancel();
};

void TestRotation::rulesMatchSpec()
{
    QCOMPARE(game().key(), std::string("rotation"));
    QCOMPARE(game().cellCount(), 24);
    QCOMPARE(game().moveNames(),
             (std::vector<std::string>{"A", "B", "C", "D", "E", "F", "G", "H"}));
    // The add-on's engines first, then the definition's generic ones.
    QCOMPARE(addOn().engineNames(), kEngines);
    QCOMPARE(game().engineNames(),
             (std::vector<std::string>{"rotation-table", "rotation-ida", "table", "ida", "bfs"}));
    // The judge's names (SPEC 2) stand for the add-on's engines.
    std::vector<std::string> judgeNames;
    for (const auto& j : addOn().judgeEngines()) {
        judgeNames.push_back(j.judgeName);
        QCOMPARE(j.engine, "rotation-" + j.judgeName);
    }
    QCOMPARE(judgeNames, (std::vector<std::string>{"table", "ida"}));
    QVERIFY(game().makeEngine("nope") == nullptr);
    QCOMPARE(game().formatPosition(game().initial()),
             std::string("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"));

    // Cells holding their own index show the line rotation directly (apply does not
    // validate labels, which makes this readable).
    Position numbered;
    for (int i = 0; i < 24; ++i)
        numbered.cells.push_back(static_cast<std::uint8_t>(i));
    const Position a = game().apply(numbered, 0);
    // A: a[0]=a[2], a[2]=a[6], ..., a[20]=a[22], a[22]=old a[0] (left column up).
    QCOMPARE(int(a.cells[0]), 2);
    QCOMPARE(int(a.cells[2]), 6);
    QCOMPARE(int(a.cells[6]), 11);
    QCOMPARE(int(a.cells[20]), 22);
    QCOMPARE(int(a.cells[22]), 0);
    QCOMPARE(int(a.cells[1]), 1);
    for (int m = 0; m < 8; ++m) {
        const Position got = game().apply(numbered, m);
        QCOMPARE(toBoard(got), specMove(toBoard(numbered), m));
    }
    QVERIFY(game().isGoal(game().apply(game().apply(game().initial(), 0), 2)));
    QVERIFY(!game().isGoal(game().initial()));
}

void TestRotation::movesAndInverses()
{
    std::mt19937_64 rng(7);
    const int inverse[8] = {5, 4, 7, 6, 1, 0, 3, 2};
    for (int i = 0; i < 500; ++i) {
        const Position p = game().random(rng);
        for (int m = 0; m < 8; ++m) {
            const Position q = game().apply(p, m);
            QCOMPARE(toBoard(q), specMove(toBoard(p), m));
            QCOMPARE(game().apply(q, inverse[m]), p);
            // The pattern form agrees with the board form.
            const auto before = pl::rotation::rotationPatterns(p);
            const auto after = pl::rotation::rotationPatterns(q);
            for (int l = 0; l < 3; ++l) {
                QCOMPARE(pl::rotation::applyMove(before[l], m), after[l]);
                QCOMPARE(specMoveMask(before[l], m), after[l]);
            }
        }
    }
}

void TestRotation::positionTextAndValidation()
{
    const auto parsed =
        game().parsePosition(" 1 1 1 1 3 2 3 2 3 1 3 2\r\n\t2 3 1 2 2 2 3 1 2 1 3 3 ");
    QVERIFY(parsed);
    QCOMPARE(*parsed.value, game().initial());
    QCOMPARE(game().formatPosition(*parsed.value),
             std::string("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"));

    QCOMPARE(game().parsePosition("1 1 1").error, std::string("expected 24 numbers, found 3"));
    QCOMPARE(game().parsePosition("1 1 x").error, std::string("cell 2: 'x' is not a number"));
    QCOMPARE(game().parsePosition("1 4").error,
             std::string("cell 1: '4' is not a label (1, 2 or 3)"));
    QCOMPARE(game().parsePosition("1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3").error,
             std::string("label 1 appears 9 times, label 3 appears 7 times (each must appear "
                         "8 times)"));

    Position p = game().initial();
    QCOMPARE(game().validate(p), std::string());
    p.cells[5] = 4;
    QCOMPARE(game().validate(p), std::string("cell 5: '4' is not a label (1, 2 or 3)"));
    p.cells[5] = 0;
    QCOMPARE(game().validate(p), std::string("cell 5: '0' is not a label (1, 2 or 3)"));
    p.cells.pop_back();
    QCOMPARE(game().validate(p), std::string("expected 24 cells, found 23"));
    Position ones{std::vector<std::uint8_t>(24, 1)};
    QCOMPARE(game().validate(ones),
             std::string("label 1 appears 24 times, label 2 appears 0 times, label 3 appears 0 "
                         "times (each must appear 8 times)"));
    ones.cells[0] = 2;
    QVERIFY(game().validate(ones).find("label 2 appears once") != std::string::npos);
    QCOMPARE(game().distance(ones), -1);

    const auto moves = game().parseMoves("AC h");
    QVERIFY(moves);
    QCOMPARE(*moves.value, (std::vector<int>{0, 2, 7}));
    QCOMPARE(game().formatMoves(*moves.value), std::string("ACH"));
    QCOMPARE(game().parseMoves("AXB").error, std::string("'X' is not a move (moves are A to H)"));
    QVERIFY(game().parseMoves(""));
}

void TestRotation::randomBoards()
{
    std::mt19937_64 rng(99);
    std::array<std::array<int, 4>, 24> seen{};
    const int n = 3000;
    for (int i = 0; i < n; ++i) {
        const Position p = game().random(rng);
        QCOMPARE(game().validate(p), std::string());
        for (int c = 0; c < 24; ++c)
            ++seen[c][p.cells[c]];
    }
    // Each cell holds each label a third of the time (loose: 6 sigma is about 150).
    for (int c = 0; c < 24; ++c)
        for (int l = 1; l <= 3; ++l)
            QVERIFY2(std::abs(seen[c][l] - n / 3) < 160, qPrintable(QString::number(c)));
    std::mt19937_64 a(5), b(5);
    QCOMPARE(game().random(a), game().random(b));
}

void TestRotation::statementSamples()
{
    const auto first = game().parsePosition("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
    const auto second = game().parsePosition("1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3");
    QVERIFY(first && second);
    for (const std::string& engine : kEngines) {
        QCOMPARE(judgeAnswer(*first.value, solveWith(engine, *first.value)),
                 std::string("AC\n2\n"));
        QCOMPARE(judgeAnswer(*second.value, solveWith(engine, *second.value)),
                 std::string("DDHH\n2\n"));
    }
    QCOMPARE(game().distance(*first.value), 2);
    QCOMPARE(game().distance(*second.value), 4);
}

void TestRotation::patternTableAgainstOwnBfs()
{
    // Plain BFS over all 2^24 masks (one byte each), with the test's own moves.
    std::vector<std::uint8_t> dist(1u << 24, 0xff);
    std::uint32_t centre = 0;
    for (const int c : kSpecCentre)
        centre |= 1u << c;
    std::deque<std::uint32_t> queue{centre};
    dist[centre] = 0;
    while (!queue.empty()) {
        const std::uint32_t p = queue.front();
        queue.pop_front();
        for (int m = 0; m < 8; ++m) {
            const std::uint32_t q = specMoveMask(p, m);
            if (dist[q] == 0xff) {
                dist[q] = static_cast<std::uint8_t>(dist[p] + 1);
                queue.push_back(q);
            }
        }
    }
    const auto& table = pl::RotationPatternTable::instance();
    std::vector<std::uint64_t> histogram;
    std::uint32_t rank = 0;
    // Masks with 8 bits in increasing numeric order are the 8-subsets in colex order,
    // so their position in this walk is their rank.
    for (std::uint32_t mask = 0; mask < (1u << 24); ++mask) {
        if (std::popcount(mask) != 8)
            continue;
        QVERIFY(dist[mask] != 0xff);  // every pattern is reachable
        if (pl::rotation::rankPattern(mask) != rank || pl::rotation::unrankPattern(rank) != mask)
            QFAIL(qPrintable(QString("rank of %1").arg(mask, 0, 16)));
        if (table.distanceOfRank(rank) != dist[mask])
            QFAIL(qPrintable(QString("distance of %1").arg(mask, 0, 16)));
        if (histogram.size() <= dist[mask])
            histogram.resize(dist[mask] + 1u);
        ++histogram[dist[mask]];
        ++rank;
    }
    QCOMPARE(rank, 735471u);
    QCOMPARE(table.histogram(), histogram);
    // The add-on's histogram (single-label patterns), as `puzzlelab-solve rotation
    // --histogram` prints it (SPEC 3).
    QCOMPARE(addOn().histogram(), histogram);
    QCOMPARE(int(histogram.size()) - 1, 14);
    std::uint64_t total = 0;
    for (const auto n : histogram)
        total += n;
    QCOMPARE(total, std::uint64_t(735471));
}

void TestRotation::tableFigures()
{
    const auto& table = pl::RotationPatternTable::instance();
    qInfo("pattern table: built in %.2f ms, %zu bytes (distance table %u bytes)", table.buildMs(),
          table.bytes(), pl::rotation::kPatternCount);
    QVERIFY(table.bytes() <= 1024u * 1024u);

    std::mt19937_64 rng(2024);
    auto engine = game().makeEngine("rotation-table");
    const pl::CancelToken token;
    std::vector<double> micros;
    for (int i = 0; i < 2000; ++i) {
        const Position p = game().random(rng);
        const auto start = std::chrono::steady_clock::now();
        const Answer s = engine->solve(p, {}, token);
        micros.push_back(
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
                .count());
        QCOMPARE(s.outcome, Outcome::Solved);
        QCOMPARE(s.stats.tableBytes, table.bytes());
        QCOMPARE(s.stats.buildMs, 0.0);
    }
    std::nth_element(micros.begin(), micros.begin() + 1000, micros.end());
    qInfo("table engine: median answer %.3f us", micros[1000]);
#if defined(NDEBUG) && !defined(PL_TEST_SANITIZED)
    QVERIFY(micros[1000] < 50.0);  // the target is 5; loose against a busy machine
#endif
}

void TestRotation::engineInvalidInput()
{
    Position bad = game().initial();
    bad.cells[0] = 3;
    for (const std::string& engine : kEngines) {
        const Answer s = solveWith(engine, bad);
        QCOMPARE(s.outcome, Outcome::Failed);
        QCOMPARE(pl::firstProblemLine(s.problems),
                 std::string("label 1 appears 7 times, label 3 appears 9 times (each "
                             "must appear 8 times)"));
        QCOMPARE(judgeAnswer(bad, s), std::string());
    }
}

void TestRotation::enginesAgreeOnRandomBoards()
{
    const int n = quickRun() ? 300 : 2000;
    std::mt19937_64 rng(20240601);
    std::vector<Position> boards;
    for (int i = 0; i < n; ++i)
        boards.push_back(game().random(rng));

    auto table = game().makeEngine("rotation-table");
    auto ida = game().makeEngine("rotation-ida");
    const pl::CancelToken token;
    std::vector<Answer> byTable;
    const auto t0 = std::chrono::steady_clock::now();
    for (const Position& p : boards)
        byTable.push_back(table->solve(p, {}, token));
    const auto t1 = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    int ties = 0;
    std::vector<int> lengths(15);
    for (int i = 0; i < n; ++i) {
        const Answer s = ida->solve(boards[i], {}, token);
        nodes += s.stats.nodes;
        QCOMPARE(game().formatMoves(s.moves), game().formatMoves(byTable[i].moves));
        QCOMPARE(s.reached, byTable[i].reached);
        checkReachesGoal(boards[i], byTable[i]);
        ++lengths[byTable[i].moves.size()];
        int atMin = 0;
        for (const auto pattern : pl::rotation::rotationPatterns(boards[i]))
            atMin += pl::RotationPatternTable::instance().distance(pattern) ==
                     int(byTable[i].moves.size());
        ties += atMin > 1;
    }
    const auto t2 = std::chrono::steady_clock::now();
    const double tableMs = std::chrono::duration<double, std::milli>(t1 - t0).count();
    const double idaMs = std::chrono::duration<double, std::milli>(t2 - t1).count();
    qInfo(
        "%d boards: table %.2f ms, ida %.0f ms (%llu nodes), ratio %.0f; %d with a tie "
        "between labels",
        n, tableMs, idaMs, static_cast<unsigned long long>(nodes), idaMs / tableMs, ties);
    QString spread;
    for (int d = 0; d < 15; ++d)
        if (lengths[d])
            spread += QString(" %1:%2").arg(d).arg(lengths[d]);
    qInfo("lengths:%s", qPrintable(spread));
    QVERIFY(ties > n / 10);  // "about a quarter of boards": ties must be exercised
}

void TestRotation::bfsOnScrambledBoards()
{
    std::mt19937_64 rng(31337);
    const int n = quickRun() ? 60 : 300;
    for (int i = 0; i < n; ++i) {
        Board b = randomGoalBoard(rng);
        const int scramble = static_cast<int>(rng() % 7);
        for (int k = 0; k < scramble; ++k)
            b = specMove(b, static_cast<int>(rng() % 8));
        const BfsAnswer expected = boardBfs(b, 6);
        QVERIFY(expected.found);
        const Position p = toPosition(b);
        for (const std::string& engine : kEngines) {
            const Answer s = solveWith(engine, p);
            QCOMPARE(game().formatMoves(s.moves), game().formatMoves(expected.moves));
            QCOMPARE(s.reached.label, expected.label);
        }
        QCOMPARE(game().distance(p), int(expected.moves.size()));
    }
}

void TestRotation::bfsOnNearBoards()
{
    // Uniformly random boards, kept when the table says they are within 7 moves
    // (about one in six); the BFS then checks the answer independently.
    std::mt19937_64 rng(4242);
    const int n = quickRun() ? 6 : 30;
    int done = 0;
    int sevens = 0;
    while (done < n) {
        const Position p = game().random(rng);
        const int d = game().distance(p);
        if (d > 7)
            continue;
        const BfsAnswer expected = boardBfs(toBoard(p), 7);
        QVERIFY(expected.found);
        const Answer s = solveWith("rotation-table", p);
        QCOMPARE(game().formatMoves(s.moves), game().formatMoves(expected.moves));
        QCOMPARE(s.reached.label, expected.label);
        sevens += d == 7;
        ++done;
    }
    QVERIFY(sevens > 0);
}

void TestRotation::optimalMovesLowerTheDistance()
{
    std::mt19937_64 rng(77);
    for (int i = 0; i < 1000; ++i) {
        const Position p = game().random(rng);
        const int d = game().distance(p);
        const std::vector<int> hints = game().optimalMoves(p);
        QVERIFY(!hints.empty());
        QVERIFY(std::is_sorted(hints.begin(), hints.end()));
        for (int m = 0; m < 8; ++m) {
            const bool listed = std::find(hints.begin(), hints.end(), m) != hints.end();
            QCOMPARE(game().distance(game().apply(p, m)) == d - 1, listed);
        }
        QCOMPARE(hints.front(), solveWith("rotation-table", p).moves.front());
    }
    QVERIFY(game().optimalMoves(game().apply(game().apply(game().initial(), 0), 2)).empty());
}

void TestRotation::hardestBoards()
{
    const std::vector<Position> hardest = pl::rotation::rotationHardestBoards();
    QCOMPARE(int(hardest.size()), 192);
    for (const Position& p : hardest) {
        QCOMPARE(game().validate(p), std::string());
        QCOMPARE(game().distance(p), 13);
    }
    const Position& p = hardest[hardest.size() / 2];
    const Answer table = solveWith("rotation-table", p);
    const auto start = std::chrono::steady_clock::now();
    const Answer ida = solveWith("rotation-ida", p);
    qInfo(
        "hardest board %s: %s, %d; ida %.0f ms, %llu nodes", game().formatPosition(p).c_str(),
        game().formatMoves(table.moves).c_str(), table.reached.label,
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count(),
        static_cast<unsigned long long>(ida.stats.nodes));
    QCOMPARE(int(table.moves.size()), 13);
    QCOMPARE(game().formatMoves(ida.moves), game().formatMoves(table.moves));
    QCOMPARE(ida.reached, table.reached);
    checkReachesGoal(p, table);
}

void TestRotation::judgeCases()
{
    const std::string input =
        "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"
        "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n"
        "1 3 1 3 1 3 2 2 2 1 3 2 2 1 3 2 2 2 1 3 1 3 1 3\n"
        "0\n";
    const JudgeRead in = readJudge(input);
    QCOMPARE(in.error, std::string());
    QCOMPARE(int(in.cases.size()), 3);
    for (const std::string& engine : kEngines) {
        std::string out;
        for (const Position& p : in.cases)
            out += judgeAnswer(p, solveWith(engine, p));
        QCOMPARE(out, std::string("AC\n2\nDDHH\n2\nNo moves needed\n2\n"));
    }
}

void TestRotation::judgeTolerance()
{
    const std::string a = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3";
    const std::string b = "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3";
    const std::vector<std::string> inputs = {
        a + "\r\n" + b + "\r\n0\r\n",                    // CRLF
        "\xEF\xBB\xBF" + a + "\n" + b + "\n0\n",         // BOM
        a + "\n" + b + "\n0",                            // no final newline
        "  " + a + " \t\n\n\t" + b + "   \n \n 0 \n\n",  // extra whitespace, blank lines
        "1 1 1 1 3 2 3 2 3 1 3 2\n2 3 1 2 2 2 3 1 2 1 3 3\n" + b + "\n0\n",  // wrapped case
    };
    for (const std::string& text : inputs) {
        const JudgeRead in = readJudge(text);
        QCOMPARE(in.error, std::string());
        QCOMPARE(int(in.cases.size()), 2);
        QCOMPARE(game().formatPosition(in.cases[0]), a);
        QCOMPARE(game().formatPosition(in.cases[1]), b);
    }
}

void TestRotation::judgeMalformed_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("goodCases");
    QTest::addColumn<QString>("error");
    const QString a = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n";
    const QString b = "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n";
    QTest::newRow("too few") << a + "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3\n0\n"
                             << 1 << "case 2: expected 24 numbers, found 23";
    QTest::newRow("too many") << a + b.trimmed() + " 3\n0\n"
                              << 1 << "case 2: expected 24 numbers, found 25";
    QTest::newRow("letter") << "1 1 1 x 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n"
                            << 0 << "case 1: cell 3: 'x' is not a number";
    QTest::newRow("zero") << a + a + "1 1 1 1 0 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n"
                          << 2 << "case 3: cell 4: '0' is not a label (1, 2 or 3)";
    QTest::newRow("four") << "4 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n"
                          << 0 << "case 1: cell 0: '4' is not a label (1, 2 or 3)";
    QTest::newRow("minus one") << a + "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 -1\n0\n"
                               << 1 << "case 2: cell 23: '-1' is not a label (1, 2 or 3)";
    QTest::newRow("huge") << a + "1 99999999999999999999 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 "
                                 "3 3\n0\n"
                          << 1
                          << "case 2: cell 1: '99999999999999999999' is not a label (1, 2 or 3)";
    QTest::newRow("huger") << "123456789012345678901234567890 1\n0\n"
                           << 0
                           << "case 1: cell 0: '12345678901234567890...' is not a label (1, 2 or "
                              "3)";
    QTest::newRow("not 8/8/8") << a + "1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3\n0\n"
                               << 1
                               << "case 2: label 1 appears 9 times, label 3 appears 7 times (each "
                                  "must appear 8 times)";
    QTest::newRow("no final 0") << a + b << 2 << "case 3: input ends without the final 0";
    QTest::newRow("cut short") << a + "1 1 1 1 3" << 1 << "case 2: expected 24 numbers, found 5";
    QTest::newRow("empty") << "" << 0 << "case 1: input ends without the final 0";
    QTest::newRow("blank") << " \r\n\n" << 0 << "case 1: input ends without the final 0";
    QTest::newRow("after 0") << a + b + "0\nhello\n"
                             << 2 << "case 3: unexpected 'hello' after the final 0";
    QTest::newRow("0 then more") << a + "0\n" + b + "0\n"
                                 << 1 << "case 2: unexpected '1' after the final 0";
    QTest::newRow("0 with company") << a + "0 0\n"
                                    << 1 << "case 2: cell 0: '0' is not a label (1, 2 or 3)";
}

void TestRotation::judgeMalformed()
{
    QFETCH(QString, input);
    QFETCH(int, goodCases);
    QFETCH(QString, error);
    const JudgeRead in = readJudge(input.toStdString());
    QCOMPARE(QString::fromStdString(in.error), error);
    QCOMPARE(int(in.cases.size()), goodCases);
    for (const Position& p : in.cases)
        QCOMPARE(game().validate(p), std::string());
}

void TestRotation::cancelBeforeStart()
{
    pl::CancelToken token;
    token.cancel();
    for (const std::string& engine : kEngines) {
        const Answer s = game().makeEngine(engine)->solve(game().initial(), {}, token);
        QCOMPARE(s.outcome, Outcome::Cancelled);
        QVERIFY(s.moves.empty());
        QCOMPARE(judgeAnswer(game().initial(), s), std::string());
    }
}

void TestRotation::cancelIdaMidSearch()
{
    const Position hard = pl::rotation::rotationHardestBoards().front();
    pl::CancelToken token;
    std::atomic<int> reports{0};
    std::atomic<int> lastBound{0};
    std::atomic<std::uint64_t> lastNodes{0};
    std::atomic<pl::Phase> lastPhase{pl::Phase::Searching};
    std::atomic<bool> done{false};
    Answer result;
    auto engine = game().makeEngine("rotation-ida");
    const pl::ProgressFn progress = [&](const pl::Progress& p) {
        ++reports;
        lastBound = p.depth;  // IDA* reports its bound as the depth
        lastNodes = p.nodes;
        lastPhase = p.phase;
    };
    std::thread worker([&] {
        result = engine->solve(hard, progress, token);
        done = true;
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const bool finishedEarly = done.load();
    const auto cancelled = std::chrono::steady_clock::now();
    token.cancel();
    worker.join();
    const double latency =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - cancelled)
            .count();
    qInfo("ida cancelled after %.2f ms; %d progress reports, last bound %d, %llu nodes", latency,
          reports.load(), lastBound.load(), static_cast<unsigned long long>(lastNodes.load()));
    QVERIFY(!finishedEarly);
    QCOMPARE(result.outcome, Outcome::Cancelled);
    QVERIFY(latency < 100.0);
    QVERIFY(reports.load() >= 2);  // about every 50 ms
    QVERIFY(lastBound.load() >= 1);
    QVERIFY(lastNodes.load() > 0);
    QCOMPARE(lastPhase.load(), pl::Phase::SearchingBound);
    QCOMPARE(pl::phaseText({pl::Phase::SearchingBound, lastBound.load(), 0, 0}),
             "searching bound " + std::to_string(lastBound.load()));
}

void TestRotation::censusUnitsAgainstBruteForce()
{
    const auto& table = pl::RotationPatternTable::instance();
    // Units are the patterns holding cell 0, in increasing numeric (= colex) order.
    std::vector<std::uint32_t> holdingCell0;
    for (std::uint32_t mask = 1; holdingCell0.size() < 40; mask += 2)
        if (std::popcount(mask) == 8)
            holdingCell0.push_back(mask);
    for (std::uint32_t u = 0; u < 40; ++u)
        QCOMPARE(pl::rotationCensusUnitPattern(u), holdingCell0[u]);
    QCOMPARE(pl::rotationCensusUnitPattern(pl::kRotationCensusUnits - 1), 0xfe0001u);

    const std::pair<std::uint32_t, std::uint32_t> ranges[] = {
        {0, 12}, {123456, 123470}, {pl::kRotationCensusUnits - 10, pl::kRotationCensusUnits}};
    for (const auto& [first, last] : ranges) {
        std::vector<std::uint64_t> expected(15, 0);
        for (std::uint32_t u = first; u < last; ++u) {
            const std::uint32_t own = pl::rotationCensusUnitPattern(u);
            QCOMPARE(std::popcount(own), 8);
            QVERIFY(own & 1);
            std::vector<int> freeCells;
            for (int c = 0; c < 24; ++c)
                if (!(own >> c & 1))
                    freeCells.push_back(c);
            // Cell 0's label: 3 choices; the other two labels take any 8 free cells
            // and the rest.
            for (std::uint32_t pick = 0; pick < (1u << 16); ++pick) {
                if (std::popcount(pick) != 8)
                    continue;
                std::uint32_t second = 0;
                for (int i = 0; i < 16; ++i)
                    if (pick >> i & 1)
                        second |= 1u << freeCells[i];
                const std::uint32_t third = 0xffffffu & ~(own | second);
                const int d =
                    std::min({table.distance(own), table.distance(second), table.distance(third)});
                expected[d] += 3;
            }
        }
        while (!expected.empty() && expected.back() == 0)
            expected.pop_back();
        QCOMPARE(pl::rotationCensusUnits(first, last), expected);
    }
}

void TestRotation::censusCancel()
{
    pl::CancelToken token;
    std::atomic<int> reports{0};
    std::atomic<std::uint64_t> boards{0};
    std::vector<std::uint64_t> result{1};
    std::thread worker([&] {
        result = pl::rotationCensus(
            [&](const pl::Progress& p) {
                ++reports;
                boards = p.nodes;
            },
            token, 2);
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
    const auto cancelled = std::chrono::steady_clock::now();
    token.cancel();
    worker.join();
    const double latency =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - cancelled)
            .count();
    qInfo("census cancelled after %.1f ms, %d reports, %llu boards counted", latency,
          reports.load(), static_cast<unsigned long long>(boards.load()));
    QVERIFY(result.empty());
    QVERIFY(latency < 200.0);
    QVERIFY(reports.load() >= 2);
    QVERIFY(boards.load() > 0);
    QCOMPARE(boards.load() % pl::kRotationBoardsPerUnit, std::uint64_t(0));
}

QTEST_GUILESS_MAIN(TestRotation)
#include "tst_rotation.moc"
