#include "core/position_sampling.h"

#include <mutex>
#include <utility>
#include <vector>

namespace pl {

namespace {

struct Samplers {
    std::mutex mutex;
    std::vector<std::pair<const Puzzle*, std::shared_ptr<const PositionSampling>>> list;
};

Samplers& samplers()
{
    static Samplers s;
    return s;
}

}  // namespace

bool registerPositionSampling(const Puzzle& contest,
                              std::shared_ptr<const PositionSampling> sampling)
{
    Samplers& s = samplers();
    const std::lock_guard lock(s.mutex);
    s.list.emplace_back(&contest, std::move(sampling));
    return true;
}

std::shared_ptr<const PositionSampling> registeredPositionSampling(const Puzzle& puzzle)
{
    Samplers& s = samplers();
    const std::lock_guard lock(s.mutex);
    for (const auto& [p, sampling] : s.list)
        if (p == &puzzle)
            return sampling;
    return nullptr;
}

}  // namespace pl
