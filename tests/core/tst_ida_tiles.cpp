// The `ida` engine on permutation puzzles with distinct labels (tracked-tile databases,
// search/tile_pdb.h): every answer (length AND moves: shortest, then first in move
// order) equals the test's own, a breadth-first search over ALL positions followed by
// a descent that takes the first move in move order that gets one closer; unsolvable
// positions are said so; every answer replays to the goal. Also with a memory limit so
// small that the databases are weak (the search, its symmetric lookups and its move
// pruning then do the work), in the move, inverse and power metrics, with an anyOf
// goal (TopSpin's rotations). The databases equal the test's own search over the
// tracked tiles, the move pruner never cuts a shortest-and-first word and cuts every
// other word of its window, and building can be cancelled.
#include <QTest>

#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/engines/catalog.h"
#include "core/engines/ida_engine.h"
#include "core/progress.h"
#include "core/puzzle.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "core/search/tile_pdb.h"

namespace {

using pl::Answer;
using pl::Outcome;
using pl::Position;
using pl::Rules;
namespace def = pl::def;

std::string key(const Position& p)
{
    return std::string(p.cells.begin(), p.cells.end());
}

// Distances of every arrangement of the labels by a breadth-first search from the goal
// positions over the reversed moves; answers by descent.
class Oracle {
public:
    Oracle(const Rules& rules, const def::Goal& goal) : rules_(rules)
    {
        std::vector<int> labels = rules.def().start;
        std::sort(labels.begin(), labels.end());
        std::deque<Position> queue;
        do {
            Position p;
            for (int v : labels)
                p.cells.push_back(static_cast<std::uint8_t>(v));
            all_.push_back(p);
            if (rules.reached(p, goal)) {
                dist_[key(p)] = 0;
                queue.push_back(p);
            }
        } while (std::next_permutation(labels.begin(), labels.end()));
        // Predecessors: q with apply(q, m) == p.
        std::vector<std::vector<int>> back;
        for (int m = 0; m < rules.moveCount(); ++m) {
            const auto& src = rules.move(m).sources;
            std::vector<int> inv(src.size());
            for (std::size_t i = 0; i < src.size(); ++i)
                inv[static_cast<std::size_t>(src[i])] = static_cast<int>(i);
            back.push_back(inv);
        }
        while (!queue.empty()) {
            const Position p = queue.front();
            queue.pop_front();
            const int d = dist_.at(key(p));
            for (const auto& inv : back) {
                Position q = p;
                for (std::size_t i = 0; i < inv.size(); ++i)
                    q.cells[i] = p.cells[static_cast<std::size_t>(inv[i])];
                if (dist_.emplace(key(q), d + 1).second)
                    queue.push_back(q);
            }
        }
    }
    [[nodiscard]] const std::vector<Position>& all() const { return all_; }
    [[nodiscard]] std::optional<std::vector<int>> answer(Position p) const
    {
        auto it = dist_.find(key(p));
        if (it == dist_.end())
            return std::nullopt;
        std::vector<int> out;
        for (int d = it->second; d > 0; --d)
            for (int m = 0; m < rules_.moveCount(); ++m) {
                const Position q = rules_.apply(p, m);
                if (dist_.at(key(q)) == d - 1) {
                    out.push_back(m);
                    p = q;
                    break;
                }
            }
        return out;
    }

private:
    const Rules& rules_;
    std::vector<Position> all_;
    std::unordered_map<std::string, int> dist_;
};

// Every `stride`-th arrangement (from `offset`) against the oracle.
void checkAgainstOracle(const std::shared_ptr<const Rules>& rules, const Oracle& oracle,
                        std::size_t stride, std::size_t offset, pl::EngineOptions options)
{
    QVERIFY(pl::IdaEngine::fits(*rules));
    pl::IdaEngine engine(rules, options);
    const pl::CancelToken never;
    int solved = 0, unsolvable = 0;
    for (std::size_t i = offset; i < oracle.all().size(); i += stride) {
        const Position& p = oracle.all()[i];
        const Answer a = engine.solve(pl::SolveRequest{p, rules->goal()}, {}, never);
        QVERIFY(a.stats.tableBytes <= options.maxMemoryBytes);
        const auto want = oracle.answer(p);
        if (!want) {
            QVERIFY2(a.outcome == Outcome::Unsolvable, rules->formatPosition(p).c_str());
            ++unsolvable;
            continue;
        }
        QVERIFY2(a.outcome == Outcome::Solved, rules->formatPosition(p).c_str());
        QCOMPARE(rules->formatMoves(a.moves), rules->formatMoves(*want));
        Position q = p;
        for (int m : a.moves)
            rules->applyInPlace(q, m);
        const auto r = rules->reached(q, rules->goal());
        QVERIFY(r.has_value());
        QVERIFY(*r == a.reached);
        ++solved;
    }
    QVERIFY(solved > 0);
    qInfo("%d solved, %d unsolvable", solved, unsolvable);
}

pl::EngineOptions memory(std::uint64_t bytes)
{
    pl::EngineOptions o;
    o.maxMemoryBytes = bytes;
    return o;
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

// TopSpin with `n` discs on a ring, a turnstile reversing four, the inverse metric and
// the goal "the discs in order, anywhere round the ring" (n rotations).
def::PuzzleDef topSpin(int n)
{
    def::PuzzleDef d;
    d.key = "spin";
    d.name = "spin";
    d.kind = def::Kind::Permutation;
    for (int i = 0; i < n; ++i) {
        d.cells.push_back({std::to_string(i), double(i), 0, def::Shape::Circle});
        d.labels.push_back(i + 1);
    }
    d.start = d.labels;
    def::Move r, f;
    r.name = "R";
    r.cycles = {{}};
    for (int i = 0; i < n; ++i)
        r.cycles[0].push_back(i);
    f.name = "F";
    f.cycles = {{0, 3}, {1, 2}};
    d.moves = {r, f};
    d.metric = def::Metric::Inverse;
    d.goal.type = def::Goal::Type::AnyOf;
    for (int j = 0; j < n; ++j) {
        def::Goal g;
        for (int i = 0; i < n; ++i)
            g.values.push_back((i + j) % n + 1);
        d.goal.anyOf.push_back(g);
    }
    return d;
}

// Seven cells: two disjoint 3-cycles (they commute), a 3-cycle linking them and a swap;
// in the move metric a 3-cycle's inverse is two moves.
def::PuzzleDef linkedCycles(def::Metric metric)
{
    def::PuzzleDef d;
    d.key = "linked";
    d.name = "linked";
    d.kind = def::Kind::Permutation;
    for (int i = 0; i < 7; ++i) {
        d.cells.push_back({std::to_string(i), double(i), 0, def::Shape::Circle});
        d.labels.push_back(i + 1);
    }
    d.start = d.labels;
    def::Move a, b, c, s;
    a.name = "A";
    a.cycles = {{0, 1, 2}};
    b.name = "B";
    b.cycles = {{4, 5, 6}};
    c.name = "C";
    c.cycles = {{2, 3, 4}};
    s.name = "S";
    s.cycles = {{0, 6}};
    d.moves = {a, b, c, s};
    d.metric = metric;
    d.goal.values = d.start;
    return d;
}

// targets[m][c]: where the content of cell c goes under move m.
std::vector<std::vector<int>> targetsOf(const Rules& rules)
{
    std::vector<std::vector<int>> out;
    for (int m = 0; m < rules.moveCount(); ++m) {
        const auto& src = rules.move(m).sources;
        std::vector<int> to(src.size());
        for (std::size_t i = 0; i < src.size(); ++i)
            to[static_cast<std::size_t>(src[i])] = static_cast<int>(i);
        out.push_back(to);
    }
    return out;
}

}  // namespace

class TestIdaTiles : public QObject {
    Q_OBJECT

private slots:
    // Loopover 3x3 (bundled): rows and columns are 3-cycles, so half the arrangements
    // cannot be solved. Default databases, then ones of 3 tiles (504 entries).
    void loopover3()
    {
        const auto entry = bundled("loopover-3");
        QVERIFY(entry);
        const Oracle oracle(*entry->rules, entry->rules->goal());
        checkAgainstOracle(entry->rules, oracle, 2503, 0, {});
        checkAgainstOracle(entry->rules, oracle, 997, 5, memory(600));
    }

