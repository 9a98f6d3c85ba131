#include <QAbstractItemModelTester>
#include <QTest>

#include "models/puzzle_list_model.h"

using pl::Puzzle;
using pl::PuzzleListModel;

class TestPuzzleListModel : public QObject {
    Q_OBJECT
private slots:
    void passesModelTester()
    {
        PuzzleListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 3);
    }

    void holdsTheThreePuzzlesInOrder()
    {
        PuzzleListModel model;
        QCOMPARE(model.data(model.index(0)).toString(), QStringLiteral("The Clocks"));
        QCOMPARE(model.data(model.index(1)).toString(), QStringLiteral("Magic Squares"));
        QCOMPARE(model.data(model.index(2)).toString(), QStringLiteral("The Rotation Game"));
        QCOMPARE(model.data(model.index(0), PuzzleListModel::KeyRole).toString(),
                 QStringLiteral("clocks"));
        QCOMPARE(model.data(model.index(1), PuzzleListModel::KeyRole).toString(),
                 QStringLiteral("msquare"));
        QCOMPARE(model.data(model.index(2), PuzzleListModel::KeyRole).toString(),
                 QStringLiteral("rotation"));
        QCOMPARE(model.puzzleAt(2).get(), pl::puzzleByKey("rotation"));
        QCOMPARE(model.rowOf(*pl::puzzleByKey("msquare")), 1);
    }

    void lookupOfUnknownKeyFails()
    {
        PuzzleListModel model;
        QCOMPARE(model.rowOfKey(QStringLiteral("sudoku")), -1);
        QCOMPARE(model.rowOfKey(QStringLiteral("rotation")), 2);
        QVERIFY(!model.data(model.index(3)).isValid());
        QVERIFY(!model.data(model.index(0), PuzzleListModel::SummaryRole).toString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPuzzleListModel)
#include "tst_puzzle_list_model.moc"
