// Regressions found by the cross-check against the independent reference solver
// (tests/tools/crosscheck.py, issue 12): valid definitions of SPEC 7 on which an engine
// refused or answered wrongly. Each expected answer follows from SPEC 7.2-7.4 by hand,
// as the comment above it says.
#include <QTest>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/case_reader.h"
#include "core/engines/catalog.h"
#include "core/engines/ida_engine.h"
#include "core/engines/reachable_histogram.h"
#include "core/engines/table_engine.h"
#include "core/progress.h"
#include "core/registry.h"

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

// The answer line of `engine` for one case line, as puzzlelab-solve prints it.
std::string answer(const std::shared_ptr<const pl::Rules>& rules, const std::string& engine,
                   const std::string& line)
{
    auto e = pl::makeGenericEngine(rules, engine, {});
    if (!e)
        return "no engine " + engine;
    pl::CaseReader reader(*rules);
    pl::Checked<pl::SolveRequest> request = reader.parseLine(line, 1);
    if (!request)
        return "bad case: " + pl::problemText(request.problems.front());
    const pl::CancelToken never;
    const pl::Answer a = e->solve(*request.value, {}, never);
    if (a.outcome != pl::Outcome::Solved && a.outcome != pl::Outcome::Unsolvable)
        return "failed: " +
               (a.problems.empty() ? std::string("?") : pl::problemText(a.problems.front()));
    std::string out = pl::caseAnswerLine(*rules, a.outcome, a.moves);
    if (!out.empty() && out.back() == '\n')
        out.pop_back();
    return out;
}

}  // namespace

class TestCrosscheckRegressions : public QObject {
    Q_OBJECT
private slots:
    // One dial of modulus 13 and six moves that each add 1: in the power metric each
    // move has order 13 and gives 12 moves, 72 in all (more than 64). Every value is one
    // move from 0, and the first of them in the move order is a power of "a": value v
    // needs a^(13-v), named "a" (13-v = 1), "a{13-v}" (13-v <= 6), "a'" (13-v = 12)
    // or "a{v}'" otherwise. The table engine used to refuse more than 64 moves, and so
    // did --histogram.
    void tableTakesMoreThan64Moves()
    {
        const auto rules = load(R"({"puzzlelab": 1, "key": "many-moves", "name": "Many moves",
            "kind": "dial", "modulus": 13, "cells": [{"id": "A", "x": 0, "y": 0}],
            "metric": "power", "moves": [
              {"name": "a", "add": ["A"]}, {"name": "b", "add": ["A"]},
              {"name": "c", "add": ["A"]}, {"name": "d", "add": {"A": 14}},
              {"name": "e", "add": {"A": -12}}, {"name": "f", "add": ["A"]}]})");
        QVERIFY(rules);
        QCOMPARE(rules->moveCount(), 72);
        QVERIFY(pl::tableEngineFits(*rules));
        const std::vector<std::string> engines = pl::genericEngineNames(*rules);
        QVERIFY(std::find(engines.begin(), engines.end(), "table") != engines.end());

        pl::TableEngine table(rules, {});
        const pl::CancelToken never;
        const auto h = table.histogram(rules->goal(), {}, never);
        QCOMPARE(h.outcome, pl::Outcome::Solved);
        QCOMPARE(h.value.counts, (std::vector<std::uint64_t>{1, 12}));
        QCOMPARE(h.value.unsolvable, std::uint64_t{0});

