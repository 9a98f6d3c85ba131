// Iterative deepening A* (IDA*) for puzzles whose moves all cost one, given as traits
// (the contest engines); the bound loop is the one driver of search/deepening.h. With a
// heuristic that is always 0 it is plain iterative deepening.
//
// Children are tried in move order and the bound only grows, so with an admissible
// heuristic the first goal met is a shortest solution and, among the shortest, the
// smallest in move order: the tie-break the puzzles ask for comes for free.
#pragma once

#include <concepts>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "core/progress.h"
#include "core/search/deepening.h"
#include "core/search/search_observer.h"

namespace pl::search {

// What a puzzle supplies to idaStar.
template <typename T>
concept IdaTraits = requires(const T& t, const typename T::State& s, int move)
{
    typename T::State;
    {
        T::kMoveCount
        } -> std::convertible_to<int>;
    {
        t.apply(s, move)
        } -> std::convertible_to<typename T::State>;
    // A lower bound on the moves still needed; never more than the truth.
    {
        t.heuristic(s)
        } -> std::convertible_to<int>;
    {
        t.isGoal(s)
        } -> std::convertible_to<bool>;
    // True when `move` right after `previous` is pointless (e.g. undoes it); such a
    // child is never generated.
    {
        t.undoes(move, move)
        } -> std::convertible_to<bool>;
};

struct IdaResult {
    Outcome outcome = Outcome::Failed;  // Failed: no solution within maxBound
    std::vector<int> moves;
    int bound = 0;  // the last bound searched
};

namespace detail {

// Watched: the observer is told of every iteration, and, when it watches nodes, of every
// node and every child the move rule leaves out (the unwatched search compiles to the
// loop without a call or a test).
template <IdaTraits Traits, bool Watched = false>
class IdaSearch : public DepthFirst {
public:
    using State = typename Traits::State;

    IdaSearch(const Traits& traits, SearchMonitor& monitor, SearchObserver* observer = nullptr)
        : traits_(traits), monitor_(monitor), observer_(observer)
    {
    }

    IdaResult run(const State& start, int maxBound)
    {
        IdaResult result;
        if (monitor_.check(0)) {
            result.outcome = Outcome::Cancelled;
            return result;
        }
        start_ = &start;
        Deepened d;
        if constexpr (Watched) {
            const ObserverHook hook{observer_, monitor_.nodes()};
            nodes_ = observer_->watchesNodes();
            d = deepen(*this, traits_.heuristic(start), monitor_, maxBound, &hook);
        } else {
            d = deepen(*this, traits_.heuristic(start), monitor_, maxBound);
        }
        result.bound = d.bound;
        switch (d.outcome) {
        case Outcome::Solved:
            result.outcome = Outcome::Solved;
            result.moves = d.moves;
            break;
        case Outcome::Cancelled:
            result.outcome = Outcome::Cancelled;
            break;
        default:
            break;  // the space is exhausted, or no solution within maxBound: Failed
        }
        return result;
    }

    // One iteration of deepen() from the root.
    Step iterate() { return visit(*start_, 0, -1); }

private:
    Step visit(const State& state, int depth, int previous)
    {
        if (monitor_.poll(bound))
            return Step::Stop;
        const int h = traits_.heuristic(state);
        const int f = depth + h;
        if (f > bound) {
            if constexpr (Watched)
                if (nodes_)
                    tell(depth, h, NodeFate::CutByBound);
            cut(f);
            return Step::Continue;
        }
        if (traits_.isGoal(state)) {
            if constexpr (Watched)
                if (nodes_)
                    tell(depth, h, NodeFate::Goal);
            foundDepth = depth;
            return Step::Found;
        }
        if constexpr (Watched)
            if (nodes_)
                tell(depth, h, NodeFate::Expanded);
        for (int move = 0; move < Traits::kMoveCount; ++move) {
            if (previous >= 0 && traits_.undoes(previous, move)) {
                if constexpr (Watched)
                    if (nodes_)
                        observer_->childSkipped(
                            std::span<const int>(path.data(), static_cast<std::size_t>(depth)),
                            move, -1, SkipReason::MoveRule);
                continue;
            }
            path[static_cast<std::size_t>(depth)] = move;
            const Step step = visit(traits_.apply(state, move), depth + 1, move);
            if (step != Step::Continue)
                return step;
        }
        return Step::Continue;
    }

    void tell(int depth, int h, NodeFate fate)
    {
        NodeEvent e;
        e.path = std::span<const int>(path.data(), static_cast<std::size_t>(depth));
        e.h = h;
        e.fate = fate;
        observer_->node(e);
    }

    const Traits& traits_;
    SearchMonitor& monitor_;
    SearchObserver* observer_ = nullptr;
    bool nodes_ = false;  // Watched: the observer watches nodes
    const State* start_ = nullptr;
};

}  // namespace detail

// Searches from `start` with bounds growing from heuristic(start) up to maxBound.
// Nodes are counted, cancellation polled and progress reported through `monitor`
// (progress depth = the current bound). A watched search (`observer`, SPEC 9) tells it
// of its iterations, and of its nodes when it watches them.
template <IdaTraits Traits>
IdaResult idaStar(const Traits& traits, const typename Traits::State& start, int maxBound,
                  SearchMonitor& monitor, SearchObserver* observer = nullptr)
{
    if (observer)
        return detail::IdaSearch<Traits, true>(traits, monitor, observer).run(start, maxBound);
    return detail::IdaSearch<Traits>(traits, monitor).run(start, maxBound);
}

}  // namespace pl::search
