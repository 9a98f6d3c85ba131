// Stickers with pieces (SPEC 8.2): a format 1 definition whose cells are grouped into
// pieces is solved as orbits of pieces that turn. The 2x2x2 cube with one corner held
// (tests/data/pieces, written by scripts/twisty/cube.py from the cube's geometry) must
// give the published histograms in half and quarter turns, the same as the same puzzle
// read from a twsearch file; positions are valid over pieces (a corner turned, never
// mirrored), a single twisted corner is valid but unsolvable, and every engine's answer
// replays to the goal.
#include <QTest>

#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/definition_puzzle.h"
#include "core/engines/table_reduction.h"
#include "core/model/orbit_model.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "def_samples.h"

using namespace pl;

namespace {

std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::shared_ptr<const PuzzleEntry> load(const std::string& file,
                                        std::optional<def::Metric> metric = {})
{
    const std::string path = std::string(PL_TEST_DATA_DIR) + "/" + file;
    Checked<PuzzleEntry> e = loadDefinition(readText(path), path, false, metric);
    if (!e)
        qFatal("%s does not load", file.c_str());
    return std::make_shared<const PuzzleEntry>(std::move(*e.value));
}

const std::vector<std::uint64_t> kHalfTurns = {1,     9,      54,     321,     1847,   9992,
                                               50136, 227536, 870072, 1887748, 623800, 2644};
const std::vector<std::uint64_t> kQuarterTurns = {
    1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280, 276};

// Turns the stickers of the piece holding `cells` (its cells in cyclic order) one
// step: a twisted corner.
Position turned(Position p, const std::vector<int>& cells)
{
    const std::uint8_t last = p.cells[static_cast<std::size_t>(cells.back())];
    for (std::size_t j = cells.size() - 1; j > 0; --j)
        p.cells[static_cast<std::size_t>(cells[j])] =
            p.cells[static_cast<std::size_t>(cells[j - 1])];
    p.cells[static_cast<std::size_t>(cells.front())] = last;
    return p;
}

int cellOf(const Rules& r, const std::string& id)
{
    for (int i = 0; i < r.cellCount(); ++i)
        if (r.def().cells[static_cast<std::size_t>(i)].id == id)
            return i;
    qFatal("no cell %s", id.c_str());
}

}  // namespace

class TestStickerPieces : public QObject {
    Q_OBJECT

private slots:
    void publishedHistograms()
    {
        const auto half = load("pieces/cube2-fixed.puzzle.json");
        QVERIFY(half->rules->pieceRules());
        DefinitionPuzzle p(half);
        QCOMPARE(p.histogram(), kHalfTurns);
        // 7! * 3^7 places and twists of the moving corners, times the held corner's 3
        // twists: every valid position but the reachable third of a third.
        QCOMPARE(p.unsolvableCount(), std::uint64_t{5040} * 2187 * 3 - 3674160);

        DefinitionPuzzle quarter(load("pieces/cube2-fixed.puzzle.json", def::Metric::Inverse));
        QCOMPARE(quarter.histogram(), kQuarterTurns);
    }

    void sameCountsAsTheTwsFile()
    {
        for (const auto metric : {def::Metric::Power, def::Metric::Inverse}) {
            DefinitionPuzzle stickers(load("pieces/cube2-fixed.puzzle.json", metric));
            DefinitionPuzzle tws(load("imported/cube2-fixed.tws", metric));
            QCOMPARE(stickers.histogram(), tws.histogram());
            QVERIFY(!stickers.histogram().empty());
        }
    }

    // The bundled twisty puzzles (written by scripts/twisty from their geometry) count
    // what is published, and what the files of other solvers count.
    void bundledTwistyPuzzles()
    {
        const Registry bundled = Registry::bundled();
        DefinitionPuzzle cube(bundled.find("cube-2"));
        QCOMPARE(cube.histogram(), kHalfTurns);
        DefinitionPuzzle pyraminx(bundled.find("pyraminx"));
        const std::vector<std::uint64_t> tipless = {1,     8,      48,     288,    1728, 9896,
                                                    51808, 220111, 480467, 166276, 2457, 32};
        QCOMPARE(pyraminx.histogram(), tipless);
        DefinitionPuzzle kpuzzle(
            load("imported/pyraminx-no-tips.kpuzzle.json", def::Metric::Inverse));
        QCOMPARE(kpuzzle.histogram(), tipless);
        // 6! * 2^6 edges and 3^4 centres, a quarter of them reachable.
        QCOMPARE(pyraminx.unsolvableCount(), std::uint64_t{720} * 64 * 81 - 933120);
        DefinitionPuzzle skewb(bundled.find("skewb"));
        QCOMPARE(skewb.histogram(),
                 (std::vector<std::uint64_t>{1, 8, 48, 288, 1728, 10248, 59304, 315198, 1225483,
                                             1455856, 81028, 90}));
        // The Ivy Cube: the counts of a breadth-first search over its stickers, written
        // apart in Python; half of the 6! * 3^4 arrangements (the centres' parity).
        DefinitionPuzzle ivy(bundled.find("ivy-cube"));
        QCOMPARE(ivy.histogram(),
                 (std::vector<std::uint64_t>{1, 8, 48, 288, 1640, 7582, 15262, 4221, 110}));
        QCOMPARE(ivy.unsolvableCount(), std::uint64_t{29160});
    }

