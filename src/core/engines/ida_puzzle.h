// What the `ida` engine (ida_engine.h) knows of a puzzle and builds for a goal: the facts
// its searches use (moves, the canonical-sequence rule, the blank's moves), the pattern
// databases of a goal (IdaGoal) and how they are chosen, and whether a position can
// reach the goal at all. The parts specific to a kind of puzzle are in their own files:
// ida_sliding_groups.cpp (additive tile groups of sliding puzzles), ida_tiles.cpp
// (tracked-tile databases of permutation puzzles), ida_projections.cpp (projections onto
// classes of labels or dial cells, any kind), ida_solvability.cpp (parity, group
// membership, the move-count system of dials, the group search).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <random>
#include <utility>
#include <vector>

#include "core/engine.h"
#include "core/engines/goal_reach.h"
#include "core/engines/ida_engine.h"
#include "core/search/canon.h"
#include "core/search/coset_pdb.h"
#include "core/search/deepening.h"
#include "core/search/pattern_db.h"
#include "core/search/perm_group.h"
#include "core/search/tile_pdb.h"

namespace pl {

class LinearEngine;
namespace model {
struct OrbitEffect;
class OrbitModel;
}  // namespace model

namespace ida {

// A heuristic's "unreachable", and the bound no search reaches.
constexpr int kInfinity = search::kNoBound;
// Entries of one database at most (its build must take seconds, not minutes).
constexpr std::uint64_t kMaxEntries = std::uint64_t{1} << 24;
// Projection builds: at most this many (entry, move) steps a database and all the
// databases of a goal together (a rank of many classes costs a few microseconds), so
// that a build takes seconds; databases beyond the total are left out (a weaker but
// still admissible bound).
constexpr std::uint64_t kMaxBuildWork = std::uint64_t{1} << 23;
constexpr std::uint64_t kMaxGoalWork = std::uint64_t{1} << 25;
// Goals whose databases an engine keeps.
constexpr std::size_t kCachedGoals = 4;
constexpr int kMaxCells = 255;
// Tracked-tile databases (permutation puzzles with distinct labels and full goals): at
// most this many entries a database (a byte each; 7 tiles of 16 are 57,657,600), this
// many (entry, move) steps for all the databases of a goal, and this many databases.
// A rank costs a few nanoseconds, so the build takes seconds on two cores.
constexpr std::uint64_t kMaxTileEntries = std::uint64_t{1} << 23;
constexpr std::uint64_t kMaxTileWork = std::uint64_t{1} << 27;
constexpr std::uint64_t kMaxTileGoalWork = std::uint64_t{1} << 28;
constexpr int kMaxTileDatabases = 4;
// Tracked-piece databases (pieces that turn): at most this many entries a database (6 of
// a cube's 8 corners with their twists are 14,696,640) and this many (entry, move) steps
// for all the databases of a goal.
constexpr std::uint64_t kMaxPieceEntries = std::uint64_t{1} << 24;
constexpr std::uint64_t kMaxPieceGoalWork = std::uint64_t{1} << 30;
// The same with EngineOptions::largestTables (built once and kept on disk): a cube's 8
// corners with their twists are 88,179,840 entries, 7 of its 12 edges with their flips
// 510,935,040 (a 3x3x3's databases then take 1.1 GB, and about two minutes of two cores
// to build).
constexpr std::uint64_t kMaxLargestPieceEntries = std::uint64_t{1} << 29;
constexpr std::uint64_t kMaxLargestPieceGoalWork = std::uint64_t{1} << 35;
// Lookups of one goal alternative (a database read through symmetries of the moves).
constexpr int kMaxTileLookups = 8;
// Pieces: database reads a position at most, with those through symmetries of the moves
// (each dual lookup reads as many again).
constexpr int kMaxPieceLookups = 7;
// Pieces with the largest tables: the slot-coset table (cosetSpec) has at most this many
// entries (4 bits each), and is read through at most this many symmetries, the identity
// among them (each dual lookup reads as many again).
constexpr std::uint64_t kMaxCosetEntries = std::uint64_t{1} << 32;
constexpr int kMaxCosetReads = 3;
// Sliding puzzles: blank paths of up to this many moves are compared (SlidingPruner;
// 10 takes about 0.05 s, and each more move about 4 times as long for a few per cent
// fewer nodes).
constexpr int kSlidingWindow = 10;
// Additive tile groups: partitions tried (splits of the tiles the first group leaves
// into one group of the largest size and the others, then into one a tile smaller),
// and what they may take together: lookups a position (each partition once, and once
// mirrored), groups read in all, and placements of the distinct groups (what a
// database's build time follows: five groups of 6 tiles of 16 and a few smaller ones,
// about 5 s of CPU on this machine's cores).
constexpr std::size_t kSplits = 4;
constexpr std::size_t kSmallerSplits = 8;
constexpr int kMaxSlidingLookups = 24;
constexpr int kMaxSlidingSlots = 256;
constexpr std::uint64_t kMaxAdditiveWork = 36'000'000;

using search::kUnreachable;

// The smallest rectangle around the cells' places (the definition has at least one cell).
struct CellBox {
    double minX = 0, maxX = 0, minY = 0, maxY = 0;
};
[[nodiscard]] CellBox cellBox(const def::PuzzleDef& d);
// Full rectangular grid of at least 2x2 cells (the parity invariant is exact there).
[[nodiscard]] bool rectangularGrid(const Rules& rules);
[[nodiscard]] bool distinctLabels(const def::PuzzleDef& d);
[[nodiscard]] bool goalHasNull(const def::Goal& g);

// Pieces that turn, or several orbits (SPEC 8.5): the pieces of a full goal with
// distinct pieces in every orbit, each known by its orbit and home slot (piece
// `first + s` of an orbit belongs in its slot s), and how it is turned at home. A
// position reads as every piece's slot and orientation, which is what the tracked-piece
// databases are indexed by and what a move changes piece by piece.
struct PieceLayout {
    static constexpr int kMaxPieces = 64;
    struct Orbit {
        int size = 0;
        int twists = 1;
        int pieceAt = 0;   // where its pieces start in a state
        int twistAt = -1;  // where its orientations start (-1: none)
        int first = 0;     // its first piece
    };
    std::vector<Orbit> orbits;
    std::vector<std::uint8_t> orbitOf;    // per piece
    std::vector<std::uint8_t> homeTwist;  // per piece
    // Per orbit and label: the piece (-1: no piece of the goal shows it).
    std::vector<std::array<std::int16_t, 256>> pieceOfLabel;

