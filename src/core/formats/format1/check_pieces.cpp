// Stickers with pieces (SPEC 8.2): a permutation definition's cells grouped into
// pieces, and the moves checked to turn pieces, never to split or mirror one.
#include "core/formats/format1/checker.h"

#include "core/model/sticker_pieces.h"

namespace pl::format1 {

namespace {

// What cell i of a permutation move takes (the content of cell from[i]).
std::vector<int> cellSources(const def::Move& m, std::size_t cells)
{
    std::vector<int> from(cells);
    for (std::size_t i = 0; i < cells; ++i)
        from[i] = static_cast<int>(i);
    for (const auto& cycle : m.cycles)
        for (std::size_t j = 0; j < cycle.size(); ++j)
            from[static_cast<std::size_t>(cycle[(j + 1) % cycle.size()])] = cycle[j];
    return from;
}

}  // namespace

void Checker::pieces()
{
    bool any = false;
    for (std::size_t i = 0; i < d_.pieces.size(); ++i) {
        if (d_.pieces[i].empty())
            continue;
        any = true;
        if (d_.kind != Kind::Permutation) {
            report(member(index("cells", i), "piece"), "def.not-for-kind",
                   {"piece", kindName(d_.kind)}, true);
            return;
        }
    }
    if (!any || piecesBroken_ || !movesKnown_ || !startKnown_)
        return;
    const def::PieceList list = def::piecesOf(d_);
    std::vector<std::vector<int>> moves;
    for (const def::Move& m : d_.moves)
        moves.push_back(cellSources(m, d_.cells.size()));
    if (const auto fault = model::StickerPieces::checkMoves(list.cells, moves)) {
        const auto m = static_cast<std::size_t>(fault->move);
        const std::string& piece = list.names[static_cast<std::size_t>(fault->piece)];
        report(
            member(index("moves", m), "cycles"),
            fault->what == model::PieceFault::What::Mirror ? "def.piece-mirror" : "def.piece-split",
            {cut(d_.moves[m].name), cut(piece)});
        return;
    }
    if (const auto fault = model::StickerPieces::checkStart(list.cells, d_.start)) {
        const auto p = static_cast<std::size_t>(fault->piece);
        report(index("start", static_cast<std::size_t>(list.cells[p].front())),
               "def.piece-symmetric", {cut(list.names[p])});
        return;
    }
    std::vector<std::string> names;
    for (const def::Move& m : d_.moves)
        names.push_back(m.name);
    // Made once: the goal and every example are read as pieces with it.
    pieces_ = std::make_shared<const model::StickerPieces>(list.cells, list.names, names, moves,
                                                           d_.start, model::MoveMetric::Move);
    pieceNames_ = list.names;
    pieceOfCell_.assign(d_.cells.size(), 0);
    for (std::size_t p = 0; p < list.cells.size(); ++p)
        for (int c : list.cells[p])
            pieceOfCell_[static_cast<std::size_t>(c)] = p;
}

// A goal of a puzzle with pieces fixes whole pieces: each piece's cells all null, or
// the stickers of one of start's pieces turned (SPEC 8.2).
void Checker::goalPieces(const Goal& g, const std::string& path)
{
    switch (g.type) {
    case Goal::Type::Uniform:
        report(path, "def.piece-uniform");
        return;
    case Goal::Type::AnyOf:
        for (std::size_t k = 0; k < g.anyOf.size(); ++k)
            goalPieces(g.anyOf[k], index(member(path, "anyOf"), k));
        return;
    case Goal::Type::Values:
        break;
    }
    piecePosition(g.values, member(path, "values"), "def.piece-goal");
}

// `values` (one per cell, null allowed) shows whole pieces of start, each at most as
// often as there.
bool Checker::piecePosition(const std::vector<int>& values, const std::string& path,
                            const char* code)
{
    if (!pieces_ || values.size() != d_.cells.size())
        return true;
    const model::StickerPieces::Read read = pieces_->stateOf(values, true);
    const int bad = read.badCell >= 0 ? read.badCell : pieces_->surplusCell(read.state);
    if (bad < 0)
        return true;
    const std::string& piece = pieceNames_[pieceOfCell_[static_cast<std::size_t>(bad)]];
    report(index(path, static_cast<std::size_t>(bad)), code, {cut(piece)});
    return false;
}

}  // namespace pl::format1
