#include "ui/view_menu.h"

#include <QAction>
#include <QEvent>
#include <QSettings>

namespace pl {

namespace {

QString settingOf(const QAction* action)
{
    return QStringLiteral("view/") + action->objectName();
}

}  // namespace

ViewMenu::ViewMenu(QWidget* window, QWidget* library, QWidget* solution) : QMenu(window)
{
    setObjectName(QStringLiteral("menuView"));
    library_ = addPanel("actionShowLibrary", QKeySequence(Qt::Key_F9), library);
    solution_ = addPanel("actionShowSolutionPanel", QKeySequence(Qt::SHIFT | Qt::Key_F9), solution);
    retranslate();
}

QAction* ViewMenu::addPanel(const char* name, const QKeySequence& key, QWidget* panel)
{
    auto* action = addAction(QString());
    action->setObjectName(QString::fromLatin1(name));
    action->setCheckable(true);
    action->setChecked(true);
    action->setShortcut(key);
    const QPointer<QWidget> shown = panel;
    connect(action, &QAction::toggled, this, [this, action, shown](bool on) {
        if (shown)
            shown->setVisible(on);
        if (persist_)
            QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"))
                .setValue(settingOf(action), on);
    });
    return action;
}

void ViewMenu::restore()
{
    const QSettings settings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
    for (QAction* action : {library_, solution_})
        action->setChecked(settings.value(settingOf(action), true).toBool());
    persist_ = true;
}

void ViewMenu::retranslate()
{
    setTitle(tr("&View"));
    library_->setText(tr("Show &Library"));
    library_->setStatusTip(tr("Show or hide the list of puzzles"));
    solution_->setText(tr("Show &Solution Panel"));
    solution_->setStatusTip(
        tr("Show or hide the panel with the engine, the solution and playback"));
}

void ViewMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

}  // namespace pl
