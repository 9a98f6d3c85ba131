// Game > Type (issue 23, point 13): every size a family offers is written, read back
// by the definition reader without a problem, and solved; small sizes by the table and
// by breadth-first search alike; the sizes the library ships are the bundled puzzles
// (the same cells, moves and goal). The custom range reads back at every corner.
#include <QTest>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>

#include "core/presets/presets.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"

using namespace pl;
using namespace pl::presets;

namespace {

std::shared_ptr<const PuzzleEntry> entryOf(const Preset& p)
{
    Checked<PuzzleEntry> e = loadDefinition(definitionText(p), presetKey(p) + ".puzzle.json");
    if (!e) {
        std::string all;
        for (const Problem& problem : e.problems)
            all += problemLine(problem) + "\n";
        qFatal("%s was refused:\n%s", presetTag(p).c_str(), all.c_str());
    }
    return std::make_shared<const PuzzleEntry>(std::move(*e.value));
}

// The goal position of a definition whose goal fixes every cell (the first
// alternative of an anyOf goal).
Position goalPosition(const Rules& rules)
{
    def::Goal g = rules.goal();
    if (g.type == def::Goal::Type::AnyOf)
        g = g.anyOf.front();
    Position p;
    for (const int v : g.values)
        p.cells.push_back(std::uint8_t(v));
    return p;
}

// `steps` legal moves at random from the goal (seeded): a position that can be solved
// in at most `steps` moves.
Position walked(const Rules& rules, int steps, unsigned seed)
{
    std::mt19937_64 rng(seed);
    Position p = goalPosition(rules);
    for (int i = 0; i < steps;) {
        const int m = int(rng() % std::uint64_t(rules.moveCount()));
        if (!rules.legal(p, m))
            continue;
        p = rules.apply(p, m);
        ++i;
    }
    return p;
}

Answer solveWith(const PuzzleEntry& entry, const std::string& engine, const Position& p)
{
    auto e = makeEngine(entry, engine);
    if (!e)
        qFatal("no engine %s", engine.c_str());
    CancelToken cancel;
    return e->solve(SolveRequest{p, entry.rules->goal()}, {}, cancel);
}

// Small spaces are solved by their default engine (a table); a space of millions
// would spend minutes building one on a busy 2-core machine, so linear algebra (dials)
// or IDA* solves those.
bool small(const Rules& rules)
{
    const std::string count = validPositionCount(rules);
    return count.size() <= 6 && std::stoull(count) <= 500000;
}

std::string engineFor(const PuzzleEntry& entry)
{
    const std::vector<std::string> names = engineNames(entry);
    const auto has = [&](const char* n) {
        return std::find(names.begin(), names.end(), n) != names.end();
    };
    if (small(*entry.rules))
        return defaultEngine(entry);
    return has("linear") ? "linear" : has("ida") ? "ida" : defaultEngine(entry);
}

QString tagOf(const Preset& p)
{
    return QString::fromStdString(presetTag(p));
}

}  // namespace

class TestPresets : public QObject {
    Q_OBJECT
private slots:
    void familiesAndRanges()
    {
        QCOMPARE(families().size(), std::size_t{4});
        for (const FamilyInfo& f : families()) {
            QVERIFY(!f.name.empty());
            QVERIFY(!offeredPresets(f.family).empty());
            for (const Parameter& par : f.parameters)
                QVERIFY(par.min >= 2 && par.min <= par.max);
        }
        QCOMPARE(checkPreset({Family::LightsOut, {3, 3}}).front().code,
                 std::string("preset.parameter-count"));
        QCOMPARE(checkPreset({Family::LightsOut, {11, 3, 2}}).front().code,
                 std::string("preset.parameter"));
        QCOMPARE(checkPreset({Family::TopSpin, {8, 8}}).front().code,
                 std::string("preset.turnstile"));
        for (const char* bad : {"", "topspin", "topspin discs=8", "topspin discs=8 turnstile=x",
                                "topspin discs=8 turnstile=4 more=1", "lights-out columns=3",
                                "topspin discs=8 turnstile=9", "loopover columns=3 rows=3 "})
            QVERIFY2(!presetOfTag(bad), bad);
    }

