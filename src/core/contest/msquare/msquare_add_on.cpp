// Magic Squares' add-on: engines over the definition, the judge format, the contest's
// board-and-target notation and the sampler.
#include <algorithm>
#include <array>
#include <optional>
#include <utility>

#include "core/contest/msquare/msquare.h"
#include "core/judge_text.h"
#include "core/progress.h"
#include "core/search/bfs.h"

namespace pl::msquare {

namespace {

constexpr std::string_view kKey = "msquare";

Position positionOf(const Board& b)
{
    return Position{std::vector<std::uint8_t>(b.begin(), b.end())};
}

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

bool isBoard(const Position& p)
{
    return p.cells.size() == kTileCount && isPermutation(p.cells.data());
}

Board boardOf(const Position& p)
{
    Board b;
    std::copy_n(p.cells.begin(), kTileCount, b.begin());
    return b;
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
        b[std::size_t(i)] = static_cast<std::uint8_t>(list.values[std::size_t(i)]);
    if (std::optional<Problem> why = permutationError(b, name)) {
        r.problems.push_back(std::move(*why));
        return r;
    }
    r.value = b;
    return r;
}

// --- the contest's notation: "1 2 3 4 5 6 7 8 / 2 6 8 4 5 7 3 1" ---------------------

class BoardAndTarget final : public PositionForm {
public:
    // Board, then " / " and the target (the standard one when none is given).
    std::string format(const JudgeCase& p) const override
    {
        std::string out;
        const auto write = [&out](const Position& half) {
            for (std::size_t i = 0; i < half.cells.size(); ++i) {
                if (i)
                    out += ' ';
                out += std::to_string(half.cells[i]);
            }
        };
        write(p.position);
        out += " / ";
        write(p.goal ? *p.goal : positionOf(kStandard));
        return out;
    }

    // Board / target, 16 numbers (board, then target), or 8 (the board; the standard
    // target).
    Checked<JudgeCase> parse(std::string_view text) const override
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

        Checked<JudgeCase> r;
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
        r.value = JudgeCase{positionOf(*board.value), positionOf(target)};
        return r;
    }

    // Letters A, B and C of either case, run together or apart ("BCABCCB", "b c a"):
    // how the contest's answers and its old solution files write them.
    std::optional<Checked<std::vector<int>>> parseMoves(std::string_view text) const override
    {
        Checked<std::vector<int>> r;
        std::vector<int> moves;
        for (const Token& t : tokenize(text)) {
            for (const char c : t.text) {
                const char upper = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
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

    Problems validate(const Position& p) const override
    {
        if (p.cells.size() != kTileCount)
            return {Problem{"position.count",
                            {std::to_string(kTileCount), std::to_string(p.cells.size())},
                            {}}};
        if (std::optional<Problem> why = permutationError(boardOf(p), "board"))
            return {std::move(*why)};
        return {};
    }
};

// --- the judge format: cases of 8 numbers, the target --------------------------------

class MagicSquareJudge final : public JudgeFormat {
public:
    JudgeCases read(std::string_view text) const override
    {
        JudgeCases in;
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
                    target[std::size_t(i)] = static_cast<std::uint8_t>(list.values[std::size_t(i)]);
                why = permutationError(target, "target");
            }
            if (why)
                return fail(start / kTileCount + 1, std::move(*why));
            // The judge's board is the standard one; the case is the target.
            in.cases.push_back(JudgeCase{positionOf(kStandard), positionOf(target)});
        }
        // The judge gives one case; an input without any is a mistake, not zero answers.
        if (in.cases.empty())
            return fail(
                1, wrapProblem(
                       "case.input-empty", {},
                       Problem{"position.count-target", {std::to_string(kTileCount), "0"}, {}}));
        return in;
    }

    // The length, then the letters wrapped at 60; a length 0 answer is "0" and an
    // empty line.
    std::string write(const JudgeCase&, const Answer& answer) const override
    {
        if (answer.outcome != Outcome::Solved)
            return {};
        std::string letters;
        letters.reserve(answer.moves.size());
        for (int m : answer.moves)
            letters += m >= 0 && m < kMoveCount ? static_cast<char>('A' + m) : '?';
        std::string out = std::to_string(letters.size()) + "\n";
        if (letters.empty())
            return out + "\n";
        for (std::size_t i = 0; i < letters.size(); i += 60)
            out.append(letters, i, 60).append("\n");
        return out;
    }

    std::size_t caseTokens() const override { return kTileCount; }

    bool plainCase(const std::uint8_t* values, std::size_t count, JudgeCase& out) const override
    {
        if (count != kTileCount || !isPermutation(values))
            return false;
        out.position = positionOf(kStandard);
        out.goal = Position{std::vector<std::uint8_t>(values, values + count)};
        return true;
    }
};

// --- engines --------------------------------------------------------------------------

// Everything every msquare engine does around its own search: the board is the
// position, the target the request's full goal.
class MagicSquareEngine : public DefEngine {
public:
    explicit MagicSquareEngine(std::shared_ptr<const Rules> rules) : rules_(std::move(rules)) {}

