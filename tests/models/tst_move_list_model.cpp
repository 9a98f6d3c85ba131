// MoveListModel: a well-behaved list model whose steps are replays of the moves.
#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

#include <random>

#include "contest_kinds.h"
#include "core/puzzle.h"
#include "models/move_list_model.h"
#include "models/shared_puzzle.h"

using namespace pl;

namespace {

// The contest puzzle of a key, as a model takes any puzzle.
const Puzzle& contest(const char* key)
{
    return *pl::test::contestPuzzle(key);
}

std::vector<int> randomMoves(const Puzzle& p, std::mt19937_64& rng, int count)
{
    std::vector<int> moves;
    for (int i = 0; i < count; ++i)
        moves.push_back(static_cast<int>(rng() % p.moveNames().size()));
    return moves;
}

}  // namespace

class TestMoveListModel : public QObject {
    Q_OBJECT
private slots:
    void passesTheModelTesterThroughEveryChange()
    {
        MoveListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.hasSolution());
        const Puzzle& p = contest("rotation");
        QVERIFY(model.setSolution(sharedPuzzle(p), p.initial(), {0, 2}));
        QCOMPARE(model.rowCount(), 2);
        for (int step : {1, 2, 0, 2, 1, 5, -3})
            model.setCurrentStep(step);
        std::mt19937_64 rng(3);
        QVERIFY(model.setSolution(sharedPuzzle(contest("clocks")), contest("clocks").initial(),
                                  randomMoves(contest("clocks"), rng, 12)));
        model.setCurrentStep(7);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void showsNumberedMoveNames()
    {
        MoveListModel model;
        const Puzzle& p = contest("clocks");
        QVERIFY(model.setSolution(sharedPuzzle(p), p.initial(), {3, 4, 7, 8}));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.data(model.index(0)).toString(), QStringLiteral("1. 4"));
        QCOMPARE(model.data(model.index(3)).toString(), QStringLiteral("4. 9"));
        QCOMPARE(model.data(model.index(2), MoveListModel::MoveNameRole).toString(),
                 QStringLiteral("8"));
        QCOMPARE(model.data(model.index(2), MoveListModel::MoveIndexRole).toInt(), 7);
        QCOMPARE(model.data(model.index(2), MoveListModel::StepRole).toInt(), 3);
        QVERIFY(!model.index(4).isValid());

