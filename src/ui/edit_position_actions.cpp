#include "ui/edit_position_actions.h"

#include <QAction>
#include <QActionGroup>
#include <QKeySequence>
#include <QMenu>
#include <QSignalBlocker>

#include "core/model/orbit_model.h"
#include "ui/definition_board.h"
#include "ui_mainwindow.h"

namespace pl {

EditPositionActions::EditPositionActions(QObject* parent, Ui::MainWindow& ui,
                                         std::function<BoardWidget*()> shownBoard)
    : QObject(parent), shownBoard_(std::move(shownBoard))
{
    edit_ = new QAction(tr("E&dit Position"), parent);
    edit_->setObjectName(QStringLiteral("actionEditPosition"));
    edit_->setCheckable(true);
    edit_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    edit_->setToolTip(tr("A click on the board sets up the position instead of playing a move "
                         "(%1)")
                          .arg(edit_->shortcut().toString(QKeySequence::NativeText)));
    edit_->setStatusTip(
        tr("Set up the position by clicking cells: dials turn (right click: "
           "back), two tiles swap"));
    ui.menuEdit->insertAction(ui.actionScramble, edit_);
    ui.menuEdit->insertSeparator(ui.actionScramble);
    toolMenu_ = new QMenu(tr("Edit T&ool"), ui.menuEdit);
    toolMenu_->setObjectName(QStringLiteral("menuEditTool"));
    ui.menuEdit->insertMenu(ui.actionScramble, toolMenu_);
    connect(toolMenu_, &QMenu::aboutToShow, this, &EditPositionActions::fillToolMenu);
    connect(edit_, &QAction::toggled, this, [this](bool on) {
        if (auto* board = qobject_cast<DefinitionBoard*>(shownBoard_()))
            board->setMode(on ? DefinitionBoard::Mode::Edit : DefinitionBoard::Mode::Play);
        toolMenu_->setEnabled(editableBoard() != nullptr);
        emit editingChanged(on);
    });
}

QString EditPositionActions::boardHint(const QString& playing) const
{
    auto* board = qobject_cast<DefinitionBoard*>(shownBoard_());
    if (!board || board->mode() != DefinitionBoard::Mode::Edit)
        return playing;
    const QString back = edit_->shortcut().toString(QKeySequence::NativeText);
    if (board->rules().model().piecesStayPut())
        return tr("Editing the position: a click steps a cell on by one (a light on or off, a "
                  "dial a turn; right click: back). %1 goes back to playing.")
            .arg(back);
    return tr("Editing the position: click two tiles to swap them, or choose another tool "
              "in Edit > Edit Tool. %1 goes back to playing.")
        .arg(back);
}

void EditPositionActions::boardShown()
{
    auto* board = qobject_cast<DefinitionBoard*>(shownBoard_());
    {
        const QSignalBlocker quiet(edit_);
        edit_->setEnabled(board != nullptr);
        edit_->setChecked(board && board->mode() == DefinitionBoard::Mode::Edit);
    }
    toolMenu_->setEnabled(editableBoard() != nullptr);
}

DefinitionBoard* EditPositionActions::editableBoard() const
{
    auto* board = qobject_cast<DefinitionBoard*>(shownBoard_());
    if (!board || board->mode() != DefinitionBoard::Mode::Edit ||
        board->rules().model().piecesStayPut())
        return nullptr;
    return board;
}

void EditPositionActions::fillToolMenu()
{
    toolMenu_->clear();
    DefinitionBoard* board = editableBoard();
    if (!board)
        return;
    auto* group = new QActionGroup(toolMenu_);
    const auto add = [&](const QString& text, DefinitionBoard::EditTool tool, int label) {
        QAction* a = toolMenu_->addAction(text);
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
    toolMenu_->addSeparator();
    const def::PuzzleDef& d = board->rules().def();
    for (int label : d.labels) {
        if (board->rules().model().slides() && label == board->rules().model().blank())
            continue;
        const auto text = d.view.labelText.find(label);
        const QString name = text == d.view.labelText.end() ? QString::number(label)
                                                            : QString::fromStdString(text->second);
        add(tr("&Paint %1").arg(name), DefinitionBoard::EditTool::Paint, label)
            ->setObjectName(QStringLiteral("actionToolPaint%1").arg(label));
    }
}

}  // namespace pl
