// The library: bundled definitions, the person's folder, and the three contest
// puzzles as data — their bundled files agree with their hand-written rules.
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <fstream>
#include <random>

#include "contest_kinds.h"
#include "core/puzzle.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"
#include "core/sha256.h"

using namespace pl;
using namespace pl::test;

namespace {

void writeText(const std::filesystem::path& path, const std::string& text)
{
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

const char* const kTinyDial = R"({"puzzlelab": 1, "key": "tiny-dial", "name": "Tiny dial",
  "kind": "dial", "modulus": 3, "cells": [{"id": "a", "x": 0, "y": 0}, {"id": "b", "x": 1, "y": 0}],
  "moves": [{"name": "p", "add": ["a", "b"]}, {"name": "q", "add": ["b"]}]})";

// bfs visits about (moves - 1)^length positions: only where that stays small.
bool bfsFits(const PuzzleEntry& entry, std::size_t length)
{
    return std::pow(std::max(1, entry.rules->moveCount() - 1), double(length)) <= 2e6;
}

// The engines of an entry that fit a test's limits: every one within 64 MiB of tables
// (larger ones are the bench's business). A twisty puzzle's table is over every valid
// arrangement of its pieces, unreachable ones included (the Skewb's 680 million for 3
// million reachable: 170 MB, built in about 2 s; the twist-sum and parity reductions
// are not there yet), so those get 256 MiB.
std::vector<std::unique_ptr<DefEngine>> enginesFor(const PuzzleEntry& entry, std::size_t)
{
    std::vector<std::unique_ptr<DefEngine>> engines;
    EngineOptions options;
    options.maxMemoryBytes = std::uint64_t{entry.rules->pieceRules() ? 256u : 64u} << 20;
    for (const EngineChoice& c : engineChoices(entry, options))
        if (!c.refusal)
            engines.push_back(makeEngine(entry, c.name, options));
    return engines;
}

// A position of the definition as the contest's case: Magic Squares' carries its
// target, the definition's goal.
JudgeCase contestCaseOf(PuzzleKind kind, const Position& p, const std::vector<int>& goal)
{
    JudgeCase c{p, std::nullopt};
    if (kind == PuzzleKind::MagicSquare)
        c.goal = Position{std::vector<std::uint8_t>(goal.begin(), goal.end())};
    return c;
}

}  // namespace

class TestRegistry : public QObject {
    Q_OBJECT
private slots:
    void bundledDefinitionsAllRead()
    {
        const Registry r = Registry::bundled();
        QVERIFY(r.entries().size() >= 3);
        for (const auto& e : r.entries()) {
            QVERIFY(e->bundled);
            QVERIFY2(e->file == e->key() + ".puzzle.json", e->file.c_str());
            QCOMPARE(e->sha256, sha256Hex(e->text));
            QCOMPARE(e->sha256.size(), std::size_t(64));
            QVERIFY(!e->def().name.empty());
            QVERIFY(!e->def().description.empty());
            QVERIFY(!e->def().rules.empty());
            QVERIFY(!e->def().source.empty());
            QVERIFY2(!e->def().examples.empty(), e->key().c_str());
        }
        QVERIFY(r.find("clocks"));
        QVERIFY(r.find("msquare"));
        QVERIFY(r.find("rotation"));
        QVERIFY(!r.find("nothing"));
    }

    // Every example of every bundled definition, by every engine of the puzzle that
    // fits a test's limits (each engine made once, so its tables serve every example);
    // the answer replays to a goal. One row per puzzle.
    void bundledExamplesByEveryEngine_data()
    {
        QTest::addColumn<QString>("key");
        const Registry library = Registry::bundled();
        for (const auto& e : library.entries())
            QTest::newRow(e->key().c_str()) << QString::fromStdString(e->key());
    }
    void bundledExamplesByEveryEngine()
    {
        QFETCH(QString, key);
        const Registry r = Registry::bundled();
        const auto e = r.find(key.toStdString());
        QVERIFY(e);
        const Rules& rules = *e->rules;
        std::size_t longest = 0;
        for (const def::Example& ex : e->def().examples) {
            const auto written = rules.parseMoves(ex.moves);
            QVERIFY2(written, (e->key() + ": " + ex.moves).c_str());
            longest = std::max(longest, written.value->size());
        }
        auto engines = enginesFor(*e, 0);
        int checked = 0;
        for (const def::Example& ex : e->def().examples) {
            SolveRequest request;
            request.position.cells.assign(ex.position.begin(), ex.position.end());
            request.goal = rules.goal();
            if (ex.goal) {
                request.goal.type = def::Goal::Type::Values;
                request.goal.values = *ex.goal;
            }
            const std::size_t length = rules.parseMoves(ex.moves).value->size();
            for (auto& engine : engines) {
                if (engine->name() == "bfs" && !bfsFits(*e, length))
                    continue;
                const CancelToken never;
                const Answer a = engine->solve(request, {}, never);
                const std::string tag = e->key() + " / " + engine->name() + " / " + ex.moves;
                QVERIFY2(a.outcome == Outcome::Solved, tag.c_str());
                QCOMPARE(rules.formatMoves(a.moves), ex.moves);
                Position p = request.position;
                for (int m : a.moves)
                    p = rules.apply(p, m);
                const auto reached = rules.reached(p, request.goal);
                QVERIFY2(reached.has_value(), tag.c_str());
                QCOMPARE(a.reached, *reached);
                ++checked;
            }
        }
        // (TopSpin's table is over the 64 MiB here; ida answers its twelve goal
        // alternatives from one set of tracked-tile databases.)
        QVERIFY2(checked >= int(e->def().examples.size()), qPrintable(key));
    }

