#include "core/magic_square.h"

#include <algorithm>
#include <array>
#include <optional>

#include "core/contest_bridge.h"
#include "core/definition_puzzle.h"
#include "core/judge_text.h"
#include "core/position_sampling.h"
#include "core/session_puzzle.h"

namespace pl {
namespace msquare {

Board boardOf(const Position& p)
{
    Board b;
    std::copy_n(p.cells.begin(), kTileCount, b.begin());
    return b;
}

Board targetOf(const Position& p)
{
    Board b;
    std::copy_n(p.cells.begin() + kTileCount, kTileCount, b.begin());
    return b;
}

Position makePosition(const Board& board, const Board& target)
{
    Position p;
    p.cells.reserve(2 * kTileCount);
    p.cells.insert(p.cells.end(), board.begin(), board.end());
    p.cells.insert(p.cells.end(), target.begin(), target.end());
    return p;
}

}  // namespace msquare

using namespace msquare;

namespace {

// Nothing when `half` is a permutation of 1..8, else what is wrong, naming the half
// ("board" or "target").
std::optional<Problem> permutationError(const Board& half, std::string_view name)
{
    const bool board = name == "board";
    unsigned seen = 0;
    for (std::uint8_t v : half) {
        if (v < 1 || v > kTileCount)
            return Problem{
                board ? "position.board-tile" : "position.target-tile", {std::to_string(v)}, {}};
        if (seen & (1u << v))
            return Problem{board ? "position.board-repeats" : "position.target-repeats",
                           {std::to_string(v)},
                           {}};
        seen |= 1u << v;
    }
    return std::nullopt;
}

bool isPermutation(const std::uint8_t* tiles)
{
    unsigned seen = 0;
    for (int i = 0; i < kTileCount; ++i) {
        if (tiles[i] < 1 || tiles[i] > kTileCount)
            return false;
        seen |= 1u << tiles[i];
    }
    return seen == 0b111111110;
}

bool isValid(const Position& p)
{
    return p.cells.size() == 2 * kTileCount && isPermutation(p.cells.data()) &&
           isPermutation(p.cells.data() + kTileCount);
}

const ContestAddOn& addOnOf()
{
    static const ContestAddOn& addOn = *contestEntry("msquare").addOn;
    return addOn;
}

// The 16 cells as the definition's board and target goal (an invalid position as it
// is: the engine refuses it).
SolveRequest requestOf(const Position& p)
{
    SolveRequest r;
    r.goal.type = def::Goal::Type::Values;
    if (p.cells.size() != 2 * kTileCount) {
        r.position = p;
        return r;
    }
    r.position.cells.assign(p.cells.begin(), p.cells.begin() + kTileCount);
    r.goal.values.assign(p.cells.begin() + kTileCount, p.cells.end());
    return r;
}

Position joined(const JudgeCase& c)
{
    return makePosition(boardOf(Position{c.position.cells}), c.goal ? boardOf(*c.goal) : kStandard);
}

}  // namespace

MagicSquarePuzzle::MagicSquarePuzzle() : names_{"A", "B", "C"} {}

Position MagicSquarePuzzle::initial() const
{
    return makePosition(kStandard, kStandard);
}

Position MagicSquarePuzzle::apply(const Position& p, int move) const
{
    Position next = p;
    const auto& src = kMoveSource[move];
    for (int i = 0; i < kTileCount; ++i)
        next.cells[i] = p.cells[src[i]];
    return next;
}

bool MagicSquarePuzzle::isGoal(const Position& p) const
{
    return p.cells.size() == 2 * kTileCount &&
           std::equal(p.cells.begin(), p.cells.begin() + kTileCount, p.cells.begin() + kTileCount);
}

std::string MagicSquarePuzzle::validate(const Position& p) const
{
    return firstProblemLine(validateProblems(p));
}

Problems MagicSquarePuzzle::validateProblems(const Position& p) const
{
    if (p.cells.size() != 2 * kTileCount)
        return {Problem{"position.msquare-count", {std::to_string(p.cells.size())}, {}}};
    if (std::optional<Problem> why = permutationError(boardOf(p), "board"))
        return {std::move(*why)};
    if (std::optional<Problem> why = permutationError(targetOf(p), "target"))
        return {std::move(*why)};
    return {};
}

Position MagicSquarePuzzle::random(std::mt19937_64& rng) const
{
    // Raw engine output, not a distribution, so a seed means the same target everywhere.
    Board target = kStandard;
    for (int i = kTileCount - 1; i > 0; --i)
        std::swap(target[i], target[rng() % static_cast<unsigned>(i + 1)]);
    return makePosition(kStandard, target);
}

std::string MagicSquarePuzzle::formatPosition(const Position& p) const
{
    std::string out;
    for (std::size_t i = 0; i < p.cells.size(); ++i) {
        if (i == kTileCount)
            out += " / ";
        else if (i)
            out += ' ';
        out += std::to_string(p.cells[i]);
    }
    return out;
}

Parsed<Position> MagicSquarePuzzle::parsePosition(std::string_view text) const
{
    return parsedFrom(parsePositionChecked(text));
}

Checked<Position> MagicSquarePuzzle::parsePositionChecked(std::string_view text) const
{
    Checked<JudgeCase> read = addOnOf().contestForm().parse(text);
    if (!read)
        return {std::nullopt, std::move(read.problems)};
    return {joined(*read.value), {}};
}

std::string MagicSquarePuzzle::formatMoves(const std::vector<int>& moves) const
{
    std::string out;
    out.reserve(moves.size());
    for (int m : moves)
        out += m >= 0 && m < kMoveCount ? static_cast<char>('A' + m) : '?';
    return out;
}

Parsed<std::vector<int>> MagicSquarePuzzle::parseMoves(std::string_view text) const
{
    return parsedFrom(parseMovesChecked(text));
}

Checked<std::vector<int>> MagicSquarePuzzle::parseMovesChecked(std::string_view text) const
{
    return *addOnOf().contestForm().parseMoves(text);
}

std::vector<std::string> MagicSquarePuzzle::engineNames() const
{
    return {"table", "bfs"};
}

std::unique_ptr<Engine> MagicSquarePuzzle::makeEngine(std::string_view name) const
{
    const auto names = engineNames();
    if (std::find(names.begin(), names.end(), name) == names.end())
        return nullptr;
    return bridgedEngine(*this, std::string(name), "msquare-" + std::string(name), requestOf);
}

int MagicSquarePuzzle::distance(const Position& p) const
{
    return MagicSquareTable::instance().distance(relabel(boardOf(p), targetOf(p)));
}

std::vector<int> MagicSquarePuzzle::optimalMoves(const Position& p) const
{
    const int d = distance(p);
    std::vector<int> moves;
    for (int m = 0; m < kMoveCount; ++m)
        if (distance(apply(p, m)) == d - 1)
            moves.push_back(m);
    return moves;
}

std::vector<std::uint64_t> MagicSquarePuzzle::histogram() const
{
    return addOnOf().histogram();
}

JudgeInput MagicSquarePuzzle::parseJudge(std::string_view text) const
{
    return judgeInputFrom(parseJudgeChecked(text));
}

CheckedJudge MagicSquarePuzzle::parseJudgeChecked(std::string_view text) const
{
    return bridgedJudge("msquare", text, joined);
}

std::string MagicSquarePuzzle::formatJudgeAnswer(const Position& p, const Solution& s) const
{
    const SolveRequest r = requestOf(p);
    return bridgedAnswer(
        "msquare", JudgeCase{r.position, Position{{r.goal.values.begin(), r.goal.values.end()}}},
        s);
}

const Puzzle& magicSquarePuzzle()
{
    static const MagicSquarePuzzle instance;
    return instance;
}

namespace {

// A session holds the bundled 8-cell definition (its hand-tuned engines are this
// file's engines, registered for its key): the target is the session's goal, not the
// second half of the position; the contest object keeps the judge format's shape.
std::shared_ptr<const Puzzle> heldDefinition()
{
    return heldContestPuzzle("msquare");
}

// Board and target, each 8 cells in the same reading order.
std::optional<SessionPosition> boardAndTarget(const Position& p)
{
    if (!isValid(p))
        return std::nullopt;
    SessionPosition split;
    const auto half = p.cells.begin() + kTileCount;
    split.position.cells.assign(p.cells.begin(), half);
    split.goal.cells.assign(half, p.cells.end());
    return split;
}

// --- New Game and State Space: positions at a chosen distance -----------------------

// The contest object's positions at a distance: the standard board and a target that
// far (the add-on samples boards for a target; renaming every tile turns one into the
// other, keeping distances).
class MagicSquareSampling final : public PositionSampling {
public:
    [[nodiscard]] int largestDistance() const override { return boards()->largestDistance(); }
    [[nodiscard]] std::optional<Position> positionAt(int distance,
                                                     std::mt19937_64& rng) const override
    {
        const std::optional<Position> board = boards()->positionAt(distance, rng);
        if (!board || board->cells.size() != kTileCount)
            return std::nullopt;
        // board -> standard takes the sequences standard -> target, for the target
        // that renames each tile board[i] to i + 1.
        Board target;
        for (int i = 0; i < kTileCount; ++i)
            target[std::size_t(i)] = std::uint8_t(i + 1);
        return makePosition(kStandard, relabel(boardOf(*board), target));
    }

private:
    static std::shared_ptr<const PositionSampling> boards()
    {
        static const auto sampling = addOnOf().sampling(nullptr);
        return sampling;
    }
};

[[maybe_unused]] const bool sampled =
    registerPositionSampling(magicSquarePuzzle(), std::make_shared<const MagicSquareSampling>());

[[maybe_unused]] const bool registered =
    registerSessionForm(magicSquarePuzzle(), SessionForm{heldDefinition, boardAndTarget});

}  // namespace

}  // namespace pl
