#include "core/formats/definition_reader.h"

#include <algorithm>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/formats/format1/checker.h"
#include "core/formats/format1/text.h"

namespace pl {

namespace {

using def::PuzzleDef;
using format1::Found;
using format1::json;
using format1::Pos;
using format1::positionAt;

Problem at(std::string code, std::vector<std::string> args, Pos pos = {0, 0})
{
    Problem p;
    p.code = std::move(code);
    p.args = std::move(args);
    p.where.line = pos.line;
    p.where.column = pos.column;
    return p;
}

Checked<PuzzleDef> refused(Problem p)
{
    Checked<PuzzleDef> out;
    out.problems.push_back(std::move(p));
    return out;
}

// nlohmann's DOM builder, keeping where and why parsing stopped instead of throwing.
class DomSax : public nlohmann::detail::json_sax_dom_parser<json> {
public:
    explicit DomSax(json& root) : nlohmann::detail::json_sax_dom_parser<json>(root, false) {}

    template <class Exception>
    bool parse_error(std::size_t position, const std::string& lastToken, const Exception& ex)
    {
        failed = true;
        errorAt = position;
        message = ex.what();
        return nlohmann::detail::json_sax_dom_parser<json>::parse_error(position, lastToken, ex);
    }

    bool failed = false;
    std::size_t errorAt = 0;
    std::string message;
};

}  // namespace

Checked<def::PuzzleDef> readDefinition(std::string_view text)
{
    if (text.size() > def::kMaxDefinitionBytes)
        return refused(at("def.too-large",
                          {std::to_string(text.size()), std::to_string(def::kMaxDefinitionBytes)}));
    if (text.size() >= 2 &&
        ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF') ||
         text[0] == '\0' || text[1] == '\0'))
        return refused(at("def.utf16", {}));
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    // nlohmann would skip a second one too, and the scanner then lose its place.
    if (text.starts_with("\xEF\xBB\xBF"))
        return refused(at("def.second-bom", {}, Pos{1, 1}));
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return refused(at("def.empty", {}));
    if (const std::size_t bad = format1::badUtf8(text); bad != std::string_view::npos) {
        static constexpr char kHex[] = "0123456789abcdef";
        const auto b = static_cast<unsigned char>(text[bad]);
        return refused(
            at("def.not-utf8", {std::string{kHex[b >> 4], kHex[b & 15]}}, positionAt(text, bad)));
    }
    // JSON has no raw NUL anywhere, and nlohmann takes one for the end of the text
    // (it would accept "{} NUL anything").
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
        return refused(at("def.nul-byte", {}, positionAt(text, nul)));
    if (const std::size_t deep = format1::tooDeep(text); deep != std::string_view::npos)
        return refused(
            at("def.too-deep", {std::to_string(def::kMaxDepth)}, positionAt(text, deep)));

    json root;
    DomSax sax(root);
    const bool parsed = json::sax_parse(text.data(), text.data() + text.size(), &sax,
                                        json::input_format_t::json, true, false);
    if (!parsed || sax.failed) {
        const std::size_t offset = sax.errorAt > 0 ? sax.errorAt - 1 : 0;
        return refused(
            at("def.json-syntax", {format1::syntaxMessage(sax.message)}, positionAt(text, offset)));
    }
    if (!root.is_object()) {
        Problem p = at("def.not-object", {format1::shown(root)});
        p.where.line = positionAt(text, text.find_first_not_of(" \t\r\n")).line;
        p.where.column = positionAt(text, text.find_first_not_of(" \t\r\n")).column;
        return refused(std::move(p));
    }

    format1::Checker checker(root);
    std::vector<Found> found = checker.run();

    std::unordered_set<std::string> wanted;
    for (const Found& f : found)
        wanted.insert(f.problem.where.path);
    format1::Located scanner = format1::locate(text, wanted);
    for (Found& f : found) {
        const auto& table = f.atKey ? scanner.keyAt : scanner.valueAt;
        if (const auto it = table.find(f.problem.where.path); it != table.end()) {
            f.problem.where.line = it->second.line;
            f.problem.where.column = it->second.column;
        }
    }
    for (Found& f : scanner.duplicates)
        found.push_back(std::move(f));
    if (scanner.lost)
        found.push_back(
            {at("internal", {"the definition reader lost its place in the text"}), false});

    Checked<PuzzleDef> out;
    if (found.empty()) {
        out.value = std::move(checker.result());
        return out;
    }
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
        return std::make_pair(a.problem.where.line, a.problem.where.column) <
               std::make_pair(b.problem.where.line, b.problem.where.column);
    });
    const std::size_t total = found.size();
    for (std::size_t i = 0; i < total && i < static_cast<std::size_t>(def::kMaxProblems); ++i)
        out.problems.push_back(std::move(found[i].problem));
    if (total > static_cast<std::size_t>(def::kMaxProblems))
        out.problems.push_back(
            at("def.more-problems", {std::to_string(total - def::kMaxProblems)}));
    return out;
}

}  // namespace pl
