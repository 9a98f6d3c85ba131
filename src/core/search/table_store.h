// Tables kept on disk (SPEC 8.7, issue 22): a table of 256 KiB or more is written to
// the user's cache folder once and read back by the next run instead of being built again.
//
// A stored table is named by what it is a function of: the caller describes the table's
// inputs exactly (the moves as the model states them, the reduction of the goal, the
// pattern's cells, the entry format...) in `what`; the file is named by the SHA-256 of
// that description and of kFormat, the layout version of every stored table (raise it
// whenever a table's layout or meaning changes). So a definition whose moves change gets
// new tables, and two definitions with the same moves share them.
//
// Never trusted blindly: the file repeats `what` in full (a foreign file under the same
// name, or a hash collision, is refused), says how many parts it holds and each part's
// size and checksum, and every part is checked after it is read. A file that fails any
// check is deleted, and the caller builds the table again (and saves it anew). Files are
// written beside their final name and renamed over it, so a reader never sees half a
// file, and two processes saving the same table at once leave one whole file.
//
// The folder is the process's (setTableCacheFolder, set once by the program from the
// user's settings: the window's cache location, or $XDG_CACHE_HOME/PuzzleLab on the
// command line) unless EngineOptions names another; an empty folder turns the store off.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <mutex>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/search/large_pages.h"

namespace pl::model {
class OrbitModel;
}

namespace pl::search {

// The folder tables are kept in by engines whose options name none ("" = off, the
// default: a program turns it on). Safe to call from any thread.
void setTableCacheFolder(std::string folder);
[[nodiscard]] std::string tableCacheFolder();
// Whether engines whose options do not say use the largest tables
// (EngineOptions::largestTables; off unless a program turns it on). Any thread.
void setLargestTablesPreferred(bool on);
[[nodiscard]] bool largestTablesPreferred();

// The cache folder of the command line: $XDG_CACHE_HOME/PuzzleLab, else
// $HOME/.cache/PuzzleLab ("" when neither variable is set).
[[nodiscard]] std::string defaultCommandLineCacheFolder();

// What a folder of stored tables holds: its files and their bytes.
struct StoreUsage {
    std::uint64_t files = 0;
    std::uint64_t bytes = 0;
};
[[nodiscard]] StoreUsage tableStoreUsage(const std::string& folder);
// Deletes every stored table in `folder` (only files this store writes); false when some
// could not be deleted.
bool emptyTableStore(const std::string& folder);

// A 64-bit checksum of bytes (fast: several GB/s; for damage, not for tampering).
[[nodiscard]] std::uint64_t storeChecksum(const std::uint8_t* data, std::size_t size);

class TableStore {
public:
    // The layout version of every stored table.
    static constexpr std::uint32_t kFormat = 2;
    // The file name's ending.
    static constexpr std::string_view kSuffix = ".pltable";

    // `folder`: nullopt = the process's (tableCacheFolder()), "" = off.
    explicit TableStore(const std::optional<std::string>& folder);

    [[nodiscard]] bool enabled() const { return !folder_.empty(); }
    [[nodiscard]] const std::string& folder() const { return folder_; }
    // The file a table described by `what` is kept in.
    [[nodiscard]] std::string fileFor(std::string_view what) const;

    // Reads the table described by `what`: `place(i, size)` is asked, part by part, where
    // part i of `size` bytes goes (nullptr: not a size this table can have, so the file is
    // foreign). True when every part was read and checked; false when there is no such
    // file or it failed a check (then it is deleted, and what `place` gave may hold
    // anything: the caller builds the table afresh). `damaged`, when given, is set to
    // whether there was a file that failed a check.
    bool load(std::string_view what,
              const std::function<std::uint8_t*(std::size_t part, std::uint64_t size)>& place,
              bool* damaged = nullptr) const;
    // load()'s checks on a stored table's bytes (`fileSize` of them in `in`): true when
    // it is whole, describes `what` and every part was placed, read and checked.
    static bool read(
        std::istream& in, std::uint64_t fileSize, std::string_view what,
        const std::function<std::uint8_t*(std::size_t part, std::uint64_t size)>& place);
    // Writes the table described by `what` as these parts. False when it could not be
    // written (a full disk, a folder that cannot be made): the table is then simply not
    // kept, nothing else changes.
    bool save(std::string_view what, const std::vector<std::span<const std::uint8_t>>& parts) const;

private:
    std::string folder_;
};

// How a database build keeps its table (the pattern databases of search/pattern_db.h and
// search/tile_pdb.h): the store (null: not kept), the least size worth a file, and
// what happened (counted across the threads that build a goal's databases).
// A table found damaged or foreign was kept before: it is written again once built,
// however small.
struct Keeping {
    const TableStore* store = nullptr;
    std::uint64_t fromBytes = 0;
    std::atomic<int> read{0};
    std::atomic<int> saved{0};
    [[nodiscard]] bool on() const { return store != nullptr && store->enabled(); }
    // The one table of `size` bytes described by `what`, read into `table` (false: build it).
    bool load(std::string_view what, TableBytes& table, std::uint64_t size);
    // Keeps a table of at least fromBytes (or one that load() found damaged).
    void save(std::string_view what, const TableBytes& table);

private:
    std::mutex mutex_;
    std::set<std::string, std::less<>> damaged_;  // under mutex_
};

// A description being put together for TableStore: tagged numbers and lists, each
// unambiguous (lengths written), in one string.
class TableDescription {
public:
    explicit TableDescription(std::string_view kind) { text_.append(kind).push_back('|'); }
    TableDescription& add(std::string_view tag, long long v);
    TableDescription& add(std::string_view tag, std::string_view s);
    template <typename Int>
    TableDescription& list(std::string_view tag, const std::vector<Int>& v)
    {
        text_.append(tag).push_back('[');
        text_.append(std::to_string(v.size())).push_back(':');
        for (const Int x : v)
            text_.append(std::to_string(static_cast<long long>(x))).push_back(',');
        text_.push_back(']');
        return *this;
    }
    // Everything a table over this model's moves can depend on: the orbits, and every
    // move's effects in order (names too: they decide the first answer in move order).
    TableDescription& model(const model::OrbitModel& m);
    [[nodiscard]] const std::string& text() const { return text_; }

private:
    std::string text_;
};

}  // namespace pl::search
