// A puzzle whose goal the person sets (SPEC 7.1 `editableGoal: true`) in the window:
// the goal is a part of the document beside the position (never inside it), shown and
// edited on the board, undone like any edit, solved for, exported and opened again. The
// puzzle is a small permutation definition this test writes, so nothing of it can come
// from code that knows the puzzle: the behaviour must come from `editableGoal` alone.
// The contest Magic Squares keeps reading its old forms exactly as before.
#include <QAction>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <map>
#include <queue>

#include "core/registry.h"
#include "models/move_list_model.h"
#include "models/puzzle_document.h"
#include "ui/definition_board.h"
#include "ui/mainwindow.h"

using namespace pl;

namespace {

const QString kKey = QStringLiteral("goal-four");

// Four tiles in a row; R turns all four one cell right, S swaps the first two (the two
// generate every arrangement: 24 positions).
const char* const kDefinition = R"({
  "puzzlelab": 1,
  "key": "goal-four",
  "name": "Four to Order",
  "description": "Four tiles, a turn and a swap: reach the order you choose.",
  "kind": "permutation",
  "labels": [1, 2, 3, 4],
  "cells": [
    {"id": 0, "x": 0, "y": 0, "shape": "square"},
    {"id": 1, "x": 1, "y": 0, "shape": "square"},
    {"id": 2, "x": 2, "y": 0, "shape": "square"},
    {"id": 3, "x": 3, "y": 0, "shape": "square"}
  ],
  "start": [1, 2, 3, 4],
  "moves": [
    {"name": "R", "cycles": [[0, 1, 2, 3]]},
    {"name": "S", "cycles": [[0, 1]]}
  ],
  "goal": {"values": [1, 2, 3, 4]},
  "editableGoal": true
}
)";

Position cells(std::initializer_list<int> values)
{
    Position p;
    for (int v : values)
        p.cells.push_back(static_cast<std::uint8_t>(v));
    return p;
}

// The moves of the definition above, written out here (not taken from the program):
// after R cell i+1 holds what cell i held (cell 0 what cell 3 held); after S cells 0
// and 1 hold each other's.
Position play(Position p, int move)
{
    if (move == 0)
        return cells({p.cells[3], p.cells[0], p.cells[1], p.cells[2]});
    std::swap(p.cells[0], p.cells[1]);
    return p;
}

Position replay(Position p, const std::vector<int>& moves)
{
    for (int m : moves)
        p = play(p, m);
    return p;
}

// The shortest number of moves from `from` to `to`, by a breadth-first search of the
// test's own.
int distance(const Position& from, const Position& to)
{
    // A position of four labels 1..4 as one number.
    const auto code = [](const Position& p) {
        int c = 0;
        for (std::uint8_t v : p.cells)
            c = c * 5 + v;
        return c;
    };
    std::map<int, int> seen{{code(from), 0}};
    std::queue<Position> open;
    open.push(from);
    while (!open.empty()) {
        const Position at = open.front();
        open.pop();
        const int d = seen[code(at)];
        if (at == to)
            return d;
        for (int m = 0; m < 2; ++m) {
            const Position next = play(at, m);
            if (seen.emplace(code(next), d + 1).second)
                open.push(next);
        }
    }
    return -1;
}

struct Library {
    QTemporaryDir dir;
    std::vector<std::shared_ptr<const PuzzleEntry>> entries;
    Library()
    {
        const QString path = dir.filePath(QStringLiteral("goal-four.puzzle.json"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(kDefinition) < 0)
            qFatal("cannot write the definition");
        file.close();
        Checked<PuzzleEntry> read = loadDefinitionFile(path.toStdString());
        if (!read)
            qFatal("the test's definition does not read: %s",
                   problemLine(read.problems.front()).c_str());
        entries = Registry::bundled().entries();
        entries.push_back(std::make_shared<const PuzzleEntry>(std::move(*read.value)));
    }
};

struct Window {
    MainWindow w;
    explicit Window(const Library& library)
    {
        w.setEntries(library.entries);
        w.resize(1100, 720);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            qFatal("window not exposed");
    }
};

Outcome solveShown(MainWindow& w)
{
    QSignalSpy finished(&w, &MainWindow::solveFinished);
    w.solve();
    if (finished.isEmpty() && !finished.wait(60000))
        return Outcome::Failed;
    return finished.first().at(1).value<Outcome>();
}

void trigger(const MainWindow& w, const char* name)
{
    auto* a = w.findChild<QAction*>(QString::fromLatin1(name));
    if (!a)
        qFatal("no action %s", name);
    a->trigger();
}

void click(QWidget* board, const QRect& rect)
{
    QVERIFY(!rect.isEmpty());
    QTest::mouseClick(board, Qt::LeftButton, {}, rect.center());
}

}  // namespace

