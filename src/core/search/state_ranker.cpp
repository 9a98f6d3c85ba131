#include "core/search/state_ranker.h"

#include <algorithm>
#include <numeric>

namespace pl::search {

int quarterClass(const std::uint8_t* a, int size)
{
    if (size == 3)
        return a[0];  // the rotation i -> i + a[0]
    const int partner = a[0] == 0 ? a[1] : a[1] == 0 ? a[0] : a[2] == 0 ? a[3] : a[2];
    return partner - 1;
}

Segment pieceSegment(std::vector<int> counts)
{
    return PieceSegment{std::move(counts), std::nullopt, {}};
}

Segment twistSegment(int size, int twists, std::optional<int> sum)
{
    return TwistSegment{size, twists, sum, {}};
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
            if (pieces->parity) {
                if (!p.perm || p.size < 2)
                    return std::nullopt;  // a parity ties distinct pieces only
                p.parity = ((*pieces->parity % 2) + 2) % 2;
                p.terms = pieces->parityTerms;
                p.count /= 2;
                r.tieFactor_ *= 2;
            }
        } else {
            const auto& t = std::get<TwistSegment>(segment);
            p.size = t.size;
            p.twists = t.twists;
            p.sum = t.sum;
            if (!t.sumTerms.empty() && !t.sum)
                return std::nullopt;
            p.terms = t.sumTerms;
            const int ranked = t.sum && t.size > 0 ? t.size - 1 : t.size;
            if (ranked < t.size)
                r.tieFactor_ *= static_cast<std::uint64_t>(t.twists);
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
        r.tied_ = r.tied_ || p.parity || !p.terms.empty();
        r.parts_.push_back(std::move(p));
    }
    // A tie reads segments that are not tied themselves and have an invariant (an
    // arrangement class: four pieces whose parity is fixed, and not to the class).
    for (const Part& p : r.parts_)
        for (const TieTerm& t : p.terms) {
            if (t.segment < 0 || t.segment >= static_cast<int>(r.parts_.size()))
                return std::nullopt;
            const Part& q = r.parts_[static_cast<std::size_t>(t.segment)];
            if (t.quarter) {
                if (!q.perm || (q.size != 3 && q.size != 4) || !q.parity || !q.terms.empty() ||
                    p.perm)
                    return std::nullopt;
                continue;
            }
            if (q.parity || !q.terms.empty() || q.multi || (q.perm && q.size < 2))
                return std::nullopt;
            if ((p.perm ? 2 : p.twists) != (q.perm ? 2 : q.twists))
                return std::nullopt;  // a tie is modulo one number
        }
    return r;
}

std::uint64_t StateRanker::rankPart(const Part& p, const std::uint8_t* s) const
{
    if (p.perm)
        return p.parity ? p.perm->rank(s) >> 1 : p.perm->rank(s);
    if (p.multi)
        return p.multi->rank(s);
    return p.digits->rank(s);
}

int StateRanker::invariant(const Part& p, const std::uint8_t* s) const
{
    if (p.perm) {
        // The parity of the arrangement: n minus its cycles.
        std::uint32_t seen = 0;
        int cycles = 0;
        for (int i = 0; i < p.size; ++i) {
            if (seen & (1u << i))
                continue;
            ++cycles;
            for (int j = i; (seen & (1u << j)) == 0; j = s[j])
                seen |= 1u << j;
        }
        return (p.size - cycles) % 2;
    }
    int total = 0;
    for (int i = 0; i < p.size; ++i)
        total += s[i];
    return total % p.twists;
}

int StateRanker::wanted(const Part& p, const std::uint8_t* state) const
{
    const int modulus = p.perm ? 2 : p.twists;
    int v = p.perm ? *p.parity : *p.sum;
    for (const TieTerm& t : p.terms) {
        const Part& q = parts_[static_cast<std::size_t>(t.segment)];
        v += t.coefficient *
             (t.quarter ? quarterClass(state + q.offset, q.size) : invariant(q, state + q.offset));
    }
    return ((v % modulus) + modulus) % modulus;
}

