// The face every generic engine (table, ida, bfs, linear) shows: the prologue of a solve
// written once. solve() validates the request against the rules (and whatever else the
// engine checks of it), honours a cancel that came before the start, answers a position
// that already meets its goal (unless the engine searches there too: the table engine
// builds, or refuses, its tables for any position), measures the wall time, and
// throttles progress through one SearchMonitor (core/progress.h); after the search it
// says which goal the answer reaches, replaying the moves through Rules::apply. An
// engine's run() only searches.
#pragma once

#include <memory>
#include <utility>

#include "core/engine.h"
#include "core/progress.h"

namespace pl {

// The prologue on its own, for an engine's other requests (the table engine's distance
// and hint): Rules::validate of the position and the engine's checks of the request.
[[nodiscard]] Problems requestProblems(const Rules& rules, const SolveRequest& request,
                                       Problems engineChecks);

class EngineFace : public DefEngine {
public:
    Answer solve(const SolveRequest& request, const ProgressFn& progress,
                 const CancelToken& cancel) final;

protected:
    // What solve() does with a position that already meets its goal.
    enum class AtGoal {
        Answer,  // the empty answer, without searching
        Search,  // run() as for any position
    };
    // `phase`: what progress reports say the engine is doing, until it says otherwise.
    EngineFace(std::shared_ptr<const Rules> rules, Phase phase, AtGoal atGoal = AtGoal::Answer)
        : rules_(std::move(rules)), phase_(phase), atGoal_(atGoal)
    {
    }

    [[nodiscard]] const Rules& rules() const { return *rules_; }
    [[nodiscard]] const std::shared_ptr<const Rules>& sharedRules() const { return rules_; }

    // What the engine checks of a request besides Rules::validate of the position
    // (default: Rules::checkGoal), in the order it reports them.
    [[nodiscard]] virtual Problems checkRequest(const SolveRequest& request) const;

    // The search itself, for a valid request (whose position is not a goal, unless
    // AtGoal::Search), not cancelled before it started. Sets answer.outcome, the moves when Solved,
    // the problems when Failed, and the statistics but the wall time; `monitor` counts nodes, polls
    // the cancel token and reports progress.
    virtual void run(const SolveRequest& request, SearchMonitor& monitor, Answer& answer) = 0;

private:
    std::shared_ptr<const Rules> rules_;
    Phase phase_;
    AtGoal atGoal_;
};

}  // namespace pl
