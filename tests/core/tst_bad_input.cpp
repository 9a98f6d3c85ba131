// Bad input for every reader of text (issue 7): the judge formats of the three
// puzzles (Puzzle::parseJudge and the streaming JudgeReader, which must agree), the
// solution file, and position and move text. Each row states the exact message, or
// that the input is accepted. Rows marked "fuzz:" are inputs the fuzz targets of
// tests/fuzz found; rows marked "review:" are inputs a hostile review tried; they
// stay here as regression tests.
//
// With PL_BAD_INPUT_TABLE=FILE in the environment the test also writes FILE: a
// Markdown table of every row (reader, the row's name, the start of its input, and
// what the reader said, or "accepted"), for people to read.
#include <QCoreApplication>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "bad_definitions.h"
#include "contest_rows.h"
#include "core/def/def_reader.h"
#include "core/judge_reader.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/solution_file.h"

using namespace pl;

namespace {

constexpr std::size_t kHundredMegabytes = std::size_t{100} << 20;  // 104,857,600 bytes

const std::string kClocks = "9 9 12 6 6 6 6 3 6\n";
const std::string kMsquare = "2 6 8 4 5 7 3 1\n";
const std::string kRotationA = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n";
const std::string kRotationB = "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n";

std::string_view view(const QByteArray& bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

// JudgeReader fed `text` in pieces of `piece` bytes, collected like parseJudge's result.
JudgeInput readInPieces(const Puzzle& puzzle, std::string_view text, std::size_t piece)
{
    JudgeReader reader(puzzle);
    JudgeInput out;
    const auto take = [&] {
        for (Position& p : reader.takeCases())
            out.cases.push_back(std::move(p));
    };
    for (std::size_t at = 0; at < text.size(); at += piece) {
        reader.feed(text.substr(at, piece));
        take();
    }
    reader.finish();
    take();
    out.error = reader.error();
    return out;
}

// A reader that is only counted, not kept: a 100 MB input holds millions of cases.
struct Streamed {
    std::size_t cases = 0;
    std::size_t bytesFed = 0;  // how far the input was read before the outcome was known
    Position first;
    Position last;
    std::string error;
};

// Feeds `block` `count` times, then `tail`, stopping once the outcome is known.
Streamed streamRepeated(const Puzzle& puzzle, const std::string& block, std::size_t count,
                        const std::string& tail)
{
    JudgeReader reader(puzzle);
    Streamed s;
    const auto take = [&] {
        for (Position& p : reader.takeCases()) {
            if (s.cases++ == 0)
                s.first = p;
            s.last = std::move(p);
        }
    };
    for (std::size_t i = 0; i < count && !reader.stopped(); ++i) {
        reader.feed(block);
        s.bytesFed += block.size();
        take();
    }
    if (!reader.stopped()) {
        reader.feed(tail);
        s.bytesFed += tail.size();
    }
    reader.finish();
    take();
    s.error = reader.error();
    return s;
}

// About 1 MiB of `line` repeated: a 100 MB input is 100 of these.
constexpr std::size_t kBlocks = 100;
std::size_t linesPerBlock(std::size_t lineSize)
{
    return (std::size_t{1} << 20) / lineSize;
}
std::string megabyteOf(const std::string& line)
{
    std::string block;
    for (std::size_t i = linesPerBlock(line.size()); i > 0; --i)
        block += line;
    return block;
}

Position parsed(PuzzleKind kind, const char* text)
{
    auto p = puzzle(kind).parsePosition(text);
    if (!p)
        qFatal("test position '%s' does not parse: %s", text, p.error.c_str());
    return *p.value;
}

using contest_rows::kClocksFile;
using contest_rows::kMsquareFile;
using contest_rows::kRotationFile;

// ---- the optional table of outcomes (PL_BAD_INPUT_TABLE) ---------------------------

// Appends rather than `"literal" + std::string`, on which GCC 12 at -O3 reports a
// false -Wrestrict.
std::string cat(std::initializer_list<std::string_view> parts)
{
    std::string out;
    for (const std::string_view part : parts)
        out += part;
    return out;
}

struct TableRow {
    std::string reader;
    std::string row;
    std::string input;  // as shown: the start of the input, escaped
    std::string outcome;
};

std::vector<TableRow>& tableRows()
{
    static std::vector<TableRow> rows;
    return rows;
}

// Markdown table cells hold one line: escape what would break it or not print.
using contest_rows::cell;

std::string casesText(std::size_t n)
{
    return std::to_string(n) + (n == 1 ? " case" : " cases");
}

// The first bytes of an input, escaped, with its size when cut.
std::string shownInput(std::string_view input)
{
    constexpr std::size_t kShown = 48;
    if (input.empty())
        return "(empty)";
    std::string out = cat({"`", cell(input.substr(0, kShown)), "`"});
    if (input.size() > kShown)
        out += cat({"... (", std::to_string(input.size()), " bytes)"});
    return out;
}

// `row` defaults to the data tag of the running row.
// A solution file shown as the lines it changes in the example file of its puzzle
// (kRotationFile, ...), when it is one of them with a few lines changed.
std::string shownFile(std::string_view input)
{
    struct Base {
        const char* name;
        std::string_view text;
    };
    const Base bases[] = {
        {"rotation", kRotationFile}, {"clocks", kClocksFile}, {"msquare", kMsquareFile}};
    const Base* best = nullptr;
    std::size_t bestPrefix = 0;
    std::size_t bestSuffix = 0;
    for (const Base& b : bases) {
        const std::size_t most = std::min(input.size(), b.text.size());
        std::size_t prefix = 0;
        while (prefix < most && input[prefix] == b.text[prefix])
            ++prefix;
        std::size_t suffix = 0;
        while (suffix < most - prefix &&
               input[input.size() - 1 - suffix] == b.text[b.text.size() - 1 - suffix])
            ++suffix;
        if (!best || prefix + suffix > bestPrefix + bestSuffix) {
            best = &b;
            bestPrefix = prefix;
            bestSuffix = suffix;
        }
    }
    if (!best || bestPrefix + bestSuffix < best->text.size() / 2)
        return shownInput(input);
    // Widen the change to whole lines.
    const std::string_view base = best->text;
    std::size_t prefix = bestPrefix;
    while (prefix > 0 && base[prefix - 1] != '\n')
        --prefix;
    std::size_t suffix = bestSuffix;
    while (suffix > 0 && base[base.size() - suffix] != '\n')
        --suffix;
    if (suffix > 0)
        --suffix;  // the changed line's own line end goes with it
    const std::string_view removed = base.substr(prefix, base.size() - suffix - prefix);
    const std::string_view added = input.substr(prefix, input.size() - suffix - prefix);
    const auto shown = [](std::string_view text) {
        constexpr std::size_t kShown = 48;
        return cat({"`", cell(text.substr(0, kShown)), text.size() > kShown ? "`..." : "`",
                    text.size() > kShown ? cat({" (", std::to_string(text.size()), " bytes)"})
                                         : std::string()});
    };
    const std::string line = std::to_string(
        1 + std::count(base.begin(), base.begin() + static_cast<std::ptrdiff_t>(prefix), '\n'));
    const std::string example = cat({best->name, " example"});
    if (removed.empty() && added.empty())
        return example + " as it is";
    if (removed.empty())
        return suffix == 0 ? cat({example, " with ", shown(added), " after it"})
                           : cat({example, " with ", shown(added), " before line ", line});
    if (added.empty())
        return cat({example, " without line ", line, " ", shown(removed)});
    return cat({example, ", line ", line, " ", shown(removed), " becomes ", shown(added)});
}

void record(std::string reader, std::string_view input, std::string_view error,
            std::string_view acceptedNote = {}, const char* row = nullptr)
{
    std::string outcome = error.empty() ? std::string("accepted") : cat({"`", cell(error), "`"});
    if (!acceptedNote.empty())
        outcome += cat({" ", acceptedNote});
    if (!row)
        row = QTest::currentDataTag() ? QTest::currentDataTag() : QTest::currentTestFunction();
    tableRows().push_back(
        {reader, cell(row),
         reader.starts_with("solution file") ? shownFile(input) : shownInput(input), outcome});
}

std::string tableText()
{
    std::string text =
        "# Bad input: every row of tests/core/tst_bad_input.cpp\n\n"
        "<!-- Generated: PL_BAD_INPUT_TABLE=docs/bad-input.md build/tests/core_tst_bad_input;\n"
        "     the test fails while this file differs from what it generates. -->\n\n"
        "What each reader says about each input the test tries: the exact message, or\n"
        "\"accepted\". Judge rows are read both whole (Puzzle::parseJudge) and in pieces\n"
        "(JudgeReader, as puzzlelab-solve reads them); the test checks that both say the\n"
        "same. Inputs are shown escaped (\\xNN for bytes that do not print) and cut.\n"
        "Definition rows (SPEC 7) change one of the sample definitions in\n"
        "tests/core/def_samples.h as shown and list every problem the definition reader\n"
        "reports, one per line: `<where>: <what is wrong>`, where = line and column of the\n"
        "value (or key) and its key path.\n\n"
        "| reader | row | input | outcome |\n|---|---|---|---|\n";
    for (const TableRow& r : tableRows())
        text += cat({"| ", r.reader, " | ", r.row, " | ", r.input, " | ", r.outcome, " |\n"});
    text += cat({"\n", std::to_string(tableRows().size()), " rows.\n"});
    return text;
}

void writeTable(const char* path, const std::string& text)
{
    std::FILE* f = std::fopen(path, "w");
    if (!f)
        qFatal("cannot write %s", path);
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
}

std::string replaced(std::string text, std::string_view from, std::string_view to)
{
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("'%s' is not in the test text", std::string(from).c_str());
    return text.replace(at, from.size(), to);
}

}  // namespace

class TestBadInput : public QObject {
    Q_OBJECT
private slots:
    void cleanupTestCase();
    void judge_data();
    void judge();
    void judgeHundredMegabytes_data();
    void judgeHundredMegabytes();
    void parseJudgeOnOneHundredMegabyteToken();
    void position_data();
    void position();
    void moves_data();
    void moves();
    void solutionFile_data();
    void solutionFile();
    void solutionFileSizeGuard();
    void solutionFileRoundTrip_data();
    void solutionFileRoundTrip();
    void definition_data();
    void definition();
};

void TestBadInput::cleanupTestCase()
{
    const std::string text = tableText();
    if (const char* path = std::getenv("PL_BAD_INPUT_TABLE")) {
        writeTable(path, text);
        return;
    }
    // docs/bad-input.md is this table; when every row ran (no test function named on
    // the command line), it must be current.
    if (QCoreApplication::arguments().size() > 1)
        return;
    QFile doc(QStringLiteral(PL_SOURCE_DIR "/docs/bad-input.md"));
    QVERIFY2(doc.open(QIODevice::ReadOnly), "docs/bad-input.md is missing");
    const QByteArray committed = doc.readAll();
    QVERIFY2(committed == QByteArray::fromStdString(text),
             "docs/bad-input.md is out of date: regenerate it with "
             "PL_BAD_INPUT_TABLE=docs/bad-input.md build/tests/core_tst_bad_input");
}

// ---- judge formats ------------------------------------------------------------------

void TestBadInput::judge_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("goodCases");
    QTest::addColumn<QByteArray>("error");  // exact; empty = the whole input is accepted
    const auto row = [](const char* name, PuzzleKind kind, const std::string& input, int cases,
                        std::string_view error) {
        QTest::newRow(name) << static_cast<int>(kind) << bytes(input) << cases << bytes(error);
    };
    const std::string long70(70, '0');
    const std::string binary("\x00\x01\x02\xff\xfe", 5);

