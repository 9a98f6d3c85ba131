#include "core/model/orbit_model.h"

#include <algorithm>
#include <climits>
#include <map>
#include <numeric>
#include <stdexcept>
#include <tuple>

namespace pl::model {

namespace {

// The largest state apply() gathers through a copy on the stack (see OrbitModel::shape_).
constexpr std::size_t kSmallState = 64;

long long lcmSaturated(long long a, long long b)
{
    const long long g = std::gcd(a, b);
    const long long step = b / g;
    if (a > LLONG_MAX / step)
        return LLONG_MAX;
    return a * step;
}

int mod(long long v, int k)
{
    const long long r = v % k;
    return static_cast<int>(r < 0 ? r + k : r);
}

bool isIdentity(const std::vector<int>& from)
{
    for (std::size_t i = 0; i < from.size(); ++i)
        if (from[i] != static_cast<int>(i))
            return false;
    return true;
}

// An effect with an identity permutation or a zero twist written as empty, so that two
// effects that do the same compare equal.
OrbitEffect normalised(OrbitEffect e)
{
    if (isIdentity(e.from))
        e.from.clear();
    if (std::all_of(e.twist.begin(), e.twist.end(), [](int t) { return t == 0; }))
        e.twist.clear();
    return e;
}

void check(const Orbit& orbit, const OrbitEffect& e)
{
    const auto n = static_cast<std::size_t>(orbit.size);
    if (!e.from.empty()) {
        if (e.from.size() != n)
            throw std::invalid_argument("orbit " + orbit.name +
                                        ": a permutation of the wrong size");
        std::vector<bool> seen(n, false);
        for (int f : e.from) {
            if (f < 0 || f >= orbit.size || seen[static_cast<std::size_t>(f)])
                throw std::invalid_argument("orbit " + orbit.name + ": not a permutation");
            seen[static_cast<std::size_t>(f)] = true;
        }
        if (!orbit.piecesMove && !isIdentity(e.from))
            throw std::invalid_argument("orbit " + orbit.name + ": its pieces do not move");
    }
    if (!e.twist.empty()) {
        if (e.twist.size() != n)
            throw std::invalid_argument("orbit " + orbit.name + ": a twist of the wrong size");
        for (int t : e.twist)
            if (t < 0 || t >= orbit.twists)
                throw std::invalid_argument("orbit " + orbit.name + ": a twist out of range");
    }
}

}  // namespace

std::string powerName(const std::string& base, int j, int k)
{
    if (j == 1)
        return base;
    if (j <= k / 2)
        return base + std::to_string(j);
    if (j == k - 1)
        return base + "'";
    return base + std::to_string(k - j) + "'";
}

OrbitEffect OrbitModel::compose(const OrbitEffect& first, const OrbitEffect& second, int size,
                                int twists)
{
    const auto n = static_cast<std::size_t>(size);
    auto fromOf = [](const OrbitEffect& e, std::size_t i) {
        return e.from.empty() ? i : static_cast<std::size_t>(e.from[i]);
    };
    auto twistOf = [](const OrbitEffect& e, std::size_t i) {
        return e.twist.empty() ? 0 : e.twist[i];
    };
    OrbitEffect out;
    if (!first.from.empty() || !second.from.empty()) {
        out.from.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            out.from[i] = static_cast<int>(fromOf(first, fromOf(second, i)));
    }
    if (twists > 1 && (!first.twist.empty() || !second.twist.empty())) {
        out.twist.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            out.twist[i] = mod(twistOf(first, fromOf(second, i)) + twistOf(second, i), twists);
    }
    return normalised(std::move(out));
}

OrbitEffect OrbitModel::invert(const OrbitEffect& e, int size, int twists)
{
    const auto n = static_cast<std::size_t>(size);
    OrbitEffect out;
    if (!e.from.empty()) {
        out.from.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            out.from[static_cast<std::size_t>(e.from[i])] = static_cast<int>(i);
    }
    if (!e.twist.empty() && twists > 1) {
        out.twist.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t src = out.from.empty() ? i : static_cast<std::size_t>(out.from[i]);
            out.twist[i] = mod(-e.twist[src], twists);
        }
    }
    return normalised(std::move(out));
}

