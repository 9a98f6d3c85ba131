// The one rule engine: everything a puzzle does, derived from its definition alone.
// The moves are the orbit model's (core/model, SPEC 8.1): hand moves, solver output,
// replaying a file and playback all apply moves through Rules::apply, which is
// model::OrbitModel::apply; there is no other apply in the program (the hand-tuned
// contest engines keep private packed forms of the same moves, tested equal to this).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/def/puzzle_def.h"
#include "core/problem.h"
#include "core/puzzle.h"  // Position, GoalReached

namespace pl {

namespace model {
class OrbitModel;
class StickerPieces;
}  // namespace model

// A move after the metric (SPEC 7.2).
struct RuleMove {
    std::string name;  // "A", "A'", "A2", "U", ...
    int base = 0;      // index of the definition move it comes from (sliding: 0..3 in moveOrder)
    int power = 1;     // how many times the base move is applied (inverse: order - 1)
    // Permutation (and the dial's identity): after the move, cell i holds what cell
    // sources[i] held. Sliding: empty (it depends on where the blank is). Orbits of
    // pieces: the byte each cell of a state gathers (a twist cell then also turns).
    std::vector<int> sources;
    // Dial: amount added to each cell modulo the modulus (already times `power`).
    std::vector<int> add;
    // Sliding: the direction of the blank, one of 'U', 'D', 'L', 'R'.
    char direction = 0;
};

class Rules {
public:
    // `def` must have passed the reader (all indices in range, all rules of SPEC 7 met).
    explicit Rules(def::PuzzleDef def);
    // A puzzle given as its model directly (pieces that turn, other solvers' files):
    // `start` a state of the model (it says which pieces each orbit holds), `goal` over
    // the state's bytes. Its definition has a cell per byte of a state, named after
    // the orbit and slot ("CORNERS[3]", "CORNERS[3].twist"); its name is `name` (the
    // key when empty).
    Rules(model::OrbitModel puzzle, std::vector<int> start, def::Goal goal, std::string key,
          std::string name = {});

    [[nodiscard]] const def::PuzzleDef& def() const { return def_; }
    // The puzzle as orbits of pieces (SPEC 8.1); a state is a position's cells.
    [[nodiscard]] const model::OrbitModel& model() const { return *model_; }
    // The model, shared (engines keep it, or a restriction of it, with their tables).
    [[nodiscard]] const std::shared_ptr<const model::OrbitModel>& sharedModel() const
    {
        return model_;
    }
    // The labels the pieces of orbit o may hold (format 1: the definition's `labels`;
    // empty for an orbit whose pieces never move).
    [[nodiscard]] const std::vector<int>& labelsOf(int orbit) const
    {
        return orbitLabels_[static_cast<std::size_t>(orbit)];
    }
    [[nodiscard]] int cellCount() const { return static_cast<int>(def_.cells.size()); }
    // Made from another solver's orbits (twsearch, KPuzzle): its cells are a schematic, a
    // row per orbit's pieces and a row per orbit's twists, orbit after orbit (a line of
    // pieces and a line of their twists per kSchematicWidth slots of a longer orbit).
    [[nodiscard]] bool schematic() const { return schematic_; }
    // The most slots on one line of a schematic.
    static constexpr int kSchematicWidth = 12;

    // Moves after the metric, in tie-break order.
    [[nodiscard]] int moveCount() const { return static_cast<int>(moves_.size()); }
    [[nodiscard]] const RuleMove& move(int m) const { return moves_[static_cast<std::size_t>(m)]; }
    [[nodiscard]] const std::vector<std::string>& moveNames() const { return names_; }
    // The move that undoes `m` (itself for an involution), or -1 when none of the moves
    // does (Magic Squares' B in the `move` metric).
    [[nodiscard]] int inverseOf(int m) const;

    // Sliding: whether the blank has a neighbour in the move's direction. Always true
    // for the other kinds.
    [[nodiscard]] bool legal(const Position& p, int m) const;
    // The one apply: `p` must be valid and the move legal.
    [[nodiscard]] Position apply(const Position& p, int m) const;
    void applyInPlace(Position& p, int m) const;

