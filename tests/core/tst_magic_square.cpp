// Magic Squares as the program holds it: its bundled definition (the board; the target
// is the goal, withGoal) with the contest's add-on (engines, judge format, the "board /
// target" notation). Rules, every target against the test's own searches, arbitrary
// (board, target) pairs, judge data byte for byte, malformed input, cancel, progress.
#include <QTest>

#include <algorithm>
#include <array>
#include <chrono>
#include <fstream>
#include <memory>
#include <numeric>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "contest_kinds.h"
#include "core/progress.h"
#include "core/search/bfs.h"

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
}  // namespace QTest

namespace {

using pl::JudgeCase;
using pl::Outcome;
using pl::Position;
using pl::test::PuzzleKind;
using Tiles = std::array<std::uint8_t, 8>;

constexpr int kStates = 40320;
#if defined(PL_TEST_SANITIZED)
constexpr int kScale = 4;  // the heavy samples are this many times smaller under ASan
#else
constexpr int kScale = 1;
#endif

// The test's own model, written from SPEC 1.2 on the 2x4 grid (not on the reading
// order the code under test permutes), with its own numbering of the boards: their
// index in std::next_permutation order, looked up through a hash map.
Tiles specMove(const Tiles& b, int move)
{
    using Row = std::array<std::uint8_t, 4>;
    Row top{b[0], b[1], b[2], b[3]};
    Row bottom{b[7], b[6], b[5], b[4]};  // left to right
    if (move == 0) {
        const Row oldTop = top;
        top = bottom;
        bottom = oldTop;
    } else if (move == 1) {
        top = Row{top[3], top[0], top[1], top[2]};
        bottom = Row{bottom[3], bottom[0], bottom[1], bottom[2]};
    } else {
        // Clockwise: top-middle-left -> top-middle-right -> bottom-middle-right ->
        // bottom-middle-left -> top-middle-left.
        const std::uint8_t t1 = top[1], t2 = top[2], b2 = bottom[2], b1 = bottom[1];
        top[2] = t1;
        bottom[2] = t2;
        bottom[1] = b2;
        top[1] = b1;
    }
    return {top[0], top[1], top[2], top[3], bottom[3], bottom[2], bottom[1], bottom[0]};
}

std::uint32_t code(const Tiles& t)
{
    std::uint32_t c = 0;
    for (std::uint8_t v : t)
        c = c * 9 + v;
    return c;
}

struct Model {
    std::vector<Tiles> boards;
    std::unordered_map<std::uint32_t, int> index;
    std::vector<std::array<int, 3>> next;
    std::vector<std::array<int, 3>> prev;
    int standard = 0;
    std::vector<int> distFromStandard;
    std::vector<std::string> smallestFromStandard;  // by explicit string comparison
    std::vector<std::uint64_t> histogram;

    Model()
    {
        Tiles t{1, 2, 3, 4, 5, 6, 7, 8};
        do {
            index[code(t)] = static_cast<int>(boards.size());
            boards.push_back(t);
        } while (std::next_permutation(t.begin(), t.end()));
        next.resize(boards.size());
        prev.resize(boards.size());
        for (std::size_t i = 0; i < boards.size(); ++i)
            for (int m = 0; m < 3; ++m) {
                const int j = index.at(code(specMove(boards[i], m)));
                next[i][m] = j;
                prev[j][m] = static_cast<int>(i);
            }
        standard = index.at(code({1, 2, 3, 4, 5, 6, 7, 8}));
        distFromStandard = distances(standard, next);

        // Level by level, the smallest shortest string to each board is the smallest
        // of (smallest string to a predecessor one level up) + letter: compared as
        // strings, with no reliance on the order a queue visits things in.
        std::vector<std::vector<int>> levels;
        for (int i = 0; i < kStates; ++i) {
            const int d = distFromStandard[i];
            if (d >= static_cast<int>(levels.size()))
                levels.resize(d + 1);
            levels[d].push_back(i);
        }
        smallestFromStandard.assign(kStates, std::string(1, '~'));
        smallestFromStandard[standard].clear();
        for (std::size_t d = 1; d < levels.size(); ++d)
            for (int i : levels[d])
                for (int m = 0; m < 3; ++m) {
                    const int p = prev[i][m];
                    if (distFromStandard[p] != static_cast<int>(d) - 1)
                        continue;
                    std::string candidate = smallestFromStandard[p] + static_cast<char>('A' + m);
                    if (candidate < smallestFromStandard[i])
                        smallestFromStandard[i] = std::move(candidate);
                }
        for (const auto& level : levels)
            histogram.push_back(level.size());
    }

