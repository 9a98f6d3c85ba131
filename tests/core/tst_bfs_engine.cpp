// The generic per-position breadth-first engine `bfs` (SPEC 7.6): its answers are the
// shortest and, among those, the smallest in move order (checked against the test's
// own distance oracle on small puzzles and against the hand-written contest engines),
// every answer replays to the goal, unsolvable positions are said so, and cancel,
// progress, the memory limit and bad requests behave as the contract says.
#include <QTest>

#include <algorithm>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "contest_defs.h"
#include "contest_kinds.h"
#include "core/engines/bfs_engine.h"
#include "core/engines/catalog.h"
#include "core/progress.h"
#include "core/puzzle.h"
#include "core/rules/rules.h"

namespace QTest {
template <>
inline char* toString(const std::string& s)
{
    return QTest::toString(QByteArray::fromStdString(s));
}
template <>
inline char* toString(const std::vector<int>& v)
{
    QByteArray out = "{";
    for (std::size_t i = 0; i < v.size(); ++i)
        out += (i ? "," : "") + QByteArray::number(v[i]);
    return qstrdup(out + "}");
}
}  // namespace QTest

namespace {

using pl::Answer;
using pl::Outcome;
using pl::Position;
using pl::Rules;
namespace def = pl::def;

#if defined(__SANITIZE_ADDRESS__)
constexpr int kScale = 5;  // sanitizer builds check fewer positions
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr int kScale = 5;
#else
constexpr int kScale = 1;
#endif
#else
constexpr int kScale = 1;
#endif

Position pos(std::vector<int> v)
{
    Position p;
    for (int x : v)
        p.cells.push_back(static_cast<std::uint8_t>(x));
    return p;
}

std::shared_ptr<const Rules> rulesOf(def::PuzzleDef d)
{
    return std::make_shared<const Rules>(std::move(d));
}

Answer solve(const std::shared_ptr<const Rules>& rules, const Position& p, const def::Goal& goal,
             pl::EngineOptions options = {})
{
    pl::BfsEngine engine(rules, options);
    const pl::CancelToken cancel;
    return engine.solve(pl::SolveRequest{p, goal}, {}, cancel);
}

Answer solve(const std::shared_ptr<const Rules>& rules, const Position& p)
{
    return solve(rules, p, rules->goal());
}

// Replays `moves` with Rules::apply (each legal) and returns the goal reached, if any.
std::optional<pl::GoalReached> replay(const Rules& rules, Position p, const std::vector<int>& moves,
                                      const def::Goal& goal)
{
    for (int m : moves) {
        if (!rules.legal(p, m))
            return std::nullopt;
        p = rules.apply(p, m);
    }
    return rules.reached(p, goal);
}

// The test's own oracle for small puzzles: every position reachable from `root`, the
// exact distance of each to the nearest goal (breadth-first backwards over the
// explicit move graph), then the smallest shortest answer by descent: from each
// position the first move, in move order, that lowers the distance by one.
struct Oracle {
    std::vector<int> answer;
    bool solvable = false;
};

Oracle oracle(const Rules& rules, const Position& root, const def::Goal& goal)
{
    std::map<std::string, int> id;  // by the cells as bytes
    std::vector<Position> states{root};
    auto key = [](const Position& p) { return std::string(p.cells.begin(), p.cells.end()); };
    id[key(root)] = 0;
    std::vector<std::vector<std::pair<int, int>>> edges;  // (move, target)
    for (std::size_t i = 0; i < states.size(); ++i) {
        edges.emplace_back();
        for (int m = 0; m < rules.moveCount(); ++m) {
            if (!rules.legal(states[i], m))
                continue;
            const Position next = rules.apply(states[i], m);
            auto [it, added] = id.emplace(key(next), static_cast<int>(states.size()));
            if (added)
                states.push_back(next);
            edges[i].push_back({m, it->second});
        }
    }
    std::vector<std::vector<int>> into(states.size());
    for (std::size_t i = 0; i < states.size(); ++i)
        for (auto [m, j] : edges[i])
            into[static_cast<std::size_t>(j)].push_back(static_cast<int>(i));
    constexpr int kFar = std::numeric_limits<int>::max();
    std::vector<int> dist(states.size(), kFar);
    std::deque<int> queue;
    for (std::size_t i = 0; i < states.size(); ++i)
        if (rules.reached(states[i], goal)) {
            dist[i] = 0;
            queue.push_back(static_cast<int>(i));
        }
    while (!queue.empty()) {
        const int j = queue.front();
        queue.pop_front();
        for (int i : into[static_cast<std::size_t>(j)])
            if (dist[static_cast<std::size_t>(i)] == kFar) {
                dist[static_cast<std::size_t>(i)] = dist[static_cast<std::size_t>(j)] + 1;
                queue.push_back(i);
            }
    }
    Oracle out;
    if (dist[0] == kFar)
        return out;
    out.solvable = true;
    for (int at = 0; dist[static_cast<std::size_t>(at)] > 0;) {
        for (auto [m, j] : edges[static_cast<std::size_t>(at)])
            if (dist[static_cast<std::size_t>(j)] == dist[static_cast<std::size_t>(at)] - 1) {
                out.answer.push_back(m);
                at = j;
                break;
            }
    }
    return out;
}

def::PuzzleDef slidingDef(int w, int h, std::vector<char> order = {'D', 'L', 'R', 'U'})
{
    def::PuzzleDef d;
    d.key = "slide";
    d.name = "slide";
    d.kind = def::Kind::Sliding;
    for (int i = 0; i < w * h; ++i) {
        d.cells.push_back({std::to_string(i), double(i % w), double(i / w), def::Shape::Square});
        d.labels.push_back(i);
        // The goal has the blank (0) in the last cell: 1 2 3 ... 0.
        d.start.push_back((i + 1) % (w * h));
    }
    d.blank = 0;
    d.moveOrder = std::move(order);
    d.goal.type = def::Goal::Type::Values;
    d.goal.values = d.start;
    return d;
}

// A 2x2 "lights" puzzle: modulus m, a move per cell adding 1 to it and its row.
def::PuzzleDef lightsDef(int modulus, def::Metric metric, int moves)
{
    def::PuzzleDef d;
    d.key = "lights";
    d.name = "lights";
    d.kind = def::Kind::Dial;
    d.modulus = modulus;
    for (int i = 0; i < 4; ++i)
        d.cells.push_back({std::string(1, static_cast<char>('a' + i)), double(i % 2), double(i / 2),
                           def::Shape::Dial});
    const std::vector<std::vector<int>> adds{
        {1, 1, 0, 0}, {0, 1, 0, 1}, {1, 0, 1, 2}, {0, 0, 1, 1}};
    for (int m = 0; m < moves; ++m) {
        def::Move mv;
        mv.name = std::to_string(m + 1);
        mv.add = adds[static_cast<std::size_t>(m)];
        d.moves.push_back(mv);
    }
    d.metric = metric;
    d.start.assign(4, 0);
    d.goal.values.assign(4, 0);
    return d;
}

void checkAgainstOracle(const std::shared_ptr<const Rules>& rules, int positions,
                        std::uint64_t seed, int* unsolvable = nullptr)
{
    std::mt19937_64 rng(seed);
    for (int i = 0; i < positions; ++i) {
        const Position p = rules->random(rng);
        const Oracle want = oracle(*rules, p, rules->goal());
        const Answer got = solve(rules, p);
        QVERIFY2(got.problems.empty(), rules->formatPosition(p).c_str());
        if (!want.solvable) {
            QCOMPARE(got.outcome, Outcome::Unsolvable);
            QVERIFY(got.moves.empty());
            if (unsolvable)
                ++*unsolvable;
            continue;
        }
        QCOMPARE(got.outcome, Outcome::Solved);
        QCOMPARE(rules->formatMoves(got.moves), rules->formatMoves(want.answer));
        QVERIFY(replay(*rules, p, got.moves, rules->goal()).has_value());
    }
}

}  // namespace

