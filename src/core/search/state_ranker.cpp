#include "core/search/state_ranker.h"

#include <algorithm>
#include <numeric>

namespace pl::search {

Segment pieceSegment(std::vector<int> counts)
{
    return PieceSegment{std::move(counts)};
}

Segment twistSegment(int size, int twists, std::optional<int> sum)
{
    return TwistSegment{size, twists, sum};
}

std::optional<StateRanker> StateRanker::make(const std::vector<Segment>& segments)
{
    StateRanker r;
    for (const Segment& segment : segments) {
        Part p;
        p.offset = r.bytes_;
        if (const auto* pieces = std::get_if<PieceSegment>(&segment)) {
            p.size = std::accumulate(pieces->counts.begin(), pieces->counts.end(), 0);
            const auto count = multinomialCount(pieces->counts);
            if (!count)
                return std::nullopt;
            p.count = *count;
            const bool distinct = std::all_of(pieces->counts.begin(), pieces->counts.end(),
                                              [](int c) { return c == 1; });
            if (distinct && p.size <= 20)
                p.perm.emplace(p.size);
            else
                p.multi.emplace(pieces->counts);
        } else {
            const auto& t = std::get<TwistSegment>(segment);
            p.size = t.size;
            p.twists = t.twists;
            p.sum = t.sum;
            const int ranked = t.sum && t.size > 0 ? t.size - 1 : t.size;
            const auto count = powerCount(t.twists, ranked);
            if (!count)
                return std::nullopt;
            p.count = *count;
            p.digits.emplace(ranked, t.twists);
        }
        if (p.count != 0 && r.count_ > kMaxRankable / p.count)
            return std::nullopt;
        r.count_ *= p.count;
        r.bytes_ += p.size;
        r.parts_.push_back(std::move(p));
    }
    return r;
}

std::uint64_t StateRanker::rankPart(const Part& p, const std::uint8_t* s) const
{
    if (p.perm)
        return p.perm->rank(s);
    if (p.multi)
        return p.multi->rank(s);
    return p.digits->rank(s);
}

void StateRanker::completeSum(const Part& p, std::uint8_t* s) const
{
    if (!p.sum || p.size == 0)
        return;
    int total = 0;
    for (int i = 0; i + 1 < p.size; ++i)
        total += s[i];
    const int last = ((*p.sum - total) % p.twists + p.twists) % p.twists;
    s[p.size - 1] = static_cast<std::uint8_t>(last);
}

void StateRanker::unrankPart(const Part& p, std::uint64_t r, std::uint8_t* s) const
{
    if (p.perm)
        p.perm->unrank(r, s);
    else if (p.multi)
        p.multi->unrank(r, s);
    else {
        p.digits->unrank(r, s);
        completeSum(p, s);
    }
}

bool StateRanker::nextPart(const Part& p, std::uint8_t* s) const
{
    if (p.perm)
        return p.perm->next(s);
    if (p.multi)
        return p.multi->next(s);
    const bool more = p.digits->next(s);
    completeSum(p, s);
    return more;
}

std::uint64_t StateRanker::rank(const std::uint8_t* state) const
{
    std::uint64_t r = 0;
    for (const Part& p : parts_)
        r = r * p.count + rankPart(p, state + p.offset);
    return r;
}

void StateRanker::unrank(std::uint64_t rank, std::uint8_t* state) const
{
    for (auto it = parts_.rbegin(); it != parts_.rend(); ++it) {
        unrankPart(*it, rank % it->count, state + it->offset);
        rank /= it->count;
    }
}

bool StateRanker::next(std::uint8_t* state) const
{
    // The last segment is the least significant: step it, carrying into the one before
    // when it wraps to its first state.
    for (auto it = parts_.rbegin(); it != parts_.rend(); ++it)
        if (nextPart(*it, state + it->offset))
            return true;
    return false;
}

}  // namespace pl::search