    // The definition's goal (dial default: all 0).
    [[nodiscard]] const def::Goal& goal() const { return def_.goal; }
    [[nodiscard]] std::optional<GoalReached> reached(const Position& p,
                                                     const def::Goal& goal) const;
    [[nodiscard]] std::optional<GoalReached> reached(const Position& p) const
    {
        return reached(p, def_.goal);
    }

    // The default position (SPEC 7.1 `start`; dial default all 0).
    [[nodiscard]] Position start() const;
    // Empty when valid (SPEC 7.3, 8.1): right count, and per orbit its pieces a
    // rearrangement of `start`'s (permutation, sliding) and its orientations below its
    // twists (a dial's values 0..modulus-1).
    [[nodiscard]] Problems validate(const Position& p) const;
    // A goal the person edits (editableGoal): a full `values` goal that is a valid
    // position.
    [[nodiscard]] Problems validateGoal(const def::Goal& goal) const;
    // Empty when a goal of any form fits this puzzle (what an engine checks of a
    // request): a values goal of one entry per cell, uniform cells in range, a
    // non-empty anyOf whose alternatives fit.
    [[nodiscard]] Problems checkGoal(const def::Goal& goal) const;
    // A uniformly random valid position (it may be unsolvable: SPEC 7.3).
    [[nodiscard]] Position random(std::mt19937_64& rng) const;

    // Text forms (SPEC 7.5): numbers separated by single spaces.
    [[nodiscard]] std::string formatPosition(const Position& p) const;
    [[nodiscard]] Checked<Position> parsePosition(std::string_view text) const;
    // Move names joined by the separator (SPEC 7.1: "" when every name is one
    // character, else " ", unless the definition sets one).
    [[nodiscard]] std::string formatMoves(const std::vector<int>& moves) const;
    [[nodiscard]] const std::string& separator() const { return separator_; }
    // Reads what formatMoves writes (with any whitespace between names; without a
    // separator, names are matched longest first). Does not check legality.
    [[nodiscard]] Checked<std::vector<int>> parseMoves(std::string_view text) const;

    // Sliding: for each cell, its neighbour in direction U, D, L, R (-1 when none).
    [[nodiscard]] int neighbour(int cell, char direction) const;

    // Stickers with pieces (SPEC 8.2): the same puzzle as orbits of pieces that turn,
    // whose moves are these rules' moves in the same order (so an answer found there is
    // an answer here); null for a definition without pieces. The engines solve there:
    // a valid position and a goal this puzzle accepts are read as pieces by
    // toPieces().
    [[nodiscard]] const std::shared_ptr<const Rules>& pieceRules() const { return pieceRules_; }
    [[nodiscard]] Position toPieces(const Position& p) const;
    [[nodiscard]] def::Goal toPieces(const def::Goal& goal) const;
    // Empty when `goal` (checkGoal() passed) fixes whole pieces: each piece's cells all
    // null or one of start's pieces turned; not a uniform goal. Always empty without
    // pieces.
    [[nodiscard]] Problems checkPieceGoal(const def::Goal& goal) const;
    // The stickers of a state of pieceRules().
    [[nodiscard]] Position fromPieces(const Position& state) const;

private:
    // validate() on values that may lie outside a cell's range (parsed text, goals);
    // `texts`, when given, is how each value was written (for the problems).
    [[nodiscard]] Problems checkValues(const std::vector<long long>& values,
                                       const std::vector<std::string>* texts = nullptr) const;

    void finish();

    def::PuzzleDef def_;
    // Shared, so that copies of the rules (a goal the person edits) share the moves.
    std::shared_ptr<const model::OrbitModel> model_;
    std::vector<std::vector<int>> orbitLabels_;  // per orbit: the labels its pieces may hold
    bool schematic_ = false;
    std::vector<RuleMove> moves_;  // the model's moves in the shape engines read them
    std::vector<std::string> names_;
    std::string separator_;
    std::shared_ptr<const model::StickerPieces> pieces_;
    std::shared_ptr<const Rules> pieceRules_;
    void findPieces();
    [[nodiscard]] std::string pieceName(int cell) const;  // a lone cell: its id
};

// The rules an engine solves on: the pieces of a definition with pieces, else `rules`.
[[nodiscard]] inline const std::shared_ptr<const Rules>& solvingRules(
    const std::shared_ptr<const Rules>& rules)
{
    return rules && rules->pieceRules() ? rules->pieceRules() : rules;
}

}  // namespace pl
