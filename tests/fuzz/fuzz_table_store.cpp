// A stored table's bytes (search/table_store.h, SPEC 8.7) as any file in the cache
// folder may hold them: damaged, cut, foreign or made by hand. A file is accepted only
// when it is whole: its parts, placed where the reader asks, add up with the header to
// the file's size and each one's checksum is what the header says; the reader never
// asks for a part it was not told of, nor reads past the file.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "core/search/table_store.h"

namespace {

void require(bool condition, const char* what)
{
    if (!condition) {
        std::fprintf(stderr, "broken: %s\n", what);
        std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    std::istringstream in(bytes);
    std::vector<std::vector<std::uint8_t>> parts;
    std::uint64_t asked = 0;
    const bool ok = pl::search::TableStore::read(
        in, size, "fuzz|table", [&](std::size_t part, std::uint64_t n) -> std::uint8_t* {
            require(part == parts.size(), "parts asked for out of order");
            asked += n;
            require(asked <= size, "a part larger than the file");
            parts.emplace_back(static_cast<std::size_t>(n) + 1);  // never empty: data() set
            return parts.back().data();
        });
    if (ok) {
        require(asked < size, "accepted without a header");
        for (const auto& p : parts) {
            const std::size_t n = p.size() - 1;
            require(bytes.find(std::string(p.begin(), p.begin() + static_cast<long>(n))) !=
                        std::string::npos,
                    "an accepted part is not in the file");
        }
    }
    return 0;
}
