// PlaySession follows the undo history: Undo takes a move back, an inverse move is
// one more move, and anything that is not one move starts a new game.
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "contest_kinds.h"
#include "models/play_session.h"
#include "models/puzzle_document.h"
#include "models/shared_puzzle.h"

using namespace pl;

namespace {

// The contest puzzle of a key, as a model takes any puzzle.
const Puzzle& contest(const char* key)
{
    return *pl::test::contestPuzzle(key);
}

// The distances come from the tables on a worker: wait for the answer of the latest
// change (the first of a puzzle waits for its table to be built).
bool settled(const PlaySession& game)
{
    return QTest::qWaitFor([&] { return !game.measuring(); }, 20000);
}

}  // namespace

class TestPlaySession : public QObject {
    Q_OBJECT
private slots:
    void undoIsNotAnInverseMove()
    {
        // The second sample needs DDHH; A and F undo each other.
        PuzzleDocument doc(sharedPuzzle(contest("rotation")));
        doc.resetTo(*contest("rotation")
                         .parsePosition("1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3")
                         .value);
        PlaySession game(&doc);
        game.setActive(true);
        QVERIFY(settled(game));
        QCOMPARE(game.optimum(), 4);
        QCOMPARE(game.movesUsed(), 0);
        doc.applyMove(0);  // A
        doc.applyMove(5);  // F: back where it started, but two moves used
        // The answer about A was superseded by the one about F, which still knows the
        // distance before F.
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 2);
        QCOMPARE(game.distance(), 4);
        doc.undoStack()->undo();
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 1);
        QCOMPARE(game.verdict(), PlaySession::Verdict::TakenBack);
        doc.undoStack()->redo();
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 2);
        doc.undoStack()->undo();
        QVERIFY(settled(game));
        doc.undoStack()->undo();
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 0);
        // Undoing past the start of the game starts a new one there.
        doc.undoStack()->undo();
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 0);
    }

    void solvingEmitsGoalReachedOnce()
    {
        PuzzleDocument doc(sharedPuzzle(contest("rotation")));
        doc.resetTo(*contest("rotation")
                         .parsePosition("1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3")
                         .value);
        PlaySession game(&doc);
        game.setActive(true);
        QVERIFY(settled(game));
        QSignalSpy reached(&game, &PlaySession::goalReached);
        for (int m : {3, 3, 7, 7}) {  // D D H H
            doc.applyMove(m);
            QVERIFY(settled(game));
        }
        QCOMPARE(reached.count(), 1);
        QCOMPARE(reached.first().at(0).toInt(), 4);
        QCOMPARE(reached.first().at(1).toInt(), 4);
        QVERIFY(game.solvedByHand());
        // Undo and redo onto the goal do not celebrate again.
        doc.undoStack()->undo();
        QVERIFY(settled(game));
        doc.undoStack()->redo();
        QVERIFY(settled(game));
        QCOMPARE(reached.count(), 1);
    }

    void editsAndResetsStartANewGame()
    {
        PuzzleDocument doc(sharedPuzzle(contest("clocks")));
        PlaySession game(&doc);
        game.setActive(true);
        QVERIFY(settled(game));
        QCOMPARE(game.distance(), 0);
        doc.applyMove(0);
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 1);
        QCOMPARE(game.verdict(), PlaySession::Verdict::Farther);
        const Position other = *contest("clocks").parsePosition("9 9 12 6 6 6 6 3 6").value;
        doc.setPosition(other, QStringLiteral("edit"));
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 0);
        QCOMPARE(game.optimum(), 4);
        doc.applyMove(3);
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 1);
        doc.resetTo(other);
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 0);
        QCOMPARE(game.distance(), 4);
        // An edit (a paste, say) that lands one move away is no move: a new game, and
        // reaching the goal that way is no solve by hand.
        QSignalSpy reached(&game, &PlaySession::goalReached);
        const auto& clocks = contest("clocks");
        Position oneAway = clocks.initial();
        for (int turn = 0; turn < 3; ++turn)  // three quarter turns: one more solves it
            oneAway = clocks.apply(oneAway, 2);
        doc.setPosition(oneAway, QStringLiteral("edit"));
        QVERIFY(settled(game));
        QCOMPARE(game.distance(), 1);
        doc.setPosition(clocks.initial(), QStringLiteral("paste"));
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 0);
        QCOMPARE(game.optimum(), 0);
        QVERIFY(!game.solvedByHand());
        QCOMPARE(reached.count(), 0);
        // An inactive game does not follow the document.
        game.setActive(false);
        doc.applyMove(3);
        QVERIFY(settled(game));
        QCOMPARE(game.movesUsed(), 0);
    }
};

QTEST_GUILESS_MAIN(TestPlaySession)
#include "tst_play_session.moc"
