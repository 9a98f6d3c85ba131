#include "core/search/table_store.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <thread>

#include "core/model/orbit_model.h"
#include "core/sha256.h"

namespace pl::search {

namespace {

namespace fs = std::filesystem;

std::mutex& folderMutex()
{
    static std::mutex m;
    return m;
}
std::string& processFolder()
{
    static std::string folder;
    return folder;
}

constexpr std::array<char, 16> kMagic = {'P', 'u', 'z', 'z', 'l', 'e', 'L', 'a',
                                         'b', ' ', 't', 'a', 'b', 'l', 'e', '\n'};
// Parts a stored table may have, and the longest description read back.
constexpr std::uint32_t kMaxParts = 64;
constexpr std::uint64_t kMaxWhat = std::uint64_t{1} << 24;
// Bytes read or written at once (a multi-gigabyte table goes in pieces).
constexpr std::size_t kChunk = std::size_t{1} << 26;

constexpr std::uint64_t kP1 = 0x9E3779B185EBCA87u;
constexpr std::uint64_t kP2 = 0xC2B2AE3D27D4EB4Fu;
constexpr std::uint64_t kP3 = 0x165667B19E3779F9u;

std::uint64_t rotl(std::uint64_t x, int r)
{
    return (x << r) | (x >> (64 - r));
}
std::uint64_t load64(const std::uint8_t* p)
{
    std::uint64_t v = 0;
    std::memcpy(&v, p, sizeof v);
    return v;
}
std::uint64_t mixDown(std::uint64_t h)
{
    h ^= h >> 33;
    h *= kP2;
    h ^= h >> 29;
    h *= kP3;
    h ^= h >> 32;
    return h;
}

void put64(std::string& out, std::uint64_t v)
{
    char b[8];
    std::memcpy(b, &v, sizeof v);
    out.append(b, sizeof b);
}
void put32(std::string& out, std::uint32_t v)
{
    char b[4];
    std::memcpy(b, &v, sizeof v);
    out.append(b, sizeof b);
}

bool readAll(std::istream& in, std::uint8_t* dest, std::uint64_t size)
{
    while (size > 0) {
        const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(size, kChunk));
        in.read(reinterpret_cast<char*>(dest), static_cast<std::streamsize>(n));
        if (!in || static_cast<std::size_t>(in.gcount()) != n)
            return false;
        dest += n;
        size -= n;
    }
    return true;
}
template <typename T>
bool readValue(std::istream& in, T& v)
{
    return readAll(in, reinterpret_cast<std::uint8_t*>(&v), sizeof v);
}

bool storedName(const fs::path& p)
{
    const std::string name = p.filename().string();
    return name.ends_with(TableStore::kSuffix) ||
           name.find(std::string(TableStore::kSuffix) + ".part") != std::string::npos;
}

}  // namespace

void setTableCacheFolder(std::string folder)
{
    const std::lock_guard lock(folderMutex());
    processFolder() = std::move(folder);
}

std::string tableCacheFolder()
{
    const std::lock_guard lock(folderMutex());
    return processFolder();
}

namespace {
std::atomic<bool>& largestPreferred()
{
    static std::atomic<bool> on{false};
    return on;
}
}  // namespace

void setLargestTablesPreferred(bool on)
{
    largestPreferred().store(on);
}

bool largestTablesPreferred()
{
    return largestPreferred().load();
}

std::string defaultCommandLineCacheFolder()
{
    // NOLINTNEXTLINE(concurrency-mt-unsafe): read at start-up, before any thread
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg == '/')
        return (fs::path(xdg) / "PuzzleLab").string();
    // NOLINTNEXTLINE(concurrency-mt-unsafe)
    if (const char* home = std::getenv("HOME"); home && *home)
        return (fs::path(home) / ".cache" / "PuzzleLab").string();
    return {};
}

StoreUsage tableStoreUsage(const std::string& folder)
{
    StoreUsage u;
    std::error_code ec;
    if (folder.empty() || !fs::is_directory(folder, ec))
        return u;
    for (const auto& e : fs::directory_iterator(folder, ec)) {
        std::error_code fileEc;
        if (!e.is_regular_file(fileEc) || !storedName(e.path()))
            continue;
        const std::uintmax_t size = e.file_size(fileEc);
        if (fileEc)
            continue;
        ++u.files;
        u.bytes += size;
    }
    return u;
}

