// Rules built from a definition (SPEC 7.2-7.4): apply for every kind and metric, the
// names and order of the expanded moves, inverses, sliding legality and tie-break
// order, goals with the variant reached, validation, random positions, text forms,
// and equality with the hand-written contest puzzles on many positions.
#include <QTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "contest_defs.h"
#include "contest_kinds.h"
#include "core/problem.h"
#include "core/puzzle.h"
#include "core/rules/rules.h"

namespace QTest {
template <>
inline char* toString(const std::string& s)
{
    return QTest::toString(QByteArray::fromStdString(s));
}
template <>
inline char* toString(const std::vector<std::string>& v)
{
    QByteArray out = "{";
    for (std::size_t i = 0; i < v.size(); ++i)
        out += (i ? "," : "") + QByteArray::fromStdString(v[i]);
    return qstrdup(out + "}");
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
inline char* toString(const pl::Position& p)
{
    QByteArray out = "[";
    for (std::size_t i = 0; i < p.cells.size(); ++i)
        out += (i ? " " : "") + QByteArray::number(p.cells[i]);
    return qstrdup(out + "]");
}
}  // namespace QTest

namespace {

using pl::Position;
using pl::Rules;
namespace def = pl::def;

Position pos(std::vector<int> v)
{
    Position p;
    for (int x : v)
        p.cells.push_back(static_cast<std::uint8_t>(x));
    return p;
}

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

// A permutation puzzle of n distinct labels 10, 11, ... in a row.
def::PuzzleDef permutationDef(int n, std::vector<def::Move> moves, def::Metric metric)
{
    def::PuzzleDef d;
    d.key = "perm";
    d.name = "perm";
    d.kind = def::Kind::Permutation;
    for (int i = 0; i < n; ++i) {
        d.cells.push_back({std::to_string(i), double(i), 0, def::Shape::Default});
        d.labels.push_back(10 + i);
    }
    d.start = d.labels;
    d.moves = std::move(moves);
    d.metric = metric;
    d.goal.type = def::Goal::Type::Values;
    d.goal.values = d.start;
    return d;
}

def::PuzzleDef dialDef(int n, int modulus, std::vector<def::Move> moves, def::Metric metric)
{
    def::PuzzleDef d;
    d.key = "dial";
    d.name = "dial";
    d.kind = def::Kind::Dial;
    d.modulus = modulus;
    for (int i = 0; i < n; ++i)
        d.cells.push_back(
            {std::string(1, static_cast<char>('a' + i)), double(i), 0, def::Shape::Dial});
    d.moves = std::move(moves);
    d.metric = metric;
    return d;  // start and goal: the dial defaults (all 0)
}

// A w x h sliding puzzle, cells row-major, labels 0..w*h-1, blank 0 in the top left.
def::PuzzleDef slidingDef(int w, int h, std::vector<char> order = {'D', 'L', 'R', 'U'})
{
    def::PuzzleDef d;
    d.key = "slide";
    d.name = "slide";
    d.kind = def::Kind::Sliding;
    for (int i = 0; i < w * h; ++i) {
        d.cells.push_back({std::to_string(i), double(i % w), double(i / w), def::Shape::Square});
        d.labels.push_back(i);
        d.start.push_back(i);
    }
    d.blank = 0;
    d.moveOrder = std::move(order);
    d.goal.type = def::Goal::Type::Values;
    d.goal.values = d.start;
    return d;
}

// The test's own reading of SPEC 7.2: the content of cycle[j] moves to cycle[j+1].
Position applyCycles(const Position& p, const std::vector<std::vector<int>>& cycles)
{
    Position out = p;
    for (const auto& c : cycles)
        for (std::size_t j = 0; j < c.size(); ++j)
            out.cells[static_cast<std::size_t>(c[(j + 1) % c.size()])] =
                p.cells[static_cast<std::size_t>(c[j])];
    return out;
}

std::vector<std::string> codes(const pl::Problems& problems)
{
    std::vector<std::string> out;
    for (const auto& p : problems)
        out.push_back(p.code);
    return out;
}

}  // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void permutationApplyFollowsCycles()
    {
        const Rules rules(permutationDef(4, {cyclesMove("X", {{0, 1, 2, 3}})}, def::Metric::Move));
        // The content of cell 0 moves to 1, of 1 to 2, ..., of 3 to 0.
        QCOMPARE(rules.apply(pos({10, 11, 12, 13}), 0), pos({13, 10, 11, 12}));
        QCOMPARE(rules.moveNames(), (std::vector<std::string>{"X"}));
        QCOMPARE(rules.move(0).sources, (std::vector<int>{3, 0, 1, 2}));
        // Move metric: no inverse is added, so X has none.
        QCOMPARE(rules.inverseOf(0), -1);
        Position p = pos({10, 11, 12, 13});
        rules.applyInPlace(p, 0);
        QCOMPARE(p, rules.apply(pos({10, 11, 12, 13}), 0));
    }

