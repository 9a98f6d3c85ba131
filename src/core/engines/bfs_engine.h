// The generic per-position breadth-first engine `bfs` (SPEC 7.6): the classic baseline
// for every definition. It searches forward from the position over packed positions
// held in a hash set, and stops at the first goal it discovers.
#pragma once

#include <memory>
#include <string>

#include "core/engines/engine.h"

namespace pl {

class BfsEngine final : public DefEngine {
public:
    BfsEngine(std::shared_ptr<const Rules> rules, EngineOptions options);
    [[nodiscard]] std::string name() const override { return "bfs"; }
    // Solved (shortest, then smallest in move order), Unsolvable when every position
    // reachable from the request's position has been seen without a goal, Cancelled,
    // or Failed: an invalid request, or the visited set would pass
    // options.maxMemoryBytes ("engine.memory").
    Answer solve(const SolveRequest& request, const ProgressFn& progress,
                 const CancelToken& cancel) override;

private:
    std::shared_ptr<const Rules> rules_;
    EngineOptions options_;
};

}  // namespace pl
