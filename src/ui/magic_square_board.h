#pragma once

#include <memory>

#include <array>

#include "ui/board_widget.h"

namespace pl {

// Magic Squares: the board (the position's 8 cells) and the target it is to reach
// (the goal, Puzzle::editableGoal: setPuzzleGoal, items 8..15), each a 2x4 grid of
// numbered, coloured tiles, side by side or stacked, whichever lets the tiles be
// larger. Clicking two tiles of the same grid swaps them (a swap in the target goes
// out with goalEdited()); the buttons A, B, C under the grids ask for a move.
class MagicSquareBoard : public BoardWidget {
    Q_OBJECT
public:
    // A board of the Magic Squares definition a session holds (8 cells, 3 moves).
    explicit MagicSquareBoard(QWidget* parent = nullptr);
    // A board of `puzzle` (8 cells in the judge's reading order and the moves A, B,
    // C), which must outlive the board.
    explicit MagicSquareBoard(const Puzzle& puzzle, QWidget* parent = nullptr);
    // Whether `puzzle` has the shape this board draws.
    [[nodiscard]] static bool fits(const Puzzle& puzzle);

    QSize sizeHint() const override;

    // The tile chosen by a first click, waiting for the second; -1 when none.
    [[nodiscard]] int selectedCell() const { return selected_; }
    // Escape drops the first tile of a half-made swap.
    [[nodiscard]] bool takesEscape() const override { return selected_ >= 0; }
    // True when the grids sit one above the other (a tall widget).
    [[nodiscard]] bool stacked() const;

    // The colour of tile `value` (1..8), the same on every theme so the two grids
    // can be compared at a glance.
    [[nodiscard]] static QColor tileColor(int value);

protected:
    void layoutBoard(const QRectF& area, QList<Item>& items) override;
    void paintBoard(QPainter& painter) override;
    void clickCell(int cell, bool alternate) override;
    [[nodiscard]] QString itemToolTip(const ItemRef& item) const override;
    void positionChanged() override;
    void goalChanged() override;
    bool cancelPendingEdit() override;
    [[nodiscard]] QSize boardMinimumSize() const override { return {240, 160}; }

private:
    void paintGridFrame(QPainter& painter, const QRectF& panel, const QRectF& label,
                        const QString& title, const QString& badge) const;
    void paintTile(QPainter& painter, const QRectF& rect, int value, qreal lift, bool selected,
                   bool focused) const;
    void paintMovePreview(QPainter& painter, int move) const;
    void paintFlowArrow(QPainter& painter) const;
    [[nodiscard]] QString moveDescription(int move) const;
    [[nodiscard]] QString moveShortName(int move) const;
    [[nodiscard]] QString cellName(int cell) const;
    // The tile shown in item `cell`: the position's (0..7) or the target's (8..15).
    [[nodiscard]] int tileAt(int cell) const;
    // The target shown: the goal set, else the puzzle's own.
    [[nodiscard]] Position target() const;

    static constexpr int kCells = 16;
    static constexpr int kMoves = 3;
    std::array<QRectF, kCells> cells_;
    std::array<QRectF, kMoves> buttons_;
    QRectF boardPanel_;
    QRectF targetPanel_;
    QRectF boardLabel_;
    QRectF targetLabel_;
    QRectF flowArrow_;
    qreal unit_ = 0;
    bool stacked_ = false;
    int selected_ = -1;
};

// Registers this puzzle's skin and words under its key (registerUiParts calls it).
void registerMagicSquareSkin();

}  // namespace pl
