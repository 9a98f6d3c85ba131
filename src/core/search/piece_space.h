// Pieces of a permutation puzzle: cells that always move together (a block system of
// the group the moves generate, acting on the cells), so that a position can be held
// as which piece sits in which place and how it is turned, instead of cell by cell.
//
// A 2x2x2 cube written as 24 stickers in six colours has 24!/(4!)^6 arrangements of its
// stickers, far too many to rank, but its eight corners (three stickers each, turned
// by three) give 7! * 3^7 piece positions for the seven that move: a ranked space of
// 11,022,480 that holds the 3,674,160 reachable positions. The histogram of
// `--histogram` counts what a goal reaches in it (engines/reachable_histogram).
//
// How the pieces are found and held:
// - Blocks: cells moved by the same set of moves are joined, and the partition is
//   closed under the moves (if x ~ y then m(x) ~ m(y)), which gives the finest block
//   system that keeps those cells together. Every cell alone is the other candidate.
// - Orbits: the places (blocks) a piece can reach. In an orbit the cells of every place
//   are ordered by carrying the first place's order along the moves, so that what a move
//   does inside a place, read in those orders, lies in one group H of turns of the
//   orbit's pieces (the stabiliser of the first place, acting on it).
// - A state: for every place, the piece there and its turn (an element of H); a move
//   carries a piece to its new place and composes its turn with the move's turn there.
//   Places that no move touches are left out.
// - It stands for the positions only when different states give different positions
//   (checked for the goal's labels): within an orbit, no two (piece, turn) pairs show
//   the same labels. Otherwise (identical pieces, or a turn that no label shows) the
//   space is not offered.
// Ranks: per orbit, the Lehmer code of its pieces' order times |H|^k plus the turns as
// base-|H| digits; orbits are mixed-radix digits of the whole rank.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace pl::search {

class PieceSpace {
public:
    // At most this many places are held, and at most this many turns per orbit.
    static constexpr int kMaxPlaces = 64;
    static constexpr int kMaxTurns = 255;
    struct State {
        std::uint8_t piece[kMaxPlaces];  // per place (index within its orbit)
        std::uint8_t turn[kMaxPlaces];   // per place (element of its orbit's H)
    };

    // `moves[m][i]`: the cell that cell i's content goes to under move m (a permutation
    // of 0..cells-1); `goal[c]`: the label of cell c in the one goal position. nullopt
    // when no block system tells the goal's positions apart, or the ranked space would
    // exceed `maxCount` states.
    [[nodiscard]] static std::optional<PieceSpace> find(const std::vector<std::vector<int>>& moves,
                                                        const std::vector<int>& goal,
                                                        std::uint64_t maxCount);

    [[nodiscard]] std::uint64_t count() const { return count_; }
    [[nodiscard]] int moveCount() const { return static_cast<int>(moveTo_.size()); }
    [[nodiscard]] int places() const { return places_; }
    // Largest piece (cells per block) and the number of orbits, for messages and tests.
    [[nodiscard]] int pieceSize() const { return pieceSize_; }
    [[nodiscard]] int orbits() const { return static_cast<int>(orbits_.size()); }

    // The goal: every piece at home, unturned.
    void goal(State& s) const;
    void apply(const State& s, int m, State& out) const;
    [[nodiscard]] std::uint64_t rank(const State& s) const;
    void unrank(std::uint64_t r, State& s) const;
    // The rank as mixed-radix digits, most significant first: per orbit its pieces'
    // arrangement (radix k!), then its turns (radix |H|^k). A move changes every digit
    // by that digit alone (pieces go where the move sends them whatever their turn, and
    // a place's turn changes by what the move does there whatever piece it holds), so
    // a move's effect on a rank is a sum of per-digit tables.
    [[nodiscard]] std::vector<std::uint64_t> digitRadices() const;
    // The state whose labels() are these (another goal position of the same puzzle, such
    // as a cube turned whole), or nullopt when no state shows them.
    [[nodiscard]] std::optional<State> stateOf(const std::vector<int>& labels) const;
    // The labels of every cell in state s (goal labels carried by the pieces).
    [[nodiscard]] std::vector<int> labels(const State& s) const;

private:
    struct Orbit {
        std::vector<int> places;            // place indices, in order
        int turns = 1;                      // |H|
        std::vector<std::uint8_t> compose;  // compose[a * turns + b]: a after b
        std::uint64_t arrangements = 1;     // k!
        std::uint64_t turnCount = 1;        // turns^k
        std::uint64_t radix = 1;            // arrangements * turnCount
    };
    int places_ = 0;
    int pieceSize_ = 1;
    std::uint64_t count_ = 1;
    std::vector<Orbit> orbits_;
    std::vector<int> orbitOf_;       // per place
    std::vector<int> indexInOrbit_;  // per place
    // Per move and place: the place its piece goes to, and the turn it adds.
    std::vector<std::vector<std::uint8_t>> moveTo_;
    std::vector<std::vector<std::uint8_t>> moveTurn_;
    // For labels(): the cells of every place in its order, every orbit's turns as
    // permutations of a place's positions, and the goal's labels.
    std::vector<std::vector<int>> cellsOf_;
    std::vector<std::vector<std::vector<int>>> turnPerm_;  // per orbit, per turn
    std::vector<int> goal_;
    int cells_ = 0;
};

}  // namespace pl::search