class TestEditableGoalWindow : public QObject {
    Q_OBJECT
private slots:
    void theGoalIsBesideThePosition()
    {
        Library lib;
        Window win(lib);
        MainWindow& w = win.w;
        QVERIFY(w.selectPuzzle(kKey));
        PuzzleDocument* doc = w.document(kKey);
        QVERIFY(doc->hasEditableGoal());
        // Four cells of position, four of goal: the goal is not a half of the position.
        QCOMPARE(doc->position(), cells({1, 2, 3, 4}));
        QCOMPARE(doc->goal(), cells({1, 2, 3, 4}));
        QCOMPARE(doc->puzzle().cellCount(), 4);
        QVERIFY(doc->isSolved());
        auto* board = qobject_cast<DefinitionBoard*>(w.board(kKey));
        QVERIFY(board);
        QVERIFY(board->goalEditable());
        QCOMPARE(board->puzzleGoal(), doc->goal());
        // Every goal tile is drawn (and clickable) beside the position's.
        for (int i = 0; i < 4; ++i) {
            const QRect goalTile = board->cellRect(4 + i);
            QVERIFY(!goalTile.isEmpty());
            QVERIFY(!goalTile.intersects(board->cellRect(i)));
            QVERIFY(goalTile.left() > board->cellRect(3).right());
        }
        // A puzzle without editableGoal has none.
        QVERIFY(!w.document(QStringLiteral("lights-out-3"))->hasEditableGoal());
        QVERIFY(w.document(QStringLiteral("lights-out-3"))->goal().cells.empty());
    }

    void editingTheGoalIsOneUndoStep()
    {
        Library lib;
        Window win(lib);
        MainWindow& w = win.w;
        QVERIFY(w.selectPuzzle(kKey));
        PuzzleDocument* doc = w.document(kKey);
        auto* board = qobject_cast<DefinitionBoard*>(w.board(kKey));
        QSignalSpy goalChanged(doc, &PuzzleDocument::goalChanged);
        QSignalSpy positionChanged(doc, &PuzzleDocument::positionChanged);

        // Two clicks on goal tiles swap them (in play mode too: they play no move).
        click(board, board->cellRect(4 + 0));
        QCOMPARE(doc->undoStack()->count(), 0);
        click(board, board->cellRect(4 + 3));
        QCOMPARE(doc->goal(), cells({4, 2, 3, 1}));
        QCOMPARE(doc->position(), cells({1, 2, 3, 4}));
        QCOMPARE(board->puzzleGoal(), cells({4, 2, 3, 1}));
        QCOMPARE(board->puzzlePosition(), cells({1, 2, 3, 4}));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Swap goal cells 1 and 4"));
        QCOMPARE(goalChanged.count(), 1);
        QCOMPARE(positionChanged.count(), 0);
        // The position is no longer at the goal, and the puzzle solved is the goal's.
        QVERIFY(!doc->isSolved());
        QVERIFY(doc->puzzle().isGoal(cells({4, 2, 3, 1})));
        QVERIFY(!doc->puzzle().isGoal(cells({1, 2, 3, 4})));

        trigger(w, "actionUndo");
        QCOMPARE(doc->goal(), cells({1, 2, 3, 4}));
        QCOMPARE(board->puzzleGoal(), cells({1, 2, 3, 4}));
        QVERIFY(doc->isSolved());
        trigger(w, "actionRedo");
        QCOMPARE(doc->goal(), cells({4, 2, 3, 1}));
        QCOMPARE(board->puzzleGoal(), cells({4, 2, 3, 1}));

        // Moves leave the goal alone; undoing them too.
        QVERIFY(doc->applyMove(0));
        QCOMPARE(doc->goal(), cells({4, 2, 3, 1}));
        trigger(w, "actionUndo");
        QCOMPARE(doc->goal(), cells({4, 2, 3, 1}));

        // Reset takes the goal back to the definition's, in the same one step.
        const int before = doc->undoStack()->index();
        QVERIFY(doc->applyMove(1));
        trigger(w, "actionReset");
        QCOMPARE(doc->position(), cells({1, 2, 3, 4}));
        QCOMPARE(doc->goal(), cells({1, 2, 3, 4}));
        QCOMPARE(doc->undoStack()->index(), before + 2);
        trigger(w, "actionUndo");
        QCOMPARE(doc->goal(), cells({4, 2, 3, 1}));
    }

