#include "models/puzzle_library.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <filesystem>
#include <map>

namespace pl {

namespace {

// Editors save in bursts; a rescan waits this long after the first event of one.
constexpr int kDefaultRescanDelayMs = 200;
// A burst that goes on longer than this is read anyway (and read again at its end).
constexpr qint64 kLongestWaitMs = 1000;

Problem problem(std::string code, std::vector<std::string> args = {})
{
    return Problem{std::move(code), std::move(args), {}};
}

std::string utf8(const QString& text)
{
    return text.toStdString();
}

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

}  // namespace

PuzzleLibrary::PuzzleLibrary(QObject* parent)
    : PuzzleLibrary(QString::fromStdString(userPuzzleFolder().string()), parent)
{
}

PuzzleLibrary::PuzzleLibrary(const QString& userFolder, QObject* parent)
    : QObject(parent),
      folder_(userFolder.isEmpty() ? QString() : QDir::cleanPath(QDir(userFolder).absolutePath())),
      bundled_(Registry::bundled().entries()),
      thread_(QStringLiteral("PuzzleLab library"), WorkerThread<LibraryReader>::Supersede::No)
{
    qRegisterMetaType<pl::LibraryRead>();
    qRegisterMetaType<pl::LibraryAnswer>();
    rescanTimer_.setSingleShot(true);
    rescanTimer_.setInterval(kDefaultRescanDelayMs);
    connect(&rescanTimer_, &QTimer::timeout, this, &PuzzleLibrary::startRead);
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, &PuzzleLibrary::scheduleRescan);
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &PuzzleLibrary::scheduleRescan);
    thread_.deliver(&LibraryReader::done, this, &PuzzleLibrary::onRead);
    // Here, as the window needs the list before it shows; nobody listens yet: the first
    // scan's problems wait in problems().
    merge(readLibraryFolder(folder_, {}));
    shown_ = resolve();
}

// The read under way ends first (thread_ waits for it); its answer dies with the library.
PuzzleLibrary::~PuzzleLibrary() = default;

bool PuzzleLibrary::isDefinitionFileName(const QString& fileName)
{
    return isDefinitionName(utf8(QFileInfo(fileName).fileName()));
}

std::vector<PuzzleLibrary::Shown> PuzzleLibrary::resolve() const
{
    std::vector<Shown> list;
    list.reserve(bundled_.size() + files_.size() + opened_.size());
    for (const auto& e : bundled_)
        list.push_back({e, Origin::Bundled, {}});
    const auto openedHas = [this](const std::string& key) {
        return std::any_of(opened_.begin(), opened_.end(),
                           [&](const OpenedFile& o) { return o.entry->key() == key; });
    };
    for (const LibraryFile& f : files_)
        if (f.read && f.clash.empty() && !f.sameAsBundled && !openedHas(f.read->key()))
            list.push_back({f.read, Origin::UserFolder, QDir(folder_).filePath(qs(f.name))});
    for (const OpenedFile& o : opened_)
        list.push_back({o.entry, Origin::Opened, o.path});
    return list;
}

std::vector<std::shared_ptr<const PuzzleEntry>> PuzzleLibrary::entries() const
{
    std::vector<std::shared_ptr<const PuzzleEntry>> list;
    for (const Shown& s : shown_)
        list.push_back(s.entry);
    return list;
}

std::shared_ptr<const PuzzleEntry> PuzzleLibrary::find(std::string_view key) const
{
    for (const Shown& s : shown_)
        if (s.entry->key() == key)
            return s.entry;
    return nullptr;
}

std::shared_ptr<const PuzzleEntry> PuzzleLibrary::find(const QString& key) const
{
    return find(std::string_view(utf8(key)));
}

PuzzleLibrary::Origin PuzzleLibrary::origin(std::string_view key) const
{
    for (const Shown& s : shown_)
        if (s.entry->key() == key)
            return s.origin;
    return Origin::Bundled;
}

QString PuzzleLibrary::filePath(std::string_view key) const
{
    for (const Shown& s : shown_)
        if (s.entry->key() == key)
            return s.path;
    return {};
}

std::vector<FileProblems> PuzzleLibrary::problems() const
{
    std::vector<FileProblems> list;
    for (const LibraryFile& f : files_)
        if (!f.problems().empty())
            list.push_back({utf8(QDir(folder_).filePath(qs(f.name))), f.problems()});
    return list;
}

QString PuzzleLibrary::folderFileOf(std::string_view key) const
{
    for (const LibraryFile& f : files_)
        if (f.read && f.clash.empty() && !f.sameAsBundled && f.read->key() == key)
            return QDir(folder_).filePath(qs(f.name));
    return {};
}

