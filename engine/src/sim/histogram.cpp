#include "mqlab/sim/histogram.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace mqlab::sim {
namespace {

constexpr int kSubBits = 8;                    // as histogram.h
constexpr std::uint64_t kSub = 1u << kSubBits; // 256
constexpr std::uint64_t kExact = 2 * kSub;
constexpr size_t kBuckets = kExact + (64 - kSubBits - 1) * kSub;

void rangeOf(size_t index, std::uint64_t& low, std::uint64_t& width)
{
    if (index < kExact) {
        low = index;
        width = 1;
        return;
    }
    const size_t shift = (index - kExact) / kSub + 1;
    const std::uint64_t mantissa = kSub + (index - kExact) % kSub;
    low = mantissa << shift;
    width = std::uint64_t{1} << shift;
}

} // namespace

Histogram::Histogram() : counts_(kBuckets, 0) {}

void Histogram::merge(const Histogram& o)
{
    if (o.count_ == 0)
        return;
    for (size_t i = 0; i < kBuckets; ++i)
        counts_[i] += o.counts_[i];
    min_ = count_ ? std::min(min_, o.min_) : o.min_;
    max_ = count_ ? std::max(max_, o.max_) : o.max_;
    count_ += o.count_;
    sum_ += o.sum_;
}

SimTime Histogram::quantile(double q) const
{
    if (count_ == 0)
        return 0;
    if (q >= 1.0)
        return max_;
    // The rank-th smallest sample (1-based) with rank = ceil(q x n), at least 1.
    const auto rank =
        std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::ceil(q * static_cast<double>(count_))));
    std::uint64_t seen = 0;
    for (size_t i = 0; i < kBuckets; ++i) {
        seen += counts_[i];
        if (seen >= rank) {
            std::uint64_t low, width;
            rangeOf(i, low, width);
            const auto mid = static_cast<SimTime>(low + (width - 1) / 2);
            return std::clamp(mid, min_, max_);
        }
    }
    return max_;
}

std::vector<Histogram::Bucket> Histogram::buckets() const
{
    std::vector<Bucket> out;
    for (size_t i = 0; i < kBuckets; ++i) {
        if (!counts_[i])
            continue;
        std::uint64_t low, width;
        rangeOf(i, low, width);
        out.push_back({static_cast<SimTime>(low), static_cast<SimTime>(width), counts_[i]});
    }
    return out;
}

std::vector<std::uint64_t> Histogram::binCounts(SimTime low, SimTime high, int bins) const
{
    std::vector<std::uint64_t> out(static_cast<size_t>(std::max(bins, 1)), 0);
    if (count_ == 0 || high <= low)
        return out;
    const double width = static_cast<double>(high - low) / static_cast<double>(out.size());
    for (size_t i = 0; i < kBuckets; ++i) {
        if (!counts_[i])
            continue;
        std::uint64_t bucketLow, bucketWidth;
        rangeOf(i, bucketLow, bucketWidth);
        const SimTime v = std::clamp(static_cast<SimTime>(bucketLow + (bucketWidth - 1) / 2), min_, max_);
        if (v < low || v > high)
            continue;
        const auto bin = std::min(out.size() - 1, static_cast<size_t>(static_cast<double>(v - low) / width));
        out[bin] += counts_[i];
    }
    return out;
}

} // namespace mqlab::sim