bool emptyTableStore(const std::string& folder)
{
    std::error_code ec;
    if (folder.empty() || !fs::is_directory(folder, ec))
        return true;
    bool all = true;
    std::vector<fs::path> doomed;
    for (const auto& e : fs::directory_iterator(folder, ec)) {
        std::error_code fileEc;
        if (e.is_regular_file(fileEc) && storedName(e.path()))
            doomed.push_back(e.path());
    }
    if (ec)
        all = false;
    for (const fs::path& p : doomed) {
        std::error_code removeEc;
        fs::remove(p, removeEc);
        all = all && !removeEc;
    }
    return all;
}

std::uint64_t storeChecksum(const std::uint8_t* data, std::size_t size)
{
    // Four lanes over 32-byte blocks, then the tail, then a final mix.
    std::uint64_t lane[4] = {kP1 + kP2, kP2, 0, 0 - kP1};
    std::size_t i = 0;
    for (; i + 32 <= size; i += 32)
        for (int l = 0; l < 4; ++l)
            lane[l] =
                rotl(lane[l] + load64(data + i + 8 * static_cast<std::size_t>(l)) * kP2, 31) * kP1;
    std::uint64_t h = rotl(lane[0], 1) + rotl(lane[1], 7) + rotl(lane[2], 12) + rotl(lane[3], 18);
    h ^= static_cast<std::uint64_t>(size) * kP3;
    for (; i + 8 <= size; i += 8)
        h = rotl(h ^ (load64(data + i) * kP2), 27) * kP1 + kP3;
    for (; i < size; ++i)
        h = rotl(h ^ (std::uint64_t{data[i]} * kP3), 11) * kP1;
    return mixDown(h);
}

bool Keeping::load(std::string_view what, TableBytes& table, std::uint64_t size)
{
    if (!on())
        return false;
    bool damagedFile = false;
    std::size_t parts = 0;
    const bool ok = store->load(
        what,
        [&](std::size_t part, std::uint64_t got) -> std::uint8_t* {
            parts = part + 1;
            if (part != 0 || got != size || size == 0)
                return nullptr;
            table.resize(static_cast<std::size_t>(size));
            return table.data();
        },
        &damagedFile);
    if (!ok || parts != 1) {
        table.clear();
        if (damagedFile || ok) {  // a file was there and is not this table
            const std::lock_guard lock(mutex_);
            damaged_.emplace(what);
        }
        return false;
    }
    ++read;
    return true;
}

void Keeping::save(std::string_view what, const TableBytes& table)
{
    if (!on())
        return;
    bool again = false;
    {
        const std::lock_guard lock(mutex_);
        if (const auto it = damaged_.find(what); it != damaged_.end()) {
            damaged_.erase(it);
            again = true;
        }
    }
    if ((table.size() >= fromBytes || again) &&
        store->save(what, {std::span<const std::uint8_t>(table)}))
        ++saved;
}

TableDescription& TableDescription::add(std::string_view tag, long long v)
{
    text_.append(tag).push_back('=');
    text_.append(std::to_string(v)).push_back(';');
    return *this;
}

TableDescription& TableDescription::add(std::string_view tag, std::string_view s)
{
    text_.append(tag).push_back('"');
    text_.append(std::to_string(s.size())).push_back(':');
    text_.append(s).push_back(';');
    return *this;
}

TableDescription& TableDescription::model(const model::OrbitModel& m)
{
    add("orbits", m.orbitCount());
    for (const model::Orbit& o : m.orbits())
        list("o", std::vector<int>{o.size, o.twists, o.piecesMove ? 1 : 0});
    add("blank", m.blank());
    if (m.slides())
        for (int c = 0; c < m.orbit(0).size; ++c)
            list("n", std::vector<int>{m.neighbour(c, model::Direction::Up),
                                       m.neighbour(c, model::Direction::Down),
                                       m.neighbour(c, model::Direction::Left),
                                       m.neighbour(c, model::Direction::Right)});
    add("moves", m.moveCount());
    for (int i = 0; i < m.moveCount(); ++i) {
        const model::Move& mv = m.move(i);
        add("m", mv.name);
        list("d", std::vector<int>{mv.base, mv.power, static_cast<int>(mv.direction)});
        for (const model::OrbitEffect& e : mv.effects) {
            list("f", e.from);
            list("t", e.twist);
        }
    }
    return *this;
}

TableStore::TableStore(const std::optional<std::string>& folder)
    : folder_(folder ? *folder : tableCacheFolder())
{
}

std::string TableStore::fileFor(std::string_view what) const
{
    std::string named = "format " + std::to_string(kFormat) + "\n";
    named.append(what);
    return (fs::path(folder_) / (sha256Hex(named) + std::string(kSuffix))).string();
}

