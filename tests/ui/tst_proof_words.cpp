// Explain the answer (SPEC 9, issue 24): the solution panel says how an answer was
// proved optimal, by the kind of engine that found it.
#include <QLabel>
#include <QTest>

#include "dialog_test_support.h"
#include "ui/headline_words.h"
#include "ui/solution_panel.h"

using namespace pl;

class TstProofWords : public QObject {
    Q_OBJECT

private slots:
    void everyKindOfEngineSaysWhy_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<int>("moves");
        QTest::addColumn<QString>("says");
        QTest::newRow("table") << QStringLiteral("table") << 7 << QStringLiteral("7 moves away");
        QTest::newRow("contest table")
            << QStringLiteral("rotation-table") << 1 << QStringLiteral("1 move away");
        QTest::newRow("ida") << QStringLiteral("ida") << 12
                             << QStringLiteral("every sequence of fewer than 12 moves");
        QTest::newRow("classic ida")
            << QStringLiteral("rotation-ida") << 5 << QStringLiteral("fewer than 5 moves");
        QTest::newRow("bfs") << QStringLiteral("msquare-bfs") << 3
                             << QStringLiteral("every position fewer than 3 moves away");
        QTest::newRow("linear") << QStringLiteral("clocks-linear") << 9
                                << QStringLiteral("system of equations");
        QTest::newRow("enumerate") << QStringLiteral("clocks-enumerate") << 9
                                   << QStringLiteral("Every combination of move counts");
    }
    void everyKindOfEngineSaysWhy()
    {
        QFETCH(QString, engine);
        QFETCH(int, moves);
        QFETCH(QString, says);
        SolveStats stats;
        stats.nodes = 262144;
        const QString text = HeadlineWords::proof(engine, moves, stats);
        QVERIFY2(text.contains(says), qPrintable(text));
    }

    void nothingWhereThereIsNothingToProve()
    {
        QVERIFY(HeadlineWords::proof(QStringLiteral("table"), 0, {}).isEmpty());
        QVERIFY(HeadlineWords::proof(QStringLiteral("someone-else"), 4, {}).isEmpty());
        // A name that only contains a kind is not that kind.
        QVERIFY(HeadlineWords::proof(QStringLiteral("tablet"), 4, {}).isEmpty());
    }

    void thePanelShowsAndHidesIt()
    {
        SolutionPanel panel;
        panel.setDetailsShown(true);
        auto* proof = panel.findChild<QLabel*>(QStringLiteral("statProof"));
        auto* title = panel.findChild<QLabel*>(QStringLiteral("statProofTitle"));
        QVERIFY(proof && title);
        SolveStats stats;
        stats.nodes = 1234;
        stats.wallMs = 12;
        panel.setStatistics(QStringLiteral("ida"), stats, false);
        panel.setProof(HeadlineWords::proof(QStringLiteral("ida"), 5, stats));
        panel.resize(320, 560);
        dialog_test::shot(panel, "proof");
        panel.setProof(QStringLiteral("because"));
        QCOMPARE(panel.proofText(), QStringLiteral("because"));
        QVERIFY(!proof->isHidden());
        QVERIFY(!title->isHidden());
        panel.clearStatistics();
        QVERIFY(panel.proofText().isEmpty());
        QVERIFY(proof->isHidden());
        QVERIFY(title->isHidden());
    }
};

QTEST_MAIN(TstProofWords)
#include "tst_proof_words.moc"
