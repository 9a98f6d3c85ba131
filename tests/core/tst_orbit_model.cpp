// The one puzzle model (SPEC 8.1): orbits of pieces with an orientation, moves as a
// permutation and a twist per orbit. A 2x2x2 cube's corners (one held fixed) built
// directly, with twsearch's semantics, reach exactly the published number of positions
// at each distance; composition, inverses and orders of effects; the metrics' names;
// the three kinds of format 1 as orbits, with Rules::apply going through the model.
#include <QTest>

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <numeric>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/def/puzzle_def.h"
#include "core/model/definition_model.h"
#include "core/model/orbit_model.h"
#include "core/rules/rules.h"

namespace {

using pl::model::BaseMove;
using pl::model::MoveMetric;
using pl::model::Orbit;
using pl::model::OrbitEffect;
using pl::model::OrbitModel;

// The seven corners that move when DBL is held (Kociemba's numbering with DBL left out:
// URF UFL ULB UBR DFR DLF DRB), U R F in the "slot i takes the piece of slot from[i],
// turned by twist[i]" form.
OrbitModel cube2Corners(MoveMetric metric)
{
    const Orbit corners{"CORNERS", 7, 3, true};
    const std::vector<BaseMove> moves = {
        {"U", {{{3, 0, 1, 2, 4, 5, 6}, {}}}},
        {"R", {{{4, 1, 2, 0, 6, 5, 3}, {2, 0, 0, 1, 1, 0, 2}}}},
        {"F", {{{1, 5, 2, 3, 0, 4, 6}, {1, 2, 0, 0, 2, 1, 0}}}},
    };
    return OrbitModel({corners}, moves, metric);
}

// An independent rank of a corner state (7 pieces, 7 twists): Lehmer code times 3^7.
std::uint32_t rankCorners(const std::uint8_t* s)
{
    std::uint32_t r = 0;
    for (int i = 0; i < 7; ++i) {
        int smaller = 0;
        for (int j = i + 1; j < 7; ++j)
            smaller += s[j] < s[i];
        r = r * static_cast<std::uint32_t>(7 - i) + static_cast<std::uint32_t>(smaller);
    }
    for (int i = 0; i < 7; ++i)
        r = r * 3 + s[7 + i];
    return r;
}

// Positions at each distance from the solved corners, by a plain breadth-first search.
std::vector<std::uint64_t> histogram(const OrbitModel& model, int maxDepth)
{
    constexpr std::uint32_t kStates = 5040u * 2187u;
    std::vector<std::uint8_t> seen(kStates, 0);
    using State = std::array<std::uint8_t, 14>;
    State solved{};
    for (int i = 0; i < 7; ++i)
        solved[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
    std::vector<State> level{solved};
    seen[rankCorners(solved.data())] = 1;
    std::vector<std::uint64_t> counts;
    while (!level.empty() && static_cast<int>(counts.size()) <= maxDepth) {
        counts.push_back(level.size());
        std::vector<State> next;
        for (const State& s : level)
            for (int m = 0; m < model.moveCount(); ++m) {
                State t = s;
                model.apply(t.data(), m);
                const std::uint32_t r = rankCorners(t.data());
                if (!seen[r]) {
                    seen[r] = 1;
                    next.push_back(t);
                }
            }
        level = std::move(next);
    }
    return counts;
}

std::vector<std::uint8_t> bytes(std::vector<int> v)
{
    return {v.begin(), v.end()};
}

}  // namespace

class TestOrbitModel : public QObject {
    Q_OBJECT

private slots:
    void cubeCornersLayOutPiecesThenTwists()
    {
        const OrbitModel m = cube2Corners(MoveMetric::Power);
        QCOMPARE(m.stateSize(), 14);
        QCOMPARE(m.pieceOffset(0), 0);
        QCOMPARE(m.twistOffset(0), 7);
        QVERIFY(m.hasTwists());
        QVERIFY(!m.slides());
        // Power metric: every power of a quarter turn, named as SPEC 7.2 says.
        std::vector<std::string> names;
        for (int i = 0; i < m.moveCount(); ++i)
            names.push_back(m.move(i).name);
        QCOMPARE(names,
                 (std::vector<std::string>{"U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'"}));
        QCOMPARE(m.baseOrder(0), 4);
        QCOMPARE(m.baseOrder(1), 4);  // R turns corners, but four R bring them home unturned
        QCOMPARE(m.inverseOf(0), 2);  // U' undoes U
        QCOMPARE(m.inverseOf(1), 1);  // U2 undoes itself
        QCOMPARE(m.inverseOf(5), 3);
    }

