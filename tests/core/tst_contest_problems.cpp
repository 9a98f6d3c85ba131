// The contest puzzles' readers report structured problems (core/problem.h): every
// message of docs/bad-input.md that core's contest readers write (judge inputs, position
// and move text, solution files) comes from a problem whose codes all have an English
// wording (no "internal" pass-through), and core's one English formatter gives exactly
// the documented sentence. Every row is run again through the structured API, its
// input taken whole from tests/core/bad_input_rows.h (the rows tst_bad_input ran).
#include <QTest>

#include <cstdint>
#include <string>
#include <vector>

#include "contest_kinds.h"
#include "contest_rows.h"
#include "core/checked_readers.h"
#include "core/judge_reader.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/solution_file.h"

using namespace pl;
using namespace pl::contest_rows;
using namespace pl::test;

namespace {

// Every code of `problem` and of its parts has an English wording of its own.
void checkCodes(const Problem& problem, const QString& row)
{
    QVERIFY2(problem.code != "internal",
             qPrintable(row + QStringLiteral(": passed on as a sentence: ") +
                        QString::fromStdString(problemText(problem))));
    QVERIFY2(!problemWording(problem.code).empty(),
             qPrintable(row + QStringLiteral(": no wording for ") +
                        QString::fromStdString(problem.code)));
    for (const Problem& part : problem.parts)
        checkCodes(part, row);
}

}  // namespace

class TestContestProblems : public QObject {
    Q_OBJECT
private slots:
    void documentedMessagesHaveCodes()
    {
        int rerun = 0;
        const std::vector<Row> rows = readRows();
        for (const Row& r : rows) {
            const QString row = QString::fromStdString(r.reader + " / " + r.name);
            // Every row's input is in tests/core/bad_input_rows.h, also where the table
            // shows it cut.
            QVERIFY2(r.reread, qPrintable(row + QStringLiteral(": input not found")));
            // One problem per documented message (a solution file reports every one of
            // its problems; every other row has one).
            QVERIFY2(!r.problems.empty(), qPrintable(row));
            QVERIFY2(r.problems.size() == r.messages.size(), qPrintable(row));
            QVERIFY2(r.problems.size() == 1 || r.reader == "solution file", qPrintable(row));
            std::string lines;
            for (std::size_t i = 0; i < r.problems.size(); ++i) {
                checkCodes(r.problems[i], row);
                if (QTest::currentTestFailed())
                    return;
                // The documented sentence, from the one formatter ...
                QCOMPARE(QString::fromStdString(cell(problemLine(r.problems[i]))),
                         QString::fromStdString(r.messages[i]));
                if (i)
                    lines += '\n';
                lines += problemLine(r.problems[i]);
            }
            QCOMPARE(QString::fromStdString(r.messages.front()), QString::fromStdString(r.message));
            // ... which the string API says too (every line of it).
            QCOMPARE(r.sentence, lines);
            if (r.reader.starts_with("judge "))
                QCOMPARE(r.streamed, r.problems);  // the same problem, the same case
            ++rerun;
        }
        // The table has about 190 such messages, every one re-read (the long rotation
        // boards and the 100 MB inputs too, though the table shows them cut).
        qInfo("%d documented messages of the contest readers, %d re-read",
              static_cast<int>(rows.size()), rerun);
        QVERIFY2(rows.size() >= 180, qPrintable(QString::number(rows.size())));
        QCOMPARE(rerun, static_cast<int>(rows.size()));
    }

    // The where of a judge problem is the case, renumbered by the streaming reader.
    void judgeCaseIsTheWhere()
    {
        const std::string text = "9 9 12 6 6 6 6 3 6\n9 9 12 6 6 6 6 3 6\n-3 9 12 6 6 6 6 3 6\n";
        JudgeReader reader(addOn(PuzzleKind::Clocks).judge());
        // In pieces: the bad case is checked alone, as "case 1" of its own text.
        for (std::size_t i = 0; i < text.size(); i += 5)
            reader.feed(std::string_view(text).substr(i, 5));
        reader.finish();
        QCOMPARE(judgeProblems(reader).size(), std::size_t{1});
        const Problem& p = judgeProblems(reader).front();
        QCOMPARE(p.where.caseNumber, 3);
        QCOMPARE(p.code, std::string("position.clock-shows"));
        QCOMPARE(p.args, (std::vector<std::string>{"A", "-3"}));
        QCOMPARE(reader.error(),
                 std::string("case 3: clock A shows -3; a clock shows 3, 6, 9 or 12"));
        QCOMPARE(whereText(p.where), std::string("case 3"));
    }

