#include "ui/pasted_text.h"

#include <QRegularExpression>
#include <QStringList>

#include "core/checked_readers.h"
#include "core/registry.h"
#include "core/rules/scramble.h"
#include "core/solution_file.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_names.h"

namespace pl {

PastedText PastedText::read(const QString& text,
                            const std::vector<std::shared_ptr<const Puzzle>>& puzzles,
                            const std::shared_ptr<const Puzzle>& shown, const Position& current)
{
    PastedText out;
    QString body = text;
    if (body.startsWith(QChar(0xFEFF)))
        body.remove(0, 1);
    if (body.trimmed().isEmpty()) {
        out.error = tr("There is no text to paste.");
        return out;
    }
    // Not bigger than a solution file may be: a stray paste of a whole document
    // gets a sentence, not a long parse. (UTF-8 takes at least one byte per UTF-16
    // unit, so the cheap check on the length comes first.)
    const auto tooLong = [](qsizetype n) {
        return tr("The pasted text is too long (%1 bytes) to be a position or a solution.").arg(n);
    };
    const auto limit = static_cast<qsizetype>(kMaxSolutionFileBytes);
    if (body.size() > limit) {
        out.error = tooLong(body.size());
        return out;
    }
    const QByteArray bytes = body.toUtf8();
    if (bytes.size() > limit) {
        out.error = tooLong(bytes.size());
        return out;
    }

    if (body.trimmed().startsWith(QLatin1String("PuzzleLab solution"))) {
        SavedSolution record;
        const QString problem =
            SolutionIo::parse(bytes, &record, puzzles, SolutionIo::Source::Pasted);
        if (!problem.isEmpty())
            out.error = tr("The pasted solution cannot be opened: %1").arg(problem);
        else
            out.solution = std::move(record);
        return out;
    }

    // The shown puzzle first; otherwise the first puzzle of the list the text fits.
    const std::string utf8 = bytes.toStdString();
    const Puzzle& here = *shown;
    // A puzzle whose goal the person sets reads "position / goal" too.
    if (const auto mine = parsePositionAndGoal(here, utf8)) {
        out.puzzle = shown;
        out.position = mine.value->position;
        out.goal = mine.value->goal.value_or(Position{});
        return out;
    }
    for (const auto& p : puzzles) {
        if (p.get() == &here)
            continue;
        if (const auto other = parsePositionAndGoal(*p, utf8)) {
            out.puzzle = p;
            out.position = other.value->position;
            out.goal = other.value->goal.value_or(Position{});
            return out;
        }
    }
    // Last, a line of the shown puzzle's move names, played from its position: a
    // position of any puzzle comes first (The Clocks' moves are the numbers 1 to 9).
    if (const auto entry = here.entry(); entry && body.trimmed().indexOf(QLatin1Char('\n')) < 0 &&
                                         entry->rules->validate(current).empty()) {
        if (auto played = playSequence(*entry->rules, entry->sequences, current, utf8)) {
            out.puzzle = shown;
            out.position = std::move(*played.value);
            out.played = true;
            return out;
        }
    }
    // Explain with the puzzle the text was most likely meant for: the first whose
    // count of cells is the count of numbers in the text (a magic square's text may
    // give its target too: twice its board), else the shown one.
    static const QRegularExpression separators(QStringLiteral("[\\s/]+"));
    const qsizetype numbers = body.split(separators, Qt::SkipEmptyParts).size();
    const Puzzle* meant = &here;
    // A puzzle whose goal the person sets may be given its goal too: twice its cells.
    const auto fits = [numbers](const Puzzle& p) {
        return p.cellCount() == numbers || (p.editableGoal() && 2 * p.cellCount() == numbers);
    };
    if (!fits(here)) {
        for (const auto& p : puzzles) {
            if (fits(*p) || (p->formatPosition(p->initial()).find('/') != std::string::npos &&
                             p->cellCount() == 2 * numbers)) {
                meant = p.get();
                break;
            }
        }
    }
    const auto why = parsePositionAndGoal(*meant, utf8);
    out.error = tr("The pasted text is not a position for %1: %2")
                    .arg(PuzzleNames::displayName(*meant), i18n::firstProblemLine(why.problems));
    return out;
}

}  // namespace pl
