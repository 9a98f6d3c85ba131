#include "ui/board_skins.h"

#include <algorithm>
#include <map>
#include <mutex>

#include "core/contest/add_on.h"
#include "core/definition_puzzle.h"
#include "core/model/orbit_model.h"
#include "core/registry.h"
#include "ui/definition_board.h"
#include "ui/library_panel.h"

namespace pl {

namespace {

struct SkinTable {
    std::mutex mutex;
    std::map<std::string, std::shared_ptr<const BoardSkin>, std::less<>> skins;
};

SkinTable& table()
{
    static SkinTable t;
    return t;
}

const DefaultBoardSkin& defaultSkin()
{
    static const DefaultBoardSkin skin;
    return skin;
}

// The puzzle's model, when it is a definition's (SPEC 8.1).
const model::OrbitModel* modelOf(const Puzzle& puzzle)
{
    const auto entry = puzzle.entry();
    return entry ? &entry->rules->model() : nullptr;
}

}  // namespace

std::vector<int> changedCells(const Position& before, const Position& after)
{
    std::vector<int> changed;
    if (before.cells.size() == after.cells.size())
        for (std::size_t i = 0; i < after.cells.size(); ++i)
            if (before.cells[i] != after.cells[i])
                changed.push_back(static_cast<int>(i));
    return changed;
}

void registerBoardSkin(std::string key, std::shared_ptr<const BoardSkin> skin)
{
    SkinTable& t = table();
    const std::lock_guard lock(t.mutex);
    t.skins[std::move(key)] = std::move(skin);
}

const BoardSkin& boardSkin(std::string_view key)
{
    SkinTable& t = table();
    const std::lock_guard lock(t.mutex);
    // Skins are registered once at start-up and never removed, so the reference
    // stays valid after the lock is released.
    if (const auto it = t.skins.find(key); it != t.skins.end() && it->second)
        return *it->second;
    return defaultSkin();
}

const BoardSkin& boardSkin(const Puzzle& puzzle)
{
    return boardSkin(puzzle.key());
}

bool hasOwnSkin(std::string_view key)
{
    SkinTable& t = table();
    const std::lock_guard lock(t.mutex);
    const auto it = t.skins.find(key);
    return it != t.skins.end() && it->second;
}

QPixmap skinThumbnail(const PuzzleEntry& entry, QSize size)
{
    if (size.isEmpty() || !hasOwnSkin(entry.key()))
        return {};
    // The bundled definition with its add-on is drawn on its own board, the puzzle the
    // window holds for it; a person's own file of that key is drawn from its definition.
    if (!addOnOf(entry))
        return {};
    const auto puzzle = heldContestPuzzle(entry.key());
    if (!puzzle)
        return {};
    const std::unique_ptr<BoardWidget> board(boardSkin(*puzzle).makeBoard(puzzle, nullptr));
    board->setPuzzlePosition(puzzle->initial());
    return LibraryPanel::boardThumbnail(*board, puzzle->cellCount(), size);
}

// ------------------------------------------------------------------ the default skin

BoardWidget* DefaultBoardSkin::makeBoard(const std::shared_ptr<const Puzzle>& puzzle,
                                         QWidget* parent) const
{
    const auto entry = puzzle->entry();
    auto* board = new DefinitionBoard(entry->rules, parent);
    // The window plays moves with clicks and buttons, as on the contest boards; the
    // definition board's edits come with their own undo text, the window names them
    // through the skin (editText), so they go out as the plain edit every board sends.
    board->setMode(DefinitionBoard::Mode::Play);
    QObject::connect(board, &DefinitionBoard::positionEdited, board,
                     [board](const Position& p, const QString&) {
                         emit static_cast<BoardWidget*>(board)->positionEdited(p);
                     });
    board->setPuzzlePosition(puzzle->initial());
    return board;
}

QString DefaultBoardSkin::hint(const Puzzle& puzzle) const
{
    const QString play = moveHint(puzzle);
    if (!puzzle.editableGoal())
        return play;
    return tr("%1 Click two tiles of the goal to swap them.").arg(play);
}

QString DefaultBoardSkin::moveHint(const Puzzle& puzzle)
{
    const model::OrbitModel* model = modelOf(puzzle);
    if (model && model->piecesStayPut()) {
        // Lights Out and its kin play every move on a cell and draw no buttons: the hint
        // names only what the board shows (issue 23, point 8).
        const auto& moves = puzzle.entry()->def().moves;
        const auto onCell = std::count_if(moves.begin(), moves.end(),
                                          [](const def::Move& m) { return m.cell.has_value(); });
        if (onCell == std::ssize(moves))
            return tr(
                "Click a cell to play its move, or press the move's key (shown in the "
                "cell's tooltip).");
        if (onCell == 0)
            return tr(
                "Click a move's button to play it, or press the move's key (shown in the "
                "button's tooltip).");
        return tr(
            "Click a cell or a move's button to play its move, or press the move's key "
            "(shown in the button's tooltip).");
    }
    if (model && model->slides())
        return tr(
            "Click a tile next to the blank to slide it in (or one further along its "
            "row or column to slide several), or use the arrow keys.");
    return tr(
        "Click a move's arrow or button to play it, or press the move's key (shown in "
        "its tooltip).");
}

QString DefaultBoardSkin::playHint(const Puzzle& puzzle) const
{
    (void)puzzle;
    return tr("Playing by hand: every click and key plays a move; Hint shows an optimal one.");
}

QString DefaultBoardSkin::editText(const Puzzle& puzzle, const Position& before,
                                   const Position& after) const
{
    (void)puzzle;
    const std::vector<int> changed = changedCells(before, after);
    const auto at = [](const Position& p, int i) { return int(p.cells[std::size_t(i)]); };
    // Cells are counted from 1, as everywhere the window names one.
    if (changed.size() == 1)
        return tr("Set cell %1 to %2").arg(changed[0] + 1).arg(at(after, changed[0]));
    if (changed.size() == 2 && at(before, changed[0]) == at(after, changed[1]) &&
        at(before, changed[1]) == at(after, changed[0]))
        return tr("Swap cells %1 and %2").arg(changed[0] + 1).arg(changed[1] + 1);
    return tr("Edit position");
}

QString BoardSkin::goalEditText(const Puzzle& puzzle, const Position& before,
                                const Position& after) const
{
    (void)puzzle;
    return DefaultBoardSkin::goalEdit(before, after);
}

QString DefaultBoardSkin::goalEdit(const Position& before, const Position& after)
{
    const std::vector<int> changed = changedCells(before, after);
    const auto at = [](const Position& p, int i) { return int(p.cells[std::size_t(i)]); };
    if (changed.size() == 1)
        return tr("Set goal cell %1 to %2").arg(changed[0] + 1).arg(at(after, changed[0]));
    if (changed.size() == 2 && at(before, changed[0]) == at(after, changed[1]) &&
        at(before, changed[1]) == at(after, changed[0]))
        return tr("Swap goal cells %1 and %2").arg(changed[0] + 1).arg(changed[1] + 1);
    return tr("Edit goal");
}

}  // namespace pl
