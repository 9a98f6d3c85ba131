// Type > Custom…: asks for a family and its parameters (columns and rows, discs and
// turnstile, …) within the ranges core/presets takes.
#pragma once

#include <QDialog>
#include <QList>

#include "core/presets/presets.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace pl {

class CustomPresetDialog : public QDialog {
    Q_OBJECT
public:
    explicit CustomPresetDialog(presets::Family family, QWidget* parent = nullptr);

    [[nodiscard]] presets::Preset preset() const;
    void setPreset(const presets::Preset& preset);
    [[nodiscard]] QComboBox* familyBox() const { return family_; }
    [[nodiscard]] QList<QSpinBox*> parameterBoxes() const { return boxes_; }

private:
    void showFamily();
    void update();

    QComboBox* family_;
    QFormLayout* form_;
    QList<QSpinBox*> boxes_;
    QList<QLabel*> labels_;
    QLabel* result_;
};

}  // namespace pl
