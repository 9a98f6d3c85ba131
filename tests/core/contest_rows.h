// The rows of docs/bad-input.md that the contest puzzles' readers wrote (judge inputs,
// position and move text, solution files), re-read through the structured API from
// their inputs in tests/core/bad_input_rows.h (the inputs tst_bad_input ran to write
// the table, whole also where the table shows them cut): for
// tests/core/tst_contest_problems.cpp (the English), tests/models/tst_problem_text.cpp
// and tests/ui/tst_bad_input_wording.cpp (the window's wording and the translations).
#pragma once

#include <QFile>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bad_input_rows.h"
#include "contest_kinds.h"
#include "core/checked_readers.h"
#include "core/judge_reader.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/solution_file.h"

namespace pl::contest_rows {

using bad_input_rows::cell;
using bad_input_rows::kClocksFile;
using bad_input_rows::kMsquareFile;
using bad_input_rows::kRotationFile;

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
    // Every message of the row, the first one being `message`: a solution file reports
    // all its problems, each a quoted part of the cell, joined by <br>.
    std::vector<std::string> messages;
    // Whether the row's input was found among the rows of tests/core/bad_input_rows.h
    // and read again, whole (also where the table shows it cut); then the problems the
    // reader reports on it (the first is the message's).
    bool reread = false;
    Problems problems;
    // Judge rows: the streaming reader's problems on the same input.
    Problems streamed;
    // The readers' sentences on the same input (parseJudge's error, parsePosition's, ...).
    std::string sentence;
};

// What the readers say of one row's input, read again.
struct Reread {
    std::optional<std::string> input;  // the input, unless it is one of the 100 MB ones
    Problems problems;
    Problems streamed;
    std::string sentence;
};

// A row of the table: its reader and its name, as the table writes them.
using RowKey = std::pair<std::string, std::string>;

// A judge input of the contest puzzle `key` read whole by both readers: the judge
// format's read, and JudgeReader fed in pieces of `piece` bytes.
inline Reread rereadJudge(std::string_view key, const std::string& input, std::size_t piece)
{
    const JudgeFormat& judge = test::addOn(test::kindOfKey(key)).judge();
    Reread r;
    r.problems = judge.read(input).problems;
    r.sentence = firstProblemLine(r.problems);
    JudgeReader streamed(judge);
    for (std::size_t at = 0; at < input.size(); at += piece)
        streamed.feed(std::string_view(input).substr(at, piece));
    streamed.finish();
    r.streamed = judgeProblems(streamed);
    return r;
}

inline Reread rereadSolutionFile(std::string_view input)
{
    Reread r;
    r.problems = readSolutionFileChecked(input).problems;
    r.sentence = readSolutionFile(input).error;
    return r;
}