    const PuzzleKind c = PuzzleKind::Clocks;
    row("clocks empty", c, "", 0, "case 1: expected 9 numbers, found 0 (the input is empty)");
    row("clocks only blank lines", c, " \n\r\n\t\n", 0,
        "case 1: expected 9 numbers, found 0 (the input is empty)");
    row("clocks letters", c, "nine 9 12 6 6 6 6 3 6\n", 0, "case 1: 'nine' is not a number");
    row("clocks decimal", c, kClocks + "3.0 9 12 6 6 6 6 3 6\n", 1,
        "case 2: '3.0' is not a number");
    row("clocks negative", c, kClocks + "-3 9 12 6 6 6 6 3 6\n", 1,
        "case 2: clock A shows -3; a clock shows 3, 6, 9 or 12");
    row("clocks huge", c, "9 9 12 6 6 6 6 3 123456789012345678901234567890\n", 0,
        "case 1: clock I shows 12345678901234567890...; a clock shows 3, 6, 9 or 12");
    row("clocks out of range", c, "9 9 0 6 6 6 6 3 6\n", 0,
        "case 1: clock C shows 0; a clock shows 3, 6, 9 or 12");
    row("clocks too few", c, "9 9 12 6 6 6 6 3\n", 0, "case 1: expected 9 numbers, found 8");
    row("clocks too many", c, kClocks + "9\n", 1, "case 2: expected 9 numbers, found 1");
    row("clocks CRLF", c, "9 9 12\r\n6 6 6\r\n6 3 6\r\n", 1, "");
    row("clocks BOM", c, "\xEF\xBB\xBF" + kClocks, 1, "");
    row("clocks whitespace, no final newline", c,
        "  9\t9  12\n\n6 6 6\v6 3 6\f\n12 12 12 12 "
        "12 12 12 12 12",
        2, "");
    row("clocks plus sign and leading zeros", c, "+3 009 12 6 6 6 6 3 " + long70 + "6\n", 1, "");
    row("clocks second BOM is no space", c, "\xEF\xBB\xBF\xEF\xBB\xBF" + kClocks, 0,
        "case 1: '\\xef\\xbb\\xbf9' is not a number (a byte order mark is allowed only at "
        "the very start)");
    row("clocks binary", c, binary, 0, "case 1: '\\x00\\x01\\x02\\xff\\xfe' is not a number");
    // review: inputs a hostile review tried; the first ones were wrong before it.
    row("review: clocks plus then minus", c, "+-3 9 12 6 6 6 6 3 6\n", 0,
        "case 1: '+-3' is not a number");
    row("review: clocks long plus then minus", c, "+-" + long70 + "3 9 12 6 6 6 6 3 6\n", 0,
        "case 1: '+-000000000000000000...' is not a number");
    row("review: clocks lone CR line ends", c, "9 9 12\r6 6 6\r6 3 6\r12 12 12 12 12 12 12 12 12",
        2, "");
    row("review: clocks UTF-16 LE with BOM", c,
        std::string("\xFF\xFE"
                    "9\0 \0"
                    "9\0",
                    7),
        0,
        "case 1: '\\xff\\xfe9\\x00' is not a number (the text looks like UTF-16; save it as "
        "UTF-8 or ASCII)");
    row("review: clocks BOM glued to case 2", c, kClocks + "\xEF\xBB\xBF" + kClocks, 1,
        "case 2: '\\xef\\xbb\\xbf9' is not a number (a byte order mark is allowed only at the "
        "very start)");
    row("review: clocks hexadecimal", c, "0x3 9 12 6 6 6 6 3 6\n", 0,
        "case 1: '0x3' is not a number");
    row("review: clocks exponent", c, "9 9 12 6 6 6 6 3 1e3\n", 0, "case 1: '1e3' is not a number");
    row("review: clocks 2^63", c, "9 9 12 6 6 6 6 3 9223372036854775808\n", 0,
        "case 1: clock I shows 9223372036854775808; a clock shows 3, 6, 9 or 12");
    row("review: clocks -0", c, "-0 9 12 6 6 6 6 3 6\n", 0,
        "case 1: clock A shows 0; a clock shows 3, 6, 9 or 12");
    row("review: clocks full-width digit", c, "\xEF\xBC\x93 9 12 6 6 6 6 3 6\n", 0,
        "case 1: '\\xef\\xbc\\x93' is not a number (full-width digits and spaces are not "
        "read; use ASCII ones)");
    row("review: clocks ideographic space", c,
        "9\xE3\x80\x80"
        "9 12 6 6 6 6 3 6\n",
        0,
        "case 1: '9\\xe3\\x80\\x809' is not a number (full-width digits and spaces are not "
        "read; use ASCII ones)");
    row("review: msquare no-break space", PuzzleKind::MagicSquare,
        "2 6 8 4\xC2\xA0"
        "5 7 3 1\n",
        0,
        "case 1: '4\\xc2\\xa05' is not a number (a no-break space is no separator; use a "
        "plain space)");
    row("review: rotation no-break space in a long token", PuzzleKind::Rotation,
        std::string(30, '1') + "\xC2\xA0" + std::string(40, '1') + "\n0\n", 0,
        "case 1: cell 0: '11111111111111111111...' is not a number");
    row("review: clocks NUL between cases", c, kClocks + '\0' + kClocks, 1,
        "case 2: '\\x009' is not a number");
    row("review: clocks ten numbers", c, "9 9 12 6 6 6 6 3 6 3\n", 1,
        "case 2: expected 9 numbers, found 1");
    row("review: clocks data after the last case", c, kClocks + "end\n", 1,
        "case 2: 'end' is not a number");
    row("review: clocks only a BOM", c, "\xEF\xBB\xBF", 0,
        "case 1: expected 9 numbers, found 0 (the input is empty)");
    row("review: clocks half a BOM", c, "\xEF\xBB", 0, "case 1: '\\xef\\xbb' is not a number");

