// The seed's models, one small function each. Rates in decimal MB/s, sizes in GiB, shares in [0, 1].
#pragma once

#include "mqlab/model/units.h"

namespace mqlab {

// One limit's load: used against capacity (same unit); capacity NaN when the catalogue has no figure.
struct LimitUse {
    double used = 0;
    double capacity = 0;
    double percent() const { return used / capacity * 100.0; }
};

// Equation 1, per Standard broker: the volume and the EBS link write in x RF / brokers; a leader's
// network sends each byte once to each group and once to each follower: in x (groups + RF - 1) / brokers.
struct Equation1 {
    LimitUse volume, ebsLink, network;
};
Equation1 equation1(ByteRate in, int replicationFactor, int groups, int brokers, double volumeMBps,
                    double ebsLinkMBps, double networkMBps);

// Copies a leader sends of each byte: c + r - 1.
constexpr int networkCopies(int groups, int replicationFactor) { return groups + replicationFactor - 1; }

// Standard storage in GiB: without the tier, RF copies x retention on broker disks; with it,
// RF copies x the local hours on the disks and one copy of the full retention in the tier.
struct StorageNeed {
    double localGiB = 0;
    double tierGiB = 0;
};
StorageNeed standardStorage(ByteRate in, int replicationFactor, double retentionDays, bool tiered,
                            double localRetentionHours);
// Broker disks hold at most this, GiB: brokers x the per-broker quota.
constexpr double heldGiB(int brokers, double maxGiBPerBroker) { return brokers * maxGiBPerBroker; }

// Express, per broker, client traffic only: data in = in / brokers; data out = groups x in / brokers.
struct ExpressLoad {
    double dataInMBps = 0, dataOutMBps = 0;
};
ExpressLoad expressLoad(ByteRate in, int groups, int brokers);

// The hot key's share of a partition once split: h / subKeys.
constexpr double splitShare(double hotKeyShare, int subKeys) { return hotKeyShare / subKeys; }
// The card's hottest partition, an upper bound: h + (1 - h) / P with h the split share.
constexpr double hottestPartitionShare(double h, int partitions) { return h + (1.0 - h) / partitions; }
// The exact hottest partition when each sub-key has its own partition: hot / subKeys + (1 - hot) / P.
constexpr double exactHottestPartitionShare(double hotKeyShare, int subKeys, int partitions)
{
    return hotKeyShare / subKeys + (1.0 - hotKeyShare) / partitions;
}
// Expected distinct partitions k keys reach when a hash spreads them uniformly over P:
// P x (1 - (1 - 1/P)^k).
double expectedDistinctPartitions(int keys, int partitions);
// The chance, 0 to 1, that a uniform hash of `keys` keys over `partitions` partitions puts at least
// `atLeast` keys on some one partition (exact, by counting placements). NaN past 150 keys, where the
// count is not computed.
double chanceSomePartitionHolds(int keys, int partitions, int atLeast);
// A Standard partition's ceiling: its leader's share of the network, network / (c + r - 1).
constexpr double standardPartitionCeilingMBps(double networkMBps, int groups, int replicationFactor)
{
    return networkMBps / networkCopies(groups, replicationFactor);
}

// Consumer groups: events/s a group handles = tasks (up to the partition count) x threads x 1,000 / ms.
constexpr int workingTasks(int tasks, int partitions) { return tasks < partitions ? tasks : partitions; }
constexpr double groupCapacity(int tasks, int partitions, int threadsPerTask, double msPerEvent)
{
    return workingTasks(tasks, partitions) * threadsPerTask * 1000.0 / msPerEvent;
}
// Share of one thread's time that `eventsPerSecond` in order needs at `msPerEvent` (1.0 = 100%).
constexpr double threadBusyShare(double eventsPerSecond, double msPerEvent)
{
    return eventsPerSecond * msPerEvent / 1000.0;
}

// The produce path's latency: a fixed 10 ms a produce, plus an M/M/1 wait on the busiest
// produce-path resource, whose service time is one producer batch at that resource's rate.
inline constexpr double kFixedProduceMs = 10.0;
inline constexpr double kDefaultBatchBytes = 16384.0;  // Kafka's batch.size default
// Bytes one partition's batch holds after linger.ms: events that arrive per partition in the
// linger window, at least one event and at most batch.size.
double batchBytes(double eventsPerSecond, double eventBytes, int partitions, double lingerMs);
// M/M/1 wait in the queue, ms: rho / (1 - rho) x service. Only for rho < 1.
double mm1WaitMs(double utilisation, double serviceMs);

// Events/s a limit reaches 100% at, given its percent at `eventsPerSecond` (limits grow with load).
constexpr double wallEventsPerSecond(double eventsPerSecond, double percent)
{
    return eventsPerSecond * 100.0 / percent;
}

}  // namespace mqlab
