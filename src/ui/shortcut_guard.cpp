#include "ui/shortcut_guard.h"

#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

#include "ui/board_widget.h"

namespace pl {

ShortcutGuard::ShortcutGuard(QWidget* window, std::function<BoardWidget*()> shownBoard)
    : QObject(window), window_(window), shownBoard_(std::move(shownBoard))
{
    // Key presses reach the focused widget first: only the application sees them all.
    qApp->installEventFilter(this);
}

bool ShortcutGuard::keepsKeys(const QWidget* focus)
{
    return qobject_cast<const QLineEdit*>(focus) || qobject_cast<const QTextEdit*>(focus) ||
           qobject_cast<const QPlainTextEdit*>(focus) ||
           qobject_cast<const QAbstractSpinBox*>(focus) || qobject_cast<const QComboBox*>(focus) ||
           qobject_cast<const QAbstractItemView*>(focus) ||
           qobject_cast<const QAbstractSlider*>(focus);
}

bool ShortcutGuard::forwardToBoard(QObject* watched, QKeyEvent& key)
{
    if (!window_ || !shownBoard_ || !window_->isActiveWindow())
        return false;
    // The first delivery only (to the focus widget, or the window when nothing has the
    // focus): an unused key travels on to the parents, which must not send it twice.
    QWidget* focus = QApplication::focusWidget();
    if (watched != (focus ? static_cast<QObject*>(focus) : window_.data()))
        return false;
    if (focus && (focus->window() != window_ || keepsKeys(focus)))
        return false;
    BoardWidget* board = shownBoard_();
    if (!board || board == focus || !board->isVisible() || !board->takesKey(key))
        return false;
    QKeyEvent copy(key.type(), key.key(), key.modifiers(), key.text(), key.isAutoRepeat(),
                   key.count());
    QCoreApplication::sendEvent(board, &copy);
    return true;
}

bool ShortcutGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress &&
        forwardToBoard(watched, *static_cast<QKeyEvent*>(event)))
        return true;
    if (event->type() != QEvent::ShortcutOverride)
        return QObject::eventFilter(watched, event);
    // Only the window's own widgets: a dialog's keys are its own business.
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || !window_ || widget->window() != window_)
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
