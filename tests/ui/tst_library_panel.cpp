// LibraryPanel, the library to browse (issue 13), driven the way a person drives it:
// keys go to the filter box and the list, clicks land inside the rows' rectangles. No
// assertion depends on a font's metrics.
//
// With PL_LIBRARY_PNG set, look() saves the panel (300x700, all bundled puzzles) there.
#include <QImage>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QSignalSpy>
#include <QtTest>
#include <map>
#include <set>

#include "core/registry.h"
#include "models/library_model.h"
#include "ui/clocks_board.h"
#include "ui/library_panel.h"
#include "ui/rotation_board.h"
#include "ui/translations.h"

using namespace pl;

namespace {

using Entries = std::vector<std::shared_ptr<const PuzzleEntry>>;

const Entries& bundled()
{
    static const Registry registry = Registry::bundled();
    return registry.entries();
}

std::shared_ptr<const PuzzleEntry> userEntry(const std::string& key)
{
    const std::string text = R"({"puzzlelab": 1, "key": ")" + key +
                             R"(", "name": "Lamp pair", "kind": "dial", "modulus": 2,
        "cells": [{"id": "a", "x": 0, "y": 0}, {"id": "b", "x": 1, "y": 0}],
        "moves": [{"name": "p", "add": ["a", "b"], "cell": "a"}]})";
    Checked<PuzzleEntry> e = loadDefinition(text, "/tmp/" + key + ".puzzle.json");
    if (!e)
        qFatal("the test's own definition was refused");
    return std::make_shared<const PuzzleEntry>(std::move(*e.value));
}

QString keyAt(const LibraryPanel& panel, int viewRow)
{
    return panel.listView()->model()->index(viewRow, 0).data(LibraryModel::KeyRole).toString();
}

int viewRowOf(const LibraryPanel& panel, const QString& key)
{
    const QAbstractItemModel* m = panel.listView()->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (keyAt(panel, r) == key)
            return r;
    return -1;
}

QStringList selectedKeys(const LibraryPanel& panel)
{
    QStringList keys;
    for (const QModelIndex& i : panel.listView()->selectionModel()->selectedIndexes())
        keys << i.data(LibraryModel::KeyRole).toString();
    return keys;
}

QStringList signalled(const QSignalSpy& spy)
{
    QStringList keys;
    for (const auto& args : spy)
        keys << args.at(0).toString();
    return keys;
}

int distinctColours(const QImage& image)
{
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

}  // namespace

class TestLibraryPanel : public QObject {
    Q_OBJECT

    std::unique_ptr<LibraryPanel> panel_;

    LibraryPanel& shown()
    {
        panel_ = std::make_unique<LibraryPanel>();
        panel_->setEntries(bundled());
        panel_->resize(300, 700);
        panel_->show();
        if (!QTest::qWaitForWindowExposed(panel_.get()) ||
            !QTest::qWaitForWindowActive(panel_.get()))
            qWarning("the panel's window did not become active");
        return *panel_;
    }

private slots:
    void cleanup()
    {
        panel_.reset();
        installTranslations(*qApp, QLocale(QLocale::English));
    }

    void listsEveryEntryWithoutHeadingRows()
    {
        LibraryPanel& p = shown();
        // Headings are drawn, not rows: one row per puzzle.
        QCOMPARE(p.listView()->model()->rowCount(), int(bundled().size()));
        std::set<QString> keys;
        for (int r = 0; r < p.listView()->model()->rowCount(); ++r)
            keys.insert(keyAt(p, r));
        QCOMPARE(keys.size(), bundled().size());
        QVERIFY(p.currentKey().isEmpty());
        QVERIFY(p.placeholderText().isEmpty());
        QCOMPARE(p.filterEdit()->placeholderText(), QStringLiteral("Filter puzzles"));
        QVERIFY(p.filterEdit()->isClearButtonEnabled());
    }

