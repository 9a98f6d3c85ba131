#include "cli/bench_report.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <random>
#include <thread>

#include "core/progress.h"
#include "core/registry.h"
#include "core/rules/scramble.h"

namespace pl::bench {

void printHeader(const char* title)
{
    std::printf("\n== %s ==\n", title);
    std::printf("%-10s %9s %12s %14s %12s %11s %12s %12s\n", "engine", "positions", "total ms",
                "positions/s", "median us", "build ms", "table bytes", "nodes");
}

void printRun(const Run& r)
{
    // The median is only measured (call by call) where a target needs it.
    char median[32] = "-";
    if (!r.perCallUs.empty())
        std::snprintf(median, sizeof median, "%.3f", r.medianUs());
    std::printf("%-10s %9zu %12.2f %14.0f %12s %11.2f %12zu %12llu\n", r.engine.c_str(),
                r.positions, r.totalMs, r.positions / (r.totalMs / 1000.0), median, r.buildMs,
                r.tableBytes, static_cast<unsigned long long>(r.nodes));
}

int failures = 0;

void target(const char* what, double value, const char* op, double limit)
{
    const bool ok = std::strcmp(op, ">=") == 0 ? value >= limit : value <= limit;
    if (!ok)
        ++failures;
    std::printf("  %-62s %12.2f  (target %s %g)  %s\n", what, value, op, limit,
                ok ? "PASS" : "FAIL");
}

bool sameAnswers(const std::vector<std::string>& a, const std::vector<std::string>& b)
{
    return a == b;
}

void agreement(const char* what, bool ok)
{
    if (!ok)
        ++failures;
    std::printf("  %-62s %s\n", what, ok ? "identical" : "DIFFERENT — FAIL");
}

namespace {

// Cancels a solve that takes longer than the limit (a watchdog thread).
class Watchdog {
public:
    explicit Watchdog(double limitMs) : limitMs_(limitMs), thread_([this] { run(); }) {}
    ~Watchdog()
    {
        {
            std::lock_guard lock(mutex_);
            done_ = true;
        }
        wake_.notify_all();
        thread_.join();
    }
    void arm(pl::CancelToken* token)
    {
        std::lock_guard lock(mutex_);
        token_ = token;
        armed_ = std::chrono::steady_clock::now();
        wake_.notify_all();
    }
    void disarm()
    {
        std::lock_guard lock(mutex_);
        token_ = nullptr;
    }

private:
    void run()
    {
        std::unique_lock lock(mutex_);
        while (!done_) {
            if (token_ &&
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - armed_)
                        .count() > limitMs_)
                token_->cancel();
            wake_.wait_for(lock, std::chrono::milliseconds(50));
        }
    }
    double limitMs_;
    std::mutex mutex_;
    std::condition_variable wake_;
    pl::CancelToken* token_ = nullptr;
    std::chrono::steady_clock::time_point armed_;
    bool done_ = false;
    std::thread thread_;
};

std::string answerText(const pl::Rules& rules, const pl::Answer& a)
{
    if (a.outcome == pl::Outcome::Unsolvable)
        return "unsolvable";
    return std::to_string(a.moves.size()) + ": " + rules.formatMoves(a.moves);
}

}  // namespace

