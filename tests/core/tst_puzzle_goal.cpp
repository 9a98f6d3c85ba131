// A puzzle whose goal the person sets (SPEC 7.1 editableGoal) through the Puzzle face:
// editableGoal(), goalPosition(), withGoal() (the same puzzle solving, scrambling and
// measuring toward another goal), goalProblems() and parsePositionAndGoal() (the
// "position / goal" text). The definition is written here: four tiles in a row, R turns
// them one cell right, S swaps the first two; every one of the 24 arrangements is
// reached. Distances are checked against this test's own breadth-first search over
// moves written out here.
#include <QTest>

#include <map>
#include <queue>
#include <random>

#include "contest_kinds.h"
#include "core/checked_readers.h"
#include "core/contest/add_on.h"
#include "core/definition_puzzle.h"
#include "core/registry.h"

using namespace pl;
using namespace pl::test;

namespace {

const char* const kDefinition = R"({
  "puzzlelab": 1, "key": "four-to-order", "name": "Four to Order", "kind": "permutation",
  "labels": [1, 2, 3, 4],
  "cells": [{"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 1, "y": 0},
            {"id": 2, "x": 2, "y": 0}, {"id": 3, "x": 3, "y": 0}],
  "start": [1, 2, 3, 4],
  "moves": [{"name": "R", "cycles": [[0, 1, 2, 3]]}, {"name": "S", "cycles": [[0, 1]]}],
  "goal": {"values": [1, 2, 3, 4]},
  "editableGoal": true
})";

std::shared_ptr<const Puzzle> fourToOrder()
{
    Checked<PuzzleEntry> entry = loadDefinition(kDefinition, "four.puzzle.json");
    if (!entry)
        qFatal("the test's definition does not read: %s",
               problemLine(entry.problems.front()).c_str());
    return puzzleFor(std::make_shared<const PuzzleEntry>(std::move(*entry.value)));
}

Position cells(std::initializer_list<int> values)
{
    Position p;
    for (int v : values)
        p.cells.push_back(static_cast<std::uint8_t>(v));
    return p;
}

// R: cell i+1 gets cell i (cell 0 gets cell 3); S: cells 0 and 1 trade.
Position play(Position p, int move)
{
    if (move == 0)
        return cells({p.cells[3], p.cells[0], p.cells[1], p.cells[2]});
    std::swap(p.cells[0], p.cells[1]);
    return p;
}

int code(const Position& p)
{
    int c = 0;
    for (std::uint8_t v : p.cells)
        c = c * 5 + v;
    return c;
}

// Distance of every arrangement to `goal` (the moves' inverses walk back from it).
std::map<int, int> distancesTo(const Position& goal)
{
    // Both moves' inverses are powers of them: R' = R R R, S' = S.
    const auto back = [](const Position& p, int m) {
        return m == 0 ? play(play(play(p, 0), 0), 0) : play(p, 1);
    };
    std::map<int, int> d{{code(goal), 0}};
    std::queue<Position> open;
    open.push(goal);
    while (!open.empty()) {
        const Position at = open.front();
        open.pop();
        for (int m = 0; m < 2; ++m) {
            const Position prev = back(at, m);
            if (d.emplace(code(prev), d[code(at)] + 1).second)
                open.push(prev);
        }
    }
    return d;
}

Position replay(Position p, const std::vector<int>& moves)
{
    for (int m : moves)
        p = play(p, m);
    return p;
}

}  // namespace

class TestPuzzleGoal : public QObject {
    Q_OBJECT
private slots:
    void editableGoalComesFromTheDefinition()
    {
        const auto four = fourToOrder();
        QVERIFY(four->editableGoal());
        QCOMPARE(four->goalPosition(), std::optional<Position>(cells({1, 2, 3, 4})));
        const Registry bundled = Registry::bundled();
        const auto lights = puzzleFor(bundled.find("lights-out-3"));
        QVERIFY(!lights->editableGoal());
        QVERIFY(!lights->goalPosition());
        QVERIFY(!lights->withGoal(lights->initial()));
        // The contest puzzles are held as their definitions: Magic Squares' target is
        // the goal the person sets; The Clocks' and The Rotation Game's goals are fixed.
        QCOMPARE(contestPuzzles().size(), std::size_t(3));
        for (const Puzzle* contest : contestPuzzles())
            QVERIFY2(contest->editableGoal() == (contest->key() == "msquare"),
                     contest->key().c_str());
    }

