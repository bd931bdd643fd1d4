// models.h partition models: the hottest partition by order id, by merchant, split over sub-keys,
// the default hash's spread, and a Standard partition's ceiling.
#include <gtest/gtest.h>

#include "mqlab/model/models.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::clusterCard;
using test::figureOf;
using test::limitOf;
using test::stageAt;

TEST(Partitions, ShareModels)
{
    // Seed Stage 5: 0.3 + 0.7 / 48 = 0.31458 -> 31.46% of the stream.
    EXPECT_NEAR(hottestPartitionShare(0.3, 48), 0.3146, 0.00005);
    // Seed Stage 6: 30% / 24 = 1.25% each sub-key.
    EXPECT_DOUBLE_EQ(splitShare(0.3, 24), 0.0125);
    // Seed Stage 6, exact: 0.0125 + 0.70 / 48 = 0.027083 -> 2.71%.
    EXPECT_NEAR(exactHottestPartitionShare(0.3, 24, 48), 0.027083, 0.0000005);
    // The card's upper bound: 0.0125 + (1 - 0.0125) / 48 = 0.033073.
    EXPECT_NEAR(hottestPartitionShare(splitShare(0.3, 24), 48), 0.033073, 0.0000005);
    // By order id: h = 0, 1 / 48 = 0.020833.
    EXPECT_NEAR(hottestPartitionShare(0.0, 48), 1.0 / 48, 1e-12);
}

TEST(Partitions, ByOrderIdStage4)
{
    const auto e = stageAt(4);
    const LimitReport& p = limitOf(clusterCard(e), LimitKind::ExpressPartition);
    // Seed: by order id each of 48 partitions takes 51.2 / 48 = 1.07 MB/s, 1.07 / 15 = 7.1%.
    EXPECT_NEAR(p.used, 1.07, 0.005);
    EXPECT_NEAR(p.percent, 7.1, 0.05);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "kafka.partition_even").text, "1.07 MB/s");  // 51.2 / 48
}

TEST(Partitions, ByMerchantStage5)
{
    const auto e = stageAt(5);
    const CardReport& k = clusterCard(e);
    const LimitReport& p = limitOf(k, LimitKind::ExpressPartition);
    // Seed: 0.3 + 0.7 / 48 = 31.46% of the stream.
    EXPECT_NEAR(e.r.clusters[0].cardPartitionShare * 100, 31.46, 0.005);
    // Seed: 0.3146 x 51.2 = 16.11 MB/s, against AWS's 15 MB/s a partition: 107.4%.
    EXPECT_NEAR(p.used, 16.11, 0.005);
    EXPECT_NEAR(p.percent, 107.4, 0.05);
    EXPECT_EQ(p.status, Status::Saturated);
    // Seed: "The card stops at 100%, and its warning prints 107%."
    EXPECT_DOUBLE_EQ(k.percent, 100.0);
    EXPECT_NEAR(k.rawPercent, 107.4, 0.05);
    EXPECT_EQ(k.limits[k.binding].kind, LimitKind::ExpressPartition);
    // Seed (paraphrased): the brokers are far from full - data out is 43.7% of maximum, data in 18.2%.
    EXPECT_NEAR(limitOf(k, LimitKind::DataOut).percent, 43.7, 0.05);
    EXPECT_NEAR(limitOf(k, LimitKind::DataIn).percent, 18.2, 0.05);
    // The partition wall: 25,000 x 15 / 16.1067 = 23,282.3 events/s.
    EXPECT_NEAR(p.wallEventsPerSecond, 23282.3, 0.05);
}

TEST(Partitions, MoreBrokersDoNotLiftTheCeiling)
{
    // Seed (paraphrased): the partition keeps one leader whether the cluster has 3 brokers or 30.
    const auto e = test::evaluated(test::stagePatched(5, R"({"clusters":[{"id":"kafka","brokers":30}]})"));
    const CardReport& k = clusterCard(e);
    // Still 0.3146 x 51.2 = 16.11 MB/s against 15: 107.4%.
    EXPECT_NEAR(limitOf(k, LimitKind::ExpressPartition).percent, 107.4, 0.05);
    // while data out falls tenfold: 6 x 51.2 / 30 = 10.24 MB/s, 10.24 / 234.2 = 4.37%.
    EXPECT_NEAR(limitOf(k, LimitKind::DataOut).percent, 4.37, 0.005);
}

TEST(Partitions, SplitOver24SubKeysStage6)
{
    const auto e = stageAt(6);
    const LimitReport& p = limitOf(clusterCard(e), LimitKind::ExpressPartition);
    // Seed: the card spreads all the rest evenly: 0.033073 x 51.2 = 1.69 MB/s, 1.6933 / 15 = 11.3%.
    EXPECT_NEAR(p.used, 1.69, 0.005);
    EXPECT_NEAR(p.percent, 11.3, 0.05);
    EXPECT_EQ(p.status, Status::Ok);
    // Seed: exact, 0.0125 + 0.70 / 48 = 2.71%: 0.027083 x 51.2 = 1.387 MB/s, 1.387 / 15 = 9.2%.
    EXPECT_NEAR(e.r.clusters[0].exactPartitionShare * 100, 2.71, 0.005);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_NEAR(figureOf(f, "kafka.partition_exact").value, 1.387, 0.0005);
    EXPECT_EQ(figureOf(f, "kafka.partition_exact").text, "1.387 MB/s");
    EXPECT_NEAR(figureOf(f, "kafka.partition_exact_percent").value, 9.2, 0.05);
    // Seed: six groups read it at 6 x 1.387 = 8.32 MB/s, 8.32 / 15 = 55.5%.
    EXPECT_NEAR(figureOf(f, "kafka.partition_read").value, 8.32, 0.005);
    EXPECT_EQ(figureOf(f, "kafka.partition_read").text, "8.32 MB/s");
    EXPECT_NEAR(figureOf(f, "kafka.partition_read_percent").value, 55.5, 0.05);
    EXPECT_EQ(figureOf(f, "kafka.partition_read_percent").text, "55.5%");
}

