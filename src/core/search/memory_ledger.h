// The memory the process's tables hold, against one limit (SPEC 8.7: "the memory limit
// covers the whole process"). Every engine that keeps tables between solves (the table
// engine's tables, the ida engine's databases of recent goals, a breadth-first search's
// visited set while it runs) holds them through a Holder of the process's ledger. Before
// it builds, an engine asks the ledger for room: the ledger asks the other holders, least
// recently used first, to let go of tables they are not using now, until what the
// process holds plus the new tables fits the limit. A holder in use (solving on another
// thread) is skipped, never waited for: its tables count against the limit.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <vector>

namespace pl::search {

class MemoryLedger {
public:
    class Holder;

    // Bytes held by one table (or a goal's databases), given back when it goes.
    class Reservation {
    public:
        Reservation() = default;
        Reservation(Reservation&& other) noexcept;
        Reservation& operator=(Reservation&& other) noexcept;
        Reservation(const Reservation&) = delete;
        Reservation& operator=(const Reservation&) = delete;
        ~Reservation();
        [[nodiscard]] std::uint64_t bytes() const { return bytes_; }
        void reset();

    private:
        friend class Holder;
        Reservation(Holder* holder, std::uint64_t bytes) : holder_(holder), bytes_(bytes) {}
        Holder* holder_ = nullptr;
        std::uint64_t bytes_ = 0;
    };

    // One engine's share. `release(wanted)` is called on another engine's thread when
    // the process needs room: it lets go of kept tables it is not using now (least
    // recently used first) until `wanted` bytes are freed or nothing idle is left. It
    // must not wait: a holder in use (its lock taken) returns at once.
    class Holder {
    public:
        Holder(MemoryLedger& ledger, std::function<void(std::uint64_t wanted)> release);
        // Unregisters (see unregister()); every reservation must be gone by then.
        ~Holder();
        // No release() is called from now on (waits for one in progress). The owner's
        // destructor calls it first, then lets its tables (and their reservations) go,
        // which give their bytes back through this holder: a Holder member is declared
        // after the tables it holds.
        void unregister();
        Holder(const Holder&) = delete;
        Holder& operator=(const Holder&) = delete;

        [[nodiscard]] Reservation reserve(std::uint64_t bytes);
        // Used now: the holder moves to the end of the least-recently-used order.
        void touch();
        [[nodiscard]] std::uint64_t held() const { return held_.load(std::memory_order_relaxed); }
        [[nodiscard]] MemoryLedger& ledger() const { return ledger_; }

    private:
        friend class MemoryLedger;
        friend class Reservation;
        void give(std::uint64_t bytes);

        MemoryLedger& ledger_;
        std::function<void(std::uint64_t)> release_;
        std::atomic<std::uint64_t> held_{0};
        std::atomic<std::uint64_t> lastUse_{0};
    };

    MemoryLedger() = default;
    MemoryLedger(const MemoryLedger&) = delete;
    MemoryLedger& operator=(const MemoryLedger&) = delete;

    // The one ledger of the process (engines made without another use it).
    static MemoryLedger& process();

    // Bytes held by every holder now.
    [[nodiscard]] std::uint64_t held() const { return held_.load(std::memory_order_relaxed); }
    // Bytes held by the holders other than `self`.
    [[nodiscard]] std::uint64_t heldByOthers(const Holder* self) const;

    // Asks the holders other than `self`, least recently used first, to let go of their
    // idle tables until held() + bytes <= limit. Returns whether it fits now. `self`'s
    // own tables are its own business (it is running: it cannot be asked).
    bool makeRoom(std::uint64_t bytes, std::uint64_t limit, const Holder* self);

private:
    friend class Holder;
    void add(std::uint64_t bytes) { held_.fetch_add(bytes, std::memory_order_relaxed); }
    void sub(std::uint64_t bytes) { held_.fetch_sub(bytes, std::memory_order_relaxed); }

    std::atomic<std::uint64_t> held_{0};
    std::atomic<std::uint64_t> clock_{0};
    // Guards `holders_` and is held while a holder is asked to release (a holder's
    // destructor waits for it). Never taken by a reservation: bytes are atomics.
    mutable std::mutex holdersMutex_;
    std::vector<Holder*> holders_;
};

}  // namespace pl::search
