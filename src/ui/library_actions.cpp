#include "ui/library_actions.h"

#include <QAction>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>

#include "core/export_definition.h"
#include "core/starter_definition.h"
#include "models/library_model.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_library.h"
#include "models/puzzle_names.h"
#include "ui/board_skins.h"
#include "ui/definition_problems_dialog.h"
#include "ui/file_folders.h"
#include "ui/library_panel.h"
#include "ui/rules_dialog.h"
#include "ui/user_guide.h"
#include "ui/window_context.h"
#include "ui_mainwindow.h"

namespace pl {

namespace {

QAction* findAction(const QObject* w, const char* name)
{
    return w->findChild<QAction*>(QLatin1String(name));
}

// A box that does not block: the window stays usable while it is shown.
void warn(QWidget* parent, const QString& title, const QString& text)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

QString problemsText(const Problems& problems)
{
    QStringList lines;
    for (const Problem& p : problems)
        lines << i18n::problemLine(p);
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

LibraryActions::LibraryActions(WindowContext* window, Ui::MainWindow& ui, LibraryPanel* panel)
    : QObject(window->widget()), window_(window), panel_(panel)
{
    // The contest puzzles are listed under their translated names, drawn by their own
    // boards; every other puzzle by its definition, as written.
    panel_->model()->setTextProvider([this](const PuzzleEntry& entry) {
        const auto p = window_->puzzleOf(QString::fromStdString(entry.key()));
        if (!p)
            return LibraryModel::Texts{};
        return LibraryModel::Texts{PuzzleNames::displayName(*p), PuzzleNames::summary(*p)};
    });
    // A skin of its own (a contest puzzle's board) draws the thumbnail, where there is one.
    panel_->setThumbnailProvider(&skinThumbnail);

    auto* openDefinition = new QAction(tr("Open Puzzle &Definition…"), window->widget());
    openDefinition->setObjectName(QStringLiteral("actionOpenDefinition"));
    openDefinition->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openDefinition->setStatusTip(
        tr("Load a puzzle from a definition file (*.puzzle.json) and show it"));
    auto* newPuzzle = new QAction(tr("&New Puzzle from Template…"), window->widget());
    newPuzzle->setObjectName(QStringLiteral("actionNewPuzzle"));
    newPuzzle->setStatusTip(
        tr("Write a starter definition (Lights Out 3x3) into your puzzle folder and show it"));
    auto* copy = new QAction(tr("&Copy to My Puzzles"), window->widget());
    copy->setObjectName(QStringLiteral("actionCopyToMyPuzzles"));
    copy->setStatusTip(tr("Keep the puzzle shown, opened from a file, in your puzzle folder"));
    auto* exportDefinition = new QAction(tr("E&xport as PuzzleLab Definition…"), window->widget());
    exportDefinition->setObjectName(QStringLiteral("actionExportDefinition"));
    exportDefinition->setStatusTip(
        tr("Write the puzzle shown as a PuzzleLab definition file (*.puzzle.json); one "
           "from another solver's file becomes stickers with pieces"));
    auto* rules = new QAction(tr("&Rules"), window->widget());
    rules->setObjectName(QStringLiteral("actionRules"));
    rules->setShortcut(QKeySequence::HelpContents);
    rules->setStatusTip(tr("How the puzzle shown is played, where it comes from, and its facts"));

    QAction* before = ui.actionExport;
    ui.menuFile->insertAction(before, openDefinition);
    ui.menuFile->insertAction(before, newPuzzle);
    ui.menuFile->insertAction(before, copy);
    ui.menuFile->insertAction(before, exportDefinition);
    ui.menuFile->insertSeparator(before);
    const auto helpActions = ui.menuHelp->actions();
    ui.menuHelp->insertAction(helpActions.isEmpty() ? nullptr : helpActions.front(), rules);
    if (!helpActions.isEmpty())
        ui.menuHelp->insertSeparator(helpActions.front());
    // Help > User Guide above Rules: the handbook, bundled.
    UserGuideDialog::addTo(ui.menuHelp, window->widget());

    connect(openDefinition, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            window_->widget(), tr("Open Puzzle Definition"),
            FileFolders::startFolder(FileKind::Definition),
            tr("Puzzle definitions (*.puzzle.json *.tws *.ksolve *.kpuzzle.json);;All files (*)"));
        if (path.isEmpty())
            return;
        FileFolders::remember(FileKind::Definition, path);
        this->openDefinition(path);
    });
    connect(newPuzzle, &QAction::triggered, this, [this] {
        const QString error = newPuzzleFromTemplate();
        if (!error.isEmpty())
            warn(window_->widget(), tr("Cannot Write the Template"), error);
    });
    connect(copy, &QAction::triggered, this, [this] {
        const QString error = copyToUserFolder();
        if (!error.isEmpty())
            warn(window_->widget(), tr("Cannot Copy the Puzzle"), error);
    });
    connect(this, &LibraryActions::definitionCopied, this, [this](const QString& error) {
        if (!error.isEmpty())
            warn(window_->widget(), tr("Cannot Copy the Puzzle"), error);
    });
    connect(exportDefinition, &QAction::triggered, this, [this] {
        const QString key = window_->currentKey();
        if (key.isEmpty())
            return;
        const QString path =
            QFileDialog::getSaveFileName(window_->widget(), tr("Export as PuzzleLab Definition"),
                                         QDir(FileFolders::startFolder(FileKind::Definition))
                                             .filePath(key + QStringLiteral(".puzzle.json")),
                                         tr("Puzzle definitions (*.puzzle.json)"));
        if (path.isEmpty())
            return;
        FileFolders::remember(FileKind::Definition, path);
        const QString error = exportDefinitionTo(path);
        if (!error.isEmpty())
            warn(window_->widget(), tr("Cannot Export the Definition"), error);
    });
    connect(rules, &QAction::triggered, this, [this] { openRules(); });
    updateActions();
}

void LibraryActions::say(const QString& message, int timeoutMs) const
{
    window_->showStatus(message, timeoutMs);
}

void LibraryActions::puzzleChosen(const QString& key)
{
    updateActions();
    if (rules_ && rules_->isVisible())
        if (const auto p = window_->puzzleOf(key))
            rules_->setEntry(p->entry());
}

void LibraryActions::setLibrary(PuzzleLibrary* library)
{
    if (library_)
        disconnect(library_, nullptr, this, nullptr);
    library_ = library;
    if (library_) {
        connect(library_, &PuzzleLibrary::entriesChanged, this, &LibraryActions::onLibraryChanged);
        connect(library_, &PuzzleLibrary::entryReplaced, this, [this](const QString& key) {
            if (const auto e = library_->find(key))
                say(tr("%1 was reloaded from its file.").arg(QString::fromStdString(e->def().name)),
                    8000);
        });
        connect(library_, &PuzzleLibrary::entryRemoved, this, [this](const QString& key) {
            say(tr("The puzzle %1 is no longer in your folder: it was removed from the list.")
                    .arg(key),
                8000);
        });
        connect(library_, &PuzzleLibrary::problemsFound, this,
                &LibraryActions::showDefinitionProblems);
        connect(library_, &PuzzleLibrary::answered, this, &LibraryActions::onAnswered);
        onLibraryChanged();
        if (const auto bad = library_->problems(); !bad.empty())
            say(tr("%n file(s) in your puzzle folder could not be read.", nullptr, int(bad.size())),
                8000);
    }
    updateActions();
}

void LibraryActions::onLibraryChanged()
{
    if (library_)
        window_->setEntries(library_->entries());
    updateActions();
}

void LibraryActions::showDefinitionProblems(const std::vector<FileProblems>& files)
{
    if (files.empty())
        return;
    auto* dialog = new DefinitionProblemsDialog(files, window_->widget());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->open();
}

void LibraryActions::updateActions()
{
    if (QAction* copy = findAction(window_->widget(), "actionCopyToMyPuzzles")) {
        // The panel's choice: during its signal the window may still show the last one.
        const QString key =
            panel_->currentKey().isEmpty() ? window_->currentKey() : panel_->currentKey();
        const bool opened = library_ && !key.isEmpty() && library_->find(key) &&
                            library_->origin(key.toStdString()) == PuzzleLibrary::Origin::Opened;
        copy->setEnabled(opened);
    }
    if (QAction* a = findAction(window_->widget(), "actionExportDefinition"))
        a->setEnabled(!window_->currentKey().isEmpty());
    for (const char* name : {"actionOpenDefinition", "actionNewPuzzle"})
        if (QAction* a = findAction(window_->widget(), name))
            a->setEnabled(library_ != nullptr);
}

int LibraryActions::openDefinition(const QString& path, const QString& said, int saidMs)
{
    if (!library_)
        return 0;
    const int id = library_->open(path);
    opening_[id] = {said, saidMs};
    return id;
}

QString LibraryActions::openDefinitionFrom(const QString& path)
{
    if (!library_)
        return tr("This window has no library to add a puzzle to.");
    const int id = openDefinition(path);
    QString error;
    bool answered = false;
    QEventLoop loop;
    connect(this, &LibraryActions::definitionOpened, &loop, [&](int got, const QString& e) {
        if (got != id)
            return;
        error = e;
        answered = true;
        loop.quit();
    });
    connect(library_, &QObject::destroyed, &loop, &QEventLoop::quit);
    if (!answered)
        loop.exec();
    return error;
}

void LibraryActions::onAnswered(const LibraryAnswer& answer)
{
    if (answer.request == LibraryAnswer::Request::Copy && answer.id == copying_) {
        copying_ = 0;
        // Issue 23, point 10: a different file already there is replaced only when the
        // person says so.
        if (!answer.ok() && answer.problems.front().code == "registry.file-exists" &&
            !answer.problems.front().args.empty()) {
            askToReplace(QString::fromStdString(answer.problems.front().args.front()));
            return;
        }
        if (!answer.ok()) {
            emit definitionCopied(problemsText(answer.problems));
            return;
        }
        onLibraryChanged();
        say(tr("Copied to %1: the puzzle is now one of your puzzles.")
                .arg(QDir::toNativeSeparators(answer.path)),
            8000);
        emit definitionCopied({});
        return;
    }
    const auto asked = opening_.find(answer.id);
    if (answer.request != LibraryAnswer::Request::Open || asked == opening_.end())
        return;
    const Opening opening = asked->second;
    opening_.erase(asked);
    if (!answer.ok()) {
        showDefinitionProblems({FileProblems{answer.path.toStdString(), answer.problems}});
        emit definitionOpened(answer.id, problemsText(answer.problems));
        return;
    }
    onLibraryChanged();
    const auto& entry = answer.entry;
    window_->selectPuzzle(QString::fromStdString(entry->key()));
    const QString name = QString::fromStdString(entry->def().name);
    if (!opening.said.isEmpty())
        say(opening.said, opening.saidMs);
    else if (const QString mine = library_->folderFileOf(entry->key());
             library_->origin(entry->key()) == PuzzleLibrary::Origin::Opened && !mine.isEmpty())
        // Issue 23, point 10: the person's own puzzle of this key is hidden, not gone.
        say(tr("Opened %1. It is shown instead of your puzzle of the same key in %2, which "
               "is unchanged.")
                .arg(name, QDir::toNativeSeparators(mine)),
            10000);
    else if (library_->origin(entry->key()) == PuzzleLibrary::Origin::Opened)
        say(tr("Opened %1. File > Copy to My Puzzles keeps it in your library.").arg(name));
    else
        say(tr("Opened %1.").arg(name), 5000);
    emit definitionOpened(answer.id, {});
}

QString LibraryActions::newPuzzleFromTemplate()
{
    if (!library_)
        return tr("This window has no library to add a puzzle to.");
    const auto written =
        writeStarterDefinition(std::filesystem::path(library_->userFolder().toStdString()));
    if (!written)
        return problemsText(written.problems);
    const QString path = QString::fromStdString(written.value->string());
    // In the folder: opening it reads the folder, and shows it when read.
    openDefinition(path, tr("A new puzzle was written to %1. Edit the file: the window reloads "
                            "it when it changes.")
                             .arg(QDir::toNativeSeparators(path)));
    return {};
}

QString LibraryActions::copyToUserFolder()
{
    const QString key = window_->currentKey();
    if (!library_ || key.isEmpty())
        return tr("This window has no library to add a puzzle to.");
    // Written and read on the library's worker: the answer says how it went.
    copyingKey_ = key;
    copying_ = library_->copyToUserFolder(key);
    return {};
}

QString LibraryActions::exportDefinitionTo(const QString& path)
{
    const auto puzzle = window_->puzzleOf(window_->currentKey());
    const auto entry = puzzle ? puzzle->entry() : nullptr;
    if (!entry)
        return tr("There is no puzzle shown to export.");
    const Checked<std::string> text = pl::exportDefinition(*entry);
    if (!text)
        return problemsText(text.problems);
    // Written whole or not at all: a file already there stays as it was on failure.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.value->data(), static_cast<qint64>(text.value->size())) !=
            static_cast<qint64>(text.value->size()) ||
        !file.commit())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    say(tr("Wrote %1, a PuzzleLab definition: File > Open Puzzle Definition opens it, and "
           "any text editor can change it.")
            .arg(QDir::toNativeSeparators(path)),
        8000);
    return {};
}

