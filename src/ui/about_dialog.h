#pragma once

#include <memory>

#include <QDialog>

namespace Ui {
class AboutDialog;
}

namespace pl {

// Help > About PuzzleLab (forms/aboutdialog.ui): icon, name, version, licence and
// where the three puzzles come from.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);
    ~AboutDialog() override;

    // The puzzles' history as the dialog shows it (rich text).
    [[nodiscard]] static QString historyText();

private:
    std::unique_ptr<Ui::AboutDialog> ui_;
};

}  // namespace pl
