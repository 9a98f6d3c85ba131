#include "ui/solution_files.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QListView>
#include <QMessageBox>
#include <QMimeData>
#include <QShortcut>
#include <QUrl>

#include "models/puzzle_library.h"
#include "ui/file_folders.h"
#include "ui/pasted_text.h"
#include "ui/playback_controller.h"
#include "ui/session_view.h"
#include "ui/solution_io.h"
#include "ui/solution_panel.h"
#include "ui/window_context.h"
#include "ui_mainwindow.h"

namespace pl {

namespace {

// The one local file of a drop, or empty.
QString droppedFile(const QMimeData* data)
{
    if (!data || !data->hasUrls() || data->urls().size() != 1)
        return {};
    const QUrl url = data->urls().constFirst();
    return url.isLocalFile() ? url.toLocalFile() : QString();
}

}  // namespace

SolutionFiles::SolutionFiles(WindowContext* window, Ui::MainWindow& u)
    : QObject(window->widget()), window_(window)
{
    connect(u.actionOpen, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            window_->widget(), tr("Open Solution"), FileFolders::startFolder(FileKind::Solution),
            tr("Solution files (*.txt);;All files (*)"));
        if (path.isEmpty())
            return;
        FileFolders::remember(FileKind::Solution, path);
        const QString error = openSolutionFrom(path);
        if (!error.isEmpty())
            QMessageBox::warning(window_->widget(), tr("Cannot Open Solution"),
                                 tr("%1\n\nNothing has been changed.").arg(error));
    });
    connect(u.actionExport, &QAction::triggered, this, [this] {
        if (!current().model()->hasSolution())
            return;
        const QString path = QFileDialog::getSaveFileName(
            window_->widget(), tr("Export Solution"),
            FileFolders::startPath(FileKind::Solution,
                                   SolutionIo::suggestedFileName(*current().puzzle())),
            tr("Solution files (*.txt);;All files (*)"));
        if (path.isEmpty())
            return;
        FileFolders::remember(FileKind::Solution, path);
        const QString error = exportSolutionTo(path);
        if (!error.isEmpty())
            QMessageBox::warning(window_->widget(), tr("Export Failed"),
                                 tr("%1\n\nThe solution has not been lost; you can export it to "
                                    "another place.")
                                     .arg(error));
    });
    const auto copySolution = [this] {
        const QString text = solutionText();
        if (text.isEmpty())
            return;
        QGuiApplication::clipboard()->setText(text);
        current().say(tr("Solution copied to the clipboard."), 5000);
    };
    connect(u.actionCopySolution, &QAction::triggered, this, copySolution);
    // Ctrl+C copies the solution when the move list has the focus; elsewhere it stays
    // with whatever text the focus widget has selected.
    QListView* moveList = u.solutionPanel->moveList();
    auto* copy = new QShortcut(QKeySequence::Copy, moveList, nullptr, nullptr, Qt::WidgetShortcut);
    connect(copy, &QShortcut::activated, this, copySolution);
    connect(u.actionCopyPosition, &QAction::triggered, this, [this] {
        QGuiApplication::clipboard()->setText(positionText());
        current().say(tr("Position copied to the clipboard."), 5000);
    });
    connect(u.actionPaste, &QAction::triggered, this, [this] {
        const QString error = pasteText(QGuiApplication::clipboard()->text());
        if (!error.isEmpty())
            QMessageBox::warning(window_->widget(), tr("Paste"),
                                 tr("%1\n\nNothing has been changed.").arg(error));
    });
}

SessionView& SolutionFiles::current() const
{
    return *window_->sessionView(window_->currentKey());
}

QString SolutionFiles::solutionText() const
{
    const SessionView& view = current();
    if (!view.model()->hasSolution())
        return {};
    return SolutionIo::toText(view.record());
}

QString SolutionFiles::exportSolutionTo(const QString& path)
{
    SessionView& view = current();
    if (!view.model()->hasSolution())
        return tr("There is no solution to export yet.");
    const QString error = SolutionIo::save(path, view.record());
    if (error.isEmpty()) {
        if (view.model()->rememberFile(QFileInfo(path).absoluteFilePath()))
            view.refresh();
        view.say(tr("Solution saved to %1").arg(QDir::toNativeSeparators(path)), 8000);
    }
    return error;
}