    // A wrapper's part is a problem of its own: "line 3: bad position: target: ...".
    void partsNest()
    {
        std::string text = kMsquareFile;
        text.replace(text.find("2 6 8"), 5, "2 6 9");
        const Checked<SolutionRecord> read = readSolutionFileChecked(text);
        QVERIFY(!read);
        QCOMPARE(read.problems.size(), std::size_t{1});
        const Problem& p = read.problems.front();
        QCOMPARE(p.code, std::string("solution.bad-position"));
        QCOMPARE(p.where.line, 3);
        QCOMPARE(p.parts.size(), std::size_t{1});
        QCOMPARE(p.parts[0].code, std::string("position.target"));
        QCOMPARE(p.parts[0].parts.size(), std::size_t{1});
        const Problem& inner = p.parts[0].parts[0];
        QCOMPARE(inner.code, std::string("position.tile-range"));
        QCOMPARE(inner.args, (std::vector<std::string>{"9", "1", "8"}));
        QCOMPARE(problemLine(p),
                 std::string("line 3: bad position: target: tile value 9 is out of range 1..8"));

        // The rotation label counts: one part per label that is not there 8 times.
        const Puzzle& rotation = puzzle(PuzzleKind::Rotation);
        const Checked<Position> counts =
            parsePositionChecked(rotation, "1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 3");
        QVERIFY(!counts);
        const Problem& c = counts.problems.front();
        QCOMPARE(c.code, std::string("position.label-counts-3"));
        QCOMPARE(c.parts.size(), std::size_t{3});
        QCOMPARE(c.parts[2].code, std::string("position.label-once"));
        QCOMPARE(problemText(c), std::string("label 1 appears 23 times, label 2 appears 0 times, "
                                             "label 3 appears once (each must appear 8 times)"));
    }

    // Positions made in code (not read from text) that no engine can take.
    void validateSaysWhy()
    {
        const auto say = [](const Problems& problems) {
            if (problems.empty())
                return std::string("valid");
            for (const Problem& each : problems)
                checkCodes(each, QStringLiteral("validate"));
            return problemLine(problems.front());
        };
        const auto first = [&say](const Puzzle& p, std::vector<std::uint8_t> cells) {
            return say(validateProblems(p, Position{std::move(cells)}));
        };
        const Puzzle& clocks = puzzle(PuzzleKind::Clocks);
        QCOMPARE(first(clocks, {0, 0, 0, 0, 0, 0, 0, 0}),
                 std::string("a clocks position has 9 clocks, not 8"));
        QCOMPARE(first(clocks, {0, 5, 0, 0, 0, 0, 0, 0, 0}),
                 std::string("clock B is 5 quarter turns past 12, more than 3"));
        QCOMPARE(first(clocks, {0, 1, 2, 3, 0, 1, 2, 3, 0}), std::string("valid"));
        // Magic Squares: the board in the contest's words; the target is the held
        // puzzle's goal, checked as the definition checks a goal.
        const auto square = [&say](std::vector<std::uint8_t> board,
                                   std::vector<std::uint8_t> target) {
            return say(
                caseProblems(PuzzleKind::MagicSquare,
                             JudgeCase{Position{std::move(board)}, Position{std::move(target)}}));
        };
        QCOMPARE(say(addOn(PuzzleKind::MagicSquare).contestForm().validate(Position{{1, 2, 3}})),
                 std::string("expected 8 numbers, found 3"));
        QCOMPARE(square({1, 2, 3, 4, 5, 6, 7, 9}, {1, 2, 3, 4, 5, 6, 7, 8}),
                 std::string("board has tile 9; tiles are 1 to 8"));
        QCOMPARE(square({1, 2, 3, 4, 5, 6, 7, 8}, {1, 2, 3, 4, 5, 6, 7, 0}),
                 std::string("cell 7: 0 is not a label of this puzzle (1, 2, 3, 4, 5, 6, 7, 8)"));
        QCOMPARE(
            square({1, 2, 3, 4, 5, 6, 7, 8}, {1, 2, 3, 4, 5, 6, 8, 8}),
            std::string("not a rearrangement of the start: label 7 appears 0 times instead of 1"));
        QCOMPARE(square({1, 2, 3, 4, 5, 6, 7, 8}, {2, 6, 8, 4, 5, 7, 3, 1}), std::string("valid"));
        const Puzzle& rotation = puzzle(PuzzleKind::Rotation);
        QCOMPARE(first(rotation, {1, 2}), std::string("expected 24 cells, found 2"));
        std::vector<std::uint8_t> board(24, 1);
        board[5] = 7;
        QCOMPARE(first(rotation, board), std::string("cell 5: '7' is not a label (1, 2 or 3)"));
        // And validate() is the same sentence.
        QCOMPARE(rotation.validate(Position{board}), first(rotation, board));
    }

