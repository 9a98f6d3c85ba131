#include "core/formats/format1/checker.h"

#include <algorithm>

namespace pl::format1 {

// ---- key paths --------------------------------------------------------------------------

bool plainKey(std::string_view key)
{
    if (key.empty())
        return false;
    const auto word = [](char c, bool first) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
               (!first && ((c >= '0' && c <= '9') || c == '-'));
    };
    for (std::size_t i = 0; i < key.size(); ++i)
        if (!word(key[i], i == 0))
            return false;
    return true;
}

std::string member(const std::string& path, std::string_view key)
{
    if (plainKey(key))
        return path.empty() ? std::string(key) : path + "." + std::string(key);
    return path + "[" +
           json(std::string(key)).dump(-1, ' ', false, json::error_handler_t::replace) + "]";
}

std::string index(const std::string& path, std::size_t i)
{
    return path + "[" + std::to_string(i) + "]";
}

// ---- showing values in messages ---------------------------------------------------------

std::string cut(std::string text)
{
    constexpr std::size_t kMost = 40;
    if (text.size() <= kMost)
        return text;
    std::size_t end = kMost;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    return text.substr(0, end) + "...";
}

// A value as the message quotes it: scalars as written in JSON (cut), containers as
// [...] and {...}.
std::string shown(const json& v)
{
    if (v.is_array())
        return "[...]";
    if (v.is_object())
        return "{...}";
    return cut(v.dump(-1, ' ', false, json::error_handler_t::replace));
}

const char* kindName(Kind k)
{
    switch (k) {
    case Kind::Dial:
        return "dial";
    case Kind::Permutation:
        return "permutation";
    case Kind::Sliding:
        return "sliding";
    }
    return "";
}

const char* metricName(def::Metric m)
{
    switch (m) {
    case def::Metric::Move:
        return "move";
    case def::Metric::Inverse:
        return "inverse";
    case def::Metric::Power:
        return "power";
    }
    return "";
}

bool oneLine(std::string_view s)
{
    return std::none_of(s.begin(), s.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u < 0x20 || u == 0x7f;
    });
}

}  // namespace pl::format1