    void inverseMetricNamesAndOrder()
    {
        // A 4-cycle gets X then X'; a 2-cycle is its own inverse and stays alone.
        const Rules rules(permutationDef(
            6, {cyclesMove("X", {{0, 1, 2, 3}}), cyclesMove("S", {{4, 5}})}, def::Metric::Inverse));
        QCOMPARE(rules.moveNames(), (std::vector<std::string>{"X", "X'", "S"}));
        QCOMPARE(rules.inverseOf(0), 1);
        QCOMPARE(rules.inverseOf(1), 0);
        QCOMPARE(rules.inverseOf(2), 2);
        QCOMPARE(rules.move(1).base, 0);
        QCOMPARE(rules.move(1).power, 3);
        QCOMPARE(rules.move(2).base, 1);
        const Position p = pos({10, 11, 12, 13, 14, 15});
        // X' moves content backwards: 1 -> 0, ..., 0 -> 3.
        QCOMPARE(rules.apply(p, 1), pos({11, 12, 13, 10, 14, 15}));
        for (int m = 0; m < rules.moveCount(); ++m)
            QCOMPARE(rules.apply(rules.apply(p, m), rules.inverseOf(m)), p);
        // A 3-cycle is not its own inverse.
        const Rules three(permutationDef(3, {cyclesMove("T", {{0, 1, 2}})}, def::Metric::Inverse));
        QCOMPARE(three.moveNames(), (std::vector<std::string>{"T", "T'"}));
    }

    void powerMetricNamesAndOrder()
    {
        // Orders 4, 2, 6 (one 6-cycle), 5 and 6 again (a 2-cycle with a 3-cycle).
        const Rules rules(permutationDef(
            13,
            {cyclesMove("X", {{0, 1, 2, 3}}), cyclesMove("S", {{4, 5}}),
             cyclesMove("Y", {{0, 1, 2, 3, 4, 5}}), cyclesMove("Z", {{6, 7, 8, 9, 10}}),
             cyclesMove("W", {{8, 9}, {10, 11, 12}})},
            def::Metric::Power));
        const std::vector<std::string> want{"X", "X2", "X'",  "S",  "Y", "Y2", "Y3", "Y2'", "Y'",
                                            "Z", "Z2", "Z2'", "Z'", "W", "W2", "W3", "W2'", "W'"};
        QCOMPARE(rules.moveNames(), want);
        // Each power applies its base move `power` times (the test's own cycles).
        const std::vector<std::vector<std::vector<int>>> baseCycles{{{0, 1, 2, 3}},
                                                                    {{4, 5}},
                                                                    {{0, 1, 2, 3, 4, 5}},
                                                                    {{6, 7, 8, 9, 10}},
                                                                    {{8, 9}, {10, 11, 12}}};
        std::mt19937_64 rng(7);
        for (int trial = 0; trial < 20; ++trial) {
            const Position p = rules.random(rng);
            for (int m = 0; m < rules.moveCount(); ++m) {
                Position q = p;
                for (int j = 0; j < rules.move(m).power; ++j)
                    q = applyCycles(q, baseCycles[static_cast<std::size_t>(rules.move(m).base)]);
                QCOMPARE(rules.apply(p, m), q);
                QVERIFY(rules.inverseOf(m) >= 0);
                QCOMPARE(rules.apply(rules.apply(p, m), rules.inverseOf(m)), p);
            }
        }
        QCOMPARE(rules.inverseOf(0), 2);  // X <-> X'
        QCOMPARE(rules.inverseOf(1), 1);  // X2 undoes itself
        QCOMPARE(rules.inverseOf(3), 3);  // S
        QCOMPARE(rules.inverseOf(6), 6);  // Y3
        QCOMPARE(rules.inverseOf(5), 7);  // Y2 <-> Y2'
        // More than one character per name: answers are written with spaces.
        QCOMPARE(rules.separator(), std::string(" "));
    }

