#include "ui/settings_autosave.h"

#include <QEvent>
#include <QMainWindow>
#include <QSplitter>
#include <QUndoGroup>

#include "ui/library_panel.h"
#include "ui/solution_panel.h"

namespace pl {

SettingsAutosave::SettingsAutosave(QMainWindow* window, std::function<void()> save)
    : QObject(window), save_(std::move(save))
{
    timer_.setSingleShot(true);
    timer_.setInterval(1000);
    connect(&timer_, &QTimer::timeout, this, [this] { save_(); });
    const auto touch = [this] { changed(); };
    if (auto* library = window->findChild<LibraryPanel*>())
        connect(library, &LibraryPanel::currentKeyChanged, this, touch);
    if (auto* panel = window->findChild<SolutionPanel*>()) {
        connect(panel, &SolutionPanel::engineChosen, this, touch);
        connect(panel, &SolutionPanel::moveDurationChanged, this, touch);
        connect(panel, &SolutionPanel::detailsShownChanged, this, touch);
    }
    if (auto* splitter = window->findChild<QSplitter*>(QStringLiteral("mainSplitter")))
        connect(splitter, &QSplitter::splitterMoved, this, touch);
    // Every change of a position is an undo step of the shown puzzle's stack.
    if (auto* undo = window->findChild<QUndoGroup*>())
        connect(undo, &QUndoGroup::indexChanged, this, touch);
    window->installEventFilter(this);
}

void SettingsAutosave::changed()
{
    timer_.start();
}

bool SettingsAutosave::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize || event->type() == QEvent::Move)
        changed();
    return QObject::eventFilter(watched, event);
}

}  // namespace pl