    // The table ranks only what the moves can reach (search/invariants.h): the ties
    // between parities and orientation sums are found from the moves, not known.
    void tablesRankWhatTheMovesKeep()
    {
        const Registry bundled = Registry::bundled();
        const auto stored = [&](const std::string& key) {
            DefinitionPuzzle puzzle(bundled.find(key));
            auto table = puzzle.makeEngine("table");
            const Answer a = table->solve(puzzle.rules().start(), {}, CancelToken{});
            return a.stats.statesStored;
        };
        // 7! * 3^6 (the seventh twist follows), the reachable count itself.
        QCOMPARE(stored("cube-2"), std::uint64_t{3674160});
        // 6!/2 edge arrangements, 2^5 flips, the four centres' twists: every position.
        QCOMPARE(stored("pyraminx"), std::uint64_t{933120});
        // Every orbit even and every twist sum kept: 680,244,480 / 24; and the class
        // modulo 3 of each orbit of corners always rearranged evenly (TieTerm::quarter:
        // the tetrad of four, the three of the held one's tetrad) ties a twist sum: a
        // ninth of that, the reachable 3,149,280 themselves.
        QCOMPARE(stored("skewb"), std::uint64_t{3149280});

        // The 3x3x3: the edges take the corners' parity, both orientation sums are kept.
        const auto cube3 = bundled.find("cube-3");
        const Rules& r = *cube3->rules->pieceRules();
        const std::vector<ReducedPart> parts = TableReduction(r).components(r.goal());
        QCOMPARE(parts.size(), std::size_t{1});
        const auto& segs = parts.front().spec.segments;
        int parityTies = 0;
        int sums = 0;
        for (std::size_t i = 0; i < segs.size(); ++i) {
            if (const auto* p = std::get_if<search::PieceSegment>(&segs[i])) {
                if (p->parity && !p->parityTerms.empty()) {
                    ++parityTies;
                    QCOMPARE(p->parityTerms.size(), std::size_t{1});
                    const auto& other = std::get<search::PieceSegment>(
                        segs[static_cast<std::size_t>(p->parityTerms.front().segment)]);
                    // Corners (8) and edges (12) tied to each other.
                    QCOMPARE(other.counts.size() + p->counts.size(), std::size_t{20});
                }
            } else if (const auto& t = std::get<search::TwistSegment>(segs[i]); t.sum) {
                QVERIFY(t.sumTerms.empty());
                QCOMPARE(*t.sum, 0);
                ++sums;
            }
        }
        QCOMPARE(parityTies, 1);
        QCOMPARE(sums, 2);
    }

    void theOrbitsComeFromTheMoves()
    {
        const auto entry = load("pieces/cube2-fixed.puzzle.json");
        const model::OrbitModel& m = entry->rules->pieceRules()->model();
        // The seven corners U, R and F move, and the one they never touch.
        QCOMPARE(m.orbitCount(), 2);
        QCOMPARE(m.orbit(0).size, 7);
        QCOMPARE(m.orbit(0).twists, 3);
        QCOMPARE(m.orbit(1).size, 1);
        QCOMPARE(m.orbit(1).twists, 3);
        QVERIFY(m.keepsTwistSum(0));
        QCOMPARE(entry->rules->pieceRules()->moveNames(), entry->rules->moveNames());
    }

    // A position of stickers and its pieces say the same, move by move.
    void stickersAndPiecesAgree()
    {
        const auto entry = load("pieces/cube2-fixed.puzzle.json");
        const Rules& r = *entry->rules;
        const Rules& pieces = *r.pieceRules();
        std::mt19937_64 rng(8);
        for (int i = 0; i < 300; ++i) {
            const Position p = r.random(rng);
            QVERIFY(r.validate(p).empty());
            const Position state = r.toPieces(p);
            QVERIFY(pieces.validate(state).empty());
            QCOMPARE(r.fromPieces(state), p);
            for (int m = 0; m < r.moveCount(); ++m)
                QCOMPARE(r.toPieces(r.apply(p, m)), pieces.apply(state, m));
        }
    }

