#include "core/search/pattern_db.h"

#include <algorithm>
#include <bit>
#include <deque>

namespace pl::search {

// ---------------------------------------------------------------------------------
// Sliding tile groups

int SlidingGroupPdb::bitsFor(int cells)
{
    return std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned>(cells - 1))));
}

std::uint64_t SlidingGroupPdb::buildBytes(int cells, int tiles)
{
    const int bits = bitsFor(cells);
    if (bits * tiles >= 48 || tiles > cells)
        return ~std::uint64_t{0};
    const std::uint64_t entries = std::uint64_t{1} << (bits * tiles);
    std::uint64_t placements = 1;
    for (int i = 0; i < tiles; ++i)
        placements *= static_cast<std::uint64_t>(cells - i);
    // The table, the blank regions seen per entry (a mask word) and the two frontiers
    // (16 bytes a node; a level of the 15-puzzle's 6-tile groups holds at most a third
    // of the placements).
    const std::uint64_t mask = cells <= 16 ? 2 : (cells <= 32 ? 4 : 8);
    return entries + entries * mask + placements * 12;
}

SlidingGroupPdb SlidingGroupPdb::single(const std::vector<std::array<int, 4>>& neighbours,
                                        int goalCell)
{
    SlidingGroupPdb pdb;
    const int n = static_cast<int>(neighbours.size());
    pdb.bits_ = bitsFor(n);
    pdb.tiles_ = 1;
    pdb.table_.assign(std::size_t{1} << pdb.bits_, kUnreachable);
    std::deque<int> queue{goalCell};
    pdb.table_[static_cast<std::size_t>(goalCell)] = 0;
    while (!queue.empty()) {
        const int c = queue.front();
        queue.pop_front();
        for (int d = 0; d < 4; ++d) {
            const int q = neighbours[static_cast<std::size_t>(c)][static_cast<std::size_t>(d)];
            if (q >= 0 && pdb.table_[static_cast<std::size_t>(q)] == kUnreachable) {
                pdb.table_[static_cast<std::size_t>(q)] =
                    static_cast<std::uint8_t>(pdb.table_[static_cast<std::size_t>(c)] + 1);
                queue.push_back(q);
            }
        }
    }
    return pdb;
}

