// The window's library: the person's own puzzles (File > Open Puzzle Definition, New
// Puzzle from Template, Copy to My Puzzles, dropped definition files, the watched user
// folder), the list's texts, and Help > Rules. The window offers the library's puzzles
// (MainWindow::setEntries) and follows its changes: a file of the user's folder that
// changes is reloaded.
//
// The library reads on its worker: opening a definition and copying one into the
// folder answer later (PuzzleLibrary::answered), the window usable meanwhile.
#pragma once

#include <map>
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
struct LibraryAnswer;

class LibraryActions : public QObject {
    Q_OBJECT
public:
    LibraryActions(WindowContext* window, Ui::MainWindow& ui, LibraryPanel* panel);

    // Without a library (tests, screenshots) the window offers the puzzles given to it.
    void setLibrary(PuzzleLibrary* library);
    [[nodiscard]] PuzzleLibrary* library() const { return library_; }

    // Reads the definition at `path` on the library's worker and, when it has been
    // read, shows it and says `said` for `saidMs` (by default that it was opened), or
    // shows its problems in a dialog. Returns the library's request id, or 0 when there
    // is no library; definitionOpened() follows with it.
    int openDefinition(const QString& path, const QString& said = QString(), int saidMs = 0);
    // openDefinition() for the command line and tests, which need the puzzle before
    // they go on: waits for the answer in an event loop. Returns the problems as text.
    QString openDefinitionFrom(const QString& path);
    // See MainWindow.
    QString newPuzzleFromTemplate();
    QString copyToUserFolder();
    // File > Export as PuzzleLab Definition without its dialog: the shown puzzle written
    // to `path` as format 1 (core/export_definition.h). Returns the error, or empty.
    QString exportDefinitionTo(const QString& path);
    RulesDialog* openRules();

    // The panel has chosen `key` (the window may still show the last one).
    void puzzleChosen(const QString& key);

signals:
    // An openDefinition() has been answered: shown, or `error` (its problems) said.
    void definitionOpened(int id, const QString& error);
    // A copyToUserFolder() has been answered: done, or `error` said. When the folder's
    // file holds another version, the person is asked first; "No" leaves it and says
    // so in the status bar, without this signal.
    void definitionCopied(const QString& error);

private:
    void onAnswered(const LibraryAnswer& answer);
    // The copy would overwrite `path` (another version of the puzzle): asks.
    void askToReplace(const QString& path);
    void onLibraryChanged();
    void showDefinitionProblems(const std::vector<FileProblems>& files);
    void updateActions();
    void say(const QString& message, int timeoutMs = 0) const;

    WindowContext* window_;
    LibraryPanel* panel_;
    PuzzleLibrary* library_ = nullptr;
    RulesDialog* rules_ = nullptr;
    // Open requests asked by this window: what to say once shown.
    struct Opening {
        QString said;
        int saidMs = 0;
    };
    std::map<int, Opening> opening_;
    int copying_ = 0;     // the copy request asked last
    QString copyingKey_;  // and the key it copies
};

}  // namespace pl
