// A permutation group given by generators (deterministic Schreier-Sims, Holt's
// formulation with stripping, over a complete base in a chosen order): the `ida`
// engine decides with it whether a position of a permutation puzzle can reach its goal
// at all.
//
// - contains(g): membership, for distinct labels and a full goal;
// - findMatch(labels, want): whether some g of the group has labels[g[c]] == want[c]
//   for every cell c with want[c] >= 0, for repeated labels and partial goals. A
//   backtrack over the stabiliser chain: level by level it chooses the image of the
//   base point among its orbit; the points the remaining stabiliser fixes have their
//   images settled, and a branch is dropped as soon as one of them carries the wrong
//   label, or an orbit of the remaining stabiliser cannot hold the labels its
//   constrained points want (too few of one label on its image). It stops with a yes
//   once every constrained point is settled, or once the remaining stabiliser is the
//   full symmetric group on each of its orbits (then those counts suffice). The base
//   puts the constrained points first, so they are settled as early as they can be.
//   The work is bounded: past `budget` nodes the answer is Undecided.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace pl::search {

class PermGroup {
public:
    using Perm = std::vector<std::uint8_t>;  // p[i] = image of point i

    // The construction's work by default: about a quarter of a second (Loopover 8x8's
    // 64 cells take a few ms, a 15x15 board about two seconds of it).
    static constexpr std::uint64_t kDefaultMaxWork = std::uint64_t{1} << 28;

    // Points 0..n-1 (n <= 256); generators as images. The base is every point: first
    // `baseFirst` in that order, then the others in increasing order (levels whose
    // orbit is one point cost nothing). maxWork bounds the construction (in element
    // steps: a composition of two permutations costs n); past it the chain stays
    // incomplete (complete() is false).
    PermGroup(int n, const std::vector<Perm>& generators, const std::vector<int>& baseFirst = {},
              std::uint64_t maxWork = kDefaultMaxWork);

    // Whether the chain was completed: only then is a "no" of contains() or findMatch
    // proved (an incomplete chain describes a subgroup; its yes answers still hold).
    [[nodiscard]] bool complete() const { return complete_; }
    [[nodiscard]] bool contains(const Perm& g) const;
    // The group order as a double (exact while below 2^53); of an incomplete chain a
    // lower bound.
    [[nodiscard]] double order() const;

    enum class Match { Found, None, Undecided };
    struct MatchResult {
        Match match = Match::Undecided;
        std::uint64_t nodes = 0;  // transversal elements tried
    };
    // labels: one per point (0..255); want: one per point, -1 = anything. On an
    // incomplete chain None becomes Undecided; so does a search that `stop` (asked every
    // 4,096 nodes) ends.
    [[nodiscard]] MatchResult findMatch(const std::vector<int>& labels,
                                        const std::vector<int>& want, std::uint64_t budget,
                                        const std::function<bool()>& stop = {}) const;
    // How many images the tuple of `points` has under the group (|G| over the order of
    // the pointwise stabiliser of `points`): the leaves of findMatch's tree without any
    // pruning, when the base starts with `points`. As a double.
    [[nodiscard]] double imageCount(const std::vector<int>& points) const;

private:
    struct Level {
        int base = 0;
        std::vector<Perm> gens;
        std::vector<Perm> trans;     // trans[x]: maps base to x (empty: x not in orbit)
        std::vector<Perm> transInv;  // its inverse
        std::vector<int> orbit;
        std::vector<std::size_t> checked;  // per orbit point: generators checked with it
    };
    [[nodiscard]] Perm compose(const Perm& a, const Perm& b) const;  // a, then b
    [[nodiscard]] Perm inverse(const Perm& a) const;
    [[nodiscard]] bool identity(const Perm& a) const;
    void startOrbit(Level& level) const;
    void addGenerator(Level& level, const Perm& gen);
    // Strips g from `from` on: the residue and the level where it stopped.
    [[nodiscard]] std::pair<Perm, int> strip(Perm g, int from) const;
    mutable std::uint64_t work_ = 0;
    bool complete_ = true;
    // The levels whose orbit has more than one point, in base order.
    void summarise();

    int n_;
    std::vector<Level> levels_;
    std::vector<int> active_;
    // Per depth d = 0..active_.size(): the stabiliser left after choosing the first d
    // active levels (depth active_.size(): the trivial group): the points it fixes
    // that the one before moved (depth 0: the points the whole group fixes), its orbits
    // of two points or more (their points, each orbit closed by -1), and whether it is
    // the full symmetric group on each of its orbits.
    std::vector<std::vector<int>> settled_;
    std::vector<std::vector<int>> orbits_;
    std::vector<bool> symmetric_;
};

}  // namespace pl::search