    void aGoalThatIsNoRearrangementWaits()
    {
        Library lib;
        Window win(lib);
        MainWindow& w = win.w;
        QVERIFY(w.selectPuzzle(kKey));
        PuzzleDocument* doc = w.document(kKey);
        auto* board = qobject_cast<DefinitionBoard*>(w.board(kKey));
        board->setMode(DefinitionBoard::Mode::Edit);
        board->setEditTool(DefinitionBoard::EditTool::Paint, 1);
        click(board, board->cellRect(4 + 3));
        QCOMPARE(doc->goal(), cells({1, 2, 3, 1}));
        QVERIFY(!doc->canSolve());
        QVERIFY(!doc->validationText().isEmpty());
        w.solve();
        QVERIFY(!w.isSolving(kKey));
        QVERIFY(!w.moveModel(kKey)->hasSolution());
        // The cycle tool puts it right again.
        board->setEditTool(DefinitionBoard::EditTool::Cycle);
        for (int i = 0; i < 3; ++i)
            click(board, board->cellRect(4 + 3));
        QCOMPARE(doc->goal(), cells({1, 2, 3, 4}));
        QVERIFY(doc->canSolve());
    }

    void solvingReachesTheEditedGoal_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("bfs") << QStringLiteral("bfs");
        QTest::newRow("table") << QStringLiteral("table");
        QTest::newRow("ida") << QStringLiteral("ida");
    }
    void solvingReachesTheEditedGoal()
    {
        QFETCH(QString, engine);
        Library lib;
        Window win(lib);
        MainWindow& w = win.w;
        QVERIFY(w.selectPuzzle(kKey));
        PuzzleDocument* doc = w.document(kKey);
        QVERIFY2(w.setEngine(engine), qPrintable(engine));
        const Position goal = cells({3, 1, 4, 2});
        QVERIFY(doc->setGoal(goal, QStringLiteral("goal")));
        QCOMPARE(solveShown(w), Outcome::Solved);
        MoveListModel* moves = w.moveModel(kKey);
        QVERIFY(moves->hasSolution());
        const std::vector<int> answer = moves->moves();
        QCOMPARE(replay(cells({1, 2, 3, 4}), answer), goal);
        QCOMPARE(int(answer.size()), distance(cells({1, 2, 3, 4}), goal));
        QVERIFY(!answer.empty());
        // A goal edited while a solution is shown drops it: it reached the old goal.
        QVERIFY(doc->setGoal(cells({2, 1, 3, 4}), QStringLiteral("goal")));
        QVERIFY(!moves->hasSolution());
        QCOMPARE(solveShown(w), Outcome::Solved);
        QCOMPARE(moves->moves(), std::vector<int>{1});
    }

    void exportWritesTheGoalAndOpenReadsIt()
    {
        Library lib;
        QTemporaryDir files;
        const QString path = files.filePath(QStringLiteral("goal-four-solution.txt"));
        const Position goal = cells({2, 4, 1, 3});
        const Position start = cells({4, 3, 2, 1});
        std::vector<int> answer;
        {
            Window win(lib);
            MainWindow& w = win.w;
            QVERIFY(w.selectPuzzle(kKey));
            PuzzleDocument* doc = w.document(kKey);
            QVERIFY(doc->setPosition(start, QStringLiteral("set")));
            QVERIFY(doc->setGoal(goal, QStringLiteral("goal")));
            QVERIFY(w.setEngine(QStringLiteral("bfs")));
            QCOMPARE(solveShown(w), Outcome::Solved);
            answer = w.moveModel(kKey)->moves();
            QCOMPARE(replay(start, answer), goal);
            QCOMPARE(w.exportSolutionTo(path), QString());
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(QStringLiteral("\nposition: 4 3 2 1\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("\ngoal: 2 4 1 3\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("\npuzzle: goal-four\n")), qPrintable(text));

        // A fresh window opens it: position and goal as ONE step, the same moves.
        Window win(lib);
        MainWindow& w = win.w;
        QCOMPARE(w.openSolutionFrom(path), QString());
        QCOMPARE(w.currentKey(), kKey);
        PuzzleDocument* doc = w.document(kKey);
        QCOMPARE(doc->position(), start);
        QCOMPARE(doc->goal(), goal);
        QCOMPARE(w.board(kKey)->puzzleGoal(), goal);
        QCOMPARE(w.moveModel(kKey)->moves(), answer);
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(doc->puzzle().isGoal(replay(start, answer)));
        // Copied as text, the same again.
        QCOMPARE(w.solutionText(), text);
        trigger(w, "actionUndo");
        QCOMPARE(doc->position(), cells({1, 2, 3, 4}));
        QCOMPARE(doc->goal(), cells({1, 2, 3, 4}));
    }

    void aFileWithoutAGoalKeepsTheDefinitionsGoal()
    {
        Library lib;
        Window win(lib);
        MainWindow& w = win.w;
        QVERIFY(w.selectPuzzle(kKey));
        PuzzleDocument* doc = w.document(kKey);
        QVERIFY(doc->setGoal(cells({4, 3, 2, 1}), QStringLiteral("goal")));
        // As a file written before the goal could be edited: no goal line.
        const std::string sha = lib.entries.back()->sha256;
        const QString text = QStringLiteral(
                                 "PuzzleLab solution 1\npuzzle: goal-four\ndefinition: %1\n"
                                 "position: 2 1 3 4\nmoves: S\nlength: 1\nresult: solved\n")
                                 .arg(QString::fromStdString(sha));
        QCOMPARE(w.pasteText(text), QString());
        QCOMPARE(doc->position(), cells({2, 1, 3, 4}));
        QCOMPARE(doc->goal(), cells({1, 2, 3, 4}));
        QCOMPARE(w.moveModel(kKey)->moves(), std::vector<int>{1});
        // A file whose moves do not reach the goal it names is refused, nothing changes.
        const QString wrong = QStringLiteral(
                                  "PuzzleLab solution 1\npuzzle: goal-four\ndefinition: %1\n"
                                  "position: 2 1 3 4\ngoal: 1 2 4 3\nmoves: S\n")
                                  .arg(QString::fromStdString(sha));
        const int steps = doc->undoStack()->count();
        QVERIFY(!w.pasteText(wrong).isEmpty());
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(doc->goal(), cells({1, 2, 3, 4}));
    }

    void copyAndPastePositionAndGoal()
    {
        Library lib;
        Window win(lib);
        MainWindow& w = win.w;
        QVERIFY(w.selectPuzzle(kKey));
        PuzzleDocument* doc = w.document(kKey);
        QVERIFY(doc->setGoal(cells({4, 2, 3, 1}), QStringLiteral("goal")));
        QCOMPARE(w.positionText(), QStringLiteral("1 2 3 4 / 4 2 3 1"));

        const int steps = doc->undoStack()->count();
        QCOMPARE(w.pasteText(QStringLiteral("2 1 3 4 / 1 3 2 4")), QString());
        QCOMPARE(doc->position(), cells({2, 1, 3, 4}));
        QCOMPARE(doc->goal(), cells({1, 3, 2, 4}));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        // The position alone keeps the goal.
        QCOMPARE(w.pasteText(QStringLiteral("3 1 2 4")), QString());
        QCOMPARE(doc->position(), cells({3, 1, 2, 4}));
        QCOMPARE(doc->goal(), cells({1, 3, 2, 4}));
        // A goal that is no rearrangement of the tiles is refused with a reason.
        const QString refused = w.pasteText(QStringLiteral("1 2 3 4 / 1 1 2 3"));
        QVERIFY(!refused.isEmpty());
        QCOMPARE(doc->goal(), cells({1, 3, 2, 4}));
        // --position reads the same form.
        QCOMPARE(w.setPositionText(QStringLiteral("4 1 2 3 / 2 3 4 1")), QString());
        QCOMPARE(doc->position(), cells({4, 1, 2, 3}));
        QCOMPARE(doc->goal(), cells({2, 3, 4, 1}));
        // A puzzle without editableGoal takes no goal.
        QVERIFY(w.selectPuzzle(QStringLiteral("lights-out-3")));
        QVERIFY(
            !w.setPositionText(QStringLiteral("0 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 0")).isEmpty());
    }

    // Hint and Play by Hand's tables measure the distance to the edited goal.
    void theHintLeadsToTheEditedGoal()
    {
        Library lib;
        Window win(lib);
        MainWindow& w = win.w;
        QVERIFY(w.selectPuzzle(kKey));
        PuzzleDocument* doc = w.document(kKey);
        const Position goal = cells({2, 1, 3, 4});
        QVERIFY(doc->setGoal(goal, QStringLiteral("goal")));
        // From the definition's goal S is one move from the edited goal: the hint says
        // S, which solves it (the definition's goal is there already: no hint there).
        QSignalSpy shown(&w, &MainWindow::hintShown);
        const int now = w.showHint();
        if (now == MainWindow::kHintPending)
            QVERIFY(shown.wait(20000));
        QCOMPARE(shown.last().at(1).toInt(), 1);
        // From a position two moves away, a first move of a shortest way there.
        QVERIFY(doc->setPosition(cells({4, 3, 1, 2}), QStringLiteral("set")));
        const int d = distance(doc->position(), goal);
        shown.clear();
        if (w.showHint() == MainWindow::kHintPending)
            QVERIFY(shown.wait(20000));
        const int hinted = shown.last().at(1).toInt();
        QVERIFY(hinted == 0 || hinted == 1);
        QCOMPARE(distance(play(doc->position(), hinted), goal), d - 1);
    }

    void settingsKeepTheGoal()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
        Library lib;
        {
            Window win(lib);
            QVERIFY(win.w.selectPuzzle(kKey));
            QVERIFY(win.w.document(kKey)->setPositionAndGoal(
                cells({2, 3, 4, 1}), cells({4, 1, 3, 2}), QStringLiteral("set")));
            win.w.saveSettings();
        }
        Window win(lib);
        win.w.restoreSettings();
        QCOMPARE(win.w.document(kKey)->position(), cells({2, 3, 4, 1}));
        QCOMPARE(win.w.document(kKey)->goal(), cells({4, 1, 3, 2}));
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
    }

    // Magic Squares' old forms: its solution file whose `position:` gives board / target
    // and its 16-number paste text keep opening exactly as they always did.
    void magicSquaresOldFormsOpenAsBefore()
    {
        Library lib;
        QTemporaryDir files;
        const QString path = files.filePath(QStringLiteral("old-msquare.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "PuzzleLab solution 1\npuzzle: msquare\n"
            "position: 1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1\nmoves: BCABCCB\nlength: 7\n"
            "result: solved\nengine: table\nnodes: 1\n");
        file.close();
        Window win(lib);
        MainWindow& w = win.w;
        const QString key = QStringLiteral("msquare");
        QCOMPARE(w.openSolutionFrom(path), QString());
        QCOMPARE(w.currentKey(), key);
        // The target is the session's goal, beside the 8-cell board.
        QCOMPARE(w.document(key)->position(), cells({1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(w.document(key)->goal(), cells({2, 6, 8, 4, 5, 7, 3, 1}));
        QCOMPARE(w.moveModel(key)->moves(), (std::vector<int>{1, 2, 0, 1, 2, 2, 1}));
        QVERIFY(w.document(key)->puzzle().isGoal(w.moveModel(key)->endPosition()));

        QCOMPARE(w.pasteText(QStringLiteral("8 7 6 5 4 3 2 1 / 1 2 3 4 5 6 7 8")), QString());
        QCOMPARE(w.document(key)->position(), cells({8, 7, 6, 5, 4, 3, 2, 1}));
        QCOMPARE(w.document(key)->goal(), cells({1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(w.positionText(), QStringLiteral("8 7 6 5 4 3 2 1 / 1 2 3 4 5 6 7 8"));
    }
};

QTEST_MAIN(TestEditableGoalWindow)
#include "tst_editable_goal_window.moc"
