// The table engine over the orbit model (issue 20): a 2x2x2 cube's corners, one held
// fixed, built as a model directly (seven pieces with three orientations each), give the
// published histograms in both metrics; its answers are shortest (checked against a
// plain breadth-first search written here) and smallest in move order; positions with a
// single corner twisted are valid but unsolvable; a build stopped in a scanned level, or
// over bitsets, keeps nothing; counts alone (no entries) keep no table. Two orbits tied
// beyond parities and sums make a table of what is reached.
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cstdint>
#include <map>
#include <random>
#include <vector>

#include "core/engines/table_engine.h"
#include "core/model/orbit_model.h"
#include "core/rules/rules.h"

namespace {

using pl::model::BaseMove;
using pl::model::MoveMetric;
using pl::model::Orbit;
using pl::model::OrbitModel;

// URF UFL ULB UBR DFR DLF DRB (Kociemba's numbering, DBL held), U R F as "slot i takes
// the piece of slot from[i], turned by twist[i]".
std::shared_ptr<const pl::Rules> cube2(MoveMetric metric)
{
    const Orbit corners{"CORNERS", 7, 3, true};
    const std::vector<BaseMove> moves = {
        {"U", {{{3, 0, 1, 2, 4, 5, 6}, {}}}},
        {"R", {{{4, 1, 2, 0, 6, 5, 3}, {2, 0, 0, 1, 1, 0, 2}}}},
        {"F", {{{1, 5, 2, 3, 0, 4, 6}, {1, 2, 0, 0, 2, 1, 0}}}},
    };
    std::vector<int> solved = {0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 0, 0};
    pl::def::Goal goal;
    goal.values = solved;
    return std::make_shared<const pl::Rules>(OrbitModel({corners}, moves, metric), solved, goal,
                                             "cube2-corners");
}

// An independent rank: the Lehmer code of the pieces times the seven twists in base 3.
std::uint32_t rank(const std::uint8_t* s)
{
    std::uint32_t r = 0;
    for (int i = 0; i < 7; ++i) {
        int smaller = 0;
        for (int j = i + 1; j < 7; ++j)
            smaller += s[j] < s[i];
        r = r * static_cast<std::uint32_t>(7 - i) + static_cast<std::uint32_t>(smaller);
    }
    for (int i = 0; i < 7; ++i)
        r = r * 3 + s[7 + i];
    return r;
}

// Distances from the solved state by a plain breadth-first search: 255 = unreached.
std::vector<std::uint8_t> distances(const pl::Rules& rules)
{
    std::vector<std::uint8_t> dist(5040u * 2187u, 255);
    pl::Position start = rules.start();
    std::vector<pl::Position> level{start};
    dist[rank(start.cells.data())] = 0;
    for (int d = 1; !level.empty(); ++d) {
        std::vector<pl::Position> next;
        for (const pl::Position& p : level)
            for (int m = 0; m < rules.moveCount(); ++m) {
                pl::Position q = rules.apply(p, m);
                if (auto& slot = dist[rank(q.cells.data())]; slot == 255) {
                    slot = static_cast<std::uint8_t>(d);
                    next.push_back(std::move(q));
                }
            }
        level = std::move(next);
    }
    return dist;
}

// Four pieces that flip (C) and four that do not (D), turned by two moves that keep
// every arrangement even and every flip sum even: no parity or sum ties them, yet of
// the 12 x 8 x 12 arrangements and flips the moves reach only 24.
std::shared_ptr<const pl::Rules> tiedFlips()
{
    const Orbit c{"C", 4, 2, true};
    const Orbit d{"D", 4, 1, true};
    const std::vector<BaseMove> moves = {
        {"P", {{{1, 3, 2, 0}, {0, 1, 1, 0}}, {{0, 3, 1, 2}, {}}}},
        {"Q", {{{2, 3, 0, 1}, {0, 1, 0, 1}}, {{2, 3, 0, 1}, {}}}},
    };
    std::vector<int> solved = {0, 1, 2, 3, 0, 0, 0, 0, 0, 1, 2, 3};
    pl::def::Goal goal;
    goal.values = solved;
    return std::make_shared<const pl::Rules>(OrbitModel({c, d}, moves, MoveMetric::Power), solved,
                                             goal, "tied-flips");
}

}  // namespace