    void everyOfferedSizeReadsBack_data()
    {
        QTest::addColumn<int>("family");
        QTest::addColumn<int>("index");
        for (const FamilyInfo& f : families()) {
            const auto offered = offeredPresets(f.family);
            for (std::size_t i = 0; i < offered.size(); ++i)
                QTest::newRow(presetTag(offered[i]).c_str()) << int(f.family) << int(i);
        }
    }
    void everyOfferedSizeReadsBack()
    {
        QFETCH(int, family);
        QFETCH(int, index);
        const Preset p = offeredPresets(Family(family))[std::size_t(index)];
        QVERIFY(checkPreset(p).empty());
        const auto entry = entryOf(p);
        QCOMPARE(entry->key(), presetKey(p));
        QCOMPARE(entry->def().name, presetName(p));
        QVERIFY(!entry->def().description.empty());
        QVERIFY(!entry->def().rules.empty());
        QCOMPARE(entry->def().extensions.at("x-preset"), presetTag(p));
        QCOMPARE(presetOfTag(presetTag(p)), std::optional<Preset>(p));
        // The start can be solved (a person's first Solve is no dead end).
        const Position start = entry->rules->start();
        const Answer a = solveWith(*entry, engineFor(*entry), start);
        QCOMPARE(int(a.outcome), int(Outcome::Solved));
    }

    void everyOfferedSizeIsSolved_data() { everyOfferedSizeReadsBack_data(); }
    void everyOfferedSizeIsSolved()
    {
        QFETCH(int, family);
        QFETCH(int, index);
        const Preset p = offeredPresets(Family(family))[std::size_t(index)];
        const auto entry = entryOf(p);
        const Rules& rules = *entry->rules;
        const Position position = walked(rules, 12, 23u + unsigned(index));
        const Answer a = solveWith(*entry, engineFor(*entry), position);
        QVERIFY2(a.outcome == Outcome::Solved, qPrintable(tagOf(p)));
        // Undoing a press of a dial takes modulus - 1 presses.
        const std::size_t most =
            rules.def().kind == def::Kind::Dial ? std::size_t(12 * (rules.def().modulus - 1)) : 12;
        QVERIFY2(a.moves.size() <= most, qPrintable(tagOf(p)));
        Position q = position;
        for (const int m : a.moves) {
            QVERIFY(rules.legal(q, m));
            q = rules.apply(q, m);
        }
        QVERIFY(rules.reached(q).has_value());

        // Small spaces: the table and a plain breadth-first search give the same answer.
        if (small(rules)) {
            const Answer table = solveWith(*entry, "table", position);
            const Answer bfs = solveWith(*entry, "bfs", position);
            QCOMPARE(int(table.outcome), int(Outcome::Solved));
            QCOMPARE(table.moves, bfs.moves);
            QCOMPARE(table.moves, a.moves);
        }
    }

    // The sizes the library ships come out as the bundled files: the same puzzle.
    void bundledSizesAreTheBundledPuzzles()
    {
        const Registry registry = Registry::bundled();
        int compared = 0;
        for (const FamilyInfo& f : families())
            for (const Preset& p : offeredPresets(f.family)) {
                const auto key = bundledKey(p);
                if (!key)
                    continue;
                const auto bundled = registry.find(*key);
                QVERIFY2(bundled, key->c_str());
                const def::PuzzleDef& want = bundled->def();
                const auto made = entryOf(p);
                const def::PuzzleDef& got = made->def();
                QCOMPARE(got.key, want.key);
                QCOMPARE(int(got.kind), int(want.kind));
                QCOMPARE(int(got.metric), int(want.metric));
                QCOMPARE(got.modulus, want.modulus);
                QCOMPARE(got.labels, want.labels);
                QCOMPARE(got.blank, want.blank);
                QCOMPARE(got.moveOrder, want.moveOrder);
                QCOMPARE(got.cells.size(), want.cells.size());
                for (std::size_t i = 0; i < want.cells.size(); ++i) {
                    QVERIFY2(got.cells[i].id == want.cells[i].id,
                             (*key + ": " + got.cells[i].id + " for " + want.cells[i].id).c_str());
                    QCOMPARE(got.cells[i].x, want.cells[i].x);
                    QCOMPARE(got.cells[i].y, want.cells[i].y);
                    QCOMPARE(int(got.cells[i].shape), int(want.cells[i].shape));
                }
                QCOMPARE(got.moves.size(), want.moves.size());
                for (std::size_t i = 0; i < want.moves.size(); ++i) {
                    QCOMPARE(got.moves[i].name, want.moves[i].name);
                    QCOMPARE(got.moves[i].add, want.moves[i].add);
                    QCOMPARE(got.moves[i].cycles, want.moves[i].cycles);
                    QCOMPARE(got.moves[i].cell, want.moves[i].cell);
                    QCOMPARE(got.moves[i].button.has_value(), want.moves[i].button.has_value());
                    if (want.moves[i].button) {
                        QCOMPARE(got.moves[i].button->x, want.moves[i].button->x);
                        QCOMPARE(got.moves[i].button->y, want.moves[i].button->y);
                    }
                }
                QVERIFY(got.goal == want.goal);
                // Lights Out with three colours starts elsewhere (any start can be solved).
                if (*key != "lights-out-3-colours")
                    QCOMPARE(got.start, want.start);
                QCOMPARE(got.view.valueNames, want.view.valueNames);
                QCOMPARE(got.view.palette.size(), want.view.palette.size());
                QCOMPARE(got.view.regions.size(), want.view.regions.size());
                ++compared;
            }
        QCOMPARE(compared, 10);  // Lights Out 3, 4, 5, three colours; 5-, 8-, 15-puzzle;
                                 // Loopover 3 and 4; TopSpin 12
    }

