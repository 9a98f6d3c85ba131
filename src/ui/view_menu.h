// View (issue 23, point 15): shows or hides the library and the solution panel, so a
// small window (800x600) gives its width to the board. The choice is saved as it is
// made and comes back at the next start.
#pragma once

#include <QMenu>
#include <QPointer>

class QAction;

namespace pl {

class ViewMenu : public QMenu {
    Q_OBJECT
public:
    // `library` and `solution` are the side panels the menu shows and hides.
    ViewMenu(QWidget* window, QWidget* library, QWidget* solution);

    [[nodiscard]] QAction* libraryAction() const { return library_; }
    [[nodiscard]] QAction* solutionAction() const { return solution_; }
    // Shows and hides the panels as the settings say (both shown by default); saving
    // starts only after this, so a test's window leaves the person's settings alone.
    void restore();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    QAction* addPanel(const char* name, const QKeySequence& key, QWidget* panel);

    QAction* library_ = nullptr;
    QAction* solution_ = nullptr;
    bool persist_ = false;
};

}  // namespace pl