TEST(Partitions, EightSubKeys)
{
    // Seed (paraphrased): splitting into 8 sub-keys leaves 2.67 MB/s per partition, 16.0 MB/s once read.
    // 0.3 / 8 + 0.7 / 48 = 0.0375 + 0.014583 = 0.052083; x 51.2 = 2.667 MB/s; x 6 groups = 16.0 MB/s.
    EXPECT_NEAR(exactHottestPartitionShare(0.3, 8, 48) * 51.2, 2.67, 0.005);
    EXPECT_NEAR(exactHottestPartitionShare(0.3, 8, 48) * 51.2 * 6, 16.0, 0.05);
    const auto e = test::evaluated(test::stagePatched(6, R"({"producers":[{"id":"orders","sub_keys":8}]})"));
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_NEAR(figureOf(f, "kafka.partition_exact").value, 2.67, 0.005);
    EXPECT_NEAR(figureOf(f, "kafka.partition_read").value, 16.0, 0.05);
    // 16.0 / 15 = 106.7%: clean only if the 15 MB/s counts writes alone.
    EXPECT_NEAR(figureOf(f, "kafka.partition_read_percent").value, 106.7, 0.05);
    // 2.667 / 15 = 17.8% as writes.
    EXPECT_NEAR(figureOf(f, "kafka.partition_exact_percent").value, 17.8, 0.05);
}

TEST(Partitions, DefaultHashSpread)
{
    // Seed: "Kafka's default hash ... spreads 24 keys over about 19 of 48":
    // 48 x (1 - (47/48)^24) = 48 x (1 - 0.60333) = 19.04.
    EXPECT_NEAR(expectedDistinctPartitions(24, 48), 19.04, 0.005);
    EXPECT_NEAR(expectedDistinctPartitions(1, 48), 1.0, 1e-9);  // one key, one partition
    const auto e = stageAt(6);
    EXPECT_NEAR(e.r.clusters[0].distinctPartitionsByHash, 19.04, 0.005);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "kafka.distinct_by_hash").text, "19");
}

TEST(Partitions, DefaultHashWarnsOnTheProducer)
{
    const auto e = test::evaluated(test::stagePatched(6, R"({"producers":[{"id":"orders","partitioner":"default"}]})"));
    const std::string w = test::warningsText(e, test::producerCard(e));
    // about 48 x (1 - (47/48)^24) = 19.0 of 48 partitions
    EXPECT_TRUE(test::contains(w, "24 sub-keys over about 19.0 of 48 partitions")) << w;
    // With the custom partitioner (Stage 6 itself) there is no such warning.
    const auto c = stageAt(6);
    EXPECT_FALSE(test::contains(test::warningsText(c, test::producerCard(c)), "default hash"));
}

TEST(Partitions, StandardCeiling)
{
    // Seed: "one leader's network share is 119.94 / 8 = 15.0 MB/s" at six groups; 14.99 MB/s.
    EXPECT_NEAR(standardPartitionCeilingMBps(119.94, 6, 3), 14.99, 0.005);
    // Seed: with one group, 119.94 / 3 = 39.98 MB/s.
    EXPECT_NEAR(standardPartitionCeilingMBps(119.94, 1, 3), 39.98, 1e-9);
    // Stage 1's card uses that ceiling: 1.07 MB/s against 39.98 = 2.67%.
    const auto e1 = stageAt(1);
    const LimitReport& p1 = limitOf(clusterCard(e1), LimitKind::Partition);
    EXPECT_NEAR(p1.capacity, 39.98, 1e-9);
    EXPECT_NEAR(p1.percent, 2.67, 0.005);
    // Stage 3, six groups: 1.0667 / 14.9925 = 7.1%.
    const auto e3 = stageAt(3);
    const LimitReport& p3 = limitOf(clusterCard(e3), LimitKind::Partition);
    EXPECT_NEAR(p3.capacity, 14.99, 0.005);
    EXPECT_NEAR(p3.percent, 7.1, 0.05);
}

TEST(Partitions, MerchantKeyOnStandardAtSixGroups)
{
    // Seed: "The same key fails on Standard ... 16.11 MB/s is 107.4% there too":
    // 16.1067 / (119.94 / 8 = 14.9925) = 107.43%.
    const auto e = test::evaluated(test::stagePatched(3, R"({"producers":[{"id":"orders","key":"merchant"}]})"));
    const LimitReport& p = limitOf(clusterCard(e), LimitKind::Partition);
    EXPECT_NEAR(p.used, 16.11, 0.005);
    EXPECT_NEAR(p.percent, 107.4, 0.05);
    EXPECT_EQ(p.status, Status::Saturated);
}

}  // namespace
}  // namespace mqlab
