// The Clocks' add-on: engines over the definition, the judge format, clock notation
// and the sampler.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>

#include "core/contest/clocks/clocks.h"
#include "core/judge_text.h"
#include "core/progress.h"
#include "core/search/bfs.h"

namespace pl::clocks {

namespace {

constexpr std::string_view kKey = "clocks";
const char* const kClockLetters = "ABCDEFGHI";

// --- clock notation ---------------------------------------------------------------

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

Problems clockProblems(const Position& p)
{
    if (p.cells.size() != kClockCount)
        return {Problem{"position.clocks-count", {std::to_string(p.cells.size())}, {}}};
    for (int c = 0; c < kClockCount; ++c)
        if (p.cells[static_cast<std::size_t>(c)] > 3)
            return {
                Problem{"position.clock-turns",
                        {std::string(1, kClockLetters[c]), std::to_string(p.cells[std::size_t(c)])},
                        {}}};
    return {};
}

class ClockNotation final : public PositionForm {
public:
    std::string format(const JudgeCase& p) const override
    {
        std::string out;
        const auto& cells = p.position.cells;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            if (c)
                out += ' ';
            out += cells[c] <= 3 ? std::to_string(cells[c] == 0 ? 12 : 3 * cells[c]) : "?";
        }
        return out;
    }

    // '/' may separate the rows.
    Checked<JudgeCase> parse(std::string_view text) const override
    {
        std::string spaced(text);
        std::replace(spaced.begin(), spaced.end(), '/', ' ');
        const auto tokens = tokenize(spaced);
        Checked<JudgeCase> r;
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
        r.value = JudgeCase{std::move(p), std::nullopt};
        return r;
    }

    Problems validate(const Position& p) const override { return clockProblems(p); }

    // Moves are single digits, so "4589" reads like "4 5 8 9"; commas may separate too.
    std::optional<Checked<std::vector<int>>> parseMoves(std::string_view text) const override
    {
        std::string spaced(text);
        std::replace(spaced.begin(), spaced.end(), ',', ' ');
        Checked<std::vector<int>> r;
        std::vector<int> moves;
        for (const Token& t : tokenize(spaced)) {
            for (const char ch : t.text) {
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
};

// --- the judge format -------------------------------------------------------------

class ClocksJudge final : public JudgeFormat {
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
            in.cases.push_back(JudgeCase{std::move(p), std::nullopt});
        }
        // The judge gives one case; an input without any is a mistake, not zero answers.
        if (in.cases.empty())
            return fail(1, wrapProblem("case.input-empty", {}, countError(0)));
        return in;
    }

    // "4 5 8 9": the moves' numbers, ascending, separated by spaces.
    std::string write(const JudgeCase&, const Answer& answer) const override
    {
        if (answer.outcome != Outcome::Solved)
            return {};
        std::string out;
        for (std::size_t i = 0; i < answer.moves.size(); ++i) {
            if (i)
                out += ' ';
            const int m = answer.moves[i];
            out += m >= 0 && m < kMoveCount ? std::to_string(m + 1) : "?";
        }
        return out + "\n";
    }

    std::size_t caseTokens() const override { return kClockCount; }

    bool plainCase(const std::uint8_t* values, std::size_t count, JudgeCase& out) const override
    {
        if (count != kClockCount)
            return false;
        out.position.cells.resize(count);
        out.goal.reset();
        for (std::size_t i = 0; i < count; ++i) {
            const int v = values[i];
            if (v != 3 && v != 6 && v != 9 && v != 12)
                return false;
            out.position.cells[i] = static_cast<std::uint8_t>(v / 3 % 4);
        }
        return true;
    }
};

// --- engines ------------------------------------------------------------------------

// Everything every clocks engine does around its own search.
class ClocksEngine : public DefEngine {
public:
    explicit ClocksEngine(std::shared_ptr<const Rules> rules) : rules_(std::move(rules)) {}

