#include "core/clocks.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>

#include "core/judge_text.h"
#include "core/position_sampling.h"
#include "core/progress.h"
#include "core/search/bfs.h"

namespace pl {
namespace clocks {
namespace {

using Matrix = std::array<std::array<int, kMoveCount>, kClockCount>;

// kTurns[clock][move]: how far `move` turns `clock` (0 or 1 quarter turn).
constexpr Matrix moveMatrix()
{
    Matrix m{};
    for (int c = 0; c < kClockCount; ++c)
        for (int mv = 0; mv < kMoveCount; ++mv)
            m[c][mv] = (kMoveClockBits[mv] >> c) & 1;
    return m;
}

// Gauss-Jordan modulo 4. Z/4 is not a field, but a matrix is invertible mod 4 exactly
// when it is mod 2, and then every column has an odd (hence unit) pivot left to pick.
// Both units, 1 and 3, are their own inverse.
constexpr Matrix inverseMod4(Matrix a)
{
    Matrix inv{};
    for (int i = 0; i < kClockCount; ++i)
        inv[i][i] = 1;
    for (int col = 0; col < kClockCount; ++col) {
        int pivot = col;
        while (pivot < kClockCount && a[pivot][col] % 2 == 0)
            ++pivot;
        if (pivot == kClockCount)
            throw "move matrix is singular modulo 4";  // fails the constant evaluation
        std::swap(a[pivot], a[col]);
        std::swap(inv[pivot], inv[col]);
        const int unitInverse = a[col][col];
        for (int k = 0; k < kClockCount; ++k) {
            a[col][k] = a[col][k] * unitInverse % 4;
            inv[col][k] = inv[col][k] * unitInverse % 4;
        }
        for (int row = 0; row < kClockCount; ++row) {
            const int f = a[row][col];
            if (row == col || f == 0)
                continue;
            for (int k = 0; k < kClockCount; ++k) {
                a[row][k] = ((a[row][k] - f * a[col][k]) % 4 + 4) % 4;
                inv[row][k] = ((inv[row][k] - f * inv[col][k]) % 4 + 4) % 4;
            }
        }
    }
    return inv;
}

constexpr Matrix kTurns = moveMatrix();
// kInverse[move][clock]: kTurns·counts = -position, so counts = kInverse·(-position).
constexpr Matrix kInverse = inverseMod4(kTurns);

constexpr bool isInverse()
{
    for (int i = 0; i < kClockCount; ++i)
        for (int j = 0; j < kClockCount; ++j) {
            int s = 0;
            for (int k = 0; k < kClockCount; ++k)
                s += kTurns[i][k] * kInverse[k][j];
            if (s % 4 != (i == j ? 1 : 0))
                return false;
        }
    return true;
}
static_assert(isInverse());

// Low bit of every two-bit field, per move: adding it turns those clocks once.
constexpr std::array<Packed, kMoveCount> moveMasks()
{
    std::array<Packed, kMoveCount> masks{};
    for (int mv = 0; mv < kMoveCount; ++mv)
        for (int c = 0; c < kClockCount; ++c)
            if ((kMoveClockBits[mv] >> c) & 1)
                masks[mv] |= Packed{1} << (2 * c);
    return masks;
}
constexpr std::array<Packed, kMoveCount> kMoveMasks = moveMasks();

// Two-bit lanes, one a move: kLow holds each lane's low bit, kHigh its high bit.
constexpr Packed kLow = 0x15555;
constexpr Packed kHigh = kLow << 1;

// Lane-wise a + b modulo 4: the low bits add without carrying out of their lane
// (at most 1 + 1), and the high bits take the other high bits by exclusive or.
constexpr Packed addMod4(Packed a, Packed b)
{
    return ((a & kLow) + (b & kLow)) ^ ((a ^ b) & kHigh);
}

// counts = inverse · (-position): clock c showing v adds column c of the inverse
// (4 - v) times. Those scaled columns, packed, turn the product into nine additions.
constexpr std::array<std::array<Packed, 4>, kClockCount> scaledColumns()
{
    std::array<std::array<Packed, 4>, kClockCount> cols{};
    for (int c = 0; c < kClockCount; ++c)
        for (int v = 0; v < 4; ++v)
            for (int mv = 0; mv < kMoveCount; ++mv)
                cols[c][v] |= static_cast<Packed>(kInverse[mv][c] * ((4 - v) % 4) % 4) << (2 * mv);
    return cols;
}
constexpr auto kScaledColumns = scaledColumns();

const char* const kClockLetters = "ABCDEFGHI";

}  // namespace

Packed pack(const Position& p)
{
    Packed packed = 0;
    for (int c = 0; c < kClockCount; ++c)
        packed |= Packed{p.cells[c]} << (2 * c);
    return packed;
}

Position unpack(Packed packed)
{
    Position p;
    p.cells.resize(kClockCount);
    for (int c = 0; c < kClockCount; ++c)
        p.cells[c] = static_cast<std::uint8_t>((packed >> (2 * c)) & 3);
    return p;
}

Packed applyPacked(Packed packed, int move)
{
    // Per two-bit field, +1 mod 4 flips the low bit and flips the high bit when the
    // low bit was set; no carry can leave the field.
    const Packed m = kMoveMasks[move];
    return packed ^ m ^ ((packed & m) << 1);
}

MoveCounts solveCounts(const Position& p)
{
    Packed packed = 0;
    for (int c = 0; c < kClockCount; ++c)
        packed = addMod4(packed, kScaledColumns[c][p.cells[c]]);
    MoveCounts counts;
    for (int mv = 0; mv < kMoveCount; ++mv)
        counts[mv] = static_cast<std::uint8_t>((packed >> (2 * mv)) & 3);
    return counts;
}

std::vector<int> movesFromCounts(const MoveCounts& counts)
{
    // Writing three copies of every move and advancing by its count avoids a branch
    // per turn, which random counts would mispredict half the time.
    std::array<int, 3 * kMoveCount> buffer;
    std::size_t length = 0;
    for (int mv = 0; mv < kMoveCount; ++mv) {
        buffer[length] = mv;
        buffer[length + 1] = mv;
        buffer[length + 2] = mv;
        length += counts[mv];
    }
    return std::vector<int>(buffer.begin(), buffer.begin() + static_cast<long>(length));
}

}  // namespace clocks

using namespace clocks;

namespace {

// What a clock-notation token means: 0..3 quarter turns, or why it is not a clock.
struct ClockToken {
    int value = -1;
    std::optional<Problem> problem;
};

bool looksLikeInteger(std::string_view t)
{
    if (!t.empty() && (t.front() == '+' || t.front() == '-'))
        t.remove_prefix(1);
    return !t.empty() &&
           std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// `index` (0 = A) names the clock in the message.
ClockToken readClock(const Token& token, int index)
{
    const auto v = token.value();
    if (!v && !looksLikeInteger(token.text))
        return {-1, notANumberProblem(token.text)};
    if (v && (*v == 3 || *v == 6 || *v == 9 || *v == 12))
        return {static_cast<int>(*v / 3 % 4), {}};
    // A number too large for long long is still shown as the number it is (cut short
    // like any quoted token), not called "not a number".
    std::string shown = v ? std::to_string(*v) : quoteToken(token.text);
    if (!v)
        shown = shown.substr(1, shown.size() - 2);
    return {-1, Problem{"position.clock-shows",
                        {std::string(1, kClockLetters[index % kClockCount]), shown},
                        {}}};
}

Problem countError(std::size_t found)
{
    return Problem{"position.count", {"9", std::to_string(found)}, {}};
}

bool isValid(const Position& p)
{
    return p.cells.size() == kClockCount &&
           std::all_of(p.cells.begin(), p.cells.end(), [](std::uint8_t v) { return v <= 3; });
}

Solution failed(Problems problems)
{
    return failedSolution(std::move(problems));
}

// Everything every clocks engine does around its own search.
class ClocksEngine : public Engine {
public:
    Solution solve(const Position& position, const ProgressFn& progress,
                   const CancelToken& cancel) final
    {
        const Stopwatch clock;
        // `linear` answers in well under a microsecond: only build a sentence when
        // there is something wrong to say.
        if (!isValid(position))
            return failed(validateProblems(clocksPuzzle(), position));
        if (cancel.cancelled()) {
            Solution s;
            s.outcome = Outcome::Cancelled;
            return s;
        }
        Solution s = run(position, progress, cancel);
        s.stats.wallMs = clock.elapsedMs();
        return s;
    }

protected:
    virtual Solution run(const Position& position, const ProgressFn& progress,
                         const CancelToken& cancel) = 0;
};

class LinearEngine final : public ClocksEngine {
public:
    std::string name() const override { return "linear"; }
    std::string description() const override
    {
        return "Solves the 9x9 system of move counts modulo 4 with a precomputed inverse "
               "matrix.";
    }

protected:
    Solution run(const Position& position, const ProgressFn&, const CancelToken&) override
    {
        Solution s;
        s.outcome = Outcome::Solved;
        s.moves = movesFromCounts(solveCounts(position));
        s.stats.nodes = 1;
        s.stats.tableBytes = sizeof(kScaledColumns);
        return s;
    }
};

class EnumerateEngine final : public ClocksEngine {
public:
    std::string name() const override { return "enumerate"; }
    std::string description() const override
    {
        return "Tries all 4^9 = 262,144 combinations of move counts and keeps the shortest.";
    }

protected:
    Solution run(const Position& position, const ProgressFn& progress,
                 const CancelToken& cancel) override
    {
        SearchMonitor monitor(progress, cancel, Phase::EnumeratingMoveCounts);
        // An odometer over the counts: stepping digit d makes move d once more, and
        // wrapping it from 3 to 0 makes it a fourth time, which turns every clock back.
        // So one move per step keeps `state` = position after the current counts.
        MoveCounts digits{};
        MoveCounts best{};
        int length = 0;
        int bestLength = -1;
        Packed state = pack(position);
        for (;;) {
            if (monitor.poll(bestLength < 0 ? 0 : bestLength))
                break;
            if (state == 0 && (bestLength < 0 || length < bestLength ||
                               (length == bestLength && smallerSequence(digits, best)))) {
                best = digits;
                bestLength = length;
            }
            int d = 0;
            for (; d < kMoveCount; ++d) {
                state = applyPacked(state, d);
                if (++digits[d] < 4) {
                    ++length;
                    break;
                }
                digits[d] = 0;
                length -= 3;
            }
            if (d == kMoveCount)
                break;
        }
        Solution s;
        s.stats.nodes = monitor.nodes();
        s.stats.statesStored = 1;
        if (monitor.cancelled()) {
            s.outcome = Outcome::Cancelled;
            return s;
        }
        if (bestLength < 0)
            return failed({Problem{"engine.no-combination", {}, {}}});
        s.outcome = Outcome::Solved;
        s.moves = movesFromCounts(best);
        return s;
    }

private:
    // Equal-length sorted sequences first differ at the smallest move whose count
    // differs; the one making it more often has that smaller digit there.
    static bool smallerSequence(const MoveCounts& a, const MoveCounts& b)
    {
        for (int mv = 0; mv < kMoveCount; ++mv)
            if (a[mv] != b[mv])
                return a[mv] > b[mv];
        return false;
    }
};

class BfsEngine final : public ClocksEngine {
public:
    std::string name() const override { return "bfs"; }
    std::string description() const override
    {
        return "Breadth-first search over all 262,144 positions from the solved one; moves "
               "commute, so that one tree answers every position.";
    }

protected:
    Solution run(const Position& position, const ProgressFn& progress,
                 const CancelToken& cancel) override
    {
        Solution s;
        if (tree_.parent.empty()) {
            // Moves commute, so the sequences solving p are exactly those that lead
            // from the solved position to -p: one search rooted at "solved" serves
            // every position this engine is asked about, and is kept.
            const Stopwatch build;
            SearchMonitor monitor(progress, cancel, Phase::BreadthFirst);
            search::BfsTree tree = search::breadthFirst(ClocksSpace{}, Packed{0}, monitor);
            s.stats.nodes = monitor.nodes();
            s.stats.buildMs = build.elapsedMs();
            if (tree.cancelled) {
                s.outcome = Outcome::Cancelled;
                return s;
            }
            tree_ = std::move(tree);
        }
        Packed negated = 0;
        for (int c = 0; c < kClockCount; ++c)
            negated |= Packed{(4u - position.cells[c]) & 3u} << (2 * c);
        s.outcome = Outcome::Solved;
        s.moves = tree_.pathTo(negated);
        s.stats.nodes += s.moves.size();
        s.stats.statesStored = tree_.reached;
        s.stats.tableBytes = tree_.bytes();
        return s;
    }

private:
    search::BfsTree tree_;
};

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
    if (p.cells.size() != kClockCount)
        return {Problem{"position.clocks-count", {std::to_string(p.cells.size())}, {}}};
    for (int c = 0; c < kClockCount; ++c)
        if (p.cells[c] > 3)
            return {Problem{"position.clock-turns",
                            {std::string(1, kClockLetters[c]), std::to_string(p.cells[c])},
                            {}}};
    return {};
}

Position ClocksPuzzle::random(std::mt19937_64& rng) const
{
    // The engine's output bits are fixed by the standard, unlike the distributions,
    // so a seed gives the same position on every platform.
    return unpack(static_cast<Packed>(rng() % kPositionCount));
}

std::string ClocksPuzzle::formatPosition(const Position& p) const
{
    std::string out;
    for (std::size_t c = 0; c < p.cells.size(); ++c) {
        if (c)
            out += ' ';
        out += p.cells[c] <= 3 ? std::to_string(p.cells[c] == 0 ? 12 : 3 * p.cells[c]) : "?";
    }
    return out;
}

Parsed<Position> ClocksPuzzle::parsePosition(std::string_view text) const
{
    return parsedFrom(parsePositionChecked(text));
}

Checked<Position> ClocksPuzzle::parsePositionChecked(std::string_view text) const
{
    std::string spaced(text);
    std::replace(spaced.begin(), spaced.end(), '/', ' ');
    const auto tokens = tokenize(spaced);
    Checked<Position> r;
    Position p;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        ClockToken t = readClock(tokens[i], static_cast<int>(i));
        if (t.problem) {
            r.problems.push_back(std::move(*t.problem));
            return r;
        }
        p.cells.push_back(static_cast<std::uint8_t>(t.value));
    }
    if (p.cells.size() != kClockCount) {
        r.problems.push_back(countError(p.cells.size()));
        return r;
    }
    r.value = std::move(p);
    return r;
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
    // Moves are single digits, so "4589" reads like "4 5 8 9"; commas may separate too.
    std::string spaced(text);
    std::replace(spaced.begin(), spaced.end(), ',', ' ');
    Checked<std::vector<int>> r;
    std::vector<int> moves;
    for (const Token& t : tokenize(spaced)) {
        for (char ch : t.text) {
            if (ch < '1' || ch > '9') {
                r.problems.push_back(Problem{"moves.clocks-list", {quoteToken(t.text)}, {}});
                return r;
            }
            moves.push_back(ch - '1');
        }
    }
    r.value = std::move(moves);
    return r;
}

std::vector<std::string> ClocksPuzzle::engineNames() const
{
    return {"linear", "enumerate", "bfs"};
}

std::unique_ptr<Engine> ClocksPuzzle::makeEngine(std::string_view name) const
{
    if (name == "linear")
        return std::make_unique<LinearEngine>();
    if (name == "enumerate")
        return std::make_unique<EnumerateEngine>();
    if (name == "bfs")
        return std::make_unique<BfsEngine>();
    return nullptr;
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
    // Positions correspond one to one with count vectors in {0..3}^9, so the number
    // at distance L is the coefficient of x^L in (1 + x + x^2 + x^3)^9.
    std::vector<std::uint64_t> h{1};
    for (int mv = 0; mv < kMoveCount; ++mv) {
        std::vector<std::uint64_t> next(h.size() + 3, 0);
        for (std::size_t i = 0; i < h.size(); ++i)
            for (int k = 0; k < 4; ++k)
                next[i + k] += h[i];
        h = std::move(next);
    }
    return h;
}

JudgeInput ClocksPuzzle::parseJudge(std::string_view text) const
{
    return judgeInputFrom(parseJudgeChecked(text));
}

CheckedJudge ClocksPuzzle::parseJudgeChecked(std::string_view text) const
{
    CheckedJudge in;
    const auto fail = [&in](std::size_t caseNumber, Problem problem) {
        Problem::Where where;
        where.caseNumber = static_cast<int>(caseNumber);
        in.problems.push_back(placedAt(std::move(problem), std::move(where)));
        return in;
    };
    const auto tokens = tokenize(text);
    for (std::size_t start = 0; start < tokens.size(); start += kClockCount) {
        const std::size_t caseNumber = start / kClockCount + 1;
        const std::size_t end = std::min(tokens.size(), start + kClockCount);
        Position p;
        for (std::size_t i = start; i < end; ++i) {
            ClockToken t = readClock(tokens[i], static_cast<int>(i - start));
            if (t.problem)
                return fail(caseNumber, std::move(*t.problem));
            p.cells.push_back(static_cast<std::uint8_t>(t.value));
        }
        if (p.cells.size() != kClockCount)
            return fail(caseNumber, countError(p.cells.size()));
        in.cases.push_back(std::move(p));
    }
    // The judge gives one case; an input without any is a mistake, not zero answers.
    if (in.cases.empty())
        return fail(1, wrapProblem("case.input-empty", {}, countError(0)));
    return in;
}

std::string ClocksPuzzle::formatJudgeAnswer(const Position&, const Solution& s) const
{
    return formatMoves(s.moves) + "\n";
}

const Puzzle& clocksPuzzle()
{
    static const ClocksPuzzle instance;
    return instance;
}

namespace {

// --- New Game and State Space: positions at a chosen distance -----------------------

constexpr int kClockMoves = 9;
constexpr int kClockVectors = 1 << (2 * kClockMoves);  // 4^9 move-count vectors

int digitSum(int vector)
{
    int sum = 0;
    for (int i = 0; i < kClockMoves; ++i)
        sum += (vector >> (2 * i)) & 3;
    return sum;
}

// Every clocks position has exactly one solution multiset and every multiset solves
// one position, so a uniform multiset with `distance` moves is a uniform position at
// that distance. No sampling needed, and the one position at 27 is as easy as any.
std::optional<Position> clocksAt(int distance, std::mt19937_64& rng)
{
    if (distance < 0 || distance > 3 * kClockMoves)
        return std::nullopt;
    int matching = 0;
    for (int v = 0; v < kClockVectors; ++v)
        matching += digitSum(v) == distance;
    std::size_t pick = drawBelow(rng, std::size_t(matching));
    int chosen = 0;
    for (int v = 0; v < kClockVectors; ++v)
        if (digitSum(v) == distance && pick-- == 0) {
            chosen = v;
            break;
        }
    const Puzzle& clocks = clocksPuzzle();
    Position p = clocks.initial();
    // Turning by the complement of each count leaves exactly the counts to undo it.
    for (int m = 0; m < kClockMoves; ++m)
        for (int turns = (4 - ((chosen >> (2 * m)) & 3)) % 4; turns > 0; --turns)
            p = clocks.apply(p, m);
    return p;
}

class ClocksSampling final : public PositionSampling {
public:
    [[nodiscard]] int largestDistance() const override { return 3 * kClockMoves; }
    [[nodiscard]] std::optional<Position> positionAt(int distance,
                                                     std::mt19937_64& rng) const override
    {
        return clocksAt(distance, rng);
    }
};

[[maybe_unused]] const bool sampled =
    registerPositionSampling(clocksPuzzle(), std::make_shared<const ClocksSampling>());

}  // namespace

}  // namespace pl
