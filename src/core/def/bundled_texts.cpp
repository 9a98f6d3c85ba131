#include "core/def/bundled_texts.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

#include "core/def/bundled.h"

namespace pl::def {

namespace {

// language -> key -> English -> translation.
using Table =
    std::map<std::string, std::map<std::string, std::map<std::string, std::string>>, std::less<>>;

// The tables are the program's own files: a malformed one is a build mistake that
// tst_bundled_texts reports; here it only leaves that language without translations.
const Table& tables()
{
    static const Table table = [] {
        Table t;
        for (const BundledFile& f : bundledTextTables()) {
            const nlohmann::json j = nlohmann::json::parse(f.text, nullptr, false);
            if (!j.is_object() || !j.contains("language") || !j["language"].is_string() ||
                !j.contains("puzzles") || !j["puzzles"].is_object())
                continue;
            auto& language = t[j["language"].get<std::string>()];
            for (const auto& [key, texts] : j["puzzles"].items()) {
                if (!texts.is_object())
                    continue;
                for (const auto& [english, translation] : texts.items())
                    if (translation.is_string())
                        language[key][english] = translation.get<std::string>();
            }
        }
        return t;
    }();
    return table;
}

}  // namespace

std::vector<std::string> bundledTextLanguages()
{
    std::vector<std::string> out;
    for (const auto& [language, puzzles] : tables())
        out.push_back(language);
    return out;
}

std::optional<std::string> bundledText(std::string_view language, std::string_view key,
                                       std::string_view english)
{
    const auto l = tables().find(language);
    if (l == tables().end())
        return std::nullopt;
    const auto k = l->second.find(std::string(key));
    if (k == l->second.end())
        return std::nullopt;
    const auto t = k->second.find(std::string(english));
    if (t == k->second.end())
        return std::nullopt;
    return t->second;
}

std::vector<std::string> translatableTexts(const PuzzleDef& d)
{
    std::vector<std::string> out;
    // Words only: a clock's "12" or "3" reads the same in every language.
    const auto add = [&out](const std::string& text) {
        const bool words = std::any_of(text.begin(), text.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        });
        if (words && std::find(out.begin(), out.end(), text) == out.end())
            out.push_back(text);
    };
    add(d.name);
    add(d.description);
    add(d.rules);
    add(d.source);
    for (const std::string& v : d.view.valueNames)
        add(v);
    for (const auto& [label, text] : d.view.labelText)
        add(text);
    return out;
}

}  // namespace pl::def