class TestOrbitTable : public QObject {
    Q_OBJECT

private slots:
    void halfTurnHistogramIsThePublishedOne()
    {
        pl::TableEngine engine(cube2(MoveMetric::Power), {});
        const pl::CancelToken cancel;
        const auto h = engine.histogram(cube2(MoveMetric::Power)->goal(), {}, cancel);
        QCOMPARE(h.outcome, pl::Outcome::Solved);
        const std::vector<std::uint64_t> published = {1,     9,      54,     321,     1847,   9992,
                                                      50136, 227536, 870072, 1887748, 623800, 2644};
        QCOMPARE(h.value.counts, published);
        // Every arrangement of the pieces with every twist is a valid position; the
        // two thirds whose twists do not add up to 0 (mod 3) cannot be solved.
        QCOMPARE(h.value.positions, std::uint64_t{5040} * 2187);
        QCOMPARE(h.value.unsolvable, std::uint64_t{5040} * 2187 - 3674160);
    }

    void quarterTurnHistogramIsThePublishedOne()
    {
        const auto rules = cube2(MoveMetric::Inverse);
        pl::TableEngine engine(rules, {});
        const pl::CancelToken cancel;
        const auto h = engine.histogram(rules->goal(), {}, cancel);
        QCOMPARE(h.outcome, pl::Outcome::Solved);
        const std::vector<std::uint64_t> published = {1,      6,       27,     120,    534,
                                                      2256,   8969,    33058,  114149, 360508,
                                                      930588, 1350852, 782536, 90280,  276};
        QCOMPARE(h.value.counts, published);
    }

    void answersAreShortestAndSmallest()
    {
        const auto rules = cube2(MoveMetric::Power);
        pl::TableEngine engine(rules, {});
        const std::vector<std::uint8_t> dist = distances(*rules);
        const pl::CancelToken cancel;
        std::mt19937_64 rng(20);
        for (int i = 0; i < 40; ++i) {
            pl::Position p = rules->start();
            for (int k = 0; k < 30; ++k)
                p = rules->apply(p, static_cast<int>(rng() % 9));
            const pl::Answer a = engine.solve({p, rules->goal()}, {}, cancel);
            QCOMPARE(a.outcome, pl::Outcome::Solved);
            // Shortest: as long as the breadth-first distance, and the engine's distance.
            QCOMPARE(static_cast<int>(a.moves.size()), int{dist[rank(p.cells.data())]});
            const auto d = engine.distance({p, rules->goal()}, {}, cancel);
            QCOMPARE(d.value, static_cast<int>(a.moves.size()));
            // Smallest: each move is the first in move order that gets one step closer.
            pl::Position walk = p;
            int left = static_cast<int>(a.moves.size());
            for (int m : a.moves) {
                for (int earlier = 0; earlier < m; ++earlier)
                    QVERIFY(dist[rank(rules->apply(walk, earlier).cells.data())] >= left);
                walk = rules->apply(walk, m);
                --left;
                QCOMPARE(int{dist[rank(walk.cells.data())]}, left);
            }
            QVERIFY(rules->reached(walk).has_value());
        }
    }

    // The large levels are scanned and pulled block by block on the table's threads
    // (search/table_build.h): stopped from a progress report in one of them, the build
    // keeps nothing, and the next one gives the published counts.
    void stoppedInAScannedLevelKeepsNothing()
    {
        const auto rules = cube2(MoveMetric::Power);
        pl::EngineOptions options{pl::TableEngine(rules, {}).bytesNeeded(rules->goal())};
        options.threads = 3;
        pl::TableEngine engine(rules, options);
        pl::CancelToken token;
        int stoppedAt = -1;
        const pl::ProgressFn cancelling = [&](const pl::Progress& p) {
            if (p.depth >= 7 && stoppedAt < 0) {
                stoppedAt = p.depth;
                token.cancel();
            }
        };
        const auto stopped = engine.histogram(rules->goal(), cancelling, token);
        // A report from a level before the last (11) stops the build before its end.
        if (stoppedAt >= 0 && stoppedAt < 11) {
            QCOMPARE(stopped.outcome, pl::Outcome::Cancelled);
            QCOMPARE(engine.tableBytes(), std::size_t{0});
        }
        const auto again = engine.histogram(rules->goal(), {}, pl::CancelToken{});
        QCOMPARE(again.outcome, pl::Outcome::Solved);
        const std::vector<std::uint64_t> published = {1,     9,      54,     321,     1847,   9992,
                                                      50136, 227536, 870072, 1887748, 623800, 2644};
        QCOMPARE(again.value.counts, published);
    }

