#include "screenshot_scene.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QThread>

#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>

#include "models/play_session.h"
#include "models/watch_session.h"
#include "ui/compare_dialog.h"
#include "ui/custom_preset_dialog.h"
#include "ui/game_type_menu.h"
#include "ui/mainwindow.h"
#include "ui/play_tools.h"
#include "ui/state_space_dialog.h"
#include "ui/table_cache_dialog.h"
#include "ui/watch_dialog.h"

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
        dialog == QStringLiteral("state-space") || dialog == QStringLiteral("type") ||
        dialog == QStringLiteral("custom-puzzle") || dialog == QStringLiteral("table-cache"))
        return {};
    return QCoreApplication::translate(
               "main",
               "unknown dialog '%1': use compare, state-space, type, custom-puzzle or table-cache.")
        .arg(dialog);
}

QWidget* ScreenshotScene::prepare(MainWindow& window) const
{
    // The distances and the hint come from the tables on a worker: wait for them (the
    // first of a puzzle builds its table).
    const auto waitFor = [](const auto& done) {
        QElapsedTimer clock;
        clock.start();
        while (!done() && clock.elapsed() < 5000)
            settle(10);
    };
    if (play || hint) {
        window.setPlayMode(true);
        // A puzzle without tables has no game to wait for (and stays out of play mode).
        if (const PlaySession* game = window.playSession(window.currentKey()))
            waitFor([game] { return !game->measuring(); });
    }
    if (hint) {
        bool shown = false;
        const auto connection =
            QObject::connect(&window, &MainWindow::hintShown, [&shown] { shown = true; });
        if (window.showHint() != MainWindow::kHintPending)
            shown = true;
        waitFor([&shown] { return shown; });
        QObject::disconnect(connection);
    }
    if (!watch.isEmpty()) {
        WatchDialog* d = window.tools().openWatch();
        if (!d)
            return &window;
        d->resize(watchSize);
        d->setEngine(watch);
        if (!watchBeside.isEmpty())
            d->setBesideEngine(watchBeside);
        QElapsedTimer clock;
        clock.start();
        if (watchSteps >= 0) {
            d->step(watchSteps);
            const auto wanted = static_cast<std::uint64_t>(watchSteps) + 1;
            const auto reached = [&] {
                const bool first = d->snapshot().events >= wanted || d->session()->finished();
                const bool second = !d->besideSession() || d->besideSnapshot().events >= wanted ||
                                    d->besideSession()->finished();
                return first && second;
            };
            while (!reached() && clock.elapsed() < 60000)
                settle(10);
        } else {
            d->setEventsPerSecond(0);
            d->run();
            while (!d->allFinished() && clock.elapsed() < 60000)
                settle(10);
        }
        settle(100);
        d->refresh();
        settle(50);
        return d;
    }
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
        if (!d)
            return &window;
        d->resize(d->sizeHint().expandedTo(QSize(820, 560)));
        waitFor([d] { return d->histogramKnown(); });
        settle(400);
        return d;
    } else if (dialog == QStringLiteral("type")) {
        return typeMenuPicture(window);
    } else if (dialog == QStringLiteral("custom-puzzle")) {
        auto* d = new CustomPresetDialog(presets::Family::TopSpin, &window);
        d->setPreset({presets::Family::TopSpin, {10, 3}});
        d->adjustSize();
        d->show();
        settle(100);
        return d;
    } else if (dialog == QStringLiteral("table-cache")) {
        auto* d = new TableCacheDialog(&window);
        d->adjustSize();
        d->show();
        settle(100);
        return d;
    }
    settle(play || hint ? 400 : 0);
    return &window;
}

QWidget* ScreenshotScene::typeMenuPicture(MainWindow& window)
{
    // A menu is a window of its own that a grab of the main window leaves out: the
    // picture is the window with the Type menu and its Lights Out sizes drawn where
    // they open.
    auto* menu = window.findChild<GameTypeMenu*>(QStringLiteral("menuType"));
    auto* sizes = menu ? menu->findChild<QMenu*>(QStringLiteral("menuType-0")) : nullptr;
    if (!sizes)
        return &window;
    settle(50);
    QPixmap picture = window.grab();
    const QRect item = window.menuBar()->actionGeometry(menu->menuAction());
    const QPoint at = window.menuBar()->mapTo(&window, item.bottomLeft());
    menu->markCurrent();
    menu->setActiveAction(sizes->menuAction());
    menu->adjustSize();
    sizes->adjustSize();
    QPainter painter(&picture);
    painter.drawPixmap(at, menu->grab());
    const QRect opener = menu->actionGeometry(sizes->menuAction());
    painter.drawPixmap(at + QPoint(menu->width() - 4, opener.top() - 4), sizes->grab());
    painter.end();
    auto* label = new QLabel(&window);
    label->setPixmap(picture);
    label->resize(picture.size() / picture.devicePixelRatio());
    return label;
}

}  // namespace pl
