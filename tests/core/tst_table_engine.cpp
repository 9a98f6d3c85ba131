// The generic `table` engine (SPEC 7.6, issue 12): the rankers by exhaustive round
// trips; on small puzzles of every kind (sliding, repeated labels, a dial with a
// composite modulus and unsolvable positions, uniform and anyOf goals, an editable
// goal) every answer, distance, hint and histogram against the test's own forward
// breadth-first search over all positions, each answer replayed with Rules::apply;
// the memory refusal and cancel; and equality with the hand-tuned contest engines on
// every position (clocks, msquare) or on 2,000 seeded and the 192 hardest boards
// (rotation), plus the rotation table's size and build time against the hand-tuned
// pattern table.
#include <QTest>

#include <algorithm>
#include <chrono>
#include <deque>
#include <fstream>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "contest_defs.h"
#include "contest_kinds.h"
#include "core/contest/rotation/pattern_table.h"
#include "core/contest/rotation/rotation.h"
#include "core/engines/catalog.h"
#include "core/engines/table_engine.h"
#include "core/problem.h"
#include "core/progress.h"
#include "core/puzzle.h"
#include "core/rules/rules.h"
#include "core/search/ranking.h"
#include "core/search/symmetry.h"

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
template <>
inline char* toString(const std::vector<std::uint64_t>& v)
{
    QByteArray out = "{";
    for (std::size_t i = 0; i < v.size(); ++i)
        out += (i ? "," : "") + QByteArray::number(static_cast<qulonglong>(v[i]));
    return qstrdup(out + "}");
}
}  // namespace QTest

#if defined(__SANITIZE_ADDRESS__)
#define PL_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PL_TEST_SANITIZED 1
#endif
#endif

namespace {

#if defined(PL_TEST_SANITIZED)
// Under ASan the every-position loops against the contest engines visit every 7th
// position (7 is prime to the sizes involved) to stay within a minute.
constexpr int kStride = 7;
#else
constexpr int kStride = 1;
#endif

namespace def = pl::def;
namespace search = pl::search;
using pl::Outcome;
using pl::Position;
using Cells = std::vector<std::uint8_t>;

// Order for map and set keys, element by element (GCC 12 warns falsely about the
// memcmp of std::less on byte vectors).
struct CellsLess {
    bool operator()(const Cells& a, const Cells& b) const
    {
        for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
            if (a[i] != b[i])
                return a[i] < b[i];
        return a.size() < b.size();
    }
};
using CellSet = std::set<Cells, CellsLess>;
template <typename V>
using CellMap = std::map<Cells, V, CellsLess>;

double msSince(std::chrono::steady_clock::time_point t)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
}

// ---- small definitions --------------------------------------------------------------

def::Move cyclesMove(std::string name, std::vector<std::vector<int>> cycles)
{
    def::Move m;
    m.name = std::move(name);
    m.cycles = std::move(cycles);
    return m;
}

def::Move addMove(std::string name, std::vector<int> add)
{
    def::Move m;
    m.name = std::move(name);
    m.add = std::move(add);
    return m;
}

void addCells(def::PuzzleDef& d, int n, int width)
{
    for (int i = 0; i < n; ++i)
        d.cells.push_back(
            {std::to_string(i), double(i % width), double(i / width), def::Shape::Default});
}

def::Goal valuesGoal(std::vector<int> v)
{
    def::Goal g;
    g.type = def::Goal::Type::Values;
    g.values = std::move(v);
    return g;
}

def::Goal uniformGoal(std::vector<int> cells)
{
    def::Goal g;
    g.type = def::Goal::Type::Uniform;
    g.uniformCells = std::move(cells);
    return g;
}

def::Goal anyOfGoal(std::vector<def::Goal> alts)
{
    def::Goal g;
    g.type = def::Goal::Type::AnyOf;
    g.anyOf = std::move(alts);
    return g;
}

// 2x3 sliding puzzle, blank 0, solved 1 2 3 / 4 5 _.
def::PuzzleDef slidingDef()
{
    def::PuzzleDef d;
    d.key = "slide23";
    d.name = "2x3";
    d.kind = def::Kind::Sliding;
    addCells(d, 6, 3);
    d.labels = {0, 1, 2, 3, 4, 5};
    d.blank = 0;
    d.start = {1, 2, 3, 4, 5, 0};
    d.goal = valuesGoal(d.start);
    return d;
}

// Six cells, labels 1, 2, 3 twice each; two overlapping 4-cycles with no inverse among
// the moves (a directed graph in the `move` metric).
def::PuzzleDef ringDef(def::Metric metric)
{
    def::PuzzleDef d;
    d.key = "ring";
    d.name = "Ring";
    d.kind = def::Kind::Permutation;
    addCells(d, 6, 6);
    d.labels = {1, 2, 3};
    d.start = {1, 1, 2, 2, 3, 3};
    d.moves = {cyclesMove("A", {{0, 1, 2, 3}}), cyclesMove("B", {{2, 3, 4, 5}})};
    d.goal = valuesGoal(d.start);
    d.metric = metric;
    return d;
}

// Eight cells, labels 1 and 2 three times, 3 twice (too few for the uniform goal).
def::PuzzleDef uniformDef()
{
    def::PuzzleDef d;
    d.key = "uni";
    d.name = "Uniform";
    d.kind = def::Kind::Permutation;
    addCells(d, 8, 8);
    d.labels = {1, 2, 3};
    d.start = {1, 2, 3, 1, 2, 3, 1, 2};
    d.moves = {cyclesMove("A", {{0, 1, 2, 3, 4, 5, 6, 7}}), cyclesMove("B", {{0, 4}}),
               cyclesMove("C", {{1, 2, 3}})};
    d.goal = uniformGoal({0, 1, 2});
    return d;
}

// Four dials modulo 6; the moves span a proper subgroup, so most positions are
// unsolvable.
def::PuzzleDef dialDef(def::Metric metric)
{
    def::PuzzleDef d;
    d.key = "dial6";
    d.name = "Dial 6";
    d.kind = def::Kind::Dial;
    d.modulus = 6;
    addCells(d, 4, 4);
    d.moves = {addMove("a", {1, 1, 0, 0}), addMove("b", {0, 2, 1, 0}), addMove("c", {0, 0, 3, 1})};
    d.start.assign(4, 0);
    d.goal = valuesGoal({0, 0, 0, 0});
    d.metric = metric;
    return d;
}

// Four dials modulo 4 (a power of two: the packed space), or Lights Out 3x3 (modulo
// 2: every move its own inverse).
def::PuzzleDef packedDialDef(def::Metric metric)
{
    def::PuzzleDef d = dialDef(metric);
    d.key = "dial4";
    d.modulus = 4;
    d.moves = {addMove("a", {1, 1, 0, 0}), addMove("b", {0, 2, 1, 0}), addMove("c", {0, 0, 3, 1}),
               addMove("d", {2, 0, 0, 2})};
    return d;
}

def::PuzzleDef lightsOut3()
{
    def::PuzzleDef d;
    d.key = "lo3";
    d.name = "Lights Out 3x3";
    d.kind = def::Kind::Dial;
    d.modulus = 2;
    addCells(d, 9, 3);
    for (int i = 0; i < 9; ++i) {
        std::vector<int> add(9, 0);
        add[static_cast<std::size_t>(i)] = 1;
        if (i % 3 > 0)
            add[static_cast<std::size_t>(i - 1)] = 1;
        if (i % 3 < 2)
            add[static_cast<std::size_t>(i + 1)] = 1;
        if (i >= 3)
            add[static_cast<std::size_t>(i - 3)] = 1;
        if (i < 6)
            add[static_cast<std::size_t>(i + 3)] = 1;
        d.moves.push_back(addMove(std::to_string(i + 1), add));
    }
    d.start.assign(9, 0);
    d.goal = valuesGoal(d.start);
    return d;
}