DefRun runDefEngine(pl::DefEngine& engine, const pl::Rules& rules,
                    const std::vector<pl::Position>& positions, const pl::def::Goal& goal,
                    double limitMs, bool each)
{
    DefRun run;
    run.engine = engine.name();
    Watchdog watchdog(limitMs);
    for (const pl::Position& p : positions) {
        pl::CancelToken cancel;
        watchdog.arm(&cancel);
        const pl::Stopwatch one;
        const pl::Answer a = engine.solve(pl::SolveRequest{p, goal}, {}, cancel);
        const double ms = one.elapsedMs();
        watchdog.disarm();
        if (a.outcome == pl::Outcome::Cancelled) {
            run.skipped = "more than " + std::to_string(static_cast<int>(limitMs / 1000)) +
                          " s on one position";
            // How far an IDA* search went: every bound below the one it was in was
            // searched to the end, so the answer has at least that many moves.
            if (a.stats.bound > 0) {
                run.skipped += " (searching bound " + std::to_string(a.stats.bound) + ")";
                if (each)
                    std::printf(
                        "  position %zu: no answer within %d s: bound %d being "
                        "searched, so at least %d moves\n",
                        run.positions, static_cast<int>(limitMs / 1000), a.stats.bound,
                        a.stats.bound);
            }
            break;
        }
        if (a.outcome == pl::Outcome::Failed) {
            run.skipped = a.problems.empty() ? "failed" : pl::problemText(a.problems.front());
            break;
        }
        // Replay every answer through the one apply.
        if (a.outcome == pl::Outcome::Solved) {
            pl::Position q = p;
            for (int m : a.moves) {
                if (!rules.legal(q, m)) {
                    std::fprintf(stderr, "%s: illegal move in the answer for %s\n",
                                 run.engine.c_str(), rules.formatPosition(p).c_str());
                    ++failures;
                    break;
                }
                rules.applyInPlace(q, m);
            }
            if (!rules.reached(q, goal)) {
                std::fprintf(stderr, "%s: the answer for %s does not reach the goal\n",
                             run.engine.c_str(), rules.formatPosition(p).c_str());
                ++failures;
            }
        }
        run.totalMs += ms;
        run.buildMs += a.stats.buildMs;
        run.tableBytes = std::max(run.tableBytes, a.stats.tableBytes);
        run.nodes += a.stats.nodes;
        run.answers.push_back(answerText(rules, a));
        if (each)
            std::printf(
                "  position %zu: %s moves, %llu nodes, %.2f ms (build %.2f ms): %s\n",
                run.positions,
                a.outcome == pl::Outcome::Solved ? std::to_string(a.moves.size()).c_str() : "no",
                static_cast<unsigned long long>(a.stats.nodes), ms, a.stats.buildMs,
                rules.formatPosition(p).c_str());
        if (run.positions > 0)
            run.laterUs.push_back(ms * 1000.0);
        ++run.positions;
    }
    return run;
}

// "median us" and "max us" are over the answers after each engine's first (see DefRun).
void printDefHeader()
{
    std::printf("%-16s %9s %12s %12s %10s %10s %11s %12s %14s  %s\n", "engine", "positions",
                "total ms", "positions/s", "median us", "max us", "build ms", "table bytes",
                "nodes", "note");
}

void printDefRun(const DefRun& r)
{
    const double perSecond = r.totalMs > 0 ? r.positions / (r.totalMs / 1000.0) : 0;
    char median[32] = "-";
    char most[32] = "-";
    if (!r.laterUs.empty()) {
        std::snprintf(median, sizeof median, "%.2f", r.medianUs());
        std::snprintf(most, sizeof most, "%.2f", r.maxUs());
    }
    std::printf("%-16s %9zu %12.2f %12.1f %10s %10s %11.2f %12zu %14llu  %s\n", r.engine.c_str(),
                r.positions, r.totalMs, perSecond, median, most, r.buildMs, r.tableBytes,
                static_cast<unsigned long long>(r.nodes), r.skipped.c_str());
}

std::vector<pl::Position> seededPositions(const pl::Rules& rules, std::size_t count,
                                          std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<pl::Position> out;
    for (std::size_t i = 0; i < count; ++i)
        out.push_back(rules.random(rng));
    return out;
}

std::vector<pl::Position> walkedPositions(const pl::Rules& rules, std::size_t count,
                                          std::uint64_t seed, std::size_t moves)
{
    std::mt19937_64 rng(seed);
    std::vector<pl::Position> out;
    for (std::size_t i = 0; i < count; ++i) {
        pl::Position p = pl::scrambleStart(rules);
        int last = -1;
        for (std::size_t k = 0; k < moves; ++k) {
            std::vector<int> legal;
            for (int m = 0; m < rules.moveCount(); ++m)
                if (rules.legal(p, m) && (last < 0 || m != rules.inverseOf(last)))
                    legal.push_back(m);
            if (legal.empty())
                break;
            last = legal[static_cast<std::size_t>(rng() % legal.size())];
            rules.applyInPlace(p, last);
        }
        out.push_back(std::move(p));
    }
    return out;
}

}  // namespace pl::bench
