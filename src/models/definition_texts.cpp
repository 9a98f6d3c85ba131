#include "models/definition_texts.h"

#include <QCoreApplication>

#include "core/def/bundled_texts.h"

namespace pl {

QString definitionTextLanguage()
{
    //: The name of the table of puzzle texts for this language (a file of
    //: src/core/def/bundled/texts): zh_CN for Simplified, zh_TW for Traditional Chinese.
    const QString language = QCoreApplication::translate("pl::DefinitionTexts", "en");
    return language == QLatin1String("en") ? QString() : language;
}

QString definitionText(const def::PuzzleDef& d, const std::string& text)
{
    const QString language = definitionTextLanguage();
    if (!language.isEmpty())
        if (const auto translated = def::bundledText(language.toStdString(), d.key, text))
            return QString::fromStdString(*translated);
    return QString::fromStdString(text);
}

QString shownLabelText(const def::PuzzleDef& d, int label)
{
    if (const auto it = d.view.labelText.find(label); it != d.view.labelText.end())
        return definitionText(d, it->second);
    return QString::number(label);
}

}  // namespace pl