    const PuzzleKind m = PuzzleKind::MagicSquare;
    row("msquare empty", m, "", 0,
        "case 1: expected 8 numbers (the target), found 0 (the input is empty)");
    row("msquare only blank lines", m, "\r\n \n\n", 0,
        "case 1: expected 8 numbers (the target), found 0 (the input is empty)");
    row("msquare letters", m, "2 6 8 four 5 7 3 1\n", 0, "case 1: 'four' is not a number");
    row("msquare negative", m, kMsquare + "-2 6 8 4 5 7 3 1\n", 1,
        "case 2: tile value -2 is out of range 1..8");
    row("msquare huge", m, "2 6 8 4 5 7 3 123456789012345678901234567890\n", 0,
        "case 1: tile value 12345678901234567890... is out of range 1..8");
    row("msquare zero", m, "0 6 8 4 5 7 3 1\n", 0, "case 1: tile value 0 is out of range 1..8");
    row("msquare nine", m, "2 6 8 4 5 7 3 9\n", 0, "case 1: tile value 9 is out of range 1..8");
    row("msquare too few", m, "2 6 8 4 5 7 3\n", 0, "case 1: expected 8 numbers, found 7");
    row("msquare too many", m, "2 6 8 4 5 7 3 1 4\n", 1, "case 2: expected 8 numbers, found 1");
    row("msquare repeated tile", m, "1 2 3 4 5 6 7 7\n", 0, "case 1: target repeats tile 7");
    row("msquare repeated tile in case 3", m, kMsquare + kMsquare + "8 8 8 8 8 8 8 8\n", 2,
        "case 3: target repeats tile 8");
    row("msquare CRLF", m, "2 6 8 4\r\n5 7 3 1\r\n", 1, "");
    row("msquare BOM", m, "\xEF\xBB\xBF" + kMsquare + kMsquare, 2, "");
    row("msquare whitespace, no final newline", m, "\t2 6 8 4 5 7 3 1   \n\n 1 2 3 4 5 6 7 8", 2,
        "");
    row("msquare binary", m, binary, 0, "case 1: '\\x00\\x01\\x02\\xff\\xfe' is not a number");
    // review: a BOM later in the input is no separator, glued to a number or alone
    // (msquare used to drop it from the start of every case).
    row("review: msquare BOM glued to case 2", m, kMsquare + "\xEF\xBB\xBF" + kMsquare, 1,
        "case 2: '\\xef\\xbb\\xbf2' is not a number (a byte order mark is allowed only at the "
        "very start)");
    row("review: msquare BOM alone before case 2", m, kMsquare + "\xEF\xBB\xBF\n" + kMsquare, 1,
        "case 2: '\\xef\\xbb\\xbf' is not a number (a byte order mark is allowed only at the "
        "very start)");
    row("review: msquare plus then minus", m, kMsquare + "+-2 6 8 4 5 7 3 1\n", 1,
        "case 2: '+-2' is not a number");
    row("review: msquare UTF-16 BE with BOM", m,
        std::string("\xFE\xFF\0"
                    "2\0 \0"
                    "6",
                    7),
        0,
        "case 1: '\\xfe\\xff\\x002\\x00' is not a number (the text looks like UTF-16; save it "
        "as UTF-8 or ASCII)");
    row("review: msquare lone CR line ends", m, "2 6 8 4\r5 7 3 1\r1 2 3 4 5 6 7 8\r", 2, "");
    row("review: msquare plus signs and leading zeros", m, "+2 06 008 4 5 7 3 1\n", 1, "");
    row("review: msquare seven numbers", m, "2 6 8 4 5 7 3\n", 0,
        "case 1: expected 8 numbers, found 7");
    row("review: msquare nine numbers, the ninth 9", m, "2 6 8 4 5 7 3 1 9\n", 1,
        "case 2: tile value 9 is out of range 1..8");
    row("review: msquare 2^64+1", m, "18446744073709551617 6 8 4 5 7 3 1\n", 0,
        "case 1: tile value 18446744073709551617 is out of range 1..8");
    row("review: msquare invalid UTF-8", m, kMsquare + "2 6 8 4 5 7 3 \xC3\x28\n", 1,
        "case 2: '\\xc3(' is not a number");
    row("review: msquare form feed and vertical tab", m, "2\f6\v8 4 5 7 3 1\f", 1, "");