    void twistFollowsThePiece()
    {
        // twsearch's semantics: p'[i] = p[from[i]], o'[i] = o[from[i]] + twist[i].
        const OrbitModel m = cube2Corners(MoveMetric::Move);
        std::vector<std::uint8_t> s = bytes({0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 0, 0});
        m.apply(s.data(), 1);  // R
        QCOMPARE(s, bytes({4, 1, 2, 0, 6, 5, 3, 2, 0, 0, 1, 1, 0, 2}));
        m.apply(s.data(), 0);  // U: slot 0 takes slot 3's piece (0, turned 1)
        QCOMPARE(s, bytes({0, 4, 1, 2, 6, 5, 3, 1, 2, 0, 0, 1, 0, 2}));
        // Four R in a row: home, unturned; R R' likewise in the inverse metric.
        std::vector<std::uint8_t> t = bytes({0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 0, 0});
        const auto solved = t;
        for (int i = 0; i < 4; ++i)
            m.apply(t.data(), 1);
        QCOMPARE(t, solved);
        const OrbitModel q = cube2Corners(MoveMetric::Inverse);
        QCOMPARE(q.move(3).name, std::string("R'"));
        q.apply(t.data(), 2);
        q.apply(t.data(), 3);
        QCOMPARE(t, solved);
    }

    // The issue's figures: the 2x2x2 with one corner fixed, half-turn metric.
    void cubeCornersHalfTurnHistogramIsThePublishedOne()
    {
        const auto counts = histogram(cube2Corners(MoveMetric::Power), 99);
        const std::vector<std::uint64_t> published = {1,     9,      54,     321,     1847,   9992,
                                                      50136, 227536, 870072, 1887748, 623800, 2644};
        QCOMPARE(counts, published);
        std::uint64_t total = 0;
        for (auto c : counts)
            total += c;
        QCOMPARE(total, std::uint64_t{3674160});
    }

    void cubeCornersQuarterTurnFirstLevels()
    {
        // Quarter-turn metric (the inverse metric), the published first levels.
        const auto counts = histogram(cube2Corners(MoveMetric::Inverse), 7);
        QCOMPARE(counts, (std::vector<std::uint64_t>{1, 6, 27, 120, 534, 2256, 8969, 33058}));
    }

    void unapplyGoesBack()
    {
        const OrbitModel m = cube2Corners(MoveMetric::Inverse);
        QVERIFY(m.keepsTwistSum(0));
        std::mt19937_64 rng(3);
        std::vector<std::uint8_t> s = bytes({0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 0, 0});
        for (int i = 0; i < 500; ++i) {
            const int move = static_cast<int>(rng() % static_cast<unsigned>(m.moveCount()));
            const auto before = s;
            m.apply(s.data(), move);
            auto back = s;
            QVERIFY(m.unapply(back.data(), move));
            QCOMPARE(back, before);
        }
        // A sliding blank in a corner cannot have come from outside the board.
        pl::def::PuzzleDef d;
        d.kind = pl::def::Kind::Sliding;
        for (int i = 0; i < 4; ++i)
            d.cells.push_back({std::to_string(i), double(i % 2), double(i / 2), {}});
        d.blank = 0;
        const OrbitModel slide = pl::model::modelOf(d);
        std::vector<std::uint8_t> t = bytes({1, 2, 3, 0});  // blank bottom right
        // Move D (index 0) leaves the blank at the bottom: it came from above.
        QVERIFY(slide.unapply(t.data(), 0));
        QCOMPARE(t, bytes({1, 0, 3, 2}));
        // Move U (index 3) leaves it at the top: it cannot have come from below the board.
        std::vector<std::uint8_t> u = bytes({1, 2, 3, 0});
        QVERIFY(!slide.unapply(u.data(), 3));
        QCOMPARE(u, bytes({1, 2, 3, 0}));
    }

