// The generic `ida` engine (SPEC 7.6): on small puzzles every answer (length AND moves)
// equals the one an independent plain breadth-first search over ALL positions gives
// (shortest, then smallest in move order, by descent), unsolvable positions are said
// so, every answer replays to the goal; the Rotation Game's definition agrees with the
// hand-tuned rotation table engine; shallow 15-puzzle instances agree with IDA* on the
// Manhattan distance; progress, cancel, the memory limit and bad requests behave.
#include <QTest>

#include <algorithm>
#include <deque>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "contest_kinds.h"
#include "core/definition_puzzle.h"
#include "core/engines/catalog.h"
#include "core/engines/ida_engine.h"
#include "core/puzzle.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "core/search/table_store.h"

namespace {

using pl::Answer;
using pl::Outcome;
using pl::Position;
using pl::Rules;
namespace def = pl::def;

Position pos(const std::vector<int>& v)
{
    Position p;
    for (int x : v)
        p.cells.push_back(static_cast<std::uint8_t>(x));
    return p;
}

std::string key(const Position& p)
{
    return std::string(p.cells.begin(), p.cells.end());
}

// Every valid position of a small puzzle: all arrangements of `start` (permutation,
// sliding) or all dial values.
std::vector<Position> allPositions(const Rules& rules)
{
    std::vector<Position> out;
    const def::PuzzleDef& d = rules.def();
    if (d.kind == def::Kind::Dial) {
        const int n = rules.cellCount();
        std::vector<int> v(static_cast<std::size_t>(n), 0);
        for (;;) {
            out.push_back(pos(v));
            int i = 0;
            while (i < n && ++v[static_cast<std::size_t>(i)] == d.modulus)
                v[static_cast<std::size_t>(i++)] = 0;
            if (i == n)
                break;
        }
        return out;
    }
    std::vector<int> v = d.start;
    std::sort(v.begin(), v.end());
    do
        out.push_back(pos(v));
    while (std::next_permutation(v.begin(), v.end()));
    return out;
}

// The test's own answer: distances of all positions by a breadth-first search backwards
// from every goal position, then from the position the first move in move order that
// lowers the distance, again and again.
class Oracle {
public:
    Oracle(const Rules& rules, const def::Goal& goal) : rules_(rules)
    {
        states_ = allPositions(rules);
        for (std::size_t i = 0; i < states_.size(); ++i)
            id_[key(states_[i])] = static_cast<int>(i);
        std::vector<std::vector<int>> into(states_.size());
        edges_.resize(states_.size());
        for (std::size_t i = 0; i < states_.size(); ++i)
            for (int m = 0; m < rules.moveCount(); ++m) {
                if (!rules.legal(states_[i], m))
                    continue;
                const int j = id_.at(key(rules.apply(states_[i], m)));
                edges_[i].push_back({m, j});
                into[static_cast<std::size_t>(j)].push_back(static_cast<int>(i));
            }
        dist_.assign(states_.size(), kFar);
        std::deque<int> queue;
        for (std::size_t i = 0; i < states_.size(); ++i)
            if (rules.reached(states_[i], goal)) {
                dist_[i] = 0;
                queue.push_back(static_cast<int>(i));
            }
        while (!queue.empty()) {
            const int j = queue.front();
            queue.pop_front();
            for (int i : into[static_cast<std::size_t>(j)])
                if (dist_[static_cast<std::size_t>(i)] == kFar) {
                    dist_[static_cast<std::size_t>(i)] = dist_[static_cast<std::size_t>(j)] + 1;
                    queue.push_back(i);
                }
        }
    }
    [[nodiscard]] const std::vector<Position>& states() const { return states_; }
    // nullopt: unsolvable.
    [[nodiscard]] std::optional<std::vector<int>> answer(const Position& p) const
    {
        int at = id_.at(key(p));
        if (dist_[static_cast<std::size_t>(at)] == kFar)
            return std::nullopt;
        std::vector<int> out;
        while (dist_[static_cast<std::size_t>(at)] > 0)
            for (auto [m, j] : edges_[static_cast<std::size_t>(at)])
                if (dist_[static_cast<std::size_t>(j)] == dist_[static_cast<std::size_t>(at)] - 1) {
                    out.push_back(m);
                    at = j;
                    break;
                }
        return out;
    }

private:
    static constexpr int kFar = std::numeric_limits<int>::max();
    const Rules& rules_;
    std::vector<Position> states_;
    std::unordered_map<std::string, int> id_;
    std::vector<std::vector<std::pair<int, int>>> edges_;
    std::vector<int> dist_;
};

std::optional<pl::GoalReached> replay(const Rules& rules, Position p, const std::vector<int>& moves,
                                      const def::Goal& goal)
{
    for (int m : moves) {
        if (!rules.legal(p, m))
            return std::nullopt;
        rules.applyInPlace(p, m);
    }
    return rules.reached(p, goal);
}

// Every position (or every `stride`-th) against the oracle: same outcome, same moves,
// and each answer replays to the goal with the reached goal reported.
void checkAgainstOracle(const std::shared_ptr<const Rules>& rules, const def::Goal& goal,
                        std::size_t stride = 1, pl::EngineOptions options = {})
{
    QVERIFY(pl::IdaEngine::fits(*rules) || goal != rules->goal());
    const Oracle oracle(*rules, goal);
    pl::IdaEngine engine(rules, options);
    const pl::CancelToken never;
    int solved = 0, unsolvable = 0;
    for (std::size_t i = 0; i < oracle.states().size(); i += stride) {
        const Position& p = oracle.states()[i];
        const Answer a = engine.solve(pl::SolveRequest{p, goal}, {}, never);
        const auto want = oracle.answer(p);
        if (!want) {
            QVERIFY2(a.outcome == Outcome::Unsolvable, rules->formatPosition(p).c_str());
            ++unsolvable;
            continue;
        }
        QVERIFY2(a.outcome == Outcome::Solved, rules->formatPosition(p).c_str());
        QCOMPARE(rules->formatMoves(a.moves), rules->formatMoves(*want));
        const auto r = replay(*rules, p, a.moves, goal);
        QVERIFY(r.has_value());
        QVERIFY(*r == a.reached);
        ++solved;
    }
    QVERIFY(solved > 0);
    qInfo("%d solved, %d unsolvable", solved, unsolvable);
}

def::PuzzleDef slidingDef(int w, int h)
{
    def::PuzzleDef d;
    d.key = "slide";
    d.name = "slide";
    d.kind = def::Kind::Sliding;
    for (int i = 0; i < w * h; ++i) {
        d.cells.push_back({std::to_string(i), double(i % w), double(i / w), def::Shape::Square});
        d.labels.push_back(i);
        d.start.push_back((i + 1) % (w * h));  // 1 2 ... 0
    }
    d.blank = 0;
    d.goal.values = d.start;
    return d;
}

// Six cells, two overlapping 4-cycles (odd permutations: they generate S6) or, with
// `threeCycles`, two 3-cycles (only the even arrangements are reachable).
def::PuzzleDef ringsDef(def::Metric metric, bool threeCycles = false)
{
    def::PuzzleDef d;
    d.key = "rings";
    d.name = "rings";
    d.kind = def::Kind::Permutation;
    for (int i = 0; i < 6; ++i)
        d.cells.push_back({std::to_string(i), double(i), 0, def::Shape::Circle});
    d.labels = {1, 2, 3, 4, 5, 6};
    d.start = d.labels;
    def::Move a, b, c;
    a.name = "A";
    b.name = "B";
    c.name = "C";
    if (threeCycles) {
        a.cycles = {{0, 1, 2}};
        b.cycles = {{2, 3, 4}};
        c.cycles = {{3, 4, 5}};
    } else {
        a.cycles = {{0, 1, 2, 3}};
        b.cycles = {{2, 3, 4, 5}};
        c.cycles = {{0, 5}};
    }
    d.moves = {a, b, c};
    d.metric = metric;
    d.goal.values = d.start;
    return d;
}

// Eight cells in a ring with identical labels (three 1s, three 2s, two 3s), moves that
// rotate halves; goal: cells 0, 1, 2 hold one label.
def::PuzzleDef uniformDef()
{
    def::PuzzleDef d;
    d.key = "uni";
    d.name = "uni";
    d.kind = def::Kind::Permutation;
    for (int i = 0; i < 8; ++i)
        d.cells.push_back({std::to_string(i), double(i), 0, def::Shape::Circle});
    d.labels = {1, 2, 3};
    d.start = {1, 2, 3, 1, 2, 3, 1, 2};
    def::Move a, b;
    a.name = "A";
    a.cycles = {{0, 1, 2, 3, 4}};
    b.name = "B";
    b.cycles = {{3, 4, 5, 6, 7}};
    d.moves = {a, b};
    d.goal.type = def::Goal::Type::Uniform;
    d.goal.uniformCells = {0, 1, 2};
    return d;
}

// Four dials modulo 3, three moves.
def::PuzzleDef dialDef(def::Metric metric)
{
    def::PuzzleDef d;
    d.key = "dials";
    d.name = "dials";
    d.kind = def::Kind::Dial;
    d.modulus = 3;
    for (int i = 0; i < 4; ++i)
        d.cells.push_back(
            {std::string(1, static_cast<char>('a' + i)), double(i), 0, def::Shape::Dial});
    const std::vector<std::vector<int>> adds{{1, 1, 0, 0}, {0, 1, 1, 0}, {0, 0, 2, 1}};
    for (std::size_t m = 0; m < adds.size(); ++m) {
        def::Move mv;
        mv.name = std::to_string(m + 1);
        mv.add = adds[m];
        d.moves.push_back(mv);
    }
    d.metric = metric;
    d.start.assign(4, 0);
    d.goal.values.assign(4, 0);
    d.separator = " ";
    return d;
}

std::shared_ptr<const Rules> rulesOf(def::PuzzleDef d)
{
    return std::make_shared<const Rules>(std::move(d));
}

std::shared_ptr<const pl::PuzzleEntry> bundled(const char* k)
{
    static const pl::Registry registry = pl::Registry::bundled();
    return registry.find(k);
}

}  // namespace