    // TopSpin with 8 discs: an anyOf goal of 8 rotations, every 97th and 29th
    // arrangement with weak databases (2 and 4 tiles), every 41st with the default ones.
    void topSpinAnyOf()
    {
        const auto rules = rulesOf(topSpin(8));
        QVERIFY(pl::IdaEngine::fits(*rules));
        const Oracle oracle(*rules, rules->goal());
        checkAgainstOracle(rules, oracle, 97, 0, memory(60));
        checkAgainstOracle(rules, oracle, 29, 3, memory(1700));
        checkAgainstOracle(rules, oracle, 41, 1, {});
    }

    void metrics_data()
    {
        QTest::addColumn<int>("metric");
        QTest::newRow("move") << int(def::Metric::Move);
        QTest::newRow("inverse") << int(def::Metric::Inverse);
        QTest::newRow("power") << int(def::Metric::Power);
    }
    // Commuting moves, 3-cycles whose inverse is two moves in the move metric, and
    // powers in the power metric: every arrangement, weak databases.
    void metrics()
    {
        QFETCH(int, metric);
        const auto rules = rulesOf(linkedCycles(static_cast<def::Metric>(metric)));
        const Oracle oracle(*rules, rules->goal());
        checkAgainstOracle(rules, oracle, 3, 0, memory(250));
        checkAgainstOracle(rules, oracle, 13, 1, {});
    }

