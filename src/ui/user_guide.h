// Help > User Guide (issue 23, point 16): the handbook, bundled in the program
// (resources/guide/guide.md), so it reads offline. A non-modal window: the contents on
// the left (the guide's sections), the text on the right, a field to find words.
#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>

class QLabel;
class QLineEdit;
class QListWidget;
class QMenu;
class QTextBrowser;

namespace pl {

class UserGuideDialog : public QDialog {
    Q_OBJECT
public:
    explicit UserGuideDialog(QWidget* parent = nullptr);

    // Adds Help > User Guide (Shift+F1) to `help`, at its top; the one dialog of
    // `window` opens or comes to the front.
    static QAction* addTo(QMenu* help, QWidget* window);
    // The dialog of `window`, made and shown when there is none.
    static UserGuideDialog* showFor(QWidget* window);

    // The guide's Markdown as bundled, and its section titles (its "## " lines).
    [[nodiscard]] static QString markdown();
    [[nodiscard]] static QStringList sectionTitles(const QString& markdown);

    [[nodiscard]] QTextBrowser* browser() const { return browser_; }
    [[nodiscard]] QListWidget* contents() const { return contents_; }
    [[nodiscard]] QLineEdit* findField() const { return find_; }
    // Scrolls the section titled `title` to the top of the text; false when there is
    // no such section.
    bool showSection(const QString& title);
    // The next place `text` occurs after the cursor, wrapping to the start; false (and
    // a word under the field) when it occurs nowhere.
    bool findNext(const QString& text);

private:
    QTextBrowser* browser_ = nullptr;
    QListWidget* contents_ = nullptr;
    QLineEdit* find_ = nullptr;
    QLabel* findState_ = nullptr;
};

}  // namespace pl
