// The `ida` engine on pieces that turn or move in several orbits (SPEC 8.5): the pieces
// of a full goal, tracked-piece databases over each orbit, and whether a position can
// reach the goal (group membership on (slot, orientation) points).
#include <algorithm>
#include <random>
#include <set>
#include <span>
#include <string>

#include "core/engines/ida_piece_search.h"
#include "core/engines/ida_puzzle.h"
#include "core/model/orbit_model.h"
#include "core/search/symmetry.h"
#include "core/search/table_store.h"
#include "core/search/threads.h"

namespace pl::ida {

namespace {

// The sample that chooses the piece reads kept beside a slot-coset table
// (IdaPuzzle::pieceReadsThatCut).
constexpr int kProbeWalks = 2000;
constexpr int kProbeMoves = 100;
constexpr int kProbeKeep = 50;

std::optional<std::vector<int>> loadPieceReads(const search::TableStore& store,
                                               const std::string& what, std::size_t reads);
bool savePieceReads(const search::TableStore& store, const std::string& what,
                    const std::vector<int>& kept, std::size_t reads);

}  // namespace

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

// Found in two steps, which keeps the search small (a point-level search would also find
// every shift of an orbit's orientations, which commutes with the moves: six times as
// many maps of a cube's points, 120 * 6 of a Megaminx's): the maps of the slots first
// (search/symmetry.h on the slots, each orbit onto itself), then for each the sign and
// shifts that make it a map of points: a move m carries (s, r) to (m(s), r + turn(s)),
// so sigma m = m' sigma, m' the move whose slots sigma maps m's onto, asks
//   add[m(s)] = add[s] + turn'(slot[s]) - sign * turn(s),
// spread from one slot of each part of an orbit the moves connect (its shift is free);
// the map is kept when every conjugate is a move.
std::vector<PieceSymmetry> pieceSymmetries(const model::OrbitModel& model,
                                           const PieceLayout& layout)
{
    const std::size_t orbits = layout.orbits.size();
    std::vector<int> slotAt;
    std::vector<int> classOf;
    int slots = 0;
    for (std::size_t o = 0; o < orbits; ++o) {
        slotAt.push_back(slots);
        slots += layout.orbits[o].size;
        classOf.insert(classOf.end(), static_cast<std::size_t>(layout.orbits[o].size),
                       static_cast<int>(o));
    }
    const int moves = model.moveCount();
    std::vector<std::vector<Carried>> carriedBy;  // [move][orbit]
    std::vector<std::vector<int>> targets;        // [move][slot]
    for (int m = 0; m < moves; ++m) {
        std::vector<Carried> cs;
        std::vector<int> to(static_cast<std::size_t>(slots));
        for (std::size_t o = 0; o < orbits; ++o) {
            cs.push_back(carried(model.move(m).effects[o], layout.orbits[o].size));
            for (int s = 0; s < layout.orbits[o].size; ++s)
                to[static_cast<std::size_t>(slotAt[o] + s)] =
                    slotAt[o] + cs.back().to[static_cast<std::size_t>(s)];
        }
        carriedBy.push_back(std::move(cs));
        targets.push_back(std::move(to));
    }
    PieceSymmetry identity;
    for (const PieceLayout::Orbit& orbit : layout.orbits) {
        PieceSymmetry::Orbit io;
        for (int s = 0; s < orbit.size; ++s)
            io.slot.push_back(s);
        io.add.assign(static_cast<std::size_t>(orbit.size), 0);
        identity.orbits.push_back(std::move(io));
    }
    std::vector<PieceSymmetry> out{identity};
    // Moves that carry the slots alike (they may turn pieces differently) are handed over
    // once: the search would find each map once for every order of them.
    std::vector<std::vector<int>> distinct = targets;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    const std::vector<std::vector<int>> found =
        search::moveSymmetries(search::sharingOrder(distinct), classOf, 1024, 4'000'000);
    // The orbits whose orientations a map may reverse (more than two of them).
    std::vector<std::size_t> turning;
    for (std::size_t o = 0; o < orbits; ++o)
        if (layout.orbits[o].twists > 2)
            turning.push_back(o);
    // One sign for all of them when there are many (a mirror image reverses every piece).
    const bool oneSign = turning.size() > 6;
    const unsigned signCombos = oneSign ? 2U : 1U << turning.size();
    for (std::size_t k = 1; k < found.size(); ++k) {
        const std::vector<int>& pi = found[k];
        // Each move's image: the move whose slots are m's mapped by pi.
        std::vector<int> image(static_cast<std::size_t>(moves), -1);
        for (int m = 0; m < moves; ++m) {
            std::vector<int> want(static_cast<std::size_t>(slots));
            for (int x = 0; x < slots; ++x)
                want[static_cast<std::size_t>(pi[static_cast<std::size_t>(x)])] =
                    pi[static_cast<std::size_t>(
                        targets[static_cast<std::size_t>(m)][static_cast<std::size_t>(x)])];
            for (int q = 0; q < moves && image[static_cast<std::size_t>(m)] < 0; ++q)
                if (targets[static_cast<std::size_t>(q)] == want)
                    image[static_cast<std::size_t>(m)] = q;
        }
        if (std::find(image.begin(), image.end(), -1) != image.end())
            continue;
        for (unsigned combo = 0; combo < signCombos; ++combo) {
            PieceSymmetry sym;
            for (std::size_t o = 0; o < orbits; ++o) {
                PieceSymmetry::Orbit so;
                for (int s = 0; s < layout.orbits[o].size; ++s)
                    so.slot.push_back(pi[static_cast<std::size_t>(slotAt[o] + s)] - slotAt[o]);
                so.add.assign(static_cast<std::size_t>(layout.orbits[o].size), -1);
                sym.orbits.push_back(std::move(so));
            }
            for (std::size_t j = 0; j < turning.size(); ++j)
                sym.orbits[turning[j]].sign = ((combo >> (oneSign ? 0 : j)) & 1U) ? -1 : 1;
            // Spread the shifts over each orbit from a first slot of every part.
            for (std::size_t o = 0; o < orbits; ++o) {
                PieceSymmetry::Orbit& so = sym.orbits[o];
                const int t = layout.orbits[o].twists;
                for (int root = 0; root < layout.orbits[o].size; ++root) {
                    if (so.add[static_cast<std::size_t>(root)] >= 0)
                        continue;
                    so.add[static_cast<std::size_t>(root)] = 0;
                    std::vector<int> todo{root};
                    while (!todo.empty()) {
                        const int s = todo.back();
                        todo.pop_back();
                        for (int m = 0; m < moves; ++m) {
                            const Carried& c = carriedBy[static_cast<std::size_t>(m)][o];
                            const Carried& ci = carriedBy[static_cast<std::size_t>(
                                image[static_cast<std::size_t>(m)])][o];
                            const int next = c.to[static_cast<std::size_t>(s)];
                            if (so.add[static_cast<std::size_t>(next)] >= 0)
                                continue;
                            const int v = so.add[static_cast<std::size_t>(s)] +
                                          ci.turn[static_cast<std::size_t>(
                                              so.slot[static_cast<std::size_t>(s)])] -
                                          so.sign * c.turn[static_cast<std::size_t>(s)];
                            so.add[static_cast<std::size_t>(next)] = ((v % t) + t) % t;
                            todo.push_back(next);
                        }
                    }
                }
            }
            // Kept when for every move m, sigma m = m' sigma on every point of every orbit
            // for some move m' (the shifts were spread with the first move that carries
            // the slots as m' must; another that turns the pieces otherwise may fit).
            const auto fitsAsImage = [&](int m, int q) {
                for (std::size_t o = 0; o < orbits; ++o) {
                    const PieceSymmetry::Orbit& so = sym.orbits[o];
                    const int t = layout.orbits[o].twists;
                    const Carried& c = carriedBy[static_cast<std::size_t>(m)][o];
                    const Carried& ci = carriedBy[static_cast<std::size_t>(q)][o];
                    for (int s = 0; s < layout.orbits[o].size; ++s) {
                        const auto su = static_cast<std::size_t>(s);
                        const auto next = static_cast<std::size_t>(c.to[su]);
                        const auto img = static_cast<std::size_t>(so.slot[su]);
                        // sigma m (s, 0) against m' sigma (s, 0).
                        if (so.slot[next] != ci.to[img] ||
                            ((so.sign * c.turn[su] + so.add[next] - so.add[su] - ci.turn[img]) % t +
                             t) % t !=
                                0)
                            return false;
                    }
                }
                return true;
            };
            bool ok = true;
            for (int m = 0; m < moves && ok; ++m) {
                ok = false;
                for (int q = image[static_cast<std::size_t>(m)]; q < moves && !ok; ++q)
                    ok =
                        targets[static_cast<std::size_t>(q)] ==
                            targets[static_cast<std::size_t>(image[static_cast<std::size_t>(m)])] &&
                        fitsAsImage(m, q);
            }
            if (ok) {
                out.push_back(std::move(sym));
                break;
            }
        }
    }
    return out;
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
    const bool largest = largestTables();
    // With the largest tables the slot-coset table comes first (its set as the moves
    // choose it, in at most two thirds of the limit), and the piece databases share
    // what it leaves: on a 3x3x3 under 2048 MB, edge groups of six instead of seven.
    g.cosetSpec.reset();
    std::uint64_t memory = options.maxMemoryBytes;
    std::uint64_t cosetBytes = 0;
    if (largest) {
        g.cosetSpec = cosetSpec(model, layout, std::min(kMaxCosetEntries, memory / 3 * 4));
        const auto best = cosetSpec(model, layout, kMaxCosetEntries);
        if (best && (!g.cosetSpec || g.cosetSpec->setSlots != best->setSlots ||
                     g.cosetSpec->setOrbit != best->setOrbit))
            memoryBound = true;  // a smaller set than the moves' choice, for the memory
        if (g.cosetSpec) {
            cosetBytes = (*search::CosetPdb::entries(*g.cosetSpec) + 1) / 2;
            memory -= cosetBytes;
        }
    }
    const std::uint64_t cap =
        std::min(largest ? kMaxLargestPieceEntries : kMaxPieceEntries, memory / 2);
    const std::uint64_t workCap = largest ? kMaxLargestPieceGoalWork : kMaxPieceGoalWork;
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
        // All but one piece tell where the last one is; when no move changes the sum of
        // the orbit's twists (a cube's corners), also how it is turned.
        bool sumKept = true;
        for (int m = 0; m < moveCount && sumKept; ++m) {
            const Carried c =
                carried(model.move(m).effects[static_cast<std::size_t>(o)], orbit.size);
            int sum = 0;
            for (int turn : c.turn)
                sum += turn;
            sumKept = sum % orbit.twists == 0;
        }
        const int most = sumKept ? orbit.size - 1 : orbit.size;
        int k = 1;
        while (k < most && entries(o, k + 1) <= cap)
            ++k;
        if (k < most && entries(o, k + 1) <= (largest ? kMaxLargestPieceEntries : kMaxPieceEntries))
            memoryBound = true;  // the cap was the memory's
        tracked[static_cast<std::size_t>(o)] = k;
    }
    const auto moves = static_cast<std::uint64_t>(std::max(1, moveCount));
    std::uint64_t plannedBytes = 0;
    for (;;) {
        std::uint64_t total = 0;
        int largestOrbit = -1;
        std::uint64_t largestEntries = 0;
        for (int o = 0; o < orbits; ++o) {
            const int k = tracked[static_cast<std::size_t>(o)];
            if (k <= 0)
                continue;
            const std::uint64_t e = entries(o, k);
            total += e * static_cast<std::uint64_t>(groupsOf(o, k));
            if (k > 1 && e > largestEntries) {
                largestEntries = e;
                largestOrbit = o;
            }
        }
        if ((total <= memory && total * moves <= workCap) || largestOrbit < 0) {
            plannedBytes = total + cosetBytes;  // a byte an entry; two for the coset's
            break;
        }
        if (total > memory && total * moves <= workCap)
            memoryBound = true;
        --tracked[static_cast<std::size_t>(largestOrbit)];
    }
    if (planned)
        planned(plannedBytes);