    void selectKey()
    {
        LibraryPanel& p = shown();
        QSignalSpy spy(&p, &LibraryPanel::currentKeyChanged);
        QVERIFY(p.selectKey(QStringLiteral("topspin")));
        QCOMPARE(p.currentKey(), QStringLiteral("topspin"));
        QCOMPARE(signalled(spy), QStringList{QStringLiteral("topspin")});
        QCOMPARE(selectedKeys(p), QStringList{QStringLiteral("topspin")});
        QCOMPARE(p.listView()->currentIndex().data(LibraryModel::KeyRole).toString(),
                 QStringLiteral("topspin"));
        // Again: nothing changes, nothing is said.
        QVERIFY(p.selectKey(QStringLiteral("topspin")));
        QCOMPARE(spy.size(), 1);
        // Unknown: refused, the current one stays.
        QVERIFY(!p.selectKey(QStringLiteral("sudoku")));
        QVERIFY(!p.selectKey(QString()));
        QCOMPARE(p.currentKey(), QStringLiteral("topspin"));
        QCOMPARE(spy.size(), 1);
        // A key the filter hides: the filter goes, the puzzle is shown.
        p.filterEdit()->setText(QStringLiteral("lights out"));
        QVERIFY(p.selectKey(QStringLiteral("eight-puzzle")));
        QVERIFY(p.filterEdit()->text().isEmpty());
        QCOMPARE(selectedKeys(p), QStringList{QStringLiteral("eight-puzzle")});
        QCOMPARE(signalled(spy).last(), QStringLiteral("eight-puzzle"));
    }

    void keyboardNavigation()
    {
        LibraryPanel& p = shown();
        p.selectKey(QStringLiteral("clocks"));
        QListView* list = p.listView();
        list->setFocus();
        QSignalSpy spy(&p, &LibraryPanel::currentKeyChanged);
        const int start = viewRowOf(p, QStringLiteral("clocks"));
        QTest::keyClick(list, Qt::Key_Down);
        QTest::keyClick(list, Qt::Key_Down);
        QTest::keyClick(list, Qt::Key_Down);  // over a group's heading: no stop on it
        QCOMPARE(signalled(spy),
                 (QStringList{keyAt(p, start + 1), keyAt(p, start + 2), keyAt(p, start + 3)}));
        QCOMPARE(p.currentKey(), keyAt(p, start + 3));
        QCOMPARE(selectedKeys(p), QStringList{p.currentKey()});
        QTest::keyClick(list, Qt::Key_End);
        QCOMPARE(p.currentKey(), keyAt(p, list->model()->rowCount() - 1));
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(p.currentKey(), keyAt(p, list->model()->rowCount() - 2));
        QTest::keyClick(list, Qt::Key_Home);
        QCOMPARE(p.currentKey(), keyAt(p, 0));
        QCOMPARE(spy.size(), 6);
    }

    void filterHidesWithoutChoosing()
    {
        LibraryPanel& p = shown();
        p.selectKey(QStringLiteral("topspin"));
        QSignalSpy spy(&p, &LibraryPanel::currentKeyChanged);
        p.filterEdit()->setFocus();
        QTest::keyClicks(p.filterEdit(), QStringLiteral("Lights"));
        // Lights Out 3x3, 3x3 three colours, 4x4, 5x5 and the descriptions that say
        // "lights" (Merlin's Magic Square).
        QCOMPARE(p.listView()->model()->rowCount(), 5);
        QVERIFY(viewRowOf(p, QStringLiteral("topspin")) < 0);
        QCOMPARE(spy.size(), 0);
        QCOMPARE(p.currentKey(), QStringLiteral("topspin"));
        QVERIFY(selectedKeys(p).isEmpty());
        QVERIFY(!p.listView()->currentIndex().isValid());
        // Back: the chosen puzzle is selected again, still without a signal.
        p.filterEdit()->clear();
        QCOMPARE(p.listView()->model()->rowCount(), 22);
        QCOMPARE(selectedKeys(p), QStringList{QStringLiteral("topspin")});
        QCOMPARE(spy.size(), 0);
        // A filter that keeps the current puzzle keeps it selected.
        QTest::keyClicks(p.filterEdit(), QStringLiteral("TOP"));
        QCOMPARE(selectedKeys(p), QStringList{QStringLiteral("topspin")});
        // Escape clears the filter.
        QTest::keyClick(p.filterEdit(), Qt::Key_Escape);
        QVERIFY(p.filterEdit()->text().isEmpty());
        QCOMPARE(spy.size(), 0);
    }

