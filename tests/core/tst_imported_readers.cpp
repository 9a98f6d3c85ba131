// Other solvers' files (SPEC 8.3): twsearch's .tws and cubing.js's KPuzzle JSON read
// into the orbit model with their own meaning. A composition of two moves worked out
// by hand from the file's numbers with the formula of SPEC 8.3 equals the model's;
// the 1-based per-piece forms (Solved, Move) and the 0-based per-slot forms
// (StartState, MoveTransformation) of one puzzle give the same moves; rotations are
// kept apart; bad files get the problem, line and column (or key path) they should.
// The histograms of these files are checked from the command line (cli_tst_imported_cli).
#include <QTest>

#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bad_imported.h"
#include "core/definition_puzzle.h"
#include "core/engines/reachable_histogram.h"
#include "core/engines/table_engine.h"
#include "core/formats/imported.h"
#include "core/formats/kpuzzle/kpuzzle_reader.h"
#include "core/formats/tws/tws_reader.h"
#include "core/registry.h"
#include "core/rules/position_count.h"

namespace {

using pl::formats::ImportedPuzzle;
using pl::model::MoveMetric;
using pl::model::OrbitModel;

std::string dataFile(const char* name)
{
    std::ifstream in(std::string(PL_TEST_DATA_DIR "/imported/") + name, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

ImportedPuzzle mustRead(const pl::Checked<ImportedPuzzle>& read)
{
    if (!read) {
        qWarning("%s", pl::problemLine(read.problems.front()).c_str());
        return {};
    }
    return *read.value;
}

std::vector<int> afterMoves(const OrbitModel& model, std::vector<int> state,
                            const std::vector<int>& moves)
{
    std::vector<std::uint8_t> bytes(state.begin(), state.end());
    for (const int m : moves)
        model.apply(bytes.data(), m);
    return {bytes.begin(), bytes.end()};
}

int moveNamed(const OrbitModel& model, const std::string& name)
{
    for (int m = 0; m < model.moveCount(); ++m)
        if (model.move(m).name == name)
            return m;
    return -1;
}

}  // namespace

class TestImportedReaders : public QObject {
    Q_OBJECT

private slots:
    void twsCubeReadsWithTwsearchsMeaning()
    {
        const ImportedPuzzle cube = mustRead(pl::formats::readTws(dataFile("cube2-fixed.tws")));
        QCOMPARE(cube.name, std::string("Cube2Fixed"));
        QCOMPARE(cube.orbits.size(), std::size_t{1});
        QCOMPARE(cube.orbits[0].name, std::string("CORNERS"));
        QCOMPARE(cube.orbits[0].size, 7);
        QCOMPARE(cube.orbits[0].twists, 3);
        QCOMPARE(cube.moves.size(), std::size_t{3});
        QVERIFY(cube.rotations.empty());
        QCOMPARE(cube.solved, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 0, 0}));

        // R then U from solved, by hand from the file. R's lines "5 2 3 1 7 6 4" and
        // "1 0 0 2 2 0 1": slot i takes the piece of slot p[i] (1-based), and its twist
        // is the one written for that piece: slots 1..7 take pieces 5 2 3 1 7 6 4 with
        // twists t[5] t[2] t[3] t[1] t[7] t[6] t[4] = 2 0 0 1 1 0 2. U's "4 1 2 3 5 6 7"
        // (no twists) then gives slot i what slot p[i] held: pieces 1 5 2 3 7 6 4 with
        // twists 1 2 0 0 1 0 2; 0-based pieces: 0 4 1 2 6 5 3.
        const OrbitModel model = *pl::formats::modelOf(cube, MoveMetric::Move).value;
        const std::vector<int> expected = {0, 4, 1, 2, 6, 5, 3, 1, 2, 0, 0, 1, 0, 2};
        QCOMPARE(afterMoves(model, cube.solved, {moveNamed(model, "R"), moveNamed(model, "U")}),
                 expected);
        // F alone: pieces 2 6 3 4 1 5 7, twists t[2] t[6] t[3] t[4] t[1] t[5] t[7] of
        // "2 1 0 0 1 2 0" = 1 2 0 0 2 1 0.
        QCOMPARE(afterMoves(model, cube.solved, {moveNamed(model, "F")}),
                 (std::vector<int>{1, 5, 2, 3, 0, 4, 6, 1, 2, 0, 0, 2, 1, 0}));
    }

