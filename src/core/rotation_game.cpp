#include "core/rotation_game.h"

#include <algorithm>
#include <string>

#include "core/contest/rotation/pattern_table.h"
#include "core/contest/rotation/rotation.h"
#include "core/contest_bridge.h"
#include "core/definition_puzzle.h"
#include "core/judge_text.h"
#include "core/session_puzzle.h"

namespace pl {

using namespace rotation;

namespace {

constexpr std::uint8_t kSampleBoard[kCells] = {1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2,
                                               2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3};

const ContestAddOn& addOnOf()
{
    static const ContestAddOn& addOn = *contestEntry("rotation").addOn;
    return addOn;
}

class RotationPuzzle final : public Puzzle, public CheckedReaders {
public:
    std::string key() const override { return "rotation"; }
    std::string title() const override { return "The Rotation Game"; }
    int cellCount() const override { return kCells; }
    const std::vector<std::string>& moveNames() const override
    {
        static const std::vector<std::string> names{"A", "B", "C", "D", "E", "F", "G", "H"};
        return names;
    }

    Position initial() const override
    {
        return Position{
            std::vector<std::uint8_t>(std::begin(kSampleBoard), std::end(kSampleBoard))};
    }

    Position apply(const Position& p, int move) const override { return applyToBoard(p, move); }

    bool isGoal(const Position& p) const override { return centreLabel(p) != 0; }

    std::string validate(const Position& p) const override
    {
        return firstProblemLine(validateProblems(p));
    }

    Problems validateProblems(const Position& p) const override { return boardProblems(p); }

    Position random(std::mt19937_64& rng) const override { return randomBoard(rng); }

    std::string formatPosition(const Position& p) const override
    {
        return addOnOf().contestForm().format(JudgeCase{p, std::nullopt});
    }

    Parsed<Position> parsePosition(std::string_view text) const override
    {
        return parsedFrom(parsePositionChecked(text));
    }

    Checked<Position> parsePositionChecked(std::string_view text) const override
    {
        Checked<JudgeCase> read = addOnOf().contestForm().parse(text);
        if (!read)
            return {std::nullopt, std::move(read.problems)};
        return {std::move(read.value->position), {}};
    }

    std::string formatMoves(const std::vector<int>& moves) const override
    {
        std::string out;
        for (const int m : moves)
            out += static_cast<char>('A' + m);
        return out;
    }

    Parsed<std::vector<int>> parseMoves(std::string_view text) const override
    {
        return parsedFrom(parseMovesChecked(text));
    }

    Checked<std::vector<int>> parseMovesChecked(std::string_view text) const override;

    std::vector<std::string> engineNames() const override { return {"table", "ida"}; }

    std::unique_ptr<Engine> makeEngine(std::string_view name) const override
    {
        if (name != "table" && name != "ida")
            return nullptr;
        return bridgedEngine(*this, std::string(name), "rotation-" + std::string(name),
                             [goal = contestEntry("rotation").rules->goal()](const Position& p) {
                                 return SolveRequest{p, goal};
                             });
    }

    int distance(const Position& p) const override { return boardDistance(p); }

    std::vector<int> optimalMoves(const Position& p) const override { return optimalBoardMoves(p); }

    std::vector<std::uint64_t> histogram() const override { return addOnOf().histogram(); }

    JudgeInput parseJudge(std::string_view text) const override
    {
        return judgeInputFrom(parseJudgeChecked(text));
    }

    CheckedJudge parseJudgeChecked(std::string_view text) const override
    {
        return bridgedJudge("rotation", text, [](const JudgeCase& c) { return c.position; });
    }

    std::string formatJudgeAnswer(const Position& p, const Solution& s) const override
    {
        return bridgedAnswer("rotation", JudgeCase{p, std::nullopt}, s);
    }
};

Checked<std::vector<int>> RotationPuzzle::parseMovesChecked(std::string_view text) const
{
    return *addOnOf().contestForm().parseMoves(text);
}

}  // namespace

const Puzzle& rotationPuzzle()
{
    static const RotationPuzzle puzzle;
    return puzzle;
}

std::array<std::uint32_t, 3> rotationPatterns(const Position& board)
{
    return rotation::rotationPatterns(board);
}

std::vector<Position> rotationHardestBoards()
{
    return rotation::rotationHardestBoards();
}

namespace {

// New Game and State Space: the add-on's samplers, for this object.
[[maybe_unused]] const bool sampled = registerPositionSampling(
    rotationPuzzle(), lazySampling([] { return addOnOf().sampling(nullptr); }));

// A session holds the bundled definition, which writes and reads boards as the contest
// does (its add-on says so) and lists the definition's engines under their own names:
// the hand-tuned rotation-table and rotation-ida beside the generic table and ida.
std::shared_ptr<const Puzzle> heldDefinition()
{
    return heldContestPuzzle("rotation");
}

// The contest object's boards are the definition's; the goal is the definition's.
std::optional<SessionPosition> sameBoard(const Position& p)
{
    if (!validateProblems(rotationPuzzle(), p).empty())
        return std::nullopt;
    return SessionPosition{p, {}};
}

[[maybe_unused]] const bool registered =
    registerSessionForm(rotationPuzzle(), SessionForm{heldDefinition, sameBoard});

}  // namespace

}  // namespace pl