    const unsigned threads = buildThreads();
    // Every database planned, with its lookup; built below unless the sample's choice of
    // reads (pieceReadsThatCut), kept on disk, leaves no read on it.
    struct Planned {
        int orbit = 0;
        std::vector<int> homes;
        std::vector<int> homeTwists;
    };
    std::vector<Planned> plans;
    std::vector<std::vector<std::vector<int>>> targetsOf(static_cast<std::size_t>(orbits));
    std::vector<std::vector<std::vector<int>>> turnsOf(static_cast<std::size_t>(orbits));
    for (int o = 0; o < orbits; ++o) {
        const int k = tracked[static_cast<std::size_t>(o)];
        if (k <= 0)
            continue;
        const PieceLayout::Orbit& orbit = layout.orbits[static_cast<std::size_t>(o)];
        // Where each move carries the piece of each slot, and what it adds to its twist.
        for (int m = 0; m < moveCount; ++m) {
            Carried c = carried(model.move(m).effects[static_cast<std::size_t>(o)], orbit.size);
            targetsOf[static_cast<std::size_t>(o)].push_back(std::move(c.to));
            turnsOf[static_cast<std::size_t>(o)].push_back(std::move(c.turn));
        }
        const int groups = groupsOf(o, k);
        for (int j = 0; j < groups; ++j) {
            IdaGoal::PieceLookup lookup;
            Planned plan;
            plan.orbit = o;
            for (int i = 0; i < k; ++i) {
                // The last group wraps round to the first slots.
                const int s = (j * k + i) % orbit.size;
                plan.homes.push_back(s);
                plan.homeTwists.push_back(
                    layout.homeTwist[static_cast<std::size_t>(orbit.first + s)]);
                lookup.pieces.push_back(orbit.first + s);
            }
            lookup.pdb = static_cast<int>(plans.size());
            plans.push_back(std::move(plan));
            g.pieceLookups.push_back(std::move(lookup));
        }
    }
    addSymmetricLookups(g);
    std::string choiceWhat;
    std::optional<std::vector<int>> chosen;
    if (g.cosetSpec) {
        g.cosetThrough = cosetReads(*g.cosetSpec, g.pieceSymmetries);
        if (keeping.on()) {
            choiceWhat = pieceReadsDescription(g, tracked);
            chosen = loadPieceReads(*keeping.store, choiceWhat, g.pieceLookups.size());
            if (chosen)
                ++keeping.read;
        }
    }
    std::vector<bool> needed(plans.size(), !chosen);
    if (chosen)
        for (int i : *chosen)
            needed[static_cast<std::size_t>(g.pieceLookups[static_cast<std::size_t>(i)].pdb)] =
                true;
    g.tilePdbs.resize(plans.size());
    for (std::size_t i = 0; i < plans.size(); ++i) {
        if (!needed[i])
            continue;
        const Planned& plan = plans[i];
        const PieceLayout::Orbit& orbit = layout.orbits[static_cast<std::size_t>(plan.orbit)];
        auto pdb = search::TilePdb::build(targetsOf[static_cast<std::size_t>(plan.orbit)],
                                          turnsOf[static_cast<std::size_t>(plan.orbit)],
                                          orbit.twists, plan.homes, plan.homeTwists, orbit.size,
                                          threads, monitor, cancel, &keeping);
        if (!pdb)
            return false;
        g.bytes += pdb->bytes();
        g.tilePdbs[i] = std::move(*pdb);
    }
    if (g.cosetSpec) {
        g.coset = search::CosetPdb::build(*g.cosetSpec, threads, monitor, cancel, &keeping);
        if (!g.coset)
            return false;
        g.bytes += g.coset->bytes();
        if (!chosen) {
            chosen = pieceReadsThatCut(g, monitor);
            if (!choiceWhat.empty() &&
                savePieceReads(*keeping.store, choiceWhat, *chosen, g.pieceLookups.size()))
                ++keeping.saved;
        }
        keepPieceReads(g, *chosen);
    }
    return true;
}

