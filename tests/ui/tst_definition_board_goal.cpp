// DefinitionBoard's goal (SPEC 7.1 editableGoal): when its owner holds the goal
// (BoardWidget::setPuzzleGoal), the small goal board beside the position is made of
// items a person clicks to edit it, and the edit goes out with goalEdited(). Shown on
// the bundled Magic Squares definition (8 cells, editableGoal) and wired to a
// PuzzleSession as the window wires its document: the board asks, the session decides.
#include <QSignalSpy>
#include <QtTest>

#include "core/registry.h"
#include "models/puzzle_session.h"
#include "ui/definition_board.h"

using namespace pl;

namespace {

std::shared_ptr<const PuzzleEntry> squareEntry()
{
    static const Registry registry = Registry::bundled();
    return registry.find("msquare");
}

Position cells(std::initializer_list<int> values)
{
    Position p;
    for (int v : values)
        p.cells.push_back(static_cast<std::uint8_t>(v));
    return p;
}

void click(QWidget& board, int cell, const QRect& rect)
{
    QVERIFY2(!rect.isEmpty(), qPrintable(QString::number(cell)));
    QTest::mouseClick(&board, Qt::LeftButton, {}, rect.center());
}

struct Shown {
    DefinitionBoard board{squareEntry()->rules};
    Shown()
    {
        board.resize(640, 420);
        board.show();
        if (!QTest::qWaitForWindowExposed(&board))
            qFatal("board not exposed");
    }
};

}  // namespace

class TestDefinitionBoardGoal : public QObject {
    Q_OBJECT
private slots:
    void goalTilesAreItemsOnceTheOwnerHoldsTheGoal()
    {
        Shown s;
        DefinitionBoard& board = s.board;
        // Without a goal from its owner the goal is only drawn.
        QVERIFY(!board.goalEditable());
        QVERIFY(board.cellRect(8).isEmpty());
        board.setPuzzleGoal(cells({1, 2, 3, 4, 5, 6, 7, 8}));
        QVERIFY(board.goalEditable());
        for (int i = 0; i < 8; ++i) {
            const QRect tile = board.cellRect(8 + i);
            QVERIFY(!tile.isEmpty());
            // Beside the position, the same shape: cell i's goal tile sits where cell i
            // sits, scaled.
            QVERIFY(tile.left() > board.cellRect(3).right());
            QCOMPARE(tile.center().y() < board.cellRect(8 + 7).center().y(), i < 4);
        }
        QVERIFY(board.cellRect(8 + 0).center().x() < board.cellRect(8 + 1).center().x());
        // A goal of another size is ignored.
        board.setPuzzleGoal(cells({1, 2, 3}));
        QCOMPARE(board.puzzleGoal(), cells({1, 2, 3, 4, 5, 6, 7, 8}));
        QVERIFY(board.cellDescription(8 + 2).contains(QStringLiteral("3")));
    }

