// Watching the search (SPEC 9, issue 24): what the Watch the Search view reads
// (search/watch_trace.h) equals what the engines report themselves, on each seed
// puzzle with its classic engine and on the 15-puzzle's databases; the gate pauses,
// steps and stops the search.
#include <QtTest>

#include "engine_cases.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <random>
#include <set>
#include <thread>

#include "core/contest/clocks/clocks.h"
#include "core/definition_puzzle.h"
#include "core/engine.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "core/search/bfs.h"
#include "core/search/watch_trace.h"

using namespace pl;
using namespace pl::test;
using search::WatchTrace;

namespace {

struct Solved {
    Answer watched;
    Answer plain;
};

// The engine `name` on `p`, watched at full speed and unwatched.
Solved solveBoth(const PuzzleEntry& entry, const std::string& name, const Position& p,
                 WatchTrace& trace)
{
    const CancelToken never;
    trace.run(0);
    auto engine = makeEngine(entry, name, noCache());
    SolveRequest request{p, entry.rules->goal()};
    request.observer = &trace;
    Solved out;
    out.watched = engine->solve(request, {}, never);
    auto again = makeEngine(entry, name, noCache());
    out.plain = again->solve({p, entry.rules->goal()}, {}, never);
    return out;
}

}  // namespace

class TstWatchTrace : public QObject {
    Q_OBJECT

private slots:
    // The Rotation Game's classic IDA* (8 - most frequent centre label, never undo the
    // last move): its iterations and nodes as the engine counts them; the children the
    // no-undo rule leaves out are counted; the path of the goal node is the answer.
    void rotationIdaIsTheEngines()
    {
        const auto entry = bundledEntry("rotation");
        QVERIFY(entry);
        const Position p = scrambled(*entry->rules, 9, 5);
        WatchTrace trace;
        const Solved s = solveBoth(*entry, "rotation-ida", p, trace);
        QCOMPARE(s.watched.outcome, Outcome::Solved);
        QCOMPARE(s.watched.moves, s.plain.moves);
        QCOMPARE(s.watched.stats.nodes, s.plain.stats.nodes);
        const WatchTrace::Snapshot shot = trace.snapshot();
        QVERIFY(!shot.iterations.empty());
        QCOMPARE(shot.iterations.back().total, s.watched.stats.nodes);
        QCOMPARE(shot.iterations.back().bound, static_cast<int>(s.watched.moves.size()));
        std::uint64_t sum = 0;
        for (std::size_t i = 0; i < shot.iterations.size(); ++i) {
            sum += shot.iterations[i].nodes;
            if (i > 0)
                QCOMPARE(shot.iterations[i].bound, shot.iterations[i - 1].next);
        }
        QCOMPARE(sum, s.watched.stats.nodes);
        // Every node the engine counts was told, once.
        QCOMPARE(shot.nodes, s.watched.stats.nodes);
        QVERIFY(shot.cutByBound > 0);
        QVERIFY(shot.skippedRule > 0);  // the no-undo rule
        QVERIFY(shot.answer.has_value());
        QCOMPARE(*shot.answer, s.watched.moves);
        QCOMPARE(shot.fate, search::NodeFate::Goal);
        QCOMPARE(shot.path, s.watched.moves);
        QCOMPARE(shot.h, 0);
        // The last iteration's tree: every node of it, the goal last on the path.
        const std::vector<WatchTrace::TreeNode> tree = trace.tree();
        QVERIFY(!tree.empty());
        std::uint64_t entered = 0;
        for (const auto& n : tree)
            if (n.kind != WatchTrace::TreeKind::SkippedRule)
                ++entered;
        if (!shot.treeTruncated)
            QCOMPARE(entered, shot.iterations.back().nodes);
        // The CSV: a header and one row per iteration, then the answer.
        const std::string csv = trace.csv();
        QCOMPARE(static_cast<std::size_t>(std::count(csv.begin(), csv.end(), '\n')),
                 shot.iterations.size() + 2);
        QVERIFY(csv.rfind("event,bound_or_depth,count,total,next_bound,search_ms\n", 0) == 0);
    }

