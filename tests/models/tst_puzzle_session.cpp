// PuzzleSession: a puzzle the program has never seen, written to a folder by the
// test, is listed, played, undone, solved, exported and reopened with no code change.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include "core/rotation_game.h"
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
        EngineService service;
        const auto rotation = Registry::bundled().find("rotation");
        PuzzleSession a(rotation, &service);
        PuzzleSession b(entry_, &service);
        QVERIFY(a.setPosition(rotationHardestBoards().front(), QStringLiteral("13 moves")));
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
        QVERIFY(session.setPosition(rotationHardestBoards().front(), QStringLiteral("13 moves")));
        const Position start = session.position();
        QVERIFY(session.solve(QStringLiteral("bfs")));
        QVERIFY(session.playMove(0));  // an edit of the position: the search stops
        QTRY_VERIFY_WITH_TIMEOUT(session.status() != PuzzleSession::Status::Solving, 20000);
        QCOMPARE(session.status(), PuzzleSession::Status::Idle);
        session.undoStack()->undo();
        QCOMPARE(session.position(), start);
        QCOMPARE(session.status(), PuzzleSession::Status::Idle);  // not "stopped"
    }
};

QTEST_GUILESS_MAIN(TestPuzzleSession)
#include "tst_puzzle_session.moc"
