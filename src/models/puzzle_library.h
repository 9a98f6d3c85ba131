// The program's one library of puzzles: the bundled definitions, the person's own
// folder (watched while the program runs) and the definition files opened from
// elsewhere during this run. Core's Registry reads definitions; this keeps them up to
// date and tells the window what changed.
//
// Entries are shared and never change: a definition that changes on disk becomes a
// NEW entry (entryReplaced), so a session that still holds the old one keeps working
// with it. An entry is replaced only when its bytes change: saving a file unchanged,
// or copying an opened definition into the folder, keeps the same entry.
//
// Which entry has a key:
// - a bundled key is always the bundled puzzle's: a folder file that reuses it is
//   reported and open() of a different text with it is refused ("registry.bundled-key");
// - of two folder files with one key the first in name order wins, the other is
//   reported;
// - between the folder and opened files the last one read wins: open() of a key a
//   folder file has shows the opened one, and when that folder file later changes on
//   disk it is shown again (the opened one is dropped).
//
// The folder: when it does not exist nothing is created until copyToUserFolder needs
// it (it then makes the folder and any missing parent, nothing else); meanwhile the
// nearest existing parent is watched so that a folder made by someone else is seen.
// Events come in bursts (an editor's save is several), so a rescan waits until
// rescanDelay() has passed without a new one.
//
// Where files are read: the first scan (in the constructor), reload(), open() and
// copyToUserFolder() read on the calling thread, as their callers need the result on
// return. A rescan after the watcher's events reads the folder on a worker thread and
// applies what it read on the library's thread, so a large definition saved into the
// folder does not stall the window (a definition is at most kMaxDefinitionFileBytes;
// a folder file is read again only when its size, time or inode changed).
#pragma once

#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "core/problem.h"
#include "core/registry.h"

namespace pl {

class PuzzleLibrary : public QObject {
    Q_OBJECT
public:
    enum class Origin { Bundled, UserFolder, Opened };
    enum class Overwrite { No, Yes };

    // The person's folder, pl::userPuzzleFolder() (it may be empty: no folder).
    explicit PuzzleLibrary(QObject* parent = nullptr);
    // Any folder: the tests give a temporary one. Scans it at once.
    explicit PuzzleLibrary(const QString& userFolder, QObject* parent = nullptr);
    ~PuzzleLibrary() override;

    [[nodiscard]] QString userFolder() const { return folder_; }
    // Whether a file name is a definition's, `*.puzzle.json` (not hidden): what the
    // folder reads, and what a window may accept when a file is dropped on it.
    [[nodiscard]] static bool isDefinitionFileName(const QString& fileName);

    // Bundled first (file-name order), then the folder's files in name order, then the
    // opened ones in the order they were first opened.
    [[nodiscard]] std::vector<std::shared_ptr<const PuzzleEntry>> entries() const;
    [[nodiscard]] std::shared_ptr<const PuzzleEntry> find(std::string_view key) const;
    [[nodiscard]] std::shared_ptr<const PuzzleEntry> find(const QString& key) const;
    // Where the entry of `key` comes from; Bundled for an unknown key (check find()).
    [[nodiscard]] Origin origin(std::string_view key) const;
    // The file the entry of `key` is in now (bundled entries: none, an empty string).
    // An opened definition copied into the folder keeps its entry, whose `file` still
    // names where it was opened: this names the folder's file.
    [[nodiscard]] QString filePath(std::string_view key) const;

    // The problems of the folder's files as of the last scan, one per bad file, in name
    // order (files that do not read, break a rule, or reuse a key already taken).
    [[nodiscard]] std::vector<FileProblems> problems() const;

    // Reads a definition file from anywhere and adds it, or returns its problems and
    // changes nothing. Same key and same bytes as an entry already there: that entry.
    // Another file of a key an opened entry has: it replaces that entry (a reload). A
    // file of the user folder is read as part of the folder (a rescan), and is shown
    // even if an opened file had its key; its problems come back here, not in
    // problemsFound.
    Checked<std::shared_ptr<const PuzzleEntry>> open(const QString& path);

