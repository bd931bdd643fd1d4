#include "mqlab/model/raft_fleet.h"

#include <cmath>

namespace mqlab {

double expectedFsyncRate(double arrivalsPerSecond, double windowMs)
{
    const double cap = groupCommitFsyncCap(windowMs);
    // A window of w seconds is empty with probability e^(-rate x w) = e^(-rate / cap).
    return cap * (1.0 - std::exp(-arrivalsPerSecond / cap));
}

double perPartitionFsyncRate(double replicas, double messagesPerReplicaPerSecond, double windowMs)
{
    return replicas * expectedFsyncRate(messagesPerReplicaPerSecond, windowMs);
}

BrokerTraffic brokerTraffic(ByteRate in, int rf, double readFactor, int brokers)
{
    const double mbps = in.mbps();
    return {mbps * rf / brokers, mbps * (readFactor + rf - 1) / brokers};
}

BrokerTraffic afterZoneLossPlanning(ByteRate in, int rf, double readFactor, int brokers, int zones)
{
    const double left = brokersAfterZoneLoss(brokers, zones);
    const BrokerTraffic normal = brokerTraffic(in, rf, readFactor, brokers);
    return {normal.inMBps * brokers / left, normal.outMBps * brokers / left};
}

BrokerTraffic afterZoneLossExact(ByteRate in, int rf, double readFactor, int brokers, int zones)
{
    const double left = brokersAfterZoneLoss(brokers, zones);
    const double mbps = in.mbps();
    return {mbps * (rf - 1) / left, mbps * (readFactor + rf - 2) / left};
}

std::vector<FleetLimit> taskQueueLimits(const TaskQueueFleet& f)
{
    const ByteRate in = streamRate(f.rate, f.messageBytes);
    const double stored = worstCaseStorage(f.gbPerDay, f.retentionDays, f.replicationFactor, f.overhead);
    const double onBroker = brokerShare(stored, replicasPerBroker(f.partitions, f.replicationFactor, f.brokers),
                                        static_cast<double>(f.partitions) * f.replicationFactor);
    const BrokerTraffic t = brokerTraffic(in, f.replicationFactor, f.readFactor, f.brokers);
    return {
        {"worst-case storage", onBroker, f.volumeGB},
        {"partition rate", perPartitionRate(f.rate, f.partitions), f.partitionCeiling},
        {"EBS link", t.inMBps, f.ebsLinkMBps}, // a broker writes every replica it receives
        {"network", t.outMBps, f.networkMBps}, // Round 1 counts what a broker sends
    };
}

} // namespace mqlab
