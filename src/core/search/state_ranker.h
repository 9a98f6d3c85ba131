// Ranking a state of the orbit model (SPEC 8.1): a state is segments of bytes, orbit
// after orbit, its pieces (an arrangement of classes, identical pieces allowed) then its
// orientations (digits 0..k-1). The rank is the segments' ranks as mixed-radix digits,
// the first segment most significant, so that, as for the other rankers, ranks follow
// the lexicographic order of the bytes and `next` walks them in turn.
//
// Orientation digits may be tied by a sum: when every move keeps the orientations of an
// orbit summing to the same value modulo k (a cube's corners: the twists of every face
// turn add up to 0 mod 3), only the states with the solved sum can be reached, so the
// last digit follows from the others and the segment has k^(n-1) ranks instead of k^n.
//
// Segments may also be tied to each other (search/invariants.h finds the ties from the
// moves): a segment's invariant (for distinct pieces the parity of their arrangement,
// for orientations their sum modulo k) may be a fixed value plus a sum of other
// segments' invariants times coefficients, modulo 2 for a parity and k for a sum. A
// 3x3x3 cube's edges have the parity of its corners, so its edge arrangements are ranked
// among the half with that parity. A tied segment is ranked without what the tie
// decides: an arrangement by its Lehmer code without the last two digits (k!/2 ranks),
// orientations without the last digit. The segments a tie reads are never tied
// themselves (but for the arrangement class of a TieTerm, read from four pieces whose
// parity is fixed), so unranking reads them first. States that break a tie have no rank of
// their own (contains() tells them apart); a table built from the goal never meets one,
// since every move keeps the ties.
#pragma once

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "core/search/ranking.h"

namespace pl::search {

// A term of a tie: segment `segment`'s invariant times `coefficient`. The invariant is
// the segment's own (`quarter` false), or for three or four distinct pieces whose
// arrangements are all even (a Skewb's corners that turn about one axis each) the class
// of the arrangement modulo 3 (`quarter` true): for three, which rotation it is; for
// four, its coset of the Klein four-group in the alternating group, i.e. which of the
// three ways of pairing the four pieces the pairing {0,1}{2,3} is carried to. Composing
// even arrangements adds their classes modulo 3, so that class is an invariant modulo 3
// like an orientation sum.
struct TieTerm {
    int segment = 0;
    int coefficient = 1;
    bool quarter = false;
    bool operator==(const TieTerm&) const = default;
};

// The class modulo 3 of an even arrangement `a` of 0..size-1, size 3 or 4 (see
// TieTerm): for 3, a[0]; for 4, the pairing {a[0],a[1]}{a[2],a[3]} as 0 (0 paired with
// 1), 1 (with 2) or 2 (with 3).
[[nodiscard]] int quarterClass(const std::uint8_t* a, int size);

// One segment of a state.
struct PieceSegment {
    std::vector<int> counts;  // classes 0..c-1, class j held by counts[j] slots
    // Distinct pieces (every count 1, at least two): some when the arrangement's parity
    // (0 even, 1 odd) is this plus the terms, modulo 2.
    std::optional<int> parity;
    std::vector<TieTerm> parityTerms;
};
struct TwistSegment {
    int size = 0;
    int twists = 2;
    // Some: the digits sum to this (plus the terms) modulo `twists` (the last is not
    // ranked); nothing: every digit is free.
    std::optional<int> sum;
    std::vector<TieTerm> sumTerms;
};
using Segment = std::variant<PieceSegment, TwistSegment>;
// Made out of line: GCC 12 takes a variant moved into a vector in place for one whose
// vector member may be uninitialised (-Wmaybe-uninitialized), a false alarm.
[[nodiscard]] Segment pieceSegment(std::vector<int> counts);
[[nodiscard]] Segment twistSegment(int size, int twists, std::optional<int> sum = std::nullopt);

class StateRanker {
public:
    // nullopt when the states number more than kMaxRankable.
    [[nodiscard]] static std::optional<StateRanker> make(const std::vector<Segment>& segments);

