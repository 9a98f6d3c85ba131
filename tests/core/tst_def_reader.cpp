// The definition reader (SPEC 7.1-7.3): good definitions of every kind read into the
// exact PuzzleDef the spec describes; the cell reference rule; every problem reported
// with where it is (line, column and key path); text that is not UTF-8 JSON; the size
// limits; and SHA-256 against the published test vectors. The table of bad
// definitions (one exact message per row) is in tst_bad_input, which writes it into
// docs/bad-input.md.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/formats/definition_reader.h"
#include "core/registry.h"
#include "core/sha256.h"
#include "def_samples.h"

using namespace pl;
using def::Goal;
using def::Kind;

namespace QTest {
template <>
inline char* toString(const std::string& s)
{
    return QTest::toString(QByteArray::fromStdString(s));
}
}  // namespace QTest

namespace {

std::string lines(const Problems& problems)
{
    std::string out;
    for (const Problem& p : problems)
        out += problemLine(p) + "\n";
    return out;
}

def::PuzzleDef good(std::string_view text)
{
    Checked<def::PuzzleDef> r = readDefinition(text);
    if (!r)
        qFatal("a good definition was refused:\n%s", lines(r.problems).c_str());
    return *r.value;
}

std::string replaced(std::string text, std::string_view from, std::string_view to)
{
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("'%s' is not in the test text", std::string(from).c_str());
    return text.replace(at, from.size(), to);
}

// A minimal permutation definition with `cells` cells (ids 0..n-1) and `moves` moves
// that each swap cells 0 and 1 under another name.
std::string generated(int cells, int moves)
{
    std::string t =
        R"({"puzzlelab": 1, "key": "big", "name": "Big", "kind": "permutation", "cells": [)";
    for (int i = 0; i < cells; ++i) {
        t += i ? "," : "";
        t += R"({"id":)";
        t += std::to_string(i);
        t += R"(,"x":0,"y":0})";
    }
    t += R"(], "labels": [1], "start": [)";
    for (int i = 0; i < cells; ++i)
        t += i ? ",1" : "1";
    t += R"(], "moves": [)";
    for (int i = 0; i < moves; ++i) {
        t += i ? "," : "";
        t += R"({"name":"m)";
        t += std::to_string(i);
        t += R"(","cycles":[[0,1]]})";
    }
    t += R"(], "goal": {"uniform": [0]}})";
    return t;
}

}  // namespace

class TestDefReader : public QObject {
    Q_OBJECT
private slots:
    void lightsOut();
    void clocks();
    void msquare();
    void rotation();
    void sliding();
    void defaults();
    void metricsAndSeparator();
    void cellReferences();
    void everyProblemWithWhere();
    void lineEndsAndColumns();
    void encodings_data();
    void encodings();
    void jsonSyntaxPosition();
    void sizeLimits();
    void problemCap();
    void everyCodeWorded();
    void sha256Vectors();
    void extensionStrings();
    void bundledGroups();
};

