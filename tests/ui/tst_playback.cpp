// PlaybackController on its own: a board, a move list model and the controller,
// without the main window.
#include <memory>
#include <random>

#include <QSignalSpy>
#include <QTest>

#include "contest_kinds.h"
#include "core/puzzle.h"
#include "models/move_list_model.h"
#include "ui/clocks_board.h"
#include "ui/magic_square_board.h"
#include "ui/playback_controller.h"
#include "ui/rotation_board.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;

namespace {

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

// A position that needs several moves, and its optimal solution from the core.
struct Sample {
    Position start;
    std::vector<int> moves;
};

Sample sample(PuzzleKind kind, unsigned seed)
{
    const Puzzle& p = test::windowPuzzle(kind);
    std::mt19937_64 rng(seed);
    for (;;) {
        Sample s;
        s.start = p.random(rng);
        const Answer solution =
            p.makeEngine(p.engineNames().front())->solve(s.start, {}, CancelToken{});
        if (solution.outcome == Outcome::Solved && solution.moves.size() >= 4) {
            s.moves = solution.moves;
            return s;
        }
    }
}

// Replays the first `step` moves with the one apply function.
Position replay(PuzzleKind kind, const Sample& s, int step)
{
    Position p = s.start;
    for (int i = 0; i < step; ++i)
        p = test::windowPuzzle(kind).apply(p, s.moves[static_cast<std::size_t>(i)]);
    return p;
}

struct Rig {
    explicit Rig(PuzzleKind k) : kind(k), board(makeBoard(k)), controller(&model, board.get())
    {
        board->resize(700, 560);
        board->show();
    }
    PuzzleKind kind;
    MoveListModel model;
    std::unique_ptr<BoardWidget> board;
    PlaybackController controller;
};

}  // namespace

class TestPlayback : public QObject {
    Q_OBJECT
private slots:
    void speedSteps()
    {
        const auto& steps = PlaybackController::speedSteps();
        QVERIFY(steps.size() >= 4);
        for (std::size_t i = 1; i < steps.size(); ++i)
            QVERIFY(steps[i] < steps[i - 1]);  // faster to the right
        QCOMPARE(steps.back(), 0);             // the last one is instant
        const int last = static_cast<int>(steps.size()) - 1;
        QCOMPARE(PlaybackController::durationForSpeed(last), 0);
        QCOMPARE(PlaybackController::durationForSpeed(last + 5), 0);
        QCOMPARE(PlaybackController::speedForDuration(0), last);
        QCOMPARE(PlaybackController::durationForSpeed(0), steps.front());
        QCOMPARE(PlaybackController::pauseAfterMove(0), 0);
    }