    // Writes the entry's exact bytes into the user folder (creating it) and reads the
    // folder again, so the entry is a folder entry on return. The file is the folder
    // file that already has the key, else the entry's own file name when it is a
    // `*.puzzle.json`, else `<key>.puzzle.json`. A different file already there is
    // kept ("registry.file-exists") unless `overwrite` is Yes. Returns the path
    // written (or already holding these bytes). Bundled entries are not copied.
    Checked<QString> copyToUserFolder(const QString& key, Overwrite overwrite = Overwrite::No);

    // Reads the folder again now (the watcher does it by itself).
    void reload();

    // How long a burst of file events must be quiet before the rescan.
    [[nodiscard]] int rescanDelay() const { return rescanTimer_.interval(); }
    void setRescanDelay(int milliseconds) { rescanTimer_.setInterval(milliseconds); }

signals:
    // The list changed: an entry came, went, or was replaced (also sent after the more
    // precise signals below, once per change).
    void entriesChanged();
    // `key` has a new entry (find(key)); whoever holds the old one may keep it.
    void entryReplaced(const QString& key);
    // `key` is no longer in the library.
    void entryRemoved(const QString& key);
    // A scan found problems that were not there before: a new bad file, or a bad file
    // whose problems changed. An unchanged bad file is not reported again.
    void problemsFound(const std::vector<pl::FileProblems>& problems);

private:
    struct Fingerprint {
        unsigned long long device = 0, inode = 0, size = 0;
        long long mtimeNs = 0, ctimeNs = 0;
        bool operator==(const Fingerprint&) const = default;
    };
    // One *.puzzle.json of the folder, good or bad.
    struct FolderFile {
        std::string name;  // file name in the folder
        Fingerprint print;
        bool trustPrint = false;  // false: read it again next time (written just now)
        std::shared_ptr<const PuzzleEntry> read;  // null when it did not read
        Problems readProblems;                    // why it did not read
        Problems clash;                           // read, but its key is taken
        bool sameAsBundled = false;               // a bundled file's very bytes: not shown
        bool fresh = false;  // read anew by readFolder(), not yet merged (opened files)
        [[nodiscard]] const Problems& problems() const
        {
            return readProblems.empty() ? clash : readProblems;
        }
    };
    struct OpenedFile {
        QString path;  // absolute, as given (not resolved)
        std::shared_ptr<const PuzzleEntry> entry;
    };
    // What is shown, by key: the pieces above resolved by the rules of precedence.
    struct Shown {
        std::shared_ptr<const PuzzleEntry> entry;
        Origin origin;
        QString path;
    };

    // Lists and reads the folder's files, reusing the entries of `before` for files
    // unchanged since. Touches no member: it runs on the worker too.
    [[nodiscard]] static std::vector<FolderFile> readFolder(const QString& folder,
                                                            const std::vector<FolderFile>& before);
    // Takes what readFolder() read as the folder's files (opened files of a fresh key give
    // way, keys are resolved); returns the problems not reported before.
    std::vector<FileProblems> merge(std::vector<FolderFile> read,
                                    const std::vector<FolderFile>& before);
    // Reads the folder here; returns the problems not reported before.
    std::vector<FileProblems> scan();
    // scan(), then the signals for what changed.
    void rescan();
    // The watcher's rescan: readFolder() on the worker, then finishRead() here.
    void startRead();
    void finishRead(quint64 generation, std::vector<FolderFile> read,
                    const std::vector<FolderFile>& before);
    void scheduleRescan();
    std::vector<Shown> resolve() const;
    void publish(const std::vector<Shown>& before);
    void watch();
    bool inFolder(const QString& path) const;

    QString folder_;
    std::vector<std::shared_ptr<const PuzzleEntry>> bundled_;
    std::vector<FolderFile> files_;  // name order
    std::vector<OpenedFile> opened_;
    std::vector<Shown> shown_;  // resolve() as of the last change
    QFileSystemWatcher watcher_;
    QTimer rescanTimer_;
    QElapsedTimer burst_;  // since the first event the timer waits for
    std::thread reader_;   // the watcher's rescan reads here
    bool reading_ = false;
    bool readAgain_ = false;  // events came while reading
    quint64 generation_ = 0;  // counts merges: a read older than the last one is dropped
};

}  // namespace pl
