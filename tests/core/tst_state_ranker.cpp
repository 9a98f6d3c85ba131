// Ranks of orbit-model states (search/state_ranker.h): pieces with identical ones and
// orientations, with and without the orientation sum, are numbered 0..count-1 in the
// lexicographic order of their bytes; unrank inverts rank and next walks the ranks.
#include <QTest>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <variant>
#include <vector>

#include "core/search/state_ranker.h"

namespace {

using pl::search::PieceSegment;
using pl::search::pieceSegment;
using pl::search::Segment;
using pl::search::StateRanker;
using pl::search::TwistSegment;
using pl::search::twistSegment;

// Every state of the segments, by brute force, in lexicographic order of the bytes.
std::vector<std::vector<std::uint8_t>> allStates(const std::vector<Segment>& segments)
{
    std::vector<std::vector<std::uint8_t>> out{{}};
    for (const Segment& s : segments) {
        std::vector<std::vector<std::uint8_t>> parts;
        if (const auto* p = std::get_if<PieceSegment>(&s)) {
            std::vector<std::uint8_t> first;
            for (std::size_t c = 0; c < p->counts.size(); ++c)
                first.insert(first.end(), static_cast<std::size_t>(p->counts[c]),
                             static_cast<std::uint8_t>(c));
            do
                parts.push_back(first);
            while (std::next_permutation(first.begin(), first.end()));
        } else {
            const auto& t = std::get<TwistSegment>(s);
            std::vector<std::uint8_t> d(static_cast<std::size_t>(t.size), 0);
            for (;;) {
                int sum = 0;
                for (auto v : d)
                    sum += v;
                if (!t.sum || sum % t.twists == *t.sum)
                    parts.push_back(d);
                int i = t.size - 1;
                while (i >= 0 && d[static_cast<std::size_t>(i)] + 1 == t.twists)
                    d[static_cast<std::size_t>(i--)] = 0;
                if (i < 0)
                    break;
                ++d[static_cast<std::size_t>(i)];
            }
        }
        std::vector<std::vector<std::uint8_t>> next;
        for (const auto& a : out)
            for (const auto& b : parts) {
                auto c = a;
                c.insert(c.end(), b.begin(), b.end());
                next.push_back(std::move(c));
            }
        out = std::move(next);
    }
    return out;
}

}  // namespace

