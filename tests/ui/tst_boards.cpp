// The three board widgets, driven the way a person drives them: clicks land on
// cellRect()/arrowRect()/moveButtonRect(), keys go to the widget.
#include <QSignalSpy>
#include <QtTest>
#include <memory>

#include "contest_kinds.h"
#include "ui/clocks_board.h"
#include "ui/magic_square_board.h"
#include "ui/rotation_board.h"

using namespace pl;
using namespace pl::test;

namespace {

Position editedPosition(const QSignalSpy& spy, int index = 0)
{
    return spy.at(index).at(0).value<pl::Position>();
}

Position cells(std::initializer_list<int> values)
{
    Position p;
    for (int v : values)
        p.cells.push_back(std::uint8_t(v));
    return p;
}

// Eight of each label; not at the goal.
Position rotationSample()
{
    return cells({1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3});
}

std::unique_ptr<BoardWidget> makeBoard(PuzzleKind kind)
{
    switch (kind) {
    case PuzzleKind::Clocks:
        return std::make_unique<ClocksBoard>();
    case PuzzleKind::MagicSquare:
        return std::make_unique<MagicSquareBoard>();
    case PuzzleKind::Rotation:
        break;
    }
    return std::make_unique<RotationBoard>();
}

void showAt(QWidget& w, QSize size)
{
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

}  // namespace

class TestBoards : public QObject {
    Q_OBJECT
private slots:
    // ---- clocks
    void clocksLeftClickTurnsClockwise();
    void clocksRightClickTurnsBack();
    void clocksMoveButtonsRequestMoves();
    void clocksMoveTooltipListsClocks();
    // ---- magic squares
    void msquareTwoClicksSwapTiles();
    void msquareNoSwapAcrossGrids();
    void msquareSecondClickOnSameTileDeselects();
    void msquareMoveButtonsRequestMoves();
    void msquareLayoutFollowsShape();
    // ---- rotation
    void rotationClickCyclesLabel();
    void rotationPaletteButtonsPaint();
    void rotationCountsReportProblem();
    void rotationArrowsSitAtTheEndTheLineMovesTowards();
    void rotationArrowClickRequestsMove();
    // ---- all boards
    void animateThenFinishLandsOnAfter_data();
    void animateThenFinishLandsOnAfter();
    void animationRunsToTheEndByItself();
    void backwardsAndInstantAnimations();
    void newInputFinishesAnimation();
    void rectsStayInsideAndDisjoint_data();
    void rectsStayInsideAndDisjoint();
    void keyboardOperatesClocks();
    void keyboardOperatesMagicSquare();
    void keyboardOperatesRotation();
    void nonInteractiveRefusesEdits();
    void highlightedMoveIsClamped();
    void accessibleNamesAndDescriptions();
    void paintsInLightAndDarkThemes();
};

// ---------------------------------------------------------------- clocks

void TestBoards::clocksLeftClickTurnsClockwise()
{
    ClocksBoard board;
    showAt(board, {600, 700});
    board.setPuzzlePosition(cells({0, 1, 2, 3, 0, 0, 0, 0, 0}));
    QSignalSpy spy(&board, &BoardWidget::positionEdited);

    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(3).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(editedPosition(spy), cells({0, 1, 2, 0, 0, 0, 0, 0, 0}));  // 9 → 12
    QCOMPARE(board.puzzlePosition(), editedPosition(spy));

    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(8).center());
    QCOMPARE(spy.count(), 2);
    QCOMPARE(editedPosition(spy, 1), cells({0, 1, 2, 0, 0, 0, 0, 0, 1}));
}