bool PuzzleLibrary::inFolder(const QString& path) const
{
    if (folder_.isEmpty())
        return false;
    const QFileInfo file(path);
    if (!isDefinitionName(utf8(file.fileName())))
        return false;
    const QString dir = QFileInfo(file.absolutePath()).canonicalFilePath();
    return !dir.isEmpty() && dir == QFileInfo(folder_).canonicalFilePath();
}

std::vector<FileProblems> PuzzleLibrary::merge(std::vector<LibraryFile> read)
{
    const std::vector<LibraryFile> before = std::move(files_);
    files_ = std::move(read);
    const std::filesystem::path folder = utf8(folder_);
    for (LibraryFile& file : files_) {
        if (!file.fresh)
            continue;
        file.fresh = false;
        // Read last, shown: an opened definition of the same key gives way (and when it
        // has these very bytes, it is this file's entry from now on).
        const auto o = std::find_if(opened_.begin(), opened_.end(), [&](const OpenedFile& f) {
            return f.entry->key() == file.read->key();
        });
        if (o != opened_.end()) {
            if (o->entry->text == file.read->text)
                file.read = o->entry;
            opened_.erase(o);
        }
    }

    // A file that no longer reads keeps the puzzle it last read as (issue 23, point 9):
    // a person who saves a half-made edit of their own puzzle loses neither the puzzle
    // nor the session on it. The problems are reported, and say that it stays.
    for (LibraryFile& f : files_) {
        if (f.read || f.readProblems.empty())
            continue;
        const auto old = std::find_if(before.begin(), before.end(),
                                      [&](const LibraryFile& b) { return b.name == f.name; });
        if (old == before.end() || !old->read || old->sameAsBundled || !old->clash.empty())
            continue;
        f.read = old->read;
        f.readProblems.push_back(problem("registry.last-good-kept", {f.read->key()}));
    }

    // Keys: bundled ones first, then the first folder file of each key.
    std::map<std::string, std::string, std::less<>> taken;
    for (LibraryFile& f : files_) {
        if (!f.read)
            continue;
        const auto b = std::find_if(bundled_.begin(), bundled_.end(),
                                    [&](const auto& e) { return e->key() == f.read->key(); });
        if (b != bundled_.end()) {
            // A copy of a bundled file, unchanged, is no mistake: the bundled one shows.
            if ((*b)->text == f.read->text)
                f.sameAsBundled = true;
            else
                f.clash = {problem("registry.bundled-key", {f.read->key(), (*b)->def().name})};
            continue;
        }
        const auto [at, added] = taken.emplace(f.read->key(), (folder / f.name).string());
        if (!added)
            f.clash = {problem("registry.duplicate-key", {f.read->key(), at->second})};
    }

    std::vector<FileProblems> fresh;
    for (const LibraryFile& f : files_) {
        if (f.problems().empty())
            continue;
        const auto old = std::find_if(before.begin(), before.end(),
                                      [&](const LibraryFile& b) { return b.name == f.name; });
        if (old == before.end() || old->problems() != f.problems())
            fresh.push_back({(folder / f.name).string(), f.problems()});
    }
    watch();
    return fresh;
}

void PuzzleLibrary::watch()
{
    QStringList wanted;
    if (!folder_.isEmpty()) {
        if (QFileInfo(folder_).isDir()) {
            wanted << folder_;
            for (const LibraryFile& f : files_)
                wanted << QDir(folder_).filePath(qs(f.name));
        } else {
            // Wait for the folder to appear: watch the nearest parent that is there.
            QString parent = folder_;
            while (!parent.isEmpty()) {
                const QString up = QFileInfo(parent).path();
                if (up == parent)
                    break;
                parent = up;
                if (QFileInfo(parent).isDir()) {
                    wanted << parent;
                    break;
                }
            }
        }
    }
    const QStringList watched = watcher_.files() + watcher_.directories();
    QStringList gone;
    for (const QString& p : watched)
        if (!wanted.contains(p))
            gone << p;
    if (!gone.isEmpty())
        watcher_.removePaths(gone);
    QStringList added;
    for (const QString& p : wanted)
        if (!watched.contains(p))
            added << p;
    if (!added.isEmpty())
        watcher_.addPaths(added);  // a path that vanished meanwhile: the next event tells
}

void PuzzleLibrary::scheduleRescan()
{
    if (!rescanTimer_.isActive())
        burst_.start();
    else if (burst_.elapsed() > kLongestWaitMs)
        return;  // let the timer run out: a long burst is read in the middle and at its end
    rescanTimer_.start();
}

int PuzzleLibrary::post(LibraryJob job, Pending pending)
{
    const auto ticket = thread_.begin();
    job.id = ticket.id;
    pending_[ticket.id] = std::move(pending);
    waiting_.push_back(std::move(job));
    sendNext();
    return ticket.id;
}

