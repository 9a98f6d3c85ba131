#include "core/search/canon.h"

#include <algorithm>
#include <numeric>

#include "core/model/orbit_model.h"

namespace pl::search {

namespace {

// Whether a then b equals b then a, in the model's terms: the blank's moves never
// commute; fixed effects commute when both orders move every byte from the same place
// by the same amount.
bool commute(const model::OrbitModel& model, int a, int b)
{
    if (model.slides())
        return false;
    const model::ByteMove& x = model.byteMove(a);
    const model::ByteMove& y = model.byteMove(b);
    const std::vector<int>& wrap = model.byteModulus();
    for (std::size_t j = 0; j < x.from.size(); ++j) {
        const auto yj = static_cast<std::size_t>(y.from[j]);
        const auto xj = static_cast<std::size_t>(x.from[j]);
        if (x.from[yj] != y.from[xj])
            return false;
        const int k = wrap[j];
        if (k > 0 && (x.add[yj] + y.add[j]) % k != (y.add[xj] + x.add[j]) % k)
            return false;
    }
    return true;
}

}  // namespace

int moveOrder(const Rules& rules, int m, int cap)
{
    const model::OrbitModel& model = rules.model();
    if (model.slides())
        return cap;
    long long order = 1;
    const model::Move& move = model.move(m);
    for (int o = 0; o < model.orbitCount() && order <= cap; ++o)
        order =
            std::lcm(order, model::OrbitModel::order(move.effects[static_cast<std::size_t>(o)],
                                                     model.orbit(o).size, model.orbit(o).twists));
    return static_cast<int>(std::min<long long>(order, cap));
}

std::vector<std::vector<int>> moveTargets(const Rules& rules)
{
    return moveTargets(rules.model());
}

std::vector<std::vector<int>> moveTargets(const model::OrbitModel& model)
{
    const int n = model.stateSize();
    std::vector<std::vector<int>> targets;
    for (int m = 0; m < model.moveCount(); ++m) {
        const auto& src = model.byteMove(m).from;
        std::vector<int> to(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            to[static_cast<std::size_t>(src[static_cast<std::size_t>(i)])] = i;
        targets.push_back(std::move(to));
    }
    return targets;
}

MoveCanon::MoveCanon(const Rules& rules, int orderCap)
    : powerMetric_(rules.model().metric() == model::MoveMetric::Power)
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
                commute(rules.model(), a, b) ? 1 : 0;
}

}  // namespace pl::search