// Beside the slot-coset table, a piece database read costs more than it saves unless it
// often says more than the coset table's reads: on a random 3x3x3 (17 moves), the
// corners' and edges' databases read through every symmetry cut 6% more of the nodes and
// took two fifths of the search's time. So each piece read is tried on kProbeWalks
// positions (random walks of kProbeMoves moves from the goal, with a fixed seed: the same
// choice every time) and kept only where, on at least one in kProbeKeep of them, it reads
// more on the position or its dual than every coset read on both. Returns the reads kept
// (indices into g.pieceLookups, in order).
std::vector<int> IdaPuzzle::pieceReadsThatCut(const IdaGoal& g, SearchMonitor& monitor) const
{
    if (g.pieceLookups.empty())
        return {};
    PieceSearch<false> probe(*this, g, monitor);
    const int strong = probe.strong;
    const int count = static_cast<int>(probe.lookups.size());
    const int width = PieceLayout::kMaxPieces;
    std::vector<int> more(static_cast<std::size_t>(count - strong), 0);
    std::mt19937_64 rng(22);
    std::vector<std::uint8_t> node(2 * static_cast<std::size_t>(width), 0);
    std::vector<std::uint8_t> next(node.size(), 0);
    std::uint8_t slot[PieceLayout::kMaxPieces];
    std::uint8_t twist[PieceLayout::kMaxPieces];
    for (int w = 0; w < kProbeWalks; ++w) {
        std::copy(probe.home.begin(), probe.home.end(), node.begin());
        for (int k = 0; k < kProbeMoves; ++k) {
            probe.applyMove(node.data(), static_cast<int>(rng() % static_cast<unsigned>(moveCount)),
                            next.data());
            node.swap(next);
        }
        if (probe.dual)
            probe.dualOf(node.data(), slot, twist);
        const auto read = [&](int l) {
            const auto& lk = probe.lookups[static_cast<std::size_t>(l)];
            const int own = probe.readAt(l, probe.entryOf(lk, node.data(), node.data() + width));
            return probe.dual ? std::max(own, probe.readAt(l, probe.entryOf(lk, slot, twist)))
                              : own;
        };
        int coset = 0;
        for (int l = 0; l < strong; ++l)
            coset = std::max(coset, read(l));
        for (int l = strong; l < count; ++l)
            if (read(l) > coset)
                ++more[static_cast<std::size_t>(l - strong)];
    }
    std::vector<int> kept;
    for (std::size_t i = 0; i < more.size(); ++i)
        if (more[i] * kProbeKeep >= kProbeWalks)
            kept.push_back(static_cast<int>(i));
    return kept;
}