    // Custom sizes: every corner of every range is a definition the reader accepts.
    void customCornersReadBack()
    {
        int read = 0;
        for (const FamilyInfo& f : families()) {
            const std::size_t n = f.parameters.size();
            for (unsigned corner = 0; corner < (1u << n); ++corner) {
                Preset p{f.family, {}};
                for (std::size_t i = 0; i < n; ++i)
                    p.values.push_back(corner & (1u << i) ? f.parameters[i].max
                                                          : f.parameters[i].min);
                if (!checkPreset(p).empty())
                    continue;  // a turnstile as large as the ring
                const auto entry = entryOf(p);
                QCOMPARE(entry->key(), presetKey(p));
                QCOMPARE(presetOfTag(presetTag(p)), std::optional<Preset>(p));
                ++read;
            }
        }
        QVERIFY(read >= 18);
    }

    // Written into the person's folder once: asking again gives the same file, another
    // file of that name is never overwritten, and the window's words go in.
    void writesIntoTheFolder()
    {
        const auto folder = std::filesystem::temp_directory_path() /
                            ("pl-presets-" + std::to_string(std::random_device{}()));
        const Preset p{Family::LightsOut, {6, 6, 2}};
        const auto first = writePreset(folder / "puzzles", p);
        QVERIFY(first);
        QCOMPARE(first.value->filename().string(), std::string("lights-out-6x6.puzzle.json"));
        const auto again = writePreset(folder / "puzzles", p);
        QVERIFY(again);
        QCOMPARE(*again.value, *first.value);
        Registry registry = Registry::bundled();
        QVERIFY(registry.addFolder(folder / "puzzles").empty());
        QVERIFY(registry.find("lights-out-6x6"));

        // Another puzzle under that file name: refused, the file untouched.
        const Preset q{Family::Sliding, {4, 3}};
        const auto other = folder / "puzzles" / (presetKey(q) + ".puzzle.json");
        {
            std::ofstream(other) << "{}";
        }
        const auto refused = writePreset(folder / "puzzles", q);
        QVERIFY(!refused);
        QCOMPARE(refused.problems.front().code, std::string("preset.name-taken"));
        std::ifstream in(other);
        const std::string kept((std::istreambuf_iterator<char>(in)), {});
        QCOMPARE(kept, std::string("{}"));

        // Translated words: the name, the texts and the value names.
        const Translate shout = [](std::string_view english) {
            std::string s(english);
            for (char& c : s)
                if (c >= 'a' && c <= 'z')
                    c = char(c - 'a' + 'A');
            return s;
        };
        Checked<PuzzleEntry> loud =
            loadDefinition(definitionText(Preset{Family::LightsOut, {7, 7, 2}}, shout), "x");
        QVERIFY(loud);
        QCOMPARE(loud.value->def().name, std::string("LIGHTS OUT 7X7"));
        QCOMPARE(loud.value->def().view.valueNames, (std::vector<std::string>{"OFF", "ON"}));
        std::filesystem::remove_all(folder);
    }
};

QTEST_GUILESS_MAIN(TestPresets)
#include "tst_presets.moc"
