// The names the program shows for puzzles, and the one list model of them (the
// library's): the three contest puzzles in their order, findable by key.
#include <QAbstractItemModelTester>
#include <QTest>

#include "contest_kinds.h"
#include "core/registry.h"
#include "models/library_model.h"
#include "models/puzzle_names.h"

using pl::LibraryModel;
using pl::PuzzleNames;

namespace {

std::vector<std::shared_ptr<const pl::PuzzleEntry>> contestEntries()
{
    const pl::Registry bundled = pl::Registry::bundled();
    return {bundled.find("clocks"), bundled.find("msquare"), bundled.find("rotation")};
}

}  // namespace

class TestPuzzleNames : public QObject {
    Q_OBJECT
private slots:
    void passesModelTester()
    {
        LibraryModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries(contestEntries());
        QCOMPARE(model.rowCount(), 3);
    }

    void holdsTheThreePuzzlesInOrder()
    {
        QCOMPARE(PuzzleNames::displayName(*pl::test::contestPuzzle("clocks")),
                 QStringLiteral("The Clocks"));
        QCOMPARE(PuzzleNames::displayName(*pl::test::contestPuzzle("msquare")),
                 QStringLiteral("Magic Squares"));
        QCOMPARE(PuzzleNames::displayName(*pl::test::contestPuzzle("rotation")),
                 QStringLiteral("The Rotation Game"));
        LibraryModel model;
        model.setEntries(contestEntries());
        QCOMPARE(model.data(model.index(0), LibraryModel::KeyRole).toString(),
                 QStringLiteral("clocks"));
        QCOMPARE(model.data(model.index(1), LibraryModel::KeyRole).toString(),
                 QStringLiteral("msquare"));
        QCOMPARE(model.data(model.index(2), LibraryModel::KeyRole).toString(),
                 QStringLiteral("rotation"));
        QCOMPARE(model.entryAt(2)->key(), std::string("rotation"));
        QCOMPARE(model.rowOfKey(QStringLiteral("msquare")), 1);
    }

    void lookupOfUnknownKeyFails()
    {
        LibraryModel model;
        model.setEntries(contestEntries());
        QCOMPARE(model.rowOfKey(QStringLiteral("sudoku")), -1);
        QCOMPARE(model.rowOfKey(QStringLiteral("rotation")), 2);
        QVERIFY(!model.data(model.index(3)).isValid());
        QVERIFY(!PuzzleNames::summary(*pl::test::contestPuzzle("clocks")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPuzzleNames)
#include "tst_puzzle_names.moc"
