// The dialog a bad puzzle definition opens (issue 13): the file, then every problem
// the reader found, one line each with its line and column, in the window's language;
// selectable and copied by its Copy button.
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTest>
#include <QTextEdit>

#include <string>
#include <vector>

#include "../core/bad_definitions.h"
#include "core/registry.h"
#include "dialog_test_support.h"
#include "ui/definition_problems_dialog.h"
#include "ui/translations.h"

using pl::DefinitionProblemsDialog;
using pl::FileProblems;

namespace {

struct Row {
    std::string name;
    std::string text;
    QStringList expected;  // the table's lines, as core words them in English
};

// The bad-definition rows of tests/core/bad_definitions.h whose file has at least two
// mistakes (the reader reports them all).
std::vector<Row> rowsWithSeveralProblems()
{
    std::vector<Row> rows;
    bad_definitions::forEachRow([&](const char* name, const bad_definitions::Base& base,
                                    std::vector<bad_definitions::Edit> edits,
                                    std::initializer_list<std::string_view> expected) {
        if (expected.size() < 2)
            return;
        Row r{name, bad_definitions::rowText(base, edits), {}};
        for (std::string_view e : expected)
            r.expected << QString::fromUtf8(e.data(), qsizetype(e.size()));
        rows.push_back(std::move(r));
    });
    return rows;
}

FileProblems problemsOf(const std::string& text, const char* path)
{
    pl::Checked<pl::PuzzleEntry> read = pl::loadDefinition(text, path);
    if (read)
        qFatal("the definition was accepted");
    return {path, read.problems};
}

bool hasChinese(const QString& text)
{
    for (QChar c : text)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

// The first row named "unknown key (typo)": a misspelt key, so two problems, at
// line 1, column 1 (the required key missing) and line 7, column 3 (the unknown one).
Row typoRow()
{
    for (Row& r : rowsWithSeveralProblems())
        if (r.name == "unknown key (typo)")
            return r;
    qFatal("no row 'unknown key (typo)'");
}

}  // namespace

class TestDefinitionProblemsDialog : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { pl::installTranslations(*qApp, QLocale(QLocale::English)); }

