// Pieces found from the moves (search/piece_space.h) and the reachable histogram that
// counts over them (engines/reachable_histogram.h): on small block puzzles the
// histogram must equal a plain breadth-first search over whole positions, every state
// must stand for exactly the position its pieces show, and puzzles whose pieces the
// goal cannot tell apart must not be counted that way.
#include <QTest>

#include <chrono>
#include <cstdint>
#include <fstream>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <unordered_set>
#include <vector>

#include "core/engines/reachable_histogram.h"
#include "core/registry.h"
#include "core/search/bit_levels.h"
#include "core/search/piece_space.h"

namespace QTest {
template <>
inline char* toString(const std::string& s)
{
    return QTest::toString(QByteArray::fromStdString(s));
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

using pl::search::PieceSpace;

std::shared_ptr<const pl::Rules> load(const std::string& text)
{
    pl::Checked<pl::PuzzleEntry> e = pl::loadDefinition(text, "test.puzzle.json");
    if (!e) {
        for (const pl::Problem& p : e.problems)
            qWarning("%s", pl::problemLine(p).c_str());
        return nullptr;
    }
    return e.value->rules;
}

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// A permutation puzzle on `cells` cells in a row, with these labels and moves (JSON
// arrays of cycles), the start and goal being `labels`.
std::string definition(const std::vector<int>& labels, const std::string& moves,
                       const std::string& metric)
{
    std::string cells;
    std::string start;
    std::set<int> distinct(labels.begin(), labels.end());
    std::string names;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const std::string n = std::to_string(i);
        cells.append(i ? ", " : "").append(R"({"id": )").append(n);
        cells.append(R"(, "x": )").append(n).append(R"(, "y": 0})");
        start.append(i ? ", " : "").append(std::to_string(labels[i]));
    }
    for (const int l : distinct)
        names.append(names.empty() ? "" : ", ").append(std::to_string(l));
    return R"({"puzzlelab": 1, "key": "pieces", "name": "Pieces", "kind": "permutation", "labels": [)" +
           names + R"(], "cells": [)" + cells + R"(], "start": [)" + start +
           R"(], "goal": {"values": [)" + start + R"(]}, "metric": ")" + metric +
           R"(", "moves": )" + moves + "}";
}

// The moves' inverses as PieceSpace::find takes them: cell i's content goes to
// sources[i] (breadth-first backward from the goal).
std::vector<std::vector<int>> backMoves(const pl::Rules& rules)
{
    std::vector<std::vector<int>> back;
    for (int m = 0; m < rules.moveCount(); ++m)
        back.push_back(rules.move(m).sources);
    return back;
}

struct Plain {
    std::vector<std::uint64_t> counts;
    std::uint64_t reached = 0;
};

// Breadth-first backward from the one full goal over whole positions (no pieces).
Plain plainBfs(const pl::Rules& rules)
{
    const std::vector<int>& g = rules.goal().values;
    std::string goal(g.size(), '\0');
    for (std::size_t i = 0; i < g.size(); ++i)
        goal[i] = static_cast<char>(g[i]);
    std::unordered_set<std::string> seen{goal};
    std::vector<std::string> level{goal};
    Plain out;
    while (!level.empty()) {
        out.counts.push_back(level.size());
        std::vector<std::string> next;
        for (const std::string& q : level)
            for (int m = 0; m < rules.moveCount(); ++m) {
                std::string p = q;
                const std::vector<int>& src = rules.move(m).sources;
                for (std::size_t i = 0; i < q.size(); ++i)
                    p[static_cast<std::size_t>(src[i])] = q[i];
                if (seen.insert(p).second)
                    next.push_back(std::move(p));
            }
        level.swap(next);
    }
    out.reached = seen.size();
    return out;
}

// Breadth-first backward from several full goals at once over whole positions.
Plain plainBfsFrom(const pl::Rules& rules, const std::vector<std::vector<int>>& goals)
{
    std::unordered_set<std::string> seen;
    std::vector<std::string> level;
    for (const std::vector<int>& g : goals) {
        std::string k(g.size(), '\0');
        for (std::size_t i = 0; i < g.size(); ++i)
            k[i] = static_cast<char>(g[i]);
        if (seen.insert(k).second)
            level.push_back(k);
    }
    Plain out;
    while (!level.empty()) {
        out.counts.push_back(level.size());
        std::vector<std::string> next;
        for (const std::string& q : level)
            for (int m = 0; m < rules.moveCount(); ++m) {
                std::string p = q;
                const std::vector<int>& src = rules.move(m).sources;
                for (std::size_t i = 0; i < q.size(); ++i)
                    p[static_cast<std::size_t>(src[i])] = q[i];
                if (seen.insert(p).second)
                    next.push_back(std::move(p));
            }
        level.swap(next);
    }
    out.reached = seen.size();
    return out;
}

