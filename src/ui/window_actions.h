// The main window's standard actions as the desktop shows them: icons (the theme's
// where it has them), standard shortcuts, tooltips that name the shortcut; what is
// enabled and how Undo, Redo and Play read for the session shown; the title bar.
#pragma once

#include <QCoreApplication>
#include <QIcon>
#include <QString>

class QWidget;

namespace Ui {
class MainWindow;
}

namespace pl {

class SessionView;

class WindowActions {
    Q_DECLARE_TR_FUNCTIONS(pl::WindowActions)
public:
    // Icons, shortcuts and tooltips of the form's actions.
    static void decorate(Ui::MainWindow& ui, QWidget* window);
    // The board's title large and bold, the hint under it in the placeholder colour.
    static void styleHeader(Ui::MainWindow& ui);
    // Enables and words the actions for `view`, the session shown.
    static void showSession(Ui::MainWindow& ui, const SessionView& view);
    // As desktops name a document window: the file the solution came from (with [*]
    // for the modified mark), then the puzzle shown, then the program.
    static void showTitle(QWidget& window, const QString& puzzleName, const QString& filePath,
                          bool modified);
    // A theme icon where the desktop has one, else the program's own.
    [[nodiscard]] static QIcon icon(const char* themeName, const char* file);
};

}  // namespace pl