class TestIdaEngine : public QObject {
    Q_OBJECT

private slots:
    void sliding2x3EveryPosition()
    {
        checkAgainstOracle(rulesOf(slidingDef(3, 2)), slidingDef(3, 2).goal);
    }

    void sliding3x3Sample()
    {
        const auto rules = rulesOf(slidingDef(3, 3));
        checkAgainstOracle(rules, rules->goal(), 997);
    }

    void slidingPartialGoal()
    {
        // Only tiles 1 and 2 and the blank's cell matter; nulls elsewhere.
        auto d = slidingDef(3, 2);
        def::Goal g;
        g.values = {1, 2, -1, -1, -1, 0};
        checkAgainstOracle(rulesOf(d), g);
    }

    void slidingOddBoard()
    {
        // A 3x2 tray with one more cell below its left corner: not a rectangle, so no
        // parity rule; its 7! arrangements fit one exact projection.
        def::PuzzleDef d = slidingDef(3, 2);
        d.cells.push_back({"6", 0, 2, def::Shape::Square});
        d.labels.push_back(6);
        d.start = {1, 2, 3, 4, 5, 6, 0};
        d.goal.values = d.start;
        const auto rules = rulesOf(d);
        QVERIFY(pl::IdaEngine::fits(*rules));
        checkAgainstOracle(rules, rules->goal(), 7);
    }