    void byteMovesAreTheApply()
    {
        // The engines' loop over bytes does what apply does, moves and undos alike, on
        // pieces that turn and on dials.
        const OrbitModel cube = cube2Corners(MoveMetric::Power);
        const OrbitModel dials({{"D", 4, 5, false}}, {{"a", {{{}, {1, 2, 3, 4}}}}},
                               MoveMetric::Inverse);
        std::mt19937_64 rng(11);
        for (const OrbitModel* m : {&cube, &dials}) {
            std::vector<std::uint8_t> s(static_cast<std::size_t>(m->stateSize()), 0);
            if (m == &cube)
                s = bytes({0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 0, 0});
            for (int step = 0; step < 300; ++step) {
                const int move = static_cast<int>(rng() % static_cast<unsigned>(m->moveCount()));
                auto viaBytes = [&](const pl::model::ByteMove& b, std::vector<std::uint8_t> in) {
                    std::vector<std::uint8_t> out(in.size());
                    for (std::size_t j = 0; j < in.size(); ++j) {
                        int v = in[static_cast<std::size_t>(b.from[j])] + b.add[j];
                        const int wrap = m->byteModulus()[j];
                        if (wrap > 0 && v >= wrap)
                            v -= wrap;
                        out[j] = static_cast<std::uint8_t>(v);
                    }
                    return out;
                };
                const auto next = viaBytes(m->byteMove(move), s);
                auto applied = s;
                m->apply(applied.data(), move);
                QCOMPARE(next, applied);
                QCOMPARE(viaBytes(m->byteUndo(move), next), s);
                s = next;
            }
        }
    }

    void keepSlotsOfDials()
    {
        const Orbit dials{"D", 3, 4, false};
        const OrbitModel m({dials}, {{"a", {{{}, {1, 2, 3}}}}, {"b", {{{}, {0, 1, 0}}}}},
                           MoveMetric::Move);
        QVERIFY(!m.keepsTwistSum(0));
        const OrbitModel kept = m.keepSlots(0, {2, 0});
        QCOMPARE(kept.stateSize(), 2);
        std::vector<std::uint8_t> s = bytes({0, 0});
        kept.apply(s.data(), 0);
        QCOMPARE(s, bytes({3, 1}));
        kept.apply(s.data(), 1);  // "b" turns only the dial left out
        QCOMPARE(s, bytes({3, 1}));
        QVERIFY(kept.unapply(s.data(), 0));
        QCOMPARE(s, bytes({0, 0}));
        // Pieces that move between a kept slot and one left out cannot be restricted.
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 cube2Corners(MoveMetric::Move).keepSlots(0, {0, 1}));
    }

    void composeInvertOrder()
    {
        const OrbitEffect r{{4, 1, 2, 0, 6, 5, 3}, {2, 0, 0, 1, 1, 0, 2}};
        const OrbitEffect back = OrbitModel::invert(r, 7, 3);
        QCOMPARE(OrbitModel::compose(r, back, 7, 3), OrbitEffect{});
        QCOMPARE(OrbitModel::compose(back, r, 7, 3), OrbitEffect{});
        QCOMPARE(OrbitModel::order(r, 7, 3), 4LL);
        // One corner turned in place: order 3; a 2-cycle whose pieces come back turned
        // by 1 in total: order 2 * 3.
        QCOMPARE(OrbitModel::order(OrbitEffect{{}, {1, 0, 0}}, 3, 3), 3LL);
        QCOMPARE(OrbitModel::order(OrbitEffect{{1, 0, 2}, {1, 0, 0}}, 3, 3), 6LL);
        QCOMPARE(OrbitModel::order(OrbitEffect{{1, 0, 2}, {1, 2, 0}}, 3, 3), 2LL);
    }