class TestBfsEngine : public QObject {
    Q_OBJECT

private slots:
    void catalogListsAndMakesBfs()
    {
        const auto rules = rulesOf(pl::testdefs::msquareDef());
        const auto names = pl::genericEngineNames(*rules);
        QVERIFY(std::find(names.begin(), names.end(), "bfs") != names.end());
        auto engine = pl::makeGenericEngine(rules, "bfs", {});
        QVERIFY(engine != nullptr);
        QCOMPARE(engine->name(), std::string("bfs"));
        QVERIFY(pl::makeGenericEngine(rules, "no-such-engine", {}) == nullptr);
        QVERIFY(pl::makeGenericEngine(nullptr, "bfs", {}) == nullptr);
        // Every puzzle kind has it.
        QVERIFY(!pl::genericEngineNames(Rules(slidingDef(2, 2))).empty());
        QVERIFY(!pl::genericEngineNames(Rules(pl::testdefs::clocksDef())).empty());
    }

    void specSamples()
    {
        // SPEC 1.1: 9 9 12 / 6 6 6 / 6 3 6 -> 4 5 8 9 (clock values: quarter turns past 12).
        const auto clocks = rulesOf(pl::testdefs::clocksDef());
        Answer a = solve(clocks, pos({3, 3, 0, 2, 2, 2, 2, 1, 2}));
        QCOMPARE(a.outcome, Outcome::Solved);
        QCOMPARE(clocks->formatMoves(a.moves), std::string("4 5 8 9"));
        // SPEC 1.2: target 2 6 8 4 5 7 3 1 -> BCABCCB.
        const auto msq = rulesOf(pl::testdefs::msquareDef());
        def::Goal target;
        target.values = {2, 6, 8, 4, 5, 7, 3, 1};
        a = solve(msq, msq->start(), target);
        QCOMPARE(a.outcome, Outcome::Solved);
        QCOMPARE(msq->formatMoves(a.moves), std::string("BCABCCB"));
        QCOMPARE(a.reached, (pl::GoalReached{0, -1}));
        // SPEC 1.3: the two samples, AC and DDHH, both with 2 in the centre.
        const auto rot = rulesOf(pl::testdefs::rotationDef());
        a = solve(rot, rot->start());
        QCOMPARE(rot->formatMoves(a.moves), std::string("AC"));
        QCOMPARE(a.reached.label, 2);
        a = solve(rot,
                  pos({1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3}));
        QCOMPARE(rot->formatMoves(a.moves), std::string("DDHH"));
        QCOMPARE(a.reached.label, 2);
        // Already at the goal: no moves.
        a = solve(clocks, clocks->start());
        QCOMPARE(a.outcome, Outcome::Solved);
        QVERIFY(a.moves.empty());
    }