// A ring of n cells holding two 1s among 2s: the two-class mask space with n/8 bytes
// (32-bit tables up to 32 cells, 64-bit above). Moves: turn the ring, swap two cells.
def::PuzzleDef bigRingDef(int n)
{
    def::PuzzleDef d;
    d.key = "bigring";
    d.name = "Big ring";
    d.kind = def::Kind::Permutation;
    addCells(d, n, n);
    d.labels = {1, 2};
    d.start.assign(static_cast<std::size_t>(n), 2);
    d.start[0] = 1;
    d.start[1] = 1;
    std::vector<int> all(static_cast<std::size_t>(n));
    std::iota(all.begin(), all.end(), 0);
    d.moves = {cyclesMove("T", {all}), cyclesMove("S", {{0, n / 2}})};
    d.goal = valuesGoal(d.start);
    return d;
}

// Five distinct labels, editable goal: one table must serve every goal.
def::PuzzleDef editableDef()
{
    def::PuzzleDef d;
    d.key = "edit5";
    d.name = "Editable";
    d.kind = def::Kind::Permutation;
    addCells(d, 5, 5);
    d.labels = {1, 2, 3, 4, 5};
    d.start = d.labels;
    d.moves = {cyclesMove("A", {{0, 1, 2, 3, 4}}), cyclesMove("B", {{0, 1}})};
    d.goal = valuesGoal(d.start);
    d.editableGoal = true;
    return d;
}

// TopSpin with n discs 1..n on a ring (R turns it, R' back in the inverse metric) and a
// turnstile F reversing the first `turn` cells; the goal: 1..n in ring order starting
// anywhere (anyOf the n rotations), which "add 1 to every label mod n" maps onto itself.
def::PuzzleDef topSpinDef(int n, int turn)
{
    def::PuzzleDef d;
    d.key = "topspin" + std::to_string(n);
    d.name = "TopSpin " + std::to_string(n);
    d.kind = def::Kind::Permutation;
    d.metric = def::Metric::Inverse;
    addCells(d, n, n);
    for (int i = 1; i <= n; ++i)
        d.labels.push_back(i);
    d.start = d.labels;
    std::vector<int> ring(static_cast<std::size_t>(n));
    std::iota(ring.begin(), ring.end(), 0);
    std::vector<std::vector<int>> flip;
    for (int i = 0; i < turn / 2; ++i)
        flip.push_back({i, turn - 1 - i});
    d.moves = {cyclesMove("R", {ring}), cyclesMove("F", flip)};
    std::vector<def::Goal> rotations;
    for (int k = 0; k < n; ++k) {
        std::vector<int> v;
        for (int i = 0; i < n; ++i)
            v.push_back((i + k) % n + 1);
        rotations.push_back(valuesGoal(v));
    }
    d.goal = anyOfGoal(rotations);
    return d;
}

// Loopover on a rows x cols torus: every row turns right and every column down. Labels
// per cell (distinct when empty); the goal is the start.
def::PuzzleDef loopoverDef(int rows, int cols, def::Metric metric, std::vector<int> labels = {})
{
    def::PuzzleDef d;
    d.key = "loopover" + std::to_string(rows) + "x" + std::to_string(cols);
    d.name = "Loopover";
    d.kind = def::Kind::Permutation;
    d.metric = metric;
    const int n = rows * cols;
    addCells(d, n, cols);
    if (labels.empty())
        for (int i = 1; i <= n; ++i)
            labels.push_back(i);
    d.start = labels;
    d.labels = labels;
    std::sort(d.labels.begin(), d.labels.end());
    d.labels.erase(std::unique(d.labels.begin(), d.labels.end()), d.labels.end());
    for (int r = 0; r < rows; ++r) {
        std::vector<int> row;
        for (int c = 0; c < cols; ++c)
            row.push_back(r * cols + c);
        d.moves.push_back(cyclesMove("R" + std::to_string(r + 1), {row}));
    }
    for (int c = 0; c < cols; ++c) {
        std::vector<int> col;
        for (int r = 0; r < rows; ++r)
            col.push_back(r * cols + c);
        d.moves.push_back(cyclesMove("C" + std::to_string(c + 1), {col}));
    }
    d.goal = valuesGoal(labels);
    return d;
}

// A reference histogram of tests/data/histograms (computed by the independent Python
// solver): counts per depth and the unsolvable count.
std::pair<std::vector<std::uint64_t>, std::uint64_t> referenceHistogram(const std::string& name)
{
    std::ifstream in(std::string(PL_TEST_DATA_DIR) + "/histograms/" + name);
    std::vector<std::uint64_t> counts;
    std::uint64_t unsolvable = 0;
    std::string word;
    std::uint64_t value = 0;
    while (in >> word >> value) {
        if (word == "unsolvable")
            unsolvable = value;
        else
            counts.push_back(value);
    }
    return {counts, unsolvable};
}

// ---- the test's own model of a definition (SPEC 7.2-7.3), sharing nothing with the
// engine or Rules -----------------------------------------------------------------------

class Model {
public:
    explicit Model(const def::PuzzleDef& d) : d_(d)
    {
        const auto n = d.cells.size();
        if (d.kind == def::Kind::Sliding) {
            for (const char c : d.moveOrder)
                moves_.push_back({std::string(1, c), {}, {}, c});
            return;
        }
        for (const def::Move& m : d.moves) {
            Step once{m.name, {}, {}, 0};
            if (d.kind == def::Kind::Dial) {
                once.add = m.add;
                once.add.resize(n, 0);
            } else {
                once.perm.resize(n);
                std::iota(once.perm.begin(), once.perm.end(), 0);
                for (const auto& cyc : m.cycles)
                    for (std::size_t j = 0; j < cyc.size(); ++j)
                        once.perm[static_cast<std::size_t>(cyc[(j + 1) % cyc.size()])] = cyc[j];
            }
            // The order: apply until the identity comes back.
            Cells probe(n);
            for (std::size_t i = 0; i < n; ++i)
                probe[i] = static_cast<std::uint8_t>(d.kind == def::Kind::Dial ? 0 : i);
            int order = 0;
            Cells x = probe;
            do {
                x = applyStep(once, x);
                ++order;
            } while (x != probe);
            const auto power = [&](int j, std::string name) {
                Step s = once;
                s.name = std::move(name);
                for (int k = 1; k < j; ++k) {
                    if (d.kind == def::Kind::Dial) {
                        for (std::size_t i = 0; i < n; ++i)
                            s.add[i] += once.add[i];
                    } else {
                        std::vector<int> p(n);
                        for (std::size_t i = 0; i < n; ++i)
                            p[i] = s.perm[static_cast<std::size_t>(once.perm[i])];
                        s.perm = p;
                    }
                }
                return s;
            };
            if (d.metric == def::Metric::Move) {
                moves_.push_back(once);
            } else if (d.metric == def::Metric::Inverse) {
                moves_.push_back(once);
                if (order > 2)
                    moves_.push_back(power(order - 1, m.name + "'"));
            } else {
                // SPEC 7.2: X, X2 .. X(k/2), then X(k-j)' down to X'.
                for (int j = 1; j < order; ++j) {
                    std::string name = m.name;
                    if (j == 1)
                        ;
                    else if (j == order - 1)
                        name += "'";
                    else if (2 * j <= order)
                        name += std::to_string(j);
                    else
                        name += std::to_string(order - j) + "'";
                    moves_.push_back(power(j, name));
                }
            }
        }
    }

    [[nodiscard]] int moveCount() const { return static_cast<int>(moves_.size()); }
    [[nodiscard]] std::string moveName(int m) const
    {
        return moves_[static_cast<std::size_t>(m)].name;
    }

    // nullopt when the sliding move is illegal.
    [[nodiscard]] std::optional<Cells> apply(const Cells& p, int m) const
    {
        const Step& s = moves_[static_cast<std::size_t>(m)];
        if (d_.kind != def::Kind::Sliding)
            return applyStep(s, p);
        int blank = -1;
        for (std::size_t i = 0; i < p.size(); ++i)
            if (p[i] == d_.blank)
                blank = static_cast<int>(i);
        double x = d_.cells[static_cast<std::size_t>(blank)].x;
        double y = d_.cells[static_cast<std::size_t>(blank)].y;
        x += s.direction == 'L' ? -1 : s.direction == 'R' ? 1 : 0;
        y += s.direction == 'U' ? -1 : s.direction == 'D' ? 1 : 0;
        for (std::size_t i = 0; i < d_.cells.size(); ++i)
            if (d_.cells[i].x == x && d_.cells[i].y == y) {
                Cells q = p;
                std::swap(q[i], q[static_cast<std::size_t>(blank)]);
                return q;
            }
        return std::nullopt;
    }

