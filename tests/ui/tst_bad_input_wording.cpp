// The messages of docs/bad-input.md the window can show, worded by the window from
// the readers' structured problems (models/problem_text_tr) for every row of the table:
// each row's input is read again whole (tests/core/bad_input_rows.h, the inputs
// tst_bad_input ran, also where the table shows them cut) through core's checked
// readers; in English the window's wording is exactly the table's message, in
// Simplified and Traditional Chinese it keeps every number and quoted token and leaves
// no English word. Also core's sentences the table does not reach, the definition
// rows, and text that is no problem of core's (passed on as it is).
#include <QApplication>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

#include "../core/bad_definitions.h"
#include "../core/bad_imported.h"
#include "../core/contest_rows.h"
#include "core/formats/definition_reader.h"
#include "core/problem.h"
#include "models/problem_text_tr.h"
#include "ui/translations.h"

using namespace pl;

namespace {

// Splits a Markdown table row at its unescaped '|'s; a cell's "\|" becomes '|'.
QStringList tableCells(const QString& row)
{
    QStringList cells;
    QString cell;
    for (qsizetype i = 0; i < row.size(); ++i) {
        const QChar c = row.at(i);
        if (c == QLatin1Char('\\') && i + 1 < row.size() && row.at(i + 1) == QLatin1Char('|')) {
            cell += QLatin1Char('|');
            ++i;
        } else if (c == QLatin1Char('|')) {
            cells << cell.trimmed();
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells << cell.trimmed();
    // The row starts and ends with '|': drop the empty cells outside them.
    if (!cells.isEmpty() && cells.constFirst().isEmpty())
        cells.removeFirst();
    if (!cells.isEmpty() && cells.constLast().isEmpty())
        cells.removeLast();
    return cells;
}

// Every message of the outcome column of docs/bad-input.md, as shown there (a cell
// holds no backtick of its own: the table writes one as \x60).
QStringList badInputMessages()
{
    QFile file(QStringLiteral(PL_SOURCE_DIR "/docs/bad-input.md"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read docs/bad-input.md");
    QStringList messages;
    bool inTable = false;
    for (const QByteArray& rawLine : file.readAll().split('\n')) {
        const QString line = QString::fromUtf8(rawLine).trimmed();
        if (!line.startsWith(QLatin1Char('|'))) {
            inTable = false;
            continue;
        }
        if (!inTable) {  // the header row, then the |---| row
            inTable = true;
            continue;
        }
        if (line.startsWith(QLatin1String("|---")))
            continue;
        const QStringList cells = tableCells(line);
        if (cells.size() < 4)
            qFatal("not a row of four cells: %s", qPrintable(line));
        const QString outcome = cells.constLast();
        if (outcome.startsWith(QLatin1String("accepted")))
            continue;
        // The definition rows are checked apart: definitionRows() reads the same rows'
        // definitions and checks their problems through the window's formatter.
        if (cells.constFirst() == QLatin1String("definition") ||
            cells.constFirst() == QLatin1String("tws file") ||
            cells.constFirst() == QLatin1String("kpuzzle file"))
            continue;
        if (!outcome.startsWith(QLatin1Char('`')))
            qFatal("outcome neither `message` nor accepted: %s", qPrintable(outcome));
        const qsizetype close = outcome.indexOf(QLatin1Char('`'), 1);
        if (close < 0)
            qFatal("outcome without its closing backtick: %s", qPrintable(outcome));
        messages << outcome.mid(1, close - 1);
    }
    return messages;
}

// The quoted tokens of a message ('abc', '\xef\xbb\xbf9', 'key: value').
QStringList quotedTokens(const QString& text)
{
    static const QRegularExpression quoted(QStringLiteral("'[^']*'"));
    QStringList tokens;
    for (const auto& m : quoted.globalMatch(text))
        tokens << m.captured(0);
    return tokens;
}

QString withoutQuotedTokens(QString text)
{
    static const QRegularExpression quoted(QStringLiteral("'[^']*'"));
    return text.replace(quoted, QStringLiteral(" "));
}

bool hasChinese(const QString& text)
{
    for (QChar c : text)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

// Words that stay as they are in Chinese too: names of encodings, byte names and units.
const QSet<QString>& keptWords()
{
    static const QSet<QString> words{QStringLiteral("UTF"),   QStringLiteral("BOM"),
                                     QStringLiteral("ASCII"), QStringLiteral("PuzzleLab"),
                                     QStringLiteral("MiB"),   QStringLiteral("NUL")};
    return words;
}

// Keys and values of the definition format (SPEC 7) that sentences name unquoted,
// and JSON itself: they are what the file says, in any language.
const QSet<QString>& definitionWords()
{
    static const QSet<QString> words{
        QStringLiteral("JSON"),   QStringLiteral("uniform"),      QStringLiteral("anyOf"),
        QStringLiteral("values"), QStringLiteral("editableGoal"), QStringLiteral("moveOrder"),
        QStringLiteral("start"),  QStringLiteral("cells"),        QStringLiteral("moves"),
        QStringLiteral("null"),   QStringLiteral("true"),         QStringLiteral("false"),
        QStringLiteral("add"),    QStringLiteral("move"),         QStringLiteral("rrggbb")};
    return words;
}

// The definition rows of the table, read again: each row's definition text (the
// rows tst_bad_input writes into docs/bad-input.md) and what the reader says of it.
struct DefinitionRow {
    QString name;
    std::vector<std::string> expected;  // the table's lines, core's English
    Problems problems;                  // the reader's problems, to be worded here
};

std::vector<DefinitionRow> definitionRows()
{
    std::vector<DefinitionRow> rows;
    bad_definitions::forEachRow([&](const char* name, const bad_definitions::Base& base,
                                    std::vector<bad_definitions::Edit> edits,
                                    std::initializer_list<std::string_view> expected) {
        DefinitionRow row{QString::fromUtf8(name), {}, {}};
        for (const std::string_view line : expected)
            row.expected.emplace_back(line);
        row.problems = readDefinition(bad_definitions::rowText(base, edits)).problems;
        rows.push_back(std::move(row));
    });
    return rows;
}

// The rows of other solvers' files (tst_bad_input's "tws file" and "kpuzzle file"
// rows), read as the library reads them.
std::vector<DefinitionRow> importedRows()
{
    std::vector<DefinitionRow> rows;
    for (const bad_imported::Row& r : bad_imported::rows())
        rows.push_back(
            {QString::fromStdString(r.reader + ": " + r.name), {}, bad_imported::problemsOf(r)});
    return rows;
}

// The keywords and keys of twsearch's and cubing.js's files that sentences name as
// they are written.
const QSet<QString>& importedWords()
{
    static const QSet<QString> words{
        QStringLiteral("twsearch"),      QStringLiteral("Name"),
        QStringLiteral("Set"),           QStringLiteral("Solved"),
        QStringLiteral("StartState"),    QStringLiteral("End"),
        QStringLiteral("Move"),          QStringLiteral("MoveTransformation"),
        QStringLiteral("MoveAlias"),     QStringLiteral("MoveSequence"),
        QStringLiteral("Illegal"),       QStringLiteral("KPuzzle"),
        QStringLiteral("orientationMod")};
    return words;
}

// The number of "definition" rows of docs/bad-input.md that are refused.
int refusedDefinitionRowsInTable()
{
    QFile file(QStringLiteral(PL_SOURCE_DIR "/docs/bad-input.md"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read docs/bad-input.md");
    int count = 0;
    for (const QByteArray& rawLine : file.readAll().split('\n')) {
        const QStringList cells = tableCells(QString::fromUtf8(rawLine).trimmed());
        if (cells.size() >= 4 && cells.constFirst() == QLatin1String("definition") &&
            !cells.constLast().startsWith(QLatin1String("accepted")))
            ++count;
    }
    return count;
}

}  // namespace

// The contest puzzles' rows of the table that have a message, each with the problems
// its reader reports on the row's whole input (read through the structured API, as the
// window reads it): the first one is the row's message.
std::vector<contest_rows::Row> contestRows()
{
    return contest_rows::readRows();
}

QString rowName(const contest_rows::Row& row)
{
    return QString::fromStdString(row.reader + " / " + row.name);
}

// Sentences of the core that the bad-input table does not reach, as the readers
// report them (code, arguments, where), with core's English for each.
std::vector<std::pair<Problem, std::string>> otherProblems()
{
    const auto line = [](int n) { return Problem::Where{n, 0, "", 0}; };
    const auto bare = [](std::string code, std::vector<std::string> args = {}) {
        return Problem{std::move(code), std::move(args), {}};
    };
    const auto at = [&](Problem p, int n) { return placedAt(std::move(p), line(n)); };
    Problem counts = bare("position.label-counts-2");
    counts.parts = {bare("position.label-once", {"1"}), bare("position.label-times", {"2", "15"})};
    return {
        {at(bare("solution.file-no-version"), 2), "line 2: the header has no version number"},
        {at(bare("solution.file-no-key"), 4), "line 4: a line starts with ':' but has no key"},
        {at(bare("solution.file-no-puzzle", {"clocks, msquare, rotation"}), 2),
         "line 2: no puzzle is named (expected one of clocks, msquare, rotation)"},
        {at(bare("solution.file-unknown-puzzle", {"'cubes'", "clocks, msquare, rotation"}), 2),
         "line 2: unknown puzzle 'cubes' (expected one of clocks, msquare, rotation)"},
        {at(wrapProblem("solution.bad-moves", {}, bare("moves.out-of-range")), 4),
         "line 4: bad moves: a move is out of range"},
        {at(wrapProblem("solution.bad-position", {}, bare("position.board-tile", {"9"})), 3),
         "line 3: bad position: board has tile 9; tiles are 1 to 8"},
        {bare("position.clocks-count", {"8"}), "a clocks position has 9 clocks, not 8"},
        {bare("position.clock-turns", {"E", "5"}),
         "clock E is 5 quarter turns past 12, more than 3"},
        {bare("position.msquare-count", {"15"}),
         "a Magic Squares position has 16 cells (board and target), not 15"},
        {bare("position.target-tile", {"0"}), "target has tile 0; tiles are 1 to 8"},
        {bare("position.cell-count", {"24", "23"}), "expected 24 cells, found 23"},
        {counts, "label 1 appears once, label 2 appears 15 times (each must appear 8 times)"},
        {bare("engine.no-combination"), "no combination of moves solves this position"},
        {bare("engine.unreachable"), "the target cannot be reached from this board"},
        {bare("engine.no-solution-within", {"40"}), "no solution within 40 moves"},
    };
}

class TestBadInputWording : public QObject {
    Q_OBJECT
private:
    void checkTranslated(const char* localeName)
    {
        QVERIFY(installTranslations(*qApp, QLocale(QString::fromLatin1(localeName))));
        static const QRegularExpression number(QStringLiteral("\\d+"));
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
        const std::vector<contest_rows::Row> rows = contestRows();
        QVERIFY2(rows.size() >= 180, qPrintable(QString::number(rows.size())));
        for (const contest_rows::Row& row : rows) {
            QVERIFY2(row.reread && !row.problems.empty(), qPrintable(rowName(row)));
            const Problem& problem = row.problems.front();
            const QString message = QString::fromStdString(problemLine(problem));
            const QString translated = i18n::problemLine(problem);
            const QByteArray context = (message + QStringLiteral("\n  -> ") + translated).toUtf8();
            QVERIFY2(hasChinese(translated), context.constData());
            for (const QString& token : quotedTokens(message))
                QVERIFY2(translated.contains(token), context.constData());
            for (const auto& m : number.globalMatch(withoutQuotedTokens(message)))
                QVERIFY2(translated.contains(m.captured(0)), context.constData());
            for (const auto& m : word.globalMatch(withoutQuotedTokens(translated)))
                QVERIFY2(keptWords().contains(m.captured(0)),
                         (QStringLiteral("English word '") + m.captured(0) +
                          QStringLiteral("' in: ") + QString::fromUtf8(context))
                             .toUtf8()
                             .constData());
        }
    }

    // Every problem of every bad-definition row, in the window's wording: Chinese,
    // with the file's own text (arguments, key path) and every number and quoted
    // token of the English line, and no English prose besides.
    void checkDefinitionsTranslated(const char* localeName)
    {
        QVERIFY(installTranslations(*qApp, QLocale(QString::fromLatin1(localeName))));
        static const QRegularExpression number(QStringLiteral("\\d+"));
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
        static const QRegularExpression quoted(QStringLiteral("'[^']*'|\"[^\"]*\""));
        int shown = 0;
        std::vector<DefinitionRow> rows = definitionRows();
        for (DefinitionRow& row : importedRows())
            rows.push_back(std::move(row));
        for (const DefinitionRow& row : rows) {
            for (const Problem& p : row.problems) {
                const QString english = QString::fromStdString(problemLine(p));
                const QString translated = i18n::problemLine(p);
                const QByteArray context = (row.name + QStringLiteral(": ") + english +
                                            QStringLiteral("\n  -> ") + translated)
                                               .toUtf8();
                QVERIFY2(hasChinese(translated), context.constData());
                // The file's own text, as it is.
                QStringList data;
                for (const std::string& a : p.args)
                    data << QString::fromStdString(a);
                if (!p.where.path.empty())
                    data << QString::fromStdString(p.where.path);
                // Longest first: an argument "0" must not cut into the path "cells[0]".
                std::sort(data.begin(), data.end(),
                          [](const QString& a, const QString& b) { return a.size() > b.size(); });
                for (const QString& d : data)
                    QVERIFY2(translated.contains(d), context.constData());
                for (const auto& m : quoted.globalMatch(english))
                    QVERIFY2(translated.contains(m.captured(0)), context.constData());
                QString rest = english;
                for (const QString& d : data)
                    rest.replace(d, QStringLiteral(" "));
                for (const auto& m : number.globalMatch(rest.replace(quoted, QStringLiteral(" "))))
                    QVERIFY2(translated.contains(m.captured(0)), context.constData());
                // No English left once the file's text and quoted tokens are out.
                QString words = translated;
                for (const QString& d : data)
                    words.replace(d, QStringLiteral(" "));
                for (const auto& m : word.globalMatch(words.replace(quoted, QStringLiteral(" "))))
                    QVERIFY2(keptWords().contains(m.captured(0)) ||
                                 definitionWords().contains(m.captured(0)) ||
                                 importedWords().contains(m.captured(0)),
                             (QStringLiteral("English word '") + m.captured(0) +
                              QStringLiteral("' in: ") + QString::fromUtf8(context))
                                 .toUtf8()
                                 .constData());
                ++shown;
            }
        }
        QVERIFY2(shown >= 100, qPrintable(QString::number(shown)));
    }

private slots:
    void cleanup() { installTranslations(*qApp, QLocale(QLocale::English)); }

    void tableIsRead()
    {
        const QStringList messages = badInputMessages();
        // docs/bad-input.md has hundreds of rows; most are errors.
        QVERIFY2(messages.size() > 150, qPrintable(QString::number(messages.size())));
        QVERIFY(messages.contains(
            QStringLiteral("case 2: clock A shows -3; a clock shows 3, 6, 9 or 12")));
    }

    // English is the core's own text, character for character: the window's wording
    // of each row's problem is the row's message in the table, byte for byte, and every
    // message of the table outside the definition rows is one of them.
    void englishIsUnchanged()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QLocale::English)));
        const QStringList messages = badInputMessages();
        QStringList shown;
        for (const contest_rows::Row& row : contestRows()) {
            // Every row is read again, also those whose input the table shows cut.
            QVERIFY2(row.reread && !row.problems.empty(), qPrintable(rowName(row)));
            const Problem& problem = row.problems.front();
            const QString english = i18n::problemLine(problem);
            QCOMPARE(english, QString::fromStdString(problemLine(problem)));
            // As the table writes it (cell() escapes what would break a table row).
            const QString written =
                QString::fromStdString(contest_rows::cell(english.toStdString()));
            QCOMPARE(written, QString::fromStdString(row.message));
            QVERIFY2(messages.contains(written), qPrintable(written));
            shown << written;
        }
        for (const QString& message : messages)
            QVERIFY2(shown.contains(message), qPrintable(message));
        QCOMPARE(shown.size(), messages.size());
        QVERIFY2(shown.size() >= 180, qPrintable(QString::number(shown.size())));
        for (const auto& [problem, english] : otherProblems())
            QCOMPARE(i18n::problemLine(problem), QString::fromStdString(english));
    }

    void simplifiedChinese() { checkTranslated("zh_CN"); }
    void traditionalChinese() { checkTranslated("zh_TW"); }

    // The definition rows read again give what the table says (so the rows checked
    // below are the table's), and in English the window words them as core does.
    void definitionRowsAreTheTable()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QLocale::English)));
        const std::vector<DefinitionRow> rows = definitionRows();
        int refused = 0;
        for (const DefinitionRow& row : rows) {
            QCOMPARE(row.problems.size(), row.expected.size());
            for (std::size_t i = 0; i < row.problems.size(); ++i) {
                QCOMPARE(problemLine(row.problems[i]), row.expected[i]);
                QCOMPARE(i18n::problemLine(row.problems[i]),
                         QString::fromStdString(row.expected[i]));
            }
            refused += row.problems.empty() ? 0 : 1;
        }
        QCOMPARE(refused, refusedDefinitionRowsInTable());
        QVERIFY2(refused >= 40, qPrintable(QString::number(refused)));
    }

    void definitionsSimplifiedChinese() { checkDefinitionsTranslated("zh_CN"); }
    void definitionsTraditionalChinese() { checkDefinitionsTranslated("zh_TW"); }

    // Sentences of the core that the bad-input table does not reach: in Chinese, with
    // every quoted token and number kept.
    void otherSentences()
    {
        static const QRegularExpression number(QStringLiteral("\\d+"));
        for (const char* locale : {"zh_CN", "zh_TW"}) {
            QVERIFY(installTranslations(*qApp, QLocale(QString::fromLatin1(locale))));
            for (const auto& [problem, english] : otherProblems()) {
                const QString message = QString::fromStdString(english);
                const QString translated = i18n::problemLine(problem);
                const QByteArray context =
                    (message + QStringLiteral("\n  -> ") + translated).toUtf8();
                QVERIFY2(hasChinese(translated), context.constData());
                for (const QString& token : quotedTokens(message))
                    QVERIFY2(translated.contains(token), context.constData());
                for (const auto& m : number.globalMatch(withoutQuotedTokens(message)))
                    QVERIFY2(translated.contains(m.captured(0)), context.constData());
            }
        }
    }

    // Text that is no problem of core's (a reader's sentence passed on, code "internal")
    // is shown as it is in every language, also when part of it looks like a message
    // the window words: it is never partly translated or read for placeholders.
    void unknownUnchanged_data()
    {
        QTest::addColumn<QString>("message");
        const char* const texts[] = {
            "",
            "something went wrong",
            "case 3: something went wrong",
            "line 7: bad position: the moon is made of cheese",
            "'x' is not a number, really",
            "expected 9 numbers, found many",
            "clock J shows 5; a clock shows 3, 6, 9 or 12",
            "label 1 appears 9 times, and so on (each must appear 8 times)",
            "case 1: 'x' is not a number (the weather is fine)",
            "expected 9 numbers, found 8\n",
            "Case 1: 'x' is not a number",
            "%1 is not a number",
            // A whole message of the table, passed on rather than reported as a problem.
            "case 2: clock A shows -3; a clock shows 3, 6, 9 or 12",
        };
        for (const char* t : texts)
            QTest::newRow(t) << QString::fromUtf8(t);
    }

    void unknownUnchanged()
    {
        QFETCH(QString, message);
        const Problem passedOn{"internal", {message.toStdString()}, {}};
        QCOMPARE(QString::fromStdString(problemLine(passedOn)), message);
        for (const char* locale : {"en", "zh_CN", "zh_TW"}) {
            QVERIFY(installTranslations(*qApp, QLocale(QString::fromLatin1(locale))));
            QCOMPARE(i18n::problemLine(passedOn), message);
        }
    }

    // Arguments are carried over whole, never read again as placeholders.
    void argumentsStayLiteral()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_CN"))));
        const Problem p = placedAt(Problem{"text.not-number", {"'%1%2'"}, {}}, {0, 0, "", 2});
        const QString translated = i18n::problemLine(p);
        QVERIFY2(translated.contains(QStringLiteral("'%1%2'")), qPrintable(translated));
        QVERIFY2(hasChinese(translated), qPrintable(translated));
    }
};

QTEST_MAIN(TestBadInputWording)
#include "tst_bad_input_wording.moc"
