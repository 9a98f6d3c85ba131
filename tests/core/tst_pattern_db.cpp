// The additive tile databases of the `ida` engine (search/pattern_db.h): every entry of
// a group's table equals what the test's own search gives, a 0-1 breadth-first search
// over the group's tiles AND the exact cell of the blank (moving the blank over a cell
// without a group tile costs 0, swapping it with a group tile costs 1), minimised over
// the blank's cell; placements the goal cannot reach are marked unreachable. Boards:
// rectangles with the blank's goal in a corner or in the middle, a goal that does not
// place the blank, and a board that is not a rectangle.
#include <QTest>

#include <algorithm>
#include <array>
#include <deque>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/progress.h"
#include "core/search/pattern_db.h"

namespace {

using Board = std::vector<std::array<int, 4>>;  // per cell: the cell up, down, left, right

// A w x h rectangle, cells row by row.
Board rectangle(int w, int h)
{
    Board b(static_cast<std::size_t>(w * h));
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            b[static_cast<std::size_t>(y * w + x)] = {
                y > 0 ? (y - 1) * w + x : -1, y + 1 < h ? (y + 1) * w + x : -1,
                x > 0 ? y * w + x - 1 : -1, x + 1 < w ? y * w + x + 1 : -1};
    return b;
}

// Cells given by (x, y); neighbours are the cells one step away.
Board shape(const std::vector<std::pair<int, int>>& xy)
{
    Board b(xy.size(), std::array<int, 4>{-1, -1, -1, -1});
    auto find = [&](int x, int y) {
        for (std::size_t i = 0; i < xy.size(); ++i)
            if (xy[i] == std::pair<int, int>{x, y})
                return static_cast<int>(i);
        return -1;
    };
    for (std::size_t i = 0; i < xy.size(); ++i) {
        const auto [x, y] = xy[i];
        b[i] = {find(x, y - 1), find(x, y + 1), find(x - 1, y), find(x + 1, y)};
    }
    return b;
}

// The test's own distances: placement (tile cells) -> fewest group-tile moves.
std::map<std::vector<int>, int> reference(const Board& board, const std::vector<int>& goal,
                                          int blankGoal)
{
    using State = std::pair<std::vector<int>, int>;  // tile cells, blank cell
    std::map<State, int> dist;
    std::deque<State> queue;
    const int n = static_cast<int>(board.size());
    for (int b = 0; b < n; ++b) {
        if (std::find(goal.begin(), goal.end(), b) != goal.end())
            continue;
        if (blankGoal >= 0 && b != blankGoal)
            continue;
        dist[{goal, b}] = 0;
        queue.push_back({goal, b});
    }
    while (!queue.empty()) {
        const State s = queue.front();
        queue.pop_front();
        const int d = dist.at(s);
        for (int q : board[static_cast<std::size_t>(s.second)]) {
            if (q < 0)
                continue;
            State t = s;
            int cost = 0;
            const auto it = std::find(t.first.begin(), t.first.end(), q);
            if (it != t.first.end()) {
                *it = s.second;  // the tile on q slides where the blank was
                cost = 1;
            }
            t.second = q;
            const auto old = dist.find(t);
            if (old != dist.end() && old->second <= d + cost)
                continue;
            dist[t] = d + cost;
            if (cost == 0)
                queue.push_front(t);
            else
                queue.push_back(t);
        }
    }
    std::map<std::vector<int>, int> best;
    for (const auto& [s, d] : dist) {
        const auto it = best.find(s.first);
        if (it == best.end() || it->second > d)
            best[s.first] = d;
    }
    return best;
}

// Every placement of k distinct cells, in turn.
void eachPlacement(int n, int k, std::vector<int>& cells,
                   const std::function<void(const std::vector<int>&)>& visit)
{
    if (static_cast<int>(cells.size()) == k) {
        visit(cells);
        return;
    }
    for (int c = 0; c < n; ++c) {
        if (std::find(cells.begin(), cells.end(), c) != cells.end())
            continue;
        cells.push_back(c);
        eachPlacement(n, k, cells, visit);
        cells.pop_back();
    }
}

}  // namespace