void TestBoards::clocksRightClickTurnsBack()
{
    ClocksBoard board;
    showAt(board, {600, 700});
    board.setPuzzlePosition(cells({0, 1, 2, 3, 0, 0, 0, 0, 0}));
    QSignalSpy spy(&board, &BoardWidget::positionEdited);
    QTest::mouseClick(&board, Qt::RightButton, {}, board.cellRect(0).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(editedPosition(spy), cells({3, 1, 2, 3, 0, 0, 0, 0, 0}));  // 12 → 9
    QTest::mouseClick(&board, Qt::RightButton, {}, board.cellRect(1).center());
    QCOMPARE(editedPosition(spy, 1), cells({3, 0, 2, 3, 0, 0, 0, 0, 0}));
}

void TestBoards::clocksMoveButtonsRequestMoves()
{
    ClocksBoard board;
    showAt(board, {600, 700});
    QSignalSpy moves(&board, &BoardWidget::moveRequested);
    QSignalSpy edits(&board, &BoardWidget::positionEdited);
    for (int m = 0; m < 9; ++m) {
        const QRect r = board.moveButtonRect(m);
        QVERIFY(!r.isEmpty());
        QTest::mouseClick(&board, Qt::LeftButton, {}, r.center());
        QCOMPARE(moves.count(), m + 1);
        QCOMPARE(moves.at(m).at(0).toInt(), m);
    }
    // Asking is all a button does: the position is the owner's to change.
    QCOMPARE(edits.count(), 0);
    QCOMPARE(board.puzzlePosition(), board.puzzle().initial());
}

void TestBoards::clocksMoveTooltipListsClocks()
{
    ClocksBoard board;
    showAt(board, {600, 700});
    board.setFocus();
    board.setFocusedCell(8);
    // Down from clock I reaches the row of move buttons; walk it to move 5.
    QTest::keyClick(&board, Qt::Key_Down);
    QCOMPARE(board.focusedCell(), -1);
    for (int i = 0; i < 9; ++i)
        QTest::keyClick(&board, Qt::Key_Left);
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(&board, Qt::Key_Right);
    QCOMPARE(board.focusedItemDescription(), QStringLiteral("Move 5 turns B, D, E, F, H"));
    QCOMPARE(board.accessibleDescription(), QStringLiteral("Move 5 turns B, D, E, F, H"));
}

// ---------------------------------------------------------------- magic squares

void TestBoards::msquareTwoClicksSwapTiles()
{
    MagicSquareBoard board;
    showAt(board, {900, 600});
    const Position start = board.puzzle().initial();
    board.setPuzzlePosition(start);
    QSignalSpy spy(&board, &BoardWidget::positionEdited);

    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(0).center());
    QCOMPARE(board.selectedCell(), 0);
    QCOMPARE(spy.count(), 0);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(5).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(board.selectedCell(), -1);
    Position expected = start;
    std::swap(expected.cells[0], expected.cells[5]);
    QCOMPARE(editedPosition(spy), expected);

    // The target swaps the same way, within its own grid: it is the goal (items 8..15),
    // edited apart from the position.
    QSignalSpy goals(&board, &BoardWidget::goalEdited);
    const Position target = *board.puzzle().goalPosition();
    board.setPuzzleGoal(target);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(15).center());
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(8).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(goals.count(), 1);
    Position expectedGoal = target;
    std::swap(expectedGoal.cells[0], expectedGoal.cells[7]);
    QCOMPARE(editedPosition(goals), expectedGoal);
    QCOMPARE(board.puzzleGoal(), expectedGoal);
    QCOMPARE(board.puzzlePosition(), expected);
}

void TestBoards::msquareNoSwapAcrossGrids()
{
    MagicSquareBoard board;
    showAt(board, {900, 600});
    const Position start = board.puzzle().initial();
    board.setPuzzlePosition(start);
    QSignalSpy spy(&board, &BoardWidget::positionEdited);

    QSignalSpy goals(&board, &BoardWidget::goalEdited);
    const Position target = *board.puzzle().goalPosition();
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(2).center());
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(12).center());
    QCOMPARE(spy.count(), 0);
    QCOMPARE(goals.count(), 0);
    QCOMPARE(board.puzzlePosition(), start);
    // The second click chose a tile of the other grid instead.
    QCOMPARE(board.selectedCell(), 12);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(9).center());
    QCOMPARE(spy.count(), 0);
    QCOMPARE(goals.count(), 1);
    Position expected = target;
    std::swap(expected.cells[12 - 8], expected.cells[9 - 8]);
    QCOMPARE(editedPosition(goals), expected);
    QCOMPARE(board.puzzlePosition(), start);
}

