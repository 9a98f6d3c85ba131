// Bad input for every reader of text (issue 7): the judge formats of the three
// puzzles (their add-ons' JudgeFormat::read on the whole input and the streaming
// JudgeReader, which must agree), the solution file, and position and move text (the
// contests' notation, and the held puzzles' readers). Each row states the exact message, or
// that the input is accepted. Rows marked "fuzz:" are inputs the fuzz targets of
// tests/fuzz found; rows marked "review:" are inputs a hostile review tried; they
// stay here as regression tests. The contest readers' rows (inputs and messages) are
// in bad_input_rows.h, the definition rows in bad_definitions.h: the tests that read
// the table's rows again (contest_rows.h) take their whole inputs from there.
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
#include "bad_imported.h"
#include "bad_input_rows.h"
#include "contest_kinds.h"
#include "core/formats/definition_reader.h"
#include "core/judge_reader.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/solution_file.h"

using namespace pl;
using namespace pl::test;

namespace {

using bad_input_rows::kBlocks;
using bad_input_rows::kClocks;
using bad_input_rows::kClocksFile;
using bad_input_rows::kHundredMegabytes;
using bad_input_rows::kMsquare;
using bad_input_rows::kMsquareFile;
using bad_input_rows::kRotationFile;
using bad_input_rows::linesPerBlock;
using bad_input_rows::megabyteOf;
using bad_input_rows::replaced;
using bad_input_rows::Streamed;
using bad_input_rows::streamRepeated;

std::string_view view(const QByteArray& bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

// A judge input read as the judge reads it: the cases, and "case N: ..." for the first
// bad one (what the contest objects' parseJudge answered).
using pl::test::JudgeRead;

JudgeRead readWhole(PuzzleKind kind, std::string_view text)
{
    return pl::test::readJudge(kind, text);
}

// JudgeReader fed `text` in pieces of `piece` bytes, collected like a whole read.
JudgeRead readInPieces(PuzzleKind kind, std::string_view text, std::size_t piece)
{
    JudgeReader reader(addOn(kind).judge());
    JudgeRead out;
    const auto take = [&] {
        for (JudgeCase& c : reader.takeCases())
            out.cases.push_back(std::move(c));
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
using bad_input_rows::cell;

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
    // Several problems (a solution file reports all of them) are one a line here and
    // one a quoted part of the cell, as the definition rows list theirs.
    std::string outcome;
    for (std::size_t from = 0; from < error.size();) {
        const std::size_t end = std::min(error.find('\n', from), error.size());
        outcome +=
            cat({outcome.empty() ? "" : "<br>", "`", cell(error.substr(from, end - from)), "`"});
        from = end + 1;
    }
    if (outcome.empty())
        outcome = "accepted";
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
        "value (or key) and its key path. A solution file, too, is reported whole: every\n"
        "missing key, and every field that is wrong on its own (a check that needs another\n"
        "field, such as replaying the moves, only when that field is good). Rows of other\n"
        "solvers' files (SPEC 8.3: \"tws file\", \"kpuzzle file\") are read as the library\n"
        "reads them and list every problem in the same way.\n\n"
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
    void imported_data();
    void imported();
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
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("goodCases");
    QTest::addColumn<QByteArray>("error");  // exact; empty = the whole input is accepted
    bad_input_rows::forEachJudgeRow([](const char* name, const char* key, const std::string& input,
                                       int cases, std::string_view error) {
        QTest::newRow(name) << QByteArray(key) << bytes(input) << cases << bytes(error);
    });
}

void TestBadInput::judge()
{
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, input);
    QFETCH(int, goodCases);
    QFETCH(QByteArray, error);
    const PuzzleKind kind = kindOfKey(view(key));
    const JudgeRead whole = readWhole(kind, view(input));
    const std::string count = casesText(whole.cases.size());
    record(bad_input_rows::judgeReader(contestKey(kind)), view(input), whole.error,
           whole.error.empty()   ? cat({"(", count, ")"})
           : whole.cases.empty() ? std::string()
                                 : cat({"(after ", count, ")"}));
    QCOMPARE(bytes(whole.error), error);
    QCOMPARE(static_cast<int>(whole.cases.size()), goodCases);
    // Each case is good: its position, and its goal (Magic Squares' target).
    for (const JudgeCase& c : whole.cases)
        QCOMPARE(firstProblemLine(caseProblems(kind, c)), std::string());
    // puzzlelab-solve reads in pieces that split tokens, CRLFs and the BOM anywhere.
    for (const std::size_t piece : {std::size_t{1}, std::size_t{2}, std::size_t{7},
                                    static_cast<std::size_t>(input.size() + 1)}) {
        const JudgeRead streamed = readInPieces(kind, view(input), piece);
        QCOMPARE(bytes(streamed.error), error);
        QVERIFY2(streamed.cases == whole.cases,
                 qPrintable(QStringLiteral("pieces of %1").arg(piece)));
    }
}

// 100 MB through JudgeReader, in 1 MiB pieces as puzzlelab-solve reads it: every case
// of a valid input, and the first case of garbage, without holding the input.
void TestBadInput::judgeHundredMegabytes_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("line");  // repeated to 100 MB
    QTest::addColumn<QByteArray>("tail");  // then this
    QTest::addColumn<qulonglong>("cases");
    QTest::addColumn<QByteArray>("error");
    QTest::addColumn<bool>("readsAll");  // the outcome needs the whole input
    bad_input_rows::forEachHundredMegabyteRow(
        [](const char* name, const char* key, const std::string& line, const std::string& tail,
           std::uint64_t cases, std::string_view error, bool readsAll) {
            QTest::newRow(name) << QByteArray(key) << bytes(line) << bytes(tail)
                                << static_cast<qulonglong>(cases) << bytes(error) << readsAll;
        });
}

void TestBadInput::judgeHundredMegabytes()
{
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, line);
    QFETCH(QByteArray, tail);
    QFETCH(qulonglong, cases);
    QFETCH(QByteArray, error);
    QFETCH(bool, readsAll);
    const PuzzleKind kind = kindOfKey(view(key));
    const std::string block = megabyteOf(line.toStdString());
    const Streamed s = streamRepeated(view(key), block, kBlocks, tail.toStdString());
    record(bad_input_rows::streamedJudgeReader(contestKey(kind)),
           cat({"100 MB of ", view(line), tail.isEmpty() ? "" : " then ", view(tail)}), s.error,
           s.error.empty() || s.cases > 0 ? cat({"(", casesText(s.cases), ")"}) : std::string());
    QCOMPARE(bytes(s.error), error);
    QCOMPARE(static_cast<qulonglong>(s.cases), cases);
    if (cases > 0) {
        const JudgeRead one = readWhole(kind, line.toStdString() + tail.toStdString());
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
    bad_input_rows::forEachWholeHundredMegabyteRow([](const char* name, const char* key,
                                                      const std::string& input, const char* shown,
                                                      std::string_view error) {
        const JudgeRead in = readWhole(kindOfKey(key), input);
        record(bad_input_rows::kWholeJudgeReader, shown, in.error, {}, name);
        QCOMPARE(in.error, std::string(error));
        QVERIFY(in.cases.empty());
    });
}

// ---- position and move text ---------------------------------------------------------

void TestBadInput::position_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("error");  // exact; empty = accepted
    QTest::addColumn<QByteArray>("shown");  // formatPosition of what was read
    bad_input_rows::forEachPositionRow([](const char* name, const char* key, std::string_view input,
                                          std::string_view error, std::string_view shown) {
        QTest::newRow(name) << QByteArray(key) << bytes(input) << bytes(error) << bytes(shown);
    });
}

