// The event scheduler: a 4-ary min-heap over a flat vector of plain events (no allocation per
// event once the vector has grown), ordered by time and then by the order they were scheduled in,
// so that ties resolve the same way in every run. Optionally (useWheel) a timing wheel in front of
// it for the events due soon: the same order, found in a few steps instead of a walk down the heap.
#pragma once

#include <bit>
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
    bool empty() const { return n_ == 0 && wheelCount_ == 0; }
    size_t size() const { return n_ + wheelCount_; }
    SimTime nextTime() const
    {
        if (wheelCount_ == 0)
            return n_ == 0 ? kNever : heap_.front().at;
        const Event& w = nodes_[heads_[firstBucket()]].e;
        return n_ > 0 && before(heap_.front(), w) ? heap_.front().at : w.at;
    }

    // A timing wheel of 2^bucketsLog2 buckets of 2^shift ns each in front of the heap: an event due
    // within that horizon of the time last popped goes into its bucket, kept in (time,
    // scheduling) order (a new event mostly goes last: it was scheduled last); later ones go to the
    // heap. Pop takes the first non-empty bucket's first event (found through a bitmap), or the heap's
    // top when that is earlier, so the order is exactly the heap's alone. Worth it when most events
    // fall within the horizon (a Kafka run: microseconds to tens of milliseconds ahead), where a heap
    // of a few hundred events costs a walk of four or five levels a pop. Call before the first push.
    void useWheel(int shift, int bucketsLog2)
    {
        shift_ = shift;
        buckets_ = size_t{1} << bucketsLog2;
        horizon_ = static_cast<std::uint64_t>(buckets_) << shift;
        heads_.assign(buckets_, kNil);
        tails_.assign(buckets_, kNil);
        bits_.assign((buckets_ + 63) / 64, 0);
    }

    // Always inline (the wheel's part is a call): a model schedules an event or two an event.
    [[gnu::always_inline]] void push(SimTime at, std::uint32_t target, std::uint32_t kind, std::uint64_t data)
    {
        // Unsigned: an event before base_ (only a direct user pushes into the past) goes to the heap.
        if (static_cast<std::uint64_t>(at - base_) < horizon_) {
            toWheel(at, target, kind, data);
            return;
        }
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
        if (wheelCount_ > 0) {
            const size_t b = firstBucket();
            if (n_ == 0 || before(nodes_[heads_[b]].e, heap_.front()))
                return fromWheel(b);
        }
        const Event top = popHeap();
        if (horizon_ != 0) // the heap alone (no wheel) has no window to move
            advance(top.at);
        return top;
    }
    // Pops the earliest event into `out` if there is one due at or before `end`.
    bool popNotAfter(SimTime end, Event& out)
    {
        if (wheelCount_ > 0) {
            const size_t b = firstBucket();
            const Event& w = nodes_[heads_[b]].e;
            if (n_ == 0 || before(w, heap_.front())) {
                if (w.at > end)
                    return false;
                out = fromWheel(b);
                return true;
            }
        }
        if (n_ == 0 || heap_.front().at > end)
            return false;
        out = popHeap();
        if (horizon_ != 0)
            advance(out.at);
        return true;
    }

  private:
    Event popHeap()
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

    // The wheel's window is [base_, base_ + horizon_): base_ is the bucket of the latest time popped,
    // never moved back, so every event in the wheel is at or after it and each bucket of the window
    // holds one bucket's time span only.
    void advance(SimTime at)
    {
        const SimTime aligned = at >> shift_ << shift_;
        if (aligned > base_)
            base_ = aligned;
    }
    // Out of line (the values in registers): push() stays small enough to inline everywhere.
    [[gnu::noinline]] void toWheel(SimTime at, std::uint32_t target, std::uint32_t kind, std::uint64_t data)
    {
        const Event e{at, seq_++, target, kind, data};
        std::uint32_t node;
        if (freeNode_ != kNil) {
            node = freeNode_;
            freeNode_ = nodes_[node].next;
        } else {
            node = static_cast<std::uint32_t>(nodes_.size());
            nodes_.emplace_back();
        }
        nodes_[node].e = e;
        ++wheelCount_;
        const size_t b = static_cast<size_t>(e.at >> shift_) & (buckets_ - 1);
        const std::uint32_t tail = tails_[b];
        if (tail == kNil) {
            nodes_[node].next = kNil;
            heads_[b] = tails_[b] = node;
            bits_[b / 64] |= std::uint64_t{1} << (b % 64);
        } else if (!before(e, nodes_[tail].e)) {
            nodes_[node].next = kNil;
            nodes_[tail].next = node;
            tails_[b] = node;
        } else {
            // Earlier than the bucket's last event: walk from the front (buckets hold a few events).
            std::uint32_t prev = kNil, cur = heads_[b];
            while (before(nodes_[cur].e, e)) {
                prev = cur;
                cur = nodes_[cur].next;
            }
            nodes_[node].next = cur;
            (prev == kNil ? heads_[b] : nodes_[prev].next) = node;
        }
    }
    // The first non-empty bucket from base_'s, going round once; the wheel must not be empty.
    size_t firstBucket() const
    {
        const size_t start = static_cast<size_t>(base_ >> shift_) & (buckets_ - 1);
        size_t w = start / 64;
        std::uint64_t word = bits_[w] & (~std::uint64_t{0} << (start % 64));
        const size_t words = bits_.size();
        while (word == 0) {
            w = w + 1 == words ? 0 : w + 1;
            word = bits_[w];
        }
        // Past the end of the window and round to before base_'s bucket: the low bits of the start
        // word, found when the scan comes back to it (the mask above left them out the first time).
        return w * 64 + static_cast<size_t>(std::countr_zero(word));
    }
    Event fromWheel(size_t b)
    {
        const std::uint32_t node = heads_[b];
        const Event e = nodes_[node].e;
        heads_[b] = nodes_[node].next;
        if (heads_[b] == kNil) {
            tails_[b] = kNil;
            bits_[b / 64] &= ~(std::uint64_t{1} << (b % 64));
        }
        nodes_[node].next = freeNode_;
        freeNode_ = node;
        --wheelCount_;
        advance(e.at);
        return e;
    }

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

    // The wheel (off until useWheel: a horizon of 0 sends every event to the heap).
    static constexpr std::uint32_t kNil = UINT32_MAX;
    struct Node {
        Event e;
        std::uint32_t next = kNil; // the bucket's next event, or the free list's
    };
    int shift_ = 0;
    size_t buckets_ = 1;
    std::uint64_t horizon_ = 0;
    SimTime base_ = 0;
    std::vector<std::uint32_t> heads_, tails_; // by bucket: first and last event, kNil when empty
    std::vector<std::uint64_t> bits_;          // by bucket: non-empty
    std::vector<Node> nodes_;
    std::uint32_t freeNode_ = kNil;
    size_t wheelCount_ = 0;
};

} // namespace mqlab::sim