    void shortestThenSmallestOnSmallPuzzles()
    {
        // Sliding 2x3 in two tie-break orders: half the arrangements are unsolvable.
        int unsolvable = 0;
        checkAgainstOracle(rulesOf(slidingDef(3, 2)), 60 / kScale, 1, &unsolvable);
        checkAgainstOracle(rulesOf(slidingDef(3, 2, {'U', 'R', 'L', 'D'})), 60 / kScale, 2,
                           &unsolvable);
        QVERIFY(unsolvable > 0);
        // Magic Squares in all three metrics, towards the standard board.
        for (auto metric : {def::Metric::Move, def::Metric::Inverse, def::Metric::Power}) {
            def::PuzzleDef d = pl::testdefs::msquareDef();
            d.metric = metric;
            checkAgainstOracle(rulesOf(d), 10 / kScale, 3);
        }
        // Dials: modulus 3 (all metrics), modulus 2 with fewer moves than cells
        // (so some positions are unsolvable), modulus 4 in the power metric.
        for (auto metric : {def::Metric::Move, def::Metric::Inverse, def::Metric::Power})
            checkAgainstOracle(rulesOf(lightsDef(3, metric, 4)), 40 / kScale, 4);
        int dialUnsolvable = 0;
        checkAgainstOracle(rulesOf(lightsDef(2, def::Metric::Move, 2)), 40, 5, &dialUnsolvable);
        QVERIFY(dialUnsolvable > 0);
        checkAgainstOracle(rulesOf(lightsDef(4, def::Metric::Power, 3)), 40 / kScale, 6);
        // The Rotation Game pattern restricted to two labels is too big for the oracle;
        // a uniform goal with anyOf on a small permutation puzzle is not.
        def::PuzzleDef ring;
        ring.key = "ring";
        ring.name = "ring";
        ring.kind = def::Kind::Permutation;
        for (int i = 0; i < 7; ++i)
            ring.cells.push_back({std::to_string(i), double(i), 0, def::Shape::Circle});
        ring.labels = {1, 2, 3};
        ring.start = {1, 1, 2, 2, 3, 3, 3};
        def::Move r;
        r.name = "R";
        r.cycles = {{0, 1, 2, 3, 4, 5, 6}};
        def::Move s;
        s.name = "S";
        s.cycles = {{0, 1}, {3, 5}};
        ring.moves = {r, s};
        def::Goal left, right;
        left.type = right.type = def::Goal::Type::Uniform;
        left.uniformCells = {0, 1};
        right.uniformCells = {5, 6};
        ring.goal.type = def::Goal::Type::AnyOf;
        ring.goal.anyOf = {left, right};
        ring.metric = def::Metric::Inverse;
        const auto ringRules = rulesOf(ring);
        checkAgainstOracle(ringRules, 60, 7);
        // And the goal variant said is the one the answer reaches.
        std::mt19937_64 rng(8);
        for (int i = 0; i < 60; ++i) {
            const Position p = ringRules->random(rng);
            const Answer a = solve(ringRules, p);
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(replay(*ringRules, p, a.moves, ringRules->goal()), std::optional(a.reached));
        }
    }

