#pragma once

#include <memory>
#include <vector>

#include <QDialog>

#include "core/puzzle.h"

namespace Ui {
class AboutDialog;
}

namespace pl {

// Help > About PuzzleLab (forms/aboutdialog.ui): icon, name, version, licence and
// where the three puzzles come from.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    // About the program and `puzzles` (none: the three contest puzzles).
    explicit AboutDialog(QWidget* parent = nullptr);
    explicit AboutDialog(const std::vector<std::shared_ptr<const Puzzle>>& puzzles,
                         QWidget* parent = nullptr);
    ~AboutDialog() override;

    // The puzzles' history as the dialog shows it (rich text).
    [[nodiscard]] static QString historyText();
    [[nodiscard]] static QString historyText(
        const std::vector<std::shared_ptr<const Puzzle>>& puzzles);

private:
    std::unique_ptr<Ui::AboutDialog> ui_;
};

}  // namespace pl
