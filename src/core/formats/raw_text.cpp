#include "core/formats/raw_text.h"

#include "core/formats/definition_reader.h"
#include "core/formats/format1/text.h"

namespace pl::formats {

Problem problemAt(std::string code, std::vector<std::string> args, int line, int column)
{
    Problem p;
    p.code = std::move(code);
    p.args = std::move(args);
    p.where.line = line;
    p.where.column = column;
    return p;
}

std::optional<Problem> rawTextProblem(std::string_view& text, const std::string& nulCode)
{
    if (text.size() > def::kMaxDefinitionBytes)
        return problemAt("def.too-large",
                         {std::to_string(text.size()), std::to_string(def::kMaxDefinitionBytes)});
    if (text.size() >= 2 &&
        ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF') ||
         text[0] == '\0' || text[1] == '\0'))
        return problemAt("def.utf16", {});
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    if (text.starts_with("\xEF\xBB\xBF"))
        return problemAt("def.second-bom", {}, 1, 1);
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return problemAt("def.empty", {});
    if (const std::size_t bad = format1::badUtf8(text); bad != std::string_view::npos) {
        static constexpr char kHex[] = "0123456789abcdef";
        const auto b = static_cast<unsigned char>(text[bad]);
        const format1::Pos pos = format1::positionAt(text, bad);
        return problemAt("def.not-utf8", {std::string{kHex[b >> 4], kHex[b & 15]}}, pos.line,
                         pos.column);
    }
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        const format1::Pos pos = format1::positionAt(text, nul);
        return problemAt(nulCode, {}, pos.line, pos.column);
    }
    return std::nullopt;
}

}  // namespace pl::formats
