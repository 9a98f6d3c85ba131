// Breadth-first search, written once for every puzzle whose whole state space can be
// ranked into a dense array (clocks: 4^9 positions, msquare: 8! boards).
//
// Moves are expanded in index order and only the FIRST parent of each state is kept,
// so the tree path from the root to any state is the lexicographically smallest of
// the shortest move sequences (by induction over the levels: the queue holds each
// level in the order of those paths). The clocks and msquare tie-breaks rely on it.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "core/progress.h"
#include "core/search/search_observer.h"

namespace pl::search {

// What breadth-first search needs to know about a puzzle.
template <typename S>
concept BfsSpace = requires(const S& space, const typename S::State& state, int move)
{
    typename S::State;
    {
        space.stateCount()
        } -> std::convertible_to<std::size_t>;
    {
        space.moveCount()
        } -> std::convertible_to<int>;
    // A bijection from the reachable states onto 0 .. stateCount()-1.
    {
        space.rank(state)
        } -> std::convertible_to<std::uint32_t>;
    {
        space.apply(state, move)
        } -> std::convertible_to<typename S::State>;
};

// The shortest-path tree, indexed by state rank.
struct BfsTree {
    static constexpr std::uint32_t kUnseen = std::numeric_limits<std::uint32_t>::max();

    std::uint32_t root = 0;
    std::vector<std::uint32_t> parent;  // first parent; root is its own parent; kUnseen
    std::vector<std::uint8_t> move;     // the move that leads from parent to this state
    std::vector<std::uint8_t> depth;    // distance from the root (puzzles here stay < 256)
    std::vector<std::uint32_t> order;   // ranks in the order discovered, root first
    std::uint64_t reached = 0;          // states discovered
    int maxDepth = 0;                   // deepest level discovered
    bool cancelled = false;

    [[nodiscard]] bool seen(std::uint32_t rank) const { return parent[rank] != kUnseen; }

    // Moves from the root to `rank` (which must have been seen).
    [[nodiscard]] std::vector<int> pathTo(std::uint32_t rank) const
    {
        std::vector<int> moves(depth[rank]);
        for (std::size_t i = moves.size(); i-- > 0;) {
            moves[i] = move[rank];
            rank = parent[rank];
        }
        return moves;
    }

    [[nodiscard]] std::size_t bytes() const
    {
        return (parent.capacity() + order.capacity()) * sizeof(std::uint32_t) + move.capacity() +
               depth.capacity();
    }

    // Number of states at each depth.
    [[nodiscard]] std::vector<std::uint64_t> histogram() const
    {
        std::vector<std::uint64_t> h(static_cast<std::size_t>(maxDepth) + 1, 0);
        for (std::size_t r = 0; r < parent.size(); ++r)
            if (parent[r] != kUnseen)
                ++h[depth[r]];
        return h;
    }
};

// Searches from `root`. With `stopAt`, stops as soon as that rank is discovered (its
// first parent is final at that moment, so the path is already the answer); without
// it, explores everything reachable. The monitor is polled once per expanded state;
// on cancel the tree is returned partial with `cancelled` set.
//
// Watched (SPEC 9): the observer hears layerDone(d, count) once layer d is complete (the
// first of its states is taken from the queue; layer 0 at the start), and, when it
// watches nodes, every state taken from the queue (NodeFate::Dequeued, its rank and the
// moves to it), and every state put into it (NodeFate::Discovered). A layer the search
// stops in (stopAt found) is not complete.
template <BfsSpace S, bool Watched = false>
BfsTree breadthFirstRun(const S& space, const typename S::State& root, SearchMonitor& monitor,
                        std::optional<std::uint32_t> stopAt, SearchObserver* observer)
{
    using State = typename S::State;
    const std::size_t count = space.stateCount();
    const int moves = space.moveCount();

    BfsTree tree;
    tree.parent.assign(count, BfsTree::kUnseen);
    tree.move.assign(count, 0);
    tree.depth.assign(count, 0);
    tree.root = space.rank(root);
    tree.parent[tree.root] = tree.root;
    tree.reached = 1;
    [[maybe_unused]] std::vector<std::uint64_t> found(1, 1);  // watched: states per depth
    [[maybe_unused]] int layersTold = 0;
    if constexpr (Watched)
        if (observer) {
            observer->memoryUsed(tree.bytes());
            observer->layerDone(0, 1);
        }
    if (stopAt && *stopAt == tree.root) {
        tree.order.push_back(tree.root);
        return tree;
    }

    // Every state enters the queue at most once, so a flat array with a read index
    // is the whole queue; states are kept (not only ranks) to avoid unranking, and
    // their ranks beside them (the tree's `order`) to avoid ranking twice.
    std::vector<State> queue;
    queue.reserve(count);
    tree.order.reserve(count);
    queue.push_back(root);
    tree.order.push_back(tree.root);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const State state = queue[head];
        const std::uint32_t rank = tree.order[head];
        const std::uint8_t nextDepth = static_cast<std::uint8_t>(tree.depth[rank] + 1);
        if (monitor.poll(tree.depth[rank])) {
            tree.cancelled = true;
            break;
        }
        if constexpr (Watched) {
            // The first state of a deeper layer: the layer is complete.
            const int d = tree.depth[rank];
            if (d > layersTold) {
                layersTold = d;
                observer->memoryUsed(tree.bytes() + queue.capacity() * sizeof(State));
                observer->layerDone(d, found[static_cast<std::size_t>(d)]);
            }
            if (observer->watchesNodes()) {
                const std::vector<int> to = tree.pathTo(rank);
                NodeEvent e;
                e.path = to;
                e.fate = NodeFate::Dequeued;
                e.rank = rank;
                observer->node(e);
            }
        }
        for (int m = 0; m < moves; ++m) {
            const State next = space.apply(state, m);
            const std::uint32_t r = space.rank(next);
            if (tree.parent[r] != BfsTree::kUnseen)
                continue;
            tree.parent[r] = rank;
            tree.move[r] = static_cast<std::uint8_t>(m);
            tree.depth[r] = nextDepth;
            tree.maxDepth = std::max<int>(tree.maxDepth, nextDepth);
            ++tree.reached;
            if constexpr (Watched) {
                if (found.size() <= nextDepth)
                    found.resize(std::size_t{nextDepth} + 1, 0);
                ++found[nextDepth];
                if (observer->watchesNodes()) {
                    const std::vector<int> to = tree.pathTo(r);
                    NodeEvent e;
                    e.path = to;
                    e.fate = NodeFate::Discovered;
                    e.rank = r;
                    observer->node(e);
                }
            }
            tree.order.push_back(r);
            if (stopAt && r == *stopAt)
                return tree;
            queue.push_back(next);
        }
    }
    return tree;
}

template <BfsSpace S>
BfsTree breadthFirst(const S& space, const typename S::State& root, SearchMonitor& monitor,
                     std::optional<std::uint32_t> stopAt = std::nullopt,
                     SearchObserver* observer = nullptr)
{
    if (observer)
        return breadthFirstRun<S, true>(space, root, monitor, stopAt, observer);
    return breadthFirstRun<S, false>(space, root, monitor, stopAt, nullptr);
}

}  // namespace pl::search