long long OrbitModel::order(const OrbitEffect& e, int size, int twists)
{
    // A piece goes round its cycle of the permutation in `length` moves and comes back
    // turned by the sum of the twists along the cycle; it is home and unturned after
    // length * (the order of that sum modulo twists) moves.
    const auto n = static_cast<std::size_t>(size);
    std::vector<bool> seen(n, false);
    long long result = 1;
    for (std::size_t start = 0; start < n; ++start) {
        if (seen[start])
            continue;
        long long length = 0;
        long long sum = 0;
        for (std::size_t i = start; !seen[i];
             i = e.from.empty() ? i : static_cast<std::size_t>(e.from[i])) {
            seen[i] = true;
            ++length;
            sum += e.twist.empty() ? 0 : e.twist[i];
        }
        long long turns = 1;
        if (twists > 1) {
            const int s = mod(sum, twists);
            turns = twists / std::gcd(s == 0 ? twists : s, twists);
        }
        result = lcmSaturated(result, lcmSaturated(length, 1) * turns);
    }
    return std::min<long long>(result, INT_MAX);
}

void OrbitModel::layOut()
{
    pieceAt_.clear();
    twistAt_.clear();
    stateSize_ = 0;
    for (const Orbit& o : orbits_) {
        pieceAt_.push_back(o.piecesMove ? stateSize_ : -1);
        if (o.piecesMove)
            stateSize_ += o.size;
        twistAt_.push_back(o.twists > 1 ? stateSize_ : -1);
        if (o.twists > 1)
            stateSize_ += o.size;
    }
}

OrbitModel::OrbitModel(std::vector<Orbit> orbits, const std::vector<BaseMove>& moves,
                       MoveMetric metric)
    : orbits_(std::move(orbits)), metric_(metric)
{
    layOut();
    for (std::size_t b = 0; b < moves.size(); ++b) {
        const BaseMove& written = moves[b];
        if (written.effects.size() > orbits_.size())
            throw std::invalid_argument("move " + written.name + ": more effects than orbits");
        Move once;
        once.name = written.name;
        once.base = static_cast<int>(b);
        long long order = 1;
        for (std::size_t o = 0; o < orbits_.size(); ++o) {
            const Orbit& orbit = orbits_[o];
            OrbitEffect e = o < written.effects.size() ? written.effects[o] : OrbitEffect{};
            check(orbit, e);
            if (orbit.twists == 1)
                e.twist.clear();
            e = normalised(std::move(e));
            order = lcmSaturated(order, OrbitModel::order(e, orbit.size, orbit.twists));
            once.effects.push_back(std::move(e));
        }
        const int k = static_cast<int>(std::min<long long>(order, INT_MAX));
        order_.push_back(k);
        // Powers are asked for in increasing order, each one step from the one before.
        Move current = once;
        int currentPower = 1;
        auto powered = [&](int power, std::string name) {
            for (; currentPower < power; ++currentPower)
                for (std::size_t o = 0; o < orbits_.size(); ++o)
                    current.effects[o] = compose(current.effects[o], once.effects[o],
                                                 orbits_[o].size, orbits_[o].twists);
            Move m = current;
            m.name = std::move(name);
            m.power = power;
            return m;
        };
        switch (metric) {
        case MoveMetric::Move:
            moves_.push_back(once);
            break;
        case MoveMetric::Inverse:
            moves_.push_back(once);
            if (k > 2)
                moves_.push_back(powered(k - 1, written.name + "'"));
            break;
        case MoveMetric::Power:
            for (int j = 1; j < k; ++j)
                moves_.push_back(powered(j, powerName(written.name, j, k)));
            break;
        }
    }
    findInverses();
}

OrbitModel OrbitModel::sliding(int cells, int blank, std::vector<std::array<int, 4>> neighbours,
                               const std::vector<std::pair<Direction, std::string>>& order)
{
    OrbitModel model;
    model.orbits_.push_back(Orbit{"tiles", cells, 1, true});
    model.layOut();
    model.byteModulus_.assign(static_cast<std::size_t>(cells), 0);
    model.blank_ = blank;
    model.neighbours_ = std::move(neighbours);
    for (std::size_t b = 0; b < order.size(); ++b) {
        Move m;
        m.name = order[b].second;
        m.base = static_cast<int>(b);
        m.direction = order[b].first;
        m.effects.resize(1);
        model.moves_.push_back(std::move(m));
        model.order_.push_back(2);
    }
    model.inverse_.assign(model.moves_.size(), -1);
    for (std::size_t a = 0; a < model.moves_.size(); ++a)
        for (std::size_t b = 0; b < model.moves_.size() && model.inverse_[a] < 0; ++b)
            if ((static_cast<int>(model.moves_[a].direction) ^ 1) ==
                static_cast<int>(model.moves_[b].direction))
                model.inverse_[a] = static_cast<int>(b);
    return model;
}

