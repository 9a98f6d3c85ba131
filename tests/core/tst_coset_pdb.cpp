// The slot-coset table (search/coset_pdb.h, issue 22): every slot's orientation and where
// one set of pieces is, not told apart. Its entries must be the distances of that
// projection: checked against a breadth-first search written here over the projected
// states themselves (the 3x3x3's edge flips and where its four middle-slice edges are).
// Distances past what 4 bits hold read the largest; specs that are not tables are
// refused. And ida's choice of the set, from the moves alone: on the 3x3x3 the four edges
// that U and D both leave in place (Kociemba's first phase: 2,217,093,120 entries), read
// through symmetries that place the set on the two other slices.
#include <QTest>

#include <bit>
#include <random>
#include <unordered_map>

#include "core/engines/ida_puzzle.h"
#include "core/model/orbit_model.h"
#include "core/progress.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "core/search/coset_pdb.h"

using namespace pl;

namespace {

struct Cube {
    std::shared_ptr<const PuzzleEntry> entry;
    const Rules* pieces = nullptr;
    std::optional<ida::PieceLayout> layout;
};

Cube cube3()
{
    static const Registry bundled = Registry::bundled();
    Cube c;
    c.entry = bundled.find("cube-3");
    if (!c.entry || !c.entry->rules->pieceRules())
        qFatal("no 3x3x3 of pieces");
    c.pieces = c.entry->rules->pieceRules().get();
    c.layout = ida::pieceLayout(*c.pieces, c.pieces->goal());
    if (!c.layout)
        qFatal("no layout");
    return c;
}

std::optional<search::CosetPdb> built(const search::CosetSpec& spec)
{
    const ProgressFn none;
    const CancelToken cancel;
    SearchMonitor monitor(none, cancel, Phase::BuildingTable);
    return search::CosetPdb::build(spec, 2, monitor, cancel);
}

// The slots of orbit `o` that every move named by one of `faces` leaves in place.
std::vector<int> fixedBy(const Cube& c, int o, const std::string& faces)
{
    const model::OrbitModel& model = c.pieces->model();
    const int n = c.layout->orbits[static_cast<std::size_t>(o)].size;
    std::vector<int> out;
    for (int s = 0; s < n; ++s) {
        bool fixed = true;
        for (int m = 0; m < model.moveCount(); ++m) {
            if (faces.find(model.move(m).name.front()) == std::string::npos)
                continue;
            const ida::Carried carried =
                ida::carried(model.move(m).effects[static_cast<std::size_t>(o)], n);
            fixed = fixed && carried.to[static_cast<std::size_t>(s)] == s;
        }
        if (fixed)
            out.push_back(s);
    }
    return out;
}

}  // namespace

