// Type (issue 23, point 13): the sizes of each family of puzzles, as in Simon Tatham's
// collection, and Custom… for any other. A size the library ships selects that puzzle;
// any other is written into the person's puzzle folder (core/presets) and shows in My
// Puzzles under a name that gives its size.
#pragma once

#include <QMenu>
#include <QString>

#include "core/presets/presets.h"

namespace pl {

class MainWindow;

class GameTypeMenu : public QMenu {
    Q_OBJECT
public:
    explicit GameTypeMenu(MainWindow* window);

    // Selects the puzzle of `preset` in the window, writing its definition first when
    // the library has no such puzzle. An error text (empty on success).
    QString choose(const presets::Preset& preset);
    // Marks the size of the puzzle shown (done as the menu opens).
    void markCurrent();

    // The name of a preset in the window's language, as the menu and the file say it.
    [[nodiscard]] static QString presetName(const presets::Preset& preset);
    // core's English template in the window's language (context "pl::Preset").
    [[nodiscard]] static std::string translated(std::string_view english);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void openCustom(presets::Family family);

    MainWindow* window_;
};

}  // namespace pl
