#pragma once

#include <QKeySequence>
#include <QString>
#include <memory>
#include <vector>

#include "core/rules/rules.h"
#include "ui/board_widget.h"
#include "ui/definition_edit_tools.h"
#include "ui/definition_geometry.h"

namespace pl {

class StepAnimator;

// The one board of every puzzle definition (SPEC 7), drawn from the definition alone:
// cells at their x, y in their shape (dials with a hand and their value names, lights,
// tiles in palette colours with their label text; the sliding blank empty), regions
// outlined or shaded, a handle per move that has a `button` (an arrow along the way
// the cycle turns), a row of buttons for the moves that have neither a button nor a
// cell, and the move animations taken from the move data.
//
// The board shows what it is given (setPuzzlePosition / setGoal) and never changes the
// position itself: a move is asked for with moveRequested() (several in a row when a
// far sliding tile is clicked), an edit with positionEdited(position, undo text). The
// owner (a PuzzleSession) decides and shows the result with setPuzzlePosition() or
// showStep().
//
// Play mode: a click on a cell with a `cell` move plays it, a click on a sliding tile
// in line with the blank slides it (and the tiles between), arrow keys move the tile
// next to the blank that way, and every move has a key (moveKey()). Edit mode: a click
// turns a dial one step (right click: back), and a tile is edited by the edit tool:
// two clicks swap two tiles, or a click cycles its label, or paints the chosen label.
//
// The board is the parts wired together: DefinitionGeometry lays it out and hit-tests,
// DefinitionPainter draws it, StepAnimator plays the moves, DefinitionEditTools says
// what an edit click makes; the board keeps the state they share and handles input.
class DefinitionBoard : public BoardWidget {
    Q_OBJECT
public:
    enum class Mode { Play, Edit };
    using EditTool = DefinitionEditTools::Tool;

    explicit DefinitionBoard(std::shared_ptr<const Rules> rules, QWidget* parent = nullptr);

    [[nodiscard]] const Rules& rules() const { return *rules_; }
    QSize sizeHint() const override;

    void setMode(Mode mode);
    [[nodiscard]] Mode mode() const { return mode_; }
    // Tiles only (permutation and sliding): how a click in edit mode changes a tile.
    // Paint sets `label` (one of the definition's labels).
    void setEditTool(EditTool tool, int label = -1);
    [[nodiscard]] EditTool editTool() const { return tools_.tool(); }
    [[nodiscard]] int paintLabel() const { return tools_.paintLabel(); }
    // The cell chosen as the first of a swap, or -1.
    [[nodiscard]] int pendingSwapCell() const { return tools_.pendingSwap(); }

    // The goal shown (dial hands at their goal value are drawn in the "good" colour;
    // an editable goal is drawn as a small board beside the position).
    void setGoal(const def::Goal& goal);
    // An editableGoal definition whose owner holds the goal (BoardWidget::setPuzzleGoal
    // gave it one): the small board's tiles are items too, cells cellCount() + i, and a
    // click there (in either mode) edits the goal with the edit tool; goalEdited()
    // announces it (in play mode a click swaps two of its tiles).
    [[nodiscard]] bool goalEditable() const;
    [[nodiscard]] const def::Goal& goal() const { return goal_; }

    // Shows `position` at once (finishing and dropping any animation). Hides the base
    // class's function of the same name, which knows nothing of the queue.
    void setPuzzlePosition(const Position& position);
    void setPosition(const Position& position) { setPuzzlePosition(position); }

    // Animation time of one move in ms; 0 shows every step at once.
    void setAnimationDuration(int ms);
    [[nodiscard]] int animationDuration() const;
    // Shows a step of the session: `moves` played from `before` give `after` (an undo
    // of them when `after` is `before` with them undone). One move or several animate
    // one after another; anything else (an edit) shows `after` at once. A step that
    // goes on from where the running animation is heading is queued after it.
    void showStep(const Position& before, const std::vector<int>& moves, const Position& after);
    // Lands every running and queued animation on its final position.
    void finishAllAnimations();

