// The IDA* driver (search/deepening.h) on a search small enough to know by hand: walk on
// the integers from 0 to a target with the moves +1, +2 and -1 (move order), heuristic
// h(x) = ceil((target - x) / 2) where x < target. The answer is the shortest and, among
// the shortest, the first in move order; a watching observer sees every bound start and
// end in order and the solution once; an unwatched search gives the same answer; a
// cancel before the first bound and an exhausted tree give their outcomes.
#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <limits>
#include <memory>
#include <new>
#include <string>
#include <thread>
#include <vector>

#include "core/progress.h"
#include "core/search/deepening.h"

namespace {

using pl::search::Step;

struct Walk : pl::search::DepthFirst {
    int target = 0;
    int limit = 1000;        // positions beyond it are dead ends (no children)
    bool blind = false;      // h = 0: every iteration searches the whole tree under its bound
    int maxDepth = 1 << 20;  // nodes this deep have no children
    pl::SearchMonitor* monitor = nullptr;
    // The split iteration of the answer's length: the item whose moves begin as *holdFor
    // does is held until another thread has found a goal in a later item (then
    // `released` counts one), or 5 s.
    const std::vector<int>* holdFor = nullptr;
    std::atomic<int>* released = nullptr;
    // Runs out of memory (throws std::bad_alloc) 5,000 nodes into its items in the split
    // iteration of this bound; every node any search visits after that counts in
    // `afterThrow` (both null/0: never).
    int throwAtBound = 0;
    std::atomic<bool>* thrown = nullptr;
    std::atomic<std::uint64_t>* afterThrow = nullptr;
    std::uint64_t itemNodes = 0;

    [[nodiscard]] int h(int x) const
    {
        return blind ? 0 : x >= target ? x - target : (target - x + 1) / 2;
    }

    Step iterate() { return visit(0, 0); }

    Step visit(int x, int depth)
    {
        if (skipped(depth))
            return Step::Continue;
        if (monitor->poll(bound))
            return Step::Stop;
        if (thrown && thrown->load())
            ++*afterThrow;
        if (throwAtBound == bound && split && !split->numbering && depth > splitDepth &&
            ++itemNodes > 5000) {
            thrown->store(true);
            throw std::bad_alloc();
        }
        if (x == target) {
            foundDepth = depth;
            return Step::Found;
        }
        if (holdFor && split && !split->numbering && depth == splitDepth &&
            bound == static_cast<int>(holdFor->size()) &&
            std::equal(path.begin(), path.begin() + depth, holdFor->begin())) {
            const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
            while (split->shared->found.load() == std::numeric_limits<int>::max() &&
                   std::chrono::steady_clock::now() < until)
                std::this_thread::yield();
            if (split->shared->found.load() > split->open)
                ++*released;
        }
        if (x > limit || depth >= maxDepth)
            return Step::Continue;
        static constexpr int kSteps[3] = {1, 2, -1};
        for (int m = 0; m < 3; ++m) {
            const int y = x + kSteps[m];
            const int f = depth + 1 + h(y);
            if (f > bound) {
                cut(f);
                continue;
            }
            path[static_cast<std::size_t>(depth)] = m;
            const Step s = visit(y, depth + 1);
            if (s != Step::Continue)
                return s;
        }
        return Step::Continue;
    }
};

struct Watcher {
    std::vector<std::string> events;
    void boundStarted(int bound) { events.push_back("start " + std::to_string(bound)); }
    void iterationEnded(int bound, std::uint64_t, int next)
    {
        events.push_back(
            "end " + std::to_string(bound) + " next " +
            (next >= pl::search::kNoBound ? std::string("none") : std::to_string(next)));
    }
    void solved(const std::vector<int>& moves)
    {
        events.push_back("solved " + std::to_string(moves.size()));
    }
};

}  // namespace

