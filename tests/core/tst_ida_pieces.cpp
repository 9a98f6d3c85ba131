// The `ida` engine on pieces that turn (SPEC 8.5): tracked-piece databases with
// orientations, group membership for solvability, and the search over every piece's slot
// and twist. A database over a whole orbit is the puzzle's own distance table, so the
// 2x2x2's must give the published histogram; ida's answers must be the table engine's,
// move for move, on the bundled twisty puzzles (the same first answer in move order, and
// "unsolvable" for the same positions); the 3x3x3 is solved 12 moves from solved,
// optimally (the same length with other databases), and stops when cancelled. Puzzles of
// identical pieces or open twists get the table's answers too (ida_loose.cpp).
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <numeric>
#include <random>
#include <sstream>

#include "core/definition_puzzle.h"
#include "core/engines/ida_engine.h"
#include "core/engines/ida_piece_search.h"
#include "core/engines/ida_puzzle.h"
#include "core/engines/table_engine.h"
#include "core/model/orbit_model.h"
#include "core/progress.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "core/rules/scramble.h"
#include "core/search/large_pages.h"
#include "core/search/tile_pdb.h"

using namespace pl;

namespace {

// A bundled puzzle's piece rules and the ida engine over them with the largest tables
// under 256 MB (the slot-coset table among them), built for the goal.
struct Largest {
    std::shared_ptr<const Rules> rules;
    std::unique_ptr<ida::IdaPuzzle> puzzle;
    std::unique_ptr<ida::IdaGoal> g;
};

Largest largestGoal(const QString& key)
{
    Largest out;
    const Registry bundled = Registry::bundled();
    const auto entry = bundled.find(key.toStdString());
    if (!entry)
        return out;
    out.rules = entry->rules->pieceRules();
    if (!out.rules)
        return out;
    EngineOptions options;
    options.maxMemoryBytes = std::uint64_t{256} << 20;
    options.largestTables = true;
    out.puzzle = std::make_unique<ida::IdaPuzzle>(out.rules, options, IdaOptions{});
    const ProgressFn none;
    const CancelToken cancel;
    SearchMonitor monitor(none, cancel, Phase::BuildingTable);
    out.g = out.puzzle->build(out.rules->goal(), monitor, cancel);
    return out;
}

std::shared_ptr<const PuzzleEntry> loadData(const std::string& file)
{
    const std::string path = std::string(PL_TEST_DATA_DIR) + "/" + file;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    Checked<PuzzleEntry> e = loadDefinition(s.str(), path, false);
    if (!e)
        qFatal("%s does not load", file.c_str());
    return std::make_shared<const PuzzleEntry>(std::move(*e.value));
}

Position played(const Rules& rules, const std::string& moves)
{
    Checked<Position> p = scrambled(rules, {}, moves);
    if (!p)
        qFatal("%s does not play", moves.c_str());
    return *p.value;
}

Position replayed(const Rules& rules, Position p, const std::vector<int>& moves)
{
    for (int m : moves)
        p = rules.apply(p, m);
    return p;
}

// The position conjugated by a symmetry (PieceSymmetry's formula, written here from its
// definition).
Position conjugateFor(const ida::PieceLayout* layout, const def::Goal& goal, const Position& p,
                      const ida::PieceSymmetry& sym)
{
    std::vector<std::uint8_t> slot(static_cast<std::size_t>(layout->pieces()));
    std::vector<std::uint8_t> twist(slot.size());
    if (!layout->read(p.cells.data(), slot.data(), twist.data()))
        qFatal("not a position of the goal's pieces");
    Position q = p;
    for (std::size_t o = 0; o < layout->orbits.size(); ++o) {
        const ida::PieceLayout::Orbit& orbit = layout->orbits[o];
        const ida::PieceSymmetry::Orbit& so = sym.orbits[o];
        const int t = orbit.twists;
        const auto mod = [t](int x) { return ((x % t) + t) % t; };
        for (int h = 0; h < orbit.size; ++h) {
            int from = 0;  // sigma^-1 of slot h
            while (so.slot[static_cast<std::size_t>(from)] != h)
                ++from;
            const auto q0 = static_cast<std::size_t>(orbit.first + from);
            const int s = slot[q0];
            const int r = mod(-so.sign * so.add[static_cast<std::size_t>(from)] + twist[q0] -
                              layout->homeTwist[q0]);
            const int at = so.slot[static_cast<std::size_t>(s)];
            const int turned = mod(so.sign * r + so.add[static_cast<std::size_t>(s)] +
                                   layout->homeTwist[static_cast<std::size_t>(orbit.first + h)]);
            q.cells[static_cast<std::size_t>(orbit.pieceAt + at)] =
                goal.values[static_cast<std::size_t>(orbit.pieceAt + h)];
            if (orbit.twistAt >= 0)
                q.cells[static_cast<std::size_t>(orbit.twistAt + at)] =
                    static_cast<std::uint8_t>(turned);
        }
    }
    return q;
}

}  // namespace

class TestIdaPieces : public QObject {
    Q_OBJECT
private slots:
    // A database that tracks all seven moving corners of the 2x2x2, with their twists,
    // is the distance of every position: its counts by value are the published ones,
    // and the other two thirds of the entries (a wrong twist sum) are never reached.
    void wholeOrbitDatabaseIsTheHistogram()
    {
        const auto entry = loadData("pieces/cube2-fixed.puzzle.json");
        const Rules& pieces = *entry->rules->pieceRules();
        const model::OrbitModel& model = pieces.model();
        QCOMPARE(model.orbit(0).size, 7);
        QCOMPARE(model.orbit(0).twists, 3);
        std::vector<std::vector<int>> targets;
        std::vector<std::vector<int>> turns;
        for (int m = 0; m < model.moveCount(); ++m) {
            const model::OrbitEffect& e = model.move(m).effects[0];
            std::vector<int> to(7), turn(7, 0);
            for (int i = 0; i < 7; ++i) {
                const int from = e.from.empty() ? i : e.from[static_cast<std::size_t>(i)];
                to[static_cast<std::size_t>(from)] = i;
                turn[static_cast<std::size_t>(from)] =
                    e.twist.empty() ? 0 : e.twist[static_cast<std::size_t>(i)];
            }
            targets.push_back(to);
            turns.push_back(turn);
        }
        std::vector<int> homes(7);
        std::iota(homes.begin(), homes.end(), 0);
        const std::vector<int> twists(7, 0);
        const CancelToken never;
        const ProgressFn silent;
        SearchMonitor monitor(silent, never, Phase::BuildingTable);
        const auto pdb =
            search::TilePdb::build(targets, turns, 3, homes, twists, 7, 2, monitor, never);
        QVERIFY(pdb);
        QCOMPARE(pdb->bytes(), std::size_t{5040} * 2187);
        // Its 11 MB are in memory for huge pages (search/large_pages.h): 2 MiB aligned.
        QCOMPARE(reinterpret_cast<std::uintptr_t>(pdb->data()) %
                     search::LargePageAllocator<std::uint8_t>::kPage,
                 std::uintptr_t{0});
        std::vector<std::uint64_t> counts;
        std::uint64_t unreached = 0;
        for (std::size_t i = 0; i < pdb->bytes(); ++i) {
            const std::uint8_t v = pdb->data()[i];
            if (v == 255) {
                ++unreached;
                continue;
            }
            if (counts.size() <= v)
                counts.resize(v + 1U, 0);
            ++counts[v];
        }
        QCOMPARE(counts, (std::vector<std::uint64_t>{1, 9, 54, 321, 1847, 9992, 50136, 227536,
                                                     870072, 1887748, 623800, 2644}));
        QCOMPARE(unreached, std::uint64_t{5040} * 2187 - 3674160);
        // Ranks and unranks agree, orientations included.
        std::uint8_t at[7], turn[7];
        for (std::uint64_t r : {std::uint64_t{0}, std::uint64_t{123457}, pdb->bytes() - 1}) {
            pdb->unrank(r, at, turn);
            QCOMPARE(pdb->rank(at, turn), r);
        }
    }

