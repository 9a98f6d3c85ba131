// Where the file dialogs start. Each kind of file keeps the folder a file of that
// kind was last chosen in (QSettings "PuzzleLab"/"PuzzleLab", group "folders"), so
// Export and Open meet in the same folder and a batch's answers do not send the next
// solution there. A dialog always starts in a folder that exists: a remembered one
// that has gone, or a Documents folder that was never made, falls back to Documents
// and then to the home folder, and only a file name is ever suggested in the name
// field (a path to a missing folder would land there as typed text).
#pragma once

#include <QString>

namespace pl {

enum class FileKind {
    Solution,      // File > Open and File > Export
    JudgeInput,    // File > Solve Judge File, the batch dialog's Open
    JudgeAnswers,  // the batch dialog's Save Answers
    Comparison,    // the engine comparison's Export
    Definition,    // File > Open Puzzle Definition
};

class FileFolders {
public:
    // The folder a dialog for `kind` opens in: the last one used for that kind if it
    // still exists, else `fallback` if given and it exists, else Documents if it
    // exists, else the home folder.
    [[nodiscard]] static QString startFolder(FileKind kind, const QString& fallback = QString());
    // For a save dialog: `fileName` (a bare name) inside startFolder().
    [[nodiscard]] static QString startPath(FileKind kind, const QString& fileName,
                                           const QString& fallback = QString());
    // A file of `kind` was chosen: its folder is where the next dialog starts.
    static void remember(FileKind kind, const QString& chosenFile);
    // The settings key, "folders/solutions" and so on.
    [[nodiscard]] static QString settingsKey(FileKind kind);
};

}  // namespace pl
