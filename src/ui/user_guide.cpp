#include "ui/user_guide.h"

#include <QAction>
#include <QFile>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace pl {

namespace {

const char* const kGuideResource = ":/guide/guide.md";

// The block whose text is `title` and that is a heading.
QTextBlock headingBlock(const QTextDocument& document, const QString& title)
{
    for (QTextBlock b = document.begin(); b.isValid(); b = b.next())
        if (b.blockFormat().headingLevel() > 0 && b.text().trimmed() == title)
            return b;
    return {};
}

}  // namespace

QString UserGuideDialog::markdown()
{
    QFile file(QString::fromLatin1(kGuideResource));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QStringList UserGuideDialog::sectionTitles(const QString& markdown)
{
    QStringList titles;
    for (const QString& line : markdown.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("## ")))
            titles << line.mid(3).trimmed();
    return titles;
}

UserGuideDialog::UserGuideDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("userGuide"));
    setWindowTitle(tr("PuzzleLab User Guide"));
    setModal(false);
    setSizeGripEnabled(true);

    contents_ = new QListWidget(this);
    contents_->setObjectName(QStringLiteral("guideContents"));
    contents_->setAccessibleName(tr("Contents"));
    contents_->setWordWrap(true);
    contents_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    browser_ = new QTextBrowser(this);
    browser_->setObjectName(QStringLiteral("guideText"));
    browser_->setAccessibleName(tr("User guide"));
    browser_->setOpenLinks(false);  // the guide links nowhere outside itself

    const QString text = markdown();
    if (text.isEmpty())
        browser_->setPlainText(tr("The guide could not be read from the program's resources."));
    else
        browser_->setMarkdown(text);
    contents_->addItems(sectionTitles(text));

    find_ = new QLineEdit(this);
    find_->setObjectName(QStringLiteral("guideFind"));
    find_->setPlaceholderText(tr("Find in the guide (Enter: next)"));
    find_->setClearButtonEnabled(true);
    findState_ = new QLabel(this);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(contents_);
    splitter->addWidget(browser_);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({220, 640});

    auto* findRow = new QHBoxLayout;
    findRow->addWidget(find_, 1);
    findRow->addWidget(findState_);
    auto* layout = new QVBoxLayout(this);
    // The guide is written in English; a person reading the window in another language
    // is told so, in that language.
    if (QLocale().language() != QLocale::English && QLocale().language() != QLocale::C) {
        auto* note = new QLabel(tr("This guide is in English."), this);
        note->setObjectName(QStringLiteral("guideLanguage"));
        layout->addWidget(note);
    }
    layout->addWidget(splitter, 1);
    layout->addLayout(findRow);
    resize(900, 640);

    connect(contents_, &QListWidget::currentTextChanged, this,
            [this](const QString& title) { showSection(title); });
    connect(find_, &QLineEdit::returnPressed, this, [this] { findNext(find_->text()); });
    connect(find_, &QLineEdit::textChanged, findState_, &QLabel::clear);
}

bool UserGuideDialog::showSection(const QString& title)
{
    const QTextBlock block = headingBlock(*browser_->document(), title);
    if (!block.isValid())
        return false;
    browser_->setTextCursor(QTextCursor(block));
    // The heading at the top of the view, not merely somewhere in it.
    QScrollBar* bar = browser_->verticalScrollBar();
    bar->setValue(bar->maximum());
    browser_->ensureCursorVisible();
    return true;
}

bool UserGuideDialog::findNext(const QString& text)
{
    if (text.isEmpty())
        return false;
    if (browser_->find(text))
        return true;
    // From the top again.
    browser_->moveCursor(QTextCursor::Start);
    if (browser_->find(text))
        return true;
    findState_->setText(tr("Not found"));
    return false;
}

UserGuideDialog* UserGuideDialog::showFor(QWidget* window)
{
    auto* dialog = window->findChild<UserGuideDialog*>();
    if (!dialog)
        dialog = new UserGuideDialog(window);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

QAction* UserGuideDialog::addTo(QMenu* help, QWidget* window)
{
    auto* guide = new QAction(tr("User &Guide"), window);
    guide->setObjectName(QStringLiteral("actionUserGuide"));
    guide->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
    guide->setStatusTip(tr("The handbook: every menu, playing, solving, writing a puzzle"));
    const auto actions = help->actions();
    help->insertAction(actions.isEmpty() ? nullptr : actions.front(), guide);
    QObject::connect(guide, &QAction::triggered, window, [window] { showFor(window); });
    return guide;
}

}  // namespace pl
