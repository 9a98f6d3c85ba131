// The visited set of the per-position breadth-first search (engines/bfs_engine.h):
// positions packed into a few 64-bit words each, with their first parent and the move
// from it, within a memory limit.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/puzzle.h"  // Position

namespace pl::search {

// The visited positions, packed into a few 64-bit words each, with their first parent
// and the move from it. Ids are the order of discovery, so the store is also the
// breadth-first queue. The keys live in the open-addressing table itself, next to
// the id (one cache line per probe); each id remembers its slot to be unpacked.
class VisitedSet {
public:
    VisitedSet(int cells, int maxValue, std::uint64_t limit) : limit_(limit)
    {
        bits_ = std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned>(maxValue))));
        const int perWord = 64 / bits_;
        words_ = std::max<std::size_t>(
            1, (static_cast<std::size_t>(cells) + static_cast<std::size_t>(perWord) - 1) /
                   static_cast<std::size_t>(perWord));
        stride_ = words_ + 1;
        key_.resize(words_);
    }

    [[nodiscard]] std::size_t size() const { return parent_.size(); }
    [[nodiscard]] std::uint32_t parent(std::size_t id) const { return parent_[id]; }
    [[nodiscard]] int move(std::size_t id) const { return via_[id]; }

    [[nodiscard]] std::uint64_t bytes() const { return bytesFor(parent_.capacity(), slotCount_); }
    // Set when an insert failed for memory: what it would have needed.
    [[nodiscard]] std::uint64_t neededBytes() const { return needed_; }
    // What holding `states` positions needs at the least (its slots three quarters
    // full), saturated at the largest 64-bit count.
    [[nodiscard]] std::uint64_t bytesAtLeast(std::uint64_t states) const
    {
        const std::uint64_t perState = kPerState + (stride_ * sizeof(std::uint64_t) * 4 + 2) / 3;
        constexpr std::uint64_t most = ~std::uint64_t{0};
        return states > most / perState ? most : states * perState;
    }

    void unpack(std::size_t id, Position& p) const
    {
        const std::uint64_t* w = &table_[slotOf_[id] * stride_ + 1];
        const std::uint64_t mask = (std::uint64_t{1} << bits_) - 1;
        const std::size_t n = p.cells.size();
        std::size_t i = 0;
        for (std::size_t k = 0; k < words_; ++k) {
            const std::uint64_t word = w[k];
            for (int shift = 0; shift + bits_ <= 64 && i < n; shift += bits_, ++i)
                p.cells[i] = static_cast<std::uint8_t>((word >> shift) & mask);
        }
    }

    enum class Insert { Added, Seen, OutOfMemory };

    // Adds `p` unless it is there already.
    Insert insert(const Position& p, std::uint32_t parent, int move)
    {
        // Linear probing at a load of at most 3/4.
        if ((size() + 1) * 4 > slotCount_ * 3 && !growSlots())
            return Insert::OutOfMemory;
        pack(p);
        const std::size_t mask = slotCount_ - 1;
        std::size_t s = hash(key_.data()) & mask;
        for (;; s = (s + 1) & mask) {
            const std::uint64_t* e = &table_[s * stride_];
            if (e[0] == 0)
                break;
            if (sameKey(e + 1))
                return Insert::Seen;
        }
        if (size() == parent_.capacity() && !growStates())
            return Insert::OutOfMemory;
        std::uint64_t* e = &table_[s * stride_];
        e[0] = size() + 1;
        std::copy(key_.begin(), key_.end(), e + 1);
        slotOf_.push_back(static_cast<std::uint32_t>(s));
        parent_.push_back(parent);
        via_.push_back(static_cast<std::uint16_t>(move));
        return Insert::Added;
    }

private:
    static constexpr std::uint64_t kPerState =
        sizeof(std::uint32_t) + sizeof(std::uint16_t) + sizeof(std::uint32_t);

    [[nodiscard]] std::uint64_t bytesFor(std::uint64_t states, std::uint64_t slots) const
    {
        return states * kPerState + slots * stride_ * sizeof(std::uint64_t);
    }

    void pack(const Position& p)
    {
        // One word at a time in a register (a read-modify-write per cell in memory
        // would wait on store forwarding).
        const std::size_t n = p.cells.size();
        std::size_t i = 0;
        for (std::size_t w = 0; w < words_; ++w) {
            std::uint64_t acc = 0;
            for (int shift = 0; shift + bits_ <= 64 && i < n; shift += bits_, ++i)
                acc |= std::uint64_t{p.cells[i]} << shift;
            key_[w] = acc;
        }
    }

    [[nodiscard]] bool sameKey(const std::uint64_t* key) const
    {
        for (std::size_t i = 0; i < words_; ++i)
            if (key[i] != key_[i])
                return false;
        return true;
    }

    [[nodiscard]] std::size_t hash(const std::uint64_t* key) const
    {
        std::uint64_t h = 0x9E3779B97F4A7C15ull;
        for (std::size_t i = 0; i < words_; ++i) {
            h ^= key[i];
            h *= 0xFF51AFD7ED558CCDull;
            h ^= h >> 33;
        }
        h *= 0xC4CEB9FE1A85EC53ull;
        h ^= h >> 29;
        return static_cast<std::size_t>(h);
    }

    bool growSlots()
    {
        const std::size_t next = slotCount_ == 0 ? 1024 : slotCount_ * 2;
        const std::uint64_t need = bytesFor(std::max(parent_.capacity(), size() + 1), next);
        // Slots are numbered in 32 bits.
        if (next > (std::uint64_t{1} << 32) || need > limit_) {
            needed_ = need;
            return false;
        }
        std::vector<std::uint64_t> table(next * stride_, 0);
        const std::size_t mask = next - 1;
        for (std::size_t old = 0; old < slotCount_; ++old) {
            const std::uint64_t* e = &table_[old * stride_];
            if (e[0] == 0)
                continue;
            std::size_t s = hash(e + 1) & mask;
            while (table[s * stride_] != 0)
                s = (s + 1) & mask;
            std::copy(e, e + stride_, &table[s * stride_]);
            slotOf_[e[0] - 1] = static_cast<std::uint32_t>(s);
        }
        table_ = std::move(table);
        slotCount_ = next;
        return true;
    }

    bool growStates()
    {
        // Double, but never past the limit: use what is left before giving up.
        std::uint64_t want = std::max<std::uint64_t>(1024, parent_.capacity() * 2);
        if (bytesFor(want, slotCount_) > limit_) {
            const std::uint64_t slotBytes = bytesFor(0, slotCount_);
            want = limit_ > slotBytes ? (limit_ - slotBytes) / kPerState : 0;
        }
        if (want <= size()) {
            needed_ = bytesFor(size() + 1, slotCount_);
            return false;
        }
        slotOf_.reserve(want);
        parent_.reserve(want);
        via_.reserve(want);
        return true;
    }

    std::uint64_t limit_;
    int bits_ = 1;
    std::size_t words_ = 1;
    std::size_t stride_ = 2;          // words per slot: id + 1 (0 = empty), then the key
    std::vector<std::uint64_t> key_;  // the packed position being looked up
    std::vector<std::uint64_t> table_;
    std::size_t slotCount_ = 0;
    std::vector<std::uint32_t> slotOf_;  // per id
    std::vector<std::uint32_t> parent_;
    std::vector<std::uint16_t> via_;
    std::uint64_t needed_ = 0;
};

}  // namespace pl::search