void TestDefReader::lightsOut()
{
    const def::PuzzleDef d = good(samples::kLightsOut);
    QCOMPARE(d.version, 1);
    QCOMPARE(d.key, std::string("lights-out-3"));
    QCOMPARE(d.name, std::string("Lights Out 3x3"));
    QCOMPARE(d.description, std::string("Switch every light off."));
    QVERIFY(d.rules.empty() && d.source.empty());
    QCOMPARE(d.kind, Kind::Dial);
    QCOMPARE(d.modulus, 2);
    QCOMPARE(d.cells.size(), std::size_t{9});
    const char* ids = "abcdefghi";
    for (int i = 0; i < 9; ++i) {
        const def::Cell& c = d.cells[static_cast<std::size_t>(i)];
        QCOMPARE(c.id, std::string(1, ids[i]));
        QCOMPARE(c.x, double(i % 3));
        QCOMPARE(c.y, double(i / 3));
        QCOMPARE(c.shape, def::Shape::Default);
    }
    QVERIFY(d.labels.empty());
    QCOMPARE(d.start, std::vector<int>(9, 0));  // dial default: all 0
    QCOMPARE(d.goal.type, Goal::Type::Values);
    QCOMPARE(d.goal.values, std::vector<int>(9, 0));
    QCOMPARE(d.moves.size(), std::size_t{9});
    // Cell k toggles itself and its orthogonal neighbours; clicking cell k plays it.
    for (int k = 0; k < 9; ++k) {
        const def::Move& m = d.moves[static_cast<std::size_t>(k)];
        QCOMPARE(m.name, std::string(1, ids[k]));
        std::vector<int> want(9, 0);
        for (int j = 0; j < 9; ++j)
            if (std::abs(j % 3 - k % 3) + std::abs(j / 3 - k / 3) <= 1)
                want[static_cast<std::size_t>(j)] = 1;
        QCOMPARE(m.add, want);
        QVERIFY(m.cycles.empty());
        QCOMPARE(m.cell, std::optional<int>(k));
        QVERIFY(!m.button);
    }
    QCOMPARE(d.metric, def::Metric::Move);
    QVERIFY(!d.separator);
    QVERIFY(!d.editableGoal);
    QCOMPARE(d.view.valueNames, (std::vector<std::string>{"off", "on"}));
    QVERIFY(d.view.palette.empty() && d.view.regions.empty());
    QVERIFY(d.examples.empty());
}

void TestDefReader::clocks()
{
    const def::PuzzleDef d = good(samples::kClocks);
    QCOMPARE(d.modulus, 4);
    QCOMPARE(d.source, std::string("IOI 1994"));
    QCOMPARE(d.cells.front().shape, def::Shape::Dial);
    QCOMPARE(d.cells[8].id, std::string("I"));
    // SPEC 1.1's table, cells A..I = 0..8.
    const std::vector<std::vector<int>> table = {{0, 1, 3, 4}, {0, 1, 2},       {1, 2, 4, 5},
                                                 {0, 3, 6},    {1, 3, 4, 5, 7}, {2, 5, 8},
                                                 {3, 4, 6, 7}, {6, 7, 8},       {4, 5, 7, 8}};
    QCOMPARE(d.moves.size(), std::size_t{9});
    for (std::size_t m = 0; m < 9; ++m) {
        QCOMPARE(d.moves[m].name, std::to_string(m + 1));
        std::vector<int> want(9, 0);
        for (const int c : table[m])
            want[static_cast<std::size_t>(c)] = 1;
        QCOMPARE(d.moves[m].add, want);  // move 9: 5 and -3 reduce to 1 modulo 4
        QVERIFY(!d.moves[m].cell);
    }
    QCOMPARE(d.separator, std::optional<std::string>(" "));
    QCOMPARE(d.view.valueNames, (std::vector<std::string>{"12", "3", "6", "9"}));
    QCOMPARE(d.examples.size(), std::size_t{1});
    QCOMPARE(d.examples[0].position, (std::vector<int>{3, 3, 0, 2, 2, 2, 2, 1, 2}));
    QVERIFY(!d.examples[0].goal);
    QCOMPARE(d.examples[0].moves, std::string("4 5 8 9"));

    // Amounts are reduced modulo the modulus: 2 twice is 0 for move 1's cell A.
    const def::PuzzleDef two = good(replaced(samples::kClocks, R"("add": ["A", "B", "D", "E"])",
                                             R"("add": {"A": 6, "B": 2, "D": -1})"));
    QCOMPARE(two.moves[0].add, (std::vector<int>{2, 2, 0, 3, 0, 0, 0, 0, 0}));
}