    // Every entry of a database equals the test's own breadth-first search over the
    // cells of the tracked tiles (backwards from their goal cells); the rank numbers
    // the placements 0 .. n!/(n-k)!-1 and unrank undoes it.
    void databaseEntries_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<std::vector<int>>("cells");
        QTest::newRow("loopover-3, 4 tiles")
            << QStringLiteral("loopover-3") << std::vector<int>{0, 1, 3, 4};
        QTest::newRow("loopover-3, scattered")
            << QStringLiteral("loopover-3") << std::vector<int>{8, 0, 5};
        QTest::newRow("topspin 8, 5 tiles")
            << QStringLiteral("spin8") << std::vector<int>{2, 3, 4, 5, 6};
    }
    void databaseEntries()
    {
        QFETCH(QString, puzzle);
        QFETCH(std::vector<int>, cells);
        const auto rules =
            puzzle == QLatin1String("spin8") ? rulesOf(topSpin(8)) : bundled("loopover-3")->rules;
        const auto targets = targetsOf(*rules);
        const int n = rules->cellCount();
        std::map<std::vector<int>, int> dist;
        std::deque<std::vector<int>> queue{cells};
        dist[cells] = 0;
        while (!queue.empty()) {
            const std::vector<int> q = queue.front();
            queue.pop_front();
            for (const auto& to : targets) {
                std::vector<int> x(q.size());
                for (std::size_t i = 0; i < q.size(); ++i)
                    x[i] = static_cast<int>(std::find(to.begin(), to.end(), q[i]) - to.begin());
                if (dist.emplace(x, dist.at(q) + 1).second)
                    queue.push_back(x);
            }
        }
        const pl::CancelToken never;
        // The monitor keeps a reference to its progress function: one that outlives it.
        const pl::ProgressFn silent;
        pl::SearchMonitor monitor(silent, never, pl::Phase::BuildingTable);
        const auto pdb = pl::search::TilePdb::build(targets, cells, n, 2, monitor, never);
        QVERIFY(pdb);
        const std::uint64_t entries = *pl::search::TilePdb::entries(n, int(cells.size()));
        QCOMPARE(std::uint64_t(pdb->bytes()), entries);
        QCOMPARE(std::uint64_t(dist.size()), entries);  // every placement reachable here
        std::vector<bool> ranked(entries, false);
        for (const auto& [x, d] : dist) {
            std::vector<std::uint8_t> at(x.begin(), x.end());
            const std::uint64_t r = pdb->rank(at.data());
            QVERIFY(r < entries);
            QVERIFY(!ranked[r]);
            ranked[r] = true;
            std::vector<std::uint8_t> back(x.size());
            pdb->unrank(r, back.data());
            QCOMPARE(back, at);
            QCOMPARE(int(pdb->value(at.data())), d);
        }
    }

