#include "core/definition_solution.h"

#include <array>
#include <charconv>
#include <cmath>
#include <optional>

namespace pl {

namespace {

constexpr std::string_view kHeader = "PuzzleLab solution";

enum Key {
    kPuzzle,
    kDefinition,
    kPosition,
    kGoal,
    kMoves,
    kLength,
    kResult,
    kEngine,
    kNodes,
    kTimeMs,
    kKeyCount
};
constexpr std::array<std::string_view, kKeyCount> kKeyNames{
    "puzzle", "definition", "position", "goal",  "moves",
    "length", "result",     "engine",   "nodes", "time-ms"};
constexpr std::array<bool, kKeyCount> kRequired{true, false, true,  false, true,
                                                true, true,  false, false, false};

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

std::string oneLine(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        if (c == '\n' || c == '\r')
            c = ' ';
    return std::string(trim(out));
}

std::string milliseconds(double ms)
{
    if (!std::isfinite(ms) || ms <= 0)
        return "0";
    std::array<char, 320> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), ms,
                                         std::chars_format::fixed, 3);
    std::string text(buffer.data(), ec == std::errc() ? end : buffer.data());
    while (!text.empty() && text.back() == '0')
        text.pop_back();
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text.empty() ? "0" : text;
}

Problem at(int line, std::string code, std::vector<std::string> args = {})
{
    return Problem{std::move(code), std::move(args), Problem::Where{line, 0, {}}};
}

Checked<ReadSolution> fail(Problem p)
{
    return {std::nullopt, {std::move(p)}};
}

std::string goalText(const Rules& rules, const def::Goal& goal)
{
    Position p;
    for (int v : goal.values)
        p.cells.push_back(static_cast<std::uint8_t>(v));
    return rules.formatPosition(p);
}

}  // namespace

std::string writeDefinitionSolution(const PuzzleEntry& entry, const DefinitionSolution& s)
{
    const Rules& rules = *entry.rules;
    std::string out = std::string(kHeader) + " " + std::to_string(kSolutionFileVersion) + "\n";
    const auto line = [&out](Key key, const std::string& value) {
        out += kKeyNames[key];
        out += ':';
        if (!value.empty())
            out += " " + value;
        out += '\n';
    };
    line(kPuzzle, entry.key());
    line(kDefinition, entry.sha256);
    line(kPosition, rules.formatPosition(s.position));
    if (entry.def().editableGoal && s.goal.type == def::Goal::Type::Values)
        line(kGoal, goalText(rules, s.goal));
    line(kMoves, rules.formatMoves(s.moves));
    line(kLength, std::to_string(s.moves.size()));
    // The reader checks the result against the replay, so when the moves do reach the
    // goal the replay's label is written: a written file never contradicts itself.
    GoalReached reached = s.reached;
    if (rules.validate(s.position).empty()) {
        Position at = s.position;
        bool legal = true;
        for (int m : s.moves) {
            if (m < 0 || m >= rules.moveCount() || !rules.legal(at, m)) {
                legal = false;
                break;
            }
            rules.applyInPlace(at, m);
        }
        if (legal)
            if (const auto r = rules.reached(at, s.goal))
                reached = *r;
    }
    line(kResult, reached.label >= 0 ? std::to_string(reached.label) : "solved");
    line(kEngine, oneLine(s.engine));
    line(kNodes, std::to_string(s.nodes));
    line(kTimeMs, milliseconds(s.timeMs));
    return out;
}