    // With the memory to spare (three bits a position), the build goes over bitsets
    // (buildByBlockBits); stopped there it keeps nothing either, and built again it gives
    // the published counts on any number of threads.
    void stoppedOverBitsKeepsNothing()
    {
        const auto rules = cube2(MoveMetric::Power);
        pl::EngineOptions options;
        options.threads = 3;
        pl::TableEngine engine(rules, options);
        pl::CancelToken token;
        token.cancel();
        const auto stopped = engine.histogram(rules->goal(), {}, token);
        QCOMPARE(stopped.outcome, pl::Outcome::Cancelled);
        QCOMPARE(engine.tableBytes(), std::size_t{0});
        const std::vector<std::uint64_t> published = {1,     9,      54,     321,     1847,   9992,
                                                      50136, 227536, 870072, 1887748, 623800, 2644};
        for (const unsigned threads : {1u, 2u, 3u}) {
            options.threads = threads;
            pl::TableEngine fresh(rules, options);
            const auto built = fresh.histogram(rules->goal(), {}, pl::CancelToken{});
            QCOMPARE(built.outcome, pl::Outcome::Solved);
            QCOMPARE(built.value.counts, published);
        }
    }

    // Counts alone (the command line's `--histogram` with no disk cache): the build over
    // bitsets writes no entries, gives the published counts in both metrics on any
    // number of threads, and leaves nothing in the engine, whose next look-up builds the
    // whole table and answers as the plain breadth-first search does. With a disk cache the
    // table is built whole and kept, as for any histogram.
    void countsAloneGiveTheCountsAndKeepNoTable()
    {
        const std::vector<std::uint64_t> halfTurn = {1,     9,      54,     321,     1847,   9992,
                                                     50136, 227536, 870072, 1887748, 623800, 2644};
        const std::vector<std::uint64_t> quarterTurn = {1,      6,       27,     120,    534,
                                                        2256,   8969,    33058,  114149, 360508,
                                                        930588, 1350852, 782536, 90280,  276};
        const pl::CancelToken cancel;
        for (const MoveMetric metric : {MoveMetric::Power, MoveMetric::Inverse})
            for (const unsigned threads : {1u, 2u, 3u}) {
                const auto rules = cube2(metric);
                pl::EngineOptions options;
                options.threads = threads;
                options.cacheFolder = std::string();
                pl::TableEngine engine(rules, options);
                const auto h = engine.histogram(rules->goal(), {}, cancel, true);
                QCOMPARE(h.outcome, pl::Outcome::Solved);
                QCOMPARE(h.value.counts, metric == MoveMetric::Power ? halfTurn : quarterTurn);
                QCOMPARE(h.value.positions, std::uint64_t{5040} * 2187);
                QCOMPARE(h.value.unsolvable, std::uint64_t{5040} * 2187 - 3674160);
                QCOMPARE(engine.tableBytes(), std::size_t{0});
                if (metric != MoveMetric::Power || threads != 2)
                    continue;
                const std::vector<std::uint8_t> dist = distances(*rules);
                std::mt19937_64 rng(7);
                for (int i = 0; i < 20; ++i) {
                    pl::Position p = rules->start();
                    for (int k = 0; k < 25; ++k)
                        p = rules->apply(p, static_cast<int>(rng() % 9));
                    const auto d = engine.distance({p, rules->goal()}, {}, cancel);
                    QCOMPARE(d.outcome, pl::Outcome::Solved);
                    QCOMPARE(d.value, int{dist[rank(p.cells.data())]});
                }
                QVERIFY(engine.tableBytes() > 0);
                // Built whole now: a histogram asked again reads it.
                const auto again = engine.histogram(rules->goal(), {}, cancel, true);
                QCOMPARE(again.value.counts, halfTurn);
                QVERIFY(engine.tableBytes() > 0);
            }
        {
            // Stopped, it keeps nothing either; the next look-up builds the table whole.
            const auto rules = cube2(MoveMetric::Power);
            pl::EngineOptions options;
            options.cacheFolder = std::string();
            pl::TableEngine engine(rules, options);
            pl::CancelToken stop;
            stop.cancel();
            const auto stopped = engine.histogram(rules->goal(), {}, stop, true);
            QCOMPARE(stopped.outcome, pl::Outcome::Cancelled);
            QCOMPARE(engine.tableBytes(), std::size_t{0});
            pl::Position p = rules->start();
            for (const int m : {0, 3, 6, 1, 5})
                p = rules->apply(p, m);
            const auto d = engine.distance({p, rules->goal()}, {}, cancel);
            QCOMPARE(d.outcome, pl::Outcome::Solved);
            QCOMPARE(d.value, int{distances(*rules)[rank(p.cells.data())]});
            const pl::Answer a = engine.solve({p, rules->goal()}, {}, cancel);
            QCOMPARE(a.outcome, pl::Outcome::Solved);
            QCOMPARE(static_cast<int>(a.moves.size()), d.value);
        }
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const auto rules = cube2(MoveMetric::Power);
        pl::EngineOptions options;
        options.cacheFolder = folder.path().toStdString();
        pl::TableEngine engine(rules, options);
        const auto kept = engine.histogram(rules->goal(), {}, cancel, true);
        QCOMPARE(kept.value.counts, halfTurn);
        QVERIFY(engine.tableBytes() > 0);
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files).size(), qsizetype{1});
    }

    // Coordinates tied in a way the ranker does not state (search/space_coords.h fuses
    // them): the table holds the 24 reachable positions, not 1,152; the counts are a plain
    // breadth-first search's; every reachable position is solved in its distance, and a
    // valid pair the moves cannot reach is unsolvable.
    void tiedOrbitsHoldOnlyWhatIsReached()
    {
        const auto rules = tiedFlips();
        pl::TableEngine engine(rules, {});
        const pl::CancelToken cancel;
        const auto h = engine.histogram(rules->goal(), {}, cancel);
        QCOMPARE(h.outcome, pl::Outcome::Solved);
        QCOMPARE(h.value.entries, std::uint64_t{24});
        QCOMPARE(h.value.positions, std::uint64_t{9216});  // 24 x 16 x 24, all valid
        QCOMPARE(h.value.unsolvable, std::uint64_t{9192});
        // The reference: every position reached, by levels.
        // Positions by their ten digits in base 5 (keyed by number: GCC 12 warns falsely
        // on a map of byte vectors).
        const auto key = [](const pl::Position& p) {
            std::uint64_t k = 0;
            for (const std::uint8_t c : p.cells)
                k = k * 5 + c;
            return k;
        };
        std::map<std::uint64_t, std::pair<int, pl::Position>> dist{
            {key(rules->start()), {0, rules->start()}}};
        std::vector<pl::Position> level{rules->start()};
        std::vector<std::uint64_t> counts{1};
        for (int d = 1; !level.empty(); ++d) {
            std::vector<pl::Position> next;
            for (const pl::Position& p : level)
                for (int m = 0; m < rules->moveCount(); ++m) {
                    pl::Position q = rules->apply(p, m);
                    if (dist.emplace(key(q), std::pair{d, q}).second)
                        next.push_back(std::move(q));
                }
            if (!next.empty())
                counts.push_back(next.size());
            level = std::move(next);
        }
        QCOMPARE(h.value.counts, counts);
        for (const auto& [k, entry] : dist) {
            const int d = entry.first;
            pl::Position p = entry.second;
            const pl::Answer a = engine.solve({p, rules->goal()}, {}, cancel);
            QCOMPARE(a.outcome, pl::Outcome::Solved);
            QCOMPARE(static_cast<int>(a.moves.size()), d);
            for (int m : a.moves)
                p = rules->apply(p, m);
            QVERIFY(rules->reached(p).has_value());
        }
        pl::Position apart = rules->start();
        std::swap(apart.cells[8], apart.cells[9]);  // D's first three turned, C's not
        std::swap(apart.cells[9], apart.cells[10]);
        QVERIFY(rules->validate(apart).empty());
        QVERIFY(!dist.contains(key(apart)));
        QCOMPARE(engine.solve({apart, rules->goal()}, {}, cancel).outcome, pl::Outcome::Unsolvable);
    }

    void aSingleTwistedCornerIsUnsolvable()
    {
        const auto rules = cube2(MoveMetric::Power);
        pl::TableEngine engine(rules, {});
        pl::Position p = rules->start();
        p.cells[7] = 1;  // URF turned once in place
        QVERIFY(rules->validate(p).empty());
        const pl::CancelToken cancel;
        const pl::Answer a = engine.solve({p, rules->goal()}, {}, cancel);
        QCOMPARE(a.outcome, pl::Outcome::Unsolvable);
    }
};

QTEST_APPLESS_MAIN(TestOrbitTable)
#include "tst_orbit_table.moc"
