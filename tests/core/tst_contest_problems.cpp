// The contest puzzles' readers report structured problems (core/problem.h): every
// message of docs/bad-input.md that core's contest readers write (judge inputs, position
// and move text, solution files) comes from a problem whose codes all have an English
// wording (no "internal" pass-through), and core's one English formatter gives exactly
// the documented sentence. The rows are re-read from the table itself: each row whose
// input the table shows whole is run again through the structured API.
#include <QFile>
#include <QTest>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/judge_reader.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/solution_file.h"

using namespace pl;

namespace {

// The example solution files the table's solution rows are changes of (SPEC 5).
const char* const kRotationFile =
    "PuzzleLab solution 1\n"
    "puzzle: rotation\n"
    "position: 1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"
    "moves: AC\n"
    "length: 2\n"
    "result: 2\n"
    "engine: table\n"
    "nodes: 3\n"
    "time-ms: 0.01\n";
const char* const kClocksFile =
    "PuzzleLab solution 1\n"
    "puzzle: clocks\n"
    "position: 9 9 12 6 6 6 6 3 6\n"
    "moves: 4 5 8 9\n"
    "length: 4\n"
    "result: solved\n";
const char* const kMsquareFile =
    "PuzzleLab solution 1\n"
    "puzzle: msquare\n"
    "position: 1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1\n"
    "moves: BCABCCB\n"
    "length: 7\n"
    "result: solved\n";

// A table cell as the table writes it: '|', line ends, tabs, '`' and bytes that do not
// print escaped (the escaping of tests/core/tst_bad_input.cpp).
std::string cell(std::string_view text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '|') {
            out += "\\|";
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '`') {
            out += "\\x60";
        } else if (c < 0x20 || c >= 0x7f) {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += ch;
        }
    }
    return out;
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

// The bytes of a cell (the inputs hold no backslash of their own).
std::string uncell(std::string_view text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\' || i + 1 == text.size()) {
            out += text[i];
            continue;
        }
        const char next = text[++i];
        if (next == 'n') {
            out += '\n';
        } else if (next == 'r') {
            out += '\r';
        } else if (next == 't') {
            out += '\t';
        } else if (next == '|') {
            out += '|';
        } else if (next == 'x' && i + 2 < text.size() && hexDigit(text[i + 1]) >= 0 &&
                   hexDigit(text[i + 2]) >= 0) {
            out += static_cast<char>(hexDigit(text[i + 1]) * 16 + hexDigit(text[i + 2]));
            i += 2;
        } else {
            out += '\\';
            out += next;
        }
    }
    return out;
}

// The cells of one table row: "| a | b | c | d |" (a '|' inside a cell is "\|").
std::vector<std::string> cells(const std::string& line)
{
    std::vector<std::string> out;
    std::string current;
    for (std::size_t i = 1; i < line.size(); ++i) {
        if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
            current += "\\|";
            ++i;
        } else if (line[i] == '|') {
            out.push_back(current.size() >= 2 ? current.substr(1, current.size() - 2) : current);
            current.clear();
        } else {
            current += line[i];
        }
    }
    return out;
}

// The text between the first pair of backticks of `text`, or nothing.
std::optional<std::string> firstQuoted(std::string_view text, std::size_t* after = nullptr)
{
    const std::size_t open = text.find('`');
    if (open == std::string_view::npos)
        return std::nullopt;
    const std::size_t close = text.find('`', open + 1);
    if (close == std::string_view::npos)
        return std::nullopt;
    if (after)
        *after = close + 1;
    return std::string(text.substr(open + 1, close - open - 1));
}

