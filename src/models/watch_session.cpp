#include "models/watch_session.h"

#include <utility>

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

void WatchSession::start()
{
    if (running_ || done_)
        return;
    running_ = true;
    thread_ = std::thread([this] {
        std::unique_ptr<Engine> engine = puzzle_->makeEngine(engine_.toStdString());
        Answer a;
        if (!engine) {
            a.problems.push_back(Problem{"internal", {"no engine " + engine_.toStdString()}, {}});
        } else {
            engine->watch(&trace_);
            a = engine->solve(position_, {}, cancel_);
        }
        result_ = std::move(a);
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
    });
}

void WatchSession::stop()
{
    cancel_.cancel();
    trace_.stop();
}

}  // namespace pl
