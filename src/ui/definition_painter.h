// The painters of a definition's board: one per cell shape (tiles with their label,
// lights, dials with a hand and their value names, the sliding blank), the handles and
// the button row, the regions, tracks and tray under the cells, the contents on their
// way during a move, the preview of what a click changes, and the editable goal. It
// paints what the board's state says (position, animation, hover, focus, the layout of
// DefinitionGeometry) and decides nothing.
#pragma once

#include <vector>

#include "ui/definition_board.h"

class QPainter;

namespace pl {

class DefinitionPainter {
public:
    DefinitionPainter(const DefinitionBoard& board, QPainter& target);

    void paintBoard();

private:
    using Item = DefinitionBoard::Item;
    using ItemKind = DefinitionBoard::ItemKind;
    using ItemRef = DefinitionBoard::ItemRef;
    using ButtonLook = DefinitionBoard::ButtonLook;
    using Mode = DefinitionBoard::Mode;

    void paintTray() const;
    void paintRegions() const;
    void paintCells(const std::vector<int>& preview) const;
    void paintContentsOnTheirWay() const;
    void paintPreview(const std::vector<int>& preview) const;
    void paintMoveArrows() const;
    void paintSwapMark() const;
    void paintHintCell() const;
    void paintHandles() const;
    void paintTracks() const;
    void paintCellBody(int cell, const QRectF& rect, int value, qreal dialAngle, bool preview,
                       bool focused, bool hovered) const;
    void paintDial(int cell, const QRectF& rect, int value, qreal degrees, bool preview) const;
    void paintLight(int cell, const QRectF& rect, int value, bool preview, bool round) const;
    void paintTile(const QRectF& rect, int label, bool round, qreal opacity) const;
    // A puzzle given as orbits (another solver's file): the twist of the piece in a slot,
    // a neutral disc with the number (ringed when not 0), apart from the pieces' colours;
    // "?" for -1, a twist the goal does not count (twsearch's `?`).
    void paintTwist(const QRectF& rect, int value) const;
    // The orientation modulus of cell `cell` when it shows a piece's twist in such a
    // schematic (else 0).
    [[nodiscard]] int twistsOfCell(int cell) const;
    void paintCaptions() const;
    void paintHandle(const DefinitionGeometry::Handle& handle, const QRectF& rect) const;
    void paintGoal() const;

    const DefinitionBoard& bd;
    QPainter& painter;
};

}  // namespace pl
