// A watcher (SPEC 9) of an engine that solves a puzzle of stickers with pieces (SPEC 8.2)
// over its pieces: the moves are the same in both, so only a position told as such (a
// table build's) is turned back into stickers for the view.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/puzzle.h"
#include "core/rules/rules.h"
#include "core/search/search_observer.h"

namespace pl {

class StickerObserver final : public search::SearchObserver {
public:
    StickerObserver(const Rules& stickers, search::SearchObserver& to)
        : stickers_(stickers), to_(to)
    {
    }
    void linearStep(const search::LinearStep& step) override { to_.linearStep(step); }
    [[nodiscard]] bool watchesNodes() const override { return to_.watchesNodes(); }
    void node(const search::NodeEvent& event) override
    {
        if (event.position.empty()) {
            to_.node(event);
            return;
        }
        const Position p =
            stickers_.fromPieces(Position{{event.position.begin(), event.position.end()}});
        std::vector<std::vector<std::uint8_t>> queue;
        for (const std::vector<std::uint8_t>& q : event.queue)
            queue.push_back(stickers_.fromPieces(Position{q}).cells);
        search::NodeEvent e = event;
        e.position = std::span<const std::uint8_t>(p.cells);
        e.queue = queue;
        to_.node(e);
    }
    void childSkipped(std::span<const int> path, int move, int f, search::SkipReason why) override
    {
        to_.childSkipped(path, move, f, why);
    }
    void enumerated(std::uint64_t index, std::uint64_t total, std::span<const int> counts,
                    int length, bool solves, bool best) override
    {
        to_.enumerated(index, total, counts, length, solves, best);
    }
    void iterationStarted(int bound) override { to_.iterationStarted(bound); }
    void iterationEnded(int bound, std::uint64_t nodes, int nextBound) override
    {
        to_.iterationEnded(bound, nodes, nextBound);
    }
    void layerDone(int depth, std::uint64_t count) override { to_.layerDone(depth, count); }
    void solved(const std::vector<int>& moves) override { to_.solved(moves); }
    void memoryUsed(std::uint64_t bytes) override { to_.memoryUsed(bytes); }

private:
    const Rules& stickers_;
    search::SearchObserver& to_;
};

}  // namespace pl
