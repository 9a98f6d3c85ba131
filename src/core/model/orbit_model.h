// The one puzzle model (SPEC 8.1): a puzzle is a list of orbits; an orbit has `size`
// places, each holding a piece (pieces may be identical) turned by an orientation
// 0..twists-1. A move is, per orbit, a slot permutation and an orientation change. The
// kinds of SPEC 7 are special cases, read into this model by core/formats:
// - a permutation puzzle: one orbit without orientation (twists = 1);
// - a dial puzzle: one orbit whose pieces never move (piecesMove = false) and whose
//   orientation is the dial's value (twists = modulus);
// - a sliding puzzle: one orbit without orientation whose moves depend on where the
//   blank is (slides()): the one kind of move that is not a fixed effect.
//
// A state is a flat array of bytes, orbit after orbit: the orbit's pieces (one byte a
// slot, a piece's label) when its pieces move, then its orientations (one byte a slot)
// when it has more than one. So for every puzzle of SPEC 7 a state is exactly the
// position's cells, and apply() below is the only apply of the program.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace pl::model {

struct Orbit {
    std::string name;
    int size = 0;
    int twists = 1;          // orientations 0..twists-1; 1 = none
    bool piecesMove = true;  // false: every piece stays in its slot (a dial)
};

// What a move does to one orbit: slot i takes the piece that was in slot from[i], and
// adds twist[i] to that piece's orientation (mod the orbit's twists). Either vector may
// be empty: no piece moves, or no orientation changes. (This is twsearch's per-slot
// form: p'[i] = p[from[i]], o'[i] = o[from[i]] + twist[i].)
struct OrbitEffect {
    std::vector<int> from;
    std::vector<int> twist;
    friend bool operator==(const OrbitEffect&, const OrbitEffect&) = default;
};

// One orbit of a regrouped model (OrbitModel::regroup): some slots (`places`) of orbit
// `orbit`, in the order given, holding their pieces (`pieces`) or only their orientations.
// (Not `slots`: Qt defines that word.)
struct OrbitPart {
    int orbit = 0;
    std::vector<int> places;
    bool pieces = true;
};

// A move as a file writes it: one effect per orbit (orbits it leaves alone: empty).
struct BaseMove {
    std::string name;
    std::vector<OrbitEffect> effects;
};

// A fixed-effect move as one loop over the bytes of a state, whatever the orbits: byte
// j takes byte from[j] of the state before, plus add[j], wrapped below the byte's
// modulus (OrbitModel::byteModulus; 0 for a piece, which never wraps). This is what the
// engines' inner loops run.
struct ByteMove {
    std::vector<int> from;
    std::vector<int> add;
};

// SPEC 7.2: `move` as listed, `inverse` adds X' after each X of order > 2, `power`
// every power X^j (1 <= j < order) named X, Xj, X(k-j)' or X'.
enum class MoveMetric { Move, Inverse, Power };

// The four directions a sliding blank moves in, in the order neighbours are given.
enum class Direction : std::uint8_t { Up, Down, Left, Right };

// A move after the metric.
struct Move {
    std::string name;  // "A", "A'", "A2", "U", ...
    int base = 0;      // the written move it comes from (sliding: its place in the order)
    int power = 1;     // how many times the written move is applied
    // One per orbit, each either empty or complete (from: every slot; twist: every slot).
    std::vector<OrbitEffect> effects;
    // Sliding only: the direction the blank moves.
    Direction direction = Direction::Up;
};

class OrbitModel {
public:
    OrbitModel() = default;
    // Moves with fixed effects (permutations, dials, pieces that turn). `moves` must fit
    // `orbits`: effects of the orbits' sizes, `from` a permutation (the identity for an
    // orbit whose pieces do not move), twists in 0..twists-1. Throws std::invalid_argument
    // otherwise (readers check first and say where).
    OrbitModel(std::vector<Orbit> orbits, const std::vector<BaseMove>& moves, MoveMetric metric);
    // A sliding puzzle: one orbit of `cells` tiles; `neighbours[c]` the cell next to c
    // in each Direction (-1 when none); `order` the directions in tie-break order, with
    // their names.
    static OrbitModel sliding(int cells, int blank, std::vector<std::array<int, 4>> neighbours,
                              const std::vector<std::pair<Direction, std::string>>& order);

    [[nodiscard]] const std::vector<Orbit>& orbits() const { return orbits_; }
    [[nodiscard]] int orbitCount() const { return static_cast<int>(orbits_.size()); }
    [[nodiscard]] const Orbit& orbit(int o) const { return orbits_[static_cast<std::size_t>(o)]; }
    // Bytes of a state, and where each orbit's pieces and orientations start in it (-1
    // when the orbit stores none: pieces that never move, or no orientation).
    [[nodiscard]] int stateSize() const { return stateSize_; }
    [[nodiscard]] int pieceOffset(int o) const { return pieceAt_[static_cast<std::size_t>(o)]; }
    [[nodiscard]] int twistOffset(int o) const { return twistAt_[static_cast<std::size_t>(o)]; }
    // Whether any orbit has orientations (pieces that turn, or dials).
    [[nodiscard]] bool hasTwists() const;
    // One orbit of pieces without orientation, moved by fixed permutations: a state is
    // its cells' labels rearranged (a permutation puzzle of SPEC 7).
    [[nodiscard]] bool permutesCells() const
    {
        return orbits_.size() == 1 && orbits_[0].piecesMove && orbits_[0].twists == 1 && !slides();
    }
    // Every orbit's pieces stay in their slots and only turn (dials): the moves commute.
    [[nodiscard]] bool piecesStayPut() const
    {
        for (const Orbit& o : orbits_)
            if (o.piecesMove)
                return false;
        return true;
    }

