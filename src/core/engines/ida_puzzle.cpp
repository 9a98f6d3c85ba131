#include "core/engines/ida_puzzle.h"

#include "core/model/orbit_model.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>

#include "core/engines/linear_engine.h"
#include "core/search/threads.h"

namespace pl::ida {

// Full rectangular grid of at least 2x2 cells (the parity invariant is exact there).
CellBox cellBox(const def::PuzzleDef& d)
{
    CellBox b{d.cells[0].x, d.cells[0].x, d.cells[0].y, d.cells[0].y};
    for (const def::Cell& c : d.cells) {
        b.minX = std::min(b.minX, c.x);
        b.maxX = std::max(b.maxX, c.x);
        b.minY = std::min(b.minY, c.y);
        b.maxY = std::max(b.maxY, c.y);
    }
    return b;
}

bool rectangularGrid(const Rules& rules)
{
    const def::PuzzleDef& d = rules.def();
    if (!rules.model().slides() || d.cells.empty())
        return false;
    const auto [minX, maxX, minY, maxY] = cellBox(d);
    const double w = maxX - minX + 1, h = maxY - minY + 1;
    // The reader checked whole coordinates and distinct places.
    return w >= 2 && h >= 2 && w * h == static_cast<double>(d.cells.size());
}

bool distinctLabels(const def::PuzzleDef& d)
{
    std::set<int> s(d.start.begin(), d.start.end());
    return s.size() == d.start.size();
}

bool goalHasNull(const def::Goal& g)
{
    switch (g.type) {
    case def::Goal::Type::Values:
        return std::any_of(g.values.begin(), g.values.end(), [](int v) { return v < 0; });
    case def::Goal::Type::Uniform:
        return true;
    case def::Goal::Type::AnyOf:
        return std::any_of(g.anyOf.begin(), g.anyOf.end(), goalHasNull);
    }
    return true;
}

IdaPuzzle::IdaPuzzle(std::shared_ptr<const Rules> r, EngineOptions o, IdaOptions i)
    : rules(std::move(r)), options(o), ida(i), canon(*rules, kInfinity)
{
    const Rules& R = *rules;
    const def::PuzzleDef& d = R.def();
    n = R.cellCount();
    moveCount = R.moveCount();
    const model::OrbitModel& model = R.model();
    slides = model.slides();
    permutes = model.permutesCells();
    turns = model.orbitCount() == 1 && model.piecesStayPut();
    pieces = !model.slides() && (model.orbitCount() > 1 || model.hasTwists()) &&
             std::all_of(model.orbits().begin(), model.orbits().end(),
                         [](const model::Orbit& o) { return o.piecesMove; });
    blank = model.blank();
    modulus = turns ? model.orbit(0).twists : 0;
    grid = rectangularGrid(R);
    distinct = distinctLabels(d);
    for (int m = 0; m < moveCount; ++m) {
        const RuleMove& mv = R.move(m);
        pdbMoves.sources.push_back(mv.sources);
        pdbMoves.add.push_back(mv.add);
        pdbMoves.inverse.push_back(R.inverseOf(m));
    }
    if (slides) {
        neighbours4.resize(static_cast<std::size_t>(n));
        slideTo.assign(static_cast<std::size_t>(n),
                       std::vector<int>(static_cast<std::size_t>(moveCount), -1));
        pdbMoves.slide.assign(static_cast<std::size_t>(moveCount),
                              std::vector<int>(static_cast<std::size_t>(n), -1));
        const char dirs[4] = {'U', 'D', 'L', 'R'};
        for (int c = 0; c < n; ++c) {
            for (int k = 0; k < 4; ++k)
                neighbours4[static_cast<std::size_t>(c)][static_cast<std::size_t>(k)] =
                    R.neighbour(c, dirs[k]);
            for (int m = 0; m < moveCount; ++m) {
                const int to = R.neighbour(c, R.move(m).direction);
                slideTo[static_cast<std::size_t>(c)][static_cast<std::size_t>(m)] = to;
                pdbMoves.slide[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)] = to;
            }
        }
    }
}

IdaPuzzle::~IdaPuzzle() = default;

unsigned IdaPuzzle::buildThreads() const
{
    return options.threads != 0 ? std::min(options.threads, 64u) : search::hardwareThreads(~0u);
}

std::uint64_t IdaPuzzle::budgetEntries(int pdbCount) const
{
    const std::uint64_t perPdb =
        options.maxMemoryBytes / static_cast<std::uint64_t>(std::max(1, pdbCount));
    const std::uint64_t work = kMaxBuildWork / static_cast<std::uint64_t>(std::max(1, moveCount));
    if (perPdb < std::min(kMaxEntries, work))
        memoryBound = true;
    return std::min({kMaxEntries, perPdb, work});
}

bool IdaPuzzle::usesAdditive(const def::Goal& goal) const
{
    // On other boards the projections are used: exact where they fit, which is
    // where fits() offers the engine.
    return slides && grid && distinct && goal.type == def::Goal::Type::Values && n <= 64;
}

