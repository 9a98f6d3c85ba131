#include "solution_io.h"

#include <string_view>
#include <utility>

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringDecoder>

#include "core/checked_readers.h"
#include "core/definition_puzzle.h"
#include "core/definition_solution.h"
#include "core/registry.h"
#include "models/problem_text_tr.h"
#include "ui/safe_save.h"

namespace pl {

namespace {

// `message` with every quoted piece ('...') longer than `maxChars` cut to that and
// ended with an ellipsis, so a message about a long line (or a file of one long line)
// stays a sentence a message box can wrap.
QString shortenQuotes(const QString& message, int maxChars = 40)
{
    static const QRegularExpression quote(QStringLiteral("'([^'\\n]*)'"));
    QString out;
    qsizetype done = 0;
    for (auto it = quote.globalMatch(message); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString inner = m.captured(1);
        if (inner.size() <= maxChars)
            continue;
        // The core marks a quote it cut with "..."; one ellipsis is enough.
        if (inner.endsWith(QLatin1String("...")))
            inner.chop(3);
        qsizetype keep = maxChars;
        if (inner.at(keep - 1).isHighSurrogate())
            --keep;
        out += QStringView(message).mid(done, m.capturedStart() - done);
        out += QLatin1Char('\'') + inner.left(keep) + QChar(0x2026) + QLatin1Char('\'');
        done = m.capturedEnd();
    }
    if (done == 0)
        return message;
    out += QStringView(message).mid(done);
    return out;
}

// A contest solution file's problem as the window shows it. Pasted text is no file:
// the sentences that speak of "the file" say "the pasted text" for it. (Its size is
// checked, and it cannot be UTF-16, before it gets here: those sentences stay.)
// A problem of a solution read from pasted text, worded for the pasted text where its
// sentence speaks of "the file" (its code says which), else as any problem. Chosen by
// code, never by editing a worded sentence: that would be wrong in every translation.
QString solutionLine(const Problem& problem, bool pasted)
{
    if (!pasted)
        return i18n::problemLine(problem);
    const auto arg = [&](std::size_t i) {
        return i < problem.args.size() ? QString::fromStdString(problem.args[i]) : QString();
    };
    QString what;
    if (problem.code == "solution.file-nul")
        what = SolutionIo::tr("the pasted text contains a NUL byte; it is not plain text");
    else if (problem.code == "solution.file-missing-key")
        what = SolutionIo::tr("the pasted text has no %1 line").arg(arg(0));
    else if (problem.code == "solution.file-no-header")
        what = SolutionIo::tr("the pasted text is empty or does not start with the header %1")
                   .arg(arg(0));
    else if (problem.code == "solution.file-key-case")
        what = SolutionIo::tr("the key %1 should be %2 (the pasted text has no %3 line)")
                   .arg(arg(0), arg(1), arg(2));
    // The solution files of library puzzles (core/definition_solution.h).
    else if (problem.code == "solution.too-large")
        what = SolutionIo::tr("the pasted text is %1 bytes long; a solution is at most 1 MiB")
                   .arg(arg(0));
    else if (problem.code == "text.utf16")
        what = SolutionIo::tr("the pasted text is UTF-16 text; paste it as UTF-8");
    else if (problem.code == "solution.no-header")
        what =
            SolutionIo::tr("the pasted text does not start with the header 'PuzzleLab solution 1'");
    else if (problem.code == "solution.missing-key")
        what = SolutionIo::tr("the pasted text has no '%1:' line").arg(arg(0));
    if (what.isNull())
        return i18n::problemLine(problem);
    // The same location in front, worded as for any problem.
    return i18n::problemLine(Problem{"internal", {what.toStdString()}, problem.where});
}

std::string fileText(const SavedSolution& s)
{
    if (!s.puzzle)
        return {};
    const Puzzle& p = *s.puzzle;
    const auto entry = p.entry();
    if (!entry)
        return {};
    DefinitionSolution d;
    d.puzzle = entry->key();
    d.definition = entry->sha256;
    d.position = s.position;
    d.goal = entry->rules->goal();
    if (p.editableGoal() && std::cmp_equal(s.goal.cells.size(), p.cellCount())) {
        d.goal = def::Goal{};
        d.goal.values.assign(s.goal.cells.begin(), s.goal.cells.end());
    }
    d.moves = s.moves;
    Position end = s.position;
    for (int m : s.moves)
        end = p.apply(end, m);
    d.reached = entry->rules->reached(end, d.goal).value_or(GoalReached{});
    d.engine = s.engine;
    d.nodes = s.nodes;
    d.timeMs = s.timeMs;
    return writeDefinitionSolution(*entry, d);
}

// The value of the file's first `key:` line, or empty.
std::string keyLine(std::string_view text, std::string_view key)
{
    while (!text.empty()) {
        const std::size_t end = text.find_first_of("\r\n");
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        const auto first = line.find_first_not_of(" \t\xEF\xBB\xBF");
        if (first == std::string_view::npos)
            continue;
        line.remove_prefix(first);
        if (!line.starts_with(key))
            continue;
        line.remove_prefix(key.size());
        const auto colon = line.find_first_not_of(" \t");
        if (colon == std::string_view::npos || line[colon] != ':')
            continue;
        line.remove_prefix(colon + 1);
        const auto b = line.find_first_not_of(" \t");
        const auto e = line.find_last_not_of(" \t");
        return b == std::string_view::npos ? std::string() : std::string(line.substr(b, e - b + 1));
    }
    return {};
}

std::shared_ptr<const Puzzle> listed(const SolutionIo::PuzzleList& puzzles, std::string_view key)
{
    for (const auto& p : puzzles)
        if (p && p->key() == key)
            return p;
    // No list: the contest puzzles, as the program holds them.
    if (puzzles.empty())
        return heldContestPuzzle(key);
    return nullptr;
}

}  // namespace

QString SolutionIo::toText(const SavedSolution& solution)
{
    return QString::fromStdString(fileText(solution));
}

QString SolutionIo::save(const QString& path, const SavedSolution& solution)
{
    const std::string text = fileText(solution);
    if (text.empty())
        return tr("There is no solution to save.");
    return SafeSave::write(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())));
}