namespace {

// The build of one tile group: a breadth-first search over the abstract states
// (placement of the group's tiles, region of the board the blank can reach), where a
// move of a group tile costs 1 and the blank's moves inside its region cost nothing.
// Per placement (at its lookup index: tile i's cell at bits * i) a mask word holds the
// union of the blank regions already reached; a placement is first reached at its
// distance (the levels are visited in order), which goes straight into the table. A
// frontier node carries its placement and its region, so nothing is decoded or
// flooded twice, and each level is sorted by index before it is expanded: the
// children of neighbouring placements are neighbours too, so the mask words are read
// in runs rather than at random (this, not the size of the array, is what the build's
// time depends on: a compact rank of the placements made it slower).
// A frontier node: the lookup index (tile i's cell at bits * i, under 48 bits) and the
// blank's region; in 8 bytes for boards of up to 16 cells (a level can hold millions).
template <typename Mask>
struct FrontierNode {
    std::uint64_t idx;
    Mask region;
};
template <>
struct FrontierNode<std::uint16_t> {
    std::uint64_t idx : 48;
    std::uint64_t region : 16;
};

// Entries filled between two looks at the cancel token (buildGroup).
constexpr std::uint64_t kFillSlice = std::uint64_t{1} << 20;

template <typename Mask>
bool buildGroup(const std::vector<std::array<int, 4>>& neighbours,
                const std::vector<int>& goalCells, int blankGoal, int bits, TableBytes& table,
                SearchMonitor& monitor, const std::vector<std::uint16_t>* givenFloods)
{
    const int n = static_cast<int>(neighbours.size());
    const int k = static_cast<int>(goalCells.size());
    const std::uint64_t entries = std::uint64_t{1} << (bits * k);
    const std::uint64_t cellMask = (std::uint64_t{1} << bits) - 1;
    // The table and the masks seen are filled a slice at a time, the cancel token looked
    // at between slices: filling the 8-puzzle's 48 MB in one go was most of the time a
    // cold build could not answer Stop (over 2 s under ThreadSanitizer).
    table.clear();
    table.reserve(entries);
    std::vector<Mask> seen;
    seen.reserve(entries);
    for (std::uint64_t at = 0; at < entries; at += kFillSlice) {
        if (monitor.check(0))
            return false;
        const std::uint64_t slice = std::min(kFillSlice, entries - at);
        table.insert(table.end(), slice, kUnreachable);
        seen.insert(seen.end(), slice, Mask{0});
    }
    std::vector<Mask> near(static_cast<std::size_t>(n), 0);  // neighbours of each cell
    for (int c = 0; c < n; ++c)
        for (int d = 0; d < 4; ++d)
            if (const int q = neighbours[static_cast<std::size_t>(c)][static_cast<std::size_t>(d)];
                q >= 0)
                near[static_cast<std::size_t>(c)] |= Mask{1} << q;
    // The cells the blank reaches from `from` without crossing a tile of `occ`.
    auto floodNow = [&](int from, Mask occ) {
        Mask region = Mask{1} << from;
        Mask grow = region;
        while (grow) {
            Mask next = 0;
            for (Mask g = grow; g; g &= static_cast<Mask>(g - 1))
                next |= near[static_cast<std::size_t>(std::countr_zero(g))];
            next &= static_cast<Mask>(~occ & ~region);
            region |= next;
            grow = next;
        }
        return region;
    };
    // Boards of at most 16 cells: every answer looked up (SlidingGroupPdb::floods,
    // given or made here for a large group).
    std::vector<Mask> ownFloods;
    const Mask* floods = nullptr;
    if constexpr (sizeof(Mask) == sizeof(std::uint16_t)) {
        if (givenFloods && givenFloods->size() == (static_cast<std::size_t>(n) << n))
            floods = givenFloods->data();
    }
    if (!floods && n <= 16 && entries > (std::uint64_t{1} << 20)) {
        ownFloods.resize(static_cast<std::size_t>(n) << n);
        for (int from = 0; from < n; ++from)
            for (std::uint32_t occ = 0; occ < (std::uint32_t{1} << n); ++occ)
                if (!((occ >> from) & 1))
                    ownFloods[(static_cast<std::size_t>(from) << n) | occ] =
                        floodNow(from, static_cast<Mask>(occ));
        floods = ownFloods.data();
    }
    auto flood = [&](int from, Mask occ) {
        return floods ? floods[(static_cast<std::size_t>(from) << n) | occ] : floodNow(from, occ);
    };
    using Node = FrontierNode<Mask>;
    std::vector<Node> frontier, next;
    const int topBits = std::min(12, bits * k);
    const int topShift = bits * k - topBits;
    std::vector<std::size_t> bucketStart((std::size_t{1} << topBits) + 1, 0);

    std::array<int, 64> cellOf{};
    std::uint64_t goalIdx = 0;
    Mask goalOcc = 0;
    for (int s = 0; s < k; ++s) {
        cellOf[static_cast<std::size_t>(s)] = goalCells[static_cast<std::size_t>(s)];
        goalIdx |= static_cast<std::uint64_t>(goalCells[static_cast<std::size_t>(s)]) << (bits * s);
        goalOcc |= Mask{1} << goalCells[static_cast<std::size_t>(s)];
    }
    table[goalIdx] = 0;
    for (int c = 0; c < n; ++c) {
        if (((goalOcc | seen[goalIdx]) >> c) & 1)
            continue;
        if (blankGoal >= 0 && c != blankGoal)
            continue;
        const Mask region = flood(c, goalOcc);
        seen[goalIdx] |= region;
        frontier.push_back(Node{goalIdx, region});
    }

    for (int level = 0; !frontier.empty() && level + 1 < kUnreachable; ++level) {
        next.clear();
        const auto value = static_cast<std::uint8_t>(level + 1);
        // The children of a batch of nodes are listed first and their mask words
        // prefetched, then visited: the words lie far apart (a tile's move changes its
        // digit of the index), so waiting for each in turn is what the build spent most
        // of its time on.
        struct Child {
            std::uint64_t idx;
            Mask occ;  // the tiles' cells after the move
            int at;    // the blank's cell after the move (the tile's before)
        };
        constexpr std::size_t kBatch = 32;
        std::vector<Child> children(kBatch * static_cast<std::size_t>(k) * 4);
        for (std::size_t from = 0; from < frontier.size(); from += kBatch) {
            const std::size_t to = std::min(frontier.size(), from + kBatch);
            std::size_t count = 0;
            for (std::size_t f = from; f < to; ++f) {
                if (monitor.poll(level))
                    return false;
                const Node& node = frontier[f];
                const std::uint64_t idx = node.idx;
                Mask occ = 0;
                for (int s = 0; s < k; ++s) {
                    cellOf[static_cast<std::size_t>(s)] =
                        static_cast<int>((idx >> (bits * s)) & cellMask);
                    occ |= Mask{1} << cellOf[static_cast<std::size_t>(s)];
                }
                for (int s = 0; s < k; ++s) {
                    const int at = cellOf[static_cast<std::size_t>(s)];
                    // Tile s slides into a cell r of the blank's region; the blank goes
                    // to `at`.
                    for (Mask into = near[static_cast<std::size_t>(at)] & node.region; into;
                         into &= static_cast<Mask>(into - 1)) {
                        const int r = std::countr_zero(into);
                        const std::uint64_t nidx = (idx & ~(cellMask << (bits * s))) |
                                                   (static_cast<std::uint64_t>(r) << (bits * s));
                        __builtin_prefetch(&seen[nidx]);
                        children[count++] = Child{
                            nidx, static_cast<Mask>(occ ^ (Mask{1} << at) ^ (Mask{1} << r)), at};
                    }
                }
            }
            for (std::size_t i = 0; i < count; ++i) {
                const Child& c = children[i];
                Mask& seenHere = seen[c.idx];
                if ((seenHere >> c.at) & 1)
                    continue;
                if (seenHere == 0)
                    table[c.idx] = value;
                const Mask region = flood(c.at, c.occ);
                seenHere |= region;
                next.push_back(Node{c.idx, region});
            }
        }
        // The next level in index order (a counting sort on the top bits).
        std::fill(bucketStart.begin(), bucketStart.end(), 0);
        for (const Node& node : next)
            ++bucketStart[static_cast<std::size_t>(node.idx >> topShift) + 1];
        for (std::size_t b = 1; b < bucketStart.size(); ++b)
            bucketStart[b] += bucketStart[b - 1];
        frontier.resize(next.size());
        for (const Node& node : next)
            frontier[bucketStart[static_cast<std::size_t>(node.idx >> topShift)]++] = node;
    }
    // Entries for impossible placements (two tiles on one cell) stay kUnreachable;
    // they are never looked up. Deeper entries than 254 keep kUnreachable only when
    // the board needs more than 254 tile moves for one group (no real board).
    return true;
}

}  // namespace

