// The generic per-position breadth-first engine `bfs` (SPEC 7.6): the classic baseline
// for every definition. It searches forward from the position over packed positions
// held in a hash set, and stops at the first goal it discovers.
#pragma once

#include <memory>
#include <string>

#include "core/engines/engine_face.h"

namespace pl {

class BfsEngine final : public EngineFace {
public:
    BfsEngine(std::shared_ptr<const Rules> rules, EngineOptions options);
    [[nodiscard]] std::string name() const override { return "bfs"; }
    // solve(): Solved (shortest, then smallest in move order), Unsolvable when every
    // position reachable from the request's position has been seen without a goal,
    // Cancelled, or Failed: an invalid request, or the visited set would pass
    // options.maxMemoryBytes ("engine.memory").

    // What the visited set of every valid position (`positions`, SPEC 7.3) would need:
    // where it passes the memory limit, positions far from the goal may run out.
    [[nodiscard]] static std::uint64_t bytesForEvery(const Rules& rules, std::uint64_t positions);

private:
    [[nodiscard]] Problems checkRequest(const SolveRequest& request) const override;
    void run(const SolveRequest& request, SearchMonitor& monitor, Answer& answer) override;

    EngineOptions options_;
};

}  // namespace pl