    const PuzzleKind r = PuzzleKind::Rotation;
    row("rotation empty", r, "", 0, "case 1: input ends without the final 0");
    row("rotation letters", r, "1 1 1 x 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n", 0,
        "case 1: cell 3: 'x' is not a number");
    row("rotation negative", r,
        kRotationA + "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 -1\n0\n", 1,
        "case 2: cell 23: '-1' is not a label (1, 2 or 3)");
    row("rotation huge", r,
        "1 99999999999999999999 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n", 0,
        "case 1: cell 1: '99999999999999999999' is not a label (1, 2 or 3)");
    row("rotation out of range", r, "4 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n", 0,
        "case 1: cell 0: '4' is not a label (1, 2 or 3)");
    row("rotation too few", r, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3\n0\n", 0,
        "case 1: expected 24 numbers, found 23");
    row("rotation too many", r,
        kRotationA + "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 3\n0\n", 1,
        "case 2: expected 24 numbers, found 25");
    row("rotation far too many", r,
        "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 x y z 4 5\n0\n", 0,
        "case 1: expected 24 numbers, found 29");
    row("rotation not 8/8/8", r, "1 1 1 1 1 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n", 0,
        "case 1: label 1 appears 9 times, label 3 appears 7 times (each must appear 8 times)");
    row("rotation all ones", r, "1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n0\n", 0,
        "case 1: label 1 appears 24 times, label 2 appears 0 times, label 3 appears 0 times "
        "(each must appear 8 times)");
    row("rotation missing final 0", r, kRotationA + kRotationB, 2,
        "case 3: input ends without the final 0");
    row("rotation something after the final 0", r, kRotationA + "0\nhello\n", 1,
        "case 2: unexpected 'hello' after the final 0");
    row("rotation CRLF", r, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\r\n0\r\n", 1, "");
    row("rotation BOM", r, "\xEF\xBB\xBF" + kRotationA + kRotationB + "0\n", 2, "");
    row("rotation whitespace, wrapped case, no final newline", r,
        "  1 1 1 1 3 2 3 2 3 1 3 2\t\n\n 2 3 1 2 2 2 3 1 2 1 3 3 \n" + kRotationB + "\n 0 \n\n", 2,
        "");
    row("rotation final 0 written long", r, kRotationA + long70 + "\n", 1, "");
    // review:
    row("review: rotation lone CR line ends (old Mac)", r,
        replaced(replaced(kRotationA + kRotationB, "\n", "\r"), "\n", "\r") + "0\r", 2, "");
    row("review: rotation lone CR inside a wrapped case", r,
        "1 1 1 1 3 2 3 2 3 1 3 2\r2 3 1 2 2 2 3 1 2 1 3 3\r\n0", 1, "");
    row("review: rotation CR CR LF", r, kRotationA.substr(0, 47) + "\r\r\n0\r\r\n", 1, "");
    row("review: rotation final 0 after lone CRs, then more", r,
        kRotationA.substr(0, 47) + "\r0\r1\r", 1, "case 2: unexpected '1' after the final 0");
    row("review: rotation plus then minus", r,
        "+-1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n", 0,
        "case 1: cell 0: '+-1' is not a number");
    row("review: rotation UTF-16 LE with BOM", r,
        std::string("\xFF\xFE"
                    "1\0 \0"
                    "1\0",
                    7),
        0,
        "case 1: cell 0: '\\xff\\xfe1\\x00' is not a number (the text looks like UTF-16; save "
        "it as UTF-8 or ASCII)");
    row("review: rotation BOM glued to case 2", r, kRotationA + "\xEF\xBB\xBF" + kRotationB + "0\n",
        1,
        "case 2: cell 0: '\\xef\\xbb\\xbf1' is not a number (a byte order mark is allowed only "
        "at the very start)");
    row("review: rotation label 0", r, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 0\n0\n", 0,
        "case 1: cell 23: '0' is not a label (1, 2 or 3)");
    row("review: rotation 23 numbers then 0", r, kRotationA.substr(0, 45) + "\n0\n", 0,
        "case 1: expected 24 numbers, found 23");
    row("review: rotation final 0 on the case's line", r, kRotationA.substr(0, 47) + " 0\n", 0,
        "case 1: expected 24 numbers, found 25");
    // Not the clearest sentence ("0 junk" is more likely the final 0 with junk after
    // it), but tests/core/tst_rotation.cpp ("0 with company") asks for it.
    row("review: rotation final 0 with junk on its line", r, kRotationA + "0 junk\n", 1,
        "case 2: cell 0: '0' is not a label (1, 2 or 3)");
    row("review: rotation final 0 written -0", r, kRotationA + "-0\n", 1, "");
    row("review: rotation final 0 then blank lines", r, kRotationA + "0\n \t\r\n\f\n", 1, "");
    row("review: rotation final 0 then NUL", r, kRotationA + "0\n" + std::string(1, '\0'), 1,
        "case 2: unexpected '\\x00' after the final 0");
    row("review: rotation only the final 0", r,
        "\xEF\xBB\xBF"
        "0",
        0, "");
    row("rotation binary", r, binary + "\n0\n", 0,
        "case 1: cell 0: '\\x00\\x01\\x02\\xff\\xfe' "
        "is not a number");
}

void TestBadInput::judge()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, input);
    QFETCH(int, goodCases);
    QFETCH(QByteArray, error);
    const Puzzle& p = puzzle(static_cast<PuzzleKind>(kind));
    const JudgeInput whole = p.parseJudge(view(input));
    const std::string count = casesText(whole.cases.size());
    record(cat({"judge ", p.key()}), view(input), whole.error,
           whole.error.empty()   ? cat({"(", count, ")"})
           : whole.cases.empty() ? std::string()
                                 : cat({"(after ", count, ")"}));
    QCOMPARE(bytes(whole.error), error);
    QCOMPARE(static_cast<int>(whole.cases.size()), goodCases);
    for (const Position& position : whole.cases)
        QCOMPARE(p.validate(position), std::string());
    // puzzlelab-solve reads in pieces that split tokens, CRLFs and the BOM anywhere.
    for (const std::size_t piece : {std::size_t{1}, std::size_t{2}, std::size_t{7},
                                    static_cast<std::size_t>(input.size() + 1)}) {
        const JudgeInput streamed = readInPieces(p, view(input), piece);
        QCOMPARE(bytes(streamed.error), error);
        QVERIFY2(streamed.cases == whole.cases,
                 qPrintable(QStringLiteral("pieces of %1").arg(piece)));
    }
}

// 100 MB through JudgeReader, in 1 MiB pieces as puzzlelab-solve reads it: every case
// of a valid input, and the first case of garbage, without holding the input.
void TestBadInput::judgeHundredMegabytes_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("line");  // repeated to 100 MB
    QTest::addColumn<QByteArray>("tail");  // then this
    QTest::addColumn<qulonglong>("cases");
    QTest::addColumn<QByteArray>("error");
    QTest::addColumn<bool>("readsAll");  // the outcome needs the whole input
    const auto casesIn = [](const std::string& line) {
        return static_cast<qulonglong>(kBlocks * linesPerBlock(line.size()));
    };
    const auto row = [](const char* name, PuzzleKind kind, const std::string& line,
                        const std::string& tail, qulonglong cases, std::string_view error,
                        bool readsAll) {
        QTest::newRow(name) << static_cast<int>(kind) << bytes(line) << bytes(tail) << cases
                            << bytes(error) << readsAll;
    };
    row("clocks valid", PuzzleKind::Clocks, kClocks, "", casesIn(kClocks), "", true);
    row("msquare valid", PuzzleKind::MagicSquare, kMsquare, "", casesIn(kMsquare), "", true);
    row("rotation valid", PuzzleKind::Rotation, kRotationA, "0\n", casesIn(kRotationA), "", true);
    // One token of 100 MB: kept as its first bytes, so the message is the usual one.
    row("clocks one huge number", PuzzleKind::Clocks, "3", "", 0,
        "case 1: clock A shows 33333333333333333333...; a clock shows 3, 6, 9 or 12", true);
    row("clocks 100 MB of zeros are a 3", PuzzleKind::Clocks, "0", "3 9 12 6 6 6 6 3 6\n", 1, "",
        true);
    row("msquare one huge word", PuzzleKind::MagicSquare, "x", "", 0,
        "case 1: 'xxxxxxxxxxxxxxxxxxxx...' is not a number", true);
    const std::string numbers = std::to_string(kBlocks * linesPerBlock(6) * 3);
    row("rotation one huge line", PuzzleKind::Rotation, "1 2 3 ", "\n0\n", 0,
        "case 1: expected 24 numbers, found " + numbers, true);
    // Garbage that is bad from its first case: the answer comes at once.
    row("clocks garbage", PuzzleKind::Clocks, "x y z\n", "", 0, "case 1: 'x' is not a number",
        false);
    row("msquare garbage", PuzzleKind::MagicSquare, "9 9 9 9\n", "", 0,
        "case 1: tile value 9 is out of range 1..8", false);
    row("rotation garbage", PuzzleKind::Rotation, "hello world\n", "", 0,
        "case 1: cell 0: 'hello' is not a number", false);
}

