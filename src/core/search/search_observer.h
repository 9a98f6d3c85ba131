// Watching a search (SPEC 9, issue 24): what an engine tells an observer that asks, and
// nothing when none does.
//
// An observer rides on the request (SolveRequest::observer). The engines call it from
// their own thread, at the grain of an iteration or a layer (never per node: an
// unwatched search runs the same code as before, and a watched one only pays a call per
// iteration or layer):
// - IDA* (search/deepening.h, the `ida` engine): iterationStarted(bound) before each
//   iteration; iterationEnded(bound, nodes, nextBound) after it, with the nodes the
//   search has expanded so far (what the engine reports as its nodes when it ends there)
//   and the least f it cut off (kNoBound: nothing was cut, the tree is exhausted);
// - breadth-first searches (the `bfs` engine, the `table` engine's build): layerDone(d,
//   count) once layer d is complete, count the positions (table entries) at distance d;
// - solved(moves) once an answer is found and checked (every engine, by its face).
// A watched table is built, never read from the disk cache: the build is what is watched.
//
// An observer whose watchesNodes() is true is also told of single nodes (step mode and
// the tree of the Watch the Search view), by the searches that can say them:
// - node(): a node generated and counted (one of the engine's `nodes`), with the moves
//   from the root, its heuristic and what became of it: expanded, cut off by the bound
//   (f = depth + h over it: the search that tests a node's f on entering it), a goal, or
//   a position a breadth-first search expands (with its rank; a table build, which has
//   no path from the root, tells the position itself and its distance from the goal);
// - childSkipped(): a child of the node on `path` that was never entered: cut off by the
//   bound before it was counted (with its f), left out by the move rules ("never undo
//   the last move", the canonical order of commuting moves), or unreachable (h infinite);
// - enumerated(): a move-count vector an enumeration tried (The Clocks: 4^9 of them).
// Each call may block (a paused view holds the search there); a stopped search is told
// nothing more once its engine sees the cancel.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace pl::search {

// Discovered: a breadth-first search put the position in its queue (not a node counted:
// it is counted when it is taken out, Dequeued).
enum class NodeFate : std::uint8_t { Expanded, CutByBound, Goal, Dequeued, Discovered };
enum class SkipReason : std::uint8_t { Bound, MoveRule, Unreachable };

struct NodeEvent {
    std::span<const int> path;  // the moves from the root (its depth: path.size())
    int h = -1;                 // the heuristic at the node (-1: the search has none)
    NodeFate fate = NodeFate::Expanded;
    std::uint64_t rank = 0;  // Dequeued: the position's rank in the search's space
    // A table build (backward from the goal, no path from the root): the position
    // expanded, as the puzzle's cells, and its distance from the goal.
    std::span<const std::uint8_t> position;
    int level = -1;
    // ... and the positions next in its queue (its frontier list), front first, with how
    // many wait in all.
    std::span<const std::vector<std::uint8_t>> queue;
    std::uint64_t queueLength = 0;
};

// The `linear` engine (SPEC 9: the elimination modulo n step by step): the matrix of
// the system (rows: the cells the goal sets, columns: the moves, entries: how far each
// move turns each cell, modulo `modulus`) as it is diagonalised, then the solutions of
// the kernel tried for the fewest moves.
struct LinearStep {
    enum class Kind : std::uint8_t {
        Matrix,     // the system as built
        Pivot,      // the pivot chosen (the smallest entry left), swapped to (row, column)
        Reduced,    // its row and column cleared modulo the modulus
        Diagonal,   // done: `rank`, `solutions` of each solvable right-hand side
        Candidate,  // a solution tried: `counts` (per move), `cost` (their sum), `best`
    };
    Kind kind = Kind::Matrix;
    int modulus = 0;
    const std::vector<std::vector<int>>* matrix = nullptr;  // Matrix, Pivot, Reduced
    int row = -1;
    int column = -1;
    int rank = 0;
    std::uint64_t solutions = 0;
    const std::vector<int>* counts = nullptr;  // Candidate
    int cost = 0;
    bool best = false;
};

class SearchObserver {
public:
    virtual void linearStep(const LinearStep& step) { (void)step; }
    virtual ~SearchObserver() = default;
    [[nodiscard]] virtual bool watchesNodes() const { return false; }
    virtual void node(const NodeEvent& event) { (void)event; }
    virtual void childSkipped(std::span<const int> path, int move, int f, SkipReason why)
    {
        (void)path;
        (void)move;
        (void)f;
        (void)why;
    }
    // counts[m]: how often move m is made; `length` their sum; `solves`: they reach the
    // goal; `best`: the best so far (fewest moves, then the smallest sequence).
    virtual void enumerated(std::uint64_t index, std::uint64_t total, std::span<const int> counts,
                            int length, bool solves, bool best)
    {
        (void)index;
        (void)total;
        (void)counts;
        (void)length;
        (void)solves;
        (void)best;
    }
    virtual void iterationStarted(int bound) { (void)bound; }
    virtual void iterationEnded(int bound, std::uint64_t nodes, int nextBound)
    {
        (void)bound;
        (void)nodes;
        (void)nextBound;
    }
    virtual void layerDone(int depth, std::uint64_t count)
    {
        (void)depth;
        (void)count;
    }
    virtual void solved(const std::vector<int>& moves) { (void)moves; }
    // The bytes a breadth-first search or a table build holds (its table, visited set
    // and queue), told before each layerDone().
    virtual void memoryUsed(std::uint64_t bytes) { (void)bytes; }
};

// What a watched depth-first search tells: the node at `depth` on `path` (path[0, depth)
// are the moves to it), and a child of it left out.
inline void tellNode(SearchObserver& o, const std::vector<int>& path, int depth, int h,
                     NodeFate fate)
{
    NodeEvent e;
    e.path = std::span<const int>(path.data(), static_cast<std::size_t>(depth));
    e.h = h;
    e.fate = fate;
    o.node(e);
}
inline void tellSkip(SearchObserver& o, const std::vector<int>& path, int depth, int move, int f,
                     SkipReason why)
{
    o.childSkipped(std::span<const int>(path.data(), static_cast<std::size_t>(depth)), move, f,
                   why);
}

// deepen()'s observer (a template parameter there) over a SearchObserver: the nodes
// counted from `base` (what the monitor had counted before the search, a database
// build's).
struct ObserverHook {
    SearchObserver* observer = nullptr;
    std::uint64_t base = 0;
    void boundStarted(int bound) const { observer->iterationStarted(bound); }
    void iterationEnded(int bound, std::uint64_t nodes, int nextBound) const
    {
        observer->iterationEnded(bound, nodes - base, nextBound);
    }
    // The answer is told by the engine's face once it is checked (engines/engine_face.h).
    void solved(const std::vector<int>& moves) const { (void)moves; }
};

}  // namespace pl::search
