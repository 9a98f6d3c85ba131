// The edit tools of a definition's board: what a click does to the position in Edit
// Position (a dial turns one step; a tile is swapped with another, cycled to the next
// label or painted with the chosen one), and to an editable goal's small board in
// either mode (outside Edit Position only swaps, so the goal stays a rearrangement).
// It holds the tool, the paint label and the first cell of a half-made swap, and
// answers with the position (or goal) a click makes; the board decides whether it may
// be edited and tells its owner. No widget here: the rules and the clicks only.
#pragma once

#include <memory>
#include <optional>

#include <QString>

#include "core/rules/rules.h"

namespace pl {

class DefinitionEditTools {
public:
    enum class Tool { Swap, Cycle, Paint };

    explicit DefinitionEditTools(std::shared_ptr<const Rules> rules);

    // Paint takes `label`, one of the definition's labels; false (nothing changes) for
    // any other.
    bool setTool(Tool tool, int label = -1);
    [[nodiscard]] Tool tool() const { return tool_; }
    [[nodiscard]] int paintLabel() const { return paintLabel_; }
    // The first cell of a half-made swap (a goal cell counts from cellCount()), or -1.
    [[nodiscard]] int pendingSwap() const { return swapCell_; }
    // Forgets a half-made swap; true when there was one.
    bool dropPendingSwap();

    // What a click asked for: a new position (or goal), worded for the undo stack when
    // it is the position. Nothing when the click only chose (or unchose) a cell.
    struct Edit {
        std::optional<Position> result;
        QString undoText;
    };
    // A click on `cell` of `shown` in Edit Position (right button: `alternate`).
    [[nodiscard]] Edit clickCell(const Position& shown, int cell, bool alternate);
    // A click on the goal's cell `item` (cellCount() + i) of `goal`; `editing`: the
    // board is in Edit Position. A result is to be committed even when it equals the
    // goal (a swap of two equal labels is still the person's edit).
    [[nodiscard]] Edit clickGoalCell(const Position& goal, int item, bool alternate, bool editing);

    // What a click on a cell does, for its tooltip (`goal`: a cell of the goal).
    [[nodiscard]] QString clickHint(bool goal, bool editing) const;

private:
    bool relabel(std::uint8_t& label, bool alternate) const;
    [[nodiscard]] QString cellName(int cell) const;
    [[nodiscard]] QString labelText(int label) const;

    std::shared_ptr<const Rules> rules_;
    Tool tool_ = Tool::Swap;
    int paintLabel_ = -1;
    int swapCell_ = -1;
};

}  // namespace pl
