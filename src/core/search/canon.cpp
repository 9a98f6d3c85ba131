#include "core/search/canon.h"

#include <algorithm>
#include <numeric>

namespace pl::search {

namespace {

// Whether a then b equals b then a.
bool commute(const Rules& rules, int a, int b)
{
    switch (rules.def().kind) {
    case def::Kind::Dial:
        return true;  // additions commute
    case def::Kind::Permutation: {
        const auto& sa = rules.move(a).sources;
        const auto& sb = rules.move(b).sources;
        for (std::size_t i = 0; i < sa.size(); ++i)
            if (sa[static_cast<std::size_t>(sb[i])] != sb[static_cast<std::size_t>(sa[i])])
                return false;
        return true;
    }
    case def::Kind::Sliding:
        return false;  // the blank's moves never commute
    }
    return false;
}

}  // namespace

int moveOrder(const Rules& rules, int m, int cap)
{
    const def::PuzzleDef& d = rules.def();
    const RuleMove& rm = rules.move(m);
    long long order = 1;
    switch (d.kind) {
    case def::Kind::Dial:
        for (const int a : rm.add) {
            const int r = ((a % d.modulus) + d.modulus) % d.modulus;
            order = std::lcm(order, static_cast<long long>(
                                        d.modulus / std::gcd(r == 0 ? d.modulus : r, d.modulus)));
        }
        break;
    case def::Kind::Permutation: {
        std::vector<bool> seen(rm.sources.size(), false);
        for (std::size_t i = 0; i < rm.sources.size() && order <= cap; ++i) {
            long long len = 0;
            for (std::size_t j = i; !seen[j]; j = static_cast<std::size_t>(rm.sources[j])) {
                seen[j] = true;
                ++len;
            }
            if (len > 0)
                order = std::lcm(order, len);
        }
        break;
    }
    case def::Kind::Sliding:
        return cap;
    }
    return static_cast<int>(std::min<long long>(order, cap));
}

std::vector<std::vector<int>> moveTargets(const Rules& rules)
{
    const int n = rules.cellCount();
    std::vector<std::vector<int>> targets;
    for (int m = 0; m < rules.moveCount(); ++m) {
        const auto& src = rules.move(m).sources;
        std::vector<int> to(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            to[static_cast<std::size_t>(src[static_cast<std::size_t>(i)])] = i;
        targets.push_back(std::move(to));
    }
    return targets;
}

MoveCanon::MoveCanon(const Rules& rules, int orderCap)
    : powerMetric_(rules.def().metric == def::Metric::Power)
{
    const int moves = rules.moveCount();
    for (int m = 0; m < moves; ++m) {
        inverse_.push_back(rules.inverseOf(m));
        base_.push_back(rules.move(m).base);
        order_.push_back(moveOrder(rules, m, orderCap));
    }
    commuteWith_.assign(static_cast<std::size_t>(moves),
                        std::vector<std::uint8_t>(static_cast<std::size_t>(moves), 0));
    for (int a = 0; a < moves; ++a)
        for (int b = 0; b < moves; ++b)
            commuteWith_[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] =
                commute(rules, a, b) ? 1 : 0;
}

}  // namespace pl::search
