// The IDA* driver (search/deepening.h) on a search small enough to know by hand: walk on
// the integers from 0 to a target with the moves +1, +2 and -1 (move order), heuristic
// h(x) = ceil((target - x) / 2) where x < target. The answer is the shortest and, among
// the shortest, the first in move order; a watching observer sees every bound start and
// end in order and the solution once; an unwatched search gives the same answer; a
// cancel before the first bound and an exhausted tree give their outcomes.
#include <QTest>

#include <string>
#include <vector>

#include "core/progress.h"
#include "core/search/deepening.h"

namespace {

using pl::search::Step;

struct Walk : pl::search::DepthFirst {
    int target = 0;
    int limit = 1000;  // positions beyond it are dead ends (no children)
    pl::SearchMonitor* monitor = nullptr;

    [[nodiscard]] int h(int x) const { return x >= target ? x - target : (target - x + 1) / 2; }

    Step iterate() { return visit(0, 0); }

    Step visit(int x, int depth)
    {
        if (monitor->poll(bound))
            return Step::Stop;
        if (x == target) {
            foundDepth = depth;
            return Step::Found;
        }
        if (x > limit)
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
};

QTEST_GUILESS_MAIN(TestDeepening)
#include "tst_deepening.moc"
