// Keeps the keys a focused widget needs from the window's shortcuts, and gives Space to
// the window wherever the focus is. Space plays and pauses the solution, as the
// Playback menu says: no widget may take it first (a focused board would turn a clock
// and drop the solution, a number box would take it as text it cannot use). Escape
// stops a search, except where the board has a half-made edit, which it drops first;
// a move's own key on the focused board plays the move, whatever shortcut of the window
// has the same key (H for Hint: the Rotation Game has a move H).
#pragma once

#include <QObject>

namespace pl {

class ShortcutGuard : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace pl