    void permutationMetrics_data()
    {
        QTest::addColumn<int>("metric");
        QTest::addColumn<bool>("threeCycles");
        QTest::newRow("move") << int(def::Metric::Move) << false;
        QTest::newRow("inverse") << int(def::Metric::Inverse) << false;
        QTest::newRow("power") << int(def::Metric::Power) << false;
        QTest::newRow("move, half reachable") << int(def::Metric::Move) << true;
        QTest::newRow("power, half reachable") << int(def::Metric::Power) << true;
    }
    void permutationMetrics()
    {
        QFETCH(int, metric);
        QFETCH(bool, threeCycles);
        const auto rules = rulesOf(ringsDef(static_cast<def::Metric>(metric), threeCycles));
        checkAgainstOracle(rules, rules->goal());
    }

    void uniformGoal()
    {
        const auto rules = rulesOf(uniformDef());
        QVERIFY(pl::IdaEngine::fits(*rules));
        checkAgainstOracle(rules, rules->goal());
    }

    void anyOfGoal()
    {
        const auto rules = rulesOf(ringsDef(def::Metric::Inverse));
        def::Goal a, b, any;
        a.values = {1, 2, 3, 4, 5, 6};
        b.values = {-1, -1, 6, 5, -1, -1};
        any.type = def::Goal::Type::AnyOf;
        any.anyOf = {a, b};
        // Not the definition's goal: the databases of this goal are exact, so the
        // engine decides every position.
        checkAgainstOracle(rules, any);
    }