void TestBadInput::position()
{
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, error);
    QFETCH(QByteArray, shown);
    // The contest's notation (Magic Squares': board / target, the target its goal).
    const PuzzleKind kind = kindOfKey(view(key));
    const Checked<JudgeCase> checked = addOn(kind).contestForm().parse(view(input));
    const Parsed<JudgeCase> read = parsedFrom(checked);
    record(bad_input_rows::positionReader(contestKey(kind)), view(input), read.error);
    QCOMPARE(bytes(read.error), error);
    QCOMPARE(read.value.has_value(), error.isEmpty());
    if (read) {
        QCOMPARE(firstProblemLine(caseProblems(kind, *read.value)), std::string());
        QCOMPARE(bytes(contestText(kind, *read.value)), shown);
    }
    // Where the contest's notation is the held puzzle's own text (The Clocks, The
    // Rotation Game), the held puzzle reads the same.
    if (addOn(kind).textIsContestForm()) {
        const Puzzle& p = puzzle(kind);
        const Parsed<Position> own = p.parsePosition(view(input));
        QCOMPARE(bytes(own.error), error);
        QCOMPARE(own.value.has_value(), error.isEmpty());
        if (own) {
            QVERIFY(!read.value->goal);
            QCOMPARE(*own.value, read.value->position);
            QCOMPARE(p.validate(*own.value), std::string());
            QCOMPARE(bytes(p.formatPosition(*own.value)), shown);
        }
    }
}