void TestBoards::msquareSecondClickOnSameTileDeselects()
{
    MagicSquareBoard board;
    showAt(board, {900, 600});
    QSignalSpy spy(&board, &BoardWidget::positionEdited);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(3).center());
    QCOMPARE(board.selectedCell(), 3);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(3).center());
    QCOMPARE(board.selectedCell(), -1);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(4).center());
    QTest::mouseClick(&board, Qt::RightButton, {}, board.cellRect(6).center());
    QCOMPARE(board.selectedCell(), -1);
    QTest::keyClick(&board, Qt::Key_Escape);
    QCOMPARE(spy.count(), 0);
}

void TestBoards::msquareMoveButtonsRequestMoves()
{
    MagicSquareBoard board;
    showAt(board, {900, 600});
    QSignalSpy moves(&board, &BoardWidget::moveRequested);
    for (int m = 0; m < 3; ++m) {
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.moveButtonRect(m).center());
        QCOMPARE(moves.count(), m + 1);
        QCOMPARE(moves.at(m).at(0).toInt(), m);
    }
    QVERIFY(board.moveButtonRect(3).isEmpty());
}

void TestBoards::msquareLayoutFollowsShape()
{
    MagicSquareBoard board;
    showAt(board, {900, 400});
    QVERIFY(!board.stacked());
    QVERIFY(board.cellRect(8).left() > board.cellRect(3).right());
    board.resize(420, 800);
    QVERIFY(board.stacked());
    QVERIFY(board.cellRect(8).top() > board.cellRect(7).bottom());
    // The clockwise reading: bottom row displayed left to right is cells 7, 6, 5, 4.
    QVERIFY(board.cellRect(7).left() < board.cellRect(6).left());
    QVERIFY(board.cellRect(5).left() < board.cellRect(4).left());
    QCOMPARE(board.cellRect(7).left(), board.cellRect(0).left());
    QVERIFY(board.cellRect(7).top() > board.cellRect(0).bottom());
}

// ---------------------------------------------------------------- rotation

void TestBoards::rotationClickCyclesLabel()
{
    RotationBoard board;
    showAt(board, {900, 600});
    board.setPuzzlePosition(rotationSample());
    QCOMPARE(board.paintLabel(), 0);
    QSignalSpy spy(&board, &BoardWidget::positionEdited);
    const QPoint cell0 = board.cellRect(0).center();  // holds 1

    QTest::mouseClick(&board, Qt::LeftButton, {}, cell0);
    QCOMPARE(editedPosition(spy, 0).cells[0], 2);
    QTest::mouseClick(&board, Qt::LeftButton, {}, cell0);
    QCOMPARE(editedPosition(spy, 1).cells[0], 3);
    QTest::mouseClick(&board, Qt::LeftButton, {}, cell0);
    QCOMPARE(editedPosition(spy, 2).cells[0], 1);
    QTest::mouseClick(&board, Qt::RightButton, {}, cell0);
    QCOMPARE(editedPosition(spy, 3).cells[0], 3);
    QTest::mouseClick(&board, Qt::RightButton, {}, cell0);
    QCOMPARE(editedPosition(spy, 4).cells[0], 2);
    // Only cell 0 ever changed.
    Position expected = rotationSample();
    expected.cells[0] = 2;
    QCOMPARE(board.puzzlePosition(), expected);
}

