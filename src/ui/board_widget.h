#pragma once

#include <QColor>
#include <QEasingCurve>
#include <QList>
#include <QPalette>
#include <QRect>
#include <QRectF>
#include <QString>
#include <QWidget>
#include <functional>

#include "core/puzzle.h"

class QKeyEvent;
class QPainter;
class QVariantAnimation;

namespace pl {

// What the three boards share: the position shown, the move animation, clickable
// items (cells, move buttons, tools) laid out by the subclass, hover, tooltips,
// keyboard focus moving between items, and the drawn push buttons.
//
// The board never applies a move by itself: it asks with moveRequested() and the
// owner answers with animateMove() or setPuzzlePosition(). Edits by clicking are
// shown at once and announced with positionEdited() so the owner can record them;
// setting the same position again afterwards is harmless.
class BoardWidget : public QWidget {
    Q_OBJECT
public:
    ~BoardWidget() override;

    // The puzzle the board shows; only for the boards made from a Puzzle (a board made
    // from move rules alone, such as DefinitionBoard, has none: hasPuzzle() is false).
    [[nodiscard]] const Puzzle& puzzle() const { return *puzzle_; }
    [[nodiscard]] bool hasPuzzle() const { return puzzle_ != nullptr; }
    // The logical position: during an animation, the position it is heading to.
    [[nodiscard]] const Position& puzzlePosition() const { return position_; }

    // Shows `position` at once; finishes a running animation first. A position of the
    // wrong size is ignored.
    void setPuzzlePosition(const Position& position);
    // The goal shown beside the position, for a puzzle whose goal the person sets
    // (Puzzle::editableGoal); no cells (the default) shows none. A goal of another size
    // is ignored. The goal's cells are the board's items of kind Cell numbered
    // cellCount() + i: a click edits them, and the edit goes out with goalEdited().
    void setPuzzleGoal(const Position& goal);
    [[nodiscard]] const Position& puzzleGoal() const { return goal_; }
    // The number of position cells (the goal's cells follow them as items).
    [[nodiscard]] int boardCellCount() const { return cellCount_; }

    // Animates `move` from `before` to `after`. If `after` is `before` with the move
    // undone, the move plays backwards; if the two are not one move apart the board
    // simply jumps. animationFinished() follows every call exactly once (at once,
    // synchronously, when durationMs <= 0).
    void animateMove(const Position& before, int move, const Position& after, int durationMs);
    // Lands a running animation on its final position at once.
    void finishAnimation();
    [[nodiscard]] bool animating() const { return animating_; }

    // -1 for none. Shows which cells the move touches and marks its button (hints).
    void setHighlightedMove(int move);
    [[nodiscard]] int highlightedMove() const { return highlightedMove_; }

    // Off to lock the position (play by hand): clicks and keys no longer edit it, and
    // each attempt is announced with editRefused(). Moves stay as movesEnabled() says.
    void setInteractive(bool interactive);
    [[nodiscard]] bool isInteractive() const { return interactive_; }
    // Off to refuse hand moves too (move buttons and arrows are drawn disabled).
    void setMovesEnabled(bool enabled);
    [[nodiscard]] bool movesEnabled() const { return movesEnabled_; }
    // Whether the board draws buttons for its moves (the Clocks' 1-9, Rotation's A-H);
    // boards whose moves are cells (Lights Out, sliding tiles) have none.
    [[nodiscard]] bool hasMoveButtons() const;

    // The clickable rectangle of a cell and of a move's button, in widget coordinates
    // (empty when there is no such cell or button).
    [[nodiscard]] QRect cellRect(int cell) const;
    [[nodiscard]] QRect moveButtonRect(int move) const;

    // Keyboard focus inside the board: the cell the arrow keys have reached, or -1
    // when the focus is on a button.
    [[nodiscard]] int focusedCell() const;
    void setFocusedCell(int cell);
    // A sentence for the focused item (also the widget's accessible description).
    [[nodiscard]] QString focusedItemDescription() const;

    QSize minimumSizeHint() const override;