    void dialAddAndWrap()
    {
        const Rules rules(dialDef(3, 5, {addMove("p", {2, 0, 4})}, def::Metric::Move));
        QCOMPARE(rules.apply(pos({4, 1, 3}), 0), pos({1, 1, 2}));
        QCOMPARE(rules.move(0).sources, (std::vector<int>{0, 1, 2}));
        QCOMPARE(rules.start(), pos({0, 0, 0}));
        QVERIFY(rules.reached(pos({0, 0, 0})).has_value());
        QVERIFY(!rules.reached(pos({0, 1, 0})).has_value());
        // Five applications are the identity modulo 5.
        Position p = pos({3, 2, 1});
        for (int i = 0; i < 5; ++i)
            p = rules.apply(p, 0);
        QCOMPARE(p, pos({3, 2, 1}));
    }

    void dialMetrics()
    {
        // Modulus 4: {1, 2} has order 4, {2, 0} order 2. Modulus 6: {2, 3} has order 6.
        const std::vector<def::Move> moves{addMove("a", {1, 2}), addMove("b", {2, 0})};
        const Rules inverse(dialDef(2, 4, moves, def::Metric::Inverse));
        QCOMPARE(inverse.moveNames(), (std::vector<std::string>{"a", "a'", "b"}));
        QCOMPARE(inverse.move(1).add, (std::vector<int>{3, 2}));
        QCOMPARE(inverse.inverseOf(0), 1);
        QCOMPARE(inverse.inverseOf(2), 2);
        const Rules power(dialDef(2, 4, moves, def::Metric::Power));
        QCOMPARE(power.moveNames(), (std::vector<std::string>{"a", "a2", "a'", "b"}));
        QCOMPARE(power.move(1).add, (std::vector<int>{2, 0}));
        QCOMPARE(power.apply(pos({3, 3}), 2), pos({2, 1}));
        QCOMPARE(power.inverseOf(1), 1);
        const Rules six(dialDef(2, 6, {addMove("c", {2, 3})}, def::Metric::Power));
        QCOMPARE(six.moveNames(), (std::vector<std::string>{"c", "c2", "c3", "c2'", "c'"}));
        QCOMPARE(six.move(2).add, (std::vector<int>{0, 3}));
        QCOMPARE(six.move(4).add, (std::vector<int>{4, 3}));
        const Rules move(dialDef(2, 4, moves, def::Metric::Move));
        QCOMPARE(move.inverseOf(0), -1);  // a' is not a move in the move metric
        QCOMPARE(move.inverseOf(1), 1);
    }

    void slidingLegalityAndOrder()
    {
        const Rules rules(slidingDef(3, 2));
        QCOMPARE(rules.moveNames(), (std::vector<std::string>{"D", "L", "R", "U"}));
        QCOMPARE(rules.separator(), std::string());
        // Blank (label 0) in the top-left corner: only D and R.
        const Position p = rules.start();
        QVERIFY(rules.legal(p, 0));
        QVERIFY(!rules.legal(p, 1));
        QVERIFY(rules.legal(p, 2));
        QVERIFY(!rules.legal(p, 3));
        // D: the blank goes down one row (y+1), the tile there comes up.
        QCOMPARE(rules.apply(p, 0), pos({3, 1, 2, 0, 4, 5}));
        QCOMPARE(rules.apply(p, 2), pos({1, 0, 2, 3, 4, 5}));
        // Blank in the bottom-right corner: only L and U.
        const Position q = pos({1, 2, 3, 4, 5, 0});
        QVERIFY(!rules.legal(q, 0));
        QVERIFY(rules.legal(q, 1));
        QVERIFY(!rules.legal(q, 2));
        QVERIFY(rules.legal(q, 3));
        QCOMPARE(rules.apply(q, 3), pos({1, 2, 0, 4, 5, 3}));
        QCOMPARE(rules.apply(q, 1), pos({1, 2, 3, 4, 0, 5}));
        QCOMPARE(rules.inverseOf(0), 3);  // D <-> U
        QCOMPARE(rules.inverseOf(1), 2);  // L <-> R
        QCOMPARE(rules.neighbour(0, 'R'), 1);
        QCOMPARE(rules.neighbour(0, 'D'), 3);
        QCOMPARE(rules.neighbour(0, 'U'), -1);
        QCOMPARE(rules.neighbour(4, 'L'), 3);

        // A custom tie-break order gives the moves in that order.
        const Rules custom(slidingDef(3, 2, {'U', 'R', 'D', 'L'}));
        QCOMPARE(custom.moveNames(), (std::vector<std::string>{"U", "R", "D", "L"}));
        QCOMPARE(custom.move(1).direction, 'R');
        QCOMPARE(custom.move(1).base, 1);
        QCOMPARE(custom.apply(p, 1), pos({1, 0, 2, 3, 4, 5}));
        QCOMPARE(custom.inverseOf(0), 2);
    }

