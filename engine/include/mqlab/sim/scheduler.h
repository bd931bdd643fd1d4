// The event scheduler: a 4-ary min-heap over a flat vector of plain events (no allocation per
// event once the vector has grown), ordered by time and then by the order they were scheduled in,
// so that ties resolve the same way in every run.
#pragma once

#include <cstdint>
#include <vector>

#include "mqlab/sim/time.h"

namespace mqlab::sim {

// One scheduled event: `target` is the component that handles it, `kind` and `data` mean what that
// component says. Later kinds (lease expiry, Raft timeouts, mirror ticks) are new kinds of a new
// component; a cancelled timer is an event whose `data` carries a generation the component no longer
// holds (lazy cancellation: nothing is removed from the heap).
struct Event {
    SimTime at = 0;
    std::uint64_t seq = 0; // scheduling order, breaks ties
    std::uint32_t target = 0;
    std::uint32_t kind = 0;
    std::uint64_t data = 0;
};

class Scheduler {
  public:
    void reserve(size_t n)
    {
        if (n > cap_) {
            heap_.resize(n);
            cap_ = n;
        }
    }
    bool empty() const { return n_ == 0; }
    size_t size() const { return n_; }
    SimTime nextTime() const { return n_ == 0 ? kNever : heap_.front().at; }

    void push(SimTime at, std::uint32_t target, std::uint32_t kind, std::uint64_t data)
    {
        const Event e{at, seq_++, target, kind, data};
        if (n_ == cap_)
            grow();
        size_t i = n_++;
        Event* const h = heap_.data();
        while (i > 0) {
            const size_t parent = (i - 1) / 4;
            if (!before(e, h[parent]))
                break;
            h[i] = h[parent];
            i = parent;
        }
        h[i] = e;
    }

    // Removes and returns the earliest event; the heap must not be empty.
    // The hole left at the root walks down along the earliest child to the bottom, and the last
    // event then climbs from there (it belongs near the bottom, so it seldom climbs far): three
    // comparisons a level instead of four, chosen without branches (which child is earliest is a coin
    // toss a branch predictor cannot learn). Every correct heap pops the same order: (at, seq) is unique.
    Event pop()
    {
        Event* const h = heap_.data();
        const Event top = h[0];
        const size_t n = --n_; // events left after this pop
        if (n == 0)
            return top;
        const Event last = h[n];
        size_t i = 0;
        for (;;) {
            const size_t first = 4 * i + 1;
            size_t best;
            if (first + 4 <= n) {
                const size_t a = first + static_cast<size_t>(before(h[first + 1], h[first]));
                const size_t b = first + 2 + static_cast<size_t>(before(h[first + 3], h[first + 2]));
                best = before(h[b], h[a]) ? b : a;
            } else if (first < n) {
                best = first;
                for (size_t c = first + 1; c < n; ++c)
                    if (before(h[c], h[best]))
                        best = c;
            } else {
                break;
            }
            h[i] = h[best];
            i = best;
        }
        while (i > 0) {
            const size_t parent = (i - 1) / 4;
            if (!before(last, h[parent]))
                break;
            h[i] = h[parent];
            i = parent;
        }
        h[i] = last;
        return top;
    }

  private:
    // Earlier time first, then earlier scheduling; as one 128-bit comparison where the compiler has
    // one (no branch on whether the times tie).
    static bool before(const Event& a, const Event& b)
    {
#ifdef __SIZEOF_INT128__
        __extension__ typedef unsigned __int128 Key; // at >= 0, so as unsigned it orders the same
        return (Key{static_cast<std::uint64_t>(a.at)} << 64 | a.seq) <
               (Key{static_cast<std::uint64_t>(b.at)} << 64 | b.seq);
#else
        return a.at < b.at || (a.at == b.at && a.seq < b.seq);
#endif
    }

    void grow()
    {
        reserve(cap_ == 0 ? 64 : 2 * cap_);
    }

    // heap_[0, n_) is the heap; the vector's size is its capacity (no size to work out from two
    // pointers, nor a capacity check of push_back's own, on every push and pop).
    std::vector<Event> heap_;
    size_t n_ = 0, cap_ = 0; // cap_ == heap_.size()
    std::uint64_t seq_ = 0;
};

} // namespace mqlab::sim