    // The generic `ida` engine on the Rotation Game and on the 15-puzzle's additive
    // databases: nodes told equal the nodes counted, cuts by the bound and by the move
    // rules told as children left out.
    void idaNodesAreTheEngines_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("moves");
        QTest::newRow("rotation") << QStringLiteral("rotation") << 7;
        QTest::newRow("fifteen-puzzle") << QStringLiteral("fifteen-puzzle") << 30;
        // Pieces that turn (the tracked-piece search) and tracked tiles.
        QTest::newRow("cube-2") << QStringLiteral("cube-2") << 7;
        QTest::newRow("pyraminx") << QStringLiteral("pyraminx") << 10;
        QTest::newRow("loopover-3") << QStringLiteral("loopover-3") << 8;
        QTest::newRow("topspin") << QStringLiteral("topspin") << 5;
    }
    void idaNodesAreTheEngines()
    {
        QFETCH(QString, key);
        QFETCH(int, moves);
        const auto entry = bundledEntry(key.toStdString());
        QVERIFY(entry);
        const Position p = scrambled(*entry->rules, moves, 3);
        WatchTrace trace;
        const Solved s = solveBoth(*entry, "ida", p, trace);
        QCOMPARE(s.watched.outcome, Outcome::Solved);
        QCOMPARE(s.watched.moves, s.plain.moves);
        const WatchTrace::Snapshot shot = trace.snapshot();
        QVERIFY(!shot.iterations.empty());
        QCOMPARE(shot.nodes, shot.iterations.back().total);
        QVERIFY(shot.skippedBound > 0);
        QVERIFY(shot.skippedRule > 0);
        QCOMPARE(shot.path, s.watched.moves);
        QCOMPARE(shot.fate, search::NodeFate::Goal);
    }

    // Magic Squares' breadth-first search over permutations ranked by their Cantor
    // code: every complete layer holds as many boards as the histogram says, every
    // board taken from the queue is told with its rank.
    void msquareBfsLayersAreTheHistogram()
    {
        const auto entry = bundledEntry("msquare");
        QVERIFY(entry);
        const Position p = scrambled(*entry->rules, 40, 9);
        WatchTrace table;
        const Solved t = solveBoth(*entry, "msquare-table", p, table);
        QCOMPARE(t.watched.outcome, Outcome::Solved);
        // The table engine over the definition: its build's layers are the histogram.
        auto tableEngine = makeEngine(*entry, "table", noCache());
        QVERIFY(tableEngine);
        WatchTrace whole;
        whole.run(0);
        SolveRequest r{p, entry->rules->goal()};
        r.observer = &whole;
        const CancelToken never;
        QCOMPARE(tableEngine->solve(r, {}, never).outcome, Outcome::Solved);
        const auto layers = whole.snapshot().layers;
        QVERIFY(layers.size() > 20);
        std::uint64_t all = 0;
        for (const auto& l : layers)
            all += l.count;
        QCOMPARE(all, std::uint64_t{40320});

        WatchTrace trace;
        const Solved s = solveBoth(*entry, "msquare-bfs", p, trace);
        QCOMPARE(s.watched.outcome, Outcome::Solved);
        QCOMPARE(s.watched.moves, s.plain.moves);
        const WatchTrace::Snapshot shot = trace.snapshot();
        // Layers 0 .. length-1 are complete (the search stops inside the answer's layer);
        // the group's distances from any board are those from the goal.
        QCOMPARE(shot.layers.size(), s.watched.moves.size());
        for (std::size_t d = 0; d < shot.layers.size(); ++d) {
            QCOMPARE(shot.layers[d].depth, static_cast<int>(d));
            QCOMPARE(shot.layers[d].count, layers[d].count);
        }
        QCOMPARE(shot.nodes, s.watched.stats.nodes);
        // The queue: every board put in and not yet taken out (the root is never put in).
        QCOMPARE(shot.queueLength, s.watched.stats.statesStored - s.watched.stats.nodes);
        QCOMPARE(shot.queueFront.size(), std::min<std::size_t>(8, shot.queueLength));
        for (const auto& waiting : shot.queueFront) {
            QVERIFY(waiting.size() >= shot.path.size());
            QVERIFY(waiting.size() <= shot.path.size() + 1);
        }
        QCOMPARE(shot.fate, search::NodeFate::Dequeued);
        QVERIFY(shot.answer.has_value());
        QCOMPARE(*shot.answer, s.watched.moves);
    }

    // A watched table build tells each position it expands, drawn as the puzzle's
    // position, with its distance from the goal: a second engine (breadth-first from
    // that position, or a table read through the projection) finds it that far away.
    void tableBuildTellsThePositionsItExpands_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("checker");
        QTest::newRow("msquare") << "msquare"
                                 << "bfs";
        QTest::newRow("eight-puzzle") << "eight-puzzle"
                                      << "bfs";
        QTest::newRow("lights-out-3") << "lights-out-3"
                                      << "bfs";
        QTest::newRow("cube-2") << "cube-2"
                                << "table";
        QTest::newRow("pyraminx") << "pyraminx"
                                  << "table";
    }
    void tableBuildTellsThePositionsItExpands()
    {
        QFETCH(QString, key);
        QFETCH(QString, checker);
        const auto entry = bundledEntry(key.toStdString());
        QVERIFY(entry);
        struct Told {
            std::vector<std::uint8_t> cells;
            int level;
            std::uint64_t rank;
            std::vector<std::uint8_t> next;  // the queue's front, if any
            std::uint64_t waiting;
            std::size_t queueShown;
        };
        // Keeps the first `keep` positions told, then stops the build.
        struct Recorder : search::SearchObserver {
            std::vector<Told> told;
            std::vector<std::uint64_t> layers;
            CancelToken cancel;
            std::size_t keep = 20000;
            [[nodiscard]] bool watchesNodes() const override { return true; }
            void node(const search::NodeEvent& e) override
            {
                if (e.position.empty() || e.fate != search::NodeFate::Dequeued)
                    return;
                if (told.size() < keep)
                    told.push_back({{e.position.begin(), e.position.end()},
                                    e.level,
                                    e.rank,
                                    e.queue.empty() ? std::vector<std::uint8_t>{} : e.queue[0],
                                    e.queueLength,
                                    e.queue.size()});
                else
                    cancel.cancel();
            }
            void layerDone(int, std::uint64_t count) override { layers.push_back(count); }
        } rec;
        auto engine = makeEngine(*entry, "table", noCache());
        QVERIFY(engine);
        const Position start = scrambled(*entry->rules, 6, 3);
        SolveRequest r{start, entry->rules->goal()};
        r.observer = &rec;
        const Answer a = engine->solve(r, {}, rec.cancel);
        QVERIFY(a.outcome == Outcome::Solved || a.outcome == Outcome::Cancelled);
        QVERIFY(rec.told.size() > 50);
        // Levels in order from 0, each position once, never more in a level than the
        // layer holds.
        std::set<std::uint64_t> ranks;
        std::map<int, std::uint64_t> perLevel;
        int last = 0;
        for (const Told& t : rec.told) {
            QVERIFY(t.level >= last);
            last = t.level;
            QVERIFY(ranks.insert(t.rank).second);
            ++perLevel[t.level];
            QCOMPARE(t.cells.size(), start.cells.size());
        }
        QCOMPARE(rec.told.front().level, 0);
        // The queue told with each position: its front is the next position expanded,
        // and it shrinks by one a position, less the children that one put in.
        for (std::size_t i = 0; i + 1 < rec.told.size(); ++i) {
            const Told& t = rec.told[i];
            QVERIFY(t.queueShown <= 8);
            QVERIFY(t.queueShown <= t.waiting);
            if (t.waiting == 0)
                continue;
            QVERIFY(t.queueShown == std::min<std::uint64_t>(8, t.waiting));
            QCOMPARE(t.next, rec.told[i + 1].cells);
            QVERIFY(rec.told[i + 1].waiting + 1 >= t.waiting);
        }
        for (const auto& [level, n] : perLevel)
            if (static_cast<std::size_t>(level) < rec.layers.size())
                QVERIFY(n <= rec.layers[static_cast<std::size_t>(level)]);
        // A sample of them, each solved again from its picture.
        auto second = makeEngine(*entry, checker.toStdString(), noCache());
        QVERIFY(second);
        const CancelToken never;
        const std::size_t stride = std::max<std::size_t>(1, rec.told.size() / 25);
        int checked = 0;
        for (std::size_t i = 0; i < rec.told.size(); i += stride) {
            const Told& t = rec.told[i];
            const Position p{t.cells};
            QVERIFY2(entry->rules->validate(p).empty(), qPrintable(key));
            const Answer b = second->solve({p, entry->rules->goal()}, {}, never);
            QCOMPARE(b.outcome, Outcome::Solved);
            QCOMPARE(static_cast<int>(b.moves.size()), t.level);
            ++checked;
        }
        QVERIFY(checked >= 20);
        QVERIFY(last >= 3);
    }

    // clocks-bfs keeps one tree rooted at the solved position; watched, it searches from
    // the board's position instead and gives the same answer, its complete layers those of
    // the clocks' space (the moves commute: every position's layers are the solved one's).
    void clocksBfsWatchedFromTheBoard()
    {
        const auto entry = bundledEntry("clocks");
        QVERIFY(entry);
        const Position p = scrambled(*entry->rules, 9, 5);
        WatchTrace trace;
        const Solved s = solveBoth(*entry, "clocks-bfs", p, trace);
        QCOMPARE(s.watched.outcome, Outcome::Solved);
        QCOMPARE(s.watched.moves, s.plain.moves);
        QVERIFY(s.watched.moves.size() >= 3);
        const ProgressFn quiet;
        const CancelToken never;
        SearchMonitor monitor(quiet, never, Phase::BreadthFirst);
        const auto whole =
            search::breadthFirst(clocks::ClocksSpace{}, clocks::Packed{0}, monitor).histogram();
        const WatchTrace::Snapshot shot = trace.snapshot();
        QCOMPARE(shot.layers.size(), s.watched.moves.size());
        for (std::size_t d = 0; d < shot.layers.size(); ++d)
            QCOMPARE(shot.layers[d].count, whole[d]);
        QCOMPARE(shot.nodes, s.watched.stats.nodes);
        QCOMPARE(shot.fate, search::NodeFate::Dequeued);
        QVERIFY(shot.answer.has_value());
        QCOMPARE(*shot.answer, s.watched.moves);
    }

    // The window's way (a DefinitionPuzzle's engine, Engine::watch): a puzzle of stickers
    // with pieces builds its table over the pieces, and the view hears of stickers, each
    // position one of the puzzle's, as far from the goal as the build says.
    void tableBuildThroughThePuzzleTellsStickers()
    {
        const auto entry = bundledEntry("cube-2");
        QVERIFY(entry);
        QVERIFY(entry->rules->pieceRules());
        const DefinitionPuzzle puzzle(entry, noCache());
        auto engine = puzzle.makeEngine("table");
        QVERIFY(engine);
        WatchTrace trace;
        trace.step(400);
        engine->watch(&trace);
        const Position start = scrambled(*entry->rules, 6, 3);
        const CancelToken never;
        Answer answer;
        std::thread solving([&] { answer = engine->solve(start, {}, never); });
        for (int i = 0; i < 2000 && trace.snapshot().events < 401; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        const WatchTrace::Snapshot shot = trace.snapshot();
        trace.stop();
        solving.join();
        QVERIFY(shot.events >= 401);
        QVERIFY(shot.hasNode);
        QCOMPARE(static_cast<int>(shot.position.size()), puzzle.cellCount());
        const Position told{shot.position};
        QVERIFY(entry->rules->validate(told).empty());
        auto checker = makeEngine(*entry, "table", noCache());
        const Answer b = checker->solve({told, entry->rules->goal()}, {}, never);
        QCOMPARE(b.outcome, Outcome::Solved);
        QCOMPARE(static_cast<int>(b.moves.size()), shot.level);
        QVERIFY(shot.level >= 3);
    }

    // The Clocks' enumeration: 4^9 vectors tried, the best is the answer.
    void clocksEnumerationCountsEveryVector()
    {
        const auto entry = bundledEntry("clocks");
        QVERIFY(entry);
        const Position p = scrambled(*entry->rules, 6, 2);
        WatchTrace trace;
        const Solved s = solveBoth(*entry, "clocks-enumerate", p, trace);
        QCOMPARE(s.watched.outcome, Outcome::Solved);
        QCOMPARE(s.watched.moves, s.plain.moves);
        const WatchTrace::Snapshot shot = trace.snapshot();
        QCOMPARE(shot.enumerationTotal, std::uint64_t{262144});
        QCOMPARE(shot.enumerated, std::uint64_t{262144});
        QCOMPARE(shot.bestLength, static_cast<int>(s.watched.moves.size()));
        // The best vector's counts are the answer's moves, counted.
        std::vector<int> counts(9, 0);
        for (const int m : s.watched.moves)
            ++counts[static_cast<std::size_t>(m)];
        QCOMPARE(shot.bestCounts, counts);
        // Each solving vector is the best with one to four turns added per move (every
        // digit free modulo 4 gives 4^9 / 4^9 = 1 class): only one vector solves.
        QCOMPARE(shot.solutionsSeen, std::uint64_t{1});
    }

    // The linear engine: the elimination modulo n, pivot by pivot, down to the rank;
    // then every solution the kernel leaves is tried, the fewest moves kept.
    void linearEliminationStepByStep_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("rank");
        QTest::addColumn<int>("kernel");
        QTest::newRow("clocks (mod 4, invertible)") << QStringLiteral("clocks") << 9 << 1;
        // Lights Out 5x5: the 25 presses have rank 23 over GF(2), so 4 solutions.
        QTest::newRow("lights out 5x5 (mod 2)") << QStringLiteral("lights-out-5") << 23 << 4;
    }
    void linearEliminationStepByStep()
    {
        QFETCH(QString, key);
        QFETCH(int, rank);
        QFETCH(int, kernel);
        const auto entry = bundledEntry(key.toStdString());
        QVERIFY(entry);
        const Position p = scrambled(*entry->rules, 7, 4);
        WatchTrace trace;
        const Solved s = solveBoth(*entry, "linear", p, trace);
        QCOMPARE(s.watched.outcome, Outcome::Solved);
        QCOMPARE(s.watched.moves, s.plain.moves);
        const WatchTrace::Snapshot shot = trace.snapshot();
        QVERIFY(shot.hasLinear);
        QCOMPARE(shot.matrixRank, rank);
        QCOMPARE(shot.kernel, static_cast<std::uint64_t>(kernel));
        QVERIFY(shot.pivots >= rank);
        // Diagonal: every entry off the diagonal is 0.
        for (std::size_t i = 0; i < shot.matrix.size(); ++i)
            for (std::size_t j = 0; j < shot.matrix[i].size(); ++j)
                if (i != j)
                    QCOMPARE(shot.matrix[i][j], 0);
        QCOMPARE(shot.candidates, static_cast<std::uint64_t>(kernel));
        QCOMPARE(shot.bestCost, static_cast<int>(s.watched.moves.size()));
        std::vector<int> counts(static_cast<std::size_t>(entry->rules->moveCount()), 0);
        for (const int m : s.watched.moves)
            ++counts[static_cast<std::size_t>(m)];
        QCOMPARE(shot.bestCandidate, counts);
    }

    // The gate: a paused search holds on the event it told; Step lets one more through;
    // run to the boundary stops after an iteration; stop ends a held search at once.
    void gatePausesStepsAndStops()
    {
        const auto entry = bundledEntry("rotation");
        QVERIFY(entry);
        const Position p = scrambled(*entry->rules, 12, 8);
        WatchTrace trace;  // paused from the start
        // No search time before the first event (an engine's databases are not its search).
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        QCOMPARE(trace.snapshot().searchMs, 0.0);
        CancelToken cancel;
        Answer answer;
        auto engine = makeEngine(*entry, "rotation-ida", noCache());
        std::thread worker([&] {
            SolveRequest r{p, entry->rules->goal()};
            r.observer = &trace;
            answer = engine->solve(r, {}, cancel);
        });
        const auto waitFor = [&](std::uint64_t events) {
            for (int i = 0; i < 500 && trace.snapshot().events < events; ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            return trace.snapshot().events;
        };
        QCOMPARE(waitFor(1), std::uint64_t{1});
        const double heldAt = trace.snapshot().searchMs;
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        QCOMPARE(trace.snapshot().events, std::uint64_t{1});  // held
        // Time held at the gate is not search time.
        QVERIFY(trace.snapshot().searchMs - heldAt < 1.0);
        trace.step(3);
        QCOMPARE(waitFor(4), std::uint64_t{4});
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        QCOMPARE(trace.snapshot().events, std::uint64_t{4});
        trace.runToBoundary();
        for (int i = 0; i < 500 && trace.snapshot().iterations.empty(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        const WatchTrace::Snapshot atBoundary = trace.snapshot();
        QCOMPARE(atBoundary.iterations.size(), std::size_t{1});
        QCOMPARE(trace.pace(), WatchTrace::Pace::Paused);
        // Held AT the iteration's end: the next one has not begun, its tree is whole.
        QCOMPARE(atBoundary.bound, atBoundary.iterations.back().bound);
        QCOMPARE(static_cast<std::uint64_t>(trace.tree().size()) -
                     atBoundary.skippedRule,  // the tree also holds the children left out
                 atBoundary.iterations.back().nodes);
        // Next again: the held boundary goes through, the next iteration's end holds.
        trace.runToBoundary();
        for (int i = 0; i < 500 && trace.snapshot().iterations.size() < 2; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        QCOMPARE(trace.snapshot().iterations.size(), std::size_t{2});
        QCOMPARE(trace.pace(), WatchTrace::Pace::Paused);
        cancel.cancel();
        trace.stop();
        worker.join();
        QCOMPARE(answer.outcome, Outcome::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TstWatchTrace)
#include "tst_watch_trace.moc"
