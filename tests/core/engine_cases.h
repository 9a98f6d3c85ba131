// What the engine tests share: a bundled puzzle's rules as the engines solve on them,
// a position some random legal moves from the goal, and engine options that keep
// nothing on disk.
#pragma once

#include <memory>
#include <random>
#include <string>

#include "core/engine.h"
#include "core/registry.h"
#include "core/rules/rules.h"

namespace pl::test {

inline std::shared_ptr<const PuzzleEntry> bundledEntry(const std::string& key)
{
    static const Registry bundled = Registry::bundled();
    return bundled.find(key);
}

// What the engines solve on: a definition with pieces as its pieces.
inline std::shared_ptr<const Rules> bundledRules(const std::string& key)
{
    const auto entry = bundledEntry(key);
    return entry ? solvingRules(entry->rules) : nullptr;
}

// A position `moves` random legal moves from the start (seeded).
inline Position scrambled(const Rules& rules, int moves, unsigned seed)
{
    std::mt19937 rng(seed);
    Position p = rules.start();
    for (int i = 0; i < moves;) {
        const int m = static_cast<int>(rng() % static_cast<unsigned>(rules.moveCount()));
        if (!rules.legal(p, m))
            continue;
        rules.applyInPlace(p, m);
        ++i;
    }
    return p;
}

inline EngineOptions noCache()
{
    EngineOptions o;
    o.cacheFolder = std::string();
    return o;
}

}  // namespace pl::test
