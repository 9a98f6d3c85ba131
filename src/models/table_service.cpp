#include "models/table_service.h"

#include <climits>
#include <exception>
#include <new>
#include <random>

#include "models/position_sampler.h"
#include "models/problem_text_tr.h"

namespace pl {

class TableWorker : public QObject {
    Q_OBJECT
public:
    void run(const TableService::Job& job)
    {
        TableAnswer answer = blank(job);
        if ((*job.newest)[std::size_t(job.query)].load(std::memory_order_relaxed) != job.id) {
            answer.cancelled = true;
            emit finished(job.id, answer);
            return;
        }
        // An exception must not cross the event loop; it becomes an answer with an error.
        try {
            answerJob(job, answer);
        } catch (const std::bad_alloc&) {
            answer = blank(job);
            answer.error = tr("There is not enough memory for the table.");
        } catch (const std::exception& e) {
            answer = blank(job);
            answer.error =
                tr("The table stopped with an error: %1").arg(QString::fromLocal8Bit(e.what()));
        }
        emit finished(job.id, answer);
    }

signals:
    void finished(int id, const pl::TableAnswer& answer);

private:
    static TableAnswer blank(const TableService::Job& job)
    {
        TableAnswer answer;
        answer.query = job.query;
        answer.puzzle = job.puzzle;
        answer.requested = job.distance;
        return answer;
    }

    // Distance for a puzzle whose table is refused: each position searched (the
    // puzzle keeps its databases and its latest answers, so the positions a game asks
    // about again come back at once).
    static void searchDistances(const TableService::Job& job, TableAnswer& answer)
    {
        const Puzzle& p = *job.puzzle;
        static const CancelToken never;
        const CancelToken& stop = job.stop ? *job.stop : never;
        answer.searched = true;
        answer.positions = job.positions;
        for (std::size_t i = 0; i < job.positions.size(); ++i) {
            const Position& position = job.positions[i];
            std::string problem = p.validate(position);
            int distance = -1;
            if (problem.empty()) {
                const Puzzle::SearchedDistance d = p.searchDistance(position, stop);
                switch (d.outcome) {
                case Outcome::Cancelled:
                    answer = blank(job);
                    answer.cancelled = true;
                    return;
                case Outcome::Failed:
                    answer = blank(job);
                    answer.error = i18n::firstProblemLine(d.problems);
                    if (answer.error.isEmpty())
                        answer.error = tr("The search found no answer.");
                    return;
                case Outcome::Unsolvable:
                    problem = tr("No moves lead from this position to the goal.").toStdString();
                    break;
                case Outcome::Solved:
                    distance = d.distance;
                    if (i + 1 == job.positions.size() && d.firstMove >= 0)
                        answer.optimalMoves = {d.firstMove};
                    break;
                }
            }
            answer.distances.push_back(distance);
            answer.problems.push_back(std::move(problem));
        }
    }