        const Puzzle& r = contest("rotation");
        QVERIFY(model.setSolution(sharedPuzzle(r), r.initial(), {0, 2}));
        QCOMPARE(model.data(model.index(1)).toString(), QStringLiteral("2. C"));
    }

    // Explain the answer (SPEC 9): along an engine's answer each position shows the moves
    // still to go, one fewer a move; they are the table's distances of those positions.
    void anOptimalAnswerShowsTheMovesToGo()
    {
        MoveListModel model;
        const Puzzle& p = contest("msquare");
        const auto start = p.parsePosition("2 6 8 4 5 7 3 1");
        QVERIFY(start);
        const Answer a = p.makeEngine("msquare-bfs")->solve(*start.value, {}, CancelToken{});
        QCOMPARE(a.outcome, Outcome::Solved);
        QVERIFY(model.setSolution(sharedPuzzle(p), *start.value, a.moves, true));
        const int n = model.moveCount();
        QCOMPARE(model.toGoAt(0), n);
        for (int row = 0; row < n; ++row) {
            const int toGo = model.data(model.index(row), MoveListModel::ToGoRole).toInt();
            QCOMPARE(toGo, n - row - 1);
            QCOMPARE(toGo, p.distance(model.positionAt(row + 1)));  // the exact table's
            QVERIFY(model.data(model.index(row), Qt::ToolTipRole)
                        .toString()
                        .contains(QStringLiteral("to go")));
        }
        // A solution not known to be shortest (a file's) says nothing of the kind.
        QVERIFY(model.setSolution(sharedPuzzle(p), *start.value, a.moves));
        QCOMPARE(model.data(model.index(0), MoveListModel::ToGoRole).toInt(), -1);
        QVERIFY(!model.data(model.index(0), Qt::ToolTipRole)
                     .toString()
                     .contains(QStringLiteral("to go")));
    }

    void positionAtEachStepEqualsTheReplay_data()
    {
        QTest::addColumn<QByteArray>("key");
        for (const Puzzle* p : pl::test::contestPuzzles())
            QTest::newRow(p->key().c_str()) << QByteArray::fromStdString(p->key());
    }
    void positionAtEachStepEqualsTheReplay()
    {
        QFETCH(QByteArray, key);
        const Puzzle& p = contest(key.constData());
        std::mt19937_64 rng(7);
        const Position start = p.random(rng);
        const auto moves = randomMoves(p, rng, 25);
        MoveListModel model;
        QVERIFY(model.setSolution(sharedPuzzle(p), start, moves));

        std::vector<Position> replay{start};
        for (int m : moves)
            replay.push_back(p.apply(replay.back(), m));

        // Forward, one step at a time, as playback does.
        for (int step = 0; step <= model.moveCount(); ++step) {
            model.setCurrentStep(step);
            QCOMPARE(model.currentStep(), step);
            QVERIFY(model.currentPosition() == replay[static_cast<std::size_t>(step)]);
            QVERIFY(model.positionAt(step) == replay[static_cast<std::size_t>(step)]);
        }
        QVERIFY(model.endPosition() == replay.back());
        // And back again.
        for (int step = model.moveCount(); step >= 0; --step) {
            model.setCurrentStep(step);
            QVERIFY(model.currentPosition() == replay[static_cast<std::size_t>(step)]);
        }
        // Jumps (clicking a move in the list).
        for (int step : {17, 3, 25, 0, 12})
            QVERIFY(model.positionAt(step) == replay[static_cast<std::size_t>(step)]);
        QVERIFY(model.startPosition() == start);
    }

    void highlightsTheMovePlayedLast()
    {
        MoveListModel model;
        const Puzzle& p = contest("msquare");
        QVERIFY(model.setSolution(sharedPuzzle(p), p.initial(), {1, 2, 0, 1, 2, 2, 1}));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy stepSpy(&model, &MoveListModel::currentStepChanged);

        const auto isCurrent = [&model](int row) {
            return model.data(model.index(row), MoveListModel::IsCurrentRole).toBool();
        };
        const auto isBold = [&model](int row) {
            const QVariant font = model.data(model.index(row), Qt::FontRole);
            return font.isValid() && font.value<QFont>().bold();
        };
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(!isCurrent(row) && !isBold(row));

        model.setCurrentStep(3);
        QCOMPARE(stepSpy.count(), 1);
        QCOMPARE(stepSpy.last().at(0).toInt(), 3);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().at(0).value<QModelIndex>().row(), 0);
        QCOMPARE(changed.last().at(1).value<QModelIndex>().row(), 2);
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(isCurrent(row), row == 2);
            QCOMPARE(isBold(row), row == 2);
            QCOMPARE(model.data(model.index(row), Qt::BackgroundRole).isValid(), row == 2);
            QCOMPARE(model.data(model.index(row), MoveListModel::IsPlayedRole).toBool(), row < 3);
        }

        model.setCurrentStep(5);
        QCOMPARE(changed.last().at(0).value<QModelIndex>().row(), 2);  // old current row
        QCOMPARE(changed.last().at(1).value<QModelIndex>().row(), 4);  // new current row
        QVERIFY(isCurrent(4) && !isCurrent(2));

        model.setCurrentStep(5);  // no change, no signals
        QCOMPARE(stepSpy.count(), 2);

        model.setCurrentStep(99);  // clamped to the end
        QCOMPARE(model.currentStep(), 7);
        QVERIFY(isCurrent(6));
        model.setCurrentStep(-1);  // clamped to the start
        QCOMPARE(model.currentStep(), 0);
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(!isCurrent(row));
    }

    void newSolutionStartsAtStepZero()
    {
        MoveListModel model;
        const Puzzle& p = contest("rotation");
        QVERIFY(model.setSolution(sharedPuzzle(p), p.initial(), {0, 2}));
        model.setCurrentStep(2);
        QSignalSpy stepSpy(&model, &MoveListModel::currentStepChanged);
        QSignalSpy solutionSpy(&model, &MoveListModel::solutionChanged);
        QVERIFY(model.setSolution(sharedPuzzle(p), p.initial(), {3}));
        QCOMPARE(model.currentStep(), 0);
        QCOMPARE(stepSpy.count(), 1);
        QCOMPARE(solutionSpy.count(), 1);
        QVERIFY(model.positionAt(0) == p.initial());
    }

    void refusesMovesThePuzzleDoesNotHave()
    {
        MoveListModel model;
        const Puzzle& p = contest("msquare");
        QVERIFY(model.setSolution(sharedPuzzle(p), p.initial(), {0}));
        QVERIFY(!model.setSolution(sharedPuzzle(p), p.initial(), {0, 3}));
        QVERIFY(!model.setSolution(sharedPuzzle(p), Position{}, {0}));
        QCOMPARE(model.rowCount(), 1);  // unchanged
    }
};

QTEST_MAIN(TestMoveListModel)
#include "tst_move_list_model.moc"
