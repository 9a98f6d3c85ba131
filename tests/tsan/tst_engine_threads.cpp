// The engines from several threads, as the app drives them (issue 7), for
// ThreadSanitizer: a worker solves while the GUI thread reads its progress and cancels
// at a random moment, and two threads reach the lazily built tables at the same time
// from a cold start. Plain C++ on purpose (no Qt: Qt is not built with TSan), so any
// report is about the core. Built and run by scripts/tsan.sh (-DPUZZLELAB_TSAN=ON);
// without TSan it is still a test of the results and of prompt cancellation.
//
// Prints "N passed, M failed" and exits non-zero on a failure. PL_TSAN_SEED changes the
// random cancel times.
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <latch>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "checks.h"
#include "contest_kinds.h"
#include "core/contest/rotation/pattern_table.h"
#include "core/contest/rotation/rotation.h"
#include "core/engines/ida_puzzle.h"
#include "core/engines/reachable_histogram.h"
#include "core/engines/table_engine.h"
#include "core/puzzle.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"
#include "core/search/coset_pdb.h"
#include "core/search/memory_ledger.h"
#include "core/search/pattern_db.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;
using pl::JudgeCase;
using pl::test::PuzzleKind;

using pl::tsan::check;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::vector<pl::Position> randomPositions(const pl::Puzzle& puzzle, int count, unsigned seed)
{
    std::mt19937_64 rng(seed);
    std::vector<pl::Position> out;
    for (int i = 0; i < count; ++i)
        out.push_back(puzzle.random(rng));
    return out;
}

bool reachesGoal(const pl::Puzzle& puzzle, pl::Position p, const std::vector<int>& moves)
{
    for (const int m : moves)
        p = puzzle.apply(p, m);
    return puzzle.isGoal(p);
}

// Cases of a contest puzzle as its judge gives them: random positions of the held
// puzzle; for Magic Squares the standard board and a random target (the goal).
std::vector<JudgeCase> randomCases(PuzzleKind kind, int count, unsigned seed)
{
    const pl::Puzzle& puzzle = pl::test::puzzle(kind);
    std::vector<JudgeCase> out;
    for (const pl::Position& p : randomPositions(puzzle, count, seed)) {
        if (puzzle.editableGoal())
            out.push_back(JudgeCase{puzzle.initial(), p});
        else
            out.push_back(JudgeCase{p, std::nullopt});
    }
    return out;
}

// What the GUI thread may look at while a worker solves: written by the progress
// callback on the worker, read here.
struct SharedProgress {
    std::atomic<std::uint64_t> nodes{0};
    std::atomic<int> depth{0};
    std::atomic<int> reports{0};
    std::mutex phaseMutex;
    pl::Phase phase = pl::Phase::Searching;
};

