#include "ui/game_type_menu.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>

#include <filesystem>

#include "models/problem_text_tr.h"
#include "models/puzzle_library.h"
#include "ui/custom_preset_dialog.h"
#include "ui/mainwindow.h"

namespace pl {

namespace {

const char* const kPresetTag = "pl_presetTag";

// `text` with a mnemonic no other item of its menu has: a digit first (the sizes differ
// there: "Lights Out &5x5"), else a letter, else, for a text without Latin letters or
// digits (Chinese), a free letter in brackets after it, as Chinese menus write it.
QString withMnemonic(const QString& text, QString& taken)
{
    for (const bool digits : {true, false})
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            const bool fits =
                digits ? (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
                       : (c.toLower() >= QLatin1Char('a') && c.toLower() <= QLatin1Char('z'));
            if (fits && !taken.contains(c.toLower())) {
                taken += c.toLower();
                return text.left(i) + QLatin1Char('&') + text.mid(i);
            }
        }
    for (char c = 'a'; c <= 'z'; ++c)
        if (!taken.contains(QLatin1Char(c))) {
            taken += QLatin1Char(c);
            return text + QStringLiteral("(&%1)").arg(QChar::fromLatin1(c).toUpper());
        }
    return text;
}

}  // namespace

GameTypeMenu::GameTypeMenu(MainWindow* window) : QMenu(window), window_(window)
{
    setObjectName(QStringLiteral("menuType"));
    rebuild();
    connect(this, &QMenu::aboutToShow, this, &GameTypeMenu::markCurrent);
}

std::string GameTypeMenu::translated(std::string_view english)
{
    const std::string source(english);
    return QCoreApplication::translate("pl::Preset", source.c_str()).toStdString();
}

QString GameTypeMenu::presetName(const presets::Preset& preset)
{
    return QString::fromStdString(presets::presetName(preset, &GameTypeMenu::translated));
}

void GameTypeMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QMenu::changeEvent(event);
}

void GameTypeMenu::rebuild()
{
    clear();
    setTitle(tr("T&ype"));
    QString familyKeys;
    for (const presets::FamilyInfo& f : presets::families()) {
        QMenu* sizes =
            addMenu(withMnemonic(QString::fromStdString(translated(f.name)), familyKeys));
        sizes->setObjectName(QStringLiteral("menuType-%1").arg(int(f.family)));
        QString sizeKeys;
        for (const presets::Preset& p : presets::offeredPresets(f.family)) {
            QAction* a = sizes->addAction(withMnemonic(presetName(p), sizeKeys));
            a->setObjectName(
                QStringLiteral("actionType-%1").arg(QString::fromStdString(presets::presetKey(p))));
            a->setProperty(kPresetTag, QString::fromStdString(presets::presetTag(p)));
            connect(a, &QAction::triggered, this, [this, p] {
                if (const QString error = choose(p); !error.isEmpty())
                    window_->reportOpenError(error);
            });
        }
        sizes->addSeparator();
        QAction* custom = sizes->addAction(withMnemonic(tr("Custom…"), sizeKeys));
        custom->setObjectName(QStringLiteral("actionTypeCustom-%1").arg(int(f.family)));
        connect(custom, &QAction::triggered, this, [this, f] { openCustom(f.family); });
    }
    addSeparator();
    QAction* custom = addAction(withMnemonic(tr("Custom…"), familyKeys));
    custom->setObjectName(QStringLiteral("actionTypeCustom"));
    custom->setStatusTip(tr("Make a puzzle of any size: the kind and its numbers"));
    connect(custom, &QAction::triggered, this, [this] { openCustom(presets::Family::LightsOut); });
}

void GameTypeMenu::markCurrent()
{
    // Only the puzzle shown carries a mark: a box beside every size reads as options.
    const QString current = window_->currentKey();
    for (QAction* a : findChildren<QAction*>()) {
        if (!a->property(kPresetTag).isValid())
            continue;
        const bool shown = a->objectName() == QStringLiteral("actionType-") + current;
        a->setCheckable(shown);
        a->setChecked(shown);
    }
}

void GameTypeMenu::openCustom(presets::Family family)
{
    CustomPresetDialog dialog(family, window_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const QString error = choose(dialog.preset()); !error.isEmpty())
        window_->reportOpenError(error);
}

QString GameTypeMenu::choose(const presets::Preset& preset)
{
    if (const Problems problems = presets::checkPreset(preset); !problems.empty())
        return i18n::problemLine(problems.front());
    const QString name = presetName(preset);
    if (const auto bundled = presets::bundledKey(preset))
        return window_->selectPuzzle(QString::fromStdString(*bundled))
                   ? QString()
                   : tr("%1 is not in the library.").arg(name);
    PuzzleLibrary* library = window_->library();
    if (!library)
        return tr("This window has no library to add a puzzle to.");
    const QString key = QString::fromStdString(presets::presetKey(preset));
    // Made before: the puzzle in My Puzzles is this size (perhaps edited since).
    if (const auto entry = library->find(key)) {
        const auto tag = entry->def().extensions.find("x-preset");
        if (tag != entry->def().extensions.end() && presets::presetOfTag(tag->second) == preset &&
            window_->selectPuzzle(key))
            return {};
    }
    const auto written =
        presets::writePreset(std::filesystem::path(library->userFolder().toStdString()), preset,
                             &GameTypeMenu::translated);
    if (!written)
        return i18n::problemLine(written.problems.front());
    const QString path = QString::fromStdString(written.value->string());
    // In the folder: opening it reads the folder (on the library's worker) and shows it
    // when read; a problem is shown then.
    window_->openDefinition(
        path, tr("%1 is one of your puzzles now: %2").arg(name, QDir::toNativeSeparators(path)),
        8000);
    return {};
}

}  // namespace pl
