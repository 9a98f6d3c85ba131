#include "core/problem.h"

#include <string_view>

namespace pl {

namespace {

struct Wording {
    std::string_view code;
    std::string_view english;  // {0}, {1}, ... are the arguments
};

// Every problem code core reports, with its English sentence. The window has the same
// list under tr() (models/problem_tr.cpp); a test checks the two lists agree.
constexpr Wording kWordings[] = {
    {"internal", "{0}"},
};

std::string fill(std::string_view pattern, const std::vector<std::string>& args)
{
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' &&
            pattern[i + 1] >= '0' && pattern[i + 1] <= '9') {
            const std::size_t k = static_cast<std::size_t>(pattern[i + 1] - '0');
            out += k < args.size() ? args[k] : std::string();
            i += 2;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

}  // namespace

std::string problemText(const Problem& problem)
{
    for (const Wording& w : kWordings)
        if (w.code == problem.code)
            return fill(w.english, problem.args);
    std::string out = problem.code;
    for (const auto& a : problem.args)
        out += " " + a;
    return out;
}

std::string whereText(const Problem::Where& where)
{
    std::string out;
    if (where.line > 0) {
        out = "line " + std::to_string(where.line);
        if (where.column > 0)
            out += ", column " + std::to_string(where.column);
    }
    if (!where.path.empty())
        out = out.empty() ? where.path : out + " (" + where.path + ")";
    return out;
}

std::string problemLine(const Problem& problem)
{
    const std::string where = whereText(problem.where);
    return where.empty() ? problemText(problem) : where + ": " + problemText(problem);
}

}  // namespace pl