void StateRanker::completeSum(const Part& p, int sum, std::uint8_t* s) const
{
    if (p.size == 0)
        return;
    int total = 0;
    for (int i = 0; i + 1 < p.size; ++i)
        total += s[i];
    const int last = ((sum - total) % p.twists + p.twists) % p.twists;
    s[p.size - 1] = static_cast<std::uint8_t>(last);
}

void StateRanker::unrankPart(const Part& p, std::uint64_t r, std::uint8_t* s) const
{
    if (p.perm)
        p.perm->unrank(p.parity ? r << 1 : r, s);
    else if (p.multi)
        p.multi->unrank(r, s);
    else {
        p.digits->unrank(r, s);
        if (p.sum && p.terms.empty())
            completeSum(p, *p.sum, s);
    }
}

bool StateRanker::nextPart(const Part& p, std::uint8_t* s) const
{
    if (p.perm)
        return p.perm->next(s);
    if (p.multi)
        return p.multi->next(s);
    const bool more = p.digits->next(s);
    if (p.sum)
        completeSum(p, *p.sum, s);
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
    if (!tied_) {
        for (auto it = parts_.rbegin(); it != parts_.rend(); ++it) {
            unrankPart(*it, rank % it->count, state + it->offset);
            rank /= it->count;
        }
        return;
    }
    // Tied parts last: their ties read the others.
    std::uint64_t ranks[64];
    for (std::size_t i = parts_.size(); i-- > 0;) {
        ranks[i] = rank % parts_[i].count;
        rank /= parts_[i].count;
    }
    // Parts tied to nothing but a fixed value first (an arrangement class reads four
    // pieces of a fixed parity), then those tied to others.
    for (std::size_t i = 0; i < parts_.size(); ++i)
        if (parts_[i].terms.empty()) {
            const Part& p = parts_[i];
            std::uint8_t* s = state + p.offset;
            unrankPart(p, ranks[i], s);
            if (p.perm && p.parity && invariant(p, s) != *p.parity)
                std::swap(s[p.size - 2], s[p.size - 1]);
        }
    for (std::size_t i = 0; i < parts_.size(); ++i) {
        const Part& p = parts_[i];
        if (p.terms.empty())
            continue;
        std::uint8_t* s = state + p.offset;
        unrankPart(p, ranks[i], s);
        if (p.perm) {
            // The even rank's arrangement; the odd one swaps the last two pieces.
            if (invariant(p, s) != wanted(p, state))
                std::swap(s[p.size - 2], s[p.size - 1]);
        } else {
            completeSum(p, wanted(p, state), s);
        }
    }
}

bool StateRanker::next(std::uint8_t* state) const
{
    if (tied_) {
        const std::uint64_t r = rank(state) + 1;
        unrank(r == count_ ? 0 : r, state);
        return r != count_;
    }
    // The last segment is the least significant: step it, carrying into the one before
    // when it wraps to its first state.
    for (auto it = parts_.rbegin(); it != parts_.rend(); ++it)
        if (nextPart(*it, state + it->offset))
            return true;
    return false;
}

StateRanker::PartTie StateRanker::partTie(int i) const
{
    const Part& p = at(i);
    PartTie t;
    if (p.terms.empty())
        return t;
    t.modulus = p.perm ? 2 : p.twists;
    t.constant = p.perm ? *p.parity : *p.sum;
    t.terms = p.terms;
    return t;
}

int StateRanker::partInvariant(int i, const std::uint8_t* state, bool quarter) const
{
    const Part& p = at(i);
    return quarter ? quarterClass(state + p.offset, p.size) : invariant(p, state + p.offset);
}

void StateRanker::unrankOfPart(int i, std::uint64_t r, int tie, std::uint8_t* state) const
{
    const Part& p = at(i);
    std::uint8_t* s = state + p.offset;
    unrankPart(p, r, s);
    const int want = p.terms.empty() ? (p.parity ? *p.parity : -1) : tie;
    if (p.perm && p.parity && invariant(p, s) != want)
        std::swap(s[p.size - 2], s[p.size - 1]);
    else if (!p.perm && !p.terms.empty())
        completeSum(p, tie, s);
}

bool StateRanker::contains(const std::uint8_t* state) const
{
    for (const Part& p : parts_)
        if ((p.parity || p.sum) && invariant(p, state + p.offset) != wanted(p, state))
            return false;
    return true;
}

}  // namespace pl::search