void OrbitModel::findInverses()
{
    // Effects are looked up by value, so this stays linear in the moves (a definition
    // may have thousands).
    using Key = std::vector<OrbitEffect>;
    auto less = [](const OrbitEffect& a, const OrbitEffect& b) {
        return std::tie(a.from, a.twist) < std::tie(b.from, b.twist);
    };
    auto keyLess = [&less](const Key& a, const Key& b) {
        return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), less);
    };
    std::map<Key, int, decltype(keyLess)> index(keyLess);
    for (std::size_t m = 0; m < moves_.size(); ++m)
        index.emplace(moves_[m].effects, static_cast<int>(m));
    inverse_.assign(moves_.size(), -1);
    undo_.clear();
    for (std::size_t m = 0; m < moves_.size(); ++m) {
        Key undo;
        for (std::size_t o = 0; o < orbits_.size(); ++o)
            undo.push_back(invert(moves_[m].effects[o], orbits_[o].size, orbits_[o].twists));
        if (const auto it = index.find(undo); it != index.end())
            inverse_[m] = it->second;
        undo_.push_back(std::move(undo));
    }
    makeByteMoves();
}

ByteMove OrbitModel::bytesOf(const std::vector<OrbitEffect>& effects) const
{
    ByteMove b;
    b.from.resize(static_cast<std::size_t>(stateSize_));
    b.add.assign(static_cast<std::size_t>(stateSize_), 0);
    for (std::size_t o = 0; o < orbits_.size(); ++o) {
        const OrbitEffect& e = effects[o];
        for (int i = 0; i < orbits_[o].size; ++i) {
            const auto ii = static_cast<std::size_t>(i);
            const int src = e.from.empty() ? i : e.from[ii];
            if (pieceAt_[o] >= 0)
                b.from[static_cast<std::size_t>(pieceAt_[o] + i)] = pieceAt_[o] + src;
            if (twistAt_[o] >= 0) {
                b.from[static_cast<std::size_t>(twistAt_[o] + i)] = twistAt_[o] + src;
                b.add[static_cast<std::size_t>(twistAt_[o] + i)] =
                    e.twist.empty() ? 0 : e.twist[ii];
            }
        }
    }
    return b;
}

void OrbitModel::makeByteMoves()
{
    byteModulus_.assign(static_cast<std::size_t>(stateSize_), 0);
    for (std::size_t o = 0; o < orbits_.size(); ++o)
        if (twistAt_[o] >= 0)
            for (int i = 0; i < orbits_[o].size; ++i)
                byteModulus_[static_cast<std::size_t>(twistAt_[o] + i)] = orbits_[o].twists;
    byteMoves_.clear();
    byteUndos_.clear();
    for (std::size_t m = 0; m < moves_.size(); ++m) {
        byteMoves_.push_back(bytesOf(moves_[m].effects));
        byteUndos_.push_back(bytesOf(undo_[m]));
    }
    // The shape apply() takes (see shape_): a small state of pieces without
    // orientation, or dials of one modulus that stay put.
    shape_ = Shape::ByOrbit;
    const auto n = static_cast<std::size_t>(stateSize_);
    const bool noTwist =
        std::all_of(byteModulus_.begin(), byteModulus_.end(), [](int k) { return k == 0; });
    const bool oneModulus = n > 0 && byteModulus_.front() > 0 &&
                            std::all_of(byteModulus_.begin(), byteModulus_.end(),
                                        [this](int k) { return k == byteModulus_.front(); });
    const auto staysPut = [n](const ByteMove& b) {
        for (std::size_t i = 0; i < n; ++i)
            if (b.from[i] != static_cast<int>(i))
                return false;
        return true;
    };
    if (noTwist && n <= kSmallState) {
        shape_ = Shape::Gather;
    } else if (oneModulus && std::all_of(byteMoves_.begin(), byteMoves_.end(), staysPut) &&
               std::all_of(byteUndos_.begin(), byteUndos_.end(), staysPut)) {
        shape_ = Shape::Turn;
        turnModulus_ = byteModulus_.front();
    }
}

