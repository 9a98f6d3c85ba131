#include "about_dialog.h"

#include <QIcon>

#include "models/puzzle_list_model.h"
#include "ui_aboutdialog.h"

namespace pl {

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent), ui_(std::make_unique<Ui::AboutDialog>())
{
    ui_->setupUi(this);
    const QIcon icon(QStringLiteral(":/icons/puzzlelab.svg"));
    // Rendered at the screen's pixel ratio so the SVG stays sharp on HiDPI.
    ui_->iconLabel->setPixmap(icon.pixmap(QSize(72, 72), devicePixelRatioF()));
    QFont name = ui_->nameLabel->font();
    name.setPointSizeF(name.pointSizeF() * 1.6);
    name.setBold(true);
    ui_->nameLabel->setFont(name);
    ui_->versionLabel->setText(tr("Version %1").arg(QStringLiteral(PUZZLELAB_VERSION)));
    ui_->historyLabel->setText(historyText());
    setMinimumWidth(480);
    setMaximumWidth(640);
}

AboutDialog::~AboutDialog() = default;

QString AboutDialog::historyText()
{
    const auto item = [](PuzzleKind kind, const QString& history) {
        return QStringLiteral("<p><b>%1</b> \u2014 %2</p>")
            .arg(PuzzleListModel::displayName(kind).toHtmlEscaped(), history);
    };
    return item(PuzzleKind::Clocks,
                tr("A task of the International Olympiad in Informatics, IOI 1994 in "
                   "Sweden: nine clocks, nine ways to turn them, every hand to 12.")) +
           item(PuzzleKind::MagicSquare,
                tr("From the USACO training pages, after the Rubik's \"magic squares\" "
                   "style puzzle: eight tiles in two rows, moved by three operations.")) +
           item(PuzzleKind::Rotation,
                tr("From the 2004 ACM/ICPC Asia Regional in Shanghai, known as POJ 2286 "
                   "and HDU 1667: slide the lines until the centre shows one number."));
}

}  // namespace pl
