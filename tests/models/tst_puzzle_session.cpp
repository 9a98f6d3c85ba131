// PuzzleSession: a puzzle the program has never seen, written to a folder by the
// test, is listed, played, undone, solved, exported and reopened with no code change.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include "core/contest/rotation/rotation.h"
#include "models/move_list_model.h"
#include "models/puzzle_document.h"
#include "models/puzzle_session.h"

using namespace pl;

namespace {

// Lights Out 3x3 (dial, modulus 2): pressing a light toggles it and its orthogonal
// neighbours; clicking the light plays its move.
std::string lightsOut3()
{
    std::string cells;
    std::string moves;
    for (int i = 0; i < 9; ++i) {
        const int x = i % 3;
        const int y = i / 3;
        const std::string id(1, static_cast<char>('a' + i));
        cells += std::string(i ? "," : "") + R"({"id":")" + id + R"(","x":)" + std::to_string(x) +
                 R"(,"y":)" + std::to_string(y) + "}";
        std::string add = "\"" + id + "\"";
        const auto neighbour = [&add](int j) {
            add += ",\"" + std::string(1, char('a' + j)) + "\"";
        };
        if (x > 0)
            neighbour(i - 1);
        if (x < 2)
            neighbour(i + 1);
        if (y > 0)
            neighbour(i - 3);
        if (y < 2)
            neighbour(i + 3);
        moves += std::string(i ? "," : "") + R"({"name":")" + id + R"(","add":[)" + add +
                 R"(],"cell":")" + id + "\"}";
    }
    return R"({"puzzlelab":1,"key":"session-lights","name":"Session lights",)"
           R"("kind":"dial","modulus":2,"cells":[)" +
           cells + R"(],"moves":[)" + moves + "]}\n";
}

Position lights(std::initializer_list<int> on)
{
    Position p;
    p.cells.assign(9, 0);
    for (int i : on)
        p.cells[static_cast<std::size_t>(i)] = 1;
    return p;
}

}  // namespace

