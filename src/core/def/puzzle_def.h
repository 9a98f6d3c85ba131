// A puzzle definition (SPEC section 7) as read from its file: plain data, checked by
// the definition reader (every index below is in range, every rule of SPEC 7.1-7.3 holds), so the
// rules and engines built from it need not check again.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace pl::def {

enum class Kind { Dial, Permutation, Sliding };
enum class Metric { Move, Inverse, Power };
enum class Shape { Default, Dial, Square, Circle };

struct Cell {
    std::string id;  // as written; an integer id is kept as its decimal text
    double x = 0;
    double y = 0;
    Shape shape = Shape::Default;
};

// One move as written in the file (before the metric adds inverses or powers).
struct Move {
    std::string name;
    // Dial: amount added (mod modulus) to each cell, one entry per cell (0 = untouched).
    std::vector<int> add;
    // Permutation: disjoint cycles of cell indices (each of two or more cells); the
    // content of cycles[k][j] moves to cycles[k][j+1], the last's to the first.
    std::vector<std::vector<int>> cycles;
    std::optional<int> cell;  // dial: clicking this cell plays the move
    struct Point {
        double x = 0;
        double y = 0;
    };
    std::optional<Point> button;  // permutation: where the move's handle is drawn
};

// A goal (SPEC 7.3). Exactly one of the three forms.
struct Goal {
    enum class Type { Values, Uniform, AnyOf };
    Type type = Type::Values;
    std::vector<int> values;        // Values: one per cell; -1 = any label (null)
    std::vector<int> uniformCells;  // Uniform: cell indices that must hold one label
    std::vector<Goal> anyOf;        // AnyOf: alternatives, in file order
    friend bool operator==(const Goal&, const Goal&) = default;
};

struct Region {
    std::vector<int> cells;  // cell indices
    enum class Style { Outline, Shade } style = Style::Outline;
};

struct View {
    std::map<int, std::string> palette;    // label -> "#rrggbb"
    std::map<int, std::string> labelText;  // label -> text drawn on the tile
    std::vector<std::string> valueNames;   // dial: one name per value
    std::vector<Region> regions;
};

struct Example {
    std::vector<int> position;             // one entry per cell
    std::optional<std::vector<int>> goal;  // a full values goal (editableGoal puzzles)
    std::string moves;                     // the answer as written by formatMoves
};

struct PuzzleDef {
    int version = 1;
    std::string key;
    std::string name;
    std::string description;
    std::string rules;
    std::string source;
    Kind kind = Kind::Permutation;
    std::vector<Cell> cells;
    // SPEC 8.2: per cell, the piece it is a sticker of ("": a piece of its own); empty
    // when no cell names a piece. A piece's cells are listed in the order they go
    // round it.
    std::vector<std::string> pieces;
    int modulus = 0;                                  // dial only, 2..64
    std::vector<int> labels;                          // permutation, sliding: distinct, 0..255
    std::vector<int> start;                           // one label (or dial value) per cell
    int blank = -1;                                   // sliding: the blank's label
    std::vector<Move> moves;                          // dial, permutation: in tie-break order
    std::vector<char> moveOrder{'D', 'L', 'R', 'U'};  // sliding: tie-break order
    Goal goal;                                        // dial default: all values 0
    bool editableGoal = false;
    Metric metric = Metric::Move;
    std::optional<std::string> separator;  // as written; nullopt = the default rule
    View view;
    std::vector<Example> examples;
    // Extension keys ("x-..."), SPEC 7.1: the top-level ones whose value is a string are
    // kept here (key with its "x-" -> value), e.g. "x-group"; any other extension key
    // (another value type, or inside a nested object) is accepted and ignored.
    std::map<std::string, std::string> extensions;
};

// The pieces of a definition's cells (SPEC 8.2), in the order of their first cell:
// each piece's cells in the order `cells` lists them, a cell without `piece` a piece of
// its own; `names` the pieces' names (a lone cell: its id). Empty when no cell names a
// piece (the definition means what it meant in SPEC 7).
struct PieceList {
    std::vector<std::vector<int>> cells;
    std::vector<std::string> names;
};
[[nodiscard]] inline PieceList piecesOf(const PuzzleDef& d)
{
    PieceList out;
    std::map<std::string, std::size_t> at;
    bool any = false;
    for (std::size_t i = 0; i < d.cells.size(); ++i) {
        const std::string& piece = i < d.pieces.size() ? d.pieces[i] : std::string();
        any = any || !piece.empty();
        if (piece.empty()) {
            out.cells.push_back({static_cast<int>(i)});
            out.names.push_back(d.cells[i].id);
            continue;
        }
        const auto [it, fresh] = at.emplace(piece, out.cells.size());
        if (fresh) {
            out.cells.emplace_back();
            out.names.push_back(piece);
        }
        out.cells[it->second].push_back(static_cast<int>(i));
    }
    if (!any)
        return {};
    return out;
}

}  // namespace pl::def