void TestBoards::rotationPaletteButtonsPaint()
{
    RotationBoard board;
    showAt(board, {900, 600});
    board.setPuzzlePosition(rotationSample());
    QSignalSpy labelSpy(&board, &RotationBoard::paintLabelChanged);
    QSignalSpy spy(&board, &BoardWidget::positionEdited);

    QTest::mouseClick(&board, Qt::LeftButton, {}, board.paletteRect(3).center());
    QCOMPARE(board.paintLabel(), 3);
    QCOMPARE(labelSpy.count(), 1);
    QCOMPARE(spy.count(), 0);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(5).center());  // 2 → 3
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(9).center());  // 1 → 3
    QCOMPARE(spy.count(), 2);
    QCOMPARE(editedPosition(spy, 0).cells[5], 3);
    QCOMPARE(editedPosition(spy, 1).cells[9], 3);
    // Painting the label a cell already holds changes nothing and records nothing.
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(4).center());
    QCOMPARE(spy.count(), 2);

    board.setPaintLabel(1);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(4).center());  // 3 → 1
    QCOMPARE(editedPosition(spy, 2).cells[4], 1);

    QTest::mouseClick(&board, Qt::LeftButton, {}, board.paletteRect(0).center());
    QCOMPARE(board.paintLabel(), 0);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(4).center());  // cycles 1 → 2
    QCOMPARE(editedPosition(spy, 3).cells[4], 2);
}

void TestBoards::rotationCountsReportProblem()
{
    RotationBoard board;
    showAt(board, {900, 600});
    board.setPuzzlePosition(rotationSample());
    QVERIFY(board.countProblem().isEmpty());
    QSignalSpy counts(&board, &RotationBoard::countsChanged);

    Position bad = rotationSample();
    QCOMPARE(bad.cells[4], 3);
    bad.cells[4] = 1;  // 9 ones, 8 twos, 7 threes
    board.setPuzzlePosition(bad);
    QCOMPARE(counts.count(), 1);
    QCOMPARE(counts.at(0).at(0).toBool(), false);
    QCOMPARE(board.labelCounts(), (std::array<int, 3>{9, 8, 7}));
    QCOMPARE(board.countProblem(),
             QStringLiteral("Label 1 appears 9 times, label 3 appears 7 times (each must appear "
                            "8 times)"));

    // The same counts again: nothing to announce.
    board.setPuzzlePosition(bad);
    QCOMPARE(counts.count(), 1);

    // Fixing it by clicking (cycle 1 → 2 → 3) announces each change.
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(4).center());
    QCOMPARE(counts.count(), 2);
    QCOMPARE(counts.at(1).at(0).toBool(), false);
    QCOMPARE(board.countProblem(),
             QStringLiteral("Label 2 appears 9 times, label 3 appears 7 times (each must appear "
                            "8 times)"));
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(4).center());
    QCOMPARE(counts.count(), 3);
    QCOMPARE(counts.at(2).at(0).toBool(), true);
    QVERIFY(board.countProblem().isEmpty());

    Position none = rotationSample();
    for (auto& v : none.cells)
        if (v == 2)
            v = 1;
    board.setPuzzlePosition(none);
    QCOMPARE(board.countProblem(),
             QStringLiteral("Label 1 appears 16 times, label 2 appears 0 times (each must appear "
                            "8 times)"));
}

void TestBoards::rotationArrowsSitAtTheEndTheLineMovesTowards()
{
    RotationBoard board;
    showAt(board, {900, 600});
    // SPEC 1.3: a[L0] = a[L1], so the content moves towards L0; the arrow sits there.
    struct Expect {
        int towards;
        int dx, dy;
    };
    const Expect expect[8] = {{0, 0, -1}, {1, 0, -1}, {10, 1, 0},  {19, 1, 0},
                              {23, 0, 1}, {22, 0, 1}, {13, -1, 0}, {4, -1, 0}};
    const int pitch = board.cellRect(5).center().x() - board.cellRect(4).center().x();
    QVERIFY(pitch > 10);
    for (int m = 0; m < 8; ++m) {
        const QRect arrow = board.arrowRect(m);
        QVERIFY2(!arrow.isEmpty(), qPrintable(QString::number(m)));
        const QPoint end = board.cellRect(expect[m].towards).center();
        const QPoint want = end + QPoint(expect[m].dx, expect[m].dy) * pitch;
        QVERIFY2((arrow.center() - want).manhattanLength() <= 3,
                 qPrintable(QStringLiteral("move %1").arg(m)));
        for (int c = 0; c < 24; ++c)
            QVERIFY(!arrow.intersects(board.cellRect(c)));
    }
}

