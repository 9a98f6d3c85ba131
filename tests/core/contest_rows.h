// The rows of docs/bad-input.md that the contest puzzles' readers wrote (judge inputs,
// position and move text, solution files), re-read through the structured API: for
// tests/core/tst_contest_problems.cpp (the English) and tests/models/tst_problem_text.cpp
// (the translations).
#pragma once

#include <QFile>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/checked_readers.h"
#include "core/judge_reader.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/solution_file.h"

namespace pl::contest_rows {

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

inline int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

// The bytes of a cell (the inputs hold no backslash of their own).
inline std::string uncell(std::string_view text)
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
inline std::vector<std::string> cells(const std::string& line)
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
inline std::optional<std::string> firstQuoted(std::string_view text, std::size_t* after = nullptr)
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
inline std::optional<std::string> wholeInput(const std::string& shown)
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

// One documented message of a contest reader.
struct Row {
    std::string reader;   // "judge clocks", "position msquare", "solution file", ...
    std::string name;     // the row's name
    std::string message;  // as the table shows it (escaped as cell() escapes)
    // Whether the table shows the input whole, so that it was read again; then the
    // problems the reader reports on it (the first is the message's).
    bool reread = false;
    Problems problems;
    // Judge rows: the streaming reader's problems on the same input.
    Problems streamed;
    // The readers' sentences on the same input (parseJudge's error, parsePosition's, ...).
    std::string sentence;
};

inline const Puzzle& contest(const std::string& name)
{
    const Puzzle* p = puzzleByKey(name);
    if (!p)
        qFatal("no puzzle %s", name.c_str());
    return *p;
}

// Every documented message of the contest readers, the rows with whole inputs re-read.
inline std::vector<Row> readRows()
{
    std::vector<Row> rows;
    QFile file(QStringLiteral(PL_SOURCE_DIR "/docs/bad-input.md"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read docs/bad-input.md");
    while (!file.atEnd()) {
        const std::string line = file.readLine().trimmed().toStdString();
        if (!line.starts_with("| "))
            continue;
        const std::vector<std::string> c = cells(line);
        if (c.size() != 4)
            continue;
        Row row;
        row.reader = c[0];
        row.name = c[1];
        const bool judge = row.reader.starts_with("judge ");
        const bool position = row.reader.starts_with("position ");
        const bool moves = row.reader.starts_with("moves ");
        const bool solution = row.reader == "solution file";
        if (!judge && !position && !moves && !solution)
            continue;
        const auto message = firstQuoted(c[3]);
        if (!message)
            continue;  // accepted
        row.message = *message;
        const auto input = wholeInput(c[2]);
        if (input) {
            row.reread = true;
            if (judge) {
                const std::string key = row.reader.substr(6, row.reader.find(' ', 6) - 6);
                const Puzzle& p = contest(key);
                row.problems = parseJudgeChecked(p, *input).problems;
                row.sentence = p.parseJudge(*input).error;
                JudgeReader streamed(p);
                streamed.feed(*input);
                streamed.finish();
                row.streamed = judgeProblems(streamed);
            } else if (position) {
                const Puzzle& p = contest(row.reader.substr(9));
                Checked<Position> parsed = parsePositionChecked(p, *input);
                row.problems = parsed ? validateProblems(p, *parsed.value) : parsed.problems;
                row.sentence = p.parsePosition(*input).error;
            } else if (moves) {
                const Puzzle& p = contest(row.reader.substr(6));
                row.problems = parseMovesChecked(p, *input).problems;
                row.sentence = p.parseMoves(*input).error;
            } else {
                row.problems = readSolutionFileChecked(*input).problems;
                row.sentence = readSolutionFile(*input).error;
            }
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace pl::contest_rows