    void badMovesAreRefused()
    {
        const Orbit o{"X", 3, 2, true};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 OrbitModel({o}, {{"A", {{{0, 0, 1}, {}}}}}, MoveMetric::Move));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 OrbitModel({o}, {{"A", {{{}, {0, 2, 0}}}}}, MoveMetric::Move));
        const Orbit fixed{"D", 3, 4, false};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 OrbitModel({fixed}, {{"A", {{{1, 0, 2}, {}}}}}, MoveMetric::Move));
    }

    void dialIsAnOrbitOfTurningPieces()
    {
        pl::def::PuzzleDef d;
        d.kind = pl::def::Kind::Dial;
        d.modulus = 4;
        d.cells.resize(3);
        d.moves.push_back({"1", {1, 1, 0}, {}, {}, {}});
        d.moves.push_back({"2", {0, 3, 2}, {}, {}, {}});
        d.metric = pl::def::Metric::Power;
        const OrbitModel m = pl::model::modelOf(d);
        QCOMPARE(m.orbitCount(), 1);
        QCOMPARE(m.orbit(0).piecesMove, false);
        QCOMPARE(m.orbit(0).twists, 4);
        QCOMPARE(m.stateSize(), 3);  // the dial values, nothing else
        QCOMPARE(m.pieceOffset(0), -1);
        QCOMPARE(m.baseOrder(1), 4);
        std::vector<std::uint8_t> s = bytes({3, 0, 1});
        m.apply(s.data(), 0);  // "1"
        QCOMPARE(s, bytes({0, 1, 1}));
        m.apply(s.data(), 4);  // "2" twice, named "22"
        QCOMPARE(m.move(4).name, std::string("22"));
        QCOMPARE(s, bytes({0, 3, 1}));
    }

    // A schematic draws an orbit longer than a line (kSchematicWidth slots) on several
    // lines, each line of pieces right above the line of their twists, and the next
    // orbit below them all; no two cells share a place.
    void aLongOrbitIsFoldedIntoLines()
    {
        const int w = pl::Rules::kSchematicWidth;
        const int size = 2 * w + 3;  // three lines: w, w and 3 slots
        std::vector<int> from(static_cast<std::size_t>(size));
        std::iota(from.begin(), from.end(), 1);
        from.back() = 0;
        const std::vector<Orbit> orbits = {{"G", size, 4, true}, {"C", 3, 1, true}};
        const std::vector<BaseMove> moves = {
            {"X",
             {{from, std::vector<int>(static_cast<std::size_t>(size), 1)},
              {{1, 2, 0}, {0, 0, 0}}}}};
        std::vector<int> start(static_cast<std::size_t>(2 * size), 0);
        std::iota(start.begin(), start.begin() + size, 0);
        start.insert(start.end(), {0, 1, 2});
        pl::def::Goal goal;
        goal.values = start;
        const pl::Rules rules(OrbitModel(orbits, moves, MoveMetric::Power), start, goal, "long");
        QVERIFY(rules.schematic());
        QCOMPARE(rules.cellCount(), 2 * size + 3);
        const auto& cells = rules.def().cells;
        std::set<std::pair<double, double>> places;
        for (int i = 0; i < size; ++i) {
            const auto& piece = cells[static_cast<std::size_t>(i)];
            const auto& twist = cells[static_cast<std::size_t>(size + i)];
            QCOMPARE(piece.id, "G[" + std::to_string(i) + "]");
            QCOMPARE(twist.id, "G[" + std::to_string(i) + "].twist");
            QCOMPARE(piece.x, double(i % w));
            QCOMPARE(piece.y, double(2 * (i / w)));
            QCOMPARE(twist.x, piece.x);
            QCOMPARE(twist.y, piece.y + 1);
        }
        for (int c = 0; c < 3; ++c)
            QCOMPARE(cells[static_cast<std::size_t>(2 * size + c)].y, 6.0);
        for (const auto& c : cells)
            QVERIFY(places.insert({c.x, c.y}).second);
    }

    void rulesOfAModelValidateEveryOrbit()
    {
        // Two orbits (corners that turn, then three identical edges that flip): the
        // rules are built from the model directly; a position is a state.
        const std::vector<Orbit> orbits = {{"C", 3, 3, true}, {"E", 3, 2, true}};
        const std::vector<BaseMove> moves = {
            {"X", {{{1, 2, 0}, {1, 1, 1}}, {{2, 0, 1}, {1, 0, 1}}}}};
        pl::def::Goal goal;
        const std::vector<int> start = {0, 1, 2, 0, 0, 0, 5, 5, 6, 0, 0, 0};
        goal.values = start;
        const pl::Rules rules(OrbitModel(orbits, moves, MoveMetric::Power), start, goal, "two");
        QCOMPARE(rules.cellCount(), 12);
        QCOMPARE(rules.def().cells[3].id, std::string("C[0].twist"));
        QCOMPARE(rules.def().cells[8].id, std::string("E[2]"));
        QVERIFY(rules.validate(rules.start()).empty());
        QVERIFY(rules.reached(rules.start()).has_value());

        pl::Position bad = rules.start();
        bad.cells[4] = 3;  // a corner turned past its three orientations
        auto problems = rules.validate(bad);
        QCOMPARE(problems.size(), std::size_t{1});
        QCOMPARE(problems[0].code, std::string("position.value-range"));
        QCOMPARE(problems[0].args[0], std::string("C[1].twist"));
        bad = rules.start();
        bad.cells[6] = 6;  // two 6 among the edges, one 5: not a rearrangement
        problems = rules.validate(bad);
        QCOMPARE(problems.size(), std::size_t{2});
        QCOMPARE(problems[0].code, std::string("position.not-rearrangement"));
        bad = rules.start();
        bad.cells[6] = 0;  // a corner's label among the edges
        problems = rules.validate(bad);
        QCOMPARE(problems[0].code, std::string("position.not-label"));
        QCOMPARE(problems[0].args[2], std::string("5, 6"));

        // Apply goes through the model; random positions are valid.
        pl::Position p = rules.apply(rules.start(), 0);
        QCOMPARE(p.cells, bytes({1, 2, 0, 1, 1, 1, 6, 5, 5, 1, 0, 1}));
        std::mt19937_64 rng(7);
        for (int i = 0; i < 200; ++i)
            QVERIFY(rules.validate(rules.random(rng)).empty());
    }

    void rulesApplyIsTheModels()
    {
        // A permutation definition and a sliding one: Rules::apply and the model agree,
        // and the position is the model's state.
        pl::def::PuzzleDef p;
        p.kind = pl::def::Kind::Permutation;
        p.cells.resize(4);
        p.labels = {1, 2, 3, 4};
        p.start = {1, 2, 3, 4};
        p.moves.push_back({"A", {}, {{0, 1, 2}}, {}, {}});
        p.metric = pl::def::Metric::Inverse;
        p.goal.values = p.start;
        const pl::Rules rules(p);
        QCOMPARE(rules.model().stateSize(), 4);
        QCOMPARE(rules.moveNames(), (std::vector<std::string>{"A", "A'"}));
        pl::Position pos{{1, 2, 3, 4}};
        pos = rules.apply(pos, 0);
        QCOMPARE(pos.cells, bytes({3, 1, 2, 4}));
        QCOMPARE(rules.move(0).sources, (std::vector<int>{2, 0, 1, 3}));
        QCOMPARE(rules.inverseOf(0), 1);

        pl::def::PuzzleDef s;
        s.kind = pl::def::Kind::Sliding;
        for (int i = 0; i < 4; ++i)
            s.cells.push_back({std::to_string(i), double(i % 2), double(i / 2), {}});
        s.labels = {0, 1, 2, 3};
        s.start = {1, 2, 3, 0};
        s.blank = 0;
        s.goal.values = s.start;
        const pl::Rules slide(s);
        QVERIFY(slide.model().slides());
        pl::Position q{{1, 2, 3, 0}};                     // blank at the bottom right
        const int down = 0, left = 1, right = 2, up = 3;  // moveOrder D L R U
        QVERIFY(!slide.legal(q, down));
        QVERIFY(!slide.legal(q, right));
        QVERIFY(slide.legal(q, up));
        q = slide.apply(q, left);
        QCOMPARE(q.cells, bytes({1, 2, 0, 3}));
        QCOMPARE(slide.inverseOf(left), right);
        QCOMPARE(slide.inverseOf(up), down);
    }
};

QTEST_APPLESS_MAIN(TestOrbitModel)
#include "tst_orbit_model.moc"