    void dialMetrics_data()
    {
        QTest::addColumn<int>("metric");
        QTest::newRow("move") << int(def::Metric::Move);
        QTest::newRow("inverse") << int(def::Metric::Inverse);
        QTest::newRow("power") << int(def::Metric::Power);
    }
    void dialMetrics()
    {
        QFETCH(int, metric);
        const auto rules = rulesOf(dialDef(static_cast<def::Metric>(metric)));
        checkAgainstOracle(rules, rules->goal());
    }

    void smallMemoryStillSolves()
    {
        // Small databases (a 1 MiB limit) change the work, not the answers.
        const auto rules = rulesOf(slidingDef(3, 3));
        pl::EngineOptions tiny;
        tiny.maxMemoryBytes = std::uint64_t{1} << 20;
        checkAgainstOracle(rules, rules->goal(), 4999, tiny);
    }

    void eightPuzzleBundled()
    {
        const auto entry = bundled("eight-puzzle");
        if (!entry)
            QSKIP("no bundled 8-puzzle");
        QVERIFY(pl::IdaEngine::fits(*entry->rules));
        checkAgainstOracle(entry->rules, entry->rules->goal(), 1499);
        pl::IdaEngine engine(entry->rules, {});
        const pl::CancelToken never;
        for (const def::Example& ex : entry->def().examples) {
            const Answer a =
                engine.solve(pl::SolveRequest{pos(ex.position), entry->rules->goal()}, {}, never);
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(entry->rules->formatMoves(a.moves), ex.moves);
        }
    }

    void largestTablesSameAnswers()
    {
        // EngineOptions::largestTables: two halves over compact tables (the 8-puzzle:
        // 4 and 4 tiles, 3,024 entries each), read on the position and its mirror
        // image, besides the usual groups. The answers are the oracle's, to the
        // tie-break.
        const auto entry = bundled("eight-puzzle");
        if (!entry)
            QSKIP("no bundled 8-puzzle");
        pl::EngineOptions largest;
        largest.largestTables = true;
        checkAgainstOracle(entry->rules, entry->rules->goal(), 1499, largest);
        pl::IdaEngine halves(entry->rules, largest);
        pl::IdaEngine usual(entry->rules, {});
        const pl::CancelToken never;
        const Position p = pos(entry->def().examples.front().position);
        const Answer a = halves.solve(pl::SolveRequest{p, entry->rules->goal()}, {}, never);
        const Answer b = usual.solve(pl::SolveRequest{p, entry->rules->goal()}, {}, never);
        QCOMPARE(a.stats.tableBytes, b.stats.tableBytes + std::size_t{2 * 9 * 8 * 7 * 6});
        QCOMPARE(entry->rules->formatMoves(a.moves), entry->rules->formatMoves(b.moves));
        // Options that do not say follow the process's choice (the window's
        // preference), and a change of it builds the goal's databases again. (The
        // guard puts the preference back off however the test ends.)
        struct Off {
            ~Off() { pl::search::setLargestTablesPreferred(false); }
        } off;
        pl::search::setLargestTablesPreferred(true);
        const Answer c = usual.solve(pl::SolveRequest{p, entry->rules->goal()}, {}, never);
        QCOMPARE(c.stats.tableBytes, a.stats.tableBytes);
        pl::search::setLargestTablesPreferred(false);
        const Answer d = usual.solve(pl::SolveRequest{p, entry->rules->goal()}, {}, never);
        QCOMPARE(d.stats.tableBytes, b.stats.tableBytes);
        pl::EngineOptions saysNo;
        saysNo.largestTables = false;
        pl::search::setLargestTablesPreferred(true);
        pl::IdaEngine refuses(entry->rules, saysNo);
        const Answer e = refuses.solve(pl::SolveRequest{p, entry->rules->goal()}, {}, never);
        pl::search::setLargestTablesPreferred(false);
        QCOMPARE(e.stats.tableBytes, b.stats.tableBytes);

        // 3x4 (11 tiles: 5 and 6, 95,040 and 665,280 entries) on random walks of 40
        // moves, against the usual databases.
        const auto rules = rulesOf(slidingDef(4, 3));
        pl::IdaEngine wide(rules, largest);
        pl::IdaEngine narrow(rules, {});
        std::mt19937_64 rng(34);
        for (int i = 0; i < 8; ++i) {
            Position q = rules->start();
            for (int k = 0; k < 40; ++k) {
                int m = static_cast<int>(rng() % 4);
                while (!rules->legal(q, m))
                    m = static_cast<int>(rng() % 4);
                rules->applyInPlace(q, m);
            }
            const Answer x = wide.solve(pl::SolveRequest{q, rules->goal()}, {}, never);
            const Answer y = narrow.solve(pl::SolveRequest{q, rules->goal()}, {}, never);
            QCOMPARE(x.outcome, Outcome::Solved);
            QCOMPARE(rules->formatMoves(x.moves), rules->formatMoves(y.moves));
            QVERIFY(replay(*rules, q, x.moves, rules->goal()).has_value());
            QCOMPARE(x.stats.tableBytes,
                     y.stats.tableBytes + std::size_t{12 * 11 * 10 * 9 * 8 * (1 + 7)});
            QVERIFY(x.stats.nodes <= y.stats.nodes);
        }
    }