QString SolutionIo::load(const QString& path, SavedSolution* solution, const PuzzleList& puzzles)
{
    const QString name = QFileInfo(path).fileName();
    if (QFileInfo(path).isDir())
        return tr("\u201c%1\u201d is a folder, not a solution file.").arg(path);
    // Opening a pipe would wait for a writer forever, and a device never ends.
    if (QFileInfo::exists(path) && !QFileInfo(path).isFile())
        return tr("\u201c%1\u201d is a device or a pipe, not a solution file.").arg(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Could not open \u201c%1\u201d: %2").arg(name, file.errorString());
    // Read one byte past the limit so an oversized file is told apart from one
    // exactly at it; the core then refuses it with its own sentence.
    const QByteArray bytes = file.read(static_cast<qint64>(kMaxSolutionFileBytes) + 1);
    if (file.error() != QFileDevice::NoError)
        return tr("Could not read \u201c%1\u201d: %2").arg(name, file.errorString());
    // Said before the core quotes its first line: a quote of binary bytes tells
    // nobody anything. (An oversized file gets the core's sentence about its size.)
    if (bytes.size() <= static_cast<qsizetype>(kMaxSolutionFileBytes) && !isText(bytes))
        return tr("\u201c%1\u201d is not a text file, so it is not a PuzzleLab solution.")
            .arg(name);
    const QString problem = parse(bytes, solution, puzzles);
    if (!problem.isEmpty())
        return tr("\u201c%1\u201d is not a PuzzleLab solution that can be opened: %2")
            .arg(name, problem);
    return {};
}

QString SolutionIo::parse(const QByteArray& text, SavedSolution* solution,
                          const PuzzleList& puzzles, Source source)
{
    const std::string_view bytes(text.constData(), static_cast<std::size_t>(text.size()));
    // A file naming a contest puzzle and no definition is in the contest puzzles' older
    // form (core/solution_file.h), which the window still opens, and so is a file
    // naming no puzzle (refused in that form's words); every other file names its
    // definition. The window writes a contest puzzle's solution as any definition's.
    const std::string named = keyLine(bytes, "puzzle");
    if (!named.empty() && (!heldContestPuzzle(named) || !keyLine(bytes, "definition").empty())) {
        const auto read = readDefinitionSolution(bytes, [&](std::string_view key) {
            const auto p = listed(puzzles, key);
            return p ? p->entry() : nullptr;
        });
        if (!read) {
            // Every problem, one a line (issue 23, point 10).
            QStringList lines;
            for (const Problem& problem : read.problems)
                lines << shortenQuotes(solutionLine(problem, source == Source::Pasted));
            return lines.join(QLatin1Char('\n'));
        }
        const DefinitionSolution& d = read.value->solution;
        SavedSolution out;
        out.puzzle = listed(puzzles, d.puzzle);
        out.position = d.position;
        // The goal the file gives (its puzzle's own when it gives none), where the
        // person sets it.
        if (out.puzzle && out.puzzle->editableGoal() && d.goal.type == def::Goal::Type::Values)
            for (int v : d.goal.values)
                out.goal.cells.push_back(static_cast<std::uint8_t>(v));
        out.moves = d.moves;
        out.reached = d.reached;
        out.engine = d.engine;
        out.nodes = d.nodes;
        out.timeMs = d.timeMs;
        out.definitionChanged = read.value->definitionChanged;
        if (solution)
            *solution = std::move(out);
        return {};
    }
    const auto parsed = readSolutionFileChecked(bytes);
    if (!parsed) {
        QStringList lines;
        for (const Problem& problem : parsed.problems)
            lines << shortenQuotes(solutionLine(problem, source == Source::Pasted));
        return lines.join(QLatin1Char('\n'));
    }
    const SolutionRecord& record = *parsed.value;
    const std::string& key = record.puzzle;
    auto owner = listed(puzzles, key);
    // The record's moves are the held definition's (its add-on's notation); a person's
    // own definition that reuses the key is another puzzle.
    if (!owner || owner != heldContestPuzzle(key))
        return tr("the puzzle \u201c%1\u201d is not among the puzzles of this window")
            .arg(QString::fromStdString(key));
    if (solution) {
        SavedSolution out;
        out.puzzle = std::move(owner);
        out.position = record.position;
        if (record.goal)
            out.goal = *record.goal;
        out.moves = record.moves;
        out.reached.label = record.finalLabel > 0 ? record.finalLabel : -1;
        out.engine = record.engine;
        out.nodes = record.nodes;
        out.timeMs = record.timeMs;
        *solution = std::move(out);
    }
    return {};
}

bool SolutionIo::isText(const QByteArray& bytes)
{
    // UTF-16 (with its byte order mark) is text, and the core names it as such.
    if (bytes.startsWith("\xff\xfe") || bytes.startsWith("\xfe\xff"))
        return true;
    if (bytes.contains('\0'))
        return false;
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = utf8(bytes);
    return !utf8.hasError();
}

QString SolutionIo::suggestedFileName(const Puzzle& puzzle)
{
    return QStringLiteral("%1-solution.txt").arg(QString::fromStdString(puzzle.key()));
}

}  // namespace pl
