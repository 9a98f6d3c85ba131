// The memory the process's tables hold, against one limit (SPEC 8.7: "the memory limit
// covers the whole process"). Every engine that keeps tables between solves (the table
// engine's tables, the ida engine's databases of recent goals, a breadth-first search's
// visited set while it runs) holds them through a Holder of the process's ledger.
//
// A table engine, which knows what it needs, asks the ledger for room before it builds:
// the ledger asks the other holders, least recently used first, to let go of tables they
// are not using now, until what the process holds plus the new tables fits the limit. An
// engine that sizes its tables to the memory it has (ida, bfs) is given the limit less
// what holders in use hold, and once its tables are held the idle ones of others go
// until the process is within the limit again. A holder in use (solving on another
// thread, or on this one further up the stack) is skipped, never waited for: its tables
// count against the limit.
//
// The process has one limit (setLimit(): 2048 MB unless the program says otherwise;
// puzzlelab-solve's --max-memory sets it); each engine also keeps its own tables within
// its EngineOptions::maxMemoryBytes.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace pl::search {

class MemoryLedger {
    struct Account;

public:
    class Holder;

    // Whether an engine's tables are in use: held by every call of the engine (its calls
    // may call each other: a recursive lock, and the depth of calls). Its release()
    // takes idle(): a lock only when no call runs, on another thread (the lock is taken)
    // or on this one (a call that, nested, ends up asking for room: the depth is not 0),
    // so that it never lets go of tables a call is using.
    class InUse {
    public:
        class Scope {
        public:
            explicit Scope(InUse& use) : use_(use), lock_(use.mutex_) { ++use_.depth_; }
            ~Scope() { --use_.depth_; }
            Scope(const Scope&) = delete;
            Scope& operator=(const Scope&) = delete;

        private:
            InUse& use_;
            std::lock_guard<std::recursive_mutex> lock_;
        };
        [[nodiscard]] Scope enter() { return Scope(*this); }
        [[nodiscard]] std::unique_lock<std::recursive_mutex> idle()
        {
            std::unique_lock lock(mutex_, std::try_to_lock);
            if (lock.owns_lock() && depth_ > 0)
                lock.unlock();
            return lock;
        }

    private:
        std::recursive_mutex mutex_;
        int depth_ = 0;  // under mutex_
    };

    // Bytes held by one table (or a goal's databases), given back when it goes (it may
    // outlive its holder: the bytes are on an account they share).
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
        Reservation(std::shared_ptr<Account> account, std::uint64_t bytes)
            : account_(std::move(account)), bytes_(bytes)
        {
        }
        std::shared_ptr<Account> account_;
        std::uint64_t bytes_ = 0;
    };

    // One engine's share. `use`: the engine's InUse (null: always in use, as a running
    // search is). `release(wanted)` is called on another engine's thread when the process
    // needs room: under use->idle() it lets go of kept tables (least recently used first)
    // until `wanted` bytes are freed or none is left; when not idle it returns at once.
    class Holder {
    public:
        Holder(MemoryLedger& ledger, InUse* use, std::function<void(std::uint64_t wanted)> release);
        // Unregisters (see unregister()).
        ~Holder();
        Holder(const Holder&) = delete;
        Holder& operator=(const Holder&) = delete;
        // No release() is called from now on (waits for one in progress). An owner whose
        // release() touches its members calls it first in its destructor.
        void unregister();

        [[nodiscard]] Reservation reserve(std::uint64_t bytes);
        // Used now: the holder moves to the end of the least-recently-used order.
        void touch();
        [[nodiscard]] std::uint64_t held() const;
        [[nodiscard]] MemoryLedger& ledger() const { return ledger_; }

    private:
        friend class MemoryLedger;
        MemoryLedger& ledger_;
        InUse* use_;
        std::function<void(std::uint64_t)> release_;
        std::shared_ptr<Account> account_;
        std::atomic<std::uint64_t> lastUse_{0};
        int releasing_ = 0;       // under the ledger's holdersMutex_: its release() runs
        const std::uint64_t id_;  // unique in its ledger (an address may be reused)
    };

    MemoryLedger() = default;
    MemoryLedger(const MemoryLedger&) = delete;
    MemoryLedger& operator=(const MemoryLedger&) = delete;

    // The one ledger of the process (engines made without another use it).
    static MemoryLedger& process();

    // The limit of the whole process (EngineOptions' default, kDefaultMaxMemoryBytes).
    static constexpr std::uint64_t kDefaultLimit = std::uint64_t{2048} << 20;
    void setLimit(std::uint64_t bytes) { limit_.store(bytes, std::memory_order_relaxed); }
    [[nodiscard]] std::uint64_t limit() const { return limit_.load(std::memory_order_relaxed); }
    // What an engine that sizes its tables to the memory it has may use: its own limit,
    // within what holders in use leave of the process's (idle tables go as its own are
    // held); an eighth of its own limit in any case.
    [[nodiscard]] std::uint64_t budget(std::uint64_t own, const Holder* self) const;

    // Bytes held by every holder now.
    [[nodiscard]] std::uint64_t held() const { return held_.load(std::memory_order_relaxed); }
    // Bytes held by the holders other than `self`.
    [[nodiscard]] std::uint64_t heldByOthers(const Holder* self) const;
    // Bytes held by the holders other than `self` that are in use now (what they could
    // not let go of if asked).
    [[nodiscard]] std::uint64_t heldInUse(const Holder* self) const;

    // Asks the holders other than `self`, least recently used first, to let go of their
    // idle tables until held() + bytes <= limit. Returns whether it fits now. `self`'s
    // own tables are its own business.
    bool makeRoom(std::uint64_t bytes, std::uint64_t limit, const Holder* self);
    // How many times makeRoom() has asked a holder to let go (for tests and figures).
    [[nodiscard]] std::uint64_t asked() const { return asked_.load(std::memory_order_relaxed); }

private:
    struct Account {
        MemoryLedger* ledger = nullptr;
        std::atomic<std::uint64_t> held{0};
    };
    void add(std::uint64_t bytes) { held_.fetch_add(bytes, std::memory_order_relaxed); }
    void sub(std::uint64_t bytes) { held_.fetch_sub(bytes, std::memory_order_relaxed); }

    std::atomic<std::uint64_t> held_{0};
    std::atomic<std::uint64_t> limit_{kDefaultLimit};
    std::atomic<std::uint64_t> clock_{0};
    std::atomic<std::uint64_t> asked_{0};
    std::atomic<std::uint64_t> nextId_{0};
    // Guards `holders_` and each holder's `releasing_`; not held while a holder is asked
    // to release (its unregister() waits on `released_` for that). Never taken by a
    // reservation: bytes are atomics.
    mutable std::mutex holdersMutex_;
    std::condition_variable released_;
    std::vector<Holder*> holders_;
};

}  // namespace pl::search