std::shared_ptr<const std::vector<std::uint16_t>> SlidingGroupPdb::floods(
    const std::vector<std::array<int, 4>>& neighbours)
{
    const int n = static_cast<int>(neighbours.size());
    if (n < 1 || n > 16)
        return nullptr;
    std::vector<std::uint16_t> near(static_cast<std::size_t>(n), 0);
    for (int c = 0; c < n; ++c)
        for (int q : neighbours[static_cast<std::size_t>(c)])
            if (q >= 0)
                near[static_cast<std::size_t>(c)] |= static_cast<std::uint16_t>(1U << q);
    auto out = std::make_shared<std::vector<std::uint16_t>>(static_cast<std::size_t>(n) << n, 0);
    for (int from = 0; from < n; ++from)
        for (std::uint32_t occ = 0; occ < (std::uint32_t{1} << n); ++occ) {
            if ((occ >> from) & 1)
                continue;
            std::uint32_t region = 1U << from;
            std::uint32_t grow = region;
            while (grow) {
                std::uint32_t next = 0;
                for (std::uint32_t g = grow; g; g &= g - 1)
                    next |= near[static_cast<std::size_t>(std::countr_zero(g))];
                next &= ~occ & ~region;
                region |= next;
                grow = next;
            }
            (*out)[(static_cast<std::size_t>(from) << n) | occ] =
                static_cast<std::uint16_t>(region);
        }
    return out;
}

std::optional<SlidingGroupPdb> SlidingGroupPdb::build(
    const std::vector<std::array<int, 4>>& neighbours, const std::vector<int>& goalCells,
    int blankGoal, SearchMonitor& monitor, const std::vector<std::uint16_t>* floods,
    Keeping* keeping)
{
    SlidingGroupPdb pdb;
    const int n = static_cast<int>(neighbours.size());
    pdb.bits_ = bitsFor(n);
    pdb.tiles_ = static_cast<int>(goalCells.size());
    std::string what;
    if (keeping && keeping->on()) {
        TableDescription d("sliding-group");
        d.add("bits", pdb.bits_).list("goal", goalCells).add("blank", blankGoal);
        for (const auto& nb : neighbours)
            d.list("n", std::vector<int>(nb.begin(), nb.end()));
        what = d.text();
        if (keeping->load(what, pdb.table_, std::uint64_t{1} << (pdb.bits_ * pdb.tiles_)))
            return pdb;
    }
    bool ok = false;
    if (n <= 16)
        ok = buildGroup<std::uint16_t>(neighbours, goalCells, blankGoal, pdb.bits_, pdb.table_,
                                       monitor, floods);
    else if (n <= 32)
        ok = buildGroup<std::uint32_t>(neighbours, goalCells, blankGoal, pdb.bits_, pdb.table_,
                                       monitor, nullptr);
    else
        ok = buildGroup<std::uint64_t>(neighbours, goalCells, blankGoal, pdb.bits_, pdb.table_,
                                       monitor, nullptr);
    if (!ok)
        return std::nullopt;
    if (!what.empty())
        keeping->save(what, pdb.table_);
    return pdb;
}

