// For one step only: the window and the tests still hold the contest Puzzle objects
// (clocks.h, magic_square.h, rotation_game.h). Their engines, judge formats, notation
// and samplers are their add-on's (core/contest/); this bridges the two faces until
// those objects are gone.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "core/checked_readers.h"
#include "core/contest/add_on.h"
#include "core/registry.h"

namespace pl {

// The bundled definition of a contest key (it has the add-on).
[[nodiscard]] const PuzzleEntry& contestEntry(std::string_view key);

// The add-on's engine `addOnName` behind the old Engine face of `contest`, answering
// under `name` with `description`. `request` turns a position of the contest object
// into what the add-on's engine solves.
using ToRequest = std::function<SolveRequest(const Position&)>;
[[nodiscard]] std::unique_ptr<Engine> bridgedEngine(const Puzzle& contest, std::string name,
                                                    std::string_view addOnName, ToRequest request);

// A sampler made on first use (a contest object registers its sampler while statics
// are being made, before the bundled library may be read).
[[nodiscard]] std::shared_ptr<const PositionSampling> lazySampling(
    std::function<std::shared_ptr<const PositionSampling>()> make);

// The add-on's judge reader, its cases as positions of the contest object.
using FromCase = std::function<Position(const JudgeCase&)>;
[[nodiscard]] CheckedJudge bridgedJudge(std::string_view key, std::string_view text,
                                        const FromCase& position);
// The judge format of a contest object's add-on (core/judge_reader.h reads by it).
[[nodiscard]] const JudgeFormat& contestJudge(const Puzzle& contest);
// A judge case as a position of the contest object: the goal, where the case has one
// (Magic Squares' target), follows the board in the same position.
[[nodiscard]] Position contestPositionOf(JudgeCase judgeCase);

// The add-on's judge writer for a solution of the contest object.
[[nodiscard]] std::string bridgedAnswer(std::string_view key, const JudgeCase& judgeCase,
                                        const Solution& solution);

}  // namespace pl
