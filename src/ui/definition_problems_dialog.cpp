#include "ui/definition_problems_dialog.h"

#include <QApplication>
#include <QClipboard>
#include <QColor>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTextDocument>
#include <QTextEdit>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

#include "models/problem_text_tr.h"

namespace pl {

namespace {

// The dialog's width when it opens; it can be made wider.
constexpr int kFirstWidth = 620;

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

}  // namespace

DefinitionProblemsDialog::DefinitionProblemsDialog(const FileProblems& file, QWidget* parent)
    : DefinitionProblemsDialog(std::vector<FileProblems>{file}, parent)
{
}

DefinitionProblemsDialog::DefinitionProblemsDialog(std::vector<FileProblems> files, QWidget* parent)
    : QDialog(parent), files_(std::move(files))
{
    setObjectName(QStringLiteral("definitionProblemsDialog"));
    setWindowTitle(tr("Puzzle Definition Not Loaded"));

    auto* icon = new QLabel(this);
    const int side = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()
                        ->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this)
                        .pixmap(QSize(side, side), devicePixelRatioF()));
    icon->setAlignment(Qt::AlignTop);

    intro_ = new QLabel(this);
    intro_->setObjectName(QStringLiteral("introLabel"));
    intro_->setWordWrap(true);
    intro_->setText(files_.size() == 1
                        ? tr("PuzzleLab could not load this puzzle definition. Nothing in the "
                             "library was changed.")
                        : tr("PuzzleLab could not load these puzzle definitions. Nothing in the "
                             "library was changed."));

    // The list: each file's name in bold, its folder below, then one paragraph per
    // problem. Everything in it is the file's own text or ours: escaped, never markup.
    list_ = new QTextEdit(this);
    list_->setObjectName(QStringLiteral("problemList"));
    list_->setReadOnly(true);
    list_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    list_->setLineWrapMode(QTextEdit::WidgetWidth);
    // The folder in a quieter colour: halfway between the text and its background.
    const QColor text = palette().color(QPalette::Text);
    const QColor base = palette().color(QPalette::Base);
    const QString dim = QColor((text.red() + base.red()) / 2, (text.green() + base.green()) / 2,
                               (text.blue() + base.blue()) / 2)
                            .name();
    QString html;
    for (const FileProblems& f : files_) {
        const QFileInfo info(qs(f.file));
        if (!f.file.empty()) {
            html += QStringLiteral("<p style=\"margin-top:6px; margin-bottom:0px\"><b>%1</b></p>")
                        .arg(info.fileName().toHtmlEscaped());
            if (!info.path().isEmpty() && info.path() != QStringLiteral("."))
                html +=
                    QStringLiteral(
                        "<p style=\"margin-top:0px; margin-bottom:4px; color:%1\">%2</p>")
                        .arg(
                            dim,
                            tr("in %1").arg(QDir::toNativeSeparators(info.path())).toHtmlEscaped());
        }
        for (const QString& line : problemLines(f.problems)) {
            html += QStringLiteral(
                        "<p style=\"margin-top:2px; margin-bottom:2px; margin-left:12px\">%1</p>")
                        .arg(line.toHtmlEscaped());
        }
    }
    list_->setHtml(html);
    // Tall enough to show the whole list at the dialog's first width, up to a point;
    // beyond it the list scrolls. (The text edit sets the width again when it is laid out.)
    const int lineHeight = list_->fontMetrics().lineSpacing();
    QTextDocument measure;
    measure.setDefaultFont(list_->font());
    measure.setHtml(html);
    measure.setTextWidth(kFirstWidth - 60);
    const int contentHeight = int(measure.size().height()) + 2 * list_->frameWidth();
    list_->setMinimumHeight(
        std::clamp(contentHeight + lineHeight / 2, 4 * lineHeight, 16 * lineHeight));

    copy_ = new QPushButton(tr("&Copy"), this);
    copy_->setObjectName(QStringLiteral("copyButton"));
    copy_->setToolTip(tr("Copy the list of problems to the clipboard"));
    copy_->setAutoDefault(false);
    connect(copy_, &QPushButton::clicked, this, &DefinitionProblemsDialog::copyToClipboard);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(copy_);
    bottom->addStretch(1);
    bottom->addWidget(buttons);

    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addWidget(intro_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(list_, 1);
    layout->addLayout(bottom);
    setMinimumWidth(520);
    resize(kFirstWidth, minimumSizeHint().height());
}

QStringList DefinitionProblemsDialog::problemLines(const Problems& problems)
{
    QStringList lines;
    for (const Problem& p : problems)
        lines << i18n::problemLine(p);
    return lines;
}

QString DefinitionProblemsDialog::plainText(const std::vector<FileProblems>& files)
{
    QStringList out;
    for (const FileProblems& f : files) {
        if (!out.isEmpty())
            out << QString();
        if (!f.file.empty())
            out << QDir::toNativeSeparators(qs(f.file));
        for (const QString& line : problemLines(f.problems))
            out << (f.file.empty() ? line : QStringLiteral("  ") + line);
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString DefinitionProblemsDialog::shownText() const
{
    return list_->toPlainText();
}

void DefinitionProblemsDialog::setIntroText(const QString& text)
{
    intro_->setText(text);
}

QString DefinitionProblemsDialog::introText() const
{
    return intro_->text();
}

void DefinitionProblemsDialog::copyToClipboard()
{
    QApplication::clipboard()->setText(plainText(files_));
}

}  // namespace pl