// Two threads reach every lazily built table at once, before anything else in the
// process has touched them, and must see the same answers: the held puzzles' tables
// (distance and hints), the add-ons' (the Rotation Game's patterns, the Magic Squares
// table its engine answers from).
void coldStartTables()
{
    const pl::Puzzle& rotation = pl::test::puzzle(PuzzleKind::Rotation);
    const pl::Puzzle& msquare = pl::test::puzzle(PuzzleKind::MagicSquare);
    check(!pl::RotationPatternTable::isBuilt(), "the rotation table is still cold");
    const auto rotationBoards = randomPositions(rotation, 200, 7);
    const auto msquareTargets = randomCases(PuzzleKind::MagicSquare, 200, 8);

    struct Seen {
        std::vector<int> distances;
        std::vector<std::vector<int>> hints;
        std::vector<std::vector<int>> answers;
        std::size_t hardest = 0;
        std::size_t histogram = 0;
    };
    Seen seen[2];
    std::latch start(2);
    const auto work = [&](int who) {
        Seen& s = seen[who];
        start.arrive_and_wait();
        // The two threads go at the tables in different orders, so each table is
        // first reached by both at about the same time in one round or another.
        if (who == 0) {
            for (const auto& b : rotationBoards)
                s.distances.push_back(rotation.distance(b));
            for (const auto& b : rotationBoards)
                s.distances.push_back(pl::rotation::boardDistance(b));
            for (const auto& t : msquareTargets)
                s.hints.push_back(
                    msquare.optimalMoves(pl::test::renamedToStandard(t.position, *t.goal)));
            s.hardest = pl::rotation::rotationHardestBoards().size();
        } else {
            s.hardest = pl::rotation::rotationHardestBoards().size();
            auto engine = pl::test::contestEngine(PuzzleKind::MagicSquare, "msquare-table");
            const pl::CancelToken never;
            for (const auto& t : msquareTargets)
                s.answers.push_back(
                    engine->solve(pl::test::contestRequest(PuzzleKind::MagicSquare, t), {}, never)
                        .moves);
            for (const auto& b : rotationBoards)
                s.distances.push_back(pl::rotation::boardDistance(b));
            for (const auto& b : rotationBoards)
                s.distances.push_back(rotation.distance(b));
        }
        for (const auto& b : rotationBoards)
            s.hints.push_back(rotation.optimalMoves(b));
        s.histogram =
            pl::test::addOn(PuzzleKind::Rotation).histogram().size() + msquare.histogram().size();
    };
    std::thread a(work, 0);
    std::thread b(work, 1);
    a.join();
    b.join();

    // Thread 0 asked the held puzzle first, thread 1 the add-on's pattern table.
    const std::size_t n = rotationBoards.size();
    const std::vector<int> held0(seen[0].distances.begin(), seen[0].distances.begin() + long(n));
    const std::vector<int> pattern0(seen[0].distances.begin() + long(n), seen[0].distances.end());
    const std::vector<int> pattern1(seen[1].distances.begin(), seen[1].distances.begin() + long(n));
    const std::vector<int> held1(seen[1].distances.begin() + long(n), seen[1].distances.end());
    check(held0 == held1 && pattern0 == pattern1, "both threads see the same rotation distances");
    check(held0 == pattern0, "the held puzzle's rotation distances are the pattern table's");
    check(seen[0].hardest == 192 && seen[1].hardest == 192, "192 hardest boards in both threads");
    check(seen[0].histogram == seen[1].histogram && seen[0].histogram == 15 + 23,
          "both threads see the histograms");
    // Thread 0 took msquare hints then rotation hints, thread 1 only rotation hints.
    const std::vector<std::vector<int>> rotationHints0(
        seen[0].hints.begin() + static_cast<long>(msquareTargets.size()), seen[0].hints.end());
    check(rotationHints0 == seen[1].hints, "both threads see the same rotation hints");
    bool hintsStartAnswers = true;
    for (std::size_t i = 0; i < msquareTargets.size(); ++i) {
        const auto& answer = seen[1].answers[i];
        const auto& hint = seen[0].hints[i];
        if (!answer.empty() && (hint.empty() || hint.front() != answer.front()))
            hintsStartAnswers = false;
        pl::Position at = msquareTargets[i].position;
        for (const int m : answer)
            at = msquare.apply(at, m);
        if (at != *msquareTargets[i].goal)
            hintsStartAnswers = false;
    }
    check(hintsStartAnswers, "msquare answers reach the goal and begin with the first hint");
    check(pl::RotationPatternTable::isBuilt(), "the rotation table is built once used");
}

