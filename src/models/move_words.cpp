#include "models/move_words.h"

#include <QStringList>

#include "core/model/orbit_model.h"
#include "core/puzzle.h"
#include "core/registry.h"
#include "core/rules/rules.h"

namespace pl::move_words {

QString tileArrow(const Puzzle& puzzle, int move)
{
    const std::shared_ptr<const PuzzleEntry> entry = puzzle.entry();
    return entry && entry->rules ? tileArrow(*entry->rules, move) : QString();
}

QString tileArrow(const Rules& rules, int move)
{
    if (!rules.model().slides() || move < 0 || move >= rules.moveCount())
        return {};
    // The tile goes the opposite way to the blank.
    switch (rules.move(move).direction) {
    case 'U':
        return QStringLiteral("\u2193");
    case 'D':
        return QStringLiteral("\u2191");
    case 'L':
        return QStringLiteral("\u2192");
    case 'R':
        return QStringLiteral("\u2190");
    default:
        return {};
    }
}

QString shown(const Puzzle& puzzle, int move)
{
    const auto& names = puzzle.moveNames();
    if (move < 0 || std::size_t(move) >= names.size())
        return {};
    return tileArrow(puzzle, move) + QString::fromStdString(names[std::size_t(move)]);
}

QString shownSequence(const Puzzle& puzzle, const std::vector<int>& moves)
{
    if (moves.empty() || tileArrow(puzzle, moves.front()).isEmpty())
        return QString::fromStdString(puzzle.formatMoves(moves));
    QStringList words;
    for (int m : moves)
        words << shown(puzzle, m);
    return words.join(QLatin1Char(' '));
}

}  // namespace pl::move_words
