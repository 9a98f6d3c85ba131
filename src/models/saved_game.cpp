#include "models/saved_game.h"

#include <QStringList>

#include "core/checked_readers.h"
#include "core/registry.h"
#include "models/problem_text_tr.h"

namespace pl {

namespace {

const QByteArray kHeader = "PuzzleLab game 1";

QByteArray utf8(const std::string& s)
{
    return QByteArray::fromStdString(s);
}

std::string_view view(const QByteArray& bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

}  // namespace

QString SavedGames::suggestedName(const Puzzle& puzzle)
{
    return QString::fromStdString(puzzle.key()) + QStringLiteral("-game.plgame");
}

QByteArray SavedGames::text(const SavedGame& game)
{
    const Puzzle& p = *game.puzzle;
    const bool goals = !game.history.startGoal.cells.empty();
    QByteArray out = kHeader + "\n";
    const auto line = [&out](const char* key, const QByteArray& value) {
        out += key;
        out += ": ";
        out += value;
        out += '\n';
    };
    line("puzzle", utf8(p.key()));
    if (const auto entry = p.entry(); entry && !entry->sha256.empty())
        line("definition", utf8(entry->sha256));
    line("start", utf8(p.formatPosition(game.history.start)));
    if (goals)
        line("start-goal", utf8(p.formatPosition(game.history.startGoal)));
    for (const PuzzleDocument::Step& step : game.history.steps) {
        if (step.move) {
            line("move", utf8(p.formatMoves(step.moves)));
        } else if (!step.moves.empty()) {
            line("solution", utf8(p.formatMoves(step.moves)));
        } else {
            line("set", utf8(p.formatPosition(step.position)));
            if (goals)
                line("set-goal", utf8(p.formatPosition(step.goal)));
        }
        // The undo menu's name, on one line.
        QString name = step.text;
        name.replace(QLatin1Char('\n'), QLatin1Char(' '))
            .replace(QLatin1Char('\r'), QLatin1Char(' '));
        line("name", name.toUtf8());
    }
    line("done", QByteArray::number(game.history.done));
    if (game.playing) {
        line("playing", "yes");
        line("game-start", QByteArray::number(game.gameStart));
        line("hints", QByteArray::number(game.hintsUsed));
        line("time-ms", QByteArray::number(game.elapsedMs));
    }
    return out;
}

QString SavedGames::read(const QByteArray& bytes, const PuzzleList& puzzles, SavedGame* game)
{
    if (bytes.size() > kMaxBytes)
        return tr("the file is %1 bytes, more than a saved game can be").arg(bytes.size());
    QList<QByteArray> lines = bytes.split('\n');
    QStringList problems;
    const auto at = [&problems](int line, const QString& what) {
        problems << tr("line %1: %2").arg(line).arg(what);
    };
    int n = 0;
    // The header, after any blank lines.
    while (n < lines.size() && lines[n].trimmed().isEmpty())
        ++n;
    QByteArray header = n < lines.size() ? lines[n].trimmed() : QByteArray();
    if (header.startsWith("\xEF\xBB\xBF"))
        header.remove(0, 3);
    if (header != kHeader)
        return tr("line %1: this is not a PuzzleLab saved game (it starts with \u201c%2\u201d, not "
                  "\u201c%3\u201d)")
            .arg(n + 1)
            .arg(QString::fromUtf8(header.left(40)), QString::fromLatin1(kHeader));
    SavedGame out;
    bool goals = false;
    bool haveStart = false;
    bool haveDone = false;
    PuzzleDocument::Step* last = nullptr;
    Position goal;
    const auto number = [&](int line, const QByteArray& value, qint64 max) -> qint64 {
        bool ok = false;
        const qint64 v = value.toLongLong(&ok);
        if (!ok || v < 0 || v > max) {
            at(line, tr("\u201c%1\u201d is not a whole number from 0 to %2")
                         .arg(QString::fromUtf8(value.left(40)))
                         .arg(max));
            return -1;
        }
        return v;
    };
    const auto position = [&](int line, const QByteArray& value) -> std::optional<Position> {
        if (!out.puzzle)
            return std::nullopt;
        Checked<Position> p = parsePositionChecked(*out.puzzle, view(value));
        if (!p) {
            at(line, i18n::firstProblemLine(p.problems));
            return std::nullopt;
        }
        return *p.value;
    };
    for (++n; n < lines.size(); ++n) {
        const int lineNo = n + 1;
        const QByteArray line = lines[n].trimmed();
        if (line.isEmpty())
            continue;
        const int colon = line.indexOf(':');
        if (colon <= 0) {
            at(lineNo, tr("\u201c%1\u201d is not a \u201ckey: value\u201d line")
                           .arg(QString::fromUtf8(line.left(40))));
            continue;
        }
        const QByteArray key = line.left(colon).trimmed();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (key != "puzzle" && !out.puzzle) {
            at(lineNo, tr("the file names no puzzle before this line"));
            break;
        }
        if (key == "puzzle") {
            if (out.puzzle) {
                at(lineNo, tr("a second puzzle line"));
                continue;
            }
            for (const auto& p : puzzles)
                if (p && QByteArray::fromStdString(p->key()) == value)
                    out.puzzle = p;
            if (!out.puzzle) {
                at(lineNo, tr("the puzzle \u201c%1\u201d is not among the puzzles of this window")
                               .arg(QString::fromUtf8(value.left(60))));
                break;
            }
            goals = out.puzzle->editableGoal() && out.puzzle->goalPosition().has_value();
            if (goals)
                goal = *out.puzzle->goalPosition();
        } else if (key == "definition") {
            // Told apart from today's definition by the caller if it wants: moves are
            // checked against today's anyway.
        } else if (key == "start" || key == "start-goal") {
            if (!out.history.steps.empty()) {
                at(lineNo, tr("the start comes after the first step"));
                continue;
            }
            if (const auto p = position(lineNo, value)) {
                if (key == "start") {
                    out.history.start = *p;
                    haveStart = true;
                } else if (!goals) {
                    at(lineNo, tr("this puzzle's goal cannot be set"));
                } else {
                    out.history.startGoal = *p;
                    goal = *p;
                }
            }
        } else if (key == "move" || key == "solution") {
            Checked<std::vector<int>> moves = parseMovesChecked(*out.puzzle, view(value));
            if (!moves) {
                at(lineNo, i18n::firstProblemLine(moves.problems));
                continue;
            }
            if (key == "move" && moves.value->size() != 1) {
                at(lineNo, tr("a move line holds one move"));
                continue;
            }
            // The positions follow from the moves; checked when the history is restored.
            const Position from =
                out.history.steps.empty() ? out.history.start : out.history.steps.back().position;
            Position to = from;
            bool legal = !from.cells.empty();
            for (int m : *moves.value) {
                if (!legal || !out.puzzle->isLegal(to, m)) {
                    legal = false;
                    break;
                }
                to = out.puzzle->apply(to, m);
            }
            if (!legal) {
                at(lineNo, tr("these moves cannot be played from the position before them"));
                continue;
            }
            const int count = static_cast<int>(moves.value->size());
            const QString name =
                key == "move"
                    ? PuzzleDocument::tr("Move %1").arg(QString::fromUtf8(value))
                    : (count == 1 ? PuzzleDocument::tr("Apply solution (1 move)")
                                  : PuzzleDocument::tr("Apply solution (%1 moves)").arg(count));
            out.history.steps.push_back(PuzzleDocument::Step{to, goals ? goal : Position{}, name,
                                                             *moves.value, key == "move"});
            last = &out.history.steps.back();
        } else if (key == "set") {
            if (const auto p = position(lineNo, value)) {
                out.history.steps.push_back(
                    PuzzleDocument::Step{*p, goals ? goal : Position{}, tr("Edit"), {}, false});
                last = &out.history.steps.back();
            }
        } else if (key == "set-goal") {
            if (!goals || !last || !last->moves.empty()) {
                at(lineNo, tr("a set-goal line belongs right after a set line of a puzzle "
                              "whose goal can be set"));
                continue;
            }
            if (const auto p = position(lineNo, value)) {
                goal = *p;
                last->goal = goal;
            }
        } else if (key == "name") {
            if (!last)
                at(lineNo, tr("a name line belongs right after a step"));
            else
                last->text = QString::fromUtf8(value);
        } else if (key == "done") {
            const qint64 v = number(lineNo, value, 100000000);
            if (v >= 0) {
                out.history.done = static_cast<int>(v);
                haveDone = true;
            }
        } else if (key == "playing") {
            if (value != "yes" && value != "no")
                at(lineNo, tr("playing is \u201cyes\u201d or \u201cno\u201d"));
            out.playing = value == "yes";
        } else if (key == "game-start") {
            out.gameStart = static_cast<int>(std::max<qint64>(0, number(lineNo, value, 100000000)));
        } else if (key == "hints") {
            out.hintsUsed = static_cast<int>(std::max<qint64>(0, number(lineNo, value, 100000000)));
        } else if (key == "time-ms") {
            out.elapsedMs = std::max<qint64>(0, number(lineNo, value, qint64(1) << 50));
        } else {
            at(lineNo, tr("unknown key \u201c%1\u201d").arg(QString::fromUtf8(key.left(40))));
        }
    }
    if (!out.puzzle && problems.isEmpty())
        problems << tr("the file has no %1 line").arg(QStringLiteral("\u201cpuzzle:\u201d"));
    if (out.puzzle && !haveStart && problems.isEmpty())
        problems << tr("the file has no %1 line").arg(QStringLiteral("\u201cstart:\u201d"));
    if (out.puzzle && !haveDone && problems.isEmpty())
        problems << tr("the file has no %1 line").arg(QStringLiteral("\u201cdone:\u201d"));
    if (problems.isEmpty() && out.history.done > static_cast<int>(out.history.steps.size()))
        problems << tr("%1 steps are done, but the file has only %2")
                        .arg(out.history.done)
                        .arg(out.history.steps.size());
    if (problems.isEmpty() && out.playing && (out.gameStart > out.history.done))
        problems << tr("the game started after the last step done");
    if (!problems.isEmpty())
        return problems.join(QLatin1Char('\n'));
    if (goals && out.history.startGoal.cells.empty())
        out.history.startGoal = *out.puzzle->goalPosition();
    if (game)
        *game = std::move(out);
    return {};
}

}  // namespace pl