// Arrangements of the start's labels: n! / prod(count!), exact for these sizes.
std::uint64_t arrangements(const std::vector<int>& labels)
{
    std::map<int, int> count;
    std::uint64_t total = 1;
    int placed = 0;
    for (const int l : labels) {
        ++placed;
        ++count[l];
        // total * placed / count[l], exactly: C(placed, count) grows one cell at a time.
        total = total * static_cast<std::uint64_t>(placed) / static_cast<std::uint64_t>(count[l]);
    }
    return total;
}

// Four pieces of two cells each (a label of its own and a shared one): "r" carries
// every piece one place on, "f" swaps the first two and flips both.
const std::string kFlipMoves =
    R"([{"name": "r", "cycles": [[0, 2, 4, 6], [1, 3, 5, 7]]},
        {"name": "f", "cycles": [[0, 3], [1, 2]]}])";
const std::vector<int> kFlipLabels = {0, 4, 1, 4, 2, 4, 3, 4};

std::string cubeText()
{
    return readFile(std::string(PL_TEST_DATA_DIR) + "/cube2-stickers.puzzle.json");
}

// The 2x2x2 cube of the test data turned by U and R only (the F move removed).
std::string twoGenCube(const std::string& metric)
{
    std::string text = cubeText();
    const std::string f =
        R"(, {"name": "F", "cycles": [[3, 10, 21, 16], [4, 9, 22, 15], [5, 11, 23, 17]]})";
    const auto at = text.find(f);
    if (at == std::string::npos)
        return {};
    text.erase(at, f.size());
    const std::string inverse = R"("metric": "inverse")";
    const auto m = text.find(inverse);
    if (m == std::string::npos)
        return {};
    text.replace(m, inverse.size(), R"("metric": ")" + metric + "\"");
    return text;
}

// A toy space for bitLevels: r -> r + 1, 3r and r ^ 5 (mod kToyStates), every state
// reached from 0.
constexpr std::uint64_t kToyStates = 100003;

std::vector<std::uint64_t> toySuccessors(std::uint64_t r)
{
    return {(r + 1) % kToyStates, (3 * r) % kToyStates, (r ^ 5) < kToyStates ? r ^ 5 : r};
}

struct ToyExpander {
    const std::vector<std::vector<std::uint64_t>>* preds;
    template <typename Visit>
    void push(std::uint64_t r, const Visit& visit) const
    {
        for (std::uint64_t q : toySuccessors(r))
            visit(q);
    }
    template <typename OnLevel>
    bool pull(std::uint64_t r, const OnLevel& onLevel) const
    {
        for (std::uint64_t q : (*preds)[r])
            if (onLevel(q))
                return true;
        return false;
    }
};

}  // namespace

class TestPieceSpace : public QObject {
    Q_OBJECT

private slots:
    // Small block puzzles in every metric: the histogram over pieces equals the plain
    // search over positions, and the rest of the valid arrangements are unsolvable.
    void histogramEqualsPlainSearch()
    {
        for (const std::string metric : {"move", "inverse", "power"}) {
            for (const std::string& text :
                 {definition(kFlipLabels, kFlipMoves, metric), twoGenCube(metric)}) {
                QVERIFY(!text.empty());
                const auto rules = load(text);
                QVERIFY(rules);
                const auto space =
                    PieceSpace::find(backMoves(*rules), rules->goal().values, 1u << 30);
                QVERIFY2(space.has_value(), metric.c_str());
                QVERIFY(space->pieceSize() >= 2);
                const Plain plain = plainBfs(*rules);
                const pl::ReachableHistogram h = pl::reachableHistogram(
                    *rules, rules->goal(), std::uint64_t{1} << 30, pl::CancelToken{});
                QCOMPARE(h.outcome, pl::Outcome::Solved);
                QCOMPARE(h.counts, plain.counts);
                QCOMPARE(h.unsolvable,
                         std::to_string(arrangements(rules->goal().values) - plain.reached));
            }
        }
    }

    // The 2x2x2 cube twisted by U and R: 29,160 positions (published), God's number 11
    // in quarter turns; its six moving corners turn by three.
    void twoGenCubeFacts()
    {
        const auto rules = load(twoGenCube("inverse"));
        QVERIFY(rules);
        const auto space = PieceSpace::find(backMoves(*rules), rules->goal().values, 1u << 30);
        QVERIFY(space);
        QCOMPARE(space->places(), 6);
        QCOMPARE(space->pieceSize(), 3);
        QCOMPARE(space->count(), std::uint64_t{720 * 729});
        const Plain plain = plainBfs(*rules);
        QCOMPARE(plain.reached, std::uint64_t{29160});
    }

