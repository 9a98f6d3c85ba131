#include "core/magic_square.h"

#include <algorithm>
#include <array>
#include <optional>

#include "core/judge_text.h"
#include "core/position_sampling.h"
#include "core/progress.h"
#include "core/search/bfs.h"
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

MagicSquareTable MagicSquareTable::build()
{
    const Stopwatch clock;
    // Nobody can stop or watch a shared table being built; it takes milliseconds.
    const CancelToken never;
    const ProgressFn silent;
    SearchMonitor monitor(silent, never, Phase::BuildingTable);
    const search::BfsTree tree = search::breadthFirst(MagicSquareSpace{}, kStandard, monitor);

    // Discovery order puts every parent before its children, so each path is its
    // parent's plus one letter.
    MagicSquareTable table;
    table.paths_.assign(kStateCount, 0);
    for (std::size_t i = 1; i < tree.order.size(); ++i) {
        const std::uint32_t r = tree.order[i];
        const std::uint64_t d = tree.depth[r];
        const std::uint64_t letter = std::uint64_t{tree.move[r]} << (kLengthBits + 2 * (d - 1));
        table.paths_[r] = (table.paths_[tree.parent[r]] & ~kLengthMask) | letter | d;
    }
    table.buildMs_ = clock.elapsedMs();
    return table;
}

std::vector<std::uint64_t> MagicSquareTable::histogram() const
{
    std::vector<std::uint64_t> h;
    for (std::uint64_t path : paths_) {
        const std::size_t d = path & kLengthMask;
        if (d >= h.size())
            h.resize(d + 1, 0);
        ++h[d];
    }
    return h;
}

