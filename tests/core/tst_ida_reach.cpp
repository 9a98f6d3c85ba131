// `ida` on permutation puzzles with repeated labels and partial goals (null cells,
// `uniform`, anyOf of them), where its databases are not exact and solvability is
// decided by a search over the group the moves generate (core/engines/goal_reach.h,
// search/perm_group.h):
// - the decision equals reachability by a plain breadth-first search over ALL
//   positions of seeded random small definitions, for every goal form;
// - with a memory limit that makes the databases inexact, every answer of `ida` (length,
//   moves, or "unsolvable") equals the one of a plain BFS over all positions;
// - definitions whose valid positions are far too many for exact databases (most cells
//   never move) are now offered `ida`, and its answers equal a BFS over the position's
//   reachable positions;
// - the group's order, and the bounds: a search or a construction past its work bound
//   says Undecided, never "no"; a puzzle too large to decide is not offered.
#include <QTest>

#include <algorithm>
#include <array>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/engines/catalog.h"
#include "core/engines/goal_reach.h"
#include "core/engines/ida_engine.h"
#include "core/puzzle.h"
#include "core/rules/rules.h"
#include "core/search/perm_group.h"

namespace {

using pl::Answer;
using pl::Outcome;
using pl::Position;
using pl::Rules;
namespace def = pl::def;
using Perm = pl::search::PermGroup::Perm;

constexpr int kFar = std::numeric_limits<int>::max();

Position pos(const std::vector<int>& v)
{
    Position p;
    for (int x : v)
        p.cells.push_back(static_cast<std::uint8_t>(x));
    return p;
}

std::vector<int> cellsOf(const Position& p)
{
    return {p.cells.begin(), p.cells.end()};
}

std::string key(const Position& p)
{
    return {p.cells.begin(), p.cells.end()};
}

// Moves as random permutations of random subsets of the cells, written as cycles.
def::Move randomMove(std::mt19937& rng, int n, int maxCells, const std::string& name)
{
    def::Move m;
    m.name = name;
    while (m.cycles.empty()) {
        std::vector<int> cells(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            cells[static_cast<std::size_t>(i)] = i;
        std::shuffle(cells.begin(), cells.end(), rng);
        const int k = std::uniform_int_distribution<int>(2, std::min(n, maxCells))(rng);
        cells.resize(static_cast<std::size_t>(k));
        std::vector<int> image = cells;
        std::shuffle(image.begin(), image.end(), rng);
        std::map<int, int> to;
        for (int i = 0; i < k; ++i)
            to[cells[static_cast<std::size_t>(i)]] = image[static_cast<std::size_t>(i)];
        std::map<int, bool> seen;
        for (int c : cells) {
            if (seen[c] || to[c] == c)
                continue;
            std::vector<int> cycle;
            for (int x = c; !seen[x]; x = to[x]) {
                seen[x] = true;
                cycle.push_back(x);
            }
            m.cycles.push_back(cycle);
        }
    }
    return m;
}

// n cells, `labels` labels each at least once (so labels repeat when n > labels).
// The moves act on the first `moveCells` cells (all when 0).
def::PuzzleDef randomDef(std::mt19937& rng, int n, int labels, int moves, int maxMoveCells,
                         def::Metric metric, int moveCells = 0)
{
    def::PuzzleDef d;
    d.key = "reach";
    d.name = "reach";
    d.kind = def::Kind::Permutation;
    for (int i = 0; i < n; ++i)
        d.cells.push_back({std::to_string(i), double(i), 0, def::Shape::Circle});
    for (int l = 1; l <= labels; ++l)
        d.labels.push_back(l);
    for (int i = 0; i < n; ++i)
        d.start.push_back(1 + i % labels);
    std::shuffle(d.start.begin(), d.start.end(), rng);
    for (int m = 0; m < moves; ++m)
        d.moves.push_back(randomMove(rng, moveCells > 0 ? moveCells : n, maxMoveCells,
                                     std::string(1, char('A' + m))));
    d.metric = metric;
    d.goal.values = d.start;
    return d;
}

// A goal of the given form over an arrangement `solved` of the labels: 0 partial
// values, 1 full values, 2 uniform (cells of `solved` that hold one label), 3 anyOf of
// a partial values goal and a uniform one, 4 a nested anyOf.
def::Goal randomGoal(std::mt19937& rng, const std::vector<int>& solved, int form)
{
    const int n = static_cast<int>(solved.size());
    def::Goal g;
    switch (form) {
    case 0:
    case 1: {
        g.values = solved;
        if (form == 0) {
            std::bernoulli_distribution open(0.4);
            for (int& v : g.values)
                if (open(rng))
                    v = -1;
            const auto keep = std::uniform_int_distribution<std::size_t>(0, solved.size() - 1)(rng);
            g.values[keep] = solved[keep];  // at least one cell named
        }
        return g;
    }
    case 2: {
        g.type = def::Goal::Type::Uniform;
        const int label =
            solved[std::uniform_int_distribution<std::size_t>(0, solved.size() - 1)(rng)];
        for (int c = 0; c < n; ++c)
            if (solved[static_cast<std::size_t>(c)] == label)
                g.uniformCells.push_back(c);
        if (g.uniformCells.size() > 3)
            g.uniformCells.resize(3);
        return g;
    }
    case 3:
        g.type = def::Goal::Type::AnyOf;
        g.anyOf = {randomGoal(rng, solved, 0), randomGoal(rng, solved, 2)};
        return g;
    default:
        g.type = def::Goal::Type::AnyOf;
        g.anyOf = {randomGoal(rng, solved, 3), randomGoal(rng, solved, 1)};
        return g;
    }
}

std::shared_ptr<const Rules> rulesOf(def::PuzzleDef d)
{
    return std::make_shared<const Rules>(std::move(d));
}

// The test's own answers: every arrangement of the start's labels, distances from the
// goal by a breadth-first search backwards (each move's predecessors), and the answer
// as the first move in move order that lowers the distance, again and again.
class AllPositionsBfs {
public:
    AllPositionsBfs(const Rules& rules, const def::Goal& goal)
    {
        std::vector<int> v = rules.def().start;
        std::sort(v.begin(), v.end());
        do
            states_.push_back(pos(v));
        while (std::next_permutation(v.begin(), v.end()));
        for (std::size_t i = 0; i < states_.size(); ++i)
            id_[key(states_[i])] = static_cast<int>(i);
        edges_.resize(states_.size());
        std::vector<std::vector<int>> into(states_.size());
        for (std::size_t i = 0; i < states_.size(); ++i)
            for (int m = 0; m < rules.moveCount(); ++m) {
                const int j = id_.at(key(rules.apply(states_[i], m)));
                edges_[i].push_back({m, j});
                into[static_cast<std::size_t>(j)].push_back(static_cast<int>(i));
            }
        dist_.assign(states_.size(), kFar);
        std::deque<int> queue;
        for (std::size_t i = 0; i < states_.size(); ++i)
            if (rules.reached(states_[i], goal)) {
                dist_[i] = 0;
                queue.push_back(static_cast<int>(i));
            }
        while (!queue.empty()) {
            const int j = queue.front();
            queue.pop_front();
            for (int i : into[static_cast<std::size_t>(j)])
                if (dist_[static_cast<std::size_t>(i)] == kFar) {
                    dist_[static_cast<std::size_t>(i)] = dist_[static_cast<std::size_t>(j)] + 1;
                    queue.push_back(i);
                }
        }
    }
    [[nodiscard]] const std::vector<Position>& states() const { return states_; }
    [[nodiscard]] bool solvable(std::size_t i) const { return dist_[i] != kFar; }
    [[nodiscard]] std::vector<int> answer(std::size_t i) const
    {
        std::vector<int> out;
        auto at = static_cast<int>(i);
        while (dist_[static_cast<std::size_t>(at)] > 0)
            for (auto [m, j] : edges_[static_cast<std::size_t>(at)])
                if (dist_[static_cast<std::size_t>(j)] == dist_[static_cast<std::size_t>(at)] - 1) {
                    out.push_back(m);
                    at = j;
                    break;
                }
        return out;
    }

private:
    std::vector<Position> states_;
    std::unordered_map<std::string, int> id_;
    std::vector<std::vector<std::pair<int, int>>> edges_;
    std::vector<int> dist_;
};

// A forward breadth-first search from one position over the positions it reaches,
// moves tried in move order: the first goal position met is at the least depth, by
// the smallest sequence (the queue stays in the order of the sequences). nullopt:
// every reachable position searched, none a goal.
std::optional<std::vector<int>> forwardBfs(const Rules& rules, const Position& start,
                                           const def::Goal& goal)
{
    std::unordered_map<std::string, std::pair<std::string, int>> parent;  // state -> (from, move)
    std::deque<Position> queue{start};
    parent[key(start)] = {std::string(), -1};
    while (!queue.empty()) {
        const Position p = queue.front();
        queue.pop_front();
        if (rules.reached(p, goal)) {
            std::vector<int> moves;
            for (std::string k = key(p); parent.at(k).second >= 0; k = parent.at(k).first)
                moves.push_back(parent.at(k).second);
            std::reverse(moves.begin(), moves.end());
            return moves;
        }
        for (int m = 0; m < rules.moveCount(); ++m) {
            Position q = rules.apply(p, m);
            if (parent.emplace(key(q), std::make_pair(key(p), m)).second)
                queue.push_back(std::move(q));
        }
    }
    return std::nullopt;
}

// A 3x3x3 cube as 54 stickers in six colours (nine of each), turned by its six faces
// (inverse metric: twelve quarter turns). A sticker is (cubie position p in
// {-1,0,1}^3, face normal): a turn of the layer p[axis] == layer rotates both by 90
// degrees about the axis.
struct Sticker {
    std::array<int, 3> p;
    std::array<int, 3> n;
    friend bool operator==(const Sticker&, const Sticker&) = default;
};

std::array<int, 3> quarter(std::array<int, 3> v, int axis)
{
    const auto [x, y, z] = v;
    if (axis == 0)
        return {x, -z, y};
    if (axis == 1)
        return {z, y, -x};
    return {-y, x, z};
}

std::vector<Sticker> cubeStickers()
{
    std::vector<Sticker> out;
    for (int axis = 0; axis < 3; ++axis)
        for (int side : {1, -1})
            for (int a = -1; a <= 1; ++a)
                for (int b = -1; b <= 1; ++b) {
                    Sticker s{};
                    s.p[static_cast<std::size_t>(axis)] = side;
                    s.p[static_cast<std::size_t>((axis + 1) % 3)] = a;
                    s.p[static_cast<std::size_t>((axis + 2) % 3)] = b;
                    s.n[static_cast<std::size_t>(axis)] = side;
                    out.push_back(s);
                }
    return out;
}

def::PuzzleDef cubeDef()
{
    const std::vector<Sticker> st = cubeStickers();
    auto index = [&](const Sticker& s) {
        return static_cast<int>(std::find(st.begin(), st.end(), s) - st.begin());
    };
    def::PuzzleDef d;
    d.key = "cube3";
    d.name = "cube3";
    d.kind = def::Kind::Permutation;
    for (std::size_t i = 0; i < st.size(); ++i) {
        d.cells.push_back({std::to_string(i), double(i % 9), double(i / 9), def::Shape::Square});
        d.start.push_back(1 + static_cast<int>(i / 9));  // face by face: one colour each
    }
    d.labels = {1, 2, 3, 4, 5, 6};
    const char* names = "RLUDFB";
    for (int axis = 0; axis < 3; ++axis)
        for (int side : {1, -1}) {
            def::Move m;
            m.name = std::string(1, names[2 * axis + (side == 1 ? 0 : 1)]);
            std::vector<int> to(st.size());
            for (std::size_t i = 0; i < st.size(); ++i) {
                to[i] = static_cast<int>(i);
                if (st[i].p[static_cast<std::size_t>(axis)] == side)
                    to[i] = index({quarter(st[i].p, axis), quarter(st[i].n, axis)});
            }
            std::vector<bool> seen(st.size(), false);
            for (std::size_t i = 0; i < st.size(); ++i) {
                if (seen[i] || to[i] == static_cast<int>(i))
                    continue;
                std::vector<int> cycle;
                for (int x = static_cast<int>(i); !seen[static_cast<std::size_t>(x)];
                     x = to[static_cast<std::size_t>(x)]) {
                    seen[static_cast<std::size_t>(x)] = true;
                    cycle.push_back(x);
                }
                m.cycles.push_back(cycle);
            }
            d.moves.push_back(m);
        }
    d.metric = def::Metric::Inverse;
    d.goal.values = d.start;
    return d;
}

Perm permOf(const std::vector<int>& images)
{
    return {images.begin(), images.end()};
}

}  // namespace

class TestIdaReach : public QObject {
    Q_OBJECT

private slots:
    // GoalReach says "reachable" exactly for the positions from which the plain BFS
    // over all positions reaches the goal, for every goal form, in every metric.
    void decisionEqualsReachability()
    {
        std::mt19937 rng(12);
        int yes = 0, no = 0;
        std::map<int, int> noByForm;
        for (int round = 0; round < 60; ++round) {
            const int n = std::uniform_int_distribution<int>(4, 8)(rng);
            const int labels = std::uniform_int_distribution<int>(2, std::min(4, n - 1))(rng);
            const int moves = std::uniform_int_distribution<int>(1, 3)(rng);
            const auto metric = static_cast<def::Metric>(round % 3);
            const auto rules = rulesOf(randomDef(rng, n, labels, moves, n, metric));
            std::vector<int> solved = rules->def().start;
            std::shuffle(solved.begin(), solved.end(), rng);
            const int form = round % 5;
            const def::Goal goal = randomGoal(rng, solved, form);
            const AllPositionsBfs bfs(*rules, goal);
            const pl::GoalReach reach(*rules, goal);
            for (std::size_t i = 0; i < bfs.states().size(); ++i) {
                const auto r = reach.reachable(cellsOf(bfs.states()[i]));
                QVERIFY2(r != pl::GoalReach::Result::Unknown,
                         rules->formatPosition(bfs.states()[i]).c_str());
                const bool want = bfs.solvable(i);
                QVERIFY2(
                    (r == pl::GoalReach::Result::Yes) == want,
                    (rules->formatPosition(bfs.states()[i]) + " round " + std::to_string(round))
                        .c_str());
                ++(want ? yes : no);
                if (!want)
                    ++noByForm[form];
            }
        }
        // Both answers, and unsolvable positions for every goal form.
        QVERIFY(yes > 1000);
        QVERIFY(no > 1000);
        for (int form = 0; form < 5; ++form)
            QVERIFY2(noByForm[form] > 0, std::to_string(form).c_str());
        qInfo("%d reachable, %d not", yes, no);
    }