    // The key that plays `move` ("A", "3", ...), empty when it has none.
    [[nodiscard]] QString moveKey(int move) const;
    // A key without Ctrl, Alt or Meta that is one of the moves' keys, or an arrow on a
    // sliding puzzle in play mode.
    [[nodiscard]] bool takesKey(const QKeyEvent& event) const override;
    // Escape drops the first tile of a half-made swap.
    [[nodiscard]] bool takesEscape() const override
    {
        const int swap = tools_.pendingSwap();
        return swap >= 0 && (mode_ == Mode::Edit || swap >= rules_->cellCount());
    }
    // The moves a click on `cell` plays in play mode from the shown position (empty
    // when it plays none): its `cell` move, or the slides that bring a tile to the blank.
    [[nodiscard]] std::vector<int> movesForCell(int cell) const;
    // In play mode a cell that plays moves is clickable even while the position is
    // locked: playing by hand on Lights Out or a sliding puzzle is clicking cells.
    // The cell to click for the highlighted move (a hint): the light or dial the move
    // is played on, or the tile that slides; -1 when there is none (no highlighted
    // move, a move played by a button, an animation running).
    [[nodiscard]] int hintCell() const;
    // A schematic of another solver's orbits (Rules::schematic): each row's caption (the
    // orbit's name, or its twists) and where it is drawn, left of the row's cells.
    [[nodiscard]] std::vector<std::pair<QString, QRectF>> rowCaptions() const;
    [[nodiscard]] bool cellPlaysMove(int cell) const override
    {
        return mode_ == Mode::Play && !movesForCell(cell).empty();
    }
    // The cells that the item under the pointer (or the keyboard focus) would change:
    // what the hover preview marks.
    [[nodiscard]] std::vector<int> previewCells() const;
    // Where each move's handle or button is (empty when the move is played otherwise).
    [[nodiscard]] bool hasHandle(int move) const;
    [[nodiscard]] bool inButtonRow(int move) const;
    // The tooltip of a move's handle or button (its name, key and what it changes), and
    // of a cell.
    [[nodiscard]] QString moveDescription(int move) const
    {
        return itemToolTip({ItemKind::Move, move});
    }
    [[nodiscard]] QString cellDescription(int cell) const
    {
        return itemToolTip({ItemKind::Cell, cell});
    }

signals:
    void positionEdited(const pl::Position& position, const QString& undoText);

protected:
    void layoutBoard(const QRectF& area, QList<Item>& items) override;
    void paintBoard(QPainter& painter) override;
    void clickCell(int cell, bool alternate) override;
    [[nodiscard]] QString itemToolTip(const ItemRef& item) const override;
    bool cancelPendingEdit() override;
    void goalChanged() override;
    [[nodiscard]] QSize boardMinimumSize() const override { return {240, 200}; }
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    // The painting is the painter's; it reads the board's state.
    friend class DefinitionPainter;

    void computeKeys();
    [[nodiscard]] QString cellName(int cell) const;
    [[nodiscard]] QString moveName(int move) const;
    [[nodiscard]] QString labelText(int label) const;
    [[nodiscard]] QString valueName(int value) const;
    [[nodiscard]] QColor labelColor(int label) const;
    [[nodiscard]] QColor dialColor(int value) const;
    [[nodiscard]] bool isDialFace(int cell) const;
    [[nodiscard]] std::vector<int> moveCells(int move) const;
    [[nodiscard]] int blankCell(const Position& p) const;
    [[nodiscard]] int moveOfDirection(char direction) const;
    // The move whose key `event` is (no Ctrl, Alt or Meta), or -1.
    [[nodiscard]] int moveOfKey(const QKeyEvent* event) const;
    [[nodiscard]] int goalValue(int cell) const;
    void clickGoalCell(int cell, bool alternate);

    std::shared_ptr<const Rules> rules_;
    Mode mode_ = Mode::Play;
    DefinitionEditTools tools_;
    def::Goal goal_;
    std::vector<QString> keys_;
    bool slidingTiles_ = false;
    // The layout (board units, then widget pixels) and the move animations.
    DefinitionGeometry geo_;
    StepAnimator* animator_ = nullptr;
};

}  // namespace pl
