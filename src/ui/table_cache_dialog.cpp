#include "ui/table_cache_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include "core/search/memory_ledger.h"
#include "core/search/table_store.h"
#include "ui/solution_panel.h"

namespace pl {

namespace {

const QString kKeepKey = QStringLiteral("tables/keepOnDisk");
const QString kLargestKey = QStringLiteral("tables/largest");

QSettings settings()
{
    return QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
}

}  // namespace

QString tableCacheFolder()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    return base.isEmpty() ? QString() : QDir(base).filePath(QStringLiteral("PuzzleLab"));
}

bool tablesKeptOnDisk()
{
    return settings().value(kKeepKey, true).toBool();
}

void setTablesKeptOnDisk(bool on)
{
    settings().setValue(kKeepKey, on);
    applyTableCachePreference();
}

bool largestTablesUsed()
{
    return settings().value(kLargestKey, false).toBool();
}

void setLargestTablesUsed(bool on)
{
    settings().setValue(kLargestKey, on);
    applyTableCachePreference();
}

void applyTableCachePreference()
{
    search::setTableCacheFolder(tablesKeptOnDisk() ? tableCacheFolder().toStdString()
                                                   : std::string());
    search::setLargestTablesPreferred(largestTablesUsed());
}

TableCacheDialog::TableCacheDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Table Cache"));
    setObjectName(QStringLiteral("TableCacheDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* about =
        new QLabel(tr("Tables of 256 KiB or more (pattern databases, distance tables) are kept "
                      "on disk, so that the next Solve of the same puzzle starts at once, in this "
                      "session or the next. A damaged file is built again, never trusted."),
                   this);
    about->setWordWrap(true);
    layout->addWidget(about);
    auto* form = new QFormLayout;
    folder_ = new QLabel(this);
    folder_->setObjectName(QStringLiteral("folderLabel"));
    folder_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    form->addRow(tr("Folder:"), folder_);
    usage_ = new QLabel(this);
    usage_->setObjectName(QStringLiteral("usageLabel"));
    form->addRow(tr("Holds:"), usage_);
    memory_ = new QLabel(this);
    memory_->setObjectName(QStringLiteral("memoryLabel"));
    memory_->setWordWrap(true);
    form->addRow(tr("In memory:"), memory_);
    layout->addLayout(form);
    keep_ = new QCheckBox(tr("&Keep tables on disk"), this);
    keep_->setObjectName(QStringLiteral("keepBox"));
    keep_->setChecked(tablesKeptOnDisk());
    layout->addWidget(keep_);
    largest_ = new QCheckBox(tr("Use the &largest tables"), this);
    largest_->setObjectName(QStringLiteral("largestBox"));
    largest_->setChecked(largestTablesUsed());
    layout->addWidget(largest_);
    auto* largestAbout =
        new QLabel(tr("The 15-puzzle then also gets databases of 7 and 8 tiles (550 MiB on disk): "
                      "its hardest positions take seconds instead of tens of seconds. The 3x3x3 "
                      "gets a database of all its corners, databases of its edges and the table "
                      "of Kociemba's first phase (1.3 GB): a position 16 moves from solved takes "
                      "about ten seconds, a random one (17 or 18 moves) still minutes or more. "
                      "The first Solve builds them for a few minutes and needs up to 1.7 GB of "
                      "memory; kept on disk, they are read in a few seconds after that."),
                   this);
    largestAbout->setWordWrap(true);
    largestAbout->setIndent(largest_->style()->pixelMetric(QStyle::PM_IndicatorWidth) +
                            largest_->style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing));
    largestAbout->setObjectName(QStringLiteral("largestAbout"));
    layout->addWidget(largestAbout);
    layout->addStretch(1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    empty_ = buttons->addButton(tr("&Empty the Cache"), QDialogButtonBox::ActionRole);
    empty_->setObjectName(QStringLiteral("emptyButton"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(empty_, &QPushButton::clicked, this, &TableCacheDialog::emptyCache);
    connect(keep_, &QCheckBox::toggled, this, [this](bool on) {
        setTablesKeptOnDisk(on);
        refresh();
    });
    connect(largest_, &QCheckBox::toggled, this, [](bool on) { setLargestTablesUsed(on); });
    setMinimumWidth(460);
    // A solve may build or let go of tables while the dialog is open.
    auto* memoryTimer = new QTimer(this);
    connect(memoryTimer, &QTimer::timeout, this, &TableCacheDialog::refreshMemory);
    memoryTimer->start(1000);
    refresh();
}

QString TableCacheDialog::folderText() const
{
    return folder_->text();
}

QString TableCacheDialog::usageText() const
{
    return usage_->text();
}

QString TableCacheDialog::memoryText() const
{
    return memory_->text();
}

void TableCacheDialog::refreshMemory()
{
    const std::uint64_t held = search::MemoryLedger::process().held();
    const QString limit = SolutionPanel::formatBytes(search::MemoryLedger::process().limit());
    memory_->setText(held == 0 ? tr("No tables now; the whole program may hold %1.").arg(limit)
                               : tr("%1 of tables, of the %2 the whole program may hold; the "
                                    "least recently used go first when a solve needs room.")
                                     .arg(SolutionPanel::formatBytes(held), limit));
}

void TableCacheDialog::refresh()
{
    refreshMemory();
    const QString folder = tableCacheFolder();
    if (folder.isEmpty()) {
        folder_->setText(tr("none on this system: tables are built at every start"));
        usage_->clear();
        empty_->setEnabled(false);
        keep_->setEnabled(false);
        return;
    }
    folder_->setText(QDir::toNativeSeparators(folder));
    const search::StoreUsage u = search::tableStoreUsage(folder.toStdString());
    const QString size = SolutionPanel::formatBytes(u.bytes);
    usage_->setText(u.files == 0   ? tr("The cache is empty.")
                    : u.files == 1 ? tr("1 table, %1").arg(size)
                                   : tr("%1 tables, %2").arg(QLocale().toString(u.files), size));
    empty_->setEnabled(u.files > 0);
}

void TableCacheDialog::emptyCache()
{
    if (!search::emptyTableStore(tableCacheFolder().toStdString()))
        QMessageBox::warning(this, tr("Table Cache"),
                             tr("Some tables could not be deleted from %1.")
                                 .arg(QDir::toNativeSeparators(tableCacheFolder())));
    refresh();
}

}  // namespace pl
