// The window's wording of core's structured problems (models/problem_text_tr): every
// code of core's table is translated to Simplified and Traditional Chinese and keeps
// its arguments and quoted tokens; with no translator it says exactly what core's
// English formatter says; locations translate; arguments go in literally.
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

#include <algorithm>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "../core/contest_rows.h"
#include "core/definition_puzzle.h"
#include "core/problem.h"
#include "core/progress.h"
#include "core/registry.h"
#include "models/problem_text_tr.h"
#include "models/table_service.h"

using namespace pl;

namespace {

constexpr char kContext[] = "pl::Problem";

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

bool hasChinese(const QString& text)
{
    for (QChar c : text)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("\\{\\d\\}"));
    QSet<QString> found;
    for (const auto& m : pattern.globalMatch(text))
        found << m.captured(0);
    return found;
}

// Tokens a sentence quotes: '...' and "..." (as written in the file: keys, values).
const QRegularExpression& quotedPattern()
{
    static const QRegularExpression quoted(QStringLiteral("'[^']*'|\"[^\"]*\""));
    return quoted;
}

QStringList quotedTokens(const QString& text)
{
    QStringList tokens;
    for (const auto& m : quotedPattern().globalMatch(text))
        tokens << m.captured(0);
    return tokens;
}

// Words that stay as they are in Chinese: names of encodings and formats, units, engine
// names ("table"), and the keys and values of the definition format (SPEC 7) that the
// sentences name unquoted.
const QSet<QString>& keptWords()
{
    static const QSet<QString> words{
        QStringLiteral("JSON"), QStringLiteral("UTF"), QStringLiteral("NUL"), QStringLiteral("BOM"),
        QStringLiteral("MiB"), QStringLiteral("PuzzleLab"), QStringLiteral("uniform"),
        QStringLiteral("anyOf"), QStringLiteral("moveOrder"), QStringLiteral("editableGoal"),
        QStringLiteral("values"), QStringLiteral("null"), QStringLiteral("true"),
        QStringLiteral("false"), QStringLiteral("start"), QStringLiteral("cells"),
        QStringLiteral("moves"), QStringLiteral("add"), QStringLiteral("move"),
        QStringLiteral("rrggbb"), QStringLiteral("table"), QStringLiteral("ASCII"),
        QStringLiteral("KiB"), QStringLiteral("GiB"), QStringLiteral("TiB"), QStringLiteral("PiB"),
        QStringLiteral("EiB"),
        // The keywords and keys of other solvers' files (SPEC 8.3), as the files write them.
        QStringLiteral("twsearch"), QStringLiteral("Name"), QStringLiteral("Set"),
        QStringLiteral("Solved"), QStringLiteral("StartState"), QStringLiteral("End"),
        QStringLiteral("Move"), QStringLiteral("MoveTransformation"), QStringLiteral("MoveAlias"),
        QStringLiteral("MoveSequence"), QStringLiteral("Illegal"), QStringLiteral("KPuzzle"),
        QStringLiteral("orientationMod")};
    return words;
}