    // A memory limit of 64 bytes leaves the databases inexact, so `ida` must decide
    // solvability by the group; its answers equal the BFS over all positions.
    void idaEqualsBfsWithInexactDatabases()
    {
        std::mt19937 rng(5);
        pl::EngineOptions tiny;
        tiny.maxMemoryBytes = 64;
        const pl::CancelToken never;
        int solved = 0, unsolvable = 0;
        for (int round = 0; round < 15; ++round) {
            const int n = std::uniform_int_distribution<int>(5, 7)(rng);
            const auto metric = static_cast<def::Metric>(round % 3);
            const auto rules = rulesOf(randomDef(rng, n, 3, 2, 5, metric));
            QVERIFY(pl::IdaEngine::fits(*rules));
            std::vector<int> arrangement = rules->def().start;
            std::shuffle(arrangement.begin(), arrangement.end(), rng);
            const def::Goal goal = randomGoal(rng, arrangement, round % 5);
            const AllPositionsBfs bfs(*rules, goal);
            pl::IdaEngine engine(rules, tiny);
            for (std::size_t i = 0; i < bfs.states().size(); ++i) {
                const Position& p = bfs.states()[i];
                const Answer a = engine.solve(pl::SolveRequest{p, goal}, {}, never);
                const std::string what =
                    rules->formatPosition(p) + " round " + std::to_string(round);
                if (!bfs.solvable(i)) {
                    QVERIFY2(a.outcome == Outcome::Unsolvable, what.c_str());
                    ++unsolvable;
                    continue;
                }
                QVERIFY2(a.outcome == Outcome::Solved, what.c_str());
                QCOMPARE(rules->formatMoves(a.moves), rules->formatMoves(bfs.answer(i)));
                Position q = p;
                for (int m : a.moves)
                    rules->applyInPlace(q, m);
                QVERIFY(rules->reached(q, goal).has_value());
                ++solved;
            }
        }
        QVERIFY(solved > 100);
        QVERIFY(unsolvable > 100);
        qInfo("%d solved, %d unsolvable", solved, unsolvable);
    }