bool TableStore::read(
    std::istream& in, std::uint64_t fileSize, std::string_view what,
    const std::function<std::uint8_t*(std::size_t part, std::uint64_t size)>& place)
{
    bool ok = static_cast<bool>(in);
    // The header: magic, format, parts, the description, sizes and checksums, and the
    // header's own checksum.
    std::array<char, 16> magic{};
    std::uint32_t format = 0;
    std::uint32_t parts = 0;
    std::uint64_t whatSize = 0;
    ok = ok && readAll(in, reinterpret_cast<std::uint8_t*>(magic.data()), magic.size()) &&
         magic == kMagic && readValue(in, format) && format == kFormat && readValue(in, parts) &&
         parts <= kMaxParts && readValue(in, whatSize) && whatSize == what.size() &&
         whatSize <= kMaxWhat;
    std::string storedWhat;
    std::vector<std::uint64_t> sizes(ok ? parts : 0);
    std::vector<std::uint64_t> sums(ok ? parts : 0);
    if (ok) {
        storedWhat.resize(static_cast<std::size_t>(whatSize));
        ok = readAll(in, reinterpret_cast<std::uint8_t*>(storedWhat.data()), whatSize) &&
             storedWhat == what;
    }
    std::uint64_t body = 0;
    for (std::uint32_t i = 0; ok && i < parts; ++i) {
        ok = readValue(in, sizes[i]) && readValue(in, sums[i]) && sizes[i] <= fileSize;
        body += ok ? sizes[i] : 0;
    }
    std::uint64_t headerSum = 0;
    if (ok) {
        std::string header(kMagic.data(), kMagic.size());
        put32(header, format);
        put32(header, parts);
        put64(header, whatSize);
        header.append(storedWhat);
        for (std::uint32_t i = 0; i < parts; ++i) {
            put64(header, sizes[i]);
            put64(header, sums[i]);
        }
        ok = readValue(in, headerSum) &&
             headerSum == storeChecksum(reinterpret_cast<const std::uint8_t*>(header.data()),
                                        header.size()) &&
             header.size() + 8 + body == fileSize;
    }
    for (std::uint32_t i = 0; ok && i < parts; ++i) {
        std::uint8_t* dest = place(i, sizes[i]);
        ok = dest != nullptr && readAll(in, dest, sizes[i]) &&
             storeChecksum(dest, static_cast<std::size_t>(sizes[i])) == sums[i];
    }
    return ok;
}

bool TableStore::load(
    std::string_view what,
    const std::function<std::uint8_t*(std::size_t part, std::uint64_t size)>& place,
    bool* damaged) const
{
    if (damaged)
        *damaged = false;
    if (!enabled())
        return false;
    const std::string path = fileFor(what);
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return false;
    const auto fileSize = static_cast<std::uint64_t>(fs::file_size(path, ec));
    bool ok = !ec;
    if (ok) {
        std::ifstream in(path, std::ios::binary);
        ok = read(in, fileSize, what, place);
    }
    if (!ok)
        fs::remove(path, ec);  // damaged or foreign: built again and saved anew
    if (damaged)
        *damaged = !ok;
    return ok;
}

bool TableStore::save(std::string_view what,
                      const std::vector<std::span<const std::uint8_t>>& parts) const
{
    if (!enabled() || parts.size() > kMaxParts || what.size() > kMaxWhat)
        return false;
    std::error_code ec;
    fs::create_directories(folder_, ec);
    if (ec)
        return false;
    std::string header(kMagic.data(), kMagic.size());
    put32(header, kFormat);
    put32(header, static_cast<std::uint32_t>(parts.size()));
    put64(header, what.size());
    header.append(what);
    for (const auto& p : parts) {
        put64(header, p.size());
        put64(header, storeChecksum(p.data(), p.size()));
    }
    put64(header,
          storeChecksum(reinterpret_cast<const std::uint8_t*>(header.data()), header.size()));

    const std::string path = fileFor(what);
    static std::atomic<std::uint64_t> serial{0};
    const auto stamp =
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    const std::string part =
        path + ".part." + std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id())) +
        "." + std::to_string(stamp) + "." + std::to_string(serial++);
    bool ok = false;
    {
        std::ofstream out(part, std::ios::binary | std::ios::trunc);
        out.write(header.data(), static_cast<std::streamsize>(header.size()));
        for (const auto& p : parts)
            for (std::size_t at = 0; out && at < p.size(); at += kChunk) {
                const std::size_t n = std::min(kChunk, p.size() - at);
                out.write(reinterpret_cast<const char*>(p.data() + at),
                          static_cast<std::streamsize>(n));
            }
        out.close();
        ok = static_cast<bool>(out);
    }
    if (ok) {
        fs::rename(part, path, ec);
        ok = !ec;
    }
    if (!ok)
        fs::remove(part, ec);
    return ok;
}

}  // namespace pl::search