// Two workers answer with the same table engine at the same time (the Compare dialog
// runs every engine at once; a batch solve may run beside it): the held puzzle's
// default engine (Magic Squares': the puzzle's for each case's target).
void twoWorkersShareTables()
{
    for (const PuzzleKind kind : pl::test::kContestKinds) {
        const std::string key = pl::test::contestKey(kind);
        const auto cases = randomCases(kind, 300, 11);
        std::vector<std::string> answers[2];
        std::latch start(2);
        const auto work = [&](int who) {
            std::shared_ptr<const pl::Puzzle> solver;
            std::unique_ptr<pl::Engine> engine;
            const pl::CancelToken never;
            start.arrive_and_wait();
            for (const auto& c : cases) {
                const auto forCase = pl::test::solverFor(kind, c);
                if (forCase != solver) {
                    solver = forCase;
                    engine = solver->makeEngine(solver->engineNames().front());
                }
                answers[who].push_back(
                    pl::test::judgeAnswer(kind, c, engine->solve(c.position, {}, never)));
            }
        };
        std::thread a(work, 0);
        std::thread b(work, 1);
        a.join();
        b.join();
        check(answers[0] == answers[1] && answers[0].size() == cases.size(),
              key + ": two workers give the same answers");
    }
}

// One worker solves while this thread watches its progress and cancels after
// `cancelAfter`. Returns false when the worker did not stop in time.
struct Round {
    pl::Outcome outcome = pl::Outcome::Failed;
    std::vector<int> moves;
    double stopMs = 0;  // from cancel() to the worker returning; 0 when it finished first
    bool progressMonotonic = true;
    int reports = 0;
};

Round solveAndCancel(const pl::Puzzle& puzzle, const std::string& engineName,
                     const pl::Position& position, std::chrono::microseconds cancelAfter)
{
    auto engine = puzzle.makeEngine(engineName);
    pl::CancelToken cancel;
    SharedProgress shared;
    const pl::ProgressFn progress = [&shared](const pl::Progress& p) {
        shared.nodes.store(p.nodes, std::memory_order_relaxed);
        shared.depth.store(p.depth, std::memory_order_relaxed);
        {
            const std::lock_guard lock(shared.phaseMutex);
            shared.phase = p.phase;
        }
        shared.reports.fetch_add(1, std::memory_order_release);
    };
    Round round;
    std::atomic<bool> done{false};
    std::atomic<Clock::rep> returnedAt{0};
    std::thread worker([&] {
        pl::Answer s = engine->solve(position, progress, cancel);
        round.outcome = s.outcome;
        round.moves = std::move(s.moves);
        returnedAt.store(Clock::now().time_since_epoch().count(), std::memory_order_relaxed);
        done.store(true, std::memory_order_release);
    });

    const auto start = Clock::now();
    std::uint64_t lastNodes = 0;
    pl::Phase phase = pl::Phase::Searching;
    while (!done.load(std::memory_order_acquire) && Clock::now() - start < cancelAfter) {
        const std::uint64_t nodes = shared.nodes.load(std::memory_order_relaxed);
        if (nodes < lastNodes)
            round.progressMonotonic = false;
        lastNodes = nodes;
        if (shared.reports.load(std::memory_order_acquire) > 0) {
            const std::lock_guard lock(shared.phaseMutex);
            phase = shared.phase;
        }
        std::this_thread::sleep_for(200us);
    }
    static_cast<void>(phase);  // only read, under the lock: the race checker's point
    const auto cancelledAt = Clock::now();
    const bool finishedFirst = done.load(std::memory_order_acquire);
    cancel.cancel();
    worker.join();
    if (!finishedFirst) {
        const Clock::time_point returned{Clock::duration(returnedAt.load())};
        round.stopMs = std::max(
            0.0, std::chrono::duration<double, std::milli>(returned - cancelledAt).count());
    }
    round.reports = shared.reports.load();
    return round;
}