// Keeps the piece reads `kept` (indices into g.pieceLookups, in order) and frees the
// databases no read is left on.
void IdaPuzzle::keepPieceReads(IdaGoal& g, const std::vector<int>& kept)
{
    std::vector<IdaGoal::PieceLookup> lookups;
    std::vector<int> newIndex(g.tilePdbs.size(), -1);
    std::vector<search::TilePdb> pdbs;
    std::size_t bytes = g.bytes;
    for (int i : kept) {
        IdaGoal::PieceLookup l = g.pieceLookups[static_cast<std::size_t>(i)];
        int& at = newIndex[static_cast<std::size_t>(l.pdb)];
        if (at < 0) {
            at = static_cast<int>(pdbs.size());
            pdbs.push_back(std::move(g.tilePdbs[static_cast<std::size_t>(l.pdb)]));
        }
        l.pdb = at;
        lookups.push_back(std::move(l));
    }
    for (std::size_t p = 0; p < g.tilePdbs.size(); ++p)
        if (newIndex[p] < 0)
            bytes -= g.tilePdbs[p].bytes();
    g.tilePdbs = std::move(pdbs);
    g.pieceLookups = std::move(lookups);
    g.bytes = bytes;
}

// What the choice of piece reads is a function of: the moves, the goal's twists, the
// databases planned and every read (through which symmetry), the coset table's set and
// reads, and the sample's constants.
std::string IdaPuzzle::pieceReadsDescription(const IdaGoal& g,
                                             const std::vector<int>& tracked) const
{
    search::TableDescription d("piece-reads");
    d.add("sample", 1).add("walks", kProbeWalks).add("moves", kProbeMoves).add("keep", kProbeKeep);
    d.model(rules->model());
    d.list("homeTwist", g.layout->homeTwist);
    d.list("tracked", tracked);
    for (const IdaGoal::PieceLookup& l : g.pieceLookups) {
        d.add("pdb", l.pdb).add("through", l.through);
        d.list("pieces", l.pieces);
    }
    d.add("setOrbit", g.cosetSpec->setOrbit);
    d.list("setSlots", g.cosetSpec->setSlots);
    d.list("cosetThrough", g.cosetThrough);
    return d.text();
}