    void withGoalSolvesAndMeasuresTowardThatGoal()
    {
        const auto four = fourToOrder();
        const Position goal = cells({3, 1, 4, 2});
        const auto bound = four->withGoal(goal);
        QVERIFY(bound);
        QVERIFY(bound->editableGoal());
        QCOMPARE(bound->goalPosition(), std::optional<Position>(goal));
        QVERIFY(bound->isGoal(goal));
        QVERIFY(!bound->isGoal(cells({1, 2, 3, 4})));
        // The same definition: the solution file still names it.
        QCOMPARE(bound->key(), four->key());
        QCOMPARE(bound->entry()->sha256, four->entry()->sha256);
        QCOMPARE(bound->cellCount(), 4);
        QCOMPARE(bound->moveNames(), four->moveNames());

        const std::map<int, int> want = distancesTo(goal);
        QCOMPARE(want.size(), std::size_t(24));
        Position p = cells({1, 2, 3, 4});
        std::mt19937_64 rng(11);
        for (int round = 0; round < 24; ++round) {
            QCOMPARE(bound->distance(p), want.at(code(p)));
            for (const std::string& name : bound->engineNames()) {
                const auto engine = bound->makeEngine(name);
                const CancelToken never;
                const Answer s = engine->solve(p, {}, never);
                QCOMPARE(s.outcome, Outcome::Solved);
                QCOMPARE(replay(p, s.moves), goal);
                QCOMPARE(int(s.moves.size()), want.at(code(p)));
            }
            for (int m : bound->optimalMoves(p))
                QCOMPARE(want.at(code(play(p, m))), want.at(code(p)) - 1);
            p = bound->scramble(rng);
            QVERIFY(bound->validate(p).empty());
        }
        // Every arrangement at its distance from the goal: the histogram of the goal.
        std::vector<std::uint64_t> histogram;
        for (const auto& [c, d] : want) {
            if (histogram.size() <= std::size_t(d))
                histogram.resize(std::size_t(d) + 1);
            ++histogram[std::size_t(d)];
        }
        QCOMPARE(bound->histogram(), histogram);
        // The puzzle it came from still answers for its own goal.
        QCOMPARE(four->distance(cells({1, 2, 3, 4})), 0);
    }

    void aGoalThatIsNoRearrangementIsRefused()
    {
        const auto four = fourToOrder();
        QVERIFY(!four->withGoal(cells({1, 1, 3, 4})));
        QVERIFY(!four->withGoal(cells({1, 2, 3})));
        QVERIFY(!four->withGoal(cells({1, 2, 3, 9})));
        QVERIFY(goalProblems(*four, cells({1, 2, 3, 4})).empty());
        QVERIFY(!goalProblems(*four, cells({1, 1, 3, 4})).empty());
        QVERIFY(!goalProblems(*four, cells({1, 2, 3})).empty());
        const Registry bundled = Registry::bundled();
        const auto lights = puzzleFor(bundled.find("lights-out-3"));
        const Problems none = goalProblems(*lights, lights->initial());
        QCOMPARE(none.size(), std::size_t(1));
        QCOMPARE(none.front().code, std::string("case.goal-not-editable"));
    }

