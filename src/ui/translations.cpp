#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QTranslator>

namespace pl {

namespace {

// Kept for the life of the program: QApplication only holds pointers to them.
QTranslator* ownTranslator = nullptr;
QTranslator* qtTranslator = nullptr;

void drop(QTranslator*& translator)
{
    if (!translator)
        return;
    QApplication::removeTranslator(translator);
    delete translator;
    translator = nullptr;
}

}  // namespace

bool installTranslations(QApplication& app, const QLocale& locale)
{
    drop(ownTranslator);
    drop(qtTranslator);

    // Qt's own strings (standard buttons, About Qt, context menus). Missing files are
    // normal on a system without the translations package.
    qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qtTranslator);
    else
        drop(qtTranslator);

    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return true;
    ownTranslator = new QTranslator(&app);
    if (ownTranslator->load(locale, QStringLiteral("puzzlelab"), QStringLiteral("_"),
                            QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(ownTranslator);
        return true;
    }
    drop(ownTranslator);
    return false;
}

namespace {

const char* const kShortIconText = "pl_shortIconText";

// What QAction::iconText() derives from a text when none was set.
QString derivedIconText(QString text)
{
    text.remove(QStringLiteral("..."));
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i] == QLatin1Char('&'))
            text.remove(i, 1);  // "&&" keeps its second '&'
    return text.trimmed();
}

void shortenIconText(QAction* action)
{
    static const QRegularExpression suffix(QStringLiteral("\\s*\\(&[^&]\\)"));
    const QString text = action->text();
    if (!text.contains(suffix))
        return;
    if (!action->property(kShortIconText).toBool() && action->iconText() != derivedIconText(text))
        return;
    QString shortText = text;
    shortText.remove(suffix);
    shortText = derivedIconText(shortText);
    if (shortText.endsWith(QChar(0x2026)))
        shortText.chop(1);
    action->setProperty(kShortIconText, true);
    if (action->iconText() != shortText)
        action->setIconText(shortText);
}

}  // namespace

void shortenIconTexts(QObject* root)
{
    for (QAction* action : root->findChildren<QAction*>()) {
        shortenIconText(action);
        QObject::connect(action, &QAction::changed, action, [action] { shortenIconText(action); });
    }
}

QLocale localeFromName(const QString& name, bool* ok)
{
    QString normal = name.trimmed();
    normal.replace(QLatin1Char('-'), QLatin1Char('_'));
    const QLocale locale(normal);
    // QLocale falls back to "C" for anything it cannot read.
    *ok = !normal.isEmpty() && (locale.language() != QLocale::C || normal == QLatin1String("C"));
    return locale;
}

}  // namespace pl