    // Every rank is a state and back, states show their pieces' labels, and a move on
    // a state is the move on the cells it shows.
    void statesAreThePositionsTheyShow()
    {
        for (const std::string& text :
             {definition(kFlipLabels, kFlipMoves, "move"), twoGenCube("move")}) {
            const auto rules = load(text);
            QVERIFY(rules);
            const std::vector<std::vector<int>> back = backMoves(*rules);
            const auto space = PieceSpace::find(back, rules->goal().values, 1u << 30);
            QVERIFY(space);
            PieceSpace::State s{};
            space->goal(s);
            QCOMPARE(space->labels(s), rules->goal().values);
            std::set<std::vector<int>> shown;
            for (std::uint64_t r = 0; r < space->count(); ++r) {
                space->unrank(r, s);
                QCOMPARE(space->rank(s), r);
                const std::vector<int> cells = space->labels(s);
                QVERIFY(shown.insert(cells).second);  // no two states show one position
                for (int m = 0; m < space->moveCount(); ++m) {
                    PieceSpace::State t{};
                    space->apply(s, m, t);
                    std::vector<int> moved(cells.size());
                    for (std::size_t i = 0; i < cells.size(); ++i)
                        moved[static_cast<std::size_t>(back[static_cast<std::size_t>(m)][i])] =
                            cells[i];
                    QCOMPARE(space->labels(t), moved);
                }
            }
        }
    }

    // Pieces the goal's labels cannot tell apart (all alike), or a turn no label shows
    // (both cells of a piece alike): not a piece space; the histogram is still exact.
    void indistinctPiecesAreNotUsed()
    {
        for (const std::vector<int>& labels :
             {std::vector<int>{0, 1, 0, 1, 0, 1, 0, 1}, std::vector<int>{0, 0, 1, 1, 2, 2, 3, 3}}) {
            const auto rules = load(definition(labels, kFlipMoves, "inverse"));
            QVERIFY(rules);
            QVERIFY(!PieceSpace::find(backMoves(*rules), rules->goal().values, 1u << 30));
            const Plain plain = plainBfs(*rules);
            const pl::ReachableHistogram h = pl::reachableHistogram(
                *rules, rules->goal(), std::uint64_t{1} << 30, pl::CancelToken{});
            QCOMPARE(h.outcome, pl::Outcome::Solved);
            QCOMPARE(h.counts, plain.counts);
            QCOMPARE(h.unsolvable, std::to_string(arrangements(labels) - plain.reached));
        }
    }

    // Several full goals (`anyOf`) counted over pieces: the solved 2-generator cube, two
    // positions moves away from it, and one with a corner twisted in place (which no move
    // reaches from the others), against a plain search from all of them at once.
    void severalGoalsEqualPlainSearch()
    {
        const std::string text = twoGenCube("inverse");
        QVERIFY(!text.empty());
        const auto solved = load(text);
        QVERIFY(solved);
        const std::vector<int> g = solved->goal().values;
        std::vector<std::vector<int>> goals{g};
        std::vector<int> p = g;
        for (const int m : {0, 2, 2}) {  // U, then R twice (inverse metric: U U' R R')
            std::vector<int> q(p.size());
            const std::vector<int>& src = solved->move(m).sources;
            for (std::size_t i = 0; i < p.size(); ++i)
                q[static_cast<std::size_t>(src[i])] = p[i];
            p = q;
            goals.push_back(p);
        }
        std::vector<int> twisted = g;  // the URF corner's stickers turned one place
        twisted[21] = g[23];
        twisted[22] = g[21];
        twisted[23] = g[22];
        goals.push_back(twisted);
        std::string anyOf = R"("goal": {"anyOf": [)";
        for (std::size_t k = 0; k < goals.size(); ++k) {
            anyOf += k ? ", " : "";
            anyOf += R"({"values": [)";
            for (std::size_t i = 0; i < goals[k].size(); ++i)
                anyOf += (i ? ", " : "") + std::to_string(goals[k][i]);
            anyOf += "]}";
        }
        anyOf += "]}";
        std::string t = text;
        const auto at = t.find(R"("goal": {"values": [)");
        QVERIFY(at != std::string::npos);
        const auto end = t.find("]}", at);
        QVERIFY(end != std::string::npos);
        t.replace(at, end + 2 - at, anyOf);
        const auto rules = load(t);
        QVERIFY(rules);
        const Plain plain = plainBfsFrom(*rules, goals);
        QCOMPARE(plain.reached, std::uint64_t{2 * 29160});  // two cosets of 29,160
        // 1 MiB: room for the pieces' bits, not for a hash set of 58,320 positions.
        const pl::ReachableHistogram h = pl::reachableHistogram(
            *rules, rules->goal(), std::uint64_t{1} << 20, pl::CancelToken{});
        QCOMPARE(h.outcome, pl::Outcome::Solved);
        QCOMPARE(h.counts, plain.counts);
        QCOMPARE(h.unsolvable, std::to_string(arrangements(g) - plain.reached));
    }