    void perSlotFormsGiveTheSameMoves()
    {
        const ImportedPuzzle a = mustRead(pl::formats::readTws(dataFile("cube2-fixed.tws")));
        const ImportedPuzzle b = mustRead(pl::formats::readTws(dataFile("cube2-fixed-slots.tws")));
        QCOMPARE(b.solved, a.solved);
        QCOMPARE(b.moves.size(), a.moves.size());
        for (const MoveMetric metric : {MoveMetric::Move, MoveMetric::Power}) {
            const OrbitModel ma = *pl::formats::modelOf(a, metric).value;
            const OrbitModel mb = *pl::formats::modelOf(b, metric).value;
            QCOMPARE(mb.moveCount(), ma.moveCount());
            for (int m = 0; m < ma.moveCount(); ++m) {
                QCOMPARE(mb.move(m).name, ma.move(m).name);
                QVERIFY(mb.move(m).effects == ma.move(m).effects);
            }
        }
        // The power metric names powers as twsearch does.
        const OrbitModel power = *pl::formats::modelOf(a, MoveMetric::Power).value;
        QStringList names;
        for (int m = 0; m < power.moveCount(); ++m)
            names << QString::fromStdString(power.move(m).name);
        QCOMPARE(names.join(QLatin1Char(' ')), QStringLiteral("U U2 U' R R2 R' F F2 F'"));
    }

    void rotationsWildcardsAndSequences()
    {
        const std::string text =
            "Name T\n"
            "Set A 3 2\n"
            "Set C 2 3\n"
            "Solved\n"
            "A\n"
            "1 1 2\n"
            "C\n"
            "1 2\n"
            "? ?\n"
            "End\n"
            "Move R\n"
            "A\n"
            "2 3 1\n"
            "1 0 1\n"
            "End\n"
            "Move x\n"
            "A\n"
            "1 3 2\n"
            "End\n"
            "Move BRv\n"
            "C\n"
            "2 1\n"
            "End\n"
            "MoveAlias Q R\n"
            "MoveSequence S R R' x Q\n";
        const ImportedPuzzle p = mustRead(pl::formats::readTws(text));
        QCOMPARE(p.moves.size(), std::size_t{1});
        QCOMPARE(p.moves[0].name, std::string("R"));
        QCOMPARE(p.rotations.size(), std::size_t{2});
        QCOMPARE(p.rotations[0].name, std::string("x"));
        QCOMPARE(p.rotations[1].name, std::string("BRv"));
        // Identical pieces keep their numbers; C's twists are all "any twist": C
        // keeps its pieces only.
        QCOMPARE(p.orbits[0].twists, 2);
        QCOMPARE(p.orbits[1].twists, 1);
        QCOMPARE(p.solved, (std::vector<int>{0, 0, 1, 0, 0, 0, 0, 1}));
        QCOMPARE(p.sequences.size(), std::size_t{2});
        QCOMPARE(p.sequences[1].second, (std::vector<std::string>{"R", "R'", "x", "Q"}));
        QVERIFY(pl::formats::isTwsRotation("y'"));
        QVERIFY(pl::formats::isTwsRotation("z2"));
        QVERIFY(pl::formats::isTwsRotation("F_v"));
        QVERIFY(!pl::formats::isTwsRotation("Rw"));
        QVERIFY(!pl::formats::isTwsRotation("xy"));
        QVERIFY(!pl::formats::isTwsRotation("v"));
    }

    void badFiles_data()
    {
        QTest::addColumn<int>("index");
        const std::vector<bad_imported::Row> rows = bad_imported::rows();
        QVERIFY(rows.size() >= 40);
        for (std::size_t i = 0; i < rows.size(); ++i)
            QTest::newRow((rows[i].reader + ": " + rows[i].name).c_str()) << static_cast<int>(i);
    }
    void badFiles()
    {
        QFETCH(int, index);
        const bad_imported::Row row = bad_imported::rows()[static_cast<std::size_t>(index)];
        const pl::Problems problems = bad_imported::problemsOf(row);
        QVERIFY(!problems.empty());
        const pl::Problem& p = problems.front();
        QCOMPARE(p.code, row.code);
        QCOMPARE(p.where.line, row.line);
        if (row.reader == "tws file") {
            QCOMPARE(p.where.column, row.column);
        } else {
            QCOMPARE(p.where.path, row.path);
            QVERIFY(p.where.column > 0 || row.line == 0);
        }
    }