    void listsEveryProblemWithLineAndColumn()
    {
        const Row row = typoRow();
        QCOMPARE(row.expected.size(), 2);
        const FileProblems file = problemsOf(row.text, "/home/ann/puzzles/lights.puzzle.json");
        DefinitionProblemsDialog dialog(file);
        const QString shown = dialog.shownText();
        QVERIFY2(shown.contains(QStringLiteral("lights.puzzle.json")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("/home/ann/puzzles")), qPrintable(shown));
        for (const QString& line : row.expected)
            QVERIFY2(shown.contains(line), qPrintable(line + QStringLiteral("\n---\n") + shown));
        QVERIFY(shown.contains(QStringLiteral("line 1, column 1: ")));
        QVERIFY(shown.contains(QStringLiteral("line 7, column 3 (modulos): ")));
        // The file name comes first, then the problems in the reader's order.
        QVERIFY(shown.indexOf(QStringLiteral("lights.puzzle.json")) <
                shown.indexOf(row.expected[0]));
        QVERIFY(shown.indexOf(row.expected[0]) < shown.indexOf(row.expected[1]));
        QVERIFY(dialog.introText().contains(QStringLiteral("could not load this")));
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("Not Loaded")));

        // Selectable, not editable.
        auto* list = dialog.findChild<QTextEdit*>(QStringLiteral("problemList"));
        QVERIFY(list);
        QVERIFY(list->isReadOnly());
        QVERIFY(list->textInteractionFlags() & Qt::TextSelectableByMouse);
        QVERIFY(list->textInteractionFlags() & Qt::TextSelectableByKeyboard);

        dialog_test::shot(dialog, "defproblems");
    }

    // The helper gives exactly the lines of the bad-input table, for every row with
    // several problems.
    void linesAreTheTableLines()
    {
        const std::vector<Row> rows = rowsWithSeveralProblems();
        QVERIFY(rows.size() >= 3);
        for (const Row& r : rows) {
            const FileProblems file = problemsOf(r.text, "x.puzzle.json");
            QCOMPARE(DefinitionProblemsDialog::problemLines(file.problems), r.expected);
        }
    }

    void copyPutsTheReportOnTheClipboard()
    {
        const Row row = typoRow();
        const FileProblems file = problemsOf(row.text, "/home/ann/puzzles/lights.puzzle.json");
        DefinitionProblemsDialog dialog(file);
        QApplication::clipboard()->clear();
        auto* copy = dialog.findChild<QPushButton*>(QStringLiteral("copyButton"));
        QVERIFY(copy);
        copy->click();
        const QString copied = QApplication::clipboard()->text();
        QCOMPARE(copied, QStringLiteral("/home/ann/puzzles/lights.puzzle.json\n  ") +
                             row.expected[0] + QStringLiteral("\n  ") + row.expected[1] +
                             QStringLiteral("\n"));
        QCOMPARE(DefinitionProblemsDialog::plainText({file}), copied);
    }

    void severalFiles()
    {
        const Row row = typoRow();
        std::vector<FileProblems> files{problemsOf(row.text, "/p/a.puzzle.json"),
                                        problemsOf("", "/p/b.puzzle.json")};
        DefinitionProblemsDialog dialog(files);
        const QString shown = dialog.shownText();
        QVERIFY(shown.contains(QStringLiteral("a.puzzle.json")));
        QVERIFY(shown.contains(QStringLiteral("b.puzzle.json")));
        QVERIFY(shown.contains(QStringLiteral("the file is empty")));
        QVERIFY(shown.indexOf(QStringLiteral("b.puzzle.json")) >
                shown.indexOf(row.expected[1]));  // each file's problems under its name
        QVERIFY(dialog.introText().contains(QStringLiteral("definitions")));
        dialog_test::shot(dialog, "defproblems_several");
        dialog.setIntroText(QStringLiteral("Not copied."));
        QCOMPARE(dialog.introText(), QStringLiteral("Not copied."));
        const QString text = DefinitionProblemsDialog::plainText(files);
        QCOMPARE(text.count(QLatin1Char('\n')), 1 + 2 + 1 + 1 + 1);  // blank line between
        // Markup in a file's text stays text.
        FileProblems odd{"/p/<i>odd.puzzle.json", {{"file.cannot-read", {}, {}}}};
        DefinitionProblemsDialog oddDialog(odd);
        QVERIFY(oddDialog.shownText().contains(QStringLiteral("<i>odd.puzzle.json")));
    }

    void translated_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
    }
    void translated()
    {
        QFETCH(QString, locale);
        QVERIFY(pl::installTranslations(*qApp, QLocale(locale)));
        const Row row = typoRow();
        const FileProblems file = problemsOf(row.text, "/home/ann/puzzles/lights.puzzle.json");
        DefinitionProblemsDialog dialog(file);
        QVERIFY(hasChinese(dialog.windowTitle()));
        QVERIFY(hasChinese(dialog.introText()));
        QVERIFY(hasChinese(dialog.findChild<QPushButton*>(QStringLiteral("copyButton"))->text()));
        const QStringList lines = DefinitionProblemsDialog::problemLines(file.problems);
        QCOMPARE(lines.size(), 2);
        for (const QString& line : lines) {
            QVERIFY2(hasChinese(line), qPrintable(line));
            QVERIFY2(dialog.shownText().contains(line), qPrintable(line));
        }
        // The places are kept: line 7, column 3 and the key path.
        QVERIFY(lines[1].contains(QLatin1Char('7')) && lines[1].contains(QLatin1Char('3')));
        QVERIFY(lines[1].contains(QStringLiteral("modulos")));
        if (locale == QStringLiteral("zh_CN"))
            dialog_test::shot(dialog, "defproblems_zh_CN");
    }
};

QTEST_MAIN(TestDefinitionProblemsDialog)
#include "tst_definition_problems_dialog.moc"
