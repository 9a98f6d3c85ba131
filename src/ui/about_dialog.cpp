#include "about_dialog.h"

#include <QIcon>

#include "core/definition_puzzle.h"
#include "models/puzzle_list_model.h"
#include "ui/board_skins.h"
#include "ui_aboutdialog.h"

namespace pl {

AboutDialog::AboutDialog(QWidget* parent) : AboutDialog({}, parent) {}

AboutDialog::AboutDialog(const std::vector<std::shared_ptr<const Puzzle>>& puzzles, QWidget* parent)
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
    ui_->historyLabel->setText(historyText(puzzles));
    setMinimumWidth(480);
    setMaximumWidth(640);
}

AboutDialog::~AboutDialog() = default;

QString AboutDialog::historyText()
{
    return historyText({});
}

QString AboutDialog::historyText(const std::vector<std::shared_ptr<const Puzzle>>& puzzles)
{
    std::vector<const Puzzle*> shown;
    for (const auto& p : puzzles)
        shown.push_back(p.get());
    const auto contest = heldContestPuzzles();
    if (shown.empty())
        for (const auto& p : contest)
            shown.push_back(p.get());
    // The puzzles with a story of their own (the contest puzzles' skins tell theirs);
    // the library's puzzles name their source in Help > Rules.
    QString text;
    int others = 0;
    for (const Puzzle* p : shown) {
        const QString history = boardSkin(*p).history(*p);
        if (history.isEmpty()) {
            ++others;
            continue;
        }
        text += QStringLiteral("<p><b>%1</b> \u2014 %2</p>")
                    .arg(PuzzleListModel::displayName(*p).toHtmlEscaped(), history);
    }
    if (others > 0)
        text += QStringLiteral("<p>%1</p>")
                    .arg(tr("And %1 more puzzles of the library: each one's rules (Help > "
                            "Rules) tell where it comes from.")
                             .arg(others)
                             .toHtmlEscaped());
    return text;
}

}  // namespace pl
