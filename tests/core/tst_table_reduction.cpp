// What the table ranks (engines/table_reduction.h, search/invariants.h): only what the
// moves can reach, found from the moves of any file. Pieces moved exactly as another
// orbit's (a Pyraminx's tips on its axial corners) are not ranked again; an orbit whose
// slots the moves never mix is ranked group by group, a piece no move takes away not at
// all; three or four pieces always rearranged evenly carry a class modulo 3 that ties
// orientation sums (a Skewb). Each toy puzzle below is written here as a twsearch file; its table
// counts the positions a breadth-first search over the whole puzzle reaches (a second
// engine, reachable_histogram.h), with the same unsolvable rest, and the table's size is
// the reachable count itself. A position that leaves what the moves keep is unsolvable.
#include <QTest>

#include <algorithm>
#include <array>
#include <numeric>
#include <string>
#include <vector>

#include "core/definition_puzzle.h"
#include "core/engines/reachable_histogram.h"
#include "core/engines/table_reduction.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "core/search/state_ranker.h"

using namespace pl;

namespace {

// A Pyraminx's axial corners and tips, no edges, as twsearch's generator writes it: the
// face turns L R F D carry corner and tip together, the tip moves turn one tip.
const char* const kCornersAndTips = R"(Name CornersAndTips
Set CORNER 4 3
Set CORNER2 4 3
Solved
CORNER
1 2 3 4
0 0 0 0
CORNER2
1 2 3 4
0 0 0 0
End
Move FRD
CORNER2
1 2 3 4
0 0 1 0
End
Move L
CORNER
2 4 3 1
1 2 0 0
CORNER2
2 4 3 1
1 2 0 0
End
Move FDL
CORNER2
1 2 3 4
0 0 0 1
End
Move R
CORNER
3 1 2 4
2 0 1 0
CORNER2
3 1 2 4
2 0 1 0
End
Move DRL
CORNER2
1 2 3 4
0 1 0 0
End
Move F
CORNER
4 2 1 3
0 0 0 0
CORNER2
4 2 1 3
0 0 0 0
End
Move FLR
CORNER2
1 2 3 4
1 0 0 0
End
Move D
CORNER
1 3 4 2
0 1 1 1
CORNER2
1 3 4 2
0 1 1 1
End
)";

// Seven pieces: A turns the first three, B the next three (always evenly), C swaps the
// first two; the seventh never moves.
const char* const kGroups = R"(Name Groups
Set P 7 1
Solved
P
1 2 3 4 5 6 7
End
Move A
P
2 3 1 4 5 6 7
End
Move B
P
1 2 3 5 6 4 7
End
Move C
P
2 1 3 4 5 6 7
End
)";

// Two tetrads of corners as in twsearch's Skewb: a move turns one corner of one tetrad
// in place and three-cycles the other, turning those three.
const char* const kTetrads = R"(Name Tetrads
Set CORNER 4 3
Set CORNER2 4 3
Solved
CORNER
1 2 3 4
0 0 0 0
CORNER2
1 2 3 4
0 0 0 0
End
Move DFR
CORNER
1 2 3 4
0 0 1 0
CORNER2
4 1 3 2
2 2 0 2
End
Move ULB
CORNER
2 4 3 1
2 2 0 2
CORNER2
1 2 3 4
0 0 1 0
End
Move DLF
CORNER
4 2 1 3
2 0 2 2
CORNER2
1 2 3 4
0 0 0 1
End
Move UBR
CORNER
1 2 3 4
0 1 0 0
CORNER2
2 3 1 4
2 2 2 0
End
)";

std::shared_ptr<const PuzzleEntry> loadText(const char* text, const std::string& name)
{
    Checked<PuzzleEntry> e = loadDefinition(text, "/tmp/" + name + ".tws", false, {});
    if (!e)
        qFatal("%s does not load", name.c_str());
    return std::make_shared<const PuzzleEntry>(std::move(*e.value));
}

const Rules& piecesOf(const PuzzleEntry& e)
{
    return e.rules->pieceRules() ? *e.rules->pieceRules() : *e.rules;
}

// The one table part of the puzzle's own goal.
ReducedPart ownPart(const Rules& r)
{
    std::vector<ReducedPart> parts = TableReduction(r).components(r.goal());
    if (parts.size() != 1)
        qFatal("not one part");
    return std::move(parts.front());
}

std::uint64_t sum(const std::vector<std::uint64_t>& v)
{
    return std::accumulate(v.begin(), v.end(), std::uint64_t{0});
}

}  // namespace