class TestStateRanker : public QObject {
    Q_OBJECT

private slots:
    void ranksFollowTheBytes_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("distinct pieces and free twists") << 0;
        QTest::newRow("identical pieces and summed twists") << 1;
        QTest::newRow("two orbits") << 2;
        QTest::newRow("twists only (a dial)") << 3;
    }
    void ranksFollowTheBytes()
    {
        QFETCH(int, which);
        const std::vector<std::vector<Segment>> cases = {
            {pieceSegment({1, 1, 1, 1}), twistSegment(4, 2, std::nullopt)},
            {pieceSegment({2, 1, 2}), twistSegment(5, 3, 0)},
            {pieceSegment({1, 1, 1}), twistSegment(3, 3, 1), pieceSegment({2, 2}),
             twistSegment(4, 2, 0)},
            {twistSegment(5, 3, std::nullopt)},
        };
        const auto& segments = cases[static_cast<std::size_t>(which)];
        const auto ranker = StateRanker::make(segments);
        QVERIFY(ranker);
        const auto states = allStates(segments);
        QCOMPARE(ranker->count(), std::uint64_t{states.size()});
        std::vector<std::uint8_t> walk(static_cast<std::size_t>(ranker->bytes()));
        ranker->unrank(0, walk.data());
        for (std::size_t r = 0; r < states.size(); ++r) {
            QCOMPARE(ranker->rank(states[r].data()), std::uint64_t{r});
            std::vector<std::uint8_t> back(states[r].size());
            ranker->unrank(r, back.data());
            QCOMPARE(back, states[r]);
            QCOMPARE(walk, states[r]);
            QCOMPARE(ranker->next(walk.data()), r + 1 < states.size());
        }
        QCOMPARE(walk, states.front());  // wrapped round to the first state
    }

    void cubeCornersCountThePositions()
    {
        // 7! arrangements times 3^6 twists (the seventh follows from the sum).
        const auto ranker =
            StateRanker::make({pieceSegment({1, 1, 1, 1, 1, 1, 1}), twistSegment(7, 3, 0)});
        QVERIFY(ranker);
        QCOMPARE(ranker->count(), std::uint64_t{3674160});
    }

    // Tied segments (search/invariants.h): every state that keeps the ties gets one rank
    // of 0..count-1, unrank inverts rank, next steps to rank + 1, contains() tells the
    // states that keep the ties from those that do not, and tieFactor() * count() is the
    // number of states without the ties.
    void tiedSegmentsRankTheStatesThatKeepThem_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("edges with the corners' parity (a 3x3x3 in small)") << 0;
        QTest::newRow("an odd constant parity") << 1;
        QTest::newRow("a sum tied to another sum") << 2;
        QTest::newRow("a flip sum tied to a parity") << 3;
    }
    void tiedSegmentsRankTheStatesThatKeepThem()
    {
        QFETCH(int, which);
        using pl::search::TieTerm;
        std::vector<Segment> segments;
        // Whether a state (the segments' bytes) keeps the tie, by brute force.
        const auto parity = [](const std::uint8_t* a, int n) {
            int inversions = 0;
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j)
                    inversions += a[i] > a[j] ? 1 : 0;
            return inversions % 2;
        };
        const auto sum = [](const std::uint8_t* a, int n, int k) {
            int t = 0;
            for (int i = 0; i < n; ++i)
                t += a[i];
            return t % k;
        };
        std::function<bool(const std::uint8_t*)> keeps;
        switch (which) {
        case 0: {
            auto edges = pieceSegment({1, 1, 1, 1});
            std::get<PieceSegment>(edges).parity = 0;
            std::get<PieceSegment>(edges).parityTerms = {TieTerm{2, 1}};
            segments = {edges, twistSegment(4, 2, 0), pieceSegment({1, 1, 1}),
                        twistSegment(3, 3, 0)};
            keeps = [&](const std::uint8_t* s) {
                return parity(s, 4) == parity(s + 8, 3) && sum(s + 4, 4, 2) == 0 &&
                       sum(s + 11, 3, 3) == 0;
            };
            break;
        }
        case 1: {
            auto odd = pieceSegment({1, 1, 1, 1, 1});
            std::get<PieceSegment>(odd).parity = 1;
            segments = {twistSegment(2, 2), odd};
            keeps = [&](const std::uint8_t* s) { return parity(s + 2, 5) == 1; };
            break;
        }
        case 2: {
            auto tied = twistSegment(3, 3, 1);
            std::get<TwistSegment>(tied).sumTerms = {TieTerm{1, 2}};
            segments = {tied, twistSegment(2, 3)};
            keeps = [&](const std::uint8_t* s) {
                return sum(s, 3, 3) == (1 + 2 * sum(s + 3, 2, 3)) % 3;
            };
            break;
        }
        default: {
            auto flips = twistSegment(3, 2, 1);
            std::get<TwistSegment>(flips).sumTerms = {TieTerm{1, 1}};
            segments = {flips, pieceSegment({1, 1, 1, 1})};
            keeps = [&](const std::uint8_t* s) {
                return sum(s, 3, 2) == (1 + parity(s + 3, 4)) % 2;
            };
            break;
        }
        }
        // Every untied state, split by the tie.
        std::vector<Segment> untied = segments;
        for (Segment& seg : untied) {
            if (auto* p = std::get_if<PieceSegment>(&seg)) {
                p->parity.reset();
                p->parityTerms.clear();
            } else {
                auto& t = std::get<TwistSegment>(seg);
                t.sum.reset();
                t.sumTerms.clear();
            }
        }
        const auto all = allStates(untied);
        const auto ranker = StateRanker::make(segments);
        QVERIFY(ranker);
        QVERIFY(ranker->tied());
        std::vector<bool> hit(static_cast<std::size_t>(ranker->count()), false);
        std::size_t kept = 0;
        for (const auto& state : all) {
            QCOMPARE(ranker->contains(state.data()), keeps(state.data()));
            if (!keeps(state.data()))
                continue;
            ++kept;
            const std::uint64_t r = ranker->rank(state.data());
            QVERIFY(r < ranker->count());
            QVERIFY2(!hit[static_cast<std::size_t>(r)], "two states share a rank");
            hit[static_cast<std::size_t>(r)] = true;
            std::vector<std::uint8_t> back(state.size());
            ranker->unrank(r, back.data());
            QCOMPARE(back, state);
            std::vector<std::uint8_t> walk = state;
            QCOMPARE(ranker->next(walk.data()), r + 1 < ranker->count());
            if (r + 1 < ranker->count())
                QCOMPARE(ranker->rank(walk.data()), r + 1);
        }
        QCOMPARE(std::uint64_t{kept}, ranker->count());
        QCOMPARE(ranker->count() * ranker->tieFactor(), std::uint64_t{all.size()});
    }

    void tiesOnlyReadUntiedSegments()
    {
        using pl::search::TieTerm;
        auto a = twistSegment(2, 3, 0);
        std::get<TwistSegment>(a).sumTerms = {TieTerm{1, 1}};
        auto b = twistSegment(2, 3, 0);
        std::get<TwistSegment>(b).sumTerms = {TieTerm{0, 1}};
        QVERIFY(!StateRanker::make({a, b}));  // a reads b, which is tied itself
        auto identical = pieceSegment({2, 1});
        std::get<PieceSegment>(identical).parity = 0;
        QVERIFY(!StateRanker::make({identical}));  // no parity for identical pieces
    }

    void tooLargeIsRefused()
    {
        QVERIFY(!StateRanker::make({twistSegment(60, 3, std::nullopt)}));
        std::vector<int> ones(30, 1);
        QVERIFY(!StateRanker::make({pieceSegment(ones)}));
    }
};

QTEST_APPLESS_MAIN(TestStateRanker)
#include "tst_state_ranker.moc"