// Random cancel times from "at once" to past the end of the search, so some rounds are
// cancelled in the middle and some finish.
void cancelAtRandomTimes(std::mt19937& rng)
{
    struct Job {
        PuzzleKind kind;
        const char* engine;
        int rounds;
        int maxCancelMs;
        std::vector<JudgeCase> cases;
    };
    // The classic IDA* takes seconds on the hardest boards (always cancelled here) and
    // milliseconds on most random ones (often finished): half of each.
    const auto hardest = pl::rotation::rotationHardestBoards();
    const auto randomBoards = randomCases(PuzzleKind::Rotation, 8, 2);
    std::vector<JudgeCase> rotationBoards;
    for (std::size_t i = 0; i < 8; ++i) {
        rotationBoards.push_back(JudgeCase{hardest[i * hardest.size() / 8], std::nullopt});
        rotationBoards.push_back(randomBoards[i]);
    }
    std::vector<Job> jobs{
        {PuzzleKind::Rotation, "rotation-ida", 16, 300, rotationBoards},
        {PuzzleKind::MagicSquare, "msquare-bfs", 16, 120,
         randomCases(PuzzleKind::MagicSquare, 16, 3)},
        {PuzzleKind::Clocks, "clocks-enumerate", 16, 3, randomCases(PuzzleKind::Clocks, 16, 4)},
    };
    for (const Job& job : jobs) {
        const std::string key = pl::test::contestKey(job.kind);
        const pl::CancelToken never;
        int solved = 0;
        int cancelled = 0;
        double slowestStopMs = 0;
        bool allGood = true;
        for (int r = 0; r < job.rounds; ++r) {
            const JudgeCase& c = job.cases[static_cast<std::size_t>(r) % job.cases.size()];
            const auto solver = pl::test::solverFor(job.kind, c);
            const pl::Position& p = c.position;
            const auto after = std::chrono::microseconds(
                std::uniform_int_distribution<int>(0, job.maxCancelMs * 1000)(rng));
            const Round round = solveAndCancel(*solver, job.engine, p, after);
            const std::string tag = key + " " + job.engine + " round " + std::to_string(r) +
                                    " (cancel after " + std::to_string(after.count() / 1000) +
                                    " ms)";
            if (round.outcome == pl::Outcome::Solved) {
                ++solved;
                auto reference = solver->makeEngine(solver->engineNames().front());
                const auto expected = reference->solve(p, {}, never).moves;
                if (round.moves != expected || !reachesGoal(*solver, p, round.moves)) {
                    allGood = false;
                    check(false, tag + ": the answer differs from the table engine's");
                }
            } else if (round.outcome == pl::Outcome::Cancelled) {
                ++cancelled;
                if (!round.moves.empty()) {
                    allGood = false;
                    check(false, tag + ": a cancelled solve returned moves");
                }
            } else {
                allGood = false;
                check(false, tag + ": failed");
            }
            if (!round.progressMonotonic) {
                allGood = false;
                check(false, tag + ": progress went backwards");
            }
            slowestStopMs = std::max(slowestStopMs, round.stopMs);
        }
        std::printf("%s %s: %d solved, %d cancelled, slowest stop %.1f ms after cancel\n",
                    key.c_str(), job.engine, solved, cancelled, slowestStopMs);
        // Cancel is polled every few thousand nodes; even under TSan that is well
        // under a second.
        check(slowestStopMs < 1000.0, key + " " + job.engine +
                                          ": stops within 1 s of cancel (slowest " +
                                          std::to_string(slowestStopMs) + " ms)");
        check(allGood, key + " " + job.engine + ": every round solved or cancelled (" +
                           std::to_string(solved) + " solved, " + std::to_string(cancelled) +
                           " cancelled)");
    }
}

// Cancelling before the worker starts: Cancelled, no moves, for every engine of every
// held contest puzzle (the add-ons' and the generic ones).
void cancelBeforeStart()
{
    for (const pl::Puzzle* puzzle : pl::test::contestPuzzles())
        for (const std::string& name : puzzle->engineNames()) {
            auto engine = puzzle->makeEngine(name);
            pl::CancelToken cancel;
            cancel.cancel();
            pl::Answer s;
            std::thread worker([&] {
                std::mt19937_64 rng(5);
                s = engine->solve(puzzle->random(rng), {}, cancel);
            });
            worker.join();
            check(s.outcome == pl::Outcome::Cancelled && s.moves.empty(),
                  puzzle->key() + " " + name + ": cancelled before it starts");
        }
}