    // On every bundled puzzle of pieces that the table engine also solves, ida gives the
    // table's answer move for move, and "unsolvable" exactly where the table does (a
    // random arrangement of pieces is often unreachable: a corner twisted alone; random
    // walks are not). So it does with the largest tables, the slot-coset table among
    // them (read through symmetries on the 2x2x2 and the Skewb).
    void sameAnswersAsTheTable_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("largest");
        for (const char* key : {"cube-2", "pyraminx", "skewb", "ivy-cube"}) {
            QTest::newRow(key) << QString::fromLatin1(key) << false;
            QTest::newRow((std::string(key) + " largest").c_str())
                << QString::fromLatin1(key) << true;
        }
    }
    void sameAnswersAsTheTable()
    {
        QFETCH(QString, key);
        QFETCH(bool, largest);
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find(key.toStdString());
        QVERIFY(entry);
        EngineOptions options;
        options.maxMemoryBytes = std::uint64_t{256} << 20;
        options.largestTables = largest;
        DefinitionPuzzle puzzle(entry, options);
        const std::vector<std::string> names = puzzle.engineNames();
        QVERIFY(std::find(names.begin(), names.end(), "ida") != names.end());
        QVERIFY(std::find(names.begin(), names.end(), "table") != names.end());
        auto ida = puzzle.makeEngine("ida");
        auto table = puzzle.makeEngine("table");
        const Rules& r = *entry->rules;
        std::mt19937_64 rng(2026);
        int unsolvable = 0;
        for (int i = 0; i < 16; ++i) {
            // Half uniform arrangements of the pieces, half random walks (solvable).
            const Position p = i % 2 == 0 ? r.random(rng) : puzzle.scramble(rng);
            const Answer a = ida->solve(p, {}, CancelToken{});
            const Answer b = table->solve(p, {}, CancelToken{});
            QCOMPARE(a.outcome, b.outcome);
            QCOMPARE(puzzle.formatMoves(a.moves), puzzle.formatMoves(b.moves));
            if (a.outcome == Outcome::Unsolvable)
                ++unsolvable;
            else
                QVERIFY(puzzle.isGoal(replayed(r, p, a.moves)));
        }
        QVERIFY(unsolvable <= 8);
        qInfo("%s: %d of 16 positions unsolvable", qPrintable(key), unsolvable);
    }

    // Identical pieces and twists that do not count (twsearch's `?`, its samples puck and
    // maltese): no tracked-piece databases, but distances from the goal over each orbit
    // and over whole positions (ida_loose.cpp), and a group search for solvability. On
    // every valid position the answer is the table engine's, move for move, and
    // "unsolvable" exactly where the table says so: with tables that hold every state,
    // and with a memory limit so small that they stop a few moves from the goal (then
    // the bound of a state they do not hold is one more than their depth).
    void identicalPiecesAndOpenTwists_data()
    {
        QTest::addColumn<int>("memoryKiB");
        QTest::addColumn<bool>("inverses");
        QTest::newRow("whole tables") << 256 * 1024 << true;
        QTest::newRow("a few levels") << 24 << true;
        // Only R and S are moves (no inverse): the tables are found backwards with each
        // move's undo, which a forward step would get wrong.
        QTest::newRow("a few levels, no inverses") << 24 << false;
    }
    void identicalPiecesAndOpenTwists()
    {
        QFETCH(int, memoryKiB);
        QFETCH(bool, inverses);
        // A: four pieces, two alike (label 1, twists counted) and two alike with their
        // twists open (label 2); B: three distinct pieces that flip, two at a time (half
        // of B's flips are never reached).
        const std::string text =
            "Set A 4 3\nSet B 3 2\n"
            "Solved\nA\n1 1 2 2\n0 0 ? ?\nB\n1 2 3\n0 0 0\nEnd\n"
            "Move R\nA\n2 3 1 4\n1 0 2 0\nB\n2 1 3\n1 1 0\nEnd\n"
            "Move S\nA\n1 2 4 3\n0 0 1 1\nB\n1 3 2\n0 1 1\nEnd\n";
        Checked<PuzzleEntry> loaded = loadDefinition(
            text, "alike.tws", false, inverses ? std::optional<def::Metric>{} : def::Metric::Move);
        QVERIFY(loaded);
        const auto entry = std::make_shared<const PuzzleEntry>(std::move(*loaded.value));
        const Rules& r = *entry->rules;
        QCOMPARE(r.model().moveCount(), inverses ? 10 : 2);
        QVERIFY(!ida::pieceLayout(r, r.goal()));
        QVERIFY(ida::loosePieces(r, r.goal()));
        QVERIFY(IdaEngine::fits(r));
        EngineOptions options;
        options.cacheFolder = "";
        options.maxMemoryBytes = static_cast<std::uint64_t>(memoryKiB) << 10;
        const DefinitionPuzzle small(entry, options);
        options.maxMemoryBytes = std::uint64_t{256} << 20;
        const DefinitionPuzzle puzzle(entry, options);
        auto ida = small.makeEngine("ida");
        auto table = puzzle.makeEngine("table");
        QVERIFY(ida && table);
        // Every state: A's arrangements of 1 1 2 2 with every twist, B's of 1 2 3 with
        // every flip.
        std::vector<std::uint8_t> a{0, 0, 1, 1};  // labels as read: 0-based
        std::vector<std::uint8_t> b{0, 1, 2};
        int solved = 0, unsolvable = 0, longest = 0;
        do {
            do {
                for (int t = 0; t < 81 * 8; ++t) {
                    Position p;
                    p.cells.assign(a.begin(), a.end());
                    for (int i = 0, x = t; i < 4; ++i, x /= 3)
                        p.cells.push_back(static_cast<std::uint8_t>(x % 3));
                    p.cells.insert(p.cells.end(), b.begin(), b.end());
                    for (int i = 0, x = t / 81; i < 3; ++i, x /= 2)
                        p.cells.push_back(static_cast<std::uint8_t>(x % 2));
                    if (!r.validate(p).empty())
                        continue;
                    const Answer x = ida->solve(p, {}, CancelToken{});
                    const Answer y = table->solve(p, {}, CancelToken{});
                    QCOMPARE(x.outcome, y.outcome);
                    QCOMPARE(puzzle.formatMoves(x.moves), puzzle.formatMoves(y.moves));
                    if (x.outcome == Outcome::Unsolvable) {
                        ++unsolvable;
                        continue;
                    }
                    QCOMPARE(x.outcome, Outcome::Solved);
                    QVERIFY(puzzle.isGoal(replayed(r, p, x.moves)));
                    ++solved;
                    longest = std::max(longest, static_cast<int>(x.moves.size()));
                }
            } while (std::next_permutation(b.begin(), b.end()));
        } while (std::next_permutation(a.begin(), a.end()));
        // Both kinds of answer are met, and answers longer than the small tables reach.
        qInfo("%d solved (the longest %d moves), %d unsolvable", solved, longest, unsolvable);
        // A table over whole positions that holds 400 states stops a few levels from the
        // goal: it holds the states of the levels that fitted, at their distances, and
        // bounds the others by one more than its depth, never more than their distance.
        std::vector<int> all(14);
        std::iota(all.begin(), all.end(), 0);
        ida::ByteDistances near(all);
        std::vector<std::vector<std::uint8_t>> goals;
        for (int t = 0; t < 9; ++t)
            goals.push_back({0, 0, 1, 1, 0, 0, static_cast<std::uint8_t>(t % 3),
                             static_cast<std::uint8_t>(t / 3), 0, 1, 2, 0, 0, 0});
        const CancelToken never;
        const ProgressFn none;
        SearchMonitor monitor(none, never, Phase::BuildingTable);
        QCOMPARE(near.build(r.model(), goals, 400, monitor), std::optional<bool>(true));
        QVERIFY(!near.complete());
        QVERIFY(near.depth() >= 1 && near.entries() <= 400 && near.entries() > 9);
        std::mt19937_64 rng(5);
        int held = 0;
        for (int i = 0; i < 200; ++i) {
            const Position p = puzzle.scramble(rng);
            const Answer y = table->solve(p, {}, never);
            QCOMPARE(y.outcome, Outcome::Solved);
            const int d = static_cast<int>(y.moves.size());
            const int v = near.value(p.cells.data());
            if (d <= near.depth()) {
                QCOMPARE(v, d);
                ++held;
            } else {
                QCOMPARE(v, near.depth() + 1);
            }
        }
        QVERIFY(held > 0 && held < 200);
        QVERIFY(solved > 100);
        QVERIFY(unsolvable > 100);
        QVERIFY(longest >= 6);
    }

    // A position that breaks what every move keeps is unsolvable at once, where the group
    // search alone runs out of nodes (about 2^24, seconds) and `ida` would have to give up
    // with engine.ida-undecided. Five rings of eight gears in groups of four alike, each
    // turn carrying its ring one step on and twisting each of its gears a quarter (so the
    // gears' twists sum to 0 modulo 4 after any moves), and six distinct hubs, a few swapped
    // and twisted by each turn (the even turns' twists add 3: 0 modulo 3).
    void invariantsDecideBeforeTheGroupSearch()
    {
        std::ostringstream text;
        const std::vector<std::vector<int>> rings{{0, 1, 2, 3, 4, 5, 6, 7},
                                                  {4, 5, 6, 7, 8, 9, 10, 11},
                                                  {0, 1, 8, 9, 12, 13, 14, 15},
                                                  {2, 3, 10, 11, 16, 17, 18, 19},
                                                  {12, 14, 16, 18, 20, 21, 22, 23}};
        std::vector<int> labels;
        for (int i = 0; i < 24; ++i)
            labels.push_back(1 + (i * 7 % 24) / 4);
        text << "Name Rings\nSet GEARS 24 4\nSet HUBS 6 3\nSolved\nGEARS\n";
        for (const int l : labels)
            text << l << ' ';
        text << "\nHUBS\n1 2 3 4 5 6\nEnd\n";
        for (std::size_t k = 0; k < rings.size(); ++k) {
            std::vector<int> from(24), twist(24, 0);
            std::iota(from.begin(), from.end(), 0);
            const std::vector<int>& ring = rings[k];
            for (std::size_t i = 0; i < ring.size(); ++i) {
                const auto to = static_cast<std::size_t>(ring[(i + 1) % ring.size()]);
                from[to] = ring[i];
                twist[to] = 1;
            }
            std::vector<int> hubs{1, 2, 3, 4, 5, 6};
            std::swap(hubs[k], hubs[k + 1]);
            text << "Move M" << k << "\nGEARS\n";
            for (const int f : from)
                text << f + 1 << ' ';
            text << '\n';
            for (const int t : twist)
                text << t << ' ';
            text << "\nHUBS\n";
            for (const int h : hubs)
                text << h << ' ';
            text << (k % 2 == 0 ? "\n1 0 2 0 0 0\nEnd\n" : "\n0 0 0 0 0 0\nEnd\n");
        }
        Checked<PuzzleEntry> loaded = loadDefinition(text.str(), "rings.tws", false);
        QVERIFY(loaded);
        const auto entry = std::make_shared<const PuzzleEntry>(std::move(*loaded.value));
        const Rules& r = *entry->rules;
        QVERIFY(!ida::pieceLayout(r, r.goal()));
        QVERIFY(ida::loosePieces(r, r.goal()));
        EngineOptions options;
        options.cacheFolder = "";
        options.maxMemoryBytes = std::uint64_t{64} << 20;
        const DefinitionPuzzle puzzle(entry, options);
        auto ida = puzzle.makeEngine("ida");
        QVERIFY(ida);
        Position goal;
        for (const int l : labels)
            goal.cells.push_back(static_cast<std::uint8_t>(l - 1));
        goal.cells.resize(48, 0);
        for (std::uint8_t h = 0; h < 6; ++h)
            goal.cells.push_back(h);
        goal.cells.resize(60, 0);
        QVERIFY(puzzle.isGoal(goal));
        const CancelToken never;
        // One gear twisted a quarter, or two gears each a quarter: their sum is off.
        for (const std::vector<int>& twisted : {std::vector<int>{24}, std::vector<int>{30, 47}}) {
            Position p = goal;
            for (const int at : twisted)
                p.cells[static_cast<std::size_t>(at)] = 1;
            QVERIFY(r.validate(p).empty());
            const Answer a = ida->solve(p, {}, never);
            QCOMPARE(a.outcome, Outcome::Unsolvable);
        }
        // Without the checks, the group search on the one twisted gear runs to its budget
        // (seconds); it stops when asked to (a Stop in the window), asking every 4,096
        // nodes: Undecided, never None.
        const ida::PointMoves pm = ida::pointMoves(r.model());
        QCOMPARE(pm.points, 24 * 4 + 6 * 3);
        const search::PermGroup group(pm.points, pm.moves);
        const auto kinds = [&](const Position& p) {
            std::vector<int> k;
            for (int s = 0; s < 24; ++s)
                for (int t = 0; t < 4; ++t)
                    k.push_back(p.cells[static_cast<std::size_t>(s)] * 4 +
                                (t - p.cells[static_cast<std::size_t>(24 + s)] + 4) % 4);
            for (int s = 0; s < 6; ++s)
                for (int t = 0; t < 3; ++t)
                    k.push_back(24 + p.cells[static_cast<std::size_t>(48 + s)] * 3 +
                                (t - p.cells[static_cast<std::size_t>(54 + s)] + 3) % 3);
            return k;
        };
        Position twistedGear = goal;
        twistedGear.cells[24] = 1;
        int asked = 0;
        const search::PermGroup::MatchResult stopped =
            group.findMatch(kinds(twistedGear), kinds(goal), std::uint64_t{1} << 24, [&] {
                ++asked;
                return true;
            });
        QCOMPARE(stopped.match, search::PermGroup::Match::Undecided);
        QCOMPARE(asked, 1);
        QCOMPARE(stopped.nodes, std::uint64_t{4096});
        // The checks turn nothing reached away: short scrambles are solved within their
        // length.
        std::mt19937_64 rng(11);
        for (int i = 0; i < 6; ++i) {
            std::vector<int> moves;
            Position p = goal;
            for (int j = 0; j < 3; ++j) {
                moves.push_back(
                    static_cast<int>(rng() % static_cast<unsigned>(r.model().moveCount())));
                p = replayed(r, p, {moves.back()});
            }
            const Answer a = ida->solve(p, {}, never);
            QCOMPARE(a.outcome, Outcome::Solved);
            QVERIFY(a.moves.size() <= 3);
            QVERIFY(puzzle.isGoal(replayed(r, p, a.moves)));
        }
    }

    // The databases are built on the threads asked for (puzzlelab-solve --threads N,
    // EngineOptions::threads), not on every core whatever was asked: the threads alive in
    // the process are counted at every progress report of the build.
    void buildsUseTheThreadsAsked()
    {
        const auto liveThreads = [] {
            int count = 0;
            for ([[maybe_unused]] const auto& task :
                 std::filesystem::directory_iterator("/proc/self/task"))
                ++count;
            return count;
        };
        if (!std::filesystem::exists("/proc/self/task"))
            QSKIP("no /proc/self/task to count the threads in");
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find("cube-2");
        QVERIFY(entry);
        for (const unsigned threads : {1u, 2u}) {
            EngineOptions options;
            options.maxMemoryBytes = std::uint64_t{256} << 20;
            options.largestTables = true;
            options.threads = threads;
            options.cacheFolder = std::string();  // built, not read from a disk cache
            DefinitionPuzzle puzzle(entry, options);
            auto ida = puzzle.makeEngine("ida");
            const int before = liveThreads();
            int most = before;
            int reports = 0;
            const ProgressFn progress = [&](const Progress& at) {
                if (at.phase != Phase::BuildingTable)
                    return;
                ++reports;
                most = std::max(most, liveThreads());
            };
            std::mt19937_64 rng(5);
            const Position p = puzzle.scramble(rng);
            const Answer a = ida->solve(p, progress, CancelToken{});
            QCOMPARE(a.outcome, Outcome::Solved);
            QVERIFY(puzzle.isGoal(replayed(*entry->rules, p, a.moves)));
            QVERIFY2(reports > 1, "no progress report while the databases were built");
            qInfo("threads %u: %d threads at most (%d before), %d reports", threads, most, before,
                  reports);
            // (Two threads: a thread of a level just joined may still be listed while the
            // next level's starts, so only "more than one" is asked.)
            if (threads == 1)
                QCOMPARE(most, before);
            else
                QVERIFY2(most > before, "the build never ran on a second thread");
        }
    }

    // A single corner twisted in place: valid, and proved unsolvable before any search.
    void twistedCornerIsUnsolvable()
    {
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find("cube-3");
        QVERIFY(entry);
        const Rules& r = *entry->rules;
        DefinitionPuzzle puzzle(entry);
        Position p = r.start();
        // The first piece's stickers (cells 0, 1, 2, in the order the file gives them)
        // turned round: a corner twisted.
        const std::uint8_t last = p.cells[2];
        p.cells[2] = p.cells[1];
        p.cells[1] = p.cells[0];
        p.cells[0] = last;
        QVERIFY(r.validate(p).empty());
        const Answer a = puzzle.makeEngine("ida")->solve(p, {}, CancelToken{});
        QCOMPARE(a.outcome, Outcome::Unsolvable);
        QCOMPARE(a.stats.nodes, std::uint64_t{0});
    }

    // Positions drawn uniformly among those that reach the goal (what puzzlelab-bench
    // --reachable draws): valid positions drawn uniformly, those outside the moves' group
    // left out. On the 3x3x3 one valid position in 12 reaches the goal: 120 kept of about
    // 1,440 drawn, each with the corners' twists and the edges' flips summing to 0 and
    // the two orbits' permutations of one parity, both parities among them. On the 2x2x2
    // the table engine (which decides by its own table) solves every one. A puzzle that
    // is not one of pieces gets none.
    void reachableDraws()
    {
        const Registry bundled = Registry::bundled();
        const auto cube3 = bundled.find("cube-3");
        QVERIFY(cube3);
        const Rules& r = *cube3->rules;
        QVERIFY(r.pieceRules());
        std::mt19937_64 rng(7);
        std::uint64_t drawn = 0;
        const std::vector<Position> kept = ida::reachableRandom(r, 120, rng, &drawn);
        QCOMPARE(kept.size(), std::size_t{120});
        QVERIFY2(drawn >= 864 && drawn <= 2160, std::to_string(drawn).c_str());
        const std::optional<ida::PieceLayout> layout =
            ida::pieceLayout(*r.pieceRules(), r.toPieces(r.goal()));
        QVERIFY(layout);
        int parities[2] = {0, 0};
        for (const Position& p : kept) {
            const Position q = r.toPieces(p);
            std::vector<std::uint8_t> slot(static_cast<std::size_t>(layout->pieces()));
            std::vector<std::uint8_t> twist(slot.size());
            QVERIFY(layout->read(q.cells.data(), slot.data(), twist.data()));
            std::vector<int> parity;
            for (const ida::PieceLayout::Orbit& o : layout->orbits) {
                int sum = 0;
                std::vector<int> perm;
                for (int h = 0; h < o.size; ++h) {
                    const auto piece = static_cast<std::size_t>(o.first + h);
                    sum += twist[piece] - layout->homeTwist[piece] + o.twists;
                    perm.push_back(slot[piece]);
                }
                QCOMPARE(sum % o.twists, 0);
                int inversions = 0;
                for (std::size_t i = 0; i < perm.size(); ++i)
                    for (std::size_t j = i + 1; j < perm.size(); ++j)
                        inversions += perm[i] > perm[j] ? 1 : 0;
                if (o.size > 1)
                    parity.push_back(inversions % 2);
            }
            QCOMPARE(parity.size(), std::size_t{2});  // corners and edges
            QCOMPARE(parity[0], parity[1]);
            ++parities[parity[0]];
        }
        QVERIFY(parities[0] > 0 && parities[1] > 0);

        const auto cube2 = bundled.find("cube-2");
        QVERIFY(cube2);
        DefinitionPuzzle puzzle2(cube2);
        auto table = puzzle2.makeEngine("table");
        const std::vector<Position> twos = ida::reachableRandom(*cube2->rules, 20, rng);
        QCOMPARE(twos.size(), std::size_t{20});
        for (const Position& p : twos)
            QCOMPARE(table->solve(p, {}, CancelToken{}).outcome, Outcome::Solved);

        const auto lights = bundled.find("lights-out-3");
        QVERIFY(lights);
        QVERIFY(ida::reachableRandom(*lights->rules, 1, rng).empty());
    }

    // The 3x3x3, 12 moves from solved: an answer of at most 12 moves that reaches the goal,
    // the first of its length in move order; with smaller databases (another memory
    // limit: other tracked pieces, another search tree) the same answer. A position
    // 5 moves from solved gets bfs's answer.
    // Symmetries of the moves are found from the moves alone, as maps of every orbit's
    // (slot, orientation) points (ida_puzzle.h PieceSymmetry): the cube's 48 (24 turns of
    // the whole cube and their mirror images), the Megaminx's 120, the 2x2x2 with one
    // corner fixed 6 (those that keep that corner). The Pyraminx's four centres are
    // orbits of their own, so no map (which keeps each orbit) but the identity is one.
    void symmetriesFoundFromTheMoves_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("mirrored");
        QTest::newRow("cube-3") << QStringLiteral("cube-3") << 48 << 24;
        QTest::newRow("megaminx") << QStringLiteral("megaminx") << 120 << 60;
        QTest::newRow("cube-2") << QStringLiteral("cube-2") << 6 << 3;
        QTest::newRow("pyraminx") << QStringLiteral("pyraminx") << 1 << 0;
    }
    void symmetriesFoundFromTheMoves()
    {
        QFETCH(QString, key);
        QFETCH(int, count);
        QFETCH(int, mirrored);
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find(key.toStdString());
        QVERIFY(entry);
        const Rules& pieces = *entry->rules->pieceRules();
        const auto layout = ida::pieceLayout(pieces, pieces.goal());
        QVERIFY(layout);
        const std::vector<ida::PieceSymmetry> found = ida::pieceSymmetries(pieces.model(), *layout);
        QCOMPARE(static_cast<int>(found.size()), count);
        int reversed = 0;
        for (const ida::PieceSymmetry& sym : found) {
            bool any = false;
            for (std::size_t o = 0; o < sym.orbits.size(); ++o)
                any = any || (sym.orbits[o].sign < 0 && layout->orbits[o].twists > 2);
            reversed += any ? 1 : 0;
        }
        QCOMPARE(reversed, mirrored);
    }

    // A position conjugated by a symmetry (PieceSymmetry's formula, written here from
    // its definition) is exactly as far from the goal: the table engine's distances of
    // the 2x2x2's random positions and of all their images agree. And ida with
    // databases of part of the orbit, read through those symmetries, gives the table's
    // answers move for move.
    void symmetricReadsAreBounds()
    {
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find("cube-2");
        QVERIFY(entry);
        const std::shared_ptr<const Rules> rules = entry->rules->pieceRules();
        const Rules& pieces = *rules;
        const def::Goal& goal = pieces.goal();
        const auto layout = ida::pieceLayout(pieces, goal);
        QVERIFY(layout);
        const std::vector<ida::PieceSymmetry> syms = ida::pieceSymmetries(pieces.model(), *layout);
        QCOMPARE(syms.size(), std::size_t{6});
        TableEngine table(rules, EngineOptions{});
        const auto distance = [&](const Position& p) {
            const Answer a = table.solve(SolveRequest{p, goal}, {}, CancelToken{});
            return a.outcome == Outcome::Solved ? static_cast<int>(a.moves.size()) : -1;
        };
        const auto conjugate = [&](const Position& p, const ida::PieceSymmetry& sym) {
            return conjugateFor(&*layout, goal, p, sym);
        };
        std::mt19937_64 rng(77);
        int compared = 0;
        for (int i = 0; i < 12; ++i) {
            const Position p = pieces.random(rng);
            const int d = distance(p);
            for (const ida::PieceSymmetry& sym : syms) {
                const Position q = conjugate(p, sym);
                QVERIFY(pieces.validate(q).empty());
                QCOMPARE(distance(q), d);
                ++compared;
            }
        }
        QCOMPARE(compared, 72);

        // A goal whose pieces sit turned at home (a scrambled position taken as the goal):
        // the same symmetries, and conjugates as far from that goal.
        Position g2 = scrambleStart(pieces);
        for (int i = 0; i < 9; ++i)
            pieces.applyInPlace(
                g2, static_cast<int>(rng() % static_cast<unsigned>(pieces.moveCount())));
        def::Goal goal2;
        goal2.values.assign(g2.cells.begin(), g2.cells.end());
        const auto layout2 = ida::pieceLayout(pieces, goal2);
        QVERIFY(layout2);
        QVERIFY(std::any_of(layout2->homeTwist.begin(), layout2->homeTwist.end(),
                            [](std::uint8_t t) { return t != 0; }));
        const std::vector<ida::PieceSymmetry> syms2 =
            ida::pieceSymmetries(pieces.model(), *layout2);
        QCOMPARE(syms2.size(), std::size_t{6});
        const auto distance2 = [&](const Position& p) {
            const Answer a = table.solve(SolveRequest{p, goal2}, {}, CancelToken{});
            return a.outcome == Outcome::Solved ? static_cast<int>(a.moves.size()) : -1;
        };
        EngineOptions tiny;
        tiny.maxMemoryBytes = std::uint64_t{1} << 19;
        IdaEngine idaTo2(rules, tiny);
        for (int i = 0; i < 6; ++i) {
            Position p = g2;
            for (int k = 0; k < 10; ++k)
                pieces.applyInPlace(
                    p, static_cast<int>(rng() % static_cast<unsigned>(pieces.moveCount())));
            const int d = distance2(p);
            QVERIFY(d >= 0);
            for (const ida::PieceSymmetry& sym : syms2)
                QCOMPARE(distance2(conjugateFor(&*layout2, goal2, p, sym)), d);
            // (A bound past any 2x2x2 distance stops the search: a bad read can make the
            // goal itself look far and the search run on for ever.)
            CancelToken stop;
            const Answer a = idaTo2.solve(
                SolveRequest{p, goal2},
                [&stop](const Progress& pr) {
                    if (pr.phase == Phase::SearchingBound && pr.depth > 14)
                        stop.cancel();
                },
                stop);
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(static_cast<int>(a.moves.size()), d);
        }

        // ida with databases of 4 of the 7 corners (the memory limit) reads them through
        // the symmetries too, and stays optimal: the table's answers, move for move.
        EngineOptions small;
        small.maxMemoryBytes = std::uint64_t{1} << 19;
        DefinitionPuzzle puzzle(entry, small);
        DefinitionPuzzle whole(entry);
        auto ida = puzzle.makeEngine("ida");
        auto tableEngine = whole.makeEngine("table");
        for (int i = 0; i < 10; ++i) {
            const Position p = puzzle.scramble(rng);
            CancelToken stop;
            const Answer a = ida->solve(
                p,
                [&stop](const Progress& pr) {
                    if (pr.phase == Phase::SearchingBound && pr.depth > 14)
                        stop.cancel();
                },
                stop);
            const Answer b = tableEngine->solve(p, {}, CancelToken{});
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(puzzle.formatMoves(a.moves), puzzle.formatMoves(b.moves));
        }
    }

    // The slot-coset table (largest tables) read on a position and through symmetries:
    // each read through a symmetry is the position itself read on the conjugate
    // (conjugateFor, written here), the position's own read is the entry of its twists
    // and set (CosetPdb::orientWeight and index, summed here), and no read passes the
    // table engine's distance. Uniformly drawn reachable positions and short walks.
    void cosetReadsAreTheConjugatesReads_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("reads");
        QTest::newRow("cube-2") << QStringLiteral("cube-2") << 3;
        QTest::newRow("skewb") << QStringLiteral("skewb") << 3;
        QTest::newRow("pyraminx") << QStringLiteral("pyraminx") << 1;
    }
    void cosetReadsAreTheConjugatesReads()
    {
        QFETCH(QString, key);
        QFETCH(int, reads);
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find(key.toStdString());
        QVERIFY(entry);
        const std::shared_ptr<const Rules> rules = entry->rules->pieceRules();
        QVERIFY(rules);
        const def::Goal& goal = rules->goal();
        EngineOptions options;
        options.maxMemoryBytes = std::uint64_t{256} << 20;
        options.largestTables = true;
        const ida::IdaPuzzle puzzle(rules, options, {});
        const ProgressFn none;
        const CancelToken cancel;
        SearchMonitor monitor(none, cancel, Phase::BuildingTable);
        const std::unique_ptr<ida::IdaGoal> g = puzzle.build(goal, monitor, cancel);
        QVERIFY(g && g->layout && g->coset && g->cosetSpec);
        QCOMPARE(static_cast<int>(g->cosetThrough.size()), reads);
        const ida::PieceLayout& layout = *g->layout;
        const search::CosetSpec& spec = *g->cosetSpec;
        ida::PieceSearch<false> search(puzzle, *g, monitor);
        std::vector<const ida::PieceSearch<false>::Lookup*> cosets;
        for (const auto& lk : search.lookups)
            if (lk.coset)
                cosets.push_back(&lk);
        QCOMPARE(static_cast<int>(cosets.size()), reads);
        const auto read = [&](const ida::PieceSearch<false>::Lookup& lk, const Position& p) {
            std::uint8_t slot[ida::PieceLayout::kMaxPieces];
            std::uint8_t twist[ida::PieceLayout::kMaxPieces];
            if (!layout.read(p.cells.data(), slot, twist))
                qFatal("not a position of the goal's pieces");
            return static_cast<int>(lk.coset->value(search.entryOf(lk, slot, twist)));
        };
        const auto ownEntry = [&](const Position& p) {
            std::uint64_t orient = 0;
            std::uint64_t mask = 0;
            for (std::size_t o = 0; o < layout.orbits.size(); ++o) {
                const ida::PieceLayout::Orbit& orbit = layout.orbits[o];
                for (int s = 0; s < orbit.size; ++s) {
                    const int twist = orbit.twistAt < 0
                                          ? 0
                                          : p.cells[static_cast<std::size_t>(orbit.twistAt + s)];
                    orient += g->coset->orientWeight(static_cast<int>(o), s, twist);
                    // The slot holds a piece of the set: one whose home is a set slot.
                    const int label = p.cells[static_cast<std::size_t>(orbit.pieceAt + s)];
                    const int home =
                        layout.pieceOfLabel[o][static_cast<std::size_t>(label)] - orbit.first;
                    if (static_cast<int>(o) == spec.setOrbit &&
                        std::find(spec.setSlots.begin(), spec.setSlots.end(), home) !=
                            spec.setSlots.end())
                        mask |= std::uint64_t{1} << s;
                }
            }
            return static_cast<int>(g->coset->value(g->coset->index(orient, mask)));
        };
        TableEngine table(rules, EngineOptions{});
        std::mt19937_64 rng(11);
        std::vector<Position> positions = ida::reachableRandom(*rules, 12, rng);
        QCOMPARE(positions.size(), std::size_t{12});
        for (int i = 0; i < 12; ++i) {
            Position p = rules->start();
            for (int k = 0; k < 2 + i / 2; ++k)
                rules->applyInPlace(
                    p, static_cast<int>(rng() % static_cast<unsigned>(rules->moveCount())));
            positions.push_back(p);
        }
        int largest = 0;
        for (const Position& p : positions) {
            const Answer a = table.solve(SolveRequest{p, goal}, {}, CancelToken{});
            QCOMPARE(a.outcome, Outcome::Solved);
            const int d = static_cast<int>(a.moves.size());
            for (std::size_t j = 0; j < cosets.size(); ++j) {
                const int through = g->cosetThrough[j];
                const int v = read(*cosets[j], p);
                QVERIFY2(v <= d,
                         qPrintable(QStringLiteral("read %1: %2 > %3").arg(j).arg(v).arg(d)));
                if (through < 0)
                    QCOMPARE(v, ownEntry(p));
                else
                    QCOMPARE(v, ownEntry(conjugateFor(
                                    &layout, goal, p,
                                    g->pieceSymmetries[static_cast<std::size_t>(through)])));
                largest = std::max(largest, v);
            }
        }
        QVERIFY(largest >= 5);
    }

    // The reads in two tiers (PieceSearch::heuristic: the slot-coset table's on the
    // position and its dual first, the piece databases only on what they have not cut
    // off) cut exactly what the maximum of every read cuts: for each bound, a value above
    // it when that maximum is above it, else the maximum itself, from whichever lookup
    // the search last cut with.
    void tiersCutAsEveryRead_data()
    {
        QTest::addColumn<QString>("key");
        QTest::newRow("cube-2") << QStringLiteral("cube-2");
    }
    void tiersCutAsEveryRead()
    {
        QFETCH(QString, key);
        const Largest largest = largestGoal(key);
        QVERIFY(largest.g && largest.g->layout && largest.g->coset);
        const Rules* rules = largest.rules.get();
        const ida::IdaPuzzle& puzzle = *largest.puzzle;
        const std::unique_ptr<ida::IdaGoal>& g = largest.g;
        const ProgressFn none;
        const CancelToken cancel;
        SearchMonitor monitor(none, cancel, Phase::Searching);
        ida::PieceSearch<false> search(puzzle, *g, monitor);
        const int count = static_cast<int>(search.lookups.size());
        // Both tiers hold reads, and the first is the coset table's (several of them: the
        // order they are read in is tried).
        QVERIFY(search.strong > 1 && search.strong < count);
        for (int l = 0; l < count; ++l)
            QCOMPARE(search.lookups[static_cast<std::size_t>(l)].coset != nullptr,
                     l < search.strong);
        QVERIFY(search.dual);
        const auto everyRead = [&](const std::uint8_t* slot, const std::uint8_t* twist) {
            int v = 0;
            for (int l = 0; l < count; ++l)
                v = std::max(
                    v, search.readAt(l, search.entryOf(search.lookups[static_cast<std::size_t>(l)],
                                                       slot, twist)));
            return v;
        };
        std::mt19937_64 rng(5);
        std::vector<Position> positions = ida::reachableRandom(*rules, 20, rng);
        QCOMPARE(positions.size(), std::size_t{20});
        for (int i = 0; i < 20; ++i) {
            Position p = rules->start();
            for (int k = 0; k < 1 + i / 2; ++k)
                rules->applyInPlace(
                    p, static_cast<int>(rng() % static_cast<unsigned>(rules->moveCount())));
            positions.push_back(p);
        }
        int secondTierCuts = 0;
        for (const Position& p : positions) {
            std::uint8_t node[2 * ida::PieceLayout::kMaxPieces] = {};
            QVERIFY(g->layout->read(p.cells.data(), node, node + ida::PieceLayout::kMaxPieces));
            std::uint8_t slot[ida::PieceLayout::kMaxPieces];
            std::uint8_t twist[ida::PieceLayout::kMaxPieces];
            search.dualOf(node, slot, twist);
            const int own = everyRead(node, node + ida::PieceLayout::kMaxPieces);
            const int all = std::max(own, everyRead(slot, twist));
            QVERIFY(all < ida::kInfinity);
            int coset = 0;
            for (int l = 0; l < search.strong; ++l) {
                const auto& lk = search.lookups[static_cast<std::size_t>(l)];
                coset =
                    std::max({coset,
                              search.readAt(
                                  l, search.entryOf(lk, node, node + ida::PieceLayout::kMaxPieces)),
                              search.readAt(l, search.entryOf(lk, slot, twist))});
            }
            for (int limit = 0; limit <= all + 1; ++limit)
                for (int first = 0; first < search.strong; ++first) {
                    // As dfs reads it: with the entries of the first tier's reads fetched
                    // before (from lookup `first` on, all of them), and without.
                    QCOMPARE(search.ahead, search.strong);
                    std::vector<std::uint64_t> entry;
                    for (int j = 0; j < search.ahead; ++j)
                        entry.push_back(search.entryOf(
                            search.lookups[static_cast<std::size_t>((first + j) % search.strong)],
                            node, node + ida::PieceLayout::kMaxPieces));
                    for (const std::uint64_t* given :
                         {static_cast<const std::uint64_t*>(entry.data()),
                          static_cast<const std::uint64_t*>(nullptr)}) {
                        search.first = first;
                        const int h = search.heuristic(node, limit, given);
                        if (all <= limit)
                            QCOMPARE(h, all);
                        else
                            QVERIFY2(
                                h > limit,
                                qPrintable(
                                    QStringLiteral("%1 <= %2 < %3").arg(h).arg(limit).arg(all)));
                        QVERIFY(h <= all);
                    }
                    if (first == 0 && coset <= limit && all > limit)
                        ++secondTierCuts;
                }
        }
        // The second tier is tried here: some bounds only it passes.
        QVERIFY(secondTierCuts > 0);
        qInfo("%s: %d cuts by the second tier alone", qPrintable(key), secondTierCuts);
    }

    // With the databases far larger than the caches, dfs fetches each child's entries of
    // the coset table's reads on it before reading any (PieceSearch::prefetch, set when a
    // table passes 64 MB; set here on smaller ones): the same answers after the same
    // nodes as without, on positions drawn uniformly.
    void prefetchedReadsSearchAlike_data()
    {
        QTest::addColumn<QString>("key");
        // (The 2x2x2 reads its exact database of corners: no search to speak of.)
        QTest::newRow("skewb") << QStringLiteral("skewb");
    }
    void prefetchedReadsSearchAlike()
    {
        QFETCH(QString, key);
        const Largest largest = largestGoal(key);
        QVERIFY(largest.g && largest.g->layout && largest.g->coset);
        const ProgressFn none;
        const CancelToken cancel;
        TableEngine table(largest.rules, EngineOptions{});
        std::mt19937_64 rng(23);
        const std::vector<Position> positions = ida::reachableRandom(*largest.rules, 40, rng);
        QCOMPARE(positions.size(), std::size_t{40});
        std::uint64_t nodes = 0;
        // Also one search given every position in turn (a root set again after a search).
        SearchMonitor again(none, cancel, Phase::Searching);
        ida::PieceSearch<false> reused(*largest.puzzle, *largest.g, again);
        reused.prefetch = true;
        for (const Position& p : positions) {
            std::vector<std::vector<int>> answers;
            std::vector<std::uint64_t> counts;
            for (const int run : {0, 1, 2}) {
                SearchMonitor own(none, cancel, Phase::Searching);
                SearchMonitor& monitor = run == 2 ? again : own;
                const std::uint64_t before = monitor.nodes();
                ida::PieceSearch<false> fresh(*largest.puzzle, *largest.g, monitor);
                ida::PieceSearch<false>& search = run == 2 ? reused : fresh;
                QCOMPARE(search.ahead, search.strong);
                QVERIFY(search.ahead > 1);
                search.prefetch = run > 0;
                QVERIFY(search.setRoot(p));
                const search::Deepened d = search::deepen(search, search.rootH, monitor);
                QCOMPARE(d.outcome, Outcome::Solved);
                // To the goal, at the table engine's distance.
                const Position q = replayed(*largest.rules, p, d.moves);
                const std::vector<int>& want = largest.rules->goal().values;
                QVERIFY(
                    std::equal(want.begin(), want.end(), q.cells.begin(), q.cells.end(),
                               [](int v, auto c) { return v < 0 || v == static_cast<int>(c); }));
                QCOMPARE(static_cast<int>(d.moves.size()),
                         static_cast<int>(
                             table.solve(SolveRequest{p, largest.rules->goal()}, {}, CancelToken{})
                                 .moves.size()));
                answers.push_back(d.moves);
                counts.push_back(monitor.nodes() - before);
            }
            QCOMPARE(answers[1], answers[0]);
            QCOMPARE(counts[1], counts[0]);
            QCOMPARE(answers[2], answers[0]);
            QCOMPARE(counts[2], counts[0]);
            nodes += counts[0];
        }
        // Searches of some size, not the goal read at the root.
        QVERIFY(nodes > 1000);
        qInfo("%s: %llu nodes in all", qPrintable(key), static_cast<unsigned long long>(nodes));
    }

    // Beside the slot-coset table a piece database is read only where a sample of random
    // walks shows it reading more than the coset table's reads (IdaPuzzle::
    // pieceReadsThatCut): the 2x2x2's database of all its corners is exact and kept;
    // none of the Skewb's says more than its coset table, and all are freed. Every
    // database held is read, and the bytes counted are those held.
    void pieceReadsKeptWhereTheyCut_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("keptAtLeast");
        QTest::addColumn<int>("keptAtMost");
        QTest::newRow("cube-2") << QStringLiteral("cube-2") << 1 << 1;
        QTest::newRow("skewb") << QStringLiteral("skewb") << 0 << 0;
        QTest::newRow("pyraminx") << QStringLiteral("pyraminx") << 0 << 7;
        QTest::newRow("ivy-cube") << QStringLiteral("ivy-cube") << 0 << 7;
    }
    void pieceReadsKeptWhereTheyCut()
    {
        QFETCH(QString, key);
        QFETCH(int, keptAtLeast);
        QFETCH(int, keptAtMost);
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find(key.toStdString());
        QVERIFY(entry);
        const std::shared_ptr<const Rules> rules = entry->rules->pieceRules();
        QVERIFY(rules);
        EngineOptions options;
        options.maxMemoryBytes = std::uint64_t{256} << 20;
        options.largestTables = true;
        const ida::IdaPuzzle puzzle(rules, options, {});
        const ProgressFn none;
        const CancelToken cancel;
        SearchMonitor monitor(none, cancel, Phase::BuildingTable);
        const std::unique_ptr<ida::IdaGoal> g = puzzle.build(rules->goal(), monitor, cancel);
        QVERIFY(g && g->layout && g->coset);
        const int kept = static_cast<int>(g->pieceLookups.size());
        QVERIFY2(kept >= keptAtLeast && kept <= keptAtMost, qPrintable(QString::number(kept)));
        std::size_t bytes = g->coset->bytes();
        std::vector<bool> read(g->tilePdbs.size(), false);
        for (const auto& l : g->pieceLookups)
            read[static_cast<std::size_t>(l.pdb)] = true;
        for (std::size_t i = 0; i < g->tilePdbs.size(); ++i) {
            QVERIFY(read[i]);
            bytes += g->tilePdbs[i].bytes();
        }
        QCOMPARE(g->bytes, bytes);
        // Each read kept says more than the coset reads on some positions of random walks
        // drawn here (not the engine's sample).
        ida::PieceSearch<false> search(puzzle, *g, monitor);
        QCOMPARE(search.strong + kept, static_cast<int>(search.lookups.size()));
        std::vector<int> more(static_cast<std::size_t>(kept), 0);
        std::mt19937_64 rng(77);
        constexpr int kWalks = 600;
        for (int w = 0; w < kWalks; ++w) {
            Position p = rules->start();
            for (int k = 0; k < 60; ++k)
                rules->applyInPlace(
                    p, static_cast<int>(rng() % static_cast<unsigned>(rules->moveCount())));
            std::uint8_t node[2 * ida::PieceLayout::kMaxPieces] = {};
            QVERIFY(g->layout->read(p.cells.data(), node, node + ida::PieceLayout::kMaxPieces));
            std::uint8_t slot[ida::PieceLayout::kMaxPieces];
            std::uint8_t twist[ida::PieceLayout::kMaxPieces];
            search.dualOf(node, slot, twist);
            const auto value = [&](int l) {
                const auto& lk = search.lookups[static_cast<std::size_t>(l)];
                return std::max(
                    search.readAt(l, search.entryOf(lk, node, node + ida::PieceLayout::kMaxPieces)),
                    search.readAt(l, search.entryOf(lk, slot, twist)));
            };
            int coset = 0;
            for (int l = 0; l < search.strong; ++l)
                coset = std::max(coset, value(l));
            for (int l = 0; l < kept; ++l)
                if (value(search.strong + l) > coset)
                    ++more[static_cast<std::size_t>(l)];
        }
        for (int l = 0; l < kept; ++l)
            QVERIFY2(more[static_cast<std::size_t>(l)] > 0, qPrintable(QString::number(l)));
        if (key == QLatin1String("cube-2"))  // all corners: exact, most often above
            QVERIFY(more.front() > kWalks / 2);
    }

    // The sample's choice of piece reads is kept on disk with the tables: a second build
    // reads it and then only the databases it reads (the Skewb: none; the 2x2x2: the one
    // of all its corners), with the same reads as the first; a damaged choice is made
    // again from every database and kept anew.
    void pieceReadsChoiceIsKept_data()
    {
        QTest::addColumn<QString>("key");
        QTest::newRow("cube-2") << QStringLiteral("cube-2");
        QTest::newRow("skewb") << QStringLiteral("skewb");
    }
    void pieceReadsChoiceIsKept()
    {
        namespace fs = std::filesystem;
        QFETCH(QString, key);
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find(key.toStdString());
        QVERIFY(entry);
        const std::shared_ptr<const Rules> rules = entry->rules->pieceRules();
        QVERIFY(rules);
        QTemporaryDir dir;
        EngineOptions options;
        options.maxMemoryBytes = std::uint64_t{256} << 20;
        options.largestTables = true;
        options.cacheFolder = dir.path().toStdString();
        options.keepFromBytes = 0;
        const ProgressFn none;
        const CancelToken cancel;
        SearchMonitor monitor(none, cancel, Phase::BuildingTable);
        const auto build = [&] {
            const ida::IdaPuzzle puzzle(rules, options, {});
            return puzzle.build(rules->goal(), monitor, cancel);
        };
        const auto reads = [](const ida::IdaGoal& g) {
            std::vector<std::vector<int>> out;
            for (const auto& l : g.pieceLookups) {
                std::vector<int> r = l.pieces;
                r.push_back(l.through);
                out.push_back(r);
            }
            return out;
        };
        const auto files = [&] {
            std::vector<fs::path> out;
            for (const auto& e : fs::directory_iterator(dir.path().toStdString()))
                out.push_back(e.path());
            return out;
        };
        const std::unique_ptr<ida::IdaGoal> first = build();
        QVERIFY(first && first->coset);
        QCOMPARE(first->tablesRead, 0);
        const std::size_t planned = files().size();
        // Every database planned, the coset table and the choice.
        QCOMPARE(static_cast<int>(planned), first->tablesSaved);
        QVERIFY(planned >= 3);
        const std::unique_ptr<ida::IdaGoal> second = build();
        QVERIFY(second && second->coset);
        QCOMPARE(second->tablesSaved, 0);
        // The choice, the coset table and the databases read.
        QCOMPARE(second->tablesRead, 2 + static_cast<int>(second->tilePdbs.size()));
        QVERIFY(second->tablesRead < static_cast<int>(planned));
        QCOMPARE(reads(*second), reads(*first));
        QCOMPARE(second->tilePdbs.size(), first->tilePdbs.size());
        QCOMPARE(second->bytes, first->bytes);
        if (key == QLatin1String("skewb"))
            QVERIFY(second->tilePdbs.empty());
        else
            QCOMPARE(second->tilePdbs.size(), std::size_t{1});
        // The choice (the file that repeats its description): damaged, it is made again.
        std::vector<fs::path> choice;
        for (const fs::path& file : files()) {
            std::ifstream in(file, std::ios::binary);
            const std::string bytes((std::istreambuf_iterator<char>(in)),
                                    std::istreambuf_iterator<char>());
            if (bytes.find("piece-reads|") != std::string::npos)
                choice.push_back(file);
        }
        QCOMPARE(choice.size(), std::size_t{1});
        {
            std::fstream f(choice.front(), std::ios::in | std::ios::out | std::ios::binary);
            f.seekp(-1, std::ios::end);
            f.put('\x7f');
        }
        const std::unique_ptr<ida::IdaGoal> third = build();
        QVERIFY(third && third->coset);
        QCOMPARE(third->tablesRead, static_cast<int>(planned) - 1);
        QCOMPARE(third->tablesSaved, 1);
        QCOMPARE(reads(*third), reads(*first));
        QCOMPARE(files().size(), planned);
    }

    void cube3TwelveMoves()
    {
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find("cube-3");
        QVERIFY(entry);
        const Rules& r = *entry->rules;
        DefinitionPuzzle puzzle(entry);
        QCOMPARE(defaultEngine(*entry), std::string("ida"));
        const Position p = played(r, "F D' U L F' U' R U2 D R L2 U'");
        const Answer a = puzzle.makeEngine("ida")->solve(p, {}, CancelToken{});
        QCOMPARE(a.outcome, Outcome::Solved);
        QVERIFY(a.moves.size() <= 12);
        QVERIFY(puzzle.isGoal(replayed(r, p, a.moves)));
        QVERIFY(a.stats.tableBytes > 0);
        EngineOptions small;
        small.maxMemoryBytes = std::uint64_t{8} << 20;
        DefinitionPuzzle smaller(entry, small);
        const Answer b = smaller.makeEngine("ida")->solve(p, {}, CancelToken{});
        QCOMPARE(b.outcome, Outcome::Solved);
        QVERIFY(b.stats.tableBytes < a.stats.tableBytes);
        QCOMPARE(puzzle.formatMoves(b.moves), puzzle.formatMoves(a.moves));
        qInfo("12 moves: %s (%llu nodes; %llu with smaller databases)",
              puzzle.formatMoves(a.moves).c_str(), static_cast<unsigned long long>(a.stats.nodes),
              static_cast<unsigned long long>(b.stats.nodes));

        // Short scrambles: the same answers as bfs (dual lookups and databases of part
        // of each orbit must never overestimate).
        auto ida = puzzle.makeEngine("ida");
        auto bfs = puzzle.makeEngine("bfs");
        for (const char* scramble :
             {"R U2 F' L2 D'", "F' B2 D R U", "L D' B2 U F2", "B R' F D2 L'"}) {
            const Position q = played(r, scramble);
            const Answer c = ida->solve(q, {}, CancelToken{});
            const Answer d = bfs->solve(q, {}, CancelToken{});
            QCOMPARE(c.outcome, Outcome::Solved);
            QCOMPARE(d.outcome, Outcome::Solved);
            QCOMPARE(puzzle.formatMoves(c.moves), puzzle.formatMoves(d.moves));
            QVERIFY(c.moves.size() <= 5);
        }
    }

    // The Megaminx (scripts/twisty/megaminx.py from the dodecahedron): its pieces are
    // found from the moves (20 corners that turn, 30 edges that flip, 12 centres), a
    // corner twisted alone or an edge flipped alone is unsolvable, and ida answers a
    // short scramble as bfs does.
    void megaminx()
    {
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find("megaminx");
        QVERIFY(entry);
        const Rules& r = *entry->rules;
        const model::OrbitModel& model = r.pieceRules()->model();
        std::vector<std::pair<int, int>> orbits;
        for (const model::Orbit& o : model.orbits())
            orbits.emplace_back(o.size, o.twists);
        std::sort(orbits.begin(), orbits.end());
        std::vector<std::pair<int, int>> want(12, {1, 1});
        want.emplace_back(20, 3);
        want.emplace_back(30, 2);
        QCOMPARE(orbits, want);
        QCOMPARE(r.moveCount(), 48);
        DefinitionPuzzle puzzle(entry);
        QCOMPARE(defaultEngine(*entry), std::string("ida"));

        const Position p = played(r, "R U F' L2");
        const Answer a = puzzle.makeEngine("ida")->solve(p, {}, CancelToken{});
        const Answer b = puzzle.makeEngine("bfs")->solve(p, {}, CancelToken{});
        QCOMPARE(a.outcome, Outcome::Solved);
        QCOMPARE(puzzle.formatMoves(a.moves), puzzle.formatMoves(b.moves));
        QCOMPARE(puzzle.formatMoves(a.moves), std::string("L2' F U' R'"));
        const Position q = played(r, "U R2 F' BR L2' D FR B'");
        const Answer c = puzzle.makeEngine("ida")->solve(q, {}, CancelToken{});
        QCOMPARE(c.outcome, Outcome::Solved);
        QVERIFY(c.moves.size() <= 8);
        QVERIFY(puzzle.isGoal(replayed(r, q, c.moves)));

        // A piece's stickers are the cells of one piece in the file's order: turning a
        // corner's three (or swapping an edge's two) gives a valid, unsolvable position.
        for (int size : {3, 2}) {
            const def::PieceList pieces = def::piecesOf(entry->def());
            std::size_t k = 0;
            while (pieces.cells[k].size() != static_cast<std::size_t>(size))
                ++k;
            const std::vector<int>& cells = pieces.cells[k];
            Position t = r.start();
            const std::uint8_t last = t.cells[static_cast<std::size_t>(cells.back())];
            for (std::size_t j = cells.size() - 1; j > 0; --j)
                t.cells[static_cast<std::size_t>(cells[j])] =
                    t.cells[static_cast<std::size_t>(cells[j - 1])];
            t.cells[static_cast<std::size_t>(cells.front())] = last;
            QVERIFY(r.validate(t).empty());
            QCOMPARE(puzzle.makeEngine("ida")->solve(t, {}, CancelToken{}).outcome,
                     Outcome::Unsolvable);
        }
    }

    // Stop: a deep search ends Cancelled soon after the token is set, reporting its bound.
    void cube3Cancels()
    {
        const Registry bundled = Registry::bundled();
        const auto entry = bundled.find("cube-3");
        DefinitionPuzzle puzzle(entry);
        const Rules& r = *entry->rules;
        const Position p =
            played(r, "L' R2 U' B L R2 B' D2 L2 F2 R B U B' L D R L F2 R' U' F' B U'");
        CancelToken cancel;
        std::atomic<int> bound{0};
        const Answer a = puzzle.makeEngine("ida")->solve(
            p,
            [&](const Progress& progress) {
                if (progress.phase == Phase::SearchingBound) {
                    bound = progress.depth;
                    if (progress.depth >= 12)
                        cancel.cancel();
                }
            },
            cancel);
        QCOMPARE(a.outcome, Outcome::Cancelled);
        QVERIFY(bound >= 12);
    }
};

QTEST_APPLESS_MAIN(TestIdaPieces)
#include "tst_ida_pieces.moc"