    // 24 to 32 cells in three or four labels, moves on at most 8 of them: ~1e10 and more
    // valid positions, far too many for an exact database, so before the group search
    // `ida` was not offered. Now it is, and its answers equal a forward BFS over what
    // each position reaches (random arrangements: mostly unsolvable; walks from a goal
    // position: solvable), for every goal form and metric.
    void sparseDefinitionsAreOffered()
    {
        std::mt19937 rng(8);
        const pl::CancelToken never;
        int solved = 0, unsolvable = 0;
        for (int round = 0; round < 10; ++round) {
            const int n = std::uniform_int_distribution<int>(24, 32)(rng);
            const auto metric = static_cast<def::Metric>(round % 3);
            // The moves act on cells 0..7 only: the rest never move.
            def::PuzzleDef d = randomDef(rng, n, 3 + round % 2, 2, 6, metric, 8);
            std::vector<int> arrangement = d.start;
            std::shuffle(arrangement.begin(), arrangement.end(), rng);
            def::Goal goal = randomGoal(rng, arrangement, round % 5);
            // The definition's own goal, so that fits() speaks of it.
            d.goal = goal;
            const auto withGoal = rulesOf(d);
            QVERIFY2(pl::IdaEngine::fits(*withGoal), std::to_string(round).c_str());
            const auto names = pl::genericEngineNames(*withGoal);
            QVERIFY(std::find(names.begin(), names.end(), "ida") != names.end());
            pl::IdaEngine engine(withGoal, {});
            for (int k = 0; k < 8; ++k) {
                Position p = pos(arrangement);
                if (k % 2 == 0) {
                    std::shuffle(p.cells.begin(), p.cells.end(), rng);
                } else {
                    for (int w = 0; w < 20; ++w)
                        withGoal->applyInPlace(p, std::uniform_int_distribution<int>(
                                                      0, withGoal->moveCount() - 1)(rng));
                }
                const auto want = forwardBfs(*withGoal, p, goal);
                const Answer a = engine.solve(pl::SolveRequest{p, goal}, {}, never);
                const std::string what =
                    withGoal->formatPosition(p) + " round " + std::to_string(round);
                if (!want) {
                    QVERIFY2(a.outcome == Outcome::Unsolvable, what.c_str());
                    ++unsolvable;
                    continue;
                }
                QVERIFY2(a.outcome == Outcome::Solved, what.c_str());
                QCOMPARE(withGoal->formatMoves(a.moves), withGoal->formatMoves(*want));
                ++solved;
            }
        }
        QVERIFY(solved >= 20);
        QVERIFY(unsolvable >= 20);
        qInfo("%d solved, %d unsolvable", solved, unsolvable);
    }

