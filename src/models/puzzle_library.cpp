#include "models/puzzle_library.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <map>
#include <system_error>

namespace pl {

namespace {

// Editors save in bursts; a rescan waits this long after the first event of one.
constexpr int kDefaultRescanDelayMs = 200;
// A burst that goes on longer than this is read anyway (and read again at its end).
constexpr qint64 kLongestWaitMs = 1000;
// A file changed less than this before it was read may change again with the same
// size and time stamp (time stamps advance in steps): it is read again next scan.
constexpr long long kRacyNs = 2'000'000'000;

constexpr std::string_view kSuffix = ".puzzle.json";

bool isDefinitionName(std::string_view name)
{
    return name.size() > kSuffix.size() && name.ends_with(kSuffix) && name.front() != '.';
}

Problem problem(std::string code, std::vector<std::string> args = {})
{
    return Problem{std::move(code), std::move(args), {}};
}

template <typename T>
Checked<T> refused(Problem p)
{
    return {std::nullopt, {std::move(p)}};
}

std::string utf8(const QString& text)
{
    return text.toStdString();
}

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

long long nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

}  // namespace

PuzzleLibrary::PuzzleLibrary(QObject* parent)
    : PuzzleLibrary(QString::fromStdString(userPuzzleFolder().string()), parent)
{
}

PuzzleLibrary::PuzzleLibrary(const QString& userFolder, QObject* parent)
    : QObject(parent),
      folder_(userFolder.isEmpty() ? QString() : QDir::cleanPath(QDir(userFolder).absolutePath())),
      bundled_(Registry::bundled().entries())
{
    rescanTimer_.setSingleShot(true);
    rescanTimer_.setInterval(kDefaultRescanDelayMs);
    connect(&rescanTimer_, &QTimer::timeout, this, &PuzzleLibrary::startRead);
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, &PuzzleLibrary::scheduleRescan);
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &PuzzleLibrary::scheduleRescan);
    // Nobody listens yet: the first scan's problems wait in problems().
    scan();
    shown_ = resolve();
}

PuzzleLibrary::~PuzzleLibrary()
{
    // A read in progress posts its result to this object, which drops it when it goes.
    if (reader_.joinable())
        reader_.join();
}

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
    for (const FolderFile& f : files_)
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
    for (const FolderFile& f : files_)
        if (!f.problems().empty())
            list.push_back({utf8(QDir(folder_).filePath(qs(f.name))), f.problems()});
    return list;
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

