#include "solve_service.h"

#include <QElapsedTimer>

#include <algorithm>
#include <chrono>
#include <exception>
#include <new>
#include <optional>
#include <string>

#include "core/checked_readers.h"
#include "core/contest/add_on.h"
#include "core/definition_puzzle.h"
#include "core/registry.h"
#include "core/rules/rules.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_list_model.h"
#include "models/solve_service_worker.h"

namespace pl {

namespace {

// Why `engine` cannot run on `puzzle`: a definition's own structured refusal, or the
// sentence of a puzzle without one (a test's) as it is.
std::optional<Problem> engineRefusalProblem(const Puzzle& puzzle, const std::string& engine)
{
    if (const auto* definition = dynamic_cast<const DefinitionPuzzle*>(&puzzle))
        return definition->engineRefusalProblem(engine);
    if (std::string refusal = puzzle.engineRefusal(engine); !refusal.empty())
        return Problem{"internal", {std::move(refusal)}, {}};
    return std::nullopt;
}

}  // namespace

QString SolveResult::error() const
{
    if (outcome != Outcome::Failed && outcome != Outcome::Unsolvable)
        return {};
    if (problems.empty())
        return SolveService::tr("The engine found no answer.");
    return i18n::sentence(i18n::firstProblemLine(problems));
}

GoalShown goalShown(const Puzzle& puzzle, const GoalReached& reached)
{
    const std::shared_ptr<const PuzzleEntry> entry = puzzle.entry();
    if (reached.label >= 0)
        return {entry && addOnOf(*entry) ? GoalShown::Kind::Centre : GoalShown::Kind::Label,
                reached.label};
    if (entry && entry->rules->goal().type == def::Goal::Type::AnyOf)
        return {GoalShown::Kind::Alternative, reached.alternative + 1};
    return {};
}

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
    // Problems all the way: the window words them in the user's language
    // (SolveResult::error).
    if (Problems bad = validateProblems(p, request.position); !bad.empty()) {
        result.problems = std::move(bad);
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

    Answer answer;
    // An exception must not cross the event loop; it becomes a failed result instead.
    try {
        if (std::optional<Problem> refusal = engineRefusalProblem(p, request.engine)) {
            result.problems.push_back(std::move(*refusal));
            return finish();
        }
        Engine* engine = engineFor(request.puzzle, request.engine);
        if (!engine) {
            result.problems.push_back(
                Problem{"engine.unknown",
                        {request.engine, PuzzleListModel::displayName(p).toStdString()},
                        {}});
            return finish();
        }
        QElapsedTimer clock;
        clock.start();
        answer = engine->solve(request.position, onProgress, *request.cancel);
        if (answer.stats.wallMs <= 0)
            answer.stats.wallMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    } catch (const std::bad_alloc&) {
        result.problems.push_back(Problem{"engine.out-of-memory", {}, {}});
        return finish();
    } catch (const std::exception& e) {
        result.problems.push_back(Problem{"engine.error", {e.what()}, {}});
        return finish();
    }

    static_cast<Answer&>(result) = std::move(answer);
    if (result.solved())
        result.movesText = QString::fromStdString(p.formatMoves(result.moves));
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
