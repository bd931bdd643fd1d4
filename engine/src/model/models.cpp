#include "mqlab/model/models.h"

#include <algorithm>
#include <cmath>

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