std::vector<PuzzleLibrary::FolderFile> PuzzleLibrary::readFolder(
    const QString& folderPath, const std::vector<FolderFile>& before)
{
    std::vector<FolderFile> files;
    std::error_code ec;
    const std::filesystem::path folder = utf8(folderPath);
    std::vector<std::string> names;
    if (!folderPath.isEmpty() && std::filesystem::is_directory(folder, ec))
        for (const auto& item : std::filesystem::directory_iterator(folder, ec)) {
            std::string name = item.path().filename().string();
            if (isDefinitionName(name))
                names.push_back(std::move(name));
        }
    std::sort(names.begin(), names.end());

    const long long scanNs = nowNs();
    for (const std::string& name : names) {
        const std::filesystem::path path = folder / name;
        FolderFile file;
        file.name = name;
        struct stat st {};
        if (::stat(path.c_str(), &st) != 0 && errno == ENOENT)
            continue;  // gone since the listing (an editor's save): the next event tells
        if (st.st_ino != 0) {
            file.print = {
                static_cast<unsigned long long>(st.st_dev),
                static_cast<unsigned long long>(st.st_ino),
                static_cast<unsigned long long>(st.st_size),
                static_cast<long long>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec,
                static_cast<long long>(st.st_ctim.tv_sec) * 1'000'000'000 + st.st_ctim.tv_nsec};
            file.trustPrint = scanNs - std::max(file.print.mtimeNs, file.print.ctimeNs) > kRacyNs;
        }
        const auto old = std::find_if(before.begin(), before.end(),
                                      [&](const FolderFile& f) { return f.name == name; });
        if (old != before.end() && old->trustPrint && old->print == file.print) {
            file.read = old->read;
            file.readProblems = old->readProblems;
            files.push_back(std::move(file));
            continue;
        }
        Checked<PuzzleEntry> read = loadDefinitionFile(path);
        if (!read) {
            file.readProblems = std::move(read.problems);
            files.push_back(std::move(file));
            continue;
        }
        if (old != before.end() && old->read && old->read->text == read.value->text) {
            file.read = old->read;  // the same bytes: the same entry
        } else {
            file.read = std::make_shared<const PuzzleEntry>(std::move(*read.value));
            file.fresh = true;
        }
        files.push_back(std::move(file));
    }
    return files;
}

std::vector<FileProblems> PuzzleLibrary::scan()
{
    std::vector<FolderFile> before = files_;
    return merge(readFolder(folder_, before), before);
}

std::vector<FileProblems> PuzzleLibrary::merge(std::vector<FolderFile> read,
                                               const std::vector<FolderFile>& before)
{
    ++generation_;
    files_ = std::move(read);
    const std::filesystem::path folder = utf8(folder_);
    for (FolderFile& file : files_) {
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

    // Keys: bundled ones first, then the first folder file of each key.
    std::map<std::string, std::string, std::less<>> taken;
    for (FolderFile& f : files_) {
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
    for (const FolderFile& f : files_) {
        if (f.problems().empty())
            continue;
        const auto old = std::find_if(before.begin(), before.end(),
                                      [&](const FolderFile& b) { return b.name == f.name; });
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
            for (const FolderFile& f : files_)
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

void PuzzleLibrary::rescan()
{
    const std::vector<Shown> before = shown_;
    const std::vector<FileProblems> fresh = scan();
    publish(before);
    if (!fresh.empty())
        emit problemsFound(fresh);
}

void PuzzleLibrary::reload()
{
    rescanTimer_.stop();
    readAgain_ = false;  // this reads it; a read in progress is out of date now
    rescan();
}

void PuzzleLibrary::startRead()
{
    if (reading_) {
        readAgain_ = true;  // the events came during the read: read once more after it
        return;
    }
    reading_ = true;
    if (reader_.joinable())
        reader_.join();  // finished: it posted its result before finishRead() ran
    reader_ = std::thread([this, generation = generation_, before = files_, folder = folder_] {
        std::vector<FolderFile> read = readFolder(folder, before);
        QMetaObject::invokeMethod(
            this,
            [this, generation, read = std::move(read), before]() mutable {
                finishRead(generation, std::move(read), before);
            },
            Qt::QueuedConnection);
    });
}

void PuzzleLibrary::finishRead(quint64 generation, std::vector<FolderFile> read,
                               const std::vector<FolderFile>& before)
{
    reading_ = false;
    // The folder was read on this thread meanwhile (open, copyToUserFolder, reload):
    // what the worker read is older than what is shown.
    if (generation == generation_) {
        const std::vector<Shown> shownBefore = shown_;
        const std::vector<FileProblems> fresh = merge(std::move(read), before);
        publish(shownBefore);
        if (!fresh.empty())
            emit problemsFound(fresh);
    }
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

Checked<std::shared_ptr<const PuzzleEntry>> PuzzleLibrary::open(const QString& path)
{
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    if (inFolder(absolute)) {
        const std::vector<Shown> before = shown_;
        std::vector<FileProblems> fresh = scan();
        const std::string name = utf8(QFileInfo(absolute).fileName());
        const auto f = std::find_if(files_.begin(), files_.end(),
                                    [&](const FolderFile& x) { return x.name == name; });
        Checked<std::shared_ptr<const PuzzleEntry>> result;
        if (f == files_.end()) {
            // Gone between the caller's look and ours: say what the reader says.
            result.problems = loadDefinitionFile(utf8(absolute)).problems;
        } else if (!f->problems().empty()) {
            result.problems = f->problems();
        } else {
            // Asked for by name: this file is shown, not an opened one of its key.
            std::erase_if(opened_,
                          [&](const OpenedFile& o) { return o.entry->key() == f->read->key(); });
            result.value = f->read;
        }
        publish(before);
        // The caller shows this file's problems: the signal tells only of the others.
        const std::string path = (std::filesystem::path(utf8(folder_)) / name).string();
        std::vector<FileProblems> others;
        for (FileProblems& p : fresh)
            if (p.file != path)
                others.push_back(std::move(p));
        if (!others.empty())
            emit problemsFound(others);
        return result;
    }

    Checked<PuzzleEntry> read = loadDefinitionFile(utf8(absolute));
    if (!read)
        return {std::nullopt, std::move(read.problems)};
    const std::string& key = read.value->key();
    if (auto same = find(std::string_view(key)); same && same->text == read.value->text)
        return {same, {}};
    for (const auto& b : bundled_)
        if (b->key() == key)
            return refused<std::shared_ptr<const PuzzleEntry>>(
                problem("registry.bundled-key", {key, b->def().name}));

    const std::vector<Shown> before = shown_;
    auto entry = std::make_shared<const PuzzleEntry>(std::move(*read.value));
    const auto o = std::find_if(opened_.begin(), opened_.end(),
                                [&](const OpenedFile& f) { return f.entry->key() == key; });
    if (o != opened_.end())
        *o = {absolute, entry};  // a reload: it keeps its place
    else
        opened_.push_back({absolute, entry});
    publish(before);
    return {entry, {}};
}

Checked<QString> PuzzleLibrary::copyToUserFolder(const QString& key, Overwrite overwrite)
{
    if (folder_.isEmpty())
        return refused<QString>(problem("registry.no-folder"));
    const std::string k = utf8(key);
    const auto entry = find(std::string_view(k));
    if (!entry)
        return refused<QString>(problem("registry.unknown-key", {k}));
    const Origin from = origin(k);
    if (from == Origin::Bundled)
        return refused<QString>(problem("registry.copy-bundled", {entry->def().name}));
    if (from == Origin::UserFolder)
        return {filePath(k), {}};

    // The folder's file of this key (shown or not), else the entry's own name.
    QString name;
    for (const FolderFile& f : files_)
        if (f.read && f.read->key() == k) {
            name = qs(f.name);
            break;
        }
    if (name.isEmpty()) {
        name = QFileInfo(qs(entry->file)).fileName();
        if (!isDefinitionName(utf8(name)))
            name = key + QString::fromLatin1(kSuffix.data(), qsizetype(kSuffix.size()));
    }
    if (!QDir().mkpath(folder_))
        return refused<QString>(problem("registry.cannot-create-folder", {utf8(folder_)}));
    const QString target = QDir(folder_).filePath(name);
    const QByteArray bytes = QByteArray::fromStdString(entry->text);

    bool write = true;
    if (QFileInfo::exists(target)) {
        QFile existing(target);
        const bool same = QFileInfo(target).isFile() && QFileInfo(target).size() == bytes.size() &&
                          existing.open(QIODevice::ReadOnly) && existing.readAll() == bytes;
        if (same)
            write = false;
        else if (overwrite == Overwrite::No)
            return refused<QString>(problem("registry.file-exists", {utf8(target)}));
    }
    if (write) {
        QSaveFile out(target);
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit())
            return refused<QString>(
                problem("registry.cannot-write", {utf8(target), utf8(out.errorString())}));
    }
    // Read now: on return the entry is the folder's (the watcher's event finds nothing new).
    rescanTimer_.stop();
    const std::vector<Shown> before = shown_;
    const std::vector<FileProblems> fresh = scan();
    // The file already held these bytes and was read before: the opened entry, which
    // hid it, gives way to it.
    const auto f = std::find_if(files_.begin(), files_.end(),
                                [&](const FolderFile& x) { return qs(x.name) == name; });
    if (f != files_.end() && f->read && f->read->key() == k && f->read->text == entry->text)
        std::erase_if(opened_, [&](const OpenedFile& o) { return o.entry->key() == k; });
    publish(before);
    if (!fresh.empty())
        emit problemsFound(fresh);
    return {target, {}};
}

}  // namespace pl