    static void answerJob(const TableService::Job& job, TableAnswer& answer)
    {
        if (!job.puzzle) {
            answer.error = tr("No puzzle was named.");
            return;
        }
        const Puzzle& p = *job.puzzle;
        // Worded from the refusal's problem code, so the window's language is used.
        if (const QString refusal = i18n::tableRefusalText(p); !refusal.isEmpty()) {
            // No table fits, but a distance can still be searched for (issue 23).
            if (job.query == TableAnswer::Query::Distance && p.searchesDistance())
                return searchDistances(job, answer);
            answer.error = refusal;
            return;
        }
        // The tables first, where a build can be stopped (the window closing); a
        // stopped build answers nothing.
        if (job.closing &&
            !p.prepareTables(job.query == TableAnswer::Query::Histogram, {}, *job.closing)) {
            answer.cancelled = true;
            return;
        }
        std::mt19937_64 rng(job.seed);
        const auto measure = [&](const std::optional<Position>& found) {
            answer.found = found;
            answer.foundDistance = found ? p.distance(*found) : -1;
        };
        switch (job.query) {
        case TableAnswer::Query::Distance:
            answer.positions = job.positions;
            for (const Position& position : job.positions) {
                std::string problem = p.validate(position);
                const int distance = problem.empty() ? p.distance(position) : -1;
                // Valid, but no moves lead to a goal (a definition's, SPEC 7.3).
                if (problem.empty() && distance < 0)
                    problem = tr("No moves lead from this position to the goal.").toStdString();
                answer.distances.push_back(distance);
                answer.problems.push_back(std::move(problem));
            }
            if (!answer.distances.empty() && answer.distances.back() > 0)
                answer.optimalMoves = p.optimalMoves(job.positions.back());
            break;
        case TableAnswer::Query::Histogram: {
            auto counts = p.histogram();
            // Too many positions to count (The Rotation Game's boards): what its sampler
            // counts instead, the patterns.
            if (counts.empty())
                if (const auto own = positionSamplingOf(p))
                    counts = own->patternHistogram();
            answer.histogram.assign(counts.begin(), counts.end());
            break;
        }
        case TableAnswer::Query::PositionAt:
            measure(samplePositionAtDistance(p, job.distance, rng));
            break;
        case TableAnswer::Query::PatternBoard:
            if (largestPatternDistance(p) < 0) {
                answer.error = tr("This puzzle has no pattern boards.");
                return;
            }
            measure(samplePatternBoard(p, job.distance, rng, &answer.label));
            break;
        case TableAnswer::Query::Hardest:
            answer.requested = largestDistance(p);
            measure(sampleHardestPosition(p, rng));
            break;
        }
        // A distance question does not ask for the histogram (for a definition that can
        // be a table of its own over the full space): only what the puzzle's own sampler
        // knows then.
        if (job.query != TableAnswer::Query::Distance)
            answer.largestDistance = largestDistance(p);
        else if (const auto own = positionSamplingOf(p))
            answer.largestDistance = own->largestDistance();
    }
};

// A request never stops the one that runs (the newest of a query only skips the ones
// that wait, see run()): the requests' token is cancelled when the service goes.
TableService::TableService(QObject* parent)
    : QObject(parent),
      newest_(std::make_shared<std::array<std::atomic<int>, TableAnswer::kQueries>>()),
      thread_(QStringLiteral("PuzzleLab tables"), WorkerThread<TableWorker>::Supersede::No)
{
    qRegisterMetaType<pl::TableAnswer>();
    for (auto& id : *newest_)
        id.store(0);
    thread_.deliver(&TableWorker::finished, this, [this](int id, const TableAnswer& answer) {
        thread_.end();
        --outstandingOf_[std::size_t(answer.query)];
        emit finished(id, answer);
        if (!thread_.busy())
            emit busyChanged(false);
    });
}

TableService::~TableService()
{
    // Nothing that waits is worth starting now; thread_ stops the build under way.
    for (auto& id : *newest_)
        id.store(INT_MAX);
    if (lastDistanceStop_)
        lastDistanceStop_->cancel();
}

int TableService::submit(Job job)
{
    const auto ticket = thread_.begin();
    job.id = ticket.id;
    job.newest = newest_;
    job.closing = ticket.cancel;
    const auto q = std::size_t(job.query);
    latestOf_[q] = job.id;
    (*newest_)[q].store(job.id, std::memory_order_relaxed);
    ++outstandingOf_[q];
    thread_.post([job](TableWorker& worker) { worker.run(job); });
    if (ticket.becameBusy)
        emit busyChanged(true);
    return job.id;
}

int TableService::distances(std::shared_ptr<const Puzzle> puzzle,
                            const std::vector<Position>& positions)
{
    Job job;
    job.query = TableAnswer::Query::Distance;
    job.puzzle = std::move(puzzle);
    job.positions = positions;
    // The newest distance wins: a search still running for the one before stops.
    if (lastDistanceStop_)
        lastDistanceStop_->cancel();
    lastDistanceStop_ = std::make_shared<CancelToken>();
    job.stop = lastDistanceStop_;
    return submit(std::move(job));
}

int TableService::histogram(std::shared_ptr<const Puzzle> puzzle)
{
    Job job;
    job.query = TableAnswer::Query::Histogram;
    job.puzzle = std::move(puzzle);
    return submit(std::move(job));
}

int TableService::positionAt(std::shared_ptr<const Puzzle> puzzle, int distance, quint64 seed)
{
    Job job;
    job.query = TableAnswer::Query::PositionAt;
    job.puzzle = std::move(puzzle);
    job.distance = distance;
    job.seed = seed;
    return submit(std::move(job));
}

int TableService::patternBoard(std::shared_ptr<const Puzzle> puzzle, int patternDistance,
                               quint64 seed)
{
    Job job;
    job.query = TableAnswer::Query::PatternBoard;
    job.puzzle = std::move(puzzle);
    job.distance = patternDistance;
    job.seed = seed;
    return submit(std::move(job));
}

int TableService::hardest(std::shared_ptr<const Puzzle> puzzle, quint64 seed)
{
    Job job;
    job.query = TableAnswer::Query::Hardest;
    job.puzzle = std::move(puzzle);
    job.seed = seed;
    return submit(std::move(job));
}

}  // namespace pl

#include "table_service.moc"
