#include "core/clocks.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>

#include "core/contest_bridge.h"
#include "core/definition_puzzle.h"
#include "core/judge_text.h"
#include "core/position_sampling.h"
#include "core/session_puzzle.h"

namespace pl {
using namespace clocks;

namespace {

const ContestAddOn& addOnOf()
{
    static const ContestAddOn& addOn = *contestEntry("clocks").addOn;
    return addOn;
}

}  // namespace

ClocksPuzzle::ClocksPuzzle()
{
    for (int mv = 1; mv <= kMoveCount; ++mv)
        names_.push_back(std::to_string(mv));
}

Position ClocksPuzzle::initial() const
{
    return Position{std::vector<std::uint8_t>(kClockCount, 0)};
}

Position ClocksPuzzle::apply(const Position& p, int move) const
{
    Position next = p;
    for (int c = 0; c < kClockCount; ++c)
        if ((kMoveClockBits[move] >> c) & 1)
            next.cells[c] = static_cast<std::uint8_t>((next.cells[c] + 1) & 3);
    return next;
}

std::vector<int> ClocksPuzzle::moveSources(int /*move*/) const
{
    std::vector<int> sources(kClockCount);
    for (int c = 0; c < kClockCount; ++c)
        sources[static_cast<std::size_t>(c)] = c;
    return sources;
}

std::vector<int> ClocksPuzzle::moveCells(int move) const
{
    std::vector<int> cells;
    for (int c = 0; c < kClockCount; ++c)
        if ((kMoveClockBits[move] >> c) & 1)
            cells.push_back(c);
    return cells;
}

bool ClocksPuzzle::isGoal(const Position& p) const
{
    return std::all_of(p.cells.begin(), p.cells.end(), [](std::uint8_t v) { return v == 0; });
}

std::string ClocksPuzzle::validate(const Position& p) const
{
    return firstProblemLine(validateProblems(p));
}

Problems ClocksPuzzle::validateProblems(const Position& p) const
{
    return addOnOf().contestForm().validate(p);
}

Position ClocksPuzzle::random(std::mt19937_64& rng) const
{
    // The engine's output bits are fixed by the standard, unlike the distributions,
    // so a seed gives the same position on every platform.
    return unpack(static_cast<Packed>(rng() % kPositionCount));
}

std::string ClocksPuzzle::formatPosition(const Position& p) const
{
    return addOnOf().contestForm().format(JudgeCase{p, std::nullopt});
}

Parsed<Position> ClocksPuzzle::parsePosition(std::string_view text) const
{
    return parsedFrom(parsePositionChecked(text));
}

Checked<Position> ClocksPuzzle::parsePositionChecked(std::string_view text) const
{
    Checked<JudgeCase> read = addOnOf().contestForm().parse(text);
    if (!read)
        return {std::nullopt, std::move(read.problems)};
    return {std::move(read.value->position), {}};
}

std::string ClocksPuzzle::formatMoves(const std::vector<int>& moves) const
{
    std::string out;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i)
            out += ' ';
        out += moves[i] >= 0 && moves[i] < kMoveCount ? names_[moves[i]] : "?";
    }
    return out;
}

Parsed<std::vector<int>> ClocksPuzzle::parseMoves(std::string_view text) const
{
    return parsedFrom(parseMovesChecked(text));
}

Checked<std::vector<int>> ClocksPuzzle::parseMovesChecked(std::string_view text) const
{
    return *addOnOf().contestForm().parseMoves(text);
}

std::vector<std::string> ClocksPuzzle::engineNames() const
{
    return {"linear", "enumerate", "bfs"};
}

std::unique_ptr<Engine> ClocksPuzzle::makeEngine(std::string_view name) const
{
    const auto names = engineNames();
    if (std::find(names.begin(), names.end(), name) == names.end())
        return nullptr;
    return bridgedEngine(*this, std::string(name), "clocks-" + std::string(name),
                         [goal = contestEntry("clocks").rules->goal()](const Position& p) {
                             return SolveRequest{p, goal};
                         });
}

int ClocksPuzzle::distance(const Position& p) const
{
    const MoveCounts counts = solveCounts(p);
    int sum = 0;
    for (std::uint8_t c : counts)
        sum += c;
    return sum;
}

std::vector<int> ClocksPuzzle::optimalMoves(const Position& p) const
{
    // Making a move the solution contains takes one off its count; making any other
    // means that move is then needed 3 more times.
    const MoveCounts counts = solveCounts(p);
    std::vector<int> moves;
    for (int mv = 0; mv < kMoveCount; ++mv)
        if (counts[mv] > 0)
            moves.push_back(mv);
    return moves;
}

std::vector<std::uint64_t> ClocksPuzzle::histogram() const
{
    return addOnOf().histogram();
}

JudgeInput ClocksPuzzle::parseJudge(std::string_view text) const
{
    return judgeInputFrom(parseJudgeChecked(text));
}

CheckedJudge ClocksPuzzle::parseJudgeChecked(std::string_view text) const
{
    return bridgedJudge("clocks", text, [](const JudgeCase& c) { return c.position; });
}

std::string ClocksPuzzle::formatJudgeAnswer(const Position& p, const Solution& s) const
{
    return bridgedAnswer("clocks", JudgeCase{p, std::nullopt}, s);
}

const Puzzle& clocksPuzzle()
{
    static const ClocksPuzzle instance;
    return instance;
}

namespace {

[[maybe_unused]] const bool sampled = registerPositionSampling(
    clocksPuzzle(), lazySampling([] { return addOnOf().sampling(nullptr); }));

// A session holds the bundled definition, which writes and reads clock faces (its
// add-on says its text is the contest's) and lists the definition's engines under
// their own names: the hand-tuned clocks-linear beside the generic linear and table.
std::shared_ptr<const Puzzle> heldDefinition()
{
    return heldContestPuzzle("clocks");
}

// The contest object's positions are the definition's; the goal is the definition's.
std::optional<SessionPosition> samePosition(const Position& p)
{
    if (!validateProblems(clocksPuzzle(), p).empty())
        return std::nullopt;
    return SessionPosition{p, {}};
}

[[maybe_unused]] const bool registered =
    registerSessionForm(clocksPuzzle(), SessionForm{heldDefinition, samePosition});

}  // namespace

}  // namespace pl