    [[nodiscard]] int moveCount() const { return static_cast<int>(moves_.size()); }
    [[nodiscard]] const Move& move(int m) const { return moves_[static_cast<std::size_t>(m)]; }
    // The move that undoes `m`: the first whose effect is the inverse one; -1 when none.
    [[nodiscard]] int inverseOf(int m) const { return inverse_[static_cast<std::size_t>(m)]; }
    // The metric the written moves were expanded in.
    [[nodiscard]] MoveMetric metric() const { return metric_; }
    // The order of written move `base` (how many applications give the identity).
    [[nodiscard]] int baseOrder(int base) const { return order_[static_cast<std::size_t>(base)]; }

    // Sliding: moves depend on where the blank is.
    [[nodiscard]] bool slides() const { return blank_ >= 0; }
    [[nodiscard]] int blank() const { return blank_; }
    // Sliding: the cell next to `cell` in direction `d`, or -1.
    [[nodiscard]] int neighbour(int cell, Direction d) const;

    // Whether move m can be played on `state` (only a sliding move can be illegal).
    [[nodiscard]] bool legal(const std::uint8_t* state, int m) const;
    // The one apply: `state` holds stateSize() bytes of a valid state and the move is legal.
    void apply(std::uint8_t* state, int m) const;
    // Backwards: turns `state` into the state move m leads from (a table built from the
    // goal walks this way). False, and `state` unchanged, when there is none (a sliding
    // blank that cannot have come from the other side).
    bool unapply(std::uint8_t* state, int m) const;

    // Moves (and what undoes them) as loops over the bytes of a state; empty for a
    // sliding puzzle, whose moves depend on the blank.
    [[nodiscard]] const ByteMove& byteMove(int m) const
    {
        return byteMoves_[static_cast<std::size_t>(m)];
    }
    [[nodiscard]] const ByteMove& byteUndo(int m) const
    {
        return byteUndos_[static_cast<std::size_t>(m)];
    }
    // Per byte of a state: the orientations its value wraps at (0: a piece).
    [[nodiscard]] const std::vector<int>& byteModulus() const { return byteModulus_; }

    // Whether every move keeps the sum of orbit o's orientations modulo its twists (a
    // cube's corners and edges): then only states with the goal's sum can be reached.
    [[nodiscard]] bool keepsTwistSum(int o) const;
    // The model restricted to some slots of orbit o, in the order given (and the other
    // orbits as they are): a dial puzzle whose goal leaves some dials free is solved on
    // the others. Every move must carry the kept slots among themselves (always so for
    // pieces that do not move); throws std::invalid_argument otherwise.
    [[nodiscard]] OrbitModel keepSlots(int o, const std::vector<int>& kept) const;
    // The model over parts of this one's orbits, in the order given, each part an orbit
    // of its own (the tables' reduction: an orbit whose slots the moves never mix splits
    // into its groups of slots; the pieces of an orbit moved exactly as another's are
    // left out, their orientations kept). A part that does not hold its pieces has
    // piecesMove false yet its orientations still travel with the moves. Every move must
    // carry a part's slots among themselves; throws std::invalid_argument otherwise.
    [[nodiscard]] OrbitModel regroup(const std::vector<OrbitPart>& parts) const;

    // What applying `first` then `second` does (effects of one orbit of `size` size
    // and `twists` orientations); an empty result part is the identity.
    [[nodiscard]] static OrbitEffect compose(const OrbitEffect& first, const OrbitEffect& second,
                                             int size, int twists);
    // The effect that undoes `e`.
    [[nodiscard]] static OrbitEffect invert(const OrbitEffect& e, int size, int twists);
    // How many applications of `e` give the identity (saturates at INT_MAX).
    [[nodiscard]] static long long order(const OrbitEffect& e, int size, int twists);

private:
    void layOut();
    void applyEffects(std::uint8_t* state, const std::vector<OrbitEffect>& effects) const;
    [[nodiscard]] ByteMove bytesOf(const std::vector<OrbitEffect>& effects) const;
    void makeByteMoves();
    void findInverses();

    std::vector<Orbit> orbits_;
    std::vector<int> pieceAt_;
    std::vector<int> twistAt_;
    int stateSize_ = 0;
    MoveMetric metric_ = MoveMetric::Move;
    std::vector<Move> moves_;
    std::vector<std::vector<OrbitEffect>> undo_;  // per move: the effects that undo it
    std::vector<int> inverse_;
    std::vector<int> order_;
    std::vector<ByteMove> byteMoves_;
    std::vector<ByteMove> byteUndos_;
    std::vector<int> byteModulus_;
    // How apply() moves a state: the two common shapes by their own loop over the
    // bytes (pieces without orientation only moved; dials only turned, one modulus),
    // every other model orbit by orbit.
    enum class Shape { ByOrbit, Gather, Turn };
    Shape shape_ = Shape::ByOrbit;
    int turnModulus_ = 0;
    void applyBytes(std::uint8_t* state, const ByteMove& move) const;
    int blank_ = -1;
    std::vector<std::array<int, 4>> neighbours_;
};

// SPEC 7.2's name of power j of a move of order k.
[[nodiscard]] std::string powerName(const std::string& base, int j, int k);

}  // namespace pl::model
