#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QTest>
#include <QTimer>

#include "ui/about_dialog.h"
#include "ui/mainwindow.h"

using namespace pl;

class TestAbout : public QObject {
    Q_OBJECT
private slots:
    void showsNameVersionLicenceAndHistory()
    {
        AboutDialog about;
        const auto text = [&about](const char* name) {
            auto* label = about.findChild<QLabel*>(QString::fromLatin1(name));
            return label ? label->text() : QString();
        };
        QVERIFY(text("versionLabel").contains(QStringLiteral(PUZZLELAB_VERSION)));
        QVERIFY(text("licenceLabel").contains(QStringLiteral("MIT")));
        const QString history = text("historyLabel");
        for (const char* fact :
             {"IOI 1994", "Sweden", "USACO", "Rubik", "Shanghai", "POJ 2286", "HDU 1667"})
            QVERIFY2(history.contains(QLatin1String(fact)), fact);
        QVERIFY(!about.findChild<QLabel*>(QStringLiteral("iconLabel"))->pixmap().isNull());
    }

    void helpMenuOpensIt()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        bool seen = false;
        QTimer::singleShot(0, &w, [&seen] {
            auto* dialog = qobject_cast<AboutDialog*>(QApplication::activeModalWidget());
            seen = dialog != nullptr;
            if (dialog)
                dialog->reject();
        });
        w.findChild<QAction*>(QStringLiteral("actionAbout"))->trigger();
        QVERIFY(seen);
        QVERIFY(w.findChild<QAction*>(QStringLiteral("actionAboutQt")));
    }
};

QTEST_MAIN(TestAbout)
#include "tst_about.moc"
