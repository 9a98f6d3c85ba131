#include "puzzle.h"

#include "core/contest_puzzles.h"
#include "core/registry.h"

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

std::optional<PuzzleKind> contestKind(const Puzzle& p)
{
    if (&p == &clocksPuzzle())
        return PuzzleKind::Clocks;
    if (&p == &magicSquarePuzzle())
        return PuzzleKind::MagicSquare;
    if (&p == &rotationPuzzle())
        return PuzzleKind::Rotation;
    return std::nullopt;
}

std::shared_ptr<const PuzzleEntry> Puzzle::entry() const
{
    static const Registry bundled = Registry::bundled();
    return bundled.find(key());
}

std::vector<int> Puzzle::moveSources(int move) const
{
    const int n = cellCount();
    std::vector<int> sources(static_cast<std::size_t>(n));
    // Tag every cell with its own index and let the move carry the tags.
    Position tagged;
    tagged.cells.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        tagged.cells[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
    const Position moved = apply(tagged, move);
    for (int i = 0; i < n; ++i)
        sources[static_cast<std::size_t>(i)] = moved.cells[static_cast<std::size_t>(i)];
    return sources;
}

std::vector<int> Puzzle::moveCells(int move) const
{
    std::vector<int> cells;
    const auto sources = moveSources(move);
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
