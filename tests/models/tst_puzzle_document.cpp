// PuzzleDocument: every change is one exact, undoable position step.
#include <QSignalSpy>
#include <QTest>

#include <random>

#include "contest_kinds.h"
#include "core/definition_puzzle.h"
#include "core/puzzle.h"
#include "core/registry.h"
#include "models/puzzle_document.h"
#include "models/shared_puzzle.h"

using namespace pl;

namespace {

// The contest puzzle of a key, as a model takes any puzzle.
const Puzzle& contest(const char* key)
{
    return *pl::test::contestPuzzle(key);
}

// Three tiles in a row whose goal the person sets (editableGoal): T turns them one
// cell right, S swaps the first two.
std::shared_ptr<const Puzzle> editableGoalPuzzle()
{
    Checked<PuzzleEntry> entry = loadDefinition(R"({
      "puzzlelab": 1, "key": "three-to-order", "name": "Three to Order",
      "kind": "permutation", "labels": [1, 2, 3],
      "cells": [{"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 1, "y": 0}, {"id": 2, "x": 2, "y": 0}],
      "start": [1, 2, 3],
      "moves": [{"name": "T", "cycles": [[0, 1, 2]]}, {"name": "S", "cycles": [[0, 1]]}],
      "goal": {"values": [1, 2, 3]},
      "editableGoal": true
    })",
                                                "three.puzzle.json");
    if (!entry)
        qFatal("the test's definition does not read: %s",
               problemLine(entry.problems.front()).c_str());
    return puzzleFor(std::make_shared<const PuzzleEntry>(std::move(*entry.value)));
}

Position three(int a, int b, int c)
{
    return Position{{std::uint8_t(a), std::uint8_t(b), std::uint8_t(c)}};
}

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
        QTest::addColumn<QByteArray>("key");
        for (const Puzzle* p : pl::test::contestPuzzles())
            QTest::newRow(p->key().c_str()) << QByteArray::fromStdString(p->key());
    }
    void startsAtTheInitialPositionWithNoHistory()
    {
        QFETCH(QByteArray, key);
        PuzzleDocument doc(sharedPuzzle(contest(key.constData())));
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
        QFETCH(QByteArray, key);
        PuzzleDocument doc(sharedPuzzle(contest(key.constData())));
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
        PuzzleDocument doc(sharedPuzzle(contest("rotation")));
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
        PuzzleDocument doc(sharedPuzzle(contest("clocks")));
        const auto judged = pl::test::judgeRead("clocks", "9 9 12\n6 6 6\n6 3 6\n");
        QCOMPARE(judged.cases.size(), std::size_t{1});
        QVERIFY(!judged.cases[0].goal);
        QVERIFY(doc.setPosition(judged.cases[0].position, QStringLiteral("Open")));
        QVERIFY(!doc.isSolved());
        QVERIFY(doc.applySolution({3, 4, 7, 8}));  // 4 5 8 9
        QVERIFY(doc.isSolved());
    }

    void refusesWhatIsNotAMoveOrNotAPosition()
    {
        PuzzleDocument doc(sharedPuzzle(contest("msquare")));
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
        PuzzleDocument doc(sharedPuzzle(contest("rotation")));
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
        PuzzleDocument doc(sharedPuzzle(contest("clocks")));
        QVERIFY(doc.applyMove(4));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Move 5"));
        QVERIFY(doc.applySolution({1}));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Apply solution (1 move)"));
    }

    // editableGoal: the goal is the document's, beside the position, and every step
    // restores it exactly.
    void theGoalIsPartOfEveryStep()
    {
        const auto base = editableGoalPuzzle();
        PuzzleDocument doc(base);
        QVERIFY(doc.hasEditableGoal());
        QCOMPARE(doc.goal(), three(1, 2, 3));
        QCOMPARE(doc.sharedPuzzle(), base);
        QVERIFY(doc.isSolved());
        QSignalSpy goalChanged(&doc, &PuzzleDocument::goalChanged);
        QSignalSpy positionChanged(&doc, &PuzzleDocument::positionChanged);

        QVERIFY(doc.setGoal(three(2, 1, 3), QStringLiteral("Goal")));
        QCOMPARE(goalChanged.count(), 1);
        QCOMPARE(positionChanged.count(), 0);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Goal"));
        // The puzzle solved, scrambled and measured is the goal's; the base stays.
        QCOMPARE(doc.basePuzzle(), base);
        QVERIFY(doc.sharedPuzzle() != base);
        QVERIFY(doc.puzzle().isGoal(three(2, 1, 3)));
        QVERIFY(!doc.puzzle().isGoal(three(1, 2, 3)));
        QCOMPARE(doc.puzzle().goalPosition(), std::optional<Position>(three(2, 1, 3)));
        QVERIFY(!doc.isSolved());
        std::mt19937_64 rng(7);
        for (int i = 0; i < 20; ++i) {
            const Position scrambled = doc.puzzle().scramble(rng);
            QVERIFY(doc.puzzle().validate(scrambled).empty());
        }
        const auto edited = doc.sharedPuzzle();

        // A move keeps the goal; S reaches it.
        QVERIFY(doc.applyMove(1));
        QCOMPARE(doc.position(), three(2, 1, 3));
        QCOMPARE(doc.goal(), three(2, 1, 3));
        QVERIFY(doc.isSolved());

        // Undo restores both exactly, step by step; the puzzle of a goal met before is
        // the same object (its tables stay built).
        doc.undoStack()->undo();
        QCOMPARE(doc.position(), three(1, 2, 3));
        QCOMPARE(doc.goal(), three(2, 1, 3));
        doc.undoStack()->undo();
        QCOMPARE(doc.goal(), three(1, 2, 3));
        QCOMPARE(doc.sharedPuzzle(), base);
        QCOMPARE(goalChanged.count(), 2);
        doc.undoStack()->redo();
        QCOMPARE(doc.goal(), three(2, 1, 3));
        QCOMPARE(doc.sharedPuzzle(), edited);

        // Position and goal at once: one step, both signals.
        positionChanged.clear();
        goalChanged.clear();
        const int index = doc.undoStack()->index();
        QVERIFY(doc.setPositionAndGoal(three(3, 2, 1), three(1, 3, 2), QStringLiteral("Both")));
        QCOMPARE(doc.undoStack()->index(), index + 1);
        QCOMPARE(positionChanged.count(), 1);
        QCOMPARE(goalChanged.count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.position(), three(1, 2, 3));
        QCOMPARE(doc.goal(), three(2, 1, 3));

        // A pattern that is no rearrangement is kept while it is being set up, but it
        // cannot be solved, and says why.
        QVERIFY(doc.setGoal(three(1, 1, 3), QStringLiteral("Paint")));
        QVERIFY(!doc.canSolve());
        QVERIFY(!doc.validationText().isEmpty());
        QVERIFY(!doc.validationMessage().isEmpty());
        QCOMPARE(doc.sharedPuzzle(), base);
        // A goal of the wrong size is refused, nothing changes.
        const int steps = doc.undoStack()->count();
        QVERIFY(!doc.setGoal(Position{{1, 2}}, QStringLiteral("Short")));
        QVERIFY(!doc.setPositionAndGoal(three(1, 2, 3), Position{{1, 2, 3, 4}}, QString()));
        QCOMPARE(doc.undoStack()->count(), steps);
    }

    void aPuzzleWithoutEditableGoalHasNoGoalToSet()
    {
        PuzzleDocument doc(sharedPuzzle(contest("clocks")));
        QVERIFY(!doc.hasEditableGoal());
        QVERIFY(doc.goal().cells.empty());
        QVERIFY(!doc.setGoal(doc.position(), QStringLiteral("Goal")));
        QCOMPARE(doc.undoStack()->count(), 0);
        // With no goal given, setPositionAndGoal is setPosition.
        const Position moved = doc.puzzle().apply(doc.position(), 0);
        QVERIFY(doc.setPositionAndGoal(moved, Position{}, QStringLiteral("Set")));
        QCOMPARE(doc.position(), moved);
        QVERIFY(!doc.setPositionAndGoal(moved, moved, QStringLiteral("Set")));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void resetToClearsTheHistory()
    {
        PuzzleDocument doc(sharedPuzzle(contest("clocks")));
        QVERIFY(doc.applyMove(0));
        QVERIFY(doc.applyMove(1));
        QSignalSpy changed(&doc, &PuzzleDocument::positionChanged);
        QVERIFY(doc.resetTo(doc.puzzle().initial()));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.position() == doc.puzzle().initial());
    }

    // Scramble always changes the board and never lands on the goal: Lights Out 3x3 has
    // 512 positions, so a thousand single draws would hit the one shown or the goal
    // several times (the window test saw it happen); three tiles have six positions.
    void scrambleChangesTheBoardAndLeavesTheGoal()
    {
        const auto lights = Registry::bundled().find("lights-out-3");
        QVERIFY(lights);
        for (const auto& shared : {puzzleFor(lights), editableGoalPuzzle()}) {
            PuzzleDocument doc(shared);
            std::mt19937_64 rng(7);
            for (int press = 1; press <= 1000; ++press) {
                const Position before = doc.position();
                QVERIFY(doc.scramble(rng, QStringLiteral("Scramble")));
                QVERIFY(doc.position() != before);
                QVERIFY(!doc.puzzle().isGoal(doc.position()));
                QVERIFY(doc.puzzle().validate(doc.position()).empty());
                QCOMPARE(doc.undoStack()->count(), press);
                QCOMPARE(doc.undoStack()->text(press - 1), QStringLiteral("Scramble"));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestPuzzleDocument)
#include "tst_puzzle_document.moc"
