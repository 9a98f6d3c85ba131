// Stress for SolveService (issue 7): a thousand solve/cancel cycles with random
// puzzles, engines, positions and cancel moments. Every request must end exactly once,
// as Solved (with a sequence that really solves its position) or Cancelled — never
// Failed, never lost — and the worker thread must be idle at the end.
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTest>
#include <QTimer>

#include <map>
#include <random>

#include "contest_kinds.h"
#include "core/contest/add_on.h"
#include "core/puzzle.h"
#include "models/solve_service.h"

using namespace pl;

class TestSolveStress : public QObject {
    Q_OBJECT
private slots:
    void thousandSolveCancelCycles()
    {
        constexpr int kCycles = 1000;
        std::mt19937_64 rng(7);
        SolveService service;
        std::map<int, Position> asked;  // request id -> position
        std::map<int, const Puzzle*> puzzles;
        int solved = 0, cancelled = 0, failed = 0, answers = 0;
        QString firstProblem;
        connect(&service, &SolveService::finished, this, [&](int id, const SolveResult& r) {
            ++answers;
            const auto it = asked.find(id);
            if (it == asked.end()) {
                if (firstProblem.isEmpty())
                    firstProblem =
                        QStringLiteral("request %1 answered twice or never asked").arg(id);
                return;
            }
            const Puzzle& p = *puzzles[id];
            if (r.solved()) {
                Position at = it->second;
                for (int m : r.moves)
                    at = p.apply(at, m);
                if (!p.isGoal(at) || static_cast<int>(r.moves.size()) != p.distance(it->second))
                    firstProblem = QStringLiteral("request %1 answered wrongly").arg(id);
                ++solved;
            } else if (r.cancelled()) {
                ++cancelled;
            } else {
                ++failed;
                if (firstProblem.isEmpty())
                    firstProblem = QStringLiteral("request %1 failed: %2").arg(id).arg(r.error());
            }
            asked.erase(it);
        });

        const std::vector<const Puzzle*>& all = pl::test::contestPuzzles();
        QElapsedTimer clock;
        clock.start();
        for (int cycle = 0; cycle < kCycles; ++cycle) {
            const Puzzle& p = *all[rng() % all.size()];
            // The contest's own engines (the generic ones include a bfs that would fill
            // the memory limit on the Rotation Game's nine billion boards).
            const auto engines = addOnOf(*p.entry())->engineNames();
            const std::string engine = engines[rng() % engines.size()];
            const Position position = p.random(rng);
            const int id = service.solve(sharedPuzzle(p), position, QString::fromStdString(engine));
            asked[id] = position;
            puzzles[id] = &p;
            // Cancel at once, after a moment, or not at all (the next solve supersedes
            // the running one, which must then report Cancelled too).
            switch (rng() % 4) {
            case 0:
                service.cancel();
                break;
            case 1: {
                QEventLoop loop;
                QTimer::singleShot(static_cast<int>(rng() % 4), &loop, &QEventLoop::quit);
                loop.exec();
                service.cancel();
                break;
            }
            case 2:
                break;
            default:
                QVERIFY(QTest::qWaitFor([&] { return !service.busy(); }, 30000));
                break;
            }
        }
        service.cancel();
        QVERIFY2(QTest::qWaitFor([&] { return !service.busy(); }, 30000), "a request never ended");
        QVERIFY2(firstProblem.isEmpty(), qPrintable(firstProblem));
        qInfo("%d cycles in %.1f s: %d solved, %d cancelled, %d failed", kCycles,
              static_cast<double>(clock.elapsed()) / 1000.0, solved, cancelled, failed);
        QCOMPARE(answers, kCycles);
        QCOMPARE(solved + cancelled, kCycles);
        QCOMPARE(failed, 0);
        QVERIFY(asked.empty());
        QVERIFY(solved > 0);
        QVERIFY(cancelled > 0);
    }
};

QTEST_GUILESS_MAIN(TestSolveStress)
#include "tst_solve_stress.moc"
