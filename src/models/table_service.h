// The window's way to the exact tables of any puzzle: distance and hint of a position,
// the histogram, a random position at a distance, one of the hardest, a pattern board
// (a puzzle with patterns: the Rotation Game). A puzzle whose table is refused
// (Puzzle::tableRefusal) is answered with that sentence as the error. The first
// question about a puzzle builds its table (11-46 ms for the contest puzzles, up to
// 150 ms for the rotation samplers): none of that may run on the GUI thread (SPEC 6), so it all
// runs here, on the service's WorkerThread.
//
// The contract is SolveService's: every request gets an id (1, 2, ...) and ends in
// exactly one finished(id, answer), delivered queued on the service's thread in
// request order. The newest request of each query wins: a request waiting behind a
// newer one of the same query is not run and reports `cancelled`. The destructor drops
// whatever waits and stops a table build under way (Puzzle::prepareTables; a large
// definition's table can take many seconds), so closing a window does not wait for
// it; the contest puzzles' tables take milliseconds and are simply waited for.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include <QMetaType>
#include <QObject>
#include <QString>

#include "core/puzzle.h"
#include "models/shared_puzzle.h"
#include "models/worker_thread.h"

namespace pl {

struct TableAnswer {
    enum class Query {
        Distance,      // distances of positions, optimal moves of the last (a hint)
        Histogram,     // positions per distance
        PositionAt,    // a random position at a distance
        PatternBoard,  // a board with one label's pattern at a distance (rotation)
        Hardest,       // one of the hardest positions
    };
    static constexpr int kQueries = 5;

    Query query = Query::Distance;
    std::shared_ptr<const Puzzle> puzzle;  // the puzzle asked about
    // Superseded by a newer request of the same query before it ran: nothing below
    // is filled.
    bool cancelled = false;
    // The table could not answer (it is refused for this puzzle, out of memory, the
    // puzzle has no patterns): a sentence; nothing else filled.
    QString error;

    // Distance: the positions asked about and, for each, its distance or -1 when it
    // is not a valid position (problems[i] then says why, in the core's words) or no
    // moves lead from it to the goal (problems[i] says so).
    std::vector<Position> positions;
    std::vector<int> distances;
    std::vector<std::string> problems;
    // Distance: every move that starts an optimal solution of the last position, in
    // move order (empty when it is solved or invalid). Searched: only the first move of
    // the smallest optimal answer.
    std::vector<int> optimalMoves;
    // Distance: the puzzle's table is refused, so the distances came from a search
    // (Puzzle::searchDistance) rather than a table.
    bool searched = false;

    // The largest distance of a valid position of the puzzle: every query but Distance,
    // which has it only when the puzzle's own sampler knows it (the contest puzzles);
    // -1 otherwise and when the table is refused.
    int largestDistance = -1;

    // Histogram.
    std::vector<quint64> histogram;

    // PositionAt, PatternBoard, Hardest: the distance asked for (Hardest: the
    // largest), the position found (none when no position lies there), its own
    // distance and, for PatternBoard, the label whose pattern is that far.
    int requested = -1;
    std::optional<Position> found;
    int foundDistance = -1;
    int label = 0;

    [[nodiscard]] bool ok() const { return !cancelled && error.isEmpty(); }
};

class TableWorker;

class TableService : public QObject {
    Q_OBJECT
public:
    explicit TableService(QObject* parent = nullptr);
    // Drops the waiting requests, stops the thread and waits for it.
    ~TableService() override;

    // Every request names its puzzle (not null); the answer holds on to it.
    // The distance of each position (a request for several lets a caller learn the
    // distance before and after a move at once) and the optimal moves of the last.
    int distances(std::shared_ptr<const Puzzle> puzzle, const std::vector<Position>& positions);
    int distance(std::shared_ptr<const Puzzle> puzzle, const Position& position)
    {
        return distances(std::move(puzzle), {position});
    }
    int histogram(std::shared_ptr<const Puzzle> puzzle);
    // `seed` makes the draw repeatable.
    int positionAt(std::shared_ptr<const Puzzle> puzzle, int distance, quint64 seed);
    // A puzzle with patterns only (largestPatternDistance(puzzle) >= 0); for another
    // the answer's error says it has none.
    int patternBoard(std::shared_ptr<const Puzzle> puzzle, int patternDistance, quint64 seed);
    int hardest(std::shared_ptr<const Puzzle> puzzle, quint64 seed);

    // A request has been made whose finished() has not yet been delivered.
    [[nodiscard]] bool busy() const { return thread_.busy(); }
    [[nodiscard]] bool busy(TableAnswer::Query query) const
    {
        return outstandingOf_[std::size_t(query)] > 0;
    }
    [[nodiscard]] int currentId() const { return thread_.latestId(); }
    // The id of the latest request of `query` (0 before the first).
    [[nodiscard]] int latestId(TableAnswer::Query query) const
    {
        return latestOf_[std::size_t(query)];
    }

signals:
    // Exactly once per request, in request order.
    void finished(int id, const pl::TableAnswer& answer);
    void busyChanged(bool busy);

public:
    // What the worker runs; public for the worker only.
    struct Job {
        int id = 0;
        TableAnswer::Query query = TableAnswer::Query::Distance;
        std::shared_ptr<const Puzzle> puzzle;
        std::vector<Position> positions;
        int distance = -1;
        quint64 seed = 0;
        // The newest id of this query when the job was queued, read by the worker
        // to skip jobs superseded while they waited.
        std::shared_ptr<std::array<std::atomic<int>, TableAnswer::kQueries>> newest;
        // Set when the service is destroyed: a table build under way stops.
        std::shared_ptr<const CancelToken> closing;
        // Distance: set when a newer distance request comes or the service goes, so a
        // search (a puzzle without a table) for a position nobody shows any more stops.
        std::shared_ptr<CancelToken> stop;
    };

private:
    int submit(Job job);

    std::shared_ptr<std::array<std::atomic<int>, TableAnswer::kQueries>> newest_;
    std::array<int, TableAnswer::kQueries> latestOf_{};
    std::array<int, TableAnswer::kQueries> outstandingOf_{};
    std::shared_ptr<CancelToken> lastDistanceStop_;
    // Last: it goes first, stopping a table build under way and waiting for it.
    WorkerThread<TableWorker> thread_;
};

}  // namespace pl

Q_DECLARE_METATYPE(pl::TableAnswer)