// ---------------------------------------------------------------------------------
// Projections

std::optional<std::uint64_t> ProjectionPdb::entries(const Projection& p, int cellCount)
{
    if (p.keeps == Projection::Keeps::Orientations)
        return powerCount(p.modulus, static_cast<int>(p.cells.size()));
    (void)cellCount;
    return multinomialCount(p.counts);
}

std::uint64_t ProjectionPdb::rankProjected(const std::uint8_t* q) const
{
    if (subset_) {
        std::uint64_t mask = 0;
        for (int c = 0; c < cells_; ++c)
            mask |= static_cast<std::uint64_t>(q[c] == 0) << c;
        return subset_->rank(mask);
    }
    return multiset_ ? multiset_->rank(q) : dial_->rank(q);
}

void ProjectionPdb::unrankProjected(std::uint64_t r, std::uint8_t* q) const
{
    if (subset_) {
        const std::uint64_t mask = subset_->unrank(r);
        for (int c = 0; c < cells_; ++c)
            q[c] = static_cast<std::uint8_t>(((mask >> c) & 1) ? 0 : 1);
    } else if (multiset_) {
        multiset_->unrank(r, q);
    } else {
        dial_->unrank(r, q);
    }
}

ProjectionPdb ProjectionPdb::withClasses(std::vector<int> classOf) const
{
    ProjectionPdb out;
    out.p_ = p_;
    out.p_.classOf = std::move(classOf);
    out.cells_ = cells_;
    out.subset_ = subset_;
    out.multiset_ = multiset_;
    out.dial_ = dial_;
    out.table_ = table_;
    return out;
}

std::uint8_t ProjectionPdb::value(const std::uint8_t* cells) const
{
    std::array<std::uint8_t, 256> q;  // only the first cells are written and read
    if (p_.keeps == Projection::Keeps::Classes) {
        for (int c = 0; c < cells_; ++c)
            q[static_cast<std::size_t>(c)] =
                static_cast<std::uint8_t>(p_.classOf[cells[static_cast<std::size_t>(c)]]);
    } else {
        for (std::size_t j = 0; j < p_.cells.size(); ++j)
            q[j] = cells[static_cast<std::size_t>(p_.cells[j])];
    }
    return (*table_)[rankProjected(q.data())];
}