    void slidingNeighboursNeedOneStep()
    {
        // An L-shaped board: cells at (0,0) (1,0) (0,1) and one at (1,2), which touches
        // nothing (it differs from (0,1) in both coordinates).
        def::PuzzleDef d = slidingDef(3, 1);
        d.cells = {{"a", 0, 0, def::Shape::Square},
                   {"b", 1, 0, def::Shape::Square},
                   {"c", 0, 1, def::Shape::Square},
                   {"d", 1, 2, def::Shape::Square}};
        d.labels = {0, 1, 2, 3};
        d.start = {1, 2, 3, 0};
        d.goal.values = {0, 1, 2, 3};
        const Rules rules(d);
        for (int m = 0; m < rules.moveCount(); ++m)
            QVERIFY(!rules.legal(rules.start(), m));
        QCOMPARE(rules.neighbour(2, 'U'), 0);
        QCOMPARE(rules.neighbour(2, 'R'), -1);
        QCOMPARE(rules.neighbour(3, 'U'), -1);
        QCOMPARE(rules.neighbour(3, 'L'), -1);
    }

    void goalsAndWhichWasReached()
    {
        def::PuzzleDef d = permutationDef(4, {cyclesMove("X", {{0, 1, 2, 3}})}, def::Metric::Move);
        d.labels = {1, 2};
        d.start = {1, 1, 2, 2};
        const Rules rules(d);
        def::Goal values;
        values.type = def::Goal::Type::Values;
        values.values = {1, -1, -1, 2};
        QCOMPARE(rules.reached(pos({1, 2, 1, 2}), values), std::optional(pl::GoalReached{0, -1}));
        QVERIFY(!rules.reached(pos({2, 1, 1, 2}), values).has_value());

        def::Goal uniform;
        uniform.type = def::Goal::Type::Uniform;
        uniform.uniformCells = {1, 2};
        QCOMPARE(rules.reached(pos({1, 2, 2, 1}), uniform), std::optional(pl::GoalReached{0, 2}));
        QCOMPARE(rules.reached(pos({2, 1, 1, 2}), uniform), std::optional(pl::GoalReached{0, 1}));
        QVERIFY(!rules.reached(pos({1, 1, 2, 2}), uniform).has_value());

        def::Goal uniform2;
        uniform2.type = def::Goal::Type::Uniform;
        uniform2.uniformCells = {0, 3};
        def::Goal any;
        any.type = def::Goal::Type::AnyOf;
        any.anyOf = {values, uniform2, uniform};
        // Only the second alternative: its index and its label.
        QCOMPARE(rules.reached(pos({2, 1, 1, 2}), any), std::optional(pl::GoalReached{1, 2}));
        // The first and the third: the first wins, with no label (a values goal).
        QCOMPARE(rules.reached(pos({1, 2, 2, 2}), any), std::optional(pl::GoalReached{0, -1}));
        // Only the third.
        QCOMPARE(rules.reached(pos({2, 1, 1, 1}), any), std::optional(pl::GoalReached{2, 1}));
        QVERIFY(!rules.reached(pos({2, 1, 2, 1}), any).has_value());
    }

    void validateNamesWhatIsWrong()
    {
        def::PuzzleDef d = permutationDef(4, {cyclesMove("X", {{0, 1, 2, 3}})}, def::Metric::Move);
        d.labels = {1, 2, 7};
        d.start = {1, 1, 2, 7};
        const Rules rules(d);
        QVERIFY(rules.validate(pos({2, 1, 7, 1})).empty());
        auto count = rules.validate(pos({1, 1, 2}));
        QCOMPARE(codes(count), (std::vector<std::string>{"position.count"}));
        QCOMPARE(count[0].args, (std::vector<std::string>{"4", "3"}));
        QCOMPARE(pl::problemText(count[0]), std::string("expected 4 numbers, found 3"));
        auto label = rules.validate(pos({1, 1, 2, 5}));
        QCOMPARE(codes(label), (std::vector<std::string>{"position.not-label"}));
        QCOMPARE(label[0].args[0], std::string("3"));  // the cell's id
        QCOMPARE(label[0].args[1], std::string("5"));
        QCOMPARE(pl::problemText(label[0]),
                 std::string("cell 3: 5 is not a label of this puzzle (1, 2, 7)"));
        // Two 2s and no 7: both labels named.
        auto counts = rules.validate(pos({1, 1, 2, 2}));
        QCOMPARE(codes(counts), (std::vector<std::string>{"position.not-rearrangement",
                                                          "position.not-rearrangement"}));
        QCOMPARE(counts[0].args, (std::vector<std::string>{"2", "2", "1"}));
        QCOMPARE(counts[1].args, (std::vector<std::string>{"7", "0", "1"}));
        QCOMPARE(
            pl::problemText(counts[1]),
            std::string("not a rearrangement of the start: label 7 appears 0 times instead of 1"));

        const Rules dial(dialDef(3, 4, {addMove("p", {1, 1, 1})}, def::Metric::Move));
        QVERIFY(dial.validate(pos({3, 0, 2})).empty());
        auto range = dial.validate(pos({3, 4, 9}));
        QCOMPARE(codes(range),
                 (std::vector<std::string>{"position.value-range", "position.value-range"}));
        QCOMPARE(range[0].args, (std::vector<std::string>{"b", "4", "3"}));
        QCOMPARE(pl::problemText(range[0]), std::string("cell b: 4 is not a value 0..3"));
    }