    void stepsLandOnExactPositions_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addRow("clocks") << int(PuzzleKind::Clocks);
        QTest::addRow("msquare") << int(PuzzleKind::MagicSquare);
        QTest::addRow("rotation") << int(PuzzleKind::Rotation);
    }

    void stepsLandOnExactPositions()
    {
        QFETCH(int, kind);
        Rig rig{PuzzleKind(kind)};
        const Sample s = sample(rig.kind, 7 + kind);
        rig.controller.setMoveDurationMs(60000);  // every step stays mid-animation
        QVERIFY(rig.controller.setSolution(test::sharedOf(rig.kind), s.start, s.moves));
        QCOMPARE(rig.board->puzzlePosition(), s.start);
        QCOMPARE(rig.controller.step(), 0);
        const int n = static_cast<int>(s.moves.size());

        for (int k = 1; k <= n; ++k) {
            rig.controller.stepForward();
            QVERIFY(rig.board->animating());
            QCOMPARE(rig.controller.step(), k);
            QCOMPARE(rig.board->puzzlePosition(), rig.model.positionAt(k));
            QCOMPARE(rig.board->puzzlePosition(), replay(rig.kind, s, k));
            // While paused, the move the next step plays is marked on the board.
            QCOMPARE(rig.board->highlightedMove(),
                     k < n ? s.moves[static_cast<std::size_t>(k)] : -1);
        }
        rig.controller.stepForward();  // at the end: nothing happens
        QCOMPARE(rig.controller.step(), n);
        rig.board->finishAnimation();
        QCOMPARE(rig.board->puzzlePosition(), replay(rig.kind, s, n));
        QVERIFY(test::windowPuzzle(rig.kind).isGoal(rig.board->puzzlePosition()));

        for (int k = n - 1; k >= 0; --k) {
            rig.controller.stepBack();
            QVERIFY(rig.board->animating());  // the move plays backwards
            QCOMPARE(rig.controller.step(), k);
            QCOMPARE(rig.board->puzzlePosition(), replay(rig.kind, s, k));
        }
        rig.controller.stepBack();
        QCOMPARE(rig.controller.step(), 0);
        rig.board->finishAnimation();
        QCOMPARE(rig.board->puzzlePosition(), s.start);
    }

    void jumpsAreInstantAndClamped()
    {
        Rig rig{PuzzleKind::MagicSquare};
        const Sample s = sample(rig.kind, 3);
        rig.controller.setMoveDurationMs(60000);
        rig.controller.setSolution(test::sharedOf(rig.kind), s.start, s.moves);
        rig.controller.jumpTo(3);
        QVERIFY(!rig.board->animating());
        QCOMPARE(rig.controller.step(), 3);
        QCOMPARE(rig.board->puzzlePosition(), replay(rig.kind, s, 3));
        rig.controller.jumpTo(1000);
        QCOMPARE(rig.controller.step(), int(s.moves.size()));
        rig.controller.jumpTo(-4);
        QCOMPARE(rig.controller.step(), 0);
        QCOMPARE(rig.board->puzzlePosition(), s.start);
        rig.controller.jumpToEnd();
        QCOMPARE(rig.board->puzzlePosition(), replay(rig.kind, s, int(s.moves.size())));
        rig.controller.jumpToStart();
        QCOMPARE(rig.board->puzzlePosition(), s.start);
    }

    void playAnimatesEveryMoveToTheEnd()
    {
        Rig rig{PuzzleKind::Rotation};
        const Sample s = sample(rig.kind, 11);
        rig.controller.setMoveDurationMs(30);
        rig.controller.setSolution(test::sharedOf(rig.kind), s.start, s.moves);
        QSignalSpy ended(&rig.controller, &PlaybackController::playedToEnd);
        QSignalSpy playing(&rig.controller, &PlaybackController::playingChanged);
        int animatedSteps = 0;
        connect(&rig.controller, &PlaybackController::stepChanged, this,
                [&] { animatedSteps += rig.board->animating() ? 1 : 0; });
        rig.controller.play();
        QVERIFY(rig.controller.isPlaying());
        QCOMPARE(rig.board->highlightedMove(), -1);  // no marker running ahead of the play
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 10000);
        QVERIFY(!rig.controller.isPlaying());
        QCOMPARE(playing.count(), 2);
        QCOMPARE(animatedSteps, int(s.moves.size()));
        QCOMPARE(rig.controller.step(), int(s.moves.size()));
        QCOMPARE(rig.board->puzzlePosition(), replay(rig.kind, s, int(s.moves.size())));

        // Play at the end starts again from the beginning.
        rig.controller.play();
        QCOMPARE(rig.controller.step(), 1);
        rig.controller.pause();
    }

    void instantSpeedNeverAnimates()
    {
        Rig rig{PuzzleKind::MagicSquare};
        const Sample s = sample(rig.kind, 5);
        rig.controller.setMoveDurationMs(0);
        rig.controller.setSolution(test::sharedOf(rig.kind), s.start, s.moves);
        QSignalSpy ended(&rig.controller, &PlaybackController::playedToEnd);
        bool everAnimated = false;
        connect(&rig.controller, &PlaybackController::stepChanged, this,
                [&] { everAnimated = everAnimated || rig.board->animating(); });
        rig.controller.play();
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 2000);
        QVERIFY(!everAnimated);
        QCOMPARE(rig.board->puzzlePosition(), replay(rig.kind, s, int(s.moves.size())));
        rig.controller.jumpTo(0);
        rig.controller.stepForward();
        QVERIFY(!rig.board->animating());
        QCOMPARE(rig.board->puzzlePosition(), replay(rig.kind, s, 1));
    }

    void pauseHoldsTheStep()
    {
        Rig rig{PuzzleKind::Clocks};
        const Sample s = sample(rig.kind, 9);
        rig.controller.setMoveDurationMs(40);
        rig.controller.setSolution(test::sharedOf(rig.kind), s.start, s.moves);
        rig.controller.play();
        QCOMPARE(rig.controller.step(), 1);
        rig.controller.pause();
        QTest::qWait(300);
        QCOMPARE(rig.controller.step(), 1);
        QCOMPARE(rig.board->highlightedMove(), s.moves[1]);
        rig.controller.togglePlay();
        QVERIFY(rig.controller.isPlaying());
        rig.controller.togglePlay();
        QVERIFY(!rig.controller.isPlaying());
    }

    void interruptLandsTheAnimation()
    {
        Rig rig{PuzzleKind::Rotation};
        const Sample s = sample(rig.kind, 13);
        rig.controller.setMoveDurationMs(60000);
        rig.controller.setSolution(test::sharedOf(rig.kind), s.start, s.moves);
        rig.controller.play();
        QVERIFY(rig.board->animating());
        rig.controller.interrupt();
        QVERIFY(!rig.board->animating());
        QVERIFY(!rig.controller.isPlaying());
        QCOMPARE(rig.board->puzzlePosition(), replay(rig.kind, s, 1));

        // A click on the board is new input too: the board lands its animation itself.
        rig.controller.stepForward();
        QVERIFY(rig.board->animating());
        QTest::mouseClick(rig.board.get(), Qt::LeftButton, {}, rig.board->cellRect(0).center());
        QVERIFY(!rig.board->animating());
    }

    void clearForgetsTheSolution()
    {
        Rig rig{PuzzleKind::Clocks};
        const Sample s = sample(rig.kind, 21);
        rig.controller.setSolution(test::sharedOf(rig.kind), s.start, s.moves);
        rig.controller.jumpTo(2);
        rig.controller.clear();
        QVERIFY(!rig.controller.hasSolution());
        QCOMPARE(rig.board->highlightedMove(), -1);
        rig.controller.play();  // nothing to play
        QVERIFY(!rig.controller.isPlaying());
        rig.controller.stepForward();
        QCOMPARE(rig.controller.step(), 0);
    }
};

QTEST_MAIN(TestPlayback)
#include "tst_playback.moc"