    [[nodiscard]] std::uint64_t count() const { return count_; }
    [[nodiscard]] int bytes() const { return bytes_; }
    // `state` holds bytes() bytes: each piece segment an arrangement of its classes,
    // each twist segment digits below its k (with the sum, where one is set).
    [[nodiscard]] std::uint64_t rank(const std::uint8_t* state) const;
    void unrank(std::uint64_t rank, std::uint8_t* state) const;
    // The state of rank + 1; false (and the first state) after the last.
    bool next(std::uint8_t* state) const;
    // Whether `state` keeps every tie (and sum), i.e. has a rank of its own.
    [[nodiscard]] bool contains(const std::uint8_t* state) const;
    // Whether any segment is tied to another (not just to a fixed sum).
    [[nodiscard]] bool tied() const { return tied_; }
    // How many states of the untied segments each rank stands for (2 per parity tie,
    // k per orientation sum): count() * tieFactor() are all the untied states.
    [[nodiscard]] std::uint64_t tieFactor() const { return tieFactor_; }

    // Segment by segment (search/space_coords.h moves each segment's rank by a table).
    // The rank is the segments' ranks as mixed-radix digits, the first most significant.
    [[nodiscard]] int parts() const { return static_cast<int>(parts_.size()); }
    [[nodiscard]] std::uint64_t partCount(int i) const { return at(i).count; }
    [[nodiscard]] int partOffset(int i) const { return at(i).offset; }
    [[nodiscard]] int partSize(int i) const { return at(i).size; }
    // A segment tied to others: its tie, `constant` plus the terms modulo `modulus`
    // (2 for a parity, k for an orientation sum); modulus 0 when it is tied to nothing
    // or only to a fixed value.
    struct PartTie {
        int modulus = 0;
        int constant = 0;
        std::vector<TieTerm> terms;
    };
    [[nodiscard]] PartTie partTie(int i) const;
    // What a term reads of segment i in `state`: its invariant, or (quarter) the class of
    // its arrangement.
    [[nodiscard]] int partInvariant(int i, const std::uint8_t* state, bool quarter) const;
    [[nodiscard]] std::uint64_t rankOfPart(int i, const std::uint8_t* state) const
    {
        return rankPart(at(i), state + at(i).offset);
    }
    // Segment i of rank r written into `state`, its tie (if tied to others) asking `tie`.
    void unrankOfPart(int i, std::uint64_t r, int tie, std::uint8_t* state) const;

private:
    struct Part;
    [[nodiscard]] const Part& at(int i) const { return parts_[static_cast<std::size_t>(i)]; }
    struct Part {
        int offset = 0;
        int size = 0;
        std::uint64_t count = 1;
        // Exactly one of these ranks the segment.
        std::optional<PermutationRanker> perm;
        std::optional<MultisetRanker> multi;
        std::optional<DialRanker> digits;
        std::optional<int> sum;      // digits: the last digit completes this sum
        std::optional<int> parity;   // perm: the arrangement has this parity
        std::vector<TieTerm> terms;  // ... plus these other parts' invariants
        int twists = 1;
    };
    // The part's invariant in `state`: its parity or its digits' sum (mod twists).
    [[nodiscard]] int invariant(const Part& p, const std::uint8_t* state) const;
    // What a tied part's invariant must be, given the other parts of `state`.
    [[nodiscard]] int wanted(const Part& p, const std::uint8_t* state) const;
    [[nodiscard]] std::uint64_t rankPart(const Part& p, const std::uint8_t* s) const;
    void unrankPart(const Part& p, std::uint64_t r, std::uint8_t* s) const;
    bool nextPart(const Part& p, std::uint8_t* s) const;
    void completeSum(const Part& p, int sum, std::uint8_t* s) const;

    std::vector<Part> parts_;
    bool tied_ = false;
    std::uint64_t tieFactor_ = 1;
    std::uint64_t count_ = 1;
    int bytes_ = 0;
};

}  // namespace pl::search