void TestBadInput::judgeHundredMegabytes()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, line);
    QFETCH(QByteArray, tail);
    QFETCH(qulonglong, cases);
    QFETCH(QByteArray, error);
    QFETCH(bool, readsAll);
    const Puzzle& p = puzzle(static_cast<PuzzleKind>(kind));
    const std::string block = megabyteOf(line.toStdString());
    const Streamed s = streamRepeated(p, block, kBlocks, tail.toStdString());
    record(cat({"judge ", p.key(), " (100 MB, JudgeReader)"}),
           cat({"100 MB of ", view(line), tail.isEmpty() ? "" : " then ", view(tail)}), s.error,
           s.error.empty() || s.cases > 0 ? cat({"(", casesText(s.cases), ")"}) : std::string());
    QCOMPARE(bytes(s.error), error);
    QCOMPARE(static_cast<qulonglong>(s.cases), cases);
    if (cases > 0) {
        const JudgeInput one = p.parseJudge(line.toStdString() + tail.toStdString());
        if (!one.cases.empty()) {
            QCOMPARE(s.first, one.cases.front());
            QCOMPARE(s.last, one.cases.front());
        }
    }
    QVERIFY(kBlocks * block.size() > kHundredMegabytes - (std::size_t{1} << 20));
    if (readsAll)
        QCOMPARE(s.bytesFed, kBlocks * block.size() + static_cast<std::size_t>(tail.size()));
    else
        QCOMPARE(s.bytesFed, block.size());
}

// parseJudge itself holds the text it is given, but a single token of 100 MB must not
// make it slow or its message long.
void TestBadInput::parseJudgeOnOneHundredMegabyteToken()
{
    const std::string huge(kHundredMegabytes, '7');
    const JudgeInput in = puzzle(PuzzleKind::MagicSquare).parseJudge(huge);
    record("judge msquare (parseJudge)", "100 MB of 7", in.error, {}, "one token of 100 MB");
    QCOMPARE(in.error,
             std::string("case 1: tile value 77777777777777777777... is out of range 1..8"));
    QVERIFY(in.cases.empty());
}

// ---- position and move text ---------------------------------------------------------

void TestBadInput::position_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("error");  // exact; empty = accepted
    QTest::addColumn<QByteArray>("shown");  // formatPosition of what was read
    const auto bad = [](const char* name, PuzzleKind kind, std::string_view input,
                        std::string_view error) {
        QTest::newRow(name) << static_cast<int>(kind) << bytes(input) << bytes(error)
                            << QByteArray();
    };
    const auto good = [](const char* name, PuzzleKind kind, std::string_view input,
                         std::string_view shown) {
        QTest::newRow(name) << static_cast<int>(kind) << bytes(input) << QByteArray()
                            << bytes(shown);
    };
    const std::string binary("\x00\x01\x02\xff\xfe", 5);

    const PuzzleKind c = PuzzleKind::Clocks;
    const char* clocksShown = "9 9 12 6 6 6 6 3 6";
    bad("clocks empty", c, "", "expected 9 numbers, found 0");
    bad("clocks letters", c, "nine 9 12 6 6 6 6 3 6", "'nine' is not a number");
    bad("clocks negative", c, "9 9 12 6 6 6 6 3 -6",
        "clock I shows -6; a clock shows 3, 6, 9 or 12");
    bad("clocks huge", c, "99999999999999999999999 9 12 6 6 6 6 3 6",
        "clock A shows 99999999999999999999...; a clock shows 3, 6, 9 or 12");
    bad("clocks out of range", c, "9 9 12 6 6 6 6 3 7",
        "clock I shows 7; a clock shows 3, 6, 9 or 12");
    bad("clocks too few", c, "9 9 12 / 6 6 6 / 6 3", "expected 9 numbers, found 8");
    bad("clocks too many", c, "9 9 12 / 6 6 6 / 6 3 6 / 12", "expected 9 numbers, found 10");
    bad("clocks binary", c, binary, "'\\x00\\x01\\x02\\xff\\xfe' is not a number");
    good("clocks rows", c, "9 9 12 / 6 6 6 / 6 3 6", clocksShown);
    good("clocks CRLF", c, "9 9 12\r\n6 6 6\r\n6 3 6\r\n", clocksShown);
    good("clocks BOM", c,
         "\xEF\xBB\xBF"
         "9 9 12 6 6 6 6 3 6",
         clocksShown);
    good("clocks whitespace", c, "\t 9 9 12  6 6 6\n\n6 3 6 ", clocksShown);

    const PuzzleKind m = PuzzleKind::MagicSquare;
    const char* msquareShown = "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1";
    bad("msquare empty", m, "", "expected 8 numbers (the board) or 16 (board / target), found 0");
    bad("msquare letters", m, "1 2 3 4 5 6 7 8 / two 6 8 4 5 7 3 1",
        "target: 'two' is not a number");
    bad("msquare negative", m, "-1 2 3 4 5 6 7 8", "board: tile value -1 is out of range 1..8");
    bad("msquare huge", m, "1 2 3 4 5 6 7 88888888888888888888888",
        "board: tile value 88888888888888888888... is out of range 1..8");
    bad("msquare out of range", m, "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 0",
        "target: tile value 0 is out of range 1..8");
    bad("msquare too few", m, "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3",
        "target: expected 8 numbers, found 7");
    bad("msquare too many", m, "1 2 3 4 5 6 7 8 1 2",
        "expected 8 numbers (the board) or 16 (board / target), found 10");
    bad("msquare two slashes", m, "1 2 3 4 / 5 6 7 8 / 1 2 3 4 5 6 7 8",
        "expected one '/' between board and target, found 2");
    bad("msquare repeated tile in the board", m, "1 2 3 4 5 6 1 8", "board repeats tile 1");
    bad("msquare repeated tile in the target", m, "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 3",
        "target repeats tile 3");
    bad("msquare binary", m, binary, "'\\x00\\x01\\x02\\xff\\xfe' is not a number");
    good("msquare board and target", m, "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1", msquareShown);
    good("msquare 16 numbers", m, "1 2 3 4 5 6 7 8 2 6 8 4 5 7 3 1", msquareShown);
    good("msquare board alone", m, "8 7 6 5 4 3 2 1", "8 7 6 5 4 3 2 1 / 1 2 3 4 5 6 7 8");
    good("msquare CRLF", m, "1 2 3 4 5 6 7 8\r\n/\r\n2 6 8 4 5 7 3 1\r\n", msquareShown);
    good("msquare BOM", m,
         "\xEF\xBB\xBF"
         "1 2 3 4 5 6 7 8/2 6 8 4 5 7 3 1",
         msquareShown);
    good("msquare whitespace", m, "  1 2 3 4 5 6 7 8\t/ 2 6 8 4 5 7 3 1\n\n", msquareShown);

    const PuzzleKind r = PuzzleKind::Rotation;
    const char* rotationShown = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3";
    bad("rotation empty", r, "", "expected 24 numbers, found 0");
    bad("rotation letters", r, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 three",
        "cell 23: 'three' is not a number");
    bad("rotation negative", r, "-1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3",
        "cell 0: '-1' is not a label (1, 2 or 3)");
    bad("rotation huge", r,
        "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 123456789012345678901234",
        "cell 23: '12345678901234567890...' is not a label (1, 2 or 3)");
    bad("rotation too few", r, "1 1 1 1 3 2 3 2 3 1 3 2", "expected 24 numbers, found 12");
    bad("rotation too many", r, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3 1",
        "expected 24 numbers, found 25");
    bad("rotation not 8/8/8", r, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 2",
        "label 2 appears 9 times, label 3 appears 7 times (each must appear 8 times)");
    bad("rotation binary", r, binary, "cell 0: '\\x00\\x01\\x02\\xff\\xfe' is not a number");
    good("rotation CRLF", r, "1 1 1 1 3 2 3 2 3 1 3 2\r\n2 3 1 2 2 2 3 1 2 1 3 3\r\n",
         rotationShown);
    good("rotation BOM", r,
         "\xEF\xBB\xBF"
         "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3",
         rotationShown);
    good("rotation whitespace", r, "\n 1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\t",
         rotationShown);

    // review: a BOM after the start is no separator (msquare's target used to drop it).
    bad("review: msquare BOM glued to the target", m,
        "1 2 3 4 5 6 7 8 / \xEF\xBB\xBF"
        "2 6 8 4 5 7 3 1",
        "target: '\\xef\\xbb\\xbf2' is not a number (a byte order mark is allowed only at the "
        "very start)");
    bad("review: msquare BOM right after the slash", m,
        "1 2 3 4 5 6 7 8/\xEF\xBB\xBF 2 6 8 4 5 7 3 1",
        "target: '\\xef\\xbb\\xbf' is not a number (a byte order mark is allowed only at the "
        "very start)");
    bad("review: msquare 16 numbers, BOM glued to the 9th", m,
        "1 2 3 4 5 6 7 8 \xEF\xBB\xBF"
        "2 6 8 4 5 7 3 1",
        "target: '\\xef\\xbb\\xbf2' is not a number (a byte order mark is allowed only at the "
        "very start)");
    bad("review: clocks plus then minus", c, "+-9 9 12 6 6 6 6 3 6", "'+-9' is not a number");
    bad("review: msquare plus then minus", m, "1 2 3 4 5 6 7 +-8", "board: '+-8' is not a number");
    bad("review: msquare UTF-16 LE with BOM", m,
        std::string("\xFF\xFE"
                    "1\0 \0"
                    "2\0",
                    7),
        "'\\xff\\xfe1\\x00' is not a number (the text looks like UTF-16; save it as UTF-8 or "
        "ASCII)");
    bad("review: clocks commas", c, "9,9,12,6,6,6,6,3,6", "'9,9,12,6,6,6,6,3,6' is not a number");
    bad("review: clocks value 15", c, "15 9 12 6 6 6 6 3 6",
        "clock A shows 15; a clock shows 3, 6, 9 or 12");
    bad("review: msquare slash alone", m, "/", "board: expected 8 numbers, found 0");
    bad("review: msquare slash at the end", m, "1 2 3 4 5 6 7 8 /",
        "target: expected 8 numbers, found 0");
    bad("review: msquare 9 numbers", m, "1 2 3 4 5 6 7 8 1",
        "expected 8 numbers (the board) or 16 (board / target), found 9");
    bad("review: rotation with the judge's final 0", r,
        "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n", "expected 24 numbers, found 25");
    bad("review: rotation plus then minus", r, "+-1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3",
        "cell 0: '+-1' is not a number");
    good("review: clocks lone CR", c, "9 9 12\r6 6 6\r6 3 6\r", clocksShown);
    good("review: msquare lone CR", m, "1 2 3 4 5 6 7 8\r/\r2 6 8 4 5 7 3 1\r", msquareShown);
    good("review: rotation lone CR", r, "1 1 1 1 3 2 3 2 3 1 3 2\r2 3 1 2 2 2 3 1 2 1 3 3\r",
         rotationShown);
    good("review: rotation plus signs and leading zeros", r,
         "+1 01 001 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3", rotationShown);
}

