// What PuzzleLibrary reads and writes, done on its worker thread (WorkerThread): the
// user folder's definition files (a file is read again only when its size, time or
// inode changed), a definition file opened from anywhere, and a copy written into the
// folder. Nothing here touches the library: what was read goes back by a queued signal
// and is merged on the library's thread. A definition may be as large as
// kMaxDefinitionFileBytes; read on the GUI thread it stalled the window.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <QByteArray>
#include <QMetaType>
#include <QObject>
#include <QString>

#include "core/problem.h"
#include "core/registry.h"

namespace pl {

// Whether a file name is a puzzle file's (core's isPuzzleFileName): `*.puzzle.json`,
// `*.tws`, `*.ksolve`, `*.kpuzzle.json`, not hidden.
[[nodiscard]] bool isDefinitionName(std::string_view name);

// One puzzle file of the folder, good or bad.
struct LibraryFile {
    struct Fingerprint {
        unsigned long long device = 0, inode = 0, size = 0;
        long long mtimeNs = 0, ctimeNs = 0;
        bool operator==(const Fingerprint&) const = default;
    };
    std::string name;  // file name in the folder
    Fingerprint print;
    bool trustPrint = false;                  // false: read it again next time (written just now)
    std::shared_ptr<const PuzzleEntry> read;  // null when it did not read
    // Why it did not read. The library keeps `read` as it was when a file that read
    // well no longer does (and adds "registry.last-good-kept" here).
    Problems readProblems;
    // Set by the library when it takes the folder in (PuzzleLibrary::merge):
    Problems clash;              // read, but its key is taken
    bool sameAsBundled = false;  // a bundled file's very bytes: not shown
    bool fresh = false;          // read anew, not yet merged (opened files give way)
    [[nodiscard]] const Problems& problems() const
    {
        return readProblems.empty() ? clash : readProblems;
    }
};

// Lists and reads the folder's files in name order, reusing the entries of `before` for
// files unchanged since.
[[nodiscard]] std::vector<LibraryFile> readLibraryFolder(const QString& folder,
                                                         const std::vector<LibraryFile>& before);

// A job of the library's worker. The library sends one at a time, each with the folder
// as it is after the one before: entries of unchanged files are the library's own (an
// opened definition that a folder file turned out to be is that file's entry).
struct LibraryJob {
    enum class What {
        Folder,  // read the folder (`path`, when given, is one of its files asked for)
        File,    // read `path`, a definition file from anywhere
        Copy,    // write `bytes` to `path` in the folder, then read the folder
    };
    int id = 0;
    What what = What::Folder;
    QString folder;                   // the user folder (Folder, Copy)
    std::vector<LibraryFile> before;  // its files as the library has them
    QString path;
    QByteArray bytes;
    bool overwrite = false;  // Copy: a different file already at `path` is replaced
};

// What a job read.
struct LibraryRead {
    int id = 0;
    // Folder, Copy: the folder's files (none when the copy could not be written).
    std::optional<std::vector<LibraryFile>> folder;
    // File: the entry read. Folder: none.
    std::shared_ptr<const PuzzleEntry> file;
    // File: why it did not read. Folder: why the file asked for did not, when it is not
    // in the folder any more. Copy: why it could not be written.
    Problems problems;
};

class LibraryReader : public QObject {
    Q_OBJECT
public:
    void run(const LibraryJob& job);

signals:
    void done(const pl::LibraryRead& read);
};

}  // namespace pl

Q_DECLARE_METATYPE(pl::LibraryRead)
