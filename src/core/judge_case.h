// A position with the goal it is to reach, where one is given apart from the puzzle's
// own: a case of a judge input (Magic Squares' judge gives the target, the board being
// the standard one), a pasted `position / goal`, an old file's 16 numbers.
#pragma once

#include <optional>
#include <vector>

#include "core/problem.h"
#include "core/puzzle.h"

namespace pl {

struct JudgeCase {
    Position position;
    // A full pattern of the cells (an editableGoal puzzle's goal); nothing: the
    // puzzle's own goal.
    std::optional<Position> goal;
    friend bool operator==(const JudgeCase&, const JudgeCase&) = default;
};

// A judge input read: the well-formed cases before the first bad one, and what is
// wrong with that one (at most one problem; its where names the case).
struct JudgeCases {
    std::vector<JudgeCase> cases;
    Problems problems;
};

}  // namespace pl
