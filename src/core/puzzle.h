// The one face every puzzle shows to the rest of the program (CLI, models, UI, tests).
// Plain C++20: nothing in core may include Qt.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/problem.h"

namespace pl {

namespace search {
class SearchObserver;
}

struct PuzzleEntry;

// A position is a small value: the cells of the board.
// - clocks: 9 cells, each 0..3 quarter turns past 12 (0 = 12 o'clock, 1 = 3, 2 = 6, 3 = 9).
// - msquare: 16 cells, cells 0..7 the board in the clockwise reading order of the judge
//   (values 1..8), cells 8..15 the target the board is to reach (values 1..8).
// - rotation: 24 cells in the numbering of SPEC 1.3, values 1..3.
struct Position {
    std::vector<std::uint8_t> cells;
    friend bool operator==(const Position&, const Position&) = default;
};

// Cooperative cancellation: engines poll it every few thousand nodes.
class CancelToken {
public:
    void cancel() noexcept { flag_.store(true, std::memory_order_relaxed); }
    void reset() noexcept { flag_.store(false, std::memory_order_relaxed); }
    [[nodiscard]] bool cancelled() const noexcept { return flag_.load(std::memory_order_relaxed); }

private:
    std::atomic<bool> flag_{false};
};

// What an engine is doing, as a code: the English is in core/phase_text.cpp (for the
// command line), the window translates the same words (models/problem_text_tr.h).
enum class Phase : std::uint8_t {
    Searching,              // "searching"
    BreadthFirst,           // "breadth-first search"
    BuildingTable,          // "building table"
    SearchingBound,         // "searching bound N" (IDA*): Progress::depth is the bound N
    EnumeratingMoveCounts,  // "enumerating move counts"
    Census,                 // "counting every board": Progress::depth is the percent done
};

struct Progress {
    Phase phase = Phase::Searching;
    int depth = 0;  // depth reached; the bound for SearchingBound, the percent for Census
    std::uint64_t nodes = 0;
    double elapsedMs = 0;
};
// Called from the solving thread, at most every ~50 ms (engines throttle it themselves).
using ProgressFn = std::function<void(const Progress&)>;

// Unsolvable: the position is valid but no sequence of moves reaches a goal (SPEC 7.3);
// never the same as Cancelled or Failed.
enum class Outcome { Solved, Unsolvable, Cancelled, Failed };

struct SolveStats {
    std::uint64_t nodes = 0;         // nodes expanded (table look-ups for table engines)
    std::uint64_t statesStored = 0;  // states held in memory at the peak
    std::size_t tableBytes = 0;      // memory of the engine's tables
    double buildMs = 0;              // time spent building tables during this call
    int tablesRead = 0;              // tables read from the disk cache during this call
    int tablesSaved = 0;             // tables written to the disk cache during this call
    // Threads the search ran on: more than one when `ida` split its large iterations
    // (search/deepening.h; the answer and the nodes are those of one thread).
    unsigned searchThreads = 1;
    // IDA* (`ida`): the last bound an iteration started, every smaller one searched to the
    // end without an answer, so any answer has at least this many moves; set also when
    // the search was stopped. 0 for the other engines.
    int bound = 0;
    // Wall time of this call. An engine whose answer is one look-up may leave it 0
    // (reading the clock would cost more than answering); callers that show a time
    // measure the call themselves, as SolveService does.
    double wallMs = 0;
};

// Which goal a position reached (SPEC 7.4): for `anyOf` the index of the first
// alternative it meets (0 for the other forms); for a `uniform` goal (or a uniform
// alternative) the label its cells hold, else -1. The one way the program says it:
// the Rotation Game's centre label (SPEC 1.3) is `label`.
struct GoalReached {
    int alternative = 0;
    int label = -1;
    friend bool operator==(const GoalReached&, const GoalReached&) = default;
};

// What a solve came to: the one result type from the engines to the window (the
// window's SolveResult is this with the request it answers).
struct Answer {
    Outcome outcome = Outcome::Failed;
    std::vector<int> moves;  // indices into moveNames(), when Solved
    GoalReached reached;     // which goal the moves reach, when Solved
    Problems problems;       // why, when Failed (worded where they are shown)
    SolveStats stats;        // also filled (as far as it got) when Cancelled
};

// An answer that failed for `problems`.
[[nodiscard]] inline Answer failedAnswer(Problems problems)
{
    Answer a;
    a.problems = std::move(problems);
    return a;
}

class Engine {
public:
    virtual ~Engine() = default;
    [[nodiscard]] virtual std::string name() const = 0;         // CLI --engine name
    [[nodiscard]] virtual std::string description() const = 0;  // one sentence for the UI
    // Must validate its input (Failed with problems on bad input), poll `cancel`,
    // and report progress through `progress` (may be empty).
    virtual Answer solve(const Position& position, const ProgressFn& progress,
                         const CancelToken& cancel) = 0;
    // Watching the search (SPEC 9, search/search_observer.h): the observer told of the
    // next solves' iterations, layers and nodes (null: none). A watched table is built
    // for the watching, never taken ready from the puzzle or the disk cache.
    virtual void watch(search::SearchObserver* observer) { (void)observer; }
};

template <typename T>
struct Parsed {
    std::optional<T> value;
    std::string error;  // human sentence when !value
    explicit operator bool() const { return value.has_value(); }
};

// One case of a judge input: either a position or what is wrong with it.
struct JudgeInput {
    std::vector<Position> cases;  // the well-formed cases before the first bad one
    std::string error;            // "case N: ..." for the first bad case, empty if none
};

class Puzzle {
public:
    virtual ~Puzzle() = default;
    [[nodiscard]] virtual std::string key() const = 0;    // "clocks", "msquare", "rotation"
    [[nodiscard]] virtual std::string title() const = 0;  // "The Clocks", ...
    [[nodiscard]] virtual int cellCount() const = 0;
    [[nodiscard]] virtual const std::vector<std::string>& moveNames() const = 0;

