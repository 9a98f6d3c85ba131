// What the readers of other solvers' files (fuzz_tws, fuzz_kpuzzle) promise on any
// bytes: they never crash or throw; a refusal gives worded problems at sane places; an
// accepted puzzle is a model (orbits, moves that fit them, a solved state laid out as
// the model lays out a state) that the power metric turns into moves or refuses with
// a problem, and whose every move is undone by the move the model calls its inverse.
#pragma once

#include <algorithm>
#include <vector>

#include "core/formats/definition_reader.h"
#include "core/formats/imported.h"
#include "fuzz_checks.h"

namespace fuzz {

inline void checkImported(const pl::Checked<pl::formats::ImportedPuzzle>& r, std::size_t size)
{
    if (!r) {
        checkRefusal(r.problems, size, pl::def::kMaxProblems);
        return;
    }
    pl::formats::ImportedPuzzle p = *r.value;
    FUZZ_REQUIRE(!p.orbits.empty() && !p.moves.empty(), "no orbits or no moves");
    const pl::formats::StateLayout layout = pl::formats::layoutOf(p.orbits);
    FUZZ_REQUIRE(p.solved.size() == static_cast<std::size_t>(layout.size), "solved size");
    for (const pl::model::BaseMove& m : p.moves)
        FUZZ_REQUIRE(m.effects.size() == p.orbits.size(), "effects of " + m.name);
    pl::formats::settleOrbits(p);
    FUZZ_REQUIRE(p.solved.size() == static_cast<std::size_t>(pl::formats::layoutOf(p.orbits).size),
                 "solved size after settling");
    const pl::Checked<pl::model::OrbitModel> model =
        pl::formats::modelOf(p, pl::model::MoveMetric::Power);
    if (!model) {
        FUZZ_REQUIRE(model.problems.front().code != "internal",
                     pl::problemLine(model.problems.front()));
        return;
    }
    std::vector<std::uint8_t> state(p.solved.begin(), p.solved.end());
    for (int m = 0; m < model.value->moveCount(); ++m) {
        const int back = model.value->inverseOf(m);
        if (back < 0)
            continue;
        std::vector<std::uint8_t> s = state;
        model.value->apply(s.data(), m);
        model.value->apply(s.data(), back);
        FUZZ_REQUIRE(s == state, "the inverse of " + model.value->move(m).name);
    }
}

}  // namespace fuzz
