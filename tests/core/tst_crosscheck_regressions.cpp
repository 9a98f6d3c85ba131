// Regressions found by the cross-check against the independent reference solver
// (tests/tools/crosscheck.py, issue 12): valid definitions of SPEC 7 on which an engine
// refused or answered wrongly. Each expected answer follows from SPEC 7.2-7.4 by hand,
// as the comment above it says.
#include <QTest>

#include <string>
#include <vector>

#include "core/case_reader.h"
#include "core/engines/catalog.h"
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
};

QTEST_GUILESS_MAIN(TestCrosscheckRegressions)
#include "tst_crosscheck_regressions.moc"