const MagicSquareTable& MagicSquareTable::instance(double* buildMsThisCall)
{
    bool builtHere = false;
    static const MagicSquareTable table = [&builtHere] {
        builtHere = true;
        return build();
    }();
    if (buildMsThisCall)
        *buildMsThisCall = builtHere ? table.buildMs_ : 0.0;
    return table;
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

// Eight tiles from tokens [begin, end), or a problem naming `name` (the half, "board"
// or "target") and the fault.
Checked<Board> parseHalf(const std::vector<Token>& tokens, std::size_t begin, std::size_t end,
                         std::string_view name)
{
    Checked<Board> r;
    IntList list = parseIntTokens(tokens, begin, end, kTileCount, 1, kTileCount);
    if (list.problem) {
        r.problems.push_back(wrapProblem(name == "board" ? "position.board" : "position.target", {},
                                         std::move(*list.problem)));
        return r;
    }
    Board b;
    for (int i = 0; i < kTileCount; ++i)
        b[i] = static_cast<std::uint8_t>(list.values[i]);
    if (std::optional<Problem> why = permutationError(b, name)) {
        r.problems.push_back(std::move(*why));
        return r;
    }
    r.value = b;
    return r;
}

Solution failed(Problems problems)
{
    return failedSolution(std::move(problems));
}

// Everything every msquare engine does around its own search.
class MagicSquareEngine : public Engine {
public:
    Solution solve(const Position& position, const ProgressFn& progress,
                   const CancelToken& cancel) final
    {
        // The table answers in about a hundred nanoseconds: only build a sentence
        // when there is something wrong to say.
        if (!isValid(position))
            return failed(validateProblems(magicSquarePuzzle(), position));
        if (cancel.cancelled()) {
            Solution s;
            s.outcome = Outcome::Cancelled;
            return s;
        }
        return run(boardOf(position), targetOf(position), progress, cancel);
    }

protected:
    virtual Solution run(const Board& board, const Board& target, const ProgressFn& progress,
                         const CancelToken& cancel) = 0;
};

class TableEngine final : public MagicSquareEngine {
public:
    std::string name() const override { return "table"; }
    std::string description() const override
    {
        return "One breadth-first table of all 40,320 boards holding the smallest shortest "
               "path to each; any start is renamed to the standard one, so an answer is one "
               "look-up.";
    }

protected:
    // No clock here: reading it twice (100+ ns on a virtual machine) would cost more
    // than the look-up; wallMs stays 0 and callers that show a time measure the call.
    Solution run(const Board& board, const Board& target, const ProgressFn&,
                 const CancelToken&) override
    {
        Solution s;
        const MagicSquareTable& table = MagicSquareTable::instance(&s.stats.buildMs);
        s.outcome = Outcome::Solved;
        s.moves = table.answer(relabel(board, target));
        s.stats.nodes = 1;  // one look-up
        s.stats.statesStored = kStateCount;
        s.stats.tableBytes = table.bytes();
        return s;
    }
};

class BfsEngine final : public MagicSquareEngine {
public:
    std::string name() const override { return "bfs"; }
    std::string description() const override
    {
        return "Breadth-first search from the board over permutations ranked by their "
               "Lehmer code, until the target is reached.";
    }

protected:
    Solution run(const Board& board, const Board& target, const ProgressFn& progress,
                 const CancelToken& cancel) override
    {
        const Stopwatch clock;
        SearchMonitor monitor(progress, cancel, Phase::BreadthFirst);
        const std::uint32_t goal = lehmerRank(target);
        const search::BfsTree tree = search::breadthFirst(MagicSquareSpace{}, board, monitor, goal);
        Solution s;
        s.stats.nodes = monitor.nodes();
        s.stats.statesStored = tree.reached;
        s.stats.tableBytes = tree.bytes();
        s.stats.wallMs = clock.elapsedMs();
        if (tree.cancelled) {
            s.outcome = Outcome::Cancelled;
            return s;
        }
        if (!tree.seen(goal))
            return failed({Problem{"engine.unreachable", {}, {}}});
        s.outcome = Outcome::Solved;
        s.moves = tree.pathTo(goal);
        return s;
    }
};

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
    std::string spaced;
    for (char c : text) {
        if (c == '/')
            spaced += " / ";
        else
            spaced += c;
    }
    const auto tokens = tokenize(spaced);
    std::vector<std::size_t> slashes;
    for (std::size_t i = 0; i < tokens.size(); ++i)
        if (tokens[i].text == "/")
            slashes.push_back(i);

    Checked<Position> r;
    // Token ranges of the two halves (the target's empty when only a board is given).
    std::size_t boardEnd = 0;
    std::size_t targetBegin = 0;
    if (slashes.size() > 1) {
        r.problems.push_back(Problem{"position.slashes", {std::to_string(slashes.size())}, {}});
        return r;
    }
    if (slashes.size() == 1) {
        boardEnd = slashes[0];
        targetBegin = slashes[0] + 1;
    } else if (tokens.size() == 2 * kTileCount) {
        boardEnd = kTileCount;
        targetBegin = kTileCount;
    } else if (tokens.size() == kTileCount) {
        boardEnd = tokens.size();
        targetBegin = tokens.size();
    } else {
        // Let the board's own check name a bad token before the count does.
        IntList list = parseIntTokens(tokens, 0, tokens.size(), tokens.size(), 1, kTileCount);
        r.problems.push_back(
            list.problem ? std::move(*list.problem)
                         : Problem{"position.count-board-or-both",
                                   {std::to_string(kTileCount), std::to_string(2 * kTileCount),
                                    std::to_string(tokens.size())},
                                   {}});
        return r;
    }
    Checked<Board> board = parseHalf(tokens, 0, boardEnd, "board");
    if (!board) {
        r.problems = std::move(board.problems);
        return r;
    }
    Board target = kStandard;
    if (slashes.size() == 1 || tokens.size() == 2 * kTileCount) {
        Checked<Board> t = parseHalf(tokens, targetBegin, tokens.size(), "target");
        if (!t) {
            r.problems = std::move(t.problems);
            return r;
        }
        target = *t.value;
    }
    r.value = makePosition(*board.value, target);
    return r;
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
    Checked<std::vector<int>> r;
    std::vector<int> moves;
    for (const Token& t : tokenize(text)) {
        for (char c : t.text) {
            const char upper = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
            if (upper < 'A' || upper > 'C') {
                r.problems.push_back(Problem{"moves.msquare-list", {quoteToken(t.text)}, {}});
                return r;
            }
            moves.push_back(upper - 'A');
        }
    }
    r.value = std::move(moves);
    return r;
}

std::vector<std::string> MagicSquarePuzzle::engineNames() const
{
    return {"table", "bfs"};
}

std::unique_ptr<Engine> MagicSquarePuzzle::makeEngine(std::string_view name) const
{
    if (name == "table")
        return std::make_unique<TableEngine>();
    if (name == "bfs")
        return std::make_unique<BfsEngine>();
    return nullptr;
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
    return MagicSquareTable::instance().histogram();
}

JudgeInput MagicSquarePuzzle::parseJudge(std::string_view text) const
{
    return judgeInputFrom(parseJudgeChecked(text));
}

