// File > New Puzzle from Template (issue 13): the starter definition reads back without
// a problem, explains itself with x-about notes, is solved by the bfs engine (its
// examples are the answers bfs gives), and is written under a free name with the key of
// that name, never over an existing file.
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

#include "core/engines/table_engine.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"
#include "core/starter_definition.h"

using namespace pl;

namespace {

std::string readAll(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeText(const std::filesystem::path& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary) << text;
}

std::filesystem::path tempPath(const QTemporaryDir& dir)
{
    return std::filesystem::path(dir.path().toStdString());
}

QByteArray problemsText(const Problems& problems)
{
    QByteArray out;
    for (const Problem& p : problems)
        out += QByteArray::fromStdString(problemLine(p)) + '\n';
    return out;
}

}  // namespace

class TestStarterDefinition : public QObject {
    Q_OBJECT
private slots:
    void readsBackWithoutProblems()
    {
        const std::string text = starterDefinitionText("my-puzzle", "My puzzle");
        const Checked<PuzzleEntry> read = loadDefinition(text, "my-puzzle.puzzle.json");
        QVERIFY2(read, problemsText(read.problems).constData());
        const def::PuzzleDef& d = read.value->def();
        QCOMPARE(d.key, std::string("my-puzzle"));
        QCOMPARE(d.name, std::string("My puzzle"));
        QVERIFY(!d.description.empty());
        QVERIFY(!d.rules.empty());
        QVERIFY(!d.source.empty());
        QVERIFY(!d.examples.empty());
        // A 3x3 Lights Out: nine square cells on a 3x3 grid, dials of modulus 2, nine moves
        // each played by its cell.
        QCOMPARE(d.kind, def::Kind::Dial);
        QCOMPARE(d.modulus, 2);
        QCOMPARE(d.cells.size(), std::size_t(9));
        QCOMPARE(d.moves.size(), std::size_t(9));
        for (const def::Move& m : d.moves)
            QVERIFY(m.cell.has_value());
        // Commented: x-about notes beside the keys a person edits.
        for (const char* key : {"\"x-about\"", "\"x-about-key\"", "\"x-about-kind\"",
                                "\"x-about-modulus\"", "\"x-about-cells\"", "\"x-about-moves\"",
                                "\"x-about-goal\"", "\"x-about-view\"", "\"x-about-examples\""})
            QVERIFY2(text.find(key) != std::string::npos, key);
    }

    // A name that needs escaping in JSON stays one string.
    void nameIsEscaped()
    {
        const std::string name = "Quote \" and \\ back";
        const Checked<PuzzleEntry> read =
            loadDefinition(starterDefinitionText("q-puzzle", name), "q.puzzle.json");
        QVERIFY2(read, problemsText(read.problems).constData());
        QCOMPARE(read.value->def().name, name);
    }

    // Every example is the answer the bfs engine gives (shortest, first in move
    // order), and the start position is solved too.
    void examplesAreTheSolversAnswers()
    {
        const Checked<PuzzleEntry> read =
            loadDefinition(starterDefinitionText("my-puzzle", "My puzzle"), "x.puzzle.json");
        QVERIFY(read);
        const PuzzleEntry& entry = *read.value;
        const Rules& rules = *entry.rules;
        auto bfs = makeEngine(entry, "bfs");
        QVERIFY(bfs);
        const CancelToken never;
        bool startIsExample = false;
        for (const def::Example& ex : entry.def().examples) {
            const Position p{std::vector<std::uint8_t>(ex.position.begin(), ex.position.end())};
            QVERIFY(rules.validate(p).empty());
            const Answer a = bfs->solve({p, rules.goal()}, {}, never);
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(rules.formatMoves(a.moves), ex.moves);
            QVERIFY(!a.moves.empty());
            Position q = p;
            for (int m : a.moves)
                rules.applyInPlace(q, m);
            QVERIFY(rules.reached(q).has_value());
            if (p == rules.start())
                startIsExample = true;
        }
        QVERIFY(startIsExample);
        // Not solved at the start: there is something to play.
        QVERIFY(!rules.reached(rules.start()).has_value());
    }