// The input a row shows, when it shows it whole.
std::optional<std::string> wholeInput(const std::string& shown)
{
    if (shown == "(empty)")
        return std::string();
    if (shown.find("...") != std::string::npos && shown.find("bytes)") != std::string::npos)
        return std::nullopt;  // cut
    if (shown.starts_with("`100 MB of "))
        return std::nullopt;  // a description of the input, not the input
    if (shown.starts_with("`") && shown.ends_with("`") && shown.size() >= 2)
        return uncell(shown.substr(1, shown.size() - 2));
    // A solution file written as a change of an example.
    for (const auto& [name, text] :
         {std::pair{"rotation", kRotationFile}, std::pair{"clocks", kClocksFile},
          std::pair{"msquare", kMsquareFile}}) {
        const std::string example = std::string(name) + " example";
        if (!shown.starts_with(example))
            continue;
        std::string base = text;
        const std::string rest = shown.substr(example.size());
        std::size_t after = 0;
        if (rest.starts_with(" with ")) {
            const auto added = firstQuoted(rest, &after);
            if (!added || rest.substr(after) != " after it")
                return std::nullopt;
            return base + uncell(*added);
        }
        if (rest.starts_with(", line ")) {
            const auto removed = firstQuoted(rest, &after);
            if (!removed)
                return std::nullopt;
            const std::string tail = rest.substr(after);
            if (!tail.starts_with(" becomes "))
                return std::nullopt;
            const auto added = firstQuoted(tail, &after);
            if (!added || after != tail.size())
                return std::nullopt;
            const std::string from = uncell(*removed);
            const std::size_t at = base.find(from);
            if (at == std::string::npos)
                return std::nullopt;
            return base.replace(at, from.size(), uncell(*added));
        }
        return std::nullopt;
    }
    return std::nullopt;
}

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

const Puzzle& contest(const std::string& name)
{
    const Puzzle* p = puzzleByKey(name);
    if (!p)
        qFatal("no puzzle %s", name.c_str());
    return *p;
}

}  // namespace

