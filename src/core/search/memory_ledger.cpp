#include "core/search/memory_ledger.h"

#include <algorithm>
#include <cassert>
#include <utility>

namespace pl::search {

// ---- Reservation ---------------------------------------------------------------------

MemoryLedger::Reservation::Reservation(Reservation&& other) noexcept
    : holder_(std::exchange(other.holder_, nullptr)), bytes_(std::exchange(other.bytes_, 0))
{
}

MemoryLedger::Reservation& MemoryLedger::Reservation::operator=(Reservation&& other) noexcept
{
    if (this != &other) {
        reset();
        holder_ = std::exchange(other.holder_, nullptr);
        bytes_ = std::exchange(other.bytes_, 0);
    }
    return *this;
}

MemoryLedger::Reservation::~Reservation()
{
    reset();
}

void MemoryLedger::Reservation::reset()
{
    if (holder_)
        holder_->give(bytes_);
    holder_ = nullptr;
    bytes_ = 0;
}

// ---- Holder --------------------------------------------------------------------------

MemoryLedger::Holder::Holder(MemoryLedger& ledger, std::function<void(std::uint64_t)> release)
    : ledger_(ledger), release_(std::move(release))
{
    touch();
    const std::lock_guard lock(ledger_.holdersMutex_);
    ledger_.holders_.push_back(this);
}

MemoryLedger::Holder::~Holder()
{
    unregister();
    // A reservation outliving its holder is a bug of the owner (it would give its bytes
    // back through a holder that is gone).
    assert(held() == 0);
}

void MemoryLedger::Holder::unregister()
{
    const std::lock_guard lock(ledger_.holdersMutex_);
    std::erase(ledger_.holders_, this);
}

MemoryLedger::Reservation MemoryLedger::Holder::reserve(std::uint64_t bytes)
{
    held_.fetch_add(bytes, std::memory_order_relaxed);
    ledger_.add(bytes);
    return Reservation(this, bytes);
}

void MemoryLedger::Holder::give(std::uint64_t bytes)
{
    held_.fetch_sub(bytes, std::memory_order_relaxed);
    ledger_.sub(bytes);
}

void MemoryLedger::Holder::touch()
{
    lastUse_.store(ledger_.clock_.fetch_add(1, std::memory_order_relaxed) + 1,
                   std::memory_order_relaxed);
}

// ---- MemoryLedger --------------------------------------------------------------------

MemoryLedger& MemoryLedger::process()
{
    static MemoryLedger ledger;
    return ledger;
}

std::uint64_t MemoryLedger::heldByOthers(const Holder* self) const
{
    const std::uint64_t all = held();
    const std::uint64_t own = self ? self->held() : 0;
    return all > own ? all - own : 0;
}

bool MemoryLedger::makeRoom(std::uint64_t bytes, std::uint64_t limit, const Holder* self)
{
    const auto fits = [&] { return bytes <= limit && held() <= limit - bytes; };
    if (fits())
        return true;
    const std::lock_guard lock(holdersMutex_);
    std::vector<Holder*> order;
    for (Holder* h : holders_)
        if (h != self && h->held() > 0)
            order.push_back(h);
    std::sort(order.begin(), order.end(), [](const Holder* a, const Holder* b) {
        return a->lastUse_.load(std::memory_order_relaxed) <
               b->lastUse_.load(std::memory_order_relaxed);
    });
    for (Holder* h : order) {
        if (fits())
            return true;
        const std::uint64_t total = held();
        const std::uint64_t target = bytes <= limit ? limit - bytes : 0;
        if (total > target && h->release_)
            h->release_(total - target);
    }
    return fits();
}

}  // namespace pl::search
