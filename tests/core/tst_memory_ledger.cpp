// The memory limit covers the whole process (SPEC 8.7, search/memory_ledger.h): what
// every engine keeps is on one ledger; an engine about to build asks the others, least
// recently used first, to let go of their idle tables; tables in use on another thread
// are never taken away, and count against the limit (a table that does not fit beside
// them is refused with a message that says so; an ida build is sized to what they leave).
#include <QTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

#include "core/definition_puzzle.h"
#include "core/engines/table_engine.h"
#include "core/problem.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "core/rules/scramble.h"
#include "core/search/memory_ledger.h"

using namespace pl;
using search::MemoryLedger;

namespace {

Position played(const Rules& rules, const std::string& moves)
{
    Checked<Position> p = scrambled(rules, {}, moves);
    if (!p)
        qFatal("%s does not play", moves.c_str());
    return *p.value;
}

// A holder standing for another engine: it keeps `bytes` and lets them go when asked,
// unless it is in use (a call of it running: setBusy).
struct FakeEngine {
    std::atomic<int> asked{0};
    MemoryLedger::InUse use;
    std::optional<MemoryLedger::InUse::Scope> call;
    MemoryLedger::Reservation kept;
    MemoryLedger::Holder holder;  // last: unregistered before what release touches goes
    FakeEngine(MemoryLedger& ledger, std::uint64_t bytes)
        : holder(ledger, &use, [this](std::uint64_t) {
              ++asked;
              if (const auto idle = use.idle(); idle.owns_lock())
                  kept.reset();
          })
    {
        kept = holder.reserve(bytes);
    }
    void setBusy(bool busy)
    {
        if (busy)
            call.emplace(use);
        else
            call.reset();
    }
};

// The process's limit set for a test, and set back.
struct ProcessLimit {
    explicit ProcessLimit(std::uint64_t bytes) { MemoryLedger::process().setLimit(bytes); }
    ~ProcessLimit() { MemoryLedger::process().setLimit(MemoryLedger::kDefaultLimit); }
    ProcessLimit(const ProcessLimit&) = delete;
    ProcessLimit& operator=(const ProcessLimit&) = delete;
};

}  // namespace