    // An engine given a position it cannot take fails with the problem validate() has.
    // The held puzzles' engines (the add-ons' hand-tuned ones behind the Puzzle face);
    // Magic Squares' target is a goal the Puzzle face cannot take, so its engines are
    // given it on their own face.
    void enginesFailWithProblems()
    {
        struct Case {
            PuzzleKind kind;
            std::vector<std::uint8_t> cells;
        };
        const Case cases[] = {{PuzzleKind::Clocks, {0, 0, 0}},
                              {PuzzleKind::Clocks, {0, 0, 0, 0, 9, 0, 0, 0, 0}},
                              {PuzzleKind::Rotation, std::vector<std::uint8_t>(24, 2)}};
        int engines = 0;
        for (const Case& c : cases) {
            const Puzzle& p = puzzle(c.kind);
            const Position position{c.cells};
            const Problems expected = validateProblems(p, position);
            QCOMPARE(expected.size(), std::size_t{1});
            for (const std::string& name : addOn(c.kind).engineNames()) {
                const CancelToken cancel;
                const Answer s = p.makeEngine(name)->solve(position, {}, cancel);
                const QString row = QString::fromStdString(contestKey(c.kind) + " " + name);
                QVERIFY2(s.outcome == Outcome::Failed, qPrintable(row));
                // The problems themselves (the window words them in its language), the
                // ones validate() gives.
                QCOMPARE(s.problems, expected);
                checkCodes(s.problems.front(), row);
                QCOMPARE(firstProblemLine(s.problems), p.validate(position));
                ++engines;
            }
        }
        {
            const JudgeCase badTarget{Position{{1, 2, 3, 4, 5, 6, 7, 8}},
                                      Position{{1, 2, 3, 4, 5, 6, 7, 7}}};
            // The goal check names each label that is off: 7 twice, 8 missing.
            const Problems expected = caseProblems(PuzzleKind::MagicSquare, badTarget);
            QCOMPARE(expected.size(), std::size_t{2});
            QVERIFY(!heldPuzzle(PuzzleKind::MagicSquare)->withGoal(*badTarget.goal));
            for (const std::string& name : addOn(PuzzleKind::MagicSquare).engineNames()) {
                const CancelToken cancel;
                const Answer a =
                    contestEngine(PuzzleKind::MagicSquare, name)
                        ->solve(contestRequest(PuzzleKind::MagicSquare, badTarget), {}, cancel);
                const QString row = QString::fromStdString("msquare " + name);
                QVERIFY2(a.outcome == Outcome::Failed, qPrintable(row));
                QCOMPARE(a.problems, expected);
                checkCodes(a.problems.front(), row);
                ++engines;
            }
        }
        QVERIFY(engines >= 9);
        // A failed answer carries its problems as they are; an answer has none unless
        // it failed.
        const Answer failed = failedAnswer({Problem{"internal", {"something went wrong"}, {}}});
        QCOMPARE(failed.outcome, Outcome::Failed);
        QCOMPARE(failed.problems.front().code, std::string("internal"));
        QCOMPARE(problemLine(failed.problems.front()), std::string("something went wrong"));
        QVERIFY(Answer{}.problems.empty());
    }
};

QTEST_GUILESS_MAIN(TestContestProblems)
#include "tst_contest_problems.moc"
