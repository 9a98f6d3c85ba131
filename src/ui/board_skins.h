// How a puzzle is drawn and described in the window, looked up by the puzzle's key.
// A puzzle with a skin of its own (the three contest puzzles: registerUiParts
// registers theirs at start-up) gets that one; every other puzzle the default skin,
// which draws the puzzle from its definition with a DefinitionBoard. Nothing here
// lists puzzles: the window only asks boardSkin(puzzle).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <QCoreApplication>
#include <QPixmap>
#include <QSize>
#include <QString>

#include "core/puzzle.h"

class QPainter;
class QRectF;
class QWidget;

namespace pl {

class BoardWidget;

class BoardSkin {
public:
    virtual ~BoardSkin() = default;

    // The board of `puzzle`, a child of `parent`, showing puzzle->initial().
    [[nodiscard]] virtual BoardWidget* makeBoard(const std::shared_ptr<const Puzzle>& puzzle,
                                                 QWidget* parent) const = 0;
    // The line over the board that says what a click does, when editing and when
    // playing by hand (the board is then locked: only moves are made).
    [[nodiscard]] virtual QString hint(const Puzzle& puzzle) const = 0;
    [[nodiscard]] virtual QString playHint(const Puzzle& puzzle) const = 0;
    // The undo-menu name of an edit that turned `before` into `after`.
    [[nodiscard]] virtual QString editText(const Puzzle& puzzle, const Position& before,
                                           const Position& after) const = 0;
    // The undo-menu name of an edit of the goal (a puzzle whose goal the person sets);
    // by default the cells named by their number, as DefaultBoardSkin names edits.
    [[nodiscard]] virtual QString goalEditText(const Puzzle& puzzle, const Position& before,
                                               const Position& after) const;
    // State Space: the paragraph under the chart of every position; empty for the
    // dialog's own, which fits any puzzle.
    [[nodiscard]] virtual QString stateSpaceText(const Puzzle& puzzle) const
    {
        (void)puzzle;
        return {};
    }
    // State Space for a puzzle whose table counts patterns (what its goal depends on)
    // and whose census counts every board (CensusJob::available): the name of the
    // patterns view, and the paragraphs under the chart of patterns and of every board.
    // Empty for the dialog's own words, which fit any such puzzle.
    [[nodiscard]] virtual QString stateSpacePatternsName(const Puzzle& puzzle) const
    {
        (void)puzzle;
        return {};
    }
    [[nodiscard]] virtual QString stateSpacePatternsText(const Puzzle& puzzle) const
    {
        (void)puzzle;
        return {};
    }
    [[nodiscard]] virtual QString stateSpaceBoardsText(const Puzzle& puzzle) const
    {
        (void)puzzle;
        return {};
    }
    // Help > About: where the puzzle comes from, one sentence; empty for the
    // definition's `source` as written.
    [[nodiscard]] virtual QString history(const Puzzle& puzzle) const
    {
        (void)puzzle;
        return {};
    }
};

// The skin every puzzle without its own gets: a DefinitionBoard made from the
// definition's rules, a hint from the kind of cells, edit texts that name cells by
// their number (counted from 1).
class DefaultBoardSkin : public BoardSkin {
    Q_DECLARE_TR_FUNCTIONS(pl::DefaultBoardSkin)
public:
    [[nodiscard]] BoardWidget* makeBoard(const std::shared_ptr<const Puzzle>& puzzle,
                                         QWidget* parent) const override;
    [[nodiscard]] QString hint(const Puzzle& puzzle) const override;
    [[nodiscard]] QString playHint(const Puzzle& puzzle) const override;
    [[nodiscard]] QString editText(const Puzzle& puzzle, const Position& before,
                                   const Position& after) const override;
    // What a click plays, by the kind of cells (hint() adds how the goal is edited).
    [[nodiscard]] static QString moveHint(const Puzzle& puzzle);
    // BoardSkin::goalEditText's wording.
    [[nodiscard]] static QString goalEdit(const Position& before, const Position& after);
};

// Registers `skin` for the puzzle `key`, replacing one registered before (at start-up:
// registerUiParts).
void registerBoardSkin(std::string key, std::shared_ptr<const BoardSkin> skin);
// The skin registered for `puzzle`'s key, else the default skin.
[[nodiscard]] const BoardSkin& boardSkin(const Puzzle& puzzle);
[[nodiscard]] const BoardSkin& boardSkin(std::string_view key);
// Whether a skin of its own is registered for `key`.
[[nodiscard]] bool hasOwnSkin(std::string_view key);

// A library thumbnail (LibraryPanel::ThumbnailProvider) drawn with the puzzle's own
// skin: the board a skin of its own makes (a contest puzzle's), at the start position,
// cut to its cells, exactly `size`. A null pixmap for a puzzle without a skin of its
// own (the panel then draws its definition) or an empty size.
[[nodiscard]] QPixmap skinThumbnail(const PuzzleEntry& entry, QSize size);

// The cells whose value differs between two positions of the same size.
[[nodiscard]] std::vector<int> changedCells(const Position& before, const Position& after);

}  // namespace pl