    void enterChoosesTheOnlyMatch()
    {
        LibraryPanel& p = shown();
        p.selectKey(QStringLiteral("clocks"));
        QSignalSpy spy(&p, &LibraryPanel::currentKeyChanged);
        p.filterEdit()->setFocus();
        QTest::keyClicks(p.filterEdit(), QStringLiteral("wrap"));  // the two Loopovers
        QCOMPARE(p.listView()->model()->rowCount(), 2);
        QTest::keyClick(p.filterEdit(), Qt::Key_Return);
        QCOMPARE(spy.size(), 0);
        QTest::keyClicks(p.filterEdit(), QStringLiteral("around grid 4"));
        QCOMPARE(p.listView()->model()->rowCount(), 0);
        p.filterEdit()->setText(QStringLiteral("loopover-4"));
        QCOMPARE(p.listView()->model()->rowCount(), 1);
        QTest::keyClick(p.filterEdit(), Qt::Key_Return);
        QCOMPARE(signalled(spy), QStringList{QStringLiteral("loopover-4")});
        QCOMPARE(selectedKeys(p), QStringList{QStringLiteral("loopover-4")});
    }

    void downArrowEntersTheList()
    {
        LibraryPanel& p = shown();
        p.selectKey(QStringLiteral("merlin"));
        QSignalSpy spy(&p, &LibraryPanel::currentKeyChanged);
        p.filterEdit()->setFocus();
        QTRY_VERIFY(p.filterEdit()->hasFocus());
        // The current puzzle is shown: Down goes to it and changes nothing.
        QTest::keyClick(p.filterEdit(), Qt::Key_Down);
        QTRY_VERIFY(p.listView()->hasFocus());
        QCOMPARE(spy.size(), 0);
        QCOMPARE(p.listView()->currentIndex().data(LibraryModel::KeyRole).toString(),
                 QStringLiteral("merlin"));
        // Hidden by the filter: Down takes the first match.
        p.filterEdit()->setFocus();
        QTRY_VERIFY(p.filterEdit()->hasFocus());
        QTest::keyClicks(p.filterEdit(), QStringLiteral("sliding"));
        QCOMPARE(spy.size(), 0);
        QTest::keyClick(p.filterEdit(), Qt::Key_Down);
        QTRY_VERIFY(p.listView()->hasFocus());
        QCOMPARE(signalled(spy), QStringList{keyAt(p, 0)});
        QCOMPARE(p.listView()->model()->index(0, 0).data(LibraryModel::GroupRole).toInt(),
                 int(LibraryGroup::Sliding));
    }

    void placeholderWhenNothingMatches()
    {
        LibraryPanel& p = shown();
        p.filterEdit()->setText(QStringLiteral("no such puzzle here"));
        QCOMPARE(p.listView()->model()->rowCount(), 0);
        QVERIFY(p.placeholderText().startsWith(QStringLiteral("No puzzle matches")));
        QVERIFY(p.placeholderText().contains(QStringLiteral("no such puzzle here")));
        const QImage empty = p.listView()->viewport()->grab().toImage();
        p.filterEdit()->clear();
        QVERIFY(p.placeholderText().isEmpty());
        // The placeholder is drawn: the empty list is not a plain background.
        QVERIFY(distinctColours(empty) > 1);
    }

