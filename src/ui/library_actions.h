// The window's library: the person's own puzzles (File > Open Puzzle Definition, New
// Puzzle from Template, Copy to My Puzzles, dropped definition files, the watched user
// folder), the list's texts, and Help > Rules. The window offers the library's puzzles
// (MainWindow::setEntries) and follows its changes: a file of the user's folder that
// changes is reloaded.
#pragma once

#include <vector>

#include <QObject>
#include <QString>

namespace Ui {
class MainWindow;
}

namespace pl {

class LibraryPanel;
class WindowContext;
class PuzzleLibrary;
class RulesDialog;
struct FileProblems;

class LibraryActions : public QObject {
    Q_OBJECT
public:
    LibraryActions(WindowContext* window, Ui::MainWindow& ui, LibraryPanel* panel);

    // Without a library (tests, screenshots) the window offers the puzzles given to it.
    void setLibrary(PuzzleLibrary* library);
    [[nodiscard]] PuzzleLibrary* library() const { return library_; }

    // See MainWindow.
    QString openDefinitionFrom(const QString& path);
    QString newPuzzleFromTemplate();
    QString copyToUserFolder();
    RulesDialog* openRules();

    // The panel has chosen `key` (the window may still show the last one).
    void puzzleChosen(const QString& key);

private:
    void onLibraryChanged();
    void showDefinitionProblems(const std::vector<FileProblems>& files);
    void updateActions();
    void say(const QString& message, int timeoutMs = 0) const;

    WindowContext* window_;
    LibraryPanel* panel_;
    PuzzleLibrary* library_ = nullptr;
    RulesDialog* rules_ = nullptr;
};

}  // namespace pl