// The engines of any definition (issue 12): the generic table builds a level on every
// core, while the caller's thread polls its progress; a second thread builds its own
// table of the same puzzle at the same time; a third is cancelled at a random moment.
void definitionEnginesOnThreads(std::mt19937& rng)
{
    const pl::Registry library = pl::Registry::bundled();
    // (loopover-3: ida's tracked-tile databases, built on all cores.)
    for (const char* key : {"rotation", "eight-puzzle", "lights-out-3", "loopover-3"}) {
        const auto entry = library.find(key);
        check(entry != nullptr, std::string(key) + ": bundled");
        if (!entry)
            continue;
        const pl::Rules& rules = *entry->rules;
        const auto positions = [&rules](unsigned seed) {
            std::mt19937_64 r(seed);
            std::vector<pl::Position> out;
            for (int i = 0; i < 8; ++i)
                out.push_back(rules.random(r));
            return out;
        };
        for (const std::string& name : pl::engineNames(*entry)) {
            if (name == "bfs" || name.ends_with("-ida") || name.ends_with("-bfs") ||
                name.ends_with("-enumerate"))
                continue;  // per-position searches: slow here, no shared state
            std::vector<std::vector<int>> answers[2];
            SharedProgress shared;
            std::latch ready(2);
            std::vector<std::thread> workers;
            for (int w = 0; w < 2; ++w)
                workers.emplace_back([&, w] {
                    auto engine = pl::makeEngine(*entry, name);
                    const pl::CancelToken never;
                    const pl::ProgressFn report = [&shared](const pl::Progress& pr) {
                        shared.nodes.store(pr.nodes, std::memory_order_relaxed);
                        shared.reports.fetch_add(1, std::memory_order_relaxed);
                    };
                    ready.arrive_and_wait();
                    for (const pl::Position& p : positions(7)) {
                        const pl::Answer a = engine->solve({p, rules.goal()}, report, never);
                        answers[w].push_back(
                            a.outcome == pl::Outcome::Solved ? a.moves : std::vector<int>{-1});
                    }
                });
            for (auto& t : workers)
                t.join();
            check(answers[0] == answers[1], std::string(key) + " " + name + ": two threads agree");

            // Cancelled at a random moment of a cold build.
            auto engine = pl::makeEngine(*entry, name);
            pl::CancelToken cancel;
            pl::Answer answer;
            std::thread worker([&] {
                answer = engine->solve({positions(9).front(), rules.goal()}, {}, cancel);
            });
            std::this_thread::sleep_for(std::chrono::microseconds(rng() % 20000));
            const auto asked = Clock::now();
            cancel.cancel();
            worker.join();
            check(answer.outcome == pl::Outcome::Cancelled ||
                      answer.outcome == pl::Outcome::Solved ||
                      answer.outcome == pl::Outcome::Unsolvable,
                  std::string(key) + " " + name + ": cancelled or answered");
            std::printf("%s %s stop %.0f ms\n", key, name.c_str(), msSince(asked));
            check(msSince(asked) < 2000, std::string(key) + " " + name + ": stops promptly");
        }
    }
}

