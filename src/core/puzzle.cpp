#include "puzzle.h"

namespace pl {

// Each defined next to its puzzle (clocks.cpp, magic_square.cpp, rotation_game.cpp).
const Puzzle& clocksPuzzle();
const Puzzle& magicSquarePuzzle();
const Puzzle& rotationPuzzle();

const Puzzle& puzzle(PuzzleKind kind)
{
    switch (kind) {
    case PuzzleKind::Clocks:
        return clocksPuzzle();
    case PuzzleKind::MagicSquare:
        return magicSquarePuzzle();
    case PuzzleKind::Rotation:
        break;
    }
    return rotationPuzzle();
}

const std::vector<const Puzzle*>& allPuzzles()
{
    static const std::vector<const Puzzle*> all{&clocksPuzzle(), &magicSquarePuzzle(),
                                                &rotationPuzzle()};
    return all;
}

std::vector<int> moveSources(const Puzzle& puzzle, int move)
{
    const int n = puzzle.cellCount();
    std::vector<int> sources(static_cast<std::size_t>(n));
    if (puzzle.kind() == PuzzleKind::Clocks) {
        for (int i = 0; i < n; ++i)
            sources[static_cast<std::size_t>(i)] = i;
        return sources;
    }
    // Tag every cell with its own index and let the move carry the tags.
    Position tagged;
    tagged.cells.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        tagged.cells[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
    const Position moved = puzzle.apply(tagged, move);
    for (int i = 0; i < n; ++i)
        sources[static_cast<std::size_t>(i)] = moved.cells[static_cast<std::size_t>(i)];
    return sources;
}

std::vector<int> moveCells(const Puzzle& puzzle, int move)
{
    std::vector<int> cells;
    if (puzzle.kind() == PuzzleKind::Clocks) {
        const Position start = puzzle.initial();
        const Position after = puzzle.apply(start, move);
        for (std::size_t i = 0; i < start.cells.size(); ++i)
            if (start.cells[i] != after.cells[i])
                cells.push_back(static_cast<int>(i));
        return cells;
    }
    const auto sources = moveSources(puzzle, move);
    for (std::size_t i = 0; i < sources.size(); ++i)
        if (sources[i] != static_cast<int>(i))
            cells.push_back(static_cast<int>(i));
    return cells;
}

const Puzzle* puzzleByKey(std::string_view key)
{
    for (const Puzzle* p : allPuzzles())
        if (p->key() == key)
            return p;
    return nullptr;
}

}  // namespace pl
