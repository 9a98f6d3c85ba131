// Watching the search (search/search_observer.h, SPEC 9): what an engine tells an
// observer equals what it reports itself. IDA*: every iteration's bound, in order, the
// nodes after the last equal to the engine's node count, the last bound the answer's
// length; breadth-first (a table build, bfs): the layers are the histogram. A watched
// solve answers exactly as an unwatched one.
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <vector>

#include "core/engines/bfs_engine.h"
#include "core/engines/ida_engine.h"
#include "core/engines/table_engine.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "core/search/deepening.h"
#include "core/search/search_observer.h"
#include "engine_cases.h"

using namespace pl;
using namespace pl::test;

namespace {

struct Recorder : search::SearchObserver {
    struct Iteration {
        int bound = 0;
        std::uint64_t nodes = 0;
        int next = 0;
    };
    std::vector<int> started;
    std::vector<Iteration> iterations;
    std::vector<std::pair<int, std::uint64_t>> layers;
    std::vector<std::vector<int>> answers;
    void iterationStarted(int bound) override { started.push_back(bound); }
    void iterationEnded(int bound, std::uint64_t nodes, int next) override
    {
        iterations.push_back({bound, nodes, next});
    }
    void layerDone(int depth, std::uint64_t count) override { layers.emplace_back(depth, count); }
    void solved(const std::vector<int>& moves) override { answers.push_back(moves); }
};

}  // namespace

class TstSearchObserver : public QObject {
    Q_OBJECT

private slots:
    void idaIterationsAreTheEngines_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("moves");
        QTest::newRow("15-puzzle (additive databases)") << QStringLiteral("fifteen-puzzle") << 40;
        QTest::newRow("2x2x2 (tracked pieces)") << QStringLiteral("cube-2") << 9;
        QTest::newRow("TopSpin (tracked tiles)") << QStringLiteral("topspin") << 12;
        QTest::newRow("Lights Out 3x3 (projections)") << QStringLiteral("lights-out-3") << 5;
    }
    void idaIterationsAreTheEngines()
    {
        QFETCH(QString, key);
        QFETCH(int, moves);
        const auto rules = bundledRules(key.toStdString());
        QVERIFY(rules);
        const CancelToken never;
        const Position p = scrambled(*rules, moves, 7);
        QVERIFY(!rules->reached(p));

        IdaEngine watchedEngine(rules, noCache());
        Recorder seen;
        SolveRequest watched{p, rules->goal()};
        watched.observer = &seen;
        const Answer a = watchedEngine.solve(watched, {}, never);
        QCOMPARE(a.outcome, Outcome::Solved);

        QVERIFY(!seen.iterations.empty());
        QCOMPARE(seen.started.size(), seen.iterations.size());
        for (std::size_t i = 0; i < seen.iterations.size(); ++i) {
            QCOMPARE(seen.iterations[i].bound, seen.started[i]);
            if (i > 0) {
                // Each bound is the least f the iteration before cut off, and the nodes
                // only grow.
                QCOMPARE(seen.iterations[i].bound, seen.iterations[i - 1].next);
                QVERIFY(seen.iterations[i].bound > seen.iterations[i - 1].bound);
                QVERIFY(seen.iterations[i].nodes >= seen.iterations[i - 1].nodes);
            }
        }
        QCOMPARE(seen.iterations.back().nodes, a.stats.nodes);
        QCOMPARE(seen.iterations.back().bound, static_cast<int>(a.moves.size()));
        QCOMPARE(seen.answers.size(), std::size_t{1});
        QCOMPARE(seen.answers.front(), a.moves);

        // Unwatched: the same answer after the same search.
        IdaEngine plain(rules, noCache());
        const Answer b = plain.solve({p, rules->goal()}, {}, never);
        QCOMPARE(b.moves, a.moves);
        QCOMPARE(b.stats.nodes, a.stats.nodes);
    }

    // The table engine's build, watched: its layers are the histogram, and it is built
    // even where a cached copy exists.
    void tableLayersAreTheHistogram()
    {
        const auto rules = bundledRules("eight-puzzle");
        QVERIFY(rules);
        const CancelToken never;
        QTemporaryDir dir;
        EngineOptions kept;
        kept.cacheFolder = dir.path().toStdString();
        kept.keepFromBytes = 0;
        TableEngine first(rules, kept);
        const auto h = first.histogram(rules->goal(), {}, never);
        QCOMPARE(h.outcome, Outcome::Solved);

        TableEngine watchedEngine(rules, kept);
        Recorder seen;
        SolveRequest watched{scrambled(*rules, 20, 3), rules->goal()};
        watched.observer = &seen;
        const Answer a = watchedEngine.solve(watched, {}, never);
        QCOMPARE(a.outcome, Outcome::Solved);
        QCOMPARE(a.stats.tablesRead, 0);
        QCOMPARE(seen.layers.size(), h.value.counts.size());
        for (std::size_t d = 0; d < seen.layers.size(); ++d) {
            QCOMPARE(seen.layers[d].first, static_cast<int>(d));
            QCOMPARE(seen.layers[d].second, h.value.counts[d]);
        }
    }

    // bfs from the goal of a puzzle whose moves are fixed permutations: every layer it
    // completes before it stops holds the positions at that distance (the histogram).
    void bfsLayersAreTheHistogram()
    {
        const auto rules = bundledRules("msquare");
        QVERIFY(rules);
        const CancelToken never;
        TableEngine table(rules, noCache());
        const auto h = table.histogram(rules->goal(), {}, never);
        QCOMPARE(h.outcome, Outcome::Solved);
        // A position at the largest distance: bfs completes every layer before it.
        const Position far = scrambled(*rules, 60, 11);
        const Answer t = table.solve({far, rules->goal()}, {}, never);
        QCOMPARE(t.outcome, Outcome::Solved);

        BfsEngine bfs(rules, noCache());
        Recorder seen;
        SolveRequest watched{rules->start(), rules->goal()};
        // bfs searches from the request's position: from the puzzle's goal, with `far`
        // as the goal.
        def::Goal toFar;
        toFar.values.assign(far.cells.begin(), far.cells.end());
        watched.goal = toFar;
        watched.observer = &seen;
        const Answer a = bfs.solve(watched, {}, never);
        QCOMPARE(a.outcome, Outcome::Solved);
        QVERIFY(!seen.layers.empty());
        QCOMPARE(seen.layers.size(), a.moves.size());  // layers 0 .. length - 1 complete
        for (std::size_t d = 0; d < seen.layers.size(); ++d) {
            QCOMPARE(seen.layers[d].first, static_cast<int>(d));
            QCOMPARE(seen.layers[d].second, h.value.counts[d]);
        }
        QCOMPARE(seen.answers.size(), std::size_t{1});
        QCOMPARE(seen.answers.front(), a.moves);
    }
};

QTEST_GUILESS_MAIN(TstSearchObserver)
#include "tst_search_observer.moc"
