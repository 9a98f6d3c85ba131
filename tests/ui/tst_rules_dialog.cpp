// Help > Rules (issue 13): the dialog shows the definition's own texts as written (no
// markup read into them), the facts PuzzleFacts works out, follows the entry it is
// given, and is a non-modal, resizable window of selectable text that links nowhere.
//
// With PL_RULES_SHOTS set to a folder, grabs rotation, fifteen-puzzle and lights-out-5
// and the user guide there as PNGs (for looking at them).
#include <QAction>
#include <QDir>
#include <QKeySequence>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QtTest>

#include "core/registry.h"
#include "models/puzzle_facts.h"
#include "ui/mainwindow.h"
#include "ui/rules_dialog.h"
#include "ui/translations.h"
#include "ui/user_guide.h"

using namespace pl;

namespace {

std::shared_ptr<const PuzzleEntry> bundled(const char* key)
{
    static const Registry registry = Registry::bundled();
    return registry.find(key);
}

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

}  // namespace

class TestRulesDialog : public QObject {
    Q_OBJECT
private slots:
    void showsTheDefinitionsTexts_data()
    {
        QTest::addColumn<QString>("key");
        static const Registry registry = Registry::bundled();
        for (const auto& e : registry.entries())
            QTest::newRow(e->key().c_str()) << qs(e->key());
    }
    void showsTheDefinitionsTexts()
    {
        QFETCH(QString, key);
        const auto entry = bundled(key.toStdString().c_str());
        RulesDialog dialog;
        dialog.setEntry(entry);
        const def::PuzzleDef& d = entry->def();
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Rules: ") + qs(d.name));
        const QString text = dialog.plainText();
        QVERIFY(text.startsWith(qs(d.name)));
        for (const std::string* part : {&d.description, &d.rules, &d.source})
            if (!part->empty())
                QVERIFY2(text.contains(qs(*part)), part->c_str());
        QVERIFY(text.contains(QStringLiteral("key ") + qs(d.key)));
        // Every fact, label and value; a value of several lines keeps its lines.
        // Every fact: its label on a line, then its value with its lines.
        const QString facts = text.mid(text.lastIndexOf(QStringLiteral("\nFacts\n")));
        QVERIFY(!facts.isEmpty());
        // (toPlainText writes a no-break space as a space.)
        for (auto [label, value] : PuzzleFacts::of(*entry)) {
            value.replace(QChar(0x00a0), QLatin1Char(' '));
            const QString shown = QLatin1Char('\n') + label + QLatin1Char('\n') + value;
            QVERIFY2(facts.contains(shown + QLatin1Char('\n')) || facts.endsWith(shown),
                     qPrintable(label + QStringLiteral(": ") + value));
        }
    }

    // Texts that look like markup are shown as written.
    void definitionTextIsNotMarkup()
    {
        // A plain literal: moc's reader stumbles over "//" inside a raw string.
        const char* def =
            "{\"puzzlelab\": 1, \"key\": \"marks\", \"name\": \"<b>Bold</b> & co\","
            " \"description\": \"a < b > c\","
            " \"rules\": \"Press <i>x</i>.\\nThen &amp; press again.\","
            " \"source\": \"<a href=\\\"https://example.org\\\">a link</a>\","
            " \"kind\": \"dial\", \"modulus\": 2, \"cells\": [{\"id\": \"x\", \"x\": 0, \"y\": 0}],"
            " \"moves\": [{\"name\": \"x\", \"add\": [\"x\"], \"cell\": \"x\"}]}";
        auto read = loadDefinition(def, "/tmp/marks.puzzle.json");
        QVERIFY(read);
        RulesDialog dialog;
        dialog.setEntry(std::make_shared<const PuzzleEntry>(std::move(*read.value)));
        const QString text = dialog.plainText();
        QVERIFY(text.startsWith(QStringLiteral("<b>Bold</b> & co")));
        QVERIFY(text.contains(QStringLiteral("a < b > c")));
        QVERIFY(text.contains(QStringLiteral("Press <i>x</i>.\nThen &amp; press again.")));
        QVERIFY(text.contains(QStringLiteral("<a href=\"https://example.org\">a link</a>")));
        // Not bundled: where it was read from.
        QVERIFY(text.contains(QStringLiteral("key marks, from /tmp/marks.puzzle.json")));
        auto* browser = dialog.findChild<QTextBrowser*>();
        QVERIFY(browser);
        // No link: the markup is in the text, escaped, and no fragment is an anchor.
        QVERIFY(!browser->document()->toHtml().contains(QStringLiteral("<a ")));
        for (auto block = browser->document()->begin(); block.isValid(); block = block.next())
            for (auto it = block.begin(); !it.atEnd(); ++it)
                QVERIFY(!it.fragment().charFormat().isAnchor());
        QVERIFY(!browser->openLinks());
        QVERIFY(!browser->openExternalLinks());
    }