    void twoClicksSwapTwoGoalTiles()
    {
        Shown s;
        DefinitionBoard& board = s.board;
        board.setPuzzleGoal(cells({1, 2, 3, 4, 5, 6, 7, 8}));
        QSignalSpy goal(&board, &BoardWidget::goalEdited);
        QSignalSpy edited(&board, &DefinitionBoard::positionEdited);
        QSignalSpy moves(&board, &BoardWidget::moveRequested);
        click(board, 8, board.cellRect(8));
        QCOMPARE(goal.count(), 0);
        QVERIFY(board.takesEscape());
        click(board, 15, board.cellRect(15));
        QCOMPARE(goal.count(), 1);
        QCOMPARE(goal.first().at(0).value<Position>(), cells({8, 2, 3, 4, 5, 6, 7, 1}));
        QCOMPARE(board.puzzleGoal(), cells({8, 2, 3, 4, 5, 6, 7, 1}));
        QCOMPARE(board.puzzlePosition(), cells({1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(edited.count(), 0);
        QCOMPARE(moves.count(), 0);
        QVERIFY(!board.takesEscape());

        // Escape drops a half-made swap: the next click starts a new one.
        click(board, 9, board.cellRect(9));
        QTest::keyClick(&board, Qt::Key_Escape);
        QVERIFY(!board.takesEscape());
        click(board, 10, board.cellRect(10));
        QCOMPARE(goal.count(), 1);
        // A click on the position between two goal clicks starts over too.
        click(board, 0, board.cellRect(0));
        QCOMPARE(goal.count(), 1);
    }

    void editToolsApplyToTheGoalInEditMode()
    {
        Shown s;
        DefinitionBoard& board = s.board;
        board.setPuzzleGoal(cells({1, 2, 3, 4, 5, 6, 7, 8}));
        board.setMode(DefinitionBoard::Mode::Edit);
        QSignalSpy goal(&board, &BoardWidget::goalEdited);
        board.setEditTool(DefinitionBoard::EditTool::Paint, 5);
        click(board, 8, board.cellRect(8));
        QCOMPARE(goal.count(), 1);
        QCOMPARE(board.puzzleGoal(), cells({5, 2, 3, 4, 5, 6, 7, 8}));
        board.setEditTool(DefinitionBoard::EditTool::Cycle);
        click(board, 8, board.cellRect(8));
        QCOMPARE(board.puzzleGoal(), cells({6, 2, 3, 4, 5, 6, 7, 8}));
        QTest::mouseClick(&board, Qt::RightButton, {}, board.cellRect(8).center());
        QCOMPARE(board.puzzleGoal(), cells({5, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(goal.count(), 3);
    }

    void aLockedBoardRefusesGoalEdits()
    {
        Shown s;
        DefinitionBoard& board = s.board;
        board.setPuzzleGoal(cells({1, 2, 3, 4, 5, 6, 7, 8}));
        board.setInteractive(false);
        QSignalSpy goal(&board, &BoardWidget::goalEdited);
        QSignalSpy refused(&board, &BoardWidget::editRefused);
        click(board, 8, board.cellRect(8));
        click(board, 9, board.cellRect(9));
        QCOMPARE(goal.count(), 0);
        QCOMPARE(refused.count(), 2);
        QCOMPARE(board.puzzleGoal(), cells({1, 2, 3, 4, 5, 6, 7, 8}));
    }

    // The board and a PuzzleSession of the Magic Squares definition: a goal set on the
    // board is the session's, undone with it, and solved for. The USACO sample: from
    // the standard board to the target 2 6 8 4 5 7 3 1 the answer is BCABCCB.
    void wiredToASessionTheGoalIsSolvedFor()
    {
        PuzzleSession session(squareEntry());
        Shown s;
        DefinitionBoard& board = s.board;
        QObject::connect(&board, &BoardWidget::goalEdited, &session, [&session](const Position& g) {
            session.setGoal(g, QStringLiteral("Edit goal"));
        });
        QObject::connect(&session, &PuzzleSession::goalChanged, &board,
                         [&] { board.setPuzzleGoal(session.goal()); });
        board.setPuzzleGoal(session.goal());

        // 1 2 3 4 5 6 7 8 to 2 6 8 4 5 7 3 1 by swaps on the goal tiles.
        const Position target = cells({2, 6, 8, 4, 5, 7, 3, 1});
        Position at = board.puzzleGoal();
        for (int i = 0; i < 8; ++i) {
            if (at.cells[std::size_t(i)] == target.cells[std::size_t(i)])
                continue;
            int j = i + 1;
            while (at.cells[std::size_t(j)] != target.cells[std::size_t(i)])
                ++j;
            click(board, 8 + i, board.cellRect(8 + i));
            click(board, 8 + j, board.cellRect(8 + j));
            std::swap(at.cells[std::size_t(i)], at.cells[std::size_t(j)]);
            QCOMPARE(session.goal(), at);
        }
        QCOMPARE(session.goal(), target);
        QVERIFY(session.undoStack()->count() > 0);

        QVERIFY(session.solve(QStringLiteral("bfs")));
        QTRY_COMPARE_WITH_TIMEOUT(session.status(), PuzzleSession::Status::Solved, 20000);
        QVERIFY(session.solution());
        QCOMPARE(session.rules().formatMoves(*session.solution()), std::string("BCABCCB"));

        // Undo of the last goal edit shows on the board, and the answer no longer holds.
        session.undoStack()->undo();
        QVERIFY(board.puzzleGoal() != target);
        QCOMPARE(board.puzzleGoal(), session.goal());
        QVERIFY(!session.solution());
    }
};

QTEST_MAIN(TestDefinitionBoardGoal)
#include "tst_definition_board_goal.moc"
