// Ranks of orbit-model states (search/state_ranker.h): pieces with identical ones and
// orientations, with and without the orientation sum, are numbered 0..count-1 in the
// lexicographic order of their bytes; unrank inverts rank and next walks the ranks.
#include <QTest>

#include <algorithm>
#include <cstdint>
#include <variant>
#include <vector>

#include "core/search/state_ranker.h"

namespace {

using pl::search::PieceSegment;
using pl::search::Segment;
using pl::search::StateRanker;
using pl::search::TwistSegment;

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
            {PieceSegment{{1, 1, 1, 1}}, TwistSegment{4, 2, std::nullopt}},
            {PieceSegment{{2, 1, 2}}, TwistSegment{5, 3, 0}},
            {PieceSegment{{1, 1, 1}}, TwistSegment{3, 3, 1}, PieceSegment{{2, 2}},
             TwistSegment{4, 2, 0}},
            {TwistSegment{5, 3, std::nullopt}},
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
            StateRanker::make({PieceSegment{{1, 1, 1, 1, 1, 1, 1}}, TwistSegment{7, 3, 0}});
        QVERIFY(ranker);
        QCOMPARE(ranker->count(), std::uint64_t{3674160});
    }

    void tooLargeIsRefused()
    {
        QVERIFY(!StateRanker::make({TwistSegment{60, 3, std::nullopt}}));
        std::vector<int> ones(30, 1);
        QVERIFY(!StateRanker::make({PieceSegment{ones}}));
    }
};

QTEST_APPLESS_MAIN(TestStateRanker)
#include "tst_state_ranker.moc"
