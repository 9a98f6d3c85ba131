// The GUI thread's longest stall (SPEC 6: none over 50 ms), measured as the tests of
// the solve service and the window do: a 5 ms precise timer beats on the GUI thread
// and the largest gap between two beats is the longest time the thread did not get
// back to its event loop. Waiting is done in a real event loop (waitUntil), never in
// QTest::qWait or qWaitFor, which sleep between rounds and would add gaps of their own.
#pragma once

#include <algorithm>
#include <functional>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QObject>
#include <QTimer>

#if defined(__unix__)
#include <ctime>
#endif

namespace stall_test {

class StallMeter : public QObject {
public:
    StallMeter()
    {
        ticker_.setTimerType(Qt::PreciseTimer);
        ticker_.setInterval(5);
        QObject::connect(&ticker_, &QTimer::timeout, this, [this] { beat(); });
    }

    void start()
    {
        clock_.start();
        last_ = -1;
        longest_ = 0;
        cpuInLongest_ = 0;
        beats_ = 0;
        ticker_.start();
        beat();
    }

    // The time since the last beat counts as a gap too: the caller may have just
    // returned from a long call.
    void stop()
    {
        beat();
        ticker_.stop();
    }

    // The longest gap between beats, and the GUI thread's own CPU time in it (less
    // than the gap when the machine ran something else meanwhile).
    [[nodiscard]] double longestMs() const { return double(longest_) / 1e6; }
    [[nodiscard]] double cpuInLongestMs() const { return double(cpuInLongest_) / 1e6; }
    [[nodiscard]] int beats() const { return beats_; }
    [[nodiscard]] double elapsedMs() const { return double(clock_.nsecsElapsed()) / 1e6; }

private:
    static qint64 threadCpuNs()
    {
#if defined(__unix__)
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
#else
        return 0;
#endif
    }

    void beat()
    {
        const qint64 now = clock_.nsecsElapsed();
        const qint64 cpu = threadCpuNs();
        if (last_ >= 0 && now - last_ > longest_) {
            longest_ = now - last_;
            cpuInLongest_ = cpu - lastCpu_;
        }
        last_ = now;
        lastCpu_ = cpu;
        ++beats_;
    }

    QTimer ticker_;
    QElapsedTimer clock_;
    qint64 last_ = -1;
    qint64 lastCpu_ = 0;
    qint64 longest_ = 0;
    qint64 cpuInLongest_ = 0;
    int beats_ = 0;
};

// Runs a real event loop until `done` holds (checked every millisecond) or `timeoutMs`
// has passed; true when it holds.
inline bool waitUntil(const std::function<bool()>& done, int timeoutMs)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(1);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    poll.start();
    loop.exec();
    return done();
}

}  // namespace stall_test
