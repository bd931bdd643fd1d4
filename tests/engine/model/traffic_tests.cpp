// model/traffic.h: rates, volumes, worst-case storage, partitions, downtime budgets, Little's law,
// latency budgets and walls, with the figures of second-seed.md §2.5, §3.5 and §4.4.
#include <gtest/gtest.h>

#include "mqlab/model/traffic.h"
#include "rounds_inputs.h"

namespace mqlab {
namespace {

using namespace test::rounds;

// ---- Round 1 (§2.5) ----

TEST(RoundsTraffic, R1AverageAndPeak)
{
    // Derived: 50,000,000 / 86,400 = 578.7037 msg/s ("578.70").
    EXPECT_NEAR(averageRate(r1::kMessagesPerDay), 578.7037, 5e-5);
    EXPECT_DOUBLE_EQ(printed(averageRate(r1::kMessagesPerDay), 2), 578.70);
    // Seed: 578.7037 x 3.5 = 2,025.4630 msg/s ("2,025.46", the prose's "2,025").
    const double peak = peakRate(r1::kMessagesPerDay, kPeakRatio);
    EXPECT_NEAR(peak, 2025.4630, 5e-5);
    EXPECT_DOUBLE_EQ(printed(peak, 2), 2025.46);
    EXPECT_DOUBLE_EQ(printed(peak, 0), 2025.0);
}

TEST(RoundsTraffic, R1DataADayAndAMonth)
{
    // Seed: 50 M x 2,000 B = 10^11 B = 100 GB a day.
    const double day = dailyVolumeGB(r1::kMessagesPerDay, kMessageBytes, units());
    EXPECT_NEAR(day, 100.0, 1e-9);
    // Seed: 100 GB x 30.4 = 3,040 GB a month; 50 M x 30.4 = 1.52 billion messages.
    EXPECT_NEAR(monthlyVolumeGB(day, units()), 3040.0, 1e-9);
    EXPECT_NEAR(monthlyMessages(r1::kMessagesPerDay, units()), 1.52e9, 1e-3);
}

TEST(RoundsTraffic, R1PeakIngress)
{
    // Seed: 2,025.46 x 2,000 B = 4,050,926 B/s = 4.05 MB/s ("4 MB/s").
    const ByteRate in = streamRate(peakRate(r1::kMessagesPerDay, kPeakRatio), kMessageBytes);
    EXPECT_NEAR(in.mbps(), 4.050926, 5e-7);
    EXPECT_DOUBLE_EQ(printed(in.mbps(), 2), 4.05);
}

TEST(RoundsTraffic, R1WorstCaseStorage)
{
    // Seed: 100 GB x 4 days x 3 replicas x 1.2 = 1,440 GB.
    const double stored = worstCaseStorage(100, r1::kRetentionDays, kReplicas, kOverhead);
    EXPECT_NEAR(stored, 1440.0, 1e-9);
    // Seed: each broker holds 6 of the 18 replicas (6 partitions x 3): 1,440 x 6 / 18 = 480 GB,
    // 48% of its 1 TB volume.
    const double onBroker = brokerShare(stored, 6, 18);
    EXPECT_NEAR(onBroker, 480.0, 1e-9);
    EXPECT_NEAR(onBroker / r1::kVolumeGB, 0.48, 1e-12);
}

TEST(RoundsTraffic, R1Partitions)
{
    const double peak = peakRate(r1::kMessagesPerDay, kPeakRatio);
    // Seed: ceil(2,025.46 / 1,000) = ceil(2.03) = 3 ...
    EXPECT_EQ(partitionsFor(peak, r1::kPartitionCeiling, 1), 3);
    // ... x 2 for headroom = 6.
    EXPECT_EQ(partitionsFor(peak, r1::kPartitionCeiling, r1::kHeadroom), 6);
    // The rule at its edges: exactly 6,000 msg/s needs 6 partitions, a hair more needs 7.
    EXPECT_EQ(partitionsFor(6000, 1000, 1), 6);
    EXPECT_EQ(partitionsFor(6000.5, 1000, 1), 7);
    EXPECT_EQ(partitionsFor(0, 1000, 2), 2); // an idle queue still has a partition (x headroom)
}

TEST(RoundsTraffic, R1DowntimeBudget)
{
    // Seed: 43,776 min x (1 - 0.999) = 43.776 -> 43.8 minutes a month.
    const double m = availabilityBudgetMinutes(r1::kTarget, units());
    EXPECT_NEAR(m, 43.776, 1e-9);
    EXPECT_DOUBLE_EQ(printed(m, 1), 43.8);
}

TEST(RoundsTraffic, R1LittlesLaw)
{
    const double peak = peakRate(r1::kMessagesPerDay, kPeakRatio);
    // Derived: in flight = 2,025.46 x hold time: 2,025.46 in flight for each second a message is held.
    EXPECT_NEAR(inFlight(peak, 1), 2025.463, 5e-4);
    // Derived: SQS's ~120,000 in-flight cap (catalogue, verified) is reached at a mean hold of
    // 120,000 / 2,025.46 = 59.246 s ("59.2 s").
    const double hold = holdAtInFlightCap(peak, prices().sqs.inFlightMax.value);
    EXPECT_NEAR(hold, 59.2457, 5e-5);
    EXPECT_DOUBLE_EQ(printed(hold, 1), 59.2);
}

// Recon (§2.5): the prose names the parts and says "about 11 times" headroom; the values are estimates.
std::vector<LatencyComponent> r1SendToWorker()
{
    return {
        {"at the leader", {{"producer to leader", 1}}},
        {"group-commit window", {{"window", 2}}},
        {"committed 2 of 3", {{"leader fsync", 3}, {"follower acknowledged", 1 + 3}}}, // cross-AZ RTT + fsync
        {"held long poll returns", {{"wake the poll", 1}}},
        {"in the worker's hands", {{"response", 1}}},
    };
}

TEST(RoundsTraffic, R1LatencyBudget)
{
    const LatencyBudget b = latencyBudget(r1SendToWorker(), r1::kLatencyTargetMs);
    // Recon: 1 + 2 + max(3, 1 + 3) + 1 + 1 = 9 ms against 100 ms.
    EXPECT_DOUBLE_EQ(b.totalMs, 9.0);
    // Recon: 100 / 9 = 11.11 -> "11.1x" headroom ("about 11 times").
    EXPECT_NEAR(b.headroomFactor(), 11.111, 5e-4);
    EXPECT_DOUBLE_EQ(printed(b.headroomFactor(), 1), 11.1);
    EXPECT_DOUBLE_EQ(b.headroomMs(), 91.0);
    // Proposal (§2.8): the stepper's times 1, 3, 6, 7, 7, 8, 9 ms (leader fsync at 6 beside the
    // follower's acknowledgement at 7; committed at 7).
    std::vector<double> at;
    for (const auto& m : b.milestones)
        at.push_back(m.atMs);
    EXPECT_EQ(at, (std::vector<double>{1, 3, 6, 7, 7, 8, 9}));
    EXPECT_EQ(b.milestones[2].what, "leader fsync");
    EXPECT_EQ(b.milestones[3].what, "follower acknowledged");
    EXPECT_EQ(b.milestones[4].what, "committed 2 of 3");
}

TEST(RoundsTraffic, ASlowOrDeadThirdReplicaIsNotOnThePath)
{
    // Seed: the leader answers after the fastest follower, so a 100 ms slow follower changes nothing:
    // the parallel step counts the leader's fsync and the first follower only.
    auto path = r1SendToWorker();
    EXPECT_DOUBLE_EQ(latencyBudget(path, 100).totalMs, 9.0);
    path[2].branches[0].ms = 5; // a slower leader fsync than the follower's 4 ms counts instead
    EXPECT_DOUBLE_EQ(latencyBudget(path, 100).totalMs, 10.0);
    EXPECT_DOUBLE_EQ(latencyBudget({}, 100).totalMs, 0.0);
}

// ---- Round 2 (§3.5) ----

TEST(RoundsTraffic, R2AverageAndPeak)
{
    // Derived: 2 x 10^9 / 86,400 = 23,148.1 msg/s.
    EXPECT_DOUBLE_EQ(printed(averageRate(r2::kMessagesPerDay), 1), 23148.1);
    // Seed: x 3.5 = 81,018.52 msg/s ("81,018.5", "81K").
    const double peak = peakRate(r2::kMessagesPerDay, kPeakRatio);
    EXPECT_NEAR(peak, 81018.5185, 5e-5);
    EXPECT_DOUBLE_EQ(printed(peak, 1), 81018.5);
}

TEST(RoundsTraffic, R2DataAndIngress)
{
    // Seed: 2 x 10^9 x 2 KB = 4 TB a day; x 30.4 = 121.6 TB a month.
    const double day = dailyVolumeGB(r2::kMessagesPerDay, kMessageBytes, units());
    EXPECT_NEAR(day, 4000.0, 1e-9);
    EXPECT_NEAR(monthlyVolumeGB(day, units()), 121600.0, 1e-6);
    // Seed: 81,018.5 x 2,000 B = 162.04 MB/s ("162").
    const ByteRate in = streamRate(peakRate(r2::kMessagesPerDay, kPeakRatio), kMessageBytes);
    EXPECT_NEAR(in.mbps(), 162.037, 5e-4);
    EXPECT_DOUBLE_EQ(printed(in.mbps(), 2), 162.04);
}

TEST(RoundsTraffic, R2LocalStorageAndPartitions)
{
    // Seed: 4 TB x 1 day x 3 x 1.2 = 14.4 TB, 48% of 12 x 2.5 TB = 30 TB.
    const double local = worstCaseStorage(4000, r2::kLocalDays, kReplicas, kOverhead);
    EXPECT_NEAR(local, 14400.0, 1e-9);
    EXPECT_NEAR(local / (r2::kBrokers * r2::kVolumeGB), 0.48, 1e-12);
    // Seed: for throughput alone, ceil(162.04 / 5 MB/s) = ceil(32.4) = 33 partitions.
    const ByteRate in = streamRate(peakRate(r2::kMessagesPerDay, kPeakRatio), kMessageBytes);
    EXPECT_EQ(partitionsFor(in.mbps(), r2::kPartitionCeilingMBps, 1), 33);
}

TEST(RoundsTraffic, R2DowntimeBudget)
{
    // Seed: 43,776 x 0.0001 = 4.3776 -> 4.38 min ("4.4").
    const double m = availabilityBudgetMinutes(r2::kTarget, units());
    EXPECT_NEAR(m, 4.3776, 1e-9);
    EXPECT_DOUBLE_EQ(printed(m, 2), 4.38);
    EXPECT_DOUBLE_EQ(printed(m, 1), 4.4);
}

TEST(RoundsTraffic, R2LatencyBudget)
{
    // Recon (§3.5): 1 + 2 + max(3, 1 + 3) + 2 (high watermark to the local follower) + 1 + 1 = 11 ms,
    // leaving 15 - 11 = 4 ms ("about 4 ms").
    const LatencyBudget b = latencyBudget(
        {
            {"at the leader", {{"producer to leader", 1}}},
            {"group-commit window", {{"window", 2}}},
            {"committed 2 of 3", {{"journal fsync", 3}, {"follower acknowledged", 1 + 3}}},
            {"at the local follower", {{"high watermark to the reader's zone", 2}}},
            {"fetch returns", {{"wake the fetch", 1}}},
            {"in the reader's hands", {{"response", 1}}},
        },
        r2::kLatencyTargetMs);
    EXPECT_DOUBLE_EQ(b.totalMs, 11.0);
    EXPECT_DOUBLE_EQ(b.headroomMs(), 4.0);
    // Proposal (§5, check 1): the stepper's times end 9, 10, 11 ms.
    std::vector<double> at;
    for (const auto& m : b.milestones)
        at.push_back(m.atMs);
    EXPECT_EQ(at, (std::vector<double>{1, 3, 6, 7, 7, 9, 10, 11}));
}

// ---- Round 3 (§4.4) ----

TEST(RoundsTraffic, R3AverageAndPeak)
{
    // Seed: 2 x 10^10 / 86,400 = 231,481.5 msg/s ("231,500").
    EXPECT_NEAR(averageRate(r3::kMessagesPerDay), 231481.48, 5e-3);
    EXPECT_DOUBLE_EQ(printed(averageRate(r3::kMessagesPerDay), 0), 231481.0);
    // Seed: x 3.5 = 810,185.2 msg/s ("810,000"), all regions.
    const double peak = peakRate(r3::kMessagesPerDay, kPeakRatio);
    EXPECT_NEAR(peak, 810185.185, 5e-4);
    EXPECT_DOUBLE_EQ(printed(peak, 0), 810185.0);
}

TEST(RoundsTraffic, R3DowntimeBudget)
{
    // Seed: 43,776 x 0.00001 x 60 = 26.27 s a month a region ("26.3").
    const double s = availabilityBudgetSeconds(r3::kTarget, units());
    EXPECT_NEAR(s, 26.2656, 1e-6);
    EXPECT_DOUBLE_EQ(printed(s, 1), 26.3);
}

// ---- Walls ----

TEST(RoundsTraffic, WallsGrowInProportion)
{
    // A limit 48% full at 2,025.46 msg/s is full at 2,025.46 x 100 / 48 = 4,219.7 msg/s.
    EXPECT_NEAR(linearWall(2025.46296, 480, 1000), 4219.7145, 5e-5);
    const std::vector<Wall> walls = wallsOf(100, {{"a", 50, 100}, {"b", 25, 100}, {"c", 80, 100}});
    ASSERT_EQ(walls.size(), 3u);
    EXPECT_DOUBLE_EQ(walls[0].rate, 200.0); // 100 x 100 / 50
    EXPECT_DOUBLE_EQ(walls[1].rate, 400.0); // 100 x 100 / 25
    EXPECT_DOUBLE_EQ(walls[2].rate, 125.0); // 100 x 100 / 80: the first to fill
    EXPECT_EQ(firstWall(walls).limit, "c");
    EXPECT_THROW(firstWall({}), std::logic_error);
}

} // namespace
} // namespace mqlab
