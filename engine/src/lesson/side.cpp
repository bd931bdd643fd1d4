#include "mqlab/lesson/side.h"

#include <algorithm>
#include <cmath>

#include "mqlab/model/catalog.h"
#include "mqlab/model/models.h"

namespace mqlab {

KinesisBill kinesisBill(ByteRate stream, double eventsPerSecond, double eventBytes, int readers,
                        double retentionDays, const KinesisPrices& p)
{
    KinesisBill b;
    const double line = p.sizingLinePercent / 100.0;
    b.minimumShards = static_cast<int>(std::ceil(stream.mibps() / p.shardInMiBps));
    b.recordShards = static_cast<int>(std::ceil(eventsPerSecond / p.shardInRecordsPerSecond));
    b.shards = static_cast<int>(std::max(std::ceil(stream.mibps() / (p.shardInMiBps * line)),
                                         std::ceil(eventsPerSecond / (p.shardInRecordsPerSecond * line))));
    b.shardHours = monthlyHours(b.shards, p.shardHour);
    if (retentionDays > 1.0)
        b.retention = monthlyHours(b.shards, p.extendedRetentionShardHour);
    // One PUT payload unit per started 25 KB of a record.
    const double unitsPerRecord = std::ceil(eventBytes / (p.putPayloadUnitKB * 1000.0));
    const double unitsPerMonth = eventsPerSecond * unitsPerRecord * kSecondsPerDay * kDaysPerMonth;
    b.putUnits = Money::fromUsd(unitsPerMonth / 1e6 * p.putUnitsPerMillion);
    b.fanOutHours = monthlyHours(static_cast<double>(readers) * b.shards, p.efoConsumerShardHour);
    b.fanOutData = Money::fromUsd(readers * stream.gibPerMonth() * p.efoPerGB);  // a GiB billed as a GB
    return b;
}

ZoneBill zoneBill(ByteRate stream, int groups, int zones, const Prices& p)
{
    const double crossing = static_cast<double>(zones - 1) / zones;
    const double bothWays = 2.0 * p.interZonePerGBEachWay;
    const double month = stream.gibPerMonth();
    return {Money::fromUsd(groups * month * crossing * bothWays), Money::fromUsd(month * crossing * bothWays)};
}

double lostBrokerNetworkPercent(ByteRate in, int groups, int rf, int brokers, double networkMBps)
{
    return in.mbps() * (groups + rf - 2) / (brokers - 1) / networkMBps * 100.0;
}

Money tierCost(ByteRate in, double days, double usdPerGiBMonth)
{
    return Money::fromUsd(days * in.gibPerDay() * usdPerGiBMonth);
}

double onePartitionEventsPerSecond(double networkMBps, int groups, int rf, double eventBytes)
{
    return standardPartitionCeilingMBps(networkMBps, groups, rf) * kBytesPerMB / eventBytes;
}

}  // namespace mqlab