    // The position a new document starts from (clocks: all at 12, msquare: standard
    // board and standard target, rotation: the first sample board).
    [[nodiscard]] virtual Position initial() const = 0;
    // The one pure apply function. `move` must be a valid index.
    [[nodiscard]] virtual Position apply(const Position& p, int move) const = 0;
    // Whether `move` may be played on `p` (a sliding puzzle's move needs a tile on that
    // side of the blank); apply() is only called for legal moves.
    [[nodiscard]] virtual bool isLegal(const Position& p, int move) const
    {
        (void)p;
        return move >= 0 && move < static_cast<int>(moveNames().size());
    }
    [[nodiscard]] virtual bool isGoal(const Position& p) const = 0;
    // Empty when valid, else a sentence naming what is wrong.
    [[nodiscard]] virtual std::string validate(const Position& p) const = 0;
    [[nodiscard]] virtual Position random(std::mt19937_64& rng) const = 0;
    // A random position the moves can bring back to the goal: what Scramble sets up. By
    // default random(), for puzzles whose valid positions can all be solved.
    [[nodiscard]] virtual Position scramble(std::mt19937_64& rng) const { return random(rng); }

    // Text form of a position as used by --position and the solution file.
    [[nodiscard]] virtual std::string formatPosition(const Position& p) const = 0;
    [[nodiscard]] virtual Parsed<Position> parsePosition(std::string_view text) const = 0;
    // clocks: "4 5 8 9"; msquare / rotation: "BCABCCB".
    [[nodiscard]] virtual std::string formatMoves(const std::vector<int>& moves) const = 0;
    [[nodiscard]] virtual Parsed<std::vector<int>> parseMoves(std::string_view text) const = 0;

    // Engines: names in display order, the first is the best (default).
    [[nodiscard]] virtual std::vector<std::string> engineNames() const = 0;
    [[nodiscard]] virtual std::unique_ptr<Engine> makeEngine(std::string_view name) const = 0;

