// The table engine's reduction (table_engine.h): a goal becomes the parts whose tables
// answer it, each a reduced space (search/table_spec.h) and how a full position projects
// onto it. Over the orbit model, whatever file the puzzle came from: in an orbit whose
// pieces move, labels the goal does not tell apart merge into one class (a sliding blank
// keeps its own, since it decides which moves are legal) and every orientation is kept;
// in an orbit whose pieces never move (dials), the slots the goal leaves open are
// dropped. Where the goal names every piece of an orbit, an orbit whose slots fall into
// groups that no move mixes is one part per group (a piece no move takes from its slot
// is left out), and the pieces of an orbit moved exactly as another's are left out,
// their orientations kept; a position that does not keep the goal's pieces in each group
// (or pairs) is unsolvable without a lookup (ReducedPart::fits). Distinct labels with a
// goal set kept by relabellings become one space of classes (search/space_relabel.h).
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
    // Per group of pieces kept (an orbit, or a group of its slots): label -> class
    // (kNoClass: not one of its labels).
    std::vector<std::array<std::uint8_t, 256>> classOf;
    // Per reduced byte: the class map of the piece it holds, or -1 for an orientation.
    std::vector<int> byteOrbit;
    std::uint64_t fiber = 1;  // full positions per reduced position (valid ones)

    // What a valid position must keep to be in this space at all (the others no move
    // sequence brings to the goal): pieces no move takes from their slot hold the goal's
    // label; pieces every move moves exactly as another orbit's are paired with those as
    // in the goal; each group of slots that the moves never mix holds the goal's pieces.
    struct Follow {
        int lead = 0;  // first byte of the leading orbit's pieces (full state)
        int at = 0;    // first byte of the following orbit's pieces
        int size = 0;
        std::array<std::uint8_t, 256> pair{};  // leading label -> the label paired with it
    };
    struct Held {
        int offset = 0;  // reduced bytes offset .. offset + counts' sum - 1
        std::vector<int> counts;
    };
    std::vector<std::pair<int, std::uint8_t>> fixedBytes;  // full byte, its label
    std::vector<Follow> follows;
    std::vector<Held> held;
    // Whether some valid positions do not keep the above (they are outside this space):
    // then the positions a histogram covers are all valid ones (validCount()), not the
    // space's count times the fiber.
    bool narrowed = false;
    [[nodiscard]] bool fits(const Position& p) const;

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
    // Per orbit whose pieces move by fixed permutations: its slots in groups that no move
    // mixes (each ascending, in the order of their first slot); one group: all of them.
    std::vector<std::vector<std::vector<int>>> groups_;
    // Per orbit: the first earlier orbit whose pieces every move moves exactly as this
    // one's (a Pyraminx's tips ride on its axial corners), or -1.
    std::vector<int> follows_;
};

}  // namespace pl
