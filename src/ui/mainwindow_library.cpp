// The window's library: the list of puzzles on the left (a LibraryPanel), the person's
// own puzzles (File > Open Puzzle Definition, New Puzzle from Template, Copy to My
// Puzzles, dropped definition files, the watched user folder) and Help > Rules.
#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>

#include "core/starter_definition.h"
#include "mainwindow.h"
#include "models/library_model.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_library.h"
#include "models/puzzle_list_model.h"
#include "ui/board_skins.h"
#include "ui/definition_board.h"
#include "ui/definition_problems_dialog.h"
#include "ui/file_folders.h"
#include "ui/library_panel.h"
#include "ui/mainwindow_session.h"
#include "ui/rules_dialog.h"
#include "ui_mainwindow.h"

namespace pl {

namespace {

QAction* findAction(const QMainWindow* w, const char* name)
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

void MainWindow::setUpLibrary()
{
    libraryPanel_ = new LibraryPanel(this);
    libraryPanel_->setObjectName(QStringLiteral("libraryPanel"));
    // The list keeps the name the window's list has always had (tests, settings).
    libraryPanel_->listView()->setObjectName(QStringLiteral("puzzleList"));
    libraryPanel_->setMinimumWidth(200);
    libraryPanel_->setMaximumWidth(340);
    ui_->mainSplitter->insertWidget(0, libraryPanel_);

    // The contest puzzles are listed under their translated names, drawn by their own
    // boards; every other puzzle by its definition, as written.
    libraryPanel_->model()->setTextProvider([this](const PuzzleEntry& entry) {
        const auto p = puzzleOf(QString::fromStdString(entry.key()));
        if (!p)
            return LibraryModel::Texts{};
        return LibraryModel::Texts{PuzzleListModel::displayName(*p), PuzzleListModel::summary(*p)};
    });
    // A skin of its own (a contest puzzle's board) draws the thumbnail, where there is one.
    libraryPanel_->setThumbnailProvider(&skinThumbnail);

    auto* openDefinition = new QAction(tr("Open Puzzle &Definition…"), this);
    openDefinition->setObjectName(QStringLiteral("actionOpenDefinition"));
    openDefinition->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openDefinition->setStatusTip(
        tr("Load a puzzle from a definition file (*.puzzle.json) and show it"));
    auto* newPuzzle = new QAction(tr("&New Puzzle from Template…"), this);
    newPuzzle->setObjectName(QStringLiteral("actionNewPuzzle"));
    newPuzzle->setStatusTip(
        tr("Write a starter definition (Lights Out 3x3) into your puzzle folder and show it"));
    auto* copy = new QAction(tr("&Copy to My Puzzles"), this);
    copy->setObjectName(QStringLiteral("actionCopyToMyPuzzles"));
    copy->setStatusTip(tr("Keep the puzzle shown, opened from a file, in your puzzle folder"));
    auto* rules = new QAction(tr("&Rules"), this);
    rules->setObjectName(QStringLiteral("actionRules"));
    rules->setShortcut(QKeySequence::HelpContents);
    rules->setStatusTip(tr("How the puzzle shown is played, where it comes from, and its facts"));

    QAction* before = ui_->actionExport;
    ui_->menuFile->insertAction(before, openDefinition);
    ui_->menuFile->insertAction(before, newPuzzle);
    ui_->menuFile->insertAction(before, copy);
    ui_->menuFile->insertSeparator(before);
    const auto helpActions = ui_->menuHelp->actions();
    ui_->menuHelp->insertAction(helpActions.isEmpty() ? nullptr : helpActions.front(), rules);
    if (!helpActions.isEmpty())
        ui_->menuHelp->insertSeparator(helpActions.front());

    connect(openDefinition, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open Puzzle Definition"), FileFolders::startFolder(FileKind::Definition),
            tr("Puzzle definitions (*.puzzle.json);;All files (*)"));
        if (path.isEmpty())
            return;
        FileFolders::remember(FileKind::Definition, path);
        openDefinitionFrom(path);
    });
    connect(newPuzzle, &QAction::triggered, this, [this] {
        const QString error = newPuzzleFromTemplate();
        if (!error.isEmpty())
            warn(this, tr("Cannot Write the Template"), error);
    });
    connect(copy, &QAction::triggered, this, [this] {
        const QString error = copyToUserFolder();
        if (!error.isEmpty())
            warn(this, tr("Cannot Copy the Puzzle"), error);
    });
    connect(rules, &QAction::triggered, this, [this] { openRules(); });

