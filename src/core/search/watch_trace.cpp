#include "core/search/watch_trace.h"

#include <algorithm>
#include <cstdio>

namespace pl::search {

WatchTrace::WatchTrace(bool nodes) : nodes_(nodes) {}

void WatchTrace::pause()
{
    const std::lock_guard lock(mutex_);
    pace_ = Pace::Paused;
    credits_ = 0;
    wake_.notify_all();
}

void WatchTrace::step(int events)
{
    const std::lock_guard lock(mutex_);
    pace_ = Pace::Stepping;
    credits_ += std::max(events, 0);
    wake_.notify_all();
}

void WatchTrace::runToBoundary()
{
    const std::lock_guard lock(mutex_);
    pace_ = Pace::ToBoundary;
    boundaryAfter_ = s_.events;
    wake_.notify_all();
}

void WatchTrace::run(double eventsPerSecond)
{
    const std::lock_guard lock(mutex_);
    pace_ = Pace::Running;
    perSecond_ = eventsPerSecond;
    nextSlot_ = Clock::now();
    wake_.notify_all();
}

void WatchTrace::stop()
{
    const std::lock_guard lock(mutex_);
    stopped_ = true;
    wake_.notify_all();
}

WatchTrace::Pace WatchTrace::pace() const
{
    const std::lock_guard lock(mutex_);
    return pace_;
}

bool WatchTrace::stopped() const
{
    const std::lock_guard lock(mutex_);
    return stopped_;
}

void WatchTrace::beginLocked()
{
    // The search begins at its first event: what the engine did before (its pattern
    // databases built, a table read) is not the search watched.
    if (!begun_) {
        begun_ = true;
        started_ = Clock::now();
    }
}

double WatchTrace::searchMsLocked() const
{
    if (!begun_)
        return 0;
    // A search held at the gate right now is not searching either.
    const Clock::time_point now = Clock::now();
    const Clock::duration held = waited_ + (waiting_ ? now - waitingSince_ : Clock::duration{});
    return std::chrono::duration<double, std::milli>(now - started_ - held).count();
}

WatchTrace::Snapshot WatchTrace::snapshot() const
{
    const std::lock_guard lock(mutex_);
    Snapshot out = s_;
    if (!out.answer)
        out.searchMs = searchMsLocked();
    out.treeSize = tree_.size();
    return out;
}

std::vector<WatchTrace::TreeNode> WatchTrace::tree(std::size_t from,
                                                   std::optional<std::uint64_t> generation) const
{
    const std::lock_guard lock(mutex_);
    if (from >= tree_.size() || (generation && *generation != s_.treeGeneration))
        return {};
    return {tree_.begin() + static_cast<std::ptrdiff_t>(from), tree_.end()};
}

std::string WatchTrace::csv() const
{
    const std::lock_guard lock(mutex_);
    std::string out = "event,bound_or_depth,count,total,next_bound,search_ms\n";
    char line[160];
    for (const Iteration& it : s_.iterations) {
        const std::string next = it.next >= kNoBound ? std::string() : std::to_string(it.next);
        std::snprintf(line, sizeof line, "iteration,%d,%llu,%llu,%s,%.3f\n", it.bound,
                      static_cast<unsigned long long>(it.nodes),
                      static_cast<unsigned long long>(it.total), next.c_str(), it.ms);
        out += line;
    }
    std::uint64_t total = 0;
    for (const Layer& l : s_.layers) {
        total += l.count;
        std::snprintf(line, sizeof line, "layer,%d,%llu,%llu,,%.3f\n", l.depth,
                      static_cast<unsigned long long>(l.count),
                      static_cast<unsigned long long>(total), l.ms);
        out += line;
    }
    if (s_.enumerationTotal > 0) {
        std::snprintf(line, sizeof line, "enumeration,%d,%llu,%llu,,%.3f\n", s_.bestLength,
                      static_cast<unsigned long long>(s_.enumerated),
                      static_cast<unsigned long long>(s_.enumerationTotal), s_.searchMs);
        out += line;
    }
    if (s_.answer) {
        std::snprintf(line, sizeof line, "solved,%zu,,,,%.3f\n", s_.answer->size(), s_.searchMs);
        out += line;
    }
    return out;
}

void WatchTrace::pass(std::unique_lock<std::mutex>& lock, bool boundary)
{
    ++s_.events;
    const Clock::time_point entered = Clock::now();
    waiting_ = true;
    waitingSince_ = entered;
    for (;;) {
        if (stopped_)
            break;
        if (pace_ == Pace::Running) {
            if (perSecond_ <= 0)
                break;
            const Clock::time_point now = Clock::now();
            if (now >= nextSlot_) {
                nextSlot_ = now + std::chrono::duration_cast<Clock::duration>(
                                      std::chrono::duration<double>(1.0 / perSecond_));
                break;
            }
            wake_.wait_until(lock, nextSlot_);
            continue;
        }
        if (pace_ == Pace::ToBoundary) {
            // Held AT the next boundary (the iteration's end, the layer, the pivot): the
            // view shows it whole. The boundary the search was held on when Next was
            // pressed goes through.
            if (boundary && s_.events > boundaryAfter_) {
                pace_ = Pace::Paused;
                credits_ = 0;
                continue;
            }
            break;
        }
        if (pace_ == Pace::Stepping && credits_ > 0) {
            --credits_;
            break;
        }
        wake_.wait(lock);
    }
    waited_ += Clock::now() - entered;
    waiting_ = false;
}

void WatchTrace::fillQueueFront()
{
    s_.queueFront.clear();
    for (std::size_t i = 0; i < queue_.size() && i < kQueueShown; ++i)
        s_.queueFront.push_back(queue_[i]);
}

void WatchTrace::resetTree()
{
    tree_.clear();
    treeIdOf_.clear();
    s_.treeTruncated = false;
    ++s_.treeGeneration;
}

int WatchTrace::addTreeNode(std::span<const int> path, int move, TreeNode node)
{
    if (tree_.size() >= kTreeLimit) {
        s_.treeTruncated = true;
        return -1;
    }
    // The parent: the node at `path` less its last move (a node), or at `path` (a child
    // left out).
    std::vector<int> key(path.begin(), path.end());
    if (move < 0 && !key.empty()) {
        node.move = key.back();
        key.pop_back();
    } else {
        node.move = move;
    }
    if (move >= 0 || !path.empty()) {
        const auto parent = treeIdOf_.find(key);
        node.parent = parent == treeIdOf_.end() ? -1 : parent->second;
    }
    tree_.push_back(node);
    const int id = static_cast<int>(tree_.size()) - 1;
    if (move < 0)
        treeIdOf_[std::vector<int>(path.begin(), path.end())] = id;
    return id;
}

void WatchTrace::iterationStarted(int bound)
{
    std::unique_lock lock(mutex_);
    beginLocked();
    s_.bound = bound;
    resetTree();
    pass(lock, false);
}

void WatchTrace::iterationEnded(int bound, std::uint64_t nodes, int nextBound)
{
    std::unique_lock lock(mutex_);
    beginLocked();
    Iteration it;
    it.bound = bound;
    it.total = nodes;
    it.nodes = nodes - (s_.iterations.empty() ? 0 : s_.iterations.back().total);
    it.next = nextBound;
    it.ms = searchMsLocked();
    s_.iterations.push_back(it);
    pass(lock, true);
}

void WatchTrace::layerDone(int depth, std::uint64_t count)
{
    std::unique_lock lock(mutex_);
    beginLocked();
    s_.layers.push_back(Layer{depth, count, searchMsLocked()});
    pass(lock, true);
}

void WatchTrace::memoryUsed(std::uint64_t bytes)
{
    // Told just before a layer: no event of its own (Step goes on to the layer).
    const std::lock_guard lock(mutex_);
    beginLocked();
    s_.memoryBytes = bytes;
}

void WatchTrace::solved(const std::vector<int>& moves)
{
    std::unique_lock lock(mutex_);
    beginLocked();
    s_.searchMs = searchMsLocked();
    s_.answer = moves;
    pass(lock, true);
}

void WatchTrace::node(const NodeEvent& event)
{
    std::unique_lock lock(mutex_);
    beginLocked();
    if (event.fate == NodeFate::Discovered) {
        ++s_.queueLength;
        if (queue_.size() < kQueueKept && queueLost_ == 0)
            queue_.emplace_back(event.path.begin(), event.path.end());
        else
            ++queueLost_;
        fillQueueFront();
        pass(lock, false);
        return;
    }
    if (event.fate == NodeFate::Dequeued) {
        if (s_.queueLength > 0)
            --s_.queueLength;
        if (!queue_.empty())
            queue_.pop_front();
        fillQueueFront();
    }
    ++s_.nodes;
    if (event.fate == NodeFate::CutByBound)
        ++s_.cutByBound;
    s_.hasNode = true;
    s_.path.assign(event.path.begin(), event.path.end());
    s_.h = event.h;
    s_.fate = event.fate;
    s_.rank = event.rank;
    s_.position.assign(event.position.begin(), event.position.end());
    s_.level = event.level;
    if (!event.position.empty()) {
        // A table build's node: no path, so no place in a tree; its queue told with it.
        s_.queueLength = event.queueLength;
        s_.queuePositions.assign(event.queue.begin(), event.queue.end());
        s_.queueFront.clear();
        pass(lock, false);
        return;
    }
    TreeNode n;
    n.depth = static_cast<int>(event.path.size());
    n.h = event.h;
    n.f = event.h < 0 ? -1 : n.depth + event.h;
    switch (event.fate) {
    case NodeFate::Expanded:
        n.kind = TreeKind::Expanded;
        break;
    case NodeFate::CutByBound:
        n.kind = TreeKind::CutByBound;
        break;
    case NodeFate::Goal:
        n.kind = TreeKind::Goal;
        break;
    case NodeFate::Dequeued:
    case NodeFate::Discovered:
        n.kind = TreeKind::Dequeued;
        break;
    }
    addTreeNode(event.path, -1, n);
    pass(lock, false);
}

void WatchTrace::childSkipped(std::span<const int> path, int move, int f, SkipReason why)
{
    std::unique_lock lock(mutex_);
    beginLocked();
    TreeNode n;
    n.depth = static_cast<int>(path.size()) + 1;
    n.f = f;
    switch (why) {
    case SkipReason::Bound:
        ++s_.skippedBound;
        n.kind = TreeKind::SkippedBound;
        break;
    case SkipReason::MoveRule:
        ++s_.skippedRule;
        n.kind = TreeKind::SkippedRule;
        break;
    case SkipReason::Unreachable:
        ++s_.skippedUnreachable;
        n.kind = TreeKind::SkippedUnreachable;
        break;
    }
    addTreeNode(path, move, n);
    pass(lock, false);
}

void WatchTrace::enumerated(std::uint64_t index, std::uint64_t total, std::span<const int> counts,
                            int length, bool solves, bool best)
{
    std::unique_lock lock(mutex_);
    beginLocked();
    s_.enumerated = index + 1;
    s_.enumerationTotal = total;
    s_.counts.assign(counts.begin(), counts.end());
    s_.length = length;
    if (length >= 0) {
        if (s_.triedByLength.size() <= static_cast<std::size_t>(length))
            s_.triedByLength.resize(static_cast<std::size_t>(length) + 1, 0);
        ++s_.triedByLength[static_cast<std::size_t>(length)];
    }
    s_.solves = solves;
    if (solves)
        ++s_.solutionsSeen;
    if (best) {
        s_.bestCounts = s_.counts;
        s_.bestLength = length;
        s_.bestIndex = index;
    }
    pass(lock, solves);
}

void WatchTrace::linearStep(const LinearStep& step)
{
    std::unique_lock lock(mutex_);
    beginLocked();
    s_.hasLinear = true;
    s_.linearKind = step.kind;
    s_.modulus = step.modulus;
    bool boundary = false;
    switch (step.kind) {
    case LinearStep::Kind::Matrix:
        s_.pivotRow = s_.pivotColumn = -1;
        break;
    case LinearStep::Kind::Pivot:
        ++s_.pivots;
        s_.pivotRow = step.row;
        s_.pivotColumn = step.column;
        break;
    case LinearStep::Kind::Reduced:
        s_.pivotRow = step.row;
        s_.pivotColumn = step.column;
        boundary = true;
        break;
    case LinearStep::Kind::Diagonal:
        s_.matrixRank = step.rank;
        s_.kernel = step.solutions;
        s_.pivotRow = s_.pivotColumn = -1;
        boundary = true;
        break;
    case LinearStep::Kind::Candidate:
        ++s_.candidates;
        if (step.counts)
            s_.candidate = *step.counts;
        s_.candidateCost = step.cost;
        if (step.cost >= 0) {
            if (s_.candidatesByCost.size() <= static_cast<std::size_t>(step.cost))
                s_.candidatesByCost.resize(static_cast<std::size_t>(step.cost) + 1, 0);
            ++s_.candidatesByCost[static_cast<std::size_t>(step.cost)];
        }
        if (step.best) {
            s_.bestCandidate = s_.candidate;
            s_.bestCost = step.cost;
        }
        break;
    }
    if (step.matrix)
        s_.matrix = *step.matrix;
    pass(lock, boundary);
}

}  // namespace pl::search