    void bothCoresAsOneThread()
    {
        // The search split over two threads (search/deepening.h, deepenOnThreads, here
        // once an iteration passes 500 nodes) gives the one-thread answer to the
        // tie-break and counts the same nodes: the 15-puzzle (sliding groups), Loopover
        // 4x4 (tracked tiles) on random positions; the Megaminx (tracked pieces), Lights
        // Out 5x5 (cells) on random walks from the goal.
        struct Case {
            const char* key;
            int walk;
            int count;
        };
        const pl::CancelToken never;
        for (const Case& c : {Case{"fifteen-puzzle", -1, 3}, Case{"loopover-4", -1, 3},
                              Case{"megaminx", 9, 2}, Case{"lights-out-5", 40, 2}}) {
            const auto entry = bundled(c.key);
            if (!entry)
                QSKIP("a bundled puzzle is missing");
            const Rules& r = *entry->rules;
            pl::EngineOptions one;
            one.threads = 1;
            one.cacheFolder = "";
            pl::EngineOptions two = one;
            two.threads = 2;
            two.splitAfterNodes = 500;  // split early, so that small searches are split too
            // Through the puzzle, as the window and the command line make it (a puzzle of
            // pieces, the Megaminx, is searched over its pieces).
            pl::DefinitionPuzzle onePuzzle(entry, one);
            pl::DefinitionPuzzle twoPuzzle(entry, two);
            const auto alone = onePuzzle.makeEngine("ida");
            const auto split = twoPuzzle.makeEngine("ida");
            std::mt19937_64 rng(2026);
            int splitOnes = 0;
            for (int i = 0; i < c.count; ++i) {
                Position q = c.walk < 0 ? r.random(rng) : r.start();
                for (int k = 0; k < c.walk; ++k) {
                    int m = static_cast<int>(rng() % static_cast<std::uint64_t>(r.moveCount()));
                    while (!r.legal(q, m))
                        m = static_cast<int>(rng() % static_cast<std::uint64_t>(r.moveCount()));
                    r.applyInPlace(q, m);
                }
                const Answer a = alone->solve(q, {}, never);
                const Answer b = split->solve(q, {}, never);
                QCOMPARE(b.outcome, a.outcome);
                if (a.outcome == Outcome::Unsolvable) {  // half of the random 15-puzzles
                    --i;
                    continue;
                }
                QCOMPARE(a.outcome, Outcome::Solved);
                QCOMPARE(r.formatMoves(b.moves), r.formatMoves(a.moves));
                QCOMPARE(b.stats.nodes, a.stats.nodes);
                QCOMPARE(a.stats.searchThreads, 1u);
                splitOnes += b.stats.searchThreads == 2 ? 1 : 0;
                qInfo("%s: %zu moves, %llu nodes", c.key, a.moves.size(),
                      static_cast<unsigned long long>(a.stats.nodes));
            }
            // Some search was large enough to be split.
            QVERIFY2(splitOnes > 0, c.key);
        }
    }