void OrbitModel::applyBytes(std::uint8_t* state, const ByteMove& move) const
{
    const auto n = static_cast<std::size_t>(stateSize_);
    if (shape_ == Shape::Turn) {
        // Both terms are below the modulus, so one subtraction wraps (no division).
        for (std::size_t i = 0; i < n; ++i) {
            const int v = state[i] + move.add[i];
            state[i] = static_cast<std::uint8_t>(v >= turnModulus_ ? v - turnModulus_ : v);
        }
        return;
    }
    std::uint8_t old[kSmallState];
    std::copy(state, state + n, old);
    for (std::size_t i = 0; i < n; ++i)
        state[i] = old[move.from[i]];
}

bool OrbitModel::hasTwists() const
{
    return std::any_of(orbits_.begin(), orbits_.end(), [](const Orbit& o) { return o.twists > 1; });
}

int OrbitModel::neighbour(int cell, Direction d) const
{
    if (cell < 0 || cell >= static_cast<int>(neighbours_.size()))
        return -1;
    return neighbours_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)];
}

namespace {

int blankCell(const std::uint8_t* state, int cells, int blank)
{
    for (int i = 0; i < cells; ++i)
        if (state[i] == blank)
            return i;
    return -1;
}

// Rearranges `bytes` (n of them) so that byte i takes old byte from[i], and adds
// twist[i] modulo k when a twist is given.
void permute(std::uint8_t* bytes, std::size_t n, const std::vector<int>& from,
             const std::vector<int>* twist, int k)
{
    constexpr std::size_t kSmall = 64;
    std::uint8_t small[kSmall];
    std::vector<std::uint8_t> large;
    const std::uint8_t* old = small;
    if (n > kSmall) {
        large.assign(bytes, bytes + n);
        old = large.data();
    } else {
        std::copy(bytes, bytes + n, small);
    }
    if (from.empty()) {
        for (std::size_t i = 0; i < n; ++i) {
            // Both terms are below k, so one subtraction wraps (no division).
            const int v = old[i] + (*twist)[i];
            bytes[i] = static_cast<std::uint8_t>(v >= k ? v - k : v);
        }
    } else if (twist == nullptr) {
        for (std::size_t i = 0; i < n; ++i)
            bytes[i] = old[from[i]];
    } else {
        for (std::size_t i = 0; i < n; ++i) {
            const int v = old[from[i]] + (*twist)[i];
            bytes[i] = static_cast<std::uint8_t>(v >= k ? v - k : v);
        }
    }
}

}  // namespace

bool OrbitModel::legal(const std::uint8_t* state, int m) const
{
    if (m < 0 || m >= moveCount())
        return false;
    if (!slides())
        return true;
    const int b = blankCell(state, orbits_[0].size, blank_);
    return neighbour(b, moves_[static_cast<std::size_t>(m)].direction) >= 0;
}

void OrbitModel::applyEffects(std::uint8_t* state, const std::vector<OrbitEffect>& effects) const
{
    for (std::size_t o = 0; o < orbits_.size(); ++o) {
        const OrbitEffect& e = effects[o];
        const Orbit& orbit = orbits_[o];
        const auto n = static_cast<std::size_t>(orbit.size);
        if (!e.from.empty() && pieceAt_[o] >= 0)
            permute(state + pieceAt_[o], n, e.from, nullptr, 1);
        if (twistAt_[o] >= 0 && (!e.from.empty() || !e.twist.empty())) {
            if (e.twist.empty())
                permute(state + twistAt_[o], n, e.from, nullptr, orbit.twists);
            else
                permute(state + twistAt_[o], n, e.from, &e.twist, orbit.twists);
        }
    }
}

void OrbitModel::apply(std::uint8_t* state, int m) const
{
    const Move& move = moves_[static_cast<std::size_t>(m)];
    if (slides()) {
        const int b = blankCell(state, orbits_[0].size, blank_);
        const int to = neighbour(b, move.direction);
        if (b >= 0 && to >= 0)
            std::swap(state[b], state[to]);
        return;
    }
    if (shape_ != Shape::ByOrbit)
        return applyBytes(state, byteMoves_[static_cast<std::size_t>(m)]);
    applyEffects(state, move.effects);
}