class TestCosetPdb : public QObject {
    Q_OBJECT

private slots:
    // The 3x3x3's edges alone: 2^11 flips x C(12, 4) places of the middle slice's edges.
    // Every entry is the distance a breadth-first search over those projected states
    // (a flip per slot and a mask of the slice edges' slots, moved by the model's moves)
    // finds, and entries read the same way a position is read (orientWeight, setRank).
    void entriesAreTheProjectionsDistances()
    {
        const Cube c = cube3();
        const auto spec0 = ida::cosetSpec(c.pieces->model(), *c.layout, ida::kMaxCosetEntries);
        QVERIFY(spec0);
        search::CosetSpec spec = *spec0;
        const int edges = spec.setOrbit;
        QVERIFY(edges >= 0);
        // The corners' twists left out.
        for (std::size_t o = 0; o < spec.orbits.size(); ++o) {
            if (static_cast<int>(o) == edges)
                continue;
            search::CosetSpec::Orbit& orbit = spec.orbits[o];
            orbit.twists = 1;
            for (auto& t : orbit.turns)
                std::fill(t.begin(), t.end(), 0);
            std::fill(orbit.goalTwist.begin(), orbit.goalTwist.end(), 0);
        }
        QCOMPARE(search::CosetPdb::entries(spec), std::optional<std::uint64_t>(2048 * 495));
        const auto pdb = built(spec);
        QVERIFY(pdb);
        QCOMPARE(pdb->bytes(), std::size_t{2048 * 495 / 2});

        // The search written here: a state is 12 flip bits and a 12-bit mask.
        const search::CosetSpec::Orbit& e = spec.orbits[static_cast<std::size_t>(edges)];
        const auto key = [](std::uint32_t flips, std::uint32_t mask) { return flips | mask << 12; };
        const auto apply = [&e](std::uint32_t k, std::size_t m) {
            std::uint32_t flips = 0;
            std::uint32_t mask = 0;
            for (int s = 0; s < 12; ++s) {
                const int to = e.targets[m][static_cast<std::size_t>(s)];
                const std::uint32_t f =
                    ((k >> s) & 1U) ^
                    static_cast<std::uint32_t>(e.turns[m][static_cast<std::size_t>(s)] & 1);
                flips |= f << to;
                mask |= ((k >> (12 + s)) & 1U) << to;
            }
            return flips | mask << 12;
        };
        std::uint32_t goalMask = 0;
        for (int s : spec.setSlots)
            goalMask |= 1U << s;
        std::unordered_map<std::uint32_t, int> distance{{key(0, goalMask), 0}};
        std::vector<std::uint32_t> level{key(0, goalMask)};
        std::vector<std::uint64_t> counts{1};
        while (!level.empty()) {
            std::vector<std::uint32_t> next;
            const int d = distance[level.front()] + 1;
            for (const std::uint32_t k : level)
                for (std::size_t m = 0; m < e.targets.size(); ++m) {
                    const std::uint32_t x = apply(k, m);
                    if (distance.emplace(x, d).second)
                        next.push_back(x);
                }
            if (!next.empty())
                counts.push_back(next.size());
            level = std::move(next);
        }
        QCOMPARE(distance.size(), std::size_t{2048 * 495});
        std::vector<std::uint64_t> histogram = pdb->histogram();
        histogram.resize(counts.size());
        QCOMPARE(histogram, counts);
        // Each state's entry, read as a position is read.
        for (const auto& [k, d] : distance) {
            std::uint64_t orient = 0;
            for (int s = 0; s < 12; ++s)
                orient += pdb->orientWeight(edges, s, static_cast<int>((k >> s) & 1U));
            const std::uint64_t index = pdb->index(orient, k >> 12);
            if (pdb->value(index) != d)
                QFAIL(qPrintable(QStringLiteral("state %1: entry %2, distance %3")
                                     .arg(k)
                                     .arg(pdb->value(index))
                                     .arg(d)));
        }
    }

