// What the window's parts (PlayTools, LibraryActions, SolutionFiles) need of the main
// window: its sessions, the puzzle shown, the status bar. They see this face, not
// MainWindow, so the window sits on top of its parts and nothing below it reaches up.
#pragma once

#include <memory>
#include <vector>

#include <QString>

#include "core/puzzle.h"
#include "core/registry.h"

class QWidget;

namespace pl {

class SessionView;

class WindowContext {
public:
    virtual ~WindowContext() = default;

    // The window: the parent of dialogs and the owner of the actions.
    [[nodiscard]] virtual QWidget* widget() = 0;
    [[nodiscard]] virtual QString currentKey() const = 0;
    // The session view of `key`, made when first asked for; null for an unknown key.
    virtual SessionView* sessionView(const QString& key) = 0;
    [[nodiscard]] virtual std::vector<SessionView*> sessionViews() const = 0;
    [[nodiscard]] virtual const std::vector<std::shared_ptr<const Puzzle>>& puzzles() const = 0;
    [[nodiscard]] virtual std::shared_ptr<const Puzzle> puzzleOf(const QString& key) const = 0;
    virtual bool selectPuzzle(const QString& key) = 0;
    virtual void setEntries(const std::vector<std::shared_ptr<const PuzzleEntry>>& entries) = 0;
    // An undoable edit of `key`'s position, under the same rules as a click.
    virtual void loadPosition(const QString& key, const Position& position,
                              const QString& undoText) = 0;
    // Reads a definition on the library's worker and shows it when read (MainWindow).
    virtual int openDefinition(const QString& path, const QString& said, int saidMs) = 0;
    virtual void showStatus(const QString& message, int timeoutMs) = 0;
};

}  // namespace pl