void PuzzleLibrary::sendNext()
{
    if (sent_ || waiting_.empty())
        return;
    LibraryJob job = std::move(waiting_.front());
    waiting_.pop_front();
    // The folder as it is now, after every read before this one has been taken in.
    job.folder = folder_;
    job.before = files_;
    sent_ = true;
    thread_.post([job = std::move(job)](LibraryReader& reader) { reader.run(job); });
}

void PuzzleLibrary::answer(LibraryAnswer answer)
{
    emit answered(answer);
}

void PuzzleLibrary::onRead(const LibraryRead& read)
{
    thread_.end();
    sent_ = false;
    const auto it = pending_.find(read.id);
    if (it == pending_.end())
        return sendNext();
    const Pending pending = std::move(it->second);
    pending_.erase(it);
    // What this read changes is taken in before the next job is sent (with the folder
    // as it is then); a job asked for meanwhile waits its turn.
    switch (pending.then) {
    case Then::Rescan:
    case Then::Reload:
        finishRescan(read, pending, read.id);
        break;
    case Then::OpenInFolder:
        finishOpenInFolder(read, pending, read.id);
        break;
    case Then::OpenElsewhere:
        finishOpenElsewhere(read, pending, read.id);
        break;
    case Then::Copy:
        finishCopy(read, pending, read.id);
        break;
    }
    sendNext();
}

void PuzzleLibrary::takeFolder(std::vector<LibraryFile> read)
{
    const std::vector<Shown> before = shown_;
    const std::vector<FileProblems> fresh = merge(std::move(read));
    publish(before);
    if (!fresh.empty())
        emit problemsFound(fresh);
}

int PuzzleLibrary::reload()
{
    rescanTimer_.stop();
    readAgain_ = false;  // this reads it; a rescan in progress is out of date now
    return post({}, {Then::Reload, {}, {}});
}

void PuzzleLibrary::startRead()
{
    if (reading_) {
        readAgain_ = true;  // the events came during the read: read once more after it
        return;
    }
    reading_ = true;
    post({}, {Then::Rescan, {}, {}});
}

void PuzzleLibrary::finishRescan(const LibraryRead& read, const Pending& pending, int id)
{
    if (read.folder)
        takeFolder(*read.folder);
    if (pending.then == Then::Reload) {
        answer({id, LibraryAnswer::Request::Reload, {}, nullptr, read.problems});
        return;
    }
    reading_ = false;
    if (readAgain_) {
        readAgain_ = false;
        startRead();
    }
}

void PuzzleLibrary::publish(const std::vector<Shown>& before)
{
    shown_ = resolve();
    const std::vector<Shown>& after = shown_;
    bool changed = before.size() != after.size();
    for (std::size_t i = 0; !changed && i < before.size(); ++i)
        changed = before[i].entry != after[i].entry || before[i].origin != after[i].origin ||
                  before[i].path != after[i].path;
    if (!changed)
        return;
    for (const Shown& b : before) {
        const auto a = std::find_if(after.begin(), after.end(), [&](const Shown& s) {
            return s.entry->key() == b.entry->key();
        });
        if (a == after.end())
            emit entryRemoved(qs(b.entry->key()));
        else if (a->entry != b.entry)
            emit entryReplaced(qs(b.entry->key()));
    }
    emit entriesChanged();
}

int PuzzleLibrary::open(const QString& path)
{
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    LibraryJob job;
    job.path = absolute;
    if (inFolder(absolute)) {
        job.what = LibraryJob::What::Folder;
        return post(std::move(job), {Then::OpenInFolder, absolute, {}});
    }
    job.what = LibraryJob::What::File;
    return post(std::move(job), {Then::OpenElsewhere, absolute, {}});
}

void PuzzleLibrary::finishOpenInFolder(const LibraryRead& read, const Pending& pending, int id)
{
    LibraryAnswer result{id, LibraryAnswer::Request::Open, pending.path, nullptr, {}};
    if (!read.folder) {
        result.problems = read.problems;
        return answer(std::move(result));
    }
    const std::vector<Shown> before = shown_;
    std::vector<FileProblems> fresh = merge(*read.folder);
    const std::string name = utf8(QFileInfo(pending.path).fileName());
    const auto f = std::find_if(files_.begin(), files_.end(),
                                [&](const LibraryFile& x) { return x.name == name; });
    if (f == files_.end()) {
        result.problems = read.problems;  // gone: what the reader said of it
    } else if (!f->problems().empty()) {
        result.problems = f->problems();
    } else {
        // Asked for by name: this file is shown, not an opened one of its key.
        std::erase_if(opened_,
                      [&](const OpenedFile& o) { return o.entry->key() == f->read->key(); });
        result.entry = f->read;
    }
    publish(before);
    // The answer has this file's problems: the signal tells only of the others.
    const std::string file = (std::filesystem::path(utf8(folder_)) / name).string();
    std::vector<FileProblems> others;
    for (FileProblems& p : fresh)
        if (p.file != file)
            others.push_back(std::move(p));
    if (!others.empty())
        emit problemsFound(others);
    answer(std::move(result));
}