    Answer solve(const SolveRequest& request, const ProgressFn& progress,
                 const CancelToken& cancel) final
    {
        Answer a;
        // msquare-table answers in about a hundred nanoseconds: only build a problem
        // when there is something wrong to say.
        const def::Goal& goal = request.goal;
        Board target{};
        bool goodGoal = goal.type == def::Goal::Type::Values && goal.values.size() == kTileCount;
        if (goodGoal) {
            for (int i = 0; i < kTileCount; ++i) {
                const int v = goal.values[std::size_t(i)];
                goodGoal = goodGoal && v >= 1 && v <= kTileCount;
                target[std::size_t(i)] = static_cast<std::uint8_t>(goodGoal ? v : 0);
            }
            goodGoal = goodGoal && isPermutation(target.data());
        }
        if (!isBoard(request.position) || !goodGoal) {
            a.problems = rules_->validate(request.position);
            if (a.problems.empty())
                a.problems = rules_->validateGoal(goal);
            if (a.problems.empty())
                a.problems.push_back(Problem{"engine.goal-fixed", {name()}, {}});
            return a;
        }
        if (cancel.cancelled()) {
            a.outcome = Outcome::Cancelled;
            return a;
        }
        observer_ = request.observer;
        a = run(boardOf(request.position), target, progress, cancel);
        observer_ = nullptr;
        if (request.observer && a.outcome == Outcome::Solved)
            request.observer->solved(a.moves);
        return a;
    }

protected:
    virtual Answer run(const Board& board, const Board& target, const ProgressFn& progress,
                       const CancelToken& cancel) = 0;
    // The request's observer while run() runs (SPEC 9), else null.
    [[nodiscard]] search::SearchObserver* observer() const { return observer_; }

private:
    std::shared_ptr<const Rules> rules_;
    search::SearchObserver* observer_ = nullptr;
};

class TableEngine final : public MagicSquareEngine {
public:
    using MagicSquareEngine::MagicSquareEngine;
    std::string name() const override { return "msquare-table"; }

protected:
    // No clock here: reading it twice (100+ ns on a virtual machine) would cost more
    // than the look-up; wallMs stays 0 and callers that show a time measure the call.
    Answer run(const Board& board, const Board& target, const ProgressFn&,
               const CancelToken&) override
    {
        Answer a;
        const MagicSquareTable& table = MagicSquareTable::instance(&a.stats.buildMs);
        a.outcome = Outcome::Solved;
        a.moves = table.answer(relabel(board, target));
        a.stats.nodes = 1;  // one look-up
        a.stats.statesStored = kStateCount;
        a.stats.tableBytes = table.bytes();
        return a;
    }
};

class BfsEngine final : public MagicSquareEngine {
public:
    using MagicSquareEngine::MagicSquareEngine;
    std::string name() const override { return "msquare-bfs"; }

protected:
    Answer run(const Board& board, const Board& target, const ProgressFn& progress,
               const CancelToken& cancel) override
    {
        const Stopwatch clock;
        SearchMonitor monitor(progress, cancel, Phase::BreadthFirst);
        const std::uint32_t goal = lehmerRank(target);
        const search::BfsTree tree =
            search::breadthFirst(MagicSquareSpace{}, board, monitor, goal, observer());
        Answer a;
        a.stats.nodes = monitor.nodes();
        a.stats.statesStored = tree.reached;
        a.stats.tableBytes = tree.bytes();
        a.stats.wallMs = clock.elapsedMs();
        if (tree.cancelled) {
            a.outcome = Outcome::Cancelled;
            return a;
        }
        if (!tree.seen(goal)) {
            a.problems.push_back(Problem{"engine.unreachable", {}, {}});
            return a;
        }
        a.outcome = Outcome::Solved;
        a.moves = tree.pathTo(goal);
        return a;
    }
};

// --- New Game and State Space: boards at a chosen distance from a target ---------------

// 40,320 targets: enumerating them all costs about as much as a few hundred random
// draws, and gives a uniform choice even among the five targets at 22.
std::optional<Board> targetAt(int distance, std::mt19937_64& rng)
{
    const MagicSquareTable& table = MagicSquareTable::instance();
    Board target = kStandard;
    std::optional<Board> chosen;
    std::size_t seen = 0;
    do {
        if (table.distance(target) == distance && drawBelow(rng, ++seen) == 0)
            chosen = target;  // reservoir sampling: each match kept with probability 1/seen
    } while (std::next_permutation(target.begin(), target.end()));
    return chosen;
}

// Boards `distance` moves from `goal`. The moves move places, not values, so renaming
// the values keeps every distance: a target T drawn uniformly at `distance` from the
// standard board becomes, with every value T[i] renamed goal[i], the goal, and the
// standard board, renamed the same way, a board as far from it (a uniform one: the
// renaming is one to one).
class MagicSquareSampling final : public PositionSampling {
public:
    explicit MagicSquareSampling(Board goal) : goal_(goal) {}
    [[nodiscard]] int largestDistance() const override
    {
        return int(MagicSquareTable::instance().histogram().size()) - 1;
    }
    [[nodiscard]] std::optional<Position> positionAt(int distance,
                                                     std::mt19937_64& rng) const override
    {
        const std::optional<Board> drawn = targetAt(distance, rng);
        if (!drawn)
            return std::nullopt;
        std::array<std::uint8_t, kTileCount + 1> renamed{};
        for (int i = 0; i < kTileCount; ++i)
            renamed[(*drawn)[std::size_t(i)]] = goal_[std::size_t(i)];
        Board board;
        for (int i = 0; i < kTileCount; ++i)
            board[std::size_t(i)] = renamed[kStandard[std::size_t(i)]];
        return positionOf(board);
    }

private:
    Board goal_;
};

// --- the add-on -----------------------------------------------------------------------

class MagicSquareAddOn final : public ContestAddOn {
public:
    std::string key() const override { return std::string(kKey); }

