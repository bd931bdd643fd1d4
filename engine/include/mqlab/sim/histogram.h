// A streaming latency histogram in log buckets: exact below 512 ns, then 256 buckets an octave, so a
// percentile read from it is within 0.2% of the true sample's value (the bucket's midpoint is
// returned). Memory is fixed (about 115 KiB), whatever the number of samples.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "mqlab/sim/time.h"

namespace mqlab::sim {

class Histogram {
  public:
    Histogram();

    // A duration in ns; negative values count as 0. Inline: a run adds one an event and group.
    void add(SimTime value)
    {
        const std::uint64_t v = value > 0 ? static_cast<std::uint64_t>(value) : 0;
        ++counts_[indexOf(v)];
        min_ = std::min(min_, static_cast<SimTime>(v)); // no test of count_: min_ starts above any value
        max_ = std::max(max_, static_cast<SimTime>(v));
        ++count_;
        sum_ += static_cast<double>(static_cast<SimTime>(v)); // signed: one instruction, same value
    }
    // The same as add() for each value in turn (same sum, in the same order), with the totals kept
    // in registers: a run adds a batch's events at once, and the counts could alias them.
    void addAll(const SimTime* values, size_t n)
    {
        std::uint64_t* const counts = counts_.data();
        SimTime lo = min_, hi = max_;
        double sum = sum_;
        for (size_t i = 0; i < n; ++i) {
            const std::uint64_t v = values[i] > 0 ? static_cast<std::uint64_t>(values[i]) : 0;
            ++counts[indexOf(v)];
            lo = std::min(lo, static_cast<SimTime>(v));
            hi = std::max(hi, static_cast<SimTime>(v));
            sum += static_cast<double>(static_cast<SimTime>(v)); // signed: one instruction, same value
        }
        min_ = lo;
        max_ = hi;
        sum_ = sum;
        count_ += n;
    }
    void merge(const Histogram& other);

    std::uint64_t count() const { return count_; }
    double meanNs() const { return count_ ? sum_ / static_cast<double>(count_) : 0.0; }
    SimTime min() const { return count_ ? min_ : 0; }
    SimTime max() const { return count_ ? max_ : 0; }
    // The value below which a share q of the samples lie, q in [0, 1]; 0 with no samples.
    SimTime quantile(double q) const;

    // Buckets for a chart: each non-empty bucket's lower edge, width and count, in value order.
    struct Bucket {
        SimTime low = 0, width = 1;
        std::uint64_t count = 0;
    };
    std::vector<Bucket> buckets() const;
    // `bins` equal bins from `low` to `high` (the last one closed at the top), for a chart: the samples
    // in each, a fine bucket counted in the bin holding the value quantile() would read for it (its
    // midpoint within [min, max]); samples outside [low, high] are left out. bins >= 1; high > low.
    std::vector<std::uint64_t> binCounts(SimTime low, SimTime high, int bins) const;

  private:
    static constexpr int kSubBits = 8;                    // 256 buckets an octave
    static constexpr std::uint64_t kSub = 1u << kSubBits; // 256
    static constexpr std::uint64_t kExact = 2 * kSub;     // values below 512 ns have a bucket each
    static size_t indexOf(std::uint64_t v)
    {
        if (v < kExact)
            return static_cast<size_t>(v);
        const int shift = std::bit_width(v) - 1 - kSubBits; // >= 1
        const std::uint64_t mantissa = v >> shift;          // in [256, 512)
        return kExact + static_cast<size_t>(shift - 1) * kSub + static_cast<size_t>(mantissa - kSub);
    }

    std::vector<std::uint64_t> counts_;
    std::uint64_t count_ = 0;
    double sum_ = 0;
    SimTime min_ = kNever, max_ = 0; // read only when count_ > 0
};

} // namespace mqlab::sim