void PuzzleLibrary::finishOpenElsewhere(const LibraryRead& read, const Pending& pending, int id)
{
    LibraryAnswer result{id, LibraryAnswer::Request::Open, pending.path, nullptr, {}};
    if (!read.file) {
        result.problems = read.problems;
        return answer(std::move(result));
    }
    const std::string& key = read.file->key();
    if (auto same = find(std::string_view(key)); same && same->text == read.file->text) {
        result.entry = same;
        return answer(std::move(result));
    }
    for (const auto& b : bundled_)
        if (b->key() == key) {
            result.problems = {problem("registry.bundled-key", {key, b->def().name})};
            return answer(std::move(result));
        }

    const std::vector<Shown> before = shown_;
    const auto o = std::find_if(opened_.begin(), opened_.end(),
                                [&](const OpenedFile& f) { return f.entry->key() == key; });
    if (o != opened_.end())
        *o = {pending.path, read.file};  // a reload: it keeps its place
    else
        opened_.push_back({pending.path, read.file});
    publish(before);
    result.entry = read.file;
    answer(std::move(result));
}

int PuzzleLibrary::copyToUserFolder(const QString& key, Overwrite overwrite)
{
    // Answered without the disk, yet like any request: after this returns.
    const auto answerNow = [this](LibraryAnswer early) {
        const auto ticket = thread_.begin();
        early.id = ticket.id;
        early.request = LibraryAnswer::Request::Copy;
        QMetaObject::invokeMethod(
            this,
            [this, early] {
                thread_.end();
                answer(early);
            },
            Qt::QueuedConnection);
        return ticket.id;
    };
    const auto refuse = [&](Problem p) { return answerNow({0, {}, {}, nullptr, {std::move(p)}}); };
    if (folder_.isEmpty())
        return refuse(problem("registry.no-folder"));
    const std::string k = utf8(key);
    const auto entry = find(std::string_view(k));
    if (!entry)
        return refuse(problem("registry.unknown-key", {k}));
    const Origin from = origin(k);
    if (from == Origin::Bundled)
        return refuse(problem("registry.copy-bundled", {entry->def().name}));
    if (from == Origin::UserFolder)
        return answerNow({0, {}, filePath(k), entry, {}});

    // The folder's file of this key (shown or not), else the entry's own name.
    QString name;
    for (const LibraryFile& f : files_)
        if (f.read && f.read->key() == k) {
            name = qs(f.name);
            break;
        }
    if (name.isEmpty()) {
        name = QFileInfo(qs(entry->file)).fileName();
        if (!isDefinitionName(utf8(name))) {
            const std::string_view ending = puzzleFileEnding(*entry);
            name = key + QString::fromLatin1(ending.data(), qsizetype(ending.size()));
        }
    }
    // Read with the copy: the watcher's event then finds nothing new.
    rescanTimer_.stop();
    LibraryJob job;
    job.what = LibraryJob::What::Copy;
    job.path = QDir(folder_).filePath(name);
    job.bytes = QByteArray::fromStdString(entry->text);
    job.overwrite = overwrite == Overwrite::Yes;
    const QString target = job.path;
    return post(std::move(job), {Then::Copy, target, entry});
}

void PuzzleLibrary::finishCopy(const LibraryRead& read, const Pending& pending, int id)
{
    LibraryAnswer result{id, LibraryAnswer::Request::Copy, pending.path, pending.entry,
                         read.problems};
    if (!read.folder)
        return answer(std::move(result));
    const std::vector<Shown> before = shown_;
    const std::vector<FileProblems> fresh = merge(*read.folder);
    // The file already held these bytes and was read before: the opened entry, which
    // hid it, gives way to it.
    const std::string& k = pending.entry->key();
    const std::string name = utf8(QFileInfo(pending.path).fileName());
    const auto f = std::find_if(files_.begin(), files_.end(),
                                [&](const LibraryFile& x) { return x.name == name; });
    if (f != files_.end() && f->read && f->read->key() == k && f->read->text == pending.entry->text)
        std::erase_if(opened_, [&](const OpenedFile& o) { return o.entry->key() == k; });
    publish(before);
    if (!fresh.empty())
        emit problemsFound(fresh);
    answer(std::move(result));
}

}  // namespace pl