// The reachable histogram over pieces (a 2x2x2 in stickers) runs its levels on every
// core; stopped at a random moment from another thread, or run to its published total.
void piecesOnThreads(std::mt19937& rng)
{
    const std::string path = std::string(PL_TEST_DATA_DIR) + "/cube2-stickers.puzzle.json";
    std::ifstream in(path, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    pl::Checked<pl::PuzzleEntry> entry = pl::loadDefinition(text, "cube2-stickers.puzzle.json");
    check(static_cast<bool>(entry), "cube2-stickers: loaded");
    if (!entry)
        return;
    const pl::Rules& rules = *entry.value->rules;
    const pl::ReachableHistogram whole =
        pl::reachableHistogram(rules, rules.goal(), std::uint64_t{1} << 30, pl::CancelToken{});
    std::uint64_t sum = 0;
    for (const std::uint64_t c : whole.counts)
        sum += c;
    check(whole.outcome == pl::Outcome::Solved && sum == 3674160,
          "cube2-stickers: 3,674,160 positions reached");
    pl::CancelToken cancel;
    pl::ReachableHistogram stopped;
    std::thread worker([&] {
        stopped = pl::reachableHistogram(rules, rules.goal(), std::uint64_t{1} << 30, cancel);
    });
    std::this_thread::sleep_for(std::chrono::microseconds(rng() % 200000));
    cancel.cancel();
    worker.join();
    check(stopped.outcome == pl::Outcome::Cancelled ||
              (stopped.outcome == pl::Outcome::Solved && stopped.counts == whole.counts),
          "cube2-stickers: cancelled or the same counts");
}

// One memory limit for the process (search/memory_ledger.h): two threads each solve
// 2x2x2 positions with engines of their own (a table engine kept for all, a fresh one
// now and then, and ida), under a limit that holds one table, not two. Each build asks
// the other thread's engines to let go of idle tables while they may be solving: every
// answer is the reference length, a refusal is only "held elsewhere", and the ledger is
// back to nothing once the engines are gone.
void memoryLimitAcrossThreads()
{
    const pl::Registry library = pl::Registry::bundled();
    const auto entry = library.find("cube-2");
    check(entry != nullptr, "cube-2: bundled");
    if (!entry)
        return;
    const pl::Rules& rules = *entry->rules;
    std::vector<pl::Position> positions;
    std::mt19937_64 r(5);
    for (int i = 0; i < 8; ++i) {
        pl::Position p = rules.start();  // solved; then 14 random moves
        for (int m = 0; m < 14; ++m)
            p = rules.apply(p, static_cast<int>(r() % static_cast<unsigned>(rules.moveCount())));
        positions.push_back(std::move(p));
    }
    const pl::CancelToken never;
    std::vector<int> lengths;
    std::uint64_t need = 0;
    {
        const auto reference = pl::makeEngine(*entry, "table", {});
        for (const pl::Position& p : positions) {
            const pl::Answer a = reference->solve(pl::SolveRequest{p, rules.goal()}, {}, never);
            lengths.push_back(a.outcome == pl::Outcome::Solved ? static_cast<int>(a.moves.size())
                                                               : -1);
        }
        need = pl::TableEngine(pl::solvingRules(entry->rules), {})
                   .bytesNeeded(rules.toPieces(rules.goal()));
    }
    pl::search::MemoryLedger& ledger = pl::search::MemoryLedger::process();
    const std::uint64_t before = ledger.held();  // what the earlier tests' puzzles keep
    pl::EngineOptions tight;
    tight.cacheFolder = std::string();
    tight.maxMemoryBytes = need * 3 / 2 + (std::uint64_t{1} << 20);
    // The process's limit too (what the earlier tests' puzzles keep, idle, goes first).
    ledger.setLimit(tight.maxMemoryBytes);
    const std::uint64_t askedBefore = ledger.asked();
    struct Tally {
        int solved = 0;
        int refused = 0;
        std::vector<std::string> wrong;
    };
    Tally tally[2];
    std::latch ready(2);
    std::vector<std::thread> workers;
    for (int w = 0; w < 2; ++w)
        workers.emplace_back([&, w] {
            Tally& t = tally[w];
            const auto kept = pl::makeEngine(*entry, "table", tight);
            const auto ida = pl::makeEngine(*entry, "ida", tight);
            ready.arrive_and_wait();
            for (int round = 0; round < 3; ++round)
                for (std::size_t i = 0; i < positions.size(); ++i) {
                    const std::size_t k = (i + static_cast<std::size_t>(w) * 3) % positions.size();
                    std::unique_ptr<pl::DefEngine> fresh;
                    pl::DefEngine* engine = kept.get();
                    if (round == 1)
                        engine = ida.get();
                    else if (round == 2 && i % 2 == 0)
                        engine = (fresh = pl::makeEngine(*entry, "table", tight)).get();
                    const pl::Answer a =
                        engine->solve(pl::SolveRequest{positions[k], rules.goal()}, {}, never);
                    if (a.outcome == pl::Outcome::Solved &&
                        static_cast<int>(a.moves.size()) == lengths[k])
                        ++t.solved;
                    else if (a.outcome == pl::Outcome::Failed && !a.problems.empty() &&
                             a.problems.front().code == "engine.memory-held")
                        ++t.refused;
                    else
                        t.wrong.push_back(
                            std::to_string(round) + "/" + std::to_string(k) + ": outcome " +
                            std::to_string(static_cast<int>(a.outcome)) + ", " +
                            std::to_string(a.moves.size()) + " moves for " +
                            std::to_string(lengths[k]) +
                            (a.problems.empty() ? std::string()
                                                : ", " + pl::problemText(a.problems.front())));
                }
        });
    for (std::thread& t : workers)
        t.join();
    for (int w = 0; w < 2; ++w) {
        const std::string who = "memory: thread " + std::to_string(w);
        check(tally[w].wrong.empty(), who + ": every answer the reference length or refused");
        for (const std::string& wrong : tally[w].wrong)
            std::fprintf(stderr, "  %s\n", wrong.c_str());
        check(tally[w].solved > 0, who + ": solved some");
        std::printf("%s: %d solved, %d refused beside the other's tables in use\n", who.c_str(),
                    tally[w].solved, tally[w].refused);
    }
    const std::uint64_t asked = ledger.asked() - askedBefore;
    ledger.setLimit(pl::search::MemoryLedger::kDefaultLimit);
    std::printf("memory: %llu times an engine was asked to let go\n",
                static_cast<unsigned long long>(asked));
    check(asked > 0 || tally[0].refused + tally[1].refused > 0,
          "memory: the threads' tables competed (an engine let go, or a Solve was refused)");
    check(ledger.held() <= before, "memory: nothing more held once the engines are gone");
    check(std::all_of(lengths.begin(), lengths.end(), [](int n) { return n >= 0; }),
          "memory: every position solvable");
}

// The compact tile-group build (search/compact_group.cpp) runs its levels on two
// threads, which mark the same entries: the same table as on one thread, for a board
// whose free cells fit a byte (3x4, 5 tiles) and one that needs two (4x4, 4 tiles);
// every placement is reached (a board with a free cell besides the blank's).
void compactGroupsOnThreads()
{
    const auto rectangle = [](int w, int h) {
        std::vector<std::array<int, 4>> b(static_cast<std::size_t>(w * h));
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                b[static_cast<std::size_t>(y * w + x)] = {
                    y > 0 ? (y - 1) * w + x : -1, y + 1 < h ? (y + 1) * w + x : -1,
                    x > 0 ? y * w + x - 1 : -1, x + 1 < w ? y * w + x + 1 : -1};
        return b;
    };
    const pl::ProgressFn silent;
    const pl::CancelToken never;
    pl::SearchMonitor monitor(silent, never, pl::Phase::BuildingTable);
    struct Case {
        std::vector<std::array<int, 4>> board;
        std::vector<int> goal;
        int blank;
    };
    const std::vector<Case> cases{{rectangle(3, 4), {0, 1, 2, 4, 7}, 11},
                                  {rectangle(4, 4), {1, 2, 3, 5}, 0}};
    for (const auto& [board, goal, blank] : cases) {
        const auto one = pl::search::SlidingGroupPdb::buildCompact(board, goal, blank, monitor, 1);
        const auto two = pl::search::SlidingGroupPdb::buildCompact(board, goal, blank, monitor, 2);
        check(
            one && two && one->bytes() == two->bytes() &&
                std::equal(one->data(), one->data() + one->bytes(), two->data()) &&
                std::count(one->data(), one->data() + one->bytes(), pl::search::kUnreachable) == 0,
            "compact group of " + std::to_string(goal.size()) + " tiles on " +
                std::to_string(board.size()) + " cells: the same table on two threads");
    }
}

// The slot-coset table (search/coset_pdb.h) built on two threads: the 3x3x3's edge flips
// and middle-slice places (1,013,760 entries, two a byte: the push phase exchanges bytes
// whose other half another thread may be writing). The same table as on one thread.
void cosetTableOnThreads()
{
    const pl::Registry bundled = pl::Registry::bundled();
    const auto entry = bundled.find("cube-3");
    check(entry && entry->rules->pieceRules(), "cube-3: bundled, of pieces");
    if (!entry || !entry->rules->pieceRules())
        return;
    const pl::Rules& pieces = *entry->rules->pieceRules();
    const auto layout = pl::ida::pieceLayout(pieces, pieces.goal());
    check(layout.has_value(), "cube-3: a layout of pieces");
    if (!layout)
        return;
    auto spec = pl::ida::cosetSpec(pieces.model(), *layout, pl::ida::kMaxCosetEntries);
    check(spec.has_value(), "cube-3: a coset spec");
    if (!spec)
        return;
    for (std::size_t o = 0; o < spec->orbits.size(); ++o) {
        if (static_cast<int>(o) == spec->setOrbit)
            continue;
        pl::search::CosetSpec::Orbit& orbit = spec->orbits[o];
        orbit.twists = 1;
        for (auto& t : orbit.turns)
            std::fill(t.begin(), t.end(), 0);
        std::fill(orbit.goalTwist.begin(), orbit.goalTwist.end(), 0);
    }
    const pl::ProgressFn silent;
    const pl::CancelToken never;
    pl::SearchMonitor monitor(silent, never, pl::Phase::BuildingTable);
    const auto one = pl::search::CosetPdb::build(*spec, 1, monitor, never);
    const auto two = pl::search::CosetPdb::build(*spec, 2, monitor, never);
    check(one && two && one->size() == 2048 * 495 && one->bytes() == two->bytes() &&
              std::equal(one->data(), one->data() + one->bytes(), two->data()),
          "cube-3 edges: the same coset table on two threads");
}

// A table over bitsets (search/table_build.h, buildByBlockBits): the bundled 2x2x2's
// blocks of corner twists, each thread writing only the groups of blocks it owns, with
// plain (relaxed) stores. Built on two and three threads, it gives the published
// half-turn counts.
void tableOverBitsOnThreads()
{
    const pl::Registry bundled = pl::Registry::bundled();
    const auto entry = bundled.find("cube-2");
    check(entry != nullptr, "cube-2: bundled");
    if (!entry)
        return;
    const std::vector<std::uint64_t> published = {1,     9,      54,     321,     1847,   9992,
                                                  50136, 227536, 870072, 1887748, 623800, 2644};
    for (const unsigned threads : {2u, 3u}) {
        pl::EngineOptions options;
        options.cacheFolder = std::string();
        options.threads = threads;
        pl::TableEngine engine(pl::solvingRules(entry->rules), options);
        const auto built =
            engine.histogram(entry->rules->toPieces(entry->rules->goal()), {}, pl::CancelToken{});
        check(built.outcome == pl::Outcome::Solved && built.value.counts == published,
              "cube-2: the published counts from a table over bitsets on " +
                  std::to_string(threads) + " threads");
    }
}

}  // namespace

int main()
{
    const auto start = Clock::now();
    unsigned seed = 1;
    if (const char* env = std::getenv("PL_TSAN_SEED"))
        seed = static_cast<unsigned>(std::strtoul(env, nullptr, 10));
    std::mt19937 rng(seed);

    coldStartTables();  // first: the tables must still be cold
    twoWorkersShareTables();
    cancelAtRandomTimes(rng);
    cancelBeforeStart();
    definitionEnginesOnThreads(rng);
    piecesOnThreads(rng);
    compactGroupsOnThreads();
    cosetTableOnThreads();
    tableOverBitsOnThreads();
    memoryLimitAcrossThreads();

    std::printf("%d passed, %d failed (seed %u, %.1f s)\n", pl::tsan::passedChecks(),
                pl::tsan::failedChecks(), seed, msSince(start) / 1000.0);
    return pl::tsan::failedChecks() == 0 ? 0 : 1;
}