    // A set of 3 of 19 slots (ranked by its combination, not a table of masks) beside an
    // orbit of 3 pieces with 3 twists whose sum no move changes and whose goal is turned
    // (1, 1, 0: the last twist left out follows from the sum 2): 969 x 9 = 8,721 entries,
    // an odd count (the last byte half used). Every entry against a breadth-first search
    // written here; every entry it does not reach reads 15.
    void largeSetsAndTurnedGoalsAreTheProjectionsDistances()
    {
        search::CosetSpec spec;
        search::CosetSpec::Orbit a;
        a.size = 19;
        a.goalTwist.assign(19, 0);
        search::CosetSpec::Orbit b;
        b.size = 3;
        b.twists = 3;
        b.goalTwist = {1, 1, 0};
        // Three moves and their inverses.
        std::vector<std::vector<int>> aTo(3, std::vector<int>(19));
        for (int s = 0; s < 19; ++s) {
            aTo[0][static_cast<std::size_t>(s)] = (s + 1) % 19;  // a 19-cycle
            aTo[1][static_cast<std::size_t>(s)] = s;
            aTo[2][static_cast<std::size_t>(s)] = s;
        }
        std::swap(aTo[1][0], aTo[1][5]);  // a swap
        aTo[2][3] = 4;                    // a 3-cycle
        aTo[2][4] = 7;
        aTo[2][7] = 3;
        const std::vector<std::vector<int>> bTo{{0, 1, 2}, {1, 2, 0}, {0, 2, 1}};
        const std::vector<std::vector<int>> bTurn{{1, 2, 0}, {0, 1, 2}, {2, 2, 2}};
        for (int m = 0; m < 3; ++m) {
            const auto mu = static_cast<std::size_t>(m);
            a.targets.push_back(aTo[mu]);
            a.turns.push_back(std::vector<int>(19, 0));
            b.targets.push_back(bTo[mu]);
            b.turns.push_back(bTurn[mu]);
        }
        for (int m = 0; m < 3; ++m) {  // the inverses: slot to[s] goes back to s
            const auto mu = static_cast<std::size_t>(m);
            std::vector<int> back(19);
            for (int s = 0; s < 19; ++s)
                back[static_cast<std::size_t>(aTo[mu][static_cast<std::size_t>(s)])] = s;
            a.targets.push_back(back);
            a.turns.push_back(std::vector<int>(19, 0));
            std::vector<int> bBack(3);
            std::vector<int> bBackTurn(3);
            for (int s = 0; s < 3; ++s) {
                const auto to = static_cast<std::size_t>(bTo[mu][static_cast<std::size_t>(s)]);
                bBack[to] = s;
                bBackTurn[to] = (3 - bTurn[mu][static_cast<std::size_t>(s)]) % 3;
            }
            b.targets.push_back(bBack);
            b.turns.push_back(bBackTurn);
        }
        spec.orbits = {a, b};
        spec.setOrbit = 0;
        spec.setSlots = {2, 9, 17};
        QVERIFY(search::CosetPdb::sumKept(b));
        QCOMPARE(search::CosetPdb::entries(spec), std::optional<std::uint64_t>(969 * 9));
        const auto pdb = built(spec);
        QVERIFY(pdb);
        QCOMPARE(pdb->bytes(), std::size_t{(969 * 9 + 1) / 2});

        // A state: the 19-bit mask, then the three twists in base 3.
        const auto apply = [&spec](std::uint64_t k, std::size_t m) {
            const search::CosetSpec::Orbit& x = spec.orbits[0];
            const search::CosetSpec::Orbit& y = spec.orbits[1];
            std::uint64_t mask = 0;
            for (int s = 0; s < 19; ++s)
                if (((k >> s) & 1U) != 0)
                    mask |= std::uint64_t{1} << x.targets[m][static_cast<std::size_t>(s)];
            int tw[3];
            int after[3];
            std::uint64_t t = k >> 19;
            for (int& r : tw) {
                r = static_cast<int>(t % 3);
                t /= 3;
            }
            for (int s = 0; s < 3; ++s)
                after[y.targets[m][static_cast<std::size_t>(s)]] =
                    (tw[s] + y.turns[m][static_cast<std::size_t>(s)]) % 3;
            return mask | static_cast<std::uint64_t>(after[0] + 3 * after[1] + 9 * after[2]) << 19;
        };
        const std::uint64_t goal =
            (std::uint64_t{1} << 2 | std::uint64_t{1} << 9 | std::uint64_t{1} << 17) |
            std::uint64_t{1 + 3 * 1} << 19;
        std::unordered_map<std::uint64_t, int> distance{{goal, 0}};
        std::vector<std::uint64_t> level{goal};
        for (int d = 1; !level.empty(); ++d) {
            std::vector<std::uint64_t> next;
            for (const std::uint64_t k : level)
                for (std::size_t m = 0; m < 6; ++m)
                    if (distance.emplace(apply(k, m), d).second)
                        next.push_back(apply(k, m));
            level = std::move(next);
        }
        std::uint64_t reached = 0;
        for (const auto& [k, d] : distance) {
            std::uint64_t orient = 0;
            std::uint64_t t = k >> 19;
            for (int s = 0; s < 3; ++s) {
                orient += pdb->orientWeight(1, s, static_cast<int>(t % 3));
                t /= 3;
            }
            const int want = std::min(d, search::CosetPdb::kMaxDistance);
            QCOMPARE(static_cast<int>(pdb->value(pdb->index(orient, k & ((1U << 19) - 1)))), want);
            ++reached;
        }
        const std::vector<std::uint64_t> h = pdb->histogram();
        QCOMPARE(h[15], std::uint64_t{969 * 9} - reached);
        QVERIFY(reached > 969);
    }

    // One piece with 40 twists and one move adding one: distances 0..39. Past 14 (what 4
    // bits hold beside "not reached") every entry reads 14, still a lower bound.
    void distancesPastFourteenReadFourteen()
    {
        search::CosetSpec spec;
        search::CosetSpec::Orbit o;
        o.size = 1;
        o.twists = 40;
        o.targets = {{0}};
        o.turns = {{1}};
        o.goalTwist = {0};
        spec.orbits.push_back(o);
        QCOMPARE(search::CosetPdb::entries(spec), std::optional<std::uint64_t>(40));
        const auto pdb = built(spec);
        QVERIFY(pdb);
        for (int r = 0; r < 40; ++r) {
            // Twist r is 40 - r moves from the goal (0 for r = 0).
            const int d = r == 0 ? 0 : 40 - r;
            QCOMPARE(static_cast<int>(pdb->value(pdb->index(pdb->orientWeight(0, 0, r), 0))),
                     std::min(d, search::CosetPdb::kMaxDistance));
        }
    }