void TestBadInput::position()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, error);
    QFETCH(QByteArray, shown);
    const Puzzle& p = puzzle(static_cast<PuzzleKind>(kind));
    const Parsed<Position> read = p.parsePosition(view(input));
    record(cat({"position ", p.key()}), view(input), read.error);
    QCOMPARE(bytes(read.error), error);
    QCOMPARE(read.value.has_value(), error.isEmpty());
    if (read) {
        QCOMPARE(p.validate(*read.value), std::string());
        QCOMPARE(bytes(p.formatPosition(*read.value)), shown);
    }
}

void TestBadInput::moves_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("error");  // exact; empty = accepted
    QTest::addColumn<QByteArray>("shown");  // formatMoves of what was read
    const auto row = [](const char* name, PuzzleKind kind, std::string_view input,
                        std::string_view error, std::string_view shown) {
        QTest::newRow(name) << static_cast<int>(kind) << bytes(input) << bytes(error)
                            << bytes(shown);
    };
    const std::string binary("\x00\x01\x02\xff\xfe", 5);

    const PuzzleKind c = PuzzleKind::Clocks;
    row("clocks empty", c, "", "", "");
    row("clocks spaced", c, "4 5 8 9", "", "4 5 8 9");
    row("clocks digits and commas", c, "45,8,9", "", "4 5 8 9");
    row("clocks letters", c, "4 five", "'five' is not a list of moves; moves are 1 to 9", "");
    row("clocks negative", c, "4 -5", "'-5' is not a list of moves; moves are 1 to 9", "");
    row("clocks out of range", c, "4 0 8", "'0' is not a list of moves; moves are 1 to 9", "");
    row("clocks huge", c, "4 99999999999999999999x",
        "'99999999999999999999...' is not a list of moves; moves are 1 to 9", "");
    row("clocks binary", c, binary,
        "'\\x00\\x01\\x02\\xff\\xfe' is not a list of moves; moves are 1 to 9", "");
    row("clocks CRLF", c, "4 5\r\n8 9\r\n", "", "4 5 8 9");
    row("clocks BOM", c,
        "\xEF\xBB\xBF"
        "4 5 8 9",
        "", "4 5 8 9");
    row("clocks whitespace", c, "\t4  5\n\n8 9 ", "", "4 5 8 9");

    const PuzzleKind m = PuzzleKind::MagicSquare;
    row("msquare empty", m, "", "", "");
    row("msquare letters", m, "BCABCCB", "", "BCABCCB");
    row("msquare lower case and spaces", m, "bca bccb", "", "BCABCCB");
    row("msquare out of range", m, "ABD", "'ABD' is not a list of moves; moves are A, B and C", "");
    row("msquare digits", m, "A 1", "'1' is not a list of moves; moves are A, B and C", "");
    row("msquare binary", m, binary,
        "'\\x00\\x01\\x02\\xff\\xfe' is not a list of moves; moves are A, B and C", "");
    row("msquare CRLF", m, "BCA\r\nBCCB\r\n", "", "BCABCCB");
    row("msquare BOM", m,
        "\xEF\xBB\xBF"
        "BCABCCB",
        "", "BCABCCB");
    row("msquare whitespace", m, " BCA\tBCCB \n", "", "BCABCCB");

    const PuzzleKind r = PuzzleKind::Rotation;
    row("rotation empty", r, "", "", "");
    row("rotation letters", r, "DDHH", "", "DDHH");
    row("rotation lower case", r, "ddhh", "", "DDHH");
    row("rotation out of range", r, "ACI", "'I' is not a move (moves are A to H)", "");
    row("rotation digits", r, "A1", "'1' is not a move (moves are A to H)", "");
    row("rotation binary", r, binary, "'\\x00' is not a move (moves are A to H)", "");
    row("rotation CRLF", r, "DD\r\nHH\r\n", "", "DDHH");
    row("rotation BOM", r,
        "\xEF\xBB\xBF"
        "DDHH",
        "", "DDHH");
    row("rotation whitespace", r, " D D\tH\vH\f\n", "", "DDHH");
    // review: a character outside ASCII is quoted whole, not by its first byte.
    row("review: rotation UTF-8 letter", r, "DD\xC3\xA9",
        "'\\xc3\\xa9' is not a move (moves are A to H)", "");
    row("review: rotation full-width letter", r, "\xEF\xBC\xA1",
        "'\\xef\\xbc\\xa1' is not a move (moves are A to H)", "");
    row("review: rotation BOM in the middle", r, "DD\xEF\xBB\xBFHH",
        "'\\xef\\xbb\\xbf' is not a move (moves are A to H)", "");
    row("review: rotation cut UTF-8 sequence", r, "D\xC3",
        "'\\xc3' is not a move (moves are A to H)", "");
    row("review: rotation comma", r, "DD,HH", "',' is not a move (moves are A to H)", "");
    row("review: clocks lone CR", c, "4 5\r8 9\r", "", "4 5 8 9");
    row("review: clocks 10", c, "10", "'10' is not a list of moves; moves are 1 to 9", "");
    row("review: msquare lone CR", m, "BCA\rBCCB", "", "BCABCCB");
    row("review: msquare BOM in the middle", m,
        "BC\xEF\xBB\xBF"
        "ABCCB",
        "'BC\\xef\\xbb\\xbfABCCB' is not a list of moves; moves are A, B and C", "");
    row("review: msquare only spaces", m, "   ", "", "");
}

