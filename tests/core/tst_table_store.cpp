// Tables kept on disk (search/table_store.h, SPEC 8.7): a table is written once and read
// back by the next engine (a second start of the program is a second engine over the
// same definition), with the same answers; a damaged file is deleted and rebuilt, never
// trusted; no folder, no files.
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "core/engines/ida_engine.h"
#include "core/engines/table_engine.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "core/search/large_pages.h"
#include "core/search/table_store.h"
#include "engine_cases.h"

using namespace pl;
using namespace pl::test;
namespace fs = std::filesystem;

namespace {

// The stored tables in a folder, by name.
std::vector<fs::path> storedFiles(const std::string& folder)
{
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(folder, ec))
        out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

// Flips one byte of a file at `at` (from its end when negative).
void damage(const fs::path& file, long long at)
{
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(0, std::ios::end);
    const auto size = static_cast<long long>(f.tellg());
    const long long where = at >= 0 ? at : size + at;
    f.seekg(where);
    char c = 0;
    f.read(&c, 1);
    c = static_cast<char>(c ^ 0x5a);
    f.seekp(where);
    f.write(&c, 1);
}

EngineOptions keptIn(const std::string& folder)
{
    EngineOptions o;
    o.cacheFolder = folder;
    o.keepFromBytes = 0;  // every table, however small
    return o;
}

}  // namespace

class TstTableStore : public QObject {
    Q_OBJECT

private slots:
    void partsComeBackAsWritten()
    {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString() + "/cache";
        const search::TableStore store(folder);
        std::vector<std::uint8_t> a(100003);
        for (std::size_t i = 0; i < a.size(); ++i)
            a[i] = static_cast<std::uint8_t>(i * 7 + 3);
        const std::vector<std::uint8_t> b = {1, 2, 3};
        QVERIFY(store.save("toy|a", {std::span<const std::uint8_t>(a), std::span(b)}));
        QCOMPARE(search::tableStoreUsage(folder).files, std::uint64_t{1});

        std::vector<std::vector<std::uint8_t>> got(2);
        const auto into = [&](std::size_t part, std::uint64_t size) -> std::uint8_t* {
            got[part].resize(static_cast<std::size_t>(size));
            return got[part].data();
        };
        QVERIFY(store.load("toy|a", into));
        QCOMPARE(got[0], a);
        QCOMPARE(got[1], b);
        // Another description finds no file; a size the caller cannot take is refused.
        QVERIFY(!store.load("toy|b", into));
        QVERIFY(!store.load("toy|a",
                            [](std::size_t, std::uint64_t) -> std::uint8_t* { return nullptr; }));
        // ... and a refused (foreign) file is gone.
        QCOMPARE(search::tableStoreUsage(folder).files, std::uint64_t{0});
    }

    void damagedFilesAreRefusedAndDeleted_data()
    {
        QTest::addColumn<long long>("at");
        QTest::newRow("magic") << 0LL;
        QTest::newRow("description") << 30LL;
        QTest::newRow("last byte of the body") << -1LL;
        QTest::newRow("middle of the body") << -5000LL;
    }
    void damagedFilesAreRefusedAndDeleted()
    {
        QFETCH(long long, at);
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        const search::TableStore store(folder);
        std::vector<std::uint8_t> a(10000, 9);
        QVERIFY(store.save("toy|damaged", {std::span<const std::uint8_t>(a)}));
        const fs::path file = store.fileFor("toy|damaged");
        QVERIFY(fs::exists(file));
        damage(file, at);
        std::vector<std::uint8_t> got;
        QVERIFY(!store.load("toy|damaged", [&](std::size_t, std::uint64_t size) {
            got.resize(static_cast<std::size_t>(size));
            return got.data();
        }));
        QVERIFY(!fs::exists(file));
    }

