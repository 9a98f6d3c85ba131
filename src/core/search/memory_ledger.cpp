#include "core/search/memory_ledger.h"

#include <algorithm>
#include <utility>

namespace pl::search {

// ---- Reservation ---------------------------------------------------------------------

MemoryLedger::Reservation::Reservation(Reservation&& other) noexcept
    : account_(std::move(other.account_)), bytes_(std::exchange(other.bytes_, 0))
{
}

MemoryLedger::Reservation& MemoryLedger::Reservation::operator=(Reservation&& other) noexcept
{
    if (this != &other) {
        reset();
        account_ = std::move(other.account_);
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
    if (account_) {
        account_->held.fetch_sub(bytes_, std::memory_order_relaxed);
        account_->ledger->sub(bytes_);
    }
    account_.reset();
    bytes_ = 0;
}

// ---- Holder --------------------------------------------------------------------------

MemoryLedger::Holder::Holder(MemoryLedger& ledger, InUse* use,
                             std::function<void(std::uint64_t)> release)
    : ledger_(ledger),
      use_(use),
      release_(std::move(release)),
      account_(std::make_shared<Account>()),
      id_(ledger.nextId_.fetch_add(1, std::memory_order_relaxed))
{
    account_->ledger = &ledger_;
    touch();
    const std::lock_guard lock(ledger_.holdersMutex_);
    ledger_.holders_.push_back(this);
}

MemoryLedger::Holder::~Holder()
{
    unregister();
}

void MemoryLedger::Holder::unregister()
{
    std::unique_lock lock(ledger_.holdersMutex_);
    // A release() in progress (called by makeRoom() with the list unlocked) ends first.
    ledger_.released_.wait(lock, [this] { return releasing_ == 0; });
    std::erase(ledger_.holders_, this);
}

MemoryLedger::Reservation MemoryLedger::Holder::reserve(std::uint64_t bytes)
{
    account_->held.fetch_add(bytes, std::memory_order_relaxed);
    ledger_.add(bytes);
    return Reservation(account_, bytes);
}

std::uint64_t MemoryLedger::Holder::held() const
{
    return account_->held.load(std::memory_order_relaxed);
}

void MemoryLedger::Holder::touch()
{
    lastUse_.store(ledger_.clock_.fetch_add(1, std::memory_order_relaxed) + 1,
                   std::memory_order_relaxed);
}

// ---- MemoryLedger --------------------------------------------------------------------

MemoryLedger& MemoryLedger::process()
{
    // Never destroyed: engines held by other statics (a registry's puzzles) unregister
    // at exit, after function statics made before them would be gone.
    static MemoryLedger* const ledger = new MemoryLedger;
    return *ledger;
}

std::uint64_t MemoryLedger::heldByOthers(const Holder* self) const
{
    const std::uint64_t all = held();
    const std::uint64_t own = self ? self->held() : 0;
    return all > own ? all - own : 0;
}

std::uint64_t MemoryLedger::heldInUse(const Holder* self) const
{
    const std::lock_guard lock(holdersMutex_);
    std::uint64_t busy = 0;
    for (const Holder* h : holders_) {
        if (h == self)
            continue;
        const std::uint64_t bytes = h->held();
        if (bytes == 0)
            continue;
        // A holder letting go now (its release() holds its lock) is idle.
        if (h->releasing_ == 0 && (!h->use_ || !h->release_ || !h->use_->idle().owns_lock()))
            busy += bytes;
    }
    return busy;
}

std::uint64_t MemoryLedger::budget(std::uint64_t own, const Holder* self) const
{
    const std::uint64_t whole = limit();
    const std::uint64_t busy = heldInUse(self);
    const std::uint64_t left = busy < whole ? whole - busy : 0;
    return std::max(std::min(own, left), own / 8);
}

bool MemoryLedger::makeRoom(std::uint64_t bytes, std::uint64_t limit, const Holder* self)
{
    const auto fits = [&] { return bytes <= limit && held() <= limit - bytes; };
    if (fits())
        return true;
    std::unique_lock lock(holdersMutex_);
    // The order is taken once: touch() may move a holder while this runs.
    struct Asked {
        std::uint64_t when;
        std::uint64_t id;
        Holder* holder;
    };
    std::vector<Asked> order;
    for (Holder* h : holders_)
        if (h != self && h->release_ && h->held() > 0)
            order.push_back({h->lastUse_.load(std::memory_order_relaxed), h->id_, h});
    std::sort(order.begin(), order.end(),
              [](const Asked& a, const Asked& b) { return a.when < b.when; });
    for (const Asked& a : order) {
        if (fits())
            return true;
        // Gone while the list was unlocked (its unregister() ran), perhaps another holder
        // made since at the same address: asked only if it is the same one.
        Holder* const h = a.holder;
        if (std::find(holders_.begin(), holders_.end(), h) == holders_.end() || h->id_ != a.id)
            continue;
        const std::uint64_t total = held();
        const std::uint64_t target = bytes <= limit ? limit - bytes : 0;
        if (total <= target)
            continue;
        asked_.fetch_add(1, std::memory_order_relaxed);
        // Asked with the list unlocked, so that freeing gigabytes holds up no other
        // engine asking for room or a budget meanwhile; the holder stays registered (its
        // unregister() waits) until its release() returns.
        ++h->releasing_;
        lock.unlock();
        try {
            h->release_(total - target);
        } catch (...) {
            lock.lock();
            --h->releasing_;
            released_.notify_all();
            throw;
        }
        lock.lock();
        if (--h->releasing_ == 0)
            released_.notify_all();
    }
    return fits();
}

}  // namespace pl::search