void TestBadInput::moves()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, error);
    QFETCH(QByteArray, shown);
    const Puzzle& p = puzzle(static_cast<PuzzleKind>(kind));
    const Parsed<std::vector<int>> read = p.parseMoves(view(input));
    record(cat({"moves ", p.key()}), view(input), read.error);
    QCOMPARE(bytes(read.error), error);
    QCOMPARE(read.value.has_value(), error.isEmpty());
    if (read)
        QCOMPARE(bytes(p.formatMoves(*read.value)), shown);
}

// ---- the solution file --------------------------------------------------------------

void TestBadInput::solutionFile_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("error");  // exact; empty = accepted
    const auto row = [](const char* name, std::string_view input, std::string_view error) {
        QTest::newRow(name) << bytes(input) << bytes(error);
    };
    const std::string rotation = kRotationFile;
    const std::string clocks = kClocksFile;
    const std::string msquare = kMsquareFile;

    row("empty", "",
        "line 1: the file is empty or does not start with the header "
        "'PuzzleLab solution 1'");
    row("letters", "hello",
        "line 1: 'hello' is not the header of a PuzzleLab solution file ('PuzzleLab solution 1')");
    row("binary", std::string("\x00\x01\x02\n", 4),
        "line 1: '\\x00\\x01\\x02' is not the header of a PuzzleLab solution file "
        "('PuzzleLab solution 1')");
    row("wrong header", replaced(rotation, "PuzzleLab solution", "PuzzleLab Solution"),
        "line 1: 'PuzzleLab Solution 1' is not the header of a PuzzleLab solution file "
        "('PuzzleLab solution 1')");
    row("wrong version", replaced(rotation, "solution 1", "solution 2"),
        "line 1: solution file version '2' is not supported; this program reads version 1");
    row("negative version", replaced(rotation, "solution 1", "solution -1"),
        "line 1: solution file version '-1' is not supported; this program reads version 1");
    row("huge version", replaced(rotation, "solution 1", "solution 99999999999999999999"),
        "line 1: solution file version '99999999999999999999' is not supported; this program "
        "reads version 1");
    row("illegal moves", replaced(rotation, "moves: AC", "moves: AI"),
        "line 4: bad moves: 'I' is not a move (moves are A to H)");
    row("illegal clock move", replaced(clocks, "moves: 4 5 8 9", "moves: 4 5 8 10"),
        "line 4: bad moves: '10' is not a list of moves; moves are 1 to 9");
    row("moves that do not solve", replaced(rotation, "moves: AC", "moves: CA"),
        "line 4: the moves do not solve the position on line 3");
    row("msquare moves that do not solve", replaced(msquare, "BCABCCB", "BCABCCA"),
        "line 4: the moves do not solve the position on line 3");
    row("position with letters", replaced(clocks, "9 9 12", "9 nine 12"),
        "line 3: bad position: 'nine' is not a number");
    row("position negative", replaced(clocks, "9 9 12", "9 -9 12"),
        "line 3: bad position: clock B shows -9; a clock shows 3, 6, 9 or 12");
    row("position huge", replaced(clocks, "9 9 12", "9 99999999999999999999999 12"),
        "line 3: bad position: clock B shows 99999999999999999999...; a clock shows 3, 6, 9 or 12");
    row("position too few", replaced(clocks, "9 9 12 ", "9 12 "),
        "line 3: bad position: expected 9 numbers, found 8");
    row("position too many", replaced(clocks, "9 9 12 ", "9 9 9 12 "),
        "line 3: bad position: expected 9 numbers, found 10");
    row("position out of range", replaced(msquare, "/ 2 6 8", "/ 2 6 9"),
        "line 3: bad position: target: tile value 9 is out of range 1..8");
    row("msquare target with repeated tiles", replaced(msquare, "/ 2 6 8", "/ 2 6 6"),
        "line 3: bad position: target repeats tile 6");
    row("rotation board not 8/8/8",
        replaced(rotation, "position: 1 1 1 1 3", "position: 1 1 1 1 1"),
        "line 3: bad position: label 1 appears 9 times, label 3 appears 7 times (each must "
        "appear 8 times)");
    row("length negative", replaced(rotation, "length: 2", "length: -2"),
        "line 5: the length '-2' is not a whole number");
    row("length huge", replaced(rotation, "length: 2", "length: 99999999999999999999"),
        "line 5: the length '99999999999999999999' is not a whole number");
    row("nodes negative", replaced(rotation, "nodes: 3", "nodes: -3"),
        "line 8: the node count '-3' is not a whole number");
    row("missing result", replaced(rotation, "result: 2\n", ""), "the file has no 'result:' line");
    row("CRLF",
        replaced(replaced(replaced(rotation, "\n", "\r\n"), "1\n", "1\r\n"), "2\n", "2\r\n"), "");
    row("BOM", "\xEF\xBB\xBF" + rotation, "");
    row("whitespace, blank lines, no final newline",
        "PuzzleLab solution 1  \n\n  puzzle:   clocks\t\nposition: 9 9 12 6 6 6 6 3 6\n\n"
        "moves: 4 5 8 9\nlength: 4\nresult: solved",
        "");

    // review: the first ones were wrong before it.
    row("review: version 01", replaced(rotation, "solution 1", "solution 01"),
        "line 1: solution file version '01' is not supported; this program reads version 1");
    row("review: version +1", replaced(rotation, "solution 1", "solution +1"),
        "line 1: solution file version '+1' is not supported; this program reads version 1");
    row("review: version 1.0", replaced(rotation, "solution 1", "solution 1.0"),
        "line 1: solution file version '1.0' is not supported; this program reads version 1");
    row("review: tab in the header", replaced(rotation, "solution 1", "solution\t1"), "");
    row("review: blank lines before the header", "\n \r\n" + rotation, "");
    row("review: blank lines before a wrong version",
        "\n\n" + replaced(rotation, "solution 1", "solution 2"),
        "line 3: solution file version '2' is not supported; this program reads version 1");
    {
        std::string mac = rotation;
        for (char& ch : mac)
            if (ch == '\n')
                ch = '\r';
        row("review: lone CR line ends (old Mac)", mac, "");
        row("review: lone CR line ends, no final one", mac.substr(0, mac.size() - 1), "");
    }
    row("review: UTF-16 LE", std::string("\xFF\xFEP\0u\0z\0", 8),
        "line 1: the file is UTF-16 text; a solution file is UTF-8 (save it as UTF-8)");
    row("review: UTF-16 BE", std::string("\xFE\xFF\0P\0u\0z", 8),
        "line 1: the file is UTF-16 text; a solution file is UTF-8 (save it as UTF-8)");
    row("review: second BOM", "\xEF\xBB\xBF\xEF\xBB\xBF" + rotation,
        "line 1: '\\xef\\xbb\\xbfPuzzleLab solution 1' is not the header of a PuzzleLab "
        "solution file ('PuzzleLab solution 1')");
    row("review: BOM before a key", replaced(rotation, "moves:", "\xEF\xBB\xBFmoves:"),
        "line 4: the key '\\xef\\xbb\\xbfmoves:' should be 'moves:' (the file has no 'moves:' "
        "line)");
    row("review: upper-case key", replaced(rotation, "moves:", "Moves:"),
        "line 4: the key 'Moves:' should be 'moves:' (the file has no 'moves:' line)");
    row("review: upper-case puzzle key", replaced(clocks, "puzzle:", "PUZZLE:"),
        "line 2: the key 'PUZZLE:' should be 'puzzle:' (the file has no 'puzzle:' line)");
    row("review: result with a leading zero", replaced(rotation, "result: 2", "result: 02"),
        "line 6: the result '02' is not a centre label (1, 2 or 3)");
    row("review: form feed on a blank line", rotation + "\f\n\v\n", "");
    row("review: second puzzle line", rotation + "puzzle: clocks\n",
        "line 10: a second 'puzzle:' line; the first is line 2");
    row("review: cut off inside the moves line", rotation.substr(0, rotation.find("moves: AC") + 8),
        "the file has no 'length:' line");
    row("review: header only", "PuzzleLab solution 1\n", "the file has no 'puzzle:' line");
    row("review: header cut off", "PuzzleLab solu",
        "line 1: 'PuzzleLab solu' is not the header of a PuzzleLab solution file "
        "('PuzzleLab solution 1')");
    row("review: result label that the moves do not leave",
        replaced(rotation, "result: 2", "result: 3"),
        "line 6: the result says centre label 3, but the moves leave label 2 in the centre");
    row("review: result for clocks not 'solved'",
        replaced(clocks, "result: solved", "result: Solved"),
        "line 6: the result 'Solved' should be 'solved'");
    row("review: length that does not match", replaced(rotation, "length: 2", "length: 3"),
        "line 5: the length 3 does not match the 2 moves on line 4");
    row("review: moves of another puzzle", replaced(rotation, "moves: AC", "moves: 4 5"),
        "line 4: bad moves: '4' is not a move (moves are A to H)");
    row("review: msquare moves in lower case", replaced(msquare, "BCABCCB", "bcabccb"), "");
    row("review: nodes 2^64", replaced(rotation, "nodes: 3", "nodes: 18446744073709551616"),
        "line 8: the node count '18446744073709551616' is not a whole number");
    row("review: time NaN", replaced(rotation, "time-ms: 0.01", "time-ms: nan"),
        "line 9: the time 'nan' is not a number of milliseconds");
    row("review: NUL on a line",
        replaced(rotation, "engine: table", std::string("engine: ta\0ble", 14)),
        "line 7: contains a NUL byte; this is not a text file");
    row("review: comment line", rotation + "# exported by hand\n",
        "line 10: '# exported by hand' is not a 'key: value' line");
}

