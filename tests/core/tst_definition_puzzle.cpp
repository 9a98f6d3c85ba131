// DefinitionPuzzle (issues 11 and 13): every puzzle of the library behind the Puzzle
// interface the window works through. For every bundled definition that is not a
// contest puzzle: start, apply, text forms, every example solved by the first engine
// that fits and replayed; Lights Out 4x4's unsolvable boards found by the test's own
// search; distance, hint and histogram against the test's own breadth-first search;
// the table refusal for the 15-puzzle; the judge format against SPEC 7.5's wording;
// the move geometry against the definition's move data; sliding legality; puzzleFor's
// choice between the contest puzzle and a DefinitionPuzzle; and distance() asked from
// two threads at once on a cold table.
#include <QTest>

#include <algorithm>
#include <deque>
#include <latch>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "contest_kinds.h"
#include "core/case_reader.h"
#include "core/definition_puzzle.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/registry.h"
#include "core/rules/rules.h"

namespace QTest {
template <>
inline char* toString(const std::string& s)
{
    return QTest::toString(QByteArray::fromStdString(s));
}
template <>
inline char* toString(const std::vector<int>& v)
{
    QByteArray out = "{";
    for (std::size_t i = 0; i < v.size(); ++i)
        out += (i ? "," : "") + QByteArray::number(v[i]);
    return qstrdup(out + "}");
}
template <>
inline char* toString(const std::vector<std::uint64_t>& v)
{
    QByteArray out = "{";
    for (std::size_t i = 0; i < v.size(); ++i)
        out += (i ? "," : "") + QByteArray::number(static_cast<qulonglong>(v[i]));
    return qstrdup(out + "}");
}
}  // namespace QTest

namespace {

using pl::DefinitionPuzzle;
using pl::Outcome;
using pl::Position;
using pl::PuzzleEntry;

const pl::Registry& bundled()
{
    static const pl::Registry registry = pl::Registry::bundled();
    return registry;
}

std::shared_ptr<const PuzzleEntry> bundledEntry(const std::string& key)
{
    return bundled().find(key);
}

std::vector<std::shared_ptr<const PuzzleEntry>> libraryEntries()
{
    std::vector<std::shared_ptr<const PuzzleEntry>> out;
    for (const auto& e : bundled().entries())
        if (!pl::test::contestPuzzle(e->key()))
            out.push_back(e);
    return out;
}

QByteArray name(const PuzzleEntry& e)
{
    return QByteArray::fromStdString(e.key());
}

// The first engine the puzzle can run within the memory limit.
std::string firstFittingEngine(const pl::Puzzle& p)
{
    for (const std::string& n : p.engineNames())
        if (p.engineRefusal(n).empty())
            return n;
    return {};
}

// Bytes the table engine would need for the puzzle (0 when it does not take it).
std::uint64_t tableBytes(const PuzzleEntry& e)
{
    for (const pl::EngineChoice& c : pl::engineChoices(e))
        if (c.name == "table")
            return c.tableBytes;
    return 0;
}

// Tables up to this size are built in this test (TopSpin's is 10 MB: one entry per
// class of its 12 relabellings, seconds to build).
constexpr std::uint64_t kTestTableBytes = std::uint64_t{16} << 20;

std::uint64_t packed(const Position& p)
{
    // At most 64 bits: 8 bits per cell for up to 8 cells, else 4 (labels < 16), else
    // 2 bits (values < 4) or 1 bit; the callers' puzzles all fit one of these.
    std::uint64_t key = 0;
    const int bits = p.cells.size() <= 8    ? 8
                     : p.cells.size() <= 16 ? 4
                     : p.cells.size() <= 32 ? 2
                                            : 1;
    for (std::uint8_t c : p.cells)
        key = (key << bits) | c;
    return key;
}

// The test's own breadth-first search: distance of every position reachable from the
// goal position, by forward moves. The moves of the puzzles it is used on (dial moves
// modulo 2, sliding tiles, permutations with their inverses in the metric) can all be
// undone by moves, so "reachable from the goal" is "can reach the goal", at the same
// distance.
struct Bfs {
    std::unordered_map<std::uint64_t, int> distance;
    std::vector<std::uint64_t> levels;
};

Bfs bfsFromGoal(const pl::Rules& rules, const Position& goal)
{
    Bfs out;
    std::deque<Position> queue{goal};
    out.distance.emplace(packed(goal), 0);
    out.levels.push_back(1);
    while (!queue.empty()) {
        const Position p = queue.front();
        queue.pop_front();
        const int d = out.distance.at(packed(p));
        for (int m = 0; m < rules.moveCount(); ++m) {
            if (!rules.legal(p, m))
                continue;
            Position q = p;
            // Apply by hand from the move data, not through Rules::apply.
            const pl::RuleMove& move = rules.move(m);
            if (rules.def().kind == pl::def::Kind::Dial) {
                for (std::size_t i = 0; i < q.cells.size(); ++i)
                    q.cells[i] =
                        static_cast<std::uint8_t>((q.cells[i] + move.add[i]) % rules.def().modulus);
            } else if (rules.def().kind == pl::def::Kind::Permutation) {
                for (std::size_t i = 0; i < q.cells.size(); ++i)
                    q.cells[i] = p.cells[static_cast<std::size_t>(move.sources[i])];
            } else {
                const auto blank = static_cast<int>(
                    std::find(p.cells.begin(), p.cells.end(), rules.def().blank) - p.cells.begin());
                const int to = rules.neighbour(blank, move.direction);
                std::swap(q.cells[static_cast<std::size_t>(blank)],
                          q.cells[static_cast<std::size_t>(to)]);
            }
            if (out.distance.emplace(packed(q), d + 1).second) {
                if (out.levels.size() <= static_cast<std::size_t>(d + 1))
                    out.levels.push_back(0);
                ++out.levels[static_cast<std::size_t>(d + 1)];
                queue.push_back(std::move(q));
            }
        }
    }
    return out;
}

Position goalPosition(const pl::Rules& rules)
{
    Position p;
    for (int v : rules.goal().values)
        p.cells.push_back(static_cast<std::uint8_t>(v));
    return p;
}

// SPEC 7.5's answer line, written from the spec's wording.
std::string specAnswer(const pl::Puzzle& p, const pl::Answer& s)
{
    if (s.outcome == Outcome::Unsolvable)
        return "unsolvable\n";
    const std::string moves = p.formatMoves(s.moves);
    return std::to_string(s.moves.size()) + ":" + (moves.empty() ? "" : " " + moves) + "\n";
}

}  // namespace