    // twsearch's `?` on some pieces of a set (its samples maltese and puck): the pieces
    // are tracked, their twists are not (positions that differ only there are one
    // position). The goal takes any twist there; histograms and counts are per
    // position, as twsearch counts them; checked against the test's own breadth-first
    // search over states whose uncounted twists are set to 0.
    void someTwistsUncounted()
    {
        const std::string text =
            "Set A 4 3\n"
            "Set B 2 2\n"
            "Solved\n"
            "A\n"
            "1 2 3 4\n"
            "0 ? 0 ?\n"
            "B\n"
            "1 2\n"
            "0 0\n"
            "End\n"
            "Move R\n"
            "A\n"
            "2 3 1 4\n"
            "1 0 2 0\n"
            "B\n"
            "2 1\n"
            "1 0\n"
            "End\n"
            "Move S\n"
            "A\n"
            "1 2 4 3\n"
            "0 0 1 1\n"
            "End\n";
        const ImportedPuzzle p = mustRead(pl::formats::readTws(text));
        // State: A's pieces 0-3, A's twists 4-7, B's pieces 8-9, B's twists 10-11.
        QCOMPARE(p.anyTwist, (std::vector<bool>{false, false, false, false, false, true, false,
                                                true, false, false, false, false}));
        // Its solved state as cubing.js writes it: orientationMod 1 on those pieces.
        const std::string json = R"({"name": "t",
  "orbits": [{"orbitName": "A", "numPieces": 4, "numOrientations": 3},
             {"orbitName": "B", "numPieces": 2, "numOrientations": 2}],
  "defaultPattern": {"A": {"pieces": [0, 1, 2, 3], "orientation": [0, 0, 0, 0],
                           "orientationMod": [0, 1, 3, 1]},
                     "B": {"pieces": [0, 1], "orientation": [0, 0]}},
  "moves": {"R": {"A": {"permutation": [1, 2, 0, 3], "orientationDelta": [1, 0, 2, 0]},
                  "B": {"permutation": [1, 0], "orientationDelta": [1, 0]}}}})";
        const ImportedPuzzle k = mustRead(pl::formats::readKPuzzle(json));
        QCOMPARE(k.anyTwist, p.anyTwist);
        QCOMPARE(k.solved, p.solved);

        const pl::Checked<pl::PuzzleEntry> entry = pl::loadDefinition(text, "t.tws", false);
        QVERIFY(entry);
        const pl::Rules& rules = *entry.value->rules;
        const pl::def::Goal& goal = rules.goal();
        QCOMPARE(goal.values[5], -1);
        QCOMPARE(goal.values[7], -1);
        QCOMPARE(goal.values[4], 0);
        QCOMPARE(pl::statesPerPosition(rules, goal), std::uint64_t{9});
        // 4! * 3^2 (A's two counted twists) * 2! * 2^2.
        QCOMPARE(pl::validPositionCount(rules), std::string("1728"));
        // After R, slot 0 holds piece 1 and slot 3 piece 3: their twists (bytes 4 and 7)
        // are the ones that do not count (the window draws them as "?").
        {
            pl::Position afterR;
            afterR.cells.assign(p.solved.begin(), p.solved.end());
            rules.model().apply(afterR.cells.data(), moveNamed(rules.model(), "R"));
            QCOMPARE(afterR.cells[0], std::uint8_t{1});
            std::vector<int> uncounted;
            for (int at = 0; at < 12; ++at)
                if (pl::twistUncounted(rules, afterR, at))
                    uncounted.push_back(at);
            QCOMPARE(uncounted, (std::vector<int>{4, 7}));
        }

        // The test's own count: states with the uncounted twists (those of pieces 1
        // and 3, wherever they are) set to 0, from the solved state through the moves.
        const OrbitModel& model = rules.model();
        const auto normal = [](std::vector<std::uint8_t> s) {
            for (int i = 0; i < 4; ++i)
                if (s[static_cast<std::size_t>(i)] == 1 || s[static_cast<std::size_t>(i)] == 3)
                    s[static_cast<std::size_t>(4 + i)] = 0;
            return s;
        };
        // (Keyed by a number: GCC 12 warns falsely on maps keyed by byte vectors.)
        const auto key = [](const std::vector<std::uint8_t>& s) {
            std::uint64_t k = 0;
            for (const std::uint8_t b : s)
                k = k * 4 + b;
            return k;
        };
        std::map<std::uint64_t, std::pair<std::vector<std::uint8_t>, int>> distance;
        std::vector<std::vector<std::uint8_t>> level{
            normal(std::vector<std::uint8_t>(p.solved.begin(), p.solved.end()))};
        distance[key(level.front())] = {level.front(), 0};
        std::vector<std::uint64_t> counts{1};
        while (!level.empty()) {
            std::vector<std::vector<std::uint8_t>> next;
            for (const auto& s : level)
                for (int m = 0; m < model.moveCount(); ++m) {
                    std::vector<std::uint8_t> t = s;
                    model.apply(t.data(), m);
                    t = normal(t);
                    if (distance.emplace(key(t), std::pair{t, static_cast<int>(counts.size())})
                            .second)
                        next.push_back(t);
                }
            if (!next.empty())
                counts.push_back(next.size());
            level = std::move(next);
        }
        QVERIFY(counts.size() > 3);

        pl::EngineOptions options;
        options.cacheFolder = "";
        pl::TableEngine table(entry.value->rules, options);
        const pl::CancelToken never;
        const auto h = table.histogram(goal, {}, never);
        QCOMPARE(h.outcome, pl::Outcome::Solved);
        QCOMPARE(h.value.counts, counts);
        QCOMPARE(h.value.positions, std::uint64_t{1728});
        QCOMPARE(h.value.unsolvable, 1728 - distance.size());
        const pl::ReachableHistogram r =
            pl::reachableHistogram(rules, goal, std::uint64_t{1} << 26, never, 1);
        QCOMPARE(r.outcome, pl::Outcome::Solved);
        QCOMPARE(r.counts, counts);
        QCOMPARE(r.unsolvable, std::to_string(1728 - distance.size()));
        // Every state's distance is its position's: a state whose uncounted twists are
        // not 0 (pieces 1 and 3 turned) is as far as the position the test counted.
        int checked = 0;
        for (const auto& [k, at] : distance) {
            const auto& [s, d] = at;
            std::vector<std::uint8_t> turned = s;
            for (int i = 0; i < 4; ++i)
                if (turned[static_cast<std::size_t>(i)] % 2 == 1)
                    turned[static_cast<std::size_t>(4 + i)] =
                        static_cast<std::uint8_t>(1 + (i + checked) % 2);
            pl::SolveRequest request;
            request.position.cells.assign(turned.begin(), turned.end());
            request.goal = goal;
            const auto got = table.distance(request, {}, never);
            QCOMPARE(got.outcome, pl::Outcome::Solved);
            QCOMPARE(got.value, d);
            ++checked;
        }
        QCOMPARE(checked, static_cast<int>(distance.size()));
    }

    // A `?` on pieces that no move carries elsewhere: their twists leave the puzzle
    // (nothing depends on them), and the counts are per position.
    void settledPiecesWithUncountedTwists()
    {
        const std::string text =
            "Set A 2 3\nSet C 2 4\nSolved\nA\n1 2\n0 0\nC\n1 2\n? 0\nEnd\n"
            "Move R\nA\n2 1\n1 2\nC\n1 2\n1 1\nEnd\n";
        ImportedPuzzle p = mustRead(pl::formats::readTws(text));
        pl::formats::settleOrbits(p);
        QCOMPARE(p.orbits[1].size, 1);
        QVERIFY(!p.orbits[1].piecesMove);
        QCOMPARE(p.solved, (std::vector<int>{0, 1, 0, 0, 0}));
        QCOMPARE(p.anyTwist, std::vector<bool>(5, false));
        QCOMPARE(p.moves[0].effects[1].twist, (std::vector<int>{1}));
        const pl::Checked<pl::PuzzleEntry> entry = pl::loadDefinition(text, "t.tws", false);
        QVERIFY(entry);
        // A's 2! * 3^2 and C's one counted twist: 72 positions; R turns C's counted
        // twist once, so R, R2 and R' reach three positions and R4 is the identity.
        QCOMPARE(pl::validPositionCount(*entry.value->rules), std::string("72"));
        pl::EngineOptions options;
        options.cacheFolder = "";
        pl::TableEngine table(entry.value->rules, options);
        const pl::CancelToken never;
        const auto h = table.histogram(entry.value->rules->goal(), {}, never);
        QCOMPARE(h.outcome, pl::Outcome::Solved);
        QCOMPARE(h.value.counts, (std::vector<std::uint64_t>{1, 3}));
        QCOMPARE(h.value.unsolvable, std::uint64_t{68});
    }

    // Scramble walks from the goal when the goal takes any twist of some pieces: only 3
    // of this puzzle's 54 states can be reached, so a uniform draw of every state would
    // seldom be solvable.
    void scrambleOfUncountedTwistsIsSolvable()
    {
        const std::string text =
            "Set A 3 3\nSolved\nA\n1 2 3\n0 0 ?\nEnd\nMove R\nA\n2 3 1\n0 0 0\nEnd\n";
        const pl::Checked<pl::PuzzleEntry> entry = pl::loadDefinition(text, "t.tws", false);
        QVERIFY(entry);
        const auto shared = std::make_shared<const pl::PuzzleEntry>(*entry.value);
        const pl::DefinitionPuzzle puzzle(shared);
        pl::EngineOptions options;
        options.cacheFolder = "";
        pl::TableEngine table(shared->rules, options);
        const pl::CancelToken never;
        std::mt19937_64 rng(7);
        for (int i = 0; i < 20; ++i) {
            pl::SolveRequest request;
            request.position = puzzle.scramble(rng);
            request.goal = shared->rules->goal();
            QCOMPARE(table.distance(request, {}, never).outcome, pl::Outcome::Solved);
        }
    }

    void kpuzzleReadsWithCubingJsMeaning()
    {
        const ImportedPuzzle p =
            mustRead(pl::formats::readKPuzzle(dataFile("pyraminx-no-tips.kpuzzle.json")));
        QCOMPARE(p.name, std::string("Pyraminx without tips"));
        QCOMPARE(p.orbits.size(), std::size_t{2});
        // Moves in the file's order (the JSON object is read in key order first).
        QCOMPARE(p.moves.size(), std::size_t{4});
        QCOMPARE(p.moves[0].name, std::string("U"));
        QCOMPARE(p.moves[3].name, std::string("B"));
        // U from solved: edge slot i takes the piece of slot permutation[i] and adds
        // orientationDelta[i]; centre U turns once.
        pl::formats::ImportedPuzzle settled = p;
        pl::formats::settleOrbits(settled);
        // No move carries a centre to another slot: the centres keep only their turns.
        QVERIFY(!settled.orbits[1].piecesMove);
        QCOMPARE(settled.solved.size(), std::size_t{6 + 6 + 4});
        const OrbitModel model = *pl::formats::modelOf(settled, MoveMetric::Move).value;
        QCOMPARE(afterMoves(model, settled.solved, {moveNamed(model, "U")}),
                 (std::vector<int>{2, 0, 1, 3, 4, 5, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0}));
        // U then L: L moves slots 0 3 4 (UL LR LB): slot 0 takes slot 4, slot 3 slot 0,
        // slot 4 slot 3, and adds 1 to slots 3 and 4.
        QCOMPARE(afterMoves(model, settled.solved, {moveNamed(model, "U"), moveNamed(model, "L")}),
                 (std::vector<int>{4, 0, 1, 2, 3, 5, 0, 1, 1, 1, 1, 0, 1, 1, 0, 0}));
    }

    void kpuzzleOrbitsAsAnObjectAndDerivedMoves()
    {
        const std::string text = R"({"name": "t",
  "orbits": {"B": {"numPieces": 2, "numOrientations": 1},
             "A": {"numPieces": 3, "numOrientations": 2}},
  "defaultPattern": {"B": {"pieces": [0, 1], "orientation": [0, 0]},
                     "A": {"pieces": [0, 1, 2], "orientation": [0, 0, 0],
                           "orientationMod": [1, 1, 1]}},
  "moves": {"Z": {"B": {"permutation": [1, 0], "orientationDelta": [0, 0]}},
            "Y": {"A": {"permutation": [1, 2, 0], "orientationDelta": [1, 0, 0]}}},
  "derivedMoves": {"W": "Z Y'", "V": "W Y"}})";
        const ImportedPuzzle p = mustRead(pl::formats::readKPuzzle(text));
        // The orbits and the moves in the file's order; A's turns do not count.
        QCOMPARE(p.orbits[0].name, std::string("B"));
        QCOMPARE(p.orbits[1].name, std::string("A"));
        QCOMPARE(p.orbits[1].twists, 1);
        QCOMPARE(p.moves[0].name, std::string("Z"));
        QCOMPARE(p.moves[1].effects[1].from, (std::vector<int>{1, 2, 0}));
        QVERIFY(p.moves[1].effects[1].twist.empty());
        QCOMPARE(p.solved, (std::vector<int>{0, 1, 0, 1, 2}));
        QCOMPARE(p.sequences.size(), std::size_t{2});
        // In the file's order: V uses W, defined before it.
        QCOMPARE(p.sequences[0].first, std::string("W"));
        QCOMPARE(p.sequences[1].second, (std::vector<std::string>{"W", "Y"}));
    }

    void formatsByFileNameAndKeys()
    {
        using pl::PuzzleFileFormat;
        QCOMPARE(pl::fileFormatOf("a/3x3x3.tws", ""), PuzzleFileFormat::Tws);
        QCOMPARE(pl::fileFormatOf("B.KSOLVE", ""), PuzzleFileFormat::Tws);
        QCOMPARE(pl::fileFormatOf("x.kpuzzle.json", "{}"), PuzzleFileFormat::KPuzzle);
        QCOMPARE(pl::fileFormatOf("x.json", R"({"orbits": [], "moves": {}})"),
                 PuzzleFileFormat::KPuzzle);
        // A format 1 file is never taken for a KPuzzle.
        QCOMPARE(pl::fileFormatOf("x.puzzle.json", R"({"orbits": [], "moves": {}})"),
                 PuzzleFileFormat::Format1);
        QCOMPARE(pl::fileFormatOf("x.json", R"({"puzzlelab": 1, "orbits": [], "moves": {}})"),
                 PuzzleFileFormat::Format1);
        QCOMPARE(pl::importedKey("/tmp/dir/3x3x3.tws"), std::string("3x3x3"));
        QCOMPARE(pl::importedKey("Pyraminx.kpuzzle.json"), std::string("Pyraminx"));
        QCOMPARE(pl::importedKey(".tws"), std::string("imported"));

        // Through the registry: a .tws file is a library entry with its key, name and
        // SHA-256, in the power metric unless another is asked for.
        const std::string text = dataFile("cube2-fixed.tws");
        const auto entry = pl::loadDefinition(text, "/x/cube2-fixed.tws");
        QVERIFY(entry);
        QCOMPARE(entry.value->key(), std::string("cube2-fixed"));
        QCOMPARE(entry.value->def().name, std::string("Cube2Fixed"));
        QCOMPARE(entry.value->sha256.size(), std::size_t{64});
        QCOMPARE(entry.value->rules->moveCount(), 9);
        const auto quarter =
            pl::loadDefinition(text, "/x/cube2-fixed.tws", false, pl::def::Metric::Inverse);
        QCOMPARE(quarter.value->rules->moveCount(), 6);
        // A bad file's problems come back located.
        const auto bad = pl::loadDefinition("Set A 2 3\nSolved\n", "bad.tws");
        QVERIFY(!bad);
        QCOMPARE(bad.problems.front().code, std::string("tws.no-end"));
        QCOMPARE(
            pl::problemLine(bad.problems.front()),
            std::string("line 2, column 1: the Solved block that starts on line 2 has no End"));
    }
};

QTEST_GUILESS_MAIN(TestImportedReaders)
#include "tst_imported_readers.moc"