    // findMatch against the whole group listed by closure: on seeded random groups of
    // 2..7 points (base orders random too), random labels and wants (open cells, labels
    // the group cannot bring, patterns of an element), "found" exactly when some listed
    // element matches; and the order is the list's size.
    void findMatchEqualsEnumeration()
    {
        std::mt19937 rng(3);
        int found = 0, none = 0;
        for (int round = 0; round < 1500; ++round) {
            const int n = std::uniform_int_distribution<int>(2, 7)(rng);
            std::vector<Perm> gens;
            const int k = std::uniform_int_distribution<int>(1, 3)(rng);
            for (int i = 0; i < k; ++i) {
                std::vector<int> idx(static_cast<std::size_t>(n));
                for (int j = 0; j < n; ++j)
                    idx[static_cast<std::size_t>(j)] = j;
                std::shuffle(idx.begin(), idx.end(), rng);
                idx.resize(static_cast<std::size_t>(std::uniform_int_distribution<int>(2, n)(rng)));
                std::vector<int> img = idx;
                std::shuffle(img.begin(), img.end(), rng);
                std::vector<int> p(static_cast<std::size_t>(n));
                for (int j = 0; j < n; ++j)
                    p[static_cast<std::size_t>(j)] = j;
                for (std::size_t j = 0; j < idx.size(); ++j)
                    p[static_cast<std::size_t>(idx[j])] = img[j];
                gens.push_back(permOf(p));
            }
            std::vector<Perm> all;
            std::set<std::string> seen;  // (the elements as bytes)
            Perm id(static_cast<std::size_t>(n));
            for (int j = 0; j < n; ++j)
                id[static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(j);
            all.push_back(id);
            seen.insert(std::string(id.begin(), id.end()));
            for (std::size_t i = 0; i < all.size(); ++i)
                for (const Perm& g : gens) {
                    Perm c(static_cast<std::size_t>(n));
                    for (int j = 0; j < n; ++j)
                        c[static_cast<std::size_t>(j)] = g[all[i][static_cast<std::size_t>(j)]];
                    if (seen.insert(std::string(c.begin(), c.end())).second)
                        all.push_back(c);
                }
            std::vector<int> base;
            for (int j = 0; j < n; ++j)
                if (rng() % 2)
                    base.push_back(j);
            std::shuffle(base.begin(), base.end(), rng);
            const pl::search::PermGroup group(n, gens, base);
            QCOMPARE(group.order(), static_cast<double>(all.size()));
            for (int t = 0; t < 20; ++t) {
                const int labelCount = std::uniform_int_distribution<int>(1, n)(rng);
                std::vector<int> labels(static_cast<std::size_t>(n));
                std::vector<int> want(static_cast<std::size_t>(n));
                for (int& l : labels)
                    l = std::uniform_int_distribution<int>(0, labelCount - 1)(rng);
                for (int& w : want)
                    w = rng() % 3 == 0 ? -1
                                       : std::uniform_int_distribution<int>(0, labelCount - 1)(rng);
                if (rng() % 2) {
                    const Perm& s = all[rng() % all.size()];
                    for (int j = 0; j < n; ++j)
                        if (want[static_cast<std::size_t>(j)] >= 0)
                            want[static_cast<std::size_t>(j)] =
                                labels[s[static_cast<std::size_t>(j)]];
                }
                const bool listed = std::any_of(all.begin(), all.end(), [&](const Perm& s) {
                    for (int j = 0; j < n; ++j)
                        if (want[static_cast<std::size_t>(j)] >= 0 &&
                            labels[s[static_cast<std::size_t>(j)]] !=
                                want[static_cast<std::size_t>(j)])
                            return false;
                    return true;
                });
                const auto r = group.findMatch(labels, want, 1000000);
                QVERIFY(r.match != pl::search::PermGroup::Match::Undecided);
                QCOMPARE(r.match == pl::search::PermGroup::Match::Found, listed);
                ++(listed ? found : none);
                QVERIFY(group.contains(all[rng() % all.size()]));
            }
        }
        QVERIFY(found > 1000);
        QVERIFY(none > 1000);
    }

    // The 3x3x3 cube in stickers (4.3e19 positions; labels repeat nine times): `ida` is
    // offered, and proves at once what every cuber knows cannot be solved: one corner
    // twisted in place, one edge flipped, two corners swapped (the stickers of each
    // cubie moved together), also after a scramble; a short scramble is solved.
    void cubeInvariantsAreProved()
    {
        const def::PuzzleDef d = cubeDef();
        const auto rules = rulesOf(d);
        QVERIFY(pl::IdaEngine::fits(*rules));
        const std::vector<Sticker> st = cubeStickers();
        auto cubie = [&](std::array<int, 3> p) {
            std::vector<int> cells;
            for (std::size_t i = 0; i < st.size(); ++i)
                if (st[i].p == p)
                    cells.push_back(static_cast<int>(i));
            return cells;
        };
        const std::vector<int> corner = cubie({1, 1, 1});
        const std::vector<int> edge = cubie({1, 1, 0});
        const std::vector<int> other = cubie({1, 1, -1});
        QCOMPARE(corner.size(), std::size_t{3});
        QCOMPARE(edge.size(), std::size_t{2});
        std::vector<Position> bad(3, rules->start());
        auto at = [](Position& p, int c) -> std::uint8_t& {
            return p.cells[static_cast<std::size_t>(c)];
        };
        // twist: the corner's three stickers cycled
        std::swap(at(bad[0], corner[0]), at(bad[0], corner[1]));
        std::swap(at(bad[0], corner[1]), at(bad[0], corner[2]));
        std::swap(at(bad[1], edge[0]), at(bad[1], edge[1]));  // flip
        // Swap two corners (z = 1 and z = -1 of the same column): each sticker with the
        // one the reflection z -> -z maps it to; only the z stickers differ in colour.
        for (int c : corner)
            for (int o : other) {
                std::array<int, 3> mirrored = st[static_cast<std::size_t>(c)].n;
                mirrored[2] = -mirrored[2];
                if (st[static_cast<std::size_t>(o)].n == mirrored)
                    std::swap(at(bad[2], c), at(bad[2], o));
            }
        for (const Position& b : bad)
            QVERIFY(b != rules->start());
        std::mt19937 rng(1);
        pl::IdaEngine engine(rules, {});
        const pl::CancelToken never;
        for (Position p : bad) {
            for (int k = 0; k < 2; ++k) {
                const Answer a = engine.solve(pl::SolveRequest{p, d.goal}, {}, never);
                QCOMPARE(a.outcome, Outcome::Unsolvable);
                for (int w = 0; w < 30; ++w)
                    rules->applyInPlace(
                        p, std::uniform_int_distribution<int>(0, rules->moveCount() - 1)(rng));
            }
        }
        Position p = rules->start();
        for (int m : {0, 5, 9})
            rules->applyInPlace(p, m);
        const Answer a = engine.solve(pl::SolveRequest{p, d.goal}, {}, never);
        QCOMPARE(a.outcome, Outcome::Solved);
        QVERIFY(a.moves.size() <= 3);
        for (int m : a.moves)
            rules->applyInPlace(p, m);
        QVERIFY(rules->reached(p, d.goal).has_value());
    }

    // Orders of known groups, whatever the base order: S5 from a 5-cycle and a
    // transposition (120), A5 from two overlapping 3-cycles (60), two disjoint 3-cycles
    // (9).
    void groupOrders()
    {
        const Perm cycle5 = permOf({1, 2, 3, 4, 0, 5, 6});
        const Perm swap01 = permOf({1, 0, 2, 3, 4, 5, 6});
        const Perm c012 = permOf({1, 2, 0, 3, 4, 5, 6});
        const Perm c234 = permOf({0, 1, 3, 4, 2, 5, 6});
        const Perm c456 = permOf({0, 1, 2, 3, 5, 6, 4});
        for (const std::vector<int>& base :
             {std::vector<int>{}, std::vector<int>{6, 5, 4, 3, 2, 1, 0}, std::vector<int>{3, 1}}) {
            QCOMPARE(pl::search::PermGroup(7, {cycle5, swap01}, base).order(), 120.0);
            QCOMPARE(pl::search::PermGroup(7, {c012, c234}, base).order(), 60.0);
            QCOMPARE(pl::search::PermGroup(7, {c012, c456}, base).order(), 9.0);
            const pl::search::PermGroup a5(7, {c012, c234}, base);
            QVERIFY(a5.complete());
            QVERIFY(a5.contains(permOf({2, 0, 1, 3, 4, 5, 6})));   // a 3-cycle: even
            QVERIFY(!a5.contains(permOf({1, 0, 2, 3, 4, 5, 6})));  // a transposition
        }
    }

    // findMatch: s with labels[s(c)] == want[c]. In A5 on cells 0..4 (labels all
    // distinct) a full pattern that is an odd arrangement is not matched, an even one
    // is; with two equal labels, or two open cells, both are. Past the budget:
    // Undecided, never None.
    void matchAndBudgets()
    {
        const Perm c012 = permOf({1, 2, 0, 3, 4});
        const Perm c234 = permOf({0, 1, 3, 4, 2});
        const std::vector<int> base{0, 1, 2, 3, 4};
        const pl::search::PermGroup a5(5, {c012, c234}, base);
        const std::vector<int> labels{10, 11, 12, 13, 14};
        using Match = pl::search::PermGroup::Match;
        // want[c] = labels[s(c)] for s = the transposition (0 1): odd.
        QCOMPARE(a5.findMatch(labels, {11, 10, 12, 13, 14}, 1000).match, Match::None);
        QCOMPARE(a5.findMatch(labels, {11, 12, 10, 13, 14}, 1000).match, Match::Found);
        // One open cell leaves its image no choice; two open cells let the odd pattern
        // be met with them swapped.
        QCOMPARE(a5.findMatch(labels, {11, 10, 12, 13, -1}, 1000).match, Match::None);
        QCOMPARE(a5.findMatch(labels, {11, 10, 12, -1, -1}, 1000).match, Match::Found);
        const std::vector<int> repeated{10, 10, 12, 13, 14};
        QCOMPARE(a5.findMatch(repeated, {10, 10, 13, 12, 14}, 1000).match, Match::Found);
        // No budget: the search cannot finish.
        QCOMPARE(a5.findMatch(labels, {11, 10, 12, 13, 14}, 0).match, Match::Undecided);
        // A construction stopped at once describes a subgroup: no "no".
        const pl::search::PermGroup cut(5, {c012, c234}, base, 0);
        QVERIFY(!cut.complete());
        QVERIFY(cut.findMatch(labels, {11, 10, 12, 13, 14}, 1000).match != Match::None);
        QVERIFY(cut.order() <= 60.0);
    }

    // A 15x15 torus of rows in six colours (225 cells, 60 moves): the group's chain
    // cannot be completed within its work bound, so no position is proved unsolvable
    // and `ida` is not offered.
    void tooLargeIsNotOffered()
    {
        def::PuzzleDef d;
        d.key = "torus";
        d.name = "torus";
        d.kind = def::Kind::Permutation;
        const int side = 15;
        for (int i = 0; i < side * side; ++i) {
            d.cells.push_back(
                {std::to_string(i), double(i % side), double(i / side), def::Shape::Square});
            d.start.push_back(1 + (i / side) % 6);
        }
        d.labels = {1, 2, 3, 4, 5, 6};
        for (int r = 0; r < side; ++r) {
            def::Move m;
            m.name = "r" + std::to_string(r);
            m.cycles.emplace_back();
            for (int c = 0; c < side; ++c)
                m.cycles.back().push_back(r * side + c);
            d.moves.push_back(m);
        }
        for (int c = 0; c < side; ++c) {
            def::Move m;
            m.name = "c" + std::to_string(c);
            m.cycles.emplace_back();
            for (int r = 0; r < side; ++r)
                m.cycles.back().push_back(r * side + c);
            d.moves.push_back(m);
        }
        d.metric = def::Metric::Inverse;
        d.goal.values = d.start;
        const Rules rules(d);
        QVERIFY(!pl::IdaEngine::fits(rules));
        const pl::GoalReach reach(rules, d.goal);
        std::vector<int> cells = d.start;
        std::swap(cells[0], cells[side]);
        // (Solvable in truth: the group is A225 and the labels repeat.)
        QVERIFY(reach.reachable(cells) != pl::GoalReach::Result::No);
    }
};

QTEST_GUILESS_MAIN(TestIdaReach)
#include "tst_ida_reach.moc"