    // From the exact tables (built on first use, thread-safe). Position must be valid.
    [[nodiscard]] virtual int distance(const Position& p) const = 0;
    // Every move that starts an optimal solution, in move order (a hint).
    [[nodiscard]] virtual std::vector<int> optimalMoves(const Position& p) const = 0;
    // Number of positions at each distance (index = distance).
    [[nodiscard]] virtual std::vector<std::uint64_t> histogram() const = 0;
    // Builds now the tables distance() and optimalMoves() use (and histogram()'s too
    // when `histogram`), reporting progress, so that a long build can be stopped: false
    // when `cancel` stopped it (nothing half built is kept; the next call starts again).
    // True when they are built, or there is nothing to build (a refused table included).
    // The contest puzzles' tables take milliseconds: they build on first use instead.
    [[nodiscard]] virtual bool prepareTables(bool histogram, const ProgressFn& progress,
                                             const CancelToken& cancel) const
    {
        (void)histogram;
        (void)progress;
        return !cancel.cancelled();
    }

    // Where tableRefusal() says no table fits, the distance of a position and an optimal
    // first move can still come from a search (the puzzle's ida engine, its databases
    // built once and kept for the puzzle's life): whether this puzzle can do that.
    [[nodiscard]] virtual bool searchesDistance() const { return false; }
    // The searched distance of `p` (valid) and the first move of its smallest optimal
    // answer (-1 when it is solved): outcome Solved, or Unsolvable, Cancelled when
    // `cancel` stopped it, Failed with `problems` (the search ran out of memory, say).
    // Thread-safe; one search runs at a time per puzzle. Recent answers are remembered.
    struct SearchedDistance {
        Outcome outcome = Outcome::Failed;
        int distance = -1;
        int firstMove = -1;
        Problems problems;
    };
    [[nodiscard]] virtual SearchedDistance searchDistance(const Position& p,
                                                          const CancelToken& cancel) const
    {
        (void)p;
        (void)cancel;
        return {};
    }

    // Judge formats, byte for byte (SPEC 1 and 3).
    [[nodiscard]] virtual JudgeInput parseJudge(std::string_view text) const = 0;
    [[nodiscard]] virtual std::string formatJudgeAnswer(const Position& p,
                                                        const Answer& a) const = 0;

    // The definition this puzzle is drawn and described from (SPEC 7); null for a
    // puzzle without one (a test's own).
    [[nodiscard]] virtual std::shared_ptr<const PuzzleEntry> entry() const;
    // Why distance(), optimalMoves() and histogram() cannot be asked here (their table
    // would not fit, say), as a sentence; empty when they can.
    [[nodiscard]] virtual std::string tableRefusal() const { return {}; }
    // Why `engine` (one of engineNames()) cannot run here, as a sentence (it would need
    // more memory than allowed, say); empty when it can.
    [[nodiscard]] virtual std::string engineRefusal(std::string_view engine) const
    {
        (void)engine;
        return {};
    }
    // SPEC 7.1 `editableGoal`: the person sets the goal too. The goal is then one full
    // pattern of the cells held beside the position (never a part of it), and
    // withGoal() gives the puzzle that solves, scrambles, measures and judges for it.
    [[nodiscard]] virtual bool editableGoal() const { return false; }
    // The goal as a position, for an editableGoal puzzle (its one full pattern);
    // nothing otherwise.
    [[nodiscard]] virtual std::optional<Position> goalPosition() const { return std::nullopt; }
    // This puzzle with `goal` as its goal: the same definition, moves, text forms and
    // engines, with every answer about reaching `goal`. Null when the goal cannot be
    // edited here or `goal` is not a valid full pattern (goalProblems() in
    // core/checked_readers.h says why).
    [[nodiscard]] virtual std::shared_ptr<const Puzzle> withGoal(const Position& goal) const
    {
        (void)goal;
        return nullptr;
    }
    // Geometry of a move for drawing and animation. For each cell, the cell whose
    // content it holds after `move`; by default derived from apply(), which must then be
    // a pure function of the cells. Puzzles whose moves turn dials in place answer the
    // identity.
    [[nodiscard]] virtual std::vector<int> moveSources(int move) const;
    // The cells a move changes: the dials it turns, the tiles or cells it moves.
    [[nodiscard]] virtual std::vector<int> moveCells(int move) const;
};

// Puzzle::moveSources and Puzzle::moveCells.
inline std::vector<int> moveSources(const Puzzle& puzzle, int move)
{
    return puzzle.moveSources(move);
}
inline std::vector<int> moveCells(const Puzzle& puzzle, int move)
{
    return puzzle.moveCells(move);
}

}  // namespace pl
