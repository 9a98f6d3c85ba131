#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include <iterator>

#include "core/progress.h"
#include "models/library_model.h"
#include "models/puzzle_names.h"
#include "ui/library_panel.h"
#include "ui/mainwindow.h"
#include "ui/solution_panel.h"
#include "ui/translations.h"

using namespace pl;

namespace {

QStringList menuTitles(const MainWindow& w)
{
    QStringList titles;
    for (QAction* a : w.menuBar()->actions())
        titles << a->text();
    return titles;
}

QString actionText(const MainWindow& w, const char* name)
{
    auto* a = w.findChild<QAction*>(QString::fromLatin1(name));
    return a ? a->text() : QString();
}

bool hasChinese(const QString& text)
{
    for (QChar c : text)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

// Every menu and every item in it, shown translated: an entry lupdate filed under the
// wrong context would stay English.
void checkMenusTranslated(const QList<QAction*>& actions)
{
    for (QAction* a : actions) {
        if (a->isSeparator() || a->text().isEmpty())
            continue;
        QVERIFY2(hasChinese(a->text()), qPrintable(a->text()));
        if (QMenu* menu = a->menu())
            checkMenusTranslated(menu->actions());
    }
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d+|[vm])"));
    QSet<QString> found;
    for (const auto& m : pattern.globalMatch(text))
        found << m.captured(0);
    return found;
}

struct TsMessage {
    QString context;
    QString source;
    QString translation;
    QString type;
};

QList<TsMessage> readTs(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            current = TsMessage{context, {}, {}, {}};
        else if (xml.name() == QLatin1String("source"))
            current.source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            // A plural entry holds its forms as <numerusform> children: all of them,
            // without the indentation between them (empty forms stay empty).
            current.translation =
                xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
            messages << current;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { installTranslations(*qApp, QLocale(QLocale::English)); }

    void embedded()
    {
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/puzzlelab_zh_CN.qm")));
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/puzzlelab_zh_TW.qm")));
    }

    void simplifiedChinese()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_CN"))));
        MainWindow w;
        QVERIFY2(menuTitles(w).contains(QStringLiteral("文件(&F)")),
                 qPrintable(menuTitles(w).join(QLatin1Char(' '))));
        QCOMPARE(actionText(w, "actionSolve"), QStringLiteral("求解(&S)"));
        // Toolbar buttons show the name without the "(S)" of the mnemonic.
        QCOMPARE(w.findChild<QAction*>(QStringLiteral("actionSolve"))->iconText(),
                 QStringLiteral("求解"));
        QCOMPARE(w.libraryPanel()->model()->index(0).data().toString(), QStringLiteral("时钟问题"));
        QCOMPARE(w.libraryPanel()->model()->index(1).data().toString(), QStringLiteral("魔板"));
        checkMenusTranslated(w.menuBar()->actions());
        QCOMPARE(w.libraryPanel()->model()->index(2).data().toString(), QStringLiteral("旋转游戏"));
    }

