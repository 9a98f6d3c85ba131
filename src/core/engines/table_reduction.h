// The table engine's reduction (table_engine.h): a goal becomes the parts whose tables
// answer it, each a reduced space (search/table_spec.h) and how a full position projects
// onto it. Over the orbit model, whatever file the puzzle came from: in an orbit whose
// pieces move, labels the goal does not tell apart merge into one class (a sliding blank
// keeps its own, since it decides which moves are legal) and every orientation is kept;
// in an orbit whose pieces never move (dials), the slots the goal leaves open are
// dropped. Distinct labels with a goal set kept by relabellings become one space of
// classes (search/space_relabel.h).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/problem.h"
#include "core/puzzle.h"
#include "core/rules/rules.h"
#include "core/search/space_cells.h"
#include "core/search/table_spec.h"

namespace pl {

// A label that no class holds.
inline constexpr std::uint8_t kNoClass = 0xff;

// One way of reaching the goal: a reduced space and how a full position projects onto it.
struct ReducedPart {
    search::TableSpec spec;
    // Per orbit: label -> class of its pieces (kNoClass: not one of its labels).
    std::vector<std::array<std::uint8_t, 256>> classOf;
    // Per reduced byte: the orbit whose piece it holds, or -1 for an orientation.
    std::vector<int> byteOrbit;
    std::uint64_t fiber = 1;  // full positions per reduced position (valid ones)

    // A full position as a reduced state.
    [[nodiscard]] search::Cells project(const Position& p) const
    {
        search::Cells s{};
        for (std::size_t j = 0; j < spec.kept.size(); ++j) {
            const std::uint8_t v = p.cells[static_cast<std::size_t>(spec.kept[j])];
            s[j] = byteOrbit[j] < 0 ? v : classOf[static_cast<std::size_t>(byteOrbit[j])][v];
        }
        return s;
    }
};

class TableReduction {
public:
    explicit TableReduction(const Rules& rules);

    // The parts of a goal, in the order of its alternatives (uniform: per label, in the
    // order of the orbit's labels), or its one part over relabelling classes. Parts with
    // equal specs share one table but keep their own class maps. Empty: no valid position
    // can meet the goal.
    [[nodiscard]] std::vector<ReducedPart> components(const def::Goal& g) const
    {
        std::vector<ReducedPart> out;
        components(g, out);
        return out;
    }
    // The one part over the full space whose goal positions are those `goal` accepts
    // (the histogram of a goal that needs several tables).
    [[nodiscard]] ReducedPart fullComponent(const def::Goal& goal) const;

    // A goal other than the definition's: a full `values` goal must be a valid
    // position (Rules::validateGoal); partial, uniform and anyOf goals must name cells
    // that exist and values the puzzle has.
    void checkGoal(const def::Goal& g, const std::string& path, Problems& problems) const;

    // How many valid positions the puzzle has (saturated at UINT64_MAX).
    [[nodiscard]] std::uint64_t validCount() const;

private:
    void components(const def::Goal& g, std::vector<ReducedPart>& out) const;
    void split(const def::Goal& g, std::vector<ReducedPart>& out) const;
    [[nodiscard]] std::optional<ReducedPart> valuesComponent(const std::vector<int>& values) const;
    [[nodiscard]] std::optional<ReducedPart> allEqualComponent(const std::vector<int>& bytes) const;
    [[nodiscard]] std::optional<ReducedPart> orbitComponent(const def::Goal& goal) const;
    // The orbit whose piece (or orientation, `twist`) byte b of a state is; -1 none.
    [[nodiscard]] int orbitOfByte(int b, bool& twist) const;

    const Rules& rules_;
    // Per orbit: occurrences of each label among its pieces in the start position.
    std::vector<std::array<int, 256>> startCount_;
};

}  // namespace pl
