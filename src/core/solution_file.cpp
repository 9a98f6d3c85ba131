#include "solution_file.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <optional>

#include "core/checked_readers.h"
#include "core/contest/add_on.h"
#include "core/registry.h"

namespace pl {

namespace {

constexpr std::string_view kHeaderWord = "PuzzleLab solution";

constexpr std::string_view kSolvedWord = "solved";

// Keys of version 1, in the order they are written.
enum Key { kPuzzle, kPosition, kMoves, kLength, kResult, kEngine, kNodes, kTimeMs, kKeyCount };
constexpr std::array<std::string_view, kKeyCount> kKeyNames{
    "puzzle", "position", "moves", "length", "result", "engine", "nodes", "time-ms"};
constexpr int kRequiredKeys = kEngine;  // puzzle .. result

std::string_view trim(std::string_view s)
{
    const auto isBlank = [](char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
    };
    while (!s.empty() && isBlank(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back()))
        s.remove_suffix(1);
    return s;
}

// `problem` on line `line` of the file ("line 4: ...").
Problem lineError(int line, Problem problem)
{
    return placedAt(std::move(problem), Problem::Where{line, 0, {}});
}

Problem sentence(std::string code, std::vector<std::string> args = {})
{
    return Problem{std::move(code), std::move(args), {}};
}

// A value as quoted in a message: whole when short, cut off when long; bytes that
// would not print (control characters) and the invisible byte order mark shown as
// \xNN. Other UTF-8 text is left as it is.
std::string inQuotes(std::string_view text)
{
    constexpr std::size_t kShown = 60;
    constexpr std::string_view kBom = "\xEF\xBB\xBF";
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "'";
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        // Cut only between characters, never inside a UTF-8 sequence.
        if (i >= kShown && (c & 0xC0) != 0x80) {
            out += "...";
            break;
        }
        if (text.substr(i).starts_with(kBom)) {
            out += "\\xef\\xbb\\xbf";
            i += kBom.size() - 1;
        } else if (c < 0x20 || c == 0x7f) {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += static_cast<char>(c);
        }
    }
    out += '\'';
    return out;
}

// "'moves:'" as a key is quoted in messages. Built by appending: GCC 12 reports a
// false -Wrestrict on `"'" + std::string(...)` at -O3.
std::string keyed(std::string_view key)
{
    std::string out = "'";
    out += key;
    out += ":'";
    return out;
}

template <typename T>
std::optional<T> parseNumber(std::string_view text)
{
    T value{};
    if (text.empty())
        return std::nullopt;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size())
        return std::nullopt;
    return value;
}

// Milliseconds to three decimals without trailing zeros: "0.01", "1234.5", "0".
// to_chars, not printf: a Qt program runs under the user's LC_NUMERIC, which would
// write "0,01" in many languages.
std::string formatMilliseconds(double ms)
{
    if (!std::isfinite(ms) || ms <= 0)
        ms = 0;                      // also -0, which would print as "-0"
    std::array<char, 320> buffer{};  // DBL_MAX in fixed notation fits
    char* const first = buffer.data();
    const auto [end, ec] =
        std::to_chars(first, first + buffer.size(), ms, std::chars_format::fixed, 3);
    std::string text(first, ec == std::errc() ? end : first);
    while (!text.empty() && text.back() == '0')
        text.pop_back();
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text.empty() ? "0" : text;
}

// A value must stay on its one line whatever the caller put in it.
std::string oneLine(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        if (c == '\n' || c == '\r')
            c = ' ';
    return std::string(trim(out));
}

void appendLine(std::string& out, Key key, std::string_view value)
{
    out += kKeyNames[key];
    out += ':';
    if (!value.empty()) {
        out += ' ';
        out += value;
    }
    out += '\n';
}

