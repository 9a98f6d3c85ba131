// What the window shows a person: the Magic Squares hint is true at every layout,
// a focused list shows that it has the focus (also when it is empty), and on the
// Rotation board a drag paints every cell it crosses as one undoable edit.
#include <set>

#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QListView>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "contest_kinds.h"
#include "dialog_test_support.h"
#include "models/move_list_model.h"
#include "models/puzzle_document.h"
#include "ui/magic_square_board.h"
#include "ui/mainwindow.h"
#include "ui/rotation_board.h"
#include "ui/solution_panel.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;

namespace {

QAction* action(const MainWindow& w, const char* name)
{
    auto* a = w.findChild<QAction*>(QString::fromLatin1(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

// A shown, active window of the given size.
struct Window {
    explicit Window(QSize size = {1280, 800})
    {
        w.resize(size);
        w.show();
        w.activateWindow();
        if (!QTest::qWaitForWindowExposed(&w) || !QTest::qWaitForWindowActive(&w))
            qFatal("window not shown");
    }
    MainWindow w;
};

QImage picture(QWidget* widget)
{
    QApplication::processEvents();
    return widget->grab().toImage();
}

// The grab of `widget` while some other widget has the focus, and while it has it.
std::pair<QImage, QImage> withoutAndWithFocus(QWidget* widget, QWidget* elsewhere)
{
    elsewhere->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    const QImage without = picture(widget);
    widget->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    const QImage with = picture(widget);
    return {without, with};
}

const Position& plainRotation()
{
    // Every cell of the left column and the top row is 1 or 2, none 3.
    static const Position p = *puzzle(PuzzleKind::Rotation)
                                   .parsePosition("1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3")
                                   .value;
    return p;
}

void drag(QWidget* board, Qt::MouseButton button, const QList<QRect>& cells)
{
    QTest::mousePress(board, button, {}, cells.front().center());
    for (const QRect& r : cells.mid(1)) {
        // Through the cell, not only onto its centre.
        QTest::mouseMove(board, r.topLeft() + QPoint(r.width() / 4, r.height() / 4));
        QTest::mouseMove(board, r.center());
    }
    QTest::mouseRelease(board, button, {}, cells.back().center());
}

}  // namespace

class TestWindowFeedback : public QObject {
    Q_OBJECT
private slots:
    // ------------------------------------------------------------ Magic Squares hint

    void magicSquaresHintIsTrueAtEveryLayout()
    {
        std::set<bool> layouts;
        for (const QSize size : {QSize(1280, 800), QSize(1000, 700), QSize(1900, 620),
                                 QSize(2400, 700), QSize(800, 1000), QSize(760, 520)}) {
            Window win(size);
            MainWindow& w = win.w;
            w.selectPuzzle(test::keyOf(PuzzleKind::MagicSquare));
            QApplication::processEvents();
            auto* board =
                qobject_cast<MagicSquareBoard*>(w.board(test::keyOf(PuzzleKind::MagicSquare)));
            auto* hint = w.findChild<QLabel*>(QStringLiteral("boardHint"));
            QVERIFY(board && hint);
            const bool stacked = board->stacked();
            layouts.insert(stacked);
            const QString text = hint->text();
            const QString where =
                QStringLiteral("%1x%2 (%3): %4")
                    .arg(size.width())
                    .arg(size.height())
                    .arg(stacked ? QStringLiteral("stacked") : QStringLiteral("side by side"),
                         text);
            for (const char* beside : {"right", "left", "beside"})
                if (stacked)
                    QVERIFY2(!text.contains(QLatin1String(beside)), qPrintable(where));
            for (const char* under : {"below", "under", "above"})
                if (!stacked)
                    QVERIFY2(!text.contains(QLatin1String(under)), qPrintable(where));
            // It names the grid as the board labels it.
            QVERIFY2(text.contains(QStringLiteral("Target")), qPrintable(where));
        }
        // Both layouts were seen, so both were checked.
        QCOMPARE(layouts.size(), std::size_t(2));
    }

    // ------------------------------------------------------------ focus

    void focusedPuzzleListShowsIt()
    {
        Window win;
        MainWindow& w = win.w;
        auto* list = w.findChild<QListView*>(QStringLiteral("puzzleList"));
        QVERIFY(list);
        QVERIFY(list->currentIndex().isValid());
        const auto [without, with] =
            withoutAndWithFocus(list, w.board(test::keyOf(test::kindOf(w.currentKey()))));
        QVERIFY(list->hasFocus());
        QVERIFY2(without != with, "the puzzle list looks the same with and without the focus");
        dialog_test::shot(w, "focus-puzzle-list");
        // Walking the list with the keyboard keeps a current item, so the focus stays
        // visible on it.
        QTest::keyClick(list, Qt::Key_Down);
        QVERIFY(list->currentIndex().isValid());
        QCOMPARE(test::kindOf(w.currentKey()), PuzzleKind::MagicSquare);
    }

    void focusedEmptyMoveListShowsIt()
    {
        Window win;
        MainWindow& w = win.w;
        w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
        QListView* moves = w.solutionPanel()->moveList();
        QCOMPARE(moves->model()->rowCount(), 0);
        const auto [without, with] =
            withoutAndWithFocus(moves, w.board(test::keyOf(PuzzleKind::Clocks)));
        QVERIFY(moves->hasFocus());
        QVERIFY2(without != with, "the empty move list looks the same with and without the focus");
        dialog_test::shot(w, "focus-empty-move-list");
        // Empty, it still says what it is for: not a blank box.
        QImage blank(without.size(), without.format());
        blank.fill(without.pixel(without.width() / 2, 2));
        int differing = 0;
        for (int y = 0; y < without.height(); ++y)
            for (int x = 0; x < without.width(); ++x)
                differing += without.pixel(x, y) != blank.pixel(x, y);
        QVERIFY2(differing > 50, qPrintable(QString::number(differing)));
    }

    void focusedMoveListAtTheStartShowsIt()
    {
        // A solution, shown at its start: rows, but no current one.
        Window win;
        MainWindow& w = win.w;
        w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
        QVERIFY(w.setPositionText(QStringLiteral("9 9 12 6 6 6 6 3 6")).isEmpty());
        w.solve();
        QTRY_VERIFY_WITH_TIMEOUT(!w.isSolving(test::keyOf(PuzzleKind::Clocks)), 30000);
        QListView* moves = w.solutionPanel()->moveList();
        QVERIFY(moves->model()->rowCount() > 0);
        QVERIFY(!moves->currentIndex().isValid());
        const auto [without, with] =
            withoutAndWithFocus(moves, w.board(test::keyOf(PuzzleKind::Clocks)));
        QVERIFY2(without != with, "the move list looks the same with and without the focus");
    }

    // ------------------------------------------------------------ drag to paint

    void dragPaintsEveryCellItCrosses()
    {
        RotationBoard board;
        board.resize(760, 560);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.setPuzzlePosition(plainRotation());
        board.setPaintLabel(3);
        QSignalSpy edits(&board, &BoardWidget::positionEdited);
        // Down the left column: cells 0, 2, 6, 11.
        drag(&board, Qt::LeftButton,
             {board.cellRect(0), board.cellRect(2), board.cellRect(6), board.cellRect(11)});
        Position expected = plainRotation();
        for (int c : {0, 2, 6, 11})
            expected.cells[std::size_t(c)] = 3;
        QCOMPARE(board.puzzlePosition(), expected);
        // Announced once, as one edit.
        QCOMPARE(edits.count(), 1);
        QCOMPARE(edits.at(0).at(0).value<Position>(), expected);

        // A click is still one cell.
        edits.clear();
        board.setPaintLabel(2);
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(4).center());
        expected.cells[4] = 2;
        QCOMPARE(board.puzzlePosition(), expected);
        QCOMPARE(edits.count(), 1);
    }

    void dragWhileCyclingPaintsThePressedCellsNewLabel()
    {
        RotationBoard board;
        board.resize(760, 560);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.setPuzzlePosition(plainRotation());
        QCOMPARE(board.paintLabel(), 0);  // cycling
        // Cell 4 holds 1, so it becomes 2, and the cells crossed (5, 6, 7: labels 1)
        // take 2 as well.
        drag(&board, Qt::LeftButton,
             {board.cellRect(4), board.cellRect(5), board.cellRect(6), board.cellRect(7)});
        Position expected = plainRotation();
        for (int c : {4, 5, 6, 7})
            expected.cells[std::size_t(c)] = 2;
        QCOMPARE(board.puzzlePosition(), expected);
        // The right button goes back one label: cell 4 (now 2) becomes 1, and so do
        // the cells crossed.
        drag(&board, Qt::RightButton, {board.cellRect(4), board.cellRect(5), board.cellRect(14)});
        expected.cells[4] = 1;
        expected.cells[5] = 1;
        expected.cells[14] = 1;
        QCOMPARE(board.puzzlePosition(), expected);
    }

    void aDragIsOneUndoStep()
    {
        Window win;
        MainWindow& w = win.w;
        w.selectPuzzle(test::keyOf(PuzzleKind::Rotation));
        QVERIFY(w.setPositionText(QStringLiteral("1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3"))
                    .isEmpty());
        auto* board = qobject_cast<RotationBoard*>(w.board(test::keyOf(PuzzleKind::Rotation)));
        QVERIFY(board);
        board->setPaintLabel(3);
        PuzzleDocument* doc = w.document(test::keyOf(PuzzleKind::Rotation));
        const Position before = doc->position();
        const int steps = doc->undoStack()->count();
        drag(board, Qt::LeftButton,
             {board->cellRect(4), board->cellRect(5), board->cellRect(6), board->cellRect(7)});
        Position expected = before;
        for (int c : {4, 5, 6, 7})
            expected.cells[std::size_t(c)] = 3;
        QCOMPARE(doc->position(), expected);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        dialog_test::shot(w, "rotation-after-drag");
        const QString text = action(w, "actionUndo")->text();
        QVERIFY2(text.contains(QStringLiteral("4 cells")), qPrintable(text));
        action(w, "actionUndo")->trigger();
        QCOMPARE(doc->position(), before);
        QCOMPARE(board->puzzlePosition(), before);
    }
};

QTEST_MAIN(TestWindowFeedback)
#include "tst_window_feedback.moc"