class TestMemoryLedger : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        // Every engine of the earlier tests is gone: nothing is held.
        QCOMPARE(MemoryLedger::process().held(), std::uint64_t{0});
    }

    // Reservations add up per holder and for the process, and are given back when they
    // go (moved, reset or destroyed).
    void reservationsAddUp()
    {
        MemoryLedger ledger;
        MemoryLedger::Holder a(ledger, nullptr, {});
        MemoryLedger::Holder b(ledger, nullptr, {});
        MemoryLedger::Reservation r1 = a.reserve(100);
        {
            const MemoryLedger::Reservation r2 = b.reserve(30);
            QCOMPARE(ledger.held(), std::uint64_t{130});
            QCOMPARE(ledger.heldByOthers(&a), std::uint64_t{30});
            QCOMPARE(ledger.heldByOthers(&b), std::uint64_t{100});
        }
        QCOMPARE(ledger.held(), std::uint64_t{100});
        MemoryLedger::Reservation moved = std::move(r1);
        QCOMPARE(a.held(), std::uint64_t{100});
        moved.reset();
        QCOMPARE(a.held(), std::uint64_t{0});
        QCOMPARE(ledger.held(), std::uint64_t{0});
    }

    // An engine in use lets nothing go: not while a call runs on another thread, nor
    // when a call on this thread ends up, nested, asking for room; idle, it does.
    void inUseWhileACallRuns()
    {
        MemoryLedger::InUse use;
        QVERIFY(use.idle().owns_lock());
        {
            const auto call = use.enter();
            QVERIFY(!use.idle().owns_lock());  // this thread, nested
            bool other = true;
            std::thread([&] { other = use.idle().owns_lock(); }).join();
            QVERIFY(!other);
            {
                const auto nested = use.enter();  // calls may call each other
                QVERIFY(!use.idle().owns_lock());
            }
            QVERIFY(!use.idle().owns_lock());
        }
        QVERIFY(use.idle().owns_lock());
        bool other = false;
        std::thread([&] { other = use.idle().owns_lock(); }).join();
        QVERIFY(other);
    }

    // Room is made from the least recently used holder first, only as far as needed;
    // a busy holder is skipped; the one asking is never asked; a request larger than
    // the limit never fits.
    void roomFromTheLeastRecentlyUsed()
    {
        MemoryLedger ledger;
        FakeEngine oldest(ledger, 400);
        FakeEngine middle(ledger, 300);
        FakeEngine newest(ledger, 200);
        newest.holder.touch();
        QVERIFY(ledger.makeRoom(100, 1000, nullptr));  // 900 + 100 fit: nobody asked
        QCOMPARE(oldest.asked.load() + middle.asked.load() + newest.asked.load(), 0);

        QCOMPARE(ledger.asked(), std::uint64_t{0});
        QVERIFY(ledger.makeRoom(300, 1000, nullptr));  // the oldest goes, enough
        QCOMPARE(oldest.asked.load(), 1);
        QCOMPARE(ledger.asked(), std::uint64_t{1});
        QCOMPARE(middle.asked.load(), 0);
        QCOMPARE(ledger.held(), std::uint64_t{500});

        middle.setBusy(true);  // in use: skipped, and the next one asked
        QVERIFY(ledger.makeRoom(600, 1000, &oldest.holder));
        QCOMPARE(middle.asked.load(), 1);
        QCOMPARE(newest.asked.load(), 1);
        QCOMPARE(ledger.held(), std::uint64_t{300});

        QVERIFY(!ledger.makeRoom(800, 1000, nullptr));  // the busy 300 stay
        QCOMPARE(middle.holder.held(), std::uint64_t{300});
        QCOMPARE(ledger.heldInUse(nullptr), std::uint64_t{300});
        QVERIFY(!ledger.makeRoom(1001, 1000, nullptr));

        // The asker's own tables are its own business.
        FakeEngine self(ledger, 500);
        middle.setBusy(false);
        QVERIFY(!ledger.makeRoom(600, 1000, &self.holder));
        QCOMPARE(self.asked.load(), 0);
        QCOMPARE(self.holder.held(), std::uint64_t{500});
        QCOMPARE(middle.holder.held(), std::uint64_t{0});
    }

    // A holder is asked to let go with the ledger's list unlocked: while its release()
    // runs (freeing gigabytes takes a while), other engines ask for their budget and
    // register, and the holder letting go counts as idle (its release() holds its "in
    // use" lock, as the engines' do); its unregister() waits until release() returns.
    // What happens meanwhile is recorded, and checked once both threads are joined.
    void releaseHoldsNobodyUp()
    {
        MemoryLedger ledger;
        std::mutex m;
        std::condition_variable cv;
        bool inRelease = false;
        bool go = false;
        bool finished = false;
        MemoryLedger::InUse use;
        MemoryLedger::Reservation kept;
        MemoryLedger::Holder slow(ledger, &use, [&](std::uint64_t) {
            const auto idle = use.idle();
            std::unique_lock lock(m);
            inRelease = true;
            cv.notify_all();
            // Waits for the test, at most 10 s (a ledger that held its list locked here
            // would hold the test up that long, and fail it).
            cv.wait_for(lock, std::chrono::seconds(10), [&] { return go; });
            if (idle.owns_lock())
                kept.reset();
            finished = true;
        });
        kept = slow.reserve(500);
        bool fitted = false;
        std::thread asking([&] { fitted = ledger.makeRoom(600, 1000, nullptr); });
        bool called = false;
        {
            std::unique_lock lock(m);
            called = cv.wait_for(lock, std::chrono::seconds(10), [&] { return inRelease; });
        }
        // Meanwhile, on this thread: a budget, a new holder, what is in use.
        const std::uint64_t budget = ledger.budget(800, nullptr);
        std::optional<MemoryLedger::Holder> other;
        other.emplace(ledger, nullptr, nullptr);
        other.reset();
        const std::uint64_t inUse = ledger.heldInUse(nullptr);
        bool finishedMeanwhile = true;
        {
            const std::lock_guard lock(m);
            finishedMeanwhile = finished;
        }
        std::atomic<bool> unregistered{false};
        std::thread leaving([&] {
            slow.unregister();
            unregistered = true;
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        const bool unregisteredEarly = unregistered;
        {
            const std::lock_guard lock(m);
            go = true;
        }
        cv.notify_all();
        asking.join();
        leaving.join();

        QVERIFY(called);
        QCOMPARE(budget, std::uint64_t{800});
        QCOMPARE(inUse, std::uint64_t{0});  // the 500 being let go are not in use
        QVERIFY(!finishedMeanwhile);        // all of that while the release still ran
        QVERIFY(!unregisteredEarly);        // unregister() waited for the release
        QVERIFY(fitted);
        QVERIFY(unregistered);
        QVERIFY(finished);
        QCOMPARE(ledger.held(), std::uint64_t{0});
        QCOMPARE(ledger.asked(), std::uint64_t{1});
    }

    // A holder gone while makeRoom() had its list unlocked is not asked, nor one made
    // since at the same address (a holder is known by an id, not its address).
    void aHolderGoneMeanwhileIsNotAsked()
    {
        MemoryLedger ledger;
        std::optional<FakeEngine> second;
        second.emplace(ledger, 300);
        std::atomic<int> firstAsked{0};
        MemoryLedger::InUse use;
        MemoryLedger::Reservation kept;
        MemoryLedger::Holder first(ledger, &use, [&](std::uint64_t) {
            ++firstAsked;
            // While the list is unlocked: the next holder in line goes, and another is
            // made in its place (most allocators give it the same address).
            second.reset();
            second.emplace(ledger, 300);
        });
        kept = first.reserve(400);
        second->holder.touch();  // used after `first`: asked after it
        QVERIFY(!ledger.makeRoom(600, 1000, nullptr));
        QCOMPARE(firstAsked.load(), 1);
        QCOMPARE(second->asked.load(), 0);  // the new one was never in line
        first.unregister();
    }

    // Asked for room, a table engine lets its own tables go least recently used first
    // (not in the order of their names): three goals of Lights Out 3x3, each with its
    // table, one of them used again; room for one byte more takes the table used longest
    // ago, and the other two are still there.
    void tableEngineLetsTheLeastRecentlyUsedGo()
    {
        const Registry bundled = Registry::bundled();
        const auto lights = bundled.find("lights-out-3");
        QVERIFY(lights);
        MemoryLedger& ledger = MemoryLedger::process();
        EngineOptions noDisk;
        noDisk.cacheFolder = std::string();
        std::vector<def::Goal> goals;
        for (int cell = 0; cell < 3; ++cell) {
            def::Goal g = lights->rules->goal();
            QCOMPARE(g.type, def::Goal::Type::Values);
            g.values.at(static_cast<std::size_t>(cell)) =
                1 - g.values.at(static_cast<std::size_t>(cell));
            goals.push_back(g);
        }
        for (int again = 0; again < 3; ++again) {
            TableEngine engine(solvingRules(lights->rules), noDisk);
            for (const def::Goal& g : goals)
                QCOMPARE(engine.histogram(g, {}, CancelToken{}).outcome, Outcome::Solved);
            const std::size_t one = engine.tableBytes() / 3;
            QVERIFY(one > 0);
            QCOMPARE(engine.tableBytes(), 3 * one);  // a table for each goal
            QCOMPARE(
                engine.histogram(goals[static_cast<std::size_t>(again)], {}, CancelToken{}).outcome,
                Outcome::Solved);
            QCOMPARE(engine.tableBytes(), 3 * one);
            // Used longest ago: the first goal not used again.
            const int oldest = again == 0 ? 1 : 0;

            const std::uint64_t held = ledger.held();
            QVERIFY(ledger.makeRoom(1, held, nullptr));
            QCOMPARE(engine.tableBytes(), 2 * one);
            for (int g = 0; g < 3; ++g) {
                if (g == oldest)
                    continue;
                QVERIFY(engine.histogram(goals[static_cast<std::size_t>(g)], {}, CancelToken{})
                            .value.counts.size() > 1);
                QCOMPARE(engine.tableBytes(), 2 * one);  // kept: nothing built
            }
            QVERIFY(engine.histogram(goals[static_cast<std::size_t>(oldest)], {}, CancelToken{})
                        .value.counts.size() > 1);
            QCOMPARE(engine.tableBytes(), 3 * one);  // built again
        }
    }

    // Two puzzles in one process: the 3x3x3's ida databases, in use by a search on
    // another thread, stay, and a 2x2x2 table that does not fit beside them is refused
    // with the reason; once that search is over, its idle databases go for the table.
    void enginesShareTheLimit()
    {
        const Registry bundled = Registry::bundled();
        const auto cube3 = bundled.find("cube-3");
        const auto cube2 = bundled.find("cube-2");
        QVERIFY(cube3 && cube2);
        MemoryLedger& ledger = MemoryLedger::process();
        EngineOptions noDisk;
        noDisk.cacheFolder = std::string();

        DefinitionPuzzle big(cube3, noDisk);
        auto ida = big.makeEngine("ida");
        std::mutex m;
        std::condition_variable cv;
        bool searching = false;
        bool carryOn = false;
        CancelToken cancel;
        Answer searched;
        std::thread runner([&] {
            const Position p = played(*cube3->rules, "R U2 F' L2 D' B R2 U' F D2 L B' U2 R' F2 D");
            searched = ida->solve(
                p,
                [&](const Progress& pr) {
                    if (pr.phase == Phase::BuildingTable)
                        return;
                    std::unique_lock lock(m);
                    searching = true;
                    cv.notify_all();
                    cv.wait(lock, [&] { return carryOn; });
                },
                cancel);
        });
        {
            std::unique_lock lock(m);
            cv.wait(lock, [&] { return searching; });
        }
        const std::uint64_t databases = ledger.held();
        QVERIFY(databases > 0);

        // The 2x2x2's table with a limit that holds it alone, not beside the databases.
        const Rules& r2 = *cube2->rules;
        const std::uint64_t need =
            TableEngine(solvingRules(cube2->rules), noDisk).bytesNeeded(r2.toPieces(r2.goal()));
        QVERIFY(need > 0);
        EngineOptions tight = noDisk;
        tight.maxMemoryBytes = databases + need - 1;
        const ProcessLimit whole(tight.maxMemoryBytes);
        const Position q = played(*cube2->rules, "R U F' R2 U'");
        {
            // An idle engine beside them keeps its tables: a refusal takes nothing away.
            FakeEngine idle(ledger, 1000);
            DefinitionPuzzle small(cube2, tight);
            const Answer refused = small.makeEngine("table")->solve(q, {}, CancelToken{});
            QCOMPARE(idle.asked.load(), 0);
            QCOMPARE(idle.holder.held(), std::uint64_t{1000});
            QCOMPARE(refused.outcome, Outcome::Failed);
            QVERIFY(!refused.problems.empty());
            QCOMPARE(refused.problems.front().code, std::string("engine.memory-held"));
            QCOMPARE(refused.problems.front().args.at(2), std::to_string(databases));
            const std::string text = problemText(refused.problems.front());
            QVERIFY2(text.find("cannot let go") != std::string::npos, text.c_str());
            QCOMPARE(ledger.held(), databases + 1000);  // nothing built, nothing taken
        }
        {
            // A distance (the window's hints, asked in the background, where a refusal
            // would read as "no moves lead to the goal") is built anyway, for a while
            // over the limit.
            DefinitionPuzzle hints(cube2, tight);
            QCOMPARE(hints.distance(q), 5);
            QVERIFY(ledger.held() > databases);
        }
        QCOMPARE(ledger.held(), databases);

        cancel.cancel();
        {
            const std::lock_guard lock(m);
            carryOn = true;
        }
        cv.notify_all();
        runner.join();
        QCOMPARE(searched.outcome, Outcome::Cancelled);
        QCOMPARE(ledger.held(), databases);  // kept for the next request

        DefinitionPuzzle small(cube2, tight);
        const Answer built = small.makeEngine("table")->solve(q, {}, CancelToken{});
        QCOMPARE(built.outcome, Outcome::Solved);
        QCOMPARE(built.moves.size(), std::size_t{5});
        QVERIFY(ledger.held() <= tight.maxMemoryBytes);
        QVERIFY(ledger.held() < databases);  // the idle databases went
        QVERIFY(ledger.held() > 0);          // the table is held
    }

    // A breadth-first search's visited set is on the ledger while it runs (a build on
    // another thread counts it), and off it when the search ends.
    void searchHeldWhileItRuns()
    {
        const Registry bundled = Registry::bundled();
        const auto cube2 = bundled.find("cube-2");
        QVERIFY(cube2);
        MemoryLedger& ledger = MemoryLedger::process();
        DefinitionPuzzle puzzle(cube2);
        const Position p = played(*cube2->rules, "R U2 F' R2 U F2 R' U' F R2 U' F' R U2");
        std::uint64_t seen = 0;
        const Answer a = puzzle.makeEngine("bfs")->solve(
            p, [&](const Progress&) { seen = std::max(seen, ledger.held()); }, CancelToken{});
        QCOMPARE(a.outcome, Outcome::Solved);
        QVERIFY2(seen > 0, "no progress while the visited set was held");
        QVERIFY(seen <= a.stats.tableBytes);
        QCOMPARE(ledger.held(), std::uint64_t{0});
    }

    // An ida build is sized to what the rest of the process leaves of the limit: beside
    // a busy engine holding most of it, smaller databases (at least an eighth of the
    // limit), and the same optimal answer; beside an idle one, the databases it builds
    // alone, and the idle tables go once they are held (the process within the limit).
    // A goal built small is built again once there is more room.
    void idaSizedToWhatIsLeft()
    {
        const Registry bundled = Registry::bundled();
        const auto cube3 = bundled.find("cube-3");
        QVERIFY(cube3);
        MemoryLedger& ledger = MemoryLedger::process();
        EngineOptions options;
        options.cacheFolder = std::string();
        options.maxMemoryBytes = std::uint64_t{64} << 20;
        const ProcessLimit whole(options.maxMemoryBytes);
        const Position p = played(*cube3->rules, "F D' U L F' U' R");

        Answer alone;
        {
            DefinitionPuzzle puzzle(cube3, options);
            alone = puzzle.makeEngine("ida")->solve(p, {}, CancelToken{});
        }
        QCOMPARE(alone.outcome, Outcome::Solved);
        QVERIFY(alone.stats.tableBytes > options.maxMemoryBytes / 4);

        FakeEngine other(ledger, options.maxMemoryBytes / 8 * 7);
        other.setBusy(true);
        DefinitionPuzzle puzzle(cube3, options);
        const auto ida = puzzle.makeEngine("ida");
        const Answer beside = ida->solve(p, {}, CancelToken{});
        QCOMPARE(beside.outcome, Outcome::Solved);
        QVERIFY(beside.stats.tableBytes <= options.maxMemoryBytes / 8);
        QVERIFY(beside.stats.tableBytes < alone.stats.tableBytes);
        QCOMPARE(beside.moves, alone.moves);
        QCOMPARE(other.holder.held(), options.maxMemoryBytes / 8 * 7);

        other.setBusy(false);
        // More room now: rebuilt. The idle tables go when the databases are planned,
        // before they are allocated (seen while they are built).
        bool goneWhileBuilding = false;
        const Answer again = ida->solve(
            p,
            [&](const Progress& pr) {
                if (pr.phase == Phase::BuildingTable && other.holder.held() == 0)
                    goneWhileBuilding = true;
            },
            CancelToken{});
        QVERIFY(goneWhileBuilding);
        QCOMPARE(again.outcome, Outcome::Solved);
        QCOMPARE(again.stats.tableBytes, alone.stats.tableBytes);
        QCOMPARE(again.moves, alone.moves);
        QVERIFY(other.asked.load() > 0);
        QCOMPARE(other.holder.held(), std::uint64_t{0});  // the idle one went
        QVERIFY(ledger.held() <= options.maxMemoryBytes);
        const Answer kept = ida->solve(p, {}, CancelToken{});  // nothing to build
        QCOMPARE(kept.stats.buildMs, 0.0);

        // A goal whose databases the memory did not cut (beside 1 MiB in use) is not
        // built again when that goes idle: the same databases would come out.
        FakeEngine small(ledger, std::uint64_t{1} << 20);
        small.setBusy(true);
        DefinitionPuzzle other3(cube3, options);
        const auto ida2 = other3.makeEngine("ida");
        const Answer uncut = ida2->solve(p, {}, CancelToken{});
        QCOMPARE(uncut.stats.tableBytes, alone.stats.tableBytes);
        small.setBusy(false);
        const Answer same = ida2->solve(p, {}, CancelToken{});
        QCOMPARE(same.stats.buildMs, 0.0);
        QCOMPARE(same.moves, alone.moves);
    }
};

QTEST_APPLESS_MAIN(TestMemoryLedger)
#include "tst_memory_ledger.moc"