class TestContestProblems : public QObject {
    Q_OBJECT
private slots:
    void documentedMessagesHaveCodes()
    {
        QFile file(QStringLiteral(PL_SOURCE_DIR "/docs/bad-input.md"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        int rerun = 0;
        int messages = 0;
        std::vector<std::string> seenCodes;
        while (!file.atEnd()) {
            const std::string line = file.readLine().trimmed().toStdString();
            if (!line.starts_with("| "))
                continue;
            const std::vector<std::string> c = cells(line);
            if (c.size() != 4)
                continue;
            const std::string& reader = c[0];
            const bool judge = reader.starts_with("judge ");
            const bool position = reader.starts_with("position ");
            const bool moves = reader.starts_with("moves ");
            const bool solution = reader == "solution file";
            if (!judge && !position && !moves && !solution)
                continue;
            const auto message = firstQuoted(c[3]);
            if (!message)
                continue;  // accepted
            ++messages;
            const auto input = wholeInput(c[2]);
            if (!input)
                continue;
            const QString row = QString::fromStdString(reader + " / " + c[1]);
            Problems problems;
            if (judge) {
                const std::string key = reader.substr(6, reader.find(' ', 6) - 6);
                const Puzzle& p = contest(key);
                const JudgeInput in = p.parseJudge(*input);
                QCOMPARE(in.problems.size(), std::size_t{1});
                QCOMPARE(in.error, problemLine(in.problems.front()));
                JudgeReader streamed(p);
                streamed.feed(*input);
                streamed.finish();
                QCOMPARE(streamed.problems(), in.problems);  // the same problem, same case
                problems = in.problems;
            } else if (position) {
                const Puzzle& p = contest(reader.substr(9));
                Checked<Position> parsed = p.parsePositionChecked(*input);
                problems = parsed ? p.validateProblems(*parsed.value) : parsed.problems;
                QCOMPARE(p.parsePosition(*input).error, firstProblemLine(parsed.problems));
            } else if (moves) {
                const Puzzle& p = contest(reader.substr(6));
                problems = p.parseMovesChecked(*input).problems;
                QCOMPARE(p.parseMoves(*input).error, firstProblemLine(problems));
            } else {
                problems = readSolutionFileChecked(*input).problems;
                QCOMPARE(readSolutionFile(*input).error, firstProblemLine(problems));
            }
            QVERIFY2(!problems.empty(), qPrintable(row));
            checkCodes(problems.front(), row);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(QString::fromStdString(cell(problemLine(problems.front()))),
                     QString::fromStdString(*message));
            seenCodes.push_back(problems.front().code);
            ++rerun;
        }
        // The table has about 190 such messages; most show their input whole (the long
        // rotation boards and the 100 MB inputs are cut: tst_bad_input reads those, and
        // its sentences are the same formatter's).
        qInfo("%d documented messages of the contest readers, %d re-read", messages, rerun);
        QVERIFY2(messages >= 180, qPrintable(QString::number(messages)));
        QVERIFY2(rerun >= 140, qPrintable(QString::number(rerun)));
    }

    // The where of a judge problem is the case, renumbered by the streaming reader.
    void judgeCaseIsTheWhere()
    {
        const Puzzle& clocks = contest("clocks");
        const std::string text = "9 9 12 6 6 6 6 3 6\n9 9 12 6 6 6 6 3 6\n-3 9 12 6 6 6 6 3 6\n";
        JudgeReader reader(clocks);
        // In pieces: the bad case is checked alone, as "case 1" of its own text.
        for (std::size_t i = 0; i < text.size(); i += 5)
            reader.feed(std::string_view(text).substr(i, 5));
        reader.finish();
        QCOMPARE(reader.problems().size(), std::size_t{1});
        const Problem& p = reader.problems().front();
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
        const Puzzle& rotation = contest("rotation");
        const Checked<Position> counts =
            rotation.parsePositionChecked("1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 3");
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
        const auto first = [](const Puzzle& p, std::vector<std::uint8_t> cells) {
            const Problems problems = p.validateProblems(Position{std::move(cells)});
            if (problems.empty())
                return std::string("valid");
            for (const Problem& each : problems)
                checkCodes(each, QStringLiteral("validate"));
            return problemLine(problems.front());
        };
        const Puzzle& clocks = contest("clocks");
        QCOMPARE(first(clocks, {0, 0, 0, 0, 0, 0, 0, 0}),
                 std::string("a clocks position has 9 clocks, not 8"));
        QCOMPARE(first(clocks, {0, 5, 0, 0, 0, 0, 0, 0, 0}),
                 std::string("clock B is 5 quarter turns past 12, more than 3"));
        QCOMPARE(first(clocks, {0, 1, 2, 3, 0, 1, 2, 3, 0}), std::string("valid"));
        const Puzzle& msquare = contest("msquare");
        QCOMPARE(first(msquare, {1, 2, 3}),
                 std::string("a Magic Squares position has 16 cells (board and target), not 3"));
        QCOMPARE(first(msquare, {1, 2, 3, 4, 5, 6, 7, 9, 1, 2, 3, 4, 5, 6, 7, 8}),
                 std::string("board has tile 9; tiles are 1 to 8"));
        QCOMPARE(first(msquare, {1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 0}),
                 std::string("target has tile 0; tiles are 1 to 8"));
        QCOMPARE(first(msquare, {1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 8, 8}),
                 std::string("target repeats tile 8"));
        const Puzzle& rotation = contest("rotation");
        QCOMPARE(first(rotation, {1, 2}), std::string("expected 24 cells, found 2"));
        std::vector<std::uint8_t> board(24, 1);
        board[5] = 7;
        QCOMPARE(first(rotation, board), std::string("cell 5: '7' is not a label (1, 2 or 3)"));
        // And validate() is the same sentence.
        QCOMPARE(rotation.validate(Position{board}), first(rotation, board));
    }
};

QTEST_GUILESS_MAIN(TestContestProblems)
#include "tst_contest_problems.moc"
