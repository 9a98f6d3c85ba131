// The inputs of tests/core/tst_bad_input.cpp's rows for the contest puzzles' readers
// (judge inputs, whole and streamed; position and move text; the solution file), each
// with the exact message it gets or "" for accepted. tst_bad_input runs them and writes
// docs/bad-input.md from them; tests/core/contest_rows.h reads the same inputs again
// through the structured API, whole even where the table shows them cut, so every
// message of the table is checked as a problem (tst_contest_problems) and as the
// window words it (tests/models/tst_problem_text, tests/ui/tst_bad_input_wording).
//
// Each forEach...Row(row) calls `row` once per row, in the table's order; a puzzle is
// named by its key ("clocks", "msquare", "rotation").
#pragma once

#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "contest_kinds.h"
#include "core/checked_readers.h"
#include "core/judge_reader.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/solution_file.h"

namespace pl::bad_input_rows {

inline constexpr std::size_t kHundredMegabytes = std::size_t{100} << 20;  // 104,857,600 bytes

// The example solution files the table's solution rows are changes of (SPEC 5).
inline const char* const kRotationFile =
    "PuzzleLab solution 1\n"
    "puzzle: rotation\n"
    "position: 1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"
    "moves: AC\n"
    "length: 2\n"
    "result: 2\n"
    "engine: table\n"
    "nodes: 3\n"
    "time-ms: 0.01\n";
inline const char* const kClocksFile =
    "PuzzleLab solution 1\n"
    "puzzle: clocks\n"
    "position: 9 9 12 6 6 6 6 3 6\n"
    "moves: 4 5 8 9\n"
    "length: 4\n"
    "result: solved\n";
inline const char* const kMsquareFile =
    "PuzzleLab solution 1\n"
    "puzzle: msquare\n"
    "position: 1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1\n"
    "moves: BCABCCB\n"
    "length: 7\n"
    "result: solved\n";

// A table cell as the table writes it: '|', line ends, tabs, '`' and bytes that do not
// print escaped (the escaping of tests/core/tst_bad_input.cpp).
inline std::string cell(std::string_view text)
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

// One good judge case of each puzzle.
inline const std::string kClocks = "9 9 12 6 6 6 6 3 6\n";
inline const std::string kMsquare = "2 6 8 4 5 7 3 1\n";
inline const std::string kRotationA = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n";
inline const std::string kRotationB = "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n";

// The readers as the table's first column names them.
inline std::string judgeReader(std::string_view key)
{
    return "judge " + std::string(key);
}
inline std::string streamedJudgeReader(std::string_view key)
{
    return "judge " + std::string(key) + " (100 MB, JudgeReader)";
}
inline const char* const kWholeJudgeReader = "judge msquare (parseJudge)";
inline std::string positionReader(std::string_view key)
{
    return "position " + std::string(key);
}
inline std::string movesReader(std::string_view key)
{
    return "moves " + std::string(key);
}
inline const char* const kSolutionFileReader = "solution file";

// `text` with its first `from` replaced by `to`.
inline std::string replaced(std::string text, std::string_view from, std::string_view to)
{
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("'%s' is not in the test text", std::string(from).c_str());
    return text.replace(at, from.size(), to);
}

// ---- judge formats ------------------------------------------------------------------

// row(name, key, input, goodCases, error): goodCases is how many cases are read before
// the error (all of them when error is empty).
template <typename Row>
void forEachJudgeRow(Row row)
{
    const std::string long70(70, '0');
    const std::string binary("\x00\x01\x02\xff\xfe", 5);

    const char* const c = "clocks";
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
    row("review: msquare no-break space", "msquare",
        "2 6 8 4\xC2\xA0"
        "5 7 3 1\n",
        0,
        "case 1: '4\\xc2\\xa05' is not a number (a no-break space is no separator; use a "
        "plain space)");
    row("review: rotation no-break space in a long token", "rotation",
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

    const char* const m = "msquare";
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

    const char* const r = "rotation";
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

// The 100 MB judge inputs: `line` repeated in blocks of about 1 MiB, kBlocks of them,
// then `tail`, read by JudgeReader as puzzlelab-solve reads them (never held whole).
inline constexpr std::size_t kBlocks = 100;
inline std::size_t linesPerBlock(std::size_t lineSize)
{
    return (std::size_t{1} << 20) / lineSize;
}
inline std::string megabyteOf(const std::string& line)
{
    std::string block;
    for (std::size_t i = linesPerBlock(line.size()); i > 0; --i)
        block += line;
    return block;
}

// A streamed read, counted rather than kept: a 100 MB input holds millions of cases.
struct Streamed {
    std::size_t cases = 0;
    std::size_t bytesFed = 0;  // how far the input was read before the outcome was known
    JudgeCase first;
    JudgeCase last;
    std::string error;
    Problems problems;  // the error as the structured API reports it (judgeProblems)
};

// Feeds `block` `count` times, then `tail`, to the judge format of the contest puzzle
// `key`, stopping once the outcome is known.
inline Streamed streamRepeated(std::string_view key, const std::string& block, std::size_t count,
                               const std::string& tail)
{
    JudgeReader reader(test::addOn(test::kindOfKey(key)).judge());
    Streamed s;
    const auto take = [&] {
        for (JudgeCase& c : reader.takeCases()) {
            if (s.cases++ == 0)
                s.first = c;
            s.last = std::move(c);
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
    s.problems = judgeProblems(reader);
    return s;
}

// row(name, key, line, tail, cases, error, readsAll): readsAll = the outcome needs the
// whole input (else it is known after the first block).
template <typename Row>
void forEachHundredMegabyteRow(Row row)
{
    const auto casesIn = [](const std::string& line) {
        return static_cast<std::uint64_t>(kBlocks * linesPerBlock(line.size()));
    };
    row("clocks valid", "clocks", kClocks, "", casesIn(kClocks), "", true);
    row("msquare valid", "msquare", kMsquare, "", casesIn(kMsquare), "", true);
    row("rotation valid", "rotation", kRotationA, "0\n", casesIn(kRotationA), "", true);
    // One token of 100 MB: kept as its first bytes, so the message is the usual one.
    row("clocks one huge number", "clocks", "3", "", 0,
        "case 1: clock A shows 33333333333333333333...; a clock shows 3, 6, 9 or 12", true);
    row("clocks 100 MB of zeros are a 3", "clocks", "0", "3 9 12 6 6 6 6 3 6\n", 1, "", true);
    row("msquare one huge word", "msquare", "x", "", 0,
        "case 1: 'xxxxxxxxxxxxxxxxxxxx...' is not a number", true);
    const std::string numbers = std::to_string(kBlocks * linesPerBlock(6) * 3);
    row("rotation one huge line", "rotation", "1 2 3 ", "\n0\n", 0,
        "case 1: expected 24 numbers, found " + numbers, true);
    // Garbage that is bad from its first case: the answer comes at once.
    row("clocks garbage", "clocks", "x y z\n", "", 0, "case 1: 'x' is not a number", false);
    row("msquare garbage", "msquare", "9 9 9 9\n", "", 0,
        "case 1: tile value 9 is out of range 1..8", false);
    row("rotation garbage", "rotation", "hello world\n", "", 0,
        "case 1: cell 0: 'hello' is not a number", false);
}

// The one judge input parseJudge is given whole at 100 MB (it holds the text it is given,
// but a single token of 100 MB must not make it slow or its message long), read by the
// reader kWholeJudgeReader: row(name, key, input, shown, error), shown = how the table
// describes the input.
template <typename Row>
void forEachWholeHundredMegabyteRow(Row row)
{
    row("one token of 100 MB", "msquare", std::string(kHundredMegabytes, '7'), "100 MB of 7",
        "case 1: tile value 77777777777777777777... is out of range 1..8");
}

// ---- position and move text ---------------------------------------------------------

// row(name, key, input, error, shown): shown = formatPosition of what was read, when
// error is empty.
template <typename Row>
void forEachPositionRow(Row row)
{
    const auto bad = [&](const char* name, const char* key, std::string_view input,
                         std::string_view error) { row(name, key, input, error, ""); };
    const auto good = [&](const char* name, const char* key, std::string_view input,
                          std::string_view shown) { row(name, key, input, "", shown); };
    const std::string binary("\x00\x01\x02\xff\xfe", 5);

    const char* const c = "clocks";
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

    const char* const m = "msquare";
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

    const char* const r = "rotation";
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

// row(name, key, input, error, shown): shown = formatMoves of what was read, when error
// is empty.
template <typename Row>
void forEachMovesRow(Row row)
{
    const std::string binary("\x00\x01\x02\xff\xfe", 5);
    const char* const c = "clocks";
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

    const char* const m = "msquare";
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

    const char* const r = "rotation";
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

// ---- the solution file --------------------------------------------------------------

// row(name, input, error)
template <typename Row>
void forEachSolutionFileRow(Row row)
{
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
    // Every problem at once (issue 23, point 10): fields that do not depend on each
    // other are each checked; the replay, which needs the position, is not tried.
    row("bad position and bad length",
        replaced(replaced(clocks, "9 9 12", "9 nine 12"), "length: 4", "length: four"),
        "line 3: bad position: 'nine' is not a number\n"
        "line 5: the length 'four' is not a whole number");
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
        "the file has no 'length:' line\nthe file has no 'result:' line");
    row("review: header only", "PuzzleLab solution 1\n",
        "the file has no 'puzzle:' line\nthe file has no 'position:' line\n"
        "the file has no 'moves:' line\nthe file has no 'length:' line\n"
        "the file has no 'result:' line");
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

// A good file padded with blank lines to sizes around the limit: refused by its size
// before anything else is looked at, however good it starts; exactly 1 MiB is read
// (blank lines are skipped), one byte more is not. row(name, input, error).
template <typename Row>
void forEachSolutionFileSizeRow(Row row)
{
    std::string huge = kRotationFile;
    huge.resize(kHundredMegabytes, '\n');
    row("a good file padded to 100 MB", huge,
        "the file is 104857600 bytes long; a solution file is at most 1 MiB, so this is not "
        "one");
    huge.resize(kMaxSolutionFileBytes);
    row("a good file padded to 1 MiB", huge, "");
    huge += '\n';
    row("a good file padded to 1 MiB + 1 byte", huge,
        "the file is 1048577 bytes long; a solution file is at most 1 MiB, so this is not one");
}

}  // namespace pl::bad_input_rows
