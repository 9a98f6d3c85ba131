// Membership in a permutation group given by generators (deterministic Schreier-Sims,
// Holt's formulation with stripping): the `ida` engine decides with it whether a
// position of a permutation puzzle with distinct labels can reach its goal at all.
#pragma once

#include <cstdint>
#include <vector>

namespace pl::search {

class PermGroup {
public:
    using Perm = std::vector<std::uint8_t>;  // p[i] = image of point i

    // Points 0..n-1 (n <= 255); generators as images.
    PermGroup(int n, const std::vector<Perm>& generators);

    [[nodiscard]] bool contains(const Perm& g) const;
    // The group order as a double (exact while below 2^53).
    [[nodiscard]] double order() const;

private:
    struct Level {
        int base = 0;
        std::vector<Perm> gens;
        std::vector<Perm> trans;  // trans[x]: maps base to x (empty: x not in orbit)
        std::vector<int> orbit;
    };
    [[nodiscard]] Perm compose(const Perm& a, const Perm& b) const;  // a, then b
    [[nodiscard]] Perm inverse(const Perm& a) const;
    [[nodiscard]] bool identity(const Perm& a) const;
    void orbitOf(Level& level) const;
    // Strips g from `from` on: the residue and the level where it stopped.
    [[nodiscard]] std::pair<Perm, int> strip(Perm g, int from) const;

    int n_;
    std::vector<Level> levels_;
};

}  // namespace pl::search