// `key` is `name` but for letter case and bytes outside printable ASCII (a BOM, a
// zero-width space, control characters).
bool looselyEqual(std::string_view key, std::string_view name)
{
    std::string folded;
    for (const char ch : key) {
        const auto c = static_cast<unsigned char>(ch);
        if (c > 0x20 && c < 0x7f)
            folded += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    return folded == name;
}

struct Entry {
    std::string_view value;
    int line = 0;  // 0 = absent
};

// "'PuzzleLab solution 1'", the header the file must start with, as messages quote it.
std::string headerQuoted()
{
    // Appended, not `"'" + std::string(...)`: see keyed() about GCC 12.
    std::string out = "'";
    out += kHeaderWord;
    out += ' ';
    out += std::to_string(kSolutionFileVersion);
    out += '\'';
    return out;
}

// The first of `problems`, which a reader that failed always has.
Problem firstOf(const Problems& problems)
{
    return problems.empty() ? Problem{"internal", {"not readable"}, {}} : problems.front();
}

// A contest puzzle: the bundled definition of `key` (its rules) and its add-on (the
// notation of the file's position and moves).
struct Contest {
    std::shared_ptr<const PuzzleEntry> entry;
    const ContestAddOn* addOn = nullptr;
    [[nodiscard]] const Rules& rules() const { return *entry->rules; }
};

std::optional<Contest> contestOf(std::string_view key)
{
    Contest c;
    c.entry = bundledRegistry().find(key);
    c.addOn = c.entry ? addOnOf(*c.entry) : nullptr;
    if (!c.addOn)
        return std::nullopt;
    return c;
}

// The moves in the contest's notation where it reads more than the definition's
// names, else in the definition's.
Checked<std::vector<int>> parseContestMoves(const Contest& contest, std::string_view text)
{
    if (auto read = contest.addOn->contestForm().parseMoves(text))
        return std::move(*read);
    return contest.rules().parseMoves(text);
}

// The file's `result:` is the label the goal's cells show where the goal is one label
// over some cells (The Rotation Game's centre), else the word `solved`. A goal the
// file gives itself (Magic Squares' target) is a full pattern of the cells.
bool resultIsLabel(const Contest& contest, const std::optional<Position>& goal)
{
    return !goal && contest.entry->rules->goal().type == def::Goal::Type::Uniform;
}

bool movesInRange(const Rules& rules, const std::vector<int>& moves)
{
    const int moveCount = rules.moveCount();
    return std::all_of(moves.begin(), moves.end(),
                       [moveCount](int m) { return m >= 0 && m < moveCount; });
}

// Where the moves take `start` (they must be in range).
Position replayed(const Rules& rules, Position at, const std::vector<int>& moves)
{
    for (const int m : moves)
        at = rules.apply(at, m);
    return at;
}

// `at` is the goal: the one given (a full pattern of the cells), else the puzzle's.
bool atGoal(const Rules& rules, const Position& at, const std::optional<Position>& goal)
{
    return goal ? at.cells == goal->cells : rules.reached(at).has_value();
}

}  // namespace

std::string writeSolutionFile(const SolutionRecord& record)
{
    const std::optional<Contest> contest = contestOf(record.puzzle);
    if (!contest)
        return {};
    const Rules& rules = contest->rules();
    const bool inRange = movesInRange(rules, record.moves);
    std::string movesText;
    if (inRange) {
        movesText = rules.formatMoves(record.moves);
    } else {
        for (const int m : record.moves) {
            if (!movesText.empty())
                movesText += ' ';
            movesText += m >= 0 && m < static_cast<int>(rules.moveNames().size())
                             ? rules.moveNames()[static_cast<std::size_t>(m)]
                             : std::string("?");
        }
    }
    std::string out;
    out += kHeaderWord;
    out += ' ';
    out += std::to_string(kSolutionFileVersion);
    out += '\n';
    appendLine(out, kPuzzle, contest->entry->key());
    appendLine(out, kPosition,
               contest->addOn->contestForm().format(JudgeCase{record.position, record.goal}));
    appendLine(out, kMoves, movesText);
    appendLine(out, kLength, std::to_string(record.moves.size()));
    std::string resultText(kSolvedWord);
    if (resultIsLabel(*contest, record.goal)) {
        // The reader checks the label against the replay, so when the moves do reach
        // the goal the replay's label is written: a written file never contradicts
        // itself even if the caller left finalLabel unset.
        int label = record.finalLabel;
        if (inRange && contest->addOn->contestForm().validate(record.position).empty()) {
            const Position at = replayed(rules, record.position, record.moves);
            if (const auto reached = rules.reached(at); reached && reached->label >= 0)
                label = reached->label;
        }
        resultText = std::to_string(label);
    }
    appendLine(out, kResult, resultText);
    appendLine(out, kEngine, oneLine(record.engine));
    appendLine(out, kNodes, std::to_string(record.nodes));
    appendLine(out, kTimeMs, formatMilliseconds(record.timeMs));
    return out;
}