    // The whole 2x2x2 in stickers: the published counts of the 3,674,160 positions in
    // quarter turns and in half turns; 24!/(4!)^6 arrangements in all.
    void cubeInStickers()
    {
        const std::string text = cubeText();
        QVERIFY(!text.empty());
        const std::vector<std::uint64_t> quarter = {1,      6,       27,     120,    534,
                                                    2256,   8969,    33058,  114149, 360508,
                                                    930588, 1350852, 782536, 90280,  276};
        const std::vector<std::uint64_t> half = {1,     9,      54,     321,     1847,   9992,
                                                 50136, 227536, 870072, 1887748, 623800, 2644};
        for (const bool power : {false, true}) {
            std::string t = text;
            if (power)
                t.replace(t.find(R"("metric": "inverse")"), 19, R"("metric": "power"  )");
            const auto rules = load(t);
            QVERIFY(rules);
            const pl::ReachableHistogram h = pl::reachableHistogram(
                *rules, rules->goal(), std::uint64_t{2048} << 20, pl::CancelToken{});
            QCOMPARE(h.outcome, pl::Outcome::Solved);
            QCOMPARE(h.counts, power ? half : quarter);
            QCOMPARE(h.unsolvable, std::to_string(arrangements(rules->goal().values) - 3674160));
        }
    }

    // A limit below the piece space's bits falls back to the hash set, which is refused
    // (SPEC 7.6) rather than run past the limit; a cancelled search says so.
    void limitAndCancel()
    {
        const auto rules = load(cubeText());
        QVERIFY(rules);
        const pl::ReachableHistogram small = pl::reachableHistogram(
            *rules, rules->goal(), std::uint64_t{1} << 20, pl::CancelToken{});
        QCOMPARE(small.outcome, pl::Outcome::Failed);
        QVERIFY(!small.problems.empty());
        QCOMPARE(small.problems.front().code, std::string("engine.table-memory"));

        pl::CancelToken stopped;
        stopped.cancel();
        QCOMPARE(
            pl::reachableHistogram(*rules, rules->goal(), std::uint64_t{1} << 30, stopped).outcome,
            pl::Outcome::Cancelled);
        // Cancelled from another thread while the levels run.
        pl::CancelToken later;
        std::thread canceller([&later] {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            later.cancel();
        });
        const pl::ReachableHistogram c =
            pl::reachableHistogram(*rules, rules->goal(), std::uint64_t{1} << 30, later);
        canceller.join();
        QCOMPARE(c.outcome, pl::Outcome::Cancelled);
    }
    // The levels run on the threads asked (puzzlelab-solve --threads N reaches
    // --histogram over pieces): one thread asked, one thread works; two, two. The counts
    // are those of a plain breadth-first search whatever the threads, pushed and pulled.
    void levelsUseTheThreadsAsked()
    {
        std::vector<std::vector<std::uint64_t>> preds(kToyStates);
        for (std::uint64_t r = 0; r < kToyStates; ++r)
            for (std::uint64_t q : toySuccessors(r))
                preds[q].push_back(r);
        std::vector<std::uint64_t> plain;
        {
            std::vector<int> dist(kToyStates, -1);
            std::vector<std::uint64_t> level{0};
            dist[0] = 0;
            while (!level.empty()) {
                plain.push_back(level.size());
                std::vector<std::uint64_t> next;
                for (std::uint64_t r : level)
                    for (std::uint64_t q : toySuccessors(r))
                        if (dist[q] < 0) {
                            dist[q] = dist[r] + 1;
                            next.push_back(q);
                        }
                level = std::move(next);
            }
        }
        for (const unsigned threads : {1u, 2u}) {
            for (const bool canPull : {false, true}) {
                // make(k) is called once a thread for every level's pass (the last one
                // finding nothing new): threads x levels calls, k from 0 to threads - 1.
                std::mutex mutex;
                std::multiset<unsigned> made;
                const pl::search::BitLevels levels = pl::search::bitLevels<pl::search::LazyBits>(
                    kToyStates, {0}, canPull, threads, pl::CancelToken{}, [&](unsigned k) {
                        const std::lock_guard lock(mutex);
                        made.insert(k);
                        return ToyExpander{&preds};
                    });
                QVERIFY(!levels.cancelled);
                QCOMPARE(levels.counts, plain);
                QCOMPARE(levels.reached, kToyStates);
                for (unsigned k = 0; k < threads; ++k)
                    QCOMPARE(made.count(k), levels.counts.size());
                QCOMPARE(made.size(), threads * levels.counts.size());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestPieceSpace)
#include "tst_piece_space.moc"