void TestBoards::rotationArrowClickRequestsMove()
{
    RotationBoard board;
    showAt(board, {900, 600});
    QSignalSpy moves(&board, &BoardWidget::moveRequested);
    QSignalSpy edits(&board, &BoardWidget::positionEdited);
    for (int m = 7; m >= 0; --m) {
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.arrowRect(m).center());
        QCOMPARE(moves.takeFirst().at(0).toInt(), m);
    }
    QCOMPARE(edits.count(), 0);
    // Right-clicking an arrow asks for nothing.
    QTest::mouseClick(&board, Qt::RightButton, {}, board.arrowRect(0).center());
    QCOMPARE(moves.count(), 0);
}

// ---------------------------------------------------------------- all boards

void TestBoards::animateThenFinishLandsOnAfter_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("move");
    for (int m = 0; m < 9; ++m)
        QTest::addRow("clocks %d", m + 1) << int(PuzzleKind::Clocks) << m;
    for (int m = 0; m < 3; ++m)
        QTest::addRow("msquare %c", 'A' + m) << int(PuzzleKind::MagicSquare) << m;
    for (int m = 0; m < 8; ++m)
        QTest::addRow("rotation %c", 'A' + m) << int(PuzzleKind::Rotation) << m;
}

void TestBoards::animateThenFinishLandsOnAfter()
{
    QFETCH(int, kind);
    QFETCH(int, move);
    auto board = makeBoard(PuzzleKind(kind));
    showAt(*board, {700, 600});
    std::mt19937_64 rng(42 + move);
    const Position before = board->puzzle().random(rng);
    const Position after = board->puzzle().apply(before, move);
    board->setPuzzlePosition(before);
    QSignalSpy finished(board.get(), &BoardWidget::animationFinished);

    board->animateMove(before, move, after, 60000);
    QVERIFY(board->animating());
    QCOMPARE(board->puzzlePosition(), after);  // the logical position is already the end
    QTest::qWait(30);
    board->grab();  // paint a frame mid-way
    QCOMPARE(finished.count(), 0);
    board->finishAnimation();
    QVERIFY(!board->animating());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(board->puzzlePosition(), after);
    board->finishAnimation();  // nothing running: no second signal
    QCOMPARE(finished.count(), 1);
}

void TestBoards::animationRunsToTheEndByItself()
{
    RotationBoard board;
    showAt(board, {700, 600});
    const Position before = rotationSample();
    const Position after = board.puzzle().apply(before, 2);
    QSignalSpy finished(&board, &BoardWidget::animationFinished);
    board.animateMove(before, 2, after, 80);
    QVERIFY(board.animating());
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(!board.animating());
    QCOMPARE(board.puzzlePosition(), after);
}