void TestBadInput::moves_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("error");  // exact; empty = accepted
    QTest::addColumn<QByteArray>("shown");  // formatMoves of what was read
    bad_input_rows::forEachMovesRow([](const char* name, const char* key, std::string_view input,
                                       std::string_view error, std::string_view shown) {
        QTest::newRow(name) << QByteArray(key) << bytes(input) << bytes(error) << bytes(shown);
    });
}

void TestBadInput::moves()
{
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, error);
    QFETCH(QByteArray, shown);
    const Puzzle& p = puzzle(kindOfKey(view(key)));
    const Parsed<std::vector<int>> read = p.parseMoves(view(input));
    record(bad_input_rows::movesReader(p.key()), view(input), read.error);
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
    bad_input_rows::forEachSolutionFileRow(
        [](const char* name, std::string_view input, std::string_view error) {
            QTest::newRow(name) << bytes(input) << bytes(error);
        });
}

void TestBadInput::solutionFile()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, error);
    const Parsed<SolutionRecord> read = readSolutionFile(view(input));
    record(bad_input_rows::kSolutionFileReader, view(input), read.error);
    QCOMPARE(bytes(read.error), error);
    QCOMPARE(read.value.has_value(), error.isEmpty());
}

void TestBadInput::solutionFileSizeGuard()
{
    bad_input_rows::forEachSolutionFileSizeRow(
        [](const char* name, const std::string& input, std::string_view error) {
            const Parsed<SolutionRecord> read = readSolutionFile(input);
            record(bad_input_rows::kSolutionFileReader, input, read.error, {}, name);
            QCOMPARE(read.error, std::string(error));
            QCOMPARE(read.value.has_value(), error.empty());
        });
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
             contestCase(PuzzleKind::Rotation, "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3")
                 .position);
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

// ---- other solvers' files (SPEC 8.3) ----------------------------------------------------

void TestBadInput::imported_data()
{
    QTest::addColumn<int>("index");
    const std::vector<bad_imported::Row> rows = bad_imported::rows();
    for (std::size_t i = 0; i < rows.size(); ++i)
        QTest::newRow((rows[i].reader + ": " + rows[i].name).c_str()) << static_cast<int>(i);
}

void TestBadInput::imported()
{
    QFETCH(int, index);
    const bad_imported::Row row = bad_imported::rows()[static_cast<std::size_t>(index)];
    const Problems problems = bad_imported::problemsOf(row);
    std::string outcome;
    for (const Problem& p : problems)
        outcome += cat({outcome.empty() ? "" : "<br>", "`", cell(problemLine(p)), "`"});
    tableRows().push_back({row.reader, cell(row.name), shownInput(row.text),
                           problems.empty() ? std::string("accepted") : outcome});
    // tst_imported_readers checks the first problem's code and place; here every
    // problem is worded and placed in the text.
    QVERIFY(!problems.empty());
    for (const Problem& p : problems) {
        QVERIFY2(problemText(p).rfind(p.code, 0) != 0, p.code.c_str());
        QVERIFY2(p.where.line > 0 || p.code == "def.empty" || p.code == "tws.missing" ||
                     p.code == "import.too-many-moves",
                 problemLine(p).c_str());
    }
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_bad_input.moc"
