// The generic `linear` engine against an independent brute force: every count vector
// of the moves is tried, and for every position the shortest, then smallest, move
// sequence that reaches the goal is kept. Moduli prime and composite, singular
// systems (Lights Out 4x4 and 5x5), unsolvable positions, uniform and anyOf goals.
#include <QTest>

#include <algorithm>
#include <map>
#include <random>

#include "contest_kinds.h"
#include "core/engines/linear_engine.h"
#include "core/puzzle.h"
#include "core/rules/rules.h"

using namespace pl;
using namespace pl::test;

namespace {

def::PuzzleDef lightsOut(int n)
{
    def::PuzzleDef d;
    d.key = "lights-" + std::to_string(n);
    d.name = d.key;
    d.kind = def::Kind::Dial;
    d.modulus = 2;
    for (int i = 0; i < n * n; ++i)
        d.cells.push_back({std::to_string(i), double(i % n), double(i / n), def::Shape::Default});
    for (int i = 0; i < n * n; ++i) {
        def::Move m;
        m.name = std::to_string(i);
        m.add.assign(static_cast<std::size_t>(n * n), 0);
        const int x = i % n, y = i / n;
        m.add[i] = 1;
        if (x > 0)
            m.add[i - 1] = 1;
        if (x < n - 1)
            m.add[i + 1] = 1;
        if (y > 0)
            m.add[i - n] = 1;
        if (y < n - 1)
            m.add[i + n] = 1;
        m.cell = i;
        d.moves.push_back(m);
    }
    d.start.assign(static_cast<std::size_t>(n * n), 0);
    d.goal.values.assign(static_cast<std::size_t>(n * n), 0);
    return d;
}

// A dial puzzle from a table of amounts (rows = moves).
def::PuzzleDef dials(int modulus, const std::vector<std::vector<int>>& amounts)
{
    def::PuzzleDef d;
    d.key = "dials";
    d.name = "dials";
    d.kind = def::Kind::Dial;
    d.modulus = modulus;
    const std::size_t cells = amounts.front().size();
    for (std::size_t i = 0; i < cells; ++i)
        d.cells.push_back({std::to_string(i), double(i), 0, def::Shape::Dial});
    for (std::size_t j = 0; j < amounts.size(); ++j) {
        def::Move m;
        m.name = std::string(1, static_cast<char>('A' + j));
        m.add = amounts[j];
        d.moves.push_back(m);
    }
    d.start.assign(cells, 0);
    d.goal.values.assign(cells, 0);
    return d;
}

Position unrank(std::uint64_t r, int cells, int m)
{
    Position p;
    for (int i = 0; i < cells; ++i) {
        p.cells.push_back(static_cast<std::uint8_t>(r % static_cast<std::uint64_t>(m)));
        r /= static_cast<std::uint64_t>(m);
    }
    return p;
}

// Every count vector (each move 0 .. modulus-1 times: more is never shorter), its
// sequence (the moves sorted: they commute), the position it solves for `goal`;
// kept when shorter, or as short and smaller as a sequence. The moves are applied with
// the rule engine's apply, not the engine's matrix.
std::map<std::uint64_t, std::vector<int>> bruteForce(const Rules& rules, const def::Goal& goal)
{
    const int m = rules.def().modulus;
    const int n = rules.moveCount();
    const int cells = rules.cellCount();
    std::uint64_t positions = 1;
    for (int i = 0; i < cells; ++i)
        positions *= static_cast<std::uint64_t>(m);
    std::map<std::uint64_t, std::vector<int>> best;
    std::vector<int> counts(static_cast<std::size_t>(n), 0);
    for (;;) {
        std::vector<int> seq;
        for (int j = 0; j < n; ++j)
            seq.insert(seq.end(), static_cast<std::size_t>(counts[j]), j);
        // From every position that these moves bring to a goal.
        for (std::uint64_t r = 0; r < positions; ++r) {
            Position p = unrank(r, cells, m);
            Position q = p;
            for (int mv : seq)
                q = rules.apply(q, mv);
            if (!rules.reached(q, goal))
                continue;
            auto it = best.find(r);
            if (it == best.end() || seq.size() < it->second.size() ||
                (seq.size() == it->second.size() && seq < it->second))
                best[r] = seq;
        }
        int j = 0;
        for (; j < n; ++j) {
            if (++counts[j] < m)
                break;
            counts[j] = 0;
        }
        if (j == n)
            break;
    }
    return best;
}

void compareAll(const def::PuzzleDef& def, const def::Goal& goal)
{
    auto rules = std::make_shared<const Rules>(def);
    QVERIFY(LinearEngine::fits(*rules));
    LinearEngine engine(rules);
    const auto best = bruteForce(*rules, goal);
    const int m = def.modulus;
    std::uint64_t positions = 1;
    for (std::size_t i = 0; i < def.cells.size(); ++i)
        positions *= static_cast<std::uint64_t>(m);
    const CancelToken never;
    int unsolvable = 0;
    for (std::uint64_t r = 0; r < positions; ++r) {
        const Position p = unrank(r, rules->cellCount(), m);
        const Answer a = engine.solve(SolveRequest{p, goal}, {}, never);
        const auto it = best.find(r);
        if (it == best.end()) {
            QCOMPARE(a.outcome, Outcome::Unsolvable);
            ++unsolvable;
            continue;
        }
        QCOMPARE(a.outcome, Outcome::Solved);
        QCOMPARE(a.moves, it->second);
        Position q = p;
        for (int mv : a.moves)
            q = rules->apply(q, mv);
        const auto reached = rules->reached(q, goal);
        QVERIFY(reached);
        QCOMPARE(a.reached, *reached);
    }
    qInfo("%s: %llu positions, %d unsolvable", def.key.c_str(),
          static_cast<unsigned long long>(positions), unsolvable);
}

}  // namespace