    void headingTakesNoClick()
    {
        LibraryPanel& p = shown();
        p.selectKey(QStringLiteral("clocks"));
        QSignalSpy spy(&p, &LibraryPanel::currentKeyChanged);
        QListView* list = p.listView();
        // The first dial puzzle starts a group: its top is the heading.
        int first = -1;
        for (int r = 1; r < list->model()->rowCount() && first < 0; ++r)
            if (list->model()->index(r, 0).data(LibraryModel::GroupRole) !=
                list->model()->index(r - 1, 0).data(LibraryModel::GroupRole))
                first = r;
        QVERIFY(first > 0);
        const QModelIndex heading = list->model()->index(first, 0);
        list->scrollTo(heading);
        const QRect rect = list->visualRect(heading);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.topLeft() + QPoint(20, 1));
        QCOMPARE(spy.size(), 0);
        QCOMPARE(p.currentKey(), QStringLiteral("clocks"));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.bottomLeft() + QPoint(20, -3));
        QCOMPARE(signalled(spy), QStringList{heading.data(LibraryModel::KeyRole).toString()});
        // A row inside a group has no heading: its top selects it.
        const QModelIndex next = list->model()->index(first + 1, 0);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualRect(next).topLeft() + QPoint(20, 1));
        QCOMPARE(p.currentKey(), next.data(LibraryModel::KeyRole).toString());
        // The first group's heading is above row 0 as well.
        list->scrollToTop();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualRect(list->model()->index(0, 0)).topLeft() + QPoint(20, 1));
        QCOMPARE(p.currentKey(), next.data(LibraryModel::KeyRole).toString());
    }

    void entriesChangeKeepsTheChoice()
    {
        LibraryPanel& p = shown();
        p.selectKey(QStringLiteral("topspin"));
        QSignalSpy spy(&p, &LibraryPanel::currentKeyChanged);
        Entries more = bundled();
        more.push_back(userEntry("lamp-pair"));
        p.setEntries(more);
        QCOMPARE(spy.size(), 0);
        QCOMPARE(selectedKeys(p), QStringList{QStringLiteral("topspin")});
        QCOMPARE(keyAt(p, p.listView()->model()->rowCount() - 1), QStringLiteral("lamp-pair"));
        // The current puzzle gone: no current puzzle, and it is said.
        Entries fewer;
        for (const auto& e : more)
            if (e->key() != "topspin")
                fewer.push_back(e);
        p.setEntries(fewer);
        QCOMPARE(signalled(spy), QStringList{QString()});
        QVERIFY(p.currentKey().isEmpty());
        QVERIFY(selectedKeys(p).isEmpty());
    }

    void thumbnails()
    {
        LibraryPanel panel;
        Entries entries = bundled();
        entries.push_back(userEntry("lamp-pair"));
        panel.setEntries(entries);
        for (const auto& e : entries) {
            const QString key = QString::fromStdString(e->key());
            for (const QSize size : {QSize(64, 64), QSize(96, 72)}) {
                const QPixmap pm = panel.thumbnail(key, size);
                QVERIFY2(!pm.isNull(), qPrintable(key));
                QCOMPARE(pm.size(), size);
                // Something is drawn: not one flat colour.
                QVERIFY2(distinctColours(pm.toImage()) > 4, qPrintable(key));
                // Cached: the same pixmap again.
                QCOMPARE(panel.thumbnail(key, size).cacheKey(), pm.cacheKey());
            }
        }
        QVERIFY(panel.thumbnail(QStringLiteral("sudoku"), QSize(64, 64)).isNull());
        QVERIFY(panel.thumbnail(QStringLiteral("clocks"), QSize(0, 64)).isNull());
        // Different puzzles, different drawings.
        QVERIFY(panel.thumbnail(QStringLiteral("lights-out-3"), QSize(64, 64)).toImage() !=
                panel.thumbnail(QStringLiteral("topspin"), QSize(64, 64)).toImage());
        QVERIFY(panel.thumbnail(QStringLiteral("eight-puzzle"), QSize(64, 64)).toImage() !=
                panel.thumbnail(QStringLiteral("fifteen-puzzle"), QSize(64, 64)).toImage());
    }

    void thumbnailProvider()
    {
        LibraryPanel panel;
        panel.setEntries(bundled());
        const QImage before = panel.thumbnail(QStringLiteral("clocks"), QSize(64, 64)).toImage();
        std::map<std::string, int> calls;
        panel.setThumbnailProvider([&calls](const PuzzleEntry& e, QSize size) {
            ++calls[e.key()];
            if (e.key() != "clocks")
                return QPixmap();                         // the default drawing
            QPixmap pm(size.width() / 2, size.height());  // not the size asked for
            pm.fill(Qt::red);
            return pm;
        });
        const QPixmap clocks = panel.thumbnail(QStringLiteral("clocks"), QSize(64, 64));
        QCOMPARE(clocks.size(), QSize(64, 64));
        QCOMPARE(clocks.toImage().pixelColor(32, 32), QColor(Qt::red));
        QVERIFY(clocks.toImage() != before);
        QCOMPARE(panel.thumbnail(QStringLiteral("clocks"), QSize(64, 64)).cacheKey(),
                 clocks.cacheKey());
        QCOMPARE(calls["clocks"], 1);
        const QPixmap topspin = panel.thumbnail(QStringLiteral("topspin"), QSize(64, 64));
        QCOMPARE(topspin.size(), QSize(64, 64));
        QVERIFY(distinctColours(topspin.toImage()) > 4);
        QCOMPARE(calls["topspin"], 1);
        // Back to the default.
        panel.setThumbnailProvider({});
        QCOMPARE(panel.thumbnail(QStringLiteral("clocks"), QSize(64, 64)).toImage(), before);
    }

    // The program's own words follow the language, and so do the bundled definitions'
    // names (issue 23, point 6: from their translation tables).
    void translated()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_CN"))));
        LibraryPanel& p = shown();
        QCOMPARE(p.filterEdit()->placeholderText(), QStringLiteral("筛选谜题"));
        const QModelIndex first = p.listView()->model()->index(0, 0);
        QCOMPARE(first.data(LibraryModel::GroupNameRole).toString(), QStringLiteral("竞赛谜题"));
        QCOMPARE(first.data().toString(), QStringLiteral("时钟问题"));  // The Clocks
        p.filterEdit()->setText(QStringLiteral("xyz"));
        QCOMPARE(p.placeholderText(), QStringLiteral("没有与“xyz”匹配的谜题"));
        // Switched while shown.
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_TW"))));
        QTRY_COMPARE(p.filterEdit()->placeholderText(), QStringLiteral("篩選謎題"));
        QCOMPARE(p.placeholderText(), QStringLiteral("沒有與「xyz」相符的謎題"));
        QCOMPARE(p.model()->index(0).data(LibraryModel::GroupNameRole).toString(),
                 QStringLiteral("競賽謎題"));
        QCOMPARE(p.model()->index(0).data().toString(), QStringLiteral("時鐘問題"));
    }

    // A contest puzzle's own board as its thumbnail, through the provider.
    void skinThumbnails()
    {
        LibraryPanel panel;
        panel.setEntries(bundled());
        panel.setThumbnailProvider([](const PuzzleEntry& e, QSize size) -> QPixmap {
            if (e.key() == "clocks") {
                ClocksBoard board;
                return LibraryPanel::boardThumbnail(board, 9, size);
            }
            if (e.key() == "rotation") {
                RotationBoard board;
                return LibraryPanel::boardThumbnail(board, 24, size);
            }
            return {};
        });
        for (const char* key : {"clocks", "rotation"}) {
            const QPixmap skin = panel.thumbnail(QString::fromLatin1(key), QSize(72, 72));
            QCOMPARE(skin.size(), QSize(72, 72));
            QVERIFY(distinctColours(skin.toImage()) > 4);
            const auto entry = panel.model()->entryAt(panel.model()->rowOfKey(QLatin1String(key)));
            QVERIFY(skin.toImage() !=
                    LibraryPanel::definitionThumbnail(*entry, QSize(72, 72)).toImage());
            if (!qEnvironmentVariableIsEmpty("PL_LIBRARY_PNG"))
                skin.scaled(216, 216).save(
                    QStringLiteral("/tmp/library_skin_%1.png").arg(QLatin1String(key)));
        }
    }

    // The first showing does not draw every thumbnail at once: they come one by one.
    void thumbnailsDrawnLater()
    {
        LibraryPanel& p = shown();
        p.listView()->viewport()->repaint();
        QVERIFY(p.pendingThumbnails() > 1);
        const QRect card = p.listView()->visualRect(p.listView()->model()->index(1, 0));
        const QImage blank = p.listView()->viewport()->grab(card).toImage();
        QTRY_COMPARE(p.pendingThumbnails(), 0);
        const QImage drawn = p.listView()->viewport()->grab(card).toImage();
        QVERIFY(blank != drawn);
        // Drawn now, or on request all at once.
        p.setThumbnailProvider([](const PuzzleEntry&, QSize size) {
            QPixmap pm(size);
            pm.fill(Qt::blue);
            return pm;
        });
        p.listView()->viewport()->repaint();
        QVERIFY(p.pendingThumbnails() > 1);
        p.drawPendingThumbnails();
        QCOMPARE(p.pendingThumbnails(), 0);
    }

    // How long the first drawing of every thumbnail takes (printed, not asserted).
    void thumbnailTime()
    {
        LibraryPanel panel;
        panel.setEntries(bundled());
        QElapsedTimer timer;
        qint64 worst = 0;
        QString worstKey;
        timer.start();
        for (const auto& e : bundled()) {
            QElapsedTimer one;
            one.start();
            QVERIFY(!panel.thumbnail(QString::fromStdString(e->key()), QSize(72, 72)).isNull());
            if (one.nsecsElapsed() > worst) {
                worst = one.nsecsElapsed();
                worstKey = QString::fromStdString(e->key());
            }
        }
        qInfo("16 thumbnails 72x72: %.1f ms, slowest %s %.1f ms", timer.nsecsElapsed() / 1e6,
              qPrintable(worstKey), worst / 1e6);
    }

    // Not an assertion about the look: a picture to look at (PL_LIBRARY_PNG=path).
    void look()
    {
        const QByteArray path = qgetenv("PL_LIBRARY_PNG");
        if (path.isEmpty())
            QSKIP("PL_LIBRARY_PNG not set");
        LibraryPanel& p = shown();
        Entries withMine = bundled();
        withMine.push_back(userEntry("lamp-pair"));
        p.setEntries(withMine);
        p.selectKey(QStringLiteral("msquare"));
        p.listView()->setFocus();
        QTRY_COMPARE(p.pendingThumbnails(), 0);
        QVERIFY(p.grab().save(QString::fromLocal8Bit(path)));
        p.listView()->scrollToBottom();
        p.listView()->viewport()->repaint();
        QTRY_COMPARE(p.pendingThumbnails(), 0);
        QVERIFY(p.grab().save(QString::fromLocal8Bit(path).replace(QStringLiteral(".png"),
                                                                   QStringLiteral("-end.png"))));
        // Narrow, as the window's first column may be.
        p.resize(220, 700);
        p.listView()->scrollToTop();
        p.listView()->viewport()->repaint();
        QTRY_COMPARE(p.pendingThumbnails(), 0);
        QVERIFY(p.grab().save(QString::fromLocal8Bit(path).replace(QStringLiteral(".png"),
                                                                   QStringLiteral("-narrow.png"))));
        p.filterEdit()->setText(QStringLiteral("no such thing"));
        QCoreApplication::processEvents();
        QVERIFY(p.grab().save(QString::fromLocal8Bit(path).replace(QStringLiteral(".png"),
                                                                   QStringLiteral("-none.png"))));
    }
};

QTEST_MAIN(TestLibraryPanel)
#include "tst_library_panel.moc"
