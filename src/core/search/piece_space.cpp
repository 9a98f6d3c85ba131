#include "core/search/piece_space.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

namespace pl::search {

namespace {

using Perm = std::vector<int>;

int findRoot(std::vector<int>& parent, int x)
{
    while (parent[static_cast<std::size_t>(x)] != x) {
        parent[static_cast<std::size_t>(x)] =
            parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(x)])];
        x = parent[static_cast<std::size_t>(x)];
    }
    return x;
}

// The finest partition of the cells that joins what `parent` joins and that every move
// maps onto itself (x ~ y implies m(x) ~ m(y)): its classes are blocks.
std::vector<int> closeUnderMoves(const std::vector<std::vector<int>>& moves,
                                 std::vector<int> parent)
{
    const int n = static_cast<int>(parent.size());
    for (bool changed = true; changed;) {
        changed = false;
        for (int x = 0; x < n; ++x) {
            const int r = findRoot(parent, x);
            if (r == x)
                continue;
            for (const std::vector<int>& f : moves) {
                const int a = findRoot(parent, f[static_cast<std::size_t>(x)]);
                const int b = findRoot(parent, f[static_cast<std::size_t>(r)]);
                if (a != b) {
                    parent[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
                    changed = true;
                }
            }
        }
    }
    for (int x = 0; x < n; ++x)
        parent[static_cast<std::size_t>(x)] = findRoot(parent, x);
    return parent;  // the class of x: its smallest cell
}

std::uint64_t factorial(int k)
{
    std::uint64_t f = 1;
    for (int i = 2; i <= k; ++i)
        f *= static_cast<std::uint64_t>(i);
    return f;
}

}  // namespace

