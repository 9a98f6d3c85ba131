// Tools > Table Cache (SPEC 8.7): the folder tables are kept in, how much it holds, the
// preference that turns keeping off (the engines then keep nothing), and emptying it.
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "core/engine.h"
#include "core/search/memory_ledger.h"
#include "core/search/table_store.h"
#include "dialog_test_support.h"
#include "ui/solution_panel.h"
#include "ui/table_cache_dialog.h"

using namespace pl;

class TstTableCacheDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(tableCacheFolder()).removeRecursively();
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"))
            .remove(QStringLiteral("tables/keepOnDisk"));
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"))
            .remove(QStringLiteral("tables/largest"));
        applyTableCachePreference();
    }
    void cleanupTestCase() { QDir(tableCacheFolder()).removeRecursively(); }

    void keptByDefaultInTheGenericCacheFolder()
    {
        QVERIFY(tablesKeptOnDisk());
        const QString folder = tableCacheFolder();
        QVERIFY(folder.endsWith(QStringLiteral("/PuzzleLab")));
        QVERIFY(folder.startsWith(
            QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)));
        QCOMPARE(QString::fromStdString(search::tableCacheFolder()), folder);
    }

    void showsUsageAndEmpties()
    {
        TableCacheDialog dialog;
        QVERIFY(dialog.folderText().contains(QDir::toNativeSeparators(tableCacheFolder())));
        QCOMPARE(dialog.usageText(), QStringLiteral("The cache is empty."));
        QVERIFY(!dialog.emptyButton()->isEnabled());

        // Two tables kept by the engines' store.
        const search::TableStore store(std::nullopt);
        const std::vector<std::uint8_t> bytes(1000, 7);
        QVERIFY(store.save("dialog|1", {std::span<const std::uint8_t>(bytes)}));
        QVERIFY(store.save("dialog|2", {std::span<const std::uint8_t>(bytes)}));
        dialog.refresh();
        QVERIFY2(dialog.usageText().startsWith(QStringLiteral("2 tables, ")),
                 qPrintable(dialog.usageText()));
        QVERIFY(dialog.emptyButton()->isEnabled());
        dialog_test::shot(dialog, "table_cache");

        // Something of the person's own in the folder stays.
        {
            QFile mine(QDir(tableCacheFolder()).filePath(QStringLiteral("mine.txt")));
            QVERIFY(mine.open(QIODevice::WriteOnly));
            mine.write("mine");
        }
        QTest::mouseClick(dialog.emptyButton(), Qt::LeftButton);
        QCOMPARE(dialog.usageText(), QStringLiteral("The cache is empty."));
        QVERIFY(!dialog.emptyButton()->isEnabled());
        QCOMPARE(search::tableStoreUsage(tableCacheFolder().toStdString()).files, std::uint64_t{0});
        QVERIFY(QFile::exists(QDir(tableCacheFolder()).filePath(QStringLiteral("mine.txt"))));
    }

    void turningItOffKeepsNothing()
    {
        TableCacheDialog dialog;
        QVERIFY(dialog.keepBox()->isChecked());
        dialog.keepBox()->click();
        QVERIFY(!tablesKeptOnDisk());
        QVERIFY(search::tableCacheFolder().empty());
        QVERIFY(!search::TableStore(std::nullopt).enabled());
        // Remembered: a new dialog (a new session) shows it off.
        TableCacheDialog again;
        QVERIFY(!again.keepBox()->isChecked());
        again.keepBox()->click();
        QVERIFY(tablesKeptOnDisk());
        QCOMPARE(QString::fromStdString(search::tableCacheFolder()), tableCacheFolder());
    }

    // "Use the largest tables": off by default; on, the engines are told (ida's
    // EngineOptions::largestTables defaults to it); remembered for the next session.
    void largestTablesPreference()
    {
        QVERIFY(!largestTablesUsed());
        QVERIFY(!search::largestTablesPreferred());
        TableCacheDialog dialog;
        QVERIFY(!dialog.largestBox()->isChecked());
        dialog.largestBox()->click();
        QVERIFY(largestTablesUsed());
        QVERIFY(search::largestTablesPreferred());
        search::setLargestTablesPreferred(false);
        applyTableCachePreference();
        QVERIFY(search::largestTablesPreferred());
        TableCacheDialog again;
        QVERIFY(again.largestBox()->isChecked());
        again.largestBox()->click();
        QVERIFY(!largestTablesUsed());
        QVERIFY(!search::largestTablesPreferred());
    }

    // The tables held in memory now, against the one limit of the whole program: what
    // the engines hold on the process's ledger, read again while the dialog is open.
    void showsMemoryHeld()
    {
        TableCacheDialog dialog;
        QVERIFY2(dialog.memoryText().startsWith(QStringLiteral("No tables now")),
                 qPrintable(dialog.memoryText()));
        QVERIFY(dialog.memoryText().contains(SolutionPanel::formatBytes(kDefaultMaxMemoryBytes)));
        search::MemoryLedger::Holder engine(search::MemoryLedger::process(), nullptr, {});
        const search::MemoryLedger::Reservation table = engine.reserve(std::uint64_t{40} << 20);
        QTRY_VERIFY2(dialog.memoryText().startsWith(QStringLiteral("40.0 MiB of tables")),
                     qPrintable(dialog.memoryText()));
    }

    // The solution panel says whether a solve built its tables or read them.
    void solutionPanelSaysTablesWereRead()
    {
        SolutionPanel panel;
        auto* time = panel.findChild<QLabel*>(QStringLiteral("statTime"));
        QVERIFY(time);
        SolveStats stats;
        stats.wallMs = 300;
        stats.buildMs = 200;
        stats.tablesRead = 5;
        panel.setStatistics(QStringLiteral("ida"), stats, false);
        QVERIFY2(time->text().contains(QStringLiteral("(tables read from the cache in ")),
                 qPrintable(time->text()));
        stats.tablesSaved = 1;  // one of them built (a damaged file): built, then
        panel.setStatistics(QStringLiteral("ida"), stats, false);
        QVERIFY2(time->text().contains(QStringLiteral("(table built in ")),
                 qPrintable(time->text()));
        stats = SolveStats{};
        stats.wallMs = 300;
        stats.buildMs = 200;
        panel.setStatistics(QStringLiteral("ida"), stats, false);
        QVERIFY2(time->text().contains(QStringLiteral("(table built in ")),
                 qPrintable(time->text()));
    }
};

QTEST_MAIN(TstTableCacheDialog)
#include "tst_table_cache_dialog.moc"
