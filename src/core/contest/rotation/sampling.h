// The Rotation Game's samplers (core/position_sampling.h): boards at a chosen distance,
// boards around one label's pattern, and the census of every board. Given to the puzzle by its
// add-on (rotation.h).
#pragma once

#include <memory>
#include <optional>
#include <random>

#include "core/position_sampling.h"

namespace pl {

// The Rotation Game's PositionSampling.
[[nodiscard]] std::shared_ptr<const PositionSampling> rotationSampling();

// A board in which the pieces of one label (*label, 1..3) are exactly
// `patternDistance` moves from filling the centre, with the other two labels at least
// as far when the board can have that (always for 0..13: the board's own distance is
// then `patternDistance` too). At 14 no board can keep the other labels as far (no
// board needs more than 13 moves); the others are then made as far as possible.
std::optional<Position> sampleRotationPatternBoard(int patternDistance, std::mt19937_64& rng,
                                                   int* label = nullptr);

// Moves that would bring label's pieces (1..3) into the centre on their own; -1 for
// an invalid board or label.
int rotationLabelDistance(const Position& board, int label);

}  // namespace pl