    void positionAndGoalText()
    {
        const auto four = fourToOrder();
        const auto both = parsePositionAndGoal(*four, "2 1 3 4 / 4 3 2 1");
        QVERIFY(both);
        QCOMPARE(both.value->position, cells({2, 1, 3, 4}));
        QCOMPARE(both.value->goal, std::optional<Position>(cells({4, 3, 2, 1})));
        const auto alone = parsePositionAndGoal(*four, " 4 3 2 1 ");
        QVERIFY(alone);
        QCOMPARE(alone.value->position, cells({4, 3, 2, 1}));
        QVERIFY(!alone.value->goal);
        QVERIFY(!parsePositionAndGoal(*four, "1 2 3 4 / 1 1 2 3"));
        QVERIFY(!parsePositionAndGoal(*four, "1 2 3 4 / 1 2 3"));
        QVERIFY(!parsePositionAndGoal(*four, "1 2 3 / 1 2 3 4"));
        // Without a slash, twice the words of a position: the position, then its goal
        // (Magic Squares' 16 numbers, as its old files and pastes give them).
        const auto halves = parsePositionAndGoal(*four, "2 1 3 4\t4 3 2 1\n");
        QVERIFY(halves);
        QCOMPARE(halves.value->position, cells({2, 1, 3, 4}));
        QCOMPARE(halves.value->goal, std::optional<Position>(cells({4, 3, 2, 1})));
        QVERIFY(!parsePositionAndGoal(*four, "2 1 3 4 1 1 2 3"));  // no goal: a repeat
        QVERIFY(!parsePositionAndGoal(*four, "2 1 3 4 4 3 2"));    // odd
        QVERIFY(!parsePositionAndGoal(*four, "2 1 3 4 4 3 2 1 5 6"));

        // A puzzle without an editable goal reads its whole text its own way: The
        // Clocks' slashes part its rows, they are no goal.
        const Puzzle& clocks = *contestPuzzle("clocks");
        QVERIFY(!clocks.editableGoal());
        const auto rows = parsePositionAndGoal(clocks, "9 9 12 / 6 6 6 / 6 3 6");
        QVERIFY(rows);
        QVERIFY(!rows.value->goal);
        QCOMPARE(rows.value->position, cells({3, 3, 0, 2, 2, 2, 2, 1, 2}));
        // Magic Squares' board / target: the held puzzle's position and its goal.
        const Puzzle& square = *contestPuzzle("msquare");
        const auto old = parsePositionAndGoal(square, "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1");
        QVERIFY(old);
        QCOMPARE(old.value->position, cells({1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(old.value->goal, std::optional<Position>(cells({2, 6, 8, 4, 5, 7, 3, 1})));
        const Registry bundled = Registry::bundled();
        const auto lights = puzzleFor(bundled.find("lights-out-3"));
        QVERIFY(!parsePositionAndGoal(*lights, "0 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 0"));
        QVERIFY(!parsePositionAndGoal(*lights, "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"));
    }

    // Issue 11: the program holds each contest puzzle as its bundled definition, one
    // object with the contest's add-on: Magic Squares as its 8-cell definition, the
    // target as the goal (its contest notation, board / target, reads into the two).
    void aSessionHoldsMagicSquaresAsItsDefinition()
    {
        const auto held = heldContestPuzzle("msquare");
        QVERIFY(held);
        QCOMPARE(heldContestPuzzle("msquare"), held);  // one object
        QCOMPARE(held->key(), std::string("msquare"));
        QCOMPARE(held->cellCount(), 8);
        QVERIFY(held->editableGoal());
        QCOMPARE(held->moveNames(), contestMoveNames(PuzzleKind::MagicSquare));
        QCOMPARE(held->entry()->sha256, Registry::bundled().find("msquare")->sha256);
        // The contest's judge format and notation are the held puzzle's add-on's.
        QCOMPARE(contestKindOf(*held), std::optional(PuzzleKind::MagicSquare));
        QVERIFY(addOnOf(*held->entry()));
        QCOMPARE(addOnOf(*held->entry())->key(), std::string("msquare"));
        // The Clocks is held as its definition too, which writes and reads clock faces
        // and the contest's move shorthand as the contest's notation does, and whose
        // moves and distances are the contest's rules written by hand.
        {
            const auto clocks = heldContestPuzzle("clocks");
            QVERIFY(clocks);
            QCOMPARE(heldContestPuzzle("clocks"), clocks);  // one object
            QCOMPARE(clocks->entry()->sha256, Registry::bundled().find("clocks")->sha256);
            QCOMPARE(contestKindOf(*clocks), std::optional(PuzzleKind::Clocks));
            QVERIFY(!clocks->editableGoal());
            const PositionForm& form = addOn(PuzzleKind::Clocks).contestForm();
            std::mt19937_64 rng(94);
            for (int i = 0; i < 20; ++i) {
                const Position q = clocks->random(rng);
                const std::string text = form.format(JudgeCase{q, std::nullopt});
                QCOMPARE(clocks->formatPosition(q), text);
                QCOMPARE(*clocks->parsePosition(text).value, q);
                int counts = 0;
                for (const std::uint8_t c : clocks::solveCounts(q))
                    counts += c;
                QCOMPARE(clocks->distance(q), counts);
                // The contest notation reads back the same position, with no goal.
                const auto split = form.parse(text);
                QVERIFY(split);
                QCOMPARE(split.value->position, q);
                QVERIFY(!split.value->goal);
                for (int m = 0; m < 9; ++m)
                    QCOMPARE(clocks->apply(q, m), handWrittenMove(PuzzleKind::Clocks, q, m));
            }
            QCOMPARE(clocks->formatPosition(Position{std::vector<std::uint8_t>(9, 0)}),
                     std::string("12 12 12 12 12 12 12 12 12"));
            for (const char* moves : {"4589", "4,5 8", "1 2 3", "x", "40"}) {
                const auto mine = parseMovesChecked(*clocks, moves);
                const auto theirs = *form.parseMoves(moves);
                QCOMPARE(mine.value, theirs.value);
                QCOMPARE(mine.problems.size(), theirs.problems.size());
                if (!mine)
                    QCOMPARE(mine.problems.front().code, theirs.problems.front().code);
            }
            QCOMPARE(*clocks->parseMoves("4589").value, (std::vector<int>{3, 4, 7, 8}));
            const Position bad{std::vector<std::uint8_t>(9, 5)};
            QCOMPARE(clocks->validate(bad), firstProblemLine(form.validate(bad)));
            QVERIFY(!clocks->validate(bad).empty());
        }
        // The Rotation Game is held as its definition as well: the board's 24 numbers
        // and the contest's move letters (either case, with or without spaces) read and
        // written as the contest's notation does, the same distances (to any centre of
        // one number) and moves as the contest's rules written by hand.
        {
            const auto rotation = heldContestPuzzle("rotation");
            QVERIFY(rotation);
            QCOMPARE(heldContestPuzzle("rotation"), rotation);  // one object
            QCOMPARE(rotation->entry()->sha256, Registry::bundled().find("rotation")->sha256);
            QCOMPARE(contestKindOf(*rotation), std::optional(PuzzleKind::Rotation));
            QCOMPARE(rotation->moveNames(), contestMoveNames(PuzzleKind::Rotation));
            const PositionForm& form = addOn(PuzzleKind::Rotation).contestForm();
            std::mt19937_64 rng(2286);
            for (int i = 0; i < 20; ++i) {
                const Position q = rotation::randomBoard(rng);
                const std::string text = form.format(JudgeCase{q, std::nullopt});
                QCOMPARE(rotation->formatPosition(q), text);
                QCOMPARE(*rotation->parsePosition(text).value, q);
                QCOMPARE(rotation->distance(q), rotation::boardDistance(q));
                QCOMPARE(rotation->isGoal(q), handWrittenSolved(PuzzleKind::Rotation, q));
                const auto split = form.parse(text);
                QVERIFY(split);
                QCOMPARE(split.value->position, q);
                QVERIFY(!split.value->goal);
                for (int m = 0; m < 8; ++m)
                    QCOMPARE(rotation->apply(q, m), handWrittenMove(PuzzleKind::Rotation, q, m));
            }
            for (const char* moves : {"AC", "a c", "A,C", "HGFE", "Z", "A1"}) {
                const auto mine = parseMovesChecked(*rotation, moves);
                const auto theirs = *form.parseMoves(moves);
                QCOMPARE(mine.value, theirs.value);
                QCOMPARE(mine.problems.size(), theirs.problems.size());
                if (!mine)
                    QCOMPARE(mine.problems.front().code, theirs.problems.front().code);
            }
            QCOMPARE(*rotation->parseMoves("ahB").value, (std::vector<int>{0, 7, 1}));
            const Position bad{std::vector<std::uint8_t>(24, 1)};
            QCOMPARE(rotation->validate(bad), firstProblemLine(rotation::boardProblems(bad)));
            QVERIFY(!rotation->validate(bad).empty());
        }
        const Registry bundled = Registry::bundled();
        const auto lights = puzzleFor(bundled.find("lights-out-3"));
        QVERIFY(!contestKindOf(*lights));
        QVERIFY(!addOnOf(*lights->entry()));
        // A definition of the same key (not the held object) is no contest puzzle.
        const DefinitionPuzzle ownSquare(bundled.find("msquare"));
        QVERIFY(!contestKindOf(ownSquare));

        const PositionForm& form = addOn(PuzzleKind::MagicSquare).contestForm();
        const auto split = form.parse("1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1");
        QVERIFY(split);
        QCOMPARE(split.value->position, cells({1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(split.value->goal, std::optional<Position>(cells({2, 6, 8, 4, 5, 7, 3, 1})));
        // The board alone has the standard target.
        const auto boardOnly = form.parse("1 2 3 4 5 6 7 8");
        QVERIFY(boardOnly);
        QCOMPARE(boardOnly.value->goal, std::optional<Position>(cells({1, 2, 3, 4, 5, 6, 7, 8})));
        QVERIFY(!form.parse("1 1 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1"));

        // The held puzzle answers for the target as the contest's own table does.
        const auto sample = held->withGoal(*split.value->goal);
        QVERIFY(sample);
        QCOMPARE(sample->distance(split.value->position), 7);
        QCOMPARE(
            msquare::MagicSquareTable::instance().distance(msquare::relabel(
                msquare::Board{1, 2, 3, 4, 5, 6, 7, 8}, msquare::Board{2, 6, 8, 4, 5, 7, 3, 1})),
            7);
    }
};

QTEST_GUILESS_MAIN(TestPuzzleGoal)
#include "tst_puzzle_goal.moc"