    void unsolvableIsItsOwnOutcome()
    {
        // 2x2 sliding with two tiles swapped: the other half of the arrangements.
        const auto rules = rulesOf(slidingDef(2, 2));
        const Answer a = solve(rules, pos({2, 1, 3, 0}));
        QCOMPARE(a.outcome, Outcome::Unsolvable);
        QVERIFY(a.moves.empty());
        QVERIFY(a.problems.empty());
        QCOMPARE(a.stats.statesStored, std::uint64_t{12});  // 4!/2 arrangements reachable
        QVERIFY(a.stats.nodes >= 12);
    }

    void clocksEqualTheLinearEngine()
    {
        const auto rules = rulesOf(pl::testdefs::clocksDef());
        // The held puzzle's default engine: the hand-tuned clocks-linear.
        const pl::Puzzle& old = pl::test::puzzle(pl::test::PuzzleKind::Clocks);
        auto oldEngine = old.makeEngine(old.engineNames().front());
        QCOMPARE(oldEngine->name(), std::string("clocks-linear"));
        const pl::CancelToken cancel;
        std::mt19937_64 rng(21);
        for (int i = 0; i < 200 / kScale; ++i) {
            const Position p = rules->random(rng);
            const pl::Answer want = oldEngine->solve(p, {}, cancel);
            const Answer got = solve(rules, p);
            QCOMPARE(got.outcome, Outcome::Solved);
            QCOMPARE(got.moves, want.moves);
            QVERIFY(replay(*rules, p, got.moves, rules->goal()).has_value());
        }
    }

    void msquareEqualsTheTableEngine()
    {
        const auto rules = rulesOf(pl::testdefs::msquareDef());
        // The held puzzle's default engine (the hand-tuned msquare-table), the target
        // being the goal.
        const auto old = pl::test::heldPuzzle(pl::test::PuzzleKind::MagicSquare);
        QCOMPARE(old->engineNames().front(), std::string("msquare-table"));
        const pl::CancelToken cancel;
        std::mt19937_64 rng(22);
        for (int i = 0; i < 300 / kScale; ++i) {
            const Position target = rules->random(rng);
            const auto toTarget = old->withGoal(target);
            QVERIFY(toTarget);
            auto oldEngine = toTarget->makeEngine(toTarget->engineNames().front());
            const pl::Answer want = oldEngine->solve(rules->start(), {}, cancel);
            def::Goal goal;
            goal.values.assign(target.cells.begin(), target.cells.end());
            QVERIFY(rules->validateGoal(goal).empty());
            const Answer got = solve(rules, rules->start(), goal);
            QCOMPARE(got.outcome, Outcome::Solved);
            QCOMPARE(got.moves, want.moves);
            QCOMPARE(replay(*rules, rules->start(), got.moves, goal),
                     std::optional(pl::GoalReached{}));
        }
    }