void TestDefReader::msquare()
{
    const def::PuzzleDef d = good(samples::kMsquare);
    QCOMPARE(d.kind, Kind::Permutation);
    QCOMPARE(d.cells.size(), std::size_t{8});
    QCOMPARE(d.cells[4].id, std::string("4"));  // an integer id is kept as its decimal text
    QCOMPARE(d.cells[4].x, 3.0);
    QCOMPARE(d.cells[4].y, 1.0);
    QCOMPARE(d.labels, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}));
    QCOMPARE(d.start, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}));
    QCOMPARE(d.moves.size(), std::size_t{3});
    QCOMPARE(d.moves[0].cycles, (std::vector<std::vector<int>>{{0, 7}, {1, 6}, {2, 5}, {3, 4}}));
    QCOMPARE(d.moves[1].cycles, (std::vector<std::vector<int>>{{0, 1, 2, 3}, {5, 4, 7, 6}}));
    QCOMPARE(d.moves[2].cycles, (std::vector<std::vector<int>>{{1, 2, 5, 6}}));
    QVERIFY(d.moves[0].add.empty());
    QVERIFY(!d.moves[0].button);
    QVERIFY(d.moves[2].button);
    QCOMPARE(d.moves[2].button->x, 1.5);
    QCOMPARE(d.moves[2].button->y, 0.5);
    QCOMPARE(d.goal.type, Goal::Type::Values);
    QCOMPARE(d.goal.values, d.start);
    QVERIFY(d.editableGoal);
    QCOMPARE(d.blank, -1);
    QCOMPARE(d.examples.size(), std::size_t{1});
    QCOMPARE(d.examples[0].goal, std::optional<std::vector<int>>({2, 6, 8, 4, 5, 7, 3, 1}));
    QCOMPARE(d.examples[0].moves, std::string("BCABCCB"));
}

void TestDefReader::rotation()
{
    const def::PuzzleDef d = good(samples::kRotation);
    QCOMPARE(d.cells.size(), std::size_t{24});
    QCOMPARE(d.labels, (std::vector<int>{1, 2, 3}));
    for (const int label : {1, 2, 3})
        QCOMPARE(std::count(d.start.begin(), d.start.end(), label), 8);
    QCOMPARE(d.moves.size(), std::size_t{8});
    // Move A (line 0 2 6 11 15 20 22): what is in cell 2 moves to cell 0, and so on.
    QCOMPARE(d.moves[0].cycles, (std::vector<std::vector<int>>{{0, 22, 20, 15, 11, 6, 2}}));
    QCOMPARE(d.moves[7].name, std::string("H"));
    QCOMPARE(d.goal.type, Goal::Type::Uniform);
    QCOMPARE(d.goal.uniformCells, (std::vector<int>{6, 7, 8, 11, 12, 15, 16, 17}));
    QCOMPARE(d.view.palette.size(), std::size_t{3});
    QCOMPARE(d.view.palette.at(2), std::string("#30a040"));
    QCOMPARE(d.view.regions.size(), std::size_t{1});
    QCOMPARE(d.view.regions[0].cells, d.goal.uniformCells);
    QCOMPARE(d.view.regions[0].style, def::Region::Style::Shade);
    QCOMPARE(d.examples[0].moves, std::string("AC"));
}

void TestDefReader::sliding()
{
    const def::PuzzleDef d = good(samples::kSliding);
    QCOMPARE(d.kind, Kind::Sliding);
    QCOMPARE(d.blank, 0);
    QCOMPARE(d.labels, (std::vector<int>{0, 1, 2, 3, 4, 5}));
    QCOMPARE(d.start, (std::vector<int>{1, 2, 3, 4, 5, 0}));
    QCOMPARE(d.moveOrder, (std::vector<char>{'U', 'L', 'R', 'D'}));
    QVERIFY(d.moves.empty());
    QCOMPARE(d.goal.type, Goal::Type::AnyOf);
    QCOMPARE(d.goal.anyOf.size(), std::size_t{2});
    QCOMPARE(d.goal.anyOf[0].type, Goal::Type::Values);
    QCOMPARE(d.goal.anyOf[0].values, (std::vector<int>{1, 2, 3, 4, 5, 0}));
    QCOMPARE(d.goal.anyOf[1].values, (std::vector<int>{0, -1, -1, -1, -1, 1}));  // null = any
    QCOMPARE(d.view.labelText.at(0), std::string());
    QVERIFY(!d.editableGoal);
}

