// Reading and writing solution files (SPEC 5) from the app: the file handling around
// the core's writeSolutionFile / readSolutionFile, kept apart from the dialogs so
// tests can drive it with plain paths. Every function that can fail returns the
// failure as a translated sentence, or an empty string on success.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "core/solution_file.h"

namespace pl {

class SolutionIo {
    Q_DECLARE_TR_FUNCTIONS(pl::SolutionIo)
public:
    // The text of the file, as Export writes it and Copy puts on the clipboard.
    [[nodiscard]] static QString toText(const SolutionRecord& record);

    // Writes the file through SafeSave::write: a failure leaves no partial file and
    // an existing file at `path` as it was.
    [[nodiscard]] static QString save(const QString& path, const SolutionRecord& record);

    // Reads and checks a file; `record` is only written on success.
    [[nodiscard]] static QString load(const QString& path, SolutionRecord* record);

    // Checks text; `record` is only written on success. The messages call pasted
    // text "the pasted text" rather than "the file".
    enum class Source { File, Pasted };
    [[nodiscard]] static QString parse(const QByteArray& text, SolutionRecord* record,
                                       Source source = Source::File);

    // False for bytes that are no text: a NUL byte, or bytes that are not UTF-8.
    // UTF-16 with a byte order mark counts as text (the core refuses it as UTF-16).
    [[nodiscard]] static bool isText(const QByteArray& bytes);

    // A file name to offer in the save dialog, e.g. "rotation-solution.txt".
    [[nodiscard]] static QString suggestedFileName(PuzzleKind kind);
};

}  // namespace pl