    [[nodiscard]] int pieces() const { return static_cast<int>(orbitOf.size()); }
    // Every piece's slot (within its orbit) and orientation in `cells`; false when the
    // position does not hold each piece of the goal exactly once.
    bool read(const std::uint8_t* cells, std::uint8_t* slot, std::uint8_t* twist) const;
};
// Where a move's effect on one orbit of `size` slots carries the piece of each slot
// (to[s]) and what it adds to that piece's twist (turn[s]).
struct Carried {
    std::vector<int> to;
    std::vector<int> turn;
};
[[nodiscard]] Carried carried(const model::OrbitEffect& effect, int size);
// The layout of `goal`, or nullopt when the model is not one of pieces that move (in
// several orbits, or turning) or the goal is not a full one with distinct pieces.
[[nodiscard]] std::optional<PieceLayout> pieceLayout(const Rules& rules, const def::Goal& goal);

// The moves as permutations of the (slot, orientation) points of the model's orbits: a
// move sends (s, r) to (s', r + its turn there); slot s of orbit o at orientation r is
// point pointAt[o] + s * twists + r. No moves when there are more than 256 points.
struct PointMoves {
    std::vector<int> pointAt;  // per orbit: its first point
    int points = 0;
    std::vector<search::PermGroup::Perm> moves;
};
[[nodiscard]] PointMoves pointMoves(const model::OrbitModel& model);
// The group they generate; null when there are more than 256 points.
[[nodiscard]] std::unique_ptr<search::PermGroup> piecePointGroup(const model::OrbitModel& model);
// The position as the map of points that takes the goal to it: a piece at home in slot h
// turned by g that now sits in slot s turned by r sends (h, x) to (s, x + r - g). Nullopt
// when the position does not hold each piece of the goal exactly once.
[[nodiscard]] std::optional<search::PermGroup::Perm> piecePoints(const PieceLayout& layout,
                                                                 const Position& p);

// `count` positions drawn uniformly from those that reach the rules' own goal, for a
// puzzle of pieces with a full goal (pieceLayout): valid positions drawn uniformly
// (Rules::random), those outside the group the moves generate left out (`drawn`: how
// many were drawn in all). Empty when the puzzle is not one of pieces, its group is too
// large to decide, or kMaxReachableDraws draws did not find `count` (few valid positions
// reach the goal).
inline constexpr std::uint64_t kMaxReachableDraws = 10'000'000;
[[nodiscard]] std::vector<Position> reachableRandom(const Rules& rules, std::size_t count,
                                                    std::mt19937_64& rng,
                                                    std::uint64_t* drawn = nullptr);

// A symmetry of the moves of a puzzle of pieces, found from the moves alone (a map sigma
// of the (slot, orientation) points of every orbit with sigma m sigma^-1 a move for each
// move m): within an orbit it sends (s, r) to (slot[s], sign * r + add[s]) mod twists.
// The position P (the map of points from the goal to where they are now) and sigma P
// sigma^-1 are as far from the goal; the search reads a database on the latter for the
// tracked pieces h as (PieceLayout's home slot numbers within the orbit):
//   h' = inverse slot of h, x' = sign * -add[h'], piece h' read at (s, t),
//   r = x' + t - homeTwist(h'), slot[s] and sign * r + add[s] + homeTwist(h).
struct PieceSymmetry {
    struct Orbit {
        std::vector<int> slot;  // per slot
        std::vector<int> add;   // per slot
        int sign = 1;
    };
    std::vector<Orbit> orbits;
};
// The symmetries of the moves of `layout`'s pieces (the identity first; only the
// identity when there are none or the search for them runs too long).
[[nodiscard]] std::vector<PieceSymmetry> pieceSymmetries(const model::OrbitModel& model,
                                                         const PieceLayout& layout);

// The slot-coset table of `layout`'s pieces (search/coset_pdb.h) with at most `maxEntries`
// entries: every turning orbit's orientations and, in one orbit, which slots hold the set
// of pieces that the most moves keep together. The sets looked at are those of slots
// that some moves all leave in place (each move's fixed slots, and their intersections),
// of two slots at least; a set counts the moves that carry it onto itself, ties going to
// the larger table. A
// 3x3x3's is the four edges of the slice between U and D, which U, D and the half turns of
// the other faces keep there: Kociemba's first phase, found from the moves. nullopt when
// no orbit turns or nothing fits.
[[nodiscard]] std::optional<search::CosetSpec> cosetSpec(const model::OrbitModel& model,
                                                         const PieceLayout& layout,
                                                         std::uint64_t maxEntries);
// The symmetries (indices into `symmetries`, -1 for the position itself) to read that
// table through: each reads the set on other slots than the reads before it, at most
// kMaxCosetReads.
[[nodiscard]] std::vector<int> cosetReads(const search::CosetSpec& spec,
                                          const std::vector<PieceSymmetry>& symmetries);

// Pieces that pieceLayout does not take (identical pieces, or twists the goal leaves
// open: twsearch's `?`), ida_loose.cpp. At most this many entries a table (distances
// from the goal over one orbit's bytes, or over whole positions near the goal), this
// many states of the goal (each open twist multiplies them), and this many nodes of the
// group search that decides solvability.
constexpr std::uint64_t kMaxLooseEntries = std::uint64_t{1} << 18;
constexpr std::uint64_t kMaxLooseGoals = 4096;
constexpr std::uint64_t kMaxLooseMatch = std::uint64_t{1} << 24;

// Distances to the goal over some bytes of a state (one orbit's pieces and twists, or
// all of them), found breadth-first backwards from every state of the goal, a level at
// a time while the levels fit: value() is the distance of a state held, and of one not
// held depth() + 1 (a lower bound), or kInfinity when every level fitted (complete():
// the state cannot reach the goal). The bytes must be closed under the moves (each
// move takes a byte of the set from a byte of the set), which an orbit's are.
class ByteDistances {
public:
    explicit ByteDistances(std::vector<int> bytes);
    // Nullopt when cancelled; false when the bytes are not closed under the moves or the
    // goal's states alone do not fit.
    std::optional<bool> build(const model::OrbitModel& model,
                              const std::vector<std::vector<std::uint8_t>>& goals,
                              std::uint64_t maxEntries, SearchMonitor& monitor);
    [[nodiscard]] int value(const std::uint8_t* cells) const;
    [[nodiscard]] int depth() const { return depth_; }
    [[nodiscard]] bool complete() const { return complete_; }
    [[nodiscard]] std::uint64_t entries() const { return dist_.size(); }
    [[nodiscard]] std::size_t bytesUsed() const;

private:
    // The entry holding `key` (hash h), or -1 - the empty slot where it would go.
    [[nodiscard]] std::int64_t find(const std::uint8_t* key, std::uint64_t h) const;
    std::vector<int> bytes_;
    int width_ = 0;
    int depth_ = 0;
    bool complete_ = false;
    std::vector<std::uint8_t> keys_;  // width_ bytes an entry
    std::vector<std::uint8_t> dist_;
    std::vector<std::uint32_t> slot_;  // entry + 1, 0: empty (linear probing)
    std::uint64_t mask_ = 0;
};
// Whether the `ida` engine takes `goal` of these pieces by ByteDistances: pieces moving
// in several orbits or turning, a values goal naming every slot's piece, twists given or
// open per kind of piece (a kind is never both), at most 256 (slot, orientation) points
// and kMaxLooseGoals states of the goal.
[[nodiscard]] bool loosePieces(const Rules& rules, const def::Goal& goal);

// The heuristic of one goal: a tree of max (values) and min (uniform, anyOf) nodes over
// projection databases.
struct HeuristicNode {
    bool isMin = false;
    std::vector<int> pdbs;  // indices into GoalData::pdbs
    std::vector<HeuristicNode> kids;
};

struct IdaGoal {
    def::Goal goal;
    // Databases of this goal read from the disk cache, and written to it, when it was
    // built (search/table_store.h).
    int tablesRead = 0;
    int tablesSaved = 0;
    bool additive = false;  // sliding tile groups
    // Whether EngineOptions::largestTables was on when the databases were built (read
    // once, at the start: a sliding goal's are built again when it changes).
    bool largestTables = false;
    std::vector<search::SlidingGroupPdb> groups;
    // The labels of each group's tiles in slot order (tile i's cell at bits * i in
    // the group's index).
    std::vector<std::vector<int>> groupLabels;
    // What the search takes the maximum of: each a sum over groups whose tiles are
    // disjoint and cover every placed tile, a group read on the position itself or
    // on its mirror image (there it stands for the mirrored tiles: a reflected
    // group costs no build of its own).
    struct Lookup {
        std::vector<std::pair<int, bool>> parts;  // group, mirrored
    };
    std::vector<Lookup> lookups;
    // A symmetry of the board that fixes the goal up to renaming the tiles (cell c
    // -> mirrorCell[c], label l -> mirrorLabel[l]): the mirrored position is as far
    // from the goal, so the maximum of both sums is a bound too (Korf and Felner's
    // reflection). Empty when none.
    std::vector<int> mirrorCell;
    std::vector<int> mirrorLabel;
    std::vector<search::ProjectionPdb> pdbs;
    HeuristicNode root;
    bool exact = false;
    std::size_t bytes = 0;
    std::uint64_t work = 0;  // projection build steps so far
    // Tracked-tile databases (usesTiles): each lookup reads database `pdb` for the
    // tiles that the goal puts on the cells `from` (one per tracked tile), each at
    // its present cell mapped by `map` (a symmetry of the moves, or the identity).
    // The heuristic is the minimum over the goal's alternatives of the maximum over
    // the lookups (the goal labels on `from` are each alternative's own).
    // A dual lookup reads the same cells of the dual position (the inverse
    // permutation: each tile on the cell where the goal has the one now on its
    // goal cell), which is as far from the goal when every move's inverse is a
    // move (Zahavi, Felner et al.'s dual lookups).
    struct TileLookup {
        int pdb = 0;
        std::vector<int> from;
        std::vector<int> map;
        bool dual = false;
    };
    bool tiles = false;
    std::vector<search::TilePdb> tilePdbs;
    std::vector<TileLookup> tileLookups;
    std::vector<std::vector<int>> alternatives;  // full goal values
    // Pieces (usesPieces): each lookup reads database `pdb` (in tilePdbs) at the slots
    // and orientations of `pieces`, all of one orbit; the heuristic is their maximum.
    // A lookup through a symmetry of the moves (`through`) reads the database on the
    // position conjugated by it (PieceSymmetry), which is as far from the goal.
    struct PieceLookup {
        int pdb = 0;
        std::vector<int> pieces;
        int through = -1;  // index into pieceSymmetries, -1 for none
    };
    std::optional<PieceLayout> layout;
    std::vector<PieceLookup> pieceLookups;
    std::vector<PieceSymmetry> pieceSymmetries;
    // With the largest tables: the slot-coset table (cosetSpec), read on the position and
    // on its conjugates by the symmetries in cosetThrough (-1: the position itself), each
    // of which reads the set on other slots.
    std::optional<search::CosetSpec> cosetSpec;
    std::optional<search::CosetPdb> coset;
    std::vector<int> cosetThrough;
    // Permutation puzzles with repeated labels or open cells: the group search
    // that decides solvability (made on first use).
    mutable std::unique_ptr<GoalReach> reach;
    // Pieces by loosePieces: the tables whose maximum is the bound.
    bool loose = false;
    std::vector<ByteDistances> looseTables;
};

class IdaPuzzle {
public:
    IdaPuzzle(std::shared_ptr<const Rules> r, EngineOptions o, IdaOptions i);
    ~IdaPuzzle();
    IdaPuzzle(const IdaPuzzle&) = delete;
    IdaPuzzle& operator=(const IdaPuzzle&) = delete;