void TestBoards::backwardsAndInstantAnimations()
{
    MagicSquareBoard board;
    showAt(board, {700, 600});
    const Position p0 = board.puzzle().initial();
    const Position p1 = board.puzzle().apply(p0, 1);
    QSignalSpy finished(&board, &BoardWidget::animationFinished);

    // Stepping back: `after` is `before` with the move undone.
    board.animateMove(p1, 1, p0, 60000);
    QVERIFY(board.animating());
    board.grab();
    board.finishAnimation();
    QCOMPARE(board.puzzlePosition(), p0);
    QCOMPARE(finished.count(), 1);

    // Instant: lands at once and still reports that it finished.
    board.animateMove(p0, 2, board.puzzle().apply(p0, 2), 0);
    QVERIFY(!board.animating());
    QCOMPARE(board.puzzlePosition(), board.puzzle().apply(p0, 2));
    QCOMPARE(finished.count(), 2);

    // Not one move apart: jumps, no animation.
    const Position far = board.puzzle().apply(board.puzzle().apply(p0, 1), 2);
    board.animateMove(p0, 0, far, 60000);
    QVERIFY(!board.animating());
    QCOMPARE(board.puzzlePosition(), far);
    QCOMPARE(finished.count(), 3);
}

void TestBoards::newInputFinishesAnimation()
{
    ClocksBoard board;
    showAt(board, {600, 700});
    const Position before = board.puzzle().initial();
    const Position after = board.puzzle().apply(before, 4);  // turns B D E F H
    QSignalSpy finished(&board, &BoardWidget::animationFinished);
    QSignalSpy edits(&board, &BoardWidget::positionEdited);

    board.animateMove(before, 4, after, 60000);
    QVERIFY(board.animating());
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(4).center());
    QVERIFY(!board.animating());
    QCOMPARE(finished.count(), 1);
    // The click edits the position the animation was heading to.
    Position expected = after;
    expected.cells[4] = std::uint8_t((expected.cells[4] + 1) % 4);
    QCOMPARE(editedPosition(edits), expected);

    board.animateMove(expected, 0, board.puzzle().apply(expected, 0), 60000);
    QVERIFY(board.animating());
    QTest::keyClick(&board, Qt::Key_Right);
    QVERIFY(!board.animating());
    QCOMPARE(finished.count(), 2);
    QCOMPARE(board.puzzlePosition(), board.puzzle().apply(expected, 0));
}

void TestBoards::rectsStayInsideAndDisjoint_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QSize>("size");
    const QSize sizes[] = {{150, 120}, {260, 200},  {400, 300},  {900, 600},
                           {500, 900}, {1800, 700}, {2400, 1600}};
    const char* names[] = {"clocks", "msquare", "rotation"};
    for (int k = 0; k < 3; ++k)
        for (const QSize& s : sizes)
            QTest::addRow("%s %dx%d", names[k], s.width(), s.height()) << k << s;
}

void TestBoards::rectsStayInsideAndDisjoint()
{
    QFETCH(int, kind);
    QFETCH(QSize, size);
    auto board = makeBoard(PuzzleKind(kind));
    showAt(*board, size);
    QCOMPARE(board->size(), size);
    const QRect bounds = board->rect();

    QList<QRect> rects;
    // A goal the person sets is drawn too: its cells follow the position's.
    const int goalCells = board->puzzle().editableGoal() ? board->puzzle().cellCount() : 0;
    for (int c = 0; c < board->puzzle().cellCount() + goalCells; ++c)
        rects << board->cellRect(c);
    for (int m = 0; m < int(board->puzzle().moveNames().size()); ++m)
        rects << board->moveButtonRect(m);
    if (auto* rotation = qobject_cast<RotationBoard*>(board.get()))
        for (int t = 0; t < 4; ++t)
            rects << rotation->paletteRect(t);

    const int smallest = std::min(size.width(), size.height());
    for (int i = 0; i < rects.size(); ++i) {
        const QRect& r = rects[i];
        QVERIFY2(!r.isEmpty(), qPrintable(QStringLiteral("rect %1 is empty").arg(i)));
        QVERIFY2(bounds.contains(r),
                 qPrintable(QStringLiteral("rect %1 leaves the widget").arg(i)));
        // Scales with the widget: on a big board nothing stays tiny.
        if (smallest >= 600)
            QVERIFY2(std::min(r.width(), r.height()) >= 30,
                     qPrintable(QStringLiteral("rect %1 is too small").arg(i)));
        for (int j = 0; j < i; ++j)
            QVERIFY2(!r.intersects(rects[j]),
                     qPrintable(QStringLiteral("rects %1 and %2 overlap").arg(j).arg(i)));
    }
    // Centred: the margins left and right of the content match.
    QRect content;
    for (const QRect& r : rects)
        content |= r;
    QVERIFY(std::abs(content.left() - (bounds.right() - content.right())) <= 3 ||
            std::abs(content.top() - (bounds.bottom() - content.bottom())) <= 3);
}