        for (const std::string engine : {"table", "bfs", "ida"}) {
            QCOMPARE(answer(rules, engine, "0"), std::string("0:"));
            QCOMPARE(answer(rules, engine, "12"), std::string("1: a"));
            QCOMPARE(answer(rules, engine, "1"), std::string("1: a'"));
            QCOMPARE(answer(rules, engine, "10"), std::string("1: a3"));
            QCOMPARE(answer(rules, engine, "6"), std::string("1: a6'"));
            QCOMPARE(answer(rules, engine, "7"), std::string("1: a6"));
        }
    }

    // Seven dials of modulus 6 (a centre and a ring of six), the centre move turning all
    // seven and six moves turning two neighbours of the ring; in the power metric each
    // move gives five (order 6), 35 in all; 7 moves cannot reach all 6^7 positions, and
    // the table engine says which are unsolvable. ida decides
    // unsolvable positions by exhausting its finite tree of sorted sequences; it used to
    // let a move follow itself in the power metric (X X instead of X2), a tree of
    // 26^7 sequences instead of 6^7, and took minutes on them.
    void idaPowerMetricDialEndsOnUnsolvable()
    {
        const auto rules = load(R"({"puzzlelab": 1, "key": "hex", "name": "Hex", "kind": "dial",
            "modulus": 6, "metric": "power", "cells": [
              {"id": "C", "x": 1, "y": 1}, {"id": "N", "x": 1, "y": 0}, {"id": "NE", "x": 2, "y": 0},
              {"id": "SE", "x": 2, "y": 2}, {"id": "S", "x": 1, "y": 2}, {"id": "SW", "x": 0, "y": 2},
              {"id": "NW", "x": 0, "y": 0}],
            "moves": [
              {"name": "C", "add": ["C", "N", "NE", "SE", "S", "SW", "NW"]},
              {"name": "N", "add": ["N", "NE"]}, {"name": "NE", "add": ["NE", "SE"]},
              {"name": "SE", "add": ["SE", "S"]}, {"name": "S", "add": ["S", "SW"]},
              {"name": "SW", "add": ["SW", "NW"]}, {"name": "NW", "add": ["NW", "N"]}]})");
        QVERIFY(rules);
        QCOMPARE(rules->moveCount(), 35);
        QVERIFY(pl::IdaEngine::fits(*rules));
        const std::vector<std::string> cases = {"1 1 0 0 0 0 0", "3 2 5 1 4 0 2", "1 0 0 0 0 0 0",
                                                "0 1 2 3 4 5 0"};
        QVERIFY(idaAgreesWithTableIn30s(rules, cases) >= 2);
    }

    // Lights Out 5x5 (modulus 2, a move per cell toggling it and its neighbours): its
    // system has a 2-dimensional kernel, so three quarters of the positions are
    // unsolvable, a single lit corner among them. ida used to decide such positions by
    // exhausting its tree of the 2^25 sets of presses, in minutes; the move-count system
    // answers at once. In every metric (the moves have order 2: the same moves).
    void idaLightsOutUnsolvableAtOnce()
    {
        std::string cells;
        std::string moves;
        for (int i = 0; i < 25; ++i) {
            const int x = i % 5;
            const int y = i / 5;
            if (i > 0) {
                cells.append(", ");
                moves.append(", ");
            }
            cells.append("{\"id\": ")
                .append(std::to_string(i))
                .append(", \"x\": ")
                .append(std::to_string(x))
                .append(", \"y\": ")
                .append(std::to_string(y))
                .append("}");
            std::string add = std::to_string(i);
            if (x > 0)
                add.append(", ").append(std::to_string(i - 1));
            if (x < 4)
                add.append(", ").append(std::to_string(i + 1));
            if (y > 0)
                add.append(", ").append(std::to_string(i - 5));
            if (y < 4)
                add.append(", ").append(std::to_string(i + 5));
            moves.append("{\"name\": \"m")
                .append(std::to_string(i))
                .append("\", \"add\": [")
                .append(add)
                .append("]}");
        }
        for (const std::string metric : {"move", "power"}) {
            std::string text =
                "{\"puzzlelab\": 1, \"key\": \"lo5\", \"name\": \"LO5\", "
                "\"kind\": \"dial\", \"modulus\": 2, \"metric\": \"";
            text.append(metric).append("\", \"cells\": [").append(cells);
            text.append("], \"moves\": [").append(moves).append("]}");
            const auto rules = load(text);
            QVERIFY(rules);
            std::string c = "1";
            for (int i = 1; i < 25; ++i)
                c.append(" 0");
            std::string two = "1 1";
            for (int i = 2; i < 25; ++i)
                two.append(" 0");
            QVERIFY(idaAgreesWithTableIn30s(rules, {c, two}) >= 1);
        }
    }

