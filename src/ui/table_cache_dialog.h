// Tables kept on disk (SPEC 8.7), as the window shows them: where the folder is, the
// preference that turns it on or off, and Tools > Table Cache, which shows how much the
// folder holds and empties it, and how much the program holds in memory now against the
// one limit that covers the whole program (search/memory_ledger.h).
//
// The folder is $XDG_CACHE_HOME/PuzzleLab (QStandardPaths' generic cache location and
// "PuzzleLab"): the same folder the command line keeps tables in, so a table built by
// either serves both. The preference is QSettings "tables/keepOnDisk" (default on).
#pragma once

#include <QDialog>
#include <QString>

class QCheckBox;
class QLabel;
class QPushButton;

namespace pl {

// The folder tables are kept in.
[[nodiscard]] QString tableCacheFolder();
[[nodiscard]] bool tablesKeptOnDisk();
// Saves the preference and applies it.
void setTablesKeptOnDisk(bool on);
// Whether `ida` builds the largest tables (EngineOptions::largestTables, QSettings
// "tables/largest", default off); saved and applied.
[[nodiscard]] bool largestTablesUsed();
void setLargestTablesUsed(bool on);
// Tells the engines where to keep tables and whether to build the largest, from the
// preferences (called once at start-up by main(), and again when one changes).
void applyTableCachePreference();

class TableCacheDialog : public QDialog {
    Q_OBJECT
public:
    explicit TableCacheDialog(QWidget* parent = nullptr);

    // What the dialog shows now (for tests): the folder's line and its usage line.
    [[nodiscard]] QString folderText() const;
    [[nodiscard]] QString usageText() const;
    // The tables held in memory now, against the limit for the whole program.
    [[nodiscard]] QString memoryText() const;
    [[nodiscard]] QCheckBox* keepBox() const { return keep_; }
    [[nodiscard]] QCheckBox* largestBox() const { return largest_; }
    [[nodiscard]] QPushButton* emptyButton() const { return empty_; }

public slots:
    // Reads the folder's size again.
    void refresh();
    // Reads the memory held again (every second while the dialog is shown).
    void refreshMemory();

private:
    void emptyCache();

    QLabel* folder_ = nullptr;
    QLabel* usage_ = nullptr;
    QLabel* memory_ = nullptr;
    QCheckBox* keep_ = nullptr;
    QCheckBox* largest_ = nullptr;
    QPushButton* empty_ = nullptr;
};

}  // namespace pl