    // The bundled files ARE the contest puzzles: every move of the definition does
    // what the contests' rules written by hand in their add-ons do, on many random
    // positions.
    void contestDefinitionsMatchHandWrittenRules()
    {
        const Registry r = Registry::bundled();
        // The contests' own text of moves 1 and 2.
        const std::pair<PuzzleKind, const char*> contests[] = {
            {PuzzleKind::Clocks, "1 2"},
            {PuzzleKind::MagicSquare, "AB"},
            {PuzzleKind::Rotation, "AB"},
        };
        std::mt19937_64 rng(11);
        for (const auto& [kind, firstTwo] : contests) {
            const std::string key = contestKey(kind);
            const auto e = r.find(key);
            QVERIFY(e);
            const Rules& rules = *e->rules;
            const PositionForm& form = addOn(kind).contestForm();
            QCOMPARE(rules.moveNames(), contestMoveNames(kind));
            QCOMPARE(rules.formatMoves({0, 1}), std::string(firstTwo));
            const auto readBack = form.parseMoves(rules.formatMoves({0, 1}));
            const std::vector<int> firstMoves{0, 1};
            QVERIFY2(readBack && readBack->value && *readBack->value == firstMoves, key.c_str());
            for (int trial = 0; trial < 500; ++trial) {
                const Position p = rules.random(rng);
                QVERIFY(rules.validate(p).empty());
                // Magic Squares' case carries its target: the definition's goal.
                const JudgeCase before = contestCaseOf(kind, p, rules.goal().values);
                QVERIFY2(caseProblems(kind, before).empty(), key.c_str());
                QCOMPARE(rules.reached(p).has_value(),
                         handWrittenSolved(kind, p, before.goal ? &*before.goal : nullptr));
                for (int m = 0; m < rules.moveCount(); ++m) {
                    const Position mine = rules.apply(p, m);
                    const Position theirs = handWrittenMove(kind, p, m);
                    QCOMPARE(mine.cells, theirs.cells);
                }
            }
        }
    }

    void userFolderIsPickedUp()
    {
        QTemporaryDir dir;
        const std::filesystem::path folder = dir.path().toStdString() + "/puzzles";
        writeText(folder / "tiny.puzzle.json", kTinyDial);
        writeText(folder / "broken.puzzle.json", "{\"puzzlelab\": 1,");
        writeText(folder / "notes.txt", "not a definition");
        std::string clash = kTinyDial;
        clash.replace(clash.find("tiny-dial"), 9, "clocks");
        writeText(folder / "clash.puzzle.json", clash);

        Registry r = Registry::bundled();
        const std::size_t before = r.entries().size();
        const std::vector<FileProblems> problems = r.addFolder(folder);
        QCOMPARE(r.entries().size(), before + 1);
        const auto tiny = r.find("tiny-dial");
        QVERIFY(tiny);
        QVERIFY(!tiny->bundled);
        QCOMPARE(tiny->file, (folder / "tiny.puzzle.json").string());
        QCOMPARE(tiny->def().name, std::string("Tiny dial"));
        // The bundled clocks stay; the clash and the broken file are reported by name.
        QVERIFY(r.find("clocks")->bundled);
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0].file, (folder / "broken.puzzle.json").string());
        QVERIFY(!problems[0].problems.empty());
        QCOMPARE(problems[1].file, (folder / "clash.puzzle.json").string());
        QCOMPARE(problems[1].problems.front().code, std::string("registry.duplicate-key"));

        // A missing folder is no error.
        QVERIFY(r.addFolder(folder / "missing").empty());
    }

    void fileLimits()
    {
        QTemporaryDir dir;
        const std::filesystem::path base = dir.path().toStdString();
        auto missing = loadDefinitionFile(base / "nope.puzzle.json");
        QVERIFY(!missing);
        QCOMPARE(missing.problems.front().code, std::string("file.cannot-open"));
        auto folder = loadDefinitionFile(base);
        QVERIFY(!folder);
        QCOMPARE(folder.problems.front().code, std::string("file.is-folder"));
        auto device = loadDefinitionFile("/dev/zero");
        QVERIFY(!device);
        QCOMPARE(device.problems.front().code, std::string("file.not-regular"));
        writeText(base / "big.puzzle.json", std::string(kMaxDefinitionFileBytes + 1, ' '));
        auto big = loadDefinitionFile(base / "big.puzzle.json");
        QVERIFY(!big);
        QCOMPARE(big.problems.front().code, std::string("file.too-large"));
    }

    void userFolderFollowsXdg()
    {
        qputenv("XDG_DATA_HOME", "/tmp/pl-xdg");
        QCOMPARE(userPuzzleFolder(), std::filesystem::path("/tmp/pl-xdg/PuzzleLab/puzzles"));
        qputenv("XDG_DATA_HOME", "relative/ignored");
        qputenv("HOME", "/home/someone");
        QCOMPARE(userPuzzleFolder(),
                 std::filesystem::path("/home/someone/.local/share/PuzzleLab/puzzles"));
    }
};

QTEST_APPLESS_MAIN(TestRegistry)
#include "tst_registry.moc"