private:
    // Solves each case with the table engine and with ida (cancelled after 30 s) and
    // compares the answer lines; returns how many cases are unsolvable.
    static int idaAgreesWithTableIn30s(const std::shared_ptr<const pl::Rules>& rules,
                                       const std::vector<std::string>& cases)
    {
        auto table = pl::makeGenericEngine(rules, "table", {});
        auto ida = pl::makeGenericEngine(rules, "ida", {});
        if (!table || !ida) {
            qWarning("no table or ida engine");
            return -1;
        }
        pl::CaseReader reader(*rules);
        int unsolvable = 0;
        for (const std::string& line : cases) {
            pl::Checked<pl::SolveRequest> request = reader.parseLine(line, 1);
            if (!request)
                return -1;
            pl::CancelToken never;
            const pl::Answer want = table->solve(*request.value, {}, never);
            if (want.outcome != pl::Outcome::Solved && want.outcome != pl::Outcome::Unsolvable)
                return -1;
            unsolvable += want.outcome == pl::Outcome::Unsolvable ? 1 : 0;

            pl::CancelToken cancel;
            std::mutex m;
            std::condition_variable cv;
            bool done = false;
            std::thread watchdog([&] {
                std::unique_lock lock(m);
                if (!cv.wait_for(lock, std::chrono::seconds(30), [&] { return done; }))
                    cancel.cancel();
            });
            const pl::Answer got = ida->solve(*request.value, {}, cancel);
            {
                std::lock_guard lock(m);
                done = true;
            }
            cv.notify_all();
            watchdog.join();
            const std::string w = pl::caseAnswerLine(*rules, want.outcome, want.moves);
            const std::string g = pl::caseAnswerLine(*rules, got.outcome, got.moves);
            if (got.outcome != want.outcome || g != w) {
                qWarning("%s: ida %d '%s', table '%s'", line.c_str(), static_cast<int>(got.outcome),
                         g.c_str(), w.c_str());
                return -1;
            }
        }
        return unsolvable;
    }