    // A table found damaged was worth keeping before: once built again it is written
    // again, whatever the rule says of its size now. A table never kept is still written
    // only when it is large enough; the rule is the size, never the build's time (a time
    // rule made a second run write a table the first had built quickly).
    void damagedTableIsKeptAgainWhateverItsSize()
    {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        const search::TableStore store(folder);
        search::TableBytes small(10000, 7);
        search::TableBytes large(20000, 9);
        {
            search::Keeping first;
            first.store = &store;
            first.fromBytes = 15000;
            first.save("toy|small", small);  // too small to keep
            QVERIFY(!fs::exists(store.fileFor("toy|small")));
            first.save("toy|large", large);
            QVERIFY(fs::exists(store.fileFor("toy|large")));
            QCOMPARE(first.saved.load(), 1);
        }
        damage(store.fileFor("toy|large"), -100);
        search::Keeping second;
        second.store = &store;
        second.fromBytes = 1 << 20;  // both now under the rule
        search::TableBytes got;
        QVERIFY(!second.load("toy|large", got, large.size()));
        QVERIFY(!fs::exists(store.fileFor("toy|large")));  // deleted as damaged
        QVERIFY(!second.load("toy|small", got, small.size()));
        second.save("toy|large", large);  // found damaged: kept again
        second.save("toy|small", small);  // never kept: still too small
        QVERIFY(fs::exists(store.fileFor("toy|large")));
        QVERIFY(!fs::exists(store.fileFor("toy|small")));
        QCOMPARE(second.saved.load(), 1);
        QVERIFY(second.load("toy|large", got, large.size()));
        QVERIFY(got == large);
    }

    void truncatedFileIsRefused()
    {
        QTemporaryDir dir;
        const search::TableStore store(dir.path().toStdString());
        std::vector<std::uint8_t> a(10000, 1);
        QVERIFY(store.save("toy|short", {std::span<const std::uint8_t>(a)}));
        const fs::path file = store.fileFor("toy|short");
        fs::resize_file(file, fs::file_size(file) - 1);
        std::vector<std::uint8_t> got;
        QVERIFY(!store.load("toy|short", [&](std::size_t, std::uint64_t size) {
            got.resize(static_cast<std::size_t>(size));
            return got.data();
        }));
        QVERIFY(!fs::exists(file));
    }

    void offStoreWritesNothing()
    {
        QTemporaryDir dir;
        const search::TableStore off(std::string{});
        QVERIFY(!off.enabled());
        std::vector<std::uint8_t> a(10, 1);
        QVERIFY(!off.save("toy|off", {std::span<const std::uint8_t>(a)}));
        // The process's folder is off unless the program sets it.
        QVERIFY(search::tableCacheFolder().empty());
        QVERIFY(!search::TableStore(std::nullopt).enabled());
    }

    void emptyingDeletesOnlyStoredTables()
    {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        const search::TableStore store(folder);
        std::vector<std::uint8_t> a(10, 1);
        QVERIFY(store.save("toy|1", {std::span<const std::uint8_t>(a)}));
        QVERIFY(store.save("toy|2", {std::span<const std::uint8_t>(a)}));
        {
            std::ofstream(folder + "/notes.txt") << "mine";
        }
        const search::StoreUsage u = search::tableStoreUsage(folder);
        QCOMPARE(u.files, std::uint64_t{2});
        QCOMPARE(u.bytes, 2 * fs::file_size(store.fileFor("toy|1")));
        QVERIFY(search::emptyTableStore(folder));
        QCOMPARE(search::tableStoreUsage(folder).files, std::uint64_t{0});
        QVERIFY(fs::exists(folder + "/notes.txt"));
    }

