#include "models/watch_session.h"

#include <algorithm>
#include <utility>

#include "core/engines/ida_engine.h"
#include "core/model/orbit_model.h"
#include "core/registry.h"
#include "core/rules/rules.h"

namespace pl {

WatchSession::WatchSession(std::shared_ptr<const Puzzle> puzzle, Position position, QString engine,
                           QObject* parent)
    : QObject(parent),
      puzzle_(std::move(puzzle)),
      position_(std::move(position)),
      engine_(std::move(engine))
{
}

WatchSession::~WatchSession()
{
    cancel_.cancel();
    trace_.stop();
    join();
}

void WatchSession::join()
{
    if (thread_.joinable())
        thread_.join();
}

bool WatchSession::hasManhattan(const Puzzle& puzzle)
{
    const std::shared_ptr<const PuzzleEntry> entry = puzzle.entry();
    if (!entry || !entry->rules)
        return false;
    const auto names = puzzle.engineNames();
    return std::find(names.begin(), names.end(), "ida") != names.end() &&
           entry->rules->model().slides() && IdaEngine::fits(*entry->rules);
}

void WatchSession::start()
{
    if (running_ || done_)
        return;
    running_ = true;
    thread_ = std::thread([this] {
        Answer a;
        if (engine_ == QLatin1String(kManhattan)) {
            const std::shared_ptr<const PuzzleEntry> entry = puzzle_->entry();
            if (entry && hasManhattan(*puzzle_)) {
                IdaEngine manhattan(solvingRules(entry->rules), EngineOptions{}, IdaOptions{true});
                SolveRequest request{position_, entry->rules->goal()};
                request.observer = &trace_;
                a = manhattan.solve(request, {}, cancel_);
            } else {
                a.problems.push_back(Problem{"internal", {"no Manhattan distance here"}, {}});
            }
            result_ = std::move(a);
            finishLater();
            return;
        }
        std::unique_ptr<Engine> engine = puzzle_->makeEngine(engine_.toStdString());
        if (!engine) {
            a.problems.push_back(Problem{"internal", {"no engine " + engine_.toStdString()}, {}});
        } else {
            engine->watch(&trace_);
            a = engine->solve(position_, {}, cancel_);
        }
        result_ = std::move(a);
        finishLater();
    });
}

void WatchSession::finishLater()
{
    // Back on the view's thread: the answer is read there once the thread is done.
    QMetaObject::invokeMethod(
        this,
        [this] {
            join();
            answer_ = std::move(result_);
            running_ = false;
            done_ = true;
            emit searchFinished();
        },
        Qt::QueuedConnection);
}

void WatchSession::stop()
{
    cancel_.cancel();
    trace_.stop();
}

}  // namespace pl
