#include "ui/custom_preset_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "ui/game_type_menu.h"

namespace pl {

CustomPresetDialog::CustomPresetDialog(presets::Family family, QWidget* parent)
    : QDialog(parent),
      family_(new QComboBox(this)),
      form_(new QFormLayout),
      result_(new QLabel(this))
{
    setWindowTitle(tr("Custom Puzzle"));
    setObjectName(QStringLiteral("customPresetDialog"));
    for (const presets::FamilyInfo& f : presets::families())
        family_->addItem(QString::fromStdString(GameTypeMenu::translated(f.name)), int(f.family));
    family_->setCurrentIndex(family_->findData(int(family)));
    form_->addRow(tr("&Kind:"), family_);
    result_->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Make"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form_);
    layout->addWidget(result_);
    layout->addWidget(buttons);
    connect(family_, &QComboBox::currentIndexChanged, this, &CustomPresetDialog::showFamily);
    showFamily();
}

void CustomPresetDialog::showFamily()
{
    for (QSpinBox* b : boxes_)
        form_->removeRow(b);
    boxes_.clear();
    labels_.clear();
    const auto family = presets::Family(family_->currentData().toInt());
    const presets::FamilyInfo& info = presets::familyInfo(family);
    // Start from the family's first offered size, a sensible one.
    const presets::Preset first = presets::offeredPresets(family).front();
    for (std::size_t i = 0; i < info.parameters.size(); ++i) {
        const presets::Parameter& par = info.parameters[i];
        auto* box = new QSpinBox(this);
        box->setRange(par.min, par.max);
        box->setValue(first.values[i]);
        box->setObjectName(QStringLiteral("parameter%1").arg(i));
        const QString label = QString::fromStdString(GameTypeMenu::translated(par.name));
        form_->addRow(tr("%1:").arg(label), box);
        boxes_ << box;
        connect(box, &QSpinBox::valueChanged, this, &CustomPresetDialog::update);
    }
    update();
}

void CustomPresetDialog::update()
{
    // TopSpin: the turnstile is smaller than the ring.
    if (presets::Family(family_->currentData().toInt()) == presets::Family::TopSpin &&
        boxes_.size() == 2) {
        boxes_[1]->setMaximum(boxes_[0]->value() - 1);
    }
    const presets::Preset p = preset();
    const bool ok = presets::checkPreset(p).empty();
    if (auto* b = findChild<QDialogButtonBox*>())
        b->button(QDialogButtonBox::Ok)->setEnabled(ok);
    result_->setText(ok ? tr("Makes “%1” in My Puzzles.").arg(GameTypeMenu::presetName(p))
                        : QString());
}

presets::Preset CustomPresetDialog::preset() const
{
    presets::Preset p{presets::Family(family_->currentData().toInt()), {}};
    for (const QSpinBox* b : boxes_)
        p.values.push_back(b->value());
    return p;
}

void CustomPresetDialog::setPreset(const presets::Preset& preset)
{
    family_->setCurrentIndex(family_->findData(int(preset.family)));
    for (int i = 0; i < boxes_.size() && std::size_t(i) < preset.values.size(); ++i)
        boxes_[i]->setValue(preset.values[std::size_t(i)]);
    update();
}

}  // namespace pl