CheckedJudge MagicSquarePuzzle::parseJudgeChecked(std::string_view text) const
{
    CheckedJudge in;
    const auto fail = [&in](std::size_t caseNumber, Problem problem) {
        Problem::Where where;
        where.caseNumber = static_cast<int>(caseNumber);
        in.problems.push_back(placedAt(std::move(problem), std::move(where)));
        return in;
    };
    const auto tokens = tokenize(text);
    for (std::size_t start = 0; start < tokens.size(); start += kTileCount) {
        const std::size_t end = std::min(tokens.size(), start + kTileCount);
        IntList list = parseIntTokens(tokens, start, end, kTileCount, 1, kTileCount);
        std::optional<Problem> why = std::move(list.problem);
        Board target{};
        if (!why) {
            for (int i = 0; i < kTileCount; ++i)
                target[i] = static_cast<std::uint8_t>(list.values[i]);
            why = permutationError(target, "target");
        }
        if (why)
            return fail(start / kTileCount + 1, std::move(*why));
        in.cases.push_back(makePosition(kStandard, target));
    }
    // The judge gives one case; an input without any is a mistake, not zero answers.
    if (in.cases.empty())
        return fail(
            1,
            wrapProblem("case.input-empty", {},
                        Problem{"position.count-target", {std::to_string(kTileCount), "0"}, {}}));
    return in;
}

std::string MagicSquarePuzzle::formatJudgeAnswer(const Position&, const Solution& s) const
{
    const std::string letters = formatMoves(s.moves);
    std::string out = std::to_string(letters.size()) + "\n";
    if (letters.empty())
        return out + "\n";
    for (std::size_t i = 0; i < letters.size(); i += 60)
        out.append(letters, i, 60).append("\n");
    return out;
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
    static const std::shared_ptr<const Puzzle> held = definitionPuzzle(magicSquarePuzzle().entry());
    return held;
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

// 40,320 targets: enumerating them all costs about as much as a few hundred random
// draws, and gives a uniform choice even among the five targets at 22.
std::optional<Position> magicSquareAt(int distance, std::mt19937_64& rng)
{
    const Puzzle& square = magicSquarePuzzle();
    Position p = square.initial();
    std::array<std::uint8_t, 8> target{1, 2, 3, 4, 5, 6, 7, 8};
    std::optional<Position> chosen;
    std::size_t seen = 0;
    do {
        std::copy(target.begin(), target.end(), p.cells.begin() + 8);
        if (square.distance(p) == distance && drawBelow(rng, ++seen) == 0)
            chosen = p;  // reservoir sampling: each match kept with probability 1/seen
    } while (std::next_permutation(target.begin(), target.end()));
    return chosen;
}

class MagicSquareSampling final : public PositionSampling {
public:
    [[nodiscard]] int largestDistance() const override
    {
        return int(magicSquarePuzzle().histogram().size()) - 1;
    }
    [[nodiscard]] std::optional<Position> positionAt(int distance,
                                                     std::mt19937_64& rng) const override
    {
        return magicSquareAt(distance, rng);
    }
};

// The Magic Squares definition a session holds (8 cells, the target as its goal):
// boards `distance` moves from `goal`. The moves move places, not values, so renaming
// the values keeps every distance: a target T drawn uniformly at `distance` from the
// standard start 1..8 becomes, with every value T[i] renamed goal[i], the goal, and the
// start, renamed the same way, a board as far from it (a uniform one: the renaming is
// one to one).
class MagicSquareGoalSampling final : public PositionSampling {
public:
    explicit MagicSquareGoalSampling(Position goal) : goal_(std::move(goal)) {}
    [[nodiscard]] int largestDistance() const override { return square_.largestDistance(); }
    [[nodiscard]] std::optional<Position> positionAt(int distance,
                                                     std::mt19937_64& rng) const override
    {
        const std::optional<Position> drawn = square_.positionAt(distance, rng);
        if (!drawn || drawn->cells.size() != 2 * goal_.cells.size())
            return std::nullopt;
        const std::size_t n = goal_.cells.size();
        std::array<std::uint8_t, 256> renamed{};
        for (std::size_t i = 0; i < n; ++i)
            renamed[drawn->cells[n + i]] = goal_.cells[i];
        Position board;
        for (std::size_t i = 0; i < n; ++i)
            board.cells.push_back(renamed[drawn->cells[i]]);
        return board;
    }

private:
    Position goal_;
    MagicSquareSampling square_;
};

std::shared_ptr<const PositionSampling> boardsForTarget(const Position& goal)
{
    return std::make_shared<const MagicSquareGoalSampling>(goal);
}

[[maybe_unused]] const bool sampled =
    registerPositionSampling(magicSquarePuzzle(), std::make_shared<const MagicSquareSampling>());

[[maybe_unused]] const bool registered = registerSessionForm(
    magicSquarePuzzle(), SessionForm{heldDefinition, boardAndTarget, boardsForTarget});

}  // namespace

}  // namespace pl