class TestTableReduction : public QObject {
    Q_OBJECT

private:
    // The table's histogram equals the breadth-first count over whole positions, its
    // unsolvable rest is the valid positions it does not reach, and it ranks exactly
    // `ranked` positions.
    static void agreesWithBreadthFirst(const std::shared_ptr<const PuzzleEntry>& e,
                                       std::uint64_t ranked, std::uint64_t valid)
    {
        DefinitionPuzzle puzzle(e);
        const std::vector<std::uint64_t> table = puzzle.histogram();
        const Rules& r = piecesOf(*e);
        const ReachableHistogram bfs =
            reachableHistogram(r, r.goal(), std::uint64_t{1} << 30, CancelToken{});
        QCOMPARE(bfs.outcome, Outcome::Solved);
        QCOMPARE(table, bfs.counts);
        QCOMPARE(sum(table), ranked);
        QCOMPARE(TableReduction(r).validCount(), valid);
        QCOMPARE(puzzle.unsolvableCount(), valid - ranked);
        QCOMPARE(bfs.unsolvable, std::to_string(valid - ranked));
        const auto ranker = search::StateRanker::make(ownPart(r).spec.segments);
        QVERIFY(ranker);
        QCOMPARE(ranker->count(), ranked);
    }

private slots:
    // Every even arrangement of four has a class modulo 3, and composing adds classes.
    void quarterClassIsAHomomorphism()
    {
        std::vector<std::array<std::uint8_t, 4>> even;
        std::array<std::uint8_t, 4> a{0, 1, 2, 3};
        do {
            int inversions = 0;
            for (int i = 0; i < 4; ++i)
                for (int j = i + 1; j < 4; ++j)
                    inversions += a[static_cast<std::size_t>(i)] > a[static_cast<std::size_t>(j)];
            if (inversions % 2 == 0)
                even.push_back(a);
        } while (std::next_permutation(a.begin(), a.end()));
        QCOMPARE(even.size(), std::size_t{12});
        std::array<int, 3> perClass{};
        for (const auto& x : even) {
            ++perClass[static_cast<std::size_t>(search::quarterClass(x.data(), 4))];
            for (const auto& y : even) {
                std::array<std::uint8_t, 4> xy{};
                for (std::size_t i = 0; i < 4; ++i)
                    xy[i] = x[y[i]];
                QCOMPARE(
                    search::quarterClass(xy.data(), 4),
                    (search::quarterClass(x.data(), 4) + search::quarterClass(y.data(), 4)) % 3);
            }
        }
        // Onto, each class a coset of the Klein four-group.
        QCOMPARE(perClass, (std::array<int, 3>{4, 4, 4}));
        const std::array<std::uint8_t, 4> swapPairs{1, 0, 3, 2};
        QCOMPARE(search::quarterClass(swapPairs.data(), 4), 0);
        // Three pieces: the even arrangements are the rotations, A3 itself.
        for (int a = 0; a < 3; ++a)
            for (int b = 0; b < 3; ++b) {
                std::array<std::uint8_t, 3> x{}, y{}, xy{};
                for (int i = 0; i < 3; ++i) {
                    x[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>((i + a) % 3);
                    y[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>((i + b) % 3);
                }
                for (std::size_t i = 0; i < 3; ++i)
                    xy[i] = x[y[i]];
                QCOMPARE(search::quarterClass(x.data(), 3), a);
                QCOMPARE(search::quarterClass(xy.data(), 3), (a + b) % 3);
            }
    }

    // The tips ride on the corners: their arrangement is the corners', so only their
    // twists are ranked. 4!/2 corner places, 3^3 corner twists (their sum is kept),
    // 3^4 tip twists: 26,244, each reached.
    void followersAreNotRankedAgain()
    {
        const auto e = loadText(kCornersAndTips, "corners-and-tips");
        const Rules& r = piecesOf(*e);
        const ReducedPart part = ownPart(r);
        QCOMPARE(part.follows.size(), std::size_t{1});
        QVERIFY(part.narrowed);
        agreesWithBreadthFirst(e, 26244, std::uint64_t{24} * 81 * 24 * 81);

        // A position whose tips sit apart from their corners is unsolvable at once;
        // one that keeps them together is solved, its answer replayed to the goal.
        DefinitionPuzzle puzzle(e);
        const int tips = r.model().pieceOffset(1);
        Position apart = r.start();
        std::swap(apart.cells[static_cast<std::size_t>(tips)],
                  apart.cells[static_cast<std::size_t>(tips + 1)]);
        QVERIFY(!part.fits(apart));
        QCOMPARE(puzzle.distance(apart), -1);
        Position p = r.start();
        for (const char* name : {"L", "FRD", "R", "D", "FLR", "F"})
            for (int m = 0; m < r.moveCount(); ++m)
                if (r.moveNames()[static_cast<std::size_t>(m)] == name)
                    p = r.apply(p, m);
        QVERIFY(part.fits(p));
        const int d = puzzle.distance(p);
        QVERIFY(d > 0 && d <= 6);
        // The table's answer and a breadth-first search's have that length.
        for (const char* engine : {"table", "bfs"}) {
            const Answer a = puzzle.makeEngine(engine)->solve(p, {}, CancelToken{});
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(static_cast<int>(a.moves.size()), d);
            Position q = p;
            for (const int m : a.moves)
                q = r.apply(q, m);
            QVERIFY(r.reached(q).has_value());
        }
        QCOMPARE(puzzle.makeEngine("table")->solve(apart, {}, CancelToken{}).outcome,
                 Outcome::Unsolvable);
    }

    // The board shows a move's cells: a tip move turns one tip's twist and nothing else,
    // a face turn every place and twist it carries.
    void moveCellsIncludeTwistsTurnedInPlace()
    {
        const auto e = loadText(kCornersAndTips, "corners-and-tips");
        const DefinitionPuzzle puzzle(e);
        const Rules& r = piecesOf(*e);
        const int tipTwists = r.model().twistOffset(1);
        const auto named = [&](const std::string& name) {
            for (int m = 0; m < r.moveCount(); ++m)
                if (r.moveNames()[static_cast<std::size_t>(m)] == name)
                    return m;
            return -1;
        };
        // FRD: "1 2 3 4 / 0 0 1 0" on CORNER2: the third tip turned.
        QCOMPARE(puzzle.moveCells(named("FRD")), std::vector<int>{tipTwists + 2});
        // F: "4 2 1 3" on both orbits, no twist: slots 1, 3, 4 of each, pieces and twists.
        std::vector<int> f;
        for (const int o : {0, 1})
            for (const int at : {r.model().pieceOffset(o), r.model().twistOffset(o)})
                for (const int slot : {0, 2, 3})
                    f.push_back(at + slot);
        std::sort(f.begin(), f.end());
        QCOMPARE(puzzle.moveCells(named("F")), f);
    }

    // Groups of slots the moves never mix: S3 on the first three, A3 on the next three,
    // the seventh fixed: 18 positions of 7! = 5040.
    void groupsAreRankedApart()
    {
        const auto e = loadText(kGroups, "groups");
        const Rules& r = piecesOf(*e);
        const ReducedPart part = ownPart(r);
        QCOMPARE(part.fixedBytes.size(), std::size_t{1});
        QCOMPARE(part.held.size(), std::size_t{2});
        QVERIFY(part.narrowed);
        agreesWithBreadthFirst(e, 18, 5040);

        DefinitionPuzzle puzzle(e);
        Position across = r.start();  // a piece of the first group in the second
        std::swap(across.cells[2], across.cells[3]);
        QVERIFY(!part.fits(across));
        QCOMPARE(puzzle.distance(across), -1);
        Position moved = r.start();  // the seventh piece away from its slot
        std::swap(moved.cells[5], moved.cells[6]);
        QVERIFY(!part.fits(moved));
        QCOMPARE(puzzle.distance(moved), -1);
        Position odd = r.start();  // the second group odd: no parity a move makes
        std::swap(odd.cells[3], odd.cells[4]);
        QVERIFY(part.fits(odd));
        QCOMPARE(puzzle.distance(odd), -1);
        Position reachable = r.start();
        std::swap(reachable.cells[0], reachable.cells[1]);
        QCOMPARE(puzzle.distance(reachable), 1);
    }

    // Each tetrad stays even; its class modulo 3 and the other tetrad's twist sum move
    // together, which no parity or sum alone says.
    void arrangementClassesTieTwistSums()
    {
        const auto e = loadText(kTetrads, "tetrads");
        const Rules& r = piecesOf(*e);
        const ReducedPart part = ownPart(r);
        int quarterTerms = 0;
        for (const search::Segment& s : part.spec.segments)
            if (const auto* t = std::get_if<search::TwistSegment>(&s))
                for (const search::TieTerm& term : t->sumTerms)
                    quarterTerms += term.quarter ? 1 : 0;
        QVERIFY(quarterTerms > 0);
        DefinitionPuzzle puzzle(e);
        const std::vector<std::uint64_t> table = puzzle.histogram();
        const ReachableHistogram bfs =
            reachableHistogram(r, r.goal(), std::uint64_t{1} << 30, CancelToken{});
        QCOMPARE(table, bfs.counts);
        const auto ranker = search::StateRanker::make(part.spec.segments);
        QVERIFY(ranker);
        // 12 * 12 arrangements, 3^4 * 3^4 twists: the ties leave 12 * 12 * 3^3 * 3^3
        // ranked, every one of them reached.
        QCOMPARE(ranker->count(), std::uint64_t{12} * 12 * 27 * 27);
        QCOMPARE(sum(table), ranker->count());
    }

    // The bundled Skewb's table is smaller by the classes of its corners' orbits: a
    // ninth of what parities and sums alone leave, the reachable count itself.
    void skewbTableShrinks()
    {
        const Registry bundled = Registry::bundled();
        DefinitionPuzzle skewb(bundled.find("skewb"));
        auto table = skewb.makeEngine("table");
        const Answer a = table->solve(skewb.rules().start(), {}, CancelToken{});
        QCOMPARE(a.stats.statesStored, std::uint64_t{28343520} / 9);
    }
};

QTEST_APPLESS_MAIN(TestTableReduction)
#include "tst_table_reduction.moc"
