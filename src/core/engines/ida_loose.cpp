// The `ida` engine on pieces whose goal tells some pieces apart from others only by kind
// (identical pieces: a puck's four white corners) or leaves a piece's twist free
// (twsearch's `?`): what pieceLayout does not take. The databases are distances from the
// goal found backwards over the bytes of one orbit (exact when every state of it is
// reached) and over whole positions near the goal; solvability is a question of whether
// some element of the group the moves generate on the (slot, orientation) points carries
// the goal's kinds of stickers onto the position's (PermGroup::findMatch).
#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

#include "core/engines/ida_puzzle.h"
#include "core/model/orbit_model.h"
#include "core/search/threads.h"

namespace pl::ida {

namespace {

// Eight bytes at a time (a multiply and a rotate each), then the rest, then mixed.
std::uint64_t hashBytes(const std::uint8_t* key, int width)
{
    std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ static_cast<std::uint64_t>(width);
    int i = 0;
    for (; i + 8 <= width; i += 8) {
        std::uint64_t w = 0;
        std::memcpy(&w, key + i, 8);
        h = std::rotl((h ^ w) * 0xbf58476d1ce4e5b9ULL, 27);
    }
    std::uint64_t w = 0;
    for (int j = 0; i < width; ++i, j += 8)
        w |= static_cast<std::uint64_t>(key[i]) << j;
    h = (h ^ w) * 0x94d049bb133111ebULL;
    h ^= h >> 31;
    h *= 0xbf58476d1ce4e5b9ULL;
    return h ^ (h >> 29);
}

// What every move keeps, checked before the group search (which can run out of nodes on
// a large group such as maltese's). Two kinds of invariant:
// - The group's orbits on the points: each is carried onto itself, so a position the
//   goal reaches shows every kind of sticker as often on an orbit as the goal does.
// - An orbit's parity (its pieces all distinct) and twist sum (modulo its twists; no twist
//   open): a move changes each by an amount of its own, whatever the position. The
//   position's values less the goal's must be a sum of the moves' amounts: an element of
//   the subgroup they generate (found breadth-first, while it has at most 2^16 elements).
// `want` and `have` are the kinds of sticker on each point of the goal and the position.
bool looseInvariantsHold(const model::OrbitModel& model, const PointMoves& pm,
                         const std::vector<int>& want, const std::vector<int>& have,
                         const std::uint8_t* goalCells, const std::uint8_t* cells,
                         const std::set<std::pair<int, int>>& open)
{
    const auto points = static_cast<std::size_t>(pm.points);
    std::vector<std::size_t> root(points);
    std::iota(root.begin(), root.end(), std::size_t{0});
    const auto find = [&](std::size_t x) {
        while (root[x] != x)
            x = root[x] = root[root[x]];
        return x;
    };
    for (const search::PermGroup::Perm& g : pm.moves)
        for (std::size_t x = 0; x < points; ++x)
            root[find(x)] = find(g[x]);
    std::map<std::pair<std::size_t, int>, int> shown;  // (orbit's root, kind): goal less position
    for (std::size_t x = 0; x < points; ++x) {
        ++shown[{find(x), want[x]}];
        --shown[{find(x), have[x]}];
    }
    if (std::any_of(shown.begin(), shown.end(), [](const auto& e) { return e.second != 0; }))
        return false;

    struct Coordinate {
        int modulus = 2;
        int change = 0;          // the position's value less the goal's
        std::vector<int> moves;  // what each move adds
    };
    std::vector<Coordinate> coords;
    std::size_t elements = 1;
    const int moves = model.moveCount();
    const auto parity = [](const std::vector<int>& to) {
        std::vector<bool> seen(to.size(), false);
        std::size_t cycles = 0;
        for (std::size_t i = 0; i < to.size(); ++i) {
            if (seen[i])
                continue;
            ++cycles;
            for (std::size_t j = i; !seen[j]; j = static_cast<std::size_t>(to[j]))
                seen[j] = true;
        }
        return static_cast<int>((to.size() - cycles) % 2);
    };
    for (int o = 0; o < model.orbitCount(); ++o) {
        const int size = model.orbit(o).size, twists = model.orbit(o).twists;
        const int pieceAt = model.pieceOffset(o), twistAt = model.twistOffset(o);
        std::vector<Carried> carries;
        for (int m = 0; m < moves; ++m)
            carries.push_back(carried(model.move(m).effects[static_cast<std::size_t>(o)], size));
        // Parity: the position's arrangement as the goal slot of the piece in each slot.
        std::map<int, int> goalSlot;
        for (int s = 0; s < size; ++s)
            goalSlot.emplace(goalCells[pieceAt + s], s);
        std::vector<int> from(static_cast<std::size_t>(size), -1);
        bool distinct = size >= 2 && static_cast<int>(goalSlot.size()) == size;
        for (int s = 0; s < size && distinct; ++s) {
            const auto it = goalSlot.find(cells[pieceAt + s]);
            distinct = it != goalSlot.end();
            if (distinct)
                from[static_cast<std::size_t>(s)] = it->second;
        }
        if (distinct &&
            std::set<int>(from.begin(), from.end()).size() == static_cast<std::size_t>(size)) {
            Coordinate c;
            c.change = parity(from);
            for (const Carried& k : carries)
                c.moves.push_back(parity(k.to));
            coords.push_back(std::move(c));
        }
        // Twist sum: every piece's twist counted.
        const bool counted = std::none_of(open.begin(), open.end(),
                                          [o](const auto& kind) { return kind.first == o; });
        if (twists >= 2 && twistAt >= 0 && counted) {
            Coordinate c;
            c.modulus = twists;
            int sum = 0;
            for (int s = 0; s < size; ++s)
                sum += cells[twistAt + s] - goalCells[twistAt + s];
            c.change = (sum % twists + twists) % twists;
            for (const Carried& k : carries)
                c.moves.push_back(std::accumulate(k.turn.begin(), k.turn.end(), 0) % twists);
            coords.push_back(std::move(c));
        }
    }
    // The coordinates kept: those whose product of moduli stays within 2^16.
    std::size_t kept = 0;
    while (kept < coords.size() &&
           elements * static_cast<std::size_t>(coords[kept].modulus) <= (std::size_t{1} << 16))
        elements *= static_cast<std::size_t>(coords[kept++].modulus);
    const auto encode = [&](const std::vector<int>& v) {
        std::size_t code = 0;
        for (std::size_t i = 0; i < kept; ++i)
            code =
                code * static_cast<std::size_t>(coords[i].modulus) + static_cast<std::size_t>(v[i]);
        return code;
    };
    std::vector<int> target(kept);
    for (std::size_t i = 0; i < kept; ++i)
        target[i] = coords[i].change;
    std::vector<bool> reached(elements, false);
    std::vector<std::vector<int>> queue{std::vector<int>(kept, 0)};
    reached[0] = true;
    for (std::size_t q = 0; q < queue.size(); ++q) {
        for (int m = 0; m < moves; ++m) {
            std::vector<int> next = queue[q];
            for (std::size_t i = 0; i < kept; ++i)
                next[i] =
                    (next[i] + coords[i].moves[static_cast<std::size_t>(m)]) % coords[i].modulus;
            const std::size_t code = encode(next);
            if (!reached[code]) {
                reached[code] = true;
                queue.push_back(std::move(next));
            }
        }
    }
    return reached[encode(target)];
}

// The (orbit, label) pieces whose twist the goal leaves open: -1 on every such piece's
// twist, with no piece of the same label given a twist. False when the goal mixes them,
// or leaves open anything but twists.
bool openTwists(const model::OrbitModel& model, const def::Goal& goal,
                std::set<std::pair<int, int>>& open)
{
    std::set<std::pair<int, int>> fixed;
    for (int o = 0; o < model.orbitCount(); ++o) {
        const model::Orbit& orbit = model.orbit(o);
        const int pieceAt = model.pieceOffset(o);
        const int twistAt = model.twistOffset(o);
        for (int s = 0; s < orbit.size; ++s) {
            const int label = goal.values[static_cast<std::size_t>(pieceAt + s)];
            if (label < 0 || label > 255)
                return false;
            const int twist = twistAt < 0 ? 0 : goal.values[static_cast<std::size_t>(twistAt + s)];
            (twist < 0 ? open : fixed).insert({o, label});
        }
    }
    return std::none_of(open.begin(), open.end(),
                        [&](const std::pair<int, int>& p) { return fixed.count(p) != 0; });
}

}  // namespace

ByteDistances::ByteDistances(std::vector<int> bytes) : bytes_(std::move(bytes))
{
    width_ = static_cast<int>(bytes_.size());
}

std::int64_t ByteDistances::find(const std::uint8_t* key, std::uint64_t h) const
{
    for (std::uint64_t i = h & mask_;; i = (i + 1) & mask_) {
        const std::uint32_t e = slot_[i];
        if (e == 0)
            return -1 - static_cast<std::int64_t>(i);
        const std::uint8_t* k =
            keys_.data() + static_cast<std::size_t>(e - 1) * static_cast<std::size_t>(width_);
        if (std::equal(k, k + width_, key))
            return e - 1;
    }
}

int ByteDistances::value(const std::uint8_t* cells) const
{
    std::uint8_t key[kMaxCells + 1];
    for (int j = 0; j < width_; ++j)
        key[j] = cells[bytes_[static_cast<std::size_t>(j)]];
    const std::int64_t e = find(key, hashBytes(key, width_));
    if (e >= 0)
        return dist_[static_cast<std::size_t>(e)];
    return complete_ ? kInfinity : depth_ + 1;
}

std::optional<bool> ByteDistances::build(const model::OrbitModel& model,
                                         const std::vector<std::vector<std::uint8_t>>& goals,
                                         std::uint64_t maxEntries, SearchMonitor& monitor)
{
    const int moves = model.moveCount();
    std::vector<int> local(static_cast<std::size_t>(model.stateSize()), -1);
    for (int j = 0; j < width_; ++j)
        local[static_cast<std::size_t>(bytes_[static_cast<std::size_t>(j)])] = j;
    // Each move backwards on these bytes: byte j takes byte from[j] plus add[j].
    std::vector<std::vector<int>> from(static_cast<std::size_t>(moves));
    std::vector<std::vector<int>> add(static_cast<std::size_t>(moves));
    std::vector<int> wrap;
    for (int j = 0; j < width_; ++j)
        wrap.push_back(
            model.byteModulus()[static_cast<std::size_t>(bytes_[static_cast<std::size_t>(j)])]);
    for (int m = 0; m < moves; ++m) {
        const model::ByteMove& undo = model.byteUndo(m);
        for (int j = 0; j < width_; ++j) {
            const auto b = static_cast<std::size_t>(bytes_[static_cast<std::size_t>(j)]);
            const int f = local[static_cast<std::size_t>(undo.from[b])];
            if (f < 0)
                return false;  // the bytes are not closed under the moves
            from[static_cast<std::size_t>(m)].push_back(f);
            add[static_cast<std::size_t>(m)].push_back(undo.add[b]);
        }
    }
    maxEntries = std::min<std::uint64_t>(maxEntries, std::uint64_t{1} << 30);
    std::uint64_t slots = 1024;
    while (slots < 2 * maxEntries)
        slots *= 2;
    slot_.assign(slots, 0);
    mask_ = slots - 1;
    keys_.clear();
    dist_.clear();
    const auto width = static_cast<std::size_t>(width_);
    const auto entries = [&] { return static_cast<std::uint64_t>(dist_.size()); };
    // Adds `key` at distance d when new; false when the table is full.
    const auto add1 = [&](const std::uint8_t* key, int d) {
        const std::int64_t at = find(key, hashBytes(key, width_));
        if (at >= 0)
            return true;
        if (entries() >= maxEntries)
            return false;
        slot_[static_cast<std::size_t>(-1 - at)] = static_cast<std::uint32_t>(entries() + 1);
        keys_.insert(keys_.end(), key, key + width_);
        dist_.push_back(static_cast<std::uint8_t>(d));
        return true;
    };
    for (const std::vector<std::uint8_t>& goal : goals) {
        std::vector<std::uint8_t> key(width);
        for (std::size_t j = 0; j < width; ++j)
            key[j] = goal[static_cast<std::size_t>(bytes_[j])];
        if (!add1(key.data(), 0))
            return false;
    }
    depth_ = 0;
    complete_ = false;
    std::uint64_t levelStart = 0;
    std::vector<std::uint8_t> next(width);
    for (;;) {
        const std::uint64_t levelEnd = entries();
        if (levelEnd == levelStart) {
            complete_ = true;  // nothing new: every state of these bytes is held
            depth_ = std::max(0, depth_ - 1);
            break;
        }
        if (depth_ >= 250)
            break;
        bool full = false;
        for (std::uint64_t e = levelStart; e < levelEnd && !full; ++e) {
            if (monitor.poll(depth_))
                return std::nullopt;
            for (int m = 0; m < moves && !full; ++m) {
                const std::uint8_t* cur = keys_.data() + e * width;
                const std::vector<int>& f = from[static_cast<std::size_t>(m)];
                const std::vector<int>& a = add[static_cast<std::size_t>(m)];
                for (std::size_t j = 0; j < width; ++j) {
                    const int v = cur[f[j]] + a[j];
                    next[j] =
                        static_cast<std::uint8_t>(wrap[j] != 0 && v >= wrap[j] ? v - wrap[j] : v);
                }
                full = !add1(next.data(), depth_ + 1);
            }
        }
        if (full) {
            // The level does not fit: it goes, and the table holds every state within
            // depth_ moves (the rest are at least depth_ + 1 away).
            // (Linear probing: an entry's chain passes only slots filled before it, so
            // emptying the slots of the last entries leaves the others' chains whole.)
            for (std::uint64_t i = 0; i <= mask_; ++i)
                if (slot_[i] > levelEnd)
                    slot_[i] = 0;
            keys_.resize(levelEnd * width);
            dist_.resize(levelEnd);
            break;
        }
        levelStart = levelEnd;
        ++depth_;
    }
    keys_.shrink_to_fit();
    dist_.shrink_to_fit();
    // Slots for what was held (an orbit whose states all fitted may hold few).
    std::uint64_t fewer = 1024;
    while (fewer < 2 * entries())
        fewer *= 2;
    if (fewer < slot_.size()) {
        slot_.assign(fewer, 0);
        slot_.shrink_to_fit();
        mask_ = fewer - 1;
        for (std::uint64_t e = 0; e < entries(); ++e) {
            const std::uint8_t* k = keys_.data() + e * width;
            slot_[static_cast<std::size_t>(-1 - find(k, hashBytes(k, width_)))] =
                static_cast<std::uint32_t>(e + 1);
        }
    }
    return true;
}

std::size_t ByteDistances::bytesUsed() const
{
    return keys_.capacity() + dist_.capacity() + slot_.capacity() * sizeof(std::uint32_t);
}

bool loosePieces(const Rules& rules, const def::Goal& goal)
{
    const model::OrbitModel& model = rules.model();
    if (model.slides() || (model.orbitCount() < 2 && !model.hasTwists()) ||
        rules.cellCount() > kMaxCells)
        return false;
    if (!std::all_of(model.orbits().begin(), model.orbits().end(),
                     [](const model::Orbit& o) { return o.piecesMove; }))
        return false;
    if (goal.type != def::Goal::Type::Values ||
        goal.values.size() != static_cast<std::size_t>(model.stateSize()))
        return false;
    std::set<std::pair<int, int>> open;
    if (!openTwists(model, goal, open))
        return false;
    int points = 0;
    double goals = 1;
    for (int o = 0; o < model.orbitCount(); ++o) {
        const model::Orbit& orbit = model.orbit(o);
        points += orbit.size * orbit.twists;
        for (int s = 0; s < orbit.size && model.twistOffset(o) >= 0; ++s)
            if (goal.values[static_cast<std::size_t>(model.twistOffset(o) + s)] < 0)
                goals *= orbit.twists;
    }
    return points <= 256 && goals <= static_cast<double>(kMaxLooseGoals);
}

bool IdaPuzzle::buildLoose(IdaGoal& g, SearchMonitor& monitor, const CancelToken& cancel) const
{
    const model::OrbitModel& model = rules->model();
    g.loose = true;
    // Every state of the goal: its open twists take each value.
    std::vector<std::vector<std::uint8_t>> goals(1);
    for (int b = 0; b < n; ++b) {
        const int v = g.goal.values[static_cast<std::size_t>(b)];
        if (v >= 0) {
            for (auto& s : goals)
                s.push_back(static_cast<std::uint8_t>(v));
            continue;
        }
        const int k = model.byteModulus()[static_cast<std::size_t>(b)];
        std::vector<std::vector<std::uint8_t>> more;
        for (const auto& s : goals)
            for (int t = 0; t < k; ++t) {
                more.push_back(s);
                more.back().push_back(static_cast<std::uint8_t>(t));
            }
        goals = std::move(more);
    }
    // One table per orbit, then one over whole positions (when there are several
    // orbits), each given an equal share of the memory and of kMaxLooseEntries.
    std::vector<std::vector<int>> byteSets;
    for (int o = 0; o < model.orbitCount(); ++o) {
        std::vector<int> bytes;
        for (int s = 0; s < model.orbit(o).size; ++s)
            bytes.push_back(model.pieceOffset(o) + s);
        for (int s = 0; s < model.orbit(o).size && model.twistOffset(o) >= 0; ++s)
            bytes.push_back(model.twistOffset(o) + s);
        byteSets.push_back(std::move(bytes));
    }
    if (model.orbitCount() > 1) {
        std::vector<int> all(static_cast<std::size_t>(n));
        for (int b = 0; b < n; ++b)
            all[static_cast<std::size_t>(b)] = b;
        byteSets.push_back(std::move(all));
    }
    const std::uint64_t share = options.maxMemoryBytes / 2 / byteSets.size();
    // The tables are built side by side, one a thread at a time, the widest first.
    std::vector<std::size_t> order(byteSets.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return byteSets[a].size() > byteSets[b].size();
    });
    std::vector<std::optional<ByteDistances>> built(byteSets.size());
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stop{false};
    std::atomic<bool> cut{false};
    const unsigned threads =
        static_cast<unsigned>(std::min<std::size_t>(buildThreads(), byteSets.size()));
    search::runWithMonitors(threads, stop, monitor, cancel, [&](SearchMonitor& m, unsigned) {
        for (std::size_t i = next++; i < order.size() && !stop.load(); i = next++) {
            const std::vector<int>& bytes = byteSets[order[i]];
            // A slot of 4 bytes for every entry, up to four times over (a power of two
            // at least twice the entries).
            const std::uint64_t perEntry = bytes.size() + 1 + 4 * sizeof(std::uint32_t);
            const std::uint64_t fit = share / perEntry;
            if (fit < kMaxLooseEntries)
                cut.store(true);
            ByteDistances table(bytes);
            const std::optional<bool> done =
                table.build(model, goals, std::min(kMaxLooseEntries, fit), m);
            if (!done) {
                stop.store(true);  // cancelled
                return;
            }
            if (*done)
                built[order[i]] = std::move(table);
        }
    });
    if (cut.load())
        memoryBound = true;
    if (stop.load())
        return false;  // cancelled
    for (std::optional<ByteDistances>& table : built)
        if (table) {
            g.bytes += table->bytesUsed();
            g.looseTables.push_back(std::move(*table));
        }
    return true;
}

