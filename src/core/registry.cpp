#include "core/registry.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "core/def/bundled.h"
#include "core/formats/definition_reader.h"
#include "core/sha256.h"

namespace pl {

namespace {

Problem fileProblem(std::string code, std::vector<std::string> args)
{
    return Problem{std::move(code), std::move(args), {}};
}

}  // namespace

Checked<PuzzleEntry> loadDefinition(std::string text, std::string file, bool bundled)
{
    Checked<def::PuzzleDef> read = readDefinition(text);
    if (!read)
        return {std::nullopt, std::move(read.problems)};
    PuzzleEntry entry;
    entry.rules = std::make_shared<const Rules>(std::move(*read.value));
    entry.file = std::move(file);
    entry.sha256 = sha256Hex(text);
    entry.text = std::move(text);
    entry.bundled = bundled;
    return {std::move(entry), {}};
}

Checked<PuzzleEntry> loadDefinitionFile(const std::filesystem::path& path)
{
    // stat first: a FIFO would block the open, a device could be endless.
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return {std::nullopt, {fileProblem("file.cannot-open", {std::strerror(errno)})}};
    if (S_ISDIR(st.st_mode))
        return {std::nullopt, {fileProblem("file.is-folder", {})}};
    if (!S_ISREG(st.st_mode))
        return {std::nullopt, {fileProblem("file.not-regular", {})}};
    if (static_cast<std::uintmax_t>(st.st_size) > kMaxDefinitionFileBytes)
        return {std::nullopt,
                {fileProblem("file.too-large", {std::to_string(st.st_size),
                                                std::to_string(kMaxDefinitionFileBytes)})}};
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return {std::nullopt, {fileProblem("file.cannot-open", {std::strerror(errno)})}};
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (in.bad())
        return {std::nullopt, {fileProblem("file.cannot-read", {})}};
    return loadDefinition(std::move(bytes).str(), path.string());
}

Registry Registry::bundled()
{
    Registry registry;
    for (const def::BundledFile& f : def::bundledFiles()) {
        // A bundled definition that does not read is a bug the tests catch; skipping
        // it keeps the rest of the library usable.
        Checked<PuzzleEntry> entry =
            loadDefinition(std::string(f.text), std::string(f.fileName), true);
        if (entry)
            registry.add(std::move(*entry.value));
    }
    return registry;
}

std::vector<FileProblems> Registry::addFolder(const std::filesystem::path& folder)
{
    std::vector<FileProblems> problems;
    std::error_code ec;
    if (folder.empty() || !std::filesystem::is_directory(folder, ec))
        return problems;
    std::vector<std::filesystem::path> files;
    for (const auto& item : std::filesystem::directory_iterator(folder, ec)) {
        const std::string name = item.path().filename().string();
        if (name.size() > 12 && name.ends_with(".puzzle.json") && name.front() != '.')
            files.push_back(item.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
        Checked<PuzzleEntry> entry = loadDefinitionFile(path);
        if (!entry) {
            problems.push_back({path.string(), std::move(entry.problems)});
            continue;
        }
        auto added = add(std::move(*entry.value));
        if (!added)
            problems.push_back({path.string(), std::move(added.problems)});
    }
    return problems;
}

Checked<std::shared_ptr<const PuzzleEntry>> Registry::add(PuzzleEntry entry)
{
    if (const auto taken = find(entry.key()))
        return {std::nullopt, {fileProblem("registry.duplicate-key", {entry.key(), taken->file})}};
    auto shared = std::make_shared<const PuzzleEntry>(std::move(entry));
    entries_.push_back(shared);
    return {shared, {}};
}

std::shared_ptr<const PuzzleEntry> Registry::find(std::string_view key) const
{
    for (const auto& e : entries_)
        if (e->key() == key)
            return e;
    return nullptr;
}

const Registry& bundledRegistry()
{
    static const Registry registry = Registry::bundled();
    return registry;
}

std::filesystem::path userPuzzleFolder()
{
    const char* data = std::getenv("XDG_DATA_HOME");
    if (data && *data == '/')
        return std::filesystem::path(data) / "PuzzleLab" / "puzzles";
    const char* home = std::getenv("HOME");
    if (home && *home == '/')
        return std::filesystem::path(home) / ".local" / "share" / "PuzzleLab" / "puzzles";
    return {};
}

}  // namespace pl