    void validOverPieces()
    {
        const auto entry = load("pieces/cube2-fixed.puzzle.json");
        const Rules& r = *entry->rules;
        DefinitionPuzzle puzzle(entry);
        const Position solved = r.start();
        const std::vector<int> ufr = {cellOf(r, "U4"), cellOf(r, "R1"), cellOf(r, "F2")};
        QCOMPARE(r.def().pieces[static_cast<std::size_t>(ufr[0])], std::string("URF"));

        // One corner turned in place: a valid position that no move sequence reaches.
        const Position twisted = turned(solved, ufr);
        QVERIFY(r.validate(twisted).empty());
        QCOMPARE(puzzle.distance(twisted), -1);
        auto table = puzzle.makeEngine("table");
        QCOMPARE(table->solve(twisted, {}, CancelToken{}).outcome, Outcome::Unsolvable);
        // Twisted once more each way: the three twists of URF; with another corner
        // twisted back, the twist sum is kept and the position is solvable.
        const Position twice = turned(twisted, ufr);
        QVERIFY(r.validate(twice).empty());
        const Position other =
            turned(turned(twisted, {cellOf(r, "U3"), cellOf(r, "F1"), cellOf(r, "L2")}),
                   {cellOf(r, "U3"), cellOf(r, "F1"), cellOf(r, "L2")});
        QVERIFY(r.validate(other).empty());
        QVERIFY(puzzle.distance(other) > 0);

        // A mirrored corner (two of its stickers swapped) is no piece of the puzzle.
        Position mirrored = solved;
        std::swap(mirrored.cells[static_cast<std::size_t>(ufr[1])],
                  mirrored.cells[static_cast<std::size_t>(ufr[2])]);
        const Problems bad = r.validate(mirrored);
        QCOMPARE(bad.size(), std::size_t{1});
        QCOMPARE(bad.front().code, std::string("position.piece"));
        QCOMPARE(bad.front().args, (std::vector<std::string>{"U4", "URF"}));
        QCOMPARE(table->solve(mirrored, {}, CancelToken{}).outcome, Outcome::Failed);
        // Stickers of one colour swapped between two corners: each is then a corner
        // that does not exist.
        Position swapped = solved;
        std::swap(swapped.cells[static_cast<std::size_t>(cellOf(r, "R1"))],
                  swapped.cells[static_cast<std::size_t>(cellOf(r, "L2"))]);
        QVERIFY(!r.validate(swapped).empty());
    }

    // Scrambles solved by every engine that fits, replayed to the goal, at the table's
    // distance.
    void scramblesSolvedOptimally()
    {
        const auto entry = load("pieces/cube2-fixed.puzzle.json");
        const Rules& r = *entry->rules;
        DefinitionPuzzle puzzle(entry);
        QCOMPARE(puzzle.engineNames(), (std::vector<std::string>{"table", "ida", "bfs"}));
        std::mt19937_64 rng(21);
        for (int i = 0; i < 6; ++i) {
            Position p = r.start();
            for (int k = 0; k < 7; ++k)
                p = r.apply(p, static_cast<int>(rng() % static_cast<unsigned>(r.moveCount())));
            const int d = puzzle.distance(p);
            QVERIFY(d >= 0 && d <= 7);
            for (const std::string& name : puzzle.engineNames()) {
                auto engine = puzzle.makeEngine(name);
                const Answer a = engine->solve(p, {}, CancelToken{});
                QCOMPARE(a.outcome, Outcome::Solved);
                QCOMPARE(static_cast<int>(a.moves.size()), d);
                Position q = p;
                for (int m : a.moves)
                    q = r.apply(q, m);
                QVERIFY(puzzle.isGoal(q));
            }
        }
    }

    // The reader's sample with two corners: its example is answered as written.
    void sampleExample()
    {
        Checked<PuzzleEntry> e = loadDefinition(samples::kPieces, "two-corners.puzzle.json");
        QVERIFY(e);
        const auto entry = std::make_shared<const PuzzleEntry>(std::move(*e.value));
        QVERIFY(entry->rules->pieceRules());
        DefinitionPuzzle puzzle(entry);
        const def::Example& ex = entry->def().examples.front();
        Position p;
        p.cells.assign(ex.position.begin(), ex.position.end());
        for (const std::string& name : puzzle.engineNames()) {
            const Answer a = puzzle.makeEngine(name)->solve(p, {}, CancelToken{});
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(puzzle.formatMoves(a.moves), ex.moves);
        }
        // Two corners, each in three twists, either way round: 2 * 9 positions, of
        // which X and T reach all.
        QCOMPARE(puzzle.histogram(), (std::vector<std::uint64_t>{1, 2, 3, 4, 4, 3, 1}));
    }
};

QTEST_APPLESS_MAIN(TestStickerPieces)
#include "tst_sticker_pieces.moc"
