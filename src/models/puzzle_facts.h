// What Help > Rules says about a puzzle beyond its own texts: facts computed from the
// definition alone (never kept per puzzle): its kind, cells, pieces, moves and metric,
// the goal in words, the number of valid positions and the engines that can solve it
// here. Plain text in the program's words (tr()); what comes from the definition (move
// names, value names, label texts) is quoted as written.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

#include <string>
#include <utility>

#include "core/engine.h"
#include "core/registry.h"

namespace pl {

// (label, value); a value may have several lines.
using PuzzleFact = std::pair<QString, QString>;

class PuzzleFacts {
    Q_DECLARE_TR_FUNCTIONS(pl::PuzzleFacts)
public:
    // In this order: Kind, Cells, Pieces (permutation and sliding), Moves, Metric, Move
    // order (sliding), Goal, Positions, Engines. Numbers are written in `locale`.
    [[nodiscard]] static QList<PuzzleFact> of(const PuzzleEntry& entry,
                                              const EngineOptions& options = {},
                                              const QLocale& locale = QLocale());

    // A count given in decimal digits (validPositionCount): with the locale's digit
    // grouping up to 18 digits ("181,440"), beyond that in powers of ten ("more than
    // 1.84 × 10¹⁹", or "1.00 × 10²⁰" when that is exact).
    [[nodiscard]] static QString countText(const std::string& decimal, const QLocale& locale);
    // The goal in words ("every cell at 0 (off)", "cells 7, 8, 9 all hold one label,
    // any label", "one of 12 goals: ..."); several lines for anyOf.
    [[nodiscard]] static QString goalText(const Rules& rules, const def::Goal& goal);
    // How the program names a cell: its id as written, except plain indices 0, 1, 2,
    // ..., which are counted from 1 as everywhere else in the program.
    [[nodiscard]] static QString cellName(const Rules& rules, int cell);
};

}  // namespace pl
