// What is wrong with a puzzle definition that was not loaded (issue 13): the file,
// then every problem the reader found, one line each with its line and column (or key
// path), in the window's language (models/problem_text_tr). The text can be selected
// and copied, so a person can fix the file with the list beside it.
#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>

#include <vector>

#include "core/problem.h"
#include "core/registry.h"

class QLabel;
class QPushButton;
class QTextEdit;

namespace pl {

class DefinitionProblemsDialog : public QDialog {
    Q_OBJECT
public:
    // One file's problems (open(), a copy that failed) ...
    explicit DefinitionProblemsDialog(const FileProblems& file, QWidget* parent = nullptr);
    // ... or several at once (a rescan of the user folder).
    explicit DefinitionProblemsDialog(std::vector<FileProblems> files, QWidget* parent = nullptr);

    // One line per problem, translated: "line 7, column 3 (modulos): unknown key ...".
    [[nodiscard]] static QStringList problemLines(const Problems& problems);
    // The whole report as plain text: for each file its path, then its problem lines
    // (indented). What the Copy button puts on the clipboard.
    [[nodiscard]] static QString plainText(const std::vector<FileProblems>& files);

    // What the dialog shows, as plain text (the list a person reads and selects).
    [[nodiscard]] QString shownText() const;
    [[nodiscard]] QString introText() const;
    // The sentence above the list; by default "PuzzleLab could not load this puzzle
    // definition. Nothing in the library was changed." Another use (a copy into the
    // folder that failed) says what happened instead.
    void setIntroText(const QString& text);
    [[nodiscard]] const std::vector<FileProblems>& files() const { return files_; }

private slots:
    void copyToClipboard();

private:
    std::vector<FileProblems> files_;
    QLabel* intro_ = nullptr;
    QTextEdit* list_ = nullptr;
    QPushButton* copy_ = nullptr;
};

}  // namespace pl
