#include <QAction>
#include <QComboBox>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QSlider>
#include <QTest>

#include "ui/board_widget.h"
#include "ui/mainwindow.h"

using namespace pl;

namespace {

// The letter after the single '&' ("&&" is a literal ampersand), lower-cased.
QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

void checkMenu(const QString& where, const QList<QAction*>& actions)
{
    QHash<QChar, QString> taken;
    for (QAction* a : actions) {
        if (a->isSeparator() || a->text().isEmpty())
            continue;
        const QChar key = mnemonic(a->text());
        QVERIFY2(!key.isNull(),
                 qPrintable(where + QStringLiteral(": no mnemonic in ") + a->text()));
        QVERIFY2(!taken.contains(key),
                 qPrintable(where + QStringLiteral(": ") + a->text() + QStringLiteral(" and ") +
                            taken.value(key) + QStringLiteral(" share a mnemonic")));
        taken.insert(key, a->text());
        if (QMenu* sub = a->menu())
            checkMenu(where + QStringLiteral(" > ") + a->text(), sub->actions());
    }
}

}  // namespace

class TestKeyboard : public QObject {
    Q_OBJECT
private slots:
    void menusHaveDistinctMnemonics()
    {
        MainWindow w;
        checkMenu(QStringLiteral("menu bar"), w.menuBar()->actions());
    }

    void shortcutsAreUnique()
    {
        MainWindow w;
        QHash<QString, QString> owner;
        for (QAction* a : w.findChildren<QAction*>()) {
            for (const QKeySequence& key : a->shortcuts()) {
                const QString k = key.toString();
                QVERIFY2(!owner.contains(k) || owner.value(k) == a->objectName(),
                         qPrintable(k + QStringLiteral(": ") + a->objectName() +
                                    QStringLiteral(" and ") + owner.value(k)));
                owner.insert(k, a->objectName());
            }
        }
        QVERIFY(!owner.isEmpty());
    }

    void controlsHaveAccessibleNames()
    {
        MainWindow w;
        const auto check = [](QWidget* widget) {
            QVERIFY2(!widget->accessibleName().isEmpty(),
                     qPrintable(QString::fromLatin1(widget->metaObject()->className()) +
                                QLatin1Char(' ') + widget->objectName()));
        };
        for (auto* c : w.findChildren<QComboBox*>())
            check(c);
        for (auto* s : w.findChildren<QSlider*>())
            check(s);
        for (auto* l : w.findChildren<QListView*>())
            check(l);
        for (auto* b : w.findChildren<BoardWidget*>())
            check(b);
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
