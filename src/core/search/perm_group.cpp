#include "core/search/perm_group.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace pl::search {

PermGroup::Perm PermGroup::compose(const Perm& a, const Perm& b) const
{
    Perm c(static_cast<std::size_t>(n_));
    for (int i = 0; i < n_; ++i)
        c[static_cast<std::size_t>(i)] = b[a[static_cast<std::size_t>(i)]];
    return c;
}

PermGroup::Perm PermGroup::inverse(const Perm& a) const
{
    Perm c(static_cast<std::size_t>(n_));
    for (int i = 0; i < n_; ++i)
        c[a[static_cast<std::size_t>(i)]] = static_cast<std::uint8_t>(i);
    return c;
}

bool PermGroup::identity(const Perm& a) const
{
    for (int i = 0; i < n_; ++i)
        if (a[static_cast<std::size_t>(i)] != i)
            return false;
    return true;
}

void PermGroup::startOrbit(Level& level) const
{
    level.trans.assign(static_cast<std::size_t>(n_), Perm{});
    level.transInv.assign(static_cast<std::size_t>(n_), Perm{});
    Perm id(static_cast<std::size_t>(n_));
    for (int i = 0; i < n_; ++i)
        id[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
    level.trans[static_cast<std::size_t>(level.base)] = id;
    level.transInv[static_cast<std::size_t>(level.base)] = id;
    level.orbit.assign(1, level.base);
    level.checked.assign(1, 0);
}

void PermGroup::addGenerator(Level& level, const Perm& gen)
{
    // The transversal elements already there stay (the Schreier generators checked
    // with them stay checked): the new generator on the old points, then every
    // generator on the points found.
    level.gens.push_back(gen);
    std::size_t k = 0;
    const std::size_t old = level.orbit.size();
    auto visit = [&](int x, const Perm& s) {
        const int y = s[static_cast<std::size_t>(x)];
        if (!level.trans[static_cast<std::size_t>(y)].empty())
            return;
        level.trans[static_cast<std::size_t>(y)] =
            compose(level.trans[static_cast<std::size_t>(x)], s);
        level.transInv[static_cast<std::size_t>(y)] =
            inverse(level.trans[static_cast<std::size_t>(y)]);
        level.orbit.push_back(y);
        level.checked.push_back(0);
        work_ += 2 * static_cast<std::uint64_t>(n_);
    };
    for (; k < old; ++k)
        visit(level.orbit[k], gen);
    for (; k < level.orbit.size(); ++k)
        for (std::size_t s = 0; s < level.gens.size(); ++s)
            visit(level.orbit[k], level.gens[s]);
}

std::pair<PermGroup::Perm, int> PermGroup::strip(Perm g, int from) const
{
    for (int i = from; i < static_cast<int>(levels_.size()); ++i) {
        const Level& l = levels_[static_cast<std::size_t>(i)];
        const int x = g[static_cast<std::size_t>(l.base)];
        if (x == l.base)
            continue;
        if (l.trans[static_cast<std::size_t>(x)].empty())
            return {std::move(g), i};
        g = compose(g, l.transInv[static_cast<std::size_t>(x)]);
        work_ += static_cast<std::uint64_t>(n_);
    }
    return {std::move(g), static_cast<int>(levels_.size())};
}

PermGroup::PermGroup(int n, const std::vector<Perm>& generators, const std::vector<int>& baseFirst,
                     std::uint64_t maxWork)
    : n_(n)
{
    std::vector<Perm> gens;
    for (const Perm& g : generators)
        if (!identity(g))
            gens.push_back(g);
    // Every point is a base point: the chain is complete, and a residue that is not
    // the identity always stops at some level.
    std::vector<bool> placed(static_cast<std::size_t>(n_), false);
    std::vector<int> base;
    for (int b : baseFirst)
        if (b >= 0 && b < n_ && !placed[static_cast<std::size_t>(b)]) {
            placed[static_cast<std::size_t>(b)] = true;
            base.push_back(b);
        }
    for (int b = 0; b < n_; ++b)
        if (!placed[static_cast<std::size_t>(b)])
            base.push_back(b);
    levels_.resize(base.size());
    for (std::size_t i = 0; i < base.size(); ++i) {
        levels_[i].base = base[i];
        startOrbit(levels_[i]);
    }
    if (!levels_.empty())
        for (const Perm& g : gens)
            addGenerator(levels_[0], g);

    // Level by level from the deepest one touched: every Schreier generator of a level
    // (orbit point x, generator s) is stripped through the levels below once; a
    // residue joins the levels it passed, and the deepest of them is completed first.
    // At the end each level's Schreier generators lie in the group of the level below,
    // so the chain is complete (Schreier's lemma).
    int i = 0;
    while (i >= 0 && !levels_.empty()) {
        if (work_ > maxWork) {
            complete_ = false;
            break;
        }
        bool added = false;
        Level& l = levels_[static_cast<std::size_t>(i)];
        for (std::size_t k = 0; !added && k < l.orbit.size(); ++k) {
            const int x = l.orbit[k];
            while (!added && l.checked[k] < l.gens.size()) {
                const Perm gen = l.gens[l.checked[k]++];
                const int y = gen[static_cast<std::size_t>(x)];
                // A Schreier generator of the stabiliser of the base point.
                Perm h = compose(compose(l.trans[static_cast<std::size_t>(x)], gen),
                                 l.transInv[static_cast<std::size_t>(y)]);
                work_ += 2 * static_cast<std::uint64_t>(n_);
                auto [r, j] = strip(std::move(h), i + 1);
                if (j == static_cast<int>(levels_.size()))
                    continue;  // the identity (every point is a base point)
                for (int m = i + 1; m <= j; ++m)
                    addGenerator(levels_[static_cast<std::size_t>(m)], r);
                i = j;
                added = true;
            }
        }
        if (!added)
            --i;
    }
    summarise();
}

void PermGroup::summarise()
{
    for (std::size_t i = 0; i < levels_.size(); ++i)
        if (levels_[i].orbit.size() > 1)
            active_.push_back(static_cast<int>(i));
    const std::size_t depths = active_.size() + 1;
    settled_.assign(depths, {});
    orbits_.assign(depths, {});
    symmetric_.assign(depths, true);
    std::vector<bool> fixedBefore(static_cast<std::size_t>(n_), false);
    for (std::size_t d = 0; d < depths; ++d) {
        // The stabiliser at depth d is generated by the generators of its level.
        static const std::vector<Perm> none;
        const std::vector<Perm>& gens =
            d < active_.size() ? levels_[static_cast<std::size_t>(active_[d])].gens : none;
        std::vector<int> parent(static_cast<std::size_t>(n_));
        std::iota(parent.begin(), parent.end(), 0);
        auto find = [&](int x) {
            while (parent[static_cast<std::size_t>(x)] != x)
                x = parent[static_cast<std::size_t>(x)] =
                    parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(x)])];
            return x;
        };
        for (const Perm& g : gens)
            for (int x = 0; x < n_; ++x) {
                const int a = find(x);
                const int b = find(g[static_cast<std::size_t>(x)]);
                if (a != b)
                    parent[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
            }
        std::vector<int> size(static_cast<std::size_t>(n_), 0);
        std::vector<std::vector<int>> members(static_cast<std::size_t>(n_));
        for (int x = 0; x < n_; ++x) {
            ++size[static_cast<std::size_t>(find(x))];
            members[static_cast<std::size_t>(find(x))].push_back(x);
        }
        for (const std::vector<int>& m : members)
            if (m.size() > 1) {
                orbits_[d].insert(orbits_[d].end(), m.begin(), m.end());
                orbits_[d].push_back(-1);
            }
        for (int x = 0; x < n_; ++x)
            if (size[static_cast<std::size_t>(find(x))] == 1 &&
                !fixedBefore[static_cast<std::size_t>(x)]) {
                settled_[d].push_back(x);
                fixedBefore[static_cast<std::size_t>(x)] = true;
            }
        // Its order against the product of its orbits' factorials (it is a subgroup of
        // that product, so equal orders mean equal groups).
        double logOrder = 0;
        for (std::size_t e = d; e < active_.size(); ++e)
            logOrder += std::log(
                static_cast<double>(levels_[static_cast<std::size_t>(active_[e])].orbit.size()));
        double logSym = 0;
        for (int x = 0; x < n_; ++x)
            if (find(x) == x)
                // log(size!) summed here: std::lgamma writes the global signgam, a
                // data race when engines on several threads build groups (TSan).
                for (int k = 2; k <= size[static_cast<std::size_t>(x)]; ++k)
                    logSym += std::log(static_cast<double>(k));
        // Integer ratio: below 1.5 it is 1.
        symmetric_[d] = logSym - logOrder < std::log(1.5);
    }
}

