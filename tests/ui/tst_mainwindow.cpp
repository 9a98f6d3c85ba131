#include <QListView>
#include <QStackedWidget>
#include <QTest>

#include "models/puzzle_list_model.h"
#include "ui/mainwindow.h"

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void opensWithTitleAndPuzzleList()
    {
        pl::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("PuzzleLab"));
        auto* list = window.findChild<QListView*>(QStringLiteral("puzzleList"));
        QVERIFY(list);
        QCOMPARE(list->model()->rowCount(), 3);
        QVERIFY(window.findChild<QStackedWidget*>(QStringLiteral("boardStack")));
        QVERIFY(!window.windowIcon().isNull());
    }

    void selectsPuzzleByKey()
    {
        pl::MainWindow window;
        QVERIFY(window.selectPuzzle(QStringLiteral("rotation")));
        auto* list = window.findChild<QListView*>(QStringLiteral("puzzleList"));
        QCOMPARE(list->currentIndex().row(), 2);
        QVERIFY(!window.selectPuzzle(QStringLiteral("chess")));
        QCOMPARE(list->currentIndex().row(), 2);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