    void selectableNonModalResizable()
    {
        RulesDialog dialog;
        dialog.setEntry(bundled("rotation"));
        QVERIFY(!dialog.isModal());
        QVERIFY(dialog.isSizeGripEnabled());
        auto* browser = dialog.findChild<QTextBrowser*>();
        QVERIFY(browser);
        const auto flags = browser->textInteractionFlags();
        QVERIFY(flags.testFlag(Qt::TextSelectableByMouse));
        QVERIFY(flags.testFlag(Qt::TextSelectableByKeyboard));
        QVERIFY(!flags.testFlag(Qt::LinksAccessibleByMouse));
        QVERIFY(browser->isReadOnly());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.resize(420, 300);
        QTRY_COMPARE(dialog.size(), QSize(420, 300));
        dialog.resize(900, 900);
        QTRY_COMPARE(dialog.size(), QSize(900, 900));
        // Select all and copy: the whole text.
        browser->selectAll();
        QCOMPARE(browser->textCursor().selectedText().size(), dialog.plainText().size());
    }

    // It follows the entry it is given; nullptr says that no puzzle is chosen.
    void followsTheEntry()
    {
        RulesDialog dialog;
        QVERIFY(dialog.plainText().contains(QStringLiteral("No puzzle is chosen.")));
        dialog.setEntry(bundled("rotation"));
        QVERIFY(dialog.plainText().contains(QStringLiteral("The Rotation Game")));
        dialog.setEntry(bundled("lights-out-3"));
        QVERIFY(dialog.plainText().startsWith(QStringLiteral("Lights Out 3x3")));
        QVERIFY(!dialog.plainText().contains(QStringLiteral("The Rotation Game")));
        QCOMPARE(dialog.entry(), bundled("lights-out-3"));
        dialog.setEntry(nullptr);
        QVERIFY(dialog.plainText().contains(QStringLiteral("No puzzle is chosen.")));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Rules"));
    }

    // The memory limit given decides which engines are refused.
    void memoryLimit()
    {
        RulesDialog dialog;
        EngineOptions small;
        small.maxMemoryBytes = 1024;
        dialog.setEntry(bundled("lights-out-3"), small);
        QVERIFY(dialog.plainText().contains(QStringLiteral("table: does not fit")));
        dialog.setEntry(bundled("lights-out-3"));
        QVERIFY(!dialog.plainText().contains(QStringLiteral("does not fit")));
    }