namespace {

// The kept choice: a byte a read (1: kept); nullopt when there is none or it is not one
// of `reads` reads (then the file is deleted by the store, or is foreign).
std::optional<std::vector<int>> loadPieceReads(const search::TableStore& store,
                                               const std::string& what, std::size_t reads)
{
    std::vector<std::uint8_t> flags(reads, 0);
    const bool ok = store.load(what, [&](std::size_t part, std::uint64_t size) -> std::uint8_t* {
        return part == 0 && size == reads && reads > 0 ? flags.data() : nullptr;
    });
    if (!ok)
        return std::nullopt;
    std::vector<int> kept;
    for (std::size_t i = 0; i < reads; ++i) {
        if (flags[i] > 1)
            return std::nullopt;
        if (flags[i] == 1)
            kept.push_back(static_cast<int>(i));
    }
    return kept;
}

bool savePieceReads(const search::TableStore& store, const std::string& what,
                    const std::vector<int>& kept, std::size_t reads)
{
    if (reads == 0)
        return false;
    std::vector<std::uint8_t> flags(reads, 0);
    for (int i : kept)
        flags[static_cast<std::size_t>(i)] = 1;
    return store.save(what, {std::span<const std::uint8_t>(flags)});
}

}  // namespace

// Reads of the databases through symmetries of the moves: a database of part of an orbit
// read on the conjugate of the position tells of other pieces (a cube's edge database of
// five edges, conjugated by a quarter turn of the whole cube, of five others). Chosen
// greedily, each time the read whose pieces are read least so far, until there are
// kMaxPieceLookups reads in all. A database of an orbit's every piece but at most one
// reads the same through any symmetry, and is read once.
void IdaPuzzle::addSymmetricLookups(IdaGoal& g) const
{
    const PieceLayout& layout = *g.layout;
    g.pieceSymmetries = pieceSymmetries(rules->model(), layout);
    std::vector<int> readCount(static_cast<std::size_t>(layout.pieces()), 0);
    std::set<std::pair<int, std::vector<int>>> seen;
    for (const IdaGoal::PieceLookup& l : g.pieceLookups) {
        for (int p : l.pieces)
            ++readCount[static_cast<std::size_t>(p)];
        std::vector<int> key = l.pieces;
        std::sort(key.begin(), key.end());
        seen.insert({l.pdb, std::move(key)});
    }
    struct Candidate {
        IdaGoal::PieceLookup lookup;
        std::vector<int> reads;  // the pieces whose slots and twists it reads
    };
    std::vector<Candidate> candidates;
    const std::size_t base = g.pieceLookups.size();
    for (std::size_t b = 0; b < base; ++b) {
        const IdaGoal::PieceLookup& l = g.pieceLookups[b];
        const int o = layout.orbitOf[static_cast<std::size_t>(l.pieces.front())];
        const PieceLayout::Orbit& orbit = layout.orbits[static_cast<std::size_t>(o)];
        if (static_cast<int>(l.pieces.size()) >= orbit.size - 1)
            continue;
        for (std::size_t k = 1; k < g.pieceSymmetries.size(); ++k) {
            const PieceSymmetry::Orbit& so =
                g.pieceSymmetries[k].orbits[static_cast<std::size_t>(o)];
            std::vector<int> inverse(static_cast<std::size_t>(orbit.size));
            for (int sl = 0; sl < orbit.size; ++sl)
                inverse[static_cast<std::size_t>(so.slot[static_cast<std::size_t>(sl)])] = sl;
            Candidate c{IdaGoal::PieceLookup{l.pdb, l.pieces, static_cast<int>(k)}, {}};
            for (int p : l.pieces)
                c.reads.push_back(orbit.first + inverse[static_cast<std::size_t>(p - orbit.first)]);
            std::vector<int> key = c.reads;
            std::sort(key.begin(), key.end());
            if (seen.insert({l.pdb, std::move(key)}).second)
                candidates.push_back(std::move(c));
        }
    }
    std::vector<std::vector<int>> reads;
    for (const Candidate& c : candidates)
        reads.push_back(c.reads);
    const std::size_t room =
        base < static_cast<std::size_t>(kMaxPieceLookups) ? kMaxPieceLookups - base : 0;
    for (const std::size_t best : search::leastReadFirst(reads, readCount, room))
        g.pieceLookups.push_back(candidates[best].lookup);
}

