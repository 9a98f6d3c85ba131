#include "core/search/symmetry.h"

#include <algorithm>
#include <utility>

namespace pl::search {

namespace {

// Backtracking over the moves in order: each move picks an unused image move of the
// same cycle type, and each of its cycles an unused image cycle of that move of the
// same length with a rotation; that fixes sigma on the cycle's cells (sigma(m^j c) =
// m'^j sigma(c)), which must agree with what earlier moves fixed and keep each cell's
// class.
class Finder {
public:
    Finder(const std::vector<std::vector<int>>& targets, const std::vector<int>& cellClass,
           std::size_t maxCount, std::uint64_t budget)
        : n_(static_cast<int>(cellClass.size())),
          cellClass_(cellClass),
          maxCount_(maxCount),
          budget_(budget)
    {
        for (const auto& to : targets) {
            std::vector<std::vector<int>> cycles;
            std::vector<bool> seen(static_cast<std::size_t>(n_), false);
            for (int c = 0; c < n_; ++c) {
                if (seen[static_cast<std::size_t>(c)] || to[static_cast<std::size_t>(c)] == c)
                    continue;
                std::vector<int> cycle;
                for (int x = c; !seen[static_cast<std::size_t>(x)];
                     x = to[static_cast<std::size_t>(x)]) {
                    seen[static_cast<std::size_t>(x)] = true;
                    cycle.push_back(x);
                }
                cycles.push_back(std::move(cycle));
            }
            std::vector<int> type;
            for (const auto& cyc : cycles)
                type.push_back(static_cast<int>(cyc.size()));
            std::sort(type.begin(), type.end());
            std::vector<std::pair<int, int>> where(static_cast<std::size_t>(n_), {-1, 0});
            for (std::size_t q = 0; q < cycles.size(); ++q)
                for (std::size_t j = 0; j < cycles[q].size(); ++j)
                    where[static_cast<std::size_t>(cycles[q][j])] = {static_cast<int>(q),
                                                                     static_cast<int>(j)};
            cycles_.push_back(std::move(cycles));
            types_.push_back(std::move(type));
            where_.push_back(std::move(where));
        }
        sigma_.assign(static_cast<std::size_t>(n_), -1);
        taken_.assign(static_cast<std::size_t>(n_), false);
        std::vector<bool> moved(static_cast<std::size_t>(n_), false);
        for (const auto& cycles : cycles_)
            for (const auto& cyc : cycles)
                for (const int c : cyc)
                    moved[static_cast<std::size_t>(c)] = true;
        for (int c = 0; c < n_; ++c)
            if (!moved[static_cast<std::size_t>(c)]) {
                sigma_[static_cast<std::size_t>(c)] = c;
                taken_[static_cast<std::size_t>(c)] = true;
            }
        moveUsed_.assign(cycles_.size(), false);
    }

    std::vector<std::vector<int>> run()
    {
        bool tooMany = cycles_.size() > 64;
        for (const auto& cycles : cycles_)
            tooMany = tooMany || cycles.size() > 64;
        if (!tooMany)
            move(0);
        std::vector<int> identity(static_cast<std::size_t>(n_));
        for (int c = 0; c < n_; ++c)
            identity[static_cast<std::size_t>(c)] = c;
        if (tooMany || aborted_ || found_.size() > maxCount_)
            return {identity};
        // The identity first.
        std::stable_partition(found_.begin(), found_.end(),
                              [&](const std::vector<int>& s) { return s == identity; });
        return found_;
    }

private:
    void move(std::size_t i)
    {
        if (aborted_)
            return;
        if (i == cycles_.size()) {
            for (int c = 0; c < n_; ++c)
                if (cellClass_[static_cast<std::size_t>(sigma_[static_cast<std::size_t>(c)])] !=
                    cellClass_[static_cast<std::size_t>(c)])
                    return;
            found_.push_back(sigma_);
            if (found_.size() > maxCount_)
                aborted_ = true;
            return;
        }
        for (std::size_t image = 0; image < cycles_.size() && !aborted_; ++image) {
            if (moveUsed_[image] || types_[image] != types_[i])
                continue;
            moveUsed_[image] = true;
            cycle(i, image, 0, 0);
            moveUsed_[image] = false;
        }
    }