    // Whether Escape belongs to the board now (a half-made edit it drops, such as the
    // first tile of a swap) rather than to the window's Stop.
    [[nodiscard]] virtual bool takesEscape() const { return false; }
    // True when a click on `cell` plays a move rather than editing the position (the
    // boards whose moves are cells): such a cell stays clickable while the position is
    // locked (play by hand), as long as moves are enabled.
    [[nodiscard]] virtual bool cellPlaysMove(int cell) const
    {
        (void)cell;
        return false;
    }
    // Whether the board plays a move on this key (a move's own key), so the window's
    // shortcut of the same key (H for Hint, say) leaves it to the focused board.
    [[nodiscard]] virtual bool takesKey(const QKeyEvent& event) const
    {
        (void)event;
        return false;
    }
    // Why the board's edit cannot be solved yet, in the board's own words (a label
    // count that is off while the person is still painting, say); empty when the board
    // has nothing to add to the puzzle's validation. editStateChanged() says when it
    // may have changed.
    [[nodiscard]] virtual QString solveProblem() const { return {}; }

signals:
    void positionEdited(const pl::Position& newPosition);
    // An edit of the goal by clicking (setPuzzleGoal); the board shows it already.
    void goalEdited(const pl::Position& newGoal);
    void moveRequested(int move);
    void animationFinished();
    // A click or key tried to edit the position while it is locked.
    void editRefused();
    // What solveProblem() says may have changed.
    void editStateChanged();

protected:
    // A board of `puzzle`, which must outlive the board.
    BoardWidget(const Puzzle& puzzle, QWidget* parent);
    // A board of any puzzle: `apply` is its one apply function (it must return the
    // position unchanged where the move cannot be played), used to tell which way a
    // move animates.
    using ApplyFn = std::function<Position(const Position&, int)>;
    BoardWidget(int cellCount, int moveCount, Position initial, ApplyFn apply, QWidget* parent);

    enum class ItemKind { None, Cell, Move, Tool };
    struct ItemRef {
        ItemKind kind = ItemKind::None;
        int index = -1;
        [[nodiscard]] bool valid() const { return kind != ItemKind::None; }
        friend bool operator==(const ItemRef&, const ItemRef&) = default;
    };
    struct Item {
        ItemRef ref;
        QRectF rect;
        bool round = false;  // hit-tested and focus-ringed as the inscribed circle
    };

    // --- for subclasses to implement ---
    // Places everything inside `area` (the widget minus a margin) and lists the
    // clickable items in reading order.
    virtual void layoutBoard(const QRectF& area, QList<Item>& items) = 0;
    virtual void paintBoard(QPainter& painter) = 0;
    // A click (or Space/Enter) on a cell; `alternate` for the right button / Shift.
    virtual void clickCell(int cell, bool alternate) = 0;
    virtual void clickTool(int /*tool*/, bool /*alternate*/) {}
    [[nodiscard]] virtual QString itemToolTip(const ItemRef& item) const = 0;
    // Called whenever the shown position changes (set, edit or animation start).
    virtual void positionChanged() {}
    // Called whenever the shown goal changes (set or edited).
    virtual void goalChanged() {}
    // Escape pressed: drop a half-made edit. True when there was one.
    virtual bool cancelPendingEdit() { return false; }
    // Painting by dragging: a press on an enabled cell that beginCellDrag() accepts
    // (true) starts a drag instead of a click. Every other cell the pointer then
    // enters goes to dragOverCell(), and the release (wherever it is) to
    // endCellDrag(). A subclass shows the cells it paints with previewEdit() and
    // commits them once at the end, so the whole drag is one edit.
    virtual bool beginCellDrag(int /*cell*/, bool /*alternate*/) { return false; }
    virtual void dragOverCell(int /*cell*/) {}
    virtual void endCellDrag() {}
    [[nodiscard]] virtual QEasingCurve animationEasing() const;
    [[nodiscard]] virtual QSize boardMinimumSize() const { return {220, 180}; }

    // --- for subclasses to use ---
    // An edit made by clicking: shown at once, then announced; refused (editRefused())
    // while the board is not interactive.
    void commitEdit(const Position& position);
    // The same for the goal: shown at once, then announced with goalEdited().
    void commitGoalEdit(const Position& goal);
    // Part of an edit still being made (a drag): shown, not yet announced.
    void previewEdit(const Position& position);
    void relayout();  // geometry depends on something other than the size
    [[nodiscard]] const QList<Item>& items() const;
    [[nodiscard]] QRectF itemRect(const ItemRef& item) const;

