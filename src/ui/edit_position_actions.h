// Edit > Edit Position and Edit > Edit Tool. A board drawn from its definition plays
// moves on a click; Edit Position makes a click set up the position instead (dials
// turn, tiles swap or change label). The contest boards edit on a click already and
// play with their move buttons, so the action is off for them. The Edit Tool menu says
// how a click edits a tile: swap two (the default: a rearrangement stays one), cycle
// its label, or paint a chosen label.
#pragma once

#include <functional>

#include <QObject>

class QAction;
class QMenu;

namespace Ui {
class MainWindow;
}

namespace pl {

class BoardWidget;
class DefinitionBoard;

class EditPositionActions : public QObject {
    Q_OBJECT
public:
    // `shownBoard` gives the board of the puzzle shown (or just chosen).
    EditPositionActions(QObject* parent, Ui::MainWindow& ui,
                        std::function<BoardWidget*()> shownBoard);

    // Another board is shown: the actions follow its mode.
    void boardShown();
    // The words over the board: while Edit Position is on, what a click does now and
    // how to go back to playing; else `playing` (the board's own hint).
    [[nodiscard]] QString boardHint(const QString& playing) const;

signals:
    // Edit Position was turned on or off: the words over the board change.
    void editingChanged(bool on);

private:
    // The shown board when it is one of tiles in Edit Position, else null.
    [[nodiscard]] DefinitionBoard* editableBoard() const;
    void fillToolMenu();

    std::function<BoardWidget*()> shownBoard_;
    QAction* edit_ = nullptr;
    QMenu* toolMenu_ = nullptr;
};

}  // namespace pl