Checked<ReadSolution> readDefinitionSolution(std::string_view text, const FindPuzzle& find)
{
    if (text.size() > kMaxSolutionFileBytes)
        return fail(at(0, "solution.too-large", {std::to_string(text.size())}));
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF"))
        return fail(at(1, "text.utf16"));
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    if (text.find('\0') != std::string_view::npos)
        return fail(at(0, "text.binary"));

    const char lineEnd = text.find('\n') == std::string_view::npos ? '\r' : '\n';
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = text.find(lineEnd, start);
        lines.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos)
            break;
        start = end + 1;
    }
    std::size_t i = 0;
    while (i < lines.size() && trim(lines[i]).empty())
        ++i;
    if (i == lines.size())
        return fail(at(1, "solution.no-header"));
    {
        const std::string_view header = trim(lines[i]);
        const int lineNo = static_cast<int>(i) + 1;
        if (!header.starts_with(kHeader) ||
            (header.size() > kHeader.size() && header[kHeader.size()] != ' ' &&
             header[kHeader.size()] != '\t'))
            return fail(at(lineNo, "solution.no-header"));
        const std::string_view version = trim(header.substr(kHeader.size()));
        if (version != std::to_string(kSolutionFileVersion))
            return fail(at(lineNo, "solution.version", {std::string(version)}));
    }
    struct Entry {
        std::string_view value;
        int line = 0;
    };
    // Every bad line and every missing key is reported, not only the first (issue 23,
    // point 10); after them, every field that can be checked on its own.
    Problems problems;
    std::array<Entry, kKeyCount> entries{};
    for (++i; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        const std::string_view line = trim(lines[i]);
        if (line.empty())
            continue;
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos || colon == 0) {
            problems.push_back(at(lineNo, "solution.not-key-value"));
            continue;
        }
        const std::string_view key = trim(line.substr(0, colon));
        for (int k = 0; k < kKeyCount; ++k) {
            if (key != kKeyNames[static_cast<std::size_t>(k)])
                continue;
            Entry& e = entries[static_cast<std::size_t>(k)];
            if (e.line != 0) {
                problems.push_back(at(lineNo, "solution.duplicate-key",
                                      {std::string(key), std::to_string(e.line)}));
                continue;
            }
            e = Entry{trim(line.substr(colon + 1)), lineNo};
        }
    }
    for (std::size_t k = 0; k < kKeyCount; ++k)
        if (kRequired[k] && entries[k].line == 0)
            problems.push_back(at(0, "solution.missing-key", {std::string(kKeyNames[k])}));
    if (!problems.empty())
        return {std::nullopt, std::move(problems)};

    ReadSolution read;
    DefinitionSolution& s = read.solution;
    s.puzzle = std::string(entries[kPuzzle].value);
    read.entry = find(s.puzzle);
    if (!read.entry)
        return fail(at(entries[kPuzzle].line, "solution.unknown-puzzle", {s.puzzle}));
    const Rules& rules = *read.entry->rules;
    s.definition = std::string(entries[kDefinition].value);
    read.definitionChanged = !s.definition.empty() && s.definition != read.entry->sha256;

    const auto withLine = [](Problem p, int line) {
        p.where = Problem::Where{line, 0, {}};
        return p;
    };
    bool positionGood = false;
    Checked<Position> position = rules.parsePosition(entries[kPosition].value);
    if (!position) {
        problems.push_back(withLine(position.problems.front(), entries[kPosition].line));
    } else {
        s.position = *position.value;
        positionGood = true;
    }
    s.goal = rules.goal();
    bool goalGood = true;
    if (entries[kGoal].line != 0) {
        goalGood = false;
        if (!read.entry->def().editableGoal) {
            problems.push_back(at(entries[kGoal].line, "case.goal-not-editable", {s.puzzle}));
        } else if (Checked<Position> goal = rules.parsePosition(entries[kGoal].value); !goal) {
            problems.push_back(withLine(goal.problems.front(), entries[kGoal].line));
        } else {
            s.goal.type = def::Goal::Type::Values;
            s.goal.values.assign(goal.value->cells.begin(), goal.value->cells.end());
            s.goal.uniformCells.clear();
            s.goal.anyOf.clear();
            if (Problems bad = rules.validateGoal(s.goal); !bad.empty())
                problems.push_back(withLine(bad.front(), entries[kGoal].line));
            else
                goalGood = true;
        }
    }
    bool movesGood = false;
    Checked<std::vector<int>> moves = rules.parseMoves(entries[kMoves].value);
    if (!moves) {
        problems.push_back(withLine(moves.problems.front(), entries[kMoves].line));
    } else {
        s.moves = *moves.value;
        movesGood = true;
    }

    unsigned long long length = 0;
    const std::string_view lengthText = entries[kLength].value;
    const auto [end, ec] =
        std::from_chars(lengthText.data(), lengthText.data() + lengthText.size(), length);
    if (lengthText.empty() || ec != std::errc() || end != lengthText.data() + lengthText.size())
        problems.push_back(
            at(entries[kLength].line, "solution.bad-length", {std::string(lengthText)}));
    else if (movesGood && length != s.moves.size())
        problems.push_back(at(entries[kLength].line, "solution.length-mismatch",
                              {std::to_string(length), std::to_string(s.moves.size())}));

    // The replay needs the position, the goal and the moves; without them it is not
    // tried, so one mistake is not reported twice.
    if (positionGood && goalGood && movesGood) {
        Position p = s.position;
        bool legal = true;
        for (std::size_t m = 0; m < s.moves.size() && legal; ++m) {
            if (!rules.legal(p, s.moves[m])) {
                problems.push_back(at(entries[kMoves].line, "solution.illegal-move",
                                      {rules.moveNames()[static_cast<std::size_t>(s.moves[m])],
                                       std::to_string(m + 1)}));
                legal = false;
                break;
            }
            p = rules.apply(p, s.moves[m]);
        }
        if (legal) {
            if (const auto reached = rules.reached(p, s.goal); !reached) {
                problems.push_back(at(entries[kMoves].line, "solution.not-solved"));
            } else {
                s.reached = *reached;
                const std::string expected =
                    reached->label >= 0 ? std::to_string(reached->label) : "solved";
                if (entries[kResult].value != expected)
                    problems.push_back(at(entries[kResult].line, "solution.result-mismatch",
                                          {std::string(entries[kResult].value), expected}));
            }
        }
    }

    s.engine = oneLine(entries[kEngine].value);
    if (entries[kNodes].line != 0) {
        const std::string_view v = entries[kNodes].value;
        const auto [e, c] = std::from_chars(v.data(), v.data() + v.size(), s.nodes);
        if (v.empty() || c != std::errc() || e != v.data() + v.size())
            problems.push_back(
                at(entries[kNodes].line, "solution.bad-number", {"nodes", std::string(v)}));
    }
    if (entries[kTimeMs].line != 0) {
        const std::string_view v = entries[kTimeMs].value;
        double ms = 0;
        const auto [e, c] = std::from_chars(v.data(), v.data() + v.size(), ms);
        if (v.empty() || c != std::errc() || e != v.data() + v.size() || !std::isfinite(ms) ||
            ms < 0)
            problems.push_back(
                at(entries[kTimeMs].line, "solution.bad-number", {"time-ms", std::string(v)}));
        else
            s.timeMs = ms;
    }
    if (!problems.empty())
        return {std::nullopt, std::move(problems)};
    return {std::move(read), {}};
}

}  // namespace pl
