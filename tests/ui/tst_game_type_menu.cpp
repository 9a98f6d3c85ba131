// Type (issue 23, point 13): the menu lists each family's sizes; a size the library
// ships selects that puzzle, any other is written into the person's folder and shows
// under My Puzzles with its size in its name; Custom… asks for the numbers. In Chinese
// the menu and the written puzzle's words are Chinese.
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QListView>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "core/presets/presets.h"
#include "models/library_model.h"
#include "models/puzzle_library.h"
#include "ui/custom_preset_dialog.h"
#include "ui/game_type_menu.h"
#include "ui/library_panel.h"
#include "ui/mainwindow.h"
#include "ui/translations.h"

using namespace pl;
using namespace pl::presets;

namespace {

QString listed(const MainWindow& w, const QString& key, int role = Qt::DisplayRole)
{
    const QAbstractItemModel* m = w.libraryPanel()->listView()->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, 0).data(LibraryModel::KeyRole).toString() == key)
            return m->index(r, 0).data(role).toString();
    return {};
}

GameTypeMenu* typeMenu(const MainWindow& w)
{
    return w.findChild<GameTypeMenu*>(QStringLiteral("menuType"));
}

}  // namespace

class TestGameTypeMenu : public QObject {
    Q_OBJECT

    QTemporaryDir home_;
    QString folder_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(home_.isValid());
        qputenv("XDG_DATA_HOME", home_.filePath(QStringLiteral("data")).toUtf8());
    }

    void init()
    {
        folder_ = home_.filePath(
            QStringLiteral("puzzles-%1").arg(QLatin1String(QTest::currentTestFunction())));
        QVERIFY(QDir().mkpath(folder_));
    }

    void cleanup() { installTranslations(*qApp, QLocale(QLocale::English)); }

    void listsEveryOfferedSize()
    {
        MainWindow w;
        GameTypeMenu* menu = typeMenu(w);
        QVERIFY(menu);
        // In the menu bar, before Help.
        const QList<QAction*> bar = w.menuBar()->actions();
        QVERIFY(bar.contains(menu->menuAction()));
        QCOMPARE(menu->title(), QStringLiteral("T&ype"));
        int sizes = 0;
        for (const FamilyInfo& f : families())
            for (const Preset& p : offeredPresets(f.family)) {
                const QString name =
                    QStringLiteral("actionType-") + QString::fromStdString(presetKey(p));
                QAction* a = menu->findChild<QAction*>(name);
                QVERIFY2(a, qPrintable(name));
                QString text = a->text();
                QCOMPARE(text.remove(QLatin1Char('&')), GameTypeMenu::presetName(p));
                ++sizes;
            }
        QVERIFY(sizes >= 20);
        QVERIFY(menu->findChild<QAction*>(QStringLiteral("actionTypeCustom")));
        QCOMPARE(menu->findChild<QAction*>(QStringLiteral("actionType-lights-out-6x6"))->text(),
                 QStringLiteral("Lights Out &6x6"));
        QCOMPARE(menu->findChild<QAction*>(QStringLiteral("actionType-sliding-4x3"))->text(),
                 QStringLiteral("&11-puzzle (4x3)"));
    }

    void bundledSizeSelectsTheBundledPuzzle()
    {
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        GameTypeMenu* menu = typeMenu(w);
        menu->findChild<QAction*>(QStringLiteral("actionType-fifteen-puzzle"))->trigger();
        QCOMPARE(w.currentKey(), QStringLiteral("fifteen-puzzle"));
        QCOMPARE(QDir(folder_).entryList(QDir::Files).size(), 0);  // nothing written
        emit menu->aboutToShow();
        QVERIFY(
            menu->findChild<QAction*>(QStringLiteral("actionType-fifteen-puzzle"))->isChecked());
        QVERIFY(!menu->findChild<QAction*>(QStringLiteral("actionType-eight-puzzle"))->isChecked());
    }

    void otherSizeIsWrittenIntoMyPuzzles()
    {
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        GameTypeMenu* menu = typeMenu(w);
        menu->findChild<QAction*>(QStringLiteral("actionType-lights-out-6x6"))->trigger();
        // Written here, read on the library's worker, shown when read.
        QTRY_COMPARE(w.currentKey(), QStringLiteral("lights-out-6x6"));
        QVERIFY(
            QFile::exists(QDir(folder_).filePath(QStringLiteral("lights-out-6x6.puzzle.json"))));
        QCOMPARE(listed(w, QStringLiteral("lights-out-6x6")), QStringLiteral("Lights Out 6x6"));
        QCOMPARE(listed(w, QStringLiteral("lights-out-6x6"), LibraryModel::GroupRole).toInt(),
                 int(LibraryGroup::MyPuzzles));
        // Asked again (from another puzzle): the same puzzle, no second file.
        QVERIFY(w.selectPuzzle(QStringLiteral("clocks")));
        menu->findChild<QAction*>(QStringLiteral("actionType-lights-out-6x6"))->trigger();
        QCOMPARE(w.currentKey(), QStringLiteral("lights-out-6x6"));
        QCOMPARE(QDir(folder_).entryList(QDir::Files).size(), 1);
        // Solved like any puzzle.
        QSignalSpy done(&w, &MainWindow::solveFinished);
        w.solve();
        QVERIFY(done.wait(60000));
        QVERIFY2(w.solveStatus().startsWith(QStringLiteral("Solved")), qPrintable(w.solveStatus()));
    }

    void customSize()
    {
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        // The dialog: a kind and its numbers, within their ranges.
        CustomPresetDialog dialog(Family::TopSpin);
        QCOMPARE(dialog.parameterBoxes().size(), 2);
        dialog.parameterBoxes()[0]->setValue(9);
        dialog.parameterBoxes()[1]->setValue(12);  // no larger than the ring allows
        QCOMPARE(dialog.preset(), (Preset{Family::TopSpin, {9, 8}}));
        dialog.parameterBoxes()[1]->setValue(3);
        dialog.familyBox()->setCurrentIndex(dialog.familyBox()->findData(int(Family::Loopover)));
        QCOMPARE(dialog.parameterBoxes().size(), 2);
        dialog.parameterBoxes()[0]->setValue(5);
        dialog.parameterBoxes()[1]->setValue(3);
        QCOMPARE(dialog.preset(), (Preset{Family::Loopover, {5, 3}}));

        QCOMPARE(typeMenu(w)->choose(dialog.preset()), QString());
        QTRY_COMPARE(w.currentKey(), QStringLiteral("loopover-5x3"));
        QCOMPARE(listed(w, QStringLiteral("loopover-5x3")), QStringLiteral("Loopover 5x3"));
        // Out of range: said, nothing written.
        const QString error = typeMenu(w)->choose(Preset{Family::Sliding, {9, 9}});
        QVERIFY2(error.contains(QStringLiteral("from 2 to 6")), qPrintable(error));
        QCOMPARE(QDir(folder_).entryList(QDir::Files).size(), 1);
    }

    // In Chinese: the menu, and the words written into the new puzzle.
    void chinese()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_CN"))));
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        GameTypeMenu* menu = typeMenu(w);
        QCOMPARE(menu->title(), QStringLiteral("类型(&Y)"));
        QAction* six = menu->findChild<QAction*>(QStringLiteral("actionType-lights-out-6x6"));
        QCOMPARE(six->text(), QStringLiteral("熄灯 &6x6"));
        six->trigger();
        QTRY_COMPARE(w.currentKey(), QStringLiteral("lights-out-6x6"));
        QCOMPARE(listed(w, QStringLiteral("lights-out-6x6")), QStringLiteral("熄灯 6x6"));
        QFile f(QDir(folder_).filePath(QStringLiteral("lights-out-6x6.puzzle.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(QStringLiteral("\"熄\"")) && text.contains(QStringLiteral("\"亮\"")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Pressing a square")), qPrintable(text));
    }
};

QTEST_MAIN(TestGameTypeMenu)
#include "tst_game_type_menu.moc"
