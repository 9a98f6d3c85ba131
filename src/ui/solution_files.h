// The solution and the position going in and out of the window: File > Open and
// Export, Copy Solution, Copy Position and Paste, files and text dropped on the window,
// and the solution file given on the command line. What they read goes into the
// session of its puzzle under the input rules of SessionView.
#pragma once

#include <QObject>
#include <QString>

class QMimeData;

namespace Ui {
class MainWindow;
}

namespace pl {

class WindowContext;
class SessionView;
struct SavedSolution;

class SolutionFiles : public QObject {
    Q_OBJECT
public:
    SolutionFiles(WindowContext* window, Ui::MainWindow& ui);

    // See MainWindow.
    [[nodiscard]] QString solutionText() const;
    QString exportSolutionTo(const QString& path);
    QString openSolutionFrom(const QString& path);
    void reportOpenError(const QString& error);
    QString pasteText(const QString& text);
    QString dropData(const QMimeData* data);
    [[nodiscard]] QString positionText() const;

    // A drop the window takes (one local file, or text), and whether it is a file.
    [[nodiscard]] static bool accepts(const QMimeData* data);
    [[nodiscard]] static bool isFile(const QMimeData* data);

private:
    void openRecord(const SavedSolution& record, const QString& name);
    [[nodiscard]] SessionView& current() const;

    WindowContext* window_;
};

}  // namespace pl
