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
#pragma once

#include <cstdint>
#include <vector>

namespace pl::search {

class SearchObserver {
public:
    virtual ~SearchObserver() = default;
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
};

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
