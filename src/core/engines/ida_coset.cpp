// The `ida` engine's slot-coset table for pieces (issue 22, search/coset_pdb.h): which
// set of pieces to place, found from the moves, and the symmetries to read it through.
#include <algorithm>
#include <bit>
#include <set>

#include "core/engines/ida_puzzle.h"
#include "core/model/orbit_model.h"

namespace pl::ida {

namespace {

std::uint64_t imageOf(std::uint64_t mask, const std::vector<int>& to)
{
    std::uint64_t out = 0;
    for (std::uint64_t b = mask; b != 0; b &= b - 1)
        out |= std::uint64_t{1} << to[static_cast<std::size_t>(std::countr_zero(b))];
    return out;
}

// The entries of `spec` (which has no set) with the set `mask` of orbit `o`: a copy of a
// few kilobytes, for at most a few thousand candidate sets.
std::optional<std::uint64_t> withSet(search::CosetSpec spec, int o, std::uint64_t mask)
{
    spec.setOrbit = o;
    for (int s = 0; s < 64; ++s)
        if (((mask >> s) & 1U) != 0)
            spec.setSlots.push_back(s);
    return search::CosetPdb::entries(spec);
}

}  // namespace

std::optional<search::CosetSpec> cosetSpec(const model::OrbitModel& model,
                                           const PieceLayout& layout, std::uint64_t maxEntries)
{
    search::CosetSpec spec;
    bool turning = false;
    for (std::size_t o = 0; o < layout.orbits.size(); ++o) {
        const PieceLayout::Orbit& orbit = layout.orbits[o];
        search::CosetSpec::Orbit so;
        so.size = orbit.size;
        so.twists = orbit.twists;
        for (int m = 0; m < model.moveCount(); ++m) {
            Carried c = carried(model.move(m).effects[o], orbit.size);
            so.targets.push_back(std::move(c.to));
            so.turns.push_back(std::move(c.turn));
        }
        for (int s = 0; s < orbit.size; ++s)
            so.goalTwist.push_back(layout.homeTwist[static_cast<std::size_t>(orbit.first + s)]);
        turning = turning || orbit.twists > 1;
        spec.orbits.push_back(std::move(so));
    }
    if (!turning || model.moveCount() == 0)
        return std::nullopt;
    struct Best {
        int orbit = -1;
        std::uint64_t mask = 0;
        int keeps = -1;
        std::uint64_t entries = 0;
    } best;
    for (std::size_t o = 0; o < spec.orbits.size(); ++o) {
        const search::CosetSpec::Orbit& orbit = spec.orbits[o];
        const int n = orbit.size;
        if (n < 2)
            continue;
        const std::uint64_t full = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
        // Each move's fixed slots, then intersections until no new set appears.
        std::set<std::uint64_t> found;
        for (const std::vector<int>& to : orbit.targets) {
            std::uint64_t fixed = 0;
            for (int s = 0; s < n; ++s)
                if (to[static_cast<std::size_t>(s)] == s)
                    fixed |= std::uint64_t{1} << s;
            if (fixed != 0 && fixed != full)
                found.insert(fixed);
        }
        constexpr std::size_t kMostSets = 4096;
        for (bool grew = true; grew && found.size() < kMostSets;) {
            grew = false;
            const std::vector<std::uint64_t> now(found.begin(), found.end());
            for (std::size_t i = 0; i < now.size() && found.size() < kMostSets; ++i)
                for (std::size_t j = i + 1; j < now.size() && found.size() < kMostSets; ++j) {
                    const std::uint64_t both = now[i] & now[j];
                    if (both != 0 && found.insert(both).second)
                        grew = true;
                }
        }
        for (std::uint64_t mask : found) {
            // A set and the slots outside it tell the same: the smaller one is placed.
            const int k = std::popcount(mask);
            if (2 * k > n || (2 * k == n && (full & ~mask) < mask))
                mask = full & ~mask;
            // One slot is one piece's place, which the piece databases track already.
            if (std::popcount(mask) < 2)
                continue;
            int keeps = 0;
            for (const std::vector<int>& to : orbit.targets)
                keeps += imageOf(mask, to) == mask ? 1 : 0;
            const std::optional<std::uint64_t> entries = withSet(spec, static_cast<int>(o), mask);
            if (!entries || *entries > maxEntries)
                continue;
            if (keeps > best.keeps || (keeps == best.keeps && *entries > best.entries)) {
                best.orbit = static_cast<int>(o);
                best.mask = mask;
                best.keeps = keeps;
                best.entries = *entries;
            }
        }
    }
    if (best.orbit < 0)
        return std::nullopt;
    spec.setOrbit = best.orbit;
    for (int s = 0; s < spec.orbits[static_cast<std::size_t>(best.orbit)].size; ++s)
        if (((best.mask >> s) & 1U) != 0)
            spec.setSlots.push_back(s);
    return spec;
}

// The symmetries to read the coset table through: the position itself, then each
// symmetry whose conjugate reads the set on other slots than the reads before (a
// 3x3x3's slices between R and L, and between F and B).
std::vector<int> cosetReads(const search::CosetSpec& spec,
                            const std::vector<PieceSymmetry>& symmetries)
{
    std::vector<int> out{-1};
    const auto o = static_cast<std::size_t>(spec.setOrbit);
    std::uint64_t goal = 0;
    for (int s : spec.setSlots)
        goal |= std::uint64_t{1} << s;
    std::set<std::uint64_t> seen{goal};
    for (std::size_t k = 1; k < symmetries.size() && out.size() < kMaxCosetReads; ++k) {
        // The conjugate's set is read from the slots the symmetry takes onto the set.
        const std::vector<int>& slot = symmetries[k].orbits[o].slot;
        std::uint64_t from = 0;
        for (std::size_t s = 0; s < slot.size(); ++s)
            if (((goal >> slot[s]) & 1U) != 0)
                from |= std::uint64_t{1} << s;
        if (seen.insert(from).second)
            out.push_back(static_cast<int>(k));
    }
    return out;
}

}  // namespace pl::ida