    // Which goal p meets (alternative, label), like SPEC 7.4 asks the answer to say.
    [[nodiscard]] std::optional<pl::GoalReached> meets(const Cells& p, const def::Goal& g) const
    {
        switch (g.type) {
        case def::Goal::Type::Values:
            for (std::size_t i = 0; i < p.size(); ++i)
                if (g.values[i] >= 0 && p[i] != g.values[i])
                    return std::nullopt;
            return pl::GoalReached{0, -1};
        case def::Goal::Type::Uniform:
            for (const int c : g.uniformCells)
                if (p[static_cast<std::size_t>(c)] !=
                    p[static_cast<std::size_t>(g.uniformCells[0])])
                    return std::nullopt;
            return pl::GoalReached{0, p[static_cast<std::size_t>(g.uniformCells[0])]};
        case def::Goal::Type::AnyOf:
            for (std::size_t a = 0; a < g.anyOf.size(); ++a)
                if (auto r = meets(p, g.anyOf[a]))
                    return pl::GoalReached{static_cast<int>(a), r->label};
            return std::nullopt;
        }
        return std::nullopt;
    }

    // Every valid position (SPEC 7.3).
    [[nodiscard]] std::vector<Cells> allPositions() const
    {
        std::vector<Cells> out;
        const auto n = d_.cells.size();
        if (d_.kind == def::Kind::Dial) {
            Cells p(n, 0);
            for (;;) {
                out.push_back(p);
                std::size_t i = 0;
                while (i < n && ++p[i] == d_.modulus)
                    p[i++] = 0;
                if (i == n)
                    break;
            }
            return out;
        }
        Cells p(d_.start.begin(), d_.start.end());
        std::sort(p.begin(), p.end());
        do
            out.push_back(p);
        while (std::next_permutation(p.begin(), p.end()));
        return out;
    }

    struct Found {
        int length = -1;  // -1: no goal reachable
        std::vector<int> moves;
        pl::GoalReached reached;
    };

    // Plain forward breadth-first search from p, moves in order, first parent kept,
    // stopping at the first goal generated: its path is the shortest and, among the
    // shortest, the smallest in move order (the queue holds each level in the order
    // of those paths).
    [[nodiscard]] Found solve(const Cells& start, const def::Goal& goal) const
    {
        Found f;
        if (auto r = meets(start, goal)) {
            f.length = 0;
            f.reached = *r;
            return f;
        }
        CellMap<std::pair<Cells, int>> parent;
        parent[start] = {start, -1};
        std::deque<Cells> queue{start};
        while (!queue.empty()) {
            const Cells x = queue.front();
            queue.pop_front();
            for (int m = 0; m < moveCount(); ++m) {
                auto y = apply(x, m);
                if (!y || parent.count(*y))
                    continue;
                parent[*y] = {x, m};
                if (auto r = meets(*y, goal)) {
                    for (Cells at = *y; at != start; at = parent[at].first)
                        f.moves.push_back(parent[at].second);
                    std::reverse(f.moves.begin(), f.moves.end());
                    f.length = static_cast<int>(f.moves.size());
                    f.reached = *r;
                    return f;
                }
                queue.push_back(*y);
            }
        }
        return f;
    }

private:
    struct Step {
        std::string name;
        std::vector<int> perm;  // cell i takes the content of cell perm[i]
        std::vector<int> add;
        char direction = 0;
    };

    [[nodiscard]] Cells applyStep(const Step& s, const Cells& p) const
    {
        Cells q = p;
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (d_.kind == def::Kind::Dial)
                q[i] = static_cast<std::uint8_t>((p[i] + s.add[i]) % d_.modulus);
            else
                q[i] = p[static_cast<std::size_t>(s.perm[i])];
        }
        return q;
    }

    const def::PuzzleDef& d_;
    std::vector<Step> moves_;
};

Position toPosition(const Cells& c)
{
    return Position{c};
}

}  // namespace

class TstTableEngine : public QObject {
    Q_OBJECT

private:
    // Every position of `d` against the model, for `goal`; also distance, hint and
    // histogram. Counts the unsolvable positions seen into `unsolvableOut`.
    void compareWithModel(const def::PuzzleDef& d, const def::Goal& goal,
                          std::uint64_t* unsolvableOut = nullptr)
    {
        const Model model(d);
        auto rules = std::make_shared<const pl::Rules>(d);
        QCOMPARE(rules->moveCount(), model.moveCount());
        for (int m = 0; m < model.moveCount(); ++m)
            QCOMPARE(rules->moveNames()[static_cast<std::size_t>(m)], model.moveName(m));
        pl::TableEngine engine(rules, pl::EngineOptions{});
        const pl::CancelToken cancel;
        const std::vector<Cells> all = model.allPositions();
        CellMap<Model::Found> found;
        CellMap<int> distance;
        for (const Cells& p : all) {
            found[p] = model.solve(p, goal);
            distance[p] = found[p].length;
        }
        std::map<int, std::uint64_t> histogram;
        std::uint64_t unsolvable = 0;
        for (const Cells& p : all) {
            const Model::Found& want = found[p];
            const pl::SolveRequest request{toPosition(p), goal};
            const pl::Answer got = engine.solve(request, {}, cancel);
            if (want.length < 0) {
                ++unsolvable;
                QCOMPARE(got.outcome, Outcome::Unsolvable);
                const auto dist = engine.distance(request, {}, cancel);
                QCOMPARE(dist.outcome, Outcome::Unsolvable);
                QCOMPARE(dist.value, -1);
                QCOMPARE(engine.hint(request, {}, cancel).outcome, Outcome::Unsolvable);
                continue;
            }
            ++histogram[want.length];
            QCOMPARE(got.outcome, Outcome::Solved);
            QCOMPARE(got.moves, want.moves);
            QCOMPARE(got.reached, want.reached);
            // Replay with the one apply.
            Position at = toPosition(p);
            for (const int m : got.moves) {
                QVERIFY(rules->legal(at, m));
                at = rules->apply(at, m);
            }
            const auto reached = rules->reached(at, goal);
            QVERIFY(reached.has_value());
            QCOMPARE(*reached, got.reached);
            const auto dist = engine.distance(request, {}, cancel);
            QCOMPARE(dist.outcome, Outcome::Solved);
            QCOMPARE(dist.value, want.length);
            // The hint: every legal move after which the model's distance drops by one.
            std::vector<int> hint;
            for (int m = 0; m < model.moveCount() && want.length > 0; ++m)
                if (auto q = model.apply(p, m); q && distance[*q] == want.length - 1)
                    hint.push_back(m);
            const auto gotHint = engine.hint(request, {}, cancel);
            QCOMPARE(gotHint.outcome, Outcome::Solved);
            QCOMPARE(gotHint.value, hint);
        }
        const auto h = engine.histogram(goal, {}, cancel);
        QCOMPARE(h.outcome, Outcome::Solved);
        std::vector<std::uint64_t> want;
        for (const auto& [depth, count] : histogram) {
            want.resize(static_cast<std::size_t>(depth) + 1, 0);
            want[static_cast<std::size_t>(depth)] = count;
        }
        QCOMPARE(h.value.counts, want);
        QCOMPARE(h.value.unsolvable, unsolvable);
        QCOMPARE(h.value.positions, static_cast<std::uint64_t>(all.size()));
        if (unsolvableOut)
            *unsolvableOut = unsolvable;
    }

private slots:
    // ---- rankers ------------------------------------------------------------------------