class TestDefinitionPuzzle : public QObject {
    Q_OBJECT

private slots:
    void everyLibraryPuzzleIsADefinitionPuzzle()
    {
        const auto entries = libraryEntries();
        QVERIFY(entries.size() >= 13);  // 16 bundled, three of them contest puzzles
        for (const auto& e : entries) {
            const auto p = pl::puzzleFor(e);
            QVERIFY2(dynamic_cast<const DefinitionPuzzle*>(p.get()), name(*e));
            QCOMPARE(p->key(), e->key());
            QCOMPARE(p->title(), e->def().name);
            QCOMPARE(p->cellCount(), static_cast<int>(e->def().cells.size()));
            QCOMPARE(p->moveNames(), e->rules->moveNames());
            QCOMPARE(p->entry(), e);
            QVERIFY2(!p->engineNames().empty(), name(*e));
            QCOMPARE(p->engineNames().back(), std::string("bfs"));
        }
    }

    void initialIsTheStart()
    {
        for (const auto& e : libraryEntries()) {
            const DefinitionPuzzle p(e);
            Position start;
            if (e->def().start.empty())
                start.cells.assign(e->def().cells.size(), 0);  // dial default: all 0
            for (int v : e->def().start)
                start.cells.push_back(static_cast<std::uint8_t>(v));
            QVERIFY2(p.initial() == start, name(*e));
            QVERIFY2(p.validate(p.initial()).empty(), name(*e));
        }
    }

    void applyIsTheRulesApply()
    {
        std::mt19937_64 rng(11);
        for (const auto& e : libraryEntries()) {
            const DefinitionPuzzle p(e);
            for (int i = 0; i < 20; ++i) {
                const Position pos = p.random(rng);
                QVERIFY2(p.validate(pos).empty(), name(*e));
                for (int m = 0; m < static_cast<int>(p.moveNames().size()); ++m) {
                    QCOMPARE(p.isLegal(pos, m), e->rules->legal(pos, m));
                    if (p.isLegal(pos, m))
                        QVERIFY2(p.apply(pos, m) == e->rules->apply(pos, m), name(*e));
                }
            }
            QVERIFY(!p.isLegal(p.initial(), -1));
            QVERIFY(!p.isLegal(p.initial(), static_cast<int>(p.moveNames().size())));
        }
    }

    void textFormsRoundTrip()
    {
        std::mt19937_64 rng(12);
        for (const auto& e : libraryEntries()) {
            const DefinitionPuzzle p(e);
            for (int i = 0; i < 50; ++i) {
                const Position pos = p.random(rng);
                const std::string text = p.formatPosition(pos);
                const auto parsed = p.parsePosition(text);
                QVERIFY2(parsed, (name(*e) + ": " + QByteArray::fromStdString(parsed.error)));
                QVERIFY2(*parsed.value == pos, name(*e) + ": " + QByteArray::fromStdString(text));
                std::vector<int> moves;
                std::uniform_int_distribution<int> pick(0,
                                                        static_cast<int>(p.moveNames().size()) - 1);
                for (int k = 0; k < i % 12; ++k)
                    moves.push_back(pick(rng));
                const auto back = p.parseMoves(p.formatMoves(moves));
                QVERIFY2(back, name(*e));
                QCOMPARE(*back.value, moves);
            }
            // Bad text says what is wrong, and validate() names a bad position.
            const auto bad = p.parsePosition("1 2");
            QVERIFY(!bad);
            QVERIFY2(bad.error.find("expected") != std::string::npos, bad.error.c_str());
            QVERIFY(!p.parseMoves("no-such-move!").value);
            Position shortPos;
            shortPos.cells.assign(2, 0);
            QVERIFY(!p.validate(shortPos).empty());
            QVERIFY(!p.isGoal(shortPos));
        }
    }