void TestDefReader::defaults()
{
    // Sliding without moveOrder: D L R U (SPEC 7.1).
    const def::PuzzleDef s =
        good(replaced(samples::kSliding, R"("moveOrder": ["U", "L", "R", "D"],)", ""));
    QCOMPARE(s.moveOrder, (std::vector<char>{'D', 'L', 'R', 'U'}));
    // A dial start and goal given explicitly.
    const def::PuzzleDef l = good(replaced(samples::kLightsOut, R"("modulus": 2,)",
                                           R"("modulus": 2, "start": [1,0,0,0,1,0,0,0,1],
                                              "goal": {"values": [null,1,1,1,1,1,1,1,null]},)"));
    QCOMPARE(l.start, (std::vector<int>{1, 0, 0, 0, 1, 0, 0, 0, 1}));
    QCOMPARE(l.goal.values, (std::vector<int>{-1, 1, 1, 1, 1, 1, 1, 1, -1}));
    // Optional texts.
    const def::PuzzleDef m = good(replaced(samples::kMsquare, R"("kind": "permutation",)",
                                           R"("kind": "permutation", "rules": "Two\nlines.",)"));
    QCOMPARE(m.rules, std::string("Two\nlines."));
}

void TestDefReader::metricsAndSeparator()
{
    for (const auto& [text, metric] :
         {std::pair{"move", def::Metric::Move}, std::pair{"inverse", def::Metric::Inverse},
          std::pair{"power", def::Metric::Power}}) {
        const def::PuzzleDef d =
            good(replaced(samples::kMsquare, R"("editableGoal": true,)",
                          std::string(R"("editableGoal": true, "metric": ")") + text + "\","));
        QCOMPARE(d.metric, metric);
    }
    const def::PuzzleDef d = good(replaced(samples::kMsquare, R"("editableGoal": true,)",
                                           R"("editableGoal": true, "separator": "",)"));
    QCOMPARE(d.separator, std::optional<std::string>(""));
    // Inverse metric: A is its own inverse, B and C get B' and C'; a move named "B'"
    // clashes with that.
    const Checked<def::PuzzleDef> clash = readDefinition(
        replaced(replaced(samples::kMsquare, R"("name": "C")", R"("name": "B'")"),
                 R"("editableGoal": true,)", R"("editableGoal": true, "metric": "inverse",)"));
    QVERIFY(!clash);
    QCOMPARE(clash.problems.size(), std::size_t{1});
    QCOMPARE(clash.problems[0].code, std::string("def.metric-name-clash"));
    QCOMPARE(clash.problems[0].where.path, std::string("moves[2].name"));
    // Without a metric that makes inverses, the same names are fine.
    QVERIFY(readDefinition(replaced(samples::kMsquare, R"("name": "C")", R"("name": "B'")")));
}

void TestDefReader::cellReferences()
{
    // Integer ids are referred to by integers: 7 names the cell with id 7.
    QVERIFY(readDefinition(samples::kMsquare));
    // The string "7" does not name the cell whose id is the integer 7.
    const Checked<def::PuzzleDef> asString =
        readDefinition(replaced(samples::kMsquare, "[[0, 7], [1, 6]", R"([[0, "7"], [1, 6])"));
    QVERIFY(!asString);
    QCOMPARE(asString.problems.size(), std::size_t{1});
    QCOMPARE(problemLine(asString.problems[0]),
             std::string("line 14, column 34 (moves[0].cycles[0][1]): no cell has the id \"7\": "
                         "cells[7] has this id written as a number; write it the same way here"));
    // String ids are referred to by strings: the integer 3 does not name the cell "3".
    // (Cell C becomes "3"; moves 2 and 6 still say "C", move 3 says 3.)
    const std::string stringIds =
        replaced(replaced(samples::kClocks, R"({"id": "C",)", R"({"id": "3",)"),
                 R"("add": ["B", "C", "E", "F"])", R"("add": ["B", 3, "E", "F"])");
    const Checked<def::PuzzleDef> asNumber = readDefinition(stringIds);
    QVERIFY(!asNumber);
    QCOMPARE(asNumber.problems.size(), std::size_t{3});
    QCOMPARE(asNumber.problems[0].code, std::string("def.unknown-cell"));
    QCOMPARE(asNumber.problems[0].where.path, std::string("moves[1].add[2]"));
    QCOMPARE(asNumber.problems[1].code, std::string("def.cell-ref-string"));
    QCOMPARE(asNumber.problems[1].where.path, std::string("moves[2].add[1]"));
    QCOMPARE(asNumber.problems[2].code, std::string("def.unknown-cell"));
    QCOMPARE(asNumber.problems[2].where.path, std::string("moves[5].add[0]"));
    // Written as the id is written, the string "3" names it.
    std::string asWritten =
        replaced(stringIds, R"("add": ["B", 3, "E", "F"])", R"("add": ["B", "3", "E", "F"])");
    asWritten = replaced(asWritten, R"("add": ["A", "B", "C"])", R"("add": ["A", "B", "3"])");
    asWritten = replaced(asWritten, R"("add": ["C", "F", "I"])", R"("add": ["3", "F", "I"])");
    QCOMPARE(good(asWritten).moves[2].add, (std::vector<int>{0, 1, 1, 0, 1, 1, 0, 0, 0}));
    // Object keys are always strings: {"3": 2} names the cell whose id is the integer 3.
    const std::string dialInts = R"({"puzzlelab": 1, "key": "k", "name": "n", "kind": "dial",
        "modulus": 3, "cells": [{"id": 3, "x": 0, "y": 0}, {"id": "b", "x": 1, "y": 0}],
        "moves": [{"name": "m", "add": {"3": 2, "b": 1}, "cell": 3}]})";
    const def::PuzzleDef dial = good(dialInts);
    QCOMPARE(dial.moves[0].add, (std::vector<int>{2, 1}));
    QCOMPARE(dial.moves[0].cell, std::optional<int>(0));
    // The ids 3 and "3" would print the same: they may not both occur.
    const Checked<def::PuzzleDef> both =
        readDefinition(replaced(dialInts, R"({"id": "b",)", R"({"id": "3",)"));
    QVERIFY(!both);
    QCOMPARE(both.problems[0].code, std::string("def.cell-id-duplicate"));
    QCOMPARE(both.problems[0].where.path, std::string("cells[1].id"));
}

void TestDefReader::everyProblemWithWhere()
{
    // Four independent mistakes in one file: all four are reported, in file order.
    std::string text = samples::kMsquare;
    text =
        replaced(text, R"("name": "Magic Squares",)", R"("name": "Magic Squares", "colour": 1,)");
    text = replaced(text, "[[0, 1, 2, 3], [5, 4, 7, 6]]", "[[0, 1, 2, 3], [5, 4, 7, 3]]");
    text = replaced(text, R"("x": 1.5, "y": 0.5)", R"("x": 1.5, "z": 0.5)");
    text = replaced(text, R"("moves": "BCABCCB")", R"("moves": 7)");
    const Checked<def::PuzzleDef> r = readDefinition(text);
    QVERIFY(!r);
    QCOMPARE(
        lines(r.problems),
        std::string("line 4, column 28 (colour): unknown key \"colour\" (only keys that start with "
                    "x- may be added)\n"
                    "line 15, column 54 (moves[1].cycles[1][3]): the cell 3 occurs twice in this "
                    "move's cycles\n"
                    "line 16, column 55 (moves[2].button): the required key \"y\" is missing\n"
                    "line 16, column 66 (moves[2].button.z): unknown key \"z\" (only keys that "
                    "start with x- may be added)\n"
                    "line 21, column 87 (examples[0].moves): expected a string, found 7\n"));
}

void TestDefReader::lineEndsAndColumns()
{
    // CRLF, lone CR and LF each end a line; columns count characters, not bytes.
    const std::string text =
        "{\r\n\"puzzlelab\": 1,\r\"key\": \"k\",\n"
        "\"name\": \"\xC3\xA9t\xC3\xA9\", \"kind\": 7}";
    const Checked<def::PuzzleDef> r = readDefinition(text);
    QVERIFY(!r);
    QCOMPARE(lines(r.problems),
             std::string("line 1, column 1: the required key \"cells\" is missing\n"
                         "line 4, column 24 (kind): expected a string, found 7\n"));
    // A leading byte order mark is not a column.
    const Checked<def::PuzzleDef> bom = readDefinition("\xEF\xBB\xBF" + text);
    QCOMPARE(lines(bom.problems), lines(r.problems));
}

void TestDefReader::encodings_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("line");
    const auto row = [](const char* name, std::string_view input, std::string_view line) {
        QTest::newRow(name) << QByteArray(input.data(), static_cast<qsizetype>(input.size()))
                            << QByteArray(line.data(), static_cast<qsizetype>(line.size()));
    };
    using namespace std::string_view_literals;
    row("empty", "", "the file is empty");
    row("only spaces", " \r\n\t\n", "the file is empty");
    row("only a byte order mark", "\xEF\xBB\xBF", "the file is empty");
    row("UTF-16 LE with BOM", "\xFF\xFE{\0}\0"sv,
        "the file is UTF-16 (or UTF-32) text; save it as UTF-8");
    row("UTF-16 BE with BOM", "\xFE\xFF\0{\0}"sv,
        "the file is UTF-16 (or UTF-32) text; save it as UTF-8");
    row("UTF-16 LE without BOM", "{\0\"\0"sv,
        "the file is UTF-16 (or UTF-32) text; save it as UTF-8");
    row("Latin-1", "{\"name\": \"caf\xE9\"}",
        "line 1, column 14: the text is not UTF-8: the byte 0xe9 does not belong here");
    row("overlong encoding", "{\n\"name\": \"\xC0\xAF\"}",
        "line 2, column 10: the text is not UTF-8: the byte 0xc0 does not belong here");
    row("encoded surrogate", "{\"a\xED\xA0\x80\": 1}",
        "line 1, column 4: the text is not UTF-8: the byte 0xed does not belong here");
    row("cut character at the end", "{}\xE2\x82",
        "line 1, column 3: the text is not UTF-8: the byte 0xe2 does not belong here");
    row("not an object", "[1, 2]", "line 1, column 1: a definition is one JSON object, not [...]");
    row("a number", "\n  42", "line 2, column 3: a definition is one JSON object, not 42");
    row("nested too deep", std::string(65, '[') + std::string(65, ']'),
        "line 1, column 65: arrays and objects are nested more than 64 deep");
}

void TestDefReader::encodings()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, line);
    const Checked<def::PuzzleDef> r =
        readDefinition(std::string_view(input.constData(), static_cast<std::size_t>(input.size())));
    QVERIFY(!r);
    QCOMPARE(lines(r.problems), line.toStdString() + "\n");
}

