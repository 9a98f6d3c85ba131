// Tables of the table engine kept on disk (SPEC 8.7; search/table_store.h): a table's
// entries, histogram and unseen count, under a description of what they are a function of.
#include <span>

#include "core/engines/table_engine_parts.h"

namespace pl::table_parts {

// What a table's entries are a function of: the puzzle's moves, the reduced space,
// the space it was built in and the entries' format.
std::string describe(const Rules& rules, const Table& t)
{
    search::TableDescription d("distance-table");
    d.add("space", static_cast<long long>(t.space.index()))
        .add("bits", t.bits)
        .add("count", static_cast<long long>(t.count))
        .add("orbit", static_cast<long long>(t.orbit))
        .add("spec", t.spec.key())
        .model(rules.model());
    return d.text();
}

// Reads the table's entries, histogram and unseen count from the store; false (the
// table then to be built) when there is none or it fails a check (`damaged` then set).
bool readStored(const search::TableStore* store, const Rules& rules, Table& t, bool& damaged)
{
    damaged = false;
    if (!store || !store->enabled())
        return false;
    const std::uint64_t perWord = 64 / static_cast<std::uint64_t>(t.bits);
    const auto words = static_cast<std::size_t>((t.count + perWord - 1) / perWord);
    std::size_t parts = 0;
    const bool read = store->load(
        describe(rules, t),
        [&](std::size_t part, std::uint64_t size) -> std::uint8_t* {
            parts = part + 1;
            switch (part) {
            case 0:
                if (size != words * sizeof(std::uint64_t))
                    return nullptr;
                t.words.resize(words);
                return reinterpret_cast<std::uint8_t*>(t.words.data());
            case 1:
                // A level per distance: never more levels than entries.
                if (size == 0 || size % 8 != 0 || size / 8 > t.count)
                    return nullptr;
                t.histogram.resize(static_cast<std::size_t>(size / 8));
                return reinterpret_cast<std::uint8_t*>(t.histogram.data());
            case 2:
                return size == 8 ? reinterpret_cast<std::uint8_t*>(&t.unseenCount) : nullptr;
            default:
                return nullptr;
            }
        },
        &damaged);
    std::uint64_t sum = t.unseenCount;
    for (const std::uint64_t n : t.histogram)
        sum += n;
    if (read && parts == 3 && sum == t.count)
        return true;
    // Whatever was read is dropped; the build starts from nothing.
    damaged = damaged || read;  // read whole but not this table
    t.histogram.clear();
    t.unseenCount = 0;
    return false;
}

// Writes a built table to the store (true when it was written).
bool keep(const search::TableStore* store, const Rules& rules, const Table& t)
{
    if (!store || !store->enabled())
        return false;
    const auto bytesOf = [](const auto& v) {
        return std::span<const std::uint8_t>(reinterpret_cast<const std::uint8_t*>(v.data()),
                                             v.size() * sizeof(v[0]));
    };
    return store->save(
        describe(rules, t),
        {bytesOf(t.words), bytesOf(t.histogram),
         std::span<const std::uint8_t>(reinterpret_cast<const std::uint8_t*>(&t.unseenCount), 8)});
}

}  // namespace pl::table_parts