void TestBoards::keyboardOperatesClocks()
{
    ClocksBoard board;
    showAt(board, {600, 700});
    board.setFocus();
    QCOMPARE(board.focusPolicy(), Qt::StrongFocus);
    QSignalSpy edits(&board, &BoardWidget::positionEdited);
    QSignalSpy moves(&board, &BoardWidget::moveRequested);
    board.setFocusedCell(0);

    QTest::keyClick(&board, Qt::Key_Space);
    QCOMPARE(edits.count(), 1);
    QCOMPARE(editedPosition(edits).cells[0], 1);
    QTest::keyClick(&board, Qt::Key_Right);
    QCOMPARE(board.focusedCell(), 1);
    QTest::keyClick(&board, Qt::Key_Down);
    QCOMPARE(board.focusedCell(), 4);
    QTest::keyClick(&board, Qt::Key_Space, Qt::ShiftModifier);  // like a right click
    QCOMPARE(editedPosition(edits, 1).cells[4], 3);
    QTest::keyClick(&board, Qt::Key_Return);
    QCOMPARE(editedPosition(edits, 2).cells[4], 0);
    QTest::keyClick(&board, Qt::Key_Up);
    QTest::keyClick(&board, Qt::Key_Up);  // already on the top row: stays
    QCOMPARE(board.focusedCell(), 1);

    // Down past the faces reaches the move buttons; Enter asks for the move.
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(&board, Qt::Key_Down);
    QCOMPARE(board.focusedCell(), -1);
    QTest::keyClick(&board, Qt::Key_Enter);
    QCOMPARE(moves.count(), 1);
    QVERIFY(moves.at(0).at(0).toInt() >= 3 && moves.at(0).at(0).toInt() <= 5);
    QCOMPARE(edits.count(), 3);
}

void TestBoards::keyboardOperatesMagicSquare()
{
    MagicSquareBoard board;
    showAt(board, {900, 600});
    board.setFocus();
    const Position start = board.puzzle().initial();
    board.setPuzzlePosition(start);
    QSignalSpy edits(&board, &BoardWidget::positionEdited);
    board.setFocusedCell(0);
    QTest::keyClick(&board, Qt::Key_Space);
    QCOMPARE(board.selectedCell(), 0);
    QTest::keyClick(&board, Qt::Key_Right);
    QCOMPARE(board.focusedCell(), 1);
    QTest::keyClick(&board, Qt::Key_Down);
    QCOMPARE(board.focusedCell(), 6);  // the bottom row reads right to left
    QTest::keyClick(&board, Qt::Key_Enter);
    QCOMPARE(edits.count(), 1);
    Position expected = start;
    std::swap(expected.cells[0], expected.cells[6]);
    QCOMPARE(editedPosition(edits), expected);
}

