#include "core/formats/definition_reader.h"

#include <optional>
#include <utility>
#include <vector>

#include "core/formats/format1/checker.h"
#include "core/formats/format1/json_text.h"
#include "core/formats/raw_text.h"

namespace pl {

namespace {

Checked<def::PuzzleDef> refused(Problem p)
{
    Checked<def::PuzzleDef> out;
    out.problems.push_back(std::move(p));
    return out;
}

}  // namespace

Checked<def::PuzzleDef> readDefinition(std::string_view text)
{
    // JSON has no raw NUL anywhere, and nlohmann takes one for the end of the text
    // (it would accept "{} NUL anything"): rawTextProblem refuses it.
    if (std::optional<Problem> p = formats::rawTextProblem(text, "def.nul-byte"))
        return refused(std::move(*p));
    format1::json root;
    if (std::optional<Problem> p = format1::parseObject(text, root, "def.not-object"))
        return refused(std::move(*p));

    format1::Checker checker(root);
    std::vector<format1::Found> found = checker.run();

    Checked<def::PuzzleDef> out;
    out.problems = format1::placed(text, std::move(found));
    if (out.problems.empty())
        out.value = std::move(checker.result());
    return out;
}

}  // namespace pl