    std::vector<std::string> engineNames() const override
    {
        return {"msquare-table", "msquare-bfs"};
    }

    std::unique_ptr<DefEngine> makeEngine(std::shared_ptr<const Rules> rules,
                                          std::string_view name) const override
    {
        if (name == "msquare-table")
            return std::make_unique<TableEngine>(std::move(rules));
        if (name == "msquare-bfs")
            return std::make_unique<BfsEngine>(std::move(rules));
        return nullptr;
    }

    std::string engineDescription(std::string_view name) const override
    {
        if (name == "msquare-table")
            return "One breadth-first table of all 40,320 boards holding the smallest shortest "
                   "path to each; any start is renamed to the standard one, so an answer is one "
                   "look-up.";
        if (name == "msquare-bfs")
            return "Breadth-first search from the board over permutations ranked by their "
                   "Lehmer code, until the target is reached.";
        return {};
    }

    // SPEC 2's table is one table for every target (the standard board renamed); the
    // generic table is built from the goal, so a judge input of many targets would
    // build one per case: the judge's names run this puzzle's own engines.
    std::vector<JudgeEngine> judgeEngines() const override
    {
        return {{"table", "msquare-table"}, {"bfs", "msquare-bfs"}};
    }

    const JudgeFormat& judge() const override { return judge_; }
    const PositionForm& contestForm() const override { return notation_; }
    bool textIsContestForm() const override { return false; }

    std::shared_ptr<const PositionSampling> sampling(const Position* goal) const override
    {
        Board g = kStandard;
        if (goal && isBoard(*goal))
            g = boardOf(*goal);
        return std::make_shared<const MagicSquareSampling>(g);
    }

    std::vector<std::uint64_t> histogram() const override
    {
        return MagicSquareTable::instance().histogram();
    }

private:
    MagicSquareJudge judge_;
    BoardAndTarget notation_;
};

}  // namespace

std::shared_ptr<const ContestAddOn> addOn()
{
    return std::make_shared<const MagicSquareAddOn>();
}

}  // namespace pl::msquare
