// Saving a whole file so that a failure loses nothing: used by solution export,
// the batch answers and the engine comparison.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace pl {

class SafeSave {
    Q_DECLARE_TR_FUNCTIONS(pl::SafeSave)
public:
    // Writes `bytes` to `path` and returns an empty string, or a translated sentence
    // naming the file by its whole path and what went wrong. A regular file is written to a
    // temporary file renamed into place on success (QSaveFile), so a failure (read-only folder,
    // full disk) leaves no partial file and an existing file as it was. A character device at
    // `path` (/dev/full) is written directly, never replaced, and every write is checked; a pipe or
    // socket is refused.
    [[nodiscard]] static QString write(const QString& path, const QByteArray& bytes);
};

}  // namespace pl