    // The pruner's window: a word is allowed exactly when it is the shortest and, among
    // the shortest, the first in move order of the words with its effect (the test's
    // own enumeration); and the oracle's answers (first shortest) are never cut.
    void pruner_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::newRow("loopover-3") << QStringLiteral("loopover-3");
        QTest::newRow("topspin 8") << QStringLiteral("spin8");
        QTest::newRow("linked, move metric") << QStringLiteral("linked");
    }
    void pruner()
    {
        QFETCH(QString, puzzle);
        std::shared_ptr<const Rules> rules;
        if (puzzle == QLatin1String("spin8"))
            rules = rulesOf(topSpin(8));
        else if (puzzle == QLatin1String("linked"))
            rules = rulesOf(linkedCycles(def::Metric::Move));
        else
            rules = bundled("loopover-3")->rules;
        const pl::search::MovePruner pruner(targetsOf(*rules), rules->cellCount());
        const int window = pruner.window();
        QVERIFY(window >= 3);
        const int moves = rules->moveCount();
        // Words of each length in move order; the first with an effect is minimal.
        std::unordered_set<std::string> seen{key(rules->start())};
        std::vector<std::pair<std::vector<int>, Position>> level{{{}, rules->start()}};
        int allowedWords = 0;
        for (int len = 1; len <= window; ++len) {
            std::vector<std::pair<std::vector<int>, Position>> next;
            for (const auto& [word, p] : level)
                for (int m = 0; m < moves; ++m) {
                    std::vector<int> w = word;
                    w.push_back(m);
                    const Position q = rules->apply(p, m);
                    const bool minimal = seen.insert(key(q)).second;
                    int state = pruner.start();
                    bool allowed = true;
                    for (int x : w) {
                        allowed = allowed && pruner.allowed(state, x);
                        state = pruner.after(state, x);
                    }
                    QCOMPARE(allowed, minimal);
                    allowedWords += allowed ? 1 : 0;
                    next.emplace_back(w, q);
                }
            level.swap(next);
        }
        QVERIFY(allowedWords > 0);
        // Long answers: every prefix window is allowed.
        const Oracle oracle(*rules, rules->goal());
        for (std::size_t i = 0; i < oracle.all().size(); i += 37) {
            const auto answer = oracle.answer(oracle.all()[i]);
            if (!answer)
                continue;
            int state = pruner.start();
            for (int m : *answer) {
                QVERIFY(pruner.allowed(state, m));
                state = pruner.after(state, m);
            }
        }
    }

    // The blank-path pruning of sliding puzzles (SlidingPruner) never cuts a first
    // shortest answer: on full boards of 3x2, 2x4 and 3x3 cells, each position's first
    // shortest answer in the move order D, L, R, U (the test's own breadth-first search
    // over the positions the goal reaches) passes the automaton move by move. And it
    // does prune: RDLURD, the second half of the blank's three laps around a 2x2 block,
    // equals the earlier DRULDR and is refused at its last move.
    void slidingPruner_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::newRow("3x2") << 3 << 2;
        QTest::newRow("2x4") << 2 << 4;
        QTest::newRow("3x3") << 3 << 3;
    }
    void slidingPruner()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        const std::vector<std::pair<int, int>> steps{{0, 1}, {-1, 0}, {1, 0}, {0, -1}};  // D L R U
        const pl::search::SlidingPruner pruner(steps, 10);
        QVERIFY(pruner.patterns() > 0);
        auto passes = [&](const std::vector<int>& word) {
            int state = pruner.start();
            for (int m : word) {
                state = pruner.next(state, m);
                if (state < 0)
                    return false;
            }
            return true;
        };
        QVERIFY(passes({0, 2, 3, 1, 0, 2}));   // DRULDR
        QVERIFY(!passes({2, 0, 1, 3, 2, 0}));  // RDLURD
        QVERIFY(passes({2, 0, 1, 3, 2}));      // RDLUR: its start is fine

        // Positions as strings of labels (0 the blank), the goal 1 2 ... 0.
        const int n = w * h;
        auto moveBlank = [&](const std::string& p, int m) -> std::optional<std::string> {
            const int b = static_cast<int>(p.find('\0'));
            const int x = b % w + steps[static_cast<std::size_t>(m)].first;
            const int y = b / w + steps[static_cast<std::size_t>(m)].second;
            if (x < 0 || x >= w || y < 0 || y >= h)
                return std::nullopt;
            std::string q = p;
            std::swap(q[static_cast<std::size_t>(b)], q[static_cast<std::size_t>(y * w + x)]);
            return q;
        };
        std::string goal;
        for (int c = 0; c < n; ++c)
            goal.push_back(static_cast<char>((c + 1) % n));
        std::unordered_map<std::string, int> dist{{goal, 0}};
        std::deque<std::string> queue{goal};
        while (!queue.empty()) {
            const std::string p = queue.front();
            queue.pop_front();
            for (int m = 0; m < 4; ++m)
                if (const auto q = moveBlank(p, m); q && dist.emplace(*q, dist.at(p) + 1).second)
                    queue.push_back(*q);
        }
        long long longest = 0;
        for (const auto& [start, d] : dist) {
            std::string p = start;
            std::vector<int> answer;
            for (int left = d; left > 0; --left)
                for (int m = 0; m < 4; ++m)
                    if (const auto q = moveBlank(p, m); q && dist.at(*q) == left - 1) {
                        answer.push_back(m);
                        p = *q;
                        break;
                    }
            QCOMPARE(static_cast<int>(answer.size()), d);
            if (!passes(answer))
                QFAIL(qPrintable(QStringLiteral("the first shortest answer of a position at "
                                                "distance %1 is pruned")
                                     .arg(d)));
            longest = std::max<long long>(longest, d);
        }
        QVERIFY(longest >= 20);  // answers longer than the window are checked too
    }

    // Loopover 4x4 (16! arrangements): a full Scramble is answered (the databases of
    // 6 of 16 tiles, 5,765,760 entries, within the memory limit), the answer replays,
    // and a second solve reuses the databases. Building stops when cancelled.
    void loopover4ScrambleAndCancel()
    {
        const auto entry = bundled("loopover-4");
        QVERIFY(entry);
        const auto& rules = entry->rules;
        QVERIFY(pl::IdaEngine::fits(*rules));
        {
            pl::IdaEngine engine(rules, {});
            pl::CancelToken cancel;
            bool building = false;
            const Answer a = engine.solve(
                pl::SolveRequest{rules->start(), rules->goal()},
                [&](const pl::Progress& p) {
                    // Once the build has done some work.
                    if (p.phase == pl::Phase::BuildingTable && p.nodes > 0) {
                        building = true;
                        cancel.cancel();
                    }
                },
                cancel);
            QCOMPARE(a.outcome, Outcome::Cancelled);
            QVERIFY(building);
        }
        pl::IdaEngine engine(rules, {});
        const pl::CancelToken never;
        std::mt19937_64 rng(20261201);
        for (int trial = 0; trial < 2; ++trial) {
            // A random walk of 640 moves from the goal, as Scramble does.
            Position p = rules->start();
            for (int step = 0; step < 640; ++step)
                rules->applyInPlace(p, int(rng() % std::uint64_t(rules->moveCount())));
            const Answer a = engine.solve(pl::SolveRequest{p, rules->goal()}, {}, never);
            QCOMPARE(a.outcome, Outcome::Solved);
            QVERIFY(a.stats.tableBytes <= pl::kDefaultMaxMemoryBytes);
            if (trial == 1)
                QCOMPARE(a.stats.buildMs, 0.0);
            Position q = p;
            for (int m : a.moves)
                rules->applyInPlace(q, m);
            QVERIFY(rules->reached(q, rules->goal()).has_value());
        }
    }
};

QTEST_GUILESS_MAIN(TestIdaTiles)
#include "tst_ida_tiles.moc"
