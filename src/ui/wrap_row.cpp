#include "ui/wrap_row.h"

#include <QEvent>
#include <QLayoutItem>
#include <QWidget>

namespace pl {

WrapRow::WrapRow(QBoxLayout* row, QWidget* host, std::function<void(bool)> stackedChanged)
    : QObject(host), row_(row), host_(host), stackedChanged_(std::move(stackedChanged))
{
    host->installEventFilter(this);
}

int WrapRow::wantedWidth() const
{
    if (wanted_)
        return wanted_();
    int width = 0;
    int shown = 0;
    for (int i = 0; i < row_->count(); ++i) {
        QLayoutItem* item = row_->itemAt(i);
        if (item->spacerItem() || (item->widget() && item->widget()->isHidden()))
            continue;
        width += item->sizeHint().width();
        ++shown;
    }
    const QMargins m = row_->contentsMargins();
    return width + (shown > 1 ? (shown - 1) * row_->spacing() : 0) + m.left() + m.right();
}

void WrapRow::update()
{
    const int available = row_->geometry().width();
    if (available <= 0)
        return;
    const auto wanted =
        available < wantedWidth() ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (row_->direction() == wanted)
        return;
    row_->setDirection(wanted);
    if (stackedChanged_)
        stackedChanged_(wanted == QBoxLayout::TopToBottom);
}

bool WrapRow::eventFilter(QObject* watched, QEvent* event)
{
    // The layouts have their new geometry by the time a filter sees the resize.
    if (watched == host_ && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        update();
    return QObject::eventFilter(watched, event);
}

}  // namespace pl