void TestDefReader::jsonSyntaxPosition()
{
    const Checked<def::PuzzleDef> r = readDefinition("{\n  \"key\": \"a\",\n  \"name\" \"b\"\n}");
    QVERIFY(!r);
    QCOMPARE(r.problems.size(), std::size_t{1});
    QCOMPARE(r.problems[0].code, std::string("def.json-syntax"));
    QCOMPARE(r.problems[0].where.line, 3);
    QCOMPARE(r.problems[0].where.column, 12);  // where the parser saw "b" end
    const Checked<def::PuzzleDef> big = readDefinition("{\"puzzlelab\": 1e999}");
    QCOMPARE(big.problems.size(), std::size_t{1});
    QCOMPARE(big.problems[0].code, std::string("def.json-syntax"));
    QCOMPARE(big.problems[0].where.line, 1);
}

void TestDefReader::sizeLimits()
{
    // 4096 cells and 4096 moves are allowed; one more of either is refused.
    QVERIFY(readDefinition(generated(4096, 3)));
    QVERIFY(readDefinition(generated(3, 4096)));
    const Checked<def::PuzzleDef> cells = readDefinition(generated(4097, 3));
    QCOMPARE(lines(cells.problems),
             std::string("line 1, column 79 (cells): 4097 entries; at most 4096 are allowed\n"
                         "line 1, column 97324 (start): 4097 entries; at most 4096 are allowed\n"));
    const Checked<def::PuzzleDef> moves = readDefinition(generated(3, 4097));
    QCOMPARE(moves.problems.size(), std::size_t{1});
    QCOMPARE(problemText(moves.problems[0]), std::string("4097 entries; at most 4096 are allowed"));
    QCOMPARE(moves.problems[0].where.path, std::string("moves"));
    // The power metric may not multiply the moves past the limit.
    // 4097 cells are too many; use 4096 cells and a 4096-cycle (4095 powers: allowed),
    // then one more move tips it over.
    std::string ok = generated(4096, 2);
    std::string cycle = R"("cycles":[[)";
    for (int i = 0; i < 4095; ++i)
        cycle += std::to_string(i) + ",";
    cycle += "4095]]";
    ok = replaced(ok, R"("cycles":[[0,1]])", cycle);
    ok = replaced(ok, R"("kind": "permutation",)", R"("kind": "permutation", "metric": "power",)");
    QVERIFY(readDefinition(ok));  // 4095 + 1 = 4096 moves
    std::string over =
        replaced(ok, R"({"name":"m1")", R"({"name":"m2","cycles":[[2,3]]},{"name":"m1")");
    const Checked<def::PuzzleDef> tooMany = readDefinition(over);
    QCOMPARE(tooMany.problems.size(), std::size_t{1});
    QCOMPARE(problemText(tooMany.problems[0]),
             std::string("with the power metric there would be more than 4096 moves"));
    // Text over 4 MiB is refused before it is parsed.
    std::string huge = generated(3, 1);
    huge.insert(1, std::string((std::size_t{4} << 20) - huge.size() + 1, ' '));
    QCOMPARE(huge.size(), (std::size_t{4} << 20) + 1);
    const Checked<def::PuzzleDef> tooLarge = readDefinition(huge);
    QCOMPARE(lines(tooLarge.problems),
             std::string("the file is 4194305 bytes; a definition may be at most 4194304 bytes\n"));
    huge.erase(1, 1);
    QVERIFY(readDefinition(huge));
}