    // Every example of every library definition, solved by the first engine that fits
    // (through the Engine face), has the example's length and moves, and replaying it
    // with apply() ends at a goal.
    void examplesThroughTheEngine()
    {
        for (const auto& e : libraryEntries()) {
            const DefinitionPuzzle p(e);
            const std::string engineName = firstFittingEngine(p);
            if (engineName == "table" && tableBytes(*e) > kTestTableBytes) {
                qInfo("%s: its only fitting engines need a %llu-byte table; skipped here",
                      e->key().c_str(), static_cast<unsigned long long>(tableBytes(*e)));
                continue;
            }
            const auto engine = p.makeEngine(engineName);
            QVERIFY2(engine, name(*e));
            QCOMPARE(engine->name(), engineName);
            QVERIFY(!engine->description().empty());
            QVERIFY2(!e->def().examples.empty(), name(*e));
            const pl::CancelToken never;
            for (const auto& ex : e->def().examples) {
                Position pos;
                for (int v : ex.position)
                    pos.cells.push_back(static_cast<std::uint8_t>(v));
                const pl::Answer s = engine->solve(pos, {}, never);
                QVERIFY2(s.outcome == Outcome::Solved,
                         (name(*e) + " " + QByteArray::fromStdString(engineName) + ": " +
                          QByteArray::fromStdString(pl::firstProblemLine(s.problems))));
                QCOMPARE(p.formatMoves(s.moves), ex.moves);
                const auto written = p.parseMoves(ex.moves);
                QVERIFY(written);
                QCOMPARE(s.moves.size(), written.value->size());
                Position at = pos;
                for (int m : s.moves) {
                    QVERIFY(p.isLegal(at, m));
                    at = p.apply(at, m);
                }
                QVERIFY2(p.isGoal(at), name(*e));
                // Which goal was met: TopSpin's goal is anyOf its 12 rotations, and the
                // answer names the alternative its last position meets; no other library
                // goal has alternatives (or a uniform label).
                const auto met = p.rules().reached(at);
                QVERIFY(met.has_value());
                QCOMPARE(s.reached, *met);
                if (e->def().goal.type != pl::def::Goal::Type::AnyOf)
                    QCOMPARE(s.reached, pl::GoalReached{});
            }
        }
    }

    void failedOnABadPosition()
    {
        const DefinitionPuzzle p(bundledEntry("lights-out-3"));
        Position bad;
        bad.cells.assign(4, 0);
        const pl::CancelToken never;
        for (const std::string& n : p.engineNames()) {
            const pl::Answer s = p.makeEngine(n)->solve(bad, {}, never);
            QCOMPARE(s.outcome, Outcome::Failed);
            QVERIFY2(!s.problems.empty(), n.c_str());
        }
        QVERIFY(!p.makeEngine("warp"));
        QVERIFY(!p.engineRefusal("warp").empty());
    }

    void unsolvableLightsOut4()
    {
        const DefinitionPuzzle p(bundledEntry("lights-out-4"));
        const Bfs solvable = bfsFromGoal(p.rules(), goalPosition(p.rules()));
        // 4x4 Lights Out has a 4-dimensional kernel: 2^12 of the 2^16 boards are solvable.
        QCOMPARE(solvable.distance.size(), std::size_t{4096});
        // The first board in counting order the search does not reach.
        Position unsolvable;
        for (std::uint32_t bits = 0; bits < (1u << 16); ++bits) {
            Position q;
            for (int i = 0; i < 16; ++i)
                q.cells.push_back(static_cast<std::uint8_t>((bits >> (15 - i)) & 1u));
            if (!solvable.distance.contains(packed(q))) {
                unsolvable = q;
                break;
            }
        }
        QCOMPARE(unsolvable.cells.size(), std::size_t{16});
        const pl::CancelToken never;
        for (const std::string& n : p.engineNames()) {
            if (n == "ida")
                continue;  // may not decide unsolvability (ida_engine.h, "Termination")
            const pl::Answer s = p.makeEngine(n)->solve(unsolvable, {}, never);
            QVERIFY2(s.outcome == Outcome::Unsolvable,
                     (n + ": " + pl::firstProblemLine(s.problems)).c_str());
            QVERIFY(s.moves.empty());
            QCOMPARE(p.formatJudgeAnswer(unsolvable, s), std::string("unsolvable\n"));
        }
        QCOMPARE(p.distance(unsolvable), -1);
        QVERIFY(p.optimalMoves(unsolvable).empty());
    }

