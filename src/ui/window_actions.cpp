#include "ui/window_actions.h"

#include <QAction>
#include <QFileInfo>
#include <QUndoStack>

#include "models/move_list_model.h"
#include "models/puzzle_document.h"
#include "ui/playback_controller.h"
#include "ui/session_view.h"
#include "ui_mainwindow.h"

namespace pl {

QIcon WindowActions::icon(const char* themeName, const char* file)
{
    const QIcon own(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(file)));
    return themeName ? QIcon::fromTheme(QLatin1String(themeName), own) : own;
}

void WindowActions::styleHeader(Ui::MainWindow& u)
{
    QFont title = u.boardTitle->font();
    title.setPointSizeF(title.pointSizeF() * 1.3);
    title.setBold(true);
    u.boardTitle->setFont(title);
    u.boardTitle->setContentsMargins(4, 0, 4, 0);
    u.boardHint->setContentsMargins(4, 0, 4, 4);
    QPalette hint = u.boardHint->palette();
    hint.setColor(QPalette::WindowText, hint.color(QPalette::PlaceholderText));
    u.boardHint->setPalette(hint);
}

void WindowActions::decorate(Ui::MainWindow& u, QWidget* window)
{
    u.actionOpen->setIcon(icon("document-open", "open"));
    u.actionOpen->setShortcut(QKeySequence::Open);
    u.actionExport->setIcon(icon("document-save-as", "export"));
    u.actionExport->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_E), QKeySequence::SaveAs});
    u.actionQuit->setIcon(icon("application-exit", "quit"));
    u.actionQuit->setShortcut(QKeySequence::Quit);
    u.actionQuit->setMenuRole(QAction::QuitRole);
    u.actionUndo->setIcon(icon("edit-undo", "undo"));
    u.actionUndo->setShortcut(QKeySequence::Undo);
    u.actionRedo->setIcon(icon("edit-redo", "redo"));
    u.actionRedo->setShortcut(QKeySequence::Redo);
    u.actionCopySolution->setIcon(icon("edit-copy", "copy"));
    u.actionCopySolution->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    u.actionPaste->setIcon(icon("edit-paste", "paste"));
    u.actionPaste->setShortcut(QKeySequence::Paste);
    u.actionScramble->setIcon(icon(nullptr, "scramble"));
    u.actionScramble->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    u.actionReset->setIcon(icon(nullptr, "reset"));
    u.actionReset->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    u.actionSolve->setIcon(icon(nullptr, "solve"));
    u.actionSolve->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_R)});
    u.actionStop->setIcon(icon(nullptr, "stop"));
    u.actionStop->setShortcut(QKeySequence(Qt::Key_Escape));
    u.actionApplySolution->setIcon(icon(nullptr, "apply"));
    u.actionApplySolution->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    u.actionPlay->setIcon(icon(nullptr, "play"));
    u.actionPlay->setShortcut(QKeySequence(Qt::Key_Space));
    u.actionStepBack->setIcon(icon(nullptr, "step-back"));
    u.actionStepBack->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Left));
    u.actionStepForward->setIcon(icon(nullptr, "step-forward"));
    u.actionStepForward->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Right));
    u.actionFirstStep->setIcon(icon(nullptr, "first"));
    u.actionFirstStep->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Home));
    u.actionLastStep->setIcon(icon(nullptr, "last"));
    u.actionLastStep->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_End));
    u.actionAbout->setIcon(window->windowIcon());
    u.actionAbout->setMenuRole(QAction::AboutRole);
    u.actionAboutQt->setMenuRole(QAction::AboutQtRole);

    // Tooltips name the shortcut, as menus do.
    for (QAction* a : window->findChildren<QAction*>()) {
        if (a->shortcut().isEmpty() || a->toolTip().isEmpty())
            continue;
        a->setToolTip(
            tr("%1 (%2)").arg(a->toolTip(), a->shortcut().toString(QKeySequence::NativeText)));
    }
}

void WindowActions::showSession(Ui::MainWindow& u, const SessionView& view)
{
    const PuzzleSession& session = *view.model();
    const QString problem = view.solveProblem();
    u.actionSolve->setEnabled(problem.isEmpty());
    u.actionSolve->setStatusTip(problem);
    u.actionStop->setEnabled(session.isSolving());

    const QUndoStack* stack = session.undoStack();
    u.actionUndo->setEnabled(stack->canUndo());
    u.actionRedo->setEnabled(stack->canRedo());
    u.actionUndo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    u.actionRedo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    u.actionUndo->setIconText(tr("Undo"));
    u.actionRedo->setIconText(tr("Redo"));
    const auto withKey = [](const QString& text, const QAction* a) {
        return tr("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')),
                                 a->shortcut().toString(QKeySequence::NativeText));
    };
    u.actionUndo->setToolTip(withKey(u.actionUndo->text(), u.actionUndo));
    u.actionRedo->setToolTip(withKey(u.actionRedo->text(), u.actionRedo));

    const MoveListModel& moves = *session.moveList();
    const bool has = moves.hasSolution();
    const int n = moves.moveCount();
    const int step = moves.currentStep();
    const bool playable = has && n > 0;
    u.actionExport->setEnabled(has);
    u.actionCopySolution->setEnabled(has);
    u.actionApplySolution->setEnabled(playable && session.anchor() == 0);
    u.actionPlay->setEnabled(playable);
    u.actionStepBack->setEnabled(playable && step > 0);
    u.actionStepForward->setEnabled(playable && step < n);
    u.actionFirstStep->setEnabled(playable && step > 0);
    u.actionLastStep->setEnabled(playable && step < n);

    const bool playing = view.playback()->isPlaying();
    u.actionPlay->setText(playing ? tr("&Pause") : tr("&Play"));
    u.actionPlay->setIcon(playing ? icon(nullptr, "pause") : icon(nullptr, "play"));
    u.actionPlay->setToolTip(
        tr("%1 (%2)").arg(playing ? tr("Pause the playback") : tr("Play the solution"),
                          u.actionPlay->shortcut().toString(QKeySequence::NativeText)));
}

void WindowActions::showTitle(QWidget& window, const QString& puzzleName, const QString& filePath,
                              bool modified)
{
    if (filePath.isEmpty()) {
        window.setWindowFilePath({});
        window.setWindowTitle(tr("%1 \u2014 PuzzleLab").arg(puzzleName));
        window.setWindowModified(false);
        return;
    }
    window.setWindowFilePath(filePath);
    window.setWindowTitle(
        tr("%1[*] \u2014 %2 \u2014 PuzzleLab").arg(QFileInfo(filePath).fileName(), puzzleName));
    window.setWindowModified(modified);
}

}  // namespace pl
