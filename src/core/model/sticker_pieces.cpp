#include "core/model/sticker_pieces.h"

#include <numeric>
#include <stdexcept>

namespace pl::model {

namespace {

using Pieces = std::vector<std::vector<int>>;

std::vector<int> pieceOfCells(const Pieces& pieces, int cells, std::vector<int>& sticker)
{
    std::vector<int> of(static_cast<std::size_t>(cells), -1);
    sticker.assign(static_cast<std::size_t>(cells), -1);
    for (std::size_t p = 0; p < pieces.size(); ++p)
        for (std::size_t j = 0; j < pieces[p].size(); ++j) {
            of[static_cast<std::size_t>(pieces[p][j])] = static_cast<int>(p);
            sticker[static_cast<std::size_t>(pieces[p][j])] = static_cast<int>(j);
        }
    return of;
}

int cellTotal(const Pieces& pieces)
{
    int n = 0;
    for (const auto& p : pieces)
        n += static_cast<int>(p.size());
    return n;
}

// Where a move takes each cell's content: to[from[i]] = i.
std::vector<int> destinations(const std::vector<int>& from)
{
    std::vector<int> to(from.size());
    for (std::size_t i = 0; i < from.size(); ++i)
        to[static_cast<std::size_t>(from[i])] = static_cast<int>(i);
    return to;
}

// The turn t with reading[(j + t) % k] == reference[j] for all j; -1 when none.
int turnOf(const std::vector<int>& reading, const std::vector<int>& reference)
{
    const std::size_t k = reference.size();
    if (reading.size() != k)
        return -1;
    for (std::size_t t = 0; t < k; ++t) {
        bool same = true;
        for (std::size_t j = 0; j < k && same; ++j)
            same = reading[(j + t) % k] == reference[j];
        if (same)
            return static_cast<int>(t);
    }
    return -1;
}

}  // namespace

std::optional<PieceFault> StickerPieces::checkMoves(const Pieces& pieces,
                                                    const std::vector<std::vector<int>>& moves)
{
    std::vector<int> sticker;
    const std::vector<int> of = pieceOfCells(pieces, cellTotal(pieces), sticker);
    for (std::size_t m = 0; m < moves.size(); ++m) {
        const std::vector<int> to = destinations(moves[m]);
        for (std::size_t p = 0; p < pieces.size(); ++p) {
            const std::vector<int>& cells = pieces[p];
            const int q = of[static_cast<std::size_t>(to[static_cast<std::size_t>(cells[0])])];
            const auto k = static_cast<int>(cells.size());
            PieceFault fault{PieceFault::What::Split, static_cast<int>(m), static_cast<int>(p)};
            if (static_cast<int>(pieces[static_cast<std::size_t>(q)].size()) != k)
                return fault;
            const int d = sticker[static_cast<std::size_t>(to[static_cast<std::size_t>(cells[0])])];
            bool mirrored = false;
            for (int j = 0; j < k; ++j) {
                const auto c = static_cast<std::size_t>(
                    to[static_cast<std::size_t>(cells[static_cast<std::size_t>(j)])]);
                if (of[c] != q)
                    return fault;
                if (sticker[c] != (d + j) % k)
                    mirrored = true;
            }
            if (mirrored) {
                fault.what = PieceFault::What::Mirror;
                return fault;
            }
        }
    }
    return std::nullopt;
}

std::optional<PieceFault> StickerPieces::checkStart(const Pieces& pieces,
                                                    const std::vector<int>& start)
{
    for (std::size_t p = 0; p < pieces.size(); ++p) {
        std::vector<int> reading;
        for (int c : pieces[p])
            reading.push_back(start[static_cast<std::size_t>(c)]);
        const std::size_t k = reading.size();
        for (std::size_t t = 1; t < k; ++t) {
            bool same = true;
            for (std::size_t j = 0; j < k && same; ++j)
                same = reading[(j + t) % k] == reading[j];
            if (same)
                return PieceFault{PieceFault::What::Symmetric, -1, static_cast<int>(p)};
        }
    }
    return std::nullopt;
}

StickerPieces::StickerPieces(Pieces pieces, const std::vector<std::string>& pieceNames,
                             const std::vector<std::string>& names,
                             const std::vector<std::vector<int>>& moves,
                             const std::vector<int>& start, MoveMetric metric)
    : pieces_(std::move(pieces)), cellCount_(cellTotal(pieces_))
{
    if (checkMoves(pieces_, moves) || checkStart(pieces_, start) ||
        static_cast<int>(start.size()) != cellCount_ || names.size() != moves.size())
        throw std::invalid_argument("cells and moves do not make pieces that turn");
    std::vector<int> sticker;
    const std::vector<int> of = pieceOfCells(pieces_, cellCount_, sticker);
    const std::size_t n = pieces_.size();

    // Orbits: pieces joined by the moves (union-find), in the order of their first piece.
    std::vector<int> root(n);
    std::iota(root.begin(), root.end(), 0);
    auto find = [&](int p) {
        while (root[static_cast<std::size_t>(p)] != p)
            p = root[static_cast<std::size_t>(p)] =
                root[static_cast<std::size_t>(root[static_cast<std::size_t>(p)])];
        return p;
    };
    std::vector<std::vector<int>> dest;  // per move: the piece each piece goes to
    for (const auto& from : moves) {
        const std::vector<int> to = destinations(from);
        std::vector<int> d(n);
        for (std::size_t p = 0; p < n; ++p) {
            d[p] = of[static_cast<std::size_t>(to[static_cast<std::size_t>(pieces_[p][0])])];
            const int a = find(static_cast<int>(p));
            const int b = find(d[p]);
            if (a != b)
                root[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
        }
        dest.push_back(std::move(d));
    }
    orbitOf_.assign(n, -1);
    slotOf_.assign(n, -1);
    std::vector<int> orbitOfRoot(n, -1);
    std::vector<Orbit> orbits;
    for (std::size_t p = 0; p < n; ++p) {
        const auto r = static_cast<std::size_t>(find(static_cast<int>(p)));
        if (orbitOfRoot[r] < 0) {
            orbitOfRoot[r] = static_cast<int>(orbits.size());
            const int k = static_cast<int>(pieces_[p].size());
            orbits.push_back(
                Orbit{p < pieceNames.size() ? pieceNames[p] : std::to_string(p), 0, k, true});
            orbitPieces_.emplace_back();
        }
        const int o = orbitOfRoot[r];
        orbitOf_[p] = o;
        slotOf_[p] = orbits[static_cast<std::size_t>(o)].size++;
        orbitPieces_[static_cast<std::size_t>(o)].push_back(static_cast<int>(p));
    }

    // The moves per orbit: slot Q takes the piece of slot P turned by d.
    std::vector<BaseMove> baseMoves;
    for (std::size_t m = 0; m < moves.size(); ++m) {
        const std::vector<int> to = destinations(moves[m]);
        BaseMove bm{names[m], {}};
        for (std::size_t o = 0; o < orbits.size(); ++o) {
            const auto size = static_cast<std::size_t>(orbits[o].size);
            OrbitEffect e;
            e.from.resize(size);
            if (orbits[o].twists > 1)
                e.twist.assign(size, 0);
            for (int p : orbitPieces_[o]) {
                const int q = dest[m][static_cast<std::size_t>(p)];
                const auto qs = static_cast<std::size_t>(slotOf_[static_cast<std::size_t>(q)]);
                e.from[qs] = slotOf_[static_cast<std::size_t>(p)];
                if (!e.twist.empty())
                    e.twist[qs] = sticker[static_cast<std::size_t>(
                        to[static_cast<std::size_t>(pieces_[static_cast<std::size_t>(p)][0])])];
            }
            bm.effects.push_back(std::move(e));
        }
        baseMoves.push_back(std::move(bm));
    }
    model_ = OrbitModel(orbits, baseMoves, metric);

    // The classes: what start's slots show, first reading as the reference.
    classes_.resize(orbits.size());
    for (std::size_t o = 0; o < orbits.size(); ++o)
        for (int p : orbitPieces_[o]) {
            std::vector<int> reading;
            for (int c : pieces_[static_cast<std::size_t>(p)])
                reading.push_back(start[static_cast<std::size_t>(c)]);
            bool known = false;
            for (const auto& ref : classes_[o])
                known = known || turnOf(reading, ref) >= 0;
            if (!known)
                classes_[o].push_back(std::move(reading));
        }
    startState_ = stateOf(start, false).state;
}

StickerPieces::Read StickerPieces::stateOf(const std::vector<int>& cells, bool allowNull) const
{
    Read out;
    if (static_cast<int>(cells.size()) != cellCount_)
        return Read{{}, 0};
    out.state.assign(static_cast<std::size_t>(model_.stateSize()), 0);
    for (std::size_t o = 0; o < orbitPieces_.size(); ++o) {
        const int placeAt = model_.pieceOffset(static_cast<int>(o));
        const int twistAt = model_.twistOffset(static_cast<int>(o));
        for (std::size_t s = 0; s < orbitPieces_[o].size(); ++s) {
            const std::vector<int>& piece = pieces_[static_cast<std::size_t>(orbitPieces_[o][s])];
            std::vector<int> reading;
            int nulls = 0;
            for (int c : piece) {
                reading.push_back(cells[static_cast<std::size_t>(c)]);
                nulls += reading.back() < 0 ? 1 : 0;
            }
            int cls = -1;
            int turn = -1;
            if (allowNull && nulls == static_cast<int>(piece.size())) {
                cls = -1;
                turn = -1;
            } else {
                for (std::size_t c = 0; c < classes_[o].size() && cls < 0; ++c)
                    if (const int t = turnOf(reading, classes_[o][c]); t >= 0) {
                        cls = static_cast<int>(c);
                        turn = t;
                    }
                if (cls < 0)
                    return Read{{}, piece.front()};
            }
            if (placeAt >= 0)
                out.state[static_cast<std::size_t>(placeAt) + s] = cls;
            if (twistAt >= 0)
                out.state[static_cast<std::size_t>(twistAt) + s] = turn;
        }
    }
    return out;
}

int StickerPieces::surplusCell(const std::vector<int>& state) const
{
    for (std::size_t o = 0; o < orbitPieces_.size(); ++o) {
        const int placeAt = model_.pieceOffset(static_cast<int>(o));
        if (placeAt < 0)
            continue;
        std::vector<int> left(classes_[o].size(), 0);
        const auto size = orbitPieces_[o].size();
        for (std::size_t s = 0; s < size; ++s)
            ++left[static_cast<std::size_t>(startState_[static_cast<std::size_t>(placeAt) + s])];
        for (std::size_t s = 0; s < size; ++s) {
            const int c = state[static_cast<std::size_t>(placeAt) + s];
            if (c < 0)
                continue;
            if (--left[static_cast<std::size_t>(c)] < 0)
                return pieces_[static_cast<std::size_t>(orbitPieces_[o][s])].front();
        }
    }
    return -1;
}

std::vector<int> StickerPieces::cellsOf(const std::vector<int>& state) const
{
    std::vector<int> cells(static_cast<std::size_t>(cellCount_), -1);
    for (std::size_t o = 0; o < orbitPieces_.size(); ++o) {
        const int placeAt = model_.pieceOffset(static_cast<int>(o));
        const int twistAt = model_.twistOffset(static_cast<int>(o));
        for (std::size_t s = 0; s < orbitPieces_[o].size(); ++s) {
            const std::vector<int>& piece = pieces_[static_cast<std::size_t>(orbitPieces_[o][s])];
            const int c = placeAt >= 0 ? state[static_cast<std::size_t>(placeAt) + s] : 0;
            const int t = twistAt >= 0 ? state[static_cast<std::size_t>(twistAt) + s] : 0;
            if (c < 0)
                continue;
            const std::vector<int>& ref = classes_[o][static_cast<std::size_t>(c)];
            const std::size_t k = piece.size();
            for (std::size_t j = 0; j < k; ++j)
                cells[static_cast<std::size_t>(piece[(j + static_cast<std::size_t>(t)) % k])] =
                    ref[j];
        }
    }
    return cells;
}

}  // namespace pl::model