    void rotationAgainstHandTunedTable()
    {
        const auto entry = bundled("rotation");
        QVERIFY(entry);
        QVERIFY(pl::IdaEngine::fits(*entry->rules));
        const pl::Puzzle& puzzle = pl::test::puzzle(pl::test::PuzzleKind::Rotation);
        auto table = puzzle.makeEngine("rotation-table");
        pl::IdaEngine ida(entry->rules, {});
        std::mt19937_64 rng(12);
        const pl::CancelToken never;
        for (int i = 0; i < 50; ++i) {
            const Position p = puzzle.random(rng);
            const pl::Answer s = table->solve(p, {}, never);
            const Answer a = ida.solve(pl::SolveRequest{p, entry->rules->goal()}, {}, never);
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(entry->rules->formatMoves(a.moves), puzzle.formatMoves(s.moves));
            QCOMPARE(a.reached, s.reached);
        }
    }

    void fifteenShallowAgainstManhattan()
    {
        const auto entry = bundled("fifteen-puzzle");
        if (!entry)
            QSKIP("no bundled 15-puzzle");
        const auto& rules = entry->rules;
        QVERIFY(pl::IdaEngine::fits(*rules));
        pl::IdaEngine pdb(rules, {});
        pl::IdaEngine manhattan(rules, {}, pl::IdaOptions{true});
        std::mt19937_64 rng(15);
        const pl::CancelToken never;
        for (int i = 0; i < 6; ++i) {
            // A random walk of 30 moves from the goal: at most 30 moves away.
            Position p = rules->start();
            for (int k = 0; k < 30; ++k) {
                int m = static_cast<int>(rng() % 4);
                while (!rules->legal(p, m))
                    m = static_cast<int>(rng() % 4);
                rules->applyInPlace(p, m);
            }
            const Answer a = pdb.solve(pl::SolveRequest{p, rules->goal()}, {}, never);
            const Answer b = manhattan.solve(pl::SolveRequest{p, rules->goal()}, {}, never);
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(b.outcome, Outcome::Solved);
            QVERIFY(a.moves.size() <= 30);
            QCOMPARE(rules->formatMoves(a.moves), rules->formatMoves(b.moves));
            QVERIFY(replay(*rules, p, a.moves, rules->goal()).has_value());
            QVERIFY(a.stats.nodes <= b.stats.nodes);
        }
        // Two tiles swapped: the parity says unsolvable at once.
        Position odd = rules->start();
        std::swap(odd.cells[0], odd.cells[1]);
        QCOMPARE(pdb.solve(pl::SolveRequest{odd, rules->goal()}, {}, never).outcome,
                 Outcome::Unsolvable);
        // The bundled examples of moderate length.
        for (const def::Example& ex : entry->def().examples) {
            if (ex.moves.size() > 45)
                continue;
            const Answer a =
                pdb.solve(pl::SolveRequest{pos(ex.position), rules->goal()}, {}, never);
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(rules->formatMoves(a.moves), ex.moves);
        }
    }

    void fourByFourOtherBlankGoals_data()
    {
        QTest::addColumn<int>("blankGoal");
        QTest::newRow("inner cell") << 5;
        QTest::newRow("edge cell") << 2;
        QTest::newRow("corner") << 12;
    }

    void fourByFourOtherBlankGoals()
    {
        // The groups, their lookups and the mirror come from the definition: wherever
        // the blank's goal is, the answers (moves, not only lengths) equal those of IDA*
        // on the Manhattan distance, and the databases never search more.
        QFETCH(int, blankGoal);
        def::PuzzleDef d = slidingDef(4, 4);
        int next = 1;
        for (int c = 0; c < 16; ++c)
            d.start[static_cast<std::size_t>(c)] = c == blankGoal ? 0 : next++;
        d.goal.values = d.start;
        const auto rules = rulesOf(d);
        QVERIFY(pl::IdaEngine::fits(*rules));
        pl::IdaEngine pdb(rules, {});
        pl::IdaEngine manhattan(rules, {}, pl::IdaOptions{true});
        std::mt19937_64 rng(static_cast<std::uint64_t>(40 + blankGoal));
        const pl::CancelToken never;
        for (int i = 0; i < 4; ++i) {
            Position p = rules->start();
            for (int k = 0; k < 26; ++k) {
                int m = static_cast<int>(rng() % 4);
                while (!rules->legal(p, m))
                    m = static_cast<int>(rng() % 4);
                rules->applyInPlace(p, m);
            }
            const Answer a = pdb.solve(pl::SolveRequest{p, rules->goal()}, {}, never);
            const Answer b = manhattan.solve(pl::SolveRequest{p, rules->goal()}, {}, never);
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(b.outcome, Outcome::Solved);
            QCOMPARE(rules->formatMoves(a.moves), rules->formatMoves(b.moves));
            QVERIFY(replay(*rules, p, a.moves, rules->goal()).has_value());
            QVERIFY(a.stats.nodes <= b.stats.nodes);
        }
    }