// Every row of tests/core/bad_input_rows.h that the readers refuse, read again through
// the structured API, by the table's reader and row name (computed once: some inputs
// are 100 MB).
inline const std::map<RowKey, Reread>& rereadRows()
{
    static const std::map<RowKey, Reread> rows = [] {
        std::map<RowKey, Reread> out;
        const auto add = [&](const std::string& reader, const char* name, Reread r) {
            if (!out.emplace(RowKey{reader, cell(name)}, std::move(r)).second)
                qFatal("two rows '%s' of %s", name, reader.c_str());
        };
        constexpr std::size_t kKept = std::size_t{1} << 16;  // inputs kept for the cross-check
        const auto kept = [](std::string_view input) {
            return input.size() <= kKept ? std::optional<std::string>(input) : std::nullopt;
        };
        bad_input_rows::forEachJudgeRow([&](const char* name, const char* key,
                                            const std::string& input, int, std::string_view error) {
            if (error.empty())
                return;
            Reread r = rereadJudge(key, input, input.size() + 1);
            r.input = kept(input);
            add(bad_input_rows::judgeReader(key), name, std::move(r));
        });
        bad_input_rows::forEachHundredMegabyteRow(
            [&](const char* name, const char* key, const std::string& line, const std::string& tail,
                std::uint64_t, std::string_view error, bool) {
                if (error.empty())
                    return;
                const bad_input_rows::Streamed s = bad_input_rows::streamRepeated(
                    key, bad_input_rows::megabyteOf(line), bad_input_rows::kBlocks, tail);
                Reread r;
                r.problems = s.problems;
                r.streamed = s.problems;
                r.sentence = s.error;
                add(bad_input_rows::streamedJudgeReader(key), name, std::move(r));
            });
        bad_input_rows::forEachWholeHundredMegabyteRow([&](const char* name, const char* key,
                                                           const std::string& input, const char*,
                                                           std::string_view) {
            add(bad_input_rows::kWholeJudgeReader, name,
                rereadJudge(key, input, std::size_t{1} << 20));
        });
        bad_input_rows::forEachPositionRow([&](const char* name, const char* key,
                                               std::string_view input, std::string_view error,
                                               std::string_view) {
            if (error.empty())
                return;
            // The contest's notation (Magic Squares': board / target); where it is the
            // held puzzle's own text, the held puzzle's sentence.
            const test::PuzzleKind kind = test::kindOfKey(key);
            Reread r;
            Checked<JudgeCase> parsed = test::addOn(kind).contestForm().parse(input);
            r.problems = parsed ? test::caseProblems(kind, *parsed.value) : parsed.problems;
            r.sentence = test::addOn(kind).textIsContestForm()
                             ? test::puzzle(kind).parsePosition(input).error
                             : firstProblemLine(r.problems);
            r.input = kept(input);
            add(bad_input_rows::positionReader(key), name, std::move(r));
        });
        bad_input_rows::forEachMovesRow([&](const char* name, const char* key,
                                            std::string_view input, std::string_view error,
                                            std::string_view) {
            if (error.empty())
                return;
            const Puzzle& p = test::puzzle(test::kindOfKey(key));
            Reread r;
            r.problems = parseMovesChecked(p, input).problems;
            r.sentence = p.parseMoves(input).error;
            r.input = kept(input);
            add(bad_input_rows::movesReader(key), name, std::move(r));
        });
        const auto file = [&](const char* name, std::string_view input, std::string_view error) {
            if (error.empty())
                return;
            Reread r = rereadSolutionFile(input);
            r.input = kept(input);
            add(bad_input_rows::kSolutionFileReader, name, std::move(r));
        };
        bad_input_rows::forEachSolutionFileRow(file);
        bad_input_rows::forEachSolutionFileSizeRow(
            [&](const char* name, const std::string& input, std::string_view error) {
                file(name, input, error);
            });
        return out;
    }();
    return rows;
}

// Every documented message of the contest readers, each row's input read again whole.
// Where the table shows an input whole, it must be the row's input (a row found under
// another's name would fail here).
inline std::vector<Row> readRows()
{
    std::vector<Row> rows;
    QFile file(QStringLiteral(PL_SOURCE_DIR "/docs/bad-input.md"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read docs/bad-input.md");
    const std::map<RowKey, Reread>& reread = rereadRows();
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
        for (std::size_t from = 0;;) {
            std::size_t after = 0;
            const auto each = firstQuoted(std::string_view(c[3]).substr(from), &after);
            if (!each)
                break;
            row.messages.push_back(*each);
            from += after;
        }
        const auto found = reread.find(RowKey{row.reader, row.name});
        if (found != reread.end()) {
            const Reread& r = found->second;
            const auto shown = wholeInput(c[2]);
            if (shown && r.input && *shown != *r.input)
                qFatal(
                    "docs/bad-input.md shows another input for %s / %s than "
                    "tests/core/bad_input_rows.h has",
                    row.reader.c_str(), row.name.c_str());
            row.reread = true;
            row.problems = r.problems;
            row.streamed = r.streamed;
            row.sentence = r.sentence;
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace pl::contest_rows
