#include "ui/game_files.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

#include "models/play_session.h"
#include "models/puzzle_document.h"
#include "models/puzzle_session.h"
#include "models/saved_game.h"
#include "ui/file_folders.h"
#include "ui/play_tools.h"
#include "ui/safe_save.h"
#include "ui/session_view.h"
#include "ui/window_context.h"
#include "ui_mainwindow.h"

namespace pl {

namespace {

// A game whose history is longer is not kept in the settings (a file still takes it).
constexpr int kKeptSteps = 5000;

}  // namespace

GameFiles::GameFiles(WindowContext* window, Ui::MainWindow& ui, PlayTools* play)
    : QObject(window->widget()), window_(window), play_(play)
{
    auto* save = new QAction(tr("Sa&ve Game\u2026"), window->widget());
    save->setObjectName(QStringLiteral("actionSaveGame"));
    save->setStatusTip(tr("Save the game in progress with its whole undo history"));
    auto* open = new QAction(tr("Open &Game\u2026"), window->widget());
    open->setObjectName(QStringLiteral("actionOpenGame"));
    open->setStatusTip(tr("Open a saved game: its position, its undo history, its time"));
    // After Export Solution…, before whatever follows it.
    QAction* before = nullptr;
    const auto actions = ui.menuFile->actions();
    for (int i = 0; i < actions.size(); ++i)
        if (actions[i] == ui.actionExport && i + 1 < actions.size())
            before = actions[i + 1];
    ui.menuFile->insertAction(before, open);
    ui.menuFile->insertAction(open, save);

    connect(save, &QAction::triggered, this, [this] {
        const SessionView* view = window_->sessionView(window_->currentKey());
        if (!view)
            return;
        const QString start = FileFolders::startFolder(FileKind::Solution);
        const QString path = QFileDialog::getSaveFileName(
            window_->widget(), tr("Save Game"),
            start + QLatin1Char('/') + SavedGames::suggestedName(*view->puzzle()),
            tr("PuzzleLab games (*.plgame);;All files (*)"));
        if (path.isEmpty())
            return;
        if (const QString error = saveGame(path); !error.isEmpty())
            QMessageBox::warning(window_->widget(), tr("Save Game"), error);
    });
    connect(open, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            window_->widget(), tr("Open Game"), FileFolders::startFolder(FileKind::Solution),
            tr("PuzzleLab games (*.plgame);;All files (*)"));
        if (path.isEmpty())
            return;
        if (const QString error = openGame(path); !error.isEmpty())
            QMessageBox::warning(window_->widget(), tr("Open Game"), error);
    });
}

SavedGame GameFiles::gameOf(const SessionView& view) const
{
    const PuzzleSession& session = *view.model();
    SavedGame game;
    game.puzzle = session.document()->basePuzzle();
    game.history = session.document()->history();
    const PlaySession* play = session.play();
    if (play && play->active() && play_->playMode() && window_->currentKey() == view.key()) {
        game.playing = true;
        game.gameStart = play->gameStartIndex();
        game.hintsUsed = play->hintsUsed();
        game.elapsedMs = play->elapsedMs();
    }
    return game;
}

QString GameFiles::saveGame(const QString& path)
{
    const SessionView* view = window_->sessionView(window_->currentKey());
    if (!view)
        return tr("There is no puzzle to save.");
    if (const QString error = SafeSave::write(path, SavedGames::text(gameOf(*view)));
        !error.isEmpty())
        return error;
    window_->showStatus(tr("Game saved to %1").arg(QFileInfo(path).fileName()), 6000);
    return {};
}

QString GameFiles::openGame(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    if (QFileInfo(path).isDir())
        return tr("\u201c%1\u201d is a folder, not a saved game.").arg(path);
    if (QFileInfo::exists(path) && !QFileInfo(path).isFile())
        return tr("\u201c%1\u201d is a device or a pipe, not a saved game.").arg(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Could not open \u201c%1\u201d: %2").arg(name, file.errorString());
    const QByteArray bytes = file.read(SavedGames::kMaxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return tr("Could not read \u201c%1\u201d: %2").arg(name, file.errorString());
    SavedGame game;
    if (const QString problem = SavedGames::read(bytes, window_->puzzles(), &game);
        !problem.isEmpty())
        return tr("\u201c%1\u201d is not a saved game that can be opened:\n%2").arg(name, problem);
    if (const QString problem = take(game, true); !problem.isEmpty())
        return tr("\u201c%1\u201d cannot be opened: %2").arg(name, problem);
    window_->showStatus(tr("Opened the game %1").arg(name), 6000);
    return {};
}

QString GameFiles::take(const SavedGame& game, bool select)
{
    const QString key = QString::fromStdString(game.puzzle->key());
    SessionView* view = window_->sessionView(key);
    if (!view)
        return tr("its puzzle is not in the library");
    if (select) {
        // The game is taken up with Play by Hand off, so its steps are not counted as
        // moves of the game under way; then back on for a game played by hand.
        play_->setPlayMode(false);
        window_->selectPuzzle(key);
    }
    PuzzleDocument* document = view->model()->document();
    if (!document->restoreHistory(game.history))
        return tr("its steps do not fit the puzzle as it is defined now");
    if (select && game.playing) {
        play_->setPlayMode(true);
        if (PlaySession* play = view->model()->play(); play && play_->playMode())
            play->resume(game.gameStart, game.hintsUsed, game.elapsedMs);
    }
    return {};
}

void GameFiles::save(QSettings& settings) const
{
    for (const SessionView* view : window_->sessionViews()) {
        const SavedGame game = gameOf(*view);
        const QString key = QStringLiteral("games/") + view->key();
        if (game.history.steps.empty() || game.history.steps.size() > std::size_t(kKeptSteps))
            settings.remove(key);
        else
            settings.setValue(key, QString::fromUtf8(SavedGames::text(game)));
    }
}

void GameFiles::restore(QSettings& settings)
{
    settings.beginGroup(QStringLiteral("games"));
    const QStringList keys = settings.childKeys();
    settings.endGroup();
    for (const QString& key : keys) {
        if (!window_->puzzleOf(key))
            continue;
        const QByteArray text = settings.value(QStringLiteral("games/") + key).toString().toUtf8();
        SavedGame game;
        // A game that does not read or fit any more leaves the position restored alone;
        // so does one that ends elsewhere than the position the settings restored (an
        // older program, which keeps no games, ran since and moved on).
        if (!SavedGames::read(text, window_->puzzles(), &game).isEmpty() ||
            QString::fromStdString(game.puzzle->key()) != key)
            continue;
        const PuzzleDocument::History& h = game.history;
        const bool ends = h.done == 0;
        const Position& position = ends ? h.start : h.steps[std::size_t(h.done - 1)].position;
        const Position& goal = ends ? h.startGoal : h.steps[std::size_t(h.done - 1)].goal;
        SessionView* view = window_->sessionView(key);
        const PuzzleDocument* document = view ? view->model()->document() : nullptr;
        if (document && document->position() == position &&
            (!document->hasEditableGoal() || document->goal() == goal))
            (void)take(game, false);
    }
}

}  // namespace pl