    // A board drawn from its definition plays moves on a click; Edit Position makes a
    // click set up the position instead (dials turn, tiles swap or change label). The
    // contest boards edit on a click already and play with their move buttons.
    auto* edit = new QAction(tr("E&dit Position"), this);
    edit->setObjectName(QStringLiteral("actionEditPosition"));
    edit->setCheckable(true);
    edit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    edit->setToolTip(tr("A click on the board sets up the position instead of playing a move "
                        "(%1)")
                         .arg(edit->shortcut().toString(QKeySequence::NativeText)));
    edit->setStatusTip(
        tr("Set up the position by clicking cells: dials turn (right click: "
           "back), two tiles swap"));
    ui_->menuEdit->insertAction(ui_->actionScramble, edit);
    ui_->menuEdit->insertSeparator(ui_->actionScramble);
    // How a click edits a tile: swap two (the default: a rearrangement stays one),
    // cycle its label, or paint a chosen label. For boards of tiles, in Edit Position.
    editToolMenu_ = new QMenu(tr("Edit T&ool"), this);
    editToolMenu_->setObjectName(QStringLiteral("menuEditTool"));
    ui_->menuEdit->insertMenu(ui_->actionScramble, editToolMenu_);
    connect(editToolMenu_, &QMenu::aboutToShow, this, &MainWindow::fillEditToolMenu);
    connect(edit, &QAction::toggled, this, [this](bool on) {
        if (auto* board = qobject_cast<DefinitionBoard*>(
                findSession(current_) ? findSession(current_)->board : nullptr))
            board->setMode(on ? DefinitionBoard::Mode::Edit : DefinitionBoard::Mode::Play);
        updateEditTool();
    });
    connect(libraryPanel_, &LibraryPanel::currentKeyChanged, this, [this](const QString& key) {
        if (key.isEmpty())
            return;
        updateLibraryActions();
        if (QAction* edit = findAction(this, "actionEditPosition")) {
            const Session* shown = findSession(key);
            auto* board = qobject_cast<DefinitionBoard*>(shown ? shown->board : nullptr);
            const QSignalBlocker quiet(edit);
            edit->setEnabled(board != nullptr);
            edit->setChecked(board && board->mode() == DefinitionBoard::Mode::Edit);
        }
        updateEditTool();
        if (rules_ && rules_->isVisible())
            if (const auto p = puzzleOf(key))
                rules_->setEntry(p->entry());
    });
    updateLibraryActions();
}

DefinitionBoard* MainWindow::editableBoard() const
{
    const Session* shown =
        findSession(libraryPanel_->currentKey().isEmpty() ? current_ : libraryPanel_->currentKey());
    auto* board = qobject_cast<DefinitionBoard*>(shown ? shown->board : nullptr);
    if (!board || board->mode() != DefinitionBoard::Mode::Edit ||
        board->rules().def().kind == def::Kind::Dial)
        return nullptr;
    return board;
}

void MainWindow::updateEditTool()
{
    if (editToolMenu_)
        editToolMenu_->setEnabled(editableBoard() != nullptr);
}

void MainWindow::fillEditToolMenu()
{
    editToolMenu_->clear();
    DefinitionBoard* board = editableBoard();
    if (!board)
        return;
    auto* group = new QActionGroup(editToolMenu_);
    const auto add = [&](const QString& text, DefinitionBoard::EditTool tool, int label) {
        QAction* a = editToolMenu_->addAction(text);
        a->setCheckable(true);
        a->setChecked(board->editTool() == tool &&
                      (tool != DefinitionBoard::EditTool::Paint || board->paintLabel() == label));
        group->addAction(a);
        connect(a, &QAction::triggered, board,
                [board, tool, label] { board->setEditTool(tool, label); });
        return a;
    };
    add(tr("&Swap Two Tiles"), DefinitionBoard::EditTool::Swap, -1)
        ->setObjectName(QStringLiteral("actionToolSwap"));
    add(tr("&Cycle a Tile's Label"), DefinitionBoard::EditTool::Cycle, -1)
        ->setObjectName(QStringLiteral("actionToolCycle"));
    editToolMenu_->addSeparator();
    const def::PuzzleDef& d = board->rules().def();
    for (int label : d.labels) {
        if (d.kind == def::Kind::Sliding && label == d.blank)
            continue;
        const auto text = d.view.labelText.find(label);
        const QString name = text == d.view.labelText.end() ? QString::number(label)
                                                            : QString::fromStdString(text->second);
        add(tr("&Paint %1").arg(name), DefinitionBoard::EditTool::Paint, label)
            ->setObjectName(QStringLiteral("actionToolPaint%1").arg(label));
    }
}

void MainWindow::syncLibraryPanel()
{
    std::vector<std::shared_ptr<const PuzzleEntry>> entries;
    entries.reserve(puzzleList_.size());
    for (const auto& p : puzzleList_)
        if (auto e = p->entry())
            entries.push_back(std::move(e));
    libraryPanel_->setEntries(std::move(entries));
}

