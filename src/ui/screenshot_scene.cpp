#include "screenshot_scene.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QThread>

#include "ui/compare_dialog.h"
#include "ui/mainwindow.h"
#include "ui/state_space_dialog.h"

namespace pl {

namespace {

// Lets timers, progress signals and animations run for a while, as a person would see.
void settle(int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
}

}  // namespace

QString ScreenshotScene::problem() const
{
    if (dialog.isEmpty() || dialog == QStringLiteral("compare") ||
        dialog == QStringLiteral("state-space"))
        return {};
    return QCoreApplication::translate("main", "unknown dialog '%1': use compare or state-space.")
        .arg(dialog);
}

QWidget* ScreenshotScene::prepare(MainWindow& window) const
{
    if (play || hint)
        window.setPlayMode(true);
    if (hint)
        window.showHint();
    if (dialog == QStringLiteral("compare")) {
        if (CompareDialog* d = window.openCompare()) {
            d->resize(d->sizeHint().expandedTo(QSize(920, 400)));
            // Once the best engine has answered, a moment more: the classic search then
            // shows live progress, so the picture is of a run in progress.
            QElapsedTimer clock;
            clock.start();
            while (d->rows().front().status != CompareDialog::Status::Solved &&
                   clock.elapsed() < 5000)
                settle(10);
            settle(150);
            return d;
        }
    } else if (dialog == QStringLiteral("state-space")) {
        StateSpaceDialog* d = window.openStateSpace();
        d->resize(d->sizeHint().expandedTo(QSize(820, 560)));
        settle(400);
        return d;
    }
    settle(play || hint ? 400 : 0);
    return &window;
}

}  // namespace pl
