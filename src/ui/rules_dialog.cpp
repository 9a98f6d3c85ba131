#include "rules_dialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "core/model/orbit_model.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "models/definition_texts.h"
#include "models/puzzle_facts.h"

namespace pl {

namespace {

// Text as written, safe in rich text: escaped, line breaks kept.
QString html(const QString& text)
{
    QString out = text.toHtmlEscaped();
    out.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    return out;
}

}  // namespace

RulesDialog::RulesDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("rulesDialog"));
    setModal(false);
    setSizeGripEnabled(true);
    auto* layout = new QVBoxLayout(this);
    text_ = new QTextBrowser(this);
    text_->setObjectName(QStringLiteral("rulesText"));
    text_->setOpenLinks(false);
    text_->setOpenExternalLinks(false);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    text_->document()->setDocumentMargin(12);
    layout->addWidget(text_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // The focus starts on Close, so that no text cursor blinks in the text until the
    // person clicks or tabs into it (Escape and Enter close the dialog).
    QPushButton* close = buttons->button(QDialogButtonBox::Close);
    close->setDefault(true);
    close->setFocus(Qt::OtherFocusReason);
    resize(sizeHint());
    refresh();
}

RulesDialog::~RulesDialog() = default;

void RulesDialog::setEntry(std::shared_ptr<const PuzzleEntry> entry, const EngineOptions& options)
{
    entry_ = std::move(entry);
    options_ = options;
    refresh();
}

QString RulesDialog::plainText() const
{
    return text_->toPlainText();
}

void RulesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QDialog::changeEvent(event);
}

void RulesDialog::refresh()
{
    if (!entry_) {
        setWindowTitle(tr("Rules"));
        text_->setHtml(QStringLiteral("<p>%1</p>").arg(html(tr("No puzzle is chosen."))));
        return;
    }
    const def::PuzzleDef& d = entry_->def();
    // The bundled puzzles' words in the window's language; a person's as written.
    const auto text = [&d](const std::string& english) { return definitionText(d, english); };
    setWindowTitle(tr("Rules: %1").arg(text(d.name)));
    QString page;
    page += QStringLiteral("<h2>%1</h2>").arg(html(text(d.name)));
    const QString where =
        entry_->bundled
            ? tr("key %1, in the library").arg(QString::fromStdString(d.key))
            : tr("key %1, from %2")
                  .arg(QString::fromStdString(d.key), QString::fromStdString(entry_->file));
    page += QStringLiteral("<p><small>%1</small></p>").arg(html(where));
    if (!d.description.empty())
        page += QStringLiteral("<p><i>%1</i></p>").arg(html(text(d.description)));
    page += QStringLiteral("<h3>%1</h3>").arg(html(tr("How to play")));
    page += d.rules.empty()
                ? QStringLiteral("<p><i>%1</i></p>")
                      .arg(html(tr("The definition does not say; the facts below tell what "
                                   "the moves and the goal are.")))
                : QStringLiteral("<p>%1</p>").arg(html(text(d.rules)));
    if (entry_->rules->model().slides())
        page += QStringLiteral("<p>%1</p>")
                    .arg(html(tr("In this window a move is shown as an arrow the way the tile "
                                 "goes, with the move's name beside it: \u2192L slides a tile "
                                 "right, as the empty square goes left. The arrow keys move a "
                                 "tile the same way.")));
    if (!d.source.empty()) {
        page += QStringLiteral("<h3>%1</h3>").arg(html(tr("Source")));
        page += QStringLiteral("<p>%1</p>").arg(html(text(d.source)));
    }
    page += QStringLiteral("<h3>%1</h3>").arg(html(tr("Facts")));
    page += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    for (const auto& [label, value] : PuzzleFacts::of(*entry_, options_))
        page += QStringLiteral(
                    "<tr><td valign=\"top\" style=\"padding-right: 12px\"><b>%1</b></td>"
                    "<td valign=\"top\">%2</td></tr>")
                    .arg(html(label), html(value));
    page += QStringLiteral("</table>");
    text_->setHtml(page);
}

}  // namespace pl
