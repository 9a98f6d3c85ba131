#pragma once

#include <QLocale>

class QApplication;
class QObject;

namespace pl {

// Installs PuzzleLab's own translation (embedded under :/i18n) and Qt's (qtbase, from
// the system's Qt translations) for `locale` on `app`, replacing any installed by an
// earlier call. True when PuzzleLab has a translation for the locale; English, the
// source language, needs none and also gives true.
bool installTranslations(QApplication& app, const QLocale& locale);

// The locale a --lang value names ("zh_CN", "zh-TW", "en"); *ok is false when Qt
// does not know the language.
[[nodiscard]] QLocale localeFromName(const QString& name, bool* ok);

// Chinese menus write the mnemonic as a suffix, "求解(&S)"; Qt would show "求解(S)" on
// a toolbar button. Gives every action under `root` whose text has such a suffix an
// icon text without it, and keeps it so when the text changes (Play / Pause). Icon
// texts set on purpose (Undo's short one) are left alone.
void shortenIconTexts(QObject* root);

}  // namespace pl
