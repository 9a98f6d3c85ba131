// A pattern database over slots rather than pieces (issue 22): every slot's orientation in
// the orbits whose pieces turn, and which slots of one orbit hold a chosen set of its
// pieces, those pieces not told apart. For a 3x3x3 with the set of the four edges that
// U and D leave in place, this is the space of Kociemba's first phase: 3^7 corner twists
// x 2^11 edge flips x C(12,4) = 2,217,093,120 entries, the cosets of <U, D, R2, L2, F2,
// B2>. A move acts on each part alone (the orientations of an orbit follow from the
// orientations before, the set from the set before), so the table is built from one small
// move table a part, and an entry's neighbours cost a few reads.
//
// - Entries are 4 bits: the exact distance to the goal's projection (15: not reached, so
//   no position that reaches the goal projects there). Should the distances pass 14, the
//   build stops at 14 and every entry not reached by then reads 14 (still a lower bound).
// - An orbit whose moves never change the sum of its twists keeps its last slot's twist
//   out of the index (it follows from the others): a cube's corners 3^7, not 3^8.
// - Built breadth first over the table itself, on all cores, as search/tile_pdb.h builds
//   its tables: pushed from the entries just reached while few are, then pulled (each
//   entry not reached looks for a neighbour on the last level). Entries that differ only
//   in the last part (the set's 495 places on a cube) form a block: the other parts are
//   read and moved once a block, and a move then costs one read of the last part's table.
// - Read by index(): the caller sums, piece by piece, what each piece's (slot, twist)
//   adds to the orientation part (orientWeight), and the slots of the set's pieces as a
//   bit mask (setRank ranks it).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/progress.h"
#include "core/search/large_pages.h"
#include "core/search/table_store.h"

namespace pl::search {

struct CosetSpec {
    struct Orbit {
        int size = 0;
        int twists = 1;
        // [m][s]: the slot move m carries the piece of slot s to, and what it adds to its
        // twist (mod twists).
        std::vector<std::vector<int>> targets;
        std::vector<std::vector<int>> turns;
        // [s]: the twist the goal has in slot s.
        std::vector<int> goalTwist;
    };
    std::vector<Orbit> orbits;
    // The orbit of the set (-1: none), and the set: the slots its pieces have in the goal.
    int setOrbit = -1;
    std::vector<int> setSlots;
};

class CosetPdb {
public:
    static constexpr std::uint8_t kNotReached = 15;
    static constexpr int kMaxDistance = 14;

    // The entries of the table `spec` describes (nullopt: over 2^40, or not a valid spec:
    // moves of unequal counts, slots out of range, over 8 parts).
    [[nodiscard]] static std::optional<std::uint64_t> entries(const CosetSpec& spec);
    // Whether no move changes the sum of the twists of `orbit` (its last twist follows).
    [[nodiscard]] static bool sumKept(const CosetSpec::Orbit& orbit);

    // Built on `threads` threads; nullopt when cancelled or the spec is not valid.
    // `keeping` (optional) reads it from the disk cache or keeps it there once built.
    static std::optional<CosetPdb> build(const CosetSpec& spec, unsigned threads,
                                         SearchMonitor& monitor, const CancelToken& cancel,
                                         Keeping* keeping = nullptr);

    [[nodiscard]] std::uint64_t size() const { return entries_; }
    [[nodiscard]] std::size_t bytes() const { return table_.size(); }
    [[nodiscard]] const std::uint8_t* data() const { return table_.data(); }
    // What a piece with twist r in slot s of orbit o adds to the orientation part of the
    // index (0 for an orbit not turning, and for its last slot when its sum is kept).
    [[nodiscard]] std::uint64_t orientWeight(int o, int s, int r) const
    {
        return static_cast<std::uint64_t>(r) *
               place_[static_cast<std::size_t>(o)][static_cast<std::size_t>(s)];
    }
    // The index of an orientation part and a set mask (the slots holding the set).
    [[nodiscard]] std::uint64_t index(std::uint64_t orient, std::uint64_t setMask) const
    {
        return orient * setCount_ + setRank(setMask);
    }
    [[nodiscard]] std::uint64_t setRank(std::uint64_t mask) const;
    [[nodiscard]] std::uint8_t value(std::uint64_t index) const
    {
        const std::uint8_t b = table_[index >> 1];
        return (index & 1) != 0 ? static_cast<std::uint8_t>(b >> 4)
                                : static_cast<std::uint8_t>(b & 15);
    }
    // How many entries read each value 0..15 (15: not reached).
    [[nodiscard]] std::vector<std::uint64_t> histogram() const;

private:
    std::uint64_t entries_ = 0;
    std::uint64_t setCount_ = 1;
    // [orbit][slot]: the index weight of one twist there (0: left out of the index).
    std::vector<std::vector<std::uint64_t>> place_;
    // Binomials for ranking k-subsets of n <= 64: choose_[n * 65 + k].
    std::vector<std::uint64_t> choose_;
    std::vector<std::uint32_t> smallRank_;  // a set orbit of up to 16 slots: mask -> rank
    TableBytes table_;

    void prepareRanks(int n, int k);
};

}  // namespace pl::search