class TestPatternDb : public QObject {
    Q_OBJECT

private:
    // Both indexes: the non-compact build, and the compact one (search/compact_group.cpp)
    // on one thread and on two.
    static void check(const Board& board, const std::vector<int>& goal, int blankGoal)
    {
        const pl::ProgressFn silent;
        const pl::CancelToken never;
        pl::SearchMonitor monitor(silent, never, pl::Phase::BuildingTable);
        const auto wide = pl::search::SlidingGroupPdb::build(board, goal, blankGoal, monitor);
        QVERIFY(wide.has_value());
        QVERIFY(!wide->compact());
        compare(*wide, board, goal, blankGoal);
        if (board.size() > 16)
            return;
        for (const unsigned threads : {1U, 2U}) {
            const auto compact =
                pl::search::SlidingGroupPdb::buildCompact(board, goal, blankGoal, monitor, threads);
            QVERIFY(compact.has_value());
            QVERIFY(compact->compact());
            QCOMPARE(compact->bytes(),
                     std::size_t(pl::search::SlidingGroupPdb::compactEntries(
                         static_cast<int>(board.size()), static_cast<int>(goal.size()))));
            compare(*compact, board, goal, blankGoal);
        }
    }

    static void compare(const pl::search::SlidingGroupPdb& built, const Board& board,
                        const std::vector<int>& goal, int blankGoal)
    {
        const auto* pdb = &built;
        QCOMPARE(pdb->tiles(), static_cast<int>(goal.size()));
        const auto want = reference(board, goal, blankGoal);
        int compared = 0;
        int reachable = 0;
        int wrong = 0;
        QString first;
        std::vector<int> cells;
        eachPlacement(static_cast<int>(board.size()), static_cast<int>(goal.size()), cells,
                      [&](const std::vector<int>& p) {
                          const int got = pdb->data()[pdb->index(p.data())];
                          const auto it = want.find(p);
                          const int expected =
                              it == want.end() ? int(pl::search::kUnreachable) : it->second;
                          if (got != expected && wrong++ == 0)
                              first = QStringLiteral("tiles at %1: %2, the test says %3")
                                          .arg(QString::fromStdString([&] {
                                              std::string t;
                                              for (int c : p)
                                                  t += std::to_string(c) + " ";
                                              return t;
                                          }()))
                                          .arg(got)
                                          .arg(expected);
                          ++compared;
                          reachable += it != want.end() ? 1 : 0;
                      });
        if (wrong > 0)
            QFAIL(qPrintable(
                QStringLiteral("%1 of %2 entries wrong; %3").arg(wrong).arg(compared).arg(first)));
        QVERIFY(compared > 0);
        QVERIFY(reachable > 1);
    }

private slots:
    void cornerBlankOnFourByFour()
    {
        // The 15-puzzle's top row with the blank's goal in the bottom-right corner.
        check(rectangle(4, 4), {0, 1, 2}, 15);
        // A compact block next to the blank's goal in the top-left corner.
        check(rectangle(4, 4), {1, 4, 5, 2}, 0);
    }

    void middleBlankOnThreeByThree()
    {
        // Tiles around the blank's goal in the middle; four tiles split the free
        // cells into several regions in many placements.
        check(rectangle(3, 3), {0, 1, 3, 5}, 4);
        check(rectangle(3, 3), {0, 2, 6, 8, 1}, 4);
    }

    void goalWithoutBlank()
    {
        // The goal names the tiles' cells only: the blank may end anywhere.
        check(rectangle(3, 4), {0, 5, 11}, -1);
    }

    void compactIndexOfLargerGroups()
    {
        // Four tiles on the 15-puzzle's board (43,680 placements, 12 free cells: the
        // regions in two bytes), and four on 3x4 (8 free cells: one byte).
        check(rectangle(4, 4), {1, 2, 3, 5}, 0);
        check(rectangle(3, 4), {0, 1, 4, 7}, 11);
    }

    void boardNotRectangle()
    {
        // A plus sign with a tail: corridors where one tile blocks the blank.
        check(shape({{1, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}, {1, 3}, {2, 3}}), {0, 6}, 2);
        check(shape({{1, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}, {1, 3}, {2, 3}}), {3, 5, 1}, 6);
    }
};

QTEST_GUILESS_MAIN(TestPatternDb)
#include "tst_pattern_db.moc"
