// model/raft_fleet.h: the majority rule, group-commit fsyncs and IOPS, replicas and leaders a broker,
// broker traffic normally and after a zone loss, page cache, journal, fill, and Round 1's limits and
// walls; the figures of second-seed.md §2.5 and §3.5.
#include <gtest/gtest.h>

#include "mqlab/model/raft_fleet.h"
#include "rounds_inputs.h"

namespace mqlab {
namespace {

using namespace test::rounds;

double r1Peak()
{
    return peakRate(r1::kMessagesPerDay, kPeakRatio);
}
double r2Peak()
{
    return peakRate(r2::kMessagesPerDay, kPeakRatio);
}
ByteRate r2In()
{
    return streamRate(r2Peak(), kMessageBytes);
}

// ---- the majority rule ----

TEST(RoundsRaftFleet, QuorumOfThree)
{
    // Seed: majority = floor(3/2) + 1 = 2; the group tolerates 3 - 2 = 1 lost replica.
    EXPECT_EQ(raftQuorum(3), 2);
    EXPECT_EQ(toleratedReplicaLosses(3), 1);
    // The same rule: 5 replicas commit on floor(5/2) + 1 = 3 and tolerate 2; 4 commit on 3 and tolerate 1.
    EXPECT_EQ(raftQuorum(5), 3);
    EXPECT_EQ(toleratedReplicaLosses(5), 2);
    EXPECT_EQ(raftQuorum(4), 3);
    EXPECT_EQ(toleratedReplicaLosses(4), 1);
    EXPECT_EQ(raftQuorum(1), 1);
    EXPECT_EQ(toleratedReplicaLosses(1), 0);
}

// ---- Round 1 (§2.5) ----

TEST(RoundsRaftFleet, R1FsyncCapsAndIops)
{
    // Seed: 1,000 ms / 2 ms = 500 fsyncs a second a log.
    EXPECT_DOUBLE_EQ(groupCommitFsyncCap(r1::kWindowMs), 500.0);
    // Seed: a broker holds 6 logs: 6 x 500 = 3,000 fsyncs a second.
    EXPECT_DOUBLE_EQ(brokerFsyncCap(6, r1::kWindowMs), 3000.0);
    // Seed: 3,000 fsyncs + about as many data writes = 6,000 IOPS, above gp3's 3,000 baseline
    // (catalogue), so the volumes are provisioned at 6,000.
    EXPECT_DOUBLE_EQ(iopsForGroupCommit(brokerFsyncCap(6, r1::kWindowMs)), r1::kVolumeIops);
    EXPECT_GT(r1::kVolumeIops, prices().gp3.baselineIops.value);
}

TEST(RoundsRaftFleet, R1RealFsyncRate)
{
    // Seed: 2,025.46 / 6 = 337.58 msg/s a log ("≈340").
    const double perLog = perPartitionRate(r1Peak(), 6);
    EXPECT_NEAR(perLog, 337.577, 5e-4);
    EXPECT_DOUBLE_EQ(printed(perLog, 1), 337.6);
    // Derived: Poisson arrivals fill a 2 ms window with probability 1 - e^(-337.58 / 500):
    // 500 x (1 - e^(-0.67516)) = 500 x 0.49092 = 245.46 fsyncs a second ("245.5").
    const double real = expectedFsyncRate(perLog, r1::kWindowMs);
    EXPECT_NEAR(real, 245.461, 5e-4);
    EXPECT_DOUBLE_EQ(printed(real, 1), 245.5);
    // At its edges: a trickle fsyncs once a message; a flood fsyncs every window.
    EXPECT_NEAR(expectedFsyncRate(0.01, 2), 0.01, 1e-6);
    EXPECT_NEAR(expectedFsyncRate(1e7, 2), 500.0, 1e-9);
}

TEST(RoundsRaftFleet, R1ReplicasAndLeaders)
{
    // Seed: 6 partitions x 3 replicas over 3 brokers: each holds 6, leads 2 and follows 4.
    EXPECT_DOUBLE_EQ(replicasPerBroker(6, kReplicas, r1::kBrokers), 6.0);
    EXPECT_DOUBLE_EQ(leadersPerBroker(6, r1::kBrokers), 2.0);
    EXPECT_DOUBLE_EQ(replicasPerBroker(6, kReplicas, r1::kBrokers) - leadersPerBroker(6, r1::kBrokers), 4.0);
}

TEST(RoundsRaftFleet, R1BrokerDiskAndNetwork)
{
    const BrokerTraffic t = brokerTraffic(streamRate(r1Peak(), kMessageBytes), kReplicas, 1, r1::kBrokers);
    const Ec2Instance* m7g = prices().findEc2("m7g.large");
    ASSERT_NE(m7g, nullptr);
    // Derived: every broker holds every partition, so it writes all of 4.05 MB/s: 4.05 x 3 / 3.
    EXPECT_NEAR(t.inMBps, 4.0509, 5e-5);
    // Derived: 4.05 / 78.75 MB/s (m7g.large's EBS baseline) = 5.14% -> "5.1%" ("a few percent").
    const double disk = t.inMBps / m7g->ebsBaselineMBps->value;
    EXPECT_DOUBLE_EQ(printed(disk * 100, 1), 5.1);
    // Derived: out = 4.05 x (1 reader + 2 followers) / 3 = 4.05 MB/s; 0.937 Gbps x 125 = 117.125 MB/s;
    // 4.05 / 117.125 = 3.46% -> "3.5%".
    EXPECT_NEAR(t.outMBps, 4.0509, 5e-5);
    const double network = units().networkMBps(m7g->networkGbps->value);
    EXPECT_DOUBLE_EQ(network, 117.125);
    EXPECT_DOUBLE_EQ(printed(t.outMBps / network * 100, 1), 3.5);
}

TEST(RoundsRaftFleet, R1SendsRetriedOnABrokerLoss)
{
    // Derived: a lost broker led 2 of 6 partitions: 2,025.46 x 2/6 x 1 s = 675.15 -> 675 sends,
    // x 2 s = 1,350.3 -> 1,350.
    const double shortest = retriedSendsOnBrokerLoss(r1Peak(), r1::kBrokers, r1::kElectionSeconds[0]);
    const double longest = retriedSendsOnBrokerLoss(r1Peak(), r1::kBrokers, r1::kElectionSeconds[1]);
    EXPECT_NEAR(shortest, 675.154, 5e-4);
    EXPECT_NEAR(longest, 1350.309, 5e-4);
    EXPECT_DOUBLE_EQ(printed(shortest, 0), 675.0);
    EXPECT_DOUBLE_EQ(printed(longest, 0), 1350.0);
    // The same as the rate x the lost broker's leaders / partitions.
    EXPECT_NEAR(shortest, r1Peak() * leadersPerBroker(6, 3) / 6, 1e-9);
}

TaskQueueFleet r1Fleet()
{
    const Ec2Instance* m7g = prices().findEc2("m7g.large");
    TaskQueueFleet f;
    f.rate = r1Peak();
    f.messageBytes = kMessageBytes;
    f.gbPerDay = dailyVolumeGB(r1::kMessagesPerDay, kMessageBytes, units());
    f.retentionDays = r1::kRetentionDays;
    f.replicationFactor = kReplicas;
    f.overhead = kOverhead;
    f.brokers = r1::kBrokers;
    f.partitions = partitionsFor(f.rate, r1::kPartitionCeiling, r1::kHeadroom);
    f.partitionCeiling = r1::kPartitionCeiling;
    f.readFactor = 1;
    f.volumeGB = r1::kVolumeGB;
    f.ebsLinkMBps = m7g->ebsBaselineMBps->value;
    f.networkMBps = units().networkMBps(m7g->networkGbps->value);
    return f;
}

TEST(RoundsRaftFleet, R1Limits)
{
    const std::vector<FleetLimit> l = taskQueueLimits(r1Fleet());
    ASSERT_EQ(l.size(), 4u);
    EXPECT_EQ(l[0].limit, "worst-case storage");
    EXPECT_NEAR(l[0].used, 480.0, 1e-9);     // seed: 480 GB a broker ...
    EXPECT_NEAR(l[0].percent(), 48.0, 1e-9); // ... 48% of 1 TB
    EXPECT_EQ(l[1].limit, "partition rate");
    EXPECT_NEAR(l[1].used, 337.577, 5e-4); // 2,025.46 / 6 against the 1,000 ceiling
    EXPECT_EQ(l[2].limit, "EBS link");
    EXPECT_DOUBLE_EQ(printed(l[2].percent(), 1), 5.1);
    EXPECT_EQ(l[3].limit, "network");
    EXPECT_DOUBLE_EQ(printed(l[3].percent(), 1), 3.5);
}

TEST(RoundsRaftFleet, R1Walls)
{
    // Each limit grows with the load, so it is full at peak x capacity / used (§2.5, partitions fixed at 6).
    const std::vector<Wall> w = wallsOf(r1Peak(), taskQueueLimits(r1Fleet()));
    ASSERT_EQ(w.size(), 4u);
    // Storage: 2,025.46 x 1,000 / 480 = 4,219.71 msg/s ("4,219.7"), the first to saturate.
    EXPECT_NEAR(w[0].rate, 4219.7145, 5e-5);
    EXPECT_DOUBLE_EQ(printed(w[0].rate, 1), 4219.7);
    // That peak is 4,219.71 / 3.5 x 86,400 = 104.17 M messages a day ("104 M").
    EXPECT_DOUBLE_EQ(printed(w[0].rate / kPeakRatio * 86400 / 1e6, 0), 104.0);
    // Partition planning ceiling: 6 x 1,000 = 6,000 msg/s.
    EXPECT_NEAR(w[1].rate, 6000.0, 1e-9);
    // EBS link: 78.75 MB/s / 2,000 B a message = 39,375 msg/s.
    EXPECT_NEAR(w[2].rate, 39375.0, 1e-6);
    // Network: 117.125 MB/s / 2,000 B = 58,562.5 msg/s ("58,563").
    EXPECT_NEAR(w[3].rate, 58562.5, 1e-6);
    EXPECT_DOUBLE_EQ(printed(w[3].rate, 0), 58563.0);
    EXPECT_EQ(firstWall(w).limit, "worst-case storage");
}

// ---- Round 2 (§3.5) ----

TEST(RoundsRaftFleet, R2BrokerTraffic)
{
    const BrokerTraffic t = brokerTraffic(r2In(), kReplicas, r2::kReadFactor, r2::kBrokers);
    // Seed: the fleet takes in 162 + 2 x 162 = 486.1 MB/s and sends 324 + 324 = 648.1 MB/s.
    EXPECT_DOUBLE_EQ(printed(t.inMBps * r2::kBrokers, 1), 486.1);
    EXPECT_DOUBLE_EQ(printed(t.outMBps * r2::kBrokers, 1), 648.1);
    // Seed: a broker 486.1 / 12 = 40.5 MB/s in and 648.1 / 12 = 54.0 MB/s out.
    EXPECT_NEAR(t.inMBps, 40.509, 5e-4);
    EXPECT_NEAR(t.outMBps, 54.012, 5e-4);
    EXPECT_DOUBLE_EQ(printed(t.inMBps, 1), 40.5);
    EXPECT_DOUBLE_EQ(printed(t.outMBps, 1), 54.0);
    const Ec2Instance* m7g = prices().findEc2("m7g.2xlarge");
    ASSERT_NE(m7g, nullptr);
    // Derived: (40.5 + 54.0) / 468.75 (3.75 Gbps x 125) = 20.16% -> "20.2%".
    const double network = units().networkMBps(m7g->networkGbps->value);
    EXPECT_DOUBLE_EQ(printed(t.totalMBps() / network * 100, 1), 20.2);
    // Derived: 40.5 / 250 = 16.2% of the volume; 40.5 / 312.5 = 12.96% -> 13.0% of the EBS link.
    EXPECT_DOUBLE_EQ(printed(t.inMBps / r2::kVolumeMBps * 100, 1), 16.2);
    EXPECT_DOUBLE_EQ(printed(t.inMBps / m7g->ebsBaselineMBps->value * 100, 1), 13.0);
}

TEST(RoundsRaftFleet, R2AfterAZoneLossPlanning)
{
    // Recon (§6.5): the same fleet totals over 12 x 2/3 = 8 brokers: 486.1 / 8 = 60.8 in, 648.1 / 8 = 81.0 out.
    EXPECT_DOUBLE_EQ(brokersAfterZoneLoss(r2::kBrokers, kZones), 8.0);
    const BrokerTraffic t = afterZoneLossPlanning(r2In(), kReplicas, r2::kReadFactor, r2::kBrokers, kZones);
    EXPECT_NEAR(t.inMBps, 60.764, 5e-4);
    EXPECT_NEAR(t.outMBps, 81.019, 5e-4);
    EXPECT_DOUBLE_EQ(printed(t.inMBps, 1), 60.8);
    EXPECT_DOUBLE_EQ(printed(t.outMBps, 1), 81.0);
    // Recon: (60.76 + 81.02) / 468.75 = 30.25% network -> "30.2%" ("headroom above 30%"); 60.76 / 250 = 24.3%.
    const double share = t.totalMBps() / 468.75;
    EXPECT_NEAR(share, 0.302469, 5e-7);
    EXPECT_DOUBLE_EQ(printed(share * 100, 1), 30.2);
    EXPECT_DOUBLE_EQ(printed(t.inMBps / r2::kVolumeMBps * 100, 1), 24.3);
}

TEST(RoundsRaftFleet, R2AfterAZoneLossExact)
{
    // Derived (§6.5): 2 copies are left: in 162 x 2 / 8 = 40.5; out (324 + 162) / 8 = 60.8;
    // (40.5 + 60.8) / 468.75 = 21.6%, what the simulation measures.
    const BrokerTraffic t = afterZoneLossExact(r2In(), kReplicas, r2::kReadFactor, r2::kBrokers, kZones);
    EXPECT_DOUBLE_EQ(printed(t.inMBps, 1), 40.5);
    EXPECT_DOUBLE_EQ(printed(t.outMBps, 1), 60.8);
    const double share = t.totalMBps() / 468.75;
    EXPECT_NEAR(share, 0.216049, 5e-7);
    EXPECT_DOUBLE_EQ(printed(share * 100, 1), 21.6);
}

TEST(RoundsRaftFleet, R2ReplicasAndLeaders)
{
    // Seed: 2,000 x 3 / 12 = 500 replicas a broker, 25% of the 2,000 MSK recommends for kafka.m7g.2xlarge.
    const double replicas = replicasPerBroker(r2::kPartitions, kReplicas, r2::kBrokers);
    EXPECT_DOUBLE_EQ(replicas, 500.0);
    EXPECT_DOUBLE_EQ(replicas / prices().msk.recommendedPartitionReplicas.value, 0.25);
    // Seed: 2,000 / 12 = 166.7 leaders ("~167").
    EXPECT_NEAR(leadersPerBroker(r2::kPartitions, r2::kBrokers), 166.667, 5e-4);
    EXPECT_DOUBLE_EQ(printed(leadersPerBroker(r2::kPartitions, r2::kBrokers), 0), 167.0);
}

TEST(RoundsRaftFleet, R2BrokerCrash)
{
    // Derived: ~167 leaders refuse for 1 to 2 s: 81,018.5 / 12 = 6,751.5 -> 6,752; x 2 = 13,503.1 -> 13,503.
    const double shortest = retriedSendsOnBrokerLoss(r2Peak(), r2::kBrokers, 1);
    const double longest = retriedSendsOnBrokerLoss(r2Peak(), r2::kBrokers, 2);
    EXPECT_NEAR(shortest, 6751.543, 5e-4);
    EXPECT_DOUBLE_EQ(printed(shortest, 0), 6752.0);
    EXPECT_DOUBLE_EQ(printed(longest, 0), 13503.0);
}

TEST(RoundsRaftFleet, R2PageCache)
{
    const double write = brokerTraffic(r2In(), kReplicas, r2::kReadFactor, r2::kBrokers).inMBps;
    // Seed: 24,000 MB / 40.5 MB/s = 592.46 s -> "592 s", about 10 minutes (the prose's "590").
    const double s = pageCacheSeconds(r2::kPageCacheMB, write);
    EXPECT_NEAR(s, 592.457, 5e-4);
    EXPECT_DOUBLE_EQ(printed(s, 0), 592.0);
    EXPECT_DOUBLE_EQ(printed(s / 60, 0), 10.0);
    // §6.11: an exact binary 24 GiB = 25,769.8 MB would hold 636 s.
    EXPECT_DOUBLE_EQ(printed(pageCacheSeconds(24 * kBytesPerGiB / 1e6, write), 0), 636.0);
}

TEST(RoundsRaftFleet, R2Journal)
{
    const double write = brokerTraffic(r2In(), kReplicas, r2::kReadFactor, r2::kBrokers).inMBps;
    // Derived: at most 500 fsyncs a second a broker (one journal, 2 ms windows).
    const double cap = groupCommitFsyncCap(r1::kWindowMs);
    EXPECT_DOUBLE_EQ(cap, 500.0);
    // Derived: 40.5 MB/s / 500 = 81,018.5 B = 81 KB a fsync.
    EXPECT_NEAR(journalBytesPerFsync(write, cap), 81018.5, 0.05);
    EXPECT_DOUBLE_EQ(printed(journalBytesPerFsync(write, cap) / 1000, 0), 81.0);
    // Derived: the 256 KB trigger fires first only above 256,000 B x 500 = 128 MB/s.
    EXPECT_DOUBLE_EQ(journalSizeTriggerMBps(units().messageBytes(r2::kJournalTriggerKB), cap), 128.0);
}

TEST(RoundsRaftFleet, R2PerPartitionFsyncsInstead)
{
    const double write = brokerTraffic(r2In(), kReplicas, r2::kReadFactor, r2::kBrokers).inMBps;
    const double replicas = replicasPerBroker(r2::kPartitions, kReplicas, r2::kBrokers);
    // A broker writes 40.5 MB/s / 2,000 B = 20,254.6 msg/s over its 500 replicas: 40.5 msg/s each.
    const double perReplica = write * 1e6 / kMessageBytes / replicas;
    EXPECT_NEAR(perReplica, 40.509, 5e-4);
    // Derived: 500 x 500 x (1 - e^(-40.5 / 500)) = 19,455.8 -> 19,456 fsyncs a second ("tens of thousands").
    const double rate = perPartitionFsyncRate(replicas, perReplica, r1::kWindowMs);
    EXPECT_NEAR(rate, 19455.85, 5e-3);
    EXPECT_DOUBLE_EQ(printed(rate, 0), 19456.0);
    // Derived: 500 x 500 = 250,000 at the cap.
    EXPECT_DOUBLE_EQ(replicas * groupCommitFsyncCap(r1::kWindowMs), 250000.0);
}

TEST(RoundsRaftFleet, R2RoomIfUploadsFail)
{
    // Seed: (30 - 14.4) / 14.4 TB a day = 1.083 days ("a whole day").
    const double days = daysOfRoom(30000, 14400, 14400);
    EXPECT_NEAR(days, 1.0833, 5e-5);
    EXPECT_DOUBLE_EQ(printed(days, 2), 1.08);
    EXPECT_DOUBLE_EQ(fill(14400, 30000), 0.48);
}

TEST(RoundsRaftFleet, CrossZoneShare)
{
    // Derived: over 3 zones, 2 of 3 senders sit in another zone than their receiver.
    EXPECT_DOUBLE_EQ(crossZoneShare(3), 2.0 / 3.0);
    EXPECT_DOUBLE_EQ(crossZoneShare(1), 0.0);
}

} // namespace
} // namespace mqlab
