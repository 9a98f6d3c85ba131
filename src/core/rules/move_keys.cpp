#include "core/rules/move_keys.h"

#include <array>
#include <string>

namespace pl {

namespace {

// The key a name's first character would give: an ASCII letter upper-cased, or a
// digit; 0 for anything else (punctuation, the first byte of a UTF-8 sequence).
char firstKey(const std::string& name)
{
    if (name.empty())
        return 0;
    const char c = name.front();
    if (c >= 'a' && c <= 'z')
        return static_cast<char>(c - 'a' + 'A');
    if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return c;
    return 0;
}

}  // namespace

std::vector<std::optional<char>> moveKeys(const std::vector<std::string>& names)
{
    std::vector<std::optional<char>> keys(names.size());
    std::array<int, 256> uses{};
    for (const std::string& n : names)
        if (const char k = firstKey(n))
            ++uses[static_cast<unsigned char>(k)];
    std::array<bool, 256> taken{};
    for (std::size_t m = 0; m < names.size(); ++m) {
        const char k = firstKey(names[m]);
        if (k && uses[static_cast<unsigned char>(k)] == 1) {
            keys[m] = k;
            taken[static_cast<unsigned char>(k)] = true;
        }
    }
    // The others: the digits 1..9, 0 that no first character took, in move order.
    static constexpr char kDigits[] = "1234567890";
    std::size_t next = 0;
    for (std::size_t m = 0; m < names.size(); ++m) {
        if (keys[m])
            continue;
        while (next < 10 && taken[static_cast<unsigned char>(kDigits[next])])
            ++next;
        if (next == 10)
            break;
        keys[m] = kDigits[next++];
    }
    return keys;
}

std::vector<std::optional<char>> moveKeys(const Rules& rules)
{
    return moveKeys(rules.moveNames());
}

}  // namespace pl
