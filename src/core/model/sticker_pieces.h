// Stickers with pieces (SPEC 8.2): a permutation definition whose cells are grouped
// into pieces, each piece's cells listed in the order they go round it. The moves carry
// the stickers of a piece onto the stickers of one piece, turned but never mirrored or
// split, so the puzzle is also a list of orbits of pieces that turn (SPEC 8.1): this
// class finds those orbits from the moves and reads a position of stickers as a state
// of pieces and back. The engines solve the pieces; the window draws the stickers.
//
// Conventions: a piece's "class" is what its stickers show, up to turning (two pieces
// with the same stickers are identical pieces); the class's reference reading is the
// one its first slot shows in `start`. A slot holds class c in orientation t when the
// slot's sticker (j + t) mod k shows the reference's sticker j. A move that carries
// sticker j of slot P to sticker (j + d) mod k of slot Q gives Q the piece of P turned
// by d: the model's p'[Q] = p[P], o'[Q] = o[P] + d.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/orbit_model.h"

namespace pl::model {

// Why cells and moves do not make pieces that turn.
struct PieceFault {
    enum class What {
        Split,      // a move carries a piece's stickers onto several pieces (or a bigger one)
        Mirror,     // a move reverses the order of a piece's stickers
        Symmetric,  // a piece's stickers in start read the same turned: its twist is unseen
    };
    What what = What::Split;
    int move = -1;   // the written move (Split, Mirror)
    int piece = -1;  // the piece
};

class StickerPieces {
public:
    // `pieces`: every cell in exactly one piece, each piece's cells in cyclic order.
    // `moves`: per written move, what cell i takes: the content of cell from[i].
    // The first fault, or nullopt when the moves turn pieces as SPEC 8.2 asks.
    [[nodiscard]] static std::optional<PieceFault> checkMoves(
        const std::vector<std::vector<int>>& pieces, const std::vector<std::vector<int>>& moves);
    // The first piece whose stickers in `start` read the same turned.
    [[nodiscard]] static std::optional<PieceFault> checkStart(
        const std::vector<std::vector<int>>& pieces, const std::vector<int>& start);

    // Needs checkMoves() and checkStart() to have found nothing (throws
    // std::invalid_argument otherwise). `names`: the written moves' names; `pieceNames`
    // name the orbits (after their first piece).
    StickerPieces(std::vector<std::vector<int>> pieces, const std::vector<std::string>& pieceNames,
                  const std::vector<std::string>& names, const std::vector<std::vector<int>>& moves,
                  const std::vector<int>& start, MoveMetric metric);

    [[nodiscard]] const OrbitModel& model() const { return model_; }
    [[nodiscard]] const std::vector<int>& startState() const { return startState_; }
    [[nodiscard]] int cellCount() const { return cellCount_; }

    // The state of pieces a position of stickers shows. With `allowNull`, a piece whose
    // cells are all -1 is free (-1 for its place and twist bytes). On a cell that shows
    // no piece turned (or a null among a piece's stickers) the result is empty and
    // `badCell` that piece's first cell. The count of each piece is not checked here.
    struct Read {
        std::vector<int> state;
        int badCell = -1;
    };
    [[nodiscard]] Read stateOf(const std::vector<int>& cells, bool allowNull) const;
    // The first cell of a piece that is there more often than in start (stateOf must
    // have read `state`); -1 when every orbit holds start's pieces.
    [[nodiscard]] int surplusCell(const std::vector<int>& state) const;
    // The stickers of a state of pieces.
    [[nodiscard]] std::vector<int> cellsOf(const std::vector<int>& state) const;

private:
    std::vector<std::vector<int>> pieces_;
    int cellCount_ = 0;
    std::vector<int> orbitOf_;  // per piece
    std::vector<int> slotOf_;   // per piece: its slot in its orbit
    // Per orbit: its pieces (slot order) and its classes' reference readings.
    std::vector<std::vector<int>> orbitPieces_;
    std::vector<std::vector<std::vector<int>>> classes_;
    OrbitModel model_;
    std::vector<int> startState_;
};

}  // namespace pl::model
