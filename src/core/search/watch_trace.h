// Watching a search (SPEC 9): what the engine's thread tells (search_observer.h),
// recorded for a view that reads it from another thread, and a gate that lets the
// view pause the search, step it event by event, run it to the next iteration or
// layer, or at a chosen speed.
//
// Every event is recorded, then waits at the gate: a paused watch holds the engine on
// the event just recorded (what the view shows is where the search stands). stop()
// opens the gate for good; the engine then ends at its next cancel check, which the
// caller sets beside it (the gate itself never cancels).
//
// The tree (the current iteration's, or the breadth-first search's) keeps its first
// kTreeLimit nodes; past them only the counts grow (treeTruncated()).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/search/deepening.h"
#include "core/search/search_observer.h"

namespace pl::search {

class WatchTrace final : public SearchObserver {
public:
    static constexpr std::size_t kTreeLimit = 3000;

    struct Iteration {
        int bound = 0;
        std::uint64_t nodes = 0;  // expanded in this iteration
        std::uint64_t total = 0;  // expanded so far (the engine's count)
        int next = kNoBound;      // the least f cut off (kNoBound: none)
        double ms = 0;            // search time when it ended (waits at the gate left out)
    };
    struct Layer {
        int depth = 0;
        std::uint64_t count = 0;
        double ms = 0;
    };
    enum class TreeKind : std::uint8_t {
        Expanded,
        CutByBound,  // entered, then cut (f over the bound)
        Goal,
        Dequeued,  // a breadth-first search's expansion
        SkippedBound,
        SkippedRule,
        SkippedUnreachable
    };
    struct TreeNode {
        int parent = -1;  // -1: the root
        int move = -1;    // the move from the parent
        int depth = 0;
        int h = -1;
        int f = -1;  // g + h where known
        TreeKind kind = TreeKind::Expanded;
    };
    // Where the search stands, as the view draws it.
    struct Snapshot {
        std::vector<Iteration> iterations;
        std::vector<Layer> layers;
        std::uint64_t memoryBytes = 0;  // what the search last said it holds
        int bound = -1;                 // the iteration running (-1: none started)
        std::uint64_t events = 0;
        std::uint64_t nodes = 0;  // node events (the engine's count of generated nodes)
        std::uint64_t skippedBound = 0;
        std::uint64_t skippedRule = 0;
        std::uint64_t skippedUnreachable = 0;
        std::uint64_t cutByBound = 0;  // nodes entered, then cut (classic IDA*)
        // The latest node: the moves from the root, its heuristic, what became of it.
        bool hasNode = false;
        std::vector<int> path;
        int h = -1;
        NodeFate fate = NodeFate::Expanded;
        std::uint64_t rank = 0;
        // A table build's latest node: the position itself and its distance from the goal
        // (its path is empty: the build has none from the root).
        std::vector<std::uint8_t> position;
        int level = -1;
        // ... and the first positions of its queue (then queueFront is empty).
        std::vector<std::vector<std::uint8_t>> queuePositions;
        // Breadth-first: the positions waiting in the queue (how many, and the moves to
        // the first few of them, front first).
        std::uint64_t queueLength = 0;
        std::vector<std::vector<int>> queueFront;
        // Enumeration: the latest vector and the best so far.
        std::uint64_t enumerated = 0;
        std::uint64_t enumerationTotal = 0;
        std::vector<int> counts;
        std::vector<std::uint64_t> triedByLength;  // vectors tried, by their moves
        int length = 0;
        bool solves = false;
        std::vector<int> bestCounts;
        int bestLength = -1;
        std::uint64_t bestIndex = 0;
        std::uint64_t solutionsSeen = 0;
        // The linear engine: the matrix as it stands, the pivot, then the candidates.
        bool hasLinear = false;
        LinearStep::Kind linearKind = LinearStep::Kind::Matrix;
        int modulus = 0;
        std::vector<std::vector<int>> matrix;
        int pivotRow = -1;
        int pivotColumn = -1;
        int pivots = 0;
        int matrixRank = -1;
        std::uint64_t kernel = 0;  // solutions of each solvable right-hand side
        std::uint64_t candidates = 0;
        std::vector<int> candidate;
        int candidateCost = 0;
        std::vector<int> bestCandidate;
        int bestCost = -1;
        std::vector<std::uint64_t> candidatesByCost;
        std::optional<std::vector<int>> answer;
        double searchMs = 0;
        std::size_t treeSize = 0;
        bool treeTruncated = false;
        std::uint64_t treeGeneration = 0;  // grows when the tree starts again
    };

    enum class Pace { Paused, Stepping, ToBoundary, Running };

    // `nodes`: told of single nodes (watchesNodes()); else only iterations and layers.
    explicit WatchTrace(bool nodes = true);

    // The view's controls; each wakes the search where that lets it go on.
    void pause();
    void step(int events = 1);
    void runToBoundary();
    // eventsPerSecond <= 0: as fast as the engine goes.
    void run(double eventsPerSecond = 0);
    void stop();
    [[nodiscard]] Pace pace() const;
    [[nodiscard]] bool stopped() const;

    [[nodiscard]] Snapshot snapshot() const;
    // The tree's nodes from index `from` on; with `generation`, none unless the tree is
    // still that one (a snapshot's treeGeneration: an iteration may have begun since).
    [[nodiscard]] std::vector<TreeNode> tree(std::size_t from = 0,
                                             std::optional<std::uint64_t> generation = {}) const;
    // The iterations and layers as CSV (a header, then one row per event).
    [[nodiscard]] std::string csv() const;

    // SearchObserver.
    bool watchesNodes() const override { return nodes_; }
    void iterationStarted(int bound) override;
    void iterationEnded(int bound, std::uint64_t nodes, int nextBound) override;
    void layerDone(int depth, std::uint64_t count) override;
    void solved(const std::vector<int>& moves) override;
    void memoryUsed(std::uint64_t bytes) override;
    void node(const NodeEvent& event) override;
    void childSkipped(std::span<const int> path, int move, int f, SkipReason why) override;
    void enumerated(std::uint64_t index, std::uint64_t total, std::span<const int> counts,
                    int length, bool solves, bool best) override;
    void linearStep(const LinearStep& step) override;

private:
    using Clock = std::chrono::steady_clock;
    // Under the lock: waits as the pace says; `boundary` ends a run to the boundary.
    void pass(std::unique_lock<std::mutex>& lock, bool boundary);
    // Search time from the first event on, the time held at the gate left out.
    void beginLocked();
    double searchMsLocked() const;
    int addTreeNode(std::span<const int> path, int move, TreeNode node);
    void resetTree();
    void fillQueueFront();

    const bool nodes_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    Pace pace_ = Pace::Paused;
    int credits_ = 0;
    std::uint64_t boundaryAfter_ = 0;  // ToBoundary: events counted when it was asked
    double perSecond_ = 0;
    bool stopped_ = false;
    Clock::time_point nextSlot_{};
    bool begun_ = false;
    Clock::time_point started_{};
    Clock::duration waited_{};
    bool waiting_ = false;  // held at the gate since waitingSince_
    Clock::time_point waitingSince_{};
    Snapshot s_;
    std::vector<TreeNode> tree_;
    std::map<std::vector<int>, int> treeIdOf_;  // path from the root -> tree index
    // Breadth-first: the queue's paths, front first (at most kQueueKept of them).
    std::deque<std::vector<int>> queue_;
    std::uint64_t queueLost_ = 0;  // put in the queue past kQueueKept, not kept
    static constexpr std::size_t kQueueKept = 20000;
    static constexpr std::size_t kQueueShown = 8;
};

}  // namespace pl::search