void LibraryActions::askToReplace(const QString& path)
{
    const QString key = copyingKey_;
    const auto p = window_->puzzleOf(key);
    const QString name = p ? QString::fromStdString(p->title()) : key;
    auto* box = new QMessageBox(
        QMessageBox::Question, tr("Replace Your File?"),
        tr("%1 already holds another version of a puzzle. Replace it with %2 as shown?")
            .arg(QDir::toNativeSeparators(path), name),
        QMessageBox::Yes | QMessageBox::No, window_->widget());
    box->setObjectName(QStringLiteral("replaceQuestion"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::finished, this, [this, key, path](int result) {
        if (result == QMessageBox::Yes && library_) {
            copyingKey_ = key;
            copying_ = library_->copyToUserFolder(key, PuzzleLibrary::Overwrite::Yes);
        } else {
            say(tr("Not copied: %1 is as it was.").arg(QDir::toNativeSeparators(path)), 8000);
        }
    });
    box->open();
}

RulesDialog* LibraryActions::openRules()
{
    if (!rules_)
        rules_ = new RulesDialog(window_->widget());
    if (const auto p = window_->puzzleOf(window_->currentKey()))
        rules_->setEntry(p->entry());
    rules_->show();
    rules_->raise();
    rules_->activateWindow();
    return rules_;
}

}  // namespace pl