PointMoves pointMoves(const model::OrbitModel& model)
{
    PointMoves out;
    for (int o = 0; o < model.orbitCount(); ++o) {
        out.pointAt.push_back(out.points);
        out.points += model.orbit(o).size * model.orbit(o).twists;
    }
    if (out.points > 256)
        return out;
    for (int m = 0; m < model.moveCount(); ++m) {
        search::PermGroup::Perm perm(static_cast<std::size_t>(out.points));
        for (int o = 0; o < model.orbitCount(); ++o) {
            const int size = model.orbit(o).size, twists = model.orbit(o).twists;
            const int at = out.pointAt[static_cast<std::size_t>(o)];
            const Carried c = carried(model.move(m).effects[static_cast<std::size_t>(o)], size);
            for (int s = 0; s < size; ++s)
                for (int r = 0; r < twists; ++r)
                    perm[static_cast<std::size_t>(at + s * twists + r)] = static_cast<std::uint8_t>(
                        at + c.to[static_cast<std::size_t>(s)] * twists +
                        (r + c.turn[static_cast<std::size_t>(s)]) % twists);
        }
        out.moves.push_back(std::move(perm));
    }
    return out;
}

std::unique_ptr<search::PermGroup> piecePointGroup(const model::OrbitModel& model)
{
    PointMoves pm = pointMoves(model);
    if (pm.points > 256)
        return nullptr;
    return std::make_unique<search::PermGroup>(pm.points, pm.moves);
}