// English words left in `text` once its quoted tokens and `data` (the arguments: they
// are the file's own text) are taken out.
QStringList englishWords(QString text, QStringList data)
{
    // Longest first: an argument "0" must not cut into a path "cells[0]".
    std::sort(data.begin(), data.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    for (const QString& d : data)
        if (!d.isEmpty())
            text.replace(d, QStringLiteral(" "));
    text.replace(quotedPattern(), QStringLiteral(" "));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    QStringList words;
    for (const auto& m : word.globalMatch(text))
        if (!keptWords().contains(m.captured(0)))
            words << m.captured(0);
    return words;
}

// Arguments that can be told apart from everything else in a sentence.
std::vector<std::string> markedArguments()
{
    return {"7001", "7002", "7003"};
}

std::unique_ptr<QTranslator> loadTranslator(const QString& locale)
{
    auto translator = std::make_unique<QTranslator>();
    const QString file = QStringLiteral(PL_QM_DIR "/puzzlelab_%1.qm").arg(locale);
    if (!translator->load(file))
        qFatal("cannot load %s", qPrintable(file));
    return translator;
}

// Problem codes named as string literals anywhere in core and models ("def.too-deep",
// "engine.memory", ...): a code reported without a wording would reach the window bare.
QSet<QString> codesInSources()
{
    static const QRegularExpression code(QStringLiteral(
        "\"((?:def|position|goal|moves|engine|file|registry|case|solution|text)\\.[a-z0-9-]+)\""));
    QSet<QString> codes;
    for (const char* dir : {PL_SOURCE_DIR "/src/core", PL_SOURCE_DIR "/src/models"}) {
        QDirIterator it(QString::fromLatin1(dir), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (!f.open(QIODevice::ReadOnly))
                qFatal("cannot read %s", qPrintable(f.fileName()));
            for (const auto& m : code.globalMatch(QString::fromUtf8(f.readAll())))
                codes << m.captured(1);
        }
    }
    return codes;
}

// The arguments of `problem` and of its parts: the input's own text.
void collectArguments(const Problem& problem, QStringList* out)
{
    for (const std::string& a : problem.args)
        *out << qs(a);
    for (const Problem& part : problem.parts)
        collectArguments(part, out);
}

}  // namespace

class TestProblemText : public QObject {
    Q_OBJECT
private slots:
    void tableIsComplete()
    {
        QSet<QString> worded;
        for (const ProblemWording& w : problemWordings()) {
            QVERIFY2(!worded.contains(qs(w.code)), qPrintable(qs(w.code)));  // once each
            worded << qs(w.code);
            QCOMPARE(problemWording(w.code), w.english);
        }
        QVERIFY2(worded.size() >= 110, qPrintable(QString::number(worded.size())));
        const QSet<QString> named = codesInSources();
        QVERIFY2(named.size() >= 100, qPrintable(QString::number(named.size())));
        for (const QString& code : named)
            QVERIFY2(worded.contains(code), qPrintable(QStringLiteral("no wording: ") + code));
        QVERIFY(problemWording("no.such-code").empty());
    }