void MainWindow::setLibrary(PuzzleLibrary* library)
{
    if (library_)
        disconnect(library_, nullptr, this, nullptr);
    library_ = library;
    if (library_) {
        connect(library_, &PuzzleLibrary::entriesChanged, this, &MainWindow::onLibraryChanged);
        connect(library_, &PuzzleLibrary::entryReplaced, this, [this](const QString& key) {
            if (const auto e = library_->find(key))
                statusBar()->showMessage(
                    tr("%1 was reloaded from its file.").arg(QString::fromStdString(e->def().name)),
                    8000);
        });
        connect(library_, &PuzzleLibrary::entryRemoved, this, [this](const QString& key) {
            statusBar()->showMessage(
                tr("The puzzle %1 is no longer in your folder: it was removed from the list.")
                    .arg(key),
                8000);
        });
        connect(library_, &PuzzleLibrary::problemsFound, this, &MainWindow::showDefinitionProblems);
        onLibraryChanged();
        if (const auto bad = library_->problems(); !bad.empty())
            statusBar()->showMessage(
                tr("%n file(s) in your puzzle folder could not be read.", nullptr, int(bad.size())),
                8000);
    }
    updateLibraryActions();
}

void MainWindow::onLibraryChanged()
{
    if (library_)
        setEntries(library_->entries());
    updateLibraryActions();
}

void MainWindow::showDefinitionProblems(const std::vector<FileProblems>& files)
{
    if (files.empty())
        return;
    auto* dialog = new DefinitionProblemsDialog(files, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->open();
}

void MainWindow::updateLibraryActions()
{
    if (QAction* copy = findAction(this, "actionCopyToMyPuzzles")) {
        // The panel's choice: during its signal the window may still show the last one.
        const QString key =
            libraryPanel_->currentKey().isEmpty() ? current_ : libraryPanel_->currentKey();
        const bool opened = library_ && !key.isEmpty() && library_->find(key) &&
                            library_->origin(key.toStdString()) == PuzzleLibrary::Origin::Opened;
        copy->setEnabled(opened);
    }
    for (const char* name : {"actionOpenDefinition", "actionNewPuzzle"})
        if (QAction* a = findAction(this, name))
            a->setEnabled(library_ != nullptr);
}

QString MainWindow::openDefinitionFrom(const QString& path)
{
    if (!library_)
        return tr("This window has no library to add a puzzle to.");
    const auto opened = library_->open(path);
    if (!opened) {
        showDefinitionProblems(
            {FileProblems{QFileInfo(path).absoluteFilePath().toStdString(), opened.problems}});
        return problemsText(opened.problems);
    }
    onLibraryChanged();
    const auto& entry = *opened.value;
    const QString key = QString::fromStdString(entry->key());
    selectPuzzle(key);
    if (library_->origin(entry->key()) == PuzzleLibrary::Origin::Opened)
        statusBar()->showMessage(
            tr("Opened %1. File > Copy to My Puzzles keeps it in your library.")
                .arg(QString::fromStdString(entry->def().name)));
    else
        statusBar()->showMessage(tr("Opened %1.").arg(QString::fromStdString(entry->def().name)),
                                 5000);
    return {};
}

QString MainWindow::newPuzzleFromTemplate()
{
    if (!library_)
        return tr("This window has no library to add a puzzle to.");
    const auto written =
        writeStarterDefinition(std::filesystem::path(library_->userFolder().toStdString()));
    if (!written)
        return problemsText(written.problems);
    const QString path = QString::fromStdString(written.value->string());
    library_->reload();
    const auto opened = library_->open(path);
    if (!opened)
        return problemsText(opened.problems);
    onLibraryChanged();
    selectPuzzle(QString::fromStdString((*opened.value)->key()));
    statusBar()->showMessage(
        tr("A new puzzle was written to %1. Edit the file: the window reloads it when it "
           "changes.")
            .arg(QDir::toNativeSeparators(path)));
    return {};
}

QString MainWindow::copyToUserFolder()
{
    if (!library_ || current_.isEmpty())
        return tr("This window has no library to add a puzzle to.");
    const auto copied = library_->copyToUserFolder(current_);
    if (!copied)
        return problemsText(copied.problems);
    onLibraryChanged();
    statusBar()->showMessage(tr("Copied to %1: the puzzle is now one of your puzzles.")
                                 .arg(QDir::toNativeSeparators(*copied.value)),
                             8000);
    return {};
}

RulesDialog* MainWindow::openRules()
{
    if (!rules_)
        rules_ = new RulesDialog(this);
    if (const auto p = puzzleOf(current_))
        rules_->setEntry(p->entry());
    rules_->show();
    rules_->raise();
    rules_->activateWindow();
    return rules_;
}

}  // namespace pl