void TestDefReader::problemCap()
{
    // 4096 cells without x: 4096 problems, of which the first 100 are listed.
    std::string t = generated(4096, 1);
    for (std::size_t at = 0; (at = t.find(",\"x\":0", at)) != std::string::npos;)
        t.erase(at, 6);
    const Checked<def::PuzzleDef> r = readDefinition(t);
    QCOMPARE(r.problems.size(), std::size_t{101});
    QCOMPARE(problemText(r.problems[0]), std::string("the required key \"x\" is missing"));
    QCOMPARE(r.problems[0].where.path, std::string("cells[0]"));
    QCOMPARE(r.problems[99].where.path, std::string("cells[99]"));
    QCOMPARE(problemLine(r.problems[100]), std::string("3996 more problems not listed"));
}

void TestDefReader::everyCodeWorded()
{
    // Every "def.*" code the reader's sources name has an English sentence (without
    // one, problemText falls back to the bare code). The reader is the files of
    // src/core/formats (format 1: formats/format1/).
    std::string text;
    QDirIterator files(QStringLiteral(PL_SOURCE_DIR "/src/core/formats"), {QStringLiteral("*.cpp")},
                       QDir::Files, QDirIterator::Subdirectories);
    int sources = 0;
    while (files.hasNext()) {
        QFile source(files.next());
        QVERIFY(source.open(QIODevice::ReadOnly));
        text += source.readAll().toStdString();
        ++sources;
    }
    QVERIFY(sources >= 2);
    int codes = 0;
    for (std::size_t at = 0; (at = text.find("\"def.", at)) != std::string::npos; ++at) {
        const std::size_t end = text.find('"', at + 1);
        Problem p;
        p.code = text.substr(at + 1, end - at - 1);
        p.args = {"A", "B", "C"};
        const std::string worded = problemText(p);
        QVERIFY2(!worded.starts_with(p.code), p.code.c_str());
        QVERIFY2(worded.find('{') == std::string::npos || p.code == "def.add-form",
                 worded.c_str());  // no unfilled {N}
        ++codes;
    }
    QVERIFY(codes >= 60);
}