QString SolutionFiles::openSolutionFrom(const QString& path)
{
    SavedSolution record;
    const QString error = SolutionIo::load(path, &record, window_->puzzles());
    if (!error.isEmpty())
        return error;
    openRecord(record, QFileInfo(path).fileName());
    SessionView& view = *window_->sessionView(QString::fromStdString(record.puzzle->key()));
    if (view.model()->rememberFile(QFileInfo(path).absoluteFilePath()))
        view.refresh();
    return {};
}

void SolutionFiles::reportOpenError(const QString& error)
{
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot Open Solution"),
                                tr("%1\n\nNothing has been changed.").arg(error), QMessageBox::Ok,
                                window_->widget());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void SolutionFiles::openRecord(const SavedSolution& record, const QString& name)
{
    const QString key = QString::fromStdString(record.puzzle->key());
    window_->selectPuzzle(key);
    SessionView& view = *window_->sessionView(key);
    view.playback()->interrupt();
    view.model()->commitShownStep();
    PuzzleSession::Statistics statistics;
    statistics.engine =
        record.engine.empty() ? tr("unknown") : QString::fromStdString(record.engine);
    statistics.stats.nodes = record.nodes;
    statistics.stats.wallMs = record.timeMs;
    // The model abandons a running search: it would only replace what is opened.
    view.model()->openSolution(record.position, record.goal, record.moves, tr("Open %1").arg(name),
                               statistics, record.reached, name);
    view.sayOutcome(view.headlineShown);
    // The file was written for another version of the puzzle's definition: its moves
    // were checked against today's and they solve it, but the person should know.
    if (record.definitionChanged)
        window_->showStatus(tr("%1 was saved for an earlier version of this puzzle's "
                               "definition; its moves still solve the position today.")
                                .arg(name),
                            12000);
    // A pasted solution comes from no file; openSolutionFrom() names its file after this.
    view.model()->forgetFile();
    view.refresh();
}

QString SolutionFiles::positionText() const
{
    // What the board shows: a step of the solution being previewed, or stepped back
    // to after applying it, is not the document's position yet.
    const SessionView& view = current();
    return QString::fromStdString(view.model()->positionText(view.shownPosition()));
}

QString SolutionFiles::pasteText(const QString& text)
{
    const PastedText pasted = PastedText::read(text, window_->puzzles(), current().puzzle(),
                                               current().model()->position());
    if (!pasted.error.isEmpty())
        return pasted.error;
    if (pasted.solution) {
        openRecord(*pasted.solution, tr("pasted solution"));
        return {};
    }
    const QString target = QString::fromStdString(pasted.puzzle->key());
    window_->selectPuzzle(target);
    SessionView& view = *window_->sessionView(target);
    // The position already set up: keep its solution rather than clear it for an
    // edit that changes nothing.
    if (pasted.position == view.model()->position() &&
        (pasted.goal.cells.empty() || pasted.goal == view.model()->goal())) {
        view.say(tr("That position is already set up."), 5000);
        return {};
    }
    view.beginInput();
    if (pasted.played) {
        view.model()->setPosition(pasted.position, tr("Paste Moves"));
        view.say(tr("Played the pasted moves."), 5000);
        return {};
    }
    view.model()->setPositionAndGoal(pasted.position, pasted.goal, tr("Paste Position"));
    view.say(tr("Pasted a position."), 5000);
    return {};
}

QString SolutionFiles::dropData(const QMimeData* data)
{
    const QString file = droppedFile(data);
    if (!file.isEmpty() && PuzzleLibrary::isDefinitionFileName(file))
        // Read on the library's worker; its problems are shown when it has been read.
        return window_->openDefinition(file, {}, 0) > 0
                   ? QString()
                   : tr("This window has no library to add a puzzle to.");
    if (!file.isEmpty())
        return openSolutionFrom(file);
    if (data && data->hasText())
        return pasteText(data->text());
    return tr("There is no text to paste.");
}

bool SolutionFiles::accepts(const QMimeData* data)
{
    return !droppedFile(data).isEmpty() || (data && !data->hasUrls() && data->hasText());
}

bool SolutionFiles::isFile(const QMimeData* data)
{
    return !droppedFile(data).isEmpty();
}

}  // namespace pl
