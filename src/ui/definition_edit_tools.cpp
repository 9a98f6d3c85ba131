#include "ui/definition_edit_tools.h"

#include <algorithm>
#include <cstdint>
#include <utility>

#include "core/model/orbit_model.h"
#include "models/definition_texts.h"
#include "models/puzzle_facts.h"
// The texts keep the board's translation context: they are what its tooltips and undo
// stack said before the tools had a class of their own.
#include "ui/definition_board.h"

namespace pl {

namespace {

// The Cycle tool's next label after `v` in the definition's label order (the one before
// it when `back`); a label not in the list starts the cycle.
std::uint8_t cycledLabel(const std::vector<int>& labels, std::uint8_t v, bool back)
{
    const auto pos = std::find(labels.begin(), labels.end(), int(v));
    std::size_t i = pos == labels.end() ? 0 : std::size_t(pos - labels.begin());
    if (pos != labels.end())
        i = back ? (i + labels.size() - 1) % labels.size() : (i + 1) % labels.size();
    return std::uint8_t(labels[i]);
}

}  // namespace

DefinitionEditTools::DefinitionEditTools(std::shared_ptr<const Rules> rules)
    : rules_(std::move(rules))
{
}

bool DefinitionEditTools::setTool(Tool tool, int label)
{
    const auto& labels = rules_->def().labels;
    if (tool == Tool::Paint && std::find(labels.begin(), labels.end(), label) == labels.end())
        return false;
    tool_ = tool;
    paintLabel_ = tool == Tool::Paint ? label : -1;
    swapCell_ = -1;
    return true;
}

bool DefinitionEditTools::dropPendingSwap()
{
    if (swapCell_ < 0)
        return false;
    swapCell_ = -1;
    return true;
}

QString DefinitionEditTools::cellName(int cell) const
{
    return PuzzleFacts::cellName(*rules_, cell);
}

QString DefinitionEditTools::labelText(int label) const
{
    return shownLabelText(rules_->def(), label);
}

// What the Cycle or Paint tool makes of a cell's label, for the position and the goal
// alike; false when the tool has nothing to give (no labels, no paint picked).
bool DefinitionEditTools::relabel(std::uint8_t& label, bool alternate) const
{
    if (tool_ == Tool::Cycle) {
        const auto& labels = rules_->def().labels;
        if (labels.empty())
            return false;
        label = cycledLabel(labels, label, alternate);
        return true;
    }
    if (paintLabel_ < 0)
        return false;
    label = std::uint8_t(paintLabel_);
    return true;
}

DefinitionEditTools::Edit DefinitionEditTools::clickCell(const Position& shown, int cell,
                                                         bool alternate)
{
    const int n = rules_->cellCount();
    Position next = shown;
    auto& v = next.cells[std::size_t(cell)];
    // Dials only turn: every tool turns them one step.
    if (rules_->model().piecesStayPut()) {
        const int mod = std::max(1, rules_->model().orbit(0).twists);
        v = std::uint8_t(((int(v) % mod) + (alternate ? mod - 1 : 1)) % mod);
        return {std::move(next), alternate
                                     ? DefinitionBoard::tr("Turn cell %1 back").arg(cellName(cell))
                                     : DefinitionBoard::tr("Turn cell %1").arg(cellName(cell))};
    }
    switch (tool_) {
    case Tool::Swap:
        if (swapCell_ < 0 || swapCell_ >= n) {
            swapCell_ = cell;
            return {};
        }
        if (swapCell_ == cell) {
            swapCell_ = -1;
            return {};
        }
        {
            const int first = std::exchange(swapCell_, -1);
            std::swap(next.cells[std::size_t(first)], next.cells[std::size_t(cell)]);
            return {
                std::move(next),
                DefinitionBoard::tr("Swap cells %1 and %2").arg(cellName(first), cellName(cell))};
        }
    case Tool::Cycle:
    case Tool::Paint:
        if (!relabel(v, alternate))
            return {};
        break;
    }
    const std::uint8_t label = v;
    return {std::move(next),
            DefinitionBoard::tr("Set cell %1 to %2").arg(cellName(cell), labelText(label))};
}

DefinitionEditTools::Edit DefinitionEditTools::clickGoalCell(const Position& goal, int item,
                                                             bool alternate, bool editing)
{
    const int n = rules_->cellCount();
    const auto i = std::size_t(item - n);
    Position next = goal;
    auto& v = next.cells[i];
    // Outside Edit Position a click can only swap: the goal stays a rearrangement.
    switch (editing ? tool_ : Tool::Swap) {
    case Tool::Swap:
        if (swapCell_ < n) {
            swapCell_ = item;
        } else if (swapCell_ == item) {
            swapCell_ = -1;
        } else {
            const auto first = std::size_t(swapCell_ - n);
            swapCell_ = -1;
            std::swap(next.cells[first], next.cells[i]);
            return {std::move(next), {}};
        }
        return {};
    case Tool::Cycle:
    case Tool::Paint:
        if (!relabel(v, alternate))
            return {};
        break;
    }
    swapCell_ = -1;
    if (next == goal)
        return {};
    return {std::move(next), {}};
}

QString DefinitionEditTools::clickHint(bool goal, bool editing) const
{
    if (!goal && rules_->model().piecesStayPut())
        return DefinitionBoard::tr("Click to turn it one step, right-click to turn it back.");
    switch (editing ? tool_ : Tool::Swap) {
    case Tool::Swap:
        return goal ? DefinitionBoard::tr("Click two cells of the goal to swap them.")
                    : DefinitionBoard::tr("Click two cells to swap them.");
    case Tool::Cycle:
        return DefinitionBoard::tr("Click for the next label, right-click for the one before.");
    case Tool::Paint:
        return DefinitionBoard::tr("Click to set it to %1.").arg(labelText(paintLabel_));
    }
    return {};
}

}  // namespace pl
