#include "models/library_reader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <exception>
#include <filesystem>
#include <system_error>
#include <utility>

namespace pl {

namespace {

// A file changed less than this before it was read may change again with the same
// size and time stamp (time stamps advance in steps): it is read again next scan.
constexpr long long kRacyNs = 2'000'000'000;

long long nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

Problem problem(std::string code, std::vector<std::string> args = {})
{
    return Problem{std::move(code), std::move(args), {}};
}

std::string utf8(const QString& text)
{
    return text.toStdString();
}

}  // namespace

bool isDefinitionName(std::string_view name)
{
    return isPuzzleFileName(name);
}

std::vector<LibraryFile> readLibraryFolder(const QString& folderPath,
                                           const std::vector<LibraryFile>& before)
{
    std::vector<LibraryFile> files;
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
        LibraryFile file;
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
                                      [&](const LibraryFile& f) { return f.name == name; });
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

namespace {

// Writes a Copy job's bytes; the problems when it could not.
Problems writeCopy(const LibraryJob& job)
{
    if (!QDir().mkpath(job.folder))
        return {problem("registry.cannot-create-folder", {utf8(job.folder)})};
    const QString& target = job.path;
    if (QFileInfo::exists(target)) {
        QFile existing(target);
        const bool same = QFileInfo(target).isFile() &&
                          QFileInfo(target).size() == job.bytes.size() &&
                          existing.open(QIODevice::ReadOnly) && existing.readAll() == job.bytes;
        if (same)
            return {};
        if (!job.overwrite)
            return {problem("registry.file-exists", {utf8(target)})};
    }
    QSaveFile out(target);
    if (!out.open(QIODevice::WriteOnly) || out.write(job.bytes) != job.bytes.size() ||
        !out.commit())
        return {problem("registry.cannot-write", {utf8(target), utf8(out.errorString())})};
    return {};
}

}  // namespace

void LibraryReader::run(const LibraryJob& job)
{
    LibraryRead read;
    read.id = job.id;
    // An exception must not cross the event loop: it is the file's problem instead.
    try {
        switch (job.what) {
        case LibraryJob::What::Folder:
            read.folder = readLibraryFolder(job.folder, job.before);
            if (!job.path.isEmpty()) {
                const std::string name = utf8(QFileInfo(job.path).fileName());
                if (std::none_of(read.folder->begin(), read.folder->end(),
                                 [&](const LibraryFile& f) { return f.name == name; }))
                    // Gone between the caller's look and ours: what the reader says.
                    read.problems = loadDefinitionFile(utf8(job.path)).problems;
            }
            break;
        case LibraryJob::What::File: {
            Checked<PuzzleEntry> entry = loadDefinitionFile(utf8(job.path));
            if (entry)
                read.file = std::make_shared<const PuzzleEntry>(std::move(*entry.value));
            else
                read.problems = std::move(entry.problems);
            break;
        }
        case LibraryJob::What::Copy:
            read.problems = writeCopy(job);
            if (read.problems.empty())
                read.folder = readLibraryFolder(job.folder, job.before);
            break;
        }
    } catch (const std::exception&) {
        read = LibraryRead{job.id, std::nullopt, nullptr, {problem("file.cannot-read")}};
    }
    emit done(read);
}

}  // namespace pl
