#include "core/model/definition_model.h"

#include <cmath>
#include <map>
#include <utility>

namespace pl::model {

namespace {

MoveMetric metricOf(def::Metric m)
{
    switch (m) {
    case def::Metric::Inverse:
        return MoveMetric::Inverse;
    case def::Metric::Power:
        return MoveMetric::Power;
    case def::Metric::Move:
        break;
    }
    return MoveMetric::Move;
}

bool directionOf(char c, Direction& d)
{
    switch (c) {
    case 'U':
        d = Direction::Up;
        return true;
    case 'D':
        d = Direction::Down;
        return true;
    case 'L':
        d = Direction::Left;
        return true;
    case 'R':
        d = Direction::Right;
        return true;
    default:
        return false;
    }
}

OrbitModel slidingModel(const def::PuzzleDef& def)
{
    const int n = static_cast<int>(def.cells.size());
    // Neighbours by integer coordinates; the reader has checked they are integers and
    // distinct, but a cell off the grid simply has no neighbours.
    std::map<std::pair<long long, long long>, int> at;
    auto integer = [](double v, long long& out) {
        if (!std::isfinite(v) || std::floor(v) != v)
            return false;
        out = static_cast<long long>(v);
        return true;
    };
    for (int i = 0; i < n; ++i) {
        long long x = 0, y = 0;
        if (integer(def.cells[static_cast<std::size_t>(i)].x, x) &&
            integer(def.cells[static_cast<std::size_t>(i)].y, y))
            at.emplace(std::make_pair(x, y), i);
    }
    std::vector<std::array<int, 4>> neighbours(static_cast<std::size_t>(n), {-1, -1, -1, -1});
    for (const auto& [xy, i] : at) {
        const auto [x, y] = xy;
        const std::pair<long long, long long> step[4] = {
            {x, y - 1}, {x, y + 1}, {x - 1, y}, {x + 1, y}};
        for (std::size_t d = 0; d < 4; ++d)
            if (const auto it = at.find(step[d]); it != at.end())
                neighbours[static_cast<std::size_t>(i)][d] = it->second;
    }
    std::vector<std::pair<Direction, std::string>> order;
    for (char c : def.moveOrder) {
        Direction d{};
        if (directionOf(c, d))
            order.emplace_back(d, std::string(1, c));
    }
    return OrbitModel::sliding(n, def.blank, std::move(neighbours), order);
}

}  // namespace

OrbitModel modelOf(const def::PuzzleDef& def)
{
    const int n = static_cast<int>(def.cells.size());
    if (def.kind == def::Kind::Sliding)
        return slidingModel(def);

    std::vector<BaseMove> moves;
    Orbit orbit{"cells", n, 1, true};
    if (def.kind == def::Kind::Dial) {
        orbit.twists = def.modulus;
        orbit.piecesMove = false;
        for (const def::Move& dm : def.moves) {
            OrbitEffect e;
            e.twist.assign(static_cast<std::size_t>(n), 0);
            for (int c = 0; c < n && c < static_cast<int>(dm.add.size()); ++c)
                e.twist[static_cast<std::size_t>(c)] =
                    ((dm.add[static_cast<std::size_t>(c)] % def.modulus) + def.modulus) %
                    def.modulus;
            moves.push_back(BaseMove{dm.name, {std::move(e)}});
        }
    } else {
        for (const def::Move& dm : def.moves) {
            OrbitEffect e;
            e.from.resize(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                e.from[static_cast<std::size_t>(i)] = i;
            // The content of cycle[j] moves to cycle[j+1] (the last's to the first), so
            // cycle[j+1] takes from cycle[j].
            for (const auto& cycle : dm.cycles)
                for (std::size_t j = 0; j < cycle.size(); ++j)
                    e.from[static_cast<std::size_t>(cycle[(j + 1) % cycle.size()])] = cycle[j];
            moves.push_back(BaseMove{dm.name, {std::move(e)}});
        }
    }
    return OrbitModel({orbit}, moves, metricOf(def.metric));
}

}  // namespace pl::model