    std::shared_ptr<const Rules> rules;
    EngineOptions options;
    // Told the bytes the largest databases of a goal will hold (their peak while they
    // are built: the pieces' databases, the 15-puzzle's halves) before they are
    // allocated, so that room is made for them first (ida_engine.cpp: the process's
    // memory ledger). May be empty.
    std::function<void(std::uint64_t)> planned;
    // Set by a build whose choice of databases the memory limit cut (larger ones would
    // have been built with more memory); reset by whoever reads it (ida_engine.cpp: a
    // goal built so is built again when there is more room).
    mutable bool memoryBound = false;
    IdaOptions ida;
    // EngineOptions::largestTables, or the process's choice when the options do not say.
    [[nodiscard]] bool largestTables() const;
    // Threads a database build uses: EngineOptions::threads (puzzlelab-solve --threads),
    // or one per core.
    [[nodiscard]] unsigned buildThreads() const;
    int n = 0;
    int moveCount = 0;
    // What the model is, as the searches and databases need it: one orbit of tiles
    // moved by the blank (slides), of pieces moved by fixed permutations (permutes), or of
    // pieces that stay put and only turn (turns: dials). The engine takes no other model.
    bool slides = false;
    bool permutes = false;
    bool turns = false;
    // Pieces that move in several orbits or turn (a cube's corners and edges).
    bool pieces = false;
    int blank = -1;   // slides: the blank's label
    int modulus = 0;  // turns: the orientations
    search::MoveCanon canon;
    search::PdbMoves pdbMoves;
    std::vector<std::array<int, 4>> neighbours4;  // sliding: U D L R
    std::vector<std::vector<int>> slideTo;        // [cell][move], -1 illegal
    bool grid = false;
    bool distinct = false;