std::unique_ptr<IdaGoal> IdaPuzzle::build(const def::Goal& goal, SearchMonitor& monitor,
                                          const CancelToken& cancel) const
{
    auto g = std::make_unique<IdaGoal>();
    g->goal = goal;
    g->largestTables = largestTables();
    monitor.setPhase(Phase::BuildingTable);
    const search::TableStore store(options.cacheFolder);
    search::Keeping keeping;
    keeping.store = &store;
    keeping.fromBytes = options.keepFromBytes;
    bool ok = false;
    if (pieces) {
        // Full goals of distinct pieces by their databases, others by loose tables when
        // loosePieces takes them; the rest are not searched (decide() answers Unknown).
        g->layout = pieceLayout(*rules, goal);
        if (g->layout)
            ok = buildPieces(*g, monitor, cancel, keeping);
        else
            ok = !loosePieces(*rules, goal) || buildLoose(*g, monitor, cancel);
    } else if (usesAdditive(goal)) {
        ok = buildAdditive(*g, monitor, cancel, keeping);
    } else if (usesTiles(goal)) {
        ok = buildTiles(*g, monitor, cancel, keeping);
    } else {
        bool exact = false;
        ok = buildGoal(*g, goal, g->root, exact, monitor);
        g->exact = exact;
    }
    if (!ok)
        return nullptr;
    g->tablesRead = keeping.read;
    g->tablesSaved = keeping.saved;
    return g;
}

int IdaPuzzle::evalNode(const IdaGoal& g, const HeuristicNode& node, const std::uint8_t* cells)
{
    int v = node.isMin ? kInfinity : 0;
    for (int i : node.pdbs) {
        const std::uint8_t e = g.pdbs[static_cast<std::size_t>(i)].value(cells);
        const int h = e == kUnreachable ? kInfinity : e;
        v = node.isMin ? std::min(v, h) : std::max(v, h);
    }
    for (const HeuristicNode& kid : node.kids) {
        const int h = evalNode(g, kid, cells);
        v = node.isMin ? std::min(v, h) : std::max(v, h);
    }
    return v;
}

// The shortlex pruning of move windows of permutation puzzles (MovePruner), built once.
const search::MovePruner& IdaPuzzle::pruner() const
{
    if (!pruner_)
        pruner_ = std::make_unique<search::MovePruner>(moveTargets(), n);
    return *pruner_;
}

// Sliding puzzles on a full rectangle: each move's step of the blank on the grid,
// checked on every cell (the move's neighbour is the cell one step away, and there
// is none exactly where the step leaves the board); empty when that fails.
std::vector<std::pair<int, int>> IdaPuzzle::gridSteps() const
{
    if (!slides || !grid)
        return {};
    const def::PuzzleDef& d = rules->def();
    const CellBox box = cellBox(d);
    const double minX = box.minX, minY = box.minY;
    std::vector<std::pair<int, int>> xy;
    std::map<std::pair<int, int>, int> at;
    for (int c = 0; c < n; ++c) {
        xy.emplace_back(
            static_cast<int>(std::lround(d.cells[static_cast<std::size_t>(c)].x - minX)),
            static_cast<int>(std::lround(d.cells[static_cast<std::size_t>(c)].y - minY)));
        at[xy.back()] = c;
    }
    std::vector<std::pair<int, int>> steps;
    for (int m = 0; m < moveCount; ++m) {
        std::optional<std::pair<int, int>> step;
        for (int c = 0; c < n && !step; ++c)
            if (const int to = slideTo[static_cast<std::size_t>(c)][static_cast<std::size_t>(m)];
                to >= 0)
                step = std::pair{
                    xy[static_cast<std::size_t>(to)].first - xy[static_cast<std::size_t>(c)].first,
                    xy[static_cast<std::size_t>(to)].second -
                        xy[static_cast<std::size_t>(c)].second};
        if (!step)
            return {};
        for (int c = 0; c < n; ++c) {
            const auto it = at.find({xy[static_cast<std::size_t>(c)].first + step->first,
                                     xy[static_cast<std::size_t>(c)].second + step->second});
            if ((it == at.end() ? -1 : it->second) !=
                slideTo[static_cast<std::size_t>(c)][static_cast<std::size_t>(m)])
                return {};
        }
        steps.push_back(*step);
    }
    return steps;
}

// The blank-path pruning of sliding puzzles (SlidingPruner). Not for the Manhattan
// baseline, which is Korf's 1985 IDA* (it only never undoes the last move); null when
// the board is not a full grid of unit steps. It depends only on the moves' steps, not
// on the board's size, and takes a few tenths of a second to build (it does not look
// at a Stop): built once per process for each order of the steps, and shared.
const search::SlidingPruner* IdaPuzzle::slidingPruner() const
{
    if (ida.manhattanOnly)
        return nullptr;
    if (!slidingPruner_) {
        static std::mutex mutex;
        static std::map<std::vector<std::pair<int, int>>,
                        std::shared_ptr<const search::SlidingPruner>>
            built;
        const std::vector<std::pair<int, int>> steps = gridSteps();
        const std::lock_guard<std::mutex> lock(mutex);
        auto& shared = built[steps];
        if (!shared)
            shared = std::make_shared<const search::SlidingPruner>(
                steps, steps.empty() ? 0 : kSlidingWindow);
        slidingPruner_ = shared;
    }
    return slidingPruner_->states() > 1 ? slidingPruner_.get() : nullptr;
}

}  // namespace pl::ida
