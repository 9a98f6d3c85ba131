// The one worker mechanism of the window (ARCHITECTURE "Threads"), for solving, tables,
// files and the census: a worker object without a parent, moved to a QThread that the
// service owns. The service posts jobs, which run there one after the other; results
// come back as the worker's signals, connected queued to the service (deliver()), so
// they arrive on the service's thread in the order they were sent. A service says only
// what its job is: its worker's run() and what the results mean.
//
// Requests: every one has an id (1, 2, ...) and a cancel token its job polls.
// - Supersede::Yes: a new request cancels the one before (a solve, a judge file read, a
//   census); cancelLatest() stops the running one.
// - Supersede::No: every request runs to its end (a service that drops waiting work by
//   rules of its own, the tables); the token is cancelled only when the service goes.
// The destructor cancels what runs, stops the thread and waits for it: closing a window
// in the middle of a job is safe, and results still queued die with the service. Declare
// it as the service's last member, so that it goes first, before anything a job reads.
#pragma once

#include <memory>
#include <utility>

#include <QMetaObject>
#include <QObject>
#include <QString>
#include <QThread>

#include "core/puzzle.h"  // CancelToken

namespace pl {

template <class Worker>
class WorkerThread {
public:
    enum class Supersede { No, Yes };
    struct Request {
        int id = 0;
        std::shared_ptr<const CancelToken> cancel;
        bool becameBusy = false;  // the first request still out: the service was idle
    };

    WorkerThread(const QString& name, Supersede supersede)
        : worker_(new Worker), supersede_(supersede)
    {
        worker_->moveToThread(&thread_);
        // Deleted on its own thread as that thread ends (see stop()).
        QObject::connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
        thread_.setObjectName(name);
        thread_.start();
    }
    ~WorkerThread() { stop(); }
    WorkerThread(const WorkerThread&) = delete;
    WorkerThread& operator=(const WorkerThread&) = delete;

    // Lives on the thread: only its signals (deliver) and posted jobs touch it.
    [[nodiscard]] Worker* worker() const { return worker_; }

    // The worker's `signal` reaches `slot` of `receiver` (a member function or a functor)
    // queued, on the receiver's thread.
    template <class Signal, class Receiver, class Slot>
    void deliver(Signal signal, const Receiver* receiver, Slot slot) const
    {
        QObject::connect(worker_, signal, receiver, std::move(slot), Qt::QueuedConnection);
    }

    // A new request: its id and token. Under Supersede::Yes the latest request's token
    // is cancelled first (its job still ends, and reports, as cancelled).
    Request begin()
    {
        if (supersede_ == Supersede::Yes) {
            latest_->cancel();
            latest_ = std::make_shared<CancelToken>();
        }
        const bool wasIdle = outstanding_ == 0;
        ++outstanding_;
        return {++lastId_, latest_, wasIdle};
    }
    // Runs `job(worker)` on the thread, after everything posted before.
    template <class Job>
    void post(Job&& job)
    {
        QMetaObject::invokeMethod(
            worker_, [worker = worker_, job = std::forward<Job>(job)]() mutable { job(*worker); },
            Qt::QueuedConnection);
    }
    // A request's last result has arrived (busy() says whether others are out).
    void end()
    {
        if (outstanding_ > 0)
            --outstanding_;
    }

    // A request has begun whose end() has not come.
    [[nodiscard]] bool busy() const { return outstanding_ > 0; }
    [[nodiscard]] int latestId() const { return lastId_; }
    // Whether results of request `id` still matter: it is the latest and not cancelled.
    [[nodiscard]] bool current(int id) const { return id == lastId_ && !latest_->cancelled(); }
    // Supersede::Yes: stops the latest request (every earlier one is stopped already).
    void cancelLatest()
    {
        if (supersede_ == Supersede::Yes)
            latest_->cancel();
    }

    // Cancels what runs, ends the thread and waits for it (the destructor does it too).
    void stop()
    {
        if (!worker_)
            return;
        latest_->cancel();
        thread_.quit();
        thread_.wait();
        worker_ = nullptr;
    }

private:
    QThread thread_;
    Worker* worker_ = nullptr;
    Supersede supersede_;
    std::shared_ptr<CancelToken> latest_ = std::make_shared<CancelToken>();
    int lastId_ = 0;
    int outstanding_ = 0;
};

}  // namespace pl