std::optional<ProjectionPdb> ProjectionPdb::build(Projection projection, int cellCount,
                                                  const PdbMoves& moves, SearchMonitor& monitor)
{
    ProjectionPdb pdb;
    pdb.p_ = std::move(projection);
    pdb.cells_ = cellCount;
    const Projection& p = pdb.p_;
    const bool dial = p.keeps == Projection::Keeps::Orientations;
    const int width = dial ? static_cast<int>(p.cells.size()) : cellCount;
    std::uint64_t count = 0;
    if (dial) {
        pdb.dial_ = std::make_shared<const DialRanker>(width, p.modulus);
        count = pdb.dial_->count();
    } else if (p.counts.size() == 2 && cellCount <= 64) {
        pdb.subset_ = std::make_shared<const SubsetRanker>(cellCount, p.counts[0]);
        count = pdb.subset_->count();
    } else {
        pdb.multiset_ = std::make_shared<const MultisetRanker>(p.counts);
        count = pdb.multiset_->count();
    }
    pdb.table_ = std::make_shared<TableBytes>(count, kUnreachable);
    TableBytes& table = *pdb.table_;

    std::array<std::uint8_t, 256> q{}, r{};
    const int moveCount =
        static_cast<int>(dial ? moves.add.size()
                              : (moves.slide.empty() ? moves.sources.size() : moves.slide.size()));
    // Backward moves: the predecessor of q under move m.
    std::vector<std::vector<int>> inverseSources;
    std::vector<std::vector<int>> dialBack;  // per move, per kept cell
    std::vector<bool> useful(static_cast<std::size_t>(moveCount), true);
    if (dial) {
        for (int m = 0; m < moveCount; ++m) {
            std::vector<int> back;
            bool any = false;
            for (int c : p.cells) {
                const int a =
                    moves.add[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)] % p.modulus;
                back.push_back((p.modulus - a) % p.modulus);
                any = any || a != 0;
            }
            dialBack.push_back(std::move(back));
            useful[static_cast<std::size_t>(m)] = any;
        }
    } else if (moves.slide.empty()) {
        for (const auto& src : moves.sources) {
            std::vector<int> inv(src.size());
            for (std::size_t i = 0; i < src.size(); ++i)
                inv[static_cast<std::size_t>(src[i])] = static_cast<int>(i);
            inverseSources.push_back(std::move(inv));
        }
    }

    // Level 0: every goal projection, visited in rank order (next() steps the ranks).
    // Two classes: the frontier holds the masks themselves (unranking is the slow way
    // back), else ranks.
    std::vector<std::uint64_t> frontier, next;
    std::uint64_t mask = pdb.subset_ ? pdb.subset_->first() : 0;
    auto fromMask = [&](std::uint64_t m, std::uint8_t* a) {
        for (int c = 0; c < cellCount; ++c)
            a[c] = static_cast<std::uint8_t>(((m >> c) & 1) ? 0 : 1);
    };
    auto isGoal = [&](const std::uint8_t* a) {
        if (dial) {
            for (int j = 0; j < width; ++j)
                if (p.goalValues[static_cast<std::size_t>(j)] >= 0 &&
                    p.goalValues[static_cast<std::size_t>(j)] != a[static_cast<std::size_t>(j)])
                    return false;
            return true;
        }
        for (int c = 0; c < width; ++c)
            if (p.want[static_cast<std::size_t>(c)] >= 0 &&
                p.want[static_cast<std::size_t>(c)] != a[static_cast<std::size_t>(c)])
                return false;
        return true;
    };
    pdb.unrankProjected(0, q.data());
    for (std::uint64_t i = 0; i < count; ++i) {
        if ((i & 0xFFFF) == 0 && monitor.check(0))
            return std::nullopt;
        if (pdb.subset_)
            fromMask(mask, q.data());
        if (isGoal(q.data())) {
            table[i] = 0;
            frontier.push_back(pdb.subset_ ? mask : i);
        }
        if (pdb.subset_) {
            pdb.subset_->next(mask);
        } else if (i + 1 < count) {
            if (dial)
                pdb.dial_->next(q.data());
            else
                pdb.multiset_->next(q.data());
        }
    }

    for (int level = 0; !frontier.empty() && level + 1 < kUnreachable; ++level) {
        next.clear();
        for (const std::uint64_t i : frontier) {
            if (monitor.poll(level))
                return std::nullopt;
            if (pdb.subset_)
                fromMask(i, q.data());
            else
                pdb.unrankProjected(i, q.data());
            for (int m = 0; m < moveCount; ++m) {
                if (dial) {
                    if (!useful[static_cast<std::size_t>(m)])
                        continue;
                    const auto& back = dialBack[static_cast<std::size_t>(m)];
                    for (int j = 0; j < width; ++j) {
                        const int v =
                            q[static_cast<std::size_t>(j)] + back[static_cast<std::size_t>(j)];
                        r[static_cast<std::size_t>(j)] =
                            static_cast<std::uint8_t>(v >= p.modulus ? v - p.modulus : v);
                    }
                } else if (!moves.slide.empty()) {
                    // The predecessor under m: the blank went from b to where the
                    // undoing move takes it back.
                    int b = 0;
                    while (q[static_cast<std::size_t>(b)] != p.blankClass)
                        ++b;
                    const int undo = moves.inverse[static_cast<std::size_t>(m)];
                    const int to =
                        moves.slide[static_cast<std::size_t>(undo)][static_cast<std::size_t>(b)];
                    if (to < 0)
                        continue;
                    r = q;
                    std::swap(r[static_cast<std::size_t>(b)], r[static_cast<std::size_t>(to)]);
                } else {
                    const auto& inv = inverseSources[static_cast<std::size_t>(m)];
                    for (int c = 0; c < width; ++c)
                        r[static_cast<std::size_t>(c)] =
                            q[static_cast<std::size_t>(inv[static_cast<std::size_t>(c)])];
                }
                const std::uint64_t j = pdb.rankProjected(r.data());
                if (table[j] == kUnreachable) {
                    table[j] = static_cast<std::uint8_t>(level + 1);
                    if (pdb.subset_) {
                        std::uint64_t m2 = 0;
                        for (int c = 0; c < cellCount; ++c)
                            m2 |= static_cast<std::uint64_t>(r[static_cast<std::size_t>(c)] == 0)
                                  << c;
                        next.push_back(m2);
                    } else {
                        next.push_back(j);
                    }
                }
            }
        }
        frontier.swap(next);
    }
    return pdb;
}

}  // namespace pl::search