    Answer solve(const SolveRequest& request, const ProgressFn& progress,
                 const CancelToken& cancel) final
    {
        Answer a;
        // clocks-linear answers in well under a microsecond: only build a problem
        // when there is something wrong to say.
        if (!isValid(request.position)) {
            a.problems = rules_->validate(request.position);
            if (a.problems.empty())
                a.problems = clockProblems(request.position);
            return a;
        }
        if (!(request.goal == rules_->goal())) {
            a.problems.push_back(Problem{"engine.goal-fixed", {name()}, {}});
            return a;
        }
        if (cancel.cancelled()) {
            a.outcome = Outcome::Cancelled;
            return a;
        }
        // An answer of one look-up leaves its time 0 (core/engine.h): reading the
        // clock twice would cost more than answering.
        if (!searches() && !request.observer)
            return run(request.position, progress, cancel);
        const Stopwatch clock;
        observer_ = request.observer;
        a = run(request.position, progress, cancel);
        observer_ = nullptr;
        a.stats.wallMs = clock.elapsedMs();
        if (request.observer && a.outcome == Outcome::Solved)
            request.observer->solved(a.moves);
        return a;
    }

protected:
    virtual Answer run(const Position& position, const ProgressFn& progress,
                       const CancelToken& cancel) = 0;
    // The request's observer while run() runs (SPEC 9), else null.
    [[nodiscard]] search::SearchObserver* observer() const { return observer_; }
    // Whether run() searches (and its time is worth measuring).
    [[nodiscard]] virtual bool searches() const { return true; }

private:
    std::shared_ptr<const Rules> rules_;
    search::SearchObserver* observer_ = nullptr;
};

class LinearEngine final : public ClocksEngine {
public:
    using ClocksEngine::ClocksEngine;
    std::string name() const override { return "clocks-linear"; }

protected:
    [[nodiscard]] bool searches() const override { return false; }
    Answer run(const Position& position, const ProgressFn&, const CancelToken&) override
    {
        Answer a;
        a.outcome = Outcome::Solved;
        a.moves = movesFromCounts(solveCounts(position));
        a.stats.nodes = 1;
        a.stats.tableBytes = 9 * 4 * sizeof(Packed);  // the scaled columns of the inverse
        return a;
    }
};

class EnumerateEngine final : public ClocksEngine {
public:
    using ClocksEngine::ClocksEngine;
    std::string name() const override { return "clocks-enumerate"; }

protected:
    Answer run(const Position& position, const ProgressFn& progress,
               const CancelToken& cancel) override
    {
        SearchMonitor monitor(progress, cancel, Phase::EnumeratingMoveCounts);
        return observer() ? enumerate<true>(position, monitor)
                          : enumerate<false>(position, monitor);
    }

private:
    // Watched (SPEC 9): every vector tried is told to the observer, with whether it
    // solves and whether it is the best so far.
    template <bool Watched>
    Answer enumerate(const Position& position, SearchMonitor& monitor)
    {
        // An odometer over the counts: stepping digit d makes move d once more, and
        // wrapping it from 3 to 0 makes it a fourth time, which turns every clock back.
        // So one move per step keeps `state` = position after the current counts.
        MoveCounts digits{};
        MoveCounts best{};
        int length = 0;
        int bestLength = -1;
        [[maybe_unused]] std::uint64_t index = 0;
        Packed state = pack(position);
        for (;;) {
            if (monitor.poll(bestLength < 0 ? 0 : bestLength))
                break;
            const bool better =
                state == 0 && (bestLength < 0 || length < bestLength ||
                               (length == bestLength && smallerSequence(digits, best)));
            if (better) {
                best = digits;
                bestLength = length;
            }
            if constexpr (Watched) {
                std::array<int, kMoveCount> counts{};
                for (int mv = 0; mv < kMoveCount; ++mv)
                    counts[std::size_t(mv)] = digits[std::size_t(mv)];
                observer()->enumerated(index++, std::uint64_t{1} << (2 * kMoveCount), counts,
                                       length, state == 0, better);
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
        Answer a;
        a.stats.nodes = monitor.nodes();
        a.stats.statesStored = 1;
        if (monitor.cancelled()) {
            a.outcome = Outcome::Cancelled;
            return a;
        }
        if (bestLength < 0) {
            a.problems.push_back(Problem{"engine.no-combination", {}, {}});
            return a;
        }
        a.outcome = Outcome::Solved;
        a.moves = movesFromCounts(best);
        return a;
    }

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
    using ClocksEngine::ClocksEngine;
    std::string name() const override { return "clocks-bfs"; }

protected:
    Answer run(const Position& position, const ProgressFn& progress,
               const CancelToken& cancel) override
    {
        Answer a;
        if (search::SearchObserver* watcher = observer()) {
            // Watched (SPEC 9): a search of its own from the board's position to the solved
            // one, told to the watcher. The same answer as the kept tree's: the moves
            // commute, so the sequences from p to solved are those from solved to -p, and
            // both searches keep the smallest of the shortest.
            SearchMonitor monitor(progress, cancel, Phase::BreadthFirst);
            const search::BfsTree tree = search::breadthFirst(ClocksSpace{}, pack(position),
                                                              monitor, std::uint32_t{0}, watcher);
            a.stats.nodes = monitor.nodes();
            a.stats.statesStored = tree.reached;
            a.stats.tableBytes = tree.bytes();
            if (tree.cancelled) {
                a.outcome = Outcome::Cancelled;
                return a;
            }
            a.outcome = Outcome::Solved;
            a.moves = tree.pathTo(0);
            return a;
        }
        if (tree_.parent.empty()) {
            // Moves commute, so the sequences solving p are exactly those that lead
            // from the solved position to -p: one search rooted at "solved" serves
            // every position this engine is asked about, and is kept.
            const Stopwatch build;
            SearchMonitor monitor(progress, cancel, Phase::BreadthFirst);
            search::BfsTree tree = search::breadthFirst(ClocksSpace{}, Packed{0}, monitor);
            a.stats.nodes = monitor.nodes();
            a.stats.buildMs = build.elapsedMs();
            if (tree.cancelled) {
                a.outcome = Outcome::Cancelled;
                return a;
            }
            tree_ = std::move(tree);
        }
        Packed negated = 0;
        for (int c = 0; c < kClockCount; ++c)
            negated |= Packed{(4u - position.cells[std::size_t(c)]) & 3u} << (2 * c);
        a.outcome = Outcome::Solved;
        a.moves = tree_.pathTo(negated);
        a.stats.nodes += a.moves.size();
        a.stats.statesStored = tree_.reached;
        a.stats.tableBytes = tree_.bytes();
        return a;
    }

private:
    search::BfsTree tree_;
};

// --- New Game and State Space: positions at a chosen distance -----------------------

constexpr int kCountVectors = 1 << (2 * kMoveCount);  // 4^9 move-count vectors

int digitSum(int vector)
{
    int sum = 0;
    for (int i = 0; i < kMoveCount; ++i)
        sum += (vector >> (2 * i)) & 3;
    return sum;
}

// Every clocks position has exactly one solution multiset and every multiset solves
// one position, so a uniform multiset with `distance` moves is a uniform position at
// that distance. No sampling needed, and the one position at 27 is as easy as any.
class ClocksSampling final : public PositionSampling {
public:
    [[nodiscard]] int largestDistance() const override { return 3 * kMoveCount; }
    [[nodiscard]] std::optional<Position> positionAt(int distance,
                                                     std::mt19937_64& rng) const override
    {
        if (distance < 0 || distance > 3 * kMoveCount)
            return std::nullopt;
        int matching = 0;
        for (int v = 0; v < kCountVectors; ++v)
            matching += digitSum(v) == distance;
        std::size_t pick = drawBelow(rng, std::size_t(matching));
        int chosen = 0;
        for (int v = 0; v < kCountVectors; ++v)
            if (digitSum(v) == distance && pick-- == 0) {
                chosen = v;
                break;
            }
        // Turning by the complement of each count leaves exactly the counts to undo it.
        Packed p = 0;
        for (int m = 0; m < kMoveCount; ++m)
            for (int turns = (4 - ((chosen >> (2 * m)) & 3)) % 4; turns > 0; --turns)
                p = applyPacked(p, m);
        return unpack(p);
    }
};

// --- the add-on -----------------------------------------------------------------------

class ClocksAddOn final : public ContestAddOn {
public:
    std::string key() const override { return std::string(kKey); }

    std::vector<std::string> engineNames() const override
    {
        return {"clocks-linear", "clocks-enumerate", "clocks-bfs"};
    }

    std::unique_ptr<DefEngine> makeEngine(std::shared_ptr<const Rules> rules,
                                          std::string_view name) const override
    {
        if (name == "clocks-linear")
            return std::make_unique<LinearEngine>(std::move(rules));
        if (name == "clocks-enumerate")
            return std::make_unique<EnumerateEngine>(std::move(rules));
        if (name == "clocks-bfs")
            return std::make_unique<BfsEngine>(std::move(rules));
        return nullptr;
    }

    std::string engineDescription(std::string_view name) const override
    {
        if (name == "clocks-linear")
            return "Solves the 9x9 system of move counts modulo 4 with a precomputed inverse "
                   "matrix.";
        if (name == "clocks-enumerate")
            return "Tries all 4^9 = 262,144 combinations of move counts and keeps the shortest.";
        if (name == "clocks-bfs")
            return "Breadth-first search over all 262,144 positions from the solved one; moves "
                   "commute, so that one tree answers every position.";
        return {};
    }

    // The generic linear engine answers the same but slower (it also handles singular
    // systems: 0.04 s against 0.01 s for 200 cases), and the generic bfs searches afresh for every
    // case (0.4 s a case, where clocks-bfs keeps its one tree): a judge input of thousands of cases
    // runs the hand-tuned engines SPEC 2 describes.
    std::vector<JudgeEngine> judgeEngines() const override
    {
        return {
            {"linear", "clocks-linear"}, {"enumerate", "clocks-enumerate"}, {"bfs", "clocks-bfs"}};
    }

    const JudgeFormat& judge() const override { return judge_; }
    const PositionForm& contestForm() const override { return notation_; }
    bool textIsContestForm() const override { return true; }

    std::shared_ptr<const PositionSampling> sampling(const Position*) const override
    {
        return sampling_;
    }

    // Positions correspond one to one with count vectors in {0..3}^9, so the number
    // at distance L is the coefficient of x^L in (1 + x + x^2 + x^3)^9.
    std::vector<std::uint64_t> histogram() const override
    {
        std::vector<std::uint64_t> h{1};
        for (int mv = 0; mv < kMoveCount; ++mv) {
            std::vector<std::uint64_t> next(h.size() + 3, 0);
            for (std::size_t i = 0; i < h.size(); ++i)
                for (int k = 0; k < 4; ++k)
                    next[i + std::size_t(k)] += h[i];
            h = std::move(next);
        }
        return h;
    }

private:
    ClocksJudge judge_;
    ClockNotation notation_;
    std::shared_ptr<const PositionSampling> sampling_ = std::make_shared<const ClocksSampling>();
};

}  // namespace

std::shared_ptr<const ContestAddOn> addOn()
{
    return std::make_shared<const ClocksAddOn>();
}

}  // namespace pl::clocks
