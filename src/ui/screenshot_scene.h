#pragma once

#include <QSize>
#include <QString>
#include <QWidget>

namespace pl {

class MainWindow;

// What `puzzlelab --screenshot` can show besides the window as it opens (README
// pictures): play mode with a hint, or one of the tool dialogs part-way through.
struct ScreenshotScene {
    bool play = false;
    bool hint = false;
    // "", "compare", "state-space", "type" (the Type menu open on Lights Out) or
    // "custom-puzzle" (Type > Custom…)
    QString dialog;
    // Tools > Watch the Search with this engine (empty: not shown), after `watchSteps`
    // events (-1: the search run to its end at full speed).
    QString watch;
    int watchSteps = -1;
    QString watchBeside;         // a second engine side by side (empty: none)
    QSize watchSize{1060, 680};  // the view's size (--size when given)

    // Empty when the names are known, else a sentence for the command line.
    [[nodiscard]] QString problem() const;
    // Sets the scene up on a shown window and returns the widget to photograph (the
    // window, or the dialog), after letting it run and paint.
    QWidget* prepare(MainWindow& window) const;

private:
    static QWidget* typeMenuPicture(MainWindow& window);
};

}  // namespace pl