    void dialRanker()
    {
        for (const auto& [cells, modulus] :
             {std::pair{4, 3}, std::pair{3, 6}, std::pair{0, 5}, std::pair{5, 2}}) {
            const search::DialRanker r(cells, modulus);
            std::uint64_t want = 1;
            for (int i = 0; i < cells; ++i)
                want *= static_cast<std::uint64_t>(modulus);
            QCOMPARE(r.count(), want);
            std::vector<std::uint8_t> v(static_cast<std::size_t>(cells) + 1, 0);
            std::vector<std::uint8_t> back(v.size(), 0);
            CellSet seen;
            std::uint64_t k = 0;
            do {
                QCOMPARE(r.rank(v.data()), k);
                r.unrank(k, back.data());
                QCOMPARE(back, v);
                for (int i = 0; i < cells; ++i)
                    QVERIFY(v[static_cast<std::size_t>(i)] < modulus);
                seen.insert(v);
                ++k;
            } while (r.next(v.data()));
            QCOMPARE(k, want);
            QCOMPARE(static_cast<std::uint64_t>(seen.size()), want);
        }
        QCOMPARE(search::powerCount(64, 8).value_or(0), std::uint64_t{1} << 48);
        QVERIFY(!search::powerCount(64, 9));
    }

    void permutationRanker()
    {
        for (int n = 0; n <= 7; ++n) {
            const search::PermutationRanker r(n);
            // One spare byte keeps the buffers non-empty for n = 0.
            std::vector<std::uint8_t> p(static_cast<std::size_t>(n) + 1, 0);
            for (int i = 0; i < n; ++i)
                p[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
            std::vector<std::uint8_t> lex = p;
            std::vector<std::uint8_t> back(p.size(), 0);
            std::uint64_t k = 0;
            bool more = true;
            do {
                QCOMPARE(p, lex);  // lexicographic order, independently
                QCOMPARE(r.rank(p.data()), k);
                r.unrank(k, back.data());
                QCOMPARE(back, p);
                ++k;
                more = r.next(p.data());
                QCOMPARE(std::next_permutation(lex.begin(), lex.begin() + n), more);
            } while (more);
            std::uint64_t fact = 1;
            for (int i = 2; i <= n; ++i)
                fact *= static_cast<std::uint64_t>(i);
            QCOMPARE(k, fact);
            QCOMPARE(r.count(), fact);
        }
    }

    void multisetRanker()
    {
        const std::vector<std::vector<int>> cases = {{2, 1, 2}, {3, 3},  {1, 1, 1, 1}, {4},
                                                     {2, 0, 2}, {8, 16}, {3, 2, 2, 1}, {1, 5}};
        for (const auto& counts : cases) {
            const search::MultisetRanker r(counts);
            std::vector<std::uint8_t> p;
            for (std::size_t c = 0; c < counts.size(); ++c)
                p.insert(p.end(), static_cast<std::size_t>(counts[c]),
                         static_cast<std::uint8_t>(c));
            std::vector<std::uint8_t> back(p.size());
            CellSet seen;
            std::uint64_t k = 0;
            do {
                QCOMPARE(r.rank(p.data()), k);
                r.unrank(k, back.data());
                QCOMPARE(back, p);
                seen.insert(p);
                ++k;
            } while (r.next(p.data()));
            // n! / prod(c!) computed independently.
            double want = std::tgamma(double(r.cells()) + 1);
            for (const int c : counts)
                want /= std::tgamma(double(c) + 1);
            QCOMPARE(k, static_cast<std::uint64_t>(std::llround(want)));
            QCOMPARE(r.count(), k);
            QCOMPARE(static_cast<std::uint64_t>(seen.size()), k);
            QCOMPARE(search::multinomialCount(counts).value_or(0), k);
        }
        QVERIFY(!search::multinomialCount(std::vector<int>(20, 1)));  // 20! > 2^48
        QCOMPARE(search::multinomialCount(std::vector<int>(15, 1)).value_or(0),
                 std::uint64_t{1307674368000});
    }

    void subsetRanker()
    {
        const std::vector<std::pair<int, int>> cases = {{10, 4}, {24, 8}, {64, 1}, {64, 63},
                                                        {5, 0},  {5, 5},  {40, 3}, {17, 9}};
        for (const auto& [n, k] : cases) {
            const search::SubsetRanker r(n, k);
            std::uint64_t mask = r.first();
            std::uint64_t rank = 0;
            std::uint64_t previous = 0;
            do {
                QCOMPARE(std::popcount(mask), k);
                QVERIFY(n == 64 || (mask >> n) == 0);
                if (rank > 0)
                    QVERIFY(mask > previous);  // numeric order
                QCOMPARE(r.rank(mask), rank);
                QCOMPARE(r.unrank(rank), mask);
                previous = mask;
                ++rank;
            } while (r.next(mask));
            QCOMPARE(rank, r.count());
            QCOMPARE(search::binomialCount(n, k).value_or(0), rank);
        }
        QCOMPARE(search::SubsetRanker(24, 8).count(), std::uint64_t{735471});
    }

    void symmetries()
    {
        // The Rotation Game's moves and centre goal: the eight symmetries of the square
        // the '#' board is drawn on, found from the move permutations alone.
        const pl::Rules rot(pl::testdefs::rotationDef());
        std::vector<std::vector<int>> targets;
        for (int m = 0; m < rot.moveCount(); ++m) {
            std::vector<int> to(24);
            for (int i = 0; i < 24; ++i)
                to[static_cast<std::size_t>(rot.move(m).sources[static_cast<std::size_t>(i)])] = i;
            targets.push_back(to);
        }
        std::vector<int> centre(24, -1);
        for (const int c : {6, 7, 8, 11, 12, 15, 16, 17})
            centre[static_cast<std::size_t>(c)] = 0;
        const auto found = search::moveSymmetries(targets, centre, 16, 1000000);
        QCOMPARE(found.size(), std::size_t{8});
        std::vector<int> identity(24);
        std::iota(identity.begin(), identity.end(), 0);
        QCOMPARE(found[0], identity);
        // Each one conjugates every move onto a move and keeps the centre.
        for (const auto& sigma : found) {
            for (const auto& to : targets) {
                std::vector<int> conj(24);
                for (int c = 0; c < 24; ++c)
                    conj[static_cast<std::size_t>(sigma[static_cast<std::size_t>(c)])] =
                        sigma[static_cast<std::size_t>(to[static_cast<std::size_t>(c)])];
                QVERIFY(std::find(targets.begin(), targets.end(), conj) != targets.end());
            }
            for (int c = 0; c < 24; ++c)
                QCOMPARE(centre[static_cast<std::size_t>(sigma[static_cast<std::size_t>(c)])],
                         centre[static_cast<std::size_t>(c)]);
        }
        // A goal on cell 0 alone keeps only the symmetries that fix cell 0: fewer.
        std::vector<int> corner(24, -1);
        corner[0] = 0;
        const auto fixing = search::moveSymmetries(targets, corner, 16, 1000000);
        for (const auto& sigma : fixing)
            QCOMPARE(sigma[0], 0);
        QVERIFY(fixing.size() < found.size());
        // Too small a budget: the identity only (still correct, just slower).
        QCOMPARE(search::moveSymmetries(targets, centre, 16, 10).size(), std::size_t{1});
    }

    void badRequests()
    {
        auto rules = std::make_shared<const pl::Rules>(ringDef(def::Metric::Move));
        pl::TableEngine engine(rules, {});
        const pl::CancelToken cancel;
        // Not a rearrangement of the start: the Rules' own problem, nothing built.
        const pl::Answer a =
            engine.solve({Position{{1, 1, 1, 2, 3, 3}}, rules->goal()}, {}, cancel);
        QCOMPARE(a.outcome, Outcome::Failed);
        QVERIFY(!a.problems.empty());
        QCOMPARE(a.problems[0].code, std::string("position.not-rearrangement"));
        QCOMPARE(engine.tableBytes(), std::size_t{0});
        // Goals that name no label of the puzzle, cells that do not exist, nothing.
        const std::vector<std::pair<def::Goal, std::string>> goals = {
            {valuesGoal({1, 9, -1, -1, -1, -1}), "goal.bad-value"},
            {valuesGoal({1, 1}), "goal.count"},
            {uniformGoal({2, 6}), "goal.cell-range"},
            {uniformGoal({}), "goal.uniform-empty"},
            {anyOfGoal({}), "goal.anyof-empty"},
            {anyOfGoal({rules->goal(), uniformGoal({-1})}), "goal.cell-range"},
        };
        for (const auto& [goal, code] : goals) {
            const pl::Answer b = engine.solve({rules->start(), goal}, {}, cancel);
            QCOMPARE(b.outcome, Outcome::Failed);
            QVERIFY(!b.problems.empty());
            QCOMPARE(b.problems[0].code, code);
            // Worded in English, not the bare code.
            QVERIFY(pl::problemText(b.problems[0]).find(code) == std::string::npos);
        }
        QCOMPARE(engine.tableBytes(), std::size_t{0});
        // A goal no valid position can meet (label 3 twice, label 1 three times): every
        // position is unsolvable, which is an answer, not a failure.
        const pl::Answer c =
            engine.solve({rules->start(), valuesGoal({1, 1, 1, -1, -1, -1})}, {}, cancel);
        QCOMPARE(c.outcome, Outcome::Unsolvable);
        const auto h = engine.histogram(valuesGoal({1, 1, 1, -1, -1, -1}), {}, cancel);
        QCOMPARE(h.outcome, Outcome::Solved);
        QCOMPARE(h.value.unsolvable, std::uint64_t{90});
        QVERIFY(h.value.counts.empty());

        // What the table engine cannot do, each said as such: more than 64 cells, and a
        // move of order 272 (cycles of 16 and 17) with no inverse among the moves.
        def::PuzzleDef wide;
        wide.key = "wide";
        wide.name = "Wide";
        wide.kind = def::Kind::Permutation;
        addCells(wide, 70, 70);
        wide.labels = {1, 2};
        wide.start.assign(70, 2);
        wide.start[0] = 1;
        std::vector<int> all70(70);
        std::iota(all70.begin(), all70.end(), 0);
        wide.moves = {cyclesMove("A", {all70})};
        wide.goal = valuesGoal(wide.start);
        def::PuzzleDef slow = wide;
        slow.key = "slow";
        slow.cells.resize(33);
        slow.start.resize(33);
        std::vector<int> c16(16);
        std::vector<int> c17(17);
        std::iota(c16.begin(), c16.end(), 0);
        std::iota(c17.begin(), c17.end(), 16);
        slow.moves = {cyclesMove("A", {c16, c17})};
        slow.goal = valuesGoal(slow.start);
        for (const auto& [d, code] : {std::pair{wide, std::string("engine.table-cells")},
                                      std::pair{slow, std::string("engine.table-move-order")}}) {
            auto r = std::make_shared<const pl::Rules>(d);
            // The catalog offers the table engine only where it can work at all.
            const auto names = pl::genericEngineNames(*r);
            QCOMPARE(std::find(names.begin(), names.end(), "table") != names.end(),
                     code != "engine.table-cells");
            pl::TableEngine e(r, {});
            const pl::Answer x = e.solve({r->start(), r->goal()}, {}, cancel);
            QCOMPARE(x.outcome, Outcome::Failed);
            QCOMPARE(x.problems.size(), std::size_t{1});
            QCOMPARE(x.problems[0].code, code);
            QVERIFY(pl::problemText(x.problems[0]).find(code) == std::string::npos);
        }
    }

    // ---- small puzzles against the model ------------------------------------------------

    void sliding()
    {
        const def::PuzzleDef d = slidingDef();
        std::uint64_t unsolvable = 0;
        compareWithModel(d, d.goal, &unsolvable);
        // Half of the 720 arrangements are unsolvable (the parity argument).
        QCOMPARE(unsolvable, std::uint64_t{360});
    }

    void slidingAnyOfPartial()
    {
        // Either the full goal or just "1 2 3 on the top row": the second alternative
        // merges 4 and 5 into one class (the blank stays apart).
        const def::PuzzleDef d = slidingDef();
        compareWithModel(d, anyOfGoal({d.goal, valuesGoal({1, 2, 3, -1, -1, -1})}));
    }

    void repeatedLabels()
    {
        for (const def::Metric metric :
             {def::Metric::Move, def::Metric::Inverse, def::Metric::Power}) {
            const def::PuzzleDef d = ringDef(metric);
            compareWithModel(d, d.goal);
            // A partial goal: labels 2 and 3 merge (two classes: the mask space).
            compareWithModel(d, valuesGoal({1, 1, -1, -1, -1, -1}));
            compareWithModel(d, valuesGoal({-1, 3, -1, 2, -1, -1}));
        }
    }

    void anyOfWithUniform()
    {
        const def::PuzzleDef d = ringDef(def::Metric::Move);
        compareWithModel(d, anyOfGoal({valuesGoal({3, 3, 2, 2, 1, 1}), uniformGoal({4, 5})}));
    }

    void uniform()
    {
        const def::PuzzleDef d = uniformDef();
        compareWithModel(d, d.goal);
        // Labels 1 and 2 occur equally often: they share one table; 3 cannot fill
        // three cells.
        pl::TableEngine engine(std::make_shared<const pl::Rules>(d), {});
        const auto tables = engine.tableHistograms(d.goal, {}, pl::CancelToken{});
        QCOMPARE(tables.outcome, Outcome::Solved);
        QCOMPARE(tables.value.size(), std::size_t{1});
        QCOMPARE(tables.value[0].positions, std::uint64_t{56});  // C(8, 3)
    }

    void dialComposite()
    {
        for (const def::Metric metric : {def::Metric::Move, def::Metric::Power}) {
            const def::PuzzleDef d = dialDef(metric);
            // Three moves generate a proper subgroup of Z6^4: the other positions of
            // the 1,296 are unsolvable.
            std::uint64_t unsolvable = 0;
            compareWithModel(d, d.goal, &unsolvable);
            if (QTest::currentTestFailed())
                return;
            QVERIFY(unsolvable > 0);
            QVERIFY(unsolvable < 1296);
            // A partial dial goal drops the free cells; a uniform one keeps its cells.
            compareWithModel(d, valuesGoal({-1, 3, -1, 0}));
            compareWithModel(d, uniformGoal({0, 1, 3}));
            compareWithModel(d, anyOfGoal({valuesGoal({1, -1, -1, 5}), uniformGoal({2, 3})}));
        }
    }

    void packedDials()
    {
        for (const def::Metric metric : {def::Metric::Move, def::Metric::Power}) {
            const def::PuzzleDef d = packedDialDef(metric);
            compareWithModel(d, d.goal);
            compareWithModel(d, valuesGoal({-1, 3, -1, 0}));
            compareWithModel(d, uniformGoal({0, 1, 3}));
            compareWithModel(d, anyOfGoal({valuesGoal({1, -1, -1, 3}), uniformGoal({2, 3})}));
        }
        const def::PuzzleDef lo = lightsOut3();
        std::uint64_t unsolvable = 1;
        compareWithModel(lo, lo.goal, &unsolvable);
        QCOMPARE(unsolvable, std::uint64_t{0});  // the 3x3 move matrix is invertible mod 2
        compareWithModel(lo, uniformGoal({0, 2, 6, 8}));
    }

    void wideMasks()
    {
        // 30 cells (four bytes, 32-bit tables) and 45 cells (six bytes, 64-bit tables).
        for (const int n : {30, 45}) {
            const def::PuzzleDef d = bigRingDef(n);
            compareWithModel(d, d.goal);
        }
    }

    void editableGoalSharesOneTable()
    {
        const def::PuzzleDef d = editableDef();
        const Model model(d);
        auto rules = std::make_shared<const pl::Rules>(d);
        pl::TableEngine engine(rules, {});
        const pl::CancelToken cancel;
        const std::vector<Cells> all = model.allPositions();
        std::size_t bytes = 0;
        for (std::size_t gi = 0; gi < all.size(); gi += 7) {
            const def::Goal goal = valuesGoal(std::vector<int>(all[gi].begin(), all[gi].end()));
            for (std::size_t pi = 0; pi < all.size(); pi += 3) {
                const auto want = model.solve(all[pi], goal);
                const auto got = engine.solve({toPosition(all[pi]), goal}, {}, cancel);
                QCOMPARE(got.outcome, Outcome::Solved);
                QCOMPARE(got.moves, want.moves);
            }
            if (gi == 0)
                bytes = engine.tableBytes();
            QCOMPARE(engine.tableBytes(), bytes);  // no new table for another goal
        }
        QVERIFY(bytes > 0);
    }

    // ---- refusals, cancel, progress -----------------------------------------------------

    void memoryLimit()
    {
        auto rules = std::make_shared<const pl::Rules>(slidingDef());
        const pl::SolveRequest request{rules->start(), rules->goal()};
        pl::TableEngine small(rules, pl::EngineOptions{100});
        const std::uint64_t needed = small.bytesNeeded(rules->goal());
        QVERIFY(needed > 100);
        const pl::Answer refused = small.solve(request, {}, pl::CancelToken{});
        QCOMPARE(refused.outcome, Outcome::Failed);
        QCOMPARE(refused.problems.size(), std::size_t{1});
        QCOMPARE(refused.problems[0].code, std::string("engine.table-memory"));
        QCOMPARE(refused.problems[0].args,
                 (std::vector<std::string>{std::to_string(needed), "100"}));
        QCOMPARE(small.tableBytes(), std::size_t{0});  // nothing was allocated
        const std::string text = pl::problemText(refused.problems[0]);
        // The need as a size, not raw bytes (issue 23, point 8).
        QVERIFY2(text.find(pl::byteSizeText(std::to_string(needed))) != std::string::npos,
                 text.c_str());
        QVERIFY2(text.find("100 bytes") != std::string::npos, text.c_str());
        QVERIFY2(text.find("engine.table-memory") == std::string::npos, text.c_str());
        // At exactly what it needs, it builds.
        pl::TableEngine enough(rules, pl::EngineOptions{needed});
        QCOMPARE(enough.solve(request, {}, pl::CancelToken{}).outcome, Outcome::Solved);
        QVERIFY(enough.tableBytes() <= needed);
        // The Rotation Game's full space (for a histogram over boards) does not fit the
        // default limit: refused, while the per-label tables answer.
        auto rot = std::make_shared<const pl::Rules>(pl::testdefs::rotationDef());
        pl::TableEngine engine(rot, {});
        const auto h = engine.histogram(rot->goal(), {}, pl::CancelToken{});
        QCOMPARE(h.outcome, Outcome::Failed);
        QCOMPARE(h.problems.at(0).code, std::string("engine.table-memory"));
    }

    void pullWhenMemoryIsShort()
    {
        // With the limit at exactly what the engine asks for, the frontier gets its
        // minimum (1,024 entries) and the build pulls once a level outgrows it: the
        // tables and answers must not change (a reversible puzzle with symmetries, and
        // a dial puzzle without inverses, 4 bits per entry).
        for (const def::PuzzleDef& d :
             {pl::testdefs::rotationDef(), pl::testdefs::clocksDef(), topSpinDef(8, 4)}) {
            auto rules = std::make_shared<const pl::Rules>(d);
            pl::TableEngine roomy(rules, {});
            const std::uint64_t needed = roomy.bytesNeeded(rules->goal());
            pl::TableEngine tight(rules, pl::EngineOptions{needed});
            const auto a = roomy.tableHistograms(rules->goal(), {}, pl::CancelToken{});
            const auto b = tight.tableHistograms(rules->goal(), {}, pl::CancelToken{});
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(b.outcome, Outcome::Solved);
            QCOMPARE(b.value.size(), a.value.size());
            for (std::size_t i = 0; i < a.value.size(); ++i) {
                QCOMPARE(b.value[i].counts, a.value[i].counts);
                QCOMPARE(b.value[i].unsolvable, a.value[i].unsolvable);
            }
            std::mt19937_64 rng(7);
            for (int i = 0; i < 300; ++i) {
                const Position p = rules->random(rng);
                const pl::Answer x = roomy.solve({p, rules->goal()}, {}, pl::CancelToken{});
                const pl::Answer y = tight.solve({p, rules->goal()}, {}, pl::CancelToken{});
                QCOMPARE(y.outcome, x.outcome);
                QCOMPARE(y.moves, x.moves);
                QCOMPARE(y.reached, x.reached);
            }
        }
    }

    void parallelBuildsTheSameTables()
    {
        // One thread and several (more than this machine may have, so that the threads
        // really interleave): the same tables, entry for entry as far as the answers
        // and histograms show.
        for (const def::PuzzleDef& d :
             {pl::testdefs::rotationDef(), pl::testdefs::clocksDef(), pl::testdefs::msquareDef(),
              dialDef(def::Metric::Power), topSpinDef(8, 4)}) {
            auto rules = std::make_shared<const pl::Rules>(d);
            pl::EngineOptions one;
            one.threads = 1;
            pl::EngineOptions many;
            many.threads = 3;
            pl::TableEngine serial(rules, one);
            pl::TableEngine parallel(rules, many);
            const auto a = serial.tableHistograms(rules->goal(), {}, pl::CancelToken{});
            const auto b = parallel.tableHistograms(rules->goal(), {}, pl::CancelToken{});
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(b.outcome, Outcome::Solved);
            QCOMPARE(b.value.size(), a.value.size());
            for (std::size_t i = 0; i < a.value.size(); ++i) {
                QCOMPARE(b.value[i].counts, a.value[i].counts);
                QCOMPARE(b.value[i].unsolvable, a.value[i].unsolvable);
            }
            std::mt19937_64 rng(11);
            for (int i = 0; i < 300; ++i) {
                const Position p = rules->random(rng);
                const pl::Answer x = serial.solve({p, rules->goal()}, {}, pl::CancelToken{});
                const pl::Answer y = parallel.solve({p, rules->goal()}, {}, pl::CancelToken{});
                QCOMPARE(y.outcome, x.outcome);
                QCOMPARE(y.moves, x.moves);
                QCOMPARE(y.reached, x.reached);
            }
        }
    }

    // Loopover's torus has symmetries that carry the moves onto moves and the goal onto
    // itself once labels are renamed (translations; reflections where the inverses are
    // moves): the build settles a position's images with it. Every answer, distance,
    // hint and histogram must still be the model's, with distinct labels and with
    // identical ones (only the symmetries that keep the classes apart may be used).
    void cellSymmetriesKeepAnswers()
    {
        for (const def::Metric metric :
             {def::Metric::Move, def::Metric::Inverse, def::Metric::Power}) {
            const def::PuzzleDef d = loopoverDef(2, 3, metric);
            compareWithModel(d, d.goal);
            const def::PuzzleDef same = loopoverDef(2, 3, metric, {1, 2, 2, 3, 1, 1});
            compareWithModel(same, same.goal);
        }
    }

    // Loopover 3x3 (362,880 positions, 72 symmetries in the inverse metric) against the
    // independent reference counts, built on one thread and on three, with room to push
    // every level and with so little memory that the big levels are pulled (those run
    // on every thread, in chunks of the table).
    void pulledLevelsOnAllThreads()
    {
        const std::pair<def::Metric, std::string> metrics[] = {{def::Metric::Move, "move"},
                                                               {def::Metric::Inverse, "inverse"},
                                                               {def::Metric::Power, "power"}};
        for (const auto& [metric, name] : metrics) {
            const auto [counts, unsolvable] = referenceHistogram("loopover-3." + name + ".txt");
            QVERIFY(!counts.empty());
            auto rules = std::make_shared<const pl::Rules>(loopoverDef(3, 3, metric));
            const std::uint64_t needed = pl::TableEngine(rules, {}).bytesNeeded(rules->goal());
            for (const unsigned threads : {1u, 3u})
                for (const std::uint64_t limit : {needed, std::uint64_t{2048} << 20}) {
                    pl::EngineOptions options{limit};
                    options.threads = threads;
                    pl::TableEngine engine(rules, options);
                    const auto h = engine.histogram(rules->goal(), {}, pl::CancelToken{});
                    QCOMPARE(h.outcome, Outcome::Solved);
                    QCOMPARE(h.value.counts, counts);
                    QCOMPARE(h.value.unsolvable, unsolvable);
                }
        }
        // Stopped from a progress report on three threads while a level is pulled:
        // nothing is kept, and the next build gives the same counts.
        auto rules = std::make_shared<const pl::Rules>(loopoverDef(3, 3, def::Metric::Inverse));
        pl::EngineOptions options{pl::TableEngine(rules, {}).bytesNeeded(rules->goal())};
        options.threads = 3;
        pl::TableEngine engine(rules, options);
        pl::CancelToken token;
        int reports = 0;
        const pl::ProgressFn cancelling = [&](const pl::Progress& p) {
            ++reports;
            if (p.depth >= 5)
                token.cancel();
        };
        const auto stopped = engine.histogram(rules->goal(), cancelling, token);
        QVERIFY(reports > 0);
        if (token.cancelled()) {
            QCOMPARE(stopped.outcome, Outcome::Cancelled);
            QCOMPARE(engine.tableBytes(), std::size_t{0});
        }
        const auto again = engine.histogram(rules->goal(), {}, pl::CancelToken{});
        QCOMPARE(again.outcome, Outcome::Solved);
        QCOMPARE(again.value.counts, referenceHistogram("loopover-3.inverse.txt").first);
    }

    void cancelAndProgress()
    {
        auto rules = std::make_shared<const pl::Rules>(pl::testdefs::rotationDef());
        pl::TableEngine engine(rules, {});
        const pl::SolveRequest request{rules->start(), rules->goal()};
        pl::CancelToken cancelled;
        cancelled.cancel();
        QCOMPARE(engine.solve(request, {}, cancelled).outcome, Outcome::Cancelled);
        QCOMPARE(engine.tableBytes(), std::size_t{0});
        std::vector<pl::Progress> seen;
        const pl::ProgressFn progress = [&](const pl::Progress& p) { seen.push_back(p); };
        const pl::Answer a = engine.solve(request, progress, pl::CancelToken{});
        QCOMPARE(a.outcome, Outcome::Solved);
        QCOMPARE(rules->formatMoves(a.moves), std::string("AC"));  // SPEC 1.3 sample
        QCOMPARE(a.reached.label, 2);
        QVERIFY(!seen.empty());
        QCOMPARE(seen.front().phase, pl::Phase::BuildingTable);
        QCOMPARE(pl::phaseText(seen.front()), std::string("building table"));
        QVERIFY(a.stats.buildMs > 0);
        // Built once: the next answer builds nothing.
        QCOMPARE(engine.solve(request, {}, pl::CancelToken{}).stats.buildMs, 0.0);

        // Cancelled while building, on several threads (the first progress report,
        // from inside a level, cancels): nothing is kept, and a later call builds.
        for (const def::PuzzleDef& d : {pl::testdefs::rotationDef(), lightsOut3()}) {
            auto r = std::make_shared<const pl::Rules>(d);
            pl::EngineOptions options;
            options.threads = 3;
            pl::TableEngine e(r, options);
            pl::CancelToken token;
            int reports = 0;
            const pl::ProgressFn cancelling = [&](const pl::Progress&) {
                ++reports;
                token.cancel();
            };
            const pl::Answer c = e.solve({r->start(), r->goal()}, cancelling, token);
            if (reports > 0) {
                QCOMPARE(c.outcome, Outcome::Cancelled);
                QCOMPARE(e.tableBytes(), std::size_t{0});
            }
            const pl::Answer ok = e.solve({r->start(), r->goal()}, {}, pl::CancelToken{});
            QCOMPARE(ok.outcome, Outcome::Solved);
        }
    }

    void catalogHasTable()
    {
        auto rules = std::make_shared<const pl::Rules>(slidingDef());
        const auto names = pl::genericEngineNames(*rules);
        QVERIFY(std::find(names.begin(), names.end(), "table") != names.end());
        auto engine = pl::makeGenericEngine(rules, "table", {});
        QVERIFY(engine != nullptr);
        QCOMPARE(engine->name(), std::string("table"));
        const pl::Answer a =
            engine->solve({pl::Position{{1, 2, 3, 4, 0, 5}}, rules->goal()}, {}, pl::CancelToken{});
        QCOMPARE(a.outcome, Outcome::Solved);
        QCOMPARE(rules->formatMoves(a.moves), std::string("R"));
    }

    // ---- equality with the hand-tuned contest engines -----------------------------------

    void clocksEveryPosition()
    {
        const auto start = std::chrono::steady_clock::now();
        auto rules = std::make_shared<const pl::Rules>(pl::testdefs::clocksDef());
        pl::TableEngine engine(rules, {});
        auto linear = pl::test::puzzle(pl::test::PuzzleKind::Clocks).makeEngine("clocks-linear");
        QVERIFY(linear != nullptr);
        const pl::CancelToken cancel;
        Position p;
        p.cells.assign(9, 0);
        int count = 0;
        for (int code = 0; code < 262144; code += kStride) {
            for (int i = 0; i < 9; ++i)
                p.cells[static_cast<std::size_t>(i)] =
                    static_cast<std::uint8_t>((code >> (2 * i)) & 3);
            const pl::Answer want = linear->solve(p, {}, cancel);
            const pl::Answer got = engine.solve({p, rules->goal()}, {}, cancel);
            QCOMPARE(want.outcome, Outcome::Solved);
            QCOMPARE(got.outcome, Outcome::Solved);
            if (got.moves != want.moves)
                QCOMPARE(got.moves, want.moves);
            ++count;
        }
        QCOMPARE(count, (262144 + kStride - 1) / kStride);
        qInfo("clocks: %d positions equal to `linear` in %.0f ms", count, msSince(start));
    }

    void msquareEveryTarget()
    {
        const auto start = std::chrono::steady_clock::now();
        auto rules = std::make_shared<const pl::Rules>(pl::testdefs::msquareDef());
        pl::TableEngine engine(rules, {});
        // The hand-tuned table, given each target as the goal.
        auto table = pl::test::contestEngine(pl::test::PuzzleKind::MagicSquare, "msquare-table");
        QVERIFY(table != nullptr);
        const pl::CancelToken cancel;
        std::vector<std::uint8_t> target = {1, 2, 3, 4, 5, 6, 7, 8};
        const Position board{{1, 2, 3, 4, 5, 6, 7, 8}};
        int count = 0;
        std::size_t bytes = 0;
        int index = 0;
        do {
            if (index++ % kStride != 0)
                continue;
            const def::Goal goal = valuesGoal(std::vector<int>(target.begin(), target.end()));
            const pl::Answer want = table->solve({board, goal}, {}, cancel);
            const pl::Answer got = engine.solve({board, goal}, {}, cancel);
            QCOMPARE(want.outcome, Outcome::Solved);
            QCOMPARE(got.outcome, Outcome::Solved);
            if (got.moves != want.moves)
                QCOMPARE(got.moves, want.moves);
            if (count == 0)
                bytes = engine.tableBytes();
            ++count;
        } while (std::next_permutation(target.begin(), target.end()));
        QCOMPARE(count, (40320 + kStride - 1) / kStride);
        QCOMPARE(engine.tableBytes(), bytes);  // one table for every target
        qInfo("msquare: %d targets equal to `table` in %.0f ms (generic table %zu bytes)", count,
              msSince(start), bytes);
    }

    // ---- label symmetry: the goal set kept by relabellings ----------------------------

    void labelSymmetry()
    {
        // TopSpin 6: every position, answer, distance, hint and the histogram against
        // the model's plain breadth-first search; the table keeps one entry per class
        // of 6 relabellings.
        const def::PuzzleDef six = topSpinDef(6, 4);
        compareWithModel(six, six.goal);
        if (QTest::currentTestFailed())
            return;
        // In the move metric (R has no inverse among the moves: 4-bit entries) and the
        // power metric (R2, R3, ... as moves) too.
        for (const def::Metric metric : {def::Metric::Move, def::Metric::Power}) {
            def::PuzzleDef other = six;
            other.metric = metric;
            compareWithModel(other, other.goal);
        }
        const auto entriesOf = [](const def::PuzzleDef& d, const def::Goal& goal) {
            pl::TableEngine engine(std::make_shared<const pl::Rules>(d), {});
            const auto h = engine.tableHistograms(goal, {}, pl::CancelToken{});
            std::uint64_t entries = 0;
            std::uint64_t positions = 0;
            for (const auto& t : h.value) {
                entries += t.entries;
                positions += t.positions;
            }
            return std::pair{entries, positions};
        };
        QCOMPARE(entriesOf(six, six.goal), (std::pair<std::uint64_t, std::uint64_t>{120, 720}));

        // A group of two relabellings (l -> l + 3 mod 6) with three label orbits: the
        // goal "1..6 or 4 5 6 1 2 3". Half the entries, the same answers.
        const def::Goal half =
            anyOfGoal({valuesGoal({1, 2, 3, 4, 5, 6}), valuesGoal({4, 5, 6, 1, 2, 3})});
        compareWithModel(six, half);
        QCOMPARE(entriesOf(six, half), (std::pair<std::uint64_t, std::uint64_t>{360, 720}));

        // Goals no free relabelling keeps: swapping labels 1 and 2 fixes the others;
        // two rotations of six are not closed under "add 1". Without a symmetry, the
        // answers are still the model's; the one histogram table holds every position.
        for (const def::Goal& g :
             {anyOfGoal({valuesGoal({1, 2, 3, 4, 5, 6}), valuesGoal({2, 1, 3, 4, 5, 6})}),
              anyOfGoal({valuesGoal({1, 2, 3, 4, 5, 6}), valuesGoal({2, 3, 4, 5, 6, 1})})}) {
            compareWithModel(six, g);
            pl::TableEngine engine(std::make_shared<const pl::Rules>(six), {});
            const auto h = engine.histogram(g, {}, pl::CancelToken{});
            QCOMPARE(h.outcome, Outcome::Solved);
            QCOMPARE(h.value.entries, std::uint64_t{720});
        }

        // TopSpin 8: the histogram against the test's own breadth-first search from the
        // eight goal positions over all 40,320 positions, and seeded answers against
        // the model; 40,320 / 8 entries.
        const def::PuzzleDef eight = topSpinDef(8, 4);
        const Model model(eight);
        CellMap<int> dist;
        std::deque<Cells> queue;
        for (const def::Goal& g : eight.goal.anyOf) {
            const Cells c(g.values.begin(), g.values.end());
            dist[c] = 0;
            queue.push_back(c);
        }
        // Backward: every move has its inverse among the moves, so the positions one
        // move from x are those x is one move from.
        while (!queue.empty()) {
            const Cells x = queue.front();
            queue.pop_front();
            for (int m = 0; m < model.moveCount(); ++m) {
                const Cells y = *model.apply(x, m);
                if (dist.emplace(y, dist[x] + 1).second)
                    queue.push_back(y);
            }
        }
        QCOMPARE(dist.size(), std::size_t{40320});
        std::vector<std::uint64_t> want;
        for (const auto& [c, k] : dist) {
            want.resize(std::max(want.size(), static_cast<std::size_t>(k) + 1), 0);
            ++want[static_cast<std::size_t>(k)];
        }
        auto rules = std::make_shared<const pl::Rules>(eight);
        pl::TableEngine engine(rules, {});
        const auto h = engine.histogram(eight.goal, {}, pl::CancelToken{});
        QCOMPARE(h.outcome, Outcome::Solved);
        QCOMPARE(h.value.counts, want);
        QCOMPARE(h.value.unsolvable, std::uint64_t{0});
        QCOMPARE(h.value.positions, std::uint64_t{40320});
        QCOMPARE(h.value.entries, std::uint64_t{5040});
        std::mt19937_64 rng(8);
        for (int i = 0; i < 200; ++i) {
            const Position p = rules->random(rng);
            const Model::Found f = model.solve(p.cells, eight.goal);
            const pl::Answer a = engine.solve({p, eight.goal}, {}, pl::CancelToken{});
            QCOMPARE(a.outcome, Outcome::Solved);
            QCOMPARE(a.moves, f.moves);
            QCOMPARE(a.reached, f.reached);
            QCOMPARE(engine.distance({p, eight.goal}, {}, pl::CancelToken{}).value, dist[p.cells]);
        }
        // The table holds 5,040 entries of 2 bits, and the engine asks for less than
        // for one goal position alone (40,320 entries: no relabelling keeps it).
        QVERIFY(engine.tableBytes() <= 5040 / 4 + 8);
        const pl::TableEngine plain(rules, {});
        QVERIFY(engine.bytesNeeded(eight.goal) <
                plain.bytesNeeded(valuesGoal({1, 2, 3, 4, 5, 6, 7, 8})));
    }

    void rotationBoards()
    {
        const auto start = std::chrono::steady_clock::now();
        auto rules = std::make_shared<const pl::Rules>(pl::testdefs::rotationDef());
        pl::TableEngine engine(rules, {});
        auto table = pl::test::puzzle(pl::test::PuzzleKind::Rotation).makeEngine("rotation-table");
        QVERIFY(table != nullptr);
        const pl::CancelToken cancel;
        std::vector<Position> boards = pl::rotation::rotationHardestBoards();
        QCOMPARE(boards.size(), std::size_t{192});
        std::mt19937_64 rng(20261201);
        std::vector<std::uint8_t> cells;
        for (int l = 1; l <= 3; ++l)
            cells.insert(cells.end(), 8, static_cast<std::uint8_t>(l));
        for (int i = 0; i < 2000; ++i) {
            std::shuffle(cells.begin(), cells.end(), rng);
            if (i % kStride == 0)
                boards.push_back(Position{cells});
        }
        int hardest = 0;
        for (const Position& b : boards) {
            const pl::Answer want = table->solve(b, {}, cancel);
            const pl::Answer got = engine.solve({b, rules->goal()}, {}, cancel);
            QCOMPARE(want.outcome, Outcome::Solved);
            QCOMPARE(got.outcome, Outcome::Solved);
            QCOMPARE(got.moves, want.moves);
            QCOMPARE(got.reached, want.reached);
            hardest += got.moves.size() == 13;
        }
        QVERIFY(hardest >= 192);
        qInfo("rotation: %zu boards equal to `table` in %.0f ms", boards.size(), msSince(start));
    }

    void rotationTableSizeAndTime()
    {
        // The hand-tuned table (built once per process; its build time is kept) and
        // fresh generic ones, on one thread and on every core, in the same run; the
        // best of three each (the machine may be busy).
        const pl::RotationPatternTable& hand = pl::RotationPatternTable::instance();
        auto rules = std::make_shared<const pl::Rules>(pl::testdefs::rotationDef());
        std::size_t bytes = 0;
        std::vector<std::uint64_t> counts;
        double best[2] = {1e9, 1e9};
        for (int run = 0; run < 6; ++run) {
            pl::EngineOptions options;
            options.threads = run % 2 == 0 ? 1 : 0;
            pl::TableEngine engine(rules, options);
            const auto t0 = std::chrono::steady_clock::now();
            const auto h = engine.tableHistograms(rules->goal(), {}, pl::CancelToken{});
            best[run % 2] = std::min(best[run % 2], msSince(t0));
            QCOMPARE(h.outcome, Outcome::Solved);
            QCOMPARE(h.value.size(), std::size_t{1});  // three labels of count 8: one table
            bytes = engine.tableBytes();
            counts = h.value[0].counts;
            QCOMPARE(h.value[0].positions, std::uint64_t{735471});
            QCOMPARE(h.value[0].unsolvable, std::uint64_t{0});
        }
        QCOMPARE(counts, hand.histogram());
        QCOMPARE(counts.size(), std::size_t{15});  // largest pattern distance 14
        qInfo(
            "rotation table: generic %.1f ms on one thread, %.1f ms on %u cores, %zu bytes; "
            "hand-tuned %.1f ms, %zu bytes",
            best[0], best[1], std::thread::hardware_concurrency(), bytes, hand.buildMs(),
            hand.bytes());
        QVERIFY(bytes <= std::size_t{1} << 20);
    }
};

QTEST_APPLESS_MAIN(TstTableEngine)
#include "tst_table_engine.moc"