class TestDeepening : public QObject {
    Q_OBJECT

private slots:
    void shortestThenFirstInMoveOrder()
    {
        const pl::ProgressFn none;
        const pl::CancelToken never;
        pl::SearchMonitor monitor(none, never, pl::Phase::Searching);
        Walk w;
        w.target = 5;
        w.monitor = &monitor;
        const pl::search::Deepened d = pl::search::deepen(w, w.h(0), monitor);
        QCOMPARE(d.outcome, pl::Outcome::Solved);
        // 5 = 1 + 2 + 2 = 2 + 1 + 2 = 2 + 2 + 1: three moves, the first in move order.
        QCOMPARE(d.moves, (std::vector<int>{0, 1, 1}));
        QCOMPARE(d.bound, 3);
    }

    void observerSeesEveryBound()
    {
        const pl::ProgressFn none;
        const pl::CancelToken never;
        pl::SearchMonitor monitor(none, never, pl::Phase::Searching);
        Walk w;
        w.target = 6;
        w.monitor = &monitor;
        Watcher watcher;
        // h(0) = 3, and 6 takes three moves of +2: solved in the first iteration.
        const auto d = pl::search::deepen(w, w.h(0), monitor, pl::search::kNoBound, &watcher);
        QCOMPARE(d.moves, (std::vector<int>{1, 1, 1}));
        QCOMPARE(watcher.events, (std::vector<std::string>{"start 3", "end 3 next 4", "solved 3"}));

        // From a heuristic of 0 the bound grows one by one; an unwatched search of the
        // same tree gives the same answer.
        Walk again;
        again.target = 6;
        again.monitor = &monitor;
        Watcher steps;
        const auto e = pl::search::deepen(again, 0, monitor, pl::search::kNoBound, &steps);
        QCOMPARE(e.moves, d.moves);
        QCOMPARE(steps.events.front(), std::string("start 0"));
        QCOMPARE(steps.events[1], std::string("end 0 next 3"));
        QCOMPARE(steps.events[2], std::string("start 3"));
        QCOMPARE(steps.events.back(), std::string("solved 3"));
        Walk quiet;
        quiet.target = 6;
        quiet.monitor = &monitor;
        QCOMPARE(pl::search::deepen(quiet, 0, monitor).moves, d.moves);
    }

    void cancelledExhaustedAndBounded()
    {
        const pl::ProgressFn none;
        pl::CancelToken cancel;
        cancel.cancel();
        pl::SearchMonitor stopped(none, cancel, pl::Phase::Searching);
        Walk w;
        w.target = 4;
        w.monitor = &stopped;
        QCOMPARE(pl::search::deepen(w, w.h(0), stopped).outcome, pl::Outcome::Cancelled);

        const pl::CancelToken never;
        pl::SearchMonitor monitor(none, never, pl::Phase::Searching);
        // A heuristic of "unreachable" is Unsolvable at once.
        Walk none2;
        none2.monitor = &monitor;
        QCOMPARE(pl::search::deepen(none2, pl::search::kNoBound, monitor).outcome,
                 pl::Outcome::Unsolvable);
        // A bound above maxBound is never searched: Failed, with the last bound searched.
        Walk far;
        far.target = 40;
        far.monitor = &monitor;
        const auto f = pl::search::deepen(far, 0, monitor, 5);
        QCOMPARE(f.outcome, pl::Outcome::Failed);
        QVERIFY(f.bound <= 5);
        // A tree with nothing cut off is exhausted: Unsolvable.
        Walk dead;
        dead.target = -3;  // only -1 steps lead there, and h is admissible...
        dead.limit = -1;   // ...but every position past -1 is a dead end
        dead.monitor = &monitor;
        QCOMPARE(pl::search::deepen(dead, 0, monitor).outcome, pl::Outcome::Unsolvable);
    }