    // The table engine: the second engine reads what the first built, answers the same,
    // and a damaged file is rebuilt (and saved again).
    void tableEngineReadsWhatItKept()
    {
        const auto rules = bundledRules("cube-2");
        QVERIFY(rules);
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        const CancelToken never;
        const Position p = scrambled(*rules, 14, 3);
        const SolveRequest request{p, rules->goal()};

        TableEngine first(rules, keptIn(folder));
        const Answer a = first.solve(request, {}, never);
        QVERIFY2(a.outcome == Outcome::Solved,
                 a.problems.empty() ? "" : a.problems.front().code.c_str());
        QCOMPARE(a.stats.tablesRead, 0);
        QVERIFY(a.stats.tablesSaved >= 1);
        const auto files = storedFiles(folder);
        QCOMPARE(files.size(), static_cast<std::size_t>(a.stats.tablesSaved));
        const auto h1 = first.histogram(rules->goal(), {}, never);
        QCOMPARE(h1.outcome, Outcome::Solved);

        TableEngine second(rules, keptIn(folder));
        const Answer b = second.solve(request, {}, never);
        QCOMPARE(b.outcome, Outcome::Solved);
        QCOMPARE(b.stats.tablesRead, a.stats.tablesSaved);
        QCOMPARE(b.stats.tablesSaved, 0);
        QCOMPARE(b.moves, a.moves);
        QCOMPARE(b.stats.tableBytes, a.stats.tableBytes);
        const auto h2 = second.histogram(rules->goal(), {}, never);
        QCOMPARE(h2.value.counts, h1.value.counts);
        QCOMPARE(h2.value.unsolvable, h1.value.unsolvable);
        // 2x2x2 half-turn metric with a fixed corner (the published counts).
        QCOMPARE(h2.value.counts,
                 (std::vector<std::uint64_t>{1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072,
                                             1887748, 623800, 2644}));

        damage(files.front(), -100);
        TableEngine third(rules, keptIn(folder));
        const Answer c = third.solve(request, {}, never);
        QCOMPARE(c.outcome, Outcome::Solved);
        QCOMPARE(c.stats.tablesRead, a.stats.tablesSaved - 1);
        QCOMPARE(c.stats.tablesSaved, 1);
        QCOMPARE(c.moves, a.moves);
        // Read back whole the next time.
        TableEngine fourth(rules, keptIn(folder));
        QCOMPARE(fourth.solve(request, {}, never).stats.tablesRead, a.stats.tablesSaved);
    }

    void noFolderKeepsNothing()
    {
        const auto rules = bundledRules("cube-2");
        QTemporaryDir dir;
        EngineOptions o = keptIn("");
        TableEngine engine(rules, o);
        const CancelToken never;
        const Answer a = engine.solve({scrambled(*rules, 5, 1), rules->goal()}, {}, never);
        QCOMPARE(a.outcome, Outcome::Solved);
        QCOMPARE(a.stats.tablesSaved, 0);
        QCOMPARE(a.stats.tablesRead, 0);
        QVERIFY(storedFiles(dir.path().toStdString()).empty());
    }

    // ida: the 15-puzzle's additive databases and a 2x2x2's tracked-piece databases.
    void idaDatabasesAreReadBack_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("moves");
        QTest::newRow("15-puzzle") << QStringLiteral("fifteen-puzzle") << 40;
        QTest::newRow("2x2x2") << QStringLiteral("cube-2") << 12;
    }
    void idaDatabasesAreReadBack()
    {
        QFETCH(QString, key);
        QFETCH(int, moves);
        const auto rules = bundledRules(key.toStdString());
        QVERIFY(rules);
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        const CancelToken never;
        const SolveRequest request{scrambled(*rules, moves, 5), rules->goal()};

        IdaEngine first(rules, keptIn(folder));
        const Answer a = first.solve(request, {}, never);
        QVERIFY2(a.outcome == Outcome::Solved,
                 a.problems.empty() ? "" : a.problems.front().code.c_str());
        QCOMPARE(a.stats.tablesRead, 0);
        QVERIFY(a.stats.tablesSaved >= 1);
        QCOMPARE(storedFiles(folder).size(), static_cast<std::size_t>(a.stats.tablesSaved));

        IdaEngine second(rules, keptIn(folder));
        const Answer b = second.solve(request, {}, never);
        QCOMPARE(b.outcome, Outcome::Solved);
        QCOMPARE(b.stats.tablesRead, a.stats.tablesSaved);
        QCOMPARE(b.stats.tablesSaved, 0);
        QCOMPARE(b.moves, a.moves);
        QCOMPARE(b.stats.nodes, a.stats.nodes);  // the same databases, the same search

        // Replayed, the answer reaches the goal.
        Position p = request.position;
        for (const int m : b.moves)
            rules->applyInPlace(p, m);
        QVERIFY(rules->reached(p));

        for (const fs::path& f : storedFiles(folder))
            damage(f, -1);
        IdaEngine third(rules, keptIn(folder));
        const Answer c = third.solve(request, {}, never);
        QCOMPARE(c.stats.tablesRead, 0);
        QCOMPARE(c.stats.tablesSaved, a.stats.tablesSaved);
        QCOMPARE(c.moves, a.moves);
    }
};

QTEST_GUILESS_MAIN(TstTableStore)
#include "tst_table_store.moc"
