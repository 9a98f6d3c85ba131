#include "core/engines/engine_face.h"

#include "core/search/search_observer.h"

namespace pl {

Problems requestProblems(const Rules& rules, const SolveRequest& request, Problems engineChecks)
{
    Problems problems = rules.validate(request.position);
    problems.insert(problems.end(), std::make_move_iterator(engineChecks.begin()),
                    std::make_move_iterator(engineChecks.end()));
    return problems;
}

Problems EngineFace::checkRequest(const SolveRequest& request) const
{
    return rules_->checkGoal(request.goal);
}

Answer EngineFace::solve(const SolveRequest& request, const ProgressFn& progress,
                         const CancelToken& cancel)
{
    const Rules& rules = *rules_;
    const Stopwatch clock;
    Answer answer;
    const auto finish = [&](Outcome outcome) {
        answer.outcome = outcome;
        answer.stats.wallMs = clock.elapsedMs();
        return answer;
    };
    answer.problems = requestProblems(rules, request, checkRequest(request));
    if (!answer.problems.empty())
        return finish(Outcome::Failed);
    SearchMonitor monitor(progress, cancel, phase_);
    if (monitor.check(0))
        return finish(Outcome::Cancelled);
    if (const auto r = atGoal_ == AtGoal::Answer ? rules.reached(request.position, request.goal)
                                                 : std::nullopt) {
        answer.reached = *r;
        answer.stats.statesStored = 1;
        return finish(Outcome::Solved);
    }
    run(request, monitor, answer);
    if (answer.outcome == Outcome::Solved) {
        // Every engine's answer is checked the same way: replayed through the one apply.
        Position p = request.position;
        bool legal = true;
        for (std::size_t i = 0; i < answer.moves.size() && legal; ++i) {
            const int m = answer.moves[i];
            legal = m >= 0 && m < rules.moveCount() && rules.legal(p, m);
            if (legal)
                rules.applyInPlace(p, m);
        }
        const auto r = legal ? rules.reached(p, request.goal) : std::nullopt;
        if (r) {
            answer.reached = *r;
        } else {
            answer.moves.clear();
            answer.problems.push_back(
                Problem{"internal", {name() + " engine: answer ends away from the goal"}, {}});
            answer.outcome = Outcome::Failed;
        }
    }
    // A watched search hears of its answer once, checked, whatever the engine.
    if (request.observer && answer.outcome == Outcome::Solved)
        request.observer->solved(answer.moves);
    return finish(answer.outcome);
}

}  // namespace pl