bool OrbitModel::unapply(std::uint8_t* state, int m) const
{
    if (slides()) {
        // The blank came from the neighbour on the other side.
        const auto d = static_cast<int>(moves_[static_cast<std::size_t>(m)].direction) ^ 1;
        const int b = blankCell(state, orbits_[0].size, blank_);
        const int from = neighbour(b, static_cast<Direction>(d));
        if (b < 0 || from < 0)
            return false;
        std::swap(state[b], state[from]);
        return true;
    }
    if (shape_ != Shape::ByOrbit)
        applyBytes(state, byteUndos_[static_cast<std::size_t>(m)]);
    else
        applyEffects(state, undo_[static_cast<std::size_t>(m)]);
    return true;
}

bool OrbitModel::keepsTwistSum(int o) const
{
    const Orbit& orbit = orbits_[static_cast<std::size_t>(o)];
    if (orbit.twists == 1)
        return true;
    for (const Move& m : moves_) {
        long long sum = 0;
        for (int t : m.effects[static_cast<std::size_t>(o)].twist)
            sum += t;
        if (sum % orbit.twists != 0)
            return false;
    }
    return true;
}

OrbitModel OrbitModel::keepSlots(int o, const std::vector<int>& kept) const
{
    const auto oi = static_cast<std::size_t>(o);
    const Orbit& orbit = orbits_[oi];
    std::vector<int> place(static_cast<std::size_t>(orbit.size), -1);
    for (std::size_t k = 0; k < kept.size(); ++k)
        place.at(static_cast<std::size_t>(kept[k])) = static_cast<int>(k);
    OrbitModel out = *this;
    out.orbits_[oi].size = static_cast<int>(kept.size());
    auto restrict = [&](OrbitEffect& e) {
        OrbitEffect r;
        for (int slot : kept) {
            const auto si = static_cast<std::size_t>(slot);
            if (!e.from.empty()) {
                const int src = place[static_cast<std::size_t>(e.from[si])];
                if (src < 0)
                    throw std::invalid_argument("orbit " + orbit.name +
                                                ": a move brings in a piece from a slot left out");
                r.from.push_back(src);
            }
            if (!e.twist.empty())
                r.twist.push_back(e.twist[si]);
        }
        e = normalised(std::move(r));
    };
    for (Move& m : out.moves_)
        restrict(m.effects[oi]);
    for (auto& u : out.undo_)
        restrict(u[oi]);
    out.layOut();
    out.makeByteMoves();
    return out;
}

OrbitModel OrbitModel::regroup(const std::vector<OrbitPart>& parts) const
{
    OrbitModel out = *this;
    out.orbits_.clear();
    for (const OrbitPart& part : parts) {
        Orbit o = orbits_.at(static_cast<std::size_t>(part.orbit));
        const std::string index = std::to_string(out.orbits_.size());
        o.name.push_back('.');
        o.name.append(index);
        o.size = static_cast<int>(part.places.size());
        o.piecesMove = o.piecesMove && part.pieces;
        out.orbits_.push_back(std::move(o));
    }
    auto restrict = [&](const std::vector<OrbitEffect>& effects) {
        std::vector<OrbitEffect> r;
        for (const OrbitPart& part : parts) {
            const OrbitEffect& e = effects[static_cast<std::size_t>(part.orbit)];
            const int size = orbits_[static_cast<std::size_t>(part.orbit)].size;
            std::vector<int> place(static_cast<std::size_t>(size), -1);
            for (std::size_t k = 0; k < part.places.size(); ++k)
                place.at(static_cast<std::size_t>(part.places[k])) = static_cast<int>(k);
            OrbitEffect x;
            for (const int slot : part.places) {
                const auto si = static_cast<std::size_t>(slot);
                if (!e.from.empty()) {
                    const int src = place[static_cast<std::size_t>(e.from[si])];
                    if (src < 0)
                        throw std::invalid_argument(
                            "orbit " + orbits_[static_cast<std::size_t>(part.orbit)].name +
                            ": a move carries a piece out of its part");
                    x.from.push_back(src);
                }
                if (!e.twist.empty())
                    x.twist.push_back(e.twist[si]);
            }
            r.push_back(normalised(std::move(x)));
        }
        return r;
    };
    for (Move& m : out.moves_)
        m.effects = restrict(m.effects);
    for (auto& u : out.undo_)
        u = restrict(u);
    out.layOut();
    out.makeByteMoves();
    return out;
}

}  // namespace pl::model