void TestBoards::keyboardOperatesRotation()
{
    RotationBoard board;
    showAt(board, {900, 600});
    board.setFocus();
    board.setPuzzlePosition(rotationSample());
    QSignalSpy edits(&board, &BoardWidget::positionEdited);
    QSignalSpy moves(&board, &BoardWidget::moveRequested);
    board.setFocusedCell(6);
    QTest::keyClick(&board, Qt::Key_Space);  // 3 → 1
    QCOMPARE(editedPosition(edits).cells[6], 1);
    QTest::keyClick(&board, Qt::Key_Space, Qt::ShiftModifier);  // back to 3
    QCOMPARE(editedPosition(edits, 1).cells[6], 3);
    QTest::keyClick(&board, Qt::Key_2);  // set directly
    QCOMPARE(editedPosition(edits, 2).cells[6], 2);
    QTest::keyClick(&board, Qt::Key_Down);
    QCOMPARE(board.focusedCell(), 11);
    QTest::keyClick(&board, Qt::Key_Up);
    QTest::keyClick(&board, Qt::Key_Up);
    QTest::keyClick(&board, Qt::Key_Up);
    QCOMPARE(board.focusedCell(), 0);
    QTest::keyClick(&board, Qt::Key_Up);  // onto arrow A
    QCOMPARE(board.focusedCell(), -1);
    QTest::keyClick(&board, Qt::Key_Space);
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves.at(0).at(0).toInt(), 0);
}

void TestBoards::nonInteractiveRefusesEdits()
{
    RotationBoard board;
    showAt(board, {900, 600});
    board.setPuzzlePosition(rotationSample());
    QSignalSpy edits(&board, &BoardWidget::positionEdited);
    QSignalSpy moves(&board, &BoardWidget::moveRequested);
    board.setInteractive(false);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(3).center());
    board.setFocusedCell(3);
    QTest::keyClick(&board, Qt::Key_Space);
    QTest::keyClick(&board, Qt::Key_1);
    QCOMPARE(edits.count(), 0);
    QCOMPARE(board.puzzlePosition(), rotationSample());
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.arrowRect(1).center());
    QCOMPARE(moves.count(), 1);
    board.setMovesEnabled(false);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.arrowRect(1).center());
    QCOMPARE(moves.count(), 1);
    board.setInteractive(true);
    board.setMovesEnabled(true);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(3).center());
    QCOMPARE(edits.count(), 1);
}

void TestBoards::highlightedMoveIsClamped()
{
    ClocksBoard board;
    board.setHighlightedMove(4);
    QCOMPARE(board.highlightedMove(), 4);
    board.grab();
    board.setHighlightedMove(9);
    QCOMPARE(board.highlightedMove(), -1);
    RotationBoard rotation;
    rotation.setHighlightedMove(7);
    QCOMPARE(rotation.highlightedMove(), 7);
    rotation.grab();
}

void TestBoards::accessibleNamesAndDescriptions()
{
    for (int k = 0; k < 3; ++k) {
        auto board = makeBoard(PuzzleKind(k));
        showAt(*board, {800, 600});
        QVERIFY(!board->accessibleName().isEmpty());
        board->setFocusedCell(0);
        const QString first = board->accessibleDescription();
        QVERIFY(!first.isEmpty());
        board->setFocusedCell(1);
        QVERIFY(board->accessibleDescription() != first);
    }
    ClocksBoard clocks;
    clocks.setPuzzlePosition(cells({2, 0, 0, 0, 0, 0, 0, 0, 0}));
    clocks.setFocusedCell(0);
    QVERIFY(clocks.accessibleDescription().contains(QStringLiteral("6 o'clock")));
}

void TestBoards::paintsInLightAndDarkThemes()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x31));
    dark.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
    dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Button, QColor(0x3a, 0x3d, 0x42));
    dark.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    for (int k = 0; k < 3; ++k) {
        auto board = makeBoard(PuzzleKind(k));
        for (const QPalette& palette : {QPalette(), dark}) {
            board->setPalette(palette);
            for (const QSize s : {QSize(900, 600), QSize(400, 300), QSize(120, 90)}) {
                board->resize(s);
                const QImage image = board->grab().toImage();
                QCOMPARE(image.size(), s * board->devicePixelRatioF());
                // Something was drawn: the cells differ from the background.
                const QRect cell = board->cellRect(0);
                if (cell.width() > 4)
                    QVERIFY(image.pixelColor(cell.center()) != image.pixelColor(1, 1));
            }
        }
    }
}

QTEST_MAIN(TestBoards)
#include "tst_boards.moc"