    void everyCodeTranslated_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
    }

    void everyCodeTranslated()
    {
        QFETCH(QString, locale);
        const auto translator = loadTranslator(locale);
        QVERIFY(QCoreApplication::installTranslator(translator.get()));
        int checked = 0;
        for (const ProblemWording& w : problemWordings()) {
            if (w.code == "internal")  // "{0}": a message from elsewhere, no words of its own
                continue;
            const QString english = qs(w.english);
            const std::string source(w.english);
            const QString translation = QCoreApplication::translate(kContext, source.c_str());
            const QString where = qs(w.code) + QStringLiteral(": ") + english +
                                  QStringLiteral("\n  -> ") + translation;
            QVERIFY2(translation != english, qPrintable(QStringLiteral("untranslated ") + where));
            QVERIFY2(hasChinese(translation), qPrintable(where));
            QVERIFY2(placeholders(translation) == placeholders(english),
                     qPrintable(QStringLiteral("placeholders differ: ") + where));
            for (const QString& token : quotedTokens(english))
                QVERIFY2(translation.contains(token), qPrintable(QStringLiteral("lost ") + token +
                                                                 QStringLiteral(": ") + where));

            // Filled in: every argument the English sentence uses is in the translated one.
            Problem p{std::string(w.code), markedArguments(), {}};
            const QString shown = i18n::problemText(p);
            const QString english_shown = qs(problemText(p));
            QStringList args;
            for (const std::string& a : p.args) {
                args << qs(a);
                if (english_shown.contains(qs(a)))
                    QVERIFY2(shown.contains(qs(a)),
                             qPrintable(where + QStringLiteral("\n  = ") + shown));
            }
            QVERIFY2(!shown.contains(QLatin1Char('{')) || english_shown.contains(QLatin1Char('{')),
                     qPrintable(shown));  // nothing left unfilled
            const QStringList words = englishWords(shown, args);
            QVERIFY2(words.isEmpty(),
                     qPrintable(QStringLiteral("English left (") + words.join(QLatin1Char(' ')) +
                                QStringLiteral("): ") + where));
            ++checked;
        }
        QVERIFY(checked >= 110);
        QCoreApplication::removeTranslator(translator.get());
    }

    // With no translator the window says what the command line says, to the byte.
    void englishAgrees()
    {
        const std::vector<Problem::Where> wheres = {{},
                                                    {7, 3, "modulus"},
                                                    {7, 3, ""},
                                                    {12, 0, "moves[3]"},
                                                    {2, 0, ""},
                                                    {0, 0, "cells"},
                                                    {0, 5, "view.palette[\"4\"]"}};
        const std::vector<std::vector<std::string>> argSets = {{},
                                                               markedArguments(),
                                                               {"\"dials\"", "{1}", "%1"},
                                                               {"Lights Out 3\xC3\x97"
                                                                "3",
                                                                "[...]"}};
        int compared = 0;
        for (const ProblemWording& w : problemWordings())
            for (const auto& args : argSets)
                for (const Problem::Where& where : wheres) {
                    const Problem p{std::string(w.code), args, where};
                    QCOMPARE(i18n::problemText(p), qs(problemText(p)));
                    QCOMPARE(i18n::problemLine(p), qs(problemLine(p)));
                    ++compared;
                }
        QVERIFY(compared > 3000);
        for (const Problem::Where& where : wheres)
            QCOMPARE(i18n::whereText(where), qs(whereText(where)));
        // A code with no wording: the code and its arguments, in both.
        const Problem unknown{"no.such-code", {"1", "two"}, {3, 4, "x"}};
        QCOMPARE(i18n::problemLine(unknown), qs(problemLine(unknown)));
        QCOMPARE(i18n::problemText(unknown), QStringLiteral("no.such-code 1 two"));
        // Core's English, checked here against its own table: a location and a sentence.
        const Problem modulus{"def.modulus", {"1"}, {7, 14, "modulus"}};
        QCOMPARE(qs(problemLine(modulus)),
                 QStringLiteral("line 7, column 14 (modulus): the modulus must be an integer "
                                "from 2 to 64, not 1"));
    }

    void whereTranslated_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
    }

    void whereTranslated()
    {
        QFETCH(QString, locale);
        const auto translator = loadTranslator(locale);
        QVERIFY(QCoreApplication::installTranslator(translator.get()));
        for (const Problem::Where& where : std::vector<Problem::Where>{
                 {7, 31, "moves[3].cycles[0]"}, {7, 31, ""}, {47, 0, "cells"}, {47, 0, ""}}) {
            const QString shown = i18n::whereText(where);
            QVERIFY2(hasChinese(shown), qPrintable(shown));
            QVERIFY2(shown.contains(QString::number(where.line)), qPrintable(shown));
            if (where.column > 0)
                QVERIFY2(shown.contains(QString::number(where.column)), qPrintable(shown));
            QVERIFY2(shown.contains(qs(where.path)), qPrintable(shown));
            QVERIFY2(englishWords(shown, {qs(where.path)}).isEmpty(), qPrintable(shown));
        }
        // A key path alone is the file's own text: shown as it is.
        QCOMPARE(i18n::whereText({0, 0, "view.regions[0]"}), QStringLiteral("view.regions[0]"));
        QCOMPARE(i18n::whereText({}), QString());
        // The whole line: the location, then the sentence, both translated.
        const Problem p{"def.missing-key", {"kind"}, {1, 1, ""}};
        const QString line = i18n::problemLine(p);
        QVERIFY2(line.startsWith(i18n::whereText(p.where)), qPrintable(line));
        QVERIFY2(line.endsWith(i18n::problemText(p)), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("\"kind\"")), qPrintable(line));
        QVERIFY2(englishWords(line, {}).isEmpty(), qPrintable(line));
        // No location: the sentence alone.
        const Problem bare{"def.empty", {}, {}};
        QCOMPARE(i18n::problemLine(bare), i18n::problemText(bare));
        QVERIFY(hasChinese(i18n::problemLine(bare)));
        QCoreApplication::removeTranslator(translator.get());
    }

    // Engine phases: a code with core's English word, translated in the window.
    void phasesTranslated()
    {
        for (const Phase phase : kPhases) {  // no translator: core's English
            QCOMPARE(i18n::phaseText(phase, 17), qs(phaseText(Progress{phase, 17, 0, 0})));
            QVERIFY(!phaseWording(phase).empty());
        }
        QCOMPARE(qs(phaseText(Progress{Phase::SearchingBound, 17, 0, 0})),
                 QStringLiteral("searching bound 17"));
        for (const char* name : {"zh_CN", "zh_TW"}) {
            const QString locale = QString::fromLatin1(name);
            const auto translator = loadTranslator(locale);
            QVERIFY(QCoreApplication::installTranslator(translator.get()));
            QSet<QString> shown;
            for (const Phase phase : kPhases) {
                const QString text = i18n::phaseText(phase, 17);
                QVERIFY2(hasChinese(text), qPrintable(locale + QStringLiteral(": ") + text));
                QVERIFY2(englishWords(text, {}).isEmpty(), qPrintable(text));
                shown << text;
            }
            QCOMPARE(shown.size(), qsizetype(std::size(kPhases)));  // each its own words
            QVERIFY(i18n::phaseText(Phase::SearchingBound, 17).contains(QStringLiteral("17")));
            QVERIFY(!i18n::phaseText(Phase::BreadthFirst, 17).contains(QStringLiteral("17")));
            QCoreApplication::removeTranslator(translator.get());
        }
    }

    // The contest readers' messages (docs/bad-input.md, re-read as problems): in English
    // the window says what the command line says; translated, each is Chinese, keeps
    // every number and quoted token of the English, and leaves no English prose.
    void contestMessagesTranslated()
    {
        const std::vector<contest_rows::Row> rows = contest_rows::readRows();
        int shown = 0;
        for (const contest_rows::Row& row : rows) {
            // Every row is read again (its input whole from tests/core/bad_input_rows.h).
            QVERIFY2(row.reread && !row.problems.empty(),
                     qPrintable(qs(row.reader) + QStringLiteral(" / ") + qs(row.name)));
            const Problem& p = row.problems.front();
            QCOMPARE(i18n::problemLine(p), qs(problemLine(p)));
            ++shown;
        }
        QVERIFY2(shown >= 180, qPrintable(QString::number(shown)));
        static const QRegularExpression number(QStringLiteral("\\d+"));
        for (const char* name : {"zh_CN", "zh_TW"}) {
            const QString locale = QString::fromLatin1(name);
            const auto translator = loadTranslator(locale);
            QVERIFY(QCoreApplication::installTranslator(translator.get()));
            for (const contest_rows::Row& row : rows) {
                const Problem& p = row.problems.front();
                const QString english = qs(problemLine(p));
                const QString translated = i18n::problemLine(p);
                const QString where = locale + QStringLiteral(" ") + qs(row.reader) +
                                      QStringLiteral(" / ") + qs(row.name) + QStringLiteral(": ") +
                                      english + QStringLiteral("\n  -> ") + translated;
                QVERIFY2(hasChinese(translated), qPrintable(where));
                for (const QString& token : quotedTokens(english))
                    QVERIFY2(translated.contains(token), qPrintable(where));
                for (const auto& m : number.globalMatch(english))
                    QVERIFY2(translated.contains(m.captured(0)), qPrintable(where));
                QStringList args;
                collectArguments(p, &args);
                const QStringList words = englishWords(translated, args);
                QVERIFY2(words.isEmpty(),
                         qPrintable(QStringLiteral("English left (") +
                                    words.join(QLatin1Char(' ')) + QStringLiteral("): ") + where));
            }
            QCoreApplication::removeTranslator(translator.get());
        }
    }

    // The window's refusals (a table or an engine that would not fit) are worded from
    // the puzzle's structured refusal: in English exactly the puzzle's sentence, in
    // Chinese with every number kept and no English word left. The 15-puzzle's table
    // would need more memory than allowed, so it and the "table" engine are refused;
    // "ida" is not.
    void refusalsTranslated()
    {
        const Registry registry = Registry::bundled();
        const DefinitionPuzzle fifteen(registry.find("fifteen-puzzle"));
        const std::string table = fifteen.tableRefusal();
        const std::string engine = fifteen.engineRefusal("table");
        QVERIFY(!table.empty());
        QVERIFY(!engine.empty());
        QCOMPARE(i18n::tableRefusalText(fifteen), qs(table));
        QCOMPARE(i18n::engineRefusalText(fifteen, "table"), qs(engine));
        QVERIFY(i18n::engineRefusalText(fifteen, "ida").isEmpty());
        static const QRegularExpression number(QStringLiteral("\\d+"));
        for (const char* name : {"zh_CN", "zh_TW"}) {
            const auto translator = loadTranslator(QString::fromLatin1(name));
            QVERIFY(QCoreApplication::installTranslator(translator.get()));
            const std::pair<std::string, QString> shown[] = {
                {table, i18n::tableRefusalText(fifteen)},
                {engine, i18n::engineRefusalText(fifteen, "table")},
            };
            for (const auto& [english, translated] : shown) {
                const QString where = QString::fromLatin1(name) + QStringLiteral(": ") +
                                      qs(english) + QStringLiteral("\n  -> ") + translated;
                QVERIFY2(hasChinese(translated), qPrintable(where));
                for (const auto& m : number.globalMatch(qs(english)))
                    QVERIFY2(translated.contains(m.captured(0)), qPrintable(where));
                const QStringList words = englishWords(translated, {});
                QVERIFY2(words.isEmpty(), qPrintable(words.join(QLatin1Char(' ')) + where));
            }
            QVERIFY(i18n::engineRefusalText(fifteen, "ida").isEmpty());
            // The window's table questions (State space) are refused in the same
            // translated words, not in the core's English. (A distance, for Play by Hand
            // and Hint, is searched for instead where no table fits: issue 23.)
            TableService service;
            QSignalSpy answered(&service, &TableService::finished);
            const auto shared =
                std::make_shared<const DefinitionPuzzle>(registry.find("fifteen-puzzle"));
            service.histogram(shared);
            QVERIFY(answered.wait(10000));
            const auto answer = answered.front().at(1).value<TableAnswer>();
            QCOMPARE(answer.error, i18n::tableRefusalText(fifteen));
            QVERIFY2(hasChinese(answer.error), qPrintable(answer.error));
            service.distance(shared, shared->initial());
            QVERIFY(answered.wait(60000));
            const auto searched = answered.back().at(1).value<TableAnswer>();
            QVERIFY2(searched.ok(), qPrintable(searched.error));
            QVERIFY(searched.searched);
            QCOMPARE(searched.distances, std::vector<int>{0});
            QCoreApplication::removeTranslator(translator.get());
        }
    }

    // The first problem's line, translated, as the window shows a reader's refusal;
    // nothing at all for no problem.
    void firstProblemLineTranslated()
    {
        QVERIFY(i18n::firstProblemLine({}).isEmpty());
        const Problems two{Problem{"internal", {"first"}, {3, 0, "", 0}},
                           Problem{"internal", {"second"}, {}}};
        QCOMPARE(i18n::firstProblemLine(two), qs(firstProblemLine(two)));
        QCOMPARE(i18n::firstProblemLine(two), i18n::problemLine(two.front()));
    }

    // Memory is worded in KiB/MiB/GiB, never as raw bytes, and a failure shown alone
    // starts with a capital (issue 23, point 8).
    void memoryInBinaryUnits()
    {
        const Problem search{"engine.memory", {"2818572288", "2147483648"}, {}};
        QCOMPARE(qs(problemText(search)),
                 QStringLiteral("the search needs more than 2.6 GiB of memory, above the limit "
                                "of 2.0 GiB"));
        QCOMPARE(i18n::sentence(i18n::problemText(search)),
                 QStringLiteral("The search needs more than 2.6 GiB of memory, above the limit "
                                "of 2.0 GiB"));
        const Problem table{"engine.table-memory", {"5230697509376", "2147483648"}, {}};
        QCOMPARE(qs(problemText(table)),
                 QStringLiteral("the table would need 4.8 TiB of memory, more than the limit of "
                                "2.0 GiB"));
        // The limit covers the process: memory held by tables in use elsewhere is said.
        const Problem held{"engine.memory-held", {"1048576", "2147483648", "2139095040"}, {}};
        QCOMPARE(qs(problemText(held)),
                 QStringLiteral("1.0 MiB of memory is needed, and tables kept for other solves "
                                "hold 2.0 GiB that they cannot let go of now: together more than "
                                "the limit of 2.0 GiB"));
        QCOMPARE(byteSizeText("512"), std::string("512 bytes"));
        QCOMPARE(byteSizeText("1024"), std::string("1.0 KiB"));
        QCOMPARE(byteSizeText("1048535"), std::string("1.0 MiB"));  // 1023.96 KiB, rounded
        QCOMPARE(byteSizeText("10004080"), std::string("9.5 MiB"));
        QCOMPARE(byteSizeText("more than 1.8e19"), std::string("more than 1.8e19 bytes"));
        for (const char* locale : {"zh_CN", "zh_TW"}) {
            const auto translator = loadTranslator(QString::fromLatin1(locale));
            QVERIFY(QCoreApplication::installTranslator(translator.get()));
            const QString shown = i18n::problemText(search);
            QVERIFY2(shown.contains(QStringLiteral("2.6 GiB")) &&
                         shown.contains(QStringLiteral("2.0 GiB")) &&
                         !shown.contains(QStringLiteral("2818572288")),
                     qPrintable(shown));
            QVERIFY2(hasChinese(shown), qPrintable(shown));
            QCOMPARE(i18n::sentence(shown), shown);  // no case to change
            QCoreApplication::removeTranslator(translator.get());
        }
        QCOMPARE(i18n::sentence(QStringLiteral("line 3: x")), QStringLiteral("Line 3: x"));
        QCOMPARE(i18n::sentence(QString()), QString());
    }

    // Arguments are carried over whole: a "{1}" or "%1" in one is not read again.
    void argumentsStayLiteral()
    {
        const auto translator = loadTranslator(QStringLiteral("zh_CN"));
        QVERIFY(QCoreApplication::installTranslator(translator.get()));
        const Problem p{"def.cell-id-duplicate", {"\"{1}%1\"", "4"}, {2, 5, "cells[5].{0}"}};
        const QString line = i18n::problemLine(p);
        QCOMPARE(line.count(QStringLiteral("\"{1}%1\"")), 1);
        QCOMPARE(line.count(QStringLiteral("cells[5].{0}")), 1);
        QVERIFY2(line.contains(QStringLiteral("cells[4]")), qPrintable(line));
        QVERIFY2(hasChinese(line), qPrintable(line));
        QCoreApplication::removeTranslator(translator.get());
        // And the English is as before once the translator is gone.
        QCOMPARE(i18n::problemLine(p), qs(problemLine(p)));
    }
};

QTEST_GUILESS_MAIN(TestProblemText)
#include "tst_problem_text.moc"