    // Entries the goal's projection never reaches read 15: a twist of one that only ever
    // turns by 2 (of 4).
    void unreachedEntriesReadFifteen()
    {
        search::CosetSpec spec;
        search::CosetSpec::Orbit o;
        o.size = 1;
        o.twists = 4;
        o.targets = {{0}};
        o.turns = {{2}};
        o.goalTwist = {0};
        spec.orbits.push_back(o);
        const auto pdb = built(spec);
        QVERIFY(pdb);
        const std::vector<int> want{0, 15, 1, 15};
        for (int r = 0; r < 4; ++r)
            QCOMPARE(static_cast<int>(pdb->value(pdb->index(pdb->orientWeight(0, 0, r), 0))),
                     want[static_cast<std::size_t>(r)]);
    }

    void specsThatAreNotTablesAreRefused()
    {
        search::CosetSpec spec;
        QVERIFY(!search::CosetPdb::entries(spec));  // no orbit
        search::CosetSpec::Orbit o;
        o.size = 3;
        o.twists = 2;
        o.targets = {{1, 2, 0}, {0, 1, 2}};
        o.turns = {{0, 0, 0}, {1, 0, 0}};
        o.goalTwist = {0, 0, 0};
        spec.orbits.push_back(o);
        QCOMPARE(search::CosetPdb::entries(spec), std::optional<std::uint64_t>(8));
        search::CosetSpec bad = spec;
        bad.orbits[0].targets[1] = {0, 0, 2};  // not a permutation
        QVERIFY(!search::CosetPdb::entries(bad));
        bad = spec;
        bad.orbits[0].turns.pop_back();  // one move without turns
        QVERIFY(!search::CosetPdb::entries(bad));
        bad = spec;
        bad.setOrbit = 0;
        bad.setSlots = {1, 1};  // a slot twice
        QVERIFY(!search::CosetPdb::entries(bad));
        bad.setSlots = {3};  // no such slot
        QVERIFY(!search::CosetPdb::entries(bad));
        bad = spec;
        bad.orbits[0].goalTwist = {0, 2, 0};  // no such twist
        QVERIFY(!search::CosetPdb::entries(bad));
        spec.setOrbit = 0;
        spec.setSlots = {2};
        QCOMPARE(search::CosetPdb::entries(spec), std::optional<std::uint64_t>(24));
    }

    // The set is found from the moves: on the 3x3x3 the edges that the U and D moves all
    // leave in place (the slice between them), with every corner twist but the last
    // (their sum never changes) and every edge flip but the last. Three reads: the
    // position itself and two conjugates, which read the set on the other two slices,
    // the twelve edges among the three. With less room, a smaller table.
    void theCubesSetIsTheMiddleSlice()
    {
        const Cube c = cube3();
        const auto spec = ida::cosetSpec(c.pieces->model(), *c.layout, ida::kMaxCosetEntries);
        QVERIFY(spec);
        const int edges = spec->setOrbit;
        QCOMPARE(c.layout->orbits[static_cast<std::size_t>(edges)].size, 12);
        QCOMPARE(spec->setSlots, fixedBy(c, edges, "UD"));
        QCOMPARE(spec->setSlots.size(), std::size_t{4});
        QCOMPARE(search::CosetPdb::entries(*spec),
                 std::optional<std::uint64_t>(std::uint64_t{2187} * 2048 * 495));
        const std::vector<ida::PieceSymmetry> syms =
            ida::pieceSymmetries(c.pieces->model(), *c.layout);
        const std::vector<int> reads = ida::cosetReads(*spec, syms);
        QCOMPARE(reads.size(), std::size_t{3});
        QCOMPARE(reads.front(), -1);
        std::uint64_t all = 0;
        for (int k : reads) {
            std::uint64_t from = 0;
            for (int s = 0; s < 12; ++s) {
                const int image = k < 0 ? s
                                        : syms[static_cast<std::size_t>(k)]
                                              .orbits[static_cast<std::size_t>(edges)]
                                              .slot[static_cast<std::size_t>(s)];
                if (std::find(spec->setSlots.begin(), spec->setSlots.end(), image) !=
                    spec->setSlots.end())
                    from |= std::uint64_t{1} << s;
            }
            QCOMPARE(std::popcount(from), 4);
            QCOMPARE(all & from, std::uint64_t{0});
            all |= from;
        }
        QCOMPARE(all, std::uint64_t{0xFFF});
        // Room for a quarter as many entries: not that set, a smaller table.
        const auto smaller =
            ida::cosetSpec(c.pieces->model(), *c.layout, std::uint64_t{2187} * 2048 * 495 / 4);
        QVERIFY(smaller);
        QVERIFY(*search::CosetPdb::entries(*smaller) <= std::uint64_t{2187} * 2048 * 495 / 4);
    }
};

QTEST_APPLESS_MAIN(TestCosetPdb)
#include "tst_coset_pdb.moc"