    // Whether `m` may follow `prev` (made `run` times in a row): search/canon.h.
    [[nodiscard]] bool allowed(int prev, int run, int m) const
    {
        return canon.allowed(prev, run, m);
    }

    // ---- the databases of a goal (nullptr: cancelled) ----------------------------------
    [[nodiscard]] std::unique_ptr<IdaGoal> build(const def::Goal& goal, SearchMonitor& monitor,
                                                 const CancelToken& cancel) const;
    [[nodiscard]] static int evalNode(const IdaGoal& g, const HeuristicNode& node,
                                      const std::uint8_t* cells);
    // The bound of a position: evalNode at the root, and the loose pieces' tables.
    [[nodiscard]] static int evalPosition(const IdaGoal& g, const std::uint8_t* cells);
    // Permutation puzzles with distinct labels and a full goal (values, or anyOf full
    // values), each alternative an arrangement of the puzzle's labels.
    [[nodiscard]] static bool tileGoal(const Rules& rules, const def::Goal& goal);
    // Whether `goal` is a full values goal or anyOf such goals (what the group test
    // decides for distinct labels).
    [[nodiscard]] static bool fullGoals(const def::Goal& goal);

    // ---- solvability -------------------------------------------------------------------
    enum class Decision { Solvable, Unsolvable, Unknown };
    // `cancel`, when given, ends a long decision (the group search of loose pieces) with
    // Unknown.
    [[nodiscard]] Decision decide(const Position& p, const def::Goal& goal, const IdaGoal& g,
                                  const CancelToken* cancel = nullptr) const;

