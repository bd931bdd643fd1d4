// model/platform.h: Round 2's limits normally and after a zone loss, its walls, what the S3 tier and
// follower fetch save, and the dedup IDs a window holds (second-seed.md §3.5).
#include <gtest/gtest.h>

#include "mqlab/model/platform.h"
#include "rounds_inputs.h"

namespace mqlab {
namespace {

using namespace test::rounds;

double r2Peak()
{
    return peakRate(r2::kMessagesPerDay, kPeakRatio);
}

PlatformFleet r2Fleet()
{
    const Ec2Instance* m7g = prices().findEc2("m7g.2xlarge");
    PlatformFleet f;
    f.rate = r2Peak();
    f.messageBytes = kMessageBytes;
    f.gbPerDay = dailyVolumeGB(r2::kMessagesPerDay, kMessageBytes, units()); // 4,000 GB
    f.localDays = r2::kLocalDays;
    f.replicationFactor = kReplicas;
    f.overhead = kOverhead;
    f.brokers = r2::kBrokers;
    f.zones = kZones;
    f.readFactor = r2::kReadFactor;
    f.volumeGB = r2::kVolumeGB;
    f.volumeMBps = r2::kVolumeMBps;
    f.ebsLinkMBps = m7g->ebsBaselineMBps->value;                  // 312.5 MB/s
    f.networkMBps = units().networkMBps(m7g->networkGbps->value); // 3.75 x 125 = 468.75 MB/s
    return f;
}

TEST(RoundsPlatform, R2LimitsNormal)
{
    const std::vector<FleetLimit> l = platformLimits(r2Fleet(), ZoneState::Normal);
    ASSERT_EQ(l.size(), 4u);
    // Seed: 14.4 TB on 12 x 2.5 TB = 48%.
    EXPECT_EQ(l[0].limit, "local volume fill");
    EXPECT_NEAR(l[0].used, 14400.0, 1e-9);
    EXPECT_DOUBLE_EQ(l[0].capacity, 30000.0);
    EXPECT_NEAR(l[0].percent(), 48.0, 1e-9);
    // Derived: (40.5 + 54.0) / 468.75 = 20.2%; 40.5 / 250 = 16.2%; 40.5 / 312.5 = 13.0%.
    EXPECT_DOUBLE_EQ(printed(l[1].percent(), 1), 20.2);
    EXPECT_DOUBLE_EQ(printed(l[2].percent(), 1), 16.2);
    EXPECT_DOUBLE_EQ(printed(l[3].percent(), 1), 13.0);
}

TEST(RoundsPlatform, R2LimitsAfterAZoneLoss)
{
    const std::vector<FleetLimit> l = platformLimits(r2Fleet(), ZoneState::AfterZoneLoss);
    ASSERT_EQ(l.size(), 4u);
    // The fill does not change: the lost zone's replicas are gone, the others stay where they were.
    EXPECT_NEAR(l[0].percent(), 48.0, 1e-9);
    // Recon (§6.5): the planning figures, (60.8 + 81.0) / 468.75 = 30.2% and 60.8 / 250 = 24.3%.
    EXPECT_DOUBLE_EQ(printed(l[1].percent(), 1), 30.2);
    EXPECT_DOUBLE_EQ(printed(l[2].percent(), 1), 24.3);
    // Derived: 60.76 / 312.5 = 19.4% of the EBS link.
    EXPECT_DOUBLE_EQ(printed(l[3].percent(), 1), 19.4);
}

TEST(RoundsPlatform, R2Walls)
{
    // §3.5, 12 brokers, load scaled: each limit is full at peak x capacity / used.
    const std::vector<Wall> w = wallsOf(r2Peak(), platformLimits(r2Fleet(), ZoneState::AfterZoneLoss));
    ASSERT_EQ(w.size(), 4u);
    // Local volume fill: 81,018.5 / 0.48 = 168,788.6 -> "168,789" msg/s, the first to saturate.
    EXPECT_NEAR(w[0].rate, 168788.58, 5e-3);
    EXPECT_DOUBLE_EQ(printed(w[0].rate, 0), 168789.0);
    // Network after a zone loss: 468.75 MB/s x 8 brokers / (2,000 B x 7 copies in and out) = 267,857.1.
    EXPECT_NEAR(w[1].rate, 267857.14, 5e-3);
    EXPECT_DOUBLE_EQ(printed(w[1].rate, 0), 267857.0);
    // Volume after a zone loss: 250 MB/s x 8 / (2,000 B x 3 copies written) = 333,333.3.
    EXPECT_NEAR(w[2].rate, 333333.33, 5e-3);
    EXPECT_DOUBLE_EQ(printed(w[2].rate, 0), 333333.0);
    // Derived: the EBS link after a zone loss, 312.5 x 8 / (2,000 x 3) = 416,666.7 msg/s.
    EXPECT_NEAR(w[3].rate, 416666.67, 5e-3);
    EXPECT_EQ(firstWall(w).limit, "local volume fill");
}

TEST(RoundsPlatform, R2TierOffloads)
{
    // Derived: the S3 tier keeps 4 TB x 7 days = 28 TB.
    const double tier = tierStoredGB(4000, r2::kTierDays);
    EXPECT_DOUBLE_EQ(tier, 28000.0);
    const TierComparison c =
        tierComparison(14400, r2::kLocalDays, r2::kTierDays, r2::kBrokers * r2::kVolumeGB, tier,
                       prices().gp3.storageUsdPerGBMonth.value, prices().storage.standardUsdPerGBMonth.value);
    // Seed: without the tier, 14.4 x 7 = 100.8 TB, kept 48% full, needs 210 TB of gp3.
    EXPECT_NEAR(c.withoutTierStoredGB, 100800.0, 1e-6);
    EXPECT_NEAR(c.withoutTierProvisionedGB, 210000.0, 1e-6);
    // Seed: the tier cuts disk by 1 - 30 / 210 = 1 - 1/7 = 85.71% -> "85.7%" ("86%").
    EXPECT_NEAR(c.diskCut, 6.0 / 7.0, 1e-12);
    EXPECT_DOUBLE_EQ(printed(c.diskCut * 100, 1), 85.7);
    EXPECT_DOUBLE_EQ(printed(c.diskCut * 100, 0), 86.0);
    // Recon: 210,000 x $0.08 - 30,000 x $0.08 - 28,000 x $0.023 = 16,800 - 2,400 - 644 = $13,756.00
    // ("about $13,700").
    EXPECT_EQ(c.saving.cents, 1375600);
}

TEST(RoundsPlatform, R2FollowerFetchSaving)
{
    // Seed: 2 reads a message x 121,600 GB x 2/3 across zones x $0.02 = $3,242.67 ("about $3,200").
    const double month = monthlyVolumeGB(dailyVolumeGB(r2::kMessagesPerDay, kMessageBytes, units()), units());
    const Money saving =
        followerFetchSaving(r2::kReadFactor, month, kZones, prices().transfer.crossAzUsdPerGBEachWay.value);
    EXPECT_EQ(saving.cents, 324267);
}

TEST(RoundsPlatform, R2DedupIdsInTheWindow)
{
    // Derived: 81,018.5 x 300 s = 24.3 M IDs, 24,305,556 / 2,000 partitions = 12,153 a partition.
    const double ids = dedupIdsInWindow(r2Peak(), r2::kDedupWindowSeconds);
    EXPECT_NEAR(ids, 24305555.6, 0.05);
    EXPECT_DOUBLE_EQ(printed(ids / 1e6, 1), 24.3);
    EXPECT_DOUBLE_EQ(printed(ids / r2::kPartitions, 0), 12153.0);
    // The window is SQS FIFO's deduplication interval (catalogue).
    EXPECT_DOUBLE_EQ(r2::kDedupWindowSeconds, prices().sqs.fifoDedupWindowS.value);
}

} // namespace
} // namespace mqlab