int IdaPuzzle::evalPosition(const IdaGoal& g, const std::uint8_t* cells)
{
    int h = evalNode(g, g.root, cells);
    for (const ByteDistances& t : g.looseTables) {
        if (h >= kInfinity)
            break;
        h = std::max(h, t.value(cells));
    }
    return h;
}

IdaPuzzle::Decision IdaPuzzle::looseDecision(const Position& p, const IdaGoal& g,
                                             const CancelToken* cancel) const
{
    for (const ByteDistances& t : g.looseTables)
        if (t.complete() && t.value(p.cells.data()) >= kInfinity)
            return Decision::Unsolvable;
    const model::OrbitModel& model = rules->model();
    std::set<std::pair<int, int>> open;
    if (!openTwists(model, g.goal, open))
        return Decision::Unknown;
    const PointMoves pm = pointMoves(model);
    const int points = pm.points;
    if (points > 256)
        return Decision::Unknown;
    const std::vector<int>& pointAt = pm.pointAt;
    // Every point's kind of sticker: the piece's orbit and label, and which of its
    // stickers it is (the orientation less the piece's twist), or any for a piece whose
    // twist is open. A move carries a point's kind along, so a position is reached when
    // some element of the group puts on every point of the goal the kind the position
    // shows there.
    std::map<std::tuple<int, int, int>, int> kindId;
    const auto kinds = [&](const std::uint8_t* cells, std::vector<int>& out) {
        out.assign(static_cast<std::size_t>(points), 0);
        for (int o = 0; o < model.orbitCount(); ++o) {
            const int size = model.orbit(o).size, twists = model.orbit(o).twists;
            const int pieceAt = model.pieceOffset(o), twistAt = model.twistOffset(o);
            for (int s = 0; s < size; ++s) {
                const int label = cells[pieceAt + s];
                const int twist = twistAt < 0 ? 0 : cells[twistAt + s];
                const bool any = open.count({o, label}) != 0;
                for (int r = 0; r < twists; ++r) {
                    const auto key =
                        std::tuple{o, label, any ? -1 : ((r - twist) % twists + twists) % twists};
                    const auto [it, added] = kindId.emplace(key, static_cast<int>(kindId.size()));
                    out[static_cast<std::size_t>(pointAt[static_cast<std::size_t>(o)] + s * twists +
                                                 r)] = it->second;
                }
            }
        }
    };
    std::vector<std::uint8_t> goalCells(static_cast<std::size_t>(n));
    for (int b = 0; b < n; ++b)
        goalCells[static_cast<std::size_t>(b)] =
            static_cast<std::uint8_t>(std::max(0, g.goal.values[static_cast<std::size_t>(b)]));
    std::vector<int> want;
    std::vector<int> have;
    kinds(goalCells.data(), want);
    kinds(p.cells.data(), have);
    if (!looseInvariantsHold(model, pm, want, have, goalCells.data(), p.cells.data(), open))
        return Decision::Unsolvable;
    if (kindId.size() > 256)
        return Decision::Unknown;
    if (!looseGroup_)
        looseGroup_ = std::make_unique<search::PermGroup>(points, pm.moves);
    const search::PermGroup::MatchResult r = looseGroup_->findMatch(
        have, want, kMaxLooseMatch, [cancel] { return cancel && cancel->cancelled(); });
    switch (r.match) {
    case search::PermGroup::Match::Found:
        return Decision::Solvable;
    case search::PermGroup::Match::None:
        return Decision::Unsolvable;
    case search::PermGroup::Match::Undecided:
        break;
    }
    return Decision::Unknown;
}

}  // namespace pl::ida