    void rotationEqualsTheTableEngine()
    {
        // The full space has 9.47e9 boards, so a per-position search is only feasible
        // for boards near a goal: four boards at each distance 1..9 (the distance
        // chooses them; the answers are compared, moves and centre label). Candidates
        // are uniformly random boards (mostly distance 8 to 10) and goal boards a
        // few random moves away.
        const auto rules = rulesOf(pl::testdefs::rotationDef());
        // The held puzzle's default engine: the hand-tuned rotation-table.
        const pl::Puzzle& old = pl::test::puzzle(pl::test::PuzzleKind::Rotation);
        auto oldEngine = old.makeEngine(old.engineNames().front());
        QCOMPARE(oldEngine->name(), std::string("rotation-table"));
        const pl::CancelToken cancel;
        std::mt19937_64 rng(23);
        const std::vector<int> centre{6, 7, 8, 11, 12, 15, 16, 17};
        std::vector<int> others;
        for (int c = 0; c < 24; ++c)
            if (std::find(centre.begin(), centre.end(), c) == centre.end())
                others.push_back(c);
        constexpr int kMaxDistance = 9;
        constexpr int kPerDistance = 4;
        std::vector<int> found(kMaxDistance + 1, 0);
        int compared = 0;
        for (int candidate = 0; candidate < 20000 && compared < kMaxDistance * kPerDistance;
             ++candidate) {
            Position p;
            if (candidate % 2 == 0) {
                p = rules->random(rng);
            } else {
                // A goal board (one label's eight in the centre, the rest shuffled),
                // then 1..10 random moves.
                const int label = 1 + static_cast<int>(rng() % 3);
                std::vector<std::uint8_t> rest;
                for (int l = 1; l <= 3; ++l)
                    if (l != label)
                        rest.insert(rest.end(), 8, static_cast<std::uint8_t>(l));
                std::shuffle(rest.begin(), rest.end(), rng);
                p.cells.assign(24, static_cast<std::uint8_t>(label));
                for (std::size_t k = 0; k < others.size(); ++k)
                    p.cells[static_cast<std::size_t>(others[k])] = rest[k];
                const int scramble = 1 + static_cast<int>(rng() % 10);
                for (int k = 0; k < scramble; ++k)
                    p = rules->apply(p, static_cast<int>(rng() % 8));
            }
            const int d = old.distance(p);
            if (d < 1 || d > kMaxDistance || found[static_cast<std::size_t>(d)] >= kPerDistance)
                continue;
            ++found[static_cast<std::size_t>(d)];
            ++compared;
            const pl::Answer want = oldEngine->solve(p, {}, cancel);
            const Answer got = solve(rules, p);
            QCOMPARE(got.outcome, Outcome::Solved);
            QCOMPARE(got.moves, want.moves);
            QCOMPARE(static_cast<int>(got.moves.size()), d);
            QCOMPARE(got.reached, want.reached);
            QCOMPARE(replay(*rules, p, got.moves, rules->goal()), std::optional(got.reached));
        }
        QCOMPARE(compared, kMaxDistance * kPerDistance);
    }

    void cancelAndProgress()
    {
        const auto rules = rulesOf(slidingDef(4, 4));
        std::mt19937_64 rng(31);
        Position p = rules->random(rng);
        pl::BfsEngine engine(rules, {});
        // Cancelled before it starts.
        {
            pl::CancelToken cancel;
            cancel.cancel();
            const Answer a = engine.solve({p, rules->goal()}, {}, cancel);
            QCOMPARE(a.outcome, Outcome::Cancelled);
            QVERIFY(a.moves.empty());
        }
        // Cancelled from the progress report, which names the depth being searched.
        pl::CancelToken cancel;
        std::vector<pl::Progress> seen;
        const pl::ProgressFn progress = [&](const pl::Progress& pr) {
            seen.push_back(pr);
            if (pr.depth >= 8)
                cancel.cancel();
        };
        const Answer a = engine.solve({p, rules->goal()}, progress, cancel);
        QCOMPARE(a.outcome, Outcome::Cancelled);
        QVERIFY(!seen.empty());
        // The phase is a code the window translates; the depth is its own field.
        for (const pl::Progress& pr : seen) {
            QCOMPARE(pr.phase, pl::Phase::BreadthFirst);
            QCOMPARE(pl::phaseText(pr), std::string("breadth-first search"));
        }
        QVERIFY(seen.back().depth >= 8);
        QVERIFY(seen.back().nodes > 0);
        for (std::size_t i = 1; i < seen.size(); ++i)
            QVERIFY(seen[i].depth >= seen[i - 1].depth);
        QVERIFY(a.stats.nodes >= seen.back().nodes);
        QVERIFY(a.stats.statesStored > a.stats.nodes);
    }