    // Breadth-first distances from `root` along `edges`.
    static std::vector<int> distances(int root, const std::vector<std::array<int, 3>>& edges)
    {
        std::vector<int> dist(kStates, -1);
        std::vector<int> queue{root};
        queue.reserve(kStates);
        dist[root] = 0;
        for (std::size_t h = 0; h < queue.size(); ++h)
            for (int j : edges[queue[h]])
                if (dist[j] < 0) {
                    dist[j] = dist[queue[h]] + 1;
                    queue.push_back(j);
                }
        return dist;
    }

    // Distances of every board TO `target`.
    std::vector<int> distancesTo(const Tiles& target) const
    {
        return distances(index.at(code(target)), prev);
    }

    // Empty when `moves` leads from `board` to the target whose distances are `toTarget`
    // optimally, taking at every step the smallest letter that stays optimal.
    std::string checkSmallestOptimal(const Tiles& board, const std::vector<int>& toTarget,
                                     const std::vector<int>& moves) const
    {
        int q = index.at(code(board));
        if (static_cast<int>(moves.size()) != toTarget[q])
            return "length " + std::to_string(moves.size()) + ", optimal " +
                   std::to_string(toTarget[q]);
        for (std::size_t k = 0; k < moves.size(); ++k) {
            int smallest = -1;
            for (int m = 0; m < 3 && smallest < 0; ++m)
                if (toTarget[next[q][m]] == toTarget[q] - 1)
                    smallest = m;
            if (moves[k] != smallest)
                return "step " + std::to_string(k) + " is " + static_cast<char>('A' + moves[k]) +
                       ", the smallest optimal is " + static_cast<char>('A' + smallest);
            q = next[q][moves[k]];
        }
        return toTarget[q] == 0 ? std::string() : std::string("does not end on the target");
    }
};

const Model& model()
{
    static const Model m;
    return m;
}

// The held puzzle: the board is its position, its goal the standard target.
const pl::Puzzle& puzzle()
{
    return pl::test::puzzle(PuzzleKind::MagicSquare);
}

const pl::ContestAddOn& addOn()
{
    return pl::test::addOn(PuzzleKind::MagicSquare);
}

// The add-on's hand-tuned engines (the contest object's "table" and "bfs").
std::vector<std::string> contestEngines()
{
    return addOn().engineNames();
}

Position boardOf(const Tiles& tiles)
{
    return Position{std::vector<std::uint8_t>(tiles.begin(), tiles.end())};
}

// A board and its target, as the contest writes them (board / target).
JudgeCase caseOf(const Tiles& board, const Tiles& target)
{
    return JudgeCase{boardOf(board), boardOf(target)};
}

// The held puzzle that solves for `target`.
std::shared_ptr<const pl::Puzzle> toTarget(const Tiles& target)
{
    auto solver = pl::test::heldPuzzle(PuzzleKind::MagicSquare)->withGoal(boardOf(target));
    if (!solver)
        qFatal("withGoal refuses a target");
    return solver;
}

const Tiles kStandard{1, 2, 3, 4, 5, 6, 7, 8};
const Tiles kSampleTarget{2, 6, 8, 4, 5, 7, 3, 1};

Tiles randomTiles(std::mt19937_64& rng)
{
    Tiles t = kStandard;
    std::shuffle(t.begin(), t.end(), rng);
    return t;
}

Position play(Position p, const std::vector<int>& moves)
{
    for (int m : moves)
        p = puzzle().apply(p, m);
    return p;
}

// `board` solved by `engine` toward `target`.
pl::Answer solveWith(const std::string& engine, const Tiles& board, const Tiles& target)
{
    const pl::CancelToken cancel;
    return toTarget(target)->makeEngine(engine)->solve(boardOf(board), {}, cancel);
}

std::string letters(const std::vector<int>& moves)
{
    return puzzle().formatMoves(moves);
}

// The judge's answer to a case (SPEC 3).
std::string judgeAnswer(const JudgeCase& c, const pl::Answer& s)
{
    return pl::test::judgeAnswer(PuzzleKind::MagicSquare, c, s);
}

// A judge input as the judge reads it, with "case N: ..." for its first bad case.
using pl::test::JudgeRead;
JudgeRead readJudge(std::string_view text)
{
    return pl::test::readJudge(PuzzleKind::MagicSquare, text);
}

// The board that stands to the standard target as the standard board stands to
// `target`: every tile renamed so that `target` reads 1 to 8. Moves move places, not
// values, so the distance from the standard board to `target` is this board's to the
// standard target (the held puzzle's own goal).
Tiles renamedToStandard(const Tiles& target)
{
    std::array<std::uint8_t, 9> name{};
    for (int i = 0; i < 8; ++i)
        name[target[i]] = static_cast<std::uint8_t>(i + 1);
    Tiles out;
    for (int i = 0; i < 8; ++i)
        out[i] = name[kStandard[i]];
    return out;
}

// The five hardest targets from the standard board.
std::vector<Tiles> hardestTargets()
{
    std::vector<Tiles> out;
    const Model& m = model();
    const int maxDist = *std::max_element(m.distFromStandard.begin(), m.distFromStandard.end());
    for (int i = 0; i < kStates; ++i)
        if (m.distFromStandard[i] == maxDist)
            out.push_back(m.boards[i]);
    return out;
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

double msSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

class TestMagicSquare : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QCOMPARE(static_cast<int>(model().boards.size()), kStates); }

