// The table engine's reduction (table_engine.h): a goal becomes the parts whose tables
// answer it, each a reduced space (search/table_spec.h) and how a full position projects
// onto it. What is special about each kind of puzzle in the table engine lives here and
// in the spaces of search/: labels merge into classes (permutation, sliding: the blank
// keeps its own), dial cells the goal leaves open are dropped, and distinct labels with a
// goal set kept by relabellings become one space of classes (search/space_relabel.h).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/problem.h"
#include "core/rules/rules.h"
#include "core/search/table_spec.h"

namespace pl {

// A label that no class holds.
inline constexpr std::uint8_t kNoClass = 0xff;

// One way of reaching the goal: a reduced space and how a full position projects onto it.
struct ReducedPart {
    search::TableSpec spec;
    std::array<std::uint8_t, 256> classOf{};  // permutation, sliding: label -> class
    std::uint64_t fiber = 1;                  // full positions per reduced position (valid ones)
};

class TableReduction {
public:
    explicit TableReduction(const Rules& rules);

    // The parts of a goal, in the order of its alternatives (uniform: per label, in the
    // order of `labels`), or its one part over relabelling classes. Parts with equal
    // specs share one table but keep their own class maps. Empty: no valid position can
    // meet the goal.
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

    // Occurrences of each label in the start position (permutation, sliding).
    [[nodiscard]] const std::array<int, 256>& startCount() const { return startCount_; }

private:
    void components(const def::Goal& g, std::vector<ReducedPart>& out) const;
    void split(const def::Goal& g, std::vector<ReducedPart>& out) const;
    [[nodiscard]] std::optional<ReducedPart> valuesComponent(const std::vector<int>& values) const;
    [[nodiscard]] std::optional<ReducedPart> dialComponent(const def::Goal& g) const;
    [[nodiscard]] std::optional<ReducedPart> orbitComponent(const def::Goal& goal) const;

    const Rules& rules_;
    std::array<int, 256> startCount_{};
};

}  // namespace pl
