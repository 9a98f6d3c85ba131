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

#include "models/puzzle_list_model.h"
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
        QCOMPARE(w.puzzleModel()->index(0).data().toString(), QStringLiteral("时钟问题"));
        QCOMPARE(w.puzzleModel()->index(1).data().toString(), QStringLiteral("魔板"));
        checkMenusTranslated(w.menuBar()->actions());
        QCOMPARE(w.puzzleModel()->index(2).data().toString(), QStringLiteral("旋转游戏"));
    }

    void traditionalChinese()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_TW"))));
        MainWindow w;
        QVERIFY2(menuTitles(w).contains(QStringLiteral("檔案(&F)")),
                 qPrintable(menuTitles(w).join(QLatin1Char(' '))));
        QCOMPARE(actionText(w, "actionSolve"), QStringLiteral("求解(&S)"));
        QCOMPARE(w.puzzleModel()->index(0).data().toString(), QStringLiteral("時鐘問題"));
        QCOMPARE(w.puzzleModel()->index(2).data().toString(), QStringLiteral("旋轉遊戲"));
        checkMenusTranslated(w.menuBar()->actions());
    }

    void backToEnglish()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_CN"))));
        QVERIFY(installTranslations(*qApp, QLocale(QLocale::English)));
        MainWindow w;
        QVERIFY(menuTitles(w).contains(QStringLiteral("&File")));
        QCOMPARE(w.puzzleModel()->index(0).data().toString(), QStringLiteral("The Clocks"));
    }

    // The engines in core report their phase in English ("searching bound 12"); the
    // window and Compare show it translated. The phases are read from core's
    // sources, so a new one without a translation fails here.
    void progressPhasesTranslated()
    {
        static const QRegularExpression named(
            QStringLiteral("(?:SearchMonitor \\w+\\([^;\\n\"]*|setPhase\\()\"([^\"\\n]+)\""));
        QStringList phases;
        QDirIterator it(QStringLiteral(PL_SOURCE_DIR "/src/core"),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            for (const auto& m : named.globalMatch(text))
                phases << m.captured(1).trimmed();
        }
        phases << QStringLiteral("census");
        QVERIFY2(phases.size() >= 5, qPrintable(phases.join(QLatin1Char('|'))));
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_CN"))));
        for (const QString& phase : phases) {
            const QString shown = SolutionPanel::phaseText(
                phase == QLatin1String("searching bound") ? QStringLiteral("searching bound 12")
                                                          : phase);
            QVERIFY2(hasChinese(shown), qPrintable(phase + QStringLiteral(" -> ") + shown));
        }
        QVERIFY(SolutionPanel::phaseText(QStringLiteral("searching bound 12"))
                    .contains(QStringLiteral("12")));
        QVERIFY(hasChinese(
            SolutionPanel::progressText(QStringLiteral("breadth-first search"), 3, 10, 2.0)));
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