    void validateGoal()
    {
        def::PuzzleDef d = pl::testdefs::msquareDef();
        const Rules rules(d);
        def::Goal g;
        g.type = def::Goal::Type::Values;
        g.values = {2, 6, 8, 4, 5, 7, 3, 1};
        QVERIFY(rules.validateGoal(g).empty());
        g.values[0] = -1;
        QCOMPARE(codes(rules.validateGoal(g)), (std::vector<std::string>{"goal.not-full"}));
        g.values = {2, 6, 8, 4, 5, 7, 3, 3};
        QCOMPARE(
            codes(rules.validateGoal(g)),
            (std::vector<std::string>{"position.not-rearrangement", "position.not-rearrangement"}));
        g.values = {1, 2, 3};
        QCOMPARE(codes(rules.validateGoal(g)), (std::vector<std::string>{"position.count"}));
        def::Goal u;
        u.type = def::Goal::Type::Uniform;
        u.uniformCells = {0, 1};
        QCOMPARE(codes(rules.validateGoal(u)), (std::vector<std::string>{"goal.not-full"}));
        QVERIFY(rules.checkGoal(u).empty());
        u.uniformCells = {0, 8};
        QCOMPARE(codes(rules.checkGoal(u)), (std::vector<std::string>{"goal.cell-range"}));
        QCOMPARE(pl::problemText(rules.checkGoal(u)[0]),
                 std::string("the goal names cell 8, but the puzzle has cells 0..7 only"));
        g.values = {1, 2, 3};
        QCOMPARE(codes(rules.checkGoal(g)), (std::vector<std::string>{"goal.count"}));
    }

    void randomIsAlwaysValidAndUniform()
    {
        const std::vector<Rules> all{Rules(pl::testdefs::clocksDef()),
                                     Rules(pl::testdefs::msquareDef()),
                                     Rules(pl::testdefs::rotationDef()), Rules(slidingDef(4, 4))};
        for (const Rules& rules : all)
            for (std::uint64_t seed = 0; seed < 500; ++seed) {
                std::mt19937_64 rng(seed);
                const Position p = rules.random(rng);
                QVERIFY2(rules.validate(p).empty(), rules.formatPosition(p).c_str());
            }
        // Three cells holding 1 1 2: each of the 3 arrangements about a third of the time.
        def::PuzzleDef d = permutationDef(3, {cyclesMove("X", {{0, 1, 2}})}, def::Metric::Move);
        d.labels = {1, 2};
        d.start = {1, 1, 2};
        const Rules small(d);
        std::map<std::string, int> seen;
        std::mt19937_64 rng(42);
        for (int i = 0; i < 3000; ++i)
            ++seen[small.formatPosition(small.random(rng))];
        QCOMPARE(seen.size(), std::size_t{3});
        for (const auto& [cells, n] : seen)
            QVERIFY2(n > 850 && n < 1150, std::to_string(n).c_str());
        // Dial values cover 0..modulus-1.
        const Rules dial(dialDef(2, 6, {addMove("p", {1, 1})}, def::Metric::Move));
        std::set<int> values;
        for (int i = 0; i < 200; ++i)
            for (auto v : dial.random(rng).cells)
                values.insert(v);
        QCOMPARE(values.size(), std::size_t{6});
    }

