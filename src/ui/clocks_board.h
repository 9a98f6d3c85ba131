#pragma once

#include <memory>

#include <array>
#include <vector>

#include "ui/board_widget.h"

namespace pl {

// The Clocks: a 3x3 grid of clock faces A..I and the nine move buttons under them.
// A left click turns a clock a quarter clockwise, a right click turns it back; a move
// button asks for the move. Hovering or focusing a move button shows where the hands
// of the clocks it turns will go.
class ClocksBoard : public BoardWidget {
    Q_OBJECT
public:
    explicit ClocksBoard(QWidget* parent = nullptr);

    QSize sizeHint() const override;

protected:
    void layoutBoard(const QRectF& area, QList<Item>& items) override;
    void paintBoard(QPainter& painter) override;
    void clickCell(int cell, bool alternate) override;
    [[nodiscard]] QString itemToolTip(const ItemRef& item) const override;
    [[nodiscard]] QEasingCurve animationEasing() const override;
    [[nodiscard]] QSize boardMinimumSize() const override { return {200, 240}; }

private:
    void paintClock(QPainter& painter, int clock, bool inPreview) const;
    void paintHand(QPainter& painter, const QPointF& centre, qreal radius, qreal degrees,
                   const QColor& color, qreal scale) const;
    void paintMoveButton(QPainter& painter, int move) const;
    [[nodiscard]] qreal handDegrees(int clock) const;
    [[nodiscard]] static QString clockLetter(int clock);
    [[nodiscard]] static int hourOf(int quarterTurns);

    static constexpr int kClocks = 9;
    std::vector<std::vector<int>> moveClocks_;  // per move, the clocks it turns
    std::array<QRectF, kClocks> faces_;
    std::array<QRectF, kClocks> letters_;
    std::vector<QRectF> buttons_;
    qreal pitch_ = 0;
};

// Registers this puzzle's skin and words under its key (registerUiParts calls it).
void registerClocksSkin();

}  // namespace pl
