#include "core/engines/reachable_histogram.h"

#include <algorithm>
#include <map>
#include <unordered_set>

#include "core/engines/puzzle_engines.h"  // validPositionCount

namespace pl {

namespace {

using Key = std::string;  // a position's cells as bytes

// What one stored position costs: the hash set's node and bucket, the key, and its copy
// in a frontier list (heap blocks past the short-string buffer counted twice).
std::uint64_t bytesPerPosition(int cells)
{
    return 120 + (cells > 15 ? 2 * (static_cast<std::uint64_t>(cells) + 32) : 0);
}

// A decimal number minus a small one (total >= small).
std::string minus(std::string total, std::uint64_t small)
{
    for (std::size_t i = total.size(); i-- > 0 && small > 0;) {
        const auto digit = static_cast<std::uint64_t>(total[i] - '0');
        const std::uint64_t sub = small % 10;
        small /= 10;
        if (digit >= sub) {
            total[i] = static_cast<char>('0' + (digit - sub));
        } else {
            total[i] = static_cast<char>('0' + (digit + 10 - sub));
            ++small;  // borrow
        }
    }
    const auto first = total.find_first_not_of('0');
    return first == std::string::npos ? "0" : total.substr(first);
}

// Per-cell patterns (-1: any) whose fillings are the goal's positions.
void patterns(const Rules& rules, const def::Goal& goal, std::vector<std::vector<int>>& out)
{
    const def::PuzzleDef& d = rules.def();
    const int n = rules.cellCount();
    switch (goal.type) {
    case def::Goal::Type::Values:
        out.push_back(goal.values);
        return;
    case def::Goal::Type::Uniform: {
        std::vector<int> labels;
        if (d.kind == def::Kind::Dial) {
            for (int v = 0; v < d.modulus; ++v)
                labels.push_back(v);
        } else {
            std::map<int, int> count;
            for (const int l : d.start)
                ++count[l];
            for (const auto& [l, c] : count)
                if (c >= static_cast<int>(goal.uniformCells.size()))
                    labels.push_back(l);
        }
        for (const int l : labels) {
            std::vector<int> p(static_cast<std::size_t>(n), -1);
            for (const int c : goal.uniformCells)
                p[static_cast<std::size_t>(c)] = l;
            out.push_back(std::move(p));
        }
        return;
    }
    case def::Goal::Type::AnyOf:
        for (const def::Goal& g : goal.anyOf)
            patterns(rules, g, out);
        return;
    }
}

}  // namespace

ReachableHistogram reachableHistogram(const Rules& rules, const def::Goal& goal,
                                      std::uint64_t maxBytes, const CancelToken& cancel)
{
    ReachableHistogram h;
    const def::PuzzleDef& d = rules.def();
    const int n = rules.cellCount();
    const std::uint64_t each = bytesPerPosition(n);
    const std::uint64_t most = maxBytes / each;
    std::unordered_set<Key> seen;
    std::vector<Key> frontier;
    const auto tooBig = [&] {
        h.outcome = Outcome::Failed;
        h.problems = {Problem{"engine.table-memory",
                              {std::to_string((seen.size() + 1) * each), std::to_string(maxBytes)},
                              {}}};
        return h;
    };
    const auto enter = [&](Key k) -> bool {
        if (seen.size() >= most)
            return false;
        if (seen.insert(k).second)
            frontier.push_back(std::move(k));
        return true;
    };

    // The goal positions: each pattern's free cells filled in every way.
    std::vector<std::vector<int>> pats;
    patterns(rules, goal, pats);
    for (const std::vector<int>& pat : pats) {
        std::vector<int> freeCells;
        for (int c = 0; c < n; ++c)
            if (pat[static_cast<std::size_t>(c)] < 0)
                freeCells.push_back(c);
        Key k(static_cast<std::size_t>(n), '\0');
        for (int c = 0; c < n; ++c)
            if (pat[static_cast<std::size_t>(c)] >= 0)
                k[static_cast<std::size_t>(c)] =
                    static_cast<char>(pat[static_cast<std::size_t>(c)]);
        if (d.kind == def::Kind::Dial) {
            std::vector<int> digit(freeCells.size(), 0);
            while (true) {
                for (std::size_t i = 0; i < freeCells.size(); ++i)
                    k[static_cast<std::size_t>(freeCells[i])] = static_cast<char>(digit[i]);
                if (!enter(k))
                    return tooBig();
                std::size_t i = 0;
                while (i < digit.size() && ++digit[i] == d.modulus)
                    digit[i++] = 0;
                if (i == digit.size())
                    break;
            }
        } else {
            std::map<int, int> rest;
            for (const int l : d.start)
                ++rest[l];
            bool fits = true;
            for (const int l : pat)
                if (l >= 0 && --rest[l] < 0)
                    fits = false;
            if (!fits)
                continue;  // the pattern needs labels start does not have
            std::vector<int> fill;
            for (const auto& [l, c] : rest)
                fill.insert(fill.end(), static_cast<std::size_t>(c), l);
            do {
                for (std::size_t i = 0; i < freeCells.size(); ++i)
                    k[static_cast<std::size_t>(freeCells[i])] = static_cast<char>(fill[i]);
                if (!enter(k))
                    return tooBig();
            } while (std::next_permutation(fill.begin(), fill.end()));
        }
        if (cancel.cancelled()) {
            h.outcome = Outcome::Cancelled;
            return h;
        }
    }

    // Backward, level by level: q's predecessors under move m are the p with
    // apply(p, m) == q. Sliding moves undo each other, so there they are q's successors.
    std::vector<std::vector<int>> back;  // permutation: p[sources[i]] = q[i]
    for (int m = 0; m < rules.moveCount(); ++m)
        back.push_back(rules.move(m).sources);
    h.counts.push_back(frontier.size());
    std::uint64_t polled = 0;
    while (!frontier.empty()) {
        std::vector<Key> level;
        level.swap(frontier);
        for (const Key& q : level) {
            if ((++polled & 1023) == 0 && cancel.cancelled()) {
                h.outcome = Outcome::Cancelled;
                return h;
            }
            for (int m = 0; m < rules.moveCount(); ++m) {
                Key p = q;
                if (d.kind == def::Kind::Permutation) {
                    const std::vector<int>& src = back[static_cast<std::size_t>(m)];
                    for (int i = 0; i < n; ++i)
                        p[static_cast<std::size_t>(src[static_cast<std::size_t>(i)])] =
                            q[static_cast<std::size_t>(i)];
                } else if (d.kind == def::Kind::Dial) {
                    const std::vector<int>& add = rules.move(m).add;
                    for (int i = 0; i < n; ++i) {
                        const int v = static_cast<unsigned char>(q[static_cast<std::size_t>(i)]);
                        p[static_cast<std::size_t>(i)] = static_cast<char>(
                            (v - add[static_cast<std::size_t>(i)] % d.modulus + d.modulus) %
                            d.modulus);
                    }
                } else {
                    Position pos;
                    pos.cells.assign(q.begin(), q.end());
                    if (!rules.legal(pos, m))
                        continue;
                    const Position next = rules.apply(pos, m);
                    p.assign(next.cells.begin(), next.cells.end());
                }
                if (!enter(std::move(p)))
                    return tooBig();
            }
        }
        if (!frontier.empty())
            h.counts.push_back(frontier.size());
    }
    h.unsolvable = minus(validPositionCount(rules), seen.size());
    h.outcome = Outcome::Solved;
    return h;
}

}  // namespace pl
