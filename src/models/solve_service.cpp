#include "solve_service.h"

#include <QElapsedTimer>

#include <algorithm>
#include <chrono>
#include <exception>
#include <new>

#include "core/checked_readers.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_list_model.h"
#include "models/solve_service_worker.h"

namespace pl {

// --- worker (runs on the service's thread) ------------------------------------------

Engine* SolveWorker::engineFor(const std::shared_ptr<const Puzzle>& puzzle, const std::string& name)
{
    auto kept = std::find_if(engines_.begin(), engines_.end(),
                             [&](const Kept& k) { return k.puzzle == puzzle; });
    if (kept == engines_.end()) {
        engines_.push_front(Kept{puzzle, {}});
        while (engines_.size() > kKeptPuzzles)
            engines_.pop_back();
    } else {
        engines_.splice(engines_.begin(), engines_, kept);
    }
    auto& engines = engines_.front().engines;
    for (auto& [n, engine] : engines)
        if (n == name)
            return engine.get();
    auto made = puzzle->makeEngine(name);
    if (!made)
        return nullptr;
    engines.emplace_back(name, std::move(made));
    return engines.back().second.get();
}

void SolveWorker::run(const SolveJob& request)
{
    const Puzzle& p = *request.puzzle;
    SolveResult result;
    result.puzzle = request.puzzle;
    result.position = request.position;
    result.engine = QString::fromStdString(request.engine);

    const auto finish = [&] { emit finished(request.id, result); };

    // Superseded while it waited in the queue: do not start an engine for nothing.
    if (request.cancel->cancelled()) {
        result.outcome = Outcome::Cancelled;
        return finish();
    }
    // The error is shown as it is: core's problems are worded here in the user's
    // language.
    if (const QString problem = i18n::firstProblemLine(validateProblems(p, request.position));
        !problem.isEmpty()) {
        result.error = i18n::sentence(problem);
        return finish();
    }

    const ProgressFn onProgress = [&](const Progress& report) {
        const auto now = std::chrono::steady_clock::now();
        if (std::chrono::duration<double, std::milli>(now - lastProgress_).count() <
            kProgressIntervalMs)
            return;
        lastProgress_ = now;
        emit progress(request.id, report.phase, report.depth, report.nodes, report.elapsedMs);
    };

    Solution solution;
    // An exception must not cross the event loop; it becomes a failed result instead.
    try {
        if (const QString refusal = i18n::engineRefusalText(p, request.engine);
            !refusal.isEmpty()) {
            result.error = i18n::sentence(refusal);
            return finish();
        }
        Engine* engine = engineFor(request.puzzle, request.engine);
        if (!engine) {
            result.error = tr("%1 has no engine called \u201c%2\u201d.")
                               .arg(PuzzleListModel::displayName(p), result.engine);
            return finish();
        }
        QElapsedTimer clock;
        clock.start();
        solution = engine->solve(request.position, onProgress, *request.cancel);
        if (solution.stats.wallMs <= 0)
            solution.stats.wallMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    } catch (const std::bad_alloc&) {
        result.error = tr("The engine ran out of memory.");
        return finish();
    } catch (const std::exception& e) {
        result.error =
            tr("The engine stopped with an error: %1").arg(QString::fromLocal8Bit(e.what()));
        return finish();
    }

    result.outcome = solution.outcome;
    result.stats = solution.stats;
    switch (solution.outcome) {
    case Outcome::Solved:
        result.moves = std::move(solution.moves);
        result.movesText = QString::fromStdString(p.formatMoves(result.moves));
        result.finalLabel = solution.finalLabel;
        result.reached = QString::fromStdString(solution.reached);
        break;
    case Outcome::Unsolvable:
    case Outcome::Failed:
        result.error = solution.error.empty()
                           ? tr("The engine found no answer.")
                           : i18n::sentence(i18n::firstProblemLine(solutionProblems(solution)));
        break;
    case Outcome::Cancelled:
        break;
    }
    finish();
}

// --- service (GUI thread) -----------------------------------------------------------

// Every request supersedes the one before: cancelling the latest is enough for the
// thread to come back within a poll interval.
SolveService::SolveService(QObject* parent)
    : QObject(parent),
      thread_(QStringLiteral("PuzzleLab solver"), WorkerThread<SolveWorker>::Supersede::Yes)
{
    qRegisterMetaType<pl::SolveResult>();
    qRegisterMetaType<pl::Phase>();
    thread_.deliver(&SolveWorker::progress, this, &SolveService::onWorkerProgress);
    thread_.deliver(&SolveWorker::finished, this, &SolveService::onWorkerFinished);
}

SolveService::~SolveService() = default;

int SolveService::solve(std::shared_ptr<const Puzzle> puzzle, const Position& position,
                        const QString& engine)
{
    const auto ticket = thread_.begin();
    SolveJob request;
    request.id = ticket.id;
    request.position = position;
    request.engine = engine.toStdString();
    if (request.engine.empty()) {
        // Every engine refused: the first, so that the answer says why.
        request.engine = defaultEngine(*puzzle).toStdString();
        if (const auto names = puzzle->engineNames(); request.engine.empty() && !names.empty())
            request.engine = names.front();
    }
    request.puzzle = std::move(puzzle);
    request.cancel = ticket.cancel;

    thread_.post([request](SolveWorker& worker) { worker.run(request); });
    if (ticket.becameBusy)
        emit busyChanged(true);
    return request.id;
}

void SolveService::cancel()
{
    thread_.cancelLatest();
}

void SolveService::cancel(int id)
{
    if (id == thread_.latestId())
        cancel();
}

void SolveService::onWorkerProgress(int id, Phase phase, int depth, quint64 nodes, double elapsedMs)
{
    if (thread_.current(id))
        emit progress(id, phase, depth, nodes, elapsedMs);
}

void SolveService::onWorkerFinished(int id, const SolveResult& result)
{
    thread_.end();
    emit finished(id, result);
    // A slot of finished() may have made the next request.
    if (!thread_.busy())
        emit busyChanged(false);
}

QStringList SolveService::engineNames(const Puzzle& puzzle)
{
    QStringList names;
    for (const std::string& name : puzzle.engineNames())
        names << QString::fromStdString(name);
    return names;
}

QString SolveService::defaultEngine(const Puzzle& puzzle)
{
    for (const std::string& name : puzzle.engineNames())
        if (puzzle.engineRefusal(name).empty())
            return QString::fromStdString(name);
    return {};
}

QString SolveService::engineDescription(const Puzzle& puzzle, const QString& engine)
{
    const auto made = puzzle.makeEngine(engine.toStdString());
    return made ? QString::fromStdString(made->description()) : QString();
}

QString SolveService::engineRefusal(const Puzzle& puzzle, const QString& engine)
{
    return i18n::engineRefusalText(puzzle, engine.toStdString());
}

QString SolveService::engineItemText(const Puzzle& puzzle, const QString& engine)
{
    if (engine == defaultEngine(puzzle))
        return tr("%1 (default)").arg(engine);
    if (!i18n::engineCautionText(puzzle, engine.toStdString()).isEmpty())
        return tr("%1 (may run out of memory)").arg(engine);
    return engine;
}

QString SolveService::engineItemToolTip(const Puzzle& puzzle, const QString& engine)
{
    const QString about = engineDescription(puzzle, engine);
    const QString caution = i18n::engineCautionText(puzzle, engine.toStdString());
    return caution.isEmpty() ? about : tr("%1\nOn this puzzle: %2").arg(about, caution);
}

}  // namespace pl