private slots:

    // 20 cells with distinct labels: 20! = 2,432,902,008,176,640,000 valid positions, far
    // too many to rank whole, but the moves reach few of them: a 5-cycle a and a swap b
    // on other cells commute, so a^i b^j (0 <= i < 5, 0 <= j < 2) are the ten reachable
    // positions, and the histogram counts them by the moves that lead from each back to
    // the goal. The count without a table (reachable_histogram.h) finds them; the table
    // ranks only the groups of cells the moves mix (the 5!/2 even arrangements of the
    // first, a 5-cycle being even, times 2; the other cells fixed), and of those 120
    // pairs keeps the 10 the moves reach (search/space_coords.h fuses the two
    // coordinates), and gives the same counts and the same unsolvable rest.
    void histogramOfFewReachableAmongMany()
    {
        std::string cells;
        std::string labels;
        for (int i = 0; i < 20; ++i) {
            const std::string n = std::to_string(i);
            if (i > 0) {
                cells.append(", ");
                labels.append(", ");
            }
            cells.append(R"({"id": )")
                .append(n)
                .append(R"(, "x": )")
                .append(n)
                .append(R"(, "y": 0})");
            labels.append(n);
        }
        for (const std::string metric : {"move", "inverse"}) {
            std::string text = R"({"puzzlelab": 1, "key": "sparse", "name": "Sparse",
                "kind": "permutation", "labels": [)";
            text.append(labels).append(R"(], "start": [)").append(labels);
            text.append(R"(], "goal": {"values": [)").append(labels).append(R"(]}, "cells": [)");
            text.append(cells).append(R"(], "metric": ")").append(metric);
            text.append(R"(", "moves": [{"name": "a", "cycles": [[0, 1, 2, 3, 4]]},
                      {"name": "b", "cycles": [[10, 11]]}]})");
            const auto rules = load(text);
            QVERIFY(rules);
            pl::TableEngine table(rules, {});
            const pl::CancelToken never;
            const auto fromTable = table.histogram(rules->goal(), {}, never);
            QCOMPARE(fromTable.outcome, pl::Outcome::Solved);
            QCOMPARE(fromTable.value.entries, std::uint64_t{10});
            const pl::ReachableHistogram h =
                pl::reachableHistogram(*rules, rules->goal(), std::uint64_t{1} << 30, never);
            QCOMPARE(h.outcome, pl::Outcome::Solved);
            // Distance of a^i b^j: move metric, (5 - i) % 5 presses of a and j of b;
            // inverse metric, min(i, 5 - i) turns of a or a' and j of b.
            std::vector<std::uint64_t> want(7, 0);
            for (int i = 0; i < 5; ++i)
                for (int j = 0; j < 2; ++j)
                    ++want[static_cast<std::size_t>(
                        (metric == "move" ? (5 - i) % 5 : std::min(i, 5 - i)) + j)];
            while (want.back() == 0)
                want.pop_back();
            QCOMPARE(h.counts, want);
            QCOMPARE(h.unsolvable, std::string("2432902008176639990"));
            QCOMPARE(fromTable.value.counts, want);
            QCOMPARE(fromTable.value.unsolvable, std::uint64_t{2432902008176639990ULL});
        }
    }

    // Where both fit, the reachable count is the table's (dial, permutation, sliding,
    // a partial and a uniform goal).
    void reachableEqualsTable()
    {
        const std::vector<std::string> defs = {
            R"({"puzzlelab": 1, "key": "d", "name": "D", "kind": "dial", "modulus": 6,
                "cells": [{"id": "A", "x": 0, "y": 0}, {"id": "B", "x": 1, "y": 0},
                          {"id": "C", "x": 2, "y": 0}], "metric": "inverse",
                "goal": {"values": [null, 3, 0]},
                "moves": [{"name": "a", "add": ["A", "B"]}, {"name": "b", "add": {"B": 2, "C": 3}}]})",
            R"({"puzzlelab": 1, "key": "p", "name": "P", "kind": "permutation",
                "labels": [1, 2, 3], "start": [1, 1, 2, 2, 3, 3, 1],
                "cells": [{"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 1, "y": 0},
                          {"id": 2, "x": 2, "y": 0}, {"id": 3, "x": 3, "y": 0},
                          {"id": 4, "x": 4, "y": 0}, {"id": 5, "x": 5, "y": 0},
                          {"id": 6, "x": 6, "y": 0}], "metric": "power",
                "goal": {"uniform": [0, 1, 2]},
                "moves": [{"name": "L", "cycles": [[0, 1, 2, 3]]}, {"name": "R", "cycles": [[3, 4, 5, 6]]}]})",
            R"({"puzzlelab": 1, "key": "s", "name": "S", "kind": "sliding",
                "labels": [0, 1, 2], "start": [1, 1, 2, 2, 1, 0], "blank": 0,
                "cells": [{"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 1, "y": 0},
                          {"id": 2, "x": 2, "y": 0}, {"id": 3, "x": 0, "y": 1},
                          {"id": 4, "x": 1, "y": 1}, {"id": 5, "x": 2, "y": 1}],
                "goal": {"anyOf": [{"values": [1, 1, 2, 2, 1, 0]}, {"values": [null, 2, null, null, null, 0]}]}})"};
        for (const std::string& text : defs) {
            const auto rules = load(text);
            QVERIFY(rules);
            pl::TableEngine table(rules, {});
            const pl::CancelToken never;
            const auto t = table.histogram(rules->goal(), {}, never);
            QCOMPARE(t.outcome, pl::Outcome::Solved);
            const pl::ReachableHistogram r =
                pl::reachableHistogram(*rules, rules->goal(), std::uint64_t{1} << 30, never);
            QCOMPARE(r.outcome, pl::Outcome::Solved);
            QCOMPARE(r.counts, t.value.counts);
            QCOMPARE(r.unsolvable, std::to_string(t.value.unsolvable));
        }
    }

    // A reachable space bound to exceed the limit is refused before any search: the
    // Rotation Game's boards (identical labels: at least |G| / (8!)^3 of them are
    // reached, about 4.7e9) used to be searched for 17 s and 1.8 GB first. A token
    // cancelled from the start tells the two apart: a search would stop as Cancelled.
    void hopelessReachableSearchIsRefusedAtOnce()
    {
        const pl::Registry bundled = pl::Registry::bundled();
        const auto rotation = bundled.find("rotation");
        QVERIFY(rotation);
        pl::CancelToken stopped;
        stopped.cancel();
        const pl::ReachableHistogram h = pl::reachableHistogram(
            *rotation->rules, rotation->rules->goal(), std::uint64_t{2048} << 20, stopped);
        QCOMPARE(h.outcome, pl::Outcome::Failed);
        QVERIFY(!h.problems.empty());
        QCOMPARE(h.problems.front().code, std::string("engine.table-memory"));
        // A small reachable space among many valid ones still gets its search (here
        // stopped by the token): the bound is only a bound.
        std::string cells;
        for (int i = 0; i < 12; ++i) {
            cells.append(i ? ", " : "").append(R"({"id": )").append(std::to_string(i));
            cells.append(R"(, "x": )").append(std::to_string(i)).append(R"(, "y": 0})");
        }
        const auto rules =
            load(R"({"puzzlelab": 1, "key": "few", "name": "Few",
            "kind": "permutation", "labels": [1, 2, 3],
            "start": [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3], "cells": [)" +
                 cells + R"(], "goal": {"values": [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]},
            "moves": [{"name": "a", "cycles": [[0, 4, 8]]}]})");
        QVERIFY(rules);
        const pl::ReachableHistogram few =
            pl::reachableHistogram(*rules, rules->goal(), std::uint64_t{1} << 30, stopped);
        QCOMPARE(few.outcome, pl::Outcome::Cancelled);

        // The same over pieces (twsearch's eliac: a search of a minute and 3 GB before the
        // refusal): twelve pieces in six pairs that turn three ways, a 12-cycle and a
        // turning swap, at least 12! 3^11 / 2^6 states reached; refused at once. A small
        // one of identical pieces is searched.
        const auto load = [](const std::string& text) {
            pl::Checked<pl::PuzzleEntry> e = pl::loadDefinition(text, "pairs.tws");
            return e ? e.value->rules : nullptr;
        };
        const auto pairs = load(
            "Set A 12 3\nSolved\nA\n1 1 2 2 3 3 4 4 5 5 6 6\nEnd\n"
            "Move C\nA\n2 3 4 5 6 7 8 9 10 11 12 1\nEnd\n"
            "Move S\nA\n2 1 3 4 5 6 7 8 9 10 11 12\n"
            "1 0 0 0 0 0 0 0 0 0 0 0\nEnd\n");
        QVERIFY(pairs);
        const pl::ReachableHistogram many =
            pl::reachableHistogram(*pairs, pairs->goal(), std::uint64_t{1} << 30, stopped);
        QCOMPARE(many.outcome, pl::Outcome::Failed);
        QVERIFY(!many.problems.empty());
        QCOMPARE(many.problems.front().code, std::string("engine.table-memory"));
        const auto alike = load(
            "Set A 4 3\nSolved\nA\n1 1 2 2\nEnd\n"
            "Move R\nA\n2 3 1 4\n1 0 2 0\nEnd\n"
            "Move S\nA\n1 2 4 3\n0 0 1 1\nEnd\n");
        QVERIFY(alike);
        const pl::ReachableHistogram small =
            pl::reachableHistogram(*alike, alike->goal(), std::uint64_t{1} << 30, stopped);
        QCOMPARE(small.outcome, pl::Outcome::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestCrosscheckRegressions)
#include "tst_crosscheck_regressions.moc"