    // Where the table fits: distance() is the length of the default engine's answer on
    // seeded positions, optimalMoves() are exactly the legal moves that lead one closer.
    void distanceAndHint()
    {
        for (const auto& e : libraryEntries()) {
            const DefinitionPuzzle p(e);
            if (!p.tableRefusal().empty() || tableBytes(*e) > kTestTableBytes)
                continue;
            const auto engine = p.makeEngine(firstFittingEngine(p));
            std::mt19937_64 rng(13);
            const pl::CancelToken never;
            for (int i = 0; i < 20; ++i) {
                const Position pos = p.random(rng);
                const pl::Answer s = engine->solve(pos, {}, never);
                const int d = p.distance(pos);
                if (s.outcome == Outcome::Unsolvable) {
                    QCOMPARE(d, -1);
                    continue;
                }
                QCOMPARE(s.outcome, Outcome::Solved);
                QCOMPARE(d, static_cast<int>(s.moves.size()));
                std::vector<int> closer;
                for (int m = 0; m < static_cast<int>(p.moveNames().size()); ++m)
                    if (p.isLegal(pos, m) && p.distance(p.apply(pos, m)) == d - 1)
                        closer.push_back(m);
                QCOMPARE(p.optimalMoves(pos), closer);
                if (d > 0)
                    QVERIFY(!closer.empty());
            }
        }
    }

    // No table fits the 15-puzzle: its distance and an optimal first move come from a
    // search instead (issue 23, point 2). Korf's instance 55, published optimal length
    // 41, turned half a turn and relabelled onto the bundled goal (blank bottom-right):
    // cell i of Korf's board becomes cell 15 - i, tile t becomes 16 - t.
    void searchedDistanceWhereNoTableFits()
    {
        const DefinitionPuzzle p(bundledEntry("fifteen-puzzle"));
        QVERIFY(!p.tableRefusal().empty());
        QVERIFY(p.searchesDistance());
        const int korf55[16] = {13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11};
        Position pos;
        pos.cells.resize(16);
        for (int i = 0; i < 16; ++i)
            pos.cells[std::size_t(15 - i)] =
                static_cast<std::uint8_t>(korf55[i] == 0 ? 0 : 16 - korf55[i]);
        QVERIFY(p.validate(pos).empty());
        const pl::CancelToken never;
        const auto d = p.searchDistance(pos, never);
        QCOMPARE(d.outcome, Outcome::Solved);
        QCOMPARE(d.distance, 41);
        QVERIFY(d.firstMove >= 0 && p.isLegal(pos, d.firstMove));
        // The first move is optimal: one closer.
        const Position next = p.apply(pos, d.firstMove);
        const auto after = p.searchDistance(next, never);
        QCOMPARE(after.outcome, Outcome::Solved);
        QCOMPARE(after.distance, 40);
        // Asked again, the same answer (remembered).
        const auto again = p.searchDistance(pos, never);
        QCOMPARE(again.distance, 41);
        QCOMPARE(again.firstMove, d.firstMove);
        // Solved: distance 0, no move.
        const auto home = p.searchDistance(p.initial(), never);
        QCOMPARE(home.outcome, Outcome::Solved);
        QCOMPARE(home.distance, 0);
        QCOMPARE(home.firstMove, -1);
        // A stopped search answers Cancelled, and an invalid board Failed with its problem.
        pl::CancelToken stopped;
        stopped.cancel();
        Position other = next;
        std::swap(other.cells[0], other.cells[1]);
        std::swap(other.cells[2], other.cells[3]);
        QCOMPARE(p.searchDistance(other, stopped).outcome, Outcome::Cancelled);
        Position bad = pos;
        bad.cells[0] = bad.cells[1];
        const auto invalid = p.searchDistance(bad, never);
        QCOMPARE(invalid.outcome, Outcome::Failed);
        QVERIFY(!invalid.problems.empty());
        // A puzzle whose table fits measures with the table, not a search.
        QVERIFY(!DefinitionPuzzle(bundledEntry("eight-puzzle")).searchesDistance());
    }

    // prepareTables builds the tables ahead of distance(): stopped (here before it
    // starts, and from its progress once it runs) it says so and keeps nothing half
    // built, so the next question builds them whole and answers as a fresh puzzle does.
    void preparedTablesCanBeStopped()
    {
        for (const char* key : {"eight-puzzle", "hungarian-rings"}) {
            const DefinitionPuzzle fresh(bundledEntry(key));
            const DefinitionPuzzle p(bundledEntry(key));
            pl::CancelToken stopped;
            stopped.cancel();
            QVERIFY(!p.prepareTables(false, {}, stopped));
            QVERIFY(!p.prepareTables(true, {}, stopped));
            pl::CancelToken midway;
            int reports = 0;
            const pl::ProgressFn stopOnReport = [&](const pl::Progress&) {
                ++reports;
                midway.cancel();
            };
            const bool finished = p.prepareTables(false, stopOnReport, midway);
            QVERIFY(!finished || reports == 0);
            std::mt19937_64 rng(5);
            for (int i = 0; i < 30; ++i) {
                const Position pos = p.random(rng);
                QCOMPARE(p.distance(pos), fresh.distance(pos));
                QCOMPARE(p.optimalMoves(pos), fresh.optimalMoves(pos));
            }
            QCOMPARE(p.histogram(), fresh.histogram());
            const pl::CancelToken never;
            QVERIFY(p.prepareTables(true, {}, never));
        }
        // Nothing to build for a refused table: prepared at once.
        const DefinitionPuzzle fifteen(bundledEntry("fifteen-puzzle"));
        QVERIFY(!fifteen.tableRefusal().empty());
        const pl::CancelToken never;
        QVERIFY(fifteen.prepareTables(true, {}, never));
    }

