// The `ida` engine on pieces that turn or move in several orbits (SPEC 8.5): the pieces
// of a full goal, tracked-piece databases over each orbit, and whether a position can
// reach the goal (group membership on (slot, orientation) points).
#include <algorithm>

#include "core/engines/ida_puzzle.h"
#include "core/model/orbit_model.h"
#include "core/search/threads.h"

namespace pl::ida {

bool PieceLayout::read(const std::uint8_t* cells, std::uint8_t* slot, std::uint8_t* twist) const
{
    std::fill(slot, slot + pieces(), std::uint8_t{255});
    for (std::size_t o = 0; o < orbits.size(); ++o) {
        const Orbit& orbit = orbits[o];
        for (int s = 0; s < orbit.size; ++s) {
            const int p = pieceOfLabel[o][cells[orbit.pieceAt + s]];
            if (p < 0 || slot[p] != 255)
                return false;
            slot[p] = static_cast<std::uint8_t>(s);
            twist[p] = orbit.twistAt < 0 ? 0 : cells[orbit.twistAt + s];
            if (twist[p] >= orbit.twists)
                return false;
        }
    }
    return true;
}

Carried carried(const model::OrbitEffect& effect, int size)
{
    Carried out;
    out.to.resize(static_cast<std::size_t>(size));
    out.turn.assign(static_cast<std::size_t>(size), 0);
    for (int i = 0; i < size; ++i) {
        // Slot i takes the piece of slot `from` and adds twist[i] to it.
        const int from = effect.from.empty() ? i : effect.from[static_cast<std::size_t>(i)];
        out.to[static_cast<std::size_t>(from)] = i;
        out.turn[static_cast<std::size_t>(from)] =
            effect.twist.empty() ? 0 : effect.twist[static_cast<std::size_t>(i)];
    }
    return out;
}

std::optional<PieceLayout> pieceLayout(const Rules& rules, const def::Goal& goal)
{
    const model::OrbitModel& model = rules.model();
    if (model.slides() || (model.orbitCount() < 2 && !model.hasTwists()))
        return std::nullopt;
    if (goal.type != def::Goal::Type::Values ||
        goal.values.size() != static_cast<std::size_t>(model.stateSize()))
        return std::nullopt;
    const std::vector<int>& start = rules.def().start;
    PieceLayout layout;
    for (int o = 0; o < model.orbitCount(); ++o) {
        const model::Orbit& orbit = model.orbit(o);
        if (!orbit.piecesMove || orbit.size > 64 || orbit.twists > 255)
            return std::nullopt;
        PieceLayout::Orbit lo;
        lo.size = orbit.size;
        lo.twists = orbit.twists;
        lo.pieceAt = model.pieceOffset(o);
        lo.twistAt = model.twistOffset(o);
        lo.first = layout.pieces();
        if (lo.first + lo.size > PieceLayout::kMaxPieces)
            return std::nullopt;
        std::array<std::int16_t, 256> of{};
        of.fill(-1);
        std::vector<int> goalLabels;
        std::vector<int> startLabels;
        for (int s = 0; s < lo.size; ++s) {
            const int label = goal.values[static_cast<std::size_t>(lo.pieceAt + s)];
            const int twist =
                lo.twistAt < 0 ? 0 : goal.values[static_cast<std::size_t>(lo.twistAt + s)];
            if (label < 0 || label > 255 || twist < 0 || twist >= lo.twists ||
                of[static_cast<std::size_t>(label)] >= 0)
                return std::nullopt;  // an open or repeated piece
            of[static_cast<std::size_t>(label)] = static_cast<std::int16_t>(lo.first + s);
            layout.orbitOf.push_back(static_cast<std::uint8_t>(o));
            layout.homeTwist.push_back(static_cast<std::uint8_t>(twist));
            goalLabels.push_back(label);
            startLabels.push_back(start[static_cast<std::size_t>(lo.pieceAt + s)]);
        }
        // The goal holds the start's pieces (every position then holds each once).
        std::sort(goalLabels.begin(), goalLabels.end());
        std::sort(startLabels.begin(), startLabels.end());
        if (goalLabels != startLabels)
            return std::nullopt;
        layout.orbits.push_back(lo);
        layout.pieceOfLabel.push_back(of);
    }
    return layout;
}

// Per orbit, as many pieces a database as the entry cap allows (a cube's corners: 6 of 8
// with their twists; edges: 5 of 12 with their flips), in groups of consecutive home
// slots that cover the orbit (one group when it holds all but one piece: the last one's
// slot is then known); tracked sizes shrink, largest databases first, until all of them
// fit the memory limit and the build budget. The heuristic is the maximum of them.
bool IdaPuzzle::buildPieces(IdaGoal& g, SearchMonitor& monitor, const CancelToken& cancel,
                            search::Keeping& keeping) const
{
    const PieceLayout& layout = *g.layout;
    const model::OrbitModel& model = rules->model();
    const int orbits = static_cast<int>(layout.orbits.size());
    const std::uint64_t cap = std::min(kMaxPieceEntries, options.maxMemoryBytes / 2);
    const auto entries = [&](int o, int k) {
        const PieceLayout::Orbit& orbit = layout.orbits[static_cast<std::size_t>(o)];
        return search::TilePdb::entries(orbit.size, k, orbit.twists)
            .value_or(std::numeric_limits<std::uint64_t>::max());
    };
    const auto groupsOf = [&](int o, int k) {
        const int size = layout.orbits[static_cast<std::size_t>(o)].size;
        return k <= 0 ? 0 : k >= size - 1 ? 1 : (size + k - 1) / k;
    };
    std::vector<int> tracked(static_cast<std::size_t>(orbits), 0);
    for (int o = 0; o < orbits; ++o) {
        const PieceLayout::Orbit& orbit = layout.orbits[static_cast<std::size_t>(o)];
        if (orbit.size == 1 && orbit.twists == 1)
            continue;  // nothing to track: the piece never moves nor turns
        int k = 1;
        while (k < orbit.size && entries(o, k + 1) <= cap)
            ++k;
        tracked[static_cast<std::size_t>(o)] = k;
    }
    const auto moves = static_cast<std::uint64_t>(std::max(1, moveCount));
    for (;;) {
        std::uint64_t total = 0;
        int largest = -1;
        std::uint64_t largestEntries = 0;
        for (int o = 0; o < orbits; ++o) {
            const int k = tracked[static_cast<std::size_t>(o)];
            if (k <= 0)
                continue;
            const std::uint64_t e = entries(o, k);
            total += e * static_cast<std::uint64_t>(groupsOf(o, k));
            if (k > 1 && e > largestEntries) {
                largestEntries = e;
                largest = o;
            }
        }
        if ((total <= options.maxMemoryBytes && total * moves <= kMaxPieceGoalWork) || largest < 0)
            break;
        --tracked[static_cast<std::size_t>(largest)];
    }

    const unsigned threads = search::hardwareThreads(~0u);
    for (int o = 0; o < orbits; ++o) {
        const int k = tracked[static_cast<std::size_t>(o)];
        if (k <= 0)
            continue;
        const PieceLayout::Orbit& orbit = layout.orbits[static_cast<std::size_t>(o)];
        // Where each move carries the piece of each slot, and what it adds to its twist.
        std::vector<std::vector<int>> targets;
        std::vector<std::vector<int>> turns;
        for (int m = 0; m < moveCount; ++m) {
            Carried c = carried(model.move(m).effects[static_cast<std::size_t>(o)], orbit.size);
            targets.push_back(std::move(c.to));
            turns.push_back(std::move(c.turn));
        }
        const int groups = groupsOf(o, k);
        for (int j = 0; j < groups; ++j) {
            IdaGoal::PieceLookup lookup;
            std::vector<int> homes;
            std::vector<int> homeTwists;
            for (int i = 0; i < k; ++i) {
                // The last group wraps round to the first slots.
                const int s = (j * k + i) % orbit.size;
                homes.push_back(s);
                homeTwists.push_back(layout.homeTwist[static_cast<std::size_t>(orbit.first + s)]);
                lookup.pieces.push_back(orbit.first + s);
            }
            auto pdb = search::TilePdb::build(targets, turns, orbit.twists, homes, homeTwists,
                                              orbit.size, threads, monitor, cancel, &keeping);
            if (!pdb)
                return false;
            g.bytes += pdb->bytes();
            lookup.pdb = static_cast<int>(g.tilePdbs.size());
            g.tilePdbs.push_back(std::move(*pdb));
            g.pieceLookups.push_back(std::move(lookup));
        }
    }
    return true;
}

// Reachable when the permutation of (slot, orientation) points that takes the goal to the
// position lies in the group the moves generate on those points: a move sends (s, r) to
// (s', r + its turn there), and a piece at home in slot h turned by g that now sits in
// slot s turned by r sends (h, x) to (s, x + r - g).
IdaPuzzle::Decision IdaPuzzle::pieceDecision(const Position& p, const IdaGoal& g) const
{
    const PieceLayout& layout = *g.layout;
    const model::OrbitModel& model = rules->model();
    std::vector<int> pointAt;  // per orbit: its first point
    int points = 0;
    for (const PieceLayout::Orbit& o : layout.orbits) {
        pointAt.push_back(points);
        points += o.size * o.twists;
    }
    if (points > 256)
        return Decision::Unknown;
    if (!pieceGroup_) {
        std::vector<search::PermGroup::Perm> gens;
        for (int m = 0; m < moveCount; ++m) {
            search::PermGroup::Perm perm(static_cast<std::size_t>(points));
            for (std::size_t o = 0; o < layout.orbits.size(); ++o) {
                const PieceLayout::Orbit& orbit = layout.orbits[o];
                const Carried c = carried(model.move(m).effects[o], orbit.size);
                for (int s = 0; s < orbit.size; ++s)
                    for (int r = 0; r < orbit.twists; ++r)
                        perm[static_cast<std::size_t>(pointAt[o] + s * orbit.twists + r)] =
                            static_cast<std::uint8_t>(
                                pointAt[o] + c.to[static_cast<std::size_t>(s)] * orbit.twists +
                                (r + c.turn[static_cast<std::size_t>(s)]) % orbit.twists);
            }
            gens.push_back(std::move(perm));
        }
        pieceGroup_ = std::make_unique<search::PermGroup>(points, gens);
    }
    std::vector<std::uint8_t> slot(static_cast<std::size_t>(layout.pieces()));
    std::vector<std::uint8_t> twist(static_cast<std::size_t>(layout.pieces()));
    if (!layout.read(p.cells.data(), slot.data(), twist.data()))
        return Decision::Unsolvable;
    search::PermGroup::Perm sigma(static_cast<std::size_t>(points));
    for (std::size_t o = 0; o < layout.orbits.size(); ++o) {
        const PieceLayout::Orbit& orbit = layout.orbits[o];
        const int t = orbit.twists;
        for (int h = 0; h < orbit.size; ++h) {
            const auto piece = static_cast<std::size_t>(orbit.first + h);
            const int shift = (twist[piece] - layout.homeTwist[piece] + t) % t;
            for (int x = 0; x < t; ++x)
                sigma[static_cast<std::size_t>(pointAt[o] + h * t + x)] =
                    static_cast<std::uint8_t>(pointAt[o] + slot[piece] * t + (x + shift) % t);
        }
    }
    if (pieceGroup_->contains(sigma))
        return Decision::Solvable;
    return pieceGroup_->complete() ? Decision::Unsolvable : Decision::Unknown;
}

}  // namespace pl::ida
