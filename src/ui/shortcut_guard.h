// Keeps the keys a focused widget needs from the window's shortcuts, and gives Space to
// the window wherever the focus is. Space plays and pauses the solution, as the
// Playback menu says: no widget may take it first (a focused board would turn a clock
// and drop the solution, a number box would take it as text it cannot use). Escape
// stops a search, except where the board has a half-made edit, which it drops first;
// a move's own key on the focused board plays the move, whatever shortcut of the window
// has the same key (H for Hint: the Rotation Game has a move H).
//
// Move keys work from anywhere in the window (issue 23, point 3): a key the shown board
// plays a move on (a move's key, an arrow on a sliding puzzle) goes to that board while
// the focus is elsewhere in the window, except in a widget that needs the key itself:
// a text field, a number box, a list, a slider.
#pragma once

#include <QObject>
#include <QPointer>
#include <functional>

class QKeyEvent;
class QWidget;

namespace pl {

class BoardWidget;

class ShortcutGuard : public QObject {
    Q_OBJECT
public:
    // `window`'s keys go to the board `shownBoard` returns (none: nullptr).
    ShortcutGuard(QWidget* window, std::function<BoardWidget*()> shownBoard);

    // Whether `focus` uses plain keys of its own (typing, arrows through a list).
    [[nodiscard]] static bool keepsKeys(const QWidget* focus);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool forwardToBoard(QObject* watched, QKeyEvent& key);

    QPointer<QWidget> window_;
    std::function<BoardWidget*()> shownBoard_;
};

}  // namespace pl