bool PermGroup::contains(const Perm& g) const
{
    auto [r, j] = strip(g, 0);
    (void)j;
    return identity(r);
}

double PermGroup::order() const
{
    double o = 1;
    for (const Level& l : levels_)
        o *= static_cast<double>(l.orbit.size());
    return o;
}

double PermGroup::imageCount(const std::vector<int>& points) const
{
    std::vector<bool> want(static_cast<std::size_t>(n_), false);
    for (int p : points)
        if (p >= 0 && p < n_)
            want[static_cast<std::size_t>(p)] = true;
    // The images of `points` are settled once the stabiliser fixes them all.
    std::size_t open = 0;
    for (bool w : want)
        open += w ? 1 : 0;
    double count = 1;
    for (std::size_t d = 0; d <= active_.size(); ++d) {
        for (int x : settled_[d])
            open -= want[static_cast<std::size_t>(x)] ? 1 : 0;
        if (open == 0 || d == active_.size())
            break;
        count *= static_cast<double>(levels_[static_cast<std::size_t>(active_[d])].orbit.size());
    }
    return count;
}

PermGroup::MatchResult PermGroup::findMatch(const std::vector<int>& labels,
                                            const std::vector<int>& want, std::uint64_t budget,
                                            const std::function<bool()>& stop) const
{
    MatchResult result;
    const auto N = static_cast<std::size_t>(n_);
    const std::size_t depths = active_.size() + 1;
    // The depth from which every constrained point is settled.
    std::size_t open = 0;
    for (std::size_t x = 0; x < N; ++x)
        open += want[x] >= 0 ? 1 : 0;
    std::size_t last = 0;
    for (std::size_t d = 0; d < depths && open > 0; ++d) {
        for (int x : settled_[d])
            open -= want[static_cast<std::size_t>(x)] >= 0 ? 1 : 0;
        last = d;
    }
    // Per depth, the orbits (of two points or more) that hold a constrained point:
    // their points, each orbit closed by -1.
    std::vector<std::vector<int>> orbits(depths);
    for (std::size_t d = 0; d <= last && d < depths; ++d) {
        const std::vector<int>& all = orbits_[d];
        std::size_t start = 0;
        for (std::size_t k = 0; k < all.size(); ++k) {
            if (all[k] >= 0)
                continue;
            const bool needed = std::any_of(
                all.begin() + static_cast<long>(start), all.begin() + static_cast<long>(k),
                [&](int x) { return want[static_cast<std::size_t>(x)] >= 0; });
            if (needed)
                orbits[d].insert(orbits[d].end(), all.begin() + static_cast<long>(start),
                                 all.begin() + static_cast<long>(k) + 1);
            start = k + 1;
        }
    }

    std::vector<Perm> product(depths, Perm(N));
    for (std::size_t i = 0; i < N; ++i)
        product[0][i] = static_cast<std::uint8_t>(i);
    std::array<int, 256> have{};
    bool gaveUp = false;

    // The partial product P of the chosen transversal elements: every element below
    // is P after an element of the stabiliser at depth d, so a point that stabiliser
    // fixes goes to P's image of it.
    auto viable = [&](std::size_t d, const Perm& P) {
        for (int x : settled_[d]) {
            const int w = want[static_cast<std::size_t>(x)];
            if (w >= 0 && labels[P[static_cast<std::size_t>(x)]] != w)
                return false;
        }
        const std::vector<int>& os = orbits[d];
        std::size_t start = 0;
        for (std::size_t k = 0; k < os.size(); ++k) {
            if (os[k] >= 0)
                continue;
            for (std::size_t j = start; j < k; ++j)
                ++have[static_cast<std::size_t>(labels[P[static_cast<std::size_t>(os[j])]])];
            bool ok = true;
            for (std::size_t j = start; j < k && ok; ++j) {
                const int w = want[static_cast<std::size_t>(os[j])];
                if (w >= 0 && have[static_cast<std::size_t>(w)]-- <= 0)
                    ok = false;
            }
            // (A wanted label absent from the orbit went below zero: reset it too.)
            for (std::size_t j = start; j < k; ++j) {
                have[static_cast<std::size_t>(labels[P[static_cast<std::size_t>(os[j])]])] = 0;
                if (const int w = want[static_cast<std::size_t>(os[j])]; w >= 0)
                    have[static_cast<std::size_t>(w)] = 0;
            }
            if (!ok)
                return false;
            start = k + 1;
        }
        return true;
    };

    auto search = [&](auto& self, std::size_t d) -> bool {
        const Perm& P = product[d];
        if (!viable(d, P))
            return false;
        if (d >= last || symmetric_[d])
            return true;
        const Level& l = levels_[static_cast<std::size_t>(active_[d])];
        const int wb = want[static_cast<std::size_t>(l.base)];
        Perm& next = product[d + 1];
        for (int x : l.orbit) {
            // The base point goes to P(x).
            if (wb >= 0 && labels[P[static_cast<std::size_t>(x)]] != wb)
                continue;
            if (++result.nodes > budget || ((result.nodes & 4095) == 0 && stop && stop())) {
                gaveUp = true;
                return false;
            }
            const Perm& t = l.trans[static_cast<std::size_t>(x)];
            for (std::size_t i = 0; i < N; ++i)
                next[i] = P[t[i]];
            if (self(self, d + 1))
                return true;
            if (gaveUp)
                return false;
        }
        return false;
    };
    if (search(search, 0))
        result.match = Match::Found;
    else
        result.match = gaveUp || !complete_ ? Match::Undecided : Match::None;
    return result;
}

}  // namespace pl::search
