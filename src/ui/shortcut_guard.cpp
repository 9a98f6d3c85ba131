#include "ui/shortcut_guard.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>

#include "ui/board_widget.h"

namespace pl {

bool ShortcutGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return QObject::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    const bool plain = (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    auto* board = qobject_cast<BoardWidget*>(watched);
    if (board && ((plain && key->key() == Qt::Key_Escape && board->takesEscape()) ||
                  board->takesKey(*key))) {
        event->accept();
        return true;
    }
    // Filtered out: the override is not accepted, so the shortcut gets the key.
    if (plain && key->key() == Qt::Key_Space && qobject_cast<QAbstractSpinBox*>(watched))
        return true;
    return QObject::eventFilter(watched, event);
}

}  // namespace pl
