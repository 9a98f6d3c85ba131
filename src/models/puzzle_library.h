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
// Where files are read: the first scan, in the constructor, on the calling thread (the
// window needs the list before it shows). Everything after it (open(), reload(),
// copyToUserFolder() and the rescans after the watcher's events) reads and writes on
// the library's worker (LibraryReader on a WorkerThread) and applies what was read on
// the library's thread, in the order asked, so a large definition does not stall the
// window (a definition is at most kMaxDefinitionFileBytes; a folder file is read again
// only when its size, time or inode changed). open(), reload() and copyToUserFolder()
// return a request id at once; answered() brings the result.
#pragma once

#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QTimer>

#include <deque>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/problem.h"
#include "core/registry.h"
#include "models/library_reader.h"
#include "models/worker_thread.h"

namespace pl {

// What open(), reload() or copyToUserFolder() came to.
struct LibraryAnswer {
    enum class Request { Open, Reload, Copy };
    int id = 0;
    Request request = Request::Reload;
    // Open: the file asked for (absolute). Copy: the folder's file that holds the entry
    // now (written, or already holding its bytes).
    QString path;
    // Open: the entry shown for the file.
    std::shared_ptr<const PuzzleEntry> entry;
    // Open, Copy: why not; nothing changed then.
    Problems problems;
    [[nodiscard]] bool ok() const { return problems.empty(); }
};

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
    // Whether a file name is a puzzle file's (`*.puzzle.json`, or another solver's:
    // `*.tws`, `*.ksolve`, `*.kpuzzle.json`; not hidden): what the folder reads, and
    // what a window may accept when a file is dropped on it.
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
    // The user folder's file that holds a puzzle of `key` (read well, not a clash),
    // whether or not it is the one shown; empty when there is none.
    [[nodiscard]] QString folderFileOf(std::string_view key) const;

    // The problems of the folder's files as of the last scan, one per bad file, in name
    // order (files that do not read, break a rule, or reuse a key already taken).
    [[nodiscard]] std::vector<FileProblems> problems() const;

    // Each of the three returns a request id (1, 2, ...) at once and reads on the
    // worker; exactly one answered() with that id follows, after the signals of the
    // change it made.
    //
    // Reads a definition file from anywhere and adds it, or answers its problems and
    // changes nothing. Same key and same bytes as an entry already there: that entry.
    // Another file of a key an opened entry has: it replaces that entry (a reload). A
    // file of the user folder is read as part of the folder (a rescan), and is shown
    // even if an opened file had its key; its problems come back in the answer, not in
    // problemsFound.
    int open(const QString& path);

    // Writes the entry's exact bytes into the user folder (creating it) and reads the
    // folder again, so the entry is a folder entry when the answer comes. The file is the
    // folder file that already has the key, else the entry's own file name when it is
    // a `*.puzzle.json`, else `<key>.puzzle.json`. A different file already there is
    // kept ("registry.file-exists") unless `overwrite` is Yes. The answer's path is the
    // file written (or already holding these bytes). Bundled entries are not copied.
    int copyToUserFolder(const QString& key, Overwrite overwrite = Overwrite::No);

    // Reads the folder again now (the watcher does it by itself).
    int reload();

    // A request has been made whose answer has not come (or a rescan runs).
    [[nodiscard]] bool busy() const { return thread_.busy(); }

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
    // Once per open(), reload() and copyToUserFolder(), with its id.
    void answered(const pl::LibraryAnswer& answer);

private:
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

    // A job for the worker, and what to do with what it read.
    enum class Then { Rescan, Reload, OpenInFolder, OpenElsewhere, Copy };
    struct Pending {
        Then then = Then::Rescan;
        QString path;  // Open: the file asked for (absolute); Copy: the file written
        std::shared_ptr<const PuzzleEntry> entry;  // Copy: the entry copied
    };
    int post(LibraryJob job, Pending pending);
    // Sends the first job that waits, unless one is on the worker.
    void sendNext();
    void onRead(const LibraryRead& read);
    void answer(LibraryAnswer answer);
    // Each finishes a request of its kind with what the worker read.
    void finishRescan(const LibraryRead& read, const Pending& pending, int id);
    void finishOpenInFolder(const LibraryRead& read, const Pending& pending, int id);
    void finishOpenElsewhere(const LibraryRead& read, const Pending& pending, int id);
    void finishCopy(const LibraryRead& read, const Pending& pending, int id);

    // Takes what readLibraryFolder() read as the folder's files (opened files of a fresh
    // key give way, keys are resolved); returns the problems not reported before.
    std::vector<FileProblems> merge(std::vector<LibraryFile> read);
    // merge(), then the signals for what changed.
    void takeFolder(std::vector<LibraryFile> read);
    // The watcher's rescan, on the worker.
    void startRead();
    void scheduleRescan();
    std::vector<Shown> resolve() const;
    void publish(const std::vector<Shown>& before);
    void watch();
    bool inFolder(const QString& path) const;

    QString folder_;
    std::vector<std::shared_ptr<const PuzzleEntry>> bundled_;
    std::vector<LibraryFile> files_;  // name order
    std::vector<OpenedFile> opened_;
    std::vector<Shown> shown_;  // resolve() as of the last change
    QFileSystemWatcher watcher_;
    QTimer rescanTimer_;
    QElapsedTimer burst_;             // since the first event the timer waits for
    bool reading_ = false;            // the watcher's rescan is on the worker
    bool readAgain_ = false;          // events came while reading
    std::map<int, Pending> pending_;  // by request id
    std::deque<LibraryJob> waiting_;  // not yet sent to the worker
    bool sent_ = false;               // a job is on the worker
    // Last: it goes first, waiting for the read under way.
    WorkerThread<LibraryReader> thread_;
};

}  // namespace pl

Q_DECLARE_METATYPE(pl::LibraryAnswer)