    void cycle(std::size_t i, std::size_t image, std::size_t k, std::uint64_t usedCycles)
    {
        if (++steps_ > budget_)
            aborted_ = true;
        if (aborted_)
            return;
        if (k == cycles_[i].size()) {
            move(i + 1);
            return;
        }
        const std::vector<int>& from = cycles_[i][k];
        const std::size_t len = from.size();
        const auto& candidates = cycles_[image];
        // A cell of the cycle already mapped leaves one image cycle and one rotation
        // that can agree (the others are not tried: the same symmetries, found sooner).
        int fixedQ = -1;
        std::size_t fixedO = 0;
        for (std::size_t j = 0; j < len; ++j) {
            const int s = sigma_[static_cast<std::size_t>(from[j])];
            if (s < 0)
                continue;
            const auto [q, at] = where_[image][static_cast<std::size_t>(s)];
            if (q < 0)
                return;
            fixedQ = q;
            fixedO = (static_cast<std::size_t>(at) + len - j % len) % len;
            break;
        }
        for (std::size_t q = 0; q < candidates.size() && !aborted_; ++q) {
            if ((usedCycles >> q) & 1 || candidates[q].size() != len ||
                (fixedQ >= 0 && q != static_cast<std::size_t>(fixedQ)))
                continue;
            for (std::size_t o = 0; o < len && !aborted_; ++o) {
                if (fixedQ >= 0 && o != fixedO)
                    continue;
                std::vector<int> assigned;
                bool ok = true;
                for (std::size_t j = 0; j < len && ok; ++j) {
                    const int c = from[j];
                    const int t = candidates[q][(j + o) % len];
                    int& s = sigma_[static_cast<std::size_t>(c)];
                    if (s < 0) {
                        if (taken_[static_cast<std::size_t>(t)] ||
                            cellClass_[static_cast<std::size_t>(t)] !=
                                cellClass_[static_cast<std::size_t>(c)]) {
                            ok = false;
                        } else {
                            s = t;
                            taken_[static_cast<std::size_t>(t)] = true;
                            assigned.push_back(c);
                        }
                    } else {
                        ok = s == t;
                    }
                }
                if (ok)
                    cycle(i, image, k + 1, usedCycles | (std::uint64_t{1} << q));
                for (const int c : assigned) {
                    taken_[static_cast<std::size_t>(sigma_[static_cast<std::size_t>(c)])] = false;
                    sigma_[static_cast<std::size_t>(c)] = -1;
                }
            }
        }
    }

    int n_;
    const std::vector<int>& cellClass_;
    std::size_t maxCount_;
    std::uint64_t budget_;
    std::uint64_t steps_ = 0;
    bool aborted_ = false;
    std::vector<std::vector<std::vector<int>>> cycles_;
    std::vector<std::vector<int>> types_;
    // Per move and cell: the cycle that holds the cell and where in it ({-1, 0}: none).
    std::vector<std::vector<std::pair<int, int>>> where_;
    std::vector<int> sigma_;
    std::vector<bool> taken_;
    std::vector<bool> moveUsed_;
    std::vector<std::vector<int>> found_;
};

}  // namespace

std::vector<std::size_t> leastReadFirst(const std::vector<std::vector<int>>& candidates,
                                        std::vector<int>& reads, std::size_t count)
{
    std::vector<std::size_t> chosen;
    std::vector<bool> taken(candidates.size(), false);
    while (chosen.size() < count) {
        std::size_t best = candidates.size();
        double bestScore = -1;
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            if (taken[i])
                continue;
            double score = 0;
            for (const int item : candidates[i])
                score += 1.0 / (1.0 + reads[static_cast<std::size_t>(item)]);
            if (score > bestScore + 1e-9) {
                bestScore = score;
                best = i;
            }
        }
        if (best == candidates.size())
            break;
        taken[best] = true;
        for (const int item : candidates[best])
            ++reads[static_cast<std::size_t>(item)];
        chosen.push_back(best);
    }
    return chosen;
}

std::vector<std::vector<int>> sharingOrder(const std::vector<std::vector<int>>& targets)
{
    const std::size_t moves = targets.size();
    const std::size_t n = moves == 0 ? 0 : targets[0].size();
    std::vector<std::vector<int>> ordered;
    std::vector<bool> done(moves, false);
    std::vector<bool> seenCell(n, false);
    for (std::size_t step = 0; step < moves; ++step) {
        std::size_t best = 0;
        int bestShared = -1;
        for (std::size_t m = 0; m < moves; ++m) {
            if (done[m])
                continue;
            int shared = 0;
            for (std::size_t c = 0; c < n; ++c)
                if (targets[m][c] != static_cast<int>(c) && seenCell[c])
                    ++shared;
            if (shared > bestShared) {
                best = m;
                bestShared = shared;
            }
        }
        done[best] = true;
        for (std::size_t c = 0; c < n; ++c)
            if (targets[best][c] != static_cast<int>(c))
                seenCell[c] = true;
        ordered.push_back(targets[best]);
    }
    return ordered;
}

std::vector<std::vector<int>> moveSymmetries(const std::vector<std::vector<int>>& targets,
                                             const std::vector<int>& cellClass,
                                             std::size_t maxCount, std::uint64_t budget)
{
    return Finder(targets, cellClass, maxCount, budget).run();
}

}  // namespace pl::search
