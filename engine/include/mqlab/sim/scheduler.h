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
    void reserve(size_t n) { heap_.reserve(n); }
    bool empty() const { return heap_.empty(); }
    size_t size() const { return heap_.size(); }
    SimTime nextTime() const { return heap_.empty() ? kNever : heap_.front().at; }

    void push(SimTime at, std::uint32_t target, std::uint32_t kind, std::uint64_t data)
    {
        Event e{at, seq_++, target, kind, data};
        size_t i = heap_.size();
        heap_.push_back(e);
        while (i > 0) {
            const size_t parent = (i - 1) / 4;
            if (!before(e, heap_[parent]))
                break;
            heap_[i] = heap_[parent];
            i = parent;
        }
        heap_[i] = e;
    }

    // Removes and returns the earliest event; the heap must not be empty.
    Event pop()
    {
        const Event top = heap_.front();
        const Event last = heap_.back();
        heap_.pop_back();
        const size_t n = heap_.size();
        if (n > 0) {
            size_t i = 0;
            for (;;) {
                const size_t first = 4 * i + 1;
                if (first >= n)
                    break;
                size_t best = first;
                const size_t end = first + 4 < n ? first + 4 : n;
                for (size_t c = first + 1; c < end; ++c)
                    if (before(heap_[c], heap_[best]))
                        best = c;
                if (!before(heap_[best], last))
                    break;
                heap_[i] = heap_[best];
                i = best;
            }
            heap_[i] = last;
        }
        return top;
    }

  private:
    static bool before(const Event& a, const Event& b) { return a.at < b.at || (a.at == b.at && a.seq < b.seq); }

    std::vector<Event> heap_;
    std::uint64_t seq_ = 0;
};

} // namespace mqlab::sim