void TestBadInput::solutionFile()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, error);
    const Parsed<SolutionRecord> read = readSolutionFile(view(input));
    record("solution file", view(input), read.error);
    QCOMPARE(bytes(read.error), error);
    QCOMPARE(read.value.has_value(), error.isEmpty());
}

void TestBadInput::solutionFileSizeGuard()
{
    // Refused by its size before anything else is looked at, however good it starts.
    std::string huge = kRotationFile;
    huge.resize(kHundredMegabytes, '\n');
    Parsed<SolutionRecord> read = readSolutionFile(huge);
    record("solution file", huge, read.error, {}, "a good file padded to 100 MB");
    QCOMPARE(read.error, std::string("the file is 104857600 bytes long; a solution file is at "
                                     "most 1 MiB, so this is not one"));
    // Exactly 1 MiB is read (blank lines are skipped), one byte more is not.
    huge.resize(kMaxSolutionFileBytes);
    read = readSolutionFile(huge);
    record("solution file", huge, read.error, {}, "a good file padded to 1 MiB");
    QVERIFY2(read, read.error.c_str());
    huge += '\n';
    read = readSolutionFile(huge);
    record("solution file", huge, read.error, {}, "a good file padded to 1 MiB + 1 byte");
    QCOMPARE(read.error, std::string("the file is 1048577 bytes long; a solution file is at "
                                     "most 1 MiB, so this is not one"));
}

// writeSolutionFile(readSolutionFile(x)) reads back as the same record and writes the
// same text.
void TestBadInput::solutionFileRoundTrip_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("engine");  // as read
    QTest::addColumn<double>("timeMs");      // as read
    const std::string rotation = kRotationFile;
    QTest::newRow("spec example") << bytes(rotation) << QByteArray("table") << 0.01;
    // fuzz: a lone CR inside a value; the writer turns it into a space, so the reader
    // does too.
    QTest::newRow("fuzz: CR inside the engine")
        << bytes(replaced(rotation, "engine: table", "engine: \xE2\xE2 tabl\rn1"))
        << QByteArray("\xE2\xE2 tabl n1") << 0.01;
    // fuzz: more decimals than the writer keeps; the reader keeps what it will write.
    QTest::newRow("fuzz: time with four decimals")
        << bytes(replaced(rotation, "time-ms: 0.01", "time-ms: 0.0001")) << QByteArray("table")
        << 0.0;
    QTest::newRow("time rounded up")
        << bytes(replaced(rotation, "time-ms: 0.01", "time-ms: 2.9996")) << QByteArray("table")
        << 3.0;
    QTest::newRow("time in exponent form")
        << bytes(replaced(rotation, "time-ms: 0.01", "time-ms: 1.5e3")) << QByteArray("table")
        << 1500.0;
    // review: used to be written back as "time-ms: -0".
    QTest::newRow("review: time -0")
        << bytes(replaced(rotation, "time-ms: 0.01", "time-ms: -0")) << QByteArray("table") << 0.0;
}

void TestBadInput::solutionFileRoundTrip()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, engine);
    QFETCH(double, timeMs);
    const Parsed<SolutionRecord> read = readSolutionFile(view(input));
    record("solution file (round trip)", view(input), read.error);
    QVERIFY2(read, read.error.c_str());
    QCOMPARE(bytes(read.value->engine), engine);
    QCOMPARE(read.value->timeMs, timeMs);
    const std::string written = writeSolutionFile(*read.value);
    QVERIFY2(written.find("time-ms: -") == std::string::npos, written.c_str());
    const Parsed<SolutionRecord> again = readSolutionFile(written);
    QVERIFY2(again, again.error.c_str());
    QVERIFY(*again.value == *read.value);
    QCOMPARE(writeSolutionFile(*again.value), written);
    QCOMPARE(read.value->position,
             parsed(PuzzleKind::Rotation, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"));
}

// ---- puzzle definitions -------------------------------------------------------------

namespace {

using bad_definitions::Base;
using bad_definitions::Edit;

// How the table shows a row's input: the sample it changes and what it replaces.
std::string shownEdits(const Base& base, const std::vector<Edit>& edits)
{
    if (!base.name)
        return shownInput(edits.front().to);
    const auto quoted = [](const std::string& text) {
        constexpr std::size_t kShown = 60;
        const std::string shown = cell(text.substr(0, kShown));
        return cat({"`", shown, text.size() > kShown ? "...`" : "`"});
    };
    std::string out = cat({base.name, ": "});
    for (std::size_t i = 0; i < edits.size(); ++i) {
        if (i)
            out += "; ";
        out += edits[i].to.empty() ? cat({quoted(edits[i].from), " removed"})
                                   : cat({quoted(edits[i].from), " becomes ", quoted(edits[i].to)});
    }
    return out;
}

}  // namespace

void TestBadInput::definition_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("shown");
    QTest::addColumn<QByteArray>("expected");  // problemLine of each problem; empty = accepted
    const auto row = [](const char* name, const Base& base, std::vector<Edit> edits,
                        std::initializer_list<std::string_view> expected) {
        const std::string text = bad_definitions::rowText(base, edits);
        std::string lines;
        for (const std::string_view l : expected)
            lines += cat({l, "\n"});
        QTest::newRow(name) << bytes(text) << bytes(shownEdits(base, edits)) << bytes(lines);
    };
    bad_definitions::forEachRow(row);
}

void TestBadInput::definition()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, shown);
    QFETCH(QByteArray, expected);
    const Checked<def::PuzzleDef> r = readDefinition(view(input));
    std::string lines;
    for (const Problem& p : r.problems)
        lines += cat({problemLine(p), "\n"});
    std::string outcome;
    for (const Problem& p : r.problems)
        outcome += cat({outcome.empty() ? "" : "<br>", "`", cell(problemLine(p)), "`"});
    tableRows().push_back({"definition", cell(QTest::currentDataTag()), shown.toStdString(),
                           r ? std::string("accepted") : outcome});
    QCOMPARE(r.value.has_value(), r.problems.empty());
    QCOMPARE(lines, expected.toStdString());
    // Every problem in a file that is text says where it is.
    for (const Problem& p : r.problems)
        QVERIFY2(p.where.line > 0 || p.code == "def.empty" || p.code == "def.utf16",
                 problemLine(p).c_str());
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_bad_input.moc"
