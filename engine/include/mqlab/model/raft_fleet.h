// A self-run fleet where every partition is a Raft group with one replica in each zone (Rounds 1 to 3):
// the majority rule, group-commit fsyncs and the IOPS they need, how replicas and leaders spread over
// the brokers, what each broker carries in and out (normally and after a zone is lost), its page
// cache, its journal, and its volume's fill.
#pragma once

#include <vector>

#include "mqlab/model/traffic.h"
#include "mqlab/units.h"

namespace mqlab {

// Replicas that must hold an entry before it commits: floor(replicas / 2) + 1 (replicas >= 1).
constexpr int raftQuorum(int replicas)
{
    return replicas / 2 + 1;
}
// Replicas a group can lose and still commit: replicas - quorum.
constexpr int toleratedReplicaLosses(int replicas)
{
    return replicas - raftQuorum(replicas);
}

// Replicas a store may lose with no acknowledged message lost and sends still taken, when each send is
// acknowledged once `ackedOn` of `replicas` hold it: an acked message survives ackedOn - 1 losses, and
// sends go on while ackedOn replicas are left (replicas - ackedOn losses). Raft: ackedOn is the quorum;
// Kafka with acks=all: min.insync.replicas; with acks=1 or 0: 1 (the leader alone).
constexpr int survivableReplicaLosses(int replicas, int ackedOn)
{
    const int durable = ackedOn - 1, available = replicas - ackedOn;
    const int n = durable < available ? durable : available;
    return n < 0 ? 0 : n;
}

// Most fsyncs a second one log makes when it fsyncs at most once a group-commit window (ms > 0).
constexpr double groupCommitFsyncCap(double windowMs)
{
    return 1000.0 / windowMs;
}
// Fsyncs a second one log really makes when messages arrive at random (Poisson) at `arrivalsPerSecond`:
// a window fsyncs only if something arrived in it, so cap x (1 - e^(-rate / cap)).
double expectedFsyncRate(double arrivalsPerSecond, double windowMs);
// Most fsyncs a second a broker makes with one log a replica: logs x the cap of one.
constexpr double brokerFsyncCap(int logsPerBroker, double windowMs)
{
    return logsPerBroker * groupCommitFsyncCap(windowMs);
}
// IOPS group commit needs at its cap: each fsync plus about as many data writes (2 x fsyncs a second).
constexpr double iopsForGroupCommit(double fsyncsPerSecond)
{
    return 2.0 * fsyncsPerSecond;
}
// Fsyncs a second a broker makes if each of its replicas fsyncs its own log instead of one shared
// journal: replicas x expectedFsyncRate(messages a second into each replica).
double perPartitionFsyncRate(double replicasPerBroker, double messagesPerReplicaPerSecond, double windowMs);
// Bytes one journal fsync carries at a write rate (MB/s) and a fsync rate: MB/s x 10^6 / fsyncs a second.
constexpr double journalBytesPerFsync(double writeMBps, double fsyncsPerSecond)
{
    return writeMBps * kBytesPerMB / fsyncsPerSecond;
}
// The write rate (MB/s) above which a journal's size trigger fires before its window: bytes x fsyncs/s.
constexpr double journalSizeTriggerMBps(double triggerBytes, double fsyncsPerSecond)
{
    return triggerBytes * fsyncsPerSecond / kBytesPerMB;
}

// Replicas a broker holds when replicas spread evenly: partitions x replication factor / brokers.
constexpr double replicasPerBroker(int partitions, int replicationFactor, int brokers)
{
    return static_cast<double>(partitions) * replicationFactor / brokers;
}
// Partitions a broker leads when leaders spread evenly: partitions / brokers.
constexpr double leadersPerBroker(int partitions, int brokers)
{
    return static_cast<double>(partitions) / brokers;
}
// Messages a second into one partition: rate / partitions.
constexpr double perPartitionRate(double rate, int partitions)
{
    return rate / partitions;
}
// Sends refused and retried while a lost broker's leaders are re-elected: its share of the rate
// (rate / brokers, leaders spread evenly) x the seconds an election takes.
constexpr double retriedSendsOnBrokerLoss(double rate, int brokers, double electionSeconds)
{
    return rate / brokers * electionSeconds;
}

// What one broker carries, decimal MB/s.
struct BrokerTraffic {
    double inMBps = 0;  // from producers and from leaders replicating to it
    double outMBps = 0; // to readers and to its followers
    double totalMBps() const { return inMBps + outMBps; }
};
// Normal state. The fleet takes in every copy (in x replicas) and sends each message to its readers
// (readFactor groups or workers a message) and to its followers (replicas - 1); brokers share it evenly.
BrokerTraffic brokerTraffic(ByteRate in, int replicationFactor, double readFactor, int brokers);
// After a zone is lost, the planning view: the normal fleet totals over the brokers left
// (brokers x (zones - 1) / zones). It is the figure the fleet is sized against.
BrokerTraffic afterZoneLossPlanning(ByteRate in, int replicationFactor, double readFactor, int brokers, int zones);
// After a zone is lost, exactly: each group keeps replicas - 1 copies, so the fleet takes in
// in x (replicas - 1) and sends in x (readFactor + replicas - 2), over the brokers left.
BrokerTraffic afterZoneLossExact(ByteRate in, int replicationFactor, double readFactor, int brokers, int zones);
// The share of bytes that cross zones when a sender and its receiver sit in independent zones, one of
// `zones` each: (zones - 1) / zones (2/3 over three zones).
constexpr double crossZoneShare(int zones)
{
    return static_cast<double>(zones - 1) / zones;
}
// Brokers left when one of `zones` zones is lost.
constexpr double brokersAfterZoneLoss(int brokers, int zones)
{
    return static_cast<double>(brokers) * (zones - 1) / zones;
}

// Seconds of writes a broker's page cache holds: cache MB / written MB/s.
constexpr double pageCacheSeconds(double cacheMB, double writeMBps)
{
    return cacheMB / writeMBps;
}

// A share in [0, inf) of a capacity that is used: used / capacity (same unit).
constexpr double fill(double used, double capacity)
{
    return used / capacity;
}
// Days until the disks fill when what should leave them (uploads to a tier) stops:
// (capacity - used) / what a day adds (same units).
constexpr double daysOfRoom(double capacity, double used, double growthPerDay)
{
    return (capacity - used) / growthPerDay;
}

// Round 1's fleet, as the limits on its card see it: every broker holds a replica of every partition.
struct TaskQueueFleet {
    double rate = 0;           // msg/s, the peak
    double messageBytes = 0;   // bytes a message
    double gbPerDay = 0;       // one copy of a day's messages, GB
    double retentionDays = 0;  // kept unprocessed at worst
    int replicationFactor = 0; // 3
    double overhead = 0;       // storage overhead, 1.2
    int brokers = 0;
    int partitions = 0;
    double partitionCeiling = 0; // msg/s a partition is planned to carry
    double readFactor = 1;       // workers that read each message
    double volumeGB = 0;         // a broker's volume
    double ebsLinkMBps = 0;      // the instance's EBS baseline
    double networkMBps = 0;      // the instance's network baseline
};
// Its limits: worst-case storage on a broker's volume, the busiest partition against the planning
// ceiling, a broker's writes against its EBS link, what a broker sends against its network.
std::vector<FleetLimit> taskQueueLimits(const TaskQueueFleet& fleet);

} // namespace mqlab