std::optional<search::PermGroup::Perm> piecePoints(const PieceLayout& layout, const Position& p)
{
    std::vector<std::uint8_t> slot(static_cast<std::size_t>(layout.pieces()));
    std::vector<std::uint8_t> twist(static_cast<std::size_t>(layout.pieces()));
    if (!layout.read(p.cells.data(), slot.data(), twist.data()))
        return std::nullopt;
    search::PermGroup::Perm sigma;
    for (const PieceLayout::Orbit& orbit : layout.orbits) {
        const int t = orbit.twists;
        const auto first = sigma.size();
        for (int h = 0; h < orbit.size; ++h) {
            const auto piece = static_cast<std::size_t>(orbit.first + h);
            const int shift = (twist[piece] - layout.homeTwist[piece] + t) % t;
            for (int x = 0; x < t; ++x)
                sigma.push_back(static_cast<std::uint8_t>(
                    first + static_cast<std::size_t>(slot[piece]) * static_cast<std::size_t>(t) +
                    static_cast<std::size_t>((x + shift) % t)));
        }
    }
    return sigma;
}

std::vector<Position> reachableRandom(const Rules& rules, std::size_t count, std::mt19937_64& rng,
                                      std::uint64_t* drawn)
{
    std::vector<Position> out;
    // Stickers with pieces are decided on their pieces (the positions stay stickers).
    const Rules& pieces = rules.pieceRules() ? *rules.pieceRules() : rules;
    const std::optional<PieceLayout> layout =
        pieceLayout(pieces, rules.pieceRules() ? rules.toPieces(rules.goal()) : rules.goal());
    if (!layout)
        return out;
    const std::unique_ptr<search::PermGroup> group = piecePointGroup(pieces.model());
    if (!group || !group->complete())
        return out;
    std::uint64_t tries = 0;
    while (out.size() < count) {
        if (tries == kMaxReachableDraws)
            return {};
        Position p = rules.random(rng);
        ++tries;
        const auto sigma = piecePoints(*layout, rules.pieceRules() ? rules.toPieces(p) : p);
        if (sigma && group->contains(*sigma))
            out.push_back(std::move(p));
    }
    if (drawn)
        *drawn = tries;
    return out;
}

// Reachable when the map of points that takes the goal to the position lies in the group
// the moves generate on those points.
IdaPuzzle::Decision IdaPuzzle::pieceDecision(const Position& p, const IdaGoal& g) const
{
    const PieceLayout& layout = *g.layout;
    if (!pieceGroup_) {
        pieceGroup_ = piecePointGroup(rules->model());
        if (!pieceGroup_)
            return Decision::Unknown;
    }
    const std::optional<search::PermGroup::Perm> sigma = piecePoints(layout, p);
    if (!sigma)
        return Decision::Unsolvable;
    if (pieceGroup_->contains(*sigma))
        return Decision::Solvable;
    return pieceGroup_->complete() ? Decision::Unsolvable : Decision::Unknown;
}

}  // namespace pl::ida
