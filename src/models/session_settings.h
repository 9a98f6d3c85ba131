// What the settings keep of one puzzle's session between runs: its engine and its
// position. Engines are kept under `engine/KEY` by the names the window lists now;
// settings written before The Clocks and The Rotation Game were held as their
// definitions keep `engines/KEY` under the contest's names ("linear", "ida"), which
// are read as the hand-tuned engines they named then ("clocks-linear", "rotation-ida").
#pragma once

#include <QString>

class QSettings;

namespace pl {

class PuzzleSession;

// Whether the settings keep anything of `key`'s session (only then is it made).
[[nodiscard]] bool hasSessionSettings(const QSettings& settings, const QString& key);
// An unknown engine or an unreadable position is ignored: the session keeps its own.
void restoreSession(const QSettings& settings, const QString& key, PuzzleSession& session);
void saveSession(QSettings& settings, const QString& key, const PuzzleSession& session);

// The engine a name saved before version 2 of the settings means for `session`'s puzzle:
// a contest puzzle's judge name (SPEC 2) is its add-on's engine of that name.
[[nodiscard]] QString engineOfOldSettings(const PuzzleSession& session, const QString& saved);

}  // namespace pl
