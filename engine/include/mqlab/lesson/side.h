// The side sections' arithmetic: Kinesis for comparison, the zone bill, a lost broker, a longer tier.
#pragma once

#include <vector>

#include "mqlab/model/units.h"

namespace mqlab {

struct KinesisPrices;
struct Prices;

// Kinesis Data Streams sized so each shard runs at the sizing line (80%).
struct KinesisBill {
    int minimumShards = 0;   // bytes at 100% of a shard: ceil(MiB/s / 1)
    int recordShards = 0;    // records at 100%: ceil(events/s / 1,000)
    int shards = 0;          // at the sizing line, bytes or records, whichever needs more
    Money shardHours, retention, putUnits, fanOutHours, fanOutData;
    Money total() const { return shardHours + retention + putUnits + fanOutHours + fanOutData; }
};
// readers: consumers each on enhanced fan-out; retentionDays > 1 pays extended retention.
KinesisBill kinesisBill(ByteRate stream, double eventsPerSecond, double eventBytes, int readers,
                        double retentionDays, const KinesisPrices& prices);

// Data that crosses zones, USD a month: a leader sits in another zone for (zones - 1) / zones of the
// partitions, and a GB that crosses pays both ways.
struct ZoneBill {
    Money consumers, producers;
    Money total() const { return consumers + producers; }
};
ZoneBill zoneBill(ByteRate stream, int groups, int zones, const Prices& prices);

// One broker lost: its partitions run on RF - 1 copies, so a leader sends c + r - 2 copies, over
// brokers - 1 survivors. Percent of a survivor's network.
double lostBrokerNetworkPercent(ByteRate in, int groups, int replicationFactor, int brokers, double networkMBps);
// The worst-case refetch after a lost volume: one broker's share of the local log, GiB.
constexpr double worstCaseRefetchGiB(double localGiB, int brokers) { return localGiB / brokers; }
// The tier's bill for `days` of one copy, USD a month.
Money tierCost(ByteRate in, double days, double usdPerGiBMonth);
// Events/s one partition takes when its leader's share of the network is the ceiling.
double onePartitionEventsPerSecond(double networkMBps, int groups, int replicationFactor, double eventBytes);

}  // namespace mqlab
