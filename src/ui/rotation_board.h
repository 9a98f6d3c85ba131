#pragma once

#include <memory>

#include <array>
#include <vector>

#include "ui/board_widget.h"

namespace pl {

// The Rotation Game: the '#' board of 24 cells, the goal area (the eight centre cells)
// framed, one arrow per move at the end of the line the move pushes towards, a small
// paint palette and the live label counts.
//
// Clicking a cell cycles its label 1 → 2 → 3 → 1 (right click: backwards) or, with a
// label chosen in the palette, paints that label. Dragging on from the pressed cell
// gives every cell crossed the label the pressed cell took, as one edit. Keys 1, 2, 3
// set the focused cell.
class RotationBoard : public BoardWidget {
    Q_OBJECT
public:
    explicit RotationBoard(QWidget* parent = nullptr);

    QSize sizeHint() const override;

    // 0: clicks cycle the label; 1..3: clicks paint that label.
    void setPaintLabel(int label);
    [[nodiscard]] int paintLabel() const { return paintLabel_; }

    // How often labels 1, 2 and 3 appear on the board.
    [[nodiscard]] std::array<int, 3> labelCounts() const { return counts_; }
    // Empty when the board holds eight of each label, else the sentence saying why
    // it cannot be solved yet.
    [[nodiscard]] QString countProblem() const;
    [[nodiscard]] QString solveProblem() const override { return countProblem(); }

    // The arrow of `move`, and the palette button of `label` (0 = Cycle).
    [[nodiscard]] QRect arrowRect(int move) const { return moveButtonRect(move); }
    [[nodiscard]] QRect paletteRect(int label) const;

    // The colour of a label (1..3).
    [[nodiscard]] static QColor labelColor(int label);

signals:
    // Whenever the counts change; `ok` when they are eight each.
    void countsChanged(bool ok);
    void paintLabelChanged(int label);

protected:
    void layoutBoard(const QRectF& area, QList<Item>& items) override;
    void paintBoard(QPainter& painter) override;
    void clickCell(int cell, bool alternate) override;
    void clickTool(int tool, bool alternate) override;
    bool beginCellDrag(int cell, bool alternate) override;
    void dragOverCell(int cell) override;
    void endCellDrag() override;
    [[nodiscard]] QString itemToolTip(const ItemRef& item) const override;
    void positionChanged() override;
    void keyPressEvent(QKeyEvent* event) override;
    [[nodiscard]] QSize boardMinimumSize() const override { return {260, 220}; }

private:
    struct Line {
        std::vector<int> sources;  // moveSources of the move
        std::vector<int> cells;    // the 7 cells it moves
        int towardsEnd = -1;       // the cell the line pushes towards (arrow side)
        QPoint direction;          // grid step of the content
    };
    void paintCell(QPainter& painter, const QRectF& rect, int label, qreal opacity, bool focused,
                   bool hovered) const;
    void paintArrow(QPainter& painter, int move) const;
    void paintPanel(QPainter& painter) const;
    void paintCentre(QPainter& painter) const;
    [[nodiscard]] QRectF gridRect(QPointF gridPos, qreal inset) const;
    [[nodiscard]] QString lineDescription(int move) const;
    [[nodiscard]] static bool inGoalArea(int cell);
    // The label a click gives `cell`: the palette's, or the next (previous) one.
    [[nodiscard]] int clickedLabel(int cell, bool alternate) const;
    void paintDragged(int cell);

    static constexpr int kCells = 24;
    static constexpr int kMoves = 8;
    std::array<QPoint, kCells> gridPos_{};
    std::vector<Line> lines_;
    std::array<QRectF, kCells> cellRects_;
    std::array<QPolygonF, kMoves> arrows_;
    std::array<QRectF, kMoves> arrowBoxes_;
    std::array<QRectF, 4> tools_;  // index = paint label, 0 = cycle
    QRectF boardRect_;
    QRectF panelRect_;
    QRectF paintHeading_;
    QRectF countsRect_;
    QRectF statusRect_;
    QPointF gridOrigin_;
    qreal unit_ = 0;
    bool panelBeside_ = true;

    int paintLabel_ = 0;
    // A drag in progress: the label it paints, the position before it and the one
    // it shows now.
    int dragLabel_ = 0;
    Position dragStart_;
    Position dragShown_;
    std::array<int, 3> counts_{};
    int invalidCells_ = 0;
    bool countsKnown_ = false;
};

// Registers this puzzle's skin and words under its key (registerUiParts calls it).
void registerRotationSkin();

}  // namespace pl
