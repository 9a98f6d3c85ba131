#include "core/search/perm_group.h"

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

void PermGroup::orbitOf(Level& level) const
{
    level.trans.assign(static_cast<std::size_t>(n_), Perm{});
    level.orbit.clear();
    Perm id(static_cast<std::size_t>(n_));
    for (int i = 0; i < n_; ++i)
        id[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
    level.trans[static_cast<std::size_t>(level.base)] = id;
    level.orbit.push_back(level.base);
    for (std::size_t k = 0; k < level.orbit.size(); ++k) {
        const int x = level.orbit[k];
        for (const Perm& s : level.gens) {
            const int y = s[static_cast<std::size_t>(x)];
            if (level.trans[static_cast<std::size_t>(y)].empty()) {
                level.trans[static_cast<std::size_t>(y)] =
                    compose(level.trans[static_cast<std::size_t>(x)], s);
                level.orbit.push_back(y);
            }
        }
    }
}

std::pair<PermGroup::Perm, int> PermGroup::strip(Perm g, int from) const
{
    for (int i = from; i < static_cast<int>(levels_.size()); ++i) {
        const Level& l = levels_[static_cast<std::size_t>(i)];
        const int x = g[static_cast<std::size_t>(l.base)];
        if (l.trans[static_cast<std::size_t>(x)].empty())
            return {std::move(g), i};
        g = compose(g, inverse(l.trans[static_cast<std::size_t>(x)]));
    }
    return {std::move(g), static_cast<int>(levels_.size())};
}

PermGroup::PermGroup(int n, const std::vector<Perm>& generators) : n_(n)
{
    std::vector<Perm> gens;
    for (const Perm& g : generators)
        if (!identity(g))
            gens.push_back(g);
    if (gens.empty())
        return;
    auto movedPoint = [&](const Perm& g) {
        for (int i = 0; i < n_; ++i)
            if (g[static_cast<std::size_t>(i)] != i)
                return i;
        return 0;
    };
    Level first;
    first.base = movedPoint(gens.front());
    first.gens = gens;
    orbitOf(first);
    levels_.push_back(std::move(first));

    int i = 0;
    while (i >= 0) {
        bool added = false;
        Level& l = levels_[static_cast<std::size_t>(i)];
        for (std::size_t k = 0; !added && k < l.orbit.size(); ++k) {
            const int x = l.orbit[k];
            for (std::size_t s = 0; !added && s < l.gens.size(); ++s) {
                const Perm& gen = l.gens[s];
                const int y = gen[static_cast<std::size_t>(x)];
                // A Schreier generator of the stabiliser of the base point.
                Perm h = compose(compose(l.trans[static_cast<std::size_t>(x)], gen),
                                 inverse(l.trans[static_cast<std::size_t>(y)]));
                auto [r, j] = strip(std::move(h), i + 1);
                if (identity(r))
                    continue;
                if (j == static_cast<int>(levels_.size())) {
                    Level next;
                    next.base = movedPoint(r);
                    levels_.push_back(std::move(next));
                }
                for (int m = i + 1; m <= j; ++m) {
                    Level& lm = levels_[static_cast<std::size_t>(m)];
                    lm.gens.push_back(r);
                    orbitOf(lm);
                }
                i = j;
                added = true;
            }
        }
        if (!added)
            --i;
    }
}

bool PermGroup::contains(const Perm& g) const
{
    if (levels_.empty())
        return identity(g);
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

}  // namespace pl::search
