#include "core/formats/format1/json_text.h"

#include <algorithm>
#include <string>
#include <unordered_set>
#include <utility>

#include "core/formats/format1/text.h"

namespace pl::format1 {

namespace {

Problem at(std::string code, std::vector<std::string> args, Pos pos = {0, 0})
{
    Problem p;
    p.code = std::move(code);
    p.args = std::move(args);
    p.where.line = pos.line;
    p.where.column = pos.column;
    return p;
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

std::optional<Problem> parseObject(std::string_view text, json& root,
                                   const std::string& notObjectCode)
{
    if (const std::size_t deep = tooDeep(text); deep != std::string_view::npos)
        return at("def.too-deep", {std::to_string(def::kMaxDepth)}, positionAt(text, deep));
    DomSax sax(root);
    const bool parsed = json::sax_parse(text.data(), text.data() + text.size(), &sax,
                                        json::input_format_t::json, true, false);
    if (!parsed || sax.failed) {
        const std::size_t offset = sax.errorAt > 0 ? sax.errorAt - 1 : 0;
        return at("def.json-syntax", {syntaxMessage(sax.message)}, positionAt(text, offset));
    }
    if (!root.is_object())
        return at(notObjectCode, {shown(root)},
                  positionAt(text, text.find_first_not_of(" \t\r\n")));
    return std::nullopt;
}

Problems placed(std::string_view text, std::vector<Found> found)
{
    std::unordered_set<std::string> wanted;
    for (const Found& f : found)
        wanted.insert(f.problem.where.path);
    Located scanner = locate(text, wanted);
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
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
        return std::make_pair(a.problem.where.line, a.problem.where.column) <
               std::make_pair(b.problem.where.line, b.problem.where.column);
    });
    Problems out;
    const std::size_t total = found.size();
    for (std::size_t i = 0; i < total && i < static_cast<std::size_t>(def::kMaxProblems); ++i)
        out.push_back(std::move(found[i].problem));
    if (total > static_cast<std::size_t>(def::kMaxProblems))
        out.push_back(at("def.more-problems", {std::to_string(total - def::kMaxProblems)}));
    return out;
}

}  // namespace pl::format1