    // Animation state for painting. Geometry always runs forwards: `animFrom` with
    // `animMove` applied gives `animTo`, and animProgress() goes 0 → 1 along that
    // (it runs 1 → 0 when the move plays backwards). Outside an animation animFrom ==
    // animTo == the position, animMove == -1 and the progress is 1.
    [[nodiscard]] const Position& animFrom() const { return animating_ ? animFrom_ : position_; }
    [[nodiscard]] const Position& animTo() const { return animating_ ? animTo_ : position_; }
    [[nodiscard]] int animMove() const { return animating_ ? animMove_ : -1; }
    [[nodiscard]] double animProgress() const;

    [[nodiscard]] bool isHovered(const ItemRef& item) const { return hovered_ == item; }
    [[nodiscard]] bool isPressed(const ItemRef& item) const;
    [[nodiscard]] bool hasFocusRing(const ItemRef& item) const;
    // The move to preview: a hovered or keyboard-focused move button wins over the
    // highlighted move.
    [[nodiscard]] int previewMove() const;
    [[nodiscard]] bool itemEnabled(const ItemRef& item) const;

    // Palette helpers, so the boards read well in light and dark themes.
    [[nodiscard]] bool darkTheme() const;
    [[nodiscard]] QColor role(QPalette::ColorRole colorRole) const;
    [[nodiscard]] QColor accent() const;
    [[nodiscard]] QColor goodColor() const;
    [[nodiscard]] QColor warningColor() const;
    [[nodiscard]] QColor panelColor(qreal depth = 1.0) const;
    [[nodiscard]] static QColor mix(const QColor& a, const QColor& b, qreal t);
    [[nodiscard]] static QColor readableTextOn(const QColor& background);
    [[nodiscard]] static QFont pixelFont(const QFont& base, qreal pixelSize, bool bold = false);

    // A drawn push button: `title` large, `subtitle` under or beside it when it fits.
    struct ButtonLook {
        QString title;
        QString subtitle;
        bool checked = false;      // a chosen tool: tinted, with a strong accent border
        bool highlighted = false;  // the highlighted move
        // Draws custom content instead of the text, inside the (pressed-in) body, in
        // the button's text colour; already dimmed when disabled.
        std::function<void(QPainter&, const QRectF& body, const QColor& textColor)> content;
    };
    void paintButton(QPainter& painter, const ItemRef& item, const QRectF& rect,
                     const ButtonLook& look) const;
    void paintFocusRing(QPainter& painter, const QRectF& rect, bool round, qreal radius = -1) const;
    void paintSoftShadow(QPainter& painter, const QRectF& rect, qreal radius, qreal lift) const;

    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void ensureLayout() const;
    [[nodiscard]] ItemRef itemAt(const QPointF& pos) const;
    void activate(const ItemRef& item, bool alternate);
    void setHovered(const ItemRef& item);
    void setFocusItem(const ItemRef& item);
    void moveFocus(int dx, int dy);
    void updateAccessibleDescription();
    void showPosition(const Position& position);

    void init();

    const Puzzle* puzzle_ = nullptr;
    int cellCount_ = 0;
    int moveCount_ = 0;
    ApplyFn apply_;
    Position position_;
    Position goal_;

    bool animating_ = false;
    Position animFrom_;
    Position animTo_;
    int animMove_ = -1;
    bool animBackwards_ = false;
    QVariantAnimation* animation_ = nullptr;

    int highlightedMove_ = -1;
    bool interactive_ = true;
    bool movesEnabled_ = true;

    mutable QList<Item> items_;
    mutable QSize laidOutFor_;
    mutable bool layoutDirty_ = true;

    ItemRef hovered_;
    ItemRef pressed_;
    int dragCell_ = -1;  // during a painting drag: the last cell entered
    ItemRef focus_;
    bool focusVisible_ = false;  // only after keyboard use, as native widgets do
};

}  // namespace pl