Parsed<SolutionRecord> readSolutionFile(std::string_view text)
{
    // Every problem, one a line: a file can have several (issue 23, point 10).
    Checked<SolutionRecord> read = readSolutionFileChecked(text);
    Parsed<SolutionRecord> out;
    out.value = std::move(read.value);
    for (const Problem& problem : read.problems) {
        if (!out.error.empty())
            out.error += '\n';
        out.error += problemLine(problem);
    }
    return out;
}

Checked<SolutionRecord> readSolutionFileChecked(std::string_view text)
{
    Checked<SolutionRecord> result;
    const auto fail = [&result](Problem problem) {
        result.problems.push_back(std::move(problem));
        return result;
    };

    if (text.size() > kMaxSolutionFileBytes)
        return fail(sentence("solution.file-too-large", {std::to_string(text.size())}));
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF"))
        return fail(lineError(1, sentence("solution.file-utf16")));
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);

    // Split into lines; a final line without a line end counts, an empty tail does not.
    // Lines end at '\n' (CRLF too, trim() drops the CR); a file without any '\n' may
    // be an old Mac one whose lines end at a lone CR. Elsewhere a lone CR stays inside
    // its line, as the writer would have written it (a space).
    const char lineEnd = text.find('\n') == std::string_view::npos ? '\r' : '\n';
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = text.find(lineEnd, start);
        if (end == std::string_view::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }

    // --- header (blank lines before it are skipped like any others) ---------------
    std::size_t headerIndex = 0;
    while (headerIndex < lines.size() && trim(lines[headerIndex]).empty())
        ++headerIndex;
    if (headerIndex == lines.size())
        return fail(lineError(1, sentence("solution.file-no-header", {headerQuoted()})));
    {
        const int lineNo = static_cast<int>(headerIndex) + 1;
        const std::string_view header = trim(lines[headerIndex]);
        if (header.substr(0, kHeaderWord.size()) != kHeaderWord ||
            (header.size() > kHeaderWord.size() && header[kHeaderWord.size()] != ' ' &&
             header[kHeaderWord.size()] != '\t'))
            return fail(lineError(
                lineNo, sentence("solution.file-not-header", {inQuotes(header), headerQuoted()})));
        const std::string_view versionText = trim(header.substr(kHeaderWord.size()));
        if (versionText.empty())
            return fail(lineError(lineNo, sentence("solution.file-no-version")));
        // Exactly "1": "01", "+1" or "1.0" are not how a version is written.
        if (versionText != std::to_string(kSolutionFileVersion))
            return fail(lineError(
                lineNo, sentence("solution.file-version",
                                 {inQuotes(versionText), std::to_string(kSolutionFileVersion)})));
    }

    // --- key: value lines -----------------------------------------------------------
    std::array<Entry, kKeyCount> entries{};
    // The first line whose unknown key is a required key misspelt only in letter case
    // or by invisible bytes ("Moves", a BOM before "moves"), to name it if that key is
    // missing.
    std::array<int, kKeyCount> nearMissLines{};
    std::array<std::string_view, kKeyCount> nearMissKeys{};
    for (std::size_t i = headerIndex + 1; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        const std::string_view line = trim(lines[i]);
        if (line.empty())
            continue;
        // A NUL byte: not a text file at all, so nothing more is worth saying.
        if (line.find('\0') != std::string_view::npos)
            return fail(lineError(lineNo, sentence("solution.file-nul")));
        // Every other bad line is reported, not only the first (issue 23, point 10).
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos) {
            result.problems.push_back(
                lineError(lineNo, sentence("solution.file-not-key-value", {inQuotes(line)})));
            continue;
        }
        const std::string_view key = trim(line.substr(0, colon));
        if (key.empty()) {
            result.problems.push_back(lineError(lineNo, sentence("solution.file-no-key")));
            continue;
        }
        for (int k = 0; k < kKeyCount; ++k) {
            if (key != kKeyNames[static_cast<std::size_t>(k)]) {
                if (nearMissLines[static_cast<std::size_t>(k)] == 0 &&
                    looselyEqual(key, kKeyNames[static_cast<std::size_t>(k)])) {
                    nearMissLines[static_cast<std::size_t>(k)] = lineNo;
                    nearMissKeys[static_cast<std::size_t>(k)] = key;
                }
                continue;
            }
            Entry& e = entries[static_cast<std::size_t>(k)];
            if (e.line != 0) {
                result.problems.push_back(lineError(
                    lineNo,
                    sentence("solution.file-second-key", {keyed(key), std::to_string(e.line)})));
                continue;
            }
            e = Entry{trim(line.substr(colon + 1)), lineNo};
        }
    }
    // Every missing key at once, each named where a near miss stands for it.
    for (std::size_t k = 0; k < kRequiredKeys; ++k) {
        if (entries[k].line != 0)
            continue;
        if (nearMissLines[k] != 0)
            result.problems.push_back(lineError(
                nearMissLines[k],
                sentence("solution.file-key-case", {inQuotes(std::string(nearMissKeys[k]) + ":"),
                                                    keyed(kKeyNames[k]), keyed(kKeyNames[k])})));
        else
            result.problems.push_back(sentence("solution.file-missing-key", {keyed(kKeyNames[k])}));
    }
    if (!result.problems.empty())
        return result;

    const Entry& puzzleEntry = entries[kPuzzle];
    const Entry& positionEntry = entries[kPosition];
    const Entry& movesEntry = entries[kMoves];
    const Entry& lengthEntry = entries[kLength];
    const Entry& resultEntry = entries[kResult];
    const Entry& engineEntry = entries[kEngine];
    const Entry& nodesEntry = entries[kNodes];
    const Entry& timeEntry = entries[kTimeMs];

    SolutionRecord record;

    // --- puzzle -------------------------------------------------------------------
    const std::optional<Contest> contest = contestOf(puzzleEntry.value);
    if (!contest) {
        std::string known;
        for (const auto& each : contestAddOns().all())
            known += (known.empty() ? "" : ", ") + each->key();
        return fail(lineError(
            puzzleEntry.line,
            puzzleEntry.value.empty()
                ? sentence("solution.file-no-puzzle", {known})
                : sentence("solution.file-unknown-puzzle", {inQuotes(puzzleEntry.value), known})));
    }
    const Rules& rules = contest->rules();
    const PositionForm& form = contest->addOn->contestForm();
    record.puzzle = contest->entry->key();

    // From here every field is checked on its own and every problem reported; a check
    // that needs another field (the replay needs the position and the moves) runs only
    // when that field is good, so one mistake is not reported twice.
    Problems& problems = result.problems;

    // --- position -----------------------------------------------------------------
    bool positionGood = false;
    {
        // In the contest's notation: the position, and the goal where it gives one.
        Checked<JudgeCase> parsed = form.parse(positionEntry.value);
        Problems bad = parsed ? form.validate(parsed.value->position) : std::move(parsed.problems);
        if (!bad.empty()) {
            problems.push_back(lineError(positionEntry.line,
                                         wrapProblem("solution.bad-position", {}, firstOf(bad))));
        } else {
            record.position = std::move(parsed.value->position);
            record.goal = std::move(parsed.value->goal);
            positionGood = true;
        }
    }

    // --- moves ----------------------------------------------------------------------
    bool movesGood = false;
    {
        Checked<std::vector<int>> parsed = parseContestMoves(*contest, movesEntry.value);
        const int moveCount = rules.moveCount();
        if (!parsed) {
            problems.push_back(lineError(
                movesEntry.line, wrapProblem("solution.bad-moves", {}, firstOf(parsed.problems))));
        } else if (std::any_of(parsed.value->begin(), parsed.value->end(),
                               [&](int m) { return m < 0 || m >= moveCount; })) {
            problems.push_back(
                lineError(movesEntry.line,
                          wrapProblem("solution.bad-moves", {}, sentence("moves.out-of-range"))));
        } else {
            record.moves = std::move(*parsed.value);
            movesGood = true;
        }
    }

    // --- length -------------------------------------------------------------------
    {
        const auto length = parseNumber<long long>(lengthEntry.value);
        if (!length || *length < 0)
            problems.push_back(
                lineError(lengthEntry.line,
                          sentence("solution.file-bad-length", {inQuotes(lengthEntry.value)})));
        else if (movesGood && static_cast<unsigned long long>(*length) != record.moves.size())
            problems.push_back(
                lineError(lengthEntry.line,
                          sentence("solution.file-length-mismatch",
                                   {std::to_string(*length), std::to_string(record.moves.size()),
                                    std::to_string(movesEntry.line)})));
    }

    // --- replay -------------------------------------------------------------------
    const bool replay = positionGood && movesGood;
    Position at = record.position;
    bool solves = false;
    if (replay) {
        at = replayed(rules, at, record.moves);
        solves = atGoal(rules, at, record.goal);
        if (!solves)
            problems.push_back(lineError(
                movesEntry.line,
                sentence("solution.file-not-solved", {std::to_string(positionEntry.line)})));
    }

    // --- result -------------------------------------------------------------------
    if (resultIsLabel(*contest, record.goal)) {
        // The label is checked against the board reached; without one, its form only.
        const auto claimedLabel =
            resultEntry.value.size() == 1 ? parseNumber<int>(resultEntry.value) : std::nullopt;
        if (!claimedLabel)
            problems.push_back(
                lineError(resultEntry.line,
                          sentence("solution.result-not-label", {inQuotes(resultEntry.value)})));
        const auto reached = solves ? rules.reached(at) : std::nullopt;
        const int label = reached && reached->label >= 0 ? reached->label : 0;
        // One digit, as written: "02" or "+2" is no label (said above).
        const auto claimed =
            resultEntry.value.size() == 1 ? parseNumber<int>(resultEntry.value) : std::nullopt;
        if (solves && claimed && *claimed != label)
            problems.push_back(lineError(
                resultEntry.line, sentence("solution.result-wrong-label",
                                           {std::to_string(*claimed), std::to_string(label)})));
        record.finalLabel = label;
    } else if (resultEntry.value != kSolvedWord) {
        problems.push_back(lineError(resultEntry.line, sentence("solution.result-not-solved",
                                                                {inQuotes(resultEntry.value)})));
    }

    // --- statistics (optional) ----------------------------------------------------
    // Read as the writer writes it (a lone CR inside the value becomes a space), so a
    // record read from any file survives writing and reading unchanged.
    record.engine = oneLine(engineEntry.value);
    if (nodesEntry.line != 0) {
        const auto nodes = parseNumber<std::uint64_t>(nodesEntry.value);
        if (!nodes)
            problems.push_back(lineError(
                nodesEntry.line, sentence("solution.bad-nodes", {inQuotes(nodesEntry.value)})));
        else
            record.nodes = *nodes;
    }
    if (timeEntry.line != 0) {
        const auto ms = parseNumber<double>(timeEntry.value);
        if (!ms || !std::isfinite(*ms) || *ms < 0)
            problems.push_back(lineError(
                timeEntry.line, sentence("solution.bad-time", {inQuotes(timeEntry.value)})));
        else
            // The writer keeps three decimals; keep what it will write, for the same reason.
            record.timeMs = parseNumber<double>(formatMilliseconds(*ms)).value_or(0.0);
    }

    if (!problems.empty())
        return result;
    result.value = std::move(record);
    return result;
}

}  // namespace pl
