#include "core/case_reader.h"

namespace pl {

namespace {

bool blank(std::string_view s)
{
    return s.find_first_not_of(" \t\r") == std::string_view::npos;
}

Problem caseProblem(Problem p, std::size_t number)
{
    // The case is where it is; the inner path (a position entry) is not useful here.
    // "case N" in English, translated in the window (Problem::Where::caseNumber).
    p.where = Problem::Where{};
    p.where.caseNumber = static_cast<int>(number);
    return p;
}

}  // namespace

std::string caseAnswerLine(const Rules& rules, Outcome outcome, const std::vector<int>& moves)
{
    if (outcome == Outcome::Unsolvable)
        return "unsolvable\n";
    if (outcome != Outcome::Solved)
        return {};
    const std::string text = rules.formatMoves(moves);
    return std::to_string(moves.size()) + ':' + (text.empty() ? "" : " ") + text + '\n';
}

Checked<SolveRequest> CaseReader::parseLine(std::string_view line, std::size_t number) const
{
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    if (scrambles_) {
        Checked<Position> p = scrambled(rules_, *scrambles_, line);
        if (!p)
            return {std::nullopt, {caseProblem(std::move(p.problems.front()), number)}};
        return {SolveRequest{std::move(*p.value), rules_.goal()}, {}};
    }
    std::string_view positionText = line;
    std::optional<std::string_view> goalText;
    if (const auto slash = line.find('/'); slash != std::string_view::npos) {
        positionText = line.substr(0, slash);
        goalText = line.substr(slash + 1);
    }
    const auto fail = [number](Problem p) -> Checked<SolveRequest> {
        return {std::nullopt, {caseProblem(std::move(p), number)}};
    };
    Checked<Position> position = rules_.parsePosition(positionText);
    if (!position)
        return fail(position.problems.front());
    SolveRequest request{std::move(*position.value), rules_.goal()};
    if (goalText) {
        if (!rules_.def().editableGoal)
            return fail(Problem{"case.goal-not-editable", {rules_.def().key}, {}});
        Checked<Position> goal = rules_.parsePosition(*goalText);
        if (!goal)
            return fail(goal.problems.front());
        def::Goal g;
        g.type = def::Goal::Type::Values;
        g.values.assign(goal.value->cells.begin(), goal.value->cells.end());
        if (Problems bad = rules_.validateGoal(g); !bad.empty())
            return fail(bad.front());
        request.goal = std::move(g);
    }
    return {std::move(request), {}};
}

void CaseReader::takeLine(std::string_view line)
{
    if (first_) {
        first_ = false;
        if (line.starts_with("\xEF\xBB\xBF"))
            line.remove_prefix(3);
    }
    if (blank(line))
        return;
    ++caseNumber_;
    Checked<SolveRequest> request = parseLine(line, caseNumber_);
    if (!request) {
        error_ = request.problems.front();
        return;
    }
    cases_.push_back(std::move(*request.value));
}

void CaseReader::feed(std::string_view bytes)
{
    while (!error_ && !bytes.empty()) {
        const auto nl = bytes.find('\n');
        if (nl == std::string_view::npos) {
            pending_.append(bytes);
            if (pending_.size() > kMaxCaseLineBytes)
                error_ = caseProblem(
                    Problem{"case.line-too-long", {std::to_string(kMaxCaseLineBytes)}, {}},
                    caseNumber_ + 1);
            return;
        }
        if (pending_.empty()) {
            takeLine(bytes.substr(0, nl));
        } else {
            pending_.append(bytes.substr(0, nl));
            takeLine(pending_);
            pending_.clear();
        }
        bytes.remove_prefix(nl + 1);
    }
}

void CaseReader::finish()
{
    if (!error_ && !pending_.empty()) {
        takeLine(pending_);
        pending_.clear();
    }
}

std::vector<SolveRequest> CaseReader::takeCases()
{
    std::vector<SolveRequest> out;
    out.swap(cases_);
    return out;
}

}  // namespace pl