class TestPuzzleSession : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    std::shared_ptr<const PuzzleEntry> entry_;

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        const std::filesystem::path folder = dir_.path().toStdString() + "/puzzles";
        std::filesystem::create_directories(folder);
        std::ofstream(folder / "lights.puzzle.json") << lightsOut3();
        Registry registry = Registry::bundled();
        const auto problems = registry.addFolder(folder);
        QVERIFY2(problems.empty(),
                 problems.empty() ? "" : problemLine(problems[0].problems[0]).c_str());
        entry_ = registry.find("session-lights");
        QVERIFY(entry_);
        QVERIFY(!entry_->bundled);
    }

    void playsAndUndoesMovesThatCarryTheirMove()
    {
        PuzzleSession session(entry_);
        QCOMPARE(session.position(), lights({}));
        QVERIFY(session.reached().has_value());
        QVERIFY(session.playMove(4));  // e: the centre and its four neighbours
        QCOMPARE(session.position(), lights({1, 3, 4, 5, 7}));
        QCOMPARE(session.lastStepMoves(), std::vector<int>{4});
        QVERIFY(session.playMove(0));  // a: a, b, d
        QCOMPARE(session.position(), lights({0, 5, 7, 4}));
        QCOMPARE(session.lastStepMoves(), std::vector<int>{0});
        QVERIFY(!session.playMove(9));
        QVERIFY(!session.playMove(-1));
        session.undoStack()->undo();
        QCOMPARE(session.position(), lights({1, 3, 4, 5, 7}));
        QCOMPARE(session.lastStepMoves(), std::vector<int>{4});
        session.undoStack()->undo();
        QCOMPARE(session.position(), lights({}));
        session.undoStack()->redo();
        QCOMPARE(session.position(), lights({1, 3, 4, 5, 7}));
        QCOMPARE(session.lastStepMoves(), std::vector<int>{4});
    }

    void editsAreStepsWithoutMoves()
    {
        PuzzleSession session(entry_);
        QVERIFY(!session.setPosition(Position{{1, 0}}, QStringLiteral("wrong size")));
        QCOMPARE(session.undoStack()->count(), 0);
        QVERIFY(session.setPosition(lights({8}), QStringLiteral("Light i")));
        QCOMPARE(session.undoStack()->count(), 1);
        QVERIFY(session.lastStepMoves().empty());
        // A value the dial cannot show is kept (the person may be mid-edit) and named.
        Position bad = lights({});
        bad.cells[2] = 7;
        QVERIFY(session.setPosition(bad, QStringLiteral("bad")));
        QVERIFY(!session.canSolve());
        QVERIFY(!session.problems().empty());
        QVERIFY(!session.solve());
        QCOMPARE(session.status(), PuzzleSession::Status::Idle);
    }

    void solvesExportsAndReopens()
    {
        PuzzleSession session(entry_);
        QVERIFY(session.engineNames().contains(QStringLiteral("bfs")));
        QVERIFY(session.setPosition(lights({0}), QStringLiteral("Light a")));
        QSignalSpy status(&session, &PuzzleSession::statusChanged);
        QVERIFY(session.solve(QStringLiteral("bfs")));
        QCOMPARE(session.status(), PuzzleSession::Status::Solving);
        QTRY_COMPARE_WITH_TIMEOUT(session.status(), PuzzleSession::Status::Solved, 20000);
        const std::vector<int>* moves = session.solution();
        QVERIFY(moves);
        // The one set of presses that clears a lone corner light (3x3 Lights Out is
        // invertible over GF(2)): a, c, f, g, h — found by trying all 512 sets.
        QCOMPARE(session.rules().formatMoves(*moves), std::string("acfgh"));

        const std::string file = session.solutionFileText();
        QVERIFY(file.starts_with("PuzzleLab solution 1\npuzzle: session-lights\n"));
        QVERIFY(file.find("definition: " + entry_->sha256 + "\n") != std::string::npos);
        QVERIFY(file.find("moves: acfgh\n") != std::string::npos);

        // Applying the solution is ONE step that plays all five moves.
        QVERIFY(session.applySolution());
        QVERIFY(session.reached().has_value());
        QCOMPARE(session.lastStepMoves(), *moves);
        QCOMPARE(session.status(), PuzzleSession::Status::Idle);
        QVERIFY(!session.solution());
        session.undoStack()->undo();
        QCOMPARE(session.position(), lights({0}));
        QCOMPARE(session.status(), PuzzleSession::Status::Solved);  // its answer is back

        // A fresh session reopens the file: the position and the moves return.
        PuzzleSession other(entry_);
        const auto read = other.openSolution(file);
        QVERIFY2(read, read ? "" : problemLine(read.problems.front()).c_str());
        QVERIFY(!read.value->definitionChanged);
        QCOMPARE(other.position(), lights({0}));
        QVERIFY(other.solution());
        QCOMPARE(*other.solution(), *moves);
        QCOMPARE(other.status(), PuzzleSession::Status::Solved);
        QCOMPARE(other.undoStack()->count(), 1);

        // A file whose moves do not solve it changes nothing.
        std::string broken = file;
        broken.replace(broken.find("moves: acfgh"), 12, "moves: acfgi");
        PuzzleSession third(entry_);
        const auto refused = third.openSolution(broken);
        QVERIFY(!refused);
        QCOMPARE(refused.problems.front().code, std::string("solution.not-solved"));
        QCOMPARE(third.position(), lights({}));
        QCOMPARE(third.undoStack()->count(), 0);
        // One of another puzzle says which.
        std::string foreign = file;
        foreign.replace(foreign.find("session-lights"), 14, "clocks");
        const auto wrong = third.openSolution(foreign);
        QVERIFY(!wrong);
        QCOMPARE(wrong.problems.front().code, std::string("solution.unknown-puzzle"));
        QCOMPARE(wrong.problems.front().args.front(), std::string("clocks"));
    }

    // Sessions may share one service: stopping one stops only its own search.
    void aSharedServiceStopsOnlyTheOwnSearch()
    {
        SolveService service;
        const auto rotation = Registry::bundled().find("rotation");
        PuzzleSession a(rotation, &service);
        PuzzleSession b(entry_, &service);
        QVERIFY(
            a.setPosition(rotation::rotationHardestBoards().front(), QStringLiteral("13 moves")));
        QVERIFY(b.setPosition(lights({0}), QStringLiteral("Light a")));
        QVERIFY(a.solve(QStringLiteral("bfs")));
        QVERIFY(b.solve(QStringLiteral("bfs")));  // supersedes a's request
        a.stop();
        QTRY_COMPARE_WITH_TIMEOUT(b.status(), PuzzleSession::Status::Solved, 20000);
        QCOMPARE(b.rules().formatMoves(*b.solution()), std::string("acfgh"));
        QTRY_VERIFY_WITH_TIMEOUT(a.status() != PuzzleSession::Status::Solving, 20000);
        QCOMPARE(a.status(), PuzzleSession::Status::Stopped);
    }

    void anEditStopsTheSearchAndLeavesNoStaleStatus()
    {
        // The rotation game's generic bfs on a deep board runs long enough to stop.
        const auto rotation = Registry::bundled().find("rotation");
        QVERIFY(rotation);
        PuzzleSession session(rotation);
        QVERIFY(session.setPosition(rotation::rotationHardestBoards().front(),
                                    QStringLiteral("13 moves")));
        const Position start = session.position();
        QVERIFY(session.solve(QStringLiteral("bfs")));
        QVERIFY(session.playMove(0));  // an edit of the position: the search stops
        QTRY_VERIFY_WITH_TIMEOUT(session.status() != PuzzleSession::Status::Solving, 20000);
        QCOMPARE(session.status(), PuzzleSession::Status::Idle);
        session.undoStack()->undo();
        QCOMPARE(session.position(), start);
        QCOMPARE(session.status(), PuzzleSession::Status::Idle);  // not "stopped"
    }

    // --- the solve request and the solution in hand (what the window only shows) ------

    // A search reports Solving, then its outcome; the answer is for the position it was
    // asked for, and it becomes the solution in hand, shown by the move list.
    void solvingReportsStatusAndTheAnswerBelongsToItsPosition()
    {
        PuzzleSession session(entry_);
        QVERIFY(session.setPosition(lights({0}), QStringLiteral("Light a")));
        QSignalSpy status(&session, &PuzzleSession::statusChanged);
        QSignalSpy finished(&session, &PuzzleSession::solveFinished);
        QSignalSpy solutionChanged(&session, &PuzzleSession::solutionChanged);
        QVERIFY(session.solve(QStringLiteral("bfs")));
        QCOMPARE(status.count(), 1);
        QVERIFY(session.isSolving());
        QCOMPARE(session.request().position, lights({0}));
        QCOMPARE(session.request().engine, QStringLiteral("bfs"));
        QVERIFY(session.request().id > 0);
        QVERIFY(!session.hasSolution());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(status.count(), 2);
        QVERIFY(!session.isSolving());
        QCOMPARE(session.status(), PuzzleSession::Status::Solved);
        QCOMPARE(session.stopReason(), PuzzleSession::StopReason::None);
        QVERIFY(!session.progress().has_value());
        const auto result = finished.at(0).at(0).value<SolveResult>();
        QCOMPARE(result.outcome, Outcome::Solved);
        QCOMPARE(result.position, lights({0}));
        QVERIFY(result.puzzle == session.sharedPuzzle());
        // The solution in hand: the move list holds it from the position searched.
        QVERIFY(session.hasSolution());
        QCOMPARE(solutionChanged.count(), 1);
        QCOMPARE(session.anchor(), 0);
        QCOMPARE(session.moveList()->startPosition(), lights({0}));
        QCOMPARE(session.moveList()->moves(), result.moves);
        QCOMPARE(session.moveList()->endPosition(), lights({}));
        // Statistics of the search, complete since it found the answer.
        QVERIFY(session.statistics().has_value());
        QCOMPARE(session.statistics()->engine, QStringLiteral("bfs"));
        QVERIFY(!session.statistics()->partial);
        QVERIFY(session.statistics()->stats.nodes > 0);
        // Another position: a fresh request answers it only, with its own moves.
        QVERIFY(session.setPosition(lights({4}), QStringLiteral("Light e")));
        QVERIFY(!session.hasSolution());  // another position: the old solution is gone
        QVERIFY(!session.solution());
        QVERIFY(session.solve());  // the default engine
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
        QCOMPARE(finished.at(1).at(0).value<SolveResult>().position, lights({4}));
        QVERIFY(session.solution());
        Position end = lights({4});
        for (int m : *session.solution())
            end = session.puzzle().apply(end, m);
        QCOMPARE(end, lights({}));
    }

    // A change of the position while a search runs stops it, with the reason the window
    // words; the answer (stopped, or one that raced the stop) never becomes the solution
    // of the new position.
    void aPositionChangeWhileSolvingStopsItWithItsReason()
    {
        const auto rotation = Registry::bundled().find("rotation");
        PuzzleSession session(rotation);
        QVERIFY(session.setPosition(rotation::rotationHardestBoards().front(),
                                    QStringLiteral("13 moves")));
        QSignalSpy finished(&session, &PuzzleSession::solveFinished);
        QVERIFY(session.solve(QStringLiteral("bfs")));
        QVERIFY(session.playMove(0));
        QCOMPARE(session.stopReason(), PuzzleSession::StopReason::PositionChanged);
        QVERIFY(session.isSolving());  // until its answer is back
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const auto result = finished.at(0).at(0).value<SolveResult>();
        QVERIFY(result.cancelled() || session.lastAnswerStale());
        QCOMPARE(session.stopReason(), PuzzleSession::StopReason::PositionChanged);
        QVERIFY(!session.hasSolution());
        QVERIFY(!session.solution());
        QCOMPARE(session.status(), PuzzleSession::Status::Idle);
        QVERIFY(session.statistics().has_value());
        QVERIFY(session.statistics()->partial);

        // Stop asked for: the answer comes back Stopped for the position it was about.
        QVERIFY(session.solve(QStringLiteral("bfs")));
        session.stop();
        QCOMPARE(session.stopReason(), PuzzleSession::StopReason::Asked);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
        if (finished.at(1).at(0).value<SolveResult>().cancelled())
            QCOMPARE(session.status(), PuzzleSession::Status::Stopped);
    }

    // The goal changed while solving: stopped with that reason, no solution for the old
    // goal is kept, and the solution in hand is dropped by the change.
    void aGoalChangeStopsTheSearchAndDropsTheSolution()
    {
        const auto square = Registry::bundled().find("msquare");
        QVERIFY(square);
        PuzzleSession session(square);
        QVERIFY(session.document()->hasEditableGoal());
        Position start = session.position();
        std::swap(start.cells[0], start.cells[1]);
        QVERIFY(session.setPosition(start, QStringLiteral("swap")));
        QSignalSpy finished(&session, &PuzzleSession::solveFinished);
        QSignalSpy forgotten(&session, &PuzzleSession::outcomeForgotten);
        QVERIFY(session.solve(QStringLiteral("bfs")));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY(session.hasSolution());
        QCOMPARE(forgotten.count(), 0);

        Position goal = session.goal();
        std::swap(goal.cells[2], goal.cells[3]);
        QVERIFY(session.setGoal(goal, QStringLiteral("Edit goal")));
        QVERIFY(!session.hasSolution());  // it reached the goal it was found for
        QCOMPARE(forgotten.count(), 1);

        QVERIFY(session.solve(QStringLiteral("bfs")));
        QCOMPARE(session.request().goal, goal);
        std::swap(goal.cells[4], goal.cells[5]);
        QVERIFY(session.setGoal(goal, QStringLiteral("Edit goal")));
        QCOMPARE(session.stopReason(), PuzzleSession::StopReason::GoalChanged);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
        QVERIFY(finished.at(1).at(0).value<SolveResult>().cancelled() || session.lastAnswerStale());
        QVERIFY(!session.hasSolution());
        QVERIFY(!session.solution());
        // Undo brings back the goal searched for, not an answer for it.
        session.undoStack()->undo();
        QCOMPARE(session.request().goal, session.goal());
        QVERIFY(!session.hasSolution());
    }

    // Applying the solution is ONE step; undo restores the start in that one step and
    // the solution in hand stays, anchored at its start again; redo at its end.
    void undoAfterApplyingRestoresTheStartInOneStep()
    {
        PuzzleSession session(entry_);
        QVERIFY(session.setPosition(lights({0, 8}), QStringLiteral("Two corners")));
        QSignalSpy finished(&session, &PuzzleSession::solveFinished);
        QVERIFY(session.solve(QStringLiteral("bfs")));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const std::vector<int> moves = session.moveList()->moves();
        QVERIFY(moves.size() > 1);
        const int steps = session.undoStack()->count();
        QVERIFY(session.applySolution());
        QCOMPARE(session.undoStack()->count(), steps + 1);
        QCOMPARE(session.position(), lights({}));
        QCOMPARE(session.lastStepMoves(), moves);
        QVERIFY(session.hasSolution());
        QCOMPARE(session.anchor(), static_cast<int>(moves.size()));
        QVERIFY(!session.applySolution());  // applied already
        session.undoStack()->undo();
        QCOMPARE(session.position(), lights({0, 8}));
        QCOMPARE(session.anchor(), 0);
        QVERIFY(session.hasSolution());
        QCOMPARE(session.status(), PuzzleSession::Status::Solved);
        session.undoStack()->redo();
        QCOMPARE(session.position(), lights({}));
        QCOMPARE(session.anchor(), static_cast<int>(moves.size()));

        // A step of the solution shown from its end, committed: an edit back to it.
        session.moveList()->setCurrentStep(1);
        const Position shown = session.moveList()->positionAt(1);
        session.commitShownStep();
        QCOMPARE(session.position(), shown);
        QVERIFY(!session.hasSolution());  // neither its start nor its end any more
        // ... and from the start, the moves up to the step shown, as one step.
        session.undoStack()->undo();
        session.undoStack()->undo();
        QCOMPARE(session.position(), lights({0, 8}));
        QVERIFY(session.solve(QStringLiteral("bfs")));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
        session.moveList()->setCurrentStep(2);
        const int before = session.undoStack()->index();
        session.commitShownStep();
        QCOMPARE(session.undoStack()->index(), before + 1);
        QCOMPARE(session.lastStepMoves(), std::vector<int>(moves.begin(), moves.begin() + 2));
    }

    // A request superseded by a newer one ends as well, but only the newer one counts.
    void theAnswerOfAStaleRequestIsIgnored()
    {
        const auto rotation = Registry::bundled().find("rotation");
        SolveService service;
        PuzzleSession session(rotation, &service);
        QVERIFY(session.setPosition(rotation::rotationHardestBoards().front(),
                                    QStringLiteral("13 moves")));
        QSignalSpy serviceFinished(&service, &SolveService::finished);
        QSignalSpy finished(&session, &PuzzleSession::solveFinished);
        QVERIFY(session.solve(QStringLiteral("bfs")));
        const int first = session.request().id;
        QVERIFY(session.solve(QStringLiteral("table")));
        QVERIFY(session.request().id != first);
        QTRY_COMPARE_WITH_TIMEOUT(serviceFinished.count(), 2, 60000);
        QCOMPARE(serviceFinished.at(0).at(0).toInt(), first);
        QCOMPARE(serviceFinished.at(0).at(1).value<SolveResult>().outcome, Outcome::Cancelled);
        // Only the second answer reached the session: solved, not "stopped".
        QCOMPARE(finished.count(), 1);
        QCOMPARE(session.status(), PuzzleSession::Status::Solved);
        QCOMPARE(session.result()->engine, QStringLiteral("table"));
        QCOMPARE(session.stopReason(), PuzzleSession::StopReason::None);
        QCOMPARE(static_cast<int>(session.solution()->size()), 13);
    }

    // An opened solution abandons the running search: its answer never arrives.
    void openingASolutionAbandonsTheSearch()
    {
        const auto rotation = Registry::bundled().find("rotation");
        PuzzleSession session(rotation);
        QVERIFY(session.setPosition(rotation::rotationHardestBoards().front(),
                                    QStringLiteral("13 moves")));
        QSignalSpy finished(&session, &PuzzleSession::solveFinished);
        QVERIFY(session.solve(QStringLiteral("bfs")));
        const Position start = session.basePuzzle()->initial();
        PuzzleSession::Statistics recorded;
        recorded.engine = QStringLiteral("ida");
        recorded.stats.nodes = 42;
        session.openSolution(start, Position{}, {0, 1}, QStringLiteral("Open"), recorded);
        QVERIFY(!session.isSolving());
        QCOMPARE(session.position(), start);
        QVERIFY(session.hasSolution());
        QCOMPARE(session.moveList()->moves(), (std::vector<int>{0, 1}));
        QCOMPARE(session.statistics()->engine, QStringLiteral("ida"));
        QCOMPARE(session.statistics()->stats.nodes, quint64(42));
        QCOMPARE(session.status(), PuzzleSession::Status::Solved);
        QTest::qWait(300);
        QCOMPARE(finished.count(), 0);
        QVERIFY(session.hasSolution());
    }

    // The step that changed the position carries its move, done or undone, so the view
    // animates it without guessing; an edit carries none.
    void theChangeCarriesTheMoveItPlayed()
    {
        PuzzleSession session(entry_);
        const PuzzleDocument& document = *session.document();
        QVERIFY(session.playMove(4));
        QCOMPARE(document.changeMoves(), std::vector<int>{4});
        QVERIFY(session.setPosition(lights({2}), QStringLiteral("Light c")));
        QVERIFY(document.changeMoves().empty());
        session.undoStack()->undo();  // back over the edit
        QVERIFY(document.changeMoves().empty());
        session.undoStack()->undo();  // back over the move: the same move, undone
        QCOMPARE(document.changeMoves(), std::vector<int>{4});
        QCOMPARE(session.position(), lights({}));
        session.undoStack()->redo();
        QCOMPARE(document.changeMoves(), std::vector<int>{4});
        QCOMPARE(session.position(), lights({1, 3, 4, 5, 7}));
    }

    // The file a solution came from: remembered only with a solution in hand, modified
    // once the solution in hand is another one or gone.
    void theSolutionFileIsModifiedOnceTheSolutionDiffers()
    {
        PuzzleSession session(entry_);
        QVERIFY(!session.rememberFile(QStringLiteral("/tmp/none.txt")));
        QVERIFY(session.filePath().isEmpty());
        QVERIFY(!session.fileModified());
        QVERIFY(session.setPosition(lights({0}), QStringLiteral("Light a")));
        QSignalSpy finished(&session, &PuzzleSession::solveFinished);
        QVERIFY(session.solve(QStringLiteral("bfs")));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY(session.rememberFile(QStringLiteral("/tmp/lights.txt")));
        QCOMPARE(session.filePath(), QStringLiteral("/tmp/lights.txt"));
        QVERIFY(!session.fileModified());
        // Applied and undone: still the file's solution.
        QVERIFY(session.applySolution());
        QVERIFY(!session.fileModified());
        session.undoStack()->undo();
        QVERIFY(!session.fileModified());
        // Another position: the solution is gone, the file no longer what is shown.
        QVERIFY(session.setPosition(lights({8}), QStringLiteral("Light i")));
        QVERIFY(session.fileModified());
        session.forgetFile();
        QVERIFY(session.filePath().isEmpty());
        QVERIFY(!session.fileModified());
    }

    // Reset: the definition's start, and its goal where the person sets the goal, in
    // ONE undo step.
    void resetRestoresStartAndGoalInOneStep()
    {
        const auto square = Registry::bundled().find("msquare");
        PuzzleSession session(square);
        const Position start = session.position();
        const Position goal = session.goal();
        Position moved = start;
        std::swap(moved.cells[0], moved.cells[7]);
        Position otherGoal = goal;
        std::swap(otherGoal.cells[1], otherGoal.cells[2]);
        QVERIFY(session.setPositionAndGoal(moved, otherGoal, QStringLiteral("Paste")));
        QCOMPARE(session.undoStack()->count(), 1);
        QCOMPARE(session.position(), moved);
        QCOMPARE(session.goal(), otherGoal);
        QVERIFY(session.reset(QStringLiteral("Reset")));
        QCOMPARE(session.undoStack()->count(), 2);
        QCOMPARE(session.position(), start);
        QCOMPARE(session.goal(), goal);
        session.undoStack()->undo();
        QCOMPARE(session.position(), moved);
        QCOMPARE(session.goal(), otherGoal);

        // A puzzle whose goal is fixed: the start only, the goal as it was (none).
        PuzzleSession fixedGoal(entry_);
        QVERIFY(fixedGoal.setPosition(lights({3}), QStringLiteral("Light d")));
        QVERIFY(fixedGoal.reset(QStringLiteral("Reset")));
        QCOMPARE(fixedGoal.position(), lights({}));
        QVERIFY(fixedGoal.goal().cells.empty());
    }
};

QTEST_GUILESS_MAIN(TestPuzzleSession)
#include "tst_puzzle_session.moc"