class TestLinearEngine : public QObject {
    Q_OBJECT
private slots:
    void lightsOut3And4AllPositions() { compareAll(lightsOut(3), lightsOut(3).goal); }

    void compositeModuli_data()
    {
        QTest::addColumn<int>("modulus");
        QTest::addColumn<std::vector<std::vector<int>>>("amounts");
        // Z/6: a move of order 2 (adds 3), one of order 3 (adds 2 and 4), an
        // invertible one, and a redundant one (the sum of two others).
        QTest::newRow("mod 6") << 6
                               << std::vector<std::vector<int>>{{3, 3, 0, 0},
                                                                {0, 2, 4, 0},
                                                                {1, 0, 1, 1},
                                                                {1, 2, 5, 1},
                                                                {0, 0, 1, 5}};
        // Z/4 with moves of order 2: positions with odd entries where only order-2
        // moves reach are unsolvable.
        QTest::newRow("mod 4 singular")
            << 4
            << std::vector<std::vector<int>>{
                   {2, 2, 0, 0}, {0, 2, 2, 0}, {1, 1, 1, 1}, {0, 0, 2, 2}};
        // Z/9 (a prime power), Z/10 (two primes) and Z/12 on three dials.
        QTest::newRow("mod 9") << 9
                               << std::vector<std::vector<int>>{{3, 1, 0}, {0, 3, 1}, {6, 0, 3}};
        QTest::newRow("mod 10") << 10
                                << std::vector<std::vector<int>>{{5, 2, 0}, {0, 5, 4}, {2, 0, 5}};
        QTest::newRow("mod 12") << 12
                                << std::vector<std::vector<int>>{{4, 6, 0}, {0, 3, 8}, {6, 0, 9}};
    }
    void compositeModuli()
    {
        QFETCH(int, modulus);
        QFETCH(std::vector<std::vector<int>>, amounts);
        const def::PuzzleDef d = dials(modulus, amounts);
        compareAll(d, d.goal);
    }

    void partialUniformAndAnyOfGoals()
    {
        def::PuzzleDef d = dials(6, {{1, 1, 0, 0}, {0, 1, 1, 0}, {0, 0, 2, 1}, {3, 0, 0, 3}});
        def::Goal partial;
        partial.values = {0, -1, 5, -1};
        compareAll(d, partial);
        def::Goal uniform;
        uniform.type = def::Goal::Type::Uniform;
        uniform.uniformCells = {0, 1, 3};
        compareAll(d, uniform);
        def::Goal any;
        any.type = def::Goal::Type::AnyOf;
        def::Goal a;
        a.values = {1, 1, 1, 1};
        def::Goal b;
        b.values = {0, 2, -1, 4};
        any.anyOf = {a, b, uniform};
        compareAll(d, any);
    }