    void positionText()
    {
        const Rules rules(pl::testdefs::rotationDef());
        const Position p = rules.start();
        const std::string text = rules.formatPosition(p);
        QCOMPARE(text, std::string("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"));
        auto back = rules.parsePosition(text);
        QVERIFY(back);
        QCOMPARE(*back.value, p);
        // Any whitespace between numbers, and around them.
        auto loose = rules.parsePosition("  1 1\t1 1\n3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3 ");
        QVERIFY(loose);
        QCOMPARE(*loose.value, p);
        std::mt19937_64 rng(3);
        for (int i = 0; i < 100; ++i) {
            const Position r = rules.random(rng);
            QCOMPARE(*rules.parsePosition(rules.formatPosition(r)).value, r);
        }

        auto word = rules.parsePosition("1 1 x 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
        QVERIFY(!word);
        QCOMPARE(codes(word.problems), (std::vector<std::string>{"position.not-number"}));
        QCOMPARE(word.problems[0].args, (std::vector<std::string>{"3", "x"}));
        QCOMPARE(pl::problemText(word.problems[0]),
                 std::string("number 3: \"x\" is not a whole number"));
        QCOMPARE(codes(rules.parsePosition("1.5").problems),
                 (std::vector<std::string>{"position.not-number"}));
        QCOMPARE(codes(rules.parsePosition("1 2 3").problems),
                 (std::vector<std::string>{"position.count"}));
        QCOMPARE(codes(rules.parsePosition("").problems),
                 (std::vector<std::string>{"position.count"}));
        auto big = rules.parsePosition(
            "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 99999999999999999999");
        QCOMPARE(codes(big.problems), (std::vector<std::string>{"position.not-label"}));
        QCOMPARE(big.problems[0].args[1], std::string("99999999999999999999"));
        auto wrong = rules.parsePosition("1 1 1 1 1 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
        QCOMPARE(codes(wrong.problems), (std::vector<std::string>{"position.not-rearrangement",
                                                                  "position.not-rearrangement"}));
        const Rules dial(pl::testdefs::clocksDef());
        QCOMPARE(codes(dial.parsePosition("0 0 0 0 4 0 0 0 0").problems),
                 (std::vector<std::string>{"position.value-range"}));
        QCOMPARE(codes(dial.parsePosition("0 0 0 0 -1 0 0 0 0").problems),
                 (std::vector<std::string>{"position.value-range"}));
        QCOMPARE(*dial.parsePosition("3 3 0 2 2 2 2 1 2").value, pos({3, 3, 0, 2, 2, 2, 2, 1, 2}));
    }

    void moveText()
    {
        const Rules msq(pl::testdefs::msquareDef());
        QCOMPARE(msq.separator(), std::string());
        QCOMPARE(msq.formatMoves({1, 2, 0, 1, 2, 2, 1}), std::string("BCABCCB"));
        QCOMPARE(*msq.parseMoves("BCABCCB").value, (std::vector<int>{1, 2, 0, 1, 2, 2, 1}));
        QCOMPARE(*msq.parseMoves(" B C\tAB\nCCB ").value, (std::vector<int>{1, 2, 0, 1, 2, 2, 1}));
        QCOMPARE(*msq.parseMoves("").value, std::vector<int>{});
        auto bad = msq.parseMoves("ABxC");
        QVERIFY(!bad);
        QCOMPARE(codes(bad.problems), (std::vector<std::string>{"moves.unknown-name"}));
        QCOMPARE(bad.problems[0].args[0], std::string("xC"));
        QCOMPARE(pl::problemText(bad.problems[0]),
                 std::string("\"xC\" is not a move (the moves are A B C)"));

        const Rules clocks(pl::testdefs::clocksDef());
        QCOMPARE(clocks.formatMoves({3, 4, 7, 8}), std::string("4 5 8 9"));
        QCOMPARE(*clocks.parseMoves("4 5 8 9").value, (std::vector<int>{3, 4, 7, 8}));
        QCOMPARE(*clocks.parseMoves("4589").value, (std::vector<int>{3, 4, 7, 8}));
        QCOMPARE(codes(clocks.parseMoves("4 0").problems),
                 (std::vector<std::string>{"moves.unknown-name"}));

        // Power metric names: several characters, so " "; read back with or without it
        // (longest names first: "X2'" is not "X2" then "'").
        const Rules power(
            permutationDef(5, {cyclesMove("X", {{0, 1, 2, 3, 4}}), cyclesMove("Y", {{0, 1}})},
                           def::Metric::Power));
        QCOMPARE(power.moveNames(), (std::vector<std::string>{"X", "X2", "X2'", "X'", "Y"}));
        const std::vector<int> seq{2, 0, 4, 1, 3, 2};
        QCOMPARE(power.formatMoves(seq), std::string("X2' X Y X2 X' X2'"));
        QCOMPARE(*power.parseMoves(power.formatMoves(seq)).value, seq);
        QCOMPARE(*power.parseMoves("X2'XYX2X'X2'").value, seq);
        QCOMPARE(codes(power.parseMoves("X3").problems),
                 (std::vector<std::string>{"moves.unknown-name"}));

        // A separator the definition sets.
        def::PuzzleDef d = pl::testdefs::msquareDef();
        d.separator = ",";
        const Rules comma(d);
        QCOMPARE(comma.formatMoves({0, 1, 2}), std::string("A,B,C"));
        QCOMPARE(*comma.parseMoves("A,B, C").value, (std::vector<int>{0, 1, 2}));
        QCOMPARE(*comma.parseMoves("A,BC").value, (std::vector<int>{0, 1, 2}));
    }

    void everyProblemIsWorded()
    {
        // Each problem Rules reports has an English sentence (not the code itself).
        const Rules rules(pl::testdefs::msquareDef());
        const Rules dial(pl::testdefs::clocksDef());
        def::Goal partial;
        partial.values = {1, -1, 3, 4, 5, 6, 7, 8};
        def::Goal emptyUniform;
        emptyUniform.type = def::Goal::Type::Uniform;
        def::Goal emptyAny;
        emptyAny.type = def::Goal::Type::AnyOf;
        def::Goal outside;
        outside.type = def::Goal::Type::Uniform;
        outside.uniformCells = {9};
        std::vector<pl::Problems> all{
            rules.parsePosition("1 2").problems,
            rules.parsePosition("1 2 3 4 5 6 7 x").problems,
            rules.parsePosition("1 2 3 4 5 6 7 9").problems,
            rules.parsePosition("1 2 3 4 5 6 7 7").problems,
            dial.parsePosition("0 0 0 0 0 0 0 0 4").problems,
            rules.validateGoal(partial),
            rules.checkGoal(emptyUniform),
            rules.checkGoal(emptyAny),
            rules.checkGoal(outside),
            rules.checkGoal(def::Goal{}),
            rules.parseMoves("AD").problems,
        };
        std::set<std::string> seen;
        for (const auto& problems : all) {
            QVERIFY(!problems.empty());
            for (const auto& p : problems) {
                const std::string text = pl::problemText(p);
                QVERIFY2(text.rfind(p.code, 0) != 0, text.c_str());
                QVERIFY2(text.find('{') == std::string::npos, text.c_str());
                seen.insert(p.code);
            }
        }
        QCOMPARE(seen.size(), std::size_t{11});
    }

    // The test's own definitions against the puzzles the program holds (the bundled
    // definitions) and against the contests' rules written by hand in their add-ons.
    void clocksEqualTheHandWrittenPuzzle()
    {
        using pl::test::PuzzleKind;
        const Rules rules(pl::testdefs::clocksDef());
        const pl::Puzzle& old = pl::test::puzzle(PuzzleKind::Clocks);
        const pl::PositionForm& form = pl::test::addOn(PuzzleKind::Clocks).contestForm();
        QCOMPARE(rules.moveCount(), static_cast<int>(old.moveNames().size()));
        QCOMPARE(rules.moveNames(), old.moveNames());
        QCOMPARE(rules.moveNames(), pl::test::contestMoveNames(PuzzleKind::Clocks));
        QCOMPARE(rules.start(), old.initial());
        QVERIFY(pl::test::handWrittenSolved(PuzzleKind::Clocks, rules.start()));
        std::mt19937_64 rng(11);
        for (int i = 0; i < 2000; ++i) {
            const Position p = rules.random(rng);
            QVERIFY(old.validate(p).empty());
            QVERIFY(form.validate(p).empty());
            QCOMPARE(rules.reached(p).has_value(), old.isGoal(p));
            QCOMPARE(rules.reached(p).has_value(),
                     pl::test::handWrittenSolved(PuzzleKind::Clocks, p));
            QCOMPARE(rules.formatMoves({i % 9}), old.formatMoves({i % 9}));
            QCOMPARE(form.parseMoves(rules.formatMoves({i % 9}))->value,
                     std::optional(std::vector<int>{i % 9}));
            for (int m = 0; m < rules.moveCount(); ++m) {
                QCOMPARE(rules.apply(p, m), old.apply(p, m));
                QCOMPARE(rules.apply(p, m), pl::test::handWrittenMove(PuzzleKind::Clocks, p, m));
            }
        }
    }

    void msquareEqualsTheHandWrittenPuzzle()
    {
        using pl::test::PuzzleKind;
        const Rules rules(pl::testdefs::msquareDef());
        const auto old = pl::test::heldPuzzle(PuzzleKind::MagicSquare);
        QCOMPARE(rules.moveNames(), old->moveNames());
        QCOMPARE(rules.moveNames(), pl::test::contestMoveNames(PuzzleKind::MagicSquare));
        std::mt19937_64 rng(12);
        for (int i = 0; i < 2000; ++i) {
            const Position board = rules.random(rng);
            const Position target = rules.random(rng);
            // The contest's case: the board, and the target as the goal.
            const pl::JudgeCase both{board, target};
            QVERIFY(pl::test::caseProblems(PuzzleKind::MagicSquare, both).empty());
            const auto toTarget = old->withGoal(target);
            QVERIFY(toTarget);
            def::Goal goal;
            goal.values.assign(target.cells.begin(), target.cells.end());
            QCOMPARE(rules.reached(board, goal).has_value(), toTarget->isGoal(board));
            QCOMPARE(rules.reached(board, goal).has_value(),
                     pl::test::handWrittenSolved(PuzzleKind::MagicSquare, board, &target));
            for (int m = 0; m < rules.moveCount(); ++m) {
                QCOMPARE(rules.apply(board, m), toTarget->apply(board, m));
                QCOMPARE(rules.apply(board, m),
                         pl::test::handWrittenMove(PuzzleKind::MagicSquare, board, m));
            }
        }
        // SPEC 1.2's examples from the standard board.
        QCOMPARE(rules.apply(rules.start(), 0), pos({8, 7, 6, 5, 4, 3, 2, 1}));
        QCOMPARE(rules.apply(rules.start(), 1), pos({4, 1, 2, 3, 6, 7, 8, 5}));
        QCOMPARE(rules.apply(rules.start(), 2), pos({1, 7, 2, 4, 5, 3, 6, 8}));
    }

    void rotationEqualsTheHandWrittenPuzzle()
    {
        using pl::test::PuzzleKind;
        const Rules rules(pl::testdefs::rotationDef());
        const pl::Puzzle& old = pl::test::puzzle(PuzzleKind::Rotation);
        QCOMPARE(rules.moveNames(), old.moveNames());
        QCOMPARE(rules.moveNames(), pl::test::contestMoveNames(PuzzleKind::Rotation));
        QCOMPARE(rules.start(), old.initial());
        std::mt19937_64 rng(13);
        for (int i = 0; i < 2000; ++i) {
            const Position p = rules.random(rng);
            QVERIFY(old.validate(p).empty());
            QVERIFY(pl::test::addOn(PuzzleKind::Rotation).contestForm().validate(p).empty());
            QCOMPARE(rules.reached(p).has_value(), old.isGoal(p));
            QCOMPARE(rules.reached(p).has_value(),
                     pl::test::handWrittenSolved(PuzzleKind::Rotation, p));
            for (int m = 0; m < rules.moveCount(); ++m) {
                QCOMPARE(rules.apply(p, m), old.apply(p, m));
                QCOMPARE(rules.apply(p, m), pl::test::handWrittenMove(PuzzleKind::Rotation, p, m));
            }
        }
        // A/F, B/E, C/H, D/G undo each other (SPEC 1.3), found from the move data.
        const std::vector<int> inverse{5, 4, 7, 6, 1, 0, 3, 2};
        for (int m = 0; m < 8; ++m)
            QCOMPARE(rules.inverseOf(m), inverse[static_cast<std::size_t>(m)]);
        // The sample: AC solves it with label 2 in the centre.
        Position p = rules.start();
        p = rules.apply(rules.apply(p, 0), 2);
        QCOMPARE(rules.reached(p), std::optional(pl::GoalReached{0, 2}));
    }

    // A separator with more than spaces reads back what formatMoves wrote, however the
    // spaces fall (review finding: ", " never matched).
    void separatorWithPunctuationRoundTrips()
    {
        def::PuzzleDef d = pl::testdefs::clocksDef();
        d.separator = ", ";
        const Rules rules(d);
        const std::vector<int> moves{0, 3, 3, 8};
        const std::string text = rules.formatMoves(moves);
        QCOMPARE(text, std::string("1, 4, 4, 9"));
        for (const std::string& variant :
             {text, std::string("1,4 ,4,  9"), std::string(" 1 , 4,4,9 ")}) {
            const auto back = rules.parseMoves(variant);
            QVERIFY2(back, variant.c_str());
            QCOMPARE(*back.value, moves);
        }
        QVERIFY(!rules.parseMoves("1, 4, x"));
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
