#include "mqlab/model/models.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace mqlab {

Equation1 equation1(ByteRate in, int rf, int groups, int brokers, double volumeMBps, double ebsLinkMBps,
                    double networkMBps)
{
    const double written = in.mbps() * rf / brokers;  // every copy is written by some broker
    const double sent = in.mbps() * networkCopies(groups, rf) / brokers;
    return {{written, volumeMBps}, {written, ebsLinkMBps}, {sent, networkMBps}};
}

StorageNeed standardStorage(ByteRate in, int rf, double retentionDays, bool tiered, double localRetentionHours)
{
    const double day = in.gibPerDay();
    if (!tiered)
        return {rf * retentionDays * day, 0.0};
    return {rf * (localRetentionHours / 24.0) * day, retentionDays * day};
}

ExpressLoad expressLoad(ByteRate in, int groups, int brokers)
{
    return {in.mbps() / brokers, groups * in.mbps() / brokers};
}

double expectedDistinctPartitions(int keys, int partitions)
{
    const double p = partitions;
    return p * (1.0 - std::pow(1.0 - 1.0 / p, keys));
}

double chanceSomePartitionHolds(int keys, int partitions, int atLeast)
{
    if (keys < 0 || partitions < 1 || atLeast < 1 || keys > 150)
        return std::numeric_limits<double>::quiet_NaN();
    if (atLeast == 1)
        return keys > 0 ? 1.0 : 0.0;
    // P(every partition holds fewer than atLeast) = keys! / P^keys x [x^keys] (sum_{i<atLeast} x^i / i!)^P.
    // Each factor is scaled by 1/P per key so the coefficients stay in range.
    std::vector<double> term(static_cast<size_t>(std::min(atLeast - 1, keys)) + 1);
    double t = 1;
    for (size_t i = 0; i < term.size(); ++i) {
        term[i] = t;
        t = t / static_cast<double>(i + 1) / partitions;
    }
    std::vector<double> poly(static_cast<size_t>(keys) + 1, 0.0);
    poly[0] = 1;
    for (int b = 0; b < partitions; ++b) {
        std::vector<double> next(poly.size(), 0.0);
        for (size_t n = 0; n < poly.size(); ++n)
            if (poly[n] != 0)
                for (size_t i = 0; i < term.size() && n + i < poly.size(); ++i)
                    next[n + i] += poly[n] * term[i];
        poly = std::move(next);
    }
    const double below = std::exp(std::lgamma(keys + 1.0)) * poly[static_cast<size_t>(keys)];
    return std::clamp(1.0 - below, 0.0, 1.0);
}

double batchBytes(double eventsPerSecond, double eventBytes, int partitions, double lingerMs)
{
    const double perPartition = eventsPerSecond / partitions * (lingerMs / 1000.0) * eventBytes;
    return std::clamp(perPartition, eventBytes, std::max(kDefaultBatchBytes, eventBytes));
}

double mm1WaitMs(double rho, double serviceMs)
{
    return rho <= 0 ? 0.0 : rho / (1.0 - rho) * serviceMs;
}

}  // namespace mqlab
