// Saves the window's settings soon after they change, not only on a clean quit (issue
// 23, point 10): a crash, a killed session or a power cut keeps the puzzle shown, its
// engine and position, the playback speed, the panels and the window's place. Changes
// come in bursts (a scramble, a drag of the splitter, a solution played back), so the
// save waits until delayMs() has passed without a new one.
#pragma once

#include <functional>

#include <QObject>
#include <QTimer>

class QMainWindow;

namespace pl {

class SettingsAutosave : public QObject {
    Q_OBJECT
public:
    // Watches `window` (its library panel, solution panel, splitter, undo group, size
    // and place) and calls `save` after each burst of changes.
    SettingsAutosave(QMainWindow* window, std::function<void()> save);

    [[nodiscard]] int delayMs() const { return timer_.interval(); }
    void setDelayMs(int ms) { timer_.setInterval(ms); }
    // A save is waiting for its burst to end.
    [[nodiscard]] bool pending() const { return timer_.isActive(); }

    // Something that is saved changed: (re)starts the wait.
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    std::function<void()> save_;
    QTimer timer_;
};

}  // namespace pl