std::optional<PieceSpace> PieceSpace::find(const std::vector<std::vector<int>>& moves,
                                           const std::vector<int>& goal, std::uint64_t maxCount)
{
    const int n = static_cast<int>(goal.size());
    if (n == 0 || n > 255)
        return std::nullopt;
    for (const std::vector<int>& f : moves) {
        if (static_cast<int>(f.size()) != n)
            return std::nullopt;
        std::vector<char> hit(static_cast<std::size_t>(n), 0);
        for (const int c : f) {
            if (c < 0 || c >= n || hit[static_cast<std::size_t>(c)])
                return std::nullopt;
            hit[static_cast<std::size_t>(c)] = 1;
        }
    }

    // Candidate block systems: cells that the moves cannot tell apart joined, then every
    // cell alone. Cells start apart by the set of moves that move them, and are then
    // told apart by what the moves carry them to, until that splits nothing more (cells
    // of one piece stay together throughout: each move carries them into one piece).
    std::vector<std::vector<int>> candidates;
    {
        std::vector<int> parent(static_cast<std::size_t>(n));
        std::iota(parent.begin(), parent.end(), 0);
        std::vector<int> cls(static_cast<std::size_t>(n), -1);
        std::vector<char> moved(static_cast<std::size_t>(n), 0);
        {
            std::map<std::vector<bool>, int> bySignature;
            for (int c = 0; c < n; ++c) {
                std::vector<bool> sig(moves.size());
                for (std::size_t m = 0; m < moves.size(); ++m) {
                    sig[m] = moves[m][static_cast<std::size_t>(c)] != c;
                    moved[static_cast<std::size_t>(c)] =
                        moved[static_cast<std::size_t>(c)] || sig[m];
                }
                cls[static_cast<std::size_t>(c)] =
                    bySignature.emplace(sig, static_cast<int>(bySignature.size())).first->second;
            }
        }
        for (std::size_t classes = 0;;) {
            std::map<std::vector<int>, int> byImages;
            std::vector<int> refined(static_cast<std::size_t>(n));
            for (int c = 0; c < n; ++c) {
                std::vector<int> key{cls[static_cast<std::size_t>(c)]};
                for (const std::vector<int>& f : moves)
                    key.push_back(cls[static_cast<std::size_t>(f[static_cast<std::size_t>(c)])]);
                refined[static_cast<std::size_t>(c)] =
                    byImages.emplace(std::move(key), static_cast<int>(byImages.size()))
                        .first->second;
            }
            cls = std::move(refined);
            if (byImages.size() == classes)
                break;
            classes = byImages.size();
        }
        std::map<int, int> firstOf;
        for (int c = 0; c < n; ++c) {
            if (!moved[static_cast<std::size_t>(c)])
                continue;
            const auto [it, fresh] = firstOf.emplace(cls[static_cast<std::size_t>(c)], c);
            if (!fresh)
                parent[static_cast<std::size_t>(c)] = it->second;
        }
        candidates.push_back(closeUnderMoves(moves, parent));
        std::vector<int> alone(static_cast<std::size_t>(n));
        std::iota(alone.begin(), alone.end(), 0);
        if (alone != candidates.front())
            candidates.push_back(std::move(alone));
    }

    for (const std::vector<int>& classOf : candidates) {
        PieceSpace sp;
        sp.cells_ = n;
        sp.goal_ = goal;
        // Places: the blocks some move changes.
        std::map<int, int> placeOfClass;
        std::vector<std::vector<int>> blockCells;
        for (int c = 0; c < n; ++c) {
            const auto [it, fresh] = placeOfClass.emplace(classOf[static_cast<std::size_t>(c)],
                                                          static_cast<int>(blockCells.size()));
            if (fresh)
                blockCells.emplace_back();
            blockCells[static_cast<std::size_t>(it->second)].push_back(c);
        }
        std::vector<int> placeOf(blockCells.size(), -1);
        std::vector<int> kept;
        for (std::size_t b = 0; b < blockCells.size(); ++b) {
            bool still = true;
            for (const std::vector<int>& f : moves)
                for (const int c : blockCells[b])
                    still = still && f[static_cast<std::size_t>(c)] == c;
            if (!still) {
                placeOf[b] = static_cast<int>(kept.size());
                kept.push_back(static_cast<int>(b));
            }
        }
        const int places = static_cast<int>(kept.size());
        if (places == 0 || places > kMaxPlaces)
            continue;
        sp.places_ = places;
        const auto blockOfCell = [&](int c) {
            return placeOf[static_cast<std::size_t>(
                placeOfClass[classOf[static_cast<std::size_t>(c)]])];
        };
        // Every place's cells in order, carried along the moves from the first place of
        // each orbit; orbits as they are met.
        std::vector<std::vector<int>> order(static_cast<std::size_t>(places));
        sp.orbitOf_.assign(static_cast<std::size_t>(places), -1);
        sp.indexInOrbit_.assign(static_cast<std::size_t>(places), -1);
        bool ok = true;
        for (int p0 = 0; p0 < places && ok; ++p0) {
            if (sp.orbitOf_[static_cast<std::size_t>(p0)] >= 0)
                continue;
            Orbit o;
            const int id = static_cast<int>(sp.orbits_.size());
            order[static_cast<std::size_t>(p0)] =
                blockCells[static_cast<std::size_t>(kept[static_cast<std::size_t>(p0)])];
            sp.orbitOf_[static_cast<std::size_t>(p0)] = id;
            o.places.push_back(p0);
            for (std::size_t at = 0; at < o.places.size() && ok; ++at) {
                const int j = o.places[at];
                const std::vector<int>& cj = order[static_cast<std::size_t>(j)];
                for (const std::vector<int>& f : moves) {
                    const int t = blockOfCell(f[static_cast<std::size_t>(cj[0])]);
                    if (t < 0) {
                        ok = false;  // a moving place sent onto a still one: not blocks
                        break;
                    }
                    if (sp.orbitOf_[static_cast<std::size_t>(t)] >= 0)
                        continue;
                    std::vector<int> ct;
                    for (const int c : cj)
                        ct.push_back(f[static_cast<std::size_t>(c)]);
                    order[static_cast<std::size_t>(t)] = std::move(ct);
                    sp.orbitOf_[static_cast<std::size_t>(t)] = id;
                    o.places.push_back(t);
                }
            }
            for (std::size_t i = 0; i < o.places.size(); ++i)
                sp.indexInOrbit_[static_cast<std::size_t>(o.places[i])] = static_cast<int>(i);
            sp.orbits_.push_back(std::move(o));
        }
        if (!ok)
            continue;
        std::vector<int> posIn(static_cast<std::size_t>(n), -1);
        for (int j = 0; j < places; ++j) {
            const std::vector<int>& cj = order[static_cast<std::size_t>(j)];
            for (std::size_t q = 0; q < cj.size(); ++q)
                posIn[static_cast<std::size_t>(cj[q])] = static_cast<int>(q);
            sp.pieceSize_ = std::max(sp.pieceSize_, static_cast<int>(cj.size()));
        }
        // What each move does to each place, as a turn: position q of place j goes to
        // position turn(q) of the place it is carried to.
        std::vector<std::vector<Perm>> rawTurn(moves.size(), std::vector<Perm>(places));
        sp.moveTo_.assign(moves.size(),
                          std::vector<std::uint8_t>(static_cast<std::size_t>(places)));
        for (std::size_t m = 0; m < moves.size() && ok; ++m) {
            for (int j = 0; j < places && ok; ++j) {
                const std::vector<int>& cj = order[static_cast<std::size_t>(j)];
                const int t = blockOfCell(moves[m][static_cast<std::size_t>(cj[0])]);
                if (t < 0 || order[static_cast<std::size_t>(t)].size() != cj.size()) {
                    ok = false;
                    break;
                }
                Perm h(cj.size());
                for (std::size_t q = 0; q < cj.size(); ++q) {
                    const int to = moves[m][static_cast<std::size_t>(cj[q])];
                    if (blockOfCell(to) != t) {
                        ok = false;
                        break;
                    }
                    h[q] = posIn[static_cast<std::size_t>(to)];
                }
                sp.moveTo_[m][static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(t);
                rawTurn[m][static_cast<std::size_t>(j)] = std::move(h);
            }
        }
        if (!ok)
            continue;
        // Every orbit's group of turns: the closure of what the moves do to its places.
        sp.turnPerm_.assign(sp.orbits_.size(), {});
        std::vector<std::map<Perm, int>> turnIndex(sp.orbits_.size());
        for (std::size_t oi = 0; oi < sp.orbits_.size() && ok; ++oi) {
            Orbit& o = sp.orbits_[oi];
            const std::size_t size = order[static_cast<std::size_t>(o.places[0])].size();
            std::vector<Perm>& elems = sp.turnPerm_[oi];
            std::map<Perm, int>& index = turnIndex[oi];
            Perm id(size);
            std::iota(id.begin(), id.end(), 0);
            std::set<Perm> gens;
            for (std::size_t m = 0; m < moves.size(); ++m)
                for (const int j : o.places)
                    gens.insert(rawTurn[m][static_cast<std::size_t>(j)]);
            elems.push_back(id);
            index[id] = 0;
            for (std::size_t at = 0; at < elems.size() && ok; ++at) {
                for (const Perm& g : gens) {
                    Perm c(size);
                    for (std::size_t q = 0; q < size; ++q)
                        c[q] = g[static_cast<std::size_t>(elems[at][q])];
                    if (index.emplace(c, static_cast<int>(elems.size())).second) {
                        elems.push_back(std::move(c));
                        if (static_cast<int>(elems.size()) > kMaxTurns) {
                            ok = false;
                            break;
                        }
                    }
                }
            }
            if (!ok)
                break;
            o.turns = static_cast<int>(elems.size());
            o.compose.resize(elems.size() * elems.size());
            for (std::size_t a = 0; a < elems.size(); ++a)
                for (std::size_t b = 0; b < elems.size(); ++b) {
                    Perm c(size);
                    for (std::size_t q = 0; q < size; ++q)
                        c[q] = elems[a][static_cast<std::size_t>(elems[b][q])];
                    o.compose[a * elems.size() + b] = static_cast<std::uint8_t>(index.at(c));
                }
        }
        if (!ok)
            continue;
        sp.moveTurn_.assign(moves.size(),
                            std::vector<std::uint8_t>(static_cast<std::size_t>(places)));
        for (std::size_t m = 0; m < moves.size(); ++m)
            for (int j = 0; j < places; ++j)
                sp.moveTurn_[m][static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(
                    turnIndex[static_cast<std::size_t>(sp.orbitOf_[static_cast<std::size_t>(j)])]
                        .at(rawTurn[m][static_cast<std::size_t>(j)]));
        sp.cellsOf_ = order;
        // Different states must show different labels: within every orbit, no two
        // (piece, turn) pairs may put the same labels on a place.
        for (std::size_t oi = 0; oi < sp.orbits_.size() && ok; ++oi) {
            std::set<std::vector<int>> shown;
            const Orbit& o = sp.orbits_[oi];
            for (const int home : o.places)
                for (const Perm& h : sp.turnPerm_[oi]) {
                    const std::vector<int>& ch = order[static_cast<std::size_t>(home)];
                    std::vector<int> look(ch.size());
                    for (std::size_t q = 0; q < ch.size(); ++q)
                        look[static_cast<std::size_t>(h[q])] =
                            goal[static_cast<std::size_t>(ch[q])];
                    ok = ok && shown.insert(std::move(look)).second;
                }
        }
        if (!ok)
            continue;
        // The ranked space, within maxCount.
        double approx = 1;
        for (Orbit& o : sp.orbits_) {
            const auto k = static_cast<int>(o.places.size());
            approx *= static_cast<double>(factorial(std::min(k, 20)));
            for (int i = 0; i < k; ++i)
                approx *= o.turns;
            if (k > 20)
                approx = static_cast<double>(maxCount) * 2 + 1;
            if (approx > static_cast<double>(maxCount))
                break;
            o.arrangements = factorial(k);
            o.turnCount = 1;
            for (int i = 0; i < k; ++i)
                o.turnCount *= static_cast<std::uint64_t>(o.turns);
            o.radix = o.arrangements * o.turnCount;
        }
        if (approx > static_cast<double>(maxCount))
            continue;
        sp.count_ = 1;
        for (const Orbit& o : sp.orbits_)
            sp.count_ *= o.radix;
        return sp;
    }
    return std::nullopt;
}

void PieceSpace::goal(State& s) const
{
    for (int j = 0; j < places_; ++j) {
        s.piece[j] = static_cast<std::uint8_t>(indexInOrbit_[static_cast<std::size_t>(j)]);
        s.turn[j] = 0;
    }
}

void PieceSpace::apply(const State& s, int m, State& out) const
{
    const std::uint8_t* to = moveTo_[static_cast<std::size_t>(m)].data();
    const std::uint8_t* add = moveTurn_[static_cast<std::size_t>(m)].data();
    for (int j = 0; j < places_; ++j) {
        const Orbit& o = orbits_[static_cast<std::size_t>(orbitOf_[static_cast<std::size_t>(j)])];
        out.piece[to[j]] = s.piece[j];
        out.turn[to[j]] =
            o.compose[static_cast<std::size_t>(add[j]) * static_cast<std::size_t>(o.turns) +
                      s.turn[j]];
    }
}

std::uint64_t PieceSpace::rank(const State& s) const
{
    std::uint64_t r = 0;
    for (const Orbit& o : orbits_) {
        const std::size_t k = o.places.size();
        std::uint64_t perm = 0;
        for (std::size_t i = 0; i < k; ++i) {
            const std::uint8_t v = s.piece[o.places[i]];
            std::uint64_t smaller = 0;
            for (std::size_t j = i + 1; j < k; ++j)
                smaller += s.piece[o.places[j]] < v ? 1 : 0;
            perm = perm * (k - i) + smaller;
        }
        std::uint64_t turns = 0;
        for (std::size_t i = 0; i < k; ++i)
            turns = turns * static_cast<std::uint64_t>(o.turns) + s.turn[o.places[i]];
        r = r * o.radix + perm * o.turnCount + turns;
    }
    return r;
}

void PieceSpace::unrank(std::uint64_t r, State& s) const
{
    for (std::size_t oi = orbits_.size(); oi-- > 0;) {
        const Orbit& o = orbits_[oi];
        const std::uint64_t digit = r % o.radix;
        r /= o.radix;
        std::uint64_t perm = digit / o.turnCount;
        std::uint64_t turns = digit % o.turnCount;
        const std::size_t k = o.places.size();
        for (std::size_t i = k; i-- > 0;) {
            s.turn[o.places[i]] =
                static_cast<std::uint8_t>(turns % static_cast<std::uint64_t>(o.turns));
            turns /= static_cast<std::uint64_t>(o.turns);
        }
        // Lehmer digits, last first (position i has base k - i).
        std::uint8_t code[kMaxPlaces];
        for (std::size_t i = k; i-- > 0;) {
            code[i] = static_cast<std::uint8_t>(perm % (k - i));
            perm /= (k - i);
        }
        std::uint64_t unused = k >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << k) - 1;
        for (std::size_t i = 0; i < k; ++i) {
            std::uint64_t left = unused;
            for (std::uint8_t c = code[i]; c > 0; --c)
                left &= left - 1;  // drop the lowest unused values
            const int v = __builtin_ctzll(left);
            s.piece[o.places[i]] = static_cast<std::uint8_t>(v);
            unused &= ~(std::uint64_t{1} << v);
        }
    }
}

std::vector<std::uint64_t> PieceSpace::digitRadices() const
{
    std::vector<std::uint64_t> out;
    for (const Orbit& o : orbits_) {
        out.push_back(o.arrangements);
        out.push_back(o.turnCount);
    }
    return out;
}

std::optional<PieceSpace::State> PieceSpace::stateOf(const std::vector<int>& labels) const
{
    if (static_cast<int>(labels.size()) != cells_)
        return std::nullopt;
    std::vector<char> moving(static_cast<std::size_t>(cells_), 0);
    for (const std::vector<int>& cs : cellsOf_)
        for (const int c : cs)
            moving[static_cast<std::size_t>(c)] = 1;
    for (int c = 0; c < cells_; ++c)
        if (!moving[static_cast<std::size_t>(c)] &&
            labels[static_cast<std::size_t>(c)] != goal_[static_cast<std::size_t>(c)])
            return std::nullopt;
    State s{};
    std::vector<std::vector<char>> used(orbits_.size());
    for (std::size_t oi = 0; oi < orbits_.size(); ++oi)
        used[oi].assign(orbits_[oi].places.size(), 0);
    for (int j = 0; j < places_; ++j) {
        const auto oi = static_cast<std::size_t>(orbitOf_[static_cast<std::size_t>(j)]);
        const Orbit& o = orbits_[oi];
        const std::vector<int>& at = cellsOf_[static_cast<std::size_t>(j)];
        bool found = false;
        for (std::size_t i = 0; i < o.places.size() && !found; ++i) {
            const std::vector<int>& from = cellsOf_[static_cast<std::size_t>(o.places[i])];
            for (std::size_t t = 0; t < turnPerm_[oi].size() && !found; ++t) {
                const Perm& h = turnPerm_[oi][t];
                bool match = true;
                for (std::size_t q = 0; q < from.size() && match; ++q)
                    match = labels[static_cast<std::size_t>(at[static_cast<std::size_t>(h[q])])] ==
                            goal_[static_cast<std::size_t>(from[q])];
                if (match) {
                    if (used[oi][i])
                        return std::nullopt;
                    used[oi][i] = 1;
                    s.piece[j] = static_cast<std::uint8_t>(i);
                    s.turn[j] = static_cast<std::uint8_t>(t);
                    found = true;
                }
            }
        }
        if (!found)
            return std::nullopt;
    }
    return s;
}

std::vector<int> PieceSpace::labels(const State& s) const
{
    std::vector<int> out = goal_;  // still cells keep their goal labels
    for (int j = 0; j < places_; ++j) {
        const auto oi = static_cast<std::size_t>(orbitOf_[static_cast<std::size_t>(j)]);
        const int home = orbits_[oi].places[s.piece[j]];
        const std::vector<int>& from = cellsOf_[static_cast<std::size_t>(home)];
        const std::vector<int>& at = cellsOf_[static_cast<std::size_t>(j)];
        const Perm& h = turnPerm_[oi][s.turn[j]];
        for (std::size_t q = 0; q < from.size(); ++q)
            out[static_cast<std::size_t>(at[static_cast<std::size_t>(h[q])])] =
                goal_[static_cast<std::size_t>(from[q])];
    }
    return out;
}

}  // namespace pl::search