    void describesItself()
    {
        QCOMPARE(puzzle().key(), std::string("msquare"));
        QCOMPARE(*pl::test::contestKindOf(puzzle()), PuzzleKind::MagicSquare);
        // The board is the position; the target is the goal the person sets.
        QCOMPARE(puzzle().cellCount(), 8);
        QVERIFY(puzzle().editableGoal());
        QCOMPARE(puzzle().goalPosition(), std::optional<Position>(boardOf(kStandard)));
        QVERIFY((puzzle().moveNames() == std::vector<std::string>{"A", "B", "C"}));
        // The add-on's engines first, then the definition's generic ones.
        const std::vector<std::string> engines{"msquare-table", "msquare-bfs"};
        QVERIFY(contestEngines() == engines);
        const std::vector<std::string> all{"msquare-table", "msquare-bfs", "table", "ida", "bfs"};
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
            QCOMPARE(j.engine, "msquare-" + j.judgeName);
        }
        QVERIFY((judgeNames == std::vector<std::string>{"table", "bfs"}));
        QVERIFY(!puzzle().makeEngine("linear"));
        QVERIFY(puzzle().initial() == boardOf(kStandard));
        QVERIFY(puzzle().isGoal(puzzle().initial()));
        QVERIFY(!toTarget(kSampleTarget)->isGoal(boardOf(kStandard)));
        QVERIFY(toTarget(kSampleTarget)->isGoal(boardOf(kSampleTarget)));
    }

    void specExamples()
    {
        const Position start = puzzle().initial();
        const auto board = [](const Position& p) {
            // The board as the contest writes it (board / target), and as the held
            // puzzle writes it.
            const std::string contest =
                pl::test::contestText(PuzzleKind::MagicSquare, JudgeCase{p, boardOf(kStandard)});
            if (contest.substr(0, 15) != puzzle().formatPosition(p))
                return "contest " + contest + ", held " + puzzle().formatPosition(p);
            return contest.substr(0, 15);
        };
        QCOMPARE(board(puzzle().apply(start, 0)), std::string("8 7 6 5 4 3 2 1"));
        QCOMPARE(board(puzzle().apply(start, 1)), std::string("4 1 2 3 6 7 8 5"));
        QCOMPARE(board(puzzle().apply(start, 2)), std::string("1 7 2 4 5 3 6 8"));
    }

    // Puzzle::apply against the grid model for every board and move, in the puzzle
    // that solves for the sample target.
    void applyFollowsTheSpec()
    {
        const Model& m = model();
        const auto solver = toTarget(kSampleTarget);
        for (int i = 0; i < kStates; ++i)
            for (int mv = 0; mv < 3; ++mv) {
                const Position p = boardOf(m.boards[i]);
                if (solver->apply(p, mv) != boardOf(m.boards[m.next[i][mv]]))
                    QFAIL(qPrintable(QString("move %1 on board %2").arg(mv).arg(i)));
            }
        QCOMPARE(solver->goalPosition(), std::optional<Position>(boardOf(kSampleTarget)));
    }

    void statementSample()
    {
        const JudgeCase sample = caseOf(kStandard, kSampleTarget);
        for (const auto& e : contestEngines()) {
            const pl::Answer s = solveWith(e, kStandard, kSampleTarget);
            QCOMPARE(s.outcome, Outcome::Solved);
            QCOMPARE(letters(s.moves), std::string("BCABCCB"));
            QCOMPARE(judgeAnswer(sample, s), std::string("7\nBCABCCB\n"));
            const pl::Answer none = solveWith(e, kStandard, kStandard);
            QCOMPARE(none.outcome, Outcome::Solved);
            QVERIFY(none.moves.empty());
            QCOMPARE(judgeAnswer(caseOf(kStandard, kStandard), none), std::string("0\n\n"));
        }
    }

    // All 40,320 targets from the standard board with `msquare-table`: they reach the
    // target through Puzzle::apply and equal, letter for letter, the smallest shortest
    // string the test found by explicit string comparison. Distances: every target's
    // from the held puzzle's own table, through the board that renaming the tiles makes
    // of it (the same distance to the standard target; every board is one of these),
    // and one target in a thousand from the puzzle that solves for it (its own table).
    void everyTargetByTable()
    {
        const Model& m = model();
        const pl::CancelToken cancel;
        for (int i = 0; i < kStates; ++i) {
            const auto solver = toTarget(m.boards[i]);
            const Position p = boardOf(kStandard);
            const pl::Answer s = solver->makeEngine("msquare-table")->solve(p, {}, cancel);
            if (s.outcome != Outcome::Solved || !solver->isGoal(play(p, s.moves)))
                QFAIL(qPrintable(QString("target %1 not reached").arg(i)));
            if (static_cast<int>(s.moves.size()) != m.distFromStandard[i])
                QFAIL(qPrintable(QString("target %1: length %2, optimal %3")
                                     .arg(i)
                                     .arg(s.moves.size())
                                     .arg(m.distFromStandard[i])));
            if (letters(s.moves) != m.smallestFromStandard[i])
                QFAIL(qPrintable(QString("target %1: %2, smallest %3")
                                     .arg(i)
                                     .arg(QString::fromStdString(letters(s.moves)))
                                     .arg(QString::fromStdString(m.smallestFromStandard[i]))));
            if (puzzle().distance(boardOf(renamedToStandard(m.boards[i]))) != m.distFromStandard[i])
                QFAIL(qPrintable(QString("target %1: distance()").arg(i)));
            if (i % 1000 == 0 && solver->distance(p) != m.distFromStandard[i])
                QFAIL(qPrintable(QString("target %1: distance() toward it").arg(i)));
        }
    }

    // Lexicographic minimality checked a second, different way: a search rooted at the
    // target gives every board's distance to it, and each step must take the smallest
    // letter that keeps an optimal path. Random targets, the hardest ones, the sample.
    void smallestStepByStep()
    {
        std::mt19937_64 rng(424242);
        std::vector<Tiles> targets = hardestTargets();
        QCOMPARE(targets.size(), std::size_t{5});
        targets.push_back(kSampleTarget);
        for (int k = 0; k < 400 / kScale; ++k)
            targets.push_back(randomTiles(rng));
        for (const Tiles& t : targets) {
            const std::vector<int> toTargetDistances = model().distancesTo(t);
            const pl::Answer s = solveWith("msquare-table", kStandard, t);
            const std::string why =
                model().checkSmallestOptimal(kStandard, toTargetDistances, s.moves);
            QVERIFY2(why.empty(), why.c_str());
        }
    }

    // The classic engine agrees with the table, answer for answer, on a sample.
    void bfsAgreesOnSample()
    {
        std::mt19937_64 rng(17);
        std::vector<Tiles> targets = hardestTargets();
        targets.push_back(kSampleTarget);
        for (int k = 0; k < 600 / kScale; ++k)
            targets.push_back(model().boards[rng() % kStates]);
        const pl::CancelToken cancel;
        for (const Tiles& t : targets) {
            const auto solver = toTarget(t);
            const Position p = boardOf(kStandard);
            const pl::Answer s = solver->makeEngine("msquare-bfs")->solve(p, {}, cancel);
            QCOMPARE(s.outcome, Outcome::Solved);
            QVERIFY(solver->isGoal(play(p, s.moves)));
            QCOMPARE(letters(s.moves), model().smallestFromStandard[model().index.at(code(t))]);
        }
    }

    // Any (board, target) pair: the relabelled table answer, the classic search from the
    // board itself and the test's own search rooted at the target all agree.
    void arbitraryPairs()
    {
        std::mt19937_64 rng(31337);
        const pl::CancelToken cancel;
        for (int k = 0; k < 300 / kScale; ++k) {
            const Tiles board = randomTiles(rng);
            const Tiles target = k == 0 ? board : randomTiles(rng);
            const auto solver = toTarget(target);
            const Position p = boardOf(board);
            const std::vector<int> toTargetDistances = model().distancesTo(target);
            const pl::Answer byTable = solver->makeEngine("msquare-table")->solve(p, {}, cancel);
            const pl::Answer byBfs = solver->makeEngine("msquare-bfs")->solve(p, {}, cancel);
            QCOMPARE(byTable.outcome, Outcome::Solved);
            QCOMPARE(byBfs.outcome, Outcome::Solved);
            QVERIFY(solver->isGoal(play(p, byTable.moves)));
            const std::string why =
                model().checkSmallestOptimal(board, toTargetDistances, byTable.moves);
            QVERIFY2(why.empty(), why.c_str());
            QCOMPARE(letters(byBfs.moves), letters(byTable.moves));

            // Hints and distance from the same independent distances.
            const int d = toTargetDistances[model().index.at(code(board))];
            QCOMPARE(solver->distance(p), d);
            std::vector<int> expected;
            for (int m = 0; m < 3; ++m) {
                const int after = toTargetDistances[model().next[model().index.at(code(board))][m]];
                if (after == d - 1)
                    expected.push_back(m);
            }
            QVERIFY(solver->optimalMoves(p) == expected);
            for (int m : solver->optimalMoves(p))
                QCOMPARE(solver->distance(solver->apply(p, m)), d - 1);
            if (d > 0) {
                QVERIFY(!expected.empty());
                QCOMPARE(expected.front(), byTable.moves.front());
            }
        }
    }

    // The held puzzle's (every board to the standard target) and the add-on's (every
    // target from the standard board, as `puzzlelab-solve msquare --histogram` prints
    // it): renaming the tiles makes the one count the other.
    void histogramMatchesSearch()
    {
        for (const auto& h : {puzzle().histogram(), addOn().histogram()}) {
            QCOMPARE(std::accumulate(h.begin(), h.end(), std::uint64_t{0}), std::uint64_t{kStates});
            QCOMPARE(h.size(), std::size_t{23});
            QCOMPARE(h[22], std::uint64_t{5});
            QCOMPARE(h[0], std::uint64_t{1});
            QVERIFY(h == model().histogram);
        }
    }

    void judgeData_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<int>("n");
        for (const auto& e : contestEngines())
            for (int n = 1; n <= 8; ++n)
                QTest::addRow("%s-%d", e.c_str(), n) << QString::fromStdString(e) << n;
    }

    void judgeData()
    {
        QFETCH(QString, engine);
        QFETCH(int, n);
        const std::string dir = PL_TEST_DATA_DIR "/judge-data/msquare/usaco_training_tests/";
        const std::string input = readFile(dir + "input" + std::to_string(n) + ".txt");
        const std::string expected = readFile(dir + "output" + std::to_string(n) + ".txt");
        QVERIFY(!input.empty());
        QVERIFY(!expected.empty());
        const JudgeRead in = readJudge(input);
        QCOMPARE(in.error, std::string());
        QCOMPARE(in.cases.size(), std::size_t{1});
        const pl::CancelToken cancel;
        std::string out;
        for (const JudgeCase& c : in.cases) {
            QVERIFY(c.position == boardOf(kStandard));
            QVERIFY(c.goal);
            const auto solver = pl::test::solverFor(PuzzleKind::MagicSquare, c);
            QVERIFY(solver);
            const auto e = solver->makeEngine(engine.toStdString());
            out += judgeAnswer(c, e->solve(c.position, {}, cancel));
        }
        QCOMPARE(bytes(out), bytes(expected));
    }

    void judgeAnswerWrapsAt60()
    {
        pl::Answer s;
        s.outcome = Outcome::Solved;
        s.moves.assign(130, 1);
        s.moves[59] = 0;
        s.moves[60] = 2;
        const std::string line1 = std::string(59, 'B') + "A";
        const std::string line2 = "C" + std::string(59, 'B');
        const JudgeCase standard = caseOf(kStandard, kStandard);
        QCOMPARE(judgeAnswer(standard, s),
                 "130\n" + line1 + "\n" + line2 + "\n" + std::string(10, 'B') + "\n");
        s.moves.assign(60, 2);
        QCOMPARE(judgeAnswer(standard, s), "60\n" + std::string(60, 'C') + "\n");
    }

    void malformedJudgeInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("error");
        QTest::addColumn<int>("good");
        const QByteArray sample = "2 6 8 4 5 7 3 1\n";
        QTest::newRow("empty")
            << QByteArray()
            << QByteArray("case 1: expected 8 numbers (the target), found 0 (the input is empty)")
            << 0;
        QTest::newRow("blank lines")
            << QByteArray("\n \r\n")
            << QByteArray("case 1: expected 8 numbers (the target), found 0 (the input is empty)")
            << 0;
        QTest::newRow("one case") << sample << QByteArray() << 1;
        QTest::newRow("two cases") << sample + "1 2 3 4\n5 6 7 8\n" << QByteArray() << 2;
        QTest::newRow("crlf") << QByteArray("2 6 8 4 5 7 3 1\r\n") << QByteArray() << 1;
        QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF") + sample << QByteArray() << 1;
        QTest::newRow("no final newline") << QByteArray("2 6 8 4 5 7 3 1") << QByteArray() << 1;
        QTest::newRow("too few") << QByteArray("2 6 8 4 5 7 3\n")
                                 << QByteArray("case 1: expected 8 numbers, found 7") << 0;
        QTest::newRow("too many") << QByteArray("2 6 8 4 5 7 3 1 8\n")
                                  << QByteArray("case 2: expected 8 numbers, found 1") << 1;
        QTest::newRow("letters") << QByteArray("2 6 8 4 five 7 3 1\n")
                                 << QByteArray("case 1: 'five' is not a number") << 0;
        QTest::newRow("letters in case 2") << sample + "1 2 3 4 5 6 7 x\n"
                                           << QByteArray("case 2: 'x' is not a number") << 1;
        QTest::newRow("negative") << QByteArray("2 6 8 4 5 7 3 -1\n")
                                  << QByteArray("case 1: tile value -1 is out of range 1..8") << 0;
        QTest::newRow("huge") << QByteArray("2 6 8 4 5 7 3 99999999999999999999\n")
                              << QByteArray(
                                     "case 1: tile value 99999999999999999999 is out of range 1..8")
                              << 0;
        QTest::newRow("zero") << sample + "2 6 8 4 5 7 3 0\n"
                              << QByteArray("case 2: tile value 0 is out of range 1..8") << 1;
        QTest::newRow("nine") << QByteArray("9 6 8 4 5 7 3 1\n")
                              << QByteArray("case 1: tile value 9 is out of range 1..8") << 0;
        QTest::newRow("repeated") << QByteArray("2 6 8 4 5 7 3 3\n")
                                  << QByteArray("case 1: target repeats tile 3") << 0;
        QTest::newRow("repeated in case 3") << sample + sample + "1 1 1 1 1 1 1 1"
                                            << QByteArray("case 3: target repeats tile 1") << 2;
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
            QVERIFY(in.cases[0] == caseOf(kStandard, kSampleTarget));
        for (const JudgeCase& c : in.cases)
            QCOMPARE(pl::firstProblemLine(pl::test::caseProblems(PuzzleKind::MagicSquare, c)),
                     std::string());
    }

    // The contest's notation (board / target: old solution files, pastes) and the held
    // puzzle's own text of a board; moves.
    void textForms()
    {
        const pl::PositionForm& form = addOn().contestForm();
        const JudgeCase sample = caseOf(kStandard, kSampleTarget);
        QCOMPARE(form.format(sample), std::string("1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1"));
        for (const char* text :
             {"1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1", "1 2 3 4 5 6 7 8/2 6 8 4 5 7 3 1",
              "1 2 3 4 5 6 7 8 2 6 8 4 5 7 3 1",
              "\xEF\xBB\xBF 1 2 3 4\r\n5 6 7 8\r\n/\r\n"
              "2 6 8 4\r\n5 7 3 1"}) {
            const auto parsed = form.parse(text);
            QVERIFY2(parsed, text);
            QVERIFY(*parsed.value == sample);
        }
        const auto boardOnly = form.parse("2 6 8 4 5 7 3 1");
        QVERIFY(boardOnly);
        QVERIFY(*boardOnly.value == caseOf(kSampleTarget, kStandard));
        std::mt19937_64 rng(3);
        for (int k = 0; k < 100; ++k) {
            const JudgeCase c = caseOf(randomTiles(rng), randomTiles(rng));
            QVERIFY(*form.parse(form.format(c)).value == c);
            QVERIFY(*puzzle().parsePosition(puzzle().formatPosition(c.position)).value ==
                    c.position);
        }
        QCOMPARE(puzzle().formatPosition(boardOf(kSampleTarget)), std::string("2 6 8 4 5 7 3 1"));
        const auto check = [&form](const char* text, const char* error) {
            const auto parsed = form.parse(text);
            QVERIFY2(!parsed, text);
            QCOMPARE(pl::firstProblemLine(parsed.problems), std::string(error));
        };
        check("1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 3", "target repeats tile 3");
        check("1 2 3 4 5 6 7 7 / 2 6 8 4 5 7 3 1", "board repeats tile 7");
        check("1 2 3 4 5 6 7 9 / 2 6 8 4 5 7 3 1", "board: tile value 9 is out of range 1..8");
        check("1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 0", "target: tile value 0 is out of range 1..8");
        check("1 2 3 4 5 6 7 8 / 2 6 8", "target: expected 8 numbers, found 3");
        check("1 2 3 / 4 5 6 7 8 1 2 3 4 5 6", "board: expected 8 numbers, found 3");
        check("1 2 3 4 5 6 7 8 / 2 6 8 x 5 7 3 1", "target: 'x' is not a number");
        check("1 2 3 4 / 5 6 7 8 / 1 2 3 4 5 6 7 8",
              "expected one '/' between board and target, "
              "found 2");
        check("1 2 3", "expected 8 numbers (the board) or 16 (board / target), found 3");
        check("", "expected 8 numbers (the board) or 16 (board / target), found 0");
        check("1 2 q", "'q' is not a number");
        check("8 7 6 5 4 3 2 2", "board repeats tile 2");

        QCOMPARE(letters({1, 2, 0, 1, 2, 2, 1}), std::string("BCABCCB"));
        for (const char* text : {"BCABCCB", "bcabccb", "B C A B C C B\n"}) {
            const auto moves = puzzle().parseMoves(text);
            QVERIFY2(moves, text);
            QVERIFY((*moves.value == std::vector<int>{1, 2, 0, 1, 2, 2, 1}));
        }
        QVERIFY(puzzle().parseMoves("").value->empty());
        const auto bad = puzzle().parseMoves("ABD");
        QVERIFY(!bad);
        QCOMPARE(bad.error, std::string("'ABD' is not a list of moves; moves are A, B and C"));
    }

    // A case: its board in the contest's words; its target is the goal, which the held
    // puzzle refuses when it is no arrangement of the tiles (the engines too).
    void validation()
    {
        const pl::PositionForm& form = addOn().contestForm();
        QCOMPARE(pl::firstProblemLine(pl::test::caseProblems(PuzzleKind::MagicSquare,
                                                             caseOf(kStandard, kSampleTarget))),
                 std::string());
        QCOMPARE(puzzle().validate(boardOf(kStandard)), std::string());
        QCOMPARE(pl::firstProblemLine(form.validate(Position{std::vector<std::uint8_t>(16, 1)})),
                 std::string("expected 8 numbers, found 16"));
        QCOMPARE(pl::firstProblemLine(form.validate(boardOf({1, 2, 3, 4, 5, 6, 7, 0}))),
                 std::string("board has tile 0; tiles are 1 to 8"));
        QCOMPARE(pl::firstProblemLine(form.parse("1 2 3 4 5 6 7 8 / 1 2 3 4 5 6 7 1").problems),
                 std::string("target repeats tile 1"));
        QVERIFY(!pl::test::heldPuzzle(PuzzleKind::MagicSquare)
                     ->withGoal(boardOf({1, 2, 3, 4, 5, 6, 7, 1})));
        const JudgeCase badTarget = caseOf(kStandard, {1, 2, 3, 3, 5, 6, 7, 8});
        QCOMPARE(pl::firstProblemLine(form.parse(form.format(badTarget)).problems),
                 std::string("target repeats tile 3"));
        const pl::Problems goalProblems =
            pl::test::caseProblems(PuzzleKind::MagicSquare, badTarget);
        QVERIFY(!goalProblems.empty());
        for (const auto& e : contestEngines()) {
            const pl::CancelToken cancel;
            const pl::Answer a =
                pl::test::contestEngine(PuzzleKind::MagicSquare, e)
                    ->solve(pl::test::contestRequest(PuzzleKind::MagicSquare, badTarget), {},
                            cancel);
            QCOMPARE(a.outcome, Outcome::Failed);
            QVERIFY(a.problems == goalProblems);
            QCOMPARE(puzzle().makeEngine(e)->solve(Position{}, {}, cancel).outcome,
                     Outcome::Failed);
        }
    }

    // The held puzzle draws boards: a seed means the same board everywhere, every board
    // is valid, and they spread over all of them.
    void randomPositions()
    {
        std::mt19937_64 a(8);
        std::mt19937_64 b(8);
        std::unordered_map<std::uint32_t, int> seen;
        for (int k = 0; k < 1000; ++k) {
            const Position p = puzzle().random(a);
            QVERIFY(p == puzzle().random(b));
            QCOMPARE(puzzle().validate(p), std::string());
            QCOMPARE(p.cells.size(), std::size_t{8});
            Tiles t;
            std::copy(p.cells.begin(), p.cells.end(), t.begin());
            ++seen[code(t)];
        }
        QVERIFY(seen.size() > 950);
    }

    void cancelBeforeStart()
    {
        pl::CancelToken cancel;
        cancel.cancel();
        const auto solver = toTarget(kSampleTarget);
        for (const auto& e : contestEngines()) {
            const pl::Answer s = solver->makeEngine(e)->solve(boardOf(kStandard), {}, cancel);
            QCOMPARE(s.outcome, Outcome::Cancelled);
            QVERIFY(s.moves.empty());
        }
    }

    // Stop pressed during a long classic search (here: from its first progress report).
    void cancelWhileRunning()
    {
        pl::CancelToken cancel;
        int reports = 0;
        const pl::ProgressFn progress = [&](const pl::Progress&) {
            ++reports;
            cancel.cancel();
        };
        const auto bfs = toTarget(hardestTargets().front())->makeEngine("msquare-bfs");
        const Position start = boardOf(kStandard);
        const pl::Answer s = bfs->solve(start, progress, cancel);
        QCOMPARE(s.outcome, Outcome::Cancelled);
        QCOMPARE(reports, 1);
        QVERIFY(s.stats.nodes < kStates);
        cancel.reset();
        QCOMPARE(bfs->solve(start, {}, cancel).moves.size(), std::size_t{22});
    }

    void progressIsReported()
    {
        std::vector<pl::Progress> reports;
        const pl::ProgressFn progress = [&](const pl::Progress& p) { reports.push_back(p); };
        const pl::CancelToken cancel;
        const pl::Answer s = toTarget(hardestTargets().front())
                                 ->makeEngine("msquare-bfs")
                                 ->solve(boardOf(kStandard), progress, cancel);
        QCOMPARE(s.outcome, Outcome::Solved);
        QVERIFY(!reports.empty());
        QCOMPARE(reports.front().phase, pl::Phase::BreadthFirst);
        QCOMPARE(pl::phaseText(reports.front()), std::string("breadth-first search"));
        QVERIFY(reports.front().nodes > 0);
        QVERIFY(reports.front().depth > 0);
        QVERIFY(s.stats.nodes > 30000);
        QVERIFY(s.stats.statesStored > 30000);
        QVERIFY(s.stats.wallMs > 0);
    }

    void tableStatistics()
    {
        const pl::Answer s = solveWith("msquare-table", kStandard, kSampleTarget);
        QCOMPARE(s.stats.statesStored, std::uint64_t{kStates});
        QCOMPARE(s.stats.nodes, std::uint64_t{1});
        QVERIFY(s.stats.tableBytes > 0);
        QVERIFY(s.stats.tableBytes < 512 * 1024);
        QCOMPARE(s.stats.buildMs, 0.0);  // built by an earlier test
    }

    // SPEC 6: all 40,320 targets answered by `msquare-table`, its build included, in at
    // most 3 times one plain breadth-first search over the whole space. Each figure is
    // the best of eleven runs: a busy machine only ever adds time, so the best is the
    // closest to what the code itself costs.
    void tableVersusOneSearch()
    {
        const pl::CancelToken never;
        const pl::ProgressFn silent;
        // The engine on its own face: one engine, each target the request's goal.
        const auto table = pl::test::contestEngine(PuzzleKind::MagicSquare, "msquare-table");
        const auto bfs = toTarget(hardestTargets().front())->makeEngine("msquare-bfs");
        std::vector<pl::SolveRequest> all;
        for (const Tiles& t : model().boards)
            all.push_back(pl::test::contestRequest(PuzzleKind::MagicSquare, caseOf(kStandard, t)));
        double searchMs = 1e300, bfsEngineMs = 1e300, buildMs = 1e300, answerMs = 1e300,
               engineMs = 1e300;
        for (int rep = 0; rep < 11; ++rep) {
            auto t0 = std::chrono::steady_clock::now();
            pl::SearchMonitor monitor(silent, never, pl::Phase::BreadthFirst);
            const auto tree = pl::search::breadthFirst(pl::msquare::MagicSquareSpace{},
                                                       pl::msquare::kStandard, monitor);
            const double search = msSince(t0);
            QCOMPARE(tree.reached, std::uint64_t{kStates});

            t0 = std::chrono::steady_clock::now();
            QCOMPARE(bfs->solve(boardOf(kStandard), {}, never).moves.size(), std::size_t{22});
            bfsEngineMs = std::min(bfsEngineMs, msSince(t0));

            // The table's own answering: relabel, rank, one load, unpack.
            t0 = std::chrono::steady_clock::now();
            const auto fresh = pl::msquare::MagicSquareTable::build();
            const double build = msSince(t0);
            t0 = std::chrono::steady_clock::now();
            std::size_t total = 0;
            for (const Tiles& t : model().boards)
                total += fresh.answer(pl::msquare::relabel(kStandard, t)).size();
            const double answers = msSince(t0);
            QCOMPARE(total, std::size_t{640995});  // sum of all distances

            // Through DefEngine::solve: validation, statistics.
            t0 = std::chrono::steady_clock::now();
            total = 0;
            for (const pl::SolveRequest& r : all)
                total += table->solve(r, {}, never).moves.size();
            const double engine = msSince(t0);
            QCOMPARE(total, std::size_t{640995});

            searchMs = std::min(searchMs, search);
            buildMs = std::min(buildMs, build);
            answerMs = std::min(answerMs, answers);
            engineMs = std::min(engineMs, engine);
        }
        const double coreRatio = (buildMs + answerMs) / searchMs;
        const double engineRatio = (buildMs + engineMs) / searchMs;
        qInfo(
            "msquare: one plain BFS over all 40,320 boards %.2f ms (bfs engine to a "
            "distance-22 target %.2f ms); table build %.2f ms; all answers %.2f ms (%.0f ns "
            "each); build + answers = %.2f x BFS. Through DefEngine::solve %.0f ns an answer, "
            "build + all = %.2f x BFS",
            searchMs, bfsEngineMs, buildMs, answerMs, answerMs * 1e6 / kStates, coreRatio,
            engineMs * 1e6 / kStates, engineRatio);
        // The SPEC 6 target (<= 3x) is checked by puzzlelab-bench, not here: a timed
        // assertion in a unit test fails whenever the shared machine is busy.
    }
};

QTEST_GUILESS_MAIN(TestMagicSquare)
#include "tst_magic_square.moc"