    // Lights Out 3x3 with two states: 2^9 = 512 boards, every one solvable (the
    // press matrix is invertible over GF(2): Anderson and Feil 1998), in at most 9
    // presses.
    void everyBoardSolvable()
    {
        const Checked<PuzzleEntry> read =
            loadDefinition(starterDefinitionText("my-puzzle", "My puzzle"), "x.puzzle.json");
        QVERIFY(read);
        QCOMPARE(validPositionCount(*read.value->rules), std::string("512"));
        TableEngine table(read.value->rules, {});
        const CancelToken never;
        const auto h = table.histogram(read.value->rules->goal(), {}, never);
        QCOMPARE(h.outcome, Outcome::Solved);
        std::uint64_t total = 0;
        for (std::uint64_t c : h.value.counts)
            total += c;
        QCOMPARE(total, std::uint64_t(512));
        QCOMPARE(h.value.unsolvable, std::uint64_t(0));
        QCOMPARE(h.value.counts.size(), std::size_t(10));  // depths 0..9
    }

    void writesUnderFreeNames()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path folder = tempPath(dir) / "new" / "puzzles";  // missing

        const auto first = writeStarterDefinition(folder);
        QVERIFY2(first, problemsText(first.problems).constData());
        QCOMPARE(first.value->filename().string(), std::string("my-puzzle.puzzle.json"));
        QCOMPARE(first.value->parent_path(), folder);
        const auto one = loadDefinitionFile(*first.value);
        QVERIFY2(one, problemsText(one.problems).constData());
        QCOMPARE(one.value->key(), std::string("my-puzzle"));
        const std::string firstBytes = readAll(*first.value);

        const auto second = writeStarterDefinition(folder);
        QVERIFY(second);
        QCOMPARE(second.value->filename().string(), std::string("my-puzzle-2.puzzle.json"));
        const auto two = loadDefinitionFile(*second.value);
        QVERIFY(two);
        QCOMPARE(two.value->key(), std::string("my-puzzle-2"));
        QCOMPARE(readAll(*first.value), firstBytes);  // untouched

        // The key my-puzzle-3 is taken by a file of another name, and the name
        // my-puzzle-4.puzzle.json by a file that is no definition: both are skipped and
        // the broken file is left as it was.
        writeText(folder / "other.puzzle.json", starterDefinitionText("my-puzzle-3", "Other"));
        writeText(folder / "my-puzzle-4.puzzle.json", "not json");
        const auto fifth = writeStarterDefinition(folder);
        QVERIFY(fifth);
        QCOMPARE(fifth.value->filename().string(), std::string("my-puzzle-5.puzzle.json"));
        QCOMPARE(loadDefinitionFile(*fifth.value).value->key(), std::string("my-puzzle-5"));
        QCOMPARE(readAll(folder / "my-puzzle-4.puzzle.json"), std::string("not json"));

        // All of them load together into one library: the keys are unique.
        Registry registry = Registry::bundled();
        const auto problems = registry.addFolder(folder);
        QCOMPARE(problems.size(), std::size_t(1));  // the broken file only
        QCOMPARE(problems.front().file, (folder / "my-puzzle-4.puzzle.json").string());
        for (const char* key : {"my-puzzle", "my-puzzle-2", "my-puzzle-3", "my-puzzle-5"})
            QVERIFY2(registry.find(key), key);
    }

    // A folder that cannot be made (a file stands in its way) is reported, nothing is
    // written.
    void folderThatCannotBeMade()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path blocker = tempPath(dir) / "file";
        writeText(blocker, "x");
        const auto r = writeStarterDefinition(blocker / "puzzles");
        QVERIFY(!r);
        QCOMPARE(r.problems.size(), std::size_t(1));
        QCOMPARE(r.problems.front().code, std::string("file.cannot-create-folder"));
        QVERIFY(r.problems.front().args.at(0).find("puzzles") != std::string::npos);
        QCOMPARE(readAll(blocker), std::string("x"));
        // No folder at all (userPuzzleFolder() without XDG_DATA_HOME and HOME).
        const auto none = writeStarterDefinition({});
        QVERIFY(!none);
        QCOMPARE(none.problems.front().code, std::string("file.no-user-folder"));
    }
};

QTEST_APPLESS_MAIN(TestStarterDefinition)
#include "tst_starter_definition.moc"