    // In Chinese the program's words are translated and so are a bundled definition's
    // texts (issue 23, point 6), and a language change while the dialog is open redraws
    // it. A person's own definition is shown as written.
    void translated()
    {
        RulesDialog dialog;
        const auto entry = bundled("rotation");
        dialog.setEntry(entry);
        const QString english = dialog.plainText();
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_CN"))));
        QTRY_VERIFY(dialog.plainText() != english);  // the language change may be posted
        const QString chinese = dialog.plainText();
        const QString shots = qEnvironmentVariable("PL_RULES_SHOTS");
        if (!shots.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.grab().save(shots + QStringLiteral("/rotation-zh_CN.png"));
        }
        QVERIFY(installTranslations(*qApp, QLocale(QLocale::English)));
        QVERIFY(chinese.contains(QStringLiteral("玩法")));  // "How to play"
        QVERIFY(chinese.contains(QStringLiteral("引擎")));  // "Engines"
        QVERIFY(!chinese.contains(QStringLiteral("How to play")));
        QVERIFY(!chinese.contains(qs(entry->def().rules)));  // translated
        QVERIFY(chinese.contains(QStringLiteral("二十四个格子组成一个“#”")));
        QVERIFY(chinese.contains(QStringLiteral("2004 年上海赛区区域赛")));  // the source
        QVERIFY(chinese.startsWith(QStringLiteral("旋转游戏")));             // The Rotation Game
        QVERIFY(english.contains(qs(entry->def().rules)));
        QTRY_COMPARE(dialog.plainText(), english);

        // The same key with other words: a person's file, shown as written.
        std::string text = entry->text;
        const std::string rules = entry->def().rules;
        text.replace(text.find(rules), rules.size(), "My own rules of the game.");
        const Checked<PuzzleEntry> mine =
            loadDefinition(text, "/home/someone/rotation.puzzle.json");
        QVERIFY(mine);
        RulesDialog own;
        own.setEntry(std::make_shared<const PuzzleEntry>(*mine.value));
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("zh_CN"))));
        QTRY_VERIFY(own.plainText().contains(QStringLiteral("玩法")));
        QVERIFY(own.plainText().contains(QStringLiteral("My own rules of the game.")));
        QVERIFY(installTranslations(*qApp, QLocale(QLocale::English)));
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("PL_RULES_SHOTS");
        if (dir.isEmpty())
            QSKIP("PL_RULES_SHOTS not set");
        QDir().mkpath(dir);
        for (const char* key : {"rotation", "fifteen-puzzle", "lights-out-5"}) {
            RulesDialog dialog;
            dialog.setEntry(bundled(key));
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(dialog.grab().save(dir + QLatin1Char('/') + QLatin1String(key) +
                                       QStringLiteral(".png")));
        }
    }

    // Help > User Guide (issue 23, point 16): the bundled handbook opens from the Help
    // menu (one window however often asked), its contents list every section and take
    // the text there, find finds, and it speaks of every menu and every item in them.
    void userGuideCoversEveryMenu()
    {
        MainWindow w;
        w.setEntries(Registry::bundled().entries());
        w.resize(1180, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* guide = w.findChild<QAction*>(QStringLiteral("actionUserGuide"));
        QVERIFY(guide);
        auto* help = w.findChild<QMenu*>(QStringLiteral("menuHelp"));
        QVERIFY(help);
        QVERIFY(help->actions().contains(guide));
        QCOMPARE(guide->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F1));
        guide->trigger();
        auto* dialog = w.findChild<UserGuideDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        guide->trigger();
        QCOMPARE(w.findChildren<UserGuideDialog*>().size(), 1);

        const QString markdown = UserGuideDialog::markdown();
        QVERIFY(markdown.size() > 10000);
        const QStringList titles = UserGuideDialog::sectionTitles(markdown);
        QVERIFY2(titles.size() >= 8, qPrintable(titles.join(QLatin1Char('|'))));
        QCOMPARE(dialog->contents()->count(), titles.size());
        QTextBrowser* browser = dialog->browser();
        const QString text = browser->toPlainText();
        // Read as Markdown, not shown as its source.
        QVERIFY(!text.contains(QStringLiteral("## ")));
        for (int i = titles.size() - 1; i >= 0; --i) {
            const QString& title = titles[i];
            dialog->contents()->setCurrentRow(i);
            QCOMPARE(browser->textCursor().block().text().trimmed(), title);
            QVERIFY(browser->viewport()->rect().intersects(browser->cursorRect()));
        }
        QVERIFY(!dialog->showSection(QStringLiteral("No such section")));

        // Every menu and every item in it is named in the guide.
        const auto plain = [](QString t) {
            t.remove(QLatin1Char('&'));
            t = t.section(QLatin1Char('\t'), 0, 0);
            if (t.endsWith(QStringLiteral("\u2026")))
                t.chop(1);
            return t.trimmed();
        };
        int items = 0;
        for (QAction* top : w.menuBar()->actions()) {
            QMenu* menu = top->menu();
            if (!menu)
                continue;
            emit menu->aboutToShow();  // menus filled as they open
            const QString menuTitle = plain(top->text());
            QVERIFY2(text.contains(menuTitle), qPrintable(menuTitle));
            for (QAction* a : menu->actions()) {
                if (a->isSeparator() || a->text().isEmpty())
                    continue;
                const QString item = plain(a->text());
                QVERIFY2(text.contains(item, Qt::CaseInsensitive),
                         qPrintable(menuTitle + QStringLiteral(" > ") + item));
                ++items;
            }
        }
        QVERIFY(items > 30);

        if (const QString shots = qEnvironmentVariable("PL_RULES_SHOTS"); !shots.isEmpty()) {
            dialog->contents()->setCurrentRow(3);
            QVERIFY(dialog->grab().save(QDir(shots).filePath(QStringLiteral("user-guide.png"))));
        }
        QVERIFY(dialog->findNext(QStringLiteral("Play by Hand")));
        QVERIFY(browser->textCursor().hasSelection());
        QVERIFY(!dialog->findNext(QStringLiteral("xyzzy, not in the guide")));
    }
};

QTEST_MAIN(TestRulesDialog)
#include "tst_rules_dialog.moc"
