// The contest puzzles' add-ons (core/contest/add_on.h): registered once beside their
// bundled definitions, their engines work on the definition's positions, their judge
// formats read and write SPEC 1's samples, and the judge mode's names (SPEC 2) run
// engines the puzzle has.
#include <QTest>

#include <random>

#include "core/contest/add_on.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"

using namespace pl;

namespace {

const PuzzleEntry& bundled(const char* key)
{
    return *bundledRegistry().find(key);
}

def::Goal valuesGoal(const Position& p)
{
    def::Goal g;
    g.type = def::Goal::Type::Values;
    g.values.assign(p.cells.begin(), p.cells.end());
    return g;
}

// Every engine of the add-on on `judgeInput`'s cases gives `judgeOutput`.
void checkJudge(const char* key, const char* judgeInput, const char* judgeOutput)
{
    const PuzzleEntry& entry = bundled(key);
    const JudgeFormat& judge = addOnOf(entry)->judge();
    const JudgeCases read = judge.read(judgeInput);
    QVERIFY2(read.problems.empty(), key);
    QVERIFY(!read.cases.empty());
    const CancelToken never;
    for (const std::string& name : addOnOf(entry)->engineNames()) {
        auto engine = addOnOf(entry)->makeEngine(entry.rules, name);
        QVERIFY2(engine, name.c_str());
        QCOMPARE(engine->name(), name);
        QVERIFY(name.starts_with(std::string(key) + "-"));
        QVERIFY(!addOnOf(entry)->engineDescription(name).empty());
        std::string written;
        for (const JudgeCase& c : read.cases) {
            const SolveRequest request{c.position,
                                       c.goal ? valuesGoal(*c.goal) : entry.rules->goal()};
            const Answer a = engine->solve(request, {}, never);
            QCOMPARE(a.outcome, Outcome::Solved);
            // The moves reach the goal the answer names, through the definition's apply.
            Position at = c.position;
            for (int m : a.moves)
                at = entry.rules->apply(at, m);
            const auto reached = entry.rules->reached(at, request.goal);
            QVERIFY(reached.has_value());
            QCOMPARE(a.reached.label, reached->label);
            written += judge.write(c, a);
        }
        QCOMPARE(written, std::string(judgeOutput));
    }
}

}  // namespace

class TestContestAddOns : public QObject {
    Q_OBJECT

private slots:
    void registeredBesideTheirBundledDefinitions()
    {
        QStringList keys;
        for (const auto& addOn : contestAddOns().all())
            keys << QString::fromStdString(addOn->key());
        QCOMPARE(keys, QStringList({"clocks", "msquare", "rotation"}));
        for (const auto& entry : bundledRegistry().entries()) {
            const bool contest =
                entry->key() == "clocks" || entry->key() == "msquare" || entry->key() == "rotation";
            QCOMPARE(bool(addOnOf(*entry)), contest);
            if (contest)
                QCOMPARE(addOnOf(*entry)->key(), entry->key());
        }
        // A file that reuses a contest key is a definition like any other.
        auto own = loadDefinition(bundled("clocks").text, "clocks.puzzle.json");
        QVERIFY(own);
        Registry mine;
        auto added = mine.add(std::move(*own.value));
        QVERIFY(added);
        QVERIFY(!addOnOf(**added.value));
        QCOMPARE(engineNames(**added.value).front(), std::string("linear"));
    }

    void handTunedEnginesComeFirst()
    {
        QCOMPARE(engineNames(bundled("clocks")).front(), std::string("clocks-linear"));
        QCOMPARE(engineNames(bundled("msquare")).front(), std::string("msquare-table"));
        QCOMPARE(engineNames(bundled("rotation")).front(), std::string("rotation-table"));
    }

    void judgeSamples()
    {
        checkJudge("clocks", "9 9 12\n6 6 6\n6 3 6\n", "4 5 8 9\n");
        checkJudge("msquare", "2 6 8 4 5 7 3 1\n1 2 3 4 5 6 7 8\n", "7\nBCABCCB\n0\n\n");
        checkJudge("rotation",
                   "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"
                   "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n",
                   "AC\n2\nDDHH\n2\n");
    }

    void judgeNamesRunEnginesOfThePuzzle()
    {
        const std::pair<const char*, QStringList> spec2[] = {
            {"clocks", {"linear", "enumerate", "bfs"}},
            {"msquare", {"table", "bfs"}},
            {"rotation", {"table", "ida"}},
        };
        for (const auto& [key, names] : spec2) {
            const PuzzleEntry& entry = bundled(key);
            QStringList judgeNames;
            for (const auto& [judgeName, engine] : addOnOf(entry)->judgeEngines()) {
                judgeNames << QString::fromStdString(judgeName);
                QVERIFY2(makeEngine(entry, engine), engine.c_str());
            }
            QCOMPARE(judgeNames, names);
        }
    }

    // A plain case read by the streaming reader's fast path is the case read() gives.
    void plainCasesAreTheCasesReadGives()
    {
        std::mt19937_64 rng(5);
        for (const char* key : {"clocks", "msquare", "rotation"}) {
            const PuzzleEntry& entry = bundled(key);
            const JudgeFormat& judge = addOnOf(entry)->judge();
            for (int i = 0; i < 50; ++i) {
                const Position p = entry.rules->random(rng);
                // One case as its judge writes it: the clocks' faces, Magic Squares'
                // target (8 numbers), a Rotation board (then the final 0).
                std::string caseText =
                    std::string(key) == "msquare"
                        ? entry.rules->formatPosition(p)
                        : addOnOf(entry)->contestForm().format(JudgeCase{p, std::nullopt});
                if (std::string(key) == "rotation")
                    caseText += "\n0";
                const JudgeCases read = judge.read(caseText + "\n");
                QCOMPARE(read.cases.size(), std::size_t{1});
                std::vector<std::uint8_t> values;
                std::string token;
                for (char c : caseText + " ") {
                    if (c == ' ' || c == '\n') {
                        if (!token.empty() && !(std::string(key) == "rotation" && token == "0"))
                            values.push_back(std::uint8_t(std::stoi(token)));
                        token.clear();
                    } else {
                        token += c;
                    }
                }
                JudgeCase plain;
                QVERIFY(judge.plainCase(values.data(), values.size(), plain));
                QCOMPARE(plain, read.cases.front());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestContestAddOns)
#include "tst_contest_add_ons.moc"