    void memoryLimit()
    {
        // SPEC 1.2's hardest targets need 22 moves: the search holds most of the
        // 40,320 boards, far past a 100,000-byte limit.
        const auto rules = rulesOf(pl::testdefs::msquareDef());
        def::Goal goal;
        goal.values = {2, 6, 8, 4, 5, 7, 3, 1};
        pl::EngineOptions tight;
        tight.maxMemoryBytes = 100000;
        std::mt19937_64 rng(41);
        int refused = 0;
        for (int i = 0; i < 20; ++i) {
            const Position target = rules->random(rng);
            goal.values.assign(target.cells.begin(), target.cells.end());
            const Answer full = solve(rules, rules->start(), goal);
            QCOMPARE(full.outcome, Outcome::Solved);
            const Answer a = solve(rules, rules->start(), goal, tight);
            if (a.outcome == Outcome::Solved) {
                QCOMPARE(a.moves, full.moves);
                QVERIFY(a.stats.tableBytes <= tight.maxMemoryBytes);
                continue;
            }
            ++refused;
            QCOMPARE(a.outcome, Outcome::Failed);
            QCOMPARE(a.problems.size(), std::size_t{1});
            QCOMPARE(a.problems[0].code, std::string("engine.memory"));
            QCOMPARE(a.problems[0].args[1], std::string("100000"));
            QVERIFY(std::stoull(a.problems[0].args[0]) > tight.maxMemoryBytes);
            QVERIFY(a.stats.tableBytes <= tight.maxMemoryBytes);
            QVERIFY(full.stats.tableBytes > tight.maxMemoryBytes);
            const std::string text = pl::problemText(a.problems[0]);
            // The limit as a size, not raw bytes (issue 23, point 8): 100000 bytes.
            QVERIFY2(text.find("97.7 KiB") != std::string::npos, text.c_str());
            QVERIFY2(text.find(pl::byteSizeText(a.problems[0].args[0])) != std::string::npos,
                     text.c_str());
            QVERIFY2(text.rfind("engine.memory", 0) != 0, text.c_str());  // worded
        }
        QVERIFY(refused > 10);
    }

    void badRequestsFail()
    {
        const auto rules = rulesOf(pl::testdefs::rotationDef());
        Answer a = solve(rules, pos({1, 2, 3}));
        QCOMPARE(a.outcome, Outcome::Failed);
        QCOMPARE(a.problems.at(0).code, std::string("position.count"));
        Position wrong = rules->start();
        wrong.cells[4] = 1;  // nine 1s, seven 3s
        a = solve(rules, wrong);
        QCOMPARE(a.outcome, Outcome::Failed);
        QCOMPARE(a.problems.at(0).code, std::string("position.not-rearrangement"));
        def::Goal goal;
        goal.type = def::Goal::Type::Uniform;
        goal.uniformCells = {6, 24};
        a = solve(rules, rules->start(), goal);
        QCOMPARE(a.outcome, Outcome::Failed);
        QCOMPARE(a.problems.at(0).code, std::string("goal.cell-range"));
        goal.type = def::Goal::Type::Values;
        goal.values = {1, 2};
        a = solve(rules, rules->start(), goal);
        QCOMPARE(a.outcome, Outcome::Failed);
        QCOMPARE(a.problems.at(0).code, std::string("goal.count"));
    }

    void statsAreFilled()
    {
        const auto rules = rulesOf(pl::testdefs::msquareDef());
        def::Goal goal;
        goal.values = {2, 6, 8, 4, 5, 7, 3, 1};
        const Answer a = solve(rules, rules->start(), goal);
        QCOMPARE(a.outcome, Outcome::Solved);
        QVERIFY(a.stats.nodes > 0);
        // At least every board within 6 moves was stored, and each takes bytes.
        QVERIFY(a.stats.statesStored > a.stats.nodes);
        QVERIFY(a.stats.tableBytes >= a.stats.statesStored * 8);
        QVERIFY(a.stats.wallMs >= 0);
    }
};

QTEST_GUILESS_MAIN(TestBfsEngine)
#include "tst_bfs_engine.moc"