    void splitOverThreadsAsSearchedAlone()
    {
        // deepenOnThreads with every iteration split (from a bound of 2): the same
        // answer to the tie-break, the same bound and the same number of nodes as the
        // search on one thread, on 2, 3 and 5 threads. Targets of an odd distance have
        // many shortest answers (one +1 among the +2s: the first in move order puts it
        // first); a blind heuristic makes every iteration a whole tree.
        const pl::ProgressFn none;
        const pl::CancelToken never;
        for (const bool blind : {false, true})
            for (const int target : {5, 13, 19, 40})
                for (const unsigned threads : {2u, 3u, 5u}) {
                    if (blind && target > 19)
                        continue;
                    const auto walk = [&](pl::SearchMonitor& m) {
                        auto w = std::make_unique<Walk>();
                        w->target = target;
                        w->blind = blind;
                        w->monitor = &m;
                        return w;
                    };
                    pl::SearchMonitor alone(none, never, pl::Phase::Searching);
                    const auto one = walk(alone);
                    const auto d = pl::search::deepen(*one, one->h(0), alone);
                    pl::SearchMonitor split(none, never, pl::Phase::Searching);
                    const auto root = walk(split);
                    const auto e =
                        pl::search::deepenOnThreads(*root, walk, root->h(0), split, threads, 0);
                    const QByteArray what = QByteArray::number(target) + (blind ? " blind" : "") +
                                            " on " + QByteArray::number(threads) + " threads";
                    QVERIFY2(e.outcome == pl::Outcome::Solved, what.constData());
                    QVERIFY2(e.moves == d.moves, what.constData());
                    QVERIFY2(e.bound == d.bound, what.constData());
                    QVERIFY2(split.nodes() == alone.nodes(), what.constData());
                    if (target == 19 && blind)
                        QCOMPARE(d.moves, (std::vector<int>{0, 1, 1, 1, 1, 1, 1, 1, 1, 1}));
                }

        // An exhausted tree (no children below depth 8, the target out of reach; every
        // iteration from a bound of 2 split): Unsolvable, the same nodes.
        const auto dead = [](pl::SearchMonitor& m) {
            auto w = std::make_unique<Walk>();
            w->target = 1000;
            w->maxDepth = 8;
            w->blind = true;
            w->monitor = &m;
            return w;
        };
        pl::SearchMonitor alone(none, never, pl::Phase::Searching);
        pl::SearchMonitor split(none, never, pl::Phase::Searching);
        const auto one = dead(alone);
        const auto root = dead(split);
        QCOMPARE(pl::search::deepen(*one, 0, alone).outcome, pl::Outcome::Unsolvable);
        const auto exhausted = pl::search::deepenOnThreads(*root, dead, 0, split, 2, 0);
        QCOMPARE(exhausted.outcome, pl::Outcome::Unsolvable);
        QCOMPARE(exhausted.threads, 2u);
        QCOMPARE(split.nodes(), alone.nodes());

        // Two threads each find a goal: the item of the one-thread answer is held until
        // the other thread has found one in a later item; the answer is still the
        // earlier item's (the least item with a goal, not the first found).
        {
            pl::SearchMonitor m1(none, never, pl::Phase::Searching);
            Walk serial;
            serial.target = 19;
            serial.blind = true;
            serial.monitor = &m1;
            const auto d = pl::search::deepen(serial, 0, m1);
            std::atomic<int> released{0};
            const auto held = [&](pl::SearchMonitor& m) {
                auto w = std::make_unique<Walk>();
                w->target = 19;
                w->blind = true;
                w->monitor = &m;
                w->holdFor = &d.moves;
                w->released = &released;
                return w;
            };
            pl::SearchMonitor m2(none, never, pl::Phase::Searching);
            const auto heldRoot = held(m2);
            const auto e = pl::search::deepenOnThreads(*heldRoot, held, 0, m2, 2, 0);
            QCOMPARE(e.moves, d.moves);
            QCOMPARE(m2.nodes(), m1.nodes());
            QCOMPARE(e.threads, 2u);
            QCOMPARE(released.load(), 1);  // the other thread did find a later goal first
        }

        // A thread in an item after one another thread found a goal in leaves the rest of
        // it (it looks every 1,024 nodes); an item before the goal's item is searched to
        // its end.
        {
            pl::SearchMonitor m(none, never, pl::Phase::Searching);
            pl::search::SplitShared shared;
            shared.topBefore = {0, 0, 0, 0};
            shared.taken = std::make_unique<std::atomic<bool>[]>(3);
            pl::search::SplitThread part;
            part.shared = &shared;
            part.monitor = &m;
            Walk w;
            w.monitor = &m;
            w.splitDepth = 2;
            w.split = &part;
            QVERIFY(!w.skipped(1));  // above the items: walked by every thread
            QVERIFY(!w.skipped(2));  // item 0 taken here
            QVERIFY(!w.skipped(2));  // item 1 taken here
            QCOMPARE(part.open, 1);
            shared.found = 2;  // a goal in a later item: item 1 goes on
            for (int i = 0; i < 5000; ++i)
                QVERIFY(!w.skipped(3 + i % 4));
            shared.found = 0;  // a goal in an earlier item: item 1 is left
            int searched = 0;
            while (!w.skipped(3) && searched < 5000)
                ++searched;
            QVERIFY(searched < 1024);
            QVERIFY(w.skipped(5));
            QVERIFY(w.skipped(2) == true);  // and item 2 is not taken
        }

        // A thread that runs out of memory while split stops the others too (they leave
        // their items within 1,024 nodes and take no more): the search ends with the
        // error at once, not after the rest of an iteration of millions of nodes.
        {
            std::atomic<bool> thrown{false};
            std::atomic<std::uint64_t> afterThrow{0};
            int made = 0;
            const auto failing = [&](pl::SearchMonitor& m) {
                auto w = std::make_unique<Walk>();
                w->target = 60;
                w->blind = true;
                w->monitor = &m;
                w->thrown = &thrown;
                w->afterThrow = &afterThrow;
                if (++made == 2)  // the second thread's search
                    w->throwAtBound = 15;
                return w;
            };
            pl::SearchMonitor m(none, never, pl::Phase::Searching);
            const auto failingRoot = failing(m);
            made = 0;
            bool threw = false;
            try {
                (void)pl::search::deepenOnThreads(*failingRoot, failing, 0, m, 2, 0);
            } catch (const std::bad_alloc&) {
                threw = true;
            }
            QVERIFY(threw);
            QVERIFY(thrown.load());
            // Left to finish the iteration, the other thread visits 21 million more nodes;
            // stopped, some thousands (at most 1,023 after it looks, plus those it visits
            // while the exception unwinds the thrower's stack: tens of microseconds).
            QVERIFY2(afterThrow.load() < 1000000,
                     QByteArray::number(afterThrow.load()).constData());
        }

        // Cancelled while split: every thread stops.
        pl::CancelToken cancel;
        std::uint64_t reported = 0;
        const pl::ProgressFn cancelLater = [&](const pl::Progress& p) {
            reported = std::max(reported, p.nodes);
            if (p.nodes > 20000)
                cancel.cancel();
        };
        pl::SearchMonitor stopping(cancelLater, cancel, pl::Phase::Searching);
        const auto far = [&](pl::SearchMonitor& m) {
            auto w = std::make_unique<Walk>();
            w->target = 60;
            w->blind = true;
            w->monitor = &m;
            return w;
        };
        const auto stopRoot = far(stopping);
        const auto c = pl::search::deepenOnThreads(*stopRoot, far, 0, stopping, 2, 0);
        QCOMPARE(c.outcome, pl::Outcome::Cancelled);
        QVERIFY(reported > 20000);
    }
};

QTEST_GUILESS_MAIN(TestDeepening)
#include "tst_deepening.moc"