    // 4x4 and 5x5 Lights Out are singular (kernels of dimension 4 and 2): brute force
    // over every set of presses (each pressed at most once: twice is nothing), by the
    // light masks, independent of the engine's algebra.
    void lightsOutSingular_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("sample");  // 0 = every position
        QTest::newRow("4x4 all") << 4 << 0;
        QTest::newRow("5x5 sample") << 5 << 100000;
    }
    void lightsOutSingular()
    {
        QFETCH(int, n);
        QFETCH(int, sample);
        const int cells = n * n;
        std::vector<std::uint32_t> pressMask(static_cast<std::size_t>(cells), 0);
        for (int i = 0; i < cells; ++i) {
            const int x = i % n, y = i / n;
            std::uint32_t mask = 1u << i;
            if (x > 0)
                mask |= 1u << (i - 1);
            if (x < n - 1)
                mask |= 1u << (i + 1);
            if (y > 0)
                mask |= 1u << (i - n);
            if (y < n - 1)
                mask |= 1u << (i + n);
            pressMask[i] = mask;
        }
        // best[lights] = the press set; smallest count first, then the set whose
        // sorted presses come first: at the lowest press where two sets differ, the
        // one that has it.
        const std::uint32_t all = 1u << cells;
        constexpr std::uint32_t kNone = 0xFFFFFFFFu;
        std::vector<std::uint32_t> best(all, kNone);
        const auto better = [](std::uint32_t a, std::uint32_t b) {
            if (b == kNone)
                return true;
            const int ca = std::popcount(a), cb = std::popcount(b);
            if (ca != cb)
                return ca < cb;
            const std::uint32_t diff = a ^ b;
            return diff != 0 && (a & (diff & -diff)) != 0;
        };
        std::uint32_t lights = 0;
        for (std::uint32_t g = 0; g < all; ++g) {
            // Gray code: press set g ^ (g >> 1), one press changes per step.
            const std::uint32_t presses = g ^ (g >> 1);
            if (g > 0)
                lights ^= pressMask[static_cast<std::size_t>(std::countr_zero(g))];
            if (better(presses, best[lights]))
                best[lights] = presses;
        }
        auto rules = std::make_shared<const Rules>(lightsOut(n));
        LinearEngine engine(rules);
        const CancelToken never;
        std::mt19937_64 rng(2025);
        const std::uint32_t count = sample ? static_cast<std::uint32_t>(sample) : all;
        int unsolvable = 0;
        for (std::uint32_t k = 0; k < count; ++k) {
            const std::uint32_t pos = sample ? static_cast<std::uint32_t>(rng() % all) : k;
            Position p;
            for (int i = 0; i < cells; ++i)
                p.cells.push_back(static_cast<std::uint8_t>((pos >> i) & 1));
            const Answer a = engine.solve(SolveRequest{p, rules->goal()}, {}, never);
            if (best[pos] == kNone) {
                QCOMPARE(a.outcome, Outcome::Unsolvable);
                ++unsolvable;
                continue;
            }
            QCOMPARE(a.outcome, Outcome::Solved);
            std::vector<int> expected;
            for (int i = 0; i < cells; ++i)
                if (best[pos] >> i & 1)
                    expected.push_back(i);
            QCOMPARE(a.moves, expected);
        }
        // 4x4: 2^12 of the 2^16 positions are solvable; 5x5: 2^23 of 2^25.
        if (!sample)
            QCOMPARE(unsolvable, (1 << 16) - (1 << 12));
        else
            QVERIFY(unsolvable > int(count / 2) && unsolvable < int(count));
    }

    // The Clocks as a definition: every one of the 262,144 positions, against the
    // hand-tuned clocks engine.
    void clocksEveryPosition()
    {
        def::PuzzleDef d;
        d.key = "clocks";
        d.name = "clocks";
        d.kind = def::Kind::Dial;
        d.modulus = 4;
        for (int i = 0; i < 9; ++i)
            d.cells.push_back(
                {std::string(1, char('A' + i)), double(i % 3), double(i / 3), def::Shape::Dial});
        const char* const turns[9] = {"ABDE", "ABC",  "BCEF", "ADG", "BDEFH",
                                      "CFI",  "DEGH", "GHI",  "EFHI"};
        for (int m = 0; m < 9; ++m) {
            def::Move move;
            move.name = std::to_string(m + 1);
            move.add.assign(9, 0);
            for (const char* c = turns[m]; *c; ++c)
                move.add[static_cast<std::size_t>(*c - 'A')] = 1;
            d.moves.push_back(move);
        }
        d.start.assign(9, 0);
        d.goal.values.assign(9, 0);
        auto rules = std::make_shared<const Rules>(d);
        LinearEngine engine(rules);
        // The hand-tuned engine of the held puzzle (the contest object's "linear").
        auto old = puzzle(PuzzleKind::Clocks).makeEngine("clocks-linear");
        QVERIFY(old);
        const CancelToken never;
        for (std::uint64_t r = 0; r < 262144; ++r) {
            const Position p = unrank(r, 9, 4);
            const Answer a = engine.solve(SolveRequest{p, d.goal}, {}, never);
            const Answer s = old->solve(p, {}, never);
            QCOMPARE(a.outcome, Outcome::Solved);
            if (a.moves != s.moves)
                QFAIL(("position " + std::to_string(r)).c_str());
        }
    }

    void fitsOnlyDialsInTheMoveMetric()
    {
        def::PuzzleDef d = lightsOut(3);
        QVERIFY(LinearEngine::fits(Rules(d)));
        d.metric = def::Metric::Power;
        QVERIFY(!LinearEngine::fits(Rules(d)));
    }
};

QTEST_APPLESS_MAIN(TestLinearEngine)
#include "tst_linear_engine.moc"