    // The histogram level by level against the test's own search from the goal.
    void histogramAgainstBfs_data()
    {
        QTest::addColumn<QString>("key");
        for (const char* k : {"lights-out-3", "lights-out-4", "eight-puzzle", "merlin",
                              "five-puzzle", "loopover-3", "hungarian-rings"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }
    void histogramAgainstBfs()
    {
        QFETCH(QString, key);
        const DefinitionPuzzle p(bundledEntry(key.toStdString()));
        QVERIFY(p.tableRefusal().empty());
        const Bfs bfs = bfsFromGoal(p.rules(), goalPosition(p.rules()));
        const std::vector<std::uint64_t> h = p.histogram();
        QCOMPARE(h, bfs.levels);
        const std::uint64_t solvable = std::accumulate(h.begin(), h.end(), std::uint64_t{0});
        QCOMPARE(solvable, static_cast<std::uint64_t>(bfs.distance.size()));
        QCOMPARE(solvable + p.unsolvableCount(), std::stoull(pl::validPositionCount(p.rules())));
        // And distance() of seeded positions, reached by the search or not.
        std::mt19937_64 rng(14);
        for (int i = 0; i < 20; ++i) {
            const Position pos = p.random(rng);
            const auto it = bfs.distance.find(packed(pos));
            QCOMPARE(p.distance(pos), it == bfs.distance.end() ? -1 : it->second);
        }
    }

    // Scramble's positions can always be solved: every one lies in the test's own search
    // from the goal. Of plain random() positions some do not (lights-out-4's kernel, the
    // sliding puzzles' parity), so the scramble is not random() here.
    void scrambleCanAlwaysBeSolved_data()
    {
        QTest::addColumn<QString>("key");
        for (const char* k : {"lights-out-4", "eight-puzzle", "five-puzzle", "loopover-3", "merlin",
                              "lights-out-3-colours"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }
    void scrambleCanAlwaysBeSolved()
    {
        QFETCH(QString, key);
        const DefinitionPuzzle p(bundledEntry(key.toStdString()));
        const Bfs bfs = bfsFromGoal(p.rules(), goalPosition(p.rules()));
        std::mt19937_64 rng(21);
        int unsolvableRandom = 0;
        std::set<std::uint64_t> seen;
        for (int i = 0; i < 200; ++i) {
            const Position pos = p.scramble(rng);
            QVERIFY2(bfs.distance.count(packed(pos)), qPrintable(key));
            seen.insert(packed(pos));
            if (!bfs.distance.count(packed(p.random(rng))))
                ++unsolvableRandom;
        }
        // Scrambles differ from one another (a walk that went nowhere would not).
        QVERIFY(seen.size() > 100);
        if (key == QLatin1String("lights-out-4") || key == QLatin1String("eight-puzzle"))
            QVERIFY(unsolvableRandom > 0);  // so the check above could fail
    }

    void refusals()
    {
        const DefinitionPuzzle fifteen(bundledEntry("fifteen-puzzle"));
        QVERIFY(!fifteen.tableRefusal().empty());
        QVERIFY(!fifteen.engineRefusal("table").empty());
        // The limit as a size (issue 23, point 8): 2048 MiB.
        QVERIFY2(fifteen.tableRefusal().find(pl::byteSizeText(
                     std::to_string(pl::kDefaultMaxMemoryBytes))) != std::string::npos,
                 fifteen.tableRefusal().c_str());
        QVERIFY2(fifteen.tableRefusal().find("2.0 GiB") != std::string::npos,
                 fifteen.tableRefusal().c_str());
        QCOMPARE(fifteen.tableRefusalProblem()->code, std::string("engine.table-memory"));
        QVERIFY(fifteen.engineRefusal("ida").empty());
        QVERIFY(fifteen.engineRefusal("bfs").empty());
        // bfs starts, but says before it does that it may run out of memory (issue 23,
        // point 11): the whole space would need the refused table's bytes.
        const auto caution = fifteen.engineCautionProblem("bfs");
        QVERIFY(caution);
        QCOMPARE(caution->code, std::string("engine.bfs-may-run-out"));
        QCOMPARE(caution->args.at(0), fifteen.tableRefusalProblem()->args.at(0));
        QCOMPARE(caution->args.at(1), std::to_string(pl::kDefaultMaxMemoryBytes));
        QVERIFY2(pl::problemText(*caution).find("2.0 GiB") != std::string::npos,
                 pl::problemText(*caution).c_str());
        QVERIFY(!fifteen.engineCautionProblem("ida"));
        QCOMPARE(fifteen.distance(fifteen.initial()), -1);
        QVERIFY(fifteen.optimalMoves(fifteen.initial()).empty());
        QVERIFY(fifteen.histogram().empty());

        const DefinitionPuzzle lights(bundledEntry("lights-out-3"));
        QVERIFY(lights.tableRefusal().empty());
        QVERIFY(lights.engineRefusal("table").empty());
        QVERIFY(!lights.tableRefusalProblem());
        for (const std::string& n : lights.engineNames()) {
            QVERIFY2(lights.engineRefusal(n).empty(), n.c_str());
            QVERIFY2(!lights.engineCautionProblem(n), n.c_str());  // the table fits
        }

        // A memory limit below what Lights Out 5x5's table needs refuses it there.
        pl::EngineOptions small;
        small.maxMemoryBytes = std::uint64_t{1} << 20;
        const DefinitionPuzzle five(bundledEntry("lights-out-5"), small);
        QVERIFY(!five.tableRefusal().empty());
        QVERIFY(!five.engineRefusal("table").empty());
        QVERIFY(five.engineRefusal("linear").empty());
        QCOMPARE(five.distance(five.initial()), -1);
        QVERIFY(five.histogram().empty());
        QCOMPARE(firstFittingEngine(five), std::string("linear"));
    }

    void judgeFormat()
    {
        const DefinitionPuzzle p(bundledEntry("eight-puzzle"));
        std::mt19937_64 rng(15);
        std::string text = "\xEF\xBB\xBF";  // a BOM at the start is tolerated
        std::vector<Position> positions;
        for (int i = 0; i < 6; ++i) {
            positions.push_back(p.random(rng));
            text += p.formatPosition(positions.back()) + (i == 2 ? "\r\n\n" : "\n");
        }
        positions.push_back(p.rules().start());
        text += p.formatPosition(positions.back());  // no final newline
        const pl::JudgeInput in = p.parseJudge(text);
        QCOMPARE(in.error, std::string());
        QVERIFY(in.cases == positions);
        const auto engine = p.makeEngine(p.engineNames().front());
        const pl::CancelToken never;
        int unsolvable = 0;
        for (const Position& pos : in.cases) {
            const pl::Answer s = engine->solve(pos, {}, never);
            QCOMPARE(p.formatJudgeAnswer(pos, s), specAnswer(p, s));
            unsolvable += s.outcome == Outcome::Unsolvable;
        }
        QVERIFY(unsolvable > 0 && unsolvable < 7);  // half the 8-puzzle boards are unsolvable

        // Already solved: "0:".
        pl::Answer zero;
        zero.outcome = Outcome::Solved;
        QCOMPARE(p.formatJudgeAnswer(goalPosition(p.rules()), zero), std::string("0:\n"));
        // No line for what the command line reports on standard error.
        pl::Answer failed;
        failed.outcome = Outcome::Failed;
        QCOMPARE(p.formatJudgeAnswer(p.initial(), failed), std::string());

        // The first bad case, numbered as the command line numbers it (blank lines
        // do not count), after the good ones.
        const pl::JudgeInput bad = p.parseJudge(
            "1 2 3 4 5 6 7 8 0\n\n1 2 3 4 5 6 7 8 0\n1 2 3\n"
            "1 2 3 4 5 6 7 8 0\n");
        QCOMPARE(bad.cases.size(), std::size_t{2});
        QVERIFY2(bad.error.starts_with("case 3: expected 9 numbers"), bad.error.c_str());
        // A goal part is refused: this puzzle's goal is not editable.
        const pl::JudgeInput goal = p.parseJudge("1 2 3 4 5 6 7 8 0 / 1 2 3 4 5 6 7 8 0\n");
        QVERIFY(goal.cases.empty());
        QVERIFY2(goal.error.starts_with("case 1: "), goal.error.c_str());
        // An empty input is no case (puzzlelab-solve answers nothing).
        const pl::JudgeInput none = p.parseJudge("");
        QVERIFY(none.cases.empty());
        QVERIFY(none.error.empty());
    }

    // An editableGoal definition that is not a contest puzzle: the JudgeInput has no
    // room for a goal, so a case that names another goal is refused by number.
    void judgeGoalOfAnEditableGoalDefinition()
    {
        const auto msquare = bundledEntry("msquare");
        auto own = pl::loadDefinition(msquare->text, "/tmp/my-msquare.puzzle.json", false);
        QVERIFY(own);
        QVERIFY(own.value->def().editableGoal);
        const auto p = pl::puzzleFor(std::make_shared<const PuzzleEntry>(std::move(*own.value)));
        QVERIFY(dynamic_cast<const DefinitionPuzzle*>(p.get()));
        const pl::JudgeInput in = p->parseJudge(
            "2 6 8 4 5 7 3 1\n1 2 3 4 5 6 7 8 / 1 2 3 4 5 6 7 8\n1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 "
            "1\n");
        QCOMPARE(in.cases.size(), std::size_t{2});  // the definition's own goal is fine
        QVERIFY2(in.error.starts_with("case 3: "), in.error.c_str());
        QVERIFY2(in.error.find('/') != std::string::npos, in.error.c_str());
    }

    void moveGeometryOfCellMoves()
    {
        const auto e = bundledEntry("lights-out-3");
        const DefinitionPuzzle p(e);
        const auto& moves = e->def().moves;
        QCOMPARE(p.moveNames().size(), moves.size());  // `move` metric: the listed moves
        for (int m = 0; m < static_cast<int>(moves.size()); ++m) {
            std::vector<int> identity(9);
            std::iota(identity.begin(), identity.end(), 0);
            QCOMPARE(p.moveSources(m), identity);
            std::vector<int> added;
            for (int i = 0; i < 9; ++i)
                if (moves[static_cast<std::size_t>(m)].add[static_cast<std::size_t>(i)] != 0)
                    added.push_back(i);
            QCOMPARE(p.moveCells(m), added);
            // The clickable cell is among them.
            QVERIFY(std::find(added.begin(), added.end(),
                              *moves[static_cast<std::size_t>(m)].cell) != added.end());
        }
    }

    void moveGeometryOfPermutationMoves()
    {
        for (const char* key : {"loopover-3", "hungarian-rings"}) {
            const auto e = bundledEntry(key);
            const DefinitionPuzzle p(e);
            // `inverse` metric: each listed move, then its inverse right after it.
            const auto& moves = e->def().moves;
            int ruleMove = 0;
            for (const auto& move : moves) {
                for (const bool inverse : {false, true}) {
                    QVERIFY(ruleMove < static_cast<int>(p.moveNames().size()));
                    QCOMPARE(p.moveNames()[static_cast<std::size_t>(ruleMove)],
                             move.name + (inverse ? "'" : ""));
                    std::vector<int> expected(static_cast<std::size_t>(p.cellCount()));
                    std::iota(expected.begin(), expected.end(), 0);
                    std::set<int> touched;
                    for (const auto& cycle : move.cycles)
                        for (std::size_t j = 0; j < cycle.size(); ++j) {
                            const int from = cycle[j];
                            const int to = cycle[(j + 1) % cycle.size()];
                            // The content of `from` moves to `to` (SPEC 7.2).
                            if (inverse)
                                expected[static_cast<std::size_t>(from)] = to;
                            else
                                expected[static_cast<std::size_t>(to)] = from;
                            touched.insert(from);
                        }
                    QCOMPARE(p.moveSources(ruleMove), expected);
                    QCOMPARE(p.moveCells(ruleMove),
                             std::vector<int>(touched.begin(), touched.end()));
                    ++ruleMove;
                }
            }
            QCOMPARE(ruleMove, static_cast<int>(p.moveNames().size()));
        }
    }

    void slidingLegalityAndGeometry()
    {
        const auto e = bundledEntry("eight-puzzle");
        const DefinitionPuzzle p(e);
        const int blankLabel = e->def().blank;
        const auto withBlankAt = [&](int cell) {
            Position pos = p.initial();
            const auto at = std::find(pos.cells.begin(), pos.cells.end(), blankLabel);
            std::swap(*at, pos.cells[static_cast<std::size_t>(cell)]);
            return pos;
        };
        const auto legalCount = [&](const Position& pos) {
            int n = 0;
            for (int m = 0; m < static_cast<int>(p.moveNames().size()); ++m)
                n += p.isLegal(pos, m);
            return n;
        };
        // Cells are row-major on the 3x3 grid: corners 0, 2, 6, 8, edges 1, 3, 5, 7.
        for (int corner : {0, 2, 6, 8})
            QCOMPARE(legalCount(withBlankAt(corner)), 2);
        for (int edge : {1, 3, 5, 7})
            QCOMPARE(legalCount(withBlankAt(edge)), 3);
        QCOMPARE(legalCount(withBlankAt(4)), 4);
        // Geometry: identity sources; the cells a tile can leave by the move.
        for (int m = 0; m < static_cast<int>(p.moveNames().size()); ++m) {
            std::vector<int> identity(9);
            std::iota(identity.begin(), identity.end(), 0);
            QCOMPARE(p.moveSources(m), identity);
            std::vector<int> leave;
            for (int cell = 0; cell < 9; ++cell) {
                // Some place of the blank makes this tile move: the tile at `cell` moves
                // when the blank sits where the move takes the blank onto `cell`.
                bool moves = false;
                for (int blank = 0; blank < 9; ++blank) {
                    const Position pos = withBlankAt(blank);
                    if (p.isLegal(pos, m) &&
                        p.apply(pos, m).cells[static_cast<std::size_t>(cell)] == blankLabel &&
                        blank != cell)
                        moves = true;
                }
                if (moves)
                    leave.push_back(cell);
            }
            QCOMPARE(p.moveCells(m), leave);
            QCOMPARE(leave.size(), std::size_t{6});  // two rows or two columns of three
        }
    }

    void reachedNamesTheGoal()
    {
        // A small definition with a uniform goal, written here: the answer says which
        // label the goal cells hold.
        const std::string text = R"({"puzzlelab": 1, "key": "test-pairs", "name": "Pairs",
            "kind": "permutation", "labels": [1, 2],
            "cells": [{"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 1, "y": 0},
                      {"id": 2, "x": 2, "y": 0}, {"id": 3, "x": 3, "y": 0}],
            "start": [1, 2, 1, 2],
            "moves": [{"name": "A", "cycles": [[0, 1]]}, {"name": "B", "cycles": [[1, 2]]},
                      {"name": "C", "cycles": [[2, 3]]}],
            "goal": {"uniform": [0, 1]}})";
        auto read = pl::loadDefinition(text, "pairs.puzzle.json");
        QVERIFY2(read, read.problems.empty() ? "" : pl::problemLine(read.problems.front()).c_str());
        const DefinitionPuzzle p(std::make_shared<const PuzzleEntry>(std::move(*read.value)));
        const pl::CancelToken never;
        // 1 2 1 2: the shortest is B (1 1 2 2, cells 0 and 1 hold label 1).
        Position pos{{1, 2, 1, 2}};
        for (const std::string& n : p.engineNames()) {
            const pl::Answer s = p.makeEngine(n)->solve(pos, {}, never);
            QCOMPARE(s.outcome, Outcome::Solved);
            QCOMPARE(p.formatMoves(s.moves), std::string("B"));
            QCOMPARE(s.reached, (pl::GoalReached{0, 1}));
        }
        // 2 1 2 1 -> B: 2 2 1 1, label 2.
        const pl::Answer s = p.makeEngine("bfs")->solve(Position{{2, 1, 2, 1}}, {}, never);
        QCOMPARE(s.reached, (pl::GoalReached{0, 2}));
    }

    void puzzleForChoosesTheContestPuzzleOnlyForBundledEntries()
    {
        for (const char* key : {"clocks", "msquare", "rotation"}) {
            const auto e = bundledEntry(key);
            QVERIFY(e && e->bundled);
            const auto p = pl::puzzleFor(e);
            QCOMPARE(p.get(), pl::test::contestPuzzle(key));
            QVERIFY(pl::test::contestKindOf(*p).has_value());
            // Someone's own file with the same key is their own puzzle.
            auto own =
                pl::loadDefinition(e->text, std::string("/home/x/") + key + ".puzzle.json", false);
            QVERIFY(own);
            const auto mine =
                pl::puzzleFor(std::make_shared<const PuzzleEntry>(std::move(*own.value)));
            QVERIFY(dynamic_cast<const DefinitionPuzzle*>(mine.get()));
            QVERIFY(!pl::test::contestKindOf(*mine));
            QCOMPARE(mine->key(), std::string(key));
            for (const std::string& n : mine->engineNames())
                QVERIFY2(n.find(key) != 0, n.c_str());  // no hand-tuned engine
        }
        for (const auto& e : libraryEntries())
            QVERIFY(dynamic_cast<const DefinitionPuzzle*>(pl::puzzleFor(e).get()));
        QVERIFY(!pl::puzzleFor(nullptr));
    }

    // Two threads ask a cold table at once: one build, the same right answer.
    void distanceFromTwoThreads()
    {
        const auto e = bundledEntry("lights-out-4");
        const Bfs bfs = bfsFromGoal(*e->rules, goalPosition(*e->rules));
        // The first board in counting order at the largest distance from the goal.
        Position far;
        int farDistance = -1;
        for (std::uint32_t bits = 0; bits < (1u << 16); ++bits) {
            Position q;
            for (int i = 0; i < 16; ++i)
                q.cells.push_back(static_cast<std::uint8_t>((bits >> (15 - i)) & 1u));
            const auto it = bfs.distance.find(packed(q));
            if (it != bfs.distance.end() && it->second > farDistance) {
                far = q;
                farDistance = it->second;
            }
        }
        QVERIFY(farDistance > 0);
        for (int round = 0; round < 3; ++round) {
            const DefinitionPuzzle p(e);
            int answers[2] = {-2, -2};
            std::latch start(2);
            std::thread a([&] {
                start.arrive_and_wait();
                answers[0] = p.distance(far);
            });
            std::thread b([&] {
                start.arrive_and_wait();
                answers[1] = p.distance(far);
            });
            a.join();
            b.join();
            QCOMPARE(answers[0], farDistance);
            QCOMPARE(answers[1], farDistance);
        }
    }
};

QTEST_APPLESS_MAIN(TestDefinitionPuzzle)
#include "tst_definition_puzzle.moc"
