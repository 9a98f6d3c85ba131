// PuzzleDocument: every change is one exact, undoable position step.
#include <QSignalSpy>
#include <QTest>

#include <random>

#include "core/puzzle.h"
#include "models/puzzle_document.h"

using namespace pl;

namespace {

Position replay(const Puzzle& p, Position at, const std::vector<int>& moves)
{
    for (int m : moves)
        at = p.apply(at, m);
    return at;
}

}  // namespace

class TestPuzzleDocument : public QObject {
    Q_OBJECT
private slots:
    void startsAtTheInitialPositionWithNoHistory_data()
    {
        QTest::addColumn<int>("kind");
        for (const Puzzle* p : allPuzzles())
            QTest::newRow(p->key().c_str()) << static_cast<int>((*pl::contestKind(*p)));
    }
    void startsAtTheInitialPositionWithNoHistory()
    {
        QFETCH(int, kind);
        PuzzleDocument doc(static_cast<PuzzleKind>(kind));
        QVERIFY(doc.position() == doc.puzzle().initial());
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.canSolve());
        QVERIFY(doc.validationMessage().isEmpty());
    }

    // Random walks of moves and edits on each puzzle, then undo to the very start
    // and redo to the very end, checking every position on the way both ways.
    void undoRedoRestoresExactPositions_data() { startsAtTheInitialPositionWithNoHistory_data(); }
    void undoRedoRestoresExactPositions()
    {
        QFETCH(int, kind);
        PuzzleDocument doc(static_cast<PuzzleKind>(kind));
        const Puzzle& p = doc.puzzle();
        QSignalSpy changed(&doc, &PuzzleDocument::positionChanged);
        std::mt19937_64 rng(42);
        std::vector<Position> history{doc.position()};
        const int moveCount = static_cast<int>(p.moveNames().size());
        for (int i = 0; i < 40; ++i) {
            if (i % 7 == 3) {
                Position edited = p.random(rng);
                if (edited == history.back())
                    continue;
                QVERIFY(doc.setPosition(edited, QStringLiteral("Scramble")));
                QVERIFY(doc.position() == edited);
            } else {
                const int move = static_cast<int>(rng() % static_cast<unsigned>(moveCount));
                const Position expected = p.apply(doc.position(), move);
                QVERIFY(doc.applyMove(move));
                QVERIFY(doc.position() == expected);
            }
            history.push_back(doc.position());
        }
        const int steps = static_cast<int>(history.size()) - 1;
        QCOMPARE(doc.undoStack()->count(), steps);

        for (int i = steps; i > 0; --i) {
            QVERIFY(doc.undoStack()->canUndo());
            doc.undoStack()->undo();
            QVERIFY2(doc.position() == history[static_cast<std::size_t>(i - 1)],
                     qPrintable(QStringLiteral("undo to step %1").arg(i - 1)));
        }
        QVERIFY(!doc.undoStack()->canUndo());
        for (int i = 1; i <= steps; ++i) {
            doc.undoStack()->redo();
            QVERIFY2(doc.position() == history[static_cast<std::size_t>(i)],
                     qPrintable(QStringLiteral("redo to step %1").arg(i)));
        }
        QVERIFY(!doc.undoStack()->canRedo());
        QVERIFY(changed.count() > 0);
    }

    void aWholeSolutionIsOneUndoStep()
    {
        PuzzleDocument doc(PuzzleKind::Rotation);
        const Puzzle& p = doc.puzzle();
        QVERIFY(doc.applyMove(2));  // something to undo back to
        const Position before = doc.position();
        const std::vector<int> moves{0, 2, 5, 5, 7};
        QSignalSpy changed(&doc, &PuzzleDocument::positionChanged);
        QVERIFY(doc.applySolution(moves));
        QCOMPARE(changed.count(), 1);  // one change, not one per move
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Apply solution (5 moves)"));
        QVERIFY(doc.position() == replay(p, before, moves));
        doc.undoStack()->undo();
        QVERIFY(doc.position() == before);
        doc.undoStack()->redo();
        QVERIFY(doc.position() == replay(p, before, moves));

        // An empty solution (already solved) adds nothing.
        QVERIFY(doc.applySolution({}));
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void solvingTheSampleReachesTheGoal()
    {
        PuzzleDocument doc(PuzzleKind::Clocks);
        const auto judged = doc.puzzle().parseJudge("9 9 12\n6 6 6\n6 3 6\n");
        QCOMPARE(judged.cases.size(), std::size_t{1});
        QVERIFY(doc.setPosition(judged.cases[0], QStringLiteral("Open")));
        QVERIFY(!doc.isSolved());
        QVERIFY(doc.applySolution({3, 4, 7, 8}));  // 4 5 8 9
        QVERIFY(doc.isSolved());
    }

    void refusesWhatIsNotAMoveOrNotAPosition()
    {
        PuzzleDocument doc(PuzzleKind::MagicSquare);
        const Position start = doc.position();
        QSignalSpy changed(&doc, &PuzzleDocument::positionChanged);
        QVERIFY(!doc.applyMove(-1));
        QVERIFY(!doc.applyMove(3));  // A, B, C only
        QVERIFY(!doc.applySolution({0, 1, 9}));
        Position wrongSize = start;
        wrongSize.cells.pop_back();
        QVERIFY(!doc.setPosition(wrongSize, QStringLiteral("Edit")));
        QVERIFY(!doc.resetTo(wrongSize));
        QVERIFY(doc.position() == start);
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(changed.count(), 0);

        // Setting the same position again is not a change either.
        QVERIFY(doc.setPosition(start, QStringLiteral("Reset")));
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(changed.count(), 0);
    }

    void editsMayLeaveAPositionThatCannotBeSolvedYet()
    {
        PuzzleDocument doc(PuzzleKind::Rotation);
        QVERIFY(doc.canSolve());
        const Position valid = doc.position();
        Position painted = valid;
        // Paint one cell with another label: the counts are no longer 8/8/8.
        painted.cells[0] = static_cast<std::uint8_t>(painted.cells[0] == 1 ? 2 : 1);
        QVERIFY(doc.setPosition(painted, QStringLiteral("Paint cell")));
        QVERIFY(doc.position() == painted);
        QVERIFY(!doc.canSolve());
        QVERIFY(!doc.isSolved());
        QVERIFY(!doc.validationMessage().isEmpty());
        QCOMPARE(doc.validationMessage(), QString::fromStdString(doc.puzzle().validate(painted)));
        // Moves still work on it (the rule is pure), and undo brings back the valid board.
        QVERIFY(doc.applyMove(0));
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.position() == valid);
        QVERIFY(doc.canSolve());
        QCOMPARE(doc.undoStack()->undoText(), QString());
        QCOMPARE(doc.undoStack()->redoText(), QStringLiteral("Paint cell"));
    }

    void undoTextNamesTheMove()
    {
        PuzzleDocument doc(PuzzleKind::Clocks);
        QVERIFY(doc.applyMove(4));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Move 5"));
        QVERIFY(doc.applySolution({1}));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Apply solution (1 move)"));
    }

    void resetToClearsTheHistory()
    {
        PuzzleDocument doc(PuzzleKind::Clocks);
        QVERIFY(doc.applyMove(0));
        QVERIFY(doc.applyMove(1));
        QSignalSpy changed(&doc, &PuzzleDocument::positionChanged);
        QVERIFY(doc.resetTo(doc.puzzle().initial()));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.position() == doc.puzzle().initial());
    }
};

QTEST_GUILESS_MAIN(TestPuzzleDocument)
#include "tst_puzzle_document.moc"