    void traditionalChinese()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_TW"))));
        MainWindow w;
        QVERIFY2(menuTitles(w).contains(QStringLiteral("檔案(&F)")),
                 qPrintable(menuTitles(w).join(QLatin1Char(' '))));
        QCOMPARE(actionText(w, "actionSolve"), QStringLiteral("求解(&S)"));
        QCOMPARE(w.libraryPanel()->model()->index(0).data().toString(), QStringLiteral("時鐘問題"));
        QCOMPARE(w.libraryPanel()->model()->index(2).data().toString(), QStringLiteral("旋轉遊戲"));
        checkMenusTranslated(w.menuBar()->actions());
    }

    void backToEnglish()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_CN"))));
        QVERIFY(installTranslations(*qApp, QLocale(QLocale::English)));
        MainWindow w;
        QVERIFY(menuTitles(w).contains(QStringLiteral("&File")));
        QCOMPARE(w.libraryPanel()->model()->index(0).data().toString(),
                 QStringLiteral("The Clocks"));
    }

    // The engines in core report their phase as a code (core/puzzle.h, Phase) whose
    // English is core's; the window and Compare show it translated. Every phase of the
    // enum is in core's list kPhases (read from the enum's source, so a new phase
    // missing from the list fails here) and each is shown in Chinese.
    void progressPhasesTranslated()
    {
        QFile header(QStringLiteral(PL_SOURCE_DIR "/src/core/puzzle.h"));
        QVERIFY(header.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(header.readAll());
        const qsizetype start = text.indexOf(QLatin1String("enum class Phase"));
        QVERIFY(start >= 0);
        const QString body = text.mid(start, text.indexOf(QLatin1String("};"), start) - start);
        static const QRegularExpression enumerator(QStringLiteral("\\n\\s+([A-Z]\\w*),"));
        int declared = 0;
        for (auto it = enumerator.globalMatch(body); it.hasNext(); it.next())
            ++declared;
        QCOMPARE(std::size(kPhases), std::size_t(declared));
        QVERIFY(declared >= 6);

        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_CN"))));
        for (const Phase phase : kPhases) {
            const QString shown = SolutionPanel::phaseText(phase, 12);
            QVERIFY2(hasChinese(shown),
                     qPrintable(QString::fromUtf8(phaseWording(phase).data(),
                                                  qsizetype(phaseWording(phase).size())) +
                                QStringLiteral(" -> ") + shown));
        }
        QVERIFY(SolutionPanel::phaseText(Phase::SearchingBound, 12).contains(QStringLiteral("12")));
        QVERIFY(hasChinese(SolutionPanel::progressText(Phase::BreadthFirst, 3, 10, 2.0)));
        QVERIFY(SolutionPanel::progressText(Phase::BreadthFirst, 3, 10, 2.0)
                    .contains(QStringLiteral("3")));
        // In English the window shows core's words.
        QVERIFY(installTranslations(*qApp, QLocale(QLocale::English)));
        for (const Phase phase : kPhases)
            QCOMPARE(SolutionPanel::phaseText(phase, 12),
                     QString::fromStdString(phaseText(Progress{phase, 12, 0, 0})));
        QCOMPARE(SolutionPanel::phaseText(Phase::SearchingBound, 12),
                 QStringLiteral("searching bound 12"));
    }

    void languageNames()
    {
        bool ok = false;
        QCOMPARE(localeFromName(QStringLiteral("zh-TW"), &ok).territory(), QLocale::Taiwan);
        QVERIFY(ok);
        QCOMPARE(localeFromName(QStringLiteral("en"), &ok).language(), QLocale::English);
        QVERIFY(ok);
        QCOMPARE(localeFromName(QStringLiteral("klingon"), &ok).language(), QLocale::C);
        QVERIFY(!ok);
    }

    // Every entry translated, none left over from strings the code no longer has, and
    // each keeps its placeholders and its mnemonic.
    void tsFilesComplete_data()
    {
        QTest::addColumn<QString>("path");
        for (const char* lang : {"zh_CN", "zh_TW"})
            QTest::newRow(lang) << QStringLiteral(PL_SOURCE_DIR "/translations/puzzlelab_%1.ts")
                                       .arg(QLatin1String(lang));
    }
    void tsFilesComplete()
    {
        QFETCH(QString, path);
        const QList<TsMessage> messages = readTs(path);
        QVERIFY(messages.size() > 300);
        for (const TsMessage& m : messages) {
            const QString where = m.context + QStringLiteral(": ") + m.source;
            QVERIFY2(m.type.isEmpty(), qPrintable(m.type + QStringLiteral(" entry: ") + where));
            QVERIFY2(!m.translation.isEmpty(), qPrintable(QStringLiteral("empty: ") + where));
            QVERIFY2(placeholders(m.source) == placeholders(m.translation),
                     qPrintable(QStringLiteral("placeholders differ: ") + where));
            QVERIFY2(
                m.source.contains(QLatin1Char('&')) == m.translation.contains(QLatin1Char('&')),
                qPrintable(QStringLiteral("mnemonic differs: ") + where));
        }
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