    void progressAndCancel()
    {
        const auto rules = rulesOf(slidingDef(4, 3));
        std::vector<pl::Phase> phases;
        pl::CancelToken cancel;
        pl::IdaEngine engine(rules, {});
        const Position p = pos({0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1});
        const Answer a = engine.solve(
            pl::SolveRequest{p, rules->goal()},
            [&](const pl::Progress& pr) {
                if (phases.empty() || phases.back() != pr.phase)
                    phases.push_back(pr.phase);
            },
            cancel);
        QVERIFY(a.outcome == Outcome::Solved || a.outcome == Outcome::Unsolvable);
        if (a.outcome == Outcome::Solved) {
            bool searching = false;
            for (const pl::Phase ph : phases)
                searching = searching || ph == pl::Phase::SearchingBound;
            QVERIFY(searching || a.moves.empty());
        }
        // Cancelled before it starts, during a build (fresh engine) and after.
        pl::CancelToken stop;
        stop.cancel();
        pl::IdaEngine fresh(rules, {});
        QCOMPARE(fresh.solve(pl::SolveRequest{p, rules->goal()}, {}, stop).outcome,
                 Outcome::Cancelled);
        QCOMPARE(engine.solve(pl::SolveRequest{p, rules->goal()}, {}, stop).outcome,
                 Outcome::Cancelled);
        // Cancel from the progress callback while searching bound N.
        pl::CancelToken mid;
        bool sawBound = false;
        const auto deep = bundled("fifteen-puzzle");
        if (deep) {
            pl::IdaEngine e(deep->rules, {});
            const Position hard = pos({0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1});
            const Answer c = e.solve(
                pl::SolveRequest{hard, deep->rules->goal()},
                [&](const pl::Progress& pr) {
                    if (pr.phase == pl::Phase::SearchingBound) {
                        sawBound = true;
                        QVERIFY(pr.depth > 0);  // the bound being searched
                        mid.cancel();
                    }
                },
                mid);
            QVERIFY(c.outcome == Outcome::Cancelled || c.outcome == Outcome::Solved);
            if (c.outcome == Outcome::Cancelled)
                QVERIFY(sawBound);
        }
    }

    void badRequests()
    {
        const auto rules = rulesOf(slidingDef(3, 2));
        pl::IdaEngine engine(rules, {});
        const pl::CancelToken never;
        QCOMPARE(engine.solve(pl::SolveRequest{pos({1, 2, 3}), rules->goal()}, {}, never).outcome,
                 Outcome::Failed);
        QCOMPARE(engine.solve(pl::SolveRequest{pos({1, 1, 3, 4, 5, 0}), rules->goal()}, {}, never)
                     .outcome,
                 Outcome::Failed);
        def::Goal shortGoal;
        shortGoal.values = {1, 2};
        QCOMPARE(engine.solve(pl::SolveRequest{rules->start(), shortGoal}, {}, never).outcome,
                 Outcome::Failed);
    }

    void catalogOffersIda()
    {
        const auto rules = rulesOf(slidingDef(3, 3));
        const auto names = pl::genericEngineNames(*rules);
        const auto at = std::find(names.begin(), names.end(), "ida");
        QVERIFY(at != names.end());
        QVERIFY(std::find(names.begin(), at, "table") != at);       // after table
        QVERIFY(std::find(at, names.end(), "bfs") != names.end());  // before bfs
        QVERIFY(pl::makeGenericEngine(rules, "ida", {}) != nullptr);
        // A non-rectangular sliding board too large for exact databases: not offered.
        def::PuzzleDef odd = slidingDef(5, 4);
        odd.cells.pop_back();
        odd.labels.pop_back();
        odd.start = {};
        for (int i = 0; i < 19; ++i)
            odd.start.push_back((i + 1) % 19);
        odd.goal.values = odd.start;
        QVERIFY(!pl::IdaEngine::fits(Rules(odd)));
    }
};

QTEST_GUILESS_MAIN(TestIdaEngine)
#include "tst_ida_engine.moc"