void TestDefReader::sha256Vectors()
{
    // FIPS 180-2 appendix B / NIST examples.
    QCOMPARE(sha256Hex(""),
             std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    QCOMPARE(sha256Hex("abc"),
             std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    QCOMPARE(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
             std::string("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
    QCOMPARE(sha256Hex(std::string(1000000, 'a')),
             std::string("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
    // Padding edges (55, 56 and 64 bytes: one, two and two blocks), digests from
    // Python's hashlib.
    QCOMPARE(sha256Hex(std::string(55, 'a')),
             std::string("9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"));
    QCOMPARE(sha256Hex(std::string(56, 'a')),
             std::string("b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"));
    QCOMPARE(sha256Hex(std::string(64, 'a')),
             std::string("ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"));
}

// SPEC 7.1: keys that start with x- are allowed anywhere; the top-level ones whose
// value is a string are kept (for the window: "x-group"), every other one is ignored.
void TestDefReader::extensionStrings()
{
    using Map = std::map<std::string, std::string>;
    QCOMPARE(good(samples::kLightsOut).extensions, Map{});
    // kSliding: "x-author" at the top, a number in a cell, a string inside "view".
    QCOMPARE(good(samples::kSliding).extensions, (Map{{"x-author", "tests"}}));
    const def::PuzzleDef d = good(replaced(samples::kSliding, R"("x-author": "tests",)",
                                           R"("x-author": "tests", "x-group": "contest",
                                              "x-empty": "", "x-count": 3, "x-flag": true,
                                              "x-none": null, "x-list": ["a", "b"],
                                              "x-obj": {"x-inner": "no"},
                                              "x-text": "\u00e9t\u00e9 \"quoted\"",)"));
    QCOMPARE(d.extensions, (Map{{"x-author", "tests"},
                                {"x-group", "contest"},
                                {"x-empty", ""},
                                {"x-text", "\xc3\xa9t\xc3\xa9 \"quoted\""}}));
    // Without the prefix a key is still an error, string or not.
    const auto bad = readDefinition(
        replaced(samples::kSliding, R"("x-author": "tests",)", R"("group": "contest",)"));
    QVERIFY(!bad);
    QCOMPARE(bad.problems.front().code, std::string("def.unknown-key"));
}

// The three contest puzzles of SPEC 1 say so in their files; no other bundled one does.
void TestDefReader::bundledGroups()
{
    const Registry registry = Registry::bundled();
    int contest = 0;
    for (const auto& e : registry.entries()) {
        const auto it = e->def().extensions.find("x-group");
        const bool isContest =
            e->key() == "clocks" || e->key() == "msquare" || e->key() == "rotation";
        QVERIFY2((it != e->def().extensions.end() && it->second == "contest") == isContest,
                 e->key().c_str());
        contest += isContest;
    }
    QCOMPARE(contest, 3);
}

QTEST_GUILESS_MAIN(TestDefReader)
#include "tst_def_reader.moc"
