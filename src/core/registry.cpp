#include "core/registry.h"

#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "core/def/bundled.h"
#include "core/formats/definition_reader.h"
#include "core/formats/imported.h"
#include "core/formats/kpuzzle/kpuzzle_reader.h"
#include "core/formats/tws/tws_reader.h"
#include "core/model/orbit_model.h"
#include "core/sha256.h"

namespace pl {

namespace {

Problem fileProblem(std::string code, std::vector<std::string> args)
{
    return Problem{std::move(code), std::move(args), {}};
}

}  // namespace

PuzzleFileFormat fileFormatOf(std::string_view file, std::string_view text)
{
    const auto endsWith = [&](std::string_view end) {
        if (file.size() < end.size())
            return false;
        const std::string_view tail = file.substr(file.size() - end.size());
        return std::equal(tail.begin(), tail.end(), end.begin(), end.end(),
                          [](char a, char b) { return std::tolower(a) == b; });
    };
    if (endsWith(".tws") || endsWith(".ksolve"))
        return PuzzleFileFormat::Tws;
    if (endsWith(".kpuzzle.json") || (!endsWith(".puzzle.json") && formats::looksLikeKPuzzle(text)))
        return PuzzleFileFormat::KPuzzle;
    return PuzzleFileFormat::Format1;
}

namespace {

bool endsWithNoCase(std::string_view name, std::string_view end)
{
    if (name.size() <= end.size())
        return false;
    const std::string_view tail = name.substr(name.size() - end.size());
    return std::equal(tail.begin(), tail.end(), end.begin(), end.end(), [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) == b;
    });
}

}  // namespace

bool isPuzzleFileName(std::string_view name)
{
    if (name.empty() || name.front() == '.')
        return false;
    if (name.size() > 12 && name.ends_with(".puzzle.json"))
        return true;
    return endsWithNoCase(name, ".tws") || endsWithNoCase(name, ".ksolve") ||
           endsWithNoCase(name, ".kpuzzle.json");
}

std::string_view puzzleFileEnding(const PuzzleEntry& entry)
{
    switch (fileFormatOf(entry.file, entry.text)) {
    case PuzzleFileFormat::Tws:
        return ".tws";
    case PuzzleFileFormat::KPuzzle:
        return ".kpuzzle.json";
    case PuzzleFileFormat::Format1:
        break;
    }
    return ".puzzle.json";
}

std::string importedKey(std::string_view file)
{
    std::string name(file.substr(
        file.find_last_of("/\\") == std::string_view::npos ? 0 : file.find_last_of("/\\") + 1));
    for (const char* end : {".tws", ".ksolve", ".kpuzzle.json", ".json"}) {
        const std::string_view e(end);
        if (name.size() >= e.size()) {
            std::string tail = name.substr(name.size() - e.size());
            std::transform(tail.begin(), tail.end(), tail.begin(),
                           [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
            if (tail == e) {
                name.resize(name.size() - e.size());
                break;
            }
        }
    }
    return name.empty() ? std::string("imported") : name;
}

namespace {

model::MoveMetric modelMetric(def::Metric m)
{
    switch (m) {
    case def::Metric::Move:
        return model::MoveMetric::Move;
    case def::Metric::Inverse:
        return model::MoveMetric::Inverse;
    case def::Metric::Power:
        return model::MoveMetric::Power;
    }
    return model::MoveMetric::Power;
}

// The rules of another solver's file: its model in the metric (twsearch's own,
// `power`, unless another is asked for), its solved state as start and goal.
Checked<std::shared_ptr<const Rules>> importedRules(const std::string& text,
                                                    const std::string& file,
                                                    PuzzleFileFormat format,
                                                    std::optional<def::Metric> metric,
                                                    PuzzleEntry& entry)
{
    Checked<formats::ImportedPuzzle> read =
        format == PuzzleFileFormat::Tws ? formats::readTws(text) : formats::readKPuzzle(text);
    if (!read)
        return {std::nullopt, std::move(read.problems)};
    formats::settleOrbits(*read.value);
    Checked<model::OrbitModel> built =
        formats::modelOf(*read.value, modelMetric(metric.value_or(def::Metric::Power)));
    if (!built)
        return {std::nullopt, std::move(built.problems)};
    entry.sequences = read.value->sequences;
    def::Goal goal;
    goal.values = read.value->solved;
    for (std::size_t i = 0; i < read.value->anyTwist.size(); ++i)
        if (read.value->anyTwist[i])
            goal.values[i] = -1;
    auto rules = std::make_shared<Rules>(std::move(*built.value), read.value->solved,
                                         std::move(goal), importedKey(file), read.value->name);
    return {std::shared_ptr<const Rules>(std::move(rules)), {}};
}

}  // namespace

Checked<PuzzleEntry> loadDefinition(std::string text, std::string file, bool bundled,
                                    std::optional<def::Metric> metric)
{
    PuzzleEntry entry;
    if (const PuzzleFileFormat format = fileFormatOf(file, text);
        format != PuzzleFileFormat::Format1) {
        Checked<std::shared_ptr<const Rules>> rules =
            importedRules(text, file, format, metric, entry);
        if (!rules)
            return {std::nullopt, std::move(rules.problems)};
        entry.rules = std::move(*rules.value);
    } else {
        Checked<def::PuzzleDef> read = readDefinition(text);
        if (!read)
            return {std::nullopt, std::move(read.problems)};
        if (metric)
            read.value->metric = *metric;
        entry.rules = std::make_shared<const Rules>(std::move(*read.value));
    }
    entry.file = std::move(file);
    entry.sha256 = sha256Hex(text);
    entry.text = std::move(text);
    entry.bundled = bundled;
    return {std::move(entry), {}};
}

Checked<PuzzleEntry> loadDefinitionFile(const std::filesystem::path& path,
                                        std::optional<def::Metric> metric)
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
    return loadDefinition(std::move(bytes).str(), path.string(), false, metric);
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
        if (isPuzzleFileName(name))
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
