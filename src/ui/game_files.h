// File > Save Game… and Open Game… (issue 23, point 14): the shown puzzle's game in
// progress with its whole undo history, and the play-by-hand game with its hints and
// time; and every puzzle's game kept in the settings, so the next start has them again
// (undo reaches back across a restart).
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QSettings;

namespace Ui {
class MainWindow;
}

namespace pl {

class PlayTools;
class SessionView;
class WindowContext;
struct SavedGame;

class GameFiles : public QObject {
    Q_OBJECT
public:
    GameFiles(WindowContext* window, Ui::MainWindow& ui, PlayTools* play);

    // Writes the shown puzzle's game to `path`: empty, or why not (nothing is lost:
    // the file is replaced only when written whole).
    QString saveGame(const QString& path);
    // Opens the game in `path`, selects its puzzle and takes up its history and its
    // play-by-hand game: empty, or what is wrong with the file (nothing changes then).
    QString openGame(const QString& path);

    // Every session's game into the settings ("games/<key>"), and back at start; a game
    // that no longer fits its puzzle (the definition changed) is left out, and the
    // position alone restored as before.
    void save(QSettings& settings) const;
    void restore(QSettings& settings);

private:
    [[nodiscard]] SavedGame gameOf(const SessionView& view) const;
    QString take(const SavedGame& game, bool select);

    WindowContext* window_;
    PlayTools* play_;
};

}  // namespace pl