    // ---- move pruning (built once) -----------------------------------------------------
    [[nodiscard]] const search::MovePruner& pruner() const;
    [[nodiscard]] const search::SlidingPruner* slidingPruner() const;

private:
    [[nodiscard]] std::uint64_t budgetEntries(int pdbCount) const;
    [[nodiscard]] std::vector<std::vector<int>> moveTargets() const
    {
        return search::moveTargets(*rules);
    }
    [[nodiscard]] bool usesAdditive(const def::Goal& goal) const;
    [[nodiscard]] bool usesTiles(const def::Goal& goal) const { return tileGoal(*rules, goal); }

    // ida_sliding_groups.cpp
    void findMirror(IdaGoal& g, const std::vector<int>& want, int blankGoal) const;
    [[nodiscard]] std::vector<int> boardDistances(int from) const;
    [[nodiscard]] std::vector<std::vector<int>> compactGroups(const std::vector<int>& goalCells,
                                                              int blankGoal, int size) const;
    [[nodiscard]] std::vector<std::vector<std::vector<int>>> additivePartitions(
        const std::vector<int>& goalCells, int blankGoal, int size) const;
    [[nodiscard]] bool halvesFit(std::size_t tiles, std::uint64_t before) const;
    // The most the halves' builds hold at once beside `before` bytes of tables.
    [[nodiscard]] std::uint64_t halvesPeak(std::size_t tiles, std::uint64_t before) const;
    std::optional<bool> buildHalves(IdaGoal& g, const std::vector<int>& tiles,
                                    const std::vector<int>& labels, int blankGoal,
                                    SearchMonitor& monitor, search::Keeping& keeping) const;
    bool buildAdditive(IdaGoal& g, SearchMonitor& monitor, const CancelToken& cancel,
                       search::Keeping& keeping) const;
    // ida_projections.cpp
    [[nodiscard]] search::Projection classProjection(const std::vector<int>& tracked,
                                                     const std::vector<int>& wantLabel) const;
    bool buildValues(IdaGoal& g, const def::Goal& goal, HeuristicNode& node, bool& exact,
                     SearchMonitor& monitor) const;
    bool buildGoal(IdaGoal& g, const def::Goal& goal, HeuristicNode& node, bool& exact,
                   SearchMonitor& monitor) const;
    // ida_tiles.cpp
    static void flatten(const def::Goal& goal, std::vector<std::vector<int>>& out);
    [[nodiscard]] std::vector<int> compactCells(const std::vector<std::vector<int>>& targets,
                                                int seed, int size) const;
    bool buildTiles(IdaGoal& g, SearchMonitor& monitor, const CancelToken& cancel,
                    search::Keeping& keeping) const;
    // ida_pieces.cpp
    bool buildPieces(IdaGoal& g, SearchMonitor& monitor, const CancelToken& cancel,
                     search::Keeping& keeping) const;
    [[nodiscard]] std::vector<int> pieceReadsThatCut(const IdaGoal& g,
                                                     SearchMonitor& monitor) const;
    static void keepPieceReads(IdaGoal& g, const std::vector<int>& kept);
    [[nodiscard]] std::string pieceReadsDescription(const IdaGoal& g,
                                                    const std::vector<int>& tracked) const;
    void addSymmetricLookups(IdaGoal& g) const;
    [[nodiscard]] Decision pieceDecision(const Position& p, const IdaGoal& g) const;
    // ida_loose.cpp
    bool buildLoose(IdaGoal& g, SearchMonitor& monitor, const CancelToken& cancel) const;
    [[nodiscard]] Decision looseDecision(const Position& p, const IdaGoal& g,
                                         const CancelToken* cancel) const;
    // ida_solvability.cpp
    [[nodiscard]] int slidingInvariant(const std::vector<int>& cells) const;
    [[nodiscard]] int goalInvariants(const def::Goal& goal) const;
    [[nodiscard]] bool reachable(const Position& p, const def::Goal& goal) const;
    [[nodiscard]] Decision dialDecision(const Position& p, const def::Goal& goal) const;
    [[nodiscard]] const search::PermGroup& permGroup() const;
    [[nodiscard]] std::vector<std::pair<int, int>> gridSteps() const;

    mutable std::unique_ptr<LinearEngine> linear_;
    mutable std::unique_ptr<search::PermGroup> group_;
    mutable std::unique_ptr<search::PermGroup> pieceGroup_;  // on (slot, orientation) points
    mutable std::unique_ptr<search::PermGroup> looseGroup_;  // the same, for loose pieces
    mutable std::unique_ptr<search::MovePruner> pruner_;
    mutable std::shared_ptr<const search::SlidingPruner> slidingPruner_;
};

}  // namespace ida

}  // namespace pl
