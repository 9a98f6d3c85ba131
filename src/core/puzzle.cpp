#include "puzzle.h"

namespace pl {

std::shared_ptr<const PuzzleEntry> Puzzle::entry() const
{
    return nullptr;
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

}  // namespace pl
