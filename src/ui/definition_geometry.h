// Where a definition's board puts everything (SPEC 7): the cells at their x, y, a
// handle per move that has a `button` (an arrow along the way the cycle turns, the
// inverse at the other end), a row of buttons for the moves that have neither a button
// nor a cell, the tracks between neighbouring cells a move joins, and the editable
// goal's small board beside the position. First in board units, from the definition
// alone; then laid out into a widget's pixels, scaled to fit.
#pragma once

#include <utility>
#include <vector>

#include <QPointF>
#include <QRectF>

#include "core/rules/rules.h"

namespace pl {

// Vector helpers of the board's drawing.
[[nodiscard]] QPointF unitVector(QPointF v);
[[nodiscard]] qreal vectorLength(QPointF v);
// The one blank of a sliding position, or -1 (none, or several).
[[nodiscard]] int findBlank(const Position& p, int blank);

struct DefinitionGeometry {
    struct Handle {
        int move = -1;
        QPointF at;         // board units
        QPointF dir;        // unit vector the arrow points along
        bool swap = false;  // a move of 2-cycles only: a double arrow
    };

    explicit DefinitionGeometry(const Rules& rules);

    // A dial cell drawn as a face with a hand (not a light).
    [[nodiscard]] static bool isDialFace(const Rules& rules, int cell);

    // Lays the board out in `area` (widget pixels), with the goal beside it when shown.
    void layout(const Rules& rules, const QRectF& area, bool showGoal, bool goalEditable);
    [[nodiscard]] QPointF toWidget(QPointF board) const { return offset + board * scale; }

    // Board units, from the definition.
    std::vector<std::vector<int>> moveCells;  // the cells each move changes
    std::vector<Handle> handles;
    std::vector<int> rowMoves;                // moves in the button row
    std::vector<std::pair<int, int>> tracks;  // pairs of neighbouring cells a move joins
    // A schematic of orbits (Rules::schematic): each row's caption, left of its cells.
    struct Caption {
        int orbit = 0;
        bool twists = false;  // the row of the orbit's twists (else its pieces)
        qreal y = 0;          // the row's centre, board units
    };
    std::vector<Caption> captions;
    static constexpr qreal kCaptionUnits = 2.6;  // the captions' width, in pitches
    QRectF bounds;                               // cells, handles and captions
    qreal pitch = 1;                             // between neighbouring cells

    // Widget pixels, after layout().
    qreal scale = 1;  // pixels per board unit
    QPointF offset;   // widget position of board (0, 0)
    std::vector<QRectF> cellRects;
    std::vector<QRectF> handleRects;  // per handle
    std::vector<QRectF> rowRects;     // per row move
    QRectF goalRect;
    std::vector<QRectF> goalCellRects;  // per cell, when the goal is editable
    std::vector<QRectF> captionRects;   // per caption

private:
    void computeHandles(const Rules& rules);
    void computeTracks(const Rules& rules);
};

}  // namespace pl
